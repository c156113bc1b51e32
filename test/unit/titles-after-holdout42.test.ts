import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 42 (issue 22). Holdout 42's Ljubljana pharmaceutical wholesaler, with a Zagreb
 * subsidiary, wrote its titles in Slovenian and Croatian, which the reader did not read: its Vodja nabave, Vodja
 * računovodstva, Vodja pravne službe, Kontrolerka, Skladiščnik, Viličarist, Prodajni predstavnik, Komercijalist,
 * Sistemski administrator and Farmacevtka read as no function and no rank, its Direktor as a head, its founder as no
 * founder, its Pripravnica and student workers as employees, its agency forklift driver as staff. Its Athens SaaS had
 * a warehouse "Automation Engineer" read as software. Generated tables: the same titles at employers and industries in
 * no labelled set (a Maribor brewery, a Zagreb shipping line, a Koper port operator, a Sarajevo bank, a Celje
 * furniture maker).
 */

const SITES = [
  '',
  ' – Pivovarna Štajerska d.o.o.',
  ' | Jadranska plovidba d.d.',
  ', Luka Koper',
  ' (Sarajevska banka)',
  ' @ Pohištvo Celje',
];
const { reads } = titleTables(SITES);

describe('Slovenian and Croatian function stems, beside the same job in the seven languages', () => {
  reads('procurement', {
    sl: ['Vodja nabave', 'Nabavnik', 'Nabavnica', 'Referentka nabave', 'Strateški nabavnik'],
    hr: ['Voditelj nabave', 'Referent nabave', 'Nabavljač'],
    en: ['Head of Procurement', 'Buyer'],
    de: ['Leiterin Einkauf'],
    fr: ['Acheteuse'],
    es: ['Comprador'],
    it: ['Buyer senior'],
  });
  reads('finance', {
    sl: [
      'Vodja računovodstva',
      'Računovodja',
      'Računovodkinja',
      'Kontrolerka',
      'Kontroler',
      'Vodja kontrolinga',
      'Finančni analitik',
      'Direktorica financ',
    ],
    hr: ['Voditeljica računovodstva', 'Direktorica financija', 'Financijski kontrolor', 'Knjigovođa'],
    en: ['Head of Accounting', 'Controller'],
    de: ['Leiter Rechnungswesen'],
    nl: ['Boekhouder'],
    pt: ['Contabilista'],
  });
  reads('sales', {
    sl: [
      'Komercialni direktor',
      'Prodajni predstavnik',
      'Vodja prodaje',
      'Komercialist',
      'Referent prodaje',
      'Skrbnik ključnih kupcev',
    ],
    hr: ['Komercijalist', 'Komercijalni direktor', 'Voditelj prodaje', 'Prodajni predstavnik'],
    en: ['Sales Representative'],
    de: ['Vertriebsleiter'],
    es: ['Directora Comercial'],
  });
  reads(
    'operations',
    {
      sl: [
        'Vodja skladišča',
        'Skladiščnik',
        'Skladiščnica',
        'Viličarist',
        'Dispečer',
        'Dispečer transporta',
        'Vodja voznega parka',
        'Vodja logistike',
        'Komisionir',
        'Voznik dostavnega vozila',
      ],
      hr: ['Skladištar', 'Voditelj skladišta', 'Vozač dostave', 'Viličarist'],
      en: ['Warehouse Worker', 'Forklift Driver', 'Operations Excellence Lead'],
      es: ['Jefe de Almacén'],
    },
    ['it', 'engineering'],
  );
  reads('legal', {
    sl: [
      'Vodja pravne službe',
      'Pravnik',
      'Pravnica',
      'Odvetnik',
      'Odvetniška kandidatka',
      'Pravni svetovalec',
    ],
    hr: ['Pravni savjetnik', 'Odvjetnica', 'Voditeljica pravnog odjela'],
    en: ['General Counsel'],
  });
  reads('support', {
    sl: ['Vodja službe za stranke', 'Referentka v službi za stranke', 'Vodja klicnega centra'],
    hr: ['Voditeljica kontaktnog centra', 'Služba za korisnike'],
    en: ['Customer Service Manager'],
  });
  reads('communications', {
    sl: [
      'Specialistka za odnose z javnostmi',
      'Vodja odnosov z javnostmi',
      'Vodja korporativnega komuniciranja',
    ],
    hr: ['Voditeljica odnosa s javnošću'],
    en: ['PR Manager'],
  });
  reads('it', {
    sl: ['Sistemski administrator', 'Vodja IT', 'Vodja informatike', 'Informatik'],
    hr: ['Informatičar', 'Sistemski inženjer'],
    en: ['SAP ABAP Developer', 'ERP Developer', 'System Administrator'],
  });
  reads('quality', {
    sl: [
      'Vodja kakovosti',
      'Odgovorna oseba za promet z zdravili na debelo',
      'Specialist za zagotavljanje kakovosti',
    ],
    hr: ['Odgovorna osoba', 'Voditeljica kvalitete'],
    it: ['Responsabile Qualità'],
  });
  reads('facilities', {
    sl: ['Vzdrževalec objektov', 'Vodja splošne službe', 'Hišnik'],
    hr: ['Domar'],
    en: ['Facility Manager'],
  });
  reads('people', {
    sl: ['Vodja kadrovske službe', 'Kadrovska referentka', 'Kadrovik'],
    hr: ['Voditeljica ljudskih potencijala', 'Stručnjak za ljudske resurse'],
    en: ['HR Manager'],
  });
  reads('pharmacy', {
    sl: ['Farmacevt', 'Farmacevtka svetovalka', 'Magister farmacije', 'Magistra farmacije'],
    hr: ['Magistra farmacije', 'Farmaceut', 'Ljekarnik'],
    it: ['Farmacista'],
    en: ['Pharmacist'],
  });
  reads('security', {
    sl: ['Vodja informacijske varnosti', 'Specialist za kibernetsko varnost'],
    hr: ['Stručnjak za informacijsku sigurnost'],
  });
  reads('marketing', {
    sl: [
      'Vodja marketinga',
      'Marketinški specialist',
      'Vodja marketinškega oddelka',
      'Tržnik',
      'Vodja trženja',
    ],
    hr: ['Voditeljica marketinga', 'Marketinški stručnjak'],
    en: ['Head of Marketing'],
  });
  reads('operations', {
    sl: ['Vodja proizvodnje', 'Proizvodni delavec', 'Operater na liniji'],
    hr: ['Voditelj proizvodnje', 'Proizvodni radnik', 'Operaterka na stroju'],
    en: ['Production Manager'],
  });
  reads('facilities', {
    sl: ['Vodja vzdrževanja', 'Elektrikar', 'Čistilka', 'Receptorka'],
    hr: ['Voditelj održavanja', 'Električar', 'Čistačica'],
    en: ['Head of Maintenance'],
  });
  reads('hospitality', { sl: ['Kuhar', 'Natakarica'], hr: ['Konobar', 'Kuharica'], en: ['Cook'] });
  reads('research', {
    sl: ['Raziskovalec', 'Vodja razvoja izdelkov', 'Raziskovalka'],
    hr: ['Istraživač', 'Voditeljica istraživanja'],
    en: ['Researcher'],
  });
  reads('health_safety', {
    sl: ['Svetovalec za varnost in zdravje pri delu', 'Strokovni delavec za varnost pri delu'],
    hr: ['Referent zaštite na radu', 'Stručnjak zaštite zdravlja na radu'],
    en: ['Health and Safety Officer'],
  });
  reads('data_engineering', { sl: ['Analitik podatkov', 'Analitičarka podatkov'], en: ['Data Analyst'] });
  reads('engineering', { sl: ['Razvijalec programske opreme', 'Programer'], hr: ['Programerka'] });
  it.each([
    'Pravna oseba',
    'Pravilnik',
    'Prodajalna',
    'Kontrolleur',
    'Transportation Planner',
    'Dispatching Manager',
  ])('"%s" reads as before, not as a Slovenian stem it only resembles', (title) => {
    // ("Pravna oseba" is a legal entity, no lawyer; "Prodajalna" a shop; "Kontrolleur" a German ticket inspector.)
    const functions = readTitle(title).functions;
    if (title.startsWith('Pravn')) expect(functions).not.toContain('legal');
    if (title === 'Kontrolleur') expect(functions).not.toContain('finance');
  });
});

