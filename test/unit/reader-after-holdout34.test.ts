import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn, read } from '../fixtures/reading.js';

/**
 * How a definition is read after holdout 34 (issue 22). Generated tables: definitions in seven
 * languages, titles at companies in no labelled set.
 */

/**
 * "Assistants to the CEO, the chairman or the leadership team": whom they assist is a list, of any
 * length, of people the persona does not ask for. Holdout 34 kept the CEO, the chairman and the whole
 * leadership team because the chairman ended the list of whom they assist.
 */
describe('assistants TO someone: the people they assist are no target', () => {
  const definitions = [
    'Assistants to the CEO, the chairman or the leadership team, and chiefs of staff.',
    'Assistants to the chair, the board or the executive team.',
    'Executive assistants to the president or the CEO.',
    'EA to the MD and chiefs of staff',
    'Assistent:innen der Geschäftsführung und des Vorsitzenden',
    'Assistantes du président ou de la direction générale',
    'Asistentes del presidente o de la dirección general',
    'Assistenti del presidente e dell’amministratore delegato',
    'Secretárias da presidência ou da administração',
    'Directiesecretaresses en assistenten van de voorzitter',
  ];
  const roster = [
    'Executive Assistant to the CEO',
    'Chief Executive Officer',
    'Chairman of the Board',
    'Presidente',
    'Managing Director',
    'Geschäftsführer',
    'Directeur Général',
    'CFO',
    'VP Sales',
    'Head of Marketing',
    'Backend Engineer',
  ];
  it.each(definitions)('%s keeps no one of those assisted', (definition) => {
    const k = kept(definition, roster);
    expect(k).toContain('Executive Assistant to the CEO');
    expect(k).toEqual(['Executive Assistant to the CEO']);
  });
});

/**
 * "Formación y desarrollo" after recruiting and payroll is learning and development (HR). Holdout 34's HR
 * persona read "desarrollo" as software development and kept the engineers.
 */
describe('training and development is learning and development, not software', () => {
  const definitions = [
    'HR people: HR business partners, recruiters, payroll, training and development.',
    'Personas de RR. HH.: reclutadores, nóminas, formación y desarrollo.',
    'Personal: Recruiter, Lohnbuchhaltung, Aus- und Weiterbildung und Entwicklung.',
    'RH : recruteurs, paie, formation et développement.',
    'Risorse umane: selezione, paghe, formazione e sviluppo.',
    'RH: recrutadores, folha de pagamento, formação e desenvolvimento.',
    'HR: recruiters, salarisadministratie, opleiding en ontwikkeling.',
  ];
  const roster = [
    'Learning & Development Manager',
    'HR Business Partner',
    'Software Developer',
    'Backend Engineer',
    'Head of Engineering',
    'Sales Manager',
  ];
  it.each(definitions)('%s keeps no engineer', (definition) => {
    const k = kept(definition, roster);
    expect(k).toContain('HR Business Partner');
    expect(k).not.toContain('Software Developer');
    expect(k).not.toContain('Backend Engineer');
    expect(k).not.toContain('Head of Engineering');
  });
});

/**
 * A heading naming a line of insurance narrows the jobs listed after its colon to that line. Holdout 34
 * kept claims handlers and account managers of other lines for a marine insurance persona.
 */
describe('a line of insurance in a heading must hold for every job after it', () => {
  const definitions = [
    'Anyone in marine / transport insurance: hull, cargo, P&I – brokers, account managers, claims adjusters.',
    'Aviation insurance people: account managers and claims adjusters.',
    'Assicurazioni trasporti e marittime: account manager e liquidatori sinistri.',
    'Transportversicherung: Account Manager und Schadenregulierer.',
  ];
  const roster = [
    'Account Manager Marine',
    'Marine Claims Adjuster',
    'Account Manager Aviation',
    'Account Manager Trasporti',
    'Account Manager Transport',
    'Account Manager',
    'Claims Specialist',
    'Key Account Manager Motor',
  ];
  it.each(definitions)('%s keeps no one of other lines', (definition) => {
    const k = kept(definition, roster);
    expect(k.length).toBeGreaterThan(0);
    expect(k).not.toContain('Account Manager');
    expect(k).not.toContain('Claims Specialist');
    expect(k).not.toContain('Key Account Manager Motor');
  });
});

