import { describe, expect, it } from 'vitest';
import type { ProviderProfile } from '../../functions/core/profile.js';
import { positionsOf } from '../../functions/core/roles.js';
import type { ProfessionalFunction } from '../../functions/core/vocabulary/functions.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 20 (issue 22). Holdout 20 (a Hungarian fleet-telematics SaaS, a Geneva
 * private bank) had an "IAM Engineer" read as a software engineer, a "Specialist II" whose headline says
 * "Financial Crime" read as finance, and one whose headline says "AP/AR" read as nothing. Generated tables:
 * titles in seven languages at employers in no labelled set.
 */

const SITES = ['', ' – Molinos del Ebro SA', ', Zeeland Havenlogistiek BV', ' (Vetreria Murano Nord)'];
const { reads } = titleTables(SITES);

describe('identity and access management is information security', () => {
  reads(
    'security',
    {
      en: [
        'IAM Engineer',
        'IAM Analyst',
        'Identity and Access Management Lead',
        'Privileged Access Engineer',
      ],
      de: ['IAM-Spezialistin', 'Identitäts- und Zugriffsmanagement Engineer', 'Referent IAM'],
      fr: ['Ingénieur IAM', 'Analyste gestion des identités et des accès'],
      es: ['Ingeniero de Identidad y Accesos', 'Especialista en gestión de identidades y accesos'],
      nl: ['IAM-specialist', 'Medewerker identiteits- en toegangsbeheer'],
      pt: ['Engenheira IAM', 'Analista de identidades e acessos'],
      it: ['Ingegnere IAM', 'Specialista gestione identità e accessi'],
    },
    ['engineering'],
  );
});

describe('financial crime and anti-money-laundering are compliance, not finance', () => {
  reads(
    'compliance',
    {
      en: [
        'Financial Crime Analyst',
        'FinCrime Investigator',
        'MLRO',
        'Deputy MLRO',
        'Money Laundering Reporting Officer',
      ],
      de: ['Geldwäschebeauftragter', 'Spezialistin Finanzkriminalität'],
      fr: ['Analyste LCB-FT', 'Chargé de lutte anti-blanchiment', 'Analyste criminalité financière'],
      es: ['Analista de prevención del blanqueo de capitales', 'Técnico de delincuencia financiera'],
      nl: ['Medewerker witwasbestrijding', 'Analist financiële criminaliteit'],
      pt: ['Analista de branqueamento de capitais', 'Especialista em crime financeiro'],
      it: ['Specialista antiriciclaggio', 'Analista criminalità finanziaria'],
    },
    ['finance'],
  );
  it('other financial titles stay finance', () => {
    for (const title of ['Financial Controller', 'Financial Analyst', 'Financial Accountant'])
      expect(positionsOf(bareProfile({ experience: [roleAt(title)] }), bareCompany())[0]?.functions[0]).toBe(
        'finance',
      );
  });
});

describe('accounts payable and receivable, and salaries, are finance', () => {
  reads('finance', {
    en: ['AP/AR Specialist', 'AP & AR Clerk', 'AR/AP Accountant'],
    de: ['Sachbearbeiterin AP/AR'],
    fr: ['Gestionnaire salaires', 'Gestionnaire des salaires', 'Responsable salaires'],
    es: ['Técnico AP/AR'],
    nl: ['Medewerker AP/AR'],
    pt: ['Técnica de Salários', 'Técnico de salários'],
    it: ['Addetta AP/AR'],
  });
});

describe('business development is sales, whatever the word "development"', () => {
  reads(
    'sales',
    {
      en: ['Business Development Manager', 'Head of Business Development', 'Business Developer DACH'],
      de: ['Leiter Geschäftsentwicklung', 'Geschäftsentwicklerin B2B'],
      fr: ['Directrice du développement commercial', 'Responsable développement des affaires'],
      es: ['Responsable de desarrollo de negocio', 'Directora de Desarrollo Comercial'],
      nl: ['Manager bedrijfsontwikkeling', 'Bedrijfsontwikkelaar'],
      pt: ['Diretor de desenvolvimento de negócios', 'Gestora de Desenvolvimento Comercial'],
      it: ['Responsabile sviluppo commerciale', 'Business Developer Italia'],
    },
    ['engineering'],
  );
  it('software development stays engineering', () => {
    for (const title of [
      'Software Development Manager',
      'Desarrollador de software',
      'Responsable développement logiciel',
    ])
      expect(positionsOf(bareProfile({ experience: [roleAt(title)] }), bareCompany())[0]?.functions[0]).toBe(
        'engineering',
      );
  });
});

describe('investment management is its own function, not finance', () => {
  reads(
    'investment',
    {
      en: [
        'Chief Investment Officer',
        'Portfolio Manager',
        'Senior Fund Manager',
        'Investment Analyst',
        'Head of Asset Allocation',
      ],
      de: ['Portfoliomanagerin', 'Fondsmanager Aktien Europa', 'Leiter Anlagestrategie'],
      fr: ['Gérant de portefeuille', 'Gérante de fonds obligataires', 'Directeur des investissements'],
      es: ['Gestor de carteras', 'Gestora de fondos', 'Analista de inversiones'],
      nl: ['Portefeuillebeheerder', 'Fondsbeheerder vastgoed', 'Beleggingsanalist'],
      pt: ['Gestor de carteiras', 'Gestora de fundos', 'Analista de investimentos'],
      it: ['Gestore di portafoglio', 'Gestrice di fondi', 'Analista investimenti'],
    },
    ['finance'],
  );
  it('FP&A, controllers, a bare CIO and investor relations keep their functions', () => {
    const fn = (title: string) =>
      positionsOf(bareProfile({ experience: [roleAt(title)] }), bareCompany())[0]?.functions[0];
    expect(fn('FP&A Analyst')).toBe('finance');
    expect(fn('Financial Controller')).toBe('finance');
    expect(fn('CIO')).toBe('it');
    expect(fn('Investor Relations Manager')).toBe('investor_relations');
  });
});

/** A person whose only current job here is `title`, with `headline` and `about`, at a company named `company`. */
const person = (title: string, headline: string | null, about: string | null = null): ProviderProfile =>
  bareProfile({ headline, about, experience: [roleAt(title)] });
const COMPANIES = ['Molinos del Ebro SA', 'Zeeland Havenlogistiek BV', 'Vetreria Murano Nord'];
const here = (profile: ProviderProfile, name: string) => {
  const company = bareCompany({ name });
  const fixed = {
    ...profile,
    experience: profile.experience.map((e) => (e.company_id === 42 ? { ...e, company: name } : e)),
  };
  return positionsOf(fixed, company).find((p) => p.here !== null && p.current);
};

describe("a vague title takes financial crime or AP/AR from the person's own headline", () => {
  const ROWS: readonly [string, string, ProfessionalFunction][] = [
    ['Specialist II', 'Specialist II – Financial Crime', 'compliance'],
    ['Spezialistin', 'Geldwäscheprävention | KYC', 'compliance'],
    ['Chargée de mission', 'Lutte anti-blanchiment', 'compliance'],
    ['Specialist II', 'AP/AR', 'finance'],
    ['Medewerker', 'AP/AR · Benelux', 'finance'],
  ];
  it.each(ROWS.flatMap((row) => COMPANIES.map((co) => [...row, co] as const)))(
    '"%s" with headline "%s" is %s (at %s)',
    (title, headline, fn, co) => {
      expect(here(person(title, headline), co)?.functions[0]).toBe(fn);
    },
  );
});
