import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { kept } from '../fixtures/reading.js';

/**
 * How a title is read after holdout 16 (issue 22). Holdout 16 (a Belgian legal-tech SaaS, a German
 * construction group) kept the technical managing director and a structural engineer for "software
 * developers" and "software engineering leadership": hardware, mechanical, electrical and civil engineering
 * counted as engineering (software). It no longer does. Generated table: definitions asking for software
 * developers in seven languages × hardware and civil engineering titles in seven languages, at employers in
 * no labelled set.
 */

const SITES = ['', ' – Bouwgroep Hollandia', ', Groupe Valmont SA', ' (Cantieri Riuniti di Ravenna)'];

const SOFTWARE: Record<string, string> = {
  en: 'Software developers and software engineers',
  de: 'Softwareentwickler und Software-Engineers',
  fr: 'Développeurs logiciels et ingénieurs logiciels',
  es: 'Desarrolladores de software',
  nl: 'Softwareontwikkelaars en -engineers',
  pt: 'Desenvolvedores de software',
  it: 'Sviluppatori software',
};

const HARDWARE: Record<string, string[]> = {
  en: ['Mechanical Engineer', 'Structural Engineer', 'Electrical Engineer'],
  de: ['Maschinenbauingenieur', 'Bauingenieurin', 'Statiker'],
  fr: ['Ingénieur mécanique', 'Ingénieur structure'],
  es: ['Ingeniero mecánico', 'Ingeniera civil'],
  nl: ['Werktuigbouwkundig ingenieur', 'Civiel ingenieur'],
  pt: ['Engenheiro mecânico', 'Engenheira civil'],
  it: ['Ingegnere meccanico', 'Ingegnere strutturista', 'Ingegnere civile'],
};

const hardwareTitles = Object.entries(HARDWARE).flatMap(([lang, titles]) =>
  titles.flatMap((t) => SITES.map((site) => [lang, `${t}${site}`] as const)),
);

describe('hardware and civil engineering is not software engineering', () => {
  it.each(hardwareTitles)('%s: "%s" reads as hardware engineering', (_lang, title) => {
    expect(readTitle(title).functions).toContain('hardware_engineering');
  });

  describe.each(Object.entries(SOFTWARE))('%s: "%s"', (_lang, definition) => {
    it.each(hardwareTitles)('%s: does not keep "%s"', (_l, title) => {
      expect(kept(definition, [title])).toEqual([]);
    });
    it('still keeps the developers', () => {
      expect(kept(definition, ['Backend Developer', 'Senior Software Engineer'])).toEqual([
        'Backend Developer',
        'Senior Software Engineer',
      ]);
    });
  });

  it('a definition that asks for hardware engineers still keeps them and not the developers', () => {
    expect(kept('Mechanical and electrical engineers', ['Mechanical Engineer', 'Backend Developer'])).toEqual(
      ['Mechanical Engineer'],
    );
  });
});

// Site managers and foremen (ISCO 1323 construction managers, 3123 construction supervisors) are their own
// function under operations: holdout 16's "Bauleiter, Oberbauleiter, Poliere, Jefes de obra" kept the crane
// operator, the precast plant's manager, the fleet manager and the COO, all read as operations.
describe('construction site management is its own function, under operations', () => {
  const SITE_SITES = ['', ' – Bouwgroep Hollandia', ', Groupe Valmont SA', ' (Cantieri Riuniti di Ravenna)'];
  const SITE: Record<string, string[]> = {
    en: ['Construction Manager', 'Construction Supervisor', 'Site Foreman'],
    de: ['Bauleiter', 'Bauleiterin', 'Oberbauleiter', 'Polier'],
    fr: ['Conducteur de travaux', 'Chef de chantier'],
    es: ['Jefe de obra', 'Jefa de obra', 'Encargado de obra'],
    nl: ['Uitvoerder bouw', 'Bouwmanager'],
    pt: ['Diretor de obra', 'Encarregado de obra'],
    it: ['Capocantiere', 'Direttore dei lavori'],
  };
  const siteTitles = Object.entries(SITE).flatMap(([lang, titles]) =>
    titles.flatMap((t) => SITE_SITES.map((site) => [lang, `${t}${site}`] as const)),
  );
  it.each(siteTitles)('%s: "%s" reads as construction', (_lang, title) => {
    expect(readTitle(title).functions[0]).toBe('construction');
  });

  const OTHERS = [
    'Kranführer',
    'Crane Operator',
    'Werkleiter Betonfertigteilwerk',
    'Leiter Fuhrpark & Logistik',
    'Chief Operating Officer',
    'Logistics Manager',
    'Gruista',
  ];
  const DEFINITIONS: Record<string, string> = {
    en: 'Construction managers and construction supervisors',
    de: 'Bauleiter:innen und Poliere',
    es: 'Jefes de obra y encargados de obra',
    fr: 'Conducteurs de travaux et chefs de chantier',
    it: 'Capocantiere e assistenti di cantiere',
  };
  it.each(Object.entries(DEFINITIONS))(
    '%s: "%s" keeps site managers, not other operations people',
    (_l, d) => {
      expect(kept(d, OTHERS)).toEqual([]);
      expect(kept(d, ['Bauleiter Hochbau', 'Jefe de Obra', 'Capocantiere', 'Polier']).length).toBeGreaterThan(
        0,
      );
    },
  );

  it('an operations definition still covers site managers', () => {
    expect(
      kept('Operations leaders: heads of operations and production, site managers', ['Oberbauleiterin']),
    ).toEqual(['Oberbauleiterin']);
  });
});
