import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 112 (a diocese's curia): the clergy (ISCO-08 2636 religious professionals) are a
 * function of their own in every language, whatever office they also hold. Each table is written in our own words.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – Diocesi di Lugano', ' (Erzbistum Köln)', ' | Parish of St Mary'];

describe('bishops, priests, deacons, vicars and chaplains are clergy', () => {
  it.each(
    cross(
      [
        'Bishop of Leeds',
        'Auxiliary Bishop',
        'Vescovo di Como',
        'Vescovo ausiliare',
        'Évêque de Nantes',
        'Weihbischof',
        'Obispo de Huesca',
        'Bisschop van Breda',
        'Bispo de Viseu',
        'Parish Priest',
        'Priest',
        'Sacerdote',
        'Prêtre',
        'Priester',
        'Pfarrer',
        'Parroco',
        'Párroco',
        'Pároco',
        'Pastoor',
        'Vicar General',
        'Vicario generale',
        'Vicaire épiscopal',
        'Vicario judicial',
        'Vigário geral',
        'Generalvikar',
        'Vicario parrocchiale',
        'Permanent Deacon',
        'Diacono permanente',
        'Diacre',
        'Diakon',
        'Diácono',
        'Diaken',
        'Hospital Chaplain',
        'Cappellano',
        'Aumônier',
        'Capellán',
        'Rabbi',
        'Imam',
        'Dominee',
      ],
      PLACES,
    ),
  )('"%s" is clergy', (title) => {
    expect(readTitle(title).functions).toContain('clergy');
  });
});

describe('words near the clergy are not clergy', () => {
  it.each([
    'Segretaria del Vescovo',
    "Bishop's Driver",
    'Pastoral Care Lead',
    'Addetta alla cura del verde',
    'Direttore Ufficio Pastorale Giovanile',
    'Canon Engineer',
    'Pastor Ruiz Logistics Manager',
  ])('"%s" is not clergy', (title) => {
    expect(readTitle(title).functions).not.toContain('clergy');
  });
});
