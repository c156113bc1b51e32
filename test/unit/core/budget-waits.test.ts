import { describe, expect, it } from 'vitest';
import { budgetedNetwork } from '../../../functions/core/budgeted.js';
import {
  deferralPassEvents,
  HISTORY_EVENT_BUDGET,
  maxMapItems,
} from '../../../functions/core/event-budget.js';
import type { Job } from '../../../functions/core/model.js';
import { DownDependency, dependencyDown } from '../../../functions/core/outage.js';
import {
  emailBatch,
  enrichBatch,
  fanOutLimit,
  type GroupInput,
  type GroupOutcome,
  initialState,
  matchCompany,
  matchTargetAssemble,
  type PipelineDeps,
  type PipelineState,
  publishSettle,
  recordDeferral,
  recordDelay,
  scanTeam,
  shortlistBatch,
  verifyBatch,
  verifyCandidatesCollect,
} from '../../../functions/core/pipeline/index.js';
import { type PersonaJudge, TransientError, TransientErrorName } from '../../../functions/core/ports.js';
import type { Budgets } from '../../../functions/core/rate-budget.js';
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
 * Waiting for a shared budget never fails a stage (docs/pipeline.md, "Waiting for a shared budget"): a
 * group refused by our own budget waits for its turn inside its invocation while that comes within its
 * time, else defers its batches to another pass of the stage after a Wait, with the job `delayed` and a
 * true `next_retry_at`. Before this, a refused call failed the Map, each refused pass was charged a
 * worst-case failed attempt, and the job failed once those outgrew the history's room.
 */

/** `people` founders (batches of 2) behind a provider_enrich budget of `perMinute` records. */
function budgetWorld(
  people: number,
  opts: { perMinute: number; groupSeconds: number; judge?: PersonaJudge },
) {
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
  const w = memoryWorld({ judge: opts.judge ?? founderJudge });
  let slept = 0;
  const sleep = async (ms: number) => {
    slept += ms;
    w.clock.advance(ms);
  };
  const budgets: Budgets = {
    limits: { provider_enrich: { perMinute: opts.perMinute } },
    store: w.stores.budgets,
    now: () => w.clock.now().getTime(),
    sleep,
    maxWaitMs: 0,
  };
  const billed: string[] = [];
  const counting = {
    ...net.network,
    async enrichProfiles(refs: string[], ctx: Parameters<typeof net.network.enrichProfiles>[1]) {
      billed.push(...refs);
      return net.network.enrichProfiles(refs, ctx);
    },
  };
  Object.assign(w.deps, {
    network: budgetedNetwork(counting, budgets),
    sleep,
    settings: { ...SETTINGS, groupSecondsPerInvocation: opts.groupSeconds },
  });
  return { w, billed, faults: net.faults, slept: () => slept };
}

/** match_company and scan_team (with its continuations): the roster in batches, nothing enriched yet. */
async function scan(deps: PipelineDeps, jobId: string): Promise<PipelineState> {
  let state = await matchCompany(deps, initialState(jobId));
  do state = await scanTeam(deps, state);
  while (state.next === 'more');
  return state;
}

type Step = (deps: PipelineDeps, input: GroupInput) => Promise<GroupOutcome>;

/**
 * A fan-out stage as the state machine runs it: the Map over `$.pending`, `<stage>_deferred`, and on
 * `wait` the Wait until `next_retry_at` and the Map again. `onWait` sees the job during each Wait.
 */
async function runStage(
  b: ReturnType<typeof budgetWorld>,
  start: PipelineState,
  stage: 'enrich_profiles' | 'find_candidates' | 'verify_candidates' | 'match_target',
  step: Step,
  onWait: (job: Job, now: number) => void = () => undefined,
) {
  let state: PipelineState = { ...start, pending: start.pending ?? start.groups ?? [] };
  let passes = 0;
  for (;;) {
    passes += 1;
    const pass: GroupOutcome[] = [];
    for (const batches of state.pending ?? [])
      pass.push(await step(b.w.deps, { job_id: state.job_id, attempt: state.attempt, batches }));
    state = await recordDeferral(b.w.deps, { ...state, pass }, stage);
    if (state.next !== 'wait') return { state, passes };
    const now = b.w.clock.now().getTime();
    onWait((await b.w.stores.jobs.get(state.job_id)) as Job, now);
    b.w.clock.advance(Math.max(0, Date.parse(state.retry?.next_retry_at ?? '') - now));
  }
}