describe('an automation engineer builds machines and picking robots: hardware engineering, in seven languages', () => {
  reads(
    'hardware_engineering',
    {
      en: ['Automation Engineer', 'Automation Engineer (warehouse robotics)'],
      pt: ['Engenheiro de Automação', 'Engenheira de Automação'],
      de: ['Automatisierungsingenieur', 'Automatisierungstechnikerin'],
      fr: ['Ingénieur automaticien', 'Automaticienne'],
      es: ['Ingeniero de Automatización'],
      it: ["Ingegnere dell'automazione"],
      nl: ['Automatiseringsingenieur'],
    },
    ['it'],
  );
  it.each(['Test Automation Engineer', 'QA Automation Engineer', 'Software Automation Engineer'])(
    '"%s" stays software engineering',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('engineering');
    },
  );
  it('"Marketing Automation Engineer" stays marketing', () => {
    expect(readTitle('Marketing Automation Engineer').functions[0]).toBe('marketing');
  });
});

describe('Slovenian and Croatian ranks', () => {
  const ranks = (site: string) =>
    [
      ['Vodja nabave', 'head'],
      ['Vodja marketinga', 'head'],
      ['Vodja pravne službe', 'head'],
      ['Vodja IT', 'head'],
      ['Voditeljica računovodstva', 'head'],
      ['Rukovoditelj prodaje', 'head'],
      ['Direktorica financ', 'head'],
      ['Direktorica logistike', 'head'],
      ['Komercialni direktor', 'head'],
      ['Vodja skladišča', 'manager'],
      ['Vodja voznega parka', 'manager'],
      ['Vodja skupine', 'manager'],
      ['Vodja izmene', 'manager'],
      ['Voditelj tima', 'manager'],
      ['Voditeljica smjene', 'manager'],
      ['Timski vodja', 'manager'],
      ['Glavni računovođa', 'head'],
      ['Glavna računovodkinja', 'head'],
      ['Operations Excellence Lead', 'manager'],
      ['Continuous Improvement Lead', 'manager'],
      ['Direktor', 'c_level'],
      ['Direktorica', 'c_level'],
      ['Generalni direktor', 'c_level'],
      ['Glavna direktorica', 'c_level'],
      ['Predsednik uprave', 'c_level'],
      ['Predsjednica uprave', 'c_level'],
      ['Član uprave', 'c_level'],
    ].map(([title, level]) => [`${title}${site}`, level] as const);
  it.each(SITES.flatMap(ranks))('"%s" is %s', (title, level) => {
    expect(readTitle(title).levels[0]).toBe(level);
  });
  it.each(['Direktorica financ', 'Komercialni direktor', 'Direktor prodaje', 'Vodja nabave'])(
    '"%s" heads a function, not the company',
    (title) => {
      expect(readTitle(title).levels).not.toContain('c_level');
    },
  );
  it.each(['Vodja projektov', 'Vodja produkta', 'Produktni vodja', 'Projektni vodja', 'Voditelj projekta'])(
    '"%s" manages a thing: no head',
    (title) => {
      expect(readTitle(title).levels).not.toContain('head');
    },
  );
});

