import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 33 (issue 22). Holdout 33 (a Swiss insurtech, a German steel service
 * centre) had a "Kaufmännischer Geschäftsführer (CFO)" read as general management, so a definition asking
 * for the CFO missed them. A German company's commercial managing director (kaufmännische Geschäftsführung,
 * kaufmännischer Vorstand, Finanzvorstand) runs finance and administration: their CFO. As "Technischer
 * Geschäftsführer" reads as engineering at C-level, the commercial one reads as finance at C-level.
 * Its "Direttore Filiale" of a steel service centre ran a sales branch ("Guido la filiale commerciale di Milano:
 * vendite e clienti") and read as a store manager: at a company that runs no shops, a branch is an office of the
 * business its leader's own words name. Generated tables: titles in seven languages at employers and
 * industries in no labelled set.
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

describe("a branch's leader at a company that runs no shops serves the function their own words name", () => {
  const branchTitles = {
    en: ['Branch Manager', 'Branch Director'],
    de: ['Niederlassungsleiter', 'Filialleiterin', 'Niederlassungsleiterin'],
    fr: ['Directeur de succursale', 'Directrice de succursale'],
    es: ['Director de Sucursal', 'Gerente de Sucursal'],
    nl: ['Vestigingsmanager', 'Vestigingsdirecteur'],
    pt: ['Diretor de Filial', 'Gerente de Filial'],
    it: ['Direttore Filiale', 'Responsabile di Filiale'],
  };
  const abouts = [
    ['Ich leite unsere Vertriebsniederlassung: Verkauf und Kundenbetreuung im Süden.', 'sales'],
    ['Guido la filiale commerciale: vendite e clienti in Lombardia.', 'sales'],
    ['I run our regional sales office: key accounts and new business in the North.', 'sales'],
    ['Dirijo la sucursal: logística y almacén para la zona centro.', 'operations'],
  ] as const;
  const industries = ['Industrial Machinery Wholesale', 'Steel Distribution', 'Chemicals Trading'];
  const rows = Object.entries(branchTitles).flatMap(([lang, titles]) =>
    titles.flatMap((title) =>
      industries.flatMap((industry) =>
        abouts.map(([about, fn]) => [lang, title, industry, about, fn] as const),
      ),
    ),
  );
  const first = (title: string, industry: string, about: string | null) =>
    positionsOf(
      bareProfile({ headline: title, about, experience: [roleAt(title)] }),
      bareCompany({ industry }),
    )[0];
  it.each(rows)('%s: "%s" at a %s whose about reads "%s" is %s', (_lang, title, industry, about, fn) => {
    const position = first(title, industry, about);
    expect(position?.functions).toEqual([fn]);
    expect(position?.levels).not.toContain('individual');
  });
  it.each(Object.values(branchTitles).flat())(
    '"%s" at a retailer or a bank is still its store or branch',
    (title) => {
      for (const industry of ['Retail', 'Banking', 'Supermarkets'])
        expect(first(title, industry, abouts[0][0])?.functions).toEqual(readTitle(title).functions);
    },
  );
  it('a branch director whose own words name no function keeps the title reading', () => {
    expect(first('Direttore Filiale', 'Steel Distribution', null)?.functions).toEqual(
      readTitle('Direttore Filiale').functions,
    );
  });
  it('"Direttore Filiale" of a sales branch is a director, not a store manager', () => {
    expect(first('Direttore Filiale', 'Steel Distribution', abouts[1][0])?.levels).toContain('head');
  });
});

describe('an industrial maintenance mechanic (Instandhalter, ISCO-08 7233) keeps the machines running: operations', () => {
  // "Instandhalter", "Instandhaltungsmechaniker" read as nothing before: the 7233 table named the industrial
  // mechanic but not the German maintenance trade nouns that hold the same job.
  titleTables([
    '',
    ' – Werk Hagen',
    ', Brouwerij De Klok BV',
    ' (Logística Tejo SA)',
    ' @ Acciaierie Valbruna',
  ]).reads('operations', {
    en: ['Industrial Mechanic', 'Millwright'],
    de: [
      'Instandhalter',
      'Instandhalterin',
      'Instandhaltungsmechaniker',
      'Instandhaltungsmechanikerin',
      'Instandhaltungsmonteur',
      'Instandhaltungselektriker',
    ],
    fr: ['Mécanicien de maintenance', 'Mécanicien industriel'],
    es: ['Mecánico de mantenimiento'],
    nl: ['Storingsmonteur'],
    pt: ['Mecânico industrial'],
    it: ['Meccanico industriale'],
  });
});
