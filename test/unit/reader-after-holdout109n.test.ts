import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 109 (a veterinary hospital): vets are the ones whose title names a vet
 * (ISCO-08 2250); an assistant whose title carries "tierärztlich" in a compound ("Ordinationsassistentin") is a
 * veterinary nurse (ISCO-08 3240), kept by a persona of nurses and not by one of vets. Written in our own words.
 */

describe('vets and their nurses are apart', () => {
  it.each([
    [
      'Tierärzte und Tierärztinnen der Klinik.',
      ['Tierarzt Kleintiere', 'Tierärztin – Chirurgie'],
      [
        'Tierärztliche Ordinationsassistentin',
        'TOA Kleintierstation',
        'Tierärztlicher Ordinationsassistent – OP',
      ],
    ],
    [
      'Vets only, no nurses.',
      ['Veterinary Surgeon', 'Tierarzt'],
      ['Leitende Tierärztliche Ordinationsassistentin', 'TOA – Chirurgie'],
    ],
    [
      'Veterinary nurses and vet techs, head nurses and apprentices included.',
      [
        'Tierärztliche Ordinationsassistentin – Intensivstation',
        'TOA Röntgen',
        'Lehrling Tierärztliche Ordinationsassistenz',
      ],
      ['Tierarzt Innere Medizin', 'Veterinary Surgeon'],
    ],
  ])('%s', (definition, keep, drop) => {
    keepsAndDrops(definition, keep, drop);
  });
});
