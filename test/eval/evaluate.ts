import type { CallContext, PersonaJudge } from '../../functions/core/ports.js';
import { EVAL_COMPANY, EVAL_PEOPLE, EVAL_PERSONAS, LABELS } from './cases.js';

/**
 * Runs a judge over the labelled evaluation set the way the pipeline does (shortlist everyone, verify
 * the shortlist, keep what verify keeps) and scores it against the labels.
 */

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

export async function evaluate(
  judge: PersonaJudge,
): Promise<{ personas: PersonaScore[]; overall: PersonaScore }> {
  const personas: PersonaScore[] = [];
  for (const persona of EVAL_PERSONAS) {
    const ctx = (stage: 'find_candidates' | 'verify_candidates'): CallContext => ({
      jobId: `eval_${persona.slug}`,
      stage,
      attempt: 0,
    });
    const short = await judge.shortlist(persona, EVAL_COMPANY, EVAL_PEOPLE, ctx('find_candidates'));
    const shortlisted = new Set(short.verdicts.filter((v) => v.keep).map((v) => v.person_ref));
    const candidates = EVAL_PEOPLE.filter((p) => shortlisted.has(p.person_ref));
    const verified = await judge.verify(persona, EVAL_COMPANY, candidates, ctx('verify_candidates'));
    const kept = new Set(verified.verdicts.filter((v) => v.keep).map((v) => v.person_ref));
    const truth = new Set(LABELS[persona.slug] ?? []);
    const falsePositives = [...kept].filter((id) => !truth.has(id));
    const falseNegatives = [...truth].filter((id) => !kept.has(id));
    const tp = kept.size - falsePositives.length;
    const precision = ratio(tp, kept.size);
    const recall = ratio(tp, truth.size);
    personas.push({
      slug: persona.slug,
      pairs: EVAL_PEOPLE.length,
      tp,
      fp: falsePositives.length,
      fn: falseNegatives.length,
      precision,
      recall,
      f1: f1Of(precision, recall),
      falsePositives,
      falseNegatives,
    });
  }
  const tp = personas.reduce((s, p) => s + p.tp, 0);
  const fp = personas.reduce((s, p) => s + p.fp, 0);
  const fn = personas.reduce((s, p) => s + p.fn, 0);
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  return {
    personas,
    overall: {
      slug: 'overall',
      pairs: personas.reduce((s, p) => s + p.pairs, 0),
      tp,
      fp,
      fn,
      precision,
      recall,
      f1: f1Of(precision, recall),
      falsePositives: [],
      falseNegatives: [],
    },
  };
}

export function formatReport(result: Awaited<ReturnType<typeof evaluate>>, judgeName: string): string {
  const pct = (x: number) => x.toFixed(3);
  const lines = [
    `Judge: ${judgeName}; ${result.overall.pairs} labelled pairs, ${result.personas.length} personas`,
    '| persona | pairs | TP | FP | FN | precision | recall | F1 |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const p of [...result.personas, result.overall])
    lines.push(
      `| ${p.slug} | ${p.pairs} | ${p.tp} | ${p.fp} | ${p.fn} | ${pct(p.precision)} | ${pct(p.recall)} | ${pct(p.f1)} |`,
    );
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
