import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 34 (issue 22). Holdout 34's Genoa insurance broker had its account handlers
 * ("Senior Broker Marine", "Kundenbetreuerin", "Chargée de clientèle", "Makelaar") read as no function at all, so
 * neither the definition asking for the brokers who follow a portfolio of clients nor the one asking for
 * individual sellers found them, and a definition naming "broker" or "Kundenbetreuer" was not understood. A
 * broker's account handler is a seller with a book: sales, an individual contributor (ISCO-08 3321, 3324).
 * Stock and customs brokers keep their own reading, and a message broker is software. Generated tables: titles
 * in seven languages at employers and industries in no labelled set.
 */

const SITES = [
  '',
  ' – Lloyd’s market',
  ' | Assekuranz Kontor Hamburg',
  ', Cabinet Verlingue',
  ' (Seguros Tajo SA)',
];
const { reads } = titleTables(SITES);

describe("a broker's account handlers are its sellers", () => {
  const titles = {
    en: ['Broker', 'Senior Broker', 'Insurance Broker', 'Account Handler', 'Senior Account Handler'],
    de: ['Makler', 'Versicherungsmakler', 'Kundenbetreuer', 'Kundenbetreuerin', 'Kundenbetreuerin Gewerbe'],
    fr: ['Courtier', 'Courtière', 'Chargé de clientèle', 'Chargée de clientèle Entreprises'],
    es: ['Corredor de seguros', 'Corredora', 'Gestor de clientes', 'Gestora de Clientes'],
    nl: ['Makelaar', 'Assurantiemakelaar', 'Klantbeheerder', 'Relatiebeheerder'],
    pt: ['Corretor de seguros', 'Corretora', 'Gestora de clientes', 'Gestor de clientes'],
    it: ['Broker', 'Broker assicurativo', 'Gestore clienti', 'Gestrice clienti'],
  };
  reads('sales', titles, ['support']);
  it.each(Object.values(titles).flat())(
    '"%s" carries a book, not a team: an individual contributor',
    (title) => {
      expect(readTitle(title).level).toBe('individual');
    },
  );
  // Who leads them is a head or manager in sales; their department's leader in customer service keeps hers.
  it.each([
    ['Head of Brokers', 'sales'],
    ['Responsabile Gestori Clienti', 'sales'],
    ['Leiter Kundenbetreuung', 'support'],
  ] as const)('"%s" reads %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
  // Other brokers keep their own trade.
  it.each([
    ['Customs Broker', 'operations'],
    ['Stockbroker', 'finance'],
    ['Courtier en bourse', 'finance'],
    ['Message Broker Engineer', 'engineering'],
  ] as const)('"%s" reads %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
});
