import { describe, expect, it } from 'vitest';
import {
  PAST_LANGUAGES,
  PAST_MARKERS,
  type PastLanguage,
  type PastMarkers,
  pastAlternation,
  STAFF_NOUNS,
} from '../../functions/core/vocabulary/past-markers.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { keptIn, read } from '../fixtures/reading.js';

/**
 * The one vocabulary of past markers (functions/core/vocabulary/past-markers.ts) in every position the
 * persona reader reads it: "former X" and "X who have left" ask for people whose role here ended; "no
 * former X" (an exclusion marked as past) asks for current roles and drops nobody else; "X, including
 * former X", "including people who have left" and "including those who previously held the role" ask for
 * both; "nobody who has left" asks for current roles; "people who worked here in the past" asks for
 * former staff of any job; "who have already left" is read as "who have left". Each row is written out
 * per language, so removing a language's entry from the vocabulary fails the row that names it, and
 * every entry of the vocabulary has a row.
 */

type Reading = 'former' | 'current' | 'both';
type Row = { kind: keyof PastMarkers; marker: string; definition: string; reads: Reading };

const former = (kind: keyof PastMarkers, marker: string, definition: string): Row => ({
  kind,
  marker,
  definition,
  reads: 'former',
});
const current = (kind: keyof PastMarkers, marker: string, definition: string): Row => ({
  kind,
  marker,
  definition,
  reads: 'current',
});
const both = (kind: keyof PastMarkers, marker: string, definition: string): Row => ({
  kind,
  marker,
  definition,
  reads: 'both',
});

