import { describe, expect, it } from 'vitest';
import {
  belongsToCompany,
  budgetAuthority,
  currentRole,
  gender,
  isDecisionMaker,
  managesPeople,
  outreachLanguage,
  role,
  tier,
  titleFunction,
  titleTier,
  workStatus,
} from '../../functions/core/derive.js';
import { deriveProfessional, professionalFunction } from '../../functions/core/professional.js';
import type { ExperienceItem, ProviderCompany, ProviderProfile } from '../../functions/core/profile.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';

const company = (overrides: Partial<ProviderCompany> = {}): ProviderCompany =>
  bareCompany({
    employees_count: 120,
    location: { locality: 'Berlin', region: null, postal_code: null, country_code: 'DE' },
    company_language: 'de',
    ...overrides,
  });

const job = roleAt;

const profile = (experience: ExperienceItem[], overrides: Partial<ProviderProfile> = {}): ProviderProfile =>
  bareProfile({ experience, ...overrides });

const ACME = company();

describe('deriveProfessional', () => {
  it.each([
    // title, employment type, tier, function, work status, manages people, budget, decision maker
    ['Founder & CEO', null, 'owner', 'general_management', 'employed', 'yes', 'owns', true],
    ['Co-founder & CTO', null, 'owner', 'engineering', 'employed', 'yes', 'owns', true],
    ['Managing Partner', null, 'owner', 'general_management', 'employed', 'yes', 'owns', true],
    ['VP Sales', null, 'executive', 'sales', 'employed', 'yes', 'owns', true],
    ['Head of Marketing', null, 'function_leader', 'marketing', 'employed', 'yes', 'owns', true],
    ['Engineering Manager', null, 'manager', 'engineering', 'employed', 'yes', 'influences', false],
    ['Senior Engineer', null, 'individual', 'engineering', 'employed', 'no', 'none', false],
    ['Product Owner', null, 'individual', 'product', 'employed', 'no', 'none', false],
    ['Freelance designer', 'Freelance', 'individual', 'design', 'freelancer', 'no', 'none', false],
    ['Advisor', null, 'individual', 'other', 'employed', 'no', 'none', false],
    ['Sales Lead', null, 'function_leader', 'sales', 'employed', 'likely', 'influences', true],
    ['Team Lead, Backend', null, 'manager', 'engineering', 'employed', 'yes', 'influences', false],
    ['Product Manager', null, 'individual', 'product', 'employed', 'no', 'none', false],
    ['Procurement Specialist', null, 'individual', 'procurement', 'employed', 'no', 'influences', false],
    ['Geschäftsführer', null, 'executive', 'general_management', 'employed', 'yes', 'owns', true],
    ['Working Student Marketing', null, 'individual', 'marketing', 'student', 'no', 'none', false],
  ] as const)(
    'reads the current role "%s" (%s) as tier %s in %s, %s, manages people %s, budget %s, decision maker %s',
    (title, employment, t, fn, status, manages, budget, dm) => {
      const person = profile([job(title, { employment_type: employment })]);
      expect(deriveProfessional(person, ACME)).toEqual({
        tier: t,
        role: title,
        function: fn,
        work_status: status,
        belongs_to_company: 'confirmed',
        manages_people: manages,
        budget_authority: budget,
      });
      expect(isDecisionMaker(person, ACME)).toBe(dm);
    },
  );

  it('treats a former founder now working elsewhere as not belonging to the company, with no tier here', () => {
    const person = profile([
      job('Senior Engineer', { company: 'Other GmbH', company_id: 7 }),
      job('Founder', { end: '2019-06' }),
    ]);
    expect(deriveProfessional(person, ACME)).toEqual({
      tier: null,
      role: null,
      function: null,
      work_status: 'employed',
      belongs_to_company: 'no',
      manages_people: 'unknown',
      budget_authority: 'unknown',
    });
    expect(isDecisionMaker(person, ACME)).toBe(false);
  });

  it('keeps a founder who calls themselves self-employed as employed, because owners run the business', () => {
    const person = profile([job('Founder', { employment_type: 'Self-employed' })]);
    expect(workStatus(person, ACME)).toBe('employed');
    expect(tier(person, ACME)).toBe('owner');
  });
});

