import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 118 (a regional broadcaster): a Polish broadcaster's jobs from the Polish ISCO-08
 * classification (KZiS 2642, 2654, 2656, 3521). Each rule is held by a generated table: the job words in their
 * forms × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const STATION = ['', ' – Radio Kociewie', ' (TVK Olsztyn)', ' | Wrocław'];

describe('Polish broadcasting titles read as their function', () => {
  it.each([
    ...cross(['Dziennikarz', 'Dziennikarka sportowa', 'Reporterka', 'Sekretarz redakcji'], STATION).map(
      (t) => [t, 'journalism'] as const,
    ),
    ...cross(['Prezenter', 'Prezenterka serwisu', 'Prowadzący audycję poranną'], STATION).map(
      (t) => [t, 'broadcasting'] as const,
    ),
    ...cross(['Montażysta', 'Montażystka materiałów'], STATION).map((t) => [t, 'post_production'] as const),
    ...cross(['Operator kamery', 'Operatorka kamery', 'Kamerzysta'], STATION).map(
      (t) => [t, 'camera'] as const,
    ),
    ...cross(['Realizator dźwięku', 'Realizatorka dźwięku', 'Stażystka, realizacja dźwięku'], STATION).map(
      (t) => [t, 'event_technology'] as const,
    ),
  ])('"%s" is %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
});

const TOWER = ['', ' – Aeropuerto de Vigo', ' (TWR/APP)', ' | night shift'];

describe('air traffic controllers and AFIS officers work in operations, not finance', () => {
  it.each(
    cross(
      [
        'Air Traffic Controller',
        'Trainee Air Traffic Controller',
        'Tower Controller',
        'Fluglotsin',
        'Flugverkehrsleiter',
        'Contrôleuse aérienne',
        'Controlador de tránsito aéreo',
        'Controladora de tráfego aéreo',
        'Luchtverkeersleider',
        'Controllore del traffico aereo',
        'Kontroler ruchu lotniczego',
        'AFIS Officer',
        'Operadora AFIS',
      ],
      TOWER,
    ),
  )('"%s" is operations', (title) => {
    expect(readTitle(title).functions[0]).toBe('operations');
  });
  it.each(['Financial Controller', 'Controller financiera', 'Controllerin'])(
    '"%s" stays finance',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('finance');
    },
  );
});

describe('a German Technischer Dienst is the maintenance department, read as operations like the Dutch one', () => {
  const PLACES = ['', ' – Werk Süd', ' (Standort Kassel)', ' & Sicherheitsbeauftragter'];
  it.each(
    cross(
      [
        'Leiter Technischer Dienst',
        'Leiterin des Technischen Dienstes',
        'Mitarbeiter Technischer Dienst',
        'Elektriker im Technischen Dienst',
      ],
      PLACES,
    ),
  )('"%s" is operations, not engineering', (title) => {
    const { functions } = readTitle(title);
    expect(functions).toContain('operations');
    expect(functions).not.toContain('engineering');
  });
});
