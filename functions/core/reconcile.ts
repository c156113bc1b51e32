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
   * transaction and StartExecution. Well above the API function's timeout. A job is judged only once it
   * has also made no progress for this long (a job that moves has a live execution).
   */
  graceSeconds: number;
  /** Jobs read from the index per query; a run reads every processing job (cheap: a small projection). */
  pageSize: number;
  /**
   * How long a run may take up new checks (ms): the rest wait for a later run, and the run still ends in
   * time to report (a function timeout would publish no metric at all).
   */
  budgetMs?: number;
  /**
   * At most this many executions asked about (DescribeExecution) per run: the expensive, throttled part.
   * Which jobs a run takes up rotates from run to run (`checkOrder`), so every job due a check is reached
   * within a few runs however many there are; no job is left behind for good. Unbounded when absent.
   */
  checksPerRun?: number;
  /** How often the sweep runs (seconds): numbers the runs for the rotation. 300 when absent. */
  periodSeconds?: number;
}

export interface SweepDeps extends ReconcileDeps {
  index: ProcessingJobIndex;
  executions: PipelineExecutions;
  settings: SweepSettings;
}

export interface SweepReport {
  /** Processing jobs found in the index. */
  processing: number;
  /** Of those, old enough and without progress for long enough to be judged: due a check. */
  due: number;
  /** Of those, judged by this run (their execution asked about). */
  checked: number;
  /** Due a check and left to a later run: the run's check budget (or time budget) was spent. */
  deferred: number;
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
  /** The run used up its time budget before its last check. */
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

/** Every processing job, read from the index page by page (each job once). */
async function readProcessing(deps: SweepDeps): Promise<ProcessingJob[]> {
  const jobs: ProcessingJob[] = [];
  let cursor: string | null = null;
  do {
    const page = await deps.index.processingPage(deps.settings.pageSize, cursor);
    for (const job of page.jobs) jobs.push(job);
    cursor = page.next;
  } while (cursor !== null);
  return jobs;
}

/** A job id's place on the rotation's circle: 32 bits, evenly spread (FNV-1a, then murmur3's finaliser). */
export function circlePosition(jobId: string): number {
  let h = 2166136261;
  for (let i = 0; i < jobId.length; i += 1) h = Math.imul(h ^ jobId.charCodeAt(i), 16777619);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** 1/φ: consecutive multiples of it spread over [0, 1) as evenly as any sequence can (three-gap theorem). */
const GOLDEN = (Math.sqrt(5) - 1) / 2;

/**
 * The order in which run number `run` takes up the jobs due a check: around the circle of job ids
 * (`circlePosition`), from a starting point that moves by 1/φ of the circle each run. A run that can
 * check only some of them checks an arc; the arcs of consecutive runs fall evenly around the circle,
 * so every due job is reached within about φ·due/checksPerRun runs (test/unit/sweep-resilience.test.ts
 * measures it), with nothing stored between runs, and a job found running does not keep the others out.
 */
export function checkOrder<T extends { job_id: string }>(jobs: T[], run: number): T[] {
  const start = Math.floor(((run * GOLDEN) % 1) * 2 ** 32);
  const offset = (job: T) => (circlePosition(job.job_id) - start + 2 ** 32) % 2 ** 32;
  return jobs
    .map((job) => ({ job, at: offset(job) }))
    .sort((a, b) => a.at - b.at || a.job.job_id.localeCompare(b.job.job_id))
    .map(({ job }) => job);
}

/**
 * The scheduled safety net behind the event-driven reconciler (EventBridge delivers Step Functions
 * events on a best-effort basis, and a Lambda invocation can fail). Every run reads every processing
 * job from the index (a small projection, a page at a time), so its metrics cover them all; it then
 * asks Step Functions about those due a check (old enough, and no progress for the grace period), at
 * most `checksPerRun` of them, in an order that rotates from run to run. No execution at all means the
 * submission that created the job died before starting it; its client never got a 202 for it (the API
 * answers only after the start), so the job ends `failed`, free, rather than being started behind the
 * client's back. Arithmetic at 100,000 processing jobs: docs/reliability.md, "The sweep at scale".
 */
export async function sweepProcessingJobs(deps: SweepDeps): Promise<SweepReport> {
  const now = deps.clock.now().getTime();
  const report: SweepReport = {
    processing: 0,
    due: 0,
    checked: 0,
    deferred: 0,
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
  const grace = deps.settings.graceSeconds;
  const sweepOne = async (job: ProcessingJob) => {
    const age = ageOf(job.created_at);
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

  const due: ProcessingJob[] = [];
  for (const job of await readProcessing(deps)) {
    report.processing += 1;
    const age = ageOf(job.created_at);
    // A job that moved within the grace period has a live execution: no need to ask.
    if (age < grace || secondsWithoutProgress(job, now) < grace) stillProcessing(job, age);
    else due.push(job);
  }
  report.due = due.length;
  const run = Math.floor(now / ((deps.settings.periodSeconds ?? 300) * 1000));
  const checks = deps.settings.checksPerRun ?? Number.POSITIVE_INFINITY;
  const outOfTime = () =>
    deps.settings.budgetMs !== undefined && deps.clock.now().getTime() - now >= deps.settings.budgetMs;
  const ordered = checkOrder(due, run);
  let taken = 0;
  for (const job of ordered) {
    if (taken >= checks || outOfTime()) {
      report.stoppedEarly = taken < checks;
      // Not checked this time: still processing as far as anyone knows, and the alarm keeps seeing it.
      for (const left of ordered.slice(taken)) stillProcessing(left, ageOf(left.created_at));
      report.deferred = ordered.length - taken;
      deps.log(
        report.stoppedEarly
          ? 'Sweep ran out of its time budget; later runs check the rest'
          : 'Sweep spent its checks for this run; later runs check the rest',
        { budgetMs: deps.settings.budgetMs, checksPerRun: checks, checked: taken, deferred: report.deferred },
      );
      break;
    }
    taken += 1;
    try {
      await sweepOne(job);
    } catch (error) {
      // One job's failure (a throttled DescribeExecution, a conflicting write) is that job's: it is
      // looked at again by a later run, and the jobs after it are swept now.
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
