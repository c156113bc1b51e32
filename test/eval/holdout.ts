import { SYSTEM_PERSONA } from '../../functions/core/personas.js';
import type { ProviderCompany, ProviderProfile } from '../../functions/core/profile.js';
import { type EvalPersona, personAt } from './cases.js';

/**
 * A held-out part of the evaluation set: written and labelled after the offline judge was built, and
 * run once without changing the judge for it, so that it measures how the rules carry over to titles
 * and phrasings they were not developed on (docs/judging.md, "Evaluation"). A small German food
 * company of 35 people, where the top executive counts as the owner-operator.
 */

export const HOLDOUT_COMPANY: ProviderCompany = {
  id: 9002,
  slug: 'lumen-foods',
  name: 'Lumen Foods GmbH',
  website: null,
  domain: 'lumenfoods.example',
  industry: 'Food Production',
  type: 'Privately Held',
  description: null,
  slogan: null,
  logo_url: null,
  employees_count: 35,
  specialties: [],
  location: { locality: 'Leipzig', region: null, postal_code: null, country_code: 'DE' },
  followers: null,
  last_post_date: null,
  company_language: 'de',
  hiring_for: [],
  has_logo: null,
  recent_posts: [],
  email: null,
};

const person = personAt(HOLDOUT_COMPANY, 'Vollzeit');

export const HOLDOUT_PEOPLE: ProviderProfile[] = [
  person('h-inhaber', 'Jana Albrecht', 'Inhaberin & Geschäftsführerin, Lumen Foods', [
    ['Inhaberin & Geschäftsführerin', 'here', '2012-01', null],
  ]),
  person('h-ceo', 'Markus Vogt', 'CEO at Lumen Foods', [
    ['CEO', 'here', '2021-01', null],
    ['Head of Operations', 'Dr. Oetker', '2012-01', '2020-12'],
  ]),
  person('h-head-sales', 'Nora Keller', 'Head of Sales DACH', [
    ['Head of Sales DACH', 'here', '2020-03', null],
  ]),
  person('h-vertriebsleiter', 'Tobias Hahn', 'Vertriebsleiter Lebensmittelhandel', [
    ['Vertriebsleiter Lebensmittelhandel', 'here', '2018-05', null],
  ]),
  person('h-kam', 'Lea Fuchs', 'Key Account Manager', [['Key Account Manager', 'here', '2022-01', null]]),
  person('h-mktg-lead', 'Sven Richter', 'Marketing Lead at Lumen Foods', [
    ['Marketing Lead', 'here', '2021-07', null],
  ]),
  person('h-content', 'Ida Berger', 'Content Marketing Manager', [
    ['Content Marketing Manager', 'here', '2023-02', null],
  ]),
  person('h-freelance-dev', 'Piotr Nowak', 'Software Developer (Freelance)', [
    ['Software Developer (Freelance)', 'here', '2024-01', null, 'Freiberuflich'],
  ]),
  person('h-lead-dev', 'Ali Yilmaz', 'Lead Developer', [['Lead Developer', 'here', '2019-09', null]]),
  person('h-cto', 'Eva Lorenz', 'CTO | Lumen Foods', [['CTO', 'here', '2022-04', null]]),
  person('h-produktionsleiter', 'Karl Brenner', 'Produktionsleiter', [
    ['Produktionsleiter', 'here', '2015-01', null],
  ]),
  person('h-schichtleiter', 'Dennis Krause', 'Schichtleiter Produktion', [
    ['Schichtleiter Produktion', 'here', '2019-01', null],
  ]),
  person('h-werkstudentin', 'Mara Lang', 'Werkstudentin Marketing', [
    ['Werkstudentin Marketing', 'here', '2025-04', null, 'Werkstudent'],
  ]),
  person('h-exfounder-advisor', 'Frank Ott', 'Advisor | Co-Founder of Lumen Foods (2012–2020)', [
    ['Advisor', 'here', '2021-01', null, 'Teilzeit'],
    ['Co-Founder & COO', 'here', '2012-01', '2020-12'],
  ]),
  person('h-finance-mgr', 'Sabine Wolf', 'Finance Manager', [['Finance Manager', 'here', '2020-01', null]]),
  person('h-buchhalterin', 'Petra Schulz', 'Buchhalterin', [['Buchhalterin', 'here', '2016-01', null]]),
  person('h-hrbp', 'Lina Maier', 'HR Business Partner', [['HR Business Partner', 'here', '2022-01', null]]),
  person('h-personalleiterin', 'Anke Schmitt', 'Personalleiterin', [
    ['Personalleiterin', 'here', '2017-01', null],
  ]),
  person('h-quality', 'Jonas Pohl', 'Quality Manager', [['Quality Manager', 'here', '2021-01', null]]),
  person('h-einkaeufer', 'Uwe Beck', 'Einkäufer', [['Einkäufer', 'here', '2018-01', null]]),
  person('h-lagerist', 'Timo Franke', 'Lagerist', [['Lagerist', 'here', '2020-01', null]]),
  person('h-assistant', 'Clara Neumann', 'Assistenz der Geschäftsführung', [
    ['Assistant to the Managing Director', 'here', '2023-01', null],
  ]),
  person('h-gesellschafter', 'Heinz Albrecht', 'Gesellschafter, Lumen Foods GmbH', [
    ['Gesellschafter', 'here', '2012-01', null],
  ]),
  person('h-club-founder', 'Rosa Klein', 'Co-Founder, Community Kitchen e.V. | Food Technologist', [
    ['Food Technologist', 'here', '2021-01', null],
    ['Co-Founder', 'Community Kitchen e.V.', '2019-01', null, 'Ehrenamt'],
  ]),
  person('h-dir-ops', 'Ben Arnold', 'Director of Operations at Lumen Foods', [
    ['Director of Operations', 'here', '2022-01', null],
    ['VP Operations', 'Nordmilch', '2015-01', '2021-12'],
  ]),
];

