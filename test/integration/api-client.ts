import { cryptoIds, systemClock } from '../../functions/adapters/ids.js';
import { createAccount } from '../../functions/core/admin.js';
import type { Tier } from '../../functions/core/model.js';
import type { Stores } from '../../functions/shared/deps.js';
import { validateResponse } from './contract.js';

/**
 * The HTTP side of the integration tests, over any running stack: on DynamoDB Local and the S3 emulator
 * (helpers.ts, the suite's shared stack) or on the twins (twins.ts, a stack of the test file's own).
 */

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  key?: string | null;
  body?: unknown;
  /** Sent as is, for malformed bodies. */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** What every HTTP test needs, bound to one running stack: its address and its stores. */
export function apiHelpers(baseUrl: string, stores: Stores) {
  const adminDeps = { ...stores, clock: systemClock, ids: cryptoIds };

  async function call<T = any>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<ApiResponse<T>> {
    // A connection of its own for every call, closed by the server once it has answered: a test's stack
    // runs in the test's own process, where work between two calls (11 MB decoded and checked, say)
    // stalls the server's keep-alive timer and the client's alike, and the request written after a stall
    // of over 6 s landed on a socket the server then closed as idle: ECONNRESET (docs/testing.md, "A reset
    // connection under load"). What a test asks for may still set its own `connection` header.
    const headers: Record<string, string> = { connection: 'close', ...options.headers };
    if (options.key) headers['x-api-key'] = options.key;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    // What is sent is the URL after parsing: "/v1/personas/." is "/v1/personas/" on the wire (WHATWG URL
    // resolves dot segments, "%2E" too), so the answer is checked against the operation of that path.
    const url = new URL(`${baseUrl}${path}`);
    const sent = `${url.pathname.slice(new URL(baseUrl).pathname.replace(/\/$/, '').length)}${url.search}`;
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Left as text: the assertion on it will say what came back.
    }
    // Contract check: every JSON response must match the OpenAPI document (see contract.ts).
    if (/^application\/json\b/i.test(response.headers.get('content-type') ?? '') && text !== '') {
      validateResponse(method, sent, response.status, parsed);
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** A client bound to one API key. */
  function client(key: string) {
    return {
      key,
      get: <T = any>(path: string, headers?: Record<string, string>) =>
        call<T>('GET', path, { key, headers }),
      post: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
        call<T>('POST', path, { key, body, headers }),
      patch: <T = any>(path: string, body?: unknown) => call<T>('PATCH', path, { key, body }),
      delete: <T = any>(path: string) => call<T>('DELETE', path, { key }),
    };
  }

  /** A fresh account with its own key, so that no two tests share state. */
  async function newAccount(
    options: { tier?: Tier; credits?: number; concurrency_limit?: number } = {},
  ): Promise<Client & { accountId: string }> {
    const { account, apiKey } = await createAccount(adminDeps, {
      tier: options.tier ?? 'starter',
      credits: options.credits ?? 10,
      concurrency_limit: options.concurrency_limit,
    });
    return { ...client(apiKey), accountId: account.account_id };
  }

  return { baseUrl, adminDeps, call, client, newAccount };
}

export type Client = ReturnType<ReturnType<typeof apiHelpers>['client']>;

/**
 * A valid submission. Its company, glacier-freight, is one a test keeps processing: on the twins
 * (twins.ts) the stack's gate holds its lookups until the test releases it or the stack stops; on the
 * suite's shared stack it answers every provider call after 30 s (see docs/network-data.md). Either way
 * credits stay held and slots stay taken, which is what the submission, race and cancel tests observe.
 */
export const submitBody = (overrides: Record<string, unknown> = {}) => ({
  input: 'https://www.linkedin.com/company/glacier-freight',
  operation: 'target_people',
  persona: 'owners-founders',
  ...overrides,
});

/** Every non-2xx body has the spec's envelope with a stable code. */
export function expectEnvelope(response: ApiResponse, status: number, code: string) {
  if (response.status !== status || response.body?.error?.code !== code) {
    throw new Error(`Expected ${status} ${code}, got ${response.status} ${JSON.stringify(response.body)}`);
  }
  if (typeof response.body.error.message !== 'string' || response.body.error.message.length === 0) {
    throw new Error(`Envelope without a message: ${JSON.stringify(response.body)}`);
  }
}
