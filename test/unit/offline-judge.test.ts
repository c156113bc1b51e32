import { describe, expect, it } from 'vitest';
import { readPersona } from '../../functions/core/persona-reader.js';
import { SYSTEM_PERSONA } from '../../functions/core/personas.js';
import type { CallContext, VerifiedCandidate } from '../../functions/core/ports.js';
import type { ExperienceItem, ProviderCompany, ProviderProfile } from '../../functions/core/profile.js';
import {
  headlineTitle,
  OfflinePersonaJudge,
  SHORTLIST_THRESHOLD,
  selfDescriptions,
} from '../../functions/sandbox/judge/offline.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';

const CTX: CallContext = { jobId: 'job_1', stage: 'verify_candidates', attempt: 0 };

const company = bareCompany;

const job = (title: string, overrides: Partial<ExperienceItem> = {}): ExperienceItem =>
  roleAt(title, overrides);

let refs = 0;
const nextRef = (): string => {
  refs += 1;
  return `ref_${refs}`;
};
const person = (
  name: string,
  experience: ExperienceItem[],
  overrides: Partial<ProviderProfile> = {},
): ProviderProfile =>
  bareProfile({
    person_ref: nextRef(),
    name,
    first_name: name.split(' ')[0] ?? null,
    last_name: name.split(' ')[1] ?? null,
    headline: experience[0]?.title ?? null,
    experience,
    ...overrides,
  });

const judge = new OfflinePersonaJudge();

