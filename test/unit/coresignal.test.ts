import { afterEach, describe, expect, it } from 'vitest';
import {
  type CoresignalNetworkOptions,
  CoresignalNetworkProvider,
} from '../../functions/adapters/network/coresignal.js';
import { hiringFor, toRecentPosts } from '../../functions/adapters/network/coresignal-mapping.js';
import { DownDependency, outageOf } from '../../functions/core/outage.js';
import { TransientError, TransientErrorName } from '../../functions/core/ports.js';
import {
  CORESIGNAL_SAMPLE,
  CORESIGNAL_SAMPLE_COMPANY,
  type FakeCoresignal,
  type FakeCoresignalOptions,
  startFakeCoresignal,
} from '../fakes/coresignal-server.js';

const HOST = 'www.linkedin.com';
const KEY = 'cs-test-key';
const NOW = new Date('2026-11-23T00:00:00Z');

const running: FakeCoresignal[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((fake) => fake.close()));
});

async function setup(options: FakeCoresignalOptions = {}, provider: Partial<CoresignalNetworkOptions> = {}) {
  const fake = await startFakeCoresignal({ ...CORESIGNAL_SAMPLE, apiKey: KEY, ...options });
  running.push(fake);
  const cs = new CoresignalNetworkProvider({
    apiKey: KEY,
    baseURL: fake.baseURL,
    networkHost: HOST,
    clock: { now: () => NOW },
    ...provider,
  });
  return { fake, cs };
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

async function wholeRoster(cs: CoresignalNetworkProvider, companyId: number) {
  const refs: string[] = [];
  const cursors: (string | null)[] = [];
  let cursor: string | null = null;
  do {
    const page = await cs.rosterPage(companyId, cursor);
    refs.push(...page.people.map((p) => p.person_ref));
    cursor = page.next;
    cursors.push(cursor);
  } while (cursor);
  return { refs, cursors };
}

describe('the Coresignal network provider', () => {
  it('finds a company by slug from the Base Company record, with its posts and what they imply', async () => {
    const { cs, fake } = await setup();
    const company = await cs.findCompany({ kind: 'slug', slug: CORESIGNAL_SAMPLE_COMPANY.slug });
    expect(company).toMatchObject({
      id: CORESIGNAL_SAMPLE_COMPANY.id,
      slug: 'brightline-analytics',
      name: 'Brightline Analytics',
      website: 'https://www.brightline-analytics.example',
      domain: 'brightline-analytics.example',
      industry: 'Software Development',
      type: 'Privately Held',
      employees_count: 41,
      followers: 2163,
      location: { locality: 'Austin', region: 'Texas', postal_code: '78701', country_code: 'US' },
      has_logo: true,
      last_post_date: '2026-11-13',
      company_language: 'en',
    });
    expect(company?.recent_posts).toHaveLength(3);
    expect(company?.recent_posts[0]?.posted_at).toBe('2026-11-13');
    expect(fake.requests.every((r) => r.apiKey === KEY)).toBe(true);
    expect(fake.requests[0]?.path).toBe('/cdapi/v2/company_base/collect/brightline-analytics');
  });

  it("fills hiring_for from the company's open Base Jobs postings, and asks for none when companyJobs is 0", async () => {
    const { cs, fake } = await setup();
    const company = await cs.findCompany({ kind: 'slug', slug: 'brightline-analytics' });
    // The closed posting (application_active 0) is not among them.
    expect(company?.hiring_for).toEqual(['Senior Data Engineer', 'Account Executive, DACH']);
    expect(fake.requests.find((r) => r.endpoint === 'job_base:search')?.body).toEqual({
      query: {
        bool: {
          must: [
            { term: { company_id: 9104412 } },
            { term: { application_active: 1 } },
            { term: { deleted: 0 } },
          ],
        },
      },
    });
    expect(fake.requests.filter((r) => r.endpoint === 'job_base:collect')).toHaveLength(2);
    expect(
      hiringFor([
        { title: 'Closed', application_active: 0, deleted: 0 },
        { title: 'Gone', application_active: 1, deleted: 1 },
      ]),
    ).toEqual([]);

    const none = await setup({}, { companyJobs: 0 });
    expect((await none.cs.findCompany({ kind: 'slug', slug: 'brightline-analytics' }))?.hiring_for).toEqual(
      [],
    );
    expect(none.fake.requests.some((r) => r.endpoint?.startsWith('job_base'))).toBe(false);
  });

  it('finds a company by its numeric network id through a search on source_id, and answers null for an unknown one', async () => {
    const { cs, fake } = await setup();
    const company = await cs.findCompany({ kind: 'id', companyId: CORESIGNAL_SAMPLE_COMPANY.id });
    expect(company?.name).toBe('Brightline Analytics');
    expect(fake.requests[0]).toMatchObject({
      endpoint: 'company_base:search',
      body: { query: { bool: { must: [{ term: { source_id: String(CORESIGNAL_SAMPLE_COMPANY.id) } }] } } },
    });
    expect(await cs.findCompany({ kind: 'id', companyId: 999 })).toBeNull();
    expect(await cs.findCompany({ kind: 'slug', slug: 'nobody-here' })).toBeNull();
  });

  it('pages through the free employee search and resumes from a stored cursor', async () => {
    const { cs, fake } = await setup({ rosterPageSize: 2 });
    const { refs, cursors } = await wholeRoster(cs, CORESIGNAL_SAMPLE_COMPANY.id);
    expect(refs).toEqual(
      [187001101, 187001102, 187001103, 187001104, 187001105, 187001107].map(
        (id) => `cs:${id}:9104412:48213377`,
      ),
    );
    expect(cursors.at(-1)).toBeNull();
    // The company's Coresignal id is looked up once; later pages carry it in the cursor.
    expect(fake.requests.filter((r) => r.endpoint === 'company_base:search')).toHaveLength(1);
    const stored = cursors[0] as string;
    const again = await cs.rosterPage(CORESIGNAL_SAMPLE_COMPANY.id, stored);
    expect(again.people.map((p) => p.person_ref)).toEqual(refs.slice(2, 4));
    expect(fake.credits()).toBe(0);
    await expect(cs.rosterPage(CORESIGNAL_SAMPLE_COMPANY.id, 'not a cursor')).rejects.toThrow(
      /Invalid Coresignal roster cursor/,
    );
  });

  it('enriches refs with full records and posts, deriving photo times and last activity', async () => {
    const { cs, fake } = await setup({}, { postsFor: 'all' });
    const profiles = await cs.enrichProfiles([
      'cs:187001101:9104412:48213377',
      'lukasbrandt',
      'cs:1:9104412:48213377',
    ]);
    expect(profiles.map((p) => p.person_ref)).toEqual(['cs:187001101:9104412:48213377', 'lukasbrandt']);
    const [daniel, lukas] = profiles;
    expect(daniel).toMatchObject({
      name: 'Daniel Okafor',
      network_url: 'https://www.linkedin.com/in/danielokafor',
      connections: 1842,
      followers: 3110,
      location: { city: 'Austin', region: 'Texas', country: 'United States', country_code: 'US' },
      certifications: [{ title: 'Certified Scrum Product Owner', issued_by: 'Scrum Alliance' }],
      languages: ['en', 'yo'],
      meta: {
        network_id: '611230045',
        has_real_photo: true,
        photo_uploaded_at: new Date(1690201234567).toISOString(),
        photo_expires_at: new Date(1798761600 * 1000).toISOString(),
      },
    });
    // The current job at the roster's company carries the network's company id; the past one does not.
    expect(daniel?.experience[0]).toMatchObject({
      title: 'Co-Founder & CEO',
      company_id: 48213377,
      start: '2017-03',
      end: null,
    });
    expect(daniel?.experience[1]).toMatchObject({
      company: 'Cobalt Metrics',
      company_id: null,
      end: '2017-02',
    });
    expect(daniel?.signals).toMatchObject({
      recommendations_count: 1,
      last_active: '2026-11-12',
      authored_articles: [{ title: 'Funnels without SQL' }],
    });
    expect(daniel?.signals?.recent_posts).toHaveLength(3);
    expect(daniel?.signals?.recent_posts[0]?.engagement).toEqual({ likes: 214, comments: 31, shares: null });
    expect(lukas?.experience[0]).toMatchObject({ title: 'VP of Sales', company_id: null });
    // Two profiles at 2 credits, four posts at 1: the unknown id was not billed.
    expect(fake.credits()).toBe(2 * 2 + 4);
  });

  it('buys posts for the shortlist only: none while enriching, the newest when deepening', async () => {
    const { cs, fake } = await setup();
    const refs = ['cs:187001101:9104412:48213377', 'cs:187001105:9104412:48213377', 'tom-becker-eng'];
    const profiles = await cs.enrichProfiles(refs);
    expect(profiles.every((p) => (p.signals?.recent_posts ?? []).length === 0)).toBe(true);
    expect(fake.requests.some((r) => r.endpoint?.startsWith('employee_post'))).toBe(false);
    const deepened = await cs.deepenProfiles(profiles);
    expect(deepened.map((p) => p.person_ref)).toEqual(refs);
    const [daniel, tom, tomByHandle] = deepened;
    expect(daniel?.signals?.recent_posts.map((p) => p.posted_at)).toEqual([
      '2026-11-12',
      '2026-10-20',
      '2026-09-02',
    ]);
    expect(daniel?.signals?.last_active).toBe('2026-11-12');
    // Tom has no posts; a handle ref gives no Coresignal id to search posts by.
    expect(tom?.signals?.recent_posts ?? []).toEqual([]);
    expect(tomByHandle).toBe(profiles[2]);
    // Three profiles at 2 credits, Daniel's three posts at 1.
    expect(fake.credits()).toBe(3 * 2 + 3);
  });

  it("marks a post with a documented reshared_post as a repost, and the author's own posts as not", async () => {
    const { cs } = await setup();
    const [priya] = await cs.deepenProfiles(await cs.enrichProfiles(['cs:187001102:9104412:48213377']));
    expect(priya?.signals?.recent_posts.map((p) => [p.posted_at, p.is_repost])).toEqual([
      ['2026-08-15', false],
      ['2026-07-02', true],
    ]);
    expect(
      toRecentPosts([{ reshared_post: [{ id: '7388800112233445502' }] }, { reshared_post: {} }]),
    ).toMatchObject([{ is_repost: true }, { is_repost: false }]);
  });

  it('collects no posts when postsPerPerson is 0', async () => {
    const { cs, fake } = await setup({}, { postsPerPerson: 0 });
    const [daniel] = await cs.deepenProfiles(await cs.enrichProfiles(['cs:187001101:9104412:48213377']));
    expect(daniel?.signals?.recent_posts).toEqual([]);
    expect(fake.requests.some((r) => r.endpoint?.startsWith('employee_post'))).toBe(false);
  });

  it('turns 429 and 5xx into delayed retries and a rejected key into a plain error', async () => {
    const limited = await setup({
      failures: [{ endpoint: 'employee_multi_source:collect', status: 429, retryAfter: 30 }],
    });
    const rateLimited = await failure(limited.cs.enrichProfiles(['cs:187001101:9104412:48213377']));
    expect(rateLimited).toBeInstanceOf(TransientError);
    expect(rateLimited.name).toBe(TransientErrorName.providerRateLimited);
    expect(rateLimited.message).toMatch(/retry-after=30/);
    // A refusal counts attempts; an outage (5xx, no answer in time) is named and waited out.
    expect(outageOf({ Error: rateLimited.name, Cause: rateLimited.message })).toBeNull();

    const down = await setup({ failures: [{ endpoint: 'employee_multi_source:search', status: 503 }] });
    const unavailable = await failure(down.cs.rosterPage(CORESIGNAL_SAMPLE_COMPANY.id, null));
    expect(unavailable.name).toBe(TransientErrorName.providerUnavailable);
    expect(outageOf({ Error: unavailable.name, Cause: unavailable.message })).toBe(DownDependency.coresignal);

    const slow = await setup(
      { failures: [{ endpoint: 'company_base:collect', delayMs: 500 }] },
      { timeoutMs: 50 },
    );
    const timeout = await failure(slow.cs.findCompany({ kind: 'slug', slug: 'brightline-analytics' }));
    expect(timeout.name).toBe(TransientErrorName.providerTimeout);
    expect(outageOf({ Error: timeout.name, Cause: timeout.message })).toBe(DownDependency.coresignal);

    const wrongKey = await setup({ apiKey: 'another-key' });
    const rejected = await failure(wrongKey.cs.findCompany({ kind: 'slug', slug: 'brightline-analytics' }));
    expect(rejected).not.toBeInstanceOf(TransientError);
    expect(rejected.message).toMatch(/CTP_CORESIGNAL_API_KEY/);
    expect(rejected.message).not.toContain(KEY);
  });
});
