import {
  belongsToCompany,
  budgetAuthority,
  currentRole,
  hasFounderWords,
  hasOwnerWords,
  isAdvisoryTitle,
  isCurrent,
  isDecisionMaker,
  managesPeople,
  normalizeCompanyName,
  normalizeText,
  type ProfessionalFunction,
  type ProfessionalTier,
  tier,
  titleFunction,
  titleTier,
  type WorkStatus,
  withoutFalseOwnership,
  workStatus,
} from '../../core/derive.js';
import { SYSTEM_PERSONA, SYSTEM_PERSONA_SLUG } from '../../core/personas.js';
import type {
  CallContext,
  JudgeEstimate,
  JudgeUsage,
  PersonaJudge,
  ShortlistVerdict,
  VerifiedCandidate,
} from '../../core/ports.js';
import type { ExperienceItem, ProviderCompany, ProviderProfile } from '../../core/profile.js';
import { fitWhy } from '../../core/target-person.js';

/**
 * The persona judge used when no model is configured: deterministic rules, so every verdict can be
 * explained and reproduced. It understands a documented set of phrasings (docs/judging.md, "Offline
 * judge"); anything else in a definition is ignored rather than guessed at.
 */

type PersonaInput = { slug: string; name: string; definition: string };

/** What a title (or a headline segment, or a self-description) says about its holder. */
export interface TitleView {
  raw: string;
  norm: string;
  tier: ProfessionalTier | null;
  fn: ProfessionalFunction | null;
}

/** One thing a definition asks for (or excludes), built from one phrase of it. */
export interface Criterion {
  /** The phrase as written, quoted back in `why`. */
  phrase: string;
  /** Null: any function. */
  functions: ReadonlySet<ProfessionalFunction> | null;
  /** Null: any seniority. */
  tiers: ReadonlySet<ProfessionalTier> | null;
  /** Role words ("recruiters", "SDRs"): when present, one of them must hold. */
  roles: ReadonlyArray<(view: TitleView, status: WorkStatus | null) => boolean>;
}

export interface PersonaCriteria {
  kind: 'owners_founders' | 'roles';
  include: Criterion[];
  exclude: Criterion[];
  /** From "Rank … first" sentences: matching people get a small bonus, nobody is added. */
  prefer: Criterion[];
}

/** Shortlist keeps a profile at or above this score; verify keeps at or above VERIFY_THRESHOLD. */
export const SHORTLIST_THRESHOLD = 0.5;
export const VERIFY_THRESHOLD = 0.5;

// ---------------------------------------------------------------------------------------------
// Reading a definition
// ---------------------------------------------------------------------------------------------

type RoleTest = Criterion['roles'][number];

interface RoleTerm {
  pattern: RegExp;
  test: RoleTest;
}

const titleHas =
  (pattern: RegExp): RoleTest =>
  (view) =>
    pattern.test(view.norm);

/** Job names a definition can use; each is matched against the person's title. Checked first. */
const ROLE_TERMS: readonly RoleTerm[] = [
  { pattern: /\bproduct owners?\b/, test: titleHas(/\bproduct owner\b/) },
  {
    pattern:
      /\b(sdrs?|bdrs?|sales development( reps?| representatives?)?|business development reps?|business development representatives?)\b/,
    test: titleHas(/\b(sdr|bdr)s?\b|\bsales development\b|\bbusiness development rep/),
  },
  { pattern: /\b(account executives?|aes)\b/, test: titleHas(/\baccount executive\b|\bae\b/) },
  { pattern: /\baccount managers?\b/, test: titleHas(/\baccount manager\b/) },
  {
    pattern: /\b(recruiters?|recruiting|recruitment|talent acquisition|sourcers?|talent partners?)\b/,
    test: titleHas(/\brecruit|\btalent acquisition\b|\bsourc(er|ing)\b|\btalent partner\b/),
  },
  {
    pattern: /\b(interns?|internships?|trainees?|working students?|students?|apprentices?)\b/,
    test: (view, status) =>
      status === 'student' ||
      /\b(intern|internship|trainee|student|werkstudent|apprentice)\b/.test(view.norm),
  },
  {
    pattern: /\b(freelancers?|freelance|contractors?|self-employed|external consultants?)\b/,
    test: (view, status) =>
      status === 'freelancer' || /\b(freelance|freelancer|contractor|self[- ]employed)\b/.test(view.norm),
  },
  {
    pattern: /\b(advisors?|advisers?|board members?|board|investors?|mentors?)\b/,
    test: (view) => isAdvisoryTitle(view.raw),
  },
  { pattern: /\b(executive )?assistants?\b/, test: titleHas(/\bassistant\b/) },
  { pattern: /\banalysts?\b/, test: titleHas(/\banalyst\b/) },
  { pattern: /\bconsultants?\b/, test: titleHas(/\bconsultant\b/) },
  { pattern: /\b(ceos?|chief executives?)\b/, test: titleHas(/\bceo\b|\bchief executive\b/) },
  {
    pattern: /\b(co-?founders?|cofounders?|founders?|founding partners?)\b/,
    test: (view) => hasFounderWords(view.raw),
  },
];

