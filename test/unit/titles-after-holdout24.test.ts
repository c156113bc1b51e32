import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { EVAL_COMPANY, type Job, personAt } from '../eval/cases.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 24 (issue 22). Holdout 24 (a Utrecht martech SaaS, a French regional
 * airline) had an airline's own trades read as nothing or as something else: pilots ("Commandant de bord" as
 * a ship's master, "OPL", "Chef pilote" as nothing), cabin crew ("PNC" as nothing, "Tripulante de Cabina" as a
 * ship's crew), aircraft mechanics as plant operations and airworthiness engineers as software engineering.
 * They are three functions of their own (`flight_crew`, `cabin_crew`, `aircraft_maintenance`), as a ship's
 * crew is `seafaring`. Flight safety ("Sécurité des Vols") was read as information security, training the
 * crews as HR, and an airline's route-network planning as software engineering. Generated tables: titles in
 * seven languages, at employers and industries in no labelled set.
 */

const SITES = ['', ' – Aerolíneas Cantábricas', ', Noordzee Regional Airways', ' (Alpi Jet SpA)'];
const { reads } = titleTables(SITES);

const companyIn = (industry: string, name: string): ProviderCompany => ({
  ...EVAL_COMPANY,
  id: 4712,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  industry,
});

/** The current position here of a person with this one job. */
const currentHere = (company: ProviderCompany, title: string) => {
  const jobs: Job[] = [[title, 'here', '2019-01', null]];
  const profile = personAt(company, 'Full-time')('p1', 'Alex Example', title, jobs, null);
  return positionsOf(profile, company).find((p) => p.current && p.here !== null);
};

const AIRLINES = [
  companyIn('Airlines and Aviation', 'Aerolíneas Cantábricas'),
  companyIn('Airlines/Aviation', 'Noordzee Regional Airways'),
  companyIn('Air Transport', 'Alpi Jet'),
];
const NOT_AIRLINES = [
  companyIn('Maritime Transportation', 'Rederij Westerschelde'),
  companyIn('Software Development', 'Kodiak Cloudworks'),
  companyIn('Aviation and Aerospace Component Manufacturing', 'Aérostructures du Béarn'),
  companyIn('Hospitals and Health Care', 'Clínica Santa Aurora'),
];
const every = <U>(
  companies: readonly ProviderCompany[],
  titles: readonly U[],
): [string, U, ProviderCompany][] =>
  companies.flatMap((c) => titles.map((t) => [c.name, t, c] as [string, U, ProviderCompany]));

describe('pilots are flight crew', () => {
  reads(
    'flight_crew',
    {
      en: ['Airline Pilot', 'Captain A320', 'First Officer ATR 72', 'Chief Pilot', 'Co-Pilot', 'Pilot'],
      de: ['Flugkapitän', 'Pilotin', 'Verkehrspilot', 'Copilot A320'],
      fr: [
        'Commandant de bord',
        'Officier pilote de ligne',
        'OPL ATR 72-600',
        'Chef pilote',
        'Copilote',
        'Pilote de ligne',
      ],
      es: ['Piloto', 'Copiloto', 'Piloto comercial', 'Comandante de aeronave'],
      nl: ['Verkeersvlieger', 'Piloot', 'Gezagvoerder A320'],
      pt: ['Piloto de linha aérea', 'Copiloto', 'Comandante de voo'],
      it: ['Pilota di linea', 'Primo ufficiale ATR', 'Pilota'],
    },
    ['seafaring', 'cabin_crew', 'operations'],
  );
  it.each([
    'Pilot Program Manager',
    'Pilot Plant Operator',
    'Pilote de projet',
    'Coordinador de proyecto piloto',
  ])('"%s" is no pilot', (title) => expect(readTitle(title).functions).not.toContain('flight_crew'));
});

