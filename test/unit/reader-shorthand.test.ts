import { describe, expect, it } from 'vitest';
import { readPersona } from '../../functions/core/persona-reader.js';
import { kept, type RosterEntry } from '../fixtures/reading.js';

/**
 * Two things users write that the reader misread. A plus right after a level ("Director+", "VP+", "Manager+ in sales")
 * is "and above": split at the "+" as a list, "Manager+ in sales" kept nobody and "Director+" only the heads. And whom
 * someone reports to is in no profile: "Everyone reporting to the CEO" kept everyone, the CEO too (the relation was cut
 * and "everyone" was left); it keeps nobody and says so, as "people who report to the CFO" already did.
 */
const ROSTER: readonly RosterEntry[] = [
  'CEO',
  'CFO',
  'VP Sales',
  'Head of Marketing',
  'Sales Manager',
  'Account Executive',
  'Executive Assistant to the CEO',
];

describe('a plus after a level is "and above"', () => {
  const TABLE: readonly [string, string[]][] = [
    ['Director+.', ['CEO', 'CFO', 'VP Sales', 'Head of Marketing']],
    ['VP+.', ['CEO', 'CFO', 'VP Sales']],
    ['Manager+ in sales.', ['VP Sales', 'Sales Manager']],
    ['Leadership (VP+), plus the CFO.', ['CEO', 'CFO', 'VP Sales']],
  ];
  for (const [definition, want] of TABLE)
    it(`"${definition}" keeps ${want.join(', ')}`, () => expect(kept(definition, ROSTER)).toEqual(want));
  it('a plus between words still joins them: "Sales + marketing." keeps both functions', () =>
    expect(kept('Sales + marketing.', ROSTER)).toEqual([
      'VP Sales',
      'Head of Marketing',
      'Sales Manager',
      'Account Executive',
    ]));
});

describe('whom someone reports to names nobody', () => {
  for (const definition of [
    'Everyone who reports to the CEO.',
    'Everyone reporting to the CEO.',
    'Anyone reporting directly to the founders.',
    'People who report into the CFO.',
  ])
    it(`"${definition}" keeps nobody and says it could not be read`, () => {
      expect(kept(definition, ROSTER)).toEqual([]);
      expect(readPersona({ name: 'x', definition }).warnings[0]).toMatch(/keeps nobody/);
    });
  it('a job named before the relation stays: "Executive assistants who report to the CEO." keeps the assistant', () =>
    expect(kept('Executive assistants who report to the CEO.', ROSTER)).toEqual([
      'Executive Assistant to the CEO',
    ]));
});