interface SeniorityTerm {
  pattern: RegExp;
  tiers: readonly ProfessionalTier[];
  /** "VPs and directors of sales": a bare VP takes the function of a neighbouring phrase. */
  inherits: boolean;
  functions?: readonly ProfessionalFunction[];
}

/** Seniority words, most specific first (each match is consumed before the next is tried). */
const SENIORITY_TERMS: readonly SeniorityTerm[] = [
  { pattern: /\bdecision[- ]makers?\b/, tiers: ['owner', 'executive', 'function_leader'], inherits: true },
  { pattern: /\b(owners?|co-?owners?|proprietors?)\b/, tiers: ['owner'], inherits: false },
  { pattern: /\b(managing partners?|equity partners?|partners)\b/, tiers: ['owner'], inherits: false },
  { pattern: /\bctos?\b/, tiers: ['executive', 'owner'], inherits: false, functions: ['engineering'] },
  { pattern: /\bcfos?\b/, tiers: ['executive', 'owner'], inherits: false, functions: ['finance'] },
  { pattern: /\bcmos?\b/, tiers: ['executive', 'owner'], inherits: false, functions: ['marketing'] },
  { pattern: /\bcros?\b/, tiers: ['executive', 'owner'], inherits: false, functions: ['sales'] },
  { pattern: /\bcoos?\b/, tiers: ['executive', 'owner'], inherits: false, functions: ['operations'] },
  {
    pattern:
      /\b(c-level|c-suite|c level|c suite|cxos?|chief [a-z]+ officers?|executives?|execs?|top management)\b/,
    tiers: ['executive'],
    inherits: false,
  },
  {
    pattern: /\b(presidents?|managing directors?|general managers?)\b/,
    tiers: ['executive'],
    inherits: false,
  },
  { pattern: /\b(vps?|vice[- ]presidents?|svps?|evps?)\b/, tiers: ['executive'], inherits: true },
  { pattern: /\bheads?\b/, tiers: ['executive', 'function_leader'], inherits: true },
  { pattern: /\bdirectors?\b/, tiers: ['function_leader'], inherits: true },
  {
    pattern: /\b(team leads?|team leaders?|supervisors?|managers?|management)\b/,
    tiers: ['manager'],
    inherits: true,
  },
  {
    pattern: /\b(leaders?|leadership|leads|senior leadership)\b/,
    tiers: ['executive', 'function_leader'],
    inherits: true,
  },
  { pattern: /\b(individual contributors?|ics)\b/, tiers: ['individual'], inherits: true },
];

const ANY_SENIORITY =
  /\b(any seniority|all seniorities|any level|all levels|at any level|anyone|everyone|any role|all roles|regardless of (seniority|level)|whole team|entire team)\b/;

/** Function words in a definition. "IT" is recognised only in capitals (see parsePhrase). */
const FUNCTION_TERMS: ReadonlyArray<[RegExp, ProfessionalFunction]> = [
  [
    /\b(customer success|customer experience|customer support|support|account management|client services)\b/,
    'customer_success',
  ],
  [/\b(sales|selling|business development|revenue|commercial)\b/, 'sales'],
  [/\b(marketing|marketers?|growth|brand|communications|pr|demand gen|demand generation)\b/, 'marketing'],
  [
    /\b(hr|human resources|people (team|ops|operations|function|partners?|leaders?)|(heads?|vps?|directors?|chief) of people|talent)\b/,
    'people',
  ],
  [
    /\b(finance|financial|accounting|accountants?|controllers?|controlling|fp&a|treasury|tax|bookkeep\w*|payroll)\b/,
    'finance',
  ],
  [/\b(legal|lawyers?|counsel|attorneys?|compliance)\b/, 'legal'],
  [/\b(data|analytics|machine learning|ml|ai|bi|business intelligence)\b/, 'data'],
  [/\b(design|designers?|ux|ui|creative)\b/, 'design'],
  [
    /\b(engineering|engineers?|developers?|software|tech|technology|technical|devops|r&d|infrastructure)\b/,
    'engineering',
  ],
  [/\bproduct\b/, 'product'],
  [/\b(operations|ops|logistics|supply chain|procurement|purchasing)\b/, 'operations'],
  [/\bgeneral management\b/, 'general_management'],
];

