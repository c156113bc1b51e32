import { describe, expect, it } from 'vitest';
import { interpretPersona, readPersona } from '../../functions/core/persona-reader.js';
import { judgeRoles } from '../../functions/core/role-match.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';

/**
 * Structure after holdout 10 (issue 22), each held over generated variants (templates × seven
 * languages × a roster, industries in no set): "anyone"/"everyone" is criteria only when what follows
 * it is read, so invitations, jokes and lunch orders keep nobody; "X are not Y" at the end of a clause
 * drops X; a year bound on when the last role here ended keeps only people who left that year or later.
 */

const read = (definition: string) => readPersona({ name: 'x', definition });
const person = personAt(EVAL_COMPANY, 'Full-time');

describe('a definition that is an invitation, a joke or a lunch order keeps nobody and says so', () => {
  const EVENTS = ['summer barbecue', 'glögg cruise', 'bowling night', 'pub quiz'];
  const TEMPLATES: readonly [string, (e: string) => string][] = [
    ['en', (e) => `Anyone up for the ${e} on Friday? Bring warm socks and your best karaoke song`],
    ['en', (e) => `Everyone bring a dish to the ${e}!`],
    ['de', (e) => `Wer kommt mit zum ${e}? Alle zusammen, bringt gute Laune mit!`],
    ['fr', (e) => `Qui vient au ${e} ce soir ? Tout le monde est invité`],
    ['es', (e) => `¿Quién se apunta al ${e} del viernes? Todos invitados, traed bebida`],
    ['pt', (e) => `Quem quer pizza depois do ${e}? Alguém topa um churrasco no sábado?`],
    ['it', (e) => `Chi viene al ${e}? Tutti alla grigliata di sabato!`],
    ['nl', (e) => `Wie gaat er mee naar de ${e}? Iedereen welkom, neem je zwemspullen mee`],
  ];
  for (const [lang, template] of TEMPLATES)
    for (const event of EVENTS) {
      const definition = template(event);
      it(`${lang}: "${definition}" keeps nobody, with a warning`, () => {
        const interpretation = interpretPersona({ name: 'x', definition });
        expect(interpretation.includes).toEqual([]);
        expect(interpretation.warnings.join(' ')).toMatch(/could not read this definition/);
      });
    }
  const CRITERIA: readonly [string, string, string][] = [
    ['en', 'Anyone who can sign off a budget', 'c_level'],
    ['en', 'anyone in finance', 'finance'],
    ['en', 'everyone at head level', 'head'],
    ['en', 'Everyone in marketing at any level', 'marketing'],
    ['de', 'Alle Mitarbeitenden im Vertrieb', 'sales'],
    ['de', 'Ehemalige Mitarbeiter:innen (Alumni) aus allen Bereichen', 'anyone'],
    ['fr', 'Tout le monde en finance', 'finance'],
    ['es', 'Todos los del equipo de ventas', 'sales'],
    ['it', 'Tutti in amministrazione e finanza', 'finance'],
    ['nl', 'Iedereen in finance', 'finance'],
  ];
  for (const [lang, definition, what] of CRITERIA)
    it(`${lang}: "${definition}" still reads as criteria (${what})`, () => {
      const interpretation = interpretPersona({ name: 'x', definition });
      expect(interpretation.includes.length).toBeGreaterThan(0);
      const said = [...interpretation.functions, ...interpretation.levels, ...interpretation.includes].join(
        ' ',
      );
      expect(said).toContain(what);
    });
});

