import type * as v from 'valibot';
import { languageCode, normalizeCountryCode } from './company.js';
import { CONTRACT_FOR_SERVICES_TYPE, CONTRACTOR_TITLE, OWN_ACCOUNT } from './engagement-terms.js';
import type { ExperienceItem, ProviderCompany, ProviderProfile } from './profile.js';
import type { Professional as ProfessionalSchema } from './result-schemas.js';
import type {
  BelongsToCompany,
  BudgetAuthority,
  Gender,
  ManagesPeople,
  ProfessionalTier,
  WorkStatus,
} from './values.js';
import {
  covers,
  firstMentionOf,
  type ProfessionalFunction,
  QHSE,
  readFunctions,
} from './vocabulary/functions.js';

/**
 * Deterministic, documented rules that turn an enriched profile into the spec's Professional fields
 * (2.6) and the person-level fields the service computes (gender, outreach language, decision maker).
 * The tables in docs/judging.md are the reference; keep them in sync with the patterns here.
 * A judge may refine some of these values for one person; these rules are the default.
 */

export {
  type BelongsToCompany,
  type BudgetAuthority,
  type Gender,
  type ManagesPeople,
  type ProfessionalTier,
  TIERS,
  type WorkStatus,
} from './values.js';
export { FUNCTIONS, type ProfessionalFunction } from './vocabulary/functions.js';

/** The Professional block as derived here: the published one (result-schemas.ts) with a closed `function`. */
export type Professional = Omit<v.InferOutput<typeof ProfessionalSchema>, 'function'> & {
  function: ProfessionalFunction | null;
};

/**
 * Slips of the fingers in job words that real rosters and definitions carry (holdout 30: "Prodcut Manager",
 * "Enginering Manager", "maintenence managers"), read as the word on both sides, title and definition.
 */
const SPELLING: Record<string, string> = {
  prodcut: 'product',
  prodcuts: 'products',
  enginering: 'engineering',
  engeneering: 'engineering',
  engineeering: 'engineering',
  maintenence: 'maintenance',
  maintainance: 'maintenance',
  managment: 'management',
};
const MISSPELT = new RegExp(`\\b(${Object.keys(SPELLING).join('|')})\\b`, 'g');

