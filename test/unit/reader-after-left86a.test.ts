import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after the leftovers of holdouts 83, 57 and 65 (a meat processor, a tank terminal, a
 * forestry and bioenergy group, a funeral and a mountain-resort business). Each table is written in our own words.
 */

describe("a company's legal form ends no sentence", () => {
  it.each([
    [
      'Supervisory board members. The managing directors of a Dutch B.V. do not count unless they are on the board.',
      [['Lid Raad van Commissarissen', 'board']],
      ['Algemeen Directeur', 'Managing Director', 'Chief Financial Officer'],
    ],
    [
      'Die Mitglieder des Verwaltungsrats. Geschäftsführer einer S.p.A. zählen nicht, es sei denn, sie sitzen im Verwaltungsrat.',
      [['Mitglied des Verwaltungsrats', 'board']],
      ['Geschäftsführer', 'Amministratore Delegato'],
    ],
    [
      'Leden van de raad van toezicht. Directeuren van een N.V. tellen niet mee, tenzij ze ook in de raad van toezicht zitten.',
      [['Lid Raad van Toezicht', 'board']],
      ['Algemeen Directeur', 'Directeur Operations'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('an executive who also sits on the board is spared by "unless they sit on the board"', () => {
  it.each([
    [
      'Board members. The executive directors do not count unless they also sit on the board.',
      [
        ['Board Member', 'board'],
        ['Managing Director and Member of the Board', 'board'],
      ],
      ['Managing Director', 'Chief Operating Officer'],
    ],
    [
      'Consejeros. Los directores generales no cuentan, salvo que también formen parte del consejo.',
      [
        ['Consejero dominical', 'board'],
        ['Director General y Consejero', 'board'],
      ],
      ['Director General', 'Directora Financiera'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("who leads a shift: the process industry's wachtchef and the Flemish ploegbaas too", () => {
  it.each([
    [
      'Wachtchefs in de volcontinudienst.',
      ['Wachtchef', 'Wachtchef Ploeg B', 'Ploegleider'],
      ['Terminal Manager', 'Planner', 'Operator'],
    ],
    [
      'Alle ploegbazen van de site.',
      ['Ploegbaas', 'Ploegbaas Productie', 'Shift Supervisor'],
      ['Plant Manager', 'Procesoperator'],
    ],
    [
      'Shift supervisors (Schichtleiter, wachtchefs, ploegbazen, jefes de turno).',
      ['Schichtleiter', 'Wachtchef', 'Ploegbaas', 'Jefe de Turno'],
      ['Werksleiter', 'Operations Director', 'Scheduler'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('who loads ships and barges at the jetties is a job of its own', () => {
  it.each([
    [
      'Jetty staff and barge loading crews.',
      ['Jetty Operator', 'Loading Master', 'Operator steiger', 'Steigeroperator'],
      ['Control Room Operator', 'Terminal Planner', 'Cargo Surveyor'],
    ],
    [
      'Steigeroperators en havenarbeiders.',
      ['Steigeroperator', 'Havenarbeider', 'Jetty Operator'],
      ['Procesoperator', 'Planner Binnenvaart', 'Wachtchef'],
    ],
    [
      'Stevedores on the quay and loading masters.',
      ['Stevedore', 'Loading Master', 'Estibador'],
      ['Harbour Master', 'Crane Technician', 'Terminal Manager'],
    ],
    [
      'Hafenarbeiter und Schiffsbelader.',
      ['Hafenarbeiter', 'Schiffsbelader', 'Jetty Operator'],
      ['Steiger', 'Obersteiger', 'Disponent'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the export paperwork is customs work, not the sales that export', () => {
  it.each([
    [
      "Les documents d'exportation : les techniciens du commerce extérieur.",
      ['Technicienne commerce extérieur', 'Customs Specialist', 'Técnico de Comercio Exterior'],
      ['Export Sales Manager', 'Directeur Commercial', 'Key Account Manager'],
    ],
    [
      'Export documentation and customs clerks.',
      ['Customs Clerk', 'Export Documentation Specialist'],
      ['Export Manager', 'Area Sales Manager Asia', 'Commercial Director'],
    ],
    [
      'Zoll und Ausfuhrpapiere: alle Sachbearbeiter.',
      ['Zollsachbearbeiterin', 'Sachbearbeiter Zoll'],
      ['Exportleiter', 'Vertriebsleiter', 'Key Account Manager'],
    ],
    [
      'Phytosanitary and export documentation specialists.',
      ['Phytosanitary Specialist', 'Export Documentation Specialist', 'Especialista Fitosanitario'],
      ['Export Sales Specialist', 'Logistics Specialist', 'Quality Specialist'],
    ],
    [
      'La documentación de exportación y las aduanas.',
      ['Técnica de Comercio Exterior', 'Especialista en Aduanas'],
      ['Director de Exportación', 'Jefe de Ventas', 'Agente comercial'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"on our payroll" says how they work for us, not that they work in payroll', () => {
  it.each([
    [
      'Process engineers on our payroll.',
      ['Process Engineer', 'Senior Process Engineer'],
      ['Payroll Specialist', 'Salarisadministrateur', 'Payroll Manager'],
    ],
    [
      'Ingenieros de procesos en nómina.',
      ['Ingeniera de Procesos', 'Process Engineer'],
      ['Técnico de Nóminas', 'Payroll Specialist'],
    ],
    [
      'Les ingénieurs procédés sur notre liste de paie.',
      ['Ingénieur Procédés', 'Process Engineer'],
      ['Gestionnaire de paie', 'Responsable Paie'],
    ],
    [
      'Procesingenieurs op onze loonlijst.',
      ['Procesingenieur', 'Process Engineer'],
      ['Salarisadministrateur', 'Medewerker Loonadministratie'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"executive and management assistants": the serving word shares the assistants\' noun', () => {
  it.each([
    [
      'Executive and management assistants and secretaries.',
      ['Executive Assistant', 'Management Assistant', 'Secretary'],
      ['Chief Executive Officer', 'Chief Financial Officer', 'Managing Director'],
    ],
    [
      'Personal and team assistants, office managers excluded.',
      ['Personal Assistant', 'Team Assistant'],
      ['Chief Operating Officer', 'Office Manager', 'Director General'],
    ],
    [
      'Board and executive secretaries.',
      ['Executive Secretary', 'Secretary to the Board'],
      ['Chief Executive Officer', 'Board Member', 'Directeur Général'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('teachers of a language are a job the title names by a language', () => {
  it.each([
    [
      'Teachers of languages — Dutch, Portuguese, Latin — and no other subjects.',
      ['Teacher of Dutch', 'Professora de Português', 'Latin Teacher'],
      ['Maths Teacher', 'Lehrperson Biologie', 'Head of Science'],
    ],
    [
      'Sprachlehrerinnen und Sprachlehrer (Deutsch, Englisch, Französisch).',
      ['Lehrerin Englisch', 'Französischlehrer', 'Deutschlehrerin'],
      ['Lehrperson Mathematik', 'Sportlehrer', 'Geografielehrer'],
    ],
    [
      'Profesores de idiomas.',
      ['Profesora de inglés', 'Insegnante di tedesco', 'Docent Frans'],
      ['Profesor de matemáticas', 'Docent natuurkunde', 'Professeur de chimie'],
    ],
    [
      'Enseignants de langues étrangères.',
      ['Professeure d’anglais', 'Enseignant d’espagnol', 'Teacher of Arabic'],
      ['Professeur de physique', 'Enseignante en histoire'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
