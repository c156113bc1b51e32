import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdouts 104–106 (third short round, h): a German compound in -kandidat, and an English "… attorney candidate", is the trainee of a profession.
 * Each rule is held by a generated table: professions × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – Wien', ' (Teilzeit)', ' | Kanzlei Graz'];

describe('a profession’s candidate is its trainee', () => {
  it.each(
    cross(
      [
        'Notariatskandidat',
        'Notariatskandidatin',
        'Richteramtskandidatin',
        'Patentanwaltskandidatin',
        'Patent Attorney Candidate',
        'Trademark Attorney Candidate',
      ],
      PLACES,
    ),
  )('"%s" is in training', (title) => {
    expect(readTitle(title).engagement).toBe('intern');
  });
  it.each(
    cross(
      ['Notar', 'Rechtsanwalt', 'Steuerberaterin', 'Patentanwältin', 'Candidate Experience Manager'],
      PLACES,
    ),
  )('"%s" is not', (title) => {
    expect(readTitle(title).engagement).not.toBe('intern');
  });
});
