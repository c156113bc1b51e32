import { SYSTEM_PERSONA } from '../../functions/core/personas.js';
import type { ExperienceItem, ProviderCompany, ProviderProfile } from '../../functions/core/profile.js';
import { bareProfile } from '../fixtures/builders.js';

/**
 * The labelled evaluation set for persona judges (docs/judging.md, "Evaluation"): one fictional
 * company, 46 people, 15 personas in different plain-language styles. Every person × persona pair is
 * labelled: `LABELS[persona]` lists who fits, everyone else does not. The labels were written from
 * the meaning of each persona's text, person by person, before any judge ran on them; the comment
 * beside a debatable label says how it was decided. Do not change a label to make a judge pass.
 */

export const EVAL_COMPANY: ProviderCompany = {
  id: 9001,
  slug: 'northbeam-industrial',
  name: 'Northbeam Industrial',
  website: 'https://northbeam.example',
  domain: 'northbeam.example',
  industry: 'Industrial Automation',
  type: 'Privately Held',
  description: 'Sensors and control software for factories.',
  slogan: null,
  logo_url: null,
  // Above the owner-operator size: a hired top executive here is not an owner.
  employees_count: 120,
  specialties: [],
  location: { locality: 'Hamburg', region: null, postal_code: null, country_code: 'DE' },
  followers: null,
  last_post_date: null,
  company_language: 'en',
  hiring_for: [],
  has_logo: null,
  recent_posts: [],
  email: null,
};

export type Job = [title: string, where: 'here' | string, start: string, end: string | null, type?: string];

/**
 * How the evaluation sets write a person: a headline and jobs, where `'here'` is the set's company and a
 * job without a type is `defaultType`; everything else unknown.
 */
export function personAt(company: ProviderCompany, defaultType: string) {
  const item = ([title, where, start, end, type]: Job): ExperienceItem => ({
    title,
    ...(where === 'here'
      ? { company: company.name, company_id: company.id }
      : { company: where, company_id: null }),
    employment_type: type ?? defaultType,
    workplace_type: null,
    start,
    end,
    duration: null,
    description: null,
  });
  return (id: string, name: string, headline: string, jobs: Job[], about: string | null = null) =>
    bareProfile({
      person_ref: id,
      name,
      first_name: name.split(' ')[0] ?? null,
      last_name: name.split(' ').slice(1).join(' ') || null,
      headline,
      about,
      experience: jobs.map(item),
    });
}

const person = personAt(EVAL_COMPANY, 'Full-time');

