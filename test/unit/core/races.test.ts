import { describe, expect, it } from 'vitest';
import { cancelJob } from '../../../functions/core/jobs.js';
import type { Job } from '../../../functions/core/model.js';
import {
  enrichBatch,
  initialState,
  matchCompany,
  publishSettle,
  scanTeam,
  verifyCandidatesCollect,
  workKeys,
} from '../../../functions/core/pipeline/index.js';
import type { NetworkProvider } from '../../../functions/core/ports.js';
import { jobStatusView } from '../../../functions/core/views.js';
import {
  memoryWorld,
  recordingStarter,
  runToMatchTarget,
  scriptedNetwork,
  submitIn,
} from '../../fixtures/memory-world.js';

/**
 * The races an integration test can only hope to hit by waiting, made to happen on purpose over the
 * in-memory twins: a step still running when its job is cancelled, and the pipeline's own settle step
 * meeting a job that was settled elsewhere (see test/integration/pipeline.test.ts, which checks the
 * same rules through HTTP and DynamoDB Local without waiting for the pipeline).
 */

/** A network whose enrichment call waits until the test lets it answer. */
function heldEnrichment() {
  const net = scriptedNetwork();
  let release = () => {};
  let entered = () => {};
  const inCall = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const network: NetworkProvider = {
    ...net.network,
    async enrichProfiles(refs, ctx) {
      entered();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return net.network.enrichProfiles(refs, ctx);
    },
  };
  return { network, inCall, release: () => release() };
}

