import type * as v from 'valibot';
import type { ProviderCompany } from './profile.js';
import type * as Api from './result-schemas.js';

/**
 * The spec's Company (2.3): what a provider knows about a company plus what the service computes
 * (the page URL, the country name and the estimated network-join time). Every field is present;
 * unknown values are null and unknown lists are empty. The rules are documented in docs/judging.md.
 */

// The response shapes are the API contract's (schemas/responses.ts), derived rather than restated.
export type CompanyLocation = v.InferOutput<typeof Api.CompanyLocation>;
export type Company = v.InferOutput<typeof Api.Company>;

// Built once: constructing Intl objects is the expensive part of a lookup.
const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });
const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** Codes ICU names that are not countries (unions, unknown, outlying regions). */
const NOT_A_COUNTRY = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ']);

/**
 * The English name of an ISO 3166-1 alpha-2 country code, or null for anything that is not a
 * country ICU can name. Never throws: a provider's junk code must not fail a job.
 */
export function countryName(code: string | null | undefined): string | null {
  const normalized = normalizeCountryCode(code);
  if (normalized === null) return null;
  try {
    const name = REGION_NAMES.of(normalized);
    // ICU echoes codes it cannot name (e.g. "XX"), which would otherwise look like a name.
    return name && name !== normalized ? name : null;
  } catch {
    return null;
  }
}

/** Upper-cases a two-letter code; null unless it is two ASCII letters and not a known non-country. */
export function normalizeCountryCode(code: string | null | undefined): string | null {
  if (typeof code !== 'string') return null;
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper) || NOT_A_COUNTRY.has(upper)) return null;
  return upper;
}

/** Withdrawn ISO 639-1 codes that providers still send. */
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  iw: 'he',
  in: 'id',
  ji: 'yi',
  jw: 'jv',
  mo: 'ro',
};

/**
 * An ISO 639-1 code (`^[a-z]{2}$`) for a language tag such as `en`, `EN`, `en_US` or `de-CH`, or null
 * when the primary subtag is not a two-letter language ICU knows.
 */
export function languageCode(tag: string | null | undefined): string | null {
  if (typeof tag !== 'string') return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const code = LANGUAGE_ALIASES[primary] ?? primary;
  if (!/^[a-z]{2}$/.test(code)) return null;
  try {
    const name = LANGUAGE_NAMES.of(code);
    return name && name !== code ? code : null;
  } catch {
    return null;
  }
}

/** A `YYYY-MM` anchor as a month index (year * 12 + month - 1), so dates interpolate linearly. */
const month = (yyyyMm: string): number => {
  const [year, mon] = yyyyMm.split('-').map(Number);
  return (year ?? 0) * 12 + ((mon ?? 1) - 1);
};

/**
 * Observed (company id → join month) anchors, with how far either side of the anchor the true month
 * may lie. Ids were handed out in increasing order, so the table is monotone in both columns. The
 * earliest ids came from bulk imports and say little; the recent ranges are sampled monthly.
 * Kept in sync with the table in docs/judging.md.
 */
export const NETWORK_SINCE_ANCHORS: ReadonlyArray<{ id: number; month: string; plusMinusMonths: number }> = [
  { id: 1, month: '2003-05', plusMinusMonths: 24 },
  { id: 100_000, month: '2006-06', plusMinusMonths: 18 },
  { id: 500_000, month: '2008-06', plusMinusMonths: 9 },
  { id: 1_000_000, month: '2009-06', plusMinusMonths: 6 },
  { id: 2_000_000, month: '2011-09', plusMinusMonths: 6 },
  { id: 3_000_000, month: '2013-03', plusMinusMonths: 6 },
  { id: 5_000_000, month: '2014-06', plusMinusMonths: 3 },
  { id: 10_000_000, month: '2015-06', plusMinusMonths: 3 },
  { id: 15_000_000, month: '2016-09', plusMinusMonths: 3 },
  { id: 20_000_000, month: '2017-06', plusMinusMonths: 3 },
  { id: 30_000_000, month: '2018-09', plusMinusMonths: 2 },
  { id: 40_000_000, month: '2019-06', plusMinusMonths: 2 },
  { id: 50_000_000, month: '2020-01', plusMinusMonths: 2 },
  { id: 65_000_000, month: '2020-10', plusMinusMonths: 2 },
  { id: 80_000_000, month: '2021-06', plusMinusMonths: 1 },
  { id: 90_000_000, month: '2022-03', plusMinusMonths: 1 },
  { id: 100_000_000, month: '2022-11', plusMinusMonths: 1 },
  { id: 105_000_000, month: '2023-09', plusMinusMonths: 1 },
  { id: 110_000_000, month: '2024-08', plusMinusMonths: 1 },
  { id: 115_000_000, month: '2025-07', plusMinusMonths: 1 },
  { id: 120_000_000, month: '2026-06', plusMinusMonths: 1 },
];

