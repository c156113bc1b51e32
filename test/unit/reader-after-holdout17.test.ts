import { describe, expect, it } from 'vitest';
import { kept } from '../fixtures/reading.js';
import { readPersona } from '../../functions/core/persona-reader.js';

/**
 * Holdout 17's founders persona ended "Former co-founders who left are still founders.": the sentence
 * opened with a past marker, so the whole persona was read as former roles only and the current
 * founders were missed. A sentence about people who left that says they still count ("are still",
 * "count too", "zählen auch", "comptent aussi", "siguen siendo", "continuam a ser", "restano",
 * "tellen ook mee") adds them beside the others; it does not narrow the persona to them.
 */
describe('former people who "still count" come on top of the current ones', () => {
  const rows: [string, string][] = [
    ['en', 'Founders, co-founders and owners. Former co-founders who left are still founders.'],
    ['en', 'Founders and owners of the company. Former founders count too.'],
    ['de', 'Gründer, Mitgründer und Eigentümer. Ehemalige Mitgründer zählen auch.'],
    ['fr', 'Fondateurs, cofondateurs et propriétaires. Les anciens cofondateurs partis comptent aussi.'],
    ['es', 'Fundadores, cofundadores y propietarios. Los antiguos cofundadores siguen siendo fundadores.'],
    ['pt', 'Fundadores, cofundadores e proprietários. Os antigos cofundadores continuam a ser fundadores.'],
    ['it', 'Fondatori, cofondatori e proprietari. Gli ex cofondatori restano fondatori.'],
    ['nl', 'Oprichters, medeoprichters en eigenaren. Voormalige medeoprichters tellen ook mee.'],
  ];
  it.each(rows)(
    '%s: %s keeps the current founders and reads current and former roles',
    (_lang, definition) => {
      const reading = readPersona({ name: 'x', definition });
      expect(reading.formerOnly).toBe(false);
      expect(reading.currentOnly).toBe(false);
      expect(kept(definition, ['Co-Founder & CEO', 'Software Engineer'])).toEqual(['Co-Founder & CEO']);
    },
  );

  const formerOnly: [string, string][] = [
    ['en', 'Former co-founders who left the company.'],
    ['de', 'Ehemalige Mitgründer.'],
    ['fr', 'Anciens cofondateurs partis.'],
  ];
  it.each(formerOnly)('%s: %s without "still count" stays former roles only', (_lang, definition) => {
    expect(readPersona({ name: 'x', definition }).formerOnly).toBe(true);
  });
});
