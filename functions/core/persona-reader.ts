import type * as v from 'valibot';
import { escapeRegExp, normalizeText, type ProfessionalFunction } from './derive.js';
import {
  agencyPlaced,
  casualHeld,
  FIXED_TERM_CONTRACT,
  FIXED_TERM_TYPE,
  fixedTermHeld,
  OWN_ACCOUNT_TYPE,
  SEASONAL,
  seasonalHeld,
} from './engagement-terms.js';
import { namesRegion, onlyCountries, REGION_WORD } from './regions.js';
import type { PersonaInterpretation as PersonaInterpretationSchema } from './result-schemas.js';
import {
  type Engagement,
  FOUNDATION_BOARD_TITLE,
  FRANCHISEE_HOLDER,
  FUNCTION_WORDS,
  functionsOf,
  LEVELS,
  type Level,
  levelRank,
  type Position,
  readTitle,
  siteLeaderLevels,
  splitPrincipal,
  THING_MANAGER,
  titleWords,
} from './roles.js';
import { SYSTEM_PERSONA, SYSTEM_PERSONA_SLUG } from './system-persona.js';
import { covers, FUNCTIONS, readFunctions } from './vocabulary/functions.js';
import { occupationCode } from './vocabulary/occupations.js';
import {
  ALREADY,
  COMPANY_OBJECT,
  FORMER_ADJECTIVE,
  FORMER_HYPHEN_PREFIX,
  FORMER_PEOPLE,
  HEAD_ADJECTIVE,
  LEFT_MARKER,
  NO_LONGER_MARKER,
  NOT_ENGLISH,
  PAST_ADVERB,
  pastAlternation,
  STAFF_NOUN,
} from './vocabulary/past-markers.js';

/**
 * Reads a persona definition into the terms the role classifier reads titles in: functions, levels,
 * what to include and exclude, current roles only or former ones too, and which kinds of engagement
 * count. Pure rules; docs/personas.md ("How a definition is read") is the reference. What it cannot
 * read it says so in `warnings`, so a definition never silently matches nobody.
 */

export type PersonaInput = { slug?: string; name: string; definition: string };

/** A named title ("SDRs", "founders", "CTOs"): the person's title must say it. */
export interface RoleWord {
  word: string;
  test: RegExp;
  /** Also met by holding the position on these terms ("outside lawyers": contractors in legal). */
  orEngagement?: Engagement;
  /** A qualifier ("outside", "junior") narrows the job it stands before: both must hold. */
  qualifier?: boolean;
  /** "Senior" or "junior" in what a definition asks for: the title must say so as well as name the job. */
  seniority?: boolean;
  /** A grade of its own ("dirigenti"): a seniority said beside it ("quadri e dirigenti") is another grade. */
  grade?: boolean;
  /** "Executive assistants", "asistentes de dirección": the title names no department of its own. */
  noDepartment?: boolean;
  /** A part of a function (logistics, treasury, tax) rather than a job: it shares a list's seniority. */
  area?: boolean;
  /**
   * A job named alone ("contadores", "pentesters"): also met by an individual contributor whose main
   * function is the job's, since a title may spell the job otherwise ("Penetration Tester").
   */
  orIndividual?: boolean;
  /**
   * A specialty of engineering said before the job ("embedded engineers", "Firmware-Entwickler"): the
   * title must name the specialty as well as the job; any engineer is not one.
   */
  specialty?: boolean;
  /**
   * "Interns on sites": a place the title must name (a site, Baustelle, budowa), or a title of no office function
   * (construction, engineering or operations, or none): an intern of controlling is no intern on a site.
   */
  onSite?: boolean;
}

/** One thing a definition asks for (or excludes), read from one phrase of it. */
export interface Clause {
  /** The phrase as written. */
  text: string;
  /** No clause of the definition names payroll: a payroll-only title meets no finance or HR clause. */
  payrollOut?: boolean;
  /** What `why` quotes: the phrase, or the whole list when it shares a function ("VPs and heads of sales"). */
  quote: string;
  /** Null: any function. */
  functions: ProfessionalFunction[] | null;
  /** Null: any level. */
  levels: Level[] | null;
  /** "Heads of sales" also means whoever sits above the head of sales in that function (VP, CRO). */
  extendsUp: boolean;
  roles: RoleWord[];
  /** Null: the persona's allowed engagements; otherwise the position must be one of these. */
  engagements: Engagement[] | null;
  /** The phrase names IT: internal IT roles count as engineering only then. */
  it: boolean;
  /**
   * "Lawyers only if their actual job is compliance": the position must also work in one of these
   * functions, or its title must say the condition's words ("Syndikusrechtsanwalt Compliance").
   */
  alsoFunctions?: ProfessionalFunction[];
  alsoWords?: RegExp;
  /**
   * "M&A / corporate lawyers", "Anwälte im Bereich Prozessführung", "avocats fiscalistes": the practice area
   * of the lawyers asked for. The title must name it; a title that names it beside a lawyer's or partner's
   * word ("Socia – Fiscal", "Asociado Litigación") is a lawyer of it, whatever function the title reads as.
   */
  practice?: RegExp;
  /**
   * An exclusion of another function beside lawyers of a practice ("avocats fiscalistes …, pas la
   * facturation"): it spares a lawyer of that practice whose title reads as the function ("Socia – Fiscal").
   */
  unlessPractice?: RegExp;
  /**
   * "Heads of sales, marketing and customer success": the clause asks for these functions themselves,
   * not for the narrower ones under them (customer support under customer success).
   */
  exactFunctions?: boolean;
  /**
   * Communications asked for by its press, media and corporate words, public affairs unnamed: a title whose only
   * communications word is public affairs or lobbying (ISCO-08 2432's lobbyists) is not asked for.
   */
  notPublicAffairs?: boolean;
  /** An exclusion "… who did not found it": it spares anyone who founded the company. */
  unlessFounder?: boolean;
  /**
   * An exclusion "investors who hold no board seat", "executives who just report to the board": it
   * spares anyone who sits on the board or advises it (a board seat, an advisor, whoever chairs it).
   */
  unlessBoard?: boolean;
  /**
   * "Fixed-term contract staff", "befristet Beschäftigte", "CDD", "contratos temporales": the clause names the
   * people on a fixed-term contract (employment type "Contract", "Temporary"), not the freelancers and the
   * self-employed, who are contractors too.
   */
  fixedTerm?: boolean;
  /**
   * The definition names a Beirat or a strategy committee ("Board, strategy-committee and Beirat members"): a seat on
   * one is a board seat this clause asks for. (Unnamed, "board members" is the board's own; an exclusion of board
   * members drops those seats either way.)
   */
  governanceSeats?: boolean;
  /** A fixed-term inclusion where the definition excludes seasonal workers ("keine Saisonkräfte"): a season is none. */
  notSeasonal?: boolean;
  /**
   * "Seasonal workers", "saisonniers", "temporeros", "Saisonarbeiter", "sesongarbeidere": the employment type
   * Seasonal (or a title that says seasonal), in any function.
   */
  seasonal?: boolean;
  /**
   * "Seasonal and casual staff", "casual workers", "Aushilfen": the employment type Casual (work offered as it is
   * needed), or a title that says so; beside "seasonal", either type fits.
   */
  casual?: boolean;
  /**
   * "Temps hired through staffing agencies", "intérimaires", "Leiharbeiter", "uitzendkrachten", "innleid": workers
   * whose title says an agency placed them, not every contractor, freelancer or self-employed adviser.
   */
  agency?: boolean;
  /**
   * "Textile R&D … engineers and heads": R&D of a physical product (PRODUCT_DOMAIN). At a software
   * company the title must name that product; its researchers and engineers build software.
   */
  productDomain?: boolean;
  /**
   * An exclusion "… who don't lead a team", "… without a team", "que no dirigen equipo": it spares
   * anyone who ranks above the level it names (an individual job: a team lead of it is spared).
   */
  unlessLeads?: boolean;
  /**
   * An exclusion "compliance people who are not lawyers", "Berater, die keine Juristen sind": it spares
   * anyone whose title is in the function the relative clause names (a DPO who is also legal counsel).
   */
  unlessFunctions?: ProfessionalFunction[];
  /**
   * An exclusion "… who are now purely in management": it spares anyone whose profile says they still
   * practise (see patients, consult, operate), read by the judge (role-match.ts).
   */
  unlessPractising?: boolean;
  /**
   * "C-suite … and the directors on the management team": the company's top team, so a title that names a
   * country or region ("Vertriebsleiter DACH", "VP Sales EMEA", "Directora Comercial Iberia") is not it.
   */
  companyWide?: boolean;
  /**
   * "CEO (forstjóri, gedelegeerd bestuurder)", "purchasing staff (innkaup)": the user's own words for the term,
   * glossed in brackets, words the reader does not read. A title the reader reads no function in that names one (as
   * a word, or as the first part of a compound: "stjórnarmaður", "innkaupafulltrúi") is the term.
   */
  gloss?: RegExp;
}

/** A clause that quotes its own text and asks nothing yet: any function, level, role and engagement. */
const clauseOf = (text: string, asks: Partial<Clause> = {}): Clause => ({
  text,
  quote: text,
  functions: null,
  levels: null,
  extendsUp: false,
  roles: [],
  engagements: null,
  it: false,
  ...asks,
});

export interface PersonaReading {
  kind: 'owners_founders' | 'roles';
  includes: Clause[];
  excludes: Clause[];
  /** From "Rank/Prefer … first" sentences: a small ranking bonus, nobody is added. */
  prefer: Clause[];
  currentOnly: boolean;
  /** "Alumni", "former employees": only people whose every role here has ended. */
  formerOnly: boolean;
  /**
   * "Founders who still work at the company in some role": someone with a current role here is judged
   * on every role they held here (the founding role may have ended); people who left are not kept.
   */
  stillHere?: boolean;
  /**
   * "Members of the founding / owning family": someone with a current role here whose profile ties them
   * to that family (their family name in the company's name, or their profile saying so) counts.
   */
  family?: boolean;
  /**
   * "Family shareholders", "Familiengesellschafter", "actionnaires familiaux", with no family named as a
   * whole ("the founding family", "members of the family"): a stake is asked for, so a family name in the
   * company's name is no tie on its own; the profile must say they own a part or belong to the owners.
   */
  familyStake?: boolean;
  /**
   * "Exclude members of the founding family", "sans la famille fondatrice": the family is named only in
   * an exclusion, so whoever the family ties to the company (as for `family`) is dropped, not kept.
   */
  familyOut?: boolean;
  /**
   * "Anyone who works or has worked as a revenue manager, here or at a previous employer", "pharmaciens de
   * formation ou de métier", "pharmacists by training": the job may have been held at any time, at any
   * employer; someone with a current role here is judged on every role they ever held.
   */
  background?: boolean;
  /**
   * A question about positions outside this company (holdout 73): "who, alongside their role here, currently hold a
   * job or directorship at another organisation" (`elsewhereNow`: a current role here and a current position at
   * another organisation, volunteering aside where the definition says so), or "who have served in the armed forces
   * at some point in their career" (`armedForces`: any position, any time, with the armed forces).
   */
  career?:
    | { kind: 'elsewhereNow'; volunteersCount: boolean }
    | { kind: 'armedForces' }
    /**
     * "Anyone who served in a police force at some point in their career" (holdout 91): as for the armed forces, any
     * position, any time, with a police force (ISCO-08 5412 police officers, 3355 police inspectors and detectives).
     */
    | { kind: 'police' }
    /**
     * "People who represent our owners", "Vertreter der Gesellschafter", "namens de aandeelhouders" (holdout 76): someone
     * here now (a seat, not an independent one) who is an executive or partner of another organisation now, or whose
     * headline or about says they represent a shareholder, an owner or the group here.
     */
    | { kind: 'ownerRep' }
    /**
     * "People currently seconded to us", "Employees working part-time for us" (holdouts 84, 85): the terms a role here
     * is held on, not a role. Someone here now whose current role here says so (its employment type, its title or the
     * headline): lent by another employer (`seconded`), or part-time (`partTime`, outside workers aside).
     */
    | { kind: 'seconded' }
    | { kind: 'partTime' }
    /**
     * "People on temporary contracts or agency assignments", "trabalhadores a tempo parcial, a termo ou sazonais"
     * (holdouts 96, 99): the contract terms a role here is held on, one or several. Someone here now whose current
     * role here says one of them (its employment type, its title or the headline); agency workers only when asked.
     */
    | { kind: 'contractTerms'; terms: ContractTerm[] }
    /**
     * "Everyone who works at our Porto centre", "Alle, die in unseren Büros in Wien und Zürich arbeiten" (holdout 76):
     * a place of work, not a role. Someone here now whose current title here or headline names one of these places.
     */
    | {
        kind: 'placeOfWork';
        places: string[];
        /**
         * "Everyone who works at our Berlin office in sales": the functions the same sentence names; the title here
         * that names the place must be in one of them. Absent when the sentence names none.
         */
        functions?: string[];
      };
  /** "… whose last role here ended in 2023 or later": the year the last role here ended must reach this. */
  leftSince?: number;
  /** Engagements that count when a clause does not name its own. */
  engagements: Engagement[];
  warnings: string[];
}

/** How a persona was read, as the API shows it (docs/personas.md); its schema is in result-schemas.ts. */
export type PersonaInterpretation = v.InferOutput<typeof PersonaInterpretationSchema>;

/**
 * Who works for the company now counts unless excluded: employees, founders, contractors on assignment
 * and interns ("everyone in marketing" includes the marketing intern; a level or "no interns" drops them).
 */
const DEFAULT_ENGAGEMENTS: Engagement[] = ['employee', 'founder', 'contractor', 'intern'];
const LEADERS: Level[] = ['owner', 'c_level', 'vp', 'head'];

// ---------------------------------------------------------------------------------------------
// Vocabulary of definitions
// ---------------------------------------------------------------------------------------------

interface LevelTerm {
  pattern: RegExp;
  levels: Level[];
  extendsUp?: boolean;
  functions?: ProfessionalFunction[];
  role?: RegExp;
  /** The job a title must name ("country managers"); "top executives" when not said. */
  roleWord?: string;
  /** Read in an include only: in an exclusion the words name a job, not a level. */
  includeOnly?: boolean;
  /** A tier that bounds the phrase's other leader words ("leaders in middle management"): only its levels. */
  bounds?: boolean;
}

/** Seniority words, most specific first; each match is consumed before the next is tried. */
const LEVEL_TERMS: readonly LevelTerm[] = [
  {
    // Decision makers and budget holders, in the seven languages: those who hold the budget, the leaders.
    // ("Economic buyers" are read as decision makers before, so that "buyers" names no procurement.)
    pattern:
      /\b(decision[- ]makers?|budget (holders?|owners?)|entscheider\w*|entscheidungstrager\w*|decideurs?|decideuses?|decisionnaires?|tomadores? de decision(es)?|decisores?|decisori|beslissers?|besluitvormers?|beslissingsnemers?|tomadores? de decisao)\b/,
    levels: LEADERS,
  },
  {
    // "Who founded or co-founded this company" in seven languages: the verb names the founders as the
    // noun does. One stem per language; "co-", "mit-", "mede-" and "co" before it come from one rule.
    pattern: new RegExp(
      `\\b(co-?|mit-?|mede-?)?(${[
        'founded',
        'gegrundet',
        'grundete[nt]?',
        'fonde(e|es|ees)?',
        'fonderent',
        'fundaron',
        'fundou',
        'fundaram',
        'fondato',
        'fondarono',
        'fondata',
        'opgericht',
      ].join('|')})\\b|\\b(quien(es)?|que|who) (co-?)?fundo\\b|\\brichtte(n)? (\\w+ )*?op\\b`,
    ),
    levels: ['owner'],
    role: /./,
  },
  {
    pattern:
      /\b(co-?founders?|cofounders?|founders?|founding partners?|(mit)?grunder(in|innen)?|(co)?fondat(eur|eurs|rice|rices|ore|ori|rici)|(co)?fundador(a|es|as)?|(mede-)?oprichters?)\b/,
    levels: ['owner'],
    role: /./,
  },
  // "CEO or managing partner": the partner who runs the firm, whose title must say so; not every partner.
  {
    pattern:
      /\b(managing partners?|senior managing partners?|associ(e|é)e?s? g(e|é)rante?s?|soci[oa]s?[- ]gerentes?|soci[oa]s? amministrator[ei]|geschaftsfuhrende[rn]? (gesellschafter|partner)\w*|managing vennoot|beherend vennoot)\b/,
    levels: ['owner', 'c_level'],
    // (The Portuguese "sócio-gerente" is written with a hyphen: the partner who manages the firm.)
    role: /\b(managing partner|associee? gerante?|soci[oa][- ]gerente|soci[oa] amministratore|geschaftsfuhrende[rn]? (gesellschafter|partner)\w*|managing vennoot|beherend vennoot)\b/,
  },
  {
    // "Owner-managers", "Inhaber-Geschäftsführer", "propriétaires-dirigeants", "socio-gerente",
    // "eigenaar-directeur", "titolare-gestore": one role, an owner who runs the company. The part after the
    // hyphen says what the owner does; it never adds the level "manager" (which would keep every manager).
    pattern:
      /\b(owners?|eigentumer(in|innen)?|inhaber(in|innen)?|propri(e|é)taires?|propietari[oa]s?|proprietari[oa]s?|proprietari|titolar[ei]|soci[oa]s?|eigenaa?r(s|en)?|donos?|donas?)[- /](managers?|geschaftsfuhrer(in|innen)?|dirigeant(e|s|es)?|gerentes?|gestor(a|es|as)?|gestor[ei]|directeur(s|en)?|directrice|director(a|es|as)?|diretor(a|es|as)?|direttor[ei]|amministrator[ei]|leiter(in|innen)?)\b/,
    levels: ['owner'],
  },
  {
    pattern:
      /\b(owners?|co-?owners?|proprietors?|equity partners?|partners|eigenaa?r(s|en)?|inhaber(in|innen)?|titolar[ei]|proprietari[oa]s?|proprietari|propietari[oa]s?|duen[oa]s?|eigentumer(in|innen)?|besitzer(in|innen)?|propri(e|é)taires?|donos?|donas?|soci[oa]s?|soci|associ(e|é)s|vennoten|dga)\b/,
    levels: ['owner'],
  },
  { pattern: /\b(cisos?|rssis?)\b/, levels: ['c_level'], functions: ['security'] },
  { pattern: /\bctos?\b/, levels: ['c_level'], functions: ['engineering'] },
  { pattern: /\b(cios?|dsi)\b/, levels: ['c_level'], functions: ['it'] },
  {
    // "DAF" (directeur administratif et financier, joined into one word before): the French CFO.
    pattern: /\b(cfos?|dafs?)\b/,
    levels: ['c_level'],
    functions: ['finance'],
  },
  { pattern: /\bcmos?\b/, levels: ['c_level'], functions: ['marketing'] },
  { pattern: /\bcros?\b/, levels: ['c_level'], functions: ['sales'] },
  {
    pattern: /\b(general counsels?|clos?|chief legal officers?)\b/,
    levels: ['c_level'],
    functions: ['legal'],
  },
  { pattern: /\bcoos?\b/, levels: ['c_level'], functions: ['operations'] },
  { pattern: /\bcpos?\b/, levels: ['c_level'], functions: ['product'] },
  { pattern: /\bchros?\b/, levels: ['c_level'], functions: ['people'] },
  // "DRH" (directeur / directrice des ressources humaines): who heads HR, not anyone in it.
  { pattern: /\bdrhs?\b/, levels: ['head'], functions: ['people'], extendsUp: true },
  { pattern: /\b(vps?|vice[- ]presidents?|svps?|evps?)\b/, levels: ['vp'], extendsUp: true },
  {
    // "Country managers", "Landesleiter", "directeurs pays": who runs a country or a subsidiary, not
    // the company's own chief executive.
    pattern:
      /\b(country (general )?(managers?|directors?|heads?|leads?|leaders?)|country managing directors?|heads? of country|landesleiter\w*|landes(geschaftsfuhrer|chef)\w*|directeurs? pays|directrices? pays|responsables? pays|directore?s? (de )?pais|directoras? (de )?pais|diretore?s? (de )?pais|jef(e|a|es|as) (de )?pais(es)?|responsables? (de )?pais(es)?|country managers?|(managing directors?|general managers?|heads?|ceos?|geschaftsfuhrer\w*|directeurs? generaux|directeurs? general|director(es)? general(es)?|amministratori? delegat[oi]|diretor(es)? gera(l|is)|(algemeen )?directeur(en|s)?) (of|der|des|de|di|van|delle|della|dei|das|da|dos|do) (the |our |its |a |an |einer |la |las |les |de )?(foreign |international |local |overseas |auslandischen |etrangeres |extranjeras |estere )?(subsidiar(y|ies)|tochter(gesellschaft)?\w*|filiales?|filiali|controllate|dochterondernemingen|dochterbedrijven|subsidiarias|subsidiarias)|subsidiary (heads?|managing directors?|general managers?|ceos?))\b/,
    levels: ['c_level'],
    role: /\b(country (manager|director|head|lead|leader|general manager)|head of country|landesleiter\w*|landes(geschaftsfuhrer|chef)\w*|directeur pays|directrice pays|responsable pays|director(a)? (de )?pais|diretor(a)? (de )?pais|country)\b/,
    roleWord: 'country managers',
  },
  {
    pattern:
      /\b(ceos?|dg|chief executives?|presidents?|managing directors?|(?<!non[- ]|non )executive directors?|directore?s? ejecutiv[oa]s?|directoras? ejecutivas?|directeurs? executifs?|directrices? executives?|diretor(es|a|as)? executiv[oa]s?|direttor[ei] esecutiv[oi]|direttrici esecutive|top jobs?|top posts?|top positions?|general managers?|geschaftsfuhrer\w*|pdgs?|directeurs? genera(l|ux)|directrices? generales?|director(es|as?)? general(es)?|direttor[ei] general[ei]|direttrici generali|diretor(es|as?)?[- ]gera(l|is)|amministratori? delegat[oi]|algemeen directeur|consejer[oa]s? delegad[oa]s?|direction generale|direccion general|direcao geral|direzione generale|general management|country managers?|country directors?|country heads?|landesleiter\w*|directeurs? pays|directores? (de )?pais)\b/,
    levels: ['c_level'],
    // (The Nordic managing director, "adm. direktør", "verkställande direktör", "toimitusjohtaja", is the CEO; so is
    // the Polish "prezes zarządu", who chairs the management board, ISCO-08 1120.)
    role: /\b(ceo|dg|chief executive|(?<!vice[- ])president|managing director|(adm\.?|administrerende) direktor|verkstallande direktor|toimitusjohtaja|prezes(ka)? zarzadu|(?<!non[- ]|non )executive director|director(a)? ejecutiv[oa]|directeur executif|directrice executive|diretor(a)? executiv[oa]|direttore esecutivo|direttrice esecutiva|general manager|country manager|country director|country head|landesleiter\w*|directeur pays|director(a)? (de )?pais|geschaftsfuhr(er|ende[rn]?)\w*|pdg|directeur[- ]general|directrice[- ]generale|director(a)?[- ]general|diretor(a)?[- ]geral|amministrat(ore|rice) (delegat[oa]|unic[oa])|administrador(a)? unic[oa]|sole director|direttore generale|direttrice generale|algemeen directeur|consejer[oa] delegad[oa])\b/,
  },
  {
    // "The directors on the management team", "membres du comité de direction", "directieteam": the
    // company's top team, never every manager ("management" alone reads as the manager level).
    pattern: /\b((on|of|in|from) (the |our )?management teams?|(op|in|van) (het )?managementteam)\b/,
    levels: LEADERS,
    extendsUp: true,
  },
  {
    // The top tier of management named as a tier, in seven languages: "oberste Führungsebene", "die oberste
    // Leitung", "Top-Management", "topmanagement", "hoogste leiding", "cúpula directiva", "vertice aziendale",
    // "gestão de topo", "the top level of management": the chief executives (ESCO 1120 "managing directors and
    // chief executives"), never every head below them (the second tier, "zweite Führungsebene", is not it).
    pattern:
      /\b((oberste[nrs]?|hochste[nrs]?) (fuhrungsebene|fuhrungsetage|leitungsebene|leitung|fuhrung|management\w*)|erste[nr]? fuhrungsebene|top-?management\w*|top-?managers?|unternehmensspitze|top (level|tier) of (the )?(management|leadership|company)|top[- ](level|tier) (management|leadership|executives?)|highest (level|tier) of (the )?(management|leadership)|top leadership|hoogste (leiding|leidinggevenden|managementlaag|echelon)|topleiding|cupula (directiva|de (la )?(direccion|empresa))|maxima direccion|primer nivel directivo|sommet de (la hierarchie|l'entreprise)|vertic[ei] aziendal[ei]|(gestao|direcao) de topo)\b/,
    levels: ['c_level'],
    // It bounds the phrase's other leader words as the middle tier does: "Direktoren der obersten Leitungsebene",
    // "directors at the top level of management" are its chief executives, not every director (holdout 124).
    bounds: true,
  },
  {
    pattern:
      /\b(c-level|c-suite|c level|c suite|cxos?)( executives?| leaders?| officers?| team| roles?)?\b|\b(chief ([a-z]+ )?officers?|chiefs|top management|top executives?|executive management|executive committee|comex|codir|comites? de (direction|direccion|direcao)|comite (executivo|ejecutivo)|comitato (di )?direzione|directiecomite|(direcao|direccion|direction|direzione) (executiva|ejecutiva|executive|esecutiva)|(comissao|comision|commission) (executiva|ejecutiva|executive)|comitato esecutivo|alta (direccion|direcao|direzione)|haute direction|johtoryhm\w*|ledningsgrupp\w*|ledergrupp\w*|ledelsesgrupp\w*|koncernledelse\w*|konsernledelse\w*)\b/,
    levels: ['c_level'],
  },
  { pattern: /\b(executives?|execs?)\b/, levels: ['owner', 'c_level', 'vp'] },
  {
    // "Die operative Unternehmensleitung", "Konzernleitung": the company's own management, its top. "GF" is the
    // German short form of Geschäftsführer (as "GF Pflegewerk Wien 2009–2020" in a headline).
    pattern:
      /\b(gf|geschaftsfuhr\w*|geschaftsleitung|vorstand\w*|directie|unternehmens(leitung|fuhrung)|konzern(leitung|fuhrung))\b/,
    levels: ['c_level'],
  },
  {
    pattern: /\b(pflegemanagement|nursing management|management infirmier|gestion de enfermeria)\b/,
    levels: ['head', 'manager'],
    functions: ['nursing'],
  },
  // The clinical hierarchy (roles.ts reads titles the same way): the physicians and nurses who run a
  // department or nursing are heads, the senior physicians and ward leaders manage, assistant and
  // training doctors and specialists without a lead role are individuals.
  {
    // "The medical director", "medisch directeur", "directeur médical", "Ärztlicher Direktor": the one director of
    // the whole medical side, whom the title must name as a director (or chief medical officer); a chief physician
    // who heads one department ("hoofd Pathologie", "Chefarzt Radiologie") is not it.
    pattern:
      /\b(medical directors?|clinical directors?|medisch(e)? directeur(en|s)?|directeurs? medica(l|ux)|directrices? medicales?|directore?s? medic[oa]s?|directoras? medicas?|diretor(es|as?)? (medic|clinic)[oa]s?|direttor[ei] (medic|sanitari)[oa]|direttrici (mediche|sanitarie)|medizinische[rn]? direktor\w*|arztliche[rn]? direktor\w*|chief medical officers?)\b/,
    levels: ['c_level', 'head'],
    role: /\b(medical director|clinical director|medisch(e)? directeur|direct(eur|rice) medical(e)?|director(a)? (medic[oa]|clinic[oa])|diretor(a)? (medic[oa]|clinic[oa])|(direttore|direttrice) (medic[oa]|sanitari[oa])|medizinische[rn]? direktor(in)?|arztliche[rn]? direktor(in)?|chief medical officer|cmo)\b/,
    roleWord: 'medical directors',
  },
  {
    pattern:
      /\b(primar(ius|ia|in|innen)?|primararzt\w*|chefarzt\w*|chefarzte|arztliche[rn]? (direktion|leit\w*)|medecins?[- ]chefs?|chefs? de service|jef(e|a|es|as) de servicio|primari[oa]?|chief physicians?)\b/,
    levels: ['head'],
    functions: ['physicians'],
  },
  {
    pattern:
      /\b(pflegedirekt\w*|pflegedienstleit\w*|directeurs? des soins|directrices? des soins|directors? of nursing)\b/,
    levels: ['head'],
    functions: ['nursing'],
  },
  {
    // "Head nurses", "enfermeiros-chefe", "infirmières en chef", "hoofdverpleegkundigen": the nurses who
    // lead nurses, the head of nursing and the nurses leading a team or shift of nurses under them.
    pattern:
      /\b(head nurses?|chief nurses?|senior nurses? in charge|enfermeir[oa]s?[- ]chefes?|enfermer[oa]s?[- ]jef(e|a)s?|infirmier(e)?s? (en )?chef|infermier[ei] (capo|coordinator[ei])|hoofdverpleegkundigen?|leitende[rn]? (pflegekraft|pflegekrafte|krankenschwester\w*))\b/,
    levels: ['head', 'manager'],
    functions: ['nursing'],
  },
  {
    pattern: /\b(oberarzt\w*|oberarzte|senior physicians?)\b/,
    levels: ['manager'],
    functions: ['physicians'],
  },
  {
    pattern:
      /\b(stationsleit\w*|ward managers?|charge nurses?|nurse managers?|cadres? de sante|caposala|supervisor(a|es|as)? de enfermeria)\b/,
    levels: ['manager'],
    functions: ['nursing'],
  },
  {
    pattern:
      /\b(assistenzarzt\w*|assistenzarzte|assistenz-? (oder|und|or|and) turnusarzt\w*|turnusarzt\w*|turnusarzte|facharzt\w*|facharzte|junior doctors?|resident physicians?|residents|internes? en medecine|medic(o|a|os|as) residentes?|medic[oi] specializzand[ie])\b/,
    levels: ['individual'],
    functions: ['physicians'],
  },
  {
    // The leader of a team, in the seven languages (ESCO: team leader), is a manager-level title, not a
    // head: "jefes de equipo", "chefes de equipa", "capisquadra", "team leaders". Read before "jefe",
    // "leaders" alone, which name heads and directors. (A French "chef d'équipe" is read as before.)
    pattern:
      /\b(team leads?|team leaders?|teamleiter\w*|teamleiders?|jef(e|a|es|as) de (equipo|cuadrilla)s?|chef(e|es) de equipas?|cap[oi] ?squadra|capisquadra|responsables? de equipo)\b/,
    levels: ['manager'],
  },
  {
    pattern:
      /\b(heads?|directors?|department heads?|leiter(in|innen)?|leitende\w*|direktor(in|en|innen)?|bereichsleit\w*|abteilungsleit\w*|directeurs?|directrices?|directores|directoras?|hoofd(en)?|diretor(a|es|as)?|direttor[ei]|direttrici|vodj[aei]|voditelj(i|ica|ice)?|direktor(ji|ica|ice)|chef(fe)?s? de (departement|division|pole)s?|afdelingshoofd(en)?)\b/,
    levels: ['head'],
    extendsUp: true,
  },
  {
    // "Responsable", "responsabile", "jefe", "capo" name whoever runs the area, a department or a
    // warehouse, shop floor or shift: titles read them as heads or managers, so both count.
    pattern:
      /\b(responsables?|responsave(l|is)|responsabil[ei]|verantwortliche[rn]?|jef(e|a)s?|chefes?|chefias?|capi|capo|mandos)\b/,
    levels: ['head', 'manager'],
    extendsUp: true,
  },
  {
    // Middle management in seven languages: the heads of departments and the managers under them.
    pattern:
      /\b(middle management|middle managers?|mittler(e|es|en) (management|fuhrungsebene)|cadres? intermediaires?|encadrement intermediaire|mandos? intermedios?|gerencia media|middenmanagement|middenkader|quadri|gestao intermedia|chefias intermedias)\b/,
    levels: ['head', 'manager'],
    // "Leidinggevenden in het middenkader", "Führungskräfte im mittleren Management": the tier bounds the
    // leader word beside it; neither the chiefs above it nor a title naming the tier.
    bounds: true,
  },
  {
    pattern:
      /\b(senior leaders?|senior leadership|senior management|upper management|senior executives?|leaders?|leadership|leads? of|leitung|direction|direccion|direcao|direzione|directie|fuhrungskraft\w*|fuhrungsebene|fuhrung|dirigeants?|cadres? dirigeants?|(membres? de la |mitglieder der |members of the |miembros de la )(direction|geschaftsleitung|management|direccion)|directiv[oa]s|dirigentes|lideres|liderazgo|leidinggevend\w*|leiding|leiderschap|leiders?|leidsters?|dirigent[ei]|lideranca)\b/,
    levels: LEADERS,
    extendsUp: true,
  },
  {
    pattern:
      /\b(people managers?|line managers?|team leads?|team leaders?|squad leads?|supervisors?|managers?|managerinnen|managerin|management|manager-level|teamleiter\w*|teamleads?|managementebene|management-ebene|gerentes?|gestor|gestores|gestoras?|teamleiders?|chef(e|es) de equip(a|e)s?)\b/,
    levels: ['manager'],
  },
  {
    // Whoever decides on spending: the leaders.
    pattern:
      /\b(sign(s|ing)? off (on )?(a |the )?budgets?|budget (holders?|owners?|authority)|(own|owns|control|controls|hold|holds) (a |the )?budgets?)\b/,
    levels: LEADERS,
  },
  {
    pattern: /\b(leads|leading|in charge of|responsible for|runs|heads up|owns)\b/,
    levels: LEADERS,
    extendsUp: true,
  },
  {
    pattern: /\b(individual contributors?|ics?|specialists?|non-managers?|hands-on|doers|practitioners?)\b/,
    levels: ['individual'],
  },
  {
    // Technicians and specialists, in the seven languages, are individual contributors: "responsabili e
    // tecnici IT" is two levels of IT, not the heads twice. (A Romance "técnicos" or "tecnici" only as the
    // phrase's first word: after a noun it is an adjective, "servicios técnicos".) In an exclusion the word
    // names a job ("ni les techniciens RH"), never every individual contributor of the function; and only
    // beside a function the phrase names itself, so that it never takes another phrase's.
    pattern:
      /\b(technicians?|techniciens?|techniciennes?|techniker(in|innen)?|technici|specialisti|specialistes?|spezialist(en|in|innen)?|specialisten)\b|^\s*(tecnici|tecnic[oa]s|especialistas)\b/,
    levels: ['individual'],
    includeOnly: true,
  },
];

/** Job names that imply a function and a level, tested against the person's own title. */
/** A food or recipe domain: what is developed or engineered there is the product, not software. */
const FOOD_DOMAIN =
  /\b(food|foods|alimentar\w*|alimentaires?|alimentos?|alimenti|agroalimentar\w*|agroalimentaires?|lebensmittel\w*|nahrungsmittel\w*|voeding\w*|levensmiddel\w*|culinar\w*|culinair\w*|recipes?|ricett\w*|recettes?|recetas?|receitas?|rezept\w*|recept(?!ion)\w*)\b/;
/** A title that names pre-sales work (normalized: no accents, lower case). */
const PRE_SALES_TITLE =
  /\b(pre-?\s?sales?|presales\w*|avant-?\s?ventes?|preventas?|pre-?\s?vendas?|pre-?\s?vendita|vorvertrieb\w*|voorverkoop|(solutions?|sales|pre-?sales|customer) engineer\w*|solutions? (consultant|architect|engineer)\w*|ingenieur\w* (avant-vente|d'affaires))\b/;
/** A title that names implementation work: putting the product in at the customer's. */
const IMPLEMENTATION_TITLE =
  /\b(implementation\w*|implementierung\w*|einfuhrung\w*|onboarding|deployment|go-live\w*|rollout|professional services?|mise en (oeuvre|place)|deploiement|implementacion\w*|implantacion\w*|implementacao|implantacao|implementazion\w*|implementatie\w*)\b/;

/**
 * A title that names field service: installing and repairing the company's machines at the customer's
 * (Servicetechniker, Kundendienst, technicien SAV, técnico de campo, tecnico di assistenza,
 * servicetechnicus). Customer service and a service desk are support; whoever plans the engineers'
 * visits (a dispatcher, Disponent, coordinator) is not field service.
 */
const FIELD_SERVICE_TITLE =
  /^(?!.*\b(disponent\w*|dispatch\w*|einsatzplan\w*|planner|planificat\w*|coordinat\w*|koordinat\w*|innendienst\w*|service desk|servicedesk)\b).*\b(field service|(?<!(customer|client|kunden|guest|food|shared|managed|cloud|web|it|financial|professional|legal) )service[- ]?(techni\w*|engineer\w*|monteur\w*|manager\w*|mechani\w*|ingenieur\w*|leiter\w*|leitung|lead|team ?lead\w*)|(head|director|vp|leiter\w*|leitung) (of |des )?(field )?service|kundendienst\w*|aussendienst-? ?(techni\w*|monteur\w*|mechani\w*|service\w*)|techni\w* (sav|itinerant\w*|de service|de servicio|de campo|di assistenza|de assistencia|de asistencia|d'intervention)|responsable sav|sav|apres-vente|servicio tecnico|asistencia tecnica|assistenza tecnica|assistencia tecnica|tecnic[oa]s? (de servicio|de campo|di assistenza|de assistencia|de asistencia|esterno)|servicetechni\w*|servicemonteur\w*|buitendienst\w*|inbetriebnahme\w*|commissioning (engineer|technician)\w*)\b/;

/**
 * A title that names maintenance of plant, machines or a mine, in the seven languages and in Swedish
 * (underhåll), which real rosters hold: Maintenance Manager, Instandhaltungsleiter, responsable
 * maintenance, jefe de mantenimiento, responsável de manutenção, capo manutenzione, hoofd onderhoud,
 * underhållschef. IT maintenance is not it.
 */
const MAINTENANCE_TITLE =
  /^(?!.*\b(it|software|application|applications|app|web|database|sap|erp|systems?)\b.*\bmainten).*\b(maint[ae]n[ae]nce|instandhaltung\w*|\w*instandhalt\w*|wartung\w*|entretien|mantenimiento|manutencao|manutenzione|onderhoud\w*|underhall\w*|vedligehold\w*|vedlikehold\w*)\b/;

/**
 * A title in the workshop or the fleet's maintenance, in the seven languages: mechanics, Kfz-Mechatroniker,
 * vehicle electricians (Kfz-Elektriker, elettrauto), the workshop's staff and its head, and any title that
 * names maintenance (MAINTENANCE_TITLE); the Polish plant's maintenance (utrzymanie ruchu, "UR") and its mechanics and
 * automation technicians (ISCO-08 7233, 3113). A mechanical engineer or designer is not one.
 */
const WORKSHOP_TITLE =
  /^(?!.*\b(engineers?|engineering|ingenieur\w*|ingegner\w*|ingenier\w*|engenheir\w*|designers?|progettist\w*|konstrukteur\w*)\b).*\b(mechanics?|\w*mechaniker\w*|\w*mechatroniker\w*|kfz\w*|werkstatt\w*|workshop|elettraut\w*|meccanic[oai]|officina|mecanicien\w*|mecanic[oa]s?|automonteur\w*|werkplaats\w*|(vehicle|fleet|bus|truck|car|auto|automotive|diesel|motor) (technician|electrician|fitter|repairer)|maint[ae]n[ae]nce|instandhaltung\w*|\w*instandhalt\w*|wartung\w*|entretien|mantenimiento|manutencao|manutenzione|onderhoud\w*|mechani(k|cy|czka|kow)|utrzymani\w* ruchu|(dzial\w*|mechani\w*|elektry\w*|automaty\w*|kierowni\w*|brygadzist\w*|technik\w*) ur|automaty(k|cy|czka|kow))\b/;

/**
 * A title naming event and stage technology (ISCO-08 3521 broadcasting and audio-visual technicians, 7413/3435
 * stage and lighting crew; ESCO "lighting technician", "sound technician", "audio-visual technician", "rigger"),
 * in the seven languages: Lichttechniker, Fachkraft für Veranstaltungstechnik, AV-technicus, tecnico audio/video.
 */
const EVENT_TECH_TITLE =
  /\b(veranstaltungstechni\w*|realizator\w* dzwieku|realizacj\w* dzwieku|eventtechni\w*|buhnentechni\w*|lichttechni\w*|tontechni\w*|av-?techni\w*|medientechni\w*|(lighting|light|sound|audio|audio-?visual|av|stage|event|video) (technicians?|techs?|engineers?|operators?)|riggers?|tonmeister\w*|beleuchter\w*|techniciens? (son|lumiere|audiovisuel|du spectacle|de spectacle|plateau)\w*|regisseu(r|se) (son|lumiere)|tecnic[oa]s? (de )?(sonido|iluminacion|audiovisual|som|iluminacao|audio|luci|suono|video)\w*|tecnici (audio|luci|video)\w*|fonic[oa]|(licht|geluids|av|podium)-?technic(us|i))\b/;

/** Bioinformaticians and computational biologists (ESCO "bioinformatics scientist"), in the seven languages. */
const BIOINFORMATICS_TITLE =
  /\b(bio-?informati\w*|computational biolog\w*|biolog\w* computa\w*|biologiste\w* computationnel\w*|computationele biolo\w*)\b/;

/**
 * A semiconductor fab's process areas (ISCO-08 2149 engineering professionals n.e.c. and 3119 process technicians;
 * ESCO "semiconductor process engineer"): lithography, etch, deposition (CVD, PVD, ALD), CMP, ion implantation and
 * process integration, in the seven languages. In a definition each names a process area whose people the title must name.
 */
const FAB_PROCESS_WORD =
  /\b((photo)?lithogra(phy|fie|fia|phie|phies)|litho|(dry |wet |plasma )?etch(ing)?|(trocken|nass)?atzen|atztechnik|gravure (plasma|seche|humide)|grabado (seco|humedo|por plasma)|(cvd|pvd|ald|thin[- ]film) deposition|deposition|(schicht)?abscheidung|depot de couches minces|cvd|pvd|ald|cmp|chemical mechanical (polishing|planari[sz]ation)|(ion(en)?[- ]?)?implant(ation)?|ionenimplant\w*|process integration|prozessintegration|integration (des )?procedes)\b/;
const FAB_PROCESS_TITLE =
  /\b(\w*lithogra\w*|litho|\w*etch(ing)?|\w*atzen|atz\w*|gravure (plasma|seche|humide)|cvd|pvd|ald|cmp|\w*deposition|\w*abscheidung|ion\w* ?implant\w*|implant(ation|er)?|process integration|prozessintegration|integration (des )?procedes)\b/;

/**
 * A factory's automation and manufacturing execution systems (MES: ISA-95 level 3; ISCO-08 2149 and 2514): the
 * engineers and managers who run the shop floor's software and its automation, a job the title must name, not the
 * production they serve (operators and shift leaders are no MES engineers). A building's automation (Gebäudeautomation,
 * KNX, BACnet: ISCO-08 7411/3113) is another trade: "not industrial automation" never drops it.
 */
const MES_WORD =
  /\b(manufacturing execution systems?|(fab|factory|fabrik|plant|shop ?floor|usine|fabrica|fabbrica) automation|fabrikautomatisierung|(?<=automation (and|&) )mes|mes(?= (and|&|engineers?|managers?|systems?|software|teams?|specialists?|consultants?)\b)|automatisation (de l.usine|industrielle)|automatizacion (de fabrica|industrial))\b/;
const MES_TITLE =
  /^(?!.*\b(\w*gebaude\w*|building|buildings|edificios?|batiments?|gebouw\w*|edifici|knx|bacnet|dali|glt)\b).*?\b(mes|manufacturing execution\w*|\w*automation\w*|\w*automatisierung\w*|automatisering\w*|automatisation\w*|automatizacion\w*|automacao|automazione)\b/;

/**
 * Failure analysis and metrology (ISCO-08 2149 and 3119; ESCO "metrologist", "failure analysis engineer"): jobs the
 * title must name, in the seven languages, not every engineer of the plant.
 */
const FA_METROLOGY_WORD =
  /\b(failure analys[ie]s|fehleranalyse|schadensanalyse|analyse (de |des )?defaillances?|analisis de fallos|analise de falhas|analisi (dei )?guasti|faalanalyse|metrolog(y|ie|ia|ists?)|messtechnik|meettechniek)\b/;
const FA_METROLOGY_TITLE =
  /\b(failure analys\w*|fa[- ]lab\w*|\w*fehleranalyse\w*|schadensanalyse\w*|analyse (de |des )?defaillance\w*|analisis de fallos|analise de falhas|analisi (dei )?guasti|faalanalyse\w*|\w*metrolog\w*|\w*messtechnik\w*|meettechni\w*)\b/;

/**
 * The funeral trades' jobs (ISCO-08 5163 undertakers and embalmers), each a job the title must name: the funeral
 * director, the assistants and bearers, the embalmer and the mortuary, the crematorium, grief support and ceremony.
 */
const FUNERAL_DIRECTOR_WORD =
  /\b(uitvaart ?leid(er|ers|ster|sters)|funeral (directors?|arrangers?|conductors?)|undertakers?|morticians?|bestatter(in|innen)?|(conseill|direct|ordonnat)(eur|eurs|rice|rices|ere|eres) (funeraires?|d.obseques|de pompes funebres)|(director|directora|directores|directoras) (de )?funerari[oa]s?|(agentes?|diretor(a|es|as)?) funerari[oa]s?|(impresari[oi]|direttor[ei]|cerimonier[ei]) (funebr[ei]|di onoranze funebri))\b/;
const FUNERAL_DIRECTOR_TITLE =
  /\b(\w*uitvaartleid\w*|funeral (director|arranger|conductor)\w*|undertaker\w*|mortician\w*|\w*bestatter\w*|(conseill|direct|ordonnat|maitre)\w* (de ceremonie )?(funerai\w*|d.obseques|de pompes funebres)|(director|directora|directores|agente|diretor|diretora)\w* (de )?funerari\w*|(impresari|direttor|cerimonier)\w* (funebr\w*|di onoranze funebri))\b/;
const FUNERAL_ASSISTANT_WORD =
  /\b((uitvaart|funeral ?)assistent(en|e|es)?|funeral (assistants?|attendants?)|(pall ?)?bearers?|dragers?|sargtrager\w*|porteurs?( funeraires?)?|porteador(es|as)?|carregador(es)? funerari\w*|necrofor[oi]|hearse drivers?|(chauffeurs?|rijders?) (van de |van )?rouw(auto|wagen)s?|chauffeurs?(-porteurs?)? de corbillards?|leichenwagenfahrer\w*|bestattungshelfer\w*|assistant(e)?s? funeraires?|auxiliar(es)? funerari[oa]s?|assistent[ei] funebr[ei])\b/;
const FUNERAL_ASSISTANT_TITLE =
  /\b(\w*uitvaartassist\w*|funeral (assistant|attendant)\w*|(pall ?)?bearers?|dragers?\w*|sargtrager\w*|porteurs?( funeraires?)?|porteador\w*|necrofor\w*|hearse driver\w*|(chauffeur|rijder|driver)\w* (van de )?rouw(auto|wagen)\w*|leichenwagenfahr\w*|bestattungshelfer\w*|assistant\w* funerai\w*|auxiliar\w* funerari\w*|assistent\w* funebr\w*)\b/;
const EMBALMER_WORD =
  /\b(thanatopract(eur|eurs|rice|rices)|thanatoprakt\w*|thanatopraxie|(t|th)anatoprac?t\w*|embalmers?|einbalsamier\w*|embalsamador(a|es|as)?|imbalsamat(ore|ori|rice|rici)|soins? (aux|de) (defunts|corps)|laatste verzorging|verzorgers?|mortuari(um|a)|mortuar(y|ies)|(personnel|staff) (du |of the )?(mortuary|morgue)|leichenversorg\w*|hygienistes? funeraires?)\b/;
const EMBALMER_TITLE =
  /\b(\w*thanatopra\w*|\w*tanatopra\w*|embalm\w*|einbalsam\w*|embalsam\w*|imbalsam\w*|\w*verzorger\w*|\w*mortuar\w*|morgue|leichenversorg\w*|soins? (aux|de) (defunts|corps))\b/;
const CREMATORIUM_WORD =
  /\b(crematori(um|ums|a|o|os)|krematori(um|en)|crematie\w*|cremation\w*|cremator(s)?|crematistes?|crematorium (staff|operators?))\b/;
const CREMATORIUM_TITLE =
  /\b(\w*crematori\w*|\w*krematori\w*|\w*crematie\w*|cremat\w*|kremat\w*|auditorium|aula)\b/;
const GRIEF_CEREMONY_WORD =
  /\b(rouwbegeleid\w*|rouwverwerking|nazorg\w*|ceremoniemeesters?|uitvaartspreker\w*|trauerredner\w*|trauerbegleit\w*|grief (counsel\w*|support\w*)|bereavement\w*|aftercare|funeral (celebrants?|speakers?)|(maitres?|maitresses?) de ceremonie|accompagn\w* (du |au )?deuil|maestr[oa]s? de ceremonias|acompanamiento (en el |del )?duelo|acompanhamento (do |no )?luto|cerimonier[ei]|elaborazione del lutto)\b/;
const GRIEF_CEREMONY_TITLE =
  /\b(\w*rouwbegeleid\w*|\w*nazorg\w*|ceremoniemeester\w*|\w*spreker\w*|trauerredner\w*|trauerbegleit\w*|grief\w*|bereavement\w*|aftercare|celebrant\w*|(maitre|maitresse)s? de ceremonie|deuil|maestr[oa]s? de ceremonias|duelo|luto|cerimonier\w*|lutto|organist\w*)\b/;

/** Crop specialists and advisers, in a definition or a title: "crop specialists", "teeltadviseurs", "especialistas de cultivo". */
const CROP_ADVISER_WORD =
  /\b(crop (specialists?|advis(e|o)rs?|consultants?|experts?)|teelt(adviseur|specialist|deskundige)\w*|gewasspecialist\w*|anbauberater\w*|kulturberater\w*|conseill(er|ere|ers|eres) (en |de )?cultures?|especialistas? (de |en )?cultivos?|asesor(a|es|as)? (de |en )?cultivos?|especialistas? (de |em )?culturas?|consultor(a|es|as)? (de |em )?culturas?|specialist[ai] (di |delle )?colture|consulent[ei] (di |delle )?colture)\b/;
/** Plant breeders as a definition names them: "plant breeders", "veredelaars", "Pflanzenzüchter", "sélectionneurs". */
const BREEDER_WORD =
  /\b(((plant|crop|vegetable|seed|cereal|flower) )?breeders?|(planten|plant|gewas)?veredelaars?(ters?)?|(pflanzen)?zuchter(in|innen)?|selectionneu(r|rs|se|ses)|(fito)?mejorador(a|es|as)?|(fito)?melhoristas?|melhorador(a|es|as)?|migliorator[ei] genetic[io]|miglioratric[ei] genetich?[ae])\b(?!'?s?\s+rights?\b)/;
/** A breeder's title: the breeder's own noun, not breeding's other jobs (a Veredelingsassistent, a phenotyper). */
const BREEDER_TITLE =
  /\b(\w*breeders?|\w*veredelaar\w*|\w*zuchter(in|innen)?|selectionneu\w*|(fito)?mejorador\w*|(fito)?melhorist\w*|melhorador\w*|migliorator\w* genetic\w*)\b/;

/** The head of a laboratory: Laborleiter:in, lab manager, laboratory director, responsable de laboratoire. */
const LAB_HEAD_TITLE =
  /\b(labor(atoriums?)?-?(leiter\w*|leitung\w*|chef\w*|manager\w*)|lab(oratory)? (managers?|directors?|heads?|leads?)|heads? of (the )?lab(oratory|oratories|s)?|(directeur|directrice|responsable|chef)s? (de |du |d.\s?)?laboratoire|(jef[ea]s?|director(a|es)?|responsables?) de(l)? laboratorio|(responsabile|direttore|direttrice)s? (di |del )?laboratorio|laboratoriumhoofd\w*|hoofd (van het )?lab(oratorium)?|labmanager\w*)\b/;

/**
 * Sales advisors in a shop or a showroom (ISCO-08 5223 shop sales assistants, 3322 commercial sales
 * representatives; ESCO "sales assistant", "kitchen sales advisor"), in the seven languages: Verkaufsberater,
 * Küchenberater, verkoopadviseur, conseiller de vente, asesor de ventas, consulente di vendita. A job, not the
 * company's advisors: the advisor's noun after a sales word names no engagement. (A German or Dutch compound
 * in a definition, "Verkaufsberater", stays the sales function it read as: it also names sales consultants.)
 */
const SALES_ADVISOR_ASKED =
  /\b((sales|store|shop|retail|kitchen|showroom|in-?store) (advisors?|advisers?)|(asesor(a|es|as)?|conseill(er|ere|ers|eres)|consulent[ei]|consultor(a|es|as)?) (de |di |da |en )?(ventas?|vente|vendita|vendas|comerciales|commerciaux|commerciali|comerciais|clientele|magasin|loja|tiendas?|negozio))( (en|in|im|in den|dans|dans les|nei|negli|em|nas|nos) (las |los |the |our |our own |unseren |nos |i |as |os )?(tiendas?|stores?|shops?|showrooms?|magasins?|negozi|punti vendita|lojas?|filialen|winkels?|geschaften|laden|salas? de exposicion))?\b/;
const SALES_ADVISOR_TITLE =
  /\b((sales|store|shop|retail|kitchen|showroom|in-?store) (advisor|adviser|consultant|assistant)s?|assistente de loja|lojista|dependient[ea]|commess[oa]|verkaufer(in)?|verkoopmedewerker\w*|winkelmedewerker\w*|vendeu(r|se) en magasin|\w*verkaufsberater\w*|(kuchen|mobel|fach|wohn)berater\w*|\w*verkoop-?advis\w*|(keuken|winkel)advis\w*|(asesor|conseill|consulent|consultor)\w* (de |di |da |en )?(ventas?|vente|vendita|vendas|comercial\w*|commercia\w*|clientele|magasin|loja|tienda|negozio))\b/;

/**
 * Field technicians, installers and fitters, who install and service on the customer's site (ISCO-08 7422
 * ICT installers and servicers, 7413 line installers, 7115 carpenters fitting kitchens; ESCO "kitchen unit
 * installer", "telecommunications equipment installer"), in the seven languages: Küchenmonteur,
 * Servicetechniker, technicien d'intervention, técnico de campo, técnico de instalação, installatore,
 * monteur. Said of a title and, in the plural, of a definition; a network engineer or a video editor
 * ("monteur vidéo") is not one.
 */
/**
 * Kitchen planners and designers who plan a customer's kitchen in a showroom or a studio (ESCO "kitchen
 * designer"), in the seven languages: Küchenplaner, cuisiniste, concepteur de cuisines, keukenontwerper,
 * progettista di cucine, diseñador de cocinas, projetista de cozinhas. A job, not planning in operations.
 */
const KITCHEN_PLANNER_TITLE =
  /\b(kitchen (planners?|designers?)|kuchen(planer|designer|architekt)\w*|cuisinistes?|concepteu(r|rs|se|ses) (de |en )?cuisines?|keuken(ontwerper|planner|designer)s?|progettist[ie] (di )?cucine|disenador(a|es|as)? de cocinas?|projetistas? de cozinhas?)\b/;

const FIELD_TECHNICIAN_TITLE =
  /\b(field (service )?(technicians?|techs?|engineers?)|service ?techni(cians?|ker\w*|cus|ci)|(aussendienst|montage|kundendienst|feld)-?techniker\w*|installers?|fitters?|\w*monteur(?!s? (video|film))\w*|\w*installateur\w*|installatrices?|techniciens? (de |d.\s?)?(terrain|intervention|installation|fibre|raccordement)|tecnic[oa]s? (de |em |en )?((servicio|servico|assistencia|asistencia) (tecnica )?(de |em |en )?)?(campo|instalac\w*|fibra|terreno|ftth)|tecnic[oi] (in |di |sul |della )?(campo|fibra|installator\w*)|instalador(a|es|as)?|montador(a|es|as)?|installator[ei]|installatric[ei]|montator[ei]|posator[ei]|poseu(r|se)s?|splicers?|linem[ae]n|linesm[ae]n|buitendienst-?(monteur|technic)\w*|veldtechnic\w*|(fibre|fiber|ftth|cable|telecom|line) (technicians?|installers?|splicers?))\b/;

/**
 * Refuse collection loaders (ISCO-08 9611 "garbage and recycling collectors"; ESCO "refuse collector"), who ride
 * on the collection truck and load it, in the seven languages: ripeur, belader, Müllwerker/Müllader, peón or
 * operario de recogida, coletor/cantoneiro de recolha, operatore ecologico; a job the title must name.
 */
const REFUSE_LOADER_ASKED =
  /\b(ripeu(r|rs|se|ses)|beladers?|(refuse|garbage|waste|bin|trash|rubbish) (loaders?|collectors?|collection (crews?|workers?|operatives?))|loaders? (riding |working )?(on|of|behind) (the )?(refuse|garbage|waste|bin|collection) (trucks?|lorries|lorry|vehicles?)|mull(werker|lader|auflader|belader)\w*|peon(es)? de recogida|operari[oa]s? de recogida( de residuos)?|recogedor(a|es|as)? de (basura|residuos)|coletor(a|es|as)? de (lixo|residuos)|cantoneir[oa]s? de (limpeza|recolha)|operator[ei] ecologic[io]|vuilnisophalers?)\b/;
/** A refuse loader's title or their team leader's ("Chef d'équipe ripeurs"), see the job above. */
const REFUSE_LOADER_TITLE =
  /\b(ripeu(r|rs|se|ses)|belader\w*|(refuse|garbage|waste|bin|trash) (loader|collector|collection operative)\w*|mull(werker|lader|auflader|belader)\w*|peon\w* de recogida|operari[oa]s? de recogida|recogedor\w* de (basura|residuos)|coletor\w* de (lixo|residuos)|cantoneir[oa]s? de (limpeza|recolha)|operat(ore|rice) ecologic[oa]|vuilnisophal\w*)\b/;

/**
 * Reefer people at a terminal or depot: reefer technicians (ISCO-08 7127 "air conditioning and refrigeration
 * mechanics", ESCO "refrigeration technician" working on refrigerated containers) and the reefer coordinators who
 * monitor them; Kühlcontainer, conteneurs frigorifiques, contenedores refrigerados. A job the title must name.
 */
const REEFER_ASKED =
  /\b(reefers?( (technicians?|mechanics?|coordinators?|people|staff|teams?|crews?|monitors?|planners?|operators?|techniker\w*|koordinator\w*|mechatroniker\w*|technici\w*|coordinat\w*|tecnic\w*))?|kuhlcontainer\w*|conteneurs? (frigorifiques?|reefers?)|contenedores? (refrigerados?|frigorificos?|reefers?)|contentores? (refrigerados?|frigorificos?)|container(s)? frigo\w*|koelcontainers?)\b/;
const REEFER_TITLE =
  /\b(reefer\w*|kuhlcontainer\w*|conteneurs? frigorifiques?|contenedores? (refrigerados?|frigorificos?)|contentores? (refrigerados?|frigorificos?)|koelcontainer\w*)\b/;

/**
 * A lender's credit and loans officers (ISCO-08 3312 "credit and loans officers"; ESCO "loan officer", "mortgage
 * adviser", "credit analyst"): the lending team, lending and loan officers, mortgage advisers, the loans
 * administration, credit analysts; prêts, préstamos, empréstimos, Kredite, kredieten, prestiti and fidi. A job the
 * title must name: a lender's accountant or its finance head is not in it.
 */
const LENDING_ASKED =
  /\b(lending( (teams?|officers?|staff|department|managers?|advis\w*|units?|specialists?))?|(loans?|mortgages?|home loans?) (officers?|administrat\w*|advis\w*|processing|processors?|underwrit\w*|teams?|staff|department|brokers?|specialists?|consultants?)|credit (analysts?|officers?|underwriters?|underwriting|assessors?)|charge(e)?s? (de |d )?(prets?|credits?)|conseill(er|ere|ers|eres) (en )?(prets?|credits?|immobiliers?)|analystes? (de |du )?credits?|(analistas?|gestor(a|es|as)?|asesor(a|es|as)?|tecnic[oa]s?) (de )?(creditos?|prestamos|riesgos)|asesor(a|es|as)? hipotecari[oa]s?|gestor(a|es|as)? (de )?(credito|emprestimos)|analistas? (de )?credito|credito (a )?habitacao|kredit(sachbearbeit|analyst|berat|abteilung|team|spezialist)\w*|baufinanzierung\w*|krediet(analist|adviseur|beoordel|afdeling)\w*|hypothe(ek|ken|cair)\w* ?(advis\w*|adviseur\w*)?|(analist[ai]|addett[ie]|ufficio|gestor[ei]) (crediti|fidi|mutui)|(prestamos|prets|emprestimos|prestiti|mutui)( team| equipe| equipo)?)\b/;
const LENDING_TITLE =
  /\b(lending|lender\w*|loans?|mortgages?|credit (analyst|officer|underwrit|assess|advis|risk)\w*|prets?|pret immobilier|credits? immobiliers?|(analyste|charge|chargee|conseill\w*) (de |du |en )?credits?|prestamos?|hipotec\w*|emprestimos?|credito|kredit\w*|baufinanzierung\w*|krediet\w*|hypothe\w*|fidi|mutui|prestiti|underwrit\w*)\b/;
/**
 * A contact centre's workforce management (WFM): who forecasts the contacts, schedules the agents' shifts and
 * watches the queues in real time (forecasting, scheduling, real-time and intraday analysts, workforce planners);
 * planification des effectifs, planificación de turnos, planeamento, pianificazione dei
 * turni, personeelsplanning. ISCO-08 has no unit of its own for it (its planners sit with the clerks who draw up
 * schedules, 4322). A job the title must name: the agents and the quality or BI analysts beside them are not it.
 * (German Personaleinsatzplanung stays HR's, as the vocabulary reads it.)
 */
const WFM_ASKED =
  /\b(wfm|workforce (management|planning|planners?|analysts?|schedulers?)|(forecasting|scheduling|real[- ]?time|intraday) analysts?|real[- ]?time (desk|team|monitoring)|planification des (effectifs|plannings)|planificat(eur|rice)s? (des effectifs|des plannings)|planificacion de (personal|turnos|plantilla)|planificador(a|es|as)? de (personal|turnos)|planeamento (de )?(recursos|escalas|turnos)|analistas? (de )?planeamento|pianificazione (del personale|dei turni|turni)|pianificator[ei] (del personale|dei turni|turni)|personeelsplann\w*|roosterplann\w*|rostering|roster planning|(crew|shift|staff) (planning|planners?|rostering|scheduling)|(planners?|planning|planificat\w*|planificador\w*|pianificat\w*|pianificazione|planeamento) (van|of|des|du|de|dei|delle|do|da) (het |de |the |los |las |les |i |le )?(personeel|staff|personnel|personale|personal|ploegen|buitenploegen|shifts?|crews?|brigades|equipes( terrain)?|turnos|turni|squadre|equipos|escalas)( (en|and|et|e|y) (personeel|staff|ploegen|buitenploegen|shifts?|crews?|brigades|equipes|turnos|turni|squadre|equipos))?)\b/;
/**
 * Ground handling has two sides, each a job a definition may ask for alone. The ramp (ISCO-08 9333 freight handlers;
 * ESCO "airport baggage handler", "aircraft loader", "aircraft de-icer installer"): ramp agents and loaders, the
 * Italian operatore unico aeroportuale (OUA), the de-icing crews and the ramp's crew leaders; personale di rampa,
 * agents de piste, agentes de rampa, Vorfeldmitarbeiter, platformmedewerkers.
 */
const RAMP_ASKED =
  /\b((personale|addett[ie]|operatori|agenti|caposquadra|capisquadra) (di |della )?rampa|ramp (agents?|handlers?|staff|personnel|operatives?|crews?|team|workers?|handling|supervisors?|leads?)|operator[ei] unic[oi] aeroportual[ei]|oua|caricator[ei]|(aircraft |baggage )?loaders|baggage handlers?|de-?icing( (crews?|staff|operators?|agents?))?|agents? de piste|personnel de piste|bagagistes?|agentes? de rampa|personal de rampa|operarios? de rampa|vorfeld(mitarbeiter|personal|arbeiter)\w*|platformmedewerkers?)\b/;
// (The trades that serve the ramp are not it: who maintains its vehicles, audits its safety or coordinates it from
// the control centre.)
const RAMP_TITLE =
  /^(?!.*\b(meccanic\w*|mechanic\w*|manutenzion\w*|maintenance|mecanicien\w*|mantenimiento|manutencao|onderhoud|wartung|safety|sicurezza|securite|seguridad|veiligheid|coordinat\w*|occ)\b).*\b(ramp\w*|rampa|oua|operatore unico aeroportuale|caricator\w*|loaders?|lead loader|baggage handl\w*|bagagist\w*|de-?icing|degivr\w*|pushback|agents? de piste|vorfeld\w*|platformmedewerk\w*)\b/;
/**
 * The passenger side (ISCO-08 4221's check-in and 4224's desk clerks; ESCO "passenger service agent", "airport
 * passenger assistance agent"): check-in and gate agents, their supervisors, the assistance to passengers with reduced
 * mobility (PRM, PMR) and lost and found; atención al pasajero, facturación y embarque, assistenza PRM. (The English
 * "check-in agents" alone stay ground handling's, as a list of its agents names them.)
 */
const PASSENGER_HANDLING_ASKED =
  /\b((personal|personale|staff|agents?|agentes?|agenti|addett[ie]) (de |di |of )?(atencion al pasajero|atencion a pasajeros|passenger services?|servizi passeggeri|assistance passagers|atendimento (ao |aos )?passageiros)|passenger (service|handling) (agents?|staff|team)|agentes? de (facturacion|embarque)( y de (facturacion|embarque))?|(supervisor(es|s)?|supervisori) (de |di |of )?(pasajeros|passeggeri|passengers)|(asistencia|assistenza|assistance|assistencia) (a |al |alle |aux |to )?(pmr|prm)|(pmr|prm) (assistance|agents?|staff|assistants?)|lost (&|and) found)\b/;
const PASSENGER_HANDLING_TITLE =
  /\b(check[- ]?in|gate|imbarc\w*|embarque|boarding|passenger\w*|passeggeri|pasajer\w*|passagers?|passageiros|passagiers?|prm|pmr|lost (&|and) found|baggage services|agente di scalo|agents? d.escale|agentes? de tierra)\b/;
/**
 * Technicians "who look after / maintain / repair" a fleet or vehicles, in the seven languages (mechanics are read as
 * mechanics already).
 */
const WHO_MAINTAIN_FLEET =
  /(?<![\p{L}])(?:technicians?|techniciens?|techniciennes?|t(?:é|e)cnicos?|tecnici|technici|techniker(?:innen)?)\s+(?:who|that|qui|che|que|die)\s+(?:look\s+after|maintain|service|repair|keep\s+up|take\s+care\s+of|entretiennent|r(?:é|e)parent|mantengono|riparano|mantienen|reparan|mant(?:ê|e)m|reparam|onderhouden|repareren|warten|reparieren)\s+[^,.;:()]{0,40}(?:fleet|vehicles?|v(?:é|e)hicules|flotte|veicoli|mezzi|flotta|veh(?:í|i)culos|flota|frota|voertuigen|vloot|fahrzeuge|fuhrpark)(?![\p{L}])/giu;
/** "Planners of staff and crews", "planners van personeel en ploegen": workforce planners (WFM_ASKED). */
const PLANNERS_OF_PEOPLE =
  /(?<![\p{L}])(?:planners?|planificat(?:eur|rice)s?|planificador(?:a|es|as)?|pianificator[ei]|planejador(?:a|es|as)?)\s+(?:van|of|des|du|de|dei|del|do|da)\s+(?:het\s+|the\s+|los\s+|les\s+|il\s+)?(?:personeel|staff|personnel|personale|personal|people)\s+(?:en|and|et|e|y)\s+(?:de\s+|the\s+|les\s+|le\s+|los\s+|des\s+|dei\s+|delle\s+|i\s+|le\s+|las\s+|das\s+|dos\s+)?(?:ploegen|crews?|shifts?|(?:é|e)quipes|brigades|squadre|turni|turnos|equipos|escalas)(?![\p{L}])/giu;
/** "The head of (the) planning", "de leidinggevende van de planning", "le responsable de la planification". */
const HEAD_OF_PLANNING =
  /(?<![\p{L}])(?:the\s+|de\s+|le\s+|la\s+|il\s+|el\s+|o\s+)?(?:heads?|managers?|leidinggevenden?|leiders?|responsables?|responsabil[ei]|chefs?|capo|jef[ae]s?|leiter(?:in)?)\s+(?:of|van|de|du|della|del|der|do|da)\s+(?:the\s+|de\s+|la\s+|l['’]\s*|il\s+|el\s+|a\s+)?(?:planning|planification|planificaci(?:ó|o)n|pianificazione|planung|planeamento)(?![\p{L}])/giu;
const WFM_TITLE =
  /\b(wfm|workforce (management|planning|planner|analyst|scheduler)\w*|(forecast\w*|schedul\w*|real[- ]?time|intraday) (analyst|planner|manager|lead|specialist)\w*|real[- ]?time|intraday|planification des (effectifs|plannings)|planificat\w* (des effectifs|des plannings)|planifica\w* de (personal|turnos|plantilla)|planeamento|pianifica\w* (del personale|dei turni|turni)|personeelsplan\w*|roosterplan\w*|roster\w*|crew plann\w*|shift plann\w*|planificat\w* (des )?(brigades|equipes)|planificat\w* (des )?(brigades|equipes) terrain)\b/;
/**
 * Collections and credit control (ISCO-08 4214 "debt-collectors and related workers"; ESCO "debt collector",
 * "credit controller"): who recovers debts or follows customers and members in arrears; recouvrement, cobros,
 * cobranças, Inkasso, incasso, recupero crediti. A job the title must name: the rest of the finance team is not it.
 */
const COLLECTIONS_ASKED =
  /\b(credit control(lers?)?|(debt )?collections?( (agents?|staff|teams?|officers?|specialists?|managers?))?|arrears( (staff|teams?|officers?|management))?|debt (recovery|collect\w*)|recouvrement( des creances)?|(controle|controlo|control) (de |do |del )?credito|cobr(os|anzas?|ancas?)|recobro|(recupera\w*|recuperacion|recuperar) (de )?(dividas|deudas|creances)|(quem |qui |quien )?(recupera|recouvre)\w* (as |las |les )?(dividas|deudas|creances)|((clientes?|socios?|membros?|clients?|membres?|customers?|members?|borrowers?) )?(em|en|in) (incumprimento|impago|mora|arrears|default)|(creditos?|prestamos|emprestimos) (em|en) (atraso|mora)|(faturas|facturas|factures) (por|a|en) (cobrar|recouvrer|souffrance)|inkasso\w*|forderungsmanag\w*|mahnwesen|debiteurenbeheer|\w*incasso|\w*achterstand(en)?|(miet|zahlungs)ruckstand\w*|(recupero|gestione) crediti|morosidad)\b/;
const COLLECTIONS_TITLE =
  /\b(credit control\w*|collections?|arrears|debt (recovery|collect\w*)|recouvrement|cobr(o|os|anza|anzas|anca|ancas|ador\w*)|recobro|inkasso\w*|forderungsmanag\w*|mahnwesen|debiteurenbeheer|\w*incasso\w*|\w*achterstand\w*|\w*ruckstand\w*|recupero crediti|morosidad|impagados)\b/;

/**
 * Container handling equipment drivers at a terminal (ISCO-08 8343 "crane, hoist and related plant operators" for
 * ship-to-shore gantry cranes, 8344 "lifting truck operators" for straddle carriers and reach stackers; ESCO "crane
 * operator", "straddle carrier operator"), in the seven languages: Containerbrückenfahrer, Van-Carrier-Fahrer,
 * Reachstacker-Fahrer, grutier portique, cavalier, kraanmachinist, gruista de pórtico; a job the title must name.
 */
const TERMINAL_EQUIPMENT_ASKED =
  /\b(\w*bruckenfahrer\w*|(van|straddle)[- ]?carriers?(?=-?\s*(\/|$))|(van|straddle)[- ]?carrier(-?\/?[- ]?(straddle[- ]?carrier))?[- ]?(fahrer\w*|drivers?|operators?|chauffeurs?|conducteurs?|bestuurders?|operador\w*|operator\w*|conductor\w*)|reach ?stacker[- ]?(fahrer\w*|drivers?|operators?|chauffeurs?|conducteurs?|bestuurders?|operador\w*|operator\w*)|geratefahrer\w*|(sts|gantry|quay|ship[- ]to[- ]shore|container) cranes? (drivers?|operators?)|(quay|gantry|container) crane (drivers?|operators?)|portainer\w*|grutiers? (de )?portiques?|cavalistes?|gruistas? de portico|operador(a|es|as)? de (portico|straddle carrier|reach ?stacker)|portaalkraanmachinist\w*|(container)?kraanmachinist\w*|straddle ?carrier ?chauffeurs?|gruist[ai] (di )?banchina)\b/;
const TERMINAL_EQUIPMENT_TITLE =
  /\b(\w*bruckenfahrer\w*|(van|straddle)[- ]?carrier\w*|reach ?stacker\w*|geratefahrer\w*|(sts|gantry|quay|ship[- ]to[- ]shore|container) cranes? (driver|operator)\w*|portainer\w*|grutier\w* (de )?portique|cavalist\w*|gruista\w* de portico|operador\w* de (portico|straddle|reach)|portaalkraan\w*|containerkraan\w*|kraanmachinist\w*|gruist[ai] (di )?banchina)\b/;

/**
 * Licensed surveyors (ISCO-08 2165 "cartographers and surveyors"; ESCO "land surveyor"): the surveyor admitted to
 * the profession's order or register, who alone may fix boundaries: géomètre-expert, landmeter-expert, chartered,
 * licensed or registered surveyor, öffentlich bestellter Vermessungsingenieur (ÖbVI). Asked for, the title must
 * name the licence: the survey technicians and field crews beside them are another job (SURVEY_CREW_ASKED).
 */
const LICENSED_SURVEYOR_ASKED =
  /\b(geometres?[- ]experts?|landmeters?[- ]expert(s|en)?|(chartered|licensed|registered|professional) (land )?surveyors?|offentlich bestellte\w* vermessungsingenieur\w*|obvi)\b/;
const LICENSED_SURVEYOR_TITLE =
  /\b(geometre\w*[- ]expert\w*|landmeter\w*[- ]expert\w*|(chartered|licensed|registered|professional) (land )?surveyor\w*|offentlich bestellt\w* vermessungsingenieur\w*|obvi|(m|f)rics)\b/;

/**
 * The licensed surveyor's trainee (géomètre stagiaire, géomètre-expert stagiaire: the graduate in the order's
 * professional traineeship, a candidate for the licence): a status the title must name, not every intern or
 * apprentice of a survey office.
 */
const SURVEYOR_TRAINEE_ASKED =
  /\b(geometres?([- ]experts?)? stagiaires?|candidats? geometres?[- ]experts?)\b/;
const SURVEYOR_TRAINEE_TITLE =
  /\b(geometre\w*([- ]expert\w*)? stagiaire\w*|candidat\w* (au titre de )?geometre\w*[- ]expert\w*)\b/;

/**
 * A land acquisition team (ESCO "land acquisition agent", "land agent"; ISCO-08 3334 real estate agents, 2611 for its
 * jurists): the people who negotiate and secure land, rights of way and easements (foncier, Grunderwerb,
 * grondverwerving, adquisición de suelo). Said as a team, a job the title must name.
 */
const LAND_ACQUISITION_ASKED =
  /\b(land acquisitions?( (teams?|staff|people))?|(equipes? |poles? |services? )?fonciers?( (teams?|equipes?))?|grunderwerb\w*|grundstucksakquis\w*|grondverwerv\w*|adquisicion(es)? de (suelo|terrenos)|aquisica?o(es)? de terrenos|acquisizion[ei] (di )?(terreni|aree))\b/;
const LAND_ACQUISITION_TITLE =
  /\b(land acquisition\w*|land (agent|negotiator|manager)\w*|right[- ]of[- ]way|foncier\w*|fonciere\w*|grunderwerb\w*|grundstucksakquis\w*|grondverwerv\w*|adquisicion\w* de (suelo|terrenos)|aquisica?o\w* de terrenos|acquisizion\w* (di )?(terreni|aree))\b/;

/**
 * A diocese's curia offices held by its clergy (ISCO-08 2636; the Code of Canon Law's vicar general, episcopal vicar,
 * judicial vicar or officialis, and chancellor): each office a definition names is a job the title must name, not the
 * whole clergy, in the seven languages. The same words read the office in the title.
 */
const VICAR_GENERAL =
  /\b(vicars? general|vicari[oi] general[ei]|vicaires? generaux|vicaires? general|vicarios? generales?|vigarios? gera(l|is)|generalvikar\w*|vicaris[- ]generaal)\b/;
const EPISCOPAL_VICAR =
  /\b(episcopal vicars?|vicars? episcopal|vicari[oi] episcopal[ei]|vicaires? episcopa(l|ux)|vicarios? episcopal(es)?|vigarios? episcopa(l|is)|bischofsvikar\w*|bisschoppelijk vicaris\w*)\b/;
const JUDICIAL_VICAR =
  /\b(judicial vicars?|vicars? judicial|vicari[oi] giudizial[ei]|vicaires? judiciaires?|vicarios? judicial(es)?|vigarios? judicia(l|is)|offizial\w*|officialis|gerechtsvicaris\w*)\b/;
const CURIA_CHANCELLOR =
  /\b(chancellors?( of the curia)?|cancellier[ei]( vescovil[ei]| della curia| di curia)?|chanceliers?|cancilleres?|chanceler(es)?|kanzler(in)?|ordinariatskanzler\w*|kanselier\w*|cancellarius)\b/;

/**
 * Survey technicians and field crews (ISCO-08 3112 "civil engineering technicians": surveying technicians, and the
 * helpers who hold the staff and chain; ESCO "surveying technician"): technicien géomètre or topographe, chef de
 * brigade, aide-opérateur, porte-mire, survey technician, party chief, chainman, rodman, Vermessungstechniker,
 * Messgehilfe, meettechnicus, técnico de topografía, auxiliar de topografía, portamira, canneggiatore. Asked for,
 * the title must name the crew's trade; the licensed surveyor and the surveying engineer are other jobs.
 */
const SURVEY_CREW_ASKED =
  /\b(techniciens? (de mesure|geometres?|topographes?)((-| et )topographes?)?|chefs? de brigades?( topographes?)?|aides?[- ]operat(eurs?|rices?)( topographes?)?|porte[- ]mires?|survey(ing)? (technicians?|crews?|assistants?|party chiefs?)|party chiefs?|chainm[ae]n|rodm[ae]n|vermessungstechniker\w*|\w*messgehilf\w*|meettechnic\w*|tecnic[oa]s? (en |de )?topografi\w*|auxiliar(es)? de topografi\w*|porta-?miras?|canneggiator\w*)\b/;
const SURVEY_CREW_TITLE =
  /\b(technicien\w* (de mesure|geometre\w*|topographe\w*)|topographe\w*|chef\w* de brigade|aide\w*[- ]operat\w*|porte[- ]mire\w*|survey(ing)? (technician|crew|assistant|party chief)\w*|party chief\w*|chainm[ae]n|rodm[ae]n|vermessungstechniker\w*|\w*messgehilf\w*|meettechnic\w*|tecnic[oa]\w* (en |de )?topografi\w*|auxiliar\w* de topografi\w*|porta-?mira\w*|canneggiator\w*|topograf[oa]s?)\b/;

/**
 * Reality capture (ISCO-08 2165 "cartographers and surveyors": photogrammetrists; ESCO "photogrammetrist", "drone
 * pilot"): photogrammetry, LiDAR, laser scanning, point clouds and scan-to-BIM, and the remote pilots of drones who fly
 * the surveys. A drone's pilot is no aircraft's flight crew. Each is a job the title must name.
 */
const REALITY_CAPTURE_ASKED =
  /\b(reality capture|(\w*photogramm?etr\w*|\w*fotogramm?etr\w*|lidar|laser[- ]?scan\w*|scan[- ]to[- ]bim|point[- ]clouds?|nuages? de points|punktwolk\w*|puntenwolk\w*|nubes? de puntos|nuvens? de pontos|nuvol[ae] di punti)( (specialists?|modell?ers?|technicians?|engineers?|operators?|teams?))?)\b/;
const REALITY_CAPTURE_TITLE =
  /\b(reality capture|\w*photogramm?etr\w*|\w*fotogramm?etr\w*|lidar|laser[- ]?scan\w*|scan[- ]to[- ]bim|point[- ]clouds?|nuages? de points|punktwolk\w*|puntenwolk\w*|nubes? de puntos|nuvens? de pontos|nuvol[ae] di punti)\b/;
const DRONE_PILOT_ASKED =
  /\b((drone|uas|uav|rpas) (pilots?|operators?)|remote pilots?|telepilotes?( (de )?drones?)?|drohnen(pilot|piloten|pilotin\w*|operator\w*)|dronepilo(o|)t(en)?|pilot(o|os|a|as|i|e)? (de |di )?drones?)\b/;
const DRONE_PILOT_TITLE = /\b(drones?|\w*drohne\w*|dronepilo\w*|telepilot\w*|uas|uav|rpas|remote pilot\w*)\b/;

/**
 * Surveyors (ISCO-08 2165 "cartographers and surveyors", 3112's survey technicians; ESCO "land surveyor",
 * "surveying technician"), in the seven languages: géomètre(-topographe), topographe, landmeter, meettechnicus,
 * Vermesser, Vermessungstechniker, topógrafo, agrimensor, geometra, topografo. Hydrographic, quantity, insurance
 * and marine surveyors are other jobs. A job the title must name.
 */
const SURVEYOR_ASKED =
  /\b((?<!(hydrographic|quantity|insurance|marine|building|cost|claims?) )(land |chartered |site |field )?surveyors?|surveying (technicians?|teams?|staff)|geometres?(-| )?(topographes?|experts?)?|topographes?|techniciens? (de mesure|geometres?|topographes?)|landmeters?(-| )?(experts?)?|meettechnic\w*|topografen|topograaf|\w*vermesser\w*|vermessungs(techniker|ingenieur)\w*|topograf[oa]s?|agrimensor(a|es|as)?|geometr[ie]|geometra)\b/;
const SURVEYOR_TITLE =
  /\b((?<!(hydrographic|quantity|insurance|marine|building|cost|claims?) )(land |chartered |site |field )?surveyor\w*|geometre\w*|topograph\w*|landmeter\w*|meettechnic\w*|topogra(af|fen)|\w*vermesser\w*|vermessungs\w*|topograf[oa]s?|agrimensor\w*|geometr[ai])\b/;

/**
 * Corrugator crews (ISCO-08 8143 "paper products machine operators"; ESCO "corrugator operator"): whoever works
 * at the corrugating line (Wellpappenanlage, WPA, onduleuse, onduladora, onduladeira, ondulatore,
 * golfkartonmachine), machine operators, shift leaders and helpers alike. The title must name the line.
 */
const CORRUGATOR_ASKED =
  /\b(wellpappen(anlage|maschine)\w*|(?<![a-z])wpa(?![a-z])|corrugators?( (crews?|operators?|lines?|teams?))?|onduleuses?|onduladoras?|onduladeiras?|ondulatric[ei]|golfkarton(machine|lijn)\w*)\b/;
const CORRUGATOR_TITLE =
  /\b(wellpappen(anlage|maschine)\w*|(?<![a-z])wpa(?![a-z])|corrugat\w*|onduleuse\w*|onduladora\w*|onduladeira\w*|ondulatric\w*|golfkarton(machine|lijn)\w*)\b/;

/**
 * A technical department in Dutch or German ("technische dienst", "Technischer Dienst"), in a definition: the
 * maintenance department that keeps machines and installations running (ISCO-08 7233 machinery mechanics, 7412
 * electrical mechanics), so its people are mechanics, electricians and maintenance staff, not everyone in
 * operations. The title must name the department or a maintenance trade. The German "Betriebstechnik" (a plant's
 * technical services) is such a department; its trades include fitters and smiths (Schlosser, Danish and Norwegian
 * smed, ISCO-08 7222, 7221), automation technicians (3114) and the Nordic maintenance (vedligehold, vedlikehold).
 */
const TECHNICAL_DEPARTMENT_ASKED =
  /\b(technische dienst|technischen? dienst(es)?|technischer dienst|betriebstechnik)\b/;
const TECHNICAL_DEPARTMENT_TITLE =
  /\b(technische[rn]? dienst\w*|td (monteur|technicus)\w*|\w*monteur\w*|\w*mechaniker\w*|\w*mechatroniker\w*|\w*mecanicien\w*|elektro\w*|electro\w*|\w*elektriker\w*|electricien\w*|betriebstechnik\w*|onderhoud\w*|maint[ae]n[ae]nce|instandhalt\w*|werkplaats\w*|werkstatt\w*|techniek|\w*schlosser\w*|\w*smede?|automati(k|ons?|sierungs)(techni|tekni)\w*|vedligehold\w*|vedlikehold\w*)\b/;

/** A terminal or port said as where people work, at the end of a phrase ("at the terminal", "am Hafen"). */
const AT_TERMINAL =
  /(?<=\p{L})\s+(at|on|in|am|im|auf dem|au|a la|en el|en la|na|no|al|nel|bij|op) (the |de |het |le |la |l'|el |o |a |il |dem |der )?(terminals?|ports?|harbou?rs?|hafen|haven|porto|puerto)$/u;
/**
 * A laboratory named with the plant it sits in ("laboratoire d'usine", "plant laboratory", "Labor im Werk", "laboratorio
 * de planta", "laboratorio dello stabilimento", "fabriekslaboratorium"): the plant says where the laboratory is, not
 * that its staff work in production. Read as the laboratory alone.
 */
const PLANT_LABORATORY =
  /(?<![\p{L}])(?:(?:plant|factory|mill|works|werks?|fabrieks?|usine) ?(laborat(?:ory|ories|orium)|labs?|labor)|((?:laborat|labor)\p{L}*|labs?)((?: (?:staff|personnel|personal|personale|pessoal|team|équipe|equipe|equipo))?) (?:(?:of|at|in|d['’]|de|du|da|do|di|dello|della|del|der|des|im|am|van|in het|in de|bij) ?(?:the |la |l['’]|het |de |el |il |lo |o |a |dem |der )?)(?:plants?|factor(?:y|ies)|usines?|werks?|werkes|fabriek|fabrica|fábrica|fabbrica|planta|stabilimento|fabrik))(?![\p{L}])/giu;
/**
 * "Members of a management board and other executives only count if they also hold such a seat": a sentence that lets
 * people in only when they also meet what the definition asks otherwise ("also", "auch", "aussi", "también", "ook",
 * "também", "anche") adds nobody of its own; it is read as not said.
 */
const ONLY_IF_ALSO =
  /[^.;!?]*(?<![\p{L}])(?:only (?:counts?|qualify|qualifies|included|(?:are|is) included) (?:if|when)|count only (?:if|when)|z(?:ä|a)hlen nur,? (?:wenn|falls)|nur,? (?:wenn|falls)|ne comptent que s['’]?|(?:ne )?compte(?:nt)? seulement s['’]?|s(?:ó|o)lo cuentan si|cuentan s(?:ó|o)lo si|tellen alleen (?:mee )?als|s(?:ó|o) contam se|contam apenas se|contano solo se|solo se)\s+[^.;!?]*?(?<![\p{L}])(?:also|auch|ebenfalls|aussi|[eé]galement|tambi[eé]n|ook|tamb[eé]m|anche|pure)(?![\p{L}])[^.;!?]*[.;!?]?/giu;

/** People named by no job ("staff", "everyone", "Mitarbeiter"): before AT_TERMINAL the place is all they say. */
const GENERIC_PEOPLE =
  /^((all|the|our|alle|die|tous|toutes|les|todo|todos|el|los|o|os|tutti|il|de|het)\s+)*(staff|people|persons|employees|workers|personnel|team|teams|everyone|everybody|anyone|mitarbeiter\w*|beschaftigte\w*|leute|personal|salaries|employes|gens|equipe|empleados|personal|trabajadores|funcionarios|trabalhadores|dipendenti|lavoratori|personale|medewerkers|personeel|iedereen)?$/;

/**
 * Heavy truck drivers (ISCO-08 8332 "heavy truck and lorry drivers"; ESCO "truck driver"), licence C/CE, in the seven
 * languages: chauffeur poids lourd (PL), vrachtwagenchauffeur, LKW-/Berufskraftfahrer, camionero, motorista de pesados,
 * camionista. A job the title must name; a depot manager who once drove is not one.
 */
/**
 * Clinical operations (ESCO "clinical research associate", "clinical trial manager"; ISCO-08 2149/3259 by task): those who
 * run a sponsor's clinical trials, the CRAs/ARCs who monitor the sites, the trial managers and the trial assistants, in the
 * seven languages. A job the title must name: the sponsor's bench scientists, however much R&D they are, run no trial.
 */
const CLINICAL_OPS_ASKED =
  /\b((detache\w*|seconded|outsourced|provided|destacad\w*|cedid\w*|distaccat\w*|gedetacheerd\w*|entsandt\w*) (by|from|par|de|da|via|por|von|door|through|tramite) (une? |a |an |einer? |een |una? |uma )?cros?|((assistant\w*|asistentes?|assistenti|chefs? de projets?|jef(e|a)s? de proyectos?|project managers?|coordinat\w*|coordinador\w*|coordenador\w*|monitor\w*|moniteurs?|attache\w*|responsables?|gestor\w*|manager\w*) (d.\s?|de |des |of |di |do |da |dos |van |der |in |en )?)?(clinical (operations|ops|trials?( (managers?|assistants?|associates?|coordinators?|leads?|leaders?))?|research associates?|study (managers?|coordinators?)|monitors?)|clinical research|operations cliniques|operaciones clinicas|operacoes clinicas|operazioni cliniche|klinische (operaties|studien\w*|prufung\w*|operations|monitore?n?)|cras?|arcs?|ctas?|essais cliniques|etudes cliniques|estudios clinicos|estudos clinicos|recherche clinique|ensayos clinicos|investigacion clinica|ensaios clinicos|investigacao clinica|pesquisa clinica|sperimentazion[ei] clinich[ea]|studi clinici|ricerca clinica|studienkoordinator\w*|klinisch(e)? (studies|onderzoek)))\b/;
const CLINICAL_OPS_TITLE =
  /\b(clinical (operations?|ops|trials?|research|study|studies|monitor\w*|project)|operations? cliniques?|operaciones clinicas|operacoes clinicas|operazioni cliniche|klinische operaties|cra|arc|essais? cliniques?|recherche clinique|etudes? cliniques?|ensayos? clinicos?|investigacion clinica|estudios? clinicos?|ensaios? clinicos?|investigacao clinica|pesquisa clinica|estudos? clinicos?|sperimentazion\w* clinic\w*|ricerca clinica|studi clinici|studio clinico|klinisch\w* (monitor|studie|prufung|onderzoek|operations)\w*|studienkoordinator\w*|studienassisten\w*)\b/;

/**
 * Childcare group workers (ISCO-08 5311 "child care workers"; ESCO "child care worker", "early years educator"): those on
 * a day nursery's or after-school group with the children, in the seven languages: pedagogisch medewerker, Erzieher in
 * der Kita, éducateur de jeunes enfants, auxiliaire de puériculture, educador infantil, educadora de infância, educatore
 * di nido. A job the title must name: a pedagogical policy officer or coach works on the method, not on the group.
 */
const CHILDCARE_WORKER_ASKED =
  /\b(pedagogisch(e)? medewerkers?|groepsleid(st)?ers?|(childcare|child care|nursery|early years) (workers?|practitioners?|educators?|nurses?|assistants?)|group educators?|kita-?erzieher\w*|kinderbetreuer\w*|kinderpfleger\w*|educat(eurs?|rices?) de jeunes enfants|auxiliaires? de puericulture|educador(es|as?)? infantil(es)?|tecnic[oa]s? (de|en) educacion infantil|educador(es|as?)? de infancia|auxiliar(es)? de (educacao|acao educativa)|educat(ori|rici) (di |del |dell.)?(asilo )?nido|educat(ori|rici) (della |dell.)?infanzia)\b/;
const CHILDCARE_WORKER_TITLE =
  /\b(pedagogisch(e)? medewerk\w*|groepsleid\w*|(childcare|child care|nursery|early years) (worker|practitioner|educator|nurse|assistant)\w*|kita-?erzieher\w*|kinderbetreuer\w*|kinderpfleger\w*|educat(eur|rice)\w* de jeunes enfants|auxiliaire\w* de puericulture|educador\w* infantil\w*|tecnic[oa]\w* (de|en) educacion infantil|educador\w* de infancia|auxiliar\w* de (educacao|acao educativa)|educat(ore|rice|ori|rici) (di |del |dell.)?(asilo )?nido|educat(ore|rice|ori|rici) (della |dell.)?infanzia)\b/;

/**
 * A dealership's F&I desk (ISCO-08 3321 insurance representatives, 3312 credit and loans officers, as sellers of the
 * car's finance and insurance): the F&I managers and advisers, "finance and insurance" named together, in the seven
 * languages. A job the title must name: the company's finance department (its CFO, accountants, controllers) is not it.
 */
const F_AND_I_ASKED =
  /(?<![\p{L}])(f ?& ?i|f and i|(financ\w*|financement|financiacion|financiamento|finanziament\w*|finanzierung\w*|financiering\w*) (and|&|y|e|et|und|en) (insurance|seguros?|assurances?|versicherung\w*|verzekering\w*|assicurazion[ei]))(?![\p{L}])/u;
const F_AND_I_PHRASE =
  /(?<![\p{L}])(financ\p{L}*|finanziament\p{L}*|finanzierung\p{L}*|financiering\p{L}*) (and|&|y|e|et|und|en) (insurance|seguros?|assurances?|versicherung\p{L}*|verzekering\p{L}*|assicurazion[ei])(?![\p{L}])/giu;
const F_AND_I_TITLE =
  /(?<![\p{L}])(f ?& ?i|f and i|(financ\w*|financement|financiacion|financiamento|finanziament\w*|finanzierung\w*|financiering\w*) (and|&|y|e|et|und|en) (insurance|seguros?|assurances?|versicherung\w*|verzekering\w*|assicurazion[ei]))(?![\p{L}])/u;

/**
 * Van and delivery drivers (ISCO-08 8322 "car, taxi and van drivers"; ESCO "delivery driver", "van driver"), in the
 * seven languages: chauffeur-livreur, Auslieferungsfahrer, bezorger, repartidor, motorista de distribuição, autista
 * consegne. A job the title must name: a planner or dispatcher of the deliveries drives nothing.
 */
const VAN_DRIVER_ASKED =
  /\b((delivery|van|courier|multi-?drop)( van)? drivers?|(chauffeurs?|conducteurs?)[- ]livreurs?|livreu(r|rs|se|ses)|(chauffeurs?|conducteurs?) (de )?(fourgons?|camionnettes?|vl|utilitaires?)|(auslieferungs|kurier|liefer|zusteller|transporter)-?fahrer\w*|bestel(wagen|bus)chauffeurs?|(pakket)?bezorgers?|repartidor(es|as?)?|conductor(es|as?)? de (furgoneta|reparto)s?|motoristas? (de )?(carrinhas?|distribuicao|entregas?)|autisti (di furgon[ie]|consegne|corrieri))\b/;
const VAN_DRIVER_TITLE =
  /\b((delivery|van|courier|multi-?drop)( van)? driver\w*|(chauffeur|conducteur)\w*[- ]livr\w*|livreu\w*|(chauffeur|conducteur)\w* (de )?(fourgon|camionnette|vl|utilitaire)\w*|(auslieferungs|kurier|liefer|zusteller|transporter)-?fahrer\w*|bestel(wagen|bus)chauffeur\w*|(pakket)?bezorger\w*|chauffeur\w* \w*bezorging\w*|repartidor\w*|conductor\w* de (furgoneta|reparto)\w*|motorista\w* (de )?(carrinha|distribuicao|entrega)\w*|autista (di furgone|consegne|corriere))\b/;

/**
 * Drivers, said bare (ISCO-08 83 "drivers and mobile plant operators": 8321 motorcycle, 8322 car and van, 8331 bus,
 * 8332 truck drivers), in the seven languages: drivers, Fahrer, chauffeurs, conductores, choferes, motoristas, autisti,
 * chauffeurs. A job the title must name, whatever it drives: a driver's title in any language, and the Danish and
 * Norwegian chauffør and sjåfør. A transport manager or planner drives nothing, and a driver trainer teaches driving
 * (ISCO-08 5165). (A ship's "motorista" is an engine
 * rating; a definition of drivers asks for none, and its title names the engine room.)
 */
const DRIVER_ASKED =
  /^(?:(?:all|the|our|alle|die|unsere|tous|toutes|les|nos|todos|todas|los|las|os|as|nossos|tutti|i|gli|de|onze)\s+)?(drivers|fahrer(innen)?|chauffeurs?|conductor(es|as)|choferes|motoristas|autisti)$/;
const DRIVER_TITLE =
  /\b(\w*drivers?(?! (trainers?|instructors?|coach\w*|assessors?))|\w*fahrer(in)?|\w*chauffeur\w*|\w*chauff?(or|oer)\w*|\w*sjafor\w*|conductor(a)?|chofer(es)?|motorista\w*|autista|koerier\w*|kurier\w*|courier\w*|repartidor\w*|livreu\w*|camionist[ai]|camioner[oa]s?|bezorger\w*)\b/;

// A tank truck's driver (fuel, milk, chemicals; ESCO "tanker driver") is a heavy truck driver too (ISCO-08 8332).
const TRUCK_DRIVER_ASKED =
  /\b((chauffeurs?|conducteurs?) (poids lourds?|pl|spl|porteurs?|ce|c)|(hgv|lgv|spl|pl|porteur|c ?e|class 1|class 2) drivers?|chauffeurs? (de )?camions?|conducteurs? (de )?(poids lourds?|camions?)|vrachtwagenchauffeurs?|(lkw|berufskraft|kraft)-?fahrer\w*|(truck|lorry|hgv|lgv) drivers?|camioneros?|conductor(es|as?)? de camion(es)?|motoristas? de (pesados|camiao|camioes)|camionist[ai]|autisti di (camion|mezzi pesanti)|(tanker|tank truck|tank lorry|road tanker) drivers?|tankwagen(fahrer|chauffeur)\w*|(chauffeur|conducteur)\w* (de )?(camions? )?citernes?|(conductor|chofer)\w* de (camion(es)? )?cisternas?|motorista\w* de (camiao |camioes |pesados )?cisternas?|autist[ai] di autocistern[ae]|autocisternist[ai])\b/;
const TRUCK_DRIVER_TITLE =
  /\b((chauffeur|conducteur)\w* (poids lourds?|pl|spl|porteur|ce|c)|conductor\w* (internacional |nacional |de larga distancia )?de (camion\w*|frigorifico\w*|trailer\w*|trailers)|chauffeur\w* (de )?camion\w*|conduct\w* (de )?(poids lourds?|camion\w*)|vrachtwagenchauffeur\w*|chauffeur (c|ce)|(lkw|berufskraft)-?fahrer\w*|(truck|lorry|hgv|lgv) driver\w*|camioner[oa]s?|conductor\w* de camion\w*|motorista\w* de (pesados|camiao|camioes)|camionist[ai]|autista di (camion|mezzi pesanti)|(driver|chauffeur|conducteur|conductor|motorista|autista|fahrer)\w* adr|adr[- ]?(driver|fahrer|chauffeur)\w*|(tanker|tank truck|tank lorry|road tanker) drivers?|tankwagen(fahrer|chauffeur)\w*|(chauffeur|conducteur)\w* (de )?(camions? )?citernes?|(conductor|chofer)\w* de (camion(es)? )?cisternas?|motorista\w* de (camiao |camioes |pesados )?cisternas?|autist[ai] di autocistern[ae]|autocisternist[ai])\b/;

/**
 * Lashers (ISCO-08 9333 "freight handlers", ESCO "lasher"), who secure and release containers on deck, and their
 * foremen, in the seven languages: Lascher, Laschen, saisisseurs, sjorders, trincadores, rizzatori. A job the title
 * must name.
 */
const LASHING_ASKED =
  /\b(lash(ers?|ing)( (gangs?|crews?|foremen|foreman|teams?))?|lascher\w*|laschen|saisisseurs?|sjorders?|sjorploeg\w*|trincador(es|as?)?|rizzator[ei]|peadores?)\b/;
const LASHING_TITLE =
  /\b(lash(er|ers|ing)|lasch\w*|saisisseu\w*|sjorder\w*|trincador\w*|rizzator\w*|peador\w*)\b/;

/**
 * Vessel and yard planners at a terminal (ISCO-08 4323 "transport clerks"; ESCO "ship planner"): stowage and yard
 * planning, in the seven languages: Schiffsplaner, Yardplaner, planificateur navire, scheepsplanner, planificador de
 * buques. A job the title must name, the planning's interns and head included.
 */
const VESSEL_PLANNING_ASKED =
  /\b((vessel|ship|stowage|yard|berth) ?plann(ers?|ing)|(schiffs|yard|stau|liegeplatz)-?plan(er\w*|ung\w*)|planificat(eur|rice)s? (navires?|de cale|yard|de parc)|(scheeps|yard)planner\w*|planificador(es|as?)? de (buques|patio|estiba)|planejador(es|as?)? de (navios|patio)|pianificator[ei] (navi|piazzale))\b/;
const VESSEL_PLANNING_TITLE =
  /\b((vessel|ship|stowage|yard|berth) ?plann\w*|(schiffs|yard|stau|liegeplatz)-?plan(er|ung)\w*|planificat\w* (navire|de cale|yard|de parc)\w*|(scheeps|yard)planner\w*|planificador\w* de (buques|patio|estiba)|planejador\w* de (navios|patio)|pianificator\w* (navi|piazzale))\b/;

/**
 * A sorting centre's staff (ISCO-08 9612 "refuse sorters", ESCO "recycling worker"; with its forklift drivers, team
 * leaders and head): centre de tri, sorteercentrum, Sortieranlage, planta de clasificación. Asked for as the place's
 * people, a job the title must name by the sorting (tri, sorteer, Sortier, clasificación).
 */
const SORTING_CENTRE_ASKED =
  /\b(centres? de tri|operat(eur|rice)s? de tri|trieu(r|rs|se|ses)|sorting (centres?|centers?|plants?|facilit(y|ies)|operatives?|staff)|(waste|recycling) sorters?|sorteer(centr\w*|install\w*|ders?)|sortier(anlage|zentrum|er)\w*|plantas? de (clasificacion|triaje)|centros? de (triagem|clasificacion)|impiant[oi] di selezione)\b/;
const SORTING_CENTRE_TITLE =
  /\b(centre de tri|(operat|agent|chef|responsable|conduct)\w* (d.equipe )?(de |du )?(centre de )?tri|trieu\w*|sorting|sorters?|sorteer\w*|sortier\w*|clasificacion|triagem|selezione rifiuti)\b/;

/**
 * Who receives the trucks at the gate (ISCO-08 4321 "stock clerks" who weigh goods in, 4323's gate clerks; ESCO
 * "weighbridge operator"): weighers at the weighbridge (peseurs, pont-bascule, Waage, weegbrug, báscula), waste
 * acceptance agents and the terminal's gate checkers (Torabfertigung). A job the title must name.
 */
const WEIGHBRIDGE_GATE_ASKED =
  /\b(peseu(r|rs|se|ses)|ponts?-? ?bascules?|weighbridges?( (operators?|clerks?|staff))?|weighers?|(fahrzeug)?waage\w*|wiegemeister\w*|weegbrug\w*|basculas?|basculeros?|bilico|pesatori|pesadores?|gate (checkers?|clerks?|staff)|checkers? (au |at the |am )?gate|torabfertigung\w*|admission des dechets|acceptation des dechets|(waste )?acceptance (agents?|staff))\b/;
const WEIGHBRIDGE_GATE_TITLE =
  /\b(peseu\w*|pont-? ?bascule|weighbridge|weigher\w*|waage\w*|wiegemeister\w*|weegbrug\w*|bascul\w*|pesator\w*|pesador\w*|gate|torabfertigung\w*|acceptation des dechets|admission des dechets|waste acceptance)\b/;

/**
 * Structural packaging designers and developers (ISCO-08 2163 "product and garment designers"; ESCO "packaging
 * designer"), with the sample makers who cut their samples: Verpackungsentwickler, concepteurs d'emballages,
 * verpakkingsontwikkelaars, diseñadores de envases, progettisti di imballaggi. Graphic designers are not it. A job
 * the title must name.
 */
const PACKAGING_DESIGN_ASKED =
  /\b((structural )?packaging (designers?|developers?|development|engineers?|design)|verpackungs(entwickl|design|konstrukt)\w*|concepteu(r|rs|se|ses) (d.|en )?emballages?|verpakkings(ontwikkel|ontwerp)\w*|disenador(es|as?)? de (envases|embalajes)|designers? de embalagens?|progettist[ie] (di )?(imballaggi|packaging)|sample ?makers?|mustermacher\w*)\b/;
const PACKAGING_DESIGN_TITLE =
  /\b((structural )?packaging (designer|developer|development|engineer|design)\w*|verpackungs(entwickl|design|konstrukt)\w*|concept\w* (d.|en )?emballage\w*|verpakkings(ontwikkel|ontwerp)\w*|disenador\w* de (envases|embalajes)|designer\w* de embalage\w*|progettist\w* (di )?(imballaggi|packaging)|sample ?maker\w*|mustermacher\w*|echantillonn\w*)\b/;

/**
 * Converting machine operators in a packaging plant (ISCO-08 8143 "paper products machine operators", 7322 printers):
 * flexo printer-slotters, die-cutters, folder-gluers and the converting department (Weiterverarbeitung, Drucken,
 * Stanzen, Kleben; plieuse-colleuse; Packmitteltechnologe). A job the title must name; the corrugator is not it.
 */
const CONVERTING_ASKED =
  /\b((machine )?operators? in converting|converting (operators?|department|machines?|lines?|crews?)|printer-? ?slotters?|die-? ?cutters?|folder-? ?gluers?|weiterverarbeitung|faltschachtelklebe\w*|flachbettstanz\w*|plieuses?-? ?colleuses?|packmitteltechnolog\w*)\b/;
const CONVERTING_TITLE =
  /\b(flexo\w*|\w*slotter\w*|\w*stanze\w*|stanzer\w*|bobst|die-? ?cut\w*|folder-? ?gluer\w*|faltschachtel\w*|\w*klebemaschine\w*|plieuse\w*|packmitteltechnolog\w*|weiterverarbeitung|converting)\b/;

/** Cleaning staff asked for in a definition, in the seven languages (see the job below). */
const CLEANING_ASKED =
  /\b(cleaning (staff|agents?|operatives?|crews?|teams?|personnel|team leaders?|supervisors?)|cleaners?|window cleaners?|(agents?|agentes|chefs? d'equipe|responsables? d'equipe) (de |d.\s?)?(proprete|nettoyage|bio ?nettoyage|entretien)|agents? de service(?! (client\w*|apres|commercia\w*|informatique|technique|public))|personnel (de |d.\s?)?(proprete|nettoyage|entretien)|(pessoal|agentes?|chefes? de equipa|encarregad[oa]s?|limpador(a|es|as)?|auxiliar(es)? de limpeza) (de |da )?(limpeza|vidros)|limpadores? de vidros|laveurs? de vitres|(personal|operari[oa]s?|limpiador(a|es|as)?|encargad[oa]s?) (de )?limpieza|limpiador(a|es|as)?|reinigungs(kraft|krafte|personal|mitarbeiter\w*)|gebaudereinig\w*|glasreinig\w*|raumpfleg\w*|schoonma\w*|glazenwassers?|addett[ie] (alle |delle )?pulizie|personale (delle |di )?pulizi[ae]|operatori ecologici)\b/;
/** A cleaner's or cleaning team leader's title (see the job above). */
const CLEANING_TITLE =
  /\b(clean(er|ers|ing)|agent\w* (de |d.\s?)(proprete|nettoyage|bio ?nettoyage|entretien)|agent\w* de service(?! (client\w*|apres|commercia\w*|informatique|technique|public))|chef\w* d'equipe (de )?(proprete|nettoyage)|responsable (de |d.\s?)(proprete|nettoyage)|laveu\w* de vitres|nettoyeu\w*|agente\w* de limpeza|limpador\w*|encarregad[oa] de limpeza|auxiliar de limpeza|empregad[oa] de limpeza|limpiador\w*|operari[oa] de limpieza|encargad[oa] de limpieza|reinigung\w*|\w*reiniger(in)?|raumpfleg\w*|schoonma\w*|glazenwasser\w*|addett[oa] (alle |delle )?pulizie|operatore? (delle )?pulizie)\b/;

/** Ride operators asked for in a definition, in the seven languages (see the job below). */
const RIDE_OPERATOR_ASKED =
  /\b(ride (operators?|hosts?|attendants?|operations?|staff|crews?)|(fairground|amusement|theme park) (ride )?(operators?|attendants?)|attractie ?medewerkers?|attractie ?(bediening|bedieners?|hosts?)|fahrgesch(a|ae)fts?(mitarbeiter|personal|bediener|betreuer)\w*|(operat(eur|eurs|rice|rices)|agents?|animat(eur|eurs|rice|rices)|employ(e|es|ee|ees)) (des |d.\s?)attractions?|(operador(es|as?)?|auxiliar(es)?|emplead[oa]s?) de atracc?(iones|ion|oes|ao)|(operat(ori|ore|rici|rice)|addett[ie]) (alle |delle |di )?attrazion[ei])\b/;
/**
 * A ride operator's or ride team leader's title: it names the rides themselves, and not their upkeep (a mechanic,
 * technician, engineer or inspector of rides maintains or inspects them: see the job above).
 */
const RIDE_OPERATOR_TITLE =
  /^(?!.*\b(\w*monteur\w*|mechanic\w*|mecanicien\w*|mecanic[oa]s?|meccanic[oi]|mechaniker\w*|\w*techni\w*|tecnic\w*|engineer\w*|ingenieur\w*|ingeniero\w*|ingegner\w*|\w*inspect\w*|\w*inspecteur\w*|inspector\w*|ispettor\w*|keurmeester\w*|\w*pruf\w*|sachverstandig\w*|maintenance|onderhoud\w*|instandhaltung\w*|wartung\w*|mantenimiento|manutencao|manutenzione|entretien)\b).*\b(ride (operat\w*|hosts?|attendants?|supervisors?|team ?lead\w*)|rides?|ride operations|attracties?|attractiemedewerker\w*|fahrgesch(a|ae)ft\w*|attractions?|atraccion(es)?|atracc?(oes|ao)|attrazion[ei])\b/;

/** Hydrotherapy (thermal care) agents asked for in a definition, in the seven languages (see the job below). */
const THERMAL_AGENT_ASKED =
  /\b(agent(e|s|es)? therma(l|le|ux|les)|agent(e|es|i)? terma(l|les|li|le)|hydrotherapeut(e|es|en|in|innen)?|hydrotherapists?|hidroterapeutas?|idroterapist[ie]|operat(ori|ore|rici|rice) terma(li|le)|(medizinische[rn]? )?bademeister\w* (fur |im )?(thermal|kur)\w*|medizinische[rn]? bademeister\w*|kurmittel\w*)\b/;
/** A hydrotherapy agent's or their team leader's title: the thermal care it gives (see the job above). */
const THERMAL_AGENT_TITLE =
  /\b(agent\w* therma\w*|agent\w* terma\w*|hydrother\w*|hidroter\w*|idroter\w*|soins? thermaux|operat\w* termal\w*|medizinisch\w* bademeister\w*|kurmittel\w*)\b/;

/** Employee representatives asked for in a definition (see the job below). */
const EMPLOYEE_REP_ASKED =
  /\b(works[- ]councils?( members?)?|union (delegates?|representatives?|reps|stewards?)|shop stewards?|cse|comite social et economique|elu(e|s|es)? (du )?(cse|personnel)|representants? du personnel|delegu(e|es|ees|s)? (syndica(l|le|ux|les)|du personnel)|betriebsr(a|ae)t\w*|personalr(a|ae)t\w*|arbeitnehmervertret\w*|gewerkschaftsvertret\w*|ondernemingsraad\w*|or-leden|or-lid|vakbondsafgevaardigde\w*|comites? de empresa|delegad[oa]s? (sindicales|sindical|de personal)|representantes? dos trabalhadores|comissao de trabalhadores|rsu|rsa|rappresentant[ei] (sindacal[ei]|dei lavoratori))\b/;
/** An employee representative's seat in a title (see the job above). */
const EMPLOYEE_REP_TITLE =
  /\b((secretaire|tresorier\w*|president\w*|membre|elue?|elue? titulaire|elue? suppleante?|suppleante?|titulaire)( adjointe?)? (du |au )?cse|cse|comite social et economique|representant\w* du personnel|delegu\w* (syndica\w*|du personnel)|works[- ]council\w*|employee representative|union (delegate|representative|rep|steward)|shop steward|betriebsr(a|ae)t\w*|personalr(a|ae)t\w*|ondernemingsraad\w*|or-lid|vakbondsafgevaardigde|comite de empresa|delegad[oa] (sindical|de personal)|comissao de trabalhadores|rsu|rappresentante (sindacale|dei lavoratori))\b/;

/** Pharmaceutical sales representatives asked for in a definition (see the job below). */
const MEDICAL_REP_ASKED =
  /\b(informat(ori|ore|rici|rice) scientific[ie]( del farmaco)?|isf|visitador(es|as|a)? medic(os|as|o|a)|pharma-?referent\w*|pharmaberater\w*|medical (sales )?rep(resentative)?s?|pharmaceutical (sales )?rep(resentative)?s?|delegu(e|es|ees) medica(l|ux|les?)|visiteu(r|rs|ses?) medica(l|ux|les?)|artsenbezoekers?|delegad[oa]s? de informacao medica|propagandistas? medic\w*)\b/;
/** A pharmaceutical sales representative's title (see the job above). */
const MEDICAL_REP_TITLE =
  /\b(informat(ore|rice) scientific[oa]|isf|visitador(a)? medic[oa]|pharma-?referent\w*|pharmaberater\w*|(medical|pharmaceutical|pharma) (sales )?rep(resentative)?|delegue\w* medica\w*|visiteu\w* medica\w*|artsenbezoeker\w*|delegad[oa] de informacao medica|propagandista medic\w*)\b/;

/**
 * "Control room people (operators and supervisors)", "Lagerpersonal (Kommissionierer und Packer)": a group's people
 * followed by a bracket of two bare jobs are those jobs of the group; read as "control room operators and
 * supervisors", so neither job stands alone.
 */
const GROUP_PEOPLE_BRACKET =
  /(?<![\p{L}])(\p{L}+(?:\s+\p{L}+)?)\s+(?:people|staff|personnel|folks|crew|mensen|medewerkers|personeel|personal|personale|pessoal|equipo|équipe|equipe)\s*\(\s*(\p{L}+)\s+(and|or|&|und|oder|et|ou|y|o|e|en|of)\s+(\p{L}+)\s*\)/giu;

/**
 * "Its commander and every member, including operators who serve on it alongside their shifts", "y los operarios que
 * forman parte de ella", "y compris les opérateurs qui en font partie", "auch Schichtarbeiter, die ihr angehören",
 * "inclusief operators die er deel van uitmaken": a noun bound by a relative clause to the team named before (a
 * pronoun: it, ella, en, ihr, er) names its members, who are already kept; the noun alone would ask for all of them.
 */
const SERVE_ON_IT =
  /(?<![\p{L}])(including|incl\.?|also|as well as|inclusief|inclusive|einschlie(ß|ss)lich|auch|y compris|incluidos|incluyendo|incluso|compresi|inclusi|incluindo)?\s*(the\s+|los\s+|las\s+|les\s+|die\s+|de\s+|gli\s+|i\s+|os\s+|as\s+)?(\p{L}+\s+)?\p{L}+\s*,?\s+((who|that)\s+(also\s+)?((serve|sit|volunteer)s?\s+(on|in|with)\s+(it|them)|are\s+(also\s+)?members\s+of\s+(it|them)|belongs?\s+to\s+(it|them))|qui\s+(en|y)\s+(font partie|servent|sont membres)|que\s+(forman|hacen)\s+parte\s+de\s+(ella|él|el|ellos|ellas)|que\s+(dela|dele|delas|deles)\s+fazem\s+parte|que\s+fazem\s+parte\s+(dela|dele)|che\s+ne\s+fanno\s+parte|die\s+ihr\s+(auch\s+)?angeh(o|ö)ren|die\s+er(\s+\p{L}+){0,4}\s+(in\s+zitten|deel\s+van\s+uitmaken|bij\s+horen))(?![\p{L}])[^,.;:]*/giu;

/**
 * "… inklusive Vorsitz und Geschäftsführer, die selbst im Gremium sitzen", "including managing directors who
 * themselves sit on the board", "y compris les dirigeants qui siègent au conseil": after an inclusion word, people
 * bound by a relative clause to the board named before (named again, not by a pronoun) are its members, already
 * kept; the noun alone would ask for every managing director. (Without the inclusion word, "an officer who also
 * sits on the board" may be what a sentence drops.)
 */
const ON_THE_BOARD_TOO =
  /(?<![\p{L}])(including|incl\.?|inklusive|einschlie(ß|ss)lich|y compris|incluidos|incluyendo|inclusive|compresi|inclusi|incluindo|inclusief)\s+[^,.;:()]*?,?\s+((who|that)\s+(also\s+|themselves\s+)?(sit|serve)s?\s+on\s+(the|that|this)\s+(board|body|committee|council)|qui\s+(y\s+|eux-m(e|ê)mes\s+)?si(e|è)gent\s+(au|dans le)\s+(conseil|comit(e|é))|que\s+(se\s+sientan|forman\s+parte)\s+(en\s+el|del)\s+(consejo|comit(e|é)|(o|ó)rgano)|che\s+(siedono|fanno\s+parte)\s+(nel|del)\s+(consiglio|comitato|collegio)|die\s+(selbst\s+|auch\s+)?(im|in\s+dem)\s+(gremium|beirat|aufsichtsrat|verwaltungsrat|vorstand)\s+sitzen|die\s+(zelf\s+|ook\s+)?in\s+(de|het)\s+(raad|college|comit(e|é))(\s+van\s+bestuur)?\s+zitten)(?![\p{L}])/giu;

/**
 * A security control room (ISCO-08 5414 security guards, whose alarm-monitoring operators watch CCTV, access control and
 * patrols from it; ESCO "alarm monitoring operator"): security control room, sala de control de seguridad, sala controllo
 * sicurezza, poste central de sécurité, Sicherheitsleitstelle, beveiligingsmeldkamer. Its operators and heads are
 * physical security, not a plant's control room nor cybersecurity.
 */
const SECURITY_CONTROL_ROOM = String.raw`(security control room|(s(e|é)curit(e|é)|seguridad|sicurezza|seguran(c|ç)a) control room|control room \(?(security|sicurezza|seguridad|s(e|é)curit(e|é)|seguran(c|ç)a)( fisica| physique| physical)?\)?|sala (de |di )?controll?[eo]? (de |di |della )?(seguridad|sicurezza|seguran(c|ç)a|vigilancia|vigilanza)|poste central de s(e|é)curit(e|é)|pc s(e|é)curit(e|é)|centrale de (s(e|é)curit(e|é)|surveillance)|sicherheits(leitstelle|zentrale)|beveiligingsmeldkamer|meldkamer beveiliging)`;
/** Security guards and monitoring operators asked for in a definition (see the job below). */
const GUARD_ASKED = new RegExp(
  String.raw`\b(security (guards?|agents?|patrols?)|(fire[- ]safety|fire|event|night|mobile) (guards?|officers?|agents?|patrols?)|(security )?guards?|(agents?|agentes) (de |d.\s?)?(securite|surete|surveillance|seguridad|seguranca|vigilancia)( incendie)?|agents? ssiap|ssiap( agents?)?|vigiles?|maitres?[- ]chiens?|(security )?dog handlers?|(diensthunde|wach)?hundefuhrer\w*|hondengeleiders?|guias? canin[oa]s?|(guardie|operatori) cinofil[ie]|(operat(eur|eurs|rice|rices)|operadores?|operat(ori|ore)|operators?) (de |di |of )?(la )?(telesurveillance|televigilan\w*|videosorveglianza|remote monitoring|alarm monitoring|cctv|vigilancia)|(remote|alarm) monitoring operators?|sicherheits(mitarbeiter|dienst|personal)\w*|wachleute|wachm(a|ae)nner|wachschutz\w*|bewachung\w*|(museum|gallery) (attendants?|wardens?|guards?)|museumsaufsicht(en)?|custod(e|i)( (museal[ei]|di sala|delle sale))?|capi? custod[ei]|suppoosten?|zaalwachters?|museumbewakers?|gardiens? de (musee|salle)|(vigilantes?|celador(es|as?)?) de (sala|museo)|(guardas?|vigilantes?) de museu|vigilantes?|guardias? (de seguridad|jurad[oa]s?)|guardi[ae] (giurat[ae]|di sicurezza)|beveiligers?|bewakingsagent\w*|((operat\w*|operadores?|responsables?|responsabil[ei]|heads?|managers?|staff|personal|personale|equipos?|team)( and | y | et | e | und | en |, )?)*(of |de |di |der |van |of the |de la |della |du |do |da )?(the |la |il |le |o |a |de )?${SECURITY_CONTROL_ROOM})\b`,
);
/** A security guard's or monitoring operator's title (see the job above). */
const GUARD_TITLE = new RegExp(
  String.raw`^(?!.*\b(format(eur|rice|ore|rici)\w*|formador\w*|trainer\w*|instructor\w*|ausbilder\w*|opleider\w*)\b).*\b(security (guard|agent|patrol)\w*|(fire[- ]safety|fire|event|night|mobile) (guard|officer|agent|patrol)\w*|guard|agent\w* (de |d.\s?)?(securite|surete|surveillance|seguridad|seguranca|vigilancia)|ssiap|vigile\w*|maitre\w*[- ]chien\w*|dog handler\w*|\w*hundefuhrer\w*|hondengeleider\w*|guia canin\w*|cinofil\w*|operat\w* (de |di |of )?(la )?(telesurveillance|televigilan\w*|videosorveglianza|remote monitoring|alarm monitoring|cctv)|telesurveillance|sicherheits(mitarbeiter|dienst|personal)\w*|wachmann|wachschutz\w*|werkschutz\w*|(museum|gallery) (attendant|warden|guard)\w*|museumsaufsicht\w*|custod(e|i) (museal\w*|di sala|delle sale)|capo custode|custodia (e vigilanza )?(delle )?sale|vigilanza (delle )?sale|suppoost\w*|zaalwacht\w*|museumbewaker\w*|gardien\w* de (musee|salle)|(vigilante|celador)\w* de (sala|museo)|(guarda|vigilante)\w* de museu|vigilante\w*|vigilants?|addett\w* (alla |di )?vigilanza|guardi\w* particolar\w* giurat\w*|guarda\w* (de seguridad|jurad\w*)|guardia\w* (giurat\w*|di sicurezza)|beveilig\w*|bewakingsagent\w*|(sikkerheds)?vagt(er|erne)?|vaktare\w*|vekter\w*|vartija\w*)\b|${SECURITY_CONTROL_ROOM}`,
);

/**
 * A fire service's crew by its ranks (ISCO-08 5411 firefighters; ESCO "firefighter"): the Dutch brandwacht and
 * manschap, the German Truppmann, and firefighters by name in the seven languages. A fire watch (brandwacht) keeps
 * watch against fire: a firefighter's job, not a security guard's. Their crew commanders are firefighters too.
 */
const FIRE_CREW_ASKED = /\b(brandwacht(en|ers?)?|manschap(pen)?|truppm(a|ae)nn(er)?)\b/;
/** The crew commander of a fire engine (ESCO "fire service crew commander"): bevelvoerder, Gruppenführer, chef d'agrès. */
const FIRE_COMMANDER = String.raw`bevelvoerder\w*|gruppenfuhrer\w*|truppfuhrer\w*|chefs? d.agres|crew commanders?`;
const FIRE_COMMANDER_ASKED = new RegExp(String.raw`\b(${FIRE_COMMANDER})\b`);
/** A fire-service crew member's title (see the job above). */
const FIRE_CREW_TITLE = new RegExp(
  String.raw`\b(brandwacht\w*|manschap\w*|brandweer(man|mannen|vrouw\w*)|feuerwehr(mann|frau|manner|leute)\w*|werkfeuerwehr(mann|frau|manner|leute)\w*|truppm(a|ae)nn\w*|(sapeurs?[- ])?pompiers?|bomber[oa]s?|bombeir[oa]s?|vigil[ei] del fuoco|fire ?fighters?|${FIRE_COMMANDER})\b`,
);

/** The bid or tender team asked for in a definition (see the job below). */
const BID_ASKED =
  /\b(bid( ?\/ ?tender)?( teams?| managers?| writers?| specialists?| coordinators?)?|tender( teams?| managers?| specialists?)?|tendering|appels? d'offres|ausschreibung\w*|angebotsmanag\w*|licitacion(es)?|licitac(ao|oes)|gare d'appalto|ufficio gare|aanbesteding\w*)\b/;
/** A bid or tender specialist's title (see the job above). */
const BID_TITLE =
  /\b(bid (manager|writer|specialist|coordinator|director|lead|officer)\w*|bids?|tender\w*|appels? d'offres|\bao\b|ausschreibung\w*|angebots(manag|kalkulat)\w*|licitacion\w*|licitac\w*|gare( d'appalto)?|aanbesteding\w*|offertemanager\w*)\b/;

/**
 * The head of a region (ESCO "regional manager"), in the seven languages: regional director, Regionalleiter,
 * Regionaldirektor, directeur régional, director regional, diretor regional, direttore regionale,
 * regiodirecteur, regiomanager, and in the Nordic languages regionchef (sv), regionschef (da), regionsjef (no),
 * aluejohtaja (fi). A regional sales or HR manager heads a function, not a region.
 */
const REGIONAL_HEAD_TITLE =
  /\b(regional (directors?|managers?|heads?|general managers?)|heads? of (the )?regions?|regional-?(leiter|direktor|geschaftsfuhrer|manager)\w*|regionsleit\w*|(directeur|directrice|directeurs|directrices) (de (la )?)?region(al|ale|aux|ales)?|director(a|es|as)? regional(es)?|diretor(a|es|as)? regional(is)?|direttor[ei] regional[ei]|direttric[ei] regional[ei]|regio-?(directeur|manager|leider)\w*|regionaal (directeur|manager)\w*|regionc?hef\w*|regionschef\w*|regionsjef\w*|aluejohtaj\w*)\b/;

/**
 * The head of a branch or site: branch manager, Niederlassungsleiter, directeur d'agence, director de sucursal.
 * Not "filiale"/"filial": in French, Spanish and Portuguese a subsidiary, whose heads are read apart.
 */
const BRANCH_HEAD_TITLE =
  /\b(branch (managers?|directors?|heads?)|heads? of (the |our |its )?branch\w*( and (of )?(the |our |its )?subsidiar(y|ies))?|(niederlassungs|filial|standort|zweigstellen)-?leit\w*|(reditel|riaditel)\w* (odstepneho zavodu|pobocky)|vedouc\w* pobocky|(directeur|directrice|responsable)s? (d.\s?agence|de (la )?succursale|de site)|(director(a|es|as)?|responsables?|jef[ea]s?|gerentes?) de (la )?(sucursal|sede|delegacion)|(diretor(a|es|as)?|gerentes?) de (agencia|sucursal)|(direttor[ei]|direttric[ei]|responsabil[ei]) (di |della )?sede|(direttor[ei]|direttric[ei]|responsabil[ei]|capi?) (d.\s?agenzi[ae]|di filiale|della filiale)|vestigingsmanager\w*|vestigingsdirecteur\w*|filiaalmanager\w*|locatie-?(manager|leider|leidster|directeur)\w*|(sub-?)?gerentes? de (posto|estacao|estacion|estacao de servico|estacion de servicio)s?)\b/;

/**
 * A title that names geology, geoscience, geotechnics or mining engineering, in the seven languages and
 * in Swedish (geolog, bergsingenjör, gruvingenjör), which real rosters hold: "Senior Geologist",
 * "Geólogo de Exploração", "Stagiaire géologue", "Consultor Geotécnico", "Mining Engineer".
 */
const EARTH_SCIENCE_TITLE =
  /\b(geolog\w*|geoloog\w*|geotec\w*|geotech\w*|geocien\w*|geoscien\w*|geowissenschaft\w*|geophysi\w*|geofisic\w*|geofysi\w*|hydrogeolog\w*|(mining|mine|mines|minas|mineria|minerari\w*|bergbau|mijnbouw|gruv|berg)[- ]?(engineer\w*|ingenieur\w*|ingenjor\w*|engenheir\w*|ingenier\w*|ingegner\w*)|(engineer\w*|ingenieur\w*|engenheir\w*|ingenier\w*|ingegner\w*) (de |des |di |of |em )?(minas|mines|mining|minerari\w*|miniere|minas)|bergsingenjor\w*|gruvingenjor\w*|bergbauingenieur\w*|mijnbouwingenieur\w*)\b/;

/**
 * A physical product's domain (fabrics, materials, chemistry, vehicles, drugs …): R&D, development or
 * engineering named after it is R&D of that product, not software engineering.
 */
export const PRODUCT_DOMAIN =
  /\b(textiles?|textil\w*|texteis|tessil\w*|fabrics?|tecidos?|tejidos?|tessut\w*|stoffe?n?|tissus?|garments?|apparel|fibers?|fibres?|fibras?|yarns?|fios?|materials? science|werkstoff\w*|chemistry|chemical\w*|chemie|chimie|chimica|quimica|química|chemisch\w*|polymers?|polimer\w*|coatings?|finishing|acabament\w*|automotive|vehicles?|fahrzeug\w*|veiculos?|vehiculos?|veicoli|vehicules?|voertuig\w*|drugs?|pharma\w*|farmac\w*|arzneimittel\w*|formulations?|battery|batteries|batterie\w*|cosmetics?|kosmetik|cosmetic\w*|packaging|verpackung\w*|embalage\w*|embalagens?|papier|paper|pulp|machine(?! learning)|machines|machinery|maschinen\w*|werkzeugmaschinen|machines?-outils|maquinas?|maquinaria|macchin[ae]\w*|machinebouw|werktuigmachines|ceramic\w*|ceramiq\w*|keramik\w*|keramiek\w*|porcel\w*|porzellan\w*|stoneware|steinzeug|faianca\w*|glazes?|glazing|glasur\w*|vidrados?|vidragem|esmalt\w*|smalt[oi]|glass|verre|vidro|vidrio|vetro|tiles?|azulejos?|fliesen|carrelage\w*|piastrell\w*|food|foods|lebensmittel\w*|nahrungsmittel\w*|alimentos?|alimentaire\w*|alimentari\w*|voeding\w*|levensmiddel\w*|metallurg\w*|metalurg\w*|steel|stahl|mechanics|mechanical|mecanique|mecanica|meccanica|mechanik|feinmechanik|mechanisch\w*|werktuigbouw\w*|micro ?techn\w*|mikrotechn\w*|microtecnic\w*|micro ?mecan\w*|micro ?mechan\w*|mikromechan\w*|watches|watchmak\w*|horlog\w*|horolog\w*|uhrwerk\w*|uhrmacher\w*|uurwerk\w*|relojer\w*|relojoar\w*|orolog\w*|(watch )?movements|mouvements|movimenti|movimientos|movimentos)\b/;
/** A job word for people who write programs, in the seven languages. */
const PROGRAMMER_WORD =
  /\b(programm\w*|programad\w*|programer\w*|developer\w*|develop\w*|entwickler\w*|desarrollador\w*|desenvolvedor\w*|developpeu\w*|sviluppat\w*|ontwikkelaar\w*|coder\w*)\b/;
/** A title of software testing or quality assurance, not programming. */
const TESTER_TITLE =
  /\b(qa|q a|quality assurance|tester\w*|test(e|i)?ur\w*|testanalist\w*|test analyst\w*|testing|testes?|pruebas|collaudat\w*|testmanag\w*)\b/;
/** A definition's phrase that names only a physical product's domain: "meccanica", "mouvements". */
const ONLY_PRODUCT_DOMAIN = new RegExp(`^\\s*(${PRODUCT_DOMAIN.source})\\s*$`);
/** A title's words for engineering or research, in the seven languages (and Swedish). */
const PRODUCT_RND_TITLE =
  /\b(engineer\w*|engenh\w*|ingenie\w*|ingegner\w*|ingenjor\w*|ingenieur\w*|research\w*|investigad\w*|forsch\w*|recherch\w*|ricercat\w*|onderzoek\w*|r ?& ?d|i ?& ?d)\b/;
/** Engineering named as a field (not engineers as a job), in the seven languages. */
const ENGINEERING_FIELD =
  /\b(engineering|engenharia|ingenieria|ingenierie|ingegneria|ingenieurwesen|verfahrenstechnik|prozesstechnik|procestechniek|procesengineering)\b/;
/** Words that ask for R&D or product development, in the seven languages. */
const RND_WORDS =
  /\b(r ?& ?d|r&d|r and d|p ?& ?d|r ?& ?s|research|development|i ?& ?d|i\+d|f ?& ?e|forschung|entwicklung|recherche|developpement|investigacion|desarrollo|investigacao|desenvolvimento|ricerca|sviluppo|onderzoek|ontwikkeling)\b/;
/** An industry whose R&D is software: there a product domain must be named in the title itself. */
export const SOFTWARE_INDUSTRY =
  /\b(software|computer|network security|cyber\w*|information technology|it services|internet|saas)\b/i;
/** A title whose job is developer relations (advocates, evangelists), though it reads as engineering. */
const DEVELOPER_RELATIONS =
  /\b(devrel|dev rel|developer relations|developer experience|(developer|dev|tech\w*|software) (advocat\w*|evangel\w*)|evangel\w*|relations (avec les )?developpeurs|relaciones con (los )?desarrolladores|relacoes com (os )?desenvolvedores)/;
const DEVELOPER_RELATIONS_WORD = 'developer relations';
/** The role word of teaching content, curricula and trainers (an edtech company's pedagogical team). */
const TEACHING_WORD = 'teaching content and trainers';

const LOCUMS_WORD = 'locums';
const PLACE_MANAGERS_WORD = 'hangar, base and workshop managers';
const PLACES =
  '(hangars?|bases?|workshops?|ateliers?|talleres|taller|oficinas?|officin[ae]|werkstatt|werkstatten|werkplaats(en)?)';
/** "Hangar managers", "jefes de hangar", "responsables d'atelier", "Werkstattleiter", "gestores de base". */
const PLACE_MANAGERS = new RegExp(
  `\\b(${PLACES} (managers?|heads?|leads?|leaders?|chiefs?|supervisors?)|(managers?|heads?|chiefs?|gestor(es|as)?|chef(e|es|s)?|jef[ea]s?|responsables?|responsaveis|responsavel|directeurs?|diretor(es|as)?|director(es|as)?|capi|capo|hoofd|leiter\\w*) (de |du |d.|of |der |des |do |da |di |van |del |de la )?(the |l.|la |el |o |a |het |de )?${PLACES}|werkstatt(leiter\\w*|leitung|meister\\w*)|werkplaatsleiders?)\\b`,
);
/** A title naming the manager of a hangar, a maintenance base or a workshop. */
const PLACE_MANAGER_TITLE =
  /\b(hangar\w*|base maintenance|(manager|head|chef|jef[ea]|gestor\w*|responsable|responsavel|leiter\w*|diretor\w*|director\w*) (of |de |du |der |da |do )?(the |la |a |o )?base|base (manager|head|chief|lead)|workshop\w*|atelier\w*|taller\w*|oficina\w*|officin\w*|werkstatt\w*|werkplaats\w*)\b/;
const SITE_RUNNERS_WORD = 'managers who run a site';
/** Jobs a university or a builder names in any department: "responsables et conseillers" after one are its own. */
const UNIVERSITY_AND_SITE_JOBS: readonly string[] = [
  'rectors',
  'plant and equipment',
  'building trades',
  'health and safety',
  'professors and lecturers',
  'researchers',
  'laboratory technicians',
  'admissions and student services',
  'career services',
  'technology transfer',
  'estimators',
  'BIM',
  // A road operator's units (holdout 99): "responsabile e operatori" after its traffic control room are the room's.
  'toll collection',
  'traffic control room',
];
/** Jobs that are no part of one function: a list's function is never theirs. */
const FUNCTION_FREE_JOBS: readonly string[] = [
  PLACE_MANAGERS_WORD,
  'country managers',
  'marine superintendents',
  'chartering and vessel operators',
  'vetting superintendents',
  'youth academy staff',
  'sporting directors',
  SITE_RUNNERS_WORD,
  // Jobs named by the title in any department: a shop's sales advisor or kitchen planner reads as no
  // function ("Consulente di vendita"), and a field technician as any; a list's function is not theirs.
  'sales advisors',
  'kitchen planners',
  'field technicians and installers',
  // A university's and a builder's jobs named in any department (holdout 50).
  ...UNIVERSITY_AND_SITE_JOBS,
  // A school's and a data centre's jobs the title names, whatever function it reads as (holdout 82): "nursing and
  // school psychology" asks for psychologists, not psychologists in nursing.
  'psychologists',
  'guidance and careers counsellors',
  'therapists of any kind',
  // A spa's and a theme park's jobs the title names (holdout 113): "nurses and physiotherapists" asks for
  // physiotherapists, not physiotherapists in nursing.
  'therapists',
  'medical doctors',
  'dieticians and nutritionists',
  'hydrotherapy agents',
  'spa and wellness',
  'ride operators',
  "teachers' aides",
  'IB programme coordinators',
  'remote-hands technicians',
  'emergency call centre staff',
  'critical facilities engineers and technicians',
];
/**
 * "The managers who run individual sites or practices", "managers running a branch or clinic": the managers
 * of one site, whatever their function (SITE_RUNNERS_WORD).
 */
const SITE_RUNNERS =
  /\b(the )?(managers?|leaders?|heads?)\s+(who|that)\s+(run|runs|manage|manages|lead|leads|head|heads)\s+((individual|their|the|a|an|our|each|single|one|its)\s+)*(sites?|practices?|branch(es)?|clinics?|hospitals?|stores?|shops?|locations?|outlets?|restaurants?|hotels?|depots?)((,|\s+or|\s+and)\s+((individual|their|the|a|an|our|each|single|one|its)\s+)*(sites?|practices?|branch(es)?|clinics?|hospitals?|stores?|shops?|locations?|outlets?|restaurants?|hotels?|depots?))*\b/giu;

/**
 * "Hotel and F&B operations staff", "restaurant operations", "operações hoteleiras", "opérations hôtelières": the
 * running of a hotel, its restaurants or its kitchen is hospitality, not the company's operations function. The
 * word "operations" after (or, in the Romance languages, before) hospitality words is dropped.
 */
const HOSPITALITY_WORDS =
  '(?:hotels?|f&b|f & b|food (?:and|&) beverage|restaurants?|kitchens?|catering|hospitality|lodge|rooms division)';
const HOSPITALITY_OPERATIONS = new RegExp(
  `(?<![\\p{L}&])(${HOSPITALITY_WORDS}(?:\\s*(?:,|and|&|or|/)\\s*${HOSPITALITY_WORDS})*)\\s+operations?(?![\\p{L}])|(?<![\\p{L}])(?:opera(?:ç|c)(?:õ|o)es|operaciones|operazioni|op(?:é|e)rations)\\s+(?=(?:hoteleir|hoteler|alberghier|h(?:ô|o)teli(?:è|e)r)\\p{L}*)`,
  'giu',
);

/**
 * "The team that sells our stays to foreign guests", "les gens qui vendent nos séjours", "il team che vende
 * soggiorni", "die Leute, die unsere Reisen verkaufen": a relative clause whose verb is selling asks for the
 * sales people; what they sell (stays, products, cures) is no function of its own. The verb opens the clause
 * in the Romance languages and English, and closes it in German and Dutch.
 */
const SELLING =
  /\s*(?<![\p{L}])(?:(?:who|that|qui|que|quienes|che|die|welche|dat)\s+(?:sell|sells|selling|vend(?:ent|e|en|ono|em)|verkauf(?:t|en)|verkoop|verkoopt|verkopen)(?![\p{L}])[^:;,.()\n]*|(?:die|welche|dat)\s+[^:;,.()\n]{0,60}?(?<![\p{L}])(?:verkauf(?:t|en)|verkoopt|verkopen)(?![\p{L}]))/giu;

/**
 * "Ceux qui vendent les événements aux entreprises", "who sell our events to companies": what they sell is the events
 * the clause asks for, a job the title must name, so the sellers are its people, not all of sales (holdout 124).
 */
const SELLING_EVENTS =
  /\s*(?<![\p{L}])(?:who|that|qui|que|quienes|che|die|welche|dat)\s+(?:sell|sells|selling|vend(?:ent|e|en|ono|em)|verkauf(?:t|en)|verkoop|verkoopt|verkopen)\s+(?:(?:the|our|les|nos|leurs|los|las|nuestros|sus|i|gli|le|nostri|os|as|nossos|die|unsere|de|het|onze)\s+)?(?:events?|(?:é|e)v(?:é|e)nements?|eventos|eventi|veranstaltungen|evenementen)(?![\p{L}])[^:;,.()\n]*/giu;

/**
 * "Cybersecurity (IT and OT)", "ciberseguridad (IT y OT)", "Informationssicherheit (IT/OT)": the systems in brackets
 * are what is secured, the scope of the security asked for, not the IT department asked for beside it.
 */
const SECURITY_OF_IT_AND_OT =
  /((?:cyber|ciber|informations|information |informatie)?(?:security|seguridad|sicherheit|s(?:é|e)curit(?:é|e)|sicurezza|seguran(?:ç|c)a|beveiliging)(?: de la informaci(?:ó|o)n| des syst(?:è|e)mes d.information| dell.informazione| da informa(?:ç|c)(?:ã|a)o)?)\s*\(\s*(?:IT|OT|ICT|TI|TO)\s*(?:y|and|und|et|e|en|&|\/|,)\s*(?:IT|OT|ICT|TI|TO)\s*\)/giu;
/** IT, software and data words: an architect beside one of them designs systems, not buildings. */
const SYSTEMS_WORDS =
  'it|ict|ti|si|software|solutions?|solution|enterprise|cloud|data|security|network|technical|application|applications|integration|systems?|infrastructure|platform|salesforce|sap|devops|api|ai|ml|web|digital|logiciels?|informatique|informatica|informatic[oa]s?|soluciones|solucoes|soluzioni|sistemas?|sistemi|systemes?|datos|dados|donnees|dati|reseaux|redes|reti|aplicaciones|aplicacoes|applicazioni|oplossingen|bim';
/** "Architects", "landscape architects", "Architektinnen", "arkitekter", "arquitectas", not "IT or system architects". */
/**
 * A newsroom's editors-in-chief and their deputies (ISCO-08 2642 journalists, ESCO "editor-in-chief"), in
 * the seven languages: hoofdredacteur, Chefredakteur, rédacteur en chef, caporedattore, redactor jefe,
 * redator-chefe. Not the copy editors (eindredacteur) nor the reporters.
 */
const EDITOR_IN_CHIEF_WORD =
  /\b(editors?[- ]in[- ]chief|(adjunct-?|plaatsvervangend\w* )?hoofdredacteur\w*|hoofdredactie|(stellvertretend\w* )?chefredakt\w*|redact(eur|rice)s? en chef|caporedattor[ei]|caporedattric[ei]|redactor(es|as)? (en )?jef[ea]s?|redator(es|as)?-chef(e|es)?)\b/;
const EDITOR_IN_CHIEF_TITLE =
  /\b(editors?[- ]in[- ]chief|\w*hoofdredact\w*|\w*chefredakt\w*|redact(eur|rice) en chef|caporedatt\w*|redactor\w* (en )?jef[ea]|redator\w*-chef\w*)\b/;
/**
 * Journalists (ISCO-08 2642 journalists, ESCO "journalist", "reporter", "editor", "correspondent") and
 * their newsroom, in the seven languages: verslaggever, redacteur, Redakteur, rédacteur, giornalista,
 * periodista, jornalista, corresponsal. Every rank of the newsroom holds one of these words.
 */
const JOURNALIST_WORD =
  /\b(journalists?|dziennikarze|dziennikarki|journalisten|journalistes?|giornalist[ie]|periodistas?|jornalistas?|reporters?|verslaggevers?|verslaggeefsters?|(?<!(social media|social|content|video|film|photo|marketing|brand|seo) )(?<!(video|film|beeld)\w*\s?\/\s?)editors|(news|copy|online|web|sub-?) ?editors?|redacteuren|redacteurs?|redakteur\w*|redacteurs?|redactrices?|redattor[ei]|redactor(es|as)?|redator(es|as)?|correspondents?|correspondant(e|s|es)?|corrispondent[ei]|corresponsa(l|les)|correspondentes?|newsroom|nieuwsredactie|redactie|redaktion|redaction|redazione|redaccion|redacao|columnists?)\b/;
const JOURNALIST_TITLE =
  /\b(\w*journalist\w*|dziennikar\w*|giornalist\w*|periodist\w*|jornalist\w*|\w*reporter\w*|\w*verslaggev\w*|(?<!(video|film|picture|photo|sound|audio) )(\w+-)?editor(s|in)?|\w*redact\w*|\w*redakt\w*|\w*redatt\w*|redazione|redaccion|redacao|correspond\w*|corrispondent\w*|corresponsal\w*|newsroom|volontar\w*|columnist\w*|nieuwsdienst)\b/;
/**
 * Who presents a radio or television programme (ISCO-08 2656 announcers on radio, television and other
 * media), in the seven languages: presenter, host, anchor, presentator, Moderator, animateur,
 * conduttore, presentador, apresentador.
 */
const PRESENTER_WORD =
  /\b(presenters?|prezenter(zy|ki|ow)?|presentat(or|ors|rice|rices|oren)|conduttor[ei]|conduttric[ei]|presentador(es|as|a)?|apresentador(es|as|a)?|animat(eur|rice)s?( radio| tv| tele)?|(radio|tv|television|news) (hosts?|anchors?)|anchors|nieuwslezers?|moderator(en|in|innen)?)\b/;
const PRESENTER_TITLE =
  /\b(presenter\w*|prezenter\w*|prowadzac\w* (program|audycj|magazyn|serwis)\w*|presentat(or|rice)\w*|conduttor\w*|conduttric\w*|presentador\w*|apresentador\w*|animat(eur|rice)\w*|host|anchor\w*|nieuwslezer\w*|\w*moderator\w*)\b/;
/**
 * A sports club's jobs (ISCO-08 3422 sports coaches, instructors and officials; 3421 athletes and sports
 * players; ESCO "football coach", "fitness coach", "professional athlete", "talent scout"), in the seven
 * languages. Each is a job the title must name, whatever function it reads as: "coaches" is no level, and a
 * club's directors are no coaches.
 */
const SPORTS_COACH_WORD =
  /\b(coaching staff( (of|for) (our |the )?(senior |first |women'?s |men'?s )*(teams?|squads?))?|((head|assistant|goalkeep\w*|fitness|first[- ]team|football|soccer|strength (and|&) conditioning|conditioning|set[- ]piece|team|sports?) )*coach(es|s)?|treinador(es|as|a)?|entrenador(es|as|a)?|allenator[ei]|allenatric[ei]|(co|chef|torwart|athletik|fitness|fussball|cheftrainer|haupt)-?trainer(in|innen|s)?|(voetbal|hoofd|keepers|assistent-?)trainers?|preparat(eur|rice)s? physiques?|preparador(es|as)? fisic[oa]s?|preparator[ei] atletic[ie])\b/;
const SPORTS_COACH_TITLE =
  /\b(\w*coach\w*|treinador\w*|entrenador\w*|allenat\w*|\w*trainer\w*|preparat\w* (physique|fisic\w*|atletic\w*)|collaboratore tecnico)\b/;
/** Professional players of a club's teams, in the seven languages (ISCO-08 3421). */
const PLAYER_WORD =
  /\b(((professional|football|soccer|squad|first[- ]team) )+players|jogador(es|as|a)?|jugador(es|as|a)?|giocator[ei]|giocatric[ei]|(fussball)?spieler(innen)?|fussballprofis?|futebolistas?|futbolistas?|calciator[ei]|calciatric[ei]|(prof)?voetballers?|voetbalsters?|footballers?|footballeu(r|rs|se|ses))( (professionals?|profissionais|profesionales|professionisti))?( (atualmente|actualmente|currently|attualmente))?( (do|no|del|en el|en la|of the|in the|on the|da|della|im|in de) (plantel|elenco|squad|plantilla|rosa|kader|selectie|equipa|equipo))?\b/;
const PLAYER_TITLE =
  /\b(\w*voetbal\w*|fussball\w*|futebolist\w*|futbolist\w*|calciat\w*|footballe\w*|jogador\w*|jugador\w*|giocat\w*|spieler\w*|player)\b/;
/** A club's scouts of players (ESCO "talent scout" in sport): osservatore, ojeador, olheiro, Spielerbeobachter. */
const SCOUT_WORD =
  /\b((chief |head |player |football |freelance )?scouts?|(player )?scouting|osservator[ei]|ojeador(es|as)?|olheir[oa]s?|spielerbeobachter\w*|recruitment analy(sts?|sis|tics))\b/;
const SCOUT_TITLE =
  /\b(\w*scout\w*|osservator\w*|ojeador\w*|olheir\w*|spielerbeobacht\w*|recruitment analy\w*)\b/;
/**
 * Therapists of rehabilitation (ISCO-08 2264 physiotherapists, 2269 occupational therapists, 2266 speech
 * therapists), named as such: physiotherapists, physios, occupational therapists, ergotherapeuten,
 * ergothérapeutes, terapeutas ocupacionales, arbetsterapeuter, fysioterapeuter, logopeder. A job the title
 * must name (a nurse or a care assistant is no therapist, though both work in clinical care). A list that
 * names doctors or nutritionists beside them is read by MEDICAL_WORD.
 */
const THERAPIST_WORD =
  /\b(physios?|physiotherapists?|physical therapists?|occupational therapists?|speech (and language )?therapists?|fisioterapeut[ai]s?|fisioterapist[ie]|kinesitherapeutes?|physiotherapeut(en|innen|es|e)?|fysiotherapeuten|fysioterapeut(er|erne|ti|it)?|ergotherapeut(en|innen|es)?|ergoterapeut(er|erne)?|arbetsterapeut(er|erna)?|toimintaterapeut(it|teja)?|terapeutas? ocupaciona(l|is|les)|terapist[ai] occupazional[ie]|logopa?ed(en|innen|er|erna)|logopedi(sti|stas|ti)|orthophonistes?)\b/;
const THERAPIST_TITLE =
  /\b(\w*physio\w*|physical therap\w*|occupational therap\w*|speech (and language )?therap\w*|fisioterap\w*|kinesitherap\w*|fysiotera\w*|ergot(h)?era\w*|arbetsterap\w*|toimintaterap\w*|terapeuta ocupacional\w*|terapista occupazional\w*|logop\w*|orthophon\w*|sjukgymnast\w*|krankengymnast\w*)\b/;
/**
 * Psychologists who see pupils, patients or clients (ISCO-08 2634 psychologists): Psychologe, psychologue, psicólogo,
 * psicologo, psycholoog, psychotherapists, and the service named by its discipline (psicología escolar, school psychology). A job the title must name (a teacher of psychology is a teacher).
 */
const PSYCHOLOGIST_WORD =
  /\b(psychologists?|psycholog(en|innen|in|e)|psychologues?|psicolog[oa]s?|psicolog[ie]|psychologen|psycholoog|psychotherapists?|psychotherapeut(en|innen|in|es|e)?|psicoterapeut[ai]s?|(school|educational|clinical) psychology|psicologia (escolar|educativa|educacional|scolastica|clinica)|psychologie (scolaire|clinique)|schulpsychologi(e|scher dienst)|schoolpsychologie)\b/;
const PSYCHOLOGIST_TITLE =
  /^(?!.*\b(teach\w*|lehrer\w*|lehrkraft|professeu?r\w*|professor\w*|docente\w*|leerkracht\w*|docent)\b).*\b(\w*psycholog(?!y\b|ie\b|ia\b)\w*|\w*psicolog[oa]s?|\w*psycholoog|\w*psychotherap(ist|eut)\w*|psicoterapeut\w*)\b/;
/**
 * Guidance and careers counsellors of a school or university (ISCO-08 2635 counselling professionals; ESCO "careers
 * adviser", "educational counsellor"): counsellors, orientadores, orientatori, conseillers d'orientation, Studien-,
 * Laufbahn- und Berufsberater, schooldecanen. A job the title must name: a counsellor is no legal counsel, and a
 * psychologist is a psychologist.
 */
const COUNSELLOR_WORD =
  /\b((school |guidance |careers? |university |student |educational |college )?counsell?ors?|careers? advis[eo]rs?|orientador(es|as|a)?|orientat(ori|ore|rici|rice)|conseill(ers|er|eres|ere) d'orientation|(studien|laufbahn|berufs|bildungs)berater(in|innen)?|(school)?decan(en)?)\b/;
const COUNSELLOR_TITLE =
  /\b(counsell?or\w*|careers? advis[eo]r\w*|orientador\w*|orientat(ori|ore|rici|rice)|conseill\w* d'orientation|\w*(studien|laufbahn|berufs|bildungs)berater\w*|(school)?decaan)\b/;
/**
 * Therapists named bare, with no kind before the word ("psicólogos, terapeutas y orientadores", not "massage
 * therapists"): every therapist the title names, whatever the therapy (speech, occupational, physio-, psycho-, art or
 * music): terapeuta, Therapeut, thérapeute, therapist, terapista, therapeut. A job the title must name.
 */
const ANY_THERAPIST_WORD =
  /(?<=(^|[,;:/(]\s*|\b(and|y|e|et|und|en|or|o|ou|oder|the|los|las|les|die|de|i|gli|os|as|our|nos|unsere|onze)\s))(therapists?|therapeut(en|innen|in|e|es)?|therapeutes?|terapeut[ae]s?|terapist[ai]|terapeuti)\b/;
const ANY_THERAPIST_TITLE = new RegExp(
  `${THERAPIST_TITLE.source}|\\b(\\w*therap(ist|eut)\\w*|\\w*terapeut\\w*|\\w*terapist[ai])\\b`,
);
/** Doctors or nutritionists named beside therapists: such a phrase is read by MEDICAL_WORD, not as therapists alone. */
const DOCTORS_BESIDE = String.raw`\b(doctors|medic[oa]s|medecins?|medici|nutritionists?|dietitians?|dieticians?|medical)\b`;
/**
 * The therapies of rehabilitation named by their discipline rather than by their therapists (ISCO-08 2264
 * physiotherapists, 2269 occupational therapists, 2266 speech therapists, 2634 psychologists for neuropsychology;
 * sports and training therapy): physiotherapy, Ergotherapie, logopédie, terapia ocupacional, neuropsicologia. A list
 * of them asks for the therapists who practise them, never everyone in clinical care: a job the title must name.
 */
const THERAPY_DISCIPLINE_WORD =
  /\b(physiotherap(y|ie)|physical therapy|(occupational|speech( and language)?|sports?|training|movement|exercise|manual|respiratory|music|art) therapy|ergotherap(y|ie)|logopa?e?di[ea]|logopedie|orthophonie|kinesitherapie|ergotherapie|fisioterapia|fysiotherapie|terapia (ocupacional|occupazionale|da fala)|sport(s)?therap(y|ie)|trainingstherapie|bewegungstherapie|neuropsycholog(y|ie)|neuropsicologia|therapies|therapien|terapias)\b/;
const THERAPY_DISCIPLINE_TITLE = new RegExp(
  `${ANY_THERAPIST_TITLE.source}|\\b(\\w*therapie\\w*|\\w*therapies|\\w*terapias?|neuropsycholog\\w*|neuropsicolog\\w*)\\b`,
);
/**
 * Patient administration (ISCO-08 4226 receptionists for admissions, 3252 medical records and health information
 * technicians for clinical coders, 3313 for patient accounts): the admission, registration, billing and coding of
 * patients and their cost approvals, named by the patient or the coding (Patientenadministration, admission des
 * patients, medical coding, codage médical, Kostengutsprache). A job the title must name: a bookkeeper or a
 * controller bills no patient, a hotel receptionist admits none.
 */
const PATIENT_ADMIN_WORD =
  /\b(patient(s)? (administration|admissions?|registration|intake|billing|accounts?|accounting|services? desk)|(medical|clinical|diagnosis) (coding|coders?)|patient\w*(administration|aufnahme|abrechnung|registratie|administratie|disposition)|(medizinische[rn]? )?kodier(ung|er\w*)|codage (medical|des actes)|codification (medicale|des sejours)|codeurs? medica(l|ux)|codifica(cion|cao|zione) (medica|clinica|sanitaria)|codificador(es|as)? (medic|clinic)\w*|kostengutsprach\w*|(admission|administration|facturation) des patients|admisi(o|ó)n de pacientes|facturaci(o|ó)n (de|a) pacientes|admissao de (doentes|pacientes)|accettazione (pazienti|ricoveri)|zorgadministratie)\b/;
const PATIENT_ADMIN_TITLE =
  /\b(patient\w* ?(admin\w*|aufnahme|abrechnung|registr\w*|intake|billing|accounts?|access|disposition|services?)|\w*kodier\w*|(medical|clinical) cod\w*|cod(eur|euse|ificador|ificadora|ificatore) \w*|codage|kostengutsprach\w*|(admission|administration|facturation) (des )?patients?|admision\w*|admissao|accettazione|zorgadministra\w*|tarif(spezialist|specialist|experte?)\w*)\b/;
/**
 * The coordinators of the International Baccalaureate's programmes (the IBO's Primary Years, Middle Years, Diploma and
 * Career-related Programmes: PYP, MYP, DP, CP; in Spanish and Portuguese PEP, PAI, PD, in French PP, PEI, PD), a school
 * office ESCO files under education methods specialists (ISCO-08 2351): "IB coordinators", "coordinadores del BI",
 * "coordenadores do PD". A job the title must name with its programme, not every coordinator of the school.
 */
const IB_PROGRAMME =
  '(ib|ibo|ibdp|ibcp|pyp|myp|dp|cp|pep|pai|pei|pd|international baccalaureate|bachillerato internacional|baccalaureat international|bacharelato internacional|baccalaureato internazionale|diploma programme|primary years programme|middle years programme|career[- ]related programme|programa (do|del) diploma|programme du diplome)';
const COORDINATOR =
  '(co-?ordinat(ors?|rice|rices|eur|eurs|ore|ori)|coordinad(or|ora|ores|oras)|coordenad(or|ora|ores|oras)|coordonnat(eur|eurs|rice|rices)|koordinator(en|in|innen)?|coordinatoren)';
const IB_COORDINATOR_WORD = new RegExp(
  String.raw`\b(${IB_PROGRAMME}([ ,/&]+(and |e |y |et |und |en )?${IB_PROGRAMME})*( programmes?| programs?| programas?| programmi)? ${COORDINATOR}|${COORDINATOR} (de |do |dos |del |de los |des |du |of |of the |van |della |dei |der )?(programa |programas |programme |programmes |program |programma )?${IB_PROGRAMME})\b`,
);
const IB_COORDINATOR_TITLE = new RegExp(
  String.raw`^(?=.*\b(co-?ordinat\w*|coordinad\w*|coordenad\w*|coordonnat\w*|koordinator\w*)\b)(?=.*\b${IB_PROGRAMME}\b)`,
);
/**
 * Teachers' aides and school auxiliaries (ISCO-08 5312 teachers' aides; ESCO "teaching assistant"), who look after
 * pupils in classrooms, playgrounds and corridors: teaching and classroom assistants, auxiliares de ação educativa and
 * assistentes operacionais (the Portuguese school's name for them), auxiliares de educación, AESH and ATSEM, assistants
 * d'éducation, onderwijs- and klassenassistenten, collaboratori scolastici, Schulbegleiter. A job the title must name:
 * an administrative assistant or a director's secretary is no aide.
 */
const TEACHER_AIDE_WORD =
  /\b(auxiliar(es)? de (acao|accion) educativa|assistentes? operaciona(l|is)|teaching assistants?|classroom assistants?|teachers?'? aides?|learning support assistants?|(onderwijs|klassen)assistent(en)?|aesh|atsem|assistant(e)?s? d'education|auxiliar(es)? (de|del) (aula|educacion)|collaborat(ori|ore|rice|rici) scolastic[io]|schulbegleiter(in|innen)?|schulassistent(en|in|innen)?)\b/;
const TEACHER_AIDE_TITLE =
  /\b(auxiliar\w* (de |da )?(acao|accion) educativa|assistente\w* operaciona\w*|teaching assistant\w*|classroom assistant\w*|teachers?'? aide\w*|learning support assistant\w*|(onderwijs|klassen)assistent\w*|aesh|atsem|assistant\w* d'education|auxiliar\w* (de |del )?(aula|educacion)|collaborat\w* scolastic\w*|schulbegleit\w*|schulassistent\w*)\b/;
/**
 * A data centre's or a plant's critical facilities, the power and cooling that must never stop (ISCO-08 2151 electrical
 * and 2144 mechanical engineers, 3113 and 3115 their technicians, 7411 electricians, 7127 refrigeration and air
 * conditioning mechanics): critical facilities, impianti critici, kritische Anlagen, installations critiques,
 * instalaciones críticas. Its engineers and technicians are the ones whose title names critical facilities or an
 * electrical, mechanical or cooling trade; the NOC, the network and general facility management are not.
 */
const CRITICAL_FACILITIES_WORD =
  /\b(critical (facilities|facility|infrastructure|environments?|plant)|impianti critici|kritische[rn]? (anlagen|infrastruktur|gebaudetechnik)|installations critiques|instalaciones criticas|instalacoes criticas|kritische installaties)\b/;
const CRITICAL_FACILITIES_TITLE =
  /^(?!.*\b(noc|network\w*|netzwerk\w*|reseau\w*|rete|redes?|netwerk\w*|interconnect\w*|it|software|sales|vendite|commercial\w*)\b).*\b(critical (facilit|environment|infrastructure)\w*|impiant\w*|electrical|elettric\w*|electricien\w*|electrician\w*|elektri\w*|electricista\w*|eletricista\w*|mechanical|meccanic\w*|mecanic\w*|mechani\w*|hvac|cvc|climatizzazione|raffreddamento|cooling|frigorist\w*|refrigerat\w*|kaltetechn\w*|koeltechn\w*|ups|gruppi elettrogeni|generator\w*|generatori)\b/;
/**
 * "Ingegneri e tecnici degli impianti critici", "engineers and technicians of the critical facilities": both nouns are
 * the critical facilities' people, one job (CRITICAL_FACILITIES_WORD), not every engineer of the company.
 */
const CRITICAL_FACILITIES_PEOPLE = new RegExp(
  String.raw`(?<![\p{L}])(ingegner[ei]|engineers?|ingenieu?r(e|es|os|as|s)?|engenheir[oa]s|tecnic[oi]|t(e|é)cnic[oa]s|technicians?|techniciens?|techniker)\s+(e|and|et|y|und|en)\s+(ingegner[ei]|engineers?|ingenieu?r(e|es|os|as|s)?|engenheir[oa]s|tecnic[oi]|t(e|é)cnic[oa]s|technicians?|techniciens?|techniker)\s+(of the|of|degli|dei|delle|des|de los|de las|dos|das|der|van de)\s+${CRITICAL_FACILITIES_WORD.source.slice(2, -2)}(\s+(del|of the|du|des|de la|der|van het)\s+(data ?cent(er|re|ro)s?|rechenzentr\w*|datacent\w*|centros? de datos|site|plant))?(\s*[–—-]\s*[^–—]*[–—])?`,
  'giu',
);

/**
 * A data centre's remote-hands and smart-hands technicians, who rack, cable and swap hardware for colocation
 * customers (ISCO-08 3513 computer network and systems technicians; ESCO "ICT network technician"): a job the title must
 * name, apprentices of it too ("Apprendista tecnico Smart Hands").
 */
const REMOTE_HANDS = /\b(remote|smart)[- ]?hands?\b/;

/**
 * An emergency call centre, a lift maker's or an alarm service's 24-hour line (ISCO-08 4222 contact centre clerks,
 * 5419 emergency call takers and dispatchers): a unit the title must name, not all of customer service. "All staff
 * of the Notrufzentrale, its head included" keeps its dispatchers and its head, not the company's other heads or the
 * shop's customer service (holdout 124).
 */
const EMERGENCY_CALL_CENTRE_WORD =
  /\b(notruf ?(zentrale|leitstelle|annahme|dienst)\w*|emergency (call|dispatch|response) (cent(re|er)|desk|room|line)s?|(centres?|centrales?) d.appels? d.urgence|centrale d.urgence|central(es)? de (llamadas de )?emergencias?|centros? de (llamadas de )?emergencias?|centra(l|is) de (chamadas de )?emergencia|centrale (operativa )?d.emergenza|noodcentrale\w*)\b/;
/** A title naming the emergency call centre or its call takers and dispatchers. */
const EMERGENCY_CALL_CENTRE_TITLE =
  /\b(notruf\w*|emergency (call|dispatch)\w*|emergency (call|dispatch) (cent(re|er)|desk|handler|taker|operator)s?|(centres?|centrales?) d.appels? d.urgence|centrale d.urgence|central(es)? de (llamadas de )?emergencias?|centros? de (llamadas de )?emergencias?|centra(l|is) de (chamadas de )?emergencia|centrale (operativa )?d.emergenza|noodcentrale\w*)\b/;

/**
 * A spa's and a pool's trades (holdout 74, a thermal spa), each a job the title must name in any function:
 * masseurs (ISCO-08 3255, massage therapists; medical and wellness masseurs, Masseur, masajista, massagista,
 * massaggiatore, the Hungarian masszőr read by roles.ts), bath attendants (ESCO "spa attendant": Badewärter,
 * badbediende, bañero, the Hungarian fürdőmester) and lifeguards (ISCO-08 5419: Rettungsschwimmer, badmeester,
 * redder, maître-nageur, socorrista, nadador-salvador, bagnino, úszómester, vízimentő), and divers (ISCO-08 7541
 * underwater divers: buzo, Taucher, duiker, plongeur, mergulhador, subacqueo, búvár). A masseur is no physiotherapist,
 * a bath attendant no lifeguard.
 */
const MASSEUR_WORD =
  /\b(masseu(r|rs|se|ses)|masseur(in|innen|e)?|massage therapists?|massotherapeutes?|masajistas?|massagistas?|massaggiator[ei]|massaggiatric[ei]|massagetherapeut(en)?|masszor\w*|gyogymasszor\w*)\b/;
const MASSEUR_TITLE_WORDS = String.raw`\w*masseu\w*|\w*massag\w*|masajist\w*|\w*masszor\w*`;
const MASSEUR_TITLE = new RegExp(String.raw`\b(${MASSEUR_TITLE_WORDS})\b`);
/** A spa's wellness team ("spa and wellness", Wellnessbereich): a job the title must name, its masseurs included. */
// (In the seven languages, its practitioners and its lead too (holdout 113; ISCO-08 5142 beauticians, 3255 massage
// therapists): personale della spa, operatori del benessere, praticiens bien-être, responsabile spa. Beauticians named
// alone are not the masseurs: "kinés et masseurs, sauf les esthéticiennes" keeps the masseurs.)
const SPA_WELLNESS_WORD =
  /\b(spa (and|&|und|et|y|e|en) (wellness|bien-etre|bienestar|bem-estar|benessere)|wellness( (team|department|area|bereich))?|wellnessbereich|spa (team|department|staff)s?|(personale|personal|personeel|personnel|staff|team|equipe|equipo|equipa|mitarbeiter\w*|medewerkers?|responsabile|responsable|manager|direct(eur|rice|or|ora)|gerente|leiter(in)?) (della |del |de la |du |do |da |of the |van de |des |der )?(spa|wellness|bien[- ]etre|benessere|bienestar|bem[- ]estar)|(spa|wellness) (staff|team|therapists?|managers?|attendants?|practitioners?|personnel|mitarbeiter\w*|medewerkers?)|(operat(ori|ore|rici|rice)|praticien(ne)?s?|practitioners?|therapeutes?|therapists?|terapeut[ai]s?) (del |du |of |de )?(benessere|bien[- ]etre|wellness|bienestar|bem[- ]estar))\b/;
/** (A masseur-kinésithérapeute is a physiotherapist, a licensed health profession, not the spa's.) */
const SPA_WELLNESS_TITLE = new RegExp(
  String.raw`^(?!.*\b(kine\w*|physio\w*|fisio\w*|fysio\w*)\b).*\b(spa|\w*wellness\w*|bien[- ]etre|benessere|bienestar|bem[- ]estar|estet\w*|esthet\w*|beautic\w*|schoonheid\w*|kosmetik\w*|reflexolog\w*|${MASSEUR_TITLE_WORDS})\b`,
);
const BATH_ATTENDANT_WORD =
  /\b(bath(house)? attendants?|spa attendants?|baths? staff|bademeister(in|innen)?|badew(a|ae)rter(in|innen)?|badbediende(n|s)?|badpersoneel|garcons? de bains?|preposes? aux bains|ba(n|ñ)eros?|banheir[oa]s? termais|assistentes? de banho|auxiliares? de ba(n|ñ)o|addett[ie] (ai|alle) (bagni|terme)|furdomester\w*|furdos\w*)\b/;
const BATH_ATTENDANT_TITLE =
  /\b(bath(house)? attendant\w*|spa attendant\w*|bademeister\w*|badew(a|ae)rter\w*|badbediende\w*|garcons? de bains?|prepose\w* aux bains|ba(n|ñ)er[oa]s?|assistente\w* de banho|auxiliar\w* de ba(n|ñ)o|addett\w* (ai|alle) (bagni|terme)|furdomester\w*|furdos\w*)\b/;
const LIFEGUARD_WORD =
  /\b(life ?guards?|pool lifeguards?|rettungsschwimmer(in|innen)?|schwimmmeister(in|innen)?|fachangestellte f(u|ue)r b(a|ae)derbetriebe|badmeesters?|redders?|strandwacht\w*|ma(i|î)tres?[- ]nageu(r|rs|se|ses)( sauveteu(r|rs|se|ses))?|nageu(r|rs|se|ses)[- ]sauveteu(r|rs|se|ses)|surveillant(e|s|es)? de baignade|socorristas?|nadador(es|as|a)?[- ]salvador(es|as|a)?|bagnin[oi]|bagnine|assistent[ei] bagnanti|uszomester\w*|vizimento\w*)\b/;
const LIFEGUARD_TITLE =
  /\b(life ?guard\w*|rettungsschwimm\w*|schwimmmeister\w*|badmeester\w*|redder\w*|strandwacht\w*|maitre\w*[- ]nageu\w*|nageu\w*[- ]sauveteu\w*|surveillant\w* de baignade|socorrist\w*|nadador\w*[- ]salvador\w*|bagnin\w*|assistent\w* bagnant\w*|uszomester\w*|vizimento\w*)\b/;
const DIVER_WORD =
  /\b((professional |commercial |contracted |scientific |safety )?divers|taucher(innen)?|berufstaucher\w*|duikers?|plongeu(r|rs|se|ses)|mergulhador(es|as)?|buzos?|subacquei|sommozzator[ei]|buvar\w*)\b/;
const DIVER_TITLE =
  /\b(\w*diver|divers|\w*taucher\w*|duiker\w*|plongeu\w*|mergulhador\w*|buzo\w*|subacque\w*|sommozzator\w*|buvar\w*)\b/;
/**
 * A motorway's toll collection (ISCO-08 5230 cashiers and ticket clerks, the toll-booth cashier; 7421 for the
 * technicians of the toll lanes' systems): toll collectors, their station heads and the toll-systems unit, in the seven
 * languages (esattori, peajistas, Mautkassierer, péagistes, tolgaarders, portageiros). A job the title must name.
 */
const TOLL_WORD =
  /\b(toll[- ](collect\w*|booths?|plazas?|lanes?|systems?|stations?|staff|operators?)|esattor[ei]|esattrici|esazione|pedaggi?o|peajes?|peajistas?|mautkassier\w*|mautstellen?|mauterheb\w*|peages?|peagistes?|receveu(r|rs|se|ses) de peage|tolgaarders?|tolheffing\w*|tolstation\w*|portagens?|portageir[oa]s?)\b/;
const TOLL_TITLE =
  /\b(toll[- ]?(collector|booth|plaza|lane|system)\w*|esattor\w*|esattric\w*|(sistem[ai]|tecnic[oi]|impiant[oi]|capo stazione|responsabile) (di )?esazione|peajist\w*|cobrador\w* de peaje|(sistemas?|tecnic[oa]s?) de peaje|mautkassier\w*|mautsystem\w*|peagist\w*|receveu\w* de peage|tolgaarder\w*|tolsystem\w*|portageir\w*)\b/;
/**
 * A road operator's traffic control room (the Italian "centro radio informativo", a Verkehrsleitzentrale, a centre
 * d'ingénierie et de gestion du trafic): its head and its operators. A place the title must name.
 */
const TRAFFIC_CONTROL_WORD =
  /\b((sala|centrale) (di )?controllo (del )?traffico|centr[oi] radio( informativ[oi])?|traffic (control|management|operations) (centres?|centers?|rooms?)|verkehrs(leit|rechner|management)?zentralen?|verkehrsleitstellen?|centres? (de gestion|d.ingenierie et de gestion) (du )?trafic|centros? de (control|gestion|controlo) (de(l)? )?tr(a|á)fic?(o|ego)|verkeerscentrales?)\b/;
const TRAFFIC_CONTROL_TITLE =
  /\b((sala|centrale) (di )?controllo (del )?traffico|centro radio informativo|cri|traffic (control|management|operations) (centre|center|room|operator)\w*|verkehrs(leit|rechner|management)?zentrale|verkehrsleitstelle|verkehrsoperator\w*|(centre|operat\w*) (de gestion )?(du )?trafic|centro de (control|gestion|controlo) (de(l)? )?tr(a|á)fic?(o|ego)|verkeerscentrale|wegverkeersleider\w*)\b/;
/**
 * A road operator's maintenance field crews (ISCO-08 9312 civil engineering labourers, the road maintenance worker;
 * 8342 for the snow plough's driver): cantonieri and their team heads, the winter service, Straßenwärter,
 * agents d'exploitation de la route, peones camineros, wegenwachters. A job the title must name.
 */
const ROAD_CREW_WORD =
  /\b(road maintenance( field)?( staff| crews?| workers?)?|highway maintenance( staff| crews?| workers?)?|cantonier[ei]|capi? nucleo|winter service( crews?)?|snow[- ]clearing( crews?)?|gritting crews?|strassenwarter\w*|strassenmeister\w*|strassenunterhalt\w*|winterdienst\w*|agents? d.exploitation (de la route|routiers?)|entretien (des routes|routier)|viabilite hivernale|peon(es)? caminer[oa]s?|conservacion de carreteras|vialidad invernal|wegenwachters?|wegonderhoud\w*|gladheidsbestrijding|cantoneir[oa]s?|conservacao de estradas|sgombero neve|servizio invernale)\b/;
const ROAD_CREW_TITLE =
  /\b(cantonier\w*|capo nucleo|road maintenance|highway maintenance|manutenzione (autostradal|stradal)\w*|servizio invernale|sgombero neve|piano neve|winter service|snow ?(clearing|plough\w*|plow\w*)|gritting|strassenwarter\w*|strassenmeister\w*|strassenunterhalt\w*|winterdienst\w*|agents? d.exploitation|entretien (des routes|routier)|peon\w* caminer\w*|conservacion de carreteras|wegenwacht\w*|wegonderhoud\w*|cantoneir\w*)\b/;
/**
 * A ceramics or glass works' kiln crews (ISCO-08 8181 glass and ceramics plant operators): horneros, kiln operators,
 * Brennofenführer, fornaciai, enfourneurs, ovenisten, and the heads of the kilns. A job the title must name; an
 * oven of a bakery is named by its own words.
 */
const KILN_WORD =
  /\b(horner[oa]s?|hornos|kilns?( operators?| staff| crews?)?|brennofen\w*|ofenfuhrer\w*|fornaciai?|enfourneu(r|rs|se|ses)|cuiseu(r|rs|se|ses) (de )?ceramique|fours (tunnels?|a rouleaux|ceramiques?)|forneir[oa]s?|ovenisten)\b/;
const KILN_TITLE =
  /\b(horner[oa]s?|(de |del |los )?hornos?|kilns?|kiln operators?|brennofen\w*|ofenfuhrer\w*|fornaciai?\w*|(addett|operator)\w* (ai |al )?forn[oi]|enfourneu\w*|conducteu\w* (de |des )?fours?|forneir\w*|ovenist\w*)\b/;
/**
 * A works' press operators (ISCO-08 8181 for the ceramics presses, 7223 metal press operators): prenseros, Pressenbediener,
 * pressatori, conducteurs de presse, persoperators, and the shift heads of the presses. A job the title must name;
 * the press of the newspapers ("jefe de prensa") is no press machine.
 */
const PRESS_OPERATOR_WORD =
  /\b(prenser[oa]s?|prensistas?|(operari[oa]s?|operador(es|as)?|jef(e|es|a|as)) (de turno )?de prensas|prensas|press (operators?|shops?|crews?)|pressenbediener\w*|pressenfuhrer\w*|pressatori|pressist[ie]|addett[ie] (alle )?presse|conducteu(r|rs|se|ses) de presses?|persoperators?)\b/;
const PRESS_OPERATOR_TITLE =
  /\b(prenser\w*|prensist\w*|(operari|operador|jef|encargad|responsable)\w* (de )?(turno )?(de )?(prensas|prensado)|press operator\w*|pressenbediener\w*|pressenfuhrer\w*|pressator\w*|pressist\w*|(addett|operator)\w* (alle |della )?press[ae]|conducteu\w* (de |des )?presses?|pressier\w*|persoperator\w*)\b/;
/**
 * A ceramics works' glaze laboratory (ISCO-08 3111 chemical and physical science technicians, 2113 chemists): its head,
 * its technicians and its interns (laboratorio de esmaltes, Glasurlabor, laboratorio smalti, laboratoire des émaux,
 * glazuurlab). A job the title must name; a glazing line's operator ("esmaltado") works on the line.
 */
const GLAZE_LAB_WORD =
  /\b(glaze (lab|labs|laborator(y|ies)|technicians?)|laboratori?o?s? (de |di |des )?(esmaltes|smalti|emaux)|glasurlabor\w*|glasurtechni\w*|glazuurlab\w*)\b/;
const GLAZE_LAB_TITLE = /\b(esmaltes?|glazes?|glasur\w*|smalti|emaux|glazuur\w*)\b/;
/**
 * Structural engineers (ISCO-08 2142 civil engineers: bridges, viaducts, tunnels): ingegneri strutturisti, Tragwerksplaner,
 * Statiker, ingénieurs structures, ingenieros de estructuras, constructeurs. A job the title must name; an engineer of
 * another branch is not one. (The Italian "strutturisti" is read beside its "ingegneri": alone, in a list under a
 * heading of engineers and technicians, it would leave the heading read as every engineer.)
 */
const STRUCTURAL_ENGINEER_WORD =
  /\b(structural engineers?|ingegner[ei] strutturist[ie]|tragwerksplaner\w*|statiker\w*|ingenieu?rs? (en )?structures?|ingenier[oa]s? (de )?estructuras|engenheir[oa]s? (de )?estruturas|constructief ingenieurs?)\b/;
const STRUCTURAL_ENGINEER_TITLE =
  /\b(structural engineer\w*|strutturist\w*|tragwerksplan\w*|statiker\w*|ingenieu\w* (en |de )?structures?|ingenier\w* (de )?estructura\w*|calculista\w*|engenheir\w* (de )?estrutura\w*|constructief\w*|(tunnel|bridge) engineer\w*)\b/;
/**
 * A mountain resort's bike park crew in summer (ISCO-08 3423 fitness and recreation instructors and programme leaders:
 * the mountain-bike guide; the trail builders who shape its lines): bike park managers, trail builders, bike guides,
 * in the seven languages (Bikepark, Trailbauer, guides VTT, guías de BTT, fietsgidsen, guide MTB). A job the title
 * must name; a guide of another kind is not one.
 */
const BIKE_PARK_WORD =
  /\b(bike ?parks?|trail[- ]?build(ers?|ing)|trailbau(er|ern|erin|erinnen)?|trail crews?|(mountain ?bike|mtb|bike|vtt|btt) ?guides?|bikeguides?|guides? (vtt|mtb)|moniteu(r|rs|se|ses) vtt|gu(i|í)as? (de )?(btt|mtb|bicicleta de montana)|fietsgids(en)?|mountainbikegids(en)?|guide (di )?(mtb|mountain bike))\b/;
const BIKE_PARK_TITLE =
  /\b(bike ?park\w*|trail[- ]?build\w*|trailbau\w*|trail (design|crew)\w*|(mountain ?bike|mtb|bike|vtt|btt) ?guide\w*|bikeguide\w*|guides? (vtt|mtb)|moniteu\w* vtt|guia\w* (de )?(btt|mtb|bicicleta)|fietsgids\w*|mountainbikegids\w*|guide (di )?(mtb|mountain bike)|stavitel\w* trat\w*)\b/;
/**
 * A zoo's or an aquarium's curators of its living collection (ISCO-08 2131; ESCO "zoo curator"): curators, the head
 * curator, curadores, Kuratoren, conservateurs des collections. A job the title must name (a biologist or a researcher
 * is none), never a trustee of a foundation's conselho de curadores nor a content curator (holdout 74).
 */
const CURATOR_WORD =
  /(?<!(content|data|digital|social|music|playlist|conselho de|consejo de|board of) )\b((head |chief |senior )?curators?( (of|for) (the |our )?(living |live |animal |zoological )?collections?)?|collection curators?|(?<!(conselho|consejo) de )curador(es|as|a)?|kurator(en|innen|in)?|conservat(eurs?|rices?) (des |de la )?collections?)\b/;
const CURATOR_TITLE =
  /^(?!.*\b(conselho|consejo|board|kuratorium|trustees?|fundacao|fundacion|stiftung|content|playlist)\b).*\b(curat(or|ors|rice|ore|ori)|curador\w*|kurator\w*|conservat(eur|rice)\w* (des |de la )?collections?)\b/;
/**
 * Live-in and 24-hour carers (ISCO-08 5322 home-based personal care workers; ESCO "home care aide" living in):
 * "24-hour carers", "live-in carers", the Austrian "24h-Betreuerinnen" and "Personenbetreuer", the Italian
 * "badanti". A job the title must name: a 24-hour or live-in mark beside a word of care in the carers'
 * languages (Betreuerin, opatrovateľka, îngrijitoare, gondozó, opiekunka, cuidadora …), or Personenbetreuer.
 */
const LIVE_IN_CARER_WORD =
  /\b((24[- ]?(h|hours?|hrs?|stunden|std)|round[- ]the[- ]clock|live[- ]in|rund[- ]um[- ]die[- ]uhr)[- ]?((live[- ]in|home|in[- ]home|personal)[- ]?)?(carers?|care ?givers?|care workers?|care|betreuer(in|innen)?|betreuung(skr(a|ä)fte?)?|betreuungskr\w*|pfleger(in|innen)?|pflegekr\w*)|24[- ]?(h|stunden)[- ]?betreu\w*|personenbetreuer\w*|personenbetreuung|badanti|badante|cuidador(as|es|a)? internas?)\b/;
const LIVE_IN_CARER_TITLE =
  /(\b24 ?-? ?(h|hours?|hrs?|stunden|std|oras|ore|horas|heures|godz\w*)\b.*\b(\w*betreu\w*|\w*pfleg\w*|care\w*|carer\w*|gondoz\w*|opatrov\w*|ingrijit\w*|opiekun\w*|cuidador\w*|badant\w*|assist\w*|aide\w*|doglad\w*)|\b(\w*betreu\w*|\w*pfleg\w*|care\w*|carer\w*|gondoz\w*|opatrov\w*|ingrijit\w*|opiekun\w*|cuidador\w*|assist\w*|aide\w*|doglad\w*)\b.*\b24 ?-? ?(h|hours?|hrs?|stunden|std|oras|ore|horas|heures|godz\w*)\b|\blive[- ]in (carer|care)\w*|\bpersonenbetreu\w*|\bbadant\w*|\bcuidador\w* intern\w*)/;
/**
 * The leaders of a care home and of its living units (ISCO-08 1343 managers of aged care services; ESCO "residential
 * home manager", "nursing home unit leader"): the Austrian and German Hausleitung, Heimleitung and
 * Einrichtungsleitung, and the Wohnbereichs- or Wohngruppenleitung. Jobs the title must name; a care home's head is
 * no head of nursing by level alone, and a Wohnbereichsleitung needs no nursing word in the title.
 */
const CARE_HOME_LEAD_WORD =
  /\b((haus|heim|einrichtungs|wohnbereichs?|wohngruppen|wohnheim)leit(ung|ungen|er|erin|erinnen)|(haus|heim|einrichtungs|wohnbereichs?|wohngruppen)leiter\w*|care home managers?|nursing home (managers?|administrators?)|residential (care )?home managers?|unit leaders? of (a|the) care home)\b/;
const CARE_HOME_LEAD_TITLE =
  /\b((haus|heim|einrichtungs|wohnbereichs?|wohngruppen|wohnheim)leit\w*|(care|nursing|residential) home manag\w*|nursing home administr\w*)\b/;
/**
 * Housekeeping and cleaning (ISCO-08 5151 cleaning and housekeeping supervisors, 9112 cleaners; ESCO "housekeeper",
 * "cleaner"): Hauswirtschaft and Reinigung, servizi domestici and pulizie, limpieza, nettoyage, schoonmaak. A job the
 * title must name, whatever function it reads as (facility management is no housekeeping).
 */
const HOUSEKEEPING_WORD =
  /\b(hauswirtschaft\w*|housekeeping|household services|domestic services|servizi domestici|pulizi[ae]|reinigungs?(kr(a|ä)fte?|personal|dienst\w*)?|reinigung|cleaning( staff| services)?|cleaners|limpieza|limpiador(es|as)|nettoyage|bio ?nettoyage|agents? d.entretien|schoonmak\w*|schoonmaak\w*|raumpfleg\w*)\b/;
const HOUSEKEEPING_TITLE =
  /\b(\w*hauswirtschaft\w*|housekeep\w*|\w*reinigung\w*|reinigungs\w*|\w*cleaner\w*|cleaning|pulizi\w*|limpieza|limpiador\w*|nettoyage|bio ?nettoyage|agent d.entretien|schoonma\w*|sprzata\w*|gouvernante|governant\w*|raumpfleg\w*)\b/;
/**
 * Office administration (ISCO-08 3341 office supervisors, 4110 general office clerks; ESCO "office manager"):
 * Büroverwaltung, Büroorganisation, office administration, office administrators, Bürokräfte, kantoormedewerkers,
 * administracja biura, and administrative support where the lexicon reads the adjective as finance (administratieve
 * ondersteuning, supporto amministrativo), unless it supports someone named after it ("… van de leiding"): the office's
 * clerical support, not the finance "administratie". A job the title must name (an
 * administration, Verwaltung, Büro, office or secretariat word), never all of operations. ("Office management" beside
 * facilities stays facilities.)
 */
const OFFICE_ADMIN_WORD =
  /\b(b(u|ü)roverwaltung|b(u|ü)roorganisation|office administration|office administrators?|office admins?|b(u|ü)rokr(a|ä)ft\w*|administrativ[oa]s de (oficina|escrit(o|ó)rio)|kantoormedewerkers?|administracj[aiy] biura|administration (du )?bureau|gestion de (la )?oficina|amministrazione (d.)?ufficio|kantooradministratie|(administratieve ondersteuning|supporto amministrativo)(?! (of|to|for|van|voor|aan|de|du|des|der|di|del|della|da|do|dos|das|al|a|fur)\b))\b/;
const OFFICE_ADMIN_TITLE =
  // (An IT, system, network or database administrator keeps computers, not the office: ISCO-08 2522.)
  /\b(?<!\b(it|sys|system|systems|network|netzwerk|database|datenbank|db|linux|windows|sap|cloud)[- ]?)((?!(it|sys|system|systems|network|netzwerk|database|datenbank|db|linux|windows|sap|cloud)-?administr)\w*administr\w*|\w*verwaltung|buro\w*|office manag\w*|office admin\w*|biur\w*|sekretariat\w*|secretariat\w*|secretar\w*)\b/;
/** "Büroverwaltung/Administration": the word after the slash glosses the office's administration, no function. */
const OFFICE_ADMIN_GLOSS =
  /(b(?:u|ü)roverwaltung|b(?:u|ü)roorganisation|office administration|administracj[aiy] biura)\s*\/\s*(?:administration|administracja|verwaltung|admin)(?![\p{L}])/giu;
/**
 * Medical doctors alone (ISCO-08 221: 2211 generalist, 2212 specialist medical practitioners), asked for without
 * the other health professions by the words MEDICAL_WORD reads ("médecins thermaux", "médicos", "medici", "doctors";
 * "physicians" is a function of its own). Not vets.
 */
const PHYSICIANS_ONLY_WORD =
  /^(?!.*\b(physios?|physiotherap\w*|fisioterap\w*|kine\w*|fysiotherap\w*|nutri\w*|dieti\w*|dieteti\w*|ernahrung\w*|nurses?|infirmi\w*|enfermer\w*|pfleg\w*|verpleeg\w*|infermier\w*|medical (people|staff|team|folks))\b).*\b(doctors|medic[oa]s(?! veterinari)|medecins?(?! veterinaires?)|medici(?! veterinari))\b/;
/** A medical doctor's title: a doctor, not a doctor's secretary or assistant (see the job above). */
const PHYSICIANS_ONLY_TITLE =
  /^(?!.*\b(secreta\w*|sekretar\w*|secretaresse\w*|assistant\w*|assistente?s?|asistente?s?|arzthelfer\w*|fachangestellte\w*|receptionist\w*|veterinari\w*|veterinaire\w*)\b).*\b(doctor|dr med|physician\w*|medic[oa]|medecin\w*|\w*arzt|\w*arztin|arts|medical director|directeur medical|diretor clinico)\b/;
/**
 * Dieticians and nutritionists alone (ISCO-08 2265), asked for without doctors or physiotherapists: "dieticians",
 * "diététiciennes", "Ernährungsberater", "diëtisten", "nutricionistas".
 */
const DIETICIANS_ONLY_WORD =
  /^(?!.*\b(doctors?|physicians?|medic[oa]s|medecins?|medici|arzte|artsen|physios?|physiotherap\w*|fisioterap\w*|kine\w*|fysiotherap\w*|medical (people|staff|team|folks))\b).*\b(nutritionists?|dietitians?|dieticians?|nutricionistas?|nutrizionist[ie]|nutritionnistes?|dieteticien(ne)?s?|ernahrungsberater\w*|di(e|a)tassistent\w*|dietisten|dietist(a|as|e|i)?)\b/;
/** A dietician's or nutritionist's title (see the job above). */
const DIETICIANS_ONLY_TITLE =
  /\b(nutri\w*|dietist\w*|dietitian\w*|dietician\w*|dieteticien\w*|ernahrungsberat\w*|di(e|a)tassist\w*|dietolog\w*)\b/;
/**
 * Doctors, physiotherapists and nutritionists (ISCO-08 221 medical doctors, 2264 physiotherapists, 2265
 * dieticians and nutritionists), in the seven languages: médico, médecin, Ärzt, arts, fisioterapeuta,
 * kinésithérapeute, Physiotherapeut, fysiotherapeut, nutricionista. Not "médicos veterinários", "médecins
 * vétérinaires": vets (ISCO-08 2250, holdout 74).
 */
const MEDICAL_WORD =
  /\b(medical (people|staff|team|folks)|doctors|physios?|physiotherapists?|nutritionists?|dietitians?|dieticians?|medic[oa]s(?! veterinari)|medecins?(?! veterinaires?)|medici(?! veterinari)|fisioterapeut[ai]s?|fisioterapist[ie]|kinesitherapeutes?|kines|physiotherapeut(en|innen|es|e)?|fysiotherapeuten|nutricionistas?|nutrizionist[ie]|nutritionnistes?|dieteticien(ne)?s?|ernahrungsberater\w*|dietisten)\b/;
const MEDICAL_TITLE =
  /\b(doctor|dr med|physician|medic[oa]|medecin\w*|\w*arzt\w*|\w*arztin\w*|\w*physio\w*|fisioterap\w*|kinesitherap\w*|fysiotherap\w*|nutri\w*|dietist\w*|dietitian\w*|dietician\w*|dieteticien\w*|ernahrungsberat\w*|diretor clinico|directeur medical|head of medical|medical director|team doctor|club doctor|arts)\b/;
/**
 * A laboratory's chemists and technicians (ISCO-08 2113 chemists, 3111 chemical and physical science
 * technicians; the German apprenticeship "Chemielaborant"), in the seven languages. A Chemikant runs the plant.
 */
const LAB_WORD =
  /\b((lab(oratory)?|r&d|analytical|formulation|qc) chemists|chemists|chimistes?|chemiker(innen)?|laborchemiker\w*|quimic[oa]s|chimic[io]|chemici|\w*laborant(en|innen|in)?|techniciens? de laboratoire|technicien(ne)?s? de labo|lab(oratory)? technicians)\b/;
const LAB_TITLE =
  /\b(\w*chemist\w*|\w*chemiker\w*|chimiste\w*|chemicus|\w*laborant\w*|labor\w*|laborat\w*|lab|labo)\b/;
/**
 * A medical laboratory's specialists who sign its results (ISCO-08 2212 specialist medical practitioners in pathology
 * and medical microbiology; the clinical chemist, NVKC "klinisch chemicus", ESCO "clinical biochemist"; the French
 * "biologiste médical"): pathologists, clinical microbiologists (arts-microbioloog), clinical chemists, in the seven
 * languages. The analysts and technicians of the same departments are no specialists (LAB_ANALYST_TITLE).
 */
const NOT_LAB_STAFF =
  '^(?!.*\\b(\\w*analist\\w*|analyst\\w*|analytiker\\w*|technic\\w*|techniker\\w*|tecnic[oa]\\w*|laborant\\w*|\\w*assistent\\w*|mtla|histotechnolo\\w*)\\b)';
const CLINICAL_CHEMIST_WORD =
  /\b(klinisch(e)? chemici|clinical (bio)?chemists|klinische(n)? chemiker(innen)?|biologistes? medica(l|ux)|medecins biologistes|bioquimic[oa]s clinic[oa]s|biochimici clinici)\b/;
const CLINICAL_CHEMIST_TITLE = new RegExp(
  `${NOT_LAB_STAFF}.*\\b(klinisch\\w* chemic\\w*|kcio|clinical (bio)?chemist\\w*|klinische\\w* chemiker\\w*|biologiste medical\\w*|bio(quimic|chimic)\\w* clinic\\w*)\\b`,
);
const CLINICAL_MICROBIOLOGIST_WORD =
  /\b((arts|artsen)[- ]microbiolo(gen|og)|(clinical|medical) microbiologists|microbiologi clinici|microbiolog[oa]s clinic[oa]s|microbiologistas clinic[oa]s|(fachar(z|t)te|medecins|medicos|medici) (fur |en |de |in )?(medizinische )?microbiolog\w*|mikrobiologen)\b/;
const CLINICAL_MICROBIOLOGIST_TITLE = new RegExp(
  `${NOT_LAB_STAFF}.*\\b(\\w*microbiolo\\w*|\\w*mikrobiolog\\w*)\\b`,
);
const PATHOLOGIST_WORD = /\b(pathologists|patholog(en|innen|ues)|patolog[oa]s|patologi)\b/;
const PATHOLOGIST_TITLE = new RegExp(`${NOT_LAB_STAFF}.*\\b(\\w*patholo\\w*|\\w*patolo\\w*)\\b`);
/** The three together, when a definition names the laboratory's specialists as a whole. */
const LAB_SPECIALIST_WORD =
  /\b((medical |clinical )?laboratory (specialists|physicians|doctors)|medicos especialistas de laboratorio|laborarzte?\w*|medecins de laboratoire|specialisti di laboratorio|laboratoriumspecialisten)\b/;
const LAB_SPECIALIST_TITLE = new RegExp(
  `${CLINICAL_CHEMIST_TITLE.source}|${CLINICAL_MICROBIOLOGIST_TITLE.source}|${PATHOLOGIST_TITLE.source}|laborarzt\\w*`,
);
/**
 * Medical laboratory analysts and technicians (ISCO-08 3212 medical and pathology laboratory technicians): the
 * Dutch "analist" (MLO/HLO) and "hoofdanalist", the German MTLA, "Técnico de Análises Clínicas", the team leader of a
 * laboratory. In Dutch a bare "analist" is a laboratory's; a data, business, KYC or risk analyst is not, nor is a
 * laboratory's buyer or equipment technician, whose title names the laboratory only in a compound.
 */
const LAB_ANALYST_WORD =
  /\b((medical |clinical |biomedical )?(lab|laboratory) analysts|(?<!\b(bi|data|business|financiele|financial|kyc|aml|risk|risico|credit|krediet|system|systeem|functionele|it|ict|beleids|informatie|marketing|security|soc|pricing|test|hr|planning|investment|research|reporting)[- ])(hoofd)?analisten( (mlo|hlo))?|(medical |clinical |biomedical )(lab(oratory)? )?(technicians|technologists)|biomedical scientists|mtlas?|mta-?l|medizinisch[- ]technische\w* (labor\w*)?assistent\w*|biomedizinische\w* analytiker\w*|techniciens? (de laboratoire )?(medica(l|ux)|d.analyses (biologiques|medicales))|tecnic[oa]s( superiores)? de (analises clinicas|analisis clinicos|laboratorio clinico)|tecnici (di )?laboratorio biomedico|analistas clinic[oa]s)\b/;
const LAB_ANALYST_TITLE =
  /^(?!.*\b(data|bi|business|financ\w*|financieel|kyc|aml|risk\w*|risico\w*|credit|krediet|system\w*|systeem|functione\w*|functional|it|ict|lims|reporting|investment\w*|beleids\w*|informatie\w*|marketing|security|soc|pricing|test|hr|planning|inkoper|buyer|einkauf\w*|equipment|apparatuur|depositary|compliance|fraud\w*|research)\b).*\b((hoofd)?analist(e|en)?|(lab|laboratory|laboratorium|medical laboratory|clinical laboratory) (analyst|technician|technologist|scientist)\w*|biomedical scientist\w*|mtla|medizinisch\w* technisch\w* (labor\w*)?assistent\w*|biomedizinisch\w* analytiker\w*|technicien\w* de laboratoire\w*|tecnic[oa]\w*( superior)? de (analises clinicas|analisis clinicos|laboratorio)|tecnic[oa] (di )?laboratorio|analista\w* clinic\w*|histotechnolo\w*|laborator(ium|y|io|ios|ies|ien)|labor|labo|laboratoire)\b/;
/**
 * Specialists in training (a physician's or clinical chemist's specialty training: the Dutch AIOS and KCIO, a médico
 * residente, a specializzando, an Assistenzarzt in Weiterbildung): a job the title names, which a definition asks for
 * or leaves out apart from the specialists themselves.
 */
const SPECIALIST_TRAINEE_WORD =
  /\b((specialists?|specialisten|spezialisten|especialistas|specialisti|specialistes|artsen|doctors|physicians|medicos|medecins|medici|arzte|fachar(z|t)te|klinisch(e)? chemici|clinical chemists|microbiologists|pathologists) (in opleiding|en[\s\u2060]+formacion|in training|in weiterbildung|en[\s\u2060]+formation|in formazione|em formacao)|aios|kcio|specializzandi|medicos (internos )?residentes|medecins internes|assistenzar(z|t)te( in weiterbildung)?)\b/;
const SPECIALIST_TRAINEE_TITLE =
  /\b(in opleiding|kcio|aios|anios|in training|en formacion|in weiterbildung|en formation|in formazione|em formacao|specializzand\w*|medic[oa] (interno )?residente|interne des hopitaux|assistenzar(z|t)\w*)\b/;
/**
 * A laboratory's microbiology department (ISCO-08 2131 biologists, 2212 medical microbiologists, 3212 its analysts):
 * everyone whose title names microbiology, when a definition names the department or its analysts by it.
 */
const MICROBIOLOGY_WORD =
  /\b(\w*microbiolog\w*|\w*mikrobiolog\w*)( (medica|medical|medische|medizinische|medicale|clinica|clinique|clinical))?\b/;
const MICROBIOLOGY_TITLE = /\b(\w*microbiolo\w*|\w*mikrobiolo\w*)\b/;
/**
 * Blood collection (ESCO "phlebotomist", a health associate professional): prikkers and bloedafnamemedewerkers at the
 * collection points, Blutentnahme, prélèvements sanguins, extracción de sangre, colheita de sangue, prelievi.
 */
const PHLEBOTOMY_WORD =
  /\b(phlebotom\w*|blood (collection|draw\w*|sampling)( staff| team)?|bloedafname\w*|prikkers?|prikpost(en)?|blutentnahme\w*|preleveu(r|se)s?|prelevements? sanguins?|extraccion(es)? de sangre|extraccionistas?|flebotomistas?|colheitas? de sangue|prelievi( di sangue| ematici)?|prelevatori)\b/;
const PHLEBOTOMY_TITLE =
  /\b(phlebotom\w*|blood (collection|draw\w*|sampling)|bloedafname\w*|bloedafnemer\w*|prikker\w*|prikpost\w*|blutentnahme\w*|preleveu\w*|prelevement\w* sanguin\w*|extraccion\w* de sangre|extraccionista\w*|flebotom\w*|colheita\w* de sangue|prelievi\w*|prelievo)\b/;
/**
 * Couriers and sample transport (ISCO-08 9621 messengers and package deliverers, 8322 car and van drivers): koeriers,
 * monstervervoer, sample or specimen transport, in the seven languages. A job the title must name.
 */
const COURIER_WORD =
  /\b(couriers|koeriers|monsterkoeriers|kuriere|kurierfahrer\w*|coursiers|mensajeros|estafetas|corrieri|monstervervoer|(sample|specimen) (transport|logistics|couriers)|probentransport\w*|transport (des |d.)?echantillons|transporte de (muestras|amostras)|trasporto (dei )?campioni)\b/;
const COURIER_TITLE =
  /\b(\w*courier\w*|\w*koerier\w*|\w*kurier\w*|coursier\w*|mensajer\w*|estafeta\w*|corriere|corrieri|monstervervoer|(sample|specimen) (transport|logistics)|probentransport\w*|transport (des |d.)?echantillons|transporte de (muestras|amostras)|trasporto (dei )?campioni)\b/;
/**
 * Infection prevention and control (ESCO "infection control nurse", ISCO-08 2221): the Dutch "deskundige
 * infectiepreventie", Hygienefachkraft, infirmier hygiéniste, enfermera de control de infecciones.
 */
const INFECTION_PREVENTION_WORD =
  /\b(infectiepreventie\w*|infection (prevention|control)( (and|&) control)?( nurses| specialists| practitioners| experts| staff| team)?|(prevenzione|controllo) (delle )?infezioni|(prevencion|control) de (las )?infecciones|(prevencao|controlo) (e controlo )?(de |das )?infecoes|hygienefachkr\w*|krankenhaushygien\w*|(infirmier\w* )?hygienistes?|ziekenhuishygien\w*)\b/;
const INFECTION_PREVENTION_TITLE =
  /\b(infectiepreventie\w*|infection (prevention|control)|(prevenzione|controllo) (delle )?infezioni|(prevencion|control) de (las )?infecciones|(prevencao|controlo) (e controlo )?(de |das )?infec\w*|hygienefachkr\w*|krankenhaushygien\w*|hygieniste\w*|ziekenhuishygien\w*)\b/;
/**
 * Depositary oversight (the depositary's control of a fund's cash, assets and its administrator under UCITS/AIFMD):
 * Verwahrstellenkontrolle, contrôle dépositaire, controllo depositario. Another service than fund administration.
 */
const DEPOSITARY_WORD =
  /\b(((controllo|controlo|control|controle|kontrolle) (del |do |du |des |della |de la )?)?(depositar\w*|depositair\w*|depository|verwahrstell\w*|bewaarder\w*)( (oversight|control|controls|monitoring|services?|duties|team|officers?|banks?))?)\b/;
const DEPOSITARY_TITLE = /\b(depositar\w*|depositair\w*|depository|verwahrstell\w*|bewaarder\w*)\b/;
/** A chemical plant's operators (ISCO-08 3133 chemical processing plant controllers, 8131 plant operators). */
const PLANT_OPERATOR_WORD =
  /\b(plant operators|process operators|procesoperators?|chemikant(en|innen|in)?|anlagenfahrer\w*|operador(es|as)? de planta|operat(eur|rice)s? (de production|de process|d.installation)|operator[ei] (di )?(impianto|processo))\b/;
const PLANT_OPERATOR_TITLE =
  /\b(\w*chemikant\w*|\w*operator\w*|operador\w*|operat(eur|rice)\w*|operatore\w*|anlagenfahrer\w*)\b/;
/** Process and plant engineers (ISCO-08 2145 chemical engineers; ESCO "process engineer"): Verfahrensingenieur, procesingenieur. */
const PROCESS_ENGINEER_WORD =
  /\b((process|plant|chemical) engineers?|verfahrensingenieur\w*|prozessingenieur\w*|procesingenieurs?|ingenieurs? (des |de )?procedes|ingenier[oa]s de procesos|ingegneri di processo|engenheir[oa]s de processo)\b/;
const PROCESS_ENGINEER_TITLE =
  /\b(process\w* engineer\w*|inzynier\w* proces\w*|\w*verfahrensingenieur\w*|\w*verfahrenstechnik\w*|\w*prozessingenieur\w*|procesingenieur\w*|ingenieur\w* (des |de )?(procedes|process\w*)|ingenier\w* de procesos|ingegner\w* di processo|engenheir\w* de processo|plant engineer\w*|betriebsingenieur\w*|chemical engineer\w*)\b/;
/** Maintenance technicians, electricians and mechanics (ISCO-08 7233, 7412, 7411): onderhoudstechnicus, Industriemechaniker. */
const MAINTENANCE_TECH_WORD =
  /\b(techniciens? (de |d.\s?)?(maintenance|entretien)|tecnic[oa]s? (de |em )?(mantenimiento|manutencao)|tecnici (di |della )?manutenzione|manutentori|instandhaltungs(techniker|mechaniker|elektriker)\w*|onderhoudstechnic\w*|onderhoudsmonteurs?|instandhalter\w*|mechaniciens?( in het onderhoud)?|elektromonteurs?|elektroniker\w*|industriemechaniker\w*)\b/;
const MAINTENANCE_TECH_TITLE =
  /\b(\w*mechani(c|k|ci)\w*|\w*elektroni\w*|\w*elektrik\w*|electrician\w*|\w*monteur\w*|\w*onderhoud\w*|\w*instandhalt\w*|maintenance|manutenzione|manutentor\w*|multitechni\w*|mantenimiento|manutencao)\b/;
/** The role word of the administration of the (flex) workforce (its contracts, hours and pay). */
const WORKFORCE_ADMINISTRATION = 'workforce administration';
/** The role word of a parts department (its title names parts in any function: stores, sales, service). */
const PARTS_AND_ACCESSORIES = 'parts and accessories';
/** The role word of a dealership's vehicle preparers and transfer drivers. */
const VEHICLE_JOBS = 'vehicle preparers and transfer drivers';
/** The role word of a workshop's service advisers. */
const SERVICE_ADVISERS = 'service advisers';
/** Jobs whose title names them in whatever function it reads as (or none): the title alone decides. */
const TITLE_NAMED_JOBS: readonly string[] = [
  WORKFORCE_ADMINISTRATION,
  PARTS_AND_ACCESSORIES,
  VEHICLE_JOBS,
  SERVICE_ADVISERS,
  // (A hotel's receptionist reads as facilities, a hotel's front office manager as hospitality: either is reception.)
  'reception and front desk',
  // (A professor or a scientific advisor names no function; the research they do with the company is named.)
  'academic partners',
];
/**
 * A payroll title's own words: the test of the "payroll" job, and what makes a title payroll only
 * ("Personalverrechnerin": the Austrian payroll clerk, as "Personalverrechnung" is asked for).
 */
const PAYROLL_TITLE =
  /\b(payroll|paie|nomina|lohn\w*|gehalt\w*|entgelt\w*|personalverrechn\w*|folha de pagamento|buste paga|paghe|salaris\w*|loon\w*|(processamento|gestion|gestionnaires?|responsable|service) (des |de )?salai?r\w*|lonn?s?(bogholder|bokholder|administrat|regnskab|konsulent|medarbejder|ansvarlig)\w*|palkanlask\w*|palkkahallin\w*)/;
/** A works council and the employees' representatives (Betriebsrat, ondernemingsraad, CSE, comité de empresa, RSU). */
// (A German orchestra's Orchestervorstand is the players' elected representation under their collective agreement,
// the TVK: the orchestra's works council.)
const WORKS_COUNCIL_WORD =
  /\b(betriebsr(at|ate|ats|atinnen|atin)\w*|orchestervorst(and|ands|andes|ande)\w*|works councils?( members)?|ondernemingsraad\w*|comite social et economique|comite d.entreprise|comite de empresa|arbeitnehmervertret\w*|personalr(at|ate)\w*)\b/;
const WORKS_COUNCIL_TITLE =
  /\b(\w*betriebsr\w*|orchestervorstand\w*|works council\w*|ondernemingsraad\w*|comite social|comite d.entreprise|comite de empresa|arbeitnehmervertret\w*|employee representative\w*|personalrat\w*|cse)\b/;
/**
 * Franchisees: independent owners who run a business under the company's brand on a franchise contract (their own
 * firm, not staff and not the company's owners): franchisé(e)s, Franchisenehmer, franquiciados, franqueados,
 * franchisenemers, affiliati in franchising. The franchise network's own staff (franchise managers, animateurs réseau
 * franchise) are none: the word must stand for the holder.
 */
const FRANCHISEE_WORD =
  /(?<![\p{L}])(franchisees?|franchisenehmer\p{L}*|franquiciad[oa]s?|franquead[oa]s?|franchisad[oa]s?|franchisat[io]|franchisenemers?|affiliat[io] in franchising|(?<=(les|des|nos|aux|le|un|ces|vos|ni) )franchise(s)?)(?![\p{L}])/u;
/**
 * Board members the employees elect (Danish and Norwegian law give employees board seats): employee-elected,
 * medarbejdervalgte, ansattevalgte, administrateurs salariés. A seat the title must say, not every board member: the
 * definition's words and the title's are the same.
 */
const EMPLOYEE_ELECTED_WORD =
  /\b(employee[- ]elected|elected by (the )?(employees|staff|workforce)|medarbejdervalgt\w*|ansatte?valgt\w*|administrat(eur|rice)s? salarie\w*|administrat(eur|rice)s? representant les salaries|(door|van) (het personeel|de (werknemers|medewerkers)) gekozen|(vom personal|von der belegschaft|von den (arbeitnehmer|beschaftigte|mitarbeitende)\w*) gewahlt\w*|elu(e)?s? par (le personnel|les salaries)|elegid[oa]s? por (el personal|los trabajadores|la plantilla)|eleit[oa]s? pel[oa]s? (trabalhadores|pessoal|colaboradores)|elett[ie] dai (lavoratori|dipendenti))\b/;
/** Sponsorship (ESCO "sponsorship manager"): patrocínios, patrocinios, sponsoring, sponsorizzazioni. */
const SPONSORSHIP_WORD =
  /\b(sponsorships?|sponsoring|sponsors|patrocini(os|o)|patroc[ií]nios?|sponsorizzazion[ei]|sponsorisation|parrainages?)\b/;
const SPONSORSHIP_TITLE = /\b(\w*sponsor\w*|patrocin\w*|parrainage\w*)\b/;
/** Ticketing, the box office (ESCO "ticket sales agent", ISCO-08 4211): taquilla, bilheteira, billetterie, Kartenverkauf. */
const TICKETING_WORD =
  /\b(ticketing|box office|ticket (sales|office)|taquillas?|venta de entradas|billetteries?|bilheteiras?|bilhetica|biglietteri[ae]|kartenverkauf|ticketverkauf|kassa)\b/;
// ("Tageskassa", "Abendkasse", "kassamedewerker": a house's box office in German and Dutch, as "kassa" is asked for.)
const TICKETING_TITLE =
  /\b(\w*ticket\w*|box office|taquill\w*|bilhet\w*|billett\w*|bigliett\w*|kartenverkauf\w*|\w*kassa\w*|(tages|abend|theater|vorverkaufs|konzert)kasse\w*)\b/;
/**
 * Reception and the front desk (ISCO-08 4226 receptionists, 4224 hotel receptionists): reception, Empfang,
 * Rezeption, accueil, accoglienza, recepción, receção, receptie, and the booking office beside it (ufficio prenotazioni,
 * bureau de réservation, booking agents, agentes de reservas). A job the title must name: a definition that asks for reception
 * asks for the receptionists and whoever heads the front desk, not all of facilities or of a hotel.
 */
// (Not a workshop's "service\u2060receptionists", SERVICE_ADVISER_PHRASE's own job.)
const RECEPTION_WORD =
  /(?<!\u2060)\b(receptions?|receptionists?|reception desks?|front desks?|empfang|rezeption|accueil|accoglienza|recepcion(es)?|recepcionistas?|rececionistas?|rececao|recepcao|receptie|receptionnistes?|(booking|reservations?) (office|desk)s?|ufficio prenotazioni|bureau (de|des) reservations?|oficina de reservas)\b/;
const RECEPTION_TITLE =
  /^(?!.*\b(security|securite|seguridad|seguranca|sicurezza|sicherheit\w*|beveilig\w*|guards?|vigilan\w*)\b).*\b(\w*recep\w*|\w*rececao\w*|\w*rececion\w*|front desk|front office|\w*empfang\w*|\w*rezeption\w*|accueil|accoglienza|portier\w*|conci[e]?rg\w*|night auditor\w*|(booking|reservations?) (agents?|clerks?|office)|agentes? de reservas|bureau de reservations?|ufficio prenotazioni|addett\w* (alle |all.)?(prenotazion\w*|accoglienza))\b/;
/** Performance, match and video analysts of a club's teams (ESCO "sports performance analyst"). */
const MATCH_ANALYST_WORD =
  /\b((performance|video|match|opposition|game) analysts?|analistas? de (desempenho|video|rendimiento|jogo|partido)|videoanalist\w*|videoanalyst\w*|spielanalyst\w*|analyst(e|es)s? (video|vid[eé]o|de performance))\b/;
const MATCH_ANALYST_TITLE =
  /\b((performance|video|match|opposition|game) analy\w*|analista\w* de (desempenho|video|rendimiento|jogo|partido)|video-?analy\w*|videoanalis\w*|spielanaly\w*|analyste\w* (video|de performance))\b/;
/**
 * Who produces a radio or television programme (ISCO-08 2654 film, stage and related directors and
 * producers), in the seven languages: producer, producent, Produzent, producteur, produttore, productor.
 * Not production in a plant.
 */
const PRODUCER_WORD =
  /\b(producers?|producenten|producent|produzent(en|in|innen)?|producteur(s|rice|rices)?|produttor[ei]|produttric[ei]|productor(es|as|a)?|produtor(es|as|a)?|programmamakers?)\b/;
const PRODUCER_TITLE =
  /\b(\w*producer\w*|\w*producent\w*|produzent\w*|producteur\w*|productrice\w*|produttor\w*|produttric\w*|productor\w*|produtor\w*|programmamaker\w*)\b/;
const ARCHITECT_WORD = new RegExp(
  `(?<!\\b(${SYSTEMS_WORDS})(,? or |,? and |,? oder |,? und |,? ou |,? o |,? e |,? of |,? en | ?/ ?| |-))\\b((landscape|interior|building|landschafts?|landschaps|landskabs?|landskaps|innen|interieur|indretnings|inrednings)[- ]?)?(architects?|architekt(en|innen|in)?|arkitekt(er|erne|en)?|architect(e|es|en)?|arquitect[oa]s?|arquitet[oa]s?|architett[oaie])\\b(?! (de |di |dei |degli |du |des |of |da |do |dos |del |della |delle |van |der |for )?((the|our|its|their|nos|nuestros|nossos|nostri|onze|unsere\\w*) )?(${SYSTEMS_WORDS})\\b)`,
);
/** A landscape architect, in a definition or a title ("Landschapsarchitect", "architecte paysagiste"). */
const LANDSCAPE_ARCHITECT =
  /\b((landscape|landschafts?|landschaps|landskabs?|landskaps)[- ]?(architect|architekt|arkitekt)\w*|architect(e|es|en)? paysagistes?|arquitect[oa]s? paisajistas?|arquitet[oa]s? paisagistas?|architett[oi] paesaggist[ia]|paysagistes?|paisajistas?|paisagistas?|paesaggist[ia])\b/;
/**
 * A title naming an architect of buildings, landscapes or interiors, compounds included ("Landschapsarchitect",
 * "Projektarchitekt", "Wettbewerbsarchitektin": a German compound names a kind of architect).
 */
const ARCHITECT_TITLE = new RegExp(
  `^(?!.*\\b(${SYSTEMS_WORDS}|\\w*(software|system|daten|data|losungs|cloud|it)-?architekt\\w*)\\b).*\\b(landschafts?|landschaps|landskabs?|landskaps|innen|interieur|indretnings|inrednings|[a-z]+(?=architekt))?(architekt(?!ur)\\w*|arkitekt(?!ur)\\w*|architect(?!ur)\\w*|arquitect[oa]s?|arquitet[oa]s?|architett[oaie])\\b`,
);
/** Air cargo or freight handling named in a definition (not Spanish and Portuguese "cargo", a post). */
const CARGO_AREA =
  /\b(cargo[- ]?(terminals?|hub|handling|center|centre|operations|abfertigung|bereich|abteilung)|air ?cargo|fracht\w*|luftfracht\w*|fret( aerien| aeroportuaire)?|vracht\w*|luchtvracht\w*|freight( handling| forwarding| operations)?|carga aerea|terminal de carga|merci aeree|cargo aereo)\b/;
/** A title in cargo or freight: "Magasinier cargo", "Schichtleiter Frachtabfertigung", "Head of Cargo". */
const CARGO_TITLE =
  /\b(cargo|fracht\w*|luftfracht\w*|fret|vracht\w*|luchtvracht\w*|freight|carga aerea|merci)\b/;
/** A building architect in a definition: "Hochbau-Architekt:innen", "Hochbauarchitekten", "building architects". */
const BUILDING_ARCHITECT = /\b(hochbau-? ?architekt\w*|building architects?)\b/;
/** An architect's title that names no landscape architect (a building architect may be any other architect). */
const BUILDING_ARCHITECT_TITLE = new RegExp(
  `^(?!.*${LANDSCAPE_ARCHITECT.source})${ARCHITECT_TITLE.source.slice(1)}`,
);

/**
 * "Senior advisors to management", "Berater der Geschäftsführung", "conseillers de la direction générale", "asesores de
 * la dirección", "consulenti della direzione", "adviseurs van de directie": the management they advise is no role of
 * theirs; they are advisors (the board is kept: a board advisor).
 */
const ADVISES_MANAGEMENT =
  /(?<![\p{L}])((?:senior\s+|strategic\s+|strategische[rn]?\s+)?(?:advis[oe]rs?|berater(?:in|innen)?|conseill(?:er|ere|ers|eres)|asesor(?:a|es|as)?|consulenti|consulente|adviseurs?|conselheir(?:o|a|os|as)))\s+(?:to|of|der|des|de|du|de la|a|al|alla|della|do|da|van|van de)\s+(?:(?:the|our|its|la|le|les|l'|die|den|het|de|a|il|el)\s+)?(?:(?:senior|executive|top)\s+)?(?:management(?:\s+team)?|leadership(?:\s+team)?|executive\s+team|ceos?|managing\s+directors?|geschaftsfuhrung|geschäftsführung|geschaftsleitung|geschäftsleitung|unternehmensleitung|direction(?:\s+g(?:e|é)n(?:e|é)rale)?|direcci(?:o|ó)n(?:\s+general)?|dire(?:c|ç)(?:a|ã)o|direzione(?:\s+generale)?|directie)(?![\p{L}])/giu;

/** An advisor's "to the company or its partners": whom they advise (the board is kept: a board advisor). */
const ADVISES_WHOM =
  /(?<![\p{L}])(advis[oe]rs?|consultants?|berater(?:in|innen)?|conseill(?:er|ere|ers|eres)|asesor(?:a|es|as)?|consulenti|consulente|adviseurs?|consultor(?:a|es|as)?|r(?:å|a)dgiv(?:er|ere)e?)\s+(?:to|of|for|der|des|de|du|a|al|ai|do|da|van|til|för|for)\s+(?:(?:the|our|its|their|la|le|les|l'|die|den|het|de|os|as|il|gli|el|los)\s+)?(?:company|firm|business|partnership|partners|founders|owners|shareholders|gesellschafter(?:n)?|inhaber(?:n)?|associ(?:é|e)s|socios|s(?:ó|o)cios|soci|vennoten|partnere|partnerne|fondateurs|fundadores|oprichters)(?:\s+(?:or|and|oder|und|ou|et|o|y|e|of|en|eller|og)\s+(?:(?:the|our|its|their|la|le|les|die|den|het|de|os|as|il|gli|el|los|sine|dess)\s+)?(?:company|firm|business|partnership|partners|founders|owners|shareholders|gesellschafter(?:n)?|inhaber(?:n)?|associ(?:é|e)s|socios|s(?:ó|o)cios|soci|vennoten|partnere|partnerne|fondateurs|fundadores|oprichters))?(?![\p{L}])/giu;

/**
 * "Chauffeurs van externe vervoerders", "drivers from external hauliers", "Fahrer externer Speditionen": the people
 * of an outside firm are outsiders doing that job here; the firm's noun is no word their title must hold. Read as
 * "external chauffeurs".
 */
const OF_EXTERNAL_FIRMS =
  /(?<![\p{L}])(\p{L}+)\s+(?:van|of|from|for|von|de|des|di|da|do|dos|das)\s+(?:the\s+|de\s+|los\s+|las\s+|les\s+)?(extern(?:e|en|al|es|o|os|a|as|i)?|outside|third-party|externer)\s+(?:vervoerders?|transporteurs?|transportbedrijven|hauliers?|haulage firms?|carriers?|firms?|companies|providers?|suppliers?|vendors?|speditionen|spediteure|firmen|unternehmen|dienstleister[n]?|bedrijven|empresas|entreprises|prestataires|soci(?:e|é)t(?:e|é)s|aziende|fornitori|leveranciers|transportistas|transportadoras?)(?=\s*(?:[.,;:!?)]|$))/giu;
/**
 * "Conseillers et advisors actuels (du conseil, de la direction ou des trustees)", "advisors (to the board or the
 * CEO)": a bracket after advisors that opens with a preposition says whom they advise; the board, the management
 * or the trustees named there are no one asked for (a board member is no advisor of the board).
 */
const ADVISORS_WHOM_BRACKET =
  /(?<![\p{L}])(advis[oe]rs?|consultants?|berater(?:in|innen)?|conseill(?:er|ere|ers|eres)|asesor(?:a|es|as)?|consulenti|consulente|consiglieri|adviseurs?|consultor(?:a|es|as)?)((?:\s+\p{L}+)?)\s*\(\s*(?:to|of|for|du|de\s+la|de\s+l['’]|des|de|d['’]|der|dem|des|al|alla|del|della|dei|degli|van|aan|do|da|dos|das)(?![\p{L}])[^()]*\)/giu;
/** A relative clause after advisors: "who advise the company", "che consigliano l'azienda", "qui conseillent la direction". */
const WHO_ADVISE_THE_COMPANY =
  /\s*,?\s*(?<![\p{L}])(?:who|that|che|qui|die|que|som|jotka)\s+(?:advise|advises|counsel|consigliano|consiglia|conseillent|conseille|beraten|ber(?:ä|a)t|asesoran|asesora|aconselham|aconselha|adviseren|adviseert|r(?:å|a)dgiver|r(?:å|a)der)\s+(?:(?:a|à|al|ao|aan)\s+(?=\p{L}))?(?:(?:the|our|its|l'|la|il|die|das|unsere?n?|le|el|a|de|het|o|nuestra|nuestro|notre|nostra|nostro)\s*)?(?:company|azienda|societ(?:à|a)|entreprise|soci(?:é|e)t(?:é|e)|unternehmen|gesch(?:ä|a)ftsf(?:ü|u)hrung|firma|empresa|compa(?:ñ|n)(?:í|i)a|bedrijf|organi[sz]ation|management|direzione|direction|direcci(?:ó|o)n|dire(?:ç|c)(?:ã|a)o|directie|ledningen|virksomheden|f(?:ö|o)retaget)(?![\p{L}])/giu;
/**
 * "Consejeros (advisors)", "conseillers (advisers)": a word that names a board member or an adviser, glossed in
 * brackets as advisors, is the adviser the gloss says.
 */
const GLOSSED_ADVISORS =
  /(?<![\p{L}])(?:consejer[oa]s?|conseill(?:er|ère|ere)s?|consiglier[ie]|conselheir[oa]s?)\s*\(\s*(advis[oe]rs?)\s*\)/giu;
/**
 * "Associate partners are not owners", "Werkstudenten sind keine Mitarbeitenden": a sentence saying that X is
 * not a Y excludes X; it does not exclude the Ys.
 */
const ARE_NOT_A =
  /(^|[.;!?]\s+)([^.;:!?,]+?)\s+(?:are not|aren't|is not|isn't|sind keine|sind nicht|ist kein(?:e|en)?|ne sont pas|n'est pas|no son|no es|non sono|non è|zijn geen|is geen|não são|não é)\s+[^.;!?,]+/giu;
/** "(for example …)", "(per esempio …)", "(zum Beispiel …)": an example in brackets, spelled out. */
const SPELLED_OUT_EXAMPLE =
  /\s*\(\s*(?:for example|for instance|per esempio|ad esempio|zum beispiel|par exemple|por ejemplo|por exemplo|bijvoorbeeld|till exempel|for eksempel|esimerkiksi)(?![\p{L}])[^()]*\)/giu;

/** Urban and regional planning in the seven languages (ISCO-08 2164): what a planner's definition and title name. */
const URBAN_PLANNING = String.raw`urbanist\w*|(urban|town|city|regional|spatial|land[- ]use) (planners?|planning)|(planificacion|planeamiento|ordenacion|planeamento|pianificazione|planification) (urban[oa]|urbanistic[oa]|territorial|territoriale|del territorio|do territorio)( (y|e|et|and) (urban[oa]|territorial|territoriale))?|amenagement du territoire|urbanisme|stadtplan\w*|raumplan\w*|stedenbouw\w*|ruimtelijke ordening|planolog\w*`;
/** Library staff and whoever runs a library (ISCO-08 2622, 4411), in a definition: aides, librarians, the library. */
const LIBRARY_STAFF = String.raw`((aides?|aiuto|assistant|ajudantes?|ayudantes?)[- ](de )?)?(bibliothecair\w*|bibliotecari\w*|bibliotecaria\w*|bibliothekar\w*|bibliothecaris\w*|librarians?|bibliothe(que|ques|k|ken|ek|eken)|bibliotecas?|bibliotec[ah]e?|biblioteche|(public|municipal|city|university|school|the) librar(y|ies)|library (staff|assistants?|clerks?|technicians?|managers?|directors?|heads?))`;

/** Founder titles in Danish, Norwegian and Swedish ("Stiftende partner", "Medgrundare", "Grunnlegger"). */
const NORDIC_FOUNDER_WORDS =
  'stiftende partner\\w*|medstifter\\w*|grundlaegger\\w*|medgrundlaegger\\w*|grundare|medgrundare|grunnlegger\\w*|medgrunnlegger\\w*';
/** A founder's title in the seven languages and the Nordic ones ("Stiftende partner", "Grundare"). */
const FOUNDER_TITLE = new RegExp(
  `\\b(co-?founder|cofounder|founder|founding partner|grunder\\w*|${NORDIC_FOUNDER_WORDS}|mitgrunder\\w*|fondat\\w+|cofondat\\w+|fundador\\w*|cofundador\\w*|oprichter|mede-oprichter|socio fundador)\\b`,
);

/** Recruiters of an outside firm, said after them: "recruteurs de cabinets externes", "recruiters from agencies". */
const AGENCY_RECRUITERS =
  /(?<![\p{L}])(recruteu(?:r|rs|se|ses)|recruiters?|reclutador(?:es|as|a)?|recrutador(?:es|as|a)?|selezionator[ei]|headhunters?)\s+(?:de|des|from|di|da|dos|das|van|von|of|at)\s+(?:(?:the|an?|outside|external|les|los|os|gli|de)\s+)?(?:cabinets?|agenc(?:y|ies)|agences?|agencias?|agenzie|agenzia|firms?|bureaus?|agenturen|agentur)(?:\s+(?:externes?|externas?|externos?|esterne|externe|external|de recrutement))?(?![\p{L}])/giu;

/** "Hangar, base and workshop or plant managers": places listed before the one manager noun they share. */
const PLACE_LIST_MANAGERS =
  /(?<![\p{L}])(?:(?:hangar|base|workshop|plant|site|depot|warehouse|station|line|factory)\s*(?:,|\/|\bor\b|\band\b|&)\s*)+(?:hangar|base|workshop|plant|site|depot|warehouse|station|factory)\s+(managers?|heads?|leads?|leaders?|supervisors?)(?![\p{L}])/giu;
/** "Gestores de hangar ou de base", "jefes de hangar o de taller": one manager noun, two places after it. */
const PLACE_LIST_ROMANCE =
  /(?<![\p{L}])(gestor(?:es|as)?|jef[ea]s|chef(?:e|es|s)|responsables|responsáveis|responsaveis|directeurs|diretores|directores)\s+de\s+(hangar|base|oficina|taller|atelier)\s+(?:ou|o|et|e|y)\s+(?:de\s+)?(hangar|base|oficina|taller|atelier)(?![\p{L}])/giu;

/** A title naming the audit of IT systems: "IT-Prüfer", "Senior Manager IT-Audit", "Auditor de TI", "IT Auditor". */
const IT_AUDIT_TITLE =
  /\b(it|ti|si|ict|edv|is)[- ]?(audit\w*|prufer\w*|prufung\w*|revision\w*|revisor\w*|auditor\w*)\b|\b(audit\w*|auditor\w*|auditeur\w*|auditrice\w*|revisor\w*|revisore|revisori) (de |des )?(ti|it|si|ict|informatique\w*|sistemas|systemes d.information|information systems)\b|\binformation systems audit\w*/;

/** A title naming internal audit: Internal Auditor, Interne Revision, auditrice interne, auditora interna, revisore interno. */
const INTERNAL_AUDIT_TITLE =
  /\b(internal audit\w*|interne[rn]? (audit|revision|revisor|auditor)\w*|(audit|auditeur|auditrice)s? interne\w*|auditor\w* intern[oa]s?|auditoria interna|revisor\w* intern[oa]s?|revisione interna|revisor[ei] intern[oi]|revisionsleit\w*|leiter(in)? (der )?(internen )?revision)\b/;

/** An auditor's noun in a definition, in the seven languages and Slovak, Slovenian, Czech. */
const AUDITOR_WORD =
  /\b((external |statutory |financial |certified |chartered )?auditors?|audit (teams?|staff|people|associates?|seniors?|managers?|partners?|trainees?|interns?)|(wirtschafts|abschluss|konzernabschluss)prufer\w*|prufungs(assistent|team|leiter|mitarbeiter|praktikant)\w*|(in der |aus der )?(abschlussprufung|wirtschaftsprufung)|auditeur(s|rice|rices)?( legaux| externes| financiers)?|commissaires? aux comptes|auditor(a|es|as)?( externos?| de cuentas| financieros?)?|auditores|revisore|revisori( legali| contabili)?|revisor(a|es|as)? (oficial(es)? de contas|de cuentas)|revisor(en)?|accountants? (assurance|controle)|auditor(i|ky|ka|ka)|revizor(ji|ka|ke|ky|i)?)\b/;

/**
 * A title naming the audit of financial statements: Wirtschaftsprüfer, Partner Audit, Senior audítorka, Revisore
 * senior, Pooblaščena revizorka. Not an IT or internal auditor, not a quality (ISO) auditor, not an assistant who
 * keeps the team's office ("Teamassistentin Wirtschaftsprüfung", "Executive Assistant to the audit partner").
 */
const AUDITOR_TITLE =
  /^(?!.*\b(team ?assist\w*|teamassist\w*|executive assistant\w*|office\w*|sekretar\w*|secretar\w*|(it|ti|si|ict|edv|is)[- ]?(audit|prufer|prufung|revision|revisor|auditor)\w*|internal audit\w*|interne? (audit|revision|revisor)\w*|audit interne|auditor(a|es)? intern\w*|revisione interna|iso|quality|qualitat\w*|lead auditor|qms)\b).*\b(audit|audits|auditing|auditor\w*|auditeur\w*|auditrice\w*|wirtschaftsprufung\w*|wirtschaftsprufer\w*|abschlussprufung\w*|abschlussprufer\w*|prufungsassist\w*|prufungsleiter\w*|revisore|revisori|revisor\w*|revizor\w*|wp|wp-\w+|commissaire aux comptes|statutory auditor\w*)\b/;

/** An elected office of a city in a definition or a title: mayor, aldermen, councillors (seven languages); not "of/to the mayor". */
const ELECTED_OFFICE_WORD =
  /(?<!(of|to|for|del|della|dello|al|alla|du|au|de la|des|do|da|ao|dem|des|van de|van het|der|del sr|de) (the |l'|la |el |o |a |il |de |het )?)\b((?<!(employee|staff|worker|works council)[- ])elected (politicians?|officials?)|mayors?|deputy mayors?|sindac[oa]|sindaci|vicesindac[oa]|assessor[ei] (comunal[ei]|municipal[ei])|assessori|assessore|consiglier[aei] comunal[ei]|(city|town|municipal|county|borough) (councill?ors?|council members?)|councill?ors?|aldermen|alderman|alcaldes?a?|teniente de alcalde|concejal(es|as|a)?|maires?|adjoints? au maire|conseill(er|ers|ere|eres) municipa(l|ux|les?)|b(u|ü)rgermeister\w*|stadtr(a|ä)t\w*|gemeinder(a|ä)t\w*|burgemeesters?|wethouders?|gemeenteraadsleden|gemeenteraadslid|prefeit[oa]s?|vereador(a|es|as)?|presidentes? da camara)(?![\p{L}])/u;

/** A social worker in a definition or a title ("assistente sociale", "asistente social", Sozialarbeiter): never an assistant. */
const SOCIAL_WORKER_WORD =
  /\b(social workers?|assistent[ei] social[ei]|assistant(e|es|s)? soci(al|aux|ales?)|asistentes? social(es)?|assistentes? socia(l|is)|trabajador(a|es|as)? social(es)?|travailleu(r|rs|se|ses) soci(al|aux|ales?)|sozialarbeiter\w*|maatschappelijk (werk(st)?ers?))\b/;

/** Paralegals, legal assistants and secretaries, or legal support, in a definition or a title (seven languages and Catalan). */
const LEGAL_SUPPORT_WORD =
  /\b(paralegals?|legal (support|assistants?|secretar(y|ies))|rechtsanwaltsfachangestellt\w*|notarfachangestellt\w*|refas?|(assistant|secretaire)s? juridiques?|(assistante|secretaire)s? juridiques?|(asistentes?|secretari[oa]s?) (juridic[oa]s?|legal(es)?)|(assistent[ei]|segretari[ei]) (legali|legale)|(assistentes?|secretari[oa]s?) (juridic[oa]s?|lega(l|is))|juridisch (medewerkers?|secretaresses?|assistent(en)?)|secretaries? juridiques?)\b/;

/**
 * Lawyers (ISCO-08 2611) named in a definition, in the seven languages: Rechtsanwälte, avocats, abogados, advogados,
 * avvocati, advocaten, jurists. A patent or trade mark attorney (ISCO-08 2619, "legal professionals not elsewhere
 * classified") is admitted to another register and no lawyer; nor is a paralegal (3411).
 */
const LAWYER_WORD =
  /\b(lawyers?|solicitors?|barristers?|attorneys? at law|rechtsanw(a|ae)lt(e|en|in|innen)?|anw(a|ae)lt(e|en|in|innen)?|jurists?|juristen|juristes?|juristas?|giurist[ie]|bedrijfsjurist(en)?|advocaten|advocaat|avocat(e|s|es)?|abogad[oa]s?|advogad[oa]s?|avvocat[oi]|avvocatesse|(in-?house |legal |general )counsels?)\b/;
/** A title naming a lawyer (LAWYER_WORD): "Rechtsanwalt und Patentanwalt" is one, "Patentanwalt" is not. */
const LAWYER_IN_TITLE =
  /\b(lawyers?|solicitors?|barristers?|attorneys? at law|rechtsanw(a|ae)lt(?!s?fachangestellt)\w*|fachanw(a|ae)lt\w*|anw(a|ae)lt(e|in)?|jurist\w*|advoca(at|ten|t|te|ts|tes)|avocat\w*|abogad\w*|advogad\w*|avvocat\w*|(in-?house|legal|general) counsel)\b/;
/**
 * A title naming an attorney of the patent or trade mark register (ISCO-08 2619) or a candidate for it: Patentanwalt,
 * Markenanwältin, European Patent Attorney, conseil en brevets, agente de patentes, octrooigemachtigde.
 */
const REGISTER_ATTORNEY_TITLE =
  /\b(patentanw\w*|markenanw\w*|(patent|trade ?mark) (attorney|agent)\w*|conseil\w* en (brevets|propriete industrielle|marques)|agente\w* de (patentes|marcas)|agente\w* (oficia(l|is) )?da propriedade industrial|consulent\w* in (brevetti|marchi)|mandatari\w* (brevetti|marchi)|octrooigemachtigde\w*|merkengemachtigde\w*)/;
/** Lawyers named as a job, the condition of "a patent attorney counts only if also admitted as a lawyer". */
const LAWYER_JOB = { pattern: LAWYER_WORD, word: 'lawyers', test: LAWYER_IN_TITLE };

/**
 * Patent attorneys (ISCO-08 2619, ESCO "patent attorney"; the EPO's European patent attorney) named in a definition,
 * in the seven languages: Patentanwälte, conseils en brevets (en propriété industrielle), agentes de patentes, agentes
 * oficiais da propriedade industrial, consulenti in brevetti, mandatari brevetti, octrooigemachtigden. Their
 * candidates (Patentanwaltskandidaten) and assistants (Patentanwaltsfachangestellte) are none.
 */
const PATENT_ATTORNEY_WORD =
  /\b(patentanw(a|ae)lt(e|en|in|innen)?|(european |chartered |registered |uk )?patent (attorneys?|agents?)|conseils? en (brevets|propriete industrielle)|agentes? de patentes|agentes? (oficia(l|is) )?da propriedade industrial|consulent[ei] in brevetti|mandatari[oa]? (brevetti|europe[io] in brevetti)|octrooigemachtigden?)\b/;
/** A title naming a patent attorney (PATENT_ATTORNEY_WORD), not a candidate or an assistant. */
const PATENT_ATTORNEY_TITLE =
  /\b(patentanw(a|ae)lt(?!s?(kandidat|fachangestellt|anwarter))\w*|(?<!(trainee|candidate|junior trainee) )patent (attorney|agent)(?! (candidate|trainee|assistant))|conseil\w* en (brevets|propriete industrielle)|agente\w* de patentes|agente\w* (oficia(l|is) )?da propriedade industrial|consulent\w* in brevetti|mandatari\w* (brevetti|europe\w* in brevetti)|octrooigemachtigde\w*)/;

/** A tax adviser's noun in a definition, in the seven languages, Slovak and Slovenian. */
const TAX_ADVISER_WORD =
  /\b(tax (advis[eo]rs?|consultants?|associates?|professionals?|specialists?|experts?)|steuerberater\w*|steuerfachangestellt\w*|berufsanwarter\w*|conseill(er|ers|ere|eres) fiscaux?|fiscalistes?|avocats? fiscalistes?|asesor(es|as)? fiscal(es)?|consultor(es|as)? fisca(l|is)|consulent[ei] fiscal[ei]|tributaristas?|fiscalist(en)?|belastingadviseurs?|dan(ovi|ove|ovy|ova|ovy) poradc\w*|dan\w* poradkyn\w*|davcn[ia] svetoval\w*|davcni svetovalci)\b/;

/** A title naming tax work, in the seven languages, Slovak and Slovenian: Steuerberater, Tax Associate, Daňová poradkyňa. */
const TAX_TITLE =
  /\b(tax|taxes|taxation|steuer(?!ung\b)\w*|fiscal\w*|fiscaux|fiscale|fiscali|tribut\w*|belasting\w*|dan(ov|ova|ove|ovy|ovi|ovy)\w*|davcn\w*)\b/;

/** Deals and transaction services in a definition: M&A, due diligence, valuation, in the seven languages. */
const DEALS_WORD =
  /\b((our )?deals( teams?| people| staff)?|transaction (services|advisory)( people| teams?| staff)?|m ?& ?a( due diligence| advisory| teams?)?|mergers (and|&) acquisitions|(financial |commercial )?due diligence|valuations?|corporate finance advisory|transaktions(beratung|services)|unternehmensbewertung\w*|fusions?[- ]acquisitions|evaluation d.entreprises?|fusiones y adquisiciones|valoracion(es)? de empresas|consultor(es|as)? de transacoes|fusoes e aquisicoes|avaliacao de empresas|fusioni e acquisizioni|valutazion[ei] d.azienda|fusies en overnames|bedrijfswaardering\w*)\b/;

/**
 * A title in deals or transaction services: "Partner, Deals", "Director, Transaction Services", "Senior Associate
 * FDD", "Analyst, Valuations", "Consultor de Transações". Not a sales desk's deals nor transaction monitoring.
 */
const DEALS_TITLE =
  /^(?!.*\b(deal desk|deal ?makers?|transaction (monitoring|banking|processing)|sales)\b).*\b(deals|transaction services|transaction advisory|transaktion\w*|transacoes|transacciones|transazioni|transactions?|m ?& ?a|mergers|due diligence|fdd|cdd|valuations?|valuation|bewertung\w*|valorisation|valoracion\w*|avaliacao|valutazion\w*|waardering\w*|corporate finance)\b/;

/**
 * "… außer denen aus X – also A, B usw.": in a German sentence with an exclusion (außer, ausgenommen, ohne,
 * nicht, kein), a spaced dash followed by "also", "d. h." or "das heißt" restates the remaining people up to
 * the sentence's end or a semicolon.
 */
const RESTATED_AFTER_EXCLUSION =
  /(?<=\b(?:au(?:ß|ss)er|ausgenommen|ohne|nicht|keine?[nrs]?)\b[^.;]*?)\s[–—-]\s(?:also|d\.\s?h\.|das hei(?:ß|ss)t)\s[^.;]*/giu;

/**
 * "(Equity) partners of a partnership / of the firm", "Partner:innen der Kanzlei", "partners/vennoten van het
 * kantoor": the firm is no function, and the partners of a firm are its owner-partners.
 */
const PARTNERS_OF_THE_FIRM =
  /(?<![\p{L}])(partners?)\s+(?:of|in)\s+(?:a|an|the|our|this)\s+(?:(?:law|accounting|audit|professional|limited|general)\s+)?(?:partnerships?|firms?|practices?)(?![\p{L}])|(?<![\p{L}])(partner(?:[:*_/]-?innen|innen|s)?)\s+(?:der|unserer|einer)\s+(?:kanzlei|sozietät|sozietat|partnerschaft|partnerschaftsgesellschaft|gesellschaft)(?![\p{L}])|(?<![\p{L}])(?:partners|vennoten)(?:\s*\/\s*(?:partners|vennoten))?\s+(?:van|bij)\s+(?:het|de|ons|onze|dit|deze)\s+(?:advocaten|accountants|notaris|belasting)?(?:kantoor|maatschap|firma|praktijk)(?![\p{L}])/giu;

/**
 * "Board members, executive or non-executive", "administradores executivos ou não executivos": a span of
 * board seats said of the board named before it, not executives (C-level) asked for as a level of their own.
 */
const EXECUTIVE_OR_NOT =
  /,?\s*(?<![\p{L}-])(?:executive|executivos?|executivas?|ejecutiv[oa]s?|ex[eé]cutifs?|ex[eé]cutives?|exekutiv\w*|esecutiv[io]|uitvoerend\w*)\s+(?:or|and|ou|o|y|e|et|oder|und|of|en)\s+(?:non|não|nao|no|nicht|niet)[- ]?(?:executive|executivos?|executivas?|ejecutiv[oa]s?|ex[eé]cutifs?|ex[eé]cutives?|exekutiv\w*|esecutiv[io]|uitvoerend\w*)(?![\p{L}])/giu;

/** A board named in a definition, in the seven languages. */
const NAMES_A_BOARD =
  /(?<![\p{L}])(?:board|aufsichtsrat\w*|verwaltungsrat\w*|conselho|consejo|conseil|consiglio|raad van)(?![\p{L}])/iu;

/**
 * "Members of the board of directors: chair, vice chair, ordinary members, employee-elected and employer/union
 * representatives": after a heading that names a board and a colon, a list whose every item is a seat on a board
 * (its chair, vice or deputy chair, ordinary, deputy or alternate members, members elected by the employees, the
 * representatives of the employers, unions, employees or owners) restates the board seat by seat; the heading
 * says who is asked for, and the list names no one else. (A list with any other item is read as written.)
 */
const BOARD_SEAT_LIST =
  /((?<![\p{L}])(?:board|bestyrelse\w*|styrelse\w*|hallitu\w*|aufsichtsrat\w*|verwaltungsrat\w*|conseil d.administration|consejo de administraci(?:ó|o)n|consiglio di amministrazione|cda|conselho de administra(?:ç|c)(?:ã|a)o|raad van (?:bestuur|commissarissen|toezicht))(?![\p{L}])[^:.;]{0,60}):\s*([^.;:]+)/giu;
const BOARD_SEAT =
  /^(?:the |its |our |their |all )?(?:(?:vice|deputy|co|joint)[- ]?)?(?:chair(?:wo)?m[ae]n|chair(?:person)?s?|president(?:e|s)?|vice[- ]?presidents?|(?:ordinary|regular|full|deputy|alternate|substitute|independent|external|non[- ]executive|elected|voting)\s+(?:board\s+)?members?|members?|(?:employee|staff|worker|member)s?[- ](?:elected|appointed|chosen)(?:\s+(?:board\s+)?(?:members?|representatives?|directors?))?|(?:(?:employer|employee|union|worker|staff|member|owner|shareholder|investor|funder|financier|donor|lender|sponsor|labou?r|trade union|management|the employers?|the unions?)s?[' ’]*(?:\s*(?:\/|and|or|&)\s*)?)+\s*representatives?|representatives?(?:\s+of\s+(?:the\s+)?(?:employers?|employees?|unions?|workers?|staff|members?|owners?|shareholders?))?|secretar(?:y|ies)|(?:every|each|all(?: the)?|other|the other)\s+(?:directors?|members?|board members?)|directors|(?:whether\s+)?(?:family|independent|external|non[- ]executive|executive|(?:investor|owner|shareholder|fund|state)[- ](?:appointed|nominated|designated)|(?:employee|staff)[- ]elected)(?:\s+(?:ones|directors?|members?))?|(?:formand|næstformand|naestformand|ordförande|ordforande|vice ordförande|ledamot|ledamöter|suppleant(?:er)?|medlemmer|puheenjohtaja|varapuheenjohtaja|jäsenet|vorsitzende[rn]?|stellvertretende[rn]? vorsitzende[rn]?|mitglieder|pr(?:é|e)sident(?:e|s)?|vice-pr(?:é|e)sident(?:e|s)?|administrateurs?|vicepresidentes?|consejer[oa]s|consiglieri|voorzitter|vicevoorzitter|leden|(?:administrat(?:eur|rice)s?|administrador(?:a|es|as)?|consejer[oa]s?|consiglier[ie]|conselheir[oa]s?)\s+(?:ind(?:é|e)pendant(?:e|s|es)?|independientes?|independentes?|indipendent[ie]|externes?|externos?|extern[ie])|onafhankelijke\s+(?:bestuurders?|leden|commissarissen)|unabh(?:ä|a)ngige\s+mitglieder|repr(?:é|e)sentant(?:e|s|es)?\s+(?:de\s+l'|de\s+la\s+|des\s+|du\s+|de\s+)(?:actionnaires?|associ(?:é|e)s|salari(?:é|e)s|personnel|(?:é|e)tat|r(?:é|e)gion|communes?)|representantes?\s+(?:del?|dos?|das?|de\s+los|de\s+las)\s+(?:accionistas?|acionistas?|socios|s(?:ó|o)cios|trabajadores|trabalhadores)|rappresentant[ie]\s+(?:dell'|degli|dei|del)\s*(?:azionist[ai]|soci|lavoratori)|vertreter(?:in|innen)?\s+(?:der|des)\s+(?:gesellschafter|aktion(?:ä|a)re|anteilseigner|arbeitnehmer)))$/iu;

/** "(Members of) the board of directors", not after "of" ("chair of the board of directors"). */
const BOARD_OF_DIRECTORS =
  /(?<!(?<![\p{L}])of\s+(?:the\s+|its\s+|our\s+)?)(?<![\p{L}])(?:(?:the\s+|all\s+)?members?\s+of\s+)?(?:the\s+|its\s+|our\s+)?board\s+of\s+directors(?![\p{L}])/giu;

/** A definition about investing: portfolios, asset classes, investments, funds' managers. */
const NAMES_INVESTMENT =
  /(?<![\p{L}])(invest\p{L}*|portfolio\p{L}*|portef\p{L}*|asset class\p{L}*|asset managers?|fund managers?|equities|fixed income|private equity|pension funds?)(?![\p{L}])/iu;

/** "Assistant (unit|store|site) managers": the deputy of a manager, before the manager's noun. */
/**
 * "PAs, EAs": an initialism in capitals with a plural "s" is an English plural abbreviation, never a word of the
 * definition's grammar ("PAs" is no French negation "pas"). The assistants' initialisms are spelled out as the
 * job (ESCO "personal assistant", "executive assistant"; ISCO-08 3343, 4120); any other such plural whose letters
 * spell a negation is kept apart from its "s".
 */
const PLURAL_INITIALISM = /(?<![\p{L}])(\p{Lu}{2,})(s?)(?![\p{L}])/gu;
const ASSISTANT_INITIALISMS: Readonly<Record<string, string>> = {
  PA: 'personal assistant',
  EA: 'executive assistant',
};
function pluralInitialism(word: string, letters: string, plural: string): string {
  const spelled = ASSISTANT_INITIALISMS[letters];
  if (spelled) return `${spelled}${plural}`;
  if (!plural) return word;
  const lower = word.toLowerCase();
  const negation = new RegExp(EXCLUSION_MARKER.source, 'iu').exec(lower);
  return negation && negation[0] === lower ? `${letters}\u2060${plural}` : word;
}

/**
 * "The person who runs the organisation day to day", "wer das Unternehmen leitet", "celui qui dirige
 * l'entreprise", "quien dirige la empresa", "chi dirige l'azienda", "wie de organisatie leidt", "quem dirige a
 * empresa": whoever runs the whole organisation is its chief executive (ISCO-08 1120), not every leader who runs
 * some part of it.
 */
const RUNS_THE_ORGANISATION =
  /(?<![\p{L}])(?:(?:the\s+)?(?:person|one|people)\s+who|whoever|those\s+who|(?:die\s+person,?\s+)?(?:die|der|wer)|(?:la\s+personne|celui|celle)\s+qui|(?:la\s+persona\s+)?(?:que|quien)|(?:la\s+persona\s+)?che|chi|(?:de\s+persoon\s+)?die|wie|(?:a\s+pessoa\s+)?que|quem)\s+(?:(?:runs?|leads?|manages?|heads?)\s+(?:the|our|this)\s+(?:organi[sz]ation|company|business|firm|charity|association|estate|place)|(?:das|unser(?:e)?|die)\s+(?:unternehmen|organisation|firma|betrieb|gesellschaft)\s+(?:(?:t(?:a|ä)glich|operativ|im alltag)\s+)?(?:leitet|f(?:u|ü)hrt)|dirige(?:nt)?\s+(?:l['’]\s*(?:entreprise|organisation|association)|la\s+soci(?:e|é)t(?:e|é))|dirige(?:n)?\s+(?:la|nuestra)\s+(?:empresa|organizaci(?:o|ó)n|compa(?:n|ñ)(?:i|í)a|sociedad)|dirige\s+(?:l['’]\s*(?:azienda|organizzazione)|la\s+societ(?:a|à))|(?:het|ons)\s+(?:bedrijf|organisatie)\s+(?:dagelijks\s+)?(?:leidt|runt)|(?:de|onze)\s+organisatie\s+(?:dagelijks\s+)?(?:leidt|runt)|dirige\s+a\s+(?:empresa|organiza(?:c|ç)(?:a|ã)o))(?:\s+(?:day[- ]to[- ]day|on a daily basis|au quotidien|en el d(?:i|í)a a d(?:i|í)a|(?:a|o)l\s+quotidiano|no dia a dia))?(?![\p{L}])/giu;

/**
 * "Coche de la dirección", "the director's car", "Dienstwagen der Geschäftsführung", "la voiture de direction",
 * "l'auto della direzione": a vehicle the management rides in (ISCO-08 8322 car drivers drive it) names the
 * vehicle, never the managers as people asked for. Read as the vehicle alone.
 */
const VEHICLE_OF_MANAGEMENT =
  /(?<![\p{L}])(?:(?:the\s+)?(?:director|manager|ceo|boss|executive|management)(?:['’]s|s['’])\s+(?<en>cars?|vehicles?|vans?)|(?<noun>cars?|vehicles?|coches?|veh(?:i|í)culos?|autos?|autom(?:o|ó)vel|carros?|voitures?|v(?:e|é)hicules?|dienstwagen|wagen|fahrzeuge?|auto(?:'|’)s|macchin[ae]|vettur[ae]|auto)\s+(?:of\s+the|de\s+la|del|de|da|do|della|dello|di|der|des|van\s+de)\s+(?:direction|dirección|direccion|dirección|direção|direcao|diretoria|direzione|directie|direktion|geschäftsführung|geschaftsfuhrung|gesch(?:a|ä)ftsleitung|leitung|management|directors?|director(?:a)?|directeur|direttore|directeur|diretor(?:a)?|presidente|pr(?:e|é)sident|president))(?![\p{L}])/giu;

/**
 * "Executive assistants, team assistants and office administrators – the admin support people": after a list, a dash
 * and "the … people" (staff, folks, team) sum the list up in other words; it names no job or function of its own.
 */
const LIST_SUMMED_UP =
  /\s+[\u2013\u2014-]\s+(?:the|all the|die|les|los|las|gli|le|de|os|as)\s+(?:[\p{L}&/-]+\s+){1,3}(?:people|staff|folks|team|leute|gens|personas|persone|mensen|pessoas)\s*(?=[.;!?]|$)/gimu;

/**
 * "Advisory boards (Beirat) don't count", "le conseil consultatif (advisory board)": an advisory body with its own
 * word for it in a bracket is one body, the advisory one; the bracket read alone would name every board (a Beirat
 * is read as a governance seat where the definition names it alone).
 */
const ADVISORY_BODY =
  '(?:advisory\\s+(?:boards?|councils?|committees?)|conseils?\\s+consultatifs?|comit(?:e|é)s?\\s+consultatifs?|consejos?\\s+(?:asesor(?:es)?|consultivos?)|conselhos?\\s+consultivos?|comitat[oi]\\s+consultiv[oi]|raad\\s+van\\s+advies|adviesra(?:a|de)d(?:en)?)';
const ADVISORY_BODY_GLOSSED = new RegExp(
  String.raw`(?<![\p{L}])(?:${ADVISORY_BODY}\s*\(\s*[\p{L}-]+(?:\s+[\p{L}-]+)?\s*\)|[\p{L}-]+\s*\(\s*${ADVISORY_BODY}\s*\))`,
  'giu',
);

const ASSISTANT_MANAGERS = /(?<![\p{L}-])assistant\s+(?=(?:[\p{L}-]+\s+){0,2}managers?(?![\p{L}]))/giu;

/**
 * "Assistant trainers", "assistant directors", "assistant coaches": "assistant" before a job's agent noun (-er,
 * -or, coach, chef) is that job's junior rank (ESCO "assistant director", a racing yard's assistant trainer), not an
 * assistant (a secretary or an executive assistant). "Assistant for the CEO", "assistant or coordinator" stay.
 */
const ASSISTANT_BEFORE_AGENT =
  /(?<![\p{L}-])assistant\s+(?=(?!(?:for|per|after|under|over|other|either|neither|whether|together|rather|better|later|former)(?![\p{L}]))\p{L}+(?:ers?|ors?|coach(?:es)?|chefs?)(?![\p{L}]))/giu;

/**
 * "The Austrian Vorstand is management, not the board, for this purpose", "Le comité exécutif est la direction, pas
 * le conseil": a sentence that says a body is something else and not the board only says that a seat on that
 * body is no board seat: it asks for no management, excludes no board, and drops no board member who also holds a
 * seat on that body. The sentence is read as nothing.
 */
const BODY_SAID_NOT_BOARD =
  /(?<=^|[.;!?]\s+)(?:the |die |der |das |le |la |l'|el |il |lo |o |a |de |het )?(?:\p{L}+ )?\p{L}+ (?:is|are|ist|sind|est|sont|es|son|è|sono|é|são|zijn) [^,.;!?]+?,\s*(?:not|nicht|kein\p{L}*|pas|no|non|niet|não|nao) (?:the |den |die |der |le |la |el |il |o |a |de |het |das )?(?:\p{L}+ )?(?:board|aufsichtsrat|verwaltungsrat|conseil|consejo|consiglio|conselho|raad|cda|bestyrelse|hallitus|styrelse)\p{L}*(?:,[^.;!?]*)?[.;!?]/giu;

/**
 * "Apprentice, conditional and freelance jockeys", "junior, senior and lead engineers": a list of kinds
 * (engagements, ranks, licences) before one head noun qualifies THAT noun; each kind is a kind of it, not every
 * apprentice and every freelancer of the company. Rewritten as the noun after each kind.
 */
const KIND_WORDS =
  'apprentice|trainee|conditional|amateur|professional|freelance|self-employed|contract|contracted|interim|temporary|seasonal|summer|part-time|full-time|junior|senior|lead|principal|head|chief|external|internal|in-house|independent|licensed|qualified|student|graduate|casual|relief|agency|permanent|fixed-term|visiting|resident|staff|travelling|traveling|claiming|executive|personal|administrative';
const KINDS_BEFORE_ONE_NOUN = new RegExp(
  String.raw`(?<![\p{L}-])((?:(?:${KIND_WORDS})\s*,\s*)*(?:${KIND_WORDS}))\s*,?\s+(and|or|&|\/)\s+(${KIND_WORDS})\s+(\p{L}[\p{L}-]*s)(?![\p{L}-])`,
  'giu',
);
function kindsBeforeOneNoun(_m: string, kinds: string, joint: string, last: string, noun: string): string {
  const each = kinds.split(/\s*,\s*/u).map((kind) => `${kind} ${noun}`);
  return `${each.join(', ')} ${joint} ${last} ${noun}`;
}

/**
 * "People working with us on a self-employed, freelance or contract basis: freelance jockeys, farriers, sales
 * agents": after a heading that names the terms of work, the examples after the colon are people on those terms
 * (a farrier who is self-employed), never every farrier or salesperson on the staff. Each example that names no
 * terms of its own is read as a freelance one.
 */
const TERMS_HEADING =
  /(?<![\p{L}])(on|in|under)\s+(?:an?\s+)?((?:(?:self-employed|freelance|contract|contractor|independent|consultancy|commission|retainer)(?:\s+(?:basis|terms))?\s*(?:,|or|and|\/)\s*)*(?:self-employed|freelance|contract|contractor|independent|consultancy|commission|retainer))\s+(basis|bases|terms)\s*:\s*([^.;:!?\n]+)/giu;
const OWN_TERMS =
  /(?<![\p{L}])(freelance\w*|self-employed|contract\w*|independent\w*|external|subcontract\w*)(?![\p{L}])/iu;
function termsHeading(_m: string, on: string, terms: string, basis: string, list: string): string {
  const items = list
    .split(/(\s*(?:,|(?<![\p{L}])(?:and|or)(?![\p{L}]))\s*)/u)
    .map((part, i) =>
      i % 2 === 1 || !part.trim() || OWN_TERMS.test(part) ? part : `freelance ${part.trim()}`,
    );
  return `${on} ${terms} ${basis}: ${items.join('')}`;
}

/**
 * "Freelancers and outside contractors who currently work for us: freelance editors, translators, narrators,
 * consultants", "Freie Mitarbeiter und Dienstleister, die für uns arbeiten: Lektoren, Übersetzer, Sprecher": a
 * heading made only of kinds of engagement (freelancers, contractors, agency workers, the self-employed), then a
 * colon and three or more examples. The heading says who is asked for; the examples show what such people do here,
 * they do not narrow it (a contracted guard or an outside lawyer is as much a contractor as a freelance editor).
 * The examples are dropped and the heading read alone; a list that says "only" narrows and is kept. (A colon
 * before a letter is a gender ending, "Freelancer:innen", no heading.)
 */
// (A bracket of examples in the list may hold an abbreviation's dots: "(z. B. Wachdienst, Reinigung)".)
const ENGAGEMENT_HEADING =
  /(^|[.;!?\n]\s*)([^.;:!?\n]{3,160}?)\s*:(?![\p{L}])\s*((?:[^.;!?\n(]|\([^()]*\))+)/gu;
/** Where a heading's own words end and what it says about them begins ("who currently work for us"). */
const HEADING_RELATIVE =
  /(?:,\s*|\s+)(?:who|that|which|working|currently|now|die|welche|qui|que|quienes|cuyos|che|i quali|wie|dat|em|con|with|for|für|pour|para|per|voor|bei|chez|aktuell|actuellement|actualmente|attualmente|momenteel|atualmente)(?![\p{L}]).*$/iu;
/** An article, a quantifier or a word that says the engagement is outside the company, before the kind. */
const KIND_PREFIX =
  /^(?:(?:all|our|the|alle[nrs]?|unsere[nrs]?|die|tous|toutes|les|nos|todos|todas|los|las|os|as|nuestros|nuestras|nossos|nossas|tutti|tutte|i|gli|le|nostri|nostre|onze|de|outside|external|externe[nrs]?|externos|externas|esterni|esterne|freie[nrs]?|independent|independientes|independentes|indipendenti)\s+)*/u;
/** The same said after the kind: "prestataires externes", "contratistas externos", "consulenti esterni". */
const KIND_SUFFIX =
  /\s+(?:externe[nrs]?|externos|externas|esterni|esterne|extern|outside|independientes|independentes|indipendenti)$/u;
/** A kind of outside engagement, said alone (normalized: lower case, no accents). */
const CONTRACTOR_KIND =
  /^(?:freelancers?|freelances?|contractors?|subcontractors?|consultants?|contract (?:workers?|staff)|contracted staff|agency (?:workers?|staff|temps?)|temps?|temporary (?:workers?|staff)|interims?|self-employed|zzp(?:['-]?ers?)?|freiberufler\w*|freie[nr]? mitarbeiter\w*|honorarkrafte?|dienstleister\w*|selbststandige\w*|leiharbeit\w*|prestataires?(?: de services?)?|independants?|interimaires?|autonom[oa]s|contratistas?|subcontratistas?|proveedores|trabajadores autonomos|colaboradores externos|prestadores(?: de servicos)?|trabalhadores independentes|colaboradores externos|liberi professionisti|collaboratori(?: esterni)?|autonomi|consulenti esterni|fornitori|uitzendkrachten|inhuur|ingehuurde krachten|externe krachten|dienstverleners|outsourced (?:staff|workers|people)|service providers?|non-employees|externe?|externals?|externos|externas|esterni|externes|externen|externe (?:arbeits)?krafte|fremdpersonal)$/u;
/**
 * "External workforce", "outside staff", "externes Personal", "personnel externe", "personal externo", "personale
 * esterno", "externe medewerkers": the staff word after or before an outside word is a kind of outside engagement.
 */
const OUTSIDE_STAFF_KIND =
  /^(?:(?:the |our )?(?:external|outside|third[- ]party|externe[nrs]?)\s+(?:workforce|staff|personnel|labou?r|personal|mitarbeit\w*|krafte|medewerkers|personeel|arbeidskrachten)|(?:personnel|main[- ]d.oeuvre|effectifs?|personal|mano de obra|trabajadores|pessoal|m(?:a|ã)o de obra|trabalhadores|personale|lavoratori|forza lavoro)\s+(?:externes?|externos?|externas?|esterni|esterno|esterna|esterne))(?:\s+(?:only|nur|seulement|uniquement|solo|solamente|alleen|apenas|soltanto))?$/u;
/** A kind of outside engagement said alone, with or without the outside words around it (KIND_PREFIX, KIND_SUFFIX). */
const contractorKind = (k: string): boolean =>
  CONTRACTOR_KIND.test(k) || CONTRACTOR_KIND.test(k.replace(KIND_PREFIX, '').replace(KIND_SUFFIX, ''));
function engagementHeading(whole: string, start: string, heading: string, list: string): string {
  const own = heading.replace(HEADING_RELATIVE, '');
  const kinds = normalizeText(own)
    .trim()
    .split(/\s*(?:,|\/|&|\+|(?<![\p{L}])(?:and|or|und|oder|sowie|et|ou|y|o|e|en|of)(?![\p{L}]))\s*/u)
    .filter((k) => k.length > 0);
  const kind = (k: string): boolean => contractorKind(k) || OUTSIDE_STAFF_KIND.test(k);
  if (kinds.length === 0 || !kinds.every(kind)) return whole;
  const items = list.split(/\s*(?:,|(?<![\p{L}])(?:and|or|und|oder|et|ou|y|o|e|en|of)(?![\p{L}]))\s*/u);
  if (items.filter((i) => i.trim().length > 0).length < 3) return whole;
  // (Only where the heading is read as outside staff said as a whole: OUTSIDE_STAFF_KIND.)
  if (!kinds.every(contractorKind) && outsideListReadsAsWritten(list)) return whole;
  if (
    /(?<![\p{L}])(only|nur|ausschlie(?:ß|ss)lich|seulement|uniquement|solo|sólo|solamente|alleen|uitsluitend|apenas|somente|soltanto)(?![\p{L}])/iu.test(
      list,
    )
  )
    return whole;
  // ("External workforce only": said of the outside staff as a whole, read as the non-employees.)
  if (kinds.every((k) => OUTSIDE_STAFF_KIND.test(k) && !contractorKind(k)))
    return `${start}non-employees${heading.slice(own.length)}`;
  return `${start}${heading}`;
}

/**
 * The same once "who are not our employees" reads as non-employees: an advisor named among the examples ("advisors,
 * consultants, freelancers") is an engagement of its own the heading does not sum up, so that list is read as written.
 */
const ADVISOR_EXAMPLE =
  /(?<![\p{L}])(advis[eo]rs?|advisory|asesor(?:es|as|a)?|conseill(?:er|ers|ère|ères)|berater\p{L}*|adviseurs?|consulenti senior|conselheir[oa]s?)(?![\p{L}])/iu;
function nonEmployeeHeading(whole: string, start: string, heading: string, list: string): string {
  if (!outsideListReadsAsWritten(list)) return engagementHeading(whole, start, heading, list);
  // "Consultants and outside advisers (lawyers, auditors, payroll consultants)": under a heading of outsiders, a bracket
  // after a kind of outside engagement gives examples of that kind; the jobs in it ask for no function.
  const examples = list.replace(/([\p{L}-]+)\s*\([^()]*\)/gu, (span: string, word: string) =>
    contractorKind(normalizeText(word)) || ADVISOR_EXAMPLE.test(word) ? word : span,
  );
  return examples === list ? whole : whole.slice(0, whole.length - list.length) + examples;
}
/**
 * A list after a heading of outsiders said as a whole is read as written where it names an advisor, or where every
 * example is a kind of outside engagement already (freelancers, contractors, temps): only jobs are summed up.
 */
function outsideListReadsAsWritten(list: string): boolean {
  if (ADVISOR_EXAMPLE.test(list)) return true;
  const items = normalizeText(list.replace(/\([^()]*\)/g, ' '))
    .split(/\s*(?:,|\/|(?<![\p{L}])(?:and|or|und|oder|et|ou|y|o|e|en|of)(?![\p{L}]))\s*/u)
    .map((i) => i.replace(HEADING_RELATIVE, '').trim())
    .filter((i) => i.length > 0);
  return items.every(contractorKind);
}

/** Whom a board seat may represent, said alone before "… representatives". */
const BOARD_GROUP =
  /^(?:the )?(?:employers?|employees?|unions?|trade unions?|workers?|staff|members?|owners?|shareholders?|investors?|funders?|financiers?|donors?|lenders?|sponsors?|labou?r)[' ’]?$/iu;

/** The company's management body by its name: the directie, the Geschäftsleitung, the executive board. */
const MANAGEMENT_BODY =
  /(?<![\p{L}])(directie|directieteam|gesch(?:ä|a)ftsleitung|gesch(?:ä|a)ftsf(?:ü|u)hrung|vorstand|executive board|management board|board of management|executive committee|comit(?:é|e) de direction|comit(?:é|e) ex(?:é|e)cutif|comisi(?:ó|o)n ejecutiva|comit(?:é|e) ejecutivo|comiss(?:ã|a)o executiva|commissione esecutiva|comitato esecutivo|comex|codir|comit(?:é|e) de direcci(?:ó|o)n|comitato (?:di )?direzione|ledningsgrupp\p{L}*|direktion(?:en)?|johtoryhm(?:ä|a)\p{L}*)(?![\p{L}])/iu;
/** A list left open: "etc.", "enz.", "and the like", "and other chiefs", "…". */
const OPEN_LIST =
  /(?<![\p{L}])(etc|enz|usw|and the like|and so on|and others?|and other|or similar|and similar|e simili|e altri|y otros|y similares|et autres|e outros|en dergelijke|und (?:ä|a)hnliche)(?![\p{L}])|…|\.\.\./iu;

/**
 * Inside a list of board seats: "(executive or non-executive)", "who currently sit on the company's board", "qui
 * siègent au conseil", "che siedono nel consiglio", "die im Aufsichtsrat sitzen": which seats, not other people.
 */
const BOARD_SEAT_GLOSS =
  /\s*\(\s*(?:executive|executivos?|executivas?|ejecutiv[oa]s?|ex[eé]cutifs?|ex[eé]cutives?|exekutiv\w*|esecutiv[io]|uitvoerend\w*)\s+(?:or|and|ou|o|y|e|et|oder|und|of|en)\s+(?:non|não|nao|no|nicht|niet)[- ]?\p{L}+\s*\)|,?\s*(?:(?:who|that)\s+(?:currently\s+|now\s+|also\s+|still\s+)?(?:sit|sits|serve|serves)\s+(?:on|in)\s+(?:the|its|our|their|this|the company['’]s)\s+(?:\p{L}+\s+)?board(?:\s+of\s+directors)?|qui\s+(?:si(?:e|è)gent|si(?:è|e)ge)\s+(?:actuellement\s+)?(?:au|dans le)\s+conseil(?:\s+d.administration)?|(?:que|quienes)\s+(?:se\s+sientan|forman\s+parte)\s+(?:en\s+el|del)\s+consejo(?:\s+de\s+administraci(?:ó|o)n)?|che\s+(?:siedono|fanno\s+parte)\s+(?:nel|del)\s+(?:consiglio(?:\s+di\s+amministrazione)?|cda)|die\s+(?:derzeit\s+|aktuell\s+)?(?:im|in\s+dem)\s+(?:aufsichtsrat|verwaltungsrat)\s+sitzen|die\s+(?:nu\s+)?in\s+de\s+raad\s+van\s+(?:bestuur|commissarissen|toezicht)\s+zitten)(?![\p{L}])/giu;

/** The board heading before a colon and its list of seats: the list dropped when every item is a seat. */
function withoutBoardSeatList(text: string): string {
  return text.replace(BOARD_SEAT_LIST, (whole: string, heading: string, list: string) => {
    const items = list
      // "The chair and the directors (executive or non-executive) who sit on the company's board": a bracket that
      // says executive or not, and a relative clause that names the board again, say which seats, not who else.
      .replace(BOARD_SEAT_GLOSS, ' ')
      .split(/\s*(?:,|;|\band\b|\bor\b|\bog\b|\boch\b|\bet\b|\bund\b|\by\b|\be\b|\ben\b|\bja\b)\s*/iu)
      .map((item) => item.trim())
      // "…, including investors' representatives": an item the list widens to is one more seat of the list.
      .map((item) => item.replace(/^(?:including|incl\.?|among them|also|as well as|plus)\s+/iu, ''))
      .filter((item) => item !== '');
    // "Union and employer representatives": a group word alone shares the "representatives" after it.
    const seat = (item: string, i: number): boolean =>
      BOARD_SEAT.test(item) ||
      (BOARD_GROUP.test(item) && items.slice(i + 1).some((next) => /representatives?$/iu.test(next)));
    return items.length > 0 && items.every(seat) ? heading : whole;
  });
}

/**
 * "People who sit on its boards on behalf of the owner", "those who serve on the board for the shareholders",
 * "wer im Aufsichtsrat für den Eigentümer sitzt": the board members an owner sends, read as "board members" (an
 * exclusion of independent members then narrows them).
 */
const SIT_ON_BOARD_FOR_OWNER =
  /(?<![\p{L}])(?:(?:the\s+)?(?:people|persons|those|anyone|members|individuals)\s+(?:who|that)\s+(?:sit|sits|serve|serves)|sitting|serving)\s+(?:on|in)\s+(?:its|the|our|their|his|her)\s+(?:supervisory\s+)?boards?\s+(?:on behalf of|for|representing|as representatives? of)\s+(?:the\s+|an?\s+|its\s+|our\s+)?(?:(?:majority|minority|main)\s+)?(?:shareholders?|owners?|investors?|parent(?: company)?)(?![\p{L}])/giu;
/** "Board members representing the shareholders", "on its board for an owner", "Aufsichtsräte der Eigentümer". */
const BOARD_FOR_WHOM =
  /(?<![\p{L}])(board(?:\s+(?:members?|seats?|directors?))?|directors)\s+(?:representing|who represent|on behalf of|for)\s+(?:the\s+|an?\s+|its\s+|our\s+)?(?:(?:majority|minority|private|public|main)\s+)?(?:shareholders?|owners?|investors?|stakeholders?)(?![\p{L}])/giu;

/**
 * "Including the owner's representatives sitting on them", "shareholder representatives who sit on it", "die
 * Vertreter des Eigentümers darin": the members an owner sends to the boards just named are seats on those boards,
 * never the owners themselves.
 */
const OWNERS_SITTING_ON_THEM =
  /(?<![\p{L}])(?:the\s+|its\s+|their\s+)?(?:owner|owners|shareholder|shareholders|investor|investors|parent|parent company)(?:['’]s|s['’]|['’])?\s+(?:representatives?|nominees?|delegates?)\s+(?:(?:who|that)\s+(?:sit|sits|serve|serves)|sitting|seated|serving)\s+(?:on|in)\s+(?:them|it|those|these|the boards?)(?![\p{L}])|(?<![\p{L}])(?:die\s+)?(?:vertreter(?::innen|\*innen|innen|in)?|entsandte[nr]?)\s+(?:der|des)\s+(?:eigent(?:ü|u)mer\w*|gesellschafter\w*)\s+(?:darin|dort|in ihnen)(?![\p{L}])/giu;
/**
 * "Vertreter:innen der Eigentümer im Aufsichtsrat – z. B. Stadt Wien, Holding oder Finanzinvestor", "owners'
 * representatives on the board, e.g. the parent or a fund": the members an owner sends to the board. Whom
 * they represent (the owners and any examples of them after "e.g.") is no role of theirs: read as the board.
 */
const OWNERS_ON_THE_BOARD =
  /(?<![\p{L}])(?:representatives?|vertreter(?::innen|\*innen|innen|in)?|repr(?:é|e)sentant(?:e|s|es)?|representantes?|rappresentant[ie]|vertegenwoordigers?)\s+(?:of|der|des|de|de la|de los|de las|du|dos|das|da|do|degli|dei|delle|della|van|van de)\s+(?:the\s+|les\s+|los\s+|het\s+|de\s+)?(?:(?:majority|minority|main|public|private)\s+)?(?:owners?|shareholders?|investors?|eigent(?:ü|u)mer(?::innen|innen|in|s)?|gesellschafter(?::innen|innen)?|anteilseigner(?::innen|innen)?|actionnaires?|propri(?:é|e)taires?|accionistas?|propietarios?|acionistas?|propriet(?:á|a)rios?|azionisti|proprietari|soci|aandeelhouders?|eigenaren|eigenaars?)\s+(?:on|in|im|au|en|no|na|nel|del|in de|op|at)\s+(?:the\s+|le\s+|el\s+|la\s+|o\s+|il\s+|de\s+|het\s+)?((?:supervisory\s+)?board|aufsichtsrat|verwaltungsrat|beirat|conseil(?: d'administration| de surveillance)?|consejo(?: de administraci(?:ó|o)n)?|conselho(?: de administra(?:ç|c)(?:ã|a)o)?|consiglio(?: di amministrazione)?|raad van commissarissen|raad van bestuur)(?:\s+(?:oder|or|ou|o|of|und|and|et|y|e|en)\s+(?:board|beirat|verwaltungsrat))?(?:\s*[-–—,(]?\s*(?:z\.\s?b\.|e\.\s?g\.|such as|etwa|p\.\s?ex\.|p\.\s?ej\.|por ejemplo|por exemplo|ad es\.|bijv\.|bv\.)[^.;)]*\)?)?/giu;

/**
 * Board members named as a group of people, the whole phrase ("board members", "Aufsichtsräte", "consejeros"): not
 * a board named as a condition ("board included", "on the board") nor one member ("the board member who …").
 */
const BOARD_MEMBERS =
  /^\s*(all |the |our |its )?(board members|members of the board|board directors|non-executive directors|consejer[oa]s|miembros del consejo|aufsichtsrate|aufsichtsratsmitglieder|verwaltungsrate|verwaltungsratsmitglieder|consiglieri|membri del consiglio|conselheir[oa]s|membres du conseil|commissarissen)\s*$/;

/** The Nordic founder's titles the title reader reads as the job beside them: an owner's level. */
const NORDIC_FOUNDER = new RegExp(`\\b(${NORDIC_FOUNDER_WORDS})\\b`);

/**
 * A touring company's managers on the road, in the seven languages and Catalan: tour managers, company managers
 * (in the performing arts, the manager who runs the company on tour), road managers, directeurs et
 * administrateurs de tournée, jefes and regidores de gira, responsabili della tournée, Tourneeleiter.
 */
const TOURING_MANAGER_WORD =
  /\b((tour(ing)?|road|company) ?managers?|tourneemanager\w*|tourneeleit\w*|tourleit\w*|(directeu|directrice|administrat(eu|rice))r?s? de tournee|(jef[ea]s?|regidor(es|as|a)?|cap|caps|responsables?) de gira|responsabil[ei] (della |di )?tournee)\b/;
const TOURING_MANAGER_TITLE =
  /\b((tour(ing)?|road|company) ?manag\w*|tournee ?manag\w*|tourneeleit\w*|tour ?leit\w*|(directeu|directrice|administrat(eu|rice))r?s? de tournee|(jef[ea]s?|regidor\w*|cap|responsable) de gira|responsabile (della |di )?tournee)\b/;
/**
 * Circus performers (ISCO-08 2659; ESCO "acrobat", "aerialist", "circus artist"): acrobats, aerialists, trapeze
 * artists, contortionists, jugglers, equilibrists, in the seven languages and Catalan; the title must name the
 * act (Acróbata, Artiste aérienne, Trapezista, Contorsionniste, voltigeur, porteur, hand-to-hand, Artist*in).
 */
const CIRCUS_PERFORMER_WORD =
  /\b(circus (artists?|performers?)|artistes? (de cirque|aeriens?|aeriennes?|interpretes?)|artistas? (de circo|aere[oa]s?|interpretes?)|acrobat(s|a|as|e|es|i)?|akrobat(en|in|innen)?|aerialists?|aerial artists?|aerialistas?|trapeze artists?|trapecistas?|trapezist[aie]s?|contortionists?|contorsionist(a|as|e|es|i)|kontorsionist(en|in|innen)?|jugglers?|malabaristas?|giocolier[ei]|jongleu(r|rs|se|ses)|equilibrist(s|a|as|e|es|i)?)\b/;
const CIRCUS_PERFORMER_TITLE =
  /(\b(\w*acrobat\w*|akrobat\w*|aerialist\w*|aerial artist|artiste aerien\w*|artistes? de cirque|artista de circo|circus (artist|performer)\w*|trapez\w*|trapec\w*|contor(t|s)ion\w*|kontorsion\w*|juggl\w*|jongl\w*|malabar\w*|giocolier\w*|equilibris\w*|funambul\w*|voltigeu\w*|hand[- ]to[- ]hand)\b|\bartist\W?in(nen)?\b)/;
/**
 * A show's creation team (ISCO-08 2654 film, stage and related directors; 2653 dancers and choreographers):
 * artistic direction, stage directors (metteurs en scène, directores de escena, registi) and choreographers.
 */
const CREATION_TEAM_WORD =
  /\b(direction artistique|artistic direct(ion|ors?)|direccion artistica|direccio artistica|direzione artistica|directeurs? artistiques?|directrices? artistiques?|directores? artistic[oa]s?|metteu(r|rs|se|ses)( en scene)?|direct(ores|oras|or|ora) de escena|choreograph(ers?|en|innen|in)|choregraphes?|coreograf(os|as|o|a|i|e))\b/;
const CREATION_TEAM_TITLE =
  /\b(direct\w* artisti\w*|direc\w* (de |of )?creac\w*|direc\w* (de |of )?creacio\w*|direct\w* (de la |of )?creation|head of creation|direttor\w* artistic\w*|metteu\w* en scene|stage direct\w*|direct\w* de escena|regist[ai]|\w*choreogra\w*|\w*choregra\w*|coreogra\w*)\b/;
/**
 * Harvest workers (ISCO-08 9211 crop farm labourers; ESCO "fruit picker", "harvest worker"): fruit and citrus
 * pickers, raccoglitori, recolectores, temporeros, cueilleurs, vendangeurs, Erntehelfer, apanhadores,
 * culegători; a title naming the harvest (caposquadra raccolta) is a crew leader of it.
 */
const HARVEST_WORKER_WORD =
  /\b((seasonal )?harvest (workers?|hands|crews?)|((fruit|citrus|orange|olive|apple|grape|crop|field) )+(pickers?|harvesters?)|raccoglitor[ei]|raccoglitric[ei]|recolector(es|as|a)?|vendimiador(es|as|a)?|cueilleu(r|rs|se|ses)|vendangeu(r|rs|se|ses)|erntehelfer(in|innen)?|apanhador(es|as|a)?|colhedor(es|as|a)?)\b/;
const HARVEST_WORKER_TITLE =
  /\b((?<!order )picker\w*|harvest\w*|raccogli\w*|raccolta|recolec\w*|vendimi\w*|cueill\w*|vendang\w*|ernte\w*|apanha\w*|colhe\w*|culeg\w*|muncitor sezonier|sezonier\w*)\b/;
/**
 * Sterilisation staff of a clinic or hospital (ESCO "sterile services technician"; the central sterile services
 * department, CSSD, Zentralsterilisation, AEMP, esterilización, sterilizzazione): a job the title must name.
 */
const STERILISATION_WORD =
  /\b((personnel|staff|agents?|team|equipe|personal|medewerkers?|afdeling|service|servicio|servico|servizio|reparto|personale) (de |du |of |der |van |del |da |di |della )?(la )?)?(sterili[sz]ation|sterili[sz]ing|sterile services?|sterilisatie|sterilisierung|zentralsterilisation|esterilizacion|esterilizacao|sterilizzazione|cssd|aemp|zsva)\b/;
const STERILISATION_TITLE = /\b(\w*sterili[sz]\w*|esteriliz\w*|sterile services?|cssd|aemp|zsva)\b/;
/**
 * Dental hygienists and dental assistants (ISCO-08 3251 dental assistants and therapists): mondhygiënisten,
 * hygiénistes bucco-dentaires, Dentalhygieniker, higienistas dentales; tandartsassistenten, assistantes dentaires,
 * zahnmedizinische Fachangestellte, assistenti alla poltrona. Each a job the title must name: a dentist (2261) or a
 * hospital's infection-control hygienist is neither.
 */
const DENTAL_HYGIENIST_WORD =
  /\b((dental|oral) hygienists?|mondhygienist(en|e|es)?|dentalhygieniker(in|innen)?|hygienistes? (dentaires?|bucco[ -]?dentaires?)|higienistas? (dentales?|dental|orales?|oral|orais|bucodentales?)|igienist[ie] dental[ie])\b/;
const DENTAL_HYGIENIST_TITLE =
  /\b(\w*mondhygien\w*|dentalhygien\w*|(dental|oral) hygien\w*|hygienistes? (dentaires?|bucco[ -]?dentaires?)|higienistas? (dentales?|dental|orales?|oral|orais|bucodental\w*)|igienist[ie] dental[ie]|prophylaxe?\w*)\b/;
const DENTAL_ASSISTANT_WORD =
  /\b(dental (nurses?|assistants?)|tandartsassistent(en|es|e)?|assistant(e)?s?( et assistant(e)?s?)? dentaires?|zahnmedizinische[rn]? fachangestellte[n]?|zahnarzthelfer(in|innen)?|asistentes? dental(es)?|auxiliar(es)? de odontologia|assistentes? dentari(os|as|o|a)|assistent[ei] (alla poltrona|di studio odontoiatrico))\b/;
const DENTAL_ASSISTANT_TITLE =
  /\b(\w*tandartsassist\w*|dental (nurse|assist)\w*|as?sist\w* (dentaire|dental|dentari)\w*|zahnmedizinische\w* fachangestellte\w*|zahnarzthelfer\w*|zfa|auxiliar\w* de odontologia|assistent[ei] (alla poltrona|di studio odontoiatrico))\b/;
/**
 * Driving instructors (ISCO-08 5165): instrutores de condução, profesores de autoescuela, moniteurs d'auto-école,
 * Fahrlehrer, rijinstructeurs, istruttori di guida. A job the title must name; a theory trainer is none.
 */
const DRIVING_INSTRUCTOR_WORD =
  /\b(driving instructors?|instrut(or|ora|ores|oras) de conducao|instruct(or|ora|ores|oras) de (conduccion|autoescuela)|profesor(a|es|as)? de autoescuela|moniteu(r|rs|se|ses) d.?auto ecole|enseignant(e|s|es)? de la conduite|fahrlehrer(in|innen)?|rijinstructeu(r|rs)|istruttor(e|i|ice|ici) di guida)\b/;
const DRIVING_INSTRUCTOR_TITLE =
  /\b(driving instructor\w*|instru[ct]?t\w* (de )?(conducao|conduccion|autoescuela|guida|scuola guida|pesados|ligeiros|motociclos)|profesor\w* de autoescuela|moniteu\w* d.?auto ecole|enseignant\w* de la conduite|\w*fahrlehrer\w*|rijinstructeu\w*|istruttor\w* di (guida|scuola guida))\b/;
/**
 * Vehicle inspectors of a periodic roadworthiness test (ISCO-08 3115 and 3359; the ITV, the inspeção periódica, the MOT,
 * the contrôle technique, the APK, the Hauptuntersuchung): a job the title must name.
 */
const VEHICLE_INSPECTOR_WORD =
  /\b(vehicle inspectors?|mot testers?|inspe[c]?tor(a|es|as)? (de |da )?(itv|ve[h]?iculos|inspe[c]?ca?o periodica)|itv inspectors?|controleu(r|rs|se|ses) techniques?|kfz pruf(er|erin|ingenieur\w*)|apk keurmeesters?|ispettor(e|i|ice|ici) (della |delle )?revision[ei])\b/;
const VEHICLE_INSPECTOR_TITLE =
  /\b(vehicle inspector\w*|mot tester\w*|inspe[c]?t(or|ora|ores|oras)\b(?=.*\b(itv|ve[h]?iculos|inspe[c]?cao|inspeccion|imt)\b)|controleu\w* technique\w*|kfz pruf\w*|prufingenieur\w*|apk keurmeester\w*|ispettor\w* (della |delle )?revision\w*)/;
/**
 * Dental specialties (ISCO-08 2261 dentists, by the specialty a title names): orthodontists, periodontists,
 * endodontists, oral and maxillofacial surgeons, paediatric dentists. Each a job the title must name: a general
 * dentist is none of them, and an orthodontist is no periodontist.
 */
const ORTHODONTIST_WORD =
  /\b(orthodontist(s|en|es|e)?|ortodoncistas?|ortodontist(a|as|i|e)|kieferorthopad(e|en|in|innen))\b/;
const ORTHODONTIST_TITLE = /\b(\w*orthodontist\w*|\w*ortodon(cist|tist)\w*|kieferorthopad(e|en|in|innen)?)\b/;
const PERIODONTIST_WORD =
  /\b(periodontists?|parodontolog(en|e|ues?|i|os|as|o|a)|parodontologist(e|es)?|periodoncistas?|periodontist(a|as|i|e))\b/;
const PERIODONTIST_TITLE =
  /\b(\w*(periodont|parodont)(ist\w*|olo(og|gen|ge|gue|gues|go|ga|gos|gas|gi|gist\w*))|periodoncist\w*)\b/;
const ENDODONTIST_WORD =
  /\b(endodontists?|endodontolog(en|e|ues?|i|os|as|o|a)|endodontist(e|es|a|as|i)|endodoncistas?)\b/;
const ENDODONTIST_TITLE =
  /\b(\w*endodont(ist\w*|olo(og|gen|ge|gue|gues|go|ga|gos|gas|gi|gist\w*))|endodoncist\w*)\b/;
const ORAL_SURGEON_WORD =
  /\b(oral (and maxillofacial )?surgeons?|maxillofacial surgeons?|(mond (en )?)?kaakchirurg(en)?|chirurgiens? (buccaux|buccal|oraux|oral|maxillo faciaux)|cirujan(o|a|os|as) (orales?|maxilofacial(es)?)|cirurgi(ao|oes|a|as) (orais|oral|buco maxilo faciais)|mkg chirurg(en|innen|in)?|oralchirurg(en|innen|in)?|chirurg(o|hi) (orale|orali|maxillo facciale|maxillo facciali))\b/;
const ORAL_SURGEON_TITLE =
  /\b(oral surg\w*|maxillofacial surg\w*|\w*kaakchirurg\w*|chirurg\w* (buccal|oral|maxillo)\w*|cirujan\w* (oral|maxilofacial)\w*|cirurgi\w* (oral|buco)\w*|mkg chirurg\w*|oralchirurg\w*|chirurg\w* (orale|orali|maxillo)\w*)\b/;
const PAEDIATRIC_DENTIST_WORD =
  /\b(pa?ediatric dentists?|kindertandarts(en)?|dentistes? pediatriques?|odontopediatras?|kinderzahnarzt(e|in|innen)?|odontoiatri pediatrici|pedodontist(s|en|es|e)?)\b/;
const PAEDIATRIC_DENTIST_TITLE =
  /\b(pa?ediatric dent\w*|\w*kindertandarts\w*|\w*pedodon\w*|dentist\w* pediatri\w*|odontopediatr\w*|kinderzahnarzt\w*|odontoiatr\w* pediatri\w*)\b/;
/**
 * Dental technicians (ISCO-08 3214 medical and dental prosthetic technicians): tandtechnici, prothésistes dentaires,
 * Zahntechniker, protésicos dentales, odontotecnici, the lab's ceramists. A job the title must name.
 */
const DENTAL_TECHNICIAN_WORD =
  /\b(dental technicians?|tandtechnic(i|us)|prothesistes? dentaires?|zahntechniker(in|innen)?|protesic(o|a|os|as) dental(es)?|tecnic(o|a|os|as) de protese dentaria|odontotecnic(o|i|a|he))\b/;
const DENTAL_TECHNICIAN_TITLE =
  /\b(\w*tandtechn\w*|dental (technician|technologist|ceramist)\w*|prothesiste\w* dentaire\w*|\w*zahntechn\w*|protesic\w* dental\w*|tecnic\w* de protese\w*|odontotecnic\w*|technik dentystyczny|ceramist\w* dental\w*|ceramiste\w* dentaire\w*|dentalkeramik\w*)\b/;
/** A cooperative's member-services office: servizi ai soci, ufficio soci, atención al socio, Mitgliederservice. */
const MEMBER_SERVICES_WORD =
  /\b(member[- ]services?( office| team| desk)?|servizi? (ai|dei) soci|ufficio soci|servicios? (a|al) (los )?socios|atencion al socio|services? aux (adherents|membres|societaires)|mitgliederservice|mitgliederbetreuung|ledenservice|servicos? (aos|ao) (socios|associados))\b/;
const MEMBER_SERVICES_TITLE =
  /\b(member[- ]services?|member relations|servizi? (ai|dei) soci|ufficio soci|servicios? (a|al) (los )?socios|atencion al socio|services? aux (adherents|membres|societaires)|mitgliederservice\w*|mitgliederbetreuung\w*|ledenservice\w*|servicos? (aos|ao) (socios|associados))\b/;

/**
 * A ship's mates (ISCO-08 3152, the deck officers below the master): chief, first, second and third mates and officers,
 * stuurmannen, Steuerleute, perämiehet, styrmän. Read before DECK_OFFICER_WORD, so that "no mates" beside "captains"
 * drops the mates and keeps the masters, and "captains and mates" keeps both.
 */
const MATE_WORD =
  /\b(stuurm(a|e)n(nen)?|stuurlieden|(chief|first|second|third) mates|steuerleute|(yli)?peramie(s|het)|(over)?styrm(a|e)n|(?<![\p{L}] )(?<!(team|class|flat|room|play|work|ship|soul|running) )mates)\b/u;
const MATE_TITLE =
  /\b(stuurm(a|e)n\w*|chief officer|chief mate|(1st|2nd|3rd|first|second|third|2e|3e) (officer|mate|stuurman)|mates?|steuerm(a|ä)nn\w*|primo ufficiale|imediato|second capitaine|(yli|[1-3]\.? )?peramie(s|het)\w*|(over)?styrm(a|e)n\w*)\b/;
/**
 * Ships' deck officers (ISCO-08 3152 ships' deck officers and pilots; 1 of 3151's engineers and 8350's ratings):
 * captains, masters, mates and a dredger's master, in the seven languages. A rank the title must name: "captains
 * and mates" are no engineers, bosuns or able seamen, though all of them are seafaring.
 */
const DECK_OFFICER_WORD =
  /\b(kapiteins|schippers|gezagvoerders|stuurm(a|e)n(nen)?|stuurlieden|baggermeesters|deck officers?|ships?'? (masters|captains|officers)|(chief|first|second|third) mates|kapit(a|ä)ne|steuerleute|schiffsoffizier\w*|nautische offizier\w*|officiers? de pont|capitaines (de navire|au long cours)|oficiales de puente|ufficiali di coperta|oficiais de n(a|á)utica|dredge masters|dredging masters|kapteenit|kapteeni|(yli)?peramie(s|het)|befalhavare|(over)?styrm(a|e)n|(?<![\p{L}] )(?<!(team|class|flat|room|play|work|ship|soul|running) )mates)\b/u;
const DECK_OFFICER_TITLE =
  /\b(kapitein\w*|captains?|capt|(?<!(scrum|quiz|web|head|post|quarter|brew|dungeon|grand) )masters?(?! (data|of|degree|student|thesis|planner|scheduler|electrician|brewer|baker|craftsman|plumber|carpenter|tailor|black\\w*))|stuurm(a|e)n\w*|baggermeester\w*|chief officer|chief mate|(1st|2nd|3rd|first|second|third|2e|3e) (officer|mate|stuurman)|mates?|deck officer\w*|kapit(a|ä)n\w*|steuerm(a|ä)nn\w*|nautische\w* offizier\w*|schiffsoffizier\w*|capitaine\w*|officier de pont|second capitaine|capit(a|á)n\w*|piloto|capitano|primo ufficiale|ufficiale di coperta|comandante|imediato|piloto|dredge master|dredging master|skipper|schipper|gezagvoerder\w*|kapteeni\w*|(yli|[1-3]\.? )?peramie(s|het)\w*|befalhavare\w*|(over)?styrm(a|e)n\w*)\b/;

/** A ship's engine department named in a definition, and the titles that hold a place in it. */
const ENGINE_CREW_WORD =
  /\b(engine[- ]?room (crew|staff|personnel|ratings?|department)|engine (crews?|departments?|ratings?|officers)|ships?'? engineers|marine engineers on board|machinekamer\w*|(hoofd)?werktuigkundigen|motordrijvers|scheepselektriciens|motorm[ae]n|oilers|maschinenpersonal|schiffsmechaniker\w*|personnel (machine|de la machine)|officiers mecaniciens|mecaniciens navigants de la marine|personal de (maquinas|sala de maquinas)|oficiales de maquinas|personale di macchina|ufficiali di macchina|pessoal de maquinas|oficiais de maquinas|konehenkilokunta|konemiehisto|maskinbesattning\w*|maskinpersonal)\b/;
const ENGINE_CREW_TITLE =
  /\b(chief engineer|(1st|2nd|3rd|4th|first|second|third|fourth) engineer|engine (officer|cadet|rating|room)\w*|ship'?s? engineer|marine engineer|electro ?technical officer|eto|ship'?s? electrician|motorm[ae]n|motorist|oiler|wiper|h?wtk|(hoofd)?werktuigkundige\w*|motordrijver\w*|scheepselektricien\w*|leitende[rn]? ingenieur|schiffsmechaniker\w*|chef mecanicien|officier mecanicien|jefe de maquinas|oficial de maquinas|direttore di macchina|ufficiale di macchina|chefe de maquinas|oficial de maquinas|konepaallik\w*|konemestari\w*|moottorim(ies|iehet)\w*|laivasahkom(ies|iehet)\w*|maskinchef\w*|maskinmastare\w*|maskinist\w*|maskinsjef\w*|старш(ии|ий|а) механі\w*|друг(ии|ий|а) механі\w*|трет(іи|ій|я) механі\w*)\b/;
/** A ship's deck ratings named in a definition, and the titles that hold a place among them. */
const DECK_RATING_WORD =
  /\b(deck ratings?|marineros?[- ]motoristas?|matro(os|zen)[- ]motordrijvers?|abs|able[- ]bodied seam[ae]n|able seam[ae]n|ordinary seam[ae]n|bosuns|boatswains|matrozen|matelots|marineros|marinai|marinheiros|matrosen|decksleute|matruusit|kansimiehet|dekksm[ae]nn\w*)\b/;
const DECK_RATING_TITLE =
  /\b(ab|able[- ]bodied seam[ae]n|able seam[ae]n|ordinary seam[ae]n|os|bosun|boatswain|deck ?hand|deck rating|matros\w*|matroos|matrozen|matelot\w*|marinero|marinaio|marinheiro|nostromo|contramaestre|bootsmann|decksmann|(kevyt|kesa)?matruusi\w*|puosu\w*|kansim(ies|iehet)\w*|madrus\w*|lettmatros\w*|dekksm[ae]nn\w*|матрос\w*|боцман\w*)\b/;

/** Marine electricians named in a definition, and the titles that name the trade with the ship or the sea. */
const MARINE_ELECTRICIANS_WORD =
  /\b(elettricisti (di bordo|navali)|(ship|marine|ships?'?|yacht|boat) electricians|(schiffs|bord|yacht|boots)elektriker\w*|scheepselektriciens|electriciens? (de bord|navals?|marine)|electricistas? (navales|de a bordo|de barcos?)|eletricistas? (navais|de bordo))\b/;
const MARINE_ELECTRICIANS_TITLE =
  /\b((elettricist\w*|electricista|eletricista|electricien\w*) (di bordo|navale?|de bord|naval(e)?|marine|de a bordo|de barco|de bordo|nava(l|is))|(ship|marine|ships?'?|yacht|boat|vessel) electrician\w*|(schiffs|bord|yacht|boots)elektriker\w*|scheepselektricien\w*|laivasahkom\w*)/;
/** Electricians and electrical technicians named in a definition, and the titles of the trade (not its engineers). */
const ELECTRICAL_TRADES_WORD =
  /\b(electricians?( and electrical technicians)?|electrical technicians|elektriker(innen)?|electriciens?|electricistas?|eletricistas?|elettricisti|(scheeps)?elektriciens|elektrotechniker(innen)?|elektroniker(innen)?|electrotechniciens?|techniciens? (electriciens?|en electricite|electrotechniciens?)|tecnic[oa]s? (electricistas?|electric[oa]s?|electrotecnic[oa]s?)|tecnic[oa]s? eletricistas?|tecnici elettric\w*|elettrotecnici|elektrotechnici)\b/;
const ELECTRICAL_TRADES_TITLE =
  /^(?!.*\b(engineers?|ingenieu?r\w*|ingegner\w*|engenheir\w*|inzynier\w*|architect\w*|projektant\w*|designers?|ontwerper\w*|progettist\w*|projeteu\w*|proyectist\w*|projetist\w*|konstrukteur\w*)\b).*(electrician|\w*elektri(ker|cien)\w*|electricien\w*|electrici(st|an)\w*|eletricist\w*|elettricist\w*|electrical (technician|fitter|mechanic)\w*|electro ?technician\w*|elektrotechniker\w*|elektroniker\w*|elektromonteur\w*|electrotechnicien\w*|tecnic\w* (electric|electrotecnic|eletric|elettric)\w*|elettrotecnic\w*|elektrotechnicus|elektromonteur\w*|laivasahkom\w*|elektry(k|ka|cy|czka)\b|\w*sahkoasenta\w*|elektroinstallat\w*|elektromont\w*|electromont\w*|(techniker|technician|lehrling|apprentice|azubi|monteur)\w*\W+(\w+\W+)?elektrotechnik\w*)/;
const JOINERS_WORD =
  /\b(falegnami|joiners|cabinet[- ]?makers|(yacht|boat|ship) joiners|tischler(innen)?|schreiner(innen)?|bootsbauer(innen)?|menuisiers?( ebenistes)?|ebenistes|ebanistas|marceneiros|meubelmakers|schrijnwerkers|interieurbouwers)\b/;
const JOINERS_TITLE =
  /\b(falegnam\w*|joiner\w*|cabinet ?maker\w*|\w*tischler\w*|\w*schreiner\w*|bootsbauer\w*|menuisi\w*|ebenist\w*|ebanist\w*|marcenei\w*|meubelmaker\w*|schrijnwerker\w*|interieurbouw\w*)/;
const PAINTERS_WORD =
  /\b(verniciatori|(spray |marine |industrial |boat |yacht |ship )?painters( and varnishers)?|varnishers|lackierer(innen)?|maler und lackierer|peintres( industriels| en batiment)?|pintores( industriales)?|schilders|spuiters|verniciatrici)\b(?! (sur|on|auf|op|su|sobre|em|de|di|van) )/;
const PAINTERS_TITLE =
  /\b(vernicia\w*|(?<!(portrait|landscape|fine art) )painter\w*|varnisher\w*|\w*lackier\w*|peintre\w*|pintor(a|es)?\b|schilder(s)?\b|spuiter\w*)/;
/**
 * A shop's floor, a job or counter the title must name, in the seven languages: butchers and fishmongers and their
 * counters (ISCO-08 7511: Metzger, Fleischer, boucher, poissonnier, charcutier, carnicero, pescadero, talhante,
 * peixeiro, macellaio, pescivendolo, slager, visboer; the carnicería, peixaria, macelleria, Fleischtheke),
 * cashiers (5230: Kassierer, caissier, cajero, operador de caixa, cassiere, kassamedewerker) and shelf fillers
 * (9334: Regalauffüller, employé de mise en rayon, reponedor, repositor, scaffalista, vakkenvuller).
 */
const BUTCHERY_WORD =
  /\b(butchers?|butchery|fishmongers?|(meat|fish|deli) counters?|metzger(innen|in)?|metzgerei|fleischer(innen|in)?|fleischerei|(fleisch|fisch|wurst)theke|bouch(ers|eres|erie)|poissonn(iers|ieres|erie)|charcuti(ers|eres)|carnicer(os|as|ia)|pescader(os|as|ia)|charcuteria|talhantes|talho|peixeir(os|as)|peixaria|macellai|macelleria|pescivendoli|pescheria|slagers|slagerij|visboeren|vishandel|visafdeling)\b/;
const BUTCHERY_TITLE =
  /\b(butcher\w*|fishmonger\w*|(meat|fish|deli) counter\w*|metzger\w*|fleischer\w*|(fleisch|fisch|wurst)theke\w*|boucher(e|s|es|ie)?|poissonn\w*|charcuti\w*|carnicer\w*|pescader\w*|talhant\w*|talho|peixeir\w*|peixaria|macellai\w*|macelleria|pescivendol\w*|pescheria|slager\w*|visboer\w*|vishandel|visafdeling)\b/;
const CASHIERS_WORD =
  /\b(cashiers|checkout (staff|operators)|kassierer(innen)?|kassenkrafte|kassenpersonal|caissi(ers|eres)|cajer(os|as)|operador(es|as) de (caixa|caja)|cassier[ei]|kassamedewerkers|kassiers?|kassieres)\b/;
const CASHIERS_TITLE =
  /\b(cashier\w*|checkout (assistant|operator)\w*|kassierer\w*|kassenkraft|caissi(er|ere)s?|cajer[oa]s?|operador(a)? de (caixa|caja)|cassier[ea]|kassamedewerk\w*|kassier\w*)\b/;
const SHELF_FILLERS_WORD =
  /\b(shelf (stackers|stockers|fillers)|regalauffuller(innen)?|warenverraumer(innen)?|employ(es|ees) (de |en )?(mise en )?rayon|reponedor(es|as)|repositor(es|as)|scaffalist[ie]|vakkenvullers)\b/;
const SHELF_FILLERS_TITLE =
  /\b(shelf (stacker|stocker|filler)\w*|regalauffuller\w*|warenverraumer\w*|employ(e|ee) (de |en )?(mise en )?rayon|reponedor\w*|repositor\w*|scaffalist[ai]|vakkenvuller\w*)\b/;

/**
 * Bakers (ISCO-08 7512 bakers, pastry-cooks and confectionery makers; ESCO "baker", "Bäcker/Bäckerin", "boulanger",
 * "panadero", "bakker", "padeiro", "fornaio", "leipuri", "pagar") and, apart, pastry cooks and confectioners (the same
 * group's "pastry maker", "Konditor", "pâtissier", "pastelero", "banketbakker", "pasteleiro", "pasticciere",
 * "kondiittori", "kondiiter"): trades the title must name, not a kitchen's cooks nor a shop's sellers. A "chef pâtissier"
 * asked for is the kitchen's head pastry chef (3434) and keeps that reading.
 */
const BAKERS_WORD =
  /\b(bakers|backer(innen)?|baeckerinnen|boulang(ers|eres)|ouvri(ers|eres) boulang(ers|eres)|touriers|panader[oa]s|padeir[oa]s|fornai|panettier[ei]|panificatori|bakkers|broodbakkers|leipurit)\b/;
const BAKERS_TITLE =
  /^(?!.*\b(vend\w*|verkauf\w*|verkauf|verkaufer\w*|sales|seller\w*|dependient\w*|commess\w*|verkoper\w*|verkoopster\w*|balconist\w*|caissi\w*|cajer\w*|kassier\w*|myyja\w*)\b).*\b(bakers?|\w*backer(in)?|backer(meister|gesell)\w*|boulang(er|ere)s?|tourier(e|s)?|panader[oa]s?|padeir[oa]s?|fornai[oa]?|panettier[ei]|panificator\w*|(brood)?bakker|leipuri\w*|pagar)\b/;
const PASTRY_COOKS_WORD =
  /\b(pastry (cooks|chefs|makers|bakers)|(?<!chefs? )patissi(ers|eres)|konditor(en|innen)|confectioners|confiseu(rs|ses)|chocolatiers|pasteler[oa]s|pasteleir[oa]s|pasticc(i)?er[ei]|banketbakkers|kondiittorit)\b/;
const PASTRY_COOKS_TITLE =
  /^(?!.*\b(vend\w*|verkauf\w*|sales|seller\w*|dependient\w*|commess\w*|verkoper\w*|verkoopster\w*|balconist\w*|caissi\w*|cajer\w*|kassier\w*|myyja\w*)\b).*\b(pastry (cook|chef|maker|baker)\w*|patissi(er|ere)s?|konditor\w*|confectioner\w*|confiseu(r|se)s?|chocolatier\w*|pasteler[oa]s?|pasteleir[oa]s?|pasticc(i)?er[eai]|banketbakker\w*|kondiittori\w*|kondiiter\w*)\b/;
/**
 * Rope access technicians (ISCO-08 7119 with ESCO's "rope access technician"; IRATA and GWO the certificates they
 * hold): industrial climbers, Industriekletterer, cordistes, técnicos de trabajos verticales, tecnici su fune,
 * touwtoegangtechnici. And a wind turbine's blade repairers (7543's and 7233's blade inspection and repair:
 * Rotorblatttechniker, techniciens pales, técnicos de palas, vingeteknikere). Trades the title must name.
 */
const ROPE_ACCESS_WORD =
  /\b(rope[- ]access( technicians| people| workers| teams?| crews?)?|irata( technicians)?|industrial climbers|industriekletterer\w*|seilzugangstechni\w*|cordistes|(tecnicos|trabajos) (de |en )?(acceso por cuerdas?|verticales)|tecnici (di |dell. )?(accesso|lavori) su fune|touwtoegang\w*|(tecnicos|trabalhos) (de |em )?acesso por corda)\b/;
const ROPE_ACCESS_TITLE =
  /\b(rope[- ]access|irata|industrial climb\w*|industriekletter\w*|seilzugang\w*|cordiste\w*|trabajos verticales|acceso por cuerdas?|(accesso|lavori) su fune|touwtoegang\w*|acesso por corda)\b/;
const BLADE_REPAIR_WORD =
  /\b((wind turbine |rotor )?blade (repair|repairers|technicians|service|maintenance|inspection)( technicians| people| teams?| crews?)?|rotorblatt\w*|techniciens? (de |des )?pales|(tecnicos|reparacion) de palas|tecnici (delle )?pale|bladtechnici|vingetekni\w*|vingereparat\w*)\b/;
const BLADE_REPAIR_TITLE =
  /\b(blades?|rotorblatt\w*|vinge\w*|bladtechnic\w*|bladreparat\w*|(techni\w*|tecnic\w*|repar\w*|reparat\w*) (de |di |des |delle |das )?(las |les |the )?(pales?|palas?)(?! (cargadora|meccanica)))\b/;
const WELDERS_WORD = /\b(saldatori|welders|schwei(ss|s)er(innen)?|soudeurs?|soldadores|lassers)\b/;
const WELDERS_TITLE =
  /\b(saldat\w*|saldatura|welder\w*|welding|schwei(ss|s)\w*|soudeu\w*|soudure|soldador\w*|soldadura|lasser\w*)/;

/** The legally required operations manager of a ski area's lifts, named in a definition and in a title. */
const LIFT_MANAGER_WORD =
  /\b(betriebs? ?leiter\w* (fur |der |von |nach )?(die |den )?(seil|sessel|berg|gondel)bahn\w*( und (lifte|schlepplifte))?|(seilbahn|lift|bergbahn)[- ]?betriebs? ?leiter\w*|betriebs? ?leiter\w* (nach|gemass|gem) (dem )?seilbahngesetz|(directeurs?|directrices?|chefs?) d.exploitation (des )?remontees mecaniques|direttor[ei] (di |d.)?esercizio (degli |di |delle )?(impianti|funivi\w*|seggiovi\w*)|(lift|ropeway|cable[- ]car) operations managers)\b/;
const LIFT_MANAGER_TITLE =
  /\b(betriebsleit\w*(?=.*(seil|sessel|berg|gondel|kabinen)bahn|.*\blifte?\b|.*seilbahngesetz)|(seil|sessel|berg|gondel|kabinen)bahn\w*(?=.*betriebsleit)|(directeur|directrice|chef)\w* d.exploitation (des )?remontees|direttor\w* (di |d.)?esercizio (degli |di |delle )?(impianti|funivi\w*|seggiovi\w*)|(lift|ropeway|cable[- ]car) operations manager)/;
/** A ski area's lift staff named in a definition (ROLE_TERMS), and the titles that hold a place among them. */
const LIFT_STAFF_WORD =
  /\b(lift ?personal|liftwart(e|innen)?|liftbediener\w*|(ski ?|chair ?)?lift (operators|attendants|staff|crews?|technicians)|seilbahn ?techni\w*|seilbahn(personal|mitarbeiter\w*|bedienstete\w*)|(cable[- ]?car|ropeway|gondola) (technicians|staff|operators|attendants|crews?)|(personnel|agents?|conducteurs?|techniciens?) (des |de )?remontees mecaniques|remontees mecaniques|perchm[ae]n|(personal|operadores|operarios|tecnicos) de (remontes( mecanicos)?|telesillas?|telesquis?|telefericos?)|remonteros|(addetti|manovratori|macchinisti|agenti|tecnici) (agli |degli |di |dell. )?(impianti( di risalita| a fune)?|funivi\w*|seggiovi\w*)|liftbedienden|kabelbaan(personeel|monteurs|technici))\b/;
const LIFT_STAFF_TITLE =
  /(?<!(konsulent|berater|consultant|conseiller|consulente|consultor|adviseur|advisor|adviser)\w* )\b(lift ?(wart|bedien|personal|mitarbeiter|operator|attendant)\w*|(ski ?|chair ?)?lift (operator|attendant|technician|staff|mechanic)\w*|(seil|sessel|gondel|kabinen|schlepp)(bahn|lift)\w*[- ]?(techni|bedien|wart|personal|mitarbeit|elektri|mechani)\w*|(cable ?car|ropeway|gondola) (operator|attendant|technician|mechanic)\w*|remontees? mecaniques?|perchman|conduct\w* de (telesiege|telecabine|teleski|remontee)\w*|remonter[oa]s?|(operador|operario|tecnico)\w* de (remontes|telesilla|telesqui|teleferico)\w*|(addett|manovrat|macchinist|tecnic)\w* (agli |degli |di |dell. )?(impiant\w* (di risalita|a fune)|funivi\w*|seggiovi\w*)|liftbediende\w*|kabelbaan\w*)/;
/** A ski area's slopes named as one team: grooming, snowmaking and ski patrol together. */
const SLOPE_OPERATIONS_WORD =
  /\b((slope|piste|pistes) (operations|team|crew|staff|services?)|pisten(team|dienste?)|(service|exploitation|personnel) des pistes|(servizio|gestione|personale) (delle )?piste|(operaciones|servicio|personal) de pistas)\b/;
const PISTE_GROOMING_WORD =
  /\b((piste|snow|slope) grooming|grooming (crews?|staff|team)|snowcat (drivers|operators)|snow ?groomers|(piste ?(machine|basher)|snowcat) (drivers|operators)|pistenger(a|ae)te?fahrer\w*|pistenpr(a|ae)par\w*|pistenchef\w*|dameurs|conducteurs? d.engins? de damage|damage des pistes|maquinistas? (de )?(pisa|pisanieves|maquinas pisanieves)|pisapistas|battipista|gattisti|preparazione (delle )?piste|pistenmachinisten)\b/;
const PISTE_GROOMING_TITLE =
  /\b(pistenger(a|ae)te?(fahrer|fuhrer|lenker)\w*|pistenpr(a|ae)par\w*|pisten ?bully\w*|pistenchef\w*|snowcat\w*|snow ?groom\w*|piste ?(machine|basher)\w*|(piste|slope) groom\w*|dameur\w*|damage des pistes|(maquinista|conductor|operador)\w* (de )?(pisa|pisanieves|maquina pisanieves)\w*|pisanieves|pisapistas|battipist\w*|gattist\w*|gatto delle nevi|pistenmachinist\w*)/;
const SNOWMAKING_WORD =
  /\b(snow ?making|snow ?makers|technical snow|beschneiung\w*|beschneier\w*|schneimeister\w*|schnei(anlagen|techniker)\w*|neige de culture|nivoculteurs?|enneigement( artificiel| de culture)?|innevamento( programmato| artificiale)?|innevatori|fabricacion de nieve|innivacion|nieve artificial|sneeuwmakers?|kunstsneeuw)\b/;
const SNOWMAKING_TITLE =
  /\b(snow ?mak\w*|beschnei\w*|schneimeister\w*|schnei(anlagen|techniker|er)\w*|nivoculteu\w*|enneigement|neige de culture|innevament\w*|innevator\w*|fabricacion de nieve|innivacion|nieve artificial|sneeuwmak\w*|kunstsneeuw\w*)/;
const SKI_PATROL_WORD =
  /\b(ski ?patrol\w*|piste (rescue|patrol)\w*|pistenrettung|pistenretter\w*|pistenpatrouille\w*|pisteurs?( secouristes?)?|secouristes? (des |de )?pistes?|soccorso piste|soccorritori (delle |di |sulle )?piste|pattugli\w* (delle )?piste|socorristas? (de |en )?pistas?|patrull\w* de pistas?|pistewacht)\b/;
const SKI_PATROL_TITLE =
  /\b(ski ?patrol\w*|piste (rescue|patrol)\w*|pistenrett\w*|pistenpatrouil\w*|pisteur\w*|secouriste\w* (des |de )?pistes?|soccors\w* piste|soccorritor\w* (delle |di |sulle )?piste|pattugli\w* (delle )?piste|socorrista\w* (de |en )?pistas?|patrull\w* de pistas?|pistewacht\w*)/;

/** Regulated offices named in a definition (ROLE_TERMS): conducting officers, dirigeants agréés, Qualified Persons. */
const CONDUCTING_OFFICER_WORD =
  /\b(conducting officers?|dirigeants? (agrees?|effectifs?)|authori[sz]ed managers?|dirigentes? (autorizad[oa]s?|efectiv[oa]s?|efetiv[oa]s?)|dirigenti (autorizzati|effettivi))\b/;
const CONDUCTING_OFFICER_TITLE =
  /\b(conducting officer\w*|dirigeant\w* (agree\w*|effecti\w*)|authori[sz]ed manager\w*|dirigente\w* (autorizad\w*|efectiv\w*|efetiv\w*|autorizzat\w*|effettiv\w*))\b/;
const QUALIFIED_PERSON_WORD =
  /\b(qualified persons?|sachkundigen? personen?|personnes? qualifiees?|personas? cualificadas?|persone qualificate|persona qualificata|pessoas? qualificadas?)\b/;
const QUALIFIED_PERSON_TITLE =
  /\b(qualified person\w*|qp|sachkundige\w* person\w*|personne\w* qualifiee\w*|persona\w* cualificada\w*|persona qualificata|persone qualificate|pessoa\w* qualificada\w*)\b/;
/**
 * "Conducting officers (dirigeants / authorised managers approved by the CSSF)": a bracket after a regulated office
 * glosses it (its other names, who approves it); "dirigeants" or "managers" inside it are not every leader.
 */
const REGULATED_OFFICE_GLOSS =
  /(?<![\p{L}])(conducting officers?|qualified persons?|dirigeants? agr(e|é)(e|é)s?|authori[sz]ed managers?)\s*\([^()]*\)/giu;

/**
 * "Manutenção em terra (fábrica e frota): …", "Mantenimiento: …", "Maintenance on shore: …": a maintenance word alone
 * heading a list is the maintenance team; "on shore" (em terra, en tierra, à terre, an Land, a terra, aan wal) says
 * where, not what; the technical services beside it ("Maintenance and technical services", "Instandhaltung und technischer
 * Dienst") are the same team under its other name. Only as a heading: "operation and maintenance managers" keeps its
 * own reading.
 */
const MAINTENANCE_HEADING =
  /(^|[.;!?\n]\s*)(maintenance|manuten(?:ç|c)(?:ã|a)o|mantenimiento|manutenzione|onderhoud|instandhaltung|wartung|entretien)(\s+(?:em|en|on|an|a|à|aan)\s+(?:terra|tierra|shore|terre|land|wal)|\s+onshore|\s+(?:and|&|e|y|und|et|en)\s+(?:(?:the\s+)?technical\s+services?|technische[rn]?\s+dienste?|services\s+techniques|servicios\s+t(?:é|e)cnicos|servi(?:ç|c)os\s+t(?:é|e)cnicos|servizi\s+tecnici|haustechnik))?(\s*\([^()]*\))?\s*:(?![\p{L}])/giu;

/**
 * "Direttori amministrativi e finanziari", "directores comerciales y financieros", "directeurs techniques et
 * commerciaux": in the Romance order a plural head noun with two adjectives joined by "and" is two kinds of that head,
 * the noun said again before the second ("direttori amministrativi e direttori finanziari"), never the second
 * adjective alone (which read as everyone in finance).
 */
const HEAD_NOUNS =
  'direttori|direttrici|directeurs|directrices|directores|directoras|diretores|diretoras|responsabili|responsables|respons(?:á|a)veis|jefes|jefas|chefes|dirigenti|' +
  // The same order with the staff nouns: "assistants administratifs et commerciaux", "asistentes administrativos y
  // comerciales", "assistenti amministrativi e commerciali" are administrative and commercial assistants, never all of
  // sales (holdout 88).
  'assistant(?:e)?s|asistentes|assistentes|assistenti|t(?:é|e)cnicos|tecnici|techniciens|techniciennes|impiegati|impiegate|empleados|empleadas|employ(?:é|e)(?:e)?s';
const HEADS_TWO_ADJECTIVES = new RegExp(
  String.raw`(?<![\p{L}])(${HEAD_NOUNS})\s+(?!(?:${HEAD_NOUNS})(?![\p{L}]))(\p{L}{4,}(?:i|s|x))\s+(e|ed|et|y)\s+(?!(?:${HEAD_NOUNS})(?![\p{L}]))(\p{L}{4,}(?:i|s|x))(?![\p{L}])`,
  'giu',
);

/** A publisher's rights named in a definition (the role term "rights and licensing" below). */
const PUBLISHING_RIGHTS =
  /\b((foreign|subsidiary|film|media|translation|audio|international|publishing|book|audiovisual) rights|rights (and|&) licen[cs]\w*|rights (sales|managers?|team|department|people)|lizenz\w* (und|&) rechte|rechte (und|&) lizenz\w*|nebenrechte|auslandsrechte|droits (etrangers|derives|audiovisuels|internationaux|de traduction|d.adaptation)|cessions? de droits|derechos (internacionales|extranjeros|subsidiarios|audiovisuales|de traduccion)|direitos (internacionais|estrangeiros|de traducao|audiovisuais)|diritti (esteri|internazionali|di traduzione|secondari|audiovisivi)|(buitenlandse|vertaal|film)rechten|rechten en licenties)\b/;
/**
 * "Rights & licensing people: foreign rights, …, licence sales": beside a publisher's rights, licensing and licence
 * sales are the rights sold, not a brand's licensing nor the sales team; read as rights.
 */
const LICENSING_BESIDE_RIGHTS =
  /(?<![\p{L}])(licen[cs](?:e|es|ing)(?:\s+sales)?|lizenz(?:en|verkauf|vergabe)?|licences?|licencias|licen(?:ç|c)as|licenze|licenties)(?![\p{L}])/giu;
function licensingBesideRights(word: string, ...rest: unknown[]): string {
  const whole = rest.at(-1) as string;
  return PUBLISHING_RIGHTS.test(normalizeText(whole)) ? 'rights sales' : word;
}

/**
 * A plant's maintenance trades named in a definition: electromechanics (ISCO-08 7412 electrical mechanics and
 * fitters: Elektromechaniker, électromécaniciens, electromecánicos, eletromecânicos, elettromeccanici,
 * elektromonteurs) and refrigeration technicians (ISCO-08 7127 air conditioning and refrigeration mechanics:
 * Kältetechniker, frigoristes, frigoristas, técnicos de frio, frigoristi, koeltechnici). Read as the maintenance
 * team, a job the title must name, never everyone in operations.
 */
const PLANT_MAINTENANCE_TRADES = String.raw`\b(electro-?mechanics?|electromechanical (technicians?|fitters?)|elektromechaniker\w*|electromecanicien(ne)?s?|electromecanic[oa]s?|eletromecanic[oa]s?|elettromeccanic[oi]|elektromonteurs?|refrigeration (technicians?|mechanics?|engineers?)|kaltetechniker\w*|kalteanlagenbauer\w*|frigoristes?|frigoristas?|frigoristi|tecnic[oa]s? (de |do )?frio( industrial)?|tecnic[oi] del freddo|koeltechnic(us|i)|koelmonteurs?|(industrial )?refrigeration)\b`;

/** Projects and programmes, in seven languages (normalised: no accents). */
const PROJECT_NOUN = `(projects?|programmes?|programs?|projets?|proyectos?|programas?|projetos?|progett[oi]|programm[ai]|projekte?|programme?|projecten|programma's)`;
/** The manager nouns said before "of project(s)": "gestor(a)", "responsable", "coordinador(a)", "director(a)". */
const PROJECT_MANAGER_NOUN = `(gestor(a)?|gerente|jef[ea]|responsable|responsabile|coordinador(a)?|coordenador(a)?|coordinat(eur|rice|ore)|director(a)?|directeur|directrice|diretor(a)?|direttore|direttrice)`;
/** A project or programme officer's title: "project officer", "técnica de proyectos", "chargée de projets". */
const PROJECT_OFFICER_TITLE = `(project|program|programme) (officer|coordinator|assistant)|(tecnic[oa]|tecnicos|tecnicas) de ${PROJECT_NOUN}|charge(e)?s? de ${PROJECT_NOUN}|(projekt|programm)referent(in|en|innen)?|project ?medewerker(s)?|addett[oa] (ai |al )?${PROJECT_NOUN}`;
/**
 * Whether a listed level names its function by a word of the heading that is not the heading's part: "technical
 * managers" under "Technical asset management" (the part is "asset").
 */
function namesHeadingFunction(text: string, heading: string, areas: readonly RoleWord[]): boolean {
  const stem = (w: string): string => w.slice(0, 5);
  const words = (t: string): string[] =>
    normalizeText(t)
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 4);
  const part = new Set(areas.flatMap((a) => words(a.word)).map(stem));
  if (areas.some((a) => a.test.test(normalizeText(text)))) return false;
  // The function's word said right before the part ("technical asset"), not beside it ("Produção / fábrica").
  const said = normalizeText(heading);
  return words(text).some(
    (w) => !part.has(stem(w)) && [...part].some((p) => new RegExp(`\\b${stem(w)}[a-z]*\\s+${p}`).test(said)),
  );
}
/** Air traffic controllers named in a definition (ROLE_TERMS), in the seven languages and Polish; and their titles. */
const ATC_WORD =
  /\b(air traffic controll(ers?|ing)|atcos?|(tower|approach|area|en route) controllers?|fluglots\w*|flugverkehrsleiter\w*|controle(u?r|use)\w* (aeriens?|aeriennes?|de la circulation aerienne)|controlador(a|es|as)? (aere\w*|de (transito|trafico|trafego) aereo|de torre)|luchtverkeersleider\w*|controllor[ei] (del traffico aereo|di volo)|kontroler\w* ruchu lotniczego)\b/;
const ATC_TITLE =
  /\b(air traffic controll\w*|atco|twr|(tower|approach|area|ground) (controller|supervisor|chief)\w*|fluglots\w*|flugverkehrsleiter\w*|controle(u?r|use)\w* (aerien|de la circulation aerienne)\w*|controlad\w* (aere\w*|de (transito|trafico|trafego|transit) aere?\w*|de torre)|luchtverkeersleider\w*|controllor\w* (del traffico aereo|di volo)|kontroler\w* ruchu lotniczego|(jefe|jefa|cap|supervisor|supervisora|chef|leiter|leiterin) (de |del |der )?(torre|tour|turm)\w*)\b/;
/** "Air traffic controllers …: controllers, tower supervisors": the bare word of a list that names them is theirs. */
const ATC_CONTROLLERS_LISTED =
  /(?<![\p{L}] )(?<![\p{L}])(controllers?|controlador(es|as)?|contr(ô|o)leurs?|controllori)(?![\p{L}])/giu;

/** The jobs of ROLE_TERMS whose heading's list of bare workers says what they are (jobOnlyHeading in readSentence). */
const HEADING_ONLY_JOBS = new Set([
  'air traffic safety electronics personnel (ATSEP)',
  'broadcast transmission and studio technicians',
  'projectionists and cinema technicians',
]);
/** A bare kind of worker opening a list item: engineers, technicians, in the seven languages. */
const BARE_WORKER =
  /^(?:(?:the|die|les|los|las|os|as|i|gli|le|de)\s+)?(?:engineers?|technicians?|ingenieur(?:e|in|innen)?|techniker(?:in|innen)?|ingenieurs?|techniciens?|technicien(?:ne)?s?|ingenier[oa]s?|tecnic[oa]s?|engenheir[oa]s?|ingegner[ei]|tecnici|technici|technicus)(?![a-z])/;
const ROLE_TERMS: ReadonlyArray<{
  pattern: RegExp;
  word: string;
  test: RegExp;
  functions: ProfessionalFunction[];
  levels: Level[] | null;
  engagements?: Engagement[];
  area?: boolean;
  /** Also met by an individual contributor of the job's function whose title spells it otherwise. */
  orIndividual?: boolean;
  /**
   * Read before engagements and functions: its words name neither ("implementation consultants" are
   * no contractors, "pre-sales" is not all of sales).
   */
  early?: boolean;
}> = [
  {
    // A ship's mates (MATE_WORD): a rank the title must name; the master is not one.
    pattern: MATE_WORD,
    word: 'mates',
    test: MATE_TITLE,
    functions: ['seafaring'],
    levels: null,
  },
  {
    pattern: DECK_OFFICER_WORD,
    word: 'captains, mates and deck officers',
    test: DECK_OFFICER_TITLE,
    functions: ['seafaring'],
    levels: null,
  },
  {
    // A ship's engine department (ISCO-08 3151 ships' engineers, 8350's engine ratings, 7412 the ship's
    // electrician): chief and engine officers, motormen and oilers, electricians on board, in the seven languages
    // and as the Nordic merchant navies write them. A job the title must name: deck officers, ratings and the
    // hotel crew are seafaring too.
    pattern: ENGINE_CREW_WORD,
    word: 'engine-room crew',
    test: ENGINE_CREW_TITLE,
    functions: ['seafaring'],
    levels: null,
  },
  {
    // A ship's deck ratings (ISCO-08 8350 ships' deck crews: able and ordinary seamen, bosuns, deckhands): a job the
    // title must name. A deck cadet trains to be an officer and is none of them.
    pattern: DECK_RATING_WORD,
    word: 'deck ratings',
    test: DECK_RATING_TITLE,
    functions: ['seafaring'],
    levels: null,
  },
  {
    // A touring company's managers on the road (ESCO "tour manager", "company manager" in the performing arts):
    // tour managers, company managers, road managers, directeurs de tournée, jefes de gira, Tourneeleiter. A job
    // the title must name: "company managers who run the company on the road" are no managers of every kind.
    pattern: TOURING_MANAGER_WORD,
    word: 'tour and company managers',
    test: TOURING_MANAGER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Circus performers (ISCO-08 2659, ESCO "acrobat", "aerialist", "circus artist"): a job the title must name.
    pattern: CIRCUS_PERFORMER_WORD,
    word: 'circus performers',
    test: CIRCUS_PERFORMER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A show's creation team (ISCO-08 2654 directors, 2653 choreographers): a job the title must name.
    pattern: CREATION_TEAM_WORD,
    word: 'artistic directors, stage directors and choreographers',
    test: CREATION_TEAM_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Harvest workers (ISCO-08 9211 crop farm labourers, ESCO "fruit picker"): a job the title must name.
    pattern: HARVEST_WORKER_WORD,
    word: 'harvest workers',
    test: HARVEST_WORKER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: DRIVING_INSTRUCTOR_WORD,
    word: 'driving instructors',
    test: DRIVING_INSTRUCTOR_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: VEHICLE_INSPECTOR_WORD,
    word: 'vehicle inspectors',
    test: VEHICLE_INSPECTOR_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: ORTHODONTIST_WORD,
    word: 'orthodontists',
    test: ORTHODONTIST_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: PERIODONTIST_WORD,
    word: 'periodontists',
    test: PERIODONTIST_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: ENDODONTIST_WORD,
    word: 'endodontists',
    test: ENDODONTIST_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: ORAL_SURGEON_WORD,
    word: 'oral surgeons',
    test: ORAL_SURGEON_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: PAEDIATRIC_DENTIST_WORD,
    word: 'paediatric dentists',
    test: PAEDIATRIC_DENTIST_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: DENTAL_TECHNICIAN_WORD,
    word: 'dental technicians',
    test: DENTAL_TECHNICIAN_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: STERILISATION_WORD,
    word: 'sterilisation staff',
    test: STERILISATION_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: DENTAL_HYGIENIST_WORD,
    word: 'dental hygienists',
    test: DENTAL_HYGIENIST_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: DENTAL_ASSISTANT_WORD,
    word: 'dental assistants',
    test: DENTAL_ASSISTANT_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Casting (ESCO "casting director"; ISCO-08 2654 and 3339): casting teams, directors and coordinators, in the
    // seven languages and Catalan (director de casting, directora de càsting, chargé de casting, Casting-Koordinatorin,
    // the Dutch castingverantwoordelijke).
    // A job the title must name; "casting teams who hire performers" recruit, whatever function the title reads as.
    pattern:
      /\b((the )?casting( (teams?|directors?|coordinators?|department|agents?))?|(directore?s?|directoras?|responsables?|coordinador(es|as|a)?|charge(e|s|es)?|direttor[ei]|directeu?r(s|rice|rices)?) (de |di |du )?casting|casting-?(koordinator|leit|direktor|verantwoordelijk|medewerk|coordinat|manager|directeur)\w*)\b/,
    word: 'casting',
    test: /\b(\w*casting\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A cooperative's member-services office (servizi ai soci, atención al socio): a team the title must name.
    pattern: MEMBER_SERVICES_WORD,
    word: 'member services',
    test: MEMBER_SERVICES_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Urban and regional planners (ISCO-08 2164, ESCO "spatial planner"): urbanistas, urbanisti,
    // "planificación urbana y territorial", "pianificazione territoriale", "aménagement du territoire",
    // Stadtplaner, stedenbouwkundigen; with the technicians of that planning ("técnicos de planificación
    // urbana"). A job the title must name: "técnicos" alone is no planner, and planning alone is operations.
    pattern: new RegExp(
      String.raw`\b((tecnic[oa]s?|technicians?|tecnici|techniciens?) (de |di |in |en |del |of )?)?(${URBAN_PLANNING})\b`,
    ),
    word: 'urban planners',
    test: new RegExp(String.raw`\b(${URBAN_PLANNING})\b`),
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Elected officers of a city (ESCO "mayor", "city councillor"; ISCO-08 1111 legislators): the mayor,
    // aldermen (assessori, wethouders, adjoints au maire, tenientes de alcalde) and councillors, in the
    // seven languages. An elected office, not an employee's job or seniority: named in a definition, the
    // title must name the office ("Consigliera Comunale"), and "no councillors" drops only those offices.
    // Of, to or for the mayor ("assistants to the mayor", "Capo di Gabinetto del Sindaco") is whom a job
    // serves, not the office.
    pattern: ELECTED_OFFICE_WORD,
    word: 'elected officials',
    test: ELECTED_OFFICE_WORD,
    functions: [],
    // Any rank the title reads as ("Presidente Commissione Bilancio" reads as a chief): an office is no
    // seniority, and "no elected politicians" drops its holders at every one.
    levels: [...LEVELS],
    early: true,
  },
  {
    // Library staff (ISCO-08 2622 librarians, 4411 library clerks; ESCO "librarian", "library assistant"): the
    // librarians, their aides (aides-bibliothécaires, aiuto bibliotecari) and whoever runs a library, named
    // by the library itself in every language but English, where "library" alone may be software's. A job
    // the title must name ("Bibliotecaria", "Responsabile Biblioteca").
    pattern: new RegExp(String.raw`\b${LIBRARY_STAFF}(?![\p{L}])`, 'u'),
    word: 'library staff',
    // (In a title "library" alone is the library's too.)
    test: new RegExp(String.raw`\b(${LIBRARY_STAFF}|librar(y|ies))(?![\p{L}])`, 'u'),
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Volunteers (a civic service's "volontari del servizio civile", "volontaires du service civique",
    // Freiwillige, vrijwilligers): unpaid helpers, neither staff nor interns; named in an exclusion, they drop
    // the titles that say so ("Volontario Servizio Civile – Biblioteca"), whatever place the title names.
    pattern:
      /\b(volunteers?|volontari[oa]?|volontaires?|voluntari[oa]s?|voluntarios?|freiwillig\w*|ehrenamtlich\w*|vrijwilligers?)( (du|del|de|do|da|of the|of|im|in de|in the) (service civi(l|que)( universel)?|servizio civile( universale)?|servicio civil|servi(c|ç)o c(i|í)vico|zivildienst|freiwilligendienst|community service|civic service|national service))?(?![\p{L}])/u,
    word: 'volunteers',
    // (A title says so as an adjective too: "Director (voluntary)", "administratrice bénévole", "ehrenamtlicher
    // Vorstand", "bestuurder (vrijwillig)", "consejero voluntario".)
    test: /\b(volunteers?|voluntary|volontari[oa]?|volontaires?|benevoles?|voluntari[oa]s?|voluntarios?|freiwillig\w*|ehrenamtlich\w*|vrijwillig\w*)(?![\p{L}])/u,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // "Dirigente" is the Italian public administration's grade of department head (the CCNL's "area della
    // dirigenza"): named in a definition, it is the grade the title must carry ("Dirigente Servizi
    // Finanziari"), not every leader; an office head (posizione organizzativa) or a director of another
    // employer is none. (The German "Dirigent" is a conductor: not read here.)
    pattern: /\bdirigent[ei]\b/,
    word: 'dirigenti',
    test: /\bdirigent[ei]\b/,
    functions: [],
    // A leader's grade: a definition that asks for it asks for leaders ("Ex-dirigenti").
    levels: ['c_level', 'vp', 'head'],
    early: true,
  },
  {
    // Social workers (ISCO-08 2635, ESCO "social worker"): the "assistente sociale", "assistant(e) social(e)",
    // "asistente social", "assistente social" of the Romance languages is a social worker, not an
    // assistant to anyone; read before the assistants and before any function, a job the title must name.
    pattern: SOCIAL_WORKER_WORD,
    word: 'social workers',
    test: SOCIAL_WORKER_WORD,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // E-commerce (ESCO "e-commerce manager", "online sales channel manager"): the online shop's team, in the
    // seven languages (Onlinehandel, commerce en ligne, comercio electrónico, commercio elettronico, comércio
    // eletrónico, webwinkel). A job the title must name, at the level asked; not every manager of the company.
    pattern:
      /\b(e-?commerce\w*|onlinehandel\w*|online-?handel\w*|online[- ]?shops?|e-?shops?|webshop\w*|webwinkel\w*|online retail|commerce (en ligne|electronique)|vente en ligne|comercio (electronico|online)|commercio (elettronico|online)|comercio eletronico|digital commerce)\b/,
    word: 'e-commerce',
    test: /\b(e-?commerce\w*|e-?com|onlinehandel\w*|online-?handel\w*|online[- ]?shops?|e-?shops?|webshop\w*|webwinkel\w*|online retail|commerce (en ligne|electronique)|vente en ligne|comercio (electronico|online)|commercio (elettronico|online)|comercio eletronico|digital commerce)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // IT auditors (ESCO "ICT auditor manager", ISACA's CISA): auditors of IT systems and controls, in the
    // seven languages ("IT-Prüfer", "auditores de TI", "auditeurs informatiques", "IT-auditors"). A job the
    // title must name with both the IT and the audit: not the company's own IT, not every auditor.
    pattern:
      /\b(it[- ]?(audit|prufer|prufung|revision|revisor|auditor)\w*( (teams?|berater\w*|consultants?|staff|people))?|auditor(a|es|as)? (de )?(ti|it|sistemas)|auditeur(s|rice|rices)? (it|si|informatiques?|des systemes d.information)|revisor[ei] it|auditor[ei] it|ict[- ]auditors?|information systems auditors?)\b/,
    word: 'IT auditors',
    test: IT_AUDIT_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Internal auditors (ESCO "internal auditor", within ISCO-08 2411): who audits the company's own processes and
    // controls, in the seven languages ("interne Revision", "auditeurs internes", "auditores internos", "revisori
    // interni", "interne auditors"). A job the title must name with both the audit and the "internal". Only the people
    // are named so: the department ("Not internal audit", "interne Revision") keeps its reading.
    pattern:
      /\b(internal auditors?|internal audit (teams?|staff|people)|interne[rn]? (revisor(en|in|innen)?|auditor(en|innen|in|s)?)|(auditeur|auditrice)s? internes?|auditor(a|es|as)? intern[oa]s?|revisor(a|es|as)? intern[oa]s?|revisori interni|revisore interno)\b/,
    word: 'internal auditors',
    test: INTERNAL_AUDIT_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Auditors of financial statements (ISCO-08 2411 "accountants", which holds the auditors; ESCO "auditor",
    // "statutory auditor"), in the seven languages and the Slavic ones of Central Europe: Wirtschaftsprüfer,
    // Abschlussprüfer, Prüfungsassistent, auditeur, auditor, revisore, revisor, audítor, revizor. A job the title
    // must name (the audit department said in a title, "Managerin Audit", "Praktikantin Wirtschaftsprüfung",
    // counts): not the whole of finance, not the assistants who keep an audit team's office.
    pattern: AUDITOR_WORD,
    word: 'auditors',
    test: AUDITOR_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Legal support (ISCO-08 3411 "legal and related associate professionals", 4120 legal secretaries):
    // paralegals, legal assistants and secretaries in the seven languages and Catalan (Rechtsanwaltsfach-
    // angestellte, assistants juridiques, secretarias jurídicas, assistenti legali, juridisch medewerkers).
    // A job the title must name: not the lawyers, not a legal project manager.
    pattern: LEGAL_SUPPORT_WORD,
    word: 'paralegals and legal secretaries',
    test: LEGAL_SUPPORT_WORD,
    functions: ['legal'],
    levels: null,
  },
  {
    // Patent attorneys (ISCO-08 2619, PATENT_ATTORNEY_WORD): admitted to the patent register; the title must name
    // it ("Rechtsanwalt und Patentanwalt" does), not a candidate's or an assistant's.
    pattern: PATENT_ATTORNEY_WORD,
    word: 'patent attorneys',
    test: PATENT_ATTORNEY_TITLE,
    functions: [],
    levels: null,
    // (Read before the engagements: a "conseil en brevets" is no outside adviser.)
    early: true,
  },
  {
    // Tax advisers (ESCO "tax adviser", ISCO-08 2411): Steuerberater, conseillers fiscaux, asesores fiscales,
    // consulenti fiscali, belastingadviseurs, daňoví poradcovia (SK), davčni svetovalci (SL). A job the title
    // must name; the adviser's noun names no advisor engagement.
    pattern: TAX_ADVISER_WORD,
    word: 'tax advisers',
    test: TAX_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Deals or transaction services (ESCO "corporate finance adviser", "valuer"; the audit firms' "Deals" line):
    // M&A advisory, financial due diligence and valuation, in the seven languages. A job the title must name:
    // not the whole of finance, not sales deals.
    pattern: DEALS_WORD,
    word: 'deals and transaction services',
    test: DEALS_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Administrative (clerical) staff, ISCO-08 major group 4, in any department: "personal
    // administrativo", "personnel administratif", "Verwaltungsangestellte", "administratief personeel".
    // A job the title must say ("Administrativa de Compras", "Sachbearbeiterin Einkauf"), not the
    // department that has administration in its name.
    pattern:
      /\b(administrative (staff|employees|personnel|workers|roles|clerks)|admin staff|clerical (staff|workers|employees|roles)|(personal|personnel|personale|pessoal|personeel) (administrativ[oe]?|administratif|amministrativo|administratief)|administratives? personal|verwaltungs(angestellte\w*|personal|mitarbeiter\w*)|administrativ(o|a)s|administratifs|amministrativi|administratieve (medewerkers|krachten)|(empleados|auxiliares|tecnicos) administrativos|employes administratifs|impiegati amministrativi|administrativos)\b/,
    word: 'administrative staff',
    test: /\b(administrativ\w*|amministrativ\w*|administratie\w*|administratief|administratieve|clerks?|clerical|sachbearbeiter\w*|verwaltungsangestellte\w*|admin assistant|office clerk)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Customs work (ISCO-08 3331 clearing and forwarding agents, customs brokers and declarants) in
    // seven languages and Polish: a job the title must name ("Zolldeklarantin", "Déclarant en douane",
    // "Agente de aduanas", "Kierownik Działu Celnego"), not anyone in operations.
    pattern:
      /\b(customs (brokers?|declarants?|agents?|specialists?|clerks?|people|staff|experts?)|zoll(deklarant|anmelder|spezialist|sachbearbeiter|experte|fachkraft)\w*|(declarant|declarante|agent|specialiste)s? (en |de )?douane|douanedeclarant\w*|douane-?expert\w*|agentes? de aduanas?|despachantes? aduaneir\w*|doganalist\w*|spedizionier\w* doganal\w*|agen(t|ci) celn\w*)\b/,
    word: 'customs staff',
    test: /\b(customs|zoll\w*|douan\w*|aduan\w*|dogan\w*|celn\w*|clearance)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Customs, excise and export documentation (ISCO-08 3331 clearing and forwarding agents; ESCO "customs compliance
    // officer", "import export specialist"): excise in a bonded warehouse (accises, accijns, Verbrauchsteuern, impuestos
    // especiales), foreign-trade technicians (techniciens du commerce extérieur, técnicos de comercio
    // exterior, Außenhandelssachbearbeiter), customs named bare (douane, Zoll), the export paperwork itself (documents
    // d'exportation, Ausfuhrpapiere, documentación de exportación) and its phytosanitary certificates. A job the title
    // must name, not the sales that export, nor the forwarders' trucks.
    pattern:
      /\b(excise|accises?|accijns\w*|verbrauchs?teuer\w*|impuestos especiales|techniciens? (du |en )?commerce (exterieur|international)|tecnic[oa]s? (de |en )?comercio (exterior|internacional)|foreign trade (clerks?|specialists?|technicians?|officers?)|aussenhandels?(sachbearbeiter|kaufleute|kaufmann|kauffrau|spezialist|fachkraft)\w*|(phyto|fito|fyto)[\s-]?sanit\w*|phytosanitaire\w*|pflanzengesundheitszeugnis\w*|(export|ausfuhr)[\s-]?(documentation|documents?|dokumente?n?|documenten|paperwork|papers|papiere|papieren|unterlagen|formalities)|(documents?|documentation|documentaci[oó]n|documentos|documenta[cç][aã]o|documenti|documentazione|documenten|papiers|formalit[eé]s|tr[aá]mites|pratiche)( (d|de|di|da|do|van|voor))?( (l|la|el|a|de))?['’ ]*(export\w*|exporta[cç]\w*|esporta\w*|uitvoer))\b/,
    word: 'customs, excise and export documentation staff',
    test: /\b(customs|zoll\w*|douan\w*|aduan\w*|dogan\w*|alfandeg\w*|excise|accises?|accijns\w*|verbrauchs?teuer\w*|impuestos especiales|commerce (exterieur|international)|comercio (exterior|internacional)|foreign trade|aussenhandel\w*|export (documentation|documents|paperwork)|documentacion aduanera|(phyto|fito|fyto) ?sanit\w*|phytosanitaire\w*|(documentacion|documentos|documents|documentation|documenti|documentazione) (de |d |di )?(l )?(exportacion|exportation|esportazione))\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Air traffic controllers (ISCO-08 3154; ESCO "air traffic controller"): tower, approach and area controllers,
    // ATCOs, Fluglotsen, contrôleurs aériens, controladores aéreos / de tránsito (tráfego) aéreo, luchtverkeersleiders,
    // controllori del traffico aereo, Polish kontrolerzy ruchu lotniczego, and the tower's own supervisors and chiefs. A
    // job the title must name: a bare "controller" in a title keeps the books (ATC_CONTROLLERS_LISTED reads the bare
    // word of a list that names air traffic controllers).
    pattern: ATC_WORD,
    word: 'air traffic controllers',
    test: ATC_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A control tower's chiefs and supervisors (tower chiefs, jefes de torre, chefs de tour, Turmleiter): air traffic
    // controllers who lead a tower, at a leader's level (excluded, they take no controller who leads nothing).
    pattern:
      /\b((tower|twr) (supervisors?|chiefs?|managers?)|(chiefs?|supervisors?|managers?) of (the )?towers?|(jef[ea]s?|supervisor(es|as|a)?|responsables?) (de |del )?(la )?torres?|chefs? de (la )?tour|turmleiter\w*|capi (della )?torre)\b/,
    word: 'tower chiefs and supervisors',
    test: ATC_TITLE,
    functions: [],
    levels: ['head', 'manager'],
    early: true,
  },
  {
    // The aerodrome flight information service (AFIS; ISCO-08 3154's flight information officers): an AFIS officer or
    // operator informs, and controls no traffic. A job the title must name.
    pattern:
      /\b(afis( (officers?|operators?|staff|personnel|agents?|operadores|operadoras|oficiales|officiers|agents))?|(operador|operadora|oficial|agente|officier|agent|operat(ore|rice))(es|s|as)? (de )?afis|aerodrome flight information (service|officers?|operators?))\b/,
    word: 'AFIS officers',
    test: /\b(afis|aerodrome flight information|informacion de vuelo de aerodromo|information de vol d aerodrome)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Air traffic safety electronics personnel (ATSEP; ISCO-08 3155 air traffic safety electronics technicians): who
    // install and maintain communication, navigation and surveillance (CNS) systems: radars, radio navigation aids
    // (ILS, VOR, DME), ATC radios and voice systems. A job the title must name: the ATSEP or CNS word, a radar or a
    // navigation aid.
    pattern:
      /\b(atsep|air traffic safety electronics? (personnel|technicians?|engineers?)|cns (engineers?|technicians?|engineering|systems?|staff|personnel)|(communications?|kommunikations?),? (navigation|navigations?),? (and|und|et|y|e|en) (surveillance|uberwachung)( systems?| systeme)?)\b/,
    word: 'air traffic safety electronics personnel (ATSEP)',
    test: /\b(atsep|cns|radar\w*|radioayud\w*|radionav\w*|navaids?|ils|vor|dme|flugsicherungstechni\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Meteorologists and weather observers (ISCO-08 2112; ESCO "meteorologist", "weather forecaster"), aeronautical or
    // not: Meteorologe, météorologue, meteorólogo, meteorologista, meteoroloog, meteorologo, Polish meteorolog, synoptyk,
    // and the observers of a met office. A job the title must name; a weather presenter presents.
    pattern:
      /\b(meteorolog\w*|weather (forecasters?|observers?)|forecasters|observ(er|ers|ador|adores|adoras|ateurs?|atrices|atori|adora)s? (meteorolog\w*|meteo\w*)|(meteorolog\w*|weather) observ\w*|synoptyk\w*)\b/,
    word: 'meteorologists and weather observers',
    test: /\b(meteorolog\w*|meteo|weather (forecaster|observer)\w*|forecaster|synoptyk\w*|observ\w* meteo\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A public broadcaster's programme council (Rundfunkrat, Programmbeirat, conseil des programmes, consejo asesor de
    // programación, Polish rada programowa): a body that advises on the programme, not a board. A seat the title must
    // name.
    pattern:
      /\b(programm?e? (councils?|boards? of advisers)|programmbeir(a|ä)t\w*|programmr(a|ä)t\w*|rundfunkr(a|ä)t\w*|conseils? (des |de )?programmes?|consejos? (asesor(es)? )?de programacion|conselhos? de programacao|consigli(o)? (dei |di )?programm\w*|programmaraad\w*|rad(a|y|zie) programow\w*)\b/,
    word: 'programme council members',
    test: /\b(programm?e? council|programmbeirat\w*|programmrat\w*|rundfunkrat\w*|conseil (des |de )?programmes?|consejo (asesor )?de programacion|conselho de programacao|consiglio (dei |di )?programm\w*|programmaraad|rad\w* programow\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Broadcasting technicians and engineers of transmission and studios (ISCO-08 3521, 2153; ESCO "broadcast
    // technician", "master control operator"): transmitters, playout and master control, studio technology, in the
    // seven languages and Polish (nadajniki, emisja). A job the title must name; a camera operator or a sound
    // engineer of the production is not one.
    pattern:
      /\b(rundfunktechni\w*|sendetechni\w*|sendeabwicklung|studiotechni\w*|broadcast(ing)? (engineers?|technicians?|engineering|technology)|transmi(ssion|tter) (engineers?|technicians?)|master control( operators?| room)?|playout|techniciens? (d |de l )?(emission|diffusion)|tecnic[oa]s? de (emision|continuidad)|tecnici (di )?(trasmissione|messa in onda))\b/,
    word: 'broadcast transmission and studio technicians',
    test: /\b(rundfunktechni\w*|sendetechni\w*|sendeabwicklung|studiotechni\w*|broadcast (engineer|technician)\w*|transmi(ssion|tter) (engineer|technician)\w*|master control|playout|nadajni\w*|emisj\w*(?! glos\w*)|technicien\w* (d )?(emission|diffusion)|tecnic[oa] de (emision|continuidad))\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A cinema's projection and its technicians (ISCO-08 3521 broadcasting and audio-visual technicians, who include
    // projectionists; ESCO "projectionist"): projectionists, cinema technicians of projectors, screens and sound and
    // whoever heads projection, in the seven languages. A job the title must name: a lift company's technical
    // director or a film programmer (programmeur) is no projectionist (holdout 124).
    pattern:
      /\b(projectionist\w*|projectionniste\w*|pro(y|j)eccionista\w*|projecionista\w*|proiezionist\w*|filmvorf(u|ue)hrer\w*|operateurs? projectionnistes?|techniciens? (de )?cinema|technicienne?s? (de )?cinema|cinema ?techn\w*|kinotechn\w*|bioscooptechn\w*|tecnic[oi] di cabina|techniciens? (de )?cabine|(projection|projectie|projektions?|projeccion|proyeccion|proiezione|projecao)( ?(and|en|und|et|y|e) cinema)? ?(technology|technolog\w*|techniek|technik|tecnica|technique|team|crew)?|heads? projection)\b/,
    word: 'projectionists and cinema technicians',
    test: /\b(projection\w*|projectie\w*|projektion\w*|pro(y|j)ecc?ion\w*|projecao|projecionista\w*|proiezion\w*|proiezionist\w*|filmvorf(u|ue)hr\w*|cinema ?techn\w*|techni\w* (de |du )?cinema|kinotechn\w*|bioscooptechn\w*|cabine de projection|cabina (di )?proiezione)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // The manager who runs one cinema (ISCO-08 1431, sports, recreation and cultural centre managers, who include
    // cinema managers): bioscoopmanager, cinema manager, Kinoleiter, directeur de cinéma, gerente de cine, direttore
    // di cinema. A job the title must name; a lift company's branch or workshop head is none (holdout 124).
    pattern:
      /\b(bioscoop ?managers?|cinema ?managers?|kino ?leiter(in|innen)?|kino ?managers?|directeurs? (de |du )?cinema|directrices? (de |du )?cinema|gerentes? (de |del )?cines?|direttor[ei] (del |di )?cinema|gerentes? de cinema)\b/,
    word: 'cinema managers',
    test: /\b(bioscoop ?manager\w*|cinema ?manager\w*|kino ?leit\w*|kino ?manager\w*|directeur (de |du )?cinema|directrice (de |du )?cinema|gerente (de |del )?cines?|direttor\w* (del |di )?cinema|gerente de cinema)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // QA and testers are a job within engineering, not the whole of it: the title must say so.
    pattern:
      /\b(qa( engineers?| analysts?| testers?| specialists?)?|quality assurance( engineers?| analysts?)?|(software |game |manual |automation |qa )?testers?|test (engineers?|analysts?|automation)|testeu?r(s|euse|euses)?|testeur\w*|softwaretester\w*|tester(in|innen)?|probador(es|as?)?|collaudator[ei]|testingenieur\w*|ingenieurs? (de )?test|ingenieros? de pruebas|analistas? de (pruebas|testes|qa)|testautomatiseerders?)\b/,
    word: 'QA and testers',
    test: /\b(qa|quality assurance|tester\w*|test\w*|testeu?r\w*|probador\w*|pruebas|testes|collaud\w*|qualitatssicherung|assurance qualite)\b/,
    functions: ['engineering'],
    levels: null,
  },
  {
    // Developer relations is one job beside engineering, not engineering: "devrel", "developer
    // advocates", "dev evangelists" ask for titles that say so, never every developer.
    pattern:
      /\b(devrel|dev rel|developer relations?|developer experience|(software |developer |dev |tech |technical )(advocates?|advocacy)|(software |developer |dev |tech |technical )?(evangelists?|evangelism)|(developer |dev |tech )?(evangelistes?|evangelistas?|evangelisti)|relations? (avec les )?developpeurs|relaciones con (los )?desarrolladores|relacoes com (os )?desenvolvedores)\b/,
    word: DEVELOPER_RELATIONS_WORD,
    test: DEVELOPER_RELATIONS,
    functions: ['engineering', 'marketing'],
    levels: null,
  },
  {
    pattern:
      /\b(sdrs?|bdrs?|sales development( reps?| representatives?)?|business development reps?|business development representatives?)\b/,
    word: 'SDRs',
    test: /\b(sdr|bdr)s?\b|\bsales development\b|\bbusiness development rep/,
    functions: ['sales'],
    levels: null,
  },
  {
    // "BDMs": business development managers sell; the title says business development.
    pattern: /\b(bdms?|business development managers?|business developers?)\b/,
    word: 'business developers',
    test: /\b(bdm|business development|business developer|bizdev|new business)\b/,
    functions: ['sales'],
    levels: null,
  },
  {
    // "Business development and partnerships", "desarrollo de negocio", "Geschäftsentwicklung": a job of its own
    // that the title must name (business development, new business, partnerships), not all of sales. Only as the
    // phrase's own head: "business development leadership" and "… combined with business development" stay sales.
    pattern:
      /^(?:the |our |its )?(business development|new business development|bizdev|desarrollo de negocios?|d(?:e|é)veloppement (?:commercial|des affaires)|gesch(?:a|ä)ftsentwicklung|business ?ontwikkeling|sviluppo (?:commerciale|business)|desenvolvimento de neg(?:o|ó)cios?)(?=$| (people|staff|team|roles?|and|or|&|y|et|und|en|e)\b)/,
    word: 'business development',
    test: /\b(business development|business developers?|bdms?|bizdev|new business|partnerships?|alliances?|desarrollo de negocios?|developpement (commercial|des affaires)|geschaftsentwicklung|business ?ontwikkel\w*|sviluppo (commerciale|business)|desenvolvimento de negocios?)\b/,
    functions: ['sales'],
    levels: null,
  },
  {
    pattern: /\b(account executives?|aes)\b/,
    word: 'account executives',
    test: /\baccount executive\b|\bae\b/,
    functions: ['sales'],
    levels: null,
  },
  {
    pattern:
      /\b(sales ?reps?|sales representatives?|salespeople|salespersons?|sellers|field (sales )?reps?|field (sales )?representatives?|(comerciales|vendedores|comerciais|commerciaux|vendeurs|commerciali|venditori|agenti) (de |di |sul |en |em )?(campo|terreno|terrain)|(aussendienst|vertriebsaussendienst)(mitarbeiter|ler)\w*|buitendienst-?(medewerkers|verkopers|vertegenwoordigers))\b/,
    word: 'sales representatives',
    // "Field reps": the sales force on the road ("Außendienst", "delegado comercial", "agente di commercio"),
    // asked for in the seven languages ("comerciales de campo", "commerciaux terrain", "Außendienstmitarbeiter").
    test: /\b(sales|account executive|sdr|bdr|vertrieb\w*|ventas|vendas|verkoop|commercial|comercial|commerciale|aussendienst\w*|buitendienst\w*|field)\b/,
    functions: ['sales'],
    levels: ['individual'],
  },
  {
    // The manager noun of each language before "of product" ("gerente de produto", "chef de produit").
    pattern:
      /\b(product managers?|pms|produktmanager\w*|(gerentes?|gestor(a|es|as)?|jef[ea]s?|chefs?|responsables?|responsabil[ei]) (de |di |del |do |da )?(produit|producto|produto|prodotto)s?)\b/,
    word: 'product managers',
    test: /\bproduct manager\b|\bproduktmanager\w*\b|\b(gerente|gestor|gestora|jef[ea]|chef|responsable|responsabile) (de |di |del |do |da )?(produit|producto|produto|prodotto)\b/,
    functions: ['product'],
    levels: null,
  },
  {
    pattern: new RegExp(
      `\\b(project managers?|program managers?|programme managers?|(gestor(a|es|as)?|gerentes?|jef(e|a|es|as)|responsables?|coordinador(a|es|as)?|coordinat(eur|rice)s?) (de |des |du )?${PROJECT_NOUN})\\b`,
    ),
    word: 'project managers',
    // The manager noun of each language before "of project(s)" or "of programme(s)": "gestora de programa",
    // "responsable de proyectos", "chef(fe) de projet", "capo progetto", "projectleider", "Programmmanager".
    test: new RegExp(
      String.raw`\b(project|program|programme) manager\b|\bprojektleiter\w*\b|\bchef(fe)? de projets?\b|\b${PROJECT_MANAGER_NOUN} (de |di |del |des |du |do |da )?${PROJECT_NOUN}\b|\b(projekt|programm)manager\w*|\b(capo ?progetto|capi ?progetto)\b`,
    ),
    functions: [],
    levels: null,
  },
  {
    // Project and programme officers (ESCO "project support officer", "development cooperation programme officer"): the
    // staff who run projects below their managers, in each language ("técnico de proyectos", "chargé(e) de projets",
    // "Projektreferent", "projectmedewerker", "addetto ai progetti"), and the interns in a programme team.
    pattern: new RegExp(String.raw`\b(${PROJECT_OFFICER_TITLE})s?\b`),
    word: 'project officers',
    test: new RegExp(
      String.raw`\b(${PROJECT_OFFICER_TITLE})\b|\b(becari[oa]|stagiaire|estagiari[oa]|stagista|praktikant(in)?|intern) (de |di |en |em )?${PROJECT_NOUN}\b`,
    ),
    functions: [],
    levels: null,
  },
  {
    // Relationship managers who look after clients (ESCO "relationship banking manager", "client relationship
    // manager"): the Dutch "relatiebeheerder", the German "Kundenbetreuer" and "Beziehungsmanager", the French
    // "chargé de relation", the Spanish and Portuguese "gestor de relación/relação", the Italian "gestore della relazione".
    pattern:
      /\b((client|customer|investor|institutional) relationship managers?|relationship managers|relatiebeheerders?|beziehungsmanager\w*|kundenbetreuer\w*|charge(e)?s? de relations? (client\w*)?|gestor(es|as)? de (relacion|relacao|relaciones|relacoes)( con| com)?( (los|os) )?( clientes?)?|gestori della relazione)\b/,
    word: 'relationship managers',
    test: /\b(relationship manag\w*|relatiebeheer\w*|beziehungsmanag\w*|kundenbetreu\w*|charge(e)? de relations?|gestor(a)? de (relacion|relacao|relaciones|relacoes)|gestore della relazione|relationship banker)\b/,
    functions: ['sales', 'customer_success'],
    levels: null,
  },
  {
    // "KAMs": key account managers (a bare "KAM" is Dutch for quality, health and environment).
    // "Accountmanagers" written as one word too, unless a word after it says whose accounts
    // ("accountmanagers leden": of the members, which a title must say).
    pattern: /\b((key[- ]?)?account managers?|(key[- ]?)?accountmanagers?(?! [a-z])|kams)\b/,
    word: 'account managers',
    // Dutch and German write one word: "Accountmanager", "Key-Account-Managerin".
    test: /\bkam\b|\b(key[- ]?)?account[- ]?manager(in)?\b|\b(gestor|gestora|gerente) de (cuentas|contas)\b|\bcharge(e)? de clientele\b/,
    functions: ['sales', 'customer_success'],
    levels: null,
  },
  {
    // "Export managers", "Exportmanager", "responsables export", "gerentes de exportación": a seller's job
    // named by its market, not the managers of a team, so "no sales managers" beside it does not drop it.
    pattern:
      /\b(export (sales )?managers?|export-managers?|exportmanager\w*|responsables? (de l.)?export|responsabil[ei] export|gerentes? de exporta(cion|cao)|gestor(es|as?)? de exportacao|export area managers?)\b/,
    word: 'export managers',
    test: /\bexport\w*|\bexporta(cion|cao|ciones|coes)\b|\besporta\w*/,
    functions: ['sales'],
    levels: null,
  },
  {
    pattern:
      /\b(recruiters?|recruiting|recruitment|talent acquisition|sourcers?|talent partners?|recruteu(r|rs|se|ses)|recrutement|reclutador(a|es|as)?|reclutamiento|recrutador(a|es|as)?|recrutamento|reclutator[ei]|selezionator[ei]|recruiters|wervers?|personalbeschaff\w*|personalgewinn\w*)\b/,
    word: 'recruiters',
    // (The Nordic titles too: rekryterare, rekrutteringskonsulent, rekrytointiasiantuntija, Rekrutierer.)
    test: /\brecruit|\btalent acquisition\b|\bsourc(er|ing)\b|\btalent partner\b|\brecrut|\breclut|\bselec(cion|ao)\b|\bselezione\b|\bwerv(ing|er)|\brekry\w*|\brekrut\w*/,
    functions: ['people'],
    levels: null,
  },
  {
    // Warehouse floor staff: pickers, forklift drivers, warehouse workers (ISCO-08 4321 stock clerks, 8344
    // lifting-truck operators, 9333 freight handlers), in the seven languages and in the title languages
    // the reader reads: the people doing the work on the floor, not the managers or team leads above them.
    pattern:
      /\b((order )?pickers?|forklift (drivers?|operators?)|reach truck (drivers?|operators?)|warehouse (workers?|operatives?|staff|personnel|associates?|assistants?|clerks?|hands?)|(warehouse )?floor (staff|workers?)|lagerpersonal|personnel d.entrepot|personal de almacen|personale di magazzino|pessoal de armazem|magazijnpersoneel|kommissionier\w*|lagerarbeiter\w*|lagerist\w*|lagermitarbeiter\w*|staplerfahrer\w*|magasinier\w*|preparat(eur|rice)s? de commandes?|caristes?|mozos? de almacen|carretiller[oa]s?|preparador(es|as)? de pedidos|operari[oa]s? de almacen|magazzinier[ei]|mulettist[ie]|carrellist[ie]|operai di magazzino|empilhador\w*|operador(es|as)? de (armazem|empilhadeira)|magazijnmedewerkers?|orderpickers?|heftruckchauffeurs?)\b/,
    word: 'warehouse workers',
    test: /\b((order ?)?picker\w*|forklift|reach truck|warehouse (worker|operative|associate|assistant|clerk|hand|staff)|kommissionier\w*|lagerarbeiter\w*|lagerist\w*|lagermitarbeiter\w*|lagerhelfer\w*|staplerfahrer\w*|magasinier\w*|preparat(eur|rice) de commandes?|cariste|mozo de almacen|carretiller[oa]|preparador(a)? de pedidos|operari[oa] de almacen|magazzinier[ei]|mulettista|carrellista|addett[oa] (al )?magazzino|empilhador\w*|operador(a)? de (armazem|empilhadeira)|magazijnmedewerker\w*|heftruck\w*|skladiscni(k|ca)|vilicarist\w*|komisionir\w*|skladistar\w*|lagerarbeider\w*|truckforer\w*|truckfoerer\w*|lagermedarbejder\w*)\b/,
    functions: ['operations'],
    levels: ['individual'],
  },
  {
    // Blue-collar workers: the people doing the work in production, a warehouse or transport (the Italian
    // maestranze: a workshop's or a yard's skilled hands, not its managers). A Danish or Norwegian title joins the
    // job noun to its trade ("maskinoperatør", "vaskerimedarbejder", "lagerarbejder"): a worker too. (Not every
    // compound of "operator": a Dutch "procesoperator" runs a process plant from its control room.)
    pattern:
      /\b(maestranze|operai[oe]?|operators?|operatives?(?! \w*(leitung|fuhrung|management|leadership|direction|direccion|direcao|direzione|directie|leiding|vorstand|geschaftsfuhr\w*|board|team))|operadore?s?|operateurs?|operatori|blue[- ]collar workers?|production workers?|factory workers?|arbeiter(innen)?|produktionsmitarbeiter\w*|ouvriers?|ouvrieres?|obrer[oa]s?|operari[oa]s?|arbeiders?|productiemedewerkers?)\b/,
    word: 'workers',
    test: /\b(operai\w*|worker|arbeiter\w*|produktionsmitarbeiter\w*|ouvrier\w*|obrer[oa]|operari[oa]|arbeider\w*|productiemedewerker\w*|operator\w*|operador(a)?|operateur|operatrice|operatore|operatrice|addett[oa]|medewerker|bediener\w*|maschinenfuhrer\w*|warni(k|cy|kow)|(maskin|industri|produktions|vaskeri)operator\w*|\w+(medarbejder|arbejder)\w*)\b/,
    functions: ['operations'],
    levels: ['individual'],
  },
  {
    pattern: /\b(tech leads?|technical leads?|lead (engineers?|developers?))\b/,
    word: 'tech leads',
    test: /\b(tech|technical) lead\b|\blead (engineer|developer)\b/,
    functions: ['engineering'],
    levels: ['manager'],
  },
  {
    // Before "investors": investor relations is a job in the company, not a stake in it.
    pattern:
      /\b(investor relations|relations investisseurs|relaciones con inversores|relacoes com investidores|relazioni con gli investitori)\b/,
    word: 'investor relations',
    test: /\b(investor relations|ir|relations investisseurs|relaciones con (los )?inversores|relacoes com (os )?investidores|relazioni con gli investitori)\b/,
    functions: ['investor_relations'],
    levels: null,
  },
  {
    // "The managers who run individual sites or practices" (rewritten so by SITE_RUNNERS): whoever manages
    // one site of the company, its title naming the site ("Practice Manager", "Branch Manager", "Clinic
    // Manager", "Filialleiter"), of no function of its own.
    pattern: /\bsite-running managers\b/,
    word: SITE_RUNNERS_WORD,
    test: /\b(practice|site|branch|clinic|hospital|store|shop|location|outlet|restaurant|hotel|depot|plant|filial\w*|standort\w*|niederlassung\w*|praxis|vestiging\w*|praktijk\w*|sucursal\w*|agence|succursale|clinique|clinica|kliniek|klinik)\b/,
    functions: [],
    levels: ['head', 'manager'],
  },
  {
    // A regulated office held by few, approved by a regulator (holdout 76): a fund manager's conducting officers
    // (dirigeants agréés, authorised managers approved by the CSSF, Article 102 of the Luxembourg law of 2010), a
    // medicine's Qualified Person (EU Directive 2001/83, Art. 48: sachkundige Person, personne qualifiée, persona
    // cualificada, persona qualificata, pessoa qualificada). A job the title must name: any manager is none.
    pattern: CONDUCTING_OFFICER_WORD,
    word: 'conducting officers',
    test: CONDUCTING_OFFICER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: QUALIFIED_PERSON_WORD,
    word: 'qualified persons',
    test: QUALIFIED_PERSON_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  // A medical laboratory's jobs (holdout 76), before a university's laboratory technicians: a medical laboratory
  // assistant (MTLA) is one of its analysts.
  {
    // Specialists in training (SPECIALIST_TRAINEE_WORD): a job the title must name.
    pattern: SPECIALIST_TRAINEE_WORD,
    word: 'specialists in training',
    test: SPECIALIST_TRAINEE_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Clinical chemists (CLINICAL_CHEMIST_WORD): a job the title must name.
    pattern: CLINICAL_CHEMIST_WORD,
    word: 'clinical chemists',
    test: CLINICAL_CHEMIST_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Clinical microbiologists (CLINICAL_MICROBIOLOGIST_WORD): a job the title must name.
    pattern: CLINICAL_MICROBIOLOGIST_WORD,
    word: 'clinical microbiologists',
    test: CLINICAL_MICROBIOLOGIST_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Pathologists (PATHOLOGIST_WORD): a job the title must name.
    pattern: PATHOLOGIST_WORD,
    word: 'pathologists',
    test: PATHOLOGIST_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A laboratory's specialists who sign results (LAB_SPECIALIST_WORD): a job the title must name.
    pattern: LAB_SPECIALIST_WORD,
    word: 'laboratory specialists',
    test: LAB_SPECIALIST_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A laboratory's microbiology department (MICROBIOLOGY_WORD): a job the title must name.
    pattern: MICROBIOLOGY_WORD,
    word: 'microbiology',
    test: MICROBIOLOGY_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Medical laboratory analysts and technicians (LAB_ANALYST_WORD): a job the title must name.
    pattern: LAB_ANALYST_WORD,
    word: 'medical laboratory analysts',
    test: LAB_ANALYST_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Blood collection (PHLEBOTOMY_WORD): a job the title must name.
    pattern: PHLEBOTOMY_WORD,
    word: 'phlebotomists',
    test: PHLEBOTOMY_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Couriers and sample transport (COURIER_WORD): a job the title must name.
    pattern: COURIER_WORD,
    word: 'couriers',
    test: COURIER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Infection prevention (INFECTION_PREVENTION_WORD): a job the title must name.
    pattern: INFECTION_PREVENTION_WORD,
    word: 'infection prevention',
    test: INFECTION_PREVENTION_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Depositary oversight (DEPOSITARY_WORD): a job the title must name.
    pattern: DEPOSITARY_WORD,
    word: 'depositary oversight',
    test: DEPOSITARY_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Teachers of a language (ISCO-08 2353 other language teachers, and the language teachers of 2330): a job the
    // title names by the teacher's word and a language ("Teacher of English", "Lehrerin Deutsch", "Professeure de
    // français", "Magistra da rumantsch", "Spanischlehrer"); teachers of other subjects are not it.
    pattern:
      /\b(language (teachers?|instructors?|tutors?)|teachers? of (foreign |modern )?languages|sprachlehr\w*|fremdsprachenlehr\w*|lehr(er|erinnen|personen|krafte) (fur|der) (fremd)?sprachen|(professeurs?|enseignant\w*) de langues?( (etrangeres|vivantes))?|(profesor(es|as)?|docentes?) de (idiomas|lenguas?)( extranjeras)?|(insegnanti|docenti) di lingu[ae]( stranier[ae])?|taaldocent\w*|(docenten|leraren) (moderne |vreemde )?talen|professor(es|as)? de (linguas|idiomas))\b/,
    word: 'language teachers',
    test: /\b((teachers?|lehrer\w*|lehrperson\w*|lehrkraft\w*|professeu?re?s?|enseignant\w*|profesor(a|es|as)?|professor(a|es|as)?|docentes?|docenti|insegnant[ei]|docent(en)?|leraa?r\w*|lerares\w*|magistra|magister|tutors?|instructors?)\b.*\b(languages?|english|german|french|spanish|italian|portuguese|dutch|romansh|latin|chinese|mandarin|japanese|arabic|russian|deutsch|englisch|franzosisch|italienisch|spanisch|romanisch|rumantsch|francais|anglais|allemand|espagnol|italien|espanol|ingles|frances|aleman|italiano|italiana|inglese|tedesco|francese|spagnolo|engels|duits|frans|spaans|italiaans|portugues|alemao|fle|esl|efl|daf|langues?|idiomas?|lingu[ae])|(languages?|english|german|french|spanish|italian|portuguese|dutch|romansh|latin|chinese|mandarin|japanese|arabic|russian|deutsch|englisch|franzosisch|italienisch|spanisch|romanisch|rumantsch|francais|anglais|allemand|espagnol|italien|espanol|ingles|frances|aleman|italiano|italiana|inglese|tedesco|francese|spagnolo|engels|duits|frans|spaans|italiaans|portugues|alemao|fle|esl|efl|daf|langues?|idiomas?|lingu[ae])\b.*\b(teachers?|lehrer\w*|lehrperson\w*|lehrkraft\w*|professeu?re?s?|enseignant\w*|profesor(a|es|as)?|professor(a|es|as)?|docentes?|docenti|insegnant[ei]|docent(en)?|leraa?r\w*|lerares\w*|magistra|magister|tutors?|instructors?))\b|\b\w*(sprach|deutsch|englisch|franzosisch|italienisch|spanisch|romanisch|latein|taal)(lehr(er|erin|person|kraft)|docent|leraa?r)\w*/,
    functions: [],
    levels: null,
    early: true,
  },
  // A university's jobs (ISCO-08 231 university and higher education teachers, 2 researchers, 3111/3141
  // laboratory technicians; ESCO "lecturer", "research assistant", "laboratory technician", "admissions
  // officer", "careers adviser", "technology transfer officer"): each is a job the title must name, whatever
  // function the title reads as, and its words name no function or engagement of their own (a PhD student or
  // a student office is no intern, a laboratory no engineering department).
  {
    pattern:
      /\b(((full|associate|assistant|visiting|adjunct|guest|honorary|emeritus|contract) )?(professors?|lecturers?)|(teaching|academic) (faculty|staff)|faculty( members)?|professori( (ordinari|associati|a contratto|straordinari|emeriti))?|professoresse|docenti( a contratto| universitari)?|professor(en|innen)|dozent(en|innen)?|lehrbeauftragte\w*|hochschullehrer\w*|professeurs?|enseignants?[- ]chercheurs?|maitres? de conferences|charges? d.enseignement|profesor(es|as)?|catedratic[oa]s?|docentes?|professor(es|as)|hoogleraren|hoogleraar|docenten|lectoren)\b/,
    word: 'professors and lecturers',
    test: /\b(profess\w*|prof|lecturer\w*|docente|docent|dozent\w*|lehrbeauftragt\w*|hochschullehrer\w*|enseignant\w*|maitre de conferences|charge\w* d.enseignement|profesor\w*|catedratic\w*|hoogleraar|lector|faculty)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern:
      /\b((research|teaching) (staff|personnel)|personale di ricerca|research (fellows?|associates?|assistants?)|post-?docs?|postdoctoral (researchers?|fellows?)|phd (students?|candidates?)|doctoral (students?|candidates?|researchers?)|ricercat(ori|rici|ore|rice)|assegnist[ie]|dottorand[ie]|wissenschaftliche[rn]? mitarbeiter(innen)?|doktorand(en|innen)?|doctorant(s|es)?|doctorand(os|as)|doutorand(os|as)|promovendi|promovend(us)?)\b/,
    word: 'researchers',
    test: /^(?!.*\b(ux|user|market|marketing|design|customer|consumer|equity|investment|credit)[- ]research).*\b(researchers?|research (fellow|associate|assistant|scientist)s?|post-?doc\w*|postdoctoral|phd|doctoral|ricercat(ore|rice|ori)|rtd-?[ab]|assegnist[ai]|dottorand[oa]|forscher\w*|wissenschaftlich\w* mitarbeiter\w*|doktorand\w*|chercheu\w*|doctorant\w*|investigador\w*|doctorand\w*|doutorand\w*|onderzoeker\w*|promovend\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern:
      /\b((lab|laboratory) (technicians?|technologists?)|labortechniker\w*|labor(personal|assistent\w*|ant\w*)|technisches laborpersonal|laboranten)\b/,
    word: 'laboratory technicians',
    test: /\b((lab|laboratory) (technician|technologist|assistant)\w*|labortechnik\w*|laborant\w*|laborassist\w*|chemielaborant\w*|tecnic[oa] di laboratorio|technicien\w* de laboratoire|tecnic[oa] de laboratorio|laboratoriumtechnic\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern:
      /\b(admissions?( officers?| staff| team| office)?|student (services?|office|affairs|records|administration)|students? office|segreteri[ae] studenti|ufficio ammissioni|ammissioni|studierendensekretariat|studentensekretariat|studierendenservice|zulassung\w*|scolarite|service des admissions|admisiones|servicios? (al|de) estudiantes?|secretaria de alunos|toelating\w*|studentenadministratie|(equipa |servico |gabinete )?(de )?admiss(oes|ao))\b/,
    word: 'admissions and student services',
    test: /\b(admission\w*|admiss(oes|ao)|ammission\w*|segreteria studenti|student (services?|office|affairs|records|administration)|studierend\w*|studentensekretariat|zulassung\w*|immatrikul\w*|scolarite|admisiones|estudiantes|alunos|toelating\w*|studentenadministratie)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern:
      /\b(careers? (services?|office|centres?|centers?|advis[eo]rs?|counsell?ors?|consultants?)|service (des )?carrieres|conseill(ers?|eres?) (en |de )?carriere|job placement|placement( officers?| office)?|karriere(service|zentrum|berat\w*)|servicio de empleo|orientamento al lavoro|loopbaanadviseurs?)\b/,
    word: 'career services',
    test: /\b(career\w*|carriere\w*|placement|karriere\w*|loopbaan\w*|orientamento al lavoro|empleabilidad|empregabilidade)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern:
      /\b(technology transfer( office)?|tech transfer|ttos?|(ip|patent) licens\w*|licensing office|technologietransfer\w*|transfert de technologies?|valorisation de la recherche|transferencia (de )?tecnologi\w*|transferencia de tecnologia|trasferimento tecnologico|kennisvalorisatie)\b/,
    word: 'technology transfer',
    test: /\b(technology transfer|tech transfer|tto|licens\w*|patent\w*|technologietransfer\w*|transfert de technolog\w*|valorisation|transferencia (de )?tecnolog\w*|trasferimento tecnologico|kennisvalorisatie)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  // A university's head (ESCO "university rector"; ISCO-08 1345 education managers): the rector, Rektor,
  // recteur, rettore, reitor or vice-chancellor, a job the title must name (not a pro-rector or a deputy).
  {
    pattern:
      /\b(rect(or|ors|ora|ores)|rettor(e|i)|rettrice|rektor(in|en|innen)?|recte(ur|urs|ure)|reitor(a|es)?|vice-?chancellors?)\b/,
    word: 'rectors',
    test: /^(?!.*\b(pro|vice|deputy|stellvertret\w*|delegat\w*)[- ]?(rect|rett|rekt|reit))(?!.*\b(del|dell|della|of the|to the|for the|du|de la|des|of|to|al|do|da|dem|der|des|van de)\s+(rect|rett|rekt|reit)).*\b(rector|rettore|rettrice|rektor\w*|recteur|rectrice|reitor\w*|vice-?chancellor)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  // Health and safety at work (ISCO-08 2263 occupational health and safety professionals, 3257 inspectors;
  // ESCO "health and safety officer", "construction safety manager"): the Czech and Slovak BOZP, H&S
  // coordinators, the German Fachkraft für Arbeitssicherheit and SiGeKo, the coordinateur SPS, the Italian
  // RSPP and coordinatore della sicurezza, the Polish BHP. A job the title must name, whatever function it reads as.
  {
    pattern:
      /\b(bozp|bezpecnost\w* (a ochran\w* zdravi|prace)|h ?& ?s( coordinators?| officers?| managers?| advisors?| people| team)?|(health and |site |construction |external )?safety (coordinators?|officers?|advisors?|advisers?|inspectors?)|fachkr(a|ä)fte? fur arbeitssicherheit|sicherheitsfachkr\w*|sigekos?|coordinat(eurs?|rices?) (sps|securite)|coordinator(i|e) (della )?sicurezza|rspp|bhp)\b/,
    word: 'health and safety',
    test: /\b(bozp|bezpecnost\w* (a ochran\w* zdravi|prace)|h ?& ?s|health (and |& )?safety|arbeitssicherheit\w*|sicherheitsfachkr\w*|sigeko|safety (coordinator|officer|manager|advis|engineer|inspector)\w*|coordinat\w* (sps|securite|(della )?sicurezza)|rspp|hse|ehs|sheq|hseq|qhse|bhp|prevencion de riesgos|preventie(medewerker|adviseur)\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  // A builder's plant and equipment (ISCO-08 7233 agricultural and industrial machinery mechanics; ESCO
  // "construction equipment mechanic", "fleet manager"): the mechanisation and fleet managers and the mechanics
  // of the machines, the Czech mechanizace and the German Baumaschinen; "plant" here is machinery, not a factory.
  {
    pattern:
      /\b(plant-and-equipment( department| team)?|mechani[sz]ation( managers?| department)?|(the )?mechanics|mechanizace|baumaschinen\w*|maschinenpark|fuhrpark\w*|parc (materiel|engins)|maquinaria)\b/,
    word: 'plant and equipment',
    test: /\b(plant (and|&) equipment|mechani[sz]ation|mechanizac\w*|fleet|mechanics?|mechanik|mechaniker\w*|mecanicien\w*|mecanicos?|meccanic[oi]|monteur\w* baumaschinen|baumaschinen\w*|fuhrpark\w*|parc (materiel|engins)|maquinaria|werkplaats|\w*mekaanik\w*|\w*mekaniker\w*|\w*mehaanik\w*|(kunnossapito|kone|huolto)asentaj\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  // A builder's estimators and quantity surveyors (ISCO-08 2149/3112; ESCO "quantity surveyor", "cost
  // estimator"; the Czech rozpočtář and "kalkulace", the German Kalkulator, the French métreur and économiste
  // de la construction, the Italian computista): a job the title must name, not anyone in operations.
  {
    pattern:
      /\b((cost )?estimators?|estimating|quantity surveyors?|cost (planners?|planning|managers?|engineers?)|kalkulator(en|innen)?|kalkulation|rozpoct\w*|metreurs?|economistes? de la construction|computist[ia]|presupuestador(es|as)?|orcamentist\w*|calculators|kostenplan\w*|kostenermittl\w*)\b/,
    word: 'estimators',
    test: /\b(estimat\w*|quantity survey\w*|qs|cost (plann|manag|engineer|consult)\w*|kalkul\w*|rozpoct\w*|metreu\w*|economiste de la construction|computist\w*|presupuest\w*|orcament\w*|calculator|kostenplan\w*|ava)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  // BIM (ISO 19650 building information modelling): managers, coordinators and modellers, a job the title
  // must name.
  {
    pattern: /\b(bim|building information model(l)?ing)\b/,
    word: 'BIM',
    test: /\b(bim|building information model\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Who runs a construction site, in seven languages: the title must say so ("Bauleiter" is not
    // anyone in operations, a crane driver or a plant manager).
    pattern:
      /\b((ober)?bauleiter\w*|jef(e|a|es|as) de obras?|conducteu(r|rs|se|ses) de travaux|direttor[ei] (di |dei )?cantier[ei]|werfleiders?|uitvoerders?|site managers?|construction site managers?|(hlavni )?stavbyvedouc\w*|(hlavny )?stavbyveduc\w*|chef(fe)?s? de site|responsables? de site|objektleiter\w*|encarregad[oa]s?)\b/,
    word: 'site managers',
    test: /\b(\w*bauleiter\w*|jef[ea] de obras?|conducteu\w* de travaux|direttore (di |dei )?cantier[ei]|werfleider\w*|uitvoerder\w*|site manager|construction manager|chef\w* de site|responsable de site|objektleit\w*|encarregad[oa]\w*|stavbyvedouc\w*|stavbyveduc\w*)\b/,
    functions: ['operations'],
    levels: null,
  },
  {
    // Site supervision as an activity (Bauleitung, Objektüberwachung, HOAI phase 8; direzione lavori, direction de
    // travaux): the site managers and anyone whose title names the supervision ("Leiter Bauleitung").
    pattern:
      /\b(bauleitung|objekt ?uberwachung|site supervision|direction de(s)? (chantiers?|travaux)|direzione (dei )?lavori)\b/,
    word: 'site supervision',
    test: /\b(\w*bauleiter\w*|bauleitung|objekt ?uberwach\w*|site supervis\w*|site manager|construction manager|jef[ea] de obras?|conducteu\w* de travaux|direct\w* de(s)? (chantiers?|travaux)|direzione (dei )?lavori|direttore (di |dei )?(cantier[ei]|lavori)|werfleider\w*|uitvoerder\w*)\b/,
    functions: [],
    levels: null,
  },
  {
    // Who runs a depot, in seven languages (capo deposito, Betriebshofleiter, chef de dépôt, jefe de
    // cocheras): a job the title must name, not anyone at the depot nor every manager.
    pattern:
      /\b(depot (managers?|heads?|chiefs?|leads?|leaders?|supervisors?)|heads? of (the )?depots?|depotmanagers?|depotleiter\w*|betriebshof-?leiter\w*|betriebshofleitung|chefs? de depot|responsables? de depot|jef(e|a|es|as) de (deposito|cocheras)|encarregad[oa]s? de (deposito|garagem)|capi? ?deposito|capideposito|responsabil[ei] (di |del )?deposit[oi]|direttor[ei] (di |del )?deposit[oi]|hoofd (van het )?depot|depotchef\w*)\b/,
    word: 'depot managers',
    test: /\b(depot ?(manager|head|chief|lead|leader|supervisor|chef)\w*|head of (the )?depot|depotleit\w*|betriebshof-?leit\w*|chef\w* de depot|responsable de depot|jef[ea] de (deposito|cocheras)|encarregad[oa] de (deposito|garagem)|capo ?deposito|capideposito|resp\w*\.? (di |del )?deposito|direttore (di |del )?deposito|hoofd (van het )?depot)\b/,
    functions: [],
    levels: ['manager', 'head'],
  },
  {
    // Who runs a warehouse (Lagerleiter, warehouse manager, magazijnchef, chef d'entrepôt, jefe de
    // almacén, capo magazzino, chefe de armazém): a job the title must name, not a head of logistics.
    pattern:
      /\b(lager ?(leiter\w*|leitung|chef\w*)|warehouse (managers?|leads?|supervisors?|heads?)|magazijn ?(chefs?|managers?)|chefs? d'entrepot|responsables? d'entrepot|jef(e|a|es|as) de almacen|capi? ?magazzino|responsabil[ei] (di |del )?magazzino|chefes? de armazem|gerentes? de armazem)\b/,
    word: 'warehouse managers',
    test: /\b(lager ?(leit|chef)\w*|warehouse (manager|lead|supervisor|head)|magazijn ?(chef|manager)\w*|chef\w* d'entrepot|responsable d'entrepot|jef[ea] de almacen|capo ?magazzino|responsabile (di |del )?magazzino|chefe de armazem|gerente de armazem)\b/,
    functions: [],
    levels: ['manager', 'head'],
  },
  {
    // Cork strippers (ISCO-08 6210 forestry workers: the crews who strip cork oaks in the harvest, tiradores or
    // descortiçadores in Portuguese, sacadores or corcheros in Spanish, leveurs de liège, demaschiatori) and the
    // harvest itself (tiragem, descortiçamento, saca del corcho): a job the title must name, whatever it reads as.
    pattern:
      /\b((seasonal )?cork[- ](strippers?|harvesters?|harvest(ing)? crews?|stripping( crews?)?|harvest(ing)?)( crews?)?|tirador(es|as)?( de cortica)?|descorticador(es|as)?|sacador(es|as)? de corcho|corcheros?|leveurs? de liege|demaschiator[ei]|korkschaler\w*)\b/,
    word: 'cork strippers',
    test: /\b(tirador\w*|descortic\w*|tiragem|cork[- ]strip\w*|cork harvest\w*|corcher\w*|saca (del )?corcho|sacador\w*|leveu\w* de liege|demaschi\w*|korkschal\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Foresters (ISCO-08 2132 forestry advisers, 6210 forestry workers; ESCO "forester", "forestry technician"):
    // forest engineers and managers (engenheiros florestais, ingenieros de montes or forestales, ingénieurs
    // forestiers, Forstingenieure, dottori forestali) and the managers of a montado, dehesa or forest estate. A job the
    // title must name by its forest words ("Diretor Florestal", "Gestor de Propriedades Florestais"), not engineering.
    pattern:
      /\b((engenheir[oa]s?|ingenier[oa]s?|ingenieu?rs?|engineers?|tecnic[oa]s?|technicians?|gestor(es|as)?|managers?|directors?|diretor(es|as)?|dottori|ingegneri) (de |des |do |dos |da |del |of )?(florest\w*|forestal(es)?|forestier\w*|forestal\w*|forestry|forest|montes|montado|dehesas?)|(forest|forestry) (engineers?|managers?|technicians?|rangers?)|forst(ingenieur|wirt|verwalter|techniker)\w*|foresters?|forestry (staff|people|team))\b/,
    word: 'foresters',
    test: /\b(florest\w*|forestal\w*|forestier\w*|forestry|forests?|foresters?|forst\w*|montes|montado|dehesa\w*|silvicult\w*|silvicol\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A company's academic partners in research: the university professors and researchers who work with it on
    // research, on whatever terms (a scientific advisor on contract, a visiting professor). Parceiros académicos,
    // socios académicos, partenaires académiques, partner accademici, akademische Partner, academische partners.
    pattern:
      /\b(academic (partners?|collaborators?)|university (partners?|collaborators?)|parceiros? academicos?|socios? academicos?|partenaires? academiques?|partner accademic[io]|akademische[rn]? (partner|kooperationspartner)\w*|academische partners?)\b/,
    word: 'academic partners',
    test: /\b(professor\w*|professeur\w*|profesor\w*|docente|catedratic\w*|universi\w*|hochschul\w*|academic\w*|scientific advis\w*|wissenschaftliche[rn]? berater\w*|conseill(er|ere) scientifique|asesor(a)? cientific[oa]|consulente scientific[oa]|consultor(a)? cientific[oa])\b/,
    functions: [],
    levels: null,
    engagements: ['employee', 'contractor', 'advisor'],
  },
  {
    // Flight instructors and examiners (ISCO-08 3153, ESCO "flight instructor"; EASA Part-FCL's TRI, TRE, SFI, SFE,
    // CRI, FI, FE): type-rating, simulator and flight instructors and examiners, in the seven languages. A job the
    // title must name, by its name or its licence's acronym ("Captain / TRI", "TRE ATR 72"): pilots who teach.
    pattern:
      /\b(type[- ]rating (instructors?|examiners?)|(flight|simulator|sim|synthetic flight|line) (instructors?|examiners?)|flight instructors?|(instructeurs?|examinateurs?) (de vol|pilotes?|qualification de type|simulateur)|(instructor(es|as)?|examinador(es|as)?) (de vuelo|de voo|de habilitacion de tipo|de simulador)|(istruttor[ei]|esaminator[ei]) (di volo|di simulatore)|(fluglehrer|prufer|ausbilder)\w*|tri\/tre|tre\/tri|type rating|tris|tres|sfis)\b/,
    word: 'flight instructors',
    test: /\b(tri|tre|sfi|sfe|cri|iri|tri\/tre|tri\/sfi|type[- ]rating (instructor|examiner)\w*|(flight|simulator|sim|line) (instructor|examiner)\w*|(instructeur|examinateur)\w* (de vol|pilote|qualification|simulateur|tri|tre|sfi)|(instructor|examinador)\w* (de vuelo|de voo|de habilitacion|de simulador|tri|tre|sfi)|(istruttor|esaminator)\w* (di volo|di simulatore|tri|tre|sfi)|fluglehrer\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Crew training (EASA ORO.FC: the nominated person crew training and the training department of pilots and
    // cabin crew): formation des équipages, formación de tripulaciones, formação de tripulações, addestramento
    // equipaggi, Crew-Training, Besatzungsschulung. A post the title must name: not every trainer nor HR's L&D.
    pattern:
      /\b(((head|manager|director|chief)s? of )?crew training( (managers?|heads?|directors?|postholders?|department))?|((la |le |les )?(responsables?|chef(fe)?s?|directeur|directrice)s? (de |du )?)?(la )?formation des equipages|((jef[ea]s?|responsables?|director(a|es)?) (de )?)?(la )?formacion de (las )?tripulaciones|((chefe|responsavel|diretor(a)?) (de |da )?)?formacao de tripulac(oes|ao)|((responsabile|capo|direttore) (dell.)?)?addestramento (degli )?equipaggi|crew-?training\w*|besatzungsschulung\w*)\b/,
    word: 'crew training',
    test: /\b(crew training|crew-training|formation (des )?equipages?|formacion (de )?(las )?tripulaciones|formacao (de )?tripulac(oes|ao)|addestramento (degli )?equipaggi|besatzungsschulung\w*|training captains?)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // An air operator's postholders (EASA ORO.GEN.210, ORO.AOC.135; Part-CAMO): the accountable manager and the
    // nominated persons for flight operations, crew training, ground operations and continuing airworthiness
    // (the continuing airworthiness manager is that nominated person). A post the title must name, at any rank;
    // neither a manager who is accountable for something nor every head of operations.
    pattern:
      /\b(accountable managers?|(the )?((one|two|three|four|five|\d) )?nominated (persons?|postholders?|post-holders?)|postholders?|post-holders?)\b/,
    word: 'postholders',
    test: /\b(accountable manager|nominated (person|postholder|post-holder)|postholder|post-holder|np (flight|ground|crew|continuing)\w*|continuing airworthiness manager|camo manager|responsabl\w* designad\w*|respons\w* designad\w*)\b/,
    functions: [],
    levels: [...LEVELS],
    early: true,
  },
  {
    // "Of counsel": a law firm's senior lawyer who is neither partner nor associate, a job the title must name
    // ("Of Counsel", "Counsel" after a firm's name is not it); never everyone in legal.
    pattern: /\b(of[- ]counsels?)\b/,
    word: 'of counsel',
    test: /\bof[- ]counsel\b/,
    functions: [],
    levels: null,
  },
  {
    // Who leads a shift (Schichtleiter, shift supervisor, capoturno, jefe de turno, chef d'équipe de
    // quart, ploegleider, the Flemish ploegbaas, the process industry's wachtchef, skiftledare,
    // vuoromestari): a job the title must name; not everyone in production, nor the plant manager.
    pattern:
      /\b(schicht[- ]?(leiter|fuhrer|meister|leitung)\w*|shift (leaders?|leads?|managers?|supervisors?|forem[ae]n)|capi? ?turno|capiturno|jef(e|a|es|as) de turno|chefes? de turno|encarregad[oa]s? de turno|chefs? d'equipe de (quart|production)|responsables? de quart|ploegleiders?|ploegbaas\w*|ploegbazen|wachtchefs?|skiftledare|skiftledaren|skiftledarna|vuoromestari\w*|vuoropaallik\w*|mistrz(owie|ow)? zmian(y|owi)?|kierowni(k|cy) zmian(y)?|skiftled(er|ere|erne)|holdled(er|ere|erne))\b/,
    word: 'shift leaders',
    test: /\b(schicht\w*(leit|fuhr|meist)\w*|shift (lead|leader|manager|supervisor|foreman|forewoman)|(lead|leader|manager|supervisor) shift|production shift (lead|leader|manager|supervisor)|capo ?turno|capiturno|jef[ea] de turno|chefe de turno|encarregad[oa] de turno|chef\w* d'equipe|responsable de quart|ploegleid\w*|ploegbaas\w*|ploegbazen|wachtchef\w*|skiftledar\w*|vuoromestari\w*|vuoropaallik\w*|mistrz\w* zmian\w*|kierowni(k|czka) zmian\w*|skiftleder\w*|holdleder\w*)\b/,
    functions: [],
    levels: ['manager', 'head'],
  },
  {
    // Who leads a crew on the floor or the site (foreman, Vorarbeiter, contremaître, capataz,
    // capo squadra, voorman, työnjohtaja, förman): a job the title must name, as a shift lead is.
    pattern:
      /\b(fore(men|man|woman|women)|vorarbeiter\w*|contremaitres?|capata(z|ces)|capi? ?squadra|capisquadra|voorm(an|annen)|tyonjohtaj\w*|forman(nen)?)\b/,
    word: 'foremen',
    test: /\b(fore(man|woman)|vorarbeiter\w*|contremaitre\w*|capataz\w*|capo ?squadra|voorman|tyonjohtaja\w*|forman(nen)?)\b/,
    functions: [],
    levels: null,
  },
  {
    // Who loads and unloads ships and barges at a terminal's jetties (jetty operator, loading master, the Dutch
    // steigeroperator, stevedore, Hafenarbeiter, estibador, scaricatore di porto; ISCO-08 9333, freight
    // handlers, and 8189 for the pumps and loading arms): a job the title must name. The Dutch "steiger" (a
    // jetty) counts only beside an operator's word or a ship's: alone it is the German mining foreman (3121).
    pattern:
      /\b(jett(y|ies)( (operators?|staff|crews?|teams?|people))?|(barge|ship|vessel|tanker) (loading|unloading|loaders?)( (staff|crews?|teams?|operators?))?|loading masters?|steigeroperators?|operators? steiger|steigerpersoneel|stevedor(e|es|ing)|hafenarbeiter\w*|schiffsbelad\w*|estibador(es|as?)?|estivador(es|as?)?|scaricator[ei] di porto|havenarbeiders?)\b/,
    word: 'jetty and loading staff',
    test: /\b(jetty|loading master|(barge|ship|vessel|tanker) (loading|unloading|loader)|(binnenvaart|schip|schepen|scheeps)\w*belading|steigeroperator|operator steiger|steiger operator|stevedor\w*|hafenarbeiter\w*|schiffsbelad\w*|estibador\w*|estivador\w*|scaricatore di porto|havenarbeider\w*)\b/,
    functions: [],
    levels: null,
  },
  {
    // Who runs a plant or a factory (Werksleiter, directeur d'usine, direttore di stabilimento, jefe de
    // planta, Polish dyrektor zakładu, Czech ředitel závodu; ISCO-08 1321): a job the title must name; a shift
    // lead or anyone in production is not one.
    pattern:
      /\b((plant|factory|mill) (managers?|directors?|heads?|leads?|leaders?)|heads? of (the )?(plants?|factory|factories)|plantmanagers?|directeurs? d'usine|directrices? d'usine|chefs? d'usine|direct(or|ores|ora|oras) de (planta|fabrica)|jef(e|a|es|as) de (planta|fabrica)|diretor(a|es|as)? (de )?(fabrica|planta)|direttor[ei] (di |dello )?stabiliment[oi]|responsabil[ei] (di |dello )?stabiliment[oi]|capi? ?stabiliment[oi]|fabrieksdirecteur\w*|fabrieksmanagers?)\b/,
    word: 'plant managers',
    test: /\b((plant|factory|mill) (manager|director|head|lead|leader)|head of (the )?(plant|factory)|plantmanager|werks?leit\w*|betriebsleit\w*|directe?u?r\w* d'usine|directrice d'usine|chef\w* d'usine|director(a)? de (planta|fabrica)|jef[ea] de (planta|fabrica)|diretor(a)? (de )?(fabrica|planta)|direttore (di |dello )?stabilimento|responsabile (di |dello )?stabilimento|capo ?stabilimento|fabrieksdirect\w*|fabrieksmanager|dyrektor\w* (zakladu|fabryki)|reditel(ka)? zavodu)\b/,
    functions: [],
    levels: ['manager', 'head'],
  },
  {
    // Marine superintendents look after a fleet's ships from the shore (technical, marine, fleet
    // superintendents; Schiffsinspektoren): a job the title must name, whatever function it reads as.
    pattern:
      /\b((marine|fleet|vessel|nautical|technical|technische|newbuilding|nieuwbouw|hull|coating|dry[- ]?dock) superintendent(s|en)?|superintendent engineers?|superintendenten|superintendant\w* (maritime|de flotte)s?|superintendentes? (maritim[oa]s?|marittim[oi]|de flota|de frota)|sovrintendent[ei] marittim[oi]|schiffsinspektor\w*|marineinspektor\w*|nautische[rn]? inspektor\w*|(marine|nautisch) superintendent\w*|scheepsinspecteur\w*)\b/,
    word: 'marine superintendents',
    test: /\b((marine|technical|technisch|technische|fleet|vessel|nautical|nautisch|ship|hse|newbuilding|nieuwbouw|hull|coating|machinery|electrical|dry[- ]?dock|lead) superintendent|superintendent engineer|superintendant\w* (maritime|technique|de flotte)|superintendente\w* (maritim|marittim|tecnic|de flota|de frota)|sovrintendente\w* (marittim|tecnic)|schiffsinspektor\w*|marineinspektor\w*|(nautische|technische)[rn]? inspektor\w*|scheepsinspecteur\w*|technisch inspecteur\w*)/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A club's sporting director (director of football, director deportivo, diretor desportivo, direttore sportivo,
    // directeur sportif, Sportdirektor, technisch directeur): one post at the head of the football side, which the
    // title must name; the head coach is not it, nor anyone else in the football department.
    pattern:
      /\b(sporting directors?|directors? of football|football directors?|director(a|es)? deportiv[oa]s?|diret(or|ora|ores) desportiv[oa]s?|direttor[ei] sportiv[oi]|directeurs? sportifs?|technisch directeur (voetbal|betaald voetbal))\b/,
    word: 'sporting directors',
    test: /\b(sporting director|director of football|football director|director(a)? deportiv[oa]|diret(or|ora) desportiv[oa]|direttore sportivo|directeur sportif|sportdirektor\w*|technisch directeur)/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A football club's youth academy (cantera, fútbol base, Nachwuchsleistungszentrum, jeugdopleiding, settore
    // giovanile; not the German "Nachwuchs" alone, a firm's trainees): its coordinator, coaches and support staff, a part of the club the title
    // must name, by the academy or by a youth age group (juvenil, alevín, U17, Sub-15, Primavera).
    pattern:
      /\b((youth|football|soccer) academ(y|ies)( (staff|people|teams?|coaches|coordinators?|directors?|managers?))?|academ(y|ies) (coordinators?|coaches|directors?)|futbol base|futebol de formacao|academias? de (futbol|futebol)|nachwuchsleistungszentr\w*|nachwuchstrainer\w*|jeugdopleiding\w*|settore giovanile)\b/,
    word: 'youth academy staff',
    test: /\b(youth|academy|academia|cantera|futbol base|formacao|juvenil\w*|alevin\w*|benjamin(es)?|jugend\w*|nachwuchs\w*|giovanil\w*|primavera|jeugd\w*|espoirs|centre de formation|(u|sub|under)[- ]?\d{1,2})\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Vetting superintendents and inspectors check a tanker fleet against the oil majors' inspections (SIRE, CDI),
    // an HSQE post ashore (ISCO-08 3152 deck officers ashore): a job the title must name.
    pattern:
      /\b(vetting (superintendent(s|en)?|inspect(ors?|eurs?|eure)|managers?|officers?|teams?|staff))\b/,
    word: 'vetting superintendents',
    test: /\bvetting\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A shipowner's or ship manager's chartering and vessel operations (ISCO-08 3324 trade brokers: shipbrokers,
    // chartering managers; 4323 transport clerks: vessel operators, post-fixture, demurrage and laytime analysts;
    // Befrachtung, affrètement, fletamento, afretamento, bevrachting): a job the title must name, never everyone
    // in sales or in operations.
    pattern:
      /\b(chartering( (managers?|teams?|desks?|department|staff|people|brokers?|analysts?))?|charterers?|commercial (operations|management) of (the |our )?(fleet|vessels|ships)|(fleet|vessel|ship)'?s? commercial (operations|management)|(vessel|ship) operat(ors?|ions)|post[- ]?fixture( (managers?|analysts?|teams?|staff|operators?))?|demurrage( ?(and |&|\/) ?laytime)?( (analysts?|teams?|staff|managers?))?|laytime( (analysts?|teams?|staff))?|ship ?brokers?|befrachtung\w*|befrachter\w*|affretement|affreteurs?|fletamento|fletador(es|as?)?|afretamento|afretador(es|as?)?|bevrachting|bevrachters?)\b/,
    word: 'chartering and vessel operators',
    test: /\b(chartering|charterer|(vessel|ship|fleet) operator|post[- ]?fixture|demurrage|laytime|ship ?broker|(tanker|dry bulk|bulk|gas|container) broker|befracht\w*|affret\w*|fletament\w*|fletador\w*|afretament\w*|afretador\w*|bevracht\w*)/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Electricians on board or of a yard's ships (ISCO-08 7412 for a ship's electrical fitters; ESCO "marine electrician"):
    // "elettricisti di bordo", "ship electricians", "Schiffselektriker", "scheepselektriciens". The title must name the
    // trade and the ship or the sea; an electrician of a building or a lift is not one.
    pattern: MARINE_ELECTRICIANS_WORD,
    word: 'marine electricians',
    test: MARINE_ELECTRICIANS_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Electricians and electrical technicians (ISCO-08 7411 building and related electricians, 7412 electrical mechanics
    // and fitters, 3113 electrical engineering technicians), on land or on board (Schiffselektriker, elettricista di
    // bordo, scheepselektricien): a trade the title must name, wherever it works. An electrical engineer is an engineer.
    pattern: ELECTRICAL_TRADES_WORD,
    word: 'electricians and electrical technicians',
    test: ELECTRICAL_TRADES_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // The boat- and shipyard trades and the workshop's (holdout 78): joiners and cabinet-makers (ISCO-08 7115, 7522),
    // painters and varnishers (7131, 7132), welders (7212), each a trade the title must name; apprentices and
    // foremen of the trade say it too ("Apprendista falegname", "Caposquadra saldatura"). Painters on glass or
    // porcelain ("peintres sur verre", ISCO-08 7314/7316) decorate and are not these painters.
    pattern: JOINERS_WORD,
    word: 'joiners and cabinet-makers',
    test: JOINERS_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: PAINTERS_WORD,
    word: 'painters and varnishers',
    test: PAINTERS_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: WELDERS_WORD,
    word: 'welders',
    test: WELDERS_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Rope access technicians and a wind turbine's blade repairers (ROPE_ACCESS_WORD, BLADE_REPAIR_WORD).
    pattern: ROPE_ACCESS_WORD,
    word: 'rope access technicians',
    test: ROPE_ACCESS_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: BLADE_REPAIR_WORD,
    word: 'blade repairers',
    test: BLADE_REPAIR_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // The butchery and fish counters (ISCO-08 7511): butchers, fishmongers and whoever works the meat, deli or fish
    // counter, a trade or a counter the title must name, its counter staff and section heads too.
    pattern: BUTCHERY_WORD,
    word: 'butchers and fishmongers',
    test: BUTCHERY_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Cashiers (ISCO-08 5230): a shop-floor job the title must name, not everyone in the stores.
    pattern: CASHIERS_WORD,
    word: 'cashiers',
    test: CASHIERS_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Shelf fillers (ISCO-08 9334): a shop-floor job the title must name.
    pattern: SHELF_FILLERS_WORD,
    word: 'shelf fillers',
    test: SHELF_FILLERS_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Bakers and, apart, pastry cooks (ISCO-08 7512): each a trade the title must name, apprentices and team leads of
    // the trade too ("Apprenti boulanger"); a shop's sellers of bread and a ship's cooks are neither.
    pattern: BAKERS_WORD,
    word: 'bakers',
    test: BAKERS_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: PASTRY_COOKS_WORD,
    word: 'pastry cooks and confectioners',
    test: PASTRY_COOKS_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // The operations manager a cable-car or ski-lift law requires (the Austrian Seilbahngesetz's Betriebsleiter and
    // deputies, the French directeur d'exploitation des remontées mécaniques, the Italian direttore di esercizio): an
    // office the title must name with its lifts, not the Betriebsleiter of a restaurant or a plant.
    pattern: LIFT_MANAGER_WORD,
    word: 'lift operations managers',
    test: LIFT_MANAGER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A ski area's lifts (holdout 78): lift attendants and operators (ISCO-08 8343, whose hoist operators run chair
    // and ski lifts and cable cars) and the ropeway technicians who keep them running (7233 and 7412 on a cable car:
    // Seilbahntechniker), in the seven languages (Liftwart, Liftbediener, perchman, remontées mécaniques, remontes,
    // impianti di risalita, kabelbaan). A job the title must name: the rest of a mountain's operations is not lift staff.
    pattern: LIFT_STAFF_WORD,
    word: 'lift staff and ropeway technicians',
    test: LIFT_STAFF_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // The slopes of a ski area as one team: grooming, snowmaking and ski patrol (below), named together.
    pattern: SLOPE_OPERATIONS_WORD,
    word: 'slope operations',
    test: new RegExp(`${PISTE_GROOMING_TITLE.source}|${SNOWMAKING_TITLE.source}|${SKI_PATROL_TITLE.source}`),
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Piste grooming: the snowcat drivers and the piste boss (ISCO-08 8342 earthmoving and related plant operators,
    // ESCO's snow-groomer operator): Pistengerätefahrer, dameurs, battipista, pisanieves.
    pattern: PISTE_GROOMING_WORD,
    word: 'piste groomers',
    test: PISTE_GROOMING_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Snowmaking (technical snow): Beschneier, Schneimeister, nivoculteurs, innevatori; a plant operator's job (ISCO-08
    // 3139 process control technicians not elsewhere classified).
    pattern: SNOWMAKING_WORD,
    word: 'snowmakers',
    test: SNOWMAKING_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Ski patrol and piste rescue (ISCO-08 5419 protective services workers not elsewhere classified: ski patrollers):
    // Pistenretter, pisteurs-secouristes, soccorso piste, socorristas de pistas. Their own job, not the company's
    // health and safety office.
    pattern: SKI_PATROL_WORD,
    word: 'ski patrol',
    test: SKI_PATROL_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // The building trades on site (ISCO-08 7112 bricklayers, 7115 carpenters, 8343 crane operators; ESCO
    // "bricklayer", "construction carpenter", "tower crane operator"), in the seven languages and in Czech and
    // Slovak (zedník, tesař, jeřábník, murár): a job the title must name, whatever function it reads as.
    pattern:
      /\b(maurer(innen)?|zimmerer|zimmerleute|kran(fuhrer|fahrer)\w*|bricklayers?|masons?|(construction |site )?carpenters?|crane (operators?|drivers?)|macons?|charpentiers?|grutiers?|albaniles?|carpinteros?|gruistas?|pedreiros?|muratori|carpentieri|gruisti|metselaars?|timmerlieden|timmermannen|kraanmachinisten|zednici|tesari|jerabnici)\b/,
    word: 'building trades',
    test: /\b(maurer\w*|zimmer(er|erin|mann|leute)|kran(fuhrer|fahrer)\w*|bricklayer|mason|carpenter|crane (operator|driver)|macon|charpentier|grutier|albanil|carpinter[oa]|gruista|pedreiro|muratore|carpentiere|metselaar|timmerman|kraanmachinist|zednik|zednice|tesar|jerabnik|murar|tesar)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // The site's foremen (Polier, encargado, chef de chantier, capo cantiere): a job of its own, under
    // the site manager.
    pattern:
      /\b(poliere?|polierin\w*|encargad[oa]s? de obras?|encarregad[oa]s? de obras?|chefs? de chantier|capi? ?cantiere|site (foremen|foreman|supervisors?))\b/,
    word: 'site foremen',
    test: /\b(polier\w*|encargad[oa] de obras?|encarregad[oa] de obras?|chef\w* de chantier|capo ?cantiere|site foreman|site supervisor|mistr\w* (stavby|stavebni\w*|na stavbe)|majster\w* (stavby|stavebn\w*|na stavbe)|stavbyvedouci mistr)\b/,
    functions: ['operations'],
    levels: null,
  },
  {
    // Solutions, sales and pre-sales engineers work beside the sellers: the title must say so (a backend
    // engineer is not one), whatever function it reads as.
    pattern:
      /\b((solutions?|sales|pre-?sales|customer) engineers?|ingenieur(e|s)? (avant-vente|d'affaires)|(solutions|pre-?sales)-?ingenieur\w*)\b/,
    word: 'solutions engineers',
    test: /\b((solutions?|sales|pre-?sales|customer) engineer|ingenieur (avant-vente|d'affaires)|(solutions|pre-?sales)-?ingenieur\w*)\b/,
    functions: [],
    levels: null,
  },
  {
    // "Pre-sales", "avant-vente", "preventa", "pré-venda", "prevendita", "Vorvertrieb", and the solution
    // consultants and architects who do it: one job beside the sellers, not the whole of sales. The title
    // must say so (a key account manager or a sales director is not pre-sales). "Technical sales support"
    // (technische Vertriebsunterstützung, technische verkoopondersteuning, support technico-commercial) is its
    // other name, not everyone in engineering.
    pattern:
      /\b(((ingenieur\w*|ingenier[oa]s?|engenheir[oa]s?|ingegner[ei]|consultants?|consultor(es|a|as)?|consulent[ei]|berater\w*|specialist\w*|especialistas?|spezialist\w*) (de |di |d'|en )?)?(pre-?\s?sales?|presales|avant-?\s?ventes?|preventas?|pre-?\s?vendas?|pre-?\s?vendita|vorvertrieb\w*|voorverkoop)( (engineers?|consultants?|ingenieur\w*|berater\w*|specialists?|managers?|team))?|solutions? (consultants?|consulting|architects?)|sales engineering|solution engineering|(technical|technische[rn]?|tecnic[oa]s?|techniques?) (sales |pre-?sales |verkoop|vertriebs?)[ -]?(support|ondersteuning|unterstutzung|assistance)|(support|soutien|soporte|apoyo|suporte|supporto) (technico|tecnico)[- ]?(commercia\w*|comercia\w*))\b/,
    word: 'pre-sales',
    test: PRE_SALES_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // "Implementation consultants", "onboarding specialists", "professional services", "Implementierung",
    // "mise en œuvre", "implantación": the people who put the product in at the customer's. The title must
    // say so; customer success or support as a whole is not implementation, nor is a consultant a contractor.
    pattern:
      /\b((implementation|onboarding|deployment|go-live|rollout|professional services?|implementierung\w*|einfuhrung\w*|implementation\w*|mise en (oeuvre|place)|deploiement|implementacion|implantacion|implementacao|implantacao|implementazione|implementatie\w*)( (consultants?|project managers?|managers?|specialists?|engineers?|leads?|team|services|berater\w*|consultor\w*|consulente|consulenti|consultant\w*|specialist\w*))*|(consultants?|consultores?|consulenti|chefs? de projet|jef[ea]s? de proyecto|gerentes? de projeto|project managers?) (d.|de |di )?(implementation|implementacion|implantacion|implementacao|implantacao|implementazione|deploiement|mise en (oeuvre|place))|services professionnels|servicios profesionales|servicos profissionais|servizi professionali)\b/,
    word: 'implementation',
    test: IMPLEMENTATION_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // "Their service managers", "head of field service", "Leiter Kundendienst": who leads the field
    // service. The title must name field service; a customer service manager is support, a plant manager
    // operations.
    pattern:
      /\b((field[- ]service|(?<!(customer|client|kunden|guest|it) )service|kundendienst|aussendienst) (managers?|leads?|leaders?|heads?|directors?|leiter\w*|leitung)|(heads?|directors?|leiter\w*|leitung) (of |des )?(field service|service|kundendienst\w*)|kundendienstleit\w*|serviceleit\w*|responsables? (du )?(sav|service apres-vente))\b/,
    word: 'field service managers',
    test: FIELD_SERVICE_TITLE,
    functions: [],
    levels: ['manager', 'head', 'vp'],
    early: true,
  },
  {
    // Geologists, geoscientists, geotechnical and mining engineers, in the seven languages: a job the
    // title must name. "Engenheiros de minas e geotécnicos" is mining engineering, not every engineer.
    pattern:
      /\b((exploration |senior |junior )?(geologists?|geologos?|geologas?|geologues?|geologen?|geologinnen|geolog[io]|geologhe|geologi|geologen|geoscientists?|geocientistas?|geocientificos?|geoscienziat[io]|geowissenschaftler\w*|geoscientifiques?|geofysici|geophysicists?|geofisicos?|hydrogeologists?)( (de|di|d'|en|of) (exploracao|exploracion|exploration|esplorazione|exploratie|prospeccao|prospeccion))?|(mining|mine|geotechnical|geotechnic) engineers?|(engenheir[oa]s?|ingenier[oa]s?|ingenieur(e|s|es)?|ingegner[ei]) (de |des |di |em )?(minas|mines|minerari[oa]?|minas e geotecnic[oa]s)|(engenheir[oa]s?|ingenier[oa]s?|ingegner[ei]) geotecnic\w*|geotecnic[oa]s?|geotechnici|geotechniker\w*|geotechniciens?|bergbauingenieur\w*|mijnbouwingenieurs?|(bergs|gruv)ingenjor\w*)\b/,
    word: 'geoscience and mining engineering',
    test: EARTH_SCIENCE_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // "Maintenance leaders", "maintenance managers", "heads of maintenance", "Leiter Instandhaltung",
    // "jefes de mantenimiento", "responsáveis de manutenção": who leads maintenance. The title must name
    // maintenance (a plant manager or a CEO is not one); the definition's typo "maintenence" too.
    pattern:
      /\b((plant |mine |site )?(maint[ae]n[ae]nce|instandhaltungs?|entretien|mantenimiento|manutencao|manutenzione|onderhouds?|underhalls?) ?(leaders?|managers?|leads?|heads?|directors?|superintendents?|supervisors?|leiter\w*|leitung|chef\w*|managere?s?)|(heads?|directors?|managers?|leaders?|superintendents?|leiter\w*|leitung|responsables?|responsaveis|responsavel|jef[ea]s?|chefes?|chefs?|directeurs?|directrices?|diretor(a|es|as)?|director(a|es|as)?|direttor[ei]|capi?|hoofd|manager) (of |de |du |de la |der |des |di |della |van |do |da |del )?(plant |mine )?(maint[ae]n[ae]nce|instandhaltung|entretien|mantenimiento|manutencao|manutenzione|onderhoud))\b/,
    word: 'maintenance leaders',
    test: MAINTENANCE_TITLE,
    functions: [],
    levels: ['manager', 'head', 'vp'],
    early: true,
  },
  {
    // The managers of a place where the work is done, a hangar, a maintenance base or a workshop ("hangar
    // managers", "jefes de hangar", "responsables d'atelier", "Werkstattleiter", "gestores de base"): the
    // title must name the place and hold a manager's level, whatever function it reads as.
    pattern: PLACE_MANAGERS,
    word: PLACE_MANAGERS_WORD,
    test: PLACE_MANAGER_TITLE,
    functions: [],
    levels: ['manager', 'head', 'vp'],
    early: true,
  },
  {
    // The workshop and the fleet's maintenance (Werkstatt, Fuhrparkinstandhaltung, officina, atelier,
    // taller, oficina, werkplaats) and its trades: mechanics, Kfz-Mechatroniker, vehicle electricians
    // (Kfz-Elektriker, elettrauto), ISCO-08 7231 "motor vehicle mechanics and repairers" and 7412
    // "electrical mechanics and fitters". A job the title must name, whatever function it reads as: not
    // the fleet's drivers, nor anyone in operations; a mechanical engineer is not one.
    // ("Onderhoud van de werkplaats, machines en gebouwen", "maintenance of the workshop": the noun after a
    // maintenance word and "of" is what is maintained, not this job.)
    pattern:
      /(?<!\b(onderhoud|maintenance|wartung|instandhaltung|entretien|mantenimiento|manutencao|manutenzione) (van|of|der|des|de|du|del|della|do|da|di)( de| het| the| la| l'| el| a| o)? ?)\b(werkstatt\w*|\w*instandhaltung\w*|fuhrpark(wartung|technik)\w*|kfz-?\w+|\w*mechaniker\w*|\w*mechatroniker\w*|(vehicle|fleet|bus|truck|car|auto|automotive|diesel|motor) (mechanics?|technicians?|electricians?|maintenance|repairers?)|mechanics|workshop (staff|teams?|mechanics?|technicians?|leads?|leaders?|managers?|heads?|supervisors?|forem[ae]n)|(heads?|managers?) of (the )?workshop|elettraut\w*|meccanic[io]|officin[ae]( meccanic[ah]e)?|manutenzione (della )?(flotta|mezzi|veicoli|autobus)|mecanicien(ne)?s?|ateliers? (mecaniques?|de maintenance)|chef(fe)?s? d'atelier|maintenance (de la )?flotte|mecanic[oa]s|talleres|taller (mecanico)?|mantenimiento de (la )?flota|oficinas? mecanicas?|manutencao (da )?frota|werkplaats\w*|automonteurs?|wagenparkonderhoud|onderhoud (van het )?wagenpark)\b/,
    word: 'workshop and vehicle maintenance',
    test: WORKSHOP_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Editors-in-chief and their deputies (EDITOR_IN_CHIEF_WORD): a job the title must name.
    pattern: EDITOR_IN_CHIEF_WORD,
    word: 'editors-in-chief',
    test: EDITOR_IN_CHIEF_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A newsroom's editorial leaders (ESCO "editor-in-chief", "managing editor"): editors-in-chief, rédacteurs en chef,
    // chefs de rédaction, Chefredakteure, Redaktionsleiter, redactores jefe, jefes de redacción, caporedattori,
    // hoofdredacteuren, redaktorzy naczelni: journalists at a leader's level, not every reporter. Before journalists.
    pattern:
      /\b(editors?[- ]in[- ]chief|chief editors?|managing editors?|redact(eur|rice)s? en chef|chefs? de (la )?redaction|chefredakteur\w*|redaktionsleiter\w*|redactor(es|as)? jef[ea]s?|jef[ea]s? de redaccion|redator(es|as)?[- ]chefes?|caporedattor[ei]|caporedattrici|capi ?redattori|hoofdredacteur\w*|redaktorzy naczelni|redaktor(ka)? naczeln\w*)\b/,
    word: 'editors-in-chief and heads of the newsroom',
    // (A Polish newsroom, "redakcja", is named by its head: Kierownik Redakcji, Szefowa Redakcji.)
    test: new RegExp(`${JOURNALIST_TITLE.source}|\\bredakcj\\w*`),
    functions: [],
    levels: ['owner', 'c_level', 'vp', 'head', 'manager'],
    early: true,
  },
  {
    // The desk's own editors, who plan and edit an edition rather than report (ESCO "sub-editor", "news editor"):
    // secrétaires de rédaction, éditeurs d'édition, sub- and copy editors, desk and news editors, Redaktionssekretäre,
    // Chef vom Dienst, eindredacteuren, Polish wydawcy and sekretarze redakcji. A job the title must name. Before
    // journalists.
    pattern:
      /\b(secretair(e|es) de (la )?redaction|editeu(r|rs|se|ses) d edition|sub-?editors?|copy ?editors?|desk editors?|news editors?|redaktionssekret\w*|chefs? vom dienst|secretari[oa]s? de redaccion|segretari[oa] di redazione|eindredacteur\w*|wydawc(y|a|ow)|sekretarz(e)? redakcji)\b/,
    word: 'desk editors and sub-editors',
    test: /\b(secretair\w* de (la )?redaction|editeu\w* d edition|sub-?editor\w*|copy ?editor\w*|desk editor\w*|news editor\w*|redaktionssekret\w*|chef\w* vom dienst|secretari\w* de redaccion|segretari\w* di redazione|eindredacteur\w*|wydaw(ca|czyni|cy)|sekretarz\w* redakcji)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Journalists at every rank of the newsroom (JOURNALIST_WORD): a job the title must name.
    pattern: JOURNALIST_WORD,
    word: 'journalists',
    test: JOURNALIST_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Presenters of radio and television (PRESENTER_WORD): a job the title must name.
    pattern: PRESENTER_WORD,
    word: 'presenters',
    test: PRESENTER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Producers of programmes (PRODUCER_WORD): a job the title must name.
    pattern: PRODUCER_WORD,
    word: 'producers',
    test: PRODUCER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Sponsorship (SPONSORSHIP_WORD): a job the title must name.
    pattern: SPONSORSHIP_WORD,
    word: 'sponsorship',
    test: SPONSORSHIP_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Reception and the front desk (RECEPTION_WORD): a job the title must name.
    pattern: RECEPTION_WORD,
    word: 'reception and front desk',
    test: RECEPTION_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Ticketing (TICKETING_WORD): a job the title must name.
    pattern: TICKETING_WORD,
    word: 'ticketing',
    test: TICKETING_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Performance and video analysts (MATCH_ANALYST_WORD): a job the title must name.
    pattern: MATCH_ANALYST_WORD,
    word: 'performance and video analysts',
    test: MATCH_ANALYST_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Sports coaches (SPORTS_COACH_WORD): a job the title must name.
    pattern: SPORTS_COACH_WORD,
    word: 'sports coaches',
    test: SPORTS_COACH_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Players (PLAYER_WORD): a job the title must name.
    pattern: PLAYER_WORD,
    word: 'players',
    test: PLAYER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Scouts (SCOUT_WORD): a job the title must name.
    pattern: SCOUT_WORD,
    word: 'scouts',
    test: SCOUT_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Therapists of rehabilitation (THERAPIST_WORD): a job the title must name. Not where the phrase also
    // names doctors or nutritionists (MEDICAL_WORD reads that phrase).
    pattern: new RegExp(`^(?!.*${DOCTORS_BESIDE}).*${THERAPIST_WORD.source}`),
    word: 'therapists',
    test: THERAPIST_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Psychologists (PSYCHOLOGIST_WORD) and, apart, guidance and careers counsellors (COUNSELLOR_WORD): each a job the
    // title must name.
    pattern: PSYCHOLOGIST_WORD,
    word: 'psychologists',
    test: PSYCHOLOGIST_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: COUNSELLOR_WORD,
    word: 'guidance and careers counsellors',
    test: COUNSELLOR_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Therapists named bare (ANY_THERAPIST_WORD), where no kind of therapy is named beside the word.
    pattern: new RegExp(`^(?!.*(${THERAPIST_WORD.source}|${DOCTORS_BESIDE})).*${ANY_THERAPIST_WORD.source}`),
    word: 'therapists of any kind',
    test: ANY_THERAPIST_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Therapies named by their discipline (THERAPY_DISCIPLINE_WORD): the therapists who practise them.
    pattern: THERAPY_DISCIPLINE_WORD,
    word: 'therapists of the therapies named',
    test: THERAPY_DISCIPLINE_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Patient administration (PATIENT_ADMIN_WORD): a job the title must name.
    pattern: PATIENT_ADMIN_WORD,
    word: 'patient administration',
    test: PATIENT_ADMIN_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // The International Baccalaureate's programme coordinators (IB_COORDINATOR_WORD): a job the title must name.
    pattern: IB_COORDINATOR_WORD,
    word: 'IB programme coordinators',
    test: IB_COORDINATOR_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Teachers' aides and school auxiliaries (TEACHER_AIDE_WORD): a job the title must name.
    pattern: TEACHER_AIDE_WORD,
    word: "teachers' aides",
    test: TEACHER_AIDE_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A data centre's critical facilities engineers and technicians (CRITICAL_FACILITIES_WORD): a job the title names.
    pattern: CRITICAL_FACILITIES_WORD,
    word: 'critical facilities engineers and technicians',
    test: CRITICAL_FACILITIES_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Remote-hands and smart-hands technicians (REMOTE_HANDS): a job the title must name, by the same words.
    pattern: REMOTE_HANDS,
    word: 'remote-hands technicians',
    test: REMOTE_HANDS,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // An emergency call centre (EMERGENCY_CALL_CENTRE_WORD): a unit the title must name.
    pattern: EMERGENCY_CALL_CENTRE_WORD,
    word: 'emergency call centre staff',
    test: EMERGENCY_CALL_CENTRE_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A spa's wellness team (SPA_WELLNESS_WORD): a job the title must name.
    pattern: SPA_WELLNESS_WORD,
    word: 'spa and wellness',
    test: SPA_WELLNESS_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Masseurs (MASSEUR_WORD): a job the title must name, apart from the physiotherapists.
    pattern: MASSEUR_WORD,
    word: 'masseurs',
    test: MASSEUR_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Bath attendants (BATH_ATTENDANT_WORD): a job the title must name.
    pattern: BATH_ATTENDANT_WORD,
    word: 'bath attendants',
    test: BATH_ATTENDANT_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Lifeguards (LIFEGUARD_WORD): a job the title must name.
    pattern: LIFEGUARD_WORD,
    word: 'lifeguards',
    test: LIFEGUARD_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Curators of the living collection (CURATOR_WORD): a job the title must name.
    pattern: CURATOR_WORD,
    word: 'curators',
    test: CURATOR_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Divers (DIVER_WORD): a job the title must name.
    pattern: DIVER_WORD,
    word: 'divers',
    test: DIVER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A motorway's toll collection (TOLL_WORD): a job the title must name.
    pattern: TOLL_WORD,
    word: 'toll collection',
    test: TOLL_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A road operator's traffic control room (TRAFFIC_CONTROL_WORD): a place the title must name.
    pattern: TRAFFIC_CONTROL_WORD,
    word: 'traffic control room',
    test: TRAFFIC_CONTROL_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A road operator's maintenance field crews (ROAD_CREW_WORD): a job the title must name.
    pattern: ROAD_CREW_WORD,
    word: 'road maintenance crews',
    test: ROAD_CREW_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A ceramics works' kiln crews (KILN_WORD): a job the title must name.
    pattern: KILN_WORD,
    word: 'kiln operators',
    test: KILN_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A works' press operators (PRESS_OPERATOR_WORD): a job the title must name.
    pattern: PRESS_OPERATOR_WORD,
    word: 'press operators',
    test: PRESS_OPERATOR_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A ceramics works' glaze laboratory (GLAZE_LAB_WORD): a job the title must name.
    pattern: GLAZE_LAB_WORD,
    word: 'glaze laboratory',
    test: GLAZE_LAB_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Structural engineers (STRUCTURAL_ENGINEER_WORD): a job the title must name.
    pattern: STRUCTURAL_ENGINEER_WORD,
    word: 'structural engineers',
    test: STRUCTURAL_ENGINEER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A mountain resort's bike park crew (BIKE_PARK_WORD): a job the title must name.
    pattern: BIKE_PARK_WORD,
    word: 'bike park crew',
    test: BIKE_PARK_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // The leaders of a care home and of its units (CARE_HOME_LEAD_WORD): jobs the title must name.
    pattern: CARE_HOME_LEAD_WORD,
    word: 'care home and unit leaders',
    test: CARE_HOME_LEAD_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Housekeeping and cleaning (HOUSEKEEPING_WORD): a job the title must name. Not where the phrase names cleaning
    // staff ("Reinigungskräfte", "addetti alle pulizie"): CLEANING_ASKED reads that phrase.
    pattern: new RegExp(`^(?!.*${CLEANING_ASKED.source}).*${HOUSEKEEPING_WORD.source}`),
    word: 'housekeeping and cleaning',
    test: HOUSEKEEPING_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Office administration (OFFICE_ADMIN_WORD): a job the title must name.
    pattern: OFFICE_ADMIN_WORD,
    word: 'office administration',
    test: OFFICE_ADMIN_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Live-in and 24-hour carers (LIVE_IN_CARER_WORD): a job the title must name. Read before engagements, so
    // "the self-employed 24-hour carers" are self-employed people who ARE such carers, not every freelancer.
    pattern: LIVE_IN_CARER_WORD,
    word: 'live-in carers',
    test: LIVE_IN_CARER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Medical doctors asked for alone (PHYSICIANS_ONLY_WORD): a job the title must name; the other health
    // professions are asked for only where the definition names them.
    pattern: PHYSICIANS_ONLY_WORD,
    word: 'medical doctors',
    test: PHYSICIANS_ONLY_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Dieticians and nutritionists asked for alone (DIETICIANS_ONLY_WORD): a job the title must name.
    pattern: DIETICIANS_ONLY_WORD,
    word: 'dieticians and nutritionists',
    test: DIETICIANS_ONLY_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Doctors, physiotherapists and nutritionists (MEDICAL_WORD): a job the title must name.
    pattern: MEDICAL_WORD,
    word: 'doctors, physiotherapists and nutritionists',
    test: MEDICAL_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Laboratory chemists and technicians (LAB_WORD): a job the title must name.
    pattern: LAB_WORD,
    word: 'laboratory chemists and technicians',
    test: LAB_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Plant operators (PLANT_OPERATOR_WORD): a job the title must name.
    pattern: PLANT_OPERATOR_WORD,
    word: 'plant operators',
    test: PLANT_OPERATOR_TITLE,
    functions: [],
    levels: ['individual'],
    early: true,
  },
  {
    // A factory's automation and MES (MES_WORD): a job the title must name, not the production it serves (holdout
    // 111, a semiconductor fab: "manufacturing execution systems" is no production line).
    pattern: MES_WORD,
    word: 'automation and MES',
    test: MES_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Failure analysis and metrology (FA_METROLOGY_WORD): jobs the title must name (holdout 111, a semiconductor fab).
    pattern: FA_METROLOGY_WORD,
    word: 'failure analysis and metrology',
    test: FA_METROLOGY_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A fab's process areas (FAB_PROCESS_WORD): "the heads of a process area: lithography, etch, CMP" names the
    // areas, each a job the title must name, in process engineering (holdout 111, a semiconductor fab).
    pattern: FAB_PROCESS_WORD,
    word: 'fab process areas',
    test: FAB_PROCESS_TITLE,
    functions: ['hardware_engineering'],
    levels: null,
  },
  {
    // Process engineers (PROCESS_ENGINEER_WORD): a job the title must name, in engineering.
    pattern: PROCESS_ENGINEER_WORD,
    word: 'process engineers',
    test: PROCESS_ENGINEER_TITLE,
    functions: ['hardware_engineering'],
    levels: null,
  },
  {
    // Maintenance technicians (MAINTENANCE_TECH_WORD): a job the title must name.
    pattern: MAINTENANCE_TECH_WORD,
    word: 'maintenance technicians',
    test: MAINTENANCE_TECH_TITLE,
    functions: [],
    levels: ['individual'],
    early: true,
  },
  {
    // Employee-elected board members (EMPLOYEE_ELECTED_WORD): a board seat the title must say.
    pattern: EMPLOYEE_ELECTED_WORD,
    word: 'employee-elected board members',
    test: EMPLOYEE_ELECTED_WORD,
    functions: [],
    levels: null,
    engagements: ['board'],
    early: true,
  },
  {
    // Franchisees (FRANCHISEE_WORD): independent owners under the brand, whom the title must name.
    pattern: FRANCHISEE_WORD,
    word: 'franchisees',
    test: FRANCHISEE_HOLDER,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Works council members (WORKS_COUNCIL_WORD): a job the title must name.
    pattern: WORKS_COUNCIL_WORD,
    word: 'works council members',
    test: WORKS_COUNCIL_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Air cargo and freight handling (ISCO-08 4321 stock clerks, 9333 freight handlers at a cargo terminal): "im
    // Cargo-Terminal", "in der Frachtabfertigung", "fret aérien", "luchtvracht", "air cargo". Everyone whose title
    // names cargo or freight, any level, not everyone in operations (a terminal or an apron is operations too).
    pattern: CARGO_AREA,
    word: 'cargo and freight',
    test: CARGO_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Building architects (ISCO-08 2161): "Hochbau-Architekt:innen", "Hochbauarchitekten", "building architects".
    // Any architect of buildings; a landscape architect is not one (before the landscape architects and the
    // architects below).
    pattern: BUILDING_ARCHITECT,
    word: 'building architects',
    test: BUILDING_ARCHITECT_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Landscape architects (ISCO-08 2162, ESCO "landscape architect"): "landschapsarchitecten",
    // "Landschaftsarchitekt:innen", "architectes paysagistes", "arquitectos paisajistas". A job the title must
    // name: an architect of buildings is not one (before the architects below, which would take every architect).
    pattern: LANDSCAPE_ARCHITECT,
    word: 'landscape architects',
    test: LANDSCAPE_ARCHITECT,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Architects who design buildings, landscapes and interiors (ISCO-08 2161 building architects, 2162
    // landscape architects, 3432 interior designers), in the seven languages and the Nordic ones: a job the
    // title must name, whatever function it reads as. An architect of software, systems, data or IT ("IT
    // architects", "arquitectos de software", "architetti dei sistemi") is no architect of buildings.
    pattern: ARCHITECT_WORD,
    word: 'architects',
    test: ARCHITECT_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Bioinformaticians and computational biologists (ESCO "bioinformatics scientist"): a job the title must
    // name, any seniority ("Head of Bioinformatics"), not everyone in R&D (clinical scientists are not).
    pattern: BIOINFORMATICS_TITLE,
    word: 'bioinformaticians',
    test: BIOINFORMATICS_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // The funeral trades (ISCO-08 5163 undertakers and embalmers; ESCO "funeral services director", "embalmer",
    // "crematorium technician"): each job is one the title must name, not every worker of a funeral home (funeral
    // directors are no bearers, embalmers no crematorium staff; holdout 111, a funeral-services group).
    pattern: FUNERAL_DIRECTOR_WORD,
    word: 'funeral directors',
    test: FUNERAL_DIRECTOR_TITLE,
    functions: ['funeral_services'],
    levels: null,
    early: true,
  },
  {
    pattern: FUNERAL_ASSISTANT_WORD,
    word: 'funeral assistants and bearers',
    test: FUNERAL_ASSISTANT_TITLE,
    functions: ['funeral_services'],
    levels: null,
    early: true,
  },
  {
    pattern: EMBALMER_WORD,
    word: 'embalmers and mortuary staff',
    test: EMBALMER_TITLE,
    functions: ['funeral_services'],
    levels: null,
    early: true,
  },
  {
    pattern: CREMATORIUM_WORD,
    word: 'crematorium staff',
    test: CREMATORIUM_TITLE,
    functions: ['funeral_services'],
    levels: null,
    early: true,
  },
  {
    pattern: GRIEF_CEREMONY_WORD,
    word: 'grief support and ceremony',
    test: GRIEF_CEREMONY_TITLE,
    functions: ['funeral_services'],
    levels: null,
    early: true,
  },
  {
    // Crop specialists and crop advisers (ISCO-08 2132 farming advisers: "Crop specialist", "Teeltadviseur",
    // "Especialista de Cultivo", "Anbauberater", "conseiller cultures"): a job the title must name, not everyone who
    // works the crops (a greenhouse's growers and pollinators are no advisers; holdout 107, a seed breeder).
    pattern: CROP_ADVISER_WORD,
    word: 'crop specialists',
    test: CROP_ADVISER_WORD,
    functions: ['agriculture'],
    levels: null,
  },
  {
    // Plant breeders (ESCO "plant breeder"; ISCO-08 2131/2132): a job the title must name (Veredelaar, Plant Breeder,
    // Pflanzenzüchterin, Sélectionneur, Mejorador, Melhorista), not everyone in breeding: their breeding assistants,
    // phenotypers and trial staff work in breeding but are no breeders (holdout 107, a seed breeder).
    pattern: BREEDER_WORD,
    word: 'breeders',
    test: BREEDER_TITLE,
    functions: ['breeding'],
    levels: null,
  },
  {
    // The heads of laboratories ("Laborleiter:innen", "lab managers", "directeurs de laboratoire"): the title
    // must name the lab and its leading, in one word or two; lab technicians are not.
    // "Heads of the lab" after a function ("R&D – engineers and heads of the lab") stay that function's heads.
    pattern: new RegExp(LAB_HEAD_TITLE.source.replace('|heads? of (the )?lab(oratory|oratories|s)?', '')),
    word: 'lab heads',
    test: LAB_HEAD_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Refuse collection loaders (REFUSE_LOADER_ASKED): a job the title must name.
    pattern: REFUSE_LOADER_ASKED,
    word: 'refuse collection loaders',
    test: REFUSE_LOADER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Reefer technicians and coordinators (REEFER_ASKED): a job the title must name.
    pattern: REEFER_ASKED,
    word: 'reefer technicians and coordinators',
    test: REEFER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Collections and credit control (COLLECTIONS_ASKED): a job the title must name.
    pattern: COLLECTIONS_ASKED,
    word: 'collections and credit control',
    test: COLLECTIONS_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // An airport's ramp (RAMP_ASKED): a job the title must name, not the passenger side of ground handling.
    pattern: RAMP_ASKED,
    word: 'ramp handling',
    test: RAMP_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // An airport's passenger handling (PASSENGER_HANDLING_ASKED): a job the title must name, not the ramp.
    pattern: PASSENGER_HANDLING_ASKED,
    word: 'passenger handling',
    test: PASSENGER_HANDLING_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A contact centre's workforce management (WFM_ASKED): a job the title must name.
    pattern: WFM_ASKED,
    word: 'workforce management',
    test: WFM_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A lender's credit and loans officers (LENDING_ASKED): a job the title must name.
    pattern: LENDING_ASKED,
    word: 'lending',
    test: LENDING_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Container handling equipment drivers (TERMINAL_EQUIPMENT_ASKED): a job the title must name.
    pattern: TERMINAL_EQUIPMENT_ASKED,
    word: 'container handling equipment drivers',
    test: TERMINAL_EQUIPMENT_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Reality capture (REALITY_CAPTURE_ASKED): a job the title must name.
    pattern: REALITY_CAPTURE_ASKED,
    word: 'reality capture',
    test: REALITY_CAPTURE_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Drone pilots (DRONE_PILOT_ASKED): a job the title must name, no aircraft's flight crew.
    pattern: DRONE_PILOT_ASKED,
    word: 'drone pilots',
    test: DRONE_PILOT_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // VICAR_GENERAL: a curia office the title must name (see VICAR_GENERAL).
    pattern: VICAR_GENERAL,
    word: 'vicar general',
    test: VICAR_GENERAL,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // EPISCOPAL_VICAR: a curia office the title must name (see VICAR_GENERAL).
    pattern: EPISCOPAL_VICAR,
    word: 'episcopal vicar',
    test: EPISCOPAL_VICAR,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // JUDICIAL_VICAR: a curia office the title must name (see VICAR_GENERAL).
    pattern: JUDICIAL_VICAR,
    word: 'judicial vicar',
    test: JUDICIAL_VICAR,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // CURIA_CHANCELLOR: a curia office the title must name (see VICAR_GENERAL).
    pattern: CURIA_CHANCELLOR,
    word: 'chancellor',
    test: CURIA_CHANCELLOR,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A land acquisition team (LAND_ACQUISITION_ASKED): a job the title must name.
    pattern: LAND_ACQUISITION_ASKED,
    word: 'land acquisition',
    test: LAND_ACQUISITION_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A licensed surveyor's trainee (SURVEYOR_TRAINEE_ASKED): a status the title must name.
    pattern: SURVEYOR_TRAINEE_ASKED,
    word: 'surveyor trainees',
    test: SURVEYOR_TRAINEE_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Licensed surveyors (LICENSED_SURVEYOR_ASKED): a licence the title must name.
    pattern: LICENSED_SURVEYOR_ASKED,
    word: 'licensed surveyors',
    test: LICENSED_SURVEYOR_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Survey technicians and field crews (SURVEY_CREW_ASKED): a trade the title must name.
    pattern: SURVEY_CREW_ASKED,
    word: 'survey technicians and field crews',
    test: SURVEY_CREW_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Surveyors (SURVEYOR_ASKED): a job the title must name.
    pattern: SURVEYOR_ASKED,
    word: 'surveyors',
    test: SURVEYOR_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Corrugator crews (CORRUGATOR_ASKED): a job the title must name.
    pattern: CORRUGATOR_ASKED,
    word: 'corrugator crews',
    test: CORRUGATOR_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A technical department (TECHNICAL_DEPARTMENT_ASKED): a maintenance department the title must name.
    pattern: TECHNICAL_DEPARTMENT_ASKED,
    word: 'technical department',
    test: TECHNICAL_DEPARTMENT_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Childcare group workers (CHILDCARE_WORKER_ASKED): a job the title must name.
    pattern: CHILDCARE_WORKER_ASKED,
    word: 'childcare group workers',
    test: CHILDCARE_WORKER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A dealership's F&I desk (F_AND_I_ASKED): a job the title must name.
    pattern: F_AND_I_ASKED,
    word: 'finance and insurance (F&I) desk',
    test: F_AND_I_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Clinical operations (CLINICAL_OPS_ASKED): a job the title must name.
    pattern: CLINICAL_OPS_ASKED,
    word: 'clinical operations',
    test: CLINICAL_OPS_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Van and delivery drivers (VAN_DRIVER_ASKED): a job the title must name.
    pattern: VAN_DRIVER_ASKED,
    word: 'van and delivery drivers',
    test: VAN_DRIVER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Drivers of any vehicle (DRIVER_ASKED): a job the title must name.
    pattern: DRIVER_ASKED,
    word: 'drivers',
    test: DRIVER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Heavy truck drivers (TRUCK_DRIVER_ASKED): a job the title must name.
    pattern: TRUCK_DRIVER_ASKED,
    word: 'heavy truck drivers',
    test: TRUCK_DRIVER_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Lashers (LASHING_ASKED): a job the title must name.
    pattern: LASHING_ASKED,
    word: 'lashers',
    test: LASHING_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Vessel and yard planners (VESSEL_PLANNING_ASKED): a job the title must name.
    pattern: VESSEL_PLANNING_ASKED,
    word: 'vessel and yard planners',
    test: VESSEL_PLANNING_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A terminal's planners (ISCO-08 4323 transport clerks; ESCO "ship planner", "logistics planner"): they plan the
    // ships, barges and trucks of a tank or container terminal, Terminalplaner, planificateur de terminal,
    // terminalplanner. Planners whose title names planning, of any kind; the terminal's operators and managers are none.
    pattern:
      /\b(terminal ?plann(ers?|ing)|terminal-?plan(er|ung)\w*|planificat(eur|rice)s? (du |de )?terminal|terminalplanner\w*|planificador(es|as?)? (de |del )?terminal|planejador(es|as?)? (de |do )?terminal|pianificator[ei] (del )?terminal)\b/,
    word: 'terminal planners',
    test: /\b(\w*plann(er|ers|ing)|\w*planung|\w*planer(in)?|planificat\w*|planificador\w*|planejador\w*|planeamento|pianificator\w*|pianificazione)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Sorting centre staff (SORTING_CENTRE_ASKED): a job the title must name.
    pattern: SORTING_CENTRE_ASKED,
    word: 'sorting centre staff',
    test: SORTING_CENTRE_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Weighbridge and gate staff (WEIGHBRIDGE_GATE_ASKED): a job the title must name.
    pattern: WEIGHBRIDGE_GATE_ASKED,
    word: 'weighbridge and gate staff',
    test: WEIGHBRIDGE_GATE_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Packaging designers (PACKAGING_DESIGN_ASKED): a job the title must name.
    pattern: PACKAGING_DESIGN_ASKED,
    word: 'packaging designers',
    test: PACKAGING_DESIGN_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Converting machine operators (CONVERTING_ASKED): a job the title must name.
    pattern: CONVERTING_ASKED,
    word: 'converting machine operators',
    test: CONVERTING_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Cleaning staff on the ground (ISCO-08 9112 cleaners, 9123 window cleaners, 5151 cleaning supervisors;
    // ESCO "cleaner", "window cleaner", "cleaning supervisor"), in the seven languages: agent de propreté,
    // agente de limpeza, Reinigungskraft, schoonmaker, addetto alle pulizie, limpiador, and their team leaders
    // ("chef d'équipe propreté", "encarregada de limpeza"): a job the title must name, whatever it reads as.
    pattern: CLEANING_ASKED,
    word: 'cleaning staff',
    test: CLEANING_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Ride operators of a theme park or fair (ISCO-08 9629 elementary workers n.e.c., fairground and amusement ride
    // attendants; ESCO "amusement park attendant"): ride host, attractiemedewerker, Fahrgeschäftsmitarbeiter,
    // opérateur d'attractions, operador de atracciones, operatore delle attrazioni, and their team leaders: a job the
    // title must name by the rides it runs, whatever it reads as.
    pattern: RIDE_OPERATOR_ASKED,
    word: 'ride operators',
    test: RIDE_OPERATOR_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Hydrotherapy agents of a thermal spa (ISCO-08 5329 personal care workers in health services n.e.c.; ESCO
    // "hydrotherapist"): agent thermal, agente termal, hydrothérapeute, idroterapista, medizinischer Bademeister, who
    // give the water treatments, and the team leaders of those treatments: a job the title must name.
    pattern: THERMAL_AGENT_ASKED,
    word: 'hydrotherapy agents',
    test: THERMAL_AGENT_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Employee representatives, a seat held beside a day job: works council (CSE, Betriebsrat,
    // ondernemingsraad, comité de empresa, RSU, comissão de trabalhadores) and union delegates. The title of a
    // position (or the headline) must name the seat; the day job is no part of it.
    pattern: EMPLOYEE_REP_ASKED,
    word: 'employee representatives',
    test: EMPLOYEE_REP_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Pharmaceutical sales representatives who call on doctors (ESCO "medical sales representative"): the
    // informatore scientifico del farmaco (ISF), visitador médico, Pharmareferent, délégué médical,
    // artsenbezoeker, delegado de informação médica: a job the title must name, whatever it reads as.
    pattern: MEDICAL_REP_ASKED,
    word: 'medical sales representatives',
    test: MEDICAL_REP_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Security guards and remote-monitoring operators (ISCO-08 5414 security guards; ESCO "security guard",
    // "fire safety inspector", "alarm monitoring operator"), in the seven languages: agent de sécurité, agent
    // SSIAP, vigile, maître-chien, opérateur de télésurveillance, Sicherheitsmitarbeiter, vigilante, beveiliger,
    // guardia giurata, and as the Nordic labels say it (vagt, sikkerhedsvagt, väktare, vekter, vartija): a job the title
    // must name; an operator of remote monitoring is no production operator. A museum's attendants (custodi,
    // Museumsaufsicht, suppoosten, gardiens de salle) guard the objects in the rooms and are read with them.
    pattern: GUARD_ASKED,
    word: 'security guards',
    test: GUARD_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A fire service's crew by its ranks (see FIRE_CREW_ASKED): a job the title must name, in any function.
    pattern: FIRE_CREW_ASKED,
    word: 'fire-service crew',
    test: FIRE_CREW_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // The crew commanders of a fire service (see FIRE_COMMANDER): a job the title must name, in any function.
    pattern: FIRE_COMMANDER_ASKED,
    word: 'fire crew commanders',
    test: FIRE_COMMANDER_ASKED,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Maintenance staff (ISCO-08 7233 agricultural and industrial machinery mechanics; ESCO "maintenance technician",
    // "maintenance and repair engineer"), of a plant, a yard or a building: maintenance, Instandhaltung, Wartung,
    // entretien, mantenimiento, manutenção, manutenzione, onderhoud, údržba, utrzymanie ruchu. A job the title must name,
    // at any seniority and in any function (a maintenance electrician is one).
    // (A maintenance word alone as a heading, "Manutenção em terra: …", is that team too: MAINTENANCE_HEADING.)
    pattern: new RegExp(
      String.raw`\b(maintenance|instandhaltung\w*|wartung\w*|entretien|mantenimiento|manutencao|manutenzione|onderhoud\w*|udrzb\w*|utrzymani\w*) (staff|team|people|crew|workers|personnel|department|employees)\b|${PLANT_MAINTENANCE_TRADES}`,
    ),
    word: 'maintenance staff',
    test: new RegExp(
      String.raw`\b(maintenance|instandhalt\w*|wartung\w*|entretien|mantenimiento|manutencao|manutenzione|onderhoud\w*|udrzb\w*|utrzymani\w*|technische[rn]? dienst\w*|haustechni\w*|services? techniques?|servicios tecnicos|servicos tecnicos|servizi tecnici)\b|${PLANT_MAINTENANCE_TRADES}`,
    ),
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A publisher's audiobook team (ESCO "audio producer" in publishing): Hörbuch, audiobook, livre audio, audiolibro,
    // audiolivro, luisterboek. A job the title must name (its head, producers, narrators), in any function.
    pattern:
      /\b(h(o|oe)rbuch\w*|audio ?books?|livres? audio|audiolivros?|audiolibros?|audiolibri|luisterboek\w*)\b/,
    word: 'audiobook team',
    test: /\b(h(o|oe)rbuch\w*|audio ?books?|audiobook\w*|livres? audio|audiolivros?|audiolibros?|audiolibri|luisterboek\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Who organises trade fairs and a company's presence at them (ESCO "event planner", "exhibition coordinator"):
    // fiere, trade fairs and shows, Messen, salons, ferias, feiras, beurzen. A job the title must name, events or
    // fairs, in any function (a marketing director whose title names neither is not one).
    pattern:
      /\b(fiere|trade ?(fairs?|shows?)|messen|messeauftritt\w*|salons? (professionnels?|internationaux)|ferias (comerciales|internacionales)|feiras (internacionais|comerciais)|beurzen|vakbeurzen)\b/,
    word: 'trade fairs and events',
    test: /\b(events?|eventi|eventos?|evenements?|evenementen|event\w*|veranstaltung\w*|fiere|fiera|feiras?|ferias?|\w*messe[nr]?|messe\w*|salons?|trade (fairs?|shows?)|\w*beurs\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A publisher's rights and licensing (ESCO "rights manager" in publishing): foreign, subsidiary, film, media and
    // translation rights sold to other houses and producers; Lizenzen und Rechte, Nebenrechte, droits étrangers,
    // derechos internacionales, direitos, diritti, buitenlandse rechten. A job the title must name (rights or a
    // licence word), in any function; a brand's licensing with no rights word is not asked for here.
    pattern: PUBLISHING_RIGHTS,
    word: 'rights and licensing',
    test: /\b(rights|\w*rechte|lizenz\w*|licen[cs]\w*|droits|derechos|direitos|diritti|\w*rechten)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A publisher's book production (Herstellung: ESCO "publishing production coordinator"; typesetters, ISCO-08 7321
    // pre-press technicians): Buchherstellung, Hersteller:innen, Satz, Setzer, typesetters, book production. A job the
    // title must name (herstell-, Setzer, Satz, typesetting, pre-press), in any function: neither all of operations
    // nor the cover designers. A printing works' prepress, asked for by name ("prepress", "Druckvorstufe"), is the
    // prepress function of the vocabulary (holdout 88).
    pattern:
      /\b(buchherstellung|herstellerinnen|hersteller(in)?|schriftsetzer\w*|setzer(in|innen)?|satz|typesetters?|typesetting|book production)\b/,
    word: 'book production',
    test: /\b(herstell\w*|buchherstell\w*|schriftsetzer\w*|setzer(in|innen)?|satz|typesett\w*|book production|pre-?press|druckvorstufe)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Gemmologists and a grading laboratory's staff (ESCO "gemmologist", "precious stone grader"): gemmologue,
    // Gemmologin, gemmoloog, gemólogo, gemmologo; "laboratoire de classement (grading)", "grading lab". A job the
    // title must name (gemmolog-, grading), in any function.
    pattern:
      /\b(gemm?olog\w*|(personnel |staff |people )?(du |of the |of |de |del )?(laboratoire|labo|lab|laboratory|laboratorio|labor|laboratorium)s? (de |du |of |for )?(classement|grading)|grading (lab\w*|labo|staff|people)|(diamond|stone|edelstein) grad\w*)\b/,
    word: 'gemmologists and graders',
    test: /\b(gemm?olog\w*|grading\w*|gradinglab\w*|grader\w*|classement|edelsteinkund\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // (After a kind of laboratory: a grading lab's staff are its graders.)
    // A laboratory's whole staff, said as such ("personal del laboratorio", "laboratory staff", "personnel du
    // laboratoire", "laboratoriumpersoneel"): its head, analysts, technicians, samplers and interns (ISCO-08 2113
    // chemists, 3111 chemical and physical science technicians), whose titles name the laboratory.
    pattern:
      /\b((lab|laboratory) (staff|personnel|team|people|employees)|(todo el |all )?(personal|equipo|plantilla) del? laboratorio|personnel du laboratoire|(equipe|personnel) (du |de )?labo(ratoire)?|laboratoriumpersoneel|(personeel|medewerkers) van het (lab|laboratorium)|personale (del |di )?laboratorio|(pessoal|equipa|equipe) do laboratorio|laborpersonal|(mitarbeiter\w*|team|belegschaft) (des |im )?labors?)\b/,
    word: 'laboratory staff',
    test: /\b(laborat\w*|labs?\b|labo\b|labor(leit|ant|assist|techni|chef|personal)\w*|labor(?![a-z]| (relations?|law|markets?|unions?|costs?)\b))/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Vault staff (ESCO "vault custodian"; a bank's or a diamond house's strongroom), in the seven languages and
    // Icelandic: vault custodian, kluisbeheerder, Tresorverwalter, gardien de coffre, bóveda, caveau, hvelfing. A
    // job of physical security the title must name.
    pattern:
      /\b(vault (staff|custodians?|keepers?|employees|team|people|officers?|managers?)|vaults?|kluis\w*|tresor(raum)?\w*|(gardiens? de )?coffres?-forts?|salle des coffres|b(o|ó)vedas?|caveau\w*|cofres?-fortes?|hvelfing\w*)\b/,
    word: 'vault staff',
    test: /\b(vaults?|vault \w+|kluis\w*|tresor\w*|coffres?|coffre-fort\w*|bovedas?|caveau\w*|cofres?|hvelfing\w*|strongroom\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // The bid or tender team (appels d'offres, Ausschreibungen, licitaciones, gare d'appalto, aanbestedingen):
    // bid managers and writers, chargés d'appels d'offres, Angebotsmanager: a job the title must name.
    pattern: BID_ASKED,
    word: 'bid and tender team',
    test: BID_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Restorers and conservators (ESCO "conservator", "restorer"): Restaurator/in and its compounds
    // (Möbelrestaurator), Restaurierung, restaurateur (d'orgues, d'art), restauratore/restauratrice, restaurador,
    // restaurateur (nl), restauratie: a job the title must name, in any function. The French "restauration", Spanish "restauración" and Portuguese "restauração"
    // alone are catering, so they ask for restorers only with what is restored. A conservation scientist (ESCO
    // "conservation scientist", ISCO-08 2621) works beside them on the same objects and is read with them.
    pattern:
      /\b(restorers?|restoration|conservator-restorers?|conservation scientists?|scien\w+ (de la |della |de |da )conserva\w*|konservierungswissenschaftler\w*|restaurator\w*|restaurierung\w*|restaurateurs? (d'|de |du |des )(orgues?|art|oeuvres?|patrimoine|meubles?|instruments?|tableaux)|restauration (d'|de |du |des )(orgues?|art|oeuvres?|patrimoine|meubles?|instruments?|monuments?)|restaurat(ore|ori|rice|rici)|restauro|restaurador(es|as?)?|restauracion (de |del )(organos?|arte|patrimonio|obras?|muebles|instrumentos?)|restauracao (de |do |da |dos )(orgaos?|arte|patrimonio|obras?|moveis|instrumentos?)|restauratie\w*)\b/,
    word: 'restorers',
    test: /\b(restor(er|ers|ation)|conservation scientists?|scien\w+ (de la |della |de |da )conserva\w*|konservierungswissenschaftler\w*|\w*restaurat(or|orin|oren|orinnen|ore|ori|rice|rici|eur|eurs|euse|ie)\w*|\w*restaurier\w*|restauration\w*|restauro|restaurador\w*|restauracao|restauracion)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Building automation (ESCO "building automation technician"; ISCO-08 3113 electrical engineering technicians):
    // the programmers, technicians and project leads of a building's control systems, KNX, BACnet, DALI, the
    // Gebäudeautomation (GA, GLT, MSR), gestion technique du bâtiment (GTB), domótica, gebouwautomatisering,
    // automação predial, automazione degli edifici, building management systems (BMS): a job the title must name.
    pattern:
      /\b(building automation|building management systems?|bms|knx|bacnet|dali|geb(a|ä)udeautomation\w*|geb(a|ä)udeleittechnik|glt|gestion technique (du|des) b(a|â)timents?|gtb|automatisation (du|des) b(a|â)timents?|automatizaci(o|ó)n (de|del) (los )?edificios?|dom(o|ó)tica|gebouwautomatisering|gebouwbeheersystemen|automa(c|ç)(a|ã)o predial|automazione (degli|dell.) edifici\w*|building automation \w+)\b/,
    word: 'building automation',
    test: /\b(building automation|building management systems?|bms|knx|bacnet|dali|gebaudeautomation\w*|geb(a|ä)udeautomation\w*|gebaudeleittechnik|glt|ga|gestion technique (du|des) batiments?|gtb|automatisation (du|des) batiments?|automatizacion (de|del) (los )?edificios?|domotica|gebouwautomatisering|automacao predial|automazione (degli|dell.) edifici\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // A housing association's neighbourhood staff, who keep an estate liveable: wijkbeheer and leefbaarheid
    // (wijkconsulent, wijkbeheerder, leefbaarheids- or overlastconsulent, buurtbemiddeling), Quartiersmanagement,
    // gestion de proximité, neighbourhood or estate officers, gestor de barrio, gestore di quartiere: a job the title
    // must name.
    pattern:
      /\b(wijkbeheer\w*|wijkconsulent\w*|wijkmeester\w*|leefbaarheid\w*|overlastconsulent\w*|buurtbemiddel\w*|quartiersmanag\w*|gestion(naires?)? de proximit(e|é)|agents? de proximit(e|é)|neighbou?rhood (managers?|officers?|management|consultants?|coordinators?)|estate (officers?|managers?)|gestor(es|as?)? de (barrio|bairro)|gestor[ei] di quartiere)\b/,
    word: 'neighbourhood management',
    test: /\b(wijkbeheer\w*|wijkconsulent\w*|wijkmeester\w*|leefbaarheid\w*|overlastconsulent\w*|buurtbemiddel\w*|quartiersmanag\w*|(gestion\w*|agent\w*) de proximite|neighbou?rhood (manager|officer|management|consultant|coordinator)\w*|estate (officer|manager)\w*|gestor\w* de (barrio|bairro)|gestor\w* di quartiere)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Collection documentation (ISCO-08 2621 archivists, 2622 librarians; ESCO "registrar", "archivist",
    // "cataloguer"): registrars, catalogers, archivists and librarians of a museum, an archive or a library, in the
    // seven languages: Registrar, catalogador/catalogatore/catalogueur, archivista/Archivar/archivaris,
    // bibliotecario/Bibliothekar/bibliothécaire. A job the title must name.
    pattern:
      /\b((assistant )?registrars?|registrador(a|es|as)? de (las |los )?(colecciones|obras)|catalog(u)?ers?|catalogador(es|as?)?|catalogat(ori|rici|ore|rice)|catalogueu(r|rs|se|ses)|katalogisierer\w*|archivists?|archivist(as?|e|es|i|en)|archiwi(sci|sta|stka|stki)|documentalist(s|as?|es|i|en)?|dokumentalist(en|in|innen)?|archiver(o|a|os|as)|archivar(e|in|innen)?|archivaris(sen)?|arquivistas?|librarians?|bibliotecari(o|a|os|as|e|i)(-archiv\w*)?|bibliothekar(e|in|innen)?|biblioth(e|é)caires?|bibliothecaris(sen)?)\b/,
    word: 'registrars, archivists and librarians',
    test: /\b(registrar|registrador(a)? de (colecciones|obras)|catalog(u)?er|catalogador\w*|catalogat(ore|rice)|catalogueu(r|se)|katalogisier\w*|archivist\w*|archiwist\w*|archiwum|documentalist\w*|dokumentalist\w*|archivero|archivera|archivar\w*|archivaris|arquivista|librarian|bibliotecari[oa]|bibliothekar\w*|bibliothecaire|bibliothecaris)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Voicers and tuners of instruments (ESCO "musical instrument tuner", the organ builder's voicer): voicer,
    // Intonateur/in, harmoniste, intonatore; tuner, Stimmer/Orgelstimmer, (orgel)stemmer, accordeur, accordatore,
    // afinador, stroiciel. A job the title must name, in any function.
    pattern:
      /\b((organ |piano |instrument )?(voicers?|tuners?)|intonat(eur|eure|eurs|eurin|eurinnen|rice|rices|ore|ori)|harmonistes?|\w*stimmer(in|innen)?|\w*stemmers?|accordeu(r|rs|se|ses)|accordat(ore|ori|rice|rici)|afinador(es|as?)?|stroiciel\w*)\b/,
    word: 'voicers and tuners',
    test: /\b(voic(er|ers|ing)|tuner\w*|intonat(eur|rice|ore|ori)\w*|harmoniste\w*|\w*stimmer\w*|\w*stemmer\w*|accordeu\w*|accordat(ore|ori|rice|rici)\w*|afinador\w*|stroiciel\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Master craftspeople (the German Meister, the French maître artisan and Meilleur Ouvrier de France, the
    // Portuguese mestre, the Italian maestro artigiano): a title the person holds, named in
    // their title or headline ("Orgelbaumeisterin", "Maître tonnelier", "MOF"). Not a Hausmeister (caretaker),
    // Bürgermeister, Kapellmeister, Bademeister, a maître d'hôtel or a scrum or web master; the Dutch -meester
    // compounds are jobs (veilingmeester, keurmeester, huismeester), not a master's title.
    pattern:
      /\b(master (craftsm[ae]n|craftspeople|craftspersons?|artisans?|tradesm[ae]n|coopers?|carpenters?|joiners?|builders?|bakers?|masons?|smiths?)( titles?)?|(?!(haus|burger|kapell|konzert|bade|wacht|quartier|hof|zeug|bau|brand|platz)meister)\p{L}{3,}meister(in|innen)?|meisterbrief|meistertitel|maitres? (artisans?|tonneli\w*|charpenti\w*|menuisi\w*|ebenist\w*|boulang\w*|patissi\w*|verri\w*|ferronni\w*|forgeron\w*|luthi\w*|facteurs? d.orgues?|couvreu\w*|tailleu\w* de pierre)|meilleurs? ouvri\w* de france|mof|mestres? (tanoeir\w*|artesa\w*|carpinteir\w*|marceneir\w*)|maestr[oi] artigian\w*)\b/u,
    word: 'master craftspeople',
    test: /(?<![\p{L}])((?!(haus|burger|kapell|konzert|bade|wacht|quartier|hof|zeug|bau|brand|platz)meister)\p{L}{3,}meister(in|innen)?|meister(in)?|maitres? (artisan|tonneli|charpenti|menuisi|ebenist|boulang|patissi|verri|ferronni|forgeron|luthi|facteur|couvreu|tailleu)\p{L}*|meilleure? ouvri\p{L}* de france|mof|master (craftsm|artisan|cooper|carpenter|joiner|builder|baker|mason|smith)\p{L}*|mestre (tanoeir|artesa|carpinteir|marceneir)\p{L}*|maestr[oa] artigian\p{L}*)(?![\p{L}])/u,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // The heads of a region (regional directors and managers, Regionalleiter, directeur régional, director
    // regional, direttore regionale, regiodirecteur): a job the title must name, as a branch head's is; not
    // every director nor the heads of a function in a region ("RRH Région Est").
    pattern: REGIONAL_HEAD_TITLE,
    word: 'regional heads',
    test: REGIONAL_HEAD_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // The heads of a branch or site ("branch managers", "directores de sucursal", "directeurs d'agence",
    // "Niederlassungsleiter"): the title must name the branch, whatever function it reads as.
    pattern: BRANCH_HEAD_TITLE,
    word: 'branch heads',
    test: BRANCH_HEAD_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Kitchen planners and designers ("Küchenplaner", "cuisinistes", "keukenontwerpers"): a job the title must
    // name, whatever function it reads as; "planners" alone stay planning in operations.
    pattern: KITCHEN_PLANNER_TITLE,
    word: 'kitchen planners',
    // (The product owner of an online kitchen planner builds software: "Product Owner Online-Küchenplaner".)
    test: new RegExp(
      `^(?!.*\\b(product|produkt\\w*|software|online|digital|apps?|developers?|entwickler\\w*)\\b).*${KITCHEN_PLANNER_TITLE.source}`,
    ),
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Sales advisors in a shop or a showroom ("sales advisors", "Verkaufsberater", "asesores de venta",
    // "consulenti di vendita"): a job the title must name, read before the advisor's engagement.
    pattern: SALES_ADVISOR_ASKED,
    word: 'sales advisors',
    test: SALES_ADVISOR_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Field technicians, installers and fitters (ISCO-08 7422, 7413; ESCO "kitchen unit installer"): a job
    // the title must name, whatever function it reads as ("Küchenmonteur", "Técnico de Instalação FTTH",
    // "Servicetechniker Montage"), not anyone in operations nor a network engineer.
    // ("Field service technicians", "Servicetechniker", "servicemonteurs" stay field service, read apart.)
    pattern: new RegExp(`(?!(field )?service ?-?\\w*)${FIELD_TECHNICIAN_TITLE.source}`),
    word: 'field technicians and installers',
    test: FIELD_TECHNICIAN_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Event and stage technology: lighting, sound and AV technicians, riggers, "Meister für
    // Veranstaltungstechnik" (ISCO-08 3521; ESCO lighting, sound and audio-visual technicians). A job the
    // title must name, whatever function it reads as: "Veranstaltungs-" (events) does not make it marketing.
    pattern:
      /\b(veranstaltungstechni\w*|realizator(zy|ka|ki)? dzwieku|eventtechni\w*|buhnentechni\w*|(licht|ton|av|audio|video|buhnen|medien|event|veranstaltungs)-?techni(k|ker)\w*|(lighting|light|sound|audio|audio-?visual|av|stage|event|video) (technicians?|techs?|engineers?|operators?|crews?)|riggers?|tonmeister\w*|beleuchter\w*|techniciens? (son|lumiere|audiovisuel\w*|du spectacle|de spectacle|plateau)|tecnic[oa]s? (de )?(sonido|iluminacion|audiovisuales?|som|iluminacao|audio|luci|suono|video)|tecnici (audio|luci|del suono|video)|fonic[io]|(licht|geluids|av|podium)-?technic(us|i))\b/,
    word: 'event technicians',
    test: EVENT_TECH_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    // Field service: the technicians and service engineers who install and repair the company's machines
    // at the customer's, in the seven languages. A job the title must name: not all engineers, nor all
    // of operations or support.
    pattern:
      /\b(field[- ]service( (technicians?|techs?|engineers?|staff|team|people|workers?|reps?|representatives?))?|(?<!(customer|client|kunden|guest|it|cloud|web) )service (technicians?|techs?|engineers?|mechanics?|fitters?)|servicetechni\w*|servicemonteur\w*|service-?techniker\w*|kundendienst(techniker|monteur|mitarbeiter)\w*|aussendienst(techniker|monteur)\w*|techniciens? (sav|customer service|de service|itinerants?|d'intervention)|tecnic(o|a|os|as|i|he) (de (campo|servicio|servico|asistencia|assistencia)|di assistenza)|servicetechnici|servicemonteurs?|im aussendienst)\b/,
    word: 'field service',
    test: FIELD_SERVICE_TITLE,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: /\bproduct owners?\b/,
    word: 'product owners',
    test: /\bproduct owner\b/,
    functions: ['product'],
    levels: null,
  },
  {
    // The job noun in each of the seven languages, alone or at the end of a German compound.
    pattern:
      /\b(engineers?|developers?|programmers?|\w*entwickler(in|innen)?|\w*programmierer(in|innen)?|ingenieur(e|in|innen|s|es)?|ingenier[oa]s?|engenheir[oa]s?|ingegner[ei]|ontwikkelaars?|developpeu(r|rs|se|ses)|desarrollador(a|es|as)?|desenvolvedor(a|es|as)?|sviluppat(ore|ori|rice|rici))\b/,
    word: 'engineers',
    // (A title naming software development as its work, "Werkstudentin Frontend-Entwicklung", "Stagiaire
    // développement web", names the developer's job; business development is sales and never reads so.)
    test: /\b(engineer|developer|programmer|(software|frontend|front-end|backend|back-end|web|app|apps|mobile|fullstack|full-stack|ios|android|sap|erp|abap)[- ]?(entwicklung|development|developpement|desarrollo|desenvolvimento|sviluppo|ontwikkeling)|(entwicklung|developpement|desarrollo|desenvolvimento|sviluppo|ontwikkeling) (software|frontend|front-end|backend|back-end|web|mobile|fullstack|full-stack|ios|android|sap|erp|abap)|\w*entwickler\w*|\w*programmierer\w*|ingenieur\w*|(qualitats|software|system|daten|sicherheits|vertriebs)ingenieur\w*|ingeniero|ingeniera|engenheir[oa]|ingegnere|ontwikkelaar|developpeu\w+|desarrollador\w*|desenvolvedor\w*|sviluppat\w+)\b/,
    functions: ['engineering'],
    levels: ['individual'],
  },
  {
    // "Art directors", "directores de arte", "diretores de arte": a designer's job (ESCO occupation "art director"),
    // the title must name it; the "director" in it is no seniority. (The French "directeurs artistiques" of a
    // definition are read with the performing arts' artistic directors, above.)
    pattern: /\b(art directors?|director(a|es|as)? de arte|diretor(a|es|as)? de arte)\b/,
    word: 'art directors',
    test: /\b(art direct(or|ors|rice|ion)|direct(eur|rice)s? artistiques?|director(a|es|as)? de arte|diretor(a|es|as)? de arte)\b/,
    functions: ['design'],
    levels: null,
  },
  {
    pattern: /\b(designers?)\b/,
    word: 'designers',
    // Designers in every language and gender: "Designerin", "graphiste", "diseñadora", "vormgever".
    test: /\b(designer\w*|\w+designer\w*|disenador\w*|graphiste\w*|grafiker\w*|grafic[oa]s?|graphic\w*|ontwerper\w*|vormgever\w*|illustrat\w*|desenhista\w*|designer|ux|ui|art director\w*|directeur artistique|directrice artistique)\b/,
    functions: ['design'],
    levels: ['individual'],
  },
  {
    pattern: /\b(marketers?)\b/,
    word: 'marketers',
    test: /\bmarketing\b|\bmarketer\b/,
    functions: ['marketing'],
    levels: ['individual'],
  },
  {
    // The job in the seven languages, as the title side reads it: "Contabili" is the accountants, not
    // everyone in finance (the CFO is no contabile).
    pattern:
      /\b(accountants?|book-?k?eepers?|buchhalter(in|innen)?|comptables?|contables?|contador(es|as?)?|contabilistas?|contabil[ei]|boekhouders?)\b/,
    word: 'accountants',
    // "Técnica de Contabilidade", "Accounts Payable Clerk": a title naming the accounting work is that job.
    test: /\b(accountant|bookkeeper|buchhalter\w*|comptable|contable|contador\w*|contabilista|contabile|boekhouder|accounting|contabilidade|contabilidad|comptabilite|buchhaltung|contabilita|boekhouding|accounts (payable|receivable|assistants?|clerks?|officers?|administrators?|technicians?|assistent\w*)|(ap|ar) (clerks?|specialists?|accountants?|assistants?|officers?|administrators?)|kreditoren\w*|debitoren\w*|crediteuren\w*|debiteuren\w*)\b/,
    functions: ['finance'],
    levels: ['individual'],
  },
  {
    // Accounts payable and receivable ("AP/AR", Kreditoren, crediteurenadministratie, cuentas por pagar): a
    // job within accounting that the title must name ("AP Clerk", "Kreditorenbuchhalterin"); it drops the
    // clerks, not the head of accounting.
    pattern:
      /\b(accounts (payable|receivable)|kreditoren\w*|debitoren\w*|crediteuren\w*|debiteuren\w*|cuentas (por|a) (pagar|cobrar)|contas a (pagar|receber)|comptabilite (fournisseurs|clients)|contabilita (fornitori|clienti))\b/,
    word: 'accounts payable or receivable',
    test: /\b(accounts (payable|receivable)|(ap|ar) (clerks?|specialists?|accountants?|assistants?|officers?|administrators?|team)|\w*kreditor\w*|\w*debitor\w*|\w*crediteur\w*|\w*debiteur\w*|cuentas (por|a) (pagar|cobrar)|contas a (pagar|receber)|comptab\w* (fournisseurs|clients)|contabilita (fornitori|clienti))\b/,
    functions: ['finance'],
    levels: null,
  },
  {
    // Controllers are no accountants: "finance except accountants" keeps them.
    pattern: /\b(controllers?)\b/,
    word: 'controllers',
    test: /\b(controller\w*|controleu(r|se)\w*|controlling|control de gestion|controllo di gestione|controle de gestao)\b/,
    functions: ['finance'],
    levels: ['individual'],
  },
  {
    pattern: /\b(hrbps?|hr business partners?|people partners?|people business partners?)\b/,
    word: 'HR business partners',
    test: /\b(hrbps?|(hr |people |rh |rrhh )?business partner\w*( rh| rrhh| hr)?|people partner)\b/,
    functions: ['people'],
    levels: null,
  },
  {
    // Business analysts (ESCO "business analyst", ISCO-08 2421 management and organisation analysts):
    // a job the title must name; "no business analysts" drops them, not every analyst.
    pattern:
      /\b(business analysts?|business-analyst\w*|businessanalyst\w*|analistas? de negocios?|analistas? (di )?business|analystes? (metier|fonctionnel\w*|d.affaires)|bedrijfsanalist\w*)\b/,
    word: 'business analysts',
    test: /\b(business analyst\w*|business-analyst\w*|businessanalyst\w*|analist\w* de negocio\w*|analista (di )?business|analyste\w* (metier|fonctionnel\w*|d affaires)|bedrijfsanalist\w*)\b/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern: /\banalysts?\b/,
    word: 'analysts',
    test: /\banalyst\b|\banalyste?\b|\banalist(a|as|i|e|en)?\b|\banalytiker(in)?\b/,
    functions: [],
    levels: null,
  },
  {
    // Veterinarians (ISCO 2250) in seven languages: "vets", "veterinary surgeons", Tierärzte, dierenartsen,
    // vétérinaires, veterinarios, médicos veterinários. Clinical staff whose title names a vet; the nurses,
    // assistants (an "Ordinationsassistentin" too: the word ends a compound), technicians and receptionists of a veterinary practice are none.
    pattern:
      /(?<!(auxiliaires?|auxiliar(es)?|assistent[ei]?|assistants?|aides?|nurses?|technicians?|techniciens?) )\b(vets?|veterinarians?|veterinary (surgeons?|physicians?|doctors?)|tierarzt\w*|tierarzte|dierenartsen|dierenarts|veterinaires?|veterinari[oa]s?|medic[oa]s? veterinari[oa]s?|medecins? veterinaires?)\b/,
    word: 'vets',
    test: /^(?!.*\b(nurs\w*|\w*assist\w*|auxiliar\w*|aide\w*|enfermeir\w*|enfermer\w*|infirmi\w*|infermier\w*|verpleeg\w*|pflege\w*|fachangestellte\w*|recept\w*|techni\w*|sales|account\w*|care|student\w*|toa)\b).*\b(vets?|veterinar\w*|veterinair\w*|veterinaire\w*|tierarzt\w*|tierarztin\w*|dierenarts\w*|dyrlaege\w*|dyrlege\w*)\b/,
    functions: ['clinical'],
    levels: null,
  },
  {
    // A fire brigade is its firefighters (ISCO-08 5411 firefighters; ESCO "firefighter", "fire officer"): a company's
    // own brigade (Werkfeuerwehr, Betriebsfeuerwehr, bedrijfsbrandweer, brigade de sapeurs-pompiers d'entreprise,
    // brigada contra incendios, vigili del fuoco aziendali), its commander and members. A job the title must name, not
    // everyone in health, safety and environment: the safety advisers and the environment officers are no firefighters.
    pattern:
      /\b((company |plant |site |industrial |works |in-house |on-site )?fire ?(brigades?|fighters?|service|crews?|teams?|and rescue( service| team)?s?)|(werk|betriebs|berufs|flughafen)?feuerwehr\w*|(bedrijfs|industriele )?brandweer\w*|(sapeurs?[- ])?pompiers?|brigades? (de |d.)?(sapeurs?[- ])?pompiers?|bomber[oa]s?|brigadas? (contra|de) incendios|bombeir[oa]s?|brigadas? de incendio|vigil[ei] del fuoco|squadr[ae] antincendio)\b/,
    word: 'firefighters',
    test: /\b(fire ?fight\w*|fire (brigade|crew|chief|captain|officer|service)\w*|\w*feuerwehr\w*|\w*brandweer\w*|brandmeester\w*|(sapeurs?[- ])?pompiers?|bomber[oa]s?|bombeir[oa]s?|vigil[ei] del fuoco|antincendio|arff|rffs|s?slia)\b/,
    functions: ['health_safety'],
    levels: null,
  },
  {
    // Locums stand in for a doctor or vet for a time ("locum tenens", waarnemend dierenarts, Vertretungsarzt,
    // médecin remplaçant): clinical staff whose title says so.
    pattern:
      /\b(locums?|locum tenens|waarnemers?|waarnemend\w*|vertretungs(arzt|arzte|tierarzt|tierarzte)\w*|(medecins?|veterinaires?) remplacant\w*|remplacant\w*)\b/,
    word: LOCUMS_WORD,
    test: /\b(locum\w*|waarne\w*|vertretungs\w*|remplacant\w*|replacement vet\w*)\b/,
    functions: ['clinical'],
    levels: null,
  },
  {
    // Care assistants support clinical care beside the nurses (ISCO 5321/5322 health care and 3240 veterinary
    // assistants): "care assistants", "auxiliaires vétérinaires", "Pflegehelfer", "zorgassistenten". Clinical
    // staff whose title names the assisting job; never an executive or a sales assistant.
    pattern:
      /\b((health ?|patient |nursing |veterinary |vet |animal )?care assistants?|health ?care assistants?|nursing assistants?|nurse aides?|care aides?|(veterinary|vet|clinical) assistants?|auxiliaires? (de soins?|veterinaires?|de sante|de clinique)|aides?[- ]soignant\w*|auxiliar(es)? (de enfermeria|de clinica|veterinari[oa]s?|de saude)|pflegehelfer\w*|pflegeassistent\w*|zorgassistent\w*|dierenartsassistent\w*|tiermedizinische\w* fachangestellte\w*|operatori? socio[- ]sanitari[oa]|assistent[ei] veterinari[oa])\b/,
    word: 'care assistants',
    test: /\b(care assistant|health ?care assistant|nursing assistant|nurse aide|care aide|(veterinary|vet|clinical) assistant|auxiliaire\w*|aide[- ]soignant\w*|auxiliar\w*|pflegehelfer\w*|pflegeassistent\w*|zorgassistent\w*|dierenartsassistent\w*|tiermedizinische\w* fachangestellte\w*|operatore socio[- ]sanitario|assistente veterinari[oa])\b/,
    functions: ['clinical'],
    levels: null,
  },
  {
    // Team and project assistants ("project or team assistants", Teamassistenz, assistants de projet,
    // asistentes de proyecto): an assistant of a team or project, a job the title must name; an
    // executive assistant to the CEO is none.
    pattern:
      /\b((team|project|projekt|projet|proyectos?|progetto|projeto|equipe|equipo)((,| or| and| oder| und| ou| o| y| e| of| en)\s+(team|project|projekt|projet|proyectos?|progetto|projeto|equipe|equipo))*[- ]?(assistants?|assistent(in|innen|en)?|assistenz)|(team|projekt|project)assist\w*|assistant(e)?s? (de |d.)?(projet|equipe)s?|asistentes? de (proyectos?|equipo)|assistent[ei] (di )?(progetto|team)|assistentes? de (projetos?|equipe))\b/,
    word: 'team or project assistants',
    test: /\b((team|project|projekt|projet|proyecto|progetto|projeto|equipe|equipo)[- ]?assist\w*|(team|projekt|project)assist\w*|assist\w* (de |d |di |to the |for the )?(projet|proyecto|progetto|projeto|equipe|equipo|team|project)\w*)/,
    functions: [],
    levels: null,
    early: true,
  },
  {
    pattern:
      /\b((executive|personal|management|administrative) )?assistants?|assistent(in|innen|en)?|assistenz(?![a-z])|assistante?s?|asistentes?|assistenti|sekretar\w*|(?<!general )secretar(y|ies|es|ias?|esses?)\b(?! general)|(secretaires?|secretaria(t|do)s?)(?= (de (la )?direction|de direccion|de direcao|da direcao|di direzione)\b)|\beas\b|\bea(?=\u2061| (to|for) )/,
    word: 'assistants',
    // (A general secretary, "secretary general", is the officer who heads a public body's administration.)
    // An assistant accountant, auditor or controller (the Dutch "assistent-accountant") is a junior of that profession
    // (ISCO-08 3313 accounting associate professionals), not an assistant; a "managementassistente" is one.
    // "EA to the MD", "PA to the Factor": the abbreviation is an assistant only when it says whom it serves (or is plural).
    // A company (corporate, board) secretary or a secretary general is an officer of the company, not an
    // assistant ("General Counsel & Company Secretary").
    // "Assistente de Apoio ao Cliente", "Assistente de Contact Center", "assistente clienti": the Portuguese and Italian
    // grade word before the customers' desk names a contact-centre agent, not an assistant (holdout 88).
    test: /\b(assist(ant|ent|ente|entin|ante|enz)(?! socia|[- ](accountants?|auditors?|controllers?)\b)(?! (de |do |da |ao |di |du )?(apoio|atendimento|suporte|contact ?cent\w*|call ?cent\w*|clienti|client(e|es)?\b))|asistente(?! socia)|(management|office|buro|afdelings|bestuurs|secretariaats|kantoor)assist(ent|ente|entin|ant|ante)|(salgs|salg|verkaufs|vertriebs|verkoop|forsaljnings|myynti|export|eksport)assist(ent|entin|ant)|asistent(ka|ky)? (generaln\w* )?(reditel\w*|predsed\w*|jednatel\w*|vedeni|predstavenstv\w*|rektor\w*|riaditel\w*)|sekretar\w*|secretaires? de (la )?direction|(?<!(company|corporate|board) )secretar\w*(?! (general\w*|generale|geral|generaal|del consejo|do conselho|du conseil|del consiglio|(to|of) the board))|directiesecretar\w*|directieassist\w*|direktionsassist\w*|direktionssekret\w*|vorstandsassist\w*|geschaftsfuhrungsassist\w*|ledelsesassist\w*|chefassist\w*|direktorsassist\w*)\b|\b(ea|pa)(?= (to|for) )/,
    functions: [],
    levels: null,
  },
  {
    // "Equipo pedagógico y de contenidos: autores de contenidos didácticos, formadores": teaching
    // content, curricula and trainers are a job of their own, not marketing's content; the title must
    // say so (instructional design, curriculum, training, course content).
    pattern:
      /\b((equipos? |teams? |team )?(pedagogic\w*|padagogi\w*|pedagogi\w*|didactic\w*|didakti\w*|didattic\w*|educational|educativ\w*|instructional|instruccional\w*|instrucional\w*)( (y|e|et|and|und|en) (de |des |of )?(contenidos?|contents?|contenus?|conteudos?|contenuti|inhalte?n?))?|(contenidos?|contents?|contenus?|conteudos?|contenuti|inhalte|lerninhalte|leerinhoud|course|learning|lern|e-?learning) (didactic\w*|didakti\w*|didattic\w*|pedagogic\w*|padagogi\w*|pedagogi\w*|educativ\w*|educational|formativ\w*|designers?|authors?)|(autor(es|as|a)?|auteur(s|es)?|autori|auteurs?|authors?|writers?|redactor(es|as|a)?) (de |des |di |of |van |von )?(contenidos?|contents?|contenus?|conteudos?|contenuti|inhalte|lerninhalte|cursos?|courses?) (didactic\w*|didakti\w*|didattic\w*|pedagogic\w*|educativ\w*|educational|formativ\w*)|curricul\w*|curricol\w*|lehrpl(a|ä)n\w*|leerplan\w*|formador(es|as|a)?|formateur(s|rice|rices)?|formator[ei]|formatric[ei]|trainers?|trainer(in|innen)|schulungs\w*)\b/,
    word: TEACHING_WORD,
    test: /^(?!.*\bmarketing\b).*\b(instruction\w*|instruccional\w*|instrucional\w*|didact\w*|didakt\w*|didatt\w*|pedagog\w*|padagog\w*|curricul\w*|curricolo|lehrplan\w*|leerplan\w*|formador\w*|formateur\w*|formatric\w*|formator\w*|trainer\w*|schulung\w*|learning design\w*|e-?learning|content (lead|author|designer|developer|writer|editor|manager)s?|autor(a)? de contenidos?)\b/,
    functions: [],
    levels: null,
  },
  // "Press relations, internal comms, events": events name the work, so a title must name it ("PR &
  // Events Manager", "Chargée d'événements"), not every individual of marketing. So do the events team and
  // the organisation of events ("equipo de eventos", "organisation d'événements", "Veranstaltungsteam").
  {
    pattern:
      /^\s*(the |les |los |os |gli |die |de |el |la |l |het |our |unser(e|es)? )?((events?|evenements?|eventos?|eventi|veranstaltungen|evenementen)|(events?|veranstaltungs|evenementen) ?(team|teams|organi[sz]ation|organisatie|management|planning|planung)|(equipo|equipa|equipe|team|ufficio|afdeling) (de |d.|di |des |do |dos |van |der )?(los |les |gli |la |l.)?(events?|evenements?|eventos?|eventi|evenementen|veranstaltungen)|(organi[sz]acion|organizacao|organisation|organizzazione|organisatie|gestion|gestao|planificacion|organization) (de |d.|di |des |dos |van |of |von )?(los |les |gli |la |l.)?(events?|evenements?|eventos?|eventi|evenementen|veranstaltungen))\s*$/,
    word: 'events',
    test: /\b(events?|event\w*|evenement\w*|eventos?|eventi|veranstaltung\w*)\b/,
    functions: ['marketing'],
    levels: null,
  },
  // "Event coordinators", "coordinateurs et responsables d'événements", "Eventmanager", "coordinadores de eventos":
  // a job of events is one the title must name, in whatever function it reads ("Hoofd Zakelijke Markt & Events"
  // sells and runs them); read as all of marketing it kept every marketer (holdout 124). A job noun after the events
  // word is the job's own ("Eventmanager" is no manager of marketing); one before it says the seniority.
  {
    pattern:
      /((?<![a-z])(events?|evenementen|veranstaltungs)[ -]?(coordinat|koordinat|co.rdinat|planner|planer|organi[sz]|organisator|manager|leiter|leider|team)[a-z]*|(?<=(?<![a-z])(coordinat[a-z]*|koordinat[a-z]*|co.rdinat[a-z]*|organi[sz]at[a-z]*|responsables?|charge(e|es|s)?|gestor(a|es|as)?|managers?|jef(e|a|es|as)|responsabil[ei]|coordenador(a|es|as)?|team|equipe|equipo|equipa) (de |d.|des |di |del |dei |degli |delle |do |dos |da |das |van |of |der |von )?(los |les |las |gli |la |le |l |de |the )?)(evenements?|eventos?|eventi|events?|evenementen|veranstaltungen)(?![a-z])|(?<![a-z])evenementiel(le)?s?(?![a-z]))/,
    word: 'events',
    test: /\b(events?|event\w*|evenement\w*|eventos?|eventi|veranstaltung\w*)\b/,
    functions: [],
    levels: null,
  },
  {
    pattern: /\b(csms?|customer success managers?)\b/,
    word: 'customer success managers',
    test: /\bcsm\b|\bcustomer success manager\b/,
    functions: ['customer_success'],
    levels: null,
  },
  // A workshop's service advisers (Serviceberater, Kundendienstberater, serviceadviseur, conseiller service,
  // asesor de servicio, accettatore, consultor de serviço, servis danışmanı) receive the customers and their
  // vehicles: a job the title names, not an adviser on an advisory engagement.
  {
    pattern:
      /\b(service\u2060receptionists|service (advisers?|advisors?|consultants?|receptionists?)|serviceberater\w*|kundendienstberater\w*|kundenberater\w* (im )?(service|werkstatt)|serviceadviseur\w*|service ?adviseurs?|conseill(er|ere|ers|eres) (de )?service|receptionnaires? (apres-vente|atelier)|asesor(es|as)? de servicio|accettator[ei]|consulent[ei] (del )?service|consultor(es|as)? de servico|servis danismani)\b/,
    word: SERVICE_ADVISERS,
    test: /\b(service (adviser|advisor|consultant|receptionist)|serviceberater\w*|kundendienstberater\w*|serviceadviseur|service ?adviseur|conseill(er|ere) (de )?service|receptionnaire (apres-vente|atelier)|asesor(a)? de servicio|accettat(ore|rice)|consulente (del )?service|consultor(a)? de servico|servis danismani)\b/,
    functions: [],
    levels: null,
  },
  // A dealership's vehicle preparers (Fahrzeugaufbereiter, préparateur de véhicules, preparador de vehículos,
  // autopoetser, car valeter) and transfer drivers (Überführungsfahrer, convoyeur, conductor de traslados): jobs
  // the title must name.
  {
    pattern:
      /\b((vehicle|car) (preparers?|preparation|valeters?|detailers?)|valeters?|fahrzeugaufbereit\w*|aufbereiter\w*|autopoets\w*|voertuigpreparateur\w*|preparat(eur|rice)s? (de )?(vehicules|voitures|automobiles)|preparador(es|as)? de (vehiculos|coches)|preparator(i|e)? (di )?(veicoli|auto)|preparador(es|as)? de veiculos)\b/,
    word: VEHICLE_JOBS,
    test: /\b((vehicle|car) (preparer|preparation|valet\w*|detailer)|valeter|\w*aufbereit\w*|autopoets\w*|voertuigpreparateur|preparat(eur|rice) (de )?(vehicules|voitures|automobiles|vn|vo)|preparador(a)? de (vehiculos|coches|veiculos)|preparator(e)? (di )?(veicoli|auto))\b/,
    functions: [],
    levels: null,
  },
  {
    pattern:
      /\b(transfer drivers?|delivery drivers? of vehicles|(fahrzeug)?uberfuhrungsfahrer\w*|convoyeu(r|rs|se|ses)|conductor(es|as)? de traslados?|chofer(es)? de traslados?|autotransfer\w*|autista (per )?trasferimenti|motorista(s)? de transferencia)\b/,
    word: VEHICLE_JOBS,
    test: /\b(transfer driver|\w*uberfuhrung\w*|convoyeu(r|se)|(conductor|chofer)(a)? de traslados?|autotransfer\w*|autista (per )?trasferimenti|motorista de transferencia)\b/,
    functions: [],
    levels: null,
  },
  // A dealership's or a workshop's parts department (Teiledienst, magasin pièces, recambios, ricambi,
  // onderdelen): the people who stock and sell spare parts and accessories; the title must name parts.
  {
    pattern:
      /\b(parts (and|&) accessories|parts (department|counter|staff|people|team|sales|advisers?|advisors?|managers?)|spare parts|teiledienst\w*|(ersatz)?teile (und|&) zubehor|ersatzteil\w*|onderdelen(afdeling|magazijn)?|magasin (de )?pieces|pieces (de rechange|detachees)|(departamento de )?recambios|(magazzino )?ricambi|pecas (e acessorios|sobressalentes))\b/,
    word: PARTS_AND_ACCESSORIES,
    test: /\b(parts|teile\w*|teiledienst\w*|ersatzteil\w*|zubehor\w*|onderdelen\w*|pieces|recambios?|ricambi\w*|pecas|accessories|accessoires)\b|(teile|zubehor)\w*(verkaufer|leiter|berater|lagerist)\w*|\blagerist\w* teile/,
    functions: [],
    levels: null,
  },
  // "Flex administration", "flexadministratie", "Personalverwaltung", "personnel administration": the
  // administration of the (flex) workforce, its contracts, hours and pay, beside payroll; not operations.
  {
    pattern:
      /\b(flex ?administrat\w*|flexadministratie|flexadmin|uitzendadministratie|personeelsadministratie|personnel administration|staff administration|personalverwaltung|personaladministration|administration du personnel|administracion de personal|administracao de pessoal|amministrazione del personale)\b/,
    word: WORKFORCE_ADMINISTRATION,
    test: /\b(flex ?admin\w*|flexadministratie|uitzendadministratie|personeelsadministratie|personnel administration|staff administration|personalverwaltung|personaladministration|administration du personnel|administracion de personal|administracao de pessoal|amministrazione del personale|payroll|paie|nomina|lohn\w*|gehalt\w*|entgelt\w*|salaris\w*|loon\w*)\b/,
    functions: [],
    levels: null,
  },
  {
    pattern:
      /\b(payroll|paie|nominas?|lohnbuchhalt\w*|lohnverrechn\w*|personalverrechn\w*|gehaltsverrechn\w*|lohnabrechnung|gehaltsabrechnung|entgeltabrechnung|folha de pagamento|buste paga|paghe|salarisadministratie|loonadministratie|(gestion|administration|traitement) (des )?salaires|processamento (salarial|de salarios)|lonn?(administration|bogholderi|regnskab)|palkanlaskenta|palkkahallinto)\b/,
    word: 'payroll',
    test: PAYROLL_TITLE,
    functions: [],
    levels: null,
  },
  // Order administration (sales administration, ADV, Auftragsabwicklung, ordrebehandling) is a desk of the sales
  // side a title must name: a definition that asks for it does not want every seller and sales director.
  {
    pattern:
      /\b(order (administration|admin|processing|handling|management|desk)|sales (administration|admin|back ?office)|administration des ventes|adv|auftragsabwicklung|auftragsbearbeitung|vertriebsinnendienst|ordre ?(behandling|administrasjon|handtering)|orderadministratie|orderverwerking|orderbehandeling|administraci(o|ó)n de (pedidos|ventas)|gesti(o|ó)n de pedidos|amministrazione (vendite|ordini)|gestione (degli )?ordini|administra(c|ç)(a|ã)o de vendas|gest(a|ã)o de (pedidos|encomendas))\b/,
    word: 'order administration',
    test: /\b(adv|administration des ventes|order\w*|ordre\w*|auftrag\w*|pedidos|encomendas|ordini|sales admin\w*|sales support|sales back ?office|verkaufsinnendienst|vertriebsinnendienst|innendienst|back ?office)\b/,
    functions: ['sales'],
    levels: null,
    area: true,
  },
  // A stud's and a racing yard's commercial desks (ESCO "bloodstock agent"): bloodstock sales, stallion nominations,
  // syndication and owner relations are jobs a title must name; a definition that asks for them does not want every
  // salesperson of the company.
  {
    pattern:
      /\b(bloodstock|(stallion |mare )?nominations?|syndications?|syndicates?|owner(s)? relations?|owners? liaison|relations (avec les|with) (owners|proprietaires))\b/,
    word: 'bloodstock',
    test: /\b(bloodstock\w*|nominations?|syndicat\w*|owners? relations?|owners? liaison|relations proprietaires)\b/,
    functions: [],
    levels: null,
    area: true,
  },
  // them does not want production or plant managers. A traffic head ("chef de trafic", "jefa de tráfico", ISCO-08
  // 4323 transport clerks) plans the trucks: transport.
  {
    pattern:
      /\b(logistics?|logistik\w*|logistique|logistica|logistiek|transport(e|es|s)? (planning|planners?|planeamento|planejamento|planificaci(o|ó)n|pianificazione)|(planning|planeamento|planejamento|planificaci(o|ó)n|pianificazione|planung) (de |of |dei |der |des |do |dos |da |du )?(los |the |os )?transport(e|es|i|s)?|transportplan\w*|transportlogisti\w*|transport(ation|e|es|s)?|trasport[oi]|transportes|vervoer|spedition\w*|spedizion[ei]|shipping|expedi(cao|coes|cion|ciones|tion|tions)|\w{3,}transport(en|e|s)?|expeditie|expedice|supply chain|^\s*(the |our |gli |i |les |los |os |die |de )?(drivers|autisti|chauffeurs|conducteurs|conductores|choferes|motoristas|fahrer(innen)?) (compresi|inclusi|included|incluidos|incluidas|inclus|inbegriffen|too)\s*$|supply-chain|cadena de suministro|cadeia de (abastecimento|suprimentos)|chaine d.approvisionnement|catena di approvvigionamento|lieferkette|warehous\w*|almacen(es)?|armazem|magazzino|entrepots?|magazijn)\b/,
    word: 'logistics',
    test: /\b(logisti\w*|(chef|cheffe|chefs|jef[ea]s?|responsables?|encargad[oa]s?|capo|addett[oa]|controlador[a]?) (de |di |del |al )?(trafic|trafico|trafego|traffico)|expedi(tie|ce|cao|coes|cion|tion)\w*|spedizion\w*|shipping|supply chain|supply-chain|suministro|abastecimento|approvisionnement|approvvigionament\w*|lieferkette|warehous\w*|almacen\w*|armazem|magazzin\w*|entrepot\w*|magazijn\w*|lager\w*|transport\w*|kuljetu\w*|autonkuljettaja\w*|truck\w*|lorry|lorries|camion\w*|camioes|lkw\w*|\w*fahrer\w*|\w*chauffeur\w*|motorista\w*|autist[ai]|drivers?|fleet|wagenpark\w*|fuhrpark\w*|frota|flota|flotte|distribu\w*|dispon\w*|caristes?|gabelstapler\w*|staplerfahrer\w*|forklift\w*|heftruck\w*|carretiller[oa]s?|mulettist[ai]|empilhador\w*|preparat(eur|rice)s? de commandes?|order ?pick\w*|kommissionier\w*|magasinier\w*|mozzo|demand ?(&|and)? ?(supply )?plann\w*|supply plann\w*|s ?& ?op|planificaci\w* de (la )?demanda|bedarfsplan\w*|(transport|route|tour|dispatch|fleet|freight|shipping|distribution)\w*[ -]?plann\w*|plann\w* (de |of |du |der )?(transport|logisti|freight|shipping)\w*|(planificac\w*|planeamento|planejamento|pianificazion\w*) (de |do |dei |del )?(transport|logisti)\w*)/,
    functions: ['operations'],
    levels: null,
    area: true,
  },
  // Fish farming is a part of agriculture a title must name too (ISCO-08 6221 aquaculture workers): hatcheries
  // (settefisk, smolt), sea sites (lokalitet, Meeresstandort) and their operators (røkter, Fischwirt).
  {
    pattern:
      /\b(hatcher(y|ies)|sea[- ]sites?|sea farms?|fish farm(s|ing)?|salmon farm(s|ing)?|aquaculture|akvakultur|havbruk|oppdrett|settefisk\w*|smolt\w*|lokalitet\w*|fischzucht\w*|aquakultur\w*|meeresstandort\w*|pisciculture|piscifactor\w*|acuicultura|aquacultura|acquacoltura|viskwekerij\w*)\b/,
    word: 'fish farming',
    test: /\b(hatcher\w*|sea[- ]?(site|farm)\w*|fish farm\w*|salmon farm\w*|aquacult\w*|akvakult\w*|havbruk\w*|oppdrett\w*|settefisk\w*|smolt\w*|lokalitet\w*|rokter\w*|roekter\w*|foring\w*|sjo|fischzucht\w*|fischwirt\w*|aquakultur\w*|piscicult\w*|piscifactor\w*|acuicult\w*|acquacolt\w*|viskwek\w*)/,
    functions: ['agriculture'],
    levels: null,
    area: true,
  },
  // A vineyard is a part of agriculture a title must name (ISCO-08 6112 vine growers, 9211 pickers, 8341 tractor
  // drivers): agriculture also holds livestock and fish farming (6121, 6221), which are no vineyard work.
  {
    pattern:
      /\b(vineyards?|vignobles?|vignes?|weinbergs?|weinberge[n]?|vi(n|ñ)edos?|vinhas?|vinhedos?|vigne(to|ti)|wijngaard(en)?)\b/,
    word: 'vineyard',
    test: /\b(vineyard\w*|vignoble\w*|vigne\w*|vigner\w*|viti\w*|weinberg\w*|winzer\w*|weinbau\w*|vi(n|ñ)edo\w*|vi(n|ñ)ador\w*|vinha\w*|vinhateir\w*|vinhedo\w*|wijngaard\w*|wijnbouw\w*|vendang\w*|vendimi\w*|vindim\w*|vendemmi\w*|chef de culture|tract\w*|trator\w*|trattor\w*)/,
    functions: ['agriculture'],
    levels: null,
    area: true,
  },
  // The night shift (Nachtschicht, équipe de nuit, turno de noche/noite/di notte, nachtploeg): who works it
  // is a matter of the title or the work it names at night; running production by day is not it.
  {
    pattern:
      /\b(night ?shifts?|night work\w*|nachtschicht\w*|nachtdienst\w*|(equipe|poste|travail|quart|service) de nuit|turnos? (de |di |da )?(noche|notte|noite)|equipa de noite|nachtploeg\w*)\b/,
    word: 'night shift',
    test: /\b(night\w*|nuit|noche|nocturn\w*|notte|notturn\w*|noite|nacht\w*)\b/,
    functions: [],
    levels: null,
  },
  // production or plant managers are not the supply chain (a plant breeder or plant variety rights are the plants that
  // grow, holdout 107). The plant's manager (Werksleiter,
  // Betriebsleiterin) runs production, as do a printing works' prepress, pressroom and bindery heads (holdout 88).
  {
    pattern:
      /\b(production|manufacturing|productie|produktion|fertigung|produccion|producao|produzione|fabrication|plants?(?! (breed|variet|pathol|protect|scien|physiol|genet|health)\w*)|stabiliment[oi]|usines?|fabrieken|fabriek|werke?|turno|turni|shifts?|schicht\w*|capoturno|ploeg\w*)\b/,
    word: 'production',
    test: /\b(production|manufactur\w*|product(ie|ion)\w*|produktion\w*|fertigung\w*|produccion|producao|produzione|fabrication|plant\w*|stabiliment\w*|usine\w*|fabriek\w*|werk|werkleit\w*|werksleit\w*|betriebsleit\w*|shift\w*|schicht\w*|turno|capoturno|reparto|caporeparto|operai\w*|ouvrier\w*|obrer[oa]s?|operari[oa]s?|arbeiter\w*|line|linea|linha|linie|lijn|assembl\w*|montag\w*|montaj\w*|montaggio|\w*montage|bottling|embouteill\w*|abf(u|ü)ll\w*|imbottigl\w*|embotell\w*|engarraf\w*|botteler\w*|conditionnement|packaging line|verpackung\w*|envasad\w*|confezionament\w*|pre-?press\w*|prepresse|prestampa|druckvorstufe|preimpresion|pre-impressao|pressroom|druckerei\w*|imprimerie|tipografi\w*|bindery|buchbind\w*|reliure|legatori\w*|cartotecnic\w*|encuadernac\w*)\b/,
    functions: ['operations'],
    levels: null,
    area: true,
  },
  // Parts of finance narrower than the function: the title must name them (a CFO oversees treasury
  // and tax without being a treasury or tax person).
  // Accounting too: "Alle in Buchhaltung und Rechnungswesen" wants the bookkeepers and their head,
  // not the CFO, the head of finance or the finance intern.
  {
    pattern:
      /\b(accounting|book-?k?eeping|(finanz|lohn|debitoren|kreditoren)?buchhaltung|buchfuhrung|rechnungswesen|comptabilite|contabilidad|contabilidade|contabilita|boekhouding|financiele administratie)\b/,
    word: 'accounting',
    test: /\b(account(ing|ant|ants)\b|bookkeep\w*|\w*buchhalt\w*|buchfuhr\w*|rechnungswesen|comptab\w*|contab\w*|contador\w*|contable\w*|ragionier\w*|boekhoud\w*|administratie\w*|accounts (payable|receivable|assistants?|clerks?|officers?|administrators?|technicians?|assistent\w*)|(ap|ar) (clerks?|specialists?|accountants?|assistants?|officers?|administrators?)|\w*crediteur\w*|\w*debiteur\w*|\w*kreditor\w*|\w*debitor\w*|accounting)/,
    functions: ['finance'],
    levels: null,
    area: true,
  },
  {
    pattern:
      /\b(treasury|treasurers?|cash management|tresorerie|tesoreria|tesouraria|treasury\w*|kassenwesen|finanzdisposition|thesaurie)\b/,
    word: 'treasury',
    test: /\b(treasur\w*|cash manag\w*|tresor\w*|tesorer\w*|tesourar\w*|treasury\w*|thesaurie)/,
    functions: ['finance'],
    levels: null,
    area: true,
  },
  {
    pattern:
      /\b(tax|taxes|taxation|steuer\w*|fiscalite|fiscal(e|es|idad|idade|ita)?|impuestos|tributa\w*|impostos|imposte|belasting\w*)\b/,
    word: 'tax',
    test: /\b(tax\w*|steuer\w*|fiscal\w*|impuesto\w*|tributa\w*|imposto\w*|impost[ae]|belasting\w*)/,
    functions: ['finance'],
    levels: null,
    area: true,
  },
  // Offensive security is one job of security at any level: "ethical hackers", "red teamers" and
  // "pentesters" are those who test, not the SOC, the CISO or everyone in security.
  {
    pattern:
      /\b(ethical hackers?|red team(ers?)?|pen(etration)?[- ]?testers?|offensive security|hackers? (e|é)thiques?|hackers? (e|é)tic[oa]s?|ethische hacker\w*|pentester(in|innen|s)?|pentesteu(r|rs|se|ses))\b/,
    word: 'pentesters',
    // A title may spell the job otherwise ("IT-Sicherheit" for a working student who tests).
    orIndividual: true,
    test: /\b(pen(etration)?[- ]?test\w*|ethical hack\w*|red team\w*|offensive\w*|offensiv\w*|hacker\w*|hacking|intrusion\w*|eindringungs\w*)/,
    functions: ['security'],
    levels: null,
  },
  {
    // "Not the group CEO", "pas le PDG du groupe", "nicht der Konzernchef": the chief executive of the whole
    // company (whose staff the roster is), by a chief-executive title; a managing director or Geschäftsführer
    // of a subsidiary is not the group's CEO.
    pattern:
      /\b((group|konzern|groupe|grupo|gruppo|groep|groeps)[- ]?(ceos?|chief executives?( officers?)?)|(ceos?|chief executives?( officers?)?|pdg|consejer[oa]s? delegad[oa]s?|amministrator[ei] delegat[oi]|ceo) (of|du|del|do|della|dello|van|des) (the |la |le |el |o |il |de |het )?(group|groupe|grupo|gruppo|groep|konzerns?)|konzernchef\w*|konzern-?ceos?)\b/,
    word: 'the group CEO',
    early: true,
    test: /\b(ceo|chief executive|amministratore delegato|consejer[oa] delegad[oa]|pdg|president[ea]?[- ]directeur general|vorstandsvorsitzend\w*|vorstandschef\w*|konzernchef\w*|group managing director)\b/,
    functions: [],
    levels: ['c_level'],
  },
  {
    // "Ni presidentes no ejecutivos", "not the non-executive chairman": a chair of the board is
    // non-executive unless the title says it runs the company too (executive chairman, presidente y CEO,
    // presidente esecutivo); the chair of any board or statutory body counts ("Presidente del Collegio
    // Sindacale"), a vice president never.
    pattern:
      /\b(non-?executive (chair(man|men|woman|women|person|persons|s)?|presidents?)|presidentes? no[- ]ejecutiv\w*|president[ei] non[- ]esecutiv\w*|presidents? non[- ]executifs?|nicht[- ]?geschaftsfuhrende\w* (vorsitzend\w*|prasident\w*)|niet[- ]uitvoerende voorzitters?|presidentes? nao[- ]execut\w*)/,
    word: 'non-executive chairs',
    // Before the engagement words: "non-executive" here says which chairs, not a board seat.
    early: true,
    test: /^(?!.*\b(ceo|executive|ejecutiv\w*|esecutiv\w*|executi\w*|delegad\w*|delegat\w*|geschaftsfuhr\w*|chief|vice|vize|directeur general|director general|pdg)\b).*\b(chair(man|woman|person)?|president[ea]?|presidenta|prasident\w*|vorsitzend\w*|voorzitter)\b/,
    functions: [],
    levels: ['c_level'],
  },
  {
    // External members of a committee ("external members of the investment committee", "membri esterni di
    // comitati", "externe Ausschussmitglieder"): people who sit on a committee of the company without working
    // for it; the title must name a committee. They advise it, on whatever terms (an expert's own business).
    pattern:
      /\b((external|independent|outside) (members? of (the )?\w*\s?committees?|\w*\s?committee members?)|membri esterni (di|dei|del|della) (\w+ )?comitat\w*|membres? externes? (de|des|du) (\w+ )?comit\w*|miembros? extern[oa]s? (de|del|de los) (\w+ )?comit\w*|membros? extern[oa]s? (de|do|dos) (\w+ )?comit\w*|externe[nr]? (ausschuss|komitee)mitglieder\w*|externe (commissieleden|leden van (de )?(\w+)?commissies?))\b/,
    word: 'external committee members',
    test: /\b(\w*committee|comitato|comitati|comite|comites|comit[eé]|ausschuss\w*|komitee\w*|commissie\w*|\w*udvalg\w*|\w*kommitt(e|é)\w*|\w*valiokun\w*)\b/,
    functions: [],
    levels: null,
    engagements: ['advisor', 'contractor'],
  },
  {
    // A committee named as a body ("the investment committee", "il comitato investimenti", "der
    // Prüfungsausschuss"): its members, whose title names a committee, not everyone in the committee's field.
    pattern:
      /^\s*(the |our |its |il |le |la |el |das |der |het |de |o )?(?!(executive|management|leadership) committees?\s*$|(comitato|comite|comites) (de |di |du |del )?(direction|direccion|direcao|direzione|executif|ejecutivo|executivo|esecutivo)\s*$)((\w+ )?committees?|(comitato|comitati|comite|comites|comitat\w*)( (di |de |du |del |dei |des |do )?\w+)?|\w*ausschuss\w*|\w*commissie|\w*udvalg\w*|\w*kommitte\w*)\s*$/,
    word: 'committee members',
    // (The company's executive team is no such committee: "membre du comité de direction" is an executive's seat.)
    test: /^(?!.*\b(executive committee|management committee|comite (de )?(direction|direccion|direcao|executif|ejecutivo|executivo)|comitato (di )?(direzione|esecutivo)|codir|comex)\b).*\b(\w*committee|comitato|comitati|comite|comites|ausschuss\w*|\w*commissie\w*|\w*udvalg\w*|\w*kommitte\w*|\w*valiokun\w*)\b/,
    functions: [],
    levels: null,
  },
  {
    // "The chief investment officer": a title that names the investment chief, in English or as "CIO" (at an
    // investor the CIO runs the investments), or "Investeringsdirektør", "Anlagechef", "directeur des
    // investissements".
    pattern: /\bchief investment officers?\b/,
    word: 'chief investment officers',
    test: /\b(cio|chief investment officer|investeringsdirekt\w*|investeringschef\w*|anlagechef\w*|chief investment|directeur des investissements|directrice des investissements|director(a)? de inversiones|diretor(a)? de investimentos|direttore (degli )?investimenti|beleggingsdirecteur)\b/,
    functions: [],
    levels: ['c_level'],
    early: true,
  },
  {
    pattern: /\bchiefs? of staff\b/,
    word: 'chiefs of staff',
    test: /\b(chief of staff|stabschef\w*|(directeur|directrice|chef|cheffe) de cabinet|jef[ea] de gabinete|chefe de gabinete|kabinettschef\w*|stafchef\w*)\b/,
    functions: [],
    levels: null,
  },
  {
    pattern:
      /\b(investors?|shareholders?|business angels?|angel investors?|gesellschafter\w*|investisseurs?|actionnaires?|inversor(es|as)?|inversionistas?|accionistas?|investidor(es|as)?|acionistas?|investitori|azionisti|investeerders?|aandeelhouders?)\b/,
    word: 'investors',
    test: /\b(investor|shareholder|angel|gesellschafter|investisseur|actionnaire|inversor|accionista|investidor|acionista|investitore|azionista|investeerder|aandeelhouder)/,
    functions: [],
    levels: null,
    engagements: ['board'],
  },
  // An orchestra's string section (ISCO-08 2652 musicians, by instrument family): violins, violas, cellos and
  // double basses, from the tutti desks to the concertmaster. The title must name a bowed string instrument;
  // wind, brass, percussion and the harp are other sections.
  {
    pattern:
      /\b(streicher(innen)?|string (players?|sections?|musicians?)|strijkers?|(musiciens?|pupitres?) (des |de )?cordes|(musicos|musicistas?|seccion|secao) de cuerdas?|(musicisti|sezione) (d[ei]gli |de[li] )?archi|violinen|violins|violinists?|violinistes?|violinistas?|violinisti|violines|violinos|violons|violonistes?|violini|geiger(innen)?|geigen|bratschen|bratschist(en|innen)?|violas|altviolen|altviolisten|violoncell[io]|violoncelles|violoncellos|violonchelos|violoncelos|cellos|celli|cellist(en|innen|s)?|kontrabasse|kontrabassist(en|innen)?|contrebasses|contrabajos|contrabbassi|contrabaixos|contrabassen|contrabassisten|double basses|double bassists?)\b/,
    word: 'string players',
    test: /\b(violin\w*|geige\w*|geiger\w*|violon(?!c)\w*|primo violino|\d\. ?violine|bratsch\w*|viola\w*|altviol\w*|violoncell\w*|violonchel\w*|violoncel\w*|cell(o|i|ist|iste|istin|ista)s?|kontrabass\w*|contrebass\w*|contrabaj\w*|contrabbass\w*|contrabaix\w*|contrabas(sen|sist\w*)?|double bass\w*|konzertmeister\w*|concert ?masters?|concertmeester\w*|stimmfuhrer \d\. violine)\b/,
    functions: ['musicians'],
    levels: null,
  },
  // An orchestra's concertmasters (Konzertmeister, concertmeester, premier violon solo, primo violino di spalla):
  // the leading violinists, first and second, and their deputies; the title must name the desk.
  {
    pattern:
      /\b(concert ?masters?|concertmistress(es)?|konzertmeister(in|innen)?|concertmeesters?|premiers? violons? solos?|prim[oi] violin[oi]( di spalla)?|concertinos?( de orquesta)?|spalla)\b/,
    word: 'concertmasters',
    test: /\b(concert ?master\w*|concertmistress\w*|konzertmeister\w*|concertmeester\w*|premier violon solo|primo violino|concertino|spalla)\b/,
    functions: ['musicians'],
    levels: null,
  },
  // An orchestra's section principals and their deputies (Stimmführer, Solo-Cellist, principal flute, aanvoerder,
  // chef de pupitre, primo oboe, solista): the leading desk of each section; the title must name it. Tutti
  // players, substitutes and academy trainees are no principals.
  {
    pattern:
      /\b(principal (players?|musicians?|chairs?)|section (principals?|leaders?)|(co-?|assistant |associate )?principals(?= (and|or|und|et|y|e|en)\b| \(|$)|stimmfuhrer(in|innen)?|solo ?(spieler|blaser|streicher)\w*|solo-?positionen|aanvoerders?|chefs? de pupitre|solistes? de l.orchestre|solistas de (la )?orquesta|prime parti|primi (strumentisti|leggii))\b/,
    word: 'section principals',
    test: /\b(((co|assistant|associate|deputy|stellvertretende\w*|stv\.?) )?principal (second |2nd |first |1st )?\w+|stimmfuhrer\w*|solo[ -]?(?!repetitor|sanger|saenger)[a-z]\w*|aanvoerder\w*|chef de pupitre|prim[oa] (\w+ )?(violino|viola|violoncello|contrabbasso|flauto|oboe|clarinetto|fagotto|corno|tromba|trombone|timpani|arpa)|(violon|violoncelle|alto|flute|hautbois|clarinette|basson|cor|trompette|trombone|timbales|harpe|contrebasse) solo|(concert ?master|konzertmeister|concertmeester)\w*|首席)/,
    functions: ['musicians'],
    levels: null,
  },
];

/**
 * Function words of definitions come from the same lexicon as titles (vocabulary/functions.ts); only
 * words that name several functions at once are read here.
 */
const MULTI_FUNCTION_TERMS: ReadonlyArray<[RegExp, ProfessionalFunction[]]> = [
  [/\b(go-to-market|go to market|gtm)\b/, ['sales', 'marketing']],
  // "Clinical leads": "clinical" in a title is care at a practice or hospital and research at a trials
  // company, so its leaders are read in both (a "Clinical Lead" is read as one or the other by its title).
  [
    /\b(clinical (leads?|leaders?|leadership)|lideranca clinica|liderazgo clinico|leadership clinique|klinische (leiding|leitung))\b/,
    ['clinical', 'research'],
  ],
  [/\b(legal and compliance|legal & compliance)\b/, ['legal', 'compliance']],
  // QHSE, HSEQ, SHEQ, KAM (kwaliteit, arbo, milieu): quality and workplace health and safety at once.
  [/\b(qhse|hseq|hsqe|sheq|qhsse|hsseq|kam)\b/, ['quality', 'health_safety']],
  [/\b(money|the numbers)\b/, ['finance']],
];

/** German compounds of a function and a seniority ("Vertriebsleiter", "Personalleitung") split in two. */
const GERMAN_COMPOUND =
  /\b(vertriebs?|verkaufs?|personal|marketing|finanz|einkaufs?|produkt|entwicklungs?|technik|rechts|kundenservice|logistik|produktions?|buchhaltungs?|kommunikations?|daten|it|hr)-?(leiter(in|innen)?|leitung|chef(in|innen|s)?|manager(in|innen)?|direktor(in|en|innen)?|verantwortliche[rn]?)\b/g;
/** The same split for any modifier the function lexicon reads (the list above spells stems it lacks). */
const ANY_GERMAN_COMPOUND =
  /\b([a-z]{3,}?)-?(leiter(?:in|innen)?|leitung|chef(?:in|innen|s)?|direktor(?:in|en|innen)?|leiders?|leidsters?|leiding|managers?|managerin(?:nen)?)\b/g;
const GERMAN_STEM: Record<string, string> = {
  vertrieb: 'vertrieb',
  vertriebs: 'vertrieb',
  verkauf: 'vertrieb',
  verkaufs: 'vertrieb',
  personal: 'hr',
  hr: 'hr',
  marketing: 'marketing',
  finanz: 'finanzen',
  einkauf: 'einkauf',
  einkaufs: 'einkauf',
  produkt: 'product management',
  entwicklung: 'engineering',
  entwicklungs: 'engineering',
  technik: 'technik',
  rechts: 'legal',
  kundenservice: 'kundenservice',
  logistik: 'logistik',
  produktion: 'produktion',
  produktions: 'produktion',
  buchhaltung: 'buchhaltung',
  buchhaltungs: 'buchhaltung',
  kommunikation: 'kommunikation',
  kommunikations: 'kommunikation',
  daten: 'data',
  it: 'information technology',
};

/**
 * Staff employed by another firm that works for us: an outsourced operator's, a concession holder's or a
 * subcontractor's people ("staff of outsourced or concession operators", "Mitarbeitende von Fremdfirmen",
 * "personnel des sous-traitants", "pessoal de empresas concessionárias", "personale delle ditte in appalto"). They
 * work for the company on another employer's contract, as contractors do; the firm's kind is the engagement, not
 * a function ("operators" of a concession run a café, not operations).
 * Staff of specialist firms or agencies ("staff of specialist firms or agencies deployed on site") too.
 */
const OUTSIDE_FIRM_STAFF =
  /\b((staff|workers|employees|people|personnel|teams?|personal|mitarbeite\w*|beschaftigte|salaries|empleados|trabajadores|funcionarios|colaboradores|trabalhadores|dipendenti|lavoratori|medewerkers|werknemers) (of|from|at|employed by|working for|hired by|von|der|bei|des|de|du|del|de los|de las|dos|das|da|do|della|delle|dei|degli|van|bij) (an? |the |our |einer |eines |den |une? |les |una? |las |los |um |uma |as |os |un |una |le |gli |i |een |de )?)?((outsourc\w*|concession\w*|subcontract\w*|sub-contract\w*|third[- ]party|sous-trait\w*|subcontrat\w*|concesion\w*|concessao|concessoes|concessionari\w*|terceirizad\w*|externalizad\w*|esternalizzat\w*|subappalt\w*|in appalto|onderaanne\w*|uitbested\w*|fremdfirm\w*|fremdpersonal|subunternehm\w*|nachunternehm\w*)( (or|and|und|oder|et|ou|y|o|e|of|en) (outsourc\w*|concession\w*|subcontract\w*|sous-trait\w*|concesion\w*|concessionari\w*|terceirizad\w*|subappalt\w*|onderaanne\w*))?( (operators?|companies|company|firms?|partners?|providers?|contractors?|businesses|services?|staff|workers|people|operateurs?|entreprises?|societes?|empresas?|operadores?|operadoras?|imprese|ditte|aziende|societa|operatori|bedrijven|partijen|firmen|unternehmen|betreiber\w*|dienstleister\w*))?|(empresas?|entreprises?|imprese|ditte|bedrijven|firmen|unternehmen) (externas?|exterieures?|esterne|externe[n]?|concesionarias?|concessionarias?|concessionnaires?|subcontratadas?|sous-traitantes?|appaltatrici|in appalto)|(specialist|speciali[sz]ed) (firms?|companies|agencies)( (or|and) (firms?|companies|agencies))?)\b/;

const ENGAGEMENT_TERMS: ReadonlyArray<[RegExp, Engagement]> = [
  [
    // The chair of the board in seven languages is a board seat, not the company's president or CEO, and
    // an independent director is a board member, not an independent contractor.
    /\b(chair(man|woman|person)?|president(e|a|in)?|prasident(in)?|vorsitzende[rn]?|voorzitter|presidente) (of the |du |de l.|del |de la |do |da |della |des |der |van de |van het )?(supervisory |advisory )?(board|conseil( d.administration| de surveillance)?|consejo( de administracion)?|conselho( de administracao)?|consiglio( di amministrazione)?|aufsichtsrat\w*|verwaltungsrat\w*|raad van (bestuur|commissarissen|toezicht))\b|\b(administrat(eur|rice)s?|consejer[oa]s?|conselheir[oa]s?|consiglier[ei]|bestuurders?|directors?|aufsichtsrat\w*|verwaltungsrat\w*) (independ\w*|indipendent\w*|unabhangig\w*|onafhankelijk\w*)\b|\b(independent|indipendent[ei]|unabhangige[rn]?|onafhankelijke?) (directors?|administrat\w+|consiglier[ei]|bestuurders?|aufsichtsrat\w*|verwaltungsrat\w*)\b/,
    'board',
  ],
  [OUTSIDE_FIRM_STAFF, 'contractor'],
  [
    // Agency and temporary workers (Leiharbeiter, intérimaires, trabajadores de ETT, interinali,
    // uitzendkrachten) are hired through another employer, like contractors.
    // A fractional executive ("fractional CFO") and a recruitment agency's or an RPO's recruiters work for
    // the company through another firm, like contractors: "no agency or RPO people", "pas les recruteurs
    // de cabinets externes".
    /\b(fractional( (executives?|cxos?|c-?level|c-?suite|managers?|leaders?|chiefs?|[a-z]{3}s?))?|^\s*(the )?agenc(y|ies)\s*$|agency(?= (people|recruiters?))|recruitment agenc(y|ies)|rpos?( (people|recruiters?|staff|partners?|providers?))?|recruitment process outsourcing|cabinets? (de recrutement|externes?)|agences? de recrutement|agencias? de (seleccion|reclutamiento)|personalvermittl\w*|personaldienstleist\w*|wervingsbureaus?|agenzi[ae] di (selezione|reclutamento)|agencias? de recrutamento|agency (workers?|staff|temps?)|temporary (workers?|staff|employees)|temp workers?|leiharbeit\w*|zeitarbeit\w*|leihkraft\w*|leihkrafte|interimaires?|travailleurs? interimaires?|trabajador(es|as)? (temporales|de ett|de agencia)|trabalhador(es|as)? temporari[oa]s|lavorator[ei] (interinali|somministrat[ie]|in somministrazione)|interinali|somministrat[ie]|uitzendkracht(en)?|flexkracht(en)?|contractors?|contract (workers?|staff)|non-employees|freelancers?|freelances?|managers? de transition|interim ?managers?|gerentes? interin[oa]s?|freiberuf\w*|freie[nr]? mitarbeiter\w*|self-employed|selbststandige\w*|external consultants?|externe[rn]? berater\w*|external (staff|people|workers)|(external|outside|third[- ]party|externe[nrs]?|externos|externas|esterni|esterne) (service )?(providers?|dienstleister\w*|dienstverleners?|prestataires?( de services?)?|proveedores?( de servicios?)?|prestadores?( de servicos?)?|fornecedores?|fornitori)|(prestataires?|proveedores|prestadores( de servicos)?|fornecedores|fornitori|dienstverleners) (externes?|externos|esterni)|(?<![a-z] )(externos|externes|esterni|externen|externals|externe)(?! [a-z])|(?<![a-z] )(les|the|die|los|las|os|gli|de|nos|our|unsere|onze) (externos|externas|externes|esterni|externen|externals|externe)(?! [a-z])|externe (arbeits)?krafte|fremdpersonal|consultants?|agency staff|temps?|temporary staff|independants?|autonomos?|zzp(-?ers?)?|prestataires?|interim\w*|freie[rn]?|outsourced( staff| workers| people)?|on contract|under contract|agents? on contract|agenti di commercio|agentes comerciales|agents commerciaux|handelsvertreter\w*|commercial agents?|handelsagent(en)?|(sub)?contratistas?( externos)?|collaborator[ei] estern[ei]|liberi professionisti|ingehuurde krachten|externe krachten)\b/,
    'contractor',
  ],
  [
    // "Patentanwaltskandidaten", "Notariatskandidatinnen": a profession's trainees (see INTERN in roles.ts). "Moniteurs
    // stagiaires" are trainee instructors, a job read with the instructors (coaching), not the interns.
    /\b(interns?|internships?|trainees?|[a-z]{4,}kandidat(en|in|innen)?|(attorney|agent|lawyer|notary|auditor|accountant) candidates?|cadets?|cadetes?|cadetti|kadett(en)?|working students?|students?|apprentices?|werkstudent\w*|praktikant\w*|azubis?|auszubildende\w*|studenten|(?<!\b(moniteur|monitrice)s? )stagiaires?|alternant(s|i|es?)?|becari[oa]s?|estagiari[oa]s?|stagist[ie]|praticant[ei]|tirocinant[ei]|stagiairs?|werkstudierende\w*|lernende\w*|lehrling\w*|apprendist[ie]|aprendices|apprenti(e)?s|leerlingen|pripravni(k|ki|kov|ca|ce|c)|pripravnistv\w*|studentsk\w* del\w*|student(ka|ke|k|je|i)|vajen(ec|ci|cev|ka|ke)|etudiant(e)?s?|eleves? (en formation|en stage|officiers?|ingenieurs?|stagiaires?)|estudiantes? (en practicas|en formacion|en practica)|estudantes? (em estagio|estagiari[oa]s?)|student[ie] (in stage|tirocinant[ie])|(pflicht|schul|fach|berufs)?praktik(um|a)|(eine[rn]?|in|ihre[rn]?|seine[rn]?|duale[rn]?|betriebliche[rn]?) (berufs)?ausbildung|duale[sn]? studium|fp dual|formacion (profesional )?dual)\b/,
    'intern',
  ],
  [
    /\b(advisors?|advisers?|mentors?|advisory boards?|beirat\w*|beirate|conseillers?|conseil consultatif|asesor(es|as)?|consejo asesor|adviseurs?|raad van advies|consultores?|conselho consultivo|consulenti|comitato consultivo)\b/,
    'advisor',
  ],
  [
    /\b(board members?|board directors?|directors? on the board|members of the board|board of directors|supervisory boards?|the board|non-executive directors?|non-execs?|non-?executives?|no ejecutiv[oa]s?|nao executiv[oa]s?|non esecutiv[oa]|non executifs?|niet[- ]uitvoerend\w*|board|aufsichtsrat\w*|verwaltungsrat\w*|conseil d.administration|conseil de surveillance|administrateurs?|consejo de administracion|consejer[oa]s?|raad van (commissarissen|bestuur|toezicht)|commissarissen|(onafhankelijke?|niet-uitvoerende?) bestuurders?|bestuurders?|bestuursleden|bestuurslid|(leden|lid) van het bestuur|het bestuur|toezichthouders?|consiglio di sorveglianza|consejo de vigilancia|conselho (geral e )?de supervisao|conselho fiscal|conselho de administracao|conselheir[oa]s?|consiglio di amministrazione|consiglieri|cda|c\.d\.a|predstavenstv\w*|dozorc\w* rad\w*|spravn\w* rad\w*|clen\w* (predstavenstva|dozorci rady)|rada nadzorcza|rady nadzorczej|supervisory bod(y|ies)|aufsichtsgremi\w*|kontrollgremi\w*|organes? de (surveillance|controle)|organos? de (supervision|control|vigilancia)|organi di (controllo|vigilanza)|toezichtsorga\w*|patron[oa]s?|patronato|patronat|patro(?= del patronat)|(membres? du )?conseil de fondation|stiftungsrat\w*|stiftungsvorst(a|ä)nde?\w*|kuratorium\w*|curador(es|as)?|curadoria|trustees?|board of trustees)\b/,
    'board',
  ],
];

/** "Exclude managers and anyone more senior": every level above the ones just named. */
const ABOVE =
  /\b(anyone|everyone|anybody|all|people|those) (more senior|above( them| that)?|higher|senior to (them|that|those))\b/;

/** "From product owner to CPO", "von Werkstudent bis Leitung": a range up to the top is every level between. */
const LEVEL_RANGE =
  /\b(from|von|vom|desde|van|dal|du|de) \S+( \S+)? (to|bis|hasta|tot|al|a|ate|au) (the |la |le |el |il |de |zur |zum |zu |der |die |het )?(c-?level|c-?suite|\w*chief\w*|c[a-z]o|heads?|\w*hoofd|director\w*|directeur\w*|directrice\w*|diretor\w*|direttore|vp|vps|\w*leitung|\w*leiter\w*|geschaftsfuhr\w*|responsables?|top|board|cxo)\b/;

/**
 * "Du responsable aux agents", "from the manager down to the staff", "vom Leiter bis zu den Mitarbeitenden": a range
 * from a head down to the rank and file spans every level of the team named, not only its head.
 */
const LEVEL_RANGE_DOWN =
  /\b(from|von|vom|desde|van|dal|dalla|du|de|do|da) (the |le |la |l |el |il |lo |o |a |der |dem |den |de |het )?(heads?|managers?|directors?|directeur\w*|directrice\w*|responsables?|chefs?|jef[ea]s?|gerentes?|leiter\w*|leitung|leidinggevenden?|manager|responsabil[ei]|direttor[ei]|diretor\w*|director\w*|supervisors?) ((all the way |right )?down )?(to|bis( zu| zum| zur)?|hasta|tot|al|ai|agli|alle|a|ate|aos|as|au|aux) (the |les |los |las |os |gli |i |le |die |den |de |het )?(agents?|staff|employees?|workers?|operat(ors?|eurs?|rices?|ives?|ori|rici|ivos?|ivas?|arios?|arias?)|mitarbeit\w*|beschaftigt\w*|collaborat(eurs?|rices?|ori|rici)|employes?|salaries?|empleados?|trabajador\w*|operari[oa]s?|medewerkers?|dipendenti|addett[ie]|funcionari[oa]s?|colaborador\w*|team members?|rank and file)\b/;

const RANGE_FROM_LEVEL =
  /\b(lead\w*|manager\w*|supervisor\w*|heads?|director\w*|leiter\w*|chefs?|responsables?|jef[ea]s?|gerentes?|vps?)\b/;

const ANY_LEVEL =
  /\b(any seniority|all seniorities|any level|all levels|at any level|any ranks?|all ranks|every rank|(de )?tou(t|s) (les )?grades?|(de )?cualquier (rango|grado)|todos los (rangos|grados)|(de )?qualquer (posto|patente)|(di )?(ogni|qualsiasi) grado|(van )?elke rang|jede[nrs]? (rang|dienstgrad)e?s?|alle[rn]? (range|dienstgrade)|(anyone|everyone|everybody|anybody)(?! (who|that|with|whose|able|above|more|higher|senior|at [a-z-]+ (level|levels|niveau|nivel|livello|ebene)\b))|any role|all roles|regardless of (seniority|level)|(regardless of|irrespective of|whatever|no matter) (their |the |his or her |one.s )?(function|role|job|position|title|department|team|area)s?|ongeacht (de |het |hun |welke )?(functie|rol|positie|afdeling|baan)|unabhangig von (der |ihrer |seiner |dessen |deren )?(funktion|rolle|position|abteilung|stelle)|quel(le)?s? que soi(en)?t (la |le |leur |leurs )?(fonction|role|poste|metier|service)s?|(sea cual sea|independientemente de) (su |la |el )?(funcion|puesto|cargo|rol|area)|(qualunque sia|indipendentemente da(l|lla)?) (il |la |il loro |la loro )?(ruolo|funzione|posizione|mansione)|(seja qual for|independentemente d[oa]) (a |o |sua |seu )?(funcao|cargo|area|papel)|(at )?every level|each level|every seniority|all seniority levels|a tous les niveaux|whole team|entire team|all employees|all staff|every employee|quel que soit le niveau|au complet|tout entiere?|tous niveaux|tous les niveaux|toute l.equipe|jede[rsn]? \w*(ebene|stufe|seniorita\w*)|alle[rn]? (\w*(ebenen|stufen)|bereiche\w*)|(all|alle[rn]?|tous|toutes|todos|todas|tutti|tutte)( (les|los|las|os|as|i|le|de))? \w*(seniorit\w*|niveaux|niveles|niveis|livelli|niveaus)|egal (welche|auf welcher)\w*|ganze[sn]? team|gesamte[sn]? team|cualquier nivel|todos los niveles|todo el equipo|qualquer nivel|todos os niveis|toda a equipe|qualsiasi livello|tutti i livelli|tutto il team|elk niveau|alle niveaus|ongeacht (het )?niveau|het hele team)\b/;

/** Words that carry no criterion; a phrase of only these is not worth a warning. */
const FILLER =
  /^(the|a|an|people|persons?|someone|somebody|those|who|that|which|work|works|working|at|in|on|for|of|the company|company|this company|here|them|they|their|team|teams|members?|staff|employees?|folks|with|within|our|your|us|all|any|only|also|too|roles?|titles?|positions?|jobs?|job|etc|e\.g|such|as|like|kind|level|levels|is|are|be|who are|held|hold|holds|holding|occupied|occupies|occupy|innehatten|innehatte|innehaben|bekleideten|bekleidete|occupe|occupaient|occupait|ocuparon|ocupaban|ocupo|ocuparam|ocupavam|ocupou|ricoperto|ricoprivano|ricopriva|bekleedden|bekleedde|bekleed|functie|als|comme|como|currently|current|today|now|there|whose|title|describe|want|quero|queremos|quiero|voglio|vogliamo|veux|voulons|wollen|mochten|willen|we|i|to|reach|talk|contact|find|show|give|me|you|please|looking|look|need|i'm|im|am|suche|suchen|sucht|finden|finde|zeig|zeige|zeigen|mir|konnen|konnten|kannst|sie|du|bitte|trouvez|trouve|trouver|trouvez-moi|trouve-moi|montrez|montre|moi|je|nous|vous|tu|cherche|cherchons|cherchez|busco|buscamos|buscar|encuentrame|encuentra|encontrar|muestrame|cerco|cerchiamo|trovami|trova|trovare|mostrami|zoek|zoeken|zoekt|vind|vinden|ik|wij|jij|procuro|procuramos|procurar|encontre|encontra|encontra-me|encontre-me|mostre|mostra|sell|from|into|over|under|more|most|less|than|other|others|similar|equivalent|equivalents|plus|relevant|key|main|senior|junior|mid|experienced|person|anyone else|run|day|daily|business|basis|whoever|whom|reach|speak|decide|decides|department|departments|departements?|departamentos?|dipartiment[oi]|afdelingen|afdeling|can|could|may|de|du|des|la|le|les|l'|d'|et|ou|en|el|los|las|del|y|o|e|i|il|gli|di|da|do|dos|das|os|um|uma|der|die|den|dem|von|vom|im|am|und|oder|het|een|van|voor|alle|alles|allen|toute?s?|tous|todos?|todas?|tutti|tutte|equipe|l'equipe|equipo|equipa|equipas|pessoal|team|mitarbeiter\w*|mitarbeitend\w*|angestellte\w*|menschen|personen|personas|persone|pessoas|medewerkers|collaborateurs?|collaboratrices?|salaries|employes|empleados|funcionarios|dipendenti|charge|charges|chargee|chargees|mission|missions|auftrag|gestionnaires?|referent\w*|sachbearbeiter\w*|tecnic[oa]s?|specialists?|specialistes?|especialistas?|specialisti|professionals?|professionnels?|profesionales|profissionais|professionisti|roles?|rollen|postes?|puestos?|cargos?|ruoli|functies|funktion\w*|fonctions?|funciones|funcoes|funzioni|bereich\w*|abteilung\w*|niveau|nivel|livello|ebene|seniority|seniorities|range|ranges|count|counts|counted|also|bzw|sowie|nur|heute|aktuell\w*|actuel\w*|actual\w*|atual\w*|attual\w*|huidige|currently|wer|qui|que|quien|chi|che|wie|bei|uns|werkt|werken|travaillent|travaille|ceux|celles|trabajan|trabaja|trabalham|trabalha|lavorano|lavora|quelli|quelle|denen|derer|diejenigen|aus|ein|machen|absolvieren|-?leute|-?gens|-?gente|-?mensen|-?folk|-?volk|-?people)$/;

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

interface Phrase {
  text: string;
  /** Joined to the phrase before it by a comma of a list that ends in "and"/"or" ("A, B and C": B). */
  commaListed?: boolean;
  /** A job named by its field of work that closes a list opened by a seniority ("heads of …, risk and lending"). */
  fieldListed?: boolean;
  functions: Set<ProfessionalFunction>;
  levels: Set<Level>;
  extendsUp: boolean;
  roles: RoleWord[];
  engagements: Set<Engagement>;
  any: boolean;
  above: boolean;
  /** The phrase names IT itself, not only engineering. */
  it: boolean;
  /** Whether a function may be shared with this phrase from its neighbours ("VPs and directors of sales"). */
  takesFunction: boolean;
  /** The function was named by a function word or a job, not only implied by "CFO" or "CTO". */
  ownFunction: boolean;
  /** Joined to the phrase before it by "and"/"or" ("sales and marketing leaders"), not by a comma. */
  conj: boolean;
  /** Ends in a job noun ("system administrators", "compradores"): a job, not a bare function. */
  job: boolean;
  /** Inside parentheses after this phrase: "Software developers (backend, frontend)" are its examples. */
  head?: Phrase;
  /** Joined to the phrase before by a slash ("tax managers/heads"): a second name for the same job. */
  slash?: boolean;
  understood: boolean;
  leftover: string;
}

/** Engineering specialties a definition may ask for, as it says them and as a title names them. */
const ENGINEERING_SPECIALTIES: readonly {
  word: string;
  asked: RegExp;
  title: RegExp;
  /** A kind of engineer (geotechnical, RF, ship): it narrows hardware engineering as well as engineering. */
  kind?: boolean;
}[] = [
  {
    word: 'embedded or firmware',
    asked: /\b(embedded|firmware|embarque\w*|embebid[oa]s?|embarcad[oa]s?|eingebettet\w*)\b/,
    title:
      /\b(embedded|firmware|embarque\w*|embebid\w*|embarcad\w*|eingebettet\w*|bare[- ]?metal|rtos|microcontroll\w*)/,
  },
  {
    word: 'mobile',
    asked: /\b(mobile|ios|android|moviles?|moveis|movel|mobiel\w*)\b/,
    title: /\b(mobile|ios|android|movil\w*|moveis|movel|mobiel\w*|apps?)\b/,
  },
  {
    word: 'frontend',
    asked: /\bfront[- ]?end\b/,
    title: /\b(front[- ]?end|full[- ]?stack)/,
  },
  {
    word: 'backend',
    asked: /\bback[- ]?end\b/,
    title: /\b(back[- ]?end|full[- ]?stack)/,
  },
  // "DevOps, SRE, platform and cloud infrastructure engineers": the engineers who run the systems, not
  // every software engineer. A title names one of them ("DevOps Engineer", "Platform Lead", "Ingénieur
  // Cloud", "Infrastructure Engineer"); "data platform" is data engineering's, read on that side.
  {
    word: 'DevOps, SRE, platform or cloud infrastructure',
    asked:
      /\b(dev ?ops|devsecops|sres?|site reliability|platform|plattform|plateforme|plataforma|piattaforma|platforms?|cloud|infra|infrastructure?|infraestructura|infraestrutura|infrastruttura|infrastruktur|kubernetes)\b/,
    title:
      /\b(dev ?ops|devsecops|sres?|site reliability|reliability|platform\w*|plattform\w*|plateforme|plataforma|piattaforma|cloud|infra\w*|kubernetes|k8s)\b/,
  },
  // Engineers of different KINDS are different jobs (ISCO-08 2142 civil/geotechnical, 2144 mechanical and marine,
  // 2152/2153 electronics and RF, 2165 hydrographic surveyors; ESCO "flight dynamics engineer"): a kind said
  // before "engineers", "Ingenieure", "ingegneri", "ingénieurs" (or joined in a German compound, "Geotechnik- und
  // Entwurfsingenieure") is a job the title must name. Any other engineer is not one.
  // A plant's equipment engineers (ESCO "equipment engineer"; ISCO-08 2144/2149) keep its tools running, and field
  // application engineers (ESCO "application engineer") support its customers: kinds of engineer, not every engineer
  // of a fab (holdout 111, a semiconductor fab).
  {
    word: 'equipment',
    kind: true,
    asked:
      /\b(equipment|tools?|anlagen\w*|equipements?|equipos?|equipamentos?|apparecchiature)(?= (and |& |\/ ?)?(\w+ )?(engineers?|ingenieur\w*|ingenier[oa]s?|engenheir[oa]s?|ingegneri))/,
    title:
      /\b(equipment|tools?|\w*anlagen\w*|equipement\w*|equipos?|equipamentos?|apparecchiatur\w*|maintenance|wartung\w*|instandhalt\w*|onderhoud\w*)\b/,
  },
  {
    word: 'failure analysis or metrology',
    kind: true,
    asked: FA_METROLOGY_WORD,
    title: FA_METROLOGY_TITLE,
  },
  {
    word: 'field application',
    kind: true,
    asked: /\b(field applications?|applications?|applikations?|fae|faes)(?= (engineers?|ingenieur\w*))/,
    title: /\b(field applications?|applications?|applikation\w*|fae|customer engineer\w*|pre-?sales?)\b/,
  },
  {
    word: 'geotechnical',
    kind: true,
    asked: /\b(geotechni\w*|geotecni\w*|geotechnisch\w*|geotecnic\w*)/,
    title: /\b(geotech\w*|geotecn\w*|geotechni\w*)/,
  },
  {
    word: 'design',
    kind: true,
    asked: /\b(design|entwurfs\w*|ontwerp\w*|de conception|de diseno|de projeto|progettazione)\b/,
    title:
      /\b(design\w*|entwurf\w*|ontwerp\w*|conception|diseno|projet(o|ista)\w*|projekt\w*|progett\w*|konstru\w*|structur\w*|naval architect\w*)/,
  },
  {
    word: 'hydrographic or survey',
    kind: true,
    asked: /\b(hydrograph\w*|hydrografi\w*|hidrograf\w*|idrograf\w*|survey\w*)/,
    title: /\b(hydrograph\w*|hydrografi\w*|hidrograf\w*|idrograf\w*|survey\w*)/,
  },
  {
    word: 'flight dynamics',
    kind: true,
    asked:
      /\b(flight dynamics|flugdynamik\w*|dynamique du vol|dinamica del volo|dinamica de vuelo|dinamica de voo)\b/,
    title:
      /\b(flight dynamics|flugdynamik\w*|dynamique du vol|dinamica del volo|dinamica de vuelo|dinamica de voo|orbit (determination|analy\w*))\b/,
  },
  {
    word: 'ship or marine',
    kind: true,
    asked:
      /\b(ships?|ship's|marine|schiffs\w*|scheeps\w*|maritim\w*|navals?|navires?)\b|\bschiffs\w*|\b(2nd|3rd|4th|second|third|fourth)(?= engineers?\b)/,
    title:
      /\b(ships?|ship's|marine|naval\w*|navire\w*|hull|okret\w*|kadlub\w*|skips\w*|schiffs\w*|scheeps\w*|chief engineer|(2nd|3rd|4th|second|third|fourth) engineer|h?wtk|werktuigkundig\w*|schiffsingenieur\w*|macchinist\w*|maquinista\w*|motorm[ae]n|oilers?)\b/,
  },
  {
    word: 'RF or payload',
    kind: true,
    asked: /\b(rf|radio ?frequen\w*|payload\w*|hochfrequenz\w*)\b/,
    title: /\b(rf|radio ?frequen\w*|payload\w*|hochfrequenz\w*|hf)\b/,
  },
  {
    word: 'ground systems',
    kind: true,
    asked: /\b(ground (systems?|segment|stations?)|systemes? sol|bodensegment\w*|bodenstation\w*)\b/,
    title:
      /\b(ground (systems?|segment|stations?)|systemes? sol|bodensegment\w*|bodenstation\w*|teleport\w*)\b/,
  },
];

/** Sports a coaching job may be narrowed to, as a definition says them and as a title names them. */
const SPORT_SPECIALTIES: readonly { word: string; asked: RegExp; title: RegExp }[] = [
  {
    word: 'snowboard',
    asked: /snowboard/,
    title: /snowboard/,
  },
  {
    word: 'ski',
    asked: /\b(ski|skiing|sci|esqui|skis)\b|\bski(lehr|leraar|leraren|lerares|instru)\w*/,
    title: /\b(ski|skiing|skis|sci|esqui|telemark)\b|\bski(lehr|leraar|leraren|lerares|instru)\w*/,
  },
  {
    word: 'mountain guiding',
    asked: /\b(guides?|guias?|guida|guide|berg ?fuhr\w*|berggids\w*|accompagnat\w*|mountain leaders?)\b/,
    title: /\b(guides?|guias?|guida|guide|berg ?fuhr\w*|berggids\w*|accompagnat\w*|mountain leaders?)\b/,
  },
];

/** An instructor or guide in training: aspirant, stagiaire, trainee, Anwärter, in formazione, en formación. */
const TRAINEE_INSTRUCTOR =
  /\b(aspirant\w*|stagiaires?|trainees?|anwarter\w*|in formazione|en formation|en formacion|em formacao|in opleiding)\b/;

/** A title of one in training, not of the tutor of trainees ("tutrice des stagiaires", "mentor of trainees"). */
const TRAINEE_TITLE = new RegExp(
  `(?<!\\b(des|of|of the|for|der|die|dei|degli|delle|de los|de las|dos|das|van de|voor|aux|per) )${TRAINEE_INSTRUCTOR.source}`,
);

/** Sports at large beside a named sport ("ski and sports instructors", "Sport- und Skilehrer"): any coach. */
const GENERIC_SPORT =
  /\b(sports?|sportlehr\w*|deportes?|deportiv\w*|sportiv\w*|fitness)\b|\bsport(lehr|instru|leraar|leraren)\w*/;

/** "Their managers", "ihre Teamleiter", "leurs responsables": leaders of the people just listed. */
const POSSESSIVE_LEADERS =
  /^\s*(their|ihre[nr]?|deren|leurs?|sus|seus|suas|respectivos|respectivas|i loro|loro|hun)\s/;

/** The last word of a phrase that names a job rather than an area ("administrators", "compradores"). */
const JOB_ENDING =
  /[a-z](ers?|ors?|ists?|ants?|ents?|eurs?|euses?|adore?s?|adoras?|eros?|eras?|istas?|ores?|rices?|istes?|iers?|ieres?|ians?|ives?|ivos?|ivas?|ist[ie]|tori|trici|ieri|iere|ari|arie)$|(^|\s)(pmms?|csms?|hrbps?|sdrs?|bdrs?|aes|pms|pos|sres?|tams?|ses|csos?|sysadmins?|dbas?)$/;

/** People nouns whose endings JOB_ENDING does not know ("pilots", "nurses", "analysts"). */
const PEOPLE_NOUN =
  /(^|\s)(pilots?|nurses?|clerks?|cooks?|surgeons?|architects?|analysts?|captains?|guards?|coaches?|medics?|paramedics?|stewards?|apprentices?|vets?)$/;

/** A job noun first, then its "de/d'/di/do/del …" (Romance order): "juristes d'entreprise". */
const JOB_BEFORE_OF =
  /^[a-z]+(ers?|ors?|ists?|ants?|eurs?|euses?|adore?s?|adoras?|eros?|eras?|istas?|ores?|istes?|ist[ie]|tori|trici)\s+(de|d'|d’|di|do|da|del|des|du)\b/;

/** A lawyer, in seven languages: a job ("legal counsel and legal directors"), never a bare function. */
const LAWYER =
  /\b(counsels?|lawyers?|attorneys?|solicitors?|jurist\w*|\w*rechtsanw\w*|syndikus\w*|abogad[oa]s?|letrad[oa]s?|avocat(e|s|es)?|advocat\w*|advogad[oa]s?|avvocat[oi]|avvocatess[ae]|bedrijfsjurist\w*)\b/;

/** The ending of a job noun, to find its root across languages: auditeurs, auditors, auditores → audit. */
const JOB_ROOT_ENDING =
  /(eurs?|euses?|ores?|ors?|ers?|adores?|adoras?|istas?|ists?|istes?|isti|iste|ants?|antes?|ents?|entes?|ari|arie|ieri|iere|tori|trici|rices?|[oae]s?)$/;

/**
 * "Vets who work only with horses", "Tierärzte, die nur Pferde behandeln", "vétérinaires qui soignent uniquement les
 * chevaux", "veterinarios que solo atienden caballos": an exclusion whose relative clause narrows its job to a part
 * (only, nur, uniquement, solo, alleen) drops only that part. The reader cannot read the part from the clause, and
 * cut off it would drop the whole job the definition asks for, so the exclusion drops nobody.
 */
const ONLY_RELATIVE =
  /[\s,]\s*(who|that|which|die|der|welche[rsn]?|qui|que|quien|quienes|che|wie)\s+([\p{L}'’]+\s+){0,3}(only|solely|exclusively|nur|ausschlie(ss|ß)lich|uniquement|seulement|exclusivement|solo|s(o|ó)lamente|(u|ú)nicamente|exclusivamente|apenas|somente|soltanto|esclusivamente|alleen|uitsluitend)(?![\p{L}])/iu;

/** Words that start a relative clause: what follows qualifies the phrase, it names nobody. */
const RELATIVE =
  /\s(who|whose|which|that|qui|quien|quienes|welche[rsn]?|without|ohne|sans|sin|senza|zonder)\b.*$/is;

/** "Assistants to the CEO or the management board": whom they assist is not whom the persona wants. */
const OF_WHOM =
  "(the other |other |our other |the |our |der |die |des |de la |du |del |de |la |le |el |los |las |les |gli |dei |degli |os |della |dell'|del |dello |dei |van de |van het |da |do |dos |das |a |al |au |aux )?(ceos?|cfos?|ctos?|coos?|mds?|gms?|pdg|dg|founders?|co-?founders?|fondat(eur|eurs|rice|rices|ore|ori)|fundador(es|as|a)?|gr(u|ü)nder(in|innen|n)?|oprichters?|owners?|(group |executive |non-executive |board )?(chairm(a|e)n|chairwom(a|e)n|chairs?|chairpersons?)|(board |company |group )?presidents?|pr(e|é)sident(e|es|s)?|pr(a|ä)sident\\w*|presidenza|presid(e|ê)ncia|presidencia|vorsitzend\\w*|voorzitter|(senior |executive |top |upper )?management( board| team)?|rect(or|ors|ora)|rettor(e|i)|rettrice|rektor\\w*|recte(ur|urs|ure)|reitor(a|es)?|vice-?chancellors?|(senior |executive )?leadership( team)?|executive (team|board)|(executive |management |leadership )?committee|executives?|c-suite|(comit(e|é)|comitato) (de direction|ex(e|é)cutif|de direcci(o|ó)n|esecutivo|di direzione)|(senior |managing )?partners?|associ(e|é)s(-g(e|é)rants)?|board( of directors)?|(general |managing )(managers?|directors?)|gesch(a|ä)ftsf(u|ü)hr\\w*|gesch(a|ä)ftsleitung|vorstand\\w*|inhaber\\w*|direction( g(e|é)n(e|é)rale)?|directeur g(e|é)n(e|é)ral|direcci(o|ó)n( general)?|director general|directie|direzione( generale)?|direttore generale|amministratore delegato|consejer(o|a) delegad(o|a)|consiglio di amministrazione|cda|conselho de administra(c|ç)(a|ã)o|consejo de administraci(o|ó)n|conseil d'administration|diretoria|administra(c|ç)(a|ã)o|administraci(o|ó)n)";
/** Assistants of the management, not of a department: "executive assistants", "assistentes de direção". */
const EXECUTIVE_ASSISTANT =
  /\u2061|\b(executive|personal|management|managing|directie\w*|direktions\w*)\s+(assist|asist)|\b(assist\w*|asist\w*|secretar\w*|sekretar\w*)\s+(executi\w*|ejecutiv\w*|personal\w*|pessoal|de direction|de direccion|de direcao|di direzione|der geschaftsfuhrung|der geschaftsleitung|del ceo|to the|of the|du|de la direction)|\b(directiesecretar\w*|direktionsassist\w*|chefsekretar\w*|managementassist\w*)/;
const ASSISTING = new RegExp(
  `\\b(assistants?|assistent\\w*|assistenz|assistante?s?|asistentes?|assistenti|secretar\\w*|sekret(a|ä)r\\w*|chiefs? of staff|eas?)\\s+(to|of|for|der|des|de la|du|de|del|della|dell'|al|a|à|au|aux|van|da|do|dos|das)\\s*${OF_WHOM}\\b(\\s*(,\\s*(or|and|und|oder|et|ou|y|o|e|en|of)?|\\/|or|and|und|oder|et|ou|y|o|e|en|of)\\s*${OF_WHOM}\\b)*`,
  'gi',
);

/**
 * "Chiefs of staff supporting the CEO or the leadership team", "rattachés au PDG", "a supporto della
 * direzione", "ter ondersteuning van de directie": whom a role supports, assists, serves or reports to
 * is not whom the persona asks for, so the phrase is cut up to the next comma (the mark keeps that they
 * assist someone: EXECUTIVE_ASSISTANT). It never starts a phrase: "supporting staff" is no relation.
 */
const SERVING_RELATION =
  /(?<=\p{L},?[\s\u2061]+)((who|that) (support|assist|serve|work for|reports? (in)?to)s?|supporting|assisting|serving|in support of|reporting( directly)? (in)?to|working( directly)? (for|under)(?! (us|you|them|it|our company|the company|their company)(?![\p{L}]))|attached to|unterst(u|ü)tzend|zur unterst(u|ü)tzung|mit berichtslinie|berichtend an|(direkt )?(unterstellt|zugeordnet) (der|dem|den)|die (\p{L}+ ){1,6}(unterst(u|ü)tzen|zuarbeiten|assistieren)|au service d|en soutien (a|à|au|aux|d)|en appui (a|à|au|aux|d)|aupr(e|è)s d|rattach(e|é)(e|es|s)? (a|à|au|aux|d)|(qui )?(travaill|assist|soutienn|soutien|accompagn)\p{L}* (pour |aupr(e|è)s d)|(de |dando )?(apoyo|soporte|apoio|suporte)( \p{L}+(iv|ic|tiv|al)[oa]s?)? (a|al|à|ao|aos|del|de|do|da|dos|das)(?![\p{L}])(?! ?(la |el |los |las |o |a |os |as )?(client|usuari|usu(a|á)ri|utiliza|consumid|produ|t(e|é)cnic|ti\b|it\b))|(apoyando|apoiando|asistiendo|assistindo) (a|al|à|ao|o|os|la|las)\b|al servicio d|ao servi(c|ç)o d|a servi(c|ç)o d|al servizio d|a supporto d|di supporto (a|al|alla|ai|del|della)|a diretto riporto d|a riporto d|ter ondersteuning van|ondersteunend aan|die (\p{L}+ ){1,6}(ondersteunen|ondersteunt|bijstaan|rapporteren|assisteren)|rapporterend aan)[^,;:()]*/giu;
/**
 * "Who support the CEO, founders or the board": the list of whom they serve goes on after a comma. A bracket
 * right after it ("who support the top executive (general manager / managing director)") says who that is.
 */
const SERVING = new RegExp(
  `${SERVING_RELATION.source}(,\\s*(or |and |und |oder |et |ou |y |o |e |en |of )?${OF_WHOM}\\b[^,;:()]*)*(\\s*\\([^()]*\\))?`,
  'giu',
);

/** "Le recrutement", "il reclutamento", "el reclutamiento": an activity, not a job. */
const ACTIVITY_NOUN = /(ment|ments|mento|menti|miento|mientos|mentos)$/;
/**
 * "Events": a thing whose plural ends like a job ("-ents") names the work, so a title must name it; it
 * does not count every individual of the function it reads as (marketing).
 */
const THING_NOUN = /^(events?|evenements?)$/;

const MANAGEMENT_FUNCTION =
  /\b(product|project|programme|program|account|key account|risk|quality|supply chain|facility|facilities|office|talent|vendor|category|brand|community|case|content|event|change|data|identity|asset|wealth|portfolio|property|fleet|revenue|customer success|performance)[- ]management\b/;

/**
 * Relative clauses: "Founders who still work here" names its people before "who", so the clause goes;
 * in "Anyone who can sign off a budget" the clause is the criterion, so it stays, read as one phrase.
 */
function cutRelatives(segment: string, exclusion: boolean): string {
  return segment.replace(
    // ("Pilots flying the line", "drivers driving the night routes": a participle of the job's own verb is a
    // relative clause cut short, "who fly the line".)
    /\s(who|whose|which|that|qui|que|quien|quienes|che|welche[rsn]?|without|ohne|sans|sin|senza|zonder|doing|handling|flying|driving)\b[^,;:()]*/gi,
    (clause, _w, offset: number) => {
      const start = Math.max(...[',', ';', ':', '(', ')'].map((c) => segment.lastIndexOf(c, offset)));
      const head = segment.slice(start + 1, offset).replace(/^.*\b(and|or|und|oder|et|ou|y|o)\b/i, '');
      if (exclusion || namesSomeone(readPhrase(head))) {
        // "Dentists who shape our product — employed or as advisors": a spaced dash ends the clause; what
        // follows it is read as the next part of the list, not cut with the clause.
        const dash = /\s[—–]\s/u.exec(clause);
        return dash ? `, ${clause.slice(dash.index + dash[0].length)}` : ' ';
      }
      // Kept whole: its "and" joins words inside the clause, not two kinds of people.
      return clause.replace(/\b(and|or|und|oder|et|ou|y|o|e|en)\b/gi, '¦');
    },
  );
}

/** "Heads of investor relations": the phrase names a job of its own, not a whole function, so its heads lead that job. */
/**
 * "Heads of department (finance, HR, pedagogy)": leaders of no function of their own, whose examples name the
 * departments they lead; an example that names a job ("pedagogy": its trainers) names the department of that job,
 * led at the head's level.
 */
const leadersOfDepartments = (p: Phrase): boolean =>
  p.functions.size === 0 &&
  p.roles.length === 0 &&
  p.engagements.size === 0 &&
  p.levels.size > 0 &&
  [...p.levels].every((l) => LEADERS.includes(l)) &&
  /\b(\w*departments?|\w*abteilung\w*|\w*afdeling\w*|departements?|departamentos?|dipartiment[oi]|divisions?|bereich\w*)\b/.test(
    normalizeText(p.text),
  );

const donorIsJob = (p: Phrase): boolean =>
  p.levels.size === 0 && p.roles.length > 0 && p.engagements.size === 0;

const namesSomeone = (p: Phrase): boolean =>
  p.functions.size > 0 || p.levels.size > 0 || p.roles.length > 0 || p.engagements.size > 0;

/** A law firm in seven languages: "law firms", "Kanzleien", "cabinets d'avocats", "bufetes". */
const LAW_FIRM =
  /\b(law[- ]firms?|kanzlei\w*|cabinets? d.avocats|bufetes?|despachos? (de abogados|extern[oa]s?)|advocatenkantoor\w*|advocatenkantoren|advocatenpraktijk\w*|law offices?|studio legale|studi legali|escritorios? de advocacia)\b/;

/** "Assistant site managers", "deputy heads", "stellvertretende Bauleiter": the word before a job that narrows it. */
const ASSISTANT_OF_JOB =
  /\b(assistant|deputy|vice|stellvertretende[rn]?|adjoint(e|s|es)?|assistente|vice-?)(?=[ -]\S+( \S+)?$)/;
/**
 * "Whoever⁠coordinates" (WHOEVER_COORDINATES): the title names coordinating or leading as well as the group's job
 * ("Koordinatorin 24h-Betreuung", "Leitung Heimhilfe", "Einsatzleiterin", "coordinatrice des aides à domicile").
 */
const COORDINATES_GROUP = /\bwhoever\u2060coordinates\b/;
const COORDINATOR_QUALIFIER: RoleWord = {
  word: 'who coordinates them',
  qualifier: true,
  seniority: true,
  test: /\b(\w*koordinat\w*|\w*coordinat\w*|\w*co(o|ö)rdinat\w*|\w*leiter\w*|\w*leitung|lead\w*|head|manager\w*|supervis\w*|disponent\w*|einsatzplan\w*|organi[sz]at\w*|responsab\w*|jef[ea]s?|capo|chef\w*|kierownik\w*|veduc\w*|vezet\w*)\b/,
};
/**
 * "Interns and graduate trainees on sites", "Praktikanten auf den Baustellen", "stagiaires sur les chantiers",
 * "praktykanci na budowie": the place narrows the interns and trainees to those at a (construction) site, as their
 * title says it; not every intern of the company.
 */
const ON_SITES =
  /\b(on|at) ((the|our|construction|building|its) )*(construction )?sites?\b|\bon[- ]site\b|\bauf (der |den |unseren )?baustellen?\b|\bsur (les |nos |le )?chantiers?\b|\ben (las |nuestras )?obras?\b|\bin cantier[ei]\b|\bna budow(ie|ach)\b|\bop (de )?bouwplaats(en)?\b/;
/** The functions of the people on a site: a title of another function names an office job. */
const SITE_FUNCTIONS: readonly ProfessionalFunction[] = ['construction', 'engineering', 'operations'];
const ON_SITES_QUALIFIER: RoleWord = {
  word: 'on sites',
  qualifier: true,
  seniority: true,
  onSite: true,
  test: /\b(sites?|on-site|baustelle\w*|bau\w*|budow\w*|chantier\w*|obras?|cantier\w*|construction|bouw\w*)\b/,
};
/**
 * "Watchmakers in the boutique", "Uhrmacher in der Boutique", "horlogers en boutique", "orologiai in negozio": a trade
 * said with the shop it works in is that trade in the shop, as the title says it; the same trade in the workshop or
 * at head office is not it. (Sales staff and shop staff are the shop's own: they take no such qualifier.)
 */
const IN_THE_SHOP =
  /\S[\s\u2060]+(in|im|en|dans|nella|nelle|nei|nel|na|nas|no|in de|in der|in den|in the|in our|in unseren?|dans (la|les|nos)|en (la|las|nuestras?)|in de|op de)[\s\u2060]+(boutiques?|shops?|stores?|laden|geschaften|filialen?|magasins?|tiendas?|negozi[oi]?|lojas?|winkels?)\s*$/;
const IN_THE_SHOP_QUALIFIER: RoleWord = {
  word: 'in the shop',
  qualifier: true,
  seniority: true,
  test: /\b(boutique\w*|shops?|stores?|laden|geschaft|filiale\w*|magasin\w*|tienda\w*|negozi\w*|loja\w*|winkel\w*|retail)\b/,
};
const ASSISTANT_QUALIFIER: RoleWord = {
  word: 'assistant or deputy',
  qualifier: true,
  test: /\b(assist\w*|asistent\w*|deputy|vice|stellv\w*|adjoint\w*|assistente|zastupce|zastupkyne|pomocn\w*)\b|-assist\w*/,
};

/** A professional said to come from outside: "outside counsel", "externe Anwälte", "avocats externes". */
const OUTSIDE_PROFESSIONAL =
  /\b(?:(?:outside|external|externe[nrs]?|externos?|externas?|esterni|esterne)\s+(?:legal\s+)?(?:counsel|lawyers?|attorneys?|solicitors?|accountants?|auditors?|anwalte?|rechtsanwalte?|rechtsanwaltinnen|steuerberater\w*|avocats?|abogad[oa]s?|advogad[oa]s?|avvocati|advocaten|juristen)|(?:counsel|lawyers?|avocats?|abogad[oa]s?|advogad[oa]s?|avvocati|advocaten|anwalte|rechtsanwalte|juristen)\s+(?:externes?|externos?|externas?|esterni|externe))\b/;

/** A board seat held as independent, as the title says it in any language. */
const INDEPENDENT_QUALIFIER: RoleWord = {
  word: 'independent',
  qualifier: true,
  test: /\b(independ\w*|unabhangig\w*|indipendent\w*|independant\w*|onafhankelijk\w*|niezalezn\w*|nezavisl\w*|nezavisn\w*|fuggetlen\w*|neodvisn\w*)\b/,
};

/** "Independent directors", "administradores independentes", "unabhängige Aufsichtsräte": a board seat and its adjective. */
const INDEPENDENT_SEAT =
  /\b(administrat(eur|rice)s?|administrador(a|es|as)?|consejer[oa]s?|conselheir[oa]s?|consiglier[ei]|bestuurders?|directors?|board members?|aufsichtsrat\w*|verwaltungsrat\w*) (independ\w*|indipendent\w*|unabhangig\w*|onafhankelijk\w*)\b|\b(independent|indipendent[ei]|unabhangige[rn]?|onafhankelijke?|independientes?|independentes?|independant(e|s|es)?) (non[- ]executive )?(directors?|board members?|administrat\w+|consiglier[ei]|bestuurders?|aufsichtsrat\w*|verwaltungsrat\w*)\b/;

/** Qualifiers an exclusion keeps as constraints on the title ("junior", "outside"). */
const QUALIFIERS: ReadonlyArray<[RegExp, RoleWord]> = [
  [
    /\b(despachos? (de abogados|extern[oa]s?)|outside|external|externe?s?|extern[oa]s?|estern[aoie]|third-party|outsourced|law[- ]firms?|kanzlei\w*|cabinets? d.avocats|bufetes?|advocatenkantoor\w*|advocatenkantoren|advocatenpraktijk\w*|law offices?|studio legale|studi legali|escritorios? de advocacia)\b/,
    {
      word: 'external',
      qualifier: true,
      test: /\b(external|outside|extern\w*|estern[aoie]|zewnetrzn\w*|third-party|of counsel|freelanc\w*)\b/,
      orEngagement: 'contractor',
    },
  ],
  [
    // "Not independent board members": a seat held as independent, as the title says it in any language
    // (unabhängig, independiente, indipendente, onafhankelijk, niezależny, nezávislý, független).
    /\b(independent|independents|unabhangige?[rn]?|independientes?|indipendent[ei]|independant(e|s|es)?|onafhankelijke?|niezalezn\w*)\b/,
    INDEPENDENT_QUALIFIER,
  ],
  [
    /\b(junior|juniors|entry-level|entry level|graduates?)\b/,
    { word: 'junior', qualifier: true, test: /\b(junior|jr|entry|graduate|trainee|associate)\b/ },
  ],
  [/\b(senior|seniors)\b/, { word: 'senior', qualifier: true, test: /\b(senior|sr|lead|principal|staff)\b/ }], // "Not youth academy coaches", "keine Nachwuchstrainer": the club's youth teams, said in the title by an age
  // group (U17, Sub-17, under-15) or by the academy's name in the seven languages.
  [
    /\b(youth( academy)?|academy|academia|formacao|cantera|jugend\w*|nachwuchs\w*|giovanil[ei]|settore giovanile|jeugd\w*)\b/,
    {
      word: 'youth',
      qualifier: true,
      test: /\b(youth|academy|academia|formacao|cantera|juvenil\w*|jugend\w*|nachwuchs\w*|giovanil\w*|primavera|jeugd\w*|espoirs|(u|sub|under)[- ]?\d{1,2})\b/,
    },
  ],
];

/**
 * "Senior" and "junior" in what a definition asks for ("senior software engineers", "juniors in
 * marketing", "ingénieurs confirmés"), beside no level of their own: the title must say so; a leader's
 * title is senior too. Seven languages.
 */
/**
 * "Junior to principal", "junior and senior", "no matter how senior": a span of seniorities, no bar; the
 * German suspended hyphen ("vom Junior- bis Staff-Level") is a span too.
 */
const SENIORITY_SPAN =
  /\b(how (senior|junior)|(junior|juniors|senior|seniors|entry[- ]level)-?\s+(to|through|or|and|bis|und|oder|a|à|et|ou|hasta|y|o|ate|até|e|fino a|tot|en|of)\s+\w+|\w+\s+(to|through|bis|und|oder|a|à|et|ou|hasta|y|o|ate|até|e|tot|en|of)\s+(senior|seniors|principal|junior|juniors))\b/;
const SENIORITY_ASKED: ReadonlyArray<[RegExp, RoleWord]> = [
  [
    /\b(seniors?|senior-?level|seniores|confirm(e|es|ee|ees)|erfahrene\w*|ervaren)\b/,
    {
      word: 'senior',
      qualifier: true,
      seniority: true,
      test: /\b(senior|sr|snr|lead|principal|staff (\w+ )?(engineer|developer)|distinguished|head|chief|vp|director\w*|directeur\w*|directrice\w*|diretor\w*|direttor\w*|direktor\w*|manager\w*|leiter\w*|leitung|leider\w*|hoofd|responsable|responsabile|jef[ea]|gerente|c[a-z]o|confirm\w*|erfahren\w*|ervaren)\b/,
    },
  ],
  [
    /\b(juniors?|junior-?level|entry-level|entry level|graduates?|debutant(e|es|s)?|principiantes?|berufseinsteiger\w*|starters?)\b/,
    {
      word: 'junior',
      qualifier: true,
      seniority: true,
      test: /\b(junior|jr|entry|graduate|trainee|associate|intern|praktikant\w*|praktykant\w*|stazyst\w*|absolwen\w*|werkstudent\w*|stagiaire|becari[oa]|estagiari[oa]|stagista|stagiair|debutant\w*|berufseinsteiger\w*|starter)\b/,
    },
  ],
];

/** Production trades with a function of their own under operations: a heading's "production" adds nothing to them. */
const PRODUCTION_TRADES: readonly ProfessionalFunction[] = ['cooperage', 'watchmaking', 'metalwork'];
/** A trade's master title said in a definition: maître, mestre, maestro or master before the trade's word, a -meister. */
const MASTER_OF_TRADE =
  /\b(maitres?|mestres?|maestr[oa]s?|masters?) (?!(of|in|en|de|di|da|du|d|data|plan|plans|planning|degree|degrees|students?|thesis|class|classes|card|cards|file|files)\b)[a-z]{4,}|\b[a-z]{4,}meister(in|innen)?\b/;
/** The title a master craftsman holds: maître, mestre, maestro, master, a German -meister, MOF. */
const MASTER_TITLE =
  /\b(maitre\w*|mestre\w*|maestr[oa]|master|masters|\w*meister(in)?|mof|meilleure? ouvri\w*)\b/;

/** A chief's acronym alone ("CCO", "CDOs"): C, one to three capitals, O. */
const CHIEF_ACRONYM = /^C[A-Z]{1,3}Os?$/;

/** Job nouns that name what someone does inside a function ("support agents", "compliance officers"). */
const JOB_NOUN =
  /\b(agents?|agent[ei]|officers?|analysts?|specialists?|representatives?|reps|associates?|coordinators?|assistants?|consultants?|engineers?|developers?|architects?|technicians?|administrators?|clerks?|generalists?|partners?|advisors?|advisers?|trainers?|writers?|operators?|techniciens?|techniciennes?|techniker(in|innen)?|technici|technicus|tecnic[oa]s|tecnici)\b/;

/** A leftover noun of an exclusion ("support agents") becomes a word the title must contain. */
/**
 * "Network" in the seven languages (network, Netzwerk, réseau, red, rede, rete, netwerk): an exclusion's word
 * "ingegneri di rete", "engenheiros de rede", "ingénieurs réseau" meets a title in any of them ("Network
 * Engineer", "Engenheira de Redes IP/MPLS").
 */
const NETWORK_WORD =
  /^(networks?|networking|netzwerk\w*|netze?|reseaux?|rede|redes|red|rete|reti|netwerk\w*)$/;
const NETWORK_TITLE =
  /\b(network\w*|netzwerk\w*|netz|netze|reseaux?|rede|redes|rete|reti|netwerk\w*|de red)\b/;

/** "Network engineers" in the seven languages, said in a definition (NETWORK_WORD for the network alone). */
const NETWORK_ENGINEERS =
  /\b((d.)?(ingegner[ei]|ingenier[oa]s?|engenheir[oa]s?|ingenieur(e|s|es)?|ingenieure?) (de |di |da |del |des |du )?(rede|redes|rete|reti|red|reseaux?)|(netzwerk|netwerk)-?ingenieur(e|in|innen|s)?)\b/g;

/**
 * "Technicians" in the seven languages (technicien, Techniker, técnico, tecnico, technicus) and the Nordic tekniker: an
 * exclusion's word meets a title in any of them, a compound too ("Servicetechniker", "vindmølletekniker").
 */
const TECHNICIAN_WORD =
  /^(technicians?|techniciens?|techniciennes?|techniker(in|innen)?|technici|technicus|tecnic[oa]s?|tecnici|teknikere?)$/;
const TECHNICIAN_TITLE =
  /(techni(cians?|ciens?|ciennes?|ker|kerin|kerinnen|cus|ci)|tecnic[oa]s?|tecnici|tekniker(e|en|ne)?)\b/;

const stemWord = (word: string): RoleWord => {
  if (NETWORK_WORD.test(word)) return { word, test: NETWORK_TITLE };
  if (TECHNICIAN_WORD.test(word)) return { word, test: TECHNICIAN_TITLE };
  // Plural and gender endings differ by language ("agents", "agenti", "agente"): the stem drops them.
  // An English "-ologist" or "-onomist" is named by its root elsewhere: "agronomist", "Agronom", "agronome",
  // "agrónomo", "agronoom"; "biologist", "Biologe", "biologo", "bioloog".
  const root = /^([a-z]{3,}(?:olog|onom))ists?$/.exec(word)?.[1];
  const stem = root ?? (word.length > 5 ? word.slice(0, -2) : word.replace(/(?<=[a-z]{3})s$/, ''));
  // The seven languages spell one root apart: "graphic", "gráfico", "Grafik"; "photo", "foto";
  // "theatre", "teatro". An exclusion's word meets the title in any of them.
  const spelled = stem
    .replace(/[^a-z0-9]/g, '')
    .replace(/ph/g, '(?:ph|f)')
    .replace(/th/g, 't(?:h)?');
  return { word, test: new RegExp(`\\b${spelled}`) };
};

/** Information (or cyber, IT, OT) security named by a definition's words, in the seven languages and the Nordic ones. */
const INFORMATION_SECURITY_PHRASE =
  /^((information|informations|it|ot|cyber|ciber|data|informatique|informacion|informacao|informazioni)[\s-]*(security|securite|seguridad|seguranca|sicurezza|sicherheit|beveiliging)|(securite|seguridad|seguranca|sicurezza)[\s-]+(informatique|informatica|informatico|de la informacion|de l.information|des systemes d.information|da informacao|delle informazioni|it|ti|si|ot)|cybersecurity|informationssicherheit|informatiebeveiliging|infosec)$/;

/** A title in information security: the CISO, infosec, cyber, IT or OT security, in those languages. */
const INFORMATION_SECURITY_TITLE =
  /\b(ciso|infosec|cyber\w*|soc|information security|informati\w* securi\w*|(it|ot|data)[- ]secur\w*|(it|ot)[- ]sicherheit\w*|informationssicherheit\w*|securite (de l.|des systemes d.)?informati\w*|seguridad (de la )?informaci\w*|seguranca (da )?informac\w*|sicurezza (delle )?informazion\w*|sicurezza informatica|informatiebeveiliging\w*|upplysinga\w*|informasjonssikkerhet\w*|informationssakerhet\w*|informationssikkerhed\w*)\b/;

const SENIORITY_ADJECTIVE =
  /^(individual|individuals|non-managing|entry-level|mid-level|junior|senior|lead)$/;

/**
 * The words an exclusion says beyond its function, as one role: a title must hold all of them
 * ("internal audit" is not every intern nor every auditor). Words that end in no job noun name a team
 * or an area ("internal audit", "tax"), which its head belongs to as well.
 */
function phraseRole(words: readonly string[]): RoleWord {
  // "Not information security", "no cybersecurity": a CISO or an "upplýsingaöryggisstjóri" works in it too.
  if (INFORMATION_SECURITY_PHRASE.test(words.join(' ')))
    return { word: words.join(' '), test: INFORMATION_SECURITY_TITLE, area: true };
  if (words.length === 1) {
    const one = stemWord(words[0] ?? '');
    return JOB_ENDING.test(words[0] ?? '') ? one : { ...one, area: true };
  }
  return {
    word: words.join(' '),
    test: new RegExp(words.map((word) => `(?=.*${stemWord(word).test.source})`).join('')),
    ...(JOB_ENDING.test(words.at(-1) ?? '') ? {} : { area: true }),
  };
}

/** Safety at work in the seven languages: occupational health and safety, the Arbeitsschutz, la prévention. */
const OCCUPATIONAL_SAFETY_WORDS = String.raw`occupational[- ](health[- ](and|&)[- ])?safety|occupational health|ohs|osh|(health[- ](and|&)[- ])?safety at work|workplace (health[- ](and|&)[- ])?safety|(saude[- ]e[- ])?seguranca (e saude )?no trabalho|medicina do trabalho|seguridad y salud (en el trabajo|laboral(es)?)|prevencion de riesgos laborales|salud laboral|(salute[- ]e[- ])?sicurezza sul lavoro|medicina del lavoro|(sante[- ]et[- ])?securite au travail|sante au travail|arbeitsschutz\w*|arbeitssicherheit\w*|arbeitsmedizin\w*|arbo\w*`;
const OCCUPATIONAL_SAFETY = new RegExp(String.raw`\b(${OCCUPATIONAL_SAFETY_WORDS})\b`);
const OCCUPATIONAL_SAFETY_ROLE: RoleWord = {
  word: 'occupational safety',
  qualifier: true,
  test: new RegExp(
    String.raw`\b(${OCCUPATIONAL_SAFETY_WORDS}|hse|ehs|sst|prl|hseq|enfermeir[oa] do trabalho|occupational nurse|enfermer[oa] (del|de) trabajo|fachkraft fur arbeitssicherheit|sifa)\b`,
  ),
};

/** A flight's safety: flight safety, aviation safety (SMS, FDM), seguridad operacional, sicurezza del volo. */
const FLIGHT_SAFETY_WORDS = String.raw`(flight|aviation|air) safety|sicurezza (del |di )?volo|sicurezza aerea|seguridad (en |de )?vuelo|seguridad operacional|seguridad aerea|seguranca (de |do )?voo|seguranca operacional|securite (des vols|aerienne)|flugsicherheit\w*|vliegveiligheid`;
const FLIGHT_SAFETY = new RegExp(String.raw`\b(${FLIGHT_SAFETY_WORDS})\b`);
const FLIGHT_SAFETY_ROLE: RoleWord = {
  word: 'flight safety',
  qualifier: true,
  test: new RegExp(String.raw`\b(${FLIGHT_SAFETY_WORDS}|fdm|foqa|sms|safety management system)\b`),
};

function readPhrase(raw: string, exclusion = false): Phrase {
  let text = normalizeText(raw)
    // "The management board", "zarząd", "board of management": the company's executive body (the Vorstand of a
    // two-tier board), its top executives, never seats on the supervisory board.
    .replace(/\b(management boards?|boards? of management|zarzad\w*)\b/g, 'vorstand')
    // "The sole director", "administrador único", "amministratore unico", "administrateur unique": where one person is
    // the company's whole board, that person runs it, as a CEO does (the title reader reads them as its top executive).
    .replace(
      /\b(sole directors?|administrador(a|es)? unic[oa]s?|amministrat(ore|rice|ori) unic[oi]|administrat(eur|rice) unique)\b/g,
      'ceo',
    )
    // "The executive board", "its executive committee", the Hungarian igazgatóság and the Portuguese comissão
    // executiva: the company's executive body, as the Vorstand is (its members are its top executives).
    .replace(
      /(?<!\b(non|not|nicht|no|nao|niet)[- ]?)\b(executive boards?(\/committees?)?|igazgatosag\w*|comissao executiva|comision ejecutiva)\b/g,
      'vorstand',
    )
    // "Standortleiter", "Standortleitung": who heads a site (a plant, a depot, an office) heads its
    // operations, as the title reader reads the title; not anyone at the site, nor a construction site.
    .replace(/\bstandort-?(leiter(in|innen)?|leitung|chef(in|innen|s)?)\b/g, 'head of operations')
    // "Reefer people at the terminal", "Zöllner am Terminal", "douaniers au terminal": after people named by their
    // job, the terminal or port they work at says where, not that they work in operations.
    .replace(AT_TERMINAL, (whole: string, ...args: unknown[]) =>
      GENERIC_PEOPLE.test(
        String(args.at(-1))
          .slice(0, Number(args.at(-2)))
          .trim(),
      )
        ? whole
        : '',
    )
    // "Ingegneri di rete", "engenheiros de rede", "ingenieros de redes", "ingénieurs réseau",
    // "Netzwerkingenieure", "netwerkingenieurs": network engineers, read as the English words are.
    .replace(NETWORK_ENGINEERS, 'network engineers')
    // "Sportdirektor", "Sportdirektorin": a club's sporting director, one post at the head of its football
    // department (as "director deportivo" reads), not anyone in it.
    .replace(/\bsport-?direktor(in|en|innen)?\b/g, 'sporting director')
    .replace(
      GERMAN_COMPOUND,
      (_m, fn: string, level: string) =>
        `${GERMAN_STEM[fn] ?? fn} ${level.replace(/^verantwortliche\w*/, 'leitung')}`,
    )
    .replace(ANY_GERMAN_COMPOUND, (whole, modifier: string, level: string) => {
      // "Werksleitung", "Einkaufsleiterin", "Compliancechef": any modifier that names a function.
      // The linking "s" of a German compound goes ("Einkaufs-"), unless the word ends in it ("sales").
      const stem = modifier.length > 4 && modifier.endsWith('s') ? modifier.slice(0, -1) : modifier;
      if (readFunctions(stem, stem).functions.length > 0) return `${stem} ${level}`;
      return readFunctions(modifier, modifier).functions.length > 0 ? `${modifier} ${level}` : whole;
    });
  // "Pas les cabinets d'avocats externes": a law firm is one thing in every language, read as the law
  // firm before its words are ("avocats" is a legal word, "cabinets" would be left over as an area
  // the title must name).
  if (exclusion) text = text.replace(new RegExp(LAW_FIRM.source, 'g'), 'law firms');
  const phrase: Phrase = {
    text: raw.trim(),
    functions: new Set(),
    levels: new Set(),
    extendsUp: false,
    roles: [],
    engagements: new Set(),
    above: ABOVE.test(text),
    any: !ABOVE.test(text) && ANY_LEVEL.test(text),
    it: /\bIT\b/.test(raw) || /\binformation technology\b/.test(text),
    takesFunction: false,
    ownFunction: false,
    conj: false,
    // "Marketing people", "finance staff": everyone there, not a bare function waiting for a level.
    job:
      JOB_ENDING.test(normalizeText(raw).trim()) ||
      // "Pilots and cabin crew managers": a people noun the endings miss is a whole job too; it takes no
      // seniority from the list after it.
      PEOPLE_NOUN.test(normalizeText(raw).trim()) ||
      // "Juristes d'entreprise", "ingenieros de datos": a Romance job noun comes before its "de …".
      JOB_BEFORE_OF.test(normalizeText(raw).trim()) ||
      LAWYER.test(normalizeText(raw)) ||
      /\b(people|staff|folks|employees|personnel|mitarbeiter\w*|leute|equipe|equipo)\b/.test(
        normalizeText(raw),
      ),
    understood: false,
    leftover: '',
  };
  const consume = (pattern: RegExp): boolean => {
    if (!pattern.test(text)) return false;
    text = text.replace(new RegExp(pattern.source, 'g'), ' ');
    return true;
  };
  consume(ABOVE);
  const orAbove = consume(JOINED_ABOVE);
  if (/\baufwarts\b/.test(text)) consume(/\b(ab|aufwarts)\b/);
  // A range that starts at a seniority ("from team lead to head") is read as those levels, not as any.
  const range = LEVEL_RANGE.exec(text);
  const lowest = range?.[0].replace(/^\S+ /, '').split(/ (?:to|bis|hasta|tot|al|a|ate|au) /)[0] ?? '';
  if (range && !RANGE_FROM_LEVEL.test(lowest)) {
    if (!phrase.above) phrase.any = true;
    consume(LEVEL_RANGE);
  }
  if (consume(LEVEL_RANGE_DOWN) && !phrase.above) phrase.any = true;
  consume(ANY_LEVEL);
  // "Not assistant site managers", "keine stellvertretenden Bauleiter": the assistant or deputy of a job is
  // a qualifier of that job (both must hold), not every assistant beside it.
  if (exclusion && consume(ASSISTANT_OF_JOB)) phrase.roles.push(ASSISTANT_QUALIFIER);
  // "Not occupational health and safety", "esclusa la sicurezza del volo": excluded from a safety definition, the
  // workplace's safety (ISCO-08 2263) and a flight's (an air operator's safety management) are each a kind of
  // safety the title must name; the other kind of safety stays asked for.
  if (exclusion && consume(OCCUPATIONAL_SAFETY)) {
    phrase.roles.push(OCCUPATIONAL_SAFETY_ROLE);
    phrase.functions.add('health_safety');
  }
  if (exclusion && consume(FLIGHT_SAFETY)) {
    phrase.roles.push(FLIGHT_SAFETY_ROLE);
    phrase.functions.add('health_safety');
  }
  if (consume(COORDINATES_GROUP)) phrase.roles.push(COORDINATOR_QUALIFIER);
  for (const term of ROLE_TERMS) {
    if (!term.early || !consume(term.pattern)) continue;
    phrase.roles.push({
      word: term.word,
      test: term.test,
      ...(term.levels && term.levels.length > 0 && term.functions.length === 0 ? { grade: true } : {}),
    });
    for (const level of term.levels ?? []) phrase.levels.add(level);
  }
  // "Exclude independent directors", "sin consejeros independientes": excluded, the board seat read as an
  // engagement keeps its adjective, a seat held as independent (else the exclusion drops every board member, the
  // family's and the shareholders' representatives included). Asked for, "chair, non-executive and independent
  // directors" lists the board's seats, any of them.
  const independentSeat = INDEPENDENT_SEAT.test(text);
  for (const [pattern, engagement] of ENGAGEMENT_TERMS)
    if (consume(pattern)) phrase.engagements.add(engagement);
  if (
    exclusion &&
    independentSeat &&
    phrase.engagements.has('board') &&
    !phrase.roles.includes(INDEPENDENT_QUALIFIER)
  )
    phrase.roles.push(INDEPENDENT_QUALIFIER);
  // (Only interns and trainees: "site managers and on-site team leads" name a job, not a place.)
  if (!exclusion && phrase.engagements.has('intern') && consume(ON_SITES))
    phrase.roles.push(ON_SITES_QUALIFIER);
  let functionText = text;
  for (const term of ROLE_TERMS) {
    if (term.early || !consume(term.pattern)) continue;
    phrase.roles.push({
      word: term.word,
      test: term.test,
      ...(term.area ? { area: true } : {}),
      ...(term.orIndividual ? { orIndividual: true } : {}),
      ...(term.word === 'assistants' && EXECUTIVE_ASSISTANT.test(normalizeText(raw))
        ? { noDepartment: true }
        : {}),
    });
    for (const e of term.engagements ?? []) phrase.engagements.add(e);
    for (const fn of term.functions) phrase.functions.add(fn);
    for (const level of term.levels ?? []) phrase.levels.add(level);
  }
  // "Product management" names a function; its "management" is no seniority.
  const discipline = MANAGEMENT_FUNCTION.exec(text)?.[1];
  consume(MANAGEMENT_FUNCTION);
  // "Directieassistenten", "management assistants": the level words say whom they assist, not their own.
  const assists = phrase.roles.some((r) => r.word === 'assistants' || r.word === 'chiefs of staff');
  let bounded: Level[] | null = null;
  for (const term of LEVEL_TERMS) {
    // (A technician of a function the phrase names: "tecnici IT", "técnicos de sistemas".)
    if (term.includeOnly && (exclusion || readFunctions(normalizeText(raw), raw).functions.length === 0))
      continue;
    if (!consume(term.pattern)) continue;
    if (assists) continue;
    for (const level of term.levels) phrase.levels.add(level);
    for (const fn of term.functions ?? []) phrase.functions.add(fn);
    if (term.role) {
      if (term.levels.every((l) => l === 'owner'))
        phrase.roles.push({
          word: 'founders',
          test: FOUNDER_TITLE,
        });
      else phrase.roles.push({ word: term.roleWord ?? 'top executives', test: term.role });
    }
    phrase.extendsUp ||= term.extendsUp === true;
    if (term.bounds) bounded = term.levels;
    // A seniority with no function of its own ("… partners and leads") takes the list's function; only
    // owners and founders are a level of the whole company.
    phrase.takesFunction ||= !term.functions && !term.roleWord && !term.levels.every((l) => l === 'owner');
  }
  if (bounded) {
    const tier = bounded;
    phrase.levels = new Set([...phrase.levels].filter((l) => tier.includes(l)));
    phrase.extendsUp = false;
  }
  // "CCO", "CDO", "CSOs": a chief's acronym names a chief, whichever function its middle letters are
  // read as; it never asks for (nor, in an exclusion, drops) everyone in that function.
  if (
    phrase.levels.size === 0 &&
    CHIEF_ACRONYM.test(raw.trim().split(/\s+/).at(-1) ?? '') &&
    raw.trim().split(/\s+/).length <= 2
  )
    phrase.levels.add('c_level');
  // "Team leads and up", "nivel jefe o superior": the level named and every level above it.
  if (orAbove && phrase.levels.size > 0) {
    const floor = Math.min(...[...phrase.levels].map(levelRank));
    for (const level of LEVELS) if (levelRank(level) >= floor) phrase.levels.add(level);
  }
  for (const [pattern, fns] of MULTI_FUNCTION_TERMS) {
    if (!pattern.test(functionText)) continue;
    for (const fn of fns) phrase.functions.add(fn);
    functionText = functionText.replace(new RegExp(pattern.source, 'g'), ' ');
    text = text.replace(new RegExp(pattern.source, 'g'), ' ');
  }
  // One phrase names one function: in "commercial counsel" the noun decides, the modifier does not.
  // "Managing directors" is a seniority here; general management is a function only when named so.
  const read = readFunctions(functionText, raw).functions.find(
    (fn) => fn !== 'general_management' || /\bgeneral management\b/.test(functionText),
  );
  // "Tecnologi alimentari", "food developers", "Rezeptentwickler": development or technology of food
  // and recipes is R&D of the product, not software engineering.
  const named = read === 'engineering' && FOOD_DOMAIN.test(functionText) ? 'research' : read;
  let functionWords = 0;
  const fromRoles = ROLE_TERMS.some((term) => term.functions.length > 0 && term.pattern.test(functionText));
  if (named && (phrase.functions.size === 0 || (fromRoles && !phrase.functions.has(named)))) {
    // "Security engineers" work in security: the named function wins over the one the job noun implies.
    if (fromRoles) phrase.functions.clear();
    phrase.functions.add(named);
    functionWords = 1;
  }
  phrase.ownFunction =
    functionWords > 0 || fromRoles || MULTI_FUNCTION_TERMS.some(([p]) => p.test(normalizeText(raw)));
  // "Revenue management", "key account management", "fleet management": a discipline named after a
  // word the vocabulary files under a wider function is a part of it, not all of it (revenue managers
  // are not every salesperson). Unless the function is the discipline's own ("product management",
  // "risk management"), the title must name the discipline's word.
  if (discipline && phrase.functions.size > 0 && !phrase.roles.some((r) => r.area)) {
    const stem = discipline.split(' ')[0]?.slice(0, 5) ?? '';
    const own = [...phrase.functions].some((fn) => normalizeText(FUNCTION_WORDS[fn]).includes(stem));
    if (!own)
      phrase.roles.push({
        word: discipline,
        test: new RegExp(`\\b${discipline.replace(/\s+/g, '[ -]?')}`),
        area: true,
      });
  }
  // "Product marketing managers" hold that title; they manage a product's marketing, not people.
  const singular = normalizeText(raw).replace(/\bmanagers\b/g, 'manager');
  if (
    phrase.levels.has('manager') &&
    THING_MANAGER.test(singular) &&
    !/\b(people|line|team)\b/.test(singular)
  ) {
    phrase.levels.delete('manager');
    phrase.roles.push({ word: 'managers', test: /\bmanag/ });
  }
  // "Filialleiter", "Direttori di negozio": whoever leads one store manages it, as its title reads.
  if (phrase.functions.size === 1 && phrase.functions.has('retail')) {
    const site = siteLeaderLevels(raw, [...phrase.levels], ['retail']);
    phrase.levels.clear();
    for (const level of site) phrase.levels.add(level);
  }
  // "Individual customer success managers": managers of accounts, not of people.
  if (
    phrase.levels.has('individual') &&
    phrase.levels.has('manager') &&
    /\bindividual\b/.test(normalizeText(raw))
  ) {
    phrase.levels.delete('manager');
    phrase.roles.push({ word: 'managers', test: /\bmanag/ });
  }
  text = readFunctions(text, raw).rest;
  if (
    !exclusion &&
    [...phrase.levels].every((l) => l === 'individual') &&
    !SENIORITY_SPAN.test(normalizeText(raw))
  )
    for (const [pattern, role] of SENIORITY_ASKED) if (consume(pattern)) phrase.roles.push(role);
  // "Maîtres tonneliers", "mestres tanoeiros", "master coopers": a trade's master title, which the lexicon reads with the
  // trade, is a title the holder's must say as well as the trade; not every cooper is a master cooper (holdout 70).
  if (phrase.functions.size > 0 && MASTER_OF_TRADE.test(normalizeText(raw)))
    phrase.roles.push({ word: 'master craftsman', test: MASTER_TITLE });
  // "Contadores", "accountants": a job named alone, read only as its function, asks for that job, not
  // for everyone in the function (the CFO is no contador). The title must hold the job's word.
  // ("Programmeurs de tout niveau", "programadores de cualquier nivel": the job is the word before "any level".)
  const bare = normalizeText(raw)
    .replace(new RegExp(ANY_LEVEL.source, 'giu'), ' ')
    .replace(/\b(de|di|da|op|at|on|of|a|en|auf|in) tout niveau\b/, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ (de|di|da|op|at|on|of|a|en|auf|in)$/, '');
  const lastWord = bare.split(/\s+/).at(-1) ?? '';
  // (Elsewhere the last word is the phrase's own, "au complet" included.)
  const phraseLastWord = normalizeText(raw).trim().split(/\s+/).at(-1) ?? '';
  // An include read only as a function so far: no role, level or engagement of its own.
  const functionAlone = () =>
    !exclusion &&
    phrase.roles.length === 0 &&
    phrase.levels.size === 0 &&
    phrase.engagements.size === 0 &&
    phrase.functions.size > 0;
  if (
    functionAlone() &&
    // One plain word: not an acronym ("PMMs") nor a compound ("HR-Business-Partner") the stem would cut.
    /^[a-z]{6,}$/.test(bare) &&
    !/^[A-Z]{2,}/.test(raw.trim()) &&
    (JOB_ENDING.test(lastWord) || /[a-z]ables?$/.test(lastWord)) &&
    // A compound that names a leader ("hrleiders") is a level, not a job of the function.
    [lastWord, lastWord.replace(/(s|n)$/, '')].every((w) =>
      readTitle(w).levels.every((l) => l === 'individual'),
    ) &&
    !ACTIVITY_NOUN.test(lastWord)
  )
    phrase.roles.push({
      ...stemWord(lastWord),
      // A trade filed under operations ("chapistas", "soldadores") is one trade among the many operations
      // holds: a title must name it; any operations individual is not one. Agriculture gathers trades too
      // (ISCO-08 611 crops and vines, 612 livestock, 622 fish farming): "røkter" is no grape picker.
      ...(THING_NOUN.test(lastWord) ||
      [...phrase.functions].every((fn) => fn === 'operations' || fn === 'agriculture')
        ? {}
        : { orIndividual: true }),
    });
  // "Horlogers-rhabilleurs", "mécaniciens-monteurs": two job nouns of one trade joined by a hyphen name the second,
  // narrower job of the first; the title must hold that job's word, not merely the trade (holdout 77).
  const hyphened = /^([a-z]{4,})-([a-z]{6,})$/.exec(lastWord);
  if (
    functionAlone() &&
    hyphened?.[1] &&
    hyphened[2] &&
    JOB_ENDING.test(hyphened[1]) &&
    JOB_ENDING.test(hyphened[2]) &&
    readFunctions(hyphened[1], hyphened[1]).functions.join() === [...phrase.functions].join() &&
    readFunctions(hyphened[2], hyphened[2]).functions.join() === [...phrase.functions].join() &&
    readTitle(hyphened[2]).levels.every((l) => l === 'individual') &&
    !ACTIVITY_NOUN.test(hyphened[2])
  )
    phrase.roles.push(stemWord(hyphened[2]));
  // "Auditeurs internes", "internal auditors", "auditores internos": a job with a word that only
  // qualifies it, read only as the function the job is filed under, asks for that job; the title must
  // hold the job's root (audit), so the CFO and the accountants are not internal auditors.
  const pair = normalizeText(raw).trim().split(/\s+/);
  const nounAt = pair.findIndex((w) => /^[a-z]{6,}$/.test(w) && JOB_ENDING.test(w));
  const qualifierWord = pair[1 - nounAt] ?? '';
  const noun = pair[nounAt] ?? '';
  const root = noun.replace(JOB_ROOT_ENDING, '');
  if (
    functionAlone() &&
    pair.length === 2 &&
    nounAt >= 0 &&
    /^[a-z]{4,}$/.test(qualifierWord) &&
    !JOB_ENDING.test(qualifierWord) &&
    readFunctions(qualifierWord, qualifierWord).functions.length === 0 &&
    readFunctions(noun, noun).functions.length > 0 &&
    readTitle(noun).levels.every((l) => l === 'individual') &&
    !ACTIVITY_NOUN.test(noun) &&
    root.length >= 4
  )
    phrase.roles.push({ word: noun, test: new RegExp(`\\b${root}`) });
  // "Outside counsel", "external accountants", "externe Berater": among the people asked for, a professional
  // from outside holds the job on contract (or says "external"), not every lawyer or accountant on the payroll.
  if (!exclusion && OUTSIDE_PROFESSIONAL.test(normalizeText(raw))) {
    const external = QUALIFIERS[0]?.[1];
    if (external) phrase.roles.push(external);
  }
  if (exclusion) {
    for (const [pattern, role] of QUALIFIERS) if (consume(pattern)) phrase.roles.push(role);
    // "Not outside law firms": a law firm is lawyers; the exclusion names legal work done from outside,
    // never every contractor of another trade.
    if (phrase.functions.size === 0 && LAW_FIRM.test(normalizeText(raw))) phrase.functions.add('legal');
    // "Keine Kundenservice-Mitarbeiter", "support staff": the people doing the work, not those leading it.
    if (
      phrase.levels.size === 0 &&
      /\b(mitarbeiter\w*|sachbearbeiter\w*|agents?|staff|collaborateurs?|medewerkers?|empleados|funcionarios)\b/.test(
        normalizeText(raw),
      )
    )
      phrase.levels.add('individual');
    // The job noun of an exclusion narrows it even when the function's words include it.
    const noun = JOB_NOUN.exec(normalizeText(raw));
    if (noun && phrase.roles.length === 0 && noun[1]) phrase.roles.push(stemWord(noun[1]));
    // "Esclusi autisti", "no drivers": a job named alone drops that job, not the function it works in.
    const last = normalizeText(raw).trim().split(/\s+/).at(-1) ?? '';
    if (
      phrase.roles.length === 0 &&
      phrase.levels.size === 0 &&
      phrase.functions.size > 0 &&
      JOB_ENDING.test(last) &&
      // "Le recrutement", "il reclutamento", "el reclutamiento" name an activity, not a job.
      !ACTIVITY_NOUN.test(last)
    )
      phrase.roles.push(stemWord(last));
  }
  const leftover = text.split(/[^a-z0-9&'-]+/).filter((w) => w !== '' && !FILLER.test(w));
  // "Social media editors", "finance translators": a job noun the reader does not know, after the
  // function it works in, is that job there, not everyone in the function; the title must name it. A
  // generic job noun ("compliance officers", "finance specialists") names the function's people.
  const unknownJob =
    functionAlone() &&
    normalizeText(raw).trim().split(/\s+/).length >= 2 &&
    leftover.length === 1 &&
    leftover[0] === phraseLastWord &&
    /^[a-z]{5,}$/.test(phraseLastWord) &&
    // A person's ending, not an adjective's ("comunicacion corporativa").
    /[a-z](ers?|ors?|ists?|ians?|eurs?|euses?|aars?|ants?|ents?)$/.test(phraseLastWord) &&
    !ACTIVITY_NOUN.test(phraseLastWord) &&
    !JOB_NOUN.test(phraseLastWord);
  if (unknownJob) {
    phrase.roles.push(stemWord(phraseLastWord));
    leftover.pop();
  }
  // "Senior bakers", "boulangers confirmés", "junior glassblowers": a seniority is said of the job beside it.
  // When the reader knows no function or job for that noun, the title must name it at that seniority, never
  // every senior person of the company (a leader's title reads as senior too).
  const seniorityOfUnknownJob =
    !exclusion &&
    phrase.functions.size === 0 &&
    phrase.levels.size === 0 &&
    phrase.engagements.size === 0 &&
    phrase.roles.length > 0 &&
    phrase.roles.every((r) => r.seniority) &&
    leftover.length > 0 &&
    leftover.length <= 2 &&
    leftover.every((w) => /^[a-z]{4,}$/.test(w) && !ACTIVITY_NOUN.test(w) && !JOB_NOUN.test(w));
  if (seniorityOfUnknownJob) {
    phrase.roles = [...phrase.roles.map((r) => ({ ...r, qualifier: true })), phraseRole(leftover)];
    leftover.length = 0;
  }
  if (
    !exclusion &&
    IN_THE_SHOP.test(normalizeText(raw).trim()) &&
    phrase.functions.size > 0 &&
    ![...phrase.functions].some((fn) => fn === 'retail' || fn === 'sales')
  )
    phrase.roles.push(IN_THE_SHOP_QUALIFIER);
  phrase.leftover = leftover.join(' ');
  const levelsOrRoles = phrase.levels.size > 0 || phrase.roles.length > 0 || phrase.engagements.size > 0;
  // A function word alone amid words that are no role ("would love our product") is not a reading.
  const functionOnly = !levelsOrRoles && !phrase.any && !phrase.above;
  const confident = !functionOnly || functionWords === 0 || leftover.length <= functionWords;
  phrase.understood = phrase.any || phrase.above || levelsOrRoles || (phrase.functions.size > 0 && confident);
  // "Tax accountants": in an exclusion an area beside a job narrows the job; the title needs both.
  if (exclusion && phrase.roles.some((r) => r.area) && phrase.roles.some((r) => !r.area && !r.qualifier))
    phrase.roles = phrase.roles.map((r) => (r.area ? { ...r, qualifier: true } : r));
  if (exclusion && phrase.understood && leftover.length > 0) {
    // An exclusion keeps every word it says: "support agents" are the agents of support, not all of it.
    // Its words together name one thing ("internal audit"): a title must hold all of them, so an
    // exclusion never drops someone who matches only one ("Intern", "internal communications").
    // Words that end in no job noun name a team or an area, which its head belongs to as well.
    // Beside a job or area the phrase names ("indirect tax"), they qualify it: the title needs both.
    // A seniority adjective ("individual CSMs") says the level a title already carries, not a word of it.
    const named = phrase.roles.some((r) => !r.qualifier);
    const words = named ? leftover.filter((w) => !SENIORITY_ADJECTIVE.test(w)) : leftover;
    if (words.length > 0) phrase.roles.push({ ...phraseRole(words), ...(named ? { qualifier: true } : {}) });
    phrase.leftover = '';
  }
  // "Embedded / firmware engineers", "Frontend-Entwickler", "desarrolladores móviles": in what a
  // definition asks for, a specialty said with the job narrows the job to it. A specialty alone
  // ("(backend, frontend, mobile)" after "software developers") is an example of the job, not this.
  // The job must be named: "embedded software" alone names an area, read as its function as before.
  // An exclusion narrows by the specialty whenever it names one ("not backend devs", "keine
  // Mobile-Entwickler", "no frontend"): only titles that say it are excluded, never every engineer.
  const job = phrase.roles.some((r) => !r.area && !r.qualifier && !r.seniority);
  if (phrase.understood) {
    const norm = normalizeText(raw);
    for (const specialty of ENGINEERING_SPECIALTIES)
      if (
        [...phrase.functions].every(
          (fn) => fn === 'engineering' || (specialty.kind && fn === 'hardware_engineering'),
        ) &&
        specialty.asked.test(norm) &&
        (exclusion ||
          (job && /[a-z]{3,}/.test(norm.replace(specialty.asked, ' '))) ||
          (specialty.kind && !job))
      )
        phrase.roles.push({
          word: specialty.word,
          test: exclusion ? specialty.asked : specialty.title,
          area: true,
          specialty: true,
        });
  }
  // "Snowboard instructors", "moniteurs de ski", "Skilehrer": a sport said with a coaching job narrows the job to that
  // sport's instructors (ISCO-08 3422/3423; ESCO "ski instructor", "snowboard instructor" are separate occupations):
  // a ski instructor is not a snowboard instructor. Several sports named together ("de ski ou de snowboard") are any
  // of them; a phrase that also names sports at large ("ski and sports instructors") keeps every coach.
  if (!exclusion && phrase.understood && phrase.functions.size === 1 && phrase.functions.has('coaching')) {
    const norm = normalizeText(raw);
    const sports = SPORT_SPECIALTIES.filter((s) => s.asked.test(norm));
    if (sports.length > 0 && !GENERIC_SPORT.test(norm))
      phrase.roles.push({
        word: sports.map((s) => s.word).join(' or '),
        test: new RegExp(sports.map((s) => s.title.source).join('|')),
        area: true,
        specialty: true,
      });
    // "Aspirant guides", "moniteurs stagiaires", "trainee instructors": the instructors in training, not every one.
    if (TRAINEE_INSTRUCTOR.test(norm))
      phrase.roles.push({ word: 'in training', test: TRAINEE_TITLE, area: true, specialty: true });
  }
  // "Threat researchers, malware analysts and detection engineers": a security specialty said with the
  // job narrows the job to it, whichever function the job noun alone is read in (research, data,
  // engineering); an analyst or engineer whose title does not name the specialty is not one. A job read
  // in security already ("penetration testers") keeps its reading.
  if (
    !exclusion &&
    (job || (phrase.functions.size === 1 && phrase.functions.has('research'))) &&
    !phrase.functions.has('security') &&
    SECURITY_SPECIALTY.asked.test(normalizeText(raw))
  ) {
    phrase.roles.push({
      word: 'threat, malware or detection',
      test: SECURITY_SPECIALTY.title,
      area: true,
      specialty: true,
    });
    phrase.functions.clear();
  }
  return phrase;
}

/** Security specialties named before a job: threat research, malware analysis, detection engineering … */
const SECURITY_SPECIALTY = {
  asked:
    /\b(threat|threats|cyber ?threat|malware|detection|incident response|forensics?|forensic|pentest\w*|penetration test\w*|red team\w*|blue team\w*|vulnerability|vulnerabilities|reverse engineering|bedrohung\w*|menaces?|amenazas?|ameacas?|minacce|minaccia|dreiging\w*|deteccion|deteccao|detection|rilevamento|detectie|erkennung)\b/,
  title:
    /\b(threat\w*|malware|detection\w*|detect\w*|incident\w*|forensi\w*|dfir|pentest\w*|penetration|red team\w*|blue team\w*|vulnerab\w*|reverse engineer\w*|cti|hunt\w*|exploit\w*|bedrohung\w*|menaces?|amenazas?|ameacas?|minacc\w*|dreiging\w*|deteccion|deteccao|rilevamento|detectie|erkennung)\b/,
};

/**
 * A trailing place after a comma ("…, in plants or on client sites", "…, in our stores", "…, sur site"): where
 * the list's people work, said of all of them; no area of its own (the plant is not production here).
 */
const PLACE_TAIL =
  /,\s*(?:(?:in|on|at|within)\s+(?:the\s+|our\s+)?(?:plants?|factor(?:y|ies)|(?:client|customer)\s+sites?|sites?|the field)(?:\s+(?:or|and)\s+)?)+\s*$/iu;
/**
 * Where an estate's people work, said after the job ("ghillies on our salmon beats", "keepers on the moor", "auf dem
 * Revier"): a river, its beats, a hill, a moor or the estate's ground is the place of the work, no job or area of its own
 * (holdout 73).
 */
const ESTATE_PLACE =
  /(?<![\p{L}])(?:on|at|in|along|auf|am|an|sur|en|sobre|sul|sulla|op|aan)\s+(?:our|the|dem|der|den|unseren?|nos|notre|les|la|le|nuestros?|los|el|i|il|la|onze|de|het)\s+(?:[\p{L}-]+\s+)?(?:beats?|rivers?|hills?|moors?|moorland|lochs?|grounds?|revier(?:en)?|fluss|flussen|riviere|rivieres|rio|rios|fiume|rivier(?:en)?|heide)(?![\p{L}])/giu;
/** "People", "staff", "team" after a bare function: anyone in it. */
const PEOPLE_WORD = /\b(people|staff|team|personnel|persone|personas|pessoas|mensen|leute)\s*$/iu;
// A conjunction inside a hyphenated compound ("health-and-safety roles") joins words, not phrases.
const PHRASE_SEPARATOR =
  /\s*(?:,|;|:|\(|\)|(?<![\p{L}&-])(?:and|or|nor|und|oder|et|ou|y(?! compris)|o|en|e|noch|ni|nem|né|ed)(?![\p{L}\u2060&-])|\bas well as\b|\bplus\b|\bincluding\b|\bsowie\b|\bof\b(?= [a-z]+ (?:en|of)\b)|\/|\s&\s|\s\+\s)\s*/iu;
const CONJUNCTION = /^\s*(and|or|nor|und|oder|et|ou|y|o|e|ed|en|nem|né|&|\+)\s*$/i;
/**
 * "And"/"or" between two parts of a subject exclusion, kept so the parts stay one list ("warehouse or
 * store managers are too junior").
 */
const LIST_JOIN = /^\s*(and|or|und|oder|et|ou|y|o|e|ed|en|&)\s*$/i;
const LEADING_VERB =
  /^\s*(include|includes|keep|find|target|consider|list|we want|i want|looking for|show me|all)\b:?\s*/i;

/** "Research and development" in any language is one function, R&D, not research plus development. */
const RESEARCH_AND_DEVELOPMENT_WORDS =
  /\b(research (and|&) development|recherche (et|&) d(é|e)veloppement|investigaci(ó|o)n y desarrollo|investiga(ç|c)(ã|a)o e desenvolvimento|ricerca e sviluppo|pesquisa e desenvolvimento|forschung und entwicklung|onderzoek en ontwikkeling)\b/giu;
// "I&D", "I+D", "R&S", "F&E", "O&O", "P&D": the same department abbreviated in the other six languages.
const RESEARCH_AND_DEVELOPMENT_ABBREVIATION =
  /(?<![\p{L}&+])(I ?[&+] ?D|R ?\+ ?D|R ?& ?S|F ?[&+] ?E|O ?& ?O|P ?& ?D)(?![\p{L}&+])/gu;
const asRandD = (text: string): string =>
  text.replace(RESEARCH_AND_DEVELOPMENT_WORDS, 'R&D').replace(RESEARCH_AND_DEVELOPMENT_ABBREVIATION, 'R&D');
/**
 * "Health and safety", "santé et sécurité", "segurança no trabalho": workplace health and safety (HSE) named
 * in words is one function, not health plus safety; its words are joined by hyphens so no list splits them.
 */
const HEALTH_AND_SAFETY_WORDS =
  /(?<![\p{L}-])(health ?(and|&) ?safety|safety ?(and|&) ?health|(hygi(e|è)ne|sant(e|é)),? ?(et|&) ?s(e|é)curit(e|é)( au travail)?|s(e|é)curit(e|é) ?(et|&) ?sant(e|é)( au travail)?|(seguridad|salud) ?(y|&) ?(salud|seguridad)( (laboral|en el trabajo))?|(seguran(ç|c)a|sa(u|ú)de) ?(e|&) ?(sa(u|ú)de|seguran(ç|c)a)( (no|do) trabalho)?|seguran(ç|c)a (no|do) trabalho|(salute|sicurezza) ?(e|&) ?(salute|sicurezza)( (sul|nei luoghi di) lavoro)?|(arbeits|gesundheits)(schutz)?-? ?(und|&) ?(arbeits|gesundheits)schutz|(gesundheit|sicherheit) ?(und|&) ?(gesundheit|sicherheit)|(veiligheid|gezondheid) ?(en|&) ?(veiligheid|gezondheid))(?![\p{L}-])/giu;
const asOneHealthAndSafety = (text: string): string =>
  text.replace(HEALTH_AND_SAFETY_WORDS, (words) =>
    words.replace(/ ?& ?/g, ' and ').replace(/-? *,? +/g, '-'),
  );

/**
 * "Formación y desarrollo", "training and development", "formazione e sviluppo": development after training
 * or learning is the staff's development (learning and development, HR), never software development. The
 * pair is read as one department, the one the vocabulary knows as "learning and development".
 */
const TRAINING_AND_DEVELOPMENT_WORDS =
  /(?<![\p{L}-])(training|learning|trainings?|formaci(o|ó)n|formation|formazione|forma(c|ç)(a|ã)o|opleiding|opleidingen|aus-? ?und weiterbildung|weiterbildung|ausbildung|schulung(en)?|aprendizaje|aprendizagem|apprentissage|apprendimento|leren) ?(,|and|&|y|e|et|und|en|\/) ?((staff|people|personal|talent|employee|professional) )?(development|desarrollo( (de personas|del talento|profesional))?|d(e|é)veloppement( (des comp(e|é)tences|professionnel|des talents))?|sviluppo( (delle persone|professionale))?|desenvolvimento( (de pessoas|profissional))?|ontwikkeling|entwicklung|personalentwicklung)(?![\p{L}-])/giu;
const asLearningAndDevelopment = (text: string): string =>
  text.replace(TRAINING_AND_DEVELOPMENT_WORDS, 'learning-and-development');
/** "Presidentes no ejecutivos": the "no" says which chairs, it negates nothing (so it is joined to its word). */
const asNonExecutiveChairs = (text: string): string =>
  text.replace(
    /(?<![\p{L}])(presidentes?|presidentas?|president[ei]|pr(e|é)sidents?) (no|non|n(a|ã)o) (ejecutiv|esecutiv|ex(e|é)cutif|execut)/giu,
    '$1 $3-$5',
  );

/** Lines of (specialty) insurance a heading can name: marine, transport, hull, cargo, P&I, aviation. */
const INSURANCE_LINE_WORDS =
  /(?<![a-z])(marine|maritime?|marittim[oae]|maritim[oa]s?|maritiem|transport|transporte?s?|trasporti|vervoer|hull|casco|kasko|cargo|carga|merci|p&i|aviation|aviacion|aviazione|aviacao|luchtvaart|luftfahrt)(?![a-z])/g;
/** A heading that names a line of insurance: "marine / transport insurance", "assicurazioni trasporti". */
/** A club's women's team or section ("women's team", "equipa feminina", "Frauenmannschaft", "vrouwenelftal"). */
const WOMENS_TEAM =
  /\b(wom[ae]n.?s (teams?|squads?|football|soccer|sides?|first teams?|sections?)|ladies.? (teams?|squads?)|equipas? feminin[ao]s?|equipos? femenin[oa]s?|equipes? feminines?|squadr[ae] femminil[ei]|frauen(mannschaft|team|fussball|abteilung)\w*|vrouwen(team|elftal|voetbal|afdeling)\w*|futebol feminino|futbol femenino|football feminin|calcio femminile|(seccion|secao|section|sezione) feminin[ae]|sezione femminile)\b/;
/** A title that names the women's side. */
const WOMENS_SIDE =
  /\b(femenin\w*|feminin\w*|femminil\w*|wom[ae]n.?s|women|ladies|frauen\w*|damen\w*|vrouwen\w*|dames)\b/;
/** A club's youth academy, named as a whole, and a title that names it or a youth age group. */
const YOUTH_ACADEMY =
  /\b((youth|football|soccer) academ(y|ies)|canteras?|futbol base|futebol de formacao|academias? de (futbol|futebol)|nachwuchsleistungszentr\w*|jeugdopleiding\w*|settore giovanile)\b/;
const YOUTH_SIDE =
  /\b(youth|academy|academia|cantera|futbol base|formacao|juvenil\w*|alevin\w*|benjamin(es)?|jugend\w*|nachwuchs\w*|giovanil\w*|primavera|jeugd\w*|espoirs|centre de formation|(u|sub|under)[- ]?\d{1,2})\b/;
/** The men's or first team, named beside a women's team or an academy. */
const OTHER_TEAMS =
  /\b(m[ae]n.?s|mens|masculin\w*|herren\w*|heren\w*|mannen\w*|maschil\w*|first[- ]teams?|senior teams?|primer equipo|equipa a|profis?|profimannschaft)\b/;
const CLUB_SECTIONS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [WOMENS_TEAM, WOMENS_SIDE],
  [YOUTH_ACADEMY, YOUTH_SIDE],
];

const INSURANCE_LINE_HEADING = new RegExp(
  `(transport|luftfahrt|kasko)versicherung|${INSURANCE_LINE_WORDS.source}.*(insurance|versicherung|assurances?|seguros?|assicura\\w*|verzekering\\w*)|(insurance|versicherung|assurances?|seguros?|assicura\\w*|verzekering\\w*).*${INSURANCE_LINE_WORDS.source}`,
);

/** Job nouns a phrase names (not the parts of a function it names, such as logistics or tax). */
const jobNouns = (q: Phrase): number => q.roles.filter((r) => !r.area && !r.orIndividual).length;

/**
 * "Food & Beverage", "Learning & Development", "Planning & Control": two words joined by "&" that the
 * vocabulary reads whole as something neither word reads alone name one department, not a list.
 */
function withNamesJoined(segment: string): string {
  return segment.replace(/(?<![\p{L}])(\p{L}+) & (\p{L}+)(?![\p{L}])/gu, (whole, a: string, b: string) => {
    const fns = (t: string) => readFunctions(normalizeText(t), t).functions;
    const parts = new Set([...fns(a), ...fns(b)]);
    const joined = fns(`${a} & ${b}`);
    return joined.length > 0 && joined.some((f) => !parts.has(f)) ? `${a}\u00a6&\u00a6${b}` : whole;
  });
}

/** Phrases of one clause of a sentence, with functions and levels shared across a list. */
/**
 * "Head of X, Responsabile X, Direttore X": a title written as a template, a seniority word before a
 * placeholder for any function (X, Y, XYZ, …), names the head of a function. A word read as head and
 * manager ("Responsabile", "Leiter") is the head there, never every manager.
 */
const TEMPLATE_PLACEHOLDER =
  /^\S+(\s+\S+)?\s+(of\s+|de\s+|di\s+|der\s+|van\s+|du\s+)?(X|Y|XYZ|xxx|\.\.\.|…|<[^>]*>|\[[^\]]*\])$/u;
function headOfTemplate(read: Phrase, text: string): Phrase {
  if (!TEMPLATE_PLACEHOLDER.test(text.trim()) || !read.levels.has('head') || !read.levels.has('manager'))
    return read;
  const levels = new Set(read.levels);
  levels.delete('manager');
  return { ...read, levels };
}

/**
 * "Exclude anyone who leads a sales team", "people who manage a team", "quiconque encadre une équipe
 * commerciale", "wer ein Team leitet": the relative clause is the whole criterion of the exclusion (its head
 * names nobody), so it is read as the leaders it describes: team leads and everyone above them, in the
 * function the team is named by (none named: any function). Cutting the clause would leave "anyone", an
 * exclusion of everyone. "… who don't lead a team" is another rule (unlessLeads): it needs the negation.
 */
const ANYONE_WHO_LEADS = new RegExp(
  [
    // English: "anyone who leads a sales team", "those who manage people", "people that run teams".
    String.raw`(?<![\p{L}])(anyone|anybody|everyone|everybody|someone|people|persons|those|all)\s+(who|that)\s+(currently\s+|already\s+)?(leads?|manages?|runs?|heads?|supervises?)\s+(an?\s+|the\s+|their\s+|any\s+|one\s+|own\s+)?(?<en>([\p{L}&/-]+\s+){0,2}?)(teams?|squads?|groups?|people|staff|others|reports)(?![\p{L}])`,
    // French, Spanish, Portuguese, Italian, Dutch: the team is named before its function.
    String.raw`(?<![\p{L}])((a|à)\s+)?(quiconque|toute personne|tous ceux|celles?|ceux|les personnes|quien(es)?|todo el que|cualquiera|las personas|los que|quem|todos os que|as pessoas|chiunque|chi|coloro|le persone|iedereen|wie|degenen|mensen)\s+(qui|que|che|die)?\s*(encadre(nt)?|dirige(nt)?|manage(nt)?|g(e|è)re(nt)?|dirigen?|lideran?|gestionan?|coordinan?|dirigem|lideram|gerem|coordenam|guida(no)?|gestisc(e|ono)|dirig(e|ono)|coordina(no)?|leidt|leiden|aanstuurt|aansturen|stuurt|sturen)\s+(une?|la|les|des|un|una|uma|o|a|os|as|el|los|las|il|lo|i|gli|le|een|het|de)?\s*(propre\s+|propia\s+|pr(o|ó)pria\s+|proprio\s+|eigen\s+)?(e|é)?(quipes?|equipos?|equipas?|equipes?|team|teams|squadra|squadre)(?<ro>(\s+(de|d'|del|de la|des|di|della|do|da|dos|das|van|voor)?\s*[\p{L}'-]+){0,2}?)(?=\s*([.,;:!?()]|$))`,
    // German: "wer ein Vertriebsteam leitet", "alle, die ein Team führen".
    String.raw`(?<![\p{L}])(wer|jede[rn]?|alle|diejenigen|personen|leute|iedereen|degenen|mensen)\s*,?\s*(die|der|welche)?\s*(ein(en)?|das|die|eine|een|het)\s+(?<de>[\p{L}-]*?)[- ]?(team|teams|mannschaft)\s+(leitet|leiten|f(u|ü)hrt|f(u|ü)hren|managt|managen|verantwortet|verantworten|leidt|aanstuurt|aansturen|stuurt|sturen)(?![\p{L}])`,
  ].join('|'),
  'giu',
);
function anyoneWhoLeads(segment: string): string {
  return segment.replace(ANYONE_WHO_LEADS, (...args) => {
    const groups = args.at(-1) as Record<string, string | undefined>;
    const team = (groups.en ?? groups.ro ?? groups.de ?? '')
      .trim()
      .replace(/^(de la|de|d'|del|des|di|della|do|da|dos|das|van|voor)\s*/iu, '');
    return `${team} team leads and\u2060up`.trim();
  });
}

/**
 * "Responsables (qui encadrent une équipe) du support client et du customer success": a relative clause in
 * brackets between a job and the words that continue it ("du support client") is an aside; the job goes on
 * after it. Cut on the brackets, the job lost its function and "du support client" stood alone (anyone in
 * support, its agents too: holdout 39).
 */
const ASIDE_RELATIVE =
  /\s*\(\s*(who|that|qui|que|quien|quienes|che|die|der|welche)\s[^()]*\)\s*(?=(du|de la|des|de|del|della|dello|dei|degli|delle|of|van|do|da|dos|das|der|vom|von)\s)/giu;

/** "Of all crops", "van alle gewassen", "aller Kulturen", "de todos los cultivos": the crops a job works on, all of them. */
const ALL_CROPS =
  /(?<![\p{L}])(?:(?:of|for|across|van|voor|von|f(?:u|ü)r|de|des|en|di|da|do|in)\s+)?(?:all|alle|allen|aller|tous les|toutes les|todos los|todas las|todos os|todas as|tutti i|tutte le)\s+(?:(?:our|the|onze|de|unsere[nr]?|nos|nuestros|nuestras|nossos|nossas|i nostri|le nostre)\s+)?(?:crops|gewassen|kulturen|cultures|cultivos|culturas|colture|coltivazioni|varieties|rassen|sorten|vari(?:e|é)t(?:e|é)s|variedades|variet(?:a|à))(?![\p{L}])/giu;

const TEAM_LEADS =
  /\b(team ?leads?|team ?leaders?|teamleiter\w*|teamleider\w*|teamleads?|chef(fe)?s? d.equipe|jef(e|a)s? de equipo|responsab\w* d.equipe|coordenador(a|es|as)? de equipa|chef(e|es) de equip(a|e)s?|team ?coach\w*|capi? (squadra|team)|caposquadra)\b/;
const MANAGERS_WORD = /\b(managers|manager:innen|managerinnen|gerentes|gestor(es|as)|manag(er|ers))\b/;
const onlyManagers = (c: Clause): boolean => c.levels?.length === 1 && c.levels[0] === 'manager';

/**
 * "… who are now purely in management", "die nur noch Führungsaufgaben haben", "qui ne font plus que de la
 * gestion", "que ahora solo gestionan": a relative clause saying the people named have moved into management.
 */
const IN_MANAGEMENT =
  /\s(who|that|die|qui|que|che)\s+((are|is|sind|sont|son|estan|sao|estao|sono|zijn)\s+)?((now|nowadays|jetzt|inzwischen|nur noch|desormais|maintenant|ahora|agora|ora|nu|inmiddels)\s+)?((purely|only|solely|entirely|fully|just|exclusively|nur|rein|ausschlie(ss|ß)lich|uniquement|purement|seulement|solo|s(o|ó)lo|solamente|unicamente|apenas|s(o|ó)|puramente|alleen|puur|enkel)\s+)?(in|en|em|nel|nella|im)\s+(management|leadership|f(u|ü)hrung\w*|der f(u|ü)hrung|la gestion|gestion|la direction|direction|gerencia|la gerencia|gest(a|ã)o|a gest(a|ã)o|direzione|gestione|de leiding|leiding|het management)\b[^,;:()]*/giu;

/** Business systems a developer builds on: "SAP", "ERP", "ABAP", "CRM", "Salesforce". */
const BUSINESS_SYSTEM = '(?:SAP|ERP|ABAP|CRM|Salesforce|Dynamics|Odoo)';
/** "SAP/ERP-Entwicklung", "ERP development", "développement SAP", "desarrollo ERP": developing a business system. */
const SYSTEM_DEVELOPMENT = new RegExp(
  String.raw`(?<![\p{L}])(${BUSINESS_SYSTEM}(?:\s*(?:\/|und|and|or|oder|et|ou|y|o|e|en|of)\s*${BUSINESS_SYSTEM})*)[\s-]*(?:entwicklung|development|ontwikkeling)(?![\p{L}])|(?<![\p{L}])(?:d(?:e|é)veloppement|desarrollo|desenvolvimento|sviluppo)\s+(${BUSINESS_SYSTEM}(?:\s*(?:\/|et|ou|y|o|e)\s*${BUSINESS_SYSTEM})*)(?![\p{L}])`,
  'giu',
);
/** "AP/AR", "AR/AP": accounts payable and receivable, two parts of accounting said by their initials. */
const AP_AR = /(?<![\p{L}])(AP\s*\/\s*AR|AR\s*\/\s*AP|ap\/ar|ar\/ap)(?![\p{L}])/gu;

/** Generic heads that name no job by themselves: specialists, experts, staff, people, a team, Fachkräfte. */
const GENERIC_HEAD =
  /^(specialists?|specialistes?|especialistas?|specialisti|spezialist(en|in|innen)?|specialisten|experts?|expert(e|es|en|innen|in)|expert[oa]s?|espert[ie]|deskundigen|staff|personnel|personal|people|persons?|team|teams|employees?|workers?|professionals?|professionnels?|profesionales|profissionais|professionisti|fachkr(a|ae)fte|fachkraft|fachleute|mitarbeiter\w*|collaborateurs?|medewerkers?)$/;

/**
 * "Organ restoration specialists", "Heritage experts": a phrase whose content words are all unread, leaving
 * only a generic head (specialists, experts, staff, people, team, Fachkräfte), names nothing. Its head alone
 * reads as "individual contributors", which would keep everyone below management; unread, it keeps nobody.
 */
const namesOnlyGenericHead = (p: Phrase): boolean => {
  if (
    !p.understood ||
    p.leftover.trim() === '' ||
    p.any ||
    p.functions.size > 0 ||
    p.roles.length > 0 ||
    p.engagements.size > 0 ||
    [...p.levels].some((l) => l !== 'individual')
  )
    return false;
  const left = new Set(p.leftover.trim().split(/[\s-]+/));
  const rest = normalizeText(p.text)
    .replace(/[^\p{L}\s']/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '' && !left.has(w));
  return rest.some((w) => GENERIC_HEAD.test(w)) && rest.every((w) => GENERIC_HEAD.test(w) || FILLER.test(w));
};

/** A kind of work said before a noun: "apprentice", "freelance", "contract", "trainee", "temporary", "part-time". */
const KIND_MODIFIER =
  /^(apprentice|trainee|intern|freelance|freelancing|contract|contracted|contractor|temporary|temp|interim|seasonal|casual|part|time|self|employed|agency|outside|external|sessional|stagiaires?|apprentis?|interimaires?|freiberufliche\w*|externe\w*|aprendiz|aprendices|becari[oa]s?|autonom[oa]s?|externos?|externas?|tirocinant[ei]|apprendist[ie]|esterni|stagiair\w*|zzp)$/;

/**
 * "Apprentice jockeys", "freelance farriers booked per job": a phrase that reads only a kind of
 * work, whose head noun right after the kind word is unread, names a job the reader does not know. Read as the kind
 * alone it would keep every intern or contractor of the company; unread, it keeps nobody (with the unreadable
 * warning). A head noun here is a word of the leftover that follows a read word and is neither a
 * filler, a generic head, a participle nor a preposition ("interns on placement", "contractors working on site").
 */
const kindBeforeUnreadHead = (p: Phrase): boolean => {
  if (
    !p.understood ||
    p.leftover.trim() === '' ||
    p.any ||
    p.job ||
    p.functions.size > 0 ||
    p.roles.length > 0 ||
    p.engagements.size === 0 ||
    [...p.levels].some((l) => l !== 'individual')
  )
    return false;
  const left = p.leftover.trim().split(/[\s-]+/);
  const words = normalizeText(p.text)
    .replace(/[^\p{L}\s'-]/gu, ' ')
    .trim()
    .split(/[\s-]+/);
  const first = left[0] ?? '';
  const at = words.indexOf(first);
  if (at <= 0) return false;
  const before = words[at - 1] ?? '';
  return (
    !left.includes(before) &&
    KIND_MODIFIER.test(before) &&
    !FILLER.test(first) &&
    !GENERIC_HEAD.test(first) &&
    !/(ing|ed|ado|ada|ados|adas|ido|ida|idos|idas|iert|ierte|ierten)$/.test(first) &&
    first.length > 2
  );
};

/** A list item that opens with "including", "inklusive", "y compris", "incluidos", "compresi", "inclusief". */
const INCLUDING_OPENS =
  /^\s*(including|incl\.?|inklusive|einschlie(ss|ß)lich|samt|y compris|dont|incluyendo|incluidos|incluidas|incluso|inclusi|compresi|comprese|inclusief|incluindo|incluidos|inclusive)(?![\p{L}])/u;

/**
 * "Hotel management, front office and reception": a seniority said after its function ("hotel management",
 * "sales leaders") closes its own phrase; the comma list that follows names other teams at any level, unlike a
 * seniority that governs what comes after it ("heads of sales, marketing or IT", "decision makers in …"). (A
 * function joined to it by "and" alone, "finance leadership and controlling", may still share it.)
 */
function closesOwnPhrase(p: Phrase, exclusion: boolean): boolean {
  const words = normalizeText(p.text).trim().split(/\s+/);
  if (words.length < 2 || p.functions.size === 0 || p.levels.size === 0) return false;
  const last = readPhrase(words.at(-1) ?? '', exclusion);
  const rest = readPhrase(words.slice(0, -1).join(' '), exclusion);
  return (
    last.understood &&
    last.levels.size > 0 &&
    last.functions.size === 0 &&
    rest.understood &&
    rest.levels.size === 0 &&
    rest.functions.size > 0
  );
}

/**
 * A bare word for a unit of the organisation, in the seven languages: "departments", "functions", "divisions",
 * "Abteilungen", "Bereiche", "services", "afdelingen", "áreas", "reparti", "setores" (with a place or size
 * word before it: "head-office departments", "central functions"). Examples in brackets after it are the
 * units meant, so they name functions, not an area the unit works on.
 */
const ORG_UNIT_WORDS =
  /^((the|all|our|head-? ?office|central|corporate|support|die|alle|unsere|zentral\w*|les|nos|los|las|nuestr[oa]s|de|onze|os|as|i|le|nostr[ie]|central(es|i)?|centrau[xl]|centrale[sn]?)\s+)*(departments?|functions?|units?|divisions?|areas?|abteilung(en)?|bereiche?|funktionen|fachbereiche?|services|departements?|fonctions|poles|departamentos?|funciones|areas|afdelingen|afdeling|functies|diensten|departamenti?|funzioni|aree|reparti|settori|uffici|funcoes|setores)$/;

function clausesOf(
  segment: string,
  warnings: string[],
  exclusion = false,
): { clauses: Clause[]; engagementsOnly: boolean; anyLevel: boolean; unread: number; read: number } {
  const pieces = cutRelatives(
    // An invisible mark keeps what was cut: they assist the management (EXECUTIVE_ASSISTANT).
    withNamesJoined(
      asRandD(
        segment
          // "(Directie)assistenten", "(Chef)sekretärin": a bracketed first part glued to its word is an
          // optional part of that one word, no phrase in brackets of its own.
          .replace(/\((\p{L}+)\)(?=\p{L})/gu, '$1')
          // "Heads of head-office departments", "Leiter der zentralen Abteilungen": where the units sit
          // says which units, no job of their own.
          .replace(
            /(?<![\p{L}])(head[- ]?office|headquarters|hq|central|corporate|zentral(e|en)?|centrale)\s+(?=(departments?|functions|divisions|units|abteilungen|bereiche|afdelingen|diensten)(?![\p{L}]))/giu,
            '',
          )
          .replace(ASIDE_RELATIVE, ' ')
          .replace(ASSISTING, '$1\u2061')
          .replace(SERVING, '\u2061')
          .replace(AP_AR, 'accounts payable and accounts receivable')
          .replace(SITE_RUNNERS, 'site-running managers')
          .replace(SELLING_EVENTS, ' event team ')
          .replace(SELLING, ' in sales ')
          // "Iedereen die op de boerderij werkt": a Dutch place said with "op" in who-works-where is "in" it.
          .replace(
            /(?<![\p{L}])(die|dat)\s+op\s+(?=(de|het)\s+\p{L}+\s+(werkt|werken)(?![\p{L}]))/giu,
            '$1 in ',
          )
          .replace(HOSPITALITY_OPERATIONS, (_all, words?: string) => words ?? '')
          .replace(SECURITY_OF_IT_AND_OT, '$1')
          // "…, in plants or on client sites": where the people asked for work, not the plant's people.
          .replace(PLACE_TAIL, ' ')
          .replace(ESTATE_PLACE, ' ')
          // "Plant and equipment": a builder's machinery, one thing, not a factory and its equipment.
          .replace(/\bplant\s+(and|&)\s+equipment\b/giu, 'plant-and-equipment'),
      ),
    ),
    exclusion,
  ).split(new RegExp(`(${PHRASE_SEPARATOR.source})`, 'iu'));
  const phrases: Phrase[] = [];
  let conj = false;
  let head: Phrase | undefined;
  let inParens = false;
  let slash = false;
  for (const [index, piece] of pieces.entries()) {
    if (index % 2 === 1) {
      conj = CONJUNCTION.test(piece ?? '');
      slash = (piece ?? '').trim() === '/';
      if ((piece ?? '').includes('(')) {
        inParens = true;
        head = phrases.at(-1);
        // "Heads of departments and functions (finance, HR)": the examples after a second unit word
        // joined by "and" are those of the leaders' phrase before it.
        const lead = phrases.at(-2);
        if (
          head &&
          !head.understood &&
          head.conj &&
          ORG_UNIT_WORDS.test(normalizeText(head.text).trim()) &&
          lead?.understood &&
          lead.levels.size > 0
        )
          head = lead;
      }
      if ((piece ?? '').includes(')')) inParens = false;
      continue;
    }
    let text = (piece ?? '').replace(LEADING_VERB, '').replaceAll('¦', ' ');
    if (exclusion) text = text.replace(new RegExp(EXCLUSION_MARKER.source, 'giu'), ' ');
    text = text.trim();
    if (text === '') continue;
    const read = headOfTemplate(readPhrase(text, exclusion), text);
    // "Licensing (e.g. brand licences)": an area in parentheses after a phrase that was not read is what
    // that phrase works on, not a function of its own ("brand" is no marketing job here). Examples that
    // name a job ("the money people (CFO, controllers)") still count.
    const unreadArea =
      inParens &&
      head !== undefined &&
      !head.understood &&
      // "Heads of departments and functions (finance, HR, IT)": brackets after a word for a unit of the
      // organisation (departments, functions, Abteilungen, services) name which units: functions. (Teams are
      // led by team leaders, a level of their own: their brackets are read as before.)
      !ORG_UNIT_WORDS.test(normalizeText(head.text).trim()) &&
      read.understood &&
      read.roles.length === 0 &&
      read.levels.size === 0 &&
      read.engagements.size === 0 &&
      !read.job &&
      !read.any;
    // "Ex-seafarers (master mariners, chief engineers)": an engineer in brackets after a job of another
    // trade is that trade's engineer (a ship's chief engineer), not a software or hardware engineer.
    const tradeEngineer =
      inParens &&
      head !== undefined &&
      head.functions.size > 0 &&
      !head.functions.has('engineering') &&
      !head.functions.has('hardware_engineering') &&
      read.functions.size > 0 &&
      [...read.functions].every((f) => f === 'engineering' || f === 'hardware_engineering') &&
      /(?<![\p{L}])(engineers?|ingenieur\p{L}*|ingénieurs?|ingenieros?|engenheiros?|ingegner[ei]|ingenieurs?)(?![\p{L}])/iu.test(
        text,
      );
    phrases.push({
      ...(unreadArea
        ? { ...read, functions: new Set<ProfessionalFunction>(), understood: false, leftover: text }
        : tradeEngineer && head
          ? { ...read, functions: new Set(head.functions) }
          : read),
      conj,
      ...(slash ? { slash } : {}),
      ...(inParens && head ? { head } : {}),
    });
    conj = false;
    slash = false;
  }
  // "Softwareontwikkelaars", "Datenanalysten": a one-word compound that was not read, whose tail is a job
  // noun the reader knows, is read as its head word and that noun ("software ontwikkelaars"). Each cut
  // reads the tail again, so the cost grows with the square of the word: past 48 letters (longer than any
  // job compound in the seven languages) a word is no compound to cut, and a 4,000-letter definition
  // costs milliseconds, not seconds (test/unit/reader-cost.test.ts).
  for (const [i, p] of phrases.entries()) {
    const word = normalizeText(p.text).trim();
    if (p.understood || !/^[a-z]{9,48}$/.test(word)) continue;
    for (let cut = 3; cut <= word.length - 5; cut += 1) {
      const tail = readPhrase(word.slice(cut), exclusion);
      if (!tail.understood || jobNouns(tail) === 0) continue;
      const retry = readPhrase(`${word.slice(0, cut)} ${word.slice(cut)}`, exclusion);
      if (retry.understood && retry.functions.size > 0 && retry.leftover === '') {
        phrases[i] = { ...retry, text: p.text, conj: p.conj, ...(p.head ? { head: p.head } : {}) };
        break;
      }
    }
  }
  // "Manager und Spezialisten im Onlinehandel", "heads and coordinators of licensing": a bare level word
  // joined by "and" to a job that governs a noun no function names ("im X", "of X", "de X") is the level of that noun too,
  // not every manager of the company. A scope ("in every country", "across the business") is no noun the
  // level governs, nor a region, nor the whole company.
  for (const [i, p] of phrases.entries()) {
    const next = phrases[i + 1];
    if (
      exclusion ||
      !next?.conj ||
      // "VPs and directors of sales": a function read there is shared as any function is (takesFunction).
      next.functions.size > 0 ||
      !p.understood ||
      p.leftover !== '' ||
      p.levels.size === 0 ||
      p.functions.size > 0 ||
      p.roles.length > 0 ||
      p.engagements.size > 0 ||
      p.text.trim().split(/\s+/).length !== 1
    )
      continue;
    const governed = normalizeText(next.text)
      .trim()
      .match(/^\S+\s+(in|im|of|de|du|des|van|di|del|della|dei)\s+(.+)$/);
    const tail = governed?.[2] ?? '';
    if (
      !governed ||
      tail.split(/\s+/).length > 3 ||
      GOVERNED_SCOPE.test(tail) ||
      WHOLE_COMPANY.test(tail) ||
      namesRegion(tail)
    )
      continue;
    const retry = readPhrase(`${p.text.trim()} ${governed[1]} ${tail}`, exclusion);
    if (retry.understood) phrases[i] = { ...retry, conj: p.conj, ...(p.head ? { head: p.head } : {}) };
  }
  // "Anyone up for the glögg cruise?", "Everyone bring snacks": "anyone" is criteria only when what
  // follows it is read as a constraint ("anyone in finance", "anyone who can sign off a budget"); with
  // nothing else read and two or more words left over it is an invitation or a question, and keeps nobody.
  for (const p of phrases)
    if (
      !exclusion &&
      p.understood &&
      p.any &&
      p.leftover.split(' ').length >= 2 &&
      p.functions.size === 0 &&
      p.levels.size === 0 &&
      p.roles.length === 0 &&
      p.engagements.size === 0 &&
      !p.job
    )
      p.understood = false;
  // "Heads of departments (finance, HR, lab and the like)": examples left open after the leaders of the
  // organisation's units are some of those units; the leaders lead any of them, not only the first example's.
  if (!exclusion && OPEN_LIST.test(segment))
    for (const p of phrases)
      if (
        p.levels.size > 0 &&
        p.functions.size === 0 &&
        phrases.some((q) => q.head === p) &&
        ORG_UNIT_WORDS.test(normalizeText(p.text).trim().split(/\s+/).at(-1) ?? '')
      )
        p.takesFunction = false;
  for (const p of phrases) if (!exclusion && namesOnlyGenericHead(p)) p.understood = false;
  for (const p of phrases) if (!exclusion && kindBeforeUnreadHead(p)) p.understood = false;
  // A phrase re-read with a neighbour's noun ("decontamination / suit specialists": "decontamination
  // specialists") is held to the same test: an unread field before a generic head still names nothing.
  const namesNothing = (q: Phrase): boolean =>
    !exclusion && (namesOnlyGenericHead(q) || kindBeforeUnreadHead(q));
  for (const p of phrases) {
    if (!p.understood && p.leftover !== '') warnings.push(`Not understood: "${p.text}".`);
    else if (p.understood && p.leftover.split(' ').length >= 2)
      warnings.push(`Read "${p.text}" without "${p.leftover}" (not a role, function or seniority).`);
  }
  // "System and network administrators": a lone modifier before "and" shares the next phrase's noun.
  // "Depot, site and plant managers", "depot/site or shift managers": so does each lone word of a list
  // that ends so, when that word and the noun read as a whole job (nothing of it left over).
  for (const [i, p] of phrases.entries()) {
    if (p.understood || p.leftover.split(' ').length > 2) continue;
    let k = i + 1;
    while (
      phrases[k] &&
      !phrases[k]?.conj &&
      !phrases[k]?.head &&
      !phrases[k]?.understood &&
      phrases[k]?.text.trim().split(/\s+/).length === 1
    )
      k++;
    const next = phrases[k];
    // An exclusion's list comes joined by commas (its "and"/"or" gone): its first phrase of more than
    // one word closes it.
    const closes = next?.conj || (exclusion && (next?.text.trim().split(/\s+/).length ?? 0) > 1);
    const lone = p.text.trim().split(/\s+/).length === 1;
    if (!next || !closes || (k > i + 1 && next.head !== p.head) || (!(k === i + 1 && next.conj) && !lone))
      continue;
    // ("Customs and reefer people at the terminal": the shared noun is "people"; the terminal only says where.)
    const noun = normalizeText(next.text).trim().replace(AT_TERMINAL, '').split(/\s+/).at(-1);
    const retry = noun ? readPhrase(`${p.text} ${noun}`, exclusion) : null;
    if (
      retry?.understood &&
      !namesNothing(retry) &&
      ((k === i + 1 && next.conj) || (retry.leftover === '' && retry.roles.length > 0))
    )
      phrases[i] = { ...retry, conj: p.conj, ...(p.head ? { head: p.head } : {}) };
  }
  // "Diseñadores UX y de producto": a phrase that starts with "de", "di", "of" after "and" names the
  // same job as the phrases before it, so it takes their first word.
  for (const [i, p] of phrases.entries()) {
    if (!p.conj || !/^(de|di|du|des|da|do|del|della|dei|von|van|of)\s/i.test(p.text.trim())) continue;
    const noun = phrases
      .slice(0, i)
      .reverse()
      .find((q) => q.text.trim().split(/\s+/).length >= 2)
      ?.text.trim()
      .split(/\s+/)[0];
    const retry = noun ? readPhrase(`${noun} ${p.text.trim()}`, exclusion) : null;
    if (retry?.understood) phrases[i] = { ...retry, conj: p.conj, ...(p.head ? { head: p.head } : {}) };
  }
  // "Ingénieurs embarqués/firmware et hardware", "ingenieros de datos y ML": where the job noun comes
  // first, an unread phrase later in the list takes the noun the list started with.
  for (const [i, p] of phrases.entries()) {
    if (p.understood || !p.conj || i === 0) continue;
    const first = phrases
      .slice(0, i)
      .reverse()
      .find((q) => q.understood && q.text.trim().split(/\s+/).length >= 2);
    const noun = first?.text.trim().split(/\s+/)[0];
    if (!noun || FILLER.test(normalizeText(noun))) continue;
    // The noun must be the job itself: read alone, it names a job, not a seniority or an area.
    const alone = readPhrase(noun, exclusion);
    if (!alone.understood || !alone.roles.some((r) => !r.area && !r.qualifier && !r.seniority)) continue;
    const retry = readPhrase(`${noun} ${p.text.trim()}`, exclusion);
    if (retry.understood) phrases[i] = { ...retry, conj: p.conj, ...(p.head ? { head: p.head } : {}) };
  }
  // "Data/BI analysts", "UX/UI designers": one word before a slash shares the next phrase's noun.
  for (const [i, p] of phrases.entries()) {
    const next = phrases[i + 1];
    if (!next?.slash || p.text.trim().split(/\s+/).length !== 1) continue;
    const words = next.text.trim().split(/\s+/);
    if (words.length < 2) continue;
    // The noun is the job the next phrase names, not what it works on: "Embedded / firmware engineers
    // for our IoT devices" are embedded engineers, not "embedded devices".
    const noun =
      words
        .slice(1)
        .reverse()
        .find((w) => !FILLER.test(normalizeText(w)) && JOB_ENDING.test(normalizeText(w))) ?? words.at(-1);
    const retry = readPhrase(`${p.text.trim()} ${noun}`, exclusion);
    if (retry.understood && !namesNothing(retry))
      phrases[i] = { ...retry, conj: p.conj, ...(p.head ? { head: p.head } : {}) };
  }
  // "Chefes de equipa/encarregados de limpeza", "team leaders/supervisors of cleaning": a bare level before
  // a slash shares the complement of the job after it ("… de limpeza"), as a word shares its noun above.
  for (const [i, p] of phrases.entries()) {
    const next = phrases[i + 1];
    if (!next?.slash || p.roles.length > 0 || p.functions.size > 0 || p.levels.size === 0) continue;
    const complement = /\s((?:de|of|di|da|do|du|des|der|van|del|della|for)\s.+)$/iu.exec(
      next.text.trim(),
    )?.[1];
    if (!complement) continue;
    const retry = readPhrase(`${p.text.trim()} ${complement}`, exclusion);
    if (retry.understood && retry.roles.length > 0)
      phrases[i] = { ...retry, conj: p.conj, ...(p.head ? { head: p.head } : {}) };
  }
  // "Embedded- und Firmware-Entwickler", "ingénieurs embarqués et firmware": a bare engineering
  // specialty joined to a job narrowed by another specialty is one more specialty of that job.
  for (const [i, p] of phrases.entries()) {
    if (
      p.roles.length > 0 ||
      [...p.functions].some((fn) => fn !== 'engineering' && fn !== 'hardware_engineering')
    )
      continue;
    const norm = normalizeText(p.text);
    const own = ENGINEERING_SPECIALTIES.find((sp) => sp.asked.test(norm));
    if (!own || (!own.kind && p.functions.has('hardware_engineering'))) continue;
    const rest = norm
      .replace(own.asked, ' ')
      .replace(new RegExp(ANY_LEVEL.source, 'g'), ' ')
      .split(/[^a-z0-9&']+/)
      .filter((w) => w !== '' && !FILLER.test(w));
    if (rest.length > 0) continue;
    let job = [phrases[i + 1], phrases[i - 1]].find(
      (q) => q?.roles.some((r) => r.specialty) && q.roles.some((r) => !r.specialty),
    );
    // "Embedded/firmware and hardware engineers": bare specialties listed before an engineering job
    // all take that job's noun, so each is a specialty of the job, not the whole engineering function.
    const bareSpecialty = (q: Phrase): boolean =>
      q.roles.length === 0 &&
      ENGINEERING_SPECIALTIES.some(
        (sp) =>
          [...q.functions].every(
            (fn) => fn === 'engineering' || (sp.kind && fn === 'hardware_engineering'),
          ) && sp.asked.test(normalizeText(q.text)),
      );
    let k = i + 1;
    while (!job && phrases[k] && bareSpecialty(phrases[k] as Phrase)) k++;
    const ahead = job ? undefined : phrases[k];
    if (
      ahead?.roles.some((r) => !r.specialty && !r.area && !r.qualifier && !r.seniority) &&
      ahead.functions.size > 0 &&
      [...ahead.functions].every((fn) => fn === 'engineering' || fn === 'hardware_engineering')
    )
      job = {
        ...ahead,
        functions: new Set<ProfessionalFunction>(['engineering', ...ahead.functions]),
        roles: ahead.roles.filter((r) => !r.specialty),
      };
    if (!job) continue;
    phrases[i] = {
      ...p,
      functions: new Set(job.functions),
      levels: p.any ? p.levels : new Set(job.levels),
      roles: [
        ...job.roles.filter((r) => !r.specialty),
        { word: own.word, test: own.title, area: true, specialty: true },
      ],
      understood: true,
    };
  }
  // "Leiter von Finanzen, Controlling oder Rechnungswesen": a comma list closed by "or" is one list.
  // Roles that name a part of a function (logistics, treasury) leave a phrase as bare as a function.
  // A job read from its bare word ("contadores") shares a list's level and examples as its function did.
  const jobRoles = (q: Phrase): number => q.roles.filter((r) => !r.area && !r.orIndividual).length;
  const bare = (q: Phrase): boolean =>
    q.levels.size === 0 &&
    jobRoles(q) === 0 &&
    q.engagements.size === 0 &&
    !q.job &&
    !q.any &&
    q.functions.size > 0;
  // "Sales, customer success and partnerships leaders": a comma list closed by "and" and a seniority
  // is one list too, and every function in it takes that seniority.
  const closesList = (q: Phrase): boolean =>
    q.conj && q.levels.size > 0 && q.ownFunction && jobRoles(q) === 0 && !q.any && !q.head;
  // "Nurses and nursing leaders", "Engineering and engineering leadership": a phrase joined to the
  // seniority of its own function, named again by the same word, asks for everyone there and those
  // leaders too; a list's seniority is shared across different words ("sales and marketing leaders",
  // "facilities and workplace management").
  const sameFunction = (p: Phrase, q: Phrase): boolean => {
    const stem = (normalizeText(p.text).trim().split(/\s+/).at(-1) ?? '').slice(0, 4);
    return (
      p.functions.size > 0 &&
      p.functions.size === q.functions.size &&
      [...p.functions].every((f) => q.functions.has(f)) &&
      stem.length >= 4 &&
      normalizeText(q.text)
        .split(/[^a-z]+/)
        .some((w) => w.startsWith(stem))
    );
  };
  // "Head of HR, IT, customs or planning": an item of the list that the lexicon does not read (a word
  // or two, joined by a comma) is still an item of it; the list goes on past it to its "or".
  const unreadItem = (q: Phrase | undefined): boolean =>
    q !== undefined &&
    !q.understood &&
    !q.conj &&
    !q.head &&
    !q.slash &&
    q.text.trim().split(/\s+/).length <= 2;
  // "Heads of finance, HR, compliance and lending": a last item that names a job by its field of work
  // (a word or two, not a person noun: "lending", not "accountants") is an item of the list too, and
  // takes the seniority that opens it.
  const fieldJob = (q: Phrase | undefined): boolean => {
    if (!q || q.any || q.slash || q.levels.size > 0 || q.engagements.size > 0 || jobRoles(q) === 0)
      return false;
    const ws = normalizeText(q.text).trim().split(/\s+/);
    const last = ws.at(-1) ?? '';
    return ws.length <= 2 && !JOB_ENDING.test(last) && !PEOPLE_NOUN.test(last) && !PEOPLE_WORD.test(last);
  };
  for (let i = phrases.length - 1; i >= 1; i -= 1) {
    const p = phrases[i] as Phrase;
    let ahead = i + 1;
    while (!exclusion && bare(p) && unreadItem(phrases[ahead]) && ahead < i + 3) ahead += 1;
    const after = phrases[ahead];
    if (
      bare(p) &&
      !p.conj &&
      !p.head &&
      after &&
      // "Heads of finance, HR, risk and lending": a last item the lexicon does not read still closes the
      // list, so the items before it keep the seniority that opens it.
      (bare(after) ||
        closesList(after) ||
        (!exclusion && !after.understood && !after.slash && after.text.trim().split(/\s+/).length <= 2) ||
        (!exclusion && fieldJob(after))) &&
      after.conj &&
      !after.head
    ) {
      p.conj = true;
      p.commaListed = true;
      if (!bare(after) && !closesList(after) && after.understood) after.fieldListed = true;
    }
  }
  // "Customer success & support managers": the shared noun also makes a named job with the bare function
  // ("customer success managers", the CSM), which the list names as well as the managers of the function.
  const namedJobs: Phrase[] = [];
  for (let i = phrases.length - 2; i >= 0; i -= 1) {
    const p = phrases[i] as Phrase;
    const next = phrases[i + 1] as Phrase;
    if (bare(p) && !p.head && closesList(next) && !sameFunction(p, next)) {
      phrases[i] = { ...p, levels: new Set(next.levels), extendsUp: next.extendsUp };
      const noun = next.text.trim().split(/\s+/).at(-1);
      const job = noun ? readPhrase(`${p.text.trim()} ${noun}`, exclusion) : null;
      if (
        job?.understood &&
        job.leftover === '' &&
        job.roles.some((r) => !r.area && !r.qualifier && !r.seniority) &&
        [...job.functions].every((f) => p.functions.has(f))
      )
        namedJobs.push(job);
    }
  }
  // "Warehouse or store managers are too junior", "not marketing or sales managers": in an exclusion,
  // a bare function right before a joined job of some seniority names that seniority there too; it does
  // not drop everyone in its function (the supply chain director beside the warehouse managers).
  if (exclusion)
    for (let i = phrases.length - 2; i >= 0; i -= 1) {
      const p = phrases[i] as Phrase;
      const next = phrases[i + 1] as Phrase;
      const plain = p.levels.size === 0 && p.engagements.size === 0 && !p.any && p.functions.size > 0;
      if (plain && !p.head && next.conj && next.levels.size > 0 && !next.any && !next.head)
        phrases[i] = { ...p, levels: new Set(next.levels), extendsUp: next.extendsUp };
    }
  // "Support/helpdesk" in a list about IT, "QA/QHSE" among quality people: two bare functions joined by
  // a slash name one thing, read as the function the list is about.
  const topic = phrases.find((q) => q.understood && q.functions.size > 0)?.functions;
  // ("Environment / QHSE people": "people" after a bare function asks for anyone in it, still bare.)
  const bareOrPeople = (q: Phrase): boolean =>
    bare(q) || (bare({ ...q, job: false }) && PEOPLE_WORD.test(q.text));
  for (const [i, p] of phrases.entries()) {
    const prev = phrases[i - 1];
    if (!p.slash || !prev || !topic || !bareOrPeople(p) || !bareOrPeople(prev)) continue;
    const pick = [p, prev].find((q) => [...q.functions].every((f) => topic.has(f)));
    if (pick) for (const q of [p, prev]) q.functions = new Set(pick.functions);
  }
  // "Emboîteurs / assemblage" among watchmakers, "Schweißer / Fertigung" among welders: a bare word after a slash
  // that reads only the wider function of the trade before it (assembly, production: operations) names that
  // trade's work, not everyone in the wider function.
  for (const [i, p] of phrases.entries()) {
    const prev = phrases[i - 1];
    if (!p.slash || !prev || !topic || !bare(p) || p.functions.size === 0 || prev.functions.size === 0)
      continue;
    const trades = [...prev.functions];
    if (!trades.every((f) => topic.has(f))) continue;
    const wider = [...p.functions].every((f) => trades.some((g) => g !== f && covers(f, g)));
    if (wider) p.functions = new Set(trades);
  }
  // "QA/QHSE" among quality people: a job outside the list's topic, joined by a slash to a bare word of
  // the topic, is that word's other name (quality assurance), not the job of another function.
  for (const [i, p] of phrases.entries()) {
    const prev = phrases[i - 1];
    if (!p.slash || !prev || !topic) continue;
    const pair = [prev, p];
    // ("QHSE" names quality and HSE: it is of the topic by its quality.)
    const inTopic = pair.find(
      (q) => bare(q) && q.functions.size > 0 && [...q.functions].some((f) => topic.has(f)),
    );
    const other = pair.find((q) => q !== inTopic);
    if (!inTopic || !other || other.levels.size > 0 || other.engagements.size > 0) continue;
    if (other.roles.length === 0 || [...other.functions].some((f) => topic.has(f))) continue;
    other.functions = new Set([...inTopic.functions].filter((f) => topic.has(f)));
    other.roles = [];
  }
  // "CFO, finance directors and controllers of any level": "of any level" on a phrase that names its
  // own job or function is that phrase's, so the other phrases keep the levels they name. Said on its
  // own ("…, at any level"), or where no other phrase names a level, it is every phrase's.
  const ownAny = (p: (typeof phrases)[number]) => p.any && (p.functions.size > 0 || p.roles.length > 0);
  const anyAtAll = phrases.some((p) => p.any);
  const anyLevel =
    phrases.some((p) => p.any && !ownAny(p)) ||
    (anyAtAll && !phrases.some((p) => !p.any && p.levels.size > 0));
  // "Communication à tous les niveaux, y compris la direction marketing": a level named after "at any
  // level" in a function the list did not name is the later phrase's own, so it stays.
  const lastAny = phrases.map((p) => p.any).lastIndexOf(true);
  // (Beside a function the list already named, "plus the CISO", it is still that list's any level.)
  const listFunctions = new Set(phrases.slice(0, lastAny + 1).flatMap((p) => [...p.functions]));
  // "Embedded engineers, any level, and their engineering managers": the managers of those listed, named
  // with a possessive, are managers; "any level" belongs to the people they manage.
  const theirLeaders = (p: (typeof phrases)[number]) =>
    !p.any && p.levels.size > 0 && POSSESSIVE_LEADERS.test(normalizeText(p.text));
  const levelFree = (p: (typeof phrases)[number]) =>
    p.any ||
    (anyLevel &&
      !theirLeaders(p) &&
      (phrases.indexOf(p) <= lastAny ||
        p.functions.size === 0 ||
        [...p.functions].every((f) => listFunctions.has(f))));
  const clauses: Clause[] = [];
  const meaningful = phrases.filter((p) => p.understood);
  // The levels each phrase ends up with, so that a bare function after it can share them.
  const effective: { levels: Set<Level>; extendsUp: boolean }[] = [];
  // The engagement each phrase ends up with, so that a bare function after it can share it.
  const engagedAs: (Set<Engagement> | null)[] = [];
  meaningful.forEach((p, i) => {
    effective[i] = { levels: p.levels, extendsUp: p.extendsUp };
    engagedAs[i] = p.engagements.size > 0 ? p.engagements : null;
    if (
      p.any &&
      p.functions.size === 0 &&
      p.levels.size === 0 &&
      p.roles.length === 0 &&
      p.engagements.size === 0
    )
      return;
    let functions = p.functions;
    let roles = p.roles;
    // (The level word of an executive assistant says whom the assistant serves, not the assistant's level.)
    let servingLevel = false;
    if (functions.size === 0 && p.roles.length === 0 && p.takesFunction) {
      // "VPs, heads and directors of engineering": the function applies to every level of the list.
      // "Software engineers and developers, individual contributors only": a restriction takes the
      // function of the roles it restricts.
      const after = meaningful.slice(i + 1);
      const before = [...meaningful.slice(0, i)].reverse();
      // A leader or a job given as an example in parentheses ("heads of (Leiter/Werkleiter, Hoofd)",
      // "jefes (jefes de planta)") names one kind of leader among others; it lends its function to no
      // other phrase ("C-level, VPs and heads" stay leaders of any function).
      // A chief spelled out ("Chief People Officer", "Chief Marketing Officer") is one chief, as the acronym
      // is: it lends its function to no other phrase ("C-suite / top management: CEO, …, Chief People
      // Officer, and the directors on the management team" are leaders of any function, not of HR).
      // A leader's job of its own ("Afdelingshoofden, teamleiders en ploegleiders": shift leaders, foremen) is one
      // more kind of leader in the list; the other level words are not shift leaders of its area.
      const lends = (q: Phrase): boolean =>
        !(q.head && (q.roles.length > 0 || q.levels.size > 0)) &&
        !q.roles.some((r) => LEADERS_OWN_JOB.includes(r.word)) &&
        !(q.levels.has('c_level') && /\bchief\b.*\bofficers?\b/i.test(q.text));
      // "Support managers and above (team leads count), including after-sales managers": a level in
      // parentheses qualifies the phrase before them; it takes that phrase's function, not the next one's.
      const aside = p.head && meaningful.includes(p.head) && p.head.ownFunction ? p.head : undefined;
      // "Not team leads, site or shift managers": in an exclusion, a seniority ("team leads") listed beside
      // jobs that carry a function of their own takes none from them; it drops that seniority anywhere.
      const seniorityOnly =
        exclusion && p.roles.length === 0 && TEAM_LEAD_NOUN.test(normalizeText(p.text.trim()));
      const donor =
        aside ??
        after.find((q) => q.ownFunction && q.roles.length === 0 && lends(q)) ??
        before.find((q) => q.ownFunction && q.roles.length === 0 && lends(q)) ??
        (seniorityOnly
          ? undefined
          : (before.find((q) => q.ownFunction && lends(q)) ?? after.find((q) => q.ownFunction && lends(q))));
      if (donor) functions = donor.functions;
      // "Not managers or tech leads": in an exclusion, a seniority said as people ("managers") stays that
      // seniority; it does not become the job named beside it.
      const levelNoun = exclusion && LEVEL_NOUN.test(normalizeText(p.text.trim()));
      if (
        donor &&
        !levelNoun &&
        p.levels.size > 0 &&
        donor.roles.some((r) => !r.grade) &&
        (!p.extendsUp || donorIsJob(donor))
      )
        roles = donor.roles.filter((r) => !r.grade);
      // "Executive, management and sales assistants": the level word shares the assistants' noun and
      // names whom they serve (EXECUTIVE_ASSISTANT), not the function of the assistants beside it.
      if (
        donor &&
        roles.length > 0 &&
        roles.every((r) => r.word === 'assistants') &&
        EXECUTIVE_ASSISTANT.test(`${normalizeText(p.text.trim())} assistants`)
      ) {
        roles = roles.map((r) => ({ ...r, noDepartment: true }));
        functions = new Set<ProfessionalFunction>();
        servingLevel = true;
      }
      // …and drops the team leads only: a title that says so ("Team Lead Support", "Teamleiterin",
      // "caposquadra"), not every manager nor a head whose title reads as a manager too.
      if (seniorityOnly && !donor) roles = [{ word: 'team leads', test: TEAM_LEAD_TITLE }];
      // "Service carrières : responsables et conseillers": a level after a job that implies no function
      // (UNIVERSITY_AND_SITE_JOBS) names that job's leaders, not every leader of the company.
      const jobBefore = donor
        ? undefined
        : [...meaningful.slice(0, i)]
            .reverse()
            .find((q) => q.roles.some((r) => UNIVERSITY_AND_SITE_JOBS.includes(r.word)));
      if (jobBefore && p.levels.size > 0)
        roles = jobBefore.roles.filter((r) => UNIVERSITY_AND_SITE_JOBS.includes(r.word));
    }
    // "Einkäufer, Category Manager und die Einkaufsleitung": a manager of a thing the lexicon does not
    // know ("category") works in the function of its list; its unknown word never widens it to all.
    if (functions.size === 0 && roles.length > 0 && roles.every((r) => r.word === 'managers')) {
      const donor =
        [...meaningful.slice(0, i)].reverse().find((q) => q.ownFunction && q.functions.size > 0) ??
        meaningful.slice(i + 1).find((q) => q.ownFunction && q.functions.size > 0);
      if (donor) functions = donor.functions;
    }
    // "Tax managers/heads": a level after a slash names the same job as the phrase before it.
    const slashed = meaningful[i - 1];
    if (p.slash && slashed && p.roles.length === 0 && p.functions.size === 0 && slashed.roles.length > 0) {
      functions = slashed.functions;
      roles = slashed.roles;
    }
    // "Security engineers and analysts": a job that implies no function, joined by "and" to one that
    // names a function, works in that function too.
    const prior = meaningful[i - 1];
    // "Executive, management and sales assistants": an executive or management assistant serves the
    // management, no department; it takes no function from the assistants listed beside it.
    const servesManagement = p.roles.length > 0 && p.roles.every((r) => r.noDepartment);
    // (A country manager runs a whole country, never one function of it; a marine superintendent is a
    // job the title names, whatever function it reads as.)
    if (
      !servesManagement &&
      functions.size === 0 &&
      p.roles.length > 0 &&
      !p.roles.some((r) => FUNCTION_FREE_JOBS.includes(r.word)) &&
      p.conj &&
      !p.fieldListed &&
      prior?.ownFunction &&
      prior.functions.size > 0
    )
      functions = prior.functions;
    // "Anyone in information security – security engineers, analysts, pentesters, the CISO": a job that
    // implies no function, listed by commas among phrases that all name one and the same function, is
    // that function's job too (security analysts, not the data analysts).
    const topicOf = (q: Phrase): string => [...q.functions].sort().join(' ');
    const named = meaningful.filter((q) => q !== p && q.functions.size > 0);
    if (
      !exclusion &&
      functions.size === 0 &&
      p.roles.length > 0 &&
      !p.roles.some((r) => FUNCTION_FREE_JOBS.includes(r.word)) &&
      p.roles.every((r) => !r.seniority && !r.qualifier && !r.specialty && !r.area) &&
      !p.conj &&
      !p.head &&
      prior?.ownFunction &&
      prior.functions.size > 0 &&
      named.length >= 2 &&
      named.every((q) => topicOf(q) === topicOf(prior))
    )
      functions = prior.functions;
    let levels = servingLevel ? new Set<Level>() : p.levels;
    let extendsUp = servingLevel ? false : p.extendsUp;
    // "COO/direttore operativo", "CFO/directeur financier": a title after a chief's acronym and a slash
    // is its translation, a chief too, not every head of that function. "Responsables de personas / RRHH":
    // a bare function after a slash names the same leaders' function again, not everyone in it.
    if (
      p.slash &&
      slashed &&
      (slashed.levels.has('c_level') || (slashed.levels.size > 0 && p.levels.size === 0)) &&
      // ("Responsables recrutement / talent acquisition": the same job said again shares its level.)
      (p.roles.length === 0 ||
        (p.levels.size === 0 && p.roles.every((r) => slashed.roles.some((q) => q.word === r.word)))) &&
      functions.size > 0 &&
      ([...functions].every((f) => slashed.functions.has(f)) ||
        // "Heads of CS / customer service": a bare neighbouring function after a slash is led by the
        // same leaders, not everyone in it.
        ([...slashed.levels].some((l) => l !== 'c_level' && l !== 'owner') &&
          p.levels.size === 0 &&
          p.roles.length === 0 &&
          !p.job &&
          slashed.functions.size > 0 &&
          slashed.roles.length === 0))
    ) {
      levels = slashed.levels;
      extendsUp = slashed.extendsUp;
    }
    const previous = meaningful[i - 1];
    const before = effective[i - 1];
    if (p.above && before && before.levels.size > 0) {
      const top = Math.max(...[...before.levels].map(levelRank));
      levels = new Set(LEVELS.filter((l) => levelRank(l) > top));
    }
    const next = meaningful[i + 1];
    const headAt = p.head ? meaningful.indexOf(p.head) : -1;
    const headReading = effective[headAt];
    if (
      headReading &&
      p.head &&
      levels.size === 0 &&
      (jobRoles(p) === 0 || leadersOfDepartments(p.head)) &&
      p.engagements.size === 0 &&
      !p.any &&
      // "Direction juridique (legal counsel, Syndikusrechtsanwalt)": an example that names a job of its
      // own is that job, at its own level, not the head's.
      !(p.job && LAWYER.test(normalizeText(p.text)))
    ) {
      // "Software developers (backend, frontend, embedded)": examples of the phrase they follow. An area
      // in parentheses ("managers running a site (plant, warehouse)") is a kind of it at its level too.
      levels = headReading.levels;
      extendsUp = headReading.extendsUp;
      if (p.head.roles.length > 0) roles = p.head.roles;
    } else if (
      levels.size === 0 &&
      jobRoles(p) === 0 &&
      p.engagements.size === 0 &&
      !p.job &&
      next?.conj &&
      next.levels.size > 0 &&
      next.ownFunction &&
      jobRoles(next) === 0 &&
      !next.any &&
      !sameFunction(p, next)
    ) {
      // "Customer success and customer support leaders": the seniority after the list applies to it.
      levels = next.levels;
      extendsUp = next.extendsUp;
    } else if (p.fieldListed && levels.size === 0 && before && before.levels.size > 0) {
      // "Heads of finance, …, compliance and lending": the job named by its field closing the list is led
      // by the same seniority.
      levels = new Set(before.levels);
      extendsUp = before.extendsUp;
    } else if (
      levels.size === 0 &&
      jobRoles(p) === 0 &&
      p.engagements.size === 0 &&
      !p.job &&
      p.conj &&
      previous &&
      !previous.any &&
      before &&
      !(p.commaListed && closesOwnPhrase(previous, exclusion))
    ) {
      // "Decision makers in marketing or IT": a bare function right after a seniority shares it. After
      // "heads/directors/VPs of sales", it shares every level of the slashed run, not only the last one.
      levels = new Set(before.levels);
      extendsUp = before.extendsUp;
      for (let k = i - 1; k > 0 && meaningful[k]?.slash; k--) {
        const run = effective[k - 1];
        if (!run || run.levels.size === 0) break;
        for (const l of run.levels) levels.add(l);
        extendsUp ||= run.extendsUp;
      }
    }
    // "Recruiters at any level (TA leads, sourcers)": an example with no function of its own is a kind
    // of the phrase it follows, so it keeps that phrase's function and job.
    if (p.head && functions.size === 0 && roles.length === 0 && p.engagements.size === 0) {
      functions = p.head.functions;
      roles = p.head.roles;
    }
    // "Risk managers (credit, market, operational)": a bare word in parentheses after a job and its
    // function names a kind of that job; it does not bring in the function its word names elsewhere.
    if (
      p.head &&
      p.head.functions.size > 0 &&
      (jobRoles(p.head) > 0 || p.head.levels.size > 0) &&
      jobRoles(p) === 0 &&
      p.levels.size === 0 &&
      p.engagements.size === 0 &&
      !p.any
    ) {
      functions = p.head.functions;
      roles = p.head.roles;
    }
    // "Cybersecurity people (CISO, security engineers, analysts)": a job given as an example in
    // parentheses with no function of its own works in the function of what it follows; the analysts
    // meant are security analysts, not data or business analysts.
    if (
      !servesManagement &&
      p.head &&
      p.head.functions.size > 0 &&
      functions.size === 0 &&
      jobRoles(p) > 0 &&
      p.engagements.size === 0 &&
      !p.any
    )
      functions = p.head.functions;
    // "Product marketing (go-to-market, positioning)": an example is a kind of what it follows, never
    // wider. An example read as a function that holds the head's ("go-to-market": sales or marketing)
    // stays in the head's function; it does not bring in the whole parent.
    // "Customer success + support managers (heads of CS, CSMs)": an example whose function is one the
    // list before the parentheses names ("customer success") restates that part of the list; it keeps it.
    const head = p.head;
    const listed = new Set<ProfessionalFunction>();
    if (head) {
      const at = meaningful.indexOf(head);
      for (let k = at; k >= 0; k--) {
        const q = meaningful[k];
        if (!q) break;
        for (const fn of q.functions) listed.add(fn);
        if (!q.conj && !q.slash) break;
      }
    }
    if (
      head &&
      head.functions.size > 0 &&
      ![...functions].every((fn) => listed.has(fn)) &&
      [...functions].some((fn) => [...head.functions].some((h) => fn !== h && covers(fn, h)))
    )
      functions = head.functions;
    // "Working students and interns in engineering": engagements joined by "and" to a phrase that names
    // the same kind of engagement and a function share that function.
    const joined = meaningful[i + 1];
    if (
      functions.size === 0 &&
      roles.length === 0 &&
      levels.size === 0 &&
      p.engagements.size > 0 &&
      joined?.conj &&
      joined.functions.size > 0 &&
      joined.levels.size === 0 &&
      [...p.engagements].every((e) => joined.engagements.has(e))
    )
      functions = joined.functions;
    effective[i] = { levels, extendsUp };
    // "Interns in engineering, R&D or the lab (Praktikanten, Werkstudenten, stagiaires)": engagement
    // words in parentheses restate the engagement of the functions listed before them; they do not ask
    // for every intern.
    if (
      p.head &&
      functions.size === 0 &&
      roles.length === 0 &&
      levels.size === 0 &&
      p.engagements.size > 0 &&
      engagedAs
        .slice(0, i)
        .some(
          (e, k) =>
            e && (meaningful[k]?.functions.size ?? 0) > 0 && [...p.engagements].every((x) => e.has(x)),
        )
    )
      return;
    // "Interns and working students in engineering, R&D, data or the lab", "Not interns in finance, HR
    // or marketing": a bare function listed after an engagement of a function ("interns in X") names
    // another function of the same engagement; it never asks for (nor drops) everyone in it.
    const chained = engagedAs[i - 1];
    let engagements: Engagement[] | null = null;
    if (chained && bare(p) && !p.head && previous && !previous.head && previous.functions.size > 0) {
      engagements = [...chained];
      engagedAs[i] = chained;
    }
    // A seniority alone, in a definition that asks for every level, would keep everyone: it says nothing.
    if (anyLevel && !p.any && functions.size === 0 && roles.length === 0 && p.engagements.size === 0) return;
    const borrowed = functions !== p.functions || roles !== p.roles;
    clauses.push({
      text: p.text,
      quote: borrowed ? segment.replace(LEADING_VERB, '').trim() : p.text,
      functions: functions.size > 0 ? [...functions] : null,
      levels: levels.size > 0 && !levelFree(p) ? LEVELS.filter((l) => levels.has(l)) : null,
      extendsUp: extendsUp && !levelFree(p),
      roles,
      // "Board members (including the chair)": an example of a body of engagement is of that body.
      engagements:
        p.engagements.size > 0
          ? [...p.engagements]
          : engagements
            ? engagements
            : p.head &&
                p.head.engagements.size > 0 &&
                p.head.functions.size === 0 &&
                p.head.levels.size === 0 &&
                jobRoles(p.head) === 0
              ? [...p.head.engagements]
              : null,
      it: p.it,
    });
  });
  // "Support managers and team leads": a list that names the managers of a function together with its team
  // leads asks for the people who lead in it, the whole management line; its head manages too (an
  // exclusion such as "not the head of support" still drops them).
  if (
    !exclusion &&
    clauses.some((c) => TEAM_LEADS.test(normalizeText(c.text)) && onlyManagers(c)) &&
    clauses.some((c) => MANAGERS_WORD.test(normalizeText(c.text)) && onlyManagers(c))
  )
    for (const [i, c] of clauses.entries())
      if (onlyManagers(c) && c.functions && c.roles.length === 0)
        clauses[i] = { ...c, levels: ['head', 'manager'] };
  for (const job of namedJobs)
    clauses.push(
      clauseOf(job.text, {
        functions: job.functions.size > 0 ? [...job.functions] : null,
        roles: job.roles,
        it: job.it,
      }),
    );
  // "DevOps and platform engineers including their leads": the leaders of the people just listed
  // lead what those people do, so the specialty the list asks for is asked of its leaders too
  // ("Platform Lead", "Head of DevOps"), not every leader of the function (a VP Engineering).
  for (const [i, c] of clauses.entries()) {
    const specialty = clauses[i - 1]?.roles.filter((r) => r.specialty) ?? [];
    // ("Their engineering managers" name their own function: any engineering manager counts.)
    const leaders = normalizeText(c.text).replace(POSSESSIVE_LEADERS, '').trim();
    const bareLeaders = leaders.split(/\s+/).every((w) => w === 'team' || LEVEL_NOUN.test(w));
    if (
      POSSESSIVE_LEADERS.test(normalizeText(c.text)) &&
      bareLeaders &&
      c.roles.length === 0 &&
      specialty.length > 0
    )
      clauses[i] = { ...c, roles: specialty };
  }
  // "Medewerkers kassa en ticketing, inclusief de leiding", "buyers, including their managers", "técnicos y
  // sus responsables": a level said of the list just named (an including word or a possessive, then only a
  // level noun) is the level of those jobs and functions, not every leader of the company. Beside jobs read at
  // any level it adds nobody; beside jobs read at a level it adds their leaders. Said of a list none of whose
  // jobs was read ("Maltsters and cellar staff, including their heads"), it has nothing to be the level of: it
  // keeps nobody, and the unread jobs are warned about, never every leader of the company.
  for (let i = clauses.length - 1; i >= 0; i--) {
    const c = clauses[i];
    if (!c || exclusion || c.functions !== null || c.roles.length > 0 || c.engagements !== null || !c.levels)
      continue;
    const words = (t: string): string =>
      normalizeText(t)
        .replace(/[^\p{L}\s]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    // ("Including" also cuts a list, so it may stand just before the phrase rather than in it.)
    const said = words(segment);
    const at = said.indexOf(words(c.text));
    const including = at > 0 && /(?<![\p{L}])(including|incl)\s*$/u.test(said.slice(0, at));
    // "Instandhaltung / Maintenance: Leitung, Mechaniker, Elektriker": a bare level noun first after a heading's
    // colon is that heading's leadership, as "including its leadership" would be.
    // After a team's heading ("Maintenance team: technicians and heads") a level noun ending the list's phrase is that
    // team's leadership too, even where the list joined it to the word before ("técnicos e responsáveis").
    const rawText = c.text.trim();
    const rawAt = segment.includes(rawText)
      ? segment.indexOf(rawText)
      : segment.indexOf(rawText.split(/\s+/)[0] ?? '');
    const headed = rawAt > 0 && /\p{L}[^:]*:\s*$/u.test(segment.slice(0, rawAt));
    const teamHeaded =
      !headed && rawAt > 0 && /\p{L}[^:]*\bteam(\s*\([^()]*\))?\s*:[^:.;()]*$/u.test(segment.slice(0, rawAt));
    const lastWord = words(c.text).split(' ').at(-1) ?? '';
    // "… and the team lead of that team": a leader of the team just named (a demonstrative after "of") is its
    // leadership, as "including their team lead" would be.
    const ofThatTeam =
      rawAt >= 0 &&
      /^(?:the )?(?:team )?(?:leads?|leaders?|managers?|heads?|supervisors?) of$/u.test(words(c.text)) &&
      /^\s*(?:that|this|those|these|the same)\s+(?:team|teams|department|unit|group)\b/iu.test(
        segment.slice(rawAt + rawText.length),
      );
    // "… and their team leaders and manager", "y sus jefes de equipo y responsable": a level noun joined to the
    // leaders of the list just named is one more of those leaders, not every leader of the company.
    const joinedBefore = rawAt > 0 ? words(segment.slice(0, rawAt)).split(' ') : [];
    const afterLeaders =
      rawAt > 0 &&
      /^(and|en|und|et|y|e)$/.test(joinedBefore.at(-1) ?? '') &&
      [2, 3, 4].some((n) => INCLUDED_LEADERS.test(joinedBefore.slice(-n - 1, -1).join(' '))) &&
      INCLUDED_LEADERS.test(`including ${words(c.text)}`);
    if (
      !ofThatTeam &&
      !afterLeaders &&
      !INCLUDED_LEADERS.test(`${including || headed ? 'including ' : ''}${words(c.text)}`) &&
      !((headed || teamHeaded) && INCLUDED_LEADERS.test(`including ${lastWord}`))
    )
      continue;
    const listed = clauses
      .slice(0, i)
      .filter((b) => (b.functions !== null || b.roles.length > 0) && b.engagements === null);
    if (listed.length === 0) {
      const before = said
        .slice(0, at)
        .replace(/(?<![\p{L}])(including|incl)\s*$/u, '')
        .trim();
      if (at > 0 && before !== '' && clauses.slice(0, i).every((b) => b.engagements === null))
        clauses.splice(i, 1);
      continue;
    }
    const leaders = listed
      .filter((b) => b.levels !== null)
      .map((b) => ({ ...b, text: c.text, quote: c.quote, levels: LEADER_LEVELS, extendsUp: false }));
    clauses.splice(i, 1, ...leaders);
  }
  if (clauses.length === 0 && anyLevel) {
    const text = phrases.find((p) => p.any)?.text ?? segment.trim();
    clauses.push(clauseOf(text));
  }
  // "Freelancers, contractors and locums": among engagements, locums are one more kind of contractor (any
  // function); beside jobs ("veterinary surgeons, equine vets, locums") they are the clinicians standing in.
  const locum = (c: Clause): boolean => c.roles.length > 0 && c.roles.every((r) => r.word === LOCUMS_WORD);
  if (
    clauses.some(locum) &&
    clauses.some((c) => !locum(c)) &&
    clauses.every((c) => locum(c) || isEngagementOnly(c))
  )
    for (const [i, c] of clauses.entries())
      if (locum(c))
        clauses[i] = { ...c, functions: null, levels: null, roles: [], engagements: ['contractor'] };
  const engagementsOnly = clauses.length > 0 && clauses.every(isEngagementOnly);
  // Examples in parentheses after a phrase that was read ("Marketing (digital, marca)") are read or
  // warned about, but an unread example does not make the whole definition unreadable.
  // So is an unread item of a list after "including" ("Lehrpersonen, inklusive Fachschaftsleitungen, Teilzeit und
  // Stellvertretungen"): it could only widen what was read before it, never ask for people on its own.
  const including = phrases.findIndex((p, i) => i > 0 && INCLUDING_OPENS.test(normalizeText(p.text)));
  const unread = phrases.filter(
    (p, i) => !p.understood && p.leftover !== '' && !p.head?.understood && !(including > 0 && i >= including),
  ).length;
  return { clauses, engagementsOnly, anyLevel: anyAtAll, unread, read: meaningful.length };
}

/**
 * A level said of a list ("including the management", "inclusief de leiding", "incl. their leads", "y sus
 * responsables", "einschließlich der Leitung", "y compris leurs responsables", "compresi i responsabili"), also
 * said as the head "of the team" or "of the department".
 */
const INCLUDED_LEADERS =
  /^(?:(?:including|incl|inclusief|inclusive|inklusive|inkl|einschliesslich|samt|mitsamt|y compris|incluyendo|incluidos?|incluidas?|incluso|incluindo|compresi|comprese|inclusi|incluse)(?: (?:the|their|its|de|het|hun|die|der|ihre[nr]?|deren|les|leurs?|la|le|los|las|el|sus|os|as|o|a|seus|suas|i|gli|il|loro))?|(?:their|hun|ihre[nr]?|deren|leurs?|sus|seus|suas|i loro|loro))(?: (?:team|teams|direct|directe|own))? (?:teamleiders?|teamleiter(?:innen)?|teamleitung(?:en)?|teamleads?|teamleaders?|ploegleiders?|chefs? d.equipe|jefes? de equipo|chefes? de equipa|capi ?squadra|leiding|leidinggevenden?|leadership|management|leads?|leaders?|heads?|managers?|supervisors?|leitung|fuhrung|fuhrungskrafte|vorgesetzten?|leiter(?:innen)?|direction|encadrement|responsables?|chefs?|jefes?|jefaturas?|direccion|chefias?|responsaveis|gestores|responsabili|capi|dirigenti|direzione|hoofden|managers)(?: (?:and|en|und|et|y|e|&) (?:teamleiders?|teamleiter(?:innen)?|teamleitung(?:en)?|teamleads?|teamleaders?|ploegleiders?|chefs? d.equipe|jefes? de equipo|chefes? de equipa|capi ?squadra|leiding|leidinggevenden?|leadership|management|leads?|leaders?|heads?|managers?|supervisors?|leitung|fuhrung|fuhrungskrafte|vorgesetzten?|leiter(?:innen)?|direction|encadrement|responsables?|chefs?|jefes?|jefaturas?|direccion|chefias?|responsaveis|gestores|responsabili|capi|dirigenti|direzione|hoofden|managers))?(?: of (?:the |their |its |that |this )?(?:team|teams|department|unit|group))?$/u;
const LEADER_LEVELS: Level[] = ['vp', 'head', 'manager'];

/** A bare "responsable" word, the whole phrase: "Responsabile", "Responsables", "Verantwortliche". */
const RESPONSIBLE_WORD =
  /^[^\p{L}]*(responsables?|responsave(l|is)|responsabil[ei]|verantwortliche[rn]?)[^\p{L}]*$/u;

/** A phrase's first word as written, to find where it stands in the definition. */
const firstWord = (text: string): string | undefined =>
  text.replace(/[\u2060\u2061]/g, '').match(/[\p{L}0-9][\p{L}0-9&-]*/u)?.[0];

const isEngagementOnly = (c: Clause): boolean =>
  c.engagements !== null && c.functions === null && c.levels === null && c.roles.length === 0;

/** The verb after an exclusion's "not": "no incluye", "does not include", "n'inclut pas", "umfasst nicht", "omvat geen". */
const NOT_INCLUDE_VERB =
  /^(?:incluye|incluyen|inclui|incluem|includes?|inclut|incluent|comprend|comprennent|includono|comprende|comprendono|umfasst|umfassen|beinhaltet|beinhalten|omvat|omvatten|bevat|bevatten)(?![\p{L}])\s*/iu;
const EXCLUSION_MARKER =
  /(?<![\p{L}-])(?<!\bya )((?<=\b(everyone|everybody|anyone|anybody|all|staff|employees) )but|don['’]?t|doesn['’]?t|neither|tampoco|nemmeno|neanche|evenmin|exclude|excludes|excluding|except|except for|but not|not|never|other than|apart from|without|omit|ignore|leave out|no|drop|skip|minus|keine[nrs]?|kein|nicht|ohne|au(ß|ss)er|ausgenommen|ausgeschlossen|ausschlie(ß|ss)lich nicht|sauf|sans|hors|except[ée]s?|à l'exception des?|pas de|pas|excepto|salvo|sin|excluyendo|excluir|excluye|excluyen|excluya|excluyase|exclúyase|exclut|excluent|exclui-se|excluem-se|exclui|excluem|escludi|esclude|escludere|exclure|uitsluiten|ni|niet|behalve|geen|zonder|uitgezonderd|exclusief|exceto|excluindo|excluir|sem|n[ãa]o|non|tranne|senza|niente|nada de|nessun[oa]?|aucun(e|s|es)?|ning(u|ú)n|ningun[oa]s?|nenhum|nenhuma|escluso|esclusi|esclusa|escluse|escludere|excluid[oa]s?|exclu(i|í)d[oa]s?|exclus|exclues|eccetto|ad eccezione d[ei]|ikke|inte)(?![\p{L}-])(?! (matter|longer|more than|less than|later|only|mehr|plus|meer|mais|piu|più))(?! (c.(e|è)|ci sono|(e|è)|sono|lavora\w*|est|sont|esta|estan|está|están|esta[nm]? mais) (pi(u|ù)|plus|m(a|á)s|mais)\b)/iu;
const RANKING_SENTENCE =
  /^\s*(rank|order|sort|prioriti[sz]e|prefer|put|list)\b.*\b(first|top|higher|before|above)\b/i;

/** "including former employees", "current and former", "past or present": former roles here count. */
const FORMER_ADJECTIVE_EN = pastAlternation('formerAdjectives', ['en']);
const FORMER_ADJECTIVE_NOT_EN = pastAlternation('formerAdjectives', NOT_ENGLISH);
const LEFT_EN = pastAlternation('left', ['en']);
const NO_LONGER_EN = pastAlternation('noLonger', ['en']);
const FORMER_TOO = new RegExp(
  String.raw`\b((including|include|incl\.?|also|plus|as well as|and|or|even|with)\s+${FORMER_ADJECTIVE_EN}-?\s*(employees?|staff|team members?|members?|roles?|positions?|colleagues|people|ones|holders)?|${FORMER_ADJECTIVE}-?\s*${STAFF_NOUN}\s+(inclus[oi]|inclus(es)?|incluid[oa]s|inclu(i|í)d[oa]s|included|inbegrepen|eingeschlossen|compres[oi])|(current|present)\s+(and|or|&|\/)\s+${FORMER_ADJECTIVE_EN}|${FORMER_ADJECTIVE_EN}\s+(and|or|&|\/)\s+(current|present)|${FORMER_PEOPLE}|who\s+${LEFT_MARKER}|${NO_LONGER_EN}\s+(work|working)\s+(here|there)|(auch|inklusive|inkl\.?|einschlie(ss|ß)lich|sowie|und|oder|aussi|y compris|et|ou|tambi(e|é)n|incluso|incluidos?|y|o|tamb(e|é)m|inclusive|incluindo|e|ou|anche|inclusi|compresi|ook|inclusief|en|of)\s+${FORMER_ADJECTIVE_NOT_EN}|(aktuelle|actuels?|actuelles?|actuales|atuais|attuali|huidige)\s+(und|et|y|e|en|wie|comme|como|come|als)\s+${FORMER_ADJECTIVE_NOT_EN})\b(\s+(who|whose|that)\b[^,;.]*)?`,
  'iu',
);
/**
 * "Current or retired", "active and retired", "actuels ou retraités", "aktive oder im Ruhestand", "activos o
 * jubilados", "in servizio o in pensione", "actief of gepensioneerd": the retired have left their roles, and are asked
 * for beside the current holders.
 */
const CURRENT_OR_RETIRED =
  /(?<![\p{L}])(?:(?:current|present|active|serving)\s+(?:and|or|&|\/)\s+retired|retired\s+(?:and|or|&|\/)\s+(?:current|present|active|serving)|(?:actuel(?:le)?s?|en activit(?:e|é))\s+(?:et|ou)\s+retrait(?:e|é)(?:e)?s?|aktive?[nr]?\s+(?:und|oder)\s+(?:im\s+ruhestand|pensioniert\p{L}*|ehemalige\p{L}*)|activ[oa]s?\s+(?:y|o|e|ou)\s+(?:jubilad[oa]s|aposentad[oa]s|reformad[oa]s)|in\s+servizio\s+(?:e|o)\s+in\s+pensione|actie(?:f|ve)\s+(?:en|of)\s+gepensioneerd\p{L}*)(?![\p{L}])/iu;
/**
/** Kinds of a level said by their own noun, as an exclusion says them and as a title says them. */
const LEAD_KINDS: readonly (readonly [RegExp, RegExp])[] = [
  [
    /\b(team ?leads?|team ?leaders?|tech ?leads?|squad ?leads?|teamleiter\w*|teamleider\w*|teamleidster\w*|chefs? d.equipe|jef[ae]s? de equipo|lider(es)? de equip[oa]|chef(e|es) de equip(a|e)s?|capi? ?squadra|team ?leitung\w*)\b/,
    /\b(leads?|leaders?|team ?lead\w*|teamleit\w*|teamleid\w*|chef\w* d.equipe|jef[ae]s? de equipo|lider\w* de equip[oa]|chefe de equip[ae]|capo ?squadra)\b/,
  ],
  [/\b(supervisors?|superviseu\w*|supervisor(a|as|es)|supervisor[ei])\b/, /\b(supervis\w*|superviseu\w*)\b/],
  [
    /\b(fore(men|man|woman|women)|vorarbeiter\w*|contremaitres?|capataz\w*|capisquadra|voormannen|voorman)\b/,
    /\b(fore(man|woman)|vorarbeiter\w*|contremaitre\w*|capataz\w*|capo ?squadra|voorman)\b/,
  ],
];

/**
 * Words a definition names people by, to put right a typing slip of two neighbouring letters
 * ("platfrom", "enigneers", "managres"): the slip is the word meant, not a word the reader cannot read.
 */
const SLIP_WORDS = [
  'platform',
  'engineer',
  'engineers',
  'engineering',
  'developer',
  'developers',
  'manager',
  'managers',
  'marketing',
  'finance',
  'security',
  'product',
  'infrastructure',
  'support',
  'customer',
  'operations',
  'designers',
  'recruiters',
  'analysts',
  'director',
  'directors',
  'warehouse',
  'maintenance',
  'facilities',
  'procurement',
  'logistics',
  'accountants',
  'recruitment',
];
/**
 * A slip of two neighbouring letters swapped, or (in a word of nine letters or more) of one letter
 * left out before the last ("warehose", "maintenace"): never a word of the list itself.
 */
const SLIPS = new Map(
  SLIP_WORDS.flatMap((w) => [
    ...[...w.slice(1)].map((_, i) => [`${w.slice(0, i)}${w[i + 1]}${w[i]}${w.slice(i + 2)}`, w] as const),
    ...(w.length >= 9
      ? [...w.slice(1, -1)].map((_, i) => [`${w.slice(0, i + 1)}${w.slice(i + 2)}`, w] as const)
      : []),
  ]).filter(([slip]) => !SLIP_WORDS.includes(slip)),
);
const withoutSlips = (text: string): string =>
  text.replace(/(?<![\p{L}])\p{L}{6,}(?![\p{L}])/gu, (word) => {
    const meant = SLIPS.get(word.toLowerCase());
    if (!meant) return word;
    return word[0] === word[0]?.toUpperCase() ? `${meant[0]?.toUpperCase()}${meant.slice(1)}` : meant;
  });

/** A standing in a firm or a contract, named in a "whether partner, employed or of counsel" list. */
const STANDING_WORDS = String.raw`(?:(?:salaried |equity |junior |senior )?partner(?:in|innen|s)?|partenaires?|associ(?:e|é)s?|associates?|s(?:o|ó)ci[oa]s?|asociad[oa]s?|soci|vennoten|angestellt\p{L}*|employ(?:ed|ees?)|salari(?:e|é)s?|empleados?|dipendenti|funcion(?:a|á)ri[oa]s|werknemers?|in loondienst|(?:of )?counsel|freelanc\p{L}*|freiberufl\p{L}*|selbst(?:st)?(?:a|ä)ndig\p{L}*|ind(?:e|é)pendants?|aut(?:o|ó)nom[oa]s|full[- ]time|part[- ]time|vollzeit|teilzeit|temps (?:plein|partiel))`;
/**
 * "Patent attorneys – whether partner, employed or of counsel", "egal ob Partner, angestellt oder Of Counsel", "qu'ils
 * soient associés ou salariés", "ya sean socios o empleados": a list of standings after "whether" says the people
 * before it count in any of them; it names nobody of its own.
 */
const WHETHER_STANDING = new RegExp(
  String.raw`[,;–—-]?\s*(?<![\p{L}])(?:whether|regardless of whether|no matter whether|egal ob|ob|gleich ob|qu.(?:ils|elles) soient|que ce soit|ya sean?|tanto si son|sea[n]? (?:como )?|sia(?:no)?|quer sejam|ongeacht of|of ze nu)\s+(?:as\s+|als\s+|comme\s+|como\s+|come\s+)?${STANDING_WORDS}(?:\s*(?:,|/|or|oder|ou|o|of|y|e|et|und|and|als|als ook)\s*(?:as\s+|als\s+)?${STANDING_WORDS})*(?=\s*(?:[.;:)!?]|$))`,
  'giu',
);

/**
 * "Executive management only if they also sit on that board", "Geschäftsführer nur wenn sie auch im
 * Aufsichtsrat sitzen": a later sentence "X only if Y" puts a condition on X; it adds nobody. The
 * people of X who meet it are the ones the rest of the definition keeps, so the sentence is dropped.
 * A definition that is only such a sentence is read as it stands.
 */
const ONLY_IF_SENTENCE =
  /(?<=[.;!?]\s*)[^.;!?]*?(?<![\p{L}])(only (if|when)|nur,? (wenn|falls)|(seulement|uniquement) (s.ils?|s.elles?|si|lorsqu\p{L}*|quand)|(s(o|ó)lo|solamente|(u|ú)nicamente) (si|cuando)|alleen (als|wanneer|indien)|(s(o|ó)|somente|apenas) (se|quando)|(solo|soltanto|solamente) (se|quando))(?![\p{L}])[^.;!?]*[.;!?]?/giu;

/**
 * "Here or at a previous employer", "here or elsewhere", "in a previous job", "by training", "de formation ou
 * de métier", "van opleiding", "di formazione": the job asked for may have been held anywhere, at any time
 * (a background, not a current title). Said in the seven languages; the phrase names nobody itself.
 */
const ANY_EMPLOYER = new RegExp(
  [
    String.raw`,?\s*(?<![\p{L}])((here|with us|at the company|at our company)\s*,?\s*(or|and)\s+(at|with|for|in)\s+|(at|with|for|in)\s+)(an?|any|their|one of their)\s+(previous|former|past|earlier|prior|other|another)\s+(employers?|compan(y|ies)|jobs?|roles?|positions?)(?![\p{L}])`,
    String.raw`,?\s*(?<![\p{L}])(here|with us)\s+or\s+elsewhere(?![\p{L}])`,
    // "Hier oder bei einem früheren Arbeitgeber", "ici ou chez un employeur précédent", "aquí o en una
    // empresa anterior", "qui o presso un precedente datore di lavoro", "hier of bij een vorige werkgever".
    String.raw`,?\s*(?<![\p{L}])((hier|ici|aqu(i|í)|qui|aqui)\s+(oder|ou|o|of)\s+)?(bei\s+(einem|einer)\s+(fr(u|ü)heren|vorherigen|ehemaligen|anderen)\s+(arbeitgeber|firma|unternehmen)|chez\s+un\s+(ancien|pr(e|é)c(e|é)dent|autre)\s+employeur|en\s+(un|una|otro|otra)\s+(empleador|empresa|trabajo)\s+anterior|(em|num)\s+(um\s+)?(empregador|emprego|empresa)\s+anterior|presso\s+un\s+(precedente|altro)\s+datore\s+di\s+lavoro|bij\s+een\s+(vorige|eerdere|andere)\s+werkgever)(?![\p{L}])`,
    String.raw`,?\s*(?<![\p{L}])(at\s+(any|some)\s+point\s+in\s+their\s+careers?)(?![\p{L}])`,
    // "Pharmacists by training or trade", "pharmaciens de formation ou de métier", "Apotheker von Beruf".
    String.raw`(?<![\p{L}])von\s+beruf(?![\p{L}])`,
    String.raw`(?<![\p{L}])(by|de|di|van|von|da|por|per)\s+(training|background|education|formation|forma(c|ç)i(o|ó)n|formazione|forma(c|ç)(a|ã)o|opleiding|ausbildung)((\s+(or|ou|o|oder|of|e|et|y)\s+(by|de|di|van|von|da|per)\s+)(trade|profession|m(e|é)tier|oficio|profes(s)?i(o|ó)n|professione|profiss(a|ã)o|beroep|beruf))?(?![\p{L}])`,
  ].join('|'),
  'giu',
);
/**
 * "People holding a master craftsman title", "titulaires d'un titre de maître artisan", "mit Meistertitel": a
 * title someone holds (a qualification) is theirs whatever their current role, so it is read from their
 * headline and every role they held, as a background is (someone who works here now).
 */
const TITLE_HELD =
  /(?<![\p{L}])(holding|who holds?|who have|having|with|hold(er|ers) of|titulaires?|porteu(r|rs|se|ses)|poss(e|é)dant|avec|con|in possesso|met|mit|inhaber\p{L}*)\s+((a|an|the|un|une|d.un|d.une|du|de|il|el|een|de|einem|einen|dem)\s+)?(\p{L}+\s+){0,2}(title|titles|titre|titres|titel|titolo|t(i|í)tulo|meistertitel|meisterbrief|meisterpr(u|ü)fung)(?![\p{L}])/iu;
/**
 * "Whatever their current job", "quel que soit leur poste actuel", "unabhängig von ihrer aktuellen
 * Position": beside a background (ANY_EMPLOYER), the current title does not decide, so the phrase adds
 * nothing. (Alone, "whatever their current title" is read with the founders who still work here.)
 */
const WHATEVER_CURRENT_JOB =
  /,?\s*(?<![\p{L}])(whatever|regardless of|irrespective of|quel(le)?s? que soi(en)?t|sea cual sea|independientemente de|unabh(a|ä)ngig von|qualunque sia|indipendentemente da(l|lla)?|seja qual for|independentemente d[oa]|ongeacht)\s+(\p{L}+\s+){0,3}?(current|present|actuel(le)?s?|actual(es)?|aktuellen?|jetzigen?|heutigen?|attual[ei]|atual|huidige)(\s+\p{L}+)?(?![\p{L}])|,?\s*(?<![\p{L}])egal\s+(in\s+)?welche[rnms]?\s+(rolle|position|funktion|stelle|job)(\s+\p{L}+){0,3}/giu;

/** Customer support, service or success named in a definition, in the seven languages. */
const CUSTOMER_SUPPORT_NAMED =
  /(?<![\p{L}])(customer (support|service|success|care)|client (support|service|success)|kundenservice|kundensupport|kundendienst|service client|support client|atenci(o|ó)n al cliente|soporte (a|al) client\p{L}*|atendimento ao cliente|suporte ao cliente|assistenza clienti|servizio clienti|klantenservice|klantensupport)(?![\p{L}])/iu;
/** IT named in a definition: its service desk is then IT's. */
const IT_NAMED =
  /(?<![\p{L}])(it|ict|informati(k|que|ca|on technology)|internal|interne?[rns]?|interno|interna|tecnolog(i|í)a|sistemas|sistemi)(?![\p{L}])/iu;

/** An IT department named as a heading, then its list in brackets or after a colon, up to the list's end. */
const IT_HEADED_LIST =
  /(?<![\p{L}])(IT|ICT|EDV|TI|[Ii]nformati(k|que|ca)|[Ii]nform(a|á)tica|[Ss]istemas de informa(c|ç)(i(o|ó)n|(a|ã)o)|[Ss]istemi informativi)(?![\p{L}])[^.;:()]{0,40}?[(:][^.;()]*/gu;
/** "Support" alone as an item of a list: between its brackets, commas, slashes or a list's "and"/"or". */
const BARE_SUPPORT =
  /((?:^|[(:,/]|\s(?:and|und|et|y|e|en|or|oder|ou|o|of))\s*)(support)(?=\s*(?:[,)/]|$|\s(?:and|und|et|y|e|en|or|oder|ou|o|of)\s))/giu;

/** The heads of a company's subsidiaries, in the seven languages: its country heads, not its CEO. */
const SUBSIDIARY_HEADS =
  /(?<![\p{L}])(managing directors?|general managers?|heads?|ceos?|gesch(a|ä)ftsf(u|ü)hrer\p{L}*|directeurs? g(e|é)n(e|é)ra(l|ux)|director(es)? general(es)?|amministrator[ei] delegat[oi]|diretor(es)? gera(l|is)|(algemeen )?directeur(en|s)?) (of|der|des|de|di|van|delle|della|dei|das|da|dos|do) (the |our |its |a |an |einer |la |las |les |de )?((foreign|international|local|overseas|ausl(a|ä)ndischen|(e|é)trang(e|è)res|extranjeras|estere|estrangeiras|buitenlandse) )?(subsidiar(y|ies)|tochter(gesellschaft)?\p{L}*|filiales?|filiali|controllate|dochterondernemingen|dochterbedrijven|subsidi(a|á)rias)(\s+((e|é)trang(e|è)res|extranjeras|estere|estrangeiras|abroad))?(?![\p{L}])/giu;

/**
 * "Board members, executive or not", "Vorstände, geschäftsführend oder nicht", "consejeros, ejecutivos o no": one
 * word then "or not" after a comma says either kind counts; a filler, not an exclusion. A word of time ("current or
 * not", "still here or not") is left to the readings of former roles.
 */
const EITHER_KIND_OR_NOT =
  /([,(]\s*)(?!(?:current\p{L}*|still|here|active|present|former|aktuell\p{L}*|noch|hier|actuel\p{L}*|encore|toujours|ici|actual\p{L}*|todav(?:i|í)a|aqu(?:i|í)|ainda|aqui|attual\p{L}*|ancora|qui|huidig\p{L}*|nog)(?![\p{L}]))(\p{L}[\p{L}-]*)\s+(?:or not|oder nicht|ou non|ou pas|o no|ou n(?:ã|a)o|of niet)(?=\s*(?:[,.;)]|$))/giu;
/** A picture editor's word, alone or with "editors" after a slash (PICTURE_EDITORS_SLASHED in the definition's text). */
const PICTURE_EDITORS_SLASHED =
  /(?<![\p{L}])(?:(?:video|beeld|film)-?monteu(?:r|rs|se|ses)(?:\s?\/\s?(?:editors?|editoren|editeurs?|editores))?|(?:(?:video|beeld|film)-?editors?|cutter(?:innen|in|s)?|monteurs? (?:image|video)|montador(?:es|as)? de v(?:i|í)deo)\s?\/\s?(?:editors?|editoren|editeurs?|editores))(?![\p{L}])/giu;
/** Audits said right after a quality word and "and" (QUALITY_AND_AUDITS in the definition's text). */
const QUALITY_AND_AUDITS =
  /((?<![\p{L}])(?:quality(?: assurance| management| control)?|qa|qualit(?:é|e|ät|at|à|a|eit)(?:ssicherung|smanagement)?|assurance qualit(?:é|e)|calidad|qualidade|kwaliteit(?:szorg)?)\s+(?:and|&|y|e|et|und|en)\s+)(?:audits?|auditing|auditor(?:í|i)as?|audite?)(?![\p{L}])/giu;
/** "Whether or not they run the business": owners who do not run it count too; a filler, not a time. */
const WHETHER_THEY_RUN_IT =
  /,?\s*(?<![\p{L}])(whether|regardless of whether|no matter whether)\s+(or not\s+)?(they|he|she)?\s*(run|runs|lead|leads|manage|manages)\s+(it|the (company|business|firm))(\s+or not)?(?![\p{L}])/giu;

/**
 * "Whether or not they still work here", "egal ob sie noch hier arbeiten oder nicht", "qu'ils travaillent
 * encore ici ou non", "whether or not they still run it": current and former roles both count; its "not"
 * starts no exclusion. Without "still", "whether or not they run the business" is about running it, not
 * about being here: the owners who do not run it count, and who has left does not.
 */
const WHETHER_OR_NOT_HERE =
  /(?<![\p{L}])(?:(whether|regardless of whether|no matter whether)\s+(or not\s+)?(they|he|she)?\s*(still\s+(run|runs|lead|leads|manage|manages)\s+(it|the (company|business|firm))|(run|runs|lead|leads|manage|manages)\s+(it|the (company|business|firm))\s+still)(\s+or not)?|(ob|egal ob)\s+(sie|er)?\s*(es|das unternehmen|die firma)?\s*(noch|weiterhin)\s+(f(u|ü)hr(en|t)|leite[nt])(\s+oder nicht)?|qu.(ils|elles|il|elle)\s+(la|le)\s+(dirigent|dirige|g(e|è)rent|g(e|è)re)\s+(encore|toujours)\s+ou non|(tanto si|independientemente de si)\s+(la|lo)\s+(siguen|sigan)\s+dirigiendo\s+o no|(quer|independentemente de)\s+(ainda\s+)?(a|o)\s+(dirijam|gerem|liderem)(\s+ainda)?\s+ou n(a|ã)o|(che|sia che)\s+(la|lo)\s+(guidino|dirigano|gestiscano)\s+ancora\s+o no|of (ze|hij|zij)\s+(het bedrijf\s+)?(nog\s+)?(het bedrijf\s+)?(leid(en|t)|run(nen|t))\s+of niet|(whether|regardless of whether|no matter whether)\s+(or not\s+)?(they|he|she|people|someone)?\s*(still\s+)?(work|works|working|are|is|stay|stays)(\s+still)?\s+(here|there|with us|at the company|in the company|for us)(\s+or not)?|(ob|egal ob)\s+(sie|er)?\s*(noch|weiterhin)\s+(hier|bei uns|im unternehmen)\s+(arbeite[tn]|t(a|ä)tig sind|sind)(\s+oder nicht)?|qu.(ils|elles|il|elle)\s+(travaillent|travaille|soient|soit)\s+(encore|toujours)\s+(ici|chez nous|dans l.entreprise)\s+ou non|(tanto si|ya sea que|independientemente de si|sea que)\s+(siguen|sigan|trabajan|trabajen)\s+(aqu(i|í)|en la empresa)\s+o no|(trabajen|sigan)\s+o no\s+(aqu(i|í)|en la empresa)|(quer|independentemente de)\s+(ainda\s+)?(trabalhem|estejam)\s+(aqui|na empresa)\s+ou n(a|ã)o|(che|sia che)\s+(lavorino|siano)\s+ancora\s+(qui|in azienda)\s+o no|of (ze|hij|zij)\s+(hier\s+)?(nog\s+)?(hier\s+)?werk(en|t)\s+of niet)(?![\p{L}])/giu;
/**
 * "Nobody who has left", "no one who left the company", "not anyone who no longer works here", "niemand,
 * der ausgeschieden ist", "personne qui a quitté l'entreprise", "nadie que se haya ido", "ninguém que
 * saiu", "nessuno che ha lasciato", "niemand die vertrokken is": an exclusion of the people who left,
 * said with a negative pronoun; it keeps current roles only and names nobody to keep.
 */
const NOBODY_WHO_LEFT = new RegExp(
  String.raw`(?<![\p{L}])(?<!(toute|une|la|chaque|cette|any|every)\s)(nobody|no ?one|no-one|none|not anyone|niemand|keine?r?|personne|aucun\p{L}*|nadie|ningu\p{L}*|nenhum\p{L}*|nessun\p{L}*)\s*,?\s+(who|that|der|die|welche[rs]?|qui|que|quien(es)?|che)\s+([^.;:,()]*?\s)?(${LEFT_MARKER}|${NO_LONGER_MARKER})(?![\p{L}])[^.;:,()]*`,
  'giu',
);

/**
 * "Não contam designers gráficos nem …", "Don't count graphic designers", "No cuentan los becarios", "Ne
 * comptent pas : …", "Zählen nicht: …", "Tellen niet mee: …", "Non contano …": a sentence that OPENS with
 * "does not count" drops what follows it ("X don't count", its subject first, is read elsewhere). Before,
 * the verb came first and nothing was dropped.
 */
const OPENS_NOT_COUNTING =
  /(^|(?<=[.;!?]\s*))\s*(do(es)? not count|don['’]?t count|n(a|ã)o contam|n(a|ã)o conta|no cuentan|no cuenta|ne comptent pas|ne compte pas|non contano|non conta|tellen niet mee|telt niet mee|z(a|ä)hlen nicht|z(a|ä)hlt nicht)(\s*:)?\s+(?=\p{L})(?<dropped>[^.;!?]*)/giu;

/**
 * "Everyone working with us who isn't an employee", "alle, die nicht bei uns angestellt sind", "tous ceux
 * qui ne sont pas salariés", "quienes no son empleados", "iedereen die niet in dienst is", "chi non è
 * dipendente", "quem não é funcionário": the engagement asked for (non-employees), never an exclusion of
 * everyone. The list after its colon says which kinds.
 */
const NOT_EMPLOYEES =
  /(?<![\p{L}])((every(one|body)|any(one|body)|all|people|those|alle|tous|toutes|ceux|celles|todos|todas|quienes|iedereen|allen|tutti|tutte|chi|quem)(\s+[\p{L}'’]+){0,5}\s+)?(who|that|die|der|welche|qui|que|quienes|che|wie)\s+((is|are)\s+not|isn['’]t|aren['’]t|(sind|ist)\s+(nicht|kein(e)?)|(ne\s+)?(sont|est)\s+pas|no\s+(son|es)|(zijn|is)\s+(niet|geen)|non\s+(sono|(e|è))|n(a|ã)o\s+(s(a|ã)o|(e|é)))\s+(an?\s+|unsere?\s+|des\s+|nos\s+|de\s+|nuestr[oa]s\s+|onze\s+|nostri\s+|dei\s+|(o|a)s?\s+nossos?\s+)?(employees?|staff|salari(e|é)e?s|employ(e|é)e?s|angestellte?|angestellt|mitarbeitende|festangestellte?|empleados?|empleadas?|asalariad[oa]s?|werknemers?|in dienst|medewerkers?|dipendenti|dipendente|funcion(a|á)ri[oa]s?|empregad[oa]s?)(?![\p{L}])(\s+(bei uns|of ours|here|hier|chez nous|aqu(i|í)|qui|aqui))?/giu;
/**
 * "Non-technical staff", "non-engineering roles", "non-managers", as a whole sentence: everyone but those, read
 * as "everyone except technical" (the function, at every level); "non-managers" and "non-management staff" are
 * the individual contributors. ("Non-executive" is a board seat, never this.)
 */
const NON_PEOPLE =
  /(?<=^\s*|[.;:!?]\s*)(all\s+|our\s+|the\s+)?non[-\s]?(technical|tech|engineering|sales|marketing|finance|it|management|managerial|managers|leadership|leaders)(\s+(staff|people|employees|roles|positions|team members|folks|colleagues|functions|teams|personnel|workers|jobs))?(?=\s*([.;!?]|$))/giu;
/** NON_PEOPLE without its global flag, to test a definition (a global regex keeps its lastIndex between tests). */
const NON_PEOPLE_ASKED = new RegExp(NON_PEOPLE.source, 'iu');

/**
 * The whole staff said at the head of a sentence ("All staff", "all employees", "the whole company", "everyone at
 * the company"), before an exception or alone: everyone, as "everyone" is.
 */
const WHOLE_STAFF =
  /(?<=^\s*|[.;:!?]\s*)(all (staff|employees|personnel|team members|our people|people here)|the (whole|entire) (company|staff|team|workforce|organi[sz]ation)|everyone (at|in) the company)(?![\p{L}])/giu;

/**
 * "People in finance who are managers or above", "engineers that are team leads": a relative clause that states a
 * level is the criterion, read as "at manager level or above" (cut as a clause that only describes them, it kept
 * everyone in the function).
 */
const WHO_ARE_LEVEL =
  /\s+(who|that)\s+(are|is)\s+(an?\s+)?(managers?|heads?|directors?|vps?|vice presidents?|team leads?|team leaders?)(\s+(or|and)\s+(above|up|higher|more senior))?(?=\s*([,;:.!?)]|$))/giu;
/** The level words a relative clause says, as "at … level" spells them where they differ. */
const LEVEL_OF_WORD: Readonly<Record<string, string>> = {
  vp: 'VP',
  'vice president': 'VP',
  'team leader': 'team lead',
};

/** "Only", "nur", "seulement", "solo", "alleen", "apenas": the phrase it is said of narrows, it does not add. */
const ONLY_WORD =
  /(?<![\p{L}])(only|solely|nur|seulement|uniquement|solo|sólo|solamente|(u|ú)nicamente|soltanto|alleen|somente|apenas|só)(?![\p{L}])/iu;
/** A sentence that opens with "only" ("Only managers of …", "Solo managers y directores"). */
const OPENS_WITH_ONLY = new RegExp(`^\\s*${ONLY_WORD.source}\\s`, 'iu');

/**
 * "Sales, managers only", "Sales (AEs only)", "Vertrieb, nur Manager": a clause that says "only" and names a
 * level or a job narrows the bare function named before it in the same sentence, which goes; read as two clauses, the
 * bare function kept everyone in it. A function the "only" clause does not work in stays ("Marketing; sales managers
 * only"), and so does a function listed after it, an example of it ("sellers only: AEs, inside sales").
 */
function onlyNarrows(clauses: Clause[]): void {
  const only = clauses.filter(
    (c) =>
      ONLY_WORD.test(c.text) &&
      c.functions !== null &&
      ((c.levels !== null && c.levels.length > 0) || c.roles.length > 0),
  );
  if (only.length === 0) return;
  const first = clauses.indexOf(only[0] as Clause);
  const bare = (c: Clause): boolean =>
    c.functions !== null &&
    c.levels === null &&
    c.roles.length === 0 &&
    c.engagements === null &&
    c.functions.every((f) => only.some((o) => o.functions?.includes(f)));
  for (let i = first - 1; i >= 0; i--) if (bare(clauses[i] as Clause)) clauses.splice(i, 1);
}

/**
 * "Only managers of operational teams (duty managers, supervisors) in operations, ground handling and cargo": in
 * a sentence that opens with "only" and names levels, the functions it names with no level of their own are
 * where those leaders work, not everyone there: they take the sentence's levels. (Changes `clauses` in place.)
 */
function onlyLeadersIn(sentence: string, clauses: Clause[]): void {
  if (!OPENS_WITH_ONLY.test(sentence)) return;
  const levels = [
    ...new Set(
      clauses
        .filter((c) => c.engagements === null)
        .flatMap((c) => c.levels ?? [])
        .filter((l) => l !== 'owner' && l !== 'individual'),
    ),
  ];
  if (levels.length === 0) return;
  for (const [index, c] of clauses.entries())
    if (c.levels === null && c.functions !== null && c.roles.length === 0 && c.engagements === null)
      clauses[index] = { ...c, levels, extendsUp: false };
}

/**
 * A sentence of "only" and bare levels ("Solo managers y directores", "Only managers and heads", "Heads only") after
 * sentences that name functions: those functions' clauses take its levels (the levels they already name
 * that it keeps, or all of its own), and the sentence itself adds no clause. True when it applied.
 * (Changes `before` in place.)
 */
function onlyLevelsNarrowBefore(sentence: string, clauses: Clause[], before: Clause[]): boolean {
  // "Heads only, not their teams", "Nur Leitungen, keine Teams": "only" said after the levels in the
  // sentence's first phrase reads the same as before them.
  if (!OPENS_WITH_ONLY.test(sentence) && !ONLY_WORD.test(sentence.split(/[,;(]/)[0] ?? '')) return false;
  const bare = (c: Clause): boolean =>
    c.levels !== null &&
    c.levels.length > 0 &&
    // ("Nur Führungskräfte", "only leaders": a leader word spans the managerial ranks from the top down; said
    // after the functions it narrows them as "only managers" does. "Only executives", the top alone, stays.)
    (!c.levels.some((l) => l === 'c_level' || l === 'owner') ||
      c.levels.some((l) => l === 'head' || l === 'manager')) &&
    c.functions === null &&
    c.roles.length === 0 &&
    c.engagements === null;
  if (clauses.length === 0 || !clauses.every(bare)) return false;
  const levels = [...new Set(clauses.flatMap((c) => c.levels ?? []))];
  const named = before.filter(
    (c) => c.functions !== null && c.functions.length > 0 && c.engagements === null,
  );
  if (named.length === 0) return false;
  for (const c of named) {
    const index = before.indexOf(c);
    const kept = c.levels?.filter((l) => levels.includes(l)) ?? [];
    // ("Heads of operations: COO, operations director or operations manager. Heads only": a leader the list names
    // by a rank of its own, the COO or the operations manager, is one of the heads meant; "only" drops the staff
    // under them, not the leaders the definition names.)
    // (A floor, "head level and above only", still raises a manager below it to the floor.)
    const rank = (l: Level): number => MANAGERIAL.indexOf(l);
    const floor = Math.min(...levels.map(rank));
    const leaderNamed =
      kept.length === 0 &&
      (c.levels?.length ?? 0) > 0 &&
      (c.levels ?? []).every((l) => MANAGERIAL.includes(l)) &&
      levels.every((l) => MANAGERIAL.includes(l)) &&
      (levels.length === 1 || (c.levels ?? []).every((l) => rank(l) >= floor));
    if (leaderNamed) continue;
    before[index] = { ...c, levels: kept.length > 0 ? kept : levels, extendsUp: false };
  }
  return true;
}

/** "Director+", "VP+", "Manager+ in sales": a plus right after a level is "and above" (a "+" elsewhere joins a list). */
const LEVEL_PLUS =
  /(?<![\p{L}])(managers?|directors?|heads?|head[- ]of|vps?|svps?|evps?|c-?level|seniors?|senior managers?|team leads?|leads?)\+(?![\p{L}+])/giu;

/**
 * "Everyone reporting to the CEO", "anyone who reports into the CFO": profiles carry no reporting lines, so whom
 * someone reports to names nobody. Cut as a relation (SERVING_RELATION), it left "everyone", who kept everyone.
 */
const EVERYONE_REPORTING =
  /(?<![\p{L}])(everyone|everybody|anyone|anybody|all staff|all employees|all)(\s+(who|that))?\s+(reports?|reporting)\s+(directly\s+)?(in)?to(?![\p{L}])/giu;

/**
 * "Freelancers who work for us but are not on our payroll", "qui ne sont pas sur notre liste de paie", "que no
 * están en nuestra nómina", "che non sono a libro paga", "die niet op onze loonlijst staan", "que não estão na
 * nossa folha de pagamento": not being on the payroll is not being an employee, and a relative clause that first
 * says what they do for us ("who work for us but …") still says it of them. Read as "who are not employees"
 * (NOT_EMPLOYEES), never as an exclusion of everything before the "not", nor as the payroll function.
 */
const NOT_ON_PAYROLL =
  /(?<![\p{L}])(who|that|qui|que|quienes|che|die|wie|dat)\s+((?:[\p{L}'’]+\s+){0,5}?(?:but|and|yet|mais|et|pero|y|ma|e|mas|maar|en)\s+)?(?:(?:aren|isn)['’]t\s+|(?:ne\s+|n['’])?((?:are|is|sont|est|son|es|est(?:a|á)n?|sono|(?:e|è)|zijn|s(?:a|ã)o|est(?:a|ã)o)\s+)?(?:not|no|non|niet|n(?:a|ã)o|pas)\s+)((?:are|is|sont|est|est(?:a|á)n?|sono|zijn|est(?:a|ã)o)\s+)?(?:pas\s+)?((?:on|in|sur|dans|en|na|no|a|op|nel|nella|nei)\s+(?:(?:our|the|notre|nos|la|nuestra|nuestras|nossa|nossas|il|nostro|nostra|i|nostri|onze|de)\s+){0,2}(?:payrolls?|liste de paie|masse salariale|effectifs?|n(?:o|ó)minas?|folhas? de pagamento|libro paga|libri paga|loonlijst)(?:\s+(?:staan|staat))?|(?:(?:an?|our|des|nos|nuestros|onze|nostri|dei|(?:o|a)s?\s+nossos?)\s+)?(?:employees?|staff|salari(?:e|é)e?s|employ(?:e|é)e?s|empleados?|empleadas?|asalariad[oa]s?|werknemers?|in dienst|medewerkers?|dipendenti|dipendente|funcion(?:a|á)ri[oa]s?|empregad[oa]s?))(?![\p{L}])/giu;

/**
 * "Engineers on our payroll", "sur notre liste de paie", "en nuestra nómina", "a libro paga", "op onze loonlijst",
 * "na nossa folha de pagamento", "auf unserer Gehaltsliste": being paid a salary by us says how they work for us (as
 * employees), never that they work in payroll. The words go; "not on our payroll" is read by NOT_ON_PAYROLL first.
 */
const ON_OUR_PAYROLL =
  /(?<![\p{L}])(?<!(?:not|no|non|niet|nicht|pas|n(?:a|ã)o|never|jamais|nunca|mai|nooit|nie)\s+(?:(?:are|is|sont|est|son|es|est(?:a|á)n|sono|zijn|s(?:a|ã)o|est(?:a|ã)o|sind|ist|staan|stehen)\s+)?)(?:(?:who|that|qui|que|che|die)\s+(?:are|is|sont|est|est(?:a|á)n|sono|zijn|s(?:a|ã)o|est(?:a|ã)o|sind|ist|staan|stehen)\s+)?(?:on\s+(?:our|the(?: company['’]s)?)\s+payroll|sur\s+(?:notre|la)\s+(?:liste\s+de\s+paie|payroll)|en\s+(?:nuestra\s+|la\s+)?n(?:o|ó)mina|a\s+libro\s+paga|op\s+(?:onze|de)\s+loonlijst|na\s+(?:nossa\s+)?folha\s+de\s+pagamento|auf\s+(?:unserer|der)\s+(?:gehalts|lohn)liste)(?![\p{L}])/giu;

/**
 * "While not being employees", "without being on our payroll", "senza essere dipendenti", "sin ser empleados",
 * "sans être salariés", "sem serem funcionários", "zonder in dienst te zijn", "ohne angestellt zu sein": how
 * they work for us (non-employees), not an exclusion of what the sentence names after it ("(senior advisers, …)").
 */
/**
 * "People who work for us without being our employees", "chi lavora per noi senza essere nostro dipendente": once the
 * manner is read (non-employees), the people who work for us before it are those same non-employees.
 */
const WORK_FOR_US_NON_EMPLOYEES =
  /(?<![\p{L}])(?:(?:people|persons|those|everyone|everybody|anyone|all|alle|tous|toutes|ceux|celles|todos|todas|iedereen|tutti|tutte|quem)\s+(?:who|that|die|qui|que|quienes|che|wie|dat)|chi|quienes|wer)\s+(?:[\p{L}'’]+\s+){1,5}?non-employees(?![\p{L}])/giu;
/**
 * "Works for us as an external rather than as an employee", "als Externe statt als Angestellte", "comme externe plutôt
 * que comme salarié", "como externo en lugar de como empleado", "come esterno anziché come dipendente": how they work
 * for us (non-employees), the same manner as "without being our employees".
 */
const RATHER_THAN_EMPLOYEES =
  /(?<![\p{L}])(?:(?:as|als|comme|como|come)\s+(?:an?\s+|une?\s+|um\s+|uma\s+|un\s+)?(?:externals?|outsiders?|externe[nrs]?|externos?|externas?|esterni|esterno|esterna)\s+)?(?:rather\s+than|instead\s+of|(?:an)?statt|plut(?:o|ô)t\s+que|au\s+lieu\s+d['’]?(?:e|(?:ê|e)tre)?|en\s+(?:lugar|vez)\s+de|em\s+(?:vez|lugar)\s+de|ao\s+inv(?:e|é)s\s+de|invece\s+(?:che|di)|anzich(?:e|é)|in\s+plaats\s+van)\s+(?:(?:as|als|comme|como|come)\s+)?(?:being\s+)?(?:an?\s+|une?\s+|des\s+|um\s+|uma\s+|un\s+|our\s+)?(?:employees?|staff|angestellte?r?n?|festangestellte?r?n?|mitarbeite(?:r|nde)|salari(?:e|é)e?s?|employ(?:e|é)e?s?|empleados?|empleadas?|asalariad[oa]s?|dipendenti|dipendente|funcion(?:a|á)ri[oa]s?|empregad[oa]s?|werknemers?|medewerkers?)(?![\p{L}])/giu;
const WITHOUT_BEING_EMPLOYEES =
  /(?<![\p{L}])((while|whilst)\s+not\s+being|without\s+being|senza\s+essere|sin\s+ser|sans\s+(e|ê)tre|sem\s+ser(em)?|zonder\s+(te\s+)?zijn|ohne\s+zu\s+sein)\s+((an?|our|des|nos|notre|nuestros|nuestr[oa]|nostri|nostr[oa]|dei|(o|a)s?\s+nossos?)\s+)?(employees?|staff|on\s+(our|the)\s+payroll|salari(e|é)e?s|employ(e|é)e?s|empleados?|empleadas?|asalariad[oa]s?|dipendenti|dipendente|funcion(a|á)ri[oa]s?|empregad[oa]s?)(?![\p{L}])|(?<![\p{L}])(zonder|ohne)\s+(in\s+dienst|angestellt|festangestellt)\s+(te\s+|zu\s+)?(zijn|sein)(?![\p{L}])/giu;

/**
 * "People who advise us on a part-time or freelance basis", "personnes qui nous conseillent", "personas que nos
 * asesoran", "persone che ci consigliano", "Personen, die uns beraten", "mensen die ons adviseren", "pessoas que
 * nos aconselham": advisers. How often or on what footing they advise ("on a freelance basis", "à temps partiel")
 * says how they advise, not a second kind of people (read alone, "freelance" kept every contractor).
 */
const PEOPLE_WHO_ADVISE =
  /(?<![\p{L}])(people|persons|those|anyone|personnes|ceux|celles|personas|quienes|aquellos|persone|coloro|quelli|personen|leute|diejenigen|mensen|degenen|pessoas|aqueles)\s*,?\s+(who|that|qui|que|che|die|welche|wie)\s+((us|nous|nos|ci|uns|ons)\s+)?(advise|advises|counsel|counsels|conseillent|asesoran|aconsejan|consigliano|affiancano|beraten|adviseren|aconselham|assessoram|aconselham)((\s+(us|the\s+(company|board|management)|la\s+direction|la\s+direzione|la\s+direcci(o|ó)n|die\s+gesch(a|ä)ftsleitung|de\s+directie|a\s+dire(c|ç)(a|ã)o))?(\s+(on|in)\s+an?\s+[\p{L}-]+(\s+basis)?(\s+(or|and))?\s+[\p{L}-]+\s+basis|\s+(on|in)\s+an?\s+[\p{L}-]+\s+basis|\s+su\s+base\s+[\p{L}-]+|\s+en\s+free-?lance|\s+(à|a)\s+temps\s+partiel|\s+a\s+tiempo\s+parcial|\s+part-time|\s+in\s+teilzeit|\s+parttime|\s+part-time)?)(?![\p{L}])/giu;

/** The German verb-final order: "(alle,) die nicht (bei uns) angestellt sind". */
const NOT_EMPLOYEES_DE =
  /(?<![\p{L}])(alle\s*,?\s+)?(die|der|welche)\s+([\p{L}]+\s+){0,4}?(nicht|keine)\s+(bei uns\s+|hier\s+)?(fest\s*)?(angestellt(e|en)?|mitarbeitende|besch(a|ä)ftigt)(\s+(sind|ist))?(?![\p{L}])/giu;

/**
 * "Our rental business: whoever runs it, …", "Unser Verleih: wer ihn leitet, …", "Nuestro almacén: quien lo
 * dirige, …": the pronoun points back to the area named before the colon, so the phrase is the heads of that
 * area, never every leader of the company.
 */
const RUNS_IT =
  /(^|[.;!?]\s*)([^.;:!?\n]{2,90}?)\s*:\s*(?:(?:whoever|anyone who|those who|the (?:person|people|one) who)\s+(?:runs?|leads?|manages?|heads?)\s+(?:it|them)|wer\s+(?:ihn|sie|es)\s+(?:leitet|f(?:u|ü)hrt)|quien(?:es)?\s+(?:lo|la|los|las)\s+(?:dirige|dirigen|lleva|llevan|gestiona|gestionan)|(?:celui|celle|ceux|celles)\s+qui\s+(?:le|la|les)\s+(?:dirigent|dirige|g(?:e|è)rent|g(?:e|è)re)|chi\s+(?:lo|la|li|le)\s+(?:dirige|gestisce|guida)|wie\s+(?:het|hem|ze)\s+(?:leidt|leiden|runt|runnen)|quem\s+(?:o|a|os|as)\s+(?:dirige|gere|lidera))(?![\p{L}])/giu;
/**
 * "The 24-hour carers + whoever coordinates them", "Heimhilfen und wer sie koordiniert", "les aides à domicile et
 * ceux qui les coordonnent": the pronoun points back to the people just named, so the phrase is the coordinators
 * of that group (whatever their own terms of work), never every coordinator of the company. Rewritten as the
 * group, then "whoever⁠coordinates" and the group's job (COORDINATOR_QUALIFIER); brackets after the group stay
 * with it.
 */
const WHOEVER_COORDINATES =
  /(^|[.;:!?\n]\s*)([^.;:!?\n]{2,160}?)\s*(?:\+|&|,|(?<![\p{L}])(?:and|plus|und|sowie|et|y|e|en|i|oraz)(?![\p{L}]))\s*(?:(?:whoever|anyone who|those who|the (?:people|person|ones?) who)\s+(?:coordinates?|organi[sz]es?|schedules?|supervises?|dispatches?)\s+them|wer\s+sie\s+(?:koordiniert|organisiert|einteilt|disponiert)|(?:diejenigen|die),?\s+die\s+sie\s+(?:koordinieren|organisieren)|(?:ceux|celles|celui|celle)\s+qui\s+les\s+(?:coordonnent|coordonne|organisent|organise)|quien(?:es)?\s+l[oa]s\s+(?:coordina|coordinan|organiza|organizan)|chi\s+l[ie]\s+(?:coordina|organizza)|wie\s+hen\s+(?:co(?:o|ö)rdineert|co(?:o|ö)rdineren)|quem\s+(?:os|as)\s+(?:coordena|organiza))(?![\p{L}])/giu;
/**
 * "Real-time analysts and whoever leads them", "Disponenten und wer sie leitet", "les planificateurs et ceux qui les
 * encadrent": the pronoun points back to the people just named, so the phrase is their own leaders, as "and their
 * leaders" is (INCLUDED_LEADERS), never every leader of the company. Rewritten as the possessive of its language.
 */
const WHOEVER_LEADS_THEM =
  /(?<=(?:,|\+|&|(?<![\p{L}])(?:and|plus|und|sowie|et|y|e|en|ed))\s*)(?:(?:whoever|anyone who|those who|the (?:people|person|ones?) who)\s+(?:leads?|manages?|heads?|supervises?|runs?)\s+them|(?<de>wer\s+sie\s+(?:leitet|leiten|f(?:u|ü)hrt|f(?:u|ü)hren)|(?:diejenigen|die),?\s+die\s+sie\s+(?:leiten|f(?:u|ü)hren))|(?<fr>(?:ceux|celles|celui|celle)\s+qui\s+les\s+(?:dirigent|dirige|encadrent|encadre|managent|manage))|(?<es>quien(?:es)?\s+l[oa]s\s+(?:dirige|dirigen|lidera|lideran|supervisa|supervisan))|(?<it>chi\s+l[ie]\s+(?:dirige|guida|gestisce|coordina))|(?<nl>(?:wie|die)\s+hen\s+(?:leidt|leiden|aanstuurt|aansturen))|(?<pt>quem\s+(?:os|as)\s+(?:dirige|lidera|chefia|gere)))(?![\p{L}])/giu;
function whoeverLeadsThem(...args: unknown[]): string {
  const groups = args.at(-1) as Record<string, string | undefined>;
  if (groups.de) return 'ihre Leiter';
  if (groups.fr) return 'leurs responsables';
  if (groups.es) return 'sus jefes';
  if (groups.it) return 'i loro responsabili';
  if (groups.nl) return 'hun leidinggevenden';
  if (groups.pt) return 'seus gestores';
  return 'their leaders';
}
/**
 * "Quem chefia o transporte", "who heads the workshop", "quien encabeza el almacén": a verb of heading with an area as
 * its object names the area's heads, as "heads of transport" does, never everyone in the area. Rewritten as the heads
 * of the area in the language of the pronoun. (Only the verbs that mean nothing but heading: "who leads the
 * development", "qui dirige", "chi guida" are read as they were; "who manage the budget" stays as it is.)
 * The pronoun may govern an earlier verb first: "quem planeia as rotas ou chefia o transporte".
 */
const WHO_HEADS_AREA =
  /(?<![\p{L}])(?:(?<pt>quem)|(?<en>whoever|who|anyone who)|(?<es>quien|quienes))(?<between>\s+[^,.;:!?()]{1,60}?\s+(?:ou|or|o|y|e|et))?\s+(?:chefiam?|heads?|encabezan?)\s+(?:o|a|os|as|the|le|la|les|l'|el|los|las|il|lo|i|gli)\s+(?<area>\p{L}+)(?![\p{L}])/giu;
function whoHeadsArea(...args: unknown[]): string {
  const groups = args.at(-1) as Record<string, string | undefined>;
  const area = groups.area ?? '';
  // ("Quem planeia as rotas ou chefia o transporte": the pronoun's first verb stays, the leading one is rewritten.)
  const who = groups.pt ?? groups.en ?? groups.es ?? '';
  const before = groups.between ? `${who}${groups.between} ` : '';
  if (groups.pt) return `${before}chefes de ${area}`;
  if (groups.es) return `${before}jefes de ${area}`;
  return `${before}heads of ${area}`;
}
/** The terms of work of the group, which its coordinators need not share: "self-employed", "freelance". */
const GROUP_TERMS =
  /(?<![\p{L}])(the|die|der|les|los|las|gli|le|i|de|het|os|as|self-employed|selbst(?:st)?(?:a|ä)ndige[nr]?|freelance\w*|freiberufliche[nr]?|independent|ind(?:e|é)pendant(?:e)?s|aut(?:o|ó)nom[oa]s|external|externe[nr]?|contract|agency|our|unsere?)(?![\p{L}])/giu;
function whoeverCoordinates(_m: string, start: string, group: string): string {
  const bracket = /\s*\([^()]*\)\s*$/u.exec(group)?.[0] ?? '';
  const named = group.slice(0, group.length - bracket.length);
  const last =
    named
      .split(/\s*(?:,|&|\/|(?<![\p{L}])(?:and|und|et|y|e|en|or|oder|ou|o)(?![\p{L}]))\s*/iu)
      .filter((part) => part.trim())
      .at(-1) ?? named;
  const job = last.replace(GROUP_TERMS, ' ').replace(/\s+/g, ' ').trim();
  if (!job) return `${start}${group}`;
  return `${start}${group}, whoever\u2060coordinates ${job}`;
}
/**
 * The German suspended hyphen (Ergänzungsstrich): "Wohnbereichs- und Stationsleitungen" are Wohnbereichsleitungen
 * and Stationsleitungen, "Haus-, Wohnbereichs- oder Stationsleiter" three kinds of Leiter. The head of the full
 * compound after the list (a German head noun: -leitung, -leiter, -kräfte, -assistenz …) completes each part before
 * it; a part whose head cannot be told stays as written.
 */
const SUSPENDED_HYPHEN =
  /(?<![\p{L}-])(\p{L}{2,})-(\s*(?:,|\/|&|(?<![\p{L}])(?:und|oder|sowie|bzw\.?|bis)(?![\p{L}]))\s*)(\p{L}{3,})(?![\p{L}-])/gu;
const GERMAN_HEAD =
  /(leitungen|leitung|leiter(?:innen|in)?|f(?:ü|u)hrung(?:skr(?:ä|a)fte)?|manager(?:innen|in)?|management|assistenz|assistent(?:innen|in|en)?|fachkr(?:ä|a)fte|fachkraft|kr(?:ä|a)fte|kraft|mitarbeitende|mitarbeiter(?:innen|in)?|beauftragte[rn]?|verantwortliche[rn]?|referent(?:innen|in|en)?|techniker(?:innen|in)?|ingenieur(?:innen|in|e)?|pfleger(?:innen|in)?|pflege|helfer(?:innen|in)?|betreuer(?:innen|in)?|berater(?:innen|in)?|planer(?:innen|in)?|entwickler(?:innen|in)?|direktion|direktor(?:innen|in|en)?|therapeut(?:innen|in|en)?|personal|dienste?|teams?|abteilungen|abteilung|verwaltung|wesen)$/iu;
function suspendedHyphen(whole: string, part: string, joint: string, full: string): string {
  const head = GERMAN_HEAD.exec(full);
  if (!head || head.index === 0) return whole;
  const word = `${part}${full.slice(head.index)}`;
  // "Bereichs- und Stationsleitungen": a part that names neither a job nor a function of its own ("Bereichs")
  // shares the function of the full word, so the two stay one phrase; "Wohnbereichs-" names a job of its own.
  const own = normalizeText(word);
  if (!ROLE_TERMS.some((term) => term.pattern.test(own)) && readFunctions(own, word).functions.length === 0)
    return whole;
  return `${word}${joint}${full}`;
}
/** Words around an area's name that are no part of it: "our", "the", "business", "team", "Abteilung". */
const AREA_WRAPPING =
  /^((our|the|its|this|unser\w*|die|der|das|den|notre|nos|le|la|les|l'|nuestr[oa]s?|el|los|las|il|lo|nostr[oaie]|onze|ons|het|de|o|a|os|as|nosso|nossa|nossos|nossas)\s+)+|\s+(business(es)?|team|teams|department|unit|division|arm|operations?|side|bereich|abteilung|geschaft|geschäft|sparte|activite|activité|service|negocio|departamento|area|área|attivita|attività|reparto|afdeling|tak|negócio)$/giu;
function runsItArea(_m: string, start: string, area: string): string {
  const core = area.trim().replace(AREA_WRAPPING, '').replace(AREA_WRAPPING, '').trim();
  const parts = core
    .split(/\s*(?:,|&|\/|\band\b|\bund\b|\bet\b|\by\b|\be\b|\ben\b|\bor\b|\boder\b|\bou\b|\bo\b)\s*/iu)
    .filter(Boolean);
  if (parts.length === 0) return `${start}${area}: `;
  return `${start}${area}: ${parts.map((p) => `heads of ${p}`).join(', ')}`;
}
/**
 * "…, salariés ou indépendants", "…, fest oder frei", "…, staff or freelance", "…, vast of freelance",
 * "…, dipendenti o freelance", "…, en plantilla o autónomos", "…, de plantilla o subcontratados": employed and freelance
 * (or subcontracted) side by side after the
 * people is a qualifier meaning any engagement, never a criterion that keeps every contractor on its own.
 */
const STAFF_OR_FREELANCE_WORDS = {
  staff:
    'staff|employees?|employed|salaried|permanent|in-house|angestellte?|angestellt|festangestellte?|fest|salari(?:e|é)e?s|employ(?:e|é)e?s|en plantilla|de plantilla|asalariad[oa]s|empleados?|empleadas?|dipendenti|assunti|vast|in dienst|werknemers|empregad[oa]s|contratad[oa]s',
  free: 'freelancers?|freelances?|freelance|self-employed|independents?|frei|freie|freiberufler(?:innen)?|freiberuflich|freie mitarbeitende|ind(?:e|é)pendant(?:e)?s|aut(?:o|ó)nom[oa]s|zzp(?:-?ers)?|liberi professionisti|libero professionista|external|subcontracted|outsourced|subcontratad[oa]s|subcontratistas?|sous-trait(?:e|é)e?s|sous-traitants?|subappaltat[oi]|in subappalto|terceirizad[oa]s|subcontratad[oa]s|ingehuurd|uitbesteed',
};
const STAFF_OR_FREELANCE = new RegExp(
  String.raw`(,|\()\s*(?:(?:whether|either|ob|soit|sia|tanto|ya sean?|quer|hetzij)\s+)?(?:(?:${STAFF_OR_FREELANCE_WORDS.staff})\s+(?:or|oder|ou|o|of|e|y|and|und|et|como|che|als)\s+(?:${STAFF_OR_FREELANCE_WORDS.free})|(?:${STAFF_OR_FREELANCE_WORDS.free})\s+(?:or|oder|ou|o|of|e|y|and|und|et|como|che|als)\s+(?:${STAFF_OR_FREELANCE_WORDS.staff}))(?=\s*(?:[.,;:)!?]|$))`,
  'giu',
);
/**
 * "Consultants who advise management", "consultants qui conseillent la direction", "consultores que asesoran a
 * la dirección", "Berater, die die Geschäftsführung beraten": the relative clause makes them advisors to the
 * company's leadership, an advisory engagement, not every contractor.
 */
const CONSULTANTS_ADVISING =
  /(?<![\p{L}])(consultants?|consultores?|consultoras?|consulenti|consulente|beraterinnen|berater(?:in)?|adviseurs?)(?:\s*,)?\s+(?:who|that|qui|que|quienes|che|die|welche)\s+(?:(?:also|directly|directement|directamente|direttamente|direkt)\s+)?(?:(?:advise|advises|counsel|counsels|conseillent|conseille|asesoran|asesora|aconselham|aconselha|assessoram|consigliano|consiglia|adviseren|adviseert)\s+(?:the\s+|la\s+|le\s+|a\s+la\s+|al\s+|a\s+|o\s+|de\s+|het\s+|il\s+|l['’])?(?:management|board|leadership|executives?|ceo|company|us|direction|dirigeants|direcci(?:o|ó)n|gerencia|junta|dire(?:c|ç)(?:a|ã)o|gest(?:a|ã)o|direzione|vertice|directie|bestuur)|(?:die|den|das)\s+(?:gesch(?:a|ä)ftsf(?:u|ü)hrung|gesch(?:a|ä)ftsleitung|vorstand|unternehmensleitung|leitung)\s+(?:beraten|berät))(?![\p{L}])/giu;
/**
 * "Befristet Beschäftigte", "les CDD", "contratos temporales", "contratti a tempo determinato", "tijdelijke
 * contracten": the people on a fixed-term contract, said as the English "fixed-term contract staff".
 */
const FIXED_TERM_STAFF =
  /(?<![\p{L}])((befristet(?:e[nrs]?)?\s+(besch(?:a|ä)ftigte\p{L}*|angestellte\p{L}*|mitarbeit\p{L}*|vertr(?:a|ä)ge?\p{L}*))|(salari(?:e|é)e?s\s+en\s+)?cdd|contrats?\s+(?:à|a)\s+dur(?:e|é)e\s+d(?:e|é)termin(?:e|é)e|(personal\s+con\s+|empleados\s+con\s+)?contratos?\s+(temporal(?:es)?|de\s+duraci(?:o|ó)n\s+determinada|a\s+termo|a\s+prazo)|(dipendenti\s+)?(a\s+tempo\s+determinato|con\s+contratt[oi]\s+a\s+termine)|contratti\s+a\s+(tempo\s+determinato|termine)|tijdelijke\s+(contracten|krachten|medewerkers)|(medewerkers\s+)?met\s+een\s+tijdelijk\s+contract)(?![\p{L}])/giu;
/**
 * "Nicht gemeint: Produktentwicklung und der Kundensupport", "Not meant: …", "Ne sont pas visés : …",
 * "No se refiere a: …", "Niet bedoeld: …", "Non si intende: …", "Não se incluem: …": a heading that says
 * what is NOT meant, then a colon. What follows the colon is the exclusion, every item of its list; the
 * heading is never a list of what is asked (before, the exclusion ran only to the colon and dropped the
 * word "gemeint", so the list after it was read as asked for).
 */
const NOT_MEANT_HEADING =
  /(?<![\p{L}])(not (meant|included|intended|in scope|wanted|counted|covered)|(is|are) not (meant|included|in scope|wanted|counted|covered)|(hier )?nicht (gemeint|dabei|enthalten|eingeschlossen|erfasst|gesucht|im fokus)( sind| ist)?|(sind|ist) (hier )?nicht (gemeint|dabei|enthalten|eingeschlossen|erfasst|gesucht)|(ne )?(sont|est) pas (vis(e|é)e?s?|concern(e|é)e?s?|inclus(es?)?|compris(es?)?)|(pas|non) (vis(e|é)e?s?|concern(e|é)e?s?|inclus(es?)?|compris(es?)?)|no (se refiere a|se refiere|se incluyen?|incluid[oa]s?|entran|cuentan|cuenta|se buscan?)|niet (bedoeld|inbegrepen|gezocht|meegerekend)|(vallen|valt) er niet onder|non (si intende|si intendono|inclus[io]|compres[io]|si cercano|rientrano|contano)|n(a|ã)o (se incluem|se inclui|inclu(i|í)d[oa]s|entram|contam|se procuram))\s*:/giu;

/** "<noun> <preposition> <complement> / <preposition>": the second alternative lacks the shared noun. */
const SLASHED_COMPLEMENT =
  /(?<![\p{L}])(\p{L}+)(\s+(?:(?:de la|de|du|des|of|for|di|del|della|delle|dei|degli|van|von|der|do|da|dos|das)\s+|d['’])[\p{L}][\p{L}-]*)\s*\/\s*((?:de la|de|du|des|of|for|di|del|della|delle|dei|degli|van|von|der|do|da|dos|das)(?=\s+\p{L})|d['’](?=\p{L}))/giu;

/** "Current employees", "aktuelle Mitarbeitende, "salariés actuels": the current staff named as such. */
const CURRENT_STAFF_WORD =
  /(?<![\p{L}])((current|present|existing)\s+(employees|staff|team( members)?|colleagues|people)|(aktuelle|derzeitige|heutige)\s+(mitarbeit\p{L}*|angestellte\p{L}*|kolleg\p{L}*|belegschaft)|(salari(e|é)s|employ(e|é)s|collaborat(eurs|rices))\s+actuel(le)?s|(empleados|trabajadores|colaboradores)\s+actuales|(funcion(a|á)rios|colaboradores)\s+atuais|(dipendenti|collaboratori)\s+attuali|huidige\s+(medewerkers|werknemers|collega's))(?![\p{L}])/iu;

/**
 * "People who used to work at the company and have left it", "those who no longer work here", "Leute, die
 * früher hier gearbeitet haben", "les personnes qui ne travaillent plus ici", "personas que ya no trabajan
 * en la empresa", "pessoas que já não trabalham na empresa", "persone che non lavorano più in azienda",
 * "mensen die hier vroeger werkten en vertrokken zijn": people named by nothing but having worked here in
 * the past are the former employees, of any function. Said of a generic subject (people, those, everyone,
 * employees …) or opening the definition; "PMs who used to work here" keeps its job.
 */
const HERE_OBJECT =
  '(here|there|for us|with us|at the company|at the firm|at the business|in the company|for the company|at this company|for this company|at it|for it|the company|it|us|hier|bei uns|im unternehmen|in der firma|das unternehmen|die firma|ici|chez nous|dans l.entreprise|dans la soci(e|é)t(e|é)|l.entreprise|la soci(e|é)t(e|é)|aqu(i|í)|en la empresa|la empresa|con nosotros|na empresa|a empresa|da empresa|connosco|conosco|qui|in azienda|nell.azienda|l.azienda|dall.azienda|da noi|bij ons|bij het bedrijf|in het bedrijf|het bedrijf)';
/** "Regardless of function", "ongeacht functie", "quelle que soit la fonction": any role, said after the people. */
const ANY_ROLE_TAIL = String.raw`(regardless|irrespective|whatever|no\s+matter|ongeacht|unabh(a|ä)ngig|quel(le)?s?\s+que|sea\s+cual|independientemente|qualunque|indipendentemente|seja\s+qual|independentemente)(?![\p{L}])`;
/** ", at any level", ", auf jeder Ebene", ", à tous les niveaux", ", de cualquier nivel", ", op elk niveau": any level, said after the people. */
const ANY_LEVEL_TAIL = String.raw`((at|on|of|from|auf|aus|in|à|a|de|en|em|di|op|van|uit)\s+)?(any|every|all|each|jede[rnms]?|alle[rn]?|tous\s+les|todos\s+los|todos\s+os|cualquier|qualquer|qualsiasi|ogni|tutti\s+i|elk|ieder|alle)\s+(levels?|seniority|seniorities|ranks?|ebenen?|stufen?|hierarchieebenen?|dienstgrade?n?|niveaux|grades|niveles|nivel|rangos|n(i|í)vel|n(i|í)veis|livell[oi]|gradi|niveaus?|rangen)(?![\p{L}])|tous\s+niveaux|quel(le)?s?\s+que\s+soit\s+le\s+niveau`;
const PAST_STAFF_PREDICATE = String.raw`((used\s+to\s+be|were|was|have\s+been|has\s+been|had\s+been)\s+(${PAST_ADVERB}\s+)?employed(\s+by\s+(us|the\s+company))?|(waren|war)\s+(hier\s+)?(besch(a|ä)ftigt|angestellt)|(hier\s+)?(besch(a|ä)ftigt|angestellt)\s+(waren|war|gewesen\s+(sind|ist))|(ont\s+(e|é)t(e|é)|(e|é)taient|(e|é)tait)\s+(employ(e|é)e?s?|salari(e|é)e?s?)|(estuvieron|estaban|fueron)\s+(emplead[oa]s|contratad[oa]s)|(foram|estavam|eram)\s+(empregad[oa]s|contratad[oa]s|funcion(a|á)ri[oa]s)|(erano|sono\s+stat[ie])\s+(dipendenti|impiegat[ei]|assunt[ei])|(in\s+dienst\s+(waren|was|zijn\s+geweest))|(used to|${PAST_ADVERB}|once|have|has)\s+work(ed)?|worked|(heeft|hebben)\s+gewerkt|gewerkt\s+(heeft|hebben)|werkte(n)?|(hier\s+)?gearbeitet\s+(hat|haben)|arbeitete(n)?|(do|does)\s+not\s+work|${NO_LONGER_EN}\s+(work(s|ing)?|do(es)?)|(${pastAlternation('noLonger', ['es'])}|no)\s+trabaja[n]?|trabajaba[n]?|trabalhava[m]?|(j(a|á)\s+)?n(a|ã)o\s+trabalha(m)?(\s+mais)?|lavorava(no)?|travaillai(en)?t|${NO_LONGER_MARKER}|${PAST_ADVERB}|${LEFT_MARKER})`;
const PAST_STAFF_TAIL = String.raw`(\s+${HERE_OBJECT}|\s+(in|at|on|of)\s+(any|every|some|whatever)\s+(roles?|capacity|functions?|positions?|jobs?|levels?)(?![\p{L}])|\s+(${PAST_ADVERB}|before|since|gearbeitet|t(a|ä)tig|(gearbeitet|t(a|ä)tig)?\s*(haben|sind|waren)|arbeite[nt]|avant|antes|prima|werk(t|en|ten)|(heeft|hebben)(\s+gewerkt)?|gewerkt( hebben| heeft)?|aqu(i|í)|mais|${LEFT_MARKER}|zijn))*`;
/**
 * "Anyone who used to work here (staff or freelance) and no longer does": a bracket after the past work says on
 * what terms they worked; it sits inside the phrase, which still names every former worker.
 */
const PAST_STAFF_BRACKET = String.raw`(\s*\([^()]{0,80}\))?`;
/**
 * "People who used to work for us and have left: their role with us has ended": a colon then a clause about them
 * ("their", "ihre", "leur", "su" …) says again what the phrase said; it names no job that narrows it.
 */
const PAST_STAFF_GLOSS = String.raw`:(?=\s*(their|its|his|her|whose|ihre?|deren|leurs?|sus?|seus?|suas?|loro|hun)\s)`;
const FORMER_STAFF = new RegExp(
  String.raw`(?<=^\s*|[.;:!?]\s*)((all|alle|tous|todos|todas|tutti|the|die|les|los|las|os|as|i|gli|le|de)(\s+|(?=\s*,)))?(people|persons|those|everyone|everybody|anyone|${STAFF_NOUN}|leute|personen|menschen|diejenigen|personnes|ceux|celles|personas|aquellos|quienes|pessoas|aqueles|persone|coloro|quelli|mensen|iedereen|degenen)?\s*,?\s*(who|that|die|der|welche|qui|que|che)\s+(${HERE_OBJECT}\s+)?${PAST_STAFF_PREDICATE}${PAST_STAFF_TAIL}${PAST_STAFF_BRACKET}(\s*,?\s*(and|but|und|aber|et|mais|y|pero|e|mas|ma|en|maar)\s+(who\s+|that\s+|die\s+|qui\s+|que\s+|che\s+)?((er|nu|now|jetzt|maintenant|ahora|agora|ora|adesso|is|zijn|ist|sind)\s+){0,2}${PAST_STAFF_PREDICATE}${PAST_STAFF_TAIL}${PAST_STAFF_BRACKET})*(?=\s*(,\s*(${ANY_ROLE_TAIL}|${ANY_LEVEL_TAIL})[^.;!?]*)?([.;!?]|$|${PAST_STAFF_GLOSS}))`,
  'giu',
);

/** "Who used to be", "who have left", "die gegangen sind", "qui ont quitté": people whose role here ended. */
const USED_TO_OR_LEFT = new RegExp(
  String.raw`(?<![\p{L}])(used to (be|work|hold|do|have|fill|run)|${LEFT_MARKER}|${NO_LONGER_MARKER}|${PAST_ADVERB}|${pastAlternation('formerAdjectives', ['de'])})(?![\p{L}])`,
  'iu',
);

/**
 * "… but have since left", "and left", "mais sont partis", "aber gegangen sind": the leaving said after
 * another verb ("people who founded it but have since left count too").
 */
const LEFT_AFTER = new RegExp(
  String.raw`(?<![\p{L}])(but|and|yet|aber|und|mais|et|pero|y|mas|e|ma|maar|en)\s+((have|has|sont|ont|sind|haben|han|hanno|sono|zijn|hebben)\s+)?(${ALREADY}\s+)?${LEFT_MARKER}(\s+(${COMPANY_OBJECT}|it|us))?(\s+(sind|haben|zijn))?(?![\p{L}])`,
  'iu',
);

/** "Ex-founders too", "former CFOs as well", "ehemalige Gründer auch", "anciens fondateurs aussi": a past job, too. */
const PAST_JOB_TOO = new RegExp(
  String.raw`(?<![\p{L}])${FORMER_ADJECTIVE}[-\s]+(?<job>[\p{L}][\p{L}-]*)\s+(too|as well|also|auch|ebenfalls|aussi|(e|é)galement|tambi(e|é)n|tamb(e|é)m|anche|pure|ook)(?![\p{L}])`,
  'iu',
);
const CURRENT_ONLY =
  /\b((only|just) current|current (employees|staff|roles?) only|currently (employed|working)|still (work|working) (here|there)|(s(o|ó)|apenas|somente|solo|s(o|ó)lo|solamente|seulement|uniquement|alleen|enkel|soltanto) (os |las |les |de |gli )?(atuais|actuales|actuels|actuelles|attuali|huidige))(?![\p{L}])/iu;
/** "including contractors": widens who counts, never a criterion on its own. */
/** A dash between a job and what follows it: "Product marketing managers — positioning, launches". */
const DUTY_DASH = /\s[\u2014\u2013-]\s/;

/**
 * "Product marketing managers — positioning, launches, go-to-market": after a job with its function, a
 * dash followed by no job, level or engagement lists that job's duties; a duty that names a function
 * ("go-to-market") does not ask for everyone in it. After anything else ("data folks — data scientists,
 * ML engineers") the dash introduces the list of jobs and is kept.
 */
function withoutDuties(keep: string): string {
  const dash = DUTY_DASH.exec(keep);
  if (!dash) return keep;
  const head = clausesOf(keep.slice(0, dash.index), []).clauses;
  const tail = clausesOf(keep.slice(dash.index + dash[0].length), []).clauses;
  const job =
    head.length > 0 && head.every((c) => c.functions !== null && (c.roles.length > 0 || c.levels !== null));
  // "– in-house only, any level" modifies the jobs before it: only function words are duties.
  const duties =
    tail.length > 0 &&
    tail.every(
      (c) => c.functions !== null && c.roles.length === 0 && c.levels === null && c.engagements === null,
    );
  if (job && duties) return keep.slice(0, dash.index);
  // "People who run our internal IT - helpdesk, sysadmins, IT managers": after people named only by what
  // they do, a dash before jobs introduces those jobs as a colon does, and each is read on its own.
  const generic = /^\s*(the\s+)?(people|persons|those|everyone|anyone|folks)\s+(who|that)\s/iu.test(
    keep.slice(0, dash.index),
  );
  const jobs = tail.some((c) => c.roles.length > 0 || c.levels !== null || c.engagements !== null);
  return generic && head.length > 0 && jobs
    ? `${keep.slice(0, dash.index)}: ${keep.slice(dash.index + dash[0].length)}`
    : keep;
}

/** "Only if", "nur wenn", "seulement si", "solo si", "só se", "solo se", "alleen als": a condition follows. */
const ONLY_IF =
  /(?<![\p{L}])(only if|only when|only where|nur,? wenn|nur,? falls|seulement si|uniquement si|seulement quand|solo si|s(o|ó)lo si|solamente si|s(o|ó) se|apenas se|somente se|solo se|soltanto se|solo quando|alleen als|alleen indien|enkel als)(?![\p{L}])([^,;:]*)/iu;
/** Words of a condition that name no criterion: "their actual job is", "ihre eigentliche Aufgabe ist". */
const CONDITION_FILLER =
  /^(their|his|her|its|ihre?|seine?|leur|leurs|su|sus|seu|sua|seus|suas|loro|hun|zijn|haar|actual|real|main|eigentliche\w*|haupt\w*|vrai|veritable|reale|principal|principale|echte|job|jobs|role|roles|work|task|tasks|arbeit|aufgabe|rolle|travail|poste|metier|trabajo|puesto|rol|funcion|funcao|trabalho|cargo|lavoro|ruolo|mansione|werk|functie|taak|is|are|ist|sind|est|sont|es|son|e|sao|sono|zijn|liegt|lies|in|im|en|dans|di|nel|nella|no|na|bei|within|about|deal|deals|with|does|do|doing|concerns?)$/;

/**
 * "A patent attorney counts only if also admitted as a lawyer": the job of the condition and the jobs the clause
 * names, all at once (the title must name one of the clause's jobs and the condition's).
 */
function bothJobs(own: readonly RoleWord[], job: { word: string; test: RegExp }): RoleWord {
  const tests = own.map((r) => r.test).filter((t): t is RegExp => t instanceof RegExp);
  if (tests.length === 0) return job;
  const unicode = [job.test, ...tests].some((t) => t.flags.includes('u'));
  const test = new RegExp(
    `^(?=[\\s\\S]*?(?:${tests.map((t) => t.source).join('|')}))(?=[\\s\\S]*?(?:${job.test.source}))`,
    unicode ? 'u' : '',
  );
  return { word: job.word, test };
}

/**
 * "Lawyers only if their actual job is compliance", "Juristen nur, wenn ihre Aufgabe Compliance ist": a
 * condition that names a function narrows the job before it to titles that name that function too; a
 * condition naming none is left to the reader as written.
 */
function onlyIf(keep: string): {
  keep: string;
  functions: ProfessionalFunction[];
  words: RegExp;
  job?: { word: string; test: RegExp };
} | null {
  const match = ONLY_IF.exec(keep);
  if (!match || match.index === 0) return null;
  const words = normalizeText(match[4] ?? '')
    .split(/[^a-z0-9&-]+/)
    .filter((w) => w !== '' && !FILLER.test(w) && !CONDITION_FILLER.test(w));
  if (words.length === 0 || words.length > 3) return null;
  const functions = readFunctions(words.join(' '), words.join(' ')).functions;
  if (functions.length === 0) return null;
  // "A patent attorney counts only if also admitted as a lawyer": a condition naming a job of the function (a
  // qualification, ROLE_TERMS) asks the title to name that job.
  const job = [...ROLE_TERMS.filter((t) => !t.early && t.functions.length > 0), LAWYER_JOB].find((t) =>
    t.pattern.test(words.join(' ')),
  );
  return {
    keep: keep.slice(0, match.index) + keep.slice(match.index + match[0].length),
    functions,
    words: phraseRole(words).test,
    ...(job ? { job: { word: job.word, test: job.test } } : {}),
  };
}

/** A phrase after a comma with "included" said after it ("freie Sprecher eingeschlossen", "estagiários incluídos"). */
const INCLUDED_AFTER =
  /,\s*([^,;:.()]+?)\s+(included|inclus|incluses?|compris|comprises?|eingeschlossen|inbegriffen|incluid[oa]s|inclu(?:i|í)d[oa]s|inclus[ie]|compres[ie]|inbegrepen)(?=\s*(?:[,;.)]|$))/iu;

/** A widening word in any of the seven languages ("also", "ook", "auch", "aussi", "también", "anche"). */
const wideningAt = (text: string): RegExpExecArray | null =>
  new RegExp(`(?<![\\p{L}])(and also|${WIDENING_WORD})\\s+`, 'iu').exec(text);

/**
 * What a sentence keeps and what it drops. An exclusion runs to the end of the sentence, or to a colon
 * or semicolon ("Sales leadership other than SDRs: heads of sales, …"), or, begun inside parentheses,
 * to their end ("IT department (not engineering): IT leadership").
 */
function splitExclusions(sentence: string): { keep: string; drop: string } {
  const keeps: string[] = [];
  const drops: string[] = [];
  let rest = sentence;
  for (let marker = EXCLUSION_MARKER.exec(rest); marker; marker = EXCLUSION_MARKER.exec(rest)) {
    const before = rest.slice(0, marker.index);
    keeps.push(before);
    // ("No incluye jefes de torre", "does not include interns": the verb after the "not" names nobody.)
    const after = rest
      .slice(marker.index + marker[0].length)
      .replace(/^[\s:,–—-]+/, '')
      .replace(NOT_INCLUDE_VERB, '');
    const inParens = (before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length;
    // "Exclude physical security: stewards, guards and Werkschutz": an exclusion that opens the sentence and
    // names a kind before a colon lists that kind's jobs after it, every one of them dropped too.
    const opens = before.trim() === '' && !inParens;
    const end = (inParens ? /[:;)]/ : opens ? /;/ : /[:;]/).exec(after);
    drops.push(end ? after.slice(0, end.index) : after);
    rest = end ? after.slice(end.index + 1) : '';
  }
  keeps.push(rest);
  return { keep: keeps.join(', '), drop: drops.join(', ') };
}

/**
 * "X is management, not board", "X ist Verwaltung, nicht Vorstand": X is filed under another job; so is "X
 * belongs to HR, not finance" ("relève des RH, pas de la finance", "gehört zur Personalabteilung, nicht zum
 * Finanzbereich", "pertenece a RRHH, no a finanzas"): the "not" names this persona's area, no exclusion of it. The
 * Portuguese and Italian "is" has its accent ("é", "è"): a bare "e" is "and" ("diretores e gerentes, não
 * os estagiários" lists two jobs and drops the interns).
 */
const FILED_ELSEWHERE =
  /\s+(is|are|ist|sind|est|sont|es|son|é|è|sono|zijn|s(a|ã)o|belongs? (to|in|with|under)|sits? (in|with|under)|falls? under|rel(e|è)ve(nt)?|appartien(t|nent)|(est|sont) rattach\p{L}*|geh(o|ö)r(t|en)|f(a|ä)ll(t|en) unter|pertenece(n)?|pertence(m)?|appartiene|appartengono|rientra(no)?|hoort|horen|valt|vallen)\s+(?!(not|nicht|kein\p{L}*|pas|no|non|n(a|ã)o|niet|geen)\s)[^,;:()\u2013\u2014-]{1,40},\s*(not|nicht|kein\p{L}*|pas|no|non|n(a|ã)o|niet|geen)\s+[^,;:()]{1,40}$/iu;

/**
 * "Werkstudierende dürfen dabei sein, externe Architekturbüros nicht", "freelancers count too, agencies
 * not", "becarios sí, agencias no": a permission, then after the last comma what is not wanted. The "not"
 * at the end is the last part's only: the segment is cut there, so the part that is allowed stays a part
 * of what is asked (before, the whole sentence was read as one exclusion and dropped the ones allowed).
 */
const PERMITTED =
  /(?<![\p{L}])(count( too| as well| also)?|counts( too)?|(are|is) (welcome|fine|ok|okay|allowed|included)|welcome|ok|okay|allowed|may (be included|join|count|be part of it)|d(u|ü)rfen (dabei sein|mit|mitmachen|rein|auch)|(sind|ist) (willkommen|ok|okay|dabei|erlaubt)|willkommen|z(a|ä)hl(en|t)( auch| mit)?|gern|comptent( aussi)?|(sont|est) (les )?bienvenu\p{L}*|bienvenu\p{L}*|(sont|est) accept\p{L}*|cuentan( tambi(e|é)n)?|valen|(son|es) bienvenid\p{L}*|bienvenid\p{L}*|contam( tamb(e|é)m)?|(s(a|ã)o|(e|é)) bem-vind\p{L}*|bem-vind\p{L}*|contano( anche)?|(sono|(e|è)) (benvenut\p{L}*|ammess\p{L}*)|benvenut\p{L}*|tel(len|t)( ook)? mee|mogen (erbij|meedoen)|(zijn|is) welkom|welkom|yes|ja|oui|s(i|í)|sim)\s*$/iu;
function permittedThenNot(segment: string): string[] {
  if (!ELLIPTIC_EXCLUSION.test(segment)) return [segment];
  const comma = segment.lastIndexOf(',');
  if (comma < 0) return [segment];
  const before = segment.slice(0, comma);
  return PERMITTED.test(before) ? [before, segment.slice(comma + 1)] : [segment];
}

/** A segment that ends in a bare negation ("physical security does not"): it drops its subject. */
const ELLIPTIC_EXCLUSION =
  /\b(does|do|is|are)\s*(not|n'?t)\s*$|(?<![\p{L}])(not|nicht|pas|no|niet|non|n(a|ã)o|neither|tampoco|nemmeno|neanche|evenmin|non plus)\s*$/iu;

/**
 * "X do not count", "X is not in scope", "X are too junior", "X are not operations here", "X sind hier nicht gemeint": the
 * sentence's subject is what it excludes, in seven languages; so does "X belongs to HR, not here" ("gehört zur
 * Personalabteilung, nicht hier", "pertenece a RRHH, no aquí"): filed elsewhere, it is no part of this persona.
 * So is a sentence that ends in a bare "out"
 * ("Board-only people and ex-execs out", "Ex-Vorstände raus", "ex-ejecutivos fuera").
 */
const SUBJECT_EXCLUSION =
  /\b((?<=\p{L}\s+)(out|raus|fuera|dehors|fora|fuori|eruit)\s*$|(is|are|sont|est|sind|ist|son|es|s(a|ã)o|(e|é)|sono|(e|è)|zijn)\s+(too|trop|zu|demasiado|troppo|te|muito)\s+(junior|j(u|ú)nior(s|es)?|senior|s(e|é|ê)nior(s|es)?)|do(es)?\s*n[o'’]?t count|(is|are)\s+(not|never)\s+(in scope|included|relevant|wanted|counted|part of (this|the) (persona|list))|(is|are) out of scope|(is|are) excluded|(is|are) (a )?sep(a|e)rate( (team|function|persona|list|thing|topic))?(,? (so )?(leave|keep) (it|them) out)?|(ist|sind) (separat|getrennt|eigenst(a|ä)ndig|ein eigenes thema)|(est|sont) (a|à) part|(est|sont) s(e|é)par(e|é)e?s?|(es|son|va|van) aparte|(es|son) (un )?(tema|equipo) aparte|(e|é|s(a|ã)o|fica(m)?|vai|v(a|ã)o) (a|à) parte|(e|é|s(a|ã)o) separad[oa]s?|(e|è|sono|resta(no)?|va(nno)?) (a parte|separat[oaie])|(is|zijn) (apart|los|een apart (team|onderwerp))|(is|are) not included|(is|are) out|(stays?|remains?) out( of (scope|it))?|(is|are) left out|(se )?qued(a|an) (fuera|afuera|al margen)|fica(m)? (de )?fora|rest(a|ano) fuori|(sono|stanno) fuori|rest(e|ent) (en[\s\u2060]+dehors|dehors|hors (du )?p(e|é)rim(e|è)tre)|(sont|est) hors (du )?p(e|é)rim(e|è)tre|bleib(t|en) (au(ß|ss)en vor|drau(ß|ss)en)|fall(t|en) (raus|weg|heraus)|(vallen|valt|blijven|blijft) buiten( beschouwing)?|z(a|ä)hlen nicht|z(a|ä)hlt nicht|geh(o|ö)ren nicht dazu|ne comptent pas|ne compte pas|no cuentan|no cuenta|tellen niet mee|telt niet mee|n(a|ã)o contam?|non conta(no)?|(is|are) not (an?|the)|isn't an?|non (è|e|sono) (un|una|uno|dei|degli|delle)|n'est pas (un|une)|ne sont pas des|no es (un|una)|no son|n(a|ã)o (é|e|s(a|ã)o) (um|uma|uns|umas)|ist kein(e)?|sind keine|is geen|zijn geen|(is|are) not part of|(is|are) not (\p{L}+ ){1,3}here|(ist|sind|z(a|ä)hlen|z(a|ä)hlt) hier nicht|ne (sont|est|comptent|compte) pas (\p{L}+ ){0,3}ici|no (son|es|cuentan|cuenta) (\p{L}+ ){0,3}aqu(i|í)|n(a|ã)o (s(a|ã)o|(e|é)|contam|conta) (\p{L}+ ){0,3}aqui|non (sono|(e|è)|contano|conta) (\p{L}+ ){0,3}qui|(zijn|is|tellen|telt) hier (niet|geen)|(belongs?|sits?|lives?|goes|go) (to|with|in|under) (\p{L}+[\s,]+){1,3}not here|(geh(o|ö)r(t|en)|sitz(t|en)) (zu[mr]?|bei[mn]?|in|im) (\p{L}+[\s,]+){1,3}nicht hier|(appartien(t|nent)|(est|sont) rattach\p{L}+) (a|à|aux|au) (\p{L}+[\s,']+){1,3}pas ici|(pertenece(n)?|depende(n)?) (a|de) (\p{L}+[\s,]+){1,3}no aqu(i|í)|(pertence(m)?|depende(m)?) (a|de|ao|à) (\p{L}+[\s,]+){1,3}n(a|ã)o aqui|(appartiene|appartengono|dipende|dipendono) (a|da|al|alle?) (\p{L}+[\s,]+){1,3}non qui|(hoort|horen|valt|vallen) (bij|onder) (\p{L}+[\s,]+){1,3}niet hier|(vallen|valt) ((hier|er|daar) )?niet (onder|mee)|(?<![\p{L}])(non rientra(no)?|ne rentre(nt)? pas|no entra(n)?|n(a|ã)o entra(m)?|fall(t|en) nicht (darunter|hinein)|do(es)?\s*n[o'’]?t (fall (with)?in|qualify))\s*$|(?<!(?<![\p{L}])((who|that|which|where|qui|que|quien|quienes|che|die|wie|welche[rs]?)|(whose|dont|cuyos?|cuyas?|cui|deren|dessen|wiens|waarvan|cujos?|cujas?)\s+\p{L}+)\s+)((is|are) not|isn't|aren't|ne sont pas|n'est pas|no son|no es|n(a|ã)o s(a|ã)o|n(a|ã)o (é|e)|non sono|non (è|e)|sind (nicht|keine)|ist (nicht|kein(e)?)|zijn (niet|geen)|is (niet|geen))\s+([\p{L}'’]+\s+){0,2}[\p{L}'’]+\s*$)(?![\p{L}])/iu;

/**
 * "Ended in 2023 or later", "since 2023", "depuis 2023", "seit 2023", "desde 2023", "dal 2023", "sinds
 * 2023", "a partir de 2023": a year bound on when a role ended, with the words around it that say so.
 */
const YEAR_BOUND =
  /(?<![\p{L}])(?:since|from|in or after|depuis|(?:à|a) partir de|seit|ab|desde|dal|dall'|sinds|vanaf|a partir de)\s+(?:(?:the )?(?:start|beginning|d[eé]but|anfang|inicio|inizio|begin|in[ií]cio) (?:of|de|von|del|van|di)\s+)?((?:19|20)\d\d)(?![\p{N}])|(?<![\p{N}])((?:19|20)\d\d)\s*(?:or later|and later|or after|onwards?|or since|ou plus tard|ou apr[eè]s|et apr[eè]s|oder sp(?:a|ä)ter|und sp(?:a|ä)ter|o despu[eé]s|o m[aá]s tarde|o posterior(?:mente)?|of later|of daarna|en later|o successivamente|o dopo|o pi[uù] tardi|ou depois|ou mais tarde|ou posterior(?:mente)?)(?![\p{L}])/iu;

/** The clause around a year bound: the role, the verb of leaving and its bound, none of them a role. */
const YEAR_BOUND_CLAUSE = new RegExp(`[^,;:()—–]*(?:${YEAR_BOUND.source})[^,;:()—–]*`, 'giu');

/** What is left of a leavers' clause that names nothing else ("recently", "who work elsewhere now"). */
const LEAVER_FILLER = new RegExp(
  String.raw`\b(the company|recently|lately|who (now )?work(s)? elsewhere( now)?|(and )?who ${LEFT_EN}|k(u|ü)rzlich|r(e|é)cemment|recientemente|di recente|recentemente|onlangs|recent)\b`,
  'giu',
);

/** "Who still work at the company in some role", "die noch im Unternehmen arbeiten": still here, in any role. */
const STILL_HERE =
  /(?<![\p{L}])((who|that)\s+(are\s+)?(still|currently|now|today)\s+(work|works|working|employed|active|here|at|with|sit|sits|serve|serves|hold|holds|have|has)|(die|welche)\s+[^,;.]*\bnoch\b[^,;.]*\b(arbeiten|tatig|beschaftigt|im unternehmen|bei uns|dabei)|qui\s+(travaillent|sont|restent)\s+toujours|que\s+(siguen|continuan)\s+(trabajando|en)|que\s+(ainda\s+(trabalham|estao)|continuam\s+(a trabalhar|trabalhando|na|no|em))|che\s+(lavorano\s+ancora|sono\s+ancora|ancora\s+lavorano)|die\s+(nog\s+steeds|nog)\s+[^,;.]*\b(werken|werkzaam|actief|in dienst|een rol))(?![\p{L}])/iu;

/**
 * "Founders count even if they have stepped back from management", "auch wenn sie sich aus der Geschäftsführung
 * zurückgezogen haben": a founder who handed over the running of the company and holds another role here now (a
 * trustee's, an adviser's) is still its founder; the founding role held here counts.
 */
const STEPPED_BACK =
  /(?<![\p{L}])(even (if|when|though)|also (if|when)|auch wenn|selbst wenn|meme s.ils?|meme si|aunque|incluso si|mesmo que|ainda que|anche se|ook als|zelfs als)\s+[^.;:]{0,40}?(stepped (back|down|aside)|step(ped)? back|handed over|retired from|left (the )?(management|day-to-day|operations)|zuruckgezogen|zuruckgetreten|abgegeben|retire\w*|retirad[oa]s?|apartad[oa]s?|afastad[oa]s?|ritirat[ie]|teruggetreden|teruggetrokken|een stap terug)(?![\p{L}])/iu;

/**
 * "Below the executive committee" and its translations: a level ceiling, whose level is excluded. A
 * list after it, in parentheses or after a dash ("below director level – marketing managers,
 * specialists"), names who is below it: the people asked for.
 */
const BELOW =
  /,?\s*(?<![\p{L}])(below|beneath|por debajo del?|por debaixo d[oa]|abaixo d[oae]s?|unterhalb( de[rsm])?|en dessous d[ue]s?|au-dessous d[ue]s?|al di sotto d(el|ella|ei|i)|sotto il livello d(el|ella|i)|onder het niveau van)(?![\p{L}])\s*(?<ceiling>(?:(?!\s[-–—]\s)[^,;:.()–—])+)(?<list>\s*\([^()]*\)|\s*[-–—]\s+[^.;()]+)?/giu;

/** A clause so far that is an exclusion word and a noun ("no managers", "esclusi i quadri"): "below" qualifies it. */
const EXCLUDED_NOUN_BEFORE =
  /(?<![\p{L}])(no|not|excluding|exclude|except|without|keine?n?|nicht|ohne|au(ß|ss)er|pas de|sauf|sans|hors|aucun\w*|ni|sin|excepto|salvo|ning(u|ú)n\w*|sem|exceto|nenhum\w*|nessun\w*|niente|nada de|senza|tranne|esclus[io]|geen|zonder|behalve)\s+[\p{L}\s'’-]*[\p{L}]\s*$/iu;

/** "<word> partners": the word before decides whether they are owner-partners, a job, or partner companies. */
const PARTNER_KIND =
  /(?<![\p{L}-])((?:[\p{L}][\p{L}-]*\s*(?:&|and|\/|or)\s*)?)([\p{L}][\p{L}-]*)\s+partners(?![\p{L}])/giu;

/**
 * Words before "partners" that name owner-partners of a firm ("equity partners", "managing partners"), or a
 * job ("HR business partners", "TA partners", "talent partners"), or only a determiner or "current", in any
 * of the languages that borrow the English word ("our partners", "alle huidige partners", "unsere Partners").
 */
const OWNER_PARTNER =
  /^(managing|senior|junior|equity|non-equity|founding|name|named|general|salaried|limited|venture|fund|vc|law|audit|tax|firm|former|ex|current|our|their|its|the|all|and|or|of|with|to|for|as|a|an|any|other|existing|new|key|main|future|business|talent|ta|people|hr|finance|learning|culture|account|success|care|customer|alle|huidige|onze|de|die|unsere|aktuellen|jetzigen|todos|los|actuales|nuestros|tous|les|actuels|nos|tutti|i|attuali|nostri|os|atuais|nossos|not|no|nor|without|excluding|except|geen|niet|noch|zonder|kein|keine|keinen|nicht|ohne|pas|ni|sans|non|nessun|nessuno|senza|nem|sem|nao|sin|ningun)$/i;

/** A bare seniority said as people: "managers", "les managers", "die Manager", "i responsabili". */
/** "Team leads", "Teamleiter", "chefs d'équipe": a team's leader as a seniority, said alone. */
const TEAM_LEAD_NOUN =
  /^((the|les|le|la|los|las|os|as|i|gli|die|de|het)\s+)?(team ?(leads?|leaders?|leiter(in|innen)?|leider(s)?|managers?)|teamleitung|chefs? d'equipe|responsables? d'equipe|jef(e|a|es|as) de equipo|lideres de equipo|lider(es)? de equipa|chef(e|es) de equip(a|e)s?|team ?lead(er)?s?|capi? ?(team|squadra)|caposquadra|capisquadra)$/;
const TEAM_LEAD_TITLE =
  /\b(team ?(lead|leader|leiter|leiterin|leider|manager|chef|chefin)|teamleitung|\w+teamleit\w*|chef(fe)? d'equipe|responsable d'equipe|jef[ea] de equipo|lider de equip[oa]|capo ?(squadra|team|turno)|capi ?squadra|teamcoach|squad lead|shift lead|leads?|leaders?)\b/;
const LEVEL_NOUN =
  /^((the|les|le|la|los|las|os|as|i|gli|die|de|het)\s+)?(managers?|manager(in|innen)?|gerentes?|directors?|directeurs?|directrices?|directores?|diretores?|direttori|direktor(en|innen)?|heads?|leads?|leaders?|leiter(in|innen)?|responsables?|responsabili|jefes?|chefs?|vps?)$/;

/** Jobs that are themselves a rank of leader (ISCO-08 3122 production supervisors, 3123 construction supervisors). */
const LEADERS_OWN_JOB = ['shift leaders', 'foremen'];

/** A phrase naming people ("founders", "directors", "freelancers"), not only a function or area. */
const personNoun = (p: Phrase): boolean => p.levels.size > 0 || p.roles.length > 0 || p.engagements.size > 0;

/** "HR business partners", "TA partners", "finance partners": a function before "partners" names a job in it. */
function ownerOrJobPartner(kind: string): boolean {
  if (OWNER_PARTNER.test(kind)) return true;
  // "Academic partners", "university partners": people, the professors the company researches with.
  if (/^\s*(academic|university)\s*$/iu.test(kind)) return true;
  const read = readPhrase(kind);
  return (
    read.understood &&
    (read.levels.size > 0 || read.roles.length > 0 || read.engagements.size > 0 || read.functions.size > 0)
  );
}

/** "The founding / owning family" in English, with "/" or a hyphen between its adjectives. */
const OWNING_FAMILY_WORDS = String.raw`(founding|owning|founder'?s|owner'?s)(\s*\/\s*(founding|owning))?[\s-]+famil(y|ies)`;
/** The family that founded or owns it in the other languages: "Gründerfamilie", "famille fondatrice". */
const FOUNDED_FAMILY_WORDS = String.raw`famil(y|ies)\s+(that|who|which)\s+(founded|owns?)|gr(u|ü)nder-?famili\w*|eigent(u|ü)mer-?famili\w*|familles?\s+(fondatrices?|propri(e|é)taires?)|famil(ia|ias)\s+(fundadoras?|propietarias?)|fam(i|í)lias?\s+(fundadoras?|propriet(a|á)rias?)|famigli[ae]\s+(fondatric[ei]|proprietari[ae])|oprichtersfamilie|eigenaarsfamilie|familie\s+van\s+de\s+oprichters?`;
/** A stake held by a family: "family shareholders", "Familiengesellschafter", "actionnaires familiaux". */
const FAMILY_STAKE_WORDS = String.raw`famil(y|ies)\s+(shareholders?|owners?|stockholders?)|familien-?(gesellschafter|aktion(a|ä)r|eigent(u|ü)mer)\p{L}*|actionnaires?\s+famili(al|aux|ale|ales)|(accionistas?|acionistas?|propietari[oa]s?|propriet(a|á)ri[oa]s?)\s+familiar(es)?|azionist[ai]\s+(familiar[ei]|di\s+famiglia)|familie-?(aandeelhouders?|eigenaars?)|famili(aal|ale)\s+(aandeelhouders?|eigenaa?rs?)`;
/** Its members: "members of the family", "Familienmitglieder", "membres de la famille", "familieleden". */
const FAMILY_MEMBER_WORDS = String.raw`members?\s+of\s+(the\s+|our\s+)?famil(y|ies)|famil(y|ies)[\s-]+members?|familienmitglied\w*|membres?\s+de\s+la\s+famille|miembros?\s+de\s+la\s+familia|membros?\s+da\s+fam(i|í)lia|membri\s+della\s+famiglia|familieleden`;
const familyWords = (alternatives: string): RegExp =>
  new RegExp(String.raw`(?<![\p{L}])(${alternatives})(?![\p{L}])`, 'iu');

/**
 * "The founding / owning family", "Gründerfamilie", "famille fondatrice", and its shareholders or owners
 * ("family shareholders", "Familiengesellschafter", "actionnaires familiaux"): the family behind the company.
 */
const FOUNDING_FAMILY = familyWords(`${OWNING_FAMILY_WORDS}|${FAMILY_STAKE_WORDS}|${FOUNDED_FAMILY_WORDS}`);
/** A stake held by a family, asked for with no family named as a whole (`familyStake`). */
const FAMILY_STAKE = familyWords(FAMILY_STAKE_WORDS);
/**
 * Family members asked for with a stake of their own: "founding-family members who hold a stake", "family
 * members with shares", "membres de la famille qui détiennent du capital", "Familienmitglieder mit Anteilen".
 */
const FAMILY_MEMBERS_WITH_STAKE = new RegExp(
  String.raw`(?<![\p{L}])(${OWNING_FAMILY_WORDS}|${FAMILY_MEMBER_WORDS}|${FOUNDED_FAMILY_WORDS})([\s-]+members?)?\s+((who|that|qui|die|que|che|die)\s+(hold|holds|own|owns|have|has|d(e|é)tiennent|poss(e|è)dent|halten|besitzen|poseen|tienen|detengono|possiedono|hebben|bezitten|det(e|ê)m|possuem)|with|holding|owning|mit|avec|con|met|com)\s+(a\s+|an\s+|une?\s+|des\s+|du\s+|una?\s+|een\s+|uma?\s+)?(stake|shares?|equity|parts?|participation|capital|anteil\w*|beteiligung\w*|acciones|participaci(o|ó)n|quote|azioni|aandelen|belang|a(c|ç)(o|õ)es|participa(c|ç)(a|ã)o)(?![\p{L}])`,
  'iu',
);
/** The family as a whole: "the founding family", "members of the owning family", "Gründerfamilie". */
const WHOLE_FAMILY = familyWords(`${OWNING_FAMILY_WORDS}|${FAMILY_MEMBER_WORDS}|${FOUNDED_FAMILY_WORDS}`);

/** "Members of the", "Mitglieder der", "membres de la" … before a family. */
const FAMILY_MEMBERS =
  /(?<![\p{L}])((the\s+)?members?\s+of\s+(the\s+|our\s+)?|mitglieder\s+(der|unserer)\s+|membres?\s+de\s+la\s+|miembros?\s+de\s+la\s+|membros?\s+da\s+|membri\s+della\s+|leden\s+van\s+de\s+|the\s+|die\s+|la\s+|de\s+|a\s+)?/u;

/** "Alumni", "former employees" asked for on their own: former roles only. */
const FORMER_ONLY = new RegExp(
  String.raw`^\s*(all\s+)?((${FORMER_ADJECTIVE}|${HEAD_ADJECTIVE})[-\s]?${STAFF_NOUN}|${FORMER_PEOPLE}|${pastAlternation('formerAdjectives', ['de'])}|people who ${LEFT_EN})(?![\p{L}])`,
  'iu',
);

/**
 * A phrase marked as past ("former CFOs", "ex-directeurs", "anciens dirigeants", "ehemalige
 * Geschäftsführer", "cofondateurs partis", "heads who left"): it asks for a role that has ended.
 */
const FORMER_PREFIX = new RegExp(
  String.raw`^\s*(all\s+|a\s+(los|las)\s+|les\s+|die\s+|los\s+|las\s+|os\s+|as\s+|de\s+|i\s+|gli\s+|le\s+|our\s+|the\s+)?(${FORMER_ADJECTIVE}|${HEAD_ADJECTIVE}|ex-?membres?|ex-?mitglieder)(?![\p{L}])[\s-]*`,
  'iu',
);
const FORMER_SUFFIX = new RegExp(
  String.raw`\s+((who|that|qui|que|che|die|der)\s+)?${LEFT_MARKER}(\s+${COMPANY_OBJECT})?\s*$`,
  'iu',
);
/** "… who no longer work here", "qui ne font plus partie de la société", "die nicht mehr hier sind". */
const NO_LONGER = new RegExp(
  String.raw`\b(who|that|qui|die|que|che|welche)?\s*${NO_LONGER_MARKER}(?![\p{L}])[^,;()]*`,
  'iu',
);
/**
 * "Alleen mensen die vertrokken zijn en …", "only people who have left and …", "nur Personen, die
 * ausgeschieden sind": a relative clause saying the people left, anywhere in the clause. Only the
 * clause itself is taken off, so what follows ("… and held an executive role") is still read.
 */
const WHO_LEFT = new RegExp(
  String.raw`(?<![\p{L}])((only|just|alleen|enkel|uitsluitend|nur|seulement|uniquement|solo|s(o|ó)lo|soltanto|solamente|apenas|somente)\s+)?((the|de|die|les|le|los|las|os|as|i|gli)\s+)?((people|persons|those|ones|mensen|personen|personnes|ceux|celles|persone|coloro|quelli|pessoas|personas|aquellos|diejenigen|leute)\s*,?\s+)?(who|that|die|qui|che|que|welche|der|den)\s+(have\s+|has\s+|sont\s+|sono\s+|hanno\s+|sind\s+|zijn\s+)?(${ALREADY}\s+)?(have\s+|has\s+)?${LEFT_MARKER}(?![\p{L}])(\s+${COMPANY_OBJECT})?`,
  'iu',
);

/** A widening word a few words before "who left": the people who left come on top of the others. */
const WIDENED_BEFORE =
  /(?<![\p{L}])(including|include|incl\.?|also|plus|as well as|even|incluindo|inclusive|incluyendo|incluidos?|incluso|tambi(e|é)n|tamb(e|é)m|y compris|aussi|inklusive|einschlie(ss|ß)lich|auch|anche|inclusi|compresi|inclusief|ook)(?![\p{L}])(\s+\S+){0,3}\s*$/iu;

/** A phrase that asks for current people even beside former ones. */
const CURRENT_WORD =
  /\b(current\w*|present|actuel\w*|aktuell\w*|derzeitig\w*|actual\w*|atua(l|is)|attual\w*|huidige)\b/iu;

/**
 * A clause asks ONLY for people who have left when it says so outright ("… who no longer work here")
 * or when its first phrase is marked as past and no phrase asks for current people. The past markers
 * are then taken off, so "anciens dirigeants" reads as executives whose role here has ended.
 */
function readFormerOnly(keep: string): string | null {
  const phrases = keep.split(PHRASE_SEPARATOR).filter((p) => p !== undefined && p.trim() !== '');
  const head = phrases.find((p) => /\p{L}/u.test(p)) ?? '';
  const left = WHO_LEFT.exec(keep);
  // "… including people who have left", "incluindo fundadores que já saíram": former ones too.
  const widened = left !== null && WIDENED_BEFORE.test(keep.slice(0, left.index));
  // ("Founders, including founders who no longer run it day to day": after a widening word, those too.)
  const noLongerAt = NO_LONGER.exec(keep);
  const noLonger =
    (noLongerAt !== null && !WIDENED_BEFORE.test(keep.slice(0, noLongerAt.index))) ||
    (left !== null && !widened);
  if (!noLonger && !FORMER_PREFIX.test(head) && !FORMER_SUFFIX.test(head)) return null;
  if (CURRENT_WORD.test(keep)) return null;
  // Every phrase with a past marker, or the whole clause closed by "no longer …": strip the markers.
  return keep
    .replace(new RegExp(WHO_LEFT.source, 'giu'), ' ')
    .replace(new RegExp(NO_LONGER.source, 'giu'), ' ')
    .split(/(\s*(?:,|;|\(|\))\s*)/)
    .map((part) => part.replace(FORMER_PREFIX, ' ').replace(FORMER_SUFFIX, ' '))
    .join('');
}

/**
 * "… are still founders", "still count", "count too", "zählen auch", "comptent aussi", "siguen siendo",
 * "continuam a ser", "restano", "tellen ook mee": a sentence about people who left that keeps them
 * beside the others.
 */
const STILL_COUNTS =
  /(?<![\p{L}])(are still|still (count|qualify|are)|(count|qualify) (too|as well|also)|also (count|qualify)|are (also )?included( too)?|z(a|ä)hl(en|t) (auch|weiterhin|trotzdem|mit|dazu)|gelten (weiterhin|noch|auch|trotzdem)|sind (immer )?noch|comptent (aussi|(e|é)galement|toujours|quand m(e|ê)me)|restent|sont toujours|sont (aussi )?inclus|cuentan (tambi(e|é)n|igualmente|igual)|siguen siendo|tambi(e|é)n cuentan|contam (tamb(e|é)m|igualmente)|continuam (a ser|sendo)|tamb(e|é)m conta(m)?|conta(no)? (anche|comunque)|restano|rimangono|sono ancora|tel(len|t) (ook|mee|nog)( mee)?|blijven|zijn nog steeds)(?![\p{L}])/iu;

/**
 * "Who didn't found it", "die nicht gegründet haben", "qui n'ont pas fondé", "who don't own the company",
 * "die keine Gesellschafter sind": a relative clause saying the people are no founders or owners.
 */
const NOT_FOUNDER =
  /(?<![\p{L}])(who|that|qui|que|die|che|welche)\s+([\p{L}']+\s+){0,3}?(did\s?n[o'’]t|do\s?n[o'’]t|does\s?n[o'’]t|have\s?n[o'’]t|has\s?n[o'’]t|are\s?n[o'’]t|is\s?n[o'’]t|were\s?n[o'’]t|never|nicht|kein\p{L}*|n'ont pas|ne sont pas|n'a pas|ne|no|n(a|ã)o|non|niet|geen)(?![\p{L}])[^,;]*?(?<![\p{L}])((co-?)?(found\p{L}*|gegr(u|ü)nd\p{L}*|gr(u|ü)nder\p{L}*|fond\p{L}*|cofond\p{L}*|fund\p{L}*|cofund\p{L}*|opgericht|oprichter\p{L}*)|own|owns|owners?|shareholders?|besitz\p{L}*|eigent(u|ü)mer\p{L}*|gesellschafter\p{L}*|propri(e|é|et|ét)\p{L}*|propietari\p{L}*|actionnaires?|poss(e|è)d\p{L}*|due(n|ñ)[oa]s?|accionistas?|acionistas?|azionist[ai]|posseggono|possiedono|eigenaars?|bezitten|aandeelhouders?)(?![\p{L}])/iu;

/**
 * "Managers without shares", "Geschäftsführer ohne eigene Anteile", "dirigeants non actionnaires", "salariés sans
 * part du capital", "directivos sin participación", "dirigenti senza quote", "directeuren zonder aandelen",
 * "gestores sem participação": an exclusion of people who hold no stake spares the owners and founders.
 */
const NO_STAKE =
  /(?<![\p{L}])(?:(?:without|ohne|sans|sin|senza|zonder|sem)\s+(?:(?:a|any|an|eigene[n]?|jede|une|aucune|la|una|alguna|alcuna|een|uma|own|the)\s+)*(?:stake|shares?|equity|ownership|anteile?n?|beteiligung|kapitalanteile?n?|part(?:s)?(?:\s+(?:du|de)\s+capital)?|participaci(?:ó|o)n(?:es)?|acciones|quote|partecipazion[ei]|aandelen|participa(?:ç|c)(?:ã|a)o|a(?:ç|c)(?:õ|o)es|capital)|non[- ](?:actionnaires?|associ(?:é|e)s?|propri(?:é|e)taires?|azionist[ai]|soci)|no\s+(?:accionistas?|socios?|propietari[oa]s?)|niet[- ]aandeelhouders?|n(?:ã|a)o\s+(?:acionistas?|s(?:ó|o)cios?)|non[- ]?(?:owners?|shareholders?|equity))(?![\p{L}])/iu;

/**
 * "Who are not lawyers", "die keine Juristen sind", "qui ne sont pas juristes", "que no son abogados",
 * "che non sono avvocati", "die geen juristen zijn", "que não são advogados": a relative clause saying
 * the people are not in another job; its last group is that job.
 */
const NOT_ROLE =
  /(?<![\p{L}])(?:who|that|qui|que|quienes|die|che|welche)\s+(?:(?:are|is)\s+not|are\s?n['’]t|is\s?n['’]t|ne\s+sont\s+pas|n['’]est\s+pas|no\s+son|n(?:a|ã)o\s+s(?:a|ã)o|non\s+sono|keine?|geen|niet)\s+(?:(?:an?|des|de|du|d['’])\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)/iu;

/**
 * "Who don't lead a team", "without a team", "que no dirigen equipo", "qui n'encadrent pas d'équipe",
 * "die kein Team leiten", "ohne Teamverantwortung", "senza team", "zonder team": a relative clause
 * saying the people lead nobody.
 */
const NO_TEAM =
  /(?<![\p{L}])((who|that|que|qui|die|che|welche|quienes)\s+([\p{L}'’]+\s+){0,3}?((did\s?n[o'’]t|do\s?n[o'’]t|does\s?n[o'’]t|are\s?n[o'’]t|is\s?n[o'’]t|never|nicht|kein\p{L}*|ne|no|n(a|ã)o|non|niet|geen)(?![\p{L}])|n['’])[^,;.]*?(?<![\p{L}])(lead\p{L}*|manag\p{L}*|run|runs|head|dirig\p{L}*|encadr\p{L}*|gestion\p{L}*|lider\p{L}*|leit\p{L}*|f(u|ü)hr\p{L}*|guid\p{L}*|gestisc\p{L}*|coordin\p{L}*|leid\p{L}*|chefia\p{L}*)(?![\p{L}])|(without|ohne|sans|sin|sem|senza|zonder)\s+(a\s+|an\s+|une?\s+|un\s+|uma?\s+|eigene\p{L}*\s+|direct\s+|own\s+)?(team|teams|reports|direct reports|(e|é)quipe|equipo|equipa|squadra|personalverantwortung|f(u|ü)hrungsverantwortung|teamverantwortung|team\p{L}+|mitarbeiterverantwortung|personeel|leidinggevende\s+rol|management\s+role|leadership\s+role|r(o|ô)le\s+(de\s+)?(management|manag\p{L}*)|encadrement|departments?|departamentos?|d(e|é)partements?|dipartiment[oi]|abteilungs?\p{L}*|afdelingen|afdeling))(?![\p{L}])/iu;

/**
 * An exclusion's relative clause that spares founders or team leads ("die keine Gesellschafter sind",
 * "die het bedrijf niet bezitten", "que no dirigen equipo") is read as that condition; it names nobody
 * to drop, though "die" and "que" start no relative clause the reader cuts elsewhere.
 */
function withoutQualifier(part: string): string {
  const at = [NOT_FOUNDER.exec(part)?.index, NO_TEAM.exec(part)?.index].filter((i) => i !== undefined);
  return at.length === 0 ? part : part.slice(0, Math.min(...at));
}

/** Exclusions about roles elsewhere: only roles at the company are read, so they drop nobody here. */
const ELSEWHERE =
  /\b((other|another) (compan\w*|business\w*|firms?|ventures?|startups?|employers?|organi[sz]ations?)|elsewhere|side projects?|anderer (firmen|unternehmen)|autres (entreprises|soci(e|é)t(e|é)s)|otras empresas)\b/i;

/** Words that put an exclusion in the past: it then asks for current roles only. */
const PAST_EXCLUSION = new RegExp(
  String.raw`(?<![\p{L}])(${FORMER_ADJECTIVE}|${PAST_ADVERB}|ended|has ended|have ended|${NO_LONGER_MARKER}|${LEFT_MARKER}|${FORMER_PEOPLE})(?![\p{L}])|(?<![\p{L}-])${FORMER_HYPHEN_PREFIX}-`,
  'iu',
);

/**
 * "Current staff don't count", "keine aktuellen Mitarbeitenden", "pas les salariés actuels": an
 * exclusion of everyone who works here now, in any language, names no role: it asks for former
 * employees only.
 */
const CURRENT_STAFF_EXCLUSION = new RegExp(
  `^\\s*(the\\s+|die\\s+|les\\s+|los\\s+|las\\s+|gli\\s+|le\\s+|i\\s+|de\\s+|os\\s+|as\\s+)?(${[
    '(current|present|existing|active)\\s+(staff|employees?|team( members)?|people|colleagues|workforce|personnel)',
    '(aktuellen?|derzeitigen?|jetzigen?|aktiven?)\\s+(mitarbeiter\\w*|mitarbeitende\\w*|belegschaft|angestellte\\w*|besch(a|ä)ftigte\\w*|kolleg\\w*)',
    '(salari(e|é)s?|employ(e|é)s?|collaborat(eurs|rices)|personnel|(e|é)quipes?)\\s+(actuel(le)?s?|en poste)',
    '(emplead[oa]s|trabajador[ae]s|personal|plantilla|equipo|funcion(a|á)rios|colaboradores|trabalhadores|equipa)\\s+(actual(es)?|atua(l|is))',
    '(dipendenti|collaboratori|personale)\\s+(attuali|in forza)',
    '(huidige)\\s+(medewerkers|werknemers|personeel|collega\\w*)',
  ].join('|')})\\s*(do(es)?\\s*n[o']?t count|don['’]?t count|do not count)?\\s*$`,
  'iu',
);

/** The staff as one item of a list ("…, former employees, managers and …"): its opening and the noun. */
const LIST_JOINER = '(?:and|or|&|und|oder|sowie|et|ou|y|o|e|en|of)';
const STAFF_ITEM = new RegExp(
  String.raw`(^|[:,;(]|\s${LIST_JOINER})\s*(?:(?:the|our|all)\s+)?(?:(?:${FORMER_ADJECTIVE})[-\s]*)?${STAFF_NOUN}(?=\s*(?:$|[,;:).]|\s${LIST_JOINER}\s))`,
  'iu',
);
/** What follows the first item of a list: a comma, a colon or a joining word. */
const LIST_AFTER = new RegExp(String.raw`^\s*(?:[,:;]|${LIST_JOINER}\s)\s*\p{L}`, 'iu');

/**
 * "People whose role at the company has ended", "those whose employment with us is over", "personas cuyo
 * puesto en la empresa ha terminado", "personnes dont le poste … a pris fin", "Personen, deren Tätigkeit
 * … beendet ist": people named by the end of their role here.
 */
const WHOSE_ROLE_ENDED = new RegExp(
  [
    String.raw`(?<![\p{L}])(people|persons|those|staff|personas|aquellos|personnes|ceux|celles|personen|diejenigen|pessoas|aqueles|persone|coloro|mensen)\s*,?\s+`,
    String.raw`(whose|cuy[oa]s?|dont|deren|cuj[oa]s?|il cui|la cui|i cui|wiens|van wie)\s+`,
    '(roles?|jobs?|positions?|employment|tenure|contracts?|time|work|puestos?|cargos?|rol(es)?|empleos?|contratos?|postes?|fonctions?|emplois?|t(a|ä)tigkeit|rolle|anstellung|besch(a|ä)ftigung|vertrag|fun(c|ç)(a|ã)o|ruolo|incarico|rapporto|functie|rol|dienstverband)',
    String.raw`(\s+(at|with|in|en|con|chez|dans|bei|in|em|na|no|presso|nella|bij)\s+(the\s+|la\s+|l['’]|der\s+|dem\s+|a\s+|het\s+|our\s+|us|here|aqu(i|í)|ici|hier|qui|nous|uns|nosotros)?(\p{L}+)?|\s+(here|aqu(i|í)|ici|hier))?`,
    String.raw`\s*,?\s+(has|have|is|are|ha|han|a|est|ist|sind|hat|haben|(e|é)|foi|è|sono|is|zijn|heeft)?\s*(now\s+|ya\s+|d(e|é)j(a|à)\s+|bereits\s+|j(a|á)\s+|gi(a|à)\s+|al\s+)?`,
    '(ended|finished|over|come to an end|terminad[oa]s?|terminado|finalizad[oa]s?|acabad[oa]s?|termin(e|é)e?s?|pris fin|fini[es]?|beendet|geendet|vorbei|terminou|acabou|terminat[oaie]|finit[oaie]|ge(e|ë)indigd|afgelopen|voorbij)',
    String.raw`(\s+(ist|sind|hat|haben|is|zijn))?(?![\p{L}])`,
  ].join(''),
  'giu',
);

/**
 * "Anyone who still holds a current role here", "anybody still employed by us", "people who still work
 * here", "those currently in a role at the company": whoever is here now, named by being here, no role.
 */
const STILL_HERE_PERSON =
  /^\s*(anyone|anybody|everyone|everybody|people|persons|those|someone|staff)\s+((who|that)\s+)?(still\s+|currently\s+|now\s+)*((holds?|has|have|is|are|works?|working|remains?|stays?|sits?)\s+)?(still\s+|currently\s+|now\s+)*((a|an|any)\s+)?(current\s+|active\s+|present\s+)?(roles?|positions?|jobs?|seats?|employed|on\s+(the\s+)?payroll|(in|on)\s+(a\s+)?(role|position|job|seat|post)|here)(\s+(here|at\s+the\s+company|with\s+us|in\s+the\s+company|today|now))*\s*$/iu;

/** "Current leaders", "aktuelle Führungskräfte", "dirigeants actuels", "dirigenti attuali": a role's current holders. */
const CURRENT_HOLDERS =
  /^\s*(the\s+|die\s+|les\s+|los\s+|las\s+|gli\s+|le\s+|i\s+|de\s+|os\s+|as\s+|our\s+)?((current|present|existing|sitting|aktuell\w*|derzeitig\w*|jetzig\w*|huidige|actuales?|atua(l|is)|attual[ei])\s+[\p{L}-]+|[\p{L}-]+\s+(actuel(le)?s?|en poste|actuales?|atua(l|is)|attual[ei]|in carica))/iu;

/**
 * A request to the assistant for a thing, not for people: a verb of telling, giving, writing or recommending
 * (in the seven languages), perhaps "me" or "us", an article and an adjective, then a joke, a poem, a story, a
 * recipe, the weather, a restaurant, a summary or advice.
 */
const NOT_PEOPLE_REQUEST = new RegExp(
  [
    '(?<![\\p{L}])',
    '(tell|give|write|recommend|suggest|share|send|compose|recite|erzahl\\p{L}*|schreib\\p{L}*|empfiehl|gib|nenn|raconte\\p{L}*|donne\\p{L}*|ecri\\p{L}*|recommande\\p{L}*|conseille\\p{L}*|cuenta\\p{L}*|dime|decirme|escrib\\p{L}*|recomienda\\p{L}*|recomendar\\p{L}*|dame|darme|racconta\\p{L}*|dimmi|scrivi\\p{L}*|consiglia\\p{L}*|dammi|conta\\p{L}*|conte\\p{L}*|diz\\p{L}*|escreve\\p{L}*|recomenda\\p{L}*|vertel|schrijf|geef|aanraden|suggereer)',
    '(\\s+(me|us|mir|uns|moi|nous|nos|mi|ci|mij|ons|u))?',
    '(\\s+(a|an|some|one|another|the|ein\\p{L}*|un|une|una|uno|um|uma|een|del|des|du|de|la|le|il|o|qualche|algun\\p{L}*))?',
    '(\\s+(good|nice|funny|short|quick|great|fun|gut\\p{L}*|lustig\\p{L}*|kurz\\p{L}*|bon\\p{L}*|drole|petit\\p{L}*|buen\\p{L}*|gracios\\p{L}*|bell\\p{L}*|divertent\\p{L}*|boa|bom|engracad\\p{L}*|goede|leuke|mooie))?',
    '\\s+(jokes?|poems?|recipes?|weather|forecast|stor(y|ies)|songs?|limericks?|haikus?|riddles?|puns?|restaurants?|bars?|hotels?|movies?|films?|summary|witz\\p{L}*|gedicht\\p{L}*|rezept\\p{L}*|wetter\\p{L}*|blagues?|poemes?|recettes?|meteo|histoires?|chistes?|poemas?|recetas?|cuentos?|barzellett\\p{L}*|poesi\\p{L}*|ricett\\p{L}*|piadas?|receitas?|grap(pen)?|mop(pen)?|recept(en)?|weerbericht)',
    '(?![\\p{L}])',
  ].join(''),
  'u',
);

/** "Themselves", "selbst", "eux-mêmes", "ellos mismos", "loro stessi", "eles mesmos", "zelf" after a noun. */
const REFLEXIVE_EMPHASIS =
  /(?<=\p{L}\s+)(themselves|himself|herself|selbst|eux-m[eê]mes|elles-m[eê]mes|ell[oa]s mism[oa]s|loro stess[ie]|eles mesmos|elas mesmas|zelf)(?![\p{L}-])/giu;

/** Said to the assistant: "can you", "could you", "kannst du", "pourrais-tu", "puedes", "potresti", "kun je". */
const ASKS_YOU =
  /(?<![\p{L}])((can|could|would|will) you|(kannst|konntest) du|(konnen|konnten) sie|(peux|pourrais)-?\s?tu|(pouvez|pourriez)-?\s?vous|puedes|podrias|podria usted|puede usted|puoi|potresti|potrebbe|podes|podias|poderia|voce pode|kun je|kunt u|zou je|(tell|give|write|send) (me|us)|(erzahl|schreib|gib|nenn)\p{L}* (mir|uns)|(raconte|donne|ecris)-?\s?moi|dime|dame|cuentame|escribeme|dimmi|dammi|raccontami|scrivimi|diz-?\s?me|conta-?\s?me|vertel me|geef me)(?![\p{L}])/u;

/** A sentence that opens with the request itself ("Please write a poem about …", "Tell me a joke about …"). */
const OPENS_WITH_REQUEST = new RegExp(
  `^\\s*((please|pls|hey|hi|hello|bitte|hallo|salut|bonjour|hola|por favor|ciao|per favore|ola|alsjeblieft|hoi)[,!]?\\s+)*${NOT_PEOPLE_REQUEST.source}`,
  'u',
);

/** "Give me some advice", "gib mir einen Rat", "donne-moi un conseil": advice asked for oneself. */
const ADVICE_REQUEST =
  /(?<![\p{L}])(give|gib|donne|dame|dammi|da|geef)-?\s?(me|us|mir|uns|moi|nous|mi|ci|mij|ons)\s+(some |a |a piece of |einen |un |una |um |een |qualche |algun |alguns )?(advice|tips?|rat|ratschlag|tipps?|conseils?|consejos?|consigli[oa]?|conselhos?|advies|tip)(?![\p{L}])/u;

/**
 * "I'm planning a picnic", "we are marketing our house", "nous recrutons des ingénieurs", "wir verkaufen unser
 * Auto", "sto pianificando", "estamos vendiendo", "estou planejando", "ik plan": a verb after the writer's own
 * subject (I, we, je, nous, ich, wir, ik, wij, io, noi, nós with its accent, never the "nos" of "our" nor "EU"; "estoy/sto/estou" with a gerund) is the
 * writer's own doing, not a function of the people asked for. The English bare form needs an object
 * after it ("we market our house"), since Italian "i" is an article ("i marketing manager").
 */
const WRITER_OWN_VERB =
  /(?<![\p{L}'’])(?:(?:i|we)\s*(?:['’]\s*(?:m|re)|\s+(?:am|are))(?:\s+(?:also|currently|just|now|still|busy))?\s+(\p{L}+ing)|(?:i|we)(?:\s+(?:also|currently|just|now|still))?\s+(\p{L}+)(?=\s+(?:a|an|the|my|our|some|this|these)\s)|(?:je|j['’]|nous|ich|wir|ik|wij|io|noi|nós)\s*(\p{L}+)|(?:estoy|estamos|sto|stiamo|estou|estamos)\s+(\p{L}+(?:ando|iendo|endo|indo)))(?![\p{L}])/giu;

/** Drops the writer's own verb from a sentence when that verb, alone, would read as a function. */
function withoutWritersOwnVerb(sentence: string): string {
  return sentence.replace(WRITER_OWN_VERB, (whole: string, ...verbs: unknown[]) => {
    const verb = verbs.slice(0, 4).find((v): v is string => typeof v === 'string');
    return verb && readPhrase(verb).functions.size > 0 ? ' ' : whole;
  });
}

/** The first words of the warning a definition the offline reader cannot read carries. */
export const UNREADABLE_WARNING =
  'The offline reader could not read this definition with confidence, so it keeps nobody.';

/** True when a persona is the system persona, by slug or by its exact definition text. */
export function isOwnersFoundersPersona(persona: PersonaInput): boolean {
  return persona.slug === SYSTEM_PERSONA_SLUG || persona.definition.trim() === SYSTEM_PERSONA.definition;
}

/**
 * "Quality and regulatory affairs (QA/RA)", "machine learning (ML)": an acronym in parentheses whose
 * letters are the initials of the words just before it restates them, so it is not read a second time
 * (read alone, "QA" would be software testing).
 */
const ACRONYM_AFTER =
  /((?:[\p{L}&'-]+\s+){0,4}[\p{L}&'-]+)\s*\(\s*([A-Z][A-Z&]{1,5}(?:\s*\/\s*[A-Z][A-Z&]{1,5})*)\s*\)/gu;
function withoutRestatedAcronyms(definition: string): string {
  return definition.replace(ACRONYM_AFTER, (whole, words: string, acronyms: string) => {
    const initials = words
      .split(/[\s&'-]+/)
      .filter((w) => w !== '')
      .map((w) => normalizeText(w)[0] ?? '')
      .join('');
    const restates = acronyms.split('/').every((acronym) => {
      let at = 0;
      for (const letter of normalizeText(acronym).replace(/[^a-z]/g, '')) {
        at = initials.indexOf(letter, at) + 1;
        if (at === 0) return false;
      }
      return true;
    });
    return restates ? words : whole;
  });
}

/**
 * "Anche chi non c'è più", "also those who are no longer here", "y quienes ya no están": the people who
 * left come on top of the others, said as "including former employees" is.
 */
const GONE_VERB =
  '(c.(e|è)|ci sono|(e|è)|sono|lavora\\w*|est|sont|est(a|á)n?|esta|travaill\\w*|trabaja\\w*|trabalha\\w*|is|are|work|works|ist|sind|werkt|werken)';
const GONE_NOT = '(non|no|n(a|ã)o|ne|nicht|niet)';
const ALSO_THOSE_GONE = new RegExp(
  `(?<![\\p{L}])(anche|also|y|e|et|aussi|auch|ook|incluso|inclusive)\\s+(chi|those who|quienes|quem|ceux qui|celles qui|wer|wie)\\s+` +
    `((${GONE_VERB}\\s+)?${GONE_NOT}\\s+(${GONE_VERB}\\s+)?(pi(u|ù)|plus|m(a|á)s|mais|longer|mehr|meer)|(ya|j(a|á))\\s+${GONE_NOT}\\s+${GONE_VERB})` +
    '(?![\\p{L}])(\\s+(qui|here|ici|aqui|aqu(i|í)|hier))?',
  'giu',
);

/** A widening word in seven languages: what follows comes on top of what the definition asks for. */
const WIDENING_WORD =
  '(including|include|incl\\.?|also|plus|as well as|even|incluindo|inclui|inclusive|incluyendo|incluye|incluidos?|incluso|tambi(e|é)n|tamb(e|é)m|y compris|aussi|m(e|ê)me|inclut|inklusive|inkl\\.?|einschlie(ss|ß)lich|auch|anche|inclusi|compresi|incluse|inclusief|ook|zelfs)';

/** "Incluye ex-empleados", "inkl. Ehemalige", "y compris les anciens": a widening word before a past marker. */
const ALSO_FORMER = new RegExp(
  `,?\\s*(?<![\\p{L}])${WIDENING_WORD}(?![\\p{L}])[\\s,]+((the|los|las|les|die|os|as|i|gli|le|de|a|a los|a las)\\s+)?(${FORMER_HYPHEN_PREFIX}-|${FORMER_ADJECTIVE}(?![\\p{L}])\\s*)\\p{L}*`,
  'giu',
);

/**
 * "También los que ya se fueron", "auch die, die schon gegangen sind", "incluindo os que já saíram":
 * a widening word before a relative clause saying the people left adds the people who left, as
 * "including former employees" does, in seven languages.
 */
const ALSO_THOSE_LEFT = new RegExp(
  `,?\\s*(?<![\\p{L}])${WIDENING_WORD}(?![\\p{L}])[\\s,]+(\\p{L}+[\\s,]+){0,3}?${WHO_LEFT.source}`,
  'giu',
);

/**
 * "… or who now only sit on the board", "o que hoy solo están en el consejo", "oder heute nur noch im
 * Aufsichtsrat sitzen": people who are NOW only on the board or advisers held their role here before, so
 * that earlier role counts; the board or advisory seat is added to who counts as well.
 */
const NOW_ONLY_ON_BOARD =
  /,?\s*(?<![\p{L}])(who|that|die|qui|che|que|welche|wie|quienes|quem|chi)\s+(\p{L}+\s+){0,3}?(now|today|hoy|ahora|heute|jetzt|aujourd.hui|d(e|é)sormais|oggi|ora|hoje|agora|nu|inmiddels|only|solo|s(o|ó)lo|nur|seulement|solamente|apenas|s(o|ó)|soltanto|alleen)(?![\p{L}])(\s+(?!(plus|and|or|und|oder|sowie|y|o|et|ou|e|of|ed)(?![\p{L}]))\p{L}+){0,6}?\s+(board|boards|consejo|conseil|aufsichtsrat\w*|verwaltungsrat\w*|beirat\w*|consiglio|conselho|raad|bestuur|advisors?|advisers?|asesor(es|as)?|conseillers?|consulenti|adviseurs?|conselheir[oa]s?|consejer[oa]s?)(?![\p{L}])[^,;.]*/giu;
/**
 * "Executives who sit only on the management board", "die nur im Vorstand sitzen" (Vorstand is no board noun here),
 * "qui ne siègent qu'au conseil de direction": the company's executive body is management, so sitting only on it
 * is a current executive role, neither a role held before nor a board seat.
 */
const EXECUTIVE_BODY_NAMED =
  /(?<![\p{L}])((management|executive|exekutiv\p{L}*)\s+boards?|(consejo|conseil|consiglio|conselho)\s+(de\s+direcci(o|ó)n|de\s+direction|di\s+direzione|de\s+dire(c|ç)(a|ã)o|ejecutivo|executivo|esecutivo|ex(e|é)cutif))(?![\p{L}])/iu;
/**
 * "Managers who only report to the board", "die nur an den Aufsichtsrat berichten", "qui ne rendent compte qu'au
 * conseil": reporting to, working for, assisting or serving a board is no seat on it (nor a role held before).
 */
const TO_THE_BOARD_VERB =
  /(?<![\p{L}])(report|reports|reporting|reported|berichte\p{L}*|unterstellt\p{L}*|rapport\p{L}*|rend\p{L}* compte|reportan|reporta|reportam|riport\p{L}*|rispond\p{L}*|work|works|working|support\p{L}*|assist\p{L}*|serve|serves|serving|zuarbeiten|travaill\p{L}*|trabaj\p{L}*|trabalh\p{L}*|lavor\p{L}*|werk\p{L}*)(?![\p{L}])/iu;

/**
 * "Ook als ze … alleen nog adviseren", "even if they now only advise", "auch wenn sie nur noch beraten",
 * "même s'ils ne font plus que conseiller", "aunque ya solo asesoren", "anche se ormai si limitano a
 * consigliare", "mesmo que só aconselhem": people asked for whose own role here ended and who now only
 * advise the company count (an advisor's engagement), as "founders who still work here" do.
 */
const NOW_ONLY_ADVISING =
  /(?<![\p{L}])(alleen nog|nu alleen|only|now only|nur noch|nur|ne [\p{L}\s]{0,20}plus que|ya solo|ya s(o|ó)lo|solo|s(o|ó)lo|solamente|apenas|s(o|ó)|soltanto|ormai solo|si limitano a)\s+(nog\s+)?(adviseren|adviseert|advise|advises|advising|beraten|ber(a|ä)t|conseiller|conseillent|conseille|asesoran|asesoren|asesora|asesorar|consigliano|consigliare|consiglia|aconselham|aconselhem|aconselha|aconselhar|assessorano)(?![\p{L}])/iu;

const RISK_TOPIC = /\b(risk|risks|risque|risques|riesgos?|riscos?|rischio|rischi|risico|risiko\w*)\b/;
const REVENUE_TOPIC =
  /\b(revenue|sales|commercial|vertrieb\w*|ventes?|ventas|vendas|vendite|verkoop|omzet|umsatz)\b/;

/** "Current ones and those who held the role here before and have since left": the people who left count. */
const HELD_BEFORE = new RegExp(
  String.raw`,?\s*\b(current ones,? )?(and |or |plus |as well as )?(those|people|anyone|everyone) who (held|had|did|filled) ((the|this|that|such a) (role|job|position|title)|it|them|one)( here)? (before|earlier|${pastAlternation('pastAdverbs', ['en'])}|and ${LEFT_EN})\b[^,.;:]*`,
  'giu',
);

/**
 * "Including people who used to be PMs here", "y compris ceux qui étaient PM ici", "anche chi era PM qui",
 * "auch die, die früher hier PM waren": a widening word before people who once held a job here adds the
 * former employees (of the jobs the definition asks for), as "including former employees" does; the job
 * it repeats is the one already asked for.
 */
const ALSO_USED_TO_BE = new RegExp(
  `,?\\s*(?<![\\p{L}])${WIDENING_WORD}(?![\\p{L}])[\\s,]+((the|los|las|les|die|os|as|i|gli|le|de|a)[\\s,]+)?` +
    '(people|persons|those|anyone|everyone|ones|personnes|ceux|celles|personas|quienes|aquellos|pessoas|quem|aqueles|persone|chi|coloro|quelli|leute|personen|diejenigen|mensen|degenen|wie)?\\s*,?\\s*' +
    '(who|that|qui|que|che|die|der|wie)?\\s*' +
    `(used to (be|work|hold|do|have|fill|run)|were once|was once|once were|(ont|a) (e|é)t(e|é)|(e|é)taient|(e|é)tait|fueron|eran|era|han sido|foram|eram|foi|erano|sono stat[ie]|(e|è) stat[oa]|einmal|${PAST_ADVERB})` +
    '(?![\\p{L}])[^,;.]*',
  'giu',
);

/** "Whether still here or long gone", "whether current or former": the people who left count too. */
const WHETHER_GONE = new RegExp(
  String.raw`,?\s*\bwhether\s+(they are\s+|they're\s+|they)?\s*(still\s+)?(here|there|current|with us|at the company|employed|in the role)\s+or\s+(long\s+|already\s+)?(not|${LEFT_EN}|${FORMER_ADJECTIVE_EN}|${NO_LONGER_EN}\b[^,;.]*)(?![\p{L}])`,
  'giu',
);

/**
 * "Founders (still here or not)", "Gründer (noch da oder nicht)", "fondateurs (encore là ou non)": a
 * role held whether or not its holder still works here, so former holders count beside current ones.
 */
const STILL_HERE_OR_NOT = new RegExp(
  String.raw`,?\s*\(?\s*(?<![\p{L}])((still|currently|now)\s+(here|there|with us|at the company|in the company|employed|active|on board)\s+or\s+(not|${LEFT_EN}|${NO_LONGER_EN})|(noch|weiterhin|immer noch)\s+(da|hier|im unternehmen|an bord|dabei|aktiv|im haus)\s+oder\s+(nicht|schon weg|${pastAlternation('left', ['de'])})|(encore|toujours)\s+(l(a|à)|ici|en poste|dans l'entreprise|pr(e|é)sent(e|s|es)?)\s+ou\s+(non|pas|${pastAlternation('left', ['fr'])})|(todav(i|í)a|a(u|ú)n|sigan|siguen)\s+(aqu(i|í)|en la empresa|presentes?)\s+o\s+no|ainda\s+(aqui|na empresa|presentes?|c(a|á))\s+ou\s+n(a|ã)o|ancora\s+(qui|in azienda|presenti|attivi)\s+o\s+(no|meno)|nog\s+(hier|in dienst|aan boord|actief)\s+of\s+(niet|${pastAlternation('left', ['nl'])}))(?![\p{L}])\s*\)?`,
  'giu',
);

/**
 * "Product owners from PM up to Director of Product", "vom Product Owner bis zum Leiter Produktmanagement":
 * a range whose top end names a function of its own names two jobs, each read as a clause (read as one
 * phrase, the top job was lost to the first one's role). A range of bare levels ("from team lead to
 * head") is left whole: readPhrase reads it as those levels.
 */
const JOB_RANGE =
  /(?<![\p{L}])(?:from|von|vom|desde|dal|dalla|dai|van)\s+([^,;.()]+?)\s+(?:all the way up to|up to|up through|through|to|bis (?:hin )?(?:zum|zur|zu)|bis|hasta(?: el| la)?|at(?:e|é)(?: ao| à| a| o)?|fino (?:a|al|alla|ai)|tot(?: en met)?)\s+([^,;.()]+)/giu;
/**
 * "Du directeur d'exploitation jusqu'au plus junior", "desde el director hasta el más junior", "vom Leiter bis zum
 * jüngsten", "from the director down to the most junior": a range whose low end is the most junior says every level
 * from its top; the "junior" is no bar that every job of the list must meet.
 */
const DOWN_TO_MOST_JUNIOR =
  /\s+(?:(?:all the way |right )?down to|to|jusqu.(?:au|aux|à la|a la)|hasta(?: el| la| los| las)?|bis (?:hin )?(?:zum|zur|zu den|hinunter zum)|fino (?:al|alla|ai|agli)|at(?:e|é) (?:ao|à|aos|o)|tot (?:en met )?(?:de|het))\s+(?:(?:the|le|la|les|el|los|den|dem|der|il|lo|o|a|de|het)\s+)?(?:most|plus|m(?:a|á)s|j(?:u|ü)ngsten|pi(?:u|ù)|mais|meest)\s+(?:j(?:u|ú|ü)nior\p{L}*|jeunes?|jovens?|giovani)(?![\p{L}])(?:\s+(?:mitarbeiter\p{L}*|mitarbeitende\p{L}*|employees?|staff|collaborateurs?|empleados?|dipendenti|medewerkers?|colaboradores?))?/giu;
const JOB_RANGE_FR = /(?<![\p{L}])(?:de|du|des)\s+([^,;.()]+?)\s+jusqu.(?:au|aux|à|a)\s+([^,;.()]+)/giu;
/**
 * "Manufacturing management: production managers and shift supervisors, up to the head of industrial
 * operations": a list item after a heading's colon that opens with "up to" names the top of the bracket,
 * which it includes. Its job, when it names a function of its own, is read as a sentence of its own: the
 * heading lends it no job. (Without a heading, "Product managers, any seniority, up to Head of Product" is
 * a range the list already reads.)
 */
const UP_TO_JOB =
  /(?<=[,;:]\s*|(?<![\p{L}])(?:and|or|et|ou|y|o|e|und|oder|en)\s+)(?:all the way up to|up to|jusqu.(?:au|aux|à la|a la|à l'|a l')|hasta(?: el| la| los| las)?|bis (?:hin )?(?:zum|zur|zu)|fino (?:al|alla|ai|a)|at(?:e|é) (?:ao|à|aos|às)|tot en met(?: de| het)?)\s+([^,;.()]+)/giu;
const splitJobRange = (whole: string, low: string, high: string): string =>
  readFunctions(normalizeText(high), high).functions.length > 0 ? `, ${low}, ${high}` : whole;

/** A negated "their leads" after an exclusion, in seven languages. */
const THEIR_LEADS_TOO =
  /\b(auch nicht|nicht|and not|not|nor|not even|ni|ne|nem|noch|niet|non|pas|e nem|et pas)\s+(deren|ihre|their|leurs?|sus|seus|suas|i loro|loro|hun)\s+(leitung|leiter\w*|leads?|leaders?|managers?|heads?|chefs?|responsables?|jef(e|a|es|as)|gerentes?|responsabili|capi|leidinggevenden?|leiding|leiders?|chefes?|lideres|vorgesetzte\w*)\b/;

/**
 * "The managing directors do not count unless they also sit on the board", "no cuentan salvo que formen parte del
 * consejo", "tellen niet mee, tenzij ze ook in de RvC zitten": an exclusion whose only exception is a seat on the board
 * drops the people who hold none; it reads as "… who do not sit on the board do not count" (the seat spares them).
 */
const UNLESS_ON_BOARD =
  /\s+(do(?:es)?\s*n[o'’]?t count|z(?:a|ä)hl(?:en|t) nicht|ne comptent? pas|no cuentan?|tell(?:en|t) niet mee|n(?:a|ã)o contam?|non conta(?:no)?)\s*,?\s*(?:unless|except (?:if|when|where)|es sei denn|au(?:ß|ss)er wenn|sauf s['’i]|(?:à|a) moins qu|salvo (?:que|si|se)|a menos que|excepto si|a no ser que|tenzij|behalve als|a meno che|a n(?:a|ã)o ser que|exceto se)(?![\p{L}])[^.;:]*?(?<![\p{L}])(?:board|RvC|raad van (?:commissarissen|bestuur|toezicht)|consejo|conseil|aufsichtsrat|verwaltungsrat|vorstand|consiglio|conselho)(?![\p{L}])[^.;:]*/giu;

/**
 * "Executive and management assistants and secretaries", "personal and team assistants": a word of whom an assistant
 * serves (executive, personal, management, board) joined by "and" to another kind of assistant shares that noun; it
 * is "executive assistants", not the executives themselves, even when another noun follows the list.
 */
const SERVING_WORD_ASSISTANTS =
  /(?<![\p{L}])(executive|personal|management|managing|board|leadership)\s+(and|&|or|\/)\s+([\p{L}-]+)\s+(assistants?|secretar(?:y|ies)|PAs)(?![\p{L}])/giu;

/**
 * "Teachers of languages — German, English, French — not of other subjects": a list of languages between dashes or in
 * brackets says which languages; it names no job, and the dash before it opens no list of jobs.
 */
const LANGUAGE_LIST_ASIDE =
  /\s*[—–(]\s*(?:(?:English|German|French|Spanish|Italian|Portuguese|Dutch|Romansh|Latin|Greek|Chinese|Mandarin|Japanese|Arabic|Russian|Deutsch|Englisch|Französisch|Italienisch|Spanisch|Romanisch|Rätoromanisch|Latein|Français|Anglais|Allemand|Espagnol|Italien|Romanche|Español|Inglés|Francés|Alemán|Italiano|Inglese|Tedesco|Francese|Spagnolo|Engels|Duits|Frans|Spaans|Italiaans|Português|Inglês|Francês|Alemão)\s*(?:,|\/|&|\band\b|\bor\b|\bund\b|\bet\b|\by\b|\be\b|\ben\b|\bo\b)\s*)+(?:English|German|French|Spanish|Italian|Portuguese|Dutch|Romansh|Latin|Greek|Chinese|Mandarin|Japanese|Arabic|Russian|Deutsch|Englisch|Französisch|Italienisch|Spanisch|Romanisch|Rätoromanisch|Latein|Français|Anglais|Allemand|Espagnol|Italien|Romanche|Español|Inglés|Francés|Alemán|Italiano|Inglese|Tedesco|Francese|Spagnolo|Engels|Duits|Frans|Spaans|Italiaans|Português|Inglês|Francês|Alemão)\s*(?:[—–)]\s*)?/gu;

/**
 * "Interns excluded", "becarios excluidos", "stagiaires exclus": the words before the marker are dropped. So are
 * they before a bare "not included" and its translations ("Outside lawyers not included", "avocats externes non
 * inclus", "freelancers niet inbegrepen"); after a verb ("are not included") the sentence's own negation reads it.
 */
const EXCLUDED_AFTER =
  /([,;:(.!?]\s*|^)([^,;:.()]+?)\s+(excluded|excluid[oa]s|exclu(i|í)d[oa]s|exclus|exclues|esclus[ie]|ausgeschlossen|uitgesloten|uitsluiten|(?<!(?<![\p{L}])(are|is|were|was|sind|ist|sont|est|son|es|s(a|ã)o|(e|é)|sono|(e|è)|zijn|worden|wordt)\s+)(not included|nicht (inbegriffen|eingeschlossen|eingerechnet)|non (inclus|compris)(es?|s)?|no incluid[oa]s|n(a|ã)o inclu(i|í)d[oa]s|non inclus[ie]|niet inbegrepen|niet meegerekend))(?=[\s,;.)]|$)/gimu;

/**
 * In French and Spanish "en" is a preposition ("ingénieurs en développement produit"), in Dutch it is
 * "and": only a Dutch definition splits a list on it. A word joiner after the preposition keeps it whole.
 */
// "Stagiaires en finance", "Becarios en datos": a plural with a French or Spanish ending before "en"
// makes it the preposition even in a definition too short to show its language otherwise.
const ROMANCE =
  /(?<![\p{L}])(et|les|des|du|aux|au|le|la|sans|hors|pour|avec|y|el|los|las|del|sin|para|con|ni)(?![\p{L}])|[éèêçñàùâîôû]|\p{L}(aires|ios|ias|ores|oras|istes|istas|ables|rices)\s+en(?![\p{L}])/iu;
const DUTCH = /(?<![\p{L}])(het|een|geen|ook|voor|met|van|zijn|niet|alle|die)(?![\p{L}])/iu;
const PREPOSITION_EN = /(?<![\p{L}-])en(?![\p{L}-])/giu;
/**
 * Apprentices, trainees, interns and working students are kinds of their own under the one `intern`
 * engagement: an apprentice learns a trade on a training contract (Azubi, Auszubildende, Lehrling, leerling,
 * apprenti, alternant, aprendiz, apprendista; ISCO-08 files them under the trade they learn), a trainee
 * follows a graduate programme, an intern does a placement, a working student a part-time job beside studies. An
 * exclusion that names only one kind ("not apprentices and not trainees", "keine Praktikanten, keine
 * Werkstudenten") drops the titles of that kind, not everyone on a training engagement.
 */
const TRAINING_KINDS: readonly { word: RegExp; title: RegExp }[] = [
  {
    word: /^(apprentices?|apprenticeships?|azubis?|auszubildende\w*|lehrling\w*|lernende\w*|leerlingen|leerlingen?|apprenti(e|s|es)?|alternants?|alternantes?|aprendi(z|za|ces|zes|zas)|apprendist[aie]|(berufs)?ausbildung)$/,
    title:
      /\b(apprentice\w*|azubi|auszubildende[r]?|lehrling\w*|lernende[r]?|leerling\w*|apprenti(e|s|es)?|alternant(e|s|es)?|alternance|aprendiz(a)?|apprendist[ai]|in ausbildung|ausbildung|(1|2|3|4|erste[snr]?|zweite[snr]?|dritte[snr]?|vierte[snr]?)\.? lehrjahr)\b/,
  },
  { word: /^(trainees?|traineeships?|graduate trainees?)$/, title: /\btrainee\w*\b/ },
  {
    word: /^(interns?|internships?|praktikant\w*|praktik(um|a)|stagiair(e|s|es)?|stagiaires?|becari[oa]s?|estagiari[oa]s?|stagist[aie]|tirocinant[ei]|praticant[ei])$/,
    title:
      /^(?!.*\b(werkstudent\w*|werkstudierende\w*|working students?)\b).*\b(intern(s|ship)?|[a-z]*praktikant(in|innen|en)?|praktikum|stagiair(e)?|stage|becari[oa]|estagiari[oa]|estagio|stagista|tirocinante|praticante|student\w*)\b/,
  },
  // (A working student is employed part-time beside studies, under its own rules: "Werkstudent", not an intern.)
  {
    word: /^(working students?|werkstudent\w*|werkstudierende\w*)$/,
    title: /\b(werkstudent\w*|werkstudierende\w*|working students?)\b/,
  },
];
/** The kind of training engagement an exclusion names on its own, as a title test, or the clause as it is. */
const byTrainingKind = (c: Clause): Clause => {
  if (c.functions !== null || c.roles.length > 0 || c.levels !== null) return c;
  if (c.engagements?.length !== 1 || c.engagements[0] !== 'intern') return c;
  const words = normalizeText(c.text)
    .replace(
      /^((no|not|nor|keine?|kein|ni|sin|sans|pas de|geen|nessun[oa]?|niente|sem|nem|ohne|except|excluding|alle[rn]?|all|any|the|les|des|die|de|los|las|os|as|gli|i|le|la|het)\s+)+/g,
      '',
    )
    .trim();
  const kind = TRAINING_KINDS.find((k) => k.word.test(words));
  return kind ? { ...c, roles: [{ word: c.text, test: kind.title }] } : c;
};

/** The clause as the user wrote it, without the word joiner. */
const visible = (c: Clause): Clause => ({
  ...c,
  text: c.text.replace(/(?<=\p{L})\u2060(?=\p{L})/gu, ' ').replace(/[\u2060\u2061]/g, ''),
  quote: c.quote.replace(/(?<=\p{L})\u2060(?=\p{L})/gu, ' ').replace(/[\u2060\u2061]/g, ''),
});

/**
 * Inclusive spellings name one job, not two phrases: "Leiter:innen", "Mitarbeiter*innen",
 * "director/a", "directeur(rice)", "salarié·e·s", "consultor(a)", "responsable/s". The ending after the
 * mark is a gender or plural ending of the word before it, so it is dropped.
 */
const GENDER_ENDING =
  /(?<=\p{L})(?:[:*_/]-?in(?:nen)?|\s?\/\s?-?(?:a|as|o|os|e|es|s|ne|nes|rice|rices|euse|euses|ice|ices|trice|trices|ora|oras|ore|ori|essa|esse)|(?:[·.](?:e|es|s|ne|nes|rice|euse))+)(?![\p{L}])/gu;
const GENDER_IN_PARENTHESES =
  /(?<=\p{L})\((?:a|as|e|es|s|le|les|ne|nes|rice|euse|ice|trice|ora|ore|essa|in|inn|innen)\)/gu;
/** "Direttori/direttrici", "Mitarbeiter/Mitarbeiterinnen": the second word is the first one's other gender. */
const GENDER_PAIR = /(?<![\p{L}])(\p{L}{4,})\s?\/\s?(\p{L}{4,})(?![\p{L}])/gu;
/**
 * "Partner:innen", "Partner*innen", "PartnerInnen": German writes the plural of "Partner" as the singular, and
 * only the inclusive ending says it is the firm's partners (the English "partners"), not one partner (a
 * business partner, a partnership).
 */
const GERMAN_PARTNERS_INCLUSIVE = /(?<![\p{L}-])(Partner|partner)(?:[:*_/]-?innen|Innen)(?![\p{L}])/gu;
export function withoutGenderEndings(text: string): string {
  return text
    .replace(GERMAN_PARTNERS_INCLUSIVE, 'partners')
    .replace(GENDER_IN_PARENTHESES, '')
    .replace(GENDER_ENDING, '')
    .replace(GENDER_PAIR, (pair, first: string, second: string) => {
      const a = first.toLowerCase();
      const b = second.toLowerCase();
      let common = 0;
      while (common < Math.min(a.length, b.length) && a[common] === b[common]) common += 1;
      // Only a masculine ending against a feminine one: "product/production" stays two words.
      const gendered =
        /^(|o|os|or|ores|ori|ore|eur|eurs|er|ers|e|es|s|i)$/.test(a.slice(common)) &&
        /^(a|as|e|es|in|innen|rice|rices|rici|ice|ices|essa|esse|ora|oras|euse|euses|trice|trici)$/.test(
          b.slice(common),
        );
      return common >= 4 && gendered ? first : pair;
    });
}

/** A phrase that only spans the levels ("all levels", "alle niveaus", "toutes séniorités"), naming nobody. */
const LEVEL_SPAN_ONLY =
  /\b(levels?|niveaus?|niveaux?|niveles?|niveis|livelli|ebenen?|hierarchiestufen|seniorit(y|ies|e|es)|senioridades?|seniorita|senioridad(es)?|anciennete)\b/;

const isUnconstrained = (c: Clause): boolean =>
  c.functions === null && c.levels === null && c.roles.length === 0 && c.engagements === null;

/** The fields of a clause that bar nobody on their own (what it quotes, its any-function/any-level nulls). */
const NO_BAR_FIELDS = new Set([
  'text',
  'quote',
  'payrollOut',
  'functions',
  'levels',
  'extendsUp',
  'roles',
  'engagements',
  'it',
]);

/**
 * A clause that names no function, level, job or engagement and carries no other bar (seasonal, agency, a
 * practice, a domain …): read alone it would keep everyone.
 */
const constrainsNothing = (c: Clause): boolean =>
  isUnconstrained(c) &&
  Object.entries(c).every(
    ([key, value]) =>
      NO_BAR_FIELDS.has(key) ||
      value === undefined ||
      value === false ||
      (Array.isArray(value) && value.length === 0),
  );

/**
 * Words that ask for the whole staff in seven languages ("everyone", "all staff", "anyone at any level",
 * "alle Mitarbeitenden", "tout le personnel", "todo el personal", "tutti i dipendenti", "iedereen"): a
 * definition of only these keeps everyone, as does "Anyone" alone and "non-technical staff" (everyone but those).
 * "Anyone sitting there for owners" is no such request.
 */
const EVERYONE_ASKED =
  /(?<![\p{L}])(everyone|everybody|anyone at any level|anybody at any level|all (staff|employees|personnel|colleagues|team members|our people|people here|people at the company)|every (employee|staff member|team member)|the (whole|entire) (company|staff|team|workforce|organi[sz]ation)|alle (mitarbeit\p{L}*|beschaftigten|angestellten|kolleg\p{L}*)|(die )?(ganze|gesamte) belegschaft|tout le (monde|personnel)|tous les (collaborat\p{L}*|salarie\p{L}*|employe\p{L}*)|toute l.equipe|todo el (personal|mundo|equipo)|todos los (empleados|trabajadores|colaboradores)|tutto il personale|tutti i (dipendenti|collaboratori)|todo o pessoal|todos os (colaboradores|funcionarios|empregados)|toda a equip[ae]|iedereen|alle (medewerkers|werknemers)|het hele (personeel|team))(?![\p{L}])/u;

/**
 * "Head level or above", "niveau directeur et plus", "nivel jefe o superior", "Abteilungsleitung und
 * aufwärts": after a level word, the conjunction and "above" are one bar, not a second phrase. A word
 * joiner keeps them together; readPhrase reads the bar as part of the level.
 */
const OR_ABOVE =
  /(?<![\p{L}])((?:level|levels|niveau|niveaux|nivel|niveles|n(?:i|í)vel|livello|ebene|stufe|heads?|directors?|director(?:a|es|as)?|directeurs?|directrices?|diretor(?:a|es|as)?|direttor[ei]|managers?|vps?|leads?|responsables?|responsabil[ei]|jef(?:e|a|es|as)|gerentes?|leitung|leiter\p{L}*|hoofd(?:en)?|manager\p{L}*|c-level|seniors?)(?:\s+(?:de|of|del|di|van|du|des)\s+\p{L}+)?)\s+(and|or|&|und|oder|et|ou|y|o|e|en|of)\s+(above|higher|up|more senior|plus|au-dessus|sup(?:e|é)rieurs?|superior(?:es)?|superiore|superiori|acima|h(?:o|ö)her|aufw(?:a|ä)rts|dar(?:u|ü)ber|hoger)(?![\p{L}])/giu;
const JOINED_ABOVE =
  /\b(and|or|&|und|oder|et|ou|y|o|e|en|of)\u2060(above|higher|up|more senior|plus|au-dessus|superieurs?|superior(es)?|superiore|superiori|acima|hoher|aufwarts|daruber|hoger)(?![a-z])/u;

/** A seniority or leader word; what is left of a leader clause beside these and filler is its object. */
const LEADER_WORD =
  /^(heads?|leads?|leaders?|leadership|managers?|management|directors?|director(a|es|as)?|directeurs?|directrices?|diretor(a|es|as)?|direttor[ei]|direttrice|responsables?|responsabil[ei]|responsaveis|responsavel|jef(e|a|es|as)|gerentes?|gestor(a|es|as)?|leiter\w*|leitung|leitende[nr]?|verantwortliche\w*|chefs?|vps?|svps?|evps?|vice|presidents?|chiefs?|c-?level|c-?suite|cxos?|executives?|execs?|supervisors?|teamleads?|teamleiders?|teamleiter\w*|hoofd(en)?|leidinggevenden?|managerin\w*|capi|capo|top|upper|middle|line|seniors?|and|above|up|middenkader|middenmanagement|quadri|kader|fuhrungskraft\w*|mittler\w*|afdelingshoofd(en)?|abteilungsleit\w*|bereichsleit\w*)$/;

/** A clause that states a level as a bar ("head level and above only", "ab Abteilungsleitung aufwärts"). */
const LEVEL_BAR =
  /\b(level|levels|niveau|niveaux|nivel|niveles|livello|livelli|ebene|stufe|\p{L}+\u2060(above|up|higher|plus|superior\w*|superieur\w*|acima|hoher|aufwarts|daruber|hoger)|and (above|up|higher)|or (above|higher)|et (plus|au-dessus)|ou plus|y superiores?|o superiores?|e acima|ou acima|e superiori|o superiori|und (hoher|aufwarts|daruber)|oder hoher|aufwarts|en hoger|of hoger)\b/u;

/**
 * "Too", "also", "even", "included" beside a seniority: it adds to the list, it bars nothing. So does a
 * permission ("juniors and interns ok", "juniors welcome", "Junioren willkommen", "juniors bienvenus").
 */
const SENIORITY_TOO =
  /(?<![\p{L}])(too|also|even|as well|included|incl|auch|ebenfalls|inklusive|aussi|egalement|meme|inclus|incluses?|tambien|incluso|incluidos?|tambem|inclusive|incluidos?|anche|pure|compresi|inclusi|ook|inbegrepen|ok|okay|fine|welcome|allowed|accepted|acceptable|count|counts|willkommen|erwunscht|zahlen|zahlt|gern|bienvenu(e|s|es)?|acceptes?|acceptees?|comptent|bienvenid(o|a|os|as)|aceptad(o|a|os|as)|valen|cuentan|benvenut[io]|ammess[ie]|accettat[ie]|contano|welkom|toegestaan|tellen( ook)? mee|bem-vind(o|a|os|as)|aceit(o|a|os|as)|contam|valem)(?![\p{L}])/u;

/** "Juniors and interns ok": seniority or engagement words joined by "and", then one permission word. */
const SENIORITY_LIST_PERMITTED =
  /(?<![\p{L}])((?:juniors?|seniors?|graduates?|trainees?|junior\p{L}*|berufseinsteiger\p{L}*|debutant\p{L}*|principiantes?))\s+(and|&|und|et|y|e|en)\s+(\p{L}+)\s+(?:(?:are|sind|sont|son|sono|zijn|sao|são)\s+)?(ok|okay|fine|welcome|allowed|too|also|included|willkommen|erwunscht|erwünscht|auch|bienvenu(?:e|s|es)?|aussi|inclus|bienvenid(?:o|a|os|as)|tambi(?:e|é)n|incluidos|benvenut[io]|anche|inclusi|welkom|ook|bem-vind(?:o|a|os|as)|tamb(?:e|é)m|inclu(?:i|í)dos)(?![\p{L}])/giu;

/**
 * "Heads of operations … Head level and above only": a clause that names only a level as a bar, beside
 * clauses that name functions or jobs, raises their floor instead of asking for every head of every
 * function; a clause left with no level at or above the bar goes.
 */
function levelFloorApplied(all: Clause[]): Clause[] {
  // "Software engineers, juniors only": a clause that only says "senior" or "junior" is a bar on the others.
  const isSeniority = (c: Clause): boolean =>
    c.functions === null &&
    c.engagements === null &&
    c.roles.length > 0 &&
    c.roles.every((r) => r.seniority) &&
    (c.levels ?? []).every((l) => l === 'individual');
  // "Juniors too", "Anche junior", "auch Junioren", "juniors inclus": a seniority said as an addition
  // widens nothing the list does not already keep at any seniority; it is no bar, and no clause alone.
  const adds = (c: Clause): boolean => isSeniority(c) && SENIORITY_TOO.test(normalizeText(c.text));
  const bar = all.filter((c) => isSeniority(c) && !adds(c)).flatMap((c) => c.roles);
  const rest = all.filter((c) => !isSeniority(c));
  const clauses =
    bar.length > 0 && rest.some((c) => c.functions !== null || c.roles.length > 0)
      ? rest.map((c) => ({ ...c, roles: [...c.roles, ...bar] }))
      : rest.some((c) => c.functions !== null || c.roles.length > 0)
        ? all.filter((c) => !adds(c))
        : all;
  const isBar = (c: Clause): boolean =>
    c.levels !== null &&
    c.functions === null &&
    c.roles.length === 0 &&
    c.engagements === null &&
    // "C-level" is a body of its own; "head level and above" reaches it but starts lower.
    c.levels.some((l) => l !== 'c_level' && l !== 'owner') &&
    LEVEL_BAR.test(normalizeText(c.text));
  // "Finance people, head level and above": the bar took the list's function, but names none itself.
  const isSharedBar = (c: Clause): boolean =>
    isBar({ ...c, functions: null }) && readFunctions(normalizeText(c.text), c.text).functions.length === 0;
  const bars = clauses.filter(isSharedBar);
  const others = clauses.filter((c) => !isSharedBar(c));
  if (bars.length === 0 || !others.some((c) => c.functions !== null || c.roles.length > 0)) return clauses;
  const floor = Math.min(...bars.flatMap((c) => (c.levels ?? []).map(levelRank)));
  // "Managers running a site, farm or production … Manager level and up": a bar said with "and up" (and
  // above, y superiores, und aufwärts) raises a clause that names only the bar's level to that level and
  // every one above it, so the head of a farm counts beside its manager.
  const andUp = bars.some((c) => /\u2060/.test(c.text) || /\u2060/.test(normalizeText(c.text)));
  return others.flatMap((c) => {
    const atFloor =
      andUp && c.levels !== null && c.levels.length > 0 && c.levels.every((l) => levelRank(l) === floor);
    const levels = (atFloor ? LEVELS.filter((l) => l !== 'owner') : (c.levels ?? [...LEVELS])).filter(
      (l) => levelRank(l) >= floor,
    );
    return levels.length === 0 ? [] : [{ ...c, levels }];
  });
}

/** What a leader of the whole company leads: "leaders of the group", "Führung des Unternehmens". */
const WHOLE_COMPANY =
  /(?<![\p{L}])(group|groups|groupe|grupo|gruppo|gruppe|konzern\w*|groep|firm|business|organi[sz]ations?|organisations?|organizacion|organizzazione|organisatie|enterprise|entreprise|empresa|impresa|firma|azienda|ditta|compania|compagnie|onderneming|spolecnost\w*|unternehmen\w*|bedrijf|sociedad|societe|societa|holding|house|board|boards|executive|management)(?![\p{L}])/u;

/**
 * A quantifier that opens a scope, not a thing led: "of every animal section", "in any country", "de
 * toutes les boutiques", "jeder Abteilung", "van elke afdeling", "di ogni reparto", "de cada tienda".
 */
const GOVERNED_SCOPE =
  /(?<![\p{L}])(every|each|any|all|across|whole|entire|jede[rsnm]?|alle[rnms]?|gesamte\w*|chaque|tous|toutes|tout|ensemble|elke|ieder\w*|alle|hele|ogni|qualsiasi|qualunque|tutt[oaie]|cada|cualquier\w*|tod[oa]s?|qualquer)(?![\p{L}])/u;

/** The employer a public body's definition names: the city, the town hall, the municipality (and its adjectives). */
const EMPLOYER_WORD =
  /^(comune|citta|city|town|municipality|municipalities|ayuntamiento|municipio|ciudad|ville|mairie|commune|gemeente|stad|stadt|gemeinde|stadtverwaltung|prefeitura|cidade|comunale|comunali|municipal|municipales|municipaux|municipale|municipali|municipais|comunal|comunales|stadtisch\w*|gemeentelijke?)$/;

const OBJECT_PREPOSITION =
  /^(of|in|im|at|d|dell|dall|nell|all|sull|de|del|des|du|di|della|dei|degli|van|von|vom|der|da|do|dos|das|for|para|pour|per|voor|fur)$/;

/** Where a trade's work is done ("at the quarry sites"), never the thing led; an office only says where one sits. */
const SITE_NOUN = /^(sites?|locations?|premises|facilit(y|ies)|plants?|works|yards?)$/;
const OFFICE_NOUN = /^(offices?|headquarters|hq|branch(es)?|campus(es)?)$/;

/**
 * The thing a leader phrase leads, when the phrase is only "[up to two nouns] leader-word [preposition
 * one or two nouns]" ("store managers", "gerentes regionales de tiendas", "Leiter der Filiale"): those
 * nouns, articles and filler left out. Null for anything else (a verb, a relative clause).
 */
function objectOfLeader(text: string): string[] | null {
  const tokens = normalizeText(text)
    .split(/[^\p{L}0-9&-]+/u)
    .filter((w) => w !== '');
  const first = tokens.findIndex((w) => LEADER_WORD.test(w));
  if (first < 0) return null;
  let last = first;
  while (last + 1 < tokens.length && LEADER_WORD.test(tokens[last + 1] ?? '')) last += 1;
  const before = tokens.slice(0, first).filter((w) => !FILLER.test(w));
  // "Responsabili dei servizi sociali del Comune", "heads of the library of the city": the employer named
  // after the thing (the city, the town hall, "comunali", "municipales") is where, not what is led.
  let after = tokens.slice(last + 1);
  // "Leitende Angestellte der Gießerei": the employees a leading adjective qualifies are the leaders themselves.
  if (/^(angestellte\w*|mitarbeiter\w*|mitarbeitende\w*)$/.test(after[0] ?? '')) after = after.slice(1);
  const employer = after.findIndex((w, i) => i > 0 && EMPLOYER_WORD.test(w));
  if (employer > 0) after = after.slice(0, employer);
  if (after.length > 0) {
    if (!OBJECT_PREPOSITION.test(after[0] ?? '')) {
      // "Gerentes regionales de tiendas": an adjective between the leader word and its preposition
      // (never a verb's participle: "managers running of…" names no thing).
      const prep = after.findIndex((w) => OBJECT_PREPOSITION.test(w));
      // "Head keepers" (a compound: the head of the keepers), alone or before a scope ("head keepers of
      // every animal section"): the keepers are the thing led; the scope names no more of it.
      const compound = tokens[first] === 'head' && first === last && before.length === 0;
      if (
        compound &&
        !/ing$/.test(after[0] ?? '') &&
        (after.length === 1 || GOVERNED_SCOPE.test(after.slice(2).join(' ')))
      )
        return (after[0] ?? '').length < 3 || FILLER.test(after[0] ?? '') ? null : [after[0] ?? ''];
      if (prep !== 1 || /ing$/.test(after[0] ?? '')) return null;
      before.push(after[0] ?? '');
      after = after.slice(1);
    }
    // "Managers in our orangery" leads the orangery; "managers in Germany" names where, not what. "At" says
    // where too: "managers at the quarry sites" lead the quarry (a site word is where, never the thing), while
    // "managers at the Berlin office" or "at our headquarters" name only where they sit.
    const where = /^(in|im|at)$/.test(after[0] ?? '');
    const at = after[0] === 'at';
    after = after.slice(1).filter((w) => !FILLER.test(w) && !(at && SITE_NOUN.test(w)));
    if (where && namesRegion(after.join(' '))) return null;
    if (at && after.some((w) => OFFICE_NOUN.test(w))) return null;
  }
  const thing = [...before, ...after];
  if (thing.length === 0 || before.length > 2 || after.length > 2) return null;
  // "Responsables de fundraising", "evening stage directors": a noun in -ing before the leader word or after
  // its preposition is the thing led (an activity no function names), as any other noun there is.
  if (thing.some((w) => w.length < 3)) return null;
  return thing;
}

/** The words of an assistant's own job, not an area: "executive", "personal", "team", "Assistenz". */
const ASSISTANT_OWN_WORD =
  /^(\p{L}*assist\p{L}*|\p{L}*asist\p{L}*|\p{L}*sekretar\p{L}*|\p{L}*secretar\p{L}*|executive|directie|direktion|direction|direccion|direcao|direzione|vorstand\p{L}*|geschaftsf\p{L}*|geschaftsleitung|board|ceo|chefs?|personal|personale|pessoal|personnel\p{L}*|management|administrative|administrativ\p{L}*|office|team|project|to|the|of|de|di|der|des|du|la|le|el|il)$/u;
/**
 * "Camera assistants", "camera-assistenten", "Schnittassistenz" read as assistants with a word no function
 * names: the area is the assistants' own, so the title must name it too, never every assistant (an executive
 * assistant is none of a camera department's).
 */
function assistantsOfArea(c: Clause): Clause {
  if (c.functions !== null || c.roles.length !== 1 || c.roles[0]?.word !== 'assistants') return c;
  // Only the words before the assistant's own word: what follows it ("to the managing directors", "de la
  // direction générale", "da presidência") is whom the assistant serves.
  const words = normalizeText(c.text).split(/[^\p{L}0-9&]+/u);
  const own = words.findIndex((w) => /(assist|asist|sekretar|secretar)/u.test(w));
  const thing = words
    .slice(0, own < 0 ? 0 : own)
    .filter((w) => w !== '' && !FILLER.test(w) && !ASSISTANT_OWN_WORD.test(w));
  if (thing.length === 0 || thing.length > 2 || thing.some((w) => w.length < 3)) return c;
  return { ...c, roles: [{ ...phraseRole(thing), specialty: true }, ...c.roles] };
}

/**
 * Clauses that only modify the others. A clause with no function, level, job or engagement of its own
 * ("any level", "toutes séniorités", "pls") keeps nobody beside clauses that do: it would otherwise keep
 * the whole company. A leader clause whose object was not read as a function ("Responsables de X") is
 * not "leaders of any function" when the definition names functions elsewhere: it takes those.
 */
function modifiersApplied(read: Clause[], warnings: string[]): Clause[] {
  const includes = read.map(assistantsOfArea);
  const constrained = levelFloorApplied(includes.filter((c) => !isUnconstrained(c)));
  const kept = constrained.length > 0 ? constrained : includes;
  const named = [...new Set(kept.flatMap((c) => c.functions ?? []))];
  return kept.map((c) => {
    // A board or the chiefs ("Leden van de directie", "C-level") are a body of their own, any function.
    const body = c.levels?.some((l) => l === 'c_level' || l === 'owner');
    if (c.functions !== null || c.roles.length > 0 || c.engagements !== null || !c.levels) return c;
    // ... but "leaders of beekeeping" leads the thing it names (below), not the whole company.
    if (body && (named.length > 0 || !objectOfLeader(c.text) || WHOLE_COMPANY.test(normalizeText(c.text))))
      return c;
    const object = normalizeText(c.text)
      .split(/[^\p{L}0-9&-]+/u)
      .filter((w) => w !== '' && !FILLER.test(w) && !LEADER_WORD.test(w));
    if (object.length === 0) return c;
    if (named.length === 0) {
      // "Gerentes de tienda", "store managers": a leader of a thing no function names leads that thing,
      // so the title must name it; not a leader of any function. Only a noun before the leader word or
      // after its preposition is an object ("managers running a site" is not read so).
      const thing = objectOfLeader(c.text);
      if (!thing) return c;
      warnings.push(
        `"${c.text.replace(/[\u2060\u2061]/g, '')}": no function was understood; read as ${(c.levels ?? []).map((l) => plural[l]).join(', ')} whose title names "${thing.join(' ')}".`,
      );
      return { ...c, roles: [phraseRole(thing)] };
    }
    warnings.push(
      `"${c.text.replace(/[\u2060\u2061]/g, '')}": its function was not understood; read as leaders in the functions the definition names.`,
    );
    return { ...c, functions: named };
  });
}

/**
 * Abbreviations in seven languages that a definition writes with dots: "for example" and "that is"
 * introduce examples or a restatement (read as a list's comma), "bzw." and "resp." mean "or".
 */
const ABBREVIATION =
  /(?<![\p{L}])(e\.\s?g\.|i\.\s?e\.|z\.\s?b\.|d\.\s?h\.|u\.\s?a\.|bzw\.|resp\.|p\.\s?ex\.|p\.\s?ej\.|p\.\s?e\.|c\.-?à-?d\.|ad es\.|bijv\.|bv\.|o\.a\.|por ex\.|ex\.:)(?![\p{L}])/giu;

/** "From any department", "de cualquier área", "di qualunque reparto", "uit elke afdeling": any function. */
const ANY_DEPARTMENT =
  /(?<![\p{L}])((from|of|in|across|de|del|des|du|di|da|dal|do|aus|in|van|uit|bij)\s+)?(any|every|all|each|cualquier|todos los|todas las|cada|tout|tous les|toutes les|n'importe quel|chaque|qualquer|todos os|todas as|qualunque|qualsiasi|ogni|tutti i|tutte le|jede[rsnm]?|alle[nr]?|elke|ieder|alle)\s+(departments?|teams?|functions?|business units?|departamentos?|(a|á)reas?|equipos?|servicos?|servi(c|ç)es?|d(e|é)partements?|fonctions?|(e|é)quipes?|repart[oi]|funzion[ei]|aree?|area|abteilung(en)?|bereich(e|en)?|funktion(en)?|afdeling(en)?|functies?|funcionais?|fun(c|ç)(o|õ|ã)(es|o)|setor(es)?)(?![\p{L}])/giu;

/** "Of all subjects", "aller Fächer", "de toutes les matières", "di tutte le materie", "van alle vakken": any subject. */
const ANY_SUBJECT =
  /(?<![\p{L}])((of|in|de|di|in|van|em|en)\s+)?((any|every|all|each|alle[nr]?|jede[rsnm]?|toutes les|todas las|todas as|tutte le|cualquier|qualquer|qualsiasi|ogni|elk|ieder)\s+(subjects?|disciplines?|f(a|ä)ch(er|ern|s)?|unterrichtsf(a|ä)ch(er|ern)?|mati(e|è)res?|disciplinas?|asignaturas?|materias?|mat(e|é)rias?|materie|discipline|vakken|vak)|aller (f(a|ä)cher|unterrichtsf(a|ä)cher|disziplinen))(?![\p{L}])/giu;

/**
 * "Of any school and unit", "de qualquer escola e valência", "de todos los colegios", "aller Schulen", "di ogni sede": every
 * school, site or unit of the employer, no narrowing (the Portuguese "valência" is a school's section: creche,
 * pré-escolar, 1.º ciclo).
 */
const ANY_SCHOOL_OR_SITE_NOUN =
  '(schools?|escolas?|escuelas?|colegios?|ecoles?|scuol[ae]|schulen?|scholen|school|campus(es)?|sites?|sedes?|locations?|standorte?n?|vestigingen|vestiging|valencias?|secoes|seccoes|sections?)';
const ANY_SCHOOL_OR_SITE = new RegExp(
  String.raw`(?<![\p{L}])((of|in|at|from|de|del|des|du|di|da|do|dos|das|aus|an|van|op|bij)\s+)?(any|every|all|each|cualquier|todos los|todas las|cada|tous les|toutes les|chaque|qualquer|todos os|todas as|qualunque|qualsiasi|ogni|tutti i|tutte le|jede[rsnm]?|alle[nr]?|elke|ieder)\s+${ANY_SCHOOL_OR_SITE_NOUN.replace('valencias?', 'val(e|ê)ncias?').replace('secoes|seccoes', 'se(c|cç|ç)(o|õ)es')}(\s+(and|or|e|ou|y|o|et|ou|und|oder|en|of)\s+${ANY_SCHOOL_OR_SITE_NOUN.replace('valencias?', 'val(e|ê)ncias?').replace('secoes|seccoes', 'se(c|cç|ç)(o|õ)es')})?(?![\p{L}])`,
  'giu',
);

/**
 * "Alle, die den Bau leiten oder steuern", "die Projekte planen und steuern": "steuern" joined to another verb of
 * leading is the verb "to steer", not the noun "Steuern" (taxes); the other verb says it.
 */
const STEER_VERB =
  /(?<![\p{L}])((?:leiten|leitet|f(?:u|ü)hren|f(?:u|ü)hrt|planen|plant|koordinieren|koordiniert|(?:u|ü)berwachen|(?:u|ü)berwacht|verantworten|verantwortet|managen|managt|lenken|lenkt|organisieren|organisiert|kontrollieren|kontrolliert|begleiten|begleitet)\s+(?:oder|und|bzw\.?|sowie)\s+)steuer(?:n|t)(?![\p{L}])/giu;

/**
 * "Compliance and certification people (ISO certifications, audits, GDPR)": a bare "audits" in a list that names ISO
 * standards or certification is the certification audits (ISO 19011), compliance's work, not the finance auditors'.
 */
const CERTIFICATION_CONTEXT =
  /(?<![\p{L}])(iso|certifications?|certificaciones|certificaci(o|ó)n|certifica(ç|c)(õ|o)es|certifica(ç|c)(ã|a)o|certificazion[ei]|zertifizierung(en)?|certificeringen|certificering)(?![\p{L}])/iu;
const BARE_AUDITS =
  /(?<![\p{L}])(?<!(internal|interne|internos?|internas?|interni|financial|statutory|external|externe)\s)(audits?|auditor(i|í)as?|auditorias|audit)(?![\p{L}])/giu;
function certificationAudits(whole: string, inner: string): string {
  return CERTIFICATION_CONTEXT.test(inner)
    ? `(${inner.replace(BARE_AUDITS, 'certification audits')})`
    : whole;
}

/**
 * "Operators and heads of the security control room", "operadores y responsables de la sala de control de seguridad":
 * two nouns joined before one complement are both the complement's people, so the operators are the control room's
 * (not every operator in operations). Read as the control room's staff (SECURITY_CONTROL_ROOM).
 */
const CONTROL_ROOM_PEOPLE = new RegExp(
  String.raw`(?<![\p{L}])(operat\p{L}*|operador\p{L}*|responsab\p{L}*|heads?|managers?|staff|personal\p{L}*|supervis\p{L}*|coordinat\p{L}*|coordinad\p{L}*|leiter\p{L}*|mitarbeit\p{L}*)\s+(and|y|e|et|und|en|or|o|ou|oder|of)\s+(operat\p{L}*|operador\p{L}*|responsab\p{L}*|heads?|managers?|staff|personal\p{L}*|supervis\p{L}*|coordinat\p{L}*|coordinad\p{L}*|leiter\p{L}*|mitarbeit\p{L}*)\s+(of|de|di|der|van|du|do|da|della|del)\s+(the\s+|la\s+|il\s+|le\s+|o\s+|a\s+|de\s+|l')?${SECURITY_CONTROL_ROOM.replace(/\\b/g, '')}(?![\p{L}])`,
  'giu',
);

/**
 * The Dutch "of" is "or" between two jobs: "HR-directeur of CPO", "geen tech leads of team leads". Only
 * where a job ends before it and a chief's acronym or a job starts after it, and, but for a chief's
 * acronym, in a definition with Dutch words: the English "of" stays a preposition ("head of sales").
 */
const DUTCH_JOB_BEFORE =
  '(?<=(?:directeur|directeuren|director|manager|managers|lead|leads|leider|leiders|hoofd|medewerker|medewerkers|specialist|specialisten|adviseur|adviseurs|engineer|engineers|ontwikkelaar|ontwikkelaars|[A-Z][A-Za-z]*O|\\bC[A-Z]{1,3}O))';
const DUTCH_OR = new RegExp(
  `${DUTCH_JOB_BEFORE}\\s+of\\s+(?=(?:C[A-Z]{1,3}Os?(?![\\p{L}])|(?:[\\p{L}-]+\\s+)?(?:hoofd|directeur|manager|managers|leads?|teamleiders?|leidinggevenden?|\\p{L}*(?:directeur|manager|leider|medewerker|ontwikkelaar|engineer|controller|accountant|boekhouder|analist|consultant)s?)(?![\\p{L}])))`,
  'gu',
);
const DUTCH_WORDS =
  /(?<![\p{L}])(geen|niet|het|van|voor|zijn|alleen|ook|behalve|maar|alle|hun|hoofd|teamleiders?|leidinggevenden?|medewerkers?|afdelingen?|directeur)(?![\p{L}])/iu;

/** The safety of food written out, in seven languages; each becomes the language's compound. */
const FOOD_SAFETY_SPELLED_OUT =
  /(?<![\p{L}])(s(?:é|e)curit(?:é|e)|seguridad|seguran(?:ç|c)a|sicurezza|safety|sicherheit|veiligheid)\s+(?:des|de la|de l'|du|de los|de las|de|dos|das|da|do|degli|dei|delle|della|di|of|der|von|van)\s*(?:the\s+|het\s+|de\s+)?(aliments|alimentation|denr(?:é|e)es alimentaires|alimentos|alimenti|food|foods|lebensmittel|lebensmitteln|voedsel|levensmiddelen)(?![\p{L}])/giu;
const foodSafety = (safety: string): string => {
  const word = safety.toLowerCase();
  if (word.startsWith('seguran')) return 'segurança alimentar';
  if (word.startsWith('segur')) return 'seguridad alimentaria';
  if (word.startsWith('sicu')) return 'sicurezza alimentare';
  if (word.startsWith('safe')) return 'food safety';
  if (word.startsWith('sich')) return 'Lebensmittelsicherheit';
  if (word.startsWith('veil')) return 'voedselveiligheid';
  return 'sécurité alimentaire';
};

/** The company's top named by its collective names: "C-suite", "CEOs", "CxOs", "executives", "chiefs". */
const C_SUITE_NAMED =
  /(?<![\p{L}])(c-?suite|c-?level|c suite|c level|cxos?|ceos?|cfos?|coos?|execs?|executives?|chiefs?|top management)(?![\p{L}])/iu;

const SERVICE_ADVISER_PHRASE =
  /(?<![\p{L}])(service (advisers?|advisors?)|serviceberater\p{L}*|kundendienstberater\p{L}*|serviceadviseurs?|service-adviseurs?)(?![\p{L}])/giu;
/**
 * "Above branch level", "boven vestigingsniveau", "oberhalb der Filialebene", "au-dessus du niveau de l'agence": the
 * rank of a branch, store or site compared, not a part of the company the people work in. (A level compared,
 * "unterhalb der Managementebene", is kept: it asks for the levels below management.)
 */
const BRANCH_NOUN = String.raw`(branch(es)?|stores?|shops?|sites?|locations?|outlets?|filial\p{L}*|vestiging\p{L}*|winkel|agences?|magasins?|sucursal(es)?|tiendas?|lojas?|filiale|negozio|standort\p{L}*|markt)`;
const LEVEL_COMPARISON = new RegExp(
  String.raw`(?<![\p{L}])(above|over|boven|(u|ü)ber|oberhalb|au-dessus|por encima|acima|sopra)\s+(the\s+|de\s+|het\s+|der\s+|du\s+|del\s+|do\s+|da\s+|dello?\s+|della\s+)?(${BRANCH_NOUN}[\s-]?(level|ebene|niveau)|(niveau|nivel|n(i|í)vel|livello)\s+(de\s+l.|de\s+la\s+|du\s+|de\s+|d[oa]\s+|di\s+|della\s+)?${BRANCH_NOUN}|${BRANCH_NOUN}(niveau|ebene))(?![\p{L}])`,
  'giu',
);

export function readPersona(persona: PersonaInput): PersonaReading {
  if (isOwnersFoundersPersona(persona)) return OWNERS_FOUNDERS_READING;
  const career = careerQuestion(persona.definition);
  if (career) return careerReading(career);
  // The plant a laboratory sits in says where it is (PLANT_LABORATORY): "laboratoire d'usine" is a laboratory.
  const definition = persona.definition
    .replace(
      PLANT_LABORATORY,
      (_whole, before?: string, lab?: string, people?: string) => before ?? `${lab ?? ''}${people ?? ''}`,
    )
    .replace(ONLY_IF_ALSO, ' ');
  return withoutPublicAffairs(
    withGlosses(
      employmentAndScope(readRolePersona({ ...persona, definition }), persona.definition),
      persona.definition,
    ),
    persona.definition,
  );
}

/**
 * "Communication et relations presse", "Communications and PR": communications asked for without public affairs
 * or lobbying named keeps no one whose title names only those (PUBLIC_AFFAIRS_WORD); a definition that wants them
 * names them ("corporate communications, PR, public affairs").
 */
function withoutPublicAffairs(reading: PersonaReading, definition: string): PersonaReading {
  if (reading.kind !== 'roles' || PUBLIC_AFFAIRS_WORD.test(normalizeText(definition))) return reading;
  return {
    ...reading,
    includes: reading.includes.map((c) =>
      c.functions?.includes('communications') && c.roles.length === 0 ? { ...c, notPublicAffairs: true } : c,
    ),
  };
}

/** Another organisation than this one, in the seven languages: "another organisation", "einer anderen Firma". */
const ANOTHER_ORGANISATION =
  /(?<![\p{L}])((an)?other|a second|(einer |einem )?anderen?|une autre|d['’]autres|autres?|otras?|un['’]altra|altr[ea]|een andere|andere|outras?)\s+(organi[sz]ations?|compan(y|ies)|employers?|firms?|businesses|institutions?|unternehmen|firmen?|arbeitgebern?|organisationen?|entreprises?|soci(e|é)t(e|é)s?|employeurs?|organismes?|organizaci(o|ó)n(es)?|empresas?|empleadores?|instituciones|organizzazion[ei]|aziend[ae]|datori di lavoro|werkgevers?|bedrijven|bedrijf|organisaties?|organiza(c|ç)(o|õ)es|organiza(c|ç)(a|ã)o|empregador(es)?)(?![\p{L}])|(?<![\p{L}])(elsewhere|anderswo|woanders|ailleurs|en otro lugar|altrove|elders|noutro lugar)(?![\p{L}])/iu;
/** A job or a seat held: "a job", "a directorship", "eine Stelle", "un poste", "un puesto", "un incarico", "een baan". */
const JOB_OR_SEAT =
  /(?<![\p{L}])(jobs?|positions?|roles?|posts?|directorships?|employment|board seats?|stellen?|anstellung|mandate?|posten|postes?|emplois?|mandats?|puestos?|empleos?|cargos?|incarichi|incarico|posizion[ei]|lavori|lavoro|banen|baan|functies?|emprego|funç(a|ã)o|work(s|ing)?|arbeite[nt]|travaill\p{L}*|trabaj\p{L}*|lavor\p{L}*|werk(t|en)?|trabalh\p{L}*)(?![\p{L}])/iu;
/**
 * Beside the role here: "alongside", "besides", "at the same time", "neben", "en parallèle", "a la vez". A bare "now"
 * is no such word: "former employees who now work elsewhere" ask about people who left.
 */
const AT_THE_SAME_TIME =
  /(?<![\p{L}])(alongside|besides|in addition to|at the same time|concurrently|in parallel|zugleich|gleichzeitig|nebenher|neben (ihrer|seiner|der)|parallel|en parall(e|è)le|parall(e|è)lement|en m(e|ê)me temps|en plus de|a la vez|al mismo tiempo|adem(a|á)s de|contemporaneamente|in parallelo|oltre (al|a)|tegelijk(ertijd)?|naast (hun|zijn|haar)|ao mesmo tempo|al(e|é)m de)(?![\p{L}])/iu;
/** Volunteering: "volunteering", "Ehrenamt", "bénévolat", "voluntariado", "volontariato", "vrijwilligerswerk". */
const VOLUNTEERING =
  /(?<![\p{L}])(volunteer\p{L}*|unpaid|ehrenamt\p{L}*|freiwillig\p{L}*|b(e|é)n(e|é)vol\p{L}*|voluntari\p{L}*|volontar\p{L}*|vrijwillig\p{L}*)(?![\p{L}])/iu;
/**
 * The armed forces, said of a career (ISCO-08 major group 0, armed forces occupations): "served in the armed forces",
 * "veterans", "bei der Bundeswehr gedient", "ont servi dans l'armée", "han servido en las fuerzas armadas", "hanno
 * servito nelle forze armate", "in de krijgsmacht gediend", "serviram nas forças armadas".
 */
const SERVED_IN_ARMED_FORCES =
  /(?<![\p{L}])((served|serving|service)\s+(\p{L}+\s+){0,3}(armed forces|military|army|navy|air force|forces)|(military|armed forces|army) (veterans?|service|background)|veterans?|ex-military|former (soldiers?|military)|(streitkr(a|ä)ften|bundeswehr|milit(a|ä)r|armee|heer|marine|luftwaffe)\s+(\p{L}+\s+){0,2}(gedient|t(a|ä)tig gewesen)|(krijgsmacht|leger|defensie)\s+(\p{L}+\s+){0,2}gediend|servi\s+(\p{L}+\s+){0,3}(arm(e|é)e|forces arm(e|é)es)|anciens? militaires|servido\s+(\p{L}+\s+){0,3}(fuerzas armadas|ej(e|é)rcito|armada|for(c|ç)as armadas|ex(e|é)rcito)|servito\s+(\p{L}+\s+){0,3}(forze armate|esercito)|gediend\s+(\p{L}+\s+){0,3}(krijgsmacht|leger|defensie)|serviram\s+(\p{L}+\s+){0,3}(for(c|ç)as armadas|ex(e|é)rcito))(?![\p{L}])/iu;
/** Where a position is with the armed forces: the employer's name or the title says so (normalised text). */
export const ARMED_FORCES_POSITION =
  /\b(armed forces|army|navy|air force|royal air force|raf|royal navy|royal marines|us marine corps|military|bundeswehr|heeresflieger|luftwaffe|deutsche marine|streitkrafte|bundesheer|armee de l.air|armee de terre|forces armees|marine nationale|ejercito( de tierra| del aire)?|armada espanola|fuerzas armadas|fuerza aerea|esercito|aeronautica militare|marina militare|forze armate|krijgsmacht|koninklijke (landmacht|luchtmacht|marine)|landmacht|luchtmacht|defensie|exercito|forca aerea|forcas armadas|marinha)\b/;

/**
 * A police force, said of a career (ISCO-08 5412, 3355): "served in a police force", "a police background", "worked in
 * the police", "bei der Polizei gedient", "ont servi dans la police", "han servido en la policía", "hanno servito nella
 * polizia", "bij de politie gewerkt", "serviu na polícia". A verb of service or work, or a word of a career, beside it.
 */
const SERVED_IN_POLICE =
  /(?<![\p{L}])((served|serving|worked|working|career|service|background|experience)\s+(\p{L}+\s+){0,3}(police|policing)|(police|policing) (background|career|service|experience)|ex-police|(polizei|polizeidienst)\s+(\p{L}+\s+){0,3}(gedient|gearbeitet|t(a|ä)tig gewesen)|polizeiliche[nmr]? (hintergrund|laufbahn|vergangenheit)|(servi|travaill(e|é)|carri(e|è)re|pass(e|é))\s+(\p{L}+\s+){0,3}police|anciens? policiers?|(servido|trabajado|carrera|trabalhado|carreira|serviu|serviram)\s+(\p{L}+\s+){0,3}(polic(i|í)a|pol(i|í)cia)|ex(-|\s)?polic(i|í)as?|ex(-|\s)?policia(is|l)|(servito|lavorato|carriera)\s+(\p{L}+\s+){0,3}polizia|ex(-|\s)?poliziott[io]|politie\s+(\p{L}+\s+){0,3}(gediend|gewerkt)|(gediend|gewerkt|loopbaan)\s+(\p{L}+\s+){0,3}politie|oud-politie\p{L}*)(?![\p{L}])/iu;
/**
 * Where a position is with a police force: the employer's name or the title says so (normalised text). A stem of
 * the word in each language ("Kantonspolizei", "Politie Oost", "policía local", "polizia di Stato", "gendarmerie")
 * and the officer's own nouns; not the German "Police" of an insurance policy ("Policenverwaltung").
 */
export const POLICE_POSITION =
  /\b(\w*polizei\w*|polizist\w*|politie\w*|polici(a|as|er|ere|ers|eres|al|ais)|polizia|poliziott[oai]|gendarm\w*|carabinier[ei]|constabulary|police(man|men|woman|women)?)\b/;

/** The forces a career question asks service with: the positions that show it, and the force's name in a sentence. */
const FORCES = {
  armedForces: { position: ARMED_FORCES_POSITION, name: 'the armed forces' },
  police: { position: POLICE_POSITION, name: 'a police force' },
} as const;

/** The force a career question asks about, or null when it asks about something else. */
export function forceAsked(
  career: { kind: string } | null | undefined,
): (typeof FORCES)[keyof typeof FORCES] | null {
  return career?.kind === 'armedForces' || career?.kind === 'police' ? FORCES[career.kind] : null;
}

type CareerQuestion = NonNullable<PersonaReading['career']>;

/** Said before a force in its own sentence, a word of exclusion names it as no part of the question. */
const EXCLUDED_BEFORE =
  /(?<![\p{L}])(no|not|except|excluding|without|kein\p{L}*|nicht|ohne|au(ß|ss)er|pas|sauf|sans|ni|sin|salvo|excepto|non|tranne|senza|geen|niet|zonder|behalve|sem|exceto|n(a|ã)o)(?![\p{L}])/iu;
/**
 * Where a force is asked about in the definition, or Infinity: the force named first is asked about, a later one is
 * excluded ("… served in a police force. Military service does not count."), and so is one after a word of exclusion.
 */
function firstAt(definition: string, re: RegExp): number {
  const m = new RegExp(re.source, re.flags).exec(definition);
  if (!m) return Number.POSITIVE_INFINITY;
  const sentence =
    definition
      .slice(0, m.index)
      .split(/[.;!?]/u)
      .pop() ?? '';
  return EXCLUDED_BEFORE.test(sentence) ? Number.POSITIVE_INFINITY : m.index;
}

/** A definition that asks about positions outside this company, or null. */
function careerQuestion(definition: string): CareerQuestion | null {
  const police = firstAt(definition, SERVED_IN_POLICE);
  if (police < firstAt(definition, SERVED_IN_ARMED_FORCES)) return { kind: 'police' };
  if (SERVED_IN_ARMED_FORCES.test(definition)) return { kind: 'armedForces' };
  const contract = contractTermsAsked(definition);
  if (contract) return { kind: 'contractTerms', terms: contract };
  const terms = termsAsked(definition);
  if (terms) return { kind: terms };
  if (ownerRepresentativesAsked(definition)) return { kind: 'ownerRep' };
  const places = placesOfWork(definition);
  if (places.length > 0) {
    // "… in sales", "im Vertrieb", "dans la finance": a function named in the sentence narrows the place to it.
    // (The place's own noun names no function: "filial", "agence", "branch" is where, not retail.)
    // (Nor does the staff's noun: "het personeel van …" asks for everyone, not HR.)
    const sentence = (definition.split(/[.;!?]/u)[0] ?? '').replace(STAFF_OF_PLACE, '');
    const functions = readTitle(
      sentence
        .split(/\s+/u)
        .filter((w) => !WORKPLACE_NOUN.test(w))
        .join(' '),
    ).functions;
    return functions.length > 0
      ? { kind: 'placeOfWork', places, functions: [...functions] }
      : { kind: 'placeOfWork', places };
  }
  // (People who left and work elsewhere now are former staff: FORMER_STAFF, not this question.)
  if (
    ANOTHER_ORGANISATION.test(definition) &&
    JOB_OR_SEAT.test(definition) &&
    AT_THE_SAME_TIME.test(definition) &&
    !USED_TO_OR_LEFT.test(definition)
  ) {
    // "(volunteering doesn't count)": a part of the definition that names volunteering with a negation.
    const parts = definition.split(/[.;!?()]/);
    const volunteersOut = parts.some(
      (part) => VOLUNTEERING.test(part) && new RegExp(EXCLUSION_MARKER.source, 'iu').test(part),
    );
    return { kind: 'elsewhereNow', volunteersCount: !volunteersOut };
  }
  return null;
}

/**
 * "Support functions", "fonctions support", "Supportfunktionen", "funciones de soporte", "ondersteunende functies"; one
 * of them too ("the head of each support function"), but not the function of customer, IT or technical support.
 */
const SUPPORT_FUNCTIONS =
  /(?<![\p{L}])(?<!(customer|client|it|ict|technical|tech|sales|product|user|service|desk)[\s-]+)(support(ing)?\s+functions?|back[- ]office\s+functions?|fonctions?\s+(de\s+)?support|(support|unterst(u|ü)tzungs)funktion(en)?|funci(ones|(o|ó)n)\s+de\s+(soporte|apoyo)|fun(c|ç)((o|õ)es|(a|ã)o)\s+de\s+(suporte|apoio)|funzion[ei]\s+di\s+supporto|ondersteunende\s+functies?)(?![\p{L}])/giu;

/**
 * The subject of a definition that asks for the terms of a role, not a role (holdouts 84, 85): people lent to us by
 * another employer ("people seconded to us", "secondees", "abgeordnete Mitarbeitende", "salariés détachés", "personal
 * destacado", "dipendenti distaccati", "gedetacheerden") or part-time employees ("employees working part-time",
 * "Teilzeitkräfte", "salariés à temps partiel", "empleados a tiempo parcial", "dipendenti part-time", "deeltijders").
 * Said as the first sentence's subject, before any bracket, after no more than lead-in and staff words; a list
 * that names a job beside them ("Customer service, part-timers too") is a list of roles, not this question.
 */
const SECONDED_SUBJECT =
  /^(secondees?|seconded|secondment|abgeordnete?\p{L}*|entsandte?\p{L}*|d(e|é)tach(e|é)e?s?|destacad[oa]s?|distaccat[ie]|gedetacheerd\p{L}*)$/iu;
const PART_TIME_SUBJECT =
  /^(part-?time(rs?|s)?|parttime(rs?)?|teilzeit\p{L}*|deeltijd\p{L}*|partiel(le)?s?|parcial|parziale)$/iu;
const TERMS_FILLER =
  /^(the|our|current|currently|now|people|persons|those|who|that|are|is|employees|staff|workers|colleagues|team|members|working|work|employed|to|with|for|from|us|here|all|any|die|der|unsere|alle|aktuell|aktuelle|derzeit|mitarbeit\p{L}*|besch(a|ä)ftigte\p{L}*|angestellte\p{L}*|kr(a|ä)fte|arbeiten|bei|uns|in|les|nos|personnes|ceux|qui|travaillent|salari(e|é)s|employ(e|é)s|collaborat\p{L}*|chez|nous|(a|à)|temps|actuellement|los|las|nuestros|personas|que|trabajan|empleados|trabajadores|colaboradores|a|tiempo|con|nosotros|actualmente|os|as|nossos|pessoas|trabalham|funcion(a|á)rios|tempo|connosco|conosco|i|gli|persone|che|lavorano|dipendenti|collaboratori|lavoratori|da|noi|attualmente|de|onze|mensen|werken|medewerkers|werknemers|bij|ons|op|basis|on|an?|in|im|en|em|al|au|van)$/iu;
/** The terms of a contract a definition may ask for (ContractTermsAsked). */
export type ContractTerm = 'partTime' | 'fixedTerm' | 'seasonal' | 'agency';
/**
 * Each contract term as a definition says it, in the seven languages: part-time; a fixed-term or temporary contract
 * (befristet, CDD, contrato temporal/eventual, a termo, a tempo determinato, tijdelijk contract); seasonal work
 * (saisonnier, temporada, sazonal, stagionale, seizoen); an agency worker's assignment (interim, Leiharbeit, ETT,
 * trabalho temporário, interinale, uitzendkracht).
 */
const CONTRACT_TERM_SAID: ReadonlyArray<[ContractTerm, RegExp]> = [
  [
    'partTime',
    /(?<![\p{L}])(part-?time(rs?|s)?|parttime(rs?)?|teilzeit\p{L}*|deeltijd\p{L}*|(a |à )?temps partiel|mi-temps|(a )?tiempo parcial|media jornada|(a )?tempo parcial|(a )?tempo parziale)(?![\p{L}])/giu,
  ],
  [
    'agency',
    /(?<![\p{L}])((temp(orary)?[- ])?(staffing |employment )?agency( workers?| staff| temps?)?|temps|agency|int(e|é)rim\p{L}*|leiharbeit\p{L}*|zeitarbeit\p{L}*|arbeitnehmer(u|ü)berlassung|uitzend\p{L}*|ett|(empresas? de )?trabajo temporal|(ag(e|ê)ncias? de )?trabalho tempor(a|á)rio|interinal\p{L}*|somministra\p{L}*)(?![\p{L}])/giu,
  ],
  [
    'fixedTerm',
    /(?<![\p{L}])((on )?(fixed[- ]term|temporary) (contracts?|employment|employees|staff)|fixed[- ]term|befristet\p{L}*|zeitvertr(a|ä)g\p{L}*|cdd|(contrats? (a|à) )?dur(e|é)e d(e|é)termin(e|é)e|contratos? (temporal(es)?|eventual(es)?|tempor(a|á)rios?|a t(e|é)rmino|a termo|de duraci(o|ó)n determinada|a tempo determinato|a termine)|eventual(es)?|a termo|a t(e|é)rmino|(a )?tempo determinato|tijdelijke? (contract(en)?|dienstverband)|(voor )?bepaalde tijd|temporal(es)?|tempor(a|á)ri[oa]s?)(?![\p{L}])/giu,
  ],
  [
    'seasonal',
    /(?<![\p{L}])(seasonal( workers?| staff)?|saison\p{L}*|temporer[oa]s|de temporada|estacional(es)?|sazona(l|is)|stagional[ei]|seizoen\p{L}*)(?![\p{L}])/giu,
  ],
];
/** Words beside the terms in such a definition: "with", "on a contract", "in a scheme of", "hired directly". */
const CONTRACT_FILLER =
  /^(als|as|comme|como|come|een|un|une|uno|una|um|uma|ein|eine|einem|einen|trabalhador(es|as)?|personal|personale|personnel|personeel|or|and|oder|und|ou|et|o|y|e|of|en|contracts?|contrats?|contratos?|contratti|contratto|vertr(a|ä)ge?n?|contract(en)?|regime|r(e|é)gimen|basis|hired|directly|contratad[oa]s|diretamente|directamente|direttamente|directement|direkt|angestellt|engag(e|é)s|assunti|employed|com|em|no|na|sous|unter|met|onder|sotto|bajo|avec|mit|regime|atualmente|eventual|a|por|per|par|pelo|pela|trabalho|trabajo|lavoro|travail|arbeit|werk)$/iu;

/**
 * A definition whose first sentence asks for the terms of a contract and nothing else: one or more of the terms
 * (CONTRACT_TERM_SAID), with only lead-in, staff and contract words beside them, and a term other than part-time
 * together (one term alone is read as an engagement kind, or part-time by termsAsked). Each term named counts; the
 * agency term only when named itself.
 */
export function contractTermsAsked(definition: string): ContractTerm[] | null {
  let first = (definition.split(/[.;!?:]/u)[0] ?? '').toLowerCase().replace(/[()]/gu, ' ');
  const terms: ContractTerm[] = [];
  for (const [term, said] of CONTRACT_TERM_SAID) {
    const before = first;
    first = first.replace(new RegExp(said.source, said.flags), ' ');
    if (first !== before) terms.push(term);
  }
  // (One term alone is an engagement kind the role reading reads, or termsAsked's part-time.)
  if (terms.length < 2) return null;
  const words = first.split(/[\s,/]+/u).filter((w) => w !== '');
  if (words.length > 14) return null;
  return words.every((w) => TERMS_FILLER.test(w) || CONTRACT_FILLER.test(w)) ? terms : null;
}

function termsAsked(definition: string): 'seconded' | 'partTime' | null {
  const first = (definition.split(/[.;!?:(]/u)[0] ?? '').toLowerCase();
  const words = first.split(/[\s,/]+/u).filter((w) => w !== '');
  if (words.length === 0 || words.length > 12) return null;
  let kind: 'seconded' | 'partTime' | null = null;
  for (const w of words) {
    // "… seconded to us from our parent company", "détachés chez nous par le groupe": where they come from or
    // where they sit says no role.
    if (
      kind === 'seconded' &&
      /^(from|by|at|in|to|von|vom|aus|durch|bei|zu|de|du|des|par|chez|del|desde|por|en|da|dal|dalla|presso|van|uit|door|bij|do|dos|das|pelo|pela|na|no)$/iu.test(
        w,
      )
    )
      break;
    if (SECONDED_SUBJECT.test(w)) kind = kind ?? 'seconded';
    else if (PART_TIME_SUBJECT.test(w)) kind = kind ?? 'partTime';
    else if (!TERMS_FILLER.test(w)) return null;
  }
  return kind;
}

/**
 * The people who represent a company's owners (holdout 76): "people who represent our owners/shareholders",
 * "shareholder representatives", "Vertreter der Gesellschafter", "représentants des actionnaires", "representantes de
 * los accionistas", "rappresentanti dei soci", "vertegenwoordigers van de aandeelhouders", "representantes dos
 * acionistas". A question about who someone is elsewhere, not a job title here.
 */
const OWNER_REPRESENTATIVES =
  /(?<![\p{L}])((represent(s|ing|atives?)?|vertret(en|er\p{L}*)|repr(e|é)sent\p{L}*|representa\p{L}*|rappresent\p{L}*|vertegenwoordig\p{L}*)\s+(of\s+|der\s+|unserer\s+|unsere\s+|die\s+|des\s+|de\s+|d['’]|nos\s+|los\s+|las\s+|a\s+|nuestros\s+|dei\s+|degli\s+|i\s+|gli\s+|nostri\s+|van\s+|onze\s+|dos\s+|os\s+|nossos\s+|our\s+|the\s+|la\s+|het\s+)*(owners?|shareholders?|gesellschafter\p{L}*|eigent(u|ü)mer\p{L}*|aktion(a|ä)r\p{L}*|actionnaires?|propri(e|é)taires?|accionistas?|acionistas?|propietarios?|propriet(a|á)ri[oa]s?|azionisti|soci|aandeelhouders?|eigenaren)|(owners?|shareholders?)['’]?\s+representatives?|gesellschaftervertreter\p{L}*|aandeelhoudersvertegenwoordig\p{L}*|namens\s+(de\s+|onze\s+)?aandeelhouders?)(?![\p{L}])/iu;

/**
 * The definition asks for the owners' representatives alone: the phrase opens it, after no more than "people who",
 * "those who", "our", "die", "quienes", "coloro che" … ("Owners and founders, and people who sit on its board to represent
 * the owner" lists the representatives among others: a list of roles, not this question).
 */
function ownerRepresentativesAsked(definition: string): boolean {
  const first = definition.split(/[.;!?]/u)[0] ?? '';
  const found = OWNER_REPRESENTATIVES.exec(first);
  if (!found) return false;
  // "Owners' representatives on the board", "Vertreter der Gesellschafter im Aufsichtsrat": the board's members (holdout
  // 53), unless the definition says who they are at the owners ("executives or partners of the shareholders").
  if (BOARD_AS_PLACE.test(first) && !EXECUTIVES_OF_OWNERS.test(definition)) return false;
  const before = first.slice(0, found.index).trim();
  return before
    .split(/\s+/u)
    .filter((w) => w !== '')
    .every((w) => LEAD_IN_WORD.test(w));
}
/** A board named as where the representatives sit: "on the board", "im Aufsichtsrat", "au conseil", "in de RvC". */
const BOARD_AS_PLACE =
  /(?<![\p{L}])(on|in|at|im|au|aux|en|no|na|nel|nella|nei|in de|in het)\s+((the|our|its|unseren|unserem|der|de|het|la|le|el|los|o|os|il|i)\s+)?(boards?|aufsichtsr(a|ä)t\p{L}*|beir(a|ä)t\p{L}*|verwaltungsr(a|ä)t\p{L}*|gremien|conseils?|consejos?|conselhos?|consigli[oi]?|raad|raden|rvc|rvb|bestuur|besturen)(?![\p{L}])/iu;
/** Who the representatives are at the owners: "executives or partners of the shareholders", "managers of our owners". */
const EXECUTIVES_OF_OWNERS =
  /(?<![\p{L}])(executives?|partners?|directors?|managers?|officers?)\s+((or|and)\s+\p{L}+\s+)?of\s+(the|our)\s+(shareholders?|owners?|investors?)(?![\p{L}])/iu;
const LEAD_IN_WORD =
  /^(the|our|current|currently|people|persons|those|who|that|die|der|den|unsere|alle|aktuelle|les|nos|personnes|ceux|celles|qui|actuels|los|las|nuestros|quienes|personas|que|i|gli|le|persone|coloro|che|de|onze|mensen|iedereen|huidige|os|as|pessoas|nossos|atuais|all),?$/iu;

/** "Everyone", "all", "todas as pessoas", "alle", "tous", "todos", "tutti", "iedereen": the whole staff. */
const EVERYONE =
  /^\s*(everyone|everybody|all (staff|employees|people|those)|(all )?current (staff|employees|people)|all|anyone|people|todas as pessoas|todos|todas|toda a equipa|alle|jede[rn]?|tous|toutes|tout le monde|toutes les personnes|tutti|tutte|tutte le persone|iedereen|alle medewerkers|quien(es)?|wer)(?![\p{L}])/iu;
/**
 * A place of work named as where people sit: an office, a centre, a site, a branch, in the seven languages
 * ("office(s)", "Büro(s)", "Standort", "Niederlassung", "bureau(x)", "agence", "centro", "oficina(s)", "escritório(s)",
 * "sede", "ufficio/uffici", "kantoor/kantoren", "vestiging(en)").
 */
const WORKPLACE_NOUN =
  /^(offices?|centres?|centers?|sites?|branch(es)?|b(u|ü)ros?|standort\p{L}*|niederlassung\p{L}*|filiale\p{L}*|bureaux?|agences?|centro|centros|oficinas?|escrit(o|ó)rios?|sede|sedi|uffici[o]?|kantoor|kantoren|vestiging(en)?|hub|campus|depots?|d(e|é)p(o|ô)ts?|dep(o|ó)sitos?|filial|filiais|filiales|filiali|succursal(e|es|i)|sucursal(es)?|subsidiar(y|ies)|tochter(gesellschaft)?|dochter(onderneming)?|plants?|usines?|f(a|á)bricas?|fabrieken|fabriek|stabiliment[oi])$/iu;
/**
 * "Les collaborateurs actuels du bureau de Namur", "Alle medewerkers van ons depot in …", "Toda a equipa da filial
 * checa", "the staff of our Lyon plant": the whole staff (a staff noun, maybe "current") of a place of work, said
 * without a verb of working.
 */
const STAFF_OF_PLACE =
  /^\s*((all|the|our|its|current|alle|de|het|die|unsere[rn]?|aktuellen?|le|les|nos|tous|toutes|tout|toute|todos|todas|toda|todo|tutti|tutto|tutta|il|la|lo|a|as|os|los|las|el|nuestros?|nuestras?|nossos?|nossas?|i|gli|nostri|huidige|onze)\s+)*(staff|employees|people|team|teams|workforce|personnel|collaborat(eurs?|rices?)|salari(e|é)s|employ(e|é)s|(e|é)quipes?|medewerkers|personeel|werknemers|mitarbeite\p{L}*|besch(a|ä)ftigte\p{L}*|belegschaft|personal|equipas?|equipos?|plantilla|empleados|colaborador(es|as)|funcion(a|á)rios|trabajadores|trabalhadores|dipendenti|collaboratori|personale|squadra)(\s+(actuels?|actuelles?|current|aktuellen?|huidige|actuales|atuais|attuali))?\s+((of|at|in|from|du|de|des|d['’]|van|bij|der|des|im|am|vom|da|do|das|dos|del|della|dello|delle|dei|degli|di|al|no|na|nel|nella)\s+)*(l['’]|(the|our|its|la|le|el|o|a|ons|onze|het|de|des|der|unseres?|unserem|unserer|nuestr[oa]s?|nosso|nossa|nostro|nostra|notre|nos|il|lo)\s+)?(\p{L}[\p{L}-]*\s+(and|und|et|y|e|en|&)\s+)?(\p{L}[\p{L}-]*\s+)?(\p{L}+)(?![\p{L}])/iu;
/**
 * "A Slovenian d.o.o.", "una S.p.A.", "de B.V.": a company's legal form ends no sentence; its dots go before anything
 * reads sentences ("the directors of a Dutch B.V. do not count" is one sentence, not a new one opening "do not count").
 */
const LEGAL_FORM_DOTS =
  /(?<![\p{L}])(d\.\s?o\.\s?o|d\.\s?d|s\.\s?r\.\s?o|s\.\s?p\.\s?a|s\.\s?r\.\s?l|s\.\s?a\.\s?s|b\.\s?v|n\.\s?v)\.?(?![\p{L}])/giu;
/** A company's legal form after its name ("s.r.o.", "GmbH", "S.A.", "B.V.", "Lda", "S.p.A."): not part of a place. */
const LEGAL_FORM =
  /(?<![\p{L}])(s\.?\s?r\.?\s?o\.?|a\.?\s?s\.?|gmbh( & co\.? kg)?|ag|kg|se|s\.?\s?a\.?(\s?s\.?)?|s\.?\s?a\.?\s?r\.?\s?l\.?|s\.?\s?r\.?\s?l\.?|s\.?\s?p\.?\s?a\.?|s\.?\s?l\.?|b\.?\s?v\.?|n\.?\s?v\.?|bvba|nv|srl|sprl|lda|ltda|ltd|llc|inc|plc|sp\. z o\.o\.|kft|zrt|oy|ab|as|aps)\.?$/iu;
/** Words that work: "work", "arbeiten", "travaillent", "trabajan", "trabalham", "lavorano", "werken", "based". */
const WORKS_VERB =
  /(?<![\p{L}])(work(s|ing)?|based|sit(s)?|arbeite[nt]|t(a|ä)tig|travaill\p{L}*|trabaj\p{L}*|trabalh\p{L}*|lavor\p{L}*|werk(t|en|zaam)?)(?![\p{L}])/iu;

/**
 * "Everyone who works at our Porto centre", "Todas as pessoas que trabalham no centro de serviços do Porto", "Alle,
 * die in unseren Büros in Wien und Zürich arbeiten": a definition of the whole staff by where they work. The places
 * are the capitalised names after the place-of-work noun in that sentence (or just before it: "our Porto centre"),
 * joined by "and", "und", "e", "y", "et", "en", that the reader reads no function or level in; none, no question.
 */
function placesOfWork(definition: string): string[] {
  // (A legal form's dots, "s.r.o.", "S.A.", end no sentence.)
  const sentence = definition.replace(/(?<=\p{L})\.(?=\p{L}|[\s,)])/gu, '·').split(/[.;!?]/u)[0] ?? '';
  const staffOf = STAFF_OF_PLACE.exec(sentence);
  // The place's noun ends the match, or comes just before its last word ("our Graz site", "du bureau de Namur").
  if (staffOf?.slice(-2).some((w) => WORKPLACE_NOUN.test((w ?? '').trim()))) return staffPlaces(sentence);
  if (!EVERYONE.test(sentence) || !WORKS_VERB.test(sentence)) return [];
  const part =
    sentence
      .split(/[,(:–—]/u)
      .find((p) => WORKS_VERB.test(p) && p.split(/\s+/u).some((w) => WORKPLACE_NOUN.test(w))) ??
    sentence.split(/[(:–—]/u)[0] ??
    '';
  const words = part.split(/\s+/u).filter((w) => w !== '');
  const at = words.findIndex((w) => WORKPLACE_NOUN.test(w));
  if (at < 0) return [];
  const isName = (w: string): boolean => isPlaceName(w, ONE_WORD_NAME);
  const places: string[] = [];
  // Before the noun: "our Porto centre", "unser Standort"; after it: "in Wien und Zürich", "de serviços do Porto".
  const before = words[at - 1];
  if (before && isName(before) && at - 1 > 0) places.push(before);
  for (const w of words.slice(at + 1)) {
    if (isName(w)) places.push(w);
    else if (places.length > 0 && !/^(and|und|e|y|et|en|&|or|oder|ou|o|of)$/iu.test(w)) break;
  }
  // "Everyone working for our US subsidiary (Azahar Tile USA)": a bracket just after the noun names the place, a town
  // or the entity's own capitalised name (its legal form aside); a title or headline that names it names the place.
  const rest = sentence.slice(sentence.indexOf(part) + part.length);
  const after = at === words.length - 1 ? rest : '';
  // "… at a branch office or depot rather than at head office (for example Lyon, Graz)": a bracket of examples
  // after the place's phrase names the places, wherever the noun stands in it.
  const examples = EXAMPLES_BRACKET.exec(rest)?.[1];
  const bracket = examples ?? /^\s*\(([^()]*)\)/u.exec(after)?.[1];
  const named = bracket ? bracketPlaces(bracket) : [];
  return named.length > 0 ? named : places;
}

/** A bracket that gives examples ("for example", "e.g.", "z. B.", "bijvoorbeeld", "par exemple", "por ejemplo"). */
const EXAMPLES_BRACKET =
  /^\s*\(\s*(?:for example|for instance|e[.·]\s?g[.·]|such as|z[.·]\s?b[.·]|zum beispiel|etwa|bijvoorbeeld|bv[.·]|zoals|par exemple|p[.·]\s?ex[.·]|comme|por ejemplo|p[.·]\s?ej[.·]|por exemplo|como|ad esempio|per esempio|come)\s*:?,?\s*([^()]*)\)/iu;

/** The places a bracket after a place's noun names: a town ("Graz"), or an entity's capitalised name. */
function bracketPlaces(bracket: string): string[] {
  const places: string[] = [];
  for (const item of bracket.split(/[,;]/u)) {
    const ws = item
      .replace(/·/gu, '.')
      .trim()
      .split(/\s+/u)
      .filter((w) => w !== '');
    const name = ws.join(' ').replace(LEGAL_FORM, '').trim();
    if (ws.length === 1 && isPlaceName(ws[0] ?? '')) places.push(ws[0] ?? '');
    else if (
      ws.length > 1 &&
      name.split(/\s+/u).every((w) => /^\p{Lu}/u.test(w)) &&
      readTitle(name).functions.length === 0
    )
      places.push(name);
  }
  return places;
}

/** A capitalised word ("Porto"), and one that may be hyphenated ("Sint-Truiden"). */
const ONE_WORD_NAME = /^\p{Lu}\p{Ll}+$/u;
const HYPHENATED_NAME = /^\p{Lu}\p{Ll}+(-\p{Lu}?\p{Ll}+)*$/u;
/** A single place's name: capitalised in the given shape ("Namur", "Sint-Truiden"), and no function or level. */
function isPlaceName(w: string, shape: RegExp = HYPHENATED_NAME): boolean {
  if (!shape.test(w) || WORKPLACE_NOUN.test(w) || WORKS_VERB.test(w)) return false;
  const read = readTitle(w);
  return read.functions.length === 0 && read.level === 'individual';
}

/**
 * The places of a definition of the staff of a place of work (STAFF_OF_PLACE): the names after its noun ("du bureau de
 * Namur", "van ons depot in Vlaanderen"), and what the bracket after it says the place is: a town ("(Sint-Truiden)"),
 * a site's noun and its town ("fábrica de Klatovy"), or the subsidiary's own name without its legal form ("Kartonwerk
 * Oberland CZ s.r.o.": a title that names the entity names the place).
 */
function staffPlaces(sentence: string): string[] {
  const open = sentence.indexOf('(');
  const head = (open < 0 ? sentence : sentence.slice(0, open)).split(/[,:–—]/u)[0] ?? '';
  const words = head.split(/\s+/u).filter((w) => w !== '');
  const at = words.findIndex((w) => WORKPLACE_NOUN.test(w));
  const places: string[] = [];
  // Before the noun: "our Graz site", "the Graz and Linz sites".
  for (let i = at - 1; i >= 0; i--) {
    const w = words[i] ?? '';
    if (isPlaceName(w)) places.unshift(w);
    else if (!(places.length > 0 && /^(and|und|et|y|e|en|&)$/iu.test(w))) break;
  }
  for (const w of at < 0 ? [] : words.slice(at + 1)) {
    if (isPlaceName(w)) places.push(w);
    else if (
      !/^(and|und|e|y|et|en|&|or|oder|ou|o|of|in|im|de|du|da|do|di|del|van|von|at|à|a|em|en|ons|our|notre|nuestro|nosso)$/iu.test(
        w,
      )
    )
      break;
  }
  const close = sentence.indexOf(')', open);
  if (open >= 0 && close > open && /^\s*$/u.test(sentence.slice(head.length, open).replace(/^[^(]*$/u, '')))
    for (const item of sentence.slice(open + 1, close).split(/[,;]/u)) {
      const ws = item
        .replace(/·/gu, '.')
        .trim()
        .split(/\s+/u)
        .filter((w) => w !== '');
      const noun = ws.findIndex((w) => WORKPLACE_NOUN.test(w));
      const rest =
        noun >= 0
          ? ws.slice(noun + 1).filter((w) => !/^(de|du|da|do|di|del|van|von|in|im|of|à|a)$/iu.test(w))
          : ws;
      if (rest.length === 1 && isPlaceName(rest[0] ?? '')) places.push(rest[0] ?? '');
      else if (noun < 0 && rest.length > 1 && LEGAL_FORM.test(rest.join(' '))) {
        // A legal entity: its capitalised name without the legal form.
        const name = rest.join(' ').replace(LEGAL_FORM, '').trim();
        if (name.split(/\s+/u).every((w) => /^\p{Lu}/u.test(w))) places.push(name);
      }
    }
  return places;
}

/** How each contract term reads in a summary. */
export const CONTRACT_TERM_NAMES: Record<ContractTerm, string> = {
  partTime: 'a part-time contract',
  fixedTerm: 'a fixed-term contract',
  seasonal: 'a seasonal contract',
  agency: 'an agency assignment',
};

/** The reading of a career question: anyone working here, judged on their positions outside it. */
function careerReading(career: CareerQuestion): PersonaReading {
  const text = forceAsked(career)
    ? `anyone who has served in ${forceAsked(career)?.name}`
    : career.kind === 'ownerRep'
      ? 'anyone here who represents the owners (an executive or partner of a shareholder)'
      : career.kind === 'seconded'
        ? 'anyone here now on secondment from another employer'
        : career.kind === 'partTime'
          ? 'anyone here now who works part-time'
          : career.kind === 'contractTerms'
            ? `anyone here now on ${career.terms.map((t) => CONTRACT_TERM_NAMES[t]).join(' or ')}`
            : career.kind === 'placeOfWork'
              ? `anyone who works at ${career.places.join(' or ')}${career.functions ? ` in ${career.functions.join(' or ')}` : ''}`
              : 'anyone here who also holds a current position at another organisation';
  return {
    kind: 'roles',
    includes: [clauseOf(text)],
    excludes: [],
    prefer: [],
    currentOnly: true,
    formerOnly: false,
    engagements: ['employee', 'founder', 'contractor', 'intern', 'advisor', 'board'],
    career,
    warnings: [],
  };
}

/** "CEO (forstjóri, …)", "X, i.e. Y", "X, also called Y": a term, then the user's own words for it. */
const GLOSS_BRACKET = /\(([^()]{3,80})\)/gu;
const GLOSS_SAID =
  /,?\s+(?:i\.\s?e\.,?|also called|also known as|a\.k\.a\.?)\s+([\p{L}\s-]{3,40}?)(?=[,;.)]|$)/giu;

/**
 * Words that are never a term's gloss, in the languages of the definitions: a bracket that says a scope, a
 * seniority or an example ("(current only)", "(any level)", "(all)", "(e.g. …)") names no job.
 */
const NOT_A_GLOSS =
  /^(?:incl\p{L}*|etc|usw|all|any|too|also|auch|aussi|tambem|tambien|anche|ook|count|counts|here|still|now|like|both|fine|elsewhere|compris|incluidos?|inclusi|nivel|seniority|in|a|an|to|on|at|for|alle|tous|todos|tutti|only|nur|seul\p{L}*|solo|current|former|senior|junior|part-time|full-time|parttime|fulltime|interim|ex|not|nicht|pas|geen|nao|no|non|sin|ohne|sans|and|or|und|oder|et|ou|en|y|o|e|of|van|de|der|die|das|the|les|los|las|het|een|een|staff|team|people|persons?|members?|level|levels|niveau)$/u;

/**
 * Words a gloss may follow in its part of a title: a preposition ("varamaður í stjórn", "member of the bestuur") or
 * a rank ("senior", "yfir", an apprentice's "leerling", "nemi"). After any other word it is a genitive, whose title it is ("aðstoðarmaður forstjóra",
 * the CEO's assistant), not the holder's own.
 */
const GLOSS_AFTER =
  '^(?:(?:senior|junior|lead|chief|deputy|acting|interim|yfir|eldri|trainee|apprentice|leerling|lehrling|apprenti|aprendiz|apprendista|nemi)[\\s-]+)*|(?<![\\p{L}])(?:i|a|in|of|at|on|van|de|du|des|der|den|im|fur|for|hja|vid|til|pa)\\s+';

/** A title's parts, each read on its own for a gloss: "Borstjóri / Drilling manager", "X | Y", "X (Y)". */
const titleParts = (norm: string): string[] =>
  norm
    .split(/\s*(?:[/|,&()·•;+]|\s[-–—]\s)\s*/u)
    .map((part) => part.trim())
    .filter(Boolean);

/** A negation in the part of a sentence before a bracket, in the languages of the definitions. */
const GLOSS_NEGATED =
  /(?<![\p{L}])(not|no|nor|except|excluding|exclude|without|other than|sin|sans|sauf|hors|geen|niet|zonder|behalve|nicht|kein\p{L}*|ohne|ausser|pas|ni|senza|tranne|esclus\p{L}*|nao|nem|exceto|excepto|salvo|ekki|nema|ikke|uten|unntatt)(?![\p{L}])/u;

/** Plural and case endings a gloss word may carry (Icelandic -ar/-ir/-ur/-i, Dutch and English -s/-en, -e). */
const GLOSS_ENDING = /(?:ar|ir|ur|en|s|i|e)$/u;

/**
 * One gloss word as a pattern: the word itself with an ending, or a compound that opens with it and a linking vowel.
 * Not a compound that ends with it: "(Mechanik, Elektronik)" glosses no "Polymechaniker".
 */
const glossPattern = (gloss: string): string => {
  const words = gloss.split(/[\s-]+/u).filter(Boolean);
  if (words.length > 1) return `(?<![\\p{L}])${words.map(escapeRegExp).join('[\\s-]+')}(?![\\p{L}])`;
  const word = words[0] ?? '';
  const stripped = word.replace(GLOSS_ENDING, '');
  const stem = escapeRegExp(stripped.length >= 5 ? stripped : word);
  // "stjórn" → "stjórn", "stjórnarmaður" (a linking vowel, then a noun), "varamaður í stjórn"; never
  // "stjórnstöð", which goes on with a consonant: another word's stem, not this one's.
  return `(?<![\\p{L}])${stem}(?:\\p{L}{0,3}|(?:a|ar|ir|ur|u|e|en|er|-)\\p{L}{3,})(?![\\p{L}])`;
};

/** A gloss read alone names the term's functions and nothing else: no level, no engagement, no other job. */
const sameJobFunction = (alone: PersonaReading, term: Clause): boolean => {
  const clauses = [...alone.includes, ...alone.excludes];
  return (
    clauses.length === 1 &&
    clauses.every(
      (c) =>
        c.functions !== null &&
        c.functions.length > 0 &&
        c.functions.every((f) => term.functions?.includes(f)) &&
        c.roles.length > 0 &&
        c.levels === null &&
        c.engagements === null,
    )
  );
};

/** A gloss the reader does not read: no function, no level above an individual, no engagement of its own. */
const unreadGloss = (gloss: string, reading: PersonaReading, term?: Clause): boolean => {
  const norm = normalizeText(gloss);
  const words = norm.split(/[\s-]+/u);
  if (norm.length < 4 || /[\d.&']/.test(norm) || words.length > 2 || words.some((w) => NOT_A_GLOSS.test(w)))
    return false;
  // ("Clock auctioneers (veilingmeesters)": a single word that reads only the function of the job it glosses is
  // that job in the user's language, not a function of its own.)
  const alone = readRolePersona({ name: 'gloss', definition: gloss });
  if (words.length === 1 && term?.functions && term.roles.length > 0 && sameJobFunction(alone, term))
    return true;
  if ([...reading.includes, ...reading.excludes].some((c) => normalizeText(c.text) === norm)) return false;
  // ("(exec roles, board)": a word the reader reads as a function, level, job or engagement is no gloss.)
  if (
    [...alone.includes, ...alone.excludes].some(
      (c) => c.functions !== null || c.levels !== null || c.roles.length > 0 || c.engagements !== null,
    )
  )
    return false;
  const title = readTitle(gloss);
  // ("Marketing (digital, performance)": a word that gives a manager a function is an example of a specialty.)
  return (
    title.functions.length === 0 &&
    readTitle(`${gloss} manager`).functions.length === 0 &&
    title.levels.every((l) => l === 'individual') &&
    title.engagement === 'employee' &&
    !REGION_WORD.test(norm)
  );
};

/**
 * "CEO (forstjóri, gedelegeerd bestuurder)", "the board of directors (raad van bestuur, stjórn)", "purchasing
 * staff (innkaup)": glosses in brackets (or after "i.e.", "also called") are the user's words for the term before
 * them. Those the reader does not read become the term's `gloss`: a title naming one is that term.
 */
function withGlosses(reading: PersonaReading, definition: string): PersonaReading {
  if (reading.kind !== 'roles') return reading;
  const norm = normalizeText(definition);
  const found: { at: number; words: string[] }[] = [];
  for (const m of definition.matchAll(GLOSS_BRACKET))
    found.push({
      at: m.index ?? 0,
      words: (m[1] ?? '').split(/\s*[,/;]\s*|\s+(?:or|of|oder|ou|o|eller|eða|en|and|og|und|et|y|e)\s+/u),
    });
  for (const m of definition.matchAll(GLOSS_SAID)) found.push({ at: m.index ?? 0, words: [m[1] ?? ''] });
  if (found.length === 0) return reading;
  const glossed = new Map<Clause, string[]>();
  const unnamed: { term: string; words: string[] }[] = [];
  for (const { at, words } of found) {
    // ("Not land surveyors (geodeta)", "sin personal operativo (mozos, técnicos)": a gloss in a negated part glosses
    // what is excluded, and adds nobody.)
    const part =
      definition
        .slice(0, at)
        .split(/[.;:!?]/u)
        .at(-1) ?? '';
    if (GLOSS_NEGATED.test(normalizeText(part))) continue;
    // The include clause nearest before the gloss; the first one when none is written as the definition says it.
    const before = normalizeText(definition.slice(0, at));
    let term: Clause | undefined;
    let best = -1;
    for (const c of [...reading.includes, ...reading.excludes]) {
      const where = before.lastIndexOf(normalizeText(c.text));
      if (where > best) {
        best = where;
        term = c;
      }
    }
    term ??= reading.includes.find((c) => !norm.includes(normalizeText(c.text)));
    const unread = words.map((w) => w.trim()).filter((w) => unreadGloss(w, reading, term));
    if (unread.length === 0) continue;
    // ("The raw-material service (służba surowcowa)": a term the reader did not read, glossed in the user's own
    // words, is a job or a department the title must name in those words: a clause of its own.)
    const said =
      before
        .split(/[,;:.!?]/u)
        .at(-1)
        ?.trim() ?? '';
    // (Only a term's one other name, not a list of examples, and only beside what the definition reads otherwise: a
    // definition of nothing but unread words keeps nobody.)
    // (Nor a term the rest of its sentence denies: "paperwork (gestoría) is not legal work".)
    const rest = normalizeText(definition.slice(at).split(/[.;!?]/u)[0] ?? '');
    if (
      said !== '' &&
      words.length === 1 &&
      !GLOSS_NEGATED.test(rest) &&
      reading.includes.length > 0 &&
      reading.warnings.some((w) => unreadWarning(w) === said)
    ) {
      unnamed.push({ term: said, words: unread });
      continue;
    }
    // ("No guards (vekter)": a gloss of what is excluded adds nobody.)
    if (!term || !reading.includes.includes(term)) continue;
    glossed.set(term, [...(glossed.get(term) ?? []), ...unread]);
  }
  if (glossed.size === 0) return withUnnamedTerms(reading, unnamed);
  // ("Clock auctioneers (veilingmeesters) and whoever leads them": the gloss names the job wherever the definition
  // asks for it again, "Hoofd veilingmeesters" is the auctioneers' head.)
  const jobGloss = new Map<string, string[]>();
  for (const [term, words] of glossed) {
    const jobs = words.filter((w) =>
      sameJobFunction(readRolePersona({ name: 'gloss', definition: w }), term),
    );
    if (jobs.length === 0) continue;
    for (const r of term.roles)
      if (!r.qualifier && !r.area && !r.seniority && !r.specialty)
        jobGloss.set(r.word, [...(jobGloss.get(r.word) ?? []), ...jobs]);
  }
  const withJobGloss = (r: RoleWord): RoleWord => {
    const words = jobGloss.get(r.word);
    if (!words || r.qualifier || r.area || r.seniority || r.specialty) return r;
    const flags = r.test.flags.includes('u') ? r.test.flags : `${r.test.flags}u`;
    return {
      ...r,
      test: new RegExp(
        `(?:${r.test.source})|${words.map((w) => glossPattern(normalizeText(w))).join('|')}`,
        flags,
      ),
    };
  };
  const read: PersonaReading = {
    ...reading,
    includes: reading.includes.map((c) => {
      const words = glossed.get(c);
      const roles = jobGloss.size > 0 ? c.roles.map(withJobGloss) : c.roles;
      if (!words) return roles.some((r, i) => r !== c.roles[i]) ? { ...c, roles } : c;
      return {
        ...c,
        roles,
        gloss: new RegExp(
          `(?:${GLOSS_AFTER})(?:${words.map((w) => glossPattern(normalizeText(w))).join('|')})`,
          'u',
        ),
      };
    }),
  };
  return withUnnamedTerms(read, unnamed);
}

/** The phrase of a "Not understood" warning, normalised. */
const unreadWarning = (w: string): string | undefined => {
  const phrase = /^Not understood: "(.*)"\.$/su.exec(w)?.[1];
  return phrase === undefined ? undefined : normalizeText(phrase).trim();
};

/**
 * Each gloss of an unread term as a clause of its own: a title that names its words (each with any ending, "służba
 * surowcowa" names "Kierownik Służby Surowcowej") is that term. The unread term's warning is answered.
 */
function withUnnamedTerms(
  reading: PersonaReading,
  unnamed: readonly { term: string; words: string[] }[],
): PersonaReading {
  if (unnamed.length === 0) return reading;
  const glosses = unnamed.flatMap((u) => u.words);
  const answered = new Set([...unnamed.map((u) => u.term), ...glosses.map((g) => normalizeText(g).trim())]);
  const clauses: Clause[] = glosses.map((gloss) => {
    const words = normalizeText(gloss)
      .split(/[\s-]+/u)
      .filter(Boolean);
    const stems = words.map((w) => escapeRegExp(w.length > 5 ? w.slice(0, -2) : w));
    return {
      text: gloss,
      quote: gloss,
      functions: null,
      levels: null,
      extendsUp: false,
      roles: [
        {
          word: gloss,
          test: new RegExp(`(?<![\\p{L}])${stems.join('\\p{L}{0,4}[\\s-]+')}\\p{L}{0,4}(?![\\p{L}])`, 'u'),
        },
      ],
      engagements: null,
      it: false,
    };
  });
  return {
    ...reading,
    includes: [...reading.includes, ...clauses],
    warnings: reading.warnings.filter((w) => !answered.has(unreadWarning(w) ?? '')),
  };
}

/** A list of two or more items between a pair of spaced dashes, within one sentence, "including" after it. */
const DASHED_LIST =
  /\s[—–]\s([^—–.;:()]*(?:\([^()]*\))?[^—–.;:()]*,[^—–.;:]*?)\s[—–]\s(?=(?:including|incl\.?|inklusive|einschlie(?:ss|ß)lich|y compris|incluyendo|incluindo|compres[oi]|inclusi|inclusief|plus|as well as)\s)/giu;

/** Operations on the ground in the Romance languages, German and Dutch: airport ground handling. */
const GROUND_OPERATIONS_WORDS =
  /(?<![\p{L}])(opera(?:ç|c)(?:õ|o)es\s+(?:de\s+|em\s+)?terra|operaciones\s+(?:de|en)\s+tierra|op(?:é|e)rations?\s+(?:au\s+)?sol|operazioni\s+(?:di|a)\s+terra|bodenbetrieb\p{L}*|grondoperaties)(?![\p{L}])/giu;

/**
 * Words of an airline or an airport: only there are the operations on the ground its ground handling (a shipping
 * line's "operações em terra" are its shore-based operations, terminals and ports).
 */
const AVIATION_CONTEXT =
  /(?<![\p{L}])(handling|rampa|ramp|escala|airports?|aeropuertos?|aeroportos?|a(?:é|e)roports?|aeroporti|flughafen|luchthaven|flights?|voos?|vuelos?|vols?|voli|pilot\p{L}*|aircraft|aeronaves?|avi(?:ã|a)o|avi(?:ó|o)n|avions?|aerei|airlines?|aerol(?:í|i)neas?|companhias? a(?:é|e)reas?|compagnies? a(?:é|e)riennes?|compagnie aeree|fluggesellschaft\p{L}*|luchtvaartmaatschappij\p{L}*|aviation|avia(?:ç|c)(?:ã|a)o|aviaci(?:ó|o)n|aviazione|luftfahrt|luchtvaart|easa|aesa|anac|enac|dgac)(?![\p{L}])/iu;

/** "O responsável designado", "la responsable designada", "los responsables designados": a nominated person. */
const NOMINATED_PERSON_WORDS =
  /(?<![\p{L}])(?:respons(?:á|a)ve(?:l|(is))|responsables?|responsabil[ei])\s+designad(?:[oa](s)?)(?![\p{L}])/giu;

/**
 * "Customer service and billing", "service client et facturation", "atención al cliente y facturación",
 * "Kundenservice und Abrechnung", "obsługa klienta i rozliczenia": billing named beside customer service is the
 * customers' billing desk (bills, payment plans, collections), a part of that service, not the finance function.
 */
const CUSTOMER_BILLING =
  /(?<![\p{L}])((?:customer|client)\s+(?:service|support|care)|service\s+client(?:s|èle)?|atenci(?:ó|o)n\s+al\s+cliente|atendimento\s+ao\s+cliente|servizio\s+clienti|klantenservice|kundenservice|kundendienst|kundeservice|kundservice|(?:ó|o)bs(?:ł|l)uga\s+klienta|þjónustuver|thjonustuver)\s*(?:and|&|\+|\/|und|et|y|e|en|og|och|i|ou|or)\s*(?:billing|invoicing|collections|facturation|facturaci(?:ó|o)n|fatturazione|faturação|faturacao|facturatie|fakturering|fakturaer|abrechnung|rozliczenia|fakturowanie|innheimta|innheimtu)(?![\p{L}])/giu;

/** "Nominated persons (flight operations, crew training)": the posts in brackets. */
const NOMINATED_POSTS =
  /((?:nominated\s+(?:persons?|postholders?|post-holders?)|postholders?|post-holders?))\s*\([^()]*\)/giu;

/** "Incluindo o X": the Portuguese article "o" is no Spanish "or"; the article goes, "incluindo" stays. */
const INCLUDING_ITEM = /(?<![\p{L}])(incluindo|inclusive)\s+o\s+(?=\p{L})/giu;

function readRolePersona(persona: PersonaInput): PersonaReading {
  const includes: Clause[] = [];
  const excludes: Clause[] = [];
  const prefer: Clause[] = [];
  const warnings: string[] = [];
  const widen = new Set<Engagement>();
  const narrow = new Set<Engagement>();
  let currentOnly = true;
  let formerOnly = false;
  let leftSince: number | undefined;
  // Where the founding family is named: among those asked for, or only among those excluded.
  const familyParts = persona.definition.split(/[.;!?\n]+/).map(splitExclusions);
  const familyKept = familyParts.some((part) => FOUNDING_FAMILY.test(part.keep));
  const familyDropped = familyParts.some((part) => FOUNDING_FAMILY.test(part.drop));
  let readIncludes = 0;
  let unreadIncludes = 0;
  // "Leiter:innen", "Mitarbeiter*innen": one word with its gender ending, not two phrases.
  // "bzw.", "e.g.", "z. B.", "p. ex.": an abbreviation ends no sentence and its one-letter parts are
  // no conjunction ("e" is "and" in Italian and Portuguese), nor a gender ending ("(i").
  // "Whether or not they still work here": former roles count too; the phrase names nobody.
  const everHere = new RegExp(WHETHER_OR_NOT_HERE.source, 'iu').test(persona.definition);
  // "Nobody who has left", "niemand, der gegangen ist", "personne qui a quitté l'entreprise": the
  // people who left are excluded, so current roles only; the phrase names nobody to keep.
  const noLeavers = new RegExp(NOBODY_WHO_LEFT.source, 'iu').test(persona.definition);
  // "Here or at a previous employer", "de formation": a job held anywhere, at any time, counts.
  const background =
    new RegExp(ANY_EMPLOYER.source, 'iu').test(persona.definition) || TITLE_HELD.test(persona.definition);
  const spelledOut = withoutBoardSeatList(
    withoutSlips(persona.definition.replace(LEGAL_FORM_DOTS, (whole) => whole.replace(/[.\s]/g, ''))),
  )
    // "Members of the board of directors", "the board of directors": the board's members, not directors as a
    // level (a board of directors is no head of anything). "The chair of the board of directors" stays.
    // ("Members of the supervisory board or of the board of directors": the "of" repeats "members of".)
    .replace(
      /(?<![\p{L}])(or|and)\s+of\s+(?:the\s+|its\s+|our\s+)?board\s+of\s+directors(?![\p{L}])/giu,
      '$1 board members',
    )
    .replace(BOARD_OF_DIRECTORS, 'board members')
    .replace(REGULATED_OFFICE_GLOSS, '$1')
    // "Assistant unit managers", "assistant store managers": "assistant" before a manager's noun is the
    // manager's deputy, a rank of management (ESCO "assistant manager"), not an assistant (a secretary or an
    // executive assistant) of some department.
    .replace(ASSISTANT_MANAGERS, 'deputy ')
    .replace(ASSISTANT_BEFORE_AGENT, 'deputy ')
    .replace(PLURAL_INITIALISM, pluralInitialism)
    .replace(ADVISORY_BODY_GLOSSED, 'advisory boards')
    .replace(LIST_SUMMED_UP, '')
    .replace(RUNS_THE_ORGANISATION, 'the chief executive')
    .replace(BODY_SAID_NOT_BOARD, '')
    .replace(KINDS_BEFORE_ONE_NOUN, kindsBeforeOneNoun)
    .replace(ENGAGEMENT_HEADING, engagementHeading)
    .replace(LICENSING_BESIDE_RIGHTS, licensingBesideRights)
    .replace(HEADS_TWO_ADJECTIVES, '$1 $2 $3 $1 $4')
    .replace(MAINTENANCE_HEADING, '$1$2 team$4:')
    .replace(TERMS_HEADING, termsHeading)
    // "Regional managers above branch level", "boven vestigingsniveau", "oberhalb der Filialebene": the level
    // the people rank above (or below) is a comparison, not a part of the company they work in.
    .replace(LEVEL_COMPARISON, ' ')
    // "Service advisers", "Kundendienstberater": a workshop's job, read as one word before "advisers" reads as an
    // advisory engagement and "Kundendienst" as customer support.
    .replace(SERVICE_ADVISER_PHRASE, 'service\u2060receptionists')
    // "Finance and insurance managers", "gestores de financiación y seguros": a dealership's F&I desk, one job, read
    // as one word before "and" splits it into finance (the company's own) and insurance.
    .replace(F_AND_I_PHRASE, 'f&i')
    // "The CIO" in a definition about investments (portfolio managers, asset classes, "who runs investments") is
    // the chief investment officer, as at any investor, not the chief information officer.
    .replace(/(?<![\p{L}])CIOs?(?![\p{L}])/gu, (cio: string, _at: number, whole: string) =>
      NAMES_INVESTMENT.test(whole) ? `chief investment officer${cio.endsWith('s') ? 's' : ''}` : cio,
    )
    .replace(RUNS_IT, runsItArea)
    .replace(VEHICLE_OF_MANAGEMENT, (...m: unknown[]) => {
      const groups = m.at(-1) as { en?: string; noun?: string };
      return groups.en ?? groups.noun ?? '';
    })
    // "The 24-hour carers (Slovakia, Romania, Hungary)": where they come from, no criterion (regions.ts).
    .replace(/\s*\(([^()]{3,120})\)/gu, (bracket: string, inner: string) =>
      onlyCountries(inner) ? '' : bracket,
    )
    .replace(WHOEVER_COORDINATES, whoeverCoordinates)
    .replace(WHOEVER_LEADS_THEM, whoeverLeadsThem)
    .replace(WHO_HEADS_AREA, whoHeadsArea)
    // "Customer service and billing": the customers' billing desk, a part of customer service, not finance.
    .replace(CUSTOMER_BILLING, '$1')
    .replace(OFFICE_ADMIN_GLOSS, '$1')
    .replace(SUSPENDED_HYPHEN, suspendedHyphen)
    .replace(SUSPENDED_HYPHEN, suspendedHyphen)
    .replace(FIXED_TERM_STAFF, 'fixed-term contract staff')
    .replace(CONSULTANTS_ADVISING, (_m: string, who: string) =>
      /^(consult|adviseur)/iu.test(who) && !/s$/iu.test(who) ? 'advisor' : 'advisors',
    )
    .replace(STAFF_OR_FREELANCE, (_m: string, mark: string) => (mark === '(' ? '(' : ','))
    .replace(UNLESS_ON_BOARD, ' who do not sit on the board $1')
    .replace(LANGUAGE_LIST_ASIDE, ', ')
    .replace(SERVING_WORD_ASSISTANTS, '$1 $4 $2 $3 $4')
    .replace(NOT_MEANT_HEADING, ' Exclude: ')
    // (The whole sentence is dropped: "No cuenta la seguridad física: vigilantes, control de accesos".)
    .replace(
      OPENS_NOT_COUNTING,
      (...m: unknown[]) =>
        ` Exclude: ${((m.at(-1) as { dropped?: string }).dropped ?? '').replace(/:/g, ',')}`,
    )
    // "Operações de terra", "operaciones en tierra", "opérations sol", "operazioni di terra": an airline's or an
    // airport's operations on the ground are ground handling (ESCO "aircraft ground handler"), not the whole
    // operations function; "o responsável designado" (EASA's nominated person) is a post, never design.
    // "Members of the governing board — board of directors, foundation board, conseil d'administration — including
    // the chair": a pair of spaced dashes around a list is a parenthesis, its items more of the list, not duties.
    // (Single words between the dashes, "— backend, frontend, embedded —", are the job's specialties, left as they are.)
    .replace(DASHED_LIST, (whole: string, list: string) =>
      list.split(/\s*,\s*/u).every((item) => item.trim().split(/\s+/u).length >= 2) ? `, ${list}, ` : whole,
    )
    .replace(GROUND_OPERATIONS_WORDS, (words: string) =>
      AVIATION_CONTEXT.test(persona.definition) ? 'ground operations' : words,
    )
    .replace(NOMINATED_PERSON_WORDS, (_m: string, many?: string) =>
      many ? 'nominated persons' : 'nominated person',
    )
    .replace(INCLUDING_ITEM, '$1 ')
    // "The four nominated persons (flight operations, ground operations …)": the bracket names the posts, and a
    // postholder's title names its post; the areas are no function asked for of their own.
    .replace(NOMINATED_POSTS, '$1')
    // "Instructeurs et examinateurs (TRI, TRE, SFI)": Part-FCL's acronyms, written in capitals, are the type-rating
    // and simulator instructors and examiners.
    .replace(/(?<![\p{L}])(TRI|TRE|SFI|SFE)s?(?![\p{L}])/gu, 'type-rating instructors')
    .replace(PEOPLE_WHO_ADVISE, 'advisers')
    .replace(RATHER_THAN_EMPLOYEES, ' non-employees ')
    .replace(WITHOUT_BEING_EMPLOYEES, ' non-employees ')
    .replace(NOT_ON_PAYROLL, (m: string, who: string, between?: string) =>
      between || /payroll|paie|effectif|mina|pagamento|paga|loonlijst/iu.test(m)
        ? `${who} are not employees`
        : m,
    )
    .replace(NOT_EMPLOYEES, ' non-employees ')
    .replace(ON_OUR_PAYROLL, ' ')
    // "Advisers who are not employees": an adviser already works for us from outside; "non-employees" beside the
    // word adds no second kind (read as one, it kept every contractor).
    .replace(
      /(?<![\p{L}])(advis[eo]rs?|senior advis[eo]rs?|conseill(er|ers|ère|ères)|asesor(es|as)?|consulenti|advisor|adviseurs?|conselheir[oa]s?|berater(in|innen)?)\s*,?\s+non-employees(?![\p{L}])/giu,
      '$1',
    )
    // "People who work with us but are not our employees: freelancers, consultants, staff of outside firms":
    // once the heading reads as non-employees, it is an engagement's heading like any other (ENGAGEMENT_HEADING).
    .replace(WORK_FOR_US_NON_EMPLOYEES, ' non-employees ')
    .replace(ENGAGEMENT_HEADING, nonEmployeeHeading)
    .replace(WHOLE_STAFF, 'Everyone')
    // "Tutto il personale commerciale", "tutta la squadra vendite": "all" before the staff of a function asks for
    // all of that function's staff, as "il personale commerciale" does (unread, the whole clause was lost).
    .replace(
      /(?<![\p{L}])tutt[oa]\s+(?=(il|la)\s+(personale|squadra|forza|rete)\s+(?!(tranne|eccetto|esclus[oi]|salvo|senza|che|e|ed|o)(?![\p{L}]))\p{L})/giu,
      '',
    )
    .replace(LEVEL_PLUS, '$1 and above')
    .replace(EVERYONE_REPORTING, 'people who report to')
    .replace(/\beconomic buyers?\b/giu, 'decision makers')
    .replace(WHO_ARE_LEVEL, (_m, _who, _are, _a, level: string, above?: string) => {
      const word = level.toLowerCase().replace(/s$/, '');
      return ` at ${LEVEL_OF_WORD[word] ?? word} level${above ? ' or above' : ''}`;
    })
    .replace(NON_PEOPLE, (_m, _all, what: string) =>
      /^(management|managerial|managers|leadership|leaders)$/i.test(what)
        ? 'Individual contributors'
        : `Everyone except ${what}`,
    )
    // "Partner:innen außer denen aus der Wirtschaftsprüfung – also Tax, Deals usw.": after a German exclusion,
    // a dash and "also" (that is), "d. h." or "das heißt" restate who remains; those words exclude nobody.
    .replace(RESTATED_AFTER_EXCLUSION, '')
    // "Equity partners of a partnership", "partners of the firm": the firm they are partners of, not the
    // partnerships function.
    .replace(PARTNERS_OF_THE_FIRM, (_m, en?: string) => en ?? 'partners')
    // "Board members representing the shareholders", "sit on its board for an owner": whom a board member
    // represents is no role of theirs (an investor's director is no investor).
    .replace(SIT_ON_BOARD_FOR_OWNER, 'board members')
    .replace(BOARD_FOR_WHOM, '$1')
    .replace(OWNERS_SITTING_ON_THEM, 'board members')
    .replace(OWNERS_ON_THE_BOARD, (_m, board: string) => `${board} members`)
    .replace(
      /(?<![\p{L}])(?:owners?|shareholders?|investors?)['’]?s?\s+representatives?\s+(?:on|in|at)\s+(?:the\s+|our\s+|its\s+)?((?:supervisory\s+)?board)/giu,
      '$1 members',
    )
    .replace(EXECUTIVE_OR_NOT, (span: string) => (NAMES_A_BOARD.test(persona.definition) ? '' : span))
    // "Planners van personeel en ploegen", "planners of staff and crews": one job, the planning of people and shifts
    // (WFM_ASKED); and in a definition that asks for it, "the head of (the) planning" is that planning's head.
    // "Technicians who look after the vehicle fleet", "techniciens qui entretiennent les véhicules": who maintains a
    // fleet is its maintenance (the workshop's trades), not anyone in operations who drives or uses it.
    .replace(WHO_MAINTAIN_FLEET, 'fleet maintenance technicians')
    .replace(PLANNERS_OF_PEOPLE, 'workforce planners')
    .replace(HEAD_OF_PLANNING, (span: string) =>
      WFM_ASKED.test(normalizeText(persona.definition)) ? 'workforce planners' : span,
    )
    // "Ppl who run our own IT": "ppl" is written for people, and "our own X" is our X.
    .replace(/(?<![\p{L}])ppl(?![\p{L}])/giu, 'people')
    .replace(/(?<![\p{L}])(our|their|its)\s+own(?![\p{L}])/giu, '$1')
    // "Advisors to the company or its partners", "Berater der Gesellschafter": whom an advisor advises is no
    // role of the advisor's (the partners named there are no owners asked for); "advisors to the board" stays.
    .replace(ADVISES_WHOM, '$1')
    .replace(ADVISES_MANAGEMENT, 'advisors')
    .replace(ADVISORS_WHOM_BRACKET, '$1$2')
    .replace(OF_EXTERNAL_FIRMS, '$2 $1')
    // "Advisors who advise the company", "che consigliano l'azienda": a relative clause that says the people
    // named advise the company restates what they are; it names no one else.
    .replace(WHO_ADVISE_THE_COMPANY, '')
    // "Associate partners are not owners": the subject is what is not meant.
    // ("Sellers who are not managers", "people who work with us but aren't employees": a relative clause or a
    // "but" says what the people asked for are not; they stay asked for.)
    .replace(ARE_NOT_A, (span: string, start: string, subject: string) =>
      /(?<![\p{L}])(who|that|which|qui|que|che|die|der|welche|quienes|quien|wie|dat|quem|cui|chi|wer|ceux|celles|but|aber|mais|pero|ma|maar|mas)(?![\p{L}])/iu.test(
        subject,
      )
        ? span
        : `${start}Not ${subject}`,
    )
    // "Consejeros (advisors)": the gloss says which of the word's senses is meant.
    .replace(GLOSSED_ADVISORS, '$1')
    // "(per esempio il comitato investimenti)", "(for example the audit committee)": a bracket that opens with
    // a spelled-out "for example" gives an instance of the thing named before it; it asks for no one of its own.
    .replace(SPELLED_OUT_EXAMPLE, '')
    // "Hangar, base and workshop or plant managers", "gestores de hangar ou de base": the manager noun is
    // each place's, so the list is read as one manager of each place.
    .replace(PLACE_LIST_MANAGERS, (list: string, noun: string) =>
      list
        .slice(0, list.length - noun.length)
        .split(/\s*(?:,|\/|\bor\b|\band\b|&)\s*/iu)
        .filter((x) => x.trim() !== '')
        .map((place) => `${place.trim()} ${noun}`)
        .join(', '),
    )
    .replace(
      PLACE_LIST_ROMANCE,
      (_m, noun: string, a: string, b: string) => `${noun} de ${a}, ${noun} de ${b}`,
    )
    // "Recruteurs de cabinets externes", "recruiters from outside agencies": recruiters of an agency.
    .replace(AGENCY_RECRUITERS, 'recruiters on contract')
    // "Not the data scientists pls", "keine Praktikanten bitte": a courtesy word asks for nobody.
    .replace(/(?<![\p{L}])(pls|plz|please|bitte|svp|thx|thanks)(?![\p{L}])/giu, ' ')
    // "Breeders of all crops", "veredelaars van alle gewassen", "Züchter aller Kulturen": every crop the job works on
    // says the job's scope, no function of its own (a crop is no department; holdout 107, a seed breeder).
    .replace(ALL_CROPS, ' ')
    // "Security (SOC) analysts", "safety (SMS/HSE) staff": an acronym in brackets between a modifier and its
    // noun glosses the modifier; the phrase is still "security analysts", "safety staff".
    .replace(/(?<=\p{L})\s*\(\s*[A-Z][A-Z0-9&]{1,6}(\s*\/\s*[A-Z][A-Z0-9&]{1,6})*\s*\)(?=\s+\p{Ll})/gu, '')
    // "SAP/ERP-Entwicklung", "ERP development", "développement SAP": the development of a business system is
    // done by its developers, each system's in turn ("SAP developers, ERP developers"), as a title names them.
    .replace(SYSTEM_DEVELOPMENT, (_m, after: string | undefined, before: string | undefined) =>
      (after ?? before ?? '')
        .split(
          /\s*(?:\/|,|\bund\b|\band\b|\bor\b|\boder\b|\bet\b|\bou\b|\by\b|\bo\b|\be\b|\ben\b|\bof\b)\s*/iu,
        )
        .filter((x) => x !== '')
        .map((system) => `${system} developers`)
        .join(', '),
    )
    .replace(NOT_EMPLOYEES_DE, ' non-employees ')
    // "Tecnici IT interni", "technicien IT interne", "TI internos": the company's own IT is IT; the adjective
    // after it is no word of a job (nor an intern).
    .replace(
      /(?<![\p{L}])(IT|ICT|TI|informatique|inform(?:á|a)tica|informatica|sistemi informativi|sistemas de informaci(?:ó|o)n)\s+(?:interni|interne|interno|interna|internos|internas|internes|internal)(?![\p{L}])/gu,
      '$1',
    )
    // "Sécurité des aliments", "seguridad de los alimentos", "safety of food": the safety of food, spelled
    // out, is food safety (quality), not information security.
    .replace(FOOD_SAFETY_SPELLED_OUT, (_m, safety: string) => foodSafety(safety))
    // "C-suite / MDs only": beside the company's top (C-suite, CEOs, executives), "MD" as written in capitals
    // is a managing director, not a physician (a clinical definition names no C-suite).
    .replace(/(?<![\p{L}])MDs?(?![\p{L}])/gu, (md: string, _at: number, whole: string) =>
      C_SUITE_NAMED.test(whole) ? (md.endsWith('s') ? 'managing directors' : 'managing director') : md,
    )
    // "C-suite / top management": two names of one body, not "C-suite management" (the noun after the
    // slash is not shared: "management" alone would read as every manager).
    .replace(
      /(?<![\p{L}])(c-suite|c-level|c suite|c level|cxos?|top management|executive team|leadership team)\s*\/\s*/giu,
      '$1, ',
    )
    .replace(NOBODY_WHO_LEFT, ' ')
    // (After "Oud-medewerkers:", "Former employees:", the clause restates them: nothing more is read.)
    .replace(FORMER_STAFF, (_m, ...rest) => {
      // (The match's offset is the last number among the arguments, the whole text the string after it.)
      const at = rest.findLastIndex((x) => typeof x === 'number');
      const whole = rest[at + 1] as string;
      const sentence =
        whole
          .slice(0, rest[at] as number)
          .split(/[.;!?]/)
          .at(-1) ?? '';
      return /:\s*$/.test(sentence) && FORMER_ONLY.test(sentence) ? ' ' : 'former employees';
    })
    // (A condition naming a function, "lawyers only if their job is compliance", narrows X: onlyIf.)
    .replace(WHETHER_STANDING, ' ')
    .replace(ONLY_IF_SENTENCE, (sentence) => (onlyIf(sentence.replace(/[.;!?]\s*$/, '')) ? sentence : ' '))
    // "Customer support or customer service (heads, team leads, service-desk managers)": in a definition
    // about customers' support that names no IT, a service or help desk's managers are the customers' desk's.
    .replace(
      /(?<![\p{L}])(service|help)[- ]?desks?(?![\p{L}])/giu,
      (desk: string, _w: string, at: number, whole: string) => {
        // (Its managers or leads only: "help-desk operators" are excluded as the title reads them.)
        const led =
          /^[\s-]*(managers?|leads?|leaders?|heads?|supervisors?)(?![\p{L}])/iu.test(
            whole.slice(at + desk.length),
          ) ||
          /(managers?|responsables?|responsabili|leiter\p{L}*|teamleads?)\s+(of the|du|del|della|de|des|van de)\s+$/iu.test(
            whole.slice(0, at),
          );
        return led && CUSTOMER_SUPPORT_NAMED.test(whole) && !IT_NAMED.test(whole)
          ? `customer service ${desk}`
          : desk;
      },
    )
    // "Informatik (Leitung, Systemtechnik, Support)", "IT: infrastructure, support, projects": a bare "support" in
    // a list an IT heading opens is IT's own support desk, not customer support.
    .replace(IT_HEADED_LIST, (list: string) => list.replace(BARE_SUPPORT, '$1IT support'))
    // "After-sales service managers", "SAV", "posventa", "Kundendienst": the service given after the
    // sale is customer service, not sales ("sales" in the word names no seller).
    .replace(
      /(?<![\p{L}])(after[- ]?sales?( service| services| support)?|(services? )?apr(e|è)s[- ]vente|sav|(servicio )?(de )?pos[- ]?venta|(servi(c|ç)o|assist(e|ê)ncia)? ?(de )?p(o|ó)s[- ]venda|(servizio |assistenza )?post[- ]?vendita|kundendienst\p{L}*|after[- ]?sales[- ]?service)(?![\p{L}])/giu,
      'customer service',
    )
    // "Juniors and interns ok", "Junioren und Praktikanten willkommen": a permission said once after a
    // list of seniorities or engagements is said of each; the first is no bar on the others.
    .replace(
      SENIORITY_LIST_PERMITTED,
      (_m, first: string, conj: string, second: string, ok: string) =>
        `${first} ${ok} ${conj} ${second} ${ok}`,
    )
    // "Engineers incl. their leads": the abbreviation is "including", which adds a phrase to a list.
    .replace(/(?<![\p{L}])incl\.(?=\s)/giu, 'including')
    .replace(WHETHER_OR_NOT_HERE, ' ')
    .replace(WHETHER_THEY_RUN_IT, ' ')
    .replace(EITHER_KIND_OR_NOT, (_whole, before: string) => (before.trim() === '(' ? '(' : ' '))
    // "Videomonteurs/editors", "Cutter/Editoren": a picture editor's word and "editors" after its slash name one job,
    // the picture editor (film and video editors, ISCO-08 2654), not the newsroom's editors.
    .replace(PICTURE_EDITORS_SLASHED, 'video editors')
    // "Quality assurance and audits", "calidad y auditorías": audits joined to quality are its audits, not finance's.
    .replace(QUALITY_AND_AUDITS, '$1 quality audits')
    // "Air traffic controllers in our towers: controllers, tower supervisors": a bare "controllers" in a definition
    // that names air traffic controllers is theirs, not finance's.
    .replace(ATC_CONTROLLERS_LISTED, (whole: string, ...rest: unknown[]) =>
      ATC_WORD.test(normalizeText(String(rest[rest.length - 1]))) ? 'air traffic controllers' : whole,
    )
    .replace(ANY_EMPLOYER, ' ')
    // "Directeurs de filiale (directeur général de filiale, Geschäftsführer, country manager)": examples
    // in brackets after heads of subsidiaries name those heads, so a bare "Geschäftsführer", "managing
    // director" or "CEO" among them runs a subsidiary, not the company itself.
    .replace(
      SUBSIDIARY_EXAMPLES,
      (_, before: string, inside: string) =>
        `${before}(${inside.replace(BARE_TOP_EXECUTIVE, 'country manager')})`,
    )
    // "Managing directors of foreign subsidiaries", "directeurs généraux des filiales": the heads of the
    // subsidiaries are country heads ("filiales" names no retail branch here).
    .replace(SUBSIDIARY_HEADS, ' country managers ')
    // "Toutes les personnes actuellement chez nous qui sont pharmaciens": "the people (here) who are" names
    // nobody; what follows it is the criterion ("qui sont parties", "qui ne sont plus" are read as leavers).
    .replace(
      /(?<![\p{L}])((toutes|tous)\s+)?(les\s+)?personnes(\s+(actuellement|aujourd'hui|chez nous|ici|dans l'entreprise|en poste)){0,3}\s+qui\s+sont\s+((actuellement|aujourd'hui)\s+)?(des\s+)?(?!(pas|plus|ne|n'|parti|partie|partis|parties|encore|toujours|chez|ici|en poste|actuellement)(?![\p{L}]))/giu,
      'les ',
    )
    .replace(WHATEVER_CURRENT_JOB, (whole) => (background ? ' ' : whole))
    .replace(ABBREVIATION, (whole) => (/^(bzw|resp)/i.test(whole) ? ' or ' : ', '))
    .replace(DUTCH_OR, (whole: string, offset: number, text: string) =>
      DUTCH_WORDS.test(text) || /^C[A-Z]{1,3}Os?(?![\p{L}])/u.test(text.slice(offset + whole.length))
        ? ' or '
        : whole,
    );
  const definition = asNonExecutiveChairs(
    asLearningAndDevelopment(asOneHealthAndSafety(withoutRestatedAcronyms(withoutGenderEndings(spelledOut)))),
  )
    // "Directeur administratif et financier": one title (the French CFO), not a list cut at "et".
    .replace(
      /(?<![\p{L}])(directeurs?|directrices?) administrati(f|fs|ve|ves) et financi(er|ers|(e|è)re|(e|è)res)(?![\p{L}])/giu,
      'DAF',
    )
    // "CEO, CFO etc.", "enz.", "usw.", "ecc.": "and so on" closes a list of examples; it names nobody.
    .replace(/(?<![\p{L}])(etc|enz|usw|ecc|etcetera|etc(e|é)tera)\.?(?![\p{L}])/giu, ' ')
    // "RR. HH.", "R.R.H.H.": one abbreviation (recursos humanos), not a sentence that ends after "RR".
    .replace(/(?<![\p{L}])R\.?\s?R\.\s?H\.?\s?H(?![\p{L}])\.?/giu, 'RRHH')
    // "Adm. direktør": the Danish and Norwegian managing director (ISCO-08 1120), not a sentence that ends after "adm".
    .replace(/(?<![\p{L}])adm\.\s?(direkt(ø|o)r(en)?)(?![\p{L}])/giu, 'administrerende $1')
    // "Junior and senior engineers": both ends of seniority, so no bar at all.
    .replace(
      /(?<![\p{L}])(juniors?|seniors?)\s*(and|or|&|\/|und|oder|et|ou|y|o|e|en|of)\s*(juniors?|seniors?)(?![\p{L}])/giu,
      ' ',
    )
    // "Staff and principal engineers", "senior, staff, principal": ranks above senior, said of engineers
    // or listed beside "senior", are that seniority; "staff" is no word for every employee there.
    .replace(
      /(?<![\p{L}])(staff|principal|distinguished)(?=[\s-]+((software|data|backend|frontend|platform|ml|cloud|systems?)[\s-]+)?(engineers?|developers?|ingenieur\p{L}*|ingenier[oa]s?|ing(e|é)nieurs?|engenheir[oa]s?|ingegner[ei]|entwickler\p{L}*|d(e|é)veloppeu\p{L}*|desarrollador\p{L}*|desenvolvedor\p{L}*|sviluppator\p{L}*|ontwikkelaars?)(?![\p{L}]))/giu,
      'senior',
    )
    .replace(
      /(?<![\p{L}])(seniors?)((\s*,\s*|\s*\/\s*|\s+(and|or|und|oder|et|ou|y|o|e|en|of)\s+)(staff|principal|distinguished))+(?![\p{L}])/giu,
      '$1',
    )
    // "Equipo pedagógico y de contenidos", "contenidos didácticos", "educational content": content that
    // teaches is the curriculum, not marketing's content.
    .replace(
      /(?<![\p{L}])(pedag(o|ó)gic\p{L}*|p(a|ä)dagogisch\p{L}*|p(e|é)dagogi\p{L}*|pedagogi\p{L}*|did(a|á)ctic\p{L}*|didaktisch\p{L}*|did(a|á)ttic\p{L}*|educational|educativ\p{L}*|learning|e-?learning)\s+(y|e|et|and|und|en|&)\s+((de|des|of|dei|del|delle|degli|der|van|do|dos|das|da)\s+)?(contenidos?|contents?|contenus?|conte(u|ú)dos?|contenuti|inhalte?n?)(?![\p{L}])/giu,
      '$1 curriculum',
    )
    .replace(
      /(?<![\p{L}])(contenidos?|contents?|contenus?|conte(u|ú)dos?|contenuti|inhalte|lerninhalte)\s+(did(a|á)ctic\p{L}*|didaktisch\p{L}*|did(a|á)ttic\p{L}*|p(e|é)dag(o|ó)gic\p{L}*|educativ\p{L}*|formativ\p{L}*)(?![\p{L}])/giu,
      'curriculum',
    )
    .replace(
      /(?<![\p{L}])(educational|learning|e-?learning|didactic|course|teaching|lern|lehr)[\s-]*(contents?|inhalte)(?![\p{L}])/giu,
      'curriculum',
    )
    // "Mechanik-/Fahrzeug-Ingenieur:innen", "Vertriebs- und Marketing-Leiter": German compounds whose
    // first parts are listed with a hyphen share the last part, so each is a whole compound
    // ("Mechanik-Ingenieur / Fahrzeug-Ingenieur"), never the bare shared noun ("Ingenieur": any engineer).
    // Dutch writes them the same way, in lower case: "HR- en people-leiders" are HR-leiders and
    // people-leiders, not all of HR beside the people leaders.
    .replace(
      /(?<![\p{L}])((?:\p{L}+-\s*(?:\/|,|und|oder|en|of|&)\s*)+)(\p{L}+)-(\p{Lu}\p{L}*|\p{Ll}{3,})(?![\p{L}-])/gu,
      (_, firsts: string, last: string, shared: string) =>
        [...firsts.split(/-\s*(?:\/|,|und|oder|en|of|&)\s*/u).filter((x) => x !== ''), last]
          .map((x) => `${x}-${shared}`)
          .join(' / '),
    )
    // "Schicht- und Produktionsleiter", "Werkstatt- bzw. Instandhaltungsleitung": the same with a last
    // part closed into one word; each first part takes its ending, a level or a job ("Schichtleiter /
    // Produktionsleiter"), never stays a bare area of its own ("Werkstatt-": anyone in the workshop).
    .replace(
      /(?<![\p{L}])((?:\p{L}+-\s*(?:\/|,|und|oder|or|sowie|en|of|&)\s*)+)(\p{L}+?)(leiter(?:in|innen)?|leitung|f(?:u|ü)hrer(?:in|innen)?|meister(?:in|innen)?|manager(?:in|innen)?|chef(?:in|innen)?|verantwortliche[rn]?|techniker(?:in|innen)?|mechaniker(?:in|innen)?|elektriker(?:in|innen)?|ingenieur(?:in|innen|e)?|entwickler(?:in|innen)?|leiders?)(?![\p{L}-])/giu,
      // Each separator stays ("Lagerleiter oder Filialleiter" is still one list of a subject).
      (_, firsts: string, stem: string, ending: string) =>
        `${firsts.replace(
          /(\p{L}+)-\s*(\/|,|und|oder|or|sowie|en|of|&)\s*/giu,
          (_w, first: string, sep: string) =>
            `${first}${ending.toLowerCase()}${sep === ',' ? ',' : ` ${sep}`} `,
        )}${stem}${ending}`,
    )
    // "Salesmanagers of -directeuren", "Vertriebsleiter und -direktoren": the second compound shares the
    // first one's opening part, which the leading hyphen stands for ("salesdirecteuren"); alone it
    // would name only its last part ("-directeuren": any director).
    .replace(
      /(?<![\p{L}])(\p{L}+?)(manager(?:s|in|innen)?|directeur(?:en|s)?|directrices?|director(?:s|en)?|direktor(?:en|in|innen)?|leiter(?:in|innen)?|leitung|leiders?|chef(?:s|in|innen)?|medewerkers?|mitarbeiter(?:in|innen)?|verkopers?|verkaufer(?:in|innen)?|adviseurs?|berater(?:in|innen)?)(\s*(?:\/|,|und|oder|or|and|en|of|&)\s*)-(\p{L}{3,})(?![\p{L}-])/giu,
      (_, stem: string, head: string, sep: string, next: string) => `${stem}${head}${sep}${stem}${next}`,
    )
    // "Conseil de surveillance / d'administration", "Head of Sales / of Marketing": an alternative after a
    // slash that starts with the preposition of the phrase before it completes that phrase's noun
    // ("conseil d'administration"); alone it would name only the complement ("administration").
    .replace(
      SLASHED_COMPLEMENT,
      (_, head: string, first: string, prep: string) => `${head}${first} / ${head} ${prep}`,
    )
    .replace(
      SLASHED_COMPLEMENT,
      (_, head: string, first: string, prep: string) => `${head}${first} / ${head} ${prep}`,
    )
    // "Geschäftsführender Gesellschafter": the managing partner, not a shareholder ("Gesellschafter").
    .replace(/gesch(a|ä)ftsf(u|ü)hrende[rn]?\s+gesellschafter(in|innen)?/giu, 'managing partner')
    // "Of any department", "di qualunque reparto", "aus jeder Abteilung": names no function ("reparto"
    // alone would read as operations), so it asks for nothing and narrows nothing.
    .replace(ANY_DEPARTMENT, ' ')
    // "Lehrpersonen aller Fächer", "enseignants de toutes les matières": every subject taught, no narrowing.
    .replace(ANY_SUBJECT, ' ')
    // "De qualquer escola e valência", "of every site": every school or site, no narrowing.
    .replace(ANY_SCHOOL_OR_SITE, ' ')
    // "Die den Bau leiten oder steuern": the verb "steuern" (to steer) beside another verb is no tax ("Steuern").
    .replace(STEER_VERB, '$1')
    // "(ISO certifications, audits, GDPR)": audits beside certifications are certification audits.
    .replace(/\(([^()]*)\)/gu, certificationAudits)
    // "Operadores y responsables de la sala de control de seguridad": both nouns are the control room's, one job.
    .replace(CONTROL_ROOM_PEOPLE, 'security control room staff')
    // "Including operators who serve on it", "auch Schichtarbeiter, die ihr angehören": people named by their
    // membership of the team just named are its members, no group of their own (not every operator).
    .replace(SERVE_ON_IT, ' ')
    .replace(ON_THE_BOARD_TOO, '$1')
    // "Control room people (operators and supervisors)": the jobs in the bracket are the group's, so the operators
    // are the control room's, not every operator.
    .replace(GROUP_PEOPLE_BRACKET, '$1 $2 $3 $4')
    // "Ingegneri e tecnici degli impianti critici – elettrici, meccanici –": one job, its kinds in dashes.
    .replace(CRITICAL_FACILITIES_PEOPLE, 'critical facilities staff')
    // "Below the executive committee", "por debajo del comité de dirección": a ceiling, so what it
    // names is excluded, never asked for.
    // ("The VPs below them": a pronoun names no ceiling of its own.)
    .replace(BELOW, (...m) => {
      const ceiling = String(m.at(-1)?.ceiling ?? '').trim();
      // "Entwickler:innen unterhalb der Managementebene (Entwickler, Senior, Staff)": a list in
      // parentheses right after the ceiling names who is below it, the people asked for, unless it
      // names the ceiling's own levels ("below the C-suite (CEO, CFO)").
      const list = String(m.at(-1)?.list ?? '');
      const ceilingLevels = readPhrase(ceiling).levels;
      const listNamesCeiling =
        list !== '' && [...readPhrase(list.replace(/[()]/g, ' ')).levels].some((l) => ceilingLevels.has(l));
      const listOfBelow = list !== '' && !listNamesCeiling;
      // "Directors and heads below VP level don't count", "Direktoren unterhalb der VP-Ebene zählen
      // nicht": the noun before "below" is what the sentence drops; the ceiling is not excluded.
      const dropped = SUBJECT_EXCLUSION.exec(ceiling);
      if (
        dropped &&
        /\p{L}/u.test(
          String(m.at(-2))
            .slice(0, Number(m.at(-3)))
            .split(/[.;:]/)
            .at(-1) ?? '',
        )
      )
        return ` ${ceiling.slice(dropped.index)}${list}`;
      // "No managers below director level", "keine Manager unterhalb der Bereichsleitung": after an
      // excluded noun, "below X" only qualifies that noun; the ceiling itself is not excluded.
      const before = String(m.at(-2)).slice(0, Number(m.at(-3)));
      const clause = before.slice(
        Math.max(...[',', ';', ':', '.', '(', ')'].map((c) => before.lastIndexOf(c))) + 1,
      );
      const pronoun =
        /^(them|those|that|this|these|it|him|her|us|ihnen|eux|elles?|ellos|ellas|loro|hen|hun|eles|elas)(?![\p{L}])/iu.test(
          ceiling,
        );
      if (!pronoun && EXCLUDED_NOUN_BEFORE.test(clause)) return list;
      if (pronoun) return String(m[0]);
      // A ceiling read as no level ("diretoria executiva" unread) excludes only what it names; one that
      // already reaches the top ("below the executive team": owners, C-level) has nobody more senior.
      const aboveCeiling =
        ceilingLevels.size > 0 && Math.max(...[...ceilingLevels].map(levelRank)) < levelRank('owner');
      const excluding = `, excluding ${listOfBelow ? ceiling : `${ceiling}${list}`}${aboveCeiling ? ' and anyone more senior' : ''}`;
      return listOfBelow ? `${list}${excluding};` : excluding;
    })
    // "Members of the founding family" are read as founders here; the family itself is `family` below.
    .replace(
      new RegExp(
        `${FAMILY_MEMBERS.source}${FOUNDING_FAMILY.source.slice('(?<![\\p{L}])'.length)}([\\s-]+members?)?`,
        'giu',
      ),
      'founders',
    )
    // "The support functions" (finance, HR, IT, legal: the back office) name no function of their own, least of
    // all customer support: "heads of the support functions - finance, HR" heads each function listed.
    .replace(SUPPORT_FUNCTIONS, 'functions')
    // "Der internen Informatik", "des internen Einkaufs": the German adjective's case endings are the word "interne",
    // in-house, which names no function of its own.
    .replace(/(?<![\p{L}])(intern)(en|er|es|em)(?![\p{L}])/giu, '$1e')
    // "People whose role at the company has ended", "those whose employment here is over": people named
    // by the end of their role here are former staff, as "former employees" are.
    .replace(WHOSE_ROLE_ENDED, 'former employees')
    .replace(ALSO_THOSE_LEFT, ', including former employees')
    .replace(ALSO_FORMER, ', including former employees')
    .replace(new RegExp(NOW_ONLY_ADVISING.source, 'giu'), ', including advisors')
    .replace(NOW_ONLY_ON_BOARD, (m) =>
      TO_THE_BOARD_VERB.test(m) || EXECUTIVE_BODY_NAMED.test(m)
        ? m
        : ', including former employees and the board',
    )
    // "SDR's", "CEO's": a Dutch (and loose English) plural of an acronym is its plural, not a word "'s".
    .replace(/(?<![\p{L}])([A-Z]{2,})['’]s(?![\p{L}])/gu, '$1s')
    .replace(OR_ABOVE, '$1 $2\u2060$3')
    .replace(DOWN_TO_MOST_JUNIOR, ', at any level')
    .replace(JOB_RANGE, splitJobRange)
    .replace(JOB_RANGE_FR, splitJobRange)
    .replace(UP_TO_JOB, (whole: string, high: string, at: number, text: string) =>
      readFunctions(normalizeText(high), high).functions.length > 0 && /:[^.!?]*$/.test(text.slice(0, at))
        ? `. ${high}`
        : whole,
    )
    .replace(
      ROMANCE.test(persona.definition) && !DUTCH.test(persona.definition) ? PREPOSITION_EN : /$^/,
      'en\u2060',
    )
    .replace(ALSO_THOSE_GONE, ', including former employees')
    .replace(WHETHER_GONE, ', including former employees')
    .replace(STILL_HERE_OR_NOT, ', including former employees')
    .replace(HELD_BEFORE, ', including former employees')
    .replace(ALSO_USED_TO_BE, ', including former employees')
    // "Integration partners", "ISV partners": a word naming what a partnership is about makes the
    // partners companies the partnerships team works with, not the firm's owner-partners.
    // "Technology & integration partners": a kind paired with it is a kind of partner too.
    .replace(PARTNER_KIND, (whole, pair: string | undefined, kind: string) =>
      ownerOrJobPartner(kind)
        ? whole
        : `${(pair ?? '').replace(/[\p{L}][\p{L}-]*(?=\s*(&|and|\/|or)\s*$)/iu, (w) =>
            personNoun(readPhrase(w)) ? w : `${w} partnerships`,
          )}${kind} partnerships`,
    )
    // "CRO" is the chief revenue officer or the chief risk officer: the definition's topic decides.
    .replace(/\bCROs?\b/g, (cro) =>
      RISK_TOPIC.test(normalizeText(persona.definition)) &&
      !REVENUE_TOPIC.test(normalizeText(persona.definition))
        ? `chief risk officer${cro.endsWith('s') ? 's' : ''}`
        : cro,
    )
    .replace(EXCLUDED_AFTER, '$1excluding $2')
    // "(IT/CIO is not engineering.)": a bracket that ends its own sentence closes before the full stop,
    // so the sentence split below leaves the bracket whole (an aside that drops its subject). An ellipsis
    // ("CCO...)") is "and so on", no end of a sentence: it is left as it stands.
    .replace(/(?<![.!?])([.!?])\s*\)/g, ')$1');
  const sentences = definition
    .split(/(?<!\b(?:e\.g|i\.e|etc|sr|jr|vs|incl))[.!?\n]+(?=\s|$)/i)
    .flatMap((sentence) => {
      // "Accountants of any level (controlling / FP&A is not accounting)": a bracket that drops its own
      // subject is a sentence of its own; what it drops is the bracket's subject, not the noun it ends on.
      const asides: string[] = [];
      sentence = sentence.replace(/\(([^()]*)\)/g, (whole, inner: string) => {
        if (!SUBJECT_EXCLUSION.test(inner.trim())) return whole;
        asides.push(inner.trim());
        return ' ';
      });
      // "A Geschäftsführer is management, not board": a sentence that files its subject elsewhere drops
      // the subject; the "not board" after it is no exclusion of the board.
      return [sentence.replace(FILED_ELSEWHERE, ' do not count'), ...asides];
    })
    .flatMap((sentence) => {
      // "…; physical security (guards) does not": a segment that drops its subject stands alone.
      const segments = sentence.split(';').flatMap(permittedThenNot);
      const dropping = segments.filter((s) => SUBJECT_EXCLUSION.test(s) || ELLIPTIC_EXCLUSION.test(s));
      const neither = segments.filter((s) => /^\s*(neither|nor)\s/i.test(s));
      const kept = segments.filter((s) => !dropping.includes(s) && !neither.includes(s)).join(', ');
      return [
        kept,
        ...neither,
        ...dropping.map((s) => (SUBJECT_EXCLUSION.test(s) ? s : `${s} do not count`)),
      ];
    });
  for (const raw of sentences) {
    let sentence = raw;
    if (sentence.trim() === '') continue;
    if (RANKING_SENTENCE.test(sentence)) {
      prefer.push(
        ...clausesOf(
          sentence.replace(/^\s*\w+\s*/, ' ').replace(/\b(first|top|higher|before|above)\b/gi, ' '),
          [],
        ).clauses,
      );
      continue;
    }
    // "Marketing people do not count", "Physical security … is NOT in scope": the subject is dropped.
    // "X do not count": X runs back to the last colon, semicolon or dash; "neither do X": X follows.
    // "Ex dipendenti che non lavorano più da noi": in a persona of former employees, "no longer work
    // here" restates it; its "non" starts no exclusion.
    if (FORMER_ONLY.test(sentence)) sentence = sentence.replace(NO_LONGER, ' ');
    // "Exclude the lawyers themselves", "die Anwälte selbst", "les avocats eux-mêmes": the emphasis names no one.
    sentence = sentence.replace(REFLEXIVE_EMPHASIS, ' ');
    // "I'm planning a picnic", "nous recrutons des ingénieurs": the writer's own verb names no function.
    sentence = withoutWritersOwnVerb(sentence);
    // "Could you tell me a good joke about beer and lawyers?": a request for something that is not people
    // (a joke, a poem, a recipe, the weather) names no one to keep, even when its topic is a job.
    const asked = normalizeText(sentence);
    if (
      (NOT_PEOPLE_REQUEST.test(asked) && (ASKS_YOU.test(asked) || OPENS_WITH_REQUEST.test(asked))) ||
      ADVICE_REQUEST.test(asked)
    ) {
      warnings.push(`Not a request for people: "${sentence.trim()}".`);
      unreadIncludes++;
      continue;
    }
    const subject = SUBJECT_EXCLUSION.exec(sentence);
    const neither = /^\s*(neither|nor)\s+(do|does|is|are|will)\s+/i.exec(sentence);
    const from = subject
      ? Math.max(...[':', ';', '–', '—'].map((c) => sentence.lastIndexOf(c, subject.index)))
      : -1;
    let { keep, drop } = neither
      ? { keep: '', drop: sentence.slice(neither[0].length) }
      : subject
        ? { keep: sentence.slice(0, Math.max(from, 0)), drop: sentence.slice(from + 1, subject.index) }
        : splitExclusions(sentence);
    // "Left … in 2023 or later": a year bound on the end of the last role here, read before the rest.
    const bound = YEAR_BOUND.exec(keep);
    if (bound) leftSince = Number(bound[1] ?? bound[2]);
    // "Former co-founders who left are still founders", "ehemalige Gründer zählen auch": the past
    // marker adds the people who left to the others, it does not narrow the persona to them.
    // "People who founded it but have since left count too": the leaving said after another verb.
    const leftToo =
      STILL_COUNTS.test(keep) && (USED_TO_OR_LEFT.test(keep) || LEFT_AFTER.test(keep))
        ? keep
            .replace(STILL_COUNTS, ' ')
            .replace(new RegExp(LEFT_AFTER.source, 'giu'), ' ')
            .replace(new RegExp(USED_TO_OR_LEFT.source, 'giu'), ' ')
        : null;
    const alsoFormer = !STILL_COUNTS.test(keep)
      ? null
      : (readFormerOnly(keep.replace(STILL_COUNTS, ' ')) ?? leftToo);
    if (alsoFormer !== null) {
      currentOnly = false;
      keep = alsoFormer;
    }
    const former = alsoFormer === null ? FORMER_ONLY.exec(keep) : null;
    // Without "former employees" up front, the bound alone goes: "who left" still says former.
    if (bound && !former) keep = keep.replace(new RegExp(YEAR_BOUND.source, 'giu'), ' ');
    if (former) {
      formerOnly = true;
      currentOnly = false;
      keep = keep.replace(FORMER_ONLY, ' ');
      if (bound) keep = keep.replace(YEAR_BOUND_CLAUSE, ' ');
      // "People who left the company recently, and who work elsewhere now": any former employee.
      if (leftSince !== undefined) keep = keep.replace(LEAVER_FILLER, ' ');
      // "Former employees, including the co-founders who left": what follows a widening word comes on
      // top of the former employees, it does not narrow them to itself.
      const widened = wideningAt(keep);
      const before = widened ? keep.slice(0, widened.index) : keep;
      if (clausesOf(before, []).clauses.length === 0) {
        const tail = widened ? keep.slice(widened.index + widened[0].length) : '';
        // (Engagement words after it, "including contractors", still widen who counts, further down.)
        keep = !widened
          ? `${keep}, anyone`
          : clausesOf(tail, []).engagementsOnly
            ? `${before} anyone, ${keep.slice(widened.index)}`
            : `${before}, anyone`;
      }
    }
    const onlyFormer = former || alsoFormer !== null ? null : readFormerOnly(keep);
    if (onlyFormer !== null) {
      formerOnly = true;
      currentOnly = false;
      keep = onlyFormer;
    }
    // "Former employees, managers, advisors and board members": in a persona of former staff, the staff
    // named as one item of the list are anyone who left (the others come on top); "former" at the head
    // of the list scopes every item, so none of them narrows the employees to itself.
    // So the list keeps anyone who left, and its kinds of engagement (advisors, the board) widen who
    // counts; a list that names a function or a job ("former employees in sales, marketing") is left as it is.
    const staffFirst =
      former !== null && new RegExp(STAFF_NOUN, 'iu').test(former[0]) && LIST_AFTER.test(keep);
    if (formerOnly && (staffFirst || STAFF_ITEM.test(keep))) {
      const others = clausesOf(keep.replace(new RegExp(STAFF_ITEM.source, 'giu'), '$1 '), []).clauses;
      if (others.every((c) => c.functions === null && c.roles.length === 0)) {
        for (const c of others) for (const e of c.engagements ?? []) widen.add(e);
        keep = 'anyone';
      }
    }
    // "Current employees AND people who used to be PMs here and have left": a sentence naming both the
    // current staff and those who left asks for both, whichever it names first.
    if (CURRENT_STAFF_WORD.test(keep) && USED_TO_OR_LEFT.test(keep)) currentOnly = false;
    // "(ex-founders too)", "ehemalige Gründer auch": a past-marked job with "too" adds those who held it
    // to the current ones; the job stays a job the persona asks for.
    if (PAST_JOB_TOO.test(keep)) {
      currentOnly = false;
      keep = keep.replace(new RegExp(PAST_JOB_TOO.source, 'giu'), '$<job>');
    }
    // "Owners …, current or retired", "actuels ou retraités": the retired are former holders, asked for too.
    if (CURRENT_OR_RETIRED.test(keep)) {
      currentOnly = false;
      keep = keep.replace(new RegExp(CURRENT_OR_RETIRED.source, 'giu'), ' ');
    }
    if (FORMER_TOO.test(keep)) {
      currentOnly = false;
      keep = keep.replace(new RegExp(FORMER_TOO.source, 'gi'), ' ');
    }
    if (CURRENT_ONLY.test(keep)) keep = keep.replace(new RegExp(CURRENT_ONLY.source, 'gi'), ' ');
    // "…, including contractors", "…, ook werkstudenten en freelancers": the engagement words after a
    // widening word, in any language, widen, they do not select.
    const widening = wideningAt(keep);
    if (widening && widening.index > 0 && keep.slice(0, widening.index).trim() !== '') {
      // Inside parentheses ("(inclusi i rappresentanti …) e advisor") the widening ends at their close.
      const inParens = keep.lastIndexOf('(', widening.index) > keep.lastIndexOf(')', widening.index);
      const close = inParens ? keep.indexOf(')', widening.index) : -1;
      const tail = keep.slice(widening.index + widening[0].length, close >= 0 ? close : undefined);
      const read = clausesOf(tail, []);
      if (read.engagementsOnly) {
        for (const c of read.clauses) for (const e of c.engagements ?? []) widen.add(e);
        keep = keep.slice(0, widening.index) + (close >= 0 ? keep.slice(close) : '');
      }
    }
    // "Unser Hörbuch-Team, freie Sprecher eingeschlossen", "the fleet, apprentices included": a kind of
    // engagement with "included" after it widens who counts, as "including" before it does; it asks for
    // no one of its own (read as a clause, it kept every freelancer of every function).
    keep = keep.replace(new RegExp(INCLUDED_AFTER.source, 'giu'), (whole: string, what: string, ...rest) => {
      const read = clausesOf(what, []);
      // "Alle Mitarbeitenden der Notrufzentrale, Leitung eingeschlossen": a seniority alone said included after a
      // job the title must name, at any level, is that job's own heads, whom the job keeps already; read alone it
      // kept every head of the company.
      const at = rest.find((r) => typeof r === 'number') as number | undefined;
      if (
        at !== undefined &&
        read.clauses.length > 0 &&
        read.clauses.every((c) => c.functions === null && c.roles.length === 0 && c.levels !== null)
      ) {
        const before = clausesOf(keep.slice(0, at), []).clauses;
        if (before.length > 0 && before.every((c) => c.roles.length > 0 && c.levels === null)) return ' ';
      }
      if (!read.engagementsOnly || read.clauses.length === 0) return whole;
      for (const c of read.clauses) for (const e of c.engagements ?? []) widen.add(e);
      return ' ';
    });
    keep = withoutDuties(keep);
    // "Lawyers only if their actual job is compliance": the condition's words narrow the job before it.
    const condition = onlyIf(keep);
    if (condition) keep = condition.keep;
    // "Anyone who leads a sales team", "ppl who lead sales teams": the leaders it describes, as in an exclusion.
    keep = anyoneWhoLeads(keep);
    sentence = keep;
    const kept = clausesOf(keep, warnings);
    const conditioned = kept.clauses.at(-1);
    if (condition && conditioned)
      kept.clauses[kept.clauses.length - 1] = {
        ...conditioned,
        functions: conditioned.functions && [...new Set([...conditioned.functions, ...condition.functions])],
        alsoFunctions: condition.functions,
        alsoWords: condition.words,
        ...(condition.job ? { roles: [bothJobs(conditioned.roles, condition.job)] } : {}),
      };
    // "Revenue management e pricing: revenue managers e diretores de revenue", "Pessoas da contabilidade:
    // contadores, …": a heading that names a part of a function (an area the title must name) is the
    // topic of the jobs listed after its colon; a job there in the same function with no job word of its
    // own is of that part, not all the function.
    const colon = keep.indexOf(':');
    // (Phrases read "I&D", "F&E" as "R&D", so the heading is compared as they read it.)
    const headingText = asRandD(keep.slice(0, Math.max(colon, 0)));
    const heading = colon > 0 ? kept.clauses.find((c) => headingText.includes(c.text)) : undefined;
    const areas = heading?.roles.filter((r) => r.area) ?? [];
    if (heading && areas.length > 0 && heading.functions)
      for (const [index, c] of kept.clauses.entries()) {
        // A bare job word ("contadores") that would take anyone at its level in the function takes
        // anyone in the heading's part instead.
        const loose = c.roles.every((r) => r.orIndividual);
        if (c === heading || !loose || !keep.slice(colon).includes(c.text)) continue;
        // "Technical asset management: head of technical, technical managers": a level named by the
        // heading's word for its function ("technical"), not by its part ("asset"), is that function's
        // leadership, whose titles need not name the part. (A bare level, "— jefes y técnicos", or one named
        // by the part itself, "gerentes de fábrica" under "Produção / fábrica", is the part's.)
        if (
          c.roles.length === 0 &&
          c.levels &&
          c.levels.length > 0 &&
          !c.levels.includes('individual') &&
          namesHeadingFunction(c.text, headingText, areas)
        )
          continue;
        if (!(c.functions ?? []).every((fn) => heading.functions?.some((h) => covers(h, fn)))) continue;
        if (!c.functions) continue;
        // A production trade of its own ("tanoeiros", a cooperage's coopers) already is that part of operations.
        if (c.functions.every((fn) => PRODUCTION_TRADES.includes(fn))) continue;
        const jobs = c.roles.map(({ orIndividual: _, ...r }) => r);
        kept.clauses[index] = { ...c, roles: [...jobs, ...areas] };
      }
    // "Anyone in marine / transport insurance: hull, cargo, P&I – brokers, account managers, claims
    // adjusters": a heading naming a line of insurance (a domain, not a function) narrows every job listed
    // after it to that line: the title must name the line or one of its branches. A claims handler or a
    // broker of other lines is not one.
    const lines = colon > 0 ? normalizeText(keep.slice(0, colon)).match(INSURANCE_LINE_HEADING) : null;
    if (lines) {
      const compounds = normalizeText(keep).replace(
        /(transport|luftfahrt|kasko)versicherung/g,
        '$1 versicherung',
      );
      const named = [...new Set(compounds.match(INSURANCE_LINE_WORDS) ?? [])];
      const words = new RegExp(`(?<![a-z])(${named.join('|')})`);
      for (const [index, c] of kept.clauses.entries())
        kept.clauses[index] = { ...c, alsoFunctions: c.alsoFunctions ?? [], alsoWords: c.alsoWords ?? words };
    }
    // "Everyone in the women's team: players, coaches", "equipa feminina", "Frauenmannschaft": a club's women's team
    // (or section) named as the whole of what is asked narrows every job listed to it; the title must name the
    // women's side. A player or a coach of the men's or a youth team is not one.
    // So does a club's youth academy ("Youth academy staff: coaches, support staff", "cantera", "Nachwuchsleistungszentrum"): the
    // title must name the academy or a youth age group.
    // (Only a heading before the colon names the whole; a definition that names the men's or first team too
    // asks for both.)
    for (const [section, side] of CLUB_SECTIONS)
      if (
        colon > 0 &&
        section.test(normalizeText(keep.slice(0, colon))) &&
        !OTHER_TEAMS.test(normalizeText(keep))
      )
        for (const [index, c] of kept.clauses.entries())
          kept.clauses[index] = {
            ...c,
            alsoFunctions: c.alsoFunctions ?? [],
            alsoWords: c.alsoWords ?? side,
          };
    // "Personal de TI: CIO, soporte técnico": an area listed under a heading's function (at any level),
    // which a title would file under that function when it names it ("soporte técnico TI" is IT
    // support), is that function's area, not everyone in another function (customer service agents).
    // So is a clause that names the heading's own word, though the word alone reads as another
    // function ("Revenue management: … directors of revenue", where "revenue" alone is sales).
    const topic = heading?.functions?.length === 1 ? heading.functions[0] : undefined;
    const topicWords = topic
      ? normalizeText(FUNCTION_WORDS[topic])
          .split(/[^a-z]+/)
          .filter((w) => w.length >= 4 && w !== 'management')
      : [];
    if (heading && topic)
      for (const [index, c] of kept.clauses.entries()) {
        if (c === heading || c.roles.length > 0 || c.engagements || !c.functions) continue;
        if (!keep.slice(colon).includes(c.text) || c.functions.some((fn) => covers(topic, fn))) continue;
        const text = normalizeText(c.text);
        // "I&D: cientistas, desenvolvimento analítico": under an R&D heading, "development" with no
        // software word is the R&D department's development (analytical, formulation, product), not
        // software engineering.
        const developsHere =
          topic === 'research' &&
          /\b(development|developpement|desarrollo|desenvolvimento|sviluppo|entwicklung|ontwikkeling)\b/.test(
            text,
          ) &&
          !/\b(software|web|app|apps|mobile|frontend|backend|full ?stack|game|platform)\b/.test(text);
        const namesTopic = developsHere || topicWords.some((w) => new RegExp(`\\b${w}`).test(text));
        if (namesTopic || readTitle(`${c.text} ${FUNCTION_WORDS[topic]}`).functions[0] === topic)
          kept.clauses[index] = { ...c, functions: [topic] };
      }
    // "Individual-contributor sellers: account executives, field sales": under a heading that asks for
    // individual contributors only, a function listed after its colon with no job or level of its own
    // is that function's individual contributors, not everyone up to its executives.
    if (heading?.levels?.length === 1 && heading.levels[0] === 'individual' && heading.functions)
      for (const [index, c] of kept.clauses.entries()) {
        if (c === heading || c.roles.length > 0 || c.engagements || c.levels || !c.functions) continue;
        if (!keep.slice(colon).includes(c.text)) continue;
        if (!c.functions.every((fn) => heading.functions?.some((h) => covers(h, fn)))) continue;
        kept.clauses[index] = { ...c, levels: ['individual'] };
      }
    // "Ingenieros de energía: eléctricos, civiles, de red y de diseño de plantas": under a heading that
    // names a job, an item with no job, level or engagement of its own that begins with "de", "di",
    // "of" … says which kind of that job ("de diseño de plantas": design engineers), not another
    // function's staff (designers, operations): the title must name the heading's job, in the heading's
    // function or the item's own ("Ingeniera de Diseño Eléctrico" reads as design).
    // (The heading as its phrase reads it: "Ingenieros/as" is "Ingenieros".)
    const plainHeading = headingText.replace(/\/(as|a|es|e|os|innen|in)\b/g, '');
    const jobHeading =
      heading ?? (colon > 0 ? kept.clauses.find((c) => plainHeading.includes(c.text)) : undefined);
    const headingJob = jobHeading?.functions ? jobHeading.roles.filter((r) => !r.area && !r.qualifier) : [];
    if (jobHeading?.functions && headingJob.length > 0)
      for (const [index, c] of kept.clauses.entries()) {
        // (After the heading in the sentence: its list's words may have been regrouped.)
        if (index <= kept.clauses.indexOf(jobHeading) || c.roles.length > 0 || c.engagements || c.levels)
          continue;
        if (!/^(de|di|du|des|del|della|da|do|of|van|von)\s/i.test(c.text.trim())) continue;
        kept.clauses[index] = {
          ...c,
          functions: [...new Set([...jobHeading.functions, ...(c.functions ?? [])])],
          roles: headingJob,
        };
      }
    // "ATSEP: engineers and technicians who maintain …", "Rundfunktechnik: Ingenieure und Techniker für Sender": a
    // heading that is a job the title must name, with no function, seniority or engagement of its own, then a
    // colon and bare kinds of worker (engineers, technicians, with no job of their own): the list says what such
    // people are, so each item is the heading's job, not everyone its bare word would take.
    const jobOnlyHeading =
      colon > 0
        ? kept.clauses.find(
            (c) =>
              headingText.includes(c.text) &&
              c.roles.length > 0 &&
              c.roles.every((r) => HEADING_ONLY_JOBS.has(r.word)) &&
              c.functions === null &&
              c.levels === null &&
              c.engagements === null,
          )
        : undefined;
    if (jobOnlyHeading)
      for (const [index, c] of kept.clauses.entries()) {
        if (index <= kept.clauses.indexOf(jobOnlyHeading) || c.engagements) continue;
        if (c.levels && !(c.levels.length === 1 && c.levels[0] === 'individual')) continue;
        // (An item the heading's own job already names keeps that job, whatever function its words lent it.)
        const same =
          c.roles.length > 0 && c.roles.every((r) => jobOnlyHeading.roles.some((h) => h.word === r.word));
        if (
          !same &&
          !(c.roles.every((r) => r.word === 'engineers') && BARE_WORKER.test(normalizeText(c.text)))
        )
          continue;
        kept.clauses[index] = { ...c, functions: null, levels: null, roles: jobOnlyHeading.roles };
      }
    levelsUnderHeading(kept.clauses, keep, colon);
    // "Department heads at the Comune: the dirigenti who lead an area or service": a heading of bare
    // leaders (a level, no function, job or engagement) before a colon whose list names the leaders' job
    // says only what kind of people the list holds; the list says which, so the heading keeps no one of
    // its own (else it would keep every head of the company). (The chiefs or a board before a colon are
    // a body of their own, left as they are.)
    if (colon > 0) {
      const before = keep.slice(0, colon);
      const after = keep.slice(colon);
      const bare = (c: Clause): boolean =>
        c.levels !== null &&
        !c.levels.some((l) => l === 'c_level' || l === 'owner') &&
        c.functions === null &&
        c.roles.length === 0 &&
        c.engagements === null;
      const headings = kept.clauses.filter((c) => before.includes(c.text) && !after.includes(c.text));
      const listed = kept.clauses.filter((c) => !headings.includes(c));
      if (
        headings.length > 0 &&
        headings.every(bare) &&
        listed.some((c) => c.roles.length > 0 && !c.roles.some((r) => r.area))
      )
        kept.clauses.splice(0, kept.clauses.length, ...listed);
      // "Directie: CEO (algemeen directeur), CFO en COO", "Executive board: CEO and CFO": a heading that names the top
      // body as chiefs (C-level, no function, job or engagement) before a colon whose list names each chief by
      // office (a C-level in a function, or the chief executive) says which chiefs are asked for; the heading
      // adds no other chief (a CIO or a CRO is not among "CEO, CFO en COO").
      const chiefs = (c: Clause): boolean =>
        c.levels?.every((l) => l === 'c_level') === true &&
        c.functions === null &&
        c.roles.length === 0 &&
        c.engagements === null;
      const namedChief = (c: Clause): boolean =>
        c.levels?.includes('c_level') === true && (c.functions !== null || c.roles.length > 0);
      // (Only a body named as such, the directie, the Geschäftsleitung, the executive board, and a list with no
      // "etc." or "and the like": "C-suite: CEO, CFO, CTO …" names examples of a level, every chief counts.)
      if (
        MANAGEMENT_BODY.test(before) &&
        !OPEN_LIST.test(persona.definition) &&
        headings.length > 0 &&
        headings.every(chiefs) &&
        listed.length > 0 &&
        listed.every(namedChief)
      )
        kept.clauses.splice(0, kept.clauses.length, ...listed);
    }
    onlyNarrows(kept.clauses);
    // "… : comercio, aparcamientos, concesiones. Solo managers y directores": a sentence that opens with
    // "only" and names bare levels (no function, job or engagement) says which levels of what the sentences
    // before it named are meant; it adds no manager or director of any other function.
    onlyLeadersIn(keep, kept.clauses);
    if (!onlyLevelsNarrowBefore(keep, kept.clauses, includes)) includes.push(...kept.clauses);
    // "Everyone in marketing at any level": interns are a level too.
    if (kept.anyLevel) widen.add('intern');
    if (kept.unread > 0) unreadIncludes += kept.unread;
    readIncludes += kept.read;
    if (drop.trim() !== '') {
      // "… whose role has ended", "former employees": a past-tense exclusion asks for current roles,
      // it does not drop the function or level it mentions.
      // In a persona of former employees only, "esclusi gli ex stagisti" names the role they held
      // here (interns): the past marker is the persona's own, so it goes and the role stays.
      // Each part with the separator before it: "warehouse or store managers" stays one list.
      const pieces = anyoneWhoLeads(drop.replace(IN_MANAGEMENT, '\u2062')).split(
        new RegExp(`(${PHRASE_SEPARATOR.source})`, 'iu'),
      );
      let pairs = pieces
        .map((part, i) => (i % 2 === 0 && part !== undefined ? { sep: pieces[i - 1] ?? '', part } : null))
        .filter((x): x is { sep: string; part: string } => x !== null && x.part.trim() !== '')
        .map(({ sep, part }) => ({ sep, part: formerOnly ? part.replace(FORMER_PREFIX, ' ') : part }));
      // "Only ex-employees; current staff don't count": dropping everyone here asks for former staff.
      // So does "anyone who still holds a role here", "anyone still employed": whoever is here now.
      const stillHere = (part: string): boolean =>
        CURRENT_STAFF_EXCLUSION.test(part) || STILL_HERE_PERSON.test(part);
      if (pairs.some(({ part }) => stillHere(part))) {
        formerOnly = true;
        currentOnly = false;
        pairs = pairs.filter(({ part }) => !stillHere(part));
      }
      // "Former leaders … Not current leaders": in a persona of former staff only, an exclusion of the
      // CURRENT holders of a role restates that scope; it does not drop the role they held here.
      if (formerOnly) pairs = pairs.filter(({ part }) => !CURRENT_HOLDERS.test(part));
      const parts = pairs.map(({ part }) => part);
      const past = parts.filter((part) => PAST_EXCLUSION.test(part));
      if (past.length > 0 && !formerOnly) currentOnly = true;
      // "Investors or board members who didn't found it": the exclusion spares the founders.
      const unlessFounder = parts.some((part) => NOT_FOUNDER.test(part) || NO_STAKE.test(part));
      // "Investors who hold no board seat", "executives who just report to the board": it spares the
      // people who sit on the board.
      const unlessBoard = parts.some((part) => NOT_ON_BOARD.test(normalizeText(part)));
      // "SDRs and AEs who don't lead a team": the exclusion spares the ones who lead one.
      const unlessLeads = parts.some((part) => NO_TEAM.test(part));
      // "Compliance people who are not lawyers": the exclusion spares the lawyers.
      const unlessFunctions = [
        ...new Set(
          parts.flatMap((part) => {
            const m = NOT_ROLE.exec(part);
            return m ? functionsOf(m[m.length - 1] ?? '') : [];
          }),
        ),
      ];
      // "Founders of other companies": roles elsewhere never count, so nothing is left to drop. Said
      // after a list joined by "or"/"and" ("founders or partners of other companies", "fundadores o
      // socios de otras empresas"), the place qualifies every noun of that list.
      const elsewhere = pairs.map(({ part }) => ELSEWHERE.test(part));
      for (let i = pairs.length - 1; i > 0; i--)
        if (
          elsewhere[i] &&
          LIST_JOIN.test(pairs[i]?.sep ?? '') &&
          /^\s*((the|les|los|las|die|de|het|i|gli|le|os|as)\s+)?[\p{L}-]+\s*$/iu.test(
            pairs[i - 1]?.part ?? '',
          )
        )
          elsewhere[i - 1] = true;
      const dropText = pairs
        .filter(({ part }, i) => !PAST_EXCLUSION.test(part) && !elsewhere[i] && !ONLY_RELATIVE.test(part))
        .map(
          ({ sep, part }, i) =>
            `${i === 0 ? '' : subject && LIST_JOIN.test(sep) ? ` ${sep.trim()} ` : ', '}${withoutQualifier(part).replace(RELATIVE, '')}`,
        )
        .join('');
      // "I consulenti non avvocati", "consultants not lawyers": a "not" right after a noun qualifies
      // it (consultants who are not lawyers); it never starts a list that drops the lawyers.
      const qualified = dropText.replace(
        /(?<![\p{L}])([\p{L}]{3,})\s+(non|not|no|nicht|niet|n(a|ã)o)\s+[\p{L}-]+/giu,
        (whole, noun: string) =>
          /^(and|und|oder|et|ou|or|nor|but|aber|mais|pero|ma|maar|mas|also|auch|aussi|tambi(e|é)n|anche|ook|tamb(e|é)m|ni|neither|excluding|except|exclude|esclusi|excluir|exclure)$/i.test(
            noun,
          )
            ? whole
            : noun,
      );
      // "Not engineering managers, CTOs or VPs, and not data scientists": each "not" starts its own list.
      for (const group of qualified
        .replace(new RegExp(EXCLUSION_MARKER.source, 'giu'), '\u0000')
        .split('\u0000')) {
        if (group.trim() === '') continue;
        // "Não incluir a qualidade", "do not include marketing": the verb of the exclusion is no role.
        const object = group.replace(
          /^\s*(include|count|consider|incluir|inclure|compter|includere|contare|considerar|considerare|einbeziehen|einschlie(ss|ß)en|ber(u|ü)cksichtigen|meenemen|meetellen)(?![\p{L}])/iu,
          ' ',
        );
        // "Not vets who are now purely in management": the managers and leaders of what the phrase names,
        // whatever their title says (a Group Clinical Director), unless their profile says they still practise.
        const managing = object.includes('\u2062');
        const dropped = clausesOf(object.replace(/\u2062/g, ' '), warnings, true);
        for (const read of dropped.clauses) {
          const c: Clause =
            managing && read.functions
              ? {
                  ...read,
                  roles: read.roles.filter((r) => r.qualifier),
                  levels: [...LEADERS, 'manager'],
                  extendsUp: false,
                  unlessPractising: true,
                }
              : read;
          if (isEngagementOnly(c)) for (const e of c.engagements ?? []) narrow.add(e);
          excludes.push({
            ...c,
            ...(FIXED_TERM_CONTRACT.test(normalizeText(c.text ?? '')) ? { fixedTerm: true } : {}),
            ...(unlessFounder ? { unlessFounder } : {}),
            ...(unlessBoard ? { unlessBoard } : {}),
            ...(unlessLeads ? { unlessLeads } : {}),
            // (Never on an exclusion of that function itself: "outside lawyers" are lawyers.)
            ...(unlessFunctions.length > 0 &&
            !(c.functions ?? []).some((f) => unlessFunctions.some((u) => covers(f, u) || covers(u, f)))
              ? { unlessFunctions }
              : {}),
          });
        }
      }
    }
  }
  const otherExamples = [...persona.definition.matchAll(/([^.;:,()]*)\(([^()]*)\)/g)]
    .filter((m) => OTHER_THAN_ASKED.test(normalizeText(m[1] ?? '').trim()))
    .map((m) => normalizeText(m[2] ?? ''));
  // "No other HR roles", "keine anderen Vertriebsrollen", "ningún otro puesto de finanzas": "other"
  // sets the exclusion against what the definition asks for, so it drops the rest of that function and
  // spares the part of it an inclusion names (recruiters within HR).
  for (const [index, c] of excludes.entries()) {
    if (!c.functions || c.roles.length > 0) continue;
    const other = OTHER_THAN_ASKED.test(normalizeText(c.text));
    // "No other HR roles (HR business partners, payroll, heads of HR)": the examples in brackets are
    // the other roles too, so "heads of HR" spares the lead of the part an inclusion asks for.
    const example = otherExamples.some((inside) => inside.includes(normalizeText(c.text)));
    if (!other && !example) continue;
    const asked = includes.flatMap((inc) =>
      (inc.functions ?? []).filter(
        (fn) => c.functions?.some((wide) => covers(wide, fn)) && (other || !c.functions?.includes(fn)),
      ),
    );
    if (asked.length > 0)
      excludes[index] = { ...c, unlessFunctions: [...new Set([...(c.unlessFunctions ?? []), ...asked])] };
  }
  // An exclusion read as a whole function that an inclusion asks for would drop everyone it keeps:
  // its words were a job within the function ("agenti di commercio"), so the title must say them.
  for (const [index, c] of excludes.entries()) {
    if (c.levels || c.roles.length > 0 || c.engagements || !c.functions || c.unlessFunctions) continue;
    // An inclusion that names a job of any function ("IT-Prüfer", "IT auditors") whose words, read as a
    // title, are in the excluded function ("nicht die interne IT") is swallowed too: so are its titles.
    const namedJob = includes.some(
      (inc) =>
        inc.functions === null &&
        inc.roles.length > 0 &&
        readTitle(inc.text).functions.some((fn) => c.functions?.some((asked) => covers(asked, fn))),
    );
    const swallows =
      namedJob ||
      includes.some((inc) =>
        (inc.functions ?? []).some((fn) => c.functions?.some((asked) => covers(asked, fn))),
      );
    const words = normalizeText(c.text)
      .split(/[^a-z0-9&-]+/)
      .filter((w) => w.length > 2 && !FILLER.test(w) && !EXCLUSION_MARKER.test(w));
    // One word is enough when it would drop the definition's own topic ("legal other than paralegals").
    const topic =
      namedJob ||
      (includes[0]?.functions ?? []).some((fn) => c.functions?.some((asked) => covers(asked, fn)));
    if (swallows && (words.length > 1 || (topic && words.length > 0)))
      excludes[index] = { ...c, roles: [phraseRole(words)] };
  }
  // "HR people other than recruiters do not count", "not HR people apart from the recruiters": in an exclusion,
  // "X other than Y" drops X but spares Y; Y is the exception, not a second exclusion (when the definition asks
  // for Y). So Y's clause goes, and X's spares Y's functions.
  for (const [index, c] of [...excludes.entries()].reverse()) {
    const spared = excludes[index + 1];
    if (!spared?.functions || index < 0) continue;
    const quote = (t: string): string => escapeRegExp(t.trim());
    const said = new RegExp(
      `${quote(c.text)}\\s+(?:other than|apart from|besides|except(?: for)?)\\s+(?:the\\s+)?${quote(spared.text)}`,
      'iu',
    ).test(persona.definition);
    const asked = includes.some((inc) =>
      (inc.functions ?? []).some((fn) => spared.functions?.some((f) => covers(f, fn) || covers(fn, f))),
    );
    if (!said || !asked) continue;
    excludes[index] = {
      ...c,
      unlessFunctions: [...new Set([...(c.unlessFunctions ?? []), ...spared.functions])],
    };
    excludes.splice(index + 1, 1);
  }
  // "Keine Recruiting-Leute (auch nicht deren Leitung)", "no recruiters, nor their managers": the
  // exclusion of a job drops the ones who lead it as well.
  if (THEIR_LEADS_TOO.test(normalizeText(persona.definition)))
    for (const [index, c] of excludes.entries())
      if (c.roles.length > 0 && c.levels === null) excludes[index] = { ...c, levels: [...LEVELS] };
  // "Partner:innen außer denen aus der Wirtschaftsprüfung", "partners other than the audit partners": when
  // every inclusion asks for owners (partners) only, an exclusion naming a job or area is said of them (a
  // job's exclusion otherwise spares whoever ranks above a manager, who leads the job).
  const aboveManagers = includes.flatMap((inc) => inc.levels ?? ['individual' as Level]);
  if (includes.length > 0 && aboveManagers.every((l) => l === 'owner'))
    for (const [index, c] of excludes.entries())
      if (c.roles.length > 0 && c.levels === null && !c.engagements)
        excludes[index] = { ...c, levels: [...new Set(aboveManagers)] };
  // "Product designers …; not graphic designers": an exclusion read as the very job an inclusion asks
  // for lost the words that set it apart; a title must hold all of them, so it narrows, never widens.
  for (const [index, c] of excludes.entries()) {
    // One job only: an exclusion that already names two ("operarios de almacén") is narrow enough.
    // An engagement ("recruiters on contract", "freelance designers") sets it apart already.
    if (c.roles.length !== 1 || c.roles.some((r) => r.qualifier) || c.engagements) continue;
    const sameJob = includes.filter(
      (inc) =>
        inc.roles.some((r) => c.roles.some((x) => x.word === r.word)) &&
        (inc.functions ?? []).some((fn) => (c.functions ?? []).some((asked) => covers(asked, fn))),
    );
    const same = sameJob.length > 0;
    // A word the clause reads as its level, where that level is not the one asked for ("Rechnungswesen
    // … nicht die Leitung Rechnungswesen", "logística … gerentes de armazém"), sets it apart already: a
    // title says it in its own words ("Leiterin Rechnungswesen", "Warehouse Manager"). At the level
    // asked for ("heads of manufacturing … shift leads") the word is the kind, which the title must say.
    const levelApart =
      same &&
      c.levels !== null &&
      sameJob.every((inc) => inc.levels === null || c.levels?.some((l) => !inc.levels?.includes(l)));
    const levelWord = (w: string): boolean =>
      levelApart && LEVEL_TERMS.some((t) => !t.role && !t.functions && t.pattern.test(w));
    const words = normalizeText(c.text)
      .split(/[^a-z0-9&-]+/)
      .filter((w) => w.length > 2 && !FILLER.test(w) && !EXCLUSION_MARKER.test(w) && !levelWord(w));
    // "UX and product designers … not graphic designers in marketing": beside an inclusion of the
    // whole function, an exclusion of its job that also names another function ("in marketing") is
    // that kind of the job only; read without those words it would drop every job the definition asks
    // for.
    const wholeFunction = includes.some(
      (inc) =>
        inc.roles.length === 0 &&
        (inc.functions ?? []).some((fn) => (c.functions ?? []).some((asked) => covers(asked, fn))),
    );
    const elsewhere = words.some((w) =>
      readFunctions(w, w).functions.some(
        (f) => !(c.functions ?? []).some((own) => covers(own, f) || covers(f, own)),
      ),
    );
    // The job noun a role of the clause already reads in seven languages ("designers": Diseñador,
    // Grafiker) is not asked of the title again in English: "graphic designers" needs "graph" beside it.
    // Wherever it stands: a Romance job noun comes first ("ingenieros de software" excludes a "Software
    // Engineer", not only an "Ingeniero de Software").
    const readsJob = (w: string): boolean =>
      c.roles.some(
        (r) =>
          !r.qualifier && [w, w.replace(/s$/, ''), w.replace(/i$/, 'e')].some((form) => r.test.test(form)),
      );
    const last = words.at(-1) ?? '';
    const job = words.filter(readsJob);
    const asked =
      job.length > 0 && job.length < words.length
        ? words.filter((w) => !readsJob(w))
        : c.roles.some((r) => !r.qualifier && r.test.test(last))
          ? words.slice(0, -1)
          : words;
    if ((same || (wholeFunction && elsewhere)) && words.length > 1)
      excludes[index] = { ...c, roles: [...c.roles, { ...phraseRole(asked), qualifier: true }] };
  }
  // An include list made only of engagement kinds ("Interns and working students") selects them; beside
  // other criteria ("Engineering managers and contractors") it widens who counts for those criteria.
  // "Freelancers, contractors and interim managers": when every clause names its engagement, all select.
  // Board members ("equity partners, and board members") select too: a board seat is a position of its own,
  // not the terms on which the other clauses' jobs are held.
  // (Named as the group of people only: "administrateurs systèmes" or "board included" are no such clause.)
  // ("Aufsichtsrat …, Arbeitnehmervertreter eingeschlossen": the employees' seats on the boards asked for.)
  for (const [index, c] of includes.entries())
    includes[index] = employeeSeats(c, includes, persona.definition);
  const selecting = includes.filter(
    (c) =>
      !isEngagementOnly(c) ||
      ((c.engagements ?? []).every((e) => e === 'board') && BOARD_MEMBERS.test(normalizeText(c.text))),
  );
  // ("Contractors, freelancers and outside counsel": a job held from outside is one more outsider, not a
  // criterion the outsiders widen.)
  const widening =
    selecting.length > 0 &&
    selecting.some((c) => c.engagements === null && !c.roles.some((r) => r.qualifier && r.orEngagement));
  // "Softwareontwikkelaars, alle niveaus": beside a phrase that could not be read, a clause that names
  // nobody ("all levels") would keep the whole company in its place; it modifies what was not read, so
  // it keeps nobody.
  const readIncludesList = (widening ? selecting : includes).filter(
    (c) => unreadIncludes === 0 || !isUnconstrained(c) || !LEVEL_SPAN_ONLY.test(normalizeText(c.text)),
  );
  // "Software developers and engineers: backend, frontend, DevOps": after a job and a colon, a bare
  // specialty of the job's function is an example of the job, not the whole function (its VP and CTO).
  const definitionText = persona.definition;
  const asRead = [...readIncludesList];
  for (const [index, c] of readIncludesList.entries()) {
    if (c.roles.length > 0 || c.levels !== null || c.functions === null || c.engagements !== null) continue;
    // The phrase's first word: a phrase may be read with words from further on ("DevOps too").
    // One word only ("backend", "DevOps"): a phrase of more ("general counsel") names a job of its own.
    const words = c.text.replace(/[\u2060\u2061]/g, '').match(/[\p{L}0-9][\p{L}0-9&-]*/gu) ?? [];
    if (words.filter((w) => !/^(too|also|ook|auch|aussi|tambien|tambem|anche)$/i.test(w)).length !== 1)
      continue;
    const first = firstWord(c.text);
    const at = first ? definitionText.indexOf(first) : -1;
    if (at < 0) continue;
    const job = asRead.find((r) => {
      if (r.roles.length === 0 || r.roles.some((w) => w.qualifier) || r.functions === null) return false;
      if (!(c.functions ?? []).every((fn) => (r.functions ?? []).some((own) => covers(own, fn))))
        return false;
      const from = definitionText.indexOf(r.text.replace(/[\u2060\u2061]/g, '').trim());
      if (from < 0 || from >= at) return false;
      const between = definitionText.slice(from, at);
      // A colon before a space: "Unternehmensjurist:innen" is a gender ending, not a list.
      const colon = between.search(/:\s/);
      if (colon < 0 || /[.;!?]\s/.test(between)) return false;
      // Only the job the colon follows: a list of jobs after it ("salespeople: account managers, …,
      // sales agents") is not a list of specialties.
      return !asRead.some((other) => {
        if (other === r || other.roles.length === 0) return false;
        const word = firstWord(other.text);
        const where = word ? definitionText.indexOf(word, from + colon) : -1;
        return where >= 0 && where < at;
      });
    });
    if (job) readIncludesList[index] = { ...c, roles: job.roles, levels: job.levels };
  }
  // "Engineering managers … No team leads": an exclusion that names a level by one of its kinds (team
  // leads, supervisors, foremen), where an inclusion asks for that level, drops only titles that say that
  // kind; the managers asked for stay.
  for (const [index, c] of excludes.entries()) {
    // "Not tech leads or team leads": a lead kind that took the job of the one before it in a list
    // ("tech leads") is its own kind; a "Team Lead" is not spared for not saying "tech".
    const own = normalizeText(c.text);
    const kind = LEAD_KINDS.find(([said]) => said.test(own));
    if (!kind || c.roles.length === 0 || !c.levels) continue;
    if (c.roles.some((r) => own.includes(r.word.replace(/s$/, '')))) continue;
    excludes[index] = { ...c, roles: [{ word: own.trim(), test: kind[1] }] };
  }
  for (const [index, c] of excludes.entries()) {
    if (c.functions || c.roles.length > 0 || !c.levels) continue;
    const kind = LEAD_KINDS.find(([said]) => said.test(normalizeText(c.text)));
    if (!kind) continue;
    if (!readIncludesList.some((inc) => inc.levels?.some((l) => c.levels?.includes(l)))) continue;
    excludes[index] = { ...c, roles: [{ word: normalizeText(c.text).trim(), test: kind[1] }] };
  }
  // "Director, Head of, VP, Leiter:in, Responsabile": a bare "responsable" word names whoever runs an
  // area, a head or a manager. Listed among words that name heads and directors only, and with no word
  // asking for managers, it translates them: a head, not every manager.
  const bareLevel = (c: Clause) => c.functions === null && c.roles.length === 0 && c.levels !== null;
  const headsListed = readIncludesList.some(
    (c) => bareLevel(c) && c.levels?.includes('head') && !c.levels.includes('manager'),
  );
  const managersListed = readIncludesList.some(
    (c) => bareLevel(c) && c.levels?.includes('manager') && !RESPONSIBLE_WORD.test(normalizeText(c.text)),
  );
  if (headsListed && !managersListed)
    for (const [index, c] of readIncludesList.entries())
      if (bareLevel(c) && c.levels?.includes('manager') && RESPONSIBLE_WORD.test(normalizeText(c.text)))
        readIncludesList[index] = { ...c, levels: c.levels.filter((l) => l !== 'manager') };
  const finalIncludes = legalPractice(
    qaOfHeading(
      topTeam(
        listedTitlesOnly(
          maintenanceAnyFunction(
            peopleChiefs(
              securityCompliance(
                successNotSupport(
                  productEngineers(
                    domainEngineering(
                      productResearch(modifiersApplied(readIncludesList, warnings), persona.definition),
                      persona.definition,
                    ),
                  ),
                  persona.definition,
                ),
              ),
            ),
          ),
          persona.definition,
        ),
        persona.definition,
      ),
      persona.definition,
    ),
    persona.definition,
    warnings,
  );
  const practices = finalIncludes.flatMap((c) => (c.practice ? [c.practice.source] : []));
  const practised = practices.length > 0 ? new RegExp([...new Set(practices)].join('|'), 'u') : undefined;
  if (widening)
    for (const c of includes) if (isEngagementOnly(c)) for (const e of c.engagements ?? []) widen.add(e);
  const engagements = [...new Set([...DEFAULT_ENGAGEMENTS, ...widen])].filter((e) => !narrow.has(e));
  // "… and payroll", "HR incl. Lohnbuchhaltung": payroll is asked for only where a clause names it.
  const namesPayroll = finalIncludes.some((c) => c.roles.some((r) => r.word === 'payroll'));
  // Most of what asks for people unread: a guess would keep the wrong ones, so nobody is kept.
  // So is a definition all of whose clauses name no function, level, job, engagement or other bar, and
  // that nothing else narrows (former staff, a family, a year): unless its words ask for everyone, such
  // a clause is words the reader did not map, and keeping the whole company for them is the worst guess.
  const namesNobody =
    !formerOnly &&
    !background &&
    leftSince === undefined &&
    !FOUNDING_FAMILY.test(persona.definition) &&
    !FAMILY_STAKE.test(persona.definition) &&
    finalIncludes.length > 0 &&
    finalIncludes.every(constrainsNothing) &&
    !EVERYONE_ASKED.test(normalizeText(persona.definition)) &&
    !/^\s*(anyone|anybody)\s*[.!]?\s*$/iu.test(persona.definition) &&
    // "Non-technical staff": everyone but those, which the exclusion bars.
    !NON_PEOPLE_ASKED.test(persona.definition);
  if (namesNobody)
    warnings.push(
      `No clause names a role, function, seniority or kind of engagement ("${finalIncludes
        .map((c) => c.text.replace(/[\u2060\u2061\u2062]/g, '').trim())
        .join('", "')}"), so it keeps nobody.`,
    );
  // "Hi! Could you tell me what the weather will be like? Our planning team is off on a picnic. Thanks!": when
  // the sentences around the reading are chat (a question put to the assistant that asks for no people), a
  // lone function read from the rest, with no job or level, is no confident reading either: it keeps nobody.
  const chatAsked = warnings.some(
    (w) =>
      w.startsWith('Not a request for people') ||
      (w.startsWith('Not understood: "') && ASKS_YOU.test(normalizeText(w))),
  );
  const chatAround =
    chatAsked &&
    readIncludes <= 1 &&
    finalIncludes.length === 1 &&
    finalIncludes.every(
      (c) => c.functions !== null && c.roles.length === 0 && (c.levels === null || c.levels.length === 0),
    );
  const unreadable =
    finalIncludes.length === 0 || unreadIncludes > 2 * readIncludes || namesNobody || chatAround;
  if (unreadable)
    warnings.unshift(
      `${UNREADABLE_WARNING} Rephrase it with roles (for example "heads of sales"), functions (finance, legal, security …) or seniority levels, and name exclusions after "exclude".`,
    );
  return {
    kind: 'roles',
    includes: unreadable
      ? []
      : finalIncludes
          // The chief investment officer is named by the title ("CIO", "Investeringsdirektør"), whatever
          // function a heading lends the list it stands in (a CIO's title may read as IT).
          .map((c) =>
            c.roles.length > 0 && c.roles.every((r) => r.word === 'chief investment officers')
              ? { ...c, functions: null }
              : c,
          )
          .map((c) => visible(namesPayroll || c.payrollOut ? c : { ...c, payrollOut: true })),
    excludes: excludes.map((c) => visible(byTrainingKind(practised ? practiceSpared(c, practised) : c))),
    prefer: prefer.map(visible),
    currentOnly: noLeavers || (currentOnly && !(everHere && !formerOnly)),
    formerOnly: formerOnly && !noLeavers,
    ...(formerOnly && leftSince !== undefined ? { leftSince } : {}),
    ...(!formerOnly &&
    (STILL_HERE.test(normalizeText(persona.definition)) ||
      NOW_ONLY_ADVISING.test(persona.definition) ||
      STEPPED_BACK.test(normalizeText(persona.definition)))
      ? { stillHere: true }
      : {}),
    // "Exclude members of the founding family": a family named only in an exclusion is dropped, not asked for.
    ...(!formerOnly && FOUNDING_FAMILY.test(persona.definition) && (familyKept || !familyDropped)
      ? { family: true }
      : {}),
    ...(!formerOnly && familyDropped && !familyKept ? { familyOut: true } : {}),
    ...(!formerOnly && background ? { background: true } : {}),
    ...(!formerOnly &&
    ((FAMILY_STAKE.test(persona.definition) && !WHOLE_FAMILY.test(persona.definition)) ||
      FAMILY_MEMBERS_WITH_STAKE.test(persona.definition))
      ? { familyStake: true }
      : {}),
    engagements,
    warnings: [...new Set(warnings.map((w) => w.replace(/[\u2060\u2061]/g, '')))].slice(0, 8),
  };
}

/**
 * A law firm's practice areas (its departments), in the seven languages and Catalan: the words a title uses
 * to say which practice a lawyer works in ("Socia – Fiscal", "Advocat associat – Dret Mercantil").
 */
const LEGAL_PRACTICES: readonly RegExp[] = [
  // corporate and M&A ("corporate counsel" and "general counsel" are in-house lawyers of any matter)
  /(?<![\p{L}])(corporate(?! counsel)|m ?& ?a|mergers?|acquisitions?|mercantil\p{L}*|due diligence|societari\p{L}*|societaire|droit des societes|gesellschaftsrecht\p{L}*|vennootschapsrecht|ondernemingsrecht|fusion\p{L}*|adquisicion\p{L}*|aquisic\p{L}*)(?![\p{L}])/u,
  // litigation and disputes
  // (An intellectual property right's own actions are litigation too: infringement and nullity, Patentstreitsachen,
  // Verletzungsverfahren, Nichtigkeitsklagen, contrefaçon, nulidad.)
  /(?<![\p{L}])(litig\p{L}*|contencios\p{L}*|contentieux|contenzios\p{L}*|prozess\p{L}*|procesal\p{L}*|processual\p{L}*|\p{L}*streit\p{L}*|disputes?|dispute resolution|procesrecht|procespraktijk|infringements?|nullity|invalidity|revocation actions?|\p{L}*verletzung\p{L}*|nichtigkeit\p{L}*|contrefacon|nullite|nulidad(es)?|nulidade|nullita|inbreuk\p{L}*|nietigheid\p{L}*|contraffazion\p{L}*)/u,
  // arbitration
  /(?<![\p{L}])(arbitra(?:tion|je|ge|gem|to|ti|l)\p{L}*|schieds\p{L}*)/u,
  // tax
  /(?<![\p{L}])(tax(?:es|ation)?|fiscal\p{L}*|tribut\p{L}*|steuer\p{L}*|belasting\p{L}*|impuest\p{L}*)(?![\p{L}])/u,
  // labour and employment
  /(?<![\p{L}])(labou?r|employment|laboral\p{L}*|arbeitsrecht\p{L}*|droit social|droit du travail|diritto del lavoro|giuslavorist\p{L}*|arbeidsrecht\p{L}*|direito do trabalho|trabalhista\p{L}*|dret laboral)(?![\p{L}])/u,
  // intellectual property and TMT
  /(?<![\p{L}])(ip|tmt|intellectual property|propiedad (?:intelectual|industrial)|propriete (?:intellectuelle|industrielle)|propriedade (?:intelectual|industrial)|proprieta (?:intellettuale|industriale)|propietat (?:intel\p{L}*|industrial)|intellectueel eigendom|gewerblicher rechtsschutz|patent\p{L}*|trademarks?|markenrecht)(?![\p{L}])/u,
  // competition and antitrust
  /(?<![\p{L}])(competition|antitrust|competencia|concurrence|kartell\p{L}*|wettbewerbsrecht|concorrenza|concorrencia|mededinging\p{L}*)(?![\p{L}])/u,
  // real estate
  /(?<![\p{L}])(real estate|inmobiliari\p{L}*|immobilier|immobilienrecht|imobiliari\p{L}*|immobiliare|vastgoed\p{L}*)(?![\p{L}])/u,
];

/** "Patent litigation", "litigios de patentes", "contentieux des brevets": the right names whose litigation it is. */
const IP_RIGHT_OF_LITIGATION =
  /\b(?:patents?|trade ?marks?|brevets?|patentes|marcas|marques|brevetti|marchi|octrooi\w*|merken) (litigation|disputes?|litigators?)\b|\b(litigios?|litigation|contentieux|contencioso|contenzioso|litigi|geschillen|disputes?) (?:(?:de|des|en|of|on|sobre|di|in|em|van|over|dei|delle) )*(?:los |las |la |le |les |os |as |the |i |gli |de )?(?:patent\w*|trade ?marks?|brevets?|marcas|marques|brevetti|marchi|octrooi\w*|merken)\b/g;

/** A noun for lawyers in a definition ("M&A lawyers", "Anwältinnen", "avocats fiscalistes", "abogados"). */
const LAWYER_NOUN =
  /(?<![\p{L}])(lawyers?|attorneys?|solicitors?|barristers?|counsel|litigators?|avocat\p{L}*|abogad\p{L}*|advogad\p{L}*|avvocat\p{L}*|advocat\p{L}*|\p{L}*anw(?:a|ae)lt\p{L}*|jurist\p{L}*|letrad\p{L}*|laboralist\p{L}*|giuslavorist\p{L}*)(?![\p{L}])/u;

/** A lawyer's, partner's or trainee's word in a title: "Socia", "Asociado", "Advocat associat", "Of Counsel". */
const LAWYER_TITLE_WORD =
  /(?<![\p{L}])(socio|socia|socios|socias|soci|partner\p{L}*|associate|asociad[oa]s?|associad[oa]s?|associat|associee?s?|collaborat(?:eur|rice)s?|counsel|abogad[oa]s?|advogad[oa]s?|avocat\p{L}*|avvocat\p{L}*|advocat\p{L}*|advocaat|\p{L}*anw(?:a|ae)lt\p{L}*|jurist\p{L}*|letrad[oa]s?|lawyer|attorney|solicitor|trainee|en practicas|estagiari[oa]s?|fiscalist\p{L}*|laboralist\p{L}*|paralegal)(?![\p{L}])/u;

/** Roles the reader files a practice under when it stands alone ("fiscalistes", "M&A"): the practice itself. */
const PRACTICE_ROLE_WORDS: readonly string[] = ['tax advisers', 'deals and transaction services'];

/**
 * "M&A / corporate lawyers at any level: partners, counsel, associates and trainees", "Alle Anwältinnen und
 * Anwälte im Bereich Prozessführung und Schiedsverfahren", "Les avocats fiscalistes du cabinet": a practice
 * area named with lawyers narrows them, and whoever the same sentence lists beside them (partners, associates,
 * paralegals of the team), to the practice: the title must name it. It is no function of its own.
 */
function legalPractice(clauses: Clause[], definition: string, warnings: string[]): Clause[] {
  const practised: { keep: string; practice: RegExp }[] = [];
  for (const sentence of definition.split(/[.!?\n]+/)) {
    const keep = withoutGenderEndings(splitExclusions(sentence).keep);
    const norm = normalizeText(keep);
    if (!LAWYER_NOUN.test(norm) && !LEGAL_SUPPORT_WORD.test(norm)) continue;
    // (A register's job noun names no practice, "agentes de patentes"; nor does the right of "patent litigation",
    // "litigios de patentes": the litigation is the practice.)
    // (Nor do its trainees' and assistants' compounds: "Patentanwaltskandidaten", "Patentanwaltsfachangestellte".)
    const practiceText = norm
      .replace(new RegExp(PATENT_ATTORNEY_WORD.source, 'g'), ' ')
      .replace(/\bpatentanw(a|ae)lts\w*/g, ' ')
      .replace(
        IP_RIGHT_OF_LITIGATION,
        (_m, before: string | undefined, after: string | undefined) => ` ${before ?? after ?? ''} `,
      );
    const named = LEGAL_PRACTICES.filter((p) => p.test(practiceText));
    if (named.length === 0) continue;
    practised.push({ keep, practice: new RegExp(named.map((p) => p.source).join('|'), 'u') });
  }
  if (practised.length === 0) return clauses;
  const onlyPractice = (text: string) =>
    normalizeText(text)
      .split(/[^\p{L}&]+/u)
      .filter(
        (w) => w !== '' && !/^(and|und|y|et|e|i|o|or|oder|ou|en|the|im|bereich|de|del|la|le|les)$/.test(w),
      )
      .every((w) => LEGAL_PRACTICES.some((p) => p.test(w)));
  // A warning about a phrase of practice words only ("Not understood: \"M&A\"") is answered by the practice.
  const answered = (w: string): boolean => {
    const phrase = /"(.*)"/.exec(w)?.[1];
    return !!phrase && onlyPractice(phrase) && practised.some(({ keep }) => keep.includes(phrase));
  };
  warnings.splice(0, warnings.length, ...warnings.filter((w) => !answered(w)));
  return clauses.map((c) => {
    const at = practised.find((p) => p.keep.includes(c.text));
    if (!at) return c;
    const lawyers = LAWYER_NOUN.test(normalizeText(c.text));
    // "Avocats fiscalistes", "M&A lawyers": lawyers of the practice, not its tax advisers or deal teams.
    if (lawyers)
      return {
        ...c,
        functions: ['legal'],
        roles: c.roles.filter((r) => !PRACTICE_ROLE_WORDS.includes(r.word)),
        practice: at.practice,
      };
    if (c.functions === null || c.functions.includes('legal')) return { ...c, practice: at.practice };
    return c;
  });
}

/** An exclusion of a function other than legal, where lawyers of a practice are asked for: it spares them. */
const practiceSpared = (c: Clause, practice: RegExp): Clause =>
  c.functions && !c.functions.includes('legal') ? { ...c, unlessPractice: practice } : c;

/**
 * "Calidad y seguridad alimentaria: responsables de calidad, QA, inspectores …": a bare "QA" listed under a
 * heading that names quality (and no engineering) is quality assurance in that function, never software
 * testing; a software QA engineer is not asked for. Without such a heading QA stays engineering's testers.
 */
function qaOfHeading(clauses: Clause[], definition: string): Clause[] {
  const colon = definition.search(/:\s/);
  if (colon <= 0) return clauses;
  const heading = definition.slice(0, colon);
  const headed = clauses.filter((c) => heading.includes(c.text));
  const quality =
    headed.some((c) => c.functions?.includes('quality')) &&
    !clauses.some(
      (c) => c.functions?.includes('engineering') && c.roles.every((r) => r.word !== 'QA and testers'),
    );
  if (!quality) return clauses;
  return clauses.map((c) =>
    c.roles.length > 0 && c.roles.every((r) => r.word === 'QA and testers') && !heading.includes(c.text)
      ? { ...c, functions: ['quality'], roles: [] }
      : c,
  );
}

/** A definition that names the company's top team as a team: the management team, the comité de direction. */
const TOP_TEAM =
  /(?<![\p{L}])((management|leadership|executive|top) team|(top|senior|executive) management|managementteam|directieteam|comit(e|é) de (direction|direcci(o|ó)n)|comex|codir|gesch(a|ä)ftsleitung|(alta|top) direcci(o|ó)n|comitato (di )?direzione|(membres?|members?|miembros?|membros?|mitglieder|leden|componenti) (de la |of the |da |der |van de |della )(direction|direcci(o|ó)n|dire(c|ç)(a|ã)o|direzione|directie|gesch(a|ä)ftsf(u|ü)hrung|management))(?![\p{L}])/iu;
/**
 * "Les directeurs et directrices de fonction (finances, technique, commercial…)", "function directors", "die
 * Bereichsdirektoren", "directores de área": the directors who each run one of the company's functions. Beside the top
 * team, the functions listed are the ones those directors run, so each is met by a director's or chief's title there.
 */
const FUNCTION_DIRECTORS =
  /(?<![\p{L}])((directors?|directeurs?|directrices?|directores|directoras?|diretor(es|as)?|direttori|direttrici|direktor(en|innen)?|directeuren)( (and|et|y|e|und|en) (directrices|directoras|diretoras|direttrici|direktorinnen))? (of|de|di|der|van) (the |la |las |los |le |les |il |gli |i |het |de )?(functions?|fonctions?|funci(o|ó)n|funciones|fun(c|ç)(a|ã)o|fun(c|ç)(o|õ)es|funzion[ei]|funktion(en)?|functies?|(a|á)reas?|aree|area|bereiche?)|function(al)? directors|directeurs? fonctionnel(le)?s?|bereichsdirektor(en|innen)?|direttori di funzione)(?![\p{L}])/iu;
/** A director's or chief's title: a director, a chief officer, a vice president. */
const DIRECTOR_OR_CHIEF =
  /(?<![\p{L}])(directors?|directora?s?|directeurs?|directrices?|\p{L}*direkt(o|ø|ö)r(in|en|innen|er|ar)?|direttor[ei]|direttric[ei]|diretor(a|es|as)?|directeur|\p{L}*johtaja|chief|c[a-z]{1,2}o|vps?|svps?|evps?|vice[- ]?pr(e|é)sident\p{L}*)(?![\p{L}])/iu;
/** "The directors on the management team", "directeurs du comité de direction": directors of that team. */
const TOP_TEAM_DIRECTORS =
  /(?<![\p{L}])(directors?|directeurs?|directrices?|directores|directoras?|direktor(en|innen)?|diretor(es|as)?|direttori|directeuren)\s+(on|of|in|du|de|del|des|der|im|van|dello|della|do|da)\s+(the |la |el |het |le |o |il )?(management|leadership|executive|direction|direcci(o|ó)n|gesch(a|ä)ftsleitung|direzione|directie)/iu;

/**
 * "C-suite / top management: CEO, CFO, …, and the directors on the management team (Algemeen Directeur,
 * directeur commercieel)": the company's top team. Its directors are titles that name a director (a head
 * of department or a manager is not one), and every leader the definition names there runs the whole
 * company's function: a title naming a country or region ("Vertriebsleiter DACH", "VP Sales EMEA") is a
 * regional head, not the management team. A definition that names regional heads itself keeps them.
 */
function topTeam(clauses: Clause[], definition: string): Clause[] {
  if (!TOP_TEAM.test(definition) || clauses.some((c) => REGION_WORD.test(normalizeText(c.text))))
    return clauses;
  return clauses.map((c) => {
    const directors =
      (TOP_TEAM_DIRECTORS.test(c.text) || DEPARTMENT_DIRECTORS.test(c.text)) &&
      c.functions === null &&
      c.roles.length === 0;
    const leads = c.levels?.some((l) => l === 'c_level' || l === 'vp' || l === 'head') === true;
    if (!leads) return c;
    // ("Directeurs de fonction (finances, RH…)": a function listed is one a director runs, not every head in it.)
    if (
      !directors &&
      FUNCTION_DIRECTORS.test(definition) &&
      c.functions !== null &&
      c.roles.length === 0 &&
      !c.levels?.every((l) => l === 'c_level' || l === 'owner')
    )
      return { ...c, roles: [{ word: 'directors', test: DIRECTOR_OR_CHIEF }], companyWide: true };
    return directors
      ? {
          ...c,
          levels: ['c_level', 'vp', 'head'],
          extendsUp: false,
          roles: [{ word: 'directors', test: TOP_TEAM_DIRECTOR_TITLE }],
          companyWide: true,
        }
      : { ...c, companyWide: true };
  });
}

/**
 * "The directors of departments or divisions who report to the CEO", "los directores de área", "die
 * Bereichs- und Abteilungsdirektoren": in a top-team definition, the directors who each run a department.
 * A head of a smaller unit (a jefe de sección, a lab head, a shift or site head) is not one of them.
 */
const DEPARTMENT_DIRECTORS =
  /(?<![\p{L}])((directors?|directeurs?|directrices?|directores|directoras?|diretor(es|as)?|direttori|direttrici|direktor(en|innen)?|directeuren)( (and|et|y|e|und|en) (directrices|directoras|diretoras|direttrici|direktorinnen))? (of|de|di|der|van) (the |la |las |los |le |les |il |gli |i |het |de |des |dei |delle |dos |das )?(each |every |all |our |cada |chaque |elke |ogni )?(departments?|divisions?|d(e|é)partements?|departamentos?|divisi(o|ó)n(es)?|divis(a|ã)o|divis(o|õ)es|dipartimenti|divisioni|abteilungen|afdelingen|divisies|business units?)|(abteilungs|bereichs|divisions)direktor(en|innen)?|afdelingsdirecteuren)(?![\p{L}])/iu;
/**
 * A top-team director's title: a director's or chief's word, a compound that ends in one ("Productiedirecteur",
 * "Werksdirektor"), or a seat on the management committee itself ("Hoofd HR | lid van het directiecomité").
 */
const TOP_TEAM_DIRECTOR_TITLE =
  /(?<![\p{L}])(directors?|directora?s?|directeurs?|directrices?|\p{L}*direkt(o|ö)r(in|en|innen)?|direttor[ei]|direttric[ei]|diretor(a|es|as)?|\p{L}*directeur|directiecomit(e|é)|directieteam|(comit(e|é)|comitato) (de |di )?(direction|direcci(o|ó)n|dire(c|ç)(a|ã)o|direzione)|gesch(a|ä)ftsleitung|management team|executive committee)(?![\p{L}])/iu;
/** The words of a director's title, in the seven languages ("Directrice Partenariats", "Direttore Filiale"). */
const DIRECTOR_TITLE =
  /(?<![\p{L}])(directors?|directora?s?|directeurs?|directrices?|direktor(in|en|innen)?|direttor[ei]|direttric[ei]|diretor(a|es|as)?|directeur)(?![\p{L}])/iu;
/** The words of a vice president's title. */
const VP_TITLE =
  /(?<![\p{L}])(vps?|svps?|evps?|avps?|vice[- ]?presidents?|vice[- ]?pr(e|é)sident(e|es|s)?|vicepresident(e|es|a|as)?|vizepr(a|ä)sident(in)?)(?![\p{L}])/iu;
/** A bracket after a phrase: "(director, directeur, Direktor, VP)". */
const TITLE_BRACKET = /\(([^()]*)\)/gu;

/**
 * "Director(a)s up to VP level (director, directeur, Direktor, VP), excluding the C-suite": a bracket that
 * lists nothing but director and VP titles spells out which titles the level means, so a head of
 * department ("Head of Marketing", "Leiter IT", "Responsabile Qualità") whose title names neither is not
 * one, and a title that names one is ("Direttore Filiale", read as a branch manager). Only for a
 * definition that asks for levels alone, with no function, job or engagement of its own; a bracket that
 * also lists "Head of" or "Leiter" keeps every head ("Director, Head of, VP, Leiter:in").
 */
function listedTitlesOnly(clauses: Clause[], definition: string): Clause[] {
  const bareLevel = (c: Clause) =>
    c.functions === null &&
    c.roles.length === 0 &&
    c.engagements === null &&
    c.levels?.every((l) => l === 'vp' || l === 'head') === true;
  if (clauses.length === 0 || !clauses.every(bareLevel)) return clauses;
  for (const [, inside] of definition.matchAll(TITLE_BRACKET)) {
    const items = withoutGenderEndings(inside ?? '')
      .split(
        /\s*(?:,|\/|;|\band\b|\bor\b|\bund\b|\boder\b|\bet\b|\bou\b|\by\b|\bo\b|\be\b|\ben\b|\bof\b)\s*/iu,
      )
      .map((item) => item.trim())
      .filter((item) => item !== '');
    const whole = (test: RegExp) => (item: string) => test.test(item) && item.replace(test, '').trim() === '';
    if (items.length < 2 || !items.every((item) => whole(DIRECTOR_TITLE)(item) || whole(VP_TITLE)(item)))
      continue;
    const roles: RoleWord[] = [
      ...(items.some(whole(DIRECTOR_TITLE)) ? [{ word: 'directors', test: DIRECTOR_TITLE }] : []),
      ...(items.some(whole(VP_TITLE)) ? [{ word: 'VPs', test: VP_TITLE }] : []),
    ];
    const text = `(${inside})`;
    // (A title naming a director at an individual's level is a board seat: "Non-Executive Director".)
    return [clauseOf(text, { levels: ['vp', 'head', 'manager'], roles })];
  }
  return clauses;
}

/**
 * "Buscamos a quienes dirigen equipos de Customer Success y de Soporte: team leads, managers de equipo,
 * heads y directores", "Customer Success and Support: team leads, heads": a list of bare levels after a
 * colon says which levels of the functions the heading names, every one of them; a team lead is not a
 * lead of any team. A heading clause that names those functions with no level or job of its own is the
 * topic of the list, not everyone in the function, so it goes. (Changes `clauses` in place.)
 */
function levelsUnderHeading(clauses: Clause[], keep: string, colon: number): void {
  if (colon <= 0) return;
  const after = keep.slice(colon);
  // (A clause may join the list's words without its "and": "técnicos e chefias" reads "técnicos chefias".)
  const afterWords = new Set(after.split(/[\s,;:()]+/u).filter((w) => w !== ''));
  const listed = (c: Clause) =>
    after.includes(c.text) || c.text.split(/\s+/u).every((w) => w !== '' && afterWords.has(w));
  const headingFunctions = [...functionsOf(keep.slice(0, colon))];
  if (headingFunctions.length === 0) return;
  const levelOnly = (c: Clause) =>
    listed(c) &&
    c.roles.length === 0 &&
    c.engagements === null &&
    c.levels !== null &&
    !c.levels.some((l) => l === 'owner' || l === 'c_level') &&
    // Its own words name a level only ("sysadmins, helpdesk" are jobs of the heading's function).
    functionsOf(c.text).length === 0 &&
    (c.functions === null || c.functions.every((fn) => headingFunctions.includes(fn)));
  const items = clauses.filter(levelOnly);
  // Only a list of levels: a list that names jobs or functions of its own is read as it stands.
  if (items.length < 2 || clauses.some((c) => listed(c) && !levelOnly(c))) return;
  for (const [index, c] of clauses.entries())
    if (levelOnly(c)) clauses[index] = { ...c, functions: headingFunctions };
  for (let index = clauses.length - 1; index >= 0; index--) {
    const c = clauses[index];
    if (!c || listed(c) || c.levels !== null || c.roles.length > 0 || c.engagements !== null) continue;
    if (c.functions?.every((fn) => headingFunctions.includes(fn))) clauses.splice(index, 1);
  }
}

/**
 * "Jefes de mantenimiento de planta", "plant maintenance managers": the maintenance leaders' title must
 * name maintenance, which a title files under facilities or operations by the place it names; the place
 * in the definition ("de planta", "mine") does not choose between them.
 */
function maintenanceAnyFunction(includes: Clause[]): Clause[] {
  return includes.map((c) =>
    c.roles.some((r) => r.word === 'maintenance leaders') ? { ...c, functions: null } : c,
  );
}

/**
 * "Director(a) de RRHH o CPO", "Head of People or CPO": "CPO" is the Chief Product Officer or the Chief
 * People Officer. Beside clauses that ask for HR and none that ask for product, it is the chief of people.
 */
function peopleChiefs(includes: Clause[]): Clause[] {
  const cpo = (c: Clause) =>
    /^cpos?$/.test(normalizeText(c.text).trim()) && c.functions?.join() === 'product';
  const others = includes.filter((c) => !cpo(c));
  const hr = others.some((c) => c.functions?.some((fn) => fn === 'people' || fn === 'talent_acquisition'));
  const product = others.some((c) => c.functions?.includes('product'));
  if (!hr || product) return includes;
  return includes.map((c) => (cpo(c) ? { ...c, functions: ['people'] } : c));
}

/**
 * "Textile R&D and product development … Engineers and heads": where a definition asks for R&D of a
 * physical product (a PRODUCT_DOMAIN word and an R&D word, no software), its engineering and research
 * clauses are that product's R&D: the engineers and heads it names work there, not in software.
 */
function productResearch(includes: Clause[], definition: string): Clause[] {
  const text = normalizeText(definition);
  if (!PRODUCT_DOMAIN.test(text) || !RND_WORDS.test(text) || /\bsoftware\b/.test(text)) return includes;
  const rnd = (c: Clause) =>
    c.functions !== null &&
    c.functions.length > 0 &&
    c.functions.every((fn) => fn === 'engineering' || fn === 'research');
  if (
    !includes.some(
      (c) =>
        c.functions?.includes('research') ||
        PRODUCT_DOMAIN.test(normalizeText(c.text)) ||
        RND_WORDS.test(normalizeText(c.text)),
    )
  )
    return includes;
  // "Engenharia de processo cerâmico e I&D …": a definition that names the engineering of the product
  // as a field asks for its process and materials engineers too; "Textile R&D … Engineers" only for the
  // R&D engineers (a process engineer in production is not R&D, holdout 26).
  const field = ENGINEERING_FIELD.test(text);
  // "R&S / sviluppo prodotto tecnico (movimenti, meccanica, microtecnica)": a clause that is nothing but
  // the product's domain names what the R&D works on; it asks for that R&D, not for another function
  // its word reads as alone ("meccanica" as the workshop, "mechanics" as the vehicle mechanics).
  const domainOnly = (c: Clause) =>
    c.roles.length === 0 && !c.engagements && ONLY_PRODUCT_DOMAIN.test(normalizeText(c.text));
  return includes.map((c) =>
    domainOnly(c)
      ? { ...c, functions: ['research'], exactFunctions: true, productDomain: true }
      : rnd(c)
        ? {
            ...c,
            functions:
              field && c.functions?.includes('engineering')
                ? ['research', 'hardware_engineering']
                : ['research'],
            productDomain: true,
          }
        : c,
  );
}

/**
 * An engineering domain that is not software: energy, electrical, civil, structural, grid or power, in
 * the seven languages. "Ingenieros de energía: eléctricos, civiles, de red" are not a SaaS company's
 * software engineers.
 */
export const ENGINEERING_DOMAIN =
  /\b(energy|energie|energia|energies|energias|electrical|electric|electrique\w*|electric[oa]s?|electricos|eletric[oa]s?|elettric\w*|elektri\w*|elektrotechn\w*|electrotechn\w*|electrotecni\w*|elettrotecn\w*|civil|civils?|civiles|civis|civili|bauingenieur\w*|structural|estructural\w*|strutturali?|structurel\w*|tragwerk\w*|grid|stromnetz\w*|netzanschluss\w*|(de|a|da|à) (red|rede)|reseau electrique|rete elettrica|power (plants?|systems?|electronics|engineer\w*)|kraftwerk\w*|solar|photovolta\w*|fotovolta\w*|pv|wind|eolic\w*|eolien\w*|renewables?|renovables?|renouvelables?|rinnovabil\w*|erneuerbar\w*|hernieuwba\w*|renovaveis)\b/;

/**
 * "Ingenieros/as de energía … Sin ingenieros de software": a definition that asks for engineers of a
 * domain that is not software (ENGINEERING_DOMAIN) and never asks for software asks for that domain's
 * engineering: at a software company only a title that names such a domain is one of them (role-match).
 */
function domainEngineering(asked: Clause[], definition: string): Clause[] {
  const text = normalizeText(definition);
  // "Energy sales", "solar installers": a clause that names such a domain itself is that domain's
  // work; at a software company only a title that names the domain does it (not the SaaS sellers).
  const includes = asked.map((c) =>
    c.functions?.length &&
    ENGINEERING_DOMAIN.test(normalizeText(c.text)) &&
    !/\bsoftware\b/.test(normalizeText(c.text))
      ? { ...c, productDomain: true }
      : c,
  );
  if (
    !ENGINEERING_DOMAIN.test(text) ||
    !/\b(engineer\w*|ingenie\w*|ingegner\w*|engenh\w*|ingenjor\w*)/.test(text)
  )
    return includes;
  // Software asked for (not only excluded) keeps every engineer.
  const softwareAsked = includes.some((c) => /\b(software|sofware|saas)\b/.test(normalizeText(c.text)));
  const negatedSoftware =
    /\b(no|not|sin|ni|sans|ni|senza|ne|keine?|ohne|nem|sem|geen|zonder|except\w*|excluding|outside)\b[^.;]*\bsoftware\b/.test(
      text,
    );
  if (softwareAsked || (/\bsoftware\b/.test(text) && !negatedSoftware)) return includes;
  const engineering = (c: Clause) =>
    c.functions?.some((fn) => fn === 'engineering' || fn === 'hardware_engineering') === true;
  return includes.map((c) => (engineering(c) ? { ...c, productDomain: true } : c));
}

/** Customer success named in words, in the seven languages. */
const CUSTOMER_SUCCESS_WORDS =
  /\b(customer success|client success|kundenerfolg|succes client|succes clients|exito (del|de) client\w*|sucesso (do|de) client\w*|successo (del )?client\w*|klantsucces)\b/;
/** Customer support or service named in words, in the seven languages. */
const SUPPORT_WORDS =
  /\b(support|service|services|servicio|servicios|servico|servicos|servizio|kundendienst|kundenservice|atencion|atendimento|apoio|assistenza|assistance|klantenservice|helpdesk|help desk|cs)\b/;

/**
 * "The heads/directors/VPs of sales, marketing and customer success": a definition that names customer
 * success in words and no support or service anywhere asks for customer success itself, not for the
 * support and service teams the vocabulary files under it (holdout 32: "support, not customer success").
 */
function successNotSupport(includes: Clause[], definition: string): Clause[] {
  if (SUPPORT_WORDS.test(normalizeText(definition))) return includes;
  return includes.map((c) =>
    c.functions?.length === 1 &&
    c.functions[0] === 'customer_success' &&
    CUSTOMER_SUCCESS_WORDS.test(normalizeText(c.text))
      ? { ...c, exactFunctions: true }
      : c,
  );
}

/** An information-security standard or regulation named alone ("ISO 27001", "ISMS", "SOC 2", "DORA"). */
const SECURITY_STANDARD =
  /^\s*(iso ?\/? ?(iec ?)?2700[12]|isms|soc ?2|nis ?2|tisax|dora|pci[- ]?dss)( (folks|people|team|work|compliance|audits?))?\s*$/;
/** The same standards inside a title, or GRC itself ("GRC Analyst"). */
const SECURITY_STANDARD_WORDS =
  /\b(grc|it[- ]compliance|security compliance|iso ?\/? ?(iec ?)?2700[12]|isms|soc ?2|nis ?2|tisax|dora|pci[- ]?dss)\b/;

/**
 * Compliance beside information security, by what the rest of the definition asks for:
 * - "compliance and regulatory people (REMIT, MiFID II, GDPR, ISO 27001 / DORA)": a security standard
 *   named where nothing else asks for security is a subject of that compliance, not the security team;
 * - "Infosec people — CISO, security engineers, SOC analysts, GRC & ISO 27001 folks": GRC where every
 *   other clause asks for security is the compliance of information security, not the regulatory
 *   compliance officers (holdout 32).
 */
function securityCompliance(includes: Clause[]): Clause[] {
  const standard = (c: Clause) =>
    c.functions?.join() === 'security' && SECURITY_STANDARD.test(normalizeText(c.text));
  const compliance = (c: Clause) => c.functions?.join() === 'compliance';
  const others = includes.filter((c) => !standard(c));
  if (others.some(compliance) && !others.some((c) => c.functions?.includes('security')))
    return includes.map((c) => (standard(c) ? { ...c, functions: ['compliance'] } : c));
  const rest = includes.filter((c) => !compliance(c));
  if (
    includes.some(compliance) &&
    rest.length >= 2 &&
    rest.every((c) => c.functions?.length === 1 && c.functions[0] === 'security')
  )
    return includes.map((c) =>
      compliance(c) ? { ...c, alsoFunctions: ['security'], alsoWords: SECURITY_STANDARD_WORDS } : c,
    );
  return includes;
}

/**
 * Engineers named after mechanics or its calculation ("Mechanikingenieur", "Berechnungsingenieur",
 * "mechanical engineer"), in the seven languages.
 */
const MECHANICAL_ENGINEER_WORD =
  /\b(mechanik\w*|mechanical|mecanic\w*|mecanique\w*|meccanic\w*|mechanisch\w*|werktuigbouw\w*|berechnungs\w*)\b/;

/**
 * "Mechanik-/Fahrzeug-Ingenieur:innen", "vehicle engineers": an engineering clause whose own words name
 * mechanics or a physical product (PRODUCT_DOMAIN) and not software asks for hardware and mechanical
 * engineering, not for every engineer.
 */
function productEngineers(includes: Clause[]): Clause[] {
  return includes.map((c) => {
    const text = normalizeText(c.text);
    const named = MECHANICAL_ENGINEER_WORD.test(text) || PRODUCT_DOMAIN.test(text);
    return named &&
      !/\bsoftware\b/.test(text) &&
      c.functions?.length === 1 &&
      c.functions[0] === 'engineering'
      ? { ...c, functions: ['hardware_engineering'] }
      : c;
  });
}

// ---------------------------------------------------------------------------------------------
// Matching a position
// ---------------------------------------------------------------------------------------------

export interface ClauseMatch {
  clause: Clause;
  /** The position holds a level the clause names (not only one above it). */
  direct: boolean;
  /** The clause's function is the position's main function. */
  primaryFunction: boolean;
}

/** Functions an assistant of the management holds by the words of the title alone. */
const OWN_DEPARTMENT_FREE: readonly ProfessionalFunction[] = [
  'general_management',
  'operations',
  'facilities',
  'other',
];

/** "Managing partner", "associé-gérant", "socio gerente": a partner who runs the firm is one of its top executives. */
export const MANAGING_PARTNER =
  /\b(managing partners?|associ(e|ee)s?[- ]gerant(e|s|es)?|associ(e|ee)s? gerant(e|s|es)?|geschaftsfuhrende[rn]? (gesellschafter\w*|partner\w*)|soci[oa]s? (gerentes?|directo?r(a|es)?|administrador(a|es)?)|soci[oa]s?-gerentes?|beherend vennoot)\b/;
/** "Country Manager Italia", "Landesleiter", "directeur pays": runs a country, not the company. */
const COUNTRY_HEAD =
  /\b(country (manager|director|head|lead|leader|general manager)|head of country|landesleiter\w*|landes(geschaftsfuhrer|chef)\w*|directeur pays|directrice pays|responsable pays|director(a)? (de )?pais|diretor(a)? (de )?pais|jef[ea] (de )?pais)\b/;

/**
 * The levels a position holds for a clause: a managing partner is also a top executive and an owner; the head of
 * one country holds no C-level seat of the company unless the clause names country managers.
 */
function levelsFor(clause: Clause, position: Position, norm: string): readonly Level[] {
  let levels: Level[] = [...position.levels];
  if (levels.includes('owner') && !levels.includes('c_level') && MANAGING_PARTNER.test(norm))
    levels.push('c_level');
  // "Geschäftsführender Gesellschafter", "socio gerente": a partner who runs the firm holds a share of it,
  // so is one of its owners, though the title reads as its managing director.
  // (The assistant to the managing partner names whom they assist, not their own share.)
  if (!levels.includes('owner') && MANAGING_PARTNER.test(splitPrincipal(norm).own)) levels.push('owner');
  // "Stiftende partner", "Grundare & arkitekt": a title that names its holder a founder of the firm holds an
  // owner's level, though the title reader reads the job beside it.
  if (!levels.includes('owner') && NORDIC_FOUNDER.test(splitPrincipal(norm).own)) levels.push('owner');
  if (
    levels.includes('c_level') &&
    COUNTRY_HEAD.test(norm) &&
    !clause.roles.some((r) => r.word === 'country managers') &&
    !namesTitle(clause, norm)
  )
    levels = levels.filter((l) => l !== 'c_level');
  return levels;
}

/**
 * "… or one of the equivalents Geschäftsführer, directeur général": a title the clause spells out word
 * for word is the job the definition asks for, wherever its holder sits (the Geschäftsführer of a
 * subsidiary included); the "(country manager)" the judge adds to such a title is no word of it.
 */
function namesTitle(clause: Clause, norm: string): boolean {
  const title = norm.replace(/\(?\s*country manager\s*\)?\s*$/, '').trim();
  if (title === '') return false;
  const escaped = escapeRegExp(title);
  return new RegExp(`(?<![a-z0-9])${escaped}(?![a-z0-9])`).test(normalizeText(clause.text));
}

/**
 * "Chairman", "Executive Chairman", "Chairwoman", "Deputy Chair": in a company, the chair is the chair of
 * its board, a board seat whether or not they also run the company (titles read an executive chair as
 * C-level). Not the chair of a works council, a union, a department or a faculty.
 */
const CHAIRS_THE_BOARD =
  /^(?!.*\b(works council|betriebsrat\w*|ondernemingsraad|comite (d.entreprise|social)|union|department|dept|faculty|school|committee of)\b).*\b(chair|chairman|chairwoman|chairperson|chairmen|co-chair\w*)\b/;

/** A clause that asks for outside people or consultants, in the seven languages. */
const OUTSIDE_ADVISERS_ASKED =
  /\b(external|outside|externe?[nrs]?|extern[oa]s|estern[ie]|consult\w*|berater\w*|asesor\w*|conseil\w*|consulen\w*|adviseur\w*)\b/;

/** A clause that names advisors by an advisor's word, in the seven languages. */
const ADVISORS_NAMED =
  /\b(advis[oe]rs?|berater\w*|asesor\w*|conseillers?|consulenti|adviseurs?|conselheir\w*)\b/;
/** A clause that names the self-employed as such: "Selbstständige", "indépendants", "autónomos", "zzp'ers". */
const SELF_EMPLOYED_ASKED =
  /\b(self[- ]employed|selbst(st)?andige?\w*|freiberufler\w*|independants?|independantes?|autonom[oa]s|lavoratori autonomi|zzp\w*|zelfstandigen)\b/;
/** The employment types of an outside person: self-employed, freelance, on contract, in the seven languages. */
const ADVISOR_ON_CONTRACT_TYPE =
  /\b(self[- ]employed|freelance\w*|contract\w*|contrat\w*|contrato\w*|contratt\w*|autonom[oa]s?|independ\w*|selbst(st)?andig\w*|freiberuf\w*|zzp\w*|vertrag\w*)\b/;

/**
 * Public affairs and lobbying, in the seven languages: asked for by name ("public affairs", "lobbying", "government
 * relations", "affaires publiques", "asuntos públicos", "Interessenvertretung"), and so held in a title.
 */
const PUBLIC_AFFAIRS_WORD =
  /\b(public affairs|public policy|lobby\w*|government (relations|affairs)|regulatory affairs|eu affairs|affaires publiques|representation d.interets|asuntos (publicos|publicos y regulatorios|institucionales|gubernamentales)|relaciones institucionales|assuntos (publicos|institucionais)|relacoes institucionais|affari pubblici|relazioni istituzionali|public affairs\w*|interessenvertret\w*|politische kommunikation|politikberat\w*|overheidszaken|belangenbehartig\w*)\b/;
/** A communications word of its own in a title: press, media, PR, spokespeople, communication itself. */
const COMMUNICATIONS_OWN_WORD =
  /\b(communicat\w*|comms|kommunikat\w*|communicatie\w*|comunica\w*|press\w*|presse\w*|prensa|imprensa|stampa|pers ?(voorlicht|woordvoer|relatie|officer|dienst|attache|chef)\w*|media|medien\w*|medios|pr|public relations|relations? publiques|relaciones publicas|relacoes publicas|relazioni pubbliche|spokes\w*|sprecher\w*|porte[- ]parole|portavo\w*|porta[- ]voz|woordvoerder\w*|voorlicht\w*)\b/;
/** A title whose only communications word is public affairs or lobbying. */
const publicAffairsOnly = (title: string): boolean =>
  PUBLIC_AFFAIRS_WORD.test(title) && !COMMUNICATIONS_OWN_WORD.test(title);

/**
 * The role word and the title each name an ISCO-08 unit group, in different minor groups (the first three digits):
 * an audiologist (226) is no hearing-aid acoustician (325); programmers (2514) and software developers (2512), one
 * minor group (251), are kindred jobs.
 */
function otherOccupation(word: string, title: string): boolean {
  const asked = occupationCode(normalizeText(word));
  const held = asked ? occupationCode(title) : null;
  return asked !== null && held !== null && asked.slice(0, 3) !== held.slice(0, 3);
}

export function matchClause(
  clause: Clause,
  position: Position,
  engagements: readonly Engagement[],
  /** The person's headline: "Cariste préparateur (intérim)" says on what terms the current role here is held. */
  headline?: string | null,
): ClauseMatch | null {
  const translated = inWords(position);
  return (
    matchClauseAsWritten(clause, translated, engagements, headline) ??
    (translated === position ? null : matchClauseAsWritten(clause, position, engagements, headline))
  );
}

/**
 * A title in a language the definitions are not written in (Icelandic: "Öryggisvörður", "Vélstjóri") meets the jobs a
 * definition names ("security guards", "plant operators", "foremen") by its English words (roles.ts `titleWords`), and
 * still by its own words, which a definition may quote ("plant operators (vélstjórar)"); the title is shown as written.
 * Any other title is matched as it is.
 */
const inWords = (p: Position): Position => {
  const words = titleWords(p.title);
  return words === p.title ? p : { ...p, title: words };
};

function matchClauseAsWritten(
  clause: Clause,
  position: Position,
  engagements: readonly Engagement[],
  headline?: string | null,
): ClauseMatch | null {
  // "Forstjóri" for "CEO (forstjóri, …)": the user's own word for the term is the term, on any terms.
  const gloss = clause.gloss;
  // (Only a title the reader reads no function in: "Performance Marketing Manager" is read as it says.)
  if (
    gloss &&
    position.functions.length === 0 &&
    titleParts(normalizeText(position.title)).some((part) => gloss.test(part)) &&
    employmentFits(clause, position, headline)
  )
    return { clause, direct: true, primaryFunction: true };
  const allowed = clause.engagements ?? engagements;
  if (clause.fixedTerm && !onFixedTerm(position, clause.notSeasonal)) return null;
  // (The headline says what a bare "Senior Consultant" consults on.)
  if (clause.notPublicAffairs && publicAffairsOnly(normalizeText(`${position.title} ${headline ?? ''}`)))
    return null;
  // A fixed term or an agency's placement asked is a term of the role, whatever its engagement reads: "Mozo de almacén –
  // ETT" on a "Full-time" type is the agency's temp (employmentFits), as the matcher's contract terms read it.
  if (
    !allowed.includes(position.engagement) &&
    !((clause.fixedTerm || clause.agency) && position.engagement === 'employee')
  ) {
    // A founder also works there: a founder-CTO counts wherever employees count. A chair of the board
    // ("Chairman", "Executive Chairman", "Chairwoman & CEO") sits on the board, executive or not.
    if (
      !(position.engagement === 'founder' && allowed.includes('employee')) &&
      !(allowed.includes('board') && boardSeatTitle(normalizeText(position.title))) &&
      !(
        allowed.includes('board') &&
        clause.governanceSeats &&
        (GOVERNANCE_SEAT_TITLE.test(normalizeText(position.title)) ||
          ADVISORY_BOARD_SEAT.test(normalizeText(position.title)))
      ) &&
      !(allowed.includes('advisor') && BOARD_ADVISOR_TITLE.test(normalizeText(position.title))) &&
      !(
        allowed.includes('advisor') &&
        // ("Board members and advisors — non-executive directors": a clause that names advisors asks for them.)
        (!allowed.includes('board') || ADVISORS_NAMED.test(normalizeText(clause.text))) &&
        position.engagement === 'contractor' &&
        freelanceAdvisor(position)
      ) &&
      // "External people", "consultants": an advisor who holds the role self-employed or on contract ("Scientific
      // Advisor", Contract; "Senior Advisor to the Board", Self-employed) is an outside consultant. (Freelancers and
      // contractors alone are not asked for advisors: "freelancers and contractors, not advisors".)
      !(
        allowed.includes('contractor') &&
        !allowed.includes('advisor') &&
        position.engagement === 'advisor' &&
        OUTSIDE_ADVISERS_ASKED.test(normalizeText(clause.text)) &&
        ADVISOR_ON_CONTRACT_TYPE.test(normalizeText(position.employmentType ?? ''))
      ) &&
      // "Selbstständige", "the self-employed": an advisor whose type is Self-employed is one, whatever the title.
      !(
        allowed.includes('contractor') &&
        position.engagement === 'advisor' &&
        SELF_EMPLOYED_ASKED.test(normalizeText(clause.text)) &&
        OWN_ACCOUNT_TYPE.test(normalizeText(position.employmentType ?? ''))
      )
    )
      return null;
  }
  if (!employmentFits(clause, position, headline)) return null;
  const norm = normalizeText(position.title);
  if (clause.companyWide && namesRegion(position.title)) return null;
  // The person an assistant works for is no role of the assistant's: "assistente da CEO" is no CEO.
  const { own, principal } = splitPrincipal(norm);
  const holds = (test: RegExp) => test.test(own) || (test.test(norm) && !test.test(principal));
  const jobs = clause.roles.filter((r) => !r.seniority && !r.specialty);
  const individualIn = (r: RoleWord): boolean =>
    r.orIndividual === true &&
    position.level === 'individual' &&
    // "Programadores": a tester ("QA Analyst – manual testing") is in engineering but writes no programs.
    !(PROGRAMMER_WORD.test(normalizeText(r.word)) && TESTER_TITLE.test(norm)) &&
    position.functions[0] !== undefined &&
    (clause.functions ?? []).some((fn) => covers(fn, position.functions[0] as ProfessionalFunction)) &&
    // "Audiologists": a title naming another ISCO-08 unit group of the function (a hearing-aid acoustician,
    // 3259, beside the audiologists' 2266) is that other job, not an individual of this one.
    !otherOccupation(r.word, own);
  // "Werkstudent Embedded Software": an individual whose title names the specialty asked for, in the
  // job's function, does that job though the title names no job noun.
  const bySpecialty =
    position.level === 'individual' &&
    clause.roles.some((r) => r.specialty) &&
    clause.roles.every((r) => !r.specialty || holds(r.test)) &&
    position.functions.some((fn) => clause.functions?.some((asked) => covers(asked, fn)));
  if (jobs.length > 0 && !bySpecialty && !jobs.some((r) => holds(r.test) || individualIn(r))) return null;
  if (
    !clause.roles.every(
      (r) =>
        !(r.seniority || r.specialty) ||
        holds(r.test) ||
        (r.onSite === true && position.functions.every((fn) => SITE_FUNCTIONS.includes(fn))),
    )
  )
    return null;
  // "Executive assistants" assist the management: an assistant of customer service or marketing is not one.
  if (
    clause.roles.every((r) => r.noDepartment) &&
    clause.roles.length > 0 &&
    !clause.functions &&
    position.functions.some((fn) => !OWN_DEPARTMENT_FREE.includes(fn))
  )
    return null;
  if (
    clause.alsoFunctions &&
    !position.functions.some((fn) => clause.alsoFunctions?.some((f) => covers(f, fn))) &&
    !clause.alsoWords?.test(norm)
  )
    return null;
  if (clause.practice && !clause.practice.test(norm)) return null;
  // "Lawyers", "Rechtsanwälte", "abogados": a patent or trade mark attorney (ISCO-08 2619) is admitted to another
  // register and is none, unless the title names a lawyer too ("Rechtsanwalt und Patentanwalt").
  if (
    REGISTER_ATTORNEY_TITLE.test(norm) &&
    !LAWYER_IN_TITLE.test(norm) &&
    LAWYER_WORD.test(normalizeText(clause.text)) &&
    !REGISTER_ATTORNEY_TITLE.test(normalizeText(clause.text)) &&
    !PATENT_ATTORNEY_WORD.test(normalizeText(clause.text))
  )
    return null;
  // "Socia – Fiscal", "Socio – Litigación y Arbitraje": a lawyer's or partner's word beside the practice
  // asked for is a lawyer of that practice, though the title alone reads as finance or as a partner.
  const practiseHere = clause.practice !== undefined && LAWYER_TITLE_WORD.test(norm);
  let primaryFunction = true;
  // "HR …, recruiters en salarisadministratie", "payroll in finance": payroll is filed under finance at
  // one company and under HR at another, so a payroll title named by the clause meets either.
  const payrollHome =
    jobs.length > 0 &&
    jobs.every((r) => r.word === 'payroll') &&
    jobs.some((r) => holds(r.test)) &&
    position.functions.some((fn) => PAYROLL_HOMES.includes(fn)) &&
    (clause.functions ?? []).every((fn) => PAYROLL_HOMES.includes(fn));
  // "Finance and accounting", "Personalabteilung": every labeller left a payroll title (Payroll Specialist,
  // Gestionnaire de paie, Lohnbuchhalterin) out of a finance or HR persona that does not name payroll, and kept
  // it where the definition names it: payroll is a job of its own, filed under either.
  if (
    clause.payrollOut === true &&
    clause.functions?.some((fn) => PAYROLL_HOMES.includes(fn)) &&
    payrollOnly(norm)
  )
    return null;
  // "… curriculum leads and trainers": a bare "Trainer" reads no function (a trainer of staff, of
  // customers or of pupils), but it names the teaching job the clause asks for, so it does that job.
  // Only this job: a bare title meeting any named job this way costs other sets (tried).
  const trainerOnly =
    position.functions.length === 0 &&
    jobs.some((r) => r.word === TEACHING_WORD && holds(r.test)) &&
    (clause.functions ?? []).every((fn) => fn === 'education');
  // "Stavbyvedoucí", "Stavbyvedúci", "Mistr stavby": a site manager's or foreman's title in a language whose
  // function words the titles do not read names the site job the clause asks for, in construction or operations.
  const siteManagerOnly =
    position.functions.length === 0 &&
    jobs.some((r) => (r.word === 'site managers' || r.word === 'site foremen') && holds(r.test)) &&
    (clause.functions ?? []).every((fn) => fn === 'operations' || fn === 'construction');
  // "Medewerker flexadministratie", "Teileverkäufer", "Fahrzeugaufbereiter", "Serviceberater": a title that names
  // one of TITLE_NAMED_JOBS is that job, whether it reads as operations, HR, sales, support or no function at all.
  const titleNamedJob =
    jobs.length > 0 &&
    jobs.every((r) => TITLE_NAMED_JOBS.includes(r.word)) &&
    jobs.some((r) => holds(r.test));
  if (
    clause.functions &&
    !payrollHome &&
    !trainerOnly &&
    !siteManagerOnly &&
    !practiseHere &&
    !titleNamedJob
  ) {
    // "Estagiário de Engenharia Cerâmica" for "… I&D de pastas e vidrados – engenheiros": a title that
    // names engineering or research of the physical product itself is that product's R&D, though it
    // reads as software engineering or as no function at all.
    const productRnd =
      clause.productDomain === true &&
      PRODUCT_DOMAIN.test(norm) &&
      PRODUCT_RND_TITLE.test(norm) &&
      position.functions.every((fn) => fn === 'engineering' || fn === 'hardware_engineering');
    const hit = productRnd
      ? 0
      : position.functions.findIndex((fn) =>
          clause.functions?.some((asked) => (clause.exactFunctions ? asked === fn : covers(asked, fn))),
        );
    if (hit < 0) return null;
    primaryFunction = hit === 0;
    // "Developer Advocate", "Head of Developer Relations": titles read as engineering, but their job is
    // developer relations; they count for engineering only where the definition names that job.
    if (
      position.functions[hit] === 'engineering' &&
      DEVELOPER_RELATIONS.test(norm) &&
      !clause.roles.some((r) => r.word === DEVELOPER_RELATIONS_WORD)
    )
      return null;
  }
  if (!clause.levels) return { clause, direct: true, primaryFunction };
  if (levelsFor(clause, position, norm).some((l) => clause.levels?.includes(l)))
    return { clause, direct: true, primaryFunction };
  if (clause.extendsUp && clause.functions) {
    const top = Math.max(...clause.levels.map(levelRank));
    if (levelRank(position.level) > top && levelRank(position.level) >= levelRank('vp'))
      return { clause, direct: false, primaryFunction };
  }
  return null;
}

/** "Other", "andere", "autres", "otros", "outros", "altri", "overige" opening an exclusion: the rest of it. */
const OTHER_THAN_ASKED =
  /^((no|not|nor|and|or|any|all|the|keine[nrs]?|auch|und|oder|aucun[e]?|pas|les|des|d|ni|ningun[oa]?|ninguna|sin|los|las|nenhum[a]?|sem|os|as|nessun[oa]?|senza|gli|le|geen|de|zonder) )*(other|others|andere[nrs]?|sonstige[nrs]?|weitere[nrs]?|autres?|otr[oa]s?|demas|outr[oa]s?|demais|altr[oiea]|overige)( |$)/;

/** A phrase naming subsidiaries or foreign offices, then examples in brackets. */
const SUBSIDIARY_EXAMPLES =
  /((?<![\p{L}])(?:subsidiar(?:y|ies)|tochter\p{L}*|filiales?|filial|filiali|controllat[ae]|dochter\p{L}*|subsidi(?:a|á)ri(?:a|as)|bureaux? (?:a|à) l.(?:e|é)tranger|foreign offices?|auslandsgesellschaft\p{L}*|landesgesellschaft\p{L}*)(?![\p{L}])[^()]{0,80}?)\(([^()]*)\)/giu;

/** The chief executive's titles without an "of …" saying of what. */
const BARE_TOP_EXECUTIVE =
  /(?<![\p{L}])(gesch(?:a|ä)ftsf(?:u|ü)hrer(?:in|innen)?|managing directors?|general managers?|ceos?|directeurs? g(?:e|é)n(?:e|é)ra(?:l|ux)|directrices? g(?:e|é)n(?:e|é)rales?|director(?:a|es)? general(?:es)?|diretor(?:a)? geral|amministrator(?:e|i) delegat[oi]|algemeen directeur)(?![\p{L}])(?!\s+(?:de|of|der|des|du|di|van|del|da|do)(?![\p{L}]))/giu;

/**
 * A relative clause saying the people hold no seat on the board: "who hold no board seat", "without a
 * board seat", "who (just) report to the board", "ohne Mandat", "sin puesto en el consejo", "sans siège
 * au conseil", "zonder zetel", "senza seggio", "sem assento".
 */
const NOT_ON_BOARD =
  /\b((who|that|die|qui|que|che|welche)\s+([a-z]+\s+){0,2}(hold|holds|have|has|haben|hat|tienen|tiene|ont|a|hebben|heeft|hanno|ha|tem|teem)\s+(no|kein\w*|ningun\w*|aucun\w*|geen|nessun\w*|nenhum\w*)\s+(board\s+)?(seats?|mandat\w*|sitz\w*|puestos?|asientos?|sieges?|zetels?|seggi\w*|assentos?)|(without|ohne|sin|sans|zonder|senza|sem)\s+(an?\s+|un\s+|une\s+|um\s+|een\s+)?(board\s+)?(seats?|mandat\w*|(gremien|gremiums|aufsichtsrats|beirats|vorstands|verwaltungsrats)?sitz\w*|puestos?|asientos?|sieges?|zetels?|seggi\w*|assentos?)|(who|that|die|qui|que|che|welche)\s+([a-z]+\s+){0,2}(reports?|berichten|rapportent|reportan|rapporteren|riportano|reportam)\s+(to|an|au|al|aan|a|ao)\s+(the |den |dem |le |el |de |il |o )?(board|aufsichtsrat|vorstand|verwaltungsrat|conseil|consejo|raad|consiglio|conselho))\b|(who|that|qui|que|che|die|welche)\s+(do|does|did|are|is)\s*(not|n't)\s+(sit|serve|have a seat|hold a seat)?\s*(on|in)\s+((the\s+)?([a-z-]+\s+){0,2}board|it\b)|(who|that)\s+(are|is)\s+not\s+(board\s+members|directors)|\b(qui\s+ne\s+si(e|è)gent?\s+pas|die\s+nicht\s+(im|in\s+dem)\s+(aufsichtsrat|verwaltungsrat|vorstand|board)\s+sitz\w*|que\s+no\s+(forman?\s+parte|se\s+sientan?|est(a|á)n?)\s+(del|en\s+el)\s+consejo|die\s+niet\s+in\s+de\s+raad|che\s+non\s+siedono|que\s+n(a|ã)o\s+(fazem\s+parte|t(e|ê)m\s+assento))/;

/**
 * "Beraterin", "Asesora Senior de la Dirección", "Conseiller du président", "Senior Advisor": a self-employed or
 * freelance person whose title opens with an advisor's word, in the seven languages, advises the company (an
 * advisory engagement), as the English "Senior Advisor" already reads.
 */
const FREELANCE_ADVISOR_TITLE =
  /^((senior|strategic|external|independent|special|executive|externe?r?|unabhangige?r?) )*(advis[oe]rs?|asesor(a|es)?|assessor(a)?|conseill(er|ere)s?|consulente|consigliere|berater(in)?|adviseurs?)\b/;
/** "Asesor del Consejo", "advisor to the board", "Berater des Aufsichtsrats": a formal advisor of the board. */
const BOARD_ADVISOR_TITLE =
  /\b(advis[oe]rs?|asesor(a|es)?|conseill(er|ere)s?|berater(in)?|adviseurs?|consulente|consultor(a)?|conselheir[oa])\s+(to |of |del |de la |de l |du |des |de |van de |van het |des |der |dem |al |do |da |della |del )?(the )?(consejo|conseil|conselho|consiglio|aufsichtsrat\w*|verwaltungsrat\w*|vorstand\w*|directoire|raad van (bestuur|commissarissen|toezicht)|board)\b/;

/** A contractor titled an advisor of no function ("Beraterin Fiction", not "Asesor legal externo", "Consulente Marketing"). */
function freelanceAdvisor(position: Position): boolean {
  return (
    position.engagement === 'contractor' &&
    FREELANCE_ADVISOR_TITLE.test(normalizeText(position.title)) &&
    position.functions.length === 0
  );
}
/**
 * "Presidente del Consejo", "président du conseil", "Vorsitzender des Aufsichtsrats": who chairs the
 * board. Not a Dutch "Raad van Bestuur" nor a German "Vorstand": those are the executive board.
 */
const BOARD_CHAIR_TITLE =
  /\b(vice-?)?(president(e|a)?|prasident(in)?|vorsitzende[rn]?|voorzitter)\b.*\b(consejo|conseil|conselho|consiglio|cda|patronat|aufsichtsrat\w*|verwaltungsrat\w*|raad van (commissarissen|toezicht)|(?<!(executive|management) )board)\b/;
/**
 * A seat on a board by its title alone: the Italian "Consigliere CdA" (consiglio di amministrazione), the Spanish
 * and Portuguese consejero and conselheiro of a board, the Catalan patró or patrona of a fundació's patronat.
 */
const BOARD_SEAT_TITLE =
  /^(patro|patrona|patrons|patrones)\b|\b(consiglier[ei]|consejer[oa]s?|conselheir[oa]s?|administrat(eur|rice)s?|membr[oe]s?) (del |di |du |de |do )?(cda|c\.d\.a\.?|consiglio di amministrazione|consejo de administracion|conselho de administracao|conseil d.administration|patronat)\b/;

/**
 * A seat on a German Beirat (the governance board of a GmbH or a family firm, ISCO-08 1120's "members of boards") or
 * on a strategy committee, as member or chair: "Mitglied des Beirats", "Beiratsvorsitzende", "Membre du comité
 * stratégique". Not whoever advises that body ("Berater des Beirats": BOARD_ADVISOR_TITLE).
 */
const GOVERNANCE_SEAT_TITLE =
  /\b(beiratsmitglied\w*|beiratsvorsitz\w*|(mitglied|vorsitzende[rn]?|vorsitz|stellvertretende[rn]? vorsitzende[rn]?) (des |im |vom )?beirat\w*|(membre|member|mitglied|miembro|membro|lid|president(e)?|chair\w*|vorsitzende[rn]?) (du |of the |of |des |del |do |della |van het |van de )?(comite strategique|strategy committee|strategic committee|strategieausschuss\w*|strategiekomitee\w*|comite estrategico|comitato strategico|strategisch comite))\b/;
/** A seat on an advisory board in English ("Advisory Board Member", "Member of the Advisory Board"), the Beirat's word. */
const ADVISORY_BOARD_SEAT = /\b(advisory board (member|chair)\w*|(member|chair\w*) of the advisory board)\b/;
/** A clause that names Beirat members or a strategy committee's members: a seat on that body, not an advisor's job. */
const GOVERNANCE_SEAT_CLAUSE =
  /\b(beirat\w*|strategy[- ]committee\w*|strategic committee\w*|comite strategique|strategieausschuss\w*|comite estrategico|comitato strategico)\b/;

/** A title that holds a board seat, as chair or member, of a company's or a foundation's board (normalised text). */
const boardSeatTitle = (norm: string): boolean =>
  CHAIRS_THE_BOARD.test(norm) ||
  BOARD_CHAIR_TITLE.test(norm) ||
  BOARD_SEAT_TITLE.test(norm) ||
  FOUNDATION_BOARD_TITLE.test(norm);

/** Words of finance or HR besides payroll: a title naming one ("Payroll & Accounting Manager") is not payroll only. */
const BESIDES_PAYROLL =
  /\b(finance\w*|financ\w*|financ|accounting|accountant\w*|accounts|controll\w*|(?<!lohn)buchhalt\w*|comptab\w*|contab\w*|tax|treasur\w*|hr|human|people|personal\w*|personnel|rh|rrhh|recursos humanos|ressources humaines|risorse umane|benefits|rewards?|compensation|c&b)\b/;

/** A title whose only job is payroll: "Payroll Specialist", "Técnica de Nóminas", "Lohnbuchhalterin". */
const payrollOnly = (norm: string): boolean => PAYROLL_TITLE.test(norm) && !BESIDES_PAYROLL.test(norm);

/** Where a company files payroll: finance or HR. */
const PAYROLL_HOMES: readonly ProfessionalFunction[] = ['finance', 'people'];

/** A seat on the board or a formal role advising it: a board member, an advisor, whoever chairs it. */
export function sitsOnBoard(position: Position): boolean {
  const norm = normalizeText(position.title);
  return (
    position.engagement === 'board' ||
    position.engagement === 'advisor' ||
    BOARD_ADVISOR_TITLE.test(norm) ||
    boardSeatTitle(norm)
  );
}

/** Exclusions that name a job ("SDRs") drop the people who do it, not the ones who lead it. */
export function excludedBy(clause: Clause, position: Position): boolean {
  const translated = inWords(position);
  return (
    excludedByAsWritten(clause, translated) ||
    (translated !== position && excludedByAsWritten(clause, position))
  );
}

function excludedByAsWritten(clause: Clause, position: Position): boolean {
  // "Not directors who are not on the executive board": a title naming the management body is a seat on it.
  if (clause.unlessBoard && (sitsOnBoard(position) || MANAGEMENT_BODY.test(position.title))) return false;
  // "Not advisors": a self-employed "Beraterin" or "Asesora" is the advisor the exclusion names (FREELANCE_ADVISOR_TITLE).
  if (
    (clause.engagements ?? []).includes('advisor') &&
    clause.roles.length > 0 &&
    clause.roles.every((r) => /advis/.test(r.word)) &&
    ((position.engagement === 'contractor' && freelanceAdvisor(position)) ||
      // (Nor does one who holds the position as an advisor, in any language: "Conseiller du président", Contrat.)
      position.engagement === 'advisor')
  )
    return true;
  // ("Not the seafarers from the manning agency": the job named, and the agency's placement.)
  if (clause.agency)
    return (
      agencyTemp(position) &&
      (isEngagementOnly(clause) || excludedByAsWritten({ ...clause, agency: false }, position))
    );
  // "Not lawyers": an outside person whose work here is legal advice ("Externe Rechtsberatung", "Conseil juridique
  // externe") is a lawyer, whom the law alone lets advise on it, though the title names no lawyer's word.
  if (
    (clause.functions ?? []).includes('legal') &&
    clause.roles.length > 0 &&
    clause.roles.every((r) => /lawye|anwalt|anwalte|avocat|abogad|advogad|avvocat|advocat/.test(r.word)) &&
    position.engagement === 'contractor' &&
    position.functions[0] === 'legal'
  )
    return true;
  if (clause.fixedTerm)
    return (
      position.engagement === 'contractor' &&
      (FIXED_TERM_TYPE.test(normalizeText(position.employmentType ?? '')) ||
        fixedTermHeld(normalizeText(position.title), normalizeText(position.employmentType ?? '')))
    );
  // "Key account managers … sin equipo": a job whose name says manager holds that level by its name,
  // which is no team to lead; only a level above it leads one.
  const ownLevel: Level = clause.roles.some((r) => !r.qualifier && !r.seniority && /manager/.test(r.word))
    ? 'manager'
    : 'individual';
  if (
    clause.unlessLeads &&
    levelRank(position.level) > Math.max(...(clause.levels ?? [ownLevel]).map(levelRank))
  )
    return false;
  // "Outside accountants": an outside person who is an accountant, not every accountant and every outsider.
  const qualifiers = clause.roles.filter((r) => r.qualifier);
  if (qualifiers.length > 0 && clause.roles.length > qualifiers.length) {
    const norm = normalizeText(position.title);
    const held = qualifiers.every((q) => q.test.test(norm) || q.orEngagement === position.engagement);
    if (!held) return false;
    return excludedBy({ ...clause, roles: clause.roles.filter((r) => !r.qualifier) }, position);
  }
  // "Except external commercial agents", "keine externen Freelancer": a qualifier beside a kind of
  // engagement only is met by holding the position on those terms; the title need not say "external".
  if (
    qualifiers.length > 0 &&
    qualifiers.length === clause.roles.length &&
    isEngagementOnly({ ...clause, roles: [] }) &&
    qualifiers.every((q) => q.orEngagement !== undefined)
  )
    return (
      (clause.engagements ?? []).includes(position.engagement) &&
      qualifiers.every(
        (q) => q.test.test(normalizeText(position.title)) || q.orEngagement === position.engagement,
      )
    );
  // "Excluir abogados externos", "no outside counsel": a qualifier of engagement beside a function is met by
  // holding a position of that function on those terms (a self-employed lawyer); the title need not say "external".
  if (
    qualifiers.length > 0 &&
    qualifiers.length === clause.roles.length &&
    (clause.functions?.length ?? 0) > 0 &&
    qualifiers.every((q) => q.orEngagement !== undefined && q.orEngagement === position.engagement)
  )
    return excludedByAsWritten({ ...clause, roles: [] }, position);
  // An exclusion of a function drops the people whose function it is, not those who also touch it:
  // "compliance staff" does not drop the head of "Legal & Compliance".
  const main = position.functions[0];
  // (A title of no function that names the job, "Asistent stavbyvedoucího", is left to the job's match.)
  const namesJob =
    main === undefined &&
    clause.roles.some((r) => !r.qualifier && !r.area && r.test.test(normalizeText(position.title)));
  if (clause.functions && !namesJob && !(main && clause.functions.some((asked) => covers(asked, main))))
    return false;
  // "Not recruiters" keeps the head of HR, but "not talent acquisition" drops its own head too: when
  // the person's function is itself a part of a wider one, the exclusion names their whole team.
  const ownPart =
    main !== undefined &&
    (clause.functions ?? []).some((f) => f === main && FUNCTIONS.some((g) => g !== f && covers(g, f)));
  if (
    !ownPart &&
    clause.roles.length > 0 &&
    !clause.roles.every((r) => r.area) &&
    clause.levels === null &&
    levelRank(position.level) > levelRank('manager')
  )
    return false;
  if (clause.unlessFunctions?.some((u) => position.functions.some((f) => covers(u, f)))) return false;
  if (clause.unlessPractice) {
    const norm = normalizeText(position.title);
    if (clause.unlessPractice.test(norm) && LAWYER_TITLE_WORD.test(norm)) return false;
  }
  if (clause.engagements && clause.functions === null && clause.levels === null && clause.roles.length === 0)
    return (
      clause.engagements.includes(position.engagement) ||
      // ("Not board members" drops a Beirat's member, whose title the titles read as an advisory board's.)
      (clause.engagements.includes('board') && GOVERNANCE_SEAT_TITLE.test(normalizeText(position.title)))
    );
  return matchClause({ ...clause, extendsUp: false }, position, [position.engagement]) !== null;
}

// ---------------------------------------------------------------------------------------------
// Interpretation (what the API shows)
// ---------------------------------------------------------------------------------------------

const plural: Record<Level, string> = {
  owner: 'owners and founders',
  c_level: 'C-level executives',
  vp: 'vice presidents',
  head: 'heads and directors',
  manager: 'managers',
  individual: 'individual contributors',
};

/** The roles a clause names: "embedded or firmware engineers", "SDRs or BDRs". */
const rolesWho = (c: Clause): string => {
  const specialties = c.roles.filter((r) => r.specialty).map((r) => r.word);
  const jobs = c.roles.filter((r) => !r.specialty).map((r) => r.word);
  return [specialties.join(' or '), jobs.join(' or ') || 'people'].filter((w) => w !== '').join(' ');
};

/** Who a clause that names no role, level or engagement asks for: its seasonal or on-call bar, or anyone. */
const barWho = (c: Clause): string =>
  c.seasonal || c.casual
    ? `${[c.seasonal ? 'seasonal' : '', c.casual ? 'on-call' : ''].filter((w) => w !== '').join(' or ')} workers`
    : 'anyone';

export function describeClause(c: Clause): string {
  const who =
    c.roles.length > 0
      ? rolesWho(c)
      : c.levels
        ? c.levels.map((l) => plural[l]).join(', ')
        : c.engagements
          ? c.engagements.map(engagementWord).join(' or ')
          : barWho(c);
  const fn = c.functions ? ` in ${c.functions.map((f) => FUNCTION_WORDS[f]).join(' or ')}` : '';
  const up = c.extendsUp && c.functions ? ', or more senior' : '';
  const as =
    c.engagements && c.roles.length + (c.levels?.length ?? 0) > 0
      ? ` (as ${c.engagements.join(' or ')})`
      : '';
  // "No other HR roles": say what the exclusion spares, so the interpretation does not read as all of HR.
  const spared = c.unlessFunctions?.filter((f) => !c.functions?.includes(f)) ?? [];
  const unless = spared.length > 0 ? `, except ${spared.map((f) => FUNCTION_WORDS[f]).join(' or ')}` : '';
  return `${who}${fn}${up}${as}${unless}`;
}

const engagementWord = (e: Engagement): string =>
  ({
    employee: 'employees',
    founder: 'founders',
    contractor: 'contractors and freelancers',
    intern: 'interns and working students',
    advisor: 'advisors',
    board: 'board members and investors',
  })[e];

/** Clauses of the same functions said once: "heads and directors, vice presidents in sales, or more senior". */
function groupedWho(clauses: readonly Clause[]): string {
  const groups = new Map<string, Clause[]>();
  for (const c of clauses) {
    const key = `${(c.functions ?? []).join('+')}|${c.engagements ? 'engagement' : ''}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const parts = [...groups.values()].map((group) => {
    const first = group[0] as Clause;
    const who = [
      ...new Set(
        group.flatMap((c) =>
          c.roles.length > 0
            ? [rolesWho(c)]
            : c.levels
              ? c.levels.map((l) => plural[l])
              : c.engagements
                ? c.engagements.map(engagementWord)
                : [barWho(c)],
        ),
      ),
    ];
    const fn = first.functions ? ` in ${first.functions.map((f) => FUNCTION_WORDS[f]).join(' or ')}` : '';
    const up = group.some((c) => c.extendsUp) && first.functions ? ', or more senior' : '';
    return `${who.join(', ')}${fn}${up}`;
  });
  return parts.join('; ');
}

export function interpretationOf(reading: PersonaReading): PersonaInterpretation {
  if (reading.kind === 'owners_founders') return OWNERS_FOUNDERS_INTERPRETATION;
  const functions = [...new Set(reading.includes.flatMap((c) => c.functions ?? []))];
  const levels = LEVELS.filter((l) => reading.includes.some((c) => c.levels?.includes(l)));
  const entry = (c: Clause): string => {
    const description = describeClause(c);
    return normalizeText(c.text) === normalizeText(description) ? description : `"${c.text}": ${description}`;
  };
  // Bounded like Claude's answer, so a long definition cannot grow the stored item without limit.
  const includes = [
    ...new Set([
      ...reading.includes.map(entry),
      ...(reading.family
        ? [
            reading.familyStake
              ? "family shareholders: members of the founding or owning family (their family name in the company's name, or their profile saying so) who run the company or sit on one of its boards, or whose profile says they hold a stake"
              : "members of the founding or owning family with a current role here (their family name in the company's name, or their profile saying so)",
          ]
        : []),
    ]),
  ].slice(0, 40);
  const excludes = [
    ...new Set([
      ...reading.excludes.map(entry),
      ...(reading.familyOut
        ? [
            "members of the founding or owning family (their family name in the company's name, or their profile saying so)",
          ]
        : []),
    ]),
  ].slice(0, 40);
  const summary =
    includes.length === 0
      ? 'Nothing recognised: this persona keeps nobody until it names roles, functions or seniority.'
      : `Keeps ${groupedWho(reading.includes)}${
          reading.excludes.length > 0 ? `; excludes ${groupedWho(reading.excludes)}` : ''
        }; ${forceAsked(reading.career) ? `someone here now who held a position with ${forceAsked(reading.career)?.name} at any time` : reading.career?.kind === 'elsewhereNow' ? `someone here now who also holds a current position at another organisation${reading.career.volunteersCount ? '' : ' (volunteering aside)'}` : reading.career?.kind === 'ownerRep' ? 'someone here now who is an executive or partner of a shareholder, or says they represent one' : reading.career?.kind === 'seconded' ? 'someone here now whose role here is a secondment' : reading.career?.kind === 'partTime' ? 'someone employed here now whose role here is part-time' : reading.career?.kind === 'contractTerms' ? `someone here now whose role here is on ${reading.career.terms.map((t) => CONTRACT_TERM_NAMES[t]).join(' or ')}` : reading.career?.kind === 'placeOfWork' ? `someone here now whose title or headline names ${reading.career.places.join(' or ')}${reading.career.functions ? `, in ${reading.career.functions.join(' or ')}` : ''}` : reading.background ? 'someone who works here now, judged on every role they have held here or at any earlier employer' : reading.formerOnly ? `former roles at the company only (people who have left${reading.leftSince ? `, their last role here ending in ${reading.leftSince} or later` : ''})` : reading.currentOnly ? 'current roles only' : 'current and former roles at the company'}${
          reading.engagements.some((e) => e !== 'employee' && e !== 'founder')
            ? `; counts ${reading.engagements
                .filter((e) => e !== 'employee' && e !== 'founder')
                .map(engagementWord)
                .join(' and ')} too`
            : ''
        }.`;
  return {
    reader: 'offline',
    summary: summary.length > 400 ? `${summary.slice(0, 399)}…` : summary,
    functions,
    levels,
    includes,
    excludes,
    current_only: reading.currentOnly,
    // Clauses that select an engagement ("Interns and working students") decide which kinds count.
    engagement_kinds: reading.includes.every((c) => c.engagements)
      ? [...new Set(reading.includes.flatMap((c) => c.engagements ?? []))]
      : [...new Set([...reading.engagements, ...reading.includes.flatMap((c) => c.engagements ?? [])])],
    warnings: reading.warnings,
  };
}

/**
 * The `message` of a job that found nobody because its persona could not be read (null when it was
 * read): says so and how to rephrase, so "nobody fits" is never mistaken for an answer about the company.
 */
export function unreadableMessage(interpretation: PersonaInterpretation, personaName: string): string | null {
  if (interpretation.includes.length > 0 || interpretation.warnings.length === 0) return null;
  return `The definition of the persona "${personaName}" could not be read, so nobody was kept and nothing was charged. ${interpretation.warnings[0]}`.slice(
    0,
    1000,
  );
}

/** The offline reading of any persona, as the API shows it. */
export function interpretPersona(persona: PersonaInput): PersonaInterpretation {
  return interpretationOf(readPersona(persona));
}

const OWNERS_FOUNDERS_READING: PersonaReading = {
  kind: 'owners_founders',
  includes: [],
  excludes: [],
  prefer: [],
  currentOnly: true,
  formerOnly: false,
  engagements: ['founder', 'employee'],
  warnings: [],
};

export const OWNERS_FOUNDERS_INTERPRETATION: PersonaInterpretation = {
  reader: 'offline',
  summary:
    'Keeps founders and owners who still run the company, co-founders in other executive roles, equity partners, and the top executive of a company under 50 people; current roles here only.',
  functions: [],
  levels: ['owner', 'c_level'],
  includes: [
    'founders and co-founders who still work at the company',
    'owners, proprietors, managing and equity partners',
    'co-founders in another executive role (for example Co-founder & CTO)',
    'the CEO, managing director, president or general manager of a company under 50 people',
  ],
  excludes: [
    'former founders and founders of another company or a side project',
    'investors, board members, shareholders and advisors',
    'founding engineers, founder’s associates and chiefs of staff to the founders',
    'functional owners (product owner, process owner)',
    'freelancers, contractors and interns',
  ],
  current_only: true,
  engagement_kinds: ['founder', 'employee'],
  warnings: [],
};

/**
 * "Seasonal workers" at the head of a definition's list, in the languages of the titles (ISCO-08 has no seasonal
 * occupation: it is an employment type). After "including" ("operarios …, incluidos temporeros") it widens the
 * clause before it instead, which the reader does already.
 */
const SEASONAL_HEAD =
  /(?:^|[:;,.]\s*|(?<![\p{L}])(?:and|und|et|y|e|en|og|oraz|ir)\s+)(?:all |our |the |alle |die |unsere |tous les |les |nos |todos los |los |nuestros |i nostri |gli |onze |de |os |vi(e|å)re )?((seasonal|casual|summer|seasonal (and|or|&|\/) (casual|summer|holiday)|(casual|summer) (and|or|&|\/) seasonal) (workers?|staff|employees|hires|labou?r(ers)?|pickers)|sommeraushilf\p{L}*|kes(a|ä)ty(o|ö)ntekij\p{L}*|s(a|ä)songs(arbetare|anst(a|ä)llda|personal)|sommarjobbare|s(ae|æ)sonarbejd\p{L}*|on-?call (workers?|staff|employees)|oproepkrachten|abrufkr(a|ä)fte|(lavorator[ei] )?a chiamata|seasonals|(travailleurs |ouvriers |salari(e|é)s )?saisonni(e|è)r(e|s|es)?|(trabajador(es|as) )?temporer[oa]s|trabajador(es|as) de temporada|saison(arbeit\p{L}*|kr(a|ä)ft\p{L}*|besch(a|ä)ftigt\p{L}*)|sesong(arbeid\p{L}*|ansatt\p{L}*)|sesonarbeid\p{L}*|(lavorator[ei] )?stagional[ei]|seizoen(s)?(arbeid\p{L}*|kracht\p{L}*|werk\p{L}*)|(trabalhador(es|as) )?sazona(l|is)|pracowni(cy|k) sezonow\p{L}*|sezoniniai darbuotojai)(?![\p{L}])/iu;
/** An agency's temp in a phrase of the definition: "temps hired through staffing agencies", "intérim", "innleid". */
const AGENCY_PHRASE =
  /\b(temps?|temporary (workers?|staff|employees)|agency (workers?|staff|temps?)|staffing agenc\w*|temp(ing|orary)? agenc\w*|interim\w*|leiharbeit\w*|zeitarbeit\w*|leihkr(a|ä)ft\w*|uitzend\w*|flexkracht\w*|innleid\w*|innleie|indlejet?\w*|(trabajador(es|as) )?(de ett|cedid[oa]s?)|ett|lavorator[ei] (interinali|somministrat[ie])|interinali|somministrat[ie]|trabalhador(es|as) temporari[oa]s|agenc(y|ia|e) (workers?|temps?))\b/;
/**
 * "Who sail for us through a manning agency", "die über eine Agentur bei uns arbeiten", "via een uitzendbureau",
 * "par une agence", "a través de una agencia", "tramite agenzia": an agency named as the way the workers came.
 */
const THROUGH_AGENCY =
  /(?<![\p{L}])(through|via|by|from|uber|ueber|par|a traves de|tramite|attraverso|por meio de|atraves de|por)\s+((a|an|the|our|een|de|het|eine[rm]?|die|der|une|l|la|los|las|una|un|uma|o|unsere[rm]?|onze|nos|notre|nostra|nossa|nuestras?|le|les|l')\s*)?(\p{L}+\s+)?(agenc(y|ies)|agentur(en)?|agences?|agencias?|agenzi[ae]|uitzendbureaus?|bemanningsbureaus?)(?![\p{L}])/iu;
/**
 * "Die Leitung des Seebetriebs", "la direction de la production", "la dirección de X", "the management of X": the
 * heads of X. When X names no function or job the reader knows, the clause is only a level, and it must not widen
 * to every head of the company.
 */
const LEADERSHIP_OF =
  /^\s*(die |the |la |el |a |de |il )?(leitung|f(u|ü)hrung|management|direction|direcci(o|ó)n|dire(c|ç)(a|ã)o|direzione|leiding) (des|der|von|of|de la|de l|du|des|de|del|de los|da|do|dos|della|dello|van( de| het)?)\b/iu;
/** "Former ones included", "anciens compris", "ehemalige eingeschlossen": current and former holders both count. */
const FORMER_ONES_INCLUDED =
  /(?<![\p{L}])((former|past|previous) ones (included|too|as well|also)|(including|incl\.?|plus) (the )?(former|past|previous) ones|(ehemalige|fr(u|ü)here) (eingeschlossen|inklusive|mit eingeschlossen|auch(?! nicht| keine)( eingeschlossen| dabei)?)|(y compris les|dont les|inclus les) anciens|anciens (compris|inclus)|(incluidos|incluyendo) (a )?los antiguos|antiguos incluidos|(inclusi|compresi) (gli )?ex|(inclusief|ook) (de )?oud-?\p{L}*|(incluindo|inclusive) os antigos)(?![\p{L}])/iu;
/** "Including", "eingeschlossen", "y compris": what stands beside it widens the clause before, it adds none. */
const INCLUDING_WORD =
  /(?<![\p{L}])(including|incl|included|incluid[oa]s|incluyendo|y compris|inclus|compris|einschlie(ss|ß)lich|eingeschlossen|inklusive|inbegriffen|inclusi|compresi|inclusief|incluindo|inclu(i|í)dos|inkludert)(?![\p{L}])/iu;
/** "Also", said of more people counted beside a list ("also freelancers", "auch Saisonkräfte", "anche stagionali"). */
const ALSO_WORD =
  /(?<![\p{L}])(also|too|as well|ook|auch|ebenfalls|aussi|egalement|également|tambien|también|tambem|também|anche|pure)(?![\p{L}])/iu;
const MANAGERIAL: Level[] = ['manager', 'head', 'vp', 'c_level', 'owner'];
/** The management as a body, bare: "the direction", "die Direzione", "la dirección", "de directie", "the leadership". */
const BARE_MANAGEMENT_BODY =
  /^\s*(the |die |der |la |el |a |de |il |het |le |l')?(leitung|direktion|direction|direcci(o|ó)n|dire(c|ç)(a|ã)o|direzione|directie|leiding|leadership|management)\s*$/iu;
/** "Only managers", "nur Führungskräfte", "seulement les responsables", "solo jefes", "alleen managers". */
const ONLY_MANAGERS =
  /(?<![\p{L}])(only|nur|seulement|uniquement|solo|s(o|ó)lo|solamente|alleen|apenas|soltanto)( (the|die|les|los|de|i|os))? (managers?|f(u|ü)hrungskr(a|ä)fte|leiter(innen)?|responsables|encadrants|jefes|mandos|leidinggevenden|responsabili|gestores|chefs)(?![\p{L}])/iu;

/**
 * Employment types and scopes read after the clauses (holdout 63): seasonal workers and agency temps are employment
 * types, not every contractor; "die Leitung des X" with X unread is no clause; "not managers" is every level that
 * manages; "former ones included" keeps who has left.
 */
function employmentAndScope(reading: PersonaReading, definition: string): PersonaReading {
  if (reading.kind !== 'roles') return reading;
  const firstSentence = definition.split(/(?<=[.!?])\s+/)[0] ?? definition;
  const seasonalHead = SEASONAL_HEAD.exec(firstSentence);
  const includes = reading.includes
    .filter(
      (c) =>
        !(
          LEADERSHIP_OF.test(c.text) &&
          c.functions === null &&
          c.roles.length === 0 &&
          (c.levels ?? []).every((l) => LEADERS.includes(l))
        ),
    )
    // ("Order administration" reads "administration" as operations; the desk is the sales side's, and its title
    // says so whatever function it reads as: "Assistante ADV", "Order Processing Clerk".)
    .map((c) => (c.roles.some((r) => r.word === 'order administration') ? { ...c, functions: null } : c))
    // ("Franchisees — independent owners who run a shop": the owner and the shop are the franchisee's own firm,
    // which is what a franchisee is; no owner of the company nor its retail staff is asked for, and the
    // franchisee's title need say no rank or function.)
    .map((c) =>
      c.roles.length > 0 && c.roles.every((r) => r.word === 'franchisees')
        ? { ...c, levels: null, functions: null }
        : c,
    )
    // (An employee-elected board member's seat is a board seat, whatever else they do here.)
    .map((c) =>
      c.roles.length > 0 && c.roles.every((r) => r.word === 'employee-elected board members')
        ? { ...c, levels: null, functions: null, engagements: ['board'] as Engagement[] }
        : c,
    )
    .map((c) =>
      isEngagementOnly(c) &&
      (c.engagements ?? []).includes('contractor') &&
      AGENCY_PHRASE.test(normalizeText(c.text)) &&
      !/\b(freelanc\w*|consultants?|self-employed|contractors?)\b/.test(normalizeText(c.text))
        ? { ...c, agency: true }
        : c,
    )
    .map((c) => throughAgency(c, definition, true))
    .map((c) => consultantsNamed(c, reading.includes, firstSentence))
    .map(governanceSeat)
    .map((c) =>
      (c.engagements ?? []).includes('board') && GOVERNANCE_SEAT_CLAUSE.test(normalizeText(definition))
        ? { ...c, governanceSeats: true }
        : c,
    )
    .map((c) =>
      isEngagementOnly(c) &&
      (c.engagements ?? []).includes('contractor') &&
      FIXED_TERM_CONTRACT.test(normalizeText(c.text))
        ? { ...c, fixedTerm: true, ...(seasonalExcluded(definition) ? { notSeasonal: true } : {}) }
        : c,
    );
  const seasonalText = seasonalHead
    ? seasonalHead[0].replace(/^[\s:;,.]+|^(and|und|et|y|e|en|og|oraz|ir)\s+/iu, '').trim()
    : '';
  const casualHead =
    /(?<![\p{L}])(casual|on-?call|oproepkrachten|abrufkr(a|ä)fte|a chiamata)(?![\p{L}])/iu.test(seasonalText);
  const seasonalAsked: Partial<Clause> = {
    ...(/(?<![\p{L}])seasonal/iu.test(seasonalText) || !casualHead ? { seasonal: true } : {}),
    ...(casualHead ? { casual: true } : {}),
  };
  // "Seasonal staff who work only the season: beaters, pickers-up, lodge staff": seasonal workers at the head of
  // the definition, before the colon that opens its list, are who is asked for; the jobs listed show what such
  // people do here and do not narrow it (as an engagement's heading, ENGAGEMENT_HEADING), nor do they keep the
  // permanent holders of those jobs. The list is dropped and the heading read alone.
  const seasonalHeading =
    seasonalHead !== null &&
    /^[\s(]*((all|our|the|alle|die|unsere|tous les|les|nos|todos los|los|nuestros|i nostri|gli|onze|de|os)\s+)?$/iu.test(
      firstSentence.slice(0, seasonalHead.index),
    ) &&
    /^[^.;:]*:/.test(firstSentence.slice(seasonalHead.index + seasonalHead[0].length)) &&
    includes.some((c) => !isEngagementOnly(c) && (c.functions !== null || c.roles.length > 0));
  if (seasonalHead && seasonalHeading) {
    const list = firstSentence.slice(seasonalHead.index + seasonalHead[0].length).replace(/^[^:]*:/, '');
    const kept = includes.filter((c) => !list.includes(c.quote ?? c.text));
    includes.splice(0, includes.length, ...kept);
  }
  // "Von der Leitung bis zu Lehrlingen und Saisonkräften", "from the head chef to apprentices and seasonal
  // staff": seasonal workers at the end of a range of ranks are the last of those ranks, not a clause of their own.
  const inRange =
    seasonalHead !== null &&
    /(?<![\p{L}])(von|vom|from|de|du|des|desde|da|do|van|dalla|dal|dai|del)\s[^,;:]*\s(bis( zu(m|r)?)?|to|a|à|au|aux|hasta|tot|até|ate|ao|aos|al|ai|agli|alle|fino a(i|gli|lle)?)\s[^,;:]*$/iu.test(
      firstSentence.slice(0, seasonalHead.index + 1),
    );
  // (They are that range's function's seasonal workers: "Gastronomie …: Küche, von der Leitung bis zu Saisonkräften".)
  const rangeFunctions = inRange
    ? includes
        .filter((c) => c.functions !== null && firstSentence.indexOf(c.quote ?? c.text) >= 0)
        .filter((c) => firstSentence.indexOf(c.quote ?? c.text) < (seasonalHead?.index ?? 0))
        .pop()?.functions
    : undefined;
  if (seasonalHead && inRange && rangeFunctions)
    includes.push(clauseOf(seasonalText, { ...seasonalAsked, functions: rangeFunctions }));
  if (
    seasonalHead &&
    !inRange &&
    !includes.some((c) => c.seasonal || c.casual) &&
    !INCLUDING_WORD.test(firstSentence.slice(Math.max(0, seasonalHead.index - 30), seasonalHead.index + 1)) &&
    // ("Beauticians and masseurs; also freelancers and seasonal staff", "anche freelance e stagionali": said with
    // "also" after the jobs asked for, the seasonal holders of those jobs count too, not every seasonal worker.)
    !(
      ALSO_WORD.test(firstSentence.slice(Math.max(0, seasonalHead.index - 30), seasonalHead.index + 1)) &&
      includes.some((c) => !isEngagementOnly(c) && (c.functions !== null || c.roles.length > 0))
    ) &&
    // ("Azubis, Saisonkräfte und Freelancer eingeschlossen": the word may close the list.)
    !INCLUDING_WORD.test(
      firstSentence.slice(seasonalHead.index + seasonalHead[0].length).split(/[.;:\u2013\u2014]/)[0] ?? '',
    )
  ) {
    // (On-call workers, oproepkrachten, Abrufkräfte, a chiamata: called in as work is needed, ESCO's casual worker.)
    includes.push(clauseOf(seasonalText, seasonalAsked));
  }
  // (Only where nobody above a manager is asked for: "no managers below director level" keeps the directors.)
  const asksLeaders = includes.some((c) => (c.levels ?? []).some((l) => LEADERS.includes(l)));
  // ("Heads of department, not the direction", "Abteilungsleitungen, nicht die Direzione": the management as a
  // body, set against the heads the persona keeps, is the top of the company, not those heads.)
  const asksHeads = includes.some((c) => (c.levels ?? []).includes('head'));
  const excludes = reading.excludes
    .map((c) =>
      asksHeads &&
      c.functions === null &&
      c.roles.length === 0 &&
      c.engagements === null &&
      (c.levels ?? []).includes('head') &&
      BARE_MANAGEMENT_BODY.test(c.text)
        ? { ...c, levels: ['owner', 'c_level'] as Level[] }
        : c,
    )
    // ("Not franchisees": at any rank their own firm gives them, gérant or owner, they are franchisees.)
    .map((c) =>
      c.roles.length > 0 && c.roles.every((r) => r.word === 'franchisees')
        ? { ...c, levels: ['individual', 'manager', 'head', 'vp', 'c_level', 'owner'] as Level[] }
        : c,
    )
    .map(agencyOnly)
    .map((c) => throughAgency(c, definition, false))
    .map((c) => advisoryBodyBesideBoards(governanceSeat(c), includes))
    .map((c) =>
      !asksLeaders &&
      c.functions === null &&
      c.roles.length === 0 &&
      c.engagements === null &&
      c.levels?.length === 1 &&
      c.levels[0] === 'manager' &&
      /^\s*(the |all |any )?(managers?|manager(innen|in)?|f(u|ü)hrungskr(a|ä)ft\p{L}*|gestionnaires?|gerentes?|mánagers?|managers)\s*$/iu.test(
        c.text,
      )
        ? { ...c, levels: MANAGERIAL }
        : c,
    );
  // "Only managers, no operators", "nur Führungskräfte, keine Bediener": managers set against the people they
  // manage are the managerial side as a whole, so the head of a unit ("Chef de cave", a plant's or a hatchery's
  // head) is one of the "cellar managers" and "plant managers" the sentence narrows to.
  const managersNotWorkers =
    ONLY_MANAGERS.test(definition) &&
    excludes.some((c) => c.levels?.length === 1 && c.levels[0] === 'individual' && c.functions !== null);
  const widened = managersNotWorkers
    ? includes.map((c) =>
        c.levels?.length === 1 && c.levels[0] === 'manager'
          ? { ...c, levels: ['manager', 'head'] as Level[] }
          : c,
      )
    : includes;
  const formerIncluded = FORMER_ONES_INCLUDED.test(definition) && !reading.formerOnly;
  return {
    ...reading,
    ...seasonalAnswers(reading, widened, seasonalText),
    excludes,
    ...(formerIncluded ? { currentOnly: false } : {}),
  };
}

/** Words that only scope a definition ("Seasonal and summer staff only"): no one is asked for by them. */
const SCOPE_ONLY_WORDS = new Set(
  'only nur seulement uniquement solo solamente alleen apenas soltanto just staff'.split(' '),
);
const wordsOf = (text: string): string[] =>
  normalizeText(text)
    .split(/[^\p{L}-]+/u)
    .filter((w) => w !== '');

/**
 * Seasonal or on-call workers, once read here, answer the warnings that their words were not understood. A
 * definition the clauses could not read at all (no includes, the unreadable warning) that asks for them ("Seasonal
 * and summer staff only.") keeps them, so the warning that it keeps nobody goes too and the interpretation says what
 * the judge keeps; words still unread beside them ("… in the kitchen") keep their own warning.
 */
function seasonalAnswers(
  reading: PersonaReading,
  includes: Clause[],
  seasonalText: string,
): { includes: Clause[]; warnings?: string[] } {
  if (!includes.some((c) => c.seasonal || c.casual)) return { includes };
  const asked = new Set([...wordsOf(seasonalText), ...SCOPE_ONLY_WORDS]);
  const unreadPhrase = (w: string): string | undefined => /^Not understood: "(.*)"\.$/su.exec(w)?.[1];
  const rest = reading.warnings.filter((w) => {
    const phrase = unreadPhrase(w);
    return phrase === undefined || !wordsOf(phrase).every((x) => asked.has(x));
  });
  const unreadBefore =
    reading.includes.length === 0 && reading.warnings.some((w) => w.startsWith(UNREADABLE_WARNING));
  if (!unreadBefore) return { includes, warnings: rest };
  return {
    includes,
    warnings: rest.filter((w) => !w.startsWith(UNREADABLE_WARNING) && !w.startsWith('No clause names')),
  };
}

/**
 * A job asked for as an agency's: "seafarers who sail for us through a manning agency (officers, ratings, cooks)"
 * keeps those whose title names the agency they came through, on contract or not, and not the own staff of that job;
 * "not the seafarers from the manning agency" drops those only. An include is read in its sentence (the agency is
 * said after the job, outside the clause), unless that part of it says no ("nurses, none through an agency").
 */
const throughAgency = (c: Clause, definition: string, include: boolean): Clause => {
  if (c.agency || isEngagementOnly(c) || (c.functions === null && c.roles.length === 0)) return c;
  const where = include
    ? (definition.split(/(?<=[.!?])\s+/).find((s) => s.includes(c.quote ?? c.text)) ?? '')
    : c.text;
  const norm = normalizeText(where);
  const hit = THROUGH_AGENCY.exec(norm);
  if (!hit) return c;
  const part =
    norm
      .slice(0, hit.index)
      .split(/[,;:()\u2013\u2014]/)
      .pop() ?? '';
  // "Including crews supplied by staffing agencies" widens the job to them; "employed by the agency", "our
  // agency" is the company itself, an agency.
  if (include && INCLUDING_WORD.test(norm.slice(0, hit.index))) return c;
  if (/^(our|unsere[rm]?|onze|notre|nos|nuestras?|nostra|nossa)$/.test((hit[3] ?? '').trim())) return c;
  if (hit[1] === 'by' && (hit[3] ?? '').trim() === 'the' && !hit[4]) return c;
  // ("Hired directly or by an agency": either way, so no agency is asked for.)
  if (
    include &&
    (EXCLUSION_MARKER.test(part) ||
      /\b(directly|direct|directement|direkt|directamente|direttamente|rechtstreeks|diretamente|or|oder|ou|o|of)\s*$|\b(none|nobody|niemand|personne|nadie|nessuno|ninguem|keine?r?)\b/.test(
        part,
      ))
  )
    return c;
  return include
    ? { ...c, agency: true, engagements: c.engagements ?? ['employee', 'contractor'] }
    : {
        ...c,
        agency: true,
        // (The agency is the way they came, not a job: "the ship crew from the crewing agency".)
        roles: c.roles.filter((r) => !AGENCY_NOUN.test(normalizeText(r.word))),
      };
};
const AGENCY_NOUN =
  /(?<![\p{L}])(agenc(y|ies)|agentur(en)?|agences?|agencias?|agenzi[ae]|uitzendbureaus?|bemanningsbureaus?)(?![\p{L}])/u;
/**
 * "Keine Zeitarbeiter", "pas d'intérimaires", "no agency temps": an exclusion that names agency temps only (no
 * freelancer, consultant or contractor word beside them) drops the workers an agency placed, not every contractor.
 */
const agencyOnly = (c: Clause): Clause =>
  isEngagementOnly(c) &&
  (c.engagements ?? []).includes('contractor') &&
  AGENCY_PHRASE.test(normalizeText(c.text)) &&
  !/\b(freelanc\w*|consultants?|self-employed|contractors?)\b/.test(normalizeText(c.text))
    ? { ...c, agency: true }
    : c;
/** "Consultants", "organ consultants", "Berater": consultants named as a job, with at most one word before them. */
const CONSULTANTS_CLAUSE =
  /^\s*(\p{L}+\s+)?(consultants?|berater(innen)?|consultores?|consulenti|conseils|adviseurs?)\s*$/u;
/** A title that names an advisor's or a consultant's job, or an expert's opinion (Sachverständige, Gutachter). */
const CONSULTANT_TITLE =
  /\b(consult\w*|\w*berater\w*|\w*beratung\w*|\w*sachverstandig\w*|gutachter\w*|conseil\w*|consulen\w*|consultor\w*|adviseur\w*|advis[oe]r\w*|asesor\w*|expert\w*)\b/;
/** Words that ask for outsiders as such: with them, "consultants" are every outside contractor. */
const OUTSIDERS_ASKED =
  /\b(external|outside|externe?[nrs]?|extern[oa]s|estern[ie]|freelanc\w*|contractors?|self-employed|independent\w*|interim\w*|freie)\b/;
/**
 * "Strategic or subject-matter advisors and consultants": consultants named beside advisors, with no word asking for
 * outsiders as such in the sentence that names them, are a job the title must name (a consultant, a Berater, a Sachverständiger), not every contractor
 * (a freelance tuner, a contract sales rep, an agency's forklift driver).
 */
const consultantsNamed = (c: Clause, includes: readonly Clause[], sentence: string): Clause =>
  isEngagementOnly(c) &&
  c.engagements?.length === 1 &&
  c.engagements[0] === 'contractor' &&
  CONSULTANTS_CLAUSE.test(normalizeText(c.text)) &&
  includes.some((o) => o !== c && isEngagementOnly(o) && (o.engagements ?? []).includes('advisor')) &&
  !OUTSIDERS_ASKED.test(normalizeText(sentence))
    ? {
        ...c,
        engagements: ['contractor', 'advisor'],
        roles: [{ word: c.text, test: CONSULTANT_TITLE }],
      }
    : c;
/**
 * "Aufsichtsrat …, Arbeitnehmervertreter eingeschlossen", "supervisory board, employee representatives included":
 * beside the boards a definition asks for, the employees' representatives are the seats the employees elect on those
 * boards (a board engagement), not the works council.
 */
const EMPLOYEE_SEAT_WORD =
  /\b(arbeitnehmervertret\w*|employees?.? representatives?|employee[- ]elected( members?| directors?)?|representants? (des salaries|du personnel)|administrateurs? salaries|representantes? de los trabajadores|representantes? dos trabalhadores|rappresentant[ei] dei lavoratori|werknemersvertegenwoordig\w*|munkavallaloi (tag\w*|kepviselo\w*))\b/;
const employeeSeats = (c: Clause, all: readonly Clause[], definition: string): Clause =>
  c.roles.length > 0 &&
  // ("Members of the supervisory board …, and employee-elected members too": the seats the employees elect on the
  // board already asked for are seats of it; they narrow it to nobody.)
  (c.roles.every((r) => r.word === 'employee-elected board members') ||
    (c.roles.every((r) => r.word === 'works council members' || r.word === 'employee representatives') &&
      EMPLOYEE_SEAT_WORD.test(normalizeText(c.text)))) &&
  all.some(
    (other) => other !== c && isEngagementOnly(other) && (other.engagements ?? []).includes('board'),
  ) &&
  NAMES_A_BOARD.test(definition.replace(/aufsichtsgremi\w*/giu, 'board'))
    ? { ...c, functions: null, levels: null, roles: [], engagements: ['board'] }
    : c;

/**
 * A council that advises, by its name in the seven languages and Hungarian: a Beirat, an advisory or a scientific
 * council, a conselho consultivo or científico, a raad van advies, a tudományos tanács.
 */
const ADVISORY_BODY_TITLE =
  /\b(\w*beirat\w*|advisory (board|council|committee|panel)\w*|scientific (council|committee|board|advisory)\w*|(conseil|comite) (consultatif|scientifique)|(consejo|comite) (asesor|consultivo|cientifico)|(conselho|comissao) (consultivo|consultiva|cientifico|cientifica)|(comitato|consiglio) (consultivo|scientifico)|raad van advies|adviesraad|wetenschappelijke (raad|adviesraad|commissie)|tanacsado testulet\w*|tudomanyos tanacs\w*)\b/;
/**
 * "Aufsichtsrat und Kuratorium …, keine Beiräte": excluded beside the governing boards a definition asks for, the
 * Beirat is the advisory council, a body the title must name; the exclusion never drops the board seats asked for.
 */
const advisoryBodyBesideBoards = (c: Clause, includes: readonly Clause[]): Clause =>
  isEngagementOnly(c) &&
  (c.engagements ?? []).includes('board') &&
  GOVERNANCE_SEAT_CLAUSE.test(normalizeText(c.text)) &&
  includes.some((i) => isEngagementOnly(i) && (i.engagements ?? []).includes('board'))
    ? {
        ...c,
        engagements: ['board', 'advisor'],
        roles: [{ word: 'advisory councils', test: ADVISORY_BODY_TITLE }],
      }
    : c;

/**
 * "Beirat members", "keine Beiratsmitglieder", "membres du comité stratégique": a seat on that body (as the board's),
 * not the advisor engagement the word "Beirat" (advisory board) reads as, so a self-employed "Advisor" is none.
 */
const governanceSeat = (c: Clause): Clause =>
  isEngagementOnly(c) && GOVERNANCE_SEAT_CLAUSE.test(normalizeText(c.text))
    ? { ...c, engagements: ['board'] }
    : c;
/** A worker an agency placed (agencyPlaced), not one who is their own firm. */
const agencyTemp = (position: Position): boolean => {
  const type = normalizeText(position.employmentType ?? '');
  return (
    !OWN_ACCOUNT_TYPE.test(type) &&
    agencyPlaced(normalizeText(position.title), type, position.title, position.engagement === 'contractor')
  );
};
/** "Keine Praktikanten oder Saisonkräfte", "no seasonal staff": a part of the definition that excludes seasonal workers. */
const seasonalExcluded = (definition: string): boolean =>
  normalizeText(definition)
    .split(/[.;:\u2013\u2014]|\s-\s/)
    .some(
      (part) =>
        /^\s*(keine?[nrs]?|kein|no|not|nor|ni|pas|sans|sin|geen|niet|senza|non|sem|nao|ohne|except\w*|exclud\w*|exclu\w*)\b/.test(
          part,
        ) && SEASONAL.test(part),
    );
/**
 * "Befristete Vertragskräfte", "CDD", "fixed-term contract staff": an inclusion that names the fixed-term contract
 * asks for it, whoever employs on it: a contractor on a "Contract" or "Temporary" type, or anyone whose type or title
 * says fixed-term or seasonal (a season is a fixed term: "Seasonal", "Saisonkraft").
 */
const onFixedTerm = (position: Position, notSeasonal = false): boolean => {
  const type = normalizeText(position.employmentType ?? '');
  const title = normalizeText(position.title);
  return (
    (position.engagement === 'contractor' && FIXED_TERM_TYPE.test(type)) ||
    fixedTermHeld(title, type) ||
    (!notSeasonal && seasonalHeld(title, type))
  );
};

/** Whether a position is of the employment a clause names (seasonal, an agency's temp); true when it names none. */
export function employmentFits(clause: Clause, position: Position, headline?: string | null): boolean {
  // The headline speaks of the role held now: it says the terms of a current role here only.
  const said =
    position.current && position.here !== null && headline
      ? `${position.title} | ${headline}`
      : position.title;
  const title = normalizeText(said);
  const type = normalizeText(position.employmentType ?? '');
  if (
    (clause.seasonal || clause.casual) &&
    !((clause.seasonal && seasonalHeld(title, type)) || (clause.casual && casualHeld(title, type)))
  )
    return false;
  if (
    clause.agency &&
    (OWN_ACCOUNT_TYPE.test(type) || !agencyPlaced(title, type, said, position.engagement === 'contractor'))
  )
    return false;
  return true;
}

/**
 * Workers asked for as an agency's ("seafarers who sail for us through a manning agency") are no freelancers or
 * contractors of their own: an exclusion of those (engagement only) spares the one whose title names the agency.
 */
export function agencyPlacedSpared(
  reading: PersonaReading,
  clause: Clause,
  position: Position,
  headline?: string | null,
): boolean {
  return (
    !clause.agency &&
    isEngagementOnly(clause) &&
    // ("Temps placed by agencies, not freelancers": agency temps asked for as such are none of the freelancers.)
    reading.includes.some((c) => c.agency) &&
    employmentFits({ ...clause, agency: true }, position, headline)
  );
}
