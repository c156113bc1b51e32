import { describe, expect, it } from 'vitest';
import { kept } from '../fixtures/reading.js';

/**
 * Structure after holdout 15 (issue 22), each held over generated variants (templates × seven
 * languages × titles, including industries in no set).
 */

/** Leaders of several functions and industries; none of them works in production. */
const LEADERS = [
  'Head of Finance',
  'Director of Nursing',
  'VP Sales',
  'Chief Executive Officer',
  'Head of Legal',
  'Directeur Marketing',
];
const STAFF = ['Account Executive', 'Staff Nurse', 'Backend Engineer'];

describe('a job given as an example in parentheses lends its function to no other phrase', () => {
  const LISTS: readonly [string, string, string][] = [
    // language, leaders, a production job given as an example of a head
    ['en', 'Senior leaders: C-level, VPs, directors and heads of', 'plant managers'],
    ['de', 'Führungskräfte: C-Level, VPs, Direktoren und Leiter', 'Werkleiter'],
    ['fr', 'Dirigeants : C-level, VP, directeurs et responsables', 'directeurs d’usine'],
    ['es', 'Líderes: C-level, VPs, directores y jefes', 'jefes de planta'],
    ['it', 'Dirigenti: C-level, VP, direttori e responsabili', 'direttori di stabilimento'],
    ['nl', 'Leidinggevenden: C-level, VP’s, directeuren en hoofden', 'plantmanagers'],
    ['pt', 'Líderes: C-level, VPs, diretores e chefes', 'gerentes de fábrica'],
  ];
  for (const [lang, head, job] of LISTS)
    for (const definition of [
      `${head} (Directeur, Leiter, ${job}, Hoofd).`,
      `${head} (${job}, Hoofd), currently employed.`,
    ])
      it(`${lang}: "${definition}"`, () => {
        expect(kept(definition, [...LEADERS, ...STAFF])).toEqual(LEADERS);
      });
  it('a function word still shares: "VPs, heads and directors of engineering"', () => {
    expect(kept('VPs, heads and directors of engineering.', ['VP Engineering', 'Head of Finance'])).toEqual([
      'VP Engineering',
    ]);
  });
});
