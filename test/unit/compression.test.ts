import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  chooseCoding,
  encodeForClient,
  LAMBDA_RESPONSE_LIMIT_BYTES,
  responsePayloadBytes,
} from '../../functions/shared/compression.js';
import { noneMatch } from '../../functions/shared/etag.js';
import { gatewayAnswer } from '../../local/server.js';

const jsonResult = (body: unknown, headers: Record<string, string> = {}) => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const bigBody = { people: Array.from({ length: 2000 }, (_, i) => ({ rank: i + 1, name: `Person ${i}` })) };

describe('chooseCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['GZIP', 'gzip'],
  ])('reads Accept-Encoding %j as %j', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });
});

describe('encodeForClient', () => {
  it('compresses a large body in the accepted coding, and the bytes decode to the very same JSON', () => {
    const plain = jsonResult(bigBody);
    const br = encodeForClient(plain, 'gzip, br');
    expect(br).toMatchObject({
      isBase64Encoded: true,
      headers: { 'content-encoding': 'br', vary: 'accept-encoding' },
    });
    expect(brotliDecompressSync(Buffer.from(br.body ?? '', 'base64')).toString()).toBe(plain.body);
    const gzip = encodeForClient(plain, 'gzip');
    expect(gunzipSync(Buffer.from(gzip.body ?? '', 'base64')).toString()).toBe(plain.body);
    expect(responsePayloadBytes(gzip)).toBeLessThan(responsePayloadBytes(plain) / 3);
  });

  it('leaves a small body and a client that accepts no coding alone, saying the answer varies', () => {
    const small = encodeForClient(jsonResult({ ok: true }), 'gzip');
    expect(small.isBase64Encoded).toBeUndefined();
    expect(small.headers).toMatchObject({ vary: 'accept-encoding' });
    expect(small.headers).not.toHaveProperty('content-encoding');
    const identity = encodeForClient(jsonResult(bigBody), undefined);
    expect(identity.body).toBe(JSON.stringify(bigBody));
  });

  it('names the coding in the ETag of a 200 and of its 304 alike, and If-None-Match matches any coding', () => {
    const etag = '"abc123"';
    const ok = encodeForClient(jsonResult({ ok: true }, { etag }), 'br');
    const notModified = encodeForClient({ statusCode: 304, headers: { etag }, body: '' }, 'br');
    expect(ok.headers?.etag).toBe('"abc123-br"');
    expect(notModified.headers?.etag).toBe('"abc123-br"');
    expect(notModified.body).toBe('');
    expect(encodeForClient(jsonResult({ ok: true }, { etag }), undefined).headers?.etag).toBe(etag);
    for (const sent of ['"abc123"', '"abc123-br"', 'W/"abc123-gzip"'])
      expect(noneMatch(sent, etag)).toBe(true);
    expect(noneMatch('"abc124-br"', etag)).toBe(false);
  });
});

describe('local mode answers as API Gateway does', () => {
  it('sends a base64 body as its bytes', () => {
    const encoded = encodeForClient(jsonResult(bigBody), 'gzip');
    const answer = gatewayAnswer(encoded);
    expect(Buffer.isBuffer(answer.body)).toBe(true);
    expect(gunzipSync(answer.body as Buffer).toString()).toBe(JSON.stringify(bigBody));
  });

  it('answers a bare 500 for a response over Lambda’s 6 MB, as Lambda and API Gateway would', () => {
    const body = 'x'.repeat(LAMBDA_RESPONSE_LIMIT_BYTES);
    expect(gatewayAnswer({ statusCode: 200, body })).toEqual({
      status: 500,
      body: JSON.stringify({ message: 'Internal Server Error' }),
      headers: {},
    });
    expect(
      gatewayAnswer({ statusCode: 200, body: body.slice(0, LAMBDA_RESPONSE_LIMIT_BYTES - 100) }).status,
    ).toBe(200);
  });
});
