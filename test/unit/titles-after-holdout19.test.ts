import { describe, expect, it } from 'vitest';
import type { ProviderProfile } from '../../functions/core/profile.js';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import type { ProfessionalFunction } from '../../functions/core/vocabulary/functions.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 19 (issue 22). Holdout 19 (an Estonian e-signature SaaS, a Danish toy
 * maker) had untidy rosters: vague internal titles ("Specialist", "Lead", "Graduate Trainee", "KAM",
 * "Development Engineer II") whose function only the headline or the about text gives; "workplace IT" read
 * as facilities; a mould engineer read as a software engineer. Generated tables: titles in seven languages
 * at employers in no labelled set.
 */

const SITES = ['', ' – Brauhaus Kellermann GmbH', ', Moinhos do Alentejo SA', ' (Ceramiche Valdarno)'];
const { reads } = titleTables(SITES);

describe('workplace IT is IT; the workplace alone stays facilities', () => {
  reads(
    'it',
    {
      en: ['Workplace IT Specialist', 'IT Workplace Engineer', 'Head of Workplace IT'],
      de: ['Workplace-IT-Administrator', 'Teamleiterin Workplace IT'],
      fr: ['Technicien Workplace IT', 'Responsable IT Workplace'],
      es: ['Técnico de Workplace IT', 'Responsable de IT Workplace'],
      nl: ['Workplace IT-beheerder', 'Medewerker Workplace IT'],
      pt: ['Técnico de IT Workplace', 'Gestora de Workplace IT'],
      it: ['Tecnico Workplace IT', 'Responsabile IT Workplace'],
    },
    ['facilities'],
  );
  it('a workplace manager or workplace experience lead keeps the premises', () => {
    for (const title of ['Workplace Manager', 'Workplace Experience Lead', 'Workplace Services Coordinator'])
      expect(readTitle(title).functions[0]).toBe('facilities');
  });
});

describe('mould, tooling, plastics and materials engineers are hardware engineers (ISCO 2144, 2149)', () => {
  reads(
    'hardware_engineering',
    {
      en: ['Mould Engineer', 'Mold Engineer', 'Tooling Engineer', 'Plastics Engineer', 'Materials Engineer'],
      de: ['Werkzeugbauingenieur', 'Ingenieurin Kunststofftechnik', 'Formenbau-Ingenieur'],
      fr: ['Ingénieur outillage', 'Ingénieure des moules', 'Ingénieur matériaux'],
      es: ['Ingeniero de Moldes', 'Ingeniera de utillajes', 'Ingeniero de plásticos'],
      nl: ['Matrijzenontwerper', 'Kunststof engineer'],
      pt: ['Engenheiro de Moldes', 'Engenheira de Ferramentas', 'Engenheiro de Materiais'],
      it: ['Ingegnere stampi', 'Ingegnera dei materiali'],
    },
    ['engineering'],
  );
  it('the tooling of developers is software', () => {
    for (const title of ['Developer Tooling Engineer', 'Build Tooling Engineer'])
      expect(readTitle(title).functions[0]).toBe('engineering');
  });
  it('"Mech." is spelled out as mechanical', () => {
    expect(readTitle('Mech. Engineer').functions).toEqual(['hardware_engineering']);
    expect(readTitle('Mech. engineer – NPD').functions[0]).toBe('hardware_engineering');
  });
});

describe('planning of demand and management control, in the languages that lacked them', () => {
  reads('operations', {
    es: ['Planificación de la demanda', 'Técnica de planificación'],
    fr: ['Planification de la production'],
    pt: ['Planejamento de demanda'],
    it: ['Pianificazione della domanda'],
  });
  reads('finance', {
    fr: ['Contrôle de gestion', 'Responsable contrôle de gestion'],
    es: ['Control de gestión'],
    pt: ['Controlo de Gestão'],
    it: ['Controllo di gestione'],
  });
});

/** A person whose only current job here is `title`, with `headline` and `about`, at a company named `company`. */
const person = (
  title: string,
  headline: string | null,
  about: string | null = null,
  more: ProviderProfile['experience'] = [],
): ProviderProfile => bareProfile({ headline, about, experience: [roleAt(title), ...more] });
const COMPANIES = [
  'Acme Robotics',
  'Brauhaus Kellermann GmbH',
  'Moinhos do Alentejo SA',
  'Ceramiche Valdarno',
];
const here = (profile: ProviderProfile, name: string) => {
  const company = bareCompany({ name });
  const fixed = {
    ...profile,
    experience: profile.experience.map((e) => (e.company_id === 42 ? { ...e, company: name } : e)),
  };
  return positionsOf(fixed, company).find((p) => p.here !== null && p.current);
};

