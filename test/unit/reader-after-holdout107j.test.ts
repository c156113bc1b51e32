import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 107 (an orchestra): an orchestra's sections and desks are jobs the title must
 * name (the strings, the concertmasters, the section principals), not every musician; a French management
 * secretary ("secrétaire de direction", "secrétariat de direction") is an assistant, not the management.
 * Each table is written in our own words.
 */

const WINDS = ['Solo-Klarinette', 'Principal Oboe', 'Hornist (Tutti)', 'Solo-Pauke', 'Harfenistin'];
const STRINGS = ['Tutti 2. Violine', 'Bratschist', 'Cellist (tutti)', 'Kontrabassist', 'Violinist'];

describe('the string section is the bowed strings only', () => {
  it.each([
    ['Streicher: Violinen, Bratschen, Celli und Kontrabässe.', STRINGS, WINDS],
    ['String players of the orchestra: violins, violas, cellos and double basses.', STRINGS, WINDS],
    [
      'Les violons, violoncelles et contrebasses de l’orchestre.',
      ['Violon tutti', 'Violoncelliste', 'Contrebassiste'],
      WINDS,
    ],
    ['Strijkers: violen en cellos, van tutti tot concertmeester.', ['Cellist', 'Concertmeester'], WINDS],
    ['Violinistas y contrabajos de la orquesta.', ['Violinista', 'Contrabajo tutti'], WINDS],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('section principals and concertmasters are the leading desks, not the tutti', () => {
  const PRINCIPALS = [
    'Solo-Klarinette',
    'Principal Oboe',
    'Stimmführerin Bratsche',
    'Stellvertretender Solo-Cellist',
  ];
  const TUTTI = ['Tutti 2. Violine', 'Hornist (Tutti)', 'Bratschist', 'Kontrabassist'];
  it.each([
    ['Section principals and their deputies.', PRINCIPALS, TUTTI],
    ['Stimmführer und Solo-Positionen des Orchesters, auch stellvertretende.', PRINCIPALS, TUTTI],
    [
      'Principal players: the concertmasters and the section principals.',
      [...PRINCIPALS, 'Konzertmeister'],
      TUTTI,
    ],
    [
      'Concertmasters only.',
      ['1. Konzertmeisterin', 'Concertmaster', 'Concertmeester'],
      [...TUTTI, 'Principal Oboe'],
    ],
    ['Aanvoerders van het orkest.', ['Aanvoerder cello', 'Aanvoerder hobo'], TUTTI],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a management secretary in French is an assistant, not the management', () => {
  const ASSISTS = ['Assistante de direction', 'Secrétaire de direction', 'Executive Assistant to the CEO'];
  const BOSSES = ['Directeur général', 'Directrice financière', 'CEO', 'Head of Sales'];
  it.each([
    ['Secrétariat de direction.', ASSISTS, BOSSES],
    ['Les secrétaires de direction et assistantes.', ASSISTS, BOSSES],
    ['Assistant(e)s et secrétaires de direction, au siège comme en région.', ASSISTS, BOSSES],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the employees’ seats beside the board asked for are seats of that board', () => {
  const BOARD = [
    ['Mitglied des Aufsichtsrats', 'board'],
    ['Commissaris', 'board'],
    ['Board Member (employee-elected)', 'board'],
  ] as const;
  const STAFF = ['Geschäftsführer', 'Algemeen directeur', 'Buchhalterin'];
  it.each([
    ['Supervisory board members, employee-elected members too.', BOARD, STAFF],
    [
      'Members of the Aufsichtsrat and of the raad van commissarissen, and the employee-elected members too.',
      BOARD,
      STAFF,
    ],
    ['All members of the board, including the employee-elected ones.', BOARD, STAFF],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a German orchestra’s Orchestervorstand is its players’ elected representation', () => {
  const SEATS = [
    'Mitglied im Orchestervorstand',
    'Sprecherin des Orchestervorstandes',
    'Betriebsratsvorsitzender',
  ];
  const OTHERS = ['Solo-Klarinette', 'Orchesterdirektor', 'Personalleiterin'];
  it.each([
    ['Arbeitnehmervertreter: Betriebsrat und Orchestervorstand.', SEATS, OTHERS],
    ['Die gewählten Mitglieder des Orchestervorstands und des Betriebsrats.', SEATS, OTHERS],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
