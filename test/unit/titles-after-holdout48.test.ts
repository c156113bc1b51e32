import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 48 (issue 22). Holdout 48's Lisbon fibre and mobile operator and its Bielefeld
 * kitchen maker had titles the reader placed nowhere or wrongly: fibre and installation technicians, cabinet-makers
 * and Polish production trades read as no function, a showroom's leader and a "Diretora de Retalho" as no function, a
 * kitchen planner as a cook (hospitality's "Küche"), an Italian "Consulente di vendita" as nothing, the Portuguese
 * "Assuntos Regulatórios" as nothing, and an interim "Senior Advisor <area> (Interim)" on contract as a contractor.
 * Generated tables: the same kinds of titles (ISCO-08 7422 ICT installers, 7522 cabinet-makers, 7223 machine tool
 * operators, 1420 retail managers, 5223 shop sales staff; ESCO's labels for them) at employers in no labelled set.
 */

const SITES = ['', ' – Fibralux Porto', ' | Möbelhaus Sandkamp', ' @ Cucine Ardesia Torino'];
const { reads } = titleTables(SITES);

describe('telecom installers and fibre technicians work in the field: operations (ISCO-08 7422)', () => {
  reads(
    'operations',
    {
      pt: [
        'Técnico de Instalação',
        'Técnica de Instalação FTTH',
        'Técnico de Fibra Ótica',
        'Técnica Fibra',
        'Instaladora de Telecomunicações',
        'Técnico de Campo',
        'Técnico de Manutenção de Rede',
      ],
      es: ['Técnico de Fibra Óptica', 'Instalador FTTH', 'Técnica de Instalación', 'Fusionador'],
      en: ['Fiber Technician', 'FTTH Installer', 'Telecommunications Installer', 'Fibre Splicer'],
      de: ['Glasfasermonteurin', 'Glasfasertechniker', 'Fernmeldemonteur'],
      fr: ['Technicienne fibre optique', 'Raccordeur fibre', "Technicien d'intervention"],
      it: ['Tecnico fibra ottica', 'Installatore fibra'],
      nl: ['Glasvezelmonteur', 'Telecomtechnicus'],
    },
    ['it', 'engineering'],
  );
});

describe('kitchen fitters install kitchens at the customer\'s: operations, not hospitality (ESCO "kitchen unit installer")', () => {
  reads(
    'operations',
    {
      de: ['Küchenmonteurin', 'Küchenmonteur / LKW-Fahrer', 'Küchenmontage'],
      en: ['Kitchen Fitter', 'Kitchen Installer'],
      fr: ['Poseur de cuisines', 'Monteuse cuisine'],
      es: ['Montador de cocinas', 'Instaladora de cocinas'],
      pt: ['Montador de cozinhas'],
      it: ['Montatore cucine'],
      nl: ['Keukenmonteur'],
    },
    ['hospitality'],
  );
});

describe('cabinet-makers, joiners and Polish production trades build the product: operations (ISCO-08 7522, 7223)', () => {
  reads('operations', {
    de: ['Tischlerin', 'Schreiner', 'Möbeltischler', 'Holzmechanikerin', 'Tischlermeister'],
    en: ['Cabinet Maker', 'Furniture Maker', 'Joiner', 'CNC Operator'],
    fr: ['Ébéniste', "Menuisier d'agencement"],
    es: ['Ebanista'],
    nl: ['Meubelmaker', 'Interieurbouwer'],
    pt: ['Marceneira'],
    it: ['Falegname'],
    pl: ['Stolarz meblowy', 'Stolarka', 'Operator CNC', 'Operatorka maszyn', 'Operator linii lakierniczej'],
  });
  it('an apprentice cabinet-maker is an intern on the production floor', () => {
    const reading = readTitle('Auszubildende Schreinerin', 'Apprenticeship');
    expect([reading.functions[0], reading.engagement]).toEqual(['operations', 'intern']);
  });
  it.each([['Zimmerer'], ['Carpintero de obra']])(
    '"%s" (a building site\'s carpenter, ISCO-08 7115) is not read as a cabinet-maker',
    (title) => {
      expect(readTitle(title).functions).not.toContain('operations');
    },
  );
});

describe('showrooms are shops: their staff and leaders are retail, the retail network its head (ISCO-08 1420)', () => {
  reads('retail', {
    de: ['Showroom-Leiter', 'Leiterin Showroom München', 'Showroommanagerin'],
    en: ['Showroom Manager', 'Showroom Lead Dublin'],
    fr: ['Responsable showroom Nantes', 'Gérante showroom'],
    es: ['Encargada de Showroom'],
    pt: ['Gerente de Showroom', 'Diretor de Retalho', 'Responsável Retalho'],
    it: ['Responsabile Showroom'],
    nl: ['Showroommanager'],
  });
  it.each([
    ['Showroom-Leiterin Graz', 'manager'],
    ['Responsable showroom Bordeaux', 'manager'],
    ['Filialleiter Kassel', 'manager'],
    ['Head of Retail', 'head'],
    ['Diretor de Retalho', 'head'],
    ['Directrice Retail', 'head'],
    ['Area Manager Retail', 'manager'],
  ])('"%s" leads at %s rank: one site is managed, the retail network headed', (title, level) => {
    expect(readTitle(title).level).toBe(level);
  });
  it.each([['Head of Retail Banking'], ['Retail Credit Analyst']])(
    '"%s" is a bank\'s retail business, no shop',
    (title) => {
      expect(readTitle(title).functions).not.toContain('retail');
    },
  );
});

describe('kitchen planners and Italian sales consultants sell: sales', () => {
  reads(
    'sales',
    {
      de: ['Küchenplanerin', 'Küchenfachberater', 'Küchenplaner / Verkäufer', 'Küchenberater'],
      nl: ['Keukenadviseur', 'Keukenontwerper'],
      en: ['Kitchen Planner', 'Kitchen Sales Consultant'],
      fr: ['Cuisiniste', 'Concepteur vendeur cuisines'],
      es: ['Asesora de cocinas', 'Diseñador de cocinas'],
      pt: ['Projetista de cozinhas'],
      it: ['Progettista cucine', 'Consulente di vendita', 'Consulenti alla vendita', 'Addetta alla vendita'],
    },
    ['hospitality'],
  );
  it.each([
    ['Product Owner Online-Küchenplaner', 'product'],
    ['Produktmanager 3D-Küchenplaner', 'product'],
    ['Küchenchefin', 'hospitality'],
    ['Beikoch', 'hospitality'],
  ])('"%s" makes the planning tool or cooks: %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
});

describe('Portuguese regulatory affairs ("Assuntos Regulatórios") are regulatory affairs', () => {
  reads('regulatory_affairs', {
    pt: [
      'Diretor de Assuntos Regulatórios',
      'Técnica de Assuntos Regulatórios',
      'Gestora Assuntos Regulatórios',
    ],
  });
});

describe('an advisor on an area stays an advisor when the seat is interim or on contract', () => {
  it.each([
    ['Senior Advisor Vertrieb (Interim)', 'Contract'],
    ['Strategic Advisor Operations (Contract)', null],
    ['Senior Advisor Finanzen (befristet)', 'Freelance'],
    ['Advisor Logistics (interim)', 'Contract'],
    ['Senior Advisor Marketing', 'Contract'],
  ])('"%s" (%s) advises: advisor', (title, type) => {
    expect(readTitle(title, type).engagement).toBe('advisor');
  });
  it.each([
    ['Interim Manager Produktion', 'Contract', 'contractor'],
    ['Interim Head of Finance', 'Contract', 'contractor'],
    ['Senior Advisor Vertrieb und Leiter Key Account (Interim)', 'Contract', 'contractor'],
  ])('"%s" (%s) holds an operating role: %s', (title, type, engagement) => {
    expect(readTitle(title, type).engagement).toBe(engagement);
  });
});
