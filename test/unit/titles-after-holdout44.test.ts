import { describe, expect, it } from 'vitest';
import { judgeRoles } from '../../functions/core/role-match.js';
import { readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { read } from '../fixtures/reading.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 44 (issue 22). Holdout 44's Brașov bakery chain wrote its titles in Romanian and
 * its Helsinki payroll fintech some in Finnish, which the reader did not read: a Director Achiziții, Director Resurse
 * Umane, Consilier juridic, Contabil șef, Șef de tură or Tehnician mentenanță read as no function or no rank, its
 * Fondator as no founder, its Membru CA as staff. Generated tables: the same kinds of titles (from ESCO's Romanian and
 * Finnish occupation labels) at employers and industries in no labelled set (a Cluj software house, a Timișoara
 * brewery, a Constanța port operator, a Tampere paper mill, an Oulu telecom, a Turku shipyard).
 */

const SITES = [
  '',
  ' – Berăria Banat SRL',
  ' | Port Constanța',
  ' @ Softwarehouse Cluj',
  ' (Tampereen Paperi Oy)',
  ', Turun Telakka',
];
const { reads } = titleTables(SITES);

describe('Romanian function words, beside the same job in other languages', () => {
  reads('procurement', {
    ro: [
      'Director Achiziții',
      'Specialist achiziții',
      'Achizitor',
      'Referent aprovizionare',
      'Manager Achiziții',
    ],
    en: ['Purchasing Director'],
  });
  reads('people', {
    ro: ['Director Resurse Umane', 'Inspector resurse umane', 'Manager Resurse Umane'],
    en: ['HR Director'],
  });
  reads('legal', {
    ro: ['Consilier juridic', 'Consilieră juridică', 'Șef Serviciu Juridic', 'Jurist'],
    en: ['Legal Counsel'],
  });
  reads('finance', {
    ro: ['Contabil șef', 'Contabilă', 'Director economic', 'Economist salarizare', 'Trezorier'],
    es: ['Contable jefe'],
  });
  reads('quality', {
    ro: ['Inspector control calitate', 'Manager calitate', 'Responsabil siguranța alimentelor'],
    en: ['Quality Inspector'],
  });
  reads('facilities', {
    ro: ['Tehnician mentenanță', 'Inginer mentenanță', 'Mecanic utilaje', 'Femeie de serviciu'],
    en: ['Facility Manager'],
  });
  reads('it', {
    ro: ['Administrator de sistem', 'Administrator rețea', 'Informatician'],
    en: ['System Administrator'],
  });
  reads('sales', {
    ro: ['Director Vânzări', 'Agent vânzări', 'Reprezentant vânzări'],
    en: ['Sales Director'],
  });
  reads(
    'operations',
    {
      ro: [
        'Șef de tură',
        'Magazioner',
        'Lucrător depozit',
        'Stivuitorist',
        'Șofer livrări',
        'Director Operațiuni',
      ],
      en: ['Shift Supervisor'],
    },
    ['it'],
  );
  reads('retail', {
    ro: ['Șef magazin', 'Șefă de magazin', 'Area Manager Magazine', 'Manager zonal magazine'],
    en: ['Store Manager'],
  });
  reads('communications', { ro: ['Specialist relații publice', 'Purtător de cuvânt'], en: ['PR Manager'] });
  reads('engineering', { ro: ['Programator', 'Dezvoltator software'], en: ['Software Developer'] });
  reads('compliance', { ro: ['Ofițer conformitate'], en: ['Compliance Officer'] });
  it.each(['Magazine Editor', 'Magazine Art Director', 'Economist', 'Consiliere clienti'])(
    '"%s" reads as before: the Romanian words only in their own forms',
    (title) => {
      expect(readTitle(title).functions).not.toContain('retail');
      expect(readTitle(title).functions).not.toContain('finance');
    },
  );
});

describe('Finnish compounds: the first part names the function', () => {
  reads('sales', {
    fi: ['Myyntipäällikkö', 'Myyntijohtaja', 'Myyjä', 'Avainasiakaspäällikkö'],
    en: ['Sales Manager'],
  });
  reads('marketing', { fi: ['Markkinointipäällikkö', 'Markkinointijohtaja'], en: ['Marketing Manager'] });
  reads('finance', {
    fi: ['Talousjohtaja', 'Talouspäällikkö', 'Kirjanpitäjä', 'Palkanlaskija'],
    en: ['Accountant'],
  });
  reads('people', { fi: ['Henkilöstöjohtaja', 'Henkilöstöpäällikkö'], en: ['HR Director'] });
  reads('talent_acquisition', { fi: ['Rekrytoija', 'Rekrytointipäällikkö'], en: ['Recruiter'] });
  reads('legal', { fi: ['Lakimies', 'Yrityslakimies', 'Lakiasiainjohtaja'], en: ['Corporate Lawyer'] });
  reads('procurement', { fi: ['Ostopäällikkö', 'Hankintapäällikkö', 'Ostaja'], en: ['Buyer'] });
  reads('operations', {
    fi: ['Tuotantopäällikkö', 'Logistiikkapäällikkö', 'Varastotyöntekijä', 'Vuoropäällikkö'],
  });
  reads('quality', { fi: ['Laatupäällikkö', 'Laadunvarmistusinsinööri'] });
  reads('facilities', { fi: ['Kiinteistöpäällikkö', 'Huoltoteknikko', 'Kunnossapitopäällikkö'] });
  reads('support', { fi: ['Asiakaspalvelupäällikkö', 'Asiakaspalveluneuvoja'] });
  reads('communications', { fi: ['Viestintäpäällikkö', 'Viestintäjohtaja', 'Tiedottaja'] });
  reads('security', { fi: ['Tietoturvapäällikkö', 'Tietoturva-asiantuntija'] });
  reads('it', { fi: ['Tietohallintojohtaja', 'Järjestelmäasiantuntija', 'Lähitukihenkilö'] });
  reads('engineering', { fi: ['Ohjelmistokehittäjä', 'Ohjelmistoarkkitehti', 'Frontend-kehittäjä'] });
  reads('data_science', { fi: ['Datatieteilijä'] });
  reads('product', { fi: ['Tuotepäällikkö', 'Tuoteomistaja'] });
  reads('design', { fi: ['Graafinen suunnittelija', 'Palvelumuotoilija'] });
  reads('retail', { fi: ['Myymäläpäällikkö'] });
});

describe('a product manager or owner whose title names a domain manages a product', () => {
  reads('product', {
    de: ['Produktmanagerin Lohnabrechnung', 'Produktmanager:in Buchhaltung'],
    en: ['Product Manager Payroll', 'Product Owner Accounting', 'Senior Product Manager – Tax'],
    nl: ['Productmanager Salarisadministratie'],
  });
  it('"Product Marketing Manager" stays product marketing', () => {
    expect(readTitle('Product Marketing Manager').functions[0]).toBe('product_marketing');
  });
});

describe('Romanian and Finnish ranks', () => {
  const ranks = (site: string) =>
    [
      ['Director General', 'c_level'],
      ['Director Executiv', 'c_level'],
      ['Președinte', 'c_level'],
      ['Toimitusjohtaja', 'c_level'],
      ['Vicepreședinte', 'vp'],
      ['Varatoimitusjohtaja', 'vp'],
      ['Directoare Marketing', 'head'],
      ['Șef Serviciu Achiziții', 'head'],
      ['Contabil șef', 'head'],
      ['Myyntijohtaja', 'head'],
      ['Henkilöstöjohtaja', 'head'],
      ['Talouspäällikkö', 'head'],
      ['Șef de tură', 'manager'],
      ['Șefă de echipă', 'manager'],
      ['Coordonator depozit', 'manager'],
      ['Supervizor producție', 'manager'],
      ['Vuoropäällikkö', 'manager'],
      ['Tiiminvetäjä', 'manager'],
      ['Esimies', 'manager'],
    ].map(([title, level]) => [`${title}${site}`, level] as const);
  it.each(SITES.flatMap(ranks))('"%s" is %s', (title, level) => {
    expect(readTitle(title).levels[0]).toBe(level);
  });
  it.each([
    'Manager de produs',
    'Manager de proiect',
    'Tuotepäällikkö',
    'Projektipäällikkö',
    'Șef de proiect',
  ])('"%s" manages a thing, not a team', (title) => {
    expect(readTitle(title).levels).toEqual(['individual']);
  });
  it.each(['Hallituksen puheenjohtaja', 'Puheenjohtaja'])('"%s" heads no department', (title) => {
    expect(readTitle(title).levels).not.toContain('head');
  });
});

describe('Romanian and Finnish engagements: founders, board seats, trainees, collaborators', () => {
  it.each(
    SITES.flatMap((site) =>
      [
        ['Fondator', null, 'founder'],
        ['Co-fondatoare & Director Marketing', null, 'founder'],
        ['Fondator și Președinte CA', null, 'founder'],
        ['Perustaja ja toimitusjohtaja', null, 'founder'],
        ['Omistaja', null, 'founder'],
        ['Membru CA', null, 'board'],
        ['Membră a Consiliului de Administrație', null, 'board'],
        ['Membru independent al Consiliului de Supraveghere', null, 'board'],
        ['Președintele Consiliului de Administrație', null, 'board'],
        ['Acționar', null, 'board'],
        ['Hallituksen jäsen', null, 'board'],
        ['Hallituksen puheenjohtaja', null, 'board'],
        ['Hallitusammattilainen', null, 'board'],
        ['Member of the Board (investor director)', null, 'board'],
        ['Nominee Director', null, 'board'],
        ['Stagiar contabilitate', null, 'intern'],
        ['Practicantă marketing', null, 'intern'],
        ['Kesäharjoittelija', null, 'intern'],
        ['Harjoittelija, talous', null, 'intern'],
        ['Colaborator extern – traduceri', null, 'contractor'],
        ['Programator', 'PFA', 'contractor'],
        ['Varastotyöntekijä (vuokratyö)', null, 'contractor'],
        ['Contabil șef', null, 'employee'],
        ['Myyntipäällikkö', null, 'employee'],
      ].map(([title, type, engagement]) => [`${title}${site}`, type, engagement] as const),
    ),
  )('"%s" (%s) is %s', (title, type, engagement) => {
    expect(readTitle(title, type).engagement).toBe(engagement);
  });
  it.each(['Asistentă executivă a directorului general', 'Asistent executiv al Președintelui'])(
    '"%s" assists the chief executive: no rank of the principal',
    (title) => {
      const reading = readTitle(title);
      expect(reading.levels).toEqual(['individual']);
      expect(reading.engagement).toBe('employee');
    },
  );
});

describe('Romanian and Finnish profiles that say their holder founded the company or belongs to its family', () => {
  const company = bareCompany({ name: 'Moara Dunării', industry: 'Food Production' });
  const founders = read(
    'Founders and co-founders, and members of the owning family who work in the business.',
  );
  const kept = (title: string, about: string) =>
    judgeRoles(
      'Founders',
      founders,
      bareProfile({ about, experience: [roleAt(title, { company: 'Moara Dunării' })] }),
      company,
    ).keep;
  it.each([
    ['Membru CA', 'Cofondatoare a Moara Dunării, alături de fratele meu.'],
    ['Director Tehnic', 'Am pornit Moara Dunării în 2001 cu o singură moară.'],
    ['Director Financiar', 'A treia generație a familiei la conducerea morii.'],
    ['Chief of Staff', 'Fiica cea mare a familiei fondatoare; lucrez alături de tatăl meu.'],
    ['Tuotantojohtaja', 'Omistajaperheen kolmas sukupolvi yrityksessä.'],
    ['Myyntijohtaja', 'Toisen polven yrittäjä perheyrityksessä.'],
  ])('"%s" with "%s" is kept', (title, about) => {
    expect(kept(title, about)).toBe(true);
  });
  it.each([
    ['Director Tehnic', 'Cofondator al unui club de alergare din Galați.'],
    ['Director Financiar', 'Lucrez în industria morăritului din 2005.'],
  ])('"%s" with "%s" is not', (title, about) => {
    expect(kept(title, about)).toBe(false);
  });
});
