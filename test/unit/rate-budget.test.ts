import { describe, expect, it } from 'vitest';
import { MemoryBudgetStore } from '../../functions/adapters/memory/budgets.js';
import { TransientError } from '../../functions/core/ports.js';
import {
  type BudgetLimit,
  type Budgets,
  charge,
  decide,
  MINUTE_MS,
  spend,
  takeBudget,
  windowShape,
} from '../../functions/core/rate-budget.js';

const noJitter = { random: () => 0 };

interface Caller {
  account: string;
  from: number;
  to: number;
  calls?: number;
  cost?: number;
}

/**
 * Plays callers against one budget in virtual time, through the in-memory store: each caller asks as
 * soon as it may (a granted call asks again `gapMs` later; a refused one after the wait it was told),
 * like the stages do.
 */
async function play(limit: BudgetLimit, callers: Caller[], gapMs = 50) {
  const store = new MemoryBudgetStore();
  let clock = 0;
  const grants: { account: string; at: number; cost: number }[] = [];
  const next = callers.map((c) => ({ ...c, at: c.from, made: 0 }));
  for (;;) {
    const live = next.filter((c) => c.at <= c.to && (c.calls === undefined || c.made < c.calls));
    if (live.length === 0) break;
    const caller = live.reduce((a, b) => (b.at < a.at ? b : a));
    clock = caller.at;
    const cost = caller.cost ?? 1;
    const result = await takeBudget(store, () => clock, limit, 'dep', caller.account, cost, noJitter);
    if (result.granted) {
      grants.push({ account: caller.account, at: caller.at, cost });
      caller.made += 1;
      caller.at += gapMs;
    } else {
      caller.at += result.waitMs;
    }
  }
  return grants;
}

/** The most granted in any 60-second interval. */
const maxInAnyMinute = (grants: { at: number; cost: number }[]) => {
  const sorted = [...grants].sort((a, b) => a.at - b.at);
  let best = 0;
  let sum = 0;
  for (let i = 0, j = 0; j < sorted.length; j += 1) {
    sum += (sorted[j] as { cost: number }).cost;
    while ((sorted[j] as { at: number }).at - (sorted[i] as { at: number }).at >= 60_000) {
      sum -= (sorted[i] as { cost: number }).cost;
      i += 1;
    }
    best = Math.max(best, sum);
  }
  return best;
};

describe('a shared rate budget', () => {
  it('never hands out more than the per-minute limit in any 60-second interval, and hands out nearly all of it', async () => {
    const grants = await play({ perMinute: 10 }, [
      { account: 'a', from: 0, to: 600_000 },
      { account: 'b', from: 0, to: 600_000 },
      { account: 'c', from: 0, to: 600_000 },
    ]);
    expect(maxInAnyMinute(grants)).toBeLessThanOrEqual(10);
    // Ten minutes at 10 a minute, counted in 13 windows of 5 s: 10 every 65 s (92%), the first at once.
    expect(grants.length).toBeGreaterThanOrEqual(90);
  });

  it('keeps serving a limit of one a minute, never two in a minute', async () => {
    const grants = await play({ perMinute: 1 }, [{ account: 'a', from: 0, to: 600_000 }]);
    expect(grants.length).toBeGreaterThanOrEqual(9);
    expect(maxInAnyMinute(grants)).toBeLessThanOrEqual(1);
  });

  it('gives an account alone the whole rate', async () => {
    const grants = await play({ perMinute: 600 }, [{ account: 'big', from: 0, to: 120_000 }]);
    expect(grants.length).toBeGreaterThanOrEqual(1180);
    expect(maxInAnyMinute(grants)).toBeLessThanOrEqual(600);
  });

  it('serves a small job of another account at once while a huge job keeps asking', async () => {
    const grants = await play({ perMinute: 60 }, [
      { account: 'huge', from: 0, to: 600_000 },
      { account: 'small', from: 120_000, to: 600_000, calls: 20 },
    ]);
    const small = grants.filter((g) => g.account === 'small');
    expect(small).toHaveLength(20);
    // The huge job has used the last minutes, the small one nothing: what frees up goes to the small one.
    expect((small.at(-1)?.at ?? 0) - 120_000).toBeLessThan(60_000);
    const hugeWhileShared = grants.filter(
      (g) => g.account === 'huge' && g.at >= 120_000 && g.at <= (small.at(-1)?.at ?? 0),
    ).length;
    expect(hugeWhileShared).toBeLessThanOrEqual(small.length + 2);
    expect(maxInAnyMinute(grants)).toBeLessThanOrEqual(60);
  });

  it('gives the whole rate back to the huge job once the small one has stopped asking', async () => {
    const grants = await play({ perMinute: 60 }, [
      { account: 'huge', from: 0, to: 400_000 },
      { account: 'small', from: 60_000, to: 400_000, calls: 5 },
    ]);
    const lastSmall = grants.filter((g) => g.account === 'small').at(-1)?.at ?? 0;
    const after = lastSmall + 2 * MINUTE_MS;
    const hugeLaterMinute = grants.filter(
      (g) => g.account === 'huge' && g.at >= after && g.at < after + 65_000,
    );
    expect(hugeLaterMinute.length).toBeGreaterThanOrEqual(55);
  });

  it('leaves an account that asked but asks no more no share: the one asking gets the whole rate', async () => {
    // b asks for 20 s, then stops (its job now waits on something else).
    const grants = await play({ perMinute: 60 }, [
      { account: 'a', from: 0, to: 200_000 },
      { account: 'b', from: 0, to: 20_000 },
    ]);
    const aSecondMinute = grants.filter((g) => g.account === 'a' && g.at >= 65_000 && g.at < 130_000);
    // Half the rate (b's share kept for it) would be 30.
    expect(aSecondMinute.length).toBe(60);
    expect(maxInAnyMinute(grants)).toBeLessThanOrEqual(60);
  });
});

