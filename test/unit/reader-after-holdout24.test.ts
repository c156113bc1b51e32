import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { judgeRoles } from '../../functions/core/role-match.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, read } from '../fixtures/reading.js';

/**
 * Structure after holdout 24 (issue 22), each held over generated variants (templates × seven
 * languages × a roster, companies and industries in no set): whom a role supports, assists or reports
 * to is not whom the definition asks for; "nada de X" excludes X; a payroll title meets a payroll clause
 * in finance or in HR; a founder said in the headline beside the restated title, or "started <company>",
 * founds it; a headline naming the title here in other words at a higher rank is that role; a headline
 * never ranks someone below their title here.
 */

const COMPANY: ProviderCompany = {
  ...EVAL_COMPANY,
  id: 9124,
  slug: 'lindqvist-ferries',
  name: 'Lindqvist Ferries',
  industry: 'Maritime Transportation',
  description: 'Passenger and freight ferries on the Baltic.',
};
const person = personAt(COMPANY, 'Full-time');
const keptAt = (definition: string, profile: ReturnType<typeof person>): boolean =>
  judgeRoles('x', read(definition), profile, COMPANY).keep;

describe('whom a role supports, assists or reports to is not whom the definition asks for', () => {
  const WHOM: readonly [string, string][] = [
    ['en', 'the CEO or the leadership team'],
    ['en', 'the CFO and the finance directors'],
    ['en', 'the founders or the board'],
  ];
  const TEMPLATES: readonly [string, (whom: string) => string][] = [
    ['en', (w) => `Executive assistants and chiefs of staff supporting ${w}.`],
    ['en', (w) => `Assistants and chiefs of staff reporting to ${w}.`],
    ['en', (w) => `Executive assistants working for ${w}, and chiefs of staff.`],
    ['de', () => 'Assistentinnen und Chief of Staff, die den CEO oder die Geschäftsleitung unterstützen.'],
    [
      'de',
      () => 'Assistenten und Chiefs of Staff zur Unterstützung der Geschäftsführung oder des Vorstands.',
    ],
    ['fr', () => 'Assistantes de direction et chiefs of staff rattachés au PDG ou au comité de direction.'],
    ['fr', () => 'Assistants et chiefs of staff au service du directeur général ou des directeurs.'],
    ['es', () => 'Asistentes de dirección y chiefs of staff de apoyo al CEO o al comité de dirección.'],
    ['es', () => 'Asistentes y chiefs of staff al servicio del director general o de los directores.'],
    ['pt', () => 'Assistentes de direção e chiefs of staff de apoio ao CEO ou à diretoria.'],
    ['it', () => 'Assistenti di direzione e chief of staff a supporto del CEO o dei direttori.'],
    ['nl', () => 'Directieassistenten en chiefs of staff ter ondersteuning van de CEO of de directie.'],
    ['nl', () => 'Assistenten en chiefs of staff die de CEO of het managementteam ondersteunen.'],
  ];
  const LEADERS = [
    'Chief Executive Officer',
    'CFO',
    'Finance Director',
    'Head of Sales',
    'Directeur Général',
    'Geschäftsführer',
    'Directora de Operaciones',
    'VP Engineering',
  ];
  const SUPPORT = ['Executive Assistant to the CEO', 'Chief of Staff'];
  for (const [lang, template] of TEMPLATES)
    for (const [, whom] of lang === 'en' ? WHOM : WHOM.slice(0, 1)) {
      const definition = template(whom);
      it(`${lang}: "${definition}" keeps the assistants and chiefs of staff, none of the leaders`, () => {
        expect(kept(definition, [...SUPPORT, ...LEADERS])).toEqual(SUPPORT);
      });
    }
  const SUPPORT_TEAMS: readonly [string, string][] = [
    ['es', 'Todo el equipo de soporte al cliente.'],
    ['pt', 'Toda a equipa de suporte ao cliente.'],
    ['es', 'El equipo de soporte a usuarios.'],
  ];
  for (const [lang, definition] of SUPPORT_TEAMS)
    it(`${lang}: "${definition}" is a customer support team, no relation`, () => {
      expect(kept(definition, ['Customer Support Agent', 'Head of Customer Support'])).toEqual([
        'Customer Support Agent',
        'Head of Customer Support',
      ]);
    });
  it('"working for us on contract" names no one they serve: contractors stay', () => {
    expect(read('Contractors and agents working for us on contract.').warnings).toEqual([]);
  });
  it('a support noun starting a phrase is no relation: "Support engineers and support managers"', () => {
    expect(kept('Support engineers and customer support managers.', ['Support Engineer'])).toEqual([
      'Support Engineer',
    ]);
  });
});

