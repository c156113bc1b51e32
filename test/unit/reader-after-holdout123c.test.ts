import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 123 (a fragrance house and a pharmacy group): a pharmacy's compounding
 * laboratory, the pharmacist who holds the pharmacy, and the online shop's pharmacist are each one kind of
 * pharmacist, not the whole pharmacy; a job of "its" unit is a job of the unit just named; a thing's managers
 * whose thing is itself a job are that job; a board's seats listed after its heading in the Romance languages
 * (with their feminine endings and "y compris") restate the board. Each table is written in our own words.
 */

describe("a pharmacy's compounding laboratory is a job of its own", () => {
  it.each([
    [
      'Our compounding pharmacists and the lab technicians who help them. Not the counter staff.',
      ['Farmacéutico formulista', 'Pharmacist – Compounding Lab', 'Técnica de laboratorio de formulación'],
      ['Farmacéutica adjunta', 'Técnico en Farmacia y Parafarmacia', 'Director de Red de Farmacias'],
    ],
    [
      'Todo el personal de formulación magistral.',
      ['Responsable de Formulación Magistral', 'Farmacéutica formulista'],
      ['Farmacéutico titular', 'Auxiliar de farmacia', 'Chimiste formulateur'],
    ],
    [
      'Le personnel des préparations magistrales.',
      ['Pharmacien – préparations magistrales', 'Préparatrice, laboratoire de formulation'],
      ['Pharmacien adjoint', 'Préparatrice en pharmacie'],
    ],
    [
      'Mitarbeitende der Rezeptur (Apotheke).',
      ['Apothekerin Rezeptur', 'PTA Rezeptur'],
      ['Filialleiterin Apotheke', 'Apotheker'],
    ],
    [
      "Pharmacy compounding staff: compounding pharmacists, the lab's head and its technicians.",
      ['Head of Compounding Laboratory', 'Compounding Pharmacist'],
      ['Head of Retail Pharmacies', 'Chief Executive Officer', 'Community Pharmacist'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the pharmacist who holds the pharmacy is a kind of pharmacist', () => {
  it.each([
    [
      'Farmacéuticos titulares en activo.',
      ['Farmacéutica titular', 'Farmacèutic titular, Farmàcia del Mar'],
      ['Farmacéutica adjunta', 'Farmacéutico sustituto', 'Técnica en Farmacia'],
    ],
    [
      'Les pharmaciens titulaires de nos officines.',
      ['Pharmacien titulaire', 'Pharmacienne titulaire'],
      ['Pharmacien adjoint', 'Préparatrice en pharmacie'],
    ],
    [
      'Farmacisti titolari della rete.',
      ['Farmacista titolare'],
      ['Farmacista collaboratore', 'Commessa di farmacia'],
    ],
    [
      'Owner pharmacists only.',
      ['Pharmacist & Owner', 'Owner – Pharmacist'],
      ['Pharmacist', 'Relief Pharmacist', 'Pharmacy Technician'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a trade said with the online channel is that trade's online job", () => {
  it.each([
    [
      'The e-commerce team, the online pharmacist and online customer care.',
      ['Farmacéutico responsable venta online', 'E-commerce Manager', 'Online Customer Care Agent'],
      ['Farmacéutica adjunta', 'Farmacéutica titular', 'Area Manager', 'Key Account Manager'],
    ],
    ['Our internet dietitians.', ['Online Dietitian'], ['Dietitian', 'Nutritionist']],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a thing's managers whose thing is a job are that job", () => {
  it.each([
    [
      'E-commerce managers and developers.',
      ['E-commerce Manager', 'Head of E-commerce', 'Webshop Manager'],
      ['Area Manager', 'Key Account Manager', 'Sourcing Manager'],
    ],
    [
      'Online shop managers.',
      ['Online Shop Manager', 'Responsable e-commerce'],
      ['Store Manager', 'Product Manager'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a board's seats listed after its heading restate the board", () => {
  it.each([
    [
      "Membres du conseil d'administration : président(e), vice-président(e), administrateurs, y compris les administrateurs indépendants.",
      [
        ['Administrateur', 'board'],
        ['Présidente du conseil d’administration', 'board'],
        ['Administratrice indépendante', 'board'],
      ],
      ['Chief Executive Officer', 'Directeur général'],
    ],
    [
      'Miembros del consejo de administración: presidente(a), consejeros, incluidos los consejeros independientes.',
      [
        ['Consejero', 'board'],
        ['Consejera independiente', 'board'],
        ['Vicepresidente del Consejo de Administración', 'board'],
      ],
      ['Consejero Delegado adjunto de ventas', 'Director General'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a fragrance house's perfumers, flavourists and evaluators are each a job of their own", () => {
  it.each([
    [
      'Perfumers of every grade, trainees included. Not evaluators.',
      ['Senior Perfumer', 'Parfumeuse', 'Perfumista junior', 'Élève parfumeur'],
      ['Analytical Chemist', 'Chimiste d’application', 'Fragrance Evaluator', 'Head of Application Lab'],
    ],
    [
      'Parfümeure und Aromatiker:innen.',
      ['Parfümeurin', 'Junior-Aromatiker', 'Aromaticienne', 'Flavorist'],
      ['Laborant EFZ', 'Chemiker Analytik', 'Duftbewerterin'],
    ],
    [
      'Aromaticiens, tous niveaux. Pas les parfumeurs.',
      ['Aromaticien senior', 'Flavourist', 'Aromista'],
      ['Parfumeur', 'Technicien de laboratoire'],
    ],
    [
      'Fragrance evaluators and the sensory panel.',
      [
        'Évaluatrice Parfum',
        'Senior Fragrance Evaluator',
        'Sensory Panel Technician',
        'Técnica de análisis sensorial',
      ],
      ['Perfumer', 'Application Chemist', 'Consumer Marketing Manager'],
    ],
    [
      'Evaluadores de fragancias y panel sensorial.',
      ['Evaluadora de fragancias', 'Panelista sensorial'],
      ['Perfumista', 'Químico analítico'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a trade joined to a job of a named unit is of that unit too', () => {
  it.each([
    [
      'The pharmacists and technicians of a compounding lab.',
      ['Farmacéutica formulista', 'Pharmacy Technician – Compounding Lab'],
      ['Farmacéutica adjunta', 'Pharmacy Technician', 'Community Pharmacist'],
    ],
    [
      'Lab people: the pharmacists and technicians of our compounding (galenic) laboratory.',
      ['Pharmacist – Compounding Laboratory', 'Técnico, laboratorio de formulación'],
      ['Pharmacist', 'Técnica en Farmacia y Parafarmacia'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('students on placement, in Spanish and Catalan, are interns', () => {
  it.each([
    [
      'Farmacéuticos del grupo. No estudiantes en prácticas.',
      ['Farmacéutica adjunta', 'Farmacéutico titular'],
      [['Estudiante de Farmacia', 'intern'], 'Estudiant en pràctiques tutelades'],
    ],
    [
      'Alumnos en prácticas y becarios de cualquier área.',
      [
        ['Alumna en prácticas (FCT)', 'intern'],
        ['Becario de marketing', 'intern'],
      ],
      ['Técnico de marketing', 'Farmacéutica adjunta'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
