/**
 * The internal model of network data, shaped by the spec's TargetPerson parts (2.4–2.8) so that a
 * result is assembled without renaming. Every provider adapter maps its data into these types.
 * Fields are nullable where the data may not have them.
 */

export interface CompanyPost {
  content: string | null;
  posted_at: string | null;
  url: string | null;
}

/** A company as a provider knows it: the spec's Company (2.3) minus what the service computes. */
export interface ProviderCompany {
  id: number;
  slug: string;
  name: string | null;
  website: string | null;
  domain: string | null;
  industry: string | null;
  type: string | null;
  description: string | null;
  slogan: string | null;
  logo_url: string | null;
  employees_count: number | null;
  specialties: string[];
  location: {
    locality: string | null;
    region: string | null;
    postal_code: string | null;
    country_code: string | null;
  } | null;
  followers: number | null;
  last_post_date: string | null;
  company_language: string | null;
  hiring_for: string[];
  has_logo: boolean | null;
  recent_posts: CompanyPost[];
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

export interface PersonLocation {
  text: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  country_code: string | null;
}

export interface Flags {
  open_to_work: boolean | null;
  hiring: boolean | null;
  premium: boolean | null;
  verified: boolean | null;
  influencer: boolean | null;
  creator: boolean | null;
}

export interface ExperienceItem {
  title: string | null;
  company: string | null;
  company_id: number | null;
  employment_type: string | null;
  workplace_type: string | null;
  start: string | null;
  end: string | null;
  duration: string | null;
  description: string | null;
}

export interface EducationItem {
  school: string | null;
  degree: string | null;
  field: string | null;
  start: string | null;
  end: string | null;
}

export interface Signals {
  recommendations_count: number | null;
  recommendations: { by: string | null; by_headline: string | null; text: string | null }[];
  posts_about_own_company: boolean | null;
  avg_engagement: number | null;
  recent_posts: {
    content: string | null;
    posted_at: string | null;
    url: string | null;
    is_repost: boolean | null;
    engagement: { likes: number | null; comments: number | null; shares: number | null } | null;
  }[];
  authored_articles: { title: string | null; link: string | null; published: string | null }[];
  last_active: string | null;
}

export interface Meta {
  network_id: string | null;
  profile_urn: string | null;
  has_real_photo: boolean | null;
  photo_uploaded_at: string | null;
  photo_expires_at: string | null;
}

/** A fully enriched profile, as a provider returns it. */
export interface ProviderProfile {
  person_ref: string;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  headline: string | null;
  network_url: string | null;
  photo_url: string | null;
  background_url: string | null;
  location: PersonLocation | null;
  about: string | null;
  connections: number | null;
  followers: number | null;
  member_since: string | null;
  /** As the provider states it; the service derives `unknown` when absent. */
  gender: 'male' | 'female' | 'unknown' | null;
  flags: Flags | null;
  certifications: { title: string | null; issued_by: string | null }[];
  interests: {
    groups: { name: string | null; url: string | null; members: number | null }[];
    newsletters: { name: string | null; about: string | null; cadence: string | null }[];
  } | null;
  featured: { title: string | null; subtitle: string | null; type: string | null; url: string | null }[];
  websites: string[];
  bio_links: { url: string | null; title: string | null }[];
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

export interface EmailInfo {
  address: string;
  status: 'valid' | 'risky' | 'invalid';
  quality_score: number;
  catch_all_domain: boolean;
  valid_email_server: boolean;
  free: boolean;
  source: 'verified' | 'guessed';
}
