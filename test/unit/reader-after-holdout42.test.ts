import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { keeps, kept, keptIn, position, read } from '../fixtures/reading.js';

/**
 * How a definition is read after holdout 42 (issue 22). Generated tables: definitions in the seven
 * languages, titles and companies of industries in no labelled set.
 */

const companies: ProviderCompany[] = [
  { ...EVAL_COMPANY, name: 'Brodarica Ropes', industry: 'Textile Manufacturing' },
  { ...EVAL_COMPANY, name: 'Quillmark Analytics', industry: 'Software Development' },
];

/**
 * "Founders and owning-family members": the owning family, hyphenated or not, and a Slovenian or Croatian
 * profile that ties someone to it ("druga generacija družinskega podjetja", "treća generacija obiteljske
 * tvrtke"). Holdout 42 missed three members of the owning family.
 */
describe('owning-family members, and Slovenian and Croatian family ties', () => {
  const definitions = [
    'Founders, co-founders and owning-family members who are still active in the company.',
    'Owning-family members and founders who still work here.',
    'Founders and owning family members, employees or on the board.',
  ];
  const abouts = [
    'Druga generacija družinskega podjetja.',
    'Tretja generacija družinskega podjetja, skrbim za prodajo.',
    'Treća generacija obiteljske tvrtke.',
    'Solastnik družinskega podjetja skupaj z očetom.',
  ];
  for (const company of companies)
    for (const definition of definitions)
      it.each(abouts)(`${definition} at ${company.name}: a member whose profile says "%s"`, (about) => {
        const at = personAt(company, 'Full-time');
        const roster = {
          member: at(
            'member',
            'Nina Zupan',
            'Vodja prodaje',
            [['Sales Manager', 'here', '2018-01', null]],
            about,
          ),
          staff: at('staff', 'Luka Novak', 'Sales Manager', [['Sales Manager', 'here', '2019-01', null]]),
          founder: at('founder', 'Ana Kos', 'Co-founder & CEO', [
            ['Co-founder & CEO', 'here', '2001-01', null],
          ]),
        };
        expect(keptIn(definition, company, roster)).toEqual(['founder', 'member']);
      });
});

/**
 * "… here or at a previous employer", "pharmaciens de formation", "Apotheker von Beruf": a background is
 * asked for, so someone who works here now counts for a job they held anywhere, at any time (or that their
 * headline names); someone who left, or an advisor, does not. Holdout 42 missed three former revenue
 * managers and the trained pharmacists.
 */
describe('a background: a job held anywhere, by someone who works here now', () => {
  const definitions = [
    'Pharmacists by training, whatever their current job. Current staff only.',
    'Pharmacists, here or at a previous employer.',
    'Toutes les personnes actuellement chez nous qui sont pharmacien(ne)s de formation ou de métier, quel que soit leur poste actuel.',
    'Apotheker von Beruf, egal in welcher Rolle sie heute sind.',
    'Apotheker, hier oder bei einem früheren Arbeitgeber.',
    'Farmacéuticos de formación, sea cual sea su puesto actual.',
    'Farmacisti di formazione, qualunque sia il loro ruolo attuale.',
    'Farmacêuticos de formação, seja qual for o cargo atual.',
    'Apothekers van opleiding, ongeacht hun huidige functie.',
  ];
  for (const company of companies)
    it.each(definitions)(`%s at ${company.name}`, (definition) => {
      const at = personAt(company, 'Full-time');
      const roster = {
        analyst: at('analyst', 'Blaž Petek', 'Data Analyst', [
          ['Data Analyst', 'here', '2021-01', null],
          ['Pharmacist', 'City Pharmacy', '2012-01', '2020-12'],
        ]),
        headline: at('headline', 'Valentina Bernardi', 'Farmacista – Responsabile Qualità', [
          ['Quality Manager', 'here', '2020-01', null],
        ]),
        never: at('never', 'Tom Berg', 'Data Analyst', [
          ['Data Analyst', 'here', '2021-01', null],
          ['Controller', 'Other Co', '2015-01', '2020-12'],
        ]),
        gone: at('gone', 'Eva Horn', 'Pharmacist', [
          ['Pharmacist', 'Other Co', '2022-01', null],
          ['Sales Manager', 'here', '2015-01', '2021-12'],
        ]),
        advisor: at('advisor', 'Karl Moser', 'Advisor', [
          ['Advisor', 'here', '2022-01', null, 'Advisor'],
          ['Pharmacist', 'City Pharmacy', '1990-01', '2010-12'],
        ]),
      };
      expect(keptIn(definition, company, roster)).toEqual(['analyst', 'headline']);
    });

  it('without a background only the current job counts', () => {
    const company = companies[0] as ProviderCompany;
    const at = personAt(company, 'Full-time');
    const roster = {
      analyst: at('analyst', 'Blaž Petek', 'Data Analyst', [
        ['Data Analyst', 'here', '2021-01', null],
        ['Pharmacist', 'City Pharmacy', '2012-01', '2020-12'],
      ]),
    };
    expect(keptIn('Pharmacists.', company, roster)).toEqual([]);
    expect(read('Pharmacists.').background).toBeUndefined();
  });

  it('the headline of a job here restating its title is no trade', () => {
    const company = companies[1] as ProviderCompany;
    const at = personAt(company, 'Full-time');
    const roster = {
      em: at('em', 'Petros Alexiou', 'Engineering Manager – Pricing Engine', [
        ['Engineering Manager, Pricing Engine', 'here', '2021-11', null],
      ]),
      rm: at('rm', 'Lena Roth', 'Key Account Manager', [
        ['Key Account Manager', 'here', '2022-01', null],
        ['Revenue Manager', 'Grand Hotel', '2015-01', '2021-12'],
      ]),
    };
    expect(
      keptIn(
        'Anyone who works or has worked as a revenue manager, here or at a previous employer. Current staff only.',
        company,
        roster,
      ),
    ).toEqual(['rm']);
  });
});

