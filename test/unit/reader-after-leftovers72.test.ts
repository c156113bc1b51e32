import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { keptIn } from '../fixtures/reading.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after the leftovers of holdouts 65, 70, 71 and 72. Each table is written in our own words.
 */

describe('an agency named as the way workers came asks for the ones it placed', () => {
  it.each([
    [
      'Deckhands and engineers who work on our ships through a crewing agency. No freelancers.',
      [
        ['Deckhand (via Northsea Crewing)', 'contractor'],
        ['2nd Engineer, via Northsea Crewing', 'contractor'],
        ['Able Seaman – through Baltic Manning', 'contractor'],
      ],
      ['Deckhand', 'Chief Engineer', ['Freelance Engineer', 'contractor']],
    ],
    [
      'Lagerarbeiter, die über eine Agentur bei uns arbeiten.',
      [['Lagerarbeiter (über Acme Personal)', 'contractor'], 'Kommissionierer (via Acme)'],
      ['Lagerarbeiter', 'Lagerleiter'],
    ],
    [
      'Verpleegkundigen, ingehuurd via een uitzendbureau.',
      [['Verpleegkundige (via Acme Zorg)', 'contractor']],
      ['Verpleegkundige', 'Teamleider verpleging'],
    ],
    [
      'Cuisiniers et serveurs placés par une agence.',
      [['Cuisinier (via Acme Intérim)', 'contractor'], 'Serveur, via Acme'],
      ['Cuisinier', 'Chef de cuisine'],
    ],
    [
      'Marineros y cocineros que trabajan a través de una agencia de embarque.',
      [
        ['Marinero (vía Acme Crew)', 'contractor'],
        ['Cocinero, через Acme', 'contractor'],
      ],
      ['Marinero', 'Capitán'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep as never, drop as never));
});

describe('an agency said in an exclusion drops the job it placed only', () => {
  it.each([
    [
      'Contractors and freelancers of any function, but not the ship crew from the crewing agency.',
      [
        ['Freelance Designer', 'contractor'],
        ['IT Consultant', 'contractor'],
      ],
      [
        ['Deckhand (via Northsea Crewing)', 'contractor'],
        ['Bosun, through Baltic Manning', 'contractor'],
      ],
    ],
    ['Nurses, none through an agency.', ['Nurse', 'Senior Nurse'], ['Head of IT']],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep as never, drop as never));
});

describe('an agency beside "including", or the company as the agency, asks for no placement', () => {
  it.each([
    [
      'Welders and electricians, including those supplied by staffing agencies.',
      ['Welder', ['Welder (via Acme Staffing)', 'contractor'], 'Electrician'],
      ['Head of Finance'],
    ],
    [
      'Placed staff employed by the agency: packers and truck drivers.',
      ['Packer', 'Truck Driver'],
      ['Recruiter'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep as never, drop as never));
});

describe('information security said in the Romance order is information security', () => {
  it.each([
    [
      'Personal de prevención y medio ambiente. Sin seguridad informática.',
      ['Técnico de Prevención', 'Environmental Specialist'],
      ['CISO', 'SOC Analyst', 'Cybersecurity Engineer', 'Responsable Sécurité des Systèmes d’Information'],
    ],
    [
      'QHSE, tous niveaux. Pas de sécurité informatique.',
      ['Responsable QHSE', 'Ingénieur Qualité'],
      ['Analyste SOC', 'Chief Information Security Officer', 'Ingénieur Cybersécurité'],
    ],
    [
      'Persone HSE. Niente sicurezza informatica.',
      ['HSE Manager', 'Tecnico HSE'],
      ['Cyber Security Analyst', 'IT Security Officer'],
    ],
    [
      'Técnicos de segurança no trabalho. Sem segurança informática.',
      ['Técnico de Segurança no Trabalho'],
      ['Analista de Cibersegurança', 'CISO'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep as never, drop as never));
});

describe('an executive whose title also names a board seat sits on the board', () => {
  const company: ProviderCompany = EVAL_COMPANY;
  const at = personAt(company, 'Full-time');
  const ROSTER = {
    md: at('b1', 'Ana Reis', 'Managing Director', [
      ['Managing Director & Board Director', 'here', '2016-01', null],
    ]),
    cfo: at('b2', 'Jan Novak', 'CFO', [['CFO, Board Member', 'here', '2019-01', null]]),
    chair: at('b3', 'Eva Berg', 'Chair', [['Chair of the Board', 'here', '2015-01', null]]),
    coo: at('b4', 'Luis Sala', 'COO', [['Chief Operating Officer', 'here', '2018-01', null]]),
    lead: at('b5', 'Kim Ode', 'Board Relations', [['Investor Relations Manager', 'here', '2018-01', null]]),
  };
  it.each([
    'Members of the board of directors, current only.',
    'Mitglieder des Verwaltungsrats, nur aktuelle.',
    'Membres du conseil d’administration actuels.',
    'Members of the supervisory board or of the board of directors.',
  ])('"%s"', (definition) => {
    expect(keptIn(definition, company, ROSTER)).toEqual(['cfo', 'chair', 'md']);
  });
});

describe('teachers of every subject, with an unread widening after "including", are teachers', () => {
  it.each([
    [
      'Lehrkräfte aller Fächer, inklusive Klassenvorstände und Vertretungen. Keine Skilehrer.',
      ['Lehrerin Mathematik', 'Physiklehrer'],
      ['Skilehrer', 'Koch'],
    ],
    [
      'Enseignants de toutes les matières, y compris les remplaçants.',
      ['Professeur de mathématiques', 'Enseignante'],
      ['Comptable', 'Cuisinier'],
    ],
    [
      'Insegnanti di tutte le materie.',
      ['Insegnante di storia', 'Docente di matematica'],
      ['Cuoco', 'Contabile'],
    ],
    [
      'Teachers of all subjects, including form tutors and cover staff.',
      ['Chemistry Teacher', 'Teacher of History'],
      ['Ski Instructor', 'Bursar'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep as never, drop as never));
});

describe('the crew themselves are no crewing staff', () => {
  it.each([
    [
      'Personeelszaken en crewing: HR-adviseurs, crewing-planners en recruiters. Geen bemanningsleden.',
      ['Crewing Planner', 'Recruiter', 'HR Adviseur'],
      ['Software Engineer'],
    ],
    [
      'Recruiters en crewing officers, geen bemanningslid zelf.',
      ['Crewing Officer', 'Corporate Recruiter'],
      ['Accountant'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep as never, drop as never));
});

describe('captains and mates are a rank the title names, not every seafarer', () => {
  it.each([
    [
      'Kapiteins en stuurmannen van onze vloot. Geen leerlingen.',
      ['Kapitein', '2e stuurman', 'Chief Officer (Eerste stuurman)'],
      ['Chief Engineer', 'Bosun', 'Able Seaman', 'Scrum Master'],
    ],
    [
      'Kapitäne und Steuerleute an Bord.',
      ['Kapitän', 'Erster Offizier / Chief Mate'],
      ['Schiffsmechaniker', '2nd Engineer', 'Koch'],
    ],
    [
      'Officiers de pont et capitaines de navire.',
      ['Capitaine', 'Second capitaine'],
      ['Chef mécanicien', 'Matelot'],
    ],
    [
      'Deck officers and dredge masters currently aboard.',
      ['Ship Master', 'Third Officer', '2nd Mate'],
      ['Oiler', 'Chief Engineer', 'Cook'],
    ],
  ])('%s', (definition, keep, drop) => keepsAndDrops(definition, keep as never, drop as never));
});
