import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { keeps, kept, keptIn, position, read } from '../fixtures/reading.js';

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

/**
 * "Everyone working with us who isn't an employee: freelancers, contractors, …, commercial agents": the
 * relative clause names the engagement asked for, never an exclusion of everyone, and a commercial agent
 * (Handelsvertreter) is one more contractor. Holdout 41 missed all eight.
 */
describe('"everyone who is not an employee: <kinds>" asks for those kinds', () => {
  const definitions = [
    "Everyone working with us who isn't an employee: freelancers, contractors, agency/temp workers, commercial agents. Leave out board members and advisors.",
    'Everyone who is not an employee: freelancers, contractors, temps and commercial agents. No board members or advisors.',
    'Alle, die für uns arbeiten und nicht bei uns angestellt sind: Freelancer, Leiharbeiter, Handelsvertreter. Keine Beiräte oder Aufsichtsräte.',
    'Tous ceux qui ne sont pas salariés : freelances, intérimaires, agents commerciaux. Pas les administrateurs ni les conseillers.',
    'Quienes no son empleados: freelancers, contratistas, trabajadores de ETT, agentes comerciales. Sin consejeros ni asesores.',
    'Iedereen die niet in dienst is: freelancers, uitzendkrachten, handelsagenten. Geen commissarissen of adviseurs.',
    'Chi non è dipendente: freelance, interinali, agenti di commercio. Niente consiglieri né advisor.',
    'Quem não é funcionário: freelancers, trabalhadores temporários, agentes comerciais. Sem conselheiros nem advisors.',
  ];
  const roster = [
    ['Pentester', 'contractor'],
    ['Product Owner', 'contractor'],
    ['Agente di commercio', 'contractor'],
    ['Greenhouse worker', 'contractor'],
    ['Senior Pentester', 'employee'],
    ['Product Owner', 'employee'],
    ['Head of Sales', 'employee'],
    ['Advisor', 'advisor'],
    ['Board Member', 'board'],
  ] as const;
  it.each(definitions)('%s keeps the contractors only', (definition) => {
    expect(
      kept(
        definition,
        roster.map(([t, e]) => [t, e] as const),
      ),
    ).toEqual(['Pentester', 'Product Owner', 'Agente di commercio', 'Greenhouse worker']);
  });
});

/**
 * "C-suite / top management: CEO, CFO, …, Chief People Officer, and the directors on the management team
 * (Algemeen Directeur, directeur commercieel)": the top team's directors are titles naming a director, and
 * every leader asked for there runs the whole company's function, so a title naming a country or region is
 * a regional head, not the management team; a spelled-out chief lends its function to no other phrase.
 * Holdout 41 kept six regional sales heads and a "Manager HR", and missed a "Directeur Operations".
 */
describe('"the directors on the management team": company-wide directors', () => {
  const definitions = [
    'C-suite / top management, current only: CEO, CFO, CTO, Chief People Officer, and the directors on the management team (Algemeen Directeur, directeur commercieel, etc.).',
    'Top management: the CEO, the Chief Financial Officer, the Chief People Officer and the directors on the management team (e.g. sales director).',
    'C-level / top management: CEO, CFO, CHRO and the other directors on the executive team (commercial director, operations director).',
    'CEO, CFO, Chief Marketing Officer and the directors on the leadership team (sales director).',
  ];
  const roster = [
    'CEO',
    'Chief Financial Officer',
    'Chief People Officer',
    'Directeur Operations',
    'Sales Director',
    'Directora Comercial Iberia',
    'Vertriebsleiter DACH',
    'Verkaufsleiterin Deutschland',
    'VP Sales EMEA',
    'Responsable Commercial France',
    'Manager HR',
    'HR Manager',
    'Head of Product',
    'Marketing Manager',
  ];
  it.each(definitions)('%s keeps the chiefs and company-wide directors only', (definition) => {
    const got = kept(definition, roster);
    for (const t of ['CEO', 'Chief Financial Officer', 'Sales Director']) expect(got).toContain(t);
    for (const t of [
      'Directora Comercial Iberia',
      'Vertriebsleiter DACH',
      'Verkaufsleiterin Deutschland',
      'VP Sales EMEA',
      'Responsable Commercial France',
      'Manager HR',
      'HR Manager',
      'Head of Product',
      'Marketing Manager',
    ])
      expect(got).not.toContain(t);
  });
  it('keeps a company-wide operations director', () => {
    expect(kept(definitions[0] as string, roster)).toContain('Directeur Operations');
  });
  it('a definition that names regional heads keeps them', () => {
    expect(
      kept('CEO, CFO and the directors on the management team, regional sales directors too.', [
        'Regional Sales Director DACH',
      ]),
    ).toEqual(['Regional Sales Director DACH']);
  });
});

const companies: ProviderCompany[] = [
  { ...EVAL_COMPANY, name: 'Molinos Ardanaz', industry: 'Food Production' },
  { ...EVAL_COMPANY, name: 'Brightwave Telematics', industry: 'Software Development' },
];

