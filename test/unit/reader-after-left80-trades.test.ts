import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after the leftovers of holdouts 75–79: bakers and, apart, pastry cooks and confectioners
 * (ISCO-08 7512) are trades the title must name, in the seven languages (and as a Nordic or Baltic crew writes
 * them). A kitchen's cooks, a ship's stewards and a shop's sellers of bread are neither; bakers are not pastry
 * cooks. Each table is written in our own words.
 */

const COOKS_AND_SELLERS = [
  'Line Cook',
  'Cuisinier',
  'Steward',
  'Vendeuse en boulangerie',
  'Bäckereiverkäuferin',
  'Sales Assistant',
  'Plant Manager',
];

describe('bakers are a trade the title names', () => {
  it.each([
    [
      'Our bakers, apprentices included.',
      ['Baker', 'Boulanger', 'Bäckermeister', 'Padeiro', 'Apprenti boulanger'],
    ],
    ['Bäcker und Bäckerinnen in der Backstube.', ['Bäcker', 'Night Baker', 'Panadero', 'Bakker']],
    ['Les ouvriers boulangers et les touriers.', ['Ouvrier boulanger', 'Tourier', 'Fornaio', 'Broodbakker']],
    ['Panaderos y padeiros de nuestros obradores.', ['Panadera', 'Padeira', 'Boulangère', 'Leipuri']],
    ['Fornai e panettieri, anche interinali.', ['Fornaio', 'Panettiere', 'Baker (temp)']],
  ] as const)('"%s"', (definition, keep) =>
    keepsAndDrops(definition, [...keep], [...COOKS_AND_SELLERS, 'Pâtissière', 'Konditor']),
  );
});

describe('pastry cooks and confectioners are a trade apart from the bakers', () => {
  it.each([
    ['Pastry cooks and confectioners.', ['Pastry Cook', 'Pâtissier', 'Konditorin', 'Chocolatier']],
    ['Konditoren und Konditorinnen.', ['Konditor', 'Pastelera', 'Banketbakker', 'Pasticciere']],
    ['Nos pâtissiers et pâtissières.', ['Pâtissière', 'Pastry Chef', 'Pasteleiro', 'Kondiittori']],
    ['Pasteleros, también los de I+D.', ['Pastelero', 'Pâtissière R&D', 'Pasticcera']],
  ] as const)('"%s"', (definition, keep) =>
    keepsAndDrops(definition, [...keep], [...COOKS_AND_SELLERS, 'Baker', 'Boulanger']),
  );
});

describe('bakers named beside other jobs and in an exclusion', () => {
  it.each([
    [
      'Boulangers et pâtissiers, apprentis compris. Pas les vendeurs.',
      ['Boulanger', 'Pâtissière', 'Apprenti boulanger', 'Leipuri-kondiittori'],
      ['Vendeuse', 'Cuisinier', 'Steward', 'Plant Manager'],
    ],
    [
      'Kitchen leads and head chefs. Not bakers or line cooks.',
      ['Head Chef'],
      ['Baker', 'Ouvrier boulanger', 'Line Cook'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, [...keep], [...drop]));
});
