import { describe, expect, it } from 'vitest';
import { budgetedNetwork } from '../../../functions/core/budgeted.js';
import {
  initialState,
  matchCompany,
  type PipelineState,
  recordDelay,
  scanTeam,
} from '../../../functions/core/pipeline/index.js';
import type { NetworkProvider } from '../../../functions/core/ports.js';
import type { Budgets } from '../../../functions/core/rate-budget.js';
import { bareProfile, roleAt } from '../../fixtures/builders.js';
import { memoryWorld, scriptedNetwork, submitIn } from '../../fixtures/memory-world.js';

/**
 * The shared rate budgets in front of the provider, over the in-memory twins, on virtual time: a
 * `sleep` waits for the clock, and the clock jumps to the earliest waiter once every job is waiting.
 */
function budgetWorld(
  perMinute: number,
  people: number,
  opts: { maxWaitMs?: number; rosterSizes?: Record<string, number> } = {},
) {
  const networkOf = (size: number) =>
    scriptedNetwork({
      people: Array.from({ length: size }, (_, i) =>
        bareProfile({ person_ref: `p${i}`, name: `Person ${i}`, experience: [roleAt('Engineer')] }),
      ),
    }).network;
  const standard = networkOf(people);
  const bySize = Object.fromEntries(
    Object.entries(opts.rosterSizes ?? {}).map(([jobId, size]) => [jobId, networkOf(size)]),
  );
  const net = { network: standard };
  const rosterOf = (jobId: string) => bySize[jobId] ?? standard;
  const timers: { at: number; resolve: () => void }[] = [];
  const w0 = memoryWorld();
  const now = () => w0.clock.now().getTime();
  const budgets: Budgets = {
    limits: { provider_search: { perMinute } },
    store: w0.stores.budgets,
    now,
    sleep: (ms) => new Promise<void>((resolve) => timers.push({ at: now() + ms, resolve })),
    maxWaitMs: opts.maxWaitMs ?? 10 * 60_000,
  };
  /** Every real search call: when, and for which job. */
  const served: { at: number; jobId: string }[] = [];
  const counted: NetworkProvider = {
    ...net.network,
    async findCompany(ref, ctx) {
      served.push({ at: now(), jobId: ctx.jobId });
      return net.network.findCompany(ref, ctx);
    },
    async rosterPage(companyId, cursor, ctx) {
      served.push({ at: now(), jobId: ctx.jobId });
      return rosterOf(ctx.jobId).rosterPage(companyId, cursor, ctx);
    },
  };
  const w = memoryWorld({ network: budgetedNetwork(counted, budgets), budgets });
  // One clock and one set of stores for both: memoryWorld made its own, so use w0's throughout.
  Object.assign(w.deps, {
    clock: w0.clock,
    jobs: w0.stores.jobs,
    accounts: w0.stores.accounts,
    work: w0.stores.work,
    results: w0.stores.results,
  });

  /** Runs `work` to completion, moving virtual time whenever everything is waiting. */
  async function drive<T>(work: Promise<T>): Promise<T> {
    let settled = false;
    const watched = work.finally(() => {
      settled = true;
    });
    watched.catch(() => undefined);
    while (!settled) {
      await new Promise((resolve) => setImmediate(resolve));
      if (settled || timers.length === 0) continue;
      timers.sort((a, b) => a.at - b.at);
      const next = timers.shift() as { at: number; resolve: () => void };
      if (next.at > now()) w0.clock.advance(next.at - now());
      next.resolve();
    }
    return watched;
  }

  async function job(accountId: string, jobId: string): Promise<string> {
    const { jobId: job_id } = await submitIn(w0, { accountId, jobId, tier: 'premium', credits: 5 });
    return job_id;
  }

  /** match_company, then scan_team until the roster is read, as the state machine would. */
  async function scan(jobId: string): Promise<PipelineState> {
    let state = await matchCompany(w.deps, initialState(jobId));
    do state = await scanTeam(w.deps, state);
    while (state.next === 'more');
    return state;
  }

  /** The most calls any 60-second window saw. */
  function busiestMinute(): number {
    const times = served.map((s) => s.at).sort((a, b) => a - b);
    let most = 0;
    for (let i = 0, j = 0; j < times.length; j += 1) {
      while ((times[j] as number) - (times[i] as number) >= 60_000) i += 1;
      most = Math.max(most, j - i + 1);
    }
    return most;
  }

  return { w, w0, drive, job, scan, served, busiestMinute, now };
}