interface ParsedPhrase {
  phrase: string;
  functions: Set<ProfessionalFunction>;
  tiers: Set<ProfessionalTier>;
  roles: RoleTest[];
  inherits: boolean;
  any: boolean;
}

function parsePhrase(raw: string): ParsedPhrase | null {
  let text = normalizeText(raw);
  const parsed: ParsedPhrase = {
    phrase: raw.trim(),
    functions: new Set(),
    tiers: new Set(),
    roles: [],
    inherits: false,
    any: ANY_SENIORITY.test(text),
  };
  const consume = (pattern: RegExp): boolean => {
    if (!pattern.test(text)) return false;
    text = text.replace(new RegExp(pattern.source, 'g'), ' ');
    return true;
  };
  for (const term of ROLE_TERMS) if (consume(term.pattern)) parsed.roles.push(term.test);
  // Functions are read before seniority words are consumed, so "heads of people" keeps its "of people".
  const afterRoles = text;
  for (const term of SENIORITY_TERMS) {
    if (!consume(term.pattern)) continue;
    for (const t of term.tiers) parsed.tiers.add(t);
    for (const f of term.functions ?? []) parsed.functions.add(f);
    parsed.inherits ||= term.inherits;
  }
  for (const [pattern, fn] of FUNCTION_TERMS) if (pattern.test(afterRoles)) parsed.functions.add(fn);
  if (/\bIT\b/.test(raw)) parsed.functions.add('engineering');
  const empty = parsed.roles.length === 0 && parsed.tiers.size === 0 && parsed.functions.size === 0;
  return empty && !parsed.any ? null : parsed;
}

/** Splits a clause into the phrases a list is made of: "heads of sales, VPs of sales and sales directors". */
const PHRASE_SEPARATOR =
  /\s*(?:,|;|:|\(|\)|\band\b|\bor\b|\bas well as\b|\bplus\b|\bincluding\b|\/|\s&\s|\s\+\s)\s*/i;

/** Verbs that start a list ("Include: …", "never include …") and are not part of any role. */
const LEADING_VERB = /^\s*(include|includes|keep|find|target|consider|list)\b:?\s*/i;

function criteriaOf(segment: string): Criterion[] {
  const phrases = segment
    .split(PHRASE_SEPARATOR)
    .map((p) => (p ?? '').replace(LEADING_VERB, '').trim())
    .filter((p) => p !== '')
    .map(parsePhrase)
    .filter((p): p is ParsedPhrase => p !== null);
  const anySeniority = phrases.some((p) => p.any);
  const criteria: Criterion[] = [];
  phrases.forEach((p, i) => {
    if (p.roles.length === 0 && p.tiers.size === 0 && p.functions.size === 0) return;
    let functions = p.functions;
    if (functions.size === 0 && p.roles.length === 0 && p.inherits) {
      // Distribute a function over a list: the next phrase that names one, else the previous one.
      const donor =
        phrases.slice(i + 1).find((q) => q.functions.size > 0) ??
        [...phrases.slice(0, i)].reverse().find((q) => q.functions.size > 0);
      if (donor) functions = donor.functions;
    }
    let tiers = p.tiers;
    const previous = phrases[i - 1];
    if (tiers.size === 0 && p.roles.length === 0 && !p.any && previous && !previous.any) {
      // "Decision makers in marketing or IT": a bare function right after a seniority shares it.
      tiers = previous.tiers;
    }
    criteria.push({
      phrase: p.phrase,
      functions: functions.size > 0 ? functions : null,
      tiers: tiers.size > 0 && !anySeniority ? tiers : null,
      roles: p.roles,
    });
  });
  // "Everyone except interns": a bare "anyone" keeps anyone the exclusions leave.
  if (criteria.length === 0 && anySeniority) {
    const phrase = phrases.find((p) => p.any)?.phrase ?? segment.trim();
    criteria.push({ phrase, functions: null, tiers: null, roles: [] });
  }
  return criteria;
}

const EXCLUSION_MARKER =
  /\b(exclude|excludes|excluding|except|except for|but not|not|never|other than|apart from|without|omit|ignore|leave out|no)\b(?! (matter|longer|more than|less than|later))/i;
const RANKING_SENTENCE = /^\s*(rank|order|sort|prioriti[sz]e|prefer)\b/i;

/** True when a persona is the system persona, by slug or by its exact definition text. */
export function isOwnersFoundersPersona(persona: PersonaInput): boolean {
  return persona.slug === SYSTEM_PERSONA_SLUG || persona.definition.trim() === SYSTEM_PERSONA.definition;
}

