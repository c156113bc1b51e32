import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn, type RosterEntry } from '../fixtures/reading.js';

const COMPANIES: ProviderCompany[] = [
  { ...EVAL_COMPANY, name: 'Aurelia Ceramiche S.p.A.', industry: 'Ceramics' },
  { ...EVAL_COMPANY, name: 'Nordlicht Seilbahnen GmbH', industry: 'Cable cars' },
  { ...EVAL_COMPANY, name: 'Tidewater Yachts Ltd', industry: 'Boat building' },
];

/**
 * Definitions after holdout 22 (issue 22), each held over generated variants (templates × seven
 * languages × titles of trades in no set): a span of seniorities written with the German suspended
 * hyphen ("vom Junior- bis Staff-Level") bars no level; "not outside law firms" excludes legal work
 * done from outside, never every contractor (Italian "studi legali" is read as a studio area before the
 * law firm is seen: not yet held).
 */

describe('a span of seniorities with a suspended hyphen ("Junior- bis Staff-Level") bars no level', () => {
  const SPANS = ['Junior- bis Staff-Level', 'Junior- bis Principal-Ebene', 'Senior- bis Lead-Level'];
  const TEMPLATES = [
    (span: string, job: string) => `${job} vom ${span}. Keine Führungskräfte.`,
    (span: string, job: string) => `${job} (${span}), keine Freelancer.`,
    (span: string, job: string) => `Alle ${job} vom ${span}`,
  ];
  const JOBS: [string, string[], string[]][] = [
    [
      'Softwareentwickler:innen',
      ['Senior Backend Engineer', 'Staff Engineer', 'Desarrolladora Frontend', 'Junior Developer'],
      ['Head of Engineering', 'Account Executive'],
    ],
    [
      'Data Engineers',
      ['Senior Data Engineer', 'Data Engineer', 'Junior Data Engineer', 'Staff Data Engineer'],
      ['Head of Data Engineering', 'Recruiter'],
    ],
  ];
  for (const span of SPANS)
    for (const template of TEMPLATES)
      for (const [job, yes, no] of JOBS) {
        const definition = template(span, job);
        it(definition, () => {
          expect(kept(definition, [...yes, ...no])).toEqual(yes);
        });
      }
});

describe('"not outside law firms" excludes outside legal work, never every contractor', () => {
  const FIRMS: [string, string][] = [
    ['en', 'Current freelancers and contractors working for us. Not outside law firms, not board members.'],
    ['en', 'Contractors and freelancers, excluding external law firms'],
    ['de', 'Freelancer und freie Mitarbeiter bei uns, keine externen Kanzleien.'],
    ['fr', "Freelances et prestataires qui travaillent pour nous, pas les cabinets d'avocats externes."],
    ['es', 'Freelancers y contratistas que trabajan para nosotros, no los bufetes externos.'],
    ['pt', 'Freelancers e prestadores de serviço, exceto escritórios de advocacia externos.'],
    ['nl', 'Freelancers en zzp-ers die voor ons werken, geen extern advocatenkantoor.'],
  ];
  const KEPT: RosterEntry[] = [
    ['Sales Representative Benelux', 'contractor'],
    ['Datenschutzbeauftragte (extern)', 'contractor'],
    ['iOS Developer', 'contractor'],
    ['Freelance Illustrator', 'contractor'],
    ['External Welding Inspector', 'contractor'],
  ];
  const DROPPED: RosterEntry[] = [['External Legal Counsel', 'contractor'], 'Account Manager'];
  for (const [lang, definition] of FIRMS)
    it(`${lang}: ${definition}`, () => {
      expect(kept(definition, [...KEPT, ...DROPPED])).toEqual(
        KEPT.map((e) => (typeof e === 'string' ? e : e[0])),
      );
    });
});

describe('a lawyer named beside legal leadership is that job at any level, not a leader', () => {
  const DEFINITIONS: [string, string][] = [
    ['en', 'Legal counsel and legal directors, not outside law firms.'],
    ['de', 'Leitung Recht (Syndikusrechtsanwälte, Juristen).'],
    ['de', 'Juristen und Leitung der Rechtsabteilung.'],
    ['fr', "Juristes d'entreprise et direction juridique (legal counsel, Syndikusrechtsanwalt)."],
    ['es', 'Dirección jurídica (abogados, legal counsel).'],
    ['pt', 'Advogados internos e direção jurídica.'],
    ['it', 'Avvocati interni e direzione legale.'],
    ['nl', 'Bedrijfsjuristen en hoofd juridische zaken.'],
  ];
  const LAWYERS = [
    'Syndikusrechtsanwalt',
    'Legal Counsel',
    'Abogada',
    'Juriste droit des contrats',
    'Bedrijfsjurist',
    'Avvocato',
    'Advogada',
    'General Counsel',
  ];
  const OTHERS = ['Head of Marine Insurance Sales', 'Site Reliability Engineer', 'Compliance Officer'];
  for (const [lang, definition] of DEFINITIONS)
    it(`${lang}: ${definition}`, () => {
      expect(kept(definition, [...LAWYERS, ...OTHERS])).toEqual(LAWYERS);
    });
});

