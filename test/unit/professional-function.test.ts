import { describe, expect, it } from 'vitest';
import { currentRole } from '../../functions/core/derive.js';
import { deriveProfessional } from '../../functions/core/professional.js';
import { positionsOf } from '../../functions/core/roles.js';
import { EVAL_SETS } from '../eval/evaluate.js';
import { jsonEvalSets } from '../eval/sets.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';

// The published `professional.function` and the function the judge matches a person on are one reading
// (issue 25: "one title classifier serves both"). A vague title read from the person's own words, an
// abbreviation spelled out, a compliance title on an ISO 27001 headline: the published field follows.

const ACME = bareCompany();
const at = (title: string, headline: string | null = null, about: string | null = null) =>
  bareProfile({ headline, about, experience: [roleAt(title)] });

describe('professional.function is the judge’s reading of the current role', () => {
  it.each([
    [
      'a vague title, its function in the headline',
      at('Specialist II', 'Demand & supply planning | S&OP'),
      'operations',
    ],
    ['an abbreviation spelled out', at('Mech. Engineer'), 'hardware_engineering'],
    [
      'a compliance title on an information-security headline',
      at('GRC Specialist', 'ISO 27001 | ISMS'),
      'security',
    ],
    ['a plain title', at('Head of People'), 'people'],
    ['a title naming no function, nothing else said', at('Specialist II'), 'other'],
  ])('%s', (_case, profile, expected) => {
    expect(deriveProfessional(profile, ACME).function).toBe(expected);
  });

  it('is null without a current role here, whatever the headline says', () => {
    const gone = bareProfile({ headline: 'CFO', experience: [roleAt('CFO', { end: '2020-01' })] });
    expect(deriveProfessional(gone, ACME).function).toBeNull();
  });

  // One test per evaluation set: the sets grow by one every round, and a single test over all of them
  // (5,000 people and more) outgrew the test timeout on a busy machine.
  const sets = [...EVAL_SETS, ...jsonEvalSets()];
  it('covers thousands of people across the evaluation sets', () => {
    expect(sets.reduce((n, set) => n + set.people.length, 0)).toBeGreaterThan(2000);
  });

  it.each(sets.map((set) => [set.name, set] as const))(
    'agrees with the judge for every person of %s',
    (_name, set) => {
      let compared = 0;
      for (const person of set.people) {
        const current = currentRole(person, set.company);
        if (!current?.title) continue;
        const judged = positionsOf(person, set.company).find(
          (p) =>
            p.current &&
            p.source === 'experience' &&
            p.start === current.start &&
            p.company === current.company,
        );
        expect(
          deriveProfessional(person, set.company).function,
          `${set.name} ${person.person_ref} "${current.title}"`,
        ).toBe(judged?.functions[0] ?? 'other');
        compared += 1;
      }
      expect(compared).toBeGreaterThan(0);
    },
  );
});
