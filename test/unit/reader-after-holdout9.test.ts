import { describe, expect, it } from 'vitest';
import { kept, type RosterEntry, read } from '../fixtures/reading.js';

/**
 * Precision after holdout 9 (issue 22): each rule makes a word the reader cannot place NARROW a reading,
 * never widen it, and is held over generated variants (definition templates × seven languages × a
 * roster of titles from several industries: shipping, airlines, law, universities, hotels, factories):
 * a chief's acronym names a chief, not a whole function; a leader of a thing after an elided
 * preposition ("Direttori d'albergo") leads that thing; an example in parentheses is never wider than
 * what it exemplifies; engagement words after a widening word widen, in every language; and "all
 * levels" beside a phrase that could not be read keeps nobody.
 */

type Entry = RosterEntry;

describe("a chief's acronym names a chief, never everyone in the function its letters stand for", () => {
  const COMMITTEE: readonly [string, string][] = [
    ['en', 'Executive committee: CEO, CFO, CCO, CDO and the other current C-level.'],
    ['de', 'Geschäftsleitung: CEO, CFO, CCO, CDO und die übrigen aktuellen C-Level.'],
    ['fr', 'Comité de direction : CEO, CFO, CCO, CDO et les autres C-level actuels.'],
    ['es', 'Comité de dirección: CEO, CFO, CCO, CDO y demás C-level ACTUALES.'],
    ['pt', 'Comissão executiva: CEO, CFO, CCO, CDO e restantes C-level atuais.'],
    ['it', 'Comitato di direzione: CEO, CFO, CCO, CDO e gli altri C-level attuali.'],
    ['nl', 'Directieteam: CEO, CFO, CCO, CDO en de overige huidige C-level.'],
  ];
  const CHIEFS = [
    'Chief Executive Officer',
    'Chief Financial Officer',
    'Chief Commercial Officer',
    'Chief Data Officer',
  ];
  const OTHERS = [
    'Key Account Manager',
    'Sales Director Europe',
    'Chartering Manager',
    'Revenue Manager',
    'Head of Data & Analytics',
    'Data Analyst',
    'Admissions Officer',
    'Station Manager Lisbon',
  ];
  for (const [lang, d] of COMMITTEE)
    it(`${lang}: "${d}" keeps the four chiefs and none of their functions' staff`, () =>
      expect(kept(d, [...CHIEFS, ...OTHERS])).toEqual(CHIEFS));

  const SALES_BUT_NOT_CHIEF: readonly [string, string][] = [
    ['en', 'Everyone in sales, except the CCO.'],
    ['de', 'Alle im Vertrieb, außer dem CCO.'],
    ['fr', 'Toute la vente, sauf le CCO.'],
    ['es', 'Todo el equipo de ventas, excepto el CCO.'],
    ['pt', 'Toda a equipa de vendas, exceto o CCO.'],
    ['it', 'Tutto il team vendite, tranne il CCO.'],
    ['nl', 'Iedereen in sales, behalve de CCO.'],
  ];
  for (const [lang, d] of SALES_BUT_NOT_CHIEF)
    it(`${lang}: "${d}" drops the chief, not the sales staff`, () =>
      expect(kept(d, ['Chief Commercial Officer', 'Key Account Manager', 'Sales Director Europe'])).toEqual([
        'Key Account Manager',
        'Sales Director Europe',
      ]));
});

describe('a leader of a thing no function names, after an elided preposition, leads that thing', () => {
  const THINGS: readonly [string, string, string][] = [
    // [definition, a title that names the thing, a title of the same level that does not]
    ["Direttori d'albergo.", "Direttrice d'Albergo – Roma Centro", 'Direttore Finanziario'],
    [
      "Responsabili dell'impianto.",
      "Responsabile dell'impianto di Taranto",
      'Responsabile Commerciale Italia',
    ],
    ["Directeurs d'escale.", "Directeur d'escale – Orly", 'Directeur Financier'],
    ["Directeurs d'hôtel.", "Directrice d'hôtel – Lyon", 'Directeur des Ressources Humaines'],
    ["Responsables d'agence.", "Responsable d'agence Lille", 'Responsable Marketing'],
    ["Direttori dell'ateneo.", "Direttore dell'ateneo di Pavia", 'Direttore Marketing'],
  ];
  for (const [d, thing, other] of THINGS)
    it(`"${d}" keeps "${thing}", not "${other}" nor any other leader`, () =>
      expect(kept(d, [thing, other, 'Head of Legal', 'Plant Manager', 'Chief Executive Officer'])).toEqual([
        thing,
      ]));
});

