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

describe('a persona of people who left stays one of people who left', () => {
  const rows = [
    "Anciens salariés : toute personne qui a quitté l'entreprise.",
    'Former employees: anyone who has left.',
    'Alumni — everyone who left the company, nobody who still works here.',
    'Ehemalige Mitarbeitende: alle, die ausgeschieden sind.',
  ];
  it.each(rows)('"%s" asks for former roles only', (definition) => {
    expect(read(definition).formerOnly).toBe(true);
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
    'Alle Chief Officers der Firma.',
    'Tous les chief officers.',
    'Todos los chief officers.',
    'Todos os chief officers.',
    'Tutti i chief officer.',
    'Alle chief officers.',
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

/**
 * Holdout 28's "Pre-sales and implementation: solution engineers / solution consultants, implementation
 * consultants …, onboarding specialists, professional services" kept every seller and the whole of
 * customer success and support: "pre-sales" was read as sales, "implementation" and "onboarding" as
 * customer success, and "consultants" as contractors. Pre-sales and implementation are jobs the title
 * must name, in any of the seven languages.
 */
describe('pre-sales and implementation are jobs the title names, not sales or customer success', () => {
  const roster: RosterEntry[] = [
    'Solutions Engineer',
    'Presales Consultant',
    'Ingénieur avant-vente',
    'Consultor de implementación',
    'Implementation Consultant',
    'Onboarding Specialist',
    'Implementierungsberater',
    'Account Executive',
    'Key Account Manager',
    'VP Sales',
    'Customer Success Manager',
    'Support Specialist',
    'Head of Customer Success',
    'Backend Engineer',
  ];
  const rows: [string, string][] = [
    [
      'en',
      'Pre-sales and implementation: solution engineers / solution consultants, implementation consultants and implementation project managers, onboarding specialists, professional services.',
    ],
    [
      'en',
      'Presales and implementation people: solution consultants, implementation consultants, onboarding specialists.',
    ],
    [
      'de',
      'Presales und Implementierung: Solution Engineers, Implementierungsberater, Onboarding-Spezialisten, Professional Services.',
    ],
    [
      'fr',
      'Avant-vente et implémentation : ingénieurs avant-vente, consultants implementation, spécialistes onboarding, professional services.',
    ],
    [
      'es',
      'Preventa e implementación: solution engineers, consultores de implementación, especialistas de onboarding.',
    ],
    [
      'pt',
      'Pré-venda e implementação: solution engineers, consultores de implementação, especialistas de onboarding.',
    ],
    [
      'it',
      'Prevendita e implementazione: solution engineer, consulenti di implementazione, specialisti onboarding.',
    ],
    [
      'nl',
      'Presales en implementatie: solution engineers, implementatieconsultants, onboarding specialisten.',
    ],
  ];
  it.each(rows)('%s: "%s" keeps pre-sales and implementation titles only', (_lang, definition) => {
    const got = kept(definition, roster);
    for (const title of [
      'Account Executive',
      'Key Account Manager',
      'VP Sales',
      'Customer Success Manager',
      'Support Specialist',
      'Head of Customer Success',
      'Backend Engineer',
    ])
      expect(got).not.toContain(title);
    expect(got).toContain('Solutions Engineer');
    expect(got).toContain('Onboarding Specialist');
    expect(got.length).toBeGreaterThanOrEqual(4);
  });
});

/**
 * Holdout 28's "Project Manager" whose headline reads "Project Manager (Implementations)" was missed by
 * "implementation project managers": a headline that restates the one title here and adds words says
 * which job of that title it is.
 */
describe('a headline restating the title with a qualifier names the job', () => {
  const rows: [string, string, string, boolean][] = [
    ['Implementation project managers.', 'Project Manager', 'Project Manager (Implementations)', true],
    ['Implementation project managers.', 'Project Manager', 'Project Manager | Logistics', false],
    ['Pre-sales: solution consultants.', 'Consultant', 'Consultant – Presales DACH', true],
    ['Pre-sales: solution consultants.', 'Consultant', 'Consultant', false],
    ['Chefs de projet implémentation.', 'Chef de projet', 'Chef de projet (déploiement clients)', true],
  ];
  it.each(rows)('"%s": %s with headline "%s" kept: %s', (definition, title, headline, want) => {
    for (const company of COMPANIES) {
      const person = personAt(company, 'Full-time');
      const roster = { p: person('p', 'M N', headline, [[title, 'here', '2020-03', null]]) };
      expect(keptIn(definition, company, roster)).toEqual(want ? ['p'] : []);
    }
  });
  it('not for someone with a current role elsewhere', () => {
    const company = COMPANIES[0] as ProviderCompany;
    const person = personAt(company, 'Full-time');
    const roster = {
      p: person('p', 'M N', 'Project Manager (Implementations)', [
        ['Project Manager', 'here', '2020-03', null],
        ['Implementation Lead', 'Other GmbH', '2021-01', null],
      ]),
    };
    expect(keptIn('Implementation project managers.', company, roster)).toEqual([]);
  });
});

/**
 * Holdout 28's "… People who founded it but have since left count too" missed both founders who had
 * left: the leaving was said after another verb ("founded it but have since left"), and only "who
 * (have) left" right after the pronoun was read. Leaving said with "but/and … left" beside "count too"
 * adds the people who left.
 */
describe('"who founded it but have since left count too" adds former founders', () => {
  const rows: [string, string][] = [
    ['en', 'Founders and owners. People who founded it but have since left count too.'],
    ['en', 'Founders and owners. Those who founded it and left still count.'],
    ['de', 'Gründer und Eigentümer. Wer gegründet hat und gegangen ist, zählt auch.'],
    ['fr', "Fondateurs et propriétaires. Ceux qui l'ont fondée mais sont partis comptent aussi."],
    ['es', 'Fundadores y propietarios. Quienes la fundaron pero ya se fueron también cuentan.'],
    ['pt', 'Fundadores e proprietários. Quem fundou mas já saiu também conta.'],
    ['it', "Fondatori e proprietari. Chi l'ha fondata ma se n'è andato conta anche."],
    ['nl', 'Oprichters en eigenaren. Wie het oprichtte maar vertrokken is, telt ook mee.'],
  ];
  it.each(rows)('%s: "%s" keeps a founder who left', (_lang, definition) => {
    expect(read(definition).currentOnly).toBe(false);
    for (const company of COMPANIES) {
      const person = personAt(company, 'Full-time');
      const roster = {
        now: person('now', 'A B', 'Founder & CEO', [['Founder & CEO', 'here', '2015-01', null]]),
        left: person('left', 'C D', 'Building something new', [
          ['Founder', 'Other Startup', '2022-01', null],
          ['Co-founder, CPO', 'here', '2015-01', '2021-12'],
        ]),
        staff: person('staff', 'E F', 'Engineer', [['Software Engineer', 'here', '2019-01', null]]),
      };
      expect(keptIn(definition, company, roster)).toEqual(['left', 'now']);
    }
  });
});

/**
 * Holdout 28's "Responsables RH : DRH, Head of People, HRBP, responsables recrutement / talent
 * acquisition" kept recruiters: "talent acquisition" after the slash restates the job before it and
 * shares its level, and "DRH" names who heads HR, not anyone in it.
 */
describe('a restated job after a slash shares its level; DRH heads HR', () => {
  const roster: RosterEntry[] = [
    'Head of Talent Acquisition',
    'Responsable recrutement',
    'Talent Acquisition Specialist',
    'Recruiter',
    'Chargée de recrutement',
    'Directrice des Ressources Humaines',
    'HR Assistant',
  ];
  const rows: [string, string][] = [
    ['fr', 'Responsables RH : DRH, responsables recrutement / talent acquisition.'],
    ['en', 'HR leaders: DRH, heads of recruiting / talent acquisition.'],
    ['de', 'HR-Leitung: DRH, Leiter Recruiting / Talent Acquisition.'],
    ['es', 'Responsables de RRHH: DRH, responsables de reclutamiento / talent acquisition.'],
  ];
  it.each(rows)('%s: "%s" keeps the heads, not the recruiters', (_lang, definition) => {
    const got = kept(definition, roster);
    expect(got).toContain('Head of Talent Acquisition');
    expect(got).toContain('Directrice des Ressources Humaines');
    expect(got).not.toContain('Talent Acquisition Specialist');
    expect(got).not.toContain('Recruiter');
    expect(got).not.toContain('Chargée de recrutement');
    expect(got).not.toContain('HR Assistant');
  });
});
