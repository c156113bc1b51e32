import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { kept } from '../fixtures/reading.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 29 (issue 22). Holdout 29 (a Sofia e-invoicing SaaS, a Reutlingen
 * machine-tool maker) had a "Responsable Partenariats Cabinets Comptables" read as finance, a
 * "Sachbearbeiter Kreditorenbuchhaltung" and a "Monteur" read as no function at all. Generated tables:
 * titles in seven languages at employers in no labelled set.
 */

const SITES = ['', ' – Ferramenta Adige SpA', ', Kanzleisoftware Linz GmbH', ' (Vauclair SARL)'];
const { reads } = titleTables(SITES);
const fn = (title: string) => readTitle(title).functions[0];

describe("a partnerships title names the partners' trade after it; the partners' trade is no function", () => {
  reads(
    'partnerships',
    {
      en: [
        'Partner Manager – Accounting Firms',
        'Channel Manager Tax Advisors',
        'Head of Partnerships, Law Firms',
      ],
      de: ['Partnermanagerin Steuerberater', 'Leiter Partnerschaften Steuerkanzleien'],
      fr: ['Responsable Partenariats Cabinets Comptables', 'Chargée de partenariats agences marketing'],
      es: ['Responsable de alianzas con despachos contables', 'Responsable de partners asesorías fiscales'],
      nl: ['Partnermanager accountantskantoren'],
      pt: ['Gestora de parcerias com escritórios de contabilidade'],
      it: ['Responsabile partnership studi commercialisti'],
    },
    ['finance', 'legal', 'marketing'],
  );
  it('a function named before the partnerships word, or joined to it, keeps its place', () => {
    expect(fn('Finance Business Partner')).toBe('finance');
    expect(fn('HR Business Partner')).toBe('people');
    expect(readTitle('Head of Finance & Partnerships').functions).toEqual(['finance', 'partnerships']);
    expect(fn('Accountant')).toBe('finance');
  });
  it('a channel-partners definition keeps the partnerships lead, a finance definition does not', () => {
    const roster = ['Responsable Partenariats Cabinets Comptables', 'Chief Accountant', 'Account Executive'];
    expect(
      kept(
        'People who manage our relationships with channel partners (partner managers, channel leads).',
        roster,
      ),
    ).toEqual(['Responsable Partenariats Cabinets Comptables']);
    expect(kept('Finance leadership: CFOs, finance directors and heads of accounting.', roster)).toEqual([
      'Chief Accountant',
    ]);
  });
});

describe('accounts payable and receivable clerks are finance in every language, German compounds too', () => {
  reads('finance', {
    en: ['Accounts Payable Clerk', 'Accounts Receivable Specialist'],
    de: [
      'Sachbearbeiter Kreditorenbuchhaltung',
      'Sachbearbeiterin Debitorenbuchhaltung',
      'Mitarbeiterin Anlagenbuchhaltung',
      'Kreditorenbuchhalter',
    ],
    fr: ['Comptable fournisseurs', 'Gestionnaire comptabilité clients'],
    es: ['Contable de cuentas a pagar', 'Administrativa de cuentas a cobrar'],
    nl: ['Medewerker crediteurenadministratie', 'Debiteurenbeheerder'],
    pt: ['Técnica de contas a pagar', 'Assistente de contas a receber'],
    it: ['Addetta contabilità fornitori', 'Impiegato contabilità clienti'],
  });
  it('a bookkeeping definition keeps the accounts-payable clerk', () => {
    expect(
      kept('Financiële administratie: boekhouders, crediteuren- en debiteurenadministratie. Geen CFO.', [
        'Sachbearbeiter Kreditorenbuchhaltung',
        'CFO',
        'Vertriebsleiter',
      ]),
    ).toEqual(['Sachbearbeiter Kreditorenbuchhaltung']);
  });
});