const ROWS: Record<PastLanguage, Row[]> = {
  en: [
    former('formerAdjectives', 'former', 'Former CFOs'),
    former('formerAdjectives', 'past', 'Past CFOs'),
    former('formerAdjectives', 'previous', 'Previous CFOs'),
    former('formerAdjectives', 'erstwhile', 'Erstwhile CFOs'),
    former('formerAdjectives', 'ex', 'Ex CFOs'),
    former('hyphenPrefixes', 'ex', 'Ex-CFOs'),
    current('formerAdjectives', 'former', 'CFOs, excluding former CFOs'),
    current('formerAdjectives', 'past', 'CFOs, excluding past CFOs'),
    current('formerAdjectives', 'previous', 'CFOs, excluding previous CFOs'),
    current('formerAdjectives', 'erstwhile', 'CFOs, excluding erstwhile CFOs'),
    current('formerAdjectives', 'ex', 'CFOs, excluding ex CFOs'),
    current('hyphenPrefixes', 'ex', 'CFOs, excluding ex-CFOs'),
    both('formerAdjectives', 'former', 'CFOs, including former CFOs'),
    both('formerAdjectives', 'past', 'CFOs, including past CFOs'),
    both('formerAdjectives', 'previous', 'CFOs, including previous CFOs'),
    both('hyphenPrefixes', 'ex', 'CFOs, including ex-CFOs'),
    former('left', 'have left', 'CFOs who have left'),
    former('left', 'left', 'CFOs who left the company'),
    former('left', 'have moved on', 'CFOs who have moved on'),
    former('left', 'have gone', 'CFOs who have gone'),
    current('left', 'has left', 'CFOs, but nobody who has left'),
    both('left', 'have left', 'CFOs, including people who have left'),
    both('left', 'have since left', 'CFOs who founded it but have since left count too'),
    former('noLonger', 'no longer', 'CFOs who no longer work here'),
    current('noLonger', 'no longer', 'CFOs, but nobody who no longer works here'),
    current('noLonger', 'not anymore', 'CFOs, but nobody who is not anymore with us'),
    former('pastAdverbs', 'formerly', 'People who formerly worked here'),
    former('pastAdverbs', 'previously', 'People who previously worked here'),
    former('pastAdverbs', 'in the past', 'People who worked here in the past'),
    both('pastAdverbs', 'previously', 'CFOs, including those who previously held the role'),
    both('pastAdverbs', 'formerly', 'CFOs, including those who formerly held the role'),
    current('pastAdverbs', 'previously', 'CFOs, but not those who were CFOs previously'),
    current('pastAdverbs', 'in the past', 'CFOs, excluding anyone whose CFO role is in the past'),
    both('left', 'moved on', 'CFOs (still here or moved on)'),
    both('left', 'moved on', 'CFOs, whether still here or moved on'),
    both('pastAdverbs', 'formerly', 'CFOs, and those who held the role formerly'),
    former('left', 'have moved on', 'People who have moved on'),
    former('already', 'already', 'CFOs who have already left'),
    former('already', 'since', 'CFOs who have since left'),
    both('already', 'already', 'CFOs who founded it but have already left count too'),
    former('formerPeople', 'alumni', 'Alumni'),
    current('formerPeople', 'alumni', 'CFOs, excluding alumni'),
    both('formerPeople', 'alumni', 'CFOs, including alumni'),
  ],
  de: [
    former('formerAdjectives', 'ehemalige', 'Ehemalige CFOs'),
    former('formerAdjectives', 'frühere', 'Frühere CFOs'),
    former('formerAdjectives', 'ehem.', 'Ehem. CFOs'),
    current('formerAdjectives', 'ehemalige', 'CFOs, ohne ehemalige CFOs'),
    current('formerAdjectives', 'frühere', 'CFOs, ohne frühere CFOs'),
    both('formerAdjectives', 'ehemalige', 'CFOs, inklusive ehemalige CFOs'),
    both('formerAdjectives', 'frühere', 'CFOs, inklusive frühere CFOs'),
    former('left', 'ausgeschieden sind', 'CFOs, die ausgeschieden sind'),
    former('left', 'gegangen sind', 'CFOs, die gegangen sind'),
    current('left', 'ausgeschieden ist', 'CFOs, aber niemand, der ausgeschieden ist'),
    current('left', 'verlassen hat', 'CFOs, aber niemand, der das Unternehmen verlassen hat'),
    both('left', 'gegangen sind', 'CFOs, auch die, die schon gegangen sind'),
    former('noLonger', 'nicht mehr', 'CFOs, die nicht mehr hier arbeiten'),
    current('noLonger', 'nicht mehr', 'CFOs, aber niemand, der nicht mehr hier arbeitet'),
    former('pastAdverbs', 'früher', 'Leute, die früher hier gearbeitet haben'),
    former('pastAdverbs', 'einst', 'Leute, die einst hier gearbeitet haben'),
    both('pastAdverbs', 'früher', 'CFOs, auch die, die früher CFO waren'),
    both('pastAdverbs', 'einst', 'CFOs, auch die, die einst CFO waren'),
    current('pastAdverbs', 'früher', 'CFOs, ohne die, die früher CFO waren'),
    both('left', 'ausgeschieden', 'CFOs (noch da oder ausgeschieden)'),
    former('formerAdjectives', 'ehemalige', 'Ehemalige Mitarbeitende'),
    former('already', 'schon', 'CFOs, die schon ausgeschieden sind'),
    former('already', 'bereits', 'CFOs, die bereits gegangen sind'),
    former('already', 'inzwischen', 'CFOs, die inzwischen ausgeschieden sind'),
    former('already', 'mittlerweile', 'CFOs, die mittlerweile gegangen sind'),
  ],
  fr: [
    former('formerAdjectives', 'anciens', 'Anciens CFO'),
    former('formerAdjectives', 'anciennes', 'Anciennes CFO'),
    former('hyphenPrefixes', 'ex', 'Ex-CFO'),
    current('formerAdjectives', 'anciens', 'CFO, sans les anciens CFO'),
    current('formerAdjectives', 'anciennes', 'CFO, sans les anciennes CFO'),
    current('hyphenPrefixes', 'ex', 'CFO, sans les ex-CFO'),
    current('formerAdjectives', 'ex', 'CFO, sans les ex CFO'),
    both('formerAdjectives', 'anciens', 'CFO, y compris les anciens CFO'),
    both('hyphenPrefixes', 'ex', 'CFO, y compris les ex-CFO'),
    former('left', 'sont partis', 'CFO qui sont partis'),
    former('left', 'sont parties', 'CFO qui sont parties'),
    former('left', 'ont quitté', "CFO qui ont quitté l'entreprise"),
    current('left', 'a quitté', "CFO, mais personne qui a quitté l'entreprise"),
    both('left', 'sont partis', 'CFO, y compris ceux qui sont partis'),
    former('noLonger', 'ne travaillent plus', 'CFO qui ne travaillent plus ici'),
    former('noLonger', 'ne sont plus', 'CFO qui ne sont plus là'),
    current('noLonger', 'ne travaille plus', 'CFO, mais personne qui ne travaille plus ici'),
    former('pastAdverbs', 'auparavant', 'Personnes qui travaillaient ici auparavant'),
    former('pastAdverbs', 'autrefois', 'Personnes qui travaillaient ici autrefois'),
    both('pastAdverbs', 'auparavant', 'CFO, y compris ceux qui auparavant étaient CFO'),
    current('pastAdverbs', 'auparavant', 'CFO, sans ceux qui étaient CFO auparavant'),
    both('left', 'partis', 'CFO (encore là ou partis)'),
    former('formerAdjectives', 'anciennes', 'Anciennes collaboratrices'),
    former('already', 'déjà', 'CFO qui sont déjà partis'),
  ],
  es: [
    former('formerAdjectives', 'antiguos', 'Antiguos CFO'),
    former('formerAdjectives', 'antiguas', 'Antiguas CFO'),
    former('formerAdjectives', 'ex', 'Ex CFO'),
    current('formerAdjectives', 'antiguos', 'CFO, sin antiguos CFO'),
    current('formerAdjectives', 'antiguas', 'CFO, sin antiguas CFO'),
    current('formerAdjectives', 'ex', 'CFO, sin ex CFO'),
    current('hyphenPrefixes', 'ex', 'CFO, sin ex-CFO'),
    former('hyphenPrefixes', 'ex', 'Ex-CFO'),
    both('formerAdjectives', 'antiguos', 'CFO, incluidos los antiguos CFO'),
    both('formerAdjectives', 'ex', 'CFO, incluyendo ex CFO'),
    former('left', 'se fueron', 'CFO que se fueron'),
    former('left', 'han dejado', 'CFO que han dejado la empresa'),
    former('left', 'salieron', 'CFO que salieron'),
    former('left', 'se marcharon', 'CFO que se marcharon'),
    former('left', 'dejaron', 'CFO que dejaron la empresa'),
    current('left', 'se haya ido', 'CFO, pero nadie que se haya ido'),
    both('left', 'se fueron', 'CFO, incluidos los que ya se fueron'),
    former('noLonger', 'ya no', 'CFO que ya no trabajan aquí'),
    current('noLonger', 'ya no', 'CFO, pero nadie que ya no trabaje aquí'),
    former('pastAdverbs', 'anteriormente', 'Personas que trabajaban aquí anteriormente'),
    both('pastAdverbs', 'anteriormente', 'CFO, incluidos quienes anteriormente fueron CFO'),
    current('pastAdverbs', 'anteriormente', 'CFO, sin los que anteriormente fueron CFO'),
    former('already', 'ya', 'CFO que ya se fueron'),
  ],
  pt: [
    former('formerAdjectives', 'antigos', 'Antigos CFO'),
    former('formerAdjectives', 'antigas', 'Antigas CFO'),
    former('hyphenPrefixes', 'ex', 'Ex-CFO'),
    current('formerAdjectives', 'antigos', 'CFO, sem antigos CFO'),
    current('formerAdjectives', 'antigas', 'CFO, sem antigas CFO'),
    current('hyphenPrefixes', 'ex', 'CFO, sem ex-CFO'),
    both('formerAdjectives', 'antigos', 'CFO, incluindo antigos CFO'),
    both('formerAdjectives', 'ex', 'CFO, incluindo ex CFO'),
    former('left', 'saíram', 'CFO que saíram'),
    former('left', 'saiu', 'CFO que saiu'),
    former('left', 'deixaram', 'CFO que deixaram a empresa'),
    former('left', 'foram embora', 'CFO que foram embora'),
    current('left', 'deixou', 'CFO, mas nenhum que deixou a empresa'),
    both('left', 'saíram', 'CFO, incluindo os que já saíram'),
    former('noLonger', 'já não', 'Pessoas que já não trabalham na empresa'),
    current('noLonger', 'não trabalha mais', 'CFO, mas ninguém que não trabalha mais aqui'),
    former('pastAdverbs', 'anteriormente', 'Pessoas que trabalhavam aqui anteriormente'),
    both('pastAdverbs', 'anteriormente', 'CFO, incluindo quem anteriormente foi CFO'),
    current('pastAdverbs', 'anteriormente', 'CFO, sem os que anteriormente foram CFO'),
    former('already', 'já', 'CFO que já saíram'),
  ],
  it: [
    former('formerAdjectives', 'precedenti', 'Precedenti CFO'),
    former('headAdjectives', 'vecchi', 'Vecchi CFO'),
    former('formerAdjectives', 'ex', 'Ex CFO'),
    current('formerAdjectives', 'precedenti', 'CFO, senza precedenti CFO'),
    current('formerAdjectives', 'ex', 'CFO, senza ex CFO'),
    current('hyphenPrefixes', 'ex', 'CFO, senza ex-CFO'),
    both('hyphenPrefixes', 'ex', 'CFO, inclusi gli ex-CFO'),
    both('formerAdjectives', 'precedenti', 'CFO, inclusi i precedenti CFO'),
    both('formerAdjectives', 'ex', 'CFO, inclusi gli ex CFO'),
    former('left', 'hanno lasciato', "CFO che hanno lasciato l'azienda"),
    former('left', 'sono usciti', 'CFO che sono usciti'),
    former('left', 'sono partiti', 'CFO che sono partiti'),
    former('left', 'sono andati via', 'CFO che sono andati via'),
    former('left', 'se ne sono andati', 'CFO che se ne sono andati'),
    current('left', 'ha lasciato', "CFO, ma nessuno che ha lasciato l'azienda"),
    current('left', "se n'è andato", "CFO, ma nessuno che se n'è andato"),
    both('left', 'hanno lasciato', "CFO, inclusi quelli che hanno lasciato l'azienda"),
    former('noLonger', 'non lavorano più', 'Persone che non lavorano più in azienda'),
    current('noLonger', 'non lavora più', 'CFO, ma nessuno che non lavora più qui'),
    former('pastAdverbs', 'in passato', 'Persone che lavoravano qui in passato'),
    former('pastAdverbs', 'precedentemente', 'Persone che lavoravano qui precedentemente'),
    both('pastAdverbs', 'in passato', 'CFO, inclusi quelli che in passato erano CFO'),
    both('pastAdverbs', 'precedentemente', 'CFO, inclusi quelli che precedentemente erano CFO'),
    current('pastAdverbs', 'in passato', 'CFO, senza quelli che in passato erano CFO'),
    former('already', 'già', 'CFO che sono già usciti'),
  ],
  nl: [
    former('formerAdjectives', 'voormalige', "Voormalige CFO's"),
    former('headAdjectives', 'oud', "Oud CFO's"),
    former('hyphenPrefixes', 'oud', "Oud-CFO's"),
    current('formerAdjectives', 'voormalige', "CFO's, geen voormalige CFO's"),
    current('hyphenPrefixes', 'oud', "CFO's, geen oud-CFO's"),
    both('formerAdjectives', 'voormalige', "CFO's, inclusief voormalige CFO's"),
    both('hyphenPrefixes', 'oud', "CFO's, inclusief oud-CFO's"),
    former('left', 'vertrokken zijn', "CFO's die vertrokken zijn"),
    former('left', 'zijn weggegaan', "CFO's die zijn weggegaan"),
    former('left', 'verlaten hebben', "CFO's die het bedrijf verlaten hebben"),
    current('left', 'vertrokken', "CFO's, maar niemand die vertrokken is"),
    both('left', 'vertrokken zijn', "CFO's, ook degenen die vertrokken zijn"),
    former('noLonger', 'niet meer', "CFO's die niet meer hier werken"),
    current('noLonger', 'niet meer', "CFO's, maar niemand die niet meer hier werkt"),
    former('pastAdverbs', 'vroeger', 'Mensen die hier vroeger werkten'),
    former('pastAdverbs', 'eerder', 'Mensen die hier eerder werkten'),
    both('pastAdverbs', 'vroeger', "CFO's, ook degenen die vroeger CFO waren"),
    both('pastAdverbs', 'eerder', "CFO's, ook degenen die eerder CFO waren"),
    current('pastAdverbs', 'vroeger', "CFO's, zonder degenen die vroeger CFO waren"),
    both('left', 'weggegaan', "CFO's (nog hier of weggegaan)"),
    former('formerAdjectives', 'voormalige', 'Voormalige werknemers'),
    former('already', 'al', "CFO's die al vertrokken zijn"),
    former('already', 'inmiddels', "CFO's die inmiddels vertrokken zijn"),
  ],
};

