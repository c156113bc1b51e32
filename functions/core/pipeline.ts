import { mapBounded } from './bounded.js';
import { toCompany } from './company.js';
import type { CompanyRef } from './company-input.js';
import { InvariantError } from './errors.js';
import {
  type BudgetSettings,
  deferralPassEvents,
  failedAttemptEvents,
  groupBatches,
  HISTORY_EVENT_BUDGET,
  MAP_CONCURRENCY,
  maxMapItems,
  roomForBudgetWait,
} from './event-budget.js';
import { sha256Hex } from './hashing.js';
import { type Job, JobStatusValue, type PreviewPerson, Stage, Tier } from './model.js';
import { unreadableMessage } from './persona-reader.js';
import type {
  AccountStore,
  CallContext,
  Clock,
  EmailVerifier,
  JobProgress,
  JobStore,
  JudgeUsage,
  NetworkProvider,
  PersonaJudge,
  ResultStore,
  VerifiedCandidate,
  WebhookSender,
  WorkStore,
} from './ports.js';
import { retryAfterInCause, TransientError } from './ports.js';
import type { EmailInfo, ProviderCompany, ProviderProfile, RosterEntry } from './profile.js';
import { type Budgets, isBudgetRefusal } from './rate-budget.js';
import {
  type PublishedResult,
  publishedResultKey,
  readResult,
  removeOrphanResult,
  webhookPayload,
} from './result.js';
import {
  decideRetry,
  exhaustedMessage,
  OUTAGE_ERRORS,
  OUTAGE_WINDOW_SECONDS,
  outageMessage,
  type RetryPolicy,
} from './retry.js';
import { buildTargetPerson, rankVerified } from './target-person.js';

// The fan-outs' helper lives in bounded.ts; named here too for the modules that imported it from here.
export { mapBounded } from './bounded.js';

/**
 * The pipeline's stages as domain functions over ports. Each stage handler in functions/stages/ is a
 * thin wrapper; the state machine carries only a small state (ids, batch numbers, flags) between them,
 * while the data moves through the work store.
 */
export interface PipelineDeps {
  jobs: JobStore;
  accounts: AccountStore;
  network: NetworkProvider;
  verifier: EmailVerifier;
  judge: PersonaJudge;
  work: WorkStore;
  results: ResultStore;
  webhooks: WebhookSender;
  clock: Clock;
  settings: PipelineSettings;
  /**
   * The shared rate budgets, when the composition root wraps the dependencies in them
   * (functions/core/budgeted.ts); the stages themselves do not read them.
   */
  budgets?: Budgets;
  /** Where unexpected failures are reported (the error itself never reaches the client). */
  logError: (message: string, details: Record<string, unknown>) => void;
  /** Told about every webhook delivery attempt (a log line in `npm start`, a structured log in AWS). */
  onWebhookAttempt?: (attempt: WebhookAttempt) => void;
  /** How a stage waits for a batch another invocation holds; a timer unless a test says otherwise. */
  sleep?: (ms: number) => Promise<void>;
}

/** One webhook delivery attempt, as it is reported. */
export interface WebhookAttempt {
  job_id: string;
  /** The target's origin and path: a query string may carry the receiver's token, so it is left out. */
  target: string;
  /** 1 for the first attempt. */
  attempt: number;
  attempts: number;
  ok: boolean;
  status: number | null;
  error: string | null;
  /** When the next attempt is due; null after success or the last attempt. */
  next_attempt_at: string | null;
}

export interface PipelineSettings {
  networkHost: string;
  sizeGate: number;
  batchSize: number;
  previewCap: number;
  replayWindowHours: number;
  retry: RetryPolicy;
  webhookScheduleSeconds: number[];
  /** Email lookups of one batch in flight at once (CTP_EMAIL_CONCURRENCY). */
  emailConcurrency?: number;
  /**
   * At most this many Map items per fan-out (CTP_MAX_FAN_OUT); unset, the most the history budget
   * allows (functions/core/event-budget.ts). Either way the budget's limit holds.
   */
  maxFanOut?: number;
  /** Roster pages one scan_team invocation reads at most (CTP_SCAN_PAGES_PER_INVOCATION). */
  scanPagesPerInvocation?: number;
  /** An invocation of scan_team starts no further page after this (CTP_SCAN_SECONDS_PER_INVOCATION). */
  scanSecondsPerInvocation?: number;
  /** How long a claimed fan-out batch is left to its holder (CTP_BATCH_CLAIM_SECONDS); 300 unless said. */
  batchClaimSeconds?: number;
  /** enrich_profiles judges each batch once enriched (CTP_JUDGE_WHILE_ENRICHING); on unless false. */
  judgeWhileEnriching?: boolean;
  /**
   * A fan-out invocation starts no batch, and waits for no shared budget, past this many seconds after
   * it began (CTP_GROUP_SECONDS_PER_INVOCATION); what is left is deferred to the stage's next pass.
   */
  groupSecondsPerInvocation?: number;
}

