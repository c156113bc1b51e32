import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import type { ProviderCompany } from '../../functions/core/profile.js';
import { type EvalPersona, type Job, personAt } from './cases.js';
import type { EvalSet } from './evaluate.js';

/**
 * The labelled evaluation sets kept as JSON under test/eval/sets/ (see its README.md): `dev` to work on,
 * `holdout` sealed (scored once per change, never edited to pass), and paraphrases of some dev
 * personas. Loading validates the files and fails loudly on anything inconsistent, so a typo in a label
 * can never quietly turn a fit into a miss.
 */

export const SETS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'sets');
/**
 * `holdout-1` to `holdout-132` were sealed holdouts until their one scoring runs (2026-11-25 to -28,
 * docs/judging.md); since then they are development data, unedited. `holdout` is the slot of the
 * sealed holdout (empty until the next one is written). A set whose folder is absent is skipped, so a
 * new holdout can be written after the sets that precede it.
 */
export const SET_NAMES = [
  'dev',
  'holdout-1',
  'holdout-2',
  'holdout-3',
  'holdout-4',
  'holdout-5',
  'holdout-6',
  'holdout-7',
  'holdout-8',
  'holdout-9',
  'holdout-10',
  'holdout-11',
  'holdout-12',
  'holdout-13',
  'holdout-14',
  'holdout-15',
  'holdout-16',
  'holdout-17',
  'holdout-18',
  'holdout-19',
  'holdout-20',
  'holdout-21',
  'holdout-22',
  'holdout-23',
  'holdout-24',
  'holdout-25',
  'holdout-26',
  'holdout-27',
  'holdout-28',
  'holdout-29',
  'holdout-30',
  'holdout-31',
  'holdout-32',
  'holdout-33',
  'holdout-34',
  'holdout-35',
  'holdout-36',
  'holdout-37',
  'holdout-38',
  'holdout-39',
  'holdout-40',
  'holdout-41',
  'holdout-42',
  'holdout-43',
  'holdout-44',
  'holdout-45',
  'holdout-46',
  'holdout-47',
  'holdout-48',
  'holdout-49',
  'holdout-50',
  'holdout-51',
  'holdout-52',
  'holdout-53',
  'holdout-54',
  'holdout-55',
  'holdout-56',
  'holdout-57',
  'holdout-58',
  'holdout-59',
  'holdout-60',
  'holdout-61',
  'holdout-62',
  'holdout-63',
  'holdout-64',
  'holdout-65',
  'holdout-66',
  'holdout-67',
  'holdout-68',
  'holdout-69',
  'holdout-70',
  'holdout-71',
  'holdout-72',
  'holdout-73',
  'holdout-74',
  'holdout-75',
  'holdout-76',
  'holdout-77',
  'holdout-78',
  'holdout-79',
  'holdout-80',
  'holdout-81',
  'holdout-82',
  'holdout-83',
  'holdout-84',
  'holdout-85',
  'holdout-86',
  'holdout-87',
  'holdout-88',
  'holdout-89',
  'holdout-90',
  'holdout-91',
  'holdout-92',
  'holdout-93',
  'holdout-94',
  'holdout-95',
  'holdout-96',
  'holdout-97',
  'holdout-98',
  'holdout-99',
  'holdout-100',
  'holdout-101',
  'holdout-102',
  'holdout-103',
  'holdout-104',
  'holdout-105',
  'holdout-106',
  'holdout-107',
  'holdout-108',
  'holdout-109',
  'holdout-110',
  'holdout-111',
  'holdout-112',
  'holdout-113',
  'holdout-114',
  'holdout-115',
  'holdout-116',
  'holdout-117',
  'holdout-118',
  'holdout-119',
  'holdout-120',
  'holdout-121',
  'holdout-122',
  'holdout-123',
  'holdout-124',
  'holdout-125',
  'holdout-126',
  'holdout-127',
  'holdout-128',
  'holdout-129',
  'holdout-130',
  'holdout-131',
  'holdout-132',
  'holdout',
] as const;
export type SetName = (typeof SET_NAMES)[number];

const nonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty());
const yearMonth = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected YYYY-MM'));

// The job with an employment type first: valibot's `tuple` drops items past its own, so the shorter
// tuple first would accept a five-item job and silently lose its type ("Freelance", "Contract").
const JobSchema = v.union([
  v.strictTuple([nonEmpty, nonEmpty, yearMonth, v.nullable(yearMonth), nonEmpty]),
  v.strictTuple([nonEmpty, nonEmpty, yearMonth, v.nullable(yearMonth)]),
]);

