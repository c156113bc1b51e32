import { describe, expect, it } from 'vitest';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { EVAL_COMPANY, personAt } from '../eval/cases.js';
import { kept, keptIn } from '../fixtures/reading.js';

/**
 * How a definition is read, and how a headline or about text serves it, after holdout 31 (issue 22).
 * Generated tables: definitions in seven languages, at companies and industries in no labelled set.
 */

/**
 * Holdout 31's "Engineering managment: EMs, … CTO. No contractors. (IT/CIO is not engineering.)" kept
 * the CIO, the IT manager and the sysadmins and dropped the engineering managers: the full stop inside
 * the bracket split it, so "IT/CIO is" became an include and "engineering" the exclusion.
 */
describe('a bracketed aside that ends in a full stop drops its subject', () => {
  const definitions: [string, string][] = [
    [
      'en',
      'Engineering management: engineering managers, heads of engineering, CTO. (IT/CIO is not engineering.)',
    ],
    [
      'de',
      'Engineering-Leitung: Engineering Manager, Heads of Engineering, CTO. (IT ist keine Entwicklung.)',
    ],
    [
      'fr',
      "Direction de l'ingénierie : engineering managers, heads of engineering, CTO. (L'IT n'est pas l'ingénierie.)",
    ],
    [
      'es',
      'Dirección de ingeniería: engineering managers, heads of engineering, CTO. (IT no es ingeniería.)',
    ],
    [
      'pt',
      'Liderança de engenharia: engineering managers, heads of engineering, CTO. (TI não é engenharia.)',
    ],
    [
      'it',
      'Responsabili engineering: engineering manager, head of engineering, CTO. (IT non è engineering.)',
    ],
    ['nl', 'Engineering-leiding: engineering managers, heads of engineering, CTO. (IT is geen engineering.)'],
  ];
  const leaders = ['Engineering Manager', 'Head of Engineering', 'Chief Technology Officer'];
  const others = [
    'IT Manager',
    'Chief Information Officer',
    'Head of IT',
    'Sales Manager',
    'Finance Director',
    'Software Engineer',
  ];
  it.each(definitions)('%s: "%s" keeps engineering leaders, not IT', (_lang, definition) => {
    expect(kept(definition, [...leaders, ...others])).toEqual(leaders);
  });
});

const company = (name: string, industry: string): ProviderCompany => ({ ...EVAL_COMPANY, name, industry });

/**
 * Holdout 31 missed a CTO whose headline reads "CTO & co-founder" (the founder noun and the restated title
 * share one headline segment) and the member growers whose about text says they co-own the cooperative.
 */
describe('a founder or a member-owner said in the headline or about is one', () => {
  const definitions: [string, string][] = [
    ['en', 'Founders, co-founders and owners (incl. member-owners), current or former.'],
    ['de', 'Gründer, Mitgründer und Eigentümer, aktuell oder ehemalig.'],
    ['fr', 'Fondateurs, cofondateurs et propriétaires, actuels ou anciens.'],
    ['es', 'Fundadores, cofundadores y propietarios, actuales o antiguos.'],
    ['pt', 'Fundadores, cofundadores e proprietários, atuais ou antigos.'],
    ['it', 'Fondatori, cofondatori e proprietari, attuali o ex.'],
    ['nl', 'Oprichters, medeoprichters en eigenaren, huidig of voormalig.'],
  ];
  const companies: ProviderCompany[] = [
    company('Velmora Analytics', 'Software Development'),
    company('Agrivolt Coop', 'Farming'),
  ];
  const abouts = [
    'As a member of the cooperative I am a co-owner of it.',
    'Lid-eigenaar van de coöperatie.',
    'Als Mitglied Miteigentümer der Genossenschaft.',
    'Membre de la coopérative, donc copropriétaire.',
    'Socio de la cooperativa y copropietario.',
  ];
  for (const at of companies) {
    const person = personAt(at, 'Full-time');
    const [title, ...rest] = ['Chief Technology Officer', 'Head of Sales', 'Chief Financial Officer'];
    const roster = {
      cto: person('a', 'A B', `${title.replace('Chief Technology Officer', 'CTO')} & co-founder`, [
        [title, 'here', '2015-01', null],
      ]),
      ...Object.fromEntries(
        abouts.map((about, i) => [
          `member${i}`,
          person(
            `m${i}`,
            'M N',
            'Grower | member council',
            [
              ['Member of the Members Council', 'here', '2018-01', null, 'Part-time'],
              ['Owner', 'Some Own Farm', '1999-01', null],
            ],
            about,
          ),
        ]),
      ),
      // A co-owner of their own farm, with no word of the cooperative or this company: no owner here.
      farmOwner: person(
        'f',
        'F G',
        'Grower',
        [['Member of the Members Council', 'here', '2018-01', null, 'Part-time']],
        'Co-owner of a family farm since 1999.',
      ),
      // A founder noun beside a title that is not theirs here founds something else.
      otherFounder: person('o', 'O P', `${rest[0]} & co-founder`, [[rest[1] ?? '', 'here', '2019-01', null]]),
      engineer: person('e', 'E F', 'Software Engineer', [['Software Engineer', 'here', '2019-01', null]]),
    };
    it.each(definitions)(`%s at ${at.name}: "%s" keeps the CTO co-founder and the member-owners`, (_l, d) => {
      expect(keptIn(d, at, roster)).toEqual(['cto', 'member0', 'member1', 'member2', 'member3', 'member4']);
    });
  }
});

