import { describe, expect, it } from 'vitest';
import { interpretPersona } from '../../functions/core/persona-reader.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 104 (a patent law firm, an industrial laundry): middle management bounds
 * the leader word beside it; a shift leader or foreman is one more kind of leader in a list, not the job of the
 * level words beside it; and "of counsel" or a negated "partners" names people, not a function. Each table is
 * written in our own words.
 */

describe('middle management is a tier: heads and managers, not the chiefs above them', () => {
  it.each([
    [
      'Leidinggevenden in het middenkader: afdelingshoofden en teamleiders. Niet de directie.',
      ['Teamleider Klantenservice', 'Hoofd Financiën', 'Manager Inkoop'],
      ['CEO', 'Chief Financial Officer', 'Boekhouder'],
    ],
    [
      'Führungskräfte im mittleren Management, jede Abteilung.',
      ['Abteilungsleiter Einkauf', 'Teamleiterin Vertrieb', 'Leiterin Personal'],
      ['CEO', 'Chief Operating Officer', 'Sachbearbeiter Einkauf'],
    ],
    [
      'Leaders in middle management, any department.',
      ['Head of IT', 'Customer Service Team Lead', 'Procurement Manager'],
      ['CEO', 'Chief Financial Officer', 'Accountant'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a shift leader beside other level words is one more kind of leader', () => {
  it.each([
    [
      'Department heads, team leaders and shift leaders.',
      ['Head of Finance', 'Team Lead Customer Service', 'Shift Leader'],
      ['Accountant', 'Machine Operator'],
    ],
    [
      'Abteilungsleiter, Teamleiter und Schichtleiter.',
      ['Leiterin Personal', 'Teamleiter Kundenservice', 'Schichtleiter Produktion'],
      ['Sachbearbeiterin Personal', 'Maschinenführer'],
    ],
    [
      'Afdelingshoofden, teamleiders en ploegleiders.',
      ['Hoofd IT', 'Teamleider Administratie', 'Ploegleider'],
      ['Operator', 'Administratief medewerker'],
    ],
    ['Team leaders and foremen.', ['Team Lead Support', 'Foreman'], ['Support Agent', 'Electrician']],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"not partners" and "of counsel" name people, not a function', () => {
  it.each([
    ['Team leaders. Not partners.', ['Team Lead Support', 'Partnerships Team Lead'], ['Accountant']],
    ['Teamleiders, geen partners.', ['Teamleider Klantenservice', 'Teamleider Partnerships'], ['Boekhouder']],
    ['Tout le service juridique, sauf les of counsel.', ['Juriste', 'Legal Counsel'], ['Of Counsel']],
    ['Everyone in legal except of counsel.', ['Legal Counsel', 'Paralegal'], ['Of Counsel', 'Accountant']],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the staff of branch offices, with a bracket of example places', () => {
  it.each([
    [
      'Current staff who work at a branch or depot rather than at head office (for example Tilburg, Aarhus).',
      ['Tilburg', 'Aarhus'],
    ],
    ['Alle, die in einer Niederlassung statt in der Zentrale arbeiten (z. B. Graz, Linz).', ['Graz', 'Linz']],
    [
      'Iedereen die in een vestiging werkt in plaats van op het hoofdkantoor (bijvoorbeeld Gent, Brugge).',
      ['Gent', 'Brugge'],
    ],
  ] as const)('"%s"', (definition, places) => {
    const summary = interpretPersona({ slug: 'x', name: 'x', definition }).summary;
    for (const place of places) expect(summary).toContain(place);
    expect(summary).not.toContain('stores and branches');
  });
});
