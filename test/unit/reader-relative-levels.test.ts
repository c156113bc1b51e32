import { describe, expect, it } from 'vitest';
import { kept, type RosterEntry } from '../fixtures/reading.js';

/**
 * A relative clause that states a level ("people in finance who are managers or above", "engineers that are team
 * leads") is the criterion, read as "at manager level or above"; it is not cut as a clause that only describes the
 * people named before it ("founders who still work here"). Cut, it kept everyone in the function. Generated: the
 * levels × "or above" or not, against a finance roster of every level.
 */
const FINANCE: readonly RosterEntry[] = [
  'CFO',
  'VP Finance',
  'Head of Finance',
  'Finance Manager',
  'Accountant',
];

describe('a relative clause that states a level narrows to that level', () => {
  const TABLE: readonly [string, string[]][] = [
    [
      'People in finance who are managers or above.',
      ['CFO', 'VP Finance', 'Head of Finance', 'Finance Manager'],
    ],
    [
      'Finance people who are managers and above.',
      ['CFO', 'VP Finance', 'Head of Finance', 'Finance Manager'],
    ],
    ['Finance staff who are managers.', ['Finance Manager']],
    // Heads of a function include its top (docs/judging.md, "Leaders include the top of their function").
    ['People in finance that are heads.', ['CFO', 'VP Finance', 'Head of Finance']],
    ['People in finance who are directors or above.', ['CFO', 'VP Finance', 'Head of Finance']],
    ['People in finance who are VPs or above.', ['CFO', 'VP Finance']],
  ];
  for (const [definition, want] of TABLE)
    it(`"${definition}" keeps ${want.join(', ')}`, () => expect(kept(definition, FINANCE)).toEqual(want));
  it('a clause that only describes them still goes: "Finance people who work here" keeps everyone in finance', () =>
    expect(kept('Finance people who work here.', FINANCE)).toEqual([
      'CFO',
      'VP Finance',
      'Head of Finance',
      'Finance Manager',
      'Accountant',
    ]));
});

describe('people who lead teams are the team leads and everyone above them', () => {
  // As in an exclusion ("exclude anyone who leads a team"): cut as a description, "ppl who lead sales teams" kept
  // everyone in sales, and "anyone who leads a team" only the heads and above, not the managers who lead teams.
  const TEAMS: readonly RosterEntry[] = [
    'VP Sales',
    'Sales Manager',
    'Sales Team Lead',
    'Account Executive',
    'Engineering Manager',
    'Software Engineer',
  ];
  const TABLE: readonly [string, string[]][] = [
    ['ppl who lead sales teams', ['VP Sales', 'Sales Manager', 'Sales Team Lead']],
    ['People who manage a sales team.', ['VP Sales', 'Sales Manager', 'Sales Team Lead']],
    ['Those who run engineering teams.', ['Engineering Manager']],
    ['Anyone who leads a team.', ['VP Sales', 'Sales Manager', 'Sales Team Lead', 'Engineering Manager']],
  ];
  for (const [definition, want] of TABLE)
    it(`"${definition}" keeps ${want.join(', ')}`, () => expect(kept(definition, TEAMS)).toEqual(want));
});
