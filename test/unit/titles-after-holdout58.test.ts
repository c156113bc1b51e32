import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 58 (issue 22). Holdout 58 had a Danish labour-market pension fund (portfolio
 * managers per asset class, actuaries, members' service, pension administration, a board of union and employer
 * representatives) and a Swedish elderly-care provider whose staff wrote their titles in Swedish and Finnish (assistant
 * nurses, care assistants, unit managers, cooks, rota planners). Generated tables: the same kinds of titles at
 * employers in no labelled set.
 */

const SITES = ['', ' – Solbacka Äldreomsorg AB', ' | Kotihoiva Oy', ' @ Nordlys Pensionskasse'];
const { reads } = titleTables(SITES);

describe('Nordic nursing and care titles: nursing, with the aides-soignants', () => {
  reads('nursing', {
    sv: [
      'Undersköterska',
      'Undersköterska, hemtjänsten',
      'Vårdbiträde',
      'Vårdbiträde, sommarvikarie',
      'Distriktssköterska',
      'Specialistsjuksköterska',
    ],
    fi: ['Lähihoitaja', 'Sairaanhoitaja', 'Perushoitaja', 'Kodinhoitaja', 'Terveydenhoitaja'],
    da: ['Sygeplejerske', 'Social- og sundhedsassistent', 'SOSU-hjælper'],
    no: ['Sykepleier', 'Helsefagarbeider', 'Hjelpepleier'],
    fr: ['Auxiliaire de vie', 'Aide à domicile'],
  });
  it.each(['Köksbiträde', 'Butiksbiträde'])('"%s" is no nurse', (title) => {
    expect(readTitle(title).functions).not.toContain('nursing');
  });
});

describe('Nordic physiotherapists and occupational therapists: clinical', () => {
  reads('clinical', {
    sv: ['Arbetsterapeut', 'Fysioterapeut', 'Leg. sjukgymnast'],
    fi: ['Fysioterapeutti', 'Toimintaterapeutti'],
    da: ['Ergoterapeut', 'Fysioterapeut'],
  });
});

describe('Nordic cooks, kitchen assistants and heads of food services: hospitality', () => {
  reads('hospitality', {
    sv: ['Kock', 'Kokerska', 'Köksbiträde', 'Kostchef', 'Kostansvarig'],
    fi: ['Kokki', 'Keittiöapulainen', 'Keittiöpäällikkö'],
    da: ['Køkkenchef', 'Køkkenassistent', 'Køkkenmedhjælper'],
  });
});

describe('staffing and rota planners plan shifts and routes: operations, not talent acquisition', () => {
  reads(
    'operations',
    {
      sv: ['Bemanningsplanerare', 'Schemaläggare', 'Planerare', 'Ruttplanerare hemtjänst', 'Resursplanerare'],
      fi: ['Työvuorosuunnittelija', 'Vuorosuunnittelija'],
      nl: ['Roosteraar', 'Roosterplanner', 'Routeplanner thuiszorg'],
      da: ['Vagtplanlægger'],
      no: ['Vaktplanlegger'],
    },
    ['talent_acquisition'],
  );
  it.each(['Rekryterare', 'Bemanningskonsult', 'Bemanningschef'])('"%s" still hires', (title) => {
    expect(readTitle(title).functions[0]).toBe('talent_acquisition');
  });
});

describe('pension administration: a function of its own, neither support nor operations', () => {
  reads(
    'pension_administration',
    {
      da: [
        'Pensionssagsbehandler',
        'Sagsbehandler, Pensionsadministration',
        'Afdelingschef – Pensionsadministration',
      ],
      sv: ['Handläggare, pensionsadministration'],
      en: ['Pension Administration Officer', 'Pensions Administrator'],
      es: ['Técnico de administración de pensiones'],
      nl: ['Medewerker pensioenadministratie'],
      de: ['Sachbearbeiterin Pensionsverwaltung'],
    },
    ['support', 'operations'],
  );
});

