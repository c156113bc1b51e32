import { describe, expect, it } from 'vitest';
import { HISTORY_EVENT_BUDGET, maxMapItems } from '../../../functions/core/event-budget.js';
import {
  fanOutLimit,
  type PipelineState,
  recordDelay,
  shortlistBatch,
} from '../../../functions/core/pipeline.js';
import { type PersonaJudge, TransientError, TransientErrorName } from '../../../functions/core/ports.js';
import { type Budgets, spend } from '../../../functions/core/rate-budget.js';
import { bareProfile, roleAt } from '../../fixtures/builders.js';
import {
  founderJudge,
  memoryWorld,
  runToFindCandidates,
  SETTINGS,
  scriptedNetwork,
  submitIn,
} from '../../fixtures/memory-world.js';

/**
 * A delayed retry that our own shared budget caused is the job's turn coming, not a dependency failing:
 * it does not count as one of the stage's attempts while the execution's history has room for it
 * (docs/pipeline.md, "Delayed retries"). The large bench's 50,000-person job failed before this: its
 * find_candidates met the judge budget six times while making progress (docs/performance.md §8).
 */
function budgetedWorld(people: number) {
  const net = scriptedNetwork({
    people: Array.from({ length: people }, (_, i) =>
      bareProfile({
        person_ref: `p${i}`,
        name: `Person ${i}`,
        headline: 'Founder',
        experience: [roleAt('Founder')],
      }),
    ),
  });
  const w0 = memoryWorld();
  // One judge request a minute, and no wait inside a call: every second batch in a row is refused.
  const budgets: Budgets = {
    limits: { judge_requests: { perMinute: 1 } },
    store: w0.stores.budgets,
    now: () => w0.clock.now().getTime(),
    sleep: async () => undefined,
    maxWaitMs: 0,
  };
  let judged = 0;
  const judge: PersonaJudge = {
    ...founderJudge,
    async shortlist(persona, company, profiles, ctx) {
      await spend(
        budgets,
        'judge_requests',
        ctx.accountId ?? ctx.jobId,
        1,
        TransientErrorName.judgeOverloaded,
      );
      judged += 1;
      return founderJudge.shortlist(persona, company, profiles, ctx);
    },
  };
  const w = memoryWorld({ network: net.network, judge });
  Object.assign(w.deps, {
    clock: w0.clock,
    jobs: w0.stores.jobs,
    accounts: w0.stores.accounts,
    work: w0.stores.work,
  });
  return { w, w0, judged: () => judged };
}

/** find_candidates as the state machine runs it: the Map, then on a caught error the delay and the wait. */
async function runFindCandidates(
  b: ReturnType<typeof budgetedWorld>,
  start: PipelineState,
  error: (caught: Error) => { Error: string; Cause: string } = (e) => ({ Error: e.name, Cause: e.message }),
) {
  let state = start;
  let delays = 0;
  for (;;) {
    try {
      for (const batches of state.groups ?? []) {
        await shortlistBatch(b.w.deps, { job_id: state.job_id, attempt: state.attempt, batches });
      }
      return { state, delays, outcome: 'done' as const };
    } catch (caught) {
      if (!(caught instanceof TransientError)) throw caught;
      state = await recordDelay(b.w.deps, { ...state, error: error(caught) }, 'find_candidates');
      delays += 1;
      if (state.retry?.exhausted) return { state, delays, outcome: 'exhausted' as const };
      b.w0.clock.advance(Date.parse(state.retry?.next_retry_at ?? '') - b.w0.clock.now().getTime());
    }
  }
}

describe('delayed retries caused by a shared budget', () => {
  it('do not count as attempts: a stage refused many more times than its attempts still finishes', async () => {
    const b = budgetedWorld(20);
    const { jobId } = await submitIn(b.w0, { tier: 'premium', credits: 5 });
    const state = await runToFindCandidates(b.w.deps, jobId);
    // 20 people in batches of 2: 10 judge calls at one a minute, with 3 attempts per stage.
    expect(state.groups?.flat()).toHaveLength(10);
    const run = await runFindCandidates(b, state);
    expect(run.outcome).toBe('done');
    expect(run.delays).toBeGreaterThanOrEqual(SETTINGS.retry.maxAttempts * 3);
    expect(run.state.attempt).toBe(0);
    expect(run.state.budget_wait_events).toBeGreaterThan(0);
    // Each batch was judged once: a retry skips the batches already written.
    expect(b.judged()).toBe(10);
    expect(await b.w0.stores.jobs.get(jobId)).toMatchObject({
      status: 'processing',
      processing_state: 'active',
      preliminary_candidates: 20,
    });
  });

  it('wait until the budget allows: next_retry_at is its retry-after, not the short backoff', async () => {
    const b = budgetedWorld(4);
    const { jobId } = await submitIn(b.w0, { tier: 'premium', credits: 5 });
    const state = await runToFindCandidates(b.w.deps, jobId);
    const before = b.w0.clock.now().getTime();
    const error = await shortlistBatch(b.w.deps, {
      job_id: jobId,
      attempt: 0,
      batches: state.groups?.flat() ?? [],
    })
      .then(() => null)
      .catch((e: Error) => e);
    expect(error?.message).toContain('[shared-budget]');
    const delayed = await recordDelay(
      b.w.deps,
      { ...state, error: { Error: 'Judge.Overloaded', Cause: error?.message ?? '' } },
      'find_candidates',
    );
    // One request a minute: the next is due in about a minute (the backoff alone would be 100 ms).
    expect(Date.parse(delayed.retry?.next_retry_at ?? '') - before).toBeGreaterThanOrEqual(55_000);
  });

  it("a dependency's own overload still counts: the same refusals without the budget's mark fail the job", async () => {
    const b = budgetedWorld(20);
    const { jobId } = await submitIn(b.w0, { tier: 'premium', credits: 5 });
    const state = await runToFindCandidates(b.w.deps, jobId);
    const run = await runFindCandidates(b, state, (e) => ({
      Error: e.name,
      Cause: e.message.replace('[shared-budget]', ''),
    }));
    expect(run.outcome).toBe('exhausted');
    expect(run.delays).toBe(SETTINGS.retry.maxAttempts);
    expect(await b.w0.stores.jobs.get(jobId)).toMatchObject({ status: 'failed' });
  });

  it('are bounded by the history limit: once their events would not fit, they count again', async () => {
    const b = budgetedWorld(20);
    const { jobId } = await submitIn(b.w0, { tier: 'premium', credits: 5 });
    const state = await runToFindCandidates(b.w.deps, jobId);
    const run = await runFindCandidates(b, { ...state, budget_wait_events: HISTORY_EVENT_BUDGET });
    expect(run.outcome).toBe('exhausted');
    expect(run.delays).toBe(SETTINGS.retry.maxAttempts);
    const job = await b.w0.stores.jobs.get(jobId);
    expect(job).toMatchObject({ status: 'failed' });
    expect(job?.message).toMatch(/judge/i);
  });

  it('leave a fan-out fewer Map items once they have spent events before the scan chose it', () => {
    const plain = fanOutLimit(SETTINGS);
    expect(plain).toBe(maxMapItems({ attempts: 3, webhookAttempts: 3, scanInvocations: 1 }));
    expect(fanOutLimit(SETTINGS, 1, 5_000)).toBeLessThan(plain);
    expect(fanOutLimit(SETTINGS, 1, 5_000)).toBe(
      maxMapItems({ attempts: 3, webhookAttempts: 3, scanInvocations: 1 }, HISTORY_EVENT_BUDGET - 5_000),
    );
  });
});
