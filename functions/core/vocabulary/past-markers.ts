/**
 * The one vocabulary of the words that put a role at the company in the past ("former CFOs", "people who
 * have left", "no longer work here", "used to work here"), in the seven languages the reader reads. Each
 * reading of former staff in persona-reader.ts (FORMER_PREFIX, FORMER_TOO, PAST_EXCLUSION, NO_LONGER, …)
 * builds its own syntax (where the marker may stand, what it captures) around these alternations, so a
 * word known in one position is known in all of them. The readings built on it: FORMER_PREFIX,
 * FORMER_SUFFIX, FORMER_ONLY, FORMER_TOO, FORMER_STAFF (PAST_STAFF_PREDICATE, PAST_STAFF_TAIL),
 * NOBODY_WHO_LEFT, WHO_LEFT, LEFT_AFTER, USED_TO_OR_LEFT, NO_LONGER, PAST_JOB_TOO, PAST_EXCLUSION,
 * ALSO_FORMER, ALSO_USED_TO_BE, WHETHER_GONE, STILL_HERE_OR_NOT, HELD_BEFORE and LEAVER_FILLER.
 * test/unit/past-markers.test.ts holds every language's markers in every position; a new entry needs a
 * row there.
 *
 * Entries are regular-expression sources for the raw definition (case-insensitive, `u` flag, accented
 * and plain spellings both), with no capturing group: the patterns that embed them number their own.
 */

import { InvariantError } from '../errors.js';

export const PAST_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl'] as const;
export type PastLanguage = (typeof PAST_LANGUAGES)[number];

export interface PastMarkers {
  /** A noun for the people who left: "alumni". */
  readonly formerPeople: readonly string[];
  /** An adjective before the role: "former CFOs", "ehemalige Gründer", "anciens dirigeants". */
  readonly formerAdjectives: readonly string[];
  /**
   * An adjective read as past only where it opens a phrase ("Oud CFO's", "Vecchi soci"): elsewhere it is
   * "old" ("jong en oud", "giovani e vecchi").
   */
  readonly headAdjectives: readonly string[];
  /** A prefix joined to the role by a hyphen: "ex-CFO", "oud-medewerkers". */
  readonly hyphenPrefixes: readonly string[];
  /** "No longer", "nicht mehr", "ne … plus": the role has ended, said with a negation. */
  readonly noLonger: readonly string[];
  /** "(Have) left", "ausgeschieden (sind)", "sont partis", "se fueron": the verb of leaving, auxiliary optional. */
  readonly left: readonly string[];
  /** "Formerly", "früher", "autrefois", "anteriormente", "in passato", "vroeger": an adverb of the past. */
  readonly pastAdverbs: readonly string[];
  /** "Already", "schon", "déjà", "ya", "já", "già", "al": said before the verb of leaving ("who have already left"). */
  readonly already: readonly string[];
}

/** "Ex" before a role, but not the Latin "ex officio", "ex aequo", "ex ante", "ex post". */
const EX = 'ex(?![\\s-]+(?:officio|aequo|ante|post|cathedra)(?![\\p{L}]))';

