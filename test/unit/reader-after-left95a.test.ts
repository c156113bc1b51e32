import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after the leftovers of holdouts 87–94 (management, governance and teams). Each table is
 * written in our own words.
 */

describe('a job named by its field closes a list opened by a seniority, and is led by it', () => {
  it.each([
    [
      'Management: the heads of marketing, legal, IT and lending.',
      ['Head of Marketing', 'Director of Legal', 'Head of IT', 'Head of Lending'],
      ['Marketing Executive', 'Paralegal', 'Helpdesk Technician', 'Loan Officer', 'Accountant'],
    ],
    [
      'Directors of finance, operations and credit control.',
      ['Finance Director', 'Operations Director', 'Credit Control Director'],
      ['Accountant', 'Credit Controller', 'Warehouse Operative', 'HR Director'],
    ],
    [
      'Responsables ventes, marketing, achats et prêts.',
      ['Directeur commercial', 'Responsable marketing', 'Responsable achats', 'Responsable des prêts'],
      ['Commercial terrain', 'Chargé de prêts', 'Comptable'],
    ],
    [
      'Jefes de ventas, de marketing y préstamos.',
      ['Jefe de ventas', 'Directora de marketing', 'Jefe de préstamos'],
      ['Comercial', 'Analista de préstamos', 'Contable'],
    ],
    [
      'Leiter von Vertrieb, Marketing und Inkasso.',
      ['Vertriebsleiter', 'Leiterin Marketing', 'Leiter Inkasso'],
      ['Außendienstmitarbeiter', 'Inkassosachbearbeiterin', 'Buchhalter'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
