/**
 * One error hierarchy for the whole service. Every error the service throws descends from `AppError`
 * and carries a stable `code` (callers branch on it, never on `message`) and its context as typed
 * fields. `DomainError`s are the ones a client may see; which HTTP status answers each is decided at
 * the edge (`functions/http/error-status.ts`), not here. Anything else is logged in full and answered
 * with a generic 500 envelope, so that nothing internal leaks.
 */
export interface ValidationIssue {
  /** Where the problem is, e.g. `['body', 'input']` or `['query', 'limit']`. */
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** The root of every error class in `functions/`: a stable `code`, the `cause` kept. */
export abstract class AppError extends Error {
  abstract readonly code: string;
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
  }
}

/** Every code a client can see in the error envelope (docs/api.md lists them). */
export const ErrorCode = {
  missingApiKey: 'missing_api_key',
  invalidApiKey: 'invalid_api_key',
  validationError: 'validation_error',
  invalidInput: 'invalid_input',
  unsupportedOperation: 'unsupported_operation',
  personaRequired: 'persona_required',
  personaNotFound: 'persona_not_found',
  invalidCallbackUrl: 'invalid_callback_url',
  invalidIdempotencyKey: 'invalid_idempotency_key',
  idempotencyConflict: 'idempotency_conflict',
  systemPersonaImmutable: 'system_persona_immutable',
  personaLimitReached: 'persona_limit_reached',
  defaultPersonaRequired: 'default_persona_required',
  insufficientCredits: 'insufficient_credits',
  concurrencyLimit: 'concurrency_limit',
  rateLimited: 'rate_limited',
  invalidCursor: 'invalid_cursor',
  jobNotFound: 'job_not_found',
  routeNotFound: 'route_not_found',
  methodNotAllowed: 'method_not_allowed',
  invalidJson: 'invalid_json',
  payloadTooLarge: 'payload_too_large',
  responseTooLarge: 'response_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  serviceUnavailable: 'service_unavailable',
  conflict: 'conflict',
  internalError: 'internal_error',
  // Operator paths (the admin CLI).
  accountNotFound: 'account_not_found',
  accountExists: 'account_exists',
  creditsHeld: 'credits_held',
  negativeBalance: 'negative_balance',
  keyNotFound: 'key_not_found',
  keyCollision: 'key_collision',
  keyRevoked: 'key_revoked',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** An error whose code and message a caller may see; its fields are what the envelope shows beside them. */
export class DomainError extends AppError {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.code = code;
  }

  /** Extra envelope fields (`balance`, `limit`) that the spec adds to some errors; none by default. */
  get extra(): Readonly<Record<string, unknown>> {
    return {};
  }
}

export class MissingApiKeyError extends DomainError {
  constructor() {
    super(ErrorCode.missingApiKey, 'Send your API key in the X-API-Key header.');
  }
}

export class InvalidApiKeyError extends DomainError {
  constructor() {
    super(ErrorCode.invalidApiKey, 'The API key is unknown or has been revoked.');
  }
}

export class ValidationError extends DomainError {
  readonly issues: ValidationIssue[];
  constructor(issues: ValidationIssue[], message?: string) {
    super(ErrorCode.validationError, message ?? summarizeIssues(issues));
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
    super(ErrorCode.invalidInput, message);
  }
}

export class UnsupportedOperationError extends DomainError {
  constructor(readonly operation: string) {
    super(
      ErrorCode.unsupportedOperation,
      `Unknown operation ${JSON.stringify(operation)}; the only operation is "target_people".`,
    );
  }
}

export class PersonaRequiredError extends DomainError {
  constructor() {
    super(
      ErrorCode.personaRequired,
      'Name the persona to apply: "persona" must be the slug of one of your personas.',
    );
  }
}

/** The account has no persona with this slug (on /v1/personas/{slug}: a missing resource). */
export class PersonaNotFoundError extends DomainError {
  constructor(readonly slug: string) {
    super(ErrorCode.personaNotFound, `No persona with slug ${JSON.stringify(slug)} in this account.`);
  }
}

