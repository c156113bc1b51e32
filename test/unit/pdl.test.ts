import { afterEach, describe, expect, it } from 'vitest';
import {
  createPdlProvider,
  type PdlNetworkOptions,
  PdlNetworkProvider,
} from '../../functions/adapters/network/pdl.js';
import { countryCodeOf, languageCodeOf } from '../../functions/adapters/network/pdl-mapping.js';
import { ProviderRefusedError } from '../../functions/adapters/provider-errors.js';
import { retryAfterSeconds } from '../../functions/adapters/retry-after.js';
import { belongsToCompany, outreachLanguage, tier } from '../../functions/core/derive.js';
import { DownDependency, outageOf } from '../../functions/core/outage.js';
import { TransientError, TransientErrorName } from '../../functions/core/ports.js';
import type { ProviderCompany, ProviderProfile } from '../../functions/core/profile.js';
import {
  type FakePdl,
  type FakePdlOptions,
  PDL_SAMPLE,
  PDL_SAMPLE_COMPANY,
  PDL_SAMPLE_ROSTER,
  startFakePdl,
} from '../fakes/pdl-server.js';

const HOST = 'www.linkedin.com';
const KEY = 'pdl-test-key-0123456789';
const NOW = new Date('2026-11-01T00:00:00Z');

const running: FakePdl[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((fake) => fake.close()));
});

async function setup(options: FakePdlOptions = {}, provider: Partial<PdlNetworkOptions> = {}) {
  const fake = await startFakePdl({ ...PDL_SAMPLE, apiKey: KEY, ...options });
  running.push(fake);
  const pdl = new PdlNetworkProvider({
    apiKey: KEY,
    baseURL: fake.baseURL,
    networkHost: HOST,
    pageSize: 100,
    clock: { now: () => NOW },
    ...provider,
  });
  return { fake, pdl };
}

/** The error a promise rejects with (fails the test when it resolves). */
async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

async function sampleCompany(pdl: PdlNetworkProvider): Promise<ProviderCompany> {
  const company = await pdl.findCompany({ kind: 'slug', slug: PDL_SAMPLE_COMPANY.slug });
  if (!company) throw new Error('sample company not found');
  return company;
}

async function sampleProfiles(pdl: PdlNetworkProvider): Promise<Map<string, ProviderProfile>> {
  const profiles = await pdl.enrichProfiles([...PDL_SAMPLE_ROSTER]);
  return new Map(profiles.map((p) => [p.person_ref, p]));
}

const BRIGHTLINE: ProviderCompany = {
  id: 48213377,
  slug: 'brightline-analytics',
  name: 'Brightline Analytics',
  website: 'https://brightline-analytics.example',
  domain: 'brightline-analytics.example',
  industry: 'Computer Software',
  type: 'Privately Held',
  description:
    'Brightline Analytics builds product analytics for B2B software teams: event pipelines, funnels and retention reports that product managers can run without writing SQL.',
  slogan: 'Product analytics that answers questions before you ask them',
  logo_url: null,
  employees_count: 38,
  specialties: ['Product Analytics', 'Data Pipelines', 'B2B SaaS', 'Retention Analysis'],
  location: { locality: 'Austin', region: 'Texas', postal_code: '78701', country_code: 'US' },
  followers: 2150,
  last_post_date: null,
  company_language: null,
  hiring_for: [],
  has_logo: null,
  recent_posts: [],
  email: null,
};

describe('PDL company lookup', () => {
  it('enriches a company slug through its company page URL and maps the record', async () => {
    const { fake, pdl } = await setup();
    expect(await pdl.findCompany({ kind: 'slug', slug: 'brightline-analytics' })).toEqual(BRIGHTLINE);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      endpoint: 'company_enrich',
      method: 'GET',
      apiKey: KEY,
      query: { profile: 'linkedin.com/company/brightline-analytics', titlecase: 'true' },
    });
  });

  it('finds a numeric company id with a Company Search on linkedin_id', async () => {
    const { fake, pdl } = await setup();
    expect(await pdl.findCompany({ kind: 'id', companyId: 48213377 })).toEqual(BRIGHTLINE);
    expect(fake.requests[0]).toMatchObject({
      endpoint: 'company_search',
      method: 'POST',
      body: {
        query: { query: { bool: { must: [{ term: { linkedin_id: '48213377' } }] } } },
        size: 1,
        titlecase: true,
      },
    });
  });

  it('answers null when PDL has no such company', async () => {
    const { pdl } = await setup();
    expect(await pdl.findCompany({ kind: 'slug', slug: 'northwind-labs' })).toBeNull();
    expect(await pdl.findCompany({ kind: 'id', companyId: 999 })).toBeNull();
  });

  it('answers null for a company PDL knows without a network id, which the service cannot address', async () => {
    const [company] = PDL_SAMPLE.companies;
    const { pdl } = await setup({ companies: [{ ...company, linkedin_id: null }] });
    expect(await pdl.findCompany({ kind: 'slug', slug: 'brightline-analytics' })).toBeNull();
  });
});

