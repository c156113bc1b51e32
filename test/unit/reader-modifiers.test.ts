import { describe, expect, it } from 'vitest';
import type { Clause, PersonaReading } from '../../functions/core/persona-reader.js';
import { keeps, position, read } from '../fixtures/reading.js';

/**
 * Structure after holdout 6 (issue 22): a clause with no function, job, level or engagement of its own
 * modifies the others and keeps nobody; a leader word whose object is a function word in another
 * language leads that function, and one whose object is not read takes the definition's functions.
 * Every test runs over generated variants (definitions × modifiers × languages × a roster of titles).
 */

/** The definition without its seniority: every level of what it asks for. */
const atAllLevels = (reading: PersonaReading): PersonaReading => ({
  ...reading,
  includes: reading.includes.map((c): Clause => ({ ...c, levels: null, extendsUp: false })),
});

const ROSTER = [
  'Data Scientist',
  'Senior Machine Learning Engineer',
  'Head of Data',
  'Software Engineer',
  'Account Executive',
  'Office Manager',
  'Payroll Specialist',
  'HR Business Partner',
  'Head of People',
  'CFO',
  'Chief Executive Officer',
  'Marketing Manager',
  'Warehouse Operative',
  'Security Guard',
  'QA Engineer',
  'Vertriebsleiter',
  'Directeur financier',
  'Responsable des ressources humaines',
  'Jefe de ventas',
  'Gerente de recursos humanos',
  'Engineering Manager',
  'Legal Counsel',
  'Recruiter',
  'Product Manager',
  'Customer Support Agent',
];

const BASES = [
  'data folks pls — data scientists, ML engineers, data engineers, analytics/BI',
  'Sales managers and account executives',
  'Ingénieurs logiciel et responsables QA',
  'Vertriebsleiter und Key Account Manager',
  'Recruiters and HR business partners',
  'Directores financieros y controllers',
  'Engenheiros de software',
  'Product managers',
];
const MODIFIERS = [
  'any level',
  'all levels',
  'toutes séniorités',
  'tous niveaux',
  'jeder Ebene',
  'alle Ebenen',
  'qualquer nível',
  'cualquier nivel',
  'qualsiasi livello',
  'elk niveau',
  'any seniority',
  'pls',
];
const JOINS = ['. ', '; ', ', ', ' — '];

describe('a clause that only modifies', () => {
  it('never keeps anyone the definition without it would not keep at some level', () => {
    const wrong: string[] = [];
    for (const base of BASES) {
      const widest = atAllLevels(read(base));
      for (const modifier of MODIFIERS)
        for (const join of JOINS) {
          const definition = `${base}${join}${modifier}`;
          const reading = read(definition);
          for (const title of ROSTER)
            if (keeps(reading, position(title)) && !keeps(widest, position(title)))
              wrong.push(`${definition} keeps ${title}`);
        }
    }
    expect(wrong).toEqual([]);
  });

  it('is no clause of its own in the reading', () => {
    for (const base of BASES)
      for (const modifier of MODIFIERS) {
        const reading = read(`${base}. ${modifier}`);
        expect(reading.includes.length).toBeGreaterThan(0);
        for (const c of reading.includes)
          expect(
            c.functions !== null || c.levels !== null || c.roles.length > 0 || c.engagements !== null,
          ).toBe(true);
      }
  });

  it('alone still reads as everyone (a definition of only "anyone at any level")', () => {
    for (const definition of ['Everyone, any level', 'Anyone at any level', 'Tous niveaux, toute l’équipe'])
      expect(keeps(read(definition), position('Warehouse Operative'))).toBe(true);
  });
});

