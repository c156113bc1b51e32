import { describe, expect, it } from 'vitest';
import type { ProviderProfile } from '../../functions/core/profile.js';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 41 (issue 22). Holdout 41's Dutch greenhouse-vegetable grower had its
 * teeltmanager, hoofdteler, jefa de cultivo, teeltadviseur, teelt- and oogstmedewerkers and a "Specialist" whose about
 * says crop protection read as no function, its Energiemanager as nothing, its "Manager Techniek" as software
 * engineering, its "Hoofd Kwaliteit (QA Manager)" as a manager too, and its sellers who work a market alone as
 * managers; its Barcelona security-awareness SaaS had a "Manager" whose about opens with purchasing read as nothing and
 * a Staff Engineer building the ML platform read as data science only. Generated tables: the same titles at employers
 * and industries in no labelled set (a flower nursery, a mushroom farm, an orchard cooperative, a seed breeder, a
 * garden centre chain).
 */

const SITES = [
  '',
  ' – Bloemenkwekerij De Zon',
  ' | Champiñones La Rioja',
  ', Coopérative fruitière du Léman',
  ' (Sementi Padane)',
];
const { reads } = titleTables(SITES);

describe('greenhouse horticulture and crop trades are agriculture, in seven languages', () => {
  reads(
    'agriculture',
    {
      nl: [
        'Teeltmanager',
        'Teeltmanager tomaat',
        'Hoofdteler',
        'Teler',
        'Teeltmedewerker',
        'Oogstmedewerker',
        'Gewasbeschermingsspecialist',
        'Teeltadviseur',
        'Teeltspecialist',
        'Kasmedewerker',
      ],
      en: [
        'Head Grower',
        'Grower',
        'Crop Manager',
        'Crop Protection Specialist',
        'Crop Advisor',
        'Cultivation Manager',
        'Greenhouse Manager',
        'Harvest Supervisor',
      ],
      de: ['Anbauleiter', 'Anbauberaterin', 'Gärtnermeister Gemüsebau', 'Pflanzenschutzberater'],
      fr: ['Chef de culture', 'Cheffe de culture', 'Conseiller en cultures', 'Serriste', 'Maraîcher'],
      es: [
        'Jefa de Cultivo',
        'Jefe de Cultivo',
        'Técnico de cultivo',
        'Encargado de invernadero',
        'Asesor de cultivos',
        'Técnica de sanidad vegetal',
      ],
      pt: ['Chefe de cultivo', 'Responsável de estufa', 'Técnico de proteção de plantas'],
      it: ['Capo coltivazione', 'Responsabile coltivazione', 'Tecnico di serra', 'Tecnico fitosanitario'],
    },
    ['operations', 'engineering'],
  );
  it.each([
    'Kassamedewerker',
    'Kassa medewerker',
    'Growth Manager',
    'Responsable Culture & Engagement',
    'Head of Company Culture',
    'Raccolta fondi',
    'Director hoteler',
    'Recruiting Coordinator (Greenhouse)',
    'Greenhouse Gas Analyst',
    'Donor Cultivation Officer',
    'Técnico de cultivo celular',
  ])('"%s" is no crop', (title) => {
    expect(readTitle(title).functions).not.toContain('agriculture');
  });
  it.each([
    ['Teeltmanager', 'manager'],
    ['Hoofdteler', 'head'],
    ['Anbauleiter', 'head'],
    ['Chef de culture', 'head'],
    ['Teeltmedewerker', 'individual'],
  ])('"%s" keeps its rank: %s', (title, level) => {
    expect(readTitle(title).levels).toContain(level);
  });
});

