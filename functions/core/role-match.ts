import { escapeRegExp, normalizeText } from './derive.js';
import {
  agencyNamed,
  fixedTermHeld,
  outsideWorker,
  ownAccountName,
  PART_TIME,
  SEASONAL,
  SECONDED,
  TEMPORARY_TYPE,
} from './engagement-terms.js';
import {
  agencyPlacedSpared,
  type Clause,
  type ClauseMatch,
  CONTRACT_TERM_NAMES,
  type ContractTerm,
  describeClause,
  ENGINEERING_DOMAIN,
  excludedBy,
  forceAsked,
  MANAGING_PARTNER,
  matchClause,
  type PersonaReading,
  PRODUCT_DOMAIN,
  SOFTWARE_INDUSTRY,
  sitsOnBoard,
} from './persona-reader.js';
import type { ProviderCompany, ProviderProfile } from './profile.js';
import { COUNTRY_NAMES, namesRegion, placeNames, REGION_WORD } from './regions.js';
import {
  EXECUTIVE_TEAM_SEAT,
  FUNCTION_WORDS,
  functionsOf,
  headlineTitle,
  LEVEL_WORDS,
  levelRank,
  type Position,
  positionsOf,
  readTitle,
  selfDescriptions,
} from './roles.js';

/**
 * Decides whether a person fits a role persona (as read by persona-reader.ts) and how strongly, from
 * every position they hold or held at the company. The score orders the result: seniority level
 * first, then strength of match (docs/judging.md, "Ranking").
 */

export interface RoleDecision {
  keep: boolean;
  score: number;
  why: string;
  /** The position the decision rests on, when there is one. */
  position: Position | null;
}

const round = (score: number): number => Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000;

const yearOf = (value: string | null | undefined): string | null =>
  /\b(19|20)\d{2}\b/.exec(value ?? '')?.[0] ?? null;

export const nameOf = (profile: ProviderProfile): string =>
  profile.name?.trim() ||
  [profile.first_name, profile.last_name].filter((p) => p?.trim()).join(' ') ||
  'This person';

const companyNameOf = (company: ProviderCompany): string => company.name?.trim() || 'the company';

function describePosition(p: Position): string {
  const fn = p.functions[0];
  return `${LEVEL_WORDS[p.level]}${fn && fn !== 'general_management' ? ` in ${FUNCTION_WORDS[fn]}` : ''}`;
}

/** Tie-breaks inside the score: level, direct match, main function, current, linked by id, not headline. */
function strength(p: Position, m: ClauseMatch, preferred: boolean): number {
  return round(
    0.5 +
      0.07 * levelRank(p.level) +
      (m.direct ? 0.05 : 0.02) +
      (m.primaryFunction ? 0.03 : 0) +
      (p.here === 'id' ? 0.03 : 0.01) -
      (p.current ? 0 : 0.12) -
      (p.source === 'headline' ? 0.03 : 0) +
      (preferred ? 0.02 : 0),
  );
}

/**
 * "Senior, staff, tech/team leads … no managers": an exclusion naming a level (of a function, no job)
 * does not drop a job the definition asks for by name at that level.
 */
const namedAbove = (reading: PersonaReading, c: Clause, p: Position): boolean =>
  c.roles.length === 0 &&
  c.levels !== null &&
  c.levels !== undefined &&
  reading.includes.some(
    (i) =>
      i.roles.some((r) => !r.seniority && !r.specialty) &&
      (i.levels?.some((l) => c.levels?.includes(l)) === true ||
        // "Key account managers … no sales managers": a job named by a word that says a manager
        // ("account managers", "product managers") is that job, not the managers excluded.
        (i.levels === null &&
          c.levels?.includes('manager') === true &&
          i.roles.some((r) => !r.seniority && !r.specialty && !r.area && /manager/.test(r.word)))) &&
      matchClause(i, p, reading.engagements)?.direct === true,
  );

/**
 * "Board members and owners … not executives", "Eigentümer, keine Führungskräfte": an exclusion of the executives
 * (owners, chiefs and VPs at once, no job named) does not drop an owner the definition asks for as an owner, such as
 * the founder who presides over the company.
 */
const ownerAsked = (reading: PersonaReading, c: Clause, p: Position): boolean =>
  c.roles.length === 0 &&
  (c.levels?.includes('owner') ?? false) &&
  (c.levels?.some((l) => l !== 'owner') ?? false) &&
  p.levels.includes('owner') &&
  reading.includes.some(
    (i) =>
      i.levels?.length === 1 && i.levels[0] === 'owner' && matchClause(i, p, reading.engagements) !== null,
  );

/**
 * "No department heads", "keine Abteilungsleiter": an exclusion of a bare level below the chiefs (no job, no
 * function) does not drop a chief whose title reads as a head too ("Direttrice
 * Generale", "Direttore Amministrazione, Finanza e Controllo": c_level first, head second).
 */
const chiefAboveLevel = (c: Clause, p: Position): boolean =>
  c.roles.length === 0 &&
  c.functions === null &&
  c.levels !== null &&
  c.levels !== undefined &&
  c.levels.length > 0 &&
  p.levels.length > 1 &&
  levelRank(p.level) >= levelRank('c_level') &&
  c.levels.every((l) => levelRank(l) < levelRank('c_level'));

/**
 * "Directors and heads, regional heads too … no managers": a regional head's title read first as a head and
 * second as a manager ("Jefe de Ventas España", "Responsabile Assistenza Clienti Italia": both readings of
 * one word, a country or region named) is the regional head the definition asks for by name; an exclusion
 * of the bare lower level ("no managers", "not team leads") drops the titles whose main level is that
 * level, not this one (the country or region may be said by a headline restating the title). A definition that names no regional heads keeps reading such a title as both.
 */
const mainLevelAsked = (reading: PersonaReading, c: Clause, p: Position, headline: string): boolean =>
  c.roles.every((r) => r.seniority) &&
  c.functions === null &&
  (c.levels?.every((l) => l === 'manager' || l === 'individual') ?? false) &&
  p.level === 'head' &&
  // (A headline restating the title names its region too: "Responsabile Assistenza Clienti Italia".)
  (namesRegion(p.title) ||
    (normalizeText(headline).includes(normalizeText(p.title)) && namesRegion(headline))) &&
  reading.includes.some((i) => REGION_WORD.test(normalizeText(i.text))) &&
  reading.includes.some(
    (i) => i.levels?.includes('head') === true && matchClause(i, p, reading.engagements) !== null,
  );

/**
 * "Not vets who are now purely in management" spares a leader whose profile says they still practise:
 * see patients, consult, operate, do clinical shifts, in the seven languages.
 */
const PRACTISING =
  /\b(see(s|ing)? (patients|animals|cases|clients)|still (consult\w*|operat\w*|practi[sc]\w*|see\w*|work\w* (clinically|in (the )?clinic))|consulting and operating|clinical (shifts?|sessions?|days?|caseload)|(patienten|tiere) (behandeln|behandle|sehe)\w*|behandle (noch )?(patienten|tiere)|(je )?(vois|consulte|opere)\w* (des |encore )?(patients|animaux)?|consultations?|veo (pacientes|animales)|atiendo (pacientes|consultas)|opero|atendo (pacientes|consultas)|vejo (pacientes|animais)|vedo (pazienti|animali)|visito|opero|zie (nog )?(patienten|dieren)|spreekuur|consulten)\b/;
/** A leader's title that names the clinical work itself ("Head of Surgery", "Lead Vet"): still practising. */
const PRACTICE_TITLE =
  /\b(surg(ery|eon|eons|ical)|chirurg\w*|cirurg\w*|cirujan\w*|vets?|veterinar\w*|tierarzt\w*|tierarztin\w*|dierenarts\w*|veterinaire\w*|an(a)?esthe\w*|radiolog\w*|dermatolog\w*|cardiolog\w*|ophthalmolog\w*|oncolog\w*|neurolog\w*|internal medicine|dentist\w*|emergency|locum\w*)\b/;

/**
 * The exclusion of the reading that drops someone for one position they hold now (their title here, or
 * what their headline or about text says they do), or undefined. `founder`: they founded or own the
 * company, which spares them from an exclusion "… who did not found it". The judge decides each
 * current position with it, and the reader's table tests (test/fixtures/reading.ts) call it too, so a
 * table cannot pass on an exclusion the judge reads otherwise.
 */
export function exclusionOf(
  reading: PersonaReading,
  position: Position,
  founder: boolean,
  headline = '',
  practises = false,
  onBoard = false,
): Clause | undefined {
  return reading.excludes.find(
    (c) =>
      excludedBy(c, position) &&
      !(c.unlessFounder && founder) &&
      !agencyPlacedSpared(reading, c, position, headline) &&
      !(c.unlessBoard && onBoard) &&
      !(c.unlessPractising && (practises || PRACTICE_TITLE.test(normalizeText(position.title)))) &&
      !namedAbove(reading, c, position) &&
      !ownerAsked(reading, c, position) &&
      !mainLevelAsked(reading, c, position, headline) &&
      !chiefAboveLevel(c, position),
  );
}

