import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 83 (a meat processor and a tank terminal): a company's fire brigade is its
 * firefighters, a job the title must name, not everyone in health, safety and environment; and people named by
 * their membership of the team just named ("operators who serve on it") are its members, no group of their own.
 * Each table is written in our own words.
 */

describe('a fire brigade is its firefighters', () => {
  it.each([
    [
      'The plant fire brigade: chief and all members.',
      ['Fire Chief', 'Industrial Firefighter', 'Fire Crew Leader'],
      ['HSE Advisor', 'Environmental Officer', 'Process Safety Engineer', 'Shift Operator'],
    ],
    [
      'Bedrijfsbrandweer: de commandant en alle leden.',
      ['Commandant Bedrijfsbrandweer', 'Bedrijfsbrandweerman', 'Ploegleider brandweer'],
      ['Preventieadviseur', 'Hogere Veiligheidskundige', 'Adviseur Milieu', 'KAM-coördinator'],
    ],
    [
      'Werkfeuerwehr: Kommandant und alle Mitglieder.',
      ['Leiter Werkfeuerwehr', 'Werkfeuerwehrmann', 'Feuerwehrmann'],
      ['Fachkraft für Arbeitssicherheit', 'Umweltbeauftragter', 'Schichtarbeiter Produktion'],
    ],
    [
      'Bomberos de empresa.',
      ['Bombero de empresa', 'Jefe de bomberos'],
      ['Técnico de prevención de riesgos laborales', 'Responsable de Medio Ambiente'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('people who serve on the team just named are its members', () => {
  it.each([
    [
      'Our works fire brigade, including production operators who serve on it next to their shift work.',
      ['Fire Chief', 'Industrial Firefighter'],
      ['Production Operator', 'Shift Operator', 'HSE Manager'],
    ],
    [
      'Bedrijfsbrandweer, inclusief operators die er naast hun ploegendienst in zitten.',
      ['Bedrijfsbrandweerman', 'Commandant Bedrijfsbrandweer'],
      ['Operator', 'Procesoperator', 'Veiligheidskundige'],
    ],
    [
      'Brigada contra incendios, incluidos los operarios que forman parte de ella.',
      ['Bombero de empresa', 'Jefe de bomberos'],
      ['Operario de producción', 'Técnico de prevención'],
    ],
    [
      'Werkfeuerwehr, auch Schichtarbeiter, die ihr angehören.',
      ['Werkfeuerwehrmann', 'Leiter Werkfeuerwehr'],
      ['Schichtarbeiter', 'Fachkraft für Arbeitssicherheit'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));

  it('leaves people who serve on a shift or a line', () =>
    keepsAndDrops(
      'Operators who serve on the night shift.',
      ['Process Operator', 'Production Operator'],
      ['HR Manager'],
    ));
});

describe("a terminal's planners are planners, not all of operations", () => {
  it.each([
    [
      'Terminal planners.',
      ['Planner', 'Teamleider Planning', 'Senior Planner Barges'],
      ['Operations Manager', 'Jetty Operator', 'Plant Director', 'Maintenance Manager'],
    ],
    [
      'Terminalplaner.',
      ['Terminalplaner', 'Leiter Planung'],
      ['Betriebsleiter', 'Schichtführer Tanklager', 'Instandhaltungsleiter'],
    ],
    [
      'Planificateurs du terminal.',
      ['Planificateur', 'Responsable Planification'],
      ['Directeur de Site', 'Opérateur de quai', 'Électromécanicien'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a group's people with two jobs in a bracket are those jobs of the group", () => {
  it.each([
    [
      'Control room people (operators and supervisors).',
      ['Control Room Operator', 'Operator Controlekamer'],
      ['Operator', 'Process Operator', 'Shift Supervisor Maintenance', 'Operations Manager'],
    ],
    [
      'Leitwarte Personal (Operatoren und Schichtleiter).',
      ['Operator Leitwarte', 'Schichtleiter Leitwarte'],
      ['Produktionsmitarbeiter', 'Betriebsleiter'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('excise and foreign-trade technicians are a job, not sales', () => {
  it.each([
    [
      'Excise specialists and foreign trade clerks.',
      ['Excise Specialist', 'Customs & Excise Officer', 'Foreign Trade Clerk'],
      ['Export Sales Manager', 'Key Account Manager', 'Forklift Driver'],
    ],
    [
      'Accises et techniciens du commerce extérieur.',
      ['Gestionnaire accises', 'Technicienne du commerce extérieur'],
      ['Directeur commercial export', 'Commercial grands comptes'],
    ],
    [
      'Técnicos de comercio exterior e impuestos especiales.',
      ['Técnica de Comercio Exterior', 'Responsable de Impuestos Especiales'],
      ['Director Comercial Exportación', 'Key Account Manager'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
