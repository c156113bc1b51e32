import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 111 (a funeral-services group): the funeral trades (ISCO-08 5163) in seven
 * languages are one function, and a room named "auditorium" is no audit. Generated tables in our own words.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – Zwolle', ' (part-time)', ' | Lyon'];

describe('the funeral trades are funeral services', () => {
  it.each(
    cross(
      [
        'Funeral Director',
        'Funeral Arranger',
        'Undertaker',
        'Embalmer',
        'Uitvaartverzorger',
        'Uitvaartassistente',
        'Bestatterin',
        'Bestattungsfachkraft',
        'Thanatopractrice',
        'Porteur funéraire',
        'Tanatopractor',
        'Tanatopractora',
        'Crematorium Technician',
        'Krematoriumsmitarbeiter',
        'Rouwbegeleider',
        'Necroforo',
      ],
      PLACES,
    ),
  )('%s', (title) => {
    expect(readTitle(title).functions[0]).toBe('funeral_services');
  });
});

describe('an auditorium is a room, not an audit', () => {
  it.each(cross(['Host Auditorium', 'Gastheer auditorium', 'Auditorium Coordinator'], PLACES))(
    '%s',
    (title) => {
      expect(readTitle(title).functions).not.toContain('finance');
    },
  );
  it.each(cross(['Auditor', 'Internal Auditor', 'Auditora', 'Wirtschaftsprüfer Audit'], PLACES))(
    '%s',
    (title) => {
      expect(readTitle(title).functions.length).toBeGreaterThan(0);
    },
  );
});

describe('a metrology technician names no engineering of his own', () => {
  it.each(cross(['Técnico de Metrología', 'Metrology Technician', 'Messtechniker'], PLACES))(
    '%s',
    (title) => {
      expect(readTitle(title).functions).not.toContain('engineering');
    },
  );
});
