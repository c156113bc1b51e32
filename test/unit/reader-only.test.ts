import { describe, expect, it } from 'vitest';
import { kept, type RosterEntry } from '../fixtures/reading.js';

/**
 * "Sales, managers only", "Sales (AEs only)", "Vertrieb, nur Manager": a phrase that says "only" and names a
 * level or a job narrows the bare function named beside it; it does not add to it. Read as two phrases, the bare
 * function kept everyone in sales. Generated: the ways of saying "only" × a sales roster of every level.
 */
const SALES: readonly RosterEntry[] = [
  'VP Sales',
  'Sales Manager',
  'Account Executive',
  'Sales Development Representative',
  'Head of Marketing',
];

describe('"only" after a function narrows it', () => {
  const TABLE: readonly [string, string[]][] = [
    ['Sales, managers only.', ['Sales Manager']],
    ['Sales (managers only).', ['Sales Manager']],
    ['Sales: managers only.', ['Sales Manager']],
    ['Sales, but only managers.', ['Sales Manager']],
    ['Sales (AEs only).', ['Account Executive']],
    ['Sales, account executives only.', ['Account Executive']],
    ['Sales, individual contributors only.', ['Account Executive', 'Sales Development Representative']],
    ['Vertrieb, nur Manager.', ['Sales Manager']],
    ['Ventas, solo gerentes.', ['Sales Manager']],
    ['Ventes, managers uniquement.', ['Sales Manager']],
    ['Vendas, apenas gerentes.', ['Sales Manager']],
  ];
  for (const [definition, want] of TABLE)
    it(`"${definition}" keeps ${want.join(', ')}`, () => expect(kept(definition, SALES)).toEqual(want));
});

describe('"only" narrows its own function, never another one', () => {
  it('"Marketing; sales managers only." keeps marketing and the sales manager', () =>
    expect(kept('Marketing; sales managers only.', SALES)).toEqual(['Sales Manager', 'Head of Marketing']));
  it('without "only" a function and a level beside it still add up: "Sales and managers." keeps all of sales', () =>
    expect(kept('Sales and managers.', SALES)).toEqual(
      expect.arrayContaining(['VP Sales', 'Account Executive', 'Sales Development Representative']),
    ));
});
