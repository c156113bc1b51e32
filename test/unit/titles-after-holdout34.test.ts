import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 34 (issue 22). Holdout 34's Genoa insurance broker had its account handlers
 * ("Senior Broker Marine", "Kundenbetreuerin", "Chargée de clientèle", "Makelaar") read as no function at all, so
 * neither the definition asking for the brokers who follow a portfolio of clients nor the one asking for
 * individual sellers found them, and a definition naming "broker" or "Kundenbetreuer" was not understood. A
 * broker's account handler is a seller with a book: sales, an individual contributor (ISCO-08 3321, 3324).
 * Stock and customs brokers keep their own reading, and a message broker is software. Generated tables: titles
 * in seven languages at employers and industries in no labelled set.
 * Its "Team Lead" wrote "Leading our mid-market account executive team (6 AEs)": an about sentence that opens with
 * leading a named team says what a vague title's team is, in seven languages, with or without "I". Its "Security
 * Officer" whose headline reads "Security Officer – Reception" and whose about says "Front desk and building
 * security" guards a building: not information security.
 */

const SITES = [
  '',
  ' – Lloyd’s market',
  ' | Assekuranz Kontor Hamburg',
  ', Cabinet Verlingue',
  ' (Seguros Tajo SA)',
];
const { reads } = titleTables(SITES);