describe('a job named with "manager" in its name is spared by an exclusion of managers', () => {
  const DEFINITIONS: [string, string][] = [
    [
      'en',
      'Individual sellers: account executives, key account managers, field reps. No sales managers or directors.',
    ],
    ['en', 'Key account managers and account executives, but not sales managers'],
    ['de', 'Key Account Manager und Account Executives, keine Vertriebsmanager.'],
    ['fr', 'Key account managers et account executives, pas les managers commerciaux.'],
    ['es', 'Key account managers y account executives, sin managers de ventas.'],
    ['pt', 'Key account managers e account executives, exceto gerentes de vendas.'],
    ['it', 'Key account manager e account executive, esclusi i manager commerciali.'],
    ['nl', 'Key account managers en account executives, geen salesmanagers.'],
  ];
  for (const company of COMPANIES) {
    const at = personAt(company, 'Full-time');
    const roster = {
      kamLeh: at('k1', 'Lisa Amon', 'Key Account Managerin LEH', [
        ['Key Account Managerin Lebensmitteleinzelhandel', 'here', '2019-09', null],
      ]),
      kamHospitals: at('k2', 'Ed Park', 'KAM', [['Key Account Manager Hospitals', 'here', '2020-01', null]]),
      ae: at('k3', 'Ana Ruiz', 'AE', [['Account Executive', 'here', '2021-01', null]]),
      salesManager: at('k4', 'Tom Berg', 'Sales', [['Sales Manager DACH', 'here', '2018-01', null]]),
      production: at('k5', 'Jan Smit', 'Production', [['Production Manager', 'here', '2018-01', null]]),
    };
    for (const [lang, definition] of DEFINITIONS)
      it(`${company.industry}, ${lang}: ${definition}`, () => {
        expect(keptIn(definition, company, roster)).toEqual(['ae', 'kamHospitals', 'kamLeh']);
      });
  }
});

describe('a bare function listed under an individual-contributor heading is its individual contributors', () => {
  const DEFINITIONS: [string, string][] = [
    ['en', 'Individual-contributor sellers: account executives, field sales. No SDRs.'],
    ['en', 'individual contributors in sales: account executives, inside sales'],
    ['de', 'Individual Contributors im Vertrieb: Account Executives, Außendienst.'],
    ['fr', 'Individual contributors en vente : account executives, ventes terrain.'],
    ['es', 'Individual contributors de ventas: account executives, ventas de campo.'],
    ['pt', 'Individual contributors de vendas: account executives, vendas externas.'],
    ['it', 'Individual contributor commerciali: account executive, vendite sul campo.'],
    ['nl', 'Individual contributors in sales: account executives, buitendienst.'],
  ];
  const KEPT = ['Account Executive', 'Sales Representative', 'Außendienstmitarbeiter'];
  const DROPPED = ['Geschäftsführerin Vertrieb & Marketing', 'Chief Revenue Officer', 'Head of Sales'];
  for (const [lang, definition] of DEFINITIONS)
    it(`${lang}: ${definition}`, () => {
      const got = kept(definition, [...KEPT, ...DROPPED]);
      expect(got).toContain('Account Executive');
      expect(got.filter((t) => DROPPED.includes(t))).toEqual([]);
    });
});

describe('"key account managers … without a team": the manager in a job name leads no team', () => {
  const DEFINITIONS: [string, string][] = [
    [
      'en',
      'Sales directors and heads of sales. Exclude SDRs, key account managers and field reps without a team.',
    ],
    [
      'de',
      'Vertriebsleiter und Verkaufsdirektoren. Keine SDRs, Key Account Manager oder Außendienstler ohne Team.',
    ],
    [
      'fr',
      'Directeurs commerciaux. Exclure les SDRs, key account managers et commerciaux terrain sans équipe.',
    ],
    ['es', 'Directores comerciales. Excluir SDRs, key account managers y comerciales de campo sin equipo.'],
    ['pt', 'Diretores comerciais. Excluir SDRs, key account managers e vendedores externos sem equipe.'],
    ['it', 'Direttori commerciali. Esclusi SDR, key account manager e venditori sul campo senza team.'],
    ['nl', 'Salesdirecteuren. Geen SDRs, key account managers of buitendienst zonder team.'],
  ];
  for (const company of COMPANIES) {
    const at = personAt(company, 'Full-time');
    const roster = {
      kam: at('m1', 'Lisa Amon', 'Key Account Managerin', [
        ['Key Account Managerin LEH', 'here', '2019-09', null],
      ]),
      kamEs: at('m4', 'Eva Gil', 'KAM', [['Gerente de cuentas clave', 'here', '2019-09', null]]),
      director: at('m2', 'Ed Park', 'Sales Director', [['Sales Director', 'here', '2020-01', null]]),
      sdr: at('m3', 'Ana Ruiz', 'SDR', [['Sales Development Representative', 'here', '2021-01', null]]),
    };
    for (const [lang, definition] of DEFINITIONS)
      it(`${company.industry}, ${lang}: ${definition}`, () => {
        expect(keptIn(definition, company, roster)).toEqual(['director']);
      });
  }
});
