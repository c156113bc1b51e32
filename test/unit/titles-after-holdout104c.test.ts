import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdouts 104–106 (a ship manager's fleet). Each rule is held by a generated table: ranks
 * in their languages × glosses and places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));

describe('a gloss in another script does not part a rank from its ship', () => {
  it.each(
    cross(
      ['Master', 'Chief Engineer', 'Captain'],
      [
        ' (Капитан) – MV Nordstern',
        ' (Καπετάνιος) – M/T Blue Horizon',
        ' (船长) on MV Lotus',
        ' (Капітан) | MS Baltica',
      ],
    ),
  )('"%s" sails', (title) => {
    expect(readTitle(title).functions[0]).toBe('seafaring');
  });
  it.each(['Director (Директор)', 'Chief Financial Officer (Финансов директор)', 'Head of Sales (Πωλήσεις)'])(
    '"%s" is read as without its gloss',
    (title) => {
      const bare = title.replace(/ \(.*\)$/, '');
      expect(readTitle(title).functions).toEqual(readTitle(bare).functions);
      expect(readTitle(title).level).toBe(readTitle(bare).level);
    },
  );
});

describe('an oiler is an engine-room rating', () => {
  it.each(
    cross(
      ['Oiler', 'Engine Room Oiler', 'Oilers'],
      ['', ' – MV Nordstern', ' at Baltic Crewing', ' | bulk carriers'],
    ),
  )('"%s" sails', (title) => {
    expect(readTitle(title).functions[0]).toBe('seafaring');
  });
});