/**
 * The criteria a plain-language definition states. Each sentence is split at its first exclusion
 * marker ("Exclude", "except", "not", …): before it, people to keep; after it, people to drop.
 * Sentences that start with "Rank/Prefer/Prioritise…" only add a ranking bonus.
 */
export function parsePersonaDefinition(persona: PersonaInput): PersonaCriteria {
  const kind = isOwnersFoundersPersona(persona) ? 'owners_founders' : 'roles';
  const include: Criterion[] = [];
  const exclude: Criterion[] = [];
  const prefer: Criterion[] = [];
  // Sentence ends, but not the dot inside abbreviations like "e.g." or "Sr.".
  const sentences = persona.definition.split(/(?<!\b(?:e\.g|i\.e|etc|sr|jr|vs))[.!?\n]+(?=\s|$)/i);
  for (const sentence of sentences) {
    if (sentence.trim() === '') continue;
    if (RANKING_SENTENCE.test(sentence)) {
      prefer.push(...criteriaOf(sentence.replace(RANKING_SENTENCE, ' ')));
      continue;
    }
    const marker = EXCLUSION_MARKER.exec(sentence);
    const keep = marker ? sentence.slice(0, marker.index) : sentence;
    const drop = marker ? sentence.slice(marker.index + marker[0].length) : '';
    include.push(...criteriaOf(keep));
    exclude.push(...criteriaOf(drop));
  }
  return { kind, include, exclude, prefer };
}

// ---------------------------------------------------------------------------------------------
// Reading a person
// ---------------------------------------------------------------------------------------------

export function titleView(raw: string | null | undefined): TitleView | null {
  const text = raw?.trim();
  if (!text) return null;
  return { raw: text, norm: normalizeText(text), tier: titleTier(text), fn: titleFunction(text) };
}

/** Phrases about the past ("ex-SDR", "formerly an account executive") say nothing about the present. */
const PAST = /\b(ex-|ex |former |formerly |previously |prev\. |past |retired )[^|,;·•]*/gi;

/** The part of a headline before the first separator: the person's own one-line job title. */
export function headlineTitle(headline: string | null | undefined): string | null {
  const segments = (headline ?? '')
    .replace(PAST, ' ')
    .split(/\s*(?:\||·|•|—|–| - | @ | at |;)\s*/i)
    .map((segment) => segment.trim());
  return segments.find((segment) => segment !== '') ?? null;
}

