import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn, read } from '../fixtures/reading.js';

/**
 * How a definition is read after holdout 29 (issue 22). Generated tables: definitions in seven
 * languages, at companies and industries in no labelled set.
 */

/**
 * Holdout 29's field service "Field service technicians and service engineers who install and repair
 * our machines at customer sites, plus their service managers" kept the whole plant (read as anyone in
 * operations) and every software engineer (service engineers read as engineers), and found none of
 * the field service. Field service is a job the title must name, and "their service managers" lead it.
 */
describe('field service is a job the title names, not operations or all engineers', () => {
  const definitions: [string, string][] = [
    [
      'en',
      'Field service technicians and service engineers who repair our machines on site, plus their service managers.',
    ],
    ['de', 'Servicetechniker und Servicemonteure im Außendienst sowie ihre Serviceleiter.'],
    ['fr', 'Techniciens SAV et techniciens itinérants qui réparent nos machines chez les clients.'],
    ['es', 'Técnicos de campo y técnicos de servicio, y sus service managers.'],
    ['pt', 'Técnicos de campo e técnicos de assistência, e os seus service managers.'],
    ['it', 'Tecnici di assistenza e service engineer in trasferta, e i loro service manager.'],
    ['nl', 'Servicetechnici en servicemonteurs, plus hun service managers.'],
  ];
  const fieldService = [
    'Field Service Technician',
    'Service Engineer',
    'Servicetechniker',
    'Servicemonteur',
    'Technicien SAV itinérant',
    'Técnico de Campo',
    'Tecnico di assistenza',
    'Servicetechnicus',
  ];
  const others = [
    'CNC Operator',
    'Industriemechaniker',
    'Senior Software Engineer',
    'Backend Developer',
    'Plant Manager',
    'Production Manager',
    'Maintenance Technician',
    'Service Dispatcher',
    'Service-Disponentin',
    'Customer Service Manager',
    'Sales Manager',
  ];
  it.each(definitions)('%s: "%s" keeps field service titles only', (_lang, definition) => {
    expect(kept(definition, [...fieldService, ...others])).toEqual(fieldService);
  });
  it.each(definitions.filter(([lang]) => lang !== 'fr'))(
    '%s: "%s" keeps the field service managers, not other managers',
    (_lang, definition) => {
      expect(
        kept(definition, ['Field Service Manager', 'Head of Field Service', 'Plant Manager', 'IT Manager']),
      ).toEqual(['Field Service Manager', 'Head of Field Service']);
    },
  );
});

/**
 * Holdout 29's "anyone doing marketing at the company, juniors and interns ok" found none of six
 * marketers: "juniors" was read as a bar (juniors only), the "ok" said only of the interns. A permission
 * said once after a list of seniorities is said of each; it widens, it never bars.
 */
describe('"juniors and interns ok" bars nobody', () => {
  const rows: [string, string][] = [
    ['en', 'anyone doing marketing at the company, juniors and interns ok'],
    ['en', 'everyone in marketing; juniors and interns are fine too'],
    ['de', 'alle im Marketing, Junioren und Praktikanten willkommen'],
    ['fr', 'tout le marketing, juniors et stagiaires bienvenus'],
    ['es', 'todo el equipo de marketing, juniors y becarios bienvenidos'],
    ['pt', 'toda a equipa de marketing, juniores e estagiários bem-vindos'],
    ['it', 'tutto il team marketing, junior e stagisti benvenuti'],
    ['nl', 'iedereen in marketing, juniors en stagiairs welkom'],
  ];
  it.each(rows)('%s: "%s" keeps the head of marketing and a marketing manager', (_lang, definition) => {
    expect(
      kept(definition, [
        'Head of Marketing',
        'Marketing Manager',
        'Junior Marketing Specialist',
        'Backend Developer',
      ]),
    ).toEqual(['Head of Marketing', 'Marketing Manager', 'Junior Marketing Specialist']);
  });
  it('"juniors only" still bars the others', () => {
    expect(read('Marketing, juniors only').includes.every((c) => c.roles.some((r) => r.seniority))).toBe(
      true,
    );
  });
});

/**
 * Holdout 29's R&D of a machine-tool maker ("Entwickler:innen und Konstrukteur:innen in F&E –
 * Maschinenbau …") kept the software developers of an accounting SaaS: machines were no product
 * domain, so its "Entwickler" were any developer anywhere. R&D of machines is that product's R&D.
 */
