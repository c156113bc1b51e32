import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 113 (a theme park and a thermal spa): the operators of rides, the hydrotherapy
 * agents of a spa and its beauty and wellness staff are jobs the title must name; doctors or dieticians named alone
 * are not the other health professions; the fire watch is no brand; leaders joined to "their team leaders" are those
 * leaders; and seasonal workers named with "also" after jobs widen those jobs. Each table is in our own words.
 */

describe('ride operators are a job the title names by its rides', () => {
  it.each([
    [
      'Ride operators and their supervisors, seasonal staff included. No ride mechanics.',
      ['Ride Operator', 'Ride Supervisor (Seasonal)', 'Teamleider Attracties'],
      ['Ride Mechanic', 'Head of Marketing', 'Food & Beverage Manager', 'IT Manager'],
    ],
    [
      'Attractiemedewerkers, inclusief hun teamleiders en manager.',
      ['Attractiemedewerker', 'Teamleider Attracties', 'Manager Attracties'],
      ['Monteur Attracties', 'Hotelmanager', 'Manager HR', 'Commercieel Manager'],
    ],
    [
      'Fahrgeschäftsmitarbeiter und ihre Teamleiter.',
      ['Fahrgeschäftsmitarbeiterin', 'Teamleiter Fahrgeschäfte'],
      ['Technischer Inspekteur Fahrgeschäfte', 'Leiter Gastronomie'],
    ],
    [
      "Opérateurs d'attractions, saisonniers compris.",
      ["Opérateur d'attractions", "Chef d'équipe attractions"],
      ['Responsable restauration', 'Technicien attractions'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('hydrotherapy agents of a spa are a job of their own', () => {
  it.each([
    [
      'Agents thermaux et hydrothérapeutes, chefs d’équipe compris.',
      ['Agent thermal', 'Hydrothérapeute', "Chef d'équipe soins thermaux"],
      ['Kinésithérapeute', 'Esthéticienne', 'Médecin thermal'],
    ],
    [
      'Hydrotherapists who give the water treatments.',
      ['Hydrotherapist', 'Agente termal'],
      ['Physiotherapist', 'Spa Manager', 'Lifeguard'],
    ],
    [
      'Operatori termali e idroterapisti.',
      ['Operatore termale', 'Idroterapista'],
      ['Fisioterapista', 'Estetista'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a spa's beauty and wellness staff, not its physiotherapists", () => {
  it.each([
    [
      'Operatori del benessere, massaggiatori e il responsabile spa. Esclusi i fisioterapisti.',
      ['Estetista', 'Massaggiatore', 'Spa Manager'],
      ['Masseur-kinésithérapeute', 'Fisioterapista', 'Cameriere', 'Receptionist'],
    ],
    [
      'Esthéticiennes et praticiens bien-être du spa.',
      ['Esthéticienne', 'Praticienne bien-être'],
      ['Kinésithérapeute', 'Serveur', 'Agent de maintenance'],
    ],
    [
      'Spa staff and massage therapists; also freelancers and seasonal staff.',
      ['Spa Attendant', 'Massage Therapist (Seasonal)'],
      ['Waiter (Seasonal)', 'Ticket Desk Assistant (Seasonal)', 'Recruiter'],
    ],
    [
      'Medewerkers van de spa en masseurs, ook seizoenskrachten.',
      ['Spa Therapist', 'Masseur'],
      ['Kassamedewerker (seizoen)', 'Fysiotherapeut'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('doctors or dieticians named alone are not the other health professions', () => {
  it.each([
    [
      'Practising doctors, salaried or self-employed; no former doctors.',
      ['Physician', 'Médecin thermal', 'Fachärztin Rheumatologie'],
      ['Physiotherapist', 'Dietitian', 'Medical Secretary', 'Nurse'],
    ],
    [
      'Médicos en activo, asalariados o autónomos.',
      ['Médico rehabilitador', 'Médica de familia'],
      ['Fisioterapeuta', 'Secretaria médica', 'Nutricionista'],
    ],
    [
      'Physicians, nurses and physiotherapists; not dieticians or medical secretaries.',
      ['Médecin thermal', 'Nurse', 'Kinésithérapeute', 'Masseur-kinésithérapeute'],
      ['Diététicienne', 'Secrétaire médicale', 'Esthéticienne'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a fire watch is a guard, not a brand', () => {
  it.each([
    [
      'Beveiligers en brandwachten, ook ingehuurd.',
      ['Beveiliger', 'Brandwacht'],
      ['Brand Manager', 'Hoofd Marketing & Communicatie', 'Content Creator'],
    ],
    [
      'Security guards and brandwachten, agency staff included.',
      ['Security Guard', 'Brandwacht'],
      ['Marketing Manager', 'Brand Designer'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
