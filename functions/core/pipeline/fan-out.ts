/**
 * The machinery of the four Map tasks (enrich_batch, shortlist_batch, verify_batch, email_batch): a group
 * of batches worked through one at a time, each batch claimed, made once and stored, and a shared
 * budget's refusal waited for or deferred to the stage's next pass.
 */
import { type Job, JobStatusValue, type Stage } from '../model.js';
import type { CallContext, JudgeUsage } from '../ports.js';
import { retryAfterInCause } from '../ports.js';
import { isBudgetRefusal } from '../rate-budget.js';
import { inStage, nowIso, stillProcessing } from './shared.js';
import type { GroupInput, GroupOutcome, PipelineDeps } from './state.js';

/** The work of a fan-out stage on one roster batch: where its output goes and how it is made. */
export interface BatchWork<T> {
  stage: Stage;
  output: (jobId: string, batch: number) => string;
  produce: (job: Job, batch: number, ctx: CallContext) => Promise<T>;
  counted?: { field: 'profiles_enriched' | 'preliminary_candidates'; count: (value: T) => number };
}

/**
 * Makes one batch's output unless it exists: checked before any work, then claimed (`claimBatch`), made
 * and written at once. 'skipped' when the output was there, or another invocation wrote it meanwhile.
 */
export async function batchStep<T>(
  deps: PipelineDeps,
  job: Job,
  batch: number,
  work: BatchWork<T>,
  ctx: CallContext,
): Promise<'done' | 'skipped'> {
  const key = work.output(job.job_id, batch);
  if (await deps.work.exists(key)) return 'skipped';
  if ((await claimBatch(deps, key)) === 'done') return 'skipped';
  let value: T;
  try {
    value = await work.produce(job, batch, ctx);
    await deps.work.put(key, value);
  } catch (error) {
    // Let the next try have the batch at once; a crash instead leaves the claim to lapse.
    await deps.work.put(claimKey(key), { at: 0 }).catch(() => undefined);
    throw error;
  }
  if (work.counted)
    await deps.jobs.addProgress(job.job_id, work.counted.field, work.counted.count(value), nowIso(deps));
  return 'done';
}

/** A fan-out invocation's time for its group unless configured (CTP_GROUP_SECONDS_PER_INVOCATION). */
export const GROUP_SECONDS_PER_INVOCATION = 600;

/**
 * How long a shared budget's refusal says to wait (ms), or null when `error` is not one: our own budget
 * refusing (its message carries `[shared-budget]`), not a dependency failing.
 */
function budgetWaitMs(error: unknown): number | null {
  const message = error instanceof Error ? error.message : '';
  if (!isBudgetRefusal(message)) return null;
  return Math.max(1, retryAfterInCause(message) ?? 1) * 1000;
}

/** How long a group sleeps for its budget's turn before it looks at its job again. */
const TURN_CHECK_MS = 30_000;

/**
 * Sleeps `ms` for a budget's turn, looking at the job every `TURN_CHECK_MS`: false when the invocation
 * has been abandoned meanwhile (the job no longer processing, or its stage `delayed`: the Map failed on
 * another group and the stage waits for a delayed retry, which runs this group again), so that it stops
 * instead of holding on for up to its whole time.
 */
async function waitForTurn(
  deps: PipelineDeps,
  jobId: string,
  stage: Stage,
  ms: number,
  sleep: (ms: number) => Promise<void>,
): Promise<boolean> {
  for (let left = ms; left > 0; left -= TURN_CHECK_MS) {
    await sleep(Math.min(left, TURN_CHECK_MS));
    const job = await deps.jobs.get(jobId);
    if (job?.status !== JobStatusValue.processing) return false;
    if (job.stage === stage && job.processing_state === 'delayed') return false;
  }
  return true;
}

/**
 * One item of a fan-out stage: a group of roster batches, worked through one batch at a time. Each
 * batch's output is written to the work store as soon as it is done, and a batch whose output already
 * exists is skipped (checked before any work), so a stage run again after a delayed retry, a timeout or
 * a crash redoes only the batches that did not finish, and pays for nothing twice. `then` runs after
 * each batch, done or skipped (enrich_profiles judges the batch there, `enrichBatch`).
 *
 * A shared budget's refusal never fails the group (docs/pipeline.md, "Waiting for a shared budget"):
 * the invocation waits for the budget's turn itself while that comes within its time
 * (`groupSecondsPerInvocation`, 600 s), then tries the batch again; a turn further off, or the time
 * running out, ends the invocation with the batches left `deferred` (and the turn as `retry_at`), and
 * the stage's next pass does them. Any other error fails the group, as before.
 */
