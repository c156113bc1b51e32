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

describe('the wardrobe of a touring show is the stage workshops (vestuario, vestuari, costumi, a tailor on tour)', () => {
  it.each(
    cross(
      [
        'Jefa de Vestuario',
        'Cap de vestuari',
        'Ayudante de vestuario',
        'Responsabile costumi',
        'Sastra de gira',
        'Sastre/a de gira',
        'Costurera / sastra de gira',
        'Sarta di scena',
        'Tailor on tour',
      ],
      PLACES,
    ),
  )('"%s" works in the wardrobe', (title) => {
    expect(readTitle(title).functions[0]).toBe('stage_workshops');
  });
  it.each(cross(['Responsable de vestuario laboral', 'Sastre'], PLACES))(
    '"%s" is no stage wardrobe',
    (title) => {
      expect(readTitle(title).functions).not.toContain('stage_workshops');
    },
  );
});

describe('an analyst of data and a second area is a data analyst', () => {
  it.each(
    cross(
      [
        'Data & CRM Analyst',
        'Analista de dados & CRM',
        'Data and Insights Analyst',
        'Analista de datos y CRM',
      ],
      PLACES,
    ),
  )('"%s" is data engineering', (title) => {
    expect(readTitle(title).functions[0]).toBe('data_engineering');
  });
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

describe('a curricular internship names the internship, not a curriculum', () => {
  it.each(
    cross(
      [
        'Tirocinio curriculare – Ufficio Tecnico Agrario',
        'Tirocinio curriculare agronomia',
        'Stage curriculare agronomia',
      ],
      PLACES,
    ),
  )('"%s" is an intern in agriculture', (title) => {
    expect(readTitle(title).functions[0]).toBe('agriculture');
    expect(readTitle(title).functions).not.toContain('education');
  });
});

describe('security guards in Italian and Catalan (addetta vigilanza, vigilant de seguretat)', () => {
  it.each(
    cross(
      [
        'Addetta vigilanza stabilimento',
        'Addetto alla vigilanza',
        'Vigilant de seguretat',
        'Agent de seguretat',
      ],
      PLACES,
    ),
  )('"%s" is physical security', (title) => {
    expect(readTitle(title).functions[0]).toBe('other');
  });
});

describe('a touring company’s booking is its sales (booker, chargé de diffusion)', () => {
  it.each(
    cross(
      [
        'Chargé de diffusion',
        'Chargée de diffusion internationale',
        'Tour Booker',
        'Booking Agent',
        'Tourneeverkoper',
      ],
      PLACES,
    ),
  )('"%s" sells the shows', (title) => {
    expect(readTitle(title).functions[0]).toBe('sales');
  });
});
