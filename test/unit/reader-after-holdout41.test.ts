import { describe, expect, it } from 'vitest';
import { kept } from '../fixtures/reading.js';

/**
 * How a definition is read after holdout 41 (issue 22). Generated tables: definitions in the seven
 * languages, titles of trades in no labelled set.
 */

/**
 * "Nicht gemeint: X und Y": a heading that says what is not meant, then a colon, excludes every item of
 * the list after it. Holdout 41 kept support and R&D people for internal IT.
 */
describe('"not meant: X and Y" excludes X and Y', () => {
  const asked = [
    [
      'Interne IT: IT-Leitung, Systemadministration und Helpdesk.',
      'Nicht gemeint: Produktentwicklung und der Kundensupport.',
    ],
    [
      'Internal IT: IT leadership, sysadmins and helpdesk.',
      'Not meant: product development and customer support.',
    ],
    [
      'Internal IT: IT leadership, sysadmins and helpdesk.',
      'Not included: product development and customer support.',
    ],
    [
      'IT interne : DSI, administrateurs système et helpdesk.',
      'Ne sont pas visés : le développement produit et le support.',
    ],
    [
      'TI interna: responsables de TI, administradores de sistemas y helpdesk.',
      'No se refiere a: desarrollo de producto y soporte.',
    ],
    [
      'Interne IT: IT-managers, systeembeheerders en helpdesk.',
      'Niet bedoeld: productontwikkeling en klantenservice.',
    ],
    [
      'IT interno: responsabili IT, sistemisti e helpdesk.',
      'Non si intende: sviluppo prodotto e assistenza clienti.',
    ],
    [
      'TI interna: gestores de TI, administradores de sistemas e helpdesk.',
      'Não se incluem: desenvolvimento de produto e suporte.',
    ],
  ];
  const roster = [
    'IT Manager',
    'System Administrator',
    'Customer Support Agent',
    'Support Team Lead',
    'R&D Engineer',
    'Head of Research & Development',
    'Account Executive',
  ];
  it.each(asked)('%s %s keeps IT, neither support nor R&D', (heading, notMeant) => {
    const got = kept(`${heading} ${notMeant}`, roster);
    expect(got).toContain('IT Manager');
    expect(got).toContain('System Administrator');
    for (const t of [
      'Customer Support Agent',
      'Support Team Lead',
      'R&D Engineer',
      'Head of Research & Development',
      'Account Executive',
    ])
      expect(got).not.toContain(t);
  });
});
