import { describe, expect, it } from 'vitest';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn, type RosterEntry } from '../fixtures/reading.js';

/**
 * Holdout 27's "accounting / bookkeeping people any level — AP, AR, GL accountants … (controlling /
 * FP&A is not accounting)" found no accountant: the bracket's "X is not Y" was read as "not Y", so
 * the definition dropped its own subject. A bracket that drops its subject is a sentence of its own,
 * and what it drops is X.
 */
describe('a bracketed "X is not Y" drops X, not Y', () => {
  const roster = [
    'Accountant',
    'Accounts Payable Specialist',
    'Bookkeeper',
    'Financial Controller',
    'FP&A Analyst',
  ];
  const rows: [string, string][] = [
    [
      'en',
      'Accounting / bookkeeping people of any level — AP, AR, accountants. (controlling / FP&A is not accounting)',
    ],
    ['en', 'Accountants and bookkeepers, any level (controlling / FP&A is not accounting).'],
    [
      'de',
      'Buchhaltung: Buchhalter:innen jeder Ebene, Kreditoren, Debitoren. (Controlling / FP&A ist keine Buchhaltung)',
    ],
    [
      'fr',
      "Comptabilité : comptables de tout niveau, fournisseurs, clients. (le contrôle de gestion / FP&A n'est pas la comptabilité)",
    ],
    [
      'es',
      'Contabilidad: contables de cualquier nivel, cuentas a pagar. (controlling / FP&A no es contabilidad)',
    ],
    [
      'nl',
      'Boekhouding: boekhouders en accountants van elk niveau. (controlling / FP&A is geen boekhouding)',
    ],
    [
      'pt',
      'Contabilidade: contabilistas de qualquer nível, contas a pagar. (controlling / FP&A não é contabilidade)',
    ],
    [
      'it',
      'Contabilità: contabili di ogni livello, contabilità fornitori. (controlling / FP&A non è contabilità)',
    ],
  ];
  it.each(rows)('%s: "%s" keeps the accountants, not the controllers', (_lang, definition) => {
    const got = kept(definition, roster);
    expect(got).not.toContain('Financial Controller');
    expect(got).not.toContain('FP&A Analyst');
    expect(got).toContain('Accountant');
  });
});

/**
 * Holdout 27's "Mechanik-/Fahrzeug-Ingenieur:innen: Konstrukteur:innen … Keine Software" kept every
 * software engineer: the German compounds sharing "-Ingenieur" were read as the bare "Ingenieur", any
 * engineer. Compounds listed with a hyphen each take the shared last part, and engineers named after
 * mechanics or a physical product (vehicles, machines …) are hardware and mechanical engineers.
 */
describe('engineers named after mechanics or a physical product are mechanical engineers', () => {
  const roster = [
    'Mechanical Engineer',
    'Maschinenbauingenieur',
    'Software Engineer',
    'Frontend Developer',
    'Staff Engineer',
    'Head of Sales',
  ];
  const rows: [string, string][] = [
    ['de', 'Mechanik-/Fahrzeug-Ingenieur:innen jeder Ebene. Keine Software.'],
    ['de', 'Fahrzeugingenieure und Mechanikingenieure, jede Ebene.'],
    ['en', 'Mechanical and vehicle engineers, any level.'],
    ['en', 'Vehicle engineers of every level, working students included.'],
    ['fr', 'Ingénieurs mécaniques et véhicules, tout niveau.'],
    ['es', 'Ingenieros mecánicos y de vehículos, cualquier nivel.'],
    ['nl', 'Werktuigbouwkundige ingenieurs en voertuigingenieurs, elk niveau.'],
    ['pt', 'Engenheiros mecânicos e de veículos, qualquer nível.'],
    ['it', 'Ingegneri meccanici e dei veicoli, ogni livello.'],
  ];
  it.each(rows)('%s: "%s" keeps mechanical engineers, not software engineers', (_lang, definition) => {
    const got = kept(definition, roster);
    expect(got).toContain('Mechanical Engineer');
    expect(got).not.toContain('Software Engineer');
    expect(got).not.toContain('Frontend Developer');
    expect(got).not.toContain('Staff Engineer');
    expect(got).not.toContain('Head of Sales');
  });
});

/**
 * Holdout 27's "Equipo pedagógico y de contenidos: diseñadores/as instruccionales, autores de
 * contenidos didácticos, responsables de currículo y formadores/as" kept the marketing team and missed
 * a head of training: content that teaches is the curriculum, not marketing's content, and teaching
 * content, curricula and trainers are a job the title must name.
 */
