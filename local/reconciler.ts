import {
  ExecutionStatus,
  type PipelineExecutions,
  type ProcessingJobIndex,
} from '../functions/core/ports.js';
import {
  type ReconcileDeps,
  reconcileExecution,
  type SweepSettings,
  sweepProcessingJobs,
} from '../functions/core/reconcile.js';
import type { Deps } from '../functions/shared/deps.js';
import type { LocalExecutionEnd } from './runner.js';

/**
 * Local mode's reconciler: the same core functions as the Lambda functions in AWS
 * (functions/events/), run on the local runner's execution end (where AWS sends its "Execution Status
 * Change" event) and on a timer (where AWS runs the scheduled sweep).
 */

export interface LocalReconcilerOptions {
  /** Between two sweeps; 30 s by default. */
  intervalMs?: number;
  /** SweepSettings.graceSeconds; 60 s by default (a local submission takes milliseconds to start). */
  graceSeconds?: number;
}

/** The reconciler's part of the local stack's services. */
export function localReconcileDeps(deps: Pick<Deps, 'jobs' | 'clock' | 'logger'>): ReconcileDeps {
  return {
    jobs: deps.jobs,
    clock: deps.clock,
    log: (message: string, details: Record<string, unknown>) => deps.logger.error(message, details),
  };
}

/** Runs on every execution end, as the EventBridge rule does in AWS (it ignores SUCCEEDED there too). */
export function reconcileLocalExecution(deps: ReconcileDeps, end: LocalExecutionEnd): void {
  if (end.status === ExecutionStatus.succeeded) return;
  if (end.status !== ExecutionStatus.aborted) {
    console.error(`Local execution of ${end.jobId} ended ${end.status}: ${end.error} ${end.cause ?? ''}`);
  }
  reconcileExecution(deps, end).catch((error: unknown) =>
    console.error(`Reconciling ${end.jobId} failed:`, error),
  );
}

/** The sweep over one stack's jobs (`index`), asking that stack's runner (`executions`) about each. */
export function startLocalSweep(
  deps: ReconcileDeps,
  index: ProcessingJobIndex,
  executions: PipelineExecutions,
  options: LocalReconcilerOptions = {},
): { stop(): void } {
  const settings: SweepSettings = { graceSeconds: options.graceSeconds ?? 60, pageSize: 1000 };
  let running = false;
  let stopped = false;
  const timer = setInterval(() => {
    // One sweep at a time: a slow one (a busy machine) is not overtaken by the next.
    if (running) return;
    running = true;
    sweepProcessingJobs({ ...deps, index, executions, settings })
      // A sweep still running when the stack stops meets its emulators gone: not a failure to report.
      .catch((error: unknown) => {
        if (!stopped) console.error('The reconciler sweep failed:', error);
      })
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 30_000);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
