import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 127 (a handball federation, an ambulance service). Each rule is held by a
 * generated table: terms in their languages × jobs written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): [string, string][] =>
  heads.flatMap((head) => tails.map((tail): [string, string] => [head, tail]));

describe('an outside collaborator named as the employment type holds the role on contract', () => {
  it.each(
    cross(
      [
        'Colaborador externo',
        'Colaboradora externa',
        'Collaborateur externe',
        'Collaboratrice externe',
        'Collaboratore esterno',
      ],
      ['Médico del equipo', 'Traductora', 'Kinésithérapeute', 'Fotografo', 'Consulente fiscale'],
    ),
  )('type "%s", title "%s"', (type, title) => {
    expect(readTitle(title, type).engagement).toBe('contractor');
  });

  it.each(['Full-time', 'Indefinido', 'CDI', 'Tempo indeterminato'])(
    'type "%s" stays an employee',
    (type) => {
      expect(readTitle('Médico del equipo', type).engagement).toBe('employee');
    },
  );
});

describe('an emergency dispatch centre is its call takers and dispatchers, not the operations of a fleet', () => {
  it.each(
    cross(
      ['Disponent', 'Disponentin', 'Schichtleiterin', 'Leiter', 'Koordinator Patiententransport'],
      [' Leitstelle', ' Rettungsleitstelle', ' der Leitstelle', ' Feuerwehrleitstelle'],
    ).map(([head, tail]) => `${head}${tail}`),
  )('"%s"', (title) => {
    const read = readTitle(title);
    expect(read.functions).toContain('operations_control');
    expect(read.functions).not.toContain('operations');
  });

  it.each([
    'Operatore di centrale operativa',
    'Operatrice Centrale Operativa 118',
    'Meldkamermedewerker',
    'Dispatch Centre Supervisor',
  ])('"%s"', (title) => expect(readTitle(title).functions).toContain('operations_control'));
});
