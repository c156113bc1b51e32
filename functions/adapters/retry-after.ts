/**
 * When a dependency said to come back, read from its answer's headers. One reading for every adapter
 * (the data providers, the email verifier, the Anthropic judge), so that the same header means the same
 * wait wherever it comes from.
 */

/** The longest wait a dependency may ask for before we treat the hint as nonsense. */
export const MAX_RETRY_AFTER_SECONDS = 86_400;

const clampSeconds = (seconds: number): number | null =>
  Number.isFinite(seconds) ? Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(seconds))) : null;

/** Seconds from `now` until a point in time given as an HTTP date, an ISO timestamp or Unix seconds. */
function secondsUntil(value: string, now: Date): number | null {
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) {
    const n = Number(trimmed);
    // Large numbers are Unix timestamps (PDL's older header format); small ones a delay in seconds.
    return clampSeconds(n > 1_000_000_000 ? n - now.getTime() / 1000 : n);
  }
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : clampSeconds((at - now.getTime()) / 1000);
}

/**
 * In whole seconds, at least 1 and at most a day: `retry-after-ms` (Anthropic's API) first, then
 * `Retry-After` (seconds or an HTTP date), else `X-RateLimit-Reset` (an ISO timestamp or Unix seconds,
 * as PDL sends it). Null when none is present or readable.
 */
export function retryAfterSeconds(
  headers: Pick<Headers, 'get'> | undefined | null,
  now: Date = new Date(),
): number | null {
  if (!headers) return null;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && /^\d+(\.\d+)?$/.test(ms.trim())) return clampSeconds(Number(ms) / 1000);
  const retryAfter = headers.get('retry-after');
  if (retryAfter !== null) {
    const seconds = secondsUntil(retryAfter, now);
    if (seconds !== null) return seconds;
  }
  const reset = headers.get('x-ratelimit-reset');
  return reset === null ? null : secondsUntil(reset, now);
}
