import { describe, expect, it } from 'vitest';
import { excludedBy, matchClause, readPersona } from '../../functions/core/persona-reader.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn, position } from '../fixtures/reading.js';

/** Kept as the offline judge decides: an include clause matches and no exclusion drops the title. */
const judged = (definition: string, roster: readonly string[]): string[] => {
  const reading = readPersona({ name: 'x', definition });
  return roster.filter((title) => {
    const p = position(title);
    return (
      !reading.excludes.some((c) => excludedBy(c, p)) &&
      reading.includes.some((c) => matchClause(c, p, reading.engagements) !== null)
    );
  });
};

/**
 * Definitions and profiles after holdout 20 (issue 22), each held over generated variants (templates ×
 * seven languages × rosters, products and industries in no set): bare engineering specialties listed
 * before (or after) an engineering job are specialties of that job; "assistants to the CEO / the
 * partners" keeps no CEO and no partner; an exclusion of people "who don't lead a team" spares their team
 * leads; a managing partner is one of the firm's top executives, a country head is not; a bare "Partner"
 * title restated as "Managing Partner & …" in the headline is read in full.
 */

const PRODUCTS = ['smart meters', 'Ladesäulen', 'drones', 'e-bikes'];

describe('embedded / firmware and hardware engineers: each specialty takes the job the list names', () => {
  const TEMPLATES = (product: string): [string, string][] => [
    ['en', `Embedded/firmware and hardware engineers for our ${product}, any level.`],
    ['en', `Embedded, firmware and hardware engineers for our ${product}.`],
    ['de', `Embedded-/Firmware- und Hardware-Ingenieure für unsere ${product}, jede Ebene.`],
    ['fr', `Ingénieurs embarqué/firmware et hardware pour nos ${product}, tous niveaux.`],
    ['es', `Ingenieros embebidos/firmware y hardware para nuestros ${product}, cualquier nivel.`],
    ['pt', `Engenheiros embarcados/firmware e hardware para os nossos ${product}, qualquer nível.`],
    ['it', `Ingegneri embedded/firmware e hardware per i nostri ${product}, qualsiasi livello.`],
    ['nl', `Embedded/firmware en hardware engineers voor onze ${product}, elk niveau.`],
  ];
  const ROSTER = [
    'Firmware Engineer',
    'Embedded Software Engineer',
    'Backend Engineer',
    'Staff Software Engineer',
    'Hardware Engineer',
    'Frontend Developer',
    'Werkstudent Embedded Software',
    'Cloud Engineer',
    'Data Engineer',
  ];
  for (const product of PRODUCTS)
    for (const [lang, definition] of TEMPLATES(product))
      it(`${lang}: ${definition}`, () => {
        expect(kept(definition, ROSTER)).toEqual([
          'Firmware Engineer',
          'Embedded Software Engineer',
          'Hardware Engineer',
          'Werkstudent Embedded Software',
        ]);
      });
});

describe('assistants to the CEO / the committee / the partners: whom they assist is not asked for', () => {
  const DEFINITIONS = [
    'Executive assistants to the CEO / the executive committee / the partners, and chiefs of staff.',
    'Executive assistants to the CEO/the partners, plus chiefs of staff',
    'Assistants to the founders / the management board and chiefs of staff.',
    'Executive assistants to the managing partners / the executive committee, chiefs of staff.',
    'Executive assistants to the CFO / the leadership team, and chiefs of staff.',
    'Executive assistants to the CEO / the partners, and chiefs of staff.',
    'Assistants to the founders / the executive committee / the partners, and chiefs of staff.',
    'Personal assistants to the managing directors / the management committee, chiefs of staff.',
  ];
  const ROSTER = [
    'CEO',
    'Managing Partner',
    'Partner',
    'Founder',
    'CFO',
    'Executive Assistant',
    'Chief of Staff',
    'Head of Sales',
    'Assistant to the CEO',
    'Associé-gérant',
  ];
  for (const definition of DEFINITIONS)
    it(definition, () => {
      expect(kept(definition, ROSTER)).toEqual([
        'Executive Assistant',
        'Chief of Staff',
        'Assistant to the CEO',
      ]);
    });
});

