import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 104–106 (an industrial laundry, an IP firm): drivers said bare, whoever drives;
 * a verb of leading with an area as its object ("who heads the X") names the area's heads, not the area; a plant's
 * technical services (Betriebstechnik) are its maintenance trades, not all of operations; a Nordic worker compound is
 * a worker. Each table is written in our own words.
 */

describe('drivers, said bare, are whoever drives', () => {
  it.each([
    ['Drivers, agency drivers too.', ['Delivery Driver', 'Lastbilchauffør', 'Bus Driver', 'Motorista']],
    ['Fahrer und Kuriere.', ['Auslieferungsfahrer', 'Taxifahrer', 'Sjåfør']],
    ['Chauffeurs et coursiers.', ['Chauffeur poids lourd', 'Chauffør', 'Delivery Driver']],
    ['Conductores.', ['Conductor de camión', 'Truck Driver', 'Varebilschauffør']],
    ['Autisti.', ['Autista', 'Van Driver', 'Chauffør']],
  ])('"%s"', (definition, keep) => {
    keepsAndDrops(definition, keep, ['Dispatcher', 'Route Planner', 'Warehouse Manager', 'Accountant']);
  });
});

describe('who heads an area is its heads, not everyone in it', () => {
  it.each([
    [
      'Motoristas. Excluir quem chefia o transporte.',
      ['Motorista', 'Delivery Driver'],
      ['Head of Transport'],
    ],
    [
      'Drivers and couriers; not those who plan the tours or whoever heads the fleet.',
      ['Delivery Driver', 'Courier'],
      ['Head of Fleet'],
    ],
    [
      'Conductores. Excluir quien encabeza la logística.',
      ['Truck Driver', 'Conductor de camión'],
      ['Jefe de logística'],
    ],
    [
      'Motoristas, exceto quem faz o planeamento ou chefia a frota.',
      ['Motorista', 'Van Driver'],
      ['Chefe de frota'],
    ],
  ])('"%s"', (definition, keep, drop) => {
    keepsAndDrops(definition, keep, drop);
  });
});

describe("a plant's technical services are its maintenance trades", () => {
  it.each([
    'Betriebstechnik.',
    'Die Betriebstechnik und ihre Leitung.',
    'Instandhaltung und Betriebstechnik, keine Bediener.',
  ])('"%s"', (definition) => {
    keepsAndDrops(
      definition,
      [
        'Industriemechaniker',
        'Betriebselektriker',
        'Schlosser',
        'Automatisierungstechniker',
        'Vedligeholdelsestekniker',
      ],
      ['Lagerist', 'Disponent', 'Produktionsleiter', 'Delivery Driver', 'Chief Operating Officer'],
    );
  });
});

describe('a Nordic worker compound is a worker', () => {
  it.each(['Operators and production workers, no shift leaders.', 'Machine operators and floor staff.'])(
    '"%s"',
    (definition) => {
      keepsAndDrops(
        definition,
        [
          'Maskinoperatør',
          'Produktionsmedarbejder',
          'Vaskerimedarbejder',
          'Industrioperatør',
          'Lagerarbejder',
        ],
        ['Produktionschef', 'Shift Leader', 'Kontorchef'],
      );
    },
  );
});
