import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { keptIn } from '../fixtures/reading.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 86–91 (a security company and a water board): service in a police force at
 * any point of a career is a question about positions, as service in the armed forces is. Someone here now is kept
 * when a position they hold or held, here or at another employer, is with a police force (its title or the
 * employer's name says so: "Kommandant" at a cantonal police, "Wijkagent" at a regional police); soldiers, border
 * guards, emergency dispatchers and private security are no police. Each table is written in our own words.
 */

const COMPANY: ProviderCompany = {
  ...EVAL_COMPANY,
  id: 9986,
  name: 'Objektschutz Talgrund AG',
  industry: 'Security and Investigations',
};
const person = personAt(COMPANY, 'Full-time');
const CAREERS = {
  patrolOfficer: person('p1', 'Person p1', 'Leiter Qualität', [
    ['Leiter Qualität', 'here', '2019-01', null],
    ['Polizist', 'Kantonspolizei Bergland', '2005-01', '2018-12'],
  ]),
  commander: person('p2', 'Person p2', 'Beirat der Geschäftsleitung', [
    ['Beirat (Mandat)', 'here', '2022-01', null, 'Mandat'],
    ['Kommandant', 'Stadtpolizei Talgrund', '2008-01', '2021-12'],
  ]),
  wijkagent: person('p3', 'Person p3', 'Handhaver', [
    ['Handhaver', 'here', '2012-01', null],
    ['Wijkagent', 'Politie Oost-Nederland', '2002-01', '2011-12'],
  ]),
  inspecteur: person('p4', 'Person p4', 'Responsable sûreté', [
    ['Responsable sûreté', 'here', '2020-01', null],
    ['Inspecteur', 'Police cantonale Vaud', '2006-01', '2019-12'],
  ]),
  soldier: person('p5', 'Person p5', 'Wachmann', [
    ['Wachmann', 'here', '2019-01', null],
    ['Soldat', 'Bundeswehr', '2012-01', '2018-12'],
  ]),
  borderGuard: person('p6', 'Person p6', 'Interventionsfahrer', [
    ['Interventionsfahrer', 'here', '2019-01', null],
    ['Grenzwächter', 'Bundesamt für Zoll und Grenzsicherheit', '2010-01', '2018-12'],
  ]),
  dispatcher: person('p7', 'Person p7', 'Leiter Notrufzentrale', [
    ['Leiter Alarmzentrale', 'here', '2015-01', null],
    ['Disponent Notruf 112', 'Rettungsdienst Talgrund', '2005-01', '2014-12'],
  ]),
  privateGuard: person('p8', 'Person p8', 'Security Officer', [
    ['Security Officer', 'here', '2021-01', null],
    ['Sicherheitsmitarbeiter', 'Securitas', '2015-01', '2020-12'],
  ]),
  insuranceClerk: person('p9', 'Person p9', 'Sachbearbeiterin Versicherungen', [
    ['Sachbearbeiterin Versicherungen', 'here', '2018-01', null],
    ['Sachbearbeiterin Policenverwaltung', 'Talgrund Versicherung', '2010-01', '2017-12'],
  ]),
  leftExCop: person('p10', 'Person p10', 'Polizist', [
    ['Polizist', 'Kantonspolizei Bergland', '2020-01', null],
    ['Sicherheitsmitarbeiter', 'here', '2015-01', '2019-12'],
  ]),
};
const POLICE = ['commander', 'inspecteur', 'patrolOfficer', 'wijkagent'];

describe('service in a police force at any time is judged on every position, here now', () => {
  it.each([
    [
      'en',
      'Anyone who served in a police force (city or national) at some point in their career, whatever their current role. Military and private security do not count.',
    ],
    ['en', 'People with a police background.'],
    ['en', 'Anyone who has worked in the police at some point in their career.'],
    [
      'de',
      'Alle, die irgendwann in ihrer Laufbahn bei der Polizei gedient haben. Militär und Grenzwache zählen nicht.',
    ],
    ['de', 'Wer früher bei der Polizei gearbeitet hat, egal in welcher Funktion heute.'],
    [
      'fr',
      'Les personnes qui ont servi dans la police au cours de leur carrière, quel que soit leur poste actuel.',
    ],
    ['es', 'Quienes han servido en la policía en algún momento de su carrera. El ejército no cuenta.'],
    ['it', 'Chi ha servito nella polizia in qualsiasi momento della carriera.'],
    [
      'nl',
      'Iedereen die ooit bij de politie heeft gewerkt, ongeacht de huidige functie. Defensie telt niet.',
    ],
    ['pt', 'Quem serviu na polícia em algum momento da carreira.'],
  ] as const)('%s: "%s"', (_lang, definition) =>
    expect(keptIn(definition, COMPANY, CAREERS)).toEqual(POLICE),
  );
});

describe('a force named as an exclusion is not the one asked about', () => {
  it.each([
    [
      'en',
      'Anyone who has served in the armed forces at some point in their career. Police service does not count.',
    ],
    ['de', 'Wer bei der Bundeswehr gedient hat; die Polizei zählt nicht.'],
  ] as const)('%s: "%s" asks for the armed forces', (_lang, definition) =>
    expect(keptIn(definition, COMPANY, CAREERS)).toEqual(['soldier']),
  );
});

describe('one support function is a function of the back office, not customer support', () => {
  const KEEP = ['CFO', 'Head of HR', 'Head of IT', 'Head of Legal'];
  const DROP = ['Head of Customer Support', 'Customer Support Agent', 'Accountant'];
  it.each([
    ['en', 'The head of each support function (finance, HR, IT, legal). Not their teams.'],
    ['fr', 'Les responsables des fonctions support (finance, RH, informatique, juridique).'],
    ['pt', 'O responsável de cada função de apoio (finanças, RH, IT, jurídico).'],
    ['nl', 'Het hoofd van elke ondersteunende functie (financiën, HR, ICT, juridische zaken).'],
  ] as const)('%s: "%s"', (_lang, definition) => keepsAndDrops(definition, KEEP, DROP));

  it.each([
    ['The customer support function: agents and their team leads.'],
    ['Everyone in the customer support function.'],
  ] as const)('"%s" is customer support', (definition) =>
    keepsAndDrops(definition, ['Customer Support Agent'], ['CFO', 'Head of Legal']),
  );
});

describe('the in-house function, in any German case, is that function', () => {
  it.each([
    ['de', 'Alle Mitarbeitenden der internen IT, auch Lernende.'],
    ['de', 'Das Team des internen IT-Betriebs.'],
    ['de', 'Wer in der internen IT arbeitet.'],
    ['en', 'Everyone in the internal IT team.'],
    ['fr', "Tout le personnel de l'informatique interne."],
    ['nl', 'Iedereen van de interne ICT.'],
  ] as const)('%s: "%s"', (_lang, definition) =>
    keepsAndDrops(
      definition,
      ['Leiter Informatik', 'IT Support Specialist'],
      ['Buchhalterin', 'Verkaufsleiter'],
    ),
  );
});
