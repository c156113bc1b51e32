import { describe, expect, it } from 'vitest';
import { readPersona } from '../../functions/core/persona-reader.js';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn, type RosterEntry } from '../fixtures/reading.js';

/**
 * Reading a definition after holdout 54 (a zoo, a fashion house): whom an assistant serves is a list that
 * goes on with "other": "assistants to the CEO or other executives" asks for the assistants, not for the
 * other executives. Generated: definitions in several phrasings × one roster.
 */

const ROSTER: readonly RosterEntry[] = [
  'Executive Assistant to the CEO',
  'Chief of Staff',
  'Chief Executive Officer',
  'Chief Financial Officer',
  'VP Sales',
  'Head of Marketing',
];

describe('"to the CEO or other executives" says whom the assistants serve', () => {
  const TABLE: readonly [string, string[]][] = [
    [
      'Executive assistants and chiefs of staff to the CEO or other executives.',
      ['Executive Assistant to the CEO', 'Chief of Staff'],
    ],
    ['Executive assistants to the CEO or the other executives.', ['Executive Assistant to the CEO']],
    [
      'Chiefs of staff and executive assistants to the founders or other executives.',
      ['Executive Assistant to the CEO', 'Chief of Staff'],
    ],
  ];
  for (const [d, want] of TABLE)
    it(`"${d}" keeps ${want.join(' and ')}, no executive`, () => expect(kept(d, ROSTER)).toEqual(want));
});

/**
 * A level word that governs a noun ("head keepers", "Manager … im Onlinehandel", "heads … of licensing") is
 * the level of that noun: when the noun is unread, the level keeps only titles that name it, never every
 * head or manager of the company. A scope ("of every section", "across the whole business") is no such
 * noun. Generated: definitions in several phrasings × one roster of heads and managers of other things.
 */
const LEADERS: readonly RosterEntry[] = [
  'Head Gardener',
  'Head of Finance',
  'Marketing Manager',
  'Store Manager',
  'Creative Director',
  'Beekeeping Manager',
  'Chief Executive Officer',
];

describe('a level that governs an unread noun keeps only titles that name it', () => {
  const TABLE: readonly [string, string[]][] = [
    ['Head gardeners of every garden section.', ['Head Gardener']],
    ['Gardeners and head gardeners of each section, apprentices too.', ['Head Gardener']],
    ['Head gardeners', ['Head Gardener']],
    ['Manager und Spezialisten in der Imkerei.', []],
    ['Managers and specialists in beekeeping, interns included.', ['Beekeeping Manager']],
    ['Managers and coordinators of beekeeping.', ['Beekeeping Manager']],
  ];
  for (const [d, want] of TABLE)
    it(`"${d}" keeps ${want.length > 0 ? want.join(' and ') : 'nobody'}`, () =>
      expect(kept(d, LEADERS)).toEqual(want));
});

describe('a scope after a level is no noun it governs', () => {
  const TABLE: readonly [string, string[]][] = [
    [
      'Senior leaders across the whole business',
      ['Head Gardener', 'Head of Finance', 'Creative Director', 'Chief Executive Officer'],
    ],
    ['Managers and analysts in every country', ['Marketing Manager', 'Store Manager', 'Beekeeping Manager']],
  ];
  for (const [d, want] of TABLE)
    it(`"${d}" keeps ${want.join(' and ')}`, () => expect(kept(d, LEADERS)).toEqual(want));
});

/**
 * A founding family named only in an exclusion ("Exclude members of the founding family", "sans la famille
 * fondatrice", "ohne die Gründerfamilie") drops whoever the family ties to the company, whatever their job;
 * it keeps nobody for being of the family. Generated: phrasings in four languages × two companies.
 */
describe('a founding family named only in an exclusion is dropped, not kept', () => {
  const COMPANIES: ProviderCompany[] = [
    { ...EVAL_COMPANY, name: 'Maison Lacombe' },
    { ...EVAL_COMPANY, id: 9002, name: 'Brouwerij Claessens' },
  ];
  const DEFINITIONS = [
    'Procurement buyers and their manager. Exclude members of the founding family.',
    'Procurement buyers and their manager, but not members of the founding family.',
    'Acheteurs et responsable des achats, sans la famille fondatrice.',
    'Einkäufer und Einkaufsleiter, ohne die Gründerfamilie.',
  ];
  for (const company of COMPANIES) {
    const family = (company.name ?? '').split(' ')[1] ?? '';
    const at = personAt(company, 'Full-time');
    const roster = {
      buyer: at('f1', 'Anna Moll', 'Buyer', [['Buyer', 'here', '2019-01', null]]),
      familyIntern: at(
        'f2',
        `Paul ${family}`,
        'Procurement intern',
        [['Procurement Intern', 'here', '2025-09', null, 'Internship']],
        "Great-grandson of the founder, interning before my master's.",
      ),
      familyBuyer: at('f3', `Marie ${family}`, 'Buyer', [['Buyer', 'here', '2015-01', null]]),
      familyDirector: at('f4', `Luc ${family}`, 'Managing Director', [
        ['Managing Director', 'here', '2010-01', null],
      ]),
    };
    for (const definition of DEFINITIONS)
      it(`${company.name}: ${definition}`, () =>
        expect(keptIn(definition, company, roster)).toEqual(['buyer']));
  }
});

