import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../functions/core/derive.js';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { kept } from '../fixtures/reading.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 30 (issue 22). Holdout 30's Swedish mining group wrote its titles in
 * Swedish ("Redovisningschef", "Kontorschef", "Rekryterare", "Kommunikatör", "Underhållschef"), which read as no
 * function and no level, and its SaaS roster had untidy titles ("Prod. Supt.", "Prodcut Manager", "Enginering
 * Manager"). Swedish is not one of the seven languages: these are the words a real roster has, read as words.
 * Generated tables: titles beside titles in the seven languages, at employers in no labelled set.
 */

const SITES = ['', ' – Ferramenta Adige SpA', ', Kanzleisoftware Linz GmbH', ' (Vauclair SARL)'];
const { reads } = titleTables(SITES);
const level = (title: string) => readTitle(title).levels;

describe('Swedish function words beside the seven languages', () => {
  reads('finance', {
    sv: ['Redovisningschef', 'Redovisningsekonom', 'Ekonomichef'],
    en: ['Head of Accounting'],
    de: ['Leiterin Rechnungswesen'],
    fr: ['Responsable comptable'],
    es: ['Jefa de contabilidad'],
    nl: ['Hoofd boekhouding'],
    pt: ['Diretora de contabilidade'],
    it: ['Responsabile contabilità'],
  });
  reads('facilities', {
    sv: ['Kontorschef', 'Kontorsansvarig'],
    en: ['Office Manager'],
    de: ['Büromanagerin'],
    fr: ['Office manager'],
    nl: ['Office manager'],
  });
  reads('talent_acquisition', {
    sv: ['Rekryterare', 'Rekryteringsspecialist'],
    en: ['Recruiter'],
    de: ['Recruiterin'],
    fr: ['Chargée de recrutement'],
    es: ['Técnica de selección'],
    it: ['Addetta selezione del personale'],
  });
  reads('communications', {
    sv: ['Kommunikatör', 'Informationschef'],
    en: ['Internal Communications Specialist'],
    de: ['Referentin Unternehmenskommunikation'],
    pt: ['Assessora de comunicação'],
  });
  reads(
    'procurement',
    {
      sv: ['Inköpare', 'Inköpschef', 'Kategorichef'],
      en: ['Category Manager – Explosives & Reagents', 'Category Manager'],
      de: ['Einkäuferin'],
      es: ['Comprador'],
    },
    ['marketing', 'sales'],
  );
  reads('operations', {
    sv: ['Anrikningsverkschef'],
    en: ['Concentrator Manager', 'Concentrator Superintendent', 'Prod. Supt.'],
  });
});

describe('untidy titles are spelled out before reading', () => {
  reads('product', { en: ['Prodcut Manager', 'Prodcut Manager – Insights module'] });
  reads('engineering', { en: ['Enginering Manager'] });
  it('"Supt." is a superintendent, who manages', () => {
    expect(level('Prod. Supt.')).toEqual(['manager']);
  });
});

describe('a Swedish compound ending in "-chef" manages what its first part names', () => {
  it.each([
    'Underhållschef',
    'Redovisningschef',
    'Kontorschef',
    'Gruvchef',
    'Anrikningsverkschef',
    'Inköpschef',
  ])('"%s" is a manager', (title) => {
    expect(level(title)).toEqual(['manager']);
  });
  it('a kitchen\'s "Souschef" and "Küchenchef" keep their readings; "Chefeinkäufer" still heads purchasing', () => {
    expect(level('Souschef')).toEqual(['individual']);
    expect(level('Küchenchef')).toEqual(['head']);
    expect(level('Chefeinkäufer')).toEqual(['head']);
  });
});

describe('geology, geotechnics and mining engineering are geoscience, not software or any engineer', () => {
  reads(
    'geoscience',
    {
      sv: ['Geolog', 'Bergsingenjör', 'Gruvingenjör', 'Bergtekniker', 'Prospekteringsgeolog'],
      en: [
        'Senior Geologist',
        'Exploration Geologist',
        'Hydrogeologist',
        'Geotechnical Engineer',
        'Mining Engineer',
      ],
      de: ['Geologin', 'Bergbauingenieur', 'Geotechnikerin', 'Geophysiker'],
      fr: ['Géologue', 'Stagiaire géologue', 'Ingénieur des mines', 'Ingénieure géotechnicienne'],
      es: ['Geóloga de exploración', 'Ingeniero de minas', 'Ingeniera geotécnica'],
      nl: ['Geoloog', 'Mijnbouwingenieur', 'Geotechnisch adviseur'],
      pt: ['Geólogo de Exploração', 'Engenheira de minas', 'Consultor Geotécnico', 'Geocientista'],
      it: ['Geologo', 'Ingegnere minerario', 'Ingegnera geotecnica'],
    },
    ['engineering', 'hardware_engineering', 'research'],
  );
  it('a metallurgist and a software engineer keep their functions; a mine manager runs operations', () => {
    expect(readTitle('Metallurgist').functions).toEqual(['hardware_engineering']);
    expect(readTitle('Software Engineer II').functions).toEqual(['engineering']);
    expect(readTitle('Mine Manager').functions).toEqual(['operations']);
  });
  it('a definition that asks for geologists and mining engineers keeps them, not the software engineers', () => {
    const roster = [
      'Senior Geologist',
      'Bergsingenjör',
      'Consultor Geotécnico',
      'Software Engineer',
      'Mine Manager',
    ];
    expect(
      kept(
        'Geólogos, engenheiros de minas e geotécnicos, e geocientistas de exploração - atuais, qualquer nível.',
        roster,
      ),
    ).toEqual(['Senior Geologist', 'Bergsingenjör', 'Consultor Geotécnico']);
    expect(kept('Geologists, mining engineers and geotechnical engineers.', roster)).toEqual([
      'Senior Geologist',
      'Bergsingenjör',
      'Consultor Geotécnico',
    ]);
  });
});

describe('slips of the fingers in job words are read as the word, in a title and in a definition', () => {
  it.each([
    ['Prodcut Manager', 'product manager'],
    ['Enginering Manager', 'engineering manager'],
    ['maintenence managers', 'maintenance managers'],
    ['Head of Managment Accounting', 'head of management accounting'],
    ['Konzerncontrollerin', 'konzern controllerin'],
    ['Koncerncontroller', 'koncern controller'],
  ])('"%s" reads as "%s"', (written, read) => {
    expect(normalizeText(written)).toBe(read);
  });
  it('a product-managers definition keeps the misspelt product manager; a finance one the group controller', () => {
    const roster = ['Prodcut Manager', 'Product Marketing Manager', 'Koncerncontroller', 'Bokhållare'];
    expect(kept('Product managers and product owners. Not product marketing.', roster)).toEqual([
      'Prodcut Manager',
    ]);
    expect(kept('Controllers, including group controllers.', roster)).toEqual(['Koncerncontroller']);
    expect(
      kept('maintenence managers and heads of maintenance', ['Maintenance Manager', 'Maintenance Planner']),
    ).toEqual(['Maintenance Manager']);
  });
});

describe('at a company that makes or mines things, an electrician keeps the plant running: operations', () => {
  const here = (title: string, industry: string | null) =>
    positionsOf(bareProfile({ headline: null, experience: [roleAt(title)] }), bareCompany({ industry })).find(
      (p) => p.here !== null && p.current,
    )?.functions;
  it.each([
    'Elektriker',
    'Electrician',
    'Électricien',
    'Electricista',
    'Eletricista',
    'Elettricista',
    'Elektricien',
  ])('"%s" at a mine is operations, in a building facilities', (title) => {
    expect(here(title, 'Mining')).toEqual(['operations']);
    expect(here(title, 'Manufacturing')).toEqual(['operations']);
    expect(here(title, 'Real Estate')).toEqual(['facilities']);
  });
  it.each([
    'Underhållschef',
    'Underhållstekniker',
    'Maintenance Manager',
    'Leiter Instandhaltung',
    'Responsável de Manutenção',
    'Jefe de mantenimiento',
  ])(
    '"%s" (maintenance, Swedish "underhåll" too) at a mine is operations, at an office building facilities',
    (title) => {
      expect(here(title, 'Mining')).toEqual(['operations']);
      expect(here(title, 'Real Estate')).toEqual(['facilities']);
    },
  );
  it('"Underhållschef" at a mine is operations; a building electrician at a maker stays facilities', () => {
    expect(here('Underhållschef (Maintenance Manager)', 'Mining')).toEqual(['operations']);
    expect(here('Building Electrician', 'Manufacturing')).toEqual(['facilities']);
  });
});
