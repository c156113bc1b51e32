import { type Job, JobStatusValue } from '../model.js';
import { type PublishedResult, removeOrphanResult } from '../result.js';
import { nowIso, requireWork, stop } from './shared.js';
import { type PipelineDeps, type PipelineState, workKeys } from './state.js';

/** The result key this job's settlement points at: its own object, or the replayed job's. */
const ownResultKey = (state: PipelineState) => state.replay?.result_key ?? workKeys.published(state.job_id);

/**
 * True when the job is already done with this step's own result: an earlier run of this step settled
 * it, and its answer never reached the state machine (a task timeout while finishing, a
 * Lambda.ServiceException after the commit, an SDK retry of a committed transaction that then failed
 * its condition). The step then carries on to the webhook that settlement made owed.
 */
const settledWithOwnResult = (job: Job | null, state: PipelineState) =>
  job?.status === JobStatusValue.done && job.result_key === ownResultKey(state);

/**
 * Publishes the result once (S3 refuses a second write), then settles in one transaction. Running this
 * step again finds the object written and the job no longer processing: no second charge, and, when
 * the job is done with this result, on to the webhook as the first run would have gone.
 */
export async function publishSettle(deps: PipelineDeps, state: PipelineState): Promise<PipelineState> {
  const job = await deps.jobs.get(state.job_id);
  if (settledWithOwnResult(job, state)) return { ...state, next: 'continue' };
  if (job?.status !== JobStatusValue.processing) {
    // A cancel that won while an earlier run of this step had written the object but not settled.
    if (job && !state.replay) await removeOrphanResult(deps, job.job_id);
    return stop(state);
  }
  let resultKey: string;
  let count: number;
  if (state.replay) {
    // Published results are immutable, so a replay can point at the earlier object instead of copying it.
    resultKey = state.replay.result_key;
    count = state.replay.target_people_count;
  } else {
    const draft = await requireWork<PublishedResult>(deps, workKeys.draft(job.job_id));
    resultKey = workKeys.published(job.job_id);
    await deps.results.putOnce(resultKey, draft);
    count = draft.target_people.length;
  }
  const outcome = await deps.jobs.settle(
    job.job_id,
    {
      result_key: resultKey,
      target_people_count: count,
      replay_key: state.replay_key ?? `none:${job.job_id}`,
    },
    nowIso(deps),
  );
  if (outcome === 'settled') return { ...state, next: 'continue' };
  // Not settled by this call: a cancel came first (then the object just written belongs to no job and
  // goes), or this call's own commit was answered as a failure (a retried request whose first try
  // committed): then the job is done with this result, and its webhook is owed.
  const now = await deps.jobs.get(job.job_id);
  if (settledWithOwnResult(now, state)) return { ...state, next: 'continue' };
  if (now && !state.replay) await removeOrphanResult(deps, now.job_id);
  return stop(state);
}
