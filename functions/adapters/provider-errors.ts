import { AppError } from '../core/errors.js';
import { withDownMark } from '../core/outage.js';
import { TransientError, TransientErrorName } from '../core/ports.js';
import {
  type FetchLike,
  type HttpAnswer,
  ProviderTransportError,
  requestJson,
} from './network/provider-http.js';
import { retryAfterSeconds } from './retry-after.js';

/**
 * What an HTTP status from a paid dependency (a data provider, the email verifier, the judge's API)
 * means for a job, decided once for all of them: 429 is a rate limit and 5xx an outage (both a
 * delayed retry, under the dependency's own transient names); 401/403 is a rejected key and 402 an
 * empty account, which no retry fixes, so the job fails with a message that says what to check.
 */
export type StatusMeaning = 'rate_limited' | 'unavailable' | 'key_rejected' | 'no_credits' | 'failed';

export function statusMeaning(status: number, alsoTransient: readonly number[] = []): StatusMeaning {
  if (status === 429) return 'rate_limited';
  if (status >= 500 || alsoTransient.includes(status)) return 'unavailable';
  if (status === 401 || status === 403) return 'key_rejected';
  if (status === 402) return 'no_credits';
  return 'failed';
}

/**
 * When to come back, as the dependency said. A rate limit's hint is read from every header that can
 * carry it; an outage's only from `Retry-After` (or Anthropic's `retry-after-ms`), because a reset
 * header on an error page says when the quota refills, not when the server is back.
 */
export function retryHint(
  meaning: StatusMeaning,
  headers: Pick<Headers, 'get' | 'has'> | null | undefined,
  now?: Date,
): number | null {
  if (!headers) return null;
  if (meaning === 'rate_limited') return retryAfterSeconds(headers, now);
  if (meaning === 'unavailable' && (headers.has('retry-after') || headers.has('retry-after-ms'))) {
    return retryAfterSeconds(headers, now);
  }
  return null;
}

