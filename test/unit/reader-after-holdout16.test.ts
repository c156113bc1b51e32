import { describe, expect, it } from 'vitest';
import { kept } from '../fixtures/reading.js';

/**
 * Holdout 16's finance leadership persona ended "Excluye a los contables y controllers …": the Spanish
 * verb was not an exclusion marker, so the accountants and controllers it names were read as included.
 * The third-person verb ("excluye", "exclui", "esclude", "exclut", …) starts an exclusion in every
 * language, like the imperative and the gerund did already.
 */
describe('an exclusion opened by the verb in the third person', () => {
  const roster = [
    'Financial Controller',
    'Bilanzbuchhalter',
    'Boekhouder',
    'Comptable',
    'Head of Finance',
    'Leiter Controlling',
    'Finance Intern',
  ];
  const leaders = ['Head of Finance', 'Leiter Controlling'];
  const rows: [string, string][] = [
    [
      'es',
      'Liderazgo financiero: CFO y jefes de finanzas. Excluye a los contables y controllers, y a los becarios.',
    ],
    [
      'es',
      'Liderazgo financiero: CFO y jefes de finanzas. Se excluyen los contables, los controllers y los becarios.',
    ],
    [
      'pt',
      'Liderança financeira: CFO e diretores financeiros. Exclui os contabilistas, controllers e estagiários.',
    ],
    [
      'pt',
      'Liderança financeira: CFO e diretores financeiros. Excluem-se os contabilistas, controllers e estagiários.',
    ],
    [
      'it',
      'Direzione finanziaria: CFO e responsabili finanza. Esclude i contabili, i controller e gli stagisti.',
    ],
    [
      'it',
      'Direzione finanziaria: CFO e responsabili finanza. Escludi i contabili, i controller e gli stagisti.',
    ],
    [
      'fr',
      'Direction financière : DAF et directeurs financiers. Exclut les comptables, les contrôleurs de gestion et les stagiaires.',
    ],
    [
      'fr',
      'Direction financière : DAF et directeurs financiers. Excluent les comptables, les contrôleurs de gestion et les stagiaires.',
    ],
    ['en', 'Finance leadership: CFO and heads of finance. Excludes accountants, controllers and interns.'],
    ['de', 'Finanzleitung: CFO und Leiter Finanzen. Ausgenommen Buchhalter, Controller und Praktikanten.'],
    [
      'nl',
      'Financieel leiderschap: CFO en hoofden financiën. Exclusief boekhouders, controllers en stagiairs.',
    ],
  ];
  it.each(rows)('%s: "%s" keeps only the leaders', (_lang, definition) => {
    expect(kept(definition, roster)).toEqual(leaders);
  });
});

/**
 * Holdout 16's "Director, Head of, VP, Leiter:in, Directeur/Directrice, Director(a), Responsabile" kept
 * every manager: a bare "responsable" word reads as a head or a manager. Listed among words that name
 * heads and directors only, with no word asking for managers, it is their translation: a head.
 */
describe('a bare "responsable" among head words is a head', () => {
  const roster = [
    'Head of Logistics',
    'Directeur Commercial',
    'Leiterin Einkauf',
    'Responsabile Acquisti',
    'Content Marketing Manager',
    'Compliance-Manager',
    'Teamleider Klantenondersteuning',
    'Gerente de Producto',
    'Store Manager',
  ];
  const heads = ['Head of Logistics', 'Directeur Commercial', 'Leiterin Einkauf', 'Responsabile Acquisti'];
  const word: [string, string][] = [
    ['it', 'Responsabile'],
    ['es', 'Responsable'],
    ['fr', 'Responsable'],
    ['pt', 'Responsável'],
    ['de', 'Verantwortliche'],
    ['en', 'Responsables'],
    ['nl', 'Responsabile'],
  ];
  const templates = [
    (w: string) => `Senior leaders in any function: Director, Head of, VP, Leiter:in, ${w}. Not the C-suite.`,
    (w: string) => `Directors, heads and VPs of any department (${w}). No board members.`,
    (w: string) => `Head of, Director, Directeur, ${w} — any function.`,
  ];
  const rows = word.flatMap(([lang, w]) => templates.map((t) => [lang, t(w)] as const));
  it.each(rows)('%s: "%s" keeps the heads, not the managers', (_lang, definition) => {
    expect(kept(definition, roster)).toEqual(heads);
  });
  // Beside a word asking for managers, the responsable word keeps its managers too.
  it.each(word)('%s: with "managers" listed, "%s" still counts the managers', (_lang, w) => {
    expect(kept(`Directors, heads, ${w} and managers in any function.`, roster)).toEqual(
      expect.arrayContaining(['Content Marketing Manager', 'Compliance-Manager']),
    );
  });
});

