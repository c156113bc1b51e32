import { JobStatusValue } from './model.js';
import {
  type Clock,
  ExecutionStatus,
  type JobStore,
  type PipelineExecutions,
  type ProcessingJob,
  type ProcessingJobIndex,
} from './ports.js';

/**
 * No job outlives its execution. The state machine ends every job itself (a terminal status, or
 * `fail_job`), but an execution can still end without doing so: a stage answering `null` (the Choice
 * after it fails on `$.next`), `fail_job` failing its own retries, the 25,000-event history limit, a
 * runtime path error, a timeout or a stop by an operator. Those end as FAILED, TIMED_OUT or ABORTED,
 * and this module ends their job `failed`, free, through the job store's one way of ending a job
 * uncharged (hold and slot released in the same transaction). Everything here is idempotent: the store
 * only ends a job that is still processing, so a repeated event, or the event and the sweep racing,
 * changes nothing the second time. Rules and reasons: docs/pipeline.md, "The reconciler".
 */

export interface ReconcileDeps {
  jobs: Pick<JobStore, 'get' | 'finishUncharged'>;
  clock: Clock;
  /** Where each repair is reported: an execution that broke is a defect to look at, even once repaired. */
  log: (message: string, details: Record<string, unknown>) => void;
}

export interface ExecutionEnd {
  /** Executions are named after their job. */
  jobId: string;
  status: ExecutionStatus;
  /** What Step Functions says of a failure, when it says anything (kept for the log, never shown). */
  error?: string | null;
  cause?: string | null;
}

export type ReconcileOutcome = 'failed' | 'unchanged';

const STILL_RUNNING: ReadonlySet<ExecutionStatus> = new Set([
  ExecutionStatus.running,
  ExecutionStatus.pendingRedrive,
]);

export const unexpectedFailureMessage = (stage: string | null) =>
  `The job failed unexpectedly${stage ? ` in ${stage}` : ''}. Nothing was charged; submit it again.`;

export const NEVER_STARTED_MESSAGE =
  'The pipeline could not be started. Nothing was charged; submit the job again.';

/**
 * An execution ended (any status but RUNNING): if its job is still processing, the execution did not
 * finish it, so it ends `failed`. A cancelled job's execution ends ABORTED after the job already ended
 * `cancelled`, and is left alone like every other job that is no longer processing. A SUCCEEDED
 * execution should never leave its job processing; the sweep repairs that too.
 */
export async function reconcileExecution(deps: ReconcileDeps, end: ExecutionEnd): Promise<ReconcileOutcome> {
  if (STILL_RUNNING.has(end.status)) return 'unchanged';
  const job = await deps.jobs.get(end.jobId);
  if (job?.status !== JobStatusValue.processing) return 'unchanged';
  const ended = await deps.jobs.finishUncharged(
    end.jobId,
    JobStatusValue.failed,
    unexpectedFailureMessage(job.stage),
    deps.clock.now().toISOString(),
  );
  if (!ended) return 'unchanged';
  deps.log('Reconciler ended a job whose execution ended without finishing it', {
    jobId: end.jobId,
    stage: job.stage,
    executionStatus: end.status,
    error: end.error ?? null,
    cause: end.cause ?? null,
  });
  return 'failed';
}

export interface SweepSettings {
  /**
   * Jobs younger than this are not judged: the submission that created one may still be between its
   * transaction and StartExecution. Well above the API function's timeout.
   */
  graceSeconds: number;
  /** Jobs read from the index per query, oldest first; the sweep pages through all of them. */
  pageSize: number;
  /**
   * How long a run may take up new jobs (ms): the rest, the youngest, wait for the next run, and the
   * run still ends in time to report (a function timeout would publish no metric at all).
   */
  budgetMs?: number;
}

export interface SweepDeps extends ReconcileDeps {
  index: ProcessingJobIndex;
  executions: PipelineExecutions;
  settings: SweepSettings;
}

export interface SweepReport {
  /** Processing jobs found in the index. */
  processing: number;
  /** Of those, old enough to be judged. */
  checked: number;
  /** Judged and left alone: their execution is running. */
  running: number;
  /** Ended `failed`: no execution exists (the submission died between its transaction and StartExecution). */
  neverStarted: number;
  /** Ended `failed`: their execution had ended without finishing them (an event the reconciler missed). */
  repaired: number;
  /** Age of the oldest job still processing after the sweep; 0 when there is none. */
  oldestProcessingSeconds: number;
  /** Jobs whose check failed (logged each, and left to the next run): one bad job stops nothing. */
  errors: number;
  /** The run used up its time budget before the last processing job; the next run starts over. */
  stoppedEarly: boolean;
  /**
   * The longest any job still processing has gone without progress: since its last stage entry, delay
   * or progress count, or since the retry it was promised came due, whichever is later (a job waiting
   * out a 24-hour Retry-After is not stuck until then); 0 when there is none. What the alarm watches.
   */
  longestNoProgressSeconds: number;
}

