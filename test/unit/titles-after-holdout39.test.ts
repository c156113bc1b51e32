import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 39 (issue 22). Holdout 39's Poznań dental-practice software company had its
 * dentists ("Zahnärztin", "lekarz dentysta", "Dental Director") read as nothing and its "Clinical Advisor" as
 * clinical research, a "Senior PM" whose headline names the product's area ("patient communication") read as
 * communications, and a "Team Lead" whose headline names only a Java/Kotlin stack read as nothing; its Austrian
 * timber-house builder had architects, structural designers and building physicists read as nothing and its
 * technical managing director as software engineering. Generated tables: the same titles at employers and
 * industries in no labelled set (an orthodontics chain, a hospital group, a modular-home maker, a bridge builder).
 */

const SITES = [
  '',
  ' – Ortho Smile Kliniken',
  ' | Modulhaus Alpenland',
  ', Puentes del Ebro',
  ' (Groupe Santé Rhône)',
];
const { reads } = titleTables(SITES);

describe('dentists and clinical experts give clinical care, not clinical research', () => {
  reads(
    'clinical',
    {
      de: ['Zahnärztin', 'Zahnarzt', 'Zahnmedizinerin', 'Leiterin Zahnmedizin', 'Klinische Beraterin'],
      en: ['Dental Director', 'Dentist', 'Dental Surgeon', 'Dental Advisor'],
      fr: [
        'Chirurgien-dentiste',
        'Chirurgienne-dentiste',
        'Directrice dentaire',
        'Conseillère clinique',
        'Expert clinique',
      ],
      es: ['Odontóloga', 'Dentista', 'Director Odontológico', 'Asesora Clínica', 'Consultor Clínico'],
      it: ['Odontoiatra', 'Direttore Odontoiatrico', 'Consulente Clinico'],
      pt: ['Dentista', 'Médica Dentista', 'Consultora Clínica'],
      nl: ['Tandarts', 'Tandarts-orthodontist', 'Klinisch adviseur'],
      pl: ['Lekarz dentysta', 'Lekarz stomatolog', 'lek. dent.'],
    },
    ['research', 'physicians'],
  );
  it.each(['Clinical Advisor', 'Senior Clinical Adviser', 'Clinical Expert', 'Clinical Consultant'])(
    '"%s" brings clinical care to the company\'s clinical work: clinical first, clinical research beside',
    (title) => {
      expect(readTitle(title).functions).toEqual(['clinical', 'research']);
    },
  );
  it.each([
    ['Clinical Research Advisor', 'research'],
    ['Clinical Trial Manager', 'research'],
    ['Clinical Research Associate', 'research'],
    ['Dental Sales Representative', 'sales'],
  ])('"%s" keeps its own reading: %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
});

describe("a building's structural design and building physics are engineering's planning (hardware engineering)", () => {
  reads(
    'hardware_engineering',
    {
      de: [
        'Tragwerksplanerin',
        'Tragwerksplaner',
        'Leiter Tragwerksplanung',
        'Bauphysikerin',
        'Bauphysik',
        'Bauphysik & Energieberatung',
      ],
      en: ['Building Physicist', 'Building Physics Engineer', 'Structural Designer'],
      fr: ['Ingénieure physique du bâtiment', 'Chargé de thermique du bâtiment'],
      es: ['Técnica de Física de la Construcción'],
      it: ['Tecnico di Fisica Tecnica Edilizia'],
      pt: ['Engenheira de Física das Construções'],
      nl: ['Bouwfysicus', 'Adviseur Bouwfysica'],
    },
    ['design', 'engineering'],
  );
});

const here = (title: string, industry: string, headline: string | null = null) =>
  positionsOf(bareProfile({ headline, experience: [roleAt(title)] }), bareCompany({ industry })).find(
    (p) => p.current && p.here !== null,
  );

describe('a builder, construction or architecture firm: its architects plan buildings, its technical MD runs production', () => {
  const BUILDERS = [
    'Construction',
    'Timber House Construction',
    'Architecture & Planning',
    'Civil Engineering',
    'Prefabricated Buildings',
  ];
  it.each([
    'Architektin',
    'Architekt',
    'Architecte',
    'Arquitecta',
    'Arquiteto',
    'Architetto',
    'Project Architect',
    'Senior Architect',
  ])('"%s" at a builder is architecture (its own function since holdout 46), not software', (title) => {
    for (const industry of BUILDERS) expect(here(title, industry)?.functions).toEqual(['architecture']);
  });
  it.each([
    'Solution Architect',
    'Software Architect',
    'Enterprise Architekt',
    'Lösungsarchitekt',
    'IT-Architektin',
    'Cloud Architect',
  ])('at a builder, "%s" keeps its own reading', (title) => {
    for (const industry of BUILDERS)
      expect(here(title, industry)?.functions).not.toContain('hardware_engineering');
  });
  it.each(['Architect', 'Architekt'])('at a software company, "%s" is no building architect', (title) => {
    expect(here(title, 'Software Development')?.functions).not.toContain('hardware_engineering');
  });
  it.each([
    'Technischer Geschäftsführer',
    'Technische Geschäftsführerin',
    'Geschäftsführer Technik',
    'Technical Director',
    'Directeur technique',
    'Directora Técnica',
    'Direttore Tecnico',
    'Technisch directeur',
    'Diretor Técnico',
  ])('at a builder, "%s" runs production and engineering, not software', (title) => {
    for (const industry of [
      'Construction',
      'Timber House Construction',
      'Prefabricated Buildings',
      'Home Builders',
    ]) {
      const fns = here(title, industry)?.functions ?? [];
      expect(fns[0]).toBe('operations');
      expect(fns).not.toContain('engineering');
    }
    expect(here(title, 'Software Development')?.functions[0]).not.toBe('operations');
  });
});

describe("a bare title's function from its headline", () => {
  it.each([
    'Senior PM · patient communication',
    'PM | Billing & invoicing',
    'Lead PM – Customer messaging',
    'Senior PM · Marketing automation',
    'PM · HR module',
  ])('at a software company, a PM whose headline reads "%s" manages a product', (headline) => {
    const title = headline.split(/\s*[·|–]\s*/)[0] ?? '';
    const p = here(title, 'Software Development', headline);
    expect(p?.functions[0]).toBe('product');
    expect(p?.functions).toHaveLength(1);
  });
  it.each([
    ['Team Lead', 'Team Lead – Scheduling squad | Java/Kotlin'],
    ['Teamleiter', 'Teamleiter | C# / .NET'],
    ['Chef d’équipe', 'Chef d’équipe – Squad Paiements | PHP/Symfony'],
    ['Responsable de equipo', 'Responsable de equipo | Python / Django'],
    ['Capo team', 'Capo team · Swift, Kotlin'],
    ['Teamlead', 'Teamlead | Go / Kubernetes'],
  ])('"%s" whose headline names a programming stack ("%s") leads software engineers', (title, headline) => {
    for (const industry of ['Software Development', 'Hospitals and Health Care', 'Retail']) {
      const p = here(title, industry, headline);
      expect(p?.functions).toEqual(['engineering']);
      expect(p?.level).not.toBe('individual');
    }
  });
  it('a bare "Lead" whose headline names a stack is an engineer (a lead developer, not necessarily a manager)', () => {
    expect(here('Lead', 'Software Development', 'Lead · TypeScript, React & Node.js')?.functions).toEqual([
      'engineering',
    ]);
  });
  it('a headline that names a function outright still wins over a stack', () => {
    expect(
      here('Team Lead', 'Software Development', 'Team Lead | Data engineering | Python/SQL')?.functions[0],
    ).toBe('data_engineering');
  });
  it('a headline with no stack leaves a bare title bare', () => {
    expect(here('Team Lead', 'Software Development', 'Team Lead – Scheduling squad')?.functions).toEqual([]);
  });
});