/** The same, with a failing Map pass caught as the state machine does: `<stage>_delay`, its Wait, the Map again. */
async function runStageWithDelays(
  b: ReturnType<typeof budgetWorld>,
  start: PipelineState,
  stage: 'enrich_profiles',
  step: Step,
) {
  let state: PipelineState = { ...start, pending: start.pending ?? start.groups ?? [] };
  let delays = 0;
  for (;;) {
    try {
      const pass: GroupOutcome[] = [];
      for (const batches of state.pending ?? [])
        pass.push(await step(b.w.deps, { job_id: state.job_id, attempt: state.attempt, batches }));
      state = await recordDeferral(b.w.deps, { ...state, pass }, stage);
      if (state.next !== 'wait') return { state, delays };
    } catch (caught) {
      if (!(caught instanceof TransientError)) throw caught;
      state = await recordDelay(
        b.w.deps,
        { ...state, error: { Error: caught.name, Cause: caught.message } },
        stage,
      );
      delays += 1;
      if (state.retry?.exhausted) return { state, delays };
    }
    const now = b.w.clock.now().getTime();
    b.w.clock.advance(Math.max(0, Date.parse(state.retry?.next_retry_at ?? '') - now));
  }
}

describe('waiting for a shared budget', () => {
  it('never fails a stage: refused pass after pass, the job shows delayed with a future next_retry_at, and ends done, each record billed once', async () => {
    // 40 people in 20 batches of 2 at 2 records a minute: a turn a minute, beyond a 30-second invocation.
    const b = budgetWorld(40, { perMinute: 2, groupSeconds: 30 });
    const { jobId } = await submitIn(b.w, { tier: 'premium', credits: 5 });
    const scanned = await scan(b.w.deps, jobId);
    expect(scanned.groups?.flat()).toHaveLength(20);

    const waits: { state: string | null; next: string | null; now: number }[] = [];
    const enrich = await runStage(b, scanned, 'enrich_profiles', enrichBatch, (job, now) =>
      waits.push({ state: job.processing_state, next: job.next_retry_at, now }),
    );
    expect(enrich.state.next).toBe('continue');
    // Far more refused passes than the stage has attempts (3), or than the old reserve of 10 passes.
    expect(enrich.passes).toBeGreaterThan(10);
    expect(enrich.state.attempt).toBe(0);
    for (const wait of waits) {
      expect(wait.state).toBe('delayed');
      expect(Date.parse(wait.next ?? '')).toBeGreaterThan(wait.now);
    }
    expect(waits).toHaveLength(enrich.passes - 1);
    // Each pass after the first continued the deferred batches as one group, counted at what it adds.
    expect(enrich.state.budget_wait_events).toBe((enrich.passes - 1) * deferralPassEvents(1));

    let state = (await runStage(b, enrich.state, 'find_candidates', shortlistBatch)).state;
    state = (await runStage(b, state, 'verify_candidates', verifyBatch)).state;
    state = await verifyCandidatesCollect(b.w.deps, state);
    state = (await runStage(b, state, 'match_target', emailBatch)).state;
    state = await matchTargetAssemble(b.w.deps, state);
    await publishSettle(b.w.deps, state);

    expect(await b.w.stores.jobs.get(jobId)).toMatchObject({
      status: 'done',
      credits_charged: 1,
      profiles_enriched: 40,
      target_people_count: 40,
    });
    // Billed once per record: a refusal comes before the call, and a stored batch is never redone.
    expect(b.billed).toHaveLength(40);
    expect(new Set(b.billed).size).toBe(40);
  });

  it('waits inside the invocation while the turn comes within its time: one pass, never delayed', async () => {
    const b = budgetWorld(40, { perMinute: 2, groupSeconds: 600 });
    const { jobId } = await submitIn(b.w, { tier: 'premium', credits: 5 });
    const scanned = await scan(b.w.deps, jobId);
    // One group of all 20 batches: at a turn a minute it needs about 20 minutes, past its 10.
    const run = await runStage(
      b,
      { ...scanned, pending: [scanned.groups?.flat() ?? []] },
      'enrich_profiles',
      enrichBatch,
    );
    expect(run.state.next).toBe('continue');
    expect(b.slept()).toBeGreaterThan(0);
    // Its time ran out while it waited for the budget: the rest continued at once, still one group.
    expect(run.passes).toBeGreaterThanOrEqual(2);
    expect(run.passes).toBeLessThanOrEqual(4);
    expect(b.billed).toHaveLength(40);
    expect((await b.w.stores.jobs.get(jobId))?.profiles_enriched).toBe(40);
  });

  it('stops waiting for its turn once its stage is delayed: the Map failed on another group, and a retry runs this one again', async () => {
    const b = budgetWorld(40, { perMinute: 2, groupSeconds: 600 });
    const { jobId } = await submitIn(b.w, { tier: 'premium', credits: 5 });
    const scanned = await scan(b.w.deps, jobId);
    const sleep = b.w.deps.sleep as (ms: number) => Promise<void>;
    b.w.deps.sleep = async (ms) => {
      await sleep(ms);
      // Another group failed the Map meanwhile: enrich_profiles_delay marked the job delayed.
      const at = b.w.clock.now();
      await b.w.stores.jobs.markDelayed(
        jobId,
        'enrich_profiles',
        new Date(at.getTime() + 60_000).toISOString(),
        at.toISOString(),
      );
    };
    const outcome = await enrichBatch(b.w.deps, {
      job_id: jobId,
      attempt: 0,
      batches: scanned.groups?.flat() ?? [],
    });
    expect(outcome).toMatchObject({ done: 1, retry_at: null });
    expect(outcome.deferred).toHaveLength(19);
    expect(b.slept()).toBeLessThanOrEqual(30_000);
  });

  it("still fails the group on a dependency's own refusal (no budget mark): that is a delayed retry, counted", async () => {
    const overloaded: PersonaJudge = {
      ...founderJudge,
      shortlist: async () => {
        throw new TransientError(TransientErrorName.judgeOverloaded, 'The judge is overloaded', 30);
      },
    };
    const b = budgetWorld(4, { perMinute: 1_000, groupSeconds: 600, judge: overloaded });
    const { jobId } = await submitIn(b.w, { tier: 'premium', credits: 5 });
    const state = await runToFindCandidates(b.w.deps, jobId);
    await expect(
      shortlistBatch(b.w.deps, { job_id: jobId, attempt: 0, batches: state.groups?.flat() ?? [] }),
    ).rejects.toThrow(/overloaded/);
  });

  it('is bounded by the history: once the passes would not fit, each counts as an attempt, and the job ends failed, free', async () => {
    const b = budgetWorld(40, { perMinute: 2, groupSeconds: 30 });
    const { jobId } = await submitIn(b.w, { tier: 'premium', credits: 5 });
    const scanned = await scan(b.w.deps, jobId);
    const run = await runStage(
      b,
      { ...scanned, budget_wait_events: HISTORY_EVENT_BUDGET },
      'enrich_profiles',
      enrichBatch,
    );
    expect(run.state.next).toBe('stop');
    expect(run.passes).toBe(SETTINGS.retry.maxAttempts);
    const job = await b.w.stores.jobs.get(jobId);
    expect(job).toMatchObject({ status: 'failed', credits_charged: 0 });
    expect(job?.message).toMatch(/enrich_profiles.*share/);
  });

  it('ends the stage, with no further pass, once the job is no longer processing', async () => {
    const b = budgetWorld(40, { perMinute: 2, groupSeconds: 30 });
    const { jobId } = await submitIn(b.w, { tier: 'premium', credits: 5 });
    const scanned = await scan(b.w.deps, jobId);
    const run = await runStage(b, scanned, 'enrich_profiles', async (deps, input) => {
      const outcome = await enrichBatch(deps, input);
      // The client cancels during the first pass: the groups after it do nothing, and nothing waits.
      await b.w.stores.jobs.finishUncharged(jobId, 'cancelled', null, b.w.clock.now().toISOString());
      return outcome;
    });
    expect(run).toMatchObject({ passes: 1, state: { next: 'stop', retry: { exhausted: true } } });
    expect(b.billed).toHaveLength(2);
  });

  it("starts a long stage's count of attempts afresh after progress: more transient failures than attempts, and it finishes", async () => {
    const b = budgetWorld(40, { perMinute: 100_000, groupSeconds: 600 });
    const down = () => new TransientError(TransientErrorName.providerUnavailable, 'The provider is down');
    // Every other enrichment call fails: ten failures, each after a batch was done, against 3 attempts.
    b.faults.enrichProfiles = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 1 ? down() : undefined,
    ) as Error[];
    const { jobId } = await submitIn(b.w, { tier: 'premium', credits: 5 });
    const run = await runStageWithDelays(b, await scan(b.w.deps, jobId), 'enrich_profiles', enrichBatch);
    expect(run.delays).toBeGreaterThan(SETTINGS.retry.maxAttempts);
    expect(run.state.next).toBe('continue');
    expect((await b.w.stores.jobs.get(jobId))?.profiles_enriched).toBe(40);
    expect(run.state.budget_wait_events).toBeGreaterThan(0);
  });

  it('never adds short outages separated by progress into one long one: a stage of hours with a blip now and then finishes', async () => {
    const b = budgetWorld(40, { perMinute: 100_000, groupSeconds: 600 });
    // Every other enrichment call meets the provider down (an outage, waited out without attempts), each
    // after a batch was done: the waits, were they one outage, would pass its 15 minutes.
    const down = () =>
      dependencyDown(TransientErrorName.providerUnavailable, DownDependency.pdl, 'PDL answered HTTP 503');
    b.faults.enrichProfiles = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 1 ? down() : undefined,
    ) as Error[];
    const { jobId } = await submitIn(b.w, { tier: 'premium', credits: 5 });
    const run = await runStageWithDelays(b, await scan(b.w.deps, jobId), 'enrich_profiles', enrichBatch);
    expect(run.delays).toBeGreaterThan(SETTINGS.retry.maxAttempts);
    expect(run.state.next).toBe('continue');
    expect((await b.w.stores.jobs.get(jobId))?.profiles_enriched).toBe(40);
    // Each blip is a new outage, waited out from the first step of the backoff.
    expect(run.state.outage?.waits ?? 0).toBeLessThanOrEqual(1);
  });

  it('still counts transient failures that make no progress, and fails the job after its attempts', async () => {
    const b = budgetWorld(40, { perMinute: 100_000, groupSeconds: 600 });
    const down = () => new TransientError(TransientErrorName.providerUnavailable, 'The provider is down');
    b.faults.enrichProfiles = Array.from({ length: 10 }, down);
    const { jobId } = await submitIn(b.w, { tier: 'premium', credits: 5 });
    const run = await runStageWithDelays(b, await scan(b.w.deps, jobId), 'enrich_profiles', enrichBatch);
    expect(run.delays).toBe(SETTINGS.retry.maxAttempts);
    expect(await b.w.stores.jobs.get(jobId)).toMatchObject({ status: 'failed', credits_charged: 0 });
  });

  it('leaves a fan-out fewer Map items once waits have spent events before the scan chose it', () => {
    const plain = fanOutLimit(SETTINGS);
    expect(plain).toBe(maxMapItems({ attempts: 3, webhookAttempts: 3, scanInvocations: 1 }));
    expect(fanOutLimit(SETTINGS, 1, 5_000)).toBeLessThan(plain);
    expect(fanOutLimit(SETTINGS, 1, 5_000)).toBe(
      maxMapItems({ attempts: 3, webhookAttempts: 3, scanInvocations: 1 }, HISTORY_EVENT_BUDGET - 5_000),
    );
  });
});
