import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 69 (a flower auction cooperative and an online casino operator).
 * Each rule is held by a generated table: the trade's words in its languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – Veiling Noord', ' (parttime)', ' | Aalsmeer'];

describe("an auction's buyers' service is customer support", () => {
  it.each(
    cross(
      [
        'Medewerker Kopersservice',
        'Kopersservice medewerker',
        'Medewerkster kopersservice',
        'Kopersdienst',
        'Käuferservice Mitarbeiter',
        'Buyer Service Representative',
        'Buyers Support Agent',
      ],
      PLACES,
    ),
  )('"%s" serves the buyers', (title) => {
    expect(readTitle(title).functions[0]).toBe('support');
    expect(readTitle(title).level).toBe('individual');
  });
  it.each(cross(['Teamleider Kopersservice', 'Teamleiter Käuferservice', 'Buyer Service Team Lead'], PLACES))(
    '"%s" leads the buyers\' service',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('support');
      expect(readTitle(title).level).toBe('manager');
    },
  );
});

describe('the prevention of fraud is risk and fraud, not health and safety', () => {
  it.each(
    cross(
      [
        'Fraud Prevention Analyst',
        'Head of Fraud Prevention',
        'Fraud Prevention Specialist',
        'Chargée de prévention de la fraude',
        'Analista de prevención del fraude',
        'Specialista prevenzione frodi',
        'Analista prevenzione delle frodi',
      ],
      [' ', ' – Payments', ' | Online Casino'].map((tail) => tail.trimEnd()),
    ),
  )('"%s" prevents fraud', (title) => {
    expect(readTitle(title).functions[0]).toBe('risk');
  });
  it.each([
    'Prevention Officer',
    'Préventeur',
    'Técnico de prevención de riesgos laborales',
    'Addetto prevenzione e protezione',
  ])('"%s" still prevents accidents', (title) => {
    expect(readTitle(title).functions[0]).toBe('health_safety');
  });
});
