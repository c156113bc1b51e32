import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 49 (issue 22). Holdout 49's water utility and its audit, tax and advisory
 * partnership had professions the reader never met: a meter reader read as an accountant (the Spanish "contador"), a
 * network crew's foreman and a "de redes" tradesman as nothing, Slovak, Czech, Slovenian and Italian accountants,
 * auditors and tax advisers and the German "Wirtschaftsprüfung" as nothing, an IT auditor as internal IT, a firm's
 * deals people as nothing or general management, the Catalan "Cap de" as no rank, a partner named with a practice
 * ("Partner Tax") as no owner, a French "Ingénieur process" and a SCADA engineer as software engineers.
 * Generated tables: the same kinds of titles (ISCO-08 9623 meter readers, 7126 pipe fitters, 2411 accountants and
 * auditors, 2412/2413 financial advisers and analysts, 2145 chemical engineers, 2152 automation engineers; ESCO's
 * labels) at employers in no labelled set.
 */

const SITES = ['', ' – Aigües del Montseny', ' | Kanzlei Rheinblick Prüfung', ' @ Revizija Sava d.o.o.'];
const { reads } = titleTables(SITES);

describe('meter readers walk the streets reading meters: operations, not accounting (ISCO-08 9623)', () => {
  reads(
    'operations',
    {
      es: ['Lectora de contadores', 'Lector de contadores de agua', 'Lectura de contadores'],
      ca: ['Lector de comptadors', 'Lectora de comptadors (estiu)'],
      en: ['Meter Reader', 'Water Meter Reader'],
      de: ['Zählerableserin', 'Wasserzählerableser'],
      fr: ['Releveur de compteurs', "Releveuse de compteurs d'eau"],
      it: ['Letturista', 'Letturista contatori'],
      nl: ['Meteropnemer'],
      pt: ['Leitor de contadores'],
    },
    ['finance'],
  );
});

describe('a network crew and its foreman repair the mains in the street: operations (ISCO-08 7126, 3123)', () => {
  reads(
    'operations',
    {
      es: [
        'Encargado de brigada',
        'Capataz de brigada de obras',
        'Operario de brigada de averías',
        'Oficial 2ª de redes',
        'Fontanero de redes de abastecimiento',
        'Mantenimiento de la red de saneamiento',
      ],
      ca: [
        'Encarregada de brigada',
        'Operari de brigada de manteniment',
        'Manteniment de xarxa',
        'Oficial de xarxa',
      ],
    },
    ['facilities', 'it'],
  );
  it.each(['Técnico de redes', 'Técnica de redes y sistemas', 'Mantenimiento de redes informáticas'])(
    '"%s" keeps an IT network: not a crew',
    (title) => expect(readTitle(title).functions).not.toContain('operations'),
  );
});

describe("an audit and tax firm's professions in its Central European languages are finance (ISCO-08 2411)", () => {
  reads(
    'finance',
    {
      de: [
        'Wirtschaftsprüfung',
        'Praktikant Abschlussprüfung',
        'Prüfungsassistentin',
        'Prüfungsleiter',
        'WP-Berufsanwärter',
        'StB-Anwärterin',
        'Berufsanwärterin',
      ],
      sk: ['Daňový poradca', 'Daňová poradkyňa', 'Účtovník', 'Účtovníčka', 'Revízorka'],
      cs: ['Účetní', 'Daňová specialistka'],
      sl: [
        'Davčni svetovalec',
        'Davčna svetovalka',
        'Računovodja',
        'Računovodkinja',
        'Pooblaščeni revizor',
        'Revizorka',
      ],
      hr: ['Ovlašteni revizor', 'Revizorica'],
      it: ['Revisore', 'Revisore senior', 'Revisori legali'],
      ca: ['Tècnic de control de gestió'],
    },
    ['compliance', 'general_management'],
  );
  it.each(['Revisore interno', 'Revisori interni'])(
    '"%s" audits internally: compliance, not finance',
    (title) => expect(readTitle(title).functions[0]).toBe('compliance'),
  );
});

