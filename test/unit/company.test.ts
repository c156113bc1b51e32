import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countryName,
  estimateNetworkSince,
  languageCode,
  NETWORK_SINCE_ANCHORS,
  networkSinceEst,
  toCompany,
} from '../../functions/core/company.js';
import type { ProviderCompany } from '../../functions/core/profile.js';
import * as Api from '../../functions/core/result-schemas.js';

const provider = (overrides: Partial<ProviderCompany> = {}): ProviderCompany => ({
  id: 1035,
  slug: 'acme-robotics',
  name: 'Acme Robotics',
  website: 'https://acme.example',
  domain: 'acme.example',
  industry: 'Robotics',
  type: 'Privately Held',
  description: 'We build robots.',
  slogan: null,
  logo_url: 'https://cdn.example/logo.png',
  employees_count: 120,
  specialties: ['robots', ' ', 'automation'],
  location: { locality: 'Berlin', region: 'Berlin', postal_code: '10115', country_code: 'de' },
  followers: 5000,
  last_post_date: '2026-10-01',
  company_language: 'de',
  hiring_for: ['Engineers'],
  has_logo: null,
  recent_posts: [{ content: 'Hello', posted_at: '2026-10-01', url: 'https://x.example/p/1' }],
  email: { domain: 'acme.example', pattern: '{first}.{last}', catch_all: false },
  ...overrides,
});

const keysOf = (schema: { entries: object }) => Object.keys(schema.entries).sort();

describe('toCompany', () => {
  it('returns every Company field of the spec and nothing else (no provider-only email pattern, no slug)', () => {
    const company = toCompany(provider(), 'www.network.example');
    expect(Object.keys(company).sort()).toEqual(keysOf(Api.Company));
    expect(Object.keys(company.location ?? {}).sort()).toEqual(keysOf(Api.CompanyLocation));
    expect(Object.keys(company.recent_posts[0] ?? {}).sort()).toEqual(keysOf(Api.CompanyPost));
  });

  it('builds the page URL, resolves the country and cleans the lists', () => {
    const company = toCompany(provider(), 'www.network.example');
    expect(company.network_url).toBe('https://www.network.example/company/acme-robotics');
    expect(company.location).toEqual({
      locality: 'Berlin',
      region: 'Berlin',
      postal_code: '10115',
      country: 'Germany',
      country_code: 'DE',
    });
    expect(company.specialties).toEqual(['robots', 'automation']);
    expect(company.has_logo).toBe(true);
    expect(company.network_since_est).toBe('before 2022');
  });

  it('uses nulls and empty lists where the provider knows nothing', () => {
    const company = toCompany(
      provider({
        name: null,
        website: '  ',
        employees_count: null,
        location: null,
        company_language: null,
        specialties: [],
        hiring_for: [],
        recent_posts: [],
        logo_url: null,
        has_logo: null,
        followers: -1,
      }),
      'network.example',
    );
    expect(company).toMatchObject({
      name: null,
      website: null,
      employees_count: null,
      location: null,
      company_language: null,
      specialties: [],
      hiring_for: [],
      recent_posts: [],
      has_logo: null,
      followers: null,
    });
  });

  it.each([
    ['network.example', 'acme', 'https://network.example/company/acme'],
    ['https://network.example/', 'acme', 'https://network.example/company/acme'],
    ['network.example', 'café-müller', 'https://network.example/company/caf%C3%A9-m%C3%BCller'],
    ['network.example', '', 'https://network.example/company/1035'],
  ])('turns host %j and slug %j into %j', (host, slug, url) => {
    expect(toCompany(provider({ slug }), host).network_url).toBe(url);
  });

  it.each([
    ['de', 'de'],
    ['EN', 'en'],
    ['en_US', 'en'],
    ['pt-BR', 'pt'],
    ['iw', 'he'],
    ['Deutsch', null],
    ['xx', null],
    ['eng', null],
    ['', null],
  ])('reads the company language %j as %j', (raw, expected) => {
    expect(toCompany(provider({ company_language: raw }), 'network.example').company_language).toBe(expected);
    expect(languageCode(raw)).toBe(expected);
  });
});

