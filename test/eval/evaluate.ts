import type { CallContext, PersonaJudge } from '../../functions/core/ports.js';
import type { ProviderCompany, ProviderProfile } from '../../functions/core/profile.js';
import { EVAL_COMPANY, EVAL_PEOPLE, EVAL_PERSONAS, type EvalPersona, LABELS } from './cases.js';
import { HOLDOUT_COMPANY, HOLDOUT_LABELS, HOLDOUT_PEOPLE, HOLDOUT_PERSONAS } from './holdout.js';

/**
 * Runs a judge over the labelled evaluation sets the way the pipeline does (shortlist everyone, verify
 * the shortlist, keep what verify keeps) and scores it against the labels.
 */

export interface EvalSet {
  name: string;
  company: ProviderCompany;
  people: ProviderProfile[];
  personas: EvalPersona[];
  labels: Record<string, readonly string[]>;
}

/** The development set and the held-out set (written after the judge, never tuned on). */
export const EVAL_SETS: EvalSet[] = [
  { name: 'dev', company: EVAL_COMPANY, people: EVAL_PEOPLE, personas: EVAL_PERSONAS, labels: LABELS },
  {
    name: 'holdout',
    company: HOLDOUT_COMPANY,
    people: HOLDOUT_PEOPLE,
    personas: HOLDOUT_PERSONAS,
    labels: HOLDOUT_LABELS,
  },
];

export interface PersonaScore {
  slug: string;
  pairs: number;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
  falsePositives: string[];
  falseNegatives: string[];
}

const ratio = (a: number, b: number): number => (b === 0 ? 1 : a / b);
const f1Of = (p: number, r: number): number => (p + r === 0 ? 0 : (2 * p * r) / (p + r));

/** What a judge (or a second labeller) kept, scored against the labels. */
export function score(
  slug: string,
  pairs: number,
  kept: ReadonlySet<string>,
  truth: ReadonlySet<string>,
): PersonaScore {
  const falsePositives = [...kept].filter((id) => !truth.has(id));
  const falseNegatives = [...truth].filter((id) => !kept.has(id));
  const tp = kept.size - falsePositives.length;
  const precision = ratio(tp, kept.size);
  const recall = ratio(tp, truth.size);
  return {
    slug,
    pairs,
    tp,
    fp: falsePositives.length,
    fn: falseNegatives.length,
    precision,
    recall,
    f1: f1Of(precision, recall),
    falsePositives,
    falseNegatives,
  };
}

/** Precision, recall and F1 over several persona scores, micro-averaged (every pair counts once). */
export function total(slug: string, scores: readonly PersonaScore[]): PersonaScore {
  const tp = scores.reduce((s, p) => s + p.tp, 0);
  const fp = scores.reduce((s, p) => s + p.fp, 0);
  const fn = scores.reduce((s, p) => s + p.fn, 0);
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  return {
    slug,
    pairs: scores.reduce((s, p) => s + p.pairs, 0),
    tp,
    fp,
    fn,
    precision,
    recall,
    f1: f1Of(precision, recall),
    falsePositives: scores.flatMap((p) => p.falsePositives),
    falseNegatives: scores.flatMap((p) => p.falseNegatives),
  };
}

async function scorePersona(judge: PersonaJudge, set: EvalSet, persona: EvalPersona): Promise<PersonaScore> {
  const ctx = (stage: 'find_candidates' | 'verify_candidates'): CallContext => ({
    jobId: `eval_${set.name}_${persona.slug}`,
    stage,
    attempt: 0,
  });
  const short = await judge.shortlist(persona, set.company, set.people, ctx('find_candidates'));
  const shortlisted = new Set(short.verdicts.filter((v) => v.keep).map((v) => v.person_ref));
  const candidates = set.people.filter((p) => shortlisted.has(p.person_ref));
  const verified = await judge.verify(persona, set.company, candidates, ctx('verify_candidates'));
  const kept = new Set(verified.verdicts.filter((v) => v.keep).map((v) => v.person_ref));
  return score(
    `${set.name}/${persona.slug}`,
    set.people.length,
    kept,
    new Set(set.labels[persona.slug] ?? []),
  );
}

export interface EvalResult {
  personas: PersonaScore[];
  /** Per set, and owners-founders across both sets. */
  totals: PersonaScore[];
  overall: PersonaScore;
}

export async function evaluate(
  judge: PersonaJudge,
  sets: readonly EvalSet[] = EVAL_SETS,
): Promise<EvalResult> {
  const personas: PersonaScore[] = [];
  for (const set of sets)
    for (const persona of set.personas) personas.push(await scorePersona(judge, set, persona));
  const totals = [
    ...sets.map((set) =>
      total(
        `${set.name} (all personas)`,
        personas.filter((p) => p.slug.startsWith(`${set.name}/`)),
      ),
    ),
    total(
      'owners-founders (both sets)',
      personas.filter((p) => p.slug.endsWith('/owners-founders')),
    ),
  ];
  return { personas, totals, overall: total('overall', personas) };
}

export function formatReport(result: EvalResult, judgeName: string): string {
  const fixed = (x: number) => x.toFixed(3);
  const row = (p: PersonaScore) =>
    `| ${p.slug} | ${p.pairs} | ${p.tp} | ${p.fp} | ${p.fn} | ${fixed(p.precision)} | ${fixed(p.recall)} | ${fixed(p.f1)} |`;
  const lines = [
    `Judge: ${judgeName}; ${result.overall.pairs} labelled pairs, ${result.personas.length} personas`,
    '| persona | pairs | TP | FP | FN | precision | recall | F1 |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    ...result.personas.map(row),
    ...result.totals.map(row),
    row(result.overall),
  ];
  const misses = result.personas.filter((p) => p.fp + p.fn > 0);
  if (misses.length > 0) {
    lines.push('', 'Errors:');
    for (const p of misses) {
      if (p.falsePositives.length) lines.push(`  ${p.slug}: kept wrongly ${p.falsePositives.join(', ')}`);
      if (p.falseNegatives.length) lines.push(`  ${p.slug}: missed ${p.falseNegatives.join(', ')}`);
    }
  }
  return lines.join('\n');
}

/**
 * The JSON sets (test/eval/sets/) scored per persona across all companies of the set, and micro-averaged
 * over the set: the figures docs/judging.md reports. Every company of a set is one EvalSet named
 * `<set>:<company>`; a persona's row adds its pairs at every company.
 */
export async function evaluateLabelled(judge: PersonaJudge, name: string, sets: readonly EvalSet[]) {
  const result = await evaluate(judge, sets);
  const slugs = [...new Set(sets.flatMap((set) => set.personas.map((p) => p.slug)))];
  const personas = slugs.map((slug) =>
    total(
      `${name}/${slug}`,
      result.personas.filter((p) => p.slug.endsWith(`/${slug}`)),
    ),
  );
  const overall = total(`${name} (all personas)`, personas);
  const ownersFounders = personas.filter((p) => p.slug.endsWith('/owners-founders'));
  return {
    personas,
    totals: ownersFounders.length > 0 ? [total(`${name} owners-founders`, ownersFounders)] : [],
    overall,
  } satisfies EvalResult;
}
