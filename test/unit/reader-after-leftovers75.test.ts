import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 75, the older sets' leftovers: "reception" in a definition asks for the
 * front desk (receptionists and whoever heads the front office), not for all of facilities or of a hotel; and
 * "civil servants" name an employer's staff, not civil engineering. Each table is written in our own words.
 */

describe('reception is a job, not all of facilities', () => {
  it.each([
    [
      'Guest-facing hotel teams: front office and reception, housekeeping. No maintenance.',
      ['Receptionist', 'Front Office Manager', 'Housekeeper'],
      ['Facility Manager', 'Maintenance Electrician', 'Security Officer – Reception'],
    ],
    [
      'Empfang und Rezeption in unseren Häusern.',
      ['Rezeptionistin', 'Leitung Empfang'],
      ['Hausmeister', 'Haustechniker', 'Reinigungskraft'],
    ],
    [
      "Le personnel d'accueil et la réception de l'hôtel.",
      ["Hôtesse d'accueil", 'Réceptionniste'],
      ['Responsable des services généraux', 'Agent de maintenance'],
    ],
    [
      'Recepción del hotel y recepcionistas de nuestras oficinas.',
      ['Recepcionista', 'Jefe de Recepción'],
      ['Técnico de Mantenimiento', 'Conserje de mantenimiento de edificios'],
    ],
    [
      'Receção do hotel e rececionistas das nossas lojas.',
      ['Rececionista', 'Chefe de Receção'],
      ['Eletricista de Manutenção', 'Diretor de Instalações e Manutenção'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a workshop's service receptionists stay service advisers", () => {
  it.each([
    [
      'Service advisers who take in customers and their cars (Serviceberater), not the service manager.',
      ['Serviceberater', 'Service Advisor'],
      ['Service Manager'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('civil servants are no civil engineers', () => {
  it.each([
    [
      'Civil engineers and structural engineers.',
      ['Civil Engineer', 'Structural Engineer'],
      ['Civil Servant', 'Civil Service Clerk'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a spa and wellness team set apart is left out', () => {
  it.each([
    [
      'Hotel staff: reception, kitchen and housekeeping. The spa and wellness team is separate and not included.',
      ['Receptionist', 'Head Chef', 'Housekeeper'],
      ['Spa Manager', 'Wellness Masseur', 'Masseurin'],
    ],
    [
      'Hotelpersonal: Rezeption und Küche, ohne Wellnessbereich.',
      ['Rezeptionistin', 'Koch'],
      ['Wellness-Masseurin', 'Leitung Wellness'],
    ],
    [
      'Our wellness team: masseurs and spa staff.',
      ['Wellness Masseur', 'Spa Therapist'],
      ['Receptionist', 'Head Chef'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