/**
 * `more`: scan_team has more roster pages to read in a further invocation. `wait`: a fan-out stage
 * deferred batches to another pass after a `Wait` (`recordDeferral`).
 */
export type Next = 'continue' | 'stop' | 'publish' | 'retry' | 'more' | 'wait';

export interface PipelineState {
  job_id: string;
  attempt: number;
  next?: Next;
  /** Roster batch numbers in groups: each group is one item of every fan-out (Map) stage. */
  groups?: number[][];
  replay?: { result_key: string; target_people_count: number } | null;
  replay_key?: string;
  error?: { Error?: string; Cause?: string };
  retry?: { exhausted: boolean; next_retry_at: string | null };
  webhook?: { attempt: number; next_attempt_at: string | null };
  /** scan_team invocations so far (1 + its continuations): the event budget counts them. */
  scan_invocations?: number;
  /** History events spent on delayed retries a shared budget caused, which counted as no attempt. */
  budget_wait_events?: number;
  /** A dependency outage being waited out in `stage` since `since` (recordDelay), `waits` so far. */
  outage?: { since: string; stage: Stage; waits: number } | null;
  /**
   * The groups the current fan-out stage still has to do: every group when it starts, then what its
   * passes deferred (`recordDeferral`). Each Map iterates over these.
   */
  pending?: number[][];
  /** What each group of the Map pass that just ended left to do (the Map's result, `GroupOutcome`). */
  pass?: GroupOutcome[];
  /** The fan-out stage's batches found done at its last delayed retry (`recordDelay`). */
  progress?: { stage: Stage; done: number };
}

/**
 * What every execution starts from, in AWS and locally alike. The ASL merges it back into the state
 * after a fan-out (`<stage>_next`) to reset `attempt`: add nothing here that must survive that.
 */
export const initialState = (jobId: string): PipelineState => ({ job_id: jobId, attempt: 0 });

/** One Map item: a group of consecutive roster batches, worked through one batch at a time. */
export interface GroupInput {
  job_id: string;
  attempt: number;
  batches: number[];
}

/**
 * What one Map iteration answers: the batches it did, and those it left for the stage's next pass
 * (`deferred`) with the time a shared budget said to come back (`retry_at`: the refusal's turn, or the
 * moment its time ran out while it was waiting for budgets; null when its time ran out with no budget
 * in the way). A group never fails for a shared budget's refusal: it defers.
 */
export interface GroupOutcome {
  batches: number;
  done: number;
  skipped: number;
  deferred: number[];
  retry_at: string | null;
}

export const workKeys = {
  company: (jobId: string) => `work/${jobId}/company.json`,
  scan: (jobId: string) => `work/${jobId}/scan.json`,
  roster: (jobId: string, batch: number) => `work/${jobId}/roster/${batch}.json`,
  enriched: (jobId: string, batch: number) => `work/${jobId}/enriched/${batch}.json`,
  candidates: (jobId: string, batch: number) => `work/${jobId}/candidates/${batch}.json`,
  verified: (jobId: string, batch: number) => `work/${jobId}/verified/${batch}.json`,
  emails: (jobId: string, batch: number) => `work/${jobId}/emails/${batch}.json`,
  draft: (jobId: string) => `work/${jobId}/result.json`,
  published: publishedResultKey,
} as const;

const nowIso = (deps: Pick<PipelineDeps, 'clock'>) => deps.clock.now().toISOString();

function parseRef(companyRef: string): CompanyRef {
  const [kind, ...rest] = companyRef.split(':');
  const value = rest.join(':');
  return kind === 'id' ? { kind: 'id', companyId: Number(value) } : { kind: 'slug', slug: value };
}

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

const stop = (state: PipelineState): PipelineState => ({ ...state, next: 'stop' });

async function end(
  deps: PipelineDeps,
  state: PipelineState,
  status: Exclude<Job['status'], 'processing' | 'done'>,
  message: string | null,
) {
  await deps.jobs.finishUncharged(state.job_id, status, message, nowIso(deps));
  return stop(state);
}

