import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 60 (issue 22). Holdout 60 had a regional airport (apron control, an airport fire
 * service, security screening, ground handling, a cargo terminal, passenger services) and an architecture partnership
 * (founding partners, site supervision, cost planning). Generated tables: the same kinds of titles at employers in no
 * labelled set.
 */

const SITES = ['', ' – Aéroport de Vallonne', ' | Flughafen Ostalb GmbH', ' @ Aeropuerto de Somontano'];
const { reads } = titleTables(SITES);

describe("an airport's own operations (duty managers, apron control, the AOCC) are operations", () => {
  reads(
    'operations',
    {
      en: [
        'Airport Duty Manager',
        'Terminal Duty Officer',
        'Apron Controller',
        'Head of Apron Management',
        'Airside Operations Officer',
      ],
      nl: ['Hoofd Apron Control', 'Medewerker luchthavenoperaties'],
      fr: ['Responsable des opérations aéroportuaires', "Chef d'exploitation aéroportuaire"],
      de: ['Vorfeldkontrolleur', 'Leiterin Vorfeldaufsicht', 'Schichtleiter Flughafenbetrieb'],
      it: ['Coordinatore operazioni di scalo', 'Addetta AOCC'],
      es: ['Técnico de operaciones aeroportuarias'],
    },
    ['finance', 'ground_handling', 'operations_control'],
  );
});

describe("an airport's cargo terminal is air cargo, neither operations nor ground handling", () => {
  reads(
    'air_cargo',
    {
      en: ['Air Cargo Agent', 'Cargo Terminal Supervisor', 'Head of Cargo', 'Cargo warehouse operator'],
      fr: ['Magasinier fret', 'Directrice Cargo', 'Agent fret aérien'],
      de: ['Mitarbeiter Luftfrachtabfertigung', 'Schichtleiterin Frachtabfertigung', 'Lagerist / Fracht'],
      nl: ['Medewerker vrachtafhandeling', 'Teamleider luchtvracht'],
      es: ['Agente de carga aérea', 'Jefe de terminal de carga'],
      it: ['Addetto merci aeree'],
    },
    ['operations', 'ground_handling'],
  );
  it.each(['Vendedora sin cargo directivo', 'Técnico a cargo de obra', 'Head of Ocean Freight Operations'])(
    '"%s" is no air cargo',
    (title) => {
      expect(readTitle(title).functions).not.toContain('air_cargo');
    },
  );
});

describe('passenger services and information desks are customer support', () => {
  reads(
    'support',
    {
      en: ['Passenger Services Manager', 'Passenger Experience Supervisor', 'Information desk agent'],
      it: ['Responsabile assistenza passeggeri'],
      pt: ['Atendimento aos passageiros', 'Hospedeira de informações'],
      fr: ['Hôtesse info desk', 'Responsable service passagers'],
      nl: ['Medewerker infobalie'],
      es: ['Atención al pasajero – supervisora'],
    },
    ['ground_handling'],
  );
  it('a receptionist stays facilities ("Hôtesse d\'accueil")', () => {
    expect(readTitle("Hôtesse d'accueil").functions).not.toContain('support');
  });
});

describe('airport security screeners and their supervisors guard a checkpoint: other, never information security', () => {
  reads(
    'other',
    {
      en: ['Security Screening Officer', 'Hold baggage screener', 'Screening supervisor'],
      fr: ['Agent de sûreté aéroportuaire', 'Opératrice inspection filtrage'],
      pt: ['Operador de rastreio'],
      de: ['Luftsicherheitsassistentin', 'Mitarbeiter Fluggastkontrolle'],
      it: ['Addetta ai controlli di sicurezza'],
    },
    ['security'],
  );
  it.each(['CV screening specialist', 'M&A screening analyst'])('"%s" is no guard', (title) => {
    expect(readTitle(title).functions).not.toContain('other');
  });
});

describe("an airport's rescue and firefighting service is HSE, as firefighters are", () => {
  reads('health_safety', {
    fr: [
      "Chef du service de sauvetage et de lutte contre l'incendie",
      'Chef de manœuvre SSLIA',
      'Pompier SLIA',
    ],
    en: ['ARFF Officer', 'Airport Firefighter', 'RFFS Watch Manager'],
  });
});

describe('German founding and managing partner-owners are owners', () => {
  it.each([
    'Gründungspartner',
    'Gründungspartnerin',
    'Gruendungspartner (Architekt)',
    'Gründungsgesellschafterin',
    'Geschäftsführender Gesellschafter',
    'Geschäftsführende Gesellschafterin',
  ])('"%s" reads as an owner', (title) => {
    expect(readTitle(title).level).toBe('owner');
  });
  it.each(['Assistenz der Gründungspartner', 'Assistenz des Vorstands', 'Assistenz der Geschäftsführung'])(
    '"%s" assists, owns nothing',
    (title) => {
      expect(readTitle(title).level).toBe('individual');
    },
  );
});

describe("an architect's site supervision is construction, cost planning and AVA estimating", () => {
  reads('construction', {
    de: ['Leiterin Bauleitung', 'Bauüberwachung', 'Objektüberwachung (LPH 8)', 'Örtliche Bauaufsicht'],
  });
  reads('estimating', {
    de: ['Kostenplaner', 'Kostenplanerin (AVA)', 'AVA-Spezialistin', 'Ausschreibung, Vergabe und Abrechnung'],
  });
});

describe("an airport operator's maintenance keeps its runways and buildings, an airline's its aircraft", () => {
  const here = (title: string, name: string) =>
    positionsOf(
      bareProfile({ experience: [roleAt(title)] }),
      bareCompany({ name, industry: 'Airlines and Aviation' }),
    ).find((p) => p.current && p.here !== null)?.functions;
  it.each([
    'Technicien de maintenance électromécanique',
    "Chef d'équipe maintenance",
    'Mitarbeiter Instandhaltung',
    'Técnico de manutenção',
  ])('"%s" at an airport is facilities, at an airline aircraft maintenance', (title) => {
    for (const name of ['Aéroport de Vallonne', 'Flughafen Ostalb GmbH', 'Somontano Airport'])
      expect(here(title, name)).toEqual(['facilities']);
    expect(here(title, 'Vallonne Airlines')).toEqual(['aircraft_maintenance']);
  });
  it('an airport\'s aircraft mechanic still maintains aircraft ("Aircraft maintenance technician B1")', () => {
    expect(here('Aircraft maintenance technician B1', 'Aéroport de Vallonne')).toEqual([
      'aircraft_maintenance',
    ]);
  });
});

describe('an independent director sits on the board, in any of the languages', () => {
  it.each([
    'Independent Director',
    'Independent non-executive director',
    'Onafhankelijk bestuurder (independent director)',
    'Administrateur indépendant',
    'Consejera independiente',
    'Amministratrice indipendente',
  ])('"%s" is a board seat', (title) => {
    expect(readTitle(title).engagement).toBe('board');
  });
  it('"Independent Director of Sales" still works there', () => {
    expect(readTitle('Independent Director of Sales').engagement).toBe('employee');
  });
});

describe('aviation security stays guarding, a green-building auditor is sustainability', () => {
  reads('other', {
    fr: ['Responsable sûreté aéroportuaire', 'Coordinatrice sûreté aérienne'],
    en: ['Aviation Security Manager', 'AVSEC Officer'],
  });
  reads(
    'sustainability',
    { de: ['DGNB-Auditorin', 'Nachhaltigkeitsberater / DGNB-Auditor'], en: ['LEED AP', 'BREEAM Assessor'] },
    ['finance'],
  );
});
