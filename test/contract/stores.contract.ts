import { describe, expect, it } from 'vitest';
import {
  AccountNotFoundError,
  ConflictRetryableError,
  CreditsHeldError,
  PersonaLimitError,
} from '../../functions/core/errors.js';
import { type Job, JobStatusValue, ProcessingState } from '../../functions/core/model.js';
import { interpretPersona } from '../../functions/core/persona-reader.js';
import type {
  AccountStore,
  ApiKeyStore,
  CostStore,
  JobStore,
  PendingWebhookIndex,
  PersonaStore,
  ProcessingJobIndex,
  ResultStore,
  WorkStore,
} from '../../functions/core/ports.js';
import { SubmitOutcome } from '../../functions/core/ports.js';
import { type BudgetStore, takeBudget } from '../../functions/core/rate-budget.js';

/** What each implementation of the store ports gives the contract suite. */
export interface StoreUnderTest {
  accounts: AccountStore;
  apiKeys: ApiKeyStore;
  personas: PersonaStore;
  jobs: JobStore;
  results: ResultStore;
  work: WorkStore;
  budgets: BudgetStore;
  costs: CostStore;
  pendingWebhooks: PendingWebhookIndex;
  processingJobs: ProcessingJobIndex;
}

let counter = 0;
/** Ids unique across the suite, so that tests sharing one database never see each other's items. */
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}`;

const AT = '2026-11-23T10:00:00.000Z';
/** Epoch seconds the submissions are made at (idempotency expiry is judged against it). */
const NOW = Math.floor(Date.parse(AT) / 1000);
const at = (second: number) => new Date(Date.parse(AT) + second * 1000).toISOString();

export function jobFor(accountId: string, overrides: Partial<Job> = {}): Job {
  return {
    job_id: unique('job'),
    account_id: accountId,
    status: JobStatusValue.processing,
    processing_state: ProcessingState.active,
    stage: null,
    next_retry_at: null,
    message: null,
    input: 'acme-robotics',
    input_search: 'acme-robotics',
    company_ref: 'slug:acme-robotics',
    operation: 'target_people',
    persona: { slug: 'owners-founders', name: 'Owners & founders', definition: 'Owners.' },
    company_id: null,
    company: null,
    team_scanned: null,
    profiles_enriched: null,
    preliminary_candidates: null,
    target_people_count: null,
    credits_charged: 0,
    credits_balance: null,
    callback_url: null,
    idempotency_key: null,
    result_key: null,
    created_at: AT,
    updated_at: AT,
    finished_at: null,
    ...overrides,
  };
}

/**
 * The contract every implementation of the store ports keeps: the DynamoDB and S3 adapters, and the
 * in-memory twins that unit tests use in their place. One suite, run against both, keeps them equal.
 */
export function describeStoreContract(name: string, open: () => StoreUnderTest) {
  async function account(s: StoreUnderTest, credits: number, concurrencyLimit = 3) {
    const accountId = unique('acct');
    await s.accounts.create({
      account_id: accountId,
      name: 'Contract',
      tier: 'starter',
      concurrency_limit: concurrencyLimit,
      webhook_secret: 'whsec_contract',
      created_at: AT,
    });
    if (credits !== 0) await s.accounts.grantCredits(accountId, credits, 'seed', AT);
    return accountId;
  }

  describe(`${name}: accounts`, () => {
    it('creates an account once, with nothing on it and owners-founders as its default persona', async () => {
      const s = open();
      const accountId = await account(s, 0);
      const again = await s.accounts.create({
        account_id: accountId,
        name: 'Other',
        tier: 'free',
        concurrency_limit: 1,
        webhook_secret: 'x',
        created_at: AT,
      });
      const stored = await s.accounts.get(accountId);
      expect(again).toBe(false);
      expect(stored).toMatchObject({
        account_id: accountId,
        name: 'Contract',
        balance: 0,
        held: 0,
        available: 0,
        in_flight: 0,
        default_persona: 'owners-founders',
      });
    });

    it('grants credits with a ledger entry, and lists the ledger newest first', async () => {
      const s = open();
      const accountId = await account(s, 0);
      await s.accounts.grantCredits(accountId, 5, 'first', at(1));
      const after = await s.accounts.grantCredits(accountId, 2, 'second', at(2));
      const ledger = await s.accounts.recentLedger(accountId, 10);
      expect(after).toMatchObject({ balance: 7, available: 7, held: 0 });
      expect(ledger.map((e) => [e.type, e.amount, e.note])).toEqual([
        ['grant', 2, 'second'],
        ['grant', 5, 'first'],
      ]);
      expect(await s.accounts.recentLedger(accountId, 1)).toHaveLength(1);
    });

    it('refuses a correction that would take back held credits, and a grant to no account', async () => {
      const s = open();
      const accountId = await account(s, 1);
      await s.jobs.submit(jobFor(accountId), null, NOW);
      await expect(s.accounts.grantCredits(accountId, -1, 'take back', at(1))).rejects.toBeInstanceOf(
        CreditsHeldError,
      );
      await expect(s.accounts.grantCredits(unique('acct'), 1, null, AT)).rejects.toBeInstanceOf(
        AccountNotFoundError,
      );
      expect(await s.accounts.get(accountId)).toMatchObject({ balance: 1, held: 1, available: 0 });
    });

    it('changes a plan, and refuses to change a plan of no account', async () => {
      const s = open();
      const accountId = await account(s, 0);
      const changed = await s.accounts.setPlan(accountId, { tier: 'premium', concurrency_limit: 10 });
      expect(changed).toMatchObject({ tier: 'premium', concurrency_limit: 10 });
      await expect(s.accounts.setPlan(unique('acct'), { tier: 'free' })).rejects.toBeInstanceOf(
        AccountNotFoundError,
      );
    });
  });

  describe(`${name}: API keys`, () => {
    it('stores a key hash once, finds it, revokes it and lists the account keys', async () => {
      const s = open();
      const accountId = unique('acct');
      const record = {
        key_hash: unique('hash'),
        key_prefix: 'ctp_abc',
        account_id: accountId,
        status: 'active' as const,
        created_at: AT,
        revoked_at: null,
      };
      expect(await s.apiKeys.put(record)).toBe(true);
      expect(await s.apiKeys.put(record)).toBe(false);
      expect(await s.apiKeys.findByHash(record.key_hash)).toEqual(record);
      expect(await s.apiKeys.revoke(record.key_hash, at(1))).toMatchObject({
        status: 'revoked',
        revoked_at: at(1),
      });
      expect(await s.apiKeys.revoke(unique('hash'), at(1))).toBeNull();
      expect((await s.apiKeys.listByAccount(accountId)).map((k) => k.key_hash)).toEqual([record.key_hash]);
    });
  });

  describe(`${name}: personas`, () => {
    const fields = (name: string) => ({
      name,
      definition: `${name}, plainly.`,
      is_system: false,
      created_at: AT,
      updated_at: null,
    });

    it('stores a persona under the first free slug, and makes it the default in the same write', async () => {
      const s = open();
      const accountId = await account(s, 0);
      const first = await s.personas.create(accountId, ['sales', 'sales-2'], fields('Sales'), false);
      const second = await s.personas.create(accountId, ['sales', 'sales-2'], fields('Sales'), true);
      expect([first.slug, second.slug]).toEqual(['sales', 'sales-2']);
      expect((await s.accounts.get(accountId))?.default_persona).toBe('sales-2');
      expect((await s.personas.list(accountId)).map((p) => p.slug)).toEqual(['sales', 'sales-2']);
    });

    it('keeps the interpretation a persona was saved with, and the one an edit gives it', async () => {
      const s = open();
      const accountId = await account(s, 0);
      const read = (summary: string) => ({
        ...interpretPersona({ name: 'Sales', definition: 'Sales leaders.' }),
        summary,
      });
      await s.personas.create(
        accountId,
        ['sales'],
        { ...fields('Sales'), interpretation: read('first') },
        false,
      );
      expect((await s.personas.get(accountId, 'sales'))?.interpretation?.summary).toBe('first');
      await s.personas.update(
        accountId,
        'sales',
        { definition: 'VPs of sales.', interpretation: read('second') },
        at(1),
      );
      expect((await s.personas.get(accountId, 'sales'))?.interpretation?.summary).toBe('second');
    });

    it('caps the personas of an account, pages them in slug order with the count, and finds slugs by prefix', async () => {
      const s = open();
      const accountId = await account(s, 0);
      for (const slug of ['ops-2', 'ops', 'hr'])
        await s.personas.create(accountId, [slug], fields(slug), false, 3);
      await expect(s.personas.create(accountId, ['cto'], fields('CTO'), false, 3)).rejects.toBeInstanceOf(
        PersonaLimitError,
      );
      const page = await s.personas.page(accountId, 1, 5);
      expect(page.personas.map((p) => p.slug)).toEqual(['ops', 'ops-2']);
      expect(page.total).toBe(3);
      expect((await s.personas.slugsStartingWith(accountId, 'ops')).sort()).toEqual(['ops', 'ops-2']);
    });

    it('gives up with a retryable conflict when every candidate slug is taken', async () => {
      const s = open();
      const accountId = await account(s, 0);
      await s.personas.create(accountId, ['cto'], fields('CTO'), false);
      await expect(s.personas.create(accountId, ['cto'], fields('CTO'), false)).rejects.toBeInstanceOf(
        ConflictRetryableError,
      );
    });

    it('updates only a persona that exists, and keeps its slug', async () => {
      const s = open();
      const accountId = await account(s, 0);
      await s.personas.create(accountId, ['ops'], fields('Ops'), false);
      const updated = await s.personas.update(accountId, 'ops', { name: 'Operations' }, at(1));
      expect(updated).toMatchObject({ slug: 'ops', name: 'Operations', definition: 'Ops, plainly.' });
      expect(updated?.updated_at).toBe(at(1));
      expect(await s.personas.update(accountId, 'nope', { name: 'X' }, at(1))).toBeNull();
    });

    it('makes a default only of a persona that exists when asked to check, and hands it back on delete', async () => {
      const s = open();
      const accountId = await account(s, 0);
      await s.personas.create(accountId, ['hr'], fields('HR'), false);
      expect(await s.personas.makeDefault(accountId, 'ghost', true)).toBe(false);
      expect(await s.personas.makeDefault(accountId, 'hr', true)).toBe(true);
      expect((await s.accounts.get(accountId))?.default_persona).toBe('hr');
      expect(await s.personas.delete(accountId, 'hr', 'owners-founders')).toBe(true);
      expect(await s.personas.delete(accountId, 'hr', 'owners-founders')).toBe(false);
      expect((await s.accounts.get(accountId))?.default_persona).toBe('owners-founders');
      expect(await s.personas.get(accountId, 'hr')).toBeNull();
    });

    it('leaves the default alone when another persona is deleted', async () => {
      const s = open();
      const accountId = await account(s, 0);
      await s.personas.create(accountId, ['a'], fields('A'), true);
      await s.personas.create(accountId, ['b'], fields('B'), false);
      expect(await s.personas.delete(accountId, 'b', 'owners-founders')).toBe(true);
      expect((await s.accounts.get(accountId))?.default_persona).toBe('a');
    });
  });

  describe(`${name}: jobs and credits`, () => {
    it('holds a credit and takes a slot for an accepted job', async () => {
      const s = open();
      const accountId = await account(s, 2);
      const job = jobFor(accountId);
      expect(await s.jobs.submit(job, null, NOW)).toEqual({ outcome: SubmitOutcome.accepted });
      expect(await s.jobs.get(job.job_id)).toMatchObject({ job_id: job.job_id, status: 'processing' });
      expect(await s.accounts.get(accountId)).toMatchObject({
        balance: 2,
        held: 1,
        available: 1,
        in_flight: 1,
      });
    });

    it('refuses a job without a free credit while a slot is free, saying how many credits are free', async () => {
      const s = open();
      const accountId = await account(s, 1, 2);
      await s.jobs.submit(jobFor(accountId), null, NOW);
      const refused = await s.jobs.submit(jobFor(accountId), null, NOW);
      expect(refused).toEqual({ outcome: SubmitOutcome.insufficient_credits, available: 0 });
    });

    it('refuses with the concurrency limit, not the credits, when every slot is taken and their jobs hold the credits', async () => {
      const s = open();
      const accountId = await account(s, 1, 1);
      await s.jobs.submit(jobFor(accountId), null, NOW);
      const refused = await s.jobs.submit(jobFor(accountId), null, NOW);
      expect(refused).toEqual({ outcome: SubmitOutcome.concurrency_limit, limit: 1 });
    });

    it('refuses a job over the plan limit, saying the limit, and stores nothing for it', async () => {
      const s = open();
      const accountId = await account(s, 5, 1);
      await s.jobs.submit(jobFor(accountId), null, NOW);
      const job = jobFor(accountId);
      expect(await s.jobs.submit(job, null, NOW)).toEqual({
        outcome: SubmitOutcome.concurrency_limit,
        limit: 1,
      });
      expect(await s.jobs.get(job.job_id)).toBeNull();
      expect(await s.accounts.get(accountId)).toMatchObject({ held: 1, in_flight: 1, available: 4 });
    });

    it('accepts exactly as many of many concurrent jobs as credits and the plan allow', async () => {
      const s = open();
      const accountId = await account(s, 2, 10);
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, () => s.jobs.submit(jobFor(accountId), null, NOW)),
      );
      expect(outcomes.filter((o) => o.outcome === SubmitOutcome.accepted)).toHaveLength(2);
      expect(await s.accounts.get(accountId)).toMatchObject({
        balance: 2,
        held: 2,
        available: 0,
        in_flight: 2,
      });
    });

    it('records an Idempotency-Key with its job, and refuses a second job under it', async () => {
      const s = open();
      const accountId = await account(s, 5);
      const key = unique('idem');
      const owner = { account_id: accountId, key_id: `key_${accountId}` };
      const record = (jobId: string) => ({
        ...owner,
        key,
        request_hash: 'hash-1',
        job_id: jobId,
        created_at: AT,
        expires_at: NOW + 3600,
      });
      const first = jobFor(accountId, { key_id: owner.key_id });
      const second = jobFor(accountId, { key_id: owner.key_id });
      expect(await s.jobs.submit(first, record(first.job_id), NOW)).toEqual({
        outcome: SubmitOutcome.accepted,
      });
      expect(await s.jobs.submit(second, record(second.job_id), NOW)).toEqual({
        outcome: SubmitOutcome.idempotency_taken,
        existing: expect.objectContaining({ job_id: first.job_id, request_hash: 'hash-1' }),
      });
      expect(await s.jobs.findIdempotency(owner, key)).toMatchObject({
        job_id: first.job_id,
        request_hash: 'hash-1',
      });
      expect(await s.jobs.get(second.job_id)).toBeNull();
      expect(await s.accounts.get(accountId)).toMatchObject({ held: 1, in_flight: 1 });
      // Past its expiry the record still exists (DynamoDB's sweep lags) but a new request may take it.
      const third = jobFor(accountId, { key_id: owner.key_id });
      expect(await s.jobs.submit(third, record(third.job_id), NOW + 3601)).toEqual({
        outcome: SubmitOutcome.accepted,
      });
      expect(await s.jobs.findIdempotency(owner, key)).toMatchObject({ job_id: third.job_id });
    });

    it('settles a job once: one charge, one ledger entry, its slot back, the balance after it on the job', async () => {
      const s = open();
      const accountId = await account(s, 3);
      const job = jobFor(accountId);
      await s.jobs.submit(job, null, NOW);
      const settlement = {
        result_key: `results/${job.job_id}.json`,
        target_people_count: 2,
        replay_key: unique('rk'),
      };
      expect(await s.jobs.settle(job.job_id, settlement, at(5))).toBe('settled');
      expect(await s.jobs.settle(job.job_id, settlement, at(6))).toBe('not_processing');
      expect(await s.jobs.get(job.job_id)).toMatchObject({
        status: 'done',
        credits_charged: 1,
        credits_balance: 2,
        target_people_count: 2,
        result_key: settlement.result_key,
        finished_at: at(5),
      });
      expect(await s.accounts.get(accountId)).toMatchObject({
        balance: 2,
        held: 0,
        available: 2,
        in_flight: 0,
      });
      const charges = (await s.accounts.recentLedger(accountId, 10)).filter((e) => e.type === 'charge');
      expect(charges).toEqual([expect.objectContaining({ amount: -1, job_id: job.job_id })]);
    });

    it('settles 40 jobs of one account at once: each done and charged once, none refused by another', async () => {
      const s = open();
      const accountId = await account(s, 50, 50);
      const jobs = Array.from({ length: 40 }, () => jobFor(accountId));
      for (const job of jobs) await s.jobs.submit(job, null, NOW);
      const outcomes = await Promise.all(
        jobs.map((job, i) =>
          s.jobs.settle(
            job.job_id,
            { result_key: `results/${job.job_id}.json`, target_people_count: 1, replay_key: unique('rk') },
            at(i),
          ),
        ),
      );
      expect(outcomes.every((o) => o === 'settled')).toBe(true);
      expect(await s.accounts.get(accountId)).toMatchObject({
        balance: 10,
        held: 0,
        available: 10,
        in_flight: 0,
      });
      const charges = (await s.accounts.recentLedger(accountId, 100)).filter((e) => e.type === 'charge');
      expect(new Set(charges.map((e) => e.job_id)).size).toBe(40);
      for (const job of jobs) {
        const settled = await s.jobs.get(job.job_id);
        // The balance after this job's charge: at most 49, at least the final 10.
        expect(settled?.credits_balance).toBeGreaterThanOrEqual(10);
        expect(settled?.credits_balance).toBeLessThanOrEqual(49);
      }
    });

    it('owes a webhook from the settlement of a job with a callback until it is cleared', async () => {
      const s = open();
      const accountId = await account(s, 2);
      const withHook = jobFor(accountId, { callback_url: 'https://hooks.example.com/x' });
      const without = jobFor(accountId);
      for (const job of [withHook, without]) {
        await s.jobs.submit(job, null, NOW);
        await s.jobs.settle(
          job.job_id,
          { result_key: 'r', target_people_count: 1, replay_key: unique('rk') },
          at(1),
        );
      }
      expect((await s.jobs.get(withHook.job_id))?.webhook_pending).toBe(true);
      expect((await s.jobs.get(without.job_id))?.webhook_pending ?? null).toBeNull();
      await s.jobs.clearPendingWebhook(withHook.job_id);
      expect((await s.jobs.get(withHook.job_id))?.webhook_pending ?? null).toBeNull();
    });

    it('puts an owed webhook in the outbox index and lets one deliverer claim each attempt', async () => {
      const s = open();
      const accountId = await account(s, 1);
      const job = jobFor(accountId, { callback_url: 'https://hooks.example.com/x' });
      await s.jobs.submit(job, null, NOW);
      await s.jobs.settle(
        job.job_id,
        { result_key: 'r', target_people_count: 1, replay_key: unique('rk') },
        at(1),
      );
      const listed = async (before: string) =>
        (await s.pendingWebhooks.duePending(before, 1000)).some((p) => p.job_id === job.job_id);
      expect(await listed(at(1))).toBe(true);
      expect(await listed(at(0))).toBe(false);

      // Two claims of the same attempt: one wins. A claim of a later attempt needs the count to match.
      const claims = await Promise.all([
        s.jobs.claimWebhook(job.job_id, { attempt: 0, holdUntil: at(100) }),
        s.jobs.claimWebhook(job.job_id, { attempt: 0, holdUntil: at(100) }),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await s.jobs.get(job.job_id)).toMatchObject({ webhook_attempts: 1, webhook_due_at: at(100) });
      // Held: not due for a sweep before the hold ends.
      expect(await s.jobs.claimWebhook(job.job_id, { attempt: 1, holdUntil: at(200), dueBy: at(50) })).toBe(
        false,
      );
      await s.jobs.scheduleWebhook(job.job_id, at(20));
      expect(await listed(at(20))).toBe(true);
      expect(await s.jobs.claimWebhook(job.job_id, { attempt: 1, holdUntil: at(200), dueBy: at(50) })).toBe(
        true,
      );

      await s.jobs.clearPendingWebhook(job.job_id);
      expect(await listed(at(1000))).toBe(false);
      expect(await s.jobs.claimWebhook(job.job_id, { attempt: 2, holdUntil: at(300) })).toBe(false);
      await s.jobs.scheduleWebhook(job.job_id, at(400));
      expect(await listed(at(1000))).toBe(false);
    });

    it('ends a job free once: its credit and slot back, and no settlement after it', async () => {
      const s = open();
      const accountId = await account(s, 1);
      const job = jobFor(accountId);
      await s.jobs.submit(job, null, NOW);
      expect(await s.jobs.finishUncharged(job.job_id, 'cancelled', null, at(1))).toBe(true);
      expect(await s.jobs.finishUncharged(job.job_id, 'failed', 'late', at(2))).toBe(false);
      const settlement = { result_key: 'r', target_people_count: 1, replay_key: unique('rk') };
      expect(await s.jobs.settle(job.job_id, settlement, at(3))).toBe('not_processing');
      expect(await s.jobs.get(job.job_id)).toMatchObject({ status: 'cancelled', credits_charged: 0 });
      expect(await s.accounts.get(accountId)).toMatchObject({
        balance: 1,
        held: 0,
        available: 1,
        in_flight: 0,
      });
    });

    it('lets exactly one of a settlement and a cancel racing on the same job decide its money', async () => {
      const s = open();
      const accountId = await account(s, 1);
      const job = jobFor(accountId);
      await s.jobs.submit(job, null, NOW);
      const [settled, cancelled] = await Promise.all([
        s.jobs.settle(
          job.job_id,
          { result_key: 'r', target_people_count: 1, replay_key: unique('rk') },
          at(1),
        ),
        s.jobs.finishUncharged(job.job_id, 'cancelled', null, at(1)),
      ]);
      const balance = (await s.accounts.get(accountId))?.balance;
      expect([settled === 'settled', cancelled].filter(Boolean)).toHaveLength(1);
      expect(balance).toBe(settled === 'settled' ? 0 : 1);
      expect(await s.accounts.get(accountId)).toMatchObject({ held: 0, in_flight: 0 });
    });

    it('moves stages and progress only while the job runs', async () => {
      const s = open();
      const accountId = await account(s, 1);
      const job = jobFor(accountId);
      await s.jobs.submit(job, null, NOW);
      expect(await s.jobs.markDelayed(job.job_id, 'scan_team', at(2), at(1))).toBe(true);
      expect(await s.jobs.get(job.job_id)).toMatchObject({
        stage: 'scan_team',
        processing_state: 'delayed',
        next_retry_at: at(2),
      });
      expect(await s.jobs.enterStage(job.job_id, 'enrich_profiles', at(2))).toBe(true);
      await expect(s.jobs.addProgress(job.job_id, 'profiles_enriched', 1)).rejects.toThrow();
      expect(
        await s.jobs.setProgress(
          job.job_id,
          { team_scanned: 7, company_id: 42, profiles_enriched: 0 },
          at(3),
        ),
      ).toBe(true);
      await s.jobs.addProgress(job.job_id, 'profiles_enriched', 3);
      await s.jobs.addProgress(job.job_id, 'profiles_enriched', 4);
      expect(await s.jobs.get(job.job_id)).toMatchObject({
        stage: 'enrich_profiles',
        processing_state: 'active',
        next_retry_at: null,
        team_scanned: 7,
        company_id: 42,
        profiles_enriched: 7,
      });
      await s.jobs.finishUncharged(job.job_id, 'cancelled', null, at(4));
      expect(await s.jobs.enterStage(job.job_id, 'find_candidates', at(5))).toBe(false);
      expect(await s.jobs.markDelayed(job.job_id, 'find_candidates', at(9), at(5))).toBe(false);
      expect(await s.jobs.setProgress(job.job_id, { team_scanned: 9 }, at(5))).toBe(false);
      await s.jobs.addProgress(job.job_id, 'profiles_enriched', 100);
      expect(await s.jobs.get(job.job_id)).toMatchObject({
        status: 'cancelled',
        stage: 'enrich_profiles',
        team_scanned: 7,
        profiles_enriched: 7,
      });
    });

    it('keeps a job delayed until its next_retry_at has passed, whatever stage starts meanwhile', async () => {
      // Prepare: delayed until at(30); a late invocation (a Map iteration started after the Map failed)
      // enters the stage at at(10).
      const s = open();
      const accountId = await account(s, 1);
      const job = jobFor(accountId);
      await s.jobs.submit(job, null, NOW);
      expect(await s.jobs.markDelayed(job.job_id, 'enrich_profiles', at(30), at(5))).toBe(true);

      // Act / Assess: still processing, so the invocation may work, but the job stays delayed.
      expect(await s.jobs.enterStage(job.job_id, 'enrich_profiles', at(10))).toBe(true);
      expect(await s.jobs.get(job.job_id)).toMatchObject({
        processing_state: 'delayed',
        next_retry_at: at(30),
      });
      // At next_retry_at (the Wait is over, its timer perhaps a little early) the stage's invocation
      // makes it active again.
      expect(await s.jobs.enterStage(job.job_id, 'enrich_profiles', at(29.5))).toBe(true);
      expect(await s.jobs.get(job.job_id)).toMatchObject({ processing_state: 'active', next_retry_at: null });
      // Ended: no stage enters any more.
      expect(await s.jobs.markDelayed(job.job_id, 'enrich_profiles', at(60), at(31))).toBe(true);
      await s.jobs.finishUncharged(job.job_id, 'cancelled', null, at(32));
      expect(await s.jobs.enterStage(job.job_id, 'enrich_profiles', at(33))).toBe(false);
    });

    it('adds judge usage up on the job, even after it ended', async () => {
      const s = open();
      const accountId = await account(s, 1);
      const job = jobFor(accountId);
      await s.jobs.submit(job, null, NOW);
      const usage = {
        requests: 1,
        input_tokens: 100,
        output_tokens: 10,
        cache_read_input_tokens: 5,
        cache_creation_input_tokens: 2,
      };
      await s.jobs.addUsage(job.job_id, usage);
      await s.jobs.finishUncharged(job.job_id, 'failed', 'x', at(1));
      await s.jobs.addUsage(job.job_id, usage);
      expect(await s.jobs.get(job.job_id)).toMatchObject({
        usage_requests: 2,
        usage_input_tokens: 200,
        usage_output_tokens: 20,
        usage_cache_read_tokens: 10,
        usage_cache_write_tokens: 4,
      });
    });

    it("lists a key's jobs newest first, filtered by input, with the count of every match", async () => {
      const s = open();
      const accountId = await account(s, 10, 10);
      const owner = { account_id: accountId, key_id: `key_${accountId}` };
      const inputs = ['acme-robotics', 'nordlicht-design', 'acme-labs', 'other'];
      for (const [i, input] of inputs.entries()) {
        const job = jobFor(accountId, {
          input,
          input_search: input,
          created_at: at(i),
          key_id: owner.key_id,
        });
        await s.jobs.submit(job, null, NOW);
      }
      // Another key of the same account: its jobs are not this key's.
      await s.jobs.submit(
        jobFor(accountId, { input: 'acme-y', input_search: 'acme-y', key_id: 'key_other' }),
        null,
        NOW,
      );
      const all = await s.jobs.list(owner, { q: null, limit: 2, skip: 1 });
      const acme = await s.jobs.list(owner, { q: 'acme', limit: 10, skip: 0 });
      expect(all.count).toBe(4);
      expect(all.jobs.map((j) => j.input)).toEqual(['acme-labs', 'nordlicht-design']);
      expect(acme.count).toBe(2);
      expect(acme.jobs.map((j) => j.input)).toEqual(['acme-labs', 'acme-robotics']);
    });

    it('finds the newest done job of a replay key settled within the window, and nothing older', async () => {
      const s = open();
      const accountId = await account(s, 5, 5);
      const replayKey = unique('rk');
      const older = jobFor(accountId);
      const newer = jobFor(accountId);
      await s.jobs.submit(older, null, NOW);
      await s.jobs.submit(newer, null, NOW);
      await s.jobs.settle(
        older.job_id,
        { result_key: 'a', target_people_count: 1, replay_key: replayKey },
        at(10),
      );
      await s.jobs.settle(
        newer.job_id,
        { result_key: 'b', target_people_count: 1, replay_key: replayKey },
        at(20),
      );
      expect((await s.jobs.findReplay(replayKey, at(0)))?.job_id).toBe(newer.job_id);
      expect(await s.jobs.findReplay(replayKey, at(21))).toBeNull();
      expect(await s.jobs.findReplay(unique('rk'), at(0))).toBeNull();
    });
  });

  describe(`${name}: the index of processing jobs`, () => {
    it('lists unfinished jobs oldest first, from `since` on, with their retry time; an ended job leaves it', async () => {
      const s = open();
      const accountId = await account(s, 5, 5);
      // Created far ahead of every other test's jobs, so that `since` finds these alone in a shared table.
      const ahead = (second: number) => new Date(Date.UTC(2999, 0, 1, 0, 0, second)).toISOString();
      const jobs = [3, 1, 2].map((second) => jobFor(accountId, { created_at: ahead(second) }));
      for (const job of jobs) await s.jobs.submit(job, null, NOW);
      const [third, first, second] = jobs as [Job, Job, Job];
      await s.jobs.markDelayed(second.job_id, 'scan_team', ahead(50), ahead(40));
      await s.jobs.finishUncharged(third.job_id, 'failed', 'contract', ahead(45));

      // An index is eventually consistent in DynamoDB: read until it has caught up.
      await expect
        .poll(async () =>
          (await s.processingJobs.oldestProcessing(10, ahead(0))).map((job) => ({
            job_id: job.job_id,
            next_retry_at: job.next_retry_at,
          })),
        )
        .toEqual([
          { job_id: first.job_id, next_retry_at: null },
          { job_id: second.job_id, next_retry_at: ahead(50) },
        ]);
      const delayed = (await s.processingJobs.oldestProcessing(10, ahead(2)))[0];
      expect(delayed).toMatchObject({ job_id: second.job_id, last_progress_at: ahead(40) });
      expect((await s.processingJobs.oldestProcessing(1, ahead(0))).map((job) => job.job_id)).toEqual([
        first.job_id,
      ]);
    });
  });

  describe(`${name}: rate budgets`, () => {
    const noJitter = { random: () => 0 };

    it('adds to a window only while its total is at most the bound, and says what it holds when it is not', async () => {
      const s = open();
      const dependency = unique('dep');
      expect(await s.budgets.windows(dependency, 0)).toEqual([]);
      expect(await s.budgets.add(dependency, 5_000, 'acct_a', 3, 0)).toEqual({ added: true });
      expect(await s.budgets.add(dependency, 5_000, 'acct_b', 4, 3)).toEqual({ added: true });
      expect(await s.budgets.add(dependency, 5_000, 'acct_a', 1, 6)).toEqual({
        added: false,
        window: { start: 5_000, total: 7, used: { acct_a: 3, acct_b: 4 }, waiting: {} },
      });
      // Unconditional: a charge after the fact, or the rest of a call larger than the limit.
      expect(await s.budgets.add(dependency, 70_000, 'acct_a', 10, null)).toEqual({ added: true });
      expect(await s.budgets.windows(dependency, 5_000)).toEqual([
        { start: 5_000, total: 7, used: { acct_a: 3, acct_b: 4 }, waiting: {} },
        { start: 70_000, total: 10, used: { acct_a: 10 }, waiting: {} },
      ]);
      expect((await s.budgets.windows(dependency, 10_000)).map((w) => w.start)).toEqual([70_000]);
    });

    it('keeps waiting marks with the window they are in, and clears one', async () => {
      const s = open();
      const dependency = unique('dep');
      await s.budgets.markWaiting(dependency, 10_000, 'acct_a', 12_000, 100);
      await s.budgets.add(dependency, 10_000, 'acct_b', 2, null);
      await s.budgets.markWaiting(dependency, 10_000, 'acct_c', 14_000, 5);
      expect(await s.budgets.windows(dependency, 0)).toEqual([
        {
          start: 10_000,
          total: 2,
          used: { acct_b: 2 },
          waiting: { acct_a: { until: 12_000, need: 100 }, acct_c: { until: 14_000, need: 5 } },
        },
      ]);
      await s.budgets.clearWaiting(dependency, 10_000, 'acct_a');
      await s.budgets.clearWaiting(dependency, 20_000, 'acct_a');
      expect((await s.budgets.windows(dependency, 0))[0]?.waiting).toEqual({
        acct_c: { until: 14_000, need: 5 },
      });
    });

    it('grants exactly what the minute holds to 30 concurrent takers', async () => {
      const s = open();
      const dependency = unique('dep');
      const now = () => 1_000_000;
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          takeBudget(s.budgets, now, { perMinute: 10 }, dependency, `acct_${i % 3}`, 1, noJitter),
        ),
      );
      expect(results.filter((r) => r.granted)).toHaveLength(10);
      const windows = await s.budgets.windows(dependency, 0);
      expect(windows.reduce((sum, w) => sum + w.total, 0)).toBe(10);
    });

    it('grants every one of 64 concurrent callers on one dependency when the minute holds them all', async () => {
      const s = open();
      const dependency = unique('dep');
      const now = () => 2_000_000;
      const results = await Promise.all(
        Array.from({ length: 64 }, (_, i) =>
          takeBudget(s.budgets, now, { perMinute: 640 }, dependency, `acct_${i % 8}`, 10),
        ),
      );
      expect(results.filter((r) => !r.granted)).toEqual([]);
      const [window] = await s.budgets.windows(dependency, 0);
      expect(window?.total).toBe(640);
      expect(Object.values(window?.used ?? {})).toEqual(Array(8).fill(80));
    });

    it('grants 64 concurrent callers what the minute holds, and tells the rest when it frees', async () => {
      const s = open();
      const dependency = unique('dep');
      // 2,000,000 is a window boundary: the minute of its window ends 65 s later.
      const now = () => 2_000_000;
      const results = await Promise.all(
        Array.from({ length: 64 }, (_, i) =>
          takeBudget(s.budgets, now, { perMinute: 32 }, dependency, `acct_${i % 4}`, 1, noJitter),
        ),
      );
      expect(results.filter((r) => r.granted)).toHaveLength(32);
      expect(results.filter((r) => !r.granted)).toEqual(Array(32).fill({ granted: false, waitMs: 65_000 }));
    });
  });

  describe(`${name}: job costs`, () => {
    it('adds every recording to the job, concurrent ones too, and sums an account over its jobs', async () => {
      const s = open();
      const accountId = await account(s, 5);
      const [one, two] = [jobFor(accountId), jobFor(accountId)];
      await s.jobs.submit(one, null, NOW);
      await s.jobs.submit(two, null, NOW);
      expect(await s.costs.read(one.job_id)).toEqual({ account_id: accountId, units: {} });
      await Promise.all(
        Array.from({ length: 10 }, () =>
          s.costs.record(one.job_id, { 'provider/pdl:roster_records': 2, 'llm/m:input_tokens': 5 }),
        ),
      );
      await s.costs.record(two.job_id, { 'provider/pdl:roster_records': 1, 'verifier/zb:lookups': 0 });
      expect((await s.costs.read(one.job_id))?.units).toEqual({
        'provider/pdl:roster_records': 20,
        'llm/m:input_tokens': 50,
      });
      expect(await s.costs.totals(accountId)).toEqual({
        jobs: 2,
        units: { 'provider/pdl:roster_records': 21, 'llm/m:input_tokens': 50 },
      });
      expect(await s.costs.read(unique('job'))).toBeNull();
      // The job as the API reads it is untouched by its cost record.
      expect(await s.jobs.get(one.job_id)).toMatchObject({ status: 'processing', credits_charged: 0 });
    });
  });

  describe(`${name}: results and work objects`, () => {
    it('writes a result once and never changes it', async () => {
      const s = open();
      const key = `results/${unique('job')}.json`;
      expect(await s.results.putOnce(key, { v: 1 })).toBe('written');
      expect(await s.results.putOnce(key, { v: 2 })).toBe('exists');
      expect(await s.results.get(key)).toEqual({ v: 1 });
      // An object no done job points at can be removed (a result a cancel beat); removing none is harmless.
      await s.results.delete(key);
      expect(await s.results.get(key)).toBeNull();
      await s.results.delete(key);
      expect(await s.results.get(`results/${unique('job')}.json`)).toBeNull();
    });

    it('overwrites work objects and tells whether one exists', async () => {
      const s = open();
      const key = `work/${unique('job')}/company.json`;
      expect(await s.work.exists(key)).toBe(false);
      await s.work.put(key, { n: 1 });
      await s.work.put(key, { n: 2 });
      expect(await s.work.exists(key)).toBe(true);
      expect(await s.work.get(key)).toEqual({ n: 2 });
    });
  });
}
