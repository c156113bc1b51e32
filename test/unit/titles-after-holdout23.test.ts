import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { headlineTitle, positionsOf, readTitle, selfDescriptions } from '../../functions/core/roles.js';
import { EVAL_COMPANY, type Job, personAt } from '../eval/cases.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 23 (issue 22). Holdout 23 (a Prague developer-tools SaaS, a Belgian
 * chocolate maker) had a Dutch "Aankoopdirecteur" read as nothing, a "Security & Reception" contractor read as
 * information security, a chocolate maker's QA manager read as engineering and its maintenance technician as
 * facilities, a headline that is only the company's name read as a title, "currently manager of our export
 * business" unread and "PM – Observability" read as nothing. Left from earlier rounds: feminine forms
 * ("Key Account Managerin", "Vorständin", "Gerenta") read at another level than the masculine ones, and
 * "Responsable de la formation" read as nothing. Generated tables: titles in seven languages, at employers and
 * industries in no labelled set.
 */

const SITES = ['', ' – Lácteos Sierra Norte SA', ', Westhoek Bouwmaterialen NV', ' (Cartiera Valbrenta)'];
const { reads } = titleTables(SITES);

const companyIn = (industry: string, name: string): ProviderCompany => ({
  ...EVAL_COMPANY,
  id: 4711,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  industry,
});

/** The current position here of a person with these jobs ('here' is `company`), headline and about. */
const currentHere = (
  company: ProviderCompany,
  jobs: Job[],
  headline = jobs[0]?.[0] ?? '',
  about: string | null = null,
) => {
  const profile = personAt(company, 'Full-time')('p1', 'Alex Example', headline, jobs, about);
  return positionsOf(profile, company).find((p) => p.current && p.here !== null);
};

const MAKERS = [
  companyIn('Dairy', 'Lácteos Sierra Norte'),
  companyIn('Building Materials', 'Westhoek Bouwmaterialen'),
  companyIn('Paper & Forest Products', 'Cartiera Valbrenta'),
  companyIn('Textile Manufacturing', 'Tissage Vosgien'),
];
const SOFTWARE = [
  companyIn('Software Development', 'Kodiak Cloudworks'),
  companyIn('IT Services and IT Consulting', 'Baltic Byte Systems'),
  companyIn('Internet Marketplace Platforms', 'Mercado Rápido'),
];
const OTHERS = [
  companyIn('Hospitals and Health Care', 'Clínica Santa Aurora'),
  companyIn('Civil Engineering', 'Bouwbedrijf Van Dorsten'),
  companyIn('Insurance', 'Assurances du Léman'),
];
/** Each title at each company, as [company name, title, company] rows, so a test names both. */
const every = <U>(
  companies: readonly ProviderCompany[],
  titles: readonly U[],
): [string, U, ProviderCompany][] =>
  companies.flatMap((c) => titles.map((t) => [c.name, t, c] as [string, U, ProviderCompany]));

describe('Dutch "aankoop" (purchasing) is procurement, as the other six languages already were', () => {
  reads(
    'procurement',
    {
      en: ['Purchasing Director', 'Head of Procurement'],
      de: ['Einkaufsleiterin', 'Leiter Beschaffung'],
      fr: ['Directeur Achats', 'Acheteuse matières premières'],
      es: ['Directora de Compras', 'Comprador'],
      nl: [
        'Aankoopdirecteur',
        'Aankoper grondstoffen',
        'Verantwoordelijke aankoop',
        'Aankoopmanager',
        'Hoofd Aankoop',
      ],
      pt: ['Diretor de Compras', 'Compradora'],
      it: ['Responsabile Acquisti', 'Buyer materie prime'],
    },
    ['sales'],
  );
});

