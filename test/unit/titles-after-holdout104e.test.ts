import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdouts 104–106 (a Polish process plant). Each rule is held by a generated table: titles
 * of the Polish ISCO-08 classification (KZiS) in our own words, with places and shifts written here.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));

describe('a Polish process operator works in operations (ISCO-08 8131, 8160)', () => {
  it.each(
    cross(
      [
        'Operator stacji filtracji',
        'Operatorka stacji uzdatniania wody',
        'Operator pieca hartowniczego',
        'Operator wirówki',
        'Starszy warnik',
      ],
      ['', ' – zmiana B', ' (pracownik sezonowy)', ' | Zakład Płock'],
    ),
  )('"%s" is operations', (title) => {
    expect(readTitle(title).functions).toContain('operations');
  });
});

describe("a Polish plant's director runs its operations (ISCO-08 1321)", () => {
  it.each(
    cross(['Dyrektor Fabryki', 'Dyrektorka Zakładu', 'Dyrektor zakładu produkcyjnego'], ['', ' – Opole']),
  )('"%s" is operations at the head level', (title) => {
    expect(readTitle(title).functions).toContain('operations');
    expect(readTitle(title).level).toBe('head');
  });
});

describe('a Polish technologist and process engineer are process engineering (ISCO-08 2145)', () => {
  it.each(
    cross(
      ['Technolog', 'Główna Technolog', 'Inżynier Procesów', 'Inżynierka procesu', 'Inżynier technologii'],
      ['', ' – fermentacja', ' | browar'],
    ),
  )('"%s" is hardware engineering', (title) => {
    expect(readTitle(title).functions).toContain('hardware_engineering');
  });
  it.each(['Technologe', 'Biotechnologist', 'Technologie-Berater'])(
    '"%s" is not a Polish technologist',
    (title) => {
      expect(readTitle(title).functions).not.toContain('hardware_engineering');
    },
  );
});
