import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 75 (a fishing and canning group and a book publisher): a ceiling that is
 * already the top of the company ("below the executive team", "unterhalb der Geschäftsleitung") excludes what
 * it names and nobody else; there is nobody more senior to drop. A sentence of bare levels with "only" after them
 * ("Heads only", "Leitungen nur") narrows the functions named before it, as "Only heads" does; it adds no head
 * of any other function. A kind of engagement with "included" after it ("freelancers included", "freie Mitarbeiter
 * eingeschlossen") widens who counts and asks for no one of its own. Each table is written in our own words.
 */

describe('a ceiling at the top excludes only itself', () => {
  it.each([
    [
      'Heads of the plant functions below the executive team: production, warehouse, maintenance.',
      ['Head of Production', 'Head of Warehouse'],
      ['Chief Executive Officer', 'Chief Operating Officer', 'Founder'],
    ],
    [
      'Department heads below the executive committee.',
      ['Head of Logistics', 'Director of Finance'],
      ['CEO', 'CFO'],
    ],
    [
      'Abteilungsleiter unterhalb der Geschäftsleitung.',
      ['Leiter Logistik', 'Leiterin Produktion'],
      ['Geschäftsführer', 'CEO'],
    ],
    [
      'Directeurs en dessous du comité exécutif.',
      ['Directeur Logistique', 'Directrice de Production'],
      ['Président-directeur général', 'CEO'],
    ],
    [
      'Managers below the VP level.',
      ['Sales Manager', 'Operations Manager'],
      ['VP Sales', 'CEO', 'Chief Financial Officer'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"levels only" after the functions narrows them', () => {
  it.each([
    [
      'Leaders of the plant: production, warehouse, the vessels. Heads only, not their teams.',
      ['Head of Production', 'Head of Warehouse'],
      ['Head of Marketing', 'Head of IT', 'HR Director', 'Warehouse Operative', 'Production Operator'],
    ],
    [
      'Procurement and logistics. Managers only.',
      ['Procurement Manager', 'Logistics Manager'],
      ['Marketing Manager', 'Buyer', 'Warehouse Clerk'],
    ],
    [
      'Einkauf und Logistik. Leiter nur, keine Sachbearbeiter.',
      ['Leiter Einkauf', 'Leiterin Logistik'],
      ['Leiter Marketing', 'Einkäufer'],
    ],
    [
      'Achats et logistique. Directeurs seulement.',
      ['Directeur des Achats', 'Directrice Logistique'],
      ['Directeur Marketing', 'Acheteur'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"freelancers included" widens, it asks for no freelancer of its own', () => {
  it.each([
    [
      'Our sales team, freelancers included.',
      [['Account Executive', 'contractor'], 'Sales Manager'],
      [['Illustrator', 'contractor'], ['Translator', 'contractor'], 'HR Manager'],
    ],
    [
      'Unser Vertriebsteam, freie Mitarbeiter eingeschlossen.',
      [['Vertriebsmitarbeiter', 'contractor'], 'Vertriebsleiter'],
      [['Illustratorin', 'contractor'], ['Übersetzerin', 'contractor'], 'Buchhalter'],
    ],
    [
      "L'équipe marketing, freelances inclus.",
      [['Chargée de marketing', 'contractor'], 'Directeur Marketing'],
      [['Illustratrice', 'contractor'], 'Comptable'],
    ],
    [
      'El equipo de finanzas, autónomos incluidos.',
      [['Contable', 'contractor'], 'Director Financiero'],
      [['Ilustradora', 'contractor'], 'Jefe de Ventas'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
