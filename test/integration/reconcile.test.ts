import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoIds, systemClock } from '../../functions/adapters/ids.js';
import { HISTORY_EVENT_LIMIT } from '../../functions/adapters/sfn/history.js';
import { createAccount } from '../../functions/core/admin.js';
import { hashApiKey, keyIdOf } from '../../functions/core/api-keys.js';
import { submitJob } from '../../functions/core/jobs.js';
import { ExecutionStatus, type JobOwner } from '../../functions/core/ports.js';
import { NEVER_STARTED_MESSAGE } from '../../functions/core/reconcile.js';
import type { StagePlaceholder } from '../../functions/stages/registry.js';
import { inProcessInvoker, type LocalExecutionEnd, type StageInvoker } from '../../local/runner.js';
import { startTwinStack, type TwinStack } from '../../local/stack.js';
import { audit, figures, pollJob, type Subject, submit } from './audit.js';

/**
 * No job outlives its execution: each way an execution can end without finishing its job is injected
 * on a stack of this file's own, and the job must end in a terminal status with its account's books
 * intact (the reliability audit, test/integration/audit.ts). What the reconciler does is in
 * docs/pipeline.md ("The reconciler"); the scenarios are in docs/reliability.md.
 */

/** A stage fault for the jobs of one account: answer instead of the stage, or null to run it. */
type Fault = (placeholder: StagePlaceholder, input: any) => Promise<unknown> | null;

const faults = new Map<string, Fault>();
const ends: LocalExecutionEnd[] = [];
/** Accounts whose jobs run under a history limit of HISTORY_LIMIT events instead of AWS's 25,000. */
const lowHistoryLimit = new Set<string>();
/** Far below any whole job (a small company's takes about a hundred events), well above a few states. */
const HISTORY_LIMIT = 40;

let stack: TwinStack;
let own: TwinStack['stores'];

beforeAll(async () => {
  // The stack's own stage services, once it is up.
  const inProcess = inProcessInvoker(() => stack.pipelineServices());
  const invoke: StageInvoker = async (placeholder, input) => {
    const value = input as { job_id?: string; state?: { job_id?: string } };
    const job = await own.jobs.get(value.job_id ?? value.state?.job_id ?? '');
    const answer = job ? faults.get(job.account_id)?.(placeholder, input) : null;
    return answer ?? inProcess(placeholder, input);
  };
  stack = await startTwinStack({
    accounts: [],
    env: {
      CTP_JUDGE: 'offline',
      CTP_NETWORK_PROVIDER: 'embedded',
      CTP_EMAIL_VERIFIER: 'embedded',
      CTP_RETRY_BASE_MS: '100',
      CTP_RETRY_MAX_MS: '400',
      CTP_RETRY_MAX_ATTEMPTS: '4',
      CTP_BATCH_SIZE: '5',
    },
    pipeline: {
      invoke,
      historyLimit: async (jobId) => {
        const job = await own.jobs.get(jobId);
        return job && lowHistoryLimit.has(job.account_id) ? HISTORY_LIMIT : HISTORY_EVENT_LIMIT;
      },
      // fail_job retries up to ten times over minutes in AWS; here in a moment.
      retryIntervalOverrides: { fail_job: 1 },
      onEnd: (end) => ends.push(end),
    },
    sweep: { intervalMs: 250, graceSeconds: 2 },
  });
  own = stack.stores;
  // Held at the gate for the whole file: its jobs stay processing until a test stops or cancels them.
  stack.gate.hold('glacier-freight');
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  console.log(
    `[reconcile] jobs run: ${figures.jobs} (done ${figures.done}, cancelled ${figures.cancelled}, ` +
      `failed ${figures.failed}), jobs lost: ${figures.lost}, double charges: ${figures.doubleCharges}`,
  );
  expect(figures.jobs).toBeGreaterThan(0);
  expect(figures.lost).toBe(0);
  expect(figures.doubleCharges).toBe(0);
});