describe('"nada de X" excludes X; it never asks for X', () => {
  const LISTS: readonly [string, string, string[]][] = [
    [
      'es',
      'Responsables de contabilidad y de control de gestión. Nada de contables de base ni becarios.',
      [],
    ],
    ['es', 'Directores financieros y responsables de tesorería. Nada de becarios ni autónomos.', []],
    ['pt', 'Responsáveis de contabilidade e controlo de gestão. Nada de estagiários nem freelancers.', []],
    ['pt', 'Diretores financeiros e responsáveis de tesouraria. Nada de estagiários.', []],
  ];
  const ROSTER = ['Contable', 'Accounts Payable Clerk', 'Boekhouder', 'Payroll Specialist'];
  for (const [lang, definition] of LISTS)
    it(`${lang}: "${definition}" keeps none of the finance staff it does not lead`, () => {
      expect(kept(definition, ROSTER)).toEqual([]);
      expect(read(definition).excludes.length).toBeGreaterThan(0);
    });
});

describe('a payroll title meets a clause naming payroll in finance or in HR, whichever files it', () => {
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Everyone in HR: HR managers, HR business partners, recruiters and payroll. No interns.'],
    ['de', 'Alle im Personalwesen: Personalleiter, HR-Businesspartner, Recruiter und Lohnbuchhaltung.'],
    ['fr', 'Toute l’équipe RH : responsables RH, HRBP, chargés de recrutement et paie.'],
    ['es', 'Todo el equipo de RRHH: responsables de RRHH, HRBP, reclutadores y nóminas.'],
    ['pt', 'Toda a equipa de RH: gestores de RH, HRBP, recrutadores e folha de pagamento.'],
    ['it', 'Tutto il team HR: responsabili HR, HRBP, recruiter e paghe.'],
    ['nl', 'HR en recruitment: HR-managers, HRBP’s, recruiters en salarisadministratie.'],
  ];
  const PAYROLL = ['Gestionnaire de paie', 'Payroll Accountant', 'Salarisadministrateur'];
  for (const [lang, definition] of DEFINITIONS)
    it(`${lang}: "${definition}" keeps payroll titles read as finance or as HR, not "Paiements" product people`, () => {
      expect(kept(definition, [...PAYROLL, 'Product Manager – Paiements', 'Sales Manager'])).toEqual(PAYROLL);
    });
});

describe('a founder said in the headline or the about text, of this company', () => {
  const TITLES = ['CTO', 'Head of Operations', 'Directrice commerciale', 'Technischer Leiter'];
  const FOUNDERS = 'Founders, co-founders and owners of the company.';
  for (const title of TITLES) {
    it(`"Co-founder | ${title}" beside the title ${title} here is a founder`, () => {
      expect(
        keptAt(FOUNDERS, person('a', 'A B', `Co-founder | ${title}`, [[title, 'here', '2015-04', null]])),
      ).toBe(true);
    });
    it(`"Co-founder | Padel Club Lisboa" beside ${title} here is another venture`, () => {
      expect(
        keptAt(
          FOUNDERS,
          person('a', 'A B', 'Co-founder | Padel Club Lisboa', [[title, 'here', '2015-04', null]]),
        ),
      ).toBe(false);
    });
  }
  const ABOUT: readonly [string, boolean][] = [
    ['Started Lindqvist Ferries with Maarten in 2015; I still run engineering.', true],
    ['Set up Lindqvist Ferries in 2012 after ten years at sea.', true],
    ['Started at Lindqvist Ferries in 2015 as a deck officer.', false],
    ['I started my career at sea and joined Lindqvist Ferries in 2015.', false],
  ];
  for (const [about, founder] of ABOUT)
    it(`about "${about}" ${founder ? 'founds' : 'does not found'} the company`, () => {
      expect(keptAt(FOUNDERS, person('a', 'A B', 'CTO', [['CTO', 'here', '2015-04', null]], about))).toBe(
        founder,
      );
    });
});

