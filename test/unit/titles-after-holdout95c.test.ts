import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdouts 95–100 (professions: a group of vet practices among them). Each rule is held
 * by a generated table: jobs in their words × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PRACTICE = ['', ' – Cabinet de Quimper', ' (CDI)', ' | soins intensifs'];

describe('France’s ASV (auxiliaire spécialisé(e) vétérinaire) is a veterinary nurse: nursing (ISCO-08 3240)', () => {
  it.each(
    cross(
      ['ASV', 'ASV principale', 'Apprenti ASV', 'ASV responsable', 'Auxiliaire spécialisé vétérinaire (ASV)'],
      PRACTICE,
    ),
  )('"%s" nurses', (title) => {
    expect(readTitle(title).functions).toContain('nursing');
  });
  it.each(['Vétérinaire', 'Vétérinaire associé', 'Secrétaire médicale'])('"%s" is no ASV', (title) => {
    expect(readTitle(title).functions).not.toContain('nursing');
  });
});
