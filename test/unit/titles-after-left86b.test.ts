import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after the leftovers of holdouts 84, 62, 77, 58 and 80 (development data). Each rule is held by
 * a generated table: jobs in their languages × places written here, not the sets' titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – Frankfurt', ' (Zurich office)', ' | Lisboa'];

describe('capital markets (funding, debt, bonds) is finance', () => {
  it.each(
    cross(
      [
        'Capital Markets Manager',
        'Head of Capital Markets',
        'Associate, Debt Capital Markets',
        'Kapitalmarktreferent',
        'Responsable Marchés de Capitaux',
        'Analista de Mercados de Capital',
      ],
      PLACES,
    ),
  )('%s', (title) => expect(readTitle(title).functions).toContain('finance'));
});

describe('a capital markets lawyer stays legal', () => {
  it.each(cross(['Capital Markets Lawyer', 'Capital Markets Counsel'], PLACES))('%s', (title) =>
    expect(readTitle(title).functions).toEqual(['legal']),
  );
});

describe('a credit analyst is a credit officer (ISCO-08 3312): finance', () => {
  it.each(cross(['Credit Analyst', 'Senior Credit Analyst', 'Analyste Crédit', 'Kreditanalystin'], PLACES))(
    '%s',
    (title) => expect(readTitle(title).functions).toEqual(['finance']),
  );
});
