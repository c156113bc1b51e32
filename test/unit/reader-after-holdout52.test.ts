import { describe, expect, it } from 'vitest';
import { kept } from '../fixtures/reading.js';

/**
 * Reading a definition after holdout 52 (a football club, a chemical plant): a club's and a plant's jobs are
 * named by the title (ISCO-08 3421 athletes, 3422 sports coaches, 2264 physiotherapists, 221 medical doctors,
 * 2113 chemists, 3111 and 3133 technicians and plant controllers, 2145 chemical engineers, 7233 and 7412
 * mechanics and electricians; ESCO "football coach", "talent scout", "sports performance analyst"); a board
 * "executive or non-executive" is a span of seats; an exclusion that opens its sentence keeps the list after
 * its colon; payroll is asked for only where the definition names it. Each table is generated: definitions
 * in several languages × one roster.
 */

const CLUB = [
  'Head Coach',
  'Entrenador Asistente',
  'Treinador de Guarda-Redes',
  'Préparatrice physique',
  'Co-Trainer',
  'Allenatore in seconda',
  'Treinador Sub-15',
  'Profi-Fußballerin',
  'Jogador profissional',
  'Voetballer',
  'Chief Scout',
  'Osservatore',
  'Video Analyst',
  'Team Doctor',
  'Fisioterapeuta',
  'Sports Nutritionist',
  'Sporting Director',
  'Head of Marketing',
  'Director of Stadium Operations',
  'Chief Financial Officer',
  'Stagiair videoanalyse',
];
const club = (...i: number[]): string[] => i.map((n) => CLUB[n] ?? '');

describe("a club's jobs are named by the title, and a coaching persona keeps no director", () => {
  const TABLE: readonly [string, string[]][] = [
    [
      'Coaching staff of the senior teams: head coaches, assistant coaches and goalkeeper coaches.',
      club(0, 1, 2, 3, 4, 5, 6),
    ],
    [
      'Head coaches, assistant coaches and fitness coaches. Not youth academy coaches.',
      club(0, 1, 2, 3, 4, 5),
    ],
    ['Treinadores e preparadores físicos da equipa principal.', club(0, 1, 2, 3, 4, 5, 6)],
    ['Entrenadores del primer equipo, sin los entrenadores de la cantera.', club(0, 1, 2, 3, 4, 5)],
    ['Alle Spielerinnen und Spieler im Kader.', club(7, 8, 9)],
    ['Jogadores profissionais do plantel. Não incluir treinadores.', club(7, 8, 9)],
    ['Scouts and chief scouts, freelancers too.', club(10, 11)],
    ['Osservatori e scout.', club(10, 11)],
    ['Performance and video analysts.', club(12, 20)],
    ['Videoanalisten en performance-analisten.', club(12, 20)],
    ['Doctors, physios and nutritionists.', club(13, 14, 15)],
    ['Médicos, fisioterapeutas e nutricionistas.', club(13, 14, 15)],
  ];
  for (const [d, want] of TABLE)
    it(`"${d}" keeps ${want.length} titles of that job and none of the others`, () =>
      expect(kept(d, CLUB)).toEqual(want));
});

const PLANT = [
  'Chemielaborantin',
  'Laborchemiker',
  'Chimiste analytique',
  'Lab Technician QC',
  'Chemikant',
  'Process Operator',
  'Anlagenfahrer',
  'Verfahrensingenieurin',
  'Process Engineer',
  'Industriemechaniker',
  'Elektroniker für Betriebstechnik',
  'Onderhoudsmonteur',
  'Mitglied des Betriebsrats',
  'Betriebsratsvorsitzende',
  'Schichtleiter',
  'Werkleiter',
  'Leiterin Qualitätsmanagement',
  'Key Account Manager',
];
const plant = (...i: number[]): string[] => i.map((n) => PLANT[n] ?? '');

