import type { WebhookAttempt } from '../functions/core/pipeline/index.js';
import type { JobStore } from '../functions/core/ports.js';

/**
 * What `npm start` prints while it runs, like `stripe listen`: one line per API request (with the error
 * `code` of a 4xx or 5xx), one per webhook delivery attempt, and each job's lifecycle (accepted, stage
 * changes, delayed until, done and charged, or how it ended and why). Repeated identical requests (a
 * client polling a job) are folded into one line and a count. `CTP_LOG`: `quiet` prints nothing,
 * `info` (the default) all of it, `debug` adds the query string and user agent of requests.
 */
export const LogLevel = { quiet: 'quiet', info: 'info', debug: 'debug' } as const;
export type LogLevel = (typeof LogLevel)[keyof typeof LogLevel];

export const isLogLevel = (value: string): value is LogLevel => Object.hasOwn(LogLevel, value);

export interface RequestLogEntry {
  at: Date;
  method: string;
  path: string;
  query: string;
  status: number;
  ms: number;
  requestId: string | null;
  userAgent: string | null;
  /** The error envelope's `code` of a 4xx or 5xx answer, when it has one. */
  code?: string | null;
}

export interface LocalLog {
  request(entry: RequestLogEntry): void;
  webhook(attempt: WebhookAttempt): void;
  /** The job store, wrapped so that each job's lifecycle is printed as it happens. */
  jobs(store: JobStore): JobStore;
}

/** TLS failures a developer meets with a local HTTPS receiver, and what to do about them. */
const TLS_PROBLEM = /CERT|SSL|TLS|certificate/i;
export const TLS_HINT =
  'the target’s certificate is not trusted: for a local or private CA, start with NODE_EXTRA_CA_CERTS=/path/to/ca.pem (docs/pipeline.md#webhooks)';

export function formatRequest(entry: RequestLogEntry, level: LogLevel): string {
  const extra =
    level === LogLevel.debug
      ? `${entry.query ? `  ?${entry.query}` : ''}${entry.userAgent ? `  ua=${JSON.stringify(entry.userAgent)}` : ''}`
      : '';
  const code = entry.code ? ` ${entry.code}` : '';
  return `${entry.at.toISOString()}  ${entry.method} ${entry.path} → ${entry.status}${code}  ${entry.ms} ms  request ${entry.requestId ?? '-'}${extra}`;
}

/** What makes two requests "the same" for folding: a poll repeated with the same answer. */
const foldKey = (entry: RequestLogEntry) =>
  entry.method === 'GET' || entry.method === 'HEAD'
    ? `${entry.method} ${entry.path} ${entry.status} ${entry.code ?? ''}`
    : null;

/** How long a run of identical polls may stay unprinted before its count is written anyway. */
export const FOLD_IDLE_MS = 2_000;

export function formatWebhook(attempt: WebhookAttempt, at: Date): string {
  const outcome = attempt.ok
    ? `→ ${attempt.status}`
    : attempt.status !== null
      ? `→ ${attempt.status} (not 2xx)`
      : `failed: ${attempt.error ?? 'no answer'}`;
  const next = attempt.next_attempt_at
    ? `next retry ${attempt.next_attempt_at}`
    : attempt.ok
      ? 'delivered'
      : 'no more retries';
  const hint = !attempt.ok && attempt.error && TLS_PROBLEM.test(attempt.error) ? `\n    ${TLS_HINT}` : '';
  return `${at.toISOString()}  webhook ${attempt.job_id} POST ${attempt.target} ${outcome}  attempt ${attempt.attempt}/${attempt.attempts}  ${next}${hint}`;
}

export function createLocalLog(level: LogLevel, write: (line: string) => void = console.log): LocalLog {
  const quiet = level === LogLevel.quiet;
  // The run of identical polls being folded: its key, how many more came after the printed one, and when
  // the last of them came.
  let run: { key: string; path: string; method: string; status: number; more: number; last: Date } | null =
    null;
  let idle: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(idle);
    if (run && run.more > 0)
      write(
        `${run.last.toISOString()}  … ×${run.more} more: ${run.method} ${run.path} → ${run.status}, the same answer`,
      );
    run = null;
  };
  const line = (text: string) => {
    flush();
    write(text);
  };
  const lifecycle = (jobId: string, what: string) =>
    line(`${new Date().toISOString()}  job ${jobId} ${what}`);
  return {
    request: (entry) => {
      if (quiet) return;
      const key = foldKey(entry);
      if (key !== null && run?.key === key) {
        run.more += 1;
        run.last = entry.at;
        clearTimeout(idle);
        idle = setTimeout(flush, FOLD_IDLE_MS).unref();
        return;
      }
      line(formatRequest(entry, level));
      if (key !== null)
        run = { key, path: entry.path, method: entry.method, status: entry.status, more: 0, last: entry.at };
    },
    webhook: (attempt) => {
      if (!quiet) line(formatWebhook(attempt, new Date()));
    },
    jobs: (store) => (quiet ? store : withLifecycle(store, lifecycle)),
  };
}

/**
 * A job store that reports each job's lifecycle: accepted, each new stage (a stage's many batch
 * invocations are one line), delayed until when and why, done with what it charged, or the end it came
 * to with its message. It changes nothing it passes on.
 */
function withLifecycle(inner: JobStore, say: (jobId: string, what: string) => void): JobStore {
  // The last stage printed per job, so that a fan-out's invocations print their stage once.
  const shown = new Map<string, string>();
  const wrapped: Partial<JobStore> = {};
  wrapped.submit = async (job, idempotency, now) => {
    const result = await inner.submit(job, idempotency, now);
    if (result.outcome === 'accepted')
      say(job.job_id, `accepted  ${JSON.stringify(job.input)}  persona ${job.persona.slug}`);
    return result;
  };
  wrapped.enterStage = async (jobId, stage, at) => {
    const entered = await inner.enterStage(jobId, stage, at);
    const was = shown.get(jobId);
    if (entered && was !== stage) {
      shown.set(jobId, stage);
      say(jobId, was === `delayed:${stage}` ? `retrying ${stage}` : `stage ${stage}`);
    }
    return entered;
  };
  wrapped.markDelayed = async (jobId, stage, nextRetryAt, at) => {
    const marked = await inner.markDelayed(jobId, stage, nextRetryAt, at);
    if (marked) {
      shown.set(jobId, `delayed:${stage}`);
      say(jobId, `delayed in ${stage} until ${nextRetryAt}`);
    }
    return marked;
  };
  wrapped.settle = async (jobId, settlement, at) => {
    const outcome = await inner.settle(jobId, settlement, at);
    if (outcome === 'settled') {
      shown.delete(jobId);
      const n = settlement.target_people_count;
      say(jobId, `done  ${n} ${n === 1 ? 'person' : 'people'}  charged 1 credit`);
    }
    return outcome;
  };
  wrapped.finishUncharged = async (jobId, status, message, at) => {
    const finished = await inner.finishUncharged(jobId, status, message, at);
    if (finished) {
      shown.delete(jobId);
      say(jobId, `${status}${message ? `: ${message}` : ''}  not charged`);
    }
    return finished;
  };
  // Everything else goes to the store itself, bound to it.
  return new Proxy(inner, {
    get(target, property, receiver) {
      const own = wrapped[property as keyof JobStore];
      if (own) return own;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
