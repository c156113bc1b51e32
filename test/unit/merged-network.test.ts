import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStores } from '../../functions/adapters/memory/index.js';
import { MergedNetworkProvider, parseMergeSpec } from '../../functions/adapters/network/merged.js';
import {
  createMergedProvider,
  type RealProviderSettings,
} from '../../functions/adapters/network/providers.js';
import type { CallContext, NetworkProvider } from '../../functions/core/ports.js';
import type { ProviderProfile } from '../../functions/core/profile.js';
import { meterEach } from '../../functions/shared/metering.js';
import { CORESIGNAL_SAMPLE, type FakeCoresignal, startFakeCoresignal } from '../fakes/coresignal-server.js';
import { type FakePdl, PDL_SAMPLE, startFakePdl } from '../fakes/pdl-server.js';
import { bareProfile } from '../fixtures/builders.js';

const ctx: CallContext = { jobId: 'job_merged', stage: 'enrich_profiles', attempt: 0 };
const NOW = new Date('2026-11-23T00:00:00Z');

const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((fake) => fake.close()));
});

async function fakes(): Promise<{ cs: FakeCoresignal; pdl: FakePdl; settings: RealProviderSettings }> {
  const [cs, pdl] = await Promise.all([startFakeCoresignal(CORESIGNAL_SAMPLE), startFakePdl(PDL_SAMPLE)]);
  running.push(cs, pdl);
  return {
    cs,
    pdl,
    settings: {
      networkHost: 'www.linkedin.com',
      pageSize: 100,
      clock: { now: () => NOW },
      pdl: { apiKey: async () => 'pdl-key', baseURL: pdl.baseURL },
      coresignal: { apiKey: async () => 'cs-key', baseURL: cs.baseURL },
    },
  };
}