const PersonSchema = v.strictObject({
  id: v.pipe(nonEmpty, v.regex(/^[a-z0-9-]+$/, 'expected a short lowercase id')),
  name: nonEmpty,
  headline: nonEmpty,
  jobs: v.pipe(v.array(JobSchema), v.minLength(1)),
  about: v.nullable(nonEmpty),
});

const CompanyFileSchema = v.strictObject({
  company: v.strictObject({
    id: v.pipe(v.number(), v.integer(), v.minValue(9100), v.maxValue(9999)),
    slug: v.pipe(nonEmpty, v.regex(/^[a-z0-9-]+$/)),
    name: nonEmpty,
    industry: nonEmpty,
    employees_count: v.pipe(v.number(), v.integer(), v.minValue(1)),
    company_language: v.pipe(v.string(), v.regex(/^[a-z]{2}$/)),
    country_code: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  }),
  people: v.pipe(v.array(PersonSchema), v.minLength(1)),
});

const PersonaSchema = v.strictObject({
  slug: v.pipe(nonEmpty, v.regex(/^[a-z0-9-]+$/)),
  name: nonEmpty,
  definition: v.pipe(nonEmpty, v.maxLength(4000)),
  labels: v.record(v.string(), v.array(nonEmpty)),
  notes: v.record(v.string(), nonEmpty),
});

const ParaphrasesSchema = v.array(
  v.strictObject({ persona: nonEmpty, definitions: v.pipe(v.array(nonEmpty), v.minLength(1)) }),
);

export type CompanyFile = v.InferOutput<typeof CompanyFileSchema>;
export type PersonaFile = v.InferOutput<typeof PersonaSchema>;
export type Paraphrases = v.InferOutput<typeof ParaphrasesSchema>;

export interface LabelledSet {
  name: SetName;
  companies: CompanyFile[];
  personas: PersonaFile[];
}

export class EvalSetError extends Error {
  override name = 'EvalSetError';
}

