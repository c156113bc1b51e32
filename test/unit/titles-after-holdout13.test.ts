import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import type { ProfessionalFunction } from '../../functions/core/vocabulary/functions.js';
import { kept } from '../fixtures/reading.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 13 (issue 22). Holdout 13 (a Lithuanian e-commerce platform, a
 * Slovenian generics manufacturer) read a "QC Manager", a "Qualified Person (QP)" and a "Pharmacovigilance
 * Officer" as no function, a "Director of Quality (QA & QC)" as software engineering too, a "Senior
 * Formulation Scientist" as nothing, a "Reclutadora IT / Tech Recruiter" as IT and engineering, and a
 * "Delegada de Informação Médica" (a pharma rep) as a physician. Each rule is held by a generated table:
 * templates × seven languages × titles, at employers in no labelled set (a Basel contract manufacturer, a
 * Lyon vaccine plant, a Porto cosmetics lab, a Milan paint maker).
 */

const SITES = ['', ' – Rheinhafen Pharma AG', ', Laboratoires Sainte-Foy', ' (Tintas Norte, Porto)'];
const { rows, reads } = titleTables(SITES);

// Quality control, the qualified person who releases batches, GMP and validation are the quality function
// of any plant or lab; "QA" beside "QC" (or GMP) is product quality assurance, not software testing.
describe('quality control, qualified persons, GMP and validation are quality', () => {
  reads(
    'quality',
    {
      en: [
        'QC Manager',
        'QC Analyst',
        'Quality Control Lab Technician',
        'Qualified Person (QP)',
        'GMP Specialist',
        'Validation Engineer',
        'Cleaning Validation Lead',
        'Head of QA & QC',
        'QA/QC Inspector',
        'Student – QC Lab',
      ],
      de: [
        'Leiterin Qualitätskontrolle',
        'Mitarbeiter Qualitätskontrolle',
        'Validierungsingenieur',
        'Sachkundige Person (QP)',
        'QC-Laborant',
      ],
      fr: [
        'Responsable Contrôle Qualité',
        'Technicien contrôle qualité',
        'Personne qualifiée (QP)',
        'Chargée de validation GMP',
      ],
      es: [
        'Jefe de Control de Calidad',
        'Analista de Control de Calidad',
        'Técnica de validación',
        'Responsable QA/QC',
      ],
      pt: [
        'Técnica de Controlo de Qualidade',
        'Analista de Controle de Qualidade',
        'Especialista em validação',
      ],
      it: ['Responsabile Controllo Qualità', 'Tecnico di laboratorio QC', 'Specialista convalida'],
      nl: ['Medewerker Kwaliteitscontrole', 'QC Analist', 'Validatie specialist'],
    },
    ['engineering'],
  );
  it('software QA and testers stay engineering', () => {
    for (const title of [
      'QA Engineer',
      'QA Automation Engineer',
      'Software QA Lead',
      'Test Automation Engineer',
    ])
      expect(readTitle(title).functions).toEqual(['engineering']);
  });
  it('a GMP quality definition keeps the QC lab and not the software testers', () => {
    expect(
      kept('Quality control: QC analysts and QC managers.', [
        'QC Analyst',
        'Qualified Person & QC Manager',
        'QA Automation Engineer',
        'Data Analyst',
      ]),
    ).toEqual(['QC Analyst', 'Qualified Person & QC Manager']);
  });
});

// Pharmacovigilance (drug safety) and medical science liaisons are functions of their own since holdout 59
// (pharmacovigilance, medical_affairs), no longer read with R&D: not the workplace safety team, not physicians.
describe('pharmacovigilance and drug safety are pharmacovigilance', () => {
  reads(
    'pharmacovigilance',
    {
      en: ['Pharmacovigilance Officer', 'Drug Safety Associate', 'Head of Pharmacovigilance'],
      de: ['Referentin Pharmakovigilanz', 'Leiter Arzneimittelsicherheit'],
      fr: ['Chargée de pharmacovigilance', 'Responsable Pharmacovigilance'],
      es: ['Técnico de Farmacovigilancia', 'Responsable de Farmacovigilancia'],
      pt: ['Técnica de Farmacovigilância', 'Gestora de Farmacovigilância'],
      it: ['Responsabile Farmacovigilanza', 'Addetta alla farmacovigilanza'],
      nl: ['Medewerker Geneesmiddelenbewaking', 'Pharmacovigilance Specialist'],
    },
    ['quality', 'physicians', 'health_safety'],
  );
});

describe('medical science liaisons are medical affairs', () => {
  reads(
    'medical_affairs',
    {
      en: ['Medical Science Liaison', 'MSL Oncology'],
      de: ['Medizinisch-wissenschaftlicher Berater (MSL)'],
      fr: ['Responsable Scientifique Régionale (Medical Science Liaison)'],
      es: ['MSL Cardiología'],
    },
    ['quality', 'physicians'],
  );
});