/**
 * "Ni presidentes no ejecutivos": the chair of a board is non-executive unless the title says it runs the
 * company too. Holdout 34 read "presidentes" as nothing ("no ejecutivos" as a board seat) and kept the
 * Presidente of the board among the C-level.
 */
describe('an exclusion of non-executive chairs drops the chair, not the executive chair or the CEO', () => {
  const definitions = [
    'C-level executives. Exclude non-executive chairmen.',
    'C-level executives, not the non-executive chair.',
    'Alta dirección (C-level): CEO, CFO, CTO y similares. Ni presidentes no ejecutivos.',
    'Top management (C-level), esclusi i presidenti non esecutivi.',
    'Dirigeants C-level : CEO, CFO, CTO, sauf les présidents non exécutifs.',
    'Alta direção (C-level), exceto presidentes não executivos.',
  ];
  const roster = ['Chairman', 'Presidente', 'Chairwoman of the Board', 'Presidente y CEO', 'CEO', 'CFO'];
  it.each(definitions)('%s', (definition) => {
    const k = kept(definition, roster);
    expect(k).toContain('CEO');
    expect(k).toContain('CFO');
    expect(k).toContain('Presidente y CEO');
    expect(k).not.toContain('Chairman');
    expect(k).not.toContain('Presidente');
    expect(k).not.toContain('Chairwoman of the Board');
  });
});

/**
 * "Not the group CEO": the company's own chief executive, by a chief-executive title. Holdout 34 read it
 * as a top executive whose title says "group" and kept the CEO among the heads of foreign subsidiaries;
 * the managing directors of the subsidiaries are what the persona asks for and stay.
 */
describe('"not the group CEO" drops the chief executive, not the heads of subsidiaries', () => {
  const definitions = [
    'Country managers and managing directors of our foreign subsidiaries. Not the group CEO.',
    'Country managers and managing directors of foreign subsidiaries, but not the CEO of the group.',
    'Landesgeschäftsführer und Country Manager, nicht der Konzernchef.',
    'Country managers et directeurs généraux des filiales, pas le PDG du groupe.',
    'Country managers y directores generales de filiales, excepto el consejero delegado del grupo.',
    'Country manager e direttori generali delle filiali, escluso il group CEO.',
    'Country managers en directeuren van buitenlandse dochters, niet de group CEO.',
  ];
  const roster = [
    'Country Manager Italia',
    'CEO',
    'Co-founder & CEO',
    'Amministratore Delegato',
    'Group CEO',
  ];
  it.each(definitions)('%s', (definition) => {
    const k = kept(definition, roster);
    expect(k).toContain('Country Manager Italia');
    expect(k).not.toContain('CEO');
    expect(k).not.toContain('Co-founder & CEO');
    expect(k).not.toContain('Group CEO');
  });
});

/**
 * "Keine Leiharbeiter": agency and temporary workers are hired through another employer, an engagement
 * like a contractor's. Read as "workers", the exclusion dropped the employees too, or kept the agency staff.
 */
describe('agency and temporary workers are excluded as an engagement, in seven languages', () => {
  const definitions = [
    'Production workers, no agency workers or temps.',
    'Produktionsmitarbeiter. Keine Leiharbeiter.',
    'Opérateurs de production, sauf intérimaires.',
    'Operarios de producción, sin trabajadores de ETT.',
    'Operadores de produção, exceto trabalhadores temporários.',
    'Operai di produzione, esclusi gli interinali.',
    'Productiemedewerkers, geen uitzendkrachten.',
  ];
  it.each(definitions)('%s', (definition) => {
    const reading = read(definition);
    expect(reading.excludes.map((c) => c.engagements)).toContainEqual(['contractor']);
    expect(kept(definition, ['Production Operator', ['Machine Operator', 'contractor']])).toEqual([
      'Production Operator',
    ]);
  });
});

