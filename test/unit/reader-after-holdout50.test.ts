import { describe, expect, it } from 'vitest';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn } from '../fixtures/reading.js';

/**
 * Reading a definition after holdout 50 (a private technical university and a building contractor): a
 * university's jobs and a builder's jobs are named by the title, whatever function the title reads as, in
 * the languages of the definitions and the Czech and Slovak of the titles (ISCO-08 231 university teachers,
 * 2 researchers, 3111 laboratory technicians, 2149/3112 estimators, 7112/7115/8343 building trades, 2263
 * health and safety; ESCO occupation labels). Each table is generated: definitions in several languages ×
 * a roster that mixes the job's titles with others of the same company.
 */

const UNIVERSITY = [
  'Professore Ordinario di Fisica Tecnica',
  'Senior Lecturer in Constitutional Law',
  'Maître de conférences en chimie organique',
  'Catedrática de Historia Antigua',
  'Hoogleraar Bedrijfseconomie',
  'Dozentin für Baustatik',
  'Postdoctoral Research Fellow – Robotics',
  'Dottorando in Scienze dei Materiali',
  'Doctorante en biologie cellulaire',
  'Doktorand Maschinenbau',
  'Laboratory Technician – Materials Testing',
  'Chemielaborantin',
  'Tecnica di laboratorio – Biotecnologie',
  'Admissions Officer (Postgraduate)',
  'Addetto Segreteria Studenti',
  'Careers Adviser',
  'Responsabile Placement e Orientamento al Lavoro',
  'Technology Transfer Officer',
  'Licensing Manager, Knowledge Exchange',
  'UX Researcher',
  'Marketing Manager – Student Recruitment',
  'Research Grants Manager',
  'Financial Controller',
  'Software Engineer',
  'Bibliotecaria',
];

const byJob = (titles: readonly string[], ...indexes: number[]): string[] =>
  indexes.map((i) => titles[i] ?? '');

describe("a university's jobs are named by the title, in any language the definition says them", () => {
  const TABLE: readonly [string, string[]][] = [
    ['Professors and lecturers at every rank.', byJob(UNIVERSITY, 0, 1, 2, 3, 4, 5)],
    ['Professori ordinari e associati e docenti a contratto.', byJob(UNIVERSITY, 0, 1, 2, 3, 4, 5)],
    ['Professeurs et maîtres de conférences.', byJob(UNIVERSITY, 0, 1, 2, 3, 4, 5)],
    ['Profesores y catedráticos.', byJob(UNIVERSITY, 0, 1, 2, 3, 4, 5)],
    ['Hoogleraren en docenten.', byJob(UNIVERSITY, 0, 1, 2, 3, 4, 5)],
    ['Postdocs and PhD students.', byJob(UNIVERSITY, 6, 7, 8, 9)],
    ['Assegnisti, post-doc e dottorandi.', byJob(UNIVERSITY, 6, 7, 8, 9)],
    ['Doktoranden und Postdocs.', byJob(UNIVERSITY, 6, 7, 8, 9)],
    ['Lab technicians, part-time too.', byJob(UNIVERSITY, 10, 11, 12)],
    ['Labortechniker:innen und technisches Laborpersonal.', byJob(UNIVERSITY, 10, 11, 12)],
    ['Admissions officers and the student office.', byJob(UNIVERSITY, 13, 14)],
    ['Ufficio ammissioni e segreteria studenti.', byJob(UNIVERSITY, 13, 14)],
    ['Careers service: advisers and their managers.', byJob(UNIVERSITY, 15, 16)],
    ['Service carrières et placement.', byJob(UNIVERSITY, 15, 16)],
    ['Technology transfer office and IP licensing.', byJob(UNIVERSITY, 17, 18)],
    ['Trasferimento tecnologico.', byJob(UNIVERSITY, 17, 18)],
  ];
  for (const [d, want] of TABLE)
    it(`"${d}" keeps ${want.length} titles of that job and none of the others`, () =>
      expect(kept(d, UNIVERSITY)).toEqual(want));

  it('a level after such a job leads that job, not every department ("responsables et conseillers")', () =>
    expect(
      kept('Service carrières : responsables et conseillers.', [
        'Responsabile Placement e Orientamento al Lavoro',
        'Careers Adviser',
        'Responsable Marketing',
        'Head of Finance',
      ]),
    ).toEqual(['Responsabile Placement e Orientamento al Lavoro', 'Careers Adviser']));

  const RESEARCH_NOT_TEACHING: readonly string[] = [
    'Research staff: postdocs and PhD students. Not full or associate professors, not lab technicians.',
    'Personale di ricerca: assegnisti e dottorandi. Esclusi i professori e i tecnici di laboratorio.',
  ];
  for (const d of RESEARCH_NOT_TEACHING)
    it(`"${d}" keeps the researchers and drops the professors and technicians`, () =>
      expect(kept(d, UNIVERSITY)).toEqual(byJob(UNIVERSITY, 6, 7, 8, 9)));
});

describe("the rector is a job the title names; an assistant's principal is not", () => {
  const ROSTER = [
    'Rector',
    'Rettrice',
    'Rektorin der Hochschule',
    'Prorettore alla Didattica',
    'Vice-Rector for Research',
    'Capo di Gabinetto del Rettore',
    'Assistente del Rettore',
    'Executive Assistant to the CEO',
    'Head of Marketing',
  ];
  for (const d of ['The rector.', 'Il rettore.', 'Der Rektor.', 'Le recteur.'])
    it(`"${d}" keeps the rector, not a pro- or vice-rector nor the rector's staff`, () =>
      expect(kept(d, ROSTER)).toEqual(['Rector', 'Rettrice', 'Rektorin der Hochschule']));

  for (const d of [
    'Executive assistants to the CEO, rector or top management.',
    'Executive assistants and chiefs of staff to the rector or the top management.',
  ])
    it(`"${d}" keeps the assistants, not the rector or the chiefs they serve`, () =>
      expect(kept(d, [...ROSTER, 'Chief Executive Officer', 'Chief Financial Officer'])).toEqual([
        'Assistente del Rettore',
        'Executive Assistant to the CEO',
      ]));
});