async function subject(options: { credits?: number; fault?: Fault; tier?: 'starter' | 'premium' } = {}) {
  const { account, apiKey } = await createAccount(
    { ...own, clock: systemClock, ids: cryptoIds },
    { tier: options.tier ?? 'starter', credits: options.credits ?? 2 },
  );
  if (options.fault) faults.set(account.account_id, options.fault);
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${stack.baseUrl}${path}`, {
      method,
      headers: { 'x-api-key': apiKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  };
  const result: Subject & { owner: JobOwner } = {
    api: { get: (path) => send('GET', path), post: (path, body) => send('POST', path, body) },
    accountId: account.account_id,
    owner: { account_id: account.account_id, key_id: keyIdOf({ key_hash: hashApiKey(apiKey) }) },
    openingCredits: options.credits ?? 2,
    ledger: () => own.accounts.recentLedger(account.account_id, 1000),
  };
  return result;
}

/** The execution's end as the local runner reported it (what EventBridge would have carried). */
async function endOf(jobId: string): Promise<LocalExecutionEnd> {
  await expect.poll(() => ends.some((end) => end.jobId === jobId), { timeout: 30_000 }).toBe(true);
  return ends.find((end) => end.jobId === jobId) as LocalExecutionEnd;
}

/** Runs one job to its end and audits its account; returns the job as the API shows it. */
async function runToEnd(who: Subject, input: string) {
  const jobId = await submit(who.api, input);
  const { job } = await pollJob(who.api, jobId, 45_000, 100);
  await audit(who, [job]);
  return { jobId, job };
}

describe('an execution that ends without finishing its job', () => {
  it('a stage that answers nothing fails the execution like Lambda’s null, and the job ends failed, free', async () => {
    // Prepare: scan_team settles with undefined, as a handler whose event loop emptied does in Lambda.
    const who = await subject({
      fault: (placeholder) => (placeholder === 'ScanTeamFunctionArn' ? Promise.resolve(undefined) : null),
    });

    // Act
    const { jobId, job } = await runToEnd(who, 'acme-robotics');

    // Assess: the Choice after the stage failed on $.next (States.Runtime), and the reconciler ended the job.
    const end = await endOf(jobId);
    expect(end).toMatchObject({ status: ExecutionStatus.failed, error: 'States.Runtime' });
    // (The fault stands in for the whole stage, so the job still shows the stage before it.)
    expect(job).toMatchObject({ status: 'failed', credits_charged: 0, stage: 'match_company' });
    expect(job.message).toMatch(/failed unexpectedly in match_company.*Nothing was charged/);
  });

  it('fail_job failing every retry fails the execution, and the reconciler still ends the job', async () => {
    // Prepare: match_company crashes (an unexpected error: fail_job), and fail_job itself keeps failing.
    const who = await subject({
      fault: (placeholder) => {
        if (placeholder === 'MatchCompanyFunctionArn') return Promise.reject(new Error('Unexpected crash'));
        if (placeholder === 'FailJobFunctionArn') {
          return Promise.reject(
            Object.assign(new Error('Rate exceeded'), { name: 'Lambda.TooManyRequestsException' }),
          );
        }
        return null;
      },
    });

    // Act
    const { jobId, job } = await runToEnd(who, 'acme-robotics');

    // Assess
    expect(await endOf(jobId)).toMatchObject({
      status: ExecutionStatus.failed,
      error: 'Lambda.TooManyRequestsException',
    });
    expect(job).toMatchObject({ status: 'failed', credits_charged: 0 });
    expect(job.message).toMatch(/failed unexpectedly.*Nothing was charged/);
  });

  it('a runtime path error (a state without the field a later state reads) ends the job failed', async () => {
    // Prepare: scan_team answers a state without `pending`, which the enrichment Map's ItemsPath reads.
    const who = await subject({
      fault: (placeholder, input) => {
        if (placeholder !== 'ScanTeamFunctionArn') return null;
        return inProcessInvoker(stack.pipelineServices)(placeholder, input).then((state) => {
          const { pending: _pending, ...rest } = state as Record<string, unknown>;
          return rest;
        });
      },
    });

    // Act
    const { jobId, job } = await runToEnd(who, 'acme-robotics');

    // Assess
    expect(await endOf(jobId)).toMatchObject({ status: ExecutionStatus.failed, error: 'States.Runtime' });
    expect(job).toMatchObject({ status: 'failed', credits_charged: 0 });
  });

  it('an execution that reaches the history limit fails like AWS’s, and its job ends failed', async () => {
    // Prepare: this account's executions may write only HISTORY_LIMIT events.
    const who = await subject();
    lowHistoryLimit.add(who.accountId);

    // Act
    const { jobId, job } = await runToEnd(who, 'acme-robotics');

    // Assess
    const end = await endOf(jobId);
    expect(end).toMatchObject({ status: ExecutionStatus.failed, error: 'States.Runtime' });
    expect(end.cause).toMatch(/maximum number of history events \(40\)/);
    expect(end.historyEvents).toBeGreaterThanOrEqual(HISTORY_LIMIT);
    expect(job).toMatchObject({ status: 'failed', credits_charged: 0 });
  }, 60_000);

  it('a job under AWS’s own limit ends done, and reports what its history would hold', async () => {
    const who = await subject();
    const { jobId, job } = await runToEnd(who, 'nordlicht-design');
    const end = await endOf(jobId);
    expect(end.status).toBe(ExecutionStatus.succeeded);
    expect(end.historyEvents).toBeGreaterThan(HISTORY_LIMIT);
    expect(end.historyEvents).toBeLessThan(HISTORY_EVENT_LIMIT);
    expect(job).toMatchObject({ status: 'done', credits_charged: 1 });
  }, 60_000);

  it('an execution stopped by an operator (ABORTED, not a cancel) ends its job failed', async () => {
    // Prepare: glacier-freight is held at the gate, so the execution is still running when stopped.
    const who = await subject();
    const jobId = await submit(who.api, 'glacier-freight');

    // Act: StopExecution without a cancel, as an operator in the console would.
    await stack.services.pipeline.stop(jobId);

    // Assess
    const { job } = await pollJob(who.api, jobId, 30_000, 100);
    expect(await endOf(jobId)).toMatchObject({ status: ExecutionStatus.aborted });
    expect(job).toMatchObject({ status: 'failed', credits_charged: 0 });
    await audit(who, [job]);
  });

  it('a cancel also aborts the execution, and the job stays cancelled', async () => {
    const who = await subject();
    const jobId = await submit(who.api, 'glacier-freight');

    const cancel = await who.api.post(`/v1/jobs/${jobId}/cancel`);

    expect(cancel.body.status).toBe('cancelled');
    expect(await endOf(jobId)).toMatchObject({ status: ExecutionStatus.aborted });
    // The reconciler saw the ABORTED end and left the job as the cancel left it.
    await expect.poll(async () => (await who.api.get(`/v1/jobs/${jobId}`)).body.status).toBe('cancelled');
    await audit(who, [(await who.api.get(`/v1/jobs/${jobId}`)).body]);
  });

  it('a submission that died between its transaction and StartExecution: the sweep ends the job failed, free', async () => {
    // Prepare: the submission's StartExecution never returns, as when the API function times out or
    // crashes right after committing the job, its hold and its slot.
    const who = await subject();
    const deps = stack.services;
    const hung = submitJob(
      {
        ...deps,
        pipeline: { start: () => new Promise(() => {}), stop: async () => {} },
        networkHost: deps.config.CTP_NETWORK_HOST,
        allowLoopbackCallbacks: true,
        idempotencyTtlHours: 24,
      },
      who.owner,
      { input: 'acme-robotics', operation: 'target_people', persona: 'owners-founders' },
      undefined,
    );
    let jobId = '';
    await expect
      .poll(async () => {
        const { body } = await who.api.get('/v1/jobs');
        jobId = body.jobs[0]?.job_id ?? '';
        return body.jobs[0]?.status;
      })
      .toBe('processing');
    expect((await who.api.get('/v1/account')).body).toMatchObject({ jobs_in_flight: 1, credits_on_hold: 1 });

    // Act: nothing; the sweep runs on its timer.
    const { job } = await pollJob(who.api, jobId, 30_000, 100);

    // Assess
    expect(job).toMatchObject({ status: 'failed', credits_charged: 0, message: NEVER_STARTED_MESSAGE });
    expect(ends.some((end) => end.jobId === jobId)).toBe(false);
    await audit(who, [job]);
    void hung;
  });
});
