import { describe, expect, it } from 'vitest';
import type { Position } from '../../functions/core/roles.js';
import type { Engagement } from '../../functions/core/values.js';
import { keeps, kept, position, read } from '../fixtures/reading.js';

/**
 * Reading a definition after holdout 63: seasonal workers and agency temps are employment types, not every
 * contractor; "die Leitung des X" with X unread is no clause; "not managers" after a junior persona drops every
 * level that manages; "former ones included" keeps who has left; "only managers, no operators" keeps the heads
 * of units; transport and order administration are desks a title must name; a job named in agriculture is met by
 * its title only. Each table is written in our own words.
 */

const held = (title: string, engagement: Engagement, employmentType: string | null): Position =>
  ({ ...position(title, engagement), employmentType }) as Position;

describe('seasonal workers and agency temps are employment types', () => {
  const ROSTER: readonly [string, Position][] = [
    ['apple picker, seasonal', held('Apple Picker', 'employee', 'Seasonal')],
    ['packer (saisonnier)', held('Emballeur (saisonnier)', 'employee', null)],
    ['agency line operator', held('Linjeoperatør (innleid)', 'contractor', 'Contract')],
    ['interim forklift driver', held('Cariste intérimaire', 'contractor', null)],
    ['freelance designer', held('Graphic Designer', 'contractor', 'Freelance')],
    ['outside counsel', held('Avocat conseil (externe)', 'contractor', 'Contract')],
    ['fixed-term biologist', held('Biologist', 'contractor', 'Contract')],
    ['staff controller', held('Controller', 'employee', null)],
  ];
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Seasonal workers and temps from staffing agencies, whatever their job.'],
    ['fr', 'Les saisonniers et les intérimaires, toutes fonctions confondues.'],
    ['de', 'Saisonarbeiter und Leiharbeiter in allen Bereichen.'],
    ['es', 'Temporeros y trabajadores de ETT de cualquier área.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}"`, () => {
      const reading = read(d);
      expect(ROSTER.filter(([, p]) => keeps(reading, p)).map(([name]) => name)).toEqual([
        'apple picker, seasonal',
        'packer (saisonnier)',
        'agency line operator',
        'interim forklift driver',
      ]);
    });
  it('"seasonal staff included" after another job widens it and adds nobody of its own', () =>
    expect(read('Warehouse operatives, seasonal staff included.').includes.some((c) => c.seasonal)).toBe(
      false,
    ));
  it('"Azubis, Saisonkräfte und Freelancer eingeschlossen" adds nobody of its own', () =>
    expect(
      read('Lichttechniker – Azubis, Saisonkräfte und Freelancer eingeschlossen.').includes.some(
        (c) => c.seasonal,
      ),
    ).toBe(false));
});

