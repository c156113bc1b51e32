import { describe, expect, it } from 'vitest';
import { readPersona } from '../../functions/core/persona-reader.js';
import { kept } from '../fixtures/reading.js';

/**
 * Holdout 17's founders persona ended "Former co-founders who left are still founders.": the sentence
 * opened with a past marker, so the whole persona was read as former roles only and the current
 * founders were missed. A sentence about people who left that says they still count ("are still",
 * "count too", "zählen auch", "comptent aussi", "siguen siendo", "continuam a ser", "restano",
 * "tellen ook mee") adds them beside the others; it does not narrow the persona to them.
 */
describe('former people who "still count" come on top of the current ones', () => {
  const rows: [string, string][] = [
    ['en', 'Founders, co-founders and owners. Former co-founders who left are still founders.'],
    ['en', 'Founders and owners of the company. Former founders count too.'],
    ['de', 'Gründer, Mitgründer und Eigentümer. Ehemalige Mitgründer zählen auch.'],
    ['fr', 'Fondateurs, cofondateurs et propriétaires. Les anciens cofondateurs partis comptent aussi.'],
    ['es', 'Fundadores, cofundadores y propietarios. Los antiguos cofundadores siguen siendo fundadores.'],
    ['pt', 'Fundadores, cofundadores e proprietários. Os antigos cofundadores continuam a ser fundadores.'],
    ['it', 'Fondatori, cofondatori e proprietari. Gli ex cofondatori restano fondatori.'],
    ['nl', 'Oprichters, medeoprichters en eigenaren. Voormalige medeoprichters tellen ook mee.'],
  ];
  it.each(rows)(
    '%s: %s keeps the current founders and reads current and former roles',
    (_lang, definition) => {
      const reading = readPersona({ name: 'x', definition });
      expect(reading.formerOnly).toBe(false);
      expect(reading.currentOnly).toBe(false);
      expect(kept(definition, ['Co-Founder & CEO', 'Software Engineer'])).toEqual(['Co-Founder & CEO']);
    },
  );

  const formerOnly: [string, string][] = [
    ['en', 'Former co-founders who left the company.'],
    ['de', 'Ehemalige Mitgründer.'],
    ['fr', 'Anciens cofondateurs partis.'],
  ];
  it.each(formerOnly)('%s: %s without "still count" stays former roles only', (_lang, definition) => {
    expect(readPersona({ name: 'x', definition }).formerOnly).toBe(true);
  });
});

/**
 * Holdout 17's finance leadership persona listed "CFO/DAF, diretores financeiros, … e controllers de
 * qualquer nível": "of any level" on the controllers was read as the whole list's, so the CFO and the
 * directors lost their level and every accountant and payroll clerk was kept. "At any level" on a
 * phrase that names its own job or function is that phrase's; said on its own, or where no other
 * phrase names a level, it is still everyone's.
 */
describe('"of any level" on one job of a list is that job\'s', () => {
  const roster = [
    'Chief Financial Officer',
    'Finance Director',
    'Controller',
    'Junior Controller',
    'Accountant',
    'Payroll Clerk',
  ];
  const rows: [string, string][] = [
    ['en', 'Finance leadership: CFOs, finance directors and controllers at any level.'],
    ['de', 'Finanzleitung: CFO, Finanzdirektoren und Controller jeder Ebene.'],
    ['fr', 'Direction financière : DAF, directeurs financiers et controllers à tous les niveaux.'],
    ['es', 'Liderazgo financiero: CFO, directores financieros y controllers de cualquier nivel.'],
    ['pt', 'Liderança financeira: CFO, diretores financeiros e controllers de qualquer nível.'],
    ['it', 'Direzione finanziaria: CFO, direttori finanziari e controller di qualsiasi livello.'],
    ['nl', 'Financieel leiderschap: CFO, hoofden financiën en controllers op elk niveau.'],
  ];
  it.each(rows)('%s: %s keeps the leaders and every controller, no accountant', (_lang, definition) => {
    const got = kept(definition, roster);
    expect(got).toEqual(
      expect.arrayContaining([
        'Chief Financial Officer',
        'Finance Director',
        'Controller',
        'Junior Controller',
      ]),
    );
    expect(got).not.toContain('Accountant');
    expect(got).not.toContain('Payroll Clerk');
  });

  it('said on its own, "at any level" is still every phrase\'s', () => {
    expect(kept('Finance and accounting, at any level.', ['Accountant', 'Finance Director'])).toEqual([
      'Accountant',
      'Finance Director',
    ]);
    expect(kept('Everyone in marketing at any level', ['Marketing Intern', 'CMO'])).toEqual([
      'Marketing Intern',
      'CMO',
    ]);
  });
});