/** How long a processing job has made no progress, at `now` (ms), in whole seconds. */
export function secondsWithoutProgress(job: ProcessingJob, now: number): number {
  const moments = [job.last_progress_at ?? job.created_at, job.next_retry_at]
    .map((at) => (at ? Date.parse(at) : Number.NaN))
    .filter((ms) => Number.isFinite(ms));
  const since = Math.max(...moments);
  return Number.isFinite(since) ? Math.max(0, Math.floor((now - since) / 1000)) : 0;
}

/**
 * Every processing job, oldest first, a page of `pageSize` at a time: each page starts at the last
 * creation time seen (jobs created in the same millisecond are read again and skipped by id; a page
 * with nothing new, all of one millisecond, is read again twice as long).
 */
async function* processingJobs(deps: SweepDeps): AsyncGenerator<ProcessingJob> {
  let after: string | undefined;
  let atBoundary = new Set<string>();
  let limit = deps.settings.pageSize;
  for (;;) {
    const page = await deps.index.oldestProcessing(limit, after);
    const fresh = page.filter((job) => !(job.created_at === after && atBoundary.has(job.job_id)));
    for (const job of fresh) yield job;
    if (page.length < limit) return;
    limit = fresh.length === 0 ? limit * 2 : deps.settings.pageSize;
    const last = (page[page.length - 1] as ProcessingJob).created_at;
    if (last !== after) atBoundary = new Set();
    after = last;
    for (const job of page) if (job.created_at === after) atBoundary.add(job.job_id);
  }
}

/**
 * The scheduled safety net behind the event-driven reconciler (EventBridge delivers Step Functions
 * events on a best-effort basis, and a Lambda invocation can fail): every processing job old enough to
 * be judged is compared with its execution. No execution at all means the submission that created the
 * job died before starting it; its client never got a 202 for it (the API answers only after the
 * start), so the job ends `failed`, free, rather than being started behind the client's back.
 */
export async function sweepProcessingJobs(deps: SweepDeps): Promise<SweepReport> {
  const now = deps.clock.now().getTime();
  const report: SweepReport = {
    processing: 0,
    checked: 0,
    running: 0,
    neverStarted: 0,
    repaired: 0,
    oldestProcessingSeconds: 0,
    errors: 0,
    stoppedEarly: false,
    longestNoProgressSeconds: 0,
  };
  const stillProcessing = (job: ProcessingJob, age: number) => {
    report.oldestProcessingSeconds = Math.max(report.oldestProcessingSeconds, age);
    report.longestNoProgressSeconds = Math.max(
      report.longestNoProgressSeconds,
      secondsWithoutProgress(job, now),
    );
  };
  const ageOf = (createdAt: string) => Math.max(0, Math.floor((now - Date.parse(createdAt)) / 1000));
  const sweepOne = async (job: ProcessingJob) => {
    const age = ageOf(job.created_at);
    if (age < deps.settings.graceSeconds) {
      stillProcessing(job, age);
      return;
    }
    report.checked += 1;
    const status = await deps.executions.status(job.job_id);
    if (status === null) {
      const ended = await deps.jobs.finishUncharged(
        job.job_id,
        JobStatusValue.failed,
        NEVER_STARTED_MESSAGE,
        deps.clock.now().toISOString(),
      );
      if (ended) {
        report.neverStarted += 1;
        deps.log('Sweep ended a job whose execution was never started', {
          jobId: job.job_id,
          ageSeconds: age,
        });
      }
      return;
    }
    if (STILL_RUNNING.has(status)) {
      report.running += 1;
      stillProcessing(job, age);
      return;
    }
    if ((await reconcileExecution(deps, { jobId: job.job_id, status })) === 'failed') report.repaired += 1;
  };
  const outOfTime = () =>
    deps.settings.budgetMs !== undefined && deps.clock.now().getTime() - now >= deps.settings.budgetMs;
  for await (const job of processingJobs(deps)) {
    if (outOfTime()) {
      report.stoppedEarly = true;
      deps.log('Sweep ran out of its time budget; the next run starts over', {
        budgetMs: deps.settings.budgetMs,
        swept: report.processing,
      });
      break;
    }
    report.processing += 1;
    try {
      await sweepOne(job);
    } catch (error) {
      // One job's failure (a throttled DescribeExecution, a conflicting write) is that job's: it is
      // looked at again on the next run, and the jobs after it are swept now.
      report.errors += 1;
      // Still processing as far as anyone knows: the alarm keeps seeing it.
      stillProcessing(job, ageOf(job.created_at));
      deps.log('Sweep could not check a job; the next run will', {
        jobId: job.job_id,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
    }
  }
  return report;
}
