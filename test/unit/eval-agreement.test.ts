import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_DIR, agreement } from '../eval/agreement.js';
import { loadLabelledSet, type SetName } from '../eval/sets.js';

/** A second labeller's file built from the set's own labels, changed by `edit`. */
function secondLabels(name: SetName, edit: (labels: Record<string, Record<string, string[]>>) => void) {
  const labels = Object.fromEntries(
    loadLabelledSet(name).personas.map((p) => [
      p.slug,
      structuredClone(p.labels) as Record<string, string[]>,
    ]),
  );
  edit(labels);
  const dir = mkdtempSync(join(tmpdir(), 'ctp-agreement-'));
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(labels));
  return dir;
}

describe('agreement between two labellers', () => {
  it('is 1.000 when the second labels are the first, and counts each disagreement once', () => {
    expect(
      agreement(
        'dev',
        secondLabels('dev', () => {}),
      ).overall.f1,
    ).toBe(1);
    const oneMore = agreement(
      'dev',
      secondLabels('dev', (labels) => {
        (labels['test-asdf'] as Record<string, string[]>).lumiq = ['l01'];
      }),
    );
    expect(oneMore.overall).toMatchObject({ fp: 1, fn: 0 });
    expect(oneMore.personas.find((p) => p.slug === 'dev/test-asdf')?.falsePositives).toEqual(['l01']);
  });

  it('refuses a file that leaves out a persona or names someone not in the roster', () => {
    expect(() =>
      agreement(
        'dev',
        secondLabels('dev', (labels) => delete labels['c-suite']),
      ),
    ).toThrow(/c-suite/);
    expect(() =>
      agreement(
        'dev',
        secondLabels('dev', (labels) => {
          (labels['c-suite'] as Record<string, string[]>).lumiq = ['nobody-here'];
        }),
      ),
    ).toThrow(/nobody-here/);
  });

  it.each(readdirSync(AGREEMENT_DIR).filter((f) => f.endsWith('.json')))(
    '%s covers its whole set',
    (file) => {
      const result = agreement(file.replace(/\.json$/, '') as SetName);
      expect(result.overall.pairs).toBeGreaterThan(0);
    },
  );
});
