import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 117 (a racehorse training centre and its stud, an industrial fire brigade).
 * Each rule is held by a generated table: trades in their languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const YARD = ['', ' – Maisons-Laffitte', ' (saison 2026)', ' | Newmarket'];

describe('a French racing yard’s lads, work riders and travelling lads are stable staff', () => {
  it.each(
    cross(
      [
        'Lad',
        'Lads',
        'Lad-jockey',
        'Cavalier d’entraînement',
        "Cavalière d'entraînement",
        'Garçon de voyage',
        'Garçons de voyage',
      ],
      YARD,
    ),
  )('"%s" works in the stable', (title) => {
    expect(readTitle(title).functions).toContain('stable_staff');
  });
  it.each(['Lad-jockey', 'Lad jockey'])('"%s" rides out, not in races', (title) => {
    expect(readTitle(title).functions).not.toContain('jockeys');
  });
  it.each(['Salad Chef', 'Ladder Technician', 'Ballad Singer'])('"%s" is not a lad', (title) => {
    expect(readTitle(title).functions).not.toContain('stable_staff');
  });
});

describe('a stud’s director, broodmare and foaling staff in French and Portuguese work at the stud', () => {
  it.each(
    cross(
      [
        'Directeur du haras',
        'Directrice du haras',
        'Diretora do haras',
        'Responsable du haras',
        'Chef d’équipe poulinières',
        'Soigneur poulinières',
        'Veilleur de poulinage',
        'Responsável pelos garanhões',
        'Responsável pelas éguas',
      ],
      YARD,
    ),
  )('"%s" works at the stud', (title) => {
    expect(readTitle(title).functions).toContain('stud_farm');
  });
});

describe('a farrier in the French plural is a farrier (ISCO-08 7221)', () => {
  it.each(cross(['Maréchal-ferrant', 'Maréchaux-ferrants', 'Apprentie maréchale-ferrante'], YARD))(
    '"%s" shoes horses',
    (title) => {
      expect(readTitle(title).functions).toContain('farriery');
    },
  );
});
