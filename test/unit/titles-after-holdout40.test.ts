import { describe, expect, it } from 'vitest';
import type { ProviderProfile } from '../../functions/core/profile.js';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 40 (issue 22). Holdout 40's Limerick group of veterinary practices had its equine
 * and locum vets, a rotating intern (small animal) and an "Associate" whose headline says "Associate Vet" read as
 * nothing, its veterinary surgeons as physicians, its group clinical director as clinical research, its care
 * assistants as vets, its practice managers and a "Manager" who runs a hospital as nothing, a head of business
 * development who buys practices as sales and a bare "Director" who is still a director and shareholder as a
 * department director; its Antwerp construction-software company had its chairman ("Voorzitter Raad van Bestuur")
 * read as the chief executive and a "Projectleider" who rolls the software out at customers as an operations project
 * manager. Generated tables: the same titles at employers and industries in no labelled set (a pet-hospital chain, a
 * zoo, a dental group, an equestrian centre, a care-home group).
 */

const SITES = [
  '',
  ' – PetCare Kliniken Süd',
  ' | Zoo de Lisboa',
  ', Clínica Dental Ebro',
  ' (Centre Équestre du Lac)',
];
const { reads } = titleTables(SITES);

describe('vets, by any of their names, give clinical care: neither physicians nor nurses nor researchers', () => {
  reads(
    'clinical',
    {
      en: [
        'Vet',
        'Equine Vet',
        'Locum Vet',
        'Veterinary Surgeon',
        'Locum Veterinary Surgeon',
        'Vet Surgeon',
        'Veterinarian',
        'Small Animal Vet',
        'Rotating Intern (Small Animal)',
        'Equine Intern',
      ],
      de: ['Tierarzt', 'Tierärztin', 'Kleintierärztin', 'Fachtierarzt für Pferde', 'Pferdetierarzt'],
      fr: ['Vétérinaire', 'Chirurgien vétérinaire', 'Vétérinaire équin', 'Interne petits animaux'],
      es: ['Veterinario', 'Veterinaria equina', 'Cirujano veterinario', 'Interna de pequeños animales'],
      pt: ['Médico Veterinário', 'Médico Veterinário – Equino', 'Cirurgião veterinário', 'Veterinária'],
      it: ['Veterinario', 'Medico veterinario', 'Chirurgo veterinario', 'Veterinaria piccoli animali'],
      nl: ['Dierenarts', 'Paardendierenarts', 'Dierenarts gezelschapsdieren'],
    },
    ['physicians', 'nursing', 'research'],
  );
  it.each([
    ['Veterinary Sales Representative', 'sales'],
    ['Oberärztin', 'physicians'],
    ['Assistenzarzt', 'physicians'],
    ['Orthopaedic Surgeon', 'physicians'],
    ['Kinderzahnärztin', 'clinical'],
  ])('"%s" keeps its own reading: %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
});

describe('a locum stands in on a freelance engagement: a contractor, in seven languages', () => {
  it.each([
    'Locum Vet',
    'Locum Veterinary Surgeon',
    'Locum Consultant Anaesthetist',
    'Vertretungstierärztin',
    'Vétérinaire remplaçante',
    'Veterinario sustituto',
    'Médica veterinária substituta',
    'Veterinario sostituto',
    'Waarnemend dierenarts',
  ])('"%s" is a contractor', (title) => {
    expect(readTitle(title).engagement).toBe('contractor');
  });
  it.each(['Vet', 'Veterinary Surgeon', 'Tierärztin', 'Dierenarts'])('"%s" is an employee', (title) => {
    expect(readTitle(title).engagement).toBe('employee');
  });
});

describe('a company named like a horse is no vet', () => {
  it.each(['Equinix Coordinator', 'Equinox Coordinator'])('"%s" is not clinical', (title) => {
    expect(readTitle(title).functions).not.toContain('clinical');
  });
});

describe("a practice's veterinary nurses, technicians and care assistants are nursing, apart from the vets", () => {
  reads(
    'nursing',
    {
      en: [
        'Veterinary Nurse',
        'RVN',
        'Registered Veterinary Nurse',
        'Student Veterinary Nurse',
        'Veterinary Care Assistant',
        'Animal Care Assistant',
        'Care Assistant',
        'Veterinary Technician',
        'Veterinary Assistant',
      ],
      de: ['Tiermedizinische Fachangestellte', 'Tierarzthelferin', 'Tierärztliche Fachangestellte'],
      fr: ['Auxiliaire vétérinaire', 'Auxiliaire spécialisée vétérinaire', 'Assistante vétérinaire'],
      es: [
        'Auxiliar de veterinaria',
        'Auxiliar veterinario',
        'Asistente veterinario',
        'Enfermera veterinaria',
      ],
      pt: ['Enfermeira Veterinária', 'Auxiliar veterinário', 'Assistente veterinária'],
      it: ['Assistente veterinario', 'Infermiere veterinario'],
      nl: ['Dierenartsassistente', 'Paraveterinair', 'Veterinair verpleegkundige'],
    },
    ['clinical', 'physicians'],
  );
  it.each(['Customer Care Assistant', 'Client Care Assistant', 'Guest Care Assistant'])(
    '"%s" answers customers: no nurse',
    (title) => {
      expect(readTitle(title).functions).not.toContain('nursing');
    },
  );
});

describe('a clinical director or clinical lead runs clinical care, not clinical research', () => {
  reads(
    'clinical',
    {
      en: [
        'Clinical Director',
        'Group Clinical Director',
        'Regional Clinical Director',
        'Deputy Clinical Director',
        'Clinical Lead',
        'Head of Clinical Services',
      ],
      de: ['Klinischer Direktor', 'Klinische Leiterin'],
      fr: ['Directeur clinique', 'Directrice clinique'],
      es: ['Director clínico', 'Directora Clínica'],
      pt: ['Diretor Clínico', 'Diretora Clínica'],
      it: ['Direttore clinico', 'Direttrice clinica'],
      nl: ['Klinisch directeur', 'Klinisch leider'],
    },
    ['research', 'physicians'],
  );
  it.each(['Group Clinical Director', 'Clinical Director', 'Diretora Clínica'])('"%s" is a head', (title) => {
    expect(readTitle(title).levels).toContain('head');
  });
  it.each([
    'Head of Clinical Operations',
    'Clinical Operations Director',
    'Clinical Research Lead',
    'Head of Clinical Development',
    'Clinical Trial Manager',
  ])('"%s" stays clinical research', (title) => {
    expect(readTitle(title).functions[0]).toBe('research');
  });
});

describe("a practice manager runs the practice's operations", () => {
  reads('operations', {
    en: ['Practice Manager', 'Veterinary Practice Manager', 'Dental Practice Manager', 'Clinic Manager'],
    de: ['Praxismanagerin', 'Praxisleiterin', 'Praxismanager'],
    fr: ['Responsable de clinique', 'Gestionnaire de cabinet', 'Responsable du cabinet'],
    es: ['Gerente de clínica', 'Responsable de clínica'],
    pt: ['Gestora de clínica', 'Gerente de clínica'],
    it: ['Responsabile di clinica', 'Responsabile della clinica'],
    nl: ['Praktijkmanager', 'Praktijkleider'],
  });
  it.each(['Practice Manager', 'Veterinary Practice Manager', 'Praktijkmanager'])(
    '"%s" is a manager',
    (title) => {
      expect(readTitle(title).levels).toContain('manager');
    },
  );
  it.each([
    ['Security Practice Manager', 'security'],
    ['Data Practice Manager', 'data'],
  ])('"%s" keeps the function it names: %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
});

describe('mergers and acquisitions are corporate development (general management), not sales', () => {
  reads('general_management', {
    en: ['Head of M&A', 'M&A Manager', 'Corporate Development & M&A Director', 'Mergers & Acquisitions Lead'],
    de: ['Leiter M&A', 'Referentin Mergers & Acquisitions'],
    fr: ['Directeur Fusions & Acquisitions', 'Responsable fusions et acquisitions'],
    es: ['Responsable de Fusiones y Adquisiciones'],
    pt: ['Diretora de Fusões e Aquisições'],
    it: ['Responsabile Fusioni e Acquisizioni'],
    nl: ['Manager Fusies & Overnames'],
  });
  it.each(['Talent Acquisition Partner', 'Customer Acquisition Manager'])('"%s" is no M&A', (title) => {
    expect(readTitle(title).functions).not.toContain('general_management');
  });
});

/** The current position here of a profile at a company of `industry` in `country`. */
const here = (profile: Partial<ProviderProfile>, industry: string, country = 'IE', name = 'Acme Robotics') =>
  positionsOf(
    bareProfile(profile),
    bareCompany({
      industry,
      name,
      location: { locality: null, region: null, postal_code: null, country_code: country },
    }),
  ).find((p) => p.current && p.here !== null);

const INDUSTRIES = ['Veterinary Services', 'Hospitals and Health Care', 'Dental Clinics', 'Nursing Homes'];

describe('a bare rank whose about says they run a site is that site operations manager', () => {
  const rows: [string, string][] = [
    ['Manager', 'Running the Northside Small Animal Hospital day to day – rotas, budgets, clients.'],
    ['Manager', 'I run the Ennis practice: rota, stock, budgets and the front desk.'],
    ['Managerin', 'Ich leite die Praxis in Graz: Dienstpläne, Budget, Kundschaft.'],
    ['Responsable', 'Je dirige la clinique de Lyon au quotidien.'],
    ['Gerente', 'Dirijo la clínica de Sevilla en el día a día.'],
    ['Gerente', 'Giro a clínica do Porto no dia a dia.'],
    ['Responsabile', 'Gestisco la clinica di Verona ogni giorno.'],
    ['Manager', 'Ik leid de praktijk in Gent, dag in dag uit.'],
  ];
  it.each(rows)('"%s" whose about reads "%s" runs operations', (title, about) => {
    for (const industry of INDUSTRIES) {
      const p = here({ about, experience: [roleAt(title)] }, industry);
      expect(p?.functions).toEqual(['operations']);
      expect(p?.levels).not.toContain('individual');
    }
  });
  it.each([
    ['Manager', 'Key accounts across the UK and Ireland.'],
    ['Manager', 'Running the company book club and the five-a-side team.'],
    ['Director of Finance', 'Running the Ennis practice finances.'],
  ])('"%s" whose about reads "%s" keeps its reading', (title, about) => {
    const p = here({ about, experience: [roleAt(title)] }, 'Veterinary Services');
    expect(p?.functions).not.toEqual(['operations']);
  });
});

describe('business development that buys companies is corporate development', () => {
  it.each([
    ['Head of Business Development', 'I find and acquire independent practices that join the group.'],
    ['Business Development Director', 'M&A: we buy owner-run clinics across Ireland.'],
    ['Directora de Desarrollo de Negocio', 'Fusiones y adquisiciones de clínicas en España.'],
    ['Responsable Business Development', 'Acquisitions de cabinets vétérinaires en France.'],
    ['Leiter Geschäftsentwicklung', 'Zukäufe von Tierarztpraxen in Bayern.'],
    ['Diretor de Desenvolvimento de Negócios', 'Aquisições de clínicas no norte.'],
    ['Responsabile Sviluppo Business', 'Acquisizioni di cliniche in Lombardia.'],
    ['Hoofd Bedrijfsontwikkeling', 'Overnames van praktijken in Vlaanderen.'],
  ])('"%s" whose about reads "%s" is general management', (title, about) => {
    for (const industry of INDUSTRIES)
      expect(here({ about, experience: [roleAt(title)] }, industry)?.functions).toEqual([
        'general_management',
      ]);
  });
  it.each([
    ['Head of Business Development', 'I find new customers for our pet health plans.'],
    ['Business Development Manager', 'Selling our software to practices across Europe.'],
  ])('"%s" whose about reads "%s" sells', (title, about) => {
    expect(here({ about, experience: [roleAt(title)] }, 'Veterinary Services')?.functions[0]).toBe('sales');
  });
});

describe('a project title at a software company whose writer rolls the software out at customers is implementation', () => {
  const SOFTWARE = ['Software Development', 'SaaS', 'Computer Software'];
  it.each([
    [
      'Projectleider',
      'Ik begeleid bouwbedrijven bij de uitrol van Kernbouw: onboarding, datamigratie en opleiding.',
    ],
    ['Project Manager', 'I run onboarding and data migration for our customers.'],
    ['Projektleiterin', 'Ich begleite Kunden bei der Einführung unserer Software.'],
    ['Chef de projet', 'J’accompagne nos clients dans le déploiement de la plateforme.'],
    ['Jefa de Proyecto', 'Acompaño a los clientes en la implantación del software.'],
    ['Gestora de Projetos', 'Lidero a implementação do software nos clientes.'],
    ['Capo progetto', "Seguo i clienti nell'implementazione della piattaforma."],
  ])('"%s" whose about reads "%s" is customer success (implementation)', (title, about) => {
    for (const industry of SOFTWARE) {
      const p = here({ about, experience: [roleAt(title)] }, industry, 'BE', 'Kernbouw');
      expect(p?.functions).toEqual(['customer_success']);
      expect(p?.title.startsWith(`${title} (`)).toBe(true);
    }
  });
  it('keeps a project manager who rolls out an internal system, or who works at a builder', () => {
    const internal = here(
      { about: 'Rolling out our new ERP to our own finance team.', experience: [roleAt('Project Manager')] },
      'Software Development',
    );
    expect(internal?.functions).toEqual(['operations']);
    const builder = here(
      {
        about: 'Ik begeleid de uitrol van nieuwe werven bij klanten.',
        experience: [roleAt('Projectleider')],
      },
      'Construction',
    );
    expect(builder?.functions).toEqual(['operations']);
  });
});

describe("a Belgian company's raad van bestuur is its board; a Dutch one's its executive board", () => {
  it.each([
    'Voorzitter Raad van Bestuur',
    'Voorzitter van de Raad van Bestuur',
    'Lid van de Raad van Bestuur',
    'Ondervoorzitter Raad van Bestuur',
  ])('"%s" at a Belgian company holds a board seat', (title) => {
    for (const industry of ['Software Development', 'Food Production', 'Banking']) {
      const p = here({ experience: [roleAt(title)] }, industry, 'BE');
      expect(p?.engagement).toBe('board');
      expect(p?.levels).not.toContain('c_level');
    }
  });
  it('"Voorzitter Raad van Bestuur" of a Dutch company is its chief executive', () => {
    const p = here(
      { experience: [roleAt('Voorzitter Raad van Bestuur')] },
      'Hospitals and Health Care',
      'NL',
    );
    expect(p?.engagement).toBe('employee');
    expect(p?.levels).toContain('c_level');
  });
});

describe('a bare "Director" whose about says they sit on the board holds a board seat', () => {
  it.each([
    ['Director', 'Co-founded the first practice with my husband; still a director and shareholder.'],
    ['Director', 'Shareholder and company director since 1994.'],
    ['Directeur', 'Administrateur et actionnaire de la société familiale.'],
    ['Consejera', 'Consejera y accionista de la empresa familiar.'],
    ['Administradora', 'Administradora e acionista da empresa.'],
    ['Amministratore', 'Amministratore e socio della società di famiglia.'],
    ['Bestuurder', 'Bestuurder en aandeelhouder van het familiebedrijf.'],
    ['Verwaltungsrätin', 'Verwaltungsrätin und Gesellschafterin des Familienunternehmens.'],
  ])('"%s" whose about reads "%s" is on the board', (title, about) => {
    for (const industry of INDUSTRIES) {
      const p = here({ about, experience: [roleAt(title)] }, industry);
      expect(p?.engagement).toBe('board');
    }
  });
  it.each([
    ['Director', 'Director of our Cork operations: four practices and 60 staff.'],
    ['Director of Operations', 'Still a director and shareholder.'],
  ])('"%s" whose about reads "%s" is an employee', (title, about) => {
    expect(here({ about, experience: [roleAt(title)] }, 'Veterinary Services')?.engagement).toBe('employee');
  });
});