describe('machinery assemblers (ISCO-08 8211) are operations: "Monteur" too', () => {
  reads('operations', {
    en: ['Machinery Assembler'],
    de: ['Monteur', 'Monteurin', 'Maschinenmonteur', 'Industriemonteurin'],
    fr: ['Monteur assembleur', 'Assembleuse'],
    es: ['Ensamblador', 'Montador de máquinas'],
    nl: ['Assemblagemedewerker'],
    pt: ['Montador de máquinas'],
    it: ['Assemblatore'],
  });
  it('a service fitter or technician stays a job the title names, no function (holdout 9)', () => {
    expect(readTitle('Servicetechniker').functions).toEqual([]);
    expect(readTitle('Servicemonteur').functions).toEqual([]);
  });
});

describe('"Forschung und Entwicklung" is R&D in every language: research, not also software development', () => {
  reads(
    'research',
    {
      en: ['Head of Research & Development', 'Research and Development Manager'],
      de: [
        'Leiter Forschung & Entwicklung',
        'Leiterin Forschung und Entwicklung',
        'Leiter Forschungs- und Entwicklung',
      ],
      fr: ['Directeur Recherche et Développement'],
      es: ['Director de Investigación y Desarrollo'],
      nl: ['Manager Onderzoek en Ontwikkeling', 'Hoofd onderzoek & ontwikkeling'],
      pt: ['Diretor de Pesquisa e Desenvolvimento'],
      it: ['Responsabile Ricerca e Sviluppo'],
    },
    ['engineering'],
  );
  it('a software-engineering leadership definition does not keep the head of R&D of a machine maker', () => {
    const definition =
      'Software engineering leadership: engineering managers, heads of engineering, VP Eng and the CTO.';
    expect(
      kept(definition, ['Leiter Forschung & Entwicklung', 'Head of Engineering', 'Engineering Manager']),
    ).toEqual(['Head of Engineering', 'Engineering Manager']);
  });
});

describe('control engineering (ISCO-08 2151/2152) is hardware engineering, never tax or controlling', () => {
  reads(
    'hardware_engineering',
    {
      en: ['Controls Engineer', 'Control Systems Engineer'],
      de: ['Ingenieur Steuerungstechnik', 'Steuerungstechniker', 'Ingenieurin Regelungstechnik'],
      fr: ['Ingénieure contrôle-commande'],
      es: ['Ingeniero de control', 'Ingeniera de sistemas de control'],
      nl: ['Regeltechnicus', 'Engineer regeltechniek'],
      pt: ['Engenheiro de controle', 'Engenheira de sistemas de controle'],
      it: ['Ingegnere controlli', 'Ingegnere dei sistemi di controllo'],
    },
    ['finance'],
  );
  it('tax, controlling and control software keep their functions', () => {
    expect(fn('Entwicklungsingenieur Steuerungstechnik')).toBe('hardware_engineering');
    expect(fn('Steuerberaterin')).toBe('finance');
    expect(fn('Leiter Steuern')).toBe('finance');
    expect(fn('Leiter Controlling')).toBe('finance');
    expect(fn('Controllo di gestione')).toBe('finance');
    expect(fn('Financial Controller')).toBe('finance');
    expect(fn('Softwareentwickler Steuerungssoftware')).toBe('engineering');
  });
});

describe('a team lead whose team is a software layer (backend, frontend) of a business domain builds software', () => {
  reads(
    'engineering',
    {
      en: ['Team Lead, Invoicing squad (backend)', 'Team Lead Payroll (frontend)'],
      de: ['Teamleiter Lohnabrechnung (Backend)'],
      fr: ["Chef d'équipe Facturation (back-end)"],
      es: ['Líder de equipo Facturación (backend)'],
      nl: ['Teamlead Facturatie (backend)'],
      pt: ['Líder de equipe Faturamento (full-stack)'],
      it: ['Team leader Fatturazione (backend)'],
    },
    ['finance'],
  );
  it('the business domain alone stays that function', () => {
    expect(fn('Team Lead Payroll')).toBe('finance');
    expect(fn('Head of Billing')).toBe('finance');
    expect(fn('Chef d’équipe Facturation')).toBe('finance');
  });
});
