import type * as v from 'valibot';
import { countryName, normalizeCountryCode } from './company.js';
import {
  currentRole,
  gender,
  isDecisionMaker,
  outreachLanguage,
  type Professional,
  type ProfessionalTier,
  TIERS,
  tier,
} from './derive.js';
import { postsAboutCompany } from './derive-signals.js';
import { InvariantError } from './errors.js';
import type { VerifiedCandidate } from './ports.js';
import { deriveProfessional } from './professional.js';
import type {
  EducationItem,
  EmailInfo,
  ExperienceItem,
  Flags,
  Meta,
  PersonLocation,
  ProviderCompany,
  ProviderProfile,
  Signals,
} from './profile.js';
import type * as Api from './result-schemas.js';

/**
 * The spec's TargetPerson (2.4–2.8), which allows no additional properties. Every object here is
 * built field by field from the provider's data, so a provider that sends more never leaks it.
 */

export type Interests = v.InferOutput<typeof Api.Interests>;
/** Spec 2.5: the profile's person fields, with gender and outreach language always decided. */
export type Person = v.InferOutput<typeof Api.Person>;
export type Contact = v.InferOutput<typeof Api.Contact>;
export type TargetPerson = v.InferOutput<typeof Api.TargetPerson>;

/** The spec caps interest groups and newsletters at three each. */
export const MAX_INTERESTS = 3;
export const WHY_MAX_CHARS = 1000;

const text = (value: string | null | undefined): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const int = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

const num = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const bool = (value: boolean | null | undefined): boolean | null =>
  typeof value === 'boolean' ? value : null;

/** `YYYY-MM-DD`, also from a full ISO timestamp; null for anything else. */
const day = (value: string | null | undefined): string | null => {
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(value?.trim() ?? '');
  return match?.[1] ?? null;
};

/**
 * `why` within the spec's 1 to 1000 characters (counted as code points, as JSON Schema does): spaces
 * collapsed, cut at a word boundary with an ellipsis when too long.
 */
export function fitWhy(why: string): string {
  const clean = why.replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= WHY_MAX_CHARS) return clean;
  const cut = chars.slice(0, WHY_MAX_CHARS - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${space >= WHY_MAX_CHARS / 2 ? cut.slice(0, space) : cut}…`;
}

const displayName = (profile: ProviderProfile): string | null =>
  text(profile.name) ?? text([profile.first_name, profile.last_name].filter((p) => text(p)).join(' '));

function personLocation(location: PersonLocation | null): PersonLocation | null {
  if (!location) return null;
  const code = normalizeCountryCode(location.country_code);
  const resolved = countryName(code);
  return {
    text: text(location.text),
    city: text(location.city),
    region: text(location.region),
    country: text(location.country) ?? resolved,
    country_code: resolved === null ? null : code,
  };
}

function flags(f: Flags | null): Flags | null {
  if (!f) return null;
  return {
    open_to_work: bool(f.open_to_work),
    hiring: bool(f.hiring),
    premium: bool(f.premium),
    verified: bool(f.verified),
    influencer: bool(f.influencer),
    creator: bool(f.creator),
  };
}

function interests(i: ProviderProfile['interests']): Interests | null {
  if (!i) return null;
  return {
    groups: (i.groups ?? [])
      .slice(0, MAX_INTERESTS)
      .map((g) => ({ name: text(g.name), url: text(g.url), members: int(g.members) })),
    newsletters: (i.newsletters ?? [])
      .slice(0, MAX_INTERESTS)
      .map((n) => ({ name: text(n.name), about: text(n.about), cadence: text(n.cadence) })),
  };
}

/** A profile URL made absolute on the network host when a provider gives a path or omits the scheme. */
function profileUrl(url: string | null, networkHost: string): string | null {
  const value = text(url);
  if (value === null || /^https?:\/\//i.test(value)) return value;
  const host = networkHost
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/\/+$/, '');
  return value.startsWith('/') ? `https://${host}${value}` : `https://${value}`;
}

