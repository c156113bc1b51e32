import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mailNamePart } from '../../functions/core/email-address.js';
import { type Stage, Stage as Stages } from '../../functions/core/model.js';
import { type CallContext, TransientError, TransientErrorName } from '../../functions/core/ports.js';
import { PROVIDER_COMPANY_FIELDS, type ProviderProfile } from '../../functions/core/profile.js';
import { EmbeddedEmailVerifier } from '../../functions/sandbox/email/embedded.js';
import {
  DatasetCompanySchema,
  DatasetProfileSchema,
  DEFAULT_NETWORK_FILE,
  loadNetworkDataset,
  NetworkDatasetError,
  NetworkDatasetSchema,
  NetworkSimulationSchema,
  parseNetworkDataset,
} from '../../functions/sandbox/network/dataset.js';
import { EmbeddedNetworkProvider, simulatedFault } from '../../functions/sandbox/network/embedded.js';
import { verifiedEmail } from '../fixtures/builders.js';

const HOST = 'www.linkedin.com';
const MINIMAL_FILE = new URL('../fixtures/network-minimal.json', import.meta.url).pathname;
const SCHEMA_FILE = new URL('../../docs/network-data.schema.json', import.meta.url).pathname;

const ctx = (stage: Stage, attempt = 0): CallContext => ({ jobId: 'job_test', stage, attempt });

/** Records the waits instead of waiting. */
function fakeSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

const sample = () => loadNetworkDataset(DEFAULT_NETWORK_FILE);

function provider(dataset = sample(), pageSize = 100) {
  const clock = fakeSleep();
  return {
    ...clock,
    network: new EmbeddedNetworkProvider(dataset, { networkHost: HOST, pageSize, sleep: clock.sleep }),
  };
}

/** A small valid document; tests break one rule at a time. */
function doc(): { companies: any[]; profiles: any[] } {
  return {
    companies: [
      { id: 1, slug: 'alpha', name: 'Alpha', roster: ['ann', 'bob'] },
      { id: 2, slug: 'beta', name: 'Beta', roster: ['cid'] },
    ],
    profiles: [
      { id: 'ann', first_name: 'Ann', last_name: 'Lee' },
      { id: 'bob', first_name: 'Bob', last_name: 'Ray' },
      { id: 'cid', first_name: 'Cid', last_name: 'Moe' },
    ],
  };
}

function problemsOf(json: unknown): string[] {
  try {
    parseNetworkDataset(json, 'test.json');
  } catch (error) {
    expect(error).toBeInstanceOf(NetworkDatasetError);
    return (error as NetworkDatasetError).problems;
  }
  throw new Error('expected the dataset to be refused');
}

