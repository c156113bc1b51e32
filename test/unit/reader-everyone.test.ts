import { describe, expect, it } from 'vitest';
import { readPersona } from '../../functions/core/persona-reader.js';
import { kept, type RosterEntry } from '../fixtures/reading.js';

/**
 * The whole staff, said in the ways people say it, with or without an exception: "All staff", "all employees",
 * "the whole company" are everyone, as "everyone" is; "everyone but the interns" and "all staff apart from interns"
 * drop the interns and keep the rest; a whole sentence of "non-X" ("Non-technical staff", "non-engineering roles")
 * is everyone except X, and "non-managers" are the individual contributors. "Non-executive directors" stay a board
 * seat. Generated: the phrasings × a small roster of every kind.
 */
const ROSTER: readonly RosterEntry[] = [
  'CEO',
  'CTO',
  'Head of Marketing',
  'Engineering Manager',
  'Senior Software Engineer',
  ['Software Engineering Intern', 'intern'],
  'Account Executive',
  'Accountant',
];
const EVERYONE = ROSTER.map((r) => (typeof r === 'string' ? r : r[0]));
const BUT_INTERNS = EVERYONE.filter((t) => !t.includes('Intern'));

describe('the whole staff is everyone', () => {
  for (const definition of ['All staff.', 'All employees.', 'The whole company.', 'Everyone.'])
    it(`"${definition}" keeps everyone`, () => expect(kept(definition, ROSTER)).toEqual(EVERYONE));
});

describe('the whole staff but someone keeps the rest', () => {
  for (const definition of [
    'All staff except interns.',
    'All employees except interns.',
    'All staff apart from interns.',
    'Everyone but the interns.',
    'Everybody but interns.',
    'Everyone except interns.',
  ])
    it(`"${definition}" keeps everyone but the intern`, () =>
      expect(kept(definition, ROSTER)).toEqual(BUT_INTERNS));
});

describe('"non-X" as a whole sentence is everyone except X', () => {
  const TABLE: readonly [string, string[]][] = [
    ['Non-technical staff.', ['CEO', 'Head of Marketing', 'Account Executive', 'Accountant']],
    ['Non-engineering roles.', ['CEO', 'Head of Marketing', 'Account Executive', 'Accountant']],
    [
      'Non-managers.',
      ['Senior Software Engineer', 'Software Engineering Intern', 'Account Executive', 'Accountant'],
    ],
    [
      'All non-management staff.',
      ['Senior Software Engineer', 'Software Engineering Intern', 'Account Executive', 'Accountant'],
    ],
  ];
  for (const [definition, want] of TABLE)
    it(`"${definition}" keeps ${want.join(', ')}`, () => expect(kept(definition, ROSTER)).toEqual(want));
  it('"Non-executive directors" stay a board seat, not everyone but the executives', () =>
    expect(readPersona({ name: 'x', definition: 'Non-executive directors.' }).includes).toEqual([
      expect.objectContaining({ engagements: ['board'] }),
    ]));
});
