import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_LEAVES,
  computeCoverage,
  DOCS,
  PERSON_LEAVES,
  renderTable,
  TABLE_END,
  TABLE_START,
} from '../../scripts/coverage-table.js';

describe('the provider coverage table in docs/providers.md', () => {
  it('is what the adapters’ mappings give on their fixtures (npm run coverage-table regenerates it)', async () => {
    const docs = readFileSync(DOCS, 'utf8');
    const documented = docs.slice(docs.indexOf(TABLE_START), docs.indexOf(TABLE_END) + TABLE_END.length);
    expect(documented).toBe(renderTable(await computeCoverage()));
  }, 30_000);

  it('counts every leaf once and shows the embedded sample filling all of them', async () => {
    const coverage = await computeCoverage();
    expect(coverage.rows).toHaveLength(COMPANY_LEAVES.length + PERSON_LEAVES.length);
    expect(new Set(coverage.rows.map((r) => r.leaf)).size).toBe(coverage.rows.length);
    expect(coverage.percent.Embedded).toBe(100);
    // Merging adds to either provider alone; it never loses a field one of them fills.
    expect(coverage.percent.Merged).toBeGreaterThanOrEqual(coverage.percent.Coresignal as number);
    const merged = coverage.columns.indexOf('Merged');
    for (const row of coverage.rows) {
      const alone = coverage.columns
        .filter((c) => c === 'PDL' || c === 'Coresignal')
        .some((c) => row.cells[coverage.columns.indexOf(c)] !== '—');
      if (alone) expect(row.cells[merged], row.leaf).not.toBe('—');
    }
  }, 30_000);
});
