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
  /** Jobs looked at per run, oldest first; the processing jobs are bounded by the plans' concurrency. */
  maxJobs: number;
}

export interface SweepDeps extends ReconcileDeps {
  index: ProcessingJobIndex;
  executions: PipelineExecutions;
  settings: SweepSettings;
}

export interface SweepReport {
  /** Processing jobs found in the index (at most `maxJobs`). */
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
 * The scheduled safety net behind the event-driven reconciler (EventBridge delivers Step Functions
 * events on a best-effort basis, and a Lambda invocation can fail): every processing job old enough to
 * be judged is compared with its execution. No execution at all means the submission that created the
 * job died before starting it; its client never got a 202 for it (the API answers only after the
 * start), so the job ends `failed`, free, rather than being started behind the client's back.
 */
export async function sweepProcessingJobs(deps: SweepDeps): Promise<SweepReport> {
  const now = deps.clock.now().getTime();
  const jobs = await deps.index.oldestProcessing(deps.settings.maxJobs);
  const report: SweepReport = {
    processing: jobs.length,
    checked: 0,
    running: 0,
    neverStarted: 0,
    repaired: 0,
    oldestProcessingSeconds: 0,
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
  for (const job of jobs) {
    const age = ageOf(job.created_at);
    if (age < deps.settings.graceSeconds) {
      stillProcessing(job, age);
      continue;
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
      continue;
    }
    if (STILL_RUNNING.has(status)) {
      report.running += 1;
      stillProcessing(job, age);
      continue;
    }
    if ((await reconcileExecution(deps, { jobId: job.job_id, status })) === 'failed') report.repaired += 1;
  }
  return report;
}
