import { mapBounded } from '../bounded.js';
import { failedAttemptEvents, roomForBudgetWait } from '../event-budget.js';
import { JobStatusValue, Stage } from '../model.js';
import { outageMessage, outageOf } from '../outage.js';
import { retryAfterInCause, TransientError } from '../ports.js';
import { isBudgetRefusal } from '../rate-budget.js';
import { decideRetry, exhaustedMessage, OUTAGE_WINDOW_SECONDS } from '../retry.js';
import { allBatches, budgetSettings, fanOutLimit, nowIso } from './shared.js';
import { type PipelineDeps, type PipelineState, workKeys } from './state.js';

const FAN_OUT_STAGES: readonly Stage[] = [
  Stage.enrich_profiles,
  Stage.find_candidates,
  Stage.verify_candidates,
  Stage.match_target,
];

/**
 * The events a delayed retry that a shared budget caused would spend, if it may skip counting as an
 * attempt; null when it must count. The budget keeps the service within a dependency's limit: waiting
 * for it is the job's turn coming, not the dependency failing, so a job that waits often (a large one
 * among many) is not failed for it. Only the execution's history limit bounds such waits.
 */
function budgetWaitEvents(deps: PipelineDeps, state: PipelineState, stage: Stage): number | null {
  if (!isBudgetRefusal(state.error?.Cause)) return null;
  const settings = budgetSettings(deps.settings, state.scan_invocations ?? 1);
  // Before the scan has cut the roster into groups, the fan-out may still be as large as the plan allows.
  const items = state.groups?.length ?? fanOutLimit(deps.settings, settings.scanInvocations);
  const spent =
    (state.budget_wait_events ?? 0) + failedAttemptEvents(FAN_OUT_STAGES.includes(stage) ? items : null);
  return roomForBudgetWait(items, settings, spent) ? spent : null;
}

/** Where each fan-out stage stores a batch's output: a stored output is a batch done. */
const STAGE_OUTPUTS: Partial<Record<Stage, (jobId: string, batch: number) => string>> = {
  [Stage.enrich_profiles]: workKeys.enriched,
  [Stage.find_candidates]: workKeys.candidates,
  [Stage.verify_candidates]: workKeys.verified,
  [Stage.match_target]: workKeys.emails,
};

/** How many of a fan-out stage's batches are done; null for other stages, or when it cannot be read. */
async function batchesDone(deps: PipelineDeps, state: PipelineState, stage: Stage): Promise<number | null> {
  const output = STAGE_OUTPUTS[stage];
  if (!output || !state.groups) return null;
  try {
    const found = await mapBounded(allBatches(state), 16, (batch) =>
      deps.work.exists(output(state.job_id, batch)),
    );
    return found.filter(Boolean).length;
  } catch {
    // Storage may be what failed: then no progress is claimed, and the failure counts.
    return null;
  }
}

/** Whether a fan-out stage has done more batches (`done`) than at its last delayed retry. */
function progressedSince(state: PipelineState, stage: Stage, done: number | null): boolean {
  const before = state.progress?.stage === stage ? state.progress.done : null;
  return done !== null && before !== null && done > before;
}

/**
 * When a fan-out stage has made progress since its last delayed retry, the attempts before this
 * failure are forgiven: their events move to `budget_wait_events` (as many failed passes of the whole
 * fan-out), if the history still has room for them; the new value, or null when the count goes on.
 */
function freshStart(deps: PipelineDeps, state: PipelineState, progressed: boolean): number | null {
  if (!progressed || state.attempt === 0) return null;
  const settings = budgetSettings(deps.settings, state.scan_invocations ?? 1);
  const items = state.groups?.length ?? 1;
  const spent = (state.budget_wait_events ?? 0) + state.attempt * failedAttemptEvents(items);
  return roomForBudgetWait(items, settings, spent) ? spent : null;
}

/**
 * The events a delayed retry for a dependency outage would spend if it counts as no attempt, or null
 * when it must count (it would not fit the history limit). Before the scan has chosen the fan-out, the
 * room is judged for a fan-out of one item: the scan then fits the fan-out into what is left
 * (`fanOutLimit` takes the events spent), so an early outage costs a large job some parallelism, never
 * the job. (A budget wait keeps the whole fan-out instead, and so has no such room before the scan.)
 */