/**
 * Holdout 31's "Operations-Leitung: COO, Director/Head of Operations, Standortleiter und Betriebs- bzw.
 * Logistikleiter" kept forklift drivers, order pickers and planners: "Standortleiter" (who heads a site)
 * was read as anyone in operations.
 */
describe('a Standortleiter in a definition heads operations, not anyone in operations', () => {
  const definitions: [string, string][] = [
    ['de', 'Standortleiter und Standortleiterinnen.'],
    ['de-list', 'Operations-Leitung: COO, Head of Operations, Standortleiter.'],
    ['de-leitung', 'Wer die Standortleitung innehat.'],
    ['en', 'Heads of operations and COO.'],
    ['de-mixed', 'COO, Leiter Operations und Standortleiter.'],
  ];
  const floor = [
    'Heftruckchauffeur',
    'Orderpicker',
    'Lagerist',
    'Staplerfahrer',
    'Warehouse Operative',
    'Production Operator',
    'Software Engineer',
  ];
  it.each(definitions)('%s: "%s" keeps the site heads, not the floor staff', (_lang, definition) => {
    const got = kept(definition, ['Standortleiter', ...floor]);
    expect(got).toContain('Standortleiter');
    expect(got.filter((t) => floor.includes(t))).toEqual([]);
  });
});

/**
 * Holdout 31's "Maritime domain experts working with us now: ex-seafarers (master mariners, chief
 * engineers), marine superintendents, naval architects" kept every software engineer ("chief engineers"
 * read as any engineer) and missed the marine superintendent (not read). An engineer in brackets after a
 * job of another trade is that trade's engineer; a marine superintendent is a job the title names.
 */
describe("an engineer in brackets after another trade's job is that trade's engineer", () => {
  const definitions: [string, string][] = [
    ['en', 'Ex-seafarers (master mariners, chief engineers) and marine superintendents.'],
    ['de', 'Ehemalige Seeleute (Kapitäne, Ingenieure) und Schiffsinspektoren.'],
    ['fr', 'Anciens marins (capitaines, ingénieurs) et superintendants maritimes.'],
    ['es', 'Antiguos marineros (capitanes, ingenieros) y superintendentes marítimos.'],
    ['pt', 'Ex-marinheiros (capitães, engenheiros) e superintendentes marítimos.'],
    ['it', 'Ex marittimi (capitani, ingegneri) e sovrintendenti marittimi.'],
    ['nl', 'Oud-zeelieden (kapiteins, engineers) en scheepsinspecteurs.'],
  ];
  const sea = ['Marine Superintendent', 'Chief Engineer on MV Aurora', 'Master Mariner'];
  const others = [
    'Senior Backend Engineer',
    'Software Engineer',
    // A bare "Chief Engineer" is a ship's rank (ISCO-08 3151; titles-after-holdout31), except at a
    // software employer: with no employer here it is neither kept nor refused by these rows.
    'Mechanical Engineer',
    'Data Engineer',
    'Sales Manager',
    'Site Superintendent',
  ];
  it.each(definitions)(
    '%s: "%s" keeps seafarers and superintendents, no other engineers',
    (_l, definition) => {
      const got = kept(definition, [...sea, ...others]);
      expect(got.filter((t) => others.includes(t))).toEqual([]);
      expect(got).toContain('Marine Superintendent');
    },
  );
  it('an engineer in brackets after a job of its own trade is read as it stands', () => {
    expect(
      kept('Engineering leaders (engineering managers, heads of engineering).', ['Engineering Manager']),
    ).toEqual(['Engineering Manager']);
  });
});
