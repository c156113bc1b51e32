import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdouts 95–100 (a trade fair's halls and stages): building services are facilities,
 * a stage or event technician is event technology, event security is a guard's work, not marketing.
 * Each rule is held by a generated table: trades in their languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const VENUE = ['', ' – Halle 4', ' (freelance)', ' | Messe & Kongress'];

describe('building services are facilities', () => {
  it.each(cross(['Teamleiter Gebäudetechnik', 'Hoofd gebouwtechniek', 'Medewerker Gebouwtechniek'], VENUE))(
    '"%s" keeps the buildings',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('facilities');
    },
  );
});

describe('stage and event technicians are event technology', () => {
  it.each(
    cross(
      [
        'Podiumtechnicus',
        'Medewerker evenemententechniek',
        'Technicus voor evenementen',
        'Technician for events',
      ],
      VENUE,
    ),
  )('"%s" runs the rig', (title) => {
    expect(readTitle(title).functions[0]).toBe('event_technology');
  });
});

describe('event security is no marketing', () => {
  it.each(cross(['Mitarbeiter Veranstaltungssicherheit', 'Leiterin Eventsicherheit'], VENUE))(
    '"%s" guards the event',
    (title) => {
      expect(readTitle(title).functions[0]).not.toBe('marketing');
    },
  );
});
