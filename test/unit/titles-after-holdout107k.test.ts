import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 107 (a vegetable seed breeder): plant breeding is a function of its own, plant
 * variety rights are legal, hand pollinators work the greenhouse. Each table crosses the jobs in their languages with
 * crops and places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const CROPS = ['', ' – komkommer', ' (Weizen, Gerste)', ' | melon & squash'];

describe('breeders, breeding assistants, phenotypers and trial stations work in breeding', () => {
  it.each(
    cross(
      [
        'Plant Breeder',
        'Senior Crop Breeder',
        'Veredelaar',
        'Plantenveredelaarster',
        'Veredelingsassistente',
        'Hoofd Veredeling',
        'Pflanzenzüchterin',
        'Leiter Pflanzenzüchtung',
        'Sélectionneuse',
        'Mejoradora genética',
        'Fitomejorador',
        'Melhorista de plantas',
        'Miglioratore genetico',
        'Phenotyping Technician',
        'Fenotyperingsmedewerker',
        'Proefveldmedewerker',
        'Trial Station Manager',
        'Responsable de estación de ensayos',
        'Head of Variety Trials',
      ],
      CROPS,
    ),
  )('"%s" breeds', (title) => {
    expect(readTitle(title).functions[0]).toBe('breeding');
  });
  it.each(['Head of Breeding', 'Hoofd Veredeling', 'Leiterin Pflanzenzüchtung'])(
    '"%s" heads breeding',
    (title) => {
      expect(readTitle(title).level).toBe('head');
    },
  );
});

describe('plant variety rights are legal, not a production plant nor the breeders', () => {
  it.each(
    cross(
      [
        "Plant Breeders' Rights Specialist",
        'Plant Variety Rights Officer',
        'PVR Manager',
        'Specialist kwekersrecht',
        'Referentin Sortenschutz',
        "Chargée des certificats d'obtention végétale",
        'Técnico de derechos de obtentor',
      ],
      ['', ' – EU & UPOV', ' (NL)'],
    ),
  )('"%s" is legal', (title) => {
    expect(readTitle(title).functions[0]).toBe('legal');
  });
});

describe('hand pollinators work in the greenhouse', () => {
  it.each(
    cross(
      ['Bestuiver', 'Bestuivster', 'Medewerker bestuiving', 'Pollinator', 'Polinizadora', 'Impollinatrice'],
      ['', ' komkommer', ' (seizoen)', ' via uitzendbureau'],
    ),
  )('"%s" is agriculture', (title) => {
    expect(readTitle(title).functions[0]).toBe('agriculture');
  });
});
