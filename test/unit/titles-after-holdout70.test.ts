import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * How a title is read after holdout 70 (a Cognac cooperage and a Bavarian pipe-organ builder).
 * Each rule is held by a generated table: the trade's words in its languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const PLACES = ['', ' – Cognac', ' (CDI)', ' | Jerez'];

describe("a cooperage's trades are cooperage", () => {
  it.each(
    cross(
      [
        'Tonnelier',
        'Tonnelière',
        'Apprenti tonnelier',
        'Maître tonnelier',
        'Cooper',
        'Master Cooper',
        'Tanoeiro',
        'Tonelero',
        'Böttcher',
        'Fassbinderin',
        'Bottaio',
        'Kuiper',
        'Opérateur de chauffe',
        'Opératrice bousinage',
        'Toasting Operator',
        'Operador de tosta',
        'Opérateur merranderie',
        'Stave mill operator',
      ],
      PLACES,
    ),
  )('"%s" works in the cooperage', (title) => {
    expect(readTitle(title).functions[0]).toBe('cooperage');
  });
  it.each(['Weinküfer', 'Orgelbauer', 'Maître d’hôtel', 'Chauffeur PL'])('"%s" is no cooper', (title) => {
    expect(readTitle(title).functions).not.toContain('cooperage');
  });
  it.each(cross(['Merrandier', 'Merrandière', 'Merrandier – acheteur de chêne'], PLACES))(
    '"%s" buys the oak for the staves',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('timber_procurement');
    },
  );
});

describe("a trade's master title asked for or excluded is a title the holder's must say", () => {
  it.each([
    [
      'Cooperage workers: coopers, apprentices and toasting operators, excluding master coopers and supervisors.',
      ['Tonnelier', 'Tanoeiro', 'Opérateur de chauffe', 'Apprenti tonnelier'],
      ['Maître tonnelier', 'Master Cooper', 'Orgelbauer', 'Cariste'],
    ],
    [
      'Operários da tanoaria: tanoeiros e operadores de tosta, excluindo mestres tanoeiros.',
      ['Tonelero', 'Cooper', 'Toasting Operator'],
      ['Mestre tanoeiro', 'Maître tonnelier', 'Técnico de manutenção'],
    ],
    [
      'Production staff of the cooperage: coopers and toasting operators. No master coopers.',
      ['Tonnelier', 'Cooper', 'Opératrice de chauffe'],
      ['Maître tonnelier', 'Orgelbauer', 'Chauffeur PL'],
    ],
    [
      'Operários da produção da tanoaria: tanoeiros e operadores de tosta.',
      ['Tanoeiro', 'Tonnelier', 'Operador de tosta'],
      ['Orgelbauer', 'Técnico de manutenção'],
    ],
    [
      'Master coopers (maîtres tonneliers), whatever their role.',
      ['Maître tonnelier', 'Master Cooper', 'Maître tonnelier – MOF'],
      ['Tonnelier', 'Apprenti tonnelier', 'Opérateur de chauffe', "Chef d'atelier tonnellerie"],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe("the company's own computing department named by its Romance word is IT", () => {
  it.each(
    cross(
      [
        'Jefe de informática',
        'Jefa de Informática y Sistemas',
        'Responsable de informática',
        'Responsabile informatico',
        'Responsabile dei sistemi informativi',
        'Responsable SI',
        'Responsable des SI',
        'Técnico de informática',
        'IT-Dienstleister',
        'EDV-Betreuung',
        'Technicienne support informatique',
      ],
      PLACES,
    ),
  )('"%s" runs or supports the computers', (title) => {
    expect(readTitle(title).functions[0]).toBe('it');
  });
  it.each(['Ingeniero informático', 'Informática de desarrollo web'])(
    '"%s" stays software engineering',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('engineering');
    },
  );
});

describe("an instrument's voicers and tuners, and its makers, are two trades", () => {
  const ORGANS = ['', ' – Orgelbau', ' (Teilzeit)', ' | Neubau & Restaurierung'];
  it.each(
    cross(
      [
        'Intonateur',
        'Intonateurin',
        'Harmoniste',
        'Intonatrice',
        'Organ Voicer',
        'Orgelstimmer',
        'Klavierstimmerin',
        'Stimmer',
        'Orgelstemmer',
        'Accordeur de pianos',
        'Accordatore',
        'Afinador de órganos',
        'Organ Tuner',
      ],
      ORGANS,
    ),
  )('"%s" voices or tunes', (title) => {
    expect(readTitle(title).functions[0]).toBe('instrument_tuning');
  });
  it.each(
    cross(
      [
        'Orgelbauer',
        'Orgelbauerin',
        'Orgelbaumeister',
        "Facteur d'orgues",
        'Organaro',
        'Organero',
        'Orgelmaker',
        'Pfeifenmacher',
        'Metallpfeifenbauerin',
        'Leiter Pfeifenwerkstatt',
        'Tuyautier',
        'Pipe Maker',
        'Pijpenmaker',
        'Luthière',
        'Geigenbauer',
      ],
      ORGANS,
    ),
  )('"%s" builds the instrument', (title) => {
    expect(readTitle(title).functions[0]).toBe('instrument_making');
  });
  it.each(['Facteur', 'Stimmbildnerin', 'Tuning Engineer'])('"%s" is neither', (title) => {
    expect(readTitle(title).functions).not.toContain('instrument_making');
    expect(readTitle(title).functions).not.toContain('instrument_tuning');
  });
  it.each([
    [
      'Voicers and tuners, freelancers included; no pipe makers.',
      ['Intonateur', 'Orgelstimmer', 'Stemmer (freelance)'],
      ['Pfeifenmacher', 'Orgelbauer', 'Schreiner'],
    ],
    [
      'Orgelbauer und Pfeifenmacher, keine Intonateure oder Stimmer.',
      ['Orgelbauer', 'Pfeifenmacher', 'Orgelbauerin Montage'],
      ['Intonateurin', 'Klavierstimmer'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});

describe('restorers of organs, instruments, furniture and art are restoration', () => {
  it.each(
    cross(
      [
        'Restaurator',
        'Restauratorin',
        'Leiterin Restaurierung',
        'Orgelrestaurator',
        'Restauratore',
        'Restauratrice di strumenti',
        'Restauradora',
        "Restauratrice d'orgues",
        'Restaurateur de meubles',
        'Organ Restorer',
        'Furniture Restoration Specialist',
      ],
      [' ', ' – Werkstatt', ' (Teilzeit)'].map((tail) => tail.trimEnd()),
    ),
  )('"%s" restores', (title) => {
    expect(readTitle(title).functions[0]).toBe('restoration');
  });
  it.each([
    'Responsable restauration',
    'Restaurateur',
    'Disaster Restoration Technician',
    'Jefe de restauración',
  ])('"%s" restores no object', (title) => {
    expect(readTitle(title).functions).not.toContain('restoration');
  });
  it.each([
    [
      'Restorers of organs and furniture, whatever their level.',
      ['Restauratorin', 'Leiter Restaurierung', "Restaurateur d'orgues", 'Möbelrestaurator'],
      ['Intonateur', 'Orgelbauer', 'Buchhalterin', 'Schreiner'],
    ],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
