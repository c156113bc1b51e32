import { describe, expect, it } from 'vitest';
import { excludedBy, matchClause } from '../../functions/core/persona-reader.js';
import { kept, position, read } from '../fixtures/reading.js';

/**
 * How a definition is read after holdout 56 (a city administration and a shipyard): a social worker is
 * no assistant; the employer named after a led thing ("del Comune", "of the city") is where, not what is
 * led; the Italian grade "dirigente" is a title word; a heading of bare leaders before a colon that lists
 * their job keeps no one of its own; urban planners and the elected offices of a city are jobs the title
 * must name; a general secretary is no assistant. Each table is generated (definitions × titles) in
 * words of its own, not the set's.
 */

describe('a social worker (assistente sociale, asistente social, assistante sociale) is no assistant', () => {
  const DEFINITIONS: readonly [string, string][] = [
    ['it', 'Assistenti sociali del distretto, anche a tempo determinato.'],
    ['es', 'Asistentes sociales de cualquier nivel.'],
    ['fr', 'Les assistantes sociales et assistants sociaux.'],
    ['pt', 'Assistentes sociais da autarquia.'],
    ['en', 'Social workers of the county.'],
  ];
  const WORKERS = [
    'Assistente Sociale Area Minori',
    'Asistente Social',
    'Assistante sociale',
    'Social Worker',
  ];
  const OTHERS = [
    'Assistente di direzione',
    'Executive Assistant to the CEO',
    'Asistente administrativa',
    'Responsabile Ufficio Tributi',
    'Head of Finance',
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the social workers and no assistant`, () =>
      expect(kept(d, [...WORKERS, ...OTHERS])).toEqual(WORKERS));
});

describe('the employer named after a led thing is where, not part of the thing: the thing still narrows', () => {
  const DEFINITIONS = [
    'Responsabili dei servizi cimiteriali del Comune.',
    'Responsabili dei servizi cimiteriali comunali.',
    'Heads of the cemetery services of the city.',
    'Jefes de los servicios funerarios del ayuntamiento.',
  ];
  const HEADS = [
    'Responsabile Servizi Cimiteriali',
    'Head of Cemetery Services',
    'Jefe de Servicios Funerarios',
  ];
  const OTHERS = [
    'Responsabile Ufficio Tributi',
    'Head of Finance',
    'Jefe de Compras',
    'Responsabile Biblioteca',
  ];
  for (const d of DEFINITIONS)
    it(`"${d}" keeps the heads of that service, not every head`, () =>
      expect(kept(d, [...HEADS, ...OTHERS]).filter((t) => OTHERS.includes(t))).toEqual([]));
});

describe('"dirigente" is the grade the title must carry; a heading of bare leaders before such a list adds no one', () => {
  const DEFINITIONS = [
    'Department heads of the municipality: the dirigenti of each sector.',
    'Heads: the dirigenti who run a sector.',
    'I dirigenti di settore.',
    'Area heads at the town hall: the dirigenti only.',
  ];
  const DIRIGENTI = ['Dirigente Settore Cultura', 'Dirigente Lavori Pubblici', 'Comandante (Dirigente)'];
  const OTHERS = [
    'Responsabile Ufficio Tributi – Posizione Organizzativa',
    'Head of Procurement',
    'Kierownik Działu IT',
    'Director of Operations',
  ];
  for (const d of DEFINITIONS)
    it(`"${d}" keeps the dirigenti only`, () =>
      expect(kept(d, [...DIRIGENTI, ...OTHERS])).toEqual(DIRIGENTI));
});

describe('urban and regional planners (ISCO-08 2164) are a job the title must name, not anyone in operations', () => {
  const DEFINITIONS: readonly [string, string][] = [
    ['es', 'Urbanistas y técnicos de planificación territorial, de cualquier nivel.'],
    ['it', 'Urbanisti e tecnici della pianificazione territoriale.'],
    ['en', 'Urban planners and town planning staff.'],
    ['fr', "Urbanistes et chargés d'aménagement du territoire."],
  ];
  const PLANNERS = ['Urbanista', 'Tecnico Pianificazione Territoriale', 'Town Planner', 'Urbaniste'];
  const OTHERS = [
    'Production Planner',
    'Welder',
    'Crane Operator',
    'Planificador de producción',
    'Site Manager',
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the planners only`, () =>
      expect(kept(d, [...PLANNERS, ...OTHERS])).toEqual(PLANNERS));
});