describe('Slovenian and Croatian engagements: founders, board seats, trainees, student and agency work', () => {
  it.each(
    SITES.flatMap((site) =>
      [
        ['Ustanovitelj', null, 'founder'],
        ['Ustanoviteljica in direktorica', null, 'founder'],
        ['Soustanovitelj', null, 'founder'],
        ['Suosnivačica', null, 'founder'],
        ['Osnivač i direktor', null, 'founder'],
        ['Predsednik nadzornega sveta', null, 'board'],
        ['Predsednica nadzornega sveta', null, 'board'],
        ['Članica nadzornega sveta', null, 'board'],
        ['Predsjednik nadzornog odbora', null, 'board'],
        ['Član nadzornog odbora', null, 'board'],
        ['Pripravnik', null, 'intern'],
        ['Pripravnica v računovodstvu', null, 'intern'],
        ['Študentka', null, 'intern'],
        ['Študent – nabava', null, 'intern'],
        ['Referentka prodaje', 'Študentsko delo', 'intern'],
        ['Administrator', 'Pripravništvo', 'intern'],
        ['Skladiščnik', 'Agencijsko delo', 'contractor'],
        ['Skladištar', 'Agencijski rad', 'contractor'],
        ['Zunanji pravni svetovalec', null, 'contractor'],
        ['Vodja nabave', null, 'employee'],
        ['Skladiščnik', null, 'employee'],
      ].map(([title, type, engagement]) => [`${title}${site}`, type, engagement] as const),
    ),
  )('"%s" (%s) is %s', (title, type, engagement) => {
    expect(readTitle(title, type).engagement).toBe(engagement);
  });
});

describe('a bare "Team Lead" whose about says in Slovenian or Croatian which team it leads', () => {
  const here = (about: string, industry: string) =>
    positionsOf(bareProfile({ about, experience: [roleAt('Team Lead')] }), bareCompany({ industry }))[0];
  it.each([
    ['Vodim popoldansko izmeno komisioniranja v skladišču Maribor (22 ljudi).', 'operations'],
    ['Vodim ekipo prodaje za Štajersko.', 'sales'],
    ['Rukovodim timom nabave u Zagrebu.', 'procurement'],
    ['Koordiniram skupino računovodstva.', 'finance'],
    ['Vodimo službo za stranke za lekarne.', 'support'],
  ])('"%s" is %s', (about, fn) => {
    for (const industry of ['Wholesale', 'Food & Beverages', 'Furniture']) {
      const p = here(about, industry);
      expect(p?.functions[0]).toBe(fn);
      expect(p?.levels).toContain('manager');
    }
  });
  it('an about that names no team leaves the title as it reads', () => {
    expect(here('Vodim projekte.', 'Wholesale')?.functions).toEqual([]);
  });
});

describe("an implementation manager runs customers' onboarding projects, not a team: customer success, no manager", () => {
  it.each(
    SITES.flatMap((site) =>
      [
        'Implementation Manager',
        'Senior Implementation Manager',
        'Onboarding Manager',
        'Customer Onboarding Manager',
      ].map((title) => `${title}${site}`),
    ),
  )('"%s"', (title) => {
    const reading = readTitle(title);
    expect(reading.functions[0]).toBe('customer_success');
    expect(reading.levels).not.toContain('manager');
  });
  it.each([
    ['Head of Implementation', 'head'],
    ['Implementation Team Lead', 'manager'],
    ['Manager, Implementation Team', 'manager'],
  ])('"%s" leads the implementation team: %s', (title, level) => {
    expect(readTitle(title).levels).toContain(level);
  });
});
