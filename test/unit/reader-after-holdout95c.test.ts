import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdouts 95–100 (professions: a law firm, a vet practice, a school, a private
 * bank): the partners of a firm, said in Dutch or with a determiner or "current" in any language that borrows
 * the English word, are its owner-partners, not the partnerships function. Each table is in our own words.
 */

describe('the partners of a firm are its owner-partners', () => {
  it.each([
    [
      'Alle huidige partners van het advocatenkantoor, ook de managing partner.',
      ['Equity Partner', 'Vennoot', 'Managing Partner'],
      ['Partnership Manager', 'Channel Partner Manager', 'Advocaat-stagiair'],
    ],
    [
      'Onze vennoten, niet de stagiairs.',
      ['Vennoot', 'Equity Partner – Fiscaal recht'],
      ['Alliances Manager', 'Advocaat-stagiair', 'Office Manager'],
    ],
    [
      'Alle partners/vennoten van de maatschap.',
      ['Vennoot', 'Equity Partner'],
      ['Partnerships Lead', 'Office Manager'],
    ],
    [
      'Unsere aktuellen Partners, auch der Managing Partner.',
      ['Equity Partner', 'Managing Partner'],
      ['Head of Partnerships', 'Werkstudent'],
    ],
    [
      'Tous les partners actuels du cabinet.',
      ['Equity Partner', 'Associée'],
      ['Partnership Manager', 'Avocat stagiaire'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
