import { describe, expect, it } from 'vitest';
import type { Position } from '../../functions/core/roles.js';
import { readTitle } from '../../functions/core/roles.js';
import { keeps, kept, read } from '../fixtures/reading.js';

/**
 * Structure after holdout 7 (issue 22), each held over generated variants (definitions × languages × a
 * roster of titles): risk and fraud are a function apart from compliance; a sentence ending in a bare
 * negation ("Cientistas de dados não") drops its subject in every language; "X are not Y here" drops X;
 * a clause that only states a level bar ("head level and above only") raises the others' floor.
 */

describe('risk and fraud are not compliance', () => {
  const RISK = [
    'Risk Manager',
    'Fraud Analyst',
    'Head of Credit Risk',
    'Risikomanagerin',
    'Analyste fraude',
    'Analista de riesgos',
    'Gestore del rischio',
    'Risicomanager',
  ];
  const COMPLIANCE = [
    'Compliance Officer',
    'AML Analyst',
    'Datenschutzbeauftragte',
    'Responsable conformité',
    'Oficial de cumplimiento',
    'Compliance-medewerker',
  ];
  const OTHER = ['Data Analyst', 'SOC Analyst', 'Software Engineer', 'Leiter Recht'];
  const ROSTER = [...RISK, ...COMPLIANCE, ...OTHER];
  const RISK_DEFS = [
    'Risk & fraud: risk managers, fraud analysts, anyone in risk management. Not compliance.',
    'Risikomanagement und Betrugsbekämpfung, keine Compliance.',
    'Gestion des risques et lutte contre la fraude, sauf la conformité.',
    'Gestión de riesgos y fraude, excepto cumplimiento.',
    'Risicobeheer en fraude, geen compliance.',
  ];
  const COMPLIANCE_DEFS = [
    'Compliance staff at any level: AML/KYC, compliance officers, data protection. No risk or fraud teams.',
    'Compliance-medewerkers van elk niveau en gegevensbescherming. Geen risicomanagers of fraudeanalisten.',
    'Alle in Compliance und Datenschutz, keine Risikomanager und keine Fraud-Analysten.',
  ];
  for (const d of RISK_DEFS)
    it(`"${d}" keeps risk and fraud, not compliance`, () => expect(kept(d, ROSTER)).toEqual(RISK));
  for (const d of COMPLIANCE_DEFS)
    it(`"${d}" keeps compliance, not risk or fraud`, () => expect(kept(d, ROSTER)).toEqual(COMPLIANCE));
});

describe('a sentence ending in a bare negation drops its subject', () => {
  const ROSTER = [
    'Data Engineer',
    'BI Analyst',
    'Data Scientist',
    'Machine Learning Engineer',
    'Account Executive',
  ];
  const CASES: readonly [string, string][] = [
    ['en', 'Data engineers and BI analysts. Data scientists not.'],
    ['de', 'Data Engineers und BI-Analysten. Data Scientists nicht.'],
    ['fr', 'Ingénieurs de données et analystes BI. Data scientists, pas.'],
    ['es', 'Ingenieros de datos y analistas BI. Científicos de datos no.'],
    ['pt', 'Engenheiros de dados e analistas de BI. Cientistas de dados não.'],
    ['it', 'Ingegneri dei dati e analisti BI. Data scientist no.'],
    ['nl', 'Data engineers en BI-analisten. Data scientists niet.'],
  ];
  for (const [lang, d] of CASES)
    it(`${lang}: "${d}"`, () => expect(kept(d, ROSTER)).toEqual(['Data Engineer', 'BI Analyst']));
});

describe('"X are not Y here" drops X', () => {
  const ROSTER = ['Head of Operations', 'Leiter Einkauf', 'Head of Procurement', 'Operations Manager'];
  const CASES: readonly [string, string][] = [
    ['en', 'Operations people. Procurement is not operations here.'],
    ['de', 'Alle im Betrieb. Einkauf zählt hier nicht.'],
    ['fr', 'Les opérations. Les achats ne sont pas des opérations ici.'],
    ['es', 'Operaciones. Compras no son operaciones aquí.'],
    ['pt', 'Operações. Compras não são operações aqui.'],
    ['it', 'Operazioni. Gli acquisti non sono operazioni qui.'],
    ['nl', 'Operations. Inkoop valt hier niet onder.'],
  ];
  for (const [lang, d] of CASES)
    it(`${lang}: "${d}"`, () =>
      expect(kept(d, ROSTER)).toEqual(['Head of Operations', 'Operations Manager']));
});