/** Clauses where the person describes themselves in their about text: "I am…", "I'm…", "I work as…". */
export function selfDescriptions(about: string | null | undefined): string[] {
  const out: string[] = [];
  const pattern =
    /\b(?:i am|i'm|i’m|i work as|working as|currently working as)\s+(?:an? |the )?([^.;:!?\n]{2,80})/gi;
  for (const match of (about ?? '').matchAll(pattern)) {
    const clause = (match[1] ?? '').replace(PAST, ' ').trim();
    if (clause) out.push(clause);
  }
  return out;
}

function matches(criterion: Criterion, view: TitleView, status: WorkStatus | null): boolean {
  if (criterion.roles.length > 0 && !criterion.roles.some((test) => test(view, status))) return false;
  if (criterion.functions && !(view.fn && criterion.functions.has(view.fn))) return false;
  if (criterion.tiers && !(view.tier && criterion.tiers.has(view.tier))) return false;
  return true;
}

/**
 * An exclusion that names a job ("SDRs") drops people who do that job, not the people who lead it:
 * it applies to managers and individual contributors only. Seniority exclusions apply as written.
 */
function excludes(criterion: Criterion, view: TitleView, status: WorkStatus | null): boolean {
  if (criterion.roles.length > 0 && criterion.tiers === null) {
    if (view.tier !== null && view.tier !== 'manager' && view.tier !== 'individual') return false;
  }
  return matches(criterion, view, status);
}

const singular = (word: string): string => word.replace(/(?<=[a-z]{3})s$/, '');
const words = (value: string): Set<string> =>
  new Set(
    normalizeText(value)
      .split(/[^a-z0-9&]+/)
      .filter((w) => w.length > 1 && !['of', 'the', 'and', 'or', 'in', 'any'].includes(w))
      .map(singular),
  );
const sharedWords = (phrase: string, title: string): number => {
  const inTitle = words(title);
  return [...words(phrase)].filter((w) => inTitle.has(w)).length;
};

const specificity = (c: Criterion): number =>
  (c.roles.length > 0 ? 4 : 0) + (c.tiers ? 2 : 0) + (c.functions ? 1 : 0);

const nameOf = (profile: ProviderProfile): string =>
  profile.name?.trim() ||
  [profile.first_name, profile.last_name].filter((p) => p?.trim()).join(' ') ||
  'This person';

const companyNameOf = (company: ProviderCompany): string => company.name?.trim() || 'the company';

const yearOf = (value: string | null | undefined): string | null =>
  /\b(19|20)\d{2}\b/.exec(value ?? '')?.[0] ?? null;

const since = (item: ExperienceItem | null): string => {
  const year = yearOf(item?.start);
  return year ? ` since ${year}` : '';
};

const round = (score: number): number => Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000;

const TIER_BONUS: Record<ProfessionalTier, number> = {
  owner: 0.12,
  executive: 0.12,
  function_leader: 0.09,
  manager: 0.06,
  individual: 0.03,
};

const TIER_WORDS: Record<ProfessionalTier, string> = {
  owner: 'an owner',
  executive: 'an executive',
  function_leader: 'a function leader',
  manager: 'a manager',
  individual: 'an individual contributor',
};

const functionWords = (fn: ProfessionalFunction | null): string =>
  fn === null || fn === 'other' ? 'an unclassified function' : `the ${fn.replace('_', ' ')} function`;

const quoteList = (criteria: readonly Criterion[], max = 4): string =>
  criteria
    .slice(0, max)
    .map((c) => `"${c.phrase}"`)
    .join(', ');

/** The refinements derive.ts computes, returned with every verdict so the ranking sees one source. */
function refinements(profile: ProviderProfile, company: ProviderCompany) {
  return {
    tier: tier(profile, company),
    is_decision_maker: isDecisionMaker(profile, company),
    belongs_to_company: belongsToCompany(profile, company),
    manages_people: managesPeople(profile, company),
    budget_authority: budgetAuthority(profile, company),
  };
}

// ---------------------------------------------------------------------------------------------
// Owners & founders (system persona)
// ---------------------------------------------------------------------------------------------

/** Titles of the person who runs the company; "vice president" and "deputy …" are not it. */
const TOP_EXECUTIVE =
  /\b(ceo|chief executive|managing director|president|general manager|geschaftsfuhrer|geschaftsfuhrerin|gerant|gerante|pdg|directeur general|directrice generale|director general|directora general|amministratore delegato)\b/;
const NOT_TOP =
  /\b(vice[- ]president|vp|deputy|assistant|associate|regional|area|country|division|divisional)\b/;

export const OWNER_OPERATOR_MAX_EMPLOYEES = 50;

function isTopExecutive(title: string | null | undefined): boolean {
  const text = withoutFalseOwnership(title);
  return TOP_EXECUTIVE.test(text) && !NOT_TOP.test(text);
}

/** "I founded Acme", "co-founded Acme Robotics in 2016", "we founded the company". */
function foundedInAbout(about: string | null | undefined, company: ProviderCompany): boolean {
  const text = normalizeText(about);
  if (!text) return false;
  const name = normalizeCompanyName(company.name);
  if (/\b(i|we) (co-?)?founded (this|the|our) (company|business|firm)\b/.test(text)) return true;
  if (!name) return false;
  return normalizeCompanyName(text).includes(`founded ${name}`) || text.includes(`founder of ${name}`);
}

type OwnerCategory = 'founder_leading' | 'cofounder_executive' | 'owner_partner' | 'owner_operator';

const OWNER_SCORES: Record<OwnerCategory, number> = {
  founder_leading: 0.96,
  cofounder_executive: 0.9,
  owner_partner: 0.84,
  owner_operator: 0.74,
};

/** The most telling founder/owner item that is not a current role here (for "former founder" reasons). */
function otherFounderRole(profile: ProviderProfile, here: ExperienceItem | null): ExperienceItem | null {
  return profile.experience.find((item) => item !== here && hasOwnerWords(item.title)) ?? null;
}

const describeItem = (item: ExperienceItem): string => {
  const where = item.company?.trim() ? ` at ${item.company.trim()}` : '';
  const end = isCurrent(item) ? 'current' : `ended ${item.end?.trim()}`;
  return `${item.title?.trim() || 'a role'}${where} (${end})`;
};

function shortlistOwners(profile: ProviderProfile, company: ProviderCompany): number {
  const here = currentRole(profile, company);
  const title = here?.title ?? null;
  if (title) {
    if (isAdvisoryTitle(title)) return 0;
    if (hasFounderWords(title)) return 0.9;
    if (hasOwnerWords(title)) return 0.8;
    if (isTopExecutive(title)) return 0.6;
    return 0.05;
  }
  // No current role here: a headline naming the company can still carry the evidence.
  const headline = headlineTitle(profile.headline);
  if (!headline || isAdvisoryTitle(headline) || belongsToCompany(profile, company) === 'no') return 0;
  if (hasOwnerWords(headline)) return 0.6;
  return isTopExecutive(headline) ? 0.5 : 0.05;
}

function verifyOwners(
  persona: PersonaInput,
  company: ProviderCompany,
  profile: ProviderProfile,
): VerifiedCandidate {
  const name = nameOf(profile);
  const co = companyNameOf(company);
  const refined = refinements(profile, company);
  const here = currentRole(profile, company);
  const belongs = refined.belongs_to_company;
  const status = workStatus(profile, company);
  const drop = (why: string): VerifiedCandidate => ({
    person_ref: profile.person_ref,
    keep: false,
    score: 0,
    why: fitWhy(why),
    ...refined,
  });

  // Evidence: the current title here; without one, a headline that names this company.
  let evidence: 'role' | 'headline' = 'role';
  let title = here?.title?.trim() || null;
  if (!title) {
    const headline = headlineTitle(profile.headline);
    const mentionsCompany =
      normalizeCompanyName(profile.headline).includes(normalizeCompanyName(company.name)) &&
      normalizeCompanyName(company.name) !== '';
    if (belongs !== 'no' && headline && mentionsCompany) {
      title = headline;
      evidence = 'headline';
    }
  }
  if (!title) {
    const other = otherFounderRole(profile, null);
    const elsewhere = other
      ? ` Their founder or owner role is ${describeItem(other)}, not a current role at ${co}.`
      : '';
    return drop(`Not kept: ${name} has no current role at ${co} in their profile.${elsewhere}`);
  }

  const founded = foundedInAbout(profile.about, company);
  const founder = hasFounderWords(title) || founded;
  const owner = hasOwnerWords(title);
  const top = isTopExecutive(title);

  if (isAdvisoryTitle(title)) {
    return drop(
      `Not kept: ${name}'s role at ${co} is "${title}", an advisory, board or investor role rather than working in the company; ${persona.name} excludes those.`,
    );
  }
  const fnHere = titleFunction(title);
  let category: OwnerCategory | null = null;
  if (founder && (top || fnHere === 'general_management')) category = 'founder_leading';
  else if (founder) category = 'cofounder_executive';
  else if (owner) category = 'owner_partner';
  else if (top && company.employees_count !== null && company.employees_count < OWNER_OPERATOR_MAX_EMPLOYEES)
    category = 'owner_operator';

  // Checked only where it decides: an interim CEO on contract would otherwise pass as owner-operator.
  const selfFreelance = selfDescriptions(profile.about).some((c) =>
    /\b(freelance|freelancer|contractor|self-employed)\b/i.test(c),
  );
  if (category && !owner && !founded && (status === 'freelancer' || selfFreelance)) {
    return drop(
      `Not kept: ${name} works for ${co} as "${title}" on a freelance or contract basis; ${persona.name} excludes freelancers and contractors.`,
    );
  }

  if (!category) {
    const other = otherFounderRole(profile, here);
    const normTitle = normalizeText(title);
    let reason: string;
    if (/\b(former|ex-?|previous|past) ?(co-?)?(founder|owner)/.test(normTitle))
      reason = `their title "${title}" names a former founder or owner role`;
    else if (other)
      reason = `their founder or owner role is ${describeItem(other)}, not their current role at ${co}`;
    else if (/\bowner\b/.test(normTitle))
      reason = `"${title}" is a functional title (an owner of a product, process or account), not ownership of the business`;
    else if (top && company.employees_count === null)
      reason = `"${title}" is the top executive, but the company's size is unknown, so they cannot be taken as the owner-operator`;
    else if (top)
      reason = `"${title}" is the top executive of a ${company.employees_count}-person company, too large to assume the CEO owns it, and nothing names them a founder or owner`;
    else if (hasOwnerWords(profile.headline))
      reason = `their headline mentions founding or owning something, but their current role at ${co} is "${title}" (a side project or another business)`;
    else
      reason = `their ${evidence === 'role' ? `current role at ${co}` : 'headline'} says "${title}", which is neither a founder, owner nor partner role`;
    return drop(`Not kept: ${name}: ${reason}.`);
  }

  const bonus = belongs === 'confirmed' ? 0.02 : 0;
  const headlinePenalty = evidence === 'headline' ? 0.1 : 0;
  const score = round(OWNER_SCORES[category] + bonus - headlinePenalty);
  const source =
    evidence === 'headline'
      ? 'per their headline (no current role at the company is listed)'
      : belongs === 'confirmed'
        ? 'per their current role, linked to the company page'
        : 'per their current role (matched by company name)';
  const role = `${name} is ${title} of ${co}${evidence === 'role' ? since(here) : ''} ${source}`;
  const foundedNote = founded && !hasFounderWords(title) ? ` Their about text says they founded ${co}.` : '';
  const size = company.employees_count !== null ? `, a company of ${company.employees_count} people` : '';
  const tail: Record<OwnerCategory, string> = {
    founder_leading: `; founders who still run the company rank first for ${persona.name}.`,
    cofounder_executive: `; a co-founder in another executive role ranks right after the founders who run the company for ${persona.name}.`,
    owner_partner: `; owners, proprietors and equity partners rank after the founders for ${persona.name}.`,
    owner_operator: `${size}: at this size the top executive is in practice the owner-operator, ranked after founders and owners for ${persona.name}.`,
  };
  const isFounderCategory = category === 'founder_leading' || category === 'cofounder_executive';
  return {
    person_ref: profile.person_ref,
    keep: score >= VERIFY_THRESHOLD,
    score,
    why: fitWhy(`${role}${tail[category]}${foundedNote}`),
    ...refined,
    // The about text is evidence derive.ts does not read: a founder is an owner and decides.
    tier: isFounderCategory || category === 'owner_partner' ? 'owner' : refined.tier,
    is_decision_maker: refined.belongs_to_company !== 'no',
    budget_authority: 'owns',
  };
}

// ---------------------------------------------------------------------------------------------
// Role personas
// ---------------------------------------------------------------------------------------------

/** The title that speaks for the person here: the current role, else (thin data) the headline. */
function primaryView(
  profile: ProviderProfile,
  company: ProviderCompany,
): { view: TitleView; source: 'role' | 'headline'; item: ExperienceItem | null } | null {
  const here = currentRole(profile, company);
  const fromRole = titleView(here?.title);
  if (here && fromRole) return { view: fromRole, source: 'role', item: here };
  if (belongsToCompany(profile, company) === 'no') return null;
  const fromHeadline = titleView(headlineTitle(profile.headline));
  return fromHeadline ? { view: fromHeadline, source: 'headline', item: null } : null;
}

/** Lexicographic comparison of equal-length number tuples. */
const compareKeys = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
};

