import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 76, the older sets' leftovers (holdouts 73–75). Each table is written in our
 * own words.
 */

/**
 * A heading made only of kinds of engagement (freelancers, contractors, the self-employed), a colon and three or
 * more examples: the examples show what such people do here, they do not narrow the heading. A contracted guard
 * or an outside IT consultant is as much asked for as the kinds listed; an employee of the listed trades is not.
 */
describe('a heading of engagement kinds is not narrowed by its examples', () => {
  it.each([
    [
      'Freelancers and outside contractors who work for us today: freelance copywriters, photographers, voice actors, consultants. Not employees, not board members.',
      [
        ['Security Guard', 'contractor'],
        ['IT Consultant', 'contractor'],
        ['Photographer', 'contractor'],
      ],
      ['Copywriter', 'Board Member', 'Office Manager'],
    ],
    [
      'Freie Mitarbeiter und externe Dienstleister, die für uns arbeiten: Lektoren, Übersetzer, Fotografen, Berater.',
      [
        ['Wachmann', 'contractor'],
        ['SAP-Berater', 'contractor'],
        ['Fotograf', 'contractor'],
      ],
      ['Lektorin', 'Buchhalterin', 'Leiterin Marketing'],
    ],
    [
      'Freelances et prestataires externes qui travaillent pour nous : traducteurs, graphistes, photographes, consultants.',
      [
        ['Agent de sécurité', 'contractor'],
        ['Consultant SAP', 'contractor'],
        ['Graphiste', 'contractor'],
      ],
      ['Traductrice', 'Comptable', 'Directeur commercial'],
    ],
    [
      'Autónomos y contratistas externos: traductores, ilustradores, fotógrafos, consultores.',
      [
        ['Vigilante de seguridad', 'contractor'],
        ['Abogado externo', 'contractor'],
        ['Ilustrador', 'contractor'],
      ],
      ['Traductora', 'Contable', 'Jefe de ventas'],
    ],
    [
      "Zzp'ers en ingehuurde krachten die nu voor ons werken: vertalers, fotografen, illustratoren.",
      [
        ['Beveiliger', 'contractor'],
        ['Fotograaf', 'contractor'],
      ],
      ['Vertaler', 'Boekhouder', 'Hoofd verkoop'],
    ],
    [
      'Collaboratori esterni e liberi professionisti: traduttori, illustratori, fotografi, consulenti.',
      [
        ['Guardia giurata', 'contractor'],
        ['Fotografo', 'contractor'],
      ],
      ['Traduttrice', 'Contabile', 'Direttore vendite'],
    ],
  ] as const)('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

/** "Only" after the colon narrows: the heading's kinds in those jobs alone. */
describe('a list of engagement examples that says "only" still narrows', () => {
  it.each([
    [
      'Freelancers and contractors: translators, illustrators and photographers only.',
      [
        ['Translator', 'contractor'],
        ['Illustrator', 'contractor'],
      ],
      [
        ['Security Guard', 'contractor'],
        ['IT Consultant', 'contractor'],
      ],
    ],
  ] as const)('%s', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