describe('R&D of machines is not every developer of a software company', () => {
  const software: ProviderCompany = {
    ...EVAL_COMPANY,
    id: 9911,
    name: 'Quellbyte',
    industry: 'Software Development',
  };
  const maker: ProviderCompany = {
    ...EVAL_COMPANY,
    id: 9912,
    name: 'Torvane Pressen',
    industry: 'Industrial Machinery Manufacturing',
  };
  const rows: [string, string][] = [
    ['en', 'Developers and design engineers in machine R&D, junior to team lead.'],
    ['de', 'Entwickler und Konstrukteure in F&E – Maschinenbau –, vom Junior bis zur Teamleitung.'],
    ['fr', 'Développeurs et ingénieurs en R&D machines-outils.'],
    ['es', 'Desarrolladores e ingenieros de I+D de maquinaria.'],
    ['pt', 'Desenvolvedores e engenheiros de P&D de máquinas.'],
    ['it', 'Sviluppatori e ingegneri in R&S macchine utensili.'],
    ['nl', 'Ontwikkelaars en ingenieurs in R&D machinebouw.'],
  ];
  it.each(rows)('%s: "%s" keeps no software developer of a software company', (_lang, definition) => {
    const person = personAt(software, 'Full-time');
    const roster = {
      dev: person('dev', 'A B', 'Senior Software Engineer', [
        ['Senior Software Engineer', 'here', '2020-01', null],
      ]),
      fs: person('fs', 'C D', 'Full-stack Developer', [['Full-stack Developer', 'here', '2021-01', null]]),
    };
    expect(keptIn(definition, software, roster)).toEqual([]);
  });
  it('keeps the R&D design engineer of the machine maker', () => {
    const person = personAt(maker, 'Full-time');
    const roster = {
      rd: person('rd', 'E F', 'Konstrukteur F&E', [
        ['Konstrukteur Forschung & Entwicklung', 'here', '2018-01', null],
      ]),
    };
    expect(keptIn(rows[1]?.[1] ?? '', maker, roster)).toEqual(['rd']);
  });
});

/**
 * Holdout 29's "Customer success and support managers: … heads of CS / customer service. Exclude support
 * agents." kept three support agents: the function after the slash was read as everyone in customer
 * service. A bare neighbouring function after a slash is led by the same leaders as the phrase before it.
 */
describe('"heads of CS / customer service" are heads of both, not every agent', () => {
  const rows: [string, string][] = [
    ['en', 'Heads of CS / customer service'],
    ['de', 'Leitung Customer Success / Kundenservice'],
    ['fr', 'Responsables du CS / du service client'],
    ['es', 'Jefes de CS / atención al cliente'],
    ['pt', 'Heads de CS / atendimento ao cliente'],
    ['it', 'Responsabili CS / assistenza clienti'],
    ['nl', 'Hoofden CS / klantenservice'],
  ];
  const roster = [
    'Head of Customer Service',
    'Head of Customer Success',
    'Customer Service Agent',
    'Support Specialist',
    'Klantenservice medewerker',
    'Kundenservice-Mitarbeiterin',
    'Head of Sales',
  ];
  it.each(rows)('%s: "%s" keeps the two heads only', (_lang, definition) => {
    expect(kept(definition, roster)).toEqual(['Head of Customer Service', 'Head of Customer Success']);
  });
});

/**
 * Holdout 29's "… técnicos de RRHH y reclutadores/as (talent acquisition). Sin becarios ni externos."
 * kept a recruiter on a contract: "externos" was read as a word a title must hold. Said alone, the
 * externals ("externos", "Externen", "externes", "esterni", "externen") are contractors and freelancers.
 */
describe('"no externals" excludes contractors', () => {
  const rows: [string, string][] = [
    ['en', 'Recruiters. No interns, no externals.'],
    ['de', 'Recruiter:innen. Keine Praktikanten und keine Externen.'],
    ['fr', 'Recruteurs. Pas de stagiaires ni externes.'],
    ['es', 'Reclutadores. Sin becarios ni externos.'],
    ['pt', 'Recrutadores. Sem estagiários nem externos.'],
    ['it', 'Recruiter. Niente stagisti né esterni.'],
    ['nl', 'Recruiters. Geen stagiairs en geen externen.'],
  ];
  it.each(rows)('%s: "%s" keeps the employed recruiters only', (_lang, definition) => {
    expect(
      kept(definition, [
        'Recruiter',
        ['Recruiter', 'contractor'],
        ['Talent Acquisition Partner', 'contractor'],
        'Talent Acquisition Partner',
      ]),
    ).toEqual(['Recruiter', 'Talent Acquisition Partner']);
  });
  it('an adjective after a noun is no engagement ("advisor esterni" are advisors)', () => {
    expect(read('Membri del consiglio e advisor esterni').excludes).toEqual([]);
    expect(
      read('Abogados internos. Sin despachos externos.').excludes.every((c) => c.engagements === null),
    ).toBe(true);
  });
});

/**
 * Holdout 29's "director(a) de RRHH o CPO, HRBP, técnicos de RRHH y reclutadores" kept the Chief Product
 * Officer. Beside clauses that ask for HR and none that ask for product, "CPO" is the chief of people.
 */
describe('"CPO" beside HR is the Chief People Officer', () => {
  const rows: [string, string][] = [
    ['en', 'Head of HR or CPO, HR business partners and recruiters'],
    ['de', 'Personalleitung oder CPO, HR-Business-Partner und Recruiter'],
    ['fr', 'DRH ou CPO, HRBP et recruteurs'],
    ['es', 'Director de RRHH o CPO, HRBP y reclutadores'],
    ['pt', 'Diretor de RH ou CPO, HRBP e recrutadores'],
    ['it', 'Direttore HR o CPO, HRBP e recruiter'],
    ['nl', 'HR-directeur, CPO, HRBP en recruiters'],
  ];
  it.each(rows)(
    '%s: "%s" keeps the Chief People Officer, not the Chief Product Officer',
    (_lang, definition) => {
      expect(kept(definition, ['Chief People Officer', 'Chief Product Officer'])).toEqual([
        'Chief People Officer',
      ]);
    },
  );
  it('"CPO and product managers" is still the Chief Product Officer', () => {
    expect(kept('CPO and product managers', ['Chief People Officer', 'Chief Product Officer'])).toEqual([
      'Chief Product Officer',
    ]);
  });
});
