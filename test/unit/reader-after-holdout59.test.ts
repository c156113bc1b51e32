import { describe, expect, it } from 'vitest';
import { kept } from '../fixtures/reading.js';

/**
 * Reading a definition after holdout 59 (a pharmaceutical manufacturer and a facility-services company):
 * jobs a title names (the head of a region or an agency, ESCO "regional manager", "branch manager"), whatever
 * function the title reads as. Each table is generated: definitions in several languages × a roster that
 * mixes the job's titles with other directors and managers of the same kind of company.
 */

const REGIONS = [
  'Regional Director North',
  'Directrice régionale Sud-Est',
  'Directora Regional Andalucía',
  'Direttore Regionale Nord-Ovest',
  'Regionalleiterin Bayern',
  'Regiodirecteur Randstad',
  "Directeur d'agence – Annecy",
  "Direttrice d'agenzia – Modena",
  'Branch Manager Leeds',
  'Niederlassungsleiter Köln',
  'Direttore di Stabilimento',
  'Directeur des Ressources Humaines',
  'Responsabile Acquisti',
  'Chef de site',
  'Medical Director',
  'Regional Sales Manager',
];
const at = (...i: number[]): string[] => i.map((n) => REGIONS[n] ?? '');

describe('the heads of a region and of an agency are jobs the title names, not every director', () => {
  const TABLE: readonly [string, string[]][] = [
    ['Regional directors, current only.', at(0, 1, 2, 3, 4, 5)],
    ['Direttori regionali in carica.', at(0, 1, 2, 3, 4, 5)],
    ['Directeurs régionaux.', at(0, 1, 2, 3, 4, 5)],
    ['Directores regionales.', at(0, 1, 2, 3, 4, 5)],
    ['Regionalleiter und Regionaldirektoren.', at(0, 1, 2, 3, 4, 5)],
    ['Regiodirecteuren.', at(0, 1, 2, 3, 4, 5)],
    ["Direttori d'agenzia e di filiale.", at(6, 7, 8, 9)],
    ["Directeurs régionaux et directeurs d'agence.", at(0, 1, 2, 3, 4, 5, 6, 7, 8, 9)],
    ["Direttori regionali e direttori d'agenzia attualmente in carica. Esclusi gli ex.", at(0, 1, 2, 3, 4, 5, 6, 7, 8, 9)],
  ];
  for (const [d, want] of TABLE)
    it(`"${d}" keeps ${want.length} heads of a region or agency and no other director`, () =>
      expect(kept(d, REGIONS)).toEqual(want));
});

const BOARD_ROSTER = [
  ['Chairman of the Board', 'board'],
  ['Independent Non-Executive Director', 'board'],
  ['Consigliera di amministrazione', 'board'],
  'Plant Director',
  'Supply Chain Director',
  'Directeur de la maintenance',
  'Sales Director',
] as const;

describe("a board heading's list of its directors is the board, not the director level", () => {
  const HEADINGS = [
    'Members of the board of directors (CdA / conseil d’administration): the chair and every director, whether family, independent or investor-appointed.',
    'Board of directors: the chair and all the directors, executive or independent.',
    'Members of the board of directors (the supervisory body): the chair and each director, family or investor-nominated.',
    'The board: the chair and every member, whether independent or shareholder-appointed.',
  ];
  for (const d of HEADINGS)
    it(`"${d}" keeps the board seats and no director of a function`, () =>
      expect(kept(d, BOARD_ROSTER)).toEqual([
        'Chairman of the Board',
        'Independent Non-Executive Director',
        'Consigliera di amministrazione',
      ]));
});
