import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 38 (issue 22). Holdout 38's Seville solar developer had project developers
 * read as software developers ("Desarrollador de Proyectos", "Director de Desarrollo"), land acquisition and
 * permitting read as nothing, its O&M technicians read as the building's facilities and a French site manager
 * ("Responsable de chantier") as nothing. Generated tables: the same titles at employers and industries in no
 * labelled set (a wind developer, a hydro utility, a real-estate developer).
 */

const SITES = [
  '',
  ' – Eolica Tramontana',
  ' | Windpark Nordheide',
  ', Hidroeléctrica do Douro',
  ' (Parc Solaire Occitanie)',
];
const { reads } = titleTables(SITES);

describe("a developer's project development is a function of its own, not software engineering", () => {
  reads(
    'project_development',
    {
      es: [
        'Desarrollador de Proyectos',
        'Desarrollador de Proyectos Senior',
        'Desarrolladora de Proyectos Renovables',
        'Promotor de Proyectos',
        'Promotora Eólica',
        'Técnica de Adquisición de Terrenos',
        'Técnico de Permisos y Tramitación',
        'Responsable de Licenciamiento',
        'Jefe de Conexión a Red',
      ],
      en: [
        'Project Developer',
        'Senior Project Developer',
        'Head of Project Development',
        'Land Acquisition Manager',
        'Permitting Manager',
        'Grid Connection Manager',
      ],
      de: [
        'Projektentwickler Wind',
        'Projektentwicklerin Solar',
        'Leiter Projektentwicklung',
        'Referent Flächenakquise',
        'Genehmigungsmanager',
        'Netzanschlussplaner',
      ],
      fr: [
        "Chargé d'affaires développement",
        "Chargée d'affaires développement éolien",
        'Développeur de projets',
        'Chef de projet développement éolien',
        'Responsable raccordement',
        'Prospecteur foncier',
      ],
      it: ['Sviluppatore Progetti', 'Responsabile Sviluppo Progetti', 'Addetto acquisizione terreni'],
      pt: ['Desenvolvimento de Projetos', 'Promotor de Projetos', 'Técnica de Licenciamento'],
      nl: ['Projectontwikkelaar', 'Projectontwikkelaar Zon', 'Medewerker Grondverwerving'],
    },
    ['engineering', 'sales'],
  );
  it.each([
    ['Software Developer', 'engineering'],
    ['Desarrollador de Software', 'engineering'],
    ['Frontend Developer', 'engineering'],
    ['Softwareentwickler', 'engineering'],
    ['Ingeniera de Conexión a Red', 'engineering'],
    ['Business Development Manager', 'sales'],
  ])('"%s" develops no projects: %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });

  const here = (title: string, industry: string) =>
    positionsOf(bareProfile({ experience: [roleAt(title)] }), bareCompany({ industry })).find(
      (p) => p.current && p.here !== null,
    )?.functions[0];
  it.each([
    'Director de Desarrollo',
    'Direttore Sviluppo Italia',
    'Chef de Projet Développement',
    'Directeur du développement',
    'Head of Development',
    'Leiter Entwicklung',
  ])('at an energy or real-estate developer, "%s" develops projects', (title) => {
    for (const industry of ['Renewable Energy', 'Wind Power', 'Real Estate', 'Utilities'])
      expect(here(title, industry)).toBe('project_development');
  });
  it.each(['Director de Desarrollo', 'Direttore Sviluppo Italia', 'Head of Development'])(
    'at a software company, "%s" develops no projects',
    (title) => {
      expect(here(title, 'Software Development')).not.toBe('project_development');
    },
  );
  it.each([
    'Director de Desarrollo de Software',
    'Head of Software Development',
    'Head of Product Development',
    'Directeur du développement commercial',
    'Ingeniero de Desarrollo',
  ])('at a solar developer, "%s" keeps its own reading', (title) => {
    expect(here(title, 'Renewable Energy')).not.toBe('project_development');
  });
});

// Since holdout 57 the plants' O&M is power_plant_om, a function under operations: "operations" still covers it.
describe("a plant's operation and maintenance is power_plant_om (under operations), not facilities", () => {
  reads(
    'power_plant_om',
    {
      es: ['Técnico de Operación y Mantenimiento', 'Responsable de Operación y Mantenimiento', 'Técnico O&M'],
      en: ['O&M Technician', 'O&M Manager', 'Operations and Maintenance Technician', 'Wind Technician'],
      fr: [
        'Technicien de maintenance photovoltaïque',
        'Technicienne éolienne',
        "Responsable d'exploitation et maintenance",
      ],
      de: ['Windenergieanlagentechniker', 'Leiter Betrieb und Wartung'],
      it: ['Tecnico fotovoltaico', 'Responsabile operazione e manutenzione'],
      pt: ['Técnico de Operação e Manutenção', 'Técnico solar'],
      nl: ['Monteur Wind', 'Technicus O&M'],
    },
    ['facilities'],
  );
});

describe('a building site is construction', () => {
  reads(
    'construction',
    {
      fr: ['Responsable de chantier', 'Responsable de Chantier', 'Directeur de chantier', 'Chef de chantier'],
      es: ['Director de Construcción', 'Directora de Construcción', 'Jefe de Obra'],
      en: ['Construction Director', 'Head of Construction'],
    },
    ['facilities'],
  );
});

describe("a community's relations are corporate communications, not marketing", () => {
  reads(
    'communications',
    {
      es: ['Técnica de Relaciones Comunitarias', 'Responsable de Relaciones con la Comunidad'],
      en: ['Community Relations Manager', 'Stakeholder Engagement Lead', 'Community Affairs Officer'],
      fr: ['Chargée de relations avec les riverains', 'Responsable relations territoires'],
      de: ['Referentin Bürgerbeteiligung', 'Bürgerdialog Windenergie'],
      it: ['Responsabile relazioni con il territorio'],
      pt: ['Técnica de Relações Comunitárias'],
      nl: ['Omgevingsmanager'],
    },
    ['marketing'],
  );
  it('a community manager stays marketing', () => {
    expect(readTitle('Community Manager').functions[0]).toBe('marketing');
  });
});

describe('a design engineer designs the plant or product (hardware engineering), in Spanish, Italian and Portuguese too', () => {
  reads(
    'hardware_engineering',
    {
      es: ['Ingeniera de Diseño Eléctrico', 'Ingeniero de Diseño', 'Ingeniero de Diseño Civil'],
      it: ['Ingegnere progettista', 'Ingegnere di progettazione elettrica'],
      pt: ['Engenheira de Projeto Elétrico'],
      en: ['Electrical Design Engineer'],
    },
    ['design'],
  );
});

describe('at an energy producer or developer, asset management runs the plants: operations', () => {
  const here = (title: string, industry: string) =>
    positionsOf(bareProfile({ experience: [roleAt(title)] }), bareCompany({ industry })).find(
      (p) => p.current && p.here !== null,
    )?.functions[0];
  it.each([
    'Directora de Gestión de Activos',
    'Head of Asset Management',
    'Asset Manager',
    'Responsabile gestione impianti',
    "Gestionnaire d'actifs",
  ])('"%s"', (title) => {
    for (const industry of ['Renewable Energy', 'Wind Power', 'Utilities', 'Hydroelectric Power Generation'])
      expect(here(title, industry)).toBe('operations');
    expect(here(title, 'Software Development')).not.toBe('operations');
    expect(here(title, 'Investment Management')).not.toBe('operations');
  });
});
