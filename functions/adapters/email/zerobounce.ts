import { addressFromPattern } from '../../core/email-address.js';
import { ConfigError } from '../../core/errors.js';
import { DownDependency } from '../../core/outage.js';
import type { CallContext, EmailVerifier } from '../../core/ports.js';
import { TransientError, TransientErrorName } from '../../core/ports.js';
import type { EmailInfo, ProviderCompany } from '../../core/profile.js';
import { type FetchLike, shortText } from '../network/provider-http.js';
import { callDependency, type ProviderFailurePolicy, ProviderRefusedError } from '../provider-errors.js';
import { mapVerdict } from './zerobounce-mapping.js';

/**
 * An EmailVerifier over ZeroBounce's single-address validation (`GET /v2/validate`). It builds candidate
 * addresses from the company's mail pattern when one is known, else from the common patterns, and asks
 * ZeroBounce about them in order, reading `status` and `sub_status` through the table in
 * `zerobounce-mapping.ts`: the first address that table offers is the answer; a catch-all verdict ends
 * the search (every candidate on the domain would get the same); none offered: null. docs/providers.md
 * ("ZeroBounce verdicts") has the table and the reasons. */

export const ZEROBOUNCE_DEFAULT_BASE_URL = 'https://api.zerobounce.net';
export const ZEROBOUNCE_DEFAULT_TIMEOUT_MS = 20_000;

/** Local-part patterns tried, in order, when the company's own pattern is unknown. */
export const COMMON_MAIL_PATTERNS = [
  '{first}.{last}',
  '{f}{last}',
  '{first}',
  '{first}{last}',
  '{last}',
] as const;

export interface ZeroBounceOptions {
  apiKey: string;
  /** The API origin; the EU endpoint is https://api-eu.zerobounce.net. */
  baseURL?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  /**
   * Told after each lookup how many validations ZeroBounce billed for it (every answered address but
   * an `unknown` one): a lookup may check several candidate addresses (functions/core/cost.ts).
   */
  onBilled?: BilledValidations;
}

/** Receives the validations a lookup was billed for (none: not called). */
export type BilledValidations = (ctx: CallContext, validations: number) => Promise<void>;

/** The fields of a `/v2/validate` answer this adapter reads. */
interface ValidateAnswer {
  address?: unknown;
  status?: unknown;
  sub_status?: unknown;
  free_email?: unknown;
  mx_found?: unknown;
  error?: unknown;
}

/** ZeroBounce sends booleans as JSON booleans or as "true"/"True" strings, depending on the field. */
const flag = (value: unknown): boolean =>
  value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');

/** The addresses to try for a person at a company, best first, without repeats. */
export function candidateAddresses(
  person: { first_name: string | null; last_name: string | null },
  company: Pick<ProviderCompany, 'domain' | 'email'>,
): string[] {
  const known = company.email;
  const domain = (known?.domain ?? company.domain ?? '').trim().toLowerCase();
  if (domain === '' || !domain.includes('.')) return [];
  const patterns = known ? [known.pattern] : COMMON_MAIL_PATTERNS;
  const addresses = patterns
    .map((pattern) => addressFromPattern(pattern, domain, person))
    .filter((address) => address !== null);
  return [...new Set(addresses)];
}

export class ZeroBounceEmailVerifier implements EmailVerifier {
  private readonly apiKey: string;
  private readonly baseURL: string;
  private readonly fetch: FetchLike;
  private readonly timeoutMs: number;
  private readonly onBilled: BilledValidations | undefined;

  constructor({
    apiKey,
    baseURL = ZEROBOUNCE_DEFAULT_BASE_URL,
    fetch = globalThis.fetch,
    timeoutMs = ZEROBOUNCE_DEFAULT_TIMEOUT_MS,
    onBilled,
  }: ZeroBounceOptions) {
    if (typeof apiKey !== 'string' || apiKey.trim() === '')
      throw new ConfigError(['ZeroBounce apiKey must not be empty']);
    if (!Number.isInteger(timeoutMs) || timeoutMs < 1) {
      throw new ConfigError(['ZeroBounce timeoutMs must be a positive integer']);
    }
    this.apiKey = apiKey.trim();
    this.baseURL = baseURL.replace(/\/+$/, '');
    this.fetch = fetch;
    this.timeoutMs = timeoutMs;
    this.onBilled = onBilled;
  }