describe('PDL roster pages', () => {
  it('pages through the roster with PDL scroll tokens and lists every person exactly once', async () => {
    const { fake, pdl } = await setup({}, { pageSize: 3 });
    const refs: string[] = [];
    const cursors: (string | null)[] = [];
    let cursor: string | null = null;
    do {
      const page: { people: { person_ref: string }[]; next: string | null } = await pdl.rosterPage(
        PDL_SAMPLE_COMPANY.id,
        cursor,
      );
      refs.push(...page.people.map((p) => p.person_ref));
      cursor = page.next;
      cursors.push(cursor);
    } while (cursor);

    expect(refs).toEqual([...PDL_SAMPLE_ROSTER]);
    expect(new Set(refs).size).toBe(refs.length);
    expect(fake.requests.map((r) => r.endpoint)).toEqual(['person_search', 'person_search', 'person_search']);
    expect(fake.requests[0]?.body).toEqual({
      query: { query: { bool: { must: [{ term: { job_company_linkedin_id: '48213377' } }] } } },
      size: 3,
      titlecase: true,
    });
    // The cursor is ours and opaque; PDL's own scroll token travels inside it.
    expect(fake.requests[1]?.body.scroll_token).toMatch(/^3\$/);
    expect(fake.requests[2]?.body.scroll_token).toMatch(/^6\$/);
    expect(cursors[0]).not.toContain('$');
    expect(cursors.at(-1)).toBeNull();
  });

  it('fills roster rows from search hits: name, headline or else job title, and no photo', async () => {
    const { pdl } = await setup();
    const { people, next } = await pdl.rosterPage(PDL_SAMPLE_COMPANY.id, null);
    expect(next).toBeNull();
    expect(people[0]).toMatchObject({
      person_ref: 'danielokafor',
      name: 'Daniel Okafor',
      headline: 'Co-Founder & CEO at Brightline Analytics | Product analytics for B2B teams',
      photo_url: null,
    });
    expect(people.find((p) => p.person_ref.startsWith('pdl:'))).toMatchObject({
      person_ref: 'pdl:aT3yHnP6qR1wMc8KzV5dXb_0000',
      name: 'Aiko Tanaka',
      headline: 'Senior Software Engineer',
      photo_url: null,
    });
    expect(people.every((p) => p.photo_url === null)).toBe(true);
  });

  it('keeps the full record Person Search already billed on each roster row, the same profile enrichment gives', async () => {
    const { pdl } = await setup();
    const { people } = await pdl.rosterPage(PDL_SAMPLE_COMPANY.id, null);
    const enriched = await pdl.enrichProfiles(['danielokafor']);
    expect(people.every((p) => p.profile?.person_ref === p.person_ref)).toBe(true);
    expect(people[0]?.profile).toEqual(enriched[0]);
  });

  it('answers an empty last page for a company PDL lists nobody at', async () => {
    const { pdl } = await setup();
    expect(await pdl.rosterPage(123456, null)).toEqual({ people: [], next: null });
  });

  it('refuses a cursor it did not make', async () => {
    const { pdl } = await setup();
    await expect(pdl.rosterPage(PDL_SAMPLE_COMPANY.id, 'not a cursor!')).rejects.toThrow(
      /Invalid PDL roster cursor/,
    );
  });

  it('can repeat a page that failed: the same cursor continues where the roster stopped', async () => {
    const { pdl } = await setup(
      { failures: [{ endpoint: 'person_search', status: 429, retryAfter: 2, skip: 1 }] },
      { pageSize: 5 },
    );
    const first = await pdl.rosterPage(PDL_SAMPLE_COMPANY.id, null);
    const error = await failure(pdl.rosterPage(PDL_SAMPLE_COMPANY.id, first.next));
    expect(error.name).toBe(TransientErrorName.providerRateLimited);
    const second = await pdl.rosterPage(PDL_SAMPLE_COMPANY.id, first.next);
    expect([...first.people, ...second.people].map((p) => p.person_ref)).toEqual([...PDL_SAMPLE_ROSTER]);
    expect(second.next).toBeNull();
  });
});

