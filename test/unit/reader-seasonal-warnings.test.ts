import { describe, expect, it } from 'vitest';
import { interpretPersona, UNREADABLE_WARNING } from '../../functions/core/persona-reader.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * A definition that asks only for seasonal or on-call workers is read once those are: the interpretation a user
 * reads before spending a credit must say what the judge keeps, never "keeps nobody" beside a list that is not
 * empty; words still unread beside them keep their own warning.
 */
const read = (definition: string) => interpretPersona({ slug: 'x', name: 'x', definition });

describe('seasonal and on-call workers, asked for alone, are read and say so', () => {
  it.each([
    ['Seasonal workers.', 'seasonal workers'],
    ['Summer and seasonal staff only.', 'seasonal workers'],
    ['Saisonkräfte.', 'seasonal workers'],
    ['Travailleurs saisonniers.', 'seasonal workers'],
    ['On-call workers.', 'on-call workers'],
    ['Oproepkrachten.', 'on-call workers'],
  ])('%s', (definition, who) => {
    const interpretation = read(definition);
    expect(interpretation.warnings).toEqual([]);
    expect(interpretation.summary).toContain(`Keeps ${who}`);
    expect(interpretation.includes.join(' ')).toContain(who);
  });

  it.each([
    ['Seasonal workers.', ['Lifeguard (seasonal)', 'Kellnerin (Saison)'], ['Lifeguard', 'Kellnerin']],
    [
      'Summer and seasonal staff only.',
      ['Matruusi (kesätyö)', 'Vendeuse saisonnière'],
      ['Matruusi', 'Vendeuse'],
    ],
  ])('%s keeps them and nobody else', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('seasonal workers beside words still unread are kept, and the unread words are named', () => {
  it.each([
    ['Seasonal workers who love the mountains.'],
    ['Saisonkräfte mit Schwindelfreiheit.'],
    ['Saisonniers amoureux de la montagne.'],
  ])('%s', (definition) => {
    const interpretation = read(definition);
    expect(interpretation.warnings.join(' ')).not.toContain(UNREADABLE_WARNING);
    expect(interpretation.warnings.some((w) => w.startsWith('Not understood:'))).toBe(true);
    expect(interpretation.includes.join(' ')).toContain('seasonal workers');
    keepsAndDrops(definition, ['Lifeguard (seasonal)', 'Koch (Saison)'], ['Lifeguard', 'Koch']);
  });
});
