import { describe, expect, it } from 'vitest';
import { kept, type RosterEntry, read } from '../fixtures/reading.js';

/**
 * Reading a definition after holdout 55 (a law firm with offices in three countries, a brewery): a lawyer's
 * practice area named with the lawyers narrows them to that practice, in the seven languages; paralegals and
 * legal secretaries are a job the title names, not the whole of legal; a request to the assistant for
 * something that is not people (a joke, a poem, a recipe) keeps nobody, even when it names a job; and an
 * emphasis ("the lawyers themselves") is no word a title must carry. Each table is generated: definitions in
 * several languages × one roster.
 */

const FIRM: readonly RosterEntry[] = [
  'Lawyer – Corporate/M&A',
  'Rechtsanwalt Gesellschaftsrecht',
  'Lawyer – Litigation',
  'Avocat – Contentieux',
  'Lawyer – Tax',
  'Abogada – Fiscal',
  'Lawyer – Employment',
  'Abogado – Laboral',
  'Paralegal',
  'Legal Secretary',
  'Tax Manager',
];

describe('a practice named with lawyers narrows them to it: the title must name the practice', () => {
  const TABLE: readonly [string, string, readonly string[]][] = [
    [
      'en',
      'Corporate and M&A lawyers at every level.',
      ['Lawyer – Corporate/M&A', 'Rechtsanwalt Gesellschaftsrecht'],
    ],
    [
      'de',
      'Alle Anwältinnen und Anwälte im Gesellschaftsrecht.',
      ['Lawyer – Corporate/M&A', 'Rechtsanwalt Gesellschaftsrecht'],
    ],
    [
      'es',
      'Abogados de mercantil y M&A, de todos los niveles.',
      ['Lawyer – Corporate/M&A', 'Rechtsanwalt Gesellschaftsrecht'],
    ],
    ['en', 'Litigation lawyers, partners to trainees.', ['Lawyer – Litigation']],
    [
      'de',
      'Anwälte im Bereich Prozessführung und Litigation.',
      ['Lawyer – Litigation', 'Avocat – Contentieux'],
    ],
    ['en', 'Tax lawyers of the firm.', ['Lawyer – Tax', 'Abogada – Fiscal']],
    [
      'fr',
      'Les avocats fiscalistes, tous niveaux. Pas la comptabilité ni la facturation.',
      ['Lawyer – Tax', 'Abogada – Fiscal'],
    ],
    ['it', 'Avvocati giuslavoristi e di diritto del lavoro.', ['Lawyer – Employment', 'Abogado – Laboral']],
  ];
  for (const [lang, d, want] of TABLE)
    it(`${lang}: "${d}" keeps the lawyers of that practice only`, () => {
      expect(kept(d, FIRM)).toEqual(want);
    });
  it('a partner whose title names the practice is a lawyer of it, though the title reads as finance', () => {
    expect(kept('Tax lawyers, partners included.', ['Socia – Fiscal', 'Tax Manager'])).toEqual([
      'Socia – Fiscal',
    ]);
  });
  it('lawyers named without a practice stay every lawyer', () => {
    const got = kept('All lawyers of the firm.', FIRM);
    for (const lawyer of FIRM.slice(0, 8)) expect(got).toContain(lawyer);
  });
});

describe('paralegals and legal secretaries are a job the title names, not the whole of legal', () => {
  const TABLE: readonly [string, string][] = [
    ['en', 'Legal support: paralegals and legal secretaries.'],
    ['en', 'Paralegals.'],
    ['de', 'Rechtsanwaltsfachangestellte und Paralegals.'],
    ['fr', 'Les assistantes juridiques et les paralegals.'],
    ['es', 'Secretarias jurídicas y paralegals.'],
    ['it', 'Segretarie legali e paralegal.'],
    ['nl', 'Juridisch secretaresses en paralegals.'],
  ];
  for (const [lang, d] of TABLE)
    it(`${lang}: "${d}" keeps no lawyer`, () => {
      const got = kept(d, FIRM);
      for (const lawyer of FIRM.slice(0, 8)) expect(got).not.toContain(lawyer);
      expect(got.length).toBeGreaterThan(0);
    });
});

describe('a request for something that is not people keeps nobody, even when it names a job', () => {
  const TABLE: readonly [string, string][] = [
    ['en', 'Before my call, could you tell me a funny joke about accountants and lawyers?'],
    ['en', 'Can you write me a short poem about our sales team?'],
    ['en', 'Could you recommend a good restaurant for the engineering managers?'],
    ['en', 'Give me some advice on hiring a CFO.'],
    ['de', 'Erzähl mir einen guten Witz über Steuerberater.'],
    ['fr', 'Pourrais-tu me raconter une blague sur les avocats ?'],
    ['es', '¿Puedes contarme un chiste sobre abogados y contables?'],
    ['it', 'Potresti raccontarmi una barzelletta sugli ingegneri?'],
    ['pt', 'Podes contar-me uma piada sobre advogados?'],
    ['nl', 'Vertel me een mop over accountants.'],
  ];
  for (const [lang, d] of TABLE)
    it(`${lang}: "${d}" keeps nobody`, () => {
      expect(read(d).includes).toEqual([]);
      expect(kept(d, FIRM)).toEqual([]);
    });
  const PEOPLE: readonly string[] = [
    'Could you find the CFO and the finance team?',
    'Reporters who write stories about sport.',
    'Consultants who give advice on tax.',
    'Recipe developers and food technologists.',
  ];
  for (const d of PEOPLE)
    it(`"${d}" still asks for people`, () => {
      expect(read(d).includes.length).toBeGreaterThan(0);
    });
});

describe('an emphasis after an excluded noun is no word the title must carry', () => {
  const ROSTER: readonly RosterEntry[] = ['Senior Lawyer', 'Paralegal', 'Legal Secretary'];
  const TABLE: readonly [string, string][] = [
    ['en', 'Everyone in legal, but exclude the lawyers themselves.'],
    ['en', 'The legal team, not the lawyers themselves.'],
  ];
  for (const [lang, d] of TABLE)
    it(`${lang}: "${d}" drops the lawyers`, () => {
      expect(kept(d, ROSTER)).toEqual(['Paralegal', 'Legal Secretary']);
    });
});
