import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { itemSize, valueSize, writeCost, writeUnitsPerJob } from '../../bench/table-writes.js';

describe('the table-writes bench', () => {
  it('sizes items by DynamoDB’s rules', () => {
    expect(valueSize('abc')).toBe(3);
    expect(valueSize(12345)).toBe(4); // 5 significant digits: 3 bytes, plus 1
    expect(valueSize(null)).toBe(1);
    expect(valueSize({ a: 1 })).toBe(3 + 1 + 1 + 2);
    expect(itemSize({ job_id: 'j1', n: 10 })).toBe(6 + 2 + 1 + 2);
  });

  it('charges an index only for an entry that changes: added, removed, re-keyed, or a projected attribute', () => {
    const index = { name: 'i', keys: ['pk'], projection: { type: 'INCLUDE' as const, attributes: ['p'] } };
    const item = { job_id: 'j', pk: 'a', p: 1, other: 1 };
    expect(writeCost([index], null, item).indexes.i).toBe(1);
    expect(writeCost([index], item, { ...item, other: 2 }).indexes.i).toBe(0);
    expect(writeCost([index], item, { ...item, p: 2 }).indexes.i).toBe(1);
    expect(writeCost([index], item, { ...item, pk: 'b' }).indexes.i).toBe(2);
    expect(writeCost([index], item, { job_id: 'j', p: 1, other: 1 }).indexes.i).toBe(1);
  });

  it('shows a job writing the indexes far less than before, and never again the two it only lists by', () => {
    const before = writeUnitsPerJob(1000, 'before');
    const after = writeUnitsPerJob(1000, 'after');
    expect(after.table).toBe(before.table);
    expect(after.total).toBeLessThan(before.total / 3);
    expect(after.indexes).toMatchObject({ by_account: 1, by_key: 1, by_replay: 1 });
    expect(after.indexes.by_processing ?? 0).toBeLessThan((before.indexes.by_processing ?? 0) / 5);
  });

  it('runs in smoke mode as a script', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/table-writes.ts'], {
      env: { ...process.env, BENCH_SMOKE: '1' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/\| 100 \| after \|/);
  });
});
