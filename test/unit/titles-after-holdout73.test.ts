import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * How a title is read after holdout 73 (a sporting estate and an air rescue operator). Each rule is held by a
 * generated table: trades and ranks in their languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const HILL = ['', ' – Strathbeg', ' (seasonal)', ' | Ardnacraig Estate'];
const BASE = ['', ' – Station Nord', ' (Vollzeit)', ' | Rettungshubschrauber'];

const reads = (fn: string, titles: string[]) =>
  it.each(titles)(`"%s" is ${fn}`, (title) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });

describe("a sporting estate's field trades are functions of their own", () => {
  describe('gamekeepers', () =>
    reads(
      'gamekeeping',
      cross(
        [
          'Gamekeeper',
          'Head Gamekeeper',
          'Trainee Gamekeeper',
          'Single-handed Gamekeeper',
          'Beat Keeper',
          'Grouse Keeper',
          'Underkeepers',
          'Garde-chasse',
          'Guardacaccia',
          'Guarda de caza',
          'Jachtopziener',
          'Wildhüterin',
        ],
        HILL,
      ),
    ));
  describe('stalkers and professional hunters', () =>
    reads(
      'stalking',
      cross(
        [
          'Deer Stalker',
          'Stalker',
          'Assistant Stalker',
          'Pirschführerin',
          'Berufsjägerin',
          'Revierjäger',
          'Jagdführerin',
          'Guide de chasse',
          'Guía de caza',
          'Guida di caccia',
          'Jachtgids',
        ],
        HILL,
      ),
    ));
  describe('ghillies and fishing guides', () =>
    reads(
      'ghillies',
      cross(
        [
          'Ghillie',
          'Gillie',
          'Head Ghillie',
          'Fishing Guide',
          'Angelguide',
          'Guide de pêche',
          'Guía de pesca',
        ],
        HILL,
      ),
    ));
  describe("a shoot's and a stalk's day staff", () =>
    reads(
      'beating',
      cross(
        [
          'Beater',
          'Beaters',
          'Flanker',
          'Pickers-up',
          'Pony Handler',
          'Pony Man',
          'Treiberin',
          'Rabatteur',
          'Battitore',
          'Drijver',
        ],
        HILL,
      ),
    ));
  it.each([
    ['Head Keeper – Primates', 'animal_care'],
    ['Zookeeper', 'animal_care'],
    ['Bookkeeper', 'finance'],
    ['Treiberentwickler', 'engineering'],
  ])('"%s" stays %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
  it.each(['Goalkeeper', 'Pastor', 'Shopkeeper'])('"%s" is no estate trade', (title) => {
    expect(readTitle(title).functions).not.toContain('gamekeeping');
    expect(readTitle(title).functions).not.toContain('agriculture');
  });
});

describe('shepherds and herders work on the farm', () =>
  reads(
    'agriculture',
    cross(
      [
        'Shepherd',
        'Head Shepherd',
        'Shepherdess',
        'Herdsman',
        'Stockman',
        'Schäferin',
        'Hirte',
        'Schaapherder',
        'Herder',
      ],
      HILL,
    ),
  ));

describe("an air rescue helicopter's crew besides the pilots", () => {
  describe('HEMS technical crew members', () =>
    reads(
      'hems_crew',
      cross(
        ['HEMS-TC', 'HEMS TC', 'HEMS Technical Crew Member', 'HEMS HCM', 'Tecnica HEMS', 'HEMS-Technikerin'],
        BASE,
      ),
    ));
  describe('rescue-winch operators', () =>
    reads(
      'winch_operations',
      cross(
        [
          'Winchman',
          'Winch Operator',
          'Windenbedienerin',
          'Windenoperatorin',
          'Opérateur treuil',
          'Operatrice verricello',
        ],
        BASE,
      ),
    ));
  describe('mountain rescuers flown to the scene', () =>
    reads(
      'mountain_rescue',
      cross(['Luftretterin', 'Bergretter', 'Mountain Rescue Team Member', 'Soccorso alpino'], BASE),
    ));
});

describe('an emergency physician is no notary', () => {
  reads('physicians', cross(['Notarzt', 'Notärztin', 'Leitende Notärztin', 'Notärzte'], BASE));
  reads('legal', ['Notar', 'Notarin', 'Notariatsfachangestellte', 'Notarassessorin']);
});

describe('avionics technicians and certifying staff maintain the aircraft', () =>
  reads(
    'aircraft_maintenance',
    cross(
      [
        'Avioniker',
        'Avionikerin (B2)',
        'Avionicienne',
        'Avionics Technician',
        'Freigabeberechtigter Mechaniker',
      ],
      BASE,
    ),
  ));

describe('fundraising words in Dutch, German and Portuguese', () =>
  reads(
    'fundraising',
    cross(
      [
        'Medewerker donateursrelaties',
        'Adviseur grote giften',
        'Großspendenbetreuung',
        'Referent Förderverein',
        'Angariação de fundos',
      ],
      BASE,
    ),
  ));

describe("a lodge's house staff are hospitality", () =>
  reads(
    'hospitality',
    cross(
      ['Lodge Manager', 'Shooting Lodge Manager', 'Butler', 'Head Butler', 'Hall Porter', 'Nachtportier'],
      HILL,
    ),
  ));

describe('ecologists and nature restoration are conservation, not health and safety', () => {
  reads(
    'conservation',
    cross(
      [
        'Ecologist',
        'Senior Ecologist (contract)',
        'Ökologin',
        'Écologue',
        'Ecoloog',
        'Biodiversity Officer',
        'Habitat Restoration Officer',
        'Head of Natural Capital',
        'Naturschutzreferentin',
      ],
      HILL,
    ),
  );
  reads('health_safety', ['HSE Manager', 'Environmental Health & Safety Adviser']);
  reads('restoration', ['Organ Restorer', 'Restauratorin']);
});

describe('definitions read those words', () => {
  it.each([
    [
      'Gamekeepers at every rank, trainees included; not stalkers or beaters.',
      ['Head Gamekeeper', 'Trainee Gamekeeper', 'Beat Keeper'],
      ['Deer Stalker', 'Beater', 'Ghillie', 'Head Keeper – Primates'],
    ],
    [
      'Berufsjäger und Pirschführer, auch Auszubildende. Keine Treiber.',
      ['Pirschführerin', 'Deer Stalker', 'Trainee Stalker'],
      ['Treiber', 'Gamekeeper', 'Fishing Guide'],
    ],
    [
      'Alle HEMS TC, aber keine Luftretter.',
      ['HEMS-TC', 'Tecnico HEMS'],
      ['Luftretterin', 'Notarzt', 'HEMS Pilot'],
    ],
    [
      'Winch operators and mountain rescuers.',
      ['Winch Operator', 'Luftretterin'],
      ['HEMS Pilot', 'Notärztin'],
    ],
    ['Notärzte, die bei uns fliegen.', ['Notärztin', 'Leitender Notarzt'], ['Justiziarin', 'Notarin']],
    [
      'Fondsenwerving en donateursrelaties.',
      ['Major Gifts Officer', 'Referentin Fundraising'],
      ['Controllerin'],
    ],
    ['Helicopter pilots of every rank.', ['HEMS Pilot', 'Hubschrauberpilot'], ['HEMS TC', 'Winch Operator']],
    [
      'Equipa de hotelaria do hotel: cozinha e serviço.',
      ['Sous Chef', 'Chef de rang'],
      ['Gamekeeper', 'Controller'],
    ],
    [
      'Ghillies on our upper beats, freelance included.',
      ['Ghillie', 'Fishing Guide (freelance)'],
      ['Deer Stalker', 'IT Contractor'],
    ],
    [
      'Keepers and stalkers on the hill: gamekeepers and deer stalkers.',
      ['Gamekeeper', 'Deer Stalker'],
      ['Ghillie', 'Shepherd'],
    ],
    [
      'Treiber und Pirschführer auf dem Revier.',
      ['Treiberin', 'Pirschführer'],
      ['Gamekeeper', 'Softwareentwickler'],
    ],
  ])('%s', (definition, keep, drop) => {
    keepsAndDrops(definition, keep, drop);
  });
});
