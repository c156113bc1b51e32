import * as v from 'valibot';
import {
  countryCode,
  day,
  described,
  int,
  languageCode,
  nullableBoolean,
  nullableCount,
  nullableInt,
  nullableString,
  str,
} from './schema-fields.js';
import {
  BELONGS_TO_COMPANY,
  BUDGET_AUTHORITY,
  EMAIL_SOURCES,
  EMAIL_STATUSES,
  ENGAGEMENTS,
  GENDERS,
  LEVELS,
  MANAGES_PEOPLE,
  PERSONA_READERS,
  TIERS,
  WORK_STATUSES,
} from './values.js';
import { FUNCTIONS } from './vocabulary/functions.js';

/**
 * The shapes the service produces, owned by core: the Company and TargetPerson of a result (spec 2.3 to
 * 2.8) and a persona's interpretation. Core's types are inferred from these schemas; the API contract
 * (`functions/schemas/responses.ts`, and from it the OpenAPI document and the console's types), the
 * sandbox dataset schema and the judge's answer schema build on them instead of restating them.
 *
 * Conventions, from the spec: a field that is not required and has no default may be null; lists are
 * empty rather than null; every field is always present. TargetPerson and everything inside it is
 * closed (spec 2.4: no additional properties).
 */

// ---------------------------------------------------------------------------------------------
// Company (spec 2.3)
// ---------------------------------------------------------------------------------------------

export const CompanyLocation = v.object({
  locality: nullableString,
  region: nullableString,
  postal_code: nullableString,
  country: described(nullableString, 'Country name, resolved from `country_code`'),
  country_code: v.nullable(countryCode),
});

export const CompanyPost = v.object({
  content: nullableString,
  posted_at: nullableString,
  url: nullableString,
});

export const Company = v.object({
  id: described(int, 'Numeric company id on the network'),
  name: nullableString,
  website: nullableString,
  domain: nullableString,
  industry: nullableString,
  type: nullableString,
  description: nullableString,
  slogan: nullableString,
  logo_url: nullableString,
  network_url: described(str, 'Company page URL'),
  employees_count: nullableCount,
  network_since_est: v.nullable(
    v.pipe(
      v.string(),
      v.regex(/^(\d{4}(-(0[1-9]|1[0-2])|-Q[1-4])?|before 2022)$/),
      v.description(
        'Estimated network-join time computed from the company id: `YYYY-MM`, `YYYY-Qn`, `YYYY` or `before 2022`, as precise as the estimate allows',
      ),
    ),
  ),
  specialties: described(v.array(str), 'Self-declared focus areas'),
  location: v.nullable(CompanyLocation),
  followers: nullableCount,
  last_post_date: nullableString,
  company_language: v.nullable(languageCode),
  hiring_for: v.array(str),
  has_logo: nullableBoolean,
  recent_posts: v.array(CompanyPost),
});

// ---------------------------------------------------------------------------------------------
// TargetPerson (spec 2.4-2.8): closed at every level
// ---------------------------------------------------------------------------------------------

export const PersonLocation = v.strictObject({
  text: described(nullableString, 'Display line'),
  city: nullableString,
  region: nullableString,
  country: described(nullableString, 'Country name'),
  country_code: v.nullable(countryCode),
});

export const Flags = v.strictObject({
  open_to_work: nullableBoolean,
  hiring: nullableBoolean,
  premium: nullableBoolean,
  verified: nullableBoolean,
  influencer: nullableBoolean,
  creator: nullableBoolean,
});

export const Certification = v.strictObject({ title: nullableString, issued_by: nullableString });

export const InterestGroup = v.strictObject({
  name: nullableString,
  url: nullableString,
  members: nullableCount,
});

export const InterestNewsletter = v.strictObject({
  name: nullableString,
  about: nullableString,
  cadence: described(nullableString, 'Allowed values are not fixed'),
});

export const Interests = v.strictObject({
  groups: v.pipe(v.array(InterestGroup), v.maxLength(3)),
  newsletters: v.pipe(v.array(InterestNewsletter), v.maxLength(3)),
});

export const FeaturedItem = v.strictObject({
  title: nullableString,
  subtitle: described(nullableString, 'Source or domain of the item'),
  type: described(nullableString, 'For example `LINK`, `IMAGE`, `DOCUMENT`, `POST`; open-ended'),
  url: described(nullableString, 'An overlay link on the network, not the raw external destination'),
});

export const Person = v.strictObject({
  name: nullableString,
  first_name: nullableString,
  last_name: nullableString,
  headline: nullableString,
  network_url: described(nullableString, 'Profile URL'),
  photo_url: nullableString,
  background_url: described(nullableString, 'Custom profile banner; null means the default banner'),
  location: v.nullable(PersonLocation),
  about: nullableString,
  connections: nullableCount,
  followers: nullableCount,
  member_since: v.nullable(v.pipe(day, v.description('Exact account registration date, YYYY-MM-DD'))),
  gender: v.pipe(v.picklist(GENDERS), v.description('Never guessed; default `unknown`')),
  outreach_language: v.nullable(
    v.pipe(languageCode, v.description('Single best language for outreach (ISO 639-1)')),
  ),
  flags: v.nullable(Flags),
  certifications: v.array(Certification),
  interests: v.nullable(Interests),
  featured: described(v.array(FeaturedItem), 'Pinned profile items'),
});

