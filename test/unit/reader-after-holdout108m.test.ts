import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 108 (a land-surveying firm): the licensed surveyor, the survey technicians and
 * field crews beside them, and reality capture (photogrammetry, LiDAR, drone pilots) are each a job the title must
 * name. Each table is written in our own words.
 */

describe('a licensed surveyor is not the crew beside them', () => {
  it.each([
    [
      'Nos géomètres-experts, salariés compris. Pas les stagiaires.',
      ['Géomètre-expert', 'Géomètre-experte associée', 'Géomètre expert DPLG'],
      [
        'Technicien géomètre',
        'Topographe',
        'Chef de brigade',
        'Aide-opérateur topographe',
        'Ingénieur travaux',
      ],
    ],
    [
      'Landmeters-experten in dienst.',
      ['Landmeter-expert', 'Beëdigd landmeter-expert'],
      ['Meettechnicus', 'Topograaf', 'Projectleider'],
    ],
    [
      'Chartered surveyors only.',
      ['Chartered Surveyor', 'Licensed Land Surveyor'],
      ['Survey Technician', 'Party Chief', 'Chainman', 'Site Engineer'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('survey technicians and field crews are a trade the title must name', () => {
  it.each([
    [
      'Équipes de terrain : techniciens topographes, chefs de brigade et porte-mires. Pas les géomètres-experts.',
      ['Technicien topographe', 'Chef de brigade', 'Aide-opérateur', 'Topographe junior'],
      ['Géomètre-expert associé', 'Ingénieur géomètre', 'Dessinateur', 'Opérateur de production'],
    ],
    [
      'Survey technicians, party chiefs and chainmen.',
      ['Survey Technician', 'Party Chief', 'Chainman', 'Surveying Assistant'],
      ['Licensed Land Surveyor', 'Machine Operator', 'Project Engineer'],
    ],
    [
      'Vermessungstechniker und Messgehilfen.',
      ['Vermessungstechniker', 'Messgehilfe'],
      ['Öffentlich bestellter Vermessungsingenieur', 'Anlagenbediener'],
    ],
    [
      'Técnicos de topografía y auxiliares de topografía.',
      ['Técnico de topografía', 'Auxiliar de topografía', 'Topógrafo'],
      ['Operario de almacén', 'Delineante'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('reality capture and drone pilots are jobs of their own', () => {
  it.each([
    [
      'Photogrammetry and laser scanning specialists, and our drone pilots.',
      ['Photogrammetrist', 'Laser Scanning Technician', 'UAV Operator', 'Drone Pilot'],
      ['Airline Pilot', 'First Officer', 'Captain', 'CAD Technician'],
    ],
    [
      'Télépilotes de drones et spécialistes LiDAR.',
      ['Télépilote drone', 'Ingénieur LiDAR', 'Opérateur nuages de points'],
      ['Pilote de ligne', 'Commandant de bord', 'Technicien géomètre'],
    ],
    [
      'Drohnenpiloten und Fotogrammetrie.',
      ['Drohnenpilot', 'Fotogrammetrie-Spezialistin'],
      ['Flugkapitän', 'Erster Offizier'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the licensed surveyor’s trainee is a status, not every intern', () => {
  it.each([
    [
      'Stagiaires et apprentis actuels, pas les géomètres stagiaires.',
      [
        ['Stagiaire ingénieur topographe', 'intern'],
        ['Apprenti technicien géomètre', 'intern'],
        ['Alternante dessinatrice', 'intern'],
      ],
      [['Géomètre-expert stagiaire', 'intern'], ['Géomètre stagiaire', 'intern'], 'Comptable'],
    ],
    [
      'Tirocinanti, apprendisti e alternanti; non i géomètres-experts stagiaires.',
      [
        ['Alternant topographe', 'intern'],
        ['Apprendista disegnatore', 'intern'],
        ['Tirocinante ufficio tecnico', 'intern'],
      ],
      [['Géomètre stagiaire – candidat géomètre-expert', 'intern'], 'Tecnico topografo'],
    ],
  ] as const)('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a land acquisition team is a job the title must name', () => {
  it.each([
    [
      'Our land acquisition team.',
      ['Land Acquisition Manager', 'Land Agent', 'Right-of-Way Negotiator'],
      ['Project Developer', 'Surveyor', 'Legal Counsel'],
    ],
    [
      'Le pôle foncier.',
      ['Négociatrice foncière', 'Responsable foncier', 'Chargé d’affaires foncières'],
      ['Juriste copropriété', 'Technicien géomètre'],
    ],
    [
      'Grunderwerb-Team.',
      ['Referentin Grunderwerb', 'Grunderwerber'],
      ['Projektentwickler', 'Vermessungstechniker'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
