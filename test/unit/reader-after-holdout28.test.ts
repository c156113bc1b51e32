import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn, type RosterEntry, read } from '../fixtures/reading.js';

/**
 * How a definition is read after holdout 28 (issue 22). Generated tables: definitions in seven
 * languages, at companies and industries in no labelled set.
 */

const COMPANIES: ProviderCompany[] = [
  { ...EVAL_COMPANY, id: 9901, name: 'Brennholt Logistik', industry: 'Logistics' },
  { ...EVAL_COMPANY, id: 9902, name: 'Oravia Foods', industry: 'Food Production' },
];

/**
 * Holdout 28's "Current C-suite: … Nobody who has left." found no current executive and kept two who
 * had left: "Nobody who has left" was read as "people who have left", so it asked for former roles
 * only. A negative pronoun ("nobody", "niemand", "personne", "nadie", "ninguém", "nessuno") before
 * "who left" excludes the people who left: current roles only.
 */
describe('"nobody who has left" keeps current roles only', () => {
  const rows: [string, string][] = [
    ['en', 'CEOs and CFOs. Nobody who has left.'],
    ['en', 'CEOs and CFOs, no one who left the company.'],
    ['en', 'CEOs and CFOs. Not anyone who no longer works here.'],
    ['de', 'CEOs und CFOs. Niemand, der ausgeschieden ist.'],
    ['fr', "CEO et DAF. Personne qui a quitté l'entreprise."],
    ['es', 'CEO y CFO. Nadie que se haya ido.'],
    ['pt', 'CEO e CFO. Ninguém que saiu da empresa.'],
    ['it', "CEO e CFO. Nessuno che ha lasciato l'azienda."],
    ['nl', 'CEO en CFO. Niemand die vertrokken is.'],
  ];
  it.each(rows)('%s: "%s" keeps the current CEO and CFO, not the former CEO', (_lang, definition) => {
    const reading = read(definition);
    expect(reading.formerOnly).toBe(false);
    expect(reading.currentOnly).toBe(true);
    for (const company of COMPANIES) {
      const person = personAt(company, 'Full-time');
      const roster = {
        ceo: person('ceo', 'A B', 'CEO', [['Chief Executive Officer', 'here', '2020-01', null]]),
        cfo: person('cfo', 'C D', 'CFO', [['CFO', 'here', '2019-01', null]]),
        gone: person('gone', 'E F', 'Investor', [
          ['Angel Investor', 'Self-employed', '2022-01', null],
          ['CEO', 'here', '2010-01', '2021-12'],
        ]),
      };
      expect(keptIn(definition, company, roster)).toEqual(['ceo', 'cfo']);
    }
  });
});

/**
 * "Anyone whose title is a chief officer (CEO, CFO …)" was not read: "chief officer" without a
 * function between the words is any chief officer, a C-level title.
 */
describe('"chief officer" alone is any C-level title', () => {
  const roster: RosterEntry[] = [
    'Chief Financial Officer',
    'Chief People Officer',
    'Chief Revenue Officer',
    'Head of Sales',
    'Finance Manager',
  ];
  const rows = [
    'Anyone whose title is a chief officer.',
    'Chief officers of the company.',
    'All chief officers (CEO, CFO …).',
    'Current C-suite: any chief officer.',
  ];
  it.each(rows)('"%s" keeps the chief officers only', (definition) => {
    expect(kept(definition, roster)).toEqual([
      'Chief Financial Officer',
      'Chief People Officer',
      'Chief Revenue Officer',
    ]);
  });
});

/**
 * Holdout 28's "… or the equivalents Geschäftsführer, directeur général" missed the Geschäftsführer of
 * the German subsidiary: the head of a subsidiary abroad holds no C-level seat of the group, unless the
 * definition names that very title.
 */
describe('a title the definition names word for word counts for the head of a subsidiary', () => {
  const company: ProviderCompany = {
    ...EVAL_COMPANY,
    id: 9903,
    name: 'Kestrel Robotics',
    industry: 'Robotics',
    location: { locality: 'Brno', region: null, postal_code: null, country_code: 'CZ' },
  };
  const person = personAt(company, 'Full-time');
  const roster = {
    gf: person('gf', 'G H', 'Geschäftsführer Kestrel Robotics GmbH', [
      ['Geschäftsführer', 'here', '2021-01', null],
    ]),
    dg: person('dg', 'I J', 'Directeur Général Kestrel Robotics SAS', [
      ['Directeur Général', 'here', '2020-01', null],
    ]),
    ceo: person('ceo', 'K L', 'CEO', [['CEO', 'here', '2016-01', null]]),
  };
  const rows: [string, string[]][] = [
    [
      'Current C-suite: chief officers or the equivalents Geschäftsführer, directeur général.',
      ['ceo', 'dg', 'gf'],
    ],
    ['C-Level: Chief Officers sowie Geschäftsführer.', ['ceo', 'gf']],
    ['Chief officers (CEO, CFO, COO).', ['ceo']],
  ];
  it.each(rows)('"%s" keeps %j', (definition, want) => {
    expect(keptIn(definition, company, roster)).toEqual(want);
  });
});

/**
 * Holdout 28's "Board members and advisors: … conseil de surveillance / d'administration …" kept the
 * whole operations staff: the alternative after the slash, "d'administration", lacked its noun and was
 * read as the function "administration". An alternative after a slash that starts with the preposition
 * of the phrase before it completes that phrase's noun ("conseil d'administration", "Head of Marketing").
 */
describe('a slashed complement shares the noun before it', () => {
  const boardRoster: RosterEntry[] = [
    ['Administrateur', 'board'],
    ['Membre du conseil de surveillance', 'board'],
    'Operations Manager',
    'Directeur d’usine',
    'Office Administrator',
  ];
  const boardRows: [string, string][] = [
    ['fr', "Membres du conseil de surveillance / d'administration."],
    ['en', "Board members: conseil de surveillance / d'administration, advisory board."],
    ['fr', "Conseil d'administration / de surveillance : tous les membres."],
  ];
  it.each(boardRows)('%s: "%s" keeps the board, not operations', (_lang, definition) => {
    const got = kept(definition, boardRoster);
    expect(got).toContain('Administrateur');
    expect(got).not.toContain('Operations Manager');
    expect(got).not.toContain('Directeur d’usine');
    expect(got).not.toContain('Office Administrator');
  });

  const headRoster: RosterEntry[] = [
    'Head of Sales',
    'Head of Marketing',
    'Marketing Specialist',
    'Sales Representative',
    'Head of Finance',
  ];
  const headRows: [string, string][] = [
    ['en', 'Head of Sales / of Marketing.'],
    ['de', 'Leiter des Vertriebs / des Marketings.'],
    ['fr', 'Directeur des ventes / du marketing.'],
    ['es', 'Director de ventas / de marketing.'],
    ['pt', 'Diretor de vendas / de marketing.'],
    ['it', 'Direttore delle vendite / del marketing.'],
    ['nl', 'Hoofd van sales / van marketing.'],
  ];
  it.each(headRows)('%s: "%s" keeps the two heads, not the specialists', (_lang, definition) => {
    expect(kept(definition, headRoster)).toEqual(['Head of Sales', 'Head of Marketing']);
  });
});