export const PAST_MARKERS: Readonly<Record<PastLanguage, PastMarkers>> = {
  en: {
    formerPeople: ['alumni'],
    formerAdjectives: ['former', 'past', 'previous', 'erstwhile', EX],
    headAdjectives: [],
    hyphenPrefixes: ['ex'],
    noLonger: ['no\\s+longer', 'not\\s+any\\s?more'],
    left: [
      '(?:(?:have|has)\\s+)?(?:since\\s+)?(?:left|moved\\s+on)',
      // "Gone through onboarding", "gone on to lead teams": no leaving.
      '(?:(?:have|has)\\s+)?(?:since\\s+)?gone(?!\\s+(?:on|through|into|over|up|ahead|beyond|back|out|down|along|around|across|far|well|wrong)(?![\\p{L}]))',
    ],
    pastAdverbs: ['formerly', 'previously', 'in\\s+the\\s+past'],
    already: ['already', 'since'],
  },
  de: {
    formerPeople: [],
    formerAdjectives: ['ehemalige\\p{L}*', 'fr(?:u|ü)here\\p{L}*', 'ehem\\.?'],
    headAdjectives: [],
    hyphenPrefixes: [],
    noLonger: ['nicht\\s+mehr'],
    left: [
      '(?:(?:sind|ist)\\s+)?(?:ausgeschieden\\p{L}*|gegangen)(?:\\s+(?:sind|ist))?',
      'verlassen\\s+(?:hat|haben)',
    ],
    pastAdverbs: ['fr(?:u|ü)her', 'einst'],
    already: ['schon', 'bereits', 'inzwischen', 'mittlerweile'],
  },
  fr: {
    formerPeople: [],
    formerAdjectives: ['anciens?', 'anciennes?', EX],
    headAdjectives: [],
    hyphenPrefixes: ['ex'],
    noLonger: ['ne\\s+\\p{L}+\\s+plus'],
    left: [
      '(?:sont|est)\\s+parti(?:e|s|es)?',
      // "Cofondateurs partis", "encore là ou parti", not "font partie de", "parties prenantes", "tierces
      // parties", "membres du parti", "parti pris".
      "(?<!(?:font|fait|faire|fasse|fassent|faisant|tierces|du|le|un|au|ce)\\s)parti(?:e|s|es)?(?!\\s+(?:prenantes?|pris|de|d['’]|du|des)(?![\\p{L}]))",
      '(?:(?:ont|a)\\s+)?quitt\\p{L}*',
    ],
    pastAdverbs: ['autrefois', 'auparavant'],
    already: ['d(?:e|é)j(?:a|à)'],
  },
  es: {
    formerPeople: [],
    formerAdjectives: ['antigu[oa]s?', EX],
    headAdjectives: [],
    hyphenPrefixes: ['ex'],
    noLonger: ['ya\\s+no'],
    left: [
      '(?:se\\s+)?(?:haya|hayan|ha|han)\\s+(?:ido|salido|dejado)',
      'se\\s+fue(?:ron)?',
      '(?:se\\s+)?marcharon',
      'sali(?:o|ó|eron)',
      'dejaron',
    ],
    pastAdverbs: ['anteriormente'],
    already: ['ya'],
  },
  pt: {
    formerPeople: [],
    formerAdjectives: ['antig[oa]s?', EX],
    headAdjectives: [],
    hyphenPrefixes: ['ex'],
    noLonger: ['j(?:a|á)\\s+n(?:a|ã)o', 'n(?:a|ã)o\\s+(?:\\p{L}+\\s+)?mais'],
    left: ['sa(?:i|í)(?:u|ram)', 'deix(?:ou|aram)', 'foram\\s+embora'],
    pastAdverbs: ['anteriormente'],
    already: ['j(?:a|á)'],
  },
  it: {
    formerPeople: [],
    formerAdjectives: ['precedenti', EX],
    headAdjectives: ['vecchi'],
    hyphenPrefixes: ['ex'],
    noLonger: ['non\\s+(?:\\p{L}+\\s+)?pi(?:u|ù)'],
    left: [
      '(?:ha|hanno)\\s+lasciato\\p{L}*',
      '(?:(?:e|è|sono)\\s+)?(?:uscit\\p{L}*|andat\\p{L}*\\s+via)',
      // "Sono partiti", not "partite IVA" (freelancers) or "partito" (a party).
      '(?:e|è|sono)\\s+partit[oaie]',
      'se\\s+n.(?:e|è)\\s+andat\\p{L}*',
      'se\\s+ne\\s+sono\\s+andat\\p{L}*',
    ],
    pastAdverbs: ['precedentemente', '(?:in\\s+)?passato'],
    already: ['gi(?:a|à)'],
  },
  nl: {
    formerPeople: [],
    formerAdjectives: ['voormalig(?:e)?'],
    headAdjectives: ['oud'],
    hyphenPrefixes: ['oud'],
    noLonger: ['niet\\s+meer'],
    left: ['(?:zijn\\s+)?(?:vertrokken|weggegaan)(?:\\s+zijn)?', 'verlaten\\s+hebben'],
    pastAdverbs: ['vroeger', 'eerder'],
    already: ['al', 'inmiddels'],
  },
};

