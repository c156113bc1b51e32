import { describe, expect, it } from 'vitest';
import { decideRetry, exhaustedMessage } from '../../functions/core/retry.js';

const policy = { maxAttempts: 4, baseMs: 1000, maxMs: 5000 };
const now = new Date('2026-01-01T00:00:00.000Z');
const waitOf = (d: { nextRetryAt: string | null }) => new Date(d.nextRetryAt ?? 0).getTime() - now.getTime();

describe('decideRetry', () => {
  it('doubles the backoff ceiling with each attempt, up to the maximum', () => {
    expect(waitOf(decideRetry(0, policy, now, null, () => 1))).toBe(1000);
    expect(waitOf(decideRetry(1, policy, now, null, () => 1))).toBe(2000);
    expect(waitOf(decideRetry(2, policy, now, null, () => 1))).toBe(4000);
    expect(waitOf(decideRetry(2, { ...policy, maxMs: 3000 }, now, null, () => 1))).toBe(3000);
  });

  it('never waits less than half the ceiling, whatever the jitter draws', () => {
    expect(waitOf(decideRetry(1, policy, now, null, () => 0))).toBe(1000);
  });

  it("waits at least as long as the dependency's Retry-After", () => {
    expect(waitOf(decideRetry(0, policy, now, 30, () => 0))).toBe(30_000);
  });

  it('is exhausted once the configured number of attempts has been made', () => {
    expect(decideRetry(2, policy, now, null).exhausted).toBe(false);
    expect(decideRetry(3, policy, now, null)).toEqual({ exhausted: true, nextRetryAt: null });
  });

  it('explains an exhausted retry in words a client can act on', () => {
    expect(exhaustedMessage('Provider.RateLimited', 'scan_team', 4)).toMatch(
      /scan_team.*rate-limiting.*4 attempts.*Nothing was charged/,
    );
  });
});
