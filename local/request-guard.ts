import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { authenticate } from '../functions/core/api-keys.js';
import { PayloadTooLargeError } from '../functions/core/errors.js';
import { type ApiServicesSource, errorResponse } from '../functions/shared/middleware.js';
import { withinDeadline } from '../functions/shared/request-deadline.js';

/**
 * The local server's own edge, in front of the handlers: a body is read only once the caller is known
 * and says it will fit. API Gateway buffers up to 10 MB before Lambda sees anything; a developer's
 * machine should not, so anonymous or oversize bodies are refused from their headers alone.
 */

/** A request that carries a body, by its headers (a body without either cannot be sent in HTTP/1.1). */
const hasBody = (req: IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

export interface Refusal {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const refusal = (error: unknown): Refusal => {
  const requestId = randomUUID();
  const result = errorResponse(error, requestId, (cause) => console.error(cause));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  return { status: result.statusCode ?? 500, headers, body: result.body ?? '' };
};

/**
 * Decides from the headers whether a body may be read: the key first (an anonymous request always gets
 * 401, as the handlers answer it), then the declared length against CTP_MAX_BODY_BYTES. Null: go on
 * reading, at most `maxBytes`.
 */
export async function checkBeforeBody(
  req: IncomingMessage,
  services: ApiServicesSource,
): Promise<{ refusal: Refusal } | { maxBytes: number }> {
  try {
    const deps = await services();
    const maxBytes = deps.config.CTP_MAX_BODY_BYTES;
    if (!hasBody(req)) return { maxBytes };
    const key = req.headers['x-api-key'];
    // Within the request's deadline like the handler (which then has what is left of it): a frozen
    // key store answers 503 here too, not after the storage client's own timeouts.
    await withinDeadline(deps.config.CTP_REQUEST_DEADLINE_MS, () =>
      authenticate(deps.apiKeys, Array.isArray(key) ? key.join(',') : key),
    );
    const declared = Number(req.headers['content-length'] ?? Number.NaN);
    if (Number.isFinite(declared) && declared > maxBytes) throw new PayloadTooLargeError(maxBytes);
    return { maxBytes };
  } catch (error) {
    return { refusal: refusal(error) };
  }
}

export class BodyTooLargeError extends PayloadTooLargeError {}

/** Reads the body, stopping as soon as it passes `maxBytes` (a chunked body declares no length). */
export async function readBodyWithin(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new BodyTooLargeError(maxBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export const tooLargeRefusal = (maxBytes: number): Refusal => refusal(new PayloadTooLargeError(maxBytes));

/** What is left of a refused body is discarded up to API Gateway's own limit, and the socket dropped beyond it. */
const DRAIN_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Answers before the body is read. Clients (fetch among them) only see an early answer if the server
 * keeps taking what they are still sending, so the rest is read and dropped as it comes, never kept,
 * up to 10 MB; a body declared larger, or one that goes on past that, loses its connection instead.
 */
export function sendRefusal(req: IncomingMessage, res: ServerResponse, answer: Refusal): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  const drain = !(declared > DRAIN_MAX_BYTES);
  res.writeHead(answer.status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(answer.body)),
    ...(drain ? {} : { connection: 'close' }),
    ...answer.headers,
  });
  res.end(answer.body);
  if (!drain) {
    res.on('finish', () => req.destroy());
    return;
  }
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) req.destroy();
  });
  req.resume();
}

/** Node's parser errors, by code, with the status Node itself would give them. */
const PARSER_ANSWERS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: 'The request line and headers together exceed 16 KiB; shorten the path or the headers.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'request_timeout',
    message: 'The request was not received in time.',
  },
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Node answers requests its HTTP parser refuses (raw non-ASCII bytes in the path, a 20,000-character
 * path) itself, with an empty body. This gives them the envelope: 431 `headers_too_large`, 408
 * `request_timeout`, any other parse error 400 `bad_request`. A socket that can no longer be written
 * (the client went away) is simply closed.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Duplex,
): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const known = error.code === undefined ? undefined : PARSER_ANSWERS[error.code];
  const answer = known ?? {
    status: 400,
    code: 'bad_request',
    message:
      'The request is not valid HTTP/1.1 (a path must be ASCII, with other characters percent-encoded).',
  };
  const body = JSON.stringify({ error: { code: answer.code, message: answer.message } });
  // A HEAD request gets the headers a GET would, and no body (RFC 9110 9.3.2): the method is read from
  // what the parser refused (a request line cut across packets reads as not HEAD, and gets the body).
  const isHead = error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  socket.end(
    [
      `HTTP/1.1 ${answer.status} ${REASONS[answer.status] ?? 'Error'}`,
      'content-type: application/json',
      `content-length: ${Buffer.byteLength(body)}`,
      `x-request-id: ${randomUUID()}`,
      'connection: close',
      '',
      isHead ? '' : body,
    ].join('\r\n'),
  );
}