/**
 * "Owners and founders, even if they … now only advise": a founder whose founding role here ended and who
 * now advises the company counts (as "founders who still work here" do); a founder who left, or an advisor
 * who founded nothing, does not. Holdout 41 missed a co-founder turned advisor.
 */
describe('founders who now only advise', () => {
  const definitions = [
    'Eigenaren en oprichters van het bedrijf, ook als ze in de raad van commissarissen zitten of alleen nog adviseren. Geen externe investeerders.',
    'Owners and founders, also when they sit on the board or now only advise. No outside investors.',
    'Eigentümer und Gründer, auch wenn sie im Aufsichtsrat sitzen oder nur noch beraten. Keine externen Investoren.',
    "Propriétaires et fondateurs, même s'ils siègent au conseil ou ne font plus que conseiller. Pas d'investisseurs externes.",
    'Propietarios y fundadores, aunque estén en el consejo o ya solo asesoren. Sin inversores externos.',
    'Proprietari e fondatori, anche se siedono nel consiglio o si limitano a consigliare. Niente investitori esterni.',
    'Donos e fundadores, mesmo que sejam conselheiros ou só aconselhem. Sem investidores externos.',
  ];
  for (const company of companies)
    it.each(definitions)(
      `%s at ${company.name}: the founder turned advisor, not the one who left`,
      (definition) => {
        const at = personAt(company, 'Full-time');
        const roster = {
          advising: at('advising', 'Marc Vidal', 'Advisor | ex-COO', [
            ['Advisor', 'here', '2022-06', null, 'Part-time'],
            ['Co-founder & COO', 'here', '2015-01', '2022-05'],
          ]),
          gone: at('gone', 'Ana Ruiz', 'CEO at Other', [
            ['CEO', 'Other Co', '2021-01', null],
            ['Co-founder & CTO', 'here', '2015-01', '2020-12'],
          ]),
          advisor: at('advisor', 'Tom Berg', 'Advisor', [['Advisor', 'here', '2021-01', null, 'Part-time']]),
          ceo: at('ceo', 'Lea Stein', 'Co-founder & CEO', [['Co-founder & CEO', 'here', '2015-01', null]]),
        };
        expect(keptIn(definition, company, roster)).toEqual(['advising', 'ceo']);
      },
    );
});

/**
 * "Sales reps: AEs, account managers, export managers … No sales managers/directors": a named seller's job
 * whose name says manager is that job, not the managers excluded. Holdout 41 missed an export manager.
 */
describe('"export managers" named beside "no sales managers"', () => {
  const definitions = [
    'Individual contributor sales reps: AEs, SDRs/BDRs, account managers, export managers, inside sales. No sales managers/directors, no agents.',
    'Vertriebsmitarbeitende ohne Führung: Account Executives, Exportmanager, Key Account Manager. Keine Vertriebsleiter oder Sales Manager.',
    'Commerciaux individuels : account executives, responsables export, key account managers. Pas de directeurs commerciaux ni de sales managers.',
    'Comerciales individuales: account executives, gerentes de exportación, key account managers. Sin directores comerciales ni sales managers.',
    'Individuele verkopers: account executives, exportmanagers, key accountmanagers. Geen sales managers, geen sales directors.',
    'Venditori individuali: account executive, export manager, key account manager. Niente direttori commerciali né sales manager.',
    'Vendedores individuais: account executives, gestores de exportação, key account managers. Sem diretores comerciais nem sales managers.',
  ];
  const roster = [
    'Export Manager Italia',
    'Export Sales Manager',
    'Exportmanagerin',
    'Account Executive',
    'Sales Manager',
    'Sales Director',
    'Head of Marketing',
  ];
  it.each(definitions)('%s keeps the export managers, not the sales managers', (definition) => {
    const got = kept(definition, roster);
    expect(got).toEqual(
      expect.arrayContaining(['Export Manager Italia', 'Export Sales Manager', 'Account Executive']),
    );
    for (const t of ['Sales Manager', 'Sales Director', 'Head of Marketing']) expect(got).not.toContain(t);
  });
});

/**
 * "Calidad y seguridad alimentaria: responsables de calidad, QA, inspectores": a bare "QA" under a heading
 * that names quality is quality assurance, never software testing. Holdout 41 kept a software QA engineer.
 */