/**
 * A job names a persona the account does not have. Same code and message as PersonaNotFoundError; a
 * class of its own because the spec answers it as a bad request (400), not a missing resource (404).
 */
export class ReferencedPersonaNotFoundError extends PersonaNotFoundError {}

export class InvalidCallbackUrlError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.invalidCallbackUrl, message);
  }
}

export class InvalidIdempotencyKeyError extends DomainError {
  constructor() {
    super(ErrorCode.invalidIdempotencyKey, 'Idempotency-Key must be 1 to 128 characters long.');
  }
}

export class IdempotencyConflictError extends DomainError {
  constructor() {
    super(
      ErrorCode.idempotencyConflict,
      'This Idempotency-Key was already used for a different request; use a new key for a new request.',
    );
  }
}

export class SystemPersonaImmutableError extends DomainError {
  constructor() {
    super(
      ErrorCode.systemPersonaImmutable,
      'The system persona "owners-founders" cannot be edited or deleted.',
    );
  }
}

/** Personas per account are capped, so that every persona request stays bounded (docs/personas.md). */
export class PersonaLimitError extends DomainError {
  constructor(readonly limit: number) {
    super(
      ErrorCode.personaLimitReached,
      `An account has at most ${limit} custom personas; delete one you no longer use to create another.`,
    );
  }
  override get extra() {
    return { limit: this.limit };
  }
}

export class DefaultPersonaRequiredError extends DomainError {
  constructor() {
    super(
      ErrorCode.defaultPersonaRequired,
      'An account always has one default persona; make another persona the default instead of unsetting this one.',
    );
  }
}

export class InsufficientCreditsError extends DomainError {
  constructor(readonly balance: number) {
    super(
      ErrorCode.insufficientCredits,
      `Not enough credits: ${balance} available. Each job holds 1 credit while it runs.`,
    );
  }
  override get extra() {
    return { balance: this.balance };
  }
}

/** A key sent requests faster than its request-rate guard allows (docs/api.md, "Request rate"). */
export class RateLimitedError extends DomainError {
  constructor(
    /** Whole seconds until the key's next request is accepted. */
    readonly retryAfterSeconds: number,
    readonly limit: number,
  ) {
    super(
      ErrorCode.rateLimited,
      `This API key sends requests faster than ${limit} per second; retry after ${retryAfterSeconds} s.`,
    );
  }
  override get extra() {
    return { limit: this.limit };
  }
}

/** A `cursor` of GET /v1/jobs that this API did not issue, or one used where it cannot apply. */
export class InvalidCursorError extends DomainError {
  constructor(message = 'The cursor is not one this API issued; start again without it.') {
    super(ErrorCode.invalidCursor, message);
  }
}

export class ConcurrencyLimitError extends DomainError {
  constructor(readonly limit: number) {
    super(
      ErrorCode.concurrencyLimit,
      `Your plan runs at most ${limit} job${limit === 1 ? '' : 's'} at a time; wait for one to finish or cancel one.`,
    );
  }
  override get extra() {
    return { limit: this.limit };
  }
}

export class JobNotFoundError extends DomainError {
  constructor() {
    super(ErrorCode.jobNotFound, 'No such job under this API key.');
  }
}

export class RouteNotFoundError extends DomainError {
  constructor(
    readonly method: string,
    readonly path: string,
  ) {
    super(ErrorCode.routeNotFound, `No endpoint ${method} ${path}. Every endpoint is under /v1.`);
  }
}

export class MethodNotAllowedError extends DomainError {
  constructor(
    readonly method: string,
    readonly path: string,
    /** Also sent as the `Allow` header (RFC 9110 15.5.6). */
    readonly allowed: string[],
  ) {
    super(ErrorCode.methodNotAllowed, `${path} does not accept ${method}; it accepts ${allowed.join(', ')}.`);
  }
  override get extra() {
    return { allowed: this.allowed };
  }
}

