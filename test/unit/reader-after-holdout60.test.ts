import { describe, expect, it } from 'vitest';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn, type RosterEntry } from '../fixtures/reading.js';

/**
 * Reading a definition after holdout 60: a level or a generic noun is the level OF the area named with it,
 * never everyone at that level; whom advisors advise names no one; a bracket gloss picks a word's sense;
 * "X are not Y" excludes X. Each table is written in our own words over several languages and industries.
 */

const ADVISORS: readonly RosterEntry[] = [
  ['Strategic Advisor', 'advisor'],
  ['Senior Advisor', 'advisor'],
  ['Board Member', 'board'],
  'Chief Executive Officer',
  'Head of Finance',
  'Operations Manager',
];

describe('whom advisors advise ("que asesoran a la dirección") names no one of its own', () => {
  const DEFINITIONS: readonly [string, string][] = [
    ['es', 'Mentores y asesores (advisors) que asesoran a la dirección.'],
    ['es', 'Asesores y consejeros (advisors) que asesoran a la dirección.'],
    ['pt', 'Mentores e consultores (advisors) que aconselham a direção.'],
    ['fr', 'Mentors et conseillers qui conseillent à la direction.'],
    ['nl', 'Mentoren en adviseurs die adviseren aan de directie.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the advisors, not the executives nor the board`, () =>
      expect(kept(d, ADVISORS)).toEqual(['Strategic Advisor', 'Senior Advisor']));
});

describe('a bracket gloss picks the sense of a word that names a board member or an adviser', () => {
  const DEFINITIONS: readonly [string, string][] = [
    ['es', 'Consejeros (advisors) de la empresa.'],
    ['fr', 'Conseillers (advisers) externes et mentors.'],
    ['pt', 'Conselheiros (advisors) e mentores.'],
    ['it', 'Consiglieri (advisors) e mentori.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the advisors, not the board`, () =>
      expect(kept(d, ADVISORS)).toEqual(['Strategic Advisor', 'Senior Advisor']));
});

describe('a list of levels after a colon is the levels of the heading, even read as one clause', () => {
  const ROSTER = [
    'Facility Manager',
    'Jefe de mantenimiento de edificios',
    'Head of Marketing',
    'Sales Director',
    'Operations Manager',
    'Head of Finance',
  ];
  const DEFINITIONS: readonly [string, string][] = [
    ['pt', 'Pessoas da manutenção de estradas, edifícios e instalações: técnicos e chefias.'],
    ['pt', 'Pessoas da manutenção de parques, escritórios e edifícios: técnicos e chefias.'],
    ['es', 'Gente del mantenimiento de carreteras, edificios e instalaciones: técnicos y jefes.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the facilities leaders only`, () =>
      expect(kept(d, ROSTER)).toEqual(['Facility Manager', 'Jefe de mantenimiento de edificios']));
});

describe('a sentence of "only" and bare levels narrows what the sentences before it named', () => {
  const ROSTER = [
    'Head of Marketing',
    'Marketing Manager',
    'Sales Director',
    'Account Executive',
    'Operations Manager',
    'Head of Finance',
  ];
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Marketing and sales. Only managers and directors.'],
    ['es', 'Marketing y ventas. Solo managers y directores.'],
    ['fr', 'Marketing et ventes. Seulement managers et directeurs.'],
    ['de', 'Marketing und Vertrieb. Nur Manager und Direktoren.'],
    ['pt', 'Marketing e vendas. Apenas gerentes e diretores.'],
    ['it', 'Marketing e vendite. Solo manager e direttori.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps marketing's and sales' leaders, no other function's`, () =>
      expect(kept(d, ROSTER)).toEqual(['Head of Marketing', 'Marketing Manager', 'Sales Director']));
});

describe('"X are not Y" excludes X, not the Ys', () => {
  // A current managing partner, a current equity partner, an associate partner and an accountant.
  const company = { ...EVAL_COMPANY, name: 'Larchwood Partners' };
  const at = personAt(company, 'Full-time');
  const ROSTER = {
    managing: at('pn1', 'Ida Brandt', 'Managing Partner', [['Managing Partner', 'here', '2010-01', null]]),
    equity: at('pn2', 'Olle Berg', 'Equity Partner', [['Equity Partner', 'here', '2015-01', null]]),
    associate: at('pn3', 'Tove Lind', 'Associate Partner', [['Associate Partner', 'here', '2019-01', null]]),
    accountant: at('pn4', 'Nils Ek', 'Accountant', [['Accountant', 'here', '2020-01', null]]),
  };
  const DEFINITIONS: readonly [string, string][] = [
    [
      'en',
      'Owners: managing and equity partners. Associate partners are not owners, and exclude partners who have left or retired.',
    ],
    [
      'en',
      'The owners: equity partners and managing partners. Salaried partners are not owners, and exclude partners who retired.',
    ],
    [
      'fr',
      'Propriétaires : managing partners et equity partners. Les associate partners ne sont pas propriétaires, et exclure les partners partis.',
    ],
    [
      'es',
      'Propietarios: managing partners y equity partners. Los associate partners no son propietarios, y excluir a los partners jubilados.',
    ],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the managing and the equity partner`, () =>
      expect(keptIn(d, company, ROSTER)).toEqual(['equity', 'managing']));
});

describe('in a sentence of "only" and leaders, the functions named with no level are where those leaders work', () => {
  const ROSTER = [
    'Head of Marketing',
    'Sales Director',
    'Account Executive',
    'Head of Finance',
    'Accountant',
  ];
  const STAFF = ['Account Executive', 'Accountant'];
  const DEFINITIONS: readonly string[] = [
    'Only managers of operational teams (duty managers, supervisors, team leaders, heads and the CMO) in product marketing, inside sales, the finance office and events. No individual staff.',
    'Only managers of field teams (shift managers, supervisors, heads and the CFO) in brand marketing, inside sales, the finance office and logistics. No individual staff.',
    'Only managers of teams (duty managers, team leaders, heads and the CEO) in product marketing, inside sales, the finance office and procurement.',
  ];
  for (const d of DEFINITIONS)
    it(`"${d}" keeps no salesperson or accountant`, () => {
      const people = kept(d, ROSTER);
      for (const staff of STAFF) expect(people).not.toContain(staff);
    });
});

describe('landscape architects are a job of their own, not every architect', () => {
  const ROSTER = [
    'Landscape Architect',
    'Landschaftsarchitektin',
    'Architecte paysagiste',
    'Architect',
    'Projektarchitekt',
  ];
  const LANDSCAPE = ['Landscape Architect', 'Landschaftsarchitektin', 'Architecte paysagiste'];
  const DEFINITIONS: readonly [string, string][] = [
    ['nl', 'Landschapsarchitecten.'],
    ['de', 'Landschaftsarchitekt:innen.'],
    ['en', 'Landscape architects.'],
    ['fr', 'Architectes paysagistes.'],
    ['es', 'Arquitectos paisajistas.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the landscape architects only`, () =>
      expect(kept(d, ROSTER)).toEqual(LANDSCAPE));
});

describe('building architects ("Hochbau-Architekt:innen") are any architect but a landscape architect', () => {
  const ROSTER = [
    'Architect',
    'Projektarchitekt',
    'Landscape Architect',
    'Landschaftsarchitektin',
    'Accountant',
  ];
  const DEFINITIONS: readonly [string, string][] = [
    ['de', 'Hochbau-Architekt:innen.'],
    ['de', 'Hochbauarchitekten im Büro.'],
    ['en', 'Building architects.'],
    ['en', 'Building architects on our projects.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the architects of buildings`, () =>
      expect(kept(d, ROSTER)).toEqual(['Architect', 'Projektarchitekt']));
});

describe("a board heading's list of seats in every language names the board, not the chair as an executive", () => {
  const ROSTER: readonly RosterEntry[] = [
    ['Board Member', 'board'],
    ['Independent Director', 'board'],
    'Chief Executive Officer',
    'Head of Finance',
  ];
  const DEFINITIONS: readonly [string, string][] = [
    [
      'fr',
      "Membres du conseil d'administration : président, administrateurs indépendants et représentants de l'actionnaire.",
    ],
    [
      'es',
      'Miembros del consejo de administración: presidente, consejeros independientes y representantes de los accionistas.',
    ],
    [
      'it',
      'Membri del consiglio di amministrazione: presidente, consiglieri indipendenti e rappresentanti degli azionisti.',
    ],
    [
      'pt',
      'Membros do conselho de administração: presidente, administradores independentes e representantes dos acionistas.',
    ],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the board seats, not the chief executive`, () =>
      expect(kept(d, ROSTER)).toEqual(['Board Member', 'Independent Director']));
});

describe('air cargo and freight handling is everyone whose title names cargo or freight, not all of operations', () => {
  const ROSTER = [
    'Magasinier cargo',
    'Freight Handler',
    'Head of Cargo',
    'Schichtleiter Luftfracht',
    'Operations Manager',
    'Ramp Agent',
    'Accountant',
  ];
  const CARGO = ['Magasinier cargo', 'Freight Handler', 'Head of Cargo', 'Schichtleiter Luftfracht'];
  const DEFINITIONS: readonly [string, string][] = [
    ['de', 'Alle, die im Cargo-Terminal arbeiten, vom Lager bis zur Leitung.'],
    ['de', 'Alle in der Frachtabfertigung.'],
    ['en', 'Everyone in air cargo, at any level.'],
    ['fr', 'Tout le personnel du fret aérien.'],
    ['nl', 'Iedereen in de luchtvracht.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps cargo's people only`, () => expect(kept(d, ROSTER)).toEqual(CARGO));
});

describe('site supervision and cost planning are jobs the title names', () => {
  const ROSTER = [
    'Bauleiter',
    'Leiter Bauleitung',
    'Kostenplanerin (AVA)',
    'Quantity Surveyor',
    'Architect',
    'Accountant',
  ];
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Site supervision (Bauleitung, Objektüberwachung) and cost planning (AVA) staff.'],
    ['de', 'Bauleitung und Kostenplanung.'],
    ['de', 'Objektüberwachung und Kostenplaner:innen.'],
    ['en', 'Site supervision and cost planning.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the site supervisors and the cost planners`, () =>
      expect(kept(d, ROSTER)).toEqual([
        'Bauleiter',
        'Leiter Bauleitung',
        'Kostenplanerin (AVA)',
        'Quantity Surveyor',
      ]));
});
