import { describe, expect, it } from 'vitest';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn } from '../fixtures/reading.js';

/**
 * How a definition is read after holdout 30 (issue 22). Generated tables: definitions in seven
 * languages, at companies and industries in no labelled set.
 */

/**
 * Holdout 30's "Buscamos a quienes dirigen equipos de Customer Success y de Soporte: team leads,
 * managers de equipo, heads y director(a)s" kept the team leads and managers of every team: the list of
 * levels after the colon lost the functions its heading names.
 */
describe('a list of levels after a heading carries the functions the heading names', () => {
  const definitions: [string, string][] = [
    [
      'en',
      'People who run our Customer Success and Support teams: team leads, managers, heads and directors.',
    ],
    ['de', 'Wer Customer Success und Support führt: Teamleads, Manager, Heads und Direktoren.'],
    [
      'fr',
      'Ceux qui dirigent les équipes Customer Success et Support : team leads, managers, heads et directeurs.',
    ],
    [
      'es',
      'Buscamos a quienes dirigen equipos de Customer Success y de Soporte: team leads, managers de equipo, heads y directores.',
    ],
    ['pt', 'Quem lidera as equipas de Customer Success e Suporte: team leads, managers, heads e diretores.'],
    ['it', 'Chi guida i team di Customer Success e Supporto: team lead, manager, head e direttori.'],
    ['nl', 'Wie de Customer Success- en Support-teams leidt: team leads, managers, heads en directeuren.'],
  ];
  const leaders = [
    'Head of Customer Success',
    'Customer Success Team Lead',
    'Support Team Lead',
    'Director of Customer Support',
    'Support Manager',
  ];
  const others = [
    'Engineering Manager',
    'Team Lead Backend',
    'Sales Manager',
    'Head of Marketing',
    'Finance Director',
    'Mine Manager',
    'HR Manager',
    'Chief Executive Officer',
    'Support Agent',
    'Software Engineer',
  ];
  it.each(definitions)('%s: "%s" keeps CS and support leaders only', (_lang, definition) => {
    expect(kept(definition, [...leaders, ...others])).toEqual(leaders);
  });
  it('a list that names jobs of the heading function is read as it stands', () => {
    const definition = 'Internal IT: IT managers/directors, sysadmins, helpdesk and service desk.';
    expect(kept(definition, ['IT Support Technician', 'IT Service Desk Technician', 'IT Manager'])).toEqual([
      'IT Support Technician',
      'IT Service Desk Technician',
      'IT Manager',
    ]);
  });
});

/**
 * Holdout 30's "maintenance leaders (maintenence managers, superintendents, heads of maintenance) - not
 * technicians, not planners. Plant/mine maintenance, not IT." kept the chief executive, the COO and every
 * manager: "maintenance leaders" was read as leaders of any function. Who leads maintenance is a job the
 * title must name, in any language, whatever function the title reads as.
 */
describe('maintenance leaders are a job the title names, not every leader', () => {
  const definitions: [string, string][] = [
    [
      'en',
      'Maintenance leaders (maintenance managers, heads of maintenance) - not technicians, not planners.',
    ],
    ['en-typo', 'maintenance leaders (maintenence managers, heads of maintenance), not IT'],
    ['de', 'Leiter Instandhaltung und Instandhaltungsleiter, keine Techniker.'],
    ['fr', 'Responsables maintenance et directeurs de la maintenance, pas les techniciens.'],
    ['es', 'Jefes de mantenimiento de planta y directores de mantenimiento, no los técnicos.'],
    ['pt', 'Responsáveis de manutenção e diretores de manutenção, não os técnicos.'],
    ['it', 'Responsabili della manutenzione e direttori di manutenzione, non i tecnici.'],
    ['nl', 'Hoofd onderhoud en onderhoudsmanagers, geen monteurs.'],
  ];
  const leaders = [
    'Maintenance Manager',
    'Head of Maintenance',
    'Jefe de Mantenimiento',
    'Leiter Instandhaltung',
  ];
  const others = [
    'Chief Executive Officer',
    'Chief Operating Officer',
    'Plant Manager',
    'Engineering Manager',
    'Head of Sales',
    'Facility Manager',
    'Maintenance Technician',
    'Maintenance Planner',
    'Software Engineer',
  ];
  it.each(definitions)('%s: "%s" keeps maintenance leaders only', (_lang, definition) => {
    expect(kept(definition, [...leaders, ...others])).toEqual(leaders);
  });
  it('IT maintenance is not plant maintenance', () => {
    expect(kept('Maintenance managers, not IT.', ['Maintenance Manager', 'IT Maintenance Manager'])).toEqual([
      'Maintenance Manager',
    ]);
  });
});