// A scientist, a formulation or analytical-development chemist works in R&D; a data scientist stays data
// science, a chemical technician or plant operator stays where the occupation table puts them, and
// "scientific" only describes ("Conseillère scientifique" is an advisor, no R&D employee).
describe('scientists, formulation and analytical development are R&D', () => {
  reads(
    'research',
    {
      en: [
        'Senior Formulation Scientist',
        'Scientist II',
        'Analytical Chemist',
        'Head of Analytical Development',
        'Formulation Chemist',
      ],
      de: [
        'Wissenschaftlerin Formulierung',
        'Chemikerin',
        'Laborleiter Analytische Entwicklung',
        'Formulierungsentwickler',
      ],
      fr: ['Chimiste formulation', 'Responsable Développement Analytique', 'Formulatrice'],
      es: ['Científica de Formulación Sénior', 'Técnico de Desarrollo Analítico', 'Formulador'],
      pt: ['Cientista de Formulação', 'Técnica de Desenvolvimento Analítico'],
      it: ['Scienziata della formulazione', 'Chimico formulatore', 'Sviluppo analitico – Specialist'],
      nl: ['Wetenschapper Formulering', 'Scheikundige'],
    },
    ['data_engineering'],
  );
  it('data scientists, chemical technicians and scientific advisors keep their own reading', () => {
    expect(readTitle('Data Scientist').functions).toEqual(['data_science']);
    expect(readTitle('Cientista de Dados').functions).toEqual(['data_science']);
    expect(readTitle('Technicien chimiste').functions).not.toContain('research');
    expect(readTitle('Operador químico').functions).not.toContain('research');
    expect(readTitle('QC Chemist').functions).toEqual(['quality']);
    const advisor = readTitle('Conseillère scientifique (Advisory Board)');
    expect(advisor.engagement).toBe('advisor');
    expect(advisor.functions).not.toContain('research');
  });
});

// A recruiter's title names the field they hire for; the recruiter works in talent acquisition.
describe('a recruiter for a field is talent acquisition, not that field', () => {
  const FIELDS = ['IT', 'Tech', 'Sales', 'Engineering', 'Finance'];
  const byLang: Record<string, string[]> = {
    en: FIELDS.flatMap((f) => [`${f} Recruiter`, `Recruiter – ${f}`, `Senior ${f} Recruiter`]),
    de: FIELDS.map((f) => `${f} Recruiterin`),
    fr: FIELDS.map((f) => `Recruteuse ${f}`),
    es: FIELDS.flatMap((f) => [`Reclutadora ${f}`, `Reclutador ${f} / ${f} Recruiter`]),
    pt: FIELDS.map((f) => `Recrutadora ${f}`),
    it: FIELDS.map((f) => `Reclutatrice ${f}`),
    nl: FIELDS.map((f) => `${f} Recruiter`),
  };
  reads('talent_acquisition', byLang, ['it', 'engineering', 'sales', 'finance']);
  it('an internal-IT definition does not keep the tech recruiter', () => {
    expect(
      kept('IT: system administrators and helpdesk.', [
        'Reclutadora IT / Tech Recruiter',
        'System Administrator',
      ]),
    ).toEqual(['System Administrator']);
  });
  it('a title joining recruiting with another function keeps both', () => {
    expect(readTitle('HR & Recruiting Manager').functions).toEqual(['people', 'talent_acquisition']);
  });
});

// A pharma rep named by the medical information they carry is sales, not a physician.
describe('medical information reps are sales', () => {
  reads(
    'sales',
    {
      pt: ['Delegada de Informação Médica', 'Delegado de Informação Médica'],
      es: ['Delegado de Información Médica', 'Informadora Médica', 'Visitador Médico'],
      it: ['Informatore Scientifico del Farmaco', 'Informatrice medica'],
      de: ['Pharmareferentin'],
      fr: ['Visiteuse médicale'],
      en: ['Medical Sales Representative'],
      nl: ['Artsenbezoeker'],
    },
    ['physicians'],
  );
});

// A chief accountant heads the accounting team in every language, as "Chefbuchhalterin" already did.
describe('a chief accountant is a head of finance', () => {
  const CHIEF_ACCOUNTANTS: Record<string, string[]> = {
    en: ['Chief Accountant', 'Vyriausioji buhalterė / Chief Accountant'],
    de: ['Hauptbuchhalterin', 'Hauptbuchhalter', 'Chefbuchhalter'],
    fr: ['Comptable en chef', 'Chef comptable'],
    es: ['Contable jefe', 'Contador Jefe'],
    pt: ['Contabilista-chefe'],
    it: ['Capo contabile'],
    nl: ['Hoofdboekhouder'],
  };
  it.each(rows(CHIEF_ACCOUNTANTS))('%s: "%s" heads finance', (_lang, title) => {
    const reading = readTitle(title);
    expect(reading.functions[0]).toBe('finance');
    expect(reading.levels).toContain('head');
  });
  it('an accountant is no head', () => {
    expect(readTitle('Accountant').levels).toEqual(['individual']);
    expect(readTitle('Boekhouder').levels).toEqual(['individual']);
  });
});

