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
  tier,
  titleFunction,
  withoutFalseOwnership,
  workStatus,
} from '../../core/derive.js';
import {
  interpretPersona,
  isOwnersFoundersPersona,
  type PersonaInterpretation,
  readPersona,
} from '../../core/persona-reader.js';
import type {
  CallContext,
  JudgeEstimate,
  JudgeUsage,
  PersonaJudge,
  ShortlistVerdict,
  VerifiedCandidate,
} from '../../core/ports.js';
import type { ExperienceItem, ProviderCompany, ProviderProfile } from '../../core/profile.js';
import { judgeRoles } from '../../core/role-match.js';
import { headlineTitle, selfDescriptions } from '../../core/roles.js';
import { fitWhy } from '../../core/target-person.js';

/**
 * The persona judge used when no model is configured: deterministic rules, so every verdict can be
 * explained and reproduced. Role personas are read by the persona reader (functions/core/persona-reader.ts)
 * and matched role by role (functions/core/role-match.ts); the system persona has its own rules below.
 * docs/judging.md describes both and where they stop working.
 */

type PersonaInput = { slug: string; name: string; definition: string };

export { isOwnersFoundersPersona };

/** Shortlist keeps a profile at or above this score; verify keeps at or above VERIFY_THRESHOLD. */
export const SHORTLIST_THRESHOLD = 0.5;
export const VERIFY_THRESHOLD = 0.5;

export { headlineTitle, selfDescriptions };

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
  /\b(ceo|chief executive|managing director|president|general manager|geschaftsfuhrer|geschaftsfuhrerin|gerant|gerante|pdg|directeur general|directrice generale|director general|directora general|amministratore delegato|amministratore unico|direttore generale|algemeen directeur|algemeen directrice|statutair directeur|director ejecutivo|directora ejecutiva|diretor geral|diretora geral|diretor executivo|diretora executiva)\b/;
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
// The judge
// ---------------------------------------------------------------------------------------------

export class OfflinePersonaJudge implements PersonaJudge {
  async interpret(persona: {
    name: string;
    definition: string;
    slug?: string;
  }): Promise<PersonaInterpretation> {
    return interpretPersona(persona);
  }

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
    const reading = readPersona(persona);
    const verdicts = profiles.map((profile) => {
      if (reading.kind === 'owners_founders') {
        const score = round(shortlistOwners(profile, company));
        return { person_ref: profile.person_ref, keep: score >= SHORTLIST_THRESHOLD, score };
      }
      // Reading roles costs no tokens, so the first pass already decides as the second will.
      const decision = judgeRoles(persona.name, reading, profile, company);
      return {
        person_ref: profile.person_ref,
        keep: decision.keep,
        score: decision.keep ? decision.score : 0,
      };
    });
    return { verdicts, usage: null };
  }

  async verify(
    persona: PersonaInput,
    company: ProviderCompany,
    candidates: ProviderProfile[],
    _ctx: CallContext,
  ): Promise<{ verdicts: VerifiedCandidate[]; usage: JudgeUsage | null }> {
    const reading = readPersona(persona);
    const verdicts = candidates.map((profile): VerifiedCandidate => {
      if (reading.kind === 'owners_founders') return verifyOwners(persona, company, profile);
      const decision = judgeRoles(persona.name, reading, profile, company);
      return {
        person_ref: profile.person_ref,
        keep: decision.keep,
        score: decision.score,
        why: fitWhy(decision.why),
        ...refinements(profile, company),
      };
    });
    return { verdicts, usage: null };
  }
}