describe('members’ service and pension advisers at a pension fund: support', () => {
  reads('support', {
    da: ['Pensionsrådgiver', 'Kundechef – Medlemsservice', 'Medlemsrådgiver'],
    sv: ['Pensionsrådgivare', 'Kundtjänstmedarbetare'],
    fi: ['Asiakaspalvelusihteeri'],
  });
});

describe('responsible investment and active ownership: sustainability, not the portfolio', () => {
  reads(
    'sustainability',
    {
      en: ['Active Ownership Analyst', 'Responsible Investment Manager', 'Head of Stewardship'],
      da: ['Analytiker, aktivt ejerskab', 'Chef for ansvarlige investeringer'],
      sv: ['Analytiker aktivt ägande'],
    },
    ['investment'],
  );
});

describe('an investor’s asset classes and portfolio managers in the Nordic languages: investment', () => {
  reads('investment', {
    da: [
      'Porteføljemanager',
      'Porteføljeforvalter',
      'Chef for børsnoterede aktier',
      'Investeringsanalytiker, obligationer',
      'Investeringsdirektør',
    ],
    sv: ['Portföljförvaltare', 'Portföljmanager, svenska aktier'],
    fi: ['Salkunhoitaja'],
    en: ['Head of Fixed Income & Credit', 'Equity Analyst', 'Portfolio Manager, Listed Equities'],
    de: ['Leiter Private Equity'],
  });
});

describe('CIO and CRO: the title’s own words say which chief', () => {
  it.each([
    ['Investeringsdirektør (CIO)', 'investment'],
    ['CIO – Investments', 'investment'],
    ['Risikochef (CRO)', 'risk'],
    ['CRO, Risk Management', 'risk'],
    ['CIO', 'it'],
    ['CRO', 'sales'],
    ['Chief Revenue Officer (CRO)', 'sales'],
  ] as const)('"%s" is %s', (title, fn) => {
    const read = readTitle(title);
    expect(read.functions[0]).toBe(fn);
    expect(read.level).toBe('c_level');
  });
});

describe('the terms of a job: an hourly contract is an employee’s, a student worker a student', () => {
  it.each([
    'Care Assistant (hourly contract)',
    'Vårdbiträde (timanställd contract)',
    'Warehouse Operative – seasonal contract',
    'Cashier (zero-hours contract)',
  ])('"%s" is no contractor', (title) => {
    expect(readTitle(title).engagement).toBe('employee');
  });
  it.each(['Contract Developer', 'Care Assistant (contract)'])('"%s" is still a contractor', (title) => {
    expect(readTitle(title).engagement).toBe('contractor');
  });
  it.each(['Studentermedhjælper, Kundeservice', 'Studentmedhjelper', 'Studentmedarbetare IT'])(
    '"%s" is a student',
    (title) => {
      expect(readTitle(title).engagement).toBe('intern');
    },
  );
});

describe('Danish and Swedish board seats', () => {
  it.each(['Næstformand i bestyrelsen', 'Medlem af bestyrelsen', 'Vice ordförande i styrelsen'])(
    '"%s" sits on the board',
    (title) => {
      expect(readTitle(title).engagement).toBe('board');
    },
  );
  it('a vice chair of a union is no board seat here', () => {
    const [pos] = positionsOf(
      bareProfile({ experience: [roleAt('Næstformand')] }),
      bareCompany({ industry: 'Insurance' }),
    );
    expect(pos?.engagement).not.toBe('board');
  });
});

describe('the Nordic "intern" is internal', () => {
  it.each([
    'Kommunikationskonsulent (intern kommunikation & presse)',
    'Chef for intern revision',
    'Intern revisor',
  ])('"%s" is no intern', (title) => {
    expect(readTitle(title).engagement).not.toBe('intern');
  });
  it.each(['Intern', 'Marketing Intern', 'Intern – Communications'])('"%s" is still an intern', (title) => {
    expect(readTitle(title).engagement).toBe('intern');
  });
});