describe('a front desk staffed with its security is a guard post, neither information security nor facilities', () => {
  reads(
    'other',
    {
      en: ['Security & Reception', 'Reception and Security', 'Front Desk / Security'],
      de: ['Empfang & Sicherheit', 'Sicherheit und Empfang'],
      fr: ['Accueil et sécurité', 'Sécurité / accueil'],
      es: ['Seguridad y recepción', 'Recepción / seguridad'],
      nl: ['Receptie & beveiliging', 'Beveiliging en receptie'],
      pt: ['Segurança e receção', 'Portaria e segurança'],
      it: ['Sicurezza e reception', 'Portineria e sicurezza'],
    },
    ['security', 'facilities'],
  );
});

describe("a maker's quality assurance is quality, and its plant maintenance is operations", () => {
  const QA = [
    'Quality Assurance Manager',
    'QA Lead',
    'Leiterin Qualitätssicherung',
    "Responsable de l'assurance qualité",
    'Jefa de aseguramiento de calidad',
    'QA-manager',
    'Gestora de garantia da qualidade',
    'Responsabile assicurazione qualità',
  ];
  it.each(every(MAKERS, QA))('%s: "%s" is quality', (_name, title, company) => {
    expect(currentHere(company, [[title, 'here', '2019-01', null]])?.functions).toEqual(['quality']);
  });
  const MAINTENANCE = [
    'Maintenance Technician',
    'Maintenance Manager',
    'Instandhaltungstechniker',
    'Technicien de maintenance',
    'Técnico de mantenimiento',
    'Onderhoudstechnieker',
    'Técnico de manutenção',
    'Tecnico manutenzione',
  ];
  it.each(every(MAKERS, MAINTENANCE))('%s: "%s" is operations', (_name, title, company) => {
    expect(currentHere(company, [[title, 'here', '2019-01', null]])?.functions).toEqual(['operations']);
  });
  it.each(
    every(MAKERS, [
      'Building Maintenance Technician',
      'Facility Manager',
      'Technicien de maintenance des bâtiments',
    ]),
  )('%s: "%s" — at a maker: the buildings and offices stay facilities', (_name, title, company) => {
    expect(currentHere(company, [[title, 'here', '2019-01', null]])?.functions).toEqual(['facilities']);
  });
  it.each(every([...SOFTWARE, ...OTHERS], ['Quality Assurance Manager', 'QA Lead']))(
    '%s: "%s" — elsewhere QA stays software testing (engineering)',
    (_name, title, company) => {
      expect(currentHere(company, [[title, 'here', '2019-01', null]])?.functions).toEqual(['engineering']);
    },
  );
  it.each(every(MAKERS, ['Software QA Engineer', 'QA Automation Lead', 'QA Manager (mobile apps)']))(
    '%s: "%s" — a software word keeps QA in engineering at a maker too',
    (_name, title, company) => {
      expect(currentHere(company, [[title, 'here', '2019-01', null]])?.functions).toEqual(['engineering']);
    },
  );
  it.each(every([...SOFTWARE, ...OTHERS], ['Maintenance Technician', 'Technicien de maintenance']))(
    '%s: "%s" — elsewhere maintenance stays facilities',
    (_name, title, company) => {
      expect(currentHere(company, [[title, 'here', '2019-01', null]])?.functions).toEqual(['facilities']);
    },
  );
});

describe('a headline that only names the company is no title', () => {
  it.each([...SOFTWARE, ...MAKERS, ...OTHERS].map((c) => [c.name, c] as const))('%s', (_name, company) => {
    expect(headlineTitle(company.name, company.name)).toBeNull();
    expect(headlineTitle(`${company.name} | Head of Sales`, company.name)).toBe('Head of Sales');
    expect(headlineTitle('Head of Sales', company.name)).toBe('Head of Sales');
    expect(headlineTitle(company.name)).toBe(company.name);
  });
});

