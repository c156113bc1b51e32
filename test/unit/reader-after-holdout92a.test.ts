import { describe, expect, it } from 'vitest';
import { interpretPersona } from '../../functions/core/persona-reader.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 92–94 (management and governance): a seniority that opens a comma list
 * ("heads of finance, HR, … and X") governs every item of it, even when its last item is a word the lexicon
 * does not read. Each table is written in our own words.
 */

describe('a list opened by a seniority keeps it past an unread last item', () => {
  it.each([
    [
      'Leadership: the managing director and the heads of finance, HR, IT, marketing and mortgages.',
      ['Head of Finance', 'HR Director', 'Head of IT', 'Marketing Director'],
      ['Payroll Administrator', 'IT Support Technician', 'Marketing Assistant', 'Accountant'],
    ],
    [
      'Directors of sales, operations, IT and treasury-ish.',
      ['Sales Director', 'Director of Operations', 'IT Director'],
      ['Sales Representative', 'Warehouse Operator', 'Helpdesk Technician'],
    ],
    [
      'Leiter von Finanzen, Controlling, Vertrieb und Darlehen.',
      ['Leiter Finanzen', 'Leiterin Controlling', 'Vertriebsleiter'],
      ['Buchhalter', 'Controllerin', 'Außendienstmitarbeiter'],
    ],
    [
      'Responsables des finances, des RH, des ventes et du crédit-bail.',
      ['Responsable financier', 'Responsable RH', 'Directeur commercial'],
      ['Comptable', 'Assistante RH', 'Commercial terrain'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('an exclusion of people without a stake spares the owners', () => {
  it.each([
    [
      'Owners and founders of the company. Not hired managing directors without shares.',
      ['Founder & CEO', 'Owner and Managing Director'],
      ['Sales Manager', 'Accountant'],
    ],
    [
      'Inhaber und Gründer. Angestellte Geschäftsführer ohne Beteiligung zählen nicht.',
      ['Geschäftsführender Gesellschafter', 'Gründer und Geschäftsführer'],
      ['Buchhalterin', 'Vertriebsleiter'],
    ],
    [
      'Dueños y fundadores de la empresa; no los directivos asalariados sin participación.',
      ['Fundador y CEO', 'Socio fundador'],
      ['Contable', 'Jefe de ventas'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"current as well as former" said with a comparative word counts former roles too', () => {
  it.each([
    'Gründer und Inhaber, aktuelle wie ehemalige.',
    'Fondateurs et propriétaires, actuels comme anciens.',
    'Fundadores y dueños, actuales como antiguos.',
  ])('"%s"', (definition) => {
    expect(interpretPersona({ slug: 'x', name: 'x', definition }).current_only).toBe(false);
  });
});
