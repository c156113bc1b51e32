import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 120 (a hearing-aid chain): hearing-aid acousticians in their languages are
 * clinical (ISCO-08 3259). Trades × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const SHOP = ['', ' – Filiale Nord', ' (Teilzeit)', ' | Lyon'];

describe('hearing-aid acousticians are clinical', () => {
  it.each(
    cross(
      [
        'Hörakustiker',
        'Hörakustikerin',
        'Hörakustikmeisterin',
        'Hörgeräteakustiker',
        'Pädakustiker',
        'Audioprothésiste',
        'Audioprotesista',
        'Audicien',
        'Hearing Aid Acoustician',
        'Hearing Instrument Specialist',
      ],
      SHOP,
    ),
  )('%s', (title) => {
    expect(readTitle(title).functions).toContain('clinical');
  });
});
