import { describe, expect, it } from 'vitest';
import { readPersona } from '../../functions/core/persona-reader.js';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn } from '../fixtures/reading.js';

/**
 * Definitions and profiles after holdout 21 (issue 22), each held over generated variants (templates ×
 * seven languages × companies in industries in no set): "founders (still here or not)" adds the founders
 * who left; an about text saying its writer is the founder's child, holds a reference or majority stake,
 * or a share of the family holding makes them family or owner; "marketing stays out", "quedan fuera",
 * "resta fuori", "bleibt außen vor" drop their subject.
 */

const COMPANIES: ProviderCompany[] = [
  { ...EVAL_COMPANY, name: 'Aurelia Ceramiche S.p.A.', industry: 'Ceramics' },
  { ...EVAL_COMPANY, name: 'Nordlicht Seilbahnen GmbH', industry: 'Cable cars' },
  { ...EVAL_COMPANY, name: 'Tidewater Yachts Ltd', industry: 'Boat building' },
];

describe('"founders (still here or not)": the founders who left count beside the current ones', () => {
  const DEFINITIONS: [string, string][] = [
    ['en', 'Founders and co-founders (still here or not).'],
    ['en', '- founders / co-founders (still with us or not)\n- not founders of other companies'],
    ['de', 'Gründer und Mitgründer (noch da oder nicht).'],
    ['fr', 'Fondateurs et cofondateurs (encore là ou non).'],
    ['es', 'Fundadores y cofundadores (todavía aquí o no).'],
    ['pt', 'Fundadores e cofundadores (ainda aqui ou não).'],
    ['it', 'Fondatori e cofondatori (ancora qui o no).'],
    ['nl', 'Oprichters en medeoprichters (nog hier of niet).'],
  ];
  for (const company of COMPANIES) {
    const at = personAt(company, 'Full-time');
    const roster = {
      founderCeo: at('a1', 'Ana Ruiz', 'Co-founder & CEO', [['Co-founder & CEO', 'here', '2012-01', null]]),
      exFounderOnBoard: at('a2', 'Ioana Pop', 'Board Member | Angel investor', [
        ['Member of the Board', 'here', '2021-01', null, 'Part-time'],
        ['Co-founder & COO', 'here', '2012-01', '2020-12'],
      ]),
      exFounderGone: at('a3', 'Jan Smit', 'CEO at Elsewhere', [
        ['CEO', 'Elsewhere Ltd', '2019-01', null],
        ['Co-founder & CTO', 'here', '2012-01', '2018-12'],
      ]),
      founderElsewhere: at('a4', 'Tom Berg', 'Engineer | Founder @ Side Project', [
        ['Software Engineer', 'here', '2018-01', null],
        ['Founder', 'Side Project', '2019-01', null],
      ]),
      hiredCfo: at('a5', 'Lea Vogt', 'CFO', [['Chief Financial Officer', 'here', '2019-01', null]]),
    };
    for (const [lang, definition] of DEFINITIONS)
      it(`${company.name}, ${lang}: ${definition}`, () => {
        expect(readPersona({ name: 'x', definition }).currentOnly).toBe(false);
        expect(keptIn(definition, company, roster)).toEqual([
          'exFounderGone',
          'exFounderOnBoard',
          'founderCeo',
        ]);
      });
  }
});

