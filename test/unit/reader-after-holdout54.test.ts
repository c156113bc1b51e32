import { describe, expect, it } from 'vitest';
import { kept, type RosterEntry } from '../fixtures/reading.js';

/**
 * Reading a definition after holdout 54 (a zoo, a fashion house): whom an assistant serves is a list that
 * goes on with "other": "assistants to the CEO or other executives" asks for the assistants, not for the
 * other executives. Generated: definitions in several phrasings × one roster.
 */

const ROSTER: readonly RosterEntry[] = [
  'Executive Assistant to the CEO',
  'Chief of Staff',
  'Chief Executive Officer',
  'Chief Financial Officer',
  'VP Sales',
  'Head of Marketing',
];

describe('"to the CEO or other executives" says whom the assistants serve', () => {
  const TABLE: readonly [string, string[]][] = [
    [
      'Executive assistants and chiefs of staff to the CEO or other executives.',
      ['Executive Assistant to the CEO', 'Chief of Staff'],
    ],
    ['Executive assistants to the CEO or the other executives.', ['Executive Assistant to the CEO']],
    [
      'Chiefs of staff and executive assistants to the founders or other executives.',
      ['Executive Assistant to the CEO', 'Chief of Staff'],
    ],
  ];
  for (const [d, want] of TABLE)
    it(`"${d}" keeps ${want.join(' and ')}, no executive`, () => expect(kept(d, ROSTER)).toEqual(want));
});
