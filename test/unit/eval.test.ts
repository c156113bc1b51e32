import { describe, expect, it } from 'vitest';
import { OfflinePersonaJudge } from '../../functions/adapters/judge/offline.js';
import { EVAL_PEOPLE, EVAL_PERSONAS, LABELS } from '../eval/cases.js';
import { evaluate } from '../eval/evaluate.js';

describe('the labelled evaluation set', () => {
  it('has at least 400 labelled pairs over at least 12 personas, every label naming a real person', () => {
    expect(EVAL_PERSONAS.length).toBeGreaterThanOrEqual(12);
    expect(EVAL_PERSONAS.length * EVAL_PEOPLE.length).toBeGreaterThanOrEqual(400);
    const refs = new Set(EVAL_PEOPLE.map((p) => p.person_ref));
    expect(refs.size).toBe(EVAL_PEOPLE.length);
    for (const persona of EVAL_PERSONAS) {
      const labels = LABELS[persona.slug];
      expect(labels, persona.slug).toBeDefined();
      for (const ref of labels ?? []) expect(refs.has(ref), `${persona.slug}: ${ref}`).toBe(true);
    }
  });
});

describe('the offline judge on the evaluation set', () => {
  it('meets its goals: F1 at least 0.90 overall and at least 0.95 on owners-founders', async () => {
    const { personas, overall } = await evaluate(new OfflinePersonaJudge());
    const owners = personas.find((p) => p.slug === 'owners-founders');
    expect(overall.f1).toBeGreaterThanOrEqual(0.9);
    expect(owners?.f1).toBeGreaterThanOrEqual(0.95);
  });
});
