import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, type Job, personAt } from '../eval/cases.js';
import { keptIn } from '../fixtures/reading.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 70 (a family cooperage and a family organ builder): employment kinds,
 * seats and exclusions that must narrow, not drop a whole engagement. Each table is written in our own words.
 */

describe('an exclusion of one kind of training engagement keeps the other kinds', () => {
  it.each([
    [
      'Only our working students (Werkstudierende). No interns, no apprentices.',
      [
        ['Werkstudentin Vertrieb', 'intern'],
        ['Working Student Data', 'intern'],
      ],
      [['Praktikant Buchhaltung', 'intern'], ['Auszubildender Mechatronik', 'intern'], 'Vertriebsleiter'],
    ],
    [
      'Interns only (Praktikum, stage). Not working students, not apprentices.',
      [
        ['Praktikantin Einkauf', 'intern'],
        ['Stagiaire marketing', 'intern'],
        ['Summer Intern Finance', 'intern'],
      ],
      [['Werkstudent IT', 'intern'], ['Apprenti chaudronnier', 'intern'], 'Einkaufsleiterin'],
    ],
    [
      'Stagiaires et apprentis. Pas les Werkstudenten.',
      [
        ['Stagiaire RH', 'intern'],
        ['Apprentie fondeuse', 'intern'],
      ],
      [['Werkstudentin Marketing', 'intern']],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

const COMPANY: ProviderCompany = {
  ...EVAL_COMPANY,
  id: 9970,
  name: 'Glockengießerei Varenholt',
  industry: 'Manufacturing',
};
const person = personAt(COMPANY, 'Full-time');
/** Whole profiles, one current job here each: key → [title, employment type, headline]. */
const roster = (rows: Record<string, [string, string, string?]>) =>
  Object.fromEntries(
    Object.entries(rows).map(([key, [title, type, headline]], i) => [
      key,
      person(`p${i}`, `Person ${i}`, headline ?? title, [[title, 'here', '2022-01', null, type] as Job]),
    ]),
  );

const OUTSIDERS = roster({
  freelanceDesigner: ['Grafikdesignerin', 'Freelance'],
  selfEmployedAdvisor: ['Advisor', 'Self-employed'],
  contractFitter: ['Monteur', 'Contract'],
  seasonalCaster: ['Gießereihelfer', 'Seasonal'],
  agencyTemp: ['Lagerhelfer (Zeitarbeit)', 'Temporary'],
  temporaryPacker: ['Packer', 'Temporary'],
  beiratMember: ['Mitglied des Beirats', 'Full-time'],
  staffFounder: ['Gießer', 'Full-time'],
});

describe('employment kinds that narrow: agency temps, fixed-term contracts, the self-employed', () => {
  it.each([
    [
      // An exclusion of agency temps drops those an agency placed, not every contractor.
      'Freelancer und Selbstständige, aber keine Zeitarbeiter.',
      ['contractFitter', 'freelanceDesigner', 'selfEmployedAdvisor'],
    ],
    ['Contractors and freelancers. No agency temps.', ['contractFitter', 'freelanceDesigner']],
    [
      // A fixed-term contract is asked for ("Contract", "Temporary", a season), not a freelancer or the staff.
      'Befristete Vertragskräfte (CDD, Saisonkräfte eingeschlossen).',
      ['agencyTemp', 'contractFitter', 'seasonalCaster', 'temporaryPacker'],
    ],
    [
      // A definition that excludes seasonal workers keeps its fixed-term contractors only.
      'Fixed-term contract staff. Not seasonal workers, not interns.',
      ['agencyTemp', 'contractFitter', 'temporaryPacker'],
    ],
    ['Befristete Vertragskräfte – keine Zeitarbeiter.', ['contractFitter', 'seasonalCaster']],
  ] as const)('"%s"', (definition, keep) => {
    expect(keptIn(definition, COMPANY, OUTSIDERS)).toEqual([...keep].sort());
  });
});

const SEATS = roster({
  beiratMember: ['Mitglied des Beirats', 'Full-time'],
  beiratChair: ['Beiratsvorsitzende', 'Full-time'],
  strategyCommittee: ['Membre du comité stratégique', 'Full-time'],
  boardAdvisor: ['Berater des Beirats', 'Part-time'],
  selfEmployedAdvisor: ['Advisor', 'Self-employed'],
  freelanceAdvisor: ['Beraterin', 'Freelance'],
  ceo: ['Geschäftsführer', 'Full-time'],
});

describe('a seat on a Beirat or a strategy committee is a seat, not an advisor’s engagement', () => {
  it.each([
    [
      'Beirat members and members of the strategy committee. Not advisors who are not on it.',
      ['beiratChair', 'beiratMember', 'strategyCommittee'],
    ],
    [
      // Excluding board members drops the Beirat's seats and keeps the advisors (of the Beirat too).
      'Strategic advisors, expert advisors. Not board members.',
      ['boardAdvisor', 'freelanceAdvisor', 'selfEmployedAdvisor'],
    ],
    [
      // A clause that names advisors beside board seats asks for the freelance advisor too; a definition that names
      // no Beirat leaves its seats out of "board members".
      'Board members and advisors — non-executive directors. Not the executives.',
      ['beiratChair', 'beiratMember', 'boardAdvisor', 'freelanceAdvisor', 'selfEmployedAdvisor'],
    ],
    [
      // Naming the Beirat makes its seats board seats the definition asks for.
      'Board members (Aufsichtsrat and Beirat), chairs included.',
      ['beiratChair', 'beiratMember', 'strategyCommittee'],
    ],
  ] as const)('"%s"', (definition, keep) => {
    expect(keptIn(definition, COMPANY, SEATS).filter((k) => k !== 'ceo')).toEqual([...keep].sort());
  });
});

const OWNERS: Record<string, ReturnType<typeof person>> = {
  retiredOwner: person('o1', 'Person o1', 'Inhaber i.R.', [['Inhaber', 'here', '1985-01', '2012-12']]),
  currentOwner: person('o2', 'Person o2', 'Inhaberin', [['Inhaberin', 'here', '2013-01', null]]),
  formerClerk: person('o3', 'Person o3', 'Rentner', [['Buchhalter', 'here', '1990-01', '2015-12']]),
};

describe('"current or retired" asks for the holders who have left too', () => {
  it.each([
    ['Owners of the business, current or retired.', ['currentOwner', 'retiredOwner']],
    ['Propriétaires de l’entreprise, actuels ou retraités.', ['currentOwner', 'retiredOwner']],
    ['Inhaber, aktive oder im Ruhestand.', ['currentOwner', 'retiredOwner']],
    ['Owners of the business.', ['currentOwner']],
  ] as const)('"%s"', (definition, keep) => {
    expect(keptIn(definition, COMPANY, OWNERS)).toEqual([...keep].sort());
  });
});

const CONTRACTORS = roster({
  strategyConsultant: ['Strategieberater', 'Freelance'],
  expertWitness: ['Glockensachverständiger', 'Contract'],
  seniorAdvisor: ['Senior Advisor', 'Self-employed'],
  freelanceWelder: ['Schweißer', 'Freelance'],
  contractSalesRep: ['Sales Representative Nordics', 'Contract'],
  outsideCounsel: ['Conseil juridique externe', 'Self-employed'],
  legalAdvice: ['Externe Rechtsberatung Arbeitsrecht', 'Freelance'],
});

describe('consultants named beside advisors are a job the title names, not every contractor', () => {
  it.each([
    [
      'Strategic advisors and consultants, e.g. bell experts. Not lawyers.',
      ['expertWitness', 'seniorAdvisor', 'strategyConsultant'],
    ],
    [
      // Outsiders asked for as such: "consultants" are every outside contractor, as before.
      'External advisors and consultants. Not lawyers.',
      ['contractSalesRep', 'freelanceWelder', 'seniorAdvisor', 'strategyConsultant', 'expertWitness'],
    ],
  ] as const)('"%s"', (definition, keep) => {
    expect(keptIn(definition, COMPANY, CONTRACTORS)).toEqual([...keep].sort());
  });
});
