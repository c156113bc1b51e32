import { describe, expect, it } from 'vitest';
import { interpretPersona, readPersona } from '../../functions/core/persona-reader.js';
import { judgeRoles } from '../../functions/core/role-match.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';

/**
 * Structure after holdout 11 (issue 22), each held over generated variants (templates × seven
 * languages × a roster, industries in no set): "ex dipendenti" without a hyphen asks for former
 * employees, and a former-only persona's exclusion applies to the role they held here; after an
 * excluded noun, "below X" qualifies the noun and never excludes X; "who currently work or sit on
 * the board" keeps a founder who holds another current role.
 */

const read = (definition: string) => readPersona({ name: 'x', definition });
const person = personAt(EVAL_COMPANY, 'Full-time');
const keptOf =
  (roster: Record<string, ReturnType<typeof person>>) =>
  (definition: string): string[] =>
    Object.entries(roster)
      .filter(([, p]) => judgeRoles('x', read(definition), p, EVAL_COMPANY).keep)
      .map(([key]) => key)
      .sort();

describe('former employees written "ex X" with a space, and their exclusions, in seven languages', () => {
  const ROSTER = {
    leftMiller: person('f1', 'Ada Miller', 'Head Miller, Other Flour Mill', [
      ['Head Miller', 'Other Flour Mill', '2023-01', null],
      ['Miller', 'here', '2015-01', '2022-12'],
    ]),
    leftVet: person('f2', 'Bo Vet', 'Veterinarian', [
      ['Veterinarian', 'City Clinic', '2021-01', null],
      ['Staff Veterinarian', 'here', '2017-01', '2020-12'],
    ]),
    leftIntern: person('f3', 'Cy Intern', 'Analyst, Elsewhere', [
      ['Analyst', 'Elsewhere', '2023-01', null],
      ['Intern', 'here', '2022-01', '2022-06'],
    ]),
    current: person('f4', 'Di Stays', 'Brewmaster', [['Brewmaster', 'here', '2018-01', null]]),
  };
  const kept = keptOf(ROSTER);
  const CASES: readonly [string, string][] = [
    ['it', 'Ex dipendenti di qualsiasi funzione. Esclusi gli ex stagisti.'],
    ['es', 'Ex empleados de cualquier área. Excluir a los ex becarios.'],
    ['pt', 'Ex funcionários de qualquer área. Excluir ex estagiários.'],
    ['fr', 'Ex salariés de toute fonction. Exclure les ex stagiaires.'],
    ['de', 'Ex Mitarbeiter aus allen Bereichen. Keine ehemaligen Praktikanten.'],
    ['nl', 'Oud medewerkers uit elke afdeling. Geen oud-stagiairs.'],
    ['en', 'Ex employees of any function. Exclude former interns.'],
  ];
  for (const [lang, definition] of CASES)
    it(`${lang}: "${definition}" keeps who left, not the former intern, not who stays`, () => {
      expect(kept(definition)).toEqual(['leftMiller', 'leftVet']);
    });
});