describe('PDL profile enrichment', () => {
  it('maps every field PDL has into the profile', async () => {
    const { pdl } = await setup();
    const [daniel] = await pdl.enrichProfiles(['danielokafor']);
    expect(daniel).toEqual({
      person_ref: 'danielokafor',
      name: 'Daniel Okafor',
      first_name: 'Daniel',
      last_name: 'Okafor',
      headline: 'Co-Founder & CEO at Brightline Analytics | Product analytics for B2B teams',
      network_url: 'https://www.linkedin.com/in/danielokafor',
      photo_url: null,
      background_url: null,
      location: {
        text: 'Austin, Texas, United States',
        city: 'Austin',
        region: 'Texas',
        country: 'United States',
        country_code: 'US',
      },
      about:
        "Founder of Brightline Analytics. Before that I ran product for Cobalt Metrics' reporting suite.",
      connections: 2841,
      followers: null,
      member_since: null,
      gender: 'male',
      flags: null,
      certifications: [{ title: 'Certified Product Owner', issued_by: 'Agile Practitioners Guild' }],
      interests: null,
      featured: [],
      websites: ['https://twitter.com/dokafor_bl'],
      bio_links: [],
      experience: [
        {
          title: 'Co-Founder & CEO',
          company: 'Brightline Analytics',
          company_id: 48213377,
          employment_type: null,
          workplace_type: null,
          start: '2017-03',
          end: null,
          duration: '9 yrs 9 mos',
          description: 'Leads the company; owns strategy, fundraising and the first customer conversations.',
        },
        {
          title: 'Senior Product Manager',
          company: 'Cobalt Metrics',
          company_id: 2984455,
          employment_type: null,
          workplace_type: null,
          start: '2013-06',
          end: '2017-02',
          duration: '3 yrs 9 mos',
          description: null,
        },
      ],
      education: [
        {
          school: 'Lakeshore Institute of Technology',
          degree: 'Masters',
          field: 'Business Administration',
          start: '2011',
          end: '2013',
        },
        {
          school: 'Crestview University',
          degree: 'Bachelors',
          field: 'Economics, Computer Science',
          start: '2007',
          end: '2011',
        },
      ],
      signals: null,
      meta: {
        network_id: '584120337',
        profile_urn: null,
        has_real_photo: null,
        photo_uploaded_at: null,
        photo_expires_at: null,
      },
      languages: ['en', 'fr'],
    } satisfies ProviderProfile);
  });

  it('asks Bulk Person Enrichment by profile URL or PDL id and echoes the ref as metadata', async () => {
    const { fake, pdl } = await setup();
    await pdl.enrichProfiles(['danielokafor', 'pdl:aT3yHnP6qR1wMc8KzV5dXb_0000', 'danielokafor']);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ endpoint: 'person_bulk', method: 'POST', apiKey: KEY });
    expect(fake.requests[0]?.body).toEqual({
      requests: [
        { params: { profile: 'linkedin.com/in/danielokafor' }, metadata: { person_ref: 'danielokafor' } },
        {
          params: { pdl_id: 'aT3yHnP6qR1wMc8KzV5dXb_0000' },
          metadata: { person_ref: 'pdl:aT3yHnP6qR1wMc8KzV5dXb_0000' },
        },
      ],
      titlecase: true,
    });
  });

  it('keeps the people PDL found when part of a bulk answer is 404', async () => {
    const { pdl } = await setup();
    const profiles = await pdl.enrichProfiles([
      'ghost-person',
      'danielokafor',
      'pdl:nobody_0000',
      'pdl:aT3yHnP6qR1wMc8KzV5dXb_0000',
    ]);
    expect(profiles.map((p) => p.person_ref)).toEqual(['danielokafor', 'pdl:aT3yHnP6qR1wMc8KzV5dXb_0000']);
  });

  it('sends at most 100 people per bulk request', async () => {
    const { fake, pdl } = await setup();
    const refs = [...PDL_SAMPLE_ROSTER, ...Array.from({ length: 142 }, (_, i) => `ghost-${i}`)];
    const profiles = await pdl.enrichProfiles(refs);
    expect(profiles).toHaveLength(8);
    expect(fake.requests.map((r) => r.body.requests.length)).toEqual([100, 50]);
  });

  it('maps a person without a network profile under a pdl: ref, without a profile URL or network id', async () => {
    const { pdl } = await setup();
    const [aiko] = await pdl.enrichProfiles(['pdl:aT3yHnP6qR1wMc8KzV5dXb_0000']);
    expect(aiko).toMatchObject({
      person_ref: 'pdl:aT3yHnP6qR1wMc8KzV5dXb_0000',
      headline: null,
      network_url: null,
      connections: null,
      gender: 'female',
      location: { city: 'Toronto', region: 'Ontario', country: 'Canada', country_code: 'CA' },
      websites: ['https://github.com/aikotanaka'],
      languages: ['ja', 'en'],
      meta: { network_id: null },
    });
  });

  it('takes gender only from what PDL states', async () => {
    const { pdl } = await setup();
    const profiles = await sampleProfiles(pdl);
    expect(profiles.get('sofiamarquez')?.gender).toBeNull();
    expect(profiles.get('priya-raman-bl')?.gender).toBe('female');
  });

  it('never puts PDL email addresses into a profile', async () => {
    const { pdl } = await setup();
    const text = JSON.stringify(await pdl.enrichProfiles([...PDL_SAMPLE_ROSTER]));
    expect(text).not.toContain('mailbox.example');
    expect(text).not.toContain('@brightline-analytics.example');
  });

  it('lets the derivations conclude confirmed for current employees, likely for a stale job, no for a former one', async () => {
    const { pdl } = await setup();
    const company = await sampleCompany(pdl);
    const profiles = await sampleProfiles(pdl);
    const belongs = Object.fromEntries(
      [...profiles].map(([ref, profile]) => [ref, belongsToCompany(profile, company)]),
    );
    expect(belongs).toEqual({
      danielokafor: 'confirmed',
      'priya-raman-bl': 'confirmed',
      lukasbrandt: 'confirmed',
      sofiamarquez: 'confirmed',
      'tom-becker-eng': 'confirmed',
      'pdl:aT3yHnP6qR1wMc8KzV5dXb_0000': 'confirmed',
      'marcushill-sales': 'likely',
      elenapetrova: 'no',
    });
    // The stale job keeps its place and its title; only the id that confirmed it is withheld.
    expect(profiles.get('marcushill-sales')?.experience[0]).toMatchObject({
      title: 'Account Executive',
      company: 'Brightline Analytics',
      company_id: null,
      end: null,
    });
    const tiers = Object.fromEntries([...profiles].map(([ref, p]) => [ref, tier(p, company)]));
    expect(tiers).toMatchObject({
      danielokafor: 'owner',
      'priya-raman-bl': 'owner',
      lukasbrandt: 'executive',
      'tom-becker-eng': 'manager',
      'pdl:aT3yHnP6qR1wMc8KzV5dXb_0000': 'individual',
      elenapetrova: null,
    });
  });

  it('orders languages by proficiency so the outreach language follows the person', async () => {
    const { pdl } = await setup();
    const company = await sampleCompany(pdl);
    const profiles = await sampleProfiles(pdl);
    expect(profiles.get('lukasbrandt')?.languages).toEqual(['de', 'en']);
    expect(outreachLanguage(profiles.get('lukasbrandt') as ProviderProfile, company)).toBe('de');
    expect(outreachLanguage(profiles.get('marcushill-sales') as ProviderProfile, company)).toBe('en');
  });

  it('counts a job as confirmed again once PDL re-verified it recently', async () => {
    const { pdl } = await setup({}, { staleAfterMonths: 36 });
    const company = await sampleCompany(pdl);
    const [marcus] = await pdl.enrichProfiles(['marcushill-sales']);
    expect(belongsToCompany(marcus as ProviderProfile, company)).toBe('confirmed');
  });
});

