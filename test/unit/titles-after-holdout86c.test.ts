import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdouts 86–91 (fixer c: a printing works, a contact centre, a utility).
 * Each rule is held by a generated table: trades in their languages × places written here, not the sets' titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const WORKS = ['', ' – Werk Süd', ' (Nachtschicht)', ' | Lyon'];

describe("a printing works' three trades (ISCO-08 7321, 7322, 7323) are functions of their own", () => {
  it.each(
    cross(
      [
        'Prepress Operator',
        'Pre-press Technician',
        'Mitarbeiter Druckvorstufe',
        'Opérateur prépresse',
        'Técnico de preimpresión',
        'Operador de pré-impressão',
        'Addetto prestampa',
        'Plate maker (CTP)',
        'Colour management specialist',
        'Tecnico gestione colore',
      ],
      WORKS,
    ),
  )('"%s" is prepress', (title) => {
    expect(readTitle(title).functions[0]).toBe('prepress');
  });
  it.each(
    cross(
      [
        'Offset Press Operator',
        'Press Assistant',
        'Bogenoffsetdrucker',
        'Drucker (Rollenoffset)',
        'Conducteur offset',
        'Impresor offset',
        'Offsetdrukker',
        'Impressor offset',
        'Secondo macchinista rotativa',
        'Operatrice stampa flexo',
      ],
      WORKS,
    ),
  )('"%s" is printing', (title) => {
    expect(readTitle(title).functions[0]).toBe('printing');
  });
  it.each(
    cross(
      [
        'Bookbinder',
        'Bindery Supervisor',
        'Die-cutter operator',
        'Buchbinderin',
        'Relieuse',
        'Conducteur plieuse-colleuse',
        'Encuadernador',
        'Medewerker binderij',
        'Encadernadora',
        'Operaio fustellatore',
        'Caporeparto legatoria',
      ],
      WORKS,
    ),
  )('"%s" is print finishing', (title) => {
    expect(readTitle(title).functions[0]).toBe('print_finishing');
  });
  it.each(
    cross(
      ['Ufficio stampa', 'Addetta stampa', 'Macchinista', 'Progettista cartotecnico', 'Graphic Designer'],
      WORKS,
    ),
  )('"%s" is none of the print trades', (title) => {
    expect(['prepress', 'printing', 'print_finishing']).not.toContain(readTitle(title).functions[0]);
  });
});
