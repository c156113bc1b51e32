import { describe, expect, it } from 'vitest';
import { hasFounderWords, hasOwnerWords } from '../../functions/core/derive.js';
import { readTitle } from '../../functions/core/roles.js';
import { kept } from '../fixtures/reading.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 17 (issue 22). Holdout 17 (a Vienna payroll SaaS, a Rennes family
 * supermarket chain) missed its co-founder and CEO, "Co-Founderin & CEO": the German feminine of the
 * English word was no founder word. And it read "Tech Lead Payroll Engine" as finance: the tech lead who
 * writes the payroll engine was kept as finance leadership and missed as a software developer. Generated
 * tables: titles in seven languages at employers in no labelled set.
 */

const SITES = ['', ' – Zahlwerk Software GmbH', ', Groupe Valmont SA', ' (Cantina Sociale di Soave)'];
const { rows, reads } = titleTables(SITES);

describe('the German feminine of "founder" is a founder', () => {
  const FOUNDERS = {
    de: ['Co-Founderin & CEO', 'Founderin', 'Co-Founderin', 'Founderin und Geschäftsführerin'],
    en: ['Co-Founder & CEO', 'Founder'],
    fr: ['Cofondatrice & CEO'],
    es: ['Cofundadora y CEO'],
    nl: ['Medeoprichter & CEO'],
    pt: ['Cofundadora e CEO'],
    it: ['Cofondatrice e CEO'],
  };
  it.each(rows(FOUNDERS))('%s: "%s" holds the owner level', (_lang, title) => {
    expect(readTitle(title).levels).toContain('owner');
  });
  it.each(rows({ de: ['Co-Founderin & CEO', 'Founderin', 'Co-Founderin'] }))(
    '%s: "%s" names a founder',
    (_l, title) => {
      expect(hasFounderWords(title)).toBe(true);
      expect(hasOwnerWords(title)).toBe(true);
    },
  );
});

describe("a software builder's title names the domain of the software, not a function worked in", () => {
  reads(
    'engineering',
    {
      en: [
        'Tech Lead Payroll Engine',
        'Software Engineer Payroll',
        'Senior Engineer – Invoicing Platform',
        'Tech Lead Billing',
      ],
      de: ['Softwareentwickler Lohnverrechnung', 'Tech Lead Gehaltsabrechnung'],
      fr: ['Développeur logiciel paie', 'Développeuse backend facturation'],
      es: ['Desarrollador de software de nóminas', 'Desarrolladora backend de facturación'],
      nl: ['Software engineer salarisverwerking', 'Ontwikkelaar facturatie'],
      pt: ['Desenvolvedor de software de folha de pagamento', 'Desenvolvedora backend de faturação'],
      it: ['Sviluppatore software paghe', 'Sviluppatrice backend fatturazione'],
    },
    ['finance'],
  );
  it('the payroll and accounting staff stay in finance', () => {
    for (const title of [
      'Payroll Analyst',
      'Head of Payroll',
      'Lohnverrechnerin',
      'Gestionnaire paie',
      'Bilanzbuchhalterin',
    ])
      expect(readTitle(title).functions[0]).toBe('finance');
  });
  it('finance leadership keeps no tech lead of a payroll engine', () => {
    expect(
      kept('Finance leadership: CFO, finance directors and controllers', ['Tech Lead Payroll Engine', 'CFO']),
    ).toEqual(['CFO']);
  });
});