/**
 * Holdout 17's operations persona ended "Warehouse or store managers are too junior.": "are too junior"
 * was no exclusion, so the store and warehouse managers were kept; and once it was, "Warehouse" alone
 * dropped all of logistics, the supply chain director too. "X are too junior" excludes X in seven
 * languages, and in such an exclusion a bare function joined by "or"/"and" to a job of some seniority
 * ("warehouse or store managers") names that seniority in its function, not everyone there.
 */
describe('"are too junior" excludes, and "warehouse or store managers" are managers', () => {
  const roster = [
    'Directeur Supply Chain & Logistique',
    "Directeur de l'exploitation",
    "Responsable d'entrepôt",
    'Warehouse Manager',
    'Store Manager',
    'Directrice de magasin',
  ];
  const rows: [string, string][] = [
    [
      'en',
      'Directors and above in operations, supply chain or logistics. Warehouse or store managers are too junior.',
    ],
    [
      'fr',
      'Directeurs des opérations, de la supply chain ou de la logistique. Les warehouse managers ou store managers sont trop juniors.',
    ],
    [
      'de',
      'Direktoren und höher in Operations, Supply Chain oder Logistik. Lager- oder Filialleiter sind zu junior.',
    ],
    [
      'es',
      'Directores y superiores en operaciones, supply chain o logística. Los warehouse managers o store managers son demasiado junior.',
    ],
    [
      'pt',
      'Diretores e acima em operações, supply chain ou logística. Gerentes de armazém ou de loja são demasiado júnior.',
    ],
    [
      'it',
      'Direttori e oltre in operations, supply chain o logistica. I warehouse manager o store manager sono troppo junior.',
    ],
    [
      'nl',
      'Directeuren en hoger in operations, supply chain of logistiek. Magazijn- of winkelmanagers zijn te junior.',
    ],
  ];
  it.each(rows)('%s: %s keeps the directors, no store or warehouse manager', (_lang, definition) => {
    const got = kept(definition, roster);
    expect(got).toEqual(
      expect.arrayContaining(['Directeur Supply Chain & Logistique', "Directeur de l'exploitation"]),
    );
    expect(got).not.toContain('Store Manager');
    expect(got).not.toContain('Warehouse Manager');
  });
});

/**
 * Holdout 17's communication persona: "Communication externe et interne, relations presse, à tous les
 * niveaux, y compris la direction marketing & communication". "At all levels" was applied to the
 * marketing direction named after it, so everyone in marketing was kept. A level named after "at any
 * level", in a function the list before it did not name, is that later phrase's own.
 */
describe('a leader named after "at any level", in another function, keeps its level', () => {
  const roster = [
    'Press Officer',
    'Internal Communications Specialist',
    'Marketing Director',
    'Marketing Manager',
    'Marketing Intern',
  ];
  const rows: [string, string][] = [
    ['en', 'Communications and press relations, at any level, including the marketing director.'],
    ['fr', 'Communication et relations presse, à tous les niveaux, y compris la direction marketing.'],
    ['de', 'Kommunikation und Pressearbeit, auf allen Ebenen, inklusive der Marketingleitung.'],
    ['es', 'Comunicación y relaciones con la prensa, a cualquier nivel, incluida la dirección de marketing.'],
    ['pt', 'Comunicação e assessoria de imprensa, a qualquer nível, incluindo a direção de marketing.'],
    ['it', 'Comunicazione e ufficio stampa, a qualsiasi livello, incluso il direttore marketing.'],
    ['nl', 'Communicatie en persvoorlichting, op elk niveau, inclusief de directeur marketing.'],
  ];
  it.each(rows)('%s: %s keeps communications and the marketing director only', (_lang, definition) => {
    const got = kept(definition, roster);
    expect(got).toContain('Marketing Director');
    expect(got).not.toContain('Marketing Manager');
    expect(got).not.toContain('Marketing Intern');
  });
});
