import { describe, expect, it } from 'vitest';
import { MemoryBudgetStore } from '../../functions/adapters/memory/budgets.js';
import { TransientError } from '../../functions/core/ports.js';
import {
  ACTIVE_WINDOW_MS,
  type BudgetLimit,
  type BudgetState,
  decide,
  spend,
} from '../../functions/core/rate-budget.js';

/**
 * Plays callers against one budget in virtual time: each caller asks as soon as it may (a granted call
 * asks again `gapMs` later; a refused one after the wait it was told), like the stages do.
 */
function play(
  limit: BudgetLimit,
  callers: { account: string; from: number; to: number; calls?: number }[],
  gapMs = 50,
) {
  let state: BudgetState | null = null;
  const grants: { account: string; at: number }[] = [];
  const next = callers.map((c) => ({ ...c, at: c.from, made: 0 }));
  for (;;) {
    const live = next.filter((c) => c.at <= c.to && (c.calls === undefined || c.made < c.calls));
    if (live.length === 0) break;
    const caller = live.reduce((a, b) => (b.at < a.at ? b : a));
    const decision = decide(state, limit, caller.account, 1, caller.at);
    state = decision.state;
    if (decision.granted) {
      grants.push({ account: caller.account, at: caller.at });
      caller.made += 1;
      caller.at += gapMs;
    } else {
      caller.at += decision.waitMs;
    }
  }
  return grants;
}

const maxInAnyMinute = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  for (let i = 0, j = 0; j < sorted.length; j += 1) {
    while ((sorted[j] as number) - (sorted[i] as number) >= 60_000) i += 1;
    best = Math.max(best, j - i + 1);
  }
  return best;
};

describe('a shared rate budget', () => {
  it('never hands out more than the per-minute limit in any 60-second window, and hands out nearly all of it', () => {
    const grants = play({ perMinute: 10 }, [
      { account: 'a', from: 0, to: 600_000 },
      { account: 'b', from: 0, to: 600_000 },
      { account: 'c', from: 0, to: 600_000 },
    ]);
    expect(maxInAnyMinute(grants.map((g) => g.at))).toBeLessThanOrEqual(10);
    // Ten minutes at 10 a minute: one in the bucket, then 9 a minute (the bucket's share of the limit).
    expect(grants.length).toBeGreaterThanOrEqual(90);
  });

  it('keeps serving a limit below two a minute, at no more than one call over it in any window', () => {
    // The one-call bucket used to leave such a budget no refill at all: the second call never came.
    const grants = play({ perMinute: 1 }, [{ account: 'a', from: 0, to: 600_000 }]);
    expect(grants.length).toBeGreaterThanOrEqual(5);
    expect(maxInAnyMinute(grants.map((g) => g.at))).toBeLessThanOrEqual(2);
  });

  it('gives an account alone the whole rate', () => {
    const grants = play({ perMinute: 600 }, [{ account: 'big', from: 0, to: 120_000 }]);
    expect(grants.length).toBeGreaterThanOrEqual(1180);
    expect(maxInAnyMinute(grants.map((g) => g.at))).toBeLessThanOrEqual(600);
  });

  it('serves a small job of another account at its fair share while a huge job keeps asking', () => {
    const grants = play({ perMinute: 60 }, [
      { account: 'huge', from: 0, to: 600_000 },
      { account: 'small', from: 120_000, to: 600_000, calls: 20 },
    ]);
    const small = grants.filter((g) => g.account === 'small');
    expect(small).toHaveLength(20);
    // Half of 59 a minute is about 29 a minute: 20 calls well within a minute.
    expect((small.at(-1)?.at ?? 0) - 120_000).toBeLessThan(60_000);
    const hugeWhileShared = grants.filter(
      (g) => g.account === 'huge' && g.at >= 120_000 && g.at <= (small.at(-1)?.at ?? 0),
    ).length;
    expect(hugeWhileShared).toBeLessThanOrEqual(small.length + 2);
  });

  it('gives the whole rate back to the huge job once the small one has stopped asking', () => {
    const grants = play({ perMinute: 60 }, [
      { account: 'huge', from: 0, to: 400_000 },
      { account: 'small', from: 60_000, to: 400_000, calls: 5 },
    ]);
    const lastSmall = grants.filter((g) => g.account === 'small').at(-1)?.at ?? 0;
    const after = lastSmall + ACTIVE_WINDOW_MS + 1_000;
    const hugeLaterMinute = grants.filter(
      (g) => g.account === 'huge' && g.at >= after && g.at < after + 60_000,
    );
    expect(hugeLaterMinute.length).toBeGreaterThanOrEqual(48);
  });

  it('leaves an account active but not asking no share: the one asking gets the whole rate', () => {
    // b asks for 20 s, then stops (its job now waits on something else) but stays active for 30 s.
    const grants = play({ perMinute: 60 }, [
      { account: 'a', from: 0, to: 120_000 },
      { account: 'b', from: 0, to: 20_000 },
    ]);
    const aWhileBIdle = grants.filter((g) => g.account === 'a' && g.at >= 25_000 && g.at < 45_000);
    // 20 s at 59 a minute is about 19.7; half the rate (b's share kept for it) would be about 10.
    expect(aWhileBIdle.length).toBeGreaterThanOrEqual(18);
    expect(maxInAnyMinute(grants.map((g) => g.at))).toBeLessThanOrEqual(60);
  });

  it('grants a call costing more than the bucket holds once the bucket is full, never refusing it forever', () => {
    const first = decide(null, { perMinute: 60 }, 'a', 500, 0);
    expect(first.granted).toBe(true);
    const second = decide(first.state, { perMinute: 60 }, 'a', 500, 1);
    expect(second.granted).toBe(false);
    if (!second.granted) expect(second.waitMs).toBeGreaterThan(0);
  });
});

