import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 72 (a dredging contractor's fleet, a satellite operator's control centre).
 * Each rule is held by a generated table: ranks and trades in their languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const FLEET = ['', ' – MV Oosterschelde', ' (via Crewlink Manila)', ' | Rotterdam'];
const CONTROL = ['', ' – Betzdorf', ' (24/7 shifts)', ' | Nachtschicht'];

describe('a ship’s ranks in Dutch, Ukrainian and Tagalog are seafaring', () => {
  it.each(
    cross(
      [
        'Baggermeester',
        'Baggermeesters',
        'HWTK',
        'WTK',
        'Werktuigkundige (WTK)',
        'Tweede werktuigkundige',
        '3e werktuigkundige',
        '2nd Engineer',
        '3rd Officer',
        'Старший механік',
        'Друга механічка',
        'Третій механік',
        'Старший помічник капітана',
        'Другий помічник',
        'Матрос',
        'Боцман',
        'Капітан',
        'Punong Piloto',
        'Ikalawang Piloto',
        'Ikatlong Inhinyero',
        'Marinero',
        'HWTK',
        'Hoofdwerktuigkundige',
        'Ship Engineer',
      ],
      FLEET,
    ),
  )('"%s" sails', (title) => {
    expect(readTitle(title).functions[0]).toBe('seafaring');
  });
  it.each(['Старший механік', 'Старший помічник капітана'])(
    '"%s" is a rank, not a company level',
    (title) => {
      expect(readTitle(title).level).toBe('individual');
    },
  );
});

describe('a satellite controller or spacecraft operator works in operations control, not finance', () => {
  it.each(
    cross(
      [
        'Spacecraft Operator',
        'Senior Spacecraft Controller',
        'Satellite Controller',
        'Satellitenkontrolleur',
        'Satellitenkontrolleurin',
        'Opératrice satellites',
        'Contrôleur satellite',
        'Operador de satélites',
        'Controllore di satelliti',
        'Satellite Operations Engineer',
      ],
      CONTROL,
    ),
  )('"%s" flies the satellites', (title) => {
    expect(readTitle(title).functions[0]).toBe('operations_control');
  });
  it.each(['Financial Controller', 'Group Controller', 'Controllerin'])('"%s" stays in finance', (title) => {
    expect(readTitle(title).functions[0]).toBe('finance');
  });
});
