import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 124 (a cinema chain, a lift company). Each rule is held by a generated table:
 * jobs in their languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – Graz', ' (Wochenende)', ' | 24/7'];

describe('an emergency call centre and its dispatchers are customer service', () => {
  it.each(
    cross(
      [
        'Notrufdisponent',
        'Disponentin Notrufzentrale',
        'Leiter Notrufzentrale',
        'Mitarbeiter Notrufannahme',
        "Opérateur centre d'appels d'urgence",
        'Operadora de la central de emergencias',
        'Agente centro de llamadas',
        'Operatore centrale chiamate',
        'Call Taker',
      ],
      PLACES,
    ),
  )('"%s" serves customers', (title) => {
    expect(readTitle(title).functions).toContain('support');
  });
});