describe('a call larger than the bucket', () => {
  it('is charged in full: the calls after it wait until it is paid for', () => {
    const limit = { perMinute: 60 }; // a bucket of 1, refilled at 59 a minute
    const big = decide(null, limit, 'a', 500, 0);
    expect(big.granted).toBe(true);
    const next = decide(big.state, limit, 'a', 1, 1);
    expect(next.granted).toBe(false);
    // 500 owed at 59 a minute: about 8.5 minutes before the next call, not one second.
    if (!next.granted) expect(next.waitMs).toBeGreaterThan(8 * 60_000);
  });
});

describe('spending a budget before a call', () => {
  const budgets = (maxWaitMs: number) => {
    let now = 0;
    const slept: number[] = [];
    return {
      slept,
      budgets: {
        limits: { provider_search: { perMinute: 6 } },
        store: new MemoryBudgetStore(),
        now: () => now,
        sleep: async (ms: number) => {
          slept.push(ms);
          now += ms;
        },
        maxWaitMs,
      },
    };
  };

  it('waits briefly when the budget soon allows the call', async () => {
    const { budgets: b, slept } = budgets(60_000);
    await spend(b, 'provider_search', 'a', 1, 'Provider.RateLimited');
    await spend(b, 'provider_search', 'a', 1, 'Provider.RateLimited');
    expect(slept).toHaveLength(1);
    expect(slept[0]).toBeGreaterThan(0);
  });

  it('becomes a delayed retry, named and with the time the budget allows, when the wait is long', async () => {
    const { budgets: b } = budgets(100);
    await spend(b, 'provider_search', 'a', 1, 'Provider.RateLimited');
    const refused = spend(b, 'provider_search', 'a', 1, 'Provider.RateLimited');
    await expect(refused).rejects.toBeInstanceOf(TransientError);
    await expect(refused).rejects.toMatchObject({ name: 'Provider.RateLimited', retryAfterSeconds: 12 });
  });

  it('waits at most maxWaitMs in all, even when others keep taking the tokens it waited for', async () => {
    const { budgets: b, slept } = budgets(30_000);
    // Another job of the same account takes the refilled token during every wait.
    const sleep = b.sleep;
    b.sleep = async (ms: number) => {
      await sleep(ms);
      await spend({ ...b, sleep, maxWaitMs: 0 }, 'provider_search', 'a', 1, 'Provider.RateLimited').catch(
        () => undefined,
      );
    };
    await spend(b, 'provider_search', 'a', 1, 'Provider.RateLimited');
    await expect(spend(b, 'provider_search', 'a', 1, 'Provider.RateLimited')).rejects.toMatchObject({
      name: 'Provider.RateLimited',
    });
    expect(slept.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(30_000);
  });

  it('does not limit a dependency without a budget', async () => {
    const { budgets: b, slept } = budgets(0);
    for (let i = 0; i < 100; i += 1) await spend(b, 'verifier', 'a', 1, 'Verifier.Unavailable');
    expect(slept).toEqual([]);
  });
});
