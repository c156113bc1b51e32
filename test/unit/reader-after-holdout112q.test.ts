import { describe, it } from 'vitest';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * Reading a definition after holdout 112 (a diocese's curia): the clergy, its orders and its ministers, named in any
 * language, keep the clergy whatever office they hold, and nobody else. Each table is written in our own words.
 */

describe('the clergy are read in every language', () => {
  it.each([
    [
      'All clergy serving in the diocese: priests and deacons. No lay staff.',
      ['Parish Priest', 'Permanent Deacon', 'Vicar General'],
      ['Parish Secretary', 'Sacristan', 'Accountant'],
    ],
    [
      'Il clero della diocesi: sacerdoti e diaconi.',
      ['Parroco', 'Diacono permanente', 'Vicario episcopale per la cultura'],
      ['Segretaria parrocchiale', 'Economo', 'Archivista'],
    ],
    [
      'Tout le clergé : prêtres et diacres.',
      ['Prêtre', 'Diacre permanent', 'Vicaire général'],
      ['Assistante paroissiale', 'Comptable'],
    ],
    [
      'Alle Geistlichen: Priester, Pfarrer und Diakone.',
      ['Pfarrer', 'Diakon', 'Generalvikar'],
      ['Pfarrsekretärin', 'Hausmeister'],
    ],
    ['Todo el clero: sacerdotes y diáconos.', ['Párroco', 'Diácono'], ['Secretaria', 'Contable']],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('a curia office named is a job the title must name, not the whole clergy', () => {
  it.each([
    [
      "The diocese's vicars general and episcopal vicars.",
      [
        'Vicar General',
        'Vicario Generale e Moderatore',
        'Episcopal Vicar for Education',
        'Bischofsvikar für Caritas',
      ],
      ['Parish Priest', 'Permanent Deacon', 'Judicial Vicar', 'Chancellor'],
    ],
    [
      'Il vicario giudiziale e il cancelliere della curia.',
      ['Vicario giudiziale', 'Cancelliere vescovile', 'Offizial'],
      ['Parroco', 'Vicario generale', 'Notaio di Curia'],
    ],
    [
      'Les vicaires épiscopaux, en poste seulement.',
      ['Vicaire épiscopal pour la vie consacrée', 'Vicario episcopal para el clero'],
      ['Vicaire général', 'Curé de la paroisse', 'Diacre permanent'],
    ],
    [
      'Generalvikar und Kanzler der Kurie.',
      ['Generalvikar', 'Kanzler der Kurie'],
      ['Pfarrer', 'Diakon', 'Bischofsvikar'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