describe('titleTier and titleFunction', () => {
  it.each([
    ['Founder & CEO', 'owner', 'general_management'],
    ['Co-founder and Chief Technology Officer', 'owner', 'engineering'],
    ['Owner', 'owner', 'general_management'],
    ['Partner', 'owner', 'general_management'],
    ['Gründer & Geschäftsführer', 'owner', 'general_management'],
    ['Gründerin & Geschäftsführerin', 'owner', 'general_management'],
    ['Former Founder', 'individual', 'other'],
    ['Founding Engineer', 'individual', 'engineering'],
    ['Founder in Residence', 'individual', 'other'],
    ['Advisor to the founders', 'individual', 'other'],
    ['Process Owner Order-to-Cash', 'individual', 'other'],
    ['Chief Revenue Officer', 'executive', 'sales'],
    ['CFO', 'executive', 'finance'],
    ['Managing Director', 'executive', 'general_management'],
    ['SVP Customer Success', 'executive', 'customer_success'],
    ['Non-Executive Director', 'individual', 'general_management'],
    ['Director of Engineering', 'function_leader', 'engineering'],
    ['Sales Director', 'function_leader', 'sales'],
    ['Talent Acquisition Lead', 'function_leader', 'talent_acquisition'],
    ['Tech Lead', 'manager', 'engineering'],
    ['Group Product Manager', 'manager', 'product'],
    ['Account Manager', 'individual', 'sales'],
    ['Lead Engineer', 'individual', 'engineering'],
    ['Principal Engineer', 'individual', 'engineering'],
    ['Sales Development Representative', 'individual', 'sales'],
    ['Executive Assistant to the CEO', 'individual', 'other'],
    ['Technical Recruiter', 'individual', 'talent_acquisition'],
    ['Financial Advisor', 'individual', 'finance'],
    ['IT Manager', 'manager', 'it'],
    ['Data Engineer', 'individual', 'data_engineering'],
    ['Barista', 'individual', 'hospitality'],
    ['Deckhand', 'individual', 'seafaring'],
    ['Beekeeper', 'individual', 'other'],
  ] as const)('reads "%s" as tier %s in %s', (title, t, fn) => {
    expect(titleTier(title)).toBe(t);
    expect(titleFunction(title)).toBe(fn);
  });

  it.each([
    ['an empty title', ''],
    ['a blank title', '   '],
    ['no title', null],
  ])('gives no tier and no function for %s', (_what, title) => {
    expect(titleTier(title)).toBeNull();
    expect(titleFunction(title)).toBeNull();
  });
});

describe('currentRole and belongsToCompany', () => {
  it('prefers the item linked by company id over one matched by name', () => {
    const byName = job('Advisor', { company_id: null });
    const byId = job('CEO');
    expect(currentRole(profile([byName, byId]), ACME)).toBe(byId);
  });

  it.each([
    ['a current item with the company id', [job('CEO')], 'confirmed'],
    ['an end of "Present"', [job('CEO', { end: 'Present' })], 'confirmed'],
    [
      'a current item matched by name only',
      [job('CEO', { company: 'ACME Robotics, Inc.', company_id: null })],
      'likely',
    ],
    ['no experience at all (the roster lists them)', [], 'likely'],
    [
      'only ended jobs elsewhere',
      [job('CEO', { company: 'Other', company_id: 7, end: '2020-01' })],
      'likely',
    ],
    ['a job here that has ended', [job('CEO', { end: '2021-05' })], 'no'],
    ['a current job at another company', [job('CEO', { company: 'Other', company_id: 7 })], 'no'],
    [
      'a current item with the name but another company id',
      [job('CEO', { company: 'Acme Robotics', company_id: 99 })],
      'no',
    ],
  ] as const)('says %s means %s', (_what, experience, expected) => {
    expect(belongsToCompany(profile([...experience]), ACME)).toBe(expected);
  });

  it('returns the current title as the role, and no role without a current item here', () => {
    expect(role(profile([job('  VP Sales  ')]), ACME)).toBe('VP Sales');
    expect(role(profile([job('VP Sales', { end: '2020' })]), ACME)).toBeNull();
    expect(professionalFunction(profile([]), ACME)).toBeNull();
  });
});

