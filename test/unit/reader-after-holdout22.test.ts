import { describe, expect, it } from 'vitest';
import { kept, type RosterEntry } from '../fixtures/reading.js';

/**
 * Definitions after holdout 22 (issue 22), each held over generated variants (templates × seven
 * languages × titles of trades in no set): a span of seniorities written with the German suspended
 * hyphen ("vom Junior- bis Staff-Level") bars no level; "not outside law firms" excludes legal work
 * done from outside, never every contractor (Italian "studi legali" is read as a studio area before the
 * law firm is seen: not yet held).
 */

describe('a span of seniorities with a suspended hyphen ("Junior- bis Staff-Level") bars no level', () => {
  const SPANS = ['Junior- bis Staff-Level', 'Junior- bis Principal-Ebene', 'Senior- bis Lead-Level'];
  const TEMPLATES = [
    (span: string, job: string) => `${job} vom ${span}. Keine Führungskräfte.`,
    (span: string, job: string) => `${job} (${span}), keine Freelancer.`,
    (span: string, job: string) => `Alle ${job} vom ${span}`,
  ];
  const JOBS: [string, string[], string[]][] = [
    [
      'Softwareentwickler:innen',
      ['Senior Backend Engineer', 'Staff Engineer', 'Desarrolladora Frontend', 'Junior Developer'],
      ['Head of Engineering', 'Account Executive'],
    ],
    [
      'Data Engineers',
      ['Senior Data Engineer', 'Data Engineer', 'Junior Data Engineer', 'Staff Data Engineer'],
      ['Head of Data Engineering', 'Recruiter'],
    ],
  ];
  for (const span of SPANS)
    for (const template of TEMPLATES)
      for (const [job, yes, no] of JOBS) {
        const definition = template(span, job);
        it(definition, () => {
          expect(kept(definition, [...yes, ...no])).toEqual(yes);
        });
      }
});

describe('"not outside law firms" excludes outside legal work, never every contractor', () => {
  const FIRMS: [string, string][] = [
    ['en', 'Current freelancers and contractors working for us. Not outside law firms, not board members.'],
    ['en', 'Contractors and freelancers, excluding external law firms'],
    ['de', 'Freelancer und freie Mitarbeiter bei uns, keine externen Kanzleien.'],
    ['fr', "Freelances et prestataires qui travaillent pour nous, pas les cabinets d'avocats externes."],
    ['es', 'Freelancers y contratistas que trabajan para nosotros, no los bufetes externos.'],
    ['pt', 'Freelancers e prestadores de serviço, exceto escritórios de advocacia externos.'],
    ['nl', 'Freelancers en zzp-ers die voor ons werken, geen extern advocatenkantoor.'],
  ];
  const KEPT: RosterEntry[] = [
    ['Sales Representative Benelux', 'contractor'],
    ['Datenschutzbeauftragte (extern)', 'contractor'],
    ['iOS Developer', 'contractor'],
    ['Freelance Illustrator', 'contractor'],
    ['External Welding Inspector', 'contractor'],
  ];
  const DROPPED: RosterEntry[] = [['External Legal Counsel', 'contractor'], 'Account Manager'];
  for (const [lang, definition] of FIRMS)
    it(`${lang}: ${definition}`, () => {
      expect(kept(definition, [...KEPT, ...DROPPED])).toEqual(
        KEPT.map((e) => (typeof e === 'string' ? e : e[0])),
      );
    });
});

describe('a lawyer named beside legal leadership is that job at any level, not a leader', () => {
  const DEFINITIONS: [string, string][] = [
    ['en', 'Legal counsel and legal directors, not outside law firms.'],
    ['de', 'Leitung Recht (Syndikusrechtsanwälte, Juristen).'],
    ['de', 'Juristen und Leitung der Rechtsabteilung.'],
    ['fr', "Juristes d'entreprise et direction juridique (legal counsel, Syndikusrechtsanwalt)."],
    ['es', 'Dirección jurídica (abogados, legal counsel).'],
    ['pt', 'Advogados internos e direção jurídica.'],
    ['it', 'Avvocati interni e direzione legale.'],
    ['nl', 'Bedrijfsjuristen en hoofd juridische zaken.'],
  ];
  const LAWYERS = [
    'Syndikusrechtsanwalt',
    'Legal Counsel',
    'Abogada',
    'Juriste droit des contrats',
    'Bedrijfsjurist',
    'Avvocato',
    'Advogada',
    'General Counsel',
  ];
  const OTHERS = ['Head of Marine Insurance Sales', 'Site Reliability Engineer', 'Compliance Officer'];
  for (const [lang, definition] of DEFINITIONS)
    it(`${lang}: ${definition}`, () => {
      expect(kept(definition, [...LAWYERS, ...OTHERS])).toEqual(LAWYERS);
    });
});
