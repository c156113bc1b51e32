import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 74 (a thermal spa and a public aquarium): a seat on the company's executive
 * body (an executive board or committee, in any of the seven languages) is a top executive's, and an exclusion
 * "… who are not on the executive board" spares whoever holds one; a relative clause whose verb is selling asks
 * for the sales people; the running of a hotel, its restaurants or its kitchen is hospitality, not the operations
 * function; a seniority said after its own function closes that phrase and is not shared by the list after it.
 * Each table is written in our own words.
 */

describe('a seat on the executive body is a top executive', () => {
  it.each([
    'Member of the Executive Board',
    'Vogal da Comissão Executiva',
    'Miembro del Comité Ejecutivo',
    'Membre du Comité Exécutif',
    'Membro del Comitato Esecutivo',
    'Member of the Management Board, Finance',
  ])('"%s" is C-level', (title) => expect(readTitle(title).levels).toContain('c_level'));

  it.each([
    'Non-Executive Board Member',
    'Senior Advisor to the Management Board',
    'Assistant to the Executive Committee',
  ])('"%s" is not', (title) => expect(readTitle(title).levels).not.toContain('c_level'));
});

describe('"not directors who are not on the executive board" spares those who are', () => {
  it.each([
    [
      'Top management: the chief executive, deputies, and the members of the executive board. Not department directors who are not on the executive board.',
      [
        'Chief Executive Officer',
        'Director of Operations and Member of the Executive Board',
        'Vogal da Comissão Executiva e Diretor Comercial',
      ],
      ['Director of Operations', 'Head of Marketing', 'Diretor Comercial'],
    ],
    [
      'The executive committee: its chair and its members. Not the heads of department who do not sit on the executive committee.',
      ['Membre du Comité Exécutif, Directeur Financier', 'Miembro del Comité Ejecutivo'],
      ['Directeur Financier', 'Head of Marketing'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the people who sell are the sales people', () => {
  it.each([
    [
      'The people who sell our holidays abroad, managers included.',
      ['Sales Manager', 'Account Executive', 'Head of Sales DACH'],
      ['Marketing Manager', 'Product Manager', 'Receptionist'],
    ],
    [
      'Il gruppo che vende i nostri pacchetti: responsabili vendite e commerciali.',
      ['Commerciale Estero', 'Responsabile Vendite Italia', 'Sales Executive'],
      ['Product Manager', 'Responsabile Marketing'],
    ],
    [
      'Alle, die unsere Reisen verkaufen.',
      ['Verkaufsleiter DACH', 'Vertriebsmitarbeiterin', 'Key Account Manager'],
      ['Produktmanagerin', 'Marketing Manager'],
    ],
    [
      'Celles et ceux qui vendent nos séjours.',
      ['Commercial Export', 'Responsable des ventes'],
      ['Chef de produit', 'Responsable marketing'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('hotel and restaurant operations are hospitality', () => {
  it.each([
    [
      'Hotel and restaurant operations staff, any level.',
      ['Hotel Manager', 'Head Chef', 'Restaurant Manager', 'Housekeeper'],
      ['Director of Operations', 'Operations Analyst', 'Logistics Coordinator'],
    ],
    [
      'F&B operations: everyone in our restaurants and kitchens.',
      ['F&B Manager', 'Sous Chef', 'Waiter'],
      ['Operations Manager', 'Director of Operations'],
    ],
    [
      'Operações hoteleiras, a qualquer nível.',
      ['Diretor de Hotel', 'Chefe de Cozinha'],
      ['Diretor de Operações'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a seniority after its function closes that phrase', () => {
  it.each([
    [
      'Lodge staff: lodge management, kitchen and housekeeping.',
      ['Lodge Manager', 'Commis Chef', 'Housekeeper'],
      ['Software Engineer'],
    ],
    [
      'Sales leadership, marketing and communications.',
      ['Head of Sales', 'Marketing Coordinator', 'Communications Officer'],
      ['Sales Executive', 'Controller'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a grade is not lent to a seniority beside it', () => {
  it.each([
    [
      'Quadri e dirigenti commerciali.',
      ['Responsabile Commerciale', 'Dirigente Area Vendite'],
      ['Commerciale', 'Responsabile Amministrativo'],
    ],
    [
      'Quadri e dirigenti vendite.',
      ['Responsabile Vendite Italia', 'Dirigente Vendite'],
      ['Venditore', 'Responsabile Acquisti'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a field-service technician is not sales', () => {
  it.each(['Servicemonteur buitendienst', 'Servicetechniker Außendienst', 'Monteur buitendienst Benelux'])(
    '"%s"',
    (title) => expect(readTitle(title).functions).not.toContain('sales'),
  );
  it.each(['Außendienstmitarbeiter', 'Accountmanager buitendienst', 'Vertriebsmitarbeiter Außendienst'])(
    '"%s" is sales',
    (title) => expect(readTitle(title).functions).toContain('sales'),
  );
});

describe('"everyone who works in …" in the other languages', () => {
  it.each([
    ['Iedereen die in de verkoop werkt.', ['Accountmanager', 'Verkoopleider'], ['Boekhouder', 'HR-adviseur']],
    [
      'Tous ceux qui travaillent dans la vente.',
      ['Commercial Export', 'Responsable des ventes'],
      ['Comptable'],
    ],
    ['Todos los que trabajan en ventas.', ['Ejecutivo de Ventas', 'Director Comercial'], ['Contable']],
    ['Tutti quelli che lavorano nelle vendite.', ['Responsabile Vendite'], ['Contabile']],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('Dutch "die op de … werkt" names where the work is', () => {
  it.each([
    [
      'Iedereen die op de boerderij werkt.',
      ['Shepherd', 'Landarbeider', 'Farm Manager'],
      ['Boekhouder', 'Software Engineer'],
    ],
    ['Iedereen die op de verkoopafdeling werkt.', ['Accountmanager'], ['Boekhouder']],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
