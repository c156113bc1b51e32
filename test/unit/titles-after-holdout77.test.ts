import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * How a title is read after holdout 77 (a watch manufacture, an offshore-wind service contractor): wind turbine and
 * blade technicians in the Nordic languages and German compounds are power-plant O&M, a remote operations centre is an
 * operations control centre, and high-voltage engineers and HV authorised persons are electrical engineering. Written in
 * our own words: trades × places, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PARKS = ['', ' – Nordsøen', ' (onshore, Jylland)', ' | Baltic parks'];

describe('wind turbine and blade technicians are power-plant O&M (ISCO-08 7412, 3113)', () => {
  it.each(
    cross(
      [
        'Vindmøllemontør',
        'Vindkrafttekniker',
        'Vindturbinmekaniker',
        'Senior vindmølletekniker',
        'Servicetechniker WKA',
        'Servicetechnikerin für Windkraftanlagen',
        'Techniker Onshore-Windenergieanlagen',
        'Blade Inspector',
        'Wind Turbine Blade Technician',
        'Rotor Blade Specialist',
        'Blade Repair Team Lead',
        'Vingereparatør',
        'Rotorblatt-Techniker',
        'Rotorblattservice Monteur',
      ],
      PARKS,
    ),
  )('"%s" keeps turbines running', (title) => {
    expect(readTitle(title).functions[0]).toBe('power_plant_om');
  });
  it.each(['Blade Production Operator', 'Servicetechniker Heizung', 'Kundendienst-Techniker'])(
    '"%s" is no turbine technician',
    (title) => {
      expect(readTitle(title).functions).not.toContain('power_plant_om');
    },
  );
});

describe('a remote operations centre is an operations control centre', () => {
  it.each(
    cross(
      [
        'Remote Operations Center Engineer',
        'Teamleder, Remote Operations Centre',
        'ROC Operator',
        'ROC-leder',
        'ROC Shift Lead',
        'Kontrolrumsassistent',
        'Kontrollromsoperatør',
      ],
      ['', ' (24/7)', ' – nightshift'],
    ),
  )('"%s" watches the plants from the centre', (title) => {
    expect(readTitle(title).functions[0]).toBe('operations_control');
  });
  it.each(["Directrice d'agence Roc'Eclerc", 'Rock climbing instructor'])('"%s" is no ROC', (title) => {
    expect(readTitle(title).functions).not.toContain('operations_control');
  });
});

describe('high-voltage engineers and HV authorised persons are electrical engineering (ISCO-08 2151)', () => {
  it.each(
    cross(
      [
        'HV Engineer',
        'EHV Engineer',
        'High-Voltage Engineer',
        'Senior Authorised Person',
        'Authorised Person HV',
        'Authorised Person (132 kV)',
        'Hochspannungsingenieur',
        'Leiter Hochspannungsabteilung',
        'Ingénieur haute tension',
        'Ingeniero de alta tensión',
        'Engenheira de alta tensão',
        'Ingegnere alta tensione',
        'Hoogspanningsingenieur',
        'Højspændingsingeniør',
        'HV-leder',
      ],
      ['', ' – offshore substations', ' (contract)'],
    ),
  )('"%s" engineers the high-voltage side', (title) => {
    expect(readTitle(title).functions[0]).toBe('hardware_engineering');
  });
  it.each(['Elektriker', 'Authorised Signatory', 'Building electrician'])(
    '"%s" is no HV engineer',
    (title) => {
      expect(readTitle(title).functions).not.toContain('hardware_engineering');
    },
  );
});