export function replayKey(accountId: string, companyId: number, definition: string): string {
  return sha256Hex(`${accountId}\n${companyId}\n${sha256Hex(definition)}`);
}

/**
 * The counters and preview of a replayed result: those of the job that produced it (null ones are left
 * unset), so the replay's preview shows the roster its result was ranked from.
 */
function replayedCounters(earlier: Job): JobProgress {
  const counters: JobProgress = {};
  if (earlier.preview) counters.preview = earlier.preview;
  if (earlier.team_scanned !== null) counters.team_scanned = earlier.team_scanned;
  if (earlier.profiles_enriched !== null) counters.profiles_enriched = earlier.profiles_enriched;
  if (earlier.preliminary_candidates !== null)
    counters.preliminary_candidates = earlier.preliminary_candidates;
  if (earlier.target_people_count !== null) counters.target_people_count = earlier.target_people_count;
  return counters;
}

export async function matchCompany(deps: PipelineDeps, state: PipelineState): Promise<PipelineState> {
  const outcome = await inStage(deps, state.job_id, Stage.match_company, state.attempt, async (job, ctx) => {
    const company = await deps.network.findCompany(parseRef(job.company_ref), ctx);
    if (!company) {
      return end(
        deps,
        state,
        JobStatusValue.not_found,
        `No company matches ${JSON.stringify(job.input)} on the network.`,
      );
    }
    await deps.jobs.setProgress(
      job.job_id,
      {
        company_id: company.id,
        company: { name: company.name, logo_url: company.logo_url, employees_count: company.employees_count },
      },
      nowIso(deps),
    );
    const account = await deps.accounts.get(job.account_id);
    const employees = company.employees_count ?? 0;
    // Decided before any roster work, so a refused company costs the client nothing and us almost nothing.
    if (account?.tier !== Tier.premium && employees > deps.settings.sizeGate) {
      return end(
        deps,
        state,
        JobStatusValue.too_large,
        `${company.name ?? 'This company'} has ${employees} employees, above the ${deps.settings.sizeGate}-employee limit for non-premium plans. Nothing was searched and nothing was charged; a premium plan searches companies of any size.`,
      );
    }
    const key = replayKey(job.account_id, company.id, job.persona.definition);
    // A test company rehearses its script on every job: never replayed (docs/network-data.md).
    if (deps.settings.replayWindowHours > 0 && !deps.network.rehearses?.({ companyId: company.id })) {
      const since = new Date(
        deps.clock.now().getTime() - deps.settings.replayWindowHours * 3_600_000,
      ).toISOString();
      const earlier = await deps.jobs.findReplay(key, since);
      if (earlier?.result_key && earlier.account_id === job.account_id) {
        // The replay serves the earlier job's published result, so it reports that result's counters and
        // the stage that result finished in, as the earlier job does (docs/pipeline.md, "Replay").
        await deps.jobs.setProgress(job.job_id, replayedCounters(earlier), nowIso(deps));
        await deps.jobs.enterStage(job.job_id, earlier.stage ?? Stage.match_target, nowIso(deps));
        return {
          ...state,
          attempt: 0,
          replay_key: key,
          replay: { result_key: earlier.result_key, target_people_count: earlier.target_people_count ?? 0 },
          next: 'publish' as const,
        };
      }
    }
    await deps.work.put(workKeys.company(job.job_id), company);
    return { ...state, attempt: 0, replay_key: key, replay: null, next: 'continue' as const };
  });
  return outcome ?? stop(state);
}

const previewPerson = (entry: RosterEntry): PreviewPerson => ({
  person_ref: entry.person_ref,
  name: entry.name,
  headline: entry.headline,
  photo_url: entry.photo_url,
  verification_complete: false,
});

/**
 * What scan_team has stored so far, written after every roster page: the pages read, the provider's
 * cursor for the next one, the batches written, the people read since the last full batch, and the
 * counters and preview. A retry (or a further invocation) resumes after the last stored page, so no
 * page is fetched, or paid for, twice within a job.
 */
export interface ScanCheckpoint {
  pages: number;
  /** The provider's cursor for page `pages`; null once the last page has been read (with pages > 0). */
  cursor: string | null;
  batches: number;
  /** People read but not yet in a full batch (fewer than `batchSize`). */
  pending: RosterEntry[];
  scanned: number;
  preview: PreviewPerson[];
  /** Invocations of scan_team that ended with `next: 'more'` (the event budget counts them). */
  continuations: number;
}

