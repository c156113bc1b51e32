/**
 * One error hierarchy for the whole service. Every error that may reach a client carries a stable
 * `code` (callers branch on it, never on `message`) and an HTTP status. `expose: false` errors are
 * logged in full but answered with a generic 500 envelope so that nothing internal leaks.
 */
export interface ValidationIssue {
  /** Where the problem is, e.g. `['body', 'input']` or `['query', 'limit']`. */
  loc: (string | number)[];
  msg: string;
  type: string;
}

export class DomainError extends Error {
  readonly code: string;
  readonly status: number;
  readonly expose: boolean;
  /** Extra envelope fields (`balance`, `limit`) that the spec adds to some errors. */
  readonly extra: Readonly<Record<string, unknown>>;

  constructor(
    code: string,
    status: number,
    message: string,
    options: { expose?: boolean; cause?: unknown; extra?: Record<string, unknown> } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.status = status;
    this.expose = options.expose ?? status < 500;
    this.extra = options.extra ?? {};
  }
}

export class MissingApiKeyError extends DomainError {
  constructor() {
    super('missing_api_key', 401, 'Send your API key in the X-API-Key header.');
  }
}

export class InvalidApiKeyError extends DomainError {
  constructor() {
    super('invalid_api_key', 401, 'The API key is unknown or has been revoked.');
  }
}

export class ValidationError extends DomainError {
  readonly issues: ValidationIssue[];
  constructor(issues: ValidationIssue[], message?: string) {
    super('validation_error', 422, message ?? summarizeIssues(issues));
    this.issues = issues;
  }
}

function summarizeIssues(issues: ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return 'The request failed validation.';
  const where = first.loc.join('.');
  const more =
    issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
  return `${where}: ${first.msg}${more}`;
}

export class InvalidInputError extends DomainError {
  constructor(message: string) {
    super('invalid_input', 400, message);
  }
}

export class UnsupportedOperationError extends DomainError {
  constructor(operation: string) {
    super(
      'unsupported_operation',
      400,
      `Unknown operation ${JSON.stringify(operation)}; the only operation is "target_people".`,
    );
  }
}

export class PersonaRequiredError extends DomainError {
  constructor() {
    super(
      'persona_required',
      400,
      'Name the persona to apply: "persona" must be the slug of one of your personas.',
    );
  }
}

/** On job submission the spec makes an unknown persona a 400; on /v1/personas/{slug} it is a missing resource (404). */
export class PersonaNotFoundError extends DomainError {
  constructor(slug: string, status: 400 | 404) {
    super('persona_not_found', status, `No persona with slug ${JSON.stringify(slug)} in this account.`);
  }
}

export class InvalidCallbackUrlError extends DomainError {
  constructor(message: string) {
    super('invalid_callback_url', 400, message);
  }
}

export class InvalidIdempotencyKeyError extends DomainError {
  constructor() {
    super('invalid_idempotency_key', 400, 'Idempotency-Key must be 1 to 128 characters long.');
  }
}

export class IdempotencyConflictError extends DomainError {
  constructor() {
    super(
      'idempotency_conflict',
      409,
      'This Idempotency-Key was already used for a different request; use a new key for a new request.',
    );
  }
}

export class SystemPersonaImmutableError extends DomainError {
  constructor() {
    super(
      'system_persona_immutable',
      409,
      'The system persona "owners-founders" cannot be edited or deleted.',
    );
  }
}

/** Personas per account are capped, so that every persona request stays bounded (docs/personas.md). */
export class PersonaLimitError extends DomainError {
  constructor(limit: number) {
    super(
      'persona_limit_reached',
      409,
      `An account has at most ${limit} custom personas; delete one you no longer use to create another.`,
      { extra: { limit } },
    );
  }
}

export class DefaultPersonaRequiredError extends DomainError {
  constructor() {
    super(
      'default_persona_required',
      409,
      'An account always has one default persona; make another persona the default instead of unsetting this one.',
    );
  }
}

export class InsufficientCreditsError extends DomainError {
  constructor(balance: number) {
    super(
      'insufficient_credits',
      402,
      `Not enough credits: ${balance} available. Each job holds 1 credit while it runs.`,
      {
        extra: { balance },
      },
    );
  }
}

export class ConcurrencyLimitError extends DomainError {
  constructor(limit: number) {
    super(
      'concurrency_limit',
      429,
      `Your plan runs at most ${limit} job${limit === 1 ? '' : 's'} at a time; wait for one to finish or cancel one.`,
      { extra: { limit } },
    );
  }
}

export class JobNotFoundError extends DomainError {
  constructor() {
    super('job_not_found', 404, 'No such job under this API key.');
  }
}

export class RouteNotFoundError extends DomainError {
  constructor(method: string, path: string) {
    super('route_not_found', 404, `No endpoint ${method} ${path}. Every endpoint is under /v1.`);
  }
}

export class MethodNotAllowedError extends DomainError {
  /** Also sent as the `Allow` header (RFC 9110 15.5.6). */
  readonly allowed: string[];
  constructor(method: string, path: string, allowed: string[]) {
    super('method_not_allowed', 405, `${path} does not accept ${method}; it accepts ${allowed.join(', ')}.`, {
      extra: { allowed },
    });
    this.allowed = allowed;
  }
}

export class InvalidJsonError extends DomainError {
  constructor() {
    super('invalid_json', 400, 'The request body is not valid JSON.');
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(limitBytes: number) {
    super('payload_too_large', 413, `The request body is larger than ${limitBytes} bytes.`);
  }
}

export class UnsupportedMediaTypeError extends DomainError {
  constructor() {
    super(
      'unsupported_media_type',
      415,
      'Send the request body as JSON with Content-Type: application/json.',
    );
  }
}

/** A dependency (storage, the workflow service) failed in a way the client may retry. */
export class ServiceUnavailableError extends DomainError {
  constructor(message: string, cause?: unknown) {
    super('service_unavailable', 503, message, { cause, expose: true });
  }
}

/** A write lost a race that a retry can win (a DynamoDB transaction conflict). */
export class ConflictRetryableError extends DomainError {
  constructor(what: string, cause?: unknown) {
    super('conflict', 409, `${what} changed concurrently; retry the request.`, { cause });
  }
}

/** Operator paths only (the admin CLI); a client's own account always exists. */
export class AccountNotFoundError extends DomainError {
  constructor(accountId: string) {
    super('account_not_found', 404, `No account ${accountId}.`);
  }
}

export class CreditsHeldError extends DomainError {
  constructor() {
    super('credits_held', 409, 'That correction would take back credits that running jobs hold.');
  }
}

/** Operator paths only: a correction larger than the balance itself (as opposed to one that would take back held credits). */
export class NegativeBalanceError extends DomainError {
  constructor(balance: number, amount: number) {
    super(
      'negative_balance',
      409,
      `That correction (${amount}) would take the balance below zero; the balance is ${balance}.`,
      { extra: { balance } },
    );
  }
}

export class ApiKeyNotFoundError extends DomainError {
  constructor() {
    super('key_not_found', 404, 'No API key with that hash.');
  }
}