function person(profile: ProviderProfile, company: ProviderCompany, networkHost: string): Person {
  return {
    name: displayName(profile),
    first_name: text(profile.first_name),
    last_name: text(profile.last_name),
    headline: text(profile.headline),
    network_url: profileUrl(profile.network_url, networkHost),
    photo_url: text(profile.photo_url),
    background_url: text(profile.background_url),
    location: personLocation(profile.location),
    about: text(profile.about),
    connections: int(profile.connections),
    followers: int(profile.followers),
    member_since: day(profile.member_since),
    gender: gender(profile),
    outreach_language: outreachLanguage(profile, company),
    flags: flags(profile.flags),
    certifications: (profile.certifications ?? []).map((c) => ({
      title: text(c.title),
      issued_by: text(c.issued_by),
    })),
    interests: interests(profile.interests),
    featured: (profile.featured ?? []).map((f) => ({
      title: text(f.title),
      subtitle: text(f.subtitle),
      type: text(f.type),
      url: text(f.url),
    })),
  };
}

function email(info: EmailInfo | null): EmailInfo | null {
  if (!info) return null;
  return {
    address: info.address,
    status: info.status,
    quality_score: Math.round(info.quality_score),
    catch_all_domain: info.catch_all_domain,
    valid_email_server: info.valid_email_server,
    free: info.free,
    source: info.source,
  };
}

const experienceItem = (e: ExperienceItem): ExperienceItem => ({
  title: text(e.title),
  company: text(e.company),
  company_id: int(e.company_id),
  employment_type: text(e.employment_type),
  workplace_type: text(e.workplace_type),
  start: text(e.start),
  end: text(e.end),
  duration: text(e.duration),
  description: text(e.description),
});

const educationItem = (e: EducationItem): EducationItem => ({
  school: text(e.school),
  degree: text(e.degree),
  field: text(e.field),
  start: text(e.start),
  end: text(e.end),
});

function signals(s: Signals | null): Signals | null {
  if (!s) return null;
  return {
    recommendations_count: int(s.recommendations_count),
    recommendations: (s.recommendations ?? []).map((r) => ({
      by: text(r.by),
      by_headline: text(r.by_headline),
      text: text(r.text),
    })),
    posts_about_own_company: bool(s.posts_about_own_company),
    avg_engagement: num(s.avg_engagement),
    recent_posts: (s.recent_posts ?? []).map((p) => ({
      content: text(p.content),
      posted_at: text(p.posted_at),
      url: text(p.url),
      is_repost: bool(p.is_repost),
      engagement: p.engagement
        ? {
            likes: int(p.engagement.likes),
            comments: int(p.engagement.comments),
            shares: int(p.engagement.shares),
          }
        : null,
    })),
    authored_articles: (s.authored_articles ?? []).map((a) => ({
      title: text(a.title),
      link: text(a.link),
      published: text(a.published),
    })),
    last_active: day(s.last_active),
  };
}

function meta(m: Meta | null): Meta | null {
  if (!m) return null;
  return {
    network_id: text(m.network_id),
    profile_urn: text(m.profile_urn),
    has_real_photo: bool(m.has_real_photo),
    photo_uploaded_at: text(m.photo_uploaded_at),
    photo_expires_at: text(m.photo_expires_at),
  };
}

/** The rule-based Professional with the judge's refinements on top wherever the judge gave one. */
export function refinedProfessional(
  profile: ProviderProfile,
  company: ProviderCompany,
  verdict: VerifiedCandidate,
): Professional {
  const derived = deriveProfessional(profile, company);
  return {
    tier: verdict.tier ?? derived.tier,
    role: derived.role,
    function: derived.function,
    work_status: derived.work_status,
    belongs_to_company: verdict.belongs_to_company ?? derived.belongs_to_company,
    manages_people: verdict.manages_people ?? derived.manages_people,
    budget_authority: verdict.budget_authority ?? derived.budget_authority,
  };
}

