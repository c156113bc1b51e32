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