function readJson<S extends v.GenericSchema>(schema: S, path: string): v.InferOutput<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new EvalSetError(`${path}: not readable JSON (${(e as Error).message})`);
  }
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) {
    const issues = parsed.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`);
    throw new EvalSetError(`${path}: ${issues.slice(0, 5).join('; ')}`);
  }
  return parsed.output;
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const x of values) {
    if (seen.has(x)) twice.add(x);
    seen.add(x);
  }
  return [...twice];
}

/** One set as written (companies and personas), checked for consistency within the set. */
export function loadLabelledSet(name: SetName, dir = SETS_DIR): LabelledSet {
  const setDir = join(dir, name);
  const files = readdirSync(setDir)
    .filter((f) => f.endsWith('.json') && f !== 'personas.json')
    .sort();
  const companies = files.map((f) => {
    const file = readJson(CompanyFileSchema, join(setDir, f));
    if (`${file.company.slug}.json` !== f)
      throw new EvalSetError(`${name}/${f}: the company slug is ${file.company.slug}, not the file name`);
    return file;
  });
  if (companies.length === 0) throw new EvalSetError(`${name}: no company files`);
  const personas = readJson(v.pipe(v.array(PersonaSchema), v.minLength(1)), join(setDir, 'personas.json'));

  const dupCompanies = duplicates(companies.flatMap((c) => [c.company.slug, String(c.company.id)]));
  if (dupCompanies.length) throw new EvalSetError(`${name}: duplicate company ${dupCompanies.join(', ')}`);
  const dupPeople = duplicates(companies.flatMap((c) => c.people.map((p) => p.id)));
  if (dupPeople.length) throw new EvalSetError(`${name}: duplicate person id ${dupPeople.join(', ')}`);
  const dupPersonas = duplicates(personas.map((p) => p.slug));
  if (dupPersonas.length) throw new EvalSetError(`${name}: duplicate persona ${dupPersonas.join(', ')}`);

  const everyone = new Set(companies.flatMap((c) => c.people.map((p) => p.id)));
  for (const persona of personas) {
    const where = `${name}/personas.json ${persona.slug}`;
    for (const company of companies) {
      const labels = persona.labels[company.company.slug];
      if (!labels) throw new EvalSetError(`${where}: does not label company ${company.company.slug}`);
      const ids = new Set(company.people.map((p) => p.id));
      const unknown = labels.filter((id) => !ids.has(id));
      if (unknown.length)
        throw new EvalSetError(`${where}: unknown person ${unknown.join(', ')} in ${company.company.slug}`);
      const twice = duplicates(labels);
      if (twice.length) throw new EvalSetError(`${where}: ${twice.join(', ')} labelled twice`);
    }
    const extra = Object.keys(persona.labels).filter((s) => !companies.some((c) => c.company.slug === s));
    if (extra.length) throw new EvalSetError(`${where}: labels an unknown company ${extra.join(', ')}`);
    const unknownNotes = Object.keys(persona.notes).filter((id) => !everyone.has(id));
    if (unknownNotes.length)
      throw new EvalSetError(`${where}: note on unknown person ${unknownNotes.join(', ')}`);
  }
  return { name, companies, personas };
}

/** Both sets, checked across each other: no person id and no persona slug in both. */
export function loadLabelledSets(dir = SETS_DIR): LabelledSet[] {
  const sets = SET_NAMES.filter((name) => existsSync(join(dir, name))).map((name) =>
    loadLabelledSet(name, dir),
  );
  const sharedPeople = duplicates(sets.flatMap((s) => s.companies.flatMap((c) => c.people.map((p) => p.id))));
  if (sharedPeople.length)
    throw new EvalSetError(`person ids in more than one set: ${sharedPeople.join(', ')}`);
  const sharedPersonas = duplicates(sets.flatMap((s) => s.personas.map((p) => p.slug)));
  if (sharedPersonas.length)
    throw new EvalSetError(`personas in more than one set: ${sharedPersonas.join(', ')}`);
  const sharedCompanies = duplicates(sets.flatMap((s) => s.companies.map((c) => c.company.slug)));
  if (sharedCompanies.length)
    throw new EvalSetError(`companies in more than one set: ${sharedCompanies.join(', ')}`);
  return sets;
}

/** Rewordings of dev personas; every persona named must be a dev persona. */
export function loadParaphrases(dir = SETS_DIR, dev: LabelledSet = loadLabelledSet('dev', dir)): Paraphrases {
  const path = join(dir, 'paraphrases.json');
  const paraphrases = readJson(ParaphrasesSchema, path);
  const devSlugs = new Set(dev.personas.map((p) => p.slug));
  const unknown = paraphrases.filter((p) => !devSlugs.has(p.persona)).map((p) => p.persona);
  if (unknown.length) throw new EvalSetError(`${path}: not dev personas: ${unknown.join(', ')}`);
  const twice = duplicates(paraphrases.map((p) => p.persona));
  if (twice.length) throw new EvalSetError(`${path}: persona listed twice: ${twice.join(', ')}`);
  return paraphrases;
}

/** The company of a file as a full ProviderCompany; what the file does not say is unknown. */
export function providerCompany(file: CompanyFile): ProviderCompany {
  const c = file.company;
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    website: null,
    domain: null,
    industry: c.industry,
    type: null,
    description: null,
    slogan: null,
    logo_url: null,
    employees_count: c.employees_count,
    specialties: [],
    location: { locality: null, region: null, postal_code: null, country_code: c.country_code },
    followers: null,
    last_post_date: null,
    company_language: c.company_language,
    hiring_for: [],
    has_logo: null,
    recent_posts: [],
    email: null,
  };
}

/** A job without an employment type in the files is read as this one (README.md). */
export const DEFAULT_EMPLOYMENT_TYPE = 'Full-time';

/** One EvalSet per company of a set, named `<set>:<company-slug>`, with that set's personas. */
export function toEvalSets(set: LabelledSet): EvalSet[] {
  const personas: EvalPersona[] = set.personas.map(({ slug, name, definition }) => ({
    slug,
    name,
    definition,
  }));
  return set.companies.map((file) => {
    const company = providerCompany(file);
    const person = personAt(company, DEFAULT_EMPLOYMENT_TYPE);
    return {
      name: `${set.name}:${file.company.slug}`,
      company,
      people: file.people.map((p) => person(p.id, p.name, p.headline, p.jobs as Job[], p.about)),
      personas,
      labels: Object.fromEntries(set.personas.map((p) => [p.slug, p.labels[file.company.slug] ?? []])),
    };
  });
}

/** Every company of the JSON sets as an EvalSet: `dev:<slug>` first, then `holdout:<slug>`. */
export function jsonEvalSets(dir = SETS_DIR): EvalSet[] {
  return loadLabelledSets(dir).flatMap(toEvalSets);
}
