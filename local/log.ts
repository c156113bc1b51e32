import type { WebhookAttempt } from '../functions/core/pipeline.js';

/**
 * What `npm start` prints while it runs, like `stripe listen`: one line per API request and one per
 * webhook delivery attempt. `CTP_LOG`: `quiet` prints neither, `info` (the default) prints both,
 * `debug` adds the query string and user agent of requests.
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
}

export interface LocalLog {
  request(entry: RequestLogEntry): void;
  webhook(attempt: WebhookAttempt): void;
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
  return `${entry.at.toISOString()}  ${entry.method} ${entry.path} → ${entry.status}  ${entry.ms} ms  request ${entry.requestId ?? '-'}${extra}`;
}

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
  return {
    request: (entry) => {
      if (level !== LogLevel.quiet) write(formatRequest(entry, level));
    },
    webhook: (attempt) => {
      if (level !== LogLevel.quiet) write(formatWebhook(attempt, new Date()));
    },
  };
}
