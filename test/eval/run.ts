import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PersonaJudge } from '../../functions/core/ports.js';
import { OfflinePersonaJudge } from '../../functions/sandbox/judge/offline.js';
import { evaluate, evaluateLabelled, formatReport } from './evaluate.js';
import { loadLabelledSet, loadParaphrases, SET_NAMES, SETS_DIR, toEvalSets } from './sets.js';

/**
 * `npm run eval`: precision, recall and F1 of the configured judge on the labelled sets: the first
 * hand-written set (cases.ts, holdout.ts), then each JSON set under test/eval/sets/ that is present
 * (dev, then the sealed holdout), printed separately. Offline by default; Claude when
 * `ANTHROPIC_API_KEY` is set (and `CTP_JUDGE` is not `offline`), with the same model settings as the
 * service (`CTP_JUDGE_FAST_MODEL`, `CTP_JUDGE_STRONG_MODEL`, …). `npm run eval -- dev` scores one set;
 * `npm run eval -- --summary` prints each set's F1 over all its personas, one line per set.
 */
async function configuredJudge(): Promise<{ judge: PersonaJudge; name: string }> {
  const mode = process.env.CTP_JUDGE ?? 'auto';
  const key = process.env.ANTHROPIC_API_KEY;
  if (mode !== 'offline' && key) {
    const { createAnthropicJudge } = await import('../../functions/adapters/judge/anthropic.js');
    const judge = createAnthropicJudge({
      apiKey: key,
      baseURL: process.env.CTP_ANTHROPIC_BASE_URL,
      ...(process.env.CTP_JUDGE_FAST_MODEL ? { fastModel: process.env.CTP_JUDGE_FAST_MODEL } : {}),
      ...(process.env.CTP_JUDGE_STRONG_MODEL ? { strongModel: process.env.CTP_JUDGE_STRONG_MODEL } : {}),
    });
    return { judge, name: 'anthropic (Claude)' };
  }
  return { judge: new OfflinePersonaJudge(), name: 'offline' };
}

/** Rewordings of dev personas scored against the same labels: a reader that reads structure, not
 * phrases, scores them as it scores the originals. */
async function scoreParaphrases(judge: PersonaJudge) {
  const dev = loadLabelledSet('dev');
  const sets = toEvalSets(dev);
  const reworded = loadParaphrases(SETS_DIR, dev).flatMap(({ persona, definitions }) =>
    definitions.map((definition, i) => ({ persona, slug: `${persona}~${i + 1}`, definition })),
  );
  const paraphrased = sets.map((set) => ({
    ...set,
    personas: reworded.map(({ slug, persona }) => ({
      slug,
      name: set.personas.find((p) => p.slug === persona)?.name ?? persona,
      definition: reworded.find((r) => r.slug === slug)?.definition ?? '',
    })),
    labels: Object.fromEntries(reworded.map(({ slug, persona }) => [slug, set.labels[persona] ?? []])),
  }));
  return evaluateLabelled(judge, 'paraphrases', paraphrased);
}

const only = process.argv[2];
const { judge, name } = await configuredJudge();
const present = SET_NAMES.filter((set) => existsSync(join(SETS_DIR, set)));
const paraphrases = existsSync(join(SETS_DIR, 'paraphrases.json'));

if (only === '--summary') {
  // One line per set, its F1 over all personas: what a change did to every set at once, in one process
  // (`npm run -s eval -- --summary > after.txt`, then `paste before.txt after.txt | awk '$2 != $4'`).
  for (const set of present) {
    const result = await evaluateLabelled(judge, set, toEvalSets(loadLabelledSet(set)));
    console.log(`${set} ${result.overall.f1.toFixed(3)}`);
  }
  if (paraphrases) console.log(`paraphrases ${(await scoreParaphrases(judge)).overall.f1.toFixed(3)}`);
} else {
  if (!only) console.log(formatReport(await evaluate(judge), name));
  for (const set of present) {
    if (only && only !== set) continue;
    const result = await evaluateLabelled(judge, set, toEvalSets(loadLabelledSet(set)));
    console.log(`\nSet ${set} (test/eval/sets/${set}/):`);
    console.log(formatReport(result, name));
  }
  if ((!only || only === 'paraphrases') && paraphrases) {
    console.log('\nParaphrases of dev personas (test/eval/sets/paraphrases.json), scored on the dev labels:');
    console.log(formatReport(await scoreParaphrases(judge), name));
  }
}
