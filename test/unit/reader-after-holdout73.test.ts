import { describe, expect, it } from 'vitest';
import type { Position } from '../../functions/core/roles.js';
import type { Engagement } from '../../functions/core/values.js';
import { keeps, position, read } from '../fixtures/reading.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 73 (a sporting estate and an air-rescue operator): a plural initialism is
 * no negation word; whoever runs the whole organisation is its chief executive; people who used to work here
 * are the former staff, whatever bracket sits in the phrase; an advisory body glossed in a bracket is that one
 * body; seasonal and casual staff are employment types. Each table is written in our own words.
 */

describe('a plural initialism ("PAs") is no negation word', () => {
  it.each([
    [
      'PAs, executive assistants and team assistants – the office support people. Current only.',
      ['PA to the Managing Director', 'Executive Assistant', 'Team Assistant'],
      ['Customer Support Agent', 'Head of Sales', 'Software Engineer'],
    ],
    [
      'Secretaries, PAs and EAs.',
      ['Executive Assistant', 'PA to the CEO', 'Secretary'],
      ['Customer Support Agent', 'Controller'],
    ],
    [
      'Assistants (PAs, EAs) only.',
      ['Executive Assistant', 'PA to the CEO'],
      ['Head of Sales', 'Account Executive'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));

  it('"PAs" opens no exclusion', () => expect(read('PAs and executive assistants.').excludes).toEqual([]));
});

describe('whoever runs the whole organisation is its chief executive, not every head', () => {
  const KEEP = ['CEO', 'Geschäftsführer', 'Managing Director'];
  const DROP = [
    'Head of Finance',
    'Leiterin Personal',
    'Head Chef',
    'Directeur commercial',
    'Stationsleiter',
  ];
  it.each([
    ['en', 'The person who runs the organisation day to day, and their deputy. No assistants.'],
    ['en', 'Whoever runs the company.'],
    ['de', 'Wer das Unternehmen leitet.'],
    ['fr', "La personne qui dirige l'entreprise au quotidien."],
    ['es', 'Quien dirige la empresa en el día a día.'],
    ['it', "Chi dirige l'azienda."],
    ['nl', 'Wie de organisatie dagelijks leidt.'],
    ['pt', 'Quem dirige a empresa.'],
  ] as const)('%s: "%s"', (_lang, definition) => keepsAndDrops(definition, KEEP, DROP));
});

describe('people who used to work here, with a bracket inside the phrase, are the former staff', () => {
  it.each([
    ['en', 'Anyone who used to work here (employees or freelancers) and no longer does.'],
    ['en', 'People who used to work for us (any contract) and have left. Former board members do not count.'],
    ['en', 'Everyone who once worked here (staff or contract), at any level.'],
  ] as const)('%s: "%s" asks for anyone who left', (_lang, definition) => {
    const reading = read(definition);
    expect(reading.formerOnly).toBe(true);
    expect(reading.includes.length).toBeGreaterThan(0);
    expect(reading.includes.every((c) => c.functions === null && c.roles.length === 0)).toBe(true);
  });
});

describe('an advisory body glossed in a bracket is that body, not every board', () => {
  const KEEP: readonly (readonly [string, Engagement])[] = [
    ['Trustee', 'board'],
    ['Mitglied des Aufsichtsrats', 'board'],
    ['Member of the Board of Directors', 'board'],
  ];
  const DROP: readonly (readonly [string, Engagement])[] = [
    ['Advisory Board Member', 'advisor'],
    ['Mitglied des Beirats (Advisory Board)', 'advisor'],
  ];
  it.each([
    ['en', 'Current board members and trustees. Advisory boards (Beirat) do not count.'],
    ['de', 'Aufsichtsrat und Stiftungsvorstand, Trustees; der Beirat (advisory board) zählt nicht.'],
    ['fr', "Membres du conseil d'administration et trustees. Pas le conseil consultatif (Beirat)."],
    ['es', 'Miembros del consejo de administración y trustees, no el consejo asesor (advisory board).'],
  ] as const)('%s: "%s"', (_lang, definition) => keepsAndDrops(definition, KEEP, DROP));
});

describe('seasonal and casual staff are employment types', () => {
  const held = (title: string, employmentType: string | null): Position =>
    ({ ...position(title), employmentType }) as Position;
  const ROSTER: readonly [string, Position][] = [
    ['seasonal beater', held('Beater', 'Seasonal')],
    ['casual picker-up', held('Picker-up & dog handler', 'Casual')],
    ['ski instructor (saison)', held('Moniteur de ski (saison)', null)],
    ['Aushilfe im Service', held('Servicekraft (Aushilfe)', null)],
    ['permanent keeper', held('Gamekeeper', null)],
    ['freelance guide', held('Fishing Guide', 'Freelance')],
  ];
  const keptBy = (definition: string): string[] => {
    const reading = read(definition);
    return ROSTER.filter(([, p]) => keeps(reading, p)).map(([name]) => name);
  };
  it.each([
    ['Seasonal and casual staff who work only the season: beaters, guides, lodge staff.'],
    ['Casual and seasonal workers.'],
    ['Seasonal or casual staff, any job.'],
  ] as const)('"%s" keeps the seasonal and the casual', (definition) =>
    expect(keptBy(definition)).toEqual([
      'seasonal beater',
      'casual picker-up',
      'ski instructor (saison)',
      'Aushilfe im Service',
    ]),
  );
  it('"casual workers" alone keeps the casual only', () =>
    expect(keptBy('Casual workers.')).toEqual(['casual picker-up', 'Aushilfe im Service']));
});
