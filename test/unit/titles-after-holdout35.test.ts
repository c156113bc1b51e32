import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 35 (issue 22). Holdout 35's family-owned bus operator had its drivers
 * ("Conducente bus extraurbano"), its mechanics ("Meccanico", "Elettrauto", "Apprendista meccanico"), its depot
 * heads ("Capo Deposito", "Resp. deposito"), its operations director ("Direttore di Esercizio") and its head of
 * fleet maintenance read as no function, or as facilities: a transport operator's drivers (ISCO-08 8331), ticket
 * inspectors (5112), vehicle mechanics (7231), depots, "esercizio" (the running of the lines) and the maintenance
 * of its fleet are its operations, not a building's upkeep. Generated tables: titles in seven languages at
 * employers and industries in no labelled set.
 */

const SITES = [
  '',
  ' – Linee extraurbane',
  ' | Stadtwerke Verkehrsbetriebe',
  ', Transdev',
  ' (Autocares del Norte SL)',
];
const { reads } = titleTables(SITES);

describe("a transport operator's trades are its operations", () => {
  reads('operations', {
    en: [
      'Depot Manager',
      'Head of Depot',
      'Fleet Maintenance Manager',
      'Vehicle Maintenance Lead',
      'Ticket Inspector',
    ],
    de: [
      'Kfz-Mechatroniker',
      'Kfz-Elektrikerin',
      'Mechaniker',
      'Leiter Fuhrparkinstandhaltung',
      'Fahrkartenkontrolleurin',
    ],
    fr: ['Chef de dépôt', 'Responsable du dépôt', 'Responsable maintenance flotte', 'Chauffeur de car'],
    es: ['Jefe de depósito', 'Conductora de autocar', 'Responsable de mantenimiento de flota'],
    nl: ['Depotmanager', 'Hoofd onderhoud wagenpark', 'Kaartjescontroleur'],
    pt: ['Chefe de depósito', 'Responsável manutenção frota', 'Mecânico'],
    it: [
      'Conducente',
      'Conducente bus extraurbano',
      'Meccanico',
      'Apprendista meccanico',
      'Elettrauto',
      'Capo Deposito',
      'Resp. deposito',
      'Direttore di Esercizio',
      'Responsabile Manutenzione Flotta',
      'Capo officina',
      'Verificatore titoli di viaggio',
    ],
  });
  // A capodeposito or capo officina, in one word or two, leads the depot or the workshop: a manager.
  it.each(['Capodeposito', 'Capo deposito', 'Capideposito', 'Capo officina'])(
    '"%s" is a manager',
    (title) => {
      expect(readTitle(title).levels).toContain('manager');
    },
  );
  // A building's maintenance stays facilities; an engineer's "mechanical" stays hardware engineering; a
  // financial year's "esercizio" is no transport operation.
  it.each([
    ['Responsabile Manutenzione', 'facilities'],
    ['Facility Manager', 'facilities'],
    ['Ingegnere meccanico', 'hardware_engineering'],
    ['Ingeniera mecánica', 'hardware_engineering'],
    ['Responsabile Amministrazione e Bilancio di esercizio', 'finance'],
  ] as const)('"%s" reads %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
});

/**
 * Its "Junior Manager – Sviluppo Strategico" was read as engineering ("sviluppo", development): a company's
 * strategic or corporate development is its strategy, in seven languages; software development stays
 * engineering and business development stays sales.
 */
describe('strategic and corporate development is strategy, not engineering', () => {
  reads('general_management', {
    en: ['Strategic Development Manager', 'Corporate Development Associate'],
    de: ['Strategische Entwicklung', 'Referentin Strategische Entwicklung'],
    fr: ['Développement stratégique', 'Chargée de développement stratégique'],
    es: ['Desarrollo Estratégico', 'Analista de Desarrollo Corporativo'],
    nl: ['Strategische ontwikkeling', 'Medewerker strategische ontwikkeling'],
    pt: ['Desenvolvimento Estratégico', 'Analista de Desenvolvimento Corporativo'],
    it: ['Sviluppo Strategico', 'Junior Manager – Sviluppo Strategico', 'Sviluppo Aziendale'],
  });
  it.each([
    ['Sviluppo Software', 'engineering'],
    ['Software Development Manager', 'engineering'],
    ['Desarrollo de Negocio', 'sales'],
    ['Responsabile Sviluppo Commerciale', 'sales'],
  ] as const)('"%s" reads %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
});

/**
 * Its "Presidente" of a family S.p.A. was read as C-level, and the "Presidente del Collegio Sindacale" too: in
 * Italian, Spanish and Portuguese companies a bare "Presidente" chairs the board (the chief executive is the
 * Amministratore Delegato, Consejero Delegado or Presidente Executivo), and the collegio sindacale is the
 * statutory board of auditors. Both are board seats, not operating executives (holdouts 34 and 35 label them so).
 */
describe('a bare Presidente and the collegio sindacale are board seats', () => {
  it.each(['Presidente', 'Presidenta'])('a position titled "%s" sits on the board', (title) => {
    const [position] = positionsOf(bareProfile({ experience: [roleAt(title)] }), bareCompany());
    expect(position?.engagement).toBe('board');
  });
  it.each([
    'Presidente del Collegio Sindacale',
    'Sindaco effettivo',
    'Sindaco supplente',
    'Membro del Collegio Sindacale',
    'Presidente del Consiglio di Amministrazione',
  ])('"%s" sits on a board', (title) => {
    expect(readTitle(title).engagement).toBe('board');
  });
  it.each([
    ['Presidente Esecutivo', 'c_level'],
    ['Presidente Executivo', 'c_level'],
    ['Presidente y CEO', 'c_level'],
    ['President', 'c_level'],
    ['Presidente e fondatore', 'owner'],
  ] as const)('"%s" still runs the company (%s)', (title, level) => {
    expect(readTitle(title).engagement).not.toBe('board');
    expect(readTitle(title).levels).toContain(level);
  });
});
