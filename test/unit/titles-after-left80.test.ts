import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after the leftovers of holdouts 75–79. A German "Volontär(in)" is the trainee of a publisher or
 * a newsroom (a two-year traineeship): an intern, whatever department the title names. A French "volontaire" or an
 * Italian "volontario" is a volunteer and stays none. Generated: the trainee's words × departments written here.
 */
const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));

describe('a Volontär is a trainee', () => {
  it.each(
    cross(
      ['Volontär', 'Volontärin', 'Volontärin im', 'Volontär in der'],
      [' Redaktion', ' Lektorat Sachbuch', ' Online-Redaktion', ' Presse- und Öffentlichkeitsarbeit', ''],
    ).map((t) => t.replace(/ (im|in der)$/, '')),
  )('"%s" is an intern', (title) => expect(readTitle(title).engagement).toBe('intern'));
  it.each(['Volontaire service civique', 'Volontario', 'Volunteer coordinator', 'Lektorin', 'Redakteurin'])(
    '"%s" is no intern',
    (title) => expect(readTitle(title).engagement).not.toBe('intern'),
  );
});
