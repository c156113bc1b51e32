import { describe, expect, it } from 'vitest';
import { kept, type RosterEntry } from '../fixtures/reading.js';

/**
 * Structure after holdout 12 (issue 22), each held over generated variants (templates × languages ×
 * titles, functions and industries in no set): an abbreviation written with dots ("e.g.", "z. B.",
 * "bzw.") ends no sentence and splits no list, and "bzw." means "or"; a range "from clerk to head of
 * department" names every level in German too; "X and X leaders" keeps all of X and X's leaders; an
 * unknown job noun after its function ("social media editors") asks for that job, not the function;
 * "operative" before a leadership word names the company's management, not its blue-collar workers.
 */

describe('an abbreviation with dots ends no sentence and splits no list', () => {
  const ROSTER: RosterEntry[] = [
    'Accountant',
    'Financial Controller',
    'Chief Financial Officer',
    ['Finance Intern', 'intern'],
    'Sales Manager',
  ];
  const CASES: readonly [string, string][] = [
    ['en', 'Everyone in finance. Exclude interns (e.g. working students) and the CFO.'],
    ['en', 'Everyone in finance. Exclude interns (i.e. working students) and the CFO.'],
    ['de', 'Alle in Finanzen. Keine Praktikanten (z. B. Werkstudenten) und nicht der CFO.'],
    ['de', 'Alle in Finanzen. Keine Praktikanten (d. h. Werkstudenten) und nicht der CFO.'],
    ['fr', 'Toute la finance. Sauf les stagiaires (p. ex. alternants) et le CFO.'],
    ['es', 'Todo finanzas. Excluir becarios (p. ej. estudiantes en prácticas) y el CFO.'],
    ['it', 'Tutta la finanza. Esclusi stagisti (ad es. tirocinanti) e il CFO.'],
    ['nl', 'Iedereen in finance. Geen stagiairs (bijv. werkstudenten) en geen CFO.'],
    ['pt', 'Todos em finanças. Excluir estagiários (p. ex. aprendizes) e o CFO.'],
  ];
  for (const [lang, definition] of CASES)
    it(`${lang}: "${definition}" keeps finance staff, not the intern nor the CFO`, () => {
      expect(kept(definition, ROSTER)).toEqual(['Accountant', 'Financial Controller']);
    });

  const OR_ROSTER: RosterEntry[] = [
    'Buchhalterin',
    'Controller',
    'CFO',
    'Leiterin Rechnungswesen',
    'Vertriebsleiter',
  ];
  const OR_CASES: readonly string[] = [
    'Alle in Controlling und Rechnungswesen. NICHT der CFO bzw. die Leitung Rechnungswesen.',
    'Alle in Controlling und Rechnungswesen. Nicht der CFO resp. die Leitung Rechnungswesen.',
    'Controlling bzw. Rechnungswesen, alle Ebenen. Nicht der CFO bzw. die Leitung Rechnungswesen.',
  ];
  for (const definition of OR_CASES)
    it(`de: "${definition}": "bzw." is "or", both are excluded`, () => {
      expect(kept(definition, OR_ROSTER)).toEqual(['Buchhalterin', 'Controller']);
    });
});

describe('a range "from clerk to head of department" names every level between', () => {
  const ROSTER: RosterEntry[] = [
    'Accountant',
    'Financial Controller',
    'Head of Accounting',
    'Account Executive',
    'Warehouse Clerk',
  ];
  const CASES: readonly [string, string][] = [
    ['de', 'Alle in Controlling und Buchhaltung – vom Sachbearbeiter bis zur Abteilungsleitung.'],
    ['de', 'Controlling und Rechnungswesen, vom Werkstudenten bis zur Bereichsleitung.'],
    ['de', 'Controlling und Buchhaltung: vom Sachbearbeiter bis zum Abteilungsleiter.'],
    ['en', 'Everyone in controlling and accounting – from clerk to head of department.'],
    ['fr', 'Finance et comptabilité – du comptable au directeur.'],
    ['nl', 'Controlling en financiën – van medewerker tot afdelingshoofd.'],
    ['es', 'Finanzas y contabilidad – desde el administrativo hasta el director.'],
    ['it', 'Controllo di gestione e contabilità – dal contabile fino al direttore.'],
    ['pt', 'Controladoria e contabilidade – desde o assistente até o diretor.'],
  ];
  for (const [lang, definition] of CASES)
    it(`${lang}: "${definition}" keeps every level of finance`, () => {
      expect(kept(definition, ROSTER)).toEqual(['Accountant', 'Financial Controller', 'Head of Accounting']);
    });
});

