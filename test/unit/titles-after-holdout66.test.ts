import { describe, expect, it } from 'vitest';
import { functionsOf } from '../../functions/core/derive.js';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { positionsOf } from '../../functions/core/roles.js';
import { EVAL_COMPANY, type Job, personAt } from '../eval/cases.js';

/**
 * How a title is read after holdout 66 (a cork producer and a regional airline). Each rule is held by a generated
 * table: the trade's words in its languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – Base Norte', ' (tempo parcial)', ' | Oficina Central'];

const companyIn = (industry: string, name: string): ProviderCompany => ({
  ...EVAL_COMPANY,
  id: 6601,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  industry,
});
const AIRLINE = companyIn('Airlines and Aviation', 'Aerolínea del Ebro');
const PLANT = companyIn('Paper and Forest Product Manufacturing', 'Sobreiral Indústria');
const currentHere = (company: ProviderCompany, title: string) => {
  const jobs: Job[] = [[title, 'here', '2020-01', null]];
  const profile = personAt(company, 'Full-time')('p1', 'Alex Example', title, jobs, null);
  return positionsOf(profile, company).find((p) => p.current && p.here !== null);
};

describe('crew control and crew scheduling are operations control (ESCO crew scheduler)', () => {
  const CONTROL = [
    'Crew Controller',
    'Crew Control Officer',
    'Controladora de tripulaciones',
    'Crew-Steuerung',
  ];
  it.each(cross(CONTROL, PLACES))('"%s" is operations control, not finance', (title) => {
    expect(functionsOf(title)).toEqual(['operations_control']);
  });
  const SCHEDULERS = [
    'Programadora de tripulaciones',
    'Programador de tripulaciones / Crew Scheduler',
    'Crew Scheduler',
  ];
  it.each(cross(SCHEDULERS, PLACES))('"%s" at an airline is operations control, not software', (title) => {
    expect(currentHere(AIRLINE, title)?.functions).toEqual(['operations_control']);
  });
  it.each(['Financial Controller', 'Controller', 'Programador Java'])(
    '"%s" is no operations control',
    (title) => {
      expect(functionsOf(title)).not.toContain('operations_control');
    },
  );
});

describe("an airline's station manager is ground handling", () => {
  const STATION = [
    'Jefe de Escala',
    'Jefa de Escala',
    'Chefe de Escala',
    "Chef d'escale",
    'Capo Scalo',
    'Airport Station Manager',
  ];
  it.each(cross(STATION, PLACES))('"%s" is ground handling', (title) => {
    expect(functionsOf(title)).toContain('ground_handling');
  });
  it.each(['Stationsleiterin Innere Medizin', 'Stationsleiter Pflege'])(
    '"%s" is no ground handling',
    (title) => {
      expect(functionsOf(title)).not.toContain('ground_handling');
    },
  );
});

describe('type-rating and synthetic-flight instructors and examiners are pilots (EASA Part-FCL)', () => {
  const INSTRUCTORS = [
    'TRI A320',
    'TRE Embraer',
    'Instructora TRI/SFI',
    'Examinateur (TRE)',
    'Type Rating Instructor',
    'Synthetic Flight Examiner',
    'Instructor de vuelo',
    'Istruttore di volo',
  ];
  it.each(cross(INSTRUCTORS, PLACES))('"%s" is flight crew', (title) => {
    expect(functionsOf(title)).toContain('flight_crew');
  });
  it.each(['Tre punti vendita', 'Tripulante de Cabina de Pasajeros', 'Responsabile tre negozi'])(
    '"%s" is no pilot',
    (title) => expect(functionsOf(title)).not.toContain('flight_crew'),
  );
});

describe('forestry and the cork harvest are agriculture (ISCO-08 2132, 6210, 9215)', () => {
  const FORESTRY = [
    'Engenheira Florestal',
    'Engenheiro Florestal – gestão de montado',
    'Diretora Florestal',
    'Gestor de Propriedades Florestais',
    'Ingeniero de Montes',
    'Ingeniera Forestal',
    'Ingénieur forestier',
    'Forest Engineer',
    'Gestora de Dehesa',
    'Tiradora de cortiça',
    'Descortiçador',
    'Descorchador',
    'Capataz de tiragem',
  ];
  it.each(cross(FORESTRY, PLACES))('"%s" is agriculture, not engineering', (title) => {
    const fns = functionsOf(title);
    expect(fns[0]).toBe('agriculture');
    expect(fns).not.toContain('engineering');
  });
});

describe('an operator of a named process is operations (ISCO-08 major group 8), read last', () => {
  const OPERATORS = [
    'Operador de Cozedura',
    'Operadora de Brocagem',
    'Operadora de Escolha',
    'Operador de Retificação',
    'Opérateur de tri',
    'Operatore di pressa',
    'Operario de laminado',
  ];
  it.each(cross(OPERATORS, PLACES))('"%s" is operations', (title) => {
    expect(currentHere(PLANT, title)?.functions).toEqual(['operations']);
  });
  it.each([
    ['Operadora de mercado eléctrico', 'trading'],
    ['Operador de Call Center', 'support'],
  ])('"%s" keeps its own function (%s)', (title, fn) => {
    expect(functionsOf(title)[0]).toBe(fn);
  });
});

describe('flight safety is its own function, apart from occupational health and safety', () => {
  const FLIGHT = [
    'Analista FDM',
    'Flight Data Monitoring Analyst',
    'Técnica de Seguridad Operacional',
    'Responsable Sécurité des Vols',
    'Responsabile Sicurezza Volo',
    'Flight Safety Officer',
  ];
  it.each(cross(FLIGHT, PLACES))('"%s" is flight safety', (title) => {
    expect(functionsOf(title)).toEqual(['flight_safety']);
  });
  it.each(['Safety Manager', 'Safety Officer', 'Safety Manager (SMS)'])(
    '"%s" at an airline is flight safety',
    (title) => expect(currentHere(AIRLINE, title)?.functions).toEqual(['flight_safety']),
  );
  it.each([
    'HSE Manager',
    'Técnica de Segurança no Trabalho',
    'Safety Officer (HSE)',
    'Health & Safety Manager',
    'Fire Safety Officer',
    'Environmental Safety Manager',
  ])('"%s" at an airline stays occupational health and safety', (title) => {
    expect(currentHere(AIRLINE, title)?.functions).toEqual(['health_safety']);
  });
  it.each(['Safety Manager', 'Safety Officer'])('"%s" at a plant stays health and safety', (title) => {
    expect(currentHere(PLANT, title)?.functions).toEqual(['health_safety']);
  });
});