describe('a definition reads the wind farm’s trades and drops technicians in any of the languages', () => {
  it.each([
    [
      'Operations leaders: plant managers and heads of production. Pas les techniciens.',
      ['Plant Manager', 'Head of Production'],
      ['Servicetechniker', 'Technicien de maintenance', 'Windkrafttechniker'],
    ],
    [
      'Responsables de production et de maintenance. Keine Techniker.',
      ['Responsable de production'],
      ['Servicetechnikerin', 'Techniker Instandhaltung'],
    ],
    [
      'Heads of operations and production managers. Geen technici, no los técnicos.',
      ['Head of Operations', 'Production Manager'],
      ['Technicus windparken', 'Técnico de mantenimiento'],
    ],
    [
      'Wind turbine technicians and blade technicians, contractors too.',
      ['Vindkrafttekniker', 'Blade Inspector', 'Servicetechniker WKA'],
      ['Kontrolrumsoperatør', 'HV Engineer', 'Warehouse Operative'],
    ],
    [
      'High-voltage engineers and authorised persons for switching.',
      ['Hochspannungsingenieur', 'Senior Authorised Person', 'Ingénieur haute tension'],
      ['Vindmøllemontør', 'ROC Operator', 'Electrician'],
    ],
    [
      'Remote operations centre staff and control room operators.',
      ['ROC Operator', 'Kontrollromsoperatør', 'Control Room Operator'],
      ['Blade Inspector', 'HV Engineer'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('machine-tool setters and operators are machining (ISCO-08 7223), under operations', () => {
  it.each(
    cross(
      [
        'Décolleteur',
        'Décolleteuse qualifiée',
        'Apprentie décolleteuse',
        'Régleur CNC',
        'Régleuse sur machines-outils',
        "Chef d'atelier usinage",
        'Responsable décolletage',
        'Opérateur sur commande numérique',
        'CNC Machinist',
        'CNC Programmer',
        'Zerspanungsmechanikerin',
        'Teamleiter Zerspanung',
        'Operario de mecanizado',
        'Tornitore CNC',
        'Operatore macchine utensili',
        'CNC-verspaner',
      ],
      ['', ' – Vallée de Joux', ' (équipe de nuit)'],
    ),
  )('"%s" machines parts', (title) => {
    expect(readTitle(title).functions[0]).toBe('machining');
  });
  it.each([
    'Machine Learning Engineer',
    'Usine Manager',
    'Horloger praticien',
    'CNC Operator',
    'Operador CNC',
  ])('"%s" machines nothing', (title) => {
    expect(readTitle(title).functions).not.toContain('machining');
  });
});

describe('gem setters are jewellery workers (ISCO-08 7313), not watchmakers; a complications workshop is watchmaking', () => {
  it.each([
    'Sertisseur',
    'Sertisseuse – joaillerie horlogère',
    'Edelsteinfasserin',
    'Engastadora',
    'Incastonatore',
    'Gem Setter',
  ])('"%s" sets stones', (title) => {
    expect(readTitle(title).functions).toEqual(['operations']);
  });
  it.each(["Chef d'atelier Complications", "Responsable de l'atelier des complications", 'Horloger complet'])(
    '"%s" makes watches',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('watchmaking');
    },
  );
});

describe('a definition reads machining and a trade’s process word after a slash as that trade', () => {
  it.each([
    [
      'Décolletage et usinage : décolleteurs, régleurs CNC, chefs d’atelier, apprentis compris.',
      ['Décolleteur', 'Régleur CNC', 'Apprenti décolleteur', 'Responsable atelier usinage'],
      ['Horloger praticien', 'Magasinier', 'Logistics Coordinator', 'Vindmølletekniker'],
    ],
    [
      'Zerspanung: CNC-Fräser und Dreher, alle Ebenen.',
      ['Zerspanungsmechaniker', 'Teamleiter Zerspanung', 'CNC Machinist'],
      ['Lagerist', 'Uhrmacher', 'Monteur'],
    ],
    [
      'Nos horlogers : rhabilleurs, emboîteurs / assemblage. Pas les sertisseurs ni les décolleteurs.',
      ['Horloger rhabilleur', 'Horlogère emboîteuse'],
      ['Sertisseuse', 'Décolleteur', 'Magasinier', 'Logistics Coordinator', 'Servicetechniker WKA'],
    ],
    [
      'Le service après-vente : responsables SAV et horlogers-rhabilleurs.',
      ['Horlogère rhabilleuse', 'Horloger-rhabilleur en boutique', 'Rhabilleur'],
      ['Horloger complications', 'Horloger emboîteur', 'Apprentie horlogère'],
    ],
    [
      'Nos horlogers-rhabilleurs, tous niveaux.',
      ['Horloger rhabilleur senior', 'Rhabilleuse'],
      ['Horloger praticien', 'Angleur'],
    ],
    [
      'Uhrmacher / Montage, Werkstattleitung inbegriffen.',
      ['Uhrmacherin', 'Uhrmacher Rhabillage'],
      ['Lagerist', 'Logistikmitarbeiter', 'Zerspanungsmechaniker'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a Nordic apprentice is named by a compound that ends in lærling or lärling', () => {
  it.each(
    cross(
      ['Elektrikerlærling', 'Smedelærling', 'Mekanikerlærling', 'Tømrerlærling', 'Svetslärling'],
      ['', ' (EUD)', ' – Esbjerg'],
    ),
  )('"%s" is an apprentice', (title) => {
    expect(readTitle(title).engagement).toBe('intern');
  });
  it.each(['Lærlingeansvarlig', 'Starling Analyst'])('"%s" is no apprentice', (title) => {
    expect(readTitle(title).engagement).toBe('employee');
  });
});
