import { describe, expect, it } from 'vitest';
import { HistoryCounter } from '../../functions/adapters/sfn/history.js';
import type { Job } from '../../functions/core/model.js';
import { ExecutionStatus, type ProcessingJob } from '../../functions/core/ports.js';
import {
  NEVER_STARTED_MESSAGE,
  reconcileExecution,
  type SweepDeps,
  sweepProcessingJobs,
} from '../../functions/core/reconcile.js';
import { executionEndOf } from '../../functions/events/execution-ended.js';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

/** A job store that keeps only what the reconciler touches: status, stage, message, and each ending. */
function fakeJobs(
  jobs: Record<string, { status: Job['status']; stage?: Job['stage']; created_at?: string }>,
) {
  const endings: { jobId: string; status: string; message: string | null }[] = [];
  const store = {
    async get(jobId: string) {
      const job = jobs[jobId];
      return job ? ({ job_id: jobId, stage: null, ...job } as unknown as Job) : null;
    },
    async finishUncharged(
      jobId: string,
      status: Exclude<Job['status'], 'processing' | 'done'>,
      message: string | null,
    ) {
      const job = jobs[jobId];
      if (job?.status !== 'processing') return false;
      job.status = status;
      endings.push({ jobId, status, message });
      return true;
    },
  };
  return { store, endings };
}

function sweepDeps(
  jobs: Record<
    string,
    { status: Job['status']; created_at: string; last_progress_at?: string; next_retry_at?: string }
  >,
  executions: Record<string, ExecutionStatus>,
): { deps: SweepDeps; endings: { jobId: string; status: string; message: string | null }[] } {
  const { store, endings } = fakeJobs(jobs);
  const processing: ProcessingJob[] = Object.entries(jobs)
    .filter(([, job]) => job.status === 'processing')
    .map(([job_id, job]) => ({
      job_id,
      created_at: job.created_at,
      last_progress_at: job.last_progress_at ?? null,
      next_retry_at: job.next_retry_at ?? null,
    }))
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  return {
    endings,
    deps: {
      jobs: store,
      clock: { now: () => NOW },
      log: () => {},
      index: {
        processingPage: async (limit, cursor) => {
          const from = cursor === null ? 0 : Number(cursor);
          const next = from + limit < processing.length ? String(from + limit) : null;
          return { jobs: processing.slice(from, from + limit), next };
        },
      },
      executions: { status: async (jobId) => executions[jobId] ?? null },
      settings: { graceSeconds: 300, pageSize: 100 },
    },
  };
}

describe('reconcileExecution', () => {
  it.each([
    ExecutionStatus.failed,
    ExecutionStatus.timedOut,
    ExecutionStatus.aborted,
    ExecutionStatus.succeeded,
  ])('ends a still-processing job failed when its execution ended %s', async (status) => {
    const { store, endings } = fakeJobs({ j1: { status: 'processing', stage: 'scan_team' } });
    const outcome = await reconcileExecution(
      { jobs: store, clock: { now: () => NOW }, log: () => {} },
      { jobId: 'j1', status, error: 'States.Runtime' },
    );
    expect(outcome).toBe('failed');
    expect(endings).toEqual([
      {
        jobId: 'j1',
        status: 'failed',
        message: 'The job failed unexpectedly in scan_team. Nothing was charged; submit it again.',
      },
    ]);
  });

  it('leaves a cancelled job cancelled (its execution ends ABORTED after the cancel), and a running execution alone', async () => {
    const { store, endings } = fakeJobs({ c: { status: 'cancelled' }, r: { status: 'processing' } });
    const deps = { jobs: store, clock: { now: () => NOW }, log: () => {} };
    expect(await reconcileExecution(deps, { jobId: 'c', status: ExecutionStatus.aborted })).toBe('unchanged');
    expect(await reconcileExecution(deps, { jobId: 'r', status: ExecutionStatus.running })).toBe('unchanged');
    expect(await reconcileExecution(deps, { jobId: 'missing', status: ExecutionStatus.failed })).toBe(
      'unchanged',
    );
    expect(endings).toEqual([]);
  });

  it('is idempotent: the same event twice ends the job once', async () => {
    const { store, endings } = fakeJobs({ j: { status: 'processing' } });
    const deps = { jobs: store, clock: { now: () => NOW }, log: () => {} };
    const event = { jobId: 'j', status: ExecutionStatus.failed };
    expect(await reconcileExecution(deps, event)).toBe('failed');
    expect(await reconcileExecution(deps, event)).toBe('unchanged');
    expect(endings).toHaveLength(1);
  });
});