const ANCHORS = NETWORK_SINCE_ANCHORS.map((a) => ({
  id: a.id,
  month: month(a.month),
  err: a.plusMinusMonths,
}));

/** Beyond the last anchor the estimate follows the last segment's pace, but never more than this far. */
export const MAX_EXTRAPOLATION_MONTHS = 6;

/**
 * The estimated join month (as a fractional month index) and its half-width in months, or null for
 * ids that are not positive safe integers. Non-decreasing in the id.
 */
export function estimateNetworkSince(companyId: number): { month: number; plusMinusMonths: number } | null {
  if (!Number.isSafeInteger(companyId) || companyId < 1) return null;
  const first = ANCHORS[0];
  const last = ANCHORS[ANCHORS.length - 1];
  const beforeLast = ANCHORS[ANCHORS.length - 2];
  if (!first || !last || !beforeLast) return null;
  if (companyId >= last.id) {
    const idsPerMonth = (last.id - beforeLast.id) / (last.month - beforeLast.month);
    const extra = Math.min((companyId - last.id) / idsPerMonth, MAX_EXTRAPOLATION_MONTHS);
    // The further past the last observation, the less the id says.
    return { month: last.month + extra, plusMinusMonths: last.err + extra };
  }
  for (let i = 1; i < ANCHORS.length; i += 1) {
    const lo = ANCHORS[i - 1];
    const hi = ANCHORS[i];
    if (!lo || !hi || companyId >= hi.id) continue;
    const t = (companyId - lo.id) / (hi.id - lo.id);
    return { month: lo.month + t * (hi.month - lo.month), plusMinusMonths: lo.err + t * (hi.err - lo.err) };
  }
  return { month: first.month, plusMinusMonths: first.err };
}

/** Month index of January 2022: the `before 2022` cut-off. */
const JAN_2022 = 2022 * 12;

/**
 * The spec's `network_since_est`: the estimate printed as precisely as its uncertainty allows.
 * ±1 month or less → `YYYY-MM`; ±3 months or less → `YYYY-Qn`; ±12 months or less → `YYYY`;
 * wider and before 2022 → `before 2022`; wider otherwise → `YYYY`. Null for an invalid id.
 */
export function networkSinceEst(companyId: number): string | null {
  const estimate = estimateNetworkSince(companyId);
  if (!estimate) return null;
  const index = Math.floor(estimate.month);
  const year = Math.floor(index / 12);
  const monthOfYear = (index % 12) + 1;
  if (estimate.plusMinusMonths <= 1) return `${year}-${String(monthOfYear).padStart(2, '0')}`;
  if (estimate.plusMinusMonths <= 3) return `${year}-Q${Math.ceil(monthOfYear / 3)}`;
  if (estimate.plusMinusMonths <= 12) return String(year);
  return index < JAN_2022 ? 'before 2022' : String(year);
}

/** The company page on the network; the slug, or the id when a provider gave no slug. */
export function companyNetworkUrl(
  company: Pick<ProviderCompany, 'id' | 'slug'>,
  networkHost: string,
): string {
  const host = networkHost
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/\/+$/, '');
  const slug = company.slug?.trim() || String(company.id);
  return `https://${host}/company/${encodeURIComponent(slug)}`;
}

const text = (value: string | null | undefined): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const count = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

const strings = (values: readonly (string | null | undefined)[] | null | undefined): string[] =>
  (values ?? []).map(text).filter((v): v is string => v !== null);

/** The spec's Company for a provider's company record. Pure: no lookups, never throws on odd data. */
export function toCompany(c: ProviderCompany, networkHost: string): Company {
  const code = normalizeCountryCode(c.location?.country_code);
  const country = countryName(code);
  return {
    id: c.id,
    name: text(c.name),
    website: text(c.website),
    domain: text(c.domain),
    industry: text(c.industry),
    type: text(c.type),
    description: text(c.description),
    slogan: text(c.slogan),
    logo_url: text(c.logo_url),
    network_url: companyNetworkUrl(c, networkHost),
    employees_count: count(c.employees_count),
    network_since_est: networkSinceEst(c.id),
    specialties: strings(c.specialties),
    location: c.location
      ? {
          locality: text(c.location.locality),
          region: text(c.location.region),
          postal_code: text(c.location.postal_code),
          country,
          // A code that names no country is dropped rather than passed on as if it were ISO 3166-1.
          country_code: country === null ? null : code,
        }
      : null,
    followers: count(c.followers),
    last_post_date: text(c.last_post_date),
    company_language: languageCode(c.company_language),
    hiring_for: strings(c.hiring_for),
    has_logo: typeof c.has_logo === 'boolean' ? c.has_logo : c.logo_url ? true : null,
    recent_posts: (c.recent_posts ?? []).map((p) => ({
      content: text(p.content),
      posted_at: text(p.posted_at),
      url: text(p.url),
    })),
  };
}
