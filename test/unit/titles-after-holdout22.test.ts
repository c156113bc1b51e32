import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import type { ProfessionalFunction } from '../../functions/core/vocabulary/functions.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 22 (issue 22). Holdout 22 (a Valencia B2B travel marketplace, a family
 * brewery in Franconia) had a Dutch "productontwerper" read as product management, an "Ausbildungsleiterin"
 * and a "SAP Inhouse Consultant" read as nothing, "Social Media & Presse" as marketing only, a "Head of Data"
 * missed by a data-science definition and a brewery's "Technischer Leiter" read as software engineering.
 * Generated tables: titles in seven languages at employers in no labelled set.
 */

const SITES = ['', ' – Molinos del Ebro SA', ', Zeeland Havenlogistiek BV', ' (Vetreria Murano Nord)'];
const { reads } = titleTables(SITES);
const { reads: readsAlso } = titleTables(SITES, { first: false });

describe('a Dutch or German compound designer noun is design, whatever it designs', () => {
  readsAlso('design', {
    en: ['Product Designer', 'Senior Product Designer'],
    de: ['Produktdesignerin', 'Produktgestalter'],
    fr: ['Designer produit', 'Designer de produit'],
    es: ['Diseñadora de producto', 'Diseñador de producto senior'],
    nl: ['Productontwerper', 'Senior productontwerper', 'Interactieontwerper', 'Productvormgever'],
    pt: ['Designer de produto', 'Designer de produto sénior'],
    it: ['Product designer', 'Designer di prodotto'],
  });
  it('a productontwerper designs products and does not manage them; product managers stay product', () => {
    expect(readTitle('Productontwerper').functions).toEqual(['design']);
    expect(readTitle('Produktmanagerin Innovation & Alkoholfrei').functions[0]).toBe('product');
    expect(readTitle('Productmanager').functions[0]).toBe('product');
  });
});

describe('a head of training and apprenticeships works in people and HR', () => {
  reads('people', {
    en: ['Head of Training', 'Apprenticeship Manager', 'Training Coordinator'],
    de: ['Ausbildungsleiterin', 'Ausbildungsleiter', 'Leiter Ausbildung', 'Ausbildungsbeauftragter'],
    fr: ['Responsable formation', 'Head of Training'],
    es: ['Responsable de formación', 'Head of Training'],
    nl: ['Opleidingsmanager', 'Opleidingscoördinator', 'Hoofd opleidingen'],
    pt: ['Responsável de formação', 'Head of Training'],
    it: ['Responsabile formazione', 'Training Manager'],
  });
});

describe('an in-house SAP or ERP consultant is internal IT', () => {
  reads(
    'it',
    {
      en: ['SAP Inhouse Consultant', 'ERP In-house Consultant', 'Inhouse SAP Consultant'],
      de: ['SAP Inhouse Berater', 'SAP Inhouse-Beraterin', 'ERP Inhouse Consultant'],
      fr: ['SAP Inhouse Consultant', 'Consultant SAP interne'],
      es: ['SAP Inhouse Consultant', 'Consultor SAP interno'],
      nl: ['SAP Inhouse Consultant', 'ERP inhouse consultant'],
      pt: ['SAP Inhouse Consultant', 'Consultor SAP interno'],
      it: ['SAP Inhouse Consultant', 'Consulente SAP interno'],
    },
    ['engineering', 'sales'],
  );
});

describe('press work in a title is communications, beside social media', () => {
  readsAlso('communications', {
    en: ['Social Media & Press Officer', 'Social Media & PR'],
    de: ['Referentin Social Media & Presse', 'Social Media und Presse'],
    fr: ['Chargée social media & presse', 'Attachée de presse'],
    es: ['Social Media & Presse (DACH)', 'Técnica de prensa'],
    nl: ['Social Media & Presse (DACH)', 'Persvoorlichter'],
    pt: ['Social Media & Presse (DACH)', 'Assessora de imprensa'],
    it: ['Social media e ufficio stampa', 'Addetta stampa'],
  });
});

describe('a head of data leads data science and data engineering', () => {
  const LEADS = {
    en: ['Head of Data', 'Director of Data', 'Chief Data Officer', 'VP Data'],
    de: ['Leiter Daten', 'Head of Data'],
    fr: ['Directeur des données', 'Responsable data'],
    es: ['Director de datos', 'Jefa de datos'],
    nl: ['Hoofd data', 'Head of Data'],
    pt: ['Diretor de dados', 'Head of Data'],
    it: ['Direttore dati', 'Responsabile dati'],
  };
  readsAlso('data_science', LEADS);
  readsAlso('data_engineering', LEADS);
  it('the title keeps data first, and a data specialist without a lead level stays plain data', () => {
    expect(readTitle('Head of Data').functions[0]).toBe('data');
    expect(readTitle('Data Specialist').functions).toEqual(['data']);
    expect(readTitle('Data Manager').functions).toEqual(['data']);
  });
});

