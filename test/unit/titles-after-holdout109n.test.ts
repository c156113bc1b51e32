import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 109 (a veterinary hospital). Austria's veterinary nurse is a "Tierärztliche
 * Ordinationsassistenz" (TOA for short; ISCO-08 3240 veterinary technicians and assistants): nursing beside the vets,
 * at any seniority and as an apprentice, not a vet although the word "tierärztlich" is in it.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const WARDS = ['', ' – Chirurgie', ' (Kleintierstation)', ' | Graz', ' – Nachtdienst'];

describe('a tierärztliche Ordinationsassistenz is a veterinary nurse', () => {
  it.each(
    cross(
      [
        'Tierärztliche Ordinationsassistentin',
        'Tierärztlicher Ordinationsassistent',
        'Tierärztliche Ordinationsassistenz',
        'Leitender Tierärztlicher Ordinationsassistent',
        'Lehrling Tierärztliche Ordinationsassistenz',
        'TOA',
        'Leitende TOA',
        'TOA Anästhesie',
      ],
      WARDS,
    ),
  )('%s reads as nursing', (title) => {
    expect(readTitle(title).functions).toContain('nursing');
  });
});