export const EVAL_PEOPLE: ProviderProfile[] = [
  person('founder-ceo', 'Lena Hartmann', 'Co-Founder & CEO at Northbeam Industrial', [
    ['Co-Founder & CEO', 'here', '2014-03', null],
    ['Product Lead', 'Siemens', '2009-01', '2014-02'],
  ]),
  person('cofounder-cto', 'Jonas Weber', 'Co-founder & CTO | Northbeam', [
    ['Co-founder & CTO', 'here', '2014-03', null],
    ['Senior Software Engineer', 'Bosch', '2008-05', '2014-02'],
  ]),
  person('coo', 'Martina Kovac', 'Chief Operating Officer at Northbeam Industrial', [
    ['Chief Operating Officer', 'here', '2020-01', null],
    ['Director of Operations', 'Festo', '2012-01', '2019-12'],
  ]),
  person('cro', 'Daniel Price', 'Chief Revenue Officer', [
    ['Chief Revenue Officer', 'here', '2021-06', null],
    ['VP Sales EMEA', 'Rockline', '2015-01', '2021-05'],
  ]),
  person('vp-sales', 'Sara Lindqvist', 'VP Sales at Northbeam Industrial', [
    ['VP Sales', 'here', '2022-02', null],
    ['Sales Director', 'Rockline', '2016-01', '2022-01'],
  ]),
  person('vp-eng', 'Arjun Mehta', 'Vice President of Engineering at Northbeam', [
    ['Vice President of Engineering', 'here', '2021-09', null],
    ['Engineering Manager', 'Zalando', '2015-01', '2021-08'],
  ]),
  person('vp-finance', 'Claire Dubois', 'VP Finance at Northbeam Industrial', [
    ['VP Finance', 'here', '2019-04', null],
    ['Finance Manager', 'Airbus', '2012-01', '2019-03'],
  ]),
  person('head-eng', 'Tom Becker', 'Head of Engineering at Northbeam', [
    ['Head of Engineering', 'here', '2020-05', null],
    ['Tech Lead', 'N26', '2015-01', '2020-04'],
  ]),
  person('dir-eng', 'Priya Nair', 'Director of Engineering, Platform', [
    ['Director of Engineering, Platform', 'here', '2022-01', null],
    ['Engineering Manager', 'SAP', '2016-01', '2021-12'],
  ]),
  // Internal IT, not product engineering: not an engineering leader in the sense of these personas.
  person('dir-it', 'Mark Olsen', 'Director of IT at Northbeam Industrial', [
    ['Director of IT', 'here', '2018-01', null],
    ['IT Manager', 'Hapag-Lloyd', '2010-01', '2017-12'],
  ]),
  person('eng-mgr', 'Kevin Brandt', 'Engineering Manager, Control Software', [
    ['Engineering Manager, Control Software', 'here', '2021-03', null],
    ['Senior Controls Engineer', 'here', '2017-01', '2021-02'],
  ]),
  person('sw-eng', 'Aylin Demir', 'Senior Software Engineer at Northbeam', [
    ['Senior Software Engineer', 'here', '2019-01', null],
  ]),
  person('founding-eng', 'Felix Braun', 'Founding Engineer at Northbeam Industrial', [
    ['Founding Engineer', 'here', '2014-06', null],
  ]),
  person('advisor-exfounder', 'Robert Lang', 'Advisor at Northbeam Industrial | Former co-founder', [
    ['Advisor', 'here', '2021-01', null, 'Part-time'],
    ['Co-Founder & CEO', 'here', '2014-03', '2020-12'],
  ]),
  person('side-founder', 'Nina Vogel', 'Product Manager at Northbeam | Founder of a weekend app', [
    ['Product Manager', 'here', '2020-01', null],
    ['Founder', 'PlantPal (side project)', '2018-01', '2019-12'],
  ]),
  person('club-founder', 'Leon Schulz', 'Founder, Hamburg Runners Club | Account Executive at Northbeam', [
    ['Account Executive', 'here', '2021-01', null],
  ]),
  person('founders-associate', 'Emma Roth', "Founder's Associate at Northbeam Industrial", [
    ["Founder's Associate", 'here', '2023-01', null],
  ]),
  person('cos-founder', 'Paul Meier', 'Chief of Staff to the Founders', [
    ['Chief of Staff to the Founders', 'here', '2022-06', null],
  ]),
  person('board-member', 'Helga Stein', 'Board Member at Northbeam Industrial | Investor', [
    ['Board Member', 'here', '2019-01', null, 'Part-time'],
    ['Partner', 'Elbe Ventures', '2012-01', null],
  ]),
  person('intern-eng', 'Mia Frank', 'Software Engineering Intern', [
    ['Software Engineering Intern', 'here', '2025-06', null, 'Internship'],
  ]),
  person('contract-designer', 'Luca Moretti', 'UX Designer (Contract)', [
    ['UX Designer (Contract)', 'here', '2025-01', null, 'Contract'],
  ]),
  // A past VP: VP Marketing here until 2023, now CMO elsewhere.
  person('past-vp', 'Olivia Grant', 'CMO at Brightwave', [
    ['Chief Marketing Officer', 'Brightwave', '2023-04', null],
    ['VP Marketing', 'here', '2018-01', '2023-03'],
  ]),
  person('leiter-vertrieb', 'Stefan Krüger', 'Leiter Vertrieb DACH', [
    ['Leiter Vertrieb DACH', 'here', '2019-01', null],
  ]),
  // A hired managing director (Geschäftsführer) of a 120-person company: top management, not an owner.
  person('gf-de', 'Andreas Wolf', 'Geschäftsführer bei Northbeam Industrial', [
    ['Geschäftsführer', 'here', '2023-01', null],
    ['Bereichsleiter Produktion', 'Jungheinrich', '2010-01', '2022-12'],
  ]),
  person('dir-commercial-fr', 'Julien Martin', 'Directeur Commercial France', [
    ['Directeur Commercial France', 'here', '2020-09', null],
  ]),
  person('resp-rh-fr', 'Camille Bernard', 'Responsable RH', [['Responsable RH', 'here', '2021-02', null]]),
  person('jefe-ventas-es', 'Lucía García', 'Jefa de Ventas Iberia', [
    ['Jefa de Ventas Iberia', 'here', '2022-03', null],
  ]),
  person('ingeniero-es', 'Pablo Ruiz', 'Ingeniero de Software', [
    ['Ingeniero de Software', 'here', '2021-01', null],
  ]),
  person('oprichter-nl', 'Sanne de Vries', 'Oprichter & Algemeen Directeur, Northbeam Benelux', [
    ['Oprichter & Algemeen Directeur', 'here', '2016-01', null],
  ]),
  person('hoofd-marketing-nl', 'Daan Jansen', 'Hoofd Marketing', [
    ['Hoofd Marketing', 'here', '2020-01', null],
  ]),
  person('diretor-financeiro-pt', 'João Silva', 'Diretor Financeiro', [
    ['Diretor Financeiro', 'here', '2021-01', null],
  ]),
  person('socio-fundador-pt', 'Beatriz Costa', 'Sócia Fundadora', [
    ['Sócia Fundadora', 'here', '2014-03', null],
  ]),
  person('resp-marketing-it', 'Giulia Romano', 'Responsabile Marketing', [
    ['Responsabile Marketing', 'here', '2022-01', null],
  ]),
  person('sviluppatore-it', 'Marco Bianchi', 'Sviluppatore Backend', [
    ['Sviluppatore Backend', 'here', '2020-01', null],
  ]),
  person('sdr', 'Liam Connor', 'Sales Development Representative', [
    ['Sales Development Representative', 'here', '2024-01', null],
  ]),
  person('ae', 'Grace Kim', 'Account Executive, Enterprise', [
    ['Account Executive, Enterprise', 'here', '2022-01', null],
  ]),
  person('recruiter', 'Olivia Bennett', 'Technical Recruiter at Northbeam', [
    ['Technical Recruiter', 'here', '2023-01', null],
  ]),
  // A former employee: marketing manager here until 2024.
  person('former-mktg-mgr', 'Emily Carter', 'Senior Marketing Manager at Brightwave', [
    ['Senior Marketing Manager', 'Brightwave', '2024-09', null],
    ['Marketing Manager', 'here', '2019-05', '2024-08'],
  ]),
  person('cs-manager', 'Ben Harper', 'Customer Success Manager', [
    ['Customer Success Manager', 'here', '2022-01', null],
  ]),
  person('vp-people', 'Rachel Green', 'VP People at Northbeam Industrial', [
    ['VP People', 'here', '2021-01', null],
  ]),
  person('product-owner', 'Samuel Adeyemi', 'Product Owner, Fleet Software', [
    ['Product Owner, Fleet Software', 'here', '2023-05', null],
  ]),
  person('sales-mgr', 'Hannah Berg', 'Sales Manager, EMEA', [
    ['Sales Manager, EMEA', 'here', '2021-01', null],
  ]),
  person('coowner-md', 'Karl Neumann', 'Co-Owner & Managing Director', [
    ['Co-Owner & Managing Director', 'here', '2015-01', null],
  ]),
  person('freelance-dev', 'Ivan Petrov', 'Freelance Backend Developer', [
    ['Freelance Backend Developer', 'here', '2024-02', null, 'Freelance'],
  ]),
  person('mktg-intern', 'Chloe Adams', 'Marketing Intern', [
    ['Marketing Intern', 'here', '2025-07', null, 'Internship'],
  ]),
  person('head-product', 'Yusuf Kaya', 'Head of Product at Northbeam', [
    ['Head of Product', 'here', '2021-04', null],
  ]),
];

