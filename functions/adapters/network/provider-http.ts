/**
 * The HTTP edge shared by the real data providers (People Data Labs, ZeroBounce): one request with a
 * deadline, its JSON answer, and the provider's hint of when to come back. Each adapter decides what a
 * status means for it; this module only tells a timeout from an unreachable host.
 */

import { AppError } from '../../core/errors.js';

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
