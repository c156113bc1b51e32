import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 126 (a chimney-sweep group, a polling institute). Each rule is held by a
 * generated table: jobs in their languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – Lyon', ' (freelance)', ' | Panels'];

describe('qualitative research is not quality', () => {
  it.each(
    cross(
      [
        'Qualitative Researcher',
        'Modératrice qualitative',
        'Moderatore qualitativo',
        'Chargé d’études qualitatives',
        'Investigadora cualitativa',
        'Qualitative Interviewerin',
      ],
      PLACES,
    ),
  )('"%s" is not quality', (title) => {
    expect(readTitle(title).functions).not.toContain('quality');
  });

  it.each(cross(['Qualitätsmanagerin', 'Leiter Qualitätssicherung', 'Responsable qualité'], PLACES))(
    '"%s" is still quality',
    (title) => {
      expect(readTitle(title).functions).toContain('quality');
    },
  );
});