describe('a merged network provider', () => {
  it('merges the company field by field and records which provider filled what', async () => {
    const { settings } = await fakes();
    const merged = await createMergedProvider(
      'roster=coresignal;company=coresignal,pdl;profiles=coresignal,pdl',
      settings,
    );
    const company = await merged.findCompany({ kind: 'slug', slug: 'brightline-analytics' }, ctx);
    expect(company).toMatchObject({
      id: 48213377,
      name: 'Brightline Analytics',
      followers: 2163,
      slogan: 'Product analytics that answers questions before you ask them',
      specialties: ['Product Analytics', 'Data Pipelines', 'B2B SaaS', 'Retention Analysis'],
      has_logo: true,
      company_language: 'en',
    });
    expect(company?.sources).toMatchObject({
      name: 'coresignal',
      followers: 'coresignal',
      logo_url: 'coresignal',
      slogan: 'pdl',
      specialties: 'pdl',
      recent_posts: 'coresignal',
      company_language: 'coresignal',
    });
  });

  it('asks the other providers by profile handle and merges each person', async () => {
    const { settings, pdl } = await fakes();
    const merged = await createMergedProvider(
      'roster=coresignal;company=coresignal,pdl;profiles=coresignal,pdl',
      settings,
    );
    const { people } = await merged.rosterPage(48213377, null, ctx);
    const profiles = await merged.enrichProfiles(
      people.map((p) => p.person_ref),
      ctx,
    );
    expect(profiles).toHaveLength(6);
    const daniel = profiles.find((p) => p.name === 'Daniel Okafor') as ProviderProfile;
    expect(daniel.person_ref).toBe('cs:187001101:9104412:48213377');
    // Coresignal has the photo and followers; only PDL states the sex.
    expect(daniel).toMatchObject({ gender: 'male', followers: 3110 });
    expect(daniel.meta?.photo_uploaded_at).not.toBeNull();
    expect(daniel.sources).toMatchObject({
      name: 'coresignal',
      photo_url: 'coresignal',
      gender: 'pdl',
      // The Coresignal adapter derived this from its own photo URL.
      'meta.photo_uploaded_at': 'coresignal',
    });
    // Posts are bought for the shortlist: deepening adds them, and says who did.
    const [deep] = await merged.deepenProfiles([daniel], ctx);
    expect(deep?.signals?.recent_posts).toHaveLength(3);
    expect(deep?.sources).toMatchObject({
      'signals.recent_posts': 'coresignal',
      'signals.last_active': 'derived',
      gender: 'pdl',
    });
    const bulk = pdl.requests.find((r) => r.endpoint === 'person_bulk');
    expect(bulk?.body.requests.map((r: any) => r.params.profile)).toContain('linkedin.com/in/danielokafor');
  });

  it('takes a PDL roster and asks Coresignal by handle, keeping people only PDL knows', async () => {
    const { settings, cs } = await fakes();
    const merged = await createMergedProvider(
      'roster=pdl;company=pdl,coresignal;profiles=coresignal,pdl',
      settings,
    );
    const { people } = await merged.rosterPage(48213377, null, ctx);
    const profiles = await merged.enrichProfiles(
      people.map((p) => p.person_ref),
      ctx,
    );
    expect(profiles.map((p) => p.person_ref)).toContain('pdl:aT3yHnP6qR1wMc8KzV5dXb_0000');
    const collected = cs.requests
      .filter((r) => r.endpoint === 'employee_multi_source:collect')
      .map((r) => r.path);
    expect(collected).toContain('/cdapi/v2/employee_multi_source/collect/danielokafor');
    const aiko = profiles.find((p) => p.person_ref.startsWith('pdl:'));
    expect(aiko?.sources?.name).toBe('pdl');
    // Coresignal's experience wins, but asked by handle it has no network company ids: PDL's fill them in.
    const daniel = profiles.find((p) => p.person_ref === 'danielokafor');
    expect(daniel?.sources).toMatchObject({ experience: 'coresignal', 'experience.company_id': 'merged' });
    expect(daniel?.experience[0]).toMatchObject({ title: 'Co-Founder & CEO', company_id: 48213377 });
  });

  it('lets a lower-precedence record win a field when it is much fresher', async () => {
    const stub = (name: string, headline: string, observed: string | null): NetworkProvider => ({
      findCompany: async () => null,
      rosterPage: async () => ({ people: [], next: null }),
      enrichProfiles: async (refs) =>
        refs.map((ref) => ({
          ...bareProfile({ person_ref: ref, headline, about: `${name} about` }),
          observed_at: observed,
        })),
    });
    const build = (aObserved: string | null, bObserved: string | null) =>
      new MergedNetworkProvider({
        roster: { name: 'a', provider: stub('a', 'Old title', aObserved) },
        company: [{ name: 'a', provider: stub('a', '', null) }],
        profiles: [
          { name: 'a', provider: stub('a', 'Old title', aObserved) },
          { name: 'b', provider: stub('b', 'New title', bObserved) },
        ],
      });
    const [fresher] = await build('2024-01-01', '2026-06-01').enrichProfiles(['x'], ctx);
    expect(fresher?.headline).toBe('New title');
    expect(fresher?.sources?.headline).toBe('b');
    const [close] = await build('2026-01-01', '2026-06-01').enrichProfiles(['x'], ctx);
    expect(close?.headline).toBe('Old title');
    const [undated] = await build(null, '2026-06-01').enrichProfiles(['x'], ctx);
    expect(undated?.headline).toBe('Old title');
  });

  it('reads a configuration and refuses a malformed one', () => {
    expect(
      parseMergeSpec('roster=coresignal; company=coresignal,pdl; profiles=pdl,coresignal; posts=coresignal', [
        'pdl',
        'coresignal',
      ]),
    ).toEqual({
      roster: 'coresignal',
      company: ['coresignal', 'pdl'],
      profiles: ['pdl', 'coresignal'],
      posts: ['coresignal'],
    });
    expect(() =>
      parseMergeSpec('roster=pdl,coresignal;company=pdl;profiles=pdl', ['pdl', 'coresignal']),
    ).toThrow(/roster/);
    expect(() => parseMergeSpec('roster=pdl;company=zoominfo;profiles=pdl', ['pdl', 'coresignal'])).toThrow(
      /zoominfo/,
    );
    expect(() => parseMergeSpec('roster=pdl', ['pdl', 'coresignal'])).toThrow(/company/);
    expect(() => parseMergeSpec('roster=coresignal;company=pdl;profiles=pdl', ['pdl', 'coresignal'])).toThrow(
      /profiles must include the roster's provider/,
    );
  });
});

describe('a merged provider counted per source', () => {
  it('records each named provider’s records under its own name (meterEach)', async () => {
    const { settings } = await fakes();
    const stores = createMemoryStores();
    const jobId = ctx.jobId;
    stores.tables.jobs.set(jobId, { job_id: jobId, account_id: 'acct_m' } as never);
    const merged = await createMergedProvider(
      'roster=coresignal;company=coresignal,pdl;profiles=coresignal,pdl',
      {
        ...settings,
        meter: meterEach(stores.costs),
      },
    );
    await merged.findCompany({ kind: 'slug', slug: 'brightline-analytics' }, ctx);
    const { people } = await merged.rosterPage(48213377, null, ctx);
    await merged.enrichProfiles(
      people.map((p) => p.person_ref),
      ctx,
    );
    const units = (await stores.costs.read(jobId))?.units ?? {};
    expect(units).toMatchObject({
      'provider/coresignal:company_lookups': 1,
      'provider/pdl:company_lookups': 1,
      'provider/coresignal:roster_records': people.length,
      'provider/coresignal:enrich_records': 6,
    });
    expect(units['provider/pdl:enrich_records']).toBeGreaterThan(0);
  });
});
