import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { covers } from '../../functions/core/vocabulary/functions.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 57 (issue 22). Holdout 57 had a wind and solar power producer (O&M, a control
 * room, asset management) and a Finnish forestry and sawmill group whose staff wrote their titles in Finnish and
 * Swedish (timber buyers, harvester drivers, sawyers, kiln and planing-mill foremen, a pellet plant). Generated
 * tables: the same kinds of titles at employers in no labelled set.
 */

const SITES = ['', ' – Kuusilahti Sahat Oy', ' | Norrskog Trä AB', ' @ Eólica del Moncayo'];
const { reads } = titleTables(SITES);

describe('timber buyers and forest owners’ advisers: timber_procurement, under procurement', () => {
  reads(
    'timber_procurement',
    {
      en: ['Timber Buyer', 'Wood Procurement Manager', 'Roundwood Sourcing Specialist'],
      fi: ['Puunostaja', 'Metsäasiantuntija', 'Metsäneuvoja', 'Puunhankintapäällikkö', 'Puukauppaneuvoja'],
      sv: ['Virkesköpare', 'Virkesinköpare', 'Skogsinspektor'],
      de: ['Holzeinkäufer', 'Leiterin Rundholzeinkauf'],
      fr: ['Acheteur de bois'],
      es: ['Comprador de madera'],
      pt: ['Compradora de madeira'],
      it: ['Responsabile acquisti legname'],
      nl: ['Houtinkoper'],
    },
    ['operations'],
  );
  it('procurement still covers them', () => {
    expect(covers('procurement', 'timber_procurement')).toBe(true);
  });
  it.each([
    'Ostaja',
    'Ostopäällikkö',
    'Einkäufer Ersatzteile',
    'Compradora de repuestos',
    'Buyer – MRO spares',
  ])('"%s" buys no timber', (title) => {
    expect(readTitle(title).functions).not.toContain('timber_procurement');
  });
});

describe('Finnish, Swedish and Estonian forest and mill crafts: operations', () => {
  reads('operations', {
    fi: [
      'Sahaaja',
      'Sahalinjan operaattori',
      'Tukkilajittelija',
      'Kuivaamonhoitaja',
      'Höylämön koneenhoitaja',
      'Prosessinhoitaja',
      'Pellettitehtaan operaattori',
      'Hakkuukoneenkuljettaja',
      'Ajokoneenkuljettaja',
      'Motokuski',
      'Korjuuyrittäjä',
      'Puutavara-autonkuljettaja',
      'Vuoromestari',
    ],
    sv: ['Skördarförare', 'Skotarförare', 'Timmerbilsförare', 'Skiftledare sågverket'],
    et: ['Saematerjali sorteerija'],
  });
  it.each(['Sahatavaran myyntipäällikkö', 'Vientipäällikkö', 'Vientijohtaja'])('"%s" sells', (title) => {
    expect(readTitle(title).functions[0]).toBe('sales');
  });
});

describe('foremen and shift supervisors in Finnish and Swedish: a manager, not the head of the company', () => {
  it.each([
    'Vuoromestari',
    'Työnjohtaja',
    'Kuivaamon työnjohtaja',
    'Höylämön työnjohtaja',
    'Sahan esimies',
    'Kuivaamoesimies',
    'Skiftledare',
    'Arbetsledare',
  ])('"%s" is a manager', (title) => {
    expect(readTitle(title).level).toBe('manager');
  });
  it.each(['Tuotantojohtaja', 'Henkilöstöjohtaja'])('"%s" is still a head', (title) => {
    expect(readTitle(title).level).toBe('head');
  });
  it.each(['Vahtimestari', 'Sahaaja'])('"%s" leads nobody', (title) => {
    expect(readTitle(title).level).toBe('individual');
  });
});

describe('a power producer’s control room: operations_control, not the plants’ field operations', () => {
  reads(
    'operations_control',
    {
      en: ['Control Room Operator', 'Control Centre Supervisor'],
      es: ['Operador del Centro de Control', 'Técnica de Sala de Control', 'Jefe del Centro de Despacho'],
      pt: ['Operadora da Sala de Controlo'],
      de: ['Leitwartenfahrer', 'Schichtleiter Leitwarte'],
      fr: ['Opérateur de salle de conduite'],
      it: ['Operatore sala controllo'],
      nl: ['Operator controlekamer'],
    },
    ['operations'],
  );
  it.each([
    'Centro de control de calidad',
    'Security Control Room Operator',
    'Técnico de mantenimiento eólico',
  ])('"%s" is no control room of the plants', (title) => {
    expect(readTitle(title).functions).not.toContain('operations_control');
  });
});

describe('Finnish titles of the office: the function before the job noun', () => {
  it.each([
    ['Sähköasentaja', 'facilities'],
    ['Työsuojelupäällikkö', 'health_safety'],
    ['Työturvallisuusasiantuntija', 'health_safety'],
    ['Johdon assistentti', 'general_management'],
    ['Vientiassistentti', 'sales'],
  ] as const)('"%s" is %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
  it('a deputy board member sits on the board', () => {
    expect(readTitle('Hallituksen varajäsen').engagement).toBe('board');
  });
});

describe('wind and solar maintenance: power_plant_om, under operations, not the building’s facilities', () => {
  reads(
    'power_plant_om',
    {
      es: ['Aprendiz de mantenimiento eólico', 'Oficial de mantenimiento de plantas fotovoltaicas'],
      pt: ['Técnica de manutenção eólica'],
      fr: ['Apprenti maintenance éolienne'],
      it: ['Addetto manutenzione impianti fotovoltaici'],
      de: ['Auszubildender Wartung Windkraft'],
      en: ['O&M Technician', 'Wind Turbine Technician', 'Solar PV Technician'],
    },
    ['facilities'],
  );
  it('operations still covers them', () => {
    expect(covers('operations', 'power_plant_om')).toBe(true);
  });
  it.each(['Sahaaja', 'Warehouse Operator', 'Production Supervisor', 'Hakkuukoneenkuljettaja'])(
    '"%s" runs no power plant',
    (title) => {
      expect(readTitle(title).functions).not.toContain('power_plant_om');
    },
  );
  it.each(['Técnico de mantenimiento', 'Maintenance Technician'])(
    '"%s" still maintains the building',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('facilities');
    },
  );
  const here = (title: string, industry: string) =>
    positionsOf(bareProfile({ experience: [roleAt(title)] }), bareCompany({ industry })).find(
      (p) => p.current && p.here !== null,
    )?.functions[0];
  it.each(['Servicetechniker', 'Servicetechnikerin', 'Servicemonteur', 'Service-Techniker'])(
    'a bare "%s" at an energy producer services its plants',
    (title) => {
      for (const industry of ['Renewable Energy', 'Wind Power', 'Solar Electric Power Generation'])
        expect(here(title, industry)).toBe('power_plant_om');
      expect(here(title, 'Industrial Machinery Manufacturing')).not.toBe('power_plant_om');
    },
  );
});
