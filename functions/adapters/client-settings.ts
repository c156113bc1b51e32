/**
 * Deadlines of our storage clients. Without them a frozen dependency holds a request until API
 * Gateway gives up (29 s) with its own 503 and no envelope. With them the worst case is about
 * attempts × (connection or request timeout) plus the SDK's backoff: about 16 s for DynamoDB and for
 * S3, so that the handler answers 503 `service_unavailable` itself, well inside the API function's
 * 25 s. `requestTimeout` runs until the answer's headers arrive (so a large result that keeps flowing
 * is not cut), and without `throwOnRequestTimeout` the SDK would only log a warning when it passes.
 * AWS's own advice for DynamoDB clients is the same: set connection and request timeouts and retries
 * to the application's latency budget (https://aws.amazon.com/premiumsupport/knowledge-center/dynamodb-intermittent-timeout-errors/).
 */
export const DYNAMODB_CLIENT_SETTINGS = {
  maxAttempts: 3,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000, throwOnRequestTimeout: true },
} as const;

export const S3_CLIENT_SETTINGS = {
  maxAttempts: 3,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000, throwOnRequestTimeout: true },
} as const;