/** Studying is no job: "Student, BA Tourism", "Studentin", "étudiant", "estudiante", "studente", "estudante". */
const STUDY_TITLE =
  /\b(students?|studentin|studierende\w*|etudiant\w*|estudiantes?|studente(ssa)?|studenti|estudantes?|phd candidate|doktorand\w*|doctorant\w*)\b/;
const VOLUNTEER_TYPE =
  /\b(volunteer\w*|ehrenamt\w*|freiwillig\w*|benevol\w*|voluntari\w*|volontari\w*|vrijwillig\w*)\b/;

/** An independent seat: "Independent Director", "INED", "onafhankelijk commissaris", "administrateur indépendant". */
const INDEPENDENT_SEAT =
  /\b(independent|ined|unabhangig\w*|onafhankelijk\w*|independant\w*|independiente\w*|indipendente\w*|independente\w*)\b/;
/**
 * An about or headline that says someone represents a company's owners: "representing our group as shareholder",
 * "I represent X on the boards of our portfolio companies", "namens aandeelhouder X", "im Auftrag der Gesellschafterin",
 * "au nom de l'actionnaire", "en representación del accionista", "in rappresentanza del socio", "em nome do acionista".
 */
const REPRESENTS_OWNER =
  /\b(represent\w*|namens|on behalf of|im auftrag|vertret\w*|au nom d\w*|rappresent\w*|en nombre d\w*|em nome d\w*|vertegenwoordig\w*)\b.{0,60}\b(shareholders?|owners?|portfolio compan\w*|aandeelhouders?|eigenaars?|eigenaren|gesellschafter\w*|eigentumer\w*|aktionar\w*|actionnaires?|accionistas?|acionistas?|azionist\w*|participations?|participaties?|deelnemingen)\b/;

/**
 * A question about positions outside this company (PersonaReading.career): someone with a current role here who also
 * holds a current position at another organisation (a volunteer's aside, where the definition says so), or who held
 * a position with the armed forces at any time (its employer's name or its title says so).
 */
function judgeCareer(
  personaName: string,
  career: NonNullable<PersonaReading['career']>,
  name: string,
  co: string,
  currentHere: readonly Position[],
  positions: readonly Position[],
  drop: (why: string, position?: Position | null) => RoleDecision,
  headline = '',
  about = '',
): RoleDecision {
  const main = currentHere[0];
  if (!main)
    return drop(
      `Not kept: ${name} has no current role at ${co}, and ${personaName} asks about people here now.`,
    );
  if (career.kind === 'placeOfWork') {
    // The title here or the headline says where someone sits; an about's "across Luxembourg and Porto" says how far
    // their work reaches, not where they work.
    // (A city is named in any of the seven languages: "Ginevra" in the definition, "Genève" in the title.)
    const places = career.places.flatMap((place) =>
      placeNames(place).map((name) => new RegExp(`\\b${escapeRegExp(name)}\\b`)),
    );
    const said = (text: string): boolean => places.some((place) => place.test(normalizeText(text)));
    // "… in sales": the place's title must be in a function the sentence names.
    const inFunction = (p: Position): boolean =>
      !career.functions || p.functions.some((f) => career.functions?.includes(f));
    const here = currentHere.filter(inFunction);
    const at = here.find((p) => said(p.title)) ?? (said(headline) ? here[0] : undefined);
    return at
      ? {
          keep: true,
          score: 0.8,
          why: `${name} works at ${co} as ${at.title} at ${career.places.join(' or ')}, the place of work ${personaName} asks for.`,
          position: at,
        }
      : drop(
          `Not kept: neither ${name}'s title at ${co} nor their headline names ${career.places.join(' or ')}${career.functions ? ` for a role in ${career.functions.join(' or ')}` : ''}, where ${personaName} asks about.`,
          main,
        );
  }
  if (career.kind === 'seconded' || career.kind === 'partTime') {
    // The terms of the role here: its employment type, its title, or the headline ("seconded from …", "(Teilzeit)").
    const terms = career.kind === 'seconded' ? SECONDED : PART_TIME;
    const on = currentHere.find(
      (p) =>
        (career.kind === 'seconded' || p.engagement !== 'contractor') &&
        (terms.test(normalizeText(p.employmentType ?? '')) || terms.test(normalizeText(p.title))),
    );
    const at = on ?? (terms.test(normalizeText(headline)) ? main : undefined);
    const what = career.kind === 'seconded' ? 'on secondment' : 'part-time';
    return at
      ? {
          keep: true,
          score: 0.8,
          why: `${name} works at ${co} as ${at.title} ${what}, which ${personaName} asks for.`,
          position: at,
        }
      : drop(
          `Not kept: nothing says ${name}'s role at ${co} is ${what}, which ${personaName} asks for.`,
          main,
        );
  }
  if (career.kind === 'contractTerms') {
    // The terms of the role here, as its employment type, its title or the headline says them; an agency's worker
    // ("Temporary" with "ETT" in the title) is on the agency's terms, not a fixed-term contract here. Interns are on
    // an internship, and freelancers and other outside workers on no contract of employment here.
    const termsOf = (p: Position, text: string): ContractTerm[] => {
      const type = normalizeText(p.employmentType ?? '');
      if (agencyNamed(text, type, p.title, p.engagement === 'contractor')) return ['agency'];
      if (p.engagement === 'intern' || (p.engagement === 'contractor' && outsideWorker(text))) return [];
      const held: ContractTerm[] = [];
      if (PART_TIME.test(text)) held.push('partTime');
      if (SEASONAL.test(text)) held.push('seasonal');
      else if (fixedTermHeld(text, type)) held.push('fixedTerm');
      // (The network's bare "Temporary" type is an agency's and a fixed term both: TEMPORARY_TYPE.)
      if (TEMPORARY_TYPE.test(type)) held.push('agency');
      return held;
    };
    const asked = (p: Position, text: string): boolean =>
      termsOf(p, text).some((t) => career.terms.includes(t));
    const own = (p: Position): string => normalizeText(`${p.employmentType ?? ''} ${p.title}`);
    const at =
      currentHere.find((p) => asked(p, own(p))) ??
      (asked(main, `${own(main)} ${normalizeText(headline)}`) ? main : undefined);
    const what = career.terms.map((t) => CONTRACT_TERM_NAMES[t]).join(' or ');
    return at
      ? {
          keep: true,
          score: 0.8,
          why: `${name} works at ${co} as ${at.title} on ${what}, which ${personaName} asks for.`,
          position: at,
        }
      : drop(
          `Not kept: nothing says ${name}'s role at ${co} is on ${what}, which ${personaName} asks for.`,
          main,
        );
  }
  if (career.kind === 'ownerRep') {
    // An independent seat ("Independent Non-Executive Director", "onafhankelijk commissaris") represents nobody.
    const independent = currentHere.some((p) => INDEPENDENT_SEAT.test(normalizeText(p.title)));
    const seat = currentHere.find((p) => sitsOnBoard(p)) ?? null;
    const says = REPRESENTS_OWNER.test(normalizeText(`${headline} ${about}`));
    // An executive or a partner of another organisation now (not self-employed, not a seat or a volunteer's role).
    const owner = positions.find(
      (p) =>
        p.current &&
        p.here === null &&
        (p.company ?? '').trim() !== '' &&
        !ownAccountName(normalizeText(p.company ?? '')) &&
        !['board', 'advisor', 'volunteer'].includes(p.engagement) &&
        ['owner', 'c_level', 'vp'].includes(p.level),
    );
    if (!independent && ((seat && owner) || says))
      return {
        keep: true,
        score: 0.8,
        why: owner
          ? `${name} works at ${co} as ${(seat ?? main).title} and is ${owner.title} at ${owner.company} now: someone who represents the owners, whom ${personaName} asks for.`
          : `${name} works at ${co} as ${main.title} and says they represent a shareholder: whom ${personaName} asks for.`,
        position: seat ?? main,
      };
    return drop(
      independent
        ? `Not kept: ${name} holds an independent seat at ${co}, which represents no owner.`
        : `Not kept: ${name} holds no seat at ${co} beside a current executive or partner's position at another organisation, and the profile does not say they represent a shareholder.`,
      main,
    );
  }
  const force = forceAsked(career);
  const volunteersCount = career.kind === 'elsewhereNow' && career.volunteersCount;
  const found = force
    ? positions.find((p) => force.position.test(normalizeText(`${p.company ?? ''} | ${p.title}`)))
    : positions.find(
        (p) =>
          p.current &&
          p.here === null &&
          (p.company ?? '').trim() !== '' &&
          !STUDY_TITLE.test(normalizeText(p.title)) &&
          (volunteersCount || !VOLUNTEER_TYPE.test(normalizeText(`${p.employmentType ?? ''} ${p.title}`))),
      );
  // "Notarzt (abgeordnet)", "seconded from the Klinikum": a secondee is lent by an employer that still employs them,
  // a current job elsewhere though the profile lists no position there.
  const seconded =
    !force &&
    !found &&
    currentHere.some(
      (p) =>
        SECONDED.test(normalizeText(p.employmentType ?? '')) ||
        SECONDED.test(normalizeText(p.title)) ||
        SECONDED.test(normalizeText(headline)),
    );
  if (seconded)
    return {
      keep: true,
      score: 0.8,
      why: `${name} works at ${co} as ${main.title} on secondment: another organisation lends them and employs them now, which ${personaName} asks for.`,
      position: main,
    };
  if (!found)
    return drop(
      force
        ? `Not kept: ${name}'s profile shows no position with ${force.name}, which ${personaName} asks for.`
        : `Not kept: ${name}'s profile shows no current position outside ${co}${volunteersCount ? '' : ' other than volunteering'}, which ${personaName} asks for.`,
      main,
    );
  const at = found.company ? ` at ${found.company}` : '';
  return {
    keep: true,
    score: 0.8,
    why: force
      ? `${name} works at ${co} as ${main.title} and ${found.current ? 'is' : 'was'} ${found.title}${at}: service with ${force.name}, which ${personaName} asks for.`
      : `${name} works at ${co} as ${main.title} and is also ${found.title}${at} now: a current position at another organisation, which ${personaName} asks for.`,
    position: main,
  };
}

