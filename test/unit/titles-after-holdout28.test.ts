import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { kept } from '../fixtures/reading.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 28 (issue 22). Holdout 28 (a Bratislava warehouse-software company, a
 * Montpellier cosmetics maker) had a "Solutions Engineer" read as a software developer and a "Parfumeuse"
 * read as no function at all. Generated tables: titles in seven languages at employers in no labelled set.
 */

const SITES = ['', ' – Almacenes Duero SL', ', Lagertechnik Vöcklabruck GmbH', ' (Fragranze del Garda)'];
const { reads } = titleTables(SITES);

describe('solutions and pre-sales engineers and consultants sell, they do not develop software', () => {
  reads(
    'sales',
    {
      en: [
        'Solutions Engineer',
        'Senior Solutions Engineer DACH',
        'Solution Consultant',
        'Presales Engineer',
      ],
      de: ['Solution Engineer', 'Presales-Berater', 'Solutions-Ingenieurin'],
      fr: ['Ingénieur avant-vente', 'Consultante avant-vente', 'Ingénieure solutions'],
      es: ['Ingeniero de soluciones', 'Consultora preventa', 'Ingeniera de preventa'],
      nl: ['Presales Consultant', 'Oplossingsconsultant'],
      pt: ['Engenheiro de soluções', 'Consultora de pré-vendas', 'Engenheira de pré-vendas'],
      it: ['Ingegnere prevendita', 'Consulente prevendita', 'Responsabile prevendita'],
    },
    ['engineering'],
  );
  it('software engineers, architects and sales engineers keep their functions', () => {
    const fn = (title: string) => readTitle(title).functions[0];
    expect(fn('Software Engineer')).toBe('engineering');
    expect(fn('Backend Developer')).toBe('engineering');
    expect(fn('Solution Architect')).toBe('engineering');
    expect(fn('Sales Engineer')).toBe('sales');
  });
  it('a software-developers definition keeps the developers, not the solutions engineer', () => {
    const definition =
      'Software developers and engineers, any seniority — backend, frontend, mobile. No engineering managers.';
    expect(
      kept(definition, [
        'Backend Developer',
        'Solutions Engineer',
        'Ingeniero de soluciones',
        'Frontend Engineer',
      ]),
    ).toEqual(['Backend Developer', 'Frontend Engineer']);
  });
  it('a pre-sales definition keeps the solutions engineer and not the backend developer', () => {
    const definition = 'Pre-sales: solution engineers and solution consultants.';
    expect(kept(definition, ['Solutions Engineer', 'Solution Consultant', 'Backend Developer'])).toEqual([
      'Solutions Engineer',
      'Solution Consultant',
    ]);
  });
});

describe('implementation consultants are customer success in every language', () => {
  reads('customer_success', {
    en: ['Implementation Consultant', 'Implementation Project Manager'],
    de: ['Implementierungsberater', 'Implementierungsberaterin ERP'],
    fr: ['Consultant implémentation', 'Consultante implémentation'],
    es: ['Consultor de implementación', 'Consultora de implantación'],
    nl: ['Implementatieconsultant', 'Implementatiespecialist'],
    pt: ['Consultora de implantação', 'Consultor de implementação'],
    it: ['Consulente implementazione', "Consulente per l'implementazione"],
  });
});

describe('perfumers compose fragrances: research and development (ESCO perfumer, ISCO-08 2113)', () => {
  reads(
    'research',
    {
      en: ['Perfumer', 'Senior Perfumer', 'Junior Perfumer – Fine Fragrance'],
      de: ['Parfümeurin', 'Parfümeur'],
      fr: ['Parfumeuse', 'Parfumeur', 'Parfumeuse junior'],
      es: ['Perfumista', 'Perfumadora'],
      nl: ['Parfumeur', 'Parfumeuse'],
      pt: ['Perfumista', 'Perfumista sénior'],
      it: ['Profumiere', 'Profumiera'],
    },
    ['sales', 'retail'],
  );
  it('a perfumery shop assistant sells', () => {
    expect(readTitle('Perfumery Sales Assistant').functions).not.toContain('research');
    expect(readTitle('Parfumerie Verkäuferin').functions).not.toContain('research');
  });
});

const COMPANIES = [
  bareCompany(),
  bareCompany({ name: 'Destilerías Moncayo', industry: 'Beverage Manufacturing' }),
  bareCompany({ name: 'Kvarto Cloud', industry: 'Software Development' }),
];
const here = (company: ReturnType<typeof bareCompany>, title: string) =>
  roleAt(title, { company: company.name, company_id: company.id, start: '2019-03', end: null });