/** At most this many roster pages per scan_team invocation unless configured (CTP_SCAN_PAGES_PER_INVOCATION). */
export const SCAN_PAGES_PER_INVOCATION = 100;
/**
 * An invocation starts no further page after this long (CTP_SCAN_SECONDS_PER_INVOCATION): the task's
 * TimeoutSeconds (870) leaves the rest for the last page and its writes.
 */
export const SCAN_SECONDS_PER_INVOCATION = 600;

export async function scanTeam(deps: PipelineDeps, state: PipelineState): Promise<PipelineState> {
  const outcome = await inStage(deps, state.job_id, Stage.scan_team, state.attempt, async (job, ctx) => {
    const company = await requireWork<ProviderCompany>(deps, workKeys.company(job.job_id));
    const { batchSize, previewCap } = deps.settings;
    const maxPages = deps.settings.scanPagesPerInvocation ?? SCAN_PAGES_PER_INVOCATION;
    const maxMs = (deps.settings.scanSecondsPerInvocation ?? SCAN_SECONDS_PER_INVOCATION) * 1000;
    const started = deps.clock.now().getTime();
    const scan: ScanCheckpoint = (await deps.work.get<ScanCheckpoint>(workKeys.scan(job.job_id))) ?? {
      pages: 0,
      cursor: null,
      batches: 0,
      pending: [],
      scanned: 0,
      preview: [],
      continuations: 0,
    };
    const more = () => scan.pages === 0 || scan.cursor !== null;
    /** Writes every full batch waiting in `pending`; again after a retry, it writes the same objects. */
    const writeFullBatches = async () => {
      while (scan.pending.length >= batchSize) {
        await deps.work.put(workKeys.roster(job.job_id, scan.batches), scan.pending.slice(0, batchSize));
        scan.batches += 1;
        scan.pending = scan.pending.slice(batchSize);
      }
    };
    // A page stored by the checkpoint but not yet cut into batches (the try before failed in between).
    await writeFullBatches();
    let pagesNow = 0;
    while (more()) {
      if (pagesNow >= maxPages || (pagesNow > 0 && deps.clock.now().getTime() - started >= maxMs)) {
        // The rest of the roster is read by a further invocation, within the event budget's count.
        scan.continuations += 1;
        await deps.work.put(workKeys.scan(job.job_id), scan);
        return { ...state, attempt: 0, scan_invocations: 1 + scan.continuations, next: 'more' as const };
      }
      const page: { people: RosterEntry[]; next: string | null } = await deps.network.rosterPage(
        company.id,
        scan.cursor,
        ctx,
      );
      pagesNow += 1;
      for (const entry of page.people) {
        scan.pending.push(entry);
        if (scan.preview.length < previewCap) scan.preview.push(previewPerson(entry));
      }
      scan.scanned += page.people.length;
      scan.pages += 1;
      scan.cursor = page.next;
      // The page is paid for: it is stored, whole, before anything else can fail, so a retry resumes
      // after it and never buys it again (a failed batch write used to send the retry back for it).
      await deps.work.put(workKeys.scan(job.job_id), scan);
      await writeFullBatches();
      const live = await deps.jobs.setProgress(
        job.job_id,
        {
          team_scanned: scan.scanned,
          preview: { people: scan.preview, capped: scan.scanned > previewCap },
        },
        nowIso(deps),
      );
      if (!live) return stop(state);
    }
    if (scan.pending.length > 0) {
      await deps.work.put(workKeys.roster(job.job_id, scan.batches), scan.pending);
      scan.batches += 1;
      scan.pending = [];
      await deps.work.put(workKeys.scan(job.job_id), scan);
    }
    if (scan.scanned === 0) {
      return end(
        deps,
        state,
        JobStatusValue.no_employees,
        `${company.name ?? 'The company'} lists no employees on the network.`,
      );
    }
    // The fan-out stages add to these as their batches finish; they start from zero, not from unknown.
    await deps.jobs.setProgress(
      job.job_id,
      { profiles_enriched: 0, preliminary_candidates: 0 },
      nowIso(deps),
    );
    const invocations = 1 + scan.continuations;
    const items = fanOutLimit(deps.settings, invocations, state.budget_wait_events ?? 0);
    const groups = groupBatches(scan.batches, items);
    return {
      ...state,
      attempt: 0,
      scan_invocations: invocations,
      groups,
      pending: groups,
      next: 'continue' as const,
    };
  });
  return outcome ?? stop(state);
}