/** The function of `title` held at a company of `industry`, with a bare profile. */
const heldAt = (industry: string | null, title: string): ProfessionalFunction[] | undefined =>
  positionsOf(bareProfile({ experience: [roleAt(title)] }), bareCompany({ industry })).find(
    (p) => p.here !== null && p.current,
  )?.functions;

describe('a technical director at a company that makes things leads operations and plant engineering', () => {
  const TITLES: Record<string, readonly string[]> = {
    en: ['Technical Director', 'Technical Manager', 'Head of Technical'],
    de: ['Technischer Leiter', 'Technische Leiterin', 'Leiter Technik', 'Technische Leitung'],
    fr: ['Directeur technique', 'Responsable technique'],
    es: ['Director técnico', 'Directora técnica'],
    nl: ['Technisch directeur', 'Technisch manager', 'Hoofd technische dienst'],
    pt: ['Diretor técnico', 'Diretora técnica'],
    it: ['Direttore tecnico', 'Responsabile tecnico'],
  };
  const INDUSTRIES = [
    'Beverage Manufacturing',
    'Food Production',
    'Plastics Manufacturing',
    'Industrial Machinery Manufacturing',
    'Paper & Packaging',
  ];
  const rows = Object.entries(TITLES).flatMap(([lang, titles]) =>
    titles.flatMap((title) => INDUSTRIES.map((industry) => [lang, title, industry] as const)),
  );
  it.each(rows)('%s: "%s" at a %s company is operations, not software engineering', (_l, title, industry) => {
    const functions = heldAt(industry, title);
    expect(functions?.[0]).toBe('operations');
    expect(functions).toContain('hardware_engineering');
    expect(functions).not.toContain('engineering');
  });
  it('a software company, a CTO, a software or IT word, or own words keep their reading', () => {
    expect(heldAt('Software Development', 'Technischer Leiter')?.[0]).toBe('engineering');
    expect(heldAt('Internet Marketplace Platforms', 'Technical Director')?.[0]).toBe('engineering');
    expect(heldAt('Beverage Manufacturing', 'Directeur Technique (CTO)')?.[0]).toBe('engineering');
    expect(heldAt('Beverage Manufacturing', 'Technischer Leiter Software')?.[0]).toBe('engineering');
    expect(heldAt('Beverage Manufacturing', 'Technischer Leiter (IT)')?.[0]).toBe('it');
    const winemaker = positionsOf(
      bareProfile({
        headline: 'Directora Técnica | Enóloga jefe',
        experience: [roleAt('Directora Técnica')],
      }),
      bareCompany({ industry: 'Wine & Spirits' }),
    ).find((p) => p.here !== null)?.functions[0];
    expect(winemaker).toBe('winemaking');
  });
});

describe("a maker's laboratory is its quality lab", () => {
  const TITLES: Record<string, readonly string[]> = {
    en: ['Lab Manager', 'Head of Lab', 'Laboratory Technician'],
    de: ['Leiterin Labor', 'Laborleiter', 'Laborantin'],
    fr: ['Responsable laboratoire', 'Technicienne de laboratoire'],
    es: ['Jefa de laboratorio', 'Técnico de laboratorio'],
    nl: ['Hoofd laboratorium', 'Laborant'],
    pt: ['Responsável de laboratório', 'Técnica de laboratório'],
    it: ['Responsabile laboratorio', 'Tecnico di laboratorio'],
  };
  const INDUSTRIES = ['Beverage Manufacturing', 'Food Production', 'Dairy', 'Plastics Manufacturing'];
  const rows = Object.entries(TITLES).flatMap(([lang, titles]) =>
    titles.flatMap((title) => INDUSTRIES.map((industry) => [lang, title, industry] as const)),
  );
  it.each(rows)('%s: "%s" at a %s company is quality', (_l, title, industry) => {
    expect(heldAt(industry, title)?.[0]).toBe('quality');
  });
  it('a lab elsewhere, a lab that names its field and employment law keep their reading', () => {
    expect(heldAt('Hospital & Health Care', 'Leiterin Labor')?.[0]).not.toBe('quality');
    expect(heldAt('Beverage Manufacturing', 'Técnico laboral')?.[0]).not.toBe('quality');
    expect(heldAt('Beverage Manufacturing', 'R&D Lab Manager')?.[0]).toBe('research');
  });
});
