import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn, read } from '../fixtures/reading.js';

/**
 * How a definition is read after holdout 35 (issue 22). Generated tables: definitions in seven
 * languages, titles at companies in no labelled set.
 */

/**
 * "Owner-managers" is one role, an owner who runs the company. Holdout 35 read its second part as the
 * level "manager" and kept every manager of both companies as an owner.
 */
describe('an owner-manager is an owner, never the level manager', () => {
  const definitions = [
    'Owners: founders and owner-managers.',
    'Owner-managers and co-founders still here.',
    'Inhaber-Geschäftsführer und Gründer.',
    'Propriétaires-dirigeants et fondateurs.',
    'Socios-gerentes y fundadores.',
    'Sócios-gerentes e fundadores.',
    'Eigenaar-directeuren en oprichters.',
    'Titolari-gestori e fondatori.',
  ];
  const roster = [
    'Founder & CEO',
    'Owner',
    'Sales Manager',
    'Engineering Manager',
    'Responsabile Acquisti',
    'Store Manager',
    'Marketing Manager',
    'Team Lead',
  ];
  it.each(definitions)('%s keeps no manager', (definition) => {
    expect(read(definition).includes.some((c) => c.levels?.includes('manager'))).toBe(false);
    const k = kept(definition, roster);
    expect(k).toContain('Founder & CEO');
    for (const manager of roster.slice(2)) expect(k).not.toContain(manager);
  });
});

/**
 * A headline that opens with nothing but an owner's noun ("Socio | Consigliere") says the person owns
 * part of the company they work at; the same noun as the title of a job elsewhere ("Sócio – a law firm")
 * is that firm's partner. Holdout 35 missed a family shareholder on the board.
 */
describe('an owner noun as the headline', () => {
  const company: ProviderCompany = { ...EVAL_COMPANY, name: 'Trasporti Quaglia S.p.A.' };
  const at = personAt(company, 'Full-time');
  const OWNERS = 'Owners: founders, co-founders and owners still at the company. Not investors.';
  const NOUNS = ['Socio', 'Inhaber', 'Owner', 'Eigenaar', 'Propriétaire', 'Sócio', 'Propietaria'];
  for (const noun of NOUNS) {
    const roster = {
      shareholder: at('o1', 'Pia Test', `${noun} | Consigliere`, [
        ['Consigliere di Amministrazione', 'here', '2010-01', null],
      ]),
      lawyer: at('o2', 'Leo Test', `${noun} – Studio Legale Verdi`, [
        [noun, 'Studio Legale Verdi', '2008-01', null],
        ['Legal Counsel', 'here', '2019-01', null],
      ]),
      manager: at('o3', 'Max Test', 'Responsabile Acquisti', [
        ['Responsabile Acquisti', 'here', '2018-01', null],
      ]),
    };
    it(`"${noun} | Consigliere" is an owner; "${noun} – a law firm" is not`, () => {
      expect(keptIn(OWNERS, company, roster)).toEqual(['shareholder']);
    });
  }
});

/**
 * "Depot, site and plant managers", "depot/site or shift managers": a lone word of a list shares the
 * noun the list ends with, and depot, plant and shift leaders are jobs a title must name. Holdout 35's
 * operations persona missed the depot managers, and its senior leadership kept them though excluded.
 */
describe('depot, plant and shift managers, listed with one shared noun', () => {
  const includes = [
    'Operations leaders: COO, plus depot, site and plant managers.',
    'Depot, site and plant managers.',
    'The COO and depot or plant managers.',
    'Betriebshofleiter und Werksleiter.',
    'Chefs de dépôt et directeurs d’usine.',
    'Jefes de cocheras y jefes de planta.',
    'Capi deposito e direttori di stabilimento.',
    'Diretores de fábrica e encarregados de garagem.',
  ];
  const roster = [
    'Depot Manager',
    'Capo Deposito Bassano',
    'Resp. deposito Schio',
    'Plant Manager',
    'Werksleiter',
  ];
  const others = ['Shift Supervisor', 'Bus Driver', 'Sales Manager', 'Accountant'];
  it.each(includes)('%s keeps a depot or plant manager and no one else', (definition) => {
    const k = kept(definition, [...roster, ...others]);
    expect(k.some((t) => roster.includes(t))).toBe(true);
    for (const t of others) expect(k).not.toContain(t);
  });
  const excludes = [
    'Senior leadership: C-level, VPs, directors and heads. Not team leads, depot/site or shift managers.',
    'Senior leadership: C-level, VPs, directors and heads. Not depot, site or shift managers.',
    'Leadership: directors and heads; not team leads, depot managers or shift managers.',
  ];
  it.each(excludes)('%s drops depot and shift managers, keeps the heads', (definition) => {
    const k = kept(definition, [
      'Capo Deposito Bassano',
      'Resp. deposito Schio',
      'Depot Manager',
      'Shift Supervisor',
      'Team Lead Support',
      'Head of Finance',
      'Responsabile Acquisti',
      'Director of Sales',
    ]);
    expect(k).toEqual(['Head of Finance', 'Responsabile Acquisti', 'Director of Sales']);
    expect(read(definition).warnings.join(' ')).not.toMatch(/"depot managers"/);
  });
});

