import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 71 (a Bohemian glassworks and a Kildare stud and racing yard): lists of kinds
 * before one noun, the terms of work a heading gives its examples, and "assistant" before a job's noun. Each table
 * is written in our own words.
 */

describe('a list of kinds before one head noun qualifies that noun', () => {
  it.each([
    [
      'Apprentice, trainee and freelance electricians.',
      [
        ['Apprentice Electrician', 'intern'],
        ['Trainee Electrician', 'intern'],
        ['Freelance Electrician', 'contractor'],
      ],
      [
        ['Apprentice Baker', 'intern'],
        ['Trainee Accountant', 'intern'],
        ['Freelance Graphic Designer', 'contractor'],
      ],
    ],
    [
      'Our apprentice and freelance welders, nobody else.',
      [
        ['Apprentice Welder', 'intern'],
        ['Welder', 'contractor'],
      ],
      [
        ['Apprentice Chef', 'intern'],
        ['Freelance Copywriter', 'contractor'],
      ],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a heading's terms of work bind the examples after its colon", () => {
  it.each([
    [
      'People who work for us on a freelance or contract basis: designers, translators, sales agents.',
      [
        ['Product Designer', 'contractor'],
        ['Translator', 'contractor'],
        ['Sales Agent', 'contractor'],
      ],
      ['UX Designer', 'Sales Manager', 'Export Sales Executive'],
    ],
    [
      'Anyone engaged on a self-employed basis: photographers, copywriters and designers. Not employees.',
      [
        ['Photographer', 'contractor'],
        ['Graphic Designer', 'contractor'],
      ],
      ['Product Designer', 'Marketing Manager', 'Brand Designer'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('"assistant" before a job\'s noun is that job\'s junior rank, not an assistant', () => {
  it.each([
    [
      'The head coach and the assistant coaches.',
      ['Head Coach', 'Assistant Coach'],
      ['Executive Assistant', 'Sales Assistant', 'Assistant to the CEO'],
    ],
    [
      'Engineers and assistant engineers on site.',
      ['Assistant Engineer', 'Site Engineer'],
      ['Executive Assistant', 'Personal Assistant', 'Office Assistant'],
    ],
    [
      'Our trainers and assistant trainers (training team).',
      ['Trainer', 'Assistant Trainer'],
      ['Executive Assistant', 'HR Assistant'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("a stud's commercial desks are jobs a title names, not all of sales", () => {
  it.each([
    [
      'Stallion nominations and syndication staff, any seniority.',
      ['Nominations Manager', 'Syndication Executive', 'Head of Nominations & Syndication'],
      ['Sales Director', 'Export Sales Manager', 'Key Account Manager'],
    ],
    [
      'Bloodstock sales at any level; owner relations too.',
      ['Bloodstock Sales Executive', 'Owner Relations Coordinator', 'Head of Bloodstock Sales'],
      ['Sales Manager', 'Inside Sales Representative', 'Owner & Managing Director'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a bracket after advisors says whom they advise, no one asked for', () => {
  it.each([
    [
      'Current advisors (to the board, the CEO or the trustees).',
      [['Strategic Advisor', 'advisor']],
      ['Board Member', 'Chief Executive Officer', 'Trustee', 'Chair of the Board'],
    ],
    [
      'Les conseillers actuels (du conseil de surveillance ou de la direction).',
      [['Conseiller stratégique', 'advisor']],
      ['Membre du conseil de surveillance', 'Directeur général', 'Président du directoire'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('dispatch and transport compounds are logistics; drivers of outside firms are outsiders', () => {
  it.each([
    [
      'Magazijn en expeditie, ook het veetransport.',
      ['Expeditiemedewerker', 'Magazijnmedewerker', 'Transportplanner'],
      ['Onderhoudsmonteur', 'Productieleider', 'Maintenance Technician'],
    ],
    [
      'Warehouse and shipping staff; no drivers from external hauliers.',
      ['Warehouse Operative', 'Truck Driver'],
      [['HGV Driver', 'contractor']],
    ],
    [
      'Logistiek; geen chauffeurs van externe vervoerders.',
      ['Vrachtwagenchauffeur', 'Logistiek medewerker'],
      [['Chauffeur', 'contractor']],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
