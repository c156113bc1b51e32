import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 116 (a dubbing studio): its trades in seven languages, each held by a generated
 * table of titles × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const STUDIO = ['', ' – Sala 3', ' (freelance)', ' | Milano'];

describe('voice and stage actors are acting (ISCO-08 2655)', () => {
  it.each(
    cross(
      [
        'Voice Actor',
        'Voice Artist',
        'Dubbing Actress',
        'Doppiatore',
        'Doppiatrice',
        'Synchronsprecherin',
        'Schauspieler',
        'Comédienne de doublage',
        'Actriz de doblaje',
        'Dobrador',
        'Stemacteur',
        'Attrice',
      ],
      STUDIO,
    ),
  )('"%s" acts', (title) => {
    expect(readTitle(title).functions[0]).toBe('acting');
  });
  it.each(['Threat Actor Analyst', 'Operator', 'Coordinator'])('"%s" does not act', (title) => {
    expect(readTitle(title).functions).not.toContain('acting');
  });
});

describe('adapters of dialogue, subtitlers and audio describers are translation (ISCO-08 2643)', () => {
  it.each(
    cross(
      [
        'Adattatore dialoghi',
        'Dialoghista',
        'Sottotitolatrice',
        'Subtitler',
        'Subtituladora',
        'Sous-titreuse',
        'Untertitlerin',
        'Audiodescrittrice',
        'Audio Describer',
        'Audiodescriptora',
        'Ondertitelaar',
        'Legendadora',
      ],
      STUDIO,
    ),
  )('"%s" translates', (title) => {
    expect(readTitle(title).functions[0]).toBe('translation');
  });
});

describe('dubbing directors are directors of the performance (ISCO-08 2654)', () => {
  it.each(
    cross(
      [
        'Direttore del doppiaggio',
        'Direttrice del doppiaggio',
        'Director de doblaje',
        'Directrice artistique (doublage)',
        'Dubbing Director',
        'Synchronregisseurin',
        'Diretora de dobragem',
      ],
      STUDIO,
    ),
  )('"%s" directs', (title) => {
    expect(readTitle(title).functions[0]).toBe('stage_direction');
  });
  it.each(['Direttore di produzione', 'Directora financiera', 'Assistente al doppiaggio'])(
    '"%s" directs no performance',
    (title) => {
      expect(readTitle(title).functions).not.toContain('stage_direction');
    },
  );
});