describe('a step still running when its job is cancelled', () => {
  it('finishes, but its output changes nothing: the job stays cancelled and free, and the next stage stops', async () => {
    const held = heldEnrichment();
    const w = memoryWorld({ network: held.network });
    const { accountId, jobId } = await submitIn(w, { credits: 1 });
    const state = await scanTeam(w.deps, await matchCompany(w.deps, initialState(jobId)));
    const running = enrichBatch(w.deps, { job_id: jobId, attempt: 0, batches: [0] });
    await held.inCall;

    const pipeline = recordingStarter();
    const owner = { account_id: accountId, key_id: `key_${accountId}` };
    const cancelled = await cancelJob(
      { ...w.stores, pipeline: pipeline.starter, clock: w.clock },
      owner,
      jobId,
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', stage: 'enrich_profiles', credits_charged: 0 });
    const atCancel = await w.stores.jobs.get(jobId);

    held.release();
    await running;
    expect(await w.stores.jobs.get(jobId)).toEqual(atCancel);
    expect(atCancel).toMatchObject({ profiles_enriched: 0, target_people_count: null, result_key: null });
    expect((await verifyCandidatesCollect(w.deps, state)).next).toBe('stop');
    expect(await w.stores.accounts.get(accountId)).toMatchObject({ balance: 1, held: 0, in_flight: 0 });
  });
});

describe("the pipeline's own settle step", () => {
  it('charges nothing when it reaches a job that was settled with its result first, and goes on to the webhook', async () => {
    const w = memoryWorld();
    const { accountId, jobId } = await submitIn(w, { credits: 3 });
    const state = await runToMatchTarget(w.deps, jobId);
    const settlement = { result_key: `results/${jobId}.json`, target_people_count: 0, replay_key: 'test' };
    expect(await w.stores.jobs.settle(jobId, settlement, w.clock.now().toISOString())).toBe('settled');

    // Done with this job's own result: the earlier settlement's answer may simply have been lost.
    expect((await publishSettle(w.deps, state)).next).toBe('continue');
    expect(await w.stores.jobs.get(jobId)).toMatchObject({
      status: 'done',
      credits_charged: 1,
      result_key: settlement.result_key,
    });
    expect(await w.stores.accounts.get(accountId)).toMatchObject({ balance: 2, held: 0, in_flight: 0 });
  });

  it('charges once when it runs at the same time as another settlement', async () => {
    const w = memoryWorld();
    const { accountId, jobId } = await submitIn(w, { credits: 3 });
    const state = await runToMatchTarget(w.deps, jobId);
    const settlement = { result_key: `results/${jobId}.json`, target_people_count: 0, replay_key: 'test' };
    const [own] = await Promise.all([
      publishSettle(w.deps, state),
      w.stores.jobs.settle(jobId, settlement, w.clock.now().toISOString()),
    ]);
    // Whichever of the two settled the job, one credit was charged, and the step goes on to the webhook
    // (the job is done with this result either way).
    expect(own.next).toBe('continue');
    expect(await w.stores.jobs.get(jobId)).toMatchObject({ status: 'done', credits_charged: 1 });
    expect(await w.stores.accounts.get(accountId)).toMatchObject({ balance: 2, held: 0, in_flight: 0 });
    const published = await w.stores.results.get(workKeys.published(jobId));
    if (own.next === 'continue') expect(published).not.toBeNull();
  });
});

describe('a cancel racing the settlement', () => {
  const cancelIn = (w: ReturnType<typeof memoryWorld>, accountId: string, jobId: string) =>
    cancelJob(
      { ...w.stores, pipeline: recordingStarter().starter, clock: w.clock },
      { account_id: accountId, key_id: `key_${accountId}` },
      jobId,
    );

  it('that wins after publish_settle wrote the result leaves no result object and no count of one', async () => {
    // publish_settle writes the object, then waits (as if slow to reach DynamoDB) while the cancel wins.
    const w = memoryWorld();
    let written = () => {};
    const inWrite = new Promise<void>((resolve) => {
      written = resolve;
    });
    let release = () => {};
    const results = {
      ...w.stores.results,
      get: w.stores.results.get.bind(w.stores.results),
      delete: w.stores.results.delete.bind(w.stores.results),
      async putOnce(key: string, body: unknown) {
        const outcome = await w.stores.results.putOnce(key, body);
        written();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return outcome;
      },
    };
    const { accountId, jobId } = await submitIn(w, { credits: 1 });
    const state = await runToMatchTarget(w.deps, jobId);
    const settling = publishSettle({ ...w.deps, results }, state);
    await inWrite;

    const cancelled = await cancelIn(w, accountId, jobId);
    release();
    expect((await settling).next).toBe('stop');

    expect(cancelled).toMatchObject({ status: 'cancelled', credits_charged: 0 });
    expect(await w.stores.results.get(workKeys.published(jobId))).toBeNull();
    const job = await w.stores.jobs.get(jobId);
    expect(job).toMatchObject({ status: 'cancelled', result_key: null, target_people_count: null });
    expect(jobStatusView(job as Job, null)).toMatchObject({ target_people_count: null, target_people: null });
    expect(await w.stores.accounts.get(accountId)).toMatchObject({ balance: 1, held: 0, in_flight: 0 });
  });

  it('that wins after publish_settle wrote the result and died before settling removes the object itself', async () => {
    const w = memoryWorld();
    const { accountId, jobId } = await submitIn(w, { credits: 1 });
    const state = await runToMatchTarget(w.deps, jobId);
    const dying = {
      ...w.deps,
      jobs: Object.assign(Object.create(w.stores.jobs), {
        settle: () => Promise.reject(Object.assign(new Error('timed out'), { name: 'States.Timeout' })),
      }),
    };
    await expect(publishSettle(dying, state)).rejects.toMatchObject({ name: 'States.Timeout' });
    expect(await w.stores.results.get(workKeys.published(jobId))).not.toBeNull();

    await cancelIn(w, accountId, jobId);
    expect(await w.stores.results.get(workKeys.published(jobId))).toBeNull();
    // The state machine's retry of publish_settle then finds the job cancelled and stops.
    expect((await publishSettle(w.deps, state)).next).toBe('stop');
    expect(await w.stores.jobs.get(jobId)).toMatchObject({ status: 'cancelled', target_people_count: null });
  });

  it('that loses leaves the done job its result', async () => {
    const w = memoryWorld();
    const { accountId, jobId } = await submitIn(w, { credits: 1 });
    await publishSettle(w.deps, await runToMatchTarget(w.deps, jobId));
    expect(await cancelIn(w, accountId, jobId)).toMatchObject({ status: 'done', target_people_count: 1 });
    expect(await w.stores.results.get(workKeys.published(jobId))).not.toBeNull();
  });

  it('reports no count of a result for a cancelled job stored with one by an earlier version', () => {
    const job = { status: 'cancelled', target_people_count: 4 } as unknown as Job;
    const view = jobStatusView({ ...job, persona: { slug: 's', name: 'n', definition: 'd' } } as Job, null);
    expect(view).toMatchObject({ target_people_count: null, target_people: null });
  });
});
