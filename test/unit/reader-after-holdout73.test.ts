import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import type { Position } from '../../functions/core/roles.js';
import type { Engagement } from '../../functions/core/values.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { keeps, keptIn, position, read } from '../fixtures/reading.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 73 (a sporting estate and an air-rescue operator): a plural initialism is
 * no negation word; whoever runs the whole organisation is its chief executive; people who used to work here
 * are the former staff, whatever bracket sits in the phrase; an advisory body glossed in a bracket is that one
 * body; seasonal and casual staff are employment types; a question about positions outside this company (a job held
 * elsewhere now, service in the armed forces) is judged on those positions. Each table is written in our own words.
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

  it.each([
    [
      'Office administrators and team assistants.',
      ['Office Administrator', 'Office Manager', 'Teamassistenz Vertrieb'],
      ['IT-Administrator', 'System Administrator', 'Cleaner', 'Handyman', 'Facility Manager'],
    ],
    [
      'Bürokräfte und Teamassistenzen.',
      ['Büroverwaltung', 'Team Assistant'],
      ['Netzwerkadministrator', 'Hausmeister', 'Reinigungskraft'],
    ],
  ] as const)('an office administrator is a job the title names: "%s"', (definition, keep, drop) =>
    keepsAndDrops(definition, keep, drop),
  );

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

const COMPANY: ProviderCompany = {
  ...EVAL_COMPANY,
  id: 9973,
  name: 'Bergbahn Talgrund AG',
  industry: 'Leisure',
};
const person = personAt(COMPANY, 'Full-time');
const CAREERS = {
  moonlighter: person('c1', 'Person c1', 'Liftwart', [
    ['Liftwart', 'here', '2019-01', null],
    ['Skilehrer', 'Skischule Talgrund', '2015-12', null, 'Part-time'],
  ]),
  nonExecDirector: person('c2', 'Person c2', 'Aufsichtsrat', [
    ['Mitglied des Aufsichtsrats', 'here', '2020-01', null, 'Board'],
    ['Vorständin', 'Stadtwerke Talgrund', '2012-01', null],
  ]),
  volunteer: person('c3', 'Person c3', 'Pistenretter', [
    ['Pistenretter', 'here', '2018-01', null],
    ['Einsatzkraft', 'Bergwacht Talgrund', '2010-01', null, 'Volunteer'],
  ]),
  student: person('c4', 'Person c4', 'Praktikantin Marketing', [
    ['Praktikantin Marketing', 'here', '2025-06', null, 'Internship'],
    ['Student, BA Tourism', 'Hochschule Talgrund', '2023-09', null],
  ]),
  oneJob: person('c5', 'Person c5', 'Kassierer', [
    ['Kassierer', 'here', '2016-01', null],
    ['Verkäufer', 'Sporthaus Talgrund', '2010-01', '2015-12'],
  ]),
  veteran: person('c6', 'Person c6', 'Betriebsleiter', [
    ['Betriebsleiter', 'here', '2014-01', null],
    ['Transporthubschrauberführer', 'Heeresflieger der Bundeswehr', '2002-01', '2013-12'],
  ]),
  airForce: person('c7', 'Person c7', 'Pisteur', [
    ['Pisteur', 'here', '2021-01', null],
    ['Mécanicien avion', "Armée de l'Air", '2008-01', '2020-12'],
  ]),
  leftVeteran: person('c8', 'Person c8', 'Pilot', [
    ['Pilot', 'Alpinflug', '2022-01', null],
    ['Pilot', 'here', '2016-01', '2021-12'],
    ['Pilot', 'Royal Air Force', '2005-01', '2015-12'],
  ]),
};

describe('a job or seat held elsewhere now, beside the role here, is judged on the positions outside', () => {
  it.each([
    [
      'en',
      'People who, besides their current role here, currently hold a job or directorship at another organisation (volunteering does not count).',
      ['moonlighter', 'nonExecDirector'],
    ],
    [
      'de',
      'Alle, die neben ihrer Rolle bei uns derzeit eine Stelle oder ein Mandat bei einer anderen Organisation haben – Ehrenamt zählt nicht.',
      ['moonlighter', 'nonExecDirector'],
    ],
    [
      'fr',
      'Les personnes qui occupent actuellement un poste dans une autre entreprise, en parallèle de leur rôle ici.',
      ['moonlighter', 'nonExecDirector', 'volunteer'],
    ],
    [
      'es',
      'Quienes, además de su puesto aquí, tienen actualmente un empleo en otra empresa. El voluntariado no cuenta.',
      ['moonlighter', 'nonExecDirector'],
    ],
  ] as const)('%s: "%s"', (_lang, definition, keep) =>
    expect(keptIn(definition, COMPANY, CAREERS)).toEqual([...keep].sort()),
  );
});

describe('service in the armed forces at any time is judged on every position, here now', () => {
  it.each([
    ['es', 'Personas que han servido en las fuerzas armadas en algún momento de su carrera.'],
    ['en', 'Anyone who has served in the armed forces at some point in their career.'],
    ['en', 'Military veterans.'],
    ['de', 'Wer früher bei der Bundeswehr gedient hat.'],
    ['it', 'Chi ha servito nelle forze armate.'],
    ['nl', 'Mensen die in de krijgsmacht hebben gediend.'],
  ] as const)('%s: "%s"', (_lang, definition) =>
    expect(keptIn(definition, COMPANY, CAREERS)).toEqual(['airForce', 'veteran']),
  );
});

describe('an emergency physician (Notarzt) is a doctor, not a notary (Notar)', () => {
  it.each([
    [
      'Notärztinnen und Notärzte, auch auf Honorarbasis.',
      ['Notarzt', 'Notärztin (Honorar)', 'Leitender Notarzt'],
      ['Notar', 'Justiziarin', 'Notariatsangestellte'],
    ],
    ['Hausjuristen und Notare.', ['Notar', 'Justiziar'], ['Notarzt', 'Notärztin']],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
