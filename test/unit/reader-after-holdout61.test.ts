import { describe, expect, it } from 'vitest';
import { kept, type RosterEntry, read } from '../fixtures/reading.js';

/**
 * Reading a definition after holdout 61: the people who used to work here, said with a level after them
 * ("…, at any level") or with a Dutch or German perfect ("heeft gewerkt", "gearbeitet haben"), are the
 * former employees; apprentices, trainees and interns are kinds of their own under the training
 * engagement, so an exclusion of one kind keeps the others. Each table is written in our own words.
 */

describe('people who used to work here and left, whatever follows them, are the former employees', () => {
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Everyone who used to work here and has since left, at every level.'],
    ['en', 'People who used to work for us, at any seniority.'],
    ['de', 'Alle, die früher hier gearbeitet haben und gegangen sind.'],
    ['de', 'Personen, die hier gearbeitet haben, auf jeder Ebene.'],
    ['nl', 'Iedereen die hier heeft gewerkt en is vertrokken, op elk niveau.'],
    ['nl', 'Mensen die hier werkten, van elk niveau.'],
    ['es', 'Personas que trabajaban aquí y se han ido, de cualquier nivel.'],
    ['pt', 'Pessoas que trabalhavam aqui e saíram, em qualquer nível.'],
    ['it', 'Persone che lavoravano qui e se ne sono andate, a qualsiasi livello.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" asks for anyone who left`, () => {
      const reading = read(d);
      expect(reading.formerOnly).toBe(true);
      expect(reading.includes.length).toBeGreaterThan(0);
      expect(reading.includes.every((c) => c.functions === null && c.roles.length === 0)).toBe(true);
    });
});

const TRAINEES: readonly RosterEntry[] = [
  ['Auszubildende Industriekauffrau', 'intern'],
  ['Apprentice Plumber', 'intern'],
  ['Leerling monteur', 'intern'],
  ['Alternant comptable', 'intern'],
  ['Praktikant Vertrieb', 'intern'],
  ['Stagiaire RH', 'intern'],
  ['Werkstudent Controlling', 'intern'],
  ['Graduate Trainee Logistics', 'intern'],
  'Warehouse Supervisor',
];
const APPRENTICES = TRAINEES.slice(0, 4).map((e) => e[0]);
const INTERNS = TRAINEES.slice(4, 7).map((e) => e[0]);

describe('an exclusion of one kind of trainee keeps the other kinds', () => {
  const NOT_APPRENTICES: readonly [string, string][] = [
    ['en', 'Interns and working students. No apprentices, no trainees.'],
    ['de', 'Praktikanten und Werkstudenten. Keine Azubis und keine Trainees.'],
    ['nl', 'Stagiairs en werkstudenten. Geen leerlingen, geen trainees.'],
    ['fr', 'Stagiaires et étudiants salariés. Sans les apprentis ni les trainees.'],
    ['es', 'Becarios y estudiantes en prácticas. Sin aprendices ni trainees.'],
  ];
  for (const [lang, d] of NOT_APPRENTICES)
    it(`${lang}: "${d}" keeps the interns and working students`, () =>
      expect(kept(d, TRAINEES)).toEqual(INTERNS));
  const NOT_INTERNS: readonly [string, string][] = [
    ['en', 'All apprentices. Not interns, not working students, not trainees.'],
    ['de', 'Alle Auszubildenden. Keine Praktikanten, keine Werkstudenten, keine Trainees.'],
  ];
  for (const [lang, d] of NOT_INTERNS)
    it(`${lang}: "${d}" keeps the apprentices`, () => expect(kept(d, TRAINEES)).toEqual(APPRENTICES));
});

describe('the administration of the (flex) workforce is a job of its own, not all of operations', () => {
  const ROSTER = [
    'Medewerker flexadministratie',
    'Payroll Specialist',
    'Sachbearbeiterin Personalverwaltung',
    'Operations Manager',
    'Warehouse Operative',
    'Production Planner',
    'Branch Manager',
  ];
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Payroll and flex administration staff, any level.'],
    ['en', 'Payroll and personnel administration people.'],
    ['nl', 'Salarisadministratie en flexadministratie, alle niveaus.'],
    ['de', 'Lohnbuchhaltung und Personalverwaltung.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the administrators of pay and contracts only`, () =>
      expect(kept(d, ROSTER)).toEqual([
        'Medewerker flexadministratie',
        'Payroll Specialist',
        'Sachbearbeiterin Personalverwaltung',
      ]));
});

