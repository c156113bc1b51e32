import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { kept } from '../fixtures/reading.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 15 (issue 22). Holdout 15 (a Luxembourg cybersecurity consultancy, a
 * Dutch dairy cooperative) read a "Bestuurslid" and a "Voorzitter bestuur" of the cooperative as employees
 * with no role; a "Werkstudent Ethical Hacking" as no function; a "Productontwikkelaar" as a product manager;
 * and a "Duurzaamheidsmanager" and an "ESG Reporting Analyst" as quality, so the quality persona kept them and
 * the sustainability persona kept the food-safety lab. Each rule is held by a generated table: templates ×
 * seven languages × titles, at employers in no labelled set (a Friesian cooperative, a Lyon chemicals group,
 * a Bavarian brewery, a Porto insurer, a Veneto winery cooperative).
 */

const SITES = ['', ' – Coöperatie Noordkwartier', ', Groupe Valmont SA', ' (Cantina Sociale di Soave)'];
const { rows, reads } = titleTables(SITES);

// A two-tier company has an executive board (Vorstand, directoire, Raad van Bestuur, consiglio di gestione,
// conselho de administração executivo) and a board that oversees it (Aufsichtsrat, conseil de surveillance,
// Raad van Commissarissen / Raad van Toezicht, consiglio di sorveglianza, conselho geral e de supervisão). The
// first are the company's executives; only the second hold board seats. An association's or a cooperative's
// own board ("Bestuurslid", "Voorzitter van het bestuur") is a board too.
describe('the executive board of a two-tier company is its top management', () => {
  const EXECUTIVE: Record<string, string[]> = {
    nl: ['Lid Raad van Bestuur', 'Voorzitter Raad van Bestuur', 'Lid van de Raad van Bestuur'],
    de: ['Vorstandsmitglied', 'Mitglied des Vorstands', 'Vorstandsvorsitzender'],
    fr: ['Membre du directoire', 'Président du directoire', 'Présidente du Directoire'],
    it: ['Membro del consiglio di gestione', 'Presidente del consiglio di gestione'],
  };
  it.each(rows(EXECUTIVE))('%s: "%s" is an executive, not a board seat', (_lang, title) => {
    const r = readTitle(title);
    expect(r.engagement).toBe('employee');
    expect(r.level).toBe('c_level');
    expect(r.functions[0]).toBe('general_management');
  });

  const SUPERVISORY: Record<string, string[]> = {
    nl: [
      'Lid Raad van Commissarissen',
      'Voorzitter Raad van Commissarissen',
      'Lid Raad van Toezicht',
      'Bestuurslid',
      'Voorzitter bestuur',
      'Voorzitter van het bestuur',
      'Onafhankelijk bestuurder (Raad van Bestuur)',
      'Onafhankelijk lid van de Raad van Bestuur',
    ],
    de: ['Aufsichtsratsmitglied', 'Vorsitzender des Aufsichtsrats'],
    fr: ['Membre du conseil de surveillance', 'Présidente du conseil de surveillance'],
    it: ['Membro del consiglio di sorveglianza', 'Presidente del consiglio di sorveglianza'],
    pt: ['Membro do Conselho Geral e de Supervisão'],
    en: ['Supervisory Board Member', 'Chair of the Supervisory Board'],
  };
  it.each(rows(SUPERVISORY))('%s: "%s" holds a board seat', (_lang, title) => {
    expect(readTitle(title).engagement).toBe('board');
  });
});

describe('ethical hacking is information security, in seven languages', () => {
  reads('security', {
    en: ['Werkstudent Ethical Hacking', 'Ethical Hacking Intern', 'Ethical Hacking Lead'],
    de: ['Praktikant Ethisches Hacking', 'Ethischer Hacker'],
    fr: ['Stagiaire Hacking éthique', 'Hacker éthique'],
    es: ['Becario de Hacking Ético', 'Hacker ético'],
    nl: ['Stagiair Ethisch Hacken', 'Ethisch hacker'],
    pt: ['Estagiário Hacking Ético', 'Hacker ético'],
    it: ['Tirocinante Hacking Etico', 'Hacker etico'],
  });
});

// "Product development" was R&D already; the person doing it is too, and so is a food technologist.
describe('a product developer or food technologist works in R&D, not product management', () => {
  reads(
    'research',
    {
      en: ['Product Developer', 'Senior Product Developer', 'Food Technologist'],
      de: ['Produktentwickler', 'Produktentwicklerin', 'Lebensmitteltechnologin'],
      fr: ['Développeuse produits', 'Développeur de produits', 'Technologue alimentaire'],
      es: ['Desarrolladora de producto', 'Tecnóloga de Alimentos'],
      nl: ['Productontwikkelaar', 'Productontwikkelaar / Food Technologist', 'Levensmiddelentechnoloog'],
      pt: ['Desenvolvedora de produtos', 'Tecnólogo de alimentos'],
      it: ['Sviluppatore prodotto', 'Tecnologa alimentare'],
    },
    ['product'],
  );
});