describe('"QA" listed under a quality heading', () => {
  const definitions = [
    'Calidad y seguridad alimentaria: responsables de calidad, QA, controladores de calidad y certificación.',
    'Quality and food safety: quality managers, QA, quality inspectors and certification.',
    'Qualität und Lebensmittelsicherheit: Qualitätsleiter, QA, Qualitätsprüfer.',
    'Qualité et sécurité alimentaire : responsables qualité, QA, contrôleurs qualité.',
    'Kwaliteit en voedselveiligheid: kwaliteitsmanagers, QA, kwaliteitscontroleurs.',
    'Qualità e sicurezza alimentare: responsabili qualità, QA, controllori qualità.',
    'Qualidade e segurança alimentar: responsáveis de qualidade, QA, inspetores de qualidade.',
  ];
  const roster = [
    'Quality Manager',
    'Head of Quality',
    'QA Engineer',
    'Software Tester',
    'Test Automation Engineer',
    'Backend Developer',
  ];
  it.each(definitions)('%s keeps quality, not software testing', (definition) => {
    const got = kept(definition, roster);
    expect(got).toEqual(expect.arrayContaining(['Quality Manager', 'Head of Quality']));
    for (const t of ['QA Engineer', 'Software Tester', 'Test Automation Engineer', 'Backend Developer'])
      expect(got).not.toContain(t);
  });
  it('without a quality heading, QA stays the testers', () => {
    expect(kept('Software engineers: backend, QA, DevOps.', ['QA Engineer'])).toEqual(['QA Engineer']);
  });
});

/**
 * "Não contam designers gráficos de marketing": a sentence that opens with "does not count" drops what
 * follows it, in every language. Holdout 41's design persona dropped nobody.
 */
describe('a sentence opening with "does not count" drops what follows', () => {
  const definitions = [
    "Product and UX designers, any seniority. Don't count interns or freelancers.",
    'Produkt- und UX-Designer jeder Stufe. Zählen nicht: Praktikanten und Freelancer.',
    'Designers produit et UX, tous niveaux. Ne comptent pas : les stagiaires et les freelances.',
    'Diseñadores de producto y UX, de cualquier nivel. No cuentan los becarios ni los freelancers.',
    'Product- en UX-designers, elk niveau. Tellen niet mee: stagiairs en freelancers.',
    'Designer di prodotto e UX, di qualsiasi livello. Non contano gli stagisti né i freelance.',
    'Designers de produto e UX, de qualquer senioridade. Não contam estagiários nem freelancers.',
  ];
  const roster = [
    ['Product Designer', 'employee'],
    ['UX Designer', 'employee'],
    ['UX Design Intern', 'intern'],
    ['Product Designer', 'contractor'],
    ['Head of Marketing', 'employee'],
  ] as const;
  it.each(definitions)('%s keeps the employed designers only', (definition) => {
    const reading = read(definition);
    const got = roster.filter(([t, e]) => keeps(reading, position(t, e))).map(([t, e]) => `${t}/${e}`);
    expect(got).toEqual(['Product Designer/employee', 'UX Designer/employee']);
  });
});

/** "No cuenta la seguridad física: vigilantes, …": the whole sentence is dropped, its list after the colon too. */
describe('"does not count X: a, b" drops the list after the colon too', () => {
  const definitions = [
    "Information security at any level: CISO, security engineers, SOC analysts. Doesn't count physical security: guards, access control.",
    'Seguridad de la información de cualquier nivel: CISO, ingenieros de seguridad, analistas SOC. No cuenta la seguridad física: vigilantes, control de accesos.',
    'Sécurité de l’information, tous niveaux : RSSI, ingénieurs sécurité, analystes SOC. Ne compte pas la sécurité physique : agents de sécurité, contrôle d’accès.',
    'Segurança da informação de qualquer nível: CISO, engenheiros de segurança, analistas SOC. Não conta a segurança física: vigilantes, controlo de acessos.',
  ];
  const roster = [
    'CISO',
    'Security Engineer',
    'SOC Analyst',
    'Security Guard',
    'Vigilante de seguridad',
    'Agent de sécurité',
  ];
  it.each(definitions)('%s keeps information security, no guards', (definition) => {
    const got = kept(definition, roster);
    expect(got).toEqual(expect.arrayContaining(['CISO', 'Security Engineer', 'SOC Analyst']));
    for (const t of ['Security Guard', 'Vigilante de seguridad', 'Agent de sécurité'])
      expect(got).not.toContain(t);
  });
});

/**
 * "Managers running a site, farm, production or logistics. Manager level and up": a bar said with "and up"
 * raises a clause that names only the bar's level to every level above it, so the head of a farm counts
 * beside its manager. Holdout 41 missed the heads of its greenhouses.
 */
describe('"<level> level and up" raises the managers the list names', () => {
  const definitions = [
    'Operations leadership: COO, operations directors, and managers running a site, farm, production or logistics. Manager level and up — no team leads.',
    'Operations leadership: COO and managers of farms, production and logistics, manager level and above. No team leads.',
    'Operative Führung: COO und Manager von Farm, Produktion und Logistik, ab Managerebene und aufwärts. Keine Teamleiter.',
  ];
  const roster = [
    'Farm Manager',
    'Head of Farming',
    'Production Manager',
    'Team Lead Logistics',
    'Head of Sales',
    'Sales Manager',
  ];
  it.each(definitions)('%s keeps the farm head too', (definition) => {
    const got = kept(definition, roster);
    expect(got).toEqual(expect.arrayContaining(['Farm Manager', 'Head of Farming', 'Production Manager']));
    for (const t of ['Team Lead Logistics', 'Head of Sales', 'Sales Manager']) expect(got).not.toContain(t);
  });
});
