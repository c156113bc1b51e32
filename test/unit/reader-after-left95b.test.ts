import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after the leftovers of holdouts 87 to 94 (trades and functions). Each table is written
 * in our own words.
 */

describe('"Mitarbeitende" is staff, as "Mitarbeiter" is: it adds no words the reader must understand', () => {
  it.each([
    [
      'Alle Mitarbeitenden der internen Informatik.',
      ['Leiterin Informatik', 'Systemadministrator'],
      ['Buchhalterin'],
    ],
    [
      'Mitarbeitende der internen IT, auch Lernende.',
      ['IT-Supporter', 'Netzwerkadministratorin'],
      ['Controller'],
    ],
    [
      'Die Mitarbeitenden der internen Buchhaltung.',
      ['Finanzbuchhalterin', 'Kreditorenbuchhalter'],
      ['Systemadministrator'],
    ],
    ['Mitarbeitende der internen Logistik.', ['Logistikleiter', 'Lagerlogistiker'], ['Finanzbuchhalterin']],
  ])('%s', (definition, keep, drop) => {
    keepsAndDrops(definition, keep, drop);
  });
});

describe('a bare "support" in a list under an IT heading is IT’s desk, not customer support', () => {
  it.each([
    [
      'Informatik (Leitung, Systemtechnik, Support, Applikationsbetreuung).',
      ['Leiter Informatik', 'IT-Supporter', 'Systemadministrator'],
      ['Kundenberaterin Kundenservice', 'Customer Service Agent'],
    ],
    [
      'IT: infrastructure, support and projects.',
      ['IT Support Technician', 'Head of IT', 'Network Administrator'],
      ['Customer Support Agent', 'Medewerker klantenservice'],
    ],
    [
      "L'informatique interne (direction, support, réseaux).",
      ['Responsable informatique', 'Technicien support informatique', 'Administrateur systèmes'],
      ['Conseiller clientèle', 'Customer Service Representative'],
    ],
    [
      'ICT (beheer, support, ontwikkeling).',
      ['Systeembeheerder', 'ICT-medewerker', 'Functioneel beheerder'],
      ['Medewerker klantenservice', 'Customer Support Agent'],
    ],
  ])('%s', (definition, keep, drop) => {
    keepsAndDrops(definition, keep, drop);
  });
  it.each([
    [
      'Customer care: support, complaints and returns.',
      ['Customer Support Agent', 'Kundenberaterin Kundenservice'],
      ['Systemadministrator'],
    ],
  ])('without IT, %s stays customer support', (definition, keep, drop) => {
    keepsAndDrops(definition, keep, drop);
  });
});

describe('a range down to "the most junior" is every level, not a bar of juniority on the list', () => {
  it.each([
    [
      'Achats : acheteurs, approvisionneurs et responsables achats, du directeur des achats jusqu’au plus junior.',
      ['Directeur des achats', 'Acheteuse', 'Acheteur senior'],
      ['Comptable fournisseurs', 'Ingénieur méthodes'],
    ],
    [
      'Compras: compradores y jefes de compras, desde el director de compras hasta el más junior.',
      ['Director de Compras', 'Comprador', 'Jefa de Compras'],
      ['Contable', 'Ingeniero de procesos'],
    ],
    [
      'Einkauf: Einkäufer und Einkaufsleiter, vom Leiter Einkauf bis zum jüngsten Mitarbeiter.',
      ['Leiter Einkauf', 'Einkäuferin', 'Senior Einkäufer'],
      ['Buchhalterin', 'Produktionsleiter'],
    ],
    [
      'Acquisti: buyer e responsabili acquisti, dal direttore acquisti fino al più junior.',
      ['Direttore Acquisti', 'Buyer', 'Responsabile Acquisti'],
      ['Contabile', 'Responsabile di produzione'],
    ],
    [
      'Purchasing: buyers and purchasing managers, from the purchasing director down to the most junior.',
      ['Purchasing Director', 'Senior Buyer', 'Buyer'],
      ['Accountant', 'Plant Manager'],
    ],
  ])('%s', (definition, keep, drop) => {
    keepsAndDrops(definition, keep, drop);
  });
});

describe('a traffic head ("chef de trafic", "jefa de tráfico") plans transport', () => {
  it.each([
    [
      'Exploitation transport : affréteurs et chefs de trafic.',
      ['Chef de trafic', 'Cheffe de trafic – agence de Lyon', 'Jefa de tráfico', 'Affréteuse'],
      ['Comptable', 'Responsable RH'],
    ],
    [
      'Tráfico: jefes de tráfico y administrativos de tráfico.',
      ['Jefe de tráfico', 'Chef de trafic', 'Jefa de tráfico – filial de Valencia'],
      ['Contable', 'Técnico de RRHH'],
    ],
  ])('%s', (definition, keep, drop) => {
    keepsAndDrops(definition, keep, drop);
  });
});

describe('food-safety audits in a definition ask for quality people, not the accountants', () => {
  it.each([
    [
      'Quality staff who run the IFS and HACCP audits.',
      ['Quality Manager', 'Technicienne qualité'],
      ['Financial Accountant', 'Contrôleur de gestion'],
    ],
    [
      'Qualité : responsables et techniciens qui mènent les audits IFS.',
      ['Responsable qualité', 'Technicien qualité'],
      ['Comptable clients', 'Contrôleur de gestion'],
    ],
  ])('%s', (definition, keep, drop) => {
    keepsAndDrops(definition, keep, drop);
  });
});