describe('calls as large as the limit (issue 23: one enrichment call of 100 records at 100 a minute)', () => {
  it('grants a call of the whole limit at once, and the next one when the minute has passed, with no debt', async () => {
    const grants = await play({ perMinute: 100 }, [
      { account: 'a', from: 0, to: 400_000, calls: 5, cost: 100 },
    ]);
    expect(grants.map((g) => g.at)).toEqual([0, 65_000, 130_000, 195_000, 260_000]);
    expect(maxInAnyMinute(grants)).toBeLessThanOrEqual(100);
  });

  it('tells a refused call the truth: the time the minute has room for it', async () => {
    const store = new MemoryBudgetStore();
    expect(await takeBudget(store, () => 1_000, { perMinute: 100 }, 'dep', 'a', 100, noJitter)).toEqual({
      granted: true,
    });
    // The grant's window (0-5 s) leaves the minute at 65 s: 64 s after the refusal at 1 s, not more.
    expect(await takeBudget(store, () => 1_000, { perMinute: 100 }, 'dep', 'b', 5, noJitter)).toEqual({
      granted: false,
      waitMs: 64_000,
    });
  });

  it('lets two accounts whose calls each fill the minute take turns', async () => {
    const grants = await play({ perMinute: 100 }, [
      { account: 'a', from: 0, to: 600_000, cost: 100 },
      { account: 'b', from: 1_000, to: 600_000, cost: 100 },
    ]);
    const order = grants.map((g) => g.account).join('');
    expect(order.startsWith('abababab')).toBe(true);
    expect(maxInAnyMinute(grants)).toBeLessThanOrEqual(100);
  });

  it("serves a small job's call between a huge job's full-minute calls, and the huge job's next after it", async () => {
    const grants = await play({ perMinute: 100 }, [
      { account: 'huge', from: 0, to: 600_000, cost: 100 },
      { account: 'small', from: 10_000, to: 600_000, calls: 2, cost: 5 },
    ]);
    const small = grants.filter((g) => g.account === 'small').map((g) => g.at);
    // The small job waits for the huge call's minute to pass (65 s), never for the huge job's next calls.
    expect(small[0]).toBe(65_000);
    expect(small[1]).toBe(65_050);
    expect(maxInAnyMinute(grants)).toBeLessThanOrEqual(100);
    expect(grants.filter((g) => g.account === 'huge').length).toBeGreaterThanOrEqual(7);
  });

  it('spreads a call larger than the whole limit over the minutes after it, never refusing it forever', async () => {
    const limit = { perMinute: 60 };
    const first = decide([], limit, 'a', 500, 0);
    expect(first.granted).toBe(true);
    const store = new MemoryBudgetStore();
    const now = () => 0;
    expect(await takeBudget(store, now, limit, 'dep', 'a', 500, noJitter)).toEqual({ granted: true });
    const next = await takeBudget(store, now, limit, 'dep', 'a', 1, noJitter);
    // 500 at 60 a minute: 60 in each of eight minutes of 65 s, the last 20 in the ninth, which still
    // has room for the next call.
    expect(next).toEqual({ granted: false, waitMs: 8 * 65_000 });
    const grants = await play(limit, [{ account: 'a', from: 0, to: 3_000_000, calls: 3, cost: 500 }]);
    expect(grants).toHaveLength(3);
  });
});