describe('"X are not Y" at the end of a clause drops X, in seven languages', () => {
  const SUBJECTS: readonly [string, RegExp][] = [
    ['board members', /board/],
    ['interns', /intern/],
  ];
  const TEMPLATES: readonly [string, (x: string) => string][] = [
    ['en', (x) => `Executive team: CEO, CFO, COO. Current holders only; ${x} are not executives.`],
    ['en', (x) => `Heads of logistics and procurement; ${x} are not heads`],
    ['fr', (x) => `Direction générale : CEO, CFO, COO ; ${x} ne sont pas dirigeants`],
    ['es', (x) => `Equipo directivo: CEO, CFO, COO; ${x} no son directivos`],
    ['pt', (x) => `Equipa executiva: CEO, CFO, COO; ${x} não são executivos`],
    ['it', (x) => `Team esecutivo: CEO, CFO, COO; ${x} non sono dirigenti`],
    ['de', (x) => `Geschäftsführung: CEO, CFO, COO; ${x} sind keine Führungskräfte`],
    ['nl', (x) => `Directie: CEO, CFO, COO; ${x} zijn geen bestuurders`],
  ];
  const WORDS: Record<string, string> = { 'board members': 'board members', interns: 'interns' };
  for (const [lang, template] of TEMPLATES)
    for (const [subject, said] of SUBJECTS) {
      const definition = template(WORDS[subject] ?? subject);
      it(`${lang}: "${definition}" excludes ${subject}, never the executives it asks for`, () => {
        const interpretation = interpretPersona({ name: 'x', definition });
        expect(interpretation.includes.length).toBeGreaterThan(0);
        expect(interpretation.excludes.join(' ')).toMatch(said);
        expect(interpretation.excludes.join(' ')).not.toMatch(/C-level executives/);
      });
    }
  it('a relative clause ("engineers who are not managers") is no subject to drop', () => {
    expect(read('Engineers who are not managers').includes.length).toBeGreaterThan(0);
  });
});

describe('a year bound on when the last role here ended keeps only people who left then or later', () => {
  const ROSTER = {
    left2024: person('y1', 'Ada Recent', 'Chief Engineer, Other Line', [
      ['Chief Engineer', 'Other Line', '2024-03', null],
      ['Second Engineer', 'here', '2016-01', '2024-02'],
    ]),
    left2023: person('y2', 'Bo Edge', 'Partner, Other Firm', [
      ['Partner', 'Other Firm', '2023-05', null],
      ['Associate', 'here', '2019-09', '2023-04'],
    ]),
    left2021: person('y3', 'Cy Old', 'Nurse, City Hospital', [
      ['Nurse', 'City Hospital', '2021-07', null],
      ['Ward Nurse', 'here', '2015-01', '2021-06'],
    ]),
    current: person('y4', 'Di Stays', 'Deck Officer', [['Deck Officer', 'here', '2018-01', null]]),
  };
  const kept = (definition: string): string[] =>
    Object.entries(ROSTER)
      .filter(([, p]) => judgeRoles('x', read(definition), p, EVAL_COMPANY).keep)
      .map(([key]) => key)
      .sort();
  const CASES: readonly [string, string][] = [
    [
      'en',
      'People who left the company recently — their last role here ended in 2023 or later — and who work elsewhere now.',
    ],
    ['en', 'Former employees who left in 2023 or later'],
    ['de', 'Ehemalige Mitarbeiter, die seit 2023 ausgeschieden sind'],
    ['fr', 'Anciens salariés partis depuis 2023'],
    ['es', 'Antiguos empleados que se fueron desde 2023'],
    ['pt', 'Ex-funcionários que saíram a partir de 2023'],
    ['it', 'Ex-dipendenti usciti dal 2023'],
    ['nl', 'Oud-medewerkers die sinds 2023 vertrokken zijn'],
  ];
  for (const [lang, definition] of CASES)
    it(`${lang}: "${definition}" keeps who left in 2023 and 2024, not in 2021, not who stays`, () => {
      expect(kept(definition)).toEqual(['left2023', 'left2024']);
    });
  it('without a bound, former employees are all kept', () => {
    expect(kept('Former employees')).toEqual(['left2021', 'left2023', 'left2024']);
  });
});

