import { describe, expect, it } from 'vitest';
import { kept, type RosterEntry } from '../fixtures/reading.js';

/**
 * Reading a definition after holdout 69 (a flower auction cooperative and an online casino operator): a job glossed
 * in brackets by the user's own word for it, where that word reads the job's own function. Each table is written
 * in our own words.
 */

const keepsAndDrops = (definition: string, keep: readonly RosterEntry[], drop: readonly RosterEntry[]) => {
  const roster: RosterEntry[] = [...keep, ...drop];
  const got = kept(definition, roster);
  const name = (e: RosterEntry): string => (typeof e === 'string' ? e : e[0]);
  expect(got).toEqual(expect.arrayContaining(keep.map(name)));
  expect(got.filter((t) => drop.map(name).includes(t))).toEqual([]);
};

describe("a job glossed in brackets by a word that reads the job's own function", () => {
  it.each([
    [
      'Our auctioneers (veilingmeesters) and the person who leads them. Not the customer desk.',
      ['Veilingmeester', 'Senior veilingmeester', 'Hoofd veilingmeesters'],
      ['Medewerker klantenservice', 'Accountmanager'],
    ],
    [
      'Clock auctioneers (klokveilingmeesters), any seniority.',
      ['Klokveilingmeester', 'Junior klokveilingmeester'],
      ['Kwaliteitsinspecteur', 'Logistiek planner'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
