import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { keptIn } from '../fixtures/reading.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 76 (a medical laboratory and a fund administrator): a regulated office held by
 * few (a conducting officer, a Qualified Person) is a job the title must name, and a bracket after it glosses it; the
 * people who represent the owners are judged on who they are elsewhere now; everyone who works at a named place is
 * judged on the place their title or headline names. Each table is written in our own words.
 */

describe('a regulated office is a job the title must name, not every manager', () => {
  it.each([
    [
      'Our conducting officers (the authorised managers / dirigeants approved by the regulator).',
      ['Conducting Officer', 'CEO & Conducting Officer', 'Chief Risk Officer and Conducting Officer'],
      ['Head of Operations', 'Manager Finance', 'Team Leader Transfer Agency', 'Directeur Commercial'],
    ],
    [
      'Les dirigeants agréés en fonction.',
      ['Dirigeant agréé – Risques', 'Conducting Officer, Compliance'],
      ['Directeur financier', 'Responsable des services généraux', 'Manager IT'],
    ],
    [
      'Die Conducting Officers der Verwaltungsgesellschaft.',
      ['Conducting Officer Portfolio Management'],
      ['Geschäftsführer', 'Abteilungsleiter Fondsbuchhaltung', 'Teamleiter IT'],
    ],
    [
      'Qualified Persons (QP) who release batches, not the rest of quality assurance.',
      ['Qualified Person', 'QP – Batch Release'],
      ['QA Manager', 'Head of Production', 'Quality Control Analyst'],
    ],
    [
      'Sachkundige Personen in der Chargenfreigabe.',
      ['Sachkundige Person (QP)'],
      ['Leiter Qualitätssicherung', 'Herstellungsleiter'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

const COMPANY: ProviderCompany = {
  ...EVAL_COMPANY,
  id: 9976,
  name: 'Harbourline Logistics B.V.',
  industry: 'Logistics',
};
const person = personAt(COMPANY, 'Full-time');

const OWNERS = {
  ownerExecutive: person('o1', 'Person o1', 'Supervisory board | CFO at Parent Holding', [
    ['Member of the Supervisory Board', 'here', '2020-01', null, 'Board'],
    ['Chief Financial Officer', 'Parent Holding N.V.', '2015-01', null],
  ]),
  fundPartner: person('o2', 'Person o2', 'Partner at Northgate Equity', [
    ['Partner', 'Northgate Equity', '2012-01', null],
    ['Commissaris', 'here', '2021-06', null, 'Board'],
  ]),
  saysSo: person(
    'o3',
    'Person o3',
    'Chair of the board',
    [['Chair of the Board', 'here', '2019-01', null, 'Board']],
    'On behalf of our shareholder, the city port authority, I chair the board.',
  ),
  independent: person('o4', 'Person o4', 'Independent Non-Executive Director', [
    ['Independent Non-Executive Director', 'here', '2020-01', null, 'Board'],
    ['Independent Director', 'self-employed', '2016-01', null, 'Self-employed'],
  ]),
  executiveHereSeatElsewhere: person('o5', 'Person o5', 'COO | board member of a trade association', [
    ['Chief Operating Officer', 'here', '2018-01', null],
    ['Board Member', 'Dutch Logistics Association', '2022-01', null],
  ]),
  formerParentExecutive: person('o6', 'Person o6', 'Senior Adviser to the Board', [
    ['Senior Adviser to the Board', 'here', '2022-01', null, 'Advisor'],
    ['Member of the Executive Committee', 'Parent Holding N.V.', '2001-01', '2021-12'],
  ]),
  employee: person('o7', 'Person o7', 'Planner', [['Transport Planner', 'here', '2019-01', null]]),
};

describe('the people who represent the owners are judged on who they are elsewhere now', () => {
  // (Representatives "on the board" alone are the board's members: reader-after-holdout53.)
  it.each([
    [
      'en',
      'People who represent our shareholders on our boards (executives or partners of the owners). Independent directors do not count.',
    ],
    ['en', 'Shareholder representatives, not the independent directors.'],
    ['de', 'Vertreter der Gesellschafter, keine unabhängigen Mitglieder.'],
    ['fr', 'Les représentants des actionnaires, hors administrateurs indépendants.'],
    ['es', 'Quienes representan a los accionistas, sin consejeros independientes.'],
    ['nl', 'Vertegenwoordigers van de aandeelhouders, geen onafhankelijke commissarissen.'],
    ['pt', 'Os representantes dos acionistas, sem os independentes.'],
  ] as const)('%s: "%s"', (_lang, definition) =>
    expect(keptIn(definition, COMPANY, OWNERS)).toEqual(['fundPartner', 'ownerExecutive', 'saysSo']),
  );
});

const PLACES = {
  titleSays: person('p1', 'Person p1', 'Analyst', [
    ['Operations Analyst (Rotterdam)', 'here', '2020-01', null],
  ]),
  headlineSays: person('p2', 'Person p2', 'Planner – Rotterdam hub', [
    ['Transport Planner', 'here', '2021-01', null],
  ]),
  intern: person('p3', 'Person p3', 'Intern – Antwerp office', [
    ['Intern Customs', 'here', '2025-09', null, 'Internship'],
  ]),
  headOfPlace: person('p4', 'Person p4', 'Head of the Rotterdam office', [
    ['Office Director Rotterdam', 'here', '2016-01', null],
  ]),
  elsewhere: person('p5', 'Person p5', 'Customs Specialist – Venlo', [
    ['Customs Specialist', 'here', '2018-01', null],
  ]),
  aboutOnly: person(
    'p6',
    'Person p6',
    'Head of Customs',
    [['Head of Customs', 'here', '2015-01', null]],
    'Leading customs teams across Venlo, Rotterdam and Antwerp.',
  ),
  leftPlace: person('p7', 'Person p7', 'Former planner', [
    ['Planner (Rotterdam)', 'here', '2015-01', '2019-12'],
    ['Planner', 'Other Logistics', '2020-01', null],
  ]),
};

describe('everyone who works at a named place is judged on the place their title or headline names', () => {
  it.each([
    [
      'en',
      'Everyone who works in our Rotterdam office, in any role, interns included.',
      ['titleSays', 'headlineSays', 'headOfPlace'],
    ],
    [
      'en',
      'Everyone who works at our offices in Rotterdam and Antwerp.',
      ['titleSays', 'headlineSays', 'headOfPlace', 'intern'],
    ],
    ['de', 'Alle, die an unserem Standort Rotterdam arbeiten.', ['titleSays', 'headlineSays', 'headOfPlace']],
    [
      'pt',
      'Todas as pessoas que trabalham no escritório de Roterdão ou Rotterdam.',
      ['titleSays', 'headlineSays', 'headOfPlace'],
    ],
    ['nl', 'Iedereen die op ons kantoor in Antwerpen of Antwerp werkt.', ['intern']],
    ['fr', 'Tous ceux qui travaillent au bureau de Venlo.', ['elsewhere']],
    ['es', 'Todas las personas que trabajan en la oficina de Venlo.', ['elsewhere']],
  ] as const)('%s: "%s"', (_lang, definition, keep) =>
    expect(keptIn(definition, COMPANY, PLACES)).toEqual([...keep].sort()),
  );
});

const ENGAGEMENTS = {
  onCall: person('e1', 'Person e1', 'Phlebotomist', [
    ['Phlebotomist', 'here', '2023-01', null, 'Oproepkracht'],
  ]),
  onCallDe: person('e2', 'Person e2', 'Servicekraft', [
    ['Servicekraft', 'here', '2023-01', null, 'Abrufkraft'],
  ]),
  casual: person('e3', 'Person e3', 'Warehouse helper', [
    ['Warehouse Helper', 'here', '2023-01', null, 'Casual'],
  ]),
  freelancer: person('e4', 'Person e4', 'Designer', [['Designer', 'here', '2023-01', null, 'Freelance']]),
  employee: person('e5', 'Person e5', 'Phlebotomist', [['Phlebotomist', 'here', '2023-01', null]]),
  intern: person('e6', 'Person e6', 'Intern', [['Intern Logistics', 'here', '2023-01', null, 'Internship']]),
};

describe('on-call workers are called in as work is needed: casual workers', () => {
  it.each([
    ['en', 'Freelancers and on-call workers, no employees or interns.'],
    ['en', 'Contractors, agency temps and on-call staff — nobody on a regular contract. Not interns.'],
    ['nl', "Zzp'ers, uitzendkrachten en oproepkrachten, geen stagiairs."],
    ['de', 'Freie Mitarbeiter und Abrufkräfte, keine Praktikanten.'],
  ] as const)('%s: "%s"', (_lang, definition) =>
    expect(keptIn(definition, COMPANY, ENGAGEMENTS)).toEqual(['casual', 'freelancer', 'onCall', 'onCallDe']),
  );
});