describe('an IT auditor audits the systems as internal audit does: compliance, not the internal IT', () => {
  reads(
    'compliance',
    {
      de: ['IT-Prüferin', 'IT-Prüfung', 'Senior Managerin IT-Audit', 'EDV-Revisor'],
      en: ['IT Auditor', 'IT Audit Consultant', 'Senior IT Audit Associate', 'ICT Auditor'],
      es: ['Auditora de sistemas', 'Auditor TI'],
      fr: ['Auditrice SI', 'Auditeur informatique'],
    },
    ['it', 'finance'],
  );
});

describe("a firm's deals people advise on buying and selling companies: investment (ISCO-08 2412, 2413)", () => {
  reads(
    'investment',
    {
      en: [
        'Director, Transaction Services',
        'Transaction Advisory Manager',
        'Senior Associate Financial Due Diligence',
        'Associate FDD',
        'Analyst Valuations & Modelling',
        'Partner, Deals',
        'Manager Deals',
        'Deals Advisory Associate',
      ],
      de: ['Ferialpraktikantin Transaction Services', 'Transaktionsberaterin', 'Unternehmensbewertung'],
      pt: ['Consultora de Transações'],
      es: ['Consultor de transacciones'],
      fr: ['Conseil en transactions'],
    },
    ['finance', 'general_management'],
  );
});

describe('a French "Ingénieur process" and a SCADA or telecontrol engineer are engineers of the plant (ISCO-08 2145, 2152)', () => {
  reads(
    'hardware_engineering',
    {
      fr: ['Ingénieur process', 'Ingénieure process eau potable', 'Ingénieur SCADA'],
      es: ['Ingeniero SCADA / Telecontrol', 'Ingeniera de telecontrol'],
      ca: ['Enginyer de telecontrol', 'Enginyera SCADA'],
      en: ['SCADA Engineer', 'Telecontrol Engineer'],
    },
    ['engineering'],
  );
  it.each(['SCADA Developer', 'Software Engineer SCADA'])('"%s" builds the software: engineering', (title) =>
    expect(readTitle(title).functions[0]).toBe('engineering'),
  );
});

describe('the Catalan "Cap de" heads what it names, at either rank, as "Jefe de" does', () => {
  it.each([
    'Cap de Control de Gestió',
    'Cap de Comptabilitat',
    "Cap d'Administració",
    'Cap del Departament de Compres',
    'Cap de Recursos Humans',
  ])('"%s" is a head and a manager', (title) => expect(readTitle(title).levels).toEqual(['head', 'manager']));
  it.each(['Cap de colla', "Cap d'equip", 'Cap table analyst', 'Cap de torn'])(
    '"%s" heads no department',
    (title) => expect(readTitle(title).levels).not.toContain('head'),
  );
});

const here = (title: string, industry: string) =>
  positionsOf(bareProfile({ experience: [roleAt(title)] }), bareCompany({ industry })).find(
    (p) => p.current && p.here !== null,
  );

describe('a partner named with the practice they lead at a firm its partners own is an equity partner', () => {
  const FIRMS = ['Accounting', 'Law Practice', 'Management Consulting'];
  it.each([
    'Partner Tax',
    'Partnerin Wirtschaftsprüfung',
    'Partner Steuerberatung',
    'Partner Deals',
    'Partnerica - davčno svetovanje',
    'Partnerka daňové poradenstvo',
    'Partner Corporate & M&A',
  ])('"%s" at a partnership owns a share of it', (title) => {
    for (const industry of FIRMS) expect(here(title, industry)?.levels[0]).toBe('owner');
  });
  it.each([
    'Partner Manager Tax Software',
    'Partner Development Lead',
    'Partner Success Specialist',
    'Partner Account Executive',
    'Partner Marketing Manager',
    'Associate Partner Tax',
    'Junior Partner Audit',
  ])('"%s" at a partnership holds no equity', (title) => {
    for (const industry of FIRMS) expect(here(title, industry)?.levels).not.toContain('owner');
  });
  it('"Partner Tax" at a software company is no owner by that word', () => {
    expect(here('Partner Tax', 'Computer Software')?.levels).not.toContain('owner');
  });
});
