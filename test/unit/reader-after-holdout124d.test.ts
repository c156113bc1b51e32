import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 124 (a cinema chain, a lift company): an emergency call centre is a unit the
 * title must name, its head said "included" is its own head; the top tier of management bounds the director words
 * beside it; a job of events is one the title must name, and those who sell the events are its people. Each table
 * is written in our own words.
 */

describe('an emergency call centre is a unit the title must name, its head included', () => {
  it.each([
    [
      'Das gesamte Team unserer Notrufzentrale, Leitung eingeschlossen.',
      ['Notrufdisponent', 'Leiter Notrufzentrale', 'Disponentin Notrufzentrale (Nachtschicht)'],
      ['Leiter Vertrieb', 'Technischer Geschäftsführer', 'Mitarbeiterin Kundenservice', 'Servicetechniker'],
    ],
    [
      'Everyone working in the emergency call centre, management included.',
      ['Emergency Call Handler', 'Head of Emergency Call Centre'],
      ['Head of Sales', 'CFO', 'Customer Service Agent', 'Field Service Engineer'],
    ],
    [
      "Tout le personnel du centre d'appels d'urgence, direction comprise.",
      ["Opératrice centre d'appels d'urgence", "Responsable du centre d'appels d'urgence"],
      ['Directeur commercial', 'Directrice financière', 'Technicien de maintenance'],
    ],
    [
      'Todo el personal de la central de emergencias.',
      ['Operadora Central de Emergencias', 'Jefe de la Central de Emergencias'],
      ['Director Comercial', 'Técnico de mantenimiento', 'Director General'],
    ],
  ])('%s', keepsAndDrops);
});

describe('the top tier of management bounds the director words beside it', () => {
  it.each([
    [
      'Direktoren der obersten Leitungsebene.',
      ['CEO', 'Geschäftsführerin'],
      ['Leiter IT', 'Lagerleiter', 'Leiterin Personal', 'Director of Marketing'],
    ],
    [
      'Directors at the top level of management only.',
      ['Chief Executive Officer', 'CFO'],
      ['Head of IT', 'Warehouse Manager', 'Director of Sales'],
    ],
  ])('%s', keepsAndDrops);
});

describe('a job of events is one the title must name', () => {
  it.each([
    [
      "Coordinateurs et responsables d'événements, y compris ceux qui vendent les événements aux entreprises.",
      ['Coordinatrice événements', 'Responsable Ventes & Événements'],
      [
        'Key Account Manager',
        'Directeur commercial',
        'Chargée de communication',
        'Chef de produit marketing',
      ],
    ],
    [
      'Event coordinators and event managers, including those who sell our events to companies.',
      ['Event Coordinator', 'Head of Corporate Sales & Events'],
      ['Sales Engineer', 'Head of Sales', 'Content Marketer', 'CRM Specialist'],
    ],
    [
      'Eventkoordinatoren und Eventmanager.',
      ['Eventmanagerin', 'Koordinator Events'],
      ['Referentin Marketing', 'Vertriebsleiter', 'Social Media Manager'],
    ],
  ])('%s', keepsAndDrops);
});

describe('projectionists and cinema technicians are a job the title must name', () => {
  it.each([
    [
      'Projection and cinema technology: projectionists, cinema technicians and whoever heads projection.',
      ['Projectionist', 'Cinema Technician (laser & sound)', 'Head of Projection'],
      ['Technical Director', 'Head of Engineering', 'Film Programmer', 'Facility Technician'],
    ],
    [
      'Filmvorführer und Kinotechniker, auch freiberuflich.',
      ['Filmvorführerin', 'Kinotechniker (freiberuflich)'],
      ['Technischer Leiter', 'Servicetechniker Aufzüge', 'Programmplaner'],
    ],
    [
      'Proiezionisti e tecnici di cabina.',
      ['Proiezionista', 'Tecnico di cabina di proiezione'],
      ['Tecnico manutentore', 'Direttore tecnico', 'Programmatore software'],
    ],
    [
      'Projectionnistes et techniciens cinéma.',
      ['Projectionniste', 'Technicienne cinéma'],
      ['Technicien de maintenance', 'Directeur technique'],
    ],
  ])('%s', keepsAndDrops);
});

describe('the manager of a cinema is a job the title must name', () => {
  it.each([
    [
      'Cinema managers and Kinoleiter.',
      ['Cinema Manager – Leeds', 'Kinoleiterin', 'Bioscoopmanager'],
      ['Leiter Werkstatt', 'Lagerleiter', 'Branch Manager'],
    ],
    [
      'Directeurs de cinéma et gerentes de cine.',
      ['Directrice de cinéma', 'Gerente de cine'],
      ['Directeur technique', 'Gerente de almacén'],
    ],
  ])('%s', keepsAndDrops);
});
