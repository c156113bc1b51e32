import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 95–100 (governance and management): sitting only on the company's executive
 * body (its management board, executive board, comité de dirección) is an executive's current role, so an exclusion
 * of those executives drops no supervisory board seat. Each table is written in our own words.
 */

describe('sitting only on the executive body is no board seat and no earlier role', () => {
  it.each([
    [
      'Supervisory board members, chair included. Not managers who sit only on the management board.',
      [
        ['Mitglied des Aufsichtsrats', 'board'],
        ['Chairman of the Supervisory Board', 'board'],
      ],
      ['Head of Marketing', 'Software Engineer'],
    ],
    [
      'Our non-executive directors. Exclude executives who only sit on the executive board.',
      [
        ['Non-Executive Director', 'board'],
        ['Independent Non-Executive Director', 'board'],
      ],
      ['Warehouse Operative', 'Accountant'],
    ],
    [
      'Membres du conseil de surveillance, hors cadres qui siègent seulement au conseil de direction.',
      [
        ['Membre du Conseil de Surveillance', 'board'],
        ['Président du Conseil de Surveillance', 'board'],
      ],
      ['Chef de projet', 'Comptable'],
    ],
    [
      'Consejeros del consejo de administración, no directivos que solo están en el consejo de dirección.',
      [
        ['Consejero independiente', 'board'],
        ['Presidente del Consejo de Administración', 'board'],
      ],
      ['Jefe de Almacén', 'Contable'],
    ],
  ] as const)('%s', keepsAndDrops);
});

describe('a sole director (administrador único, amministratore unico) is the company’s top executive', () => {
  it.each([
    [
      'Board members, or the sole director where there is one.',
      [['Member of the Board of Directors', 'board'], 'Sole Director', 'Administrador Único'],
      ['Head of Logistics', 'Jefe de Compras', 'Accountant'],
    ],
    [
      'L’amministratore unico o il direttore generale.',
      ['Amministratore Unico', 'Amministratrice unica'],
      ['Responsabile Magazzino', 'Impiegata amministrativa'],
    ],
    [
      'La administradora única o el director general.',
      ['Administradora Única', 'Administrador único'],
      ['Jefe de Mantenimiento', 'Contable'],
    ],
  ] as const)('%s', keepsAndDrops);
});