describe("a broker's account handlers are its sellers", () => {
  const titles = {
    en: ['Broker', 'Senior Broker', 'Insurance Broker', 'Account Handler', 'Senior Account Handler'],
    de: ['Makler', 'Versicherungsmakler', 'Kundenbetreuer', 'Kundenbetreuerin', 'Kundenbetreuerin Gewerbe'],
    fr: ['Courtier', 'Courtière', 'Chargé de clientèle', 'Chargée de clientèle Entreprises'],
    es: ['Corredor de seguros', 'Corredora', 'Gestor de clientes', 'Gestora de Clientes'],
    nl: ['Makelaar', 'Assurantiemakelaar', 'Klantbeheerder', 'Relatiebeheerder'],
    pt: ['Corretor de seguros', 'Corretora', 'Gestora de clientes', 'Gestor de clientes'],
    it: ['Broker', 'Broker assicurativo', 'Gestore clienti', 'Gestrice clienti'],
  };
  reads('sales', titles, ['support']);
  it.each(Object.values(titles).flat())(
    '"%s" carries a book, not a team: an individual contributor',
    (title) => {
      expect(readTitle(title).level).toBe('individual');
    },
  );
  // Who leads them is a head or manager in sales; their department's leader in customer service keeps hers.
  it.each([
    ['Head of Brokers', 'sales'],
    ['Responsabile Gestori Clienti', 'sales'],
    ['Leiter Kundenbetreuung', 'support'],
  ] as const)('"%s" reads %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
  // Other brokers keep their own trade.
  it.each([
    ['Customs Broker', 'operations'],
    ['Stockbroker', 'finance'],
    ['Courtier en bourse', 'finance'],
    ['Message Broker Engineer', 'engineering'],
  ] as const)('"%s" reads %s', (title, fn) => {
    expect(readTitle(title).functions[0]).toBe(fn);
  });
});

const INDUSTRIES = ['Software', 'Logistics', 'Wine & Spirits', 'Hospital & Health Care', 'Insurance'];
const current = (title: string, headline: string, about: string | null, industry: string) =>
  positionsOf(bareProfile({ headline, about, experience: [roleAt(title)] }), bareCompany({ industry })).find(
    (p) => p.current,
  );

describe('an about sentence that opens with leading a named team says what a vague title does', () => {
  const abouts = [
    ['en', 'Team Lead', 'Leading our mid-market account executive team (6 AEs) out of Belgrade.', 'sales'],
    ['en', 'Team Lead', 'Ten years here. Running the payroll desk for three countries.', 'finance'],
    ['de', 'Teamleiterin', 'Ich leite das Vertriebsteam Süd.', 'sales'],
    ['fr', 'Chef d’équipe', 'Je dirige l’équipe commerciale Grand Ouest.', 'sales'],
    ['es', 'Responsable', 'Dirijo el equipo de atención al cliente en Madrid.', 'support'],
    ['nl', 'Teamleider', 'Ik leid het inkoopteam.', 'procurement'],
    ['pt', 'Líder de equipa', 'Lidero a equipa de suporte ao cliente.', 'support'],
    ['it', 'Team Leader', 'Guido il team acquisti di gruppo.', 'procurement'],
  ] as const;
  const rows = abouts.flatMap((row) => INDUSTRIES.map((industry) => [...row, industry] as const));
  it.each(rows)('%s: "%s" who writes "%s" works in %s (%s)', (_lang, title, about, fn, industry) => {
    const p = current(title, title, about, industry);
    expect(p?.functions[0]).toBe(fn);
    expect(p?.levels).not.toContain('individual');
  });
  it.each(INDUSTRIES)(
    'a sentence about leading a project names no team: "Team Lead" stays without a function (%s)',
    (industry) => {
      expect(
        current('Team Lead', 'Team Lead', 'Leading the data platform migration.', industry)?.functions,
      ).toEqual([]);
    },
  );
});

describe("a security job whose holder's own words name a guard's post is a guard's, not information security", () => {
  const guards = [
    [
      'en',
      'Security Officer',
      'Security Officer – Reception',
      'Front desk and building security at the office (via Securitas).',
    ],
    ['en', 'Security Officer', 'Security Officer', 'Front desk and building security at our headquarters.'],
    ['de', 'Security Officer', 'Security Officer – Empfang', null],
    ['fr', 'Security Officer', 'Security Officer | Accueil', null],
    ['es', 'Security Officer', 'Security Officer · Recepción', null],
    ['nl', 'Security Officer', 'Security Officer – Receptie', null],
    ['pt', 'Security Officer', 'Security Officer – Receção', null],
    ['it', 'Security Officer', 'Security Officer – Reception', 'Portineria e sicurezza della sede.'],
  ] as const;
  const rows = guards.flatMap((row) => INDUSTRIES.map((industry) => [...row, industry] as const));
  it.each(rows)(
    '%s: "%s" with headline "%s" (%s, %s) is no infosec',
    (_lang, title, headline, about, industry) => {
      expect(current(title, headline, about, industry)?.functions).not.toContain('security');
    },
  );
  // Information security named anywhere in their own words, or nothing of a post: information security stays.
  it.each([
    ['Security Officer', 'Security Officer', 'ISO 27001, SOC 2 and vendor risk.'],
    ['Security Officer', 'Security Officer | Cloud', 'Threat detection for our platform.'],
    ['Security Officer', 'Security Officer', null],
    [
      'Information Security Officer',
      'Information Security Officer – HQ',
      'Front desk of our security operations.',
    ],
  ] as const)(
    '"%s" with headline "%s" and about "%s" stays information security',
    (title, headline, about) => {
      expect(current(title, headline, about, 'Software')?.functions[0]).toBe('security');
    },
  );
});

// Holdout 34's "Direttore AFC" (Amministrazione, Finanza e Controllo) is the Italian CFO, as the French "directeur
// administratif et financier" already read: the director of administration and finance sits in the C-suite.
describe("the director of administration and finance is a company's finance C-level", () => {
  const titles = {
    en: ['Chief Financial Officer'],
    de: ['Finanzvorstand'],
    fr: ['Directeur administratif et financier', 'Directrice administrative et financière'],
    es: ['Director Administrativo y Financiero', 'Directora Administrativa y Financiera'],
    nl: ['CFO'],
    pt: ['Diretor Administrativo e Financeiro', 'Diretora Administrativa e Financeira'],
    it: [
      'Direttore AFC',
      'Direttore Amministrazione, Finanza e Controllo',
      'Direttrice Amministrativa e Finanziaria',
    ],
  };
  reads('finance', titles);
  it.each(Object.values(titles).flat())('"%s" is C-level', (title) => {
    expect(readTitle(title).levels).toContain('c_level');
  });
  // Administration alone, or a manager of the AFC office, is not the C-suite.
  it.each(['Direttore Amministrativo', 'Responsabile AFC', 'Directeur administratif'])(
    '"%s" is not C-level',
    (title) => {
      expect(readTitle(title).levels).not.toContain('c_level');
    },
  );
});

// Holdout 34's "Office Manager" whose headline reads "Office & Purchasing Coordinator": the headline restates the
// title's own words with another rank, or none, and lists one more function beside them; the job is that one too.
describe("a headline restating a title's words without its rank, and listing one more function, adds it", () => {
  const headlines = [
    ['en', 'Office & Purchasing Coordinator'],
    ['de', 'Office & Einkauf Koordinatorin'],
    ['fr', 'Office & Achats'],
    ['es', 'Office y Compras'],
    ['nl', 'Office & Inkoop Coördinator'],
    ['pt', 'Office e Compras'],
    ['it', 'Office e Acquisti'],
  ] as const;
  const rows = headlines.flatMap((row) => INDUSTRIES.map((industry) => [...row, industry] as const));
  it.each(rows)('%s: "Office Manager" whose headline is "%s" buys too (%s)', (_lang, headline, industry) => {
    expect(current('Office Manager', headline, null, industry)?.functions).toEqual([
      'facilities',
      'procurement',
    ]);
  });
  // A place, or the title restated alone, adds nothing.
  it.each(['Office Manager, Berlin', 'Office Coordinator', 'Office Manager'])(
    'headline "%s" adds nothing',
    (headline) => {
      expect(current('Office Manager', headline, null, 'Software')?.functions).toEqual(['facilities']);
    },
  );
});

// Holdout 34's "Employee Benefits Consultant" at an insurance broker advises client companies on the group plans it
// places: a seller with a book. At any other company the same title is HR's.
describe("an insurer's or broker's employee benefits consultant sells; elsewhere the title is HR's", () => {
  const titles = [
    ['en', 'Employee Benefits Consultant'],
    ['de', 'Beraterin betriebliche Altersversorgung'],
    ['de', 'bAV-Berater'],
    ['fr', 'Consultant avantages sociaux'],
    ['es', 'Consultor de beneficios para empleados'],
    ['nl', 'Adviseur employee benefits'],
    ['pt', 'Consultora de benefícios'],
    ['it', 'Consulente Welfare Aziendale'],
  ] as const;
  const insurers = ['Insurance', 'Reinsurance', 'Versicherungen', 'Seguros', 'Assicurazioni'];
  const rows = titles.flatMap((row) => insurers.map((industry) => [...row, industry] as const));
  it.each(rows)('%s: "%s" at a company in %s is sales', (_lang, title, industry) => {
    expect(current(title, title, null, industry)?.functions).toEqual(['sales']);
  });
  it.each(['Software', 'Logistics', 'Hospital & Health Care'])(
    '"Employee Benefits Consultant" in %s is HR',
    (industry) => {
      expect(
        current('Employee Benefits Consultant', 'Employee Benefits Consultant', null, industry)?.functions[0],
      ).toBe('people');
    },
  );
  it.each(['Benefits Specialist', 'Benefits Manager'])("an insurer's own %s stays HR", (title) => {
    expect(current(title, title, null, 'Insurance')?.functions[0]).toBe('people');
  });
});
