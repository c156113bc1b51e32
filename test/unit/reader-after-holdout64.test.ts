import { describe, expect, it } from 'vitest';
import type { Position } from '../../functions/core/roles.js';
import type { Engagement } from '../../functions/core/values.js';
import { keeps, kept, position, read } from '../fixtures/reading.js';

/**
 * Reading a definition after holdout 64: live-in carers are a job ("self-employed X" keeps self-employed X, not
 * every freelancer), "+ whoever coordinates them" is the group's coordinators, a bracket of countries is no
 * criterion; supervisory bodies are board seats, the owner's representatives on them are seats, the management
 * board and zarząd are the executives; board seats for the owner, "independent" in any language; GF is a
 * Geschäftsführer; the German suspended hyphen; care home and unit leaders; interns on sites; housekeeping and
 * cleaning. Each table is written in our own words.
 */

const held = (title: string, engagement: Engagement): Position => position(title, engagement);

describe('live-in carers: "self-employed X" keeps self-employed X, and "+ whoever coordinates them"', () => {
  const ROSTER: readonly [string, Position][] = [
    ['live-in carer, self-employed', held('Live-in Carer', 'contractor')],
    ['24h carer (SK), self-employed', held('Opatrovateľka 24h', 'contractor')],
    ['Personenbetreuerin, self-employed', held('Personenbetreuerin', 'contractor')],
    ['coordinator of the 24h care', held('Koordinator 24-Stunden-Betreuung', 'employee')],
    ['freelance IT support', held('IT Support', 'contractor')],
    ['outside lawyer', held('Rechtsanwalt (extern)', 'contractor')],
    ['self-employed crane operator', held('Crane Operator', 'contractor')],
    ['employed nurse', held('Krankenpflegerin', 'employee')],
    ['coordinator of events', held('Event Coordinator', 'employee')],
  ];
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'The self-employed 24-hour carers (Poland, Bulgaria, Croatia) + whoever coordinates them'],
    ['en', 'Self-employed live-in carers and whoever coordinates them.'],
    ['de', 'Selbständige 24h-Betreuerinnen (Slowakei, Ungarn) und wer sie koordiniert.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}"`, () => {
      const reading = read(d);
      expect(ROSTER.filter(([, p]) => keeps(reading, p)).map(([name]) => name)).toEqual([
        'live-in carer, self-employed',
        '24h carer (SK), self-employed',
        'Personenbetreuerin, self-employed',
        'coordinator of the 24h care',
      ]);
    });
  it('a bracket of countries leaves no word unread', () =>
    expect(read('Live-in carers (Slovakia, Romania, Hungary).').warnings).toEqual([]));
});

describe('supervisory bodies are board seats; the management board and zarząd are the executives', () => {
  const ROSTER: readonly [string, Position][] = [
    ['Aufsichtsrat member', held('Mitglied des Aufsichtsrats', 'board')],
    ['rada nadzorcza member', held('Członek Rady Nadzorczej', 'board')],
    ['Kuratorium chair', held('Vorsitzende des Kuratoriums', 'employee')],
    ['management board member', held('Członek Zarządu', 'employee')],
    ['CEO', held('CEO', 'employee')],
    ['advisor', held('Senior Advisor', 'advisor')],
  ];
  const DEFINITIONS: readonly string[] = [
    'Members of supervisory bodies: Aufsichtsrat / rada nadzorcza / Kuratorium, including the shareholders’ representatives sitting on them. Not the management board (zarząd) and not advisors.',
    'Members of supervisory bodies, the owner’s representatives who sit on them included. Not the zarząd, no advisors.',
  ];
  for (const d of DEFINITIONS)
    it(`"${d}"`, () => {
      const reading = read(d);
      expect(ROSTER.filter(([, p]) => keeps(reading, p)).map(([name]) => name)).toEqual([
        'Aufsichtsrat member',
        'rada nadzorcza member',
        'Kuratorium chair',
      ]);
    });
  it('"Members of supervisory bodies" alone are board seats', () =>
    expect(kept('Members of supervisory bodies.', [['Członek Rady Nadzorczej', 'board'], 'CEO'])).toEqual([
      'Członek Rady Nadzorczej',
    ]));
  it('"management board members" are the executives', () =>
    expect(kept('CFO, COO and management board members.', ['Członek Zarządu', 'Head of Sales'])).toEqual([
      'Członek Zarządu',
    ]));
});