describe('a trade filed under operations, named alone, asks for that trade, not every operations worker', () => {
  const TRADE = ['Plaatwerker', 'Chapista'];
  const ROSTER = [
    ...TRADE,
    'Productiemedewerker',
    'Warehouse Operative',
    'Orderpicker',
    'Operario de producción',
  ];
  const DEFINITIONS: readonly [string, string, string][] = [
    ['nl', 'Plaatwerkers.', 'Plaatwerker'],
    ['es', 'Chapistas.', 'Chapista'],
    ['es', 'Personal de chapa: chapistas y su responsable.', 'Chapista'],
  ];
  for (const [lang, d, trade] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the sheet-metal worker only`, () => expect(kept(d, ROSTER)).toEqual([trade]));
});

describe('a branch level the people rank above is a comparison, not the part of the company they work in', () => {
  const ROSTER = [
    'Regional Director North',
    'Regiomanager Zuid',
    'Regionalleiterin Süd',
    'Store Manager',
    'HR Manager',
  ];
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Regional directors above store level.'],
    ['nl', 'Regiomanagers en regiodirecteuren boven winkelniveau.'],
    ['de', 'Regionalleiter oberhalb der Filialebene.'],
    ['fr', 'Directeurs régionaux au-dessus du niveau de l’agence.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the regional heads`, () =>
      expect(kept(d, ROSTER)).toEqual([
        'Regional Director North',
        'Regiomanager Zuid',
        'Regionalleiterin Süd',
      ]));
  it('"unterhalb der Managementebene" still asks for the levels below management', () =>
    expect(
      kept('Softwareentwickler unterhalb der Managementebene.', [
        'Softwareentwickler',
        'Engineering Manager',
      ]),
    ).toEqual(['Softwareentwickler']));
});

describe('a parts department is the people whose title names parts, in stores, sales or management', () => {
  const PARTS = [
    'Leiter Ersatzteile',
    'Verkäufer Teile und Zubehör',
    'Parts Advisor',
    'Magasinier pièces détachées',
  ];
  const ROSTER = [...PARTS, 'Kfz-Mechatroniker', 'Serviceberater', 'Lagerist', 'Sales Consultant'];
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Parts and accessories people, the parts manager too.'],
    ['en', 'Spare parts staff.'],
    ['de', 'Mitarbeiter im Teiledienst, auch der Leiter.'],
    ['fr', 'Le magasin pièces de rechange.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the parts people`, () => expect(kept(d, ROSTER)).toEqual(PARTS));
});

describe("a dealership's vehicle preparers and transfer drivers are jobs the title names", () => {
  const PREP = ['Fahrzeugaufbereiterin', 'Préparateur de véhicules', 'Car Valeter'];
  const DRIVERS = ['Überführungsfahrer', 'Convoyeur'];
  const ROSTER = [...PREP, ...DRIVERS, 'Kfz-Mechatroniker', 'Lkw-Fahrer', 'Lagerist'];
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Vehicle preparers and transfer drivers at the dealership.'],
    ['de', 'Fahrzeugaufbereiter und Überführungsfahrer.'],
    ['fr', 'Préparateurs de véhicules et convoyeurs.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the preparers and the transfer drivers`, () =>
      expect(kept(d, ROSTER)).toEqual([...PREP, ...DRIVERS]));
});

describe("a workshop's service advisers are a job the title names, not an advisory engagement", () => {
  const ADVISERS = ['Serviceberaterin', 'Kundendienstberater', 'Service Advisor', 'Serviceadviseur'];
  const ROSTER = [
    ...ADVISERS,
    ['Strategic Advisor', 'advisor'],
    'Customer Service Agent',
    'Kfz-Mechatroniker',
  ] as const;
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Service advisers at the workshop reception.'],
    ['de', 'Serviceberater und Kundendienstberater.'],
    ['en', 'Service advisors who receive the customers and their cars.'],
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the service advisers`, () => expect(kept(d, ROSTER)).toEqual(ADVISERS));
});