export class InvalidJsonError extends DomainError {
  constructor() {
    super(ErrorCode.invalidJson, 'The request body is not valid JSON.');
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(readonly limitBytes: number) {
    super(ErrorCode.payloadTooLarge, `The request body is larger than ${limitBytes} bytes.`);
  }
}

/**
 * An answer larger than a Lambda function behind API Gateway can send (6 MB), in every coding the client
 * accepts. Nothing is lost: the job and its published result stay as they are, and the same request
 * with `Accept-Encoding: br` or `gzip` reads it (docs/api.md, "What a client must accept").
 */
export class ResponseTooLargeError extends DomainError {
  constructor(
    readonly bytes: number,
    readonly limitBytes: number,
    readonly coding: string | null,
  ) {
    super(
      ErrorCode.responseTooLarge,
      coding === null
        ? `The response is ${bytes} bytes, more than the ${limitBytes} an uncompressed answer can carry. Send the request again with Accept-Encoding: br or gzip; nothing was lost.`
        : `The response is ${bytes} bytes even with ${coding}, more than the ${limitBytes} an answer can carry.${coding === 'br' ? '' : ' Accept-Encoding: br makes it smaller.'} The job's webhook delivers the full result; nothing was lost.`,
    );
  }
}

export class UnsupportedMediaTypeError extends DomainError {
  constructor() {
    super(
      ErrorCode.unsupportedMediaType,
      'Send the request body as JSON with Content-Type: application/json.',
    );
  }
}

/** A dependency (storage, the workflow service) failed in a way the client may retry. */
export class ServiceUnavailableError extends DomainError {
  constructor(message: string, cause?: unknown) {
    super(ErrorCode.serviceUnavailable, message, { cause });
  }
}

/** A write lost a race that a retry can win (a DynamoDB transaction conflict). */
export class ConflictRetryableError extends DomainError {
  constructor(
    /** What changed concurrently, e.g. "The account". */
    readonly what: string,
    cause?: unknown,
  ) {
    super(ErrorCode.conflict, `${what} changed concurrently; retry the request.`, { cause });
  }
}

/** Operator paths only (the admin CLI); a client's own account always exists. */
export class AccountNotFoundError extends DomainError {
  constructor(readonly accountId: string) {
    super(ErrorCode.accountNotFound, `No account ${accountId}.`);
  }
}

/** Operator paths only: a generated account id collided with an existing account. */
export class AccountExistsError extends DomainError {
  constructor() {
    super(ErrorCode.accountExists, 'Account id collision; run the command again.');
  }
}

export class CreditsHeldError extends DomainError {
  constructor() {
    super(ErrorCode.creditsHeld, 'That correction would take back credits that running jobs hold.');
  }
}

/** Operator paths only: a correction larger than the balance itself (as opposed to one that would take back held credits). */
export class NegativeBalanceError extends DomainError {
  constructor(
    readonly balance: number,
    readonly amount: number,
  ) {
    super(
      ErrorCode.negativeBalance,
      `That correction (${amount}) would take the balance below zero; the balance is ${balance}.`,
    );
  }
  override get extra() {
    return { balance: this.balance };
  }
}

export class ApiKeyNotFoundError extends DomainError {
  constructor() {
    super(ErrorCode.keyNotFound, 'No API key with that hash.');
  }
}

/** Operator paths only: a freshly generated key hashed to one already stored. */
export class KeyCollisionError extends DomainError {
  constructor() {
    super(ErrorCode.keyCollision, 'Key collision; try again.');
  }
}

/** Operator paths only: the key to rotate is not (or no longer) active. */
export class KeyRevokedError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.keyRevoked, message);
  }
}

/** Only for the OpenAPI document's example of the generic 500 envelope; never thrown. */
export class InternalError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.internalError, message);
  }
}

/** A setting (an environment variable, an adapter's option, a context key) is missing or out of range. */
export class ConfigError extends AppError {
  readonly code = 'config_invalid';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * The code broke one of its own assumptions (a value a type rules out, an unreachable branch, a
 * schema built wrong). Never a client's fault: the edge answers it with the generic 500.
 */
export class InvariantError extends AppError {
  readonly code = 'invariant_broken';
}
