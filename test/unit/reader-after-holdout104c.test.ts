import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 104–106: a noun followed by a bare "not included" (and its translations) is
 * excluded, as one followed by "excluded" is, never asked for. Each table is written in our own words.
 */

describe('"X not included" drops X', () => {
  it.each([
    [
      'Payroll and benefits specialists, any seniority. External auditors not included.',
      ['Payroll Specialist', 'Benefits Manager'],
      ['External Auditor'],
    ],
    [
      'Everyone in finance, auditors not included.',
      ['Financial Controller', 'Accountant'],
      ['Internal Auditor', 'Auditor'],
    ],
    [
      'Tutti in amministrazione e finanza. Revisori interni non inclusi.',
      ['Financial Controller', 'Contabile'],
      ['Internal Auditor', 'Revisore interno'],
    ],
    [
      'Spécialistes de la paie et des avantages sociaux. Auditeurs externes non inclus.',
      ['Spécialiste paie', 'Payroll Specialist'],
      ['External Auditor'],
    ],
    [
      'Especialistas de nómina y beneficios; auditores externos no incluidos.',
      ['Especialista de nómina', 'Payroll Specialist'],
      ['External Auditor'],
    ],
    [
      'Iedereen in finance; auditors niet inbegrepen.',
      ['Boekhouder', 'Financial Controller'],
      ['Internal Auditor', 'Auditor'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