/** One entry of `target_people`: exactly the spec's fields, nulls where data is missing. */
export function buildTargetPerson(input: {
  rank: number;
  verdict: VerifiedCandidate;
  profile: ProviderProfile;
  company: ProviderCompany;
  email: EmailInfo | null;
  networkHost: string;
}): TargetPerson {
  const { rank, verdict, profile, company } = input;
  if (!Number.isSafeInteger(rank) || rank < 1)
    throw new InvariantError(`rank must be an integer of at least 1, got ${rank}`);
  const professional = refinedProfessional(profile, company, verdict);
  const fallback = `${displayName(profile) ?? 'This person'} was kept for this persona${
    professional.role ? ` as ${professional.role}` : ''
  }${company.name ? ` at ${company.name}` : ''}.`;
  return {
    rank_in_company: rank,
    is_decision_maker: verdict.is_decision_maker ?? isDecisionMaker(profile, company),
    why: fitWhy(verdict.why.trim() === '' ? fallback : verdict.why),
    person: person(profile, company, input.networkHost),
    professional,
    contact: {
      email: email(input.email),
      websites: (profile.websites ?? []).map(text).filter((w): w is string => w !== null),
      bio_links: (profile.bio_links ?? []).map((b) => ({ url: text(b.url), title: text(b.title) })),
    },
    experience: (profile.experience ?? []).map(experienceItem),
    education: (profile.education ?? []).map(educationItem),
    signals: withOwnCompanyPosts(signals(profile.signals), company),
    meta: meta(profile.meta),
  };
}

/** `posts_about_own_company` when the provider left it open: derived from the posts (derive-signals.ts). */
function withOwnCompanyPosts(s: Signals | null, company: ProviderCompany): Signals | null {
  if (!s || s.posts_about_own_company !== null) return s;
  return { ...s, posts_about_own_company: postsAboutCompany(s, company) };
}

const TIER_ORDER: Record<ProfessionalTier, number> = Object.fromEntries(
  TIERS.map((t, i) => [t, i]),
) as Record<ProfessionalTier, number>;

export interface RankedCandidate {
  rank: number;
  verdict: VerifiedCandidate;
  profile: ProviderProfile;
}

/** "2019-02" sorts before "2021"; an unknown start sorts last. */
const startKey = (profile: ProviderProfile, company: ProviderCompany): string =>
  currentRole(profile, company)?.start?.trim() || '\uffff';

/**
 * The final order: kept verdicts only (and only those whose profile is known), by score (highest
 * first: the judge's seniority and strength of match), then tier (owner, executive, function leader,
 * manager, individual, unknown last), then tenure in the current role here (longest first: the person
 * who has held the role longer knows the company better), then the judge's own order (roster order).
 * Never by name: the alphabet says nothing about whom to contact first (docs/judging.md, "Ranking").
 */
export function rankVerified(
  verdicts: VerifiedCandidate[],
  profiles: Map<string, ProviderProfile>,
  company: ProviderCompany,
): RankedCandidate[] {
  const kept = verdicts.flatMap((verdict, index) => {
    const profile = profiles.get(verdict.person_ref);
    if (verdict.keep !== true || !profile) return [];
    const t = verdict.tier ?? tier(profile, company);
    return [
      {
        verdict,
        profile,
        index,
        tierOrder: t ? TIER_ORDER[t] : TIERS.length,
        start: startKey(profile, company),
      },
    ];
  });
  kept.sort((a, b) => {
    if (a.verdict.score !== b.verdict.score) return b.verdict.score - a.verdict.score;
    if (a.tierOrder !== b.tierOrder) return a.tierOrder - b.tierOrder;
    if (a.start !== b.start) return a.start < b.start ? -1 : 1;
    return a.index - b.index;
  });
  return kept.map(({ verdict, profile }, i) => ({ rank: i + 1, verdict, profile }));
}
