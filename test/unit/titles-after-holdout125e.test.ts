import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 125 (a bicycle maker, a blood service). Each rule is held by a generated table:
 * words in their languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – Werk Süd', ' (Porto)', ' | Lyon'];

describe('a seat on the directiecomité or the comissão executiva, named alone, is a top executive’s', () => {
  it.each(
    cross(
      [
        'Directeur Techniek',
        'Directrice juridique',
        'Diretor de Marketing',
        'Directora de Operaciones',
        'Head of IT',
      ],
      [
        ' · lid directiecomité',
        ' · Comissão Executiva',
        ' — Comisión Ejecutiva',
        ' | directiecomité',
        ' – Comitato Esecutivo',
      ],
    ),
  )('%s', (title) => {
    expect(readTitle(title).level).toBe('c_level');
  });
  it.each(['Assistente da Comissão Executiva', 'Secretaris directiecomité', 'Ex-lid directiecomité'])(
    '%s is not',
    (title) => {
      expect(readTitle(title).level).not.toBe('c_level');
    },
  );
});

describe('brazers are welders (ISCO-08 7212)', () => {
  it.each(
    cross(
      ['Brasador', 'Brasadora', 'Braseur', 'Braseuse', 'Brazer', 'Hartlöter', 'Hartlöterin', 'Brasatore'],
      PLACES,
    ),
  )('%s', (title) => {
    expect(readTitle(title).functions).toContain('metalwork');
  });
});
