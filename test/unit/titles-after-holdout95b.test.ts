import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdouts 95–100 (governance): a German vice-chair of a board (Vizepräsident,
 * Vizevorsitzende des Verwaltungsrats or Aufsichtsrats) holds a seat on that board, not a vice president's rank.
 * Each rule is held by a generated table written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));

describe('a German vice-chair of a board is a board seat', () => {
  it.each(
    cross(
      [
        'Vizepräsident des Verwaltungsrats',
        'Vizepräsidentin des Aufsichtsrates',
        'Vize-Präsident des Verwaltungsrates',
        'Vizevorsitzende des Aufsichtsrats',
        'Vizevorsitzender des Verwaltungsrats',
      ],
      ['', ' – Huber Holding AG', ' (seit 2020)'],
    ),
  )('%s', (title) => {
    const read = readTitle(title);
    expect(read.engagement).toBe('board');
    expect(read.levels).not.toContain('vp');
  });

  it.each(['Vizepräsident Vertrieb', 'Vizepräsidentin Marketing', 'Vice President Engineering'])(
    '%s stays a vice president',
    (title) => {
      expect(readTitle(title).levels).toContain('vp');
      expect(readTitle(title).engagement).toBe('employee');
    },
  );
});

describe('a sole director runs the company', () => {
  it.each(
    cross(
      ['Administrador Único', 'Administradora única', 'Sole Director', 'Amministratore Unico'],
      ['', ' – Azulejos Mar S.L.', ' | Valencia'],
    ),
  )('%s', (title) => {
    const read = readTitle(title);
    expect(read.levels).toContain('c_level');
    expect(read.functions).toContain('general_management');
  });
});