describe('an exclusion of people "who don\'t lead a team" spares the ones who lead one', () => {
  const DEFINITIONS: [string, string][] = [
    [
      'en',
      "Sales leadership: heads of sales and sales managers. Exclude SDRs, BDRs and account executives who don't lead a team.",
    ],
    [
      'de',
      'Vertriebsleitung: Vertriebsleiter und Sales Manager. Keine SDRs, BDRs oder Account Executives, die kein Team leiten.',
    ],
    [
      'fr',
      "Direction commerciale : directeurs commerciaux et sales managers. Exclure les SDR, BDR et account executives qui n'encadrent pas d'équipe.",
    ],
    [
      'es',
      'Liderazgo comercial: directores de ventas y sales managers. Excluir SDR, BDR y account executives que no dirigen equipo.',
    ],
    [
      'pt',
      'Liderança comercial: diretores de vendas e sales managers. Excluir SDR, BDR e account executives que não lideram equipe.',
    ],
    [
      'it',
      'Leadership commerciale: direttori vendite e sales manager. Escludere SDR, BDR e account executive che non guidano un team.',
    ],
    [
      'nl',
      "Commercieel leiderschap: sales directors en sales managers. Geen SDR's, BDR's of account executives zonder team.",
    ],
  ];
  const ROSTERS = [
    ['SDR Team Lead', 'SDR', 'Account Executive', 'Head of Sales', 'BDR'],
    ['BDR Team Lead', 'Senior Account Executive', 'Sales Manager', 'Team Lead Account Executives'],
  ];
  const EXPECTED = [
    ['SDR Team Lead', 'Head of Sales'],
    ['BDR Team Lead', 'Sales Manager', 'Team Lead Account Executives'],
  ];
  for (const [lang, definition] of DEFINITIONS)
    for (const [i, roster] of ROSTERS.entries())
      it(`${lang} roster ${i + 1}: ${definition}`, () => {
        expect(judged(definition, roster)).toEqual(EXPECTED[i]);
      });

  it('"marketing managers without a team" still drops marketing managers (the level the exclusion names)', () => {
    expect(
      kept(
        'Marketing leaders: heads of marketing and marketing managers. Exclude marketing managers without a team.',
        ['Marketing Manager', 'Head of Marketing'],
      ),
    ).toEqual(['Head of Marketing']);
  });
});

describe('C-level: a managing partner runs the firm, a country head does not', () => {
  const DEFINITIONS: [string, string][] = [
    ['en', 'C-level, current: CEO, CFO, CTO and the executive management. No former executives.'],
    ['de', 'C-Level aktuell: CEO, CFO, CTO und die Geschäftsleitung. Keine Ehemaligen.'],
    ['fr', "C-level actuels : CEO, CFO, CTO et la direction générale. Pas d'anciens."],
    ['es', 'C-level actual: CEO, CFO, CTO y la dirección general. Sin antiguos.'],
    ['pt', 'C-level atual: CEO, CFO, CTO e a direção geral. Sem antigos.'],
    ['it', 'C-level attuale: CEO, CFO, CTO e la direzione generale. Niente ex.'],
    ['nl', 'C-level, huidig: CEO, CFO, CTO en de directie. Geen oud-medewerkers.'],
  ];
  const ROSTER = [
    'Associé-gérant',
    'Managing Partner',
    'Socio gerente',
    'Country Manager Italia',
    'Landesleiter Österreich',
    'Directeur pays Belgique',
    'CFO',
    'Partner',
    'Sales Manager',
  ];
  for (const [lang, definition] of DEFINITIONS)
    it(`${lang}: ${definition}`, () => {
      expect(kept(definition, ROSTER)).toEqual([
        'Associé-gérant',
        'Managing Partner',
        'Socio gerente',
        'CFO',
      ]);
    });

  const COUNTRY: [string, string][] = [
    ['en', 'Sales leadership: heads of sales and country managers.'],
    ['de', 'Vertriebsleitung: Vertriebsleiter und Landesleiter.'],
    ['fr', 'Direction commerciale : directeurs commerciaux et responsables pays.'],
    ['es', 'Liderazgo comercial: directores de ventas y jefes de país.'],
    ['es', 'Liderazgo comercial: jefes de ventas regionales o de país.'],
    ['pt', 'Liderança comercial: diretores de vendas e diretores de país.'],
    ['it', 'Leadership commerciale: direttori vendite e country manager.'],
    ['nl', 'Commercieel leiderschap: sales directors en country managers.'],
  ];
  for (const [lang, definition] of COUNTRY)
    it(`${lang}: country heads named in the definition are kept: ${definition}`, () => {
      expect(
        kept(definition, ['Country Manager Italia', 'Account Executive', 'Landesleiter Österreich']),
      ).toEqual(['Country Manager Italia', 'Landesleiter Österreich']);
    });

  it('"country managers" asked for by name are still kept', () => {
    expect(kept('Country managers and the CEO.', ['Country Manager Italia', 'CEO', 'Sales Manager'])).toEqual(
      ['Country Manager Italia', 'CEO'],
    );
  });
});