describe('sweepProcessingJobs', () => {
  it('fails jobs never started, repairs jobs whose execution ended, and leaves running and young jobs', async () => {
    const { deps, endings } = sweepDeps(
      {
        lost: { status: 'processing', created_at: ago(3600) },
        broken: { status: 'processing', created_at: ago(1800) },
        running: { status: 'processing', created_at: ago(900) },
        young: { status: 'processing', created_at: ago(10) },
        done: { status: 'done', created_at: ago(7200) },
      },
      { broken: ExecutionStatus.failed, running: ExecutionStatus.running, done: ExecutionStatus.succeeded },
    );

    const report = await sweepProcessingJobs(deps);

    expect(report).toEqual({
      processing: 4,
      due: 3,
      checked: 3,
      deferred: 0,
      running: 1,
      neverStarted: 1,
      repaired: 1,
      // The running job is the oldest left processing, and (no progress written) the longest without any.
      oldestProcessingSeconds: 900,
      longestNoProgressSeconds: 900,
      errors: 0,
      stoppedEarly: false,
    });
    expect(endings).toHaveLength(2);
    expect(endings).toEqual(
      expect.arrayContaining([
        { jobId: 'lost', status: 'failed', message: NEVER_STARTED_MESSAGE },
        { jobId: 'broken', status: 'failed', message: expect.stringMatching(/failed unexpectedly/) },
      ]),
    );
  });

  it('does not judge a job younger than the grace period, even without an execution (its start may be under way)', async () => {
    const { deps, endings } = sweepDeps({ starting: { status: 'processing', created_at: ago(299) } }, {});
    const report = await sweepProcessingJobs(deps);
    expect(endings).toEqual([]);
    expect(report).toMatchObject({ processing: 1, checked: 0, oldestProcessingSeconds: 299 });
  });

  it('reports an oldest age of 0 when nothing is processing, so the alarm’s metric always has a value', async () => {
    const { deps } = sweepDeps({}, {});
    expect(await sweepProcessingJobs(deps)).toMatchObject({
      oldestProcessingSeconds: 0,
      longestNoProgressSeconds: 0,
    });
  });

  it('measures no progress from the last progress, not from the age: a 14-hour job moving now is not stuck', async () => {
    const { deps } = sweepDeps(
      {
        long: { status: 'processing', created_at: ago(14 * 3600), last_progress_at: ago(120) },
        stalled: { status: 'processing', created_at: ago(3 * 3600), last_progress_at: ago(2 * 3600) },
      },
      { long: ExecutionStatus.running, stalled: ExecutionStatus.running },
    );
    expect(await sweepProcessingJobs(deps)).toMatchObject({
      oldestProcessingSeconds: 14 * 3600,
      longestNoProgressSeconds: 2 * 3600,
    });
  });

  it('counts a job waiting out a promised retry as making progress until the retry is due', async () => {
    const waiting = {
      status: 'processing' as const,
      created_at: ago(6 * 3600),
      last_progress_at: ago(5 * 3600),
    };
    const { deps } = sweepDeps(
      {
        // A 24-hour Retry-After, 5 hours in.
        waiting: { ...waiting, next_retry_at: new Date(NOW.getTime() + 19 * 3600 * 1000).toISOString() },
        // Due 30 minutes ago and not run since.
        overdue: { ...waiting, next_retry_at: ago(1800) },
      },
      { waiting: ExecutionStatus.running, overdue: ExecutionStatus.running },
    );
    expect((await sweepProcessingJobs(deps)).longestNoProgressSeconds).toBe(1800);
  });
});

