import { describe, expect, it } from 'vitest';
import { kept, type RosterEntry } from '../fixtures/reading.js';

/**
 * "Schichtleiter, Vorarbeiter und Meister", "foremen and shift leaders", "capataces": a foreman is a job the
 * title must name, as a shift lead is. Read as a bare level in operations, "Vorarbeiter" kept everyone on the
 * floor and the plant's managers with them (holdout 57's sawmill: 28 people kept wrongly). Generated: the
 * languages' words for a foreman × a floor roster of every level.
 */
const FLOOR: readonly RosterEntry[] = [
  'Vorarbeiter Montage',
  'Foreman',
  'Capataz de obra',
  'Contremaître',
  'Kuivaamon työnjohtaja',
  'Schichtleiter',
  'Machine Operator',
  'Sahaaja',
  'Production Manager',
  'Plant Manager',
];
const FOREMEN = [
  'Vorarbeiter Montage',
  'Foreman',
  'Capataz de obra',
  'Contremaître',
  'Kuivaamon työnjohtaja',
];

describe('a foreman is a job the title names', () => {
  const TABLE: readonly [string, string[]][] = [
    ['Foremen.', FOREMEN],
    ['Vorarbeiter.', FOREMEN],
    ['Vorarbeiter und Vorarbeiterinnen.', FOREMEN],
    ['Capataces.', FOREMEN],
    ['Contremaîtres.', FOREMEN],
    ['Capisquadra.', FOREMEN],
    ['Voormannen.', FOREMEN],
    ['Foremen and shift leaders.', [...FOREMEN, 'Schichtleiter']],
    ['Schichtleiter und Vorarbeiter.', [...FOREMEN, 'Schichtleiter']],
    ['Foremen and machine operators.', [...FOREMEN, 'Machine Operator']],
  ];
  for (const [definition, want] of TABLE)
    it(`"${definition}" keeps ${want.join(', ')}`, () =>
      expect([...kept(definition, FLOOR)].sort()).toEqual([...want].sort()));
});

describe('an exclusion of foremen removes the foremen only', () => {
  it('"Operations, but not the foremen" keeps the rest of the floor', () =>
    expect(kept('Operations, but not the foremen.', FLOOR)).toEqual([
      'Schichtleiter',
      'Machine Operator',
      'Sahaaja',
      'Production Manager',
      'Plant Manager',
    ]));
});