export function judgeRoles(
  personaName: string,
  reading: PersonaReading,
  profile: ProviderProfile,
  company: ProviderCompany,
): RoleDecision {
  const name = nameOf(profile);
  const co = companyNameOf(company);
  const drop = (why: string, position: Position | null = null): RoleDecision => ({
    keep: false,
    score: 0,
    why,
    position,
  });
  if (reading.includes.length === 0) {
    return drop(
      `Not kept: ${name} was not judged, because no role, function or seniority could be read from the definition of ${personaName} (see the persona's interpretation warnings).`,
    );
  }
  const seats = new Set<Position>();
  const listed = positionsOf(profile, company).map((p) => asSubsidiaryHead(p, profile, company));
  const positions = [
    ...listed,
    ...foundingSaid(profile, company, listed),
    ...ownershipSaid(profile, listed, company),
    ...executiveSeatSaid(profile, listed, company),
  ].flatMap((p) => {
    const held = seatsOf(p);
    for (const seat of held) seats.add(seat);
    return [p, ...held];
  });
  const here = positions.filter((p) => p.here !== null);
  const currentHere = here.filter((p) => p.current);
  if (reading.career)
    return judgeCareer(
      personaName,
      reading.career,
      name,
      co,
      currentHere,
      positions,
      drop,
      profile.headline ?? '',
      profile.about ?? '',
    );
  if (reading.formerOnly && currentHere.length > 0) {
    return drop(
      `Not kept: ${name} still works at ${co} as ${currentHere[0]?.title}, and ${personaName} asks for former employees only.`,
      currentHere[0] ?? null,
    );
  }
  // "Their last role here ended in 2023 or later": the latest end of a role here must reach the year.
  const lastEnd = Math.max(...here.map((p) => Number((p.end ?? '').slice(0, 4)) || 0));
  if (
    reading.formerOnly &&
    reading.leftSince !== undefined &&
    here.length > 0 &&
    lastEnd < reading.leftSince
  ) {
    return drop(
      `Not kept: ${name} left ${co} in ${lastEnd || 'an unknown year'}, and ${personaName} asks for people whose last role there ended in ${reading.leftSince} or later.`,
      here[0] ?? null,
    );
  }
  // "Founders who still work here in some role": still here, so a founding role held here counts.
  const stillHere = reading.stillHere === true && currentHere.length > 0;
  // Only a founding role may have ended: "engineers who are still here" asks for today's engineers.
  const founding = here.filter(
    (p) => !p.current && (p.engagement === 'founder' || p.levels.includes('owner')),
  );
  // "Here or at a previous employer", "de formation": someone here now, on every role they ever held.
  const background =
    reading.background === true && currentHere.some((p) => reading.engagements.includes(p.engagement))
      ? [
          ...currentHere,
          ...positions.filter((p) => !currentHere.includes(p) && p.engagement !== 'founder'),
          // "Farmacista – Responsabile Qualità": a headline naming a trade beside the job says what they are
          // by training; each segment that names a function is a role they hold or held.
          ...(profile.headline ?? '')
            .split(/\s*(?:\||·|•|;|\s[-\u2013\u2014]\s)\s*/)
            .filter(
              (segment) =>
                segment.trim() !== '' &&
                !/@|(?<![\p{L}])(at|bei|chez|en|em|presso|bij)(?![\p{L}])/iu.test(segment) &&
                // ("Engineering Manager – Pricing Engine": a part of the title here says which job it is.)
                !currentHere.some((p) => normalizeText(p.title).includes(normalizeText(segment).trim())) &&
                !companyWords(company).some((w) => new RegExp(`\\b${w}\\b`).test(normalizeText(segment))),
            )
            .map(
              (segment) => ({ ...currentHere[0], ...readTitle(segment), title: segment.trim() }) as Position,
            )
            // ("Intonateurin | Orgelbaumeisterin": a segment naming a job the definition asks for by its title,
            // such as a master craftsman's, is a title they hold, in whatever function.)
            .filter((p) => {
              if (p.engagement !== 'employee') return false;
              if (p.functions.length > 0) return true;
              const title = normalizeText(p.title);
              return reading.includes.some((c) =>
                c.roles.some((r) => !r.qualifier && !r.area && r.test.test(title)),
              );
            })
            .map((p) => ({
              ...p,
              engagement: currentHere[0]?.engagement ?? p.engagement,
              source: 'headline' as const,
            })),
        ]
      : null;
  const eligible = reading.formerOnly
    ? here
    : background
      ? background
      : reading.currentOnly
        ? stillHere
          ? [...currentHere, ...founding]
          : currentHere
        : here;
  if (eligible.length === 0) {
    const elsewhere = positions.find((p) => p.current);
    const past = here.find((p) => !p.current);
    const reason = past
      ? `their role at ${co} ("${past.title}") ended${past.end ? ` in ${past.end}` : ''} and ${personaName} asks for current roles only`
      : elsewhere
        ? `their current role is ${elsewhere.title}${elsewhere.company ? ` at ${elsewhere.company}` : ''}, not at ${co}`
        : `their profile shows no role at ${co}`;
    return drop(`Not kept: ${name}: ${reason}.`);
  }
  // Former employees only: an exclusion applies to the last role they held here ("no former interns").
  if (reading.formerOnly) {
    const last = [...here].sort((a, b) => (b.end ?? '').localeCompare(a.end ?? ''))[0];
    const hit = last && reading.excludes.find((c) => excludedBy(c, last));
    if (last && hit)
      return drop(
        `Not kept: ${name} was ${last.title} at ${co}; that role falls under the exclusion "${hit.text}" of ${personaName}.`,
        last,
      );
  }
  // Exclusions apply to what the person does now: their title here, their headline, and how they
  // describe themselves in their about text ("I'm a marketing intern"), past phrases removed.
  const main = currentHere[0] ?? null;
  const headline = headlineTitle(profile.headline, company.name);
  // A headline or about text says what they do, never a rank below their title here: "DRH" (no level
  // word, read as an individual) beside "Directeur des Ressources Humaines" is no individual contributor.
  const asSaid = (text: string): Position => {
    const said = { ...main, ...readTitle(text) } as Position;
    return main && levelRank(said.level) < levelRank(main.level)
      ? { ...said, level: main.level, levels: main.levels }
      : said;
  };
  const seen: { where: string; position: Position }[] = [
    ...currentHere.map((position) => ({ where: 'title', position })),
    ...(headline && main && main.source === 'experience'
      ? [{ where: 'headline', position: asSaid(headline) }]
      : []),
    ...(main
      ? selfDescriptions(profile.about).map((clause) => ({ where: 'about text', position: asSaid(clause) }))
      : []),
  ];
  // A second current position here that no exclusion names still counts ("Head of Customer Success |
  // Interim Head of Support" for support people, not customer success): the excluded one does not.
  const excludedTitles = new Set<Position>();
  // "Exclude members of the founding family": whoever the family ties to the company is dropped, whatever
  // their job here (an intern from the family too).
  const tie = reading.familyOut && main ? familyTie(profile, company, false, [main]) : null;
  if (tie && main)
    return drop(
      `Not kept: ${name} is ${main.title} at ${co}, and ${tie}: a member of the founding or owning family, whom ${personaName} excludes.`,
      main,
    );
  for (const { where, position } of seen) {
    // "Founder, Hamburg Runners Club" in a headline is another venture, not what they do here.
    if (where !== 'title' && ['founder', 'board', 'advisor'].includes(position.engagement)) continue;
    // A board member's or advisor's headline is usually their main job elsewhere ("Directeur Général
    // Banque Arcadie | Administrateur indépendant"), not what they do here.
    if (where !== 'title' && main && ['board', 'advisor'].includes(main.engagement)) continue;
    // "Board members who didn't found it": a founder here is spared.
    // A member of the owning family, where the persona asks for the family, is an owner too.
    const founder =
      here.some((p) => p.engagement === 'founder' || p.levels.includes('owner')) ||
      (reading.family === true && familyTie(profile, company, reading.familyStake === true, here) !== null);
    const hit = exclusionOf(
      reading,
      position,
      founder,
      profile.headline ?? '',
      PRACTISING.test(normalizeText(`${profile.headline ?? ''} ${profile.about ?? ''}`)),
      // "Executives who just report to the board": whoever holds a seat on it here is spared.
      currentHere.some((p) => sitsOnBoard(p)) || [...seats].some((p) => p.current && p.here !== null),
    );
    // A founder's board seat is a second position, unless the exclusion names founders or owners.
    const other = currentHere.filter(
      (p) => p !== position && !excludedTitles.has(p) && !(hit && seats.has(p) && namesOwners(hit)),
    );
    if (hit && where === 'title' && other.some((p) => !reading.excludes.some((c) => excludedBy(c, p)))) {
      excludedTitles.add(position);
      continue;
    }
    // Their headline or about text restating the title set aside says nothing new.
    if (
      hit &&
      where !== 'title' &&
      [...excludedTitles].some((p) => normalizeText(p.title) === normalizeText(position.title))
    )
      continue;
    if (hit)
      return drop(
        `Not kept: ${name} is ${main?.title ?? position.title} at ${co}; their ${where} ("${position.title}") falls under the exclusion "${hit.text}" of ${personaName}.`,
        position,
      );
  }
  // "Members of the founding / owning family who work here": the family name in the company's name, or
  // a profile that says so ("second generation of the family that founded it"), with a current role here.
  // "… family shareholders, whether or not they still work here": a former role here is enough.
  const familyRole = main ?? (reading.currentOnly ? null : (eligible[0] ?? null));
  const family =
    reading.family && familyRole
      ? familyTie(profile, company, reading.familyStake === true, [familyRole])
      : null;
  if (family && familyRole)
    return {
      keep: true,
      score: 0.8,
      why: `${name} ${familyRole.current ? 'is' : 'was'} ${familyRole.title} at ${co}, and ${family}: a member of the founding or owning family, which ${personaName} asks for.${
        reading.warnings.length > 0
          ? ` The definition was read with ${reading.warnings.length === 1 ? 'a warning' : `${reading.warnings.length} warnings`} (see the persona's interpretation), so this match is less certain.`
          : ''
      }`,
      position: familyRole,
    };
  let best: { p: Position; m: ClauseMatch; score: number } | null = null;
  // Beside an excluded current title, only the person's other current titles here count.
  const listedHere = excludedTitles.size > 0 ? currentHere.filter((p) => !excludedTitles.has(p)) : eligible;
  // A partner's bare title ("Partner") restated in their headline with what they do ("Managing Partner &
  // Chief Investment Officer"): the headline's partner title is the same role here, in full.
  const restated = headline ? readTitle(headline) : null;
  // A role here as the headline names it: the headline's reading and words, the position's engagement.
  const inHeadline = (p: Position, said: NonNullable<typeof restated>): Position => ({
    ...p,
    ...said,
    title: headline ?? p.title,
    engagement: p.engagement,
    source: 'headline',
  });
  // A headline names a higher role here only for someone with no current role elsewhere, and never by a
  // founder's or owner's rank (that is said, not named).
  const ranksAbove = (said: NonNullable<typeof restated>, p: Position): boolean =>
    said.level !== 'owner' &&
    levelRank(said.level) > levelRank(p.level) &&
    !positions.some((q) => q.current && q.here === null);
  const partnerHere = listedHere.find(
    (p) => p.current && p.here !== null && p.source === 'experience' && p.levels.includes('owner'),
  );
  const partnerJudged =
    restated &&
    partnerHere?.levels.every((l) => l === 'owner') &&
    MANAGING_PARTNER.test(normalizeText(headline ?? '')) &&
    !positions.some((p) => p.current && p.here === null)
      ? [
          ...listedHere,
          { ...partnerHere, ...restated, engagement: partnerHere.engagement, source: 'headline' as const },
        ]
      : listedHere;
  // "Gedelegeerd Bestuurder" listed, "Gedelegeerd bestuurder / CEO" in the headline: the headline
  // restates the title here and says it in other words, so the other words are the same role here. Only
  // a headline whose other words rank higher, and only for someone with no current role elsewhere.
  const slashed = (headline ?? '').split(/\s*\/\s*/).map((part) => normalizeText(part).trim());
  const titleHere = listedHere.find(
    (p) =>
      p.current &&
      p.here !== null &&
      p.source === 'experience' &&
      slashed.length > 1 &&
      slashed.includes(normalizeText(p.title).trim()),
  );
  const judged =
    restated && titleHere && ranksAbove(restated, titleHere)
      ? [...partnerJudged, inHeadline(titleHere, restated)]
      : partnerJudged;
  // "RSSI" or "DSI" as the headline of a "Responsable de la sécurité des systèmes d'information": a
  // headline in the same function as the one current title here, ranking higher, is how they name that
  // job (an acronym, the usual word), so it is the same role here (within `ranksAbove`).
  const onlyHere = listedHere.filter((p) => p.current && p.here !== null && p.source === 'experience');
  const namedHere = onlyHere.length === 1 ? onlyHere[0] : undefined;
  const sameJob =
    restated &&
    namedHere &&
    restated.engagement === 'employee' &&
    restated.functions[0] !== undefined &&
    restated.functions[0] === namedHere.functions[0] &&
    // "Chief of Staff, Office of the CEO": the title itself with whom they serve; and top-executive
    // words of general management name the office they work in as often as their own rank.
    restated.functions[0] !== 'general_management' &&
    !normalizeText(headline ?? '').includes(normalizeText(namedHere.title).trim()) &&
    ranksAbove(restated, namedHere) &&
    !judged.some((p) => p.source === 'headline')
      ? [...judged, inHeadline(namedHere, restated)]
      : judged;
  // "Project Manager (Implementations)" as the headline of a "Project Manager" here: a headline segment
  // that restates the one current title here and adds words says which job of that title it is, so a
  // job the definition names ("implementation project managers") may be met by those words. Same
  // reading, level and function as the title; only for someone with no current role elsewhere.
  const titleWords = namedHere ? normalizeText(namedHere.title).trim() : '';
  const qualifying =
    namedHere && titleWords !== '' && !positions.some((q) => q.current && q.here === null)
      ? (profile.headline ?? '').split(/\s*(?:\||·|•|;|\s[-\u2013\u2014]\s)\s*/).find((seg) => {
          const said = normalizeText(seg).trim();
          // ("Controllerin bei Lohnkraft": the company's name is no word of the job.)
          const rest = said.slice(titleWords.length);
          return (
            said !== titleWords &&
            said.startsWith(titleWords) &&
            !/@|\b(at|bei|chez|presso|bij)\b/.test(rest) &&
            // ("Estagiário de Engenharia Cerâmica" at Cerâmica Vouga: a word of the company's name that
            // names a physical product's domain is the job's subject, not the company.)
            !companyWords(company).some((w) => !PRODUCT_DOMAIN.test(w) && new RegExp(`\\b${w}\\b`).test(rest))
          );
        })
      : undefined;
  const candidates =
    namedHere && qualifying
      ? [...sameJob, { ...namedHere, title: qualifying.trim(), source: 'headline' as const }]
      : sameJob;
  // "Textile R&D": at a software company, research and engineering build software; only a title that
  // names the product's domain does that R&D there.
  const softwareHouse = SOFTWARE_INDUSTRY.test(company.industry ?? '');
  for (const p of candidates) {
    for (const clause of reading.includes) {
      if (
        clause.productDomain &&
        softwareHouse &&
        !PRODUCT_DOMAIN.test(normalizeText(p.title)) &&
        !ENGINEERING_DOMAIN.test(normalizeText(p.title))
      )
        continue;
      const m = matchClause(clause, p, reading.engagements, profile.headline);
      if (!m) continue;
      const preferred = reading.prefer.some((c) => matchClause(c, p, reading.engagements) !== null);
      const score = strength(p, m, preferred);
      if (
        !best ||
        score > best.score ||
        (score === best.score && specificity(m, p.title) > specificity(best.m, best.p.title))
      )
        best = { p, m, score };
    }
  }
  if (!best) {
    const main = currentHere[0] ?? eligible[0];
    if (!main) return drop(`Not kept: ${name} has no role at ${co} to judge.`);
    const engagementNote =
      main.engagement !== 'employee' &&
      main.engagement !== 'founder' &&
      !reading.engagements.includes(main.engagement)
        ? ` as ${main.engagement === 'board' ? 'a board member' : `an ${main.engagement}`.replace('an contractor', 'a contractor')}, which ${personaName} does not include`
        : '';
    return drop(
      `Not kept: ${name} is ${main.title} at ${co} (${describePosition(main)})${engagementNote}; that is none of ${reading.includes
        .slice(0, 4)
        .map((c) => `"${c.text}"`)
        .join(', ')} in ${personaName}.`,
      main,
    );
  }
  const { p, m } = best;
  const year = yearOf(p.start);
  const tenure = p.current
    ? `${year ? ` since ${year}` : ''}${
        p.source !== 'headline'
          ? ''
          : currentHere.some((q) => q.source === 'experience')
            ? ' (per their headline or about text, beside their listed role)'
            : ' (per their headline; no role at the company is listed)'
      }`
    : reading.background
      ? ` until ${p.end ?? 'recently'} (an earlier role; ${personaName} counts roles held before, here or elsewhere, by someone who works at ${co} now)`
      : ` until ${p.end ?? 'recently'} (a former role; ${personaName} includes former employees)`;
  const verb = p.current ? 'is' : 'was';
  // A role held at another employer is named with that employer.
  const at = p.here === null && p.company ? p.company : co;
  const fn = m.clause.functions
    ? FUNCTION_WORDS[
        p.functions.find((f) => m.clause.functions?.includes(f)) ?? m.clause.functions[0] ?? 'other'
      ]
    : null;
  const level = p.levels.find((l) => m.clause.levels?.includes(l)) ?? p.level;
  // A founder-CTO leads engineering as its C-level executive, not as an owner.
  const leading = p.levels.find((l) => l !== 'owner') ?? p.level;
  const reason = m.direct
    ? `${article(LEVEL_WORDS[level])} role${fn ? ` in ${fn}` : ''}, which is what "${m.clause.quote}" in ${personaName} asks for`
    : `as ${article(LEVEL_WORDS[leading])} they lead ${fn ?? 'the function'}, above the level of "${m.clause.quote}" in ${personaName}, so they count as its senior leader`;
  return {
    keep: true,
    score: best.score,
    // A reading with warnings is a guess in part: the reason says so instead of sounding certain.
    why: `${name} ${verb} ${p.title} at ${at}${tenure}: ${reason} (matched: ${describeClause(m.clause)}).${
      reading.warnings.length > 0
        ? ` The definition was read with ${reading.warnings.length === 1 ? 'a warning' : `${reading.warnings.length} warnings`} (see the persona's interpretation), so this match is less certain.`
        : ''
    }`,
    position: p,
  };
}

/**
 * "Co-founder, Board Member", "Mitgründer & Beirat": a founder whose title also names a seat on the
 * board or an advisory role here holds that seat as well, non-executive, and counts where board
 * members or advisors are asked for, even when executives are excluded.
 */
function seatsOf(p: Position): Position[] {
  // (An executive's title too: "Managing Director & Board Director", "CFO, member of the board".)
  if (p.here === null || !['founder', 'employee'].includes(p.engagement)) return [];
  const parts = (p.title ?? '').split(
    /\s*(?:,|;|\||&|\+|\/|\s[-\u2013\u2014]\s|\band\b|\bund\b|\bet\b|\by\b|\be\b|\ben\b)\s*/,
  );
  if (parts.length < 2) return [];
  return (
    parts
      .map((part) => ({ part, read: readTitle(part) }))
      // (An employee's "Compliance Advisory" is the practice they work in, not an advisory seat.)
      .filter(
        ({ read }) =>
          read.engagement === 'board' || (p.engagement === 'founder' && read.engagement === 'advisor'),
      )
      .map(({ part, read }) => ({ ...p, ...read, title: part }))
  );
}

/** Founder nouns in a headline segment ("co-founder", "Mitgründerin", "cofondatrice", "oprichter"). */
const FOUNDER_NOUN =
  /(?<![\p{L}])(co-?)?(founder|foundress|(mit)?gr(u|ü)nder(in)?|(co)?fondat(eur|rice|ore|rice|or|oare)|(co)?fundador(a)?|(mede-?)?oprichter|(med)?(gr(u|ü)nder|grunnlegger|grundl(æ|ae)gger|stifter)(e|en|in)?|(so)?ustanovitelj(ica)?|(su)?osniva(c|č)(ica)?|perustaja)(?![\p{L}])/iu;

/** "As co-founder", "Als mede-oprichter", "En tant que cofondatrice", "Som medgründer": a founder's capacity. */
const AS_FOUNDER = new RegExp(
  `^(as|als|en tant que|como|come|in qualità di|som)\\s+((a|an|the|un|une|una|uno|o|een|de|il|la|le|el)\\s+)?${FOUNDER_NOUN.source}`,
  'iu',
);

/** The verb of founding, in an about text: "co-founded", "gegründet", "cofondé", "fundó", "fundou", "fondato", "opgericht". */
const FOUNDED_VERB =
  /(?<![\p{L}])((co-?)?founded|(mit)?gegr(u|ü)ndet|(co)?fond(e|é)e?s?|(co)?fund(o|ó|é|e|ou|ei|amos)|(co)?fondat[oa]?|(co)?fondai|infiintat|perustin|perustimme|opgericht|richtte(n)?\s+[\p{L}\s]{0,30}\s+op|grunnla|grunnlagt|grundlagde|grundlagt|grundade|grundat|stiftet|stiftede|stiftade|etablerte|etablerede|etablerade)(?![\p{L}])/iu;

/**
 * "CTO | co-founder | Signeo", "Co-founded Signeo with Kristjan in 2015": a person with a current role
 * here whose headline or about text says they founded this company (a headline segment read as a
 * founder's title, naming the company or nothing else, beside the company's name; an about sentence
 * with the verb of founding that names it) holds a founding position here even when no listed job says
 * so. Past phrases ("ex-co-founder") do not count, nor a segment naming another venture ("Founder,
 * Hamburg Runners Club"), nor founders as the people someone works with ("Founder Relations Manager",
 * "grandson of the founder").
 */
function foundingSaid(profile: ProviderProfile, company: ProviderCompany, listed: Position[]): Position[] {
  const main = listed.find((p) => p.here !== null && p.current && p.source === 'experience');
  if (!main || listed.some((p) => p.here !== null && p.engagement === 'founder')) return [];
  const co = companyWords(company);
  if (co.length === 0) return [];
  const namesCompany = (text: string) => co.some((w) => new RegExp(`\\b${w}\\b`).test(normalizeText(text)));
  const past =
    /(?<![\p{L}])(ex|former|formerly|previously|ehemalige\p{L}*|ancien\p{L}*|antigu\p{L}*|antig[oa]s?|voormalig\p{L}*|tidligere|tidigare|forhenv(æ|ae)rende)(?![\p{L}])|(?<![\p{L}])ex-/iu;
  const headline = profile.headline ?? '';
  const segments = headline.split(/\s*(?:\||·|•|;|\s[-\u2013\u2014]\s)\s*/);
  // "Co-founder | CTO": a bare founder segment beside one that restates their current title here speaks
  // of the job here; so does "CTO | co-founder" beside "Chief Technology Officer" (an acronym or wording
  // of the same rank, VP or above, and function).
  const own = readTitle(main.title);
  // "CTO & co-founder": a part joined to the founder noun in the same segment restates the title too.
  const restatesTitle = (segment: string): boolean =>
    [
      ...segments.filter((other) => other !== segment),
      ...segment.split(/\s*(?:&|\+|\/|,|(?<![\p{L}])(?:and|und|et|y|e|en)(?![\p{L}]))\s*/iu),
    ].some((other) => {
      if (other.trim() === '' || FOUNDER_NOUN.test(other)) return false;
      if (normalizeText(other).trim() === normalizeText(main.title).trim()) return true;
      const read = readTitle(other);
      return (
        read.level === own.level &&
        levelRank(own.level) >= levelRank('vp') &&
        read.functions[0] !== undefined &&
        read.functions[0] === own.functions[0]
      );
    });
  const inHeadline = segments.some((segment) => {
    if (readTitle(segment).engagement !== 'founder' || past.test(segment)) return false;
    const rest = segment
      .replace(new RegExp(FOUNDER_NOUN.source, 'giu'), ' ')
      .replace(
        /(?<![\p{L}])(at|@|of|bei|von|chez|de|da|di|del|van|bij|presso|&|and|und|et|y|e|en|ceo|cto|coo|cfo|cpo|cmo)(?![\p{L}])/giu,
        ' ',
      )
      .trim();
    return rest === '' ? namesCompany(headline) || restatesTitle(segment) : namesCompany(rest);
  });
  // "Started Klantwijs with Maarten", "set up Acme in 2015": starting the company itself (its name right
  // after the verb; "started at Acme" is joining it) is founding it.
  const started = new RegExp(
    `(?<![\\p{L}])(started|set up|launched|lance|lancei|lancou|lanzo|avviato|avviai|startte|richtte|pornit|perustin|perustimme)\\s+(${co.join('|')})(?![\\p{L}])`,
    'iu',
  );
  // "Als mede-oprichter schreef ik het eerste algoritme", "As co-founder I built …": an about text opening a
  // sentence with the founder's noun as the writer's own capacity speaks of the company they work at, when
  // they work nowhere else now and the noun names no other venture ("As founder of a running club …").
  const worksElsewhere = (profile.experience ?? []).some(
    (job) => job.end === null && !namesCompany(job.company ?? ''),
  );
  const asFounder = (sentence: string): boolean => {
    const m = AS_FOUNDER.exec(sentence.trim());
    if (!m) return false;
    const after = sentence.trim().slice(m[0].length);
    const of = /^\s*(of|van|von|der|des|de|du|di|do|da|del|af|av|at|bei|bij|chez|presso)\s+(.*)$/iu.exec(
      after,
    );
    return of === null || namesCompany(of[2] ?? '');
  };
  // "Mitgründer von Mandantix.", "Co-founder of Acme and its CTO.": an about sentence that opens with the
  // founder's noun of this company names the writer's own founding (never a past one: "ex-").
  const founderOf = (sentence: string): boolean => {
    const m = new RegExp(`^${FOUNDER_NOUN.source}`, 'iu').exec(sentence.trim());
    if (!m) return false;
    // (Romanian says "of" with the genitive article: "Cofondatoare a Carpatina", "fondator al firmei".)
    const of =
      /^\s*(of|van|von|der|des|de|du|di|do|da|del|af|av|at|bei|bij|chez|presso|al|a|ale)\s+(.*)$/iu.exec(
        sentence.trim().slice(m[0].length),
      );
    return of !== null && namesCompany(of[2] ?? '');
  };
  const inAbout = (profile.about ?? '')
    .split(/(?<=[.!?;])\s+/)
    .some(
      (sentence) =>
        ((FOUNDED_VERB.test(sentence) || started.test(normalizeText(sentence))) &&
          !past.test(sentence) &&
          namesCompany(sentence)) ||
        (!worksElsewhere && !past.test(sentence) && (asFounder(sentence) || founderOf(sentence))),
    );
  if (!inHeadline && !inAbout) return [];
  return [{ ...main, ...readTitle('Co-founder'), title: 'Co-founder', source: 'headline' }];
}

/**
 * "Azionista di riferimento del gruppo", "Socio della holding di famiglia", "majority shareholder",
 * "Mehrheitsgesellschafterin": a person with a current role here whose own words (about text or
 * headline, past phrases left out) say they hold a controlling or reference stake, or a share of the
 * family holding, is an owner here even when no listed job says so. A bare "shareholder" (employee share
 * plans) does not count.
 */
const OWNER_SELF = new RegExp(
  [
    '(?<![\\p{L}])((reference|majority|controlling|principal|main|largest|anchor)\\s+(shareholder|stockholder|owner)s?',
    'shareholders?\\s+of\\s+the\\s+family\\s+holding',
    '(mehrheits|haupt|referenz)(gesellschafter|aktionar|eigentumer)(in)?',
    '(gesellschafter|aktionar)(in)?\\s+der\\s+familienholding',
    'actionnaire\\s+(de reference|majoritaire|principal|de controle|de la holding familiale)',
    'accionista\\s+(de referencia|mayoritari[oa]|principal|de control|de la holding familiar)',
    'acionista\\s+(de referencia|majoritari[oa]|principal|controlador[a]?|da holding (da )?familia(r)?)',
    '(azionista|socio|socia)\\s+(di riferimento|di maggioranza|di controllo|della holding di famiglia|della holding familiare)',
    '(groot|meerderheids|referentie)aandeelhouder',
    'aandeelhouder\\s+van\\s+de\\s+familieholding)(?![\\p{L}])',
  ].join('|'),
  'u',
);

/**
 * "Lid-eigenaar van de coöperatie", "als lid van de coöperatie mede-eigenaar van Westflora", "member-owner
 * of the co-op", "Miteigentümer der Genossenschaft": a member who co-owns this company (a cooperative
 * owned by its members, or a co-owner naming it) is an owner. Said of a cooperative or of this company by
 * name only: a co-owner of their own farm or firm is no owner here.
 */
const CO_OWNER =
  /(?<![\p{L}])(member[\s-]+owners?|co-?owners?|(mede|lid)-?eigena(a|re)r(s|es)?|mit(eigent(u|ü)mer|inhaber)(in)?|(membre[\s-]+)?copropri(e|é)taires?|socios? propietari[oa]s?|copropietari[oa]s?|coopropriet(a|á)ri[oa]s?|comproprietari[oa]|soci[oa] propietari[oa]|s(o|ó)ci[oa][\s-]+propriet(a|á)ri[oa]|socio[\s-]+proprietario|med-?(eier|eigar|ejer)e?|delagare|solastni(k|ca|ki|ce)|suvlasni(k|ca|ci|ce))(?![\p{L}])/iu;
/**
 * A headline that opens with nothing but an owner's noun ("Socio | Consigliere", "Inhaber", "Owner @ Acme",
 * "Eigenaar", "Propriétaire"): a person with a current role here who calls themself an owner or
 * partner-shareholder first. A noun with more words beside it in the same segment ("Socio fondatore di …",
 * "Owner of my own studio") is read by the rules above, not here; "Partner" is not among the nouns (a
 * consulting or law firm's partner title is read from the job).
 */
const OWNER_HEADLINE =
  /^(co-?owner|owner|proprietor|inhaber(in)?|mitinhaber(in)?|eigentumer(in)?|eigenaa?r|mede-?eigenaar|proprietaire|copropriet(aire)?|propietari[oa]|proprietari[oa]|titolare|soci[oa]|dono|dona|eier|eigar|ejer|agare|innehaver|indehaver|innehavare|med-?(eier|ejer))$/;
const COOPERATIVE =
  /(?<![\p{L}])(co-?op(erative)?|co(o|ö)peratie|genossenschaft|coop(e|é)rative|cooperativa)(?![\p{L}])/iu;
/**
 * "The family business", "familiebedriften", "im Familienunternehmen": the family company someone with a
 * current role here speaks of is this one, so a co-owner of it ("medeier sammen med søsknene mine") owns
 * part of this company. A family business named as another ("co-owner of my family's bakery") is not this.
 */
const FAMILY_BUSINESS =
  /(?<![\p{L}])(the\s+family\s+(business|company|firm)|(im|des|dem|das)\s+familienunternehmen|l'entreprise\s+familiale|la\s+empresa\s+familiar|(a|na|da)\s+empresa\s+familiar|(l'|nell'|dell')azienda\s+(di\s+famiglia|familiare)|(het|in\s+het|van\s+het)\s+familiebedrijf|familie(bedriften|selskapet|firmaet|virksomheden|foretaget|foretagendet|foretagandet|bolaget)|(druzinsk|obiteljsk|porodicn)\p{L}*\s+(podjetj|tvrtk|poduzec|preduzec|firm)\p{L}*)(?![\p{L}])/iu;

function ownershipSaid(profile: ProviderProfile, listed: Position[], company: ProviderCompany): Position[] {
  const main = listed.find((p) => p.here !== null && p.current && p.source === 'experience');
  if (!main || listed.some((p) => p.here !== null && p.levels.includes('owner'))) return [];
  const co = companyWords(company);
  const namesCompany = (text: string) => co.some((w) => new RegExp(`\\b${w}\\b`).test(text));
  const past =
    /(?<![\p{L}])(ex|former|formerly|previously|until|ehemalige\p{L}*|bis|ancien\p{L}*|jusqu|antigu\p{L}*|antig[oa]s?|fino|voormalig\p{L}*|tot|tidligere|tidigare|forhenvaerende|frem\s+til|fram\s+til|indtil)(?![\p{L}])/u;
  const said = [profile.headline ?? '', ...(profile.about ?? '').split(/(?<=[.!?;])\s+/)]
    .map((text) => normalizeText(text))
    .some(
      (text) =>
        !past.test(text) &&
        (OWNER_SELF.test(text) ||
          (CO_OWNER.test(text) &&
            (COOPERATIVE.test(text) || FAMILY_BUSINESS.test(text) || namesCompany(text)))),
    );
  const headline = normalizeText(profile.headline ?? '')
    .split(/\s+(?:@|at|bei|chez|en|em|presso|bij|-|–|—|\|)\s+|\s*[|,]\s*/)
    .map((part) => part.trim());
  // …unless it is the title of a current job elsewhere ("Sócio – PLMJ Advogados", the law firm's partner
  // who advises this company) or names that job's company.
  const elsewhere = (profile.experience ?? []).filter(
    (job) => job.end === null && !namesCompany(normalizeText(job.company ?? '')),
  );
  const ownerHeadline =
    OWNER_HEADLINE.test(headline[0] ?? '') &&
    !elsewhere.some(
      (job) =>
        normalizeText(job.title ?? '').trim() === headline[0] ||
        headline
          .slice(1)
          .some((part) => part !== '' && normalizeText(job.company ?? '').includes(part.split(' ')[0] ?? '')),
    );
  return said || ownerHeadline
    ? [{ ...main, ...readTitle('Owner'), title: 'Owner', source: 'headline' }]
    : [];
}

/**
 * "DRH – membre du comité de direction", "Commercial Director, johtoryhmä", "Medisch directeur – lid directie": a
 * person with a current role here, and none elsewhere, whose headline says they sit on the company's executive team
 * (EXECUTIVE_TEAM_SEAT, roles.ts) holds a top executive's seat here beside their job, in their job's function. A
 * segment naming another company, or a headline of an assistant to the team, says no such seat.
 */
function executiveSeatSaid(
  profile: ProviderProfile,
  listed: Position[],
  company: ProviderCompany,
): Position[] {
  const main = listed.find((p) => p.here !== null && p.current && p.source === 'experience');
  if (!main || main.levels.includes('c_level') || main.engagement !== 'employee') return [];
  const co = companyWords(company);
  const namesCompany = (text: string) => co.some((w) => new RegExp(`\\b${w}\\b`).test(text));
  const elsewhere = (profile.experience ?? []).some(
    (job) => job.end === null && !namesCompany(normalizeText(job.company ?? '')),
  );
  if (elsewhere) return [];
  const seat = normalizeText(profile.headline ?? '')
    .split(/\s*(?:\||·|•|;|\s[-\u2013\u2014]\s)\s*/)
    .find(
      (segment) =>
        EXECUTIVE_TEAM_SEAT.test(segment) &&
        !(/(?<![\p{L}])(at|@|bei|chez|presso|bij|en|em)(?![\p{L}])/u.test(segment) && !namesCompany(segment)),
    );
  if (
    seat === undefined ||
    /\b(assist\w*|asist\w*|secretar\w*|sekretar\w*)\b/.test(normalizeText(profile.headline ?? ''))
  )
    return [];
  return [
    { ...main, levels: ['c_level', ...main.levels], level: 'c_level', title: seat, source: 'headline' },
  ];
}

/** Legal forms and the countries whose law they belong to. */
const LEGAL_FORMS: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/^(gmbh|ag|kg|ug)$/, ['DE', 'AT', 'CH', 'LI']],
  [/^(sas|sarl|eurl)$/, ['FR', 'BE', 'LU', 'CH', 'MA']],
  [/^(sl|slu)$/, ['ES']],
  [/^(spa|srl|sapa)$/, ['IT', 'RO']],
  [/^(bv|nv)$/, ['NL', 'BE']],
  [/^(lda)$/, ['PT']],
  [/^(ltd|limited|plc)$/, ['GB', 'IE', 'UK', 'CY', 'MT', 'HK', 'IN']],
  [/^(inc|llc|corp)$/, ['US', 'CA']],
  [/^(oy|oyj)$/, ['FI']],
  [/^(ab)$/, ['SE']],
  [/^(aps)$/, ['DK']],
  [/^(kft)$/, ['HU']],
];
/** The distinctive words of the company's name: three letters or more, its legal form left out. */
const companyWords = (company: ProviderCompany): string[] =>
  normalizeText(company.name ?? '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !LEGAL_FORMS.some(([form]) => form.test(w)));

/**
 * "Geschäftsführer Cadorina Deutschland GmbH", "Managing Director, Acme Ltd" at a company in another
 * country: a top-executive title whose own words (title or headline) name the company beside a country
 * (after it, or just before it: "Directora General España – Cadorina") or a legal form of another
 * country runs a subsidiary, not the company. It is read as a country head
 * (no C-level seat unless a definition asks for country managers), and as the head of what their about
 * text says they run ("Leite den Vertrieb …": sales).
 */
function asSubsidiaryHead(p: Position, profile: ProviderProfile, company: ProviderCompany): Position {
  if (!p.current || p.here === null || !p.levels.includes('c_level')) return p;
  if (p.functions.some((f) => f !== 'general_management')) return p;
  const home = (company.location?.country_code ?? '').toUpperCase();
  const own = normalizeText(company.name ?? '').split(/[^a-z0-9]+/);
  const names = companyWords(company);
  if (home === '' || names.length === 0) return p;
  const foreign = (text: string): boolean => {
    const words = normalizeText(text)
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    const countryTitle = /\b(country|countries|landes\w*|pays|pais|paese|land)\b/.test(
      normalizeText(p.title),
    );
    const abroad = (w: string): boolean => {
      const country = COUNTRY_NAMES.find(([c]) => c.test(w));
      return country !== undefined && country[1] !== home;
    };
    return words.some((w, i) => {
      if (!names.includes(w)) return false;
      // "Directora General España – Bortolan & Ferri …": the country said just before the company's name
      // (a country manager's title names its country so already: "Country Manager Italia @ Tendara").
      if (!countryTitle && words.slice(Math.max(0, i - 3), i).some(abroad)) return true;
      return words.slice(i + 1, i + 5).some((next) => {
        if (own.includes(next)) return false;
        const form = LEGAL_FORMS.find(([f]) => f.test(next));
        if (form) return !form[1].includes(home);
        const country = COUNTRY_NAMES.find(([c]) => c.test(next));
        return country !== undefined && country[1] !== home;
      });
    });
  };
  if (!foreign(`${p.title} | ${profile.headline ?? ''}`)) return p;
  const runs = functionsOf((profile.about ?? '').replace(/\b(ex|former|formerly|previously)\b[^.;]*/gi, ' '));
  return {
    ...p,
    title: `${p.title} (country manager)`,
    levels: ['c_level', 'head'],
    level: 'head',
    functions: runs.length > 0 ? runs : p.functions,
  };
}

/** An exclusion of owners or founders ("not founders", "exclude owners"), which a founder's seat shares. */
const namesOwners = (c: Clause): boolean =>
  c.levels?.every((l) => l === 'owner') === true || c.roles.some((r) => r.word === 'founders');

/** "Second", "vierter", "quarta", "derde": the generation of a family, in the seven languages. */
const GENERATION_ORDINAL =
  '(second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th|(zweite|dritte|vierte|funfte|sechste)[nr]?|deuxieme|troisieme|quatrieme|cinquieme|sixieme|\\d+e|segunda|tercera|cuarta|quinta|sexta|terceira|seconda|terza|quarta|sesta|tweede|derde|vierde|vijfde|zesde|andre|annen|tredje|fjerde|femte|sjette|anden|sjette|druga|tretja|cetrta|peta|sesta|treca|cetvrta|doua|treia|patra|cincea|toisen|kolmannen|neljannen|\\d\\.)';
/**
 * A profile's own words tying its holder to the family that founded or owns the company, in the seven
 * languages: "third-generation", "quarta geração", "in vierter Generation"; "owning family", "família
 * acionista", "famille actionnaire", "Gesellschafterfamilie".
 */
const FAMILY_SELF = new RegExp(
  [
    `\\b(famil(y|ies)\\s+(that|who|which)\\s+(founded|owns?|started|built)`,
    `(founding|owning|founder'?s|shareholding|controlling)\\s+famil(y|ies)`,
    `famil(y|ies)\\s+(shareholders?|owners?)`,
    `${GENERATION_ORDINAL}[- ](generation|generacion|geracao|generazione|generatie|generatia|generasjon|generacij[aei]|polven|sukupolven)`,
    // "Fiul cel mic al familiei Munteanu", "fiica fondatorului" (Romanian); "omistajaperheen", "perustajan tytär" (Finnish).
    `(fiul|fiica|nepotul|nepoata)( cel mic| cea mica| cel mare| cea mare| cel mijlociu)? (al |a )?(familiei|fondatorului|fondatoarei|fondatorilor)`,
    `familia (fondatoare|proprietara|actionara)|omistajaperhe\\w*|omistajasu\\w*|perustajaperhe\\w*|perustajasu\\w*|perustajan (poika|tytar|lapsenlapsi)`,
    `(in|der|de|da|di)\\s+${GENERATION_ORDINAL}\\s+(generation|generacion|geracao|generazione|generatie|generasjon)`,
    // "Druga generacija družinskega podjetja", "treća generacija obiteljske tvrtke" (Slovenian, Croatian).
    `(druzinsk|obiteljsk|porodicn)\\w*\\s+(podjetj|tvrtk|poduzec|preduzec|firm)\\w*`,
    // "Rodinná akcionářka", "zastupuji rodinu", "syn zakladatele", "rodinná firma" (Czech and Slovak, holdout 50).
    `rodinn\\w*\\s+(akcionar|spolecni|spolocni|vlastni|firm|podnik|spolecnost|spolocnost)\\w*|zastupuj\\w*\\s+(nasi\\s+|nasu\\s+)?rodinu|(syn|dcera|vnuk|vnucka)\\s+(zakladatel[ea]|majitel[ea])`,
    `(grunder|eigentumer|gesellschafter|inhaber|unternehmer)famili(e|en)`,
    `famille\\s+(fondatrice|actionnaire|proprietaire)`,
    `familia\\s+(fundadora|accionista|acionista|propietaria|proprietaria|dona)`,
    `famiglia\\s+(fondatrice|azionista|proprietaria)`,
    `(oprichters|eigenaars|aandeelhouders)famili(e|es)`,
    `familie\\s+(aandeelhouder|eigenaar)s?`,
    // "Son of the founder", "Figlio del fondatore", "Enkelin des Gründers" (not "of a founder of …").
    `(son|daughter|grandson|granddaughter|child|nephew|niece|heir|heiress)\\s+of\\s+the\\s+founders?(?!\\s+of\\b)`,
    `(sohn|tochter|enkel|enkelin|erbe|erbin)\\s+(des|der)\\s+(firmen)?grunder(s|in)?(?!\\s+(von|der|des|eines|einer)\\b)`,
    `(fils|fille|petit-fils|petite-fille|heritier|heritiere)\\s+(du|de la)\\s+fondat(eur|rice)(?!\\s+d)`,
    `(hij[oa]|niet[oa]|hereder[oa])\\s+(del|de la)\\s+fundador(a)?(?!\\s+de\\b)`,
    `(filh[oa]|net[oa]|herdeir[oa])\\s+(do|da)\\s+fundador(a)?(?!\\s+d[aoe]\\b)`,
    `(figli[oa]|nipote|erede)\\s+(del|della)\\s+fondat(ore|rice)(?!\\s+d)`,
    `(zoon|dochter|kleinzoon|kleindochter|erfgenaam)\\s+van\\s+de\\s+oprichter(?!\\s+van\\b)`,
    // "Actionnaire familiale", "Familienaktionärin", "azionista familiare", "familiaal aandeelhouder" (Flemish),
    // "azionista di famiglia", "shareholder of the family": a shareholder of the family, in the seven languages.
    `actionnaires?\\s+famili(al|aux|ale|ales)|(accionistas?|acionistas?)\\s+familiar(es)?|azionist[ai]\\s+(familiar[ei]|di\\s+famiglia|della\\s+famiglia)|famili(en|e)-?(gesellschafter|aktionar|aandeelhouder|eigenaar)\\w*|famili(aal|ale|aire)\\s+(aandeelhouders?|eigenaa?rs?)|(familiale[rn]?|familiare[rn]?)\\s+(gesellschafter|aktionar|anteilseigner)\\w*|(shareholders?|stockholders?)\\s+(of|from)\\s+the\\s+(founding\\s+|owning\\s+)?family|(accionistas?|acionistas?)\\s+(de|da)\\s+(la\\s+)?famili(a|ia)`,
    // "Founded by my father", "fondée par mon père", "von meinem Großvater gegründet": the founder's child.
    `(founded|started|built)\\s+by\\s+my\\s+(father|mother|dad|mum|mom|parents|grandfather|grandmother|grandparents|great-grandfather)`,
    `(fonde|fondee)\\s+par\\s+(mon\\s+(pere|grand-pere|arriere-grand-pere)|ma\\s+(mere|grand-mere)|mes\\s+(parents|grands-parents))`,
    `(von|durch)\\s+(meinem\\s+(vater|gro(ss)?vater|urgro(ss)?vater)|meiner\\s+(mutter|gro(ss)?mutter)|meinen\\s+(eltern|gro(ss)?eltern))\\s+gegrundet|gegrundet\\s+von\\s+(meinem|meiner|meinen)\\s+(vater|mutter|eltern|gro(ss)?vater|gro(ss)?mutter|gro(ss)?eltern)`,
    `fundad[ao]\\s+por\\s+(mi|mis)\\s+(padre|madre|padres|abuel[oa]s?|bisabuel[oa])`,
    `fundad[ao]\\s+(pelo\\s+meu\\s+(pai|avo|bisavo)|pela\\s+minha\\s+(mae|avo)|pelos\\s+meus\\s+(pais|avos))`,
    `fondat[ao]\\s+(da\\s+mio\\s+(padre|nonno|bisnonno)|da\\s+mia\\s+(madre|nonna)|dai\\s+miei\\s+(genitori|nonni))`,
    `opgericht\\s+door\\s+mijn\\s+(vader|moeder|opa|oma|grootvader|grootmoeder|ouders|grootouders|overgrootvader)`,
    // "Family business, next gen", "next generation of the family business": its heir who works in it.
    `family\\s+(business|company|firm)\\W+(the\\s+)?next[- ]gen(eration)?|next[- ]gen(eration)?\\s+(of|in)\\s+(the|our|my)\\s+family(\\s+(business|company|firm))?`,
    // "Socio della holding di famiglia", "Gesellschafter der Familienholding": a stake in the family's holding.
    `family\\s+holding|familien?holding|familieholding|holding\\s+(di famiglia|familiare|familiale|familiar|de la famille|de la familia|da familia))\\b`,
  ].join('|'),
);

/** A profile that says its owner holds a stake: "shareholder", "Gesellschafterin", "actionnaire", "socia". */
const FAMILY_STAKE_SELF =
  /(?<![a-z])((owning|owner'?s) famil(y|ies)|eigentumer-?famili\w*|familles? proprietaires?|famil(ia|ias) propietarias?|familias? proprietarias?|famigli[ae] proprietari[ae]|eigenaarsfamilie|(famili(e|en)-?)?(shareholders?|stockholders?|co-?owners?|part-?owners?|(mit)?gesellschafter\w*|anteilseigner\w*|teilhaber\w*|mitinhaber\w*|mit-?eigentumer\w*|aktionar\w*|actionnaires?|accionistas?|acionistas?|azionist[ai]|aandeelhouders?|mede-?eigenaa?r\w*|seniorchef\w*|soci|soci[oae]|associes?))(?![a-z])/;

/** Why a person belongs to the company's founding or owning family, or null when nothing says so. */
function familyTie(
  profile: ProviderProfile,
  company: ProviderCompany,
  stake: boolean,
  roles: readonly Position[],
): string | null {
  const own = normalizeText(`${profile.headline ?? ''} ${profile.about ?? ''}`);
  const surname = normalizeText(profile.last_name ?? nameOf(profile).split(' ').slice(-1)[0] ?? '')
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4);
  const companyWords = new Set(normalizeText(company.name ?? '').split(/[^a-z]+/));
  // "The Munteanu family", "familiei Munteanu", "Familie Huber", "la famille Roux": their own family name
  // said as a family, in a profile with a current role here, is the family they speak of working in.
  const ownFamily = surname.some((w) =>
    new RegExp(
      `(?<![a-z])(famil(y|ie|ia|iei|le|les)|famiglia|familien?)\\s+${w}(?![a-z])|(?<![a-z])${w}\\s+famil(y|ies)(?![a-z])`,
    ).test(own),
  );
  const tie = surname.some((w) => companyWords.has(w))
    ? `their family name is in ${companyNameOf(company)}'s name`
    : FAMILY_SELF.test(own) || ownFamily
      ? 'their profile says they belong to the family behind it'
      : null;
  // "Family shareholders": belonging to the family is no shareholding. It stands for one in someone who
  // runs the company or sits on one of its boards; anyone else's profile must say they hold a stake.
  const leads = roles.some(
    (p) =>
      p.engagement === 'board' ||
      p.engagement === 'advisor' ||
      p.levels.some((l) => levelRank(l) >= levelRank('head')),
  );
  if (tie === null || !stake || leads) return tie;
  return FAMILY_STAKE_SELF.test(own) ? `${tie}, and they hold a stake in it (their profile says so)` : null;
}

const article = (words: string): string => `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;

const words = (value: string): Set<string> =>
  new Set(
    normalizeText(value)
      .split(/[^a-z0-9&]+/)
      .filter((w) => w.length > 1 && !['of', 'the', 'and', 'or', 'in', 'any'].includes(w))
      .map((w) => w.replace(/(?<=[a-z]{3})s$/, '')),
  );

/** Then the phrase sharing most words with the title: "sales directors" for a Sales Director. */
const sharedWords = (phrase: string, title: string): number => {
  const inTitle = words(title);
  return [...words(phrase)].filter((w) => inTitle.has(w)).length;
};

const specificity = (m: ClauseMatch, title: string): number =>
  0.1 * Math.min(sharedWords(m.clause.text, title), 9) +
  (m.clause.roles.length > 0 ? 4 : 0) +
  // The narrowest phrase explains a match best: "VPs of sales" rather than "sales leaders".
  (m.clause.levels ? 2 + 1 / m.clause.levels.length : 0) +
  (m.clause.functions ? 1 : 0) +
  (m.direct ? 1 : 0);