describe('an example in parentheses is a kind of what it follows, never wider', () => {
  const PMM: readonly [string, string][] = [
    [
      'en',
      'Product marketing (product marketing managers, go-to-market, positioning). Not product management.',
    ],
    [
      'de',
      'Produktmarketing (Product Marketing Manager, Go-to-Market, Positionierung). Nicht Produktmanagement.',
    ],
    [
      'fr',
      'Marketing produit (product marketing managers, go-to-market, positionnement). Pas le product management.',
    ],
    [
      'es',
      'Marketing de producto (product marketing managers, go-to-market, posicionamiento). No product management.',
    ],
    [
      'pt',
      'Marketing de produto (product marketing managers, go-to-market, posicionamento). Não product management.',
    ],
    [
      'it',
      'Product marketing (product marketing manager, go-to-market, posizionamento). Non il product management.',
    ],
    [
      'nl',
      'Productmarketing (product marketing managers, go-to-market, positionering). Geen productmanagement.',
    ],
  ];
  const ROSTER = [
    'Product Marketing Manager',
    'Key Account Manager',
    'Sales Director Europe',
    'Brand & Content Manager',
    'Ejecutiva de Ventas',
    'Marketing Director',
    'Product Manager',
    'Chartering Manager',
  ];
  for (const [lang, d] of PMM)
    it(`${lang}: "${d}" keeps product marketing only`, () =>
      expect(kept(d, ROSTER)).toEqual(['Product Marketing Manager']));
});

describe('a widening inside parentheses ends where they close', () => {
  const BOARD: readonly [string, string][] = [
    ['en', 'Current board members (including employee representatives and the chair) and advisors.'],
    ['de', 'Aktuelle Aufsichtsratsmitglieder (inklusive Arbeitnehmervertreter und Vorsitz) und Advisors.'],
    [
      'fr',
      "Membres actuels du conseil d'administration (y compris les représentants des salariés et le président) et advisors.",
    ],
    [
      'es',
      'Miembros actuales del consejo de administración (incluidos los representantes de los trabajadores y el presidente) y asesores.',
    ],
    [
      'pt',
      'Membros atuais do conselho de administração (incluindo os representantes dos trabalhadores e o presidente) e advisors.',
    ],
    [
      'it',
      'Membri attuali del consiglio di amministrazione (inclusi i rappresentanti dei lavoratori e il presidente) e advisor.',
    ],
    [
      'nl',
      'Huidige leden van de raad van commissarissen (inclusief werknemersvertegenwoordigers en de voorzitter) en adviseurs.',
    ],
  ];
  const ROSTER: readonly Entry[] = [
    ['Member of the Supervisory Board', 'board'],
    ['Strategic Advisor', 'advisor'],
    ['Technical Advisor', 'advisor'],
    'Marketing Manager',
    ['Marketing Intern', 'intern'],
  ];
  for (const [lang, d] of BOARD)
    it(`${lang}: "${d}" keeps the board member and both advisors`, () =>
      expect(kept(d, ROSTER)).toEqual([
        'Member of the Supervisory Board',
        'Strategic Advisor',
        'Technical Advisor',
      ]));
});