describe('workStatus', () => {
  it.each([
    ['a contract role here', [job('Data Engineer', { employment_type: 'Contract' })], {}, 'freelancer'],
    ['a self-employed title here', [job('Self-employed UX consultant')], {}, 'freelancer'],
    ['a consultant employed by a consulting firm', [job('Senior Consultant')], {}, 'employed'],
    ['an internship', [job('Marketing Intern', { employment_type: 'Internship' })], {}, 'student'],
    [
      'no job and an ongoing degree',
      [],
      { education: [{ school: 'TU Berlin', degree: 'MSc', field: null, start: '2024', end: null }] },
      'student',
    ],
    ['open to work with no current job', [], { flags: openToWork() }, 'not_working'],
    ['open to work while still employed', [job('Engineer')], { flags: openToWork() }, 'employed'],
    ['nothing to go on', [], {}, 'unknown'],
  ] as const)('reads %s as %s', (_what, experience, overrides, expected) => {
    expect(workStatus(profile([...experience], overrides as Partial<ProviderProfile>), ACME)).toBe(expected);
  });
});

function openToWork() {
  return { open_to_work: true, hiring: null, premium: null, verified: null, influencer: null, creator: null };
}

describe('managesPeople and budgetAuthority for owners depend on company size', () => {
  it.each([
    [1, 'no'],
    [5, 'likely'],
    [10, 'yes'],
    [null, 'likely'],
  ] as const)('an owner of a %s-person company manages people: %s', (size, expected) => {
    const acme = company({ employees_count: size });
    const owner = profile([job('Owner')]);
    expect(managesPeople(owner, acme)).toBe(expected);
    expect(budgetAuthority(owner, acme)).toBe('owns');
  });
});

describe('gender', () => {
  it.each([
    ['male', 'male'],
    ['female', 'female'],
    ['unknown', 'unknown'],
    [null, 'unknown'],
  ] as const)('takes the profile value %s as %s', (value, expected) => {
    expect(gender({ gender: value })).toBe(expected);
  });

  it('never guesses from a first name', () => {
    expect(gender(profile([], { first_name: 'Maria', name: 'Maria Rossi', gender: null }))).toBe('unknown');
  });
});

describe('outreachLanguage', () => {
  const at = (country_code: string | null) => ({
    text: null,
    city: null,
    region: null,
    country: null,
    country_code,
  });

  it.each([
    ['the first language the person lists', ['fr', 'en'], 'US', 'en', 'fr'],
    ['a listed tag such as en_US, reduced to its language', ['en_US'], 'DE', 'de', 'en'],
    ['a withdrawn code mapped to the current one', ['iw'], 'US', 'en', 'he'],
    ['the company language when the person’s country speaks it', [], 'CH', 'fr', 'fr'],
    ['the country language when the company language is not spoken there', [], 'AT', 'fr', 'de'],
    ['the country table for Brazil', [], 'BR', null, 'pt'],
    ['the country table for Mexico', [], 'MX', 'en', 'es'],
    ['English for a country missing from the table', [], 'NG', null, 'en'],
    [
      'English when the listed languages are junk and the country is unknown',
      ['xx', '123'],
      'ZZ',
      null,
      'en',
    ],
  ] as const)('uses %s', (_what, languages, country, companyLanguage, expected) => {
    const person = { languages: [...languages], location: at(country) };
    expect(outreachLanguage(person, { company_language: companyLanguage, location: null })).toBe(expected);
  });

  it('falls back to the company’s country when the person’s is unknown', () => {
    const person = { languages: [], location: null };
    const acme = {
      company_language: 'it',
      location: { locality: null, region: null, postal_code: null, country_code: 'CH' },
    };
    expect(outreachLanguage(person, acme)).toBe('it');
  });

  it('always answers with two lower-case letters', () => {
    for (const country of ['DE', 'US', 'JP', 'XX', null]) {
      for (const lang of [[], ['DE'], ['zz'], ['pt-BR']]) {
        const value = outreachLanguage(
          { languages: lang, location: at(country) },
          { company_language: 'Deutsch', location: null },
        );
        expect(value).toMatch(/^[a-z]{2}$/);
      }
    }
  });
});
