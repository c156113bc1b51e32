import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdouts 87 and 89 (boards): a title that names a board and only the seat's own words
 * beside it (a director, chair or member of it, or the side it represents) is a seat on that board. Each rule is
 * held by a generated table written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));

describe('a seat named beside its board is a board seat', () => {
  it.each(
    cross(
      [
        'Director, Board of Directors',
        'Director – Board of Directors',
        'Arbeitnehmervertreter im Aufsichtsrat',
        'Arbeitnehmervertreterin im Aufsichtsrat',
        'Vertreterin der Belegschaft im Aufsichtsrat',
        'Employee representative, Supervisory Board',
        'Employee Representative on the Board of Directors',
        'Représentant des salariés au conseil d’administration',
        'Représentante du personnel au conseil de surveillance',
        'Representante de los trabajadores en el consejo de administración',
        'Werknemersvertegenwoordiger in de raad van commissarissen',
        'Rappresentante dei lavoratori nel consiglio di amministrazione',
      ],
      ['', ' (since 2019)', ' | Nordhafen AG'],
    ),
  )('"%s" is a board seat', (title) => {
    expect(readTitle(title).engagement).toBe('board');
  });

  it.each([
    'Managing Director, Board of Directors',
    'Chief Financial Officer',
    'Betriebsratsvorsitzender',
    'Employee Representative',
    'Directeur Financier',
  ])('"%s" is no board seat', (title) => {
    expect(readTitle(title).engagement).not.toBe('board');
  });
});
