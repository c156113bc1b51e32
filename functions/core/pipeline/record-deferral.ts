/** The record_delay task's other mode: `<stage>_deferred`, after every pass of a Map stage. */
import { deferralPassEvents, groupBatches, MAP_CONCURRENCY, roomForBudgetWait } from '../event-budget.js';
import { JobStatusValue, type Stage } from '../model.js';
import { budgetSettings, nowIso, stillProcessing } from './shared.js';
import type { PipelineDeps, PipelineState } from './state.js';

/**
 * After a fan-out stage's Map pass (every iteration answered, none failed): the stage is finished, or
 * some groups deferred batches (a shared budget's turn beyond their invocation's time, or the time
 * itself), and the stage makes another pass over just those after a `Wait` until the earliest turn.
 * Waiting for a share is not a failure: the job shows `processing_state: delayed` with that time as
 * `next_retry_at`, and the pass counts as no attempt while the execution's history holds its events,
 * which are counted as the pass really adds them (`deferralPassEvents`). When a budget was the reason,
 * the batches left go into one group (more invocations at once would only wait for the same turns);
 * when only the invocations' time ran out, into as many as the Map runs at once.
 */
export async function recordDeferral(
  deps: PipelineDeps,
  state: PipelineState,
  stage: Stage,
): Promise<PipelineState> {
  const { pass = [], ...rest } = state;
  const deferring = pass.filter((group) => group.deferred.length > 0);
  if (deferring.length === 0) return { ...rest, pending: state.groups ?? [], next: 'continue' };
  const batches = deferring.flatMap((group) => group.deferred).sort((a, b) => a - b);
  const turns = deferring.flatMap((group) => (group.retry_at ? [Date.parse(group.retry_at)] : []));
  const now = deps.clock.now().getTime();
  // Whole seconds: a Wait on a timestamp truncates milliseconds, and the pass must not start before the
  // time the job shows.
  const at = turns.length > 0 ? Math.ceil(Math.max(now, Math.min(...turns)) / 1000) * 1000 : now;
  const items = turns.length > 0 ? 1 : Math.min(MAP_CONCURRENCY, deferring.length);
  const pending = groupBatches(batches.length, items).map((group) => group.map((i) => batches[i] as number));
  const settings = budgetSettings(deps.settings, state.scan_invocations ?? 1);
  const spent = (state.budget_wait_events ?? 0) + deferralPassEvents(pending.length);
  const free = roomForBudgetWait(state.groups?.length ?? 1, settings, spent);
  if (!free && state.attempt + 1 >= deps.settings.retry.maxAttempts) {
    // The history cannot hold more passes: the job ends, free, rather than reach the 25,000-event limit.
    await deps.jobs.finishUncharged(
      state.job_id,
      JobStatusValue.failed,
      `The job stopped in ${stage} because it waited for its share of a rate-limited dependency longer than one run can. Nothing was charged; submit it again later.`,
      nowIso(deps),
    );
    return { ...rest, pending, next: 'stop', retry: { exhausted: true, next_retry_at: null } };
  }
  const nextRetryAt = new Date(at).toISOString();
  const live =
    at > now
      ? await deps.jobs.markDelayed(state.job_id, stage, nextRetryAt, nowIso(deps))
      : await stillProcessing(deps, state.job_id);
  return {
    ...rest,
    ...(free ? { budget_wait_events: spent } : { attempt: state.attempt + 1 }),
    pending,
    next: live ? 'wait' : 'stop',
    // A job cancelled meanwhile has nothing to wait for.
    retry: { exhausted: !live, next_retry_at: nextRetryAt },
  };
}