function outageWaitEvents(deps: PipelineDeps, state: PipelineState, stage: Stage): number | null {
  const settings = budgetSettings(deps.settings, state.scan_invocations ?? 1);
  const items = state.groups?.length ?? 1;
  const spent =
    (state.budget_wait_events ?? 0) + failedAttemptEvents(FAN_OUT_STAGES.includes(stage) ? items : null);
  return roomForBudgetWait(items, settings, spent) ? spent : null;
}

/**
 * After a transient failure: a delayed retry of the stage, or, once retries are exhausted, `failed`.
 * A dependency outage (DynamoDB, S3, Lambda, a provider down: `outageOf`) is waited out for up to
 * `OUTAGE_WINDOW_SECONDS` from its first failure in this stage without counting attempts; past that the
 * job fails free with a message that names the outage. This step itself survives the database being
 * down: the delay is decided here, and recording it on the job is best effort.
 */
export async function recordDelay(
  deps: PipelineDeps,
  caught: PipelineState,
  stage: Stage,
): Promise<PipelineState> {
  const errorName = caught.error?.Error ?? 'Error';
  const now = deps.clock.now();
  // A long fan-out stage (hours at a dependency's rate) meets unrelated transient errors now and then:
  // those after progress start the count of attempts afresh, while the history holds them.
  const done = await batchesDone(deps, caught, stage);
  const progressed = progressedSince(caught, stage, done);
  const down = outageOf(caught.error);
  // An outage is one while nothing gets through: after progress, a new failure starts a new window, so
  // short outages now and then over a stage of hours never add up to the 15 minutes of one.
  const outage =
    down !== null
      ? caught.outage?.stage === stage && !progressed
        ? caught.outage
        : { since: now.toISOString(), stage, waits: 0 }
      : null;
  const outageWaits = outage ? outageWaitEvents(deps, caught, stage) : null;
  const budgetWaits = outageWaits ?? budgetWaitEvents(deps, caught, stage);
  const fresh = budgetWaits === null ? freshStart(deps, caught, progressed) : null;
  const state = fresh === null ? caught : { ...caught, attempt: 0, budget_wait_events: fresh };
  const { error: _error, ...rest } = state;
  if (outage && now.getTime() - Date.parse(outage.since) >= OUTAGE_WINDOW_SECONDS * 1000) {
    await deps.jobs.finishUncharged(
      state.job_id,
      JobStatusValue.failed,
      outageMessage(down ?? errorName, stage, OUTAGE_WINDOW_SECONDS),
      nowIso(deps),
    );
    return { ...rest, retry: { exhausted: true, next_retry_at: null } };
  }
  const decision = decideRetry(
    // An outage's waits grow as attempts would, without being attempts.
    outageWaits !== null && outage ? outage.waits : state.attempt,
    // A budget wait that still fits the history limit is never the last attempt.
    budgetWaits === null ? deps.settings.retry : { ...deps.settings.retry, maxAttempts: Infinity },
    now,
    retryAfterInCause(state.error?.Cause),
  );
  if (decision.exhausted || !decision.nextRetryAt) {
    await deps.jobs.finishUncharged(
      state.job_id,
      JobStatusValue.failed,
      exhaustedMessage(errorName, stage, state.attempt + 1),
      nowIso(deps),
    );
    return { ...rest, retry: { exhausted: true, next_retry_at: null } };
  }
  let live = true;
  try {
    live = await deps.jobs.markDelayed(state.job_id, stage, decision.nextRetryAt, nowIso(deps));
  } catch (error) {
    // The database is down too: the wait still happens; the job shows `delayed` from the next record
    // on, and the stage checks the job's status before any new work when it runs again.
    if (!(error instanceof TransientError)) throw error;
  }
  return {
    ...rest,
    ...(done === null ? {} : { progress: { stage, done } }),
    ...(budgetWaits === null
      ? { attempt: state.attempt + 1 }
      : { attempt: state.attempt, budget_wait_events: budgetWaits }),
    outage: outage ? { ...outage, waits: outage.waits + 1 } : null,
    // A job cancelled meanwhile has nothing to wait for.
    retry: { exhausted: !live, next_retry_at: decision.nextRetryAt },
  };
}