const SUSTAINABILITY: Record<string, string[]> = {
  en: ['Sustainability Manager', 'ESG Reporting Analyst', 'Head of CSR', 'Decarbonisation Lead'],
  de: ['Nachhaltigkeitsmanagerin', 'Referentin Nachhaltigkeit', 'ESG-Analyst'],
  fr: ['Responsable RSE', 'Chargée de développement durable'],
  es: ['Responsable de Sostenibilidad', 'Analista ESG'],
  nl: ['Duurzaamheidsmanager', 'Adviseur duurzaamheid', 'MVO-coördinator'],
  pt: ['Gestora de Sustentabilidade', 'Analista ESG'],
  it: ['Responsabile Sostenibilità', 'ESG Specialist'],
};
const QUALITY: Record<string, string[]> = {
  en: ['Quality Manager', 'Food Safety Specialist', 'QA/QC Lab Technician'],
  de: ['Qualitätsmanagerin', 'Laborantin Qualitätslabor'],
  fr: ['Responsable Qualité', 'Technicienne contrôle qualité'],
  es: ['Responsable de Calidad', 'Técnico de Seguridad Alimentaria'],
  nl: ['Manager Kwaliteit & Voedselveiligheid', 'Kwaliteitsmedewerker', 'KAM-coördinator'],
  pt: ['Gestora da Qualidade', 'Técnico de Qualidade'],
  it: ['Responsabile Qualità', 'Addetto Controllo Qualità'],
};

// Since the split of health_safety from quality (issue 22) the HSE staff are their own function.
const HEALTH_SAFETY: Record<string, string[]> = {
  en: ['HSE Manager'],
  de: ['Fachkraft für Arbeitssicherheit'],
};

describe('sustainability is a function of its own, apart from quality and HSE', () => {
  reads('sustainability', SUSTAINABILITY, ['quality', 'health_safety']);
  reads('quality', QUALITY, ['sustainability']);
  reads('health_safety', HEALTH_SAFETY, ['sustainability', 'quality']);

  const all = (byLang: Record<string, string[]>) => Object.values(byLang).flat();
  const roster = [...all(SUSTAINABILITY), ...all(QUALITY), ...all(HEALTH_SAFETY)];
  it.each([
    'Sustainability and ESG people, any level.',
    'Nachhaltigkeit und ESG, alle Ebenen.',
    'Développement durable et RSE, tous niveaux.',
    'Sostenibilidad y ESG, cualquier nivel.',
    'Duurzaamheid en MVO, alle niveaus.',
    'Sustentabilidade e ESG, qualquer nível.',
    'Sostenibilità ed ESG, qualsiasi livello.',
  ])('"%s" keeps the sustainability people and no quality or HSE staff', (definition) => {
    expect(kept(definition, roster)).toEqual(all(SUSTAINABILITY));
  });
  it.each([
    'Quality and food safety, all levels.',
    'Qualität und Lebensmittelsicherheit, alle Ebenen.',
    'Qualité et sécurité des aliments, tous niveaux.',
    'Calidad y seguridad alimentaria, todos los niveles.',
    'Kwaliteit en voedselveiligheid, alle niveaus.',
    'Qualidade e segurança alimentar, todos os níveis.',
    'Qualità e sicurezza alimentare, tutti i livelli.',
  ])('"%s" keeps no sustainability people', (definition) => {
    const keptTitles = kept(definition, roster);
    for (const title of all(SUSTAINABILITY)) expect(keptTitles).not.toContain(title);
    expect(keptTitles).toContain(QUALITY.nl?.[0]);
  });
});

// ISCO-08 2132: the advisers who visit farms (a dairy cooperative's herd advisers) work in agriculture; the
// occupation table named no function for them, so holdout 15's "Melkveeadviseur" was read as nothing.
describe('farm and herd advisers are agriculture', () => {
  reads('agriculture', {
    en: ['Agricultural Advisor', 'Dairy Adviser', 'Agronomist'],
    de: ['Milchviehberaterin', 'Landwirtschaftsberater'],
    fr: ['Conseillère agricole', 'Conseiller en élevage'],
    es: ['Asesor agrícola', 'Agrónoma'],
    nl: ['Melkveeadviseur', 'Landbouwadviseur', 'Bedrijfsadviseur Melkvee'],
    pt: ['Consultora agrícola', 'Agrónomo'],
    it: ['Consulente agricolo', 'Agronoma'],
  });
});

// An agency (temporary) worker is hired through a staffing agency, not by the company: a contractor, whether
// the network's employment type or the title says so. A fixed-term or seasonal contract ("Temporal") is an
// employee's (holdout 14's seasonal grape picker).
describe('agency workers are contractors, in seven languages', () => {
  const TYPES = [
    'Uitzendkracht',
    'Uitzendbureau',
    'Gedetacheerd',
    'Leiharbeit',
    'Zeitarbeit',
    'Intérimaire',
    'Empresa de trabajo temporal',
    'Trabalho temporário',
    'Somministrazione',
    'Lavoro interinale',
    'Temporary',
  ];
  const TITLES = ['Procesoperator', 'Lagerist', 'Opérateur de production', 'Operario de almacén', 'Operaio'];
  it.each(TYPES.flatMap((type) => TITLES.map((title) => [title, type] as const)))(
    '"%s" (%s) is a contractor',
    (title, type) => expect(readTitle(title, type).engagement).toBe('contractor'),
  );
  it.each([
    'Uitzendkracht productie',
    'Leiharbeiter Lager',
    'Zeitarbeiterin Logistik',
    'Lavoratore somministrato',
  ])('"%s" is a contractor by its title', (title) => expect(readTitle(title).engagement).toBe('contractor'));
  it.each(TITLES)('"%s" on a seasonal or fixed-term contract ("Temporal") is an employee', (title) =>
    expect(readTitle(title, 'Temporal').engagement).toBe('employee'),
  );
});