/**
 * "The Direktor of a Slovenian d.o.o. counts as CEO; managing directors of foreign subsidiaries do not": a
 * legal form ends no sentence, and the heads of subsidiaries are country heads. Holdout 42 read "The
 * Direktor of a Slovenian d." as every department director.
 */
describe('a legal form in a sentence, and the heads of subsidiaries', () => {
  const forms = [
    'Slovenian d.o.o.',
    'Croatian d.o.o.',
    'Italian S.p.A.',
    'Dutch B.V.',
    'Czech s.r.o.',
    'Italian S.r.l.',
    'Belgian N.V.',
  ];
  const heads = ['Direktor', 'Director', 'Directeur'];
  const roster = [
    'CEO',
    'CFO',
    'Finance Director',
    'Logistics Director',
    'VP Engineering',
    'Head of Quality',
  ];
  for (const head of heads)
    it.each(forms)(`"The ${head} of a %s counts as CEO" keeps the C-level only`, (form) => {
      expect(
        kept(`C-level executives: CEO, CFO, COO, CTO, CISO. The ${head} of a ${form} counts as CEO.`, roster),
      ).toEqual(['CEO', 'CFO']);
    });
  const subsidiaries = [
    'Top executives and general managers. Managing directors of foreign subsidiaries do not count.',
    'Top-Management und Geschäftsführung. Geschäftsführer der ausländischen Tochtergesellschaften nicht.',
    'La direction générale et les dirigeants. Pas les directeurs généraux des filiales étrangères.',
    'La alta dirección y los directores generales. No los directores generales de las filiales extranjeras.',
    'Il top management e la direzione generale. Non gli amministratori delegati delle controllate estere.',
    'A alta direção e os executivos de topo. Não os diretores gerais das subsidiárias estrangeiras.',
    'Het topmanagement en de directie. Niet de algemeen directeuren van buitenlandse dochterondernemingen.',
  ];
  const groups: ProviderCompany[] = [
    {
      ...EVAL_COMPANY,
      name: 'Lipica Distribucija',
      industry: 'Wholesale',
      location: { locality: 'Ljubljana', region: null, postal_code: null, country_code: 'SI' },
    },
    {
      ...EVAL_COMPANY,
      name: 'Vestvik Marine',
      industry: 'Shipbuilding',
      location: { locality: 'Bergen', region: null, postal_code: null, country_code: 'NO' },
    },
  ];
  for (const company of groups)
    it.each(subsidiaries)(`%s at ${company.name}: the CEO, not a subsidiary's head`, (definition) => {
      const at = personAt(company, 'Full-time');
      const name = (company.name ?? '').split(' ')[0];
      const roster = {
        ceo: at('ceo', 'Marko Kovač', 'CEO', [['CEO', 'here', '2015-01', null]]),
        austria: at('austria', 'Stefan Gruber', `Geschäftsführer ${name} Austria GmbH`, [
          ['Geschäftsführer', 'here', '2020-01', null],
        ]),
      };
      expect(keptIn(definition, company, roster)).toEqual(['ceo']);
    });
});

/**
 * "Warehouse floor staff – pickers, warehouse workers, forklift drivers … not the managers/team leads, not
 * delivery drivers": a job on the floor, at the individual level, never anyone in operations. Holdout 42
 * kept a dispatcher, a lean lead and a logistics director.
 */