// A current CFO, a CFO whose role here ended, and a current accountant no definition asks for.
const company = { ...EVAL_COMPANY, name: 'Kestrel Analytics Ltd' };
const at = personAt(company, 'Full-time');
const ROSTER = {
  currentCfo: at('pm1', 'Ada Quist', 'CFO', [['CFO', 'here', '2019-01', null]]),
  formerCfo: at('pm2', 'Bram Tiel', 'Advisor', [
    ['Advisor', 'Other Co', '2023-01', null],
    ['CFO', 'here', '2015-01', '2022-12'],
  ]),
  accountant: at('pm3', 'Cleo Varga', 'Accountant', [['Accountant', 'here', '2020-01', null]]),
};
const KEPT: Record<Reading, string[]> = {
  former: ['formerCfo'],
  current: ['currentCfo'],
  both: ['currentCfo', 'formerCfo'],
};

/** The marker is one the vocabulary holds for that language, in that kind. */
const holds = (language: PastLanguage, kind: keyof PastMarkers, marker: string): boolean =>
  new RegExp(`^${pastAlternation(kind, [language])}$`, 'iu').test(marker);

describe('past markers in every language and position', () => {
  for (const language of PAST_LANGUAGES) {
    describe(language, () => {
      for (const row of ROWS[language]) {
        it(`"${row.definition}" (${row.kind} "${row.marker}") asks for ${row.reads} roles`, () => {
          expect(holds(language, row.kind, row.marker)).toBe(true);
          expect(keptIn(row.definition, company, ROSTER)).toEqual(KEPT[row.reads]);
        });
      }

      it('has a row for every entry of the vocabulary', () => {
        const kinds = Object.keys(PAST_MARKERS[language]) as (keyof PastMarkers)[];
        for (const kind of kinds) {
          for (const entry of PAST_MARKERS[language][kind]) {
            const rows = ROWS[language].filter(
              (row) => row.kind === kind && new RegExp(`^(?:${entry})$`, 'iu').test(row.marker),
            );
            expect(
              rows.map((row) => row.marker),
              `${language} ${kind} ${entry}`,
            ).not.toEqual([]);
          }
        }
      });
    });
  }
});