/** [child of the founder, majority stake, share of the family holding, employee share plan, former stake, someone else's founder]. */
const ABOUT: [string, string[]][] = [
  [
    'en',
    [
      'Daughter of the founder.',
      'Majority shareholder since 2010.',
      'Shareholder of the family holding.',
      'Shareholder through the employee share plan.',
      'Former majority shareholder.',
      'Grandson of a founder of our first supplier.',
    ],
  ],
  [
    'de',
    [
      'Tochter des Gründers.',
      'Mehrheitsgesellschafterin seit 2010.',
      'Gesellschafterin der Familienholding.',
      'Aktionärin über das Mitarbeiterbeteiligungsprogramm.',
      'Ehemalige Mehrheitsgesellschafterin.',
      'Enkel eines Gründers unseres ersten Lieferanten.',
    ],
  ],
  [
    'fr',
    [
      'Fille du fondateur.',
      'Actionnaire majoritaire depuis 2010.',
      'Actionnaire de la holding familiale.',
      "Actionnaire via le plan d'actionnariat salarié.",
      'Ancienne actionnaire majoritaire.',
      "Petit-fils d'un fondateur de notre premier fournisseur.",
    ],
  ],
  [
    'es',
    [
      'Hija del fundador.',
      'Accionista mayoritaria desde 2010.',
      'Accionista de la holding familiar.',
      'Accionista a través del plan de acciones para empleados.',
      'Antigua accionista mayoritaria.',
      'Nieto de un fundador de nuestro primer proveedor.',
    ],
  ],
  [
    'pt',
    [
      'Filha do fundador.',
      'Acionista majoritária desde 2010.',
      'Acionista da holding familiar.',
      'Acionista pelo plano de ações dos colaboradores.',
      'Antiga acionista majoritária.',
      'Neto de um fundador do nosso primeiro fornecedor.',
    ],
  ],
  [
    'it',
    [
      'Figlia del fondatore.',
      'Azionista di maggioranza dal 2010.',
      'Socia della holding di famiglia.',
      'Azionista tramite il piano di azionariato dei dipendenti.',
      'Ex azionista di maggioranza.',
      'Nipote di un fondatore del nostro primo fornitore.',
    ],
  ],
  [
    'nl',
    [
      'Dochter van de oprichter.',
      'Meerderheidsaandeelhouder sinds 2010.',
      'Aandeelhouder van de familieholding.',
      'Aandeelhouder via het aandelenplan voor medewerkers.',
      'Voormalig meerderheidsaandeelhouder.',
      'Kleinzoon van een oprichter van onze eerste leverancier.',
    ],
  ],
];

describe('family owners known only from their own words: the founder’s child, a reference stake, the family holding', () => {
  const FAMILY: string[] = [
    'Founders, owners and family shareholders.',
    'Fondateurs, propriétaires et actionnaires familiaux.',
    'Fundadores, donos e acionistas familiares.',
    'Fondatori, titolari e azionisti familiari.',
  ];
  const OWNERS: string[] = [
    'Owners and founders.',
    'Eigentümer und Gründer.',
    'Propriétaires et fondateurs.',
    'Propietarios y fundadores.',
    'Proprietários e fundadores.',
    'Proprietari e fondatori.',
    'Eigenaren en oprichters.',
  ];
  for (const company of COMPANIES)
    for (const [lang, [child, majority, holding, plan, former, other]] of ABOUT) {
      const at = personAt(company, 'Full-time');
      const roster = {
        child: at(
          'b1',
          'Maria Lund',
          'Head of Logistics',
          [['Head of Logistics', 'here', '2015-01', null]],
          child,
        ),
        majority: at(
          'b2',
          'Paul Weiss',
          'Chairman',
          [['Chairman of the Board', 'here', '2015-01', null]],
          majority,
        ),
        holding: at(
          'b3',
          'Marco Riva',
          'Board Member | Founder @ Side Ventures',
          [
            ['Member of the Board', 'here', '2019-05', null, 'Part-time'],
            ['Founder', 'Side Ventures', '2019-01', null],
          ],
          holding,
        ),
        plan: at('b4', 'Eva Kranz', 'Sales Manager', [['Sales Manager', 'here', '2018-01', null]], plan),
        former: at(
          'b5',
          'Luc Petit',
          'Head of Quality',
          [['Head of Quality', 'here', '2010-01', null]],
          former,
        ),
        other: at(
          'b6',
          'Pieter Jansen',
          'Head of Purchasing',
          [['Head of Purchasing', 'here', '2016-01', null]],
          other,
        ),
      };
      for (const definition of FAMILY)
        it(`${company.name}, about in ${lang}: ${definition}`, () => {
          expect(keptIn(definition, company, roster)).toEqual(['child', 'holding', 'majority']);
        });
      for (const definition of OWNERS)
        it(`${company.name}, about in ${lang}: ${definition}`, () => {
          expect(keptIn(definition, company, roster)).toEqual(['holding', 'majority']);
        });
    }
});