describe('spending a budget before a call', () => {
  const budgets = (maxWaitMs: number) => {
    let now = 0;
    const slept: number[] = [];
    const b: Budgets = {
      limits: { provider_search: { perMinute: 1 } },
      store: new MemoryBudgetStore(),
      now: () => now,
      sleep: async (ms: number) => {
        slept.push(ms);
        now += ms;
      },
      maxWaitMs,
      ...noJitter,
    };
    return { slept, budgets: b };
  };

  it('waits when the budget allows the call within the longest wait', async () => {
    const { budgets: b, slept } = budgets(120_000);
    await spend(b, 'provider_search', 'a', 1, 'Provider.RateLimited');
    await spend(b, 'provider_search', 'a', 1, 'Provider.RateLimited');
    expect(slept).toEqual([65_000]);
  });

  it('becomes a delayed retry, named, marked [shared-budget], with the time the budget allows, when the wait is long', async () => {
    const { budgets: b } = budgets(100);
    await spend(b, 'provider_search', 'a', 1, 'Provider.RateLimited');
    const refused = spend(b, 'provider_search', 'a', 1, 'Provider.RateLimited');
    await expect(refused).rejects.toBeInstanceOf(TransientError);
    await expect(refused).rejects.toMatchObject({
      name: 'Provider.RateLimited',
      retryAfterSeconds: 65,
      message: expect.stringContaining('[shared-budget]'),
    });
  });

  it('waits at most maxWaitMs in all, even when others keep taking the room it waited for', async () => {
    const { budgets: b, slept } = budgets(100_000);
    // Another job of another account takes the freed room during every wait.
    const sleep = b.sleep;
    b.sleep = async (ms: number) => {
      await sleep(ms);
      await spend({ ...b, sleep, maxWaitMs: 0 }, 'provider_search', 'rival', 1, 'Provider.RateLimited').catch(
        () => undefined,
      );
    };
    await spend(b, 'provider_search', 'a', 1, 'Provider.RateLimited');
    await expect(spend(b, 'provider_search', 'a', 1, 'Provider.RateLimited')).rejects.toMatchObject({
      name: 'Provider.RateLimited',
    });
    expect(slept.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(100_000);
  });

  it('does not limit a dependency without a budget', async () => {
    const { budgets: b, slept } = budgets(0);
    for (let i = 0; i < 100; i += 1) await spend(b, 'verifier', 'a', 1, 'Verifier.Unavailable');
    expect(slept).toEqual([]);
  });

  it('spreads the callers refused together over a twentieth of a window', async () => {
    const store = new MemoryBudgetStore();
    const limit = { perMinute: 1 };
    await takeBudget(store, () => 0, limit, 'dep', 'a', 1, noJitter);
    const waits = await Promise.all(
      [0, 0.5, 0.999].map(async (r) => {
        const result = await takeBudget(store, () => 0, limit, 'dep', 'a', 1, { random: () => r });
        return result.granted ? null : result.waitMs;
      }),
    );
    const { windowMs } = windowShape();
    expect(waits).toEqual([65_000, 65_000 + Math.floor(0.5 * (windowMs / 20)), 65_000 + 249]);
  });
});

describe('charging a budget after a call', () => {
  it('puts what the minute cannot hold into the minutes after it', async () => {
    const store = new MemoryBudgetStore();
    const b: Budgets = {
      limits: { out: { perMinute: 100 } },
      store,
      now: () => 0,
      sleep: async () => undefined,
      maxWaitMs: 0,
    };
    await charge(b, 'out', 'a', 250);
    expect((await store.windows('out', 0)).map((w) => [w.start, w.total])).toEqual([
      [0, 100],
      [65_000, 100],
      [130_000, 50],
    ]);
  });
});
