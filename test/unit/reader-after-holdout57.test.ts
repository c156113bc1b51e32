import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn, read } from '../fixtures/reading.js';

/**
 * How a definition is read after holdout 57 (a renewable power producer and a sawmill group). Each table
 * is generated (definitions × titles or profiles) in words of its own, at companies in no labelled set.
 */

const companies: ProviderCompany[] = [
  { ...EVAL_COMPANY, name: 'Kallio Brewing', industry: 'Beverage Manufacturing' },
  { ...EVAL_COMPANY, name: 'Northgate Logistics', industry: 'Transportation' },
];

/**
 * "People whose role at the company has ended: former employees, managers, advisors and board members.
 * Exclude anyone who still holds a current role here": people named by the end of their role are former
 * staff; "former" at the head of a list scopes every item, the staff among them being anyone who left
 * (advisors and the board on top); an exclusion of whoever is still here restates the scope.
 */
describe('former staff named by the end of their role, listed with advisors and the board', () => {
  const HEADS = [
    'People whose role at the company has ended',
    'Those whose employment with us is over',
    'People whose job here has ended',
    'Personas cuyo puesto en la empresa ha terminado',
    'Former employees',
  ];
  const LISTS = [
    ': former employees, managers, advisors and board members.',
    ': former staff, advisors and board members.',
    '.',
  ];
  const TAILS = ['', ' Exclude anyone who still holds a current role here.', ' Not anyone still employed.'];
  const definitions = HEADS.flatMap((h) => LISTS.flatMap((l) => TAILS.map((t) => `${h}${l}${t}`))).filter(
    (d) => !/^Former employees: former/.test(d),
  );
  for (const company of companies)
    for (const definition of definitions)
      it(`at ${company.name}: "${definition}" keeps whoever left, none still here`, () => {
        const at = personAt(company, 'Full-time');
        const roster = {
          leftCfo: at('leftCfo', 'A B', 'CFO at Elsewhere', [
            ['CFO', 'Elsewhere Oy', '2023-01', null],
            ['Finance Director', 'here', '2015-01', '2022-12'],
          ]),
          leftClerk: at('leftClerk', 'C D', 'Clerk', [
            ['Clerk', 'Other Ltd', '2022-01', null],
            ['Warehouse Clerk', 'here', '2019-01', '2021-12'],
          ]),
          leftAdvisor: at('leftAdvisor', 'G H', 'Advisor', [
            ['Senior Advisor', 'here', '2019-01', '2022-06', 'Contract'],
          ]),
          leftChair: at('leftChair', 'I J', 'Retired', [
            ['Chairman of the Board', 'here', '2000-01', '2020-01', 'Board'],
          ]),
          here: at('here', 'E F', 'Brewer', [['Brewer', 'here', '2018-01', null]]),
          hereManager: at('hereManager', 'K L', 'Plant Manager', [
            ['Plant Manager', 'here', '2018-01', null],
          ]),
        };
        const keeps = keptIn(definition, company, roster);
        expect(keeps).toEqual(expect.arrayContaining(['leftCfo', 'leftClerk']));
        expect(keeps).not.toContain('here');
        expect(keeps).not.toContain('hereManager');
        if (!definition.includes(': former employees') && !definition.includes('advisors')) return;
        expect(keeps).toEqual(expect.arrayContaining(['leftAdvisor', 'leftChair']));
      });
  it('a list that names a function stays that function', () => {
    const reading = read('Former employees in sales and marketing.');
    expect(reading.formerOnly).toBe(true);
    expect(reading.includes.every((c) => c.functions !== null)).toBe(true);
  });
  it('"exclude anyone in a junior role" still drops the juniors', () =>
    expect(
      kept('Marketing people; exclude anyone in a junior role.', [
        'Junior Marketing Associate',
        'Marketing Manager',
      ]),
    ).toEqual(['Marketing Manager']));
});

/**
 * "O&M technicians": an abbreviation joined by "&" (O&M, E&P, R&D, P&L, H&S) is one word; its single
 * letters "o", "e", "y" are no Spanish, Portuguese or Italian "or" / "and" that would split it.
 */
