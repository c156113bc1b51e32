import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after the leftovers of holdouts 87–94 (management, governance and teams). Each table is
 * written in our own words.
 */

describe('a job named by its field closes a list opened by a seniority, and is led by it', () => {
  it.each([
    [
      'Management: the heads of marketing, legal, IT and lending.',
      ['Head of Marketing', 'Director of Legal', 'Head of IT', 'Head of Lending'],
      ['Marketing Executive', 'Paralegal', 'Helpdesk Technician', 'Loan Officer', 'Accountant'],
    ],
    [
      'Directors of finance, operations and credit control.',
      ['Finance Director', 'Operations Director', 'Credit Control Director'],
      ['Accountant', 'Credit Controller', 'Warehouse Operative', 'HR Director'],
    ],
    [
      'Responsables ventes, marketing, achats et prêts.',
      ['Directeur commercial', 'Responsable marketing', 'Responsable achats', 'Responsable des prêts'],
      ['Commercial terrain', 'Chargé de prêts', 'Comptable'],
    ],
    [
      'Jefes de ventas, de marketing y préstamos.',
      ['Jefe de ventas', 'Directora de marketing', 'Jefe de préstamos'],
      ['Comercial', 'Analista de préstamos', 'Contable'],
    ],
    [
      'Leiter von Vertrieb, Marketing und Inkasso.',
      ['Vertriebsleiter', 'Leiterin Marketing', 'Leiter Inkasso'],
      ['Außendienstmitarbeiter', 'Inkassosachbearbeiterin', 'Buchhalter'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("'whoever leads them' after a group is that group's own leaders, not every leader", () => {
  it.each([
    [
      'Accountants and whoever manages them.',
      ['Accountant', 'Head of Finance', 'CFO'],
      ['HR Director', 'Sales Manager', 'Head of IT'],
    ],
    [
      'Comptables et ceux qui les dirigent.',
      ['Comptable', 'Directeur financier'],
      ['Directeur commercial', 'Responsable RH'],
    ],
    [
      'Buchhalter und wer sie leitet.',
      ['Buchhalter', 'Leiter Finanzen'],
      ['Vertriebsleiter', 'Personalleiterin'],
    ],
    [
      'Contables y quienes los dirigen.',
      ['Contable', 'Director financiero'],
      ['Director comercial', 'Jefe de RRHH'],
    ],
    [
      'Boekhouders en wie hen aanstuurt.',
      ['Boekhouder', 'Financieel directeur'],
      ['Commercieel directeur', 'HR-manager'],
    ],
    [
      'Magazzinieri e chi li dirige.',
      ['Magazziniere', 'Responsabile magazzino'],
      ['Direttore commerciale', 'Responsabile risorse umane'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a contact centre's workforce management is a job the title names", () => {
  it.each([
    [
      'Workforce management: forecasting and real-time analysts and whoever leads them.',
      ['WFM Analyst', 'Real-Time Analyst', 'Head of Workforce Management', 'Workforce Planner'],
      ['Quality Analyst', 'BI Analyst', 'Customer Service Agent', 'Operations Director', 'CFO'],
    ],
    [
      'Die WFM-Analysten und wer sie leitet.',
      ['WFM Analyst', 'Leiterin Workforce Management', 'Real-Time Analystin'],
      ['Kundenberater', 'Teamleiter Kundenservice', 'Leiter Vertrieb'],
    ],
    [
      "L'équipe de planification des effectifs (WFM) et ceux qui l'encadrent.",
      ['Chargé de planification des effectifs', 'Analyste WFM'],
      ['Conseiller clientèle', 'Analyste qualité', 'Directeur commercial'],
    ],
    [
      'Planificación de turnos del contact center: analistas WFM y quienes los dirigen.',
      ['Analista WFM', 'Responsable de Workforce Management'],
      ['Agente de atención al cliente', 'Analista de calidad', 'Director financiero'],
    ],
    [
      'Analistas de planeamento (WFM) e quem os lidera.',
      ['Analista de Planeamento', 'Real-Time Analyst', 'Head of WFM'],
      ['Assistente de Apoio ao Cliente', 'Analista de Qualidade', 'Diretor de Recursos Humanos'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a title that says its seat is voluntary as an adjective is a volunteer', () => {
  it.each([
    [
      'Volunteer directors.',
      ['Director (voluntary)', 'Volunteer Director'],
      ['Director of Finance', 'Accountant'],
    ],
    [
      'Our CEO and heads of department; not volunteer directors.',
      ['CEO', 'Head of Finance'],
      ['Director (voluntary)', 'Director (Volunteer) – Audit Committee'],
    ],
    ['All managers, except volunteers.', ['Finance Manager'], ['Events Manager (voluntary)']],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
