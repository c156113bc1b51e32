import { describe, expect, it } from 'vitest';
import { kept } from '../fixtures/reading.js';

/**
 * Holdout 27's "accounting / bookkeeping people any level — AP, AR, GL accountants … (controlling /
 * FP&A is not accounting)" found no accountant: the bracket's "X is not Y" was read as "not Y", so
 * the definition dropped its own subject. A bracket that drops its subject is a sentence of its own,
 * and what it drops is X.
 */
describe('a bracketed "X is not Y" drops X, not Y', () => {
  const roster = [
    'Accountant',
    'Accounts Payable Specialist',
    'Bookkeeper',
    'Financial Controller',
    'FP&A Analyst',
  ];
  const rows: [string, string][] = [
    [
      'en',
      'Accounting / bookkeeping people of any level — AP, AR, accountants. (controlling / FP&A is not accounting)',
    ],
    ['en', 'Accountants and bookkeepers, any level (controlling / FP&A is not accounting).'],
    [
      'de',
      'Buchhaltung: Buchhalter:innen jeder Ebene, Kreditoren, Debitoren. (Controlling / FP&A ist keine Buchhaltung)',
    ],
    [
      'fr',
      "Comptabilité : comptables de tout niveau, fournisseurs, clients. (le contrôle de gestion / FP&A n'est pas la comptabilité)",
    ],
    [
      'es',
      'Contabilidad: contables de cualquier nivel, cuentas a pagar. (controlling / FP&A no es contabilidad)',
    ],
    [
      'nl',
      'Boekhouding: boekhouders en accountants van elk niveau. (controlling / FP&A is geen boekhouding)',
    ],
    [
      'pt',
      'Contabilidade: contabilistas de qualquer nível, contas a pagar. (controlling / FP&A não é contabilidade)',
    ],
    [
      'it',
      'Contabilità: contabili di ogni livello, contabilità fornitori. (controlling / FP&A non è contabilità)',
    ],
  ];
  it.each(rows)('%s: "%s" keeps the accountants, not the controllers', (_lang, definition) => {
    const got = kept(definition, roster);
    expect(got).not.toContain('Financial Controller');
    expect(got).not.toContain('FP&A Analyst');
    expect(got).toContain('Accountant');
  });
});