describe('PDL failures', () => {
  it('turns a 429 into Provider.RateLimited with the Retry-After the provider sent', async () => {
    const { pdl } = await setup({ failures: [{ status: 429, retryAfter: 7 }] });
    const error = await failure(pdl.findCompany({ kind: 'slug', slug: 'brightline-analytics' }));
    expect(error).toBeInstanceOf(TransientError);
    expect(error.name).toBe(TransientErrorName.providerRateLimited);
    expect((error as TransientError).retryAfterSeconds).toBe(7);
  });

  it("reads PDL's x-ratelimit-reset when a 429 has no Retry-After", async () => {
    const { pdl } = await setup({
      failures: [{ endpoint: 'person_bulk', status: 429, rateLimitReset: '2026-11-01T00:00:30Z' }],
    });
    const error = await failure(pdl.enrichProfiles(['danielokafor']));
    expect(error.name).toBe(TransientErrorName.providerRateLimited);
    expect((error as TransientError).retryAfterSeconds).toBe(30);
    // A refusal, not an outage: it counts the stage's attempts.
    expect(outageOf({ Error: error.name, Cause: error.message })).toBeNull();
  });

  it.each([500, 502, 503])('turns HTTP %i into Provider.Unavailable', async (status) => {
    const { pdl } = await setup({ failures: [{ endpoint: 'person_search', status }] });
    const error = await failure(pdl.rosterPage(PDL_SAMPLE_COMPANY.id, null));
    expect(error).toBeInstanceOf(TransientError);
    expect(error.name).toBe(TransientErrorName.providerUnavailable);
    // An outage, named: waited out without counting attempts (functions/core/outage.ts).
    expect(outageOf({ Error: error.name, Cause: error.message })).toBe(DownDependency.pdl);
  });

  it('turns an answer later than the deadline into Provider.Timeout', async () => {
    const { pdl } = await setup({ failures: [{ delayMs: 1_000 }] }, { timeoutMs: 100 });
    const error = await failure(pdl.findCompany({ kind: 'id', companyId: 48213377 }));
    expect(error).toBeInstanceOf(TransientError);
    expect(error.name).toBe(TransientErrorName.providerTimeout);
    expect(outageOf({ Error: error.name, Cause: error.message })).toBe(DownDependency.pdl);
  });

  it('turns a refused connection into Provider.Unavailable', async () => {
    const { fake } = await setup();
    const baseURL = fake.baseURL;
    await fake.close();
    running.splice(0);
    const pdl = new PdlNetworkProvider({ apiKey: KEY, baseURL, networkHost: HOST });
    const error = await failure(pdl.enrichProfiles(['danielokafor']));
    expect(error.name).toBe(TransientErrorName.providerUnavailable);
    expect(outageOf({ Error: error.name, Cause: error.message })).toBe(DownDependency.pdl);
  });

  it('rejects a wrong API key with a permanent error that says so, without the key', async () => {
    const { pdl } = await setup({}, { apiKey: 'wrong-key-123' });
    const error = await failure(pdl.findCompany({ kind: 'slug', slug: 'brightline-analytics' }));
    expect(error).not.toBeInstanceOf(TransientError);
    expect(error).toBeInstanceOf(ProviderRefusedError);
    expect(error).toMatchObject({ code: 'provider_refused', status: 401, provider: 'People Data Labs' });
    expect(error.message).toMatch(/rejected the API key \(HTTP 401/);
    expect(error.message).toContain('CTP_PDL_API_KEY');
    expect(error.message).not.toContain('wrong-key-123');
  });

  it('reports an account without credits (402) as a permanent error', async () => {
    const { pdl } = await setup({ failures: [{ endpoint: 'person_bulk', status: 402 }] });
    const error = await failure(pdl.enrichProfiles(['danielokafor']));
    expect(error).not.toBeInstanceOf(TransientError);
    expect(error).toMatchObject({ code: 'provider_refused', status: 402 });
    expect(error.message).toMatch(/no credits left/);
  });
});

describe('PDL adapter settings and helpers', () => {
  it('refuses page sizes PDL does not allow; the factory caps them at 100', () => {
    expect(() => new PdlNetworkProvider({ apiKey: KEY, networkHost: HOST, pageSize: 101 })).toThrow(
      /pageSize/,
    );
    expect(() => new PdlNetworkProvider({ apiKey: '', networkHost: HOST })).toThrow(/apiKey/);
    expect(createPdlProvider({ apiKey: KEY, networkHost: HOST, pageSize: 500 })).toBeInstanceOf(
      PdlNetworkProvider,
    );
  });

  it('turns country and language names into codes', () => {
    expect(countryCodeOf('United States')).toBe('US');
    expect(countryCodeOf('germany')).toBe('DE');
    expect(countryCodeOf('Czech Republic')).toBe('CZ');
    expect(countryCodeOf('Atlantis')).toBeNull();
    expect(languageCodeOf('German')).toBe('de');
    expect(languageCodeOf('mandarin')).toBe('zh');
    expect(languageCodeOf('Klingon')).toBeNull();
  });

  it('reads Retry-After in seconds or as a date, else the rate-limit reset time', () => {
    const at = new Date('2026-11-01T00:00:00Z');
    expect(retryAfterSeconds(new Headers({ 'retry-after': '12' }), at)).toBe(12);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'Sun, 01 Nov 2026 00:01:00 GMT' }), at)).toBe(60);
    expect(retryAfterSeconds(new Headers({ 'x-ratelimit-reset': '2026-11-01T00:00:05Z' }), at)).toBe(5);
    expect(retryAfterSeconds(new Headers({ 'x-ratelimit-reset': String(at.getTime() / 1000 + 9) }), at)).toBe(
      9,
    );
    expect(retryAfterSeconds(new Headers(), at)).toBeNull();
  });
});
