import { describe, expect, it } from 'vitest';
import { keeps, kept, position, type RosterEntry, read } from '../fixtures/reading.js';

/**
 * Reading a definition after holdout 66 (an airline and a family-owned manufacturer): an excluded seat keeps its
 * adjective, an airline's operations on the ground are ground handling, an air operator's postholders, flight
 * instructors and crew training are posts the title names, the two kinds of safety are told apart in an exclusion,
 * a job's participle is a relative clause and cadets are trainees. Each table is written in our own words.
 */

describe('"exclude independent directors" keeps the other board seats', () => {
  const BOARD: readonly RosterEntry[] = [
    ['Chair of the Board', 'board'],
    ['Non-Executive Director', 'board'],
    ['Consejero dominical', 'board'],
    ['Vogal do Conselho de Administração', 'board'],
    ['Independent Non-Executive Director', 'board'],
    ['Consejera independiente', 'board'],
    ['Administrateur indépendant', 'board'],
  ];
  const SEATED = [
    'Chair of the Board',
    'Non-Executive Director',
    'Consejero dominical',
    'Vogal do Conselho de Administração',
  ];
  it.each([
    'Board members and the owning family. Exclude independent directors.',
    'Members of the board of directors, but not the independent directors.',
    'Board of directors (consejo de administración); exclude independent board members.',
  ])('"%s"', (definition) => {
    expect(kept(definition, BOARD)).toEqual(SEATED);
  });
  it('asked for, independent directors are one of the seats listed', () => {
    expect(kept('Our board (the chair, non-executive and independent directors).', BOARD).length).toBe(
      BOARD.length,
    );
  });
});

describe("an airline's operations on the ground are ground handling", () => {
  const ROSTER: readonly RosterEntry[] = [
    'Ramp Agent',
    'Check-in Agent',
    'Nominated Person Ground Operations',
    'Plant Manager',
    'Warehouse Operator',
    'Maintenance Electrician',
    'Head of Logistics',
  ];
  it.each([
    'Operações de terra / handling no aeroporto: agentes de rampa e de check-in, incluindo o responsável designado de operações de terra.',
    'Operaciones en tierra del aeropuerto: agentes de rampa y de check-in, incluyendo a la responsable designada de operaciones en tierra.',
    'Opérations sol (handling aéroport) : agents de piste et d’enregistrement.',
  ])('"%s"', (definition) => {
    expect(kept(definition, ROSTER)).toEqual([
      'Ramp Agent',
      'Check-in Agent',
      'Nominated Person Ground Operations',
    ]);
  });
  it("a shipping line's operations on shore stay its operations", () => {
    expect(kept('Operações em terra: diretores de terminal e de porto.', ['Ramp Agent'])).toEqual([]);
  });
});

describe("an air operator's postholders are posts the title names", () => {
  const ROSTER: readonly RosterEntry[] = [
    'Accountable Manager',
    'CEO & Accountable Manager',
    'Nominated Person Flight Operations',
    'Nominated Person Crew Training',
    'Continuing Airworthiness Manager',
    'Head of Ground Operations',
    'Finance Manager',
    'Chief Executive Officer',
  ];
  it.each([
    'The accountable manager and the nominated persons.',
    'Accountable manager and the three nominated persons (flight operations, crew training, continuing airworthiness).',
    'Postholders: the accountable manager and every nominated person.',
  ])('"%s"', (definition) => {
    expect(kept(definition, ROSTER)).toEqual([
      'Accountable Manager',
      'CEO & Accountable Manager',
      'Nominated Person Flight Operations',
      'Nominated Person Crew Training',
      'Continuing Airworthiness Manager',
    ]);
  });
});

describe('an exclusion tells flight safety and safety at work apart', () => {
  const ROSTER: readonly RosterEntry[] = [
    'Flight Safety Officer',
    'FDM Analyst (flight safety)',
    'Técnico de Seguridad Operacional',
    'Técnica de Segurança no Trabalho',
    'Occupational Health and Safety Advisor',
    'HSE Engineer',
  ];
  it('"not occupational health and safety" keeps the flight safety people', () => {
    expect(
      kept(
        'Flight safety people: safety officers and FDM analysts. Not occupational health and safety.',
        ROSTER,
      ),
    ).toEqual(['Flight Safety Officer', 'FDM Analyst (flight safety)', 'Técnico de Seguridad Operacional']);
  });
  it('"esclusa la sicurezza del volo" keeps the safety at work', () => {
    expect(
      kept('Tecnici di salute e sicurezza sul lavoro (HSE). Esclusa la sicurezza del volo.', ROSTER),
    ).toEqual(['Técnica de Segurança no Trabalho', 'Occupational Health and Safety Advisor', 'HSE Engineer']);
  });
});

