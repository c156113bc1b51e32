import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 107 (a vegetable seed breeder): plant breeders are a job the title must name, in
 * breeding; "of all crops" says their scope; breeding and trial support is the breeders' support, not the customers';
 * plant variety rights are legal, not a production plant; crop specialists are a job of their own. Each table is
 * written in our own words.
 */

describe('plant breeders are a job the title must name; breeding assistants and phenotypers are not breeders', () => {
  it.each([
    [
      'Plant breeders of all crops, and the head of breeding. No breeding assistants.',
      ['Plant Breeder', 'Senior Veredelaar komkommer', 'Head of Breeding'],
      ['Breeding Assistant', 'Kasmedewerker', 'Teeltmanager', 'Production Manager', 'Crop specialist melon'],
    ],
    [
      'Plantenveredelaars van alle gewassen, geen veredelingsassistenten.',
      ['Veredelaar sla', 'Plant Breeder – Cucurbits'],
      [
        'Veredelingsassistent sla',
        'Fenotyperingsmedewerker',
        'Kasmedewerker',
        'Teeltleider',
        'Operator coating',
      ],
    ],
    [
      'Pflanzenzüchter aller Kulturen.',
      ['Pflanzenzüchterin Weizen', 'Plant Breeder'],
      ['Gärtnermeister', 'Produktionsleiter', 'Phenotyping Technician'],
    ],
    [
      'Sélectionneurs de toutes les variétés.',
      ['Sélectionneuse tomate', 'Plant Breeder'],
      ['Chef de culture', 'Responsable de production', 'Technicienne phénotypage'],
    ],
    [
      'Mejoradores genéticos de todos los cultivos.',
      ['Mejoradora genética pimiento', 'Veredelaar paprika'],
      ['Jefe de cultivo', 'Jefe de producción', 'Técnico de fenotipado'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('breeding and trial support is breeding, not customer support', () => {
  it.each([
    [
      'Breeding and trial support: breeding assistants, phenotypers and the heads of our trial stations. No breeders.',
      ['Breeding Assistant', 'Phenotyping Technician', 'Proefveldmedewerker', 'Trial Station Manager'],
      ['Plant Breeder', 'Customer Service Representative', 'Teamleider klantenservice', 'Kasmedewerker'],
    ],
    [
      'Ondersteuning van de veredeling: veredelingsassistenten en fenotypering.',
      ['Veredelingsassistente', 'Fenotyperingsspecialist'],
      ['Klantenservice medewerker', 'Medewerker orderdesk', 'Operator coating'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('plant variety rights are legal, not a production plant', () => {
  it.each([
    [
      "In-house lawyers and plant breeders' rights specialists.",
      ['Bedrijfsjurist', 'PVR Specialist', 'Legal Counsel'],
      [
        'Plant Breeder',
        'Production Manager',
        'Site Manager – seed production',
        'Field Production Supervisor',
      ],
    ],
    [
      'Legal and plant variety rights.',
      ['Specialist kwekersrecht', 'Juriste'],
      ['Plant Manager', 'Veredelaar tomaat', 'Productieleider'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('crop specialists are a job the title must name', () => {
  it.each([
    [
      'Area sales managers and crop specialists who advise growers.',
      ['Crop Specialist Cucumber', 'Teeltadviseur komkommer', 'Area Sales Manager'],
      ['Kasmedewerker', 'Bestuiver', 'Teeltleider', 'Plant Breeder'],
    ],
    [
      'Especialistas de cultivo y jefes de zona de ventas.',
      ['Especialista de Cultivo pimiento', 'Crop specialist'],
      ['Operario de invernadero', 'Jefe de cultivo'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
