import { describe, expect, it } from 'vitest';
import {
  deliverWebhook,
  enrichBatch,
  failJob,
  initialState,
  matchCompany,
  publishSettle,
  recordDelay,
  scanTeam,
  shortlistBatch,
  workKeys,
} from '../../../functions/core/pipeline/index.js';
import { TransientError, TransientErrorName } from '../../../functions/core/ports.js';
import { bareCompany } from '../../fixtures/builders.js';
import { memoryWorld, runToMatchTarget, scriptedNetwork, submitIn } from '../../fixtures/memory-world.js';

/** Every stage over the in-memory twins: what the state machine does, one step at a time, in ms. */
const jobIn = (
  w: ReturnType<typeof memoryWorld>,
  opts: {
    tier?: 'free' | 'starter' | 'premium';
    credits?: number;
    callback?: boolean;
    accountId?: string;
  } = {},
) => submitIn(w, { ...opts, callbackUrl: opts.callback ? 'https://hooks.example.com/ctp' : null });

describe('match_company', () => {
  it('ends a job for an unknown company not_found, free', async () => {
    const net = scriptedNetwork({ company: null });
    const w = memoryWorld({ network: net.network });
    const { accountId, jobId } = await jobIn(w);
    const state = await matchCompany(w.deps, initialState(jobId));
    expect(state.next).toBe('stop');
    expect(await w.stores.jobs.get(jobId)).toMatchObject({ status: 'not_found', credits_charged: 0 });
    expect(await w.stores.accounts.get(accountId)).toMatchObject({ held: 0, in_flight: 0, available: 3 });
  });

  it('ends a company above the size gate too_large for a starter plan, and runs it for premium', async () => {
    const net = scriptedNetwork({ company: bareCompany({ employees_count: 850 }) });
    const w = memoryWorld({ network: net.network });
    const starter = await jobIn(w);
    const premium = await jobIn(w, { tier: 'premium' });
    await matchCompany(w.deps, initialState(starter.jobId));
    const state = await matchCompany(w.deps, initialState(premium.jobId));
    expect(await w.stores.jobs.get(starter.jobId)).toMatchObject({ status: 'too_large' });
    expect((await w.stores.jobs.get(starter.jobId))?.message).toMatch(/850 employees/);
    expect(state.next).toBe('continue');
  });

  it("replays the account's recent result for the same company and persona, with no roster work", async () => {
    const w = memoryWorld();
    const first = await jobIn(w);
    const state = await runToMatchTarget(w.deps, first.jobId);
    await publishSettle(w.deps, state);
    const second = await jobIn(w, { accountId: first.accountId });
    const otherAccount = await jobIn(w);
    w.net.calls.length = 0;
    const replay = await matchCompany(w.deps, initialState(second.jobId));
    expect(replay.next).toBe('publish');
    expect(w.net.calls.map((c) => c.method)).toEqual(['findCompany']);
    // Another account's identical job is not a replay: results are never shared across accounts.
    expect((await matchCompany(w.deps, initialState(otherAccount.jobId))).next).toBe('continue');
    await publishSettle(w.deps, replay);
    expect(await w.stores.jobs.get(second.jobId)).toMatchObject({
      status: 'done',
      credits_charged: 1,
      result_key: workKeys.published(first.jobId),
    });
  });
});

describe('scan_team', () => {
  it('stores the roster in batches, counts it and fills the preview', async () => {
    const w = memoryWorld();
    const { jobId } = await jobIn(w);
    const state = await scanTeam(w.deps, await matchCompany(w.deps, initialState(jobId)));
    expect(state.groups).toEqual([[0], [1]]);
    expect(await w.stores.work.get(workKeys.roster(jobId, 1))).toHaveLength(1);
    const job = await w.stores.jobs.get(jobId);
    expect(job).toMatchObject({ team_scanned: 3, profiles_enriched: 0, preliminary_candidates: 0 });
    expect(job?.preview?.people.map((p) => p.name)).toEqual(['Ada Founder', 'Bo Engineer', 'Cy Intern']);
  });

  it('ends a company without employees no_employees, free', async () => {
    const net = scriptedNetwork({ people: [] });
    const w = memoryWorld({ network: net.network });
    const { jobId } = await jobIn(w);
    await scanTeam(w.deps, await matchCompany(w.deps, initialState(jobId)));
    expect(await w.stores.jobs.get(jobId)).toMatchObject({ status: 'no_employees', credits_charged: 0 });
  });

  it("lets a provider's rate limit escape by name, for the state machine to turn into a delayed retry", async () => {
    const w = memoryWorld();
    const { jobId } = await jobIn(w);
    const matched = await matchCompany(w.deps, initialState(jobId));
    w.net.faults.rosterPage = [new TransientError(TransientErrorName.providerRateLimited, '429', 30)];
    await expect(scanTeam(w.deps, matched)).rejects.toMatchObject({ name: 'Provider.RateLimited' });
  });
});