/**
 * The words a definition names staff by, after a past marker: "former employees", "ehemalige
 * Mitarbeiter", "anciens salariés", "ex-dipendenti", "oud-medewerkers".
 */
export const STAFF_NOUNS: Readonly<Record<PastLanguage, readonly string[]>> = {
  en: ['employees?', 'staff', 'colleagues', 'team members'],
  de: ['mitarbeit\\p{L}*', 'kolleg\\p{L}*'],
  fr: ['salari(?:e|é)s', 'employ(?:e|é)s', 'collaborat(?:eurs|rices)'],
  es: ['empleados', 'trabajadores', 'colaboradores'],
  pt: ['funcion(?:a|á)rios', 'colaboradores'],
  it: ['dipendenti', 'collaboratori', 'colleghi'],
  nl: ['medewerkers', 'werknemers', "collega's"],
};

/** The company as the object of leaving: "who left the company", "die das Unternehmen verlassen haben". */
export const COMPANY_OBJECTS: Readonly<Record<PastLanguage, readonly string[]>> = {
  en: ['the\\s+company'],
  de: ['das\\s+unternehmen'],
  fr: ["l['’]entreprise", 'la\\s+soci(?:e|é)t(?:e|é)'],
  es: ['la\\s+empresa'],
  pt: ['a\\s+empresa'],
  it: ["l['’]azienda"],
  nl: ['het\\s+bedrijf', 'de\\s+organisatie'],
};

const alternation = (entries: readonly string[]): string => {
  // An empty alternation would match everywhere: a kind no language given holds is a mistake.
  if (entries.length === 0) throw new InvariantError('past-markers: an alternation needs at least one entry');
  return `(?:${[...new Set(entries)].join('|')})`;
};

/** One kind of marker in the given languages (all by default) as a non-capturing alternation. */
export const pastAlternation = (
  kind: keyof PastMarkers,
  languages: readonly PastLanguage[] = PAST_LANGUAGES,
): string => alternation(languages.flatMap((language) => PAST_MARKERS[language][kind]));

/** Every language but English: the markers a French, German, … conjunction stands before. */
export const NOT_ENGLISH = PAST_LANGUAGES.filter((language) => language !== 'en');

/** "Employees", "Mitarbeiter", "salariés", "empleados", "funcionários", "dipendenti", "medewerkers". */
export const STAFF_NOUN = alternation(PAST_LANGUAGES.flatMap((language) => STAFF_NOUNS[language]));

/** "The company", "das Unternehmen", "l'entreprise", "la empresa", "a empresa", "l'azienda", "het bedrijf". */
export const COMPANY_OBJECT = alternation(PAST_LANGUAGES.flatMap((language) => COMPANY_OBJECTS[language]));
/** "Alumni". */
export const FORMER_PEOPLE = pastAlternation('formerPeople');
/** "Former", "ehemalige", "anciens", "antiguos", "antigos", "ex", "voormalige" … before a role. */
export const FORMER_ADJECTIVE = pastAlternation('formerAdjectives');
/** "Oud", "vecchi": past only where they open a phrase. */
export const HEAD_ADJECTIVE = pastAlternation('headAdjectives');
/** "Ex-", "oud-": the prefix without its hyphen. */
export const FORMER_HYPHEN_PREFIX = pastAlternation('hyphenPrefixes');
/** "No longer", "nicht mehr", "ne … plus", "ya no", "já não", "non … più", "niet meer". */
export const NO_LONGER_MARKER = pastAlternation('noLonger');
/** "(Have) left", "ausgeschieden", "sont partis", "se fueron", "saíram", "hanno lasciato", "vertrokken". */
export const LEFT_MARKER = pastAlternation('left');
/** "Formerly", "previously", "früher", "autrefois", "anteriormente", "in passato", "vroeger", "eerder". */
export const PAST_ADVERB = pastAlternation('pastAdverbs');
/** "Already", "since", "schon", "bereits", "déjà", "ya", "já", "già", "al", "inmiddels". */
export const ALREADY = pastAlternation('already');