describe('founders who still work here in some role count, whichever role they hold now', () => {
  const ROSTER = {
    nowManaging: person('s1', 'Eli Runs', 'Managing Partner', [
      ['Managing Partner', 'here', '2015-01', null],
      ['Founding Partner', 'here', '2004-01', '2014-12'],
    ]),
    nowAdvising: person('s2', 'Fay Counsel', 'Of Counsel', [
      ['Of Counsel', 'here', '2020-01', null],
      ['Co-founder', 'here', '2004-01', '2019-12'],
    ]),
    gone: person('s3', 'Gus Gone', 'Founder, Elsewhere', [
      ['Founder', 'Elsewhere Ltd', '2019-01', null],
      ['Co-founder & COO', 'here', '2004-01', '2018-12'],
    ]),
    hired: person('s4', 'Hal Hired', 'Chief Operating Officer', [
      ['Chief Operating Officer', 'here', '2016-01', null],
    ]),
  };
  const kept = (definition: string): string[] =>
    Object.entries(ROSTER)
      .filter(([, p]) => judgeRoles('x', read(definition), p, EVAL_COMPANY).keep)
      .map(([key]) => key)
      .sort();
  const CASES: readonly [string, string][] = [
    ['en', 'Founders or co-founders who still work at the company in some role today.'],
    ['de', 'Gründer und Mitgründer, die heute noch im Unternehmen in irgendeiner Rolle arbeiten.'],
    ['fr', "Fondateurs et cofondateurs qui travaillent toujours dans l'entreprise, dans un rôle quelconque."],
    ['es', 'Fundadores y cofundadores que siguen trabajando en la empresa en algún rol.'],
    ['pt', 'Fundadores e cofundadores que ainda trabalham na empresa em algum cargo.'],
    ['it', "Fondatori e cofondatori che lavorano ancora nell'azienda in qualche ruolo."],
    ['nl', 'Oprichters en mede-oprichters die nog steeds in het bedrijf een rol hebben.'],
  ];
  for (const [lang, definition] of CASES)
    it(`${lang}: "${definition}" keeps founders now in other roles, not the one who left nor a hired COO`, () => {
      expect(kept(definition)).toEqual(['nowAdvising', 'nowManaging']);
    });
  it('"engineers who are still here" asks for today\'s engineers, not a former engineer now in sales', () => {
    const moved = person('s5', 'Ivo Moved', 'Account Executive', [
      ['Account Executive', 'here', '2022-01', null],
      ['Software Engineer', 'here', '2018-01', '2021-12'],
    ]);
    expect(judgeRoles('x', read('Software engineers who are still here'), moved, EVAL_COMPANY).keep).toBe(
      false,
    );
  });
  it('"founders" alone keeps only a current founding role', () => {
    expect(kept('Founders and co-founders')).toEqual([]);
  });
});

describe('"managing partner" names the partner who runs the firm, not every partner', () => {
  const TEMPLATES: readonly [string, string][] = [
    ['en', 'CEO or managing partner, CFO, COO.'],
    ['fr', 'CEO ou associé gérant, CFO, COO.'],
    ['es', 'CEO o socio gerente, CFO, COO.'],
    ['it', 'CEO o socio amministratore, CFO, COO.'],
    ['de', 'CEO oder geschäftsführender Gesellschafter, CFO, COO.'],
    ['nl', 'CEO of managing partner, CFO en COO.'],
    ['pt', 'CEO ou managing partner, CFO e COO.'],
  ];
  const PARTNERS: readonly [string, boolean][] = [
    ['Managing Partner', true],
    ['Equity Partner, Corporate M&A', false],
    ['Socio fondatore e Senior Partner', false],
    ['Partner, Tax', false],
    ['Salaried Partner', false],
  ];
  for (const [lang, definition] of TEMPLATES)
    for (const [title, keep] of PARTNERS)
      it(`${lang}: "${definition}" ${keep ? 'keeps' : 'does not keep'} "${title}"`, () => {
        const p = person('m1', 'Pat Partner', title, [[title, 'here', '2015-01', null]]);
        expect(judgeRoles('x', read(definition), p, EVAL_COMPANY).keep).toBe(keep);
      });
});

