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