describe('an energy manager manages energy: sustainability, in seven languages', () => {
  reads('sustainability', {
    en: ['Energy Manager', 'Energy Efficiency Lead'],
    nl: ['Energiemanager', 'Energie manager'],
    de: ['Energiemanagerin', 'Energiebeauftragter'],
    fr: ["Responsable de l'énergie", "Gestionnaire d'énergie"],
    es: ['Gestora energética', 'Responsable de energía'],
    pt: ['Gestor de energia', 'Responsável pela energia'],
    it: ['Energy manager', "Responsabile dell'energia"],
  });
  it.each(['Greenhouse Gas Analyst', 'GHG Accountant'])('"%s" counts emissions: sustainability', (title) => {
    expect(readTitle(title).functions[0]).toBe('sustainability');
  });
  it.each(['Energy Trader', 'Power Trader', 'Gas Trader'])('"%s" stays trading', (title) => {
    expect(readTitle(title).functions[0]).toBe('trading');
  });
});

const here = (profile: Partial<ProviderProfile>, industry: string | null = null) =>
  positionsOf(bareProfile(profile), bareCompany({ industry }))[0];

describe("a grower's technical manager runs its installations, not software", () => {
  it.each([
    'Manager Techniek',
    'Hoofd Techniek',
    'Teamleider Techniek',
    'Technischer Leiter',
    'Responsable technique',
    'Jefe técnico',
    'Diretor técnico',
    'Direttore tecnico',
    'Technical Manager',
  ])('"%s" at a farm is operations, not engineering', (title) => {
    for (const industry of ['Farming', 'Horticulture']) {
      const p = here({ experience: [roleAt(title)] }, industry);
      expect(p?.functions[0]).toBe('operations');
      expect(p?.functions).not.toContain('engineering');
    }
  });
  it('at a software company, or an agricultural-technology one, it keeps its reading', () => {
    expect(here({ experience: [roleAt('Manager Techniek')] }, 'Computer Software')?.functions).toEqual([
      'engineering',
    ]);
    expect(here({ experience: [roleAt('Manager Techniek')] }, 'Agricultural Technology')?.functions).toEqual([
      'engineering',
    ]);
  });
});

describe("a software builder's noun beside machine learning builds software: engineering first, ML beside", () => {
  reads(
    'engineering',
    {
      en: [
        'Staff Engineer (ML platform)',
        'Staff Engineer, ML Platform',
        'Software Engineer (ML)',
        'ML Platform Engineer',
        'Senior Software Engineer – Machine Learning',
      ],
      de: ['Softwareentwickler (Machine Learning)'],
      fr: ['Développeur backend (IA)'],
      es: ['Desarrolladora backend (Machine Learning)'],
      pt: ['Desenvolvedor backend – Machine Learning'],
      it: ['Sviluppatore backend (Machine Learning)'],
      nl: ['Backend ontwikkelaar (Machine Learning)'],
    },
    [],
  );
  it.each(['Staff Engineer (ML platform)', 'ML Platform Engineer', 'Software Engineer (ML)'])(
    '"%s" does machine learning too',
    (title) => {
      expect(readTitle(title).functions).toContain('data_science');
    },
  );
  it.each([
    'ML Engineer',
    'Machine Learning Engineer',
    'Data Scientist',
    'Senior Data Scientist, ML Platform',
  ])('"%s" stays data science', (title) => {
    expect(readTitle(title).functions[0]).toBe('data_science');
  });
  it('a bare "Staff Engineer" whose headline names the ML platform is read with it', () => {
    const p = here(
      { headline: 'Staff Engineer · ML platform', experience: [roleAt('Staff Engineer')] },
      'Computer and Network Security',
    );
    expect(p?.functions[0]).toBe('engineering');
    expect(p?.functions).toContain('data_science');
    expect(p?.level).toBe('individual');
  });
});

describe('a bracket restating a title at a lower rank does not lower it', () => {
  it.each([
    ['Hoofd Kwaliteit (QA Manager)', 'head'],
    ['Head of Quality (QA Manager)', 'head'],
    ['Leiterin Qualität (QA Manager)', 'head'],
    ['Directrice Qualité (Manager QA)', 'head'],
    ['Directora de Compras (Purchasing Manager)', 'head'],
    ['Diretora de Qualidade (QA Manager)', 'head'],
    ['Direttore Qualità (Quality Manager)', 'head'],
  ])('"%s" is a %s only', (title, level) => {
    expect(readTitle(title).levels).toEqual([level]);
  });
  it.each([
    ['Cofondateur & Directeur Technique (CTO)', 'c_level'],
    ['Redovisningschef (Head of Accounting)', 'manager'],
    ['Jefe de Compras (Purchasing Manager)', 'manager'],
  ])('"%s" keeps %s', (title, level) => {
    expect(readTitle(title).levels).toContain(level);
  });
});