/**
 * "Exclude executives who do not sit on the board": the relative clause spares whoever holds a seat, as
 * "who hold no board seat" does. Generated: the clause in five languages.
 */
describe('"who do not sit on the board" spares a board seat', () => {
  const DEFINITIONS = [
    'Directors of the foundation. Exclude executives who do not sit on the board.',
    "Directors of the foundation. Exclude executives who don't serve on the board.",
    'Directors of the foundation, but not executives who are not on the board.',
    "Administrateurs de la fondation, sauf les dirigeants qui ne siègent pas au conseil d'administration.",
    'Mitglieder des Stiftungsrats, ohne Führungskräfte, die nicht im Aufsichtsrat sitzen.',
  ];
  for (const definition of DEFINITIONS)
    it(definition, () =>
      expect(readPersona({ name: 'x', definition }).excludes.some((c) => c.unlessBoard)).toBe(true),
    );
});

/**
 * "Founding-family members who hold a stake": the stake is asked for, so a family name alone (an intern of
 * the family) is no owner; a member whose profile says they hold a part, or who runs the company, is.
 * Generated: phrasings in four languages × two companies.
 */
describe('family members asked for with a stake need one', () => {
  const COMPANIES: ProviderCompany[] = [
    { ...EVAL_COMPANY, name: 'Maison Lacombe' },
    { ...EVAL_COMPANY, id: 9002, name: 'Brouwerij Claessens' },
  ];
  const DEFINITIONS = [
    'Owners: founding-family members who hold a stake.',
    'Owners: members of the founding family with shares.',
    'Propriétaires : membres de la famille fondatrice qui détiennent des parts.',
    'Eigentümer: Mitglieder der Gründerfamilie mit Anteilen.',
  ];
  for (const company of COMPANIES) {
    const family = (company.name ?? '').split(' ')[1] ?? '';
    const at = personAt(company, 'Full-time');
    const roster = {
      buyer: at('s1', 'Anna Moll', 'Buyer', [['Buyer', 'here', '2019-01', null]]),
      familyIntern: at(
        's2',
        `Paul ${family}`,
        'Procurement intern',
        [['Procurement Intern', 'here', '2025-09', null, 'Internship']],
        "Great-grandson of the founder, interning before my master's.",
      ),
      familyShareholder: at(
        's3',
        `Marie ${family}`,
        'Buyer',
        [['Buyer', 'here', '2015-01', null]],
        'Granddaughter of the founder and a family shareholder.',
      ),
      // Italian "soci", Spanish "socios", French "associés": the partners who hold the company.
      familySoci: at(
        's4',
        `Elena ${family}`,
        'Account Manager',
        [['Account Manager', 'here', '2018-01', null]],
        `Famiglia ${family}, seconda generazione di soci.`,
      ),
    };
    for (const definition of DEFINITIONS)
      it(`${company.name}: ${definition}`, () =>
        expect(keptIn(definition, company, roster)).toEqual(['familyShareholder', 'familySoci']));
  }
});

/**
 * E-commerce (ESCO "e-commerce manager") is a job the title names, in the seven languages: the online shop's
 * team, not every manager. Generated: phrasings in six languages × one roster.
 */
describe('e-commerce is a job the title names', () => {
  const ROSTER: readonly RosterEntry[] = [
    'E-Commerce Manager',
    'Responsable e-commerce',
    'Store Manager',
    'Marketing Manager',
    'Head of Finance',
  ];
  const DEFINITIONS = [
    'The e-commerce team.',
    'Manager und Spezialisten im Onlinehandel.',
    "L'équipe e-commerce.",
    'El equipo de comercio electrónico.',
    'Il team di commercio elettronico.',
    'Het e-commerceteam en de webshopmanagers.',
  ];
  for (const definition of DEFINITIONS)
    it(definition, () =>
      expect(kept(definition, ROSTER)).toEqual(['E-Commerce Manager', 'Responsable e-commerce']),
    );
});