describe('a level bar raises the floor of the other clauses', () => {
  const ROSTER = [
    'Head of Operations',
    'COO',
    'Operations Manager',
    'Operations Analyst',
    'Head of Finance',
    'Head of Sales',
  ];
  const BARS = [
    'Head level and above only',
    'head level or higher',
    'Niveau directeur et plus',
    'ab Abteilungsleitung aufwärts',
  ];
  for (const bar of BARS)
    it(`"Operations: whoever runs it. ${bar}" keeps the heads of operations and above, no other heads`, () =>
      expect(kept(`Operations: whoever runs operations, operations management. ${bar}.`, ROSTER)).toEqual([
        'Head of Operations',
        'COO',
      ]));
});

describe('accounting is a part of finance a title must name', () => {
  const ACCOUNTING = [
    'Accountant',
    'Head of Accounting',
    'Buchhalterin',
    'Leiterin Rechnungswesen',
    'Comptable fournisseurs',
    'Contable',
    'Boekhouder',
    'Accounts Payable Clerk',
  ];
  const OTHER = [
    'Chief Financial Officer',
    'Head of Finance',
    'Financial Controller',
    'Finance Intern',
    'Treasury Analyst',
    'FP&A Manager',
  ];
  const ROSTER = [...ACCOUNTING, ...OTHER];
  const CASES: readonly [string, string][] = [
    ['en', 'Everyone in accounting and bookkeeping, any level.'],
    ['de', 'Alle in Buchhaltung und Rechnungswesen, egal welche Stufe.'],
    ['fr', 'Toute la comptabilité, tous niveaux.'],
    ['es', 'Todo el equipo de contabilidad, cualquier nivel.'],
    ['pt', 'Toda a equipa de contabilidade, qualquer nível.'],
    ['it', 'Tutto il personale della contabilità, qualsiasi livello.'],
    ['nl', 'Iedereen in de boekhouding, elk niveau.'],
  ];
  for (const [lang, d] of CASES)
    it(`${lang}: "${d}" keeps accounting, not the rest of finance`, () =>
      expect(kept(d, ROSTER)).toEqual(ACCOUNTING));
  it('"finance" still covers accounting', () =>
    expect(kept('Everyone in finance, any level.', ROSTER)).toEqual(ROSTER));
});

describe('a people noun in an exclusion names nobody', () => {
  const ROSTER = [
    'Head of People',
    'HR Business Partner',
    'Personalleiterin',
    'Recruiter',
    'Leitung Recruiting',
    'Talent Acquisition Partner',
    'Software Engineer',
  ];
  const WANTED = ['Head of People', 'HR Business Partner', 'Personalleiterin'];
  const CASES: readonly [string, string][] = [
    ['en', 'HR people at any level. No recruiting people.'],
    ['en', 'HR folks at any level, no recruiting folks.'],
    ['de', 'HR-Leute jeder Ebene. Keine Recruiting-Leute.'],
    ['fr', 'Les RH de tout niveau. Pas les gens du recrutement.'],
    ['es', 'RRHH de cualquier nivel. Sin la gente de reclutamiento.'],
    ['nl', 'HR-mensen van elk niveau. Geen recruitment-mensen.'],
  ];
  for (const [lang, d] of CASES) it(`${lang}: "${d}"`, () => expect(kept(d, ROSTER)).toEqual(WANTED));
});

describe('a range whose top end names a job keeps both ends', () => {
  const ROSTER = [
    'Product Owner',
    'Director of Product',
    'Head of Product',
    'Software Engineer',
    'Director of Engineering',
  ];
  const CASES: readonly [string, string][] = [
    ['en', 'Product owners from PO up to Director of Product.'],
    ['en', 'Product owners, from product owner through director of product.'],
    ['de', 'Product Owner vom Product Owner bis zum Director of Product.'],
    ['es', 'Product owners desde product owner hasta director de producto.'],
    ['pt', 'Product owners desde product owner até diretor de produto.'],
    ['it', 'Product owner dal product owner fino al direttore prodotto.'],
    ['nl', 'Product owners van product owner tot director of product.'],
    ['fr', "Product owners, du product owner jusqu'au directeur produit."],
  ];
  for (const [lang, d] of CASES)
    it(`${lang}: "${d}"`, () => {
      const k = kept(d, ROSTER);
      expect(k).toContain('Product Owner');
      expect(k).toContain('Director of Product');
      expect(k).not.toContain('Software Engineer');
      expect(k).not.toContain('Director of Engineering');
    });
});

describe('a plant in any language is operations', () => {
  for (const title of [
    'Diretor de Fábrica',
    'Gerente de Fábrica',
    'Jefe de fábrica',
    'Fabrikleiter',
    'Fabrieksmanager',
    "Directeur d'usine",
  ])
    it(`reads "${title}" as operations`, () => expect(readTitle(title).functions).toContain('operations'));
});

