import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 116 (a nuclear decommissioning company, a dubbing studio). Each table is written
 * in our own words, not the set's.
 */

const OUTSIDERS = [
  ['Graphic Designer', 'contractor'],
  ['Security Guard', 'contractor'],
  ['Tax Adviser', 'advisor'],
  ['Interim Controller', 'contractor'],
] as const;
const STAFF = ['Office Manager', 'Receptionist', 'Accountant', 'Head of Finance'];

describe('working for us as an outsider rather than as an employee is the non-employees, in any job', () => {
  it.each([
    'Everyone who works for us as an external rather than as an employee: freelancers, contractors and outside advisers (tax advisers, notaries, auditors).',
    'People who work with us as outsiders instead of as employees: contractors, consultants, advisers (lawyers or accountants) and staff of specialist firms.',
    'Tous ceux qui travaillent pour nous comme externes plutôt que comme salariés : indépendants, prestataires et conseillers (avocats, experts-comptables).',
    'Todos los que trabajan con nosotros como externos en lugar de como empleados: autónomos, contratistas y asesores (abogados, auditores).',
    'Tutti quelli che lavorano per noi come esterni anziché come dipendenti: liberi professionisti, fornitori e consulenti esterni (avvocati, revisori).',
  ])('"%s"', (definition) => keepsAndDrops(definition, OUTSIDERS, STAFF));
});

describe('the same said in German asks for the contractors in any job', () => {
  it.each([
    'Wer als Externer statt als Angestellter für uns arbeitet: Freiberufler, Dienstleister, Berater.',
  ])('"%s"', (definition) => keepsAndDrops(definition, OUTSIDERS.slice(0, 2), STAFF));
});

describe('the staff of specialist firms are contractors, not a job', () => {
  it.each([
    'Contractors and staff of specialist firms deployed on our sites.',
    'Freelancers and staff of specialised companies or agencies working here.',
  ])('"%s"', (definition) =>
    keepsAndDrops(
      definition,
      [
        ['Welder', 'contractor'],
        ['Site Engineer', 'contractor'],
      ],
      ['Plant Electrician', 'Office Manager'],
    ),
  );
});

describe('a dubbing studio’s trades are jobs in every language', () => {
  it.each([
    [
      'Voice actors and dubbing actresses, freelance included.',
      [
        'Voice Actor',
        'Doppiatore',
        'Synchronsprecherin',
        'Comédienne de doublage',
        ['Actriz de doblaje', 'contractor'],
      ],
      ['Dubbing Director', 'Dialogue Adapter', 'Sound Engineer', 'Studio Manager'],
    ],
    [
      'Le doppiatrici e i doppiatori, a qualsiasi livello.',
      ['Doppiatrice', 'Doppiatore junior', 'Voice Artist', 'Stemactrice'],
      ['Direttore del doppiaggio', 'Adattatrice dialoghi', 'Fonico', 'Responsabile amministrativo'],
    ],
    [
      'Directores de doblaje, también freelance.',
      [
        'Director de doblaje',
        'Directrice artistique (doublage)',
        'Direttrice del doppiaggio',
        'Dubbing Director',
      ],
      ['Actor de doblaje', 'Directora financiera', 'Director comercial', 'Director de producción'],
    ],
    [
      'Adattatori, dialoghisti, sottotitolatori e audiodescrittori.',
      [
        'Adattatore dialoghi',
        'Dialoghista',
        'Sottotitolatrice',
        'Audiodescrittrice',
        'Subtitler',
        'Sous-titreuse',
      ],
      ['Doppiatore', 'Direttore del doppiaggio', 'Segretaria di produzione'],
    ],
    [
      'Untertitler und Audiodeskriptoren sowie Übersetzer.',
      ['Untertitlerin', 'Audiodeskriptorin', 'Fachübersetzerin', 'Subtituladora'],
      ['Synchronsprecher', 'Tonmeister', 'Buchhalterin'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the Dutch casting compounds name the casting job', () => {
  it.each([
    'Castingverantwoordelijken en castingmedewerkers.',
    'Onze castingcoördinatoren, geen stemacteurs.',
  ])('"%s"', (definition) =>
    keepsAndDrops(
      definition,
      ['Casting Director', 'Responsabile casting', 'Castingcoördinator'],
      ['Stemacteur', 'Office Manager', 'Sound Engineer'],
    ),
  );
});
