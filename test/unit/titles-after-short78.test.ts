import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after the short round on holdouts 77–79 (a ship's galley and dining room in the Nordic
 * languages). Each rule is held by a generated table: titles in their languages × places written here, not the set's.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – M/S Aurora', ' (kausi)', ' | Turku', ', hotel ship'];

describe('a Nordic head chef runs the kitchen: hospitality, at head level', () => {
  it.each(cross(['Keittiömestari', 'Keittiömestarit', 'Köksmästare', 'Kokkenchef', 'Kjøkkensjef'], PLACES))(
    '"%s" heads the kitchen',
    (title) => {
      const read = readTitle(title);
      expect(read.functions[0]).toBe('hospitality');
      expect(read.level).toBe('head');
    },
  );
});

describe('a Nordic restaurant manager, waiter, steward or maître d’ works in hospitality', () => {
  it.each(
    cross(
      ['Ravintolapäällikkö', 'Restaurangchef', 'Tarjoilija', 'Tarjoilijat', 'Stuertti', 'Hovimestari'],
      PLACES,
    ),
  )('"%s" serves', (title) => {
    expect(readTitle(title).functions[0]).toBe('hospitality');
  });
  it.each(cross(['Tarjoilija', 'Stuertti', 'Hovimestari'], PLACES))('"%s" is not a company head', (title) => {
    expect(readTitle(title).level).toBe('individual');
  });
});