describe('flight instructors, examiners and crew training are jobs the title names', () => {
  const ROSTER: readonly RosterEntry[] = [
    'Captain / TRI A320',
    ['TRE ATR 72', 'contractor'],
    ['Simulator Instructor (SFI)', 'contractor'],
    'Head of Crew Training',
    'Jefa de Formación de Tripulaciones',
    'HR Training Manager',
    'Captain',
    'Cabin Crew Member',
  ];
  it.each([
    'Type-rating instructors and examiners, contractors too, and the head of crew training.',
    'Instructeurs et examinateurs (TRI, TRE, SFI), y compris ceux sous contrat, et le chef de la formation des équipages.',
  ])('"%s"', (definition) => {
    expect(kept(definition, ROSTER)).toEqual([
      'Captain / TRI A320',
      'TRE ATR 72',
      'Simulator Instructor (SFI)',
      'Head of Crew Training',
      'Jefa de Formación de Tripulaciones',
    ]);
  });
});

describe("a job noun's own participle is a relative clause", () => {
  it.each([
    ['Pilots flying the regional routes.', ['Airline Pilot', 'Accountant']],
    ['Line pilots flying for the regional partner.', ['Airline Pilot', 'Accountant']],
  ] as const)('"%s" keeps the job', (definition, roster) => {
    expect(kept(definition, roster)).toEqual([roster[0]]);
  });
});

describe('cadets are trainees', () => {
  const ROSTER: readonly RosterEntry[] = [
    'Airline Pilot',
    ['Cadet Pilot', 'intern'],
    ['Cadete piloto', 'intern'],
  ];
  it.each(['Pilots. No cadets.', 'Pilotos, sin cadetes.'])('"%s" drops the cadets', (definition) => {
    expect(kept(definition, ROSTER)).toEqual(['Airline Pilot']);
  });
  it('"cadets" alone asks for them', () => {
    expect(kept('Cadets.', [['Cadet Pilot', 'intern'], 'Airline Pilot'])).toEqual(['Cadet Pilot']);
  });
});

const advisor = (title: string, employmentType: string) => ({
  ...position(title, 'advisor'),
  employmentType,
});

describe('an advisor on contract or self-employed is an outside person', () => {
  it.each([
    ['Scientific Advisor – materials', 'Contract', true],
    ['Senior Advisor to the Board', 'Self-employed', true],
    ['Asesora de la Dirección', 'Freelance', true],
    ['Senior Advisor', 'Full-time', false],
  ] as const)('"%s" (%s) kept: %s', (title, type, expected) => {
    const reading = read('Outside people: freelancers, contractors and consultants working for us.');
    expect(keeps(reading, advisor(title, type))).toBe(expected);
  });
  it('freelancers and contractors alone ask for no advisor', () => {
    const reading = read('Freelancers and contractors. Not advisors.');
    expect(keeps(reading, advisor('Senior Advisor to the Board', 'Self-employed'))).toBe(false);
  });
});

describe('academic partners are the professors a company researches with', () => {
  it.each([
    'Research: scientists, lab managers and our academic partners.',
    'I&D: investigadores e os parceiros académicos que trabalham connosco.',
  ])('"%s"', (definition) => {
    expect(
      kept(definition, [
        ['Scientific Advisor – polymers', 'advisor'],
        ['Professor, University of Porto', 'contractor'],
        'Accountant',
        ['Senior Advisor to the Board', 'advisor'],
      ]),
    ).toEqual(['Scientific Advisor – polymers', 'Professor, University of Porto']);
  });
});

describe('cork strippers and foresters are jobs the title names', () => {
  const ROSTER: readonly RosterEntry[] = [
    ['Tirador de cortiça', 'contractor'],
    'Descortiçador',
    'Diretora Florestal',
    'Gestor de Propriedades Florestais',
    'Ingeniero de Montes',
    'Process Engineer',
    'Warehouse Operator',
  ];
  it('"cork harvest crews" keep the strippers only', () => {
    expect(kept('The cork harvest crews: tiradores and descortiçadores.', ROSTER)).toEqual([
      'Tirador de cortiça',
      'Descortiçador',
    ]);
  });
  it.each([
    'Engenheiros florestais e gestores do montado, sem os tiradores de cortiça.',
    'Forest engineers and forest managers. Not the cork strippers.',
  ])('"%s" keeps the foresters', (definition) => {
    expect(kept(definition, ROSTER)).toEqual([
      'Diretora Florestal',
      'Gestor de Propriedades Florestais',
      'Ingeniero de Montes',
    ]);
  });
  it('"exclude the cork-stripping crews" drops them from the contractors', () => {
    expect(kept('Contractors. Exclude the cork-stripping crews.', ROSTER)).toEqual([]);
  });
});

describe('a list between a pair of spaced dashes is a parenthesis', () => {
  const ROSTER: readonly RosterEntry[] = [
    ['Mitglied des Stiftungsrats', 'board'],
    ['Administratrice', 'board'],
    ['Non-Executive Director', 'board'],
    'Head of Finance',
  ];
  it.each([
    "Current members of the board — board of directors, foundation board (Stiftungsrat), conseil d'administration — including anyone sitting there for owners or parents.",
    "Our boards' members – board of directors, foundation board, conseil d'administration – including anyone sitting there for owners. Not the assistants who take the minutes.",
  ])('"%s"', (definition) => {
    expect(kept(definition, ROSTER)).toEqual([
      'Mitglied des Stiftungsrats',
      'Administratrice',
      'Non-Executive Director',
    ]);
  });
});