describe('engagement words after a widening word widen in every language; "all levels" alone keeps nobody', () => {
  const DEVS: readonly [string, string, string][] = [
    // [language, what the definition asks for, widening tail]
    ['en', 'Software developers, all levels', 'also working students and freelancers.'],
    ['de', 'Softwareentwickler, alle Ebenen', 'auch Werkstudenten und Freelancer.'],
    ['fr', 'Développeurs logiciel, tous niveaux', 'aussi les stagiaires et freelances.'],
    ['es', 'Desarrolladores de software, todos los niveles', 'también becarios y freelancers.'],
    ['pt', 'Desenvolvedores de software, todos os níveis', 'também estagiários e freelancers.'],
    ['it', 'Sviluppatori software, tutti i livelli', 'anche stagisti e freelance.'],
    ['nl', 'Software ontwikkelaars, alle niveaus', 'ook werkstudenten en freelancers.'],
  ];
  const ROSTER: readonly Entry[] = [
    'Backend Developer',
    ['Software Engineer', 'contractor'],
    ['Marketing Intern', 'intern'],
    ['Freelance Recruiter', 'contractor'],
    ['Social Media Freelancer', 'contractor'],
    ['Trainee Ship Broker', 'intern'],
    ['External counsel (corporate & M&A)', 'contractor'],
    'Head of Finance',
  ];
  for (const [lang, asked, tail] of DEVS) {
    const d = `${asked}, ${tail}`;
    it(`${lang}: "${d}" keeps developers, employed or freelance, and no other intern or freelancer`, () =>
      expect(kept(d, ROSTER)).toEqual(['Backend Developer', 'Software Engineer']));
    const unread = `Flurbwerkers, ${asked.split(', ')[1]}, ${tail}`;
    it(`${lang}: "${unread}" keeps nobody and says the definition could not be read`, () => {
      const reading = read(unread);
      expect(kept(unread, ROSTER)).toEqual([]);
      expect(reading.warnings.join(' ')).toMatch(/could not read/);
    });
  }
});

describe('a discipline named after a part of a function ("revenue management") asks for that part', () => {
  const DISCIPLINES: readonly [string, string, string][] = [
    // [lang, definition, the title that names the part]
    [
      'en',
      'Revenue management: revenue managers and directors of revenue, any seniority.',
      'Revenue Manager',
    ],
    ['de', 'Revenue management: Revenue Manager und Leiter Revenue, alle Ebenen.', 'Revenue Manager'],
    ['fr', 'Revenue management : revenue managers et directeurs revenue, tous niveaux.', 'Revenue Manager'],
    [
      'es',
      'Revenue management: revenue managers y directores de revenue, cualquier nivel.',
      'Revenue Manager',
    ],
    [
      'pt',
      'Revenue management: revenue managers e diretores de revenue, qualquer senioridade.',
      'Revenue Manager',
    ],
    ['it', 'Revenue management: revenue manager e direttori revenue, qualsiasi livello.', 'Revenue Manager'],
    ['nl', 'Revenue management: revenue managers en hoofden revenue, alle niveaus.', 'Revenue Manager'],
  ];
  const ROSTER = [
    'Revenue Manager',
    'Director of Revenue Management & Distribution',
    'Key Account Manager',
    'Sales Director Europe',
    'Chief Commercial Officer',
    'Ejecutiva de Ventas',
    'Chartering Manager',
    'Inside Sales Representative',
  ];
  for (const [lang, d] of DISCIPLINES)
    it(`${lang}: "${d}" keeps revenue managers, not the rest of sales`, () =>
      expect(kept(d, ROSTER)).toEqual(['Revenue Manager', 'Director of Revenue Management & Distribution']));

  const ALONE: readonly [string, string[]][] = [
    ['Revenue management.', ['Revenue Manager', 'Director of Revenue Management & Distribution']],
    ['Brand management.', ['Brand Manager']],
    ['Fleet management.', ['Fleet Manager – Rotterdam Terminal']],
  ];
  for (const [d, expected] of ALONE)
    it(`"${d}" keeps only titles that name it`, () =>
      expect(
        kept(d, [
          ...ROSTER,
          'Fleet Manager – Rotterdam Terminal',
          'Plant Manager',
          'Logistics Coordinator',
          'Brand Manager',
          'Marketing Director',
          'Social Media Manager',
        ]),
      ).toEqual(expected));

  // A discipline that is the function's own name asks for the whole function.
  for (const [d, title] of [
    ['Product management.', 'Head of Product'],
    ['Risk management.', 'Chief Risk Officer'],
  ] as const)
    it(`"${d}" still keeps "${title}"`, () => expect(kept(d, [title])).toEqual([title]));
});

