import { describe, expect, it } from 'vitest';
import { readTitle } from '../../functions/core/roles.js';
import { keepsAndDrops } from '../fixtures/reading-tables.js';

/**
 * How a title is read after holdout 71's second round (a Bohemian glassworks and an Irish stud and racing yard).
 * Each rule is held by a generated table: the trade's words in its languages × places written here, not the set's titles.
 */

const cross = (heads: string[], tails: string[]): string[] =>
  heads.flatMap((head) => tails.map((tail) => `${head}${tail}`));
const GLASSWORKS = ['', ' – Nový Bor', ' (part-time)', ' | Glashütte Zwiesel'];
const YARD = ['', ' – Newmarket', ' (seasonal)', ' | Chantilly'];

describe("a glassworks' three trades are functions of their own", () => {
  it.each(
    cross(
      [
        'Glassblower',
        'Master Glassmaker',
        'Apprentice glassblower',
        'Glasbläserin',
        'Glasmacher',
        'Souffleuse de verre',
        'Sklář',
        'Foukač skla',
        'Výrobkyně skla',
        'Mistrová sklářka',
        'Vedoucí hutního provozu',
      ],
      GLASSWORKS,
    ),
  )('"%s" blows glass', (title) => {
    expect(readTitle(title).functions[0]).toBe('glassmaking');
  });
  it.each(
    cross(
      [
        'Glass Cutter',
        'Glasschleiferin',
        'Glasgraveur',
        'Brusička skla',
        'Rytec',
        'Mistr brusírny',
        'Шліфувальник скла',
      ],
      GLASSWORKS,
    ),
  )('"%s" cuts or engraves glass', (title) => {
    expect(readTitle(title).functions[0]).toBe('glass_cutting');
  });
  it.each(
    cross(['Glass Painter', 'Malíř skla', 'Glasmalerin', 'Peintre sur verre', 'Dekoratér'], GLASSWORKS),
  )('"%s" paints or decorates glass', (title) => {
    expect(readTitle(title).functions[0]).toBe('glass_painting');
  });
  it.each([
    'Piste groomer',
    'Disc Jockey',
    'Painter-decorator',
    'Metal grinder',
    'Stained-glass window fitter',
  ])('"%s" is none of the glass trades', (title) => {
    expect(readTitle(title).functions).not.toContain('glassmaking');
    expect(readTitle(title).functions).not.toContain('glass_cutting');
    expect(readTitle(title).functions).not.toContain('glass_painting');
  });
});

describe("a racing yard's and a stud's staff, its jockeys, farriers and racing office", () => {
  it.each(
    cross(
      [
        'Groom',
        'Sais',
        'Stable Lass',
        'Stable hand',
        'Stajenna',
        'Moza de cuadra',
        'Palefrenière',
        'Rider-out',
        'Work rider',
        'Jinete de trabajo',
        'Jeździec pracujący',
        'Marcach oibre',
        'Head Lad',
        'Travelling Head Lass',
      ],
      YARD,
    ),
  )('"%s" is stable staff', (title) => {
    expect(readTitle(title).functions[0]).toBe('stable_staff');
  });
  it.each(['Head Lad', 'Travelling Head Lad', 'Head Lass'])('"%s" is no department head', (title) => {
    expect(readTitle(title).level).toBe('individual');
  });
  it.each(
    cross(
      [
        'Stud Manager',
        'Stud Groom',
        'Head Groom (stud)',
        'Stallion Handler',
        'Foaling Unit Assistant',
        'Night watchman (foaling)',
        'Nocna stróżka – źrebienie',
        'Hengstenverzorger',
      ],
      YARD,
    ),
  )('"%s" works at the stud', (title) => {
    expect(readTitle(title).functions[0]).toBe('stud_farm');
  });
  it.each(cross(['Jockey', 'Apprentice Jockey', 'Conditional jockey', 'Jockey indépendant', 'Dżokej'], YARD))(
    '"%s" rides races',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('jockeys');
    },
  );
  it.each(
    cross(['Farrier', 'Farrier AWCF', 'Ferradora', 'Maréchal-ferrant', 'Hufschmiedin', 'Herrador'], YARD),
  )('"%s" shoes horses', (title) => {
    expect(readTitle(title).functions[0]).toBe('farriery');
  });
  it.each(cross(['Racing Secretary', 'Racing Office Administrator', 'Entries and Declarations Clerk'], YARD))(
    '"%s" runs the racing office',
    (title) => {
      expect(readTitle(title).functions[0]).toBe('racing_office');
    },
  );
  it.each(['Disc Jockey', 'Dog Groomer', 'Piste groomer', 'Night Watchman', 'Head of Sales'])(
    '"%s" is no horse staff',
    (title) => {
      const { functions } = readTitle(title);
      for (const fn of ['stable_staff', 'stud_farm', 'jockeys'] as const) expect(functions).not.toContain(fn);
    },
  );
});

describe('definitions read the new trades', () => {
  it.each([
    [
      'Hot-shop staff: glassblowers and master glassmakers of any level. Not the cutters or engravers.',
      ['Glassblower', 'Mistr sklář', 'Glasbläser'],
      ['Glass Cutter', 'Rytkyně', 'Malířka skla'],
    ],
    [
      'Glass cutters and engravers of every seniority.',
      ['Brusič skla', 'Glasgraveurin', 'Mistr brusírny'],
      ['Glassblower', 'Glass Painter'],
    ],
    [
      'Stable staff: grooms, riders-out and the head lad. No jockeys, no stud staff.',
      ['Groom', 'Rider-out', 'Head Lad', 'Stajenny'],
      ['Jockey', 'Stud Groom', 'Yard Manager'],
    ],
    ['Farriers, including self-employed ones.', ['Farrier', 'Ferrador'], ['Groom', 'Jockey']],
  ] as const)('"%s"', (definition, keep, drop) => keepsAndDrops(definition, keep, drop));
});
