import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 127 (a handball federation, an ambulance service). Each table is written in
 * our own words.
 */

describe('"who work for us as …" says on what terms, it serves nobody', () => {
  it.each([
    'People who work for us as freelancers or contractors.',
    'Those who work for us as freelancers, not employees.',
    'People that work for us as self-employed contractors.',
    'Everyone who works for us as a freelancer.',
  ])('"%s"', (definition) =>
    keepsAndDrops(
      definition,
      [
        ['Graphic Designer', 'contractor'],
        ['Traductora', 'contractor'],
      ],
      ['Office Manager', 'Accountant'],
    ),
  );
});

describe('the support departments are the back office they list, not customer support', () => {
  it.each([
    [
      'Heads of the support departments: finance, HR and IT.',
      ['Head of Finance', 'Leiterin Personal', 'IT Director'],
      ['Head of Customer Support', 'Support Agent', 'Accountant'],
    ],
    [
      'Responsables des services support : finance, RH, informatique.',
      ['Directeur Financier', 'Responsable RH', 'DSI'],
      ['Responsable Support Client', 'Technicien Support'],
    ],
    [
      'Jefes de los departamentos de apoyo (finanzas, recursos humanos, jurídico).',
      ['Director Financiero', 'Responsable de Recursos Humanos', 'Director Jurídico'],
      ['Jefe de Atención al Cliente', 'Agente de Soporte'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('paramedics named are that job in any language, at any grade of it', () => {
  it.each([
    [
      'Paramedics, any level. Not doctors.',
      ['Paramedic', 'Notfallsanitäter', 'Paramédico', 'Senior Paramedic'],
      ['Physiotherapist', 'Emergency Physician', 'Registered Nurse', 'Radiographer'],
    ],
    [
      'Paramedics at any competence level.',
      ['Paramedic', 'Notfallsanitäterin'],
      ['Physiotherapist', 'Nurse', 'Dietitian'],
    ],
    [
      'Notfallsanitäter jeder Qualifikationsstufe, keine Ärzte.',
      ['Notfallsanitäter', 'Notfallsanitäterin NKV'],
      ['Physiotherapeut', 'Notarzt', 'Diplomierte Pflegekraft'],
    ],
    [
      'Paramédicos de cualquier nivel, no médicos.',
      ['Paramédico', 'Paramédica', 'Paramedic'],
      ['Fisioterapeuta', 'Enfermera', 'Médico de Urgencias'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('volunteers said beside a job are volunteers of that job', () => {
  it.each([
    'Nurses, paid or volunteer.',
    'Nurses, volunteers included.',
    'Nurses, including volunteers.',
    'Infermieri, volontari compresi.',
    'Pflegekräfte, auch Ehrenamtliche.',
  ])('"%s"', (definition) =>
    keepsAndDrops(
      definition,
      ['Registered Nurse', 'Volunteer Nurse'],
      ['Volunteer Event Steward', 'Freiwilliger Helfer', 'Accountant'],
    ),
  );

  it.each(['Current volunteers.', 'Volunteers and their coordinators.'])(
    '"%s" still asks for volunteers',
    (definition) =>
      keepsAndDrops(definition, ['Volunteer Event Steward', 'Freiwilliger Helfer'], ['Accountant']),
  );
});

describe('a dispatch centre named is its staff; a fleet is not its dispatchers', () => {
  it.each([
    'Leitstelle staff, all levels.',
    'Dispatch centre staff at any level.',
    'Alle Mitarbeitenden der Rettungsleitstelle.',
    'Dispatch center staff.',
  ])('"%s"', (definition) =>
    keepsAndDrops(
      definition,
      ['Disponentin Leitstelle', 'Schichtleiter Rettungsleitstelle', 'Operatore di centrale operativa'],
      ['Kfz-Mechaniker', 'Fuhrparkleiter', 'Buchhalterin'],
    ),
  );

  it('"Fleet managers and vehicle mechanics."', () =>
    keepsAndDrops(
      'Fleet managers and vehicle mechanics.',
      ['Fleet Manager', 'Vehicle Mechanic'],
      ['Disponentin Leitstelle', 'Schichtleiter Rettungsleitstelle'],
    ));
});

describe('the head of a Dienststelle heads a branch, as a Standortleiter does', () => {
  it.each([
    'Dienststellenleiter und ihre Stellvertreter.',
    'Dienststellenleiter:innen, nur aktuelle.',
    'Alle Dienststellenleitungen.',
  ])('"%s"', (definition) =>
    keepsAndDrops(
      definition,
      ['Dienststellenleiter Nord', 'Dienststellenleiterin', 'Stellvertretende Dienststellenleiterin'],
      ['Notfallsanitäter', 'Buchhalter', 'Leiterin Personal'],
    ),
  );
});

describe('referees, their assessors and their committee are sports officials the title names', () => {
  it.each([
    'Referees and referee assessors.',
    'Árbitros y evaluadores arbitrales en activo.',
    'Alle Schiedsrichter und Schiedsrichterbeobachter.',
    'Arbitri e osservatori arbitrali.',
    'Scheidsrechters, alle niveaus.',
  ])('"%s"', (definition) =>
    keepsAndDrops(
      definition,
      ['Referee', 'Árbitro Nacional', 'Schiedsrichterin', 'Arbitro internazionale', 'Scheidsrechter'],
      ['Head Coach', 'Entrenador', 'Abogado – Arbitraje', 'Avvocato arbitrato', 'Physiotherapeut'],
    ),
  );
});

describe("a national team's seleccionador is its coach", () => {
  it.each(['Seleccionadores y seleccionadoras.', 'Selecionadores nacionais.', 'Sports coaches.'])(
    '"%s"',
    (definition) =>
      keepsAndDrops(
        definition,
        ['Seleccionador Nacional Absoluto', 'Seleccionadora Nacional Femenina', 'Selecionador Sub-21'],
        ['Director Deportivo', 'Fisioterapeuta', 'Árbitro Nacional'],
      ),
  );
});