describe('the fan-out stages', () => {
  it('skip a batch whose output exists, so a retried stage never pays for it twice', async () => {
    const w = memoryWorld();
    const { jobId } = await jobIn(w);
    await scanTeam(w.deps, await matchCompany(w.deps, initialState(jobId)));
    const first = await enrichBatch(w.deps, { job_id: jobId, attempt: 0, batches: [0] });
    const calls = w.net.calls.filter((c) => c.method === 'enrichProfiles').length;
    const again = await enrichBatch(w.deps, { job_id: jobId, attempt: 1, batches: [0, 1] });
    expect(first).toMatchObject({ done: 1, skipped: 0 });
    expect(again).toMatchObject({ done: 1, skipped: 1 });
    // Only batch 1 was paid for on the retry: batch 0's output already existed.
    expect(w.net.calls.filter((c) => c.method === 'enrichProfiles')).toHaveLength(calls + 1);
    expect(await w.stores.jobs.get(jobId)).toMatchObject({ profiles_enriched: 3 });
  });

  it('record what the judge spent on the job', async () => {
    const w = memoryWorld();
    const { jobId } = await jobIn(w);
    const state = await scanTeam(w.deps, await matchCompany(w.deps, initialState(jobId)));
    const group = { job_id: jobId, attempt: 0, batches: state.groups?.[0] ?? [] };
    await enrichBatch(w.deps, group);
    await shortlistBatch(w.deps, group);
    expect(await w.stores.jobs.get(jobId)).toMatchObject({ preliminary_candidates: 1, usage_requests: 1 });
  });
});

describe('publish and settle', () => {
  it('publishes once and charges once, however often it runs, and every run goes on to the webhook', async () => {
    const w = memoryWorld();
    const { accountId, jobId } = await jobIn(w, { credits: 2 });
    const state = await runToMatchTarget(w.deps, jobId);
    const settled = await publishSettle(w.deps, state);
    const again = await publishSettle(w.deps, state);
    // The second run finds the job done with this very result: its first answer may never have reached
    // the state machine, so it carries on to delivery as that answer would have.
    expect([settled.next, again.next]).toEqual(['continue', 'continue']);
    expect(await w.stores.jobs.get(jobId)).toMatchObject({
      status: 'done',
      credits_charged: 1,
      credits_balance: 1,
      target_people_count: 1,
    });
    expect(await w.stores.results.get(workKeys.published(jobId))).toMatchObject({
      target_people: [expect.objectContaining({ rank_in_company: 1 })],
    });
    expect(await w.stores.accounts.get(accountId)).toMatchObject({ balance: 1, held: 0, in_flight: 0 });
  });

  it('charges nothing for a job cancelled before it settles, and its stages do no new work', async () => {
    const w = memoryWorld();
    const { accountId, jobId } = await jobIn(w, { credits: 1 });
    const state = await runToMatchTarget(w.deps, jobId);
    await w.stores.jobs.finishUncharged(jobId, 'cancelled', null, w.clock.now().toISOString());
    w.net.calls.length = 0;
    expect((await publishSettle(w.deps, state)).next).toBe('stop');
    expect((await matchCompany(w.deps, initialState(jobId))).next).toBe('stop');
    expect(w.net.calls).toEqual([]);
    expect(await w.stores.accounts.get(accountId)).toMatchObject({ balance: 1, held: 0, in_flight: 0 });
    expect(await w.stores.results.get(workKeys.published(jobId))).toBeNull();
  });
});

