import { describe, expect, it } from 'vitest';
import { runBenchInProcess, runBenchSmoke, STACK_LINE } from '../fixtures/bench-smoke.js';

/**
 * The benchmarks that need no emulators, each run in smoke mode: a benchmark that breaks fails here,
 * not at the next release. The ones on the local stack (api, pipeline, large) are in
 * test/integration/bench-smoke.test.ts; table-writes in table-writes.test.ts. bench/fair-bound.ts is
 * the bounds' arithmetic that large.ts prints, not a script of its own (fair-bound.test.ts).
 *
 * cold-start runs as `npm run bench -- --smoke cold-start` does: bench/run.ts in a process, which runs the
 * benchmark in a process of its own; the suite's one proof that the command itself works (its header,
 * its exit code). Its cold starts are fresh processes either way. judge-tokens and cost are called in
 * this process (`runBenchInProcess`): they start their fakes on loopback and print tables, which a
 * process of their own would not change.
 */
describe.concurrent('the benchmarks in smoke mode', () => {
  it('npm run bench runs cold-start, which bundles and loads its sample functions and prints its tables', {
    timeout: 180_000,
  }, async () => {
    const run = await runBenchSmoke('bench/run.ts', ['--smoke', 'cold-start']);

    expect(run.code, run.stderr.slice(-4000)).toBe(0);
    expect(run.stderr).not.toMatch(STACK_LINE);
    expect(run.stdout).toMatch(/^# Company Target-People benchmarks$/m);
    expect(run.stdout).toMatch(/^# bench\/cold-start\.ts {2}\(load average before: /m);
    expect(run.stdout).toMatch(/\| JobsGet \(route\)\s+\|/);
    expect(run.stdout).toMatch(/\| EnrichBatch \(stage\)\s+\|/);
    expect(run.stdout).toMatch(/3 functions, [\d.]+ MiB of bundles in all\./);
    expect(run.stdout).toMatch(/^bench\/cold-start\.ts took \d+ s \(exit 0\)\.$/m);
    expect(run.stdout).toMatch(/^All benchmarks: \d+ s; load average after: /m);
    expect(run.stdout).not.toMatch(STACK_LINE);
  });

  it('judge-tokens prices a 20-person job against the fake Messages API', { timeout: 120_000 }, async () => {
    const run = await runBenchInProcess(() => import('../../bench/judge-tokens.js'));

    expect(run.code, run.stderr.slice(-4000)).toBe(0);
    expect(run.stderr).not.toMatch(STACK_LINE);
    expect(run.stdout).toMatch(/\| 20\s+\| job total\s+\|\s+20 \|/);
    expect(run.stdout).not.toMatch(/For comparison/);
    expect(run.stdout).not.toMatch(STACK_LINE);
  });

  it('cost prices a 100-person job through the real adapters against the fakes', {
    timeout: 120_000,
  }, async () => {
    const run = await runBenchInProcess(() => import('../../bench/cost.js'));

    expect(run.code, run.stderr.slice(-4000)).toBe(0);
    expect(run.stderr).not.toMatch(STACK_LINE);
    expect(run.stdout).toMatch(/^\| 100 \| \$[\d.]+ \| \$[\d.]+ \| \$[\d.]+ \| \$[\d.]+ \| \$[\d,.]+ \|$/m);
    expect(run.stdout).not.toMatch(STACK_LINE);
  });
});