describe('"die Leitung des X" with X unread does not widen to every head', () => {
  const ROSTER = ['Head of Marketing', 'CFO', 'Directeur commercial', 'Leiterin Einkauf'];
  const DEFINITIONS: readonly [string, string][] = [
    ['fr', 'Les soigneurs et la direction de la pisciculture.'],
    ['es', 'Los cuidadores y la dirección de la piscifactoría.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps none of the company's other heads`, () => expect(kept(d, ROSTER)).toEqual([]));
  it('"die Leitung des Vertriebs" (a function read) still keeps the head of sales', () =>
    expect(kept('Die Leitung des Vertriebs.', ['Vertriebsleiter', 'Head of Marketing'])).toEqual([
      'Vertriebsleiter',
    ]));
});

describe('"not managers" after people who manage nobody drops every managerial level', () => {
  const ROSTER = [
    'Sales Assistant',
    'Sales Manager',
    'Head of Sales',
    'Sales Director',
    'VP Sales',
    'Chief Sales Officer',
  ];
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Everyone in sales, not managers.'],
    ['en', 'All of the sales team. No managers.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}"`, () => expect(kept(d, ROSTER)).toEqual(['Sales Assistant']));
  it('"no managers below director level" after directors keeps the directors', () =>
    expect(kept('Directors and above in any function. No managers below director level.', ROSTER)).toEqual([
      'Head of Sales',
      'Sales Director',
      'VP Sales',
      'Chief Sales Officer',
    ]));
});

describe('"former ones included" keeps who has left', () => {
  const DEFINITIONS: readonly [string, string, boolean][] = [
    ['en', 'Heads of finance, former ones included.', false],
    ['fr', 'Les directeurs financiers, anciens compris.', false],
    ['de', 'Finanzleiter, Ehemalige eingeschlossen.', false],
    ['es', 'Directores financieros, incluidos los antiguos.', false],
    ['de', 'Finanzleiter, Ehemalige auch nicht.', true],
    ['en', 'Heads of finance.', true],
  ];
  for (const [lang, d, current] of DEFINITIONS)
    it(`${lang}: "${d}" current only: ${current}`, () => expect(read(d).currentOnly).toBe(current));
});

describe('"only managers, no operators" keeps the head of each unit named', () => {
  const ROSTER = [
    'Chef de cave',
    'Plant Manager',
    'Werkleiter',
    'Caviste',
    'Machine Operator',
    'Head of Marketing',
  ];
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Plant and cellar managers. Only managers, no operators.'],
    ['en', 'Cellar and plant managers; only managers, not the operators.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}"`, () =>
      expect(kept(d, ROSTER)).toEqual(['Chef de cave', 'Plant Manager', 'Werkleiter']));
});

describe('transport and warehouse are desks a title must name', () => {
  const ROSTER = [
    'Truck Driver',
    'Fleet Manager',
    'Cariste',
    'Berufskraftfahrer',
    'Warehouse Operative',
    'Maintenance Technician',
    'Bottling Line Operator',
    'Plant Manager',
  ];
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Transport and warehouse people.'],
    ['en', 'Logistics and transport staff.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}"`, () =>
      expect(kept(d, ROSTER)).toEqual([
        'Truck Driver',
        'Fleet Manager',
        'Cariste',
        'Berufskraftfahrer',
        'Warehouse Operative',
      ]));
});

describe('order administration is a desk of the sales side, not every seller', () => {
  const ROSTER = [
    'Assistante ADV',
    'Salgsassistent',
    'Order Processing Clerk',
    'Key Account Manager',
    'Sales Director',
  ];
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Order administration and sales assistants.'],
    ['en', 'Sales assistants and order administration.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}"`, () =>
      expect(kept(d, ROSTER)).toEqual(['Assistante ADV', 'Salgsassistent', 'Order Processing Clerk']));
});

describe('a job named in agriculture is met by its title only', () => {
  const ROSTER = ['Røkter', 'Ouvrier viticole', 'Tractoriste', 'Vendangeur'];
  it('"røkter" keeps the fish-farm operator, not the vineyard workers', () =>
    expect(kept('Røkter.', ROSTER)).toEqual(['Røkter']));
});

describe('a vineyard and a fish farm are parts of agriculture a title must name', () => {
  const ROSTER = ['Ouvrier viticole', 'Responsable vignoble', 'Røkter', 'Settefisksjef', 'Gardener'];
  it('"vineyard workers and their managers" keeps the vine trades only', () =>
    expect(kept('Vineyard workers and vineyard managers.', ROSTER)).toEqual([
      'Ouvrier viticole',
      'Responsable vignoble',
    ]));
  it('"hatchery and sea-site staff" keeps the fish farmers only', () =>
    expect(kept('Hatchery and sea-site staff.', ROSTER)).toEqual(['Røkter', 'Settefisksjef']));
});

describe('a French directoire is a board to advise, and its chef de cabinet a chief of staff', () => {
  it('"chiefs of staff" keeps a chef de cabinet and a jefa de gabinete', () =>
    expect(
      kept('Chiefs of staff of the top management.', [
        'Cheffe de cabinet du directeur général',
        'Jefa de Gabinete',
        'Chef de projet',
      ]),
    ).toEqual(['Cheffe de cabinet du directeur général', 'Jefa de Gabinete']));
  it('a self-employed "Conseiller du Directoire" is an advisor to an advisor clause', () =>
    expect(
      keeps(
        read('Outside advisors and consultants to management or the board. No board members.'),
        held('Conseiller du Directoire (vinification)', 'contractor', 'Self-employed'),
      ),
    ).toBe(true));
});