describe('shared rate budgets', () => {
  it('two concurrent jobs share a budget without exceeding it', async () => {
    const b = budgetWorld(12, 40);
    const first = await b.job('acct_a', 'job_a');
    const second = await b.job('acct_b', 'job_b');
    const [a, c] = await b.drive(Promise.all([b.scan(first), b.scan(second)]));
    expect(a.next).toBe('continue');
    expect(c.next).toBe('continue');
    // 1 company search + 20 pages each, none refused for good, none fetched twice.
    expect(b.served.filter((s) => s.jobId === first)).toHaveLength(21);
    expect(b.served.filter((s) => s.jobId === second)).toHaveLength(21);
    expect(b.busiestMinute()).toBeLessThanOrEqual(12);
    // And the budget was the limit, not something else: 42 calls at 12 a minute take over 3 minutes.
    expect(Math.max(...b.served.map((s) => s.at)) - Math.min(...b.served.map((s) => s.at))).toBeGreaterThan(
      3 * 60_000,
    );
  });

  it('the small job of another account is not starved by a huge one', async () => {
    const b = budgetWorld(12, 200, { rosterSizes: { job_small: 4 } });
    const huge = await b.job('acct_big', 'job_huge');
    const small = await b.job('acct_small', 'job_small');
    let smallDoneAt = 0;
    let smallArrivedAt = 0;
    let hugeCallsThen = 0;
    await b.drive(
      Promise.all([
        b.scan(huge),
        (async () => {
          // The huge job has had the budget to itself for a few minutes when the small one arrives.
          await new Promise<void>((resolve) => {
            const poll = () =>
              b.served.filter((s) => s.jobId === huge).length >= 20 ? resolve() : setImmediate(poll);
            poll();
          });
          smallArrivedAt = b.now();
          const state = await b.scan(small);
          expect(state.next).toBe('continue');
          smallDoneAt = b.now();
          hugeCallsThen = b.served.filter((s) => s.jobId === huge).length;
        })(),
      ]),
    );
    // The small job (1 search + 2 pages) took turns with the huge one (101 calls) instead of queuing
    // behind it: it was done within two minutes of 65 s, after the huge job had made only a few more
    // calls: at most the rest of the minute it was granted when the small one arrived (4 of 12) and its
    // equal share of the next minute (6 of 12) while the small one waited.
    expect(smallDoneAt).toBeGreaterThan(0);
    expect(smallDoneAt - smallArrivedAt).toBeLessThanOrEqual(2 * 65_000 + 1_000);
    expect(hugeCallsThen).toBeLessThanOrEqual(20 + 4 + 6);
    expect(b.served.filter((s) => s.jobId === huge)).toHaveLength(101);
    expect(b.busiestMinute()).toBeLessThanOrEqual(12);
  });

  it('a budget spent for longer than a call may wait becomes a delayed retry at the time it allows', async () => {
    const b = budgetWorld(2, 40, { maxWaitMs: 1_000 });
    const jobId = await b.job('acct_a', 'job_a');
    const state = await matchCompany(b.w.deps, initialState(jobId));
    const error = await scanTeam(b.w.deps, state).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.name).toBe('Provider.RateLimited');
    const delayed = await recordDelay(
      b.w.deps,
      { ...state, error: { Error: error?.name ?? '', Cause: error?.message ?? '' } },
      'scan_team',
    );
    const retryAt = Date.parse(delayed.retry?.next_retry_at ?? '');
    // At 2 a minute the next call is due in about 30 s: the retry waits at least that long.
    expect(retryAt - b.now()).toBeGreaterThanOrEqual(29_000);
    expect(await b.w0.stores.jobs.get(jobId)).toMatchObject({ processing_state: 'delayed' });
  });
});