describe('"currently manager of…" in an about text says what the person does now', () => {
  it.each([
    ['Currently manager of our export business.', 'sales'],
    ['Fifth generation of the family. Now head of our purchasing team.', 'procurement'],
    ['Joined in 2019, currently leading the recruiting team.', 'talent_acquisition'],
    ['Currently responsible for our marketing campaigns in Benelux.', 'marketing'],
  ])('%s', (about, fn) => {
    for (const company of [...MAKERS, ...OTHERS]) {
      const p = currentHere(company, [['Manager', 'here', '2019-01', null]], 'Manager', about);
      expect(p?.functions[0]).toBe(fn);
    }
  });
  it('"currently" followed by no role says nothing', () => {
    expect(selfDescriptions('Currently based in Ghent. Currently on parental leave.')).toEqual([]);
  });
});

describe("a software company's PM is a product manager", () => {
  const PMS = ['PM', 'PM – Observability', 'Senior PM', 'Lead PM (Payments)', 'PM, Search'];
  it.each(every(SOFTWARE, PMS))('%s: "%s" is product', (_name, title, company) => {
    expect(currentHere(company, [[title, 'here', '2021-01', null]])?.functions).toEqual(['product']);
  });
  it.each(every([...MAKERS, ...OTHERS], ['PM', 'Senior PM']))(
    '%s: "%s" — elsewhere PM stays unread',
    (_name, title, company) => {
      expect(currentHere(company, [[title, 'here', '2021-01', null]])?.functions).toEqual([]);
    },
  );
});

describe('a feminine title reads as the masculine one: same level, same function', () => {
  const PAIRS: [string, string][] = [
    ['Key Account Manager', 'Key Account Managerin'],
    ['Office Manager', 'Office Managerin'],
    ['Brand Manager', 'Brand Managerin'],
    ['Product Manager', 'Product Managerin'],
    ['Project Manager', 'Project Managerinnen'],
    ['Vorstand', 'Vorständin'],
    ['Vorstand Finanzen', 'Vorständin Finanzen'],
    ['Gerente de compras', 'Gerenta de compras'],
    ['Gerente comercial', 'Gerenta comercial'],
    ['Abteilungsleiter Vertrieb', 'Abteilungsleiterin Vertrieb'],
    ['Directeur commercial', 'Directrice commerciale'],
    ['Director Financiero', 'Directora Financiera'],
    ['Diretor de Marketing', 'Diretora de Marketing'],
    ['Direttore vendite', 'Direttrice vendite'],
    ['Bedrijfsleider', 'Bedrijfsleidster'],
  ];
  it.each(every([EVAL_COMPANY, ...MAKERS, ...SOFTWARE], PAIRS))(
    '%s: %s',
    (_name, [male, female], company) => {
      const he = currentHere(company, [[male, 'here', '2019-01', null]]);
      const she = currentHere(company, [[female, 'here', '2019-01', null]]);
      expect(she?.levels).toEqual(he?.levels);
      expect(she?.functions).toEqual(he?.functions);
    },
  );
  it('the masculine forms are read as before', () => {
    expect(readTitle('Key Account Manager').level).toBe('individual');
    expect(readTitle('Vorstand').level).toBe('c_level');
    expect(readTitle('Gerente de compras').level).toBe('manager');
  });
});

describe('staff training and learning is people (HR), in every language', () => {
  reads(
    'people',
    {
      en: ['Training Manager', 'Head of Training'],
      de: [
        'Trainingsmanagerin',
        'Leiterin Weiterbildung',
        'Schulungsleiter',
        'Referentin Personalentwicklung',
      ],
      fr: [
        'Responsable de la formation',
        'Responsable formation continue',
        'Chargée de formation',
        'Directrice de la formation',
      ],
      es: ['Jefa de formación', 'Responsable de formación interna', 'Coordinador de formación'],
      nl: ['Verantwoordelijke vorming', 'Hoofd opleidingen', 'Coördinator opleiding'],
      pt: ['Responsável pela formação', 'Coordenadora de formação'],
      it: ['Responsabile della formazione', 'Coordinatrice formazione del personale'],
    },
    ['engineering', 'operations'],
  );
});
