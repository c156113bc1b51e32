import { describe, expect, it } from 'vitest';
import { type RosterEntry, read } from '../fixtures/reading.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 118 (air navigation services, a regional broadcaster): "either kind or not"
 * is no exclusion; air traffic controllers, AFIS officers, ATSEP, meteorologists, broadcast technicians and a
 * programme council are jobs the title must name; a heading's job is what its bare list of workers is; a picture
 * editor's word with "editors" after a slash is one job. Each table is written in our own words.
 */

describe('"X or not" after a comma says either kind counts, no exclusion', () => {
  it.each<[string, RosterEntry[], RosterEntry[]]>([
    [
      'Supervisory board members, executive or not.',
      [
        ['Supervisory Board Member', 'board'],
        ['Chair of the Supervisory Board', 'board'],
      ],
      ['Software Engineer', 'Accountant'],
    ],
    [
      'Aufsichtsräte und Vorstände, geschäftsführend oder nicht.',
      [['Mitglied des Aufsichtsrats', 'board'], ['Aufsichtsrätin', 'board'], 'Vorstandsmitglied'],
      ['Buchhalterin', 'Lagerist'],
    ],
    [
      'Consejeros del consejo de administración, ejecutivos o no.',
      [
        ['Consejero independiente', 'board'],
        ['Presidenta del Consejo de Administración', 'board'],
      ],
      ['Contable', 'Técnico de mantenimiento'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('air traffic controllers are a job of their own, not finance controllers', () => {
  it.each([
    [
      'Air traffic controllers at any level: controllers, tower supervisors and tower chiefs. Not trainees.',
      ['Air Traffic Controller', 'Tower Supervisor', 'Controlador aéreo', 'Jefa de Torre Valencia'],
      ['Financial Controller', 'Controller', 'Accountant', 'AFIS Operator'],
    ],
    [
      'Fluglotsen und Flugverkehrsleiter im Tower.',
      ['Fluglotsin', 'Flugverkehrsleiter Tower', 'Controleur aérien'],
      ['Controllerin', 'Finanzcontroller', 'Meteorologe'],
    ],
    [
      'Controladores de tránsito aéreo y supervisores de torre.',
      ['Controladora de tránsito aéreo', 'Controlador de tráfego aéreo', 'Supervisor de Torre'],
      ['Controller financiero', 'Contable', 'Técnico de radioayudas'],
    ],
    [
      'Luchtverkeersleiders, alle niveaus.',
      ['Luchtverkeersleider', 'Air Traffic Controller (APP)'],
      ['Controller', 'Business Controller'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('AFIS officers, ATSEP and meteorologists are jobs the title must name', () => {
  it.each([
    [
      'AFIS officers: who give the aerodrome flight information service.',
      ['AFIS Officer', 'Operadora AFIS', 'Agent AFIS'],
      ['Air Traffic Controller', 'Meteorologist', 'Operations Assistant'],
    ],
    [
      'ATSEP: engineers and technicians who keep the radars and navigation aids running, apprentices included.',
      ['ATSEP Engineer', 'Técnico de radioayudas', 'Radar Engineer', 'CNS Technician'],
      ['Software Engineer', 'Maintenance Technician', 'Air Traffic Controller', 'Communications Manager'],
    ],
    [
      'CNS engineers and ATSEP technicians.',
      ['Ingeniera CNS', 'Técnico ATSEP'],
      ['Network Engineer', 'Sound Engineer'],
    ],
    [
      'Meteorologists and weather observers, any level. Not weather presenters.',
      ['Aeronautical Meteorologist', 'Meteoróloga', 'Observador meteorológico', 'Head of Meteorology'],
      ['Weather Presenter', 'Air Traffic Controller', 'Data Scientist'],
    ],
    [
      'Meteorologen und Wetterbeobachter.',
      ['Meteorologin', 'Meteorologe (Flugwetter)'],
      ['Wettermoderatorin', 'Fluglotse'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a broadcaster: transmission technicians, a programme council, picture editors', () => {
  it.each([
    [
      'Broadcast engineers: engineers and technicians for transmitters, playout and master control.',
      ['Transmitter Engineer', 'Master Control Operator', 'Playout Technician', 'Inżynier nadajników'],
      ['Software Engineer', 'Camera Operator', 'Sound Engineer', 'IT Administrator'],
    ],
    [
      'Sendetechnik: Ingenieure und Techniker für Sender und Studiotechnik.',
      ['Sendetechniker', 'Ingenieurin Studiotechnik', 'Technik emisji'],
      ['Softwareentwickler', 'Kameramann', 'Trenerka emisji głosu'],
    ],
    [
      'Members of the programme council.',
      ['Member of the Programme Council', 'Przewodnicząca Rady Programowej', 'Mitglied des Programmbeirats'],
      ['Supervisory Board Member', 'Programme Director', 'Board Adviser'],
    ],
    [
      'Camera operators and videomonteurs/editors, staff or freelance.',
      ['Camera Operator', 'Video Editor', 'Operator kamery'],
      ['News Editor', 'Reporter', 'Redaktor muzyczny', 'Editor-in-Chief'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('audits joined to quality are quality audits, not finance', () => {
  it.each([
    [
      'Quality assurance and audits, any level.',
      ['Quality Auditor', 'Quality Manager'],
      ['Accountant', 'Financial Controller'],
    ],
    [
      'Calidad y auditorías.',
      ['Auditora de calidad', 'Responsable de Calidad'],
      ['Contable', 'Controller financiero'],
    ],
    [
      'Qualité et audits.',
      ['Auditeur qualité', 'Responsable qualité'],
      ['Comptable', 'Contrôleur de gestion'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"does not include" a tower chief drops the tower chiefs, not their controllers', () => {
  it.each([
    [
      'Directores y jefes de área. No incluye jefes de torre.',
      ['Jefe de Operaciones', 'Directora Financiera'],
      ['Jefe de Torre Málaga', 'Jefa de Torre'],
    ],
    [
      'Heads and directors of every area. Does not include tower chiefs or tower supervisors.',
      ['Head of Operations', 'Finance Director'],
      ['Tower Chief', 'Tower Supervisor'],
    ],
    [
      'Controladores aéreos. No incluye jefes de torre.',
      ['Controlador aéreo', 'Controladora de tránsito aéreo'],
      ['Jefe de Torre Málaga', 'Controller financiero'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a newsroom: its chiefs and its desk editors are jobs of their own', () => {
  it.each([
    [
      'Chefs de rédaction et secrétaires de rédaction.',
      ['Chef de rédaction', 'Secrétaire de rédaction', 'Kierowniczka Redakcji Sportowej'],
      ['Reporter', 'Journaliste', 'Présentatrice'],
    ],
    [
      'Sub-editors and desk editors, any level.',
      ['Sub-editor', 'Senior Desk Editor', 'News Editor (nights)', 'Wydawca serwisu'],
      ['Reporter', 'Correspondent', 'Video Editor'],
    ],
    [
      'Reporters in the field. Not desk editors or sub-editors.',
      ['Reporter', 'Reporterka', 'Dziennikarz'],
      ['Desk Editor', 'Sub-editor', 'Wydawczyni'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a colon then a clause about the leavers restates them', () => {
  it.each([
    'People who used to work here and left: their contract with us is over.',
    'Leute, die früher bei uns gearbeitet haben: ihre Stelle hier ist beendet.',
    'Personnes qui travaillaient chez nous : leur poste a pris fin.',
  ])('%s keeps former staff of any job', (definition) => {
    const reading = read(definition);
    expect(reading.formerOnly).toBe(true);
    expect(reading.includes.length).toBeGreaterThan(0);
  });
});
