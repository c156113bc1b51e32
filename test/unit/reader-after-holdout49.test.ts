import { describe, expect, it } from 'vitest';
import { kept } from '../fixtures/reading.js';

/**
 * How a definition is read after holdout 49 (issue 22). Generated tables: definitions in several languages,
 * bare titles of no labelled set.
 */

/** Auditors of financial statements (ISCO-08 2411, ESCO "auditor") are a job the title names, any seniority. */
describe('auditors are a job of their own', () => {
  const definitions = [
    'All external auditors, from audit trainees to audit partners.',
    'Sämtliche Abschlussprüfer und Prüfungsassistenten.',
    'Les auditeurs et commissaires aux comptes, tous niveaux.',
    'Auditores de cuentas de cualquier nivel.',
    'Revisori legali e revisori contabili.',
  ];
  const roster = [
    'Audit Senior',
    'Wirtschaftsprüferin',
    'Prüfungsassistent',
    'Auditeur financier',
    'Revisora de cuentas',
    'Revizor',
    'Senior audítor',
    'Teamassistenz Wirtschaftsprüfung',
    'Head of Internal Audit',
    'IT Auditor',
    'Buchhalter',
    'Tax Manager',
    'Financial Controller',
  ] as const;
  it.each(definitions)('%s', (definition) => {
    expect(kept(definition, roster as never)).toEqual([
      'Audit Senior',
      'Wirtschaftsprüferin',
      'Prüfungsassistent',
      'Auditeur financier',
      'Revisora de cuentas',
      'Revizor',
      'Senior audítor',
    ]);
  });
});

/** IT auditors are auditors of IT: both words in the title; "not our own IT" does not drop them. */
describe('IT auditors are a job the title names with both words', () => {
  const definitions = [
    'IT auditors and IT audit consultants. Not internal IT.',
    'IT-Revisoren und IT-Prüfer, aber nicht die interne IT.',
    'Auditores de TI, sin el personal de sistemas internos.',
  ];
  const roster = [
    'IT-Auditor',
    'Senior Consultant IT-Audit',
    'IT-Prüferin',
    'System Administrator',
    'Wirtschaftsprüfer',
    'Helpdesk Agent',
  ] as const;
  it.each(definitions)('%s', (definition) => {
    expect(kept(definition, roster as never)).toEqual([
      'IT-Auditor',
      'Senior Consultant IT-Audit',
      'IT-Prüferin',
    ]);
  });
  it('an exclusion of IT auditors spares the IT staff', () => {
    expect(
      kept('Internal IT staff: sysadmins and support technicians. No IT auditors.', [
        'Systemadministrator',
        'IT Support Technician',
        'IT Audit Manager',
      ]),
    ).toEqual(['Systemadministrator', 'IT Support Technician']);
  });
});

/** Tax advisers (ESCO "tax adviser") in nine languages: a job, and the adviser's noun names no advisor engagement. */
describe('tax advisers are a job, not advisors', () => {
  const definitions = [
    'Tax advisers of every grade.',
    'Alle Steuerberater und Steuerfachangestellten.',
    'Conseillers fiscaux et fiscalistes.',
    'Asesores fiscales.',
    'Daňoví poradcovia.',
    'Davčni svetovalci.',
  ];
  const roster = [
    'Steuerberaterin',
    'Tax Associate',
    'Daňový poradca',
    'Davčni svetovalec',
    'Fiscaliste',
    'Auditor',
    'Strategy Advisor',
  ] as const;
  it.each(definitions)('%s', (definition) => {
    expect(kept(definition, roster as never)).toEqual([
      'Steuerberaterin',
      'Tax Associate',
      'Daňový poradca',
      'Davčni svetovalec',
      'Fiscaliste',
    ]);
  });
});

/** Deals and transaction services (M&A advisory, due diligence, valuation) are a job the title names. */
describe('deals and transaction services are read', () => {
  const definitions = [
    'Transaction advisory and valuation people, every level.',
    'M&A and due diligence staff.',
    'Fusiones y adquisiciones y valoración de empresas.',
    'Transaktionsberatung und Unternehmensbewertung.',
  ];
  const roster = [
    'Manager, Transaction Services',
    'Associate Financial Due Diligence',
    'Valuation Analyst',
    'Director Deals',
    'Deal Desk Manager',
    'Account Executive',
    'Financial Controller',
  ] as const;
  it.each(definitions)('%s', (definition) => {
    expect(kept(definition, roster as never)).toEqual([
      'Manager, Transaction Services',
      'Associate Financial Due Diligence',
      'Valuation Analyst',
      'Director Deals',
    ]);
  });
});

/**
 * A firm's partners: the German inclusive plural ("Partner:innen", "Partner*innen") and "partners of a
 * partnership / of the firm" ask for the partners (owners), not the partnerships function.
 */
describe("a firm's partners are its owners", () => {
  const definitions = [
    'Partner:innen der Kanzlei.',
    'Partner*innen, nur aktuelle.',
    'Equity partners of a partnership.',
    'The partners of the firm.',
  ];
  const roster = [
    'Partner',
    'Equity Partner',
    'Partnerships Manager',
    'Channel Partner Manager',
    'Senior Associate',
  ] as const;
  it.each(definitions)('%s', (definition) => {
    expect(kept(definition, roster as never)).toEqual(['Partner', 'Equity Partner']);
  });
});

/**
 * An exclusion beside inclusions that ask only for levels above managers (owners, partners) is said of people
 * at those levels; after a German exclusion, "– also …" restates who remains and excludes nobody.
 */
describe('an exclusion of a job among partners drops those partners', () => {
  it.each([
    'Partner:innen außer denen aus der Wirtschaftsprüfung – also Steuern, Beratung usw.',
    'Partners, except the audit partners.',
  ])('%s', (definition) => {
    expect(
      kept(definition, [
        'Partnerin, Wirtschaftsprüfung',
        'Equity Partner',
        'Partner Advisory',
        'Audit Manager',
      ]),
    ).toEqual(['Equity Partner', 'Partner Advisory']);
  });
});

/**
 * Board members named as a group select on their own beside other clauses, and whom they represent ("representing
 * the shareholders", "for an owner") is no role of theirs.
 */
describe('board members representing an owner', () => {
  it.each([
    'Equity partners, and board members representing the shareholders.',
    'Owners, and board members on behalf of the majority owner.',
  ])('%s', (definition) => {
    expect(
      kept(definition, [
        'Owner',
        ['Member of the Board of Directors', 'board'],
        ['Non-Executive Director', 'board'],
        'Investor Relations Manager',
        'Finance Manager',
      ] as never),
    ).toEqual(['Owner', 'Member of the Board of Directors', 'Non-Executive Director']);
  });
});
