import { describe, expect, it } from 'vitest';
import { kept } from '../fixtures/reading.js';

/**
 * Holdout 16's finance leadership persona ended "Excluye a los contables y controllers …": the Spanish
 * verb was not an exclusion marker, so the accountants and controllers it names were read as included.
 * The third-person verb ("excluye", "exclui", "esclude", "exclut", …) starts an exclusion in every
 * language, like the imperative and the gerund did already.
 */
describe('an exclusion opened by the verb in the third person', () => {
  const roster = [
    'Financial Controller',
    'Bilanzbuchhalter',
    'Boekhouder',
    'Comptable',
    'Head of Finance',
    'Leiter Controlling',
    'Finance Intern',
  ];
  const leaders = ['Head of Finance', 'Leiter Controlling'];
  const rows: [string, string][] = [
    [
      'es',
      'Liderazgo financiero: CFO y jefes de finanzas. Excluye a los contables y controllers, y a los becarios.',
    ],
    [
      'es',
      'Liderazgo financiero: CFO y jefes de finanzas. Se excluyen los contables, los controllers y los becarios.',
    ],
    [
      'pt',
      'Liderança financeira: CFO e diretores financeiros. Exclui os contabilistas, controllers e estagiários.',
    ],
    [
      'pt',
      'Liderança financeira: CFO e diretores financeiros. Excluem-se os contabilistas, controllers e estagiários.',
    ],
    [
      'it',
      'Direzione finanziaria: CFO e responsabili finanza. Esclude i contabili, i controller e gli stagisti.',
    ],
    [
      'it',
      'Direzione finanziaria: CFO e responsabili finanza. Escludi i contabili, i controller e gli stagisti.',
    ],
    [
      'fr',
      'Direction financière : DAF et directeurs financiers. Exclut les comptables, les contrôleurs de gestion et les stagiaires.',
    ],
    [
      'fr',
      'Direction financière : DAF et directeurs financiers. Excluent les comptables, les contrôleurs de gestion et les stagiaires.',
    ],
    ['en', 'Finance leadership: CFO and heads of finance. Excludes accountants, controllers and interns.'],
    ['de', 'Finanzleitung: CFO und Leiter Finanzen. Ausgenommen Buchhalter, Controller und Praktikanten.'],
    [
      'nl',
      'Financieel leiderschap: CFO en hoofden financiën. Exclusief boekhouders, controllers en stagiairs.',
    ],
  ];
  it.each(rows)('%s: "%s" keeps only the leaders', (_lang, definition) => {
    expect(kept(definition, roster)).toEqual(leaders);
  });
});