describe('"X and X leaders" keeps all of X and its leaders; a list of different functions shares the level', () => {
  const NURSING: RosterEntry[] = ['Staff Nurse', 'Head of Nursing', 'Physiotherapist', 'Sales Manager'];
  const MARKETING: RosterEntry[] = [
    'Marketing Coordinator',
    'Head of Marketing',
    'Head of Sales',
    'Sales Representative',
  ];
  const CASES: readonly [string, string, RosterEntry[], string[]][] = [
    ['en', 'Nurses and nursing leaders.', NURSING, ['Staff Nurse', 'Head of Nursing']],
    [
      'nl',
      'Verpleegkundigen en verpleegkundig leidinggevenden.',
      NURSING,
      ['Staff Nurse', 'Head of Nursing'],
    ],
    ['en', 'Marketing and marketing leaders.', MARKETING, ['Marketing Coordinator', 'Head of Marketing']],
    ['de', 'Marketing und Marketingleitung.', MARKETING, ['Marketing Coordinator', 'Head of Marketing']],
    ['nl', 'Marketing en marketingleiders.', MARKETING, ['Marketing Coordinator', 'Head of Marketing']],
    [
      'es',
      'Marketing y responsables de marketing.',
      MARKETING,
      ['Marketing Coordinator', 'Head of Marketing'],
    ],
    ['fr', 'Marketing et responsables marketing.', MARKETING, ['Marketing Coordinator', 'Head of Marketing']],
    ['it', 'Marketing e responsabili marketing.', MARKETING, ['Marketing Coordinator', 'Head of Marketing']],
    ['pt', 'Marketing e líderes de marketing.', MARKETING, ['Marketing Coordinator', 'Head of Marketing']],
    ['en', 'Sales and marketing leaders.', MARKETING, ['Head of Marketing', 'Head of Sales']],
    ['de', 'Vertriebs- und Marketingleitung.', MARKETING, ['Head of Marketing', 'Head of Sales']],
  ];
  for (const [lang, definition, roster, expected] of CASES)
    it(`${lang}: "${definition}"`, () => {
      expect(kept(definition, roster)).toEqual(expected);
    });
});

describe('an unknown job noun after its function asks for that job, not the whole function', () => {
  const CASES: readonly [string, string, RosterEntry[], string[]][] = [
    [
      'en',
      'Social media editors.',
      ['Social Media Editor', 'Head of Marketing', 'Marketing Intern', 'Brand Manager'],
      ['Social Media Editor'],
    ],
    [
      'en',
      'Finance translators and legal translators.',
      ['Finance Translator', 'Legal Translator', 'Accountant', 'Legal Counsel'],
      ['Finance Translator', 'Legal Translator'],
    ],
    [
      'de',
      'Finanz Übersetzer.',
      ['Übersetzerin Finanzen', 'Leiterin Finanzen', 'Buchhalterin'],
      ['Übersetzerin Finanzen'],
    ],
    [
      'nl',
      'Marketing vertalers.',
      ['Vertaler Marketing', 'Hoofd Marketing', 'Marketing Medewerker'],
      ['Vertaler Marketing'],
    ],
  ];
  for (const [lang, definition, roster, expected] of CASES)
    it(`${lang}: "${definition}"`, () => {
      expect(kept(definition, roster)).toEqual(expected);
    });
});

