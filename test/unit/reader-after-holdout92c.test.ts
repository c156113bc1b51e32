import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 94 (a credit union and a haulier): a lender's credit and loans officers
 * (ISCO-08 3312) and the collections and credit control staff (ISCO-08 4214) are jobs the title must name, not the
 * whole finance function; a leader "of that team" is the leadership of the team just named. Each table is written
 * in our own words.
 */

describe('the lending team is a job the title must name', () => {
  it.each([
    [
      'Our lending people: loan officers, mortgage advisers and the loans administration.',
      ['Loan Officer', 'Mortgage Adviser', 'Loans Administration Clerk', 'Head of Lending'],
      ['Financial Controller', 'Accountant', 'Payroll Officer', 'Head of Finance'],
    ],
    [
      'Service des prêts : chargés de prêts et analystes crédit.',
      ['Chargée de prêts immobiliers', 'Analyste crédit'],
      ['Comptable', 'Directeur administratif et financier', 'Contrôleur de gestion'],
    ],
    [
      'Equipo de préstamos: gestores de préstamos y asesores hipotecarios.',
      ['Gestor de préstamos', 'Asesora hipotecaria'],
      ['Contable', 'Responsable de Administración y Finanzas', 'Tesorero'],
    ],
    [
      'Kreditabteilung: Kreditsachbearbeiter und Baufinanzierungsberater.',
      ['Kreditsachbearbeiterin', 'Baufinanzierungsberater'],
      ['Buchhalter', 'Leiter Finanzen', 'Controller'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('collections and credit control are a job the title must name', () => {
  it.each([
    [
      'Collections and arrears staff who chase overdue accounts.',
      ['Collections Officer', 'Arrears Specialist', 'Credit Controller'],
      ['Accountant', 'Finance Director', 'Payroll Administrator'],
    ],
    [
      'Recouvrement : les personnes qui suivent les clients en impayé.',
      ['Chargée de recouvrement', 'Comptable clients – recouvrement'],
      ['Comptable fournisseurs', 'Contrôleur de gestion', 'DAF'],
    ],
    [
      'Cobranças: quem acompanha sócios em incumprimento e créditos em atraso.',
      ['Técnica de cobranças', 'Gestor de cobranças'],
      ['Contabilista', 'Diretor financeiro', 'Tesoureiro'],
    ],
    [
      'Huurincasso en huurachterstanden, medewerkers en consulenten.',
      ['Medewerker Huurincasso', 'Consulent Huurachterstanden'],
      ['Medewerker Financiële Administratie', 'Controller', 'Teamleider Verhuur'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a leader of that team is the team just named', () => {
  it.each([
    [
      'Rent collection: staff who chase arrears, and the team lead of that team.',
      ['Arrears Officer', 'Team Lead Collections'],
      ['Team Lead Maintenance', 'Head of Finance', 'Operations Manager'],
    ],
    [
      'Collections officers and the manager of that department.',
      ['Collections Officer', 'Collections Manager'],
      ['IT Manager', 'Finance Manager', 'Store Manager'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('heavy truck drivers named by their licence or vehicle class', () => {
  it.each([
    [
      'Drivers: HGV and porteur drivers, long distance or regional.',
      ['Conducteur SPL international', 'Conducteur porteur régional', 'HGV Driver'],
      ['Exploitant transport', 'Driver Trainer', 'Chef de quai'],
    ],
    [
      'Conducteurs SPL et PL, intérimaires compris.',
      ['Conducteur PL frigo', 'Conducteur SPL longue distance'],
      ['Responsable d exploitation', 'Mécanicien PL', 'Affréteur'],
    ],
    [
      'Our lorry drivers at home and abroad.',
      ['Conductor internacional de camión', 'Lorry Driver'],
      ['Jefe de tráfico', 'Conductor de orquesta', 'Warehouse Operative'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