describe('after an excluded noun, "below X" qualifies the noun and never excludes X', () => {
  const ROSTER = {
    cco: person('d1', 'Ana Chief', 'Chief Commercial Officer', [
      ['Chief Commercial Officer', 'here', '2020-01', null],
    ]),
    vp: person('d2', 'Ben Vice', 'VP Sales', [['VP Sales', 'here', '2020-01', null]]),
    director: person('d3', 'Cai Dir', 'Sales Director', [['Sales Director', 'here', '2020-01', null]]),
    head: person('d4', 'Dee Head', 'Head of Marketing', [['Head of Marketing', 'here', '2020-01', null]]),
    manager: person('d5', 'Eve Mgr', 'Sales Manager', [['Sales Manager', 'here', '2020-01', null]]),
    rep: person('d6', 'Fox Rep', 'Account Executive', [['Account Executive', 'here', '2020-01', null]]),
  };
  const kept = keptOf(ROSTER);
  const CASES: readonly [string, string][] = [
    [
      'en',
      'director+ in sales or marketing (heads, directors, VPs, CxO). no managers below director level, no individual contributors',
    ],
    [
      'en',
      'Sales and marketing leaders at director level or above; not managers below director level, not individual contributors',
    ],
    [
      'de',
      'Vertrieb und Marketing ab Director-Ebene (Heads, Directors, VPs, CxO); keine Manager unterhalb der Director-Ebene, keine Individual Contributors',
    ],
    [
      'fr',
      "Directeurs et plus en ventes ou marketing (heads, directors, VPs, CxO) ; pas de managers en dessous du niveau directeur, pas d'individual contributors",
    ],
    [
      'es',
      'Directores o más en ventas o marketing (heads, directors, VPs, CxO); sin managers por debajo del nivel director, sin individual contributors',
    ],
    [
      'it',
      'Director o superiori in vendite o marketing (heads, directors, VPs, CxO); nessun manager al di sotto del livello director, nessun individual contributor',
    ],
    [
      'nl',
      'Director+ in sales en marketing (heads, directors, VPs, CxO); geen managers onder het niveau van director, geen individual contributors',
    ],
  ];
  for (const [lang, definition] of CASES)
    it(`${lang}: "${definition}" keeps director and above in sales and marketing, not managers or reps`, () => {
      expect(kept(definition)).toEqual(['cco', 'director', 'head', 'vp']);
    });
  it('a ceiling on its own still excludes what it names ("everyone below the executive committee")', () => {
    expect(
      interpretPersona({ name: 'x', definition: 'Sales people below director level' }).excludes.join(' '),
    ).toMatch(/director/);
  });
});

describe('founders who currently work here or sit on the board count, whichever role they hold now', () => {
  const ROSTER = {
    chair: person('c1', 'Gil Old', 'Founder & Honorary Chairman', [
      ['Honorary Chairman of the Board', 'here', '2015-06', null, 'Board'],
      ['Founder & Managing Director', 'here', '1990-04', '2015-05'],
    ]),
    gone: person('c2', 'Hu Gone', 'Founder, Elsewhere', [
      ['Founder', 'Elsewhere Ltd', '2019-01', null],
      ['Co-founder & COO', 'here', '2004-01', '2018-12'],
    ]),
    hired: person('c3', 'Ida Hired', 'Chief Executive Officer', [
      ['Chief Executive Officer', 'here', '2016-01', null],
    ]),
  };
  const kept = keptOf(ROSTER);
  for (const verb of [
    'currently work at the company or sit on its board',
    'now work here or sit on the board',
  ])
    it(`"Founders and co-founders who ${verb}" keeps the founder now chairing the board`, () => {
      expect(kept(`Founders and co-founders who ${verb}.`)).toEqual(['chair']);
    });
});

describe('a trailing "X does not count", singular or plural, drops X in seven languages', () => {
  const ROSTER = {
    pressOfficer: person('p1', 'Ana Press', 'Press Officer', [['Press Officer', 'here', '2020-01', null]]),
    commsDirector: person('p2', 'Bea Comms', 'Director of Corporate Communications', [
      ['Director of Corporate Communications', 'here', '2020-01', null],
    ]),
    marketer: person('p3', 'Cai Brand', 'Head of Marketing & Brand', [
      ['Head of Marketing & Brand', 'here', '2020-01', null],
    ]),
    marketingIntern: person('p4', 'Dee Intern', 'Marketing Intern', [
      ['Marketing Intern', 'here', '2025-01', null],
    ]),
  };
  const kept = keptOf(ROSTER);
  const CASES: readonly [string, string][] = [
    ['pt', 'Comunicação corporativa e assessoria de imprensa, comunicação interna. Marketing não conta.'],
    ['pt', 'Comunicação corporativa e imprensa. O marketing não conta'],
    ['it', 'Comunicazione aziendale e ufficio stampa. Il marketing non conta.'],
    ['es', 'Comunicación corporativa y prensa. Marketing no cuenta.'],
    ['fr', 'Communication corporate et relations presse. Le marketing ne compte pas.'],
    ['de', 'Unternehmenskommunikation und Pressearbeit. Marketing zählt nicht.'],
    ['nl', 'Corporate communicatie en persvoorlichting. Marketing telt niet mee.'],
    ['en', 'Corporate communications and press relations. Marketing does not count.'],
  ];
  for (const [lang, definition] of CASES)
    it(`${lang}: "${definition}" keeps communications, not marketing`, () => {
      expect(kept(definition)).toEqual(['commsDirector', 'pressOfficer']);
    });
});

