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

/**
 * "Not vets who work only with horses": the relative clause narrows the excluded job to a part the reader does not
 * read, so the exclusion must not drop the whole job the definition asks for.
 */
describe('an exclusion narrowed by "only" does not drop the whole job', () => {
  it.each([
    [
      'Our vets treating pets, locums included. Not nurses, not vets who only see cattle.',
      ['Tierarzt Notdienst', 'Veterinary Surgeon – Locum'],
      ['Tierärztliche Ordinationsassistentin', 'Veterinary Nurse'],
    ],
    [
      'Veterinarios de pequeños animales; no los veterinarios que solo atienden caballos.',
      ['Veterinario', 'Tierärztin Kleintier'],
      ['Auxiliar veterinaria'],
    ],
  ])('%s', (definition, keep, drop) => {
    keepsAndDrops(definition, keep, drop);
  });
});