describe('"marketing stays out", "queda fuera", "resta fuori": the subject of the sentence is dropped', () => {
  const DEFINITIONS: [string, string][] = [
    ['en', 'Corporate communications and internal communications. Marketing and brand stay out.'],
    [
      'en',
      'Corporate communications, press relations, internal comms. Marketing and advertising are left out.',
    ],
    ['de', 'Unternehmenskommunikation und interne Kommunikation. Marketing und Werbung bleiben außen vor.'],
    [
      'fr',
      'Communication corporate et communication interne. Le marketing et la publicité restent en dehors.',
    ],
    ['es', 'Comunicación corporativa y comunicación interna. Marketing y publicidad quedan fuera.'],
    ['pt', 'Comunicação corporativa e comunicação interna. Marketing e publicidade ficam de fora.'],
    ['it', 'Comunicazione aziendale e comunicazione interna. Marketing e pubblicità restano fuori.'],
    ['nl', 'Corporate communicatie en interne communicatie. Marketing en reclame vallen buiten.'],
  ];
  const ROSTERS = [
    ['Head of Corporate Communications', 'Head of Marketing', 'Brand Manager', 'Marketing Intern'],
    ['Internal Communications Specialist', 'Product Marketing Manager', 'CMO', 'Marketing Manager'],
  ];
  for (const roster of ROSTERS)
    for (const [lang, definition] of DEFINITIONS)
      it(`${lang}: ${definition} (${roster[0]})`, () => {
        expect(kept(definition, roster)).toEqual([roster[0]]);
      });
});

describe('"senior, staff, principal, tech leads … no managers": ranks above senior, and the leads asked for by name', () => {
  const DEFINITIONS: [string, string][] = [
    [
      'en',
      'Software engineers from senior up to lead level — senior, staff, principal, tech/team leads. Leave out juniors, mid-levels, managers and freelancers.',
    ],
    ['en', 'Senior engineers, staff engineers and tech leads. No managers.'],
    ['de', 'Senior-Entwickler, Staff Engineers und Tech Leads. Keine Manager.'],
    ['fr', 'Ingénieurs seniors, staff engineers et tech leads. Pas de managers.'],
    ['es', 'Ingenieros sénior, staff engineers y tech leads. Sin managers.'],
    ['pt', 'Engenheiros sénior, staff engineers e tech leads. Sem gestores.'],
    ['it', 'Ingegneri senior, staff engineer e tech lead. Niente manager.'],
    ['nl', 'Senior engineers, staff engineers en tech leads. Geen managers.'],
  ];
  const ROSTER = [
    'Tech Lead',
    'Senior Software Engineer',
    'Staff Software Engineer',
    'Principal Engineer',
    'Engineering Manager',
    'Software Engineer',
    'Junior Developer',
    'Head of Engineering',
    'Sales Manager',
    'Staff Accountant',
  ];
  for (const company of COMPANIES) {
    const at = personAt(company, 'Full-time');
    const roster = Object.fromEntries(
      ROSTER.map((title, i) => [title, at(`c${i}`, 'Ana Test', title, [[title, 'here', '2020-01', null]])]),
    );
    for (const [lang, definition] of DEFINITIONS)
      it(`${company.name}, ${lang}: ${definition}`, () => {
        expect(keptIn(definition, company, roster)).toEqual(
          ['Principal Engineer', 'Senior Software Engineer', 'Staff Software Engineer', 'Tech Lead'].sort(),
        );
      });
  }
});

