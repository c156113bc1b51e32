import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { readTitle } from '../../functions/core/roles.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { keptIn } from '../fixtures/reading.js';

/**
 * Reading a definition after holdouts 80-82 (a packaging maker, a waste and port operator, a data centre and a
 * school group): the staff of a place of work, said with a staff noun and no verb of working ("the employees of
 * our Graz site"), is judged on the place their title or headline names, and a bracket after the place says what
 * the place is (a town, a site's noun and its town, the subsidiary's own name). Kinds of outside engagement are
 * read in the employment type as well as in the definition. Each table is written in our own words.
 */

const COMPANY: ProviderCompany = {
  ...EVAL_COMPANY,
  id: 9981,
  name: 'Alpenfolie Verpackung GmbH',
  industry: 'Packaging',
};
const person = personAt(COMPANY, 'Full-time');

const PLACES = {
  titleSays: person('p1', 'Person p1', 'Quality technician', [
    ['Quality Technician – Graz site', 'here', '2020-01', null],
  ]),
  headlineSays: person('p2', 'Person p2', 'Planner – depot Hasselt', [
    ['Transport Planner', 'here', '2021-01', null],
  ]),
  hyphenTown: person('p3', 'Person p3', 'Chauffeur', [
    ['Chauffeur C – depot Sint-Niklaas', 'here', '2022-01', null],
  ]),
  entity: person('p4', 'Person p4', 'Účetní – Alpenfolie SK s.r.o.', [['Účetní', 'here', '2019-01', null]]),
  townInBracket: person('p5', 'Person p5', 'Operator', [
    ['Machine Operator, Žilina', 'here', '2018-01', null],
  ]),
  homeOffice: person('p6', 'Person p6', 'Werkleiter – Alpenfolie Verpackung GmbH', [
    ['Werkleiter', 'here', '2015-01', null],
  ]),
  elsewhere: person('p7', 'Person p7', 'Engineer – Linz office', [
    ['Project Engineer', 'here', '2018-01', null],
  ]),
  intern: person('p8', 'Person p8', 'Stagiaire – bureau de Liège', [
    ['Stagiaire ingénieur', 'here', '2025-09', null],
  ]),
};

describe('the staff of a place of work, said without a verb of working, are judged on the place', () => {
  it.each([
    ['en', 'The employees of our Graz site, any role.', ['titleSays']],
    ['de', 'Die Mitarbeitenden unseres Standort Graz, alle Ebenen.', ['titleSays']],
    ['fr', 'Les salariés actuels du bureau de Liège, stagiaires compris.', ['intern']],
    [
      'nl',
      'Alle medewerkers van ons depot in Limburg (Hasselt), uitzendkrachten inbegrepen.',
      ['headlineSays'],
    ],
    ['nl', 'Het personeel van het depot van Sint-Niklaas.', ['hyphenTown']],
    [
      'pt',
      'Toda a equipa da filial eslovaca (Alpenfolie SK s.r.o., fábrica de Žilina), qualquer função.',
      ['entity', 'townInBracket'],
    ],
    ['es', 'Todo el personal de la filial eslovaca (Alpenfolie SK s.r.o.), cualquier nivel.', ['entity']],
    ['it', 'I dipendenti dello stabilimento di Linz, tutti i livelli.', ['elsewhere']],
  ] as const)('%s: "%s"', (_lang, definition, keep) =>
    expect(keptIn(definition, COMPANY, PLACES)).toEqual([...keep].sort()),
  );
});

describe("an outside firm's people say so in the employment type: contractors", () => {
  it.each([
    ['Pförtner', 'Externer Dienstleister', 'contractor'],
    ['Reinigungskraft', 'Dienstleister', 'contractor'],
    ['Staplerfahrer', 'Arbeitnehmerüberlassung', 'contractor'],
    ['Hafenarbeiter', 'Hafenpool (überlassen)', 'contractor'],
    ['Pförtner', 'Vollzeit', 'employee'],
    ['Agent de sécurité', 'CDI', 'employee'],
    ['Interne Revisorin', 'Vollzeit', 'employee'],
  ] as const)('%s (%s): %s', (title, type, engagement) =>
    expect(readTitle(title, type).engagement).toBe(engagement),
  );
});

const OUTSIDERS = {
  freelancer: person('x1', 'Person x1', 'Designer', [
    ['Grafikdesigner', 'here', '2023-01', null, 'Freelance'],
  ]),
  guard: person('x2', 'Person x2', 'Guard', [['Objektschutz', 'here', '2022-01', null, 'Dienstleister']]),
  cleaner: person('x3', 'Person x3', 'Cleaner', [
    ['Agente de limpeza', 'here', '2021-01', null, 'Externer Dienstleister'],
  ]),
  temp: person('x4', 'Person x4', 'Temp', [['Lagerhelfer', 'here', '2024-01', null, 'Leiharbeit']]),
  employee: person('x5', 'Person x5', 'Accountant', [['Buchhalterin', 'here', '2015-01', null]]),
};

describe('outsiders said alone before a colon of examples are every outside engagement', () => {
  it.each([
    [
      'de',
      'Externe, die für uns arbeiten: Freelancer, Berater und Dienstleister (z. B. Objektschutz, Reinigung). Keine Leiharbeiter.',
      ['cleaner', 'freelancer', 'guard'],
    ],
    [
      'de',
      'Externe Kräfte: Freiberufler, Auftragnehmer, Personal von Dienstleistern. Keine Festangestellten.',
      ['cleaner', 'freelancer', 'guard', 'temp'],
    ],
    [
      'fr',
      'Les externes : freelances, consultants, prestataires (p. ex. gardiennage, nettoyage). Pas les intérimaires.',
      ['cleaner', 'freelancer', 'guard'],
    ],
    [
      'en',
      'Externals: freelancers, consultants and outsourced guards or cleaners. No agency temps.',
      ['cleaner', 'freelancer', 'guard'],
    ],
  ] as const)('%s: "%s"', (_lang, definition, keep) =>
    expect(keptIn(definition, COMPANY, OUTSIDERS)).toEqual([...keep].sort()),
  );
});

const ADVISERS = {
  freelancer: person('a1', 'Person a1', 'Designer', [
    ['Grafikdesigner', 'here', '2023-01', null, 'Freelance'],
  ]),
  adviser: person('a2', 'Person a2', 'Adviser', [
    ['Conseiller de la direction', 'here', '2020-01', null, 'Advisor'],
  ]),
  consejero: person('a3', 'Person a3', 'Asesor', [
    ['Asesor del consejero delegado', 'here', '2021-01', null, 'Contrato'],
  ]),
};

describe('"not advisors" drops whoever holds a position here as an advisor, in any language', () => {
  it.each([
    ['de', 'Externe Kräfte: Freelancer, Selbstständige und Contractor. Keine Advisors.'],
    ['en', 'Outside contractors and freelancers, no advisors.'],
    ['fr', 'Les externes : freelances, indépendants, prestataires. Pas les advisors.'],
  ] as const)('%s: "%s"', (_lang, definition) =>
    expect(keptIn(definition, COMPANY, ADVISERS)).toEqual(['freelancer']),
  );
});
