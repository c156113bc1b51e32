import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * Reading titles after the leftovers of holdouts 83, 57 and 65. Each table is written in our own words.
 */

describe("a tank farm's or a terminal's operators and its jetty crews work in operations (ISCO-08 3134, 9333)", () => {
  it.each([
    'Operator Tankopslag',
    'Operator tankopslag – volcontinu',
    'Tankopslagoperator',
    'Tank Storage Operator (shifts)',
    'Tanklagerbediener',
    'Opérateur de dépôt pétrolier',
    'Operador de parque de tanques',
    'Operatore parco serbatoi',
    'Jetty Operator',
    'Loading Master',
    'Steigeroperator',
    'Havenarbeider',
    'Estivador',
  ])('%s', (title) => expect(readTitle(title).functions).toContain('operations'));
});
