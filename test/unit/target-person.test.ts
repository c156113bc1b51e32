import { describe, expect, it } from 'vitest';
import { InvariantError } from '../../functions/core/errors.js';
import { SYSTEM_PERSONA } from '../../functions/core/personas.js';
import type { VerifiedCandidate } from '../../functions/core/ports.js';
import type {
  EmailInfo,
  ExperienceItem,
  ProviderCompany,
  ProviderProfile,
} from '../../functions/core/profile.js';
import * as Api from '../../functions/core/result-schemas.js';
import { buildTargetPerson, fitWhy, rankVerified } from '../../functions/core/target-person.js';
import { OfflinePersonaJudge } from '../../functions/sandbox/judge/offline.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';

const HOST = 'www.network.example';

const company = (overrides: Partial<ProviderCompany> = {}): ProviderCompany =>
  bareCompany({
    domain: 'acme.example',
    location: { locality: 'Paris', region: null, postal_code: null, country_code: 'FR' },
    company_language: 'fr',
    ...overrides,
  });

const job = (title: string, overrides: Partial<ExperienceItem> = {}): ExperienceItem =>
  roleAt(title, {
    employment_type: 'Full-time',
    workplace_type: 'Hybrid',
    duration: '10 yrs',
    description: 'Runs the company.',
    ...overrides,
  });

/** A profile with every section filled, plus fields the spec does not allow (which must not leak). */
const richProfile = (overrides: Partial<ProviderProfile> = {}): ProviderProfile =>
  ({
    person_ref: 'ref_ada',
    name: 'Ada Lovelace',
    first_name: 'Ada',
    last_name: 'Lovelace',
    headline: 'Co-founder & CEO at Acme Robotics',
    network_url: '/in/ada-lovelace',
    photo_url: 'https://cdn.example/ada.jpg',
    background_url: null,
    location: {
      text: 'Paris, France',
      city: 'Paris',
      region: 'Île-de-France',
      country: null,
      country_code: 'fr',
    },
    about: 'I build robots.',
    connections: 500,
    followers: 1200,
    member_since: '2009-04-01T00:00:00Z',
    gender: null,
    flags: {
      open_to_work: false,
      hiring: true,
      premium: true,
      verified: true,
      influencer: false,
      creator: false,
    },
    certifications: [{ title: 'PMP', issued_by: 'PMI', secret: 'x' }],
    interests: {
      groups: [1, 2, 3, 4, 5].map((i) => ({
        name: `Group ${i}`,
        url: `https://g.example/${i}`,
        members: i * 10,
      })),
      newsletters: [1, 2, 3, 4].map((i) => ({ name: `News ${i}`, about: 'Robots', cadence: 'weekly' })),
    },
    featured: [
      { title: 'Talk', subtitle: 'youtube.com', type: 'LINK', url: 'https://network.example/overlay/1' },
    ],
    websites: ['https://ada.example', ' '],
    bio_links: [{ url: 'https://ada.example/links', title: 'Links' }],
    experience: [job('Co-founder & CEO', { internal_id: 'x' } as Partial<ExperienceItem>)],
    education: [{ school: 'Sorbonne', degree: 'MSc', field: 'Mathematics', start: '2000', end: '2005' }],
    signals: {
      recommendations_count: 3,
      recommendations: [{ by: 'Bob', by_headline: 'CTO', text: 'Great.' }],
      posts_about_own_company: true,
      avg_engagement: 12.5,
      recent_posts: [
        {
          content: 'We shipped!',
          posted_at: '2026-10-01',
          url: 'https://p.example/1',
          is_repost: false,
          engagement: { likes: 10, comments: 2, shares: 1 },
        },
      ],
      authored_articles: [{ title: 'On robots', link: 'https://a.example/1', published: '2025-01-01' }],
      last_active: '2026-10-01T08:00:00Z',
    },
    meta: {
      network_id: 'ada-lovelace',
      profile_urn: 'urn:li:fsd_profile:ABC',
      has_real_photo: true,
      photo_uploaded_at: '2024-01-01',
      photo_expires_at: null,
    },
    languages: [],
    provider_score: 99,
    ...overrides,
  }) as ProviderProfile;

