/**
 * The per-key request-rate guard (docs/api.md, "Request rate"): a token bucket per API key identity, so
 * that one key polling flat out cannot take the Lambda concurrency the pipeline needs. Each bucket holds
 * up to `burst` requests and refills at `perSecond`; a request that finds less than one token is
 * refused with the seconds until one is there. The buckets live in the memory of one API function
 * instance (a Lambda container; local mode's one process), so the limit holds per instance: API
 * Gateway's route throttles bound the whole API. Pure: the caller gives the time.
 */
export interface RequestRateLimits {
  /** Requests per second a key may send for ever; 0 turns the guard off. */
  perSecond: number;
  /** Requests a key may send at once after a quiet spell. */
  burst: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Keys remembered at most; the least recently seen is forgotten first (it refills meanwhile anyway). */
const MAX_KEYS = 10_000;

export class RequestRateGuard {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limits: RequestRateLimits,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  /** Takes one request of `key` at `nowMs`: null when it may go on, else whole seconds to wait (≥ 1). */
  take(key: string, nowMs: number): number | null {
    const { perSecond, burst } = this.limits;
    if (perSecond <= 0) return null;
    const bucket = this.buckets.get(key);
    // A clock that steps back refills nothing rather than draining.
    const elapsedMs = bucket ? Math.max(0, nowMs - bucket.at) : 0;
    const tokens = bucket ? Math.min(burst, bucket.tokens + (elapsedMs / 1000) * perSecond) : burst;
    this.buckets.delete(key);
    if (tokens >= 1) {
      this.remember(key, { tokens: tokens - 1, at: nowMs });
      return null;
    }
    this.remember(key, { tokens, at: nowMs });
    return Math.max(1, Math.ceil((1 - tokens) / perSecond));
  }

  private remember(key: string, bucket: Bucket): void {
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
  }
}
