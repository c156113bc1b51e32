import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdouts 84 and 85: an appointed officer's whole title after a comma is a second office
 * the holder has, not the area the first job serves. Each rule is held by a generated table written here.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));

describe('a job, then an appointed officer after a comma: both are read', () => {
  it.each(
    cross(
      ['Jurist, ', 'Juristin, ', 'Legal Counsel, ', 'Rechtsanwältin, '],
      ['Datenschutzbeauftragte', 'Datenschutzbeauftragter', 'Data Protection Officer'],
    ),
  )('%s', (title) => {
    expect(readTitle(title).functions).toEqual(expect.arrayContaining(['legal', 'privacy']));
  });
  it.each(
    cross(
      ['Controller, ', 'Buchhalter, ', 'Financial Controller, '],
      ['Datenschutzbeauftragter', 'Data Protection Officer'],
    ),
  )('%s', (title) => {
    expect(readTitle(title).functions).toEqual(expect.arrayContaining(['finance', 'privacy']));
  });
  it.each(['Head of Product, Live Ops', 'Data Analyst, Revenue', 'Software Engineer, Payments'])(
    'an area after the comma stays an area: %s',
    (title) => {
      expect(readTitle(title).functions).toHaveLength(1);
    },
  );
});