describe('warehouse floor staff', () => {
  const definitions = [
    'warehose floor staff – pickers, warehouse workers, forklift drivers, incl. agency temps. not the managers/team leads, not delivery drivers',
    'Warehouse floor staff: pickers, warehouse workers and forklift drivers. Not managers or team leads, not delivery drivers.',
    'Lagerpersonal: Kommissionierer, Lagerarbeiter und Staplerfahrer. Keine Führungskräfte, keine Auslieferungsfahrer.',
    "Personnel d'entrepôt : préparateurs de commandes, magasiniers et caristes. Pas les managers, pas les livreurs.",
    'Personal de almacén: preparadores de pedidos, mozos de almacén y carretilleros. Sin jefes ni repartidores.',
    'Personale di magazzino: magazzinieri e carrellisti. Non i responsabili, non gli autisti.',
    'Pessoal de armazém: operadores de armazém e empilhadores. Não os gestores, não os motoristas.',
    'Magazijnpersoneel: orderpickers, magazijnmedewerkers en heftruckchauffeurs. Geen managers, geen chauffeurs.',
  ];
  const floor = [
    'Order Picker',
    'Forklift Driver',
    'Warehouse Worker',
    'Lagerist',
    'Kommissionierer',
    'Magasinier',
  ];
  const notFloor = [
    'Warehouse Manager',
    'Logistics Director',
    'Dispatcher',
    'Operations Excellence Lead',
    'Supply Chain Planner',
    'Software Engineer',
  ];
  it.each(definitions)('%s', (definition) => {
    const got = kept(definition, [...floor, ...notFloor]);
    expect(got.filter((t) => floor.includes(t)).length).toBeGreaterThanOrEqual(4);
    for (const t of notFloor) expect(got).not.toContain(t);
  });
});

/** A typing slip of one left-out letter is the word meant: "warehose", "maintenace", "procurment". */
describe('a slip of one left-out letter', () => {
  it.each([
    ['facility mgmt, office managers, building maintenace', 'Building Maintenance Technician'],
    ['warehose workers', 'Warehouse Worker'],
    ['procurment managers', 'Procurement Manager'],
    ['logstics coordinators', 'Logistics Coordinator'],
  ])('%s keeps %s', (definition, title) => {
    expect(kept(definition, [title, 'Software Engineer'])).toEqual([title]);
  });
});

/** "Vodja", "voditelj", "direktorji" in a definition are heads of a department, as "Leiter" is. */
describe('Slovenian and Croatian heads in a definition', () => {
  it.each([
    'Vodje oddelkov',
    'Director-to-VP level leaders (Director, Head of, VP, or the Vodja of a whole department).',
    'Voditelji odjela',
    'Direktorji',
  ])('%s reads heads and directors', (definition) => {
    const reading = read(definition);
    expect(reading.includes.some((c) => c.levels?.includes('head'))).toBe(true);
    expect(reading.warnings.join(' ')).not.toMatch(/vodj|voditelj|direktorji/i);
    expect(keeps(reading, position('Head of Finance'))).toBe(true);
  });
});

/** "Pripravniki", "študentsko delo", "vajenci": interns and working students, asked for or excluded. */
describe('Slovenian and Croatian interns in a definition', () => {
  it.each([
    'Alle im Finanzbereich. Keine Praktikant:innen, Pripravniki oder Werkstudierenden.',
    'Everyone in finance, no pripravniki.',
    'Finance, excluding pripravnice and študentsko delo.',
    'Toute la finance, sauf les pripravniki.',
  ])('%s drops the interns', (definition) => {
    expect(kept(definition, ['Accountant', ['Accountant', 'intern']])).toEqual(['Accountant']);
  });
  it.each(['Pripravniki in študentje', 'Trainees/Pripravniki', 'Vajenci'])(
    '%s asks for interns',
    (definition) => {
      expect(kept(definition, [['Accountant', 'intern'], 'Accountant'])).toEqual(['Accountant']);
      expect(read(definition).includes.length).toBeGreaterThan(0);
    },
  );
});

/**
 * "Customer support or customer service (heads, team leads, service-desk managers)": the customers' desk,
 * in a definition that names no IT; IT's desk where the definition names IT. Holdout 42 kept an IT manager.
 */
describe('a service desk in a customer-support definition', () => {
  it.each([
    'Managers and leaders in customer success, customer support or customer service (heads, team leads, service-desk managers).',
    'Customer service managers and help desk managers.',
    'Kundenservice: Leitung, Teamleads und Service-Desk-Manager.',
    'Service client : responsables, chefs d’équipe et managers du service desk.',
    'Atención al cliente: responsables y managers del help desk.',
    'Assistenza clienti: responsabili e manager del service desk.',
    'Klantenservice: teamleiders en servicedesk managers.',
  ])('%s: not the IT manager', (definition) => {
    const got = kept(definition, ['IT Manager', 'Customer Service Manager', 'Customer Support Team Lead']);
    expect(got).not.toContain('IT Manager');
    expect(got.length).toBeGreaterThan(0);
  });
  it('a definition naming IT keeps its service-desk managers in IT', () => {
    expect(kept('Internal IT: service desk managers and sysadmins.', ['IT Manager'])).toEqual(['IT Manager']);
  });
});
