import { type DomainError, ErrorCode, ReferencedPersonaNotFoundError } from '../core/errors.js';

/**
 * Which HTTP status answers each error code: decided here, at the edge, so that the domain says what
 * happened and only the HTTP layer says how that reads as HTTP. Typed as a complete record so that a
 * new code does not compile until it has a status.
 */
export const HTTP_STATUS_BY_CODE = {
  missing_api_key: 401,
  invalid_api_key: 401,
  validation_error: 422,
  invalid_input: 400,
  unsupported_operation: 400,
  persona_required: 400,
  persona_not_found: 404,
  invalid_callback_url: 400,
  invalid_idempotency_key: 400,
  idempotency_conflict: 409,
  system_persona_immutable: 409,
  persona_limit_reached: 409,
  default_persona_required: 409,
  insufficient_credits: 402,
  concurrency_limit: 429,
  rate_limited: 429,
  invalid_cursor: 400,
  job_not_found: 404,
  route_not_found: 404,
  method_not_allowed: 405,
  invalid_json: 400,
  payload_too_large: 413,
  response_too_large: 406,
  unsupported_media_type: 415,
  service_unavailable: 503,
  conflict: 409,
  internal_error: 500,
  account_not_found: 404,
  account_exists: 409,
  credits_held: 409,
  negative_balance: 409,
  key_not_found: 404,
  key_collision: 409,
  key_revoked: 409,
} as const satisfies Record<ErrorCode, number>;

/** The status of one domain error. */
export function httpStatusOf(error: DomainError): number {
  // The spec answers an unknown persona named in a job submission as a bad request, while
  // /v1/personas/{slug} with an unknown slug is a missing resource: same code, two statuses.
  if (error instanceof ReferencedPersonaNotFoundError) return 400;
  return HTTP_STATUS_BY_CODE[error.code];
}

/**
 * Whether the client sees the error's own code and message. A 503 is one a retry may fix and says so;
 * any other 5xx is a bug of ours and gets the generic envelope.
 */
export const isExposed = (error: DomainError): boolean => {
  const status = httpStatusOf(error);
  return status < 500 || error.code === ErrorCode.serviceUnavailable;
};
