import { describe, expect, it } from 'vitest';
import { positionsOf, readTitle } from '../../functions/core/roles.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';
import { titleTables } from '../fixtures/title-tables.js';

/**
 * How a title is read after holdout 43 (issue 22). Holdout 43's Vigo seafood cannery, with a plant in Peniche, had a
 * "Chefe de Linha" read as no function, a "Chef de produit marketing" read as a product manager, a maintenance head
 * whose about names the buildings beside the lines read as plant maintenance only, and a bare "Gerente" of the group's
 * fishmeal plant read as no function; its Turin site-search SaaS had a "Senior Search Relevance Engineer" read as
 * software only and a "Tech Lead" with no direct reports read as a manager. Generated tables: the same titles at
 * employers and industries in no labelled set (a Bremen brewery, a Lyon glassworks, a Porto textile mill, a Ghent
 * chocolate maker, a Bologna packaging-machine builder).
 */

const SITES = [
  '',
  ' – Brauerei Weserstrand GmbH',
  ' | Verrerie du Rhône',
  ', Têxteis do Douro',
  ' (Chocolaterie Gent)',
  ' @ Macchine Imballaggio Bologna',
];
const { reads } = titleTables(SITES);

describe("a production line's supervisor works in operations, in seven languages", () => {
  reads('operations', {
    en: ['Line Supervisor', 'Line Leader', 'Production Line Supervisor'],
    de: ['Linienführer', 'Linienleiterin'],
    fr: ['Chef de ligne', 'Cheffe de ligne', "Chef d'équipe de production"],
    es: ['Jefe de Línea', 'Jefa de Línea', 'Encargada de Línea', 'Supervisor de Línea'],
    nl: ['Lijnleider', 'Lijnverantwoordelijke'],
    pt: ['Chefe de Linha', 'Encarregada de Linha', 'Supervisora de Linha'],
    it: ['Capo Linea', 'Responsabile di Linea'],
  });
  it.each(['Jefe de Línea de Producto', 'Product Line Manager', 'Line Manager'])(
    '"%s" is not read as a production line',
    (title) => {
      expect(readTitle(title).functions).not.toContain('operations');
    },
  );
});

describe('a "chef de produit marketing" is product marketing, not product management', () => {
  reads(
    'product_marketing',
    {
      fr: ['Chef de produit marketing', 'Cheffe de produits marketing', 'Chef de produit marketing senior'],
      es: ['Jefa de Producto Marketing'],
      pt: ['Chefe de Produto Marketing'],
      en: ['Product Marketing Manager'],
    },
    ['product'],
  );
  it('a bare "Chef de produit" is still a product manager', () => {
    expect(readTitle('Chef de produit').functions[0]).toBe('product');
  });
});

describe('a search relevance or ranking engineer builds the search and ranks its results: both', () => {
  it.each(
    SITES.flatMap((site) =>
      [
        'Senior Search Relevance Engineer',
        'Search Relevance Engineer',
        'Relevance Engineer',
        'Ranking Engineer',
      ].map((title) => `${title}${site}`),
    ),
  )('"%s" is software engineering and data science', (title) => {
    const { functions, level } = readTitle(title);
    expect(functions).toContain('engineering');
    expect(functions).toContain('data_science');
    expect(level).toBe('individual');
  });
  it('a relevance scientist and an ML engineer stay data science only', () => {
    expect(readTitle('Relevance Scientist').functions).toEqual(['data_science']);
    expect(readTitle('ML Engineer').functions).toEqual(['data_science']);
  });
});