describe('the managing director of a subsidiary abroad is a country head, and heads what their about text says they run', () => {
  const HOMES: [ProviderCompany, string][] = [
    [
      {
        ...EVAL_COMPANY,
        name: 'Aurelia Ceramiche S.p.A.',
        location: { locality: null, region: null, postal_code: null, country_code: 'IT' },
      },
      'Aurelia',
    ],
    [
      {
        ...EVAL_COMPANY,
        name: 'Tidewater Yachts',
        location: { locality: null, region: null, postal_code: null, country_code: 'GB' },
      },
      'Tidewater Yachts',
    ],
    [
      {
        ...EVAL_COMPANY,
        name: 'Kovacs Robotics Kft.',
        location: { locality: null, region: null, postal_code: null, country_code: 'HU' },
      },
      'Kovacs Robotics',
    ],
  ];
  /** [language, subsidiary MD's title, headline, about (they run sales)]. */
  const SUBSIDIARIES = (brand: string): [string, string, string, string][] => [
    [
      'de',
      'Geschäftsführer',
      `Geschäftsführer ${brand} Deutschland GmbH`,
      'Leite den Vertrieb in Deutschland und Österreich.',
    ],
    [
      'de',
      `Geschäftsführer, ${brand} GmbH`,
      `Geschäftsführer ${brand} GmbH (München)`,
      'Verantwortlich für Vertrieb in der DACH-Region.',
    ],
    ['fr', 'Directeur Général', `Directeur Général ${brand} France SAS`, 'Je dirige les ventes en France.'],
    [
      'es',
      'Director General',
      `Director General ${brand} España S.L.`,
      'Dirijo las ventas en España y Portugal.',
    ],
    ['pt', 'Diretor-Geral', `Diretor-Geral ${brand} Portugal Lda`, 'Lidero as vendas em Portugal.'],
    [
      'nl',
      'Algemeen Directeur',
      `Algemeen Directeur ${brand} Benelux B.V.`,
      'Ik leid de verkoop in de Benelux.',
    ],
    ['en', 'Managing Director', `Managing Director, ${brand} Inc. (USA)`, 'I run sales in North America.'],
  ];
  const C_LEVEL = 'C-level only (CEO, CFO, COO, CTO). Country managing directors don’t count.';
  const COUNTRY_GMS =
    'Current C-level and general management: CEO, CFO, managing directors, country general managers.';
  const SALES_LEADERS =
    'Sales leadership: sales directors, heads and VPs of sales, and country or regional sales heads.';
  for (const [company, brand] of HOMES) {
    const at = personAt(company, 'Full-time');
    for (const [lang, title, headline, about] of SUBSIDIARIES(brand)) {
      const roster = {
        ceo: at('d1', 'Ana Test', `CEO | ${brand}`, [['CEO', 'here', '2015-01', null]]),
        cfo: at('d2', 'Bo Test', 'CFO', [['Chief Financial Officer', 'here', '2016-01', null]]),
        subsidiaryMd: at(
          'd3',
          'Cy Test',
          headline,
          [
            ['Managing Director', 'elsewhere', '2005-01', '2014-12'],
            [title, 'here', '2019-01', null],
          ],
          about,
        ),
        salesDirector: at('d4', 'Di Test', 'Sales Director', [['Sales Director', 'here', '2018-01', null]]),
        engineer: at('d5', 'Ed Test', 'Software Engineer', [['Software Engineer', 'here', '2018-01', null]]),
      };
      it(`${company.name}, ${lang}: "${headline}" is no C-level`, () => {
        expect(keptIn(C_LEVEL, company, roster)).toEqual(['ceo', 'cfo']);
      });
      it(`${company.name}, ${lang}: "${headline}" is one of the country general managers asked for`, () => {
        expect(keptIn(COUNTRY_GMS, company, roster)).toEqual(['ceo', 'cfo', 'subsidiaryMd']);
      });
      it(`${company.name}, ${lang}: "${headline}" who runs sales leads sales`, () => {
        expect(keptIn(SALES_LEADERS, company, roster)).toEqual(['salesDirector', 'subsidiaryMd']);
      });
    }
  }
});

