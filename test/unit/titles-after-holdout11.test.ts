import { describe, expect, it } from 'vitest';
import { matchClause, type PersonaReading, readPersona } from '../../functions/core/persona-reader.js';
import type { Position } from '../../functions/core/roles.js';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 11 (issue 22). Holdout 11 (a ferry line with hotels, a forestry
 * group) read an "HSQE Manager" and a "Técnica de Ambiente" as no function, a pulp mill's process
 * engineer as a software engineer (so "Prozessingenieur:innen" kept the backend developers), a
 * "Diretor Fabril" as no function, and a "Chief Engineer, M/V …" as a software engineer. Each rule is
 * held by a generated table: templates × seven languages × titles, at employers in no labelled set
 * (a cement plant, a brewery, a glassworks, a fishing fleet, a cable layer).
 */

const read = (definition: string) => readPersona({ name: 'x', definition });
const position = (title: string) =>
  ({ ...readTitle(title), engagement: 'employee', current: true }) as unknown as Position;
const keeps = (reading: PersonaReading, p: Position): boolean =>
  !reading.excludes.some((c) => matchClause(c, p, reading.engagements)) &&
  reading.includes.some((c) => matchClause(c, p, reading.engagements));

const SITES = ['', ' – Cement Plant Rezé', ', Brewery Leuven', ' (Glassworks Murano)'];
const withSites = (byLang: Record<string, string[]>) =>
  Object.entries(byLang).flatMap(([lang, titles]) =>
    titles.flatMap((title) => SITES.map((site) => [lang, `${title}${site}`] as const)),
  );

// Health, safety and environment (HSE) whatever order the letters come in; with a Q the title is quality too
// (since the split of health_safety from quality, issue 22: HSSE has no Q).
const ACRONYMS = ['HSQE', 'SHEQ', 'QHSSE', 'HSSE', 'HSSEQ'];
const HSE_TEMPLATES: Record<string, string[]> = {
  en: ['{} Manager', '{} Coordinator', 'Head of {}'],
  de: ['{}-Beauftragter', 'Leiterin {}'],
  fr: ['Responsable {}', 'Animatrice {}'],
  es: ['Coordinador {}', 'Técnica {}'],
  nl: ['{}-coördinator', 'Medewerker {}'],
  pt: ['Técnico de {}', 'Gestora {}'],
  it: ['Responsabile {}', 'Addetto {}'],
};
const hseRows = withSites(
  Object.fromEntries(
    Object.entries(HSE_TEMPLATES).map(([lang, templates]) => [
      lang,
      templates.flatMap((template) => ACRONYMS.map((acronym) => template.replace('{}', acronym))),
    ]),
  ),
);

// "Environment" in the Romance languages and French: the environmental staff of a plant.
const ENVIRONMENT: Record<string, string[]> = {
  pt: ['Técnica de Ambiente', 'Técnico de Meio Ambiente', 'Responsável de Ambiente', 'Engenheira Ambiental'],
  es: [
    'Técnico de Medio Ambiente',
    'Responsable Medioambiental',
    'Jefa de Medio Ambiente',
    'Técnica Ambiental',
  ],
  it: ['Responsabile Ambiente', 'Tecnico Ambientale', 'Ingegnere Ambientale', 'Ufficio Ambiente'],
  fr: ['Responsable Environnement', "Chargée d'environnement", 'Ingénieur Environnement'],
  en: ['Environmental Technician', 'Environmental Manager'],
  de: ['Umweltbeauftragte', 'Umweltingenieur'],
  nl: ['Milieucoördinator', 'Milieukundige'],
};
const environmentRows = withSites(ENVIRONMENT);

// Process and chemical engineers run a plant's processes: engineering, not software.
const PROCESS_ENGINEERS: Record<string, string[]> = {
  en: ['Process Engineer', 'Senior Process Engineer', 'Chemical Engineer', 'Manufacturing Engineer'],
  de: ['Prozessingenieurin', 'Verfahrensingenieur', 'Verfahrenstechnikerin'],
  fr: ['Ingénieur procédés', 'Ingénieure Procédé', 'Ingénieur chimiste'],
  es: ['Ingeniero de Procesos', 'Ingeniera Química', 'Ingeniero de Proceso'],
  nl: ['Procesingenieur', 'Procestechnoloog'],
  pt: ['Engenheira de Processos', 'Engenheiro Químico', 'Engenheiro de Processo'],
  it: ['Ingegnere di processo', 'Ingegnere chimico', 'Ingegnera di Processo'],
};
const processRows = withSites(PROCESS_ENGINEERS);
const SOFTWARE = [
  'Senior Backend Engineer',
  'Full-stack Developer',
  'QA Engineer',
  'Sviluppatore Full-Stack',
];