/**
 * "Responsáveis de manutenção e diretores de manutenção, não os técnicos" kept nobody: the Portuguese and
 * Italian "and" ("e") was read as "is" ("é", "è"), as if the sentence filed its subject elsewhere ("X is
 * management, not board"), and the whole list was dropped.
 */
describe('"A e B, não C" lists two jobs and drops C', () => {
  const definitions: [string, string][] = [
    ['pt', 'Diretores financeiros e controllers, não os estagiários.'],
    ['it', 'Direttori finanziari e controller, non gli stagisti.'],
    ['pt-2', 'Gerentes de compras e compradores seniores, não os estagiários.'],
  ];
  it.each(definitions)('%s: "%s" keeps the jobs it lists, not the interns', (_lang, definition) => {
    const roster = ['CFO', 'Finance Director', 'Financial Controller', 'Procurement Manager', 'Senior Buyer'];
    const got = kept(definition, [...roster, ['Finance Intern', 'intern'], ['Purchasing Intern', 'intern']]);
    expect(got.length).toBeGreaterThan(0);
    expect(got).not.toContain('Finance Intern');
    expect(got).not.toContain('Purchasing Intern');
  });
  it('"é" still files its subject elsewhere', () => {
    expect(kept('Gerentes de vendas. O diretor-geral é gestão, não vendas.', ['Sales Manager'])).toEqual([
      'Sales Manager',
    ]);
  });
});

/**
 * Holdout 30's "Founders, co-founders and owners … who still hold a position at the company" missed a
 * co-founder whose founding role ended and who sits on the board now: "who still hold a position" says
 * still here in some role, as "who still work here" does, so the founding role counts.
 */
describe('"who still hold a position" keeps a founder still here in another role', () => {
  const person = personAt(EVAL_COMPANY, 'Full-time');
  const roster = {
    boardCofounder: person('a', 'A B', 'Partner at a fund | Board member', [
      ['Partner', 'Some Ventures', '2021-09', null],
      ['Member of the Board of Directors', 'here', '2021-09', null, 'Part-time'],
      ['Co-founder & COO', 'here', '2015-02', '2021-08'],
    ]),
    goneFounder: person('b', 'C D', 'Founder of another company', [
      ['CEO', 'Elsewhere', '2020-01', null],
      ['Co-founder', 'here', '2015-02', '2019-12'],
    ]),
    engineer: person('c', 'E F', 'Engineer', [['Software Engineer', 'here', '2019-01', null]]),
  };
  const definitions = [
    'Founders and co-founders who still hold a position at the company.',
    'Founders and owners who still hold a role here; ex-founders who left entirely do not count.',
    'Co-founders who still have a position at the company.',
  ];
  it.each(definitions)('"%s" keeps the co-founder now on the board, not the one who left', (definition) => {
    expect(keptIn(definition, EVAL_COMPANY, roster)).toEqual(['boardCofounder']);
  });
});

/**
 * Holdout 30's "Geólogos, engenheiros de minas e geotécnicos, e geocientistas de exploração" kept the
 * software engineers ("engenheiros" read as any engineer) and missed the geologists ("Geólogos" not
 * read). Geologists, geoscientists, geotechnical and mining engineers are a job the title must name.
 */