describe('a family shareholder, or a company founded by their parent, is of the owning family', () => {
  /** [headline saying they are a family shareholder, about saying their parent founded the company]. */
  const WORDS: [string, string, string][] = [
    ['en', 'Deputy CEO & family shareholder', 'I joined the company founded by my father in 1978.'],
    [
      'de',
      'Stellv. Geschäftsführerin & Familienaktionärin',
      'Das Unternehmen wurde von meinem Großvater gegründet.',
    ],
    [
      'fr',
      'Directrice Générale Déléguée & actionnaire familiale',
      'Entreprise familiale fondée par mon père.',
    ],
    ['es', 'Directora General Adjunta y accionista familiar', 'Empresa fundada por mi padre en 1978.'],
    ['pt', 'Diretora-Geral Adjunta e acionista familiar', 'Empresa fundada pelo meu pai em 1978.'],
    ['it', 'Vicedirettrice Generale e azionista familiare', 'Azienda fondata da mio padre nel 1978.'],
    ['nl', 'Adjunct-directeur & familieaandeelhouder', 'Het bedrijf is opgericht door mijn vader in 1978.'],
  ];
  const DEFINITIONS = [
    'Founders, co-founders and owners of the company (family shareholders count).',
    'Fondateurs, propriétaires et actionnaires familiaux.',
    'Fundadores, donos e acionistas familiares.',
    'Fondatori, titolari e azionisti familiari.',
  ];
  for (const company of COMPANIES)
    for (const [lang, headline, about] of WORDS) {
      const at = personAt(company, 'Full-time');
      const roster = {
        byHeadline: at('e1', 'Gwen Morel', headline, [['Deputy CEO', 'here', '2019-01', null]]),
        byAbout: at(
          'e2',
          'Luca Ferro',
          'Head of Operations',
          [['Head of Operations', 'here', '2012-01', null]],
          about,
        ),
        hired: at('e3', 'Ann Berg', 'Head of Finance', [['Head of Finance', 'here', '2015-01', null]]),
      };
      for (const definition of DEFINITIONS)
        it(`${company.name}, ${lang}: ${definition}`, () => {
          expect(keptIn(definition, company, roster)).toEqual(['byAbout', 'byHeadline']);
        });
    }
});

describe('"KAMs, BDMs, field reps … no sales managers": the sellers named by acronym or as the field force', () => {
  const DEFINITIONS: [string, string][] = [
    [
      'en',
      'B2B sellers who carry a number: AEs, account managers, KAMs, BDMs, SDRs, field reps. No sales managers or directors.',
    ],
    [
      'de',
      'B2B-Verkäufer mit Quote: AEs, KAMs, BDMs, SDRs, Field Reps. Keine Vertriebsleiter oder Sales Manager.',
    ],
    [
      'fr',
      'Commerciaux B2B avec un objectif : AEs, KAMs, BDMs, SDRs, field reps. Pas de sales managers ni de directeurs commerciaux.',
    ],
    [
      'es',
      'Vendedores B2B con cuota: AEs, KAMs, BDMs, SDRs, field reps. Sin sales managers ni directores comerciales.',
    ],
    [
      'pt',
      'Vendedores B2B com quota: AEs, KAMs, BDMs, SDRs, field reps. Sem sales managers nem diretores comerciais.',
    ],
    [
      'it',
      'Venditori B2B con un budget: AEs, KAMs, BDMs, SDRs, field reps. Niente sales manager né direttori commerciali.',
    ],
    [
      'nl',
      'B2B-verkopers met een target: AEs, KAMs, BDMs, SDRs, field reps. Geen sales managers of salesdirecteuren.',
    ],
  ];
  const ROSTER = [
    'Business Developer',
    'Key Account Manager',
    'Außendienstmitarbeiter Vertrieb',
    'Delegado Comercial',
    'Field Sales Representative',
    'Sales Manager',
    'Sales Director',
    'Marketing Manager',
    'Store Manager',
    'Software Engineer',
  ];
  for (const company of COMPANIES) {
    const at = personAt(company, 'Full-time');
    const roster = Object.fromEntries(
      ROSTER.map((title, i) => [title, at(`g${i}`, 'Ana Test', title, [[title, 'here', '2020-01', null]])]),
    );
    for (const [lang, definition] of DEFINITIONS)
      it(`${company.name}, ${lang}: ${definition}`, () => {
        expect(keptIn(definition, company, roster)).toEqual(
          [
            'Business Developer',
            'Key Account Manager',
            'Außendienstmitarbeiter Vertrieb',
            'Delegado Comercial',
            'Field Sales Representative',
          ].sort(),
        );
      });
  }
});
