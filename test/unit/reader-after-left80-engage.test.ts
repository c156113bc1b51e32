import { describe, expect, it } from 'vitest';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { keptIn } from '../fixtures/reading.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading kinds of engagement and scope after the leftovers of holdouts 75–79: a function's staff said after "all"
 * in Italian, people who work for us without being on our payroll, people who advise us (however often), and a place
 * of work said together with a function. Each table is written in our own words.
 */

describe('"all" before the staff of a function asks for that function, at every level', () => {
  it.each([
    [
      'Tutto il personale commerciale, di ogni livello.',
      ['Direttore Commerciale', 'Key Account Manager', 'Area Manager Nord'],
      ['Responsabile Amministrazione', 'Magazziniere', 'Marketing Specialist'],
    ],
    [
      'Tutta la squadra di marketing, nessuno escluso.',
      ['Marketing Manager', 'Responsabile Comunicazione e Marketing'],
      ['Export Manager', 'Contabile'],
    ],
    [
      'Il personale di vendita e i loro capi.',
      ['Addetto alle vendite', 'Responsabile vendita Italia', 'Sales Manager DACH'],
      ['Addetta punto vendita', 'Tecnico post-vendita', 'Buyer'],
    ],
    [
      'Tutto il personale amministrativo.',
      ['Impiegata amministrativa'],
      ['Export Manager', 'Operaio specializzato'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('working for us but not on our payroll is the non-employees, not an exclusion of those named', () => {
  it.each([
    [
      'Self-employed specialists and subcontractor staff who work for us but are not on our payroll. No board members.',
      [
        ['Electrician', 'contractor'],
        ['Interior Designer', 'contractor'],
      ],
      [
        ['Shift Electrician', 'employee'],
        ['Sales Manager', 'employee'],
        ['Non-Executive Director', 'board'],
      ],
    ],
    [
      "Freelancers who help us out but aren't employees.",
      [['Translator', 'contractor']],
      [['In-house Translator', 'employee']],
    ],
    [
      'Indépendants et sous-traitants qui travaillent pour nous mais ne sont pas sur notre liste de paie.',
      [['Peintre naval', 'contractor']],
      [
        ['Peintre en carrosserie', 'employee'],
        ['Comptable', 'employee'],
      ],
    ],
    [
      'Autónomos y subcontratistas que trabajan con nosotros pero no están en nuestra nómina.',
      [['Técnico de mantenimiento', 'contractor']],
      [['Técnico de mantenimiento eléctrico', 'employee']],
    ],
    [
      'Freelance e ditte in subappalto che lavorano per noi ma non sono a libro paga.',
      [['Saldatore', 'contractor']],
      [['Saldatore TIG', 'employee']],
    ],
    [
      'ZZP’ers en onderaannemers die voor ons werken maar niet op onze loonlijst staan.',
      [['Elektricien', 'contractor']],
      [['Elektromonteur', 'employee']],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('people who advise us are advisers, however often they do; "without being employees" excludes none of them', () => {
  it.each([
    [
      'External advisers: people who advise us on an occasional or freelance basis while not being employees (senior advisers, scientific advisers). Not board members.',
      [
        ['Senior Adviser to the Board', 'advisor'],
        ['Scientific Advisor', 'advisor'],
      ],
      [
        ['IT Project Manager', 'contractor'],
        ['Security Guard', 'contractor'],
        ['Courier', 'contractor'],
        ['Non-Executive Director', 'board'],
      ],
    ],
    [
      'Personen, die uns beraten, ohne angestellt zu sein.',
      [['Strategic Advisor', 'advisor']],
      [
        ['Servicetechniker', 'contractor'],
        ['Reinigungskraft', 'contractor'],
      ],
    ],
    [
      'Persone che ci affiancano su base freelance, senza essere dipendenti.',
      [['Senior Advisor', 'advisor']],
      [
        ['Guardia giurata', 'contractor'],
        ['Autista', 'contractor'],
      ],
    ],
    [
      'Personnes qui nous conseillent à temps partiel (conseillers seniors).',
      [['Senior Advisor', 'advisor']],
      [['Chef de projet freelance', 'contractor']],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a place of work said with a function keeps that function there only', () => {
  const company = { ...EVAL_COMPANY, name: 'Acme' };
  const at = personAt(company, 'Full-time');
  const roster = {
    berlinSales: at('p1', 'Ana Reis', 'Account Executive Berlin', [
      ['Account Executive – Berlin office', 'here', '2021-01', null],
    ]),
    berlinFinance: at('p2', 'Rui Sá', 'Accountant Berlin', [
      ['Accountant – Berlin office', 'here', '2019-01', null],
    ]),
    hamburgSales: at('p3', 'Eva Lind', 'Sales Manager Hamburg', [
      ['Sales Manager – Hamburg office', 'here', '2018-01', null],
    ]),
    lyonFinance: at('p4', 'Luc Martin', 'Contrôleur de gestion Lyon', [
      ['Contrôleur de gestion – bureau de Lyon', 'here', '2020-01', null],
    ]),
  };
  it.each([
    ['Everyone who works at our Berlin office in sales.', ['berlinSales']],
    ['Alle, die im Vertrieb an unserem Standort Berlin arbeiten.', ['berlinSales']],
    ['Everyone who works at our Berlin office.', ['berlinFinance', 'berlinSales']],
    ['Tous ceux qui travaillent au bureau de Lyon dans la finance.', ['lyonFinance']],
  ] as const)('"%s"', (definition, expected) => {
    expect(keptIn(definition, company, roster)).toEqual([...expected].sort());
  });
});
