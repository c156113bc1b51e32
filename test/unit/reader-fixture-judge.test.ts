import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn, type RosterEntry } from '../fixtures/reading.js';

/**
 * The reader's table tests (`kept`) decide exclusions with the judge's own rule (issue 22): a table
 * used to test them with `matchClause`, so it passed on exclusions the judge read otherwise. These rows
 * are the ones where the two disagreed; each is checked on bare titles and through the judge on whole
 * profiles (one current position here, the title as headline), which must give the same answer.
 */

const COMPANY: ProviderCompany = { ...EVAL_COMPANY, id: 9931, name: 'Veltrano Werke', industry: 'Machinery' };

const TYPE: Record<string, string> = { contractor: 'Freelance', intern: 'Internship' };

const profilesOf = (roster: readonly RosterEntry[]) => {
  const entries = roster.map((e) => (typeof e === 'string' ? ([e, 'employee'] as const) : e));
  return Object.fromEntries(
    entries.map(([title, engagement], i) => [
      title,
      personAt(COMPANY, TYPE[engagement] ?? 'Full-time')(`p${i}`, `Person ${i}`, title, [
        [title, 'here', '2021-01', null],
      ]),
    ]),
  );
};

const ACCOUNTING_ROSTER: RosterEntry[] = [
  'Técnica de Contabilidade',
  'Accounts Payable Clerk',
  'Accounting Specialist',
  'Sachbearbeiterin Buchhaltung',
  'Assistante comptabilité',
  'Auxiliar de contabilidad',
  'Medewerker boekhouding',
  'Impiegata contabilità',
  'Head of Accounting',
  'Chief Financial Officer',
  'Financial Controller',
  'Sales Manager',
];
const ACCOUNTING_STAFF = ACCOUNTING_ROSTER.slice(0, 8) as string[];

const ROWS: [string, string, RosterEntry[], string[]][] = [
  // "die Leitung Rechnungswesen": "Leitung" is the level the clause reads, not a word the title needs.
  [
    'a level word of an exclusion is its level ("die Leitung Rechnungswesen")',
    'Alle in Controlling und Rechnungswesen. NICHT der CFO bzw. die Leitung Rechnungswesen.',
    ['Buchhalterin', 'Controller', 'CFO', 'Leiterin Rechnungswesen', 'Vertriebsleiter'],
    ['Buchhalterin', 'Controller'],
  ],
  [
    'a level word of an exclusion is its level ("Gerentes de armazém")',
    'Diretores e acima em operações, supply chain ou logística. Gerentes de armazém ou de loja são demasiado júnior.',
    [
      'Directeur Supply Chain & Logistique',
      "Directeur de l'exploitation",
      "Responsable d'entrepôt",
      'Warehouse Manager',
      'Store Manager',
      'Directrice de magasin',
    ],
    ['Directeur Supply Chain & Logistique', "Directeur de l'exploitation"],
  ],
  [
    '"cabinets d\'avocats externes" are outside law firms, all of them',
    "Freelances et prestataires qui travaillent pour nous, pas les cabinets d'avocats externes.",
    [
      ['Sales Representative Benelux', 'contractor'],
      ['iOS Developer', 'contractor'],
      ['External Legal Counsel', 'contractor'],
      'Account Manager',
    ],
    ['Sales Representative Benelux', 'iOS Developer'],
  ],
  [
    'the Dutch "of" between two jobs is "or" ("financieel directeuren of controllers")',
    'Boekhouders en accountants, alleen individual contributors, geen financieel directeuren of controllers.',
    ACCOUNTING_ROSTER,
    ACCOUNTING_STAFF,
  ],
  [
    '"Contabili" are the accountants, not everyone in finance',
    'Contabili, solo individual contributors, non direttori finanziari né controller.',
    ACCOUNTING_ROSTER,
    ACCOUNTING_STAFF,
  ],
  // At the level asked for, a level word is the kind the exclusion names ("shift leads"), which the
  // title must say: the heads of manufacturing stay.
  [
    'a level word at the level asked for is the kind ("shift leads")',
    'Operations & production leadership — COO, plant / site managers, heads of manufacturing. Meister and shift leads are too junior.',
    ['Werkleiter', 'Direttore di Stabilimento', 'Fertigungsleiter', 'Industriemeister'],
    ['Werkleiter', 'Direttore di Stabilimento', 'Fertigungsleiter'],
  ],
];

describe('the table fixture and the judge decide exclusions alike', () => {
  for (const [what, definition, roster, want] of ROWS)
    it(`${what}: ${definition}`, () => {
      expect(kept(definition, roster)).toEqual(want);
      expect(keptIn(definition, COMPANY, profilesOf(roster))).toEqual([...want].sort());
    });
});
