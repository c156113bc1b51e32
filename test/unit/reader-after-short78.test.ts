import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after the short round on holdouts 77–79: payroll is a job of its own, named by the
 * definition in more words ("gestion des salaires", "processamento salarial") and by more titles (a Danish
 * or Norwegian wage bookkeeper, a Finnish wage calculator); and a definition that files payroll elsewhere
 * ("belongs to HR, not here") leaves it out. Each table is written in our own words.
 */

describe('an HR team that names payroll keeps the payroll clerks, not the rest of finance', () => {
  it.each([
    [
      "L'équipe RH au complet : responsables RH, chargés de recrutement, gestion des salaires.",
      ['Lønbogholder', 'Gestionnaire de paie', 'Técnica de Processamento Salarial', 'Chargée de recrutement'],
      ['Comptable', 'Contrôleur de gestion', 'Regnskabschef', 'Bogholder', 'Directeur financier'],
    ],
    [
      'People team: HR managers, recruiters and payroll. Every level.',
      ['Palkanlaskija', 'Lønnsbokholder', 'Payroll Specialist', 'HR Manager'],
      ['Accountant', 'Financial Controller', 'Bokholder', 'CFO'],
    ],
    [
      'Equipa de RH: diretora de pessoas, recrutamento e processamento salarial.',
      ['Processamento Salarial', 'Lønbogholder', 'Técnica de Recrutamento'],
      ['Técnica de Contabilidade', 'Controller', 'Diretor Financeiro'],
    ],
    [
      'Personalabteilung, alle Ebenen: Personalreferenten, Recruiting und Lohnbuchhaltung.',
      ['Lohnbuchhalterin', 'Palkanlaskija', 'Gestionnaire de paie', 'HR-Referentin'],
      ['Buchhalterin', 'Controllerin', 'Bogholder'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('payroll filed elsewhere ("belongs to HR, not here") is left out', () => {
  it.each([
    [
      'All of finance and accounting: controllers, accountants, treasury. Payroll belongs to HR, not here.',
      ['Accountant', 'Financial Controller', 'Treasury Analyst', 'Bogholder'],
      ['Payroll Specialist', 'Lønbogholder', 'Processamento Salarial'],
    ],
    [
      'Toda el área financiera: contables y controllers. Las nóminas pertenecen a RRHH, no aquí.',
      ['Contable', 'Controller'],
      ['Técnico de Nóminas', 'Payroll Specialist'],
    ],
    [
      'Die ganze Finanzabteilung. Die Lohnbuchhaltung gehört zur Personalabteilung, nicht hier.',
      ['Buchhalter', 'Controllerin'],
      ['Lohnbuchhalterin', 'Palkanlaskija'],
    ],
    [
      'Toute la finance : comptables, contrôleurs de gestion. La paie appartient aux RH, pas ici.',
      ['Comptable', 'Contrôleur de gestion'],
      ['Gestionnaire de paie', 'Lønbogholder'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the night shift is a job the title names: night work, not production by day', () => {
  it.each([
    [
      'Everyone on the night shift at the bakery.',
      ['Night Shift Supervisor', 'Boulanger de nuit', 'Nachtschicht-Bäcker'],
      ['Chef de production – fournil central', 'Boulanger', 'Shift Supervisor'],
    ],
    [
      "L'équipe de nuit de l'atelier.",
      ["Chef d'équipe de nuit – atelier", 'Padeiro (equipa de noite)', 'Night Baker'],
      ['Responsable de production', 'Pâtissier', 'Production Operator'],
    ],
    [
      'Night shift staff only.',
      ['Schichtleiter Nacht', 'Operaio turno di notte', 'Panadero de turno de noche'],
      ['Schichtleiter', 'Production Manager', 'Panadero'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