describe('"operative" before a leadership word is the management, not blue-collar workers', () => {
  const ROSTER: RosterEntry[] = ['CEO', 'Chief Financial Officer', 'Machine Operator', 'Warehouse Operative'];
  const CASES: readonly [string, string][] = [
    ['de', 'Die operative Unternehmensleitung: Vorstand und Geschäftsführung.'],
    ['de', 'Die operative Geschäftsführung.'],
    ['de', 'Die Konzernleitung.'],
    ['en', 'The operative management: CEO and CFO.'],
    ['it', 'La direzione operativa: amministratore delegato e CFO.'],
    ['es', 'La dirección operativa: consejero delegado y CFO.'],
    ['pt', 'A direção operativa: CEO e CFO.'],
  ];
  for (const [lang, definition] of CASES)
    it(`${lang}: "${definition}" keeps the executives, not the operators`, () => {
      expect(kept(definition, ROSTER)).toEqual(['CEO', 'Chief Financial Officer']);
    });
});

describe('two words joined by "&" that the vocabulary reads whole name one department, not a list', () => {
  const CASES: readonly [string, string, RosterEntry[], string[]][] = [
    [
      'en',
      'Learning & Development leads.',
      ['Head of Learning & Development', 'Head of Engineering', 'Development Lead', 'L&D Specialist'],
      ['Head of Learning & Development'],
    ],
    [
      'en',
      'Food & Beverage managers.',
      ['Food & Beverage Manager', 'Food Safety Manager', 'Beverage Sales Manager', 'Sales Manager'],
      ['Food & Beverage Manager'],
    ],
    [
      'en',
      'People & Culture leaders.',
      ['Head of People & Culture', 'Head of Sales', 'HR Generalist'],
      ['Head of People & Culture'],
    ],
    [
      'de',
      'Leitung Personal & Organisation.',
      ['Leiterin Personal & Organisation', 'Leiter Vertrieb', 'Personalreferentin'],
      ['Leiterin Personal & Organisation'],
    ],
  ];
  for (const [lang, definition, roster, expected] of CASES)
    it(`${lang}: "${definition}"`, () => {
      expect(kept(definition, roster)).toEqual(expected);
    });

  // Two functions joined by "&" stay a list of both, in seven languages.
  const ROSTER: RosterEntry[] = [
    'Head of Sales',
    'Head of Marketing',
    'Head of Finance',
    'Sales Representative',
  ];
  const LISTS: readonly [string, string][] = [
    ['en', 'Sales & Marketing leaders.'],
    ['de', 'Leitung Vertrieb & Marketing.'],
    ['fr', 'Directeurs ventes & marketing.'],
    ['es', 'Directores de ventas & marketing.'],
    ['it', 'Direttori vendite & marketing.'],
    ['nl', 'Hoofden verkoop & marketing.'],
    ['pt', 'Diretores de vendas & marketing.'],
  ];
  for (const [lang, definition] of LISTS)
    it(`${lang}: "${definition}" keeps the heads of both`, () => {
      expect(kept(definition, ROSTER)).toEqual(['Head of Sales', 'Head of Marketing']);
    });
});

describe('Austrian "Lehrlinge" are apprentices, an intern engagement', () => {
  const ROSTER: RosterEntry[] = [
    ['Lehrling Seilbahntechnik', 'intern'],
    ['Praktikantin Marketing', 'intern'],
    'Seilbahntechniker',
  ];
  for (const definition of ['Lehrlinge, alle Bereiche.', 'Junge Leute: Lehrlinge und Praktikanten.'])
    it(`de: "${definition}" keeps the apprentices`, () => {
      expect(kept(definition, ROSTER)).toContain('Lehrling Seilbahntechnik');
      expect(kept(definition, ROSTER)).not.toContain('Seilbahntechniker');
    });
});