export async function groupStep<T>(
  deps: PipelineDeps,
  input: GroupInput,
  work: BatchWork<T>,
  then?: (job: Job, batch: number, ctx: CallContext) => Promise<void>,
): Promise<GroupOutcome> {
  const sleep = deps.sleep ?? defaultSleep;
  const until =
    deps.clock.now().getTime() +
    (deps.settings.groupSecondsPerInvocation ?? GROUP_SECONDS_PER_INVOCATION) * 1000;
  const outcome = await inStage(deps, input.job_id, work.stage, input.attempt, async (job, ctx) => {
    let done = 0;
    let skipped = 0;
    // Whether this invocation has waited for a budget: its time then ran out at the budget's pace.
    let waited = false;
    const left = (from: number, retryAt: number | null) => ({
      done,
      skipped,
      deferred: input.batches.slice(from),
      retry_at: retryAt === null ? null : new Date(retryAt).toISOString(),
    });
    for (const [index, batch] of input.batches.entries()) {
      // A group is several batches of work: a job cancelled meanwhile starts no further batch.
      if (done > 0 && !(await stillProcessing(deps, job.job_id))) break;
      // Every invocation tries at least one batch, so that each pass makes progress.
      const now = deps.clock.now().getTime();
      if (index > 0 && now >= until) return left(index, waited ? now : null);
      for (;;) {
        try {
          if ((await batchStep(deps, job, batch, work, ctx)) === 'done') done += 1;
          else skipped += 1;
          break;
        } catch (error) {
          const waitMs = budgetWaitMs(error);
          if (waitMs === null) throw error;
          const turn = deps.clock.now().getTime() + waitMs;
          if (turn >= until) return left(index, turn);
          waited = true;
          if (!(await waitForTurn(deps, job.job_id, work.stage, waitMs, sleep))) return left(index, null);
        }
      }
      await then?.(job, batch, ctx);
    }
    return left(input.batches.length, null);
  });
  // A group that could not enter its stage did nothing: its batches stay to do, and `recordDeferral`
  // ends the stage if the job is no longer processing.
  return {
    batches: input.batches.length,
    done: outcome?.done ?? 0,
    skipped: outcome?.skipped ?? 0,
    deferred: outcome?.deferred ?? input.batches,
    retry_at: outcome?.retry_at ?? null,
  };
}

/** How long a claimed batch is left to its holder unless configured (CTP_BATCH_CLAIM_SECONDS). */
export const BATCH_CLAIM_SECONDS = 300;

export const claimKey = (outputKey: string) => `${outputKey}.claim`;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Claims a fan-out batch before paying for it, or waits while another invocation holds it. When a Map
 * iteration fails, Step Functions fails the whole Map, but its other iterations' invocations keep
 * running (a state machine cannot stop a Lambda that has started), and the Map's retry starts the same
 * groups again beside them: without a claim both would judge, enrich or verify the same batch, and the
 * job would pay twice. A claim is the time it was taken; it holds for `batchClaimSeconds`, longer than a
 * batch can take, so a holder that crashed only delays the batch. 'done' when the holder wrote the batch
 * while this one waited. Best effort against two invocations arriving at the same instant, which the
 * failed-Map case (one already working, one arriving) is not.
 */
async function claimBatch(deps: PipelineDeps, outputKey: string): Promise<'claimed' | 'done'> {
  const holdMs = (deps.settings.batchClaimSeconds ?? BATCH_CLAIM_SECONDS) * 1000;
  const sleep = deps.sleep ?? defaultSleep;
  const key = claimKey(outputKey);
  for (;;) {
    const claim = await deps.work.get<{ at: number }>(key);
    const now = deps.clock.now().getTime();
    if (!claim || now - claim.at >= holdMs) {
      await deps.work.put(key, { at: now });
      return 'claimed';
    }
    await sleep(Math.min(2_000, Math.max(100, holdMs / 10)));
    if (await deps.work.exists(outputKey)) return 'done';
  }
}

/**
 * Calls the judge and records what it spent on the job, also when it fails: a judge error may carry the
 * `usage` of the requests that went through before it (the tokens are paid for either way). A batch
 * skipped because its output exists never gets here, so nothing is recorded twice.
 */
export async function judged<T extends { usage: JudgeUsage | null }>(
  deps: PipelineDeps,
  jobId: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    const answer = await call();
    if (answer.usage) await deps.jobs.addUsage(jobId, answer.usage);
    return answer;
  } catch (error) {
    const spent = (error as { usage?: JudgeUsage | null }).usage;
    // Recording must not replace the judge's error, which decides between a delayed retry and failure.
    if (spent) await deps.jobs.addUsage(jobId, spent).catch(() => undefined);
    throw error;
  }
}
