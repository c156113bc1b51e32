import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 108 (an airport ground handler): a board heading whose list restates its seats
 * with a gloss ("executive or not", "who sit on the board"), the planners of staff and shifts, and the technicians who
 * maintain a fleet. Each table is written in our own words.
 */

describe('a board heading with its seats glossed asks for the board, not for heads of departments', () => {
  it.each([
    [
      'Board of directors: the chair and the directors (executive or non-executive) who currently sit on the board.',
      ['Chairman of the Board', ['Non-Executive Director', 'board'], ['Board Member', 'board']],
      ['Director of Human Resources', 'Head of Procurement', 'IT Manager', 'Sales Director'],
    ],
    [
      "Board: the chair and the directors who serve on the company's board. Not the auditors.",
      [['Non-Executive Director', 'board'], 'Chair of the Board'],
      ['Finance Director', 'Head of Legal', 'Operations Director'],
    ],
    [
      'Board: the chair and the directors (executive and non-executive) that sit on our board.',
      [['Independent Director', 'board'], 'Chairwoman of the Board'],
      ['Commercial Director', 'Head of HR', 'Director of Engineering'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('planners of staff and shifts are one job, with the head of that planning', () => {
  it.each([
    [
      'Planners of staff and crews: rostering and shift planning, including the head of planning.',
      ['Rostering Analyst', 'Head of Rostering', 'Workforce Planner', 'Crew Planner'],
      ['Load Planner', 'HR Director', 'Shift Supervisor', 'Operations Director', 'Recruiter'],
    ],
    [
      'Personeelsplanners en roosterplanning, inclusief de leidinggevende van de planning.',
      ['Roosterplanner', 'Teamleider Personeelsplanning'],
      ['HR-manager', 'Ploegleider productie', 'Operationeel directeur'],
    ],
    [
      'Planificateurs du personnel et des équipes, y compris le responsable de la planification.',
      ['Planificatrice des équipes terrain', 'Workforce Planning Manager'],
      ['Responsable RH', "Chef d'équipe", 'Directeur des opérations'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('technicians who maintain a fleet are its maintenance, not those who drive it', () => {
  it.each([
    [
      'Mechanics and technicians who maintain the vehicle fleet.',
      ['Fleet Mechanic', 'Vehicle Technician'],
      ['Truck Driver', 'Forklift Operator', 'Logistics Planner'],
    ],
    [
      'Techniciens qui entretiennent les véhicules et la flotte.',
      ['Mécanicien poids lourds', 'Mécanicienne véhicules'],
      ['Chauffeur', 'Opérateur logistique'],
    ],
    [
      'Tecnici che riparano i mezzi della flotta.',
      ['Meccanico mezzi', 'Meccanico officina'],
      ['Autista', 'Operatore di magazzino'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('the ramp and the passenger side of ground handling are jobs of their own', () => {
  it.each([
    [
      'Ramp staff: ramp agents, loaders and baggage handlers, de-icing crews included. Not the check-in desk.',
      ['Ramp Agent', 'Baggage Handler', 'De-icing Operator', 'Lead Loader'],
      [
        'Check-in Agent',
        'Gate Agent',
        'Station Manager',
        'GSE Mechanic – ramp vehicles',
        'Ramp Safety Officer',
      ],
    ],
    [
      'Personale di rampa: addetti di rampa e operatori unici aeroportuali.',
      ['Addetto di rampa', 'Operatore Unico Aeroportuale', 'Caposquadra rampa'],
      ['Agente di scalo check-in', 'Addetta assistenza PRM', 'Meccanico mezzi di rampa'],
    ],
    [
      'Agents de piste et bagagistes.',
      ['Agent de piste', 'Bagagiste'],
      ['Agent d’escale embarquement', 'Responsable maintenance GSE'],
    ],
    [
      'Passenger service agents, PRM assistance, lost and found.',
      ['Check-in Agent', 'Gate Agent', 'PRM Assistant', 'Lost and Found Agent'],
      ['Ramp Agent', 'Baggage Handler', 'Load Controller'],
    ],
    [
      'Personal de atención al pasajero: agentes de facturación, supervisores de pasajeros.',
      ['Agente de facturación (check-in)', 'Supervisora de pasajeros'],
      ['Agente de rampa', 'Mecánico GSE', 'Jefe de escala'],
    ],
    [
      'Assistenza a PRM e addetti di scalo al check-in.',
      ['Addetta assistenza PRM', 'Agente di scalo check-in'],
      ['Operatore Unico Aeroportuale', 'Caricatore'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