describe('Dutch "-leider" compounds read like German "-leiter"', () => {
  // [function word in Dutch, a title of a head of it in English]
  const FUNCTIONS: readonly [string, string][] = [
    ['marketing', 'Head of Marketing'],
    ['verkoop', 'Head of Sales'],
    ['inkoop', 'Head of Procurement'],
    ['financiele', 'Head of Finance'],
    ['hr', 'Head of HR'],
  ];
  for (const [word, head] of FUNCTIONS) {
    const title = `${word[0]?.toUpperCase()}${word.slice(1)}leider`;
    it(`reads "${title}" as a head, and "${word}leiders" keeps it and "${head}", not their staff`, () => {
      expect(readTitle(title).levels).toContain('head');
      const k = kept(`${word}leiders`, [title, head, 'Marketing Intern', 'Sales Representative', 'Buyer']);
      expect(k).toEqual([title, head]);
    });
  }
  it('a team, shift or project "leider" is no head', () => {
    expect(readTitle('Ploegleider').levels).toEqual(['manager']);
    expect(readTitle('Teamleider Verkoop').levels).toEqual(['manager']);
    expect(readTitle('Projectleider').levels).not.toContain('head');
  });
});

describe('"senior" or "junior" in what a definition asks for is a bar the title must meet', () => {
  const ROSTER = [
    'Software Engineer',
    'Senior Software Engineer',
    'Junior Software Engineer',
    'Lead Developer',
    'Marketing Manager',
  ];
  const SENIOR: readonly [string, string][] = [
    ['en', 'Senior software engineers'],
    ['de', 'Erfahrene Softwareentwickler'],
    ['fr', 'Ingénieurs logiciel confirmés'],
    ['es', 'Ingenieros de software senior'],
    ['pt', 'Engenheiros de software seniores'],
    ['it', 'Sviluppatori software senior'],
    ['nl', 'Ervaren software engineers'],
  ];
  for (const [lang, d] of SENIOR)
    it(`${lang}: "${d}" keeps the senior and lead engineers only`, () =>
      expect(kept(d, ROSTER)).toEqual(['Senior Software Engineer', 'Lead Developer']));
  const JUNIOR = [
    'Junior software engineers',
    'Software engineers, juniors only',
    'Ingenieros de software junior',
  ];
  for (const d of JUNIOR)
    it(`"${d}" keeps the junior engineer only`, () =>
      expect(kept(d, ROSTER)).toEqual(['Junior Software Engineer']));
  const SPANS = [
    'Software engineers, junior to principal',
    'Junior and senior software engineers',
    'Software engineers, no matter how senior',
    'Ingenieros de software, de junior a senior',
  ];
  for (const d of SPANS)
    it(`"${d}" is a span, no bar: every engineer`, () =>
      expect(kept(d, ROSTER)).toEqual(ROSTER.filter((t) => t !== 'Marketing Manager')));
});

describe('"none of" words mark an exclusion in every language, whatever the language of the titles', () => {
  const ROSTER = [
    'Marketing Intern',
    'Praktikantin Marketing',
    'Stagiaire marketing',
    'Becaria de marketing',
    'Estagiária de Marketing',
    'Stagista marketing',
    'Marketing Manager',
  ];
  const CASES: readonly [string, string][] = [
    ['it', 'Tutto il marketing, niente stagisti.'],
    ['it', 'Tutto il marketing, nessuno stagisti.'],
    ['fr', 'Tout le marketing, aucun stagiaire.'],
    ['es', 'Todo el marketing, ningún becario.'],
    ['pt', 'Todo o marketing, nenhum estagiário.'],
  ];
  const posOf = (title: string) => ({ ...readTitle(title), current: true }) as unknown as Position;
  for (const [lang, d] of CASES)
    it(`${lang}: "${d}" keeps the marketing manager only`, () => {
      const reading = read(d);
      expect(ROSTER.filter((t) => keeps(reading, posOf(t)))).toEqual(['Marketing Manager']);
    });
});

describe('an exclusion of recruiters in any language drops them whatever the language of the title', () => {
  const ROSTER = [
    'Head of People',
    'Personalleiterin',
    'Recruiter',
    'Chargée de recrutement',
    'Reclutadora',
    'Leitung Recruiting',
    'Talent Acquisition Lead',
  ];
  const CASES: readonly [string, string][] = [
    ['en', 'HR leaders and HR staff. No recruiters, nor their managers.'],
    ['de', 'HR-Führungskräfte und HR-Mitarbeitende. Keine Recruiting-Leute (auch nicht deren Leitung).'],
    ['fr', 'Les RH, responsables et équipe. Sauf les recruteurs et pas leurs responsables.'],
    ['es', 'Todo RRHH, líderes y equipo. Sin reclutadores, ni sus jefes.'],
    ['pt', 'Todo o RH, líderes e equipa. Sem recrutadores, nem os seus chefes.'],
  ];
  for (const [lang, d] of CASES)
    it(`${lang}: "${d}"`, () => expect(kept(d, ROSTER)).toEqual(['Head of People', 'Personalleiterin']));
});
