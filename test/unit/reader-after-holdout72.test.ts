import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 72 (a dredging contractor and a satellite operator): a kind of engineer
 * said before the noun ("geotechnical engineers", "Schiffsingenieure", "ingegneri di dinamica del volo") is a
 * job the title must name; engineers of other kinds are not it. Each table is written in our own words.
 */

describe('a kind of engineer is a job of its own', () => {
  it.each([
    [
      'Geotechnical and design engineers, every level. No ship engineers.',
      ['Geotechnical Engineer', 'Senior Design Engineer'],
      ['Chief Engineer', '3rd Engineer', 'RF Engineer', 'Flight Dynamics Engineer', 'Software Engineer'],
    ],
    [
      'Geotechnik- und Entwurfsingenieure.',
      ['Geotechnik Ingenieur', 'Entwurfsingenieur'],
      ['Payload Engineer', 'Hydrographic Surveyor', 'Backend Engineer'],
    ],
    [
      'Survey engineers and hydrographic surveyors.',
      ['Survey Engineer', 'Engenheiro Hidrógrafo'],
      ['Design Engineer', 'Ground Systems Engineer', '2nd Engineer'],
    ],
    [
      'Ingegneri di dinamica del volo.',
      ['Flight Dynamics Engineer', 'Ingénieur Dynamique du Vol'],
      ['Payload Engineer', 'Survey Engineer', 'Software Engineer'],
    ],
    [
      'Marine engineers on our vessels, 2nd and 3rd engineers included. Not design engineers.',
      ['Marine Engineer', '2nd Engineer', '3rd Engineer'],
      ['Design Engineer', 'Flight Dynamics Engineer', 'Survey Engineer', 'Software Engineer'],
    ],
    [
      'RF people, payload and ground systems engineers.',
      ['RF Engineer', 'Payload Engineer', 'Ground Systems Engineer', 'Ingénieur Systèmes Sol'],
      ['Design Engineer', 'Marine Engineer', 'Survey Engineer', 'Software Engineer'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