describe("a builder's jobs are named by the title, in the definition's language and the Czech or Slovak title", () => {
  const BUILDER = [
    'Stavbyvedoucí',
    'Hlavní stavbyvedoucí – pozemní stavby',
    'Stavbyvedúci',
    'Bauleiter Hochbau',
    'Asistent stavbyvedoucího',
    'Bauleiter-Assistentin',
    'Rozpočtářka',
    'Quantity Surveyor',
    'Kalkulator Tiefbau',
    'BIM koordinátor',
    'Modellatrice BIM',
    'Referentka BOZP',
    'Fachkraft für Arbeitssicherheit',
    'Coordinatore della sicurezza in cantiere',
    'Zedník',
    'Tesař',
    'Jeřábník',
    'Mistr stavby',
    'Mechanik stavebních strojů',
    'Fleet Manager – construction equipment',
    'Účetní',
    'Marketing Manager',
    'Professore di Ingegneria Meccanica',
  ];
  const TABLE: readonly [string, string[]][] = [
    ['Site managers (Bauleiter, stavbyvedoucí). Not assistant site managers.', byJob(BUILDER, 0, 1, 2, 3)],
    ['Estimators and quantity surveyors at any level.', byJob(BUILDER, 6, 7, 8)],
    ['Kalkulatoren und Rozpočtáři.', byJob(BUILDER, 6, 7, 8)],
    ['Everyone working on BIM.', byJob(BUILDER, 9, 10)],
    ['Tutte le persone che lavorano sul BIM.', byJob(BUILDER, 9, 10)],
    ['Health and safety: BOZP, H&S coordinators and safety officers.', byJob(BUILDER, 11, 12, 13)],
    ['Bricklayers, carpenters and crane operators.', byJob(BUILDER, 14, 15, 16)],
    ['Maurer, Zimmerer und Kranführer.', byJob(BUILDER, 14, 15, 16)],
    ['Poliere.', byJob(BUILDER, 17)],
    ['Plant and equipment: mechanisation managers and the mechanics.', byJob(BUILDER, 18, 19)],
  ];
  for (const [d, want] of TABLE)
    it(`"${d}" keeps ${want.join(', ')}`, () => expect(kept(d, BUILDER)).toEqual(want));
});

describe('the heads of branches are named by a Czech or Slovak title too', () => {
  const ROSTER = [
    'Ředitel odštěpného závodu Plzeň',
    'Riaditeľka pobočky Košice',
    'Niederlassungsleiter Graz',
    'Finanční ředitel',
    'Marketing Manager',
  ];
  for (const d of ['The heads of our branches.', 'Heads of branch and the subsidiaries.'])
    it(`"${d}" keeps the branch heads`, () =>
      expect(kept(d, ROSTER)).toEqual([
        'Ředitel odštěpného závodu Plzeň',
        'Riaditeľka pobočky Košice',
        'Niederlassungsleiter Graz',
      ]));
});

describe('an exclusion of a bare level below the chiefs spares a chief whose title reads as that level too', () => {
  const ROSTER = [
    'Direttrice Generale',
    'Direttrice Generale Vicaria',
    'Leiterin Marketing',
    'Direttore Amministrativo',
  ];
  for (const d of [
    'Top management: the CEO and the director general. No department heads.',
    'Top management: the CEO and the director general. Not heads or managers.',
  ])
    it(`"${d}" keeps the directors general, not the department heads`, () =>
      expect(kept(d, ROSTER)).toEqual(['Direttrice Generale', 'Direttrice Generale Vicaria']));

  it('an exclusion of the chiefs themselves still drops them', () =>
    expect(kept('Senior leaders from director up. Not the C-suite.', ROSTER)).toEqual([
      'Leiterin Marketing',
      'Direttore Amministrativo',
    ]));
});

describe('a Czech or Slovak family shareholder belongs to the owning family', () => {
  const company = { ...EVAL_COMPANY, name: 'Moravská Keramika a.s.' };
  const at = personAt(company, 'Full-time');
  const roster = {
    familyCz: at(
      'm1',
      'Jana Novotná',
      'Členka dozorčí rady',
      [['Členka dozorčí rady', 'here', '2015-01', null]],
      'Jsem rodinná akcionářka a v radě zastupuji rodinu.',
    ),
    familySk: at(
      'm2',
      'Ján Kováč',
      'Člen dozorčej rady',
      [['Člen dozorčej rady', 'here', '2019-01', null]],
      'Rodinný akcionár druhej generácie.',
    ),
    outsider: at(
      'm3',
      'Pavel Malý',
      'Nákupčí',
      [['Nákupčí', 'here', '2020-01', null]],
      'Pracuji v nákupu od roku 2020.',
    ),
  };
  for (const d of [
    'Members of the owning family who work in the business or sit on its board.',
    'Die Eigentümerfamilie: Familienmitglieder im Unternehmen oder im Aufsichtsrat.',
  ])
    it(`"${d}" keeps both family shareholders, not the buyer`, () =>
      expect(keptIn(d, company, roster)).toEqual(['familyCz', 'familySk']));
});