describe("a plant's jobs are named by the title, in the languages the definition says them", () => {
  const TABLE: readonly [string, string[]][] = [
    ['Chemists and lab technicians.', plant(0, 1, 2, 3)],
    ['Chimistes et techniciens de laboratoire.', plant(0, 1, 2, 3)],
    ['Chemiker und Chemielaboranten.', plant(0, 1, 2, 3)],
    ['Plant operators and Chemikanten. No shift supervisors.', plant(4, 5, 6)],
    ['Process engineers.', plant(7, 8)],
    ['Verfahrensingenieure.', plant(7, 8)],
    ['Maintenance technicians, elektromonteurs and mechanics.', plant(9, 10, 11)],
    ['Onderhoudstechnici en mechaniciens.', plant(9, 10, 11)],
    ['Alle Betriebsratsmitglieder.', plant(12, 13)],
    ['Works council members.', plant(12, 13)],
  ];
  for (const [d, want] of TABLE)
    it(`"${d}" keeps ${want.length} titles of that job and none of the others`, () =>
      expect(kept(d, PLANT)).toEqual(want));
});

const BOARD: readonly (string | readonly [string, 'board' | 'employee'])[] = [
  ['Mitglied des Aufsichtsrats', 'board'],
  ['Non-Executive Director', 'board'],
  ['Administradora não executiva', 'board'],
  'Geschäftsführer',
  'Chief Financial Officer',
  'Directora Ejecutiva',
];

describe('"executive or non-executive" after a board is a span of seats, not the executives', () => {
  const DEFS = [
    'Members of the supervisory board or board of directors, executive or non-executive.',
    'Membros do conselho de administração, executivos ou não executivos.',
    'Miembros del consejo de administración, ejecutivos o no ejecutivos.',
    // The employees' seats named after the board do not turn the board into a works council (round 52's merge).
    'Members of the supervisory board or board of directors, executive or non-executive, including investor and employee representatives.',
  ];
  for (const d of DEFS)
    it(`"${d}" keeps the three board seats and no manager`, () =>
      expect(kept(d, BOARD)).toEqual([
        'Mitglied des Aufsichtsrats',
        'Non-Executive Director',
        'Administradora não executiva',
      ]));
});

const SECURITY = [
  'IT Security Engineer',
  'SOC Analyst',
  'Steward',
  'Security Guard',
  'Werkschutzfachkraft',
  'Software Engineer',
];

describe('an exclusion that opens its sentence drops the list after its colon too', () => {
  const DEFS = [
    'Cybersecurity people. Exclude physical security: stewards, guards and Werkschutz.',
    'Information security staff. Not physical security: stewards, security guards, Werkschutz.',
  ];
  for (const d of DEFS)
    it(`"${d}" keeps the security engineers and analysts only`, () =>
      expect(kept(d, SECURITY)).toEqual(['IT Security Engineer', 'SOC Analyst']));
});

const FINANCE = [
  'Payroll Specialist',
  'Gestionnaire de paie',
  'Técnica de Nóminas',
  'Lohnbuchhalterin',
  'Accountant',
  'Financial Controller',
  'HR Generalist',
];

describe('a payroll title meets a finance or HR persona only when the definition names payroll', () => {
  const TABLE: readonly [string, string[]][] = [
    ['Everyone in finance and accounting.', ['Accountant', 'Financial Controller']],
    ['Finanzen und Rechnungswesen, alle Ebenen.', ['Accountant', 'Financial Controller']],
    ['Everyone in HR.', ['HR Generalist']],
    [
      'Finance and accounting, payroll included.',
      [
        'Payroll Specialist',
        'Gestionnaire de paie',
        'Técnica de Nóminas',
        'Lohnbuchhalterin',
        'Accountant',
        'Financial Controller',
      ],
    ],
    [
      'HR and payroll.',
      [
        'Payroll Specialist',
        'Gestionnaire de paie',
        'Técnica de Nóminas',
        'Lohnbuchhalterin',
        'HR Generalist',
      ],
    ],
  ];
  for (const [d, want] of TABLE)
    it(`"${d}" keeps ${want.length} titles`, () => expect(kept(d, FINANCE)).toEqual(want));
});
