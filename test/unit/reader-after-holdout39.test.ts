import { describe, expect, it } from 'vitest';
import { kept } from '../fixtures/reading.js';

/**
 * How a definition is read after holdout 39 (issue 22). Generated tables: definitions in several
 * languages, titles at companies in no labelled set.
 */

/**
 * "Exclude anyone who leads a sales team": the head of the exclusion ("anyone") names nobody, so the
 * relative clause is its whole criterion, read as the team's leaders and everyone above them in the
 * function the team is named by. Holdout 39 cut the clause and dropped everyone ("anyone"): all 8 sellers
 * were missed.
 */
describe('an exclusion "anyone who leads a <function> team" drops that function\'s leaders only', () => {
  const sellers = 'Everyone in sales (account executives, account managers, SDRs, sales leaders)';
  const templates = [
    `${sellers}. Exclude anyone who leads a sales team.`,
    `${sellers}. Exclude people who manage a sales team.`,
    `${sellers}; not those who run a sales team.`,
    `${sellers}. Exclure quiconque encadre une équipe commerciale.`,
    `${sellers}. Excluir a quienes dirigen un equipo de ventas.`,
    `${sellers}. Excluir quem lidera uma equipa comercial.`,
    `${sellers}. Escludere chi guida un team di vendite.`,
    `${sellers}. Ausgenommen: wer ein Vertriebsteam leitet.`,
    `${sellers}. Niet: iedereen die een salesteam leidt.`,
  ];
  const roster = [
    'Account Executive',
    'Account Manager',
    'Gestor de Contas',
    'Business Developer (SDR)',
    'Sales Development Representative',
    'Sales Team Lead',
    'Head of Sales',
    'Vertriebsleiter',
    'Directrice commerciale',
  ];
  const sellersKept = [
    'Account Executive',
    'Account Manager',
    'Gestor de Contas',
    'Business Developer (SDR)',
    'Sales Development Representative',
  ];
  it.each(templates)('%s keeps the individual sellers, drops the sales leaders', (definition) => {
    expect(kept(definition, roster)).toEqual(sellersKept);
  });
  it.each([
    [
      'Marketing managers and account executives. Exclude anyone who leads a sales team.',
      'Marketing Manager',
    ],
    ['Finance managers and account executives. Exclude anyone who leads a sales team.', 'Finance Manager'],
    ['Engineering managers and SDRs. Exclude anyone who leads a sales team.', 'Engineering Manager'],
  ])('%s drops no leader of another function', (definition, leader) => {
    expect(kept(definition, [leader, 'Head of Sales'])).toEqual([leader]);
  });
  it('"anyone who manages a team" (no function) drops the leaders of every function', () => {
    expect(
      kept('Engineers, designers and account executives. Exclude anyone who manages a team.', [
        'Software Engineer',
        'Product Designer',
        'Account Executive',
        'Engineering Manager',
        'Head of Design',
      ]),
    ).toEqual(['Software Engineer', 'Product Designer', 'Account Executive']);
  });
  it('"who don\'t lead a team" is still its own rule (the leaders are spared)', () => {
    expect(
      kept("Head of Sales and account executives. Exclude sellers who don't lead a team.", [
        'Head of Sales',
        'Account Executive',
      ]),
    ).toEqual(['Head of Sales']);
  });
});
