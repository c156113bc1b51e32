import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 110 (a water utility, a steel fabricator): in a top-management definition,
 * "the directors of departments or divisions" are the titles that name a director (or a seat on the management
 * committee); a head of a smaller unit (a lab, a shift, a workshop, an accounting team) is not one of them.
 * Each table is written in our own words.
 */

const HEADS_OF_UNITS = [
  'Jefe de Sección de Compras',
  'Responsable de Almacén',
  'Hoofd magazijn',
  'Chef de service comptabilité',
  'Laborleiterin',
  'Capo turno produzione',
];

describe('the directors of departments in a top-management definition are directors, not unit heads', () => {
  it.each([
    [
      'Senior management: the CEO and the directors of the departments reporting to the CEO. Not heads of teams.',
      ['Chief Executive Officer', 'Director de Logística', 'Marketing Director', 'Directrice des Achats'],
      HEADS_OF_UNITS,
    ],
    [
      'Top management: the managing director and the directors of departments or divisions; not the heads of smaller units.',
      ['Managing Director', 'Verkoopdirecteur', 'Directora Comercial', 'Werksdirektor'],
      HEADS_OF_UNITS,
    ],
    [
      'Executive management: the general manager and the directors of departments; no section heads or supervisors.',
      ['General Manager', 'Direttore Acquisti', 'Technisch directeur', 'Diretora de Recursos Humanos'],
      HEADS_OF_UNITS,
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a laboratory's whole staff is everyone whose title names the laboratory", () => {
  it.each([
    [
      'All laboratory staff, whatever their job: lab interns too.',
      ['Lab Manager', 'Laboratory Technician', 'Analista de laboratorio', 'Stagiaire laboratoire'],
      ['Quality Manager', 'Process Engineer', 'Labor Relations Manager'],
    ],
    [
      "Le personnel du laboratoire, stagiaires compris, pas l'équipe qualité.",
      ['Responsable laboratoire', 'Technicienne de laboratoire', 'Lab Analyst'],
      ['Responsable Qualité', "Opérateur d'usine"],
    ],
    [
      'Het laboratoriumpersoneel: analisten, laboranten en stagiairs.',
      ['Laborant', 'Hoofd laboratorium', 'Analist laboratorium'],
      ['Kwaliteitsmanager', 'Procesoperator'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
