import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 117 (a racehorse training centre and an industrial fire brigade): a field
 * the reader does not know before a generic head ("… specialists") names nothing, also when the head comes from
 * the next item of a list; a fire service's ranks are firefighters, and a fire watch is not a security guard.
 * Each table is written in our own words.
 */

describe('an unread field before a shared generic head names nothing', () => {
  it.each([
    [
      'Welding specialists: corrosion / blasting specialists and welders.',
      ['Welder', 'Lasser'],
      ['Office Manager', 'Software Engineer', 'Accountant', 'Receptionist'],
    ],
    [
      'Schweißer und Korrosions- / Strahlspezialisten.',
      ['Schweißer'],
      ['Buchhalterin', 'Empfang', 'Projektleiter'],
    ],
    [
      'Soudeurs, et spécialistes de la corrosion / du sablage.',
      ['Soudeur'],
      ['Comptable', 'Assistante de direction', 'Chef de projet'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the ranks of a fire service are firefighters, not guards', () => {
  it.each([
    [
      'Brandwachten en manschappen in vaste dienst.',
      ['Brandwacht', 'Manschap', 'Brandweerman'],
      ['Beveiliger', 'Portier', 'Receptioniste', 'Monteur'],
    ],
    [
      'Truppmänner und Gruppenführer, auch Brandwachten.',
      ['Truppmann', 'Gruppenführer', 'Brandwacht'],
      ['Sicherheitsmitarbeiter', 'Pförtner', 'Buchhalter'],
    ],
    [
      'Crew commanders on every watch, nobody else.',
      ['Crew Commander', 'Bevelvoerder', "Chef d'agrès"],
      ['Brandwacht', 'Firefighter', 'Security Guard', 'Fire Safety Engineer'],
    ],
    [
      'Chefs d’agrès et bevelvoerders.',
      ["Chef d'agrès", 'Bevelvoerder ploeg 2'],
      ['Sapeur-pompier', 'Manschap', 'Agent de sécurité'],
    ],
    [
      'Security guards and gatehouse staff, our own or contracted.',
      ['Security Guard', 'Beveiliger'],
      ['Brandwacht', 'Industriële brandwacht', 'Manschap'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
