import { describe, expect, it } from 'vitest';
import { interpretPersona } from '../../functions/core/persona-reader.js';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn, read } from '../fixtures/reading.js';

/**
 * How a definition is read after holdout 45 (issue 22). Generated tables: definitions in several
 * languages, titles and profiles at companies in no labelled set.
 */

const companies: ProviderCompany[] = [
  { ...EVAL_COMPANY, name: 'Nordlicht Fahrzeugbau', industry: 'Machinery Manufacturing' },
  {
    ...EVAL_COMPANY,
    name: 'Porto Cargo Digital',
    industry: 'Transportation, Logistics, Supply Chain and Storage',
  },
];

/**
 * "Alle, die bei uns ein Praktikum machen oder eine Ausbildung absolvieren": an internship or an
 * apprenticeship said as the activity (Praktikum, Ausbildung, duales Studium), not as the
 * person's noun, asks for interns and apprentices. Holdout 45 kept nobody for it.
 */
describe('internships and apprenticeships said as an activity', () => {
  const definitions = [
    'Alle, die gerade bei uns ein Praktikum machen.',
    'Alle, die eine Ausbildung bzw. eine duale Ausbildung absolvieren.',
    'Wer bei uns ein Pflichtpraktikum oder ein duales Studium macht.',
    'Alle, die aktuell bei uns ein Praktikum machen, als Werkstudent:in arbeiten oder eine Ausbildung absolvieren.',
  ];
  const roster = [
    ['Praktikantin Einkauf', 'intern'],
    ['Auszubildender Mechatroniker', 'intern'],
    ['Marketing Intern', 'intern'],
    'Leiterin Ausbildung',
    'Einkäufer',
  ] as const;
  it.each(definitions)('%s', (definition) => {
    const reading = read(definition);
    expect(reading.includes.length).toBeGreaterThan(0);
    // Nothing is left unread: "bei uns", "machen", "absolvieren" say no role.
    expect(reading.warnings).toEqual([]);
    const keeps = kept(definition, roster);
    expect(keeps).toEqual(['Praktikantin Einkauf', 'Auszubildender Mechatroniker', 'Marketing Intern']);
  });
});

describe('apprenticeships said as a Spanish dual training', () => {
  it.each(['Todos los que hacen FP dual con nosotros.', 'Quienes están en formación profesional dual.'])(
    '%s',
    (definition) => {
      expect(read(definition).includes.some((c) => c.engagements?.includes('intern'))).toBe(true);
      expect(kept(definition, [['Aprendiz de soldadura', 'intern'], 'Soldador'])).toEqual([
        'Aprendiz de soldadura',
      ]);
    },
  );
});

/**
 * "Recruiters only. No other HR roles (HR business partners, payroll, heads of HR)": "other" sets the
 * exclusion against what is asked, so it spares the recruiters and their lead; the examples in brackets
 * are the other roles. Holdout 45 kept nobody for it.
 */
describe('"no other X roles" spares the part of X that is asked for', () => {
  const definitions = [
    'Recruiters and talent acquisition people, any level. No other HR roles (HR business partners, payroll, heads of HR).',
    'Talent acquisition only, any level; no other HR roles.',
    'Recruiter:innen und Talent Acquisition, jede Ebene. Keine anderen HR-Rollen.',
    'Reclutadores y selección de personal, cualquier nivel. Ningún otro puesto de RRHH.',
  ];
  const roster = [
    'Talent Acquisition Lead',
    'Senior Recruiter',
    ['Freelance Recruiter', 'contractor'],
    'HR Business Partner',
    'Payroll Specialist',
    'Head of HR',
  ] as const;
  it.each(definitions)('%s', (definition) => {
    const keeps = kept(definition, roster);
    expect(keeps).toEqual(expect.arrayContaining(['Talent Acquisition Lead', 'Senior Recruiter']));
    expect(keeps).not.toContain('HR Business Partner');
    expect(keeps).not.toContain('Head of HR');
  });
  it('the interpretation says what "other" spares', () => {
    const excludes = interpretPersona({ name: 'x', definition: definitions[0] ?? '' }).excludes;
    expect(
      excludes.some((e) => e.includes('other HR roles') && e.includes('except talent acquisition')),
    ).toBe(true);
  });
  it('without "other" an exclusion of leaders of the wider function still drops a sub-function lead', () => {
    // "Sem chefias nem gestores de customer success": no "other", so leaders are out whatever their part.
    expect(
      kept('Support agents. No heads of customer success.', ['Support Agent', 'Head of Support']),
    ).toEqual(['Support Agent']);
  });
});