describe('"externe Berater" are external consultants, like "external consultants" and "consultants externes"', () => {
  for (const definition of [
    'Externe Berater',
    'Freelancer:innen, externe Berater:innen und Interim-Manager:innen – keine Festangestellten',
    'Nur externe Berater, keine Festangestellten',
  ])
    it(`"${definition}" reads them as contractors, with nothing left unread about them`, () => {
      const interpretation = interpretPersona({ name: 'x', definition });
      expect(interpretation.includes.join(' ')).toMatch(/externe Berater\w*": contractors/i);
      expect(interpretation.warnings.join(' ')).not.toMatch(/externe Berater/i);
    });
});

describe('members of the founding or owning family who work here count, in seven languages', () => {
  const COMPANIES = ['Brannigan Brewing Co.', 'Ostrowski Orchards', 'Vasquez Textiles S.A.'];
  const TEMPLATES: readonly [string, string][] = [
    [
      'en',
      'Founders and members of the founding family who currently work at the company or sit on its board.',
    ],
    ['en', 'The owning family, if they work here today'],
    ['de', 'Gründer und Mitglieder der Gründerfamilie, die heute im Unternehmen arbeiten'],
    ['fr', "Fondateurs et membres de la famille fondatrice qui travaillent dans l'entreprise"],
    ['es', 'Fundadores y miembros de la familia fundadora que trabajan en la empresa'],
    ['pt', 'Fundadores e membros da família fundadora que trabalham na empresa'],
    ['it', "Fondatori e membri della famiglia fondatrice che lavorano nell'azienda"],
    ['nl', 'Oprichters en leden van de oprichtersfamilie die in het bedrijf werken'],
  ];
  for (const companyName of COMPANIES) {
    const company = { ...EVAL_COMPANY, name: companyName };
    const at = personAt(company, 'Full-time');
    const family = companyName.split(' ')[0] ?? '';
    const ROSTER = {
      surname: at('m1', `Ola ${family}`, 'Chief Executive Officer', [
        ['Chief Executive Officer', 'here', '2015-01', null],
      ]),
      onBoard: at('m2', `Pia ${family}`, 'Member of the Board', [
        ['Member of the Board', 'here', '2019-01', null, 'Board'],
      ]),
      saysSo: at(
        'm3',
        'Mia Ruiz',
        'Head of Sales',
        [['Head of Sales', 'here', '2018-01', null]],
        'Third generation of the family that founded the company.',
      ),
      hired: at('m4', 'Ned Stone', 'Chief Operating Officer', [
        ['Chief Operating Officer', 'here', '2016-01', null],
      ]),
      left: at('m5', `Tom ${family}`, 'Owner, Elsewhere', [
        ['Owner', 'Elsewhere Ltd', '2020-01', null],
        ['Sales Manager', 'here', '2010-01', '2019-12'],
      ]),
    };
    const kept = (definition: string): string[] =>
      Object.entries(ROSTER)
        .filter(([, p]) => judgeRoles('x', read(definition), p, company).keep)
        .map(([key]) => key)
        .sort();
    for (const [lang, definition] of TEMPLATES)
      it(`${companyName}, ${lang}: "${definition}" keeps the family with a role here, not a hired COO nor one who left`, () => {
        expect(kept(definition)).toEqual(['onBoard', 'saysSo', 'surname']);
        expect(interpretPersona({ name: 'x', definition }).includes.join(' ')).toMatch(
          /founding or owning family/,
        );
      });
  }
  it('without the family, a hired CEO whose name is in no company name is not kept', () => {
    const company = { ...EVAL_COMPANY, name: 'Brannigan Brewing Co.' };
    const ceo = personAt(company, 'Full-time')('m6', 'Ola Brannigan', 'Chief Executive Officer', [
      ['Chief Executive Officer', 'here', '2015-01', null],
    ]);
    expect(judgeRoles('x', read('Founders and co-founders'), ceo, company).keep).toBe(false);
  });
});