function bestMatch(
  criteria: readonly Criterion[],
  view: TitleView,
  status: WorkStatus | null,
): Criterion | null {
  let best: Criterion | null = null;
  let bestKey: number[] = [];
  for (const c of criteria) {
    if (!matches(c, view, status)) continue;
    // The phrase that explains the match best: the most specific, then the one sharing most words with
    // the title ("heads of sales" for a Head of Sales), then the narrowest seniority.
    const key = [specificity(c), sharedWords(c.phrase, view.norm), -(c.tiers?.size ?? 99)];
    if (!best || compareKeys(key, bestKey) > 0) {
      best = c;
      bestKey = key;
    }
  }
  return best;
}

/** The first exclusion that applies, and where it was seen (title, headline or about). */
function findExclusion(
  criteria: PersonaCriteria,
  profile: ProviderProfile,
  view: TitleView | null,
  status: WorkStatus | null,
  deep: boolean,
): { criterion: Criterion; where: string; text: string } | null {
  const places: { where: string; view: TitleView | null }[] = [
    { where: 'title', view },
    { where: 'headline', view: titleView(headlineTitle(profile.headline)) },
  ];
  if (deep)
    for (const clause of selfDescriptions(profile.about))
      places.push({ where: 'about', view: titleView(clause) });
  for (const place of places) {
    if (!place.view) continue;
    const hit = criteria.exclude.find((c) => excludes(c, place.view as TitleView, status));
    if (hit) return { criterion: hit, where: place.where, text: place.view.raw };
  }
  return null;
}