describe('a headline naming the title here in other words, at a higher rank, is the same role', () => {
  const CSUITE: readonly [string, string][] = [
    ['en', 'Current C-suite: CEO, CFO, CTO, CISO and the like. Not board members.'],
    ['en', 'C-level executives (CEO, COO, CIO and so on), current only. No advisors.'],
    ['de', 'C-Level: CEO, CFO, CTO, CISO und vergleichbare C-Level-Rollen. Keine Beiräte.'],
  ];
  const SAME: readonly [string, string][] = [
    ["Responsable de la sécurité des systèmes d'information", 'RSSI'],
    ["Directrice des Systèmes d'Information", 'DSI'],
    ['Leiter Informationssicherheit', 'CISO'],
  ];
  for (const [lang, definition] of CSUITE)
    for (const [title, headline] of SAME) {
      it(`${lang}: "${title}" with the headline "${headline}" is C-level for "${definition}"`, () => {
        expect(keptAt(definition, person('a', 'A B', headline, [[title, 'here', '2019-01', null]]))).toBe(
          true,
        );
      });
      it(`${lang}: a Chief of Staff whose headline names the office of the CEO is no executive`, () => {
        expect(
          keptAt(
            definition,
            person('a', 'A B', 'Chief of Staff, Office of the CEO', [
              ['Chief of Staff', 'here', '2019-01', null],
            ]),
          ),
        ).toBe(false);
      });
      it(`${lang}: "${title}" with a headline in another function ("CFO") stays as titled`, () => {
        expect(keptAt(definition, person('a', 'A B', 'CFO', [[title, 'here', '2019-01', null]]))).toBe(false);
      });
    }
});

describe('a headline never ranks someone below their title here', () => {
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Mid-level leaders in HR: managers, heads and directors. No individual contributors.'],
    [
      'de',
      'Führungskräfte im Personalwesen (Leiter, Manager). Keine Einzelbeitragenden (individual contributors).',
    ],
    ['fr', 'Responsables et directeurs RH. Pas de contributeurs individuels (individual contributors).'],
  ];
  const TITLES: readonly [string, string][] = [
    ['Directeur des Ressources Humaines', 'DRH'],
    ['Head of People', 'People'],
    ['Personalleiterin', 'Personal & Kultur'],
  ];
  for (const [lang, definition] of DEFINITIONS)
    for (const [title, headline] of TITLES)
      it(`${lang}: "${title}" with the headline "${headline}" is kept by "${definition}"`, () => {
        expect(keptAt(definition, person('a', 'A B', headline, [[title, 'here', '2015-09', null]]))).toBe(
          true,
        );
      });
});

describe('"RSSI" is the French CISO, a chief like the CFO beside it, never a function shared across a list', () => {
  const LISTS: readonly [string, string][] = [
    ['fr', 'C-suite actuel : PDG, DAF, CTO et RSSI.'],
    ['fr', 'Les dirigeants : PDG, DAF, RSSI, DSI.'],
    ['en', 'Executives: CEO, DAF, CTO and RSSI.'],
  ];
  for (const [lang, definition] of LISTS)
    it(`${lang}: "${definition}" keeps the DAF and the RSSI, not the security engineers`, () => {
      expect(
        kept(definition, ['DAF', 'Directeur administratif et financier', 'RSSI', 'Ingénieur sécurité']),
      ).toEqual(['DAF', 'Directeur administratif et financier', 'RSSI']);
    });
});