describe('a headline restating the title here with one more function adds that function, after its own', () => {
  // [title, headline's title, the function the title reads, the one the headline adds]
  const rows = Object.entries({
    en: [
      ['Office & Facility Manager', 'Office, Facility & Procurement Manager', 'facilities', 'procurement'],
    ],
    de: [['Leiterin Einkauf', 'Leiterin Einkauf & Logistik', 'procurement', 'operations']],
    fr: [['Responsable RH', 'Responsable RH et Paie', 'people', 'finance']],
    es: [
      ['Responsable de Marketing', 'Responsable de Marketing y Comunicación', 'marketing', 'communications'],
    ],
    nl: [['Facility Manager', 'Facility & Inkoop Manager', 'facilities', 'procurement']],
    pt: [['Gestora de Compras', 'Gestora de Compras e Logística', 'procurement', 'operations']],
    it: [
      ['Responsabile Amministrazione', 'Responsabile Amministrazione e Acquisti', 'finance', 'procurement'],
    ],
  }).flatMap(([lang, list]) =>
    list.flatMap(([title = '', headline = '', own = '', more = '']) =>
      COMPANIES.flatMap((company) =>
        [headline, `${headline} – ${company.name} HQ`, `${headline} | ${company.name}`].map(
          (h) => [lang, title, h, own, more, company] as const,
        ),
      ),
    ),
  );
  it.each(rows)('%s: "%s" with the headline "%s"', (_lang, title, headline, own, more, company) => {
    expect(readTitle(title).functions).not.toContain(more);
    const [p] = positionsOf(bareProfile({ headline, experience: [here(company, title)] }), company);
    expect(p?.functions[0]).toBe(own);
    expect(p?.functions).toContain(more);
  });
  it('a headline at another level, not restating the title, or a current job elsewhere adds nothing', () => {
    const company = bareCompany();
    const fns = (title: string, headline: string, elsewhere = false) =>
      positionsOf(
        bareProfile({
          headline,
          experience: [
            here(company, title),
            ...(elsewhere ? [roleAt('Procurement Manager', { company: 'Other SA', company_id: 7 })] : []),
          ],
        }),
        company,
      )[0]?.functions;
    expect(fns('Facility Manager', 'Head of Facilities & Procurement')).toEqual(['facilities']);
    expect(fns('Facility Manager', 'Procurement Manager')).toEqual(['facilities']);
    expect(fns('Facility Manager', 'Facility & Procurement Manager', true)).toEqual(['facilities']);
    expect(fns('Facility Manager', 'Facility Manager | ex-Procurement Manager')).toEqual(['facilities']);
    expect(fns('Security Officer', 'Security Officer Plant Bielefeld')).toEqual(['security']);
    expect(fns('HR Business Partner', 'HR Business Partner R&D en Operations')).toEqual(['people']);
    expect(
      fns('Sicherheitsmitarbeiter Werkschutz', 'Werkschutz / Sicherheitsmitarbeiter Werk Bielefeld'),
    ).toEqual(readTitle('Sicherheitsmitarbeiter Werkschutz').functions);
  });
});

describe('untidy forms of the top titles read as the officer they name', () => {
  // [title, level, function]
  const rows = Object.entries({
    en: [
      ['C.E.O.', 'c_level', 'general_management'],
      ['C. F. O.', 'c_level', 'finance'],
      ['C.I.S.O.', 'c_level', 'security'],
      ['Chief Exec Officer', 'c_level', 'general_management'],
      ['V.P. Sales', 'vp', 'sales'],
    ],
    de: [
      ['Geschaeftsfuehrer', 'c_level', 'general_management'],
      ['Geschaeftsfuehrerin', 'c_level', 'general_management'],
      ['Mitgruender & Geschaeftsfuehrer', 'owner', 'general_management'],
    ],
    fr: [
      ['DG', 'c_level', 'general_management'],
      ['DRH', 'head', 'people'],
      ['DRH Groupe', 'head', 'people'],
      ['C.E.O. & fondateur', 'owner', 'general_management'],
    ],
    es: [
      ['Director Gral.', 'c_level', 'general_management'],
      ['Dir. Gral.', 'c_level', 'general_management'],
      ['C.F.O.', 'c_level', 'finance'],
    ],
    nl: [['C.E.O.', 'c_level', 'general_management']],
    pt: [['C.O.O.', 'c_level', 'operations']],
    it: [['C.T.O.', 'c_level', 'engineering']],
  }).flatMap(([lang, list]) =>
    list.flatMap(([title = '', level = '', fn = '']) =>
      SITES.map((site) => [lang, `${title}${site}`, level, fn] as const),
    ),
  );
  it.each(rows)('%s: "%s" is %s in %s', (_lang, title, level, fn) => {
    const reading = readTitle(title);
    expect(reading.level).toBe(level);
    expect(reading.functions[0]).toBe(fn);
  });
  it('other dotted words and a DG inside a title are left as they are', () => {
    expect(readTitle('Marketing Manager, B.A.').level).toBe('manager');
    expect(readTitle('Policy Officer DG Trade').level).not.toBe('c_level');
  });
});

describe("a function's lead with one more word listed beside it leads the function", () => {
  const rows = Object.entries({
    en: ['People & Culture Lead', 'Sales & Partnerships Lead', 'Finance and Operations Lead'],
    de: ['Marketing & Brand Lead', 'People & Culture Lead DACH'],
    fr: ['People & Culture Lead France', 'Marketing & Communication Lead'],
    es: ['People & Culture Lead Iberia', 'Marketing & Growth Lead'],
    nl: ['HR & Culture Lead', 'Finance & Control Lead'],
    pt: ['People & Culture Lead Portugal', 'Sales & Marketing Lead'],
    it: ['HR & Organization Lead', 'Marketing & Comunicazione Lead'],
  }).flatMap(([lang, titles]) => titles.flatMap((t) => SITES.map((site) => [lang, `${t}${site}`] as const)));
  it.each(rows)('%s: "%s" is a head and a manager', (_lang, title) => {
    expect(readTitle(title).levels).toEqual(['head', 'manager']);
  });
  it('a tech or team lead and a lead of no function keep their levels', () => {
    expect(readTitle('Team & Tech Lead').level).toBe('manager');
    expect(readTitle('Culture Lead').level).toBe('individual');
  });
});

describe('filling-machine operators run the packing lines: operations (ISCO-08 8183)', () => {
  reads('operations', {
    en: ['Filling Operator', 'Filling Machine Operator'],
    de: ['Abfüllanlagenführerin', 'Maschinenführer Abfüllung'],
    fr: ['Opérateur de remplissage', 'Conductrice de remplissage'],
    es: ['Operadora de llenado', 'Operador de llenado'],
    nl: ['Vuloperator', 'Afvuloperator'],
    pt: ['Operador de enchimento', 'Operadora de enchimento'],
    it: ['Operatore di riempimento', 'Addetto al riempimento'],
  });
});
