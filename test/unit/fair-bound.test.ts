import { describe, expect, it } from 'vitest';
import { fairShareBounds, nestedSharingEnds, processorSharingEnds } from '../../bench/fair-bound.js';

describe("the large bench's fair-share bound", () => {
  it('serves accounts like processor sharing: the least demand ends first, each period shared by all asking', () => {
    // Rate 10 a second; demands 10, 20, 40. Three ask: 10 each is served by t = 3 s (30 units);
    // two ask: 10 more each by t = 3 + 2 = 5 s; one asks: 20 more alone by t = 7 s.
    const ends = processorSharingEnds(
      new Map([
        ['a', 10],
        ['b', 20],
        ['c', 40],
      ]),
      10,
    );
    expect(ends.get('a')).toBeCloseTo(3);
    expect(ends.get('b')).toBeCloseTo(5);
    expect(ends.get('c')).toBeCloseTo(7);
  });

  it('is the whole rate for a job alone, and the slowest of its dependencies', () => {
    const [only] = fairShareBounds([{ account: 'a', units: { search: 30, enrich: 600 } }], {
      search: 1,
      enrich: 100,
    });
    expect(only?.perDependency).toEqual({ search: 30, enrich: 6 });
    expect(only?.seconds).toBe(30);
    expect(only?.limitedBy).toBe('search');
  });

  it("shares each account's part equally among its jobs, as the service does", () => {
    // Rate 10 a second. Account a: jobs of 10 and 30; account b: one of 20. Two accounts ask: a's jobs
    // get 2.5 a second each, b's 5: a's small job and b's end together at 4 s (10 and 20 served); a's
    // large one has 20 left, alone at 10 a second: 6 s. The whole 60 units at 10 a second: 6 s too.
    const ends = nestedSharingEnds(
      [
        { account: 'a', units: 10 },
        { account: 'a', units: 30 },
        { account: 'b', units: 20 },
        { account: 'c', units: 0 },
      ],
      10,
    );
    expect(ends[0]).toBeCloseTo(4);
    expect(ends[1]).toBeCloseTo(6);
    expect(ends[2]).toBeCloseTo(4);
    expect(ends[3]).toBe(0);
  });

  /** One dependency at 10 a second. Account a: a small job (10) and a huge one (1,000); account b: two of 10. */
  const twoAccounts = [
    { account: 'a', units: { judge: 10 } },
    { account: 'a', units: { judge: 1_000 } },
    { account: 'b', units: { judge: 10 } },
    { account: 'b', units: { judge: 10 } },
  ];

  it('under the shared rule, an account of several jobs ends them together, later than any could alone', () => {
    // Four jobs ask, each account's half split between its two: 2.5 a second each; the three small ones
    // end at 4 s, the huge one has 990 left alone: 103 s.
    const bounds = fairShareBounds(twoAccounts, { judge: 10 });
    expect(bounds.map((b) => Number(b.seconds.toFixed(6)))).toEqual([4, 103, 4, 4]);
  });

  it('puts a job first inside its own account, and counts every job of the other accounts', () => {
    // For a's small job: a asks 10, b asks 20 → ends at 2 s. For b's jobs: b asks 10 (that job first),
    // a asks 1,010 → 2 s. For a's huge job: a asks 1,000, b asks 20 → 4 s, then 980 alone.
    const bounds = fairShareBounds(twoAccounts, { judge: 10 }, 'first');
    expect(bounds.map((b) => b.seconds)).toEqual([2, 102, 2, 2]);
  });

  it('never beats the alone bound, and a job with no demand on a dependency is not held by it', () => {
    const jobs = [
      { account: 'a', units: { enrich: 100, verifier: 0 } },
      { account: 'b', units: { enrich: 5_000, verifier: 50 } },
    ];
    const rates = { enrich: 10, verifier: 1 };
    const bounds = fairShareBounds(jobs, rates);
    jobs.forEach((job, i) => {
      const alone = Math.max(...Object.entries(rates).map(([d, r]) => (job.units[d as 'enrich'] ?? 0) / r));
      expect(bounds[i]?.seconds).toBeGreaterThanOrEqual(alone);
    });
    expect(bounds[0]?.perDependency.verifier).toBe(0);
  });
});
