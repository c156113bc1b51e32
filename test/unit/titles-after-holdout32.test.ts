import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 32 (issue 22). Holdout 32 (a Danish energy-trading platform, a Portuguese
 * ceramics maker) had a "Ceramic Engineer" read as software engineering and a "Técnico de Vidrados" or a
 * "Power Trader" read as no function at all. Generated tables: titles in seven languages at employers in no
 * labelled set.
 */

const SITES = [
  '',
  ' – Fornos',
  ' – Molinos del Ebro SA',
  ', Zeeland Havenlogistiek BV',
  ' (Vetreria Murano Nord)',
];
const { reads } = titleTables(SITES);

describe('ceramics and glaze engineers and technologists are the engineering of a physical product', () => {
  reads(
    'hardware_engineering',
    {
      en: ['Ceramic Engineer', 'Glaze Technologist', 'Refractory Engineer'],
      de: ['Keramikingenieur', 'Keramiktechnikerin', 'Glazurtechniker'],
      fr: ['Ingénieur céramiste', 'Technicienne émaux'],
      es: ['Ingeniero cerámico', 'Técnico de esmaltes', 'Becaria de Ingeniería Cerámica'],
      nl: ['Keramisch ingenieur'],
      pt: [
        'Engenheira Cerâmica',
        'Técnico de Vidrados',
        'Técnica de Pastas e Vidrados',
        'Estagiário de Engenharia Cerâmica',
      ],
      it: ['Ingegnere ceramico', 'Tecnico smalti'],
    },
    ['engineering'],
  );
  it('software engineers and a ceramics seller keep their functions', () => {
    const fn = (title: string) => readTitle(title).functions[0];
    expect(fn('Software Engineer')).toBe('engineering');
    expect(fn('Ceramics Sales Manager')).toBe('sales');
  });
});

describe('energy and commodity traders and market operations are trading, a function of their own', () => {
  reads(
    'trading',
    {
      en: [
        'Power Trader',
        'Intraday Energy Trader',
        'Head of Trading',
        'Market Operations Specialist',
        'Originator',
      ],
      de: ['Stromhändler', 'Energiehändlerin', 'Leiter Trading'],
      fr: ['Trader énergie', 'Directrice Trading'],
      es: ['Operadora de mercado eléctrico', 'Trader de energía'],
      nl: ['Energiehandelaar', 'Gas Trader'],
      pt: ['Trader de energia', 'Diretor de Trading'],
      it: ['Trader energia', 'Operatore di mercato elettrico'],
    },
    ['sales', 'finance', 'operations'],
  );
  it('securities traders, trade marketing, trade finance, loan originators and production schedulers keep their functions', () => {
    const fn = (title: string) => readTitle(title).functions;
    expect(fn('Trade Marketing Manager')[0]).toBe('marketing');
    expect(fn('Trade Finance Officer')[0]).toBe('finance');
    expect(fn('Securities Trader')[0]).toBe('finance');
    expect(fn('Loan Originator')).not.toContain('trading');
    expect(fn('Production Scheduler')[0]).toBe('operations');
    expect(fn('Head of Sales')[0]).toBe('sales');
  });
});
