import { describe, expect, it } from 'vitest';
import type { Position } from '../../functions/core/roles.js';
import type { Engagement } from '../../functions/core/values.js';
import { keeps, kept, position, type RosterEntry, read } from '../fixtures/reading.js';

/**
 * Reading a definition after holdout 62: the executive director is the top job; "whoever runs it" points
 * back to the area named before it; "staff or freelance" after the people is no criterion of its own;
 * consultants who advise management are advisors, and so is a self-employed advisor titled in another
 * language; "fixed-term contract staff" are the people on a fixed-term contract, not the freelancers; a
 * foundation's patronato is its board. Each table is written in our own words.
 */

describe('the executive director is the top executive, not every director', () => {
  const ROSTER = [
    'Executive Director',
    'Directora Ejecutiva',
    'Diretor Executivo',
    'CEO',
    'Director of Programmes',
    'Head of Finance',
    'Directora de Comunicación',
    'VP Partnerships',
    'Founder',
  ];
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'The executive director of the charity, nobody else.'],
    ['en', 'The top job only: the executive director or the CEO.'],
    ['es', 'La directora ejecutiva de la fundación.'],
    ['fr', 'Le directeur exécutif de l’association.'],
    ['pt', 'O diretor executivo da organização.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the top executive only`, () =>
      expect(kept(d, ROSTER)).toEqual([
        'Executive Director',
        'Directora Ejecutiva',
        'Diretor Executivo',
        'CEO',
      ]));
  it('"non-executive directors" stay the board', () =>
    expect(
      read('Non-executive directors.').includes.every((c) => !(c.levels ?? []).includes('c_level')),
    ).toBe(true));
});

describe('"whoever runs it" names the heads of the area said before it', () => {
  const ROSTER = [
    'Leiter Fuhrpark',
    'Head of Fleet',
    'Jefe de Flota',
    'Leiter Vertrieb',
    'Head of Finance',
    'CFO',
    'Directrice marketing',
  ];
  const DEFINITIONS: readonly [string, string, string[]][] = [
    ['en', 'Our fleet business: whoever runs it.', ['Head of Fleet']],
    // (A Fuhrpark reads as the company's vehicles and plant, so its English head is one too.)
    ['de', 'Unser Fuhrpark: wer ihn leitet.', ['Leiter Fuhrpark', 'Head of Fleet']],
    ['es', 'Nuestra flota: quien la dirige.', ['Jefe de Flota']],
  ];
  for (const [lang, d, heads] of DEFINITIONS)
    it(`${lang}: "${d}" keeps ${heads.join(', ')} only`, () => expect(kept(d, ROSTER)).toEqual(heads));
});

describe('"staff or freelance" after the people is a qualifier, never a contractor criterion', () => {
  const ROSTER: readonly RosterEntry[] = [
    ['Freelance Sound Engineer', 'contractor'],
    ['Set Carpenter', 'contractor'],
    ['Freelance Translator', 'contractor'],
  ];
  const DEFINITIONS: readonly [string, string][] = [
    ['fr', 'Scénographes, salariés ou indépendants.'],
    ['de', 'Szenenbildner, fest oder frei.'],
    ['en', 'Scenographers, staff or freelance.'],
    ['nl', 'Decorontwerpers, vast of freelance.'],
    ['it', 'Scenografi, dipendenti o freelance.'],
    ['es', 'Escenógrafos, en plantilla o autónomos.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps no freelancer for being one`, () => expect(kept(d, ROSTER)).toEqual([]));
  it('"not employees or freelancers" is still an exclusion', () =>
    expect(read('Camera people, not employees or freelancers.').excludes.length).toBeGreaterThan(0));
});

describe('consultants who advise management are advisors, not every contractor', () => {
  const ROSTER: readonly RosterEntry[] = [
    ['Strategic Advisor', 'advisor'],
    ['IT Consultant', 'contractor'],
    ['Freelance Video Editor', 'contractor'],
    ['Beraterin', 'contractor'],
    ['Asesora Senior de la Dirección', 'contractor'],
    ['Asesor legal externo', 'contractor'],
    ['Consulente Marketing', 'contractor'],
  ];
  const ADVISORS = ['Strategic Advisor', 'Beraterin', 'Asesora Senior de la Dirección'];
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Consultants who advise management.'],
    ['en', 'Senior advisors and consultants who advise the board.'],
    ['fr', 'Les consultants qui conseillent la direction.'],
    ['es', 'Consultores que asesoran a la dirección.'],
    ['de', 'Berater, die die Geschäftsführung beraten.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the advisors`, () => expect(kept(d, ROSTER)).toEqual(ADVISORS));
  it('"freelancers, not advisors" drops a self-employed Beraterin', () =>
    expect(kept('Freelancers. Not advisors.', ROSTER)).not.toContain('Beraterin'));
});

describe('"fixed-term contract staff" are the people on a fixed-term contract, not the freelancers', () => {
  const held = (title: string, engagement: Engagement, employmentType: string): Position =>
    ({ ...position(title, engagement), employmentType }) as Position;
  const FREELANCER = held('Sound Engineer', 'contractor', 'Freelance');
  const SELF_EMPLOYED = held('Colorist', 'contractor', 'Self-employed');
  const FIXED_TERM = held('Production Coordinator', 'contractor', 'Contract');
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Freelancers and self-employed people. Not fixed-term contract staff.'],
    ['de', 'Freiberufler und Selbstständige. Keine befristet Beschäftigten.'],
    ['fr', 'Les indépendants et freelances. Pas les CDD.'],
    ['es', 'Autónomos y freelancers. No los contratos temporales.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the freelancers and drops the fixed-term contract`, () => {
      const reading = read(d);
      expect([FREELANCER, SELF_EMPLOYED, FIXED_TERM].map((p) => keeps(reading, p))).toEqual([
        true,
        true,
        false,
      ]);
    });
});

describe("a foundation's patronato is its board", () => {
  const ROSTER = [
    'Patrono',
    'Presidenta del Patronato',
    'Membre du conseil de fondation',
    'Mitglied des Stiftungsrats',
    'Directora Ejecutiva',
    'Patron de bar',
  ];
  const DEFINITIONS: readonly [string, string][] = [
    ['es', 'Los patronos del patronato.'],
    ['en', 'Members of the board of trustees.'],
    ['de', 'Mitglieder des Stiftungsrats oder des Kuratoriums.'],
    ['fr', 'Les membres du conseil de fondation.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the foundation's board`, () =>
      expect(kept(d, ROSTER)).toEqual([
        'Patrono',
        'Presidenta del Patronato',
        'Membre du conseil de fondation',
        'Mitglied des Stiftungsrats',
      ]));
});

describe("assistants named with their area are that area's assistants, not every assistant", () => {
  const ROSTER = [
    'Grip Assistant',
    'Executive Assistant to the CEO',
    'Assistenz der Geschäftsführung',
    'Wardrobe Assistant',
  ];
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Grip assistants.'],
    ['nl', 'Grip-assistenten.'],
    ['de', 'Alle Grip-Assistenten.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the grip assistant only`, () =>
      expect(kept(d, ROSTER)).toEqual(['Grip Assistant']));
  it('"executive assistants" still keeps the assistants of the management', () =>
    expect(kept('Executive assistants.', ROSTER)).toContain('Assistenz der Geschäftsführung'));
});