export const Professional = v.strictObject({
  tier: v.nullable(v.picklist(TIERS)),
  role: nullableString,
  function: v.nullable(
    v.pipe(
      v.string(),
      v.description(
        `Business function; the service currently uses ${FUNCTIONS.map((f) => `\`${f}\``).join(', ')}`,
      ),
    ),
  ),
  work_status: v.nullable(v.picklist(WORK_STATUSES)),
  belongs_to_company: v.nullable(v.picklist(BELONGS_TO_COMPANY)),
  manages_people: v.nullable(v.picklist(MANAGES_PEOPLE)),
  budget_authority: v.nullable(v.picklist(BUDGET_AUTHORITY)),
});

export const EmailInfo = v.strictObject({
  address: str,
  status: v.picklist(EMAIL_STATUSES),
  quality_score: int,
  catch_all_domain: v.boolean(),
  valid_email_server: v.boolean(),
  free: v.boolean(),
  source: v.pipe(
    v.picklist(EMAIL_SOURCES),
    v.description(
      '`verified`: checked with the mail server; `guessed`: a pattern guess on a catch-all domain',
    ),
  ),
});

export const BioLink = v.strictObject({ url: nullableString, title: nullableString });

export const Contact = v.strictObject({
  email: v.nullable(EmailInfo),
  websites: v.array(str),
  bio_links: v.array(BioLink),
});

export const ExperienceItem = v.strictObject({
  title: nullableString,
  company: nullableString,
  company_id: nullableInt,
  employment_type: nullableString,
  workplace_type: nullableString,
  start: nullableString,
  end: nullableString,
  duration: nullableString,
  description: nullableString,
});

export const EducationItem = v.strictObject({
  school: nullableString,
  degree: nullableString,
  field: nullableString,
  start: nullableString,
  end: nullableString,
});

export const Recommendation = v.strictObject({
  by: nullableString,
  by_headline: nullableString,
  text: nullableString,
});

export const Engagement = v.strictObject({
  likes: nullableCount,
  comments: nullableCount,
  shares: nullableCount,
});

export const RecentPost = v.strictObject({
  content: nullableString,
  posted_at: nullableString,
  url: nullableString,
  is_repost: nullableBoolean,
  engagement: v.nullable(Engagement),
});

export const Article = v.strictObject({
  title: nullableString,
  link: nullableString,
  published: nullableString,
});

export const Signals = v.strictObject({
  recommendations_count: nullableCount,
  recommendations: v.array(Recommendation),
  posts_about_own_company: nullableBoolean,
  avg_engagement: v.nullable(v.number()),
  recent_posts: v.array(RecentPost),
  authored_articles: v.array(Article),
  last_active: v.nullable(v.pipe(day, v.description('Date of the most recent post or reshare, YYYY-MM-DD'))),
});

export const Meta = v.strictObject({
  network_id: nullableString,
  profile_urn: nullableString,
  has_real_photo: nullableBoolean,
  photo_uploaded_at: described(nullableString, 'When the owner last changed the photo'),
  photo_expires_at: described(nullableString, 'When the signed image URL expires; null means permanent'),
});

export const TargetPerson = v.pipe(
  v.strictObject({
    rank_in_company: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.description('Outreach priority; 1 = contact first'),
    ),
    is_decision_maker: v.boolean(),
    why: v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(1000),
      v.description('Why the person matches the persona and this rank'),
    ),
    person: Person,
    professional: Professional,
    contact: Contact,
    experience: v.array(ExperienceItem),
    education: v.array(EducationItem),
    signals: v.nullable(Signals),
    meta: v.nullable(Meta),
  }),
  v.description(
    'One ranked match. The list itself implies the persona match; there are no match, fit or evidence blocks. No additional properties at any level.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Persona interpretation (docs/personas.md)
// ---------------------------------------------------------------------------------------------

export const PersonaInterpretation = v.pipe(
  v.object({
    reader: described(
      v.picklist(PERSONA_READERS),
      'Who read it: the offline rules, or Claude when the service is configured with it',
    ),
    summary: described(str, 'One line: whom the persona keeps and drops, as read'),
    functions: described(
      v.array(v.picklist(FUNCTIONS)),
      'Business functions asked for; empty when any function counts',
    ),
    levels: described(
      v.array(v.picklist(LEVELS)),
      'Seniority levels asked for (owner, c_level, vp, head, manager, individual); empty when any level counts',
    ),
    includes: described(v.array(str), 'Each kind of person the definition keeps, as read'),
    excludes: described(v.array(str), 'Each kind of person the definition drops, as read'),
    current_only: described(
      v.boolean(),
      'True unless the definition includes former employees or past roles at the company',
    ),
    engagement_kinds: described(
      v.array(v.picklist(ENGAGEMENTS)),
      'Kinds of engagement that count (employee, founder, contractor, intern, advisor, board)',
    ),
    warnings: described(
      v.array(str),
      'What could not be read or is ambiguous (for example "no function recognised"); read these before running a job',
    ),
  }),
  v.description(
    'How the definition was understood, computed when the persona is created or its definition edited (beyond the spec; docs/personas.md)',
  ),
);