describe("cabin crew is cabin crew, not a ship's crew", () => {
  reads(
    'cabin_crew',
    {
      en: [
        'Flight Attendant',
        'Cabin Crew Member',
        'Senior Cabin Crew',
        'Purser',
        'Stewardess',
        'Cabin Manager',
      ],
      de: ['Flugbegleiterin', 'Flugbegleiter', 'Kabinenchef'],
      fr: [
        'PNC',
        "Hôtesse de l'air",
        'Steward',
        'Chef de cabine principale',
        'Personnel navigant commercial',
      ],
      es: ['TCP', 'Tripulante de Cabina', 'Auxiliar de vuelo', 'Azafata', 'Sobrecargo', 'Jefa de cabina'],
      nl: ['Stewardess', 'Cabinepersoneel', 'Purser'],
      pt: ['Comissária de bordo', 'Tripulante de cabine', 'Chefe de cabine'],
      it: ['Assistente di volo', 'Capo cabina', 'Hostess di volo'],
    },
    ['seafaring', 'flight_crew'],
  );
  it.each(['Network Engineer TCP/IP', 'Deckhand', 'Tripulante de puente'])('"%s" is no cabin crew', (title) =>
    expect(readTitle(title).functions).not.toContain('cabin_crew'),
  );
});

describe('aircraft maintenance and airworthiness is a function of its own', () => {
  reads(
    'aircraft_maintenance',
    {
      en: [
        'Aircraft Maintenance Engineer B1',
        'Licensed Aircraft Engineer',
        'Aircraft Mechanic',
        'Airworthiness Engineer',
        'CAMO Manager',
        'Part-145 Maintenance Manager',
      ],
      de: ['Fluggerätmechaniker', 'Flugzeugmechanikerin', 'Techniker B1', 'Leiter Lufttüchtigkeit'],
      fr: [
        'Technicien B1',
        'Technicien aéronautique B2',
        'Mécanicien avion',
        'Ingénieur navigabilité',
        'Responsable Part-145',
      ],
      es: [
        'Mecánico de aeronaves',
        'Técnico de mantenimiento de aeronaves',
        'Responsable de aeronavegabilidad',
      ],
      nl: ['Vliegtuigtechnicus', 'Vliegtuigmonteur', 'Engineer B1'],
      pt: ['Mecânico de aeronaves', 'Técnico de manutenção aeronáutica'],
      it: ['Tecnico manutenzione aeronautica', 'Meccanico aeromobili', 'Responsabile aeronavigabilità'],
    },
    ['engineering', 'operations', 'facilities'],
  );
  it.each(['B2B Sales Manager', 'Senior Software Engineer', 'Sprachniveau B2 Kundenservice'])(
    '"%s" is no aircraft maintenance',
    (title) => expect(readTitle(title).functions).not.toContain('aircraft_maintenance'),
  );
});

// Flight safety is its own function since holdout 66 (`flight_safety`), apart from occupational health and safety.
describe('flight safety is safety and training the crews is operations', () => {
  reads(
    'flight_safety',
    {
      en: ['Flight Safety Officer', 'Safety Management System Manager'],
      de: ['Leiter Flugsicherheit'],
      fr: ['Responsable Sécurité des Vols'],
      es: ['Responsable de Seguridad Operacional'],
      nl: ['Manager Vliegveiligheid'],
      pt: ['Gestor de Segurança de Voo'],
      it: ['Responsabile Sicurezza Volo'],
    },
    ['security', 'health_safety'],
  );
  reads(
    'operations',
    {
      en: ['Crew Training Manager', 'Cabin Crew Training Lead'],
      de: ['Leiterin Crew-Schulung'],
      fr: ['Responsable Formation PN', 'Responsable formation équipages'],
      es: ['Jefe de Formación de Tripulaciones'],
      nl: ['Manager Crew Training'],
      pt: ['Coordenador de Formação de Tripulantes'],
      it: ['Responsabile Formazione Equipaggi'],
    },
    ['people', 'cabin_crew', 'flight_crew'],
  );
});

