import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 69 (a flower auction cooperative and an online casino operator): a job glossed
 * in brackets by the user's own word for it, where that word reads the job's own function. Each table is written
 * in our own words.
 */

describe("a job glossed in brackets by a word that reads the job's own function", () => {
  it.each([
    [
      'Our auctioneers (veilingmeesters) and the person who leads them. Not the customer desk.',
      ['Veilingmeester', 'Senior veilingmeester', 'Hoofd veilingmeesters'],
      ['Medewerker klantenservice', 'Accountmanager'],
    ],
    [
      'Clock auctioneers (klokveilingmeesters), any seniority.',
      ['Klokveilingmeester', 'Junior klokveilingmeester'],
      ['Kwaliteitsinspecteur', 'Logistiek planner'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
