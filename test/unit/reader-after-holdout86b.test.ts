import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 87 and 89 (management and boards): the top tier of management named as a
 * tier is the chief executives, not every head below them; managers who report to a board are not on it. Each
 * table is written in our own words.
 */

const CHIEFS = ['CEO', 'Geschäftsführerin', 'Directeur Général', 'Amministratore Delegato'] as const;
const HEADS = [
  'Head of Logistics',
  'Leiterin Einkauf',
  'Responsable Qualité',
  'Directora de Recursos Humanos',
  'Hoofd ICT',
  'Responsabile Manutenzione',
] as const;

describe('the top tier of management is the chief executives, not the heads below them', () => {
  it.each([
    ['Die oberste Führungsebene des Unternehmens.', CHIEFS, HEADS],
    ['Oberste Leitung und Geschäftsführung, keine Ehemaligen.', CHIEFS, HEADS],
    ['Das Top-Management: wer das Unternehmen führt.', CHIEFS, HEADS],
    ['Top management of the group only.', CHIEFS, HEADS],
    ['The top tier of management, nobody below it.', CHIEFS, HEADS],
    ['De hoogste leiding van de onderneming.', CHIEFS, HEADS],
    ['La cúpula directiva de la empresa.', CHIEFS, HEADS],
    ['Il vertice aziendale.', CHIEFS, HEADS],
    ['A gestão de topo da empresa.', CHIEFS, HEADS],
    ['Le sommet de la hiérarchie.', CHIEFS, HEADS],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a managing partner is a managing director', () => {
  it.each([
    [
      'Geschäftsführung: Geschäftsführer und CEO. Keine Assistenzen der Geschäftsführung.',
      ['Geschäftsführender Gesellschafter', 'Geschäftsführende Gesellschafterin', 'CEO'],
      ['Assistentin der Geschäftsführung', 'Gesellschafter', 'Leiter Vertrieb'],
    ],
    [
      'Managing directors and the top management.',
      ['Geschäftsführende Gesellschafterin', 'Managing Director'],
      ['Bereichsleiter Finanzen', 'Head of Sales'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('managers who report to a board are not a board seat', () => {
  const SEATS = [
    ['Member of the Supervisory Board', 'board'],
    ['Mitglied des Aufsichtsrats', 'board'],
    ['Non-executive Director', 'board'],
  ] as const;
  it.each([
    [
      'Board members of the supervisory board. Not managers who only report to the board.',
      SEATS,
      ['Plant Manager', 'Finance Manager'],
    ],
    [
      'Everyone on the board of directors, but not the managers that merely report to the board.',
      SEATS,
      ['Operations Manager', 'Marketing Manager'],
    ],
    [
      'Supervisory board seats only; not the managers who just work for the board.',
      SEATS,
      ['Office Manager', 'Project Manager'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('advisors to the management are advisors, not managers', () => {
  const ADVISORS = [
    ['Senior Advisor to the CEO', 'advisor'],
    ['Strategic Advisor', 'advisor'],
    ['Beraterin der Geschäftsleitung', 'advisor'],
  ] as const;
  const MANAGERS = ['Operations Manager', 'Head of Finance', 'Geschäftsführer'] as const;
  it.each([
    ['Board members and senior advisors to management.', ADVISORS, MANAGERS],
    ['Beiratsmitglieder und Berater der Geschäftsführung.', ADVISORS, MANAGERS],
    ['Les conseillers de la direction générale.', ADVISORS, MANAGERS],
    ['Asesores de la dirección y miembros del consejo.', ADVISORS, MANAGERS],
    ['Consulenti della direzione.', ADVISORS, MANAGERS],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