/**
 * Holdout 16's "Softwareontwikkelaars en -engineers: backend, frontend, DevOps/SRE" kept the CTO, the VP
 * of engineering and the technical managing director: the specialties after the colon were read as the
 * whole engineering function. After a job and a colon (a colon before a space: "Jurist:innen" is a
 * gender ending), a bare specialty of the job's function is an example of that job. The Dutch compound
 * "Softwareontwikkelaars" itself still reads as the function (holdout 9 asks it "at all levels").
 */
describe('specialties after a job and a colon are that job', () => {
  const roster = [
    'Senior Backend Engineer',
    'Frontend Developer',
    'Softwareentwickler',
    'Site Reliability Engineer',
    'DevOps Engineer',
    'VP Engineering',
    'Co-founder & CTO',
    'Technischer Geschäftsführer',
    'Head of Engineering',
    'Directeur technique',
  ];
  const leaders = [
    'VP Engineering',
    'Co-founder & CTO',
    'Technischer Geschäftsführer',
    'Head of Engineering',
    'Directeur technique',
  ];
  const rows: [string, string][] = [
    ['nl', 'Software-engineers: backend, frontend, DevOps/SRE — ook freelancers. Geen managers.'],
    ['nl', 'Ontwikkelaars: backend, frontend en DevOps.'],
    [
      'en',
      'Software developers and engineers: backend, frontend, DevOps/SRE — freelancers too. No managers.',
    ],
    ['en', 'Developers: backend, frontend or DevOps.'],
    ['de', 'Softwareentwickler:innen: Backend, Frontend, DevOps/SRE. Keine Manager.'],
    ['fr', 'Développeurs : backend, frontend, DevOps/SRE. Pas de managers.'],
    ['es', 'Desarrolladores: backend, frontend, DevOps/SRE. Sin managers.'],
    ['pt', 'Desenvolvedores: backend, frontend, DevOps/SRE. Sem gestores.'],
    ['it', 'Sviluppatori: backend, frontend, DevOps/SRE. Niente manager.'],
  ];
  it.each(rows)('%s: "%s" keeps the developers, not the engineering leaders', (_lang, definition) => {
    const found = kept(definition, roster);
    expect(found).toEqual(expect.arrayContaining(['Senior Backend Engineer', 'Frontend Developer']));
    for (const leader of leaders) expect(found).not.toContain(leader);
  });
  // A specialty in a sentence of its own is the function, as before.
  it('a function named in its own sentence stays the function', () => {
    expect(kept('Developers: backend and frontend. Also anyone in engineering.', roster)).toContain(
      'VP Engineering',
    );
  });
  // A colon inside a word is a gender ending: what follows is not a list of the job's specialties.
  it('"Jurist:innen …, inkl. General Counsel / Leitung Recht" keeps the general counsel', () => {
    expect(
      kept(
        'Unternehmensjurist:innen und Syndikusrechtsanwält:innen, inkl. General Counsel / Leitung Recht. Keine Paralegals.',
        ['Directora Jurídica (General Counsel)', 'Syndikusrechtsanwältin', 'Paralegal'],
      ),
    ).toEqual(['Directora Jurídica (General Counsel)', 'Syndikusrechtsanwältin']);
  });
});

