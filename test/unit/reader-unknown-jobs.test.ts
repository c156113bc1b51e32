import { describe, expect, it } from 'vitest';
import { readPersona } from '../../functions/core/persona-reader.js';
import { kept, type RosterEntry } from '../fixtures/reading.js';

/**
 * A level said of the list just named ("including their heads", "inklusive Leitung", "y sus responsables") is
 * that list's level. When none of the list's jobs is read, the level has nothing to be said of: it must not keep
 * every head or manager of the company (docs/judging.md, "Lists share"). Generated: professions the reader has no
 * word for × the ways of saying "and their leaders", against a roster of leaders of other things.
 */
const ROSTER: readonly RosterEntry[] = [
  'Head of Finance',
  'Sales Manager',
  'Chief Executive Officer',
  'VP Engineering',
  'Customer Support Team Lead',
];

// Farriers and glassblowers are read since holdout 71: thatchers and wheelwrights are not.
const UNREAD_LISTS = ['Maltsters and wort boilers', 'Thatchers', 'Wheelwrights and gaffers'];
const LEVELS_OF_THE_LIST = [
  'including their heads',
  'including their managers',
  'incl. their leads',
  'and their supervisors',
  'including the management',
];

describe('a level said of a list none of whose jobs is read keeps no leader of anything else', () => {
  for (const list of UNREAD_LISTS)
    for (const level of LEVELS_OF_THE_LIST) {
      const definition = `${list}, ${level}.`;
      it(`"${definition}" keeps nobody and says what it could not read`, () => {
        expect(kept(definition, ROSTER)).toEqual([]);
        expect(readPersona({ name: 'x', definition }).warnings.join(' ')).toMatch(/not understood/i);
      });
    }
});

describe('a level said of a list that is read still adds the list’s leaders', () => {
  const TABLE: readonly [string, string[]][] = [
    ['Support agents, including their managers.', ['Customer Support Team Lead']],
    ['Accountants and controllers, including their heads.', ['Head of Finance']],
  ];
  for (const [definition, want] of TABLE)
    it(`"${definition}" keeps ${want.join(' and ')}`, () => expect(kept(definition, ROSTER)).toEqual(want));
});

/**
 * A seniority said of a job the reader has no word for ("senior bakers", "boulangers confirmés", "erfahrene
 * Konditoren") is that job's seniority: the title must name the job, never every senior person or leader of the
 * company (a leader's title reads as senior too). Generated: seniorities × unknown jobs, against a roster of
 * senior people and leaders of other things.
 */
const SENIORS: readonly RosterEntry[] = [
  'Senior Baker',
  'Baker',
  'Junior Baker',
  'Senior Glassblower',
  'Senior Accountant',
  'Head of Finance',
  'Plant Manager',
  'Senior Konditorin',
];

describe('a seniority said of an unknown job keeps only titles that name the job', () => {
  const TABLE: readonly [string, string[]][] = [
    ['Senior bakers only.', ['Senior Baker']],
    ['Senior bakers.', ['Senior Baker']],
    ['Junior bakers.', ['Junior Baker']],
    ['Senior glassblowers.', ['Senior Glassblower']],
    ['Erfahrene Konditoren.', ['Senior Konditorin']],
    // Bakers are read since the leftovers of holdouts 75-79 (ISCO-08 7512): a senior baker is a boulanger confirmé.
    ['Boulangers confirmés.', ['Senior Baker']],
    ['Senior staff in the glass studio.', []],
    ['Seniors in the bakehouse.', []],
  ];
  for (const [definition, want] of TABLE)
    it(`"${definition}" keeps ${want.length > 0 ? want.join(' and ') : 'nobody'}`, () =>
      expect(kept(definition, SENIORS)).toEqual(want));
  it('a seniority said of a known job is unchanged: "Senior accountants." keeps the senior accountant', () =>
    expect(kept('Senior accountants.', SENIORS)).toEqual(['Senior Accountant']));
});

/**
 * A leader "at" a place of work the reader has no word for leads what is worked there ("managers at the quarry
 * sites": the quarry; a site word is where, never the thing), while an office or headquarters only says where one
 * sits; a Dutch or German team leader ("teamleiders", "Teamleiter") is a leader word like "team leads". Generated:
 * phrasings × a roster of managers of other things.
 */
const MANAGERS: readonly RosterEntry[] = [
  'Quarry Manager',
  'Plant Manager',
  'Sales Manager',
  'Head of Finance',
];

describe('a leader at an unread place of work leads what is worked there', () => {
  const TABLE: readonly [string, string[]][] = [
    ['Managers at the quarry sites.', ['Quarry Manager']],
    ['Managers at the quarry.', ['Quarry Manager']],
    ['Managers at our quarry premises.', ['Quarry Manager']],
    ['Teamleiders in de bloemenveiling.', []],
    ['Teamleiter in der Gärtnerei.', []],
  ];
  for (const [definition, want] of TABLE)
    it(`"${definition}" keeps ${want.length > 0 ? want.join(' and ') : 'nobody'}`, () =>
      expect(kept(definition, MANAGERS)).toEqual(want));
  it('an office only says where: "Managers at our headquarters." keeps the managers, as before', () =>
    expect(kept('Managers at our headquarters.', MANAGERS)).toEqual([
      'Quarry Manager',
      'Plant Manager',
      'Sales Manager',
    ]));
});

describe('a plural people noun before "and" is a whole job; it takes no level from the phrase after it', () => {
  // "Customer success and customer support leaders" share the level (a function before "and"); "pilots and cabin
  // crew managers" do not: the pilots are every pilot, the managers only the cabin crew's.
  const CREW: readonly RosterEntry[] = [
    'Chief Pilot',
    'Cabin Crew Manager',
    'Registered Nurse',
    'Nursing Manager',
    'Data Analyst',
    'Finance Manager',
    'Security Guard',
    'Facilities Manager',
  ];
  const TABLE: readonly [string, string[]][] = [
    ['Pilots and cabin crew managers.', ['Chief Pilot', 'Cabin Crew Manager']],
    ["I'm looking for pilots and cabin crew managers.", ['Chief Pilot', 'Cabin Crew Manager']],
    ['Analysts and finance managers.', ['Data Analyst', 'Finance Manager']],
    ['Guards and facilities managers.', ['Security Guard', 'Facilities Manager']],
  ];
  for (const [definition, want] of TABLE)
    it(`"${definition}" keeps ${want.join(' and ')}`, () => expect(kept(definition, CREW)).toEqual(want));
  it('a function before "and" still shares: "Nursing and finance managers." keeps the two managers only', () =>
    expect(kept('Nursing and finance managers.', CREW)).toEqual(['Nursing Manager', 'Finance Manager']));
});

describe('"Leitende Angestellte" are leaders: of the thing named after them, or of anything when nothing is named', () => {
  const WORKS: readonly RosterEntry[] = ['Leiter Gießerei', 'Gießer', 'Head of Finance', 'Sales Manager'];
  const TABLE: readonly [string, string[]][] = [
    ['Leitende Angestellte der Gießerei.', ['Leiter Gießerei']],
    ['Leitende Mitarbeiter der Gießerei.', ['Leiter Gießerei']],
    ['Leitende der Gießerei.', ['Leiter Gießerei']],
    ['Leitende Angestellte.', ['Leiter Gießerei', 'Head of Finance']],
  ];
  for (const [definition, want] of TABLE)
    it(`"${definition}" keeps ${want.join(' and ')}`, () => expect(kept(definition, WORKS)).toEqual(want));
});