/** The plant's manager ("Werksleiter", "Betriebsleiterin") runs production, whatever language asks for it. */
describe('a Werksleiter is production leadership', () => {
  const definitions = [
    'Production leadership: plant managers and production managers.',
    'Produktionsleitung: Werksleiter und Produktionsleiter.',
    'Direction de production : directeurs d’usine et responsables de production.',
    'Dirección de producción: directores de planta y jefes de producción.',
    'Direção de produção: diretores de fábrica e gerentes de produção.',
    'Direzione di produzione: direttori di stabilimento e responsabili di produzione.',
    'Productieleiding: fabrieksdirecteuren en productiemanagers.',
  ];
  it.each(definitions)('%s', (definition) => {
    const k = kept(definition, [
      'Werksleiter',
      'Werksleiterin',
      'Betriebsleiterin',
      'Head of Sales',
      'Werkstudent Vertrieb',
    ]);
    expect(k).toEqual(['Werksleiter', 'Werksleiterin', 'Betriebsleiterin']);
  });
});

/**
 * "Directora General España – Bortolan & Ferri Correduría de Seguros": a top executive whose headline names
 * a foreign country just before the company's name runs a subsidiary, as one naming it after the name
 * does. Holdout 34 kept her among the C-level the definition excluded "directores generales de filiales"
 * from.
 */
describe('a country said just before the company name makes a subsidiary head', () => {
  const HOMES: [ProviderCompany, string][] = [
    [
      {
        ...EVAL_COMPANY,
        name: 'Corvetti & Sala Brokers',
        location: { locality: null, region: null, postal_code: null, country_code: 'IT' },
      },
      'Corvetti & Sala',
    ],
    [
      {
        ...EVAL_COMPANY,
        name: 'Holmfeld Logistik',
        location: { locality: null, region: null, postal_code: null, country_code: 'DE' },
      },
      'Holmfeld',
    ],
  ];
  const HEADLINES: [string, string, string][] = [
    ['es', 'Directora General', 'Directora General España – {b} Correduría'],
    ['fr', 'Directeur Général', 'Directeur Général France | {b}'],
    ['pt', 'Diretor-Geral', 'Diretor-Geral Portugal – {b}'],
    ['nl', 'Algemeen Directeur', 'Algemeen Directeur Benelux @ {b}'],
    ['en', 'Managing Director', 'Managing Director Poland, {b}'],
    ['de', 'Geschäftsführerin', 'Geschäftsführerin Schweiz – {b}'],
  ];
  const C_LEVEL = 'Alta dirección (C-level): CEO, CFO y similares. No directores generales de filiales.';
  for (const [company, brand] of HOMES) {
    const at = personAt(company, 'Full-time');
    for (const [lang, title, headline] of HEADLINES) {
      const roster = {
        ceo: at('d1', 'Ana Test', `CEO | ${brand}`, [['CEO', 'here', '2015-01', null]]),
        cfo: at('d2', 'Bo Test', 'CFO', [['Chief Financial Officer', 'here', '2016-01', null]]),
        subsidiaryMd: at('d3', 'Cy Test', headline.replace('{b}', brand), [[title, 'here', '2019-01', null]]),
        countryManager: at('d4', 'Di Test', `Country Manager Italia @ ${brand}`, [
          ['Country Manager Italia', 'here', '2020-01', null],
        ]),
      };
      it(`${company.name}, ${lang}: "${headline}" is no C-level`, () => {
        expect(keptIn(C_LEVEL, company, roster)).toEqual(['ceo', 'cfo']);
      });
    }
  }
});