describe('HistoryCounter', () => {
  const task = (name: string) => ({ name, type: 'Task' });

  it('counts a Lambda task as AWS writes it: entered, scheduled, started, succeeded, exited', () => {
    const counter = new HistoryCounter();
    counter.add({ type: 'ExecutionStarted' });
    counter.add({ type: 'StateEntered', state: task('a') });
    counter.add({ type: 'StateExited', state: task('a') });
    counter.add({ type: 'StateEntered', state: { name: 'r', type: 'Choice' } });
    counter.add({ type: 'StateExited', state: { name: 'r', type: 'Choice' } });
    counter.add({ type: 'ExecutionSucceeded' });
    expect(counter.events).toBe(1 + 5 + 2 + 1);
  });

  it('counts a retried attempt (failed, scheduled, started) and a caught failure (failed, exited)', () => {
    const counter = new HistoryCounter();
    counter.add({ type: 'StateEntered', state: task('a') }); // 3
    counter.add({ type: 'StateFailed', state: task('a') }); // 1
    counter.add({ type: 'StateRetried', state: task('a') }); // 2
    counter.add({ type: 'StateFailed', state: task('a') }); // 1
    counter.add({ type: 'StateCaught', state: task('a') }); // 0
    counter.add({ type: 'StateExited', state: task('a') }); // 1: TaskStateExited only
    expect(counter.events).toBe(8);
  });

  it('counts a Map with its iterations, keeping iterations apart', () => {
    const counter = new HistoryCounter();
    const map = { name: 'm', type: 'Map' };
    counter.add({ type: 'StateEntered', state: map }); // 2
    for (const index of [0, 1]) {
      counter.add({ type: 'MapIterationStarted', index }); // 1
      counter.add({ type: 'StateEntered', state: task('t'), index }); // 3
    }
    counter.add({ type: 'StateFailed', state: task('t'), index: 0 }); // 1
    counter.add({ type: 'StateCaught', state: task('t'), index: 0 }); // 0
    counter.add({ type: 'StateExited', state: task('t'), index: 1 }); // 2: iteration 1 succeeded
    counter.add({ type: 'StateExited', state: task('t'), index: 0 }); // 1: iteration 0 was caught
    counter.add({ type: 'MapIterationSucceeded', index: 0 }); // 1
    counter.add({ type: 'MapIterationSucceeded', index: 1 }); // 1
    counter.add({ type: 'StateExited', state: map }); // 2
    expect(counter.events).toBe(2 + 2 * 4 + 1 + 2 + 1 + 2 + 2);
  });
});

describe('the reconciler’s EventBridge event', () => {
  const machine = 'arn:aws:states:us-east-1:012345678912:stateMachine:CompanyTargetPeople-dev-pipeline';
  // The shape of the Step Functions Developer Guide's example events ("EventBridge (CloudWatch Events)
  // for Step Functions execution status changes"), for an execution named after its job.
  const event = (detail: Record<string, unknown>) => ({
    version: '0',
    id: '315c1398-40ff-a850-213b-158f73e60175',
    'detail-type': 'Step Functions Execution Status Change',
    source: 'aws.states',
    account: '012345678912',
    time: '2026-11-23T19:42:21Z',
    region: 'us-east-1',
    resources: [`${machine.replace(':stateMachine:', ':execution:')}:job_1`],
    detail: {
      executionArn: `${machine.replace(':stateMachine:', ':execution:')}:job_1`,
      stateMachineArn: machine,
      name: 'job_1',
      startDate: 1_763_926_941_000,
      stopDate: 1_763_926_999_000,
      input: '{"job_id":"job_1","attempt":0}',
      inputDetails: { included: true },
      output: null,
      outputDetails: null,
      ...detail,
    },
  });

  it('reads the job, the status and the failure from a FAILED event', () => {
    expect(
      executionEndOf(
        event({ status: 'FAILED', error: 'States.Runtime', cause: 'Invalid path $.next' }),
        machine,
      ),
    ).toEqual({ jobId: 'job_1', status: 'FAILED', error: 'States.Runtime', cause: 'Invalid path $.next' });
    expect(executionEndOf(event({ status: 'ABORTED' }), machine)).toEqual({
      jobId: 'job_1',
      status: 'ABORTED',
      error: null,
      cause: null,
    });
  });

  it('ignores another state machine’s events and anything that is not such an event', () => {
    expect(executionEndOf(event({ status: 'FAILED' }), `${machine}-other`)).toBeNull();
    expect(executionEndOf({ 'detail-type': 'Scheduled Event', detail: {} }, machine)).toBeNull();
    expect(executionEndOf(event({ status: 'EXPLODED' }), machine)).toBeNull();
  });
});