  async findEmail(
    person: { first_name: string | null; last_name: string | null; person_ref: string },
    company: ProviderCompany,
    ctx: CallContext,
  ): Promise<EmailInfo | null> {
    let billed = 0;
    const bill = () => {
      billed += 1;
    };
    let email: EmailInfo | null;
    try {
      email = await this.check(person, company, bill);
    } catch (error) {
      // The answers before the failing candidate were billed; recording them must not hide the error.
      if (billed > 0) await this.onBilled?.(ctx, billed).catch(() => undefined);
      throw error;
    }
    if (billed > 0) await this.onBilled?.(ctx, billed);
    return email;
  }

  private async check(
    person: { first_name: string | null; last_name: string | null },
    company: ProviderCompany,
    bill: () => void,
  ): Promise<EmailInfo | null> {
    for (const address of candidateAddresses(person, company)) {
      const answer = await this.validate(address);
      // ZeroBounce bills every validation but an `unknown` one.
      if (answer.status !== 'unknown') bill();
      const { offer, stop } = mapVerdict(
        typeof answer.status === 'string' ? answer.status : '',
        typeof answer.sub_status === 'string' ? answer.sub_status : '',
      );
      if (offer) {
        return {
          address,
          ...offer,
          valid_email_server: flag(answer.mx_found),
          free: flag(answer.free_email),
        };
      }
      if (stop) return null;
    }
    return null;
  }

  /** One `/v2/validate` call; its answer when ZeroBounce judged the address, else the right error. */
  private async validate(address: string): Promise<ValidateAnswer> {
    const query = new URLSearchParams({ api_key: this.apiKey, email: address, ip_address: '' });
    const answer = await callDependency(ZEROBOUNCE_FAILURES, {
      fetch: this.fetch,
      method: 'GET',
      url: `${this.baseURL}/v2/validate?${query}`,
      path: '/v2/validate',
      timeoutMs: this.timeoutMs,
      detail: (body) => describe((body as ValidateAnswer | null)?.error),
    });
    const { status } = answer;
    const body = (
      typeof answer.body === 'object' && answer.body !== null ? answer.body : null
    ) as ValidateAnswer | null;
    // A bad key and an empty account both answer 200 with `{ "error": "…" }` and no status.
    if (body?.error !== undefined && body.error !== null) {
      throw new ProviderRefusedError(
        ZEROBOUNCE_FAILURES.provider,
        status,
        `ZeroBounce refused to validate: ${describe(body.error) ?? 'no reason given'}. ${ZEROBOUNCE_FAILURES.keyHint}`,
      );
    }
    if (!body || typeof body.status !== 'string') {
      throw new TransientError(
        TransientErrorName.verifierUnavailable,
        'ZeroBounce /v2/validate answered 200 without a status',
      );
    }
    return body;
  }
}

/** ZeroBounce's error text (a string, or a list of strings) for a message; never the key. */
function describe(error: unknown): string | null {
  return shortText(Array.isArray(error) ? error.filter((e) => typeof e === 'string').join('; ') : error);
}

const ZEROBOUNCE_FAILURES: ProviderFailurePolicy = {
  provider: 'ZeroBounce',
  down: DownDependency.zeroBounce,
  // The verifier has one transient name: whatever the reason, a later try may succeed.
  names: {
    rateLimited: TransientErrorName.verifierUnavailable,
    unavailable: TransientErrorName.verifierUnavailable,
    timeout: TransientErrorName.verifierUnavailable,
  },
  // 403 is ZeroBounce's temporary "API shield", not a rejected key.
  alsoTransient: [403],
  keyHint:
    'Check CTP_VERIFIER_API_KEY (or the secret behind CTP_VERIFIER_SECRET_ARN) and the account’s credit balance.',
};

export interface CreateZeroBounceVerifierOptions {
  apiKey: string;
  baseURL?: string;
  timeoutMs?: number;
  fetch?: FetchLike;
  onBilled?: BilledValidations;
}

/** For the composition root: a ZeroBounce verifier from typed config. */
export function createZeroBounceVerifier(options: CreateZeroBounceVerifierOptions): ZeroBounceEmailVerifier {
  return new ZeroBounceEmailVerifier(options);
}
