import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 90 (an advertising agency). Each rule is held by a generated table: jobs in
 * their languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const STUDIO = ['', ' – Studio Nantes', ' (freelance)', ' | Print & Digital'];

describe('an art director is a designer at the seniority the title says, not a head', () => {
  it.each(
    cross(
      [
        'Art Director',
        'Junior Art Director',
        'Senior Art Director',
        'Directeur artistique senior',
        'Directrice artistique junior',
        'Director de Arte',
        'Directora de arte sénior',
        'Diretor de Arte',
        'Diretora de arte',
      ],
      STUDIO,
    ),
  )('%s', (title) => {
    const read = readTitle(title);
    expect(read.levels).not.toContain('head');
    expect(read.functions).toContain('design');
  });

  it.each(
    cross(
      ['Creative Director', 'Head of Art Direction', 'Directrice de la création', 'Director Creativo'],
      STUDIO,
    ),
  )('%s still heads', (title) => {
    expect(readTitle(title).levels).toContain('head');
  });
});