describe('geologists and mining engineers are a job the title names, not every engineer', () => {
  const definitions: [string, string][] = [
    ['en', 'Geologists, mining and geotechnical engineers, and exploration geoscientists, any level.'],
    ['de', 'Geologen, Bergbauingenieure und Geotechniker, alle Ebenen.'],
    ['fr', 'Géologues, ingénieurs des mines et géotechniciens, tous niveaux.'],
    ['es', 'Geólogos, ingenieros de minas y geotécnicos, cualquier nivel.'],
    [
      'pt',
      'Geólogos, engenheiros de minas e geotécnicos, e geocientistas de exploração - atuais, qualquer nível.',
    ],
    ['it', 'Geologi, ingegneri minerari e geotecnici, qualsiasi livello.'],
    ['nl', 'Geologen, mijnbouwingenieurs en geotechnici, alle niveaus.'],
  ];
  const earth = [
    'Senior Geologist',
    'Geólogo de Exploração',
    ['Stagiaire géologue', 'intern'] as const,
    'Mining Engineer',
    'Bergsingenjör',
    'Geotechnical Engineer',
    'Exploration Geoscientist',
  ];
  const others = [
    'Senior Software Engineer',
    'Software Engineer II',
    'Process Engineer',
    'Maintenance Manager',
    'Mine Manager',
    'Data Scientist',
    'HR Business Partner',
  ];
  it.each(definitions)(
    '%s: "%s" keeps the earth scientists and mining engineers only',
    (_lang, definition) => {
      expect(kept(definition, [...earth, ...others])).toEqual(
        earth.map((e) => (typeof e === 'string' ? e : e[0])),
      );
    },
  );
});

/**
 * Holdout 30's engineering leaders "… Not tech leads or team leads who are still hands-on" kept a
 * "Team Lead": the second lead kind in the exclusion took the first one's job ("tech leads") and spared
 * every title that did not say "tech". Each lead kind in such a list drops the titles that say it.
 */
describe('"not tech leads or team leads" drops both kinds', () => {
  const definitions: [string, string][] = [
    ['en', 'Engineering managers and heads of engineering. Not tech leads or team leads who still code.'],
    ['de', 'Engineering Manager und Heads of Engineering. Keine Tech Leads oder Team Leads.'],
    ['fr', 'Engineering managers et heads of engineering. Pas les tech leads ni les team leads.'],
    ['es', 'Engineering managers y heads of engineering. No los tech leads ni los team leads.'],
    ['pt', 'Engineering managers e heads of engineering. Não os tech leads nem os team leads.'],
    ['it', 'Engineering manager e head of engineering. Non i tech lead né i team lead.'],
    ['nl', 'Engineering managers en heads of engineering. Geen tech leads of team leads.'],
  ];
  it.each(definitions)('%s: "%s" keeps the managers, not the leads', (_lang, definition) => {
    const got = kept(definition, [
      'Engineering Manager',
      'Head of Engineering',
      'Tech Lead',
      'Team Lead Backend',
    ]);
    expect(got).toEqual(['Engineering Manager', 'Head of Engineering']);
  });
});

/**
 * The Dutch "of" is "or": "HR-directeur of CPO" was read as one job (the Chief Product Officer). Between
 * two jobs in a Dutch definition, or before a chief's acronym, it splits them; the English "of" stays a
 * preposition.
 */
describe('the Dutch "of" between two jobs is "or"', () => {
  it.each([
    [
      'HR-directeur of CPO, en hoofd recruitment.',
      ['HR Director', 'Chief People Officer', 'Head of Recruitment'],
    ],
    ['Financieel directeur of CFO.', ['Finance Director', 'Chief Financial Officer']],
    ['Salesmanagers of accountmanagers, geen stagiairs.', ['Sales Manager', 'Account Manager']],
  ] as const)('"%s" keeps both jobs', (definition, wanted) => {
    expect(kept(definition, [...wanted, 'Chief Product Officer', 'Software Engineer'])).toEqual([...wanted]);
  });
  it('the English "of" stays a preposition', () => {
    expect(kept('Heads of engineering managers.', ['Head of Engineering', 'Sales Manager'])).toEqual([
      'Head of Engineering',
    ]);
  });
});
