import { describe, expect, it } from 'vitest';
import { kept, read } from '../fixtures/reading.js';
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