function shortlistRoles(
  criteria: PersonaCriteria,
  profile: ProviderProfile,
  company: ProviderCompany,
): number {
  const status = workStatus(profile, company);
  const primary = primaryView(profile, company);
  if (findExclusion(criteria, profile, primary?.source === 'role' ? primary.view : null, status, false))
    return 0;
  if (primary && bestMatch(criteria.include, primary.view, status))
    return primary.source === 'role' ? 0.8 : 0.6;
  const headline = titleView(headlineTitle(profile.headline));
  if (headline && bestMatch(criteria.include, headline, status)) return 0.5;
  const elsewhere = profile.experience.filter(isCurrent).some((item) => {
    const v = titleView(item.title);
    return v !== null && bestMatch(criteria.include, v, status) !== null;
  });
  return elsewhere ? 0.3 : 0.05;
}

function verifyRoles(
  persona: PersonaInput,
  criteria: PersonaCriteria,
  company: ProviderCompany,
  profile: ProviderProfile,
): VerifiedCandidate {
  const name = nameOf(profile);
  const co = companyNameOf(company);
  const refined = refinements(profile, company);
  const status = workStatus(profile, company);
  const result = (keep: boolean, score: number, why: string): VerifiedCandidate => ({
    person_ref: profile.person_ref,
    keep,
    score: round(score),
    why: fitWhy(why),
    ...refined,
  });

  if (criteria.include.length === 0) {
    return result(
      false,
      0,
      `Not kept: ${name} (${profile.headline?.trim() || 'no headline'}) was not judged, because the offline judge found no role, function or seniority it understands in the definition of ${persona.name}.`,
    );
  }
  const primary = primaryView(profile, company);
  if (!primary) {
    const elsewhere = profile.experience.find(isCurrent);
    const reason = elsewhere
      ? `their current role is ${describeItem(elsewhere)}, not at ${co}`
      : `their profile shows no current role at ${co} and no headline to judge`;
    return result(false, 0, `Not kept: ${name}: ${reason}.`);
  }
  const { view, source, item } = primary;
  const exclusion = findExclusion(criteria, profile, view, status, true);
  if (exclusion) {
    return result(
      false,
      0,
      `Not kept: ${name} is ${view.raw} at ${co}; their ${exclusion.where} ("${exclusion.text}") matches the exclusion "${exclusion.criterion.phrase}" of ${persona.name}.`,
    );
  }
  const match = bestMatch(criteria.include, view, status);
  if (!match) {
    return result(
      false,
      0.1,
      `Not kept: ${name} is ${view.raw} at ${co} (${TIER_WORDS[view.tier ?? 'individual']} in ${functionWords(view.fn)}), which matches none of ${quoteList(criteria.include)} in ${persona.name}.`,
    );
  }
  const preferred = criteria.prefer.some((c) => matches(c, view, status));
  const belongsBonus = refined.belongs_to_company === 'confirmed' ? 0.1 : 0.04;
  const score =
    (source === 'role' ? 0.62 : 0.45) +
    TIER_BONUS[view.tier ?? 'individual'] +
    belongsBonus +
    (preferred ? 0.05 : 0);
  const evidence =
    source === 'role'
      ? `${since(item)} per their current role${refined.belongs_to_company === 'confirmed' ? ', linked to the company page' : ''}`
      : ' per their headline (no current role at the company is listed)';
  const seniority = `As ${TIER_WORDS[view.tier ?? 'individual']} in ${functionWords(view.fn)} they rank by seniority among the matches`;
  const preference = preferred ? `, with a bonus because ${persona.name} asks to rank them first` : '';
  return result(
    score >= VERIFY_THRESHOLD,
    score,
    `${name} is ${view.raw} at ${co}${evidence}; this matches "${match.phrase}" in ${persona.name}. ${seniority}${preference}.`,
  );
}

