/**
 * Every closed list of values a result carries, defined once. The TypeScript types, the valibot
 * picklists of the API contract (and so the OpenAPI document and the console's types), the judge's
 * answer schema and the sandbox dataset schema all derive from these lists; none restates them.
 * A leaf module (it imports nothing) so that any module in core/ and schemas/ can use it without a cycle.
 */

/** Seniority of the current role at the company, most senior first. */
export const TIERS = ['owner', 'executive', 'function_leader', 'manager', 'individual'] as const;
export type ProfessionalTier = (typeof TIERS)[number];

export const WORK_STATUSES = ['employed', 'freelancer', 'student', 'not_working', 'unknown'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

export const BELONGS_TO_COMPANY = ['confirmed', 'likely', 'no'] as const;
export type BelongsToCompany = (typeof BELONGS_TO_COMPANY)[number];

export const MANAGES_PEOPLE = ['yes', 'likely', 'no', 'unknown'] as const;
export type ManagesPeople = (typeof MANAGES_PEOPLE)[number];

export const BUDGET_AUTHORITY = ['owns', 'influences', 'none', 'unknown'] as const;
export type BudgetAuthority = (typeof BUDGET_AUTHORITY)[number];

export const GENDERS = ['male', 'female', 'unknown'] as const;
export type Gender = (typeof GENDERS)[number];

export const EMAIL_STATUSES = ['valid', 'risky', 'invalid'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_SOURCES = ['verified', 'guessed'] as const;
export type EmailSource = (typeof EMAIL_SOURCES)[number];

/** Seniority levels a persona asks for, most senior first. */
export const LEVELS = ['owner', 'c_level', 'vp', 'head', 'manager', 'individual'] as const;
export type Level = (typeof LEVELS)[number];

/** On what terms someone holds a position. */
export const ENGAGEMENTS = ['employee', 'founder', 'contractor', 'intern', 'advisor', 'board'] as const;
export type Engagement = (typeof ENGAGEMENTS)[number];

/** Who read a persona definition: the offline rules, or Claude. */
export const PERSONA_READERS = ['offline', 'claude'] as const;
export type PersonaReader = (typeof PERSONA_READERS)[number];
