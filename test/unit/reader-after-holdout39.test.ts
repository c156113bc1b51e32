import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn, read } from '../fixtures/reading.js';

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

/**
 * "Werkstudierende dürfen dabei sein, externe Architekturbüros nicht": a permission, then after the last
 * comma what is not wanted. The "not" at the end belongs to the last part only; holdout 39 read the whole
 * sentence as one exclusion and dropped the working students it allowed.
 */
describe('"X are welcome, Y not": the trailing "not" drops Y only', () => {
  const templates = [
    'Software engineers. Working students count too, agencies not.',
    'Software engineers. Interns are welcome, agencies not.',
    'Softwareentwickler:innen. Werkstudierende dürfen dabei sein, externe Agenturen nicht.',
    'Softwareentwickler:innen. Werkstudenten zählen auch, Agenturen nicht.',
    'Développeurs logiciel. Les stagiaires sont les bienvenus, les agences non.',
    'Desarrolladores de software. Becarios sí, agencias no.',
    'Desenvolvedores de software. Estagiários contam também, agências não.',
    'Sviluppatori software. Stagisti benvenuti, agenzie no.',
    'Softwareontwikkelaars. Stagiairs tellen mee, bureaus niet.',
  ];
  const roster = [
    'Software Engineer',
    ['Software Engineer (Working Student)', 'intern'],
    'Account Executive',
  ] as const;
  it.each(templates)('%s keeps the working student', (definition) => {
    // An exclusion of an engagement only narrows who counts (the judge's engagements), so the reading is
    // checked too: nothing drops the working students it allows.
    expect(read(definition).excludes.filter((c) => c.engagements?.includes('intern'))).toEqual([]);
    expect(kept(definition, [...roster])).toEqual([
      'Software Engineer',
      'Software Engineer (Working Student)',
    ]);
  });
  it('a list that ends in "not" with no permission before it is still one exclusion', () => {
    expect(
      kept('Everyone in HR. Recruiters, HR managers not.', [
        'Recruiter',
        'HR Manager',
        'HR Business Partner',
      ]),
    ).toEqual(['HR Business Partner']);
  });
});

/**
 * "Dentists and clinical experts who shape our product — employed or as advisors": a spaced dash ends the
 * relative clause before it, as a comma does. Holdout 39 cut "who shape our product — employed or as
 * advisors" whole, so the advisors the definition admits were not admitted (a clinical advisor missed).
 */
describe('a relative clause ends at a spaced dash: what follows it is read', () => {
  const templates = [
    'Dentists who shape our product — employed or as advisors.',
    'Dentists who shape our product – advisors included.',
    'Engineers who build our platform — advisors included.',
    'Dentistes qui façonnent notre produit — conseillers compris.',
    'Dentistas que dan forma a nuestro producto — asesores incluidos.',
    'Dentistas que moldam o nosso produto — consultores incluídos.',
  ];
  it.each(templates)('%s admits advisors', (definition) => {
    expect(read(definition).engagements).toContain('advisor');
    expect(read(definition).includes.length).toBeGreaterThan(0);
  });
  it('the job before the clause is kept as it was', () => {
    expect(kept(templates[0] ?? '', ['Dentist', 'Software Engineer'])).toEqual(['Dentist']);
  });
});

/**
 * "Owners, founders and family shareholders": a stake is asked for, and a family name in the company's
 * name is no stake. It stands for one in someone who runs the company or sits on one of its boards; anyone
 * else's profile must say they hold a stake ("Gesellschafterin", "familieaandeelhouder", "of the owning
 * family"). Holdout 39 kept a junior project manager of the family, no ownership stated. A definition that
 * asks for the family as a whole ("members of the founding family") still reads the name alone.
 */
describe('"family shareholders": a family name is no shareholding on its own', () => {
  const companies: ProviderCompany[] = [
    { ...EVAL_COMPANY, name: 'Holzbau Gruber', industry: 'Construction' },
    { ...EVAL_COMPANY, name: 'Cantina Ferraris', industry: 'Wine and Spirits' },
    { ...EVAL_COMPANY, name: 'Brouwerij Vermeulen', industry: 'Beverage Manufacturing' },
  ];
  const roster = (company: ProviderCompany) => {
    const family = (company.name ?? '').split(' ').at(-1) ?? '';
    const at = personAt(company, 'Full-time');
    return {
      md: at('md', `Anna ${family}`, 'Managing Director', [['Managing Director', 'here', '2010-01', null]]),
      junior: at('junior', `Paul ${family}`, 'Junior Project Manager', [
        ['Junior Project Manager', 'here', '2023-01', null],
      ]),
      holder: at('holder', `Eva ${family}`, 'Accountant | family shareholder', [
        ['Accountant', 'here', '2015-01', null],
      ]),
      other: at('other', 'Jan Novak', 'Project Manager', [['Project Manager', 'here', '2020-01', null]]),
    };
  };
  const stake = [
    'Owners and founders: founders still at the company, owner-managers and family shareholders.',
    'Gründer:innen, Inhaber:innen und Familiengesellschafter:innen.',
    'Fondateurs, propriétaires et actionnaires familiaux.',
    'Fundadores, propietarios y accionistas familiares.',
    'Fundadores, proprietários e acionistas familiares.',
    'Fondatori, proprietari e azionisti familiari.',
    'Oprichters, eigenaars en familie-aandeelhouders.',
  ];
  for (const company of companies)
    it.each(stake)(
      `%s at ${company.name}: the family's MD and the stated shareholder, not the junior`,
      (definition) => {
        expect(keptIn(definition, company, roster(company))).toEqual(['holder', 'md']);
      },
    );
  it('"members of the founding family" still reads the family name alone', () => {
    const company = companies[0] as ProviderCompany;
    expect(
      keptIn('Members of the founding family who work here, and the founders.', company, roster(company)),
    ).toEqual(['holder', 'junior', 'md']);
  });
});

/**
 * "Responsables (qui encadrent une équipe) du support client et du customer success": a relative clause in
 * brackets between a job and its continuation is an aside; the job goes on after it. Holdout 39 read "du
 * support client" alone (anyone in support) and kept a support specialist.
 */
describe('a bracketed relative clause between a job and its continuation is an aside', () => {
  const templates = [
    'Responsables (qui encadrent une équipe) du support client et du customer success.',
    'Heads (who lead a team) of support and of customer success.',
    'Responsables (que dirigen un equipo) de soporte y de customer success.',
    'Responsáveis (que lideram uma equipa) do suporte e do customer success.',
    'Responsabili (che guidano un team) del supporto e del customer success.',
    'Leiter:innen (die ein Team führen) der Kundenbetreuung und des Customer Success.',
  ];
  const roster = ['Especialista de Suporte ao Cliente', 'Support Agent', 'Head of Support', 'Head of Sales'];
  it.each(templates)('%s keeps the head of support, not its agents', (definition) => {
    expect(kept(definition, roster)).toEqual(['Head of Support']);
  });
});
