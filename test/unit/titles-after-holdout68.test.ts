import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';

/**
 * How a title is read after holdout 68 (a citrus growers' cooperative in Sicily and a touring circus in Barcelona).
 * Each rule is held by a generated table: the trade's words in its languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – Cooperativa Valle Verde', ' (stagionale)', ' | Ribera'];

describe('pickers of a crop and their crew leaders work in agriculture (ISCO-08 9211)', () => {
  it.each(
    cross(
      [
        'Raccoglitore',
        'Raccoglitrice',
        'Raccoglitore di agrumi',
        'Operaia raccolta',
        'Recolector',
        'Recolectora de cítricos',
        'Cueilleuse',
        "Cueilleur d'agrumes",
        'Apanhador de fruta',
        'Obstpflückerin',
        'Fruitplukker',
        'Citrus Picker',
        'Harvest Worker',
      ],
      PLACES,
    ),
  )('"%s" is a picker', (title) => {
    expect(readTitle(title).functions[0]).toBe('agriculture');
    expect(readTitle(title).level).toBe('individual');
  });
  it.each(cross(['Caposquadra raccolta', 'Caposquadra raccoglitori', 'Caposquadra della raccolta'], PLACES))(
    '"%s" leads a picking crew',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('agriculture');
      expect(readTitle(title).level).toBe('manager');
    },
  );
});

describe('graders and sorters on a packing line are operations, not recruiters (ISCO-08 7515)', () => {
  it.each(
    cross(
      [
        'Cernitrice',
        'Cernitore',
        'Selezionatrice / cernitrice',
        'Selezionatrice agrumi',
        'Selezionatore di frutta',
        'Selezionatrice ortofrutta',
        'Trieuse',
        'Calibreur de fruits',
        'Clasificadora de fruta',
      ],
      PLACES,
    ),
  )('"%s" grades produce', (title) => {
    expect(readTitle(title).functions[0]).toBe('operations');
  });
  it.each(cross(['Selezionatrice', 'Selezionatore del personale'], PLACES))(
    '"%s" still recruits',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('talent_acquisition');
    },
  );
});

describe('a casting team hires performers: talent acquisition, and a casting director is no department head', () => {
  const CASTING = [
    'Casting Director',
    'Casting-Direktorin',
    'Directora de Casting',
    'Directora de Càsting',
    'Directeur de casting',
    'Direttrice casting',
    'Casting Coordinator',
    'Casting-Koordinatorin',
    'Coordinadora de casting',
    'Chargée de casting',
    'Casting Assistant',
  ];
  it.each(cross(CASTING, PLACES))('"%s" works in talent acquisition', (title) => {
    expect(readTitle(title).functions[0]).toBe('talent_acquisition');
    expect(readTitle(title).levels).not.toContain('head');
  });
  it.each(cross(['Head of Casting', 'Leiterin Casting', 'Responsable de casting'], PLACES))(
    '"%s" heads the casting',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('talent_acquisition');
      expect(readTitle(title).level).toBe('head');
    },
  );
  it.each(cross(['Die Casting Operator', 'Sand casting technician', 'Aluminium casting supervisor'], PLACES))(
    '"%s" is a foundry’s casting',
    (title) => {
      expect(readTitle(title).functions).not.toContain('talent_acquisition');
    },
  );
});

describe('a board seat held for a funder or an investor is a board seat, not the funder’s trade', () => {
  it.each(
    cross(
      [
        'Consigliere CdA (in rappresentanza del socio finanziatore Fondo Sviluppo)',
        'Consigliera in rappresentanza della banca socia finanziatrice',
        'Consejero en representación de Caja Rural Capital',
        'Board Member on behalf of Northwind Finance',
        'Administratrice en représentation de Crédit Coopératif Finance',
        'Aufsichtsrat als Vertreter der Finanzierungsgesellschaft',
      ],
      [''],
    ),
  )('"%s" holds a board seat', (title) => {
    const read = readTitle(title);
    expect(read.engagement).toBe('board');
    expect(read.functions).not.toContain('finance');
    expect(read.levels).not.toContain('owner');
  });
});