// A plant's or a mill's director: operations, at head level.
const PLANT_DIRECTORS: Record<string, string[]> = {
  pt: ['Diretor Fabril', 'Diretora Fabril', 'Diretor Industrial', 'Diretora de Produção'],
  es: ['Director Industrial', 'Directora Industrial', 'Gerente Industrial'],
  it: ['Direttore Industriale', 'Direttrice di Produzione'],
  fr: ['Directeur Industriel', 'Directrice Industrielle', 'Directeur de production'],
  en: ['Plant Director', 'Mill Manager', 'Sawmill Supervisor', 'Pulp Mill Director'],
  de: ['Werkleiter', 'Produktionsleiterin'],
  nl: ['Fabrieksdirecteur', 'Productiemanager'],
};
const plantRows = withSites(PLANT_DIRECTORS);

// A rank named with the vessel it serves on is a rank on board, whatever the words "chief engineer".
const RANKS = ['Chief Engineer', 'Chief Officer', 'Master'];
const VESSELS = [
  ', M/V Ocean Harvester',
  ' – MV Nordic Cable',
  ' – M/S Saimaa Star',
  ', M/T Baltic Tern',
  ' on the vessel Kraken',
  ' aboard MV Polar Trawler',
];
const rankRows = RANKS.flatMap((rank) => VESSELS.map((vessel) => `${rank}${vessel}`));
const NOT_CREW = [
  'Chief Engineer, Platform',
  'Chief Engineer – Mobile Apps',
  'Master Data Manager',
  'Scrum Master',
];

// A seat on the board in seven languages: the chair, deputy and vice words of a non-executive title and
// "of Directors" after "Member of the Board" name the seat, not an executive level.
const BOARD_SEATS: Record<string, string[]> = {
  en: [
    'Non-Executive Deputy Chairman',
    'Non-Executive Vice-Chairman',
    'Non-executive Vice Chair',
    'Member of the Board of Directors',
  ],
  de: ['Nicht geschäftsführender stellvertretender Vorsitzender', 'Mitglied des Aufsichtsrats'],
  fr: ['Vice-président non exécutif', 'Vice-présidente non exécutive'],
  es: ['Vicepresidente no ejecutivo', 'Vicepresidenta no ejecutiva'],
  nl: ['Niet-uitvoerend vicevoorzitter', 'Lid van de Raad van Commissarissen'],
  pt: ['Vice-Presidente Não Executivo', 'Vice-Presidente Não Executiva'],
  it: ['Vicepresidente non esecutivo', 'Vicepresidente non esecutiva'],
};
const COMPANIES = ['', ' | Nordic Cement Oyj', ' – Brewery Group', ' (Glassworks S.p.A.)'];
const boardRows = Object.entries(BOARD_SEATS).flatMap(([lang, titles]) =>
  titles.flatMap((title) => COMPANIES.map((company) => [lang, `${title}${company}`] as const)),
);
const EXECUTIVES = [
  'Deputy CEO',
  'Executive Vice President Sales',
  'Vice-président exécutif',
  'Chief Executive Officer',
];

// A research scientist is R&D unless the title names machine learning or AI in the same words.
const FIELDS = ['', ', Biomaterials', ' – Cement Chemistry', ' (Fermentation)', ', Glass Coatings'];
const researchRows = [
  'Research Scientist',
  'Senior Research Scientist',
  'Principal Research Scientist',
].flatMap((title) => FIELDS.map((field) => `${title}${field}`));
const ML_RESEARCH = ['Research Scientist (AI)', 'Research Scientist (ML)', 'Senior Research Scientist (NLP)'];

// Guest relations and guest services are the customer service of a hotel, a ship or a venue.
const GUESTS = [
  'Guest Relations Manager',
  'Guest Services Agent',
  'Guest Experience Manager',
  'Guest Services Supervisor',
];
const VENUES = ['', ' – Lakeside Spa Hotel', ', Cruise Ship Aurora', ' (Ski Resort Levi)'];
const guestRows = GUESTS.flatMap((title) => VENUES.map((venue) => `${title}${venue}`));