describe('a trailing "neither" or an unpunctuated "dont count" drops its subject, in every language', () => {
  const NEITHER: readonly [string, string][] = [
    ['en', 'Data scientists and ML engineers. Data engineers neither.'],
    ['en', 'Data scientists and ML engineers. Data engineers dont count.'],
    ['en', 'Data scientists and ML engineers. Data engineers doesnt count either way.'],
    ['de', 'Data Scientists und ML Engineers. Data Engineers auch nicht.'],
    ['pt', 'Cientistas de dados e ML engineers. Os data engineers também não.'],
    ['es', 'Científicos de datos e ingenieros de ML. Los ingenieros de datos tampoco.'],
    ['it', 'Data scientist e ML engineer. I data engineer nemmeno.'],
    ['it', 'Data scientist e ML engineer. I data engineer neanche.'],
    ['nl', 'Data scientists en ML engineers. Data engineers evenmin.'],
    ['fr', 'Data scientists et ML engineers. Les data engineers non plus.'],
    ['en', 'Data scientists and ML engineers, neither data engineers nor BI analysts.'],
  ];
  const ROSTER = [
    'Data Scientist',
    'Machine Learning Engineer',
    'Data Engineer',
    'Senior Data Engineer',
    'Fleet Data Engineer',
  ];
  for (const [lang, d] of NEITHER)
    it(`${lang}: "${d}" keeps the data scientists and ML engineers, no data engineer`, () =>
      expect(kept(d, ROSTER)).toEqual(['Data Scientist', 'Machine Learning Engineer']));
});

describe('a job with a word that only qualifies it asks for that job, not its whole function', () => {
  const AUDIT: readonly [string, string][] = [
    ['en', 'Compliance and data protection: compliance officers, DPOs, internal auditors. Not the lawyers.'],
    [
      'de',
      'Compliance und Datenschutz: Compliance Officer, Datenschutzbeauftragte, interne Auditoren. Keine Juristen.',
    ],
    [
      'fr',
      'Conformité et protection des données : compliance officers, DPO, auditeurs internes. Pas les juristes.',
    ],
    [
      'es',
      'Cumplimiento y protección de datos: compliance officers, DPO, auditores internos. No los abogados.',
    ],
    ['pt', 'Compliance e proteção de dados: compliance officers, DPO, auditores internos. Não os advogados.'],
    ['it', 'Compliance e protezione dei dati: compliance officer, DPO, auditori interni. Non gli avvocati.'],
    ['nl', 'Compliance en gegevensbescherming: compliance officers, DPO, interne auditors. Geen juristen.'],
  ];
  const AUDITORS = ['Internal Auditor', 'Auditora Interna', 'Auditeur interne', 'Compliance Officer'];
  const OTHERS = [
    'Chief Financial Officer',
    'Accountant',
    'Head of Controlling',
    'Accounts Payable Specialist',
    'Claims Adjuster',
  ];
  for (const [lang, d] of AUDIT)
    it(`${lang}: "${d}" keeps the internal auditors and compliance officers, not finance`, () =>
      expect(
        kept(
          d,
          [...AUDITORS, ...OTHERS].filter((t) => t !== 'Freight Auditor Assistant'),
        ),
      ).toEqual(AUDITORS));
});