describe("a city's elected offices are a job the title names, at any rank; serving the mayor is none", () => {
  const DEFINITIONS: readonly [string, string][] = [
    ['en', 'Elected officials: the mayor, the aldermen and the city councillors.'],
    ['it', 'Il sindaco, gli assessori e i consiglieri comunali.'],
    ['es', 'El alcalde, los tenientes de alcalde y los concejales.'],
    ['fr', 'Le maire, ses adjoints au maire et les conseillers municipaux.'],
  ];
  const OFFICES = [
    'Sindaco',
    'Assessore al Bilancio',
    'Consigliera comunale',
    'Alcaldesa',
    'Concejal de Cultura',
    'Maire',
    'Conseiller municipal',
    'City Councillor',
  ];
  const STAFF = [
    'Segreteria del Sindaco',
    'Capo di Gabinetto del Sindaco',
    'Assistant to the Mayor',
    'Jefa de Prensa',
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps no staff of the mayor`, () =>
      expect(kept(d, [...STAFF, ...OFFICES]).filter((t) => STAFF.includes(t))).toEqual([]));
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps its own offices`, () =>
      expect(kept(d, OFFICES).length).toBeGreaterThanOrEqual(2));

  const NOT_ELECTED: readonly [string, string][] = [
    ['en', 'Top executives: the CEO and the director general. Not elected politicians.'],
    ['es', 'Técnicos de medio ambiente de cualquier nivel. Sin concejales.'],
  ];
  it(`"${NOT_ELECTED[0]?.[1]}" drops an elected chair of a committee`, () =>
    expect(
      kept(NOT_ELECTED[0]?.[1] ?? '', [
        'Chief Executive Officer',
        'City Councillor – Chair of the Budget Committee',
      ]),
    ).toEqual(['Chief Executive Officer']));
  it(`"${NOT_ELECTED[1]?.[1]}" drops the councillors only`, () =>
    expect(
      kept(NOT_ELECTED[1]?.[1] ?? '', ['Técnico de Medio Ambiente', 'Concejal de Medio Ambiente']),
    ).toEqual(['Técnico de Medio Ambiente']));
});

describe('a general secretary (secretary general) is an officer, not an assistant', () => {
  const DEFINITIONS = [
    'The director general and the general secretary.',
    'The managing director and the secretary general.',
  ];
  const ASSISTANTS = ['Executive Assistant', 'Secretary to the Director', 'Assistente amministrativa'];
  for (const d of DEFINITIONS) it(`"${d}" keeps no assistant`, () => expect(kept(d, ASSISTANTS)).toEqual([]));
});

describe('library staff are a job the title names; volunteers of a civic service are dropped by name', () => {
  const DEFINITIONS: readonly [string, string][] = [
    [
      'fr',
      'Bibliothécaires et aides-bibliothécaires de la médiathèque. Pas les volontaires du service civique.',
    ],
    [
      'it',
      'Bibliotecari e responsabili di biblioteca, a ogni livello. Esclusi i volontari del servizio civile.',
    ],
    ['es', 'Bibliotecarios y personal de las bibliotecas municipales, sin voluntarios.'],
    ['en', 'Librarians and library assistants, but not volunteers.'],
  ];
  const LIBRARY = [
    'Bibliotecaria',
    'Responsabile Biblioteca Ragazzi',
    'Bibliothécaire jeunesse',
    'Librarian',
  ];
  const OTHERS = [
    'Volontario Servizio Civile – Biblioteca',
    'Volunteer – Library',
    'Istruttore amministrativo',
    'Software Engineer',
  ];
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps the library's staff, not its volunteers`, () =>
      expect(kept(d, [...LIBRARY, ...OTHERS]).filter((t) => OTHERS.includes(t))).toEqual([]));
  for (const [lang, d] of DEFINITIONS)
    it(`${lang}: "${d}" keeps librarians`, () => expect(kept(d, LIBRARY).length).toBeGreaterThanOrEqual(2));
  it('"employee-elected members" of a board are no elected officials of a city', () =>
    expect(
      read('Members of the supervisory board, including employee-elected members.').includes.flatMap((c) =>
        c.roles.map((r) => r.word),
      ),
    ).not.toContain('elected officials'));
});

describe('in a persona of former staff only, "not current X" restates the scope and drops no role held here', () => {
  const DEFINITIONS = [
    'Former executives: people who were directors or higher here and have left. Not current directors.',
    'Ehemalige Führungskräfte, die gegangen sind; keine aktuellen Führungskräfte.',
    'Anciens dirigeants partis de chez nous, pas les dirigeants actuels.',
  ];
  for (const d of DEFINITIONS)
    it(`"${d}" keeps a director who has left`, () => {
      const reading = read(d);
      const held = { ...position('Director of Operations'), current: false };
      expect(reading.includes.some((c) => matchClause(c, held, reading.engagements))).toBe(true);
      expect(reading.excludes.some((c) => excludedBy(c, held))).toBe(false);
    });
});
