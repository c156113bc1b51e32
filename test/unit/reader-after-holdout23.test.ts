import { describe, expect, it } from 'vitest';
import { kept } from '../fixtures/reading.js';

/**
 * Definitions after holdout 23 (issue 22), each held over generated variants (templates × seven
 * languages × titles, trades in no set among them): a list in parentheses right after "below the
 * management level" names who is asked for, not who is excluded; developer relations is its own job,
 * which plain engineers do not do and which an engineering definition does not ask for; development or
 * technology of food and recipes is product R&D, not software engineering.
 */

describe('"below the management level (developers, senior, staff)": the list names who is asked for', () => {
  const BELOW: [string, string][] = [
    ['en', 'Software developers below management level (developers, senior, staff). No team leads.'],
    ['en', 'Engineers below manager level (developers, senior engineers, staff); no CTO.'],
    [
      'de',
      'Softwareentwickler:innen unterhalb der Managementebene (Entwickler, Senior, Staff). Keine Teamleads.',
    ],
    [
      'de',
      'Entwickler*innen unterhalb der Managementebene (Entwickler, Senior, Staff; Freelancer zählen mit).',
    ],
    ['fr', 'Développeur·euse·s en dessous du niveau manager (développeurs, senior, staff). Pas de CTO.'],
    ['es', 'Desarrolladores por debajo del nivel de manager (desarrolladores, senior, staff). Sin CTO.'],
    ['pt', 'Desenvolvedores abaixo do nível de manager (desenvolvedores, senior, staff). Sem CTO.'],
    ['it', 'Sviluppatori al di sotto del livello manager (sviluppatori, senior, staff). Niente CTO.'],
    ['nl', 'Ontwikkelaars onder het niveau van manager (ontwikkelaars, senior, staff). Geen CTO.'],
  ];
  const YES = ['Senior Backend Engineer', 'Software Developer', 'Junior Developer', 'Mobile Developer'];
  const NO = ['Engineering Manager', 'Chief Technology Officer', 'Account Executive'];
  for (const [lang, definition] of BELOW)
    it(`${lang}: ${definition}`, () => {
      expect(kept(definition, [...YES, ...NO])).toEqual(YES);
    });

  it('a list naming the ceiling itself stays with the ceiling', () => {
    expect(
      kept('Everyone below the C-suite (CEO, CFO, CTO)', ['Chief Financial Officer', 'Accountant']),
    ).toEqual(['Accountant']);
  });
});

describe('developer relations is its own job: not every engineer, and not what an engineering definition asks', () => {
  const DEVREL: [string, string][] = [
    ['en', 'devrel folks - developer advocates, dev evangelists and whoever runs devrel'],
    ['en', 'Developer relations: advocates and the head of DevRel'],
    ['de', 'Developer Relations: Developer Advocates und wer DevRel leitet'],
    ['fr', 'Relations développeurs : developer advocates et évangélistes techniques'],
    ['es', 'Relaciones con desarrolladores: developer advocates y evangelistas'],
    ['pt', 'Relações com desenvolvedores (devrel): developer advocates e evangelistas'],
    ['it', 'DevRel: developer advocate ed evangelisti tecnici'],
    ['nl', 'Developer relations: developer advocates en tech evangelists'],
  ];
  const YES = [
    'Developer Advocate',
    'Head of Developer Relations',
    'Senior Developer Evangelist',
    'DevRel Engineer',
  ];
  const NO = ['Senior Backend Engineer', 'Staff Engineer', 'Chief Technology Officer', 'Customer Advocate'];
  for (const [lang, definition] of DEVREL)
    it(`${lang}: ${definition}`, () => {
      expect(kept(definition, [...YES, ...NO])).toEqual(YES);
    });

  const ENGINEERING: [string, string][] = [
    ['en', 'Software engineers and developers, any level'],
    ['de', 'Softwareentwickler:innen und Engineering-Leitung'],
    ['fr', 'Développeurs logiciel et ingénieurs'],
    ['es', 'Desarrolladores de software e ingenieros'],
    ['pt', 'Desenvolvedores de software e engenheiros'],
    ['it', 'Sviluppatori software e ingegneri'],
    ['nl', 'Softwareontwikkelaars en engineers'],
  ];
  for (const [lang, definition] of ENGINEERING)
    it(`${lang}: ${definition} keeps no developer advocate`, () => {
      expect(
        kept(definition, ['Developer Advocate', 'Head of Developer Relations', 'Senior Backend Engineer']),
      ).toEqual(['Senior Backend Engineer']);
    });
});

describe('development and technology of food and recipes is product R&D, not software engineering', () => {
  const FOOD: [string, string][] = [
    ['en', 'Food technologists and food developers who create new recipes'],
    ['de', 'Lebensmitteltechnolog:innen und Rezeptentwickler:innen'],
    ['fr', 'Technologues alimentaires et développeurs de recettes'],
    ['es', 'Tecnólogos de alimentos y desarrolladores de recetas'],
    ['pt', 'Tecnólogos de alimentos e desenvolvedores de receitas'],
    ['it', 'Tecnologi alimentari e sviluppatori di ricette'],
    ['nl', 'Levensmiddelentechnologen en receptontwikkelaars'],
  ];
  const YES = ['Food Technologist', 'Tecnologo alimentare'];
  const NO = [
    'Senior Backend Engineer',
    'Chief Technology Officer',
    'Frontend Developer',
    'Seilbahntechniker',
  ];
  for (const [lang, definition] of FOOD)
    it(`${lang}: ${definition}`, () => {
      expect(kept(definition, [...YES, ...NO])).toEqual(YES);
    });
});