const thinProfile = (ref: string, name: string | null, title: string | null): ProviderProfile =>
  bareProfile({
    person_ref: ref,
    name,
    first_name: null,
    last_name: null,
    experience: title ? [job(title)] : [],
  });

const EMAIL: EmailInfo = {
  address: 'ada@acme.example',
  status: 'valid',
  quality_score: 97,
  catch_all_domain: false,
  valid_email_server: true,
  free: false,
  source: 'verified',
};

const verdict = (overrides: Partial<VerifiedCandidate> = {}): VerifiedCandidate => ({
  person_ref: 'ref_ada',
  keep: true,
  score: 0.96,
  why: 'Ada Lovelace is Co-founder & CEO of Acme Robotics since 2016 per their current role.',
  ...overrides,
});

const keys = (value: unknown): string[] => Object.keys(value as object).sort();
const sorted = (list: string[]): string[] => [...list].sort();

describe('buildTargetPerson', () => {
  const built = buildTargetPerson({
    rank: 1,
    verdict: verdict(),
    profile: richProfile(),
    company: company(),
    email: { ...EMAIL, provider_note: 'x' } as EmailInfo,
    networkHost: HOST,
  });

  it.each([
    ['the target person', built, Api.TargetPerson.pipe[0]],
    ['the person', built.person, Api.Person],
    ['the person location', built.person.location, Api.PersonLocation],
    ['the flags', built.person.flags, Api.Flags],
    ['a certification', built.person.certifications[0], Api.Certification],
    ['the interests', built.person.interests, Api.Interests],
    ['an interest group', built.person.interests?.groups[0], Api.InterestGroup],
    ['a newsletter', built.person.interests?.newsletters[0], Api.InterestNewsletter],
    ['a featured item', built.person.featured[0], Api.FeaturedItem],
    ['the professional block', built.professional, Api.Professional],
    ['the contact', built.contact, Api.Contact],
    ['the email', built.contact.email, Api.EmailInfo],
    ['a bio link', built.contact.bio_links[0], Api.BioLink],
    ['an experience item', built.experience[0], Api.ExperienceItem],
    ['an education item', built.education[0], Api.EducationItem],
    ['the signals', built.signals, Api.Signals],
    ['a recommendation', built.signals?.recommendations[0], Api.Recommendation],
    ['a recent post', built.signals?.recent_posts[0], Api.RecentPost],
    ['an engagement', built.signals?.recent_posts[0]?.engagement, Api.Engagement],
    ['an article', built.signals?.authored_articles[0], Api.Article],
    ['the meta block', built.meta, Api.Meta],
  ])('gives %s exactly the keys its response schema declares', (_what, value, schema) => {
    expect(value).toBeTruthy();
    expect(keys(value)).toEqual(sorted(Object.keys(schema.entries)));
  });

  it('fills the computed person fields: gender default, outreach language, country name, dates, absolute URL', () => {
    expect(built.rank_in_company).toBe(1);
    expect(built.person.gender).toBe('unknown');
    expect(built.person.outreach_language).toBe('fr');
    expect(built.person.location).toEqual({
      text: 'Paris, France',
      city: 'Paris',
      region: 'Île-de-France',
      country: 'France',
      country_code: 'FR',
    });
    expect(built.person.member_since).toBe('2009-04-01');
    expect(built.signals?.last_active).toBe('2026-10-01');
    expect(built.person.network_url).toBe('https://www.network.example/in/ada-lovelace');
    expect(built.contact.websites).toEqual(['https://ada.example']);
  });

  it('caps interest groups and newsletters at three each', () => {
    expect(built.person.interests?.groups.map((g) => g.name)).toEqual(['Group 1', 'Group 2', 'Group 3']);
    expect(built.person.interests?.newsletters).toHaveLength(3);
  });

  it('derives the professional block and decision maker from the profile', () => {
    expect(built.professional).toEqual({
      tier: 'owner',
      role: 'Co-founder & CEO',
      function: 'general_management',
      work_status: 'employed',
      belongs_to_company: 'confirmed',
      manages_people: 'yes',
      budget_authority: 'owns',
    });
    expect(built.is_decision_maker).toBe(true);
  });

  it('lets the judge’s non-null refinements take precedence over the derived values', () => {
    const refined = buildTargetPerson({
      rank: 2,
      verdict: verdict({
        tier: 'executive',
        is_decision_maker: false,
        manages_people: 'likely',
        budget_authority: null,
        belongs_to_company: 'likely',
      }),
      profile: richProfile(),
      company: company(),
      email: null,
      networkHost: HOST,
    });
    expect(refined.professional).toMatchObject({
      tier: 'executive',
      manages_people: 'likely',
      budget_authority: 'owns',
      belongs_to_company: 'likely',
      role: 'Co-founder & CEO',
    });
    expect(refined.is_decision_maker).toBe(false);
    expect(refined.contact.email).toBeNull();
  });

  it('uses nulls and empty lists where the profile has no data', () => {
    const thin = buildTargetPerson({
      rank: 3,
      verdict: verdict({ person_ref: 'ref_x', why: '  Kept: Xavier is Head of Sales.  ' }),
      profile: thinProfile('ref_x', 'Xavier', null),
      company: company({ location: null, company_language: null }),
      email: null,
      networkHost: HOST,
    });
    expect(thin).toMatchObject({
      is_decision_maker: false,
      why: 'Kept: Xavier is Head of Sales.',
      contact: { email: null, websites: [], bio_links: [] },
      experience: [],
      education: [],
      signals: null,
      meta: null,
    });
    expect(thin.person).toMatchObject({
      location: null,
      flags: null,
      interests: null,
      certifications: [],
      featured: [],
      gender: 'unknown',
      outreach_language: 'en',
      member_since: null,
    });
    expect(thin.professional).toEqual({
      tier: null,
      role: null,
      function: null,
      work_status: 'unknown',
      belongs_to_company: 'likely',
      manages_people: 'unknown',
      budget_authority: 'unknown',
    });
  });

  it.each([
    ['an overlong why, cut at a word to at most 1000 characters', `${'word '.repeat(400)}end`, 1000],
    ['a short why, kept as it is', 'Short and specific.', 19],
  ])('fits %s', (_what, why, max) => {
    const built2 = buildTargetPerson({
      rank: 1,
      verdict: verdict({ why }),
      profile: richProfile(),
      company: company(),
      email: null,
      networkHost: HOST,
    });
    expect(Array.from(built2.why).length).toBeLessThanOrEqual(max);
    expect(built2.why.length).toBeGreaterThan(0);
  });

  it('replaces an empty why with one naming the person and role, never an empty string', () => {
    const built2 = buildTargetPerson({
      rank: 1,
      verdict: verdict({ why: '   ' }),
      profile: richProfile(),
      company: company(),
      email: null,
      networkHost: HOST,
    });
    expect(built2.why).toBe('Ada Lovelace was kept for this persona as Co-founder & CEO at Acme Robotics.');
  });

  it('counts why in code points, so emoji never push it past 1000', () => {
    const why = fitWhy('🚀 '.repeat(800));
    expect(Array.from(why).length).toBeLessThanOrEqual(1000);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses rank %s', (rank) => {
    expect(() =>
      buildTargetPerson({
        rank,
        verdict: verdict(),
        profile: richProfile(),
        company: company(),
        email: null,
        networkHost: HOST,
      }),
    ).toThrow(InvariantError);
  });
});