/** A text matched as itself inside a regular expression: its special characters escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lower case without diacritics, so "Geschäftsführer" and "Gründer" match plain ASCII patterns. */
export function normalizeText(value: string | null | undefined): string {
  return (
    (value ?? '')
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // "Außendienst" and "Aussendienst" are one word: ß has no decomposition, so it is spelled out.
      .replace(/ß/g, 'ss')
      // Nor do the Nordic and ligature letters: "direktør", "økonomisjef", "Bærum", "Œuvre".
      .replace(/ø/g, 'o')
      .replace(/æ/g, 'ae')
      .replace(/œ/g, 'oe')
      .replace(/[đð]/g, 'd')
      .replace(/ł/g, 'l')
      .replace(/[’`]/g, "'")
      .replace(MISSPELT, (word) => SPELLING[word] ?? word)
      // "Koncerncontroller", "Konzerncontroller": the group's controller, a controller as a word.
      .replace(/\b(koncern|konzern)(?=controll)/g, '$1 ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

// ---------------------------------------------------------------------------------------------
// Current role
// ---------------------------------------------------------------------------------------------

const ONGOING_END = /^(present|current|now|today|heute|actuel|actualidad|presente|oggi|heden)$/;

/** An experience item is current when it has no end, or its end says "Present". */
export function isCurrent(item: ExperienceItem): boolean {
  const end = normalizeText(item.end);
  return end === '' || ONGOING_END.test(end);
}

const LEGAL_SUFFIX =
  /\b(inc|incorporated|llc|llp|ltd|limited|plc|corp|corporation|co|company|gmbh|ag|kg|ug|sa|sas|sarl|srl|spa|bv|nv|ab|as|oy|pty|pte|kk|group|holding|holdings)\b/g;

/** A company name reduced to its distinctive words: "Acme Robotics, Inc." → "acme robotics". */
export function normalizeCompanyName(name: string | null | undefined): string {
  return normalizeText(name)
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .replace(LEGAL_SUFFIX, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const sameCompanyName = (a: string | null | undefined, b: string | null | undefined): boolean => {
  const x = normalizeCompanyName(a);
  return x !== '' && x === normalizeCompanyName(b);
};

/** How a current experience item is tied to this company: by the network's id, by name only, or not. */
export function companyLink(item: ExperienceItem, company: ProviderCompany): 'id' | 'name' | null {
  if (item.company_id !== null && item.company_id === company.id) return 'id';
  // An item carrying another company's id is another company, whatever its name says.
  if (item.company_id !== null) return null;
  return sameCompanyName(item.company, company.name) ? 'name' : null;
}

/**
 * The person's current experience item at this company: an id match beats a name match, and among
 * equals the provider's order (most recent first) decides. Null when there is none.
 */
export function currentRole(profile: ProviderProfile, company: ProviderCompany): ExperienceItem | null {
  const current = profile.experience.filter(isCurrent);
  return (
    current.find((item) => companyLink(item, company) === 'id') ??
    current.find((item) => companyLink(item, company) === 'name') ??
    null
  );
}

/** The current title at this company, trimmed; null without a current role or a title. */
export function role(profile: ProviderProfile, company: ProviderCompany): string | null {
  const title = currentRole(profile, company)?.title?.trim();
  return title ? title : null;
}

// ---------------------------------------------------------------------------------------------
// Title rules (shared with the offline judge)
// ---------------------------------------------------------------------------------------------

/**
 * Phrases removed before looking for owner/founder words, because they contain the words without the
 * role: functional "owners", former founders, and people who work *for* founders.
 */
const NOT_OWNERSHIP = [
  /\b(product|process|account|business|system|systems|data|service|content|risk|control|platform|feature|domain|application|technical|solution|project|asset|relationship|budget|program|programme|change|release|incident|problem|quality|category|brand|site|task|case|market|test|policy|tool|channel) owners?\b/g,
  /\b(wlasciciel(ka)?|wlasciciele) (produktu|procesu|biznesowy|biznesowa|systemu|obszaru|budzetu)\b/g,
  /\b(former|ex|ex-|previous|previously|past|retired)[ -]?(co-?|co )?(founder|owner)s?\b/g,
  /\b(co-?)?founders?'?s? (associate|office|assistant|in residence|program|programme|fellow|network|club|relations|success|community|experience|outreach|partnerships)\b/g,
  /\b(assistant|associate|advisor|adviser|chief of staff|ea|pa|consultant|coach|mentor|investor) (to|of|for) (the )?(co-?)?(founders?|owners?|ceo)\b[^|,;/]*/g,
  // "Captadora de socios", "Atención a socios", "Gestión de socios": a non-profit's or a club's members as the thing a
  // job recruits or serves (Spanish and Portuguese "socio" is a member as well as a partner), not a partnership held.
  /\b(de|a|al|aos|con|com|para) (nuevos |novos )?soci(o|a|os|as)\b/g,
  /\bfounding (engineer|member|designer|team|employee|hire|developer|pm|product manager|account executive|ae|sdr|marketer)\b/g,
];

const OWNER_WORDS =
  /\b(co-?founder(in|innen)?|co founder|cofounder|founder(in|innen)?|founding partner|(co-?|co )?fondat(eur|rice|ore|rici|ori)|(co-?|co )?fundador(a)?|(co-?|co )?fondat(or|orul|ori|orii|oare|oarea)|(kanssa)?perustaja(t|osakas)?|omistaja|(mit)?grunder(in)?|(mede-?)?oprichter|co-?owner|owner|proprietor|managing partner|managing member|equity partner|sole trader|sole proprietor|grunder|grunderin|mitgrunder|mitgrunderin|inhaber|inhaberin|fondateur|fondatrice|cofondateur|fundador|fundadora|cofundador|cofundadora|oprichter|eigenaar|mede-eigenaar|directeur-grootaandeelhouder|grootaandeelhouder|dga|fondatore|fondatrice|titolare|socio fondatore|socio titolare|soci[oa](?!-(?!gerente)| (sanitari|assistenzial|educativ|cultural|sanitair|educatif|culturel|economic))|soci[oa]s|socie|socio-gerente|socia-gerente|teilhaber|teilhaberin|mitinhaber|mitinhaberin|vennoot|associe|associee|(so|su)?ustanovitelj(ica)?|(su)?osnivac(ica)?|solastni(k|ca)|suvlasni(k|ca)|(wspol)?zalozyciel(ka)?|(wspol)?wlasciciel(ka)?|wspolni(k|czka)|(spolu)?zakladatel(ka)?|(spolu)?majitel(ka)?)\b/;

/** "Partner" or "Principal" on its own is an equity role in partnerships (law, accounting, architecture). */
const BARE_PARTNER = /^(senior |equity |name |named |founding )?(partner|principal)( at .*| @ .*)?$/;

/**
 * Titles that advise, govern or fund the company rather than work in it. "Advisor" counts only on its
 * own or with a seniority word ("Senior Advisor", "Advisor to the CEO"): a "Financial Advisor" works there.
 */
const ADVISORY =
  /^((senior|strategic|board|independent|special|executive|startup|external|lead) )*(advisor|adviser|mentor)\b|\b(advisory board|advisory council|advis[eo]r to|board member|member of the board|board of directors|board director|non[- ]executive director|non[- ]executive|non-exec|board observer|angel investor|investor(?! relations)|shareholder|stockholder|venture partner|limited partner)\b/;
const ADVISORY_ALL = new RegExp(ADVISORY.source, 'g');

const EXECUTIVE_WORDS =
  /\b(chief [a-z& ]*officer|ceo|cto|cfo|coo|cmo|cio|ciso|cro|cpo|cso|cdo|cco|chro|cxo|clo|president|vice[- ]president|vp|svp|evp|avp|managing director|general manager|executive director|executive chair(man|woman|person)?|chair(man|woman|person)?|chair of the board|geschaftsfuhrer|geschaftsfuhrerin|vorstand|gerant|gerante|pdg|directeur general|directrice generale|director general|directora general|amministratore delegato|country manager)\b/;

/** Words that name a function, so that "Sales Lead" reads as a function leader, not a "lead engineer". */
const FUNCTION_NOUN =
  '(sales|marketing|engineering|product|design|growth|finance|financial|hr|people|talent acquisition|talent|data|analytics|operations|ops|legal|customer success|customer experience|support|security|it|infrastructure|platform|brand|content|revenue|partnerships|business development|research|qa|quality|procurement|supply chain|creative|communications|recruiting|recruitment|commercial|technology|tech|devops|software|development|digital|strategy|innovation|compliance|accounting|grc|governance|risk|privacy|data protection|regulatory|regulatory affairs|qc|qhse|hse|ehs|clinical|clinical operations|pharmacovigilance|medical affairs|facilities|workplace|treasury|tax|payroll|controlling|audit|internal audit|ux|ui|cybersecurity|information security|sustainability|esg)';

// "People & Culture Lead", "Sales & Partnerships Lead": a function's lead with one more word listed beside it.
const FUNCTION_LEADER_WORDS = new RegExp(
  `\\b(head|heads|director|directors|directeur|directrice|leiter|leiterin|responsable)\\b|\\b${FUNCTION_NOUN}( (&|and|\\+|\\/) [a-z]+)? (lead|leader)\\b|\\b(lead|leader) (of|for) ${FUNCTION_NOUN}\\b|\\bglobal lead\\b`,
);

const MANAGER_WORDS =
  /\b(manager|managers|mgr|team lead|team leader|tech lead|technical lead|squad lead|chapter lead|group lead|supervisor|foreman|forewoman|superintendent|teamleiter|teamleiterin|abteilungsleiter|gruppenleiter)\b/;

/** "Manager" titles that usually manage a thing, not people: their holders are individual contributors. */
const IC_MANAGER =
  /\b(product|project|program|programme|account|key account|customer success|community|social media|content|brand|office|case|partner|channel|relationship|campaign|category|property|portfolio|release|territory|marketing campaign|product marketing|client|success|event|events|e-?commerce|seo|crm|wealth|investment|asset|fund|implementation|onboarding) manager(in|innen)?\b|\bmanager(ul)? de (produs|proiect|cont|categorie|brand)\b/;
const PEOPLE_MANAGER_OVERRIDE = /\bgroup (product|program|programme|project) manager\b|\bmanager of\b/;

/** A title's text with the phrases that carry owner words but no ownership removed. */
export function withoutFalseOwnership(title: string | null | undefined): string {
  let text = normalizeText(title);
  for (const pattern of NOT_OWNERSHIP) text = text.replace(pattern, ' ');
  return text.replace(/\s+/g, ' ').trim();
}

/** True when a title says its holder founded or owns the business (see NOT_OWNERSHIP for what does not count). */
export function hasOwnerWords(title: string | null | undefined): boolean {
  const text = withoutFalseOwnership(title);
  // "Avocate associée (salaried partner, non-equity)": a partner on a salary owns no share of the firm.
  // Founder words still count.
  if (NON_EQUITY.test(text)) return hasFounderWords(text);
  return OWNER_WORDS.test(text) || BARE_PARTNER.test(text);
}

/** A partner's title that says the partner holds no equity, in seven languages. */
const NON_EQUITY =
  /\b(non[- ]?equity|salaried|salary|fixed[- ]share|income) partners?\b|\bnon[- ]?equity\b|\b(associe|associee|socio|socia|socios|partner|partners|vennoot) (non[- ]?equity|salarie|salariee|salariat[oa]|assalariad[oa]|asalariad[oa]|sin capital|senza (quote|equity)|niet[- ]?aandeelhoud\w*)\b|\bsalaried\b|\b(angestellte[rn]?|salary|gehalts)[- ]?partner(in)?\b|\bloondienstvennoot\b/;

/** True when a title names a founder specifically (not an owner or partner). */
export function hasFounderWords(title: string | null | undefined): boolean {
  // Every gender and number, with or without "co": "Cofondatrice", "co-fondatore", "Mitgründerin",
  // and the German feminine of the English word ("Co-Founderin", "Founderin").
  return /\b((co-?|co )?(founders?|founderin(nen)?|fondat(eur|eurs|rice|rices|ore|ori|rice|rici)|fundador(a|es|as)?)|founding partners?|(mit)?grunder(in|innen)?|(mede-?)?oprichters?|(so)?ustanovitelj(ica|i|ice)?|(su)?osnivac(ica|i|ice)?|(co-?|co )?fondat(or|orul|ori|orii|oare|oarea)|(kanssa)?perustaja(t|osakas|jasen)?|(wspol)?zalozyciel(ka|e|ki)?|(spolu)?zakladatel(ka|e|ky)?)\b/.test(
    withoutFalseOwnership(title),
  );
}

/** True when the title is an advisory, board or investor role (with no operating role beside it). */
export function isAdvisoryTitle(title: string | null | undefined): boolean {
  const text = normalizeText(title);
  if (!ADVISORY.test(text)) return false;
  // "Founder & Board Member" or "Software Engineer, Investor" still work there.
  const rest = text.replace(ADVISORY_ALL, ' ');
  if (hasOwnerWords(rest) || EXECUTIVE_WORDS.test(rest)) return false;
  if (FUNCTION_LEADER_WORDS.test(rest) || MANAGER_WORDS.test(rest)) return false;
  return readFunctions(rest, rest).functions.length === 0;
}

/** The tier a title alone implies (see the tier table in docs/judging.md); null for an empty title. */
export function titleTier(title: string | null | undefined): ProfessionalTier | null {
  const text = normalizeText(title);
  if (text === '') return null;
  if (hasOwnerWords(text)) return 'owner';
  if (isAdvisoryTitle(text)) return 'individual';
  const operating = text
    .replace(/\b(executive|personal) assistant\b.*$/, ' ')
    .replace(/\b(assistant|associate|ea|pa) (to|of) .*$/, ' ')
    // "Assistente executiva da CEO", "secrétaire de direction": an assistant, whoever they assist.
    .replace(
      /\b(assistente|asistente|assistante|assistent(in)?|asistent(a|ul)?|secretaria|secretaire|sekretar(in)?|segretaria)\s+(executiv[ao]?|ejecutiv[ao]|executif|executive|de direction|di direzione|de direccion|de direcao)\b.*$/,
      ' ',
    )
    .replace(ON_BEHALF_OF, ' ')
    .replace(/\bnon[- ]executive\b/g, ' ');
  if (EXECUTIVE_WORDS.test(operating)) return 'executive';
  // A tech or team "lead" runs a team, not a function.
  if (
    FUNCTION_LEADER_WORDS.test(
      operating.replace(/\b(tech|technical|team|squad|chapter|group) (lead|leader)\b/g, ' '),
    )
  )
    return 'function_leader';
  if (MANAGER_WORDS.test(operating)) {
    if (IC_MANAGER.test(operating) && !PEOPLE_MANAGER_OVERRIDE.test(operating)) return 'individual';
    return 'manager';
  }
  return 'individual';
}

/** Work done *for* someone ("Executive Assistant to the CEO") says nothing about the holder's function. */
const ON_BEHALF_OF =
  /\b(executive assistant|personal assistant|assistant|associate|advisor|adviser|chief of staff|ea|pa|assistent(in)?|assistente|asistente|assistante|secretary|secretaria|secretaire|sekretar(in)?|segretaria|asesor(a)?|assessor(a)?|conseill(er|ere)|consigliere|berater(in)?|adviseur)(\s+(executive|executiva|executivo|ejecutiva|ejecutivo|executif|executive|personal|personale|pessoal|de direction|di direzione|der geschaftsfuhrung|de direccion|de direcao))?\s+(to|of|for|del|de la|du|de|der|des|al|alla|van|voor|da|do|della|dello|dell'|dei|aupres (du|de la|des|de))\s+(?=[^|,;/]*\b(ceos?|cfo|cto|coo|cmo|cio|cpo|cro|chro|md|vp|svp|evp|dg|pdg|c-level|c-suite|chief|head|heads|director\w*|directeur\w*|directrice\w*|diret\w*|dirett\w*|direction|direccion|direcao|direzione|directie|management|manager\w*|gerente\w*|jef[ea]s?|responsable\w*|responsabile|leiter\w*|leitung|geschaftsfuhr\w*|vorstand\w*|bestuur|board|founders?|fondat\w*|fundador\w*|owners?|partners?|president\w*|presiden\w*|executive\w*|cabinet|team|ceo)\b)(the\s+|la\s+|le\s+|el\s+|il\s+|o\s+|a\s+|de\s+)?[^|,;/]*|\b(asistent(ka)?|sekretar(ka)?)\s+(?=(generalniho|generalneho|reditel|riaditel|stavbyvedouc|stavbyveduc|predsed|jednatel|vedouc|veduc|majitel|zakladatel)\w*)[^|,;/]*/g;

// The French DAF ("Directrice administrative et financière") is the CFO: beside "Membre du Directoire" the title still
// names finance (holdout 63).
const CHIEF_TITLE =
  /\b(daf|(directeur|directrice) administrati(f|ve) et financi(er|ere)|cfo|cto|coo|cmo|cio|ciso|rssi|cro|cpo|chro|cdo|clo|chief (financial|finance|accounting|technology|technical|operating|operations|marketing|information|information security|security|revenue|sales|commercial|product|people|human resources|hr|data|analytics|legal|compliance|customer|design|creative|communications?|procurement) officer)\b/g;

/** Owner and founder words: a title with no other function runs the company. */
const GENERAL_MANAGEMENT =
  /\b(founder(in|innen)?|co-?founder(in|innen)?|cofounder|owner|proprietor|managing partner|partner|principal|chair(man|woman|person)?|inhaber(in)?|grunder(in)?|mitgrunder(in)?|fondateur|fondatrice|fundador(a)?|oprichter|eigenaar|directeur-grootaandeelhouder|dga|fondatore|titolare|socio(?!-(?!gerente)| (sanitari|assistenzial|educativ|cultural|sanitair|educatif|culturel|economic)))\b/;

/**
 * The one title classifier: every function a title serves, the main one first ("VP Sales & Marketing":
 * sales, marketing). The published `professional.function` is its first answer and the offline judge
 * reads the whole list, so the two never disagree. The lexicon is functions/core/vocabulary/functions.ts.
 */
export function functionsOf(title: string | null | undefined): ProfessionalFunction[] {
  const functions = functionsOfTitle(title);
  // A bare "Chief Engineer" is a ship's rank (vocabulary/functions.ts); followed by what it builds that names
  // another function ("Chief Engineer, Platform"), it is that function's engineer. A ship's name or a shipping
  // line after it ("Chief Engineer, M/V Thalassa", "– Thalassa Lines") names no function and leaves the rank.
  if (functions[0] !== 'seafaring') return functions;
  const text = normalizeText(title);
  const area = CHIEF_ENGINEER_OF.exec(text)?.[1];
  if (area === undefined) return functions;
  const read = readFunctions(area, area);
  if (!read.strong || read.functions.includes('seafaring')) return functions;
  return functionsOfTitle(text.replace(/^(?:ex |former )?chief /, ''));
}

/** "Chief Engineer, Platform", "Chief Engineer – Mobile Apps": the rank and, after it, what it builds. */
const CHIEF_ENGINEER_OF = /^(?:ex |former )?chief engineers?\s*(?:,|[\u2013\u2014-]|\bfor\b|\bof\b)\s*(.+)$/;

/**
 * "CMO" beside a word of medicine, in another part of the title (holdout 37, an eClinical company: "CMO | Consultant
 * Cardiologist"), is the Chief Medical Officer. A word run on to "CMO" with no separator is no second part.
 */
const MEDICAL_CMO =
  /(?<![a-z])cmo(?![a-z])(?=.*[|,&(/@;:\u2013\u2014-].*(?<![a-z])(medical|medic[oa]s?|medecins?|medizin\w*|medische?|physicians?|doctors?|arzt|arztin|cardiolog\w*|clinic\w*|klinisch\w*|md)(?![a-z]))|(?<![a-z])(medical|medic[oa]s?|medecins?|medizin\w*|medische?|physicians?|doctors?|arzt|arztin|cardiolog\w*|clinic\w*|klinisch\w*|md)(?![a-z]).*[|,&(/@;:\u2013\u2014-].*(?<![a-z])cmo(?![a-z])/;

/** Social security (the state's insurance): seguridad social, sécurité sociale, segurança social, sicurezza sociale. */
const SOCIAL_SECURITY =
  /(?<![a-z])(social security|seguridad social|seguretat social|securite sociale|seguranca social|sicurezza sociale|sociale zekerheid)(?![a-z])/g;

/** A clinical advisor, adviser, expert or consultant in English (the other languages name no research beside). */
const CLINICAL_EXPERT = /(?<![a-z])clinical (advis(e|o)rs?|experts?|consultants?)(?![a-z])/;

function functionsOfTitle(title: string | null | undefined): ProfessionalFunction[] {
  const text = normalizeText(title);
  if (text === '') return [];
  // The assistant's own word stays: an executive assistant to the CEO works in operations.
  // "Técnico de Nóminas y Seguridad Social", "gestionnaire paie et sécurité sociale": social security is the
  // state's insurance the payroll declares, no security of any kind.
  const own = text
    .replace(ON_BEHALF_OF, (phrase) => phrase.split(' ')[0] ?? ' ')
    .replace(SOCIAL_SECURITY, ' ');
  const raw = (title ?? '').replace(/\b(to|of|for) the CEO\b.*$/i, '');
  // A chief officer's title says the function: a "Directrice Administrative et Financière (CFO)" is finance.
  // "CMO | Consultant Cardiologist", "CMO & Medical Director": beside medicine, CMO is the Chief Medical Officer.
  if (MEDICAL_CMO.test(own)) return ['physicians'];
  const chief = own.match(CHIEF_TITLE);
  if (chief) {
    const named = readFunctions(chief.join(' '), chief.join(' ')).functions;
    if (named.length > 0 && named[0] !== 'general_management') return named;
  }
  const { functions: named } = readFunctions(own, raw);
  // "Clinical Advisor", "Clinical Expert": a clinician's expertise brought to the company's clinical work, clinical
  // care first and clinical research beside it (holdouts 37 and 39: a medical advisor at an eClinical company, a
  // dentist advising a dental-software company).
  if (named[0] === 'clinical' && named.includes('research') && CLINICAL_EXPERT.test(own))
    return ['clinical', 'research'];
  // "Data Analyst – Revenue & BI", "Head of Product, Live Ops": what follows a dash or a comma is the
  // area the holder serves, not a second function, when the words before it already name one. A
  // parenthesis explains the title instead ("Técnico de Sistemas (IT Helpdesk)") and is read whole.
  // "Hoogleraar Cardiologie", "Professore Associato di Machine Learning", "Post-doc – Computer Vision": an academic's
  // title names the job (teaching or research) and the field of the chair or the research, and the holder works in
  // both: a professor of cardiology is a physician, a post-doc in computer vision a data scientist (holdout 50).
  if ((named[0] === 'teaching' || named[0] === 'research') && ACADEMIC_NOUN.test(own)) {
    if (named.length > 1) return named;
    // "Hoogleraar Neurologie": a field the lexicon reads only through the ISCO-08 table is still the chair's field.
    const field = readFunctions(own.replace(new RegExp(ACADEMIC_NOUN.source, 'g'), ' '), raw).functions;
    return [...named, ...field.filter((fn) => !named.includes(fn))];
  }
  const functions = glossLast(servedAreaDropped(named, own, raw), own, raw);
  // "Tech Lead Payroll Engine", "Software Engineer Payroll", "Senior Engineer – Invoicing Platform": a
  // software builder's title names the business domain of the software built, not a function worked in.
  if (functions.includes('engineering') && SOFTWARE_BUILDER.test(own) && functions.every(builtFor))
    return ['engineering'];
  // "Staff Engineer (ML platform)", "Software Engineer – ML", "ML Platform Engineer": a software builder's own job
  // noun beside machine-learning words builds the ML platform's software (serving, pipelines, infrastructure): software
  // engineering first, machine learning beside it (holdout 41); a "Search Relevance Engineer" builds the search and
  // ranks its results, both (holdout 43). A data scientist's or an "ML Engineer"'s title, with
  // no builder's noun, stays data science.
  if (functions[0] === 'data_science' && SOFTWARE_BUILDER.test(own) && !DATA_SCIENTIST_NOUN.test(own))
    return ['engineering', ...functions.filter((fn) => fn !== 'engineering')];
  // "IT Recruiter", "Reclutadora IT / Tech Recruiter", "Recruteuse Sales": a recruiter's title names the
  // field they hire for, not a function they work in. The recruiter works in talent acquisition.
  if (functions.includes('talent_acquisition') && RECRUITER_NOUN.test(own))
    return functions.filter((fn) => fn === 'talent_acquisition' || fn === 'people');
  // "Responsable Partenariats Cabinets Comptables", "Partner Manager – Accounting Firms": a partnerships
  // title names the kind of partner after its partnerships word; the partners' trade is not a function the
  // holder works in. Only a joining word between them ("Partnerships & Finance") joins a second function.
  if (functions.length > 1 && functions.includes('partnerships')) {
    const from = firstMentionOf('partnerships', own);
    const others = functions.filter((fn) => fn !== 'partnerships').map((fn) => firstMentionOf(fn, own));
    const to = Math.min(...others);
    if (from < to && !/(&|\/|\+|\b(and|und|et|y|e|en|i|ed)\b)/.test(own.slice(from, to)))
      return ['partnerships'];
  }
  // Several functions only when the title joins them ("VP Sales & Marketing"); otherwise the first is the
  // title's function and the rest are words about it ("Sicherheitsmitarbeiter Werkschutz").
  // "&" and "+" inside a word ("R&D", "F&E", "I+D", "L&D") join no functions.
  const joined = own.replace(/(?<=[a-z])[&+](?=[a-z])/g, '');
  if (functions.length > 1 && !/(&|\/|,|\+|\b(and|und|et|y|e|en)\b)/.test(joined)) {
    // "Hardware R&D Engineer", "Chemist R&D", "Ingénieur mécanique R&D": the R&D abbreviation names the
    // department the holder works in, not a word about the discipline; the discipline stays first.
    if (RND_DEPARTMENT.test(own) && functions.includes('research') && functions[0] !== 'research')
      return [functions[0] as ProfessionalFunction, 'research'];
    // "Responsable QHSE", "HSEQ Manager", "KAM-coördinator": the acronym joins quality and HSE.
    if (QHSE.test(own) && functions.includes('quality') && functions.includes('health_safety'))
      return inTitleOrder(
        functions.filter((fn) => fn === 'quality' || fn === 'health_safety'),
        own,
      );
    return functions.slice(0, 1);
  }
  // A title that joins functions names its main one first: "Jurista & DPO" is a lawyer who is also the
  // DPO, "Directora de Finanzas y Recursos Humanos" heads finance first.
  if (functions.length > 1) return inTitleOrder(functions, own);
  if (functions.length === 0 && GENERAL_MANAGEMENT.test(withoutFalseOwnership(own)) && !NON_EQUITY.test(own))
    return ['general_management'];
  // "Técnico de Manutenção", "Maintenance Manager": maintenance that names no machine, line, vehicle or
  // software keeps the premises running, as the maintenance of buildings does (facilities).
  // "Diretor de Manutenção e Engenharia Técnica", "Engineering & Maintenance Manager": a hotel's, a
  // hospital's or a campus's engineering beside its maintenance is the building's, not software or R&D.
  const premises =
    functions.length === 0 ||
    (functions.length === 1 && functions[0] === 'engineering' && !SOFTWARE_WORDS.test(own));
  if (premises && BARE_MAINTENANCE.test(own) && !MAINTAINED_THING.test(own)) return ['facilities'];
  return functions;
}

/** An academic's own job noun (professor, lecturer, post-doc, doctoral student), in the seven languages. */
const ACADEMIC_NOUN =
  /\b(prof\.|professor\w*|professeure?s?|professor[ae]s?|professore|professoressa|profesor(a|es|as)?|hoogleraar\w*|lecturers?|docente|docent(e|en)?|dozent\w*|maitre(sse)?s? de conferences|catedratic[oa]s?|post-?docs?|post-?doctoral|postdoktorand\w*|assegnist[ai]|dottorand[oaie]|doktorand\w*|doctorant\w*|doctorand[oa]s?|doutorand[oa]s?|promovend\w*|phd|rtd-?[ab])\b/;

/** R&D's abbreviations in seven languages (R&D, F&E, R&S, I+D, I&D, P&D, O&O). */
const RND_DEPARTMENT = /(?<![a-z])(r ?& ?d|rnd|f ?& ?e|r ?& ?s|i ?\+ ?d|i ?& ?d|p ?& ?d|o ?& ?o)(?![a-z])/;

/** A software builder's own job noun, in seven languages. */
const SOFTWARE_BUILDER =
  /\b(tech(nical)? leads?|software (engineer|developer|architect)\w*|(search|search relevance|relevance|ranking) (engineer|developer)\w*|(backend|back-end|frontend|front-end|full ?stack|platform|senior|staff|principal|lead) (software )?(engineer|developer)\w*|(software|backend|frontend)?entwickler\w*|software ?ingenieur\w*|developpeu(r|se)s?|desarrollador(a|es|as)?|desenvolvedor(a|es|as)?|svilupp?at(ore|rice|ori|rici)|(software)?ontwikkelaars?|programmeu(r|se)s?|programmer\w*|backend|back[- ]end|frontend|front[- ]end|full[- ]?stack)\b/;
/** A data scientist's or researcher's own job noun: the title is theirs, whatever it builds. */
const DATA_SCIENTIST_NOUN =
  /\b(data scien\w*|scientists?|research\w*|analysts?|wissenschaftler\w*|scientifique\w*|cientific[oa]s?|scienziat[oi])\b/;
/** The business domains whose software a builder may name in the title (payroll, invoicing, HR). */
const builtFor = (fn: ProfessionalFunction): boolean =>
  fn === 'engineering' || fn === 'finance' || fn === 'people';

/** A recruiter's own job noun, in seven languages. */
const RECRUITER_NOUN =
  /\b(recruiters?|recruiterin(nen)?|recruteu(r|se)s?|reclutador(a|es|as)?|recrutador(a|es|as)?|reclutat(ore|rice|ori|rici)|recruiting (partners?|specialists?|consultants?|coordinators?)|werver\w*|recruitment (consultants?|specialists?|partners?|officers?|advisors?)|headhunter\w*|sourcers?|talent (acquisition )?partners?)\b/;
const BARE_MAINTENANCE =
  /\b(underhall\w*|maintenance|mantenimiento|manutencao|manutenzione|manutentor[ei]|onderhoud\w*|instandhaltung\w*|wartung\w*|haustechnik\w*)\b/;
const SOFTWARE_WORDS =
  /\b(software|devops|cloud|platform|data|web|app|apps|mobile|backend|frontend|full ?stack|it|informati\w*|firmware|embedded|r&d|research|develop\w*|entwickl\w*|desarroll\w*|desenvolv\w*|svilupp\w*|ontwikkel\w*)\b/;
const MAINTAINED_THING =
  /(industri|produc|produk|produz|assembl|montag|line|linea|linha|lijn|machin|maschin|maquin|macchin|aircraft|avion|aeronau|aeronav|aere[oa]|aviation|aviacao|aviacion|aviazione|flugzeug|vliegtu|vehic|fahrzeug|veicol|voertuig|software|plant|werk|usine|fabric|fabbric|fabriek|fleet|frota|flota|vloot|rail|ship|naval|navire|schiff|marit|electri|elektri|mecan|mechan|equip|anlage|predict)/;

const SERVED_AREA = /\s[\u2013\u2014-]\s|,\s/;
/** An appointed officer's title (ESCO "data protection officer", "information security officer"): a whole office. */
const APPOINTED_OFFICER = /^[,;]\s*\S.*(beauftragte[rn]?|officers?)$/;
function servedAreaDropped(
  functions: ProfessionalFunction[],
  text: string,
  raw: string,
): ProfessionalFunction[] {
  const cut = SERVED_AREA.exec(text);
  if (!cut) return functions;
  // "Juristin, Datenschutzbeauftragte", "Legal Counsel, Data Protection Officer": an appointed officer's whole title
  // after the comma is a second office held, not the area the first job serves; both are read.
  if (APPOINTED_OFFICER.test(text.slice(cut.index))) return functions;
  // The words before it are read on their own: "Softwareontwikkelaar – Sales" is a compound the whole
  // title's reading would not split once "sales" names a function.
  // A bare job noun ("Engineer – Security") names no function of its own: the area says it.
  const own = readFunctions(text.slice(0, cut.index), raw);
  // "Content Lead – Curriculum Matemática": content that serves a curriculum or didactics is teaching content,
  // which the whole title's reading says (the lexicon reads "content" with what follows it), not marketing.
  if (functions[0] === 'education' && own.functions[0] === 'marketing') return functions;
  return own.strong ? own.functions : functions;
}

/**
 * "Brand Manager OTC (Product Manager)", "Key Account Manager (Medical Devices)": a parenthesis glosses
 * the title before it, so the function the words outside it name outright comes first, and the
 * parenthesis's function is only a second reading (dropped when the title joins no functions).
 */
const GLOSS_JOB_NOUN =
  /\b(manager|director|head|lead|engineer|officer|specialist|analyst|developer|designer|scientist|representative|consultant|coordinator|technician|gerente|responsable|responsabile|responsavel|directeur|directrice|directora|diretor|diretora|direttore|direttrice|leiter(in)?|hoofd|medewerker)\b/;
function glossLast(functions: ProfessionalFunction[], text: string, raw: string): ProfessionalFunction[] {
  // Only a parenthesis holding a whole title is a gloss; one naming an area ("Payroll Specialist (HR)",
  // "Qualité, sécurité (QHSE)") says what the words before it are about and is read whole.
  const gloss = /\(([^)]*)\)/.exec(text)?.[1] ?? '';
  if (functions.length < 2 || !GLOSS_JOB_NOUN.test(gloss)) return functions;
  const outside = readFunctions(text.replace(/\([^)]*\)/g, ' ').trim(), raw.replace(/\([^)]*\)/g, ' '));
  if (!outside.strong) return functions;
  // A narrower gloss says more than the outside words: "Marketing Manager (Product Marketing)".
  const first = outside.functions.filter(
    (fn) => functions.includes(fn) && !functions.some((other) => other !== fn && covers(fn, other)),
  );
  return [...first, ...functions.filter((fn) => !first.includes(fn))];
}

/** Functions sorted by where the title first names each (a stable sort: ties keep the lexicon's order). */
function inTitleOrder(functions: ProfessionalFunction[], text: string): ProfessionalFunction[] {
  const at = new Map(functions.map((fn) => [fn, firstMentionOf(fn, text)]));
  return [...functions].sort((a, b) => (at.get(a) ?? 0) - (at.get(b) ?? 0));
}

/** The function a title alone implies; `other` when nothing matches, null for an empty title. */
export function titleFunction(title: string | null | undefined): ProfessionalFunction | null {
  if (normalizeText(title) === '') return null;
  return functionsOf(title)[0] ?? 'other';
}

// ---------------------------------------------------------------------------------------------
// Professional fields
// ---------------------------------------------------------------------------------------------

/** The tier of the current role at this company; null when there is none. */
export function tier(profile: ProviderProfile, company: ProviderCompany): ProfessionalTier | null {
  const current = currentRole(profile, company);
  if (!current) return null;
  return titleTier(current.title) ?? 'individual';
}

// `professional.function` is read with the judge's reading of the person's positions: roles.ts,
// professionalFunction.

const STUDENT =
  /\b(student(?! (recruitment|affairs|services|success|experience|support|life|engagement|programs?|loans?))|werkstudent|werkstudentin|intern|internship|praktikant|praktikantin|stagiaire|phd candidate|doctoral candidate)\b/;

/**
 * Employment status, first rule that applies: freelancer (employment type or title says so, unless the
 * current role here is an owner's: founders often call themselves self-employed), student (title or
 * employment type, or no current job and an ongoing education), employed (any current role),
 * not_working (open to work with no current role), unknown.
 */
export function workStatus(profile: ProviderProfile, company: ProviderCompany): WorkStatus {
  const here = currentRole(profile, company);
  const current = here ?? profile.experience.find(isCurrent) ?? null;
  if (current) {
    const type = normalizeText(current.employment_type);
    const title = normalizeText(current.title);
    const owner = here !== null && titleTier(here.title) === 'owner';
    if (
      !owner &&
      (OWN_ACCOUNT.test(type) ||
        CONTRACT_FOR_SERVICES_TYPE.test(type) ||
        OWN_ACCOUNT.test(title) ||
        CONTRACTOR_TITLE.test(title))
    )
      return 'freelancer';
    if (STUDENT.test(title) || STUDENT.test(type)) return 'student';
    return 'employed';
  }
  const studying = profile.education.some(
    (e) => e.start !== null && (e.end === null || ONGOING_END.test(normalizeText(e.end))),
  );
  if (studying) return 'student';
  if (profile.flags?.open_to_work === true) return 'not_working';
  return 'unknown';
}

/**
 * confirmed: a current item carries this company's id. likely: a current item matches by name only, or
 * the profile shows no current job anywhere and no ended job here (the roster lists them; the data is
 * thin). no: current jobs exist but none here, or the only job here has ended.
 */
export function belongsToCompany(profile: ProviderProfile, company: ProviderCompany): BelongsToCompany {
  const here = currentRole(profile, company);
  if (here) return companyLink(here, company) === 'id' ? 'confirmed' : 'likely';
  if (profile.experience.some(isCurrent)) return 'no';
  const endedHere = profile.experience.some((item) => companyLink(item, company) !== null);
  return endedHere ? 'no' : 'likely';
}

/** Titles that say outright that the holder runs a team. */
const RUNS_A_TEAM =
  /\b(team lead|team leader|supervisor|foreman|superintendent|people manager|engineering manager|manager of|group manager|group lead|squad lead|chapter lead|head|director|vp|vice president|teamleiter|abteilungsleiter)\b/;

/**
 * yes: executives, heads and directors, owners of companies with 10+ people, managers whose title says
 * they run a team. likely: other managers, function "leads", owners of 2–9 people or of an unknown size,
 * individual "lead" titles. no: individual contributors, freelancers, owners of a one-person company.
 * unknown: no current role here.
 */
export function managesPeople(profile: ProviderProfile, company: ProviderCompany): ManagesPeople {
  const current = currentRole(profile, company);
  const t = tier(profile, company);
  if (!current || t === null) return 'unknown';
  const title = normalizeText(current.title);
  if (workStatus(profile, company) === 'freelancer') return 'no';
  switch (t) {
    case 'owner': {
      const size = company.employees_count;
      if (size === null) return 'likely';
      if (size >= 10) return 'yes';
      return size >= 2 ? 'likely' : 'no';
    }
    case 'executive':
      return 'yes';
    case 'function_leader':
      return /\b(head|director|directeur|leiter|vp)\b/.test(title) ? 'yes' : 'likely';
    case 'manager':
      return RUNS_A_TEAM.test(title) ? 'yes' : 'likely';
    case 'individual':
      return /\b(lead|leader)\b/.test(title) ? 'likely' : 'no';
  }
}

const BUYING_TITLE =
  /\b(procurement|purchasing|buyer|sourcing manager|category manager|controller|vendor management)\b/;

/**
 * owns: owners and executives, heads and directors. influences: function "leads", managers, and
 * individual contributors whose job is buying or controlling spend. none: other individual
 * contributors and freelancers. unknown: no current role here.
 */
export function budgetAuthority(profile: ProviderProfile, company: ProviderCompany): BudgetAuthority {
  const current = currentRole(profile, company);
  const t = tier(profile, company);
  if (!current || t === null) return 'unknown';
  if (workStatus(profile, company) === 'freelancer') return 'none';
  const title = normalizeText(current.title);
  switch (t) {
    case 'owner':
    case 'executive':
      return 'owns';
    case 'function_leader':
      return /\b(head|director|directeur|leiter|vp)\b/.test(title) ? 'owns' : 'influences';
    case 'manager':
      return 'influences';
    case 'individual':
      return BUYING_TITLE.test(title) ? 'influences' : 'none';
  }
}

/**
 * A decision maker holds an owner, executive or function-leader role here, is not a freelancer, and
 * is not known to have left the company.
 */
export function isDecisionMaker(profile: ProviderProfile, company: ProviderCompany): boolean {
  const t = tier(profile, company);
  if (t !== 'owner' && t !== 'executive' && t !== 'function_leader') return false;
  return workStatus(profile, company) !== 'freelancer' && belongsToCompany(profile, company) !== 'no';
}

/** The profile's own gender when it states one; never guessed from a name or a photo. */
export function gender(profile: Pick<ProviderProfile, 'gender'>): Gender {
  return profile.gender === 'male' || profile.gender === 'female' ? profile.gender : 'unknown';
}

/**
 * Languages spoken in a country, the one to write in first. A small table, not a census: a country
 * missing here falls back to English.
 */
export const COUNTRY_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  US: ['en'],
  GB: ['en', 'cy'],
  AU: ['en'],
  NZ: ['en', 'mi'],
  DE: ['de'],
  AT: ['de'],
  CH: ['de', 'fr', 'it'],
  LI: ['de'],
  LU: ['fr', 'de', 'lb'],
  FR: ['fr'],
  MC: ['fr'],
  BE: ['nl', 'fr', 'de'],
  NL: ['nl'],
  ES: ['es', 'ca', 'eu', 'gl'],
  MX: ['es'],
  AR: ['es'],
  CO: ['es'],
  CL: ['es'],
  PE: ['es'],
  VE: ['es'],
  EC: ['es'],
  UY: ['es'],
  PY: ['es'],
  BO: ['es'],
  CR: ['es'],
  PA: ['es'],
  DO: ['es'],
  GT: ['es'],
  HN: ['es'],
  SV: ['es'],
  NI: ['es'],
  CU: ['es'],
  IT: ['it'],
  SM: ['it'],
  PT: ['pt'],
  BR: ['pt'],
  AO: ['pt'],
  MZ: ['pt'],
  PL: ['pl'],
  CZ: ['cs'],
  SK: ['sk'],
  HU: ['hu'],
  RO: ['ro'],
  MD: ['ro'],
  BG: ['bg'],
  GR: ['el'],
  CY: ['el', 'tr'],
  TR: ['tr'],
  SE: ['sv'],
  NO: ['no', 'nb', 'nn'],
  DK: ['da'],
  FI: ['fi', 'sv'],
  IS: ['is'],
  EE: ['et'],
  LV: ['lv'],
  LT: ['lt'],
  UA: ['uk'],
  RU: ['ru'],
  BY: ['be', 'ru'],
  KZ: ['kk', 'ru'],
  HR: ['hr'],
  SI: ['sl'],
  RS: ['sr'],
  BA: ['bs', 'hr', 'sr'],
  IL: ['he'],
  SA: ['ar'],
  AE: ['ar', 'en'],
  QA: ['ar'],
  KW: ['ar'],
  EG: ['ar'],
  JO: ['ar'],
  MA: ['ar', 'fr'],
  DZ: ['ar', 'fr'],
  TN: ['ar', 'fr'],
  JP: ['ja'],
  CN: ['zh'],
  TW: ['zh'],
  HK: ['zh', 'en'],
  KR: ['ko'],
  VN: ['vi'],
  TH: ['th'],
  ID: ['id'],
  MY: ['ms', 'en'],
  SG: ['en', 'zh', 'ms', 'ta'],
  IN: ['en', 'hi'],
  PH: ['en', 'tl'],
  PK: ['en', 'ur'],
  CA: ['en', 'fr'],
  IE: ['en', 'ga'],
  ZA: ['en', 'af'],
  KE: ['en', 'sw'],
  SN: ['fr'],
  CI: ['fr'],
  CM: ['fr', 'en'],
};

/**
 * The single best language for outreach, always `^[a-z]{2}$`: the first language the person lists;
 * else the company's language when the person's country speaks it (the company's country stands in
 * for an unknown person country); else the person's (or the company's) country's first language;
 * else English.
 */
export function outreachLanguage(
  profile: Pick<ProviderProfile, 'languages' | 'location'>,
  company: Pick<ProviderCompany, 'company_language' | 'location'>,
): string {
  for (const tag of profile.languages ?? []) {
    const code = languageCode(tag);
    if (code) return code;
  }
  const country =
    normalizeCountryCode(profile.location?.country_code) ??
    normalizeCountryCode(company.location?.country_code);
  const spoken = country ? COUNTRY_LANGUAGES[country] : undefined;
  const companyLanguage = languageCode(company.company_language);
  if (companyLanguage && spoken?.includes(companyLanguage)) return companyLanguage;
  return spoken?.[0] ?? 'en';
}