describe('a settlement whose answer never reached the state machine', () => {
  /** A job store whose settle commits and then fails as the named AWS path does. */
  const committedThen = (w: ReturnType<typeof memoryWorld>, after: 'throw' | 'not_processing') => ({
    ...w.deps,
    jobs: Object.assign(Object.create(w.stores.jobs), {
      async settle(...args: Parameters<typeof w.stores.jobs.settle>) {
        await w.stores.jobs.settle(...args);
        if (after === 'throw') {
          throw Object.assign(new Error('Service error after the commit'), {
            name: 'Lambda.ServiceException',
          });
        }
        // The SDK's retry of a committed transaction fails its `status = processing` condition.
        return 'not_processing' as const;
      },
    }),
  });

  it('is retried by the state machine, and the retry delivers the webhook, charging once', async () => {
    const w = memoryWorld();
    const { accountId, jobId } = await jobIn(w, { callback: true, credits: 2 });
    const state = await runToMatchTarget(w.deps, jobId);
    await expect(publishSettle(committedThen(w, 'throw'), state)).rejects.toMatchObject({
      name: 'Lambda.ServiceException',
    });

    const retried = await publishSettle(w.deps, state);
    expect(retried.next).toBe('continue');
    expect((await deliverWebhook(w.deps, retried)).next).toBe('stop');
    expect(w.deliveries.map((d) => d.messageId)).toEqual([`msg_${jobId}`]);
    expect(await w.stores.jobs.get(jobId)).toMatchObject({ status: 'done', credits_charged: 1 });
    expect((await w.stores.jobs.get(jobId))?.webhook_pending ?? null).toBeNull();
    expect(await w.stores.accounts.get(accountId)).toMatchObject({ balance: 1, held: 0, in_flight: 0 });
  });

  it('goes on to the webhook when its own committed transaction is answered as not settled', async () => {
    const w = memoryWorld();
    const { jobId } = await jobIn(w, { callback: true });
    const state = await runToMatchTarget(w.deps, jobId);
    expect((await publishSettle(committedThen(w, 'not_processing'), state)).next).toBe('continue');
  });

  it('stops for a job done with another result: it is not this step to deliver', async () => {
    const w = memoryWorld();
    const { jobId } = await jobIn(w, { callback: true });
    const state = await runToMatchTarget(w.deps, jobId);
    const elsewhere = { result_key: 'results/other.json', target_people_count: 0, replay_key: 'x' };
    await w.stores.jobs.settle(jobId, elsewhere, w.clock.now().toISOString());
    expect((await publishSettle(w.deps, state)).next).toBe('stop');
  });
});

describe('delays and failures', () => {
  it('records a delayed retry the client can see, then fails the job free once attempts run out', async () => {
    const w = memoryWorld();
    const { accountId, jobId } = await jobIn(w);
    const error = { Error: 'Provider.RateLimited', Cause: 'rate limited (retry-after=60)' };
    const first = await recordDelay(w.deps, { ...initialState(jobId), error }, 'scan_team');
    const job = await w.stores.jobs.get(jobId);
    expect(first.retry?.exhausted).toBe(false);
    expect(job).toMatchObject({ processing_state: 'delayed', stage: 'scan_team' });
    // Retry-After wins over a shorter backoff.
    expect(Date.parse(job?.next_retry_at ?? '') - w.clock.now().getTime()).toBeGreaterThanOrEqual(60_000);
    const last = await recordDelay(w.deps, { ...first, attempt: 2, error }, 'scan_team');
    expect(last.retry).toEqual({ exhausted: true, next_retry_at: null });
    const failed = await w.stores.jobs.get(jobId);
    expect(failed).toMatchObject({ status: 'failed', credits_charged: 0 });
    expect(failed?.message).toMatch(/scan_team.*rate-limiting/);
    expect(await w.stores.accounts.get(accountId)).toMatchObject({ held: 0, in_flight: 0 });
  });

  it('ends a job failed and free on an unexpected error, naming the stage, and reports the error', async () => {
    const w = memoryWorld();
    const { jobId } = await jobIn(w);
    await matchCompany(w.deps, initialState(jobId));
    await failJob(w.deps, { ...initialState(jobId), error: { Error: 'TypeError', Cause: 'boom' } });
    expect((await w.stores.jobs.get(jobId))?.message).toMatch(/in match_company/);
    expect(w.errors).toEqual([expect.objectContaining({ jobId, stage: 'match_company' })]);
  });
});

describe('the webhook', () => {
  it('is sent for a done job with a stable message id and the account secret, and never changes the job', async () => {
    const w = memoryWorld();
    const { jobId } = await jobIn(w, { callback: true });
    await publishSettle(w.deps, await runToMatchTarget(w.deps, jobId));
    const state = await deliverWebhook(w.deps, initialState(jobId));
    expect(state.next).toBe('stop');
    expect(w.deliveries).toEqual([
      expect.objectContaining({
        url: 'https://hooks.example.com/ctp',
        messageId: `msg_${jobId}`,
        secret: 'whsec_test',
        payload: expect.objectContaining({ job_id: jobId, status: 'done', target_people_count: 1 }),
      }),
    ]);
  });

  it('is scheduled again while the endpoint refuses, until the schedule ends', async () => {
    const w = memoryWorld({
      webhooks: { send: async () => ({ ok: false, status: 500, error: null }) },
    });
    const { jobId } = await jobIn(w, { callback: true });
    await publishSettle(w.deps, await runToMatchTarget(w.deps, jobId));
    const first = await deliverWebhook(w.deps, initialState(jobId));
    const second = await deliverWebhook(w.deps, first);
    const last = await deliverWebhook(w.deps, second);
    expect([first.next, second.next, last.next]).toEqual(['retry', 'retry', 'stop']);
    expect(first.webhook?.next_attempt_at).toBe(new Date(w.clock.now().getTime() + 1000).toISOString());
    expect(await w.stores.jobs.get(jobId)).toMatchObject({ status: 'done', credits_charged: 1 });
  });
});
