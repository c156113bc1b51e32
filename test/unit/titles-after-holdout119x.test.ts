import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 119 (a ski school beside a mountain guides' company). Each rule is held by a
 * generated table: trades in their languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const MOUNTAIN = ['', ' – Chamonix', ' (freelance)', ' | Zermatt'];

describe('mountain guides and mountain leaders are instructors of their trade (ISCO-08 3423)', () => {
  it.each(
    cross(
      [
        'Mountain Guide',
        'High Mountain Guide',
        'IFMGA Mountain Guide',
        'UIAGM guide',
        'Guide de haute montagne',
        'Guides de montagne',
        'Aspirant guide',
        'Accompagnatrice en moyenne montagne',
        'Accompagnateur en montagne',
        'Guida alpina',
        'Guide alpine',
        'Guía de alta montaña',
        'Guia de montanha',
        'Bergführer',
        'Bergführerin',
        'Berggids',
      ],
      MOUNTAIN,
    ),
  )('"%s" guides', (title) => {
    expect(readTitle(title).functions).toContain('coaching');
  });
  it.each(['Tour Guide', 'Museum guide', 'Guide touristique', 'Président de la Compagnie des Guides'])(
    '"%s" is no mountain guide',
    (title) => {
      expect(readTitle(title).functions).not.toContain('coaching');
    },
  );
});

describe('a trainee ski instructor (moniteur stagiaire) is an instructor in training', () => {
  it.each(
    cross(
      ['Moniteur stagiaire', 'Monitrice stagiaire', 'Moniteurs stagiaires'],
      ['', ' snowboard', ' (ski alpin)'],
    ),
  )('"%s" instructs', (title) => {
    expect(readTitle(title).functions).toContain('coaching');
  });
});