export const HOLDOUT_PERSONAS: EvalPersona[] = [
  { slug: SYSTEM_PERSONA.slug, name: SYSTEM_PERSONA.name, definition: SYSTEM_PERSONA.definition },
  {
    slug: 'commercial-leadership',
    name: 'Commercial leadership',
    definition: 'Commercial leadership: whoever leads sales or marketing.',
  },
  {
    slug: 'operations-supervisors',
    name: 'Operations supervisors',
    definition:
      'Operations managers, supervisors and anyone above them in operations, production or logistics.',
  },
  {
    slug: 'finance-hr-any',
    name: 'Finance & HR',
    definition: 'Finance and HR people of any level, but not interns or freelancers.',
  },
  { slug: 'developers-incl-freelance', name: 'Developers', definition: 'Developers, including freelancers.' },
  {
    slug: 'budget-holders',
    name: 'Budget holders',
    definition:
      'Anyone who can sign off a budget: C-level, heads of department, directors. No advisors or shareholders.',
  },
];

/** Written before the judge ran on this set. */
export const HOLDOUT_LABELS: Record<string, readonly string[]> = {
  // 35 people: the hired CEO is the owner-operator; the shareholder does not work here.
  'owners-founders': ['h-inhaber', 'h-ceo'],
  'commercial-leadership': ['h-head-sales', 'h-vertriebsleiter', 'h-mktg-lead'],
  'operations-supervisors': ['h-produktionsleiter', 'h-schichtleiter', 'h-quality', 'h-dir-ops'],
  'finance-hr-any': ['h-finance-mgr', 'h-buchhalterin', 'h-hrbp', 'h-personalleiterin'],
  'developers-incl-freelance': ['h-freelance-dev', 'h-lead-dev'],
  'budget-holders': [
    'h-inhaber',
    'h-ceo',
    'h-cto',
    'h-head-sales',
    'h-vertriebsleiter',
    'h-mktg-lead',
    'h-produktionsleiter',
    'h-personalleiterin',
    'h-dir-ops',
  ],
};
