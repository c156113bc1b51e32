import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 71's second round: a kind of work said before a job noun the reader does not
 * know names that job, not every intern or contractor of the company. Each table is written in our own words.
 */

const EVERY_KIND = [
  ['Apprentice Baker', 'intern'],
  ['Trainee Accountant', 'intern'],
  ['Freelance Copywriter', 'contractor'],
  ['Temporary Warehouse Operative', 'contractor'],
] as const;

describe('a kind of work before an unread head noun keeps nobody', () => {
  it.each([
    ['Apprentice and freelance luthiers.'],
    ['Freelance luthiers booked per commission.'],
    ['Our trainee wheelwrights, nobody else.'],
    ['Temporary wheelwrights hired for the season.'],
    ['Apprentice, conditional and freelance wheelwrights hired per job.'],
  ] as const)('"%s"', (definition) => keepsAndDrops(definition, [], EVERY_KIND));
});

describe('a kind of work before a known job still reads that job', () => {
  it.each([
    [
      'Apprentice and freelance electricians.',
      [
        ['Apprentice Electrician', 'intern'],
        ['Freelance Electrician', 'contractor'],
      ],
    ],
  ] as const)('"%s"', (definition, keep) => keepsAndDrops(definition, keep, EVERY_KIND));
});

describe('maintenance staff are a job the title names, at any seniority', () => {
  it.each([
    [
      'Our maintenance team, technicians and their supervisors alike (workshop maintenance, site maintenance).',
      [
        'Site Maintenance Supervisor',
        'Leiter Instandhaltung',
        'Responsable entretien',
        'Maintenance Electrician',
      ],
      ['Plant Manager', 'Production Supervisor', 'Warehouse Operative'],
    ],
    [
      'Maintenance staff of every rank.',
      ['Maintenance Technician', 'Head of Maintenance', 'Técnico de mantenimiento'],
      ['Production Manager', 'Facilities Coordinator'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