/**
 * "Head of X, Responsabile X, Direttore X": a title template with a placeholder names the head of a
 * function. Holdout 35 read "Responsabile X" as head and manager and kept every manager.
 */
describe('a title template names the head of a function', () => {
  const definitions = [
    'Heads of a function (Head of X, Responsabile X, Direttore X).',
    'Senior leadership: directors and heads of department (Head of X, Responsabile X).',
    'Leitung einer Abteilung (Leiter X, Head of X).',
    'Heads of department (Responsable X, Directeur X).',
    'Heads of a function (Responsable de X, Director de X, Diretor de X).',
  ];
  it.each(definitions)('%s keeps no plain manager', (definition) => {
    const k = kept(definition, [
      'Head of Finance',
      'Responsabile Acquisti',
      'Sales Manager',
      'Engineering Manager',
    ]);
    expect(k).toContain('Head of Finance');
    expect(k).not.toContain('Sales Manager');
    expect(k).not.toContain('Engineering Manager');
  });
});

/**
 * The workshop and the fleet's maintenance are their trades (mechanics, vehicle electricians) and their
 * heads; not the fleet's drivers nor anyone in operations. Holdout 35 read "Werkstatt" as operations,
 * kept the bus drivers and the dispatcher, and missed the mechanics.
 */
describe('workshop and fleet maintenance', () => {
  const definitions = [
    'Werkstatt und Fuhrparkinstandhaltung: Mechaniker:innen, Kfz-Elektriker:innen, Werkstatt- bzw. Instandhaltungsleitung.',
    'Workshop and fleet maintenance: vehicle mechanics, auto electricians and the workshop manager.',
    'Atelier mécanique et maintenance de la flotte : mécaniciens et chefs d’atelier.',
    'Taller y mantenimiento de la flota: mecánicos y jefe de taller.',
    'Officina e manutenzione flotta: meccanici, elettrauto e capo officina.',
    'Oficina mecânica e manutenção da frota: mecânicos.',
    'Werkplaats en wagenparkonderhoud: automonteurs en werkplaatschef.',
  ];
  const workshop = ['Kfz-Mechatroniker', 'Meccanico', 'Fleet Maintenance Manager', 'Mécanicien poids lourds'];
  const others = [
    'Bus Driver',
    'Autista',
    'Dispatcher',
    'Mechanical Engineer',
    'Head of Planning',
    'Sales Manager',
  ];
  it.each(definitions)('%s keeps the workshop, not the drivers', (definition) => {
    const k = kept(definition, [...workshop, ...others]);
    expect(k.length).toBeGreaterThan(0);
    for (const t of k) expect(workshop).toContain(t);
  });
});

/**
 * "Schicht- und Produktionsleiter": a first part with a hyphen takes the ending of the closed compound
 * after it (Schichtleiter), never stays a bare area. Shift leaders are a job a title must name.
 */
describe('a hyphenated first part takes the closed compound’s ending', () => {
  it.each([
    ['Schicht- und Produktionsleiter', 'Production Shift Leader'],
    ['Schicht- bzw. Produktionsleitung', 'Schichtleiter'],
    ['Werkstatt- oder Instandhaltungsleitung', 'Werkstattleiter'],
  ])('%s keeps %s', (definition, title) => {
    expect(kept(definition, [title, 'Maschinenbediener', 'Buchhalter'])).toEqual([title]);
  });
});