describe('countryName', () => {
  it.each([
    ['US', 'United States'],
    ['de', 'Germany'],
    [' ch ', 'Switzerland'],
    ['GB', 'United Kingdom'],
    ['BR', 'Brazil'],
    ['XK', 'Kosovo'],
  ])('names %j as %j', (code, name) => {
    expect(countryName(code)).toBe(name);
  });

  it.each([
    ['an unassigned code', 'XX'],
    ['the unknown region', 'ZZ'],
    ['a union, not a country', 'EU'],
    ['a numeric region', '419'],
    ['three letters', 'DEU'],
    ['one letter', 'D'],
    ['an empty code', ''],
    ['no code', null],
    ['non-letters', '1!'],
  ])('gives null, without throwing, for %s (%j)', (_what, code) => {
    expect(countryName(code)).toBeNull();
  });

  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        const name = countryName(code);
        expect(name === null || typeof name === 'string').toBe(true);
      }),
    );
  });

  it('drops a company country code that names no country', () => {
    const company = toCompany(
      provider({ location: { locality: null, region: null, postal_code: null, country_code: 'XX' } }),
      'network.example',
    );
    expect(company.location).toMatchObject({ country: null, country_code: null });
  });
});

/** The value, or a test failure naming what was missing. */
function defined<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}`);
  return value;
}

const FORMAT = /^(\d{4}-(0[1-9]|1[0-2])|\d{4}-Q[1-4]|\d{4}|before 2022)$/;

/** The months [start, end) a formatted estimate covers, as month indexes. */
function span(value: string): [number, number] {
  if (value === 'before 2022') return [Number.NEGATIVE_INFINITY, 2022 * 12];
  const [yearText, rest] = value.split('-');
  const year = Number(yearText);
  if (rest === undefined) return [year * 12, year * 12 + 12];
  if (rest.startsWith('Q')) {
    const q = Number(rest.slice(1));
    return [year * 12 + (q - 1) * 3, year * 12 + q * 3];
  }
  const m = year * 12 + Number(rest) - 1;
  return [m, m + 1];
}

describe('networkSinceEst', () => {
  it.each([
    [1, 'before 2022'],
    [50_000, 'before 2022'],
    [400_000, '2007'],
    [1_000_000, '2009'],
    [4_000_000, '2013'],
    [5_000_000, '2014-Q2'],
    [12_000_000, '2015-Q4'],
    [79_000_000, '2021-Q2'],
    [80_000_000, '2021-06'],
    [100_000_000, '2022-11'],
    [112_000_000, '2024-12'],
    [120_000_000, '2026-06'],
    [121_000_000, '2026'],
    [10 ** 14, '2026'],
  ])('estimates company id %i as %j', (id, expected) => {
    expect(networkSinceEst(id)).toBe(expected);
  });

  it.each([
    ['zero', 0],
    ['a negative id', -5],
    ['a fraction', 1.5],
    ['NaN', Number.NaN],
    ['an unsafe integer', 2 ** 60],
  ])('gives null for %s', (_what, id) => {
    expect(networkSinceEst(id)).toBeNull();
  });

  it('keeps its anchor table increasing in both id and month', () => {
    for (let i = 1; i < NETWORK_SINCE_ANCHORS.length; i += 1) {
      const [a, b] = [defined(NETWORK_SINCE_ANCHORS[i - 1]), defined(NETWORK_SINCE_ANCHORS[i])];
      expect(b.id).toBeGreaterThan(a.id);
      expect(b.month > a.month).toBe(true);
    }
  });

  const anyId = fc.oneof(
    fc.integer({ min: 1, max: 200_000_000 }),
    fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  );

  it('always answers in one of the spec’s formats', () => {
    fc.assert(
      fc.property(anyId, (id) => {
        expect(networkSinceEst(id)).toMatch(FORMAT);
      }),
    );
  });

  it('never gives a larger id an earlier estimate', () => {
    fc.assert(
      fc.property(anyId, anyId, (x, y) => {
        const [small, large] = x <= y ? [x, y] : [y, x];
        expect(defined(estimateNetworkSince(large)).month).toBeGreaterThanOrEqual(
          defined(estimateNetworkSince(small)).month,
        );
        // Formatted, the larger id's period never lies wholly before the smaller id's.
        const [smallStart] = span(defined(networkSinceEst(small)));
        const [, largeEnd] = span(defined(networkSinceEst(large)));
        expect(largeEnd).toBeGreaterThan(smallStart);
      }),
    );
  });

  it('prints each estimate in a period that contains it', () => {
    fc.assert(
      fc.property(anyId, (id) => {
        const estimate = defined(estimateNetworkSince(id));
        const [start, end] = span(defined(networkSinceEst(id)));
        expect(Math.floor(estimate.month)).toBeGreaterThanOrEqual(start);
        expect(Math.floor(estimate.month)).toBeLessThan(end);
      }),
    );
  });
});