export interface EvalPersona {
  slug: string;
  name: string;
  definition: string;
}

export const EVAL_PERSONAS: EvalPersona[] = [
  { slug: SYSTEM_PERSONA.slug, name: SYSTEM_PERSONA.name, definition: SYSTEM_PERSONA.definition },
  {
    slug: 'engineering-leaders',
    name: 'Engineering leaders',
    definition:
      'Heads of engineering, VPs of engineering, CTOs and engineering managers. Exclude individual engineers.',
  },
  {
    slug: 'vp-head-director-engineering',
    name: 'Engineering leadership',
    definition: 'Vice presidents, heads and directors of engineering.',
  },
  { slug: 'sales-leadership', name: 'Sales leadership', definition: 'Sales leadership.' },
  {
    slug: 'marketing-incl-former',
    name: 'Marketing, including alumni',
    definition: 'Everyone in marketing at any level, including former employees.',
  },
  {
    slug: 'top-management',
    name: 'Top management',
    definition:
      'C-level executives and managing directors (for example Geschäftsführer, PDG or Director General) who run the company day to day.',
  },
  {
    slug: 'people-leaders',
    name: 'People & HR leaders',
    definition: 'Heads of HR, HR directors, VPs of People and the CHRO.',
  },
  {
    slug: 'finance-leadership',
    name: 'Finance leadership',
    definition:
      'I want to reach whoever is in charge of money at the company: the CFO, VPs of finance and finance directors.',
  },
  {
    slug: 'software-engineers',
    name: 'Software engineers',
    definition:
      'Software engineers and developers, individual contributors only. No managers, no interns, no contractors.',
  },
  {
    slug: 'eng-managers-incl-contractors',
    name: 'Engineering managers (contractors too)',
    definition: 'Engineering managers, including contractors.',
  },
  { slug: 'board-advisors', name: 'Board & advisors', definition: 'Board members and advisors.' },
  { slug: 'interns', name: 'Interns', definition: 'Interns and working students.' },
  {
    slug: 'sales-ics',
    name: 'Sales reps',
    definition: 'SDRs and account executives in the sales team. Exclude managers and anyone more senior.',
  },
  {
    slug: 'product-people',
    name: 'Product people',
    definition: 'Product managers, product owners and whoever leads product.',
  },
  { slug: 'recruiters', name: 'Recruiters', definition: 'Recruiters and talent acquisition.' },
];