describe('a leader word with a function word of another language as its object', () => {
  const LEADERS_OF_PEOPLE = [
    'Responsables de personas',
    'Responsable de personas',
    'Jefes de personas',
    'Directora de personas',
    'Responsable des personnes',
    'Responsables des personnes',
    'Directrice des personnes',
    'Verantwortliche Personal',
    'Verantwortlicher für Personal',
    'Leiterin Personal',
    'Responsabile delle persone',
    'Direttore delle persone',
    'Diretora de pessoas',
    'Responsável de pessoas',
  ];
  const TAILS = ['', ' / RR. HH.', ' / RRHH', ' / HR', ' / RH'];

  it('leads that function, not every function', () => {
    const wrong: string[] = [];
    for (const leader of LEADERS_OF_PEOPLE)
      for (const tail of TAILS) {
        const reading = read(`${leader}${tail}`);
        if (!keeps(reading, position('Head of People')))
          wrong.push(`${leader}${tail} misses the head of people`);
        for (const title of ['Jefe de ventas', 'Engineering Manager', 'Vertriebsleiter', 'Marketing Manager'])
          if (keeps(reading, position(title))) wrong.push(`${leader}${tail} keeps ${title}`);
        // "/ RRHH" after the leaders names their function again, not everyone in it.
        for (const title of ['Payroll Specialist', 'Recruiter'])
          if (keeps(reading, position(title))) wrong.push(`${leader}${tail} keeps ${title}`);
      }
    expect(wrong).toEqual([]);
  });

  it('reads "RR. HH." as one abbreviation, not a sentence that ends after "RR"', () => {
    for (const spelling of ['RR. HH.', 'RR.HH.', 'R.R.H.H.', 'RR. HH'])
      expect(read(`Director de ${spelling}`).warnings.filter((w) => /not understood/i.test(w))).toEqual([]);
  });

  it('whose object is not read takes the functions the definition names elsewhere, with a warning', () => {
    const wrong: string[] = [];
    const objects = ['zorblax', 'Blorpwesen', 'quuxerie', 'flimflam'];
    const leaders = [
      'Responsables de',
      'Heads of',
      'Leiter',
      'Responsable des',
      'Directores de',
      'Managers of',
    ];
    const rest = [
      ['CHRO, HR business partners', 'Account Executive'],
      ['CFO and controllers', 'Vertriebsleiter'],
      ['data scientists and ML engineers', 'Jefe de ventas'],
    ];
    for (const leader of leaders)
      for (const object of objects)
        for (const [others, outsider] of rest) {
          const definition = `${leader} ${object}. Also ${others}`;
          const reading = read(definition);
          if (keeps(reading, position(outsider as string))) wrong.push(`${definition} keeps ${outsider}`);
          if (!reading.warnings.some((w) => w.includes('function was not understood')))
            wrong.push(`${definition} does not warn`);
          if (keeps(reading, position('Engineering Manager')) && !/data/.test(others as string))
            wrong.push(`${definition} keeps an engineering manager`);
        }
    expect(wrong).toEqual([]);
  });

  it('leaves a board or the chiefs, a body of any function, as they are', () => {
    const reading = read('Members of the executive committee: CEO, CFO and other C-level members');
    expect(keeps(reading, position('Chief Marketing Officer'))).toBe(true);
  });
});

describe('a job within a function', () => {
  const QA_WORDS = [
    'QA',
    'QA engineers',
    'testers',
    'software testers',
    'game testers',
    'test engineers',
    'quality assurance analysts',
    'testeurs',
    'Softwaretester',
    'probadores',
    'collaudatori',
    'ingenieros de pruebas',
  ];
  const FRAMES = ['{x}', '{x}, any level', 'All {x}', '{x} / testers, incl. contract testers'];
  const ENGINEERS = [
    'Senior Gameplay Programmer',
    'CTO',
    'Engineering Manager',
    'Software Engineer',
    'VP Engineering',
  ];
  const TESTERS = ['QA Engineer', 'QA Tester', 'Software Tester', 'Test Automation Engineer', 'QA Lead'];

  it('QA and testers keep the testers, not the whole of engineering', () => {
    const wrong: string[] = [];
    for (const word of QA_WORDS)
      for (const frame of FRAMES) {
        const definition = frame.replace('{x}', word);
        const reading = read(definition);
        for (const title of ENGINEERS)
          if (keeps(reading, position(title))) wrong.push(`${definition} keeps ${title}`);
        for (const title of TESTERS)
          if (!keeps(reading, position(title))) wrong.push(`${definition} misses ${title}`);
      }
    expect(wrong).toEqual([]);
  });
});

describe('a dash after a job', () => {
  const JOBS: Array<[string, string, string[]]> = [
    [
      'Product marketing managers',
      'Product Marketing Manager',
      ['VP Marketing', 'Head of Sales', 'Key Account Manager'],
    ],
    ['Brand managers', 'Brand Manager', ['Account Executive', 'Head of Sales']],
    ['Finance managers', 'Finance Manager', ['Head of Sales', 'Marketing Manager']],
    ['Sales directors', 'Sales Director', ['Marketing Manager', 'Community Manager']],
  ];
  const DUTIES = [
    'positioning, launches, go-to-market',
    'go-to-market and sales enablement',
    'marketing, sales',
    'GTM, pricing',
    'Vertrieb und Marketing',
  ];
  const DASHES = [' — ', ' – ', ' - '];

  it('lists the duties of that job: a duty naming a function asks for nobody else in it', () => {
    const wrong: string[] = [];
    for (const [job, title, outsiders] of JOBS)
      for (const duties of DUTIES)
        for (const dash of DASHES) {
          const definition = `${job}${dash}${duties}.`;
          const reading = read(definition);
          if (!keeps(reading, position(title))) wrong.push(`${definition} misses ${title}`);
          for (const outsider of outsiders)
            if (!title.includes(outsider.split(' ')[0] as string) && keeps(reading, position(outsider)))
              wrong.push(`${definition} keeps ${outsider}`);
        }
    expect(wrong).toEqual([]);
  });

  it('introduces the list of jobs when no job comes before it', () => {
    const reading = read('data folks pls — data scientists, ML engineers, data engineers');
    expect(keeps(reading, position('Data Scientist'))).toBe(true);
    expect(keeps(reading, position('Data Engineer'))).toBe(true);
  });
});
