import { describe, expect, it } from 'vitest';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn, type RosterEntry } from '../fixtures/reading.js';

/**
 * Holdout 25's boards persona ended "Executive management only if they also sit on that board": the
 * sentence was read as an inclusion of every executive. "X only if Y" puts a condition on X; it adds
 * nobody the rest of the definition does not keep already, so the executives off the board stay out.
 */
describe('"X only if Y" is a condition on X, not an inclusion of X', () => {
  const roster: RosterEntry[] = [
    ['Member of the Supervisory Board', 'board'],
    ['Advisory Board Member', 'advisor'],
    'CEO',
    'Managing Director',
    'Chief Financial Officer',
    'Head of Sales',
    'Production Manager',
  ];
  const board = ['Member of the Supervisory Board', 'Advisory Board Member'];
  const rows: [string, string][] = [
    [
      'en',
      'Members of our supervisory board or advisory board. Executive management only if they also sit on that board.',
    ],
    ['en', 'Board members and advisors; executives only when they also hold a board seat.'],
    [
      'de',
      'Mitglieder unseres Aufsichtsrats oder Beirats. Geschäftsführung nur wenn sie auch im Aufsichtsrat sitzen.',
    ],
    [
      'fr',
      "Membres du conseil de surveillance ou du conseil consultatif. La direction seulement s'ils siègent aussi au conseil.",
    ],
    [
      'es',
      'Miembros del consejo de administración o del consejo asesor. Directivos solo si también forman parte del consejo.',
    ],
    [
      'nl',
      'Leden van de raad van commissarissen of de raad van advies. Directie alleen als ze ook in de raad zitten.',
    ],
    [
      'pt',
      'Membros do conselho de administração ou do conselho consultivo. Diretores só se também fizerem parte do conselho.',
    ],
    [
      'it',
      'Membri del consiglio di amministrazione o del comitato consultivo. Dirigenti solo se siedono anche nel consiglio.',
    ],
  ];
  it.each(rows)('%s: "%s" keeps the board, not the executives', (_lang, definition) => {
    expect(kept(definition, roster)).toEqual(board);
  });
});

/**
 * Holdout 25's "devops, SRE, platfrom and cloud infra engineers incl. their leads" kept every engineer
 * and every engineering leader: DevOps, SRE, platform and cloud infrastructure are an engineering
 * specialty the title must name, "their leads" lead that specialty, "incl." is "including", and a slip of
 * two neighbouring letters ("platfrom") is the word meant.
 */
describe('DevOps, SRE, platform and cloud infrastructure narrow engineering', () => {
  const roster = [
    'DevOps Engineer',
    'Site Reliability Engineer',
    'Platform Lead',
    'Cloud Infrastructure Engineer',
    'Senior Software Engineer',
    'Backend Developer',
    'VP Engineering',
    'Data Engineer',
    'Embedded Software Engineer',
    'Naval Architect',
    'Process Engineer',
  ];
  const ops = [
    'DevOps Engineer',
    'Site Reliability Engineer',
    'Platform Lead',
    'Cloud Infrastructure Engineer',
  ];
  const rows: [string, string][] = [
    ['en', 'devops, SRE, platfrom and cloud infra engineers incl. their leads. not data engineers'],
    ['en', 'DevOps, SRE, platform and cloud infrastructure engineers, including their leads.'],
    ['en', 'Site reliability, DevOps, cloud and platform engineers and their leads. No data engineers.'],
  ];
  it.each(rows)('%s: "%s" keeps the ops engineers and their leads', (_lang, definition) => {
    expect(kept(definition, roster)).toEqual(ops);
  });
  const individuals: [string, string][] = [
    ['en', 'DevOps engineers and SREs'],
    ['en', 'Platfrom engineers and site reliability engineers'],
  ];
  it.each(individuals)('%s: "%s" keeps the ops engineers, not their leads', (_lang, definition) => {
    expect(kept(definition, roster)).toEqual([
      'DevOps Engineer',
      'Site Reliability Engineer',
      'Cloud Infrastructure Engineer',
    ]);
  });
});