describe('teaching content and trainers are not marketing', () => {
  const roster = [
    'Instructional Designer',
    'Curriculum Lead',
    'Trainer',
    'Content Marketing Manager',
    'Head of Marketing',
    'Growth Marketing Specialist',
    'Backend Developer',
  ];
  const rows: [string, string][] = [
    [
      'es',
      'Equipo pedagógico y de contenidos: diseñadores instruccionales, autores de contenidos didácticos, responsables de currículo y formadores. Cualquier nivel.',
    ],
    [
      'en',
      'Educational content team: instructional designers, authors of educational content, curriculum leads and trainers. Any level.',
    ],
    [
      'de',
      'Didaktik und Lerninhalte: Instructional Designer, Autor:innen von Lerninhalten, Curriculum-Verantwortliche und Trainer:innen.',
    ],
    [
      'fr',
      'Équipe pédagogique et de contenus : concepteurs pédagogiques, auteurs de contenus pédagogiques, responsables curriculum et formateurs.',
    ],
    [
      'pt',
      'Equipa pedagógica e de conteúdos: designers instrucionais, autores de conteúdos didáticos, responsáveis de currículo e formadores.',
    ],
    [
      'it',
      'Team didattico e dei contenuti: instructional designer, autori di contenuti didattici, responsabili del curricolo e formatori.',
    ],
    [
      'nl',
      'Didactisch team: instructional designers, auteurs van leerinhoud, curriculumverantwoordelijken en trainers.',
    ],
  ];
  it.each(rows)('%s: "%s" keeps the teaching team, not marketing', (_lang, definition) => {
    const got = kept(definition, roster);
    expect(got).not.toContain('Content Marketing Manager');
    expect(got).not.toContain('Head of Marketing');
    expect(got).not.toContain('Growth Marketing Specialist');
    expect(got).not.toContain('Backend Developer');
    expect(got).toContain('Trainer');
    expect(got).toContain('Curriculum Lead');
  });
});

/**
 * Holdout 27's board persona ended "a Geschäftsführer is management, not board" and read "not board"
 * as an exclusion of the board: a sentence that files its subject under another job drops the subject.
 */
describe('"X is management, not board" drops X, not the board', () => {
  const roster: RosterEntry[] = [
    ['Board Member', 'board'],
    ['Member of the Advisory Board', 'advisor'],
    'Managing Director',
    'Head of Sales',
  ];
  const rows: [string, string][] = [
    ['en', 'Board members and advisory board members. A managing director is management, not board.'],
    [
      'de',
      'Aufsichtsrat und Beirat: Mitglieder des Beirats. Ein Geschäftsführer ist Management, nicht Beirat.',
    ],
    [
      'fr',
      "Membres du conseil d'administration et du comité consultatif. Un directeur général est la direction, pas le conseil.",
    ],
    [
      'es',
      'Miembros del consejo de administración y del consejo asesor. Un director general es dirección, no consejo.',
    ],
    [
      'nl',
      'Leden van de raad van commissarissen en de adviesraad. Een algemeen directeur is management, niet de raad.',
    ],
    [
      'pt',
      'Membros do conselho de administração e do conselho consultivo. Um diretor geral é gestão, não conselho.',
    ],
    [
      'it',
      'Membri del consiglio di amministrazione e del comitato consultivo. Un direttore generale è gestione, non consiglio.',
    ],
  ];
  it.each(rows)('%s: "%s" keeps the board members', (_lang, definition) => {
    const got = kept(definition, roster);
    expect(got).toContain('Board Member');
    expect(got).not.toContain('Head of Sales');
  });
});

/**
 * Holdout 27's "Founders, co-founders, owners … whether or not they still run it" missed the co-founder
 * who left: "whether or not they still run it" counts former roles here, as "… still work here" does.
 */
describe('"whether or not they still run it" counts the founders who left', () => {
  const definitions = [
    'Founders, co-founders and owners of the company, whether or not they still run it.',
    'Gründer, Mitgründer und Inhaber, egal ob sie es noch führen oder nicht.',
    "Fondateurs, cofondateurs et propriétaires, qu'ils la dirigent encore ou non.",
    'Fundadores, cofundadores y propietarios, tanto si la siguen dirigiendo o no.',
    'Fundadores, cofundadores e proprietários, quer ainda a dirijam ou não.',
    'Fondatori, cofondatori e proprietari, che la guidino ancora o no.',
    'Oprichters, medeoprichters en eigenaars, of ze het bedrijf nog leiden of niet.',
  ];
  for (const industry of ['E-Learning Providers', 'Railroad Equipment Manufacturing', 'Wineries']) {
    const company = { ...EVAL_COMPANY, name: 'Acme', industry };
    const at = personAt(company, 'Full-time');
    const roster = {
      ceo: at('f1', 'Ana Reis', 'Co-founder & CEO', [['Co-founder & CEO', 'here', '2015-01', null]]),
      left: at('f2', 'Rui Sá', 'Founder at Quarkly', [
        ['Founder', 'Quarkly', '2021-10', null],
        ['Co-founder & CTO', 'here', '2015-04', '2021-09'],
      ]),
      sales: at('f3', 'Eva Lind', 'Head of Sales', [['Head of Sales', 'here', '2018-01', null]]),
    };
    for (const definition of definitions)
      it(`a ${industry} company: ${definition} keeps both founders`, () => {
        expect(keptIn(definition, company, roster)).toEqual(['ceo', 'left']);
      });
  }
});