/** A dependency refused for a reason no retry can fix (a rejected key, no credits, a bad request). */
export class ProviderRefusedError extends AppError {
  readonly code = 'provider_refused';
  constructor(
    readonly provider: string,
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** One dependency's names and hints, for the errors its failed calls become. */
export interface ProviderFailurePolicy {
  /** Its name in messages, e.g. "People Data Labs". */
  provider: string;
  /** The transient names the state machine catches for it. */
  names: { rateLimited: TransientErrorName; unavailable: TransientErrorName; timeout: TransientErrorName };
  /** Statuses that mean "come back later" here besides 429 and 5xx (ZeroBounce's 403 "API shield"). */
  alsoTransient?: readonly number[];
  /** What to check when the key is rejected, e.g. "Check CTP_PDL_API_KEY." */
  keyHint?: string;
  /** What to do when the account has no credits left. */
  creditsHint?: string;
  /**
   * What a job's message calls this dependency when it stays down (`DownDependency`): a 5xx, a 408, no
   * connection or no answer in time is then marked as an outage, waited out without counting attempts
   * (functions/core/outage.ts); a 429 or a status in `alsoTransient` stays a refusal that counts them.
   */
  down?: string;
}

/** The transient names of a network data provider (People Data Labs, Coresignal). */
export const NETWORK_PROVIDER_NAMES: ProviderFailurePolicy['names'] = {
  rateLimited: TransientErrorName.providerRateLimited,
  unavailable: TransientErrorName.providerUnavailable,
  timeout: TransientErrorName.providerTimeout,
};

/** A status that means the dependency is down rather than refusing: a 5xx (529 included) or a 408. */
export const isDownStatus = (status: number): boolean => status >= 500 || status === 408;

/** `message`, marked as an outage of the policy's dependency when `isDown`. */
const marked = (policy: ProviderFailurePolicy, message: string, isDown: boolean): string =>
  isDown && policy.down ? withDownMark(message, policy.down) : message;

/** The error a failed HTTP answer becomes; `request` names what was asked, `detail` what the provider said. */
export function httpFailure(
  policy: ProviderFailurePolicy,
  answer: { status: number; headers: Pick<Headers, 'get' | 'has'> },
  request: string,
  detail: string | null,
  now?: Date,
): TransientError | ProviderRefusedError {
  const { provider, names } = policy;
  const { status } = answer;
  const said = detail ? `: ${detail}` : '';
  const meaning = statusMeaning(status, policy.alsoTransient);
  const hint = retryHint(meaning, answer.headers, now);
  const then = (text: string | undefined) => (text ? ` ${text}` : '');
  switch (meaning) {
    case 'rate_limited':
      return new TransientError(
        names.rateLimited,
        `${provider} rate limit reached on ${request}${said}`,
        hint,
      );
    case 'unavailable':
      return new TransientError(
        names.unavailable,
        marked(policy, `${provider} ${request} failed with HTTP ${status}${said}`, isDownStatus(status)),
        hint,
      );
    case 'key_rejected':
      return new ProviderRefusedError(
        provider,
        status,
        `${provider} rejected the API key (HTTP ${status} on ${request}${said}).${then(policy.keyHint)}`,
      );
    case 'no_credits':
      return new ProviderRefusedError(
        provider,
        status,
        `${provider} refused ${request}: the account has no credits left (HTTP 402${said}).${then(policy.creditsHint)}`,
      );
    case 'failed':
      return new ProviderRefusedError(
        provider,
        status,
        `${provider} answered HTTP ${status} to ${request}${said}`,
      );
  }
}

/** The error a request that got no HTTP answer becomes: a timeout, or the dependency unreachable. */
export function transportFailure(
  policy: ProviderFailurePolicy,
  error: ProviderTransportError,
  request: string,
): TransientError {
  const { provider, names } = policy;
  return error.kind === 'timeout'
    ? new TransientError(
        names.timeout,
        marked(policy, `${provider} ${request}: ${error.message}`, true),
        null,
        {
          cause: error,
        },
      )
    : new TransientError(
        names.unavailable,
        marked(policy, `${provider} ${request} unreachable: ${error.message}`, true),
        null,
        { cause: error },
      );
}

/** One JSON request to a dependency, as `callDependency` sends it. */
export interface DependencyRequest {
  fetch: FetchLike;
  method: 'GET' | 'POST';
  url: string;
  /** What messages call the request: the path or route alone, never a query that may carry a key. */
  path: string;
  /** Besides `accept: application/json` (the key's header, for instance). */
  headers?: Record<string, string>;
  /** Sent as a JSON body when present. */
  json?: unknown;
  timeoutMs: number;
  /** Statuses resolved as answers besides 200 (404 where it means "no match"). */
  answers?: readonly number[];
  /** What the dependency said in an error body, for the message. */
  detail: (body: unknown) => string | null;
  /** The clock a `Retry-After` date is read against. */
  now?: () => Date;
}

/**
 * One JSON request to a dependency under its failure policy: resolves with a 200 (or a status in
 * `answers`), and turns every other status, a timeout or an unreachable host into the error the
 * pipeline should see.
 */
export async function callDependency(
  policy: ProviderFailurePolicy,
  request: DependencyRequest,
): Promise<HttpAnswer> {
  const { method, path, json } = request;
  let answer: HttpAnswer;
  try {
    answer = await requestJson(
      request.fetch,
      request.url,
      {
        method,
        headers: {
          accept: 'application/json',
          ...request.headers,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      },
      request.timeoutMs,
    );
  } catch (error) {
    if (error instanceof ProviderTransportError) throw transportFailure(policy, error, path);
    throw error;
  }
  if (answer.status === 200 || request.answers?.includes(answer.status)) return answer;
  throw httpFailure(policy, answer, `${method} ${path}`, request.detail(answer.body), request.now?.());
}
