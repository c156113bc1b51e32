import type { CallContext, EmailVerifier } from '../../core/ports.js';
import type { EmailInfo, ProviderCompany } from '../../core/profile.js';
import type { NetworkDataset } from '../network/dataset.js';
import { realSleep, type Sleep, simulatedFault } from '../network/embedded.js';

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

// Letters that carry no combining mark to strip, so NFKD alone would drop them.
const FOLD: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lowercase, diacritics stripped, only a-z left: "Jørgen" → "jorgen", "O'Brien-Smith" → "obriensmith". */
export function mailNamePart(name: string | null): string {
  if (name === null) return '';
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßøæœłđðþı]/g, (ch) => FOLD[ch] ?? '')
    .replace(/[^a-z]/g, '');
}

/** The address a pattern such as `{first}.{last}` or `{f}{last}` gives; null when a name it needs is missing. */
export function addressFromPattern(
  pattern: string,
  domain: string,
  person: { first_name: string | null; last_name: string | null },
): string | null {
  const first = mailNamePart(person.first_name);
  const last = mailNamePart(person.last_name);
  const values: Record<string, string> = { first, last, f: first.slice(0, 1), l: last.slice(0, 1) };
  let missing = false;
  const local = pattern.replace(/\{(first|last|f|l)\}/g, (_, key: string) => {
    const value = values[key] ?? '';
    if (value === '') missing = true;
    return value;
  });
  if (missing || !/[a-z]/.test(local)) return null;
  return `${local}@${domain.toLowerCase()}`;
}

export interface EmbeddedEmailVerifierOptions {
  sleep?: Sleep;
}

export class EmbeddedEmailVerifier implements EmailVerifier {
  private readonly sleep: Sleep;

  constructor(
    private readonly dataset: NetworkDataset,
    { sleep = realSleep }: EmbeddedEmailVerifierOptions = {},
  ) {
    this.sleep = sleep;
  }

  async findEmail(
    person: { first_name: string | null; last_name: string | null; person_ref: string },
    company: ProviderCompany,
    ctx: CallContext,
  ): Promise<EmailInfo | null> {
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
