import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import type { ProfessionalFunction } from '../../functions/core/vocabulary/functions.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 25 (issue 22). Holdout 25 (a Riga proptech SaaS, a Croatian yacht builder)
 * had naval architects read as software engineers, a "Design Office Lead / Chief Naval Architect" as a UX
 * designer, a "Head of After-Sales & Warranty" as sales, a warranty coordinator and a service technician as
 * nothing, a "Procurment Specialist" (typo) as nothing and a "Dealer Network Manager" as nothing. Generated
 * tables: titles in seven languages at employers in no labelled set.
 */

const SITES = ['', ' – Astilleros del Cantábrico SA', ', Noordzee Werf BV', ' (Cantiere Navale Adriatico)'];
const { reads } = titleTables(SITES);
const fn = (title: string) => readTitle(title).functions[0];

describe('naval architects, marine engineers and the design office are hardware engineering', () => {
  reads(
    'hardware_engineering',
    {
      en: [
        'Naval Architect',
        'Marine Engineer – Propulsion & Systems',
        'Intern – Naval Architecture',
        'Design Office Lead / Chief Naval Architect',
        'Yacht Designer',
        'Shipbuilding Engineer',
        'Head of Drawing Office',
      ],
      de: ['Schiffbauingenieurin', 'Schiffsarchitekt', 'Leiter Konstruktionsbüro', 'Praktikant Schiffbau'],
      fr: [
        'Architecte naval',
        'Ingénieur naval',
        'Responsable bureau d’études',
        'Ingénieure construction navale',
      ],
      es: ['Ingeniero naval', 'Arquitecta naval', 'Jefe de oficina técnica', 'Becario ingeniería naval'],
      nl: ['Scheepsbouwkundig ingenieur', 'Scheepsarchitect', 'Hoofd tekenkamer', 'Stagiair scheepsbouw'],
      pt: [
        'Engenheiro naval',
        'Arquiteta naval',
        'Estagiário engenharia naval',
        'Chefe do gabinete de projeto',
      ],
      it: [
        'Ingegnere navale',
        'Architetto navale',
        'Responsabile ufficio tecnico',
        'Progettista – Ingegneria navale',
      ],
    },
    ['engineering', 'design'],
  );
  it('seagoing engineers, software and UX designers keep their functions', () => {
    expect(fn('Marine Engineer Cadet')).toBe('seafaring');
    expect(fn('Chief Engineer MV Nordic Star')).toBe('seafaring');
    expect(fn('Software Engineer')).toBe('engineering');
    expect(fn('UX Designer')).toBe('design');
    expect(fn('Graphic Designer')).toBe('design');
  });
});

describe('after-sales service, warranty and service technicians are customer support, not sales', () => {
  reads(
    'support',
    {
      en: [
        'Head of After-Sales & Warranty',
        'After-Sales Manager',
        'Warranty Coordinator',
        'After-Sales Service Technician',
        'Service Base Manager',
      ],
      de: [
        'Leiter Kundendienst',
        'Kundendiensttechniker',
        'Garantiesachbearbeiterin',
        'After-Sales-Managerin',
      ],
      fr: [
        'Responsable SAV',
        'Technicien SAV',
        'Responsable service après-vente',
        'Gestionnaire des garanties',
      ],
      es: [
        'Jefe de postventa',
        'Técnico de posventa',
        'Coordinadora de garantías',
        'Responsable de posventa',
      ],
      nl: ['Manager after-sales', 'Technicus after-sales', 'Medewerker aftersales', 'Coördinator warranty'],
      pt: [
        'Técnico de Assistência',
        'Gestor de pós-venda',
        'Coordenadora de garantias',
        'Responsável pós-venda',
      ],
      it: [
        'Coordinatrice Garanzie',
        'Responsabile post-vendita',
        'Tecnico dell’assistenza',
        'Ufficio garanzie',
      ],
    },
    ['sales', 'operations'],
  );
  it('quality assurance, sales and engineers keep their functions', () => {
    expect(fn('Garantía de Calidad')).toBe('quality');
    expect(fn('Responsabile Garanzia della Qualità')).toBe('quality');
    expect(fn('Sales Manager')).toBe('sales');
    expect(fn('Service Engineer')).not.toBe('support');
    expect(fn('Field Service Technician')).toBe('operations');
    expect(fn('Ship Engineer')).toBe('seafaring');
    expect(fn('Shared Service Center Lead')).not.toBe('support');
  });
});

