import { describe, expect, it } from 'vitest';
import {
  EARLY_JUDGING_SECONDS,
  emailBatch,
  enrichBatch,
  initialState,
  matchCompany,
  matchTargetAssemble,
  type PipelineState,
  scanTeam,
  shortlistBatch,
  verifyBatch,
  verifyCandidatesCollect,
  workKeys,
} from '../../../functions/core/pipeline/index.js';
import {
  type CallContext,
  type PersonaJudge,
  TransientError,
  TransientErrorName,
} from '../../../functions/core/ports.js';
import { BUDGET_REFUSAL_MARK } from '../../../functions/core/rate-budget.js';
import type { PublishedResult } from '../../../functions/core/result.js';
import { bareProfile, roleAt } from '../../fixtures/builders.js';
import { founderJudge, memoryWorld, scriptedNetwork, submitIn } from '../../fixtures/memory-world.js';

/**
 * enrich_profiles judges each batch as soon as it is enriched, so that a job takes about the longer of
 * its enrichment and its judging rather than their sum (docs/pipeline.md, "Judging while enriching").
 * What find_candidates then has left is only what early judging could not do.
 */
function world(failures: Error[] = []) {
  const net = scriptedNetwork({
    people: Array.from({ length: 8 }, (_, i) =>
      bareProfile({
        person_ref: `p${i}`,
        name: `Person ${i}`,
        headline: i % 2 === 0 ? 'Founder' : 'Engineer',
        experience: [roleAt(i % 2 === 0 ? 'Founder' : 'Engineer')],
      }),
    ),
  });
  const calls: { batch: string; ctx: CallContext }[] = [];
  const left = [...failures];
  const judge: PersonaJudge = {
    ...founderJudge,
    async shortlist(persona, company, profiles, ctx) {
      const failure = left.shift();
      if (failure) throw failure;
      calls.push({ batch: profiles.map((p) => p.person_ref).join(','), ctx });
      return founderJudge.shortlist(persona, company, profiles, ctx);
    },
  };
  const w = memoryWorld({ network: net.network, judge });
  return { w, net, calls };
}

async function scanned(w: ReturnType<typeof memoryWorld>, jobId: string): Promise<PipelineState> {
  return scanTeam(w.deps, await matchCompany(w.deps, initialState(jobId)));
}

/** A submitted job scanned into four batches of two, in one group, with the judge failing `failures` first. */
async function scannedJob(failures: Error[] = []) {
  const t = world(failures);
  const { jobId } = await submitIn(t.w);
  const state = await scanned(t.w, jobId);
  const group = { job_id: jobId, attempt: 0, batches: (state.groups ?? []).flat() };
  return { ...t, jobId, group };
}

const overloaded = () => new TransientError(TransientErrorName.judgeOverloaded, 'overloaded', 1);
const budgetRefusal = () =>
  new TransientError(
    TransientErrorName.judgeOverloaded,
    `The shared judge budget is spent for now ${BUDGET_REFUSAL_MARK}`,
    1,
  );

