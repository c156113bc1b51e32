import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 120 (a hearing-aid chain, an EU public-affairs consultancy). Each table
 * is written in our own words.
 */

describe('examples in brackets after a word for the organisation’s units name functions', () => {
  it.each([
    [
      'Heads of departments and functions (finance, HR, IT, legal).',
      ['Head of Finance', 'HR Director', 'Head of IT', 'General Counsel & Head of Legal'],
      ['Accountant', 'HR Generalist', 'Software Engineer', 'Head of Sales'],
    ],
    [
      'Leaders of our central divisions and functions (procurement, marketing).',
      ['Head of Procurement', 'Marketing Director'],
      ['Buyer', 'Marketing Coordinator', 'Head of IT'],
    ],
    [
      'Directors of divisions and functions (finance, legal).',
      ['Finance Director', 'Legal Director'],
      ['Paralegal', 'Director of Engineering'],
    ],
    [
      'Leiter:innen der Abteilungen und Bereiche (Finanzen, Einkauf, IT).',
      ['Leiterin Finanzen', 'Leiter Einkauf', 'Leiter IT'],
      ['Buchhalterin', 'Einkäufer', 'Leiter Vertrieb'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('examples of departments left open (“and the like”, “etc.”) are some of the departments led', () => {
  it.each([
    [
      'Heads of central departments (finance, HR and the like).',
      ['Head of Finance', 'HR Director', 'Head of Procurement', 'Director of Customer Service'],
      ['Accountant', 'HR Generalist', 'Buyer'],
    ],
    [
      'Leiter der zentralen Abteilungen (Finanzen, IT und ähnliche).',
      ['Leiterin Finanzen', 'Leiter IT', 'Leiter Einkauf'],
      ['Buchhalter', 'Systemadministrator', 'Einkäuferin'],
    ],
    [
      'Jefes de departamentos (finanzas, marketing y similares).',
      ['Director Financiero', 'Jefa de Marketing', 'Director de Compras'],
      ['Contable', 'Técnico de Marketing'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('hearing-aid acousticians are their own health trade (ISCO-08 3259), not audiologists (2266)', () => {
  it.each([
    [
      'Hearing aid acousticians, apprentices included.',
      ['Hörakustikerin', 'Hörakustikmeister', 'Audioprothésiste', 'Auszubildender Hörakustiker', 'Audicien'],
      ['Store Receptionist', 'Accountant', 'Sales Assistant'],
    ],
    [
      'Audiologists (clinical audiology) — not the hearing-aid acousticians.',
      ['Audiologist', 'Audiologin', 'Audióloga'],
      ['Hörakustikerin', 'Pädakustiker', 'Audioprothésiste', 'Hearing Aid Acoustician'],
    ],
    [
      'Audioprothésistes et audiologistes.',
      ['Audioprothésiste', 'Hörakustikmeisterin', 'Audiologiste'],
      ['Réceptionniste', 'Comptable'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('administrative support is the office’s clerical support, not finance', () => {
  it.each([
    [
      'Administratieve ondersteuning en receptie.',
      ['Office Administrator', 'Receptioniste', 'Administratief medewerker'],
      ['Boekhouder', 'Controller', 'Financieel directeur'],
    ],
    ['Supporto amministrativo.', ['Office Administrator', 'Office Manager'], ['Contabile', 'Controller']],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a bracketed first part glued to a word is part of that word', () => {
  it.each([
    [
      'Receptie en (directie)assistenten.',
      ['Directieassistente', 'Assistent', 'Receptioniste'],
      ['Directeur', 'CFO', 'Managing Director'],
    ],
    [
      '(Büro)assistentinnen und Empfang.',
      ['Büroassistentin', 'Assistentin', 'Empfangsmitarbeiterin'],
      ['Geschäftsführer', 'Vorstand'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the events team and the organisation of events are a job the title must name', () => {
  it.each([
    [
      'Our events team, every level.',
      ['Event Manager', 'Head of Events', 'Eventkoordinatorin'],
      ['Social Media Manager', 'Performance Marketing Specialist', 'Content Writer'],
    ],
    [
      'Equipo de eventos y congresos.',
      ['Coordinadora de Eventos', 'Event Manager'],
      ['Responsable de Marketing Digital', 'Community Manager'],
    ],
    [
      "Organisation d'événements : tous niveaux.",
      ['Chargée d’événements', 'Event Coordinator'],
      ['Chef de produit marketing', 'Graphiste'],
    ],
    [
      'Veranstaltungsteam.',
      ['Veranstaltungskauffrau', 'Eventmanager'],
      ['Online Marketing Manager', 'Grafikdesignerin'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('communications asked for without public affairs named keeps no one whose title names only public affairs', () => {
  it.each([
    [
      'Communications and press relations at every level: press officers, spokespeople.',
      ['Press Officer', 'Head of Communications', 'Spokesperson'],
      ['Public Affairs Manager', 'Government Relations Lead', 'Accountant'],
    ],
    [
      'Communication et relations presse, stagiaires compris.',
      ['Attachée de presse', 'Responsable communication', 'Stagiaire communication'],
      ['Chargé d’affaires publiques', 'Lobbyiste'],
    ],
    [
      'Unternehmenskommunikation und Pressearbeit.',
      ['Pressesprecherin', 'Referent Unternehmenskommunikation'],
      ['Referentin Public Affairs', 'Leiter Interessenvertretung'],
    ],
    [
      'Corporate communications, PR and public affairs.',
      ['Press Officer', 'Public Affairs Manager', 'Head of Communications'],
      ['Marketing Manager'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
