import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryApi } from '../../fixtures/memory-api.js';

let api: Awaited<ReturnType<typeof memoryApi>>;
let key: string;

beforeAll(async () => {
  api = await memoryApi();
  ({ key } = await api.newKey());
});

afterAll(async () => {
  await api?.close();
});

/**
 * Writes `head` on a raw socket and collects what the server sends until `done` says it has all it
 * needs (or the server closes); `reply` is written once `when` is seen in what came.
 */
function exchange(
  head: string,
  options: { done: (received: string) => boolean; when?: string; reply?: string },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(api.port, '127.0.0.1');
    let received = '';
    let sent = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No complete answer within 10 s; got ${JSON.stringify(received)}`));
    }, 10_000);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(received);
    };
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (!sent && options.when && options.reply !== undefined && received.includes(options.when)) {
        sent = true;
        socket.write(options.reply);
      }
      if (options.done(received)) finish();
    });
    socket.on('close', finish);
    socket.on('error', () => undefined);
  });
}

/** The status lines and bodies of the complete answers in `raw`, in order. */
function answers(raw: string): { status: number; body: string }[] {
  const out: { status: number; body: string }[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const split = rest.indexOf('\r\n\r\n');
    if (split === -1) break;
    const [statusLine = '', ...lines] = rest.slice(0, split).split('\r\n');
    const status = Number(statusLine.split(' ')[1]);
    const length = Number(
      lines
        .find((l) => l.toLowerCase().startsWith('content-length:'))
        ?.split(':')[1]
        ?.trim() ?? 0,
    );
    const isInterim = status >= 100 && status < 200;
    const bodyLength = isInterim ? 0 : Math.min(length, rest.length - split - 4);
    out.push({ status, body: rest.slice(split + 4, split + 4 + bodyLength) });
    rest = rest.slice(split + 4 + bodyLength);
  }
  return out;
}

describe('the local server, for requests Node’s parser refuses', () => {
  it.each([
    ['a 20,000-character path', `/${'a'.repeat(20_000)}`, 431, 'headers_too_large'],
    ['raw non-ASCII bytes in the path', '/v1/jobs/\xff', 400, 'bad_request'],
  ])('answers a HEAD request with %s with its status and no body', async (_, path, status, code) => {
    const head = await exchange(`HEAD ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`, { done: () => false });
    const get = await exchange(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`, { done: () => false });

    expect(head.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
    expect(head.endsWith('\r\n\r\n')).toBe(true);
    // The GET still gets its envelope.
    expect(JSON.parse(answers(get)[0]?.body ?? '{}').error.code).toBe(code);
  });
});

describe('the local server, for Expect: 100-continue', () => {
  const post = (headers: string) =>
    `POST /v1/jobs HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nExpect: 100-continue\r\n${headers}\r\n`;

  it('answers 401 without 100 Continue when the key is missing or unknown', async () => {
    for (const [headers, code] of [
      ['', 'missing_api_key'],
      ['X-API-Key: ctp_no_such_key\r\n', 'invalid_api_key'],
    ] as const) {
      const raw = await exchange(post(headers), { done: (r) => answers(r).some((a) => a.status >= 200) });
      const got = answers(raw);
      expect(got.map((a) => a.status)).toEqual([401]);
      expect(JSON.parse(got[0]?.body ?? '{}').error.code).toBe(code);
    }
  });

  it('sends 100 Continue to a caller with a valid key, then reads the body and answers', async () => {
    const raw = await exchange(post(`X-API-Key: ${key}\r\n`), {
      when: '100 Continue\r\n\r\n',
      reply: '{}',
      done: (r) => r.includes('validation_error'),
    });
    const statuses = [...raw.matchAll(/^HTTP\/1\.1 (\d{3}) /gm)].map((m) => Number(m[1]));
    expect(statuses).toEqual([100, 422]);
    expect(raw).toContain('"code":"validation_error"');
  });
});
