import { describe, expect, it } from 'vitest';
import { kept, type RosterEntry } from '../fixtures/reading.js';

/**
 * Decision makers, economic buyers and budget holders, in the seven languages the README claims, are the leaders of
 * what they are said of: "Entscheider im Marketing" keeps the head of marketing, not the product marketing manager;
 * "economic buyers" are no procurement buyers. Generated: the words × a marketing and finance roster.
 */
const ROSTER: readonly RosterEntry[] = [
  'CMO',
  'Head of Marketing',
  'Product Marketing Manager',
  'Marketing Coordinator',
  'Procurement Buyer',
  'CFO',
];

describe('a decision maker of a function is its leader', () => {
  for (const definition of [
    'Decision makers in marketing.',
    'Economic buyers in marketing.',
    'Budget holders in marketing.',
    'Budget owners in marketing.',
    'Entscheider im Marketing.',
    'Entscheidungsträger im Marketing.',
    'Décideurs marketing.',
    'Decisori nel marketing.',
    'Beslissers in marketing.',
    'Tomadores de decisión en marketing.',
    'Decisores de marketing.',
  ])
    it(`"${definition}" keeps the CMO and the head of marketing`, () =>
      expect(kept(definition, ROSTER)).toEqual(['CMO', 'Head of Marketing']));
  it('"Economic buyers." alone keeps the leaders, not the procurement buyer', () =>
    expect(kept('Economic buyers.', ROSTER)).toEqual(['CMO', 'Head of Marketing', 'CFO']));
});