describe('a bare "Partner" title restated in the headline as "Managing Partner & …"', () => {
  for (const companyName of ['Mirabaud Hoffmann & Cie', 'Kessler Partners AG', 'Lindqvist Advokatbyrå']) {
    const company = { ...EVAL_COMPANY, name: companyName };
    const at = personAt(company, 'Full-time');
    const roster = {
      managing: at('p1', 'Anne Roux', 'Managing Partner & Chief Investment Officer', [
        ['Partner', 'here', '2016-01', null],
      ]),
      associe: at('p2', 'Luc Favre', `Associé-gérant – ${companyName}`, [
        ['Partner', 'here', '2010-01', null],
      ]),
      partner: at('p3', 'Eva Berg', `Partner at ${companyName}`, [['Partner', 'here', '2018-01', null]]),
      chair: at('p4', 'Marco Ferri', `Co-founder & Presidente del CdA di ${companyName}`, [
        ['Co-founder & Presidente del Consiglio di Amministrazione', 'here', '2009-04', null],
      ]),
      cfo: at('p5', 'Jon Ek', 'CFO', [['CFO', 'here', '2019-01', null]]),
    };
    for (const definition of [
      'C-Level aktuell: CEO, CFO, CTO, CIO und die Geschäftsleitung. Keine Ehemaligen.',
      'Current C-suite: CEO, CFO, COO and the executive committee. Not former executives.',
    ])
      it(`${companyName}: ${definition}`, () => {
        expect(keptIn(definition, company, roster)).toEqual(['associe', 'cfo', 'managing']);
      });
  }
});

describe('"juniors too", "anche junior": a seniority said as an addition bars nothing', () => {
  const DEFINITIONS: [string, string][] = [
    ['en', 'Procurement: buyers, heads of procurement and category managers. Juniors too.'],
    ['de', 'Einkauf: Einkäufer, Einkaufsleiter und Category Manager. Auch Juniors.'],
    ['fr', 'Achats : acheteurs, responsables achats et category managers. Juniors inclus.'],
    ['es', 'Compras: compradores, jefes de compras y category managers. También juniors.'],
    ['pt', 'Compras: compradores, responsáveis de compras e category managers. Também juniors.'],
    ['it', 'Acquisti: buyer, responsabili acquisti e category manager. Anche junior.'],
    ['nl', 'Inkoop: inkopers, hoofden inkoop en category managers. Ook juniors.'],
  ];
  for (const [lang, definition] of DEFINITIONS)
    it(`${lang}: ${definition}`, () => {
      expect(
        kept(definition, [
          'Buyer',
          'Junior Buyer',
          'Head of Procurement',
          'Junior Accountant',
          'Senior Buyer',
        ]),
      ).toEqual(['Buyer', 'Junior Buyer', 'Head of Procurement', 'Senior Buyer']);
    });

  it('"juniors only" is still a bar', () => {
    expect(
      kept('Buyers and procurement staff, juniors only.', ['Buyer', 'Junior Buyer', 'Senior Buyer']),
    ).toEqual(['Junior Buyer']);
  });
});

describe('"die keine Gesellschafter sind", "die het bedrijf niet bezitten": the relative clause names nobody to drop', () => {
  const TEMPLATES: [string, (noun: string) => string][] = [
    ['de', (n) => `Gründer und Eigentümer. Keine ${n}, die keine Gesellschafter sind.`],
    ['de', (n) => `Gründer und Eigentümer. Keine ${n}, die das Unternehmen nicht besitzen.`],
    ['nl', (n) => `Oprichters en eigenaars. Geen ${n} die het bedrijf niet bezitten.`],
    ['nl', (n) => `Oprichters en eigenaars. Geen ${n} die geen aandeelhouder zijn.`],
    ['en', (n) => `Founders and owners. Not ${n} who don't own the company.`],
    ['fr', (n) => `Fondateurs et propriétaires. Pas les ${n} qui ne possèdent pas l'entreprise.`],
    ['it', (n) => `Fondatori e titolari. Non i ${n} che non sono proprietari.`],
  ];
  const NOUNS: Record<string, string[]> = {
    de: ['Aufsichtsräte', 'Beiräte', 'Verwaltungsräte'],
    nl: ['commissarissen', 'bestuursleden', 'toezichthouders'],
    en: ['board members', 'advisors', 'investors'],
    fr: ['administrateurs', 'conseillers', 'investisseurs'],
    it: ['consiglieri', 'advisor', 'investitori'],
  };
  for (const [lang, template] of TEMPLATES)
    for (const noun of NOUNS[lang] ?? [])
      it(`${lang}: ${template(noun)}`, () => {
        const reading = readPersona({ name: 'x', definition: template(noun) });
        expect(reading.excludes.map((c) => c.text.replace(/^(les|i) /, ''))).toEqual([noun]);
        expect(reading.excludes.every((c) => c.unlessFounder)).toBe(true);
      });
});
