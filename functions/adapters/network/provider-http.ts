/**
 * The HTTP edge shared by the real data providers (People Data Labs, ZeroBounce): one request with a
 * deadline, its JSON answer, and the provider's hint of when to come back. Each adapter decides what a
 * status means for it; this module only tells a timeout from an unreachable host.
 */

import { AppError, InvariantError } from '../../core/errors.js';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body; null when the body is empty or not JSON. */
  body: unknown;
}

/** The request never got an HTTP answer: the deadline passed, or the host could not be reached. */
export class ProviderTransportError extends AppError {
  readonly code = 'provider_transport';
  constructor(
    readonly kind: 'timeout' | 'network',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * Sends one request and reads its whole body under the same deadline, so a server that sends headers
 * and then stalls is a timeout too, not a hung Lambda.
 */
export async function requestJson(
  fetchFn: FetchLike,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<HttpAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetchFn(url, { ...init, signal });
    text = await response.text();
  } catch (error) {
    if (isTimeout(error) || signal.aborted) {
      throw new ProviderTransportError('timeout', `no answer within ${timeoutMs} ms`, { cause: error });
    }
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const message = error instanceof Error ? `${error.message}${cause}` : String(error);
    throw new ProviderTransportError('network', message, { cause: error });
  }
  let body: unknown = null;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  return { status: response.status, headers: response.headers, body };
}

/** A provider's own error text, shortened, for messages that end up in logs (never the API key). */
export function shortText(value: unknown, max = 300): string | null {
  if (typeof value !== 'string') return null;
  const clean = value.replace(/\s+/g, ' ').trim();
  if (clean === '') return null;
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** A roster cursor: the provider's paging state as base64url JSON, opaque to the pipeline. */
export const encodeCursor = (state: object): string =>
  Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');

/**
 * The paging state inside a cursor `encodeCursor` wrote, as `read` accepts it; an InvariantError
 * naming the provider when the cursor is longer than `maxLength`, not base64url JSON, or not accepted.
 */
export function decodeCursor<T>(
  cursor: string,
  provider: string,
  maxLength: number,
  read: (state: unknown) => T | null,
): T {
  const invalid = () =>
    new InvariantError(`Invalid ${provider} roster cursor ${JSON.stringify(cursor.slice(0, 80))}`);
  if (cursor.length > maxLength || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let state: unknown;
  try {
    state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const value = read(state);
  if (value === null) throw invalid();
  return value;
}
