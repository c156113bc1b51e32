import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 80 and 81 (a packaging plant, a civil engineering office, a waste collector
 * and a container terminal): trades of collection, the port, surveying and the corrugating line are jobs the
 * title must name, a technical department is maintenance, and a bare level first after a heading's colon is that
 * heading's leadership. Each table is written in our own words.
 */

describe('refuse collection loaders (ISCO-08 9611) are a job of their own, with their team leaders', () => {
  it.each([
    [
      'Bin loaders on our collection lorries, staff or agency, and their team leaders.',
      ['Ripeur', 'Ripeuse – tournées du matin', 'Chef d’équipe ripeurs', 'Belader', 'Müllwerker'],
      ['Chauffeur PL', 'Directeur financier', 'Responsable QSE', 'Head of Sales', 'Leiterin Personal'],
    ],
    [
      'Ripeurs et beladers, CDI ou intérim.',
      ['Ripeur (intérim)', 'Belader via uitzendbureau'],
      ['Vrachtwagenchauffeur', 'Opératrice de tri', 'Administrateur délégué'],
    ],
    [
      'Operatori ecologici e peones de recogida.',
      ['Operatore ecologico', 'Peón de recogida'],
      ['Conducente camion', 'Direttore commerciale'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('reefer people (ISCO-08 7127) are a job the title names', () => {
  it.each([
    [
      'Reefer technicians and reefer coordinators.',
      ['Reefer-Techniker', 'Reefer Coordinator – night shift', 'Reefer Mechanic'],
      ['Kfz-Mechatroniker', 'Schichtleiter Terminalbetrieb', 'Lascher', 'Zollsachbearbeiter'],
    ],
    [
      'Techniciens des conteneurs frigorifiques.',
      ['Technicien conteneurs frigorifiques', 'Reefer technician'],
      ['Cariste', 'Technicien de maintenance'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('container handling equipment drivers (ISCO-08 8343, 8344) are a job the title names', () => {
  it.each([
    [
      'Container-Brückenfahrer, Van-Carrier-/Straddle-Carrier-Fahrer und Reachstacker-Fahrer.',
      ['Containerbrückenfahrerin', 'Van-Carrier-Fahrer', 'Straddle Carrier Driver', 'Reachstacker Fahrer'],
      ['Lascher', 'Schiffsplaner', 'Leiter Terminalbetrieb', 'Fachkraft für Arbeitssicherheit'],
    ],
    [
      'Quay crane operators and straddle carrier drivers, staff or pool.',
      ['Quay Crane Operator', 'Straddle carrier driver (pool)', 'Portainerfahrer'],
      ['Gate checker', 'Terminal Manager', 'Reefer technician'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('surveyors (ISCO-08 2165, 3112) are a job the title names', () => {
  it.each([
    [
      'Landmeters en topografen, ook stagiairs.',
      ['Landmeter-expert', 'Landmeter / meettechnicus', 'Géomètre-topographe', 'Vermessungstechnikerin'],
      ['Tekenaar', 'Projectleider wegen', 'Hydrographic Surveyor', 'Quantity Surveyor'],
    ],
    [
      'Géomètres et topographes.',
      ['Géomètre', 'Topografo di cantiere', 'Topógrafa'],
      ['Ingénieur hydraulicien', 'Dessinateur CAD'],
    ],
    [
      'Land surveyors and survey technicians.',
      ['Land Surveyor', 'Chartered Land Surveyor'],
      ['Hydrographic Surveyor', 'Insurance surveyor', 'BIM Modeller'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('corrugator crews (ISCO-08 8143) are whoever the title puts at the corrugating line', () => {
  it.each([
    [
      'Die Mannschaft an der Wellpappenanlage (corrugator).',
      ['Corrugator Operator', 'Schichtleiterin Wellpappenanlage', 'Helfer WPA (Abstapelung)'],
      ['Maschinenführer Flexodruck', 'Stanzer', 'Leiter Instandhaltung', 'Leiterin Logistik'],
    ],
    [
      "Tout le personnel de l'onduleuse.",
      ['Conducteur onduleuse', 'Aide onduleuse'],
      ['Conducteur de plieuse-colleuse', 'Directeur de site'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a technical department in Dutch or German is maintenance, not all operations', () => {
  it.each([
    [
      'De technische dienst: monteurs en elektriciens.',
      ['Monteur technische dienst', 'Elektromonteur', 'Onderhoudstechnicus'],
      ['Heftruckchauffeur', 'Planner', 'Chauffeur CE', 'Sorteerder'],
    ],
    [
      'Der Technische Dienst mit Mechanikern und Elektronikern.',
      ['Industriemechaniker', 'Elektroniker für Betriebstechnik'],
      ['Kranfahrer', 'Disponentin', 'Zollsachbearbeiter'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a bare level first after a heading’s colon is that heading’s leadership', () => {
  it.each([
    [
      'Instandhaltung: Leitung, Mechatroniker, Elektriker.',
      ['Leiter Instandhaltung', 'Mechatroniker', 'Elektrikerin'],
      ['Geschäftsführer', 'Leiterin Personal', 'Vertriebsleiter', 'Werkleiter'],
    ],
    [
      'Maintenance: management, mechanics and electricians.',
      ['Maintenance Manager', 'Mechanic', 'Electrician'],
      ['CFO', 'Head of Sales', 'IT Manager'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a terminal or port said as where a job works adds no function', () => {
  it.each([
    [
      'Customs and reefer people at the terminal.',
      ['Reefer technician', 'Customs clerk'],
      ['Van carrier driver', 'Shift manager operations', 'Vessel planner', 'Lasher'],
    ],
    [
      'Reefer-Techniker am Terminal.',
      ['Reefer-Technikerin'],
      ['Schichtleiter Terminalbetrieb', 'Kfz-Mechatroniker'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('heavy truck drivers (ISCO-08 8332) are a job the title names', () => {
  it.each([
    [
      'Chauffeurs poids lourds (C/CE), CDI ou intérim.',
      ['Chauffeur PL', 'Chauffeur poids lourd – tournées', 'Vrachtwagenchauffeur CE', 'LKW-Fahrer'],
      ['Ripeur', 'Chef de dépôt', 'Dispatcheuse', 'Mécanicien PL'],
    ],
    [
      'HGV and lorry drivers.',
      ['HGV Driver', 'Camionero', 'Autista di camion'],
      ['Forklift driver', 'Transport planner'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('lashers (ISCO-08 9333) and their foremen are a job the title names', () => {
  it.each([
    [
      'Lashing crews and their foremen.',
      ['Lasher', 'Vorarbeiter Laschen', 'Hafenarbeiter – Laschen', 'Sjorder'],
      ['Containerbrückenfahrer', 'Checker Gate', 'Schiffsplaner'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('vessel and yard planners (ISCO-08 4323) are a job the title names', () => {
  it.each([
    [
      'Vessel planners and yard planners, interns too.',
      ['Vessel Planner', 'Yardplanerin', 'Praktikant Schiffsplanung', 'Scheepsplanner'],
      ['Lascher', 'Disponent', 'Reefer technician', 'Leiter Terminalbetrieb'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a sorting centre’s staff (ISCO-08 9612) are whoever the title puts at the sorting', () => {
  it.each([
    [
      'Le personnel des centres de tri.',
      ['Opératrice de tri', 'Chef d’équipe – centre de tri', 'Responsable du centre de tri'],
      ['Ripeur', 'Chauffeur PL', 'Responsable maintenance', 'Comptable'],
    ],
    [
      'Waste sorters and sorting centre staff.',
      ['Sorting operative', 'Sorteerder'],
      ['Weighbridge clerk', 'Truck driver'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('weighbridge and gate staff (ISCO-08 4321, 4323) are a job the title names', () => {
  it.each([
    [
      'Weighbridge operators and gate checkers.',
      ['Peseur', 'Weighbridge Operator', 'Checker – Gate / Torabfertigung', 'Weegbrugoperator'],
      ['Chauffeur PL', 'Cariste', 'Lascher', 'Reefer technician'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('packaging designers (ISCO-08 2163) and converting operators (8143) are jobs the title names', () => {
  it.each([
    [
      'Packaging developers and structural designers of boxes, including the head of the team.',
      [
        'Verpackungsentwicklerin',
        'Leiter Verpackungsentwicklung',
        'Structural Packaging Designer',
        'Mustermacher',
      ],
      ['Grafikdesignerin', 'Technischer Geschäftsführer', 'Leiterin Personal', 'Head of Sales'],
    ],
    [
      'Die-cutters and folder-gluers, apprentices included. Not the corrugator.',
      [
        'Maschinenführer Flachbettstanze',
        'Bedienerin Faltschachtelklebemaschine',
        'Azubi Packmitteltechnologe',
      ],
      ['Maschinenführer Wellpappenanlage', 'Leiter Logistik', 'Industriemechaniker'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
