import { describe, expect, it } from 'vitest';
import { readTitle, titleWords } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 71 (a Bohemian glassworks and a Kildare racing yard). Each rule is held by a
 * generated table: the trade's words in its languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – závod Jablonec', ' (Liberec)'];

describe('Czech and Slovak titles are read through their English words', () => {
  const CASES: [string, string, string, string][] = [
    // title, English words it starts with, first function, level
    ['Generální ředitelka', 'CEO', 'general_management', 'c_level'],
    ['Finanční ředitel', 'Finance Director', 'finance', 'head'],
    ['Obchodní ředitelka', 'Sales Director', 'sales', 'head'],
    ['Vedoucí údržby', 'Maintenance', 'facilities', 'head'],
    ['Vedoucí výroby', 'Production', 'operations', 'head'],
    ['Vedúci výroby', 'Production', 'operations', 'head'],
    ['Směnová mistrová', 'Shift Foreman', 'operations', 'manager'],
    ['Hlavní účetní', 'Chief Accountant', 'finance', 'head'],
    ['Finančná kontrolórka', 'Financial Controller', 'finance', 'individual'],
    ['Kontrolorka kvality', 'Quality Inspector', 'quality', 'individual'],
    ['Správce sítí', 'Network Administrator', 'it', 'individual'],
    ['Grafická designérka', 'Graphic Designer', 'design', 'individual'],
  ];
  it.each(
    CASES.flatMap(([title, words, fn, level]) =>
      PLACES.map((p): [string, string, string, string] => [`${title}${p}`, words, fn, level]),
    ),
  )('"%s" says "%s" (%s, %s)', (title, words, fn, level) => {
    expect(titleWords(title)).toContain(words);
    expect(readTitle(title).functions[0]).toBe(fn);
    expect(readTitle(title).level).toBe(level);
  });
  it.each(cross(['Členka dozorčí rady', 'Předseda dozorčí rady', 'Člen představenstva'], PLACES))(
    '"%s" is a board seat',
    (title) => {
      expect(readTitle(title).engagement).toBe('board');
    },
  );
  it.each(cross(['Strážný', 'Strážná – ostraha objektu'], PLACES))('"%s" is a security guard', (title) => {
    expect(titleWords(title)).toMatch(/^Security Guard/);
    expect(readTitle(title).functions).not.toContain('security');
  });
  it.each(['Generální ředitel', 'Vedoucí údržby', 'Mistr brusírny'])('"%s" is shown as written', (title) => {
    expect(readTitle(title).title).toBe(title);
  });
});

describe('a security officer on nights, patrols or a site guards the premises (not information security)', () => {
  const GUARDS = cross(
    [
      'Night Security Officer',
      'Site Security Officer',
      'Patrol Security Officer',
      'Security Officer (nights)',
      'Security Officer (patrols)',
    ],
    ['', ', Riverside Depot', ' | weekends'],
  );
  it.each(GUARDS)('"%s" is no information security', (title) => {
    expect(readTitle(title).functions).not.toContain('security');
  });
  it.each([
    'Security Officer',
    'Information Security Officer',
    'Chief Security Officer',
    'IT Security Officer',
  ])('"%s" stays information security', (title) => {
    expect(readTitle(title).functions[0]).toBe('security');
  });
});

describe('a horsebox driver drives a heavy goods vehicle (logistics, operations)', () => {
  it.each(
    cross(
      ['Horsebox Driver', 'HGV Horsebox Driver', 'Horse Transport Driver'],
      ['', ' (part-time)', ' – Newmarket'],
    ),
  )('"%s" works in operations', (title) => {
    expect(readTitle(title).functions[0]).toBe('operations');
  });
});