describe("at an airline, a ship's rank is a pilot's, the technical side keeps the aircraft, and the network is planned commercially", () => {
  it.each(every(AIRLINES, ['Captain', 'First Officer', 'Comandante', 'Capitaine', 'Kapitän']))(
    '%s: "%s" is flight crew',
    (_name, title, company) => expect(currentHere(company, title)?.functions).toEqual(['flight_crew']),
  );
  it.each(
    every(AIRLINES, [
      'Directeur technique',
      'Technical Director',
      'Technischer Leiter',
      'Maintenance Technician',
      'Technicien de maintenance',
      'Monteur',
    ]),
  )('%s: "%s" is aircraft maintenance', (_name, title, company) =>
    expect(currentHere(company, title)?.functions).toEqual(['aircraft_maintenance']),
  );
  it.each(
    every(AIRLINES, [
      'Head of Network Planning',
      'Directeur du développement réseau',
      'Analista de planificación de red',
      'Netzplanung Manager',
    ]),
  )('%s: "%s" is revenue management', (_name, title, company) =>
    expect(currentHere(company, title)?.functions).toEqual(['revenue_management']),
  );
  it.each(every(AIRLINES, ['Facility Maintenance Manager (office buildings)', 'IT Network Engineer']))(
    '%s: "%s" keeps its own reading',
    (_name, title, company) =>
      expect(currentHere(company, title)?.functions).not.toContain('aircraft_maintenance'),
  );
  it.each(
    every(NOT_AIRLINES, [
      'Captain',
      'Technical Director',
      'Head of Network Planning',
      'Maintenance Technician',
    ]),
  )('%s: "%s" is read as before, not as an airline\'s', (_name, title, company) => {
    const functions = currentHere(company, title)?.functions ?? [];
    for (const fn of ['flight_crew', 'aircraft_maintenance', 'revenue_management'] as const)
      expect(functions).not.toContain(fn);
  });
});

// Since holdout 66 crew planning at an airline is its operations control centre's (`operations_control`), with crew control.
describe('at an airline, planning and rostering the crews is operations control', () => {
  it.each(
    every(AIRLINES, [
      'Crew Planner',
      'Crew Scheduling Manager',
      'Planificateur équipages',
      'Planificatrice PNC',
      'Planificador de tripulaciones',
      'Crewplanner',
    ]),
  )('%s: "%s" is operations control', (_name, title, company) =>
    expect(currentHere(company, title)?.functions).toEqual(['operations_control']),
  );
});

describe('a bare "Partner" whose headline names a function is that job, outside partnership firms', () => {
  const withHeadline = (company: ProviderCompany, headline: string) => {
    const jobs: Job[] = [['Partner', 'here', '2022-08', null]];
    const profile = personAt(company, 'Full-time')('p1', 'Alex Example', headline, jobs, null);
    return positionsOf(profile, company).find((p) => p.current && p.here !== null);
  };
  const COMPANIES = [
    companyIn('Software Development', 'Kodiak Cloudworks'),
    companyIn('Airlines and Aviation', 'Alpi Jet'),
    companyIn('Retail Apparel and Fashion', 'Moda Levante'),
  ];
  it.each(
    every(COMPANIES, [
      ['Talent Acquisition @ Company | we are hiring!', 'talent_acquisition'],
      ['HR Business Partner – Operations', 'people'],
      ['Recrutement & marque employeur', 'talent_acquisition'],
    ] as const),
  )('%s: %j', (_name, [headline, fn], company) => {
    const p = withHeadline(company, headline);
    expect(p?.functions[0]).toBe(fn);
    expect(p?.levels).not.toContain('owner');
  });
  it.each(
    every(
      [
        companyIn('Law Practice', 'Bufete Almagro'),
        companyIn('Venture Capital and Private Equity Principals', 'Noordkaap Capital'),
      ],
      ['Corporate M&A | Talent & people', 'Recruitment of founders'],
    ),
  )('%s: "%s" keeps the partner an owner', (_name, headline, company) =>
    expect(withHeadline(company, headline)?.levels).toContain('owner'),
  );
});
