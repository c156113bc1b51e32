import { addressFromPattern } from '../../core/email-address.js';
import type { CallContext, EmailVerifier } from '../../core/ports.js';
import type { EmailInfo, ProviderCompany } from '../../core/profile.js';
import type { NetworkDataset } from '../network/dataset.js';
import { realSleep, type Sleep, simulatedCall, simulatedFault } from '../network/embedded.js';

/**
 * An EmailVerifier over the embedded dataset: the address comes from the company's mail pattern, and the
 * verdict from whether its domain accepts every address (catch-all). A catch-all server cannot confirm a
 * mailbox, so an address there is only ever a guess, `risky`, never `valid`.
 */

export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'hotmail.com',
]);

export interface EmbeddedEmailVerifierOptions {
  sleep?: Sleep;
  /** The simulation's clock (epoch ms), which the per-minute window is counted on. */
  now?: () => number;
}

export class EmbeddedEmailVerifier implements EmailVerifier {
  private readonly sleep: Sleep;
  private readonly now: () => number;

  constructor(
    private readonly dataset: NetworkDataset,
    { sleep = realSleep, now = Date.now }: EmbeddedEmailVerifierOptions = {},
  ) {
    this.sleep = sleep;
    this.now = now;
  }

  async findEmail(
    person: { first_name: string | null; last_name: string | null; person_ref: string },
    company: ProviderCompany,
    ctx: CallContext,
  ): Promise<EmailInfo | null> {
    await simulatedCall(
      this.dataset,
      'verifier',
      { units: 1 },
      { sleep: this.sleep, now: this.now, source: 'verifier', jobId: ctx.jobId },
    );
    const known = this.dataset.companyById(company.id);
    await simulatedFault(known, ctx, { sleep: this.sleep, source: 'verifier' });
    const config = company.email ?? known?.email ?? null;
    if (!config) return null;
    const address = addressFromPattern(config.pattern, config.domain, person);
    if (address === null) return null;
    const free = FREE_MAIL_DOMAINS.has(config.domain.toLowerCase());
    return config.catch_all
      ? {
          address,
          status: 'risky',
          quality_score: 60,
          catch_all_domain: true,
          valid_email_server: true,
          free,
          source: 'guessed',
        }
      : {
          address,
          status: 'valid',
          quality_score: 95,
          catch_all_domain: false,
          valid_email_server: true,
          free,
          source: 'verified',
        };
  }
}
