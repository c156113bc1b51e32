import { JobStatusValue } from '../model.js';
import { nowIso, stop } from './shared.js';
import type { PipelineDeps, PipelineState } from './state.js';

/** An unexpected error: the job ends `failed`, free, with its hold and slot released. */
export async function failJob(deps: PipelineDeps, state: PipelineState): Promise<PipelineState> {
  const job = await deps.jobs.get(state.job_id);
  deps.logError('Pipeline failed unexpectedly', {
    jobId: state.job_id,
    stage: job?.stage,
    error: state.error,
  });
  await deps.jobs.finishUncharged(
    state.job_id,
    JobStatusValue.failed,
    `The job failed unexpectedly${job?.stage ? ` in ${job.stage}` : ''}. Nothing was charged; submit it again.`,
    nowIso(deps),
  );
  return stop(state);
}
