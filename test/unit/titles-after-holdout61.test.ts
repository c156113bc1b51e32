import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 61 (issue 22). Holdout 61 had a Dutch temporary-staffing agency (intercedenten
 * who place flex workers, a management assistant to the CEO) and a Bavarian car-dealership group (workshop masters,
 * a geschäftsführender Gesellschafter, body-shop mechanics). Generated tables: the same kinds of titles at employers
 * in no labelled set.
 */

const SITES = [
  '',
  ' – Uitzendbureau Rijnwaarde',
  ' | Autozentrum Lechfeld GmbH',
  ' @ Personaldienste Ostheim',
];
const { rows, reads } = titleTables(SITES);

describe("a staffing agency's recruiters are talent acquisition, whatever sector the title names beside them", () => {
  reads(
    'talent_acquisition',
    {
      nl: [
        'Intercedent Logistiek',
        'Senior Intercedente Productie',
        'Intercedent Techniek & Bouw',
        'Uitzendconsulent Transport',
        'Junior uitzendconsulente Zorg',
      ],
      de: ['Personaldisponent Logistik', 'Personaldisponentin Gewerbe und Produktion'],
    },
    ['construction'],
  );
});

describe("an assistant written as one word with the principal after it is the assistant, not the principal's level", () => {
  it.each(
    rows({
      nl: [
        'Managementassistente van de CEO',
        'Directieassistent van de algemeen directeur',
        'Directiesecretaresse van de CFO',
      ],
      de: ['Vorstandsassistentin des CEO', 'Teamassistent der Geschäftsführung'],
    }),
  )('%s: "%s" is an individual', (_lang, title) => {
    expect(readTitle(title).levels).toEqual(['individual']);
  });
});

describe('a managing partner-owner in German is the Geschäftsführer as well as an owner', () => {
  it.each(
    rows({
      de: [
        'Geschäftsführender Gesellschafter',
        'Geschäftsführende Gesellschafterin',
        'Geschaeftsfuehrender Gesellschafter',
      ],
    }),
  )('%s: "%s" is an owner and C-level', (_lang, title) => {
    const { levels } = readTitle(title);
    expect(levels).toContain('owner');
    expect(levels).toContain('c_level');
  });
});

describe('a workshop master (Werkstattmeister) leads the workshop: a manager, like a Werkmeister', () => {
  it.each(
    rows({ de: ['Werkstattmeister', 'Werkstattmeisterin Nutzfahrzeuge', 'Werkstattmeister Karosserie'] }),
  )('%s: "%s" is a manager', (_lang, title) => {
    expect(readTitle(title).levels).toContain('manager');
  });
});

describe('a body-shop mechanic (Karosserie- und Fahrzeugbaumechaniker) builds no vehicles as an engineer', () => {
  it.each(
    rows({
      de: [
        'Karosserie- und Fahrzeugbaumechaniker',
        'Fahrzeugbaumechanikerin',
        'Karosserie- und Fahrzeugbaumechanikerin',
      ],
    }),
  )('%s: "%s" is no hardware engineering', (_lang, title) => {
    expect(readTitle(title).functions).not.toContain('hardware_engineering');
  });
  it.each(['Fahrzeugbauingenieur', 'Ingenieurin Fahrzeugbau'])(
    '"%s" still is hardware engineering',
    (title) => {
      expect(readTitle(title).functions).toContain('hardware_engineering');
    },
  );
});

describe("whoever runs one branch (Betriebsleiter der Filiale) leads it as a Filialleiter does: the stores' manager", () => {
  it.each(
    rows({
      de: [
        'Betriebsleiter Filiale Rosenheim',
        'Geschäftsleiterin der Filiale Nord',
        'Betriebsleitung Filiale Mitte',
      ],
    }),
  )('%s: "%s" is a retail manager', (_lang, title) => {
    const { functions, levels } = readTitle(title);
    expect(functions[0]).toBe('retail');
    expect(levels).toContain('manager');
  });
  it.each(['Betriebsleiter', 'Betriebsleiter Werk Süd'])('"%s" still runs operations', (title) => {
    expect(readTitle(title).functions[0]).toBe('operations');
  });
});

describe("a customer service centre's staff who take calls and book appointments are customer support", () => {
  reads('support', {
    de: [
      'Mitarbeiter Service-Center (Terminvereinbarung)',
      'Servicecenter-Agentin',
      'Sachbearbeiterin Terminvereinbarung',
    ],
    en: ['Service Centre Agent', 'Customer Service Center Associate'],
  });
  it.each(['Shared Service Center Accountant', 'IT Service Center Analyst'])(
    '"%s" keeps its own function',
    (title) => {
      expect(readTitle(title).functions).not.toContain('support');
    },
  );
});