/**
 * Holdout 16's "Bauleiter:innen, Oberbauleiter:innen, Poliere, Jefes de obra" read the site managers as
 * anyone in operations (a crane driver, a plant manager, the COO). Who runs a construction site is a job
 * in seven languages, and the title must say it.
 */
describe('site managers are a job, not operations', () => {
  const roster = [
    'Bauleiter Hochbau',
    'Oberbauleiterin',
    'Jefe de Obra',
    'Conducteur de travaux',
    'Capo cantiere',
    'Uitvoerder',
    'Encarregado de obra',
    'Construction Site Manager',
    'Kranführer',
    'Werkleiter Betonfertigteilwerk',
    'Leiter Fuhrpark & Logistik',
    'Chief Operating Officer',
    'Warehouse Operator',
  ];
  const site = roster.slice(0, 8);
  const rows: [string, string][] = [
    ['de', 'Bauleiter:innen, Oberbauleiter:innen und Poliere. Keine gewerblichen Arbeiter.'],
    ['es', 'Jefes de obra y encargados de obra de nuestras obras.'],
    ['fr', 'Conducteurs de travaux et chefs de chantier.'],
    ['it', 'Capi cantiere e direttori di cantiere.'],
    ['nl', 'Uitvoerders en werfleiders.'],
    ['pt', 'Encarregados de obra.'],
    ['en', 'Construction site managers.'],
  ];
  it.each(rows)('%s: "%s" keeps site managers only', (_lang, definition) => {
    const found = kept(definition, roster);
    expect(found.length).toBeGreaterThan(0);
    for (const t of found) expect(site).toContain(t);
  });
  // The foremen under them are a job of their own: asked for site managers, a Polier is not kept.
  it.each([
    ['es', 'Jefes de obra y directores de cantiere.'],
    ['de', 'Bauleiter:innen und Oberbauleiter:innen.'],
    ['fr', 'Conducteurs de travaux.'],
  ])('%s: "%s" keeps no foreman', (_lang, definition) => {
    const found = kept(definition, [
      'Bauleiter Hochbau',
      'Jefe de Obra',
      'Polier',
      'Encargado de obra',
      'Chef de chantier',
    ]);
    expect(found.length).toBeGreaterThan(0);
    for (const foreman of ['Polier', 'Encargado de obra', 'Chef de chantier'])
      expect(found).not.toContain(foreman);
  });
});

/**
 * Holdout 16's "solutions engineers, implementation / onboarding consultants" kept every backend and
 * frontend engineer: "solutions engineers" was read as engineers in engineering. Solutions, sales and
 * pre-sales engineers are a job the title must name, whatever function it reads as.
 */
describe('solutions engineers are a job of their own', () => {
  const roster = [
    'Solutions Engineer',
    'Sales Engineer',
    'Senior Backend Engineer',
    'Frontend Developer',
    'Softwareentwickler',
    'Site Reliability Engineer',
  ];
  it.each([
    ['en', 'Solutions engineers and sales engineers.'],
    ['en', 'Customer-facing technical roles: solutions engineers, sales engineers.'],
    ['de', 'Solutions Engineers und Sales Engineers.'],
    ['fr', 'Les solutions engineers et sales engineers.'],
    ['es', 'Solutions engineers y sales engineers.'],
    ['nl', 'Solutions engineers en sales engineers.'],
    ['it', 'Solutions engineer e sales engineer.'],
    ['pt', 'Solutions engineers e sales engineers.'],
  ])('%s: "%s" keeps no developer', (_lang, definition) => {
    expect(kept(definition, roster)).toEqual(['Solutions Engineer', 'Sales Engineer']);
  });
});
