import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 26 (issue 22). Holdout 26 (a Wrocław security-monitoring SaaS, a
 * Portuguese textile maker) had a "Head of Threat Research" and a former "Malware Researcher" read as R&D,
 * an "Operadora de Tear" (loom operator) read as nothing and a "Técnico de Laboratório Têxtil" (the textile
 * testing lab) read as nothing. Generated tables: titles in seven languages at employers in no labelled set.
 */

const SITES = ['', ' – Fiação do Ave Lda', ', Hilaturas Béjar SA', ' (Cotonificio Biellese)'];
const { reads } = titleTables(SITES);

describe('threat research, malware analysis and detection engineering are security, not R&D', () => {
  reads(
    'security',
    {
      en: [
        'Head of Threat Research',
        'Malware Researcher',
        'Malware Analyst',
        'Detection Engineer',
        'Threat Researcher',
      ],
      de: ['Leiter Threat Research', 'Bedrohungsanalyst', 'Malware-Analystin'],
      fr: ['Responsable Recherche Menaces', 'Analyste des menaces', 'Chercheur malware'],
      es: ['Investigador de amenazas', 'Jefa de Threat Research', 'Analista de malware'],
      nl: ['Teamleider Threat Research', 'Malware Analist', 'Onderzoeker dreigingen'],
      pt: ['Analista de Ameaças', 'Investigadora de malware', 'Diretor de Threat Research'],
      it: ['Ricercatore minacce', 'Analista malware', 'Responsabile Threat Research'],
    },
    ['research'],
  );
  it('research, R&D and researchers of other things stay research', () => {
    const fn = (title: string) => readTitle(title).functions[0];
    expect(fn('Head of Research')).toBe('research');
    expect(fn('Research Scientist')).toBe('research');
    expect(fn('Investigador de materiales')).toBe('research');
    expect(fn('Responsable R&D')).toBe('research');
  });
});

describe('loom, weaving, dyeing and finishing operators work in production', () => {
  reads('operations', {
    en: ['Loom Operator', 'Weaving Operator', 'Dyehouse Operator', 'Textile Finishing Operator'],
    de: ['Webmaschinenführerin', 'Webereimitarbeiter', 'Färbereimitarbeiter'],
    fr: ['Conducteur de métiers à tisser', 'Opératrice tissage', 'Opérateur teinture'],
    es: ['Operadora de telares', 'Operario de telar', 'Operador de tintorería', 'Operador de acabados'],
    nl: ['Weefmachine operator', 'Weverijmedewerker', 'Ververijmedewerker'],
    pt: ['Operadora de Tear', 'Operador de Tecelagem', 'Operador de Tinturaria', 'Operadora de Acabamentos'],
    it: ['Operatore telai', 'Addetta alla tessitura', 'Operatrice tintoria', 'Addetto al finissaggio'],
  });
});

describe("a textile or materials testing lab's technicians work in quality", () => {
  reads('quality', {
    en: ['Textile Testing Technician', 'Textile Lab Technician', 'Materials Testing Technician'],
    de: ['Textilprüferin', 'Textillaborant', 'Werkstoffprüfer'],
    fr: ['Technicienne de laboratoire textile', "Technicien d'essais"],
    es: ['Técnico de laboratorio textil', 'Técnica de ensayos'],
    nl: ['Textiellaborant', 'Textieltechnicus laboratorium'],
    pt: ['Técnico de Laboratório Têxtil', 'Técnica de Ensaios Têxteis', 'Técnico de Ensaios'],
    it: ['Tecnico di laboratorio tessile', 'Tecnica prove'],
  });
  it('a laboratory technician of no named kind stays unread, a medical one clinical', () => {
    expect(readTitle('Lab Technician').functions).toEqual([]);
    expect(readTitle('Medical Laboratory Technician').functions[0]).toBe('clinical');
  });
});

const COMPANIES = [
  bareCompany(),
  bareCompany({ name: 'Fiação do Ave', industry: 'Textile Manufacturing' }),
  bareCompany({ name: 'Kvarto Cloud', industry: 'Software Development' }),
];
const here = (
  company: ReturnType<typeof bareCompany>,
  title: string,
  start = '2020-03',
  end: string | null = null,
) => roleAt(title, { company: company.name, company_id: company.id, start, end });

describe("a headline that restates the title with a chief officer's acronym makes it that officer", () => {
  const rows = Object.entries({
    en: [
      ['Finance Director', 'CFO'],
      ['Director of Operations', 'COO'],
    ],
    de: [
      ['Finanzdirektorin', 'CFO'],
      ['Leiter Betrieb', 'COO'],
    ],
    fr: [
      ['Directrice financière', 'CFO'],
      ['Directeur des opérations', 'COO'],
    ],
    es: [
      ['Directora Financiera', 'CFO'],
      ['Director de Operaciones', 'COO'],
    ],
    nl: [
      ['Financieel directeur', 'CFO'],
      ['Directeur Operations', 'COO'],
    ],
    pt: [
      ['Diretora Financeira', 'CFO'],
      ['Diretor de Operações', 'COO'],
    ],
    it: [
      ['Direttrice finanziaria', 'CFO'],
      ['Direttore operativo', 'COO'],
    ],
  }).flatMap(([lang, pairs]) =>
    pairs.flatMap(([title = '', acronym = '']) =>
      COMPANIES.flatMap((company) =>
        [`${title} (${acronym})`, `${title} / ${acronym} | ${company.name}`].map(
          (headline) => [lang, title, headline, acronym, company] as const,
        ),
      ),
    ),
  );
  it.each(rows)('%s: "%s" with the headline "%s" is the %s', (_lang, title, headline, acronym, company) => {
    const [p] = positionsOf(bareProfile({ headline, experience: [here(company, title)] }), company);
    expect(p?.level).toBe('c_level');
    expect(p?.functions[0]).toBe(acronym === 'CFO' ? 'finance' : 'operations');
  });
  it('a headline that names the officer without restating the title, or a past one, changes nothing', () => {
    const company = bareCompany();
    const level = (title: string, headline: string) =>
      positionsOf(bareProfile({ headline, experience: [here(company, title)] }), company)[0]?.level;
    expect(level('Finance Director', 'Finance Director')).toBe('head');
    expect(level('Finance Director', 'Interim manager (CFO)')).toBe('head');
    expect(level('Finance Director', 'Finance Director | ex-CFO at Nordbank')).toBe('head');
    expect(level('Finance Director', 'Finance Director, reporting to the CFO')).toBe('head');
  });
});

describe('a privacy officer whose headline names ISO 27001 stays in privacy and compliance', () => {
  it.each(COMPANIES)('at $name', (company) => {
    const profile = bareProfile({
      headline: 'Compliance & Privacy Officer (DPO) | ISO 27001, NIS2',
      experience: [here(company, 'Compliance & Privacy Officer')],
    });
    expect(positionsOf(profile, company)[0]?.functions).not.toContain('security');
    const grc = bareProfile({ headline: 'ISO 27001 | ISMS', experience: [here(company, 'GRC Specialist')] });
    expect(positionsOf(grc, company)[0]?.functions[0]).toBe('security');
  });
});