describe('a misspelt procurement is procurement', () => {
  reads('procurement', {
    en: ['Procurment Specialist', 'Procurment Manager'],
    de: ['Procurment Specialist Stahl'],
    fr: ['Procurment Manager achats indirects'],
    es: ['Procurment Specialist – acero'],
    nl: ['Procurment Officer'],
    pt: ['Procurment Analyst'],
    it: ['Procurment Specialist acciaio'],
  });
});

describe('a dealer or reseller network is partnerships and channel', () => {
  reads(
    'partnerships',
    {
      en: ['Dealer Network Manager', 'Reseller Network Development Lead', 'Head of Dealer Development'],
      de: ['Händlernetzmanager', 'Leiter Händlernetz'],
      fr: ['Responsable réseau de concessionnaires', 'Responsable réseau revendeurs'],
      es: ['Responsable de red de concesionarios', 'Gerente red de distribuidores'],
      nl: ['Dealer Network Manager Benelux', 'Dealernetwerk manager'],
      pt: ['Gestor de rede de concessionários', 'Responsável rede de revendedores'],
      it: ['Responsabile rete concessionari', 'Responsabile rete rivenditori'],
    },
    ['sales'],
  );
});

/** The functions of `title` held at a company of `industry`, with a bare profile. */
const heldAt = (industry: string | null, title: string): ProfessionalFunction[] | undefined =>
  positionsOf(bareProfile({ experience: [roleAt(title)] }), bareCompany({ industry })).find(
    (p) => p.here !== null && p.current,
  )?.functions;

describe('a shipyard makes things: its technical director leads operations and engineering, not software', () => {
  const TITLES: Record<string, readonly string[]> = {
    en: ['Technical Director', 'Technical Manager'],
    de: ['Technischer Leiter', 'Technische Leiterin'],
    fr: ['Directeur technique', 'Responsable technique'],
    es: ['Director técnico', 'Directora técnica'],
    nl: ['Technisch directeur', 'Hoofd technische dienst'],
    pt: ['Diretor técnico', 'Diretora técnica'],
    it: ['Direttore tecnico', 'Responsabile tecnico'],
    hr: ['Tehnički direktor', 'Tehnička direktorica'],
  };
  const INDUSTRIES = [
    'Shipbuilding',
    'Ship Building & Repair',
    'Boat Building',
    'Yacht Building',
    'Shipyards',
  ];
  const rows = Object.entries(TITLES).flatMap(([lang, titles]) =>
    titles.flatMap((title) => INDUSTRIES.map((industry) => [lang, title, industry] as const)),
  );
  it.each(rows)('%s: "%s" at a %s company is operations and hardware engineering', (_l, title, industry) => {
    const functions = heldAt(industry, title);
    expect(functions?.[0]).toBe('operations');
    expect(functions).toContain('hardware_engineering');
    expect(functions).not.toContain('engineering');
  });
  it('a software company keeps a technical director in software engineering', () => {
    expect(heldAt('Software Development', 'Technical Director')?.[0]).toBe('engineering');
  });
});

describe('a Croatian employer writes human resources and its directors in Croatian', () => {
  const { reads: readsAt } = titleTables(['', ' – Brodogradilište Kvarner d.d.', ' (Jadran Marine)']);
  readsAt('people', {
    hr: [
      'Direktorica ljudskih potencijala',
      'Direktor ljudskih resursa',
      'Voditeljica ljudskih potencijala',
      'Stručnjak za ljudske resurse',
    ],
  });
  it('a direktorica is a director', () => {
    expect(readTitle('Direktorica ljudskih potencijala').level).toBe('head');
    expect(readTitle('Direktorica prodaje').level).toBe('head');
  });
});
