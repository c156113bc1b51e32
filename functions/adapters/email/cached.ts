import { sha256Hex } from '../../core/hashing.js';
import type { CallContext, Clock, EmailVerifier, WorkStore } from '../../core/ports.js';
import type { EmailInfo, ProviderCompany } from '../../core/profile.js';
import { candidateAddresses } from './zerobounce.js';

export interface CachedVerifierOptions {
  /** Names the verifier in the keys, so that two verifiers' verdicts never mix. */
  verifier: string;
  /** Where verdicts are kept (the results bucket's `cache/` prefix, beside the provider cache). */
  store: WorkStore;
  clock: Clock;
  /** How long a verified address counts as fresh (CTP_PROVIDER_CACHE_DAYS). */
  freshForDays: number;
  /** A sandbox test company: its scripted verifier faults play on every job, so nothing is remembered. */
  rehearses?: (companyId: number) => boolean;
}

interface Stamped {
  fetched_at: string;
  value: EmailInfo;
}

/**
 * Remembers a verified email per address for the freshness window: a later job (another persona,
 * another account) that needs the same address checked gets the remembered answer and the verifier is
 * not called, nor paid. The key is the addresses a lookup would check, in order (the person's name on
 * the company's mail domain, by its known pattern or the common ones): the same addresses, the same
 * verdict. Only found addresses are kept: a lookup that found none may find one tomorrow, and an
 * `unknown` verdict (greylisting) is not billed, so asking again costs little.
 */
export class CachedEmailVerifier implements EmailVerifier {
  constructor(
    private readonly inner: EmailVerifier,
    private readonly options: CachedVerifierOptions,
  ) {}

  async findEmail(
    person: { first_name: string | null; last_name: string | null; person_ref: string },
    company: ProviderCompany,
    ctx: CallContext,
  ): Promise<EmailInfo | null> {
    const addresses = candidateAddresses(person, company);
    // No address to check (no mail domain, no usable name): nothing to remember it by.
    if (addresses.length === 0 || this.options.rehearses?.(company.id))
      return this.inner.findEmail(person, company, ctx);
    const key = `cache/verifier/${this.options.verifier}/${sha256Hex(addresses.join('\n'))}.json`;
    const stamped = await this.options.store.get<Stamped>(key);
    const age = stamped ? this.options.clock.now().getTime() - Date.parse(stamped.fetched_at) : Infinity;
    if (stamped && age <= this.options.freshForDays * 86_400_000) return stamped.value;
    const email = await this.inner.findEmail(person, company, ctx);
    if (email) {
      const fresh: Stamped = { fetched_at: this.options.clock.now().toISOString(), value: email };
      await this.options.store.put(key, fresh);
    }
    return email;
  }
}
