import { TransientErrorName } from './ports.js';

export interface RetryPolicy {
  maxAttempts: number;
  baseMs: number;
  maxMs: number;
}

export interface RetryDecision {
  exhausted: boolean;
  /** When the stage runs again; null once exhausted. */
  nextRetryAt: string | null;
}

/**
 * Exponential backoff with "equal jitter": the n-th retry waits between half and all of
 * min(max, base·2ⁿ), so retries of many jobs spread out but never come back sooner than half the
 * backoff. A dependency's own Retry-After wins when it asks for longer.
 */
export function decideRetry(
  attempt: number,
  policy: RetryPolicy,
  now: Date,
  retryAfterSeconds: number | null,
  random: () => number = Math.random,
): RetryDecision {
  if (attempt + 1 >= policy.maxAttempts) return { exhausted: true, nextRetryAt: null };
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** attempt);
  let delay = ceiling / 2 + random() * (ceiling / 2);
  if (retryAfterSeconds !== null) delay = Math.max(delay, retryAfterSeconds * 1000);
  return { exhausted: false, nextRetryAt: new Date(now.getTime() + Math.round(delay)).toISOString() };
}

/**
 * Failures of the platform around a stage rather than of a dependency inside it: Lambda refusing or
 * failing the invocation, the function dying (timeout, out of memory), the task outliving its
 * `TimeoutSeconds`. Step Functions names them (docs/pipeline.md cites the list); they take the same
 * visible delayed-retry path as a provider's 429, so only exhausted attempts fail a job.
 */
export const PlatformErrorName = {
  lambdaTooManyRequests: 'Lambda.TooManyRequestsException',
  lambdaSdkClient: 'Lambda.SdkClientException',
  lambdaService: 'Lambda.ServiceException',
  lambdaAws: 'Lambda.AWSLambdaException',
  lambdaClientExecutionTimeout: 'Lambda.ClientExecutionTimeoutException',
  /** Unhandled in the function: a function timeout or running out of memory. */
  lambdaUnknown: 'Lambda.Unknown',
  /** How newer Lambda runtimes report a function timeout. */
  sandboxTimedOut: 'Sandbox.Timedout',
  /** The Task's own `TimeoutSeconds` elapsed. */
  statesTimeout: 'States.Timeout',
} as const;
export type PlatformErrorName = (typeof PlatformErrorName)[keyof typeof PlatformErrorName];

/**
 * Lambda's service errors: the invocation never ran, or its answer was lost. Worth a quick retry on the
 * spot inside a Map iteration (one throttled batch should not send a whole fan-out back to waiting).
 */
export const LAMBDA_SERVICE_ERRORS: readonly PlatformErrorName[] = [
  PlatformErrorName.lambdaTooManyRequests,
  PlatformErrorName.lambdaSdkClient,
  PlatformErrorName.lambdaService,
  PlatformErrorName.lambdaAws,
  PlatformErrorName.lambdaClientExecutionTimeout,
];

/**
 * Every error name that means "try this stage again later". The state machine's `ErrorEquals` lists
 * must name exactly these (test/unit/asl.test.ts checks it), so a transient error added here cannot
 * silently fail jobs.
 */
export const DELAYED_RETRY_ERRORS: readonly string[] = [
  ...Object.values(TransientErrorName),
  ...Object.values(PlatformErrorName),
];

const DESCRIPTIONS: Record<string, string> = {
  [TransientErrorName.providerRateLimited]: 'the network provider kept rate-limiting us',
  [TransientErrorName.providerUnavailable]: 'the network provider stayed unavailable',
  [TransientErrorName.providerTimeout]: 'the network provider kept timing out',
  [TransientErrorName.verifierUnavailable]: 'the email verifier stayed unavailable',
  [TransientErrorName.judgeOverloaded]: 'the persona judge stayed overloaded',
  [TransientErrorName.storageUnavailable]: 'our storage stayed unavailable',
  [TransientErrorName.databaseUnavailable]: 'our database stayed unavailable',
  [PlatformErrorName.lambdaTooManyRequests]: 'our compute capacity stayed exhausted',
  [PlatformErrorName.lambdaSdkClient]: 'our compute service kept failing',
  [PlatformErrorName.lambdaService]: 'our compute service kept failing',
  [PlatformErrorName.lambdaAws]: 'our compute service kept failing',
  [PlatformErrorName.lambdaClientExecutionTimeout]: 'our compute service kept failing',
  [PlatformErrorName.lambdaUnknown]: 'the step kept crashing or running out of time',
  [PlatformErrorName.sandboxTimedOut]: 'the step kept running out of time',
  [PlatformErrorName.statesTimeout]: 'the step kept running out of time',
};

export function exhaustedMessage(errorName: string, stage: string, attempts: number): string {
  const what = DESCRIPTIONS[errorName] ?? 'a dependency kept failing';
  return `The job stopped in ${stage} because ${what} after ${attempts} attempts. Nothing was charged; submit it again later.`;
}

/**
 * Errors that say our own platform is down (DynamoDB, S3, Lambda's service), told by their name alone.
 * A provider's outage (its 5xx, a refused connection, no answer in time) is marked by its adapter instead
 * (functions/core/outage.ts, which decides and names every outage). Either is waited out without
 * counting attempts for up to `OUTAGE_WINDOW_SECONDS`; a refusal (a rate limit) still counts them.
 */
export const OUTAGE_ERRORS: ReadonlySet<string> = new Set<string>([
  TransientErrorName.databaseUnavailable,
  TransientErrorName.storageUnavailable,
  ...LAMBDA_SERVICE_ERRORS,
]);

/** How long an outage is waited out before the job fails (free): 15 minutes. */
export const OUTAGE_WINDOW_SECONDS = 900;
