import { InvalidInputError } from './errors.js';

export type CompanyRef = { kind: 'id'; companyId: number } | { kind: 'slug'; slug: string };

export const COMPANY_INPUT_LIMITS = {
  maxLength: 2048,
  maxIdDigits: 15,
  maxSlugLength: 100,
} as const;

const DIGITS = /^[0-9]+$/;
// Combining marks may follow a letter because several scripts (Devanagari, Thai, …) cannot write a word
// without them, and NFC has no precomposed form to fold them into.
const SLUG = /^[\p{L}0-9][\p{L}\p{M}0-9_-]*$/u;
const WHITESPACE = /\s/u;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const URL_ISH = /[/.:@\\]/;

const acceptedForms = (host: string): string =>
  `Send a company page URL such as https://${host}/company/acme, a company slug such as acme, ` +
  `or a numeric company id such as 1035.`;

const notSupported = (host: string, what: string): InvalidInputError =>
  new InvalidInputError(`${what} Lookup by company name or domain is not supported. ${acceptedForms(host)}`);

/** `www.` is cosmetic on the network host, so it is ignored on both sides of the comparison. */
const normalizeHost = (host: string): string => {
  const lower = host.trim().toLowerCase();
  return lower.startsWith('www.') ? lower.slice(4) : lower;
};

/** Parses the `input` of POST /v1/jobs. Throws InvalidInputError (400 invalid_input) with a message that tells the caller what forms are accepted when it cannot. */
export function parseCompanyInput(input: string, networkHost: string): CompanyRef {
  const host = networkHost.trim();
  // The signature says string, but the body arrives from JSON; a number must still be a 400, not a TypeError.
  if (typeof input !== 'string') {
    throw new InvalidInputError(`input must be a string. ${acceptedForms(host)}`);
  }
  // Checked before any parsing so that the work done on hostile input stays bounded.
  if (input.length > COMPANY_INPUT_LIMITS.maxLength) {
    throw new InvalidInputError(
      `input is longer than ${COMPANY_INPUT_LIMITS.maxLength} characters. ${acceptedForms(host)}`,
    );
  }
  const text = input.trim();
  if (text === '') throw new InvalidInputError(`input is empty. ${acceptedForms(host)}`);

  if (DIGITS.test(text)) return parseId(text, host);
  const slug = parseSlug(text);
  if (slug !== null) return { kind: 'slug', slug };

  if (WHITESPACE.test(text)) {
    throw notSupported(host, `${JSON.stringify(truncate(text))} looks like a company name.`);
  }
  if (!URL_ISH.test(text)) {
    throw notSupported(
      host,
      `${JSON.stringify(truncate(text))} is not a company page URL, slug or id: a slug holds only letters, ` +
        `digits, "-" and "_" and is at most ${COMPANY_INPUT_LIMITS.maxSlugLength} characters.`,
    );
  }
  if (text.includes('@') && !text.includes('/')) {
    throw notSupported(host, `${JSON.stringify(truncate(text))} looks like an email address.`);
  }
  return parseUrl(text, host);
}

/** A canonical string for a ref, used for idempotency hashing and replay matching: `id:<n>` or `slug:<slug>`. */
export function canonicalCompanyRef(ref: CompanyRef): string {
  return ref.kind === 'id' ? `id:${ref.companyId}` : `slug:${ref.slug}`;
}

function parseId(digits: string, host: string): CompanyRef {
  // 15 digits stay below 2^53, so the number is exact; leading zeros would give two spellings of one id.
  if (digits.length > COMPANY_INPUT_LIMITS.maxIdDigits || digits.startsWith('0')) {
    throw new InvalidInputError(
      `A company id is a whole number from 1 to ${COMPANY_INPUT_LIMITS.maxIdDigits} digits without leading zeros. ` +
        acceptedForms(host),
    );
  }
  return { kind: 'id', companyId: Number(digits) };
}

/** Returns the lowercased slug, or null when the text is not one. */
function parseSlug(text: string): string | null {
  const composed = text.normalize('NFC');
  if (!SLUG.test(composed)) return null;
  if ([...composed].length > COMPANY_INPUT_LIMITS.maxSlugLength) return null;
  return composed.toLowerCase().normalize('NFC');
}

function parseUrl(text: string, host: string): CompanyRef {
  const pageForm = `a company page URL looks like https://${host}/company/<slug-or-id>`;
  if (HAS_SCHEME.test(text) && !/^https?:\/\//i.test(text)) {
    throw new InvalidInputError(`Only http and https company page URLs are accepted; ${pageForm}.`);
  }
  const url = URL.parse(HAS_SCHEME.test(text) ? text : `https://${text}`);
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw notSupported(host, `${JSON.stringify(truncate(text))} is not a valid URL.`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new InvalidInputError(`A company page URL must not carry user credentials; ${pageForm}.`);
  }
  if (normalizeHost(url.hostname) !== normalizeHost(host)) {
    if (url.pathname === '/' || url.pathname === '') {
      throw notSupported(host, `${JSON.stringify(truncate(text))} looks like a domain.`);
    }
    throw new InvalidInputError(`Only ${host} company page URLs are accepted; ${pageForm}.`);
  }
  // A port other than the default one cannot be the network's public page.
  if (url.port !== '') throw new InvalidInputError(`Unexpected port in the URL; ${pageForm}.`);

  const [, section, rawSegment] = url.pathname.split('/');
  if (section?.toLowerCase() !== 'company' || rawSegment === undefined || rawSegment === '') {
    throw new InvalidInputError(`That ${host} URL is not a company page; ${pageForm}.`);
  }
  let segment: string;
  try {
    segment = decodeURIComponent(rawSegment);
  } catch {
    throw new InvalidInputError(`The company part of the URL is not valid percent-encoding; ${pageForm}.`);
  }
  if (DIGITS.test(segment)) return parseId(segment, host);
  const slug = parseSlug(segment);
  if (slug === null) {
    throw new InvalidInputError(
      `The company part of the URL is not a valid slug or id (letters, digits, "-" and "_", at most ` +
        `${COMPANY_INPUT_LIMITS.maxSlugLength} characters); ${pageForm}.`,
    );
  }
  return { kind: 'slug', slug };
}

/** Keeps messages short when the caller sent something long. */
function truncate(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
