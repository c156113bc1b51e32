import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * How titles and the trades a definition names are read after holdouts 78 and 79 (a yacht yard, a ski area's lifts and
 * slopes, a lake ferry line). Each rule is held by a generated table: ranks and trades in their languages × places written
 * here, not the sets' titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const SHIP = ['', ', m/s Pohjantähti', ' (via Nordic Manning)', ' | Turku'];
const MOUNTAIN = ['', ' – Talstation', ' (Wintersaison)', ' | Skigebiet Nordhang'];

describe('a Nordic or Dutch ship’s rank is seafaring, and no company level', () => {
  it.each(
    cross(
      [
        'Kapteeni',
        'Yliperämies',
        '1. perämies',
        'Perämies',
        'Befälhavare',
        'Överstyrman',
        'Styrman',
        'Konepäällikkö',
        '2. konemestari',
        'Konemestari',
        'Maskinchef',
        'Maskinmästare',
        'Matruusi',
        'Kevytmatruusi',
        'Puosu',
        'Kansimies',
        'Moottorimies',
        'Laivasähkömies',
        'Motordrijver',
        'Werktuigkundige',
        'Konekadetti',
      ],
      SHIP,
    ),
  )('"%s" sails', (title) => {
    expect(readTitle(title).functions[0]).toBe('seafaring');
  });
  it.each(['Konepäällikkö', 'Kapteeni', 'Maskinchef'])(
    '"%s" is a rank, not a head of department',
    (title) => {
      expect(['individual', 'manager']).toContain(readTitle(title).level);
    },
  );
});

describe('a ship’s departments are jobs the title must name', () => {
  it.each([
    [
      'Engine-room crew: chief engineers, engineers, motormen and ship electricians.',
      ['Konepäällikkö', '1. konemestari', 'Moottorimies', 'Laivasähkömies', 'Motorman', 'Chief Engineer'],
      ['Kapteeni', 'Matruusi', 'Purser', 'Technical Superintendent'],
    ],
    [
      'Machinekamerpersoneel: hoofdwerktuigkundigen, werktuigkundigen en motordrijvers.',
      ['Hoofdwerktuigkundige', 'Tweede werktuigkundige', 'Motordrijver', 'Maskinmästare'],
      ['Stuurman', 'Matroos', 'Kok'],
    ],
    [
      'Deck ratings: ABs, ordinary seamen and bosuns.',
      ['Matruusi', 'Able Seaman', 'Bosun', 'Puosu', 'Matroos', 'Kansimies'],
      ['Kansikadetti', 'Deck Cadet', 'Yliperämies', 'Konemestari', 'Ship Cook'],
    ],
    [
      'Deck officers: captains and mates (kapteeni, perämies, styrman).',
      ['Kapteeni', '2. perämies', 'Yliperämies', 'Överstyrman', 'Befälhavare', 'Chief Mate'],
      ['Matruusi', 'Konepäällikkö', 'Moottorimies'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a ski area’s lifts and slopes are jobs the title must name', () => {
  it.each([
    [
      'Lift staff and ropeway technicians, apprentices included.',
      cross(
        ['Liftwart', 'Liftbedienerin', 'Seilbahntechnikerin', 'Chairlift Operator', 'Sesselbahn-Mechaniker'],
        MOUNTAIN,
      ),
      ['Pistengerätefahrer', 'Beschneier', 'Koch', 'Project Manager', 'Konsulent Seilbahntechnik'],
    ],
    [
      'Liftpersonal: Liftwarte und Liftbediener.',
      ['Liftwart', 'Liftbediener'],
      ['Pistenchef', 'Kassierin', 'Saldatore'],
    ],
    [
      'Slope operations: grooming, snowmaking and ski patrol.',
      cross(
        [
          'Pistengerätefahrer',
          'Snowcat Driver',
          'Schneimeister',
          'Beschneier',
          'Pistenretterin',
          'Ski Patroller',
        ],
        MOUNTAIN,
      ),
      [
        'Liftwart',
        'Seilbahntechniker',
        'Werkstättenleiter',
        'Servicetechniker Pistengeräte',
        'Sicherheitsfachkraft',
      ],
    ],
    [
      'Snowmaking only.',
      ['Beschneier', 'Snowmaking Technician', 'Nivoculteur'],
      ['Pistengerätefahrer', 'Pistenretter'],
    ],
    [
      'Service des pistes : dameurs, nivoculteurs et pisteurs-secouristes.',
      ['Dameur', 'Nivoculteur', 'Pisteur-secouriste'],
      ['Perchman', 'Cuisinier'],
    ],
    [
      'Betriebsleiter für Seilbahnen',
      ['Betriebsleiter Seilbahnen', 'Seilbahntechniker – Betriebsleiter-Stellvertreter'],
      ['Betriebsleiter Bergrestaurant', 'Liftwart'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, [...keep], drop));
});

describe('the trades of a yard are jobs the title must name', () => {
  it.each([
    [
      'Maestranze: falegnami, verniciatori, saldatori, elettricisti di bordo.',
      ['Falegname', 'Apprendista falegname', 'Verniciatore', 'Saldatore TIG', 'Elettricista navale'],
      ['Direttore di Produzione', 'Responsabile Qualità', 'Elektriker', 'Project Manager'],
    ],
    [
      'Joiners, painters and welders.',
      ['Yacht Joiner', 'Tischlerin', 'Spray Painter', 'Lackierer', 'Welder', 'Schweißer'],
      ['Naval Architect', 'Elettricista', 'Production Director'],
    ],
    [
      'Electricians and electrical technicians, apprentices included. Not electrical engineers.',
      [
        'Elektriker',
        'Elettricista di bordo',
        'Scheepselektricien',
        'Seilbahntechniker (Elektrotechnik)',
        'Electrical Technician',
      ],
      ['Electrical Engineer', 'Naval Architect', 'Haustechniker', 'Head of Mechanical Engineering'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a restaurant’s manager and an apprentice cook work in hospitality', () => {
  it.each([
    'Betriebsleiter Bergrestaurant',
    'Betriebsleiterin der Skihütte',
    'Kochlehrling',
    'Kellnerlehrling',
  ])('"%s" is hospitality', (title) => {
    expect(readTitle(title).functions[0]).toBe('hospitality');
  });
  it.each([
    ['Kochlehrling', null],
    ['Elektrikerlehrling', null],
    ['Koch', 'Lehre'],
  ] as const)('"%s" (%s) is an apprentice', (title, type) => {
    expect(readTitle(title, type).engagement).toBe('intern');
  });
});

describe('a Finnish maintenance mechanic or fitter is one of the mechanics', () => {
  it.each([
    [
      'Maintenance at the works: mechanics and electricians.',
      ['Kunnossapitomekaanikko', 'Kunnossapitoasentaja', 'Koneasentaja', 'Sähköasentaja', 'Mechanic'],
      ['Controller', 'Sales Manager'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