describe("a vague title takes its function from the person's own headline", () => {
  const ROWS: readonly [string, string, string, ProfessionalFunction][] = [
    ['en', 'Specialist II', 'Demand & supply planning | S&OP', 'operations'],
    ['en', 'Graduate Trainee', 'Graduate Trainee – Supply Chain', 'operations'],
    ['en', 'KAM', 'Key Account Manager Benelux (retail chains)', 'sales'],
    ['en', 'Development Engineer II', 'Mech. engineer – new product development', 'hardware_engineering'],
    ['de', 'Spezialistin', 'Einkäuferin Verpackung | Rohstoffe', 'procurement'],
    ['de', 'Referentin', 'Referentin · Talent Acquisition', 'talent_acquisition'],
    ['fr', 'Chargée de mission', 'Contrôle de gestion industriel', 'finance'],
    ['es', 'Especialista', 'Planificación de la demanda y S&OP', 'operations'],
    ['nl', 'Medewerker', 'Inkoop verpakkingen', 'procurement'],
    ['pt', 'Especialista II', 'Engenheiro mecânico – moldes', 'hardware_engineering'],
    ['it', 'Specialista', 'Buyer materie prime', 'procurement'],
  ];
  it.each(ROWS.flatMap((row) => COMPANIES.map((co) => [...row, co] as const)))(
    '%s: "%s" with headline "%s" is %s (at %s)',
    (_lang, title, headline, fn, co) => {
      const p = here(person(title, headline), co);
      expect(p?.functions[0]).toBe(fn);
      expect(p?.title.startsWith(title)).toBe(true);
    },
  );
  it('a title that names its function keeps it, whatever the headline says', () => {
    expect(
      here(person('Software Engineer', 'Recruiter | Talent Acquisition'), 'Acme Robotics')?.functions,
    ).toEqual(['engineering']);
  });
  it("a headline segment naming the company is not the person's job", () => {
    const p = here(person('Specialist', 'Specialist @ Acme Data Analytics'), 'Acme Data Analytics');
    expect(p?.functions).toEqual([]);
  });
  it('a headline segment that is the start of the company name is not a job either', () => {
    const p = here(person('Specialist', 'Specialist – Quinta Alva Hotéis'), 'Quinta Alva Hotéis & Resorts');
    expect(p?.functions).toEqual([]);
  });
  it("a founder's, partner's or executive's title keeps its reading: the headline adds no function", () => {
    for (const [title, headline] of [
      ['Fundador e Presidente do Conselho de Administração', 'Fundador – Grupo Hoteleiro | Hotelaria'],
      ['Socio, Head of Consulenza Aziendale', 'Socio | Dottore Commercialista'],
      ['Chief Executive', 'Chief Executive | Software Engineering'],
    ] as const)
      expect(here(person(title, headline), 'Acme Robotics')?.functions).not.toContain(
        readTitle(headline.split(' | ')[1] ?? '').functions[0],
      );
  });
  it('a headline that restates the title with the machine it maintains is read whole', () => {
    const p = here(
      person('Maintenance Technician', 'Maintenance Technician (injection moulding machines)'),
      'Acme Robotics',
    );
    expect(p?.functions).not.toContain('facilities');
    expect(here(person('Maintenance Technician', null), 'Acme Robotics')?.functions).toEqual(['facilities']);
  });
  it('someone with a current job elsewhere keeps the vague title here: their headline may be about that job', () => {
    const p = here(
      person('Executive Search (retained)', 'Headhunter | Partner at Nordic Search', null, [
        roleAt('Partner', { company: 'Nordic Search', company_id: 7 }),
      ]),
      'Acme Robotics',
    );
    expect(p?.functions).toEqual([]);
  });
});

describe('a vague title whose about text says what team its holder runs', () => {
  const ROWS: readonly [string, string, ProfessionalFunction][] = [
    [
      'Lead',
      'I lead the platform team (6 engineers): Kubernetes, CI/CD and our HSM integrations.',
      'engineering',
    ],
    [
      'Digital Lead',
      'I run a team of 5 app developers building the companion apps for our connected toys.',
      'engineering',
    ],
    ['Lead', 'I manage the accounts payable team and the month-end close.', 'finance'],
    ['Coordinator', 'We run the recruiting team for our three plants.', 'talent_acquisition'],
  ];
  it.each(ROWS.flatMap((row) => COMPANIES.map((co) => [...row, co] as const)))(
    '"%s" with "%s" is %s and leads (at %s)',
    (title, about, fn, co) => {
      const p = here(person(title, title, about), co);
      expect(p?.functions[0]).toBe(fn);
      expect(['owner', 'c_level', 'vp', 'head', 'manager']).toContain(p?.level);
    },
  );
  it('an about text that names no team leaves a bare "Lead" an individual without a function', () => {
    const p = here(person('Lead', 'Lead', 'Coffee, cycling and clean spreadsheets.'), 'Acme Robotics');
    expect(p?.functions).toEqual([]);
    expect(p?.level).toBe('individual');
  });
});

describe("compliance whose holder's own words name information-security standards is information security", () => {
  const ROWS: readonly [string, string, string][] = [
    ['en', 'GRC Specialist', 'Governance, Risk & Compliance | ISO 27001'],
    ['en', 'Compliance Analyst', 'Compliance Analyst | SOC 2 & ISO 27001 audits'],
    ['de', 'Compliance-Referentin', 'Compliance · ISMS nach ISO/IEC 27001'],
    ['fr', 'Chargée de conformité', 'Conformité et sécurité de l’information (ISO 27001)'],
    ['es', 'Técnico de cumplimiento', 'Cumplimiento normativo – seguridad de la información'],
    ['nl', 'Compliance officer', 'Compliance officer | informatiebeveiliging & NIS2'],
    ['pt', 'Analista de Conformidade', 'Conformidade | TISAX e ISO 27001'],
    ['it', 'Specialista Compliance', 'Compliance e sicurezza delle informazioni'],
  ];
  it.each(ROWS.flatMap((row) => COMPANIES.map((co) => [...row, co] as const)))(
    '%s: "%s" with headline "%s" is security, then compliance (at %s)',
    (_lang, title, headline, co) => {
      const p = here(person(title, headline), co);
      expect(p?.functions.slice(0, 2)).toEqual(['security', 'compliance']);
    },
  );
  it('without such words a compliance title stays compliance', () => {
    expect(
      here(person('GRC Specialist', 'Governance, Risk & Compliance | AML & KYC'), 'Acme Robotics')
        ?.functions[0],
    ).toBe('compliance');
    expect(
      here(person('Compliance Officer', 'Compliance Officer | Dora Lindqvist'), 'Acme Robotics')
        ?.functions[0],
    ).toBe('compliance');
  });
});
