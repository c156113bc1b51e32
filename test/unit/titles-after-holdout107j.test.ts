import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 107 (an orchestra): a German principal's desk named by the instrument alone
 * ("Solo-Horn", "Solotrompete") is an orchestra musician. Written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – Staatsorchester', ' (Vollzeit)', ' | Sinfonieorchester'];

describe('a solo desk named by its instrument is an orchestra musician', () => {
  it.each(
    cross(
      [
        'Solo-Horn',
        'Solotrompete',
        'Solo-Posaune',
        'Solo Fagott',
        'Solo-Flöte',
        'Solo-Kontrabass',
        'Soloharfe',
      ],
      PLACES,
    ),
  )('"%s" plays in the orchestra', (title) => {
    expect(readTitle(title).functions).toContain('musicians');
  });
});