describe('rankVerified', () => {
  const acme = company();
  const profiles = new Map(
    [
      thinProfile('a', 'Zoe Zed', 'Founder & CEO'),
      thinProfile('b', 'Amy Able', 'Sales Manager'),
      thinProfile('c', 'Bob Baker', 'VP Sales'),
      thinProfile('d', 'Cat Cole', 'VP Sales'),
      thinProfile('e', 'Dan Drop', 'Head of Sales'),
      thinProfile('f', null, 'VP Sales'),
    ].map((p) => [p.person_ref, p]),
  );
  const v = (person_ref: string, score: number, keep = true): VerifiedCandidate => ({
    person_ref,
    keep,
    score,
    why: `why ${person_ref}`,
  });

  it('keeps only kept verdicts with a known profile, orders by score, tier, then the judge’s order, and ranks from 1', () => {
    const ranked = rankVerified(
      [v('b', 0.8), v('d', 0.8), v('e', 0.99, false), v('a', 0.5), v('c', 0.8), v('f', 0.8), v('zz', 1)],
      profiles,
      acme,
    );
    expect(ranked.map((r) => [r.rank, r.verdict.person_ref])).toEqual([
      [1, 'd'], // 0.8, executive, first in the judge's order
      [2, 'c'], // 0.8, executive
      [3, 'f'], // 0.8, executive
      [4, 'b'], // 0.8, manager
      [5, 'a'], // 0.5
    ]);
  });

  it('breaks a tie by tenure in the current role, never by name', () => {
    const withStarts = new Map(
      [
        bareProfile({
          person_ref: 'new',
          name: 'Aaron Able',
          experience: [job('VP Sales', { start: '2024-01' })],
        }),
        bareProfile({
          person_ref: 'old',
          name: 'Zelda Zane',
          experience: [job('VP Sales', { start: '2017-05' })],
        }),
      ].map((p) => [p.person_ref, p]),
    );
    const ranked = rankVerified([v('new', 0.8), v('old', 0.8)], withStarts, acme);
    expect(ranked.map((r) => r.verdict.person_ref)).toEqual(['old', 'new']);
  });

  it('orders by the judge’s tier when it refined one', () => {
    const ranked = rankVerified([v('b', 0.8), { ...v('c', 0.8), tier: 'individual' }], profiles, acme);
    expect(ranked.map((r) => r.verdict.person_ref)).toEqual(['b', 'c']);
  });

  it('returns an empty list when nobody was kept', () => {
    expect(rankVerified([v('a', 0.9, false)], profiles, acme)).toEqual([]);
  });
});

