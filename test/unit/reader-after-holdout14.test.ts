import { describe, expect, it } from 'vitest';
import { excludedBy, matchClause } from '../../functions/core/persona-reader.js';
import { readTitle } from '../../functions/core/roles.js';
import { kept, position, read } from '../fixtures/reading.js';

/**
 * Structure after holdout 14 (issue 22), each held over generated variants (templates × seven
 * languages × titles, including industries in no set): in a persona of former employees, what follows a
 * widening word ("including the co-founders who left", "compresi i co-fondatori usciti") comes on top of
 * all former employees and does not narrow them to itself; "of any department" ("di qualunque reparto",
 * "aus jeder Abteilung") names no function; "who no longer work here" ("che non lavorano più da noi")
 * restates "former" and starts no exclusion.
 */

const TITLES = ['Winemaker', 'Staff Nurse', 'Backend Engineer', 'Accountant', 'Co-Founder & CPO'];

const HEADS: readonly [string, string, string, string][] = [
  // language, former employees, of any department, including the co-founders who left
  ['en', 'Former employees', 'from any department', 'including the co-founders who left'],
  ['de', 'Ehemalige Mitarbeiter', 'aus jeder Abteilung', 'einschließlich ausgeschiedener Mitgründer'],
  ['fr', 'Anciens salariés', 'de tout service', 'y compris les cofondateurs partis'],
  ['es', 'Ex empleados', 'de cualquier departamento', 'incluidos los cofundadores que se fueron'],
  ['it', 'Ex dipendenti', 'di qualunque reparto', 'compresi i co-fondatori usciti'],
  ['nl', 'Oud-medewerkers', 'van elke afdeling', 'inclusief vertrokken medeoprichters'],
  ['pt', 'Antigos funcionários', 'de qualquer departamento', 'incluindo os cofundadores que saíram'],
];

describe('former employees "including X": X widens, it does not replace everyone', () => {
  for (const [lang, head, any, including] of HEADS)
    for (const definition of [`${head}, ${including}.`, `${head} ${any}, ${including}.`, `${head} ${any}.`])
      it(`${lang}: "${definition}"`, () => {
        const reading = read(definition);
        expect(reading.formerOnly).toBe(true);
        expect(reading.excludes).toEqual([]);
        expect(kept(definition, TITLES)).toEqual(TITLES);
      });
  it('an engagement after the widening word still widens who counts', () => {
    const reading = read('Former employees, including contractors.');
    expect(reading.formerOnly).toBe(true);
    expect(reading.engagements).toContain('contractor');
    expect(kept('Former employees, including contractors.', TITLES)).toEqual(TITLES);
  });
  it('a named function after the head still narrows: "former employees in sales"', () => {
    expect(kept('Former employees in sales.', ['Account Executive', 'Staff Nurse'])).toEqual([
      'Account Executive',
    ]);
  });
});

describe('"who no longer work here" in a persona of former employees starts no exclusion', () => {
  const NO_LONGER: readonly [string, string][] = [
    ['en', 'Former employees who no longer work here (alumni), including the co-founders who left.'],
    ['it', 'Ex dipendenti che oggi non lavorano più da noi (alumni), compresi i co-fondatori usciti.'],
    ['es', 'Ex empleados que ya no trabajan aquí, incluidos los cofundadores.'],
    ['de', 'Ehemalige Mitarbeiter, die nicht mehr bei uns arbeiten, einschließlich der Mitgründer.'],
    ['pt', 'Antigos funcionários que não trabalham mais aqui, incluindo os cofundadores.'],
    ['nl', 'Oud-medewerkers die hier niet meer werken, inclusief de medeoprichters.'],
    ['fr', 'Anciens salariés qui ne travaillent plus ici, y compris les cofondateurs.'],
  ];
  for (const [lang, definition] of NO_LONGER)
    it(`${lang}: "${definition}"`, () => {
      const reading = read(definition);
      expect(reading.formerOnly).toBe(true);
      expect(reading.excludes).toEqual([]);
      expect(kept(definition, TITLES)).toEqual(TITLES);
    });
});

describe('"X below VP level don\'t count" drops X, never the ceiling it names', () => {
  const BELOW: readonly [string, string][] = [
    ['en', 'Directors and heads below VP level don\u2019t count.'],
    ['de', 'Direktoren unterhalb der VP-Ebene zählen nicht.'],
    ['fr', 'Les directeurs en dessous du niveau VP ne comptent pas.'],
    ['es', 'Los directores por debajo del nivel VP no cuentan.'],
    ['it', 'I direttori al di sotto del livello VP non contano.'],
    ['nl', 'Directeurs onder het niveau van VP tellen niet mee.'],
    ['pt', 'Diretores abaixo do nível VP não contam.'],
  ];
  const HEADS = ['Senior leadership, VP and above.', 'VPs and C-level executives.'];
  const KEPT = ['VP Engineering', 'Vice President Sales', 'Chief Financial Officer'];
  const DROPPED = ['Director of Sales', 'Head of Winemaking', 'Software Engineer'];
  for (const head of HEADS)
    for (const [lang, tail] of BELOW) {
      const definition = `${head} ${tail}`;
      it(`${lang}: "${definition}"`, () => {
        expect(kept(definition, [...KEPT, ...DROPPED])).toEqual(KEPT);
        expect(read(definition).excludes.some((c) => c.levels?.includes('vp'))).toBe(false);
      });
    }
});

describe("a permanent contract is an employee's, a contract alone a contractor's", () => {
  const TITLES = ['Bedrijfsjurist', 'Accountant', 'Winemaker', 'Backend Engineer'];
  for (const title of TITLES) {
    for (const type of ['Vast contract', 'Permanent contract', 'Unbefristeter Contract', 'Full-time'])
      it(`"${title}" on "${type}" is an employee`, () => {
        expect(readTitle(title, type).engagement).toBe('employee');
      });
    for (const type of ['Contract', 'Freelance'])
      it(`"${title}" on "${type}" is a contractor`, () => {
        expect(readTitle(title, type).engagement).toBe('contractor');
      });
  }
});

describe("an exclusion's word meets a title that spells its root another way (graph/graf, th/t)", () => {
  // As the judge decides: kept when an include matches and no exclusion excludes the title.
  const judged = (definition: string, titles: readonly string[]) => {
    const reading = read(definition);
    return titles.filter((t) => {
      const p = position(t);
      return (
        !reading.excludes.some((c) => excludedBy(c, p)) &&
        reading.includes.some((c) => matchClause(c, p, reading.engagements))
      );
    });
  };
  const HEADS = ['UX, UI and product designers.', 'Designers.'];
  const TAILS = [
    'Graphic designers don\u2019t count.',
    'Exclude graphic designers.',
    'Graphic/packaging designers don\u2019t count.',
    'Exclude graphic and packaging designers.',
    'Not graphic or print designers.',
  ];
  const KEPT = ['UX Designer', 'Product Designer'];
  const DROPPED = [
    'Graphic Designer',
    'Grafikdesignerin',
    'Graphiste',
    'Diseñador Gráfico',
    'Grafico pubblicitario',
    'Grafisch ontwerper',
    'Designer gráfico',
  ];
  for (const head of HEADS)
    for (const tail of TAILS) {
      const definition = `${head} ${tail}`;
      it(`"${definition}"`, () => {
        expect(judged(definition, [...KEPT, ...DROPPED])).toEqual(KEPT);
      });
    }
});