describe('an abbreviation with "&" is one word, whatever its letters', () => {
  const ABBREVIATIONS = ['O&M', 'E&P', 'Y&R', 'R&D', 'H&S'];
  const FRAMES = [
    (a: string) => `${a} technicians.`,
    (a: string) => `Engineers, not ${a} technicians.`,
    (a: string) => `Técnicos de ${a} y jefes de obra.`,
    (a: string) => `Technicians in ${a}, including contractors.`,
  ];
  for (const a of ABBREVIATIONS)
    for (const frame of FRAMES) {
      const definition = frame(a);
      it(`"${definition}" keeps "${a}" whole`, () => {
        const reading = read(definition);
        // (Read as a clause or warned about as unread, it is quoted whole.)
        const texts = [...reading.includes, ...reading.excludes].map((c) => c.text);
        const said = [...texts, ...reading.warnings].filter((t) => t.includes('&'));
        expect(said.length).toBeGreaterThan(0);
        expect(said.filter((t) => !t.includes(a))).toEqual([]);
      });
    }
});

/**
 * "Gestores de suelo", "gestoras de fincas": "gestor" (es, pt)
 * is a leader word like "gerente" and "responsable"; the thing named after them is what they manage,
 * which the title must name, not every manager of the company.
 */
describe('"gestor" leads the thing named after them', () => {
  const DEFINITIONS = [
    'Gestores de suelo.',
    'Gestoras de suelo y de fincas.',
    'Gestores de suelo que negocian con los propietarios.',
    'Gestoras del suelo.',
  ];
  const HOLDERS = ['Gestor de Suelo', 'Gestora de Suelo Rústico'];
  const OTHERS = [
    'Gerente de Compras',
    'Jefe de Obra',
    'Responsable de Finanzas',
    'Sales Manager',
    'Plant Manager',
  ];
  for (const d of DEFINITIONS)
    it(`"${d}" keeps those who manage it, no other manager`, () =>
      expect(kept(d, [...HOLDERS, ...OTHERS])).toEqual(HOLDERS));
});

/**
 * "Planeamento de transportes", "transport planning", "Transportplanung": planning transport is logistics
 * (ESCO "transport planner", ISCO-08 4323 transport clerks, 8332 heavy truck drivers), an area of
 * operations the title must name (a transport or logistics word, a truck or its driver); not every
 * operations job of the company.
 */
describe('transport is the logistics part of operations, its drivers and planners', () => {
  const DEFINITIONS = [
    'Planeamento de transportes.',
    'Transport planning and dispatch.',
    'Transportplanung.',
    'Planificación de transportes, incluidos los subcontratistas.',
    'Transport planners.',
  ];
  const TRANSPORT = [
    'Transport Planner',
    'Truck Driver',
    'Planificador de Transportes',
    'LKW-Fahrer',
    'Logistics Coordinator',
  ];
  const OTHERS = [
    'Jefe de Obra',
    'Plant Manager',
    'Production Supervisor',
    'Maintenance Technician',
    'Asset Manager',
  ];
  for (const d of DEFINITIONS)
    it(`"${d}" keeps no operations job outside logistics`, () => {
      const keeps = kept(d, [...TRANSPORT, ...OTHERS]);
      expect(keeps.filter((t) => OTHERS.includes(t))).toEqual([]);
      expect(keeps).toContain('Transport Planner');
    });
});

describe('a Nordic shift leader is a shift leader', () => {
  // Skiftledare and vuoromestari read as managers (titles after holdout 57), so "shift leaders" must name them.
  const ROSTER = ['Skiftledare', 'Vuoromestari', 'Vuoropäällikkö', 'Plant Manager', 'Sahaaja'];
  for (const d of ['Shift leaders.', 'Schichtleiter.', 'Capiturno.'])
    it(`"${d}" keeps the three shift leaders and no one else`, () =>
      expect(kept(d, ROSTER)).toEqual(['Skiftledare', 'Vuoromestari', 'Vuoropäällikkö']));
});
