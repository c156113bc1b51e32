import { describe, expect, it } from 'vitest';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn, read } from '../fixtures/reading.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * How a clause's words become a test, after holdout 70 (a cooperage and a pipe-organ builder). Each table is
 * written in our own words.
 */

const roster = [
  'Bookkeeper',
  'Carpenter',
  'Sales Representative',
  'Warehouse Operator',
  'Software Engineer',
  'Head of Finance',
];

describe('a clause whose content words are all unread, leaving only a generic head, names nothing', () => {
  it.each([
    'Fresco conservation specialists.',
    'Bell foundry specialists (bellfounders), current and former.',
    'Stained-glass specialists. Trainees excluded.',
  ])('"%s" keeps nobody and says it could not read it', (definition) => {
    expect(kept(definition, roster)).toEqual([]);
    expect(read(definition).includes).toEqual([]);
  });

  it.each([
    ['Finance specialists.', ['Bookkeeper'], ['Carpenter', 'Warehouse Operator']],
    ['Sales experts, any seniority.', ['Sales Representative'], ['Bookkeeper', 'Carpenter']],
  ] as const)('"%s" still reads the function its head qualifies', (definition, keep, drop) =>
    keepsAndDrops(definition, keep, drop),
  );
});

describe('restorers and conservators are a job the title must name', () => {
  it.each([
    [
      'Furniture restorers, current staff.',
      ['Restorer', 'Senior Furniture Restorer', 'Restauratorin', 'Head of Restoration'],
      ['Carpenter', 'Cabinet Maker', 'Bookkeeper', 'Sales Representative'],
    ],
    [
      'Restauratoren und Restauratorinnen aller Ebenen.',
      ['Restaurator', 'Leiterin Restaurierung', 'Restauratrice'],
      ['Schreiner', 'Buchhalterin', 'Vertriebsleiter'],
    ],
    [
      "Les restaurateurs d'art et de meubles anciens.",
      ['Restauratrice', 'Restaurateur de meubles'],
      ['Ébéniste', 'Comptable', 'Commercial export'],
    ],
    [
      'Restauratori e restauratrici di affreschi.',
      ['Restauratrice', 'Restauratore senior'],
      ['Falegname', 'Contabile'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));

  it.each([
    'Le personnel de restauration collective.',
    'Responsables de comercio y restauración del centro.',
    'Gestores de restauração e retalho.',
  ])('"%s": catering alone is not restoration', (definition) => {
    expect(read(definition).includes.flatMap((c) => c.roles.map((r) => r.word))).not.toContain('restorers');
  });
});

describe('voicers and tuners of instruments are a job the title must name', () => {
  it.each([
    [
      'Piano tuners and organ voicers, employed or freelance.',
      ['Piano Tuner', 'Senior Voicer', 'Intonateurin', ['Freelance tuner', 'contractor']],
      ['Pipe maker', 'Carpenter', 'Bookkeeper'],
    ],
    [
      'Klavierstimmer und Intonateure, keine Schreiner.',
      ['Klavierstimmer', 'Orgelstimmerin', 'Intonateur'],
      ['Schreiner', 'Buchhalterin'],
    ],
    ['De pianostemmers van de werkplaats.', ['Pianostemmer', 'Stemmer'], ['Timmerman', 'Boekhouder']],
    [
      "Les accordeurs et harmonistes de l'atelier.",
      ['Accordeur', 'Harmoniste', 'Intonatrice'],
      ['Ébéniste', 'Comptable'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a title someone holds is read from their headline and every role they held, whatever their role now', () => {
  const company = { ...EVAL_COMPANY, name: 'Kiln & Loom Workshops' };
  const at = personAt(company, 'Full-time');
  const ROSTER = {
    // A managing director who qualified as a master joiner in an earlier role here.
    director: at('w1', 'Ida Brenner', 'Managing Director', [
      ['Managing Director', 'here', '2015-01', null],
      ['Tischlermeister', 'here', '2004-01', '2014-12'],
    ]),
    // A glazier whose headline names her master title beside the job.
    glazier: at('w2', 'Olga Renz', 'Glaserin | Glasermeisterin', [['Glaserin', 'here', '2018-01', null]]),
    // A master baker by title and a head of the bakehouse in the same title.
    baker: at('w3', 'Paul Girard', 'Maître boulanger / Chef de fournil', [
      ['Maître boulanger / Chef de fournil', 'here', '2012-01', null],
    ]),
    // No master title anywhere.
    joiner: at('w4', 'Tom Weller', 'Tischler', [['Tischler', 'here', '2019-01', null]]),
    caretaker: at('w5', 'Uwe Sattler', 'Hausmeister', [['Hausmeister', 'here', '2010-01', null]]),
    // A master who has left.
    gone: at('w6', 'Vera Lind', 'Tischlermeisterin', [['Tischlermeisterin', 'here', '2001-01', '2019-12']]),
  };

  it.each([
    'Staff holding a master craftsman title (Tischlermeister, Glasermeister, maître boulanger), any role, current staff only.',
    'Mitarbeitende mit Meistertitel (Tischlermeister/in, Glasermeister/in, maître boulanger), aktuell angestellt.',
  ])('"%s"', (definition) => {
    expect(keptIn(definition, company, ROSTER)).toEqual(['baker', 'director', 'glazier']);
  });
});

describe('the noun after "maintenance of" is what is maintained, not a job', () => {
  it.each([
    [
      'Onderhoud van de werkplaats en de gebouwen: onderhoudstechnici en hun manager.',
      ['Onderhoudstechnicus', 'Onderhoudsmanager'],
      ['Werkplaatsleider', 'Chef werkplaats', 'Boekhouder'],
    ],
    [
      "Entretien de l'atelier et des bâtiments : techniciens de maintenance et responsables maintenance.",
      ['Technicien de maintenance', 'Responsable maintenance'],
      ["Chef d'atelier", 'Comptable'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));

  it('the workshop asked for by itself is still the workshop', () =>
    keepsAndDrops('Workshop managers and mechanics.', ['Workshop Manager', 'Mechanic'], ['Bookkeeper']));
});