describe('board seats held for the owner; "independent" in the language of the title', () => {
  const ROSTER: readonly [string, Position][] = [
    ['founder', held('Founder', 'founder')],
    ['board member', held('Członek Rady Nadzorczej', 'board')],
    ['independent board member (PL)', held('Członek Rady Nadzorczej (niezależny)', 'board')],
    ['independent board member (ES)', held('Consejero independiente', 'board')],
    ['hired manager', held('Head of Finance', 'employee')],
  ];
  it('"people who sit on its boards on behalf of the owners"', () => {
    const reading = read(
      'Owners and founders, and people who sit on its boards on behalf of the shareholders. Not independent board members.',
    );
    expect(ROSTER.filter(([, p]) => keeps(reading, p)).map(([name]) => name)).toEqual([
      'founder',
      'board member',
    ]);
  });
});

describe('GF is a Geschäftsführer', () => {
  it('"Former leaders (GF)" reads GF as the top executives', () =>
    expect(read('Former directors or GF.').includes.some((c) => c.levels?.includes('c_level'))).toBe(true));
});

describe('the German suspended hyphen, and care home and unit leaders', () => {
  const ROSTER = ['Hausleiterin', 'Wohnbereichsleitung', 'Stationsleiter', 'Heimhilfe', 'Head of Finance'];
  const DEFINITIONS: readonly string[] = [
    'Hausleitungen, Wohnbereichs- und Stationsleitungen.',
    'Haus-, Wohnbereichs- oder Stationsleiter.',
  ];
  for (const d of DEFINITIONS)
    it(`"${d}"`, () =>
      expect(kept(d, ROSTER)).toEqual(['Hausleiterin', 'Wohnbereichsleitung', 'Stationsleiter']));
  it('"Wohnbereichs- und Stationsleitungen" are both', () =>
    expect(
      kept('Wohnbereichs- und Stationsleitungen.', ['Wohnbereichsleitung', 'Stationsleitung', 'CFO']),
    ).toEqual(['Wohnbereichsleitung', 'Stationsleitung']));
  it('"Bereichs- und Stationsleitungen": a part with no job of its own stays with the full word', () =>
    expect(
      kept('Bereichs- und Stationsleitungen im Pflegedienst.', ['Head of Finance', 'Stationsleitung']),
    ).toEqual(['Stationsleitung']));
});

describe('interns on sites are interns at a site', () => {
  const ROSTER: readonly [string, Position][] = [
    ['site intern (PL)', held('Praktykant na budowie', 'intern')],
    ['construction intern', held('Praktikant Bauleitung', 'intern')],
    ['controlling intern', held('Praktikant Controlling', 'intern')],
    ['HR intern', held('Stażysta – dział kadr', 'intern')],
  ];
  it('"Site engineers, and interns and trainees on sites"', () => {
    const reading = read('Site engineers, and interns and trainees on sites.');
    expect(ROSTER.filter(([, p]) => keeps(reading, p)).map(([name]) => name)).toEqual([
      'site intern (PL)',
      'construction intern',
    ]);
  });
  it('"graduate trainees on sites": a Polish praktykant is one', () =>
    expect(
      kept('Graduate trainees on sites.', [
        ['Praktykant na budowie', 'intern'],
        ['Praktikant Controlling', 'intern'],
      ]),
    ).toEqual(['Praktykant na budowie']));
  it('"on-site team leads" name a job, not a place', () =>
    expect(kept('Site managers and on-site team leads.', ['Plant Director'])).toEqual([]));
});

describe('housekeeping and cleaning, and the German Ergotherapeut', () => {
  const ROSTER = ['Reinigungskraft', 'Leitung Hauswirtschaft', 'Addetta pulizie', 'Facility Manager', 'Koch'];
  it('"Servizi domestici (Hauswirtschaft, pulizie)"', () =>
    expect(kept('Servizi domestici (Hauswirtschaft, pulizie).', ROSTER)).toEqual([
      'Reinigungskraft',
      'Leitung Hauswirtschaft',
      'Addetta pulizie',
    ]));
  it('"ergothérapeutes" keeps an Ergotherapeutin', () =>
    expect(kept('Ergothérapeutes.', ['Ergotherapeutin', 'Krankenpflegerin'])).toEqual(['Ergotherapeutin']));
});

describe('office administration is a job, not all of operations', () => {
  const ROSTER = ['Office Manager', 'Excavator Operator', 'Logistics Coordinator', 'Facility Manager'];
  it('"Facility Management und Büroverwaltung/Administration"', () =>
    expect(kept('Facility Management und Büroverwaltung/Administration.', ROSTER)).toEqual([
      'Office Manager',
      'Facility Manager',
    ]));
  it('"Office administration" keeps an office administration lead', () =>
    expect(
      kept('Office administration, any level.', [
        'Kierownik Administracji Biura',
        'Excavator Operator',
        'Head of Finance',
      ]),
    ).toEqual(['Kierownik Administracji Biura']));
});