/** Former staff named by a staff noun, in each language: every noun of STAFF_NOUNS has one. */
const FORMER_STAFF: Record<PastLanguage, string[]> = {
  en: ['Former employees', 'Former staff', 'Former colleagues', 'Former team members'],
  de: ['Ehemalige Mitarbeiter', 'Ehemalige Mitarbeitende', 'Ehemalige Kollegen'],
  fr: ['Anciens salariés', 'Anciens employés', 'Anciens collaborateurs', 'Anciennes collaboratrices'],
  es: ['Antiguos empleados', 'Antiguos trabajadores', 'Antiguos colaboradores'],
  pt: ['Antigos funcionários', 'Antigos colaboradores'],
  it: ['Ex dipendenti', 'Ex collaboratori', 'Ex colleghi'],
  nl: ['Voormalige medewerkers', 'Voormalige werknemers', "Voormalige collega's", 'Oud-medewerkers'],
};

describe('former staff named by a staff noun', () => {
  for (const language of PAST_LANGUAGES) {
    for (const definition of FORMER_STAFF[language]) {
      it(`"${definition}" asks for anyone whose role here ended`, () => {
        expect(keptIn(definition, company, ROSTER)).toEqual(['formerCfo']);
      });
    }

    it(`${language}: every staff noun has a definition`, () => {
      for (const noun of STAFF_NOUNS[language]) {
        const named = FORMER_STAFF[language].filter((d) => new RegExp(`\\s(?:${noun})$`, 'iu').test(d));
        expect(named, noun).not.toEqual([]);
      }
    });
  }
});

/** Words that only look like past markers: "old", "gone" that is no leaving, "ex officio", "font partie". */
const NOT_PAST = [
  'Engineers who have gone through onboarding',
  'Sales people who have gone on to lead teams',
  'Alle medewerkers, jong en oud',
  'Tutti i dipendenti, giovani e vecchi',
  'Ex officio board members',
  "Salariés actuels qui font partie de l'équipe",
];

describe('words that only look like past markers', () => {
  for (const definition of NOT_PAST) {
    it(`"${definition}" asks for current roles`, () => {
      const reading = read(definition);
      expect(reading.formerOnly).toBe(false);
      expect(reading.currentOnly).toBe(true);
    });
  }
});
