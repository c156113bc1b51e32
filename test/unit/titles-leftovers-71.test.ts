import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * Older title leftovers read after holdout 71 (holdouts 65 and 69 and 70's titles the reader still misread).
 * Each rule is held by a generated table: the trade's words in its languages × places written here, not the sets' titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – Malta', ' (remote)', ' | Gibraltar'];

describe("a game's or a slot's mathematician is game design, not data science", () => {
  it.each(
    cross(
      [
        'Game Mathematician',
        'Senior Games Mathematician',
        'Slot Mathematician',
        'Casino Maths Designer',
        'Spielemathematikerin',
        'Mathématicien jeux',
        'Matemático de juegos',
        'Math Modeler',
      ],
      PLACES,
    ),
  )('"%s" designs the game', (title) => {
    const { functions } = readTitle(title);
    expect(functions[0]).toBe('design');
    expect(functions).not.toContain('data_science');
  });
  it.each(['Mathematician', 'Statistician', 'Data Scientist'])('"%s" stays data science', (title) => {
    expect(readTitle(title).functions[0]).toBe('data_science');
  });
});

describe("a gaming operator's VIP team is customer success", () => {
  it.each(
    cross(
      [
        'Head of VIP',
        'Director of VIP',
        'VIP Manager',
        'VIP Host',
        'VIP Team Lead',
        'Responsable VIP',
        'Leiterin VIP',
      ],
      PLACES,
    ),
  )('"%s" keeps the best players', (title) => {
    expect(readTitle(title).functions).toContain('customer_success');
  });
  it.each(['VIP Account Manager'])('"%s" is still an account manager', (title) => {
    expect(readTitle(title).functions).toContain('sales');
  });
});

describe("a casino's croupiers and table dealers work its gaming floor (hospitality)", () => {
  it.each(
    cross(
      [
        'Croupier',
        'Croupière',
        'Crupier',
        'Croupierin',
        'Live Dealer',
        'Live Casino Dealer',
        'Blackjack Dealer',
        'Roulette Croupier',
        'Poker Dealer',
        'Live Casino Host',
      ],
      PLACES,
    ),
  )('"%s" serves the players at the tables', (title) => {
    expect(readTitle(title).functions[0]).toBe('hospitality');
  });
  it.each(['Car Dealer', 'Wholesale Dealer Manager', 'Dealer Development Manager'])(
    '"%s" is no croupier',
    (title) => {
      expect(readTitle(title).functions).not.toContain('hospitality');
    },
  );
});
