import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 104–106, management and governance: a sentence of "only" and a leader word
 * ("Nur Führungskräfte", "only leaders", "alleen leidinggevenden") after the functions named narrows those
 * functions to their leaders; it is no clause of every leader of the company. A leader the list names by a rank of
 * its own stays when "heads only" follows; the executive management body in the Romance languages and the partner
 * who manages the firm are the top, not every head or partner. Each table is written in our own words.
 */

describe('"only leaders" after the functions narrows them to their leaders', () => {
  it.each([
    [
      'Controlling und Buchhaltung. Nur Führungskräfte.',
      ['Leiter Controlling', 'Head of Finance', 'CFO'],
      ['Geschäftsführer', 'Head of Sales', 'Leiterin Personal', 'Buchhalterin'],
    ],
    [
      'Procurement and purchasing. Only leaders, no buyers.',
      ['Head of Procurement', 'Purchasing Director'],
      ['Managing Director', 'Head of Marketing', 'IT-Leiter'],
    ],
    [
      'Marketing en communicatie. Alleen leidinggevenden.',
      ['Hoofd Marketing', 'Head of Communications'],
      ['Directeur', 'Hoofd Verkoop', 'Hoofd Financiën'],
    ],
    [
      'Ressources humaines et paie. Uniquement les dirigeants actuels.',
      ['Directrice des ressources humaines', 'Head of HR'],
      ['Directeur général', 'Directeur commercial', 'Responsable informatique'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"heads only" keeps the leaders the list names by their own rank', () => {
  it.each([
    [
      'Heads of sales: CSO, sales director or sales manager. Heads only, not the account executives.',
      ['Sales Manager', 'Sales Director', 'Chief Sales Officer'],
      ['Account Executive', 'Marketing Manager'],
    ],
    [
      'Leiter der Produktion: Produktionsleiter oder Produktionsmanager. Nur Leitungen, keine Bediener.',
      ['Produktionsleiter', 'Production Manager'],
      ['Maschinenbediener', 'Head of Sales'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the executive management body is the top, in every language', () => {
  it.each([
    [
      'O CEO, o CFO e os restantes membros da direção executiva.',
      ['CEO', 'Chief Financial Officer', 'COO'],
      ['Diretor de Marketing', 'Head of IT', 'Diretora Financeira Adjunta'],
    ],
    [
      'Los miembros de la dirección ejecutiva.',
      ['Consejero Delegado', 'CFO'],
      ['Jefe de Ventas', 'Responsable de Recursos Humanos'],
    ],
    [
      'Membri della direzione esecutiva.',
      ['Amministratore Delegato', 'CFO'],
      ['Responsabile IT', 'Capo Reparto'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the partner who manages the firm is not every partner', () => {
  it.each([
    [
      'O sócio-gerente e o diretor financeiro.',
      ['Sócio-Gerente', 'Managing Partner'],
      ['Sócio', 'Partner, Advogado', 'Partnerin'],
    ],
    [
      'The CEO (adm. direktør) and the CFO.',
      ['Administrerende direktør', 'CEO', 'CFO'],
      ['Salgsdirektør', 'IT-chef', 'Head of HR'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('board members the staff elects, and the safety representatives, are no salespeople', () => {
  it.each([
    [
      'Bestuursleden die door de werknemers gekozen zijn, en de arbo-vertegenwoordigers.',
      [
        ['Medarbejdervalgt bestyrelsesmedlem', 'board'],
        ['Employee-elected board member', 'board'],
      ],
      ['Account Manager', 'Vertegenwoordiger', 'Verkoopmedewerker'],
    ],
    [
      'Die vom Personal gewählten Mitglieder des Aufsichtsrats.',
      [
        ['Employee-elected director', 'board'],
        ['Medarbejdervalgt bestyrelsesmedlem', 'board'],
      ],
      ['Vertriebsleiter', 'Personalreferentin'],
    ],
    [
      'Les administrateurs élus par les salariés.',
      [
        ['Medarbejdervalgt bestyrelsesmedlem', 'board'],
        ['Employee-elected board member', 'board'],
      ],
      ['Directeur commercial', 'Responsable RH'],
    ],
    [
      'De arbo-vertegenwoordigers en de veiligheidsvertegenwoordigers.',
      ['Safety Representative', 'Veiligheidsvertegenwoordiger'],
      ['Sales Representative', 'Vertegenwoordiger', 'Key Account Manager'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the Polish chair of the management board is the chief executive', () => {
  it.each([
    [
      'The CEO or prezes zarządu, and the CFO.',
      ['Prezes Zarządu', 'Prezeska Zarządu', 'Chief Executive Officer'],
      ['Kierownik Produkcji', 'Dyrektor Handlowy'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a plant director in Polish and Czech', () => {
  it.each([
    [
      'The plant director.',
      ['Dyrektor Zakładu', 'Ředitel závodu', 'Dyrektorka Zakładu', 'Plant Manager'],
      ['Kierownik Zmiany', 'Marketing Director', 'Production Supervisor'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
