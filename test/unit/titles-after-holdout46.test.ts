import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { kept } from '../fixtures/reading.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 46 (issue 22). Holdout 46's architecture and engineering consultancy and its
 * aircraft maintenance organisation had titles the reader placed wrongly: an "Arkitekt", "Architekt" or "Arquitecta"
 * read as software engineering (or, at an architecture firm, as civil engineering), an "Architecte d'intérieur" as a
 * graphic designer, a "Byggingeniør", "Ingeniør – VVS og energi" or Dutch "Constructeur" as no function, an
 * "Arkitektpraktikant" as staff, a "Gestor da Qualidade (Part-145)" as a mechanic, a "Jefe de Hangar" as no function.
 * Generated tables: the same kinds of titles (ISCO-08 2161 building architects, 2162 landscape architects, 2142 civil
 * engineers, 7232/3155 aircraft technicians, ESCO's labels) at employers in no labelled set.
 */

const SITES = ['', ' – Studio Nordlys Aarhus', ' | Planungsbüro Weserbogen', ' @ Taller Levante Valencia'];
const { reads } = titleTables(SITES);

describe('architects who design buildings, landscapes and interiors are architecture (ISCO-08 2161, 2162)', () => {
  reads(
    'architecture',
    {
      de: ['Architekt', 'Architektin', 'Landschaftsarchitektin', 'Innenarchitekt', 'Senior Architektin'],
      fr: ['Architecte', "Architecte d'intérieur", 'Architecte paysagiste', 'Architecte DPLG'],
      es: ['Arquitecto', 'Arquitecta técnica', 'Arquitecta de interiores', 'Arquitecto paisajista'],
      pt: ['Arquiteto', 'Arquiteta paisagista'],
      it: ['Architetto', 'Architetta', 'Architetto paesaggista'],
      nl: ['Landschapsarchitect', 'Interieurarchitect'],
      da: ['Arkitekt MAA', 'Landskabsarkitekt', 'Indretningsarkitekt', 'Seniorarkitekt'],
      sv: ['Arkitekt SAR/MSA', 'Landskapsarkitekt', 'Inredningsarkitekt'],
      en: ['Landscape Architect', 'Interior Architect', 'Project Architect', 'Architect RIBA'],
    },
    ['engineering', 'hardware_engineering', 'design', 'it'],
  );
  it.each([
    ['Software-Architekt', 'engineering'],
    ['IT-Architektin', 'it'],
    ['Architecte logiciel', 'engineering'],
    ['Arquitecto de software', 'engineering'],
    ['Architetto del software', 'engineering'],
    ['Cloud-Architekt', 'engineering'],
    ['Naval Architect', 'hardware_engineering'],
    ['Interior Designer', 'design'],
  ])('"%s" is no building architect: %s', (title, fn) => {
    expect(readTitle(title).functions).not.toContain('architecture');
    expect(readTitle(title).functions[0]).toBe(fn);
  });
  it.each(['Arquiteto de Soluções', 'Architecte SI', 'Arquitecta de Datos'])(
    '"%s" is no building architect',
    (title) => {
      expect(readTitle(title).functions).not.toContain('architecture');
    },
  );
  it('a bare English "Architect" stays as it reads where nothing says buildings', () => {
    expect(readTitle('Senior Architect').functions).toEqual(['engineering']);
  });
  it('a definition asking for landscape and interior architects keeps them, not the graphic designer', () => {
    expect(
      kept('Landscape architects and interior architects.', [
        'Landschaftsarchitektin',
        "Architecte d'intérieur",
        'Grafikdesignerin',
        'Software Developer',
      ]),
    ).toEqual(['Landschaftsarchitektin', "Architecte d'intérieur"]);
  });
});

describe('structural, civil and building services (MEP) engineers are hardware engineering', () => {
  reads(
    'hardware_engineering',
    {
      da: ['Bygningsingeniør', 'Ingeniør, VVS og indeklima', 'Konstruktionsingeniør', 'VVS-ingeniør'],
      no: ['Byggingeniør', 'Sivilingeniør bygg'],
      sv: ['Byggnadsingenjör', 'Installationsingenjör'],
      nl: ['Constructeur', 'Zelfstandig constructeur', 'Constructief ingenieur'],
      es: ['Ingeniero de Instalaciones', 'Ingeniera de instalaciones'],
      pt: ['Engenheira de Instalações'],
      it: ['Ingegnere impianti'],
      fr: ['Ingénieure fluides'],
      en: ['MEP Engineer', 'MEP Design Engineer', 'Building Services Engineer'],
    },
    ['engineering', 'facilities'],
  );
  it.each(['VVS-montør', 'Building Services Manager', 'Head of Building Services'])(
    '"%s" is no building services engineer',
    (title) => {
      expect(readTitle(title).functions).not.toContain('hardware_engineering');
    },
  );
});

describe('interns named in a Nordic or German compound', () => {
  it.each(['Arkitektpraktikant', 'Ingeniørpraktikant', 'Marketingpraktikantin', 'Byggpraktikant'])(
    '"%s" is an intern',
    (title) => {
      expect(readTitle(title).engagement).toBe('intern');
    },
  );
  it('the Danish and Swedish employment type "Praktik" makes an intern', () => {
    expect(readTitle('Ingeniør', 'Praktik').engagement).toBe('intern');
  });
});

describe('an aircraft maintenance organisation: its quality manager, its accountable manager, its hangar heads', () => {
  reads('quality', {
    pt: ['Gestor da Qualidade (Part-145)', 'Gestora da Qualidade Part-M'],
    es: ['Responsable de Calidad Part-145'],
    en: ['Quality Manager Part-145', 'Part-145 Quality Auditor'],
  });
  reads('general_management', { en: ['Accountable Manager (Part-145)', 'Accountable Manager'] });
  reads('operations', {
    es: ['Jefe de Hangar', 'Jefa de Taller de Componentes'],
    fr: ["Responsable d'atelier composants", "Chef d'atelier moteurs"],
    pt: ['Chefe de Hangar', 'Responsável do Hangar'],
    en: ['Hangar Manager', 'Engine Shop Supervisor', 'Head of Hangar'],
    nl: ['Hoofd werkplaats componenten'],
  });
  reads('aircraft_maintenance', {
    pt: ['Chefe de Equipa Estruturas (B1)', 'Técnico certificado B1', 'Técnica B2 Aviónica'],
    en: ['B1 Licensed Engineer', 'Licensed Aircraft Engineer B1/B2', 'Certifying Technician (B2)'],
    es: ['Técnico de mantenimiento con licencia B1'],
  });
  it.each([
    'B2B Sales Manager',
    'Deutschlehrerin B2',
    'Workshop Facilitator',
    "Chef d'atelier Grandes Complications",
  ])('"%s" names no aircraft licence and no workshop leader', (title) => {
    const functions = readTitle(title).functions;
    expect(functions).not.toContain('aircraft_maintenance');
    expect(functions).not.toContain('operations');
  });
});

const here = (title: string, industry: string) =>
  positionsOf(bareProfile({ experience: [roleAt(title)] }), bareCompany({ industry })).find(
    (p) => p.current && p.here !== null,
  );

describe('Nordic founders and partners who hold another role at a firm its partners own', () => {
  it.each(['Stiftende partner', 'Medstifter', 'Grundlægger', 'Medgrundare', 'Grunnlegger og daglig leder'])(
    '"%s" is a founder',
    (title) => {
      expect(readTitle(title).levels[0]).toBe('owner');
      expect(readTitle(title).engagement).toBe('founder');
    },
  );
  const FIRMS = ['Architecture and Planning', 'Law Practice', 'Accounting', 'Management Consulting'];
  it.each([
    'Managing Director & Partner',
    'Administrerende direktør & partner',
    'Partner og kontorleder Bergen',
    'Partner & Head of Tax',
    'Partner – Leiter Standort Graz',
  ])('"%s" at a partnership is an equity partner who holds the other role too', (title) => {
    for (const industry of FIRMS) expect(here(title, industry)?.levels[0]).toBe('owner');
  });
  it.each([
    'Associate Partner & Studio Lead',
    'HR Business Partner',
    'Associeret partner og arkitekt',
    'Partner Manager',
  ])('"%s" at a partnership holds no equity', (title) => {
    for (const industry of FIRMS) expect(here(title, industry)?.levels).not.toContain('owner');
  });
  it('"Managing Director & Partner" at a software company is no owner by that word', () => {
    expect(here('Managing Director & Partner', 'Computer Software')?.levels).not.toContain('owner');
  });
});