/** The value, or a test failure naming what was missing. */
function defined<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}`);
  return value;
}

async function judgeOne(
  persona: { slug: string; name: string; definition: string },
  p: ProviderProfile,
  c = company(),
) {
  const [short] = (await judge.shortlist(persona, c, [p], CTX)).verdicts;
  const [verified] = (await judge.verify(persona, c, [p], CTX)).verdicts;
  if (!short || !verified) throw new Error('the judge must answer for every profile');
  return { short, verified };
}

function expectSpecificWhy(verdict: VerifiedCandidate, p: ProviderProfile) {
  const chars = Array.from(verdict.why).length;
  expect(chars).toBeGreaterThanOrEqual(1);
  expect(chars).toBeLessThanOrEqual(1000);
  const title = p.experience[0]?.title ?? p.headline ?? '';
  expect(verdict.why.includes(p.name ?? '') || (title !== '' && verdict.why.includes(title))).toBe(true);
}

const SALES_LEADERS = {
  slug: 'sales-leaders',
  name: 'Sales leaders',
  definition:
    'Sales leaders: heads of sales, VPs of sales and sales directors. Exclude SDRs and account executives.',
};
const ENGINEERING = {
  slug: 'engineering-managers',
  name: 'Engineering managers',
  definition: 'Engineering managers and heads of engineering',
};
const FINANCE = {
  slug: 'finance',
  name: 'Finance',
  definition: 'Anyone in finance or accounting, any seniority',
};
const RECRUITERS = {
  slug: 'recruiters',
  name: 'Recruiters',
  definition: 'Recruiters and talent acquisition',
};

describe('readPersona', () => {
  it.each([
    [
      SALES_LEADERS,
      ['Sales leaders', 'heads of sales', 'VPs of sales', 'sales directors'],
      ['SDRs', 'account executives'],
    ],
    [ENGINEERING, ['Engineering managers', 'heads of engineering'], []],
    [FINANCE, ['Anyone in finance', 'accounting'], []],
    [RECRUITERS, ['Recruiters', 'talent acquisition'], []],
    [
      { slug: 'x', name: 'X', definition: 'Marketing leaders, except interns. Never include freelancers!' },
      ['Marketing leaders'],
      ['interns', 'freelancers'],
    ],
  ])('reads %j into the phrases it keeps and excludes', (persona, include, exclude) => {
    const reading = readPersona(persona);
    expect(reading.kind).toBe('roles');
    expect(reading.includes.map((c) => c.text)).toEqual(include);
    expect(reading.excludes.map((c) => c.text)).toEqual(exclude);
  });

  it('applies the function to every level of a list: "VPs and directors of sales" are both sales roles', () => {
    const [vps, directors] = readPersona({
      slug: 'x',
      name: 'X',
      definition: 'VPs and directors of sales',
    }).includes;
    expect(vps?.functions).toEqual(['sales']);
    expect(vps?.levels).toEqual(['vp']);
    expect(directors?.levels).toEqual(['head']);
  });

  it('shares a seniority with a bare function that follows it: "Decision makers in marketing or IT"', () => {
    const [marketing, it_] = readPersona({
      slug: 'x',
      name: 'X',
      definition: 'Decision makers in marketing or IT',
    }).includes;
    expect(it_?.functions).toEqual(['it']);
    expect(it_?.levels).toEqual(marketing?.levels);
  });

  it('reads "Rank … first" sentences as a ranking preference, not as more people to keep', () => {
    const reading = readPersona({
      slug: 'x',
      name: 'X',
      definition: 'VPs and directors of sales. Rank VPs first.',
    });
    expect(reading.includes.map((c) => c.text)).toEqual(['VPs', 'directors of sales']);
    expect(reading.prefer.map((c) => c.levels)).toEqual([['vp']]);
  });

  it.each([
    ['its slug', { ...SYSTEM_PERSONA, definition: 'anything' }],
    ['its definition text under another slug', { ...SYSTEM_PERSONA, slug: 'copy' }],
  ])('recognises the system persona by %s', (_what, persona) => {
    expect(readPersona(persona).kind).toBe('owners_founders');
  });

  it('says so when it understands nothing in a definition, instead of silently matching nobody', () => {
    const reading = readPersona({
      slug: 'de',
      name: 'Fun crowd',
      definition: 'Cool people who like pizza and would love our product.',
    });
    expect(reading.includes).toEqual([]);
    expect(reading.warnings[0]).toContain(
      'could not read this definition with confidence, so it keeps nobody',
    );
  });

  it('reads "including former employees" as current and former roles, and "including contractors" as a wider engagement', () => {
    const former = readPersona({
      slug: 'x',
      name: 'X',
      definition: 'Marketing people, including former employees.',
    });
    expect(former.currentOnly).toBe(false);
    expect(former.includes.map((c) => c.text)).toEqual(['Marketing people']);
    const contractors = readPersona({
      slug: 'x',
      name: 'X',
      definition: 'Engineering managers, including contractors.',
    });
    expect(contractors.includes.map((c) => c.text)).toEqual(['Engineering managers']);
    expect(contractors.engagements).toContain('contractor');
  });
});

describe('OfflinePersonaJudge on the system persona (Owners & founders)', () => {
  const keeps: [string, ProviderProfile, ProviderCompany, RegExp][] = [
    ['a founder and CEO', person('Ada Lovelace', [job('Co-founder and CEO')]), company(), /rank first/],
    ['a sole founder', person('Bo Sole', [job('Founder')]), company(), /rank first/],
    [
      'a co-founder and CTO',
      person('Ben Byte', [job('Co-founder & CTO')]),
      company(),
      /co-founder in another executive role/,
    ],
    ['a managing partner', person('Cy Partner', [job('Managing Partner')]), company(), /equity partners/],
    ['an owner', person('Olga Owner', [job('Owner', { start: '2011' })]), company(), /since 2011/],
    [
      'the CEO of a 30-person company (owner-operator)',
      person('Lou Boss', [job('CEO')]),
      company({ employees_count: 30 }),
      /owner-operator/,
    ],
    [
      'a German Gründer und Geschäftsführer',
      person('Greta Gruender', [job('Gründer und Geschäftsführer')]),
      company(),
      /rank first/,
    ],
    [
      'a CEO whose about text says they founded the company',
      person('Fay Founder', [job('CEO')], { about: 'In 2016 I co-founded Acme Robotics with two friends.' }),
      company({ employees_count: 400 }),
      /founded Acme Robotics/,
    ],
  ];

  it.each(keeps)('keeps %s with a specific reason', async (_what, p, c, reason) => {
    const { short, verified } = await judgeOne(SYSTEM_PERSONA, p, c);
    expect(short.keep).toBe(true);
    expect(verified.keep).toBe(true);
    expect(verified.is_decision_maker).toBe(true);
    expect(verified.why).toMatch(reason);
    expect(verified.why).toContain(p.name);
    expect(verified.why).toContain(p.experience[0]?.title);
    expectSpecificWhy(verified, p);
  });

  const drops: [string, ProviderProfile, ProviderCompany, RegExp][] = [
    [
      'a former founder now working elsewhere',
      person('Jo Former', [
        job('Senior Engineer', { company: 'Other GmbH', company_id: 7 }),
        job('Founder', { end: '2019-01' }),
      ]),
      company(),
      /Founder at Acme Robotics \(ended 2019-01\)/,
    ],
    [
      'a former founder who stayed as an engineer',
      person('Jay Stayed', [
        job('Senior Engineer'),
        job('Founder', { company: 'Oldco', company_id: 8, end: '2015' }),
      ]),
      company(),
      /Founder at Oldco \(ended 2015\)/,
    ],
    [
      'an "ex-founder" title',
      person('Ed Ex', [job('Ex-founder, now Strategy Lead')]),
      company(),
      /former founder/,
    ],
    ['an advisor', person('Kim Advisor', [job('Advisor')]), company(), /advisory, board or investor/],
    [
      'an advisor to the founders',
      person('Al Aide', [job('Advisor to the founders')]),
      company(),
      /advisory/,
    ],
    ['a board member', person('Bea Board', [job('Board Member')]), company(), /advisory, board or investor/],
    ['an investor', person('Ian Vest', [job('Investor')]), company(), /advisory, board or investor/],
    ['a product owner', person('Hal Po', [job('Product Owner')]), company(), /functional title/],
    [
      'a process owner',
      person('Pia Process', [job('Process Owner Procurement')]),
      company(),
      /functional title/,
    ],
    [
      'an interim CEO on contract, who would otherwise pass as the owner-operator',
      person('Ivy Interim', [job('Interim CEO', { employment_type: 'Contract' })]),
      company({ employees_count: 30 }),
      /freelancers and contractors/,
    ],
    [
      'a freelancer working for the company',
      person('Ivy Free', [job('Brand designer', { employment_type: 'Freelance' })]),
      company(),
      /neither a founder, owner nor partner/,
    ],
    [
      'an engineer who founded a side project',
      person('Sid Side', [job('Software Engineer')], {
        headline: 'Software Engineer | Founder of CodeClub Berlin',
      }),
      company(),
      /side project/,
    ],
    [
      'a store manager',
      person('Stu Store', [job('Store Manager')]),
      company(),
      /neither a founder, owner nor partner/,
    ],
    [
      'the CEO of a 400-person company with no founder evidence',
      person('Carl Ceo', [job('Chief Executive Officer')]),
      company({ employees_count: 400 }),
      /400-person company/,
    ],
    [
      'a CEO of a company of unknown size',
      person('Uma Unknown', [job('CEO')]),
      company({ employees_count: null }),
      /size is unknown/,
    ],
    [
      'a founder whose founder role is at another company',
      person('Otto Other', [job('Founder & CEO', { company: 'Other Ventures', company_id: 9 })]),
      company(),
      /Other Ventures/,
    ],
  ];

  it.each(drops)('drops %s and says why', async (_what, p, c, reason) => {
    const { verified } = await judgeOne(SYSTEM_PERSONA, p, c);
    expect(verified.keep).toBe(false);
    expect(verified.why).toMatch(reason);
    expectSpecificWhy(verified, p);
  });

  it('ranks founders who run the company, then co-founder executives, then owners, then owner-operators', async () => {
    const people = [
      person('Lou Boss', [job('CEO')]),
      person('Olga Owner', [job('Owner')]),
      person('Ben Byte', [job('Co-founder & CTO')]),
      person('Ada Lovelace', [job('Founder & CEO')]),
    ];
    const { verdicts } = await judge.verify(SYSTEM_PERSONA, company(), people, CTX);
    const order = [...verdicts]
      .sort((a, b) => b.score - a.score)
      .map((v) => people.find((p) => p.person_ref === v.person_ref)?.name);
    expect(order).toEqual(['Ada Lovelace', 'Ben Byte', 'Olga Owner', 'Lou Boss']);
  });

  it('refines the tier of a founder known only from their about text to owner', async () => {
    const p = person('Fay Founder', [job('CEO')], { about: 'I founded Acme Robotics in 2016.' });
    const { verified } = await judgeOne(SYSTEM_PERSONA, p, company({ employees_count: 400 }));
    expect(verified).toMatchObject({
      keep: true,
      tier: 'owner',
      is_decision_maker: true,
      budget_authority: 'owns',
    });
  });

  it('uses no tokens', async () => {
    const p = person('Ada Lovelace', [job('Founder')]);
    expect((await judge.shortlist(SYSTEM_PERSONA, company(), [p], CTX)).usage).toBeNull();
    expect((await judge.verify(SYSTEM_PERSONA, company(), [p], CTX)).usage).toBeNull();
  });
});

describe('OfflinePersonaJudge on role personas', () => {
  const cases: [string, { slug: string; name: string; definition: string }, string, boolean][] = [
    ['Sales leaders', SALES_LEADERS, 'VP Sales', true],
    ['Sales leaders', SALES_LEADERS, 'Head of Sales EMEA', true],
    ['Sales leaders', SALES_LEADERS, 'Sales Director', true],
    ['Sales leaders', SALES_LEADERS, 'Chief Revenue Officer', true],
    ['Sales leaders', SALES_LEADERS, 'Head of Sales Development', true],
    ['Sales leaders', SALES_LEADERS, 'Sales Manager', false],
    ['Sales leaders', SALES_LEADERS, 'Sales Development Representative', false],
    ['Sales leaders', SALES_LEADERS, 'Enterprise Account Executive', false],
    ['Sales leaders', SALES_LEADERS, 'Head of Marketing', false],
    ['Engineering managers', ENGINEERING, 'Engineering Manager', true],
    ['Engineering managers', ENGINEERING, 'Head of Engineering', true],
    ['Engineering managers', ENGINEERING, 'VP Engineering', true],
    ['Engineering managers', ENGINEERING, 'CTO', true],
    ['Engineering managers', ENGINEERING, 'Senior Software Engineer', false],
    ['Engineering managers', ENGINEERING, 'Product Manager', false],
    ['Finance', FINANCE, 'CFO', true],
    ['Finance', FINANCE, 'Accountant', true],
    ['Finance', FINANCE, 'Financial Controller', true],
    // Payroll is a job of its own: a finance definition that does not name it leaves it out (14 labelled sets).
    ['Finance', FINANCE, 'Payroll Specialist', false],
    ['Finance', FINANCE, 'Head of FP&A', true],
    ['Finance', FINANCE, 'Marketing Manager', false],
    ['Recruiters', RECRUITERS, 'Technical Recruiter', true],
    ['Recruiters', RECRUITERS, 'Talent Acquisition Partner', true],
    ['Recruiters', RECRUITERS, 'Head of Talent Acquisition', true],
    ['Recruiters', RECRUITERS, 'HR Business Partner', false],
    ['Recruiters', RECRUITERS, 'Software Engineer', false],
  ];

  it.each(cases)('for %s, decides that a "%s" is kept: %s', async (_name, persona, title, kept) => {
    const p = person('Sam Taylor', [job(title, { start: '2019-05' })]);
    const { short, verified } = await judgeOne(persona, p);
    expect(verified.keep).toBe(kept);
    if (kept) {
      expect(short.keep).toBe(true);
      expect(short.score).toBeGreaterThanOrEqual(SHORTLIST_THRESHOLD);
      expect(verified.why).toContain(title);
      expect(verified.why).toContain('since 2019');
      expect(verified.why).toContain(persona.name);
    }
    expectSpecificWhy(verified, p);
  });

  it.each([
    ['an SDR', 'Sales Development Representative', 'SDRs'],
    ['an account executive', 'Senior Account Executive', 'account executives'],
  ])('names the exclusion when it drops %s', async (_what, title, exclusion) => {
    const p = person('Max Miller', [job(title)]);
    const { short, verified } = await judgeOne(SALES_LEADERS, p);
    expect(short).toMatchObject({ keep: false, score: 0 });
    expect(verified.keep).toBe(false);
    expect(verified.why).toContain(`"${exclusion}"`);
    expect(verified.why).toContain(title);
  });

  const MARKETING = {
    slug: 'marketing',
    name: 'Marketing',
    definition: 'Anyone in marketing. Exclude interns.',
  };

  it.each([
    ['their title', person('Tia Title', [job('Marketing Intern')]), 'title'],
    [
      'their headline',
      person('Hugo Head', [job('Marketing')], { headline: 'Marketing Intern | Acme Robotics' }),
      'headline',
    ],
    [
      'their about text',
      person('Ana About', [job('Marketing')], {
        headline: 'Marketing',
        about: 'Hi! I am a marketing intern at Acme Robotics, studying in Berlin.',
      }),
      'about',
    ],
  ])('honours an exclusion found in %s', async (_what, p, where) => {
    const { verified } = await judgeOne(MARKETING, p);
    expect(verified.keep).toBe(false);
    expect(verified.why).toContain(`their ${where}`);
    expect(verified.why).toContain('"interns"');
  });

  it('ignores an excluded job the person held in the past ("ex-SDR")', async () => {
    const p = person('Pat Past', [job('VP Sales')], {
      headline: 'VP Sales | ex-SDR',
      about: "I'm a former SDR.",
    });
    const { verified } = await judgeOne(SALES_LEADERS, p);
    expect(verified.keep).toBe(true);
  });

  it("does not read a board member's headline, their main job elsewhere, as an exclusion here", async () => {
    const persona = {
      slug: 'board',
      name: 'Board and advisors',
      definition: 'Members of our board and formal advisors. Not executives who merely report to the board.',
    };
    const p = person('Eric Board', [job('Administrateur indépendant')], {
      headline: 'Directeur Général Banque Arcadie | Administrateur indépendant',
    });
    const { verified } = await judgeOne(persona, p);
    expect(verified.keep).toBe(true);
  });

  it('drops a match whose current role is at another company, naming it', async () => {
    const p = person('Vic Else', [job('VP Sales', { company: 'Other Inc', company_id: 9 })]);
    const { verified } = await judgeOne(SALES_LEADERS, p);
    expect(verified.keep).toBe(false);
    expect(verified.why).toContain('Other Inc');
  });

  it('judges a person with no experience by their headline, scoring them below a confirmed role', async () => {
    const thin = person('Wes Thin', [], { headline: 'Head of Sales at Acme Robotics' });
    const confirmed = person('Cora Confirmed', [job('Head of Sales')]);
    const { verdicts } = await judge.verify(SALES_LEADERS, company(), [thin, confirmed], CTX);
    const [t, c] = verdicts;
    expect(t?.keep).toBe(true);
    expect(t?.why).toContain('per their headline');
    expect(t?.belongs_to_company).toBe('likely');
    expect(c?.belongs_to_company).toBe('confirmed');
    expect(defined(c).score).toBeGreaterThan(defined(t).score);
  });

  it('scores seniority: a VP above a director for the same persona', async () => {
    const vp = person('Val Vp', [job('VP Sales')]);
    const director = person('Dan Director', [job('Sales Director')]);
    const { verdicts } = await judge.verify(SALES_LEADERS, company(), [vp, director], CTX);
    const [first, second] = [defined(verdicts[0]), defined(verdicts[1])];
    expect(first.score).toBeGreaterThan(second.score);
    expect(first.why).toContain('"VPs of sales"');
    expect(second.why).toContain('"sales directors"');
  });

  it.each([
    ['Customer Success Manager', true],
    ['Marketing Intern', false],
  ])('reads "Everyone except interns" as anyone but interns: a %s is kept: %s', async (title, kept) => {
    const persona = { slug: 'all', name: 'Everyone', definition: 'Everyone except interns.' };
    const { verified } = await judgeOne(persona, person('Eli Every', [job(title)]));
    expect(verified.keep).toBe(kept);
  });

  it('keeps nobody for a definition it cannot read, and says so', async () => {
    const persona = { slug: 'fun', name: 'Fun crowd', definition: 'Cool people who like pizza.' };
    const p = person('Vera Vertrieb', [job('Vertriebsleiterin')]);
    const { short, verified } = await judgeOne(persona, p);
    expect(short.keep).toBe(false);
    expect(verified.keep).toBe(false);
    expect(verified.why).toContain('no role, function or seniority could be read');
    expectSpecificWhy(verified, p);
  });

  it('returns one verdict per profile, in order, with scores between 0 and 1 and a why within 1..1000', async () => {
    const people = cases.map(([, , title], i) => person(`Person ${i}`, [job(title)]));
    for (const persona of [SYSTEM_PERSONA, SALES_LEADERS, ENGINEERING, FINANCE, RECRUITERS]) {
      const short = await judge.shortlist(persona, company(), people, CTX);
      const verified = await judge.verify(persona, company(), people, CTX);
      expect(short.verdicts.map((v) => v.person_ref)).toEqual(people.map((p) => p.person_ref));
      expect(verified.verdicts.map((v) => v.person_ref)).toEqual(people.map((p) => p.person_ref));
      for (const [i, v] of verified.verdicts.entries()) {
        expect(v.score).toBeGreaterThanOrEqual(0);
        expect(v.score).toBeLessThanOrEqual(1);
        expectSpecificWhy(v, defined(people[i]));
      }
    }
  });

  it('keeps a very long title within the 1000-character limit of why', async () => {
    const title = `Head of Sales ${'and Growth '.repeat(150)}`.trim();
    const p = person('Lena Long', [job(title)]);
    const { verified } = await judgeOne(SALES_LEADERS, p);
    expect(Array.from(verified.why).length).toBeLessThanOrEqual(1000);
    expect(verified.why).toContain('Lena Long');
  });
});

describe('headlineTitle and selfDescriptions', () => {
  it.each([
    ['VP Sales at Acme | Building teams', 'VP Sales'],
    ['Head of Sales · Speaker', 'Head of Sales'],
    ['Former SDR | Account Manager @ Acme', 'Account Manager'],
    ['', null],
  ])('takes the job title from the headline %j as %j', (headline, expected) => {
    expect(headlineTitle(headline)).toBe(expected);
  });

  it('reads only first-person self-descriptions from the about text, without past roles', () => {
    expect(
      selfDescriptions(
        "I'm a freelance designer. We ship things. Previously I was an SDR. I work as a coach; formerly a CFO",
      ),
    ).toEqual(['freelance designer', 'coach']);
  });
});
