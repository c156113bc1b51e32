import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 70 (a family cooperage and a family organ builder): employment kinds,
 * seats and exclusions that must narrow, not drop a whole engagement. Each table is written in our own words.
 */

describe('an exclusion of one kind of training engagement keeps the other kinds', () => {
  it.each([
    [
      'Only our working students (Werkstudierende). No interns, no apprentices.',
      [
        ['Werkstudentin Vertrieb', 'intern'],
        ['Working Student Data', 'intern'],
      ],
      [['Praktikant Buchhaltung', 'intern'], ['Auszubildender Mechatronik', 'intern'], 'Vertriebsleiter'],
    ],
    [
      'Interns only (Praktikum, stage). Not working students, not apprentices.',
      [
        ['Praktikantin Einkauf', 'intern'],
        ['Stagiaire marketing', 'intern'],
        ['Summer Intern Finance', 'intern'],
      ],
      [['Werkstudent IT', 'intern'], ['Apprenti chaudronnier', 'intern'], 'Einkaufsleiterin'],
    ],
    [
      'Stagiaires et apprentis. Pas les Werkstudenten.',
      [
        ['Stagiaire RH', 'intern'],
        ['Apprentie fondeuse', 'intern'],
      ],
      [['Werkstudentin Marketing', 'intern']],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