// The maintenance of a terminal, a station, an office or a hotel keeps premises running: facilities, not the
// operations a terminal's own staff run (holdout 11's "building and terminal maintenance").
const PREMISES_MAINTENANCE: Record<string, string[]> = {
  en: ['Terminal Maintenance Technician', 'Station Maintenance Supervisor', 'Maintenance of the terminal'],
  de: ['Wartung Terminal', 'Haustechniker Terminal'],
  fr: ['Technicien de maintenance du terminal', 'Technicienne de maintenance des bureaux'],
  es: ['Técnico de Mantenimiento de Terminales', 'Técnica de Mantenimiento de Oficinas'],
  nl: ['Onderhoud terminal', 'Medewerker onderhoud kantoren'],
  pt: ['Técnico de Manutenção do Terminal', 'Técnica de Manutenção dos Escritórios'],
  it: ['Tecnico manutenzione terminal', 'Addetto manutenzione uffici'],
};
const premisesRows = withSites(PREMISES_MAINTENANCE);

describe('titles after holdout 11', () => {
  it.each(premisesRows)('%s: "%s" is facilities', (_lang, title) => {
    expect(readTitle(title).functions[0]).toBe('facilities');
  });
  const facilitiesPersona = read('Facilities: office managers, building and terminal maintenance.');
  it.each(['Chief Operating Officer', 'Terminal Manager', 'Werkleiter', 'VP Logistics & Supply Chain'])(
    '"building and terminal maintenance" does not keep "%s"',
    (title) => {
      expect(keeps(facilitiesPersona, position(title))).toBe(false);
    },
  );

  it.each(researchRows)('"%s" is R&D, not data science', (title) => {
    expect(readTitle(title).functions).toEqual(['research']);
  });
  it.each(ML_RESEARCH)('"%s" is data science and machine learning', (title) => {
    expect(readTitle(title).functions).toContain('data_science');
  });
  it.each(guestRows)('"%s" is customer support', (title) => {
    expect(readTitle(title).functions[0]).toBe('support');
  });

  it.each(boardRows)('%s: "%s" is a board seat with no executive level', (_lang, title) => {
    const reading = readTitle(title);
    expect(reading.engagement).toBe('board');
    expect(reading.level).toBe('individual');
  });
  const boardPersona = read(
    'Non-executive board members and advisors. Executives do not count even if they also sit on the board.',
  );
  it.each(boardRows)('%s: the non-executive board persona keeps "%s"', (_lang, title) => {
    expect(keeps(boardPersona, { ...readTitle(title), current: true } as unknown as Position)).toBe(true);
  });
  it.each(EXECUTIVES)('"%s" stays an executive', (title) => {
    expect(['c_level', 'vp']).toContain(readTitle(title).level);
  });

  it.each(hseRows)('%s: "%s" is health, safety and environment, and quality if it says Q', (_lang, title) => {
    expect(readTitle(title).functions).toContain('health_safety');
    if (/Q/.test(title.replace(/ – .*|, .*| \(.*/, '')))
      expect(readTitle(title).functions).toContain('quality');
    else expect(readTitle(title).functions).not.toContain('quality');
  });

  it.each(environmentRows)('%s: "%s" is environmental staff (health_safety)', (_lang, title) => {
    expect(readTitle(title).functions).toContain('health_safety');
  });

  it.each(processRows)('%s: "%s" is non-software engineering', (_lang, title) => {
    const reading = readTitle(title);
    expect(reading.functions).toContain('hardware_engineering');
    expect(reading.functions).not.toContain('engineering');
  });

  const softwarePersona = read(
    'Software engineers / developers (backend, frontend, full-stack), any seniority. Not mechanical engineers.',
  );
  it.each(processRows)('%s: software engineers do not keep "%s"', (_lang, title) => {
    expect(keeps(softwarePersona, position(title))).toBe(false);
  });

  const processPersona = read('Prozessingenieur:innen.');
  it.each(processRows.filter(([lang]) => lang === 'de'))(
    '%s: "Prozessingenieur:innen" keeps "%s"',
    (_lang, title) => {
      expect(keeps(processPersona, position(title))).toBe(true);
    },
  );
  it.each(SOFTWARE)('"Prozessingenieur:innen" does not keep the software engineer "%s"', (title) => {
    expect(keeps(processPersona, position(title))).toBe(false);
  });

  it.each(plantRows)('%s: "%s" runs operations', (_lang, title) => {
    const reading = readTitle(title);
    expect(reading.functions).toContain('operations');
    expect(reading.levels.some((level) => level === 'head' || level === 'manager')).toBe(true);
  });

  it.each(rankRows)('"%s" is seagoing crew, not an engineer or an executive', (title) => {
    const reading = readTitle(title);
    expect(reading.functions[0]).toBe('seafaring');
    expect(reading.functions).not.toContain('engineering');
    expect(reading.level).toBe('individual');
  });
  it.each(NOT_CREW)('"%s" is no rank on board', (title) => {
    expect(readTitle(title).functions).not.toContain('seafaring');
  });
});
