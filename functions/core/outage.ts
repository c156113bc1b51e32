import { TransientError, TransientErrorName } from './ports.js';
import { isBudgetRefusal } from './rate-budget.js';
import { LAMBDA_SERVICE_ERRORS, OUTAGE_ERRORS } from './retry.js';

/**
 * Which failures are an outage (something down, waited out for up to `OUTAGE_WINDOW_SECONDS` without
 * counting the stage's attempts) rather than a refusal (a rate limit, which counts them). Our own
 * platform's outages are told by their error name alone (`OUTAGE_ERRORS`). A provider's are not: the
 * people-data provider, the email verifier and the judge each use one transient name for a 429 and for
 * a 503 alike, so the adapter that saw the answer marks the outage in the message, which is all of an
 * error that crosses a Lambda boundary (the state machine's `Cause`), as `retry-after` already is.
 */

/** What each dependency is called in a job's message: "… because <this> was unavailable …". */
export const DownDependency = {
  pdl: 'the people-data provider (People Data Labs)',
  coresignal: 'the people-data provider (Coresignal)',
  zeroBounce: 'the email verifier (ZeroBounce)',
  anthropic: 'the persona judge (Anthropic API)',
  bedrock: 'the persona judge (Amazon Bedrock)',
} as const;

const PLATFORM: Record<string, string> = {
  [TransientErrorName.databaseUnavailable]: 'our database (DynamoDB)',
  [TransientErrorName.storageUnavailable]: 'our storage (S3)',
  ...Object.fromEntries(LAMBDA_SERVICE_ERRORS.map((name) => [name, 'AWS Lambda'])),
};

const MARK = /\[down: ([^\]]{1,120})\]/;

/**
 * A provider's outage: a 5xx, a refused or reset connection, no answer in time. The transient name
 * stays the one the state machine catches; the mark names what is down.
 */
export function dependencyDown(
  name: TransientErrorName,
  dependency: string,
  message: string,
  retryAfterSeconds: number | null = null,
  options?: { cause?: unknown },
): TransientError {
  return new TransientError(name, withDownMark(message, dependency), retryAfterSeconds, options);
}

/** `message` marked as an outage of `dependency` (for adapters whose error class is their own). */
export const withDownMark = (message: string, dependency: string): string =>
  `${message} [down: ${dependency}]`;

/** The dependency a provider's outage error names in its message or `Cause`, or null. */
export const downDependencyIn = (cause: string | undefined): string | null =>
  MARK.exec(cause ?? '')?.[1] ?? null;

/**
 * What is down, when the error the state machine caught is an outage; null when it is a refusal (a
 * rate limit, a shared budget's turn, the judge's 429) or anything else, which counts an attempt.
 */
export function outageOf(error: { Error?: string; Cause?: string } | undefined): string | null {
  const name = error?.Error ?? '';
  // A shared budget's refusal is ours, whatever name it carries (budgetWaitEvents handles it).
  if (isBudgetRefusal(error?.Cause)) return null;
  if (OUTAGE_ERRORS.has(name)) return PLATFORM[name] ?? 'a dependency';
  return downDependencyIn(error?.Cause);
}

export function outageMessage(dependency: string, stage: string, windowSeconds: number): string {
  return `The job stopped in ${stage} because ${dependency} was unavailable for more than ${Math.round(windowSeconds / 60)} minutes. Nothing was charged; submit it again later.`;
}
