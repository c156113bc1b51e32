import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { kept } from '../fixtures/reading.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 45 (issue 22). Holdout 45's Gdańsk freight forwarder wrote some titles in Polish,
 * which the reader did not read: a Dyrektor Sprzedaży, Główna Księgowa or Kierownik Działu Celnego read as no function
 * and no rank, a Pracownik ochrony as information security (the guard company's name said "Security"), a Stażystka as
 * staff. Its "Head of Customs" read no function in any language, its "Presidente de Honor" as a chief executive, and an
 * apprentice named by the craft ("Soldadura y Calderería") as no function. Generated tables: the same kinds of titles
 * (from ESCO's Polish occupation labels and the Polish ISCO-08 classification, KZiS) at employers and industries in no
 * labelled set (a Poznań brewery, a Wrocław software house, a Łódź textile mill, a Szczecin shipyard).
 */

const SITES = [
  '',
  ' – Browar Poznań S.A.',
  ' | Softwarehouse Wrocław',
  ' @ Przędzalnia Łódź',
  ' (Stocznia Szczecin)',
];
const { reads } = titleTables(SITES);

describe('Polish function words: the department after the job noun, in the genitive or as an adjective', () => {
  reads('sales', {
    pl: [
      'Dyrektor Sprzedaży',
      'Dyrektor Handlowy',
      'Kierownik Działu Sprzedaży',
      'Przedstawiciel handlowy',
      'Przedstawicielka Handlowa',
      'Handlowiec',
      'Menedżer ds. kluczowych klientów',
    ],
    en: ['Sales Director'],
  });
  reads('finance', {
    pl: ['Główna Księgowa', 'Główny Księgowy', 'Księgowa', 'Dyrektor Finansowy', 'Analityk finansowy'],
    en: ['Chief Accountant'],
  });
  reads('people', {
    pl: [
      'Kierownik Działu Kadr',
      'Kierownik Działu Kadr i Płac',
      'Specjalistka ds. kadr',
      'Dyrektor Personalny',
      'Dyrektor ds. Personalnych',
    ],
    en: ['HR Manager'],
  });
  reads('data_engineering', {
    pl: ['Analityk danych', 'Analityczka danych', 'Inżynier danych'],
    en: ['Data Analyst'],
  });
  reads('data_science', {
    pl: ['Naukowiec danych', 'Specjalista ds. uczenia maszynowego'],
    en: ['Data Scientist'],
  });
  reads('talent_acquisition', {
    pl: ['Specjalista ds. Rekrutacji', 'Rekruterka', 'Rekruter IT'],
    en: ['Recruiter'],
  });
  reads('procurement', {
    pl: ['Kierownik Działu Zakupów', 'Specjalista ds. Zakupów', 'Kupiec', 'Specjalista ds. zaopatrzenia'],
    en: ['Buyer'],
  });
  reads('operations', {
    pl: [
      'Spedytor',
      'Spedytorka morska',
      'Kierownik magazynu',
      'Magazynier',
      'Logistyk',
      'Kierownik produkcji',
      'Operator wózka widłowego',
      'Kierowca',
      'Kierownik Działu Celnego',
      'Specjalista ds. odpraw celnych',
    ],
    en: ['Freight Forwarder'],
  });
  reads('quality', { pl: ['Kontroler jakości', 'Kierownik Działu Jakości'], en: ['Quality Inspector'] });
  reads('legal', {
    pl: ['Radca prawny', 'Prawnik', 'Kierownik Działu Prawnego', 'Adwokat'],
    en: ['Legal Counsel'],
  });
  reads('security', {
    pl: ['Specjalista ds. cyberbezpieczeństwa', 'Kierownik Bezpieczeństwa Informacji'],
    en: ['Security Engineer'],
  });
  reads('privacy', { pl: ['Inspektor ochrony danych', 'Specjalistka ds. ochrony danych osobowych'] });
  reads('health_safety', { pl: ['Specjalista ds. BHP'] });
  reads('it', {
    pl: ['Informatyk', 'Administrator systemów', 'Kierownik Działu Informatyki'],
    en: ['IT Manager'],
  });
  reads('engineering', { pl: ['Programista Java', 'Programistka', 'Inżynier oprogramowania'] });
  reads('product', { pl: ['Menedżer produktu', 'Właściciel produktu'] });
  reads('support', { pl: ['Konsultant ds. obsługi klienta', 'Kierownik Biura Obsługi Klienta'] });
  reads('marketing', { pl: ['Dyrektor Marketingu', 'Specjalistka ds. marketingu'] });
  reads('general_management', { pl: ['Prezes Zarządu', 'Dyrektor Generalny', 'Członek Zarządu'] });
  reads('other', {
    pl: [
      'Pracownik ochrony',
      'Ochroniarz',
      'Agent ochrony',
      'Pracownik ochrony (Baltic Security, obiekt biurowy)',
    ],
    en: ['Security Guard'],
  });
  it.each(['Inspektor ochrony danych', 'Specjalista ds. ochrony środowiska'])(
    '"%s" guards no building',
    (title) => {
      expect(readTitle(title).functions).not.toContain('other');
    },
  );
});

describe('a customs department, named with its leader or as a department, is operations in every language', () => {
  reads('operations', {
    en: ['Head of Customs', 'Customs Manager', 'Head of Customs Brokerage', 'Customs Clearance Supervisor'],
    de: ['Leiter Zollabteilung', 'Leiterin Zollabwicklung'],
    fr: ['Responsable Douane', 'Responsable du service des douanes'],
    es: ['Jefe de Aduanas', 'Directora de Aduanas'],
    it: ['Responsabile Dogana'],
    pl: ['Kierownik Działu Celnego'],
  });
  it.each(['Customs Compliance Manager', 'Trade Compliance Officer'])(
    '"%s" stays compliance first',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('compliance');
    },
  );
});

// Since holdout 56 welding and boilermaking read as `metalwork`, which `operations` covers (functions.ts PARENT).
describe('a trade named as the craft is the production floor’s; its engineer stays an engineer', () => {
  reads('metalwork', {
    es: ['Aprendiz Soldadura y Calderería', 'Técnico de Soldadura'],
    fr: ['Apprentie en chaudronnerie'],
    de: ['Auszubildende Schweißtechnik'],
    it: ['Apprendista saldatura'],
  });
  it.each(['Welding Engineer', 'Ingeniero de Soldadura'])('"%s" is an engineer', (title) => {
    expect(readTitle(title).functions[0]).toBe('engineering');
  });
});

describe('Polish ranks', () => {
  const ranks = (site: string) =>
    [
      ['Prezes Zarządu', 'c_level'],
      ['Prezeska Zarządu', 'c_level'],
      ['Dyrektor Generalny', 'c_level'],
      ['Dyrektor Zarządzający', 'c_level'],
      ['Członek Zarządu ds. Finansowych', 'c_level'],
      ['Wiceprezes Zarządu', 'vp'],
      ['Dyrektor Sprzedaży', 'head'],
      ['Dyrektorka Finansowa', 'head'],
      ['Wicedyrektor ds. Produkcji', 'head'],
      ['Główna Księgowa', 'head'],
      ['Kierownik Działu Celnego', 'head'],
      ['Kierowniczka Działu Zakupów', 'head'],
      ['Kierownik zmiany', 'manager'],
      ['Kierownik magazynu', 'manager'],
      ['Kierowniczka sklepu', 'manager'],
      ['Lider zespołu', 'manager'],
      ['Brygadzista', 'manager'],
      ['Mistrz zmiany', 'manager'],
      ['Menedżer', 'manager'],
    ].map(([title, level]) => [`${title}${site}`, level] as const);
  it.each(SITES.flatMap(ranks))('"%s" is %s', (title, level) => {
    expect(readTitle(title).levels[0]).toBe(level);
  });
  it.each(['Kierownik Działu Sprzedaży', 'Kierownik Działu Celnego'])(
    '"%s" leads a department at either rank',
    (title) => {
      expect(readTitle(title).levels).toEqual(['head', 'manager']);
    },
  );
  it.each([
    'Kierownik projektu',
    'Menedżer produktu',
    'Menedżerka projektu',
    'Menedżer ds. kluczowych klientów',
  ])('"%s" manages a thing, not a team', (title) => {
    expect(readTitle(title).levels).toEqual(['individual']);
  });
  it.each([
    'Dyrektor Finansowy (CFO) w Browar Poznań',
    'Dyrektorka Operacyjna (COO) w Stocznia Szczecin',
    'Directeur financier (CFO) chez Filature Roubaix',
  ])('"%s" names one C-level role, the employer after it', (title) => {
    expect(readTitle(title).levels).toEqual(['c_level']);
  });
  it.each(['Asystentka Prezesa Zarządu', 'Asystent Dyrektora Generalnego', 'Sekretarka Zarządu'])(
    '"%s" works for the principal and takes none of its rank',
    (title) => {
      expect(readTitle(title).levels).toEqual(['individual']);
    },
  );
});

describe('Polish engagements, and an honorary chair in any language', () => {
  it.each(
    SITES.flatMap((site) =>
      [
        ['Założyciel', null, 'founder'],
        ['Współzałożycielka i Prezeska Zarządu', null, 'founder'],
        ['Właściciel', null, 'founder'],
        ['Członek Rady Nadzorczej', null, 'board'],
        ['Przewodniczący Rady Nadzorczej', null, 'board'],
        ['Akcjonariusz', null, 'board'],
        ['Doradca Zarządu', null, 'advisor'],
        ['Stażystka w dziale finansów', null, 'intern'],
        ['Praktykant w dziale marketingu', null, 'intern'],
        ['Specjalista ds. sprzedaży', 'Staż', 'intern'],
        ['Programista', 'B2B', 'contractor'],
        ['Samozatrudniony grafik', null, 'contractor'],
        ['Spedytor', 'Umowa zlecenie', 'contractor'],
        ['Zewnętrzny doradca prawny', null, 'contractor'],
        ['Zewnętrzna księgowa', null, 'contractor'],
        ['Właściciel produktu', null, 'employee'],
        ['Honorary Chairman', null, 'board'],
        ['Presidente de Honor', null, 'board'],
        ['Presidente de Honor y asesor del Consejo', null, 'board'],
        ['Président d’honneur', null, 'board'],
        ['Presidente onorario', null, 'board'],
        ['Ehrenvorsitzender', null, 'board'],
        ['Prezes Honorowy', null, 'board'],
      ].map(([title, type, engagement]) => [`${title}${site}`, type, engagement] as const),
    ),
  )('"%s" (%s) is %s', (title, type, engagement) => {
    expect(readTitle(title, type).engagement).toBe(engagement);
  });
  it.each(['Honorary Chairman', 'Presidente de Honor', 'Prezes Honorowy'])(
    '"%s" holds no executive rank',
    (title) => {
      expect(readTitle(title).levels).not.toContain('c_level');
    },
  );
});

describe('a Polish title that says it is external is outside counsel', () => {
  it('"outside counsel" drops a Zewnętrzny doradca prawny, not the in-house Radca prawny', () => {
    expect(
      kept('In-house lawyers and legal counsel. Not outside counsel.', [
        'Radca prawny',
        ['Zewnętrzny doradca prawny', 'contractor'],
        ['Zewnętrzna radczyni prawna', 'contractor'],
      ]),
    ).toEqual(['Radca prawny']);
  });
});
