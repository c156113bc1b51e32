import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/**
 * How much a Lambda function behind API Gateway can answer: the synchronous invocation's response
 * payload, 6 MB (Lambda quotas; the HTTP API's own 10 MB payload quota is the larger one). What counts
 * is the whole serialized response object (status, headers and the body as a JSON string, escapes
 * included), so that is what `responsePayloadBytes` measures. 6 MiB is the lower reading of "6 MB", so
 * nothing that passes here can be refused by Lambda. Local mode's server enforces the same number.
 */
export const LAMBDA_RESPONSE_LIMIT_BYTES = 6 * 1024 * 1024;

/** Below this a body is sent as it is: compressing a few hundred bytes saves nothing worth the CPU. */
export const COMPRESS_MIN_BYTES = 1024;

export const ContentCoding = { br: 'br', gzip: 'gzip' } as const;
export type ContentCoding = (typeof ContentCoding)[keyof typeof ContentCoding];

type Result = APIGatewayProxyStructuredResultV2;

/** The bytes Lambda counts against its response limit: the response object as it is serialized. */
export const responsePayloadBytes = (result: Result): number =>
  Buffer.byteLength(JSON.stringify(result), 'utf8');

/**
 * The coding to answer with, from `Accept-Encoding` (RFC 9110 12.5.3): br before gzip (smaller, and as
 * fast at quality 5), `*` stands for either, `q=0` refuses one. Null when the client accepts neither.
 */
export function chooseCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const ranked = [ContentCoding.br, ContentCoding.gzip]
    .filter((coding) => weightOf(coding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
  return ranked[0] ?? null;
}

function compress(body: string, coding: ContentCoding): Buffer {
  if (coding === ContentCoding.gzip) return gzipSync(body);
  // Quality 5: about 100 ms for 11 MB of result JSON, against 20 s at the default 11 for 25% less.
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}

/**
 * The validator of a coded body: the identity body's tag with the coding inside the quotes (`"…-br"`),
 * since a strong validator must differ between codings of one representation (RFC 9110 8.8.3).
 * `noneMatch` (etag.ts) reads either form as the same resource, so either earns a 304.
 */
export const codedEtag = (etag: string, coding: ContentCoding): string =>
  etag.endsWith(`-${coding}"`) ? etag : etag.replace(/"$/, `-${coding}"`);

/**
 * The response in the coding the client accepts: the body compressed and base64-encoded (API Gateway
 * decodes `isBase64Encoded` bodies and sends the bytes), `content-encoding` set, `vary` saying why.
 * A response with an ETag is always coded when the client accepts a coding, whatever its size, so that
 * its 304 (which has no body to measure) carries the very tag its 200 would.
 */
export function encodeForClient(result: Result, acceptEncoding: string | undefined): Result {
  const coding = chooseCoding(acceptEncoding);
  const headers: Record<string, string | number | boolean> = { ...result.headers, vary: 'accept-encoding' };
  const body = result.body ?? '';
  const tagged = typeof headers.etag === 'string';
  if (!coding || result.isBase64Encoded || (!tagged && Buffer.byteLength(body) < COMPRESS_MIN_BYTES))
    return { ...result, headers };
  if (tagged) headers.etag = codedEtag(String(headers.etag), coding);
  // A 304 has no body: only its headers say which coding its 200 would have.
  if (result.statusCode === 304) return { ...result, headers };
  return {
    ...result,
    headers: { ...headers, 'content-encoding': coding },
    body: compress(body, coding).toString('base64'),
    isBase64Encoded: true,
  };
}