// ---------------------------------------------------------------------------------------------
// The judge
// ---------------------------------------------------------------------------------------------

export class OfflinePersonaJudge implements PersonaJudge {
  /** Rules on this machine: no model, no requests, nothing to spend from a rate budget. */
  estimate(): JudgeEstimate {
    return { model: 'offline', requests: 0, inputTokens: 0 };
  }

  async shortlist(
    persona: PersonaInput,
    company: ProviderCompany,
    profiles: ProviderProfile[],
    _ctx: CallContext,
  ): Promise<{ verdicts: ShortlistVerdict[]; usage: JudgeUsage | null }> {
    const criteria = parsePersonaDefinition(persona);
    const verdicts = profiles.map((profile) => {
      const score = round(
        criteria.kind === 'owners_founders'
          ? shortlistOwners(profile, company)
          : shortlistRoles(criteria, profile, company),
      );
      return { person_ref: profile.person_ref, keep: score >= SHORTLIST_THRESHOLD, score };
    });
    return { verdicts, usage: null };
  }

  async verify(
    persona: PersonaInput,
    company: ProviderCompany,
    candidates: ProviderProfile[],
    _ctx: CallContext,
  ): Promise<{ verdicts: VerifiedCandidate[]; usage: JudgeUsage | null }> {
    const criteria = parsePersonaDefinition(persona);
    const verdicts = candidates.map((profile) =>
      criteria.kind === 'owners_founders'
        ? verifyOwners(persona, company, profile)
        : verifyRoles(persona, criteria, company, profile),
    );
    return { verdicts, usage: null };
  }
}
