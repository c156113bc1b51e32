/** The state the state machine carries between tasks, the tasks' dependencies, and where work is stored. */
import type { Stage } from '../model.js';
import type {
  AccountStore,
  Clock,
  EmailVerifier,
  JobStore,
  NetworkProvider,
  PersonaJudge,
  ResultStore,
  WebhookSender,
  WorkStore,
} from '../ports.js';
import type { Budgets } from '../rate-budget.js';
import { publishedResultKey } from '../result.js';
import type { RetryPolicy } from '../retry.js';

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