describe('a one-word compound whose tail is a known job noun reads as its head word and that job', () => {
  const COMPOUNDS: readonly [string, string][] = [
    ['nl', 'Softwareontwikkelaars, alle niveaus, ook werkstudenten en freelancers.'],
    ['nl', 'Softwareontwikkelaars.'],
    ['de', 'Softwareentwickler, alle Ebenen, auch Werkstudenten und Freelancer.'],
  ];
  const ROSTER: readonly Entry[] = [
    'Backend Developer',
    'Embedded Software Engineer',
    ['Software Engineer', 'contractor'],
    ['Marketing Intern', 'intern'],
    ['Freelance Recruiter', 'contractor'],
    'Head of Finance',
    'Ship Broker',
  ];
  for (const [lang, d] of COMPOUNDS)
    it(`${lang}: "${d}" keeps the software developers only`, () =>
      expect(kept(d, ROSTER)).toEqual([
        'Backend Developer',
        'Embedded Software Engineer',
        'Software Engineer',
      ]));
  // The vocabulary splits Dutch compounds as it splits German ones, so an unknown modifier is read as
  // in English and German: "Flurbontwikkelaars" as "Flurb developers" (an unknown word does not narrow).
  it('an unknown modifier reads as in English ("Flurbontwikkelaars" as "Flurb developers")', () =>
    expect(kept('Flurbontwikkelaars.', ROSTER)).toEqual(kept('Flurb developers.', ROSTER)));
});

describe('a heading that names a part of a function is the topic of the jobs listed after its colon', () => {
  const ACCOUNTING: readonly [string, string][] = [
    ['en', 'Accounting people: bookkeepers, accounts payable and receivable clerks, any level.'],
    ['de', 'Leute aus der Buchhaltung: Buchhalter, Kreditoren- und Debitorenbuchhaltung, alle Ebenen.'],
    ['fr', 'Les gens de la comptabilité : comptables, fournisseurs et clients, tous niveaux.'],
    ['es', 'Gente de contabilidad: contables, cuentas por pagar y por cobrar, cualquier nivel.'],
    ['pt', 'Pessoas da contabilidade: contadores, contas a pagar e a receber, qualquer nível.'],
    ['it', 'Persone della contabilità: contabili, ciclo passivo e attivo, qualsiasi livello.'],
    ['nl', 'Mensen van de boekhouding: boekhouders, crediteuren- en debiteurenadministratie, alle niveaus.'],
  ];
  const ROSTER = [
    'Head of Accounting',
    'Accounts Payable Specialist',
    'Chief Financial Officer',
    'Head of Finance',
    'FP&A Analyst',
    'Treasury Manager',
    'Ship Chartering Manager',
  ];
  for (const [lang, d] of ACCOUNTING)
    it(`${lang}: "${d}" keeps accounting, not the rest of finance`, () =>
      expect(kept(d, ROSTER)).toEqual(['Head of Accounting', 'Accounts Payable Specialist']));
});

describe("a bare area listed under a heading's function is that function's area", () => {
  const IT: readonly [string, string][] = [
    ['en', 'IT staff: CIO, IT managers, technical support. No cybersecurity.'],
    ['de', 'IT-Personal: CIO, IT-Leiter, technischer Support. Keine Cybersecurity.'],
    ['fr', 'Équipe informatique : DSI, responsables IT, support technique. Pas la cybersécurité.'],
    ['es', 'Personal de TI: CIO, responsables de IT, soporte técnico. No ciberseguridad.'],
    ['pt', 'Equipa de TI: CIO, responsáveis de TI, suporte técnico. Não a cibersegurança.'],
    ['it', 'Personale IT: CIO, responsabili IT, supporto tecnico. Non la cybersecurity.'],
    ['nl', 'IT-personeel: CIO, IT-managers, technische support. Geen cybersecurity.'],
  ];
  const ROSTER = [
    'IT Support Technician',
    'Chief Information Officer',
    'Customer Service Representative – Order Desk',
    'Agente de Atención al Cliente – Call Center',
    'Head of Customer Service',
    'Ground Handling Agent',
  ];
  for (const [lang, d] of IT)
    it(`${lang}: "${d}" keeps IT support, not customer service`, () =>
      expect(kept(d, ROSTER)).toEqual(['IT Support Technician', 'Chief Information Officer']));
});