describe('a lead whose own words say they lead no one is an individual contributor, in seven languages', () => {
  const here = (title: string, about: string) =>
    positionsOf(bareProfile({ about, experience: [roleAt(title)] }), bareCompany())[0];
  it.each([
    ['Tech Lead', 'Hands-on tech lead of the query team. No direct reports, I write code most of the day.'],
    ['Tech Lead', 'Technical lead for payments; individual contributor.'],
    ['Lead Engineer', 'No reports: I design and build the indexing pipeline.'],
    ['Tech Lead', "Lead technique de l'équipe paiements, sans équipe à gérer."],
    ['Tech Lead', 'Lidero técnicamente el equipo de pagos, sin personas a cargo.'],
    ['Tech Lead', 'Tech Lead im Team Suche, ohne Team, ich programmiere.'],
    ['Tech Lead', 'Tech lead di ricerca, senza riporti diretti.'],
    ['Tech Lead', 'Tech lead zoeken, zonder team.'],
    ['Tech Lead', 'Tech lead de pesquisa, sem equipa.'],
  ])('"%s" with "%s" is an individual', (title, about) => {
    expect(here(title, about)?.levels).toEqual(['individual']);
  });
  it('a lead who leads a team, and a head with no reports, keep their rank', () => {
    expect(here('Tech Lead', 'I lead a team of six engineers.')?.level).not.toBe('individual');
    expect(here('Head of Engineering', 'No direct reports yet, hiring.')?.level).toBe('head');
  });
});

describe('a bare rank whose about names it the manager of a company it calls a plant runs that site', () => {
  const here = (title: string, about: string) =>
    positionsOf(bareProfile({ about, experience: [roleAt(title)] }), bareCompany())[0];
  it.each([
    ['Gerente', 'Gerente de Bouzas Proteínas, nuestra planta de harina y aceite de pescado en Marín.'],
    ['Gerente', 'Gerente de Lácteos del Norte, nuestra fábrica de quesos en Lugo.'],
    ['Manager', 'Manager of Northfield Foods, our plant in Hull.'],
    ['Directeur', 'Directeur de Verre Lyonnais, notre usine de Vénissieux.'],
    ['Diretor', 'Diretor da Fiação do Ave, a nossa fábrica em Guimarães.'],
    ['Direttore', 'Direttore di Carta Emiliana, il nostro stabilimento di Parma.'],
  ])('"%s" with "%s" is operations', (title, about) => {
    expect(here(title, about)?.functions[0]).toBe('operations');
  });
  it('a bare rank of a named company that is no site stays as it reads', () => {
    expect(here('Gerente', 'Gerente de Bouzas Proteínas, empresa del grupo.')?.functions).not.toContain(
      'operations',
    );
  });
});

describe("a maker's maintenance head whose about names the buildings too keeps facilities beside operations", () => {
  const here = (title: string, about: string | null, industry: string) =>
    positionsOf(bareProfile({ about, experience: [roleAt(title)] }), bareCompany({ industry }))[0];
  const industries = [
    'Food and Beverage Manufacturing',
    'Glass, Ceramics and Concrete Manufacturing',
    'Textiles',
  ];
  it.each([
    ['Responsable de Mantenimiento', 'Mantenimiento de líneas de autoclaves, cerradoras y edificios.'],
    ['Maintenance Manager', 'Maintenance of the bottling lines and the buildings.'],
    ['Responsable maintenance', 'Maintenance des lignes et des bâtiments.'],
    ['Leiter Instandhaltung', 'Instandhaltung der Linien und Gebäude.'],
    ['Hoofd Onderhoud', 'Onderhoud van lijnen en gebouwen.'],
    ['Responsável de Manutenção', 'Manutenção das linhas e dos edifícios.'],
    ['Responsabile Manutenzione', 'Manutenzione delle linee e degli edifici.'],
  ])('"%s" with "%s" is operations and facilities', (title, about) => {
    for (const industry of industries)
      expect(here(title, about, industry)?.functions).toEqual(['operations', 'facilities']);
  });
  it('without buildings in the about, plant maintenance stays operations only', () => {
    for (const industry of industries) {
      expect(
        here('Responsable de Mantenimiento', 'Mantenimiento de autoclaves y cerradoras.', industry)
          ?.functions,
      ).toEqual(['operations']);
      expect(here('Responsable de Mantenimiento', null, industry)?.functions).toEqual(['operations']);
    }
  });
});