/** Who fits each persona; every other person of EVAL_PEOPLE does not. */
export const LABELS: Record<string, readonly string[]> = {
  // Founders and owners who still work here; not the founding engineer, the founder's associate, the
  // chief of staff, the ex-founder turned advisor, side-project or club founders, the board member, or
  // the hired COO / Geschäftsführer of a 120-person company.
  'owners-founders': ['founder-ceo', 'cofounder-cto', 'oprichter-nl', 'socio-fundador-pt', 'coowner-md'],
  // The CTO is named; the Director of Engineering is a head of engineering; internal IT is not.
  'engineering-leaders': ['cofounder-cto', 'vp-eng', 'head-eng', 'dir-eng', 'eng-mgr'],
  // The issue's own reading: the CTO is the top of "heads and directors of engineering"; managers are not.
  'vp-head-director-engineering': ['cofounder-cto', 'vp-eng', 'head-eng', 'dir-eng'],
  // Leaders of sales: CRO, VP, and heads of sales in any language; not first-line sales managers.
  'sales-leadership': ['cro', 'vp-sales', 'leiter-vertrieb', 'dir-commercial-fr', 'jefe-ventas-es'],
  // Any level includes the intern; former employees include the past VP Marketing.
  'marketing-incl-former': [
    'hoofd-marketing-nl',
    'resp-marketing-it',
    'former-mktg-mgr',
    'past-vp',
    'mktg-intern',
  ],
  'top-management': ['founder-ceo', 'cofounder-cto', 'coo', 'cro', 'gf-de', 'oprichter-nl', 'coowner-md'],
  'people-leaders': ['resp-rh-fr', 'vp-people'],
  'finance-leadership': ['vp-finance', 'diretor-financeiro-pt'],
  // The founding engineer is an engineer; interns, contractors and managers are excluded.
  'software-engineers': ['sw-eng', 'founding-eng', 'ingeniero-es', 'sviluppatore-it'],
  // "including contractors" widens who counts; no contractor here manages engineers.
  'eng-managers-incl-contractors': ['eng-mgr'],
  'board-advisors': ['board-member', 'advisor-exfounder'],
  interns: ['intern-eng', 'mktg-intern'],
  // The club founder is an account executive here.
  'sales-ics': ['sdr', 'ae', 'club-founder'],
  // The side-project founder is a product manager here.
  'product-people': ['side-founder', 'product-owner', 'head-product'],
  recruiters: ['recruiter'],
};
