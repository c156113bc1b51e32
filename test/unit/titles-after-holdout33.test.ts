import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 33 (issue 22). Holdout 33 (a Swiss insurtech, a German steel service
 * centre) had a "Kaufmännischer Geschäftsführer (CFO)" read as general management, so a definition asking
 * for the CFO missed them. A German company's commercial managing director (kaufmännische Geschäftsführung,
 * kaufmännischer Vorstand, Finanzvorstand) runs finance and administration: their CFO. As "Technischer
 * Geschäftsführer" reads as engineering at C-level, the commercial one reads as finance at C-level.
 * Generated tables: titles in seven languages at employers in no labelled set.
 */

const SITES = [
  '',
  ' – Werk Hagen',
  ' | Maschinenbau Kessler GmbH',
  ', Brouwerij De Klok BV',
  ' (Logística Tejo SA)',
];
const { reads } = titleTables(SITES);

describe("a company's commercial managing director (kaufmännische Geschäftsführung) is its finance C-level", () => {
  const titles = {
    en: ['Chief Financial Officer', 'Finance Director'],
    de: [
      'Kaufmännischer Geschäftsführer',
      'Kaufmännische Geschäftsführerin',
      'Geschäftsführer (kaufmännisch)',
      'Kaufmännischer Vorstand',
      'Finanzvorstand',
      'Finanzvorständin',
      'Finanzgeschäftsführerin',
    ],
    fr: ['Directeur administratif et financier'],
    es: ['Director Financiero', 'Directora Administrativa y Financiera'],
    nl: ['Financieel directeur'],
    pt: ['Diretora Administrativa e Financeira'],
    it: ['Direttore Amministrativo e Finanziario'],
  };
  reads('finance', titles, ['general_management']);
  it.each([
    'Kaufmännischer Geschäftsführer',
    'Kaufmännische Geschäftsführerin',
    'Kaufmännischer Vorstand',
    'Finanzvorstand',
    'Finanzgeschäftsführerin',
  ])('"%s" sits on the management board: C-level', (title) => {
    expect(readTitle(title).levels).toContain('c_level');
  });
  // The plain managing director and the technical one keep their own reading.
  it.each([
    ['Geschäftsführer', 'general_management'],
    ['Geschäftsführerin', 'general_management'],
    ['Technischer Geschäftsführer', 'engineering'],
    ['Kaufmännischer Leiter', 'finance'],
  ] as const)('"%s" reads %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
});