describe('rankVerified and buildTargetPerson with the offline judge', () => {
  it('turns the judge’s verdicts into target people ranked 1..n with specific reasons', async () => {
    const acme = company();
    const people = [
      thinProfile('p1', 'Lou Boss', 'CEO'),
      thinProfile('p2', 'Ada Lovelace', 'Founder & CEO'),
      thinProfile('p3', 'Gus Eng', 'Senior Engineer'),
      thinProfile('p4', 'Ben Byte', 'Co-founder & CTO'),
    ];
    const ctx = { jobId: 'job_1', stage: 'verify_candidates' as const, attempt: 0 };
    const { verdicts } = await new OfflinePersonaJudge().verify(SYSTEM_PERSONA, acme, people, ctx);
    const emails = new Map([['p2', EMAIL]]);
    const list = rankVerified(verdicts, new Map(people.map((p) => [p.person_ref, p])), acme).map(
      ({ rank, verdict, profile }) =>
        buildTargetPerson({
          rank,
          verdict,
          profile,
          company: acme,
          email: emails.get(profile.person_ref) ?? null,
          networkHost: HOST,
        }),
    );
    expect(list.map((t) => [t.rank_in_company, t.person.name])).toEqual([
      [1, 'Ada Lovelace'],
      [2, 'Ben Byte'],
      [3, 'Lou Boss'],
    ]);
    expect(list[0]?.contact.email?.address).toBe('ada@acme.example');
    for (const t of list) {
      expect(t.why).toContain(t.person.name);
      expect(t.is_decision_maker).toBe(true);
    }
  });
});