async function requireWork<T>(deps: PipelineDeps, key: string): Promise<T> {
  const value = await deps.work.get<T>(key);
  if (value === null) throw new InvariantError(`Pipeline object ${key} is missing`);
  return value;
}

function budgetSettings(settings: PipelineSettings, scanInvocations: number): BudgetSettings {
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

/**
 * When a fan-out stage has done more batches since its last delayed retry, the attempts before this
 * failure are forgiven: their events move to `budget_wait_events` (as many failed passes of the whole
 * fan-out), if the history still has room for them; the new value, or null when the count goes on.
 */
function freshStart(
  deps: PipelineDeps,
  state: PipelineState,
  stage: Stage,
  done: number | null,
): number | null {
  const before = state.progress?.stage === stage ? state.progress.done : null;
  if (done === null || before === null || done <= before || state.attempt === 0) return null;
  const settings = budgetSettings(deps.settings, state.scan_invocations ?? 1);
  const items = state.groups?.length ?? 1;
  const spent = (state.budget_wait_events ?? 0) + state.attempt * failedAttemptEvents(items);
  return roomForBudgetWait(items, settings, spent) ? spent : null;
}

/** The work of a fan-out stage on one roster batch: where its output goes and how it is made. */
interface BatchWork<T> {
  stage: Stage;
  output: (jobId: string, batch: number) => string;
  produce: (job: Job, batch: number, ctx: CallContext) => Promise<T>;
  counted?: { field: 'profiles_enriched' | 'preliminary_candidates'; count: (value: T) => number };
}

/**
 * Makes one batch's output unless it exists: checked before any work, then claimed (`claimBatch`), made
 * and written at once. 'skipped' when the output was there, or another invocation wrote it meanwhile.
 */
async function batchStep<T>(
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

/** Whether the job is still processing now, read again: a cancel may have landed since the stage began. */
const stillProcessing = async (deps: PipelineDeps, jobId: string) =>
  (await deps.jobs.get(jobId))?.status === JobStatusValue.processing;

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
async function groupStep<T>(
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

const claimKey = (outputKey: string) => `${outputKey}.claim`;

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

/** enrich_profiles' work on one roster batch: its people's profiles, into the work store. */
const enrichWork = (deps: PipelineDeps): BatchWork<ProviderProfile[]> => ({
  stage: Stage.enrich_profiles,
  output: workKeys.enriched,
  produce: async (job, batch, ctx) => {
    const roster = await requireWork<RosterEntry[]>(deps, workKeys.roster(job.job_id, batch));
    // Records the roster search already returned were paid for once: only the others are enriched.
    const missing = roster.filter((r) => !r.profile).map((r) => r.person_ref);
    const enriched = missing.length > 0 ? await deps.network.enrichProfiles(missing, ctx) : [];
    const byRef = new Map(enriched.map((p) => [p.person_ref, p]));
    return roster.flatMap((r) => {
      const profile = r.profile ?? byRef.get(r.person_ref);
      return profile ? [profile] : [];
    });
  },
  counted: { field: 'profiles_enriched', count: (profiles) => profiles.length },
});

/**
 * An enrich_batch invocation judges no further batch after this long, so that the judge's latency does
 * not eat into its enrichment (which itself starts no batch after `groupSecondsPerInvocation`).
 */
export const EARLY_JUDGING_SECONDS = 300;

/**
 * One group of enrich_profiles: each roster batch's people enriched into the work store, and each
 * enriched batch then judged at once, as find_candidates would (docs/pipeline.md, "Judging while
 * enriching"): the judge works on the first batches while the provider delivers the next, so a job
 * takes about the longer of its enrichment and its judging, not their sum. Early judging is best
 * effort: a batch it could not judge is left to find_candidates, whose retries and failure rules apply
 * to it as before. After a refusal by the judge itself (a 429, an outage) the group judges no further
 * batch, so as not to press a dependency that asked to wait; a shared budget's refusal only skips the
 * batch, since the budget is ours and its next turn may come with the next batch.
 */
export function enrichBatch(deps: PipelineDeps, input: GroupInput) {
  const shortlist = shortlistWork(deps);
  let judging = deps.settings.judgeWhileEnriching ?? true;
  const judgeUntil = deps.clock.now().getTime() + EARLY_JUDGING_SECONDS * 1000;
  return groupStep(deps, input, enrichWork(deps), async (job, batch, ctx) => {
    if (!judging || deps.clock.now().getTime() >= judgeUntil) return;
    // Judging is new work: a job cancelled while its batch was enriched gets none.
    if (!(await stillProcessing(deps, job.job_id))) return;
    try {
      // The sandbox scripts faults per stage and attempt: early judging is find_candidates' first try.
      await batchStep(deps, job, batch, shortlist, { ...ctx, stage: Stage.find_candidates, attempt: 0 });
    } catch (error) {
      if (!isBudgetRefusal((error as Error).message)) judging = false;
    }
  });
}

/**
 * Calls the judge and records what it spent on the job, also when it fails: a judge error may carry the
 * `usage` of the requests that went through before it (the tokens are paid for either way). A batch
 * skipped because its output exists never gets here, so nothing is recorded twice.
 */
async function judged<T extends { usage: JudgeUsage | null }>(
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

/** find_candidates' work on one batch: the cheap first judgement over its enriched profiles. */
const shortlistWork = (deps: PipelineDeps): BatchWork<ProviderProfile[]> => ({
  stage: Stage.find_candidates,
  output: workKeys.candidates,
  produce: async (job, batch, ctx) => {
    const [company, profiles] = await Promise.all([
      requireWork<ProviderCompany>(deps, workKeys.company(job.job_id)),
      requireWork<ProviderProfile[]>(deps, workKeys.enriched(job.job_id, batch)),
    ]);
    if (profiles.length === 0) return [];
    const { verdicts } = await judged(deps, job.job_id, () =>
      deps.judge.shortlist(job.persona, company, profiles, ctx),
    );
    const keep = new Set(verdicts.filter((v) => v.keep).map((v) => v.person_ref));
    const kept = profiles.filter((p) => keep.has(p.person_ref));
    // Deep data (posts) is bought for the shortlist only, before the careful pass reads it.
    return deps.network.deepenProfiles && kept.length > 0 ? deps.network.deepenProfiles(kept, ctx) : kept;
  },
  counted: { field: 'preliminary_candidates', count: (kept) => kept.length },
});

/** One group of find_candidates: the batches that enrich_profiles did not already judge. */
export function shortlistBatch(deps: PipelineDeps, input: GroupInput) {
  return groupStep(deps, input, shortlistWork(deps));
}

interface VerifiedEntry {
  verdict: VerifiedCandidate;
  profile: ProviderProfile;
}

/** One group of verify_candidates: the judge's careful pass over each batch's shortlist. */
export function verifyBatch(deps: PipelineDeps, input: GroupInput) {
  return groupStep<VerifiedEntry[]>(deps, input, {
    stage: Stage.verify_candidates,
    output: workKeys.verified,
    produce: async (job, batch, ctx) => {
      const [company, candidates] = await Promise.all([
        requireWork<ProviderCompany>(deps, workKeys.company(job.job_id)),
        requireWork<ProviderProfile[]>(deps, workKeys.candidates(job.job_id, batch)),
      ]);
      // Nobody shortlisted in this batch: nothing to ask the judge.
      if (candidates.length === 0) return [];
      const { verdicts } = await judged(deps, job.job_id, () =>
        deps.judge.verify(job.persona, company, candidates, ctx),
      );
      const byRef = new Map(candidates.map((p) => [p.person_ref, p]));
      return verdicts
        .filter((v) => v.keep && byRef.has(v.person_ref))
        .map((verdict) => ({ verdict, profile: byRef.get(verdict.person_ref) as ProviderProfile }));
    },
  });
}

const allBatches = (state: PipelineState) => (state.groups ?? []).flat();

/** Every batch's output of a fan-out, read a few at a time, in batch order. */
async function readBatches<T>(
  deps: PipelineDeps,
  state: PipelineState,
  key: (jobId: string, batch: number) => string,
): Promise<T[]> {
  return mapBounded(allBatches(state), 16, (batch) => requireWork<T>(deps, key(state.job_id, batch)));
}

/**
 * After verify_candidates' fan-out: nobody kept in any batch means `no_people_found`; otherwise the
 * preview says that the whole roster has been judged.
 */
export async function verifyCandidates(deps: PipelineDeps, state: PipelineState): Promise<PipelineState> {
  const outcome = await inStage(deps, state.job_id, Stage.verify_candidates, state.attempt, async (job) => {
    const [company, batches] = await Promise.all([
      requireWork<ProviderCompany>(deps, workKeys.company(job.job_id)),
      readBatches<VerifiedEntry[]>(deps, state, workKeys.verified),
    ]);
    if (batches.every((kept) => kept.length === 0)) {
      // A definition the judge could not read keeps nobody: the message says so, not "nobody fits".
      const reading = await deps.judge.interpret(job.persona).catch(() => null);
      return end(
        deps,
        state,
        JobStatusValue.no_people_found,
        (reading && unreadableMessage(reading, job.persona.name)) ??
          `Nobody at ${company.name ?? 'the company'} fits the persona "${job.persona.name}". Nothing was charged.`,
      );
    }
    const preview = job.preview ?? { people: [], capped: false };
    // The whole roster has now been judged; the preview says so for every face it shows.
    await deps.jobs.setProgress(
      job.job_id,
      {
        preview: { ...preview, people: preview.people.map((p) => ({ ...p, verification_complete: true })) },
      },
      nowIso(deps),
    );
    return { ...state, attempt: 0, next: 'continue' as const };
  });
  return outcome ?? stop(state);
}

type EmailsByRef = Record<string, EmailInfo | null>;

/** One group of match_target: each verified person's email, a few lookups of a batch at a time. */
export function emailBatch(deps: PipelineDeps, input: GroupInput) {
  return groupStep<EmailsByRef>(deps, input, {
    stage: Stage.match_target,
    output: workKeys.emails,
    produce: async (job, batch, ctx) => {
      const [company, verified] = await Promise.all([
        requireWork<ProviderCompany>(deps, workKeys.company(job.job_id)),
        requireWork<VerifiedEntry[]>(deps, workKeys.verified(job.job_id, batch)),
      ]);
      const emails = await mapBounded(verified, deps.settings.emailConcurrency ?? 4, ({ profile }) =>
        deps.verifier.findEmail(profile, company, ctx),
      );
      const byRef: EmailsByRef = {};
      verified.forEach(({ profile }, i) => {
        byRef[profile.person_ref] = emails[i] ?? null;
      });
      return byRef;
    },
  });
}

/** After match_target's fan-out: ranks every verified person and assembles the result with the emails. */
export async function matchTarget(deps: PipelineDeps, state: PipelineState): Promise<PipelineState> {
  const outcome = await inStage(deps, state.job_id, Stage.match_target, state.attempt, async (job) => {
    const [company, verifiedBatches, emailBatches] = await Promise.all([
      requireWork<ProviderCompany>(deps, workKeys.company(job.job_id)),
      readBatches<VerifiedEntry[]>(deps, state, workKeys.verified),
      readBatches<EmailsByRef>(deps, state, workKeys.emails),
    ]);
    const verified = verifiedBatches.flat();
    const emails: EmailsByRef = Object.assign({}, ...emailBatches);
    const profiles = new Map(verified.map((v) => [v.profile.person_ref, v.profile]));
    const ranked = rankVerified(
      verified.map((v) => v.verdict),
      profiles,
      company,
    );
    const targetPeople = ranked.map(({ rank, verdict, profile }) =>
      buildTargetPerson({
        rank,
        verdict,
        profile,
        company,
        email: emails[profile.person_ref] ?? null,
        networkHost: deps.settings.networkHost,
      }),
    );
    const result: PublishedResult = {
      company: toCompany(company, deps.settings.networkHost),
      target_people: targetPeople,
    };
    await deps.work.put(workKeys.draft(job.job_id), result);
    await deps.jobs.setProgress(job.job_id, { target_people_count: targetPeople.length }, nowIso(deps));
    return { ...state, attempt: 0, next: 'continue' as const };
  });
  return outcome ?? stop(state);
}

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
export async function publishAndSettle(deps: PipelineDeps, state: PipelineState): Promise<PipelineState> {
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

/** What one webhook attempt needs besides the job: read before the attempt is claimed. */
export interface WebhookMaterial {
  secret: string;
  result: PublishedResult;
}

export async function webhookMaterial(deps: PipelineDeps, job: Job): Promise<WebhookMaterial | null> {
  const [account, result] = await Promise.all([
    deps.accounts.get(job.account_id),
    readResult(deps.results, job),
  ]);
  return account && result ? { secret: account.webhook_secret, result } : null;
}

/** How long a claimed attempt is left to its deliverer: deliver_webhook's TimeoutSeconds, unless said. */
export const WEBHOOK_CLAIM_SECONDS = 120;

export interface WebhookAttemptOutcome {
  ok: boolean;
  /** Delivered, or given up after the last attempt of the schedule. */
  last: boolean;
  next_attempt_at: string | null;
}

/**
 * Sends attempt `attempt` (0-based, already claimed) and records what follows: delivered or given up
 * (the webhook is no longer pending), or due again at the schedule's next time. A give-up is logged.
 * Shared by the execution's deliver_webhook and the outbox sweep (functions/core/webhook-outbox.ts).
 */
export async function sendWebhookAttempt(
  deps: PipelineDeps,
  job: Job,
  material: WebhookMaterial,
  attempt: number,
): Promise<WebhookAttemptOutcome> {
  const url = job.callback_url as string;
  const outcome = await deps.webhooks.send({
    url,
    messageId: `msg_${job.job_id}`,
    payload: webhookPayload(job, material.result),
    secret: material.secret,
  });
  const schedule = deps.settings.webhookScheduleSeconds;
  const last = outcome.ok || attempt + 1 >= schedule.length;
  const nextAttemptAt = last
    ? null
    : new Date(deps.clock.now().getTime() + (schedule[attempt + 1] ?? 0) * 1000).toISOString();
  const target = new URL(url);
  const report: WebhookAttempt = {
    job_id: job.job_id,
    target: `${target.origin}${target.pathname}`,
    attempt: attempt + 1,
    attempts: schedule.length,
    ok: outcome.ok,
    status: outcome.status,
    error: outcome.error,
    next_attempt_at: nextAttemptAt,
  };
  deps.onWebhookAttempt?.(report);
  if (last) {
    await deps.jobs.clearPendingWebhook(job.job_id);
    if (!outcome.ok) deps.logError('Webhook given up after the last attempt of its schedule', { ...report });
  } else {
    await deps.jobs.scheduleWebhook(job.job_id, nextAttemptAt as string);
  }
  return { ok: outcome.ok, last, next_attempt_at: nextAttemptAt };
}

/**
 * One delivery attempt; on failure, when the next one is due. A webhook never changes the job. The
 * attempt is claimed first (a conditional write on the stored attempt count), so the outbox sweep and
 * the execution never deliver at the same time; a claim refused means another deliverer has it, and
 * the execution leaves it to that one.
 */
export async function deliverWebhook(deps: PipelineDeps, state: PipelineState): Promise<PipelineState> {
  const job = await deps.jobs.get(state.job_id);
  if (job?.status !== JobStatusValue.done || !job.callback_url || job.webhook_pending !== true) {
    return stop(state);
  }
  const material = await webhookMaterial(deps, job);
  if (!material) return stop(state);
  const attempt = state.webhook?.attempt ?? 0;
  const holdUntil = new Date(deps.clock.now().getTime() + WEBHOOK_CLAIM_SECONDS * 1000).toISOString();
  if (!(await deps.jobs.claimWebhook(job.job_id, { attempt, holdUntil }))) return stop(state);
  const outcome = await sendWebhookAttempt(deps, job, material, attempt);
  if (outcome.last) return stop({ ...state, webhook: { attempt, next_attempt_at: null } });
  return {
    ...state,
    next: 'retry',
    webhook: { attempt: attempt + 1, next_attempt_at: outcome.next_attempt_at },
  };
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
 * A dependency outage (DynamoDB, S3, Lambda, a provider down: `OUTAGE_ERRORS`) is waited out for up to
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
  // A shared budget's refusal is ours, not an outage (budgetWaitEvents handles it).
  const outage =
    OUTAGE_ERRORS.has(errorName) && !isBudgetRefusal(caught.error?.Cause)
      ? caught.outage?.stage === stage
        ? caught.outage
        : { since: now.toISOString(), stage, waits: 0 }
      : null;
  const outageWaits = outage ? outageWaitEvents(deps, caught, stage) : null;
  const budgetWaits = outageWaits ?? budgetWaitEvents(deps, caught, stage);
  // A long fan-out stage (hours at a dependency's rate) meets unrelated transient errors now and then:
  // those after progress start the count of attempts afresh, while the history holds them.
  const done = await batchesDone(deps, caught, stage);
  const fresh = budgetWaits === null ? freshStart(deps, caught, stage, done) : null;
  const state = fresh === null ? caught : { ...caught, attempt: 0, budget_wait_events: fresh };
  const { error: _error, ...rest } = state;
  if (outage && now.getTime() - Date.parse(outage.since) >= OUTAGE_WINDOW_SECONDS * 1000) {
    await deps.jobs.finishUncharged(
      state.job_id,
      JobStatusValue.failed,
      outageMessage(errorName, stage, OUTAGE_WINDOW_SECONDS),
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