describe('the ops specialty in seven languages, titles of industries in no set', () => {
  const roster = [
    'Ingénieur DevOps',
    'Ingeniero de Plataforma',
    'Cloud-Ingenieur',
    'Site Reliability Engineer',
    'Softwareentwickler',
    'Ingegnere del software',
    'Desenvolvedor Backend',
    'Data Engineer',
    'Schiffbauingenieur',
    'Process Engineer',
  ];
  const ops = ['Ingénieur DevOps', 'Ingeniero de Plataforma', 'Cloud-Ingenieur', 'Site Reliability Engineer'];
  const rows: [string, string][] = [
    ['en', 'DevOps, SRE, platform and cloud engineers'],
    ['de', 'DevOps-, SRE- und Plattform-Ingenieure sowie Cloud-Ingenieure'],
    ['nl', 'DevOps-, SRE-, platform- en cloud-engineers'],
    ['fr', 'Ingénieurs DevOps et ingénieurs plateforme'],
    ['es', 'Ingenieros DevOps e ingenieros de plataforma'],
    ['pt', 'Engenheiros DevOps e engenheiros de plataforma'],
    ['it', 'Ingegneri DevOps e ingegneri di piattaforma'],
  ];
  it.each(rows)('%s: "%s" keeps the ops engineers, not every engineer', (_lang, definition) => {
    expect(kept(definition, roster)).toEqual(ops);
  });
});

/**
 * Holdout 25's customer success and support managers "and above (team leads count), including
 * after-sales service managers" kept a sales manager and an inside-sales lead: "after-sales" was read as
 * sales, and the team leads in parentheses took the function of the phrase after them. After-sales
 * service is customer service in every language; a level in parentheses qualifies the phrase before it.
 */
describe('after-sales service is customer service; a level in parentheses belongs to the phrase before', () => {
  const roster = [
    'Customer Service Manager',
    'Support Team Lead',
    'Sales Manager',
    'Inside Sales Team Lead',
    'Support Agent',
  ];
  const kept_ = ['Customer Service Manager', 'Support Team Lead'];
  const rows: [string, string][] = [
    [
      'en',
      'Customer support managers and above (team leads count), including after-sales service managers. Agents don’t.',
    ],
    ['en', 'After-sales managers and customer support managers. No agents.'],
    ['fr', 'Responsables du service après-vente et du support client. Pas les agents.'],
    ['es', 'Gerentes de servicio posventa y gerentes de soporte al cliente. Sin agentes.'],
    ['de', 'Kundendienst-Manager und Support-Manager. Keine Agenten.'],
  ];
  it.each(rows)('%s: "%s" keeps the service managers, not sales', (_lang, definition) => {
    expect(kept(definition, roster)).toEqual(kept_);
  });
});

/**
 * Holdout 25's in-house lawyers persona said "Excluir despachos externos": outside law firms, so the
 * outside counsel on contract are dropped, the in-house lawyers kept.
 */
describe('"despachos externos" are outside law firms', () => {
  const definitions = [
    'Abogados internos de cualquier nivel (asesoría jurídica, general counsel). Excluir despachos externos.',
    'Abogados/as internos de cualquier nivel. Excluir despachos externos y al personal de compliance.',
  ];
  for (const companyName of ['Brisa Logística S.L.', 'Valdemar Vinhos Lda', 'Nordlicht Orgelbau GmbH']) {
    const company = { ...EVAL_COMPANY, name: companyName };
    const at = personAt(company, 'Full-time');
    const roster = {
      inHouse: at('l1', 'Lucía Prado', `Legal Counsel – ${companyName}`, [
        ['Legal Counsel', 'here', '2020-01', null],
      ]),
      outside: at('l2', 'Jordi Vall', 'Partner, Vall & Roca Advocats', [
        ['Partner', 'Vall & Roca Advocats', '2012-01', null],
        ['Outside Counsel', 'here', '2018-06', null, 'Contract'],
      ]),
    };
    it.each(definitions)(`at ${companyName}: "%s" drops the outside counsel`, (definition) => {
      expect(keptIn(definition, company, roster)).toEqual(['inHouse']);
    });
  }
});

/**
 * Holdout 25's engineering management asked for "Engineering Managers" and said "No team leads": the
 * exclusion was read as the whole manager level, which dropped the managers asked for. An exclusion that
 * names one kind of a level (team leads, supervisors, foremen) drops only titles that say that kind.
 */
describe('an exclusion naming one kind of a level drops only that kind', () => {
  const roster = [
    'Engineering Manager',
    'Head of Engineering',
    'Team Lead Backend',
    'Tech Lead',
    'Software Engineer',
  ];
  const rows: [string, string][] = [
    ['en', 'Engineering management: CTO, heads of engineering, engineering managers. No team leads.'],
    ['en', 'Engineering managers and heads of engineering, but not team leads.'],
    ['de', 'Engineering Manager und Leiter Engineering, keine Teamleiter.'],
  ];
  it.each(rows)('%s: "%s" keeps the managers', (_lang, definition) => {
    expect(kept(definition, roster)).toEqual(['Engineering Manager', 'Head of Engineering']);
  });
});