/**
 * "Verkopers: accountmanagers en key accountmanagers. Geen salesmanagers of -directeuren": a Dutch
 * compound written in one word is the same job, and a second compound with a leading hyphen shares the
 * first one's opening part. Holdout 45 kept every sales leader for it.
 */
describe('Dutch and German compounds: one-word account managers, a leading hyphen', () => {
  const definitions = [
    'Verkopers: accountmanagers, key accountmanagers en SDRs. Geen salesmanagers of -directeuren.',
    'Verkopers: key accountmanagers en accountmanagers. Geen verkoopmanagers en -directeuren.',
  ];
  const roster = ['Key Account Manager', 'Account Manager', 'Sales Director', 'VP Sales', 'Office Manager'];
  it.each(definitions)('%s', (definition) => {
    const keeps = kept(definition, roster);
    expect(keeps).toEqual(expect.arrayContaining(['Key Account Manager', 'Account Manager']));
    expect(keeps).not.toContain('Sales Director');
    expect(keeps).not.toContain('VP Sales');
    expect(keeps).not.toContain('Office Manager');
  });
  it('"-directeuren" after "salesmanagers of" reads as sales directors', () => {
    const reading = read('Geen salesmanagers of -directeuren.');
    expect(reading.excludes.map((c) => c.text).join(' ')).toContain('salesdirecteuren');
  });
  it('"Vertriebsleiter oder -direktoren" reads as Vertriebsdirektoren', () => {
    const reading = read('Key Account Manager. Keine Vertriebsleiter oder -direktoren.');
    expect(reading.excludes.map((c) => c.text).join(' ')).toContain('Vertriebsdirektoren');
  });
  it('"accountmanagers leden" (whose accounts) stays a job the title must say', () => {
    expect(kept('Accountmanagers leden.', ['Key Account Manager'])).toEqual([]);
  });
});

/**
 * "Directeurs de filiale (directeur général de filiale, Geschäftsführer, country manager)": a bare chief
 * executive among examples in brackets after heads of subsidiaries runs a subsidiary, not the company.
 * Holdout 45 kept the group CEO and COO for it.
 */
describe('a bare chief executive among bracketed examples of subsidiary heads', () => {
  const definitions = [
    "Les directeurs de filiale à l'étranger (directeur général, Geschäftsführer, country manager).",
    'Heads of our foreign subsidiaries (managing director, CEO, country manager).',
    'Managing directors of our subsidiaries abroad (Geschäftsführer, directeur général, CEO).',
  ];
  const roster = ['CEO', 'Chief Operating Officer', 'Country Manager Portugal'];
  it.each(definitions)('%s', (definition) => {
    const keeps = kept(definition, roster);
    expect(keeps).toContain('Country Manager Portugal');
    expect(keeps).not.toContain('CEO');
    expect(keeps).not.toContain('Chief Operating Officer');
  });
});

/**
 * "Founders and owners; not founders or partners of other companies": the place after a list joined by
 * "or" qualifies every noun of the list, so the exclusion drops nobody here. Holdout 45 dropped the
 * company's own co-founders for it.
 */
describe('"founders or partners of other companies" drops nobody here', () => {
  const definitions = [
    'Founders and owners who still work here. Not founders or partners of other companies.',
    'Fundadores y propietarios que siguen en la empresa. Ni fundadores o socios de otras empresas.',
    "Fondateurs et propriétaires. Pas les fondateurs ou associés d'autres entreprises.",
  ];
  it.each(definitions)('%s', (definition) => {
    expect(read(definition).excludes).toEqual([]);
    expect(kept(definition, [['Co-founder & CEO', 'founder']])).toEqual(['Co-founder & CEO']);
  });
});