function defined<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe('the sample network dataset', () => {
  it('loads, validates and holds the eighteen documented companies', () => {
    const dataset = sample();
    expect(dataset.companies.map((c) => [c.slug, c.id])).toEqual([
      ['acme-robotics', 1035],
      ['nordlicht-design', 10482157],
      ['bigcorp-industries', 9043],
      ['empty-shell-ltd', 101557893],
      ['city-library-services', 163470],
      ['slow-motion-labs', 71239904],
      ['ratelimited-retail', 18830422],
      ['always-down-inc', 80411236],
      ['megacorp-global', 2117],
      ['glacier-freight', 74410583],
      ['flaky-match-metals', 31400101],
      ['patchy-roster-print', 31400102],
      ['sluggish-enrich-optics', 31400103],
      ['hesitant-judge-brewing', 31400104],
      ['doubtful-verify-dental', 31400105],
      ['bouncing-mail-bakery', 31400106],
      ['stormy-sails-chandlery', 31400107],
      ['crashing-cranes', 31400108],
    ]);
    expect(dataset.profileCount).toBe(58 + 24 + 850 + 5000);
  });

  it('is read once per path', () => {
    expect(loadNetworkDataset(DEFAULT_NETWORK_FILE)).toBe(sample());
  });

  it('fills every Company field on every company that has people', () => {
    for (const company of sample().companies.filter((c) => c.roster.length > 0)) {
      // Every field a provider fills but open postings: not every company is hiring.
      for (const field of PROVIDER_COMPANY_FIELDS.filter((f) => f !== 'hiring_for')) {
        const value = company[field];
        expect(value, `${company.slug}.${field}`).not.toBeNull();
        expect(value, `${company.slug}.${field}`).not.toEqual([]);
      }
      expect(company.location?.country_code).toMatch(/^[A-Z]{2}$/);
      expect(company.company_language).toMatch(/^[a-z]{2}$/);
      expect(company.employees_count).toBeGreaterThan(0);
      expect(company.followers).toBeGreaterThan(0);
      expect(company.has_logo).toBe(true);
    }
  });

  it('rehearses what docs/network-data.md promises', () => {
    const dataset = sample();
    const company = (slug: string) => defined(dataset.companyBySlug(slug));
    const people = (slug: string) => company(slug).roster.map((id) => defined(dataset.profile(id)));
    const currentTitles = (slug: string) =>
      people(slug).map((p) => p.experience.find((e) => e.end === null)?.title ?? '');

    const acme = people('acme-robotics');
    expect(acme.length).toBeGreaterThanOrEqual(24);
    expect(currentTitles('acme-robotics')).toEqual(
      expect.arrayContaining(['Co-Founder & CEO', 'Co-Founder & CTO', 'VP Sales', 'Head of Marketing']),
    );
    expect(currentTitles('acme-robotics')).toContain('Product Owner, Fleet Software');
    const former = defined(dataset.profile('emily-carter-mktg'));
    expect(former.experience.find((e) => e.end === null)?.company_id).not.toBe(1035);
    expect(company('acme-robotics').roster).toContain('emily-carter-mktg');
    expect(defined(dataset.profile('luca-moretti-design')).experience[0]?.employment_type).toBe('Contract');

    expect(company('nordlicht-design')).toMatchObject({
      company_language: 'de',
      location: { country_code: 'DE' },
      email: { catch_all: true },
    });
    expect(company('bigcorp-industries')).toMatchObject({ employees_count: 850, roster: expect.any(Array) });
    expect(company('bigcorp-industries').roster).toHaveLength(850);
    expect(company('empty-shell-ltd').roster).toEqual([]);
    expect(currentTitles('city-library-services').some((t) => /founder|owner/i.test(t))).toBe(false);
    expect(company('slow-motion-labs').simulate?.latency_ms).toBe(1500);
    expect(company('ratelimited-retail').simulate?.faults).toEqual({
      scan_team: ['rate_limited', 'rate_limited'],
    });
    expect(currentTitles('ratelimited-retail')).toContain('Founder & Owner');
    expect(company('always-down-inc').simulate?.faults.match_company).toEqual(Array(8).fill('unavailable'));
    expect(company('megacorp-global')).toMatchObject({ employees_count: 5000 });
    expect(company('megacorp-global').roster).toHaveLength(5000);

    // The stage-fault cards: fewer faults per stage than the test suite's 4 attempts, so every job recovers.
    for (const [slug, stage] of [
      ['flaky-match-metals', 'match_company'],
      ['patchy-roster-print', 'scan_team'],
      ['sluggish-enrich-optics', 'enrich_profiles'],
      ['hesitant-judge-brewing', 'find_candidates'],
      ['doubtful-verify-dental', 'verify_candidates'],
      ['bouncing-mail-bakery', 'match_target'],
    ] as const) {
      expect(company(slug).simulate?.faults[stage]?.slice().sort(), slug).toEqual([
        'rate_limited',
        'timeout',
        'unavailable',
      ]);
      expect(
        currentTitles(slug).some((t) => /founder/i.test(t)),
        slug,
      ).toBe(true);
    }
    const storm = defined(company('stormy-sails-chandlery').simulate);
    expect(Object.keys(storm.faults).sort()).toEqual([...Object.values(Stages)].sort());
    for (const faults of Object.values(storm.faults)) expect(faults?.length).toBeLessThan(4);
    expect(company('crashing-cranes').simulate).toEqual({
      latency_ms: 400,
      faults: { enrich_profiles: ['crash'] },
    });
    expect(
      company('crashing-cranes')
        .roster.slice(0, 5)
        .map((id) => dataset.companyOfProfile(id)?.slug),
    ).toEqual(Array(5).fill('acme-robotics'));
  });

  it('loads missing optional fields as null or []', () => {
    const dataset = loadNetworkDataset(MINIMAL_FILE);
    expect(dataset.companyById(42)).toMatchObject({
      website: null,
      location: null,
      specialties: [],
      recent_posts: [],
      email: { domain: 'tiny.example', pattern: '{first}', catch_all: false },
      synthetic_roster: null,
      simulate: null,
    });
    expect(dataset.profile('only-person')).toMatchObject({
      headline: null,
      location: null,
      gender: null,
      flags: null,
      interests: null,
      signals: null,
      meta: null,
      experience: [],
      certifications: [],
      languages: [],
    });
  });

  it('is described field for field by docs/network-data.schema.json', () => {
    const jsonSchema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'));
    expect(jsonSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(jsonFields(jsonSchema, jsonSchema.$defs.company)).toEqual(valibotFields(DatasetCompanySchema));
    expect(jsonFields(jsonSchema, jsonSchema.$defs.profile)).toEqual(valibotFields(DatasetProfileSchema));
    expect(jsonFields(jsonSchema, jsonSchema.$defs.networkSimulate)).toEqual(
      valibotFields(NetworkSimulationSchema),
    );
    expect(Object.keys(jsonSchema.properties).sort()).toEqual(
      Object.keys(NetworkDatasetSchema.entries).sort(),
    );
  });
});

describe('dataset validation', () => {
  it('accepts the base document of these tests', () => {
    expect(parseNetworkDataset(doc(), 'test.json').companies).toHaveLength(2);
  });

  it.each([
    [
      'duplicate company ids',
      (d: ReturnType<typeof doc>) => {
        d.companies[1].id = 1;
      },
      'companies[1].id: duplicate company id 1 (also companies[0])',
    ],
    [
      'duplicate slugs',
      (d: ReturnType<typeof doc>) => {
        d.companies[1].slug = 'alpha';
      },
      'companies[1].slug: duplicate company slug "alpha" (also companies[0])',
    ],
    [
      'duplicate profile ids',
      (d: ReturnType<typeof doc>) => {
        d.profiles[2].id = 'ann';
        d.companies[1].roster = ['ann'];
      },
      'profiles[2].id: duplicate profile id "ann" (also profiles[0])',
    ],
    [
      'roster ids that do not exist',
      (d: ReturnType<typeof doc>) => {
        d.companies[0].roster.push('x');
      },
      'companies[0].roster[2]: unknown profile id "x"',
    ],
    [
      'a profile listed twice on one roster',
      (d: ReturnType<typeof doc>) => {
        d.companies[0].roster.push('ann');
      },
      'companies[0].roster[2]: profile id "ann" is listed twice (also roster[0])',
    ],
    [
      'unknown stage names in faults',
      (d: ReturnType<typeof doc>) => {
        d.companies[1].simulate = { faults: { scan_teem: ['rate_limited'] } };
      },
      'companies[1].simulate.faults.scan_teem: unknown stage "scan_teem"; expected one of match_company, ' +
        'scan_team, enrich_profiles, find_candidates, verify_candidates, match_target',
    ],
    [
      'unknown fault kinds',
      (d: ReturnType<typeof doc>) => {
        d.companies[1].simulate = { faults: { scan_team: ['rate_limited', 'boom'] } };
      },
      'companies[1].simulate.faults.scan_team[1]: unknown fault "boom"; expected one of rate_limited, ' +
        'unavailable, timeout, crash',
    ],
    [
      'fractional company ids',
      (d: ReturnType<typeof doc>) => {
        d.companies[1].id = 2.5;
      },
      'companies[1].id: must be a whole number, got 2.5',
    ],
    [
      'company ids written as strings',
      (d: ReturnType<typeof doc>) => {
        d.companies[1].id = '2';
      },
      'companies[1].id: must be a whole number (a company id is an integer, not a string), got "2"',
    ],
    [
      'fractional company ids in an experience',
      (d: ReturnType<typeof doc>) => {
        d.profiles[0].experience = [{ company_id: 7.1 }];
      },
      'profiles[0].experience[0].company_id: must be a whole number, got 7.1',
    ],
    [
      'unknown fields',
      (d: ReturnType<typeof doc>) => {
        d.companies[0].employee_count = 3;
      },
      'companies[0].employee_count: unknown field',
    ],
    [
      'missing required fields',
      (d: ReturnType<typeof doc>) => {
        delete d.companies[0].roster;
        d.profiles.splice(0, 2);
      },
      'companies[0].roster: is required',
    ],
    [
      'badly formatted dates',
      (d: ReturnType<typeof doc>) => {
        d.profiles[1].member_since = '03/04/2019';
      },
      'profiles[1].member_since: must be a date YYYY-MM-DD, got "03/04/2019"',
    ],
    [
      'more than three interest groups',
      (d: ReturnType<typeof doc>) => {
        d.profiles[0].interests = { groups: [{}, {}, {}, {}] };
      },
      'profiles[0].interests.groups: holds at most 3 items, got 4',
    ],
    [
      'mail patterns without a placeholder',
      (d: ReturnType<typeof doc>) => {
        d.companies[0].email = { domain: 'alpha.example', pattern: 'info' };
      },
      'companies[0].email.pattern: must contain at least one of {first}, {last}, {f}, {l}, got "info"',
    ],
    [
      'uppercase slugs',
      (d: ReturnType<typeof doc>) => {
        d.companies[0].slug = 'Alpha';
      },
      'companies[0].slug: must be lowercase letters, digits, "-" and "_", starting with a letter or digit, got "Alpha"',
    ],
  ])('refuses %s, naming the path', (_rule, breakIt, message) => {
    const d = doc();
    breakIt(d);
    expect(problemsOf(d)).toContain(message);
  });

  it('lists every problem in one error message', () => {
    const d = doc();
    d.companies[1].id = 1;
    d.companies[0].roster.push('ghost');
    d.profiles[1].gender = 'robot';
    let message = '';
    try {
      parseNetworkDataset(d, 'data/broken.json');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('Invalid network dataset data/broken.json:');
    expect(message).toContain('  - companies[1].id: duplicate company id 1 (also companies[0])');
    expect(message).toContain('  - companies[0].roster[2]: unknown profile id "ghost"');
    expect(message).toContain('  - profiles[1].gender: must be "male", "female", "unknown" or null');
  });

  it('counts the problems it does not list once there are more than 50', () => {
    const d = doc();
    d.companies[0].roster = Array.from({ length: 60 }, (_, i) => `ghost-${i}`);
    const error = (() => {
      try {
        parseNetworkDataset(d, 'x.json');
      } catch (caught) {
        return caught as NetworkDatasetError;
      }
    })();
    expect(error?.problems).toHaveLength(60);
    expect(error?.message).toContain('… and 10 more');
  });

  it('refuses a document that is not an object of two arrays', () => {
    expect(problemsOf([])).toEqual([expect.stringMatching(/^\(root\): /)]);
    expect(problemsOf({ companies: [] })).toContain('profiles: is required');
  });

  it('names the file when it cannot be read or is not JSON', () => {
    expect(() => loadNetworkDataset('/nonexistent/network.json')).toThrow(/\/nonexistent\/network\.json/);
    expect(() => loadNetworkDataset(SCHEMA_FILE.replace('.schema.json', '.md'))).toThrow(
      /Cannot read network dataset/,
    );
  });
});

describe('EmbeddedNetworkProvider lookups', () => {
  it('finds a company by id and by slug, ignoring the case of the slug', async () => {
    const { network } = provider();
    const byId = await network.findCompany({ kind: 'id', companyId: 1035 }, ctx(Stages.match_company));
    const bySlug = await network.findCompany(
      { kind: 'slug', slug: 'ACME-Robotics' },
      ctx(Stages.match_company),
    );
    expect(byId?.name).toBe('Acme Robotics');
    expect(bySlug).toEqual(byId);
  });

  it('answers null for a company it does not know', async () => {
    const { network } = provider();
    expect(await network.findCompany({ kind: 'id', companyId: 999 }, ctx(Stages.match_company))).toBeNull();
    expect(await network.findCompany({ kind: 'slug', slug: 'nope' }, ctx(Stages.match_company))).toBeNull();
  });

  it('returns exactly the ProviderCompany fields, as a copy', async () => {
    const { network } = provider();
    const company = defined(
      await network.findCompany({ kind: 'slug', slug: 'ratelimited-retail' }, ctx('scan_team', 5)),
    );
    expect(Object.keys(company).sort()).toEqual(['id', ...PROVIDER_COMPANY_FIELDS].sort());
    company.specialties.push('mutated');
    expect(sample().companyById(company.id)?.specialties).not.toContain('mutated');
  });

  it('pages through a roster with offset cursors, covering it once', async () => {
    const { network } = provider(sample(), 7);
    const seen: string[] = [];
    const cursors: (string | null)[] = [];
    let cursor: string | null = null;
    do {
      const page = await network.rosterPage(1035, cursor, ctx(Stages.scan_team));
      expect(page.people.length).toBeLessThanOrEqual(7);
      seen.push(...page.people.map((p) => p.person_ref));
      cursor = page.next;
      cursors.push(cursor);
    } while (cursor !== null);
    expect(cursors).toEqual(['7', '14', '21', null]);
    expect(seen).toEqual(sample().companyById(1035)?.roster);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('pages through a 5,000-person synthetic roster in pages of 100', async () => {
    const { network } = provider();
    const seen = new Set<string>();
    let pages = 0;
    let cursor: string | null = null;
    do {
      const page = await network.rosterPage(2117, cursor, ctx(Stages.scan_team));
      for (const person of page.people) seen.add(person.person_ref);
      cursor = page.next;
      pages++;
    } while (cursor !== null);
    expect(pages).toBe(50);
    expect(seen.size).toBe(5000);
  });

  it('gives the facepile fields of each roster entry', async () => {
    const { network } = provider();
    const { people } = await network.rosterPage(1035, null, ctx(Stages.scan_team));
    expect(people[0]).toEqual({
      person_ref: 'maya-chen-acme',
      name: 'Maya Chen',
      headline: 'Co-Founder & CEO at Acme Robotics | Autonomous mobile robots for brownfield factories',
      photo_url: expect.stringMatching(/^https:\/\/media\.example-network\.com\//),
    });
  });

  it('answers an empty last page for an empty roster or an unknown company', async () => {
    const { network } = provider();
    expect(await network.rosterPage(101557893, null, ctx(Stages.scan_team))).toEqual({
      people: [],
      next: null,
    });
    expect(await network.rosterPage(4242, null, ctx(Stages.scan_team))).toEqual({ people: [], next: null });
  });

  it('refuses a cursor it did not issue', async () => {
    const { network } = provider();
    await expect(network.rosterPage(1035, 'abc', ctx(Stages.scan_team))).rejects.toThrow(
      /Invalid roster cursor/,
    );
    await expect(network.rosterPage(1035, '-5', ctx(Stages.scan_team))).rejects.toThrow(
      /Invalid roster cursor/,
    );
  });

  it('enriches refs into full profiles with a network_url, skipping unknown refs and repeats', async () => {
    const { network } = provider();
    const profiles = await network.enrichProfiles(
      ['daniel-okafor-4a1b2c', 'nobody', 'maya-chen-acme', 'daniel-okafor-4a1b2c'],
      ctx(Stages.enrich_profiles),
    );
    expect(profiles.map((p) => p.person_ref)).toEqual(['daniel-okafor-4a1b2c', 'maya-chen-acme']);
    const maya = profiles[1] as ProviderProfile;
    expect(maya.network_url).toBe('https://www.linkedin.com/in/maya-chen-acme');
    expect(Object.keys(maya)).not.toContain('id');
    expect(maya).toMatchObject({
      first_name: 'Maya',
      last_name: 'Chen',
      gender: 'female',
      member_since: '2009-04-17',
      location: { city: 'Pittsburgh', country: 'United States', country_code: 'US' },
      flags: { premium: true, verified: true },
      languages: ['en'],
    });
    expect(maya.experience[0]).toMatchObject({ title: 'Co-Founder & CEO', company_id: 1035, end: null });
    expect(maya.education.length).toBeGreaterThan(0);
    expect(maya.interests?.groups.length).toBeLessThanOrEqual(3);
    expect(maya.signals?.recent_posts[0]?.engagement?.likes).toBeGreaterThan(0);
    expect(maya.meta?.network_id).toEqual(expect.any(String));
  });

  it('hands out copies, so a caller cannot change the dataset', async () => {
    const { network } = provider();
    const [first] = await network.enrichProfiles(['maya-chen-acme'], ctx(Stages.enrich_profiles));
    first?.experience.splice(0);
    const [again] = await network.enrichProfiles(['maya-chen-acme'], ctx(Stages.enrich_profiles));
    expect(again?.experience.length).toBeGreaterThan(0);
  });
});

describe('synthetic rosters', () => {
  const big = (count: number, seed?: number, id = 7) => ({
    companies: [
      {
        id,
        slug: 'big',
        name: 'Big Co',
        location: { locality: 'Chicago', region: 'Illinois', country_code: 'US' },
        company_language: 'en',
        roster: ['named'],
        synthetic_roster: seed === undefined ? { count } : { count, seed },
      },
    ],
    profiles: [{ id: 'named', name: 'Named Person' }],
  });
  const people = (json: unknown) => {
    const dataset = parseNetworkDataset(json, 'big.json');
    return defined(dataset.companies[0]).roster.map((ref) => dataset.profile(ref));
  };

  it('appends count generated people to the roster', () => {
    const roster = people(big(300, 1));
    expect(roster).toHaveLength(301);
    expect(roster[0]?.id).toBe('named');
    expect(new Set(roster.map((p) => p?.id)).size).toBe(301);
  });

  it('generates the same people from the same seed, and others from another seed', () => {
    expect(people(big(200, 11))).toEqual(people(big(200, 11)));
    expect(people(big(200, 12)).map((p) => p?.id)).not.toEqual(people(big(200, 11)).map((p) => p?.id));
  });

  it('seeds with the company id when no seed is given', () => {
    expect(people(big(50))).toEqual(people(big(50, 7)));
  });

  it('spreads titles over tiers: a few executives, some leaders and managers, mostly individuals', () => {
    const titles = people(big(2000, 3))
      .slice(1)
      .map((p) => p?.experience[0]?.title ?? '');
    const executives = titles.filter((t) => /^Chief |^General Counsel$|^Founder/.test(t));
    const leaders = titles.filter((t) => /^(VP|Head of|Director of) /.test(t));
    const managers = titles.filter(
      (t) => /Manager$|Team Lead$|Supervisor$/.test(t) && !/^Project Manager/.test(t),
    );
    expect(executives).toContain('Chief Executive Officer');
    expect(executives.length).toBeGreaterThanOrEqual(1);
    expect(executives.length).toBeLessThanOrEqual(12);
    expect(leaders.length).toBeGreaterThan(executives.length);
    expect(managers.length).toBeGreaterThan(leaders.length);
    expect(titles.length - executives.length - leaders.length - managers.length).toBeGreaterThan(
      titles.length / 2,
    );
  });

  it('gives every generated person a complete, current position at the company', () => {
    for (const person of people(big(100, 5)).slice(1)) {
      expect(person?.name).toBe(`${person?.first_name} ${person?.last_name}`);
      expect(person?.headline).toBe(`${person?.experience[0]?.title} at Big Co`);
      expect(person?.experience[0]).toMatchObject({ company: 'Big Co', company_id: 7, end: null });
      expect(person?.location?.country_code).toBe('US');
      expect(person?.member_since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(person?.languages).toEqual(['en']);
      expect(v.is(DatasetProfileSchema, person)).toBe(true);
    }
  });

  it('loads a 5,000-person company', () => {
    expect(people(big(5000, 1))).toHaveLength(5001);
  });
});

describe('simulated latency and faults', () => {
  const faulty = (faults: Record<string, string[]>, latency_ms = 0) =>
    parseNetworkDataset(
      {
        companies: [
          { id: 5, slug: 'faulty', name: 'Faulty', roster: ['p1'], simulate: { latency_ms, faults } },
          { id: 6, slug: 'fine', name: 'Fine', roster: ['p2'] },
        ],
        profiles: [
          { id: 'p1', first_name: 'Pat', last_name: 'One' },
          { id: 'p2', first_name: 'Sam', last_name: 'Two' },
        ],
      },
      'faulty.json',
    );

  it('waits the company latency before every call, through the injected sleep', async () => {
    const { network, waits } = provider();
    await network.findCompany({ kind: 'slug', slug: 'slow-motion-labs' }, ctx(Stages.match_company));
    await network.rosterPage(71239904, null, ctx(Stages.scan_team));
    await network.enrichProfiles(['arun-mehta-sml'], ctx(Stages.enrich_profiles));
    expect(waits).toEqual([1500, 1500, 1500]);
    await network.findCompany({ kind: 'slug', slug: 'acme-robotics' }, ctx(Stages.match_company));
    expect(waits).toHaveLength(3);
  });

  it('meets the scripted fault of the stage and attempt, then none past the end of the list', async () => {
    const { network } = provider();
    for (const attempt of [0, 1]) {
      const error = await rejection(network.rosterPage(18830422, null, ctx(Stages.scan_team, attempt)));
      expect(error).toBeInstanceOf(TransientError);
      expect(error.name).toBe(TransientErrorName.providerRateLimited);
      expect((error as TransientError).retryAfterSeconds).toBe(1);
    }
    const page = await network.rosterPage(18830422, null, ctx(Stages.scan_team, 2));
    expect(page.people.map((p) => p.person_ref)).toContain('jessica-moreno-rr');
    // Other stages of the same company are not affected.
    expect(
      await network.findCompany({ kind: 'id', companyId: 18830422 }, ctx(Stages.match_company)),
    ).not.toBeNull();
  });

  it('meets the same sequence in every job on the company', async () => {
    const { network } = provider();
    for (const jobId of ['job_a', 'job_b']) {
      const error = await rejection(
        network.rosterPage(18830422, null, { jobId, stage: 'scan_team', attempt: 0 }),
      );
      expect(error.name).toBe(TransientErrorName.providerRateLimited);
    }
  });

  it('keeps always-down-inc unavailable for eight attempts of match_company', async () => {
    const { network } = provider();
    for (let attempt = 0; attempt < 8; attempt++) {
      const error = await rejection(
        network.findCompany({ kind: 'slug', slug: 'always-down-inc' }, ctx('match_company', attempt)),
      );
      expect(error.name).toBe(TransientErrorName.providerUnavailable);
    }
    expect(
      await network.findCompany({ kind: 'slug', slug: 'always-down-inc' }, ctx('match_company', 8)),
    ).not.toBeNull();
  });

  it('maps each fault kind to its error', async () => {
    const { network } = provider(
      faulty({ match_company: ['rate_limited', 'unavailable', 'timeout', 'crash'] }),
    );
    const names = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const error = await rejection(
        network.findCompany({ kind: 'id', companyId: 5 }, ctx('match_company', attempt)),
      );
      names.push([error.name, error instanceof TransientError]);
    }
    expect(names).toEqual([
      [TransientErrorName.providerRateLimited, true],
      [TransientErrorName.providerUnavailable, true],
      [TransientErrorName.providerTimeout, true],
      ['SimulatedCrash', false],
    ]);
  });

  it('charges an enrichment call to the company whose roster lists the people', async () => {
    const { network, waits } = provider(faulty({ enrich_profiles: ['timeout'] }, 250));
    const error = await rejection(network.enrichProfiles(['p1'], ctx(Stages.enrich_profiles)));
    expect(error.name).toBe(TransientErrorName.providerTimeout);
    expect(waits).toEqual([250]);
    expect(await network.enrichProfiles(['p2'], ctx(Stages.enrich_profiles))).toHaveLength(1);
    expect(await network.enrichProfiles(['p1'], ctx(Stages.enrich_profiles, 1))).toHaveLength(1);
  });

  it('falls back on the current employer for a profile on no roster', () => {
    const dataset = parseNetworkDataset(
      {
        companies: [{ id: 5, slug: 'x', name: 'X', roster: [] }],
        profiles: [{ id: 'p', experience: [{ company_id: 5, end: null }] }],
      },
      'x.json',
    );
    expect(dataset.companyOfProfile('p')?.id).toBe(5);
  });

  it('lets the judge and the email verifier apply faults of their own stages', async () => {
    const dataset = faulty({
      find_candidates: ['unavailable'],
      verify_candidates: ['rate_limited', 'crash'],
      match_target: ['unavailable', 'timeout', 'rate_limited'],
    });
    const company = dataset.companyById(5);
    const { sleep } = fakeSleep();
    const judge = (stage: Stage, attempt: number) =>
      rejection(simulatedFault(company, ctx(stage, attempt), { sleep, source: 'judge' }));
    expect((await judge('find_candidates', 0)).name).toBe(TransientErrorName.judgeOverloaded);
    expect((await judge('verify_candidates', 0)).name).toBe(TransientErrorName.judgeOverloaded);
    expect((await judge('verify_candidates', 1)).name).toBe('SimulatedCrash');
    const verifier = (attempt: number) =>
      rejection(simulatedFault(company, ctx('match_target', attempt), { sleep, source: 'verifier' }));
    expect((await verifier(0)).name).toBe(TransientErrorName.verifierUnavailable);
    expect((await verifier(1)).name).toBe(TransientErrorName.verifierUnavailable);
    expect((await verifier(2)).name).toBe(TransientErrorName.providerRateLimited);
    // A ProviderCompany carries no simulation; attach the dataset's.
    const plain = { id: 5, simulate: dataset.simulationFor(5) };
    await expect(simulatedFault(plain, ctx('find_candidates', 0), { sleep })).rejects.toThrow(TransientError);
    await expect(simulatedFault(plain, ctx('find_candidates', 1), { sleep })).resolves.toBeUndefined();
    await expect(simulatedFault(null, ctx('find_candidates', 0))).resolves.toBeUndefined();
  });
});

describe('EmbeddedEmailVerifier', () => {
  function verifier(dataset = sample()) {
    const clock = fakeSleep();
    return { ...clock, emails: new EmbeddedEmailVerifier(dataset, { sleep: clock.sleep }) };
  }
  const companyOf = async (slug: string) => {
    const { network } = provider();
    return defined(await network.findCompany({ kind: 'slug', slug }, ctx(Stages.match_company, 99)));
  };
  const who = (first: string | null, last: string | null) => ({
    first_name: first,
    last_name: last,
    person_ref: 'x',
  });

  it('verifies an address on a normal domain', async () => {
    const { emails } = verifier();
    const email = await emails.findEmail(
      who('Maya', 'Chen'),
      await companyOf('acme-robotics'),
      ctx('match_target'),
    );
    expect(email).toEqual(verifiedEmail('maya.chen@acme-robotics.example'));
  });

  it('only guesses on a catch-all domain', async () => {
    const { emails } = verifier();
    const email = await emails.findEmail(
      who('Jørgen', 'Østergaard'),
      await companyOf('nordlicht-design'),
      ctx('match_target'),
    );
    expect(email).toEqual({
      address: 'j.ostergaard@nordlicht-design.example',
      status: 'risky',
      quality_score: 60,
      catch_all_domain: true,
      valid_email_server: true,
      free: false,
      source: 'guessed',
    });
  });

  it('never calls an address on a catch-all domain valid', async () => {
    const { emails } = verifier();
    const company = await companyOf('nordlicht-design');
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), async (first, last) => {
        const email = await emails.findEmail(who(first, last), company, ctx('match_target'));
        if (email !== null)
          expect(email).toMatchObject({ status: 'risky', source: 'guessed', catch_all_domain: true });
      }),
    );
  });

  it.each([
    ['Liam', "O'Connor", '{first}.{last}', 'liam.oconnor'],
    ['Anna-Lena', 'Müller', '{f}.{last}', 'a.muller'],
    ['Tobias', 'Weiß', '{first}{l}', 'tobiasw'],
    ['Sofía', 'Márquez', '{f}{last}', 'smarquez'],
    ['  Chloé ', 'Dubois', '{first}_{last}', 'chloe_dubois'],
  ])('writes %s %s with %s as %s', async (first, last, pattern, local) => {
    const company = {
      ...(await companyOf('acme-robotics')),
      email: { domain: 'acme.example', pattern, catch_all: false },
    };
    const email = await verifier().emails.findEmail(who(first, last), company, ctx('match_target'));
    expect(email?.address).toBe(`${local}@acme.example`);
  });

  it('finds nothing without the names the pattern needs or without a mail configuration', async () => {
    const { emails } = verifier();
    const acme = await companyOf('acme-robotics');
    expect(await emails.findEmail(who(null, 'Chen'), acme, ctx('match_target'))).toBeNull();
    expect(await emails.findEmail(who('Maya', '王'), acme, ctx('match_target'))).toBeNull();
    const shell = await companyOf('empty-shell-ltd');
    expect(await emails.findEmail(who('Maya', 'Chen'), shell, ctx('match_target'))).toBeNull();
  });

  it('marks free mail domains', async () => {
    const company = {
      ...(await companyOf('acme-robotics')),
      email: { domain: 'gmail.com', pattern: '{first}.{last}', catch_all: false },
    };
    const email = await verifier().emails.findEmail(who('Maya', 'Chen'), company, ctx('match_target'));
    expect(email).toMatchObject({ address: 'maya.chen@gmail.com', free: true, status: 'valid' });
  });

  it('applies the scripted faults and latency of match_target', async () => {
    const dataset = parseNetworkDataset(
      {
        companies: [
          {
            id: 9,
            slug: 'flaky-mail',
            name: 'Flaky Mail',
            roster: [],
            email: { domain: 'flaky.example', pattern: '{first}' },
            simulate: {
              latency_ms: 40,
              faults: { match_target: ['unavailable', 'timeout', 'rate_limited'] },
            },
          },
        ],
        profiles: [],
      },
      'flaky.json',
    );
    const { emails, waits } = verifier(dataset);
    const network = new EmbeddedNetworkProvider(dataset, { networkHost: HOST, sleep: async () => {} });
    const company = defined(await network.findCompany({ kind: 'id', companyId: 9 }, ctx('match_company')));
    const names = [];
    for (let attempt = 0; attempt < 3; attempt++)
      names.push(
        (await rejection(emails.findEmail(who('Al', 'Bo'), company, ctx('match_target', attempt)))).name,
      );
    expect(names).toEqual([
      TransientErrorName.verifierUnavailable,
      TransientErrorName.verifierUnavailable,
      TransientErrorName.providerRateLimited,
    ]);
    expect(await emails.findEmail(who('Al', 'Bo'), company, ctx('match_target', 3))).toMatchObject({
      address: 'al@flaky.example',
    });
    expect(waits).toEqual([40, 40, 40, 40]);
  });

  it('folds names into plain a-z', () => {
    expect(mailNamePart('Ægir Þórsson-Łukasz')).toBe('aegirthorssonlukasz');
    expect(mailNamePart(null)).toBe('');
  });
});

// ---------------------------------------------------------------------------------------------------
// Field paths of the JSON Schema and of the valibot schema, to compare the two descriptions.

function valibotFields(schema: any, prefix = ''): string[] {
  const unwrap = (s: any): any =>
    ['optional', 'nullable', 'nullish'].includes(s.type)
      ? unwrap(s.wrapped)
      : s.type === 'array'
        ? unwrap(s.item)
        : s;
  const inner = unwrap(schema);
  if (!inner.entries) return [];
  return Object.entries(inner.entries)
    .flatMap(([key, value]) => [`${prefix}${key}`, ...valibotFields(value, `${prefix}${key}.`)])
    .sort();
}

function jsonFields(root: any, schema: any, prefix = ''): string[] {
  const resolve = (s: any): any => {
    if (s.$ref) return resolve(root.$defs[s.$ref.replace('#/$defs/', '')]);
    const options = s.oneOf ?? s.anyOf;
    if (options) return resolve(options.find((option: any) => option.type !== 'null'));
    if (s.type === 'array') return resolve(s.items);
    return s;
  };
  const inner = resolve(schema);
  if (!inner.properties) return [];
  return Object.entries(inner.properties)
    .flatMap(([key, value]) => [`${prefix}${key}`, ...jsonFields(root, value, `${prefix}${key}.`)])
    .sort();
}
