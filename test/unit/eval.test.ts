import { describe, expect, it } from 'vitest';
import { OfflinePersonaJudge } from '../../functions/sandbox/judge/offline.js';
import { EVAL_SETS, evaluate } from '../eval/evaluate.js';

describe('the labelled evaluation set', () => {
  it('has at least 400 labelled pairs over at least 12 personas, every label naming a real person', () => {
    const personas = EVAL_SETS.flatMap((set) => set.personas.map((p) => `${set.name}/${p.slug}`));
    const pairs = EVAL_SETS.reduce((sum, set) => sum + set.personas.length * set.people.length, 0);
    expect(new Set(personas).size).toBeGreaterThanOrEqual(12);
    expect(pairs).toBeGreaterThanOrEqual(400);
    for (const set of EVAL_SETS) {
      const refs = new Set(set.people.map((p) => p.person_ref));
      expect(refs.size).toBe(set.people.length);
      for (const persona of set.personas) {
        const labels = set.labels[persona.slug];
        expect(labels, persona.slug).toBeDefined();
        for (const ref of labels ?? []) expect(refs.has(ref), `${persona.slug}: ${ref}`).toBe(true);
      }
    }
  });
});

describe('the offline judge on the evaluation set', () => {
  it('meets its goals: F1 at least 0.90 overall and at least 0.95 on owners-founders', async () => {
    const { totals, overall } = await evaluate(new OfflinePersonaJudge());
    const owners = totals.find((p) => p.slug === 'owners-founders (both sets)');
    expect(overall.f1).toBeGreaterThanOrEqual(0.9);
    expect(owners?.f1).toBeGreaterThanOrEqual(0.95);
  });
});
