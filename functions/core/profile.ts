/**
 * The internal model of network data, shaped by the spec's TargetPerson parts (2.4–2.8) so that a
 * result is assembled without renaming. Every provider adapter maps its data into these types.
 * Fields are nullable where the data may not have them. The parts that appear in responses are the
 * API contract's own types (`schemas/responses.ts`), derived rather than restated; only types are
 * imported, so the domain stays free of any runtime dependency on the schemas.
 */

import type * as v from 'valibot';
import type * as Api from './result-schemas.js';

export type CompanyPost = v.InferOutput<typeof Api.CompanyPost>;
export type PersonLocation = v.InferOutput<typeof Api.PersonLocation>;
export type Flags = v.InferOutput<typeof Api.Flags>;
export type ExperienceItem = v.InferOutput<typeof Api.ExperienceItem>;
export type EducationItem = v.InferOutput<typeof Api.EducationItem>;
export type Signals = v.InferOutput<typeof Api.Signals>;
export type Meta = v.InferOutput<typeof Api.Meta>;
export type EmailInfo = v.InferOutput<typeof Api.EmailInfo>;

/**
 * A company as a provider knows it: the spec's Company (2.3) minus what the service computes (its page
 * URL, its network-join estimate and the country name), plus its slug and mail pattern.
 */
export interface ProviderCompany
  extends Omit<v.InferOutput<typeof Api.Company>, 'network_url' | 'network_since_est' | 'location'> {
  slug: string;
  location: Omit<v.InferOutput<typeof Api.CompanyLocation>, 'country'> | null;
  /** How the company's mail addresses are formed; null when unknown. */
  email: { domain: string; pattern: string; catch_all: boolean } | null;
  /** Internal: which provider filled which field (merged providers); never part of a response. */
  sources?: Record<string, string>;
}

/** One roster row: just enough for the preview facepile. */
export interface RosterEntry {
  person_ref: string;
  name: string | null;
  headline: string | null;
  photo_url: string | null;
  /**
   * The full profile, when the roster search already returned (and billed) it: enrichment then skips
   * this person instead of paying for the same record a second time.
   */
  profile?: ProviderProfile;
}

/**
 * A fully enriched profile, as a provider returns it: the spec's Person (2.4) but the outreach language
 * (the service picks it), with what else the result is built from.
 */
export interface ProviderProfile
  extends Omit<v.InferOutput<typeof Api.Person>, 'gender' | 'outreach_language'> {
  person_ref: string;
  /** As the provider states it; the service derives `unknown` when absent. */
  gender: 'male' | 'female' | 'unknown' | null;
  websites: string[];
  bio_links: v.InferOutput<typeof Api.BioLink>[];
  experience: ExperienceItem[];
  education: EducationItem[];
  signals: Signals | null;
  meta: Meta | null;
  /** Languages the person lists (ISO 639-1), most fluent first; helps pick the outreach language. */
  languages: string[];
  /** Internal: the day the provider last refreshed this record, when it says (the merge's freshness rule). */
  observed_at?: string | null;
  /** Internal: which provider filled which field (merged providers); never part of a response. */
  sources?: Record<string, string>;
}

/** The fields of a ProviderProfile a provider fills: all but `person_ref` and the internal ones. */
export const PROVIDER_PROFILE_FIELDS: readonly (keyof ProviderProfile)[] = [
  'name',
  'first_name',
  'last_name',
  'headline',
  'network_url',
  'photo_url',
  'background_url',
  'location',
  'about',
  'connections',
  'followers',
  'member_since',
  'gender',
  'flags',
  'certifications',
  'interests',
  'featured',
  'websites',
  'bio_links',
  'experience',
  'education',
  'signals',
  'meta',
  'languages',
];

/** The fields of a ProviderCompany a provider fills: all but `id` and the internal `sources`. */
export const PROVIDER_COMPANY_FIELDS: readonly (keyof ProviderCompany)[] = [
  'slug',
  'name',
  'website',
  'domain',
  'industry',
  'type',
  'description',
  'slogan',
  'logo_url',
  'employees_count',
  'specialties',
  'location',
  'followers',
  'last_post_date',
  'company_language',
  'hiring_for',
  'has_logo',
  'recent_posts',
  'email',
];