/**
 * "Not investors who hold no board seat, and not executives who just report to the board": the relative
 * clause spares whoever sits on the board (a board seat, an advisor to it, whoever chairs it in any
 * language). Holdout 45 dropped an investor director and the chairman.
 */
describe('exclusions that say "no board seat" spare the board', () => {
  const definition =
    'Board members and formal advisors. Not investors who hold no board seat, and not executives who just report to the board.';
  for (const company of companies)
    it(`at ${company.name}`, () => {
      const at = personAt(company, 'Full-time');
      const roster = {
        investorDirector: at('investorDirector', 'A B', 'Partner at Fund | Board member', [
          ['Partner', 'Some Fund', '2015-01', null],
          ['Board Member (investor director)', 'here', '2020-01', null, 'Board'],
        ]),
        chair: at('chair', 'C D', 'Presidente y Consejero Delegado', [
          ['Presidente del Consejo de Administración y CEO', 'here', '2016-01', null],
        ]),
        boardAdviser: at('boardAdviser', 'E F', 'Berater des Aufsichtsrats', [
          ['Berater des Aufsichtsrats', 'here', '2019-01', null],
        ]),
        cfo: at('cfo', 'G H', 'CFO', [['CFO', 'here', '2018-01', null]]),
      };
      expect(keptIn(definition, company, roster)).toEqual(['boardAdviser', 'chair', 'investorDirector']);
    });
  it('a Dutch Raad van Bestuur is the executive board, not a board seat', () => {
    expect(kept('Board members (Raad van Toezicht).', ['Voorzitter Raad van Bestuur'])).toEqual([]);
  });
});

/**
 * "Excluir el personal administrativo": administrative (clerical) staff is a job the title says, in any
 * department, not the operations function. Holdout 45 kept a purchasing clerk for it.
 */
describe('administrative staff as a clerical job', () => {
  const definitions = [
    'Compras: compradores y jefes de compras. Excluir el personal administrativo.',
    'Procurement: buyers and heads of procurement. Exclude administrative staff.',
    'Einkauf: Einkäufer und Einkaufsleitung. Keine Verwaltungsangestellten.',
    'Achats : acheteurs et responsables des achats. Sauf le personnel administratif.',
  ];
  const roster = ['Administrativa de Compras', 'Comprador Senior', 'Head of Procurement', 'Senior Buyer'];
  it.each(definitions)('%s', (definition) => {
    const keeps = kept(definition, roster);
    expect(keeps).not.toContain('Administrativa de Compras');
    expect(keeps).toEqual(
      expect.arrayContaining(['Comprador Senior', 'Head of Procurement', 'Senior Buyer']),
    );
  });
});

/**
 * "Customs brokers, customs declarants (Zolldeklarant, douanedeclarant, agente de aduanas)": customs work
 * is a job the title names, not anyone in operations. Holdout 45 kept a working student and an assembler.
 */
describe('customs jobs in seven languages', () => {
  const definitions = [
    'Customs people of any seniority: customs brokers and customs declarants.',
    'Zolldeklaranten und Zollsachbearbeiter.',
    'Déclarants en douane et douanedeclaranten.',
    'Agentes de aduanas y despachantes aduaneiros.',
  ];
  const roster = [
    'Customs Broker',
    'Zolldeklarantin',
    'Déclarant en douane',
    'Agente de Aduanas',
    ['Werkstudentin Operations', 'intern'],
    'Operário de montagem',
    'Warehouse Operator',
  ] as const;
  it.each(definitions)('%s', (definition) => {
    const keeps = kept(definition, roster);
    expect(keeps).toEqual(['Customs Broker', 'Zolldeklarantin', 'Déclarant en douane', 'Agente de Aduanas']);
  });
  it('"customs operations" stays an area of operations', () => {
    expect(
      read('Heads of freight and customs operations.').includes.every(
        (c) => c.roles.length === 0 || c.roles.every((r) => r.word !== 'customs staff'),
      ),
    ).toBe(true);
  });
});
