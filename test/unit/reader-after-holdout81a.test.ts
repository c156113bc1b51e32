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
