import { describe, expect, it } from 'vitest';
import { kept } from '../fixtures/reading.js';

/**
 * Reading a definition after holdout 51 (a regional newspaper and broadcaster, a regional airline): a
 * newsroom's jobs are named by the title, in the languages the definition says them (ISCO-08 2642
 * journalists, 2656 announcers on radio and television, 2654 producers; ESCO "editor-in-chief",
 * "journalist", "correspondent", "radio presenter", "television producer"). Each table is generated:
 * definitions in several languages × a roster that mixes the newsroom's titles with others.
 */

const MEDIA = [
  'Chefredakteurin',
  'Plaatsvervangend hoofdredacteur',
  'Rédactrice en chef adjointe',
  'Sportverslaggever',
  'Political Reporter',
  'Online redacteur',
  'Redattrice cronaca locale',
  'Corresponsal en Lisboa',
  'Giornalista freelance',
  'Presentatore del telegiornale',
  'Morning show host',
  'Radiomoderatorin',
  'Producer, current affairs',
  'Programmamaker radio',
  'Productora de televisión',
  'Advertising Sales Manager',
  'Financial Controller',
  'Printing Press Operator',
  'Production Planner',
  'Software Engineer',
];

const byJob = (...indexes: number[]): string[] => indexes.map((i) => MEDIA[i] ?? '');

describe("a newsroom's jobs are named by the title, in any language the definition says them", () => {
  const TABLE: readonly [string, string[]][] = [
    ['Editors-in-chief and their deputies.', byJob(0, 1, 2)],
    ['Hoofdredacteuren en adjunct-hoofdredacteuren.', byJob(0, 1, 2)],
    ['Chefredakteure und stellvertretende Chefredakteure.', byJob(0, 1, 2)],
    ['Caporedattori e vice caporedattori.', byJob(0, 1, 2)],
    ['Journalists at every level, freelancers included.', byJob(0, 1, 2, 3, 4, 5, 6, 7, 8)],
    ['Reporters, editors and correspondents.', byJob(0, 1, 2, 3, 4, 5, 6, 7, 8)],
    ['Verslaggevers en redacteuren.', byJob(0, 1, 2, 3, 4, 5, 6, 7, 8)],
    ['Giornalisti e corrispondenti.', byJob(0, 1, 2, 3, 4, 5, 6, 7, 8)],
    ['Periodistas y corresponsales.', byJob(0, 1, 2, 3, 4, 5, 6, 7, 8)],
    ['Radio and TV presenters.', byJob(9, 10, 11)],
    ['Presentatoren en nieuwslezers.', byJob(9, 10, 11)],
    ['Conduttori e conduttrici.', byJob(9, 10, 11)],
    ['Producers of our programmes.', byJob(12, 13, 14)],
    ['Produttori televisivi.', byJob(12, 13, 14)],
    ['Productores de radio y televisión.', byJob(12, 13, 14)],
  ];
  for (const [d, want] of TABLE)
    it(`"${d}" keeps ${want.length} titles of that job and none of the others`, () =>
      expect(kept(d, MEDIA)).toEqual(want));

  it('excluding producers leaves the journalists and drops the producers, not production planning', () =>
    expect(kept('All journalists and presenters. Exclude producers.', MEDIA)).toEqual(
      byJob(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11),
    ));
});