describe('a bare rank whose about opens with the work it manages runs that work', () => {
  it.each([
    ['Manager', 'Compras y gestión de proveedores (SaaS, hardware, agencias).', 'procurement'],
    ['Manager', 'Purchasing and supplier management for all sites.', 'procurement'],
    ['Manager', 'Einkauf und Lieferantenmanagement für die Gruppe.', 'procurement'],
    ['Manager', 'Achats et gestion des fournisseurs.', 'procurement'],
    ['Manager', 'Compras e gestão de fornecedores.', 'procurement'],
    ['Manager', 'Acquisti e gestione dei fornitori.', 'procurement'],
    ['Manager', 'Inkoop en leveranciersmanagement.', 'procurement'],
    ['Responsable', 'Gestión de compras y proveedores para las fincas.', 'procurement'],
  ])('"%s" whose about opens "%s" is %s, at its rank', (title, about, fn) => {
    for (const industry of [null, 'Farming', 'Hospital & Health Care']) {
      const p = here({ about, experience: [roleAt(title)] }, industry);
      expect(p?.functions[0]).toBe(fn);
      expect(p?.level).not.toBe('individual');
    }
  });
  it('an opening that only names tasks, or the writer, says no more than before', () => {
    expect(
      here({
        about: 'Key accounts in the UK & Ireland: new logos and renewals.',
        experience: [roleAt('Manager')],
      })?.functions,
    ).toEqual([]);
    expect(
      here({ about: 'I love supplier management and hiking.', experience: [roleAt('Manager')] })?.functions,
    ).toEqual([]);
  });
  it('a bare "Specialist" whose about opens with crop protection is agriculture', () => {
    const p = here({
      headline: 'Gewasbescherming | biologische bestrijding',
      about: 'Gewasbeschermingsspecialist: plagen, biologische bestrijders en middelenregistratie.',
      experience: [roleAt('Specialist')],
    });
    expect(p?.functions[0]).toBe('agriculture');
  });
});

describe('a seller whose own words say they work the market alone sells as an individual', () => {
  it.each([
    [
      'Responsable Commercial France',
      'Je gère nos clients grossistes en France. Seul sur le marché français.',
    ],
    ['Export Manager Italia', 'Seguo da sola i clienti della GDO italiana.'],
    ['Sales Manager Nordics', 'I cover the Nordics on my own.'],
    ['Verkaufsleiter Österreich', 'Ich betreue den österreichischen Markt allein.'],
    ['Gerente Comercial Chile', 'Llevo el mercado chileno por mi cuenta, sin equipo.'],
    ['Gerente Comercial Brasil', 'Atendo sozinha os clientes do Brasil.'],
    ['Exportmanager Benelux', 'Ik bedien de Benelux in mijn eentje.'],
  ])('"%s" ("%s") is an individual seller', (title, about) => {
    const p = here({ about, experience: [roleAt(title)] }, 'Farming');
    expect(p?.functions[0]).toBe('sales');
    expect(p?.levels).toEqual(['individual']);
  });
  it.each([
    [
      'Verkaufsleiterin Deutschland',
      'Verantwortlich für LEH-Kunden, Team von 3 Key Accountern in Düsseldorf.',
    ],
    ['Directora Comercial Iberia', 'Lidero un equipo de 7 comerciales en España y Portugal.'],
    ['Head of Legal', 'Sole lawyer, on my own for all contracts.'],
    ['VP Sales', 'On my own for now, hiring the first AEs.'],
  ])('"%s" keeps its rank', (title, about) => {
    expect(here({ about, experience: [roleAt(title)] })?.level).not.toBe('individual');
  });
});