describe('judging while enriching', () => {
  it('judges each batch once it is enriched, as find_candidates would, and leaves find_candidates nothing to pay for', async () => {
    const t = await scannedJob();
    const { jobId, group } = t;
    expect(group.batches).toHaveLength(4);

    expect(await enrichBatch(t.w.deps, group)).toEqual({
      batches: 4,
      done: 4,
      skipped: 0,
      deferred: [],
      retry_at: null,
    });
    expect(t.calls.map((c) => c.batch)).toEqual(['p0,p1', 'p2,p3', 'p4,p5', 'p6,p7']);
    // The sandbox scripts judge faults per stage and attempt: early judging is find_candidates' first try.
    for (const { ctx } of t.calls) expect(ctx).toMatchObject({ stage: 'find_candidates', attempt: 0 });
    for (const batch of group.batches)
      expect(await t.w.deps.work.get(workKeys.candidates(jobId, batch))).toHaveLength(1);
    expect(await t.w.stores.jobs.get(jobId)).toMatchObject({
      stage: 'enrich_profiles',
      profiles_enriched: 8,
      preliminary_candidates: 4,
    });

    expect(await shortlistBatch(t.w.deps, group)).toEqual({
      batches: 4,
      done: 0,
      skipped: 4,
      deferred: [],
      retry_at: null,
    });
    expect(t.calls).toHaveLength(4);
  });

  it("stops judging in the group after the judge's own refusal, and find_candidates judges the rest", async () => {
    const t = await scannedJob([overloaded()]);
    const { jobId, group } = t;

    // The judge's refusal does not fail the enrichment, which goes on and stores every batch.
    expect(await enrichBatch(t.w.deps, group)).toEqual({
      batches: 4,
      done: 4,
      skipped: 0,
      deferred: [],
      retry_at: null,
    });
    expect(t.calls).toEqual([]);
    for (const batch of group.batches) {
      expect(await t.w.deps.work.exists(workKeys.enriched(jobId, batch))).toBe(true);
      expect(await t.w.deps.work.exists(workKeys.candidates(jobId, batch))).toBe(false);
    }
    expect(await shortlistBatch(t.w.deps, group)).toEqual({
      batches: 4,
      done: 4,
      skipped: 0,
      deferred: [],
      retry_at: null,
    });
    expect(t.calls.map((c) => c.batch)).toEqual(['p0,p1', 'p2,p3', 'p4,p5', 'p6,p7']);
  });

  it("skips only the batch a shared budget refused: the budget's turn may come with the next one", async () => {
    const t = await scannedJob([budgetRefusal()]);
    const { group } = t;

    await enrichBatch(t.w.deps, group);
    expect(t.calls.map((c) => c.batch)).toEqual(['p2,p3', 'p4,p5', 'p6,p7']);
    expect(await shortlistBatch(t.w.deps, group)).toEqual({
      batches: 4,
      done: 1,
      skipped: 3,
      deferred: [],
      retry_at: null,
    });
    expect(t.calls.map((c) => c.batch)).toEqual(['p2,p3', 'p4,p5', 'p6,p7', 'p0,p1']);
  });

  it('judges, on a retry of enrich_profiles, the batches enriched before but not yet judged', async () => {
    const t = world([overloaded()]);
    const { jobId } = await submitIn(t.w);
    const state = await scanned(t.w, jobId);
    const batches = (state.groups ?? []).flat();
    // The first try enriches two batches; the judge refuses the first of them.
    await enrichBatch(t.w.deps, { job_id: jobId, attempt: 0, batches: batches.slice(0, 2) });
    expect(t.calls).toEqual([]);
    const retry = await enrichBatch(t.w.deps, { job_id: jobId, attempt: 1, batches });
    expect(retry).toEqual({ batches: 4, done: 2, skipped: 2, deferred: [], retry_at: null });
    expect(t.calls.map((c) => c.batch)).toEqual(['p0,p1', 'p2,p3', 'p4,p5', 'p6,p7']);
  });

  it('judges no further batch once the invocation has run EARLY_JUDGING_SECONDS, so the enrichment still fits its task', async () => {
    const t = await scannedJob();
    const { group } = t;
    const enrich = t.w.deps.network.enrichProfiles;
    let enriched = 0;
    t.w.deps.network = {
      ...t.w.deps.network,
      async enrichProfiles(refs, ctx) {
        enriched += 1;
        // The second batch takes the invocation past the time early judging has.
        if (enriched === 2) t.w.clock.advance(EARLY_JUDGING_SECONDS * 1000);
        return enrich(refs, ctx);
      },
    };
    expect(await enrichBatch(t.w.deps, group)).toEqual({
      batches: 4,
      done: 4,
      skipped: 0,
      deferred: [],
      retry_at: null,
    });
    expect(t.calls.map((c) => c.batch)).toEqual(['p0,p1']);
  });

  it('can be turned off (CTP_JUDGE_WHILE_ENRICHING=off); the result is the same either way', async () => {
    const drafts = [];
    for (const judgeWhileEnriching of [true, false]) {
      const t = world();
      t.w.deps.settings = { ...t.w.deps.settings, judgeWhileEnriching };
      const { jobId } = await submitIn(t.w, { jobId: 'job_same' });
      const state = await scanned(t.w, jobId);
      const groups = (state.groups ?? []).map((batches) => ({ job_id: jobId, attempt: 0, batches }));
      for (const group of groups) await enrichBatch(t.w.deps, group);
      expect(await t.w.deps.work.exists(workKeys.candidates(jobId, 0))).toBe(judgeWhileEnriching);
      expect(t.calls).toHaveLength(judgeWhileEnriching ? 4 : 0);
      for (const group of groups) await shortlistBatch(t.w.deps, group);
      for (const group of groups) await verifyBatch(t.w.deps, group);
      await verifyCandidatesCollect(t.w.deps, state);
      for (const group of groups) await emailBatch(t.w.deps, group);
      await matchTargetAssemble(t.w.deps, state);
      expect(t.calls).toHaveLength(4);
      drafts.push(await t.w.deps.work.get<PublishedResult>(workKeys.draft(jobId)));
    }
    expect(drafts[0]?.target_people.map((p) => p.person.name)).toEqual([
      'Person 0',
      'Person 2',
      'Person 4',
      'Person 6',
    ]);
    expect(drafts[1]).toEqual(drafts[0]);
  });
});
