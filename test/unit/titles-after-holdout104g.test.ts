import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdouts 104–106 (a Nordic industrial laundry): the Danish and Norwegian floor staff and
 * drivers (ISCO-08 8157 laundry machine operators, 8153 sewing machine operators, 8189 industrial operators, 8322
 * and 8332 drivers) work in operations. Generated from job nouns × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));

describe('a Nordic laundry floor and its drivers are operations', () => {
  it.each(
    cross(
      [
        'Vaskerioperatør',
        'Vaskeriassistent',
        'Maskinoperatør',
        'Produktionsoperatør',
        'Industrioperatør',
        'Syerske',
        'Chauffør',
        'Lastbilchauffør',
        'Varebilschauffør',
        'Sjåfør',
      ],
      ['', ' – Aalborg', ', nathold', ' hos Renseriet Nord'],
    ),
  )('"%s" works in operations', (title) => {
    expect(readTitle(title).functions).toContain('operations');
  });
  it.each(['Vedligeholdelsestekniker', 'Kontorchef', 'Ejendomsadministrator'])(
    '"%s" stays as it was',
    (title) => {
      expect(readTitle(title).functions).not.toContain('operations');
    },
  );
});