// A parenthesis holding a whole title glosses the title before it: the outside words say the function.
// One naming an area still says what the words are about.
describe('a parenthesised title is a gloss, a parenthesised area is read whole', () => {
  const GLOSSED: Record<string, [string, ProfessionalFunction][]> = {
    en: [
      ['Brand Manager OTC (Product Manager)', 'marketing'],
      ['Brand Manager Dermocosmetics (Product Manager)', 'marketing'],
    ],
    de: [['Markenmanagerin (Product Manager)', 'marketing']],
    fr: [['Chef de marque (Product Manager)', 'marketing']],
    es: [['Gerente de Marca (Product Manager)', 'marketing']],
    pt: [['Gestora de Marca (Product Manager)', 'marketing']],
    it: [['Brand Manager (Product Manager)', 'marketing']],
    nl: [['Merkmanager (Product Manager)', 'marketing']],
  };
  it.each(
    Object.entries(GLOSSED).flatMap(([lang, pairs]) =>
      // Sites without a comma: a comma joins functions in a title ("Sales, Marketing").
      pairs.flatMap(([title, fn]) =>
        ['', ' – Rheinhafen Pharma AG'].map((site) => [lang, `${title}${site}`, fn] as const),
      ),
    ),
  )('%s: "%s" is %s only', (_lang, title, fn) => {
    expect(readTitle(title).functions).toEqual([fn]);
  });
  it('an area in a parenthesis keeps its reading', () => {
    expect(readTitle('Payroll Specialist (HR)').functions).toEqual(['people']);
    expect(readTitle('Marketing Manager (Product Marketing)').functions).toEqual(['product_marketing']);
    expect(readTitle('Técnico de Sistemas (IT Helpdesk)').functions).toEqual(['it']);
  });
  it('a product-leadership definition does not keep the glossed brand manager', () => {
    expect(
      kept('Product managers and heads of product.', [
        'Brand Manager OTC (Product Manager)',
        'Senior Product Manager',
      ]),
    ).toEqual(['Senior Product Manager']);
  });
});

// Student work is an engagement like an internship: the network's employment type ("Student work",
// "Studentenjob", "Job étudiant") or the title says so, in any language.
describe('student work is an internship', () => {
  const TYPES = [
    'Student work',
    'Student job',
    'Student',
    'Studentenjob',
    'Studentenbaan',
    'Job étudiant',
    'Trabajo de estudiante',
    'Trabalho de estudante',
    'Lavoro da studente',
  ];
  const TITLES = ['QC Lab', 'Laboratorio de control de calidad', 'Logistiek', 'Entwicklung'];
  it.each(TYPES.flatMap((type) => TITLES.map((title) => [type, title] as const)))(
    'employment type "%s": "%s" is an intern',
    (type, title) => {
      expect(readTitle(title, type).engagement).toBe('intern');
    },
  );
  it.each([
    'Student Worker – QC Lab',
    'Student Job Warehouse',
    'Studentenjob Logistiek',
    'Job étudiant – Accueil',
  ])('title "%s" is an intern', (title) => {
    expect(readTitle(title).engagement).toBe('intern');
  });
  it('a student-facing job is no internship', () => {
    expect(readTitle('Student Success Manager', 'Full-time').engagement).toBe('employee');
    expect(readTitle('Student Recruitment Officer').engagement).toBe('employee');
  });
});

// "GRC Lead", "QC Lead", "Pharmacovigilance Lead": a function's lead leads its team, for the governance,
// risk, quality, regulatory, clinical, workplace and finance specialties as for sales or design.
describe("a specialty's lead leads its team", () => {
  const SPECIALTIES = [
    'GRC',
    'Governance',
    'Risk',
    'Privacy',
    'Regulatory Affairs',
    'QC',
    'QHSE',
    'EHS',
    'Clinical Operations',
    'Pharmacovigilance',
    'Medical Affairs',
    'Facilities',
    'Treasury',
    'Tax',
    'Payroll',
    'Internal Audit',
    'UX',
    'Cybersecurity',
    'Sustainability',
  ];
  it.each(SPECIALTIES.flatMap((s) => [`${s} Lead`, `${s} Lead – Rheinhafen Pharma AG`, `Global ${s} Lead`]))(
    '"%s" leads a team',
    (title) => {
      expect(readTitle(title).levels).toContain('manager');
    },
  );
  it('a lead practitioner is still an individual', () => {
    expect(readTitle('Lead Product Designer').levels).toEqual(['individual']);
    expect(readTitle('Lead Auditor').levels).toEqual(['individual']);
  });
});