describe('"below X" is a ceiling: X and anyone above it are excluded, never asked for', () => {
  const CASES: readonly [string, string][] = [
    ['en', 'Department heads below the executive committee'],
    ['es', 'Directores y jefes de departamento, por debajo del comité de dirección'],
    ['de', 'Abteilungsleiter unterhalb der Geschäftsführung'],
    ['fr', 'Directeurs et responsables de département en dessous de la direction générale'],
    ['it', 'Direttori e responsabili al di sotto della direzione generale'],
    ['pt', 'Diretores abaixo da direção geral'],
  ];
  const TITLES: readonly [string, boolean][] = [
    ['Head of Procurement', true],
    ['Director of Fleet Operations', true],
    ['Chief Financial Officer', false],
    ['Chief Executive Officer', false],
  ];
  for (const [lang, definition] of CASES)
    for (const [title, keep] of TITLES)
      it(`${lang}: "${definition}" ${keep ? 'keeps' : 'does not keep'} "${title}"`, () => {
        const p = person('b1', 'Bea Below', title, [[title, 'here', '2015-01', null]]);
        expect(judgeRoles('x', read(definition), p, EVAL_COMPANY).keep).toBe(keep);
      });
  it('"the VPs below them" names no ceiling: the executives it follows are still asked for', () => {
    const definition = 'C-level executives: CEO, CFO, COO. Not the VPs and directors below them.';
    const cfo = person('b2', 'Cal Chief', 'Chief Financial Officer', [
      ['Chief Financial Officer', 'here', '2015-01', null],
    ]);
    expect(judgeRoles('x', read(definition), cfo, EVAL_COMPANY).keep).toBe(true);
  });
});

describe('an exclusion opened by an infinitive ("Exclure") or closing its own sentence ("Stagiairs uitsluiten.") excludes', () => {
  const CASES: readonly [string, string][] = [
    ['fr', 'Juristes internes, toutes séniorités. Exclure les stagiaires.'],
    ['nl', 'Bedrijfsjuristen, alle niveaus. Stagiairs uitsluiten.'],
    ['es', 'Abogados internos, todos los niveles. Excluir becarios.'],
    ['de', 'Syndikusrechtsanwälte, alle Ebenen. Praktikanten ausgeschlossen.'],
    ['it', 'Legali interni, tutti i livelli. Stagisti esclusi.'],
  ];
  for (const [lang, definition] of CASES)
    it(`${lang}: "${definition}" excludes interns and reads nothing of it as people to keep`, () => {
      const reading = read(definition);
      expect(reading.engagements).not.toContain('intern');
      expect(reading.includes.map((c) => c.text).join(' ')).not.toMatch(/stagiai|becari/i);
    });
});

describe('"not" right after a noun in an exclusion qualifies it, never drops what follows it', () => {
  const CASES: readonly [string, string][] = [
    ['en', 'Lawyers at any level. Exclude consultants not lawyers.'],
    ['it', 'Avvocati di ogni livello. Esclusi i consulenti non avvocati.'],
    ['de', 'Anwälte, alle Ebenen. Ohne Berater nicht Anwälte.'],
    ['fr', 'Avocats, tous niveaux. Exclure les consultants non avocats.'],
    ['es', 'Abogados, todos los niveles. Excluir consultores no abogados.'],
    ['pt', 'Advogados, todos os níveis. Excluir consultores não advogados.'],
    ['nl', 'Advocaten, alle niveaus. Geen adviseurs niet advocaten.'],
  ];
  for (const [lang, definition] of CASES)
    it(`${lang}: "${definition}" keeps the lawyers`, () => {
      const reading = read(definition);
      expect(reading.includes.length).toBeGreaterThan(0);
      expect(reading.excludes.map((c) => c.text).join(' | ')).not.toMatch(
        /^(avvocati|lawyers|anw|avocats|abogados|advogados|advocaten)/i,
      );
      expect(
        reading.excludes.some(
          (c) =>
            /avvocat|lawyer|anw(a|ä)lt|avocat|abogad|advogad|advocat/i.test(c.text) &&
            !/consul|berater|advis/i.test(c.text),
        ),
      ).toBe(false);
    });
});
