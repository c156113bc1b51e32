/** What several tasks of the pipeline use: entering a stage, ending a job free, reading work, fan-out limits. */

import { mapBounded } from '../bounded.js';
import { InvariantError } from '../errors.js';
import { type BudgetSettings, HISTORY_EVENT_BUDGET, maxMapItems } from '../event-budget.js';
import { type Job, JobStatusValue, type Stage } from '../model.js';
import type { CallContext } from '../ports.js';
import type { PipelineDeps, PipelineSettings, PipelineState } from './state.js';

export const nowIso = (deps: Pick<PipelineDeps, 'clock'>) => deps.clock.now().toISOString();

/**
 * Runs `work` for a stage only while the job is still processing; records the stage as active first.
 * A cancelled job does no new work: the stage answers `stop` without touching anything else.
 */
export async function inStage<T>(
  deps: PipelineDeps,
  jobId: string,
  stage: Stage,
  attempt: number,
  work: (job: Job, ctx: CallContext) => Promise<T>,
): Promise<T | null> {
  const job = await deps.jobs.get(jobId);
  if (job?.status !== JobStatusValue.processing) return null;
  if (!(await deps.jobs.enterStage(jobId, stage, nowIso(deps)))) return null;
  return work(job, { jobId, stage, attempt, accountId: job.account_id });
}

export const stop = (state: PipelineState): PipelineState => ({ ...state, next: 'stop' });

export async function end(
  deps: PipelineDeps,
  state: PipelineState,
  status: Exclude<Job['status'], 'processing' | 'done'>,
  message: string | null,
) {
  await deps.jobs.finishUncharged(state.job_id, status, message, nowIso(deps));
  return stop(state);
}

export async function requireWork<T>(deps: PipelineDeps, key: string): Promise<T> {
  const value = await deps.work.get<T>(key);
  if (value === null) throw new InvariantError(`Pipeline object ${key} is missing`);
  return value;
}

export function budgetSettings(settings: PipelineSettings, scanInvocations: number): BudgetSettings {
  return {
    attempts: settings.retry.maxAttempts,
    webhookAttempts: Math.max(1, settings.webhookScheduleSeconds.length),
    scanInvocations,
  };
}

/**
 * How many Map items a fan-out may have: what the history budget allows after the events budget waits
 * already spent (`spent`), or less if configured.
 */
export function fanOutLimit(settings: PipelineSettings, scanInvocations = 1, spent = 0): number {
  const budget = maxMapItems(budgetSettings(settings, scanInvocations), HISTORY_EVENT_BUDGET - spent);
  return Math.min(budget, settings.maxFanOut ?? budget);
}

/** Whether the job is still processing now, read again: a cancel may have landed since the stage began. */
export const stillProcessing = async (deps: PipelineDeps, jobId: string) =>
  (await deps.jobs.get(jobId))?.status === JobStatusValue.processing;

export const allBatches = (state: PipelineState) => (state.groups ?? []).flat();

/** Every batch's output of a fan-out, read a few at a time, in batch order. */
export async function readBatches<T>(
  deps: PipelineDeps,
  state: PipelineState,
  key: (jobId: string, batch: number) => string,
): Promise<T[]> {
  return mapBounded(allBatches(state), 16, (batch) => requireWork<T>(deps, key(state.job_id, batch)));
}
