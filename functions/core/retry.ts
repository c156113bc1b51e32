import { TransientErrorName } from './ports.js';

export interface RetryPolicy {
  maxAttempts: number;
  baseMs: number;
  maxMs: number;
}

export interface RetryDecision {
  exhausted: boolean;
  /** When the stage runs again; null once exhausted. */
  nextRetryAt: string | null;
}

/**
 * Exponential backoff with "equal jitter": the n-th retry waits between half and all of
 * min(max, base·2ⁿ), so retries of many jobs spread out but never come back sooner than half the
 * backoff. A dependency's own Retry-After wins when it asks for longer.
 */
export function decideRetry(
  attempt: number,
  policy: RetryPolicy,
  now: Date,
  retryAfterSeconds: number | null,
  random: () => number = Math.random,
): RetryDecision {
  if (attempt + 1 >= policy.maxAttempts) return { exhausted: true, nextRetryAt: null };
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** attempt);
  let delay = ceiling / 2 + random() * (ceiling / 2);
  if (retryAfterSeconds !== null) delay = Math.max(delay, retryAfterSeconds * 1000);
  return { exhausted: false, nextRetryAt: new Date(now.getTime() + Math.round(delay)).toISOString() };
}

const TRANSIENT_NAMES: ReadonlySet<string> = new Set(Object.values(TransientErrorName));

export const isTransientName = (name: string): boolean => TRANSIENT_NAMES.has(name);

const DESCRIPTIONS: Record<string, string> = {
  [TransientErrorName.providerRateLimited]: 'the network provider kept rate-limiting us',
  [TransientErrorName.providerUnavailable]: 'the network provider stayed unavailable',
  [TransientErrorName.providerTimeout]: 'the network provider kept timing out',
  [TransientErrorName.verifierUnavailable]: 'the email verifier stayed unavailable',
  [TransientErrorName.judgeOverloaded]: 'the persona judge stayed overloaded',
  [TransientErrorName.storageUnavailable]: 'our storage stayed unavailable',
};

export function exhaustedMessage(errorName: string, stage: string, attempts: number): string {
  const what = DESCRIPTIONS[errorName] ?? 'a dependency kept failing';
  return `The job stopped in ${stage} because ${what} after ${attempts} attempts. Nothing was charged; submit it again later.`;
}
