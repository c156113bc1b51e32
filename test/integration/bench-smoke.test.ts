import { describe, expect, inject, it } from 'vitest';
import { type BenchModule, runBenchInProcess, STACK_LINE } from '../fixtures/bench-smoke.js';

/**
 * The benchmarks that start a local stack of their own, each run in smoke mode: a benchmark that
 * breaks fails here, not at the next release. Their output must carry no stack trace: the API bench
 * once printed a dozen ECONNRESET traces into its tables. Each is called in this process
 * (`runBenchInProcess`, one after another, everything it prints captured), on the suite's DynamoDB
 * Local and S3 emulator (global-setup.ts) with tables and a bucket of its own (bench/common.ts,
 * benchEmulators) rather than starting two emulators each: `npm run bench` starts them as before, each
 * benchmark in a process of its own, as test/unit/bench-smoke.test.ts checks for cold-start. A process
 * here would load Node, tsx, the stack and the SDK again for figures that mean nothing at smoke size
 * (the pipeline's and large's peak memory are this worker's).
 */
const runBenchSmoke = (load: () => Promise<BenchModule>) =>
  runBenchInProcess(load, {
    BENCH_DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
    BENCH_S3_ENDPOINT: inject('s3Endpoint'),
  });

describe.concurrent('the benchmarks on the local stack, in smoke mode', () => {
  it('api measures the handlers against their bare storage calls without a stack trace', {
    timeout: 240_000,
  }, async () => {
    const run = await runBenchSmoke(() => import('../../bench/api.js'));

    expect(run.code, run.stderr.slice(-4000)).toBe(0);
    expect(run.stderr).not.toMatch(STACK_LINE);
    expect(run.stdout).not.toMatch(STACK_LINE);
    expect(run.stdout).toMatch(/## API: ratios/);
    expect(run.stdout).toMatch(/\| GET handler \/ bare, one connection\s+\| [\d.]+×/);
  });

  it('pipeline runs a job to done on the local runner and prints its tables', {
    timeout: 240_000,
  }, async () => {
    const run = await runBenchSmoke(() => import('../../bench/pipeline.js'));

    expect(run.code, run.stderr.slice(-4000)).toBe(0);
    expect(run.stderr).not.toMatch(STACK_LINE);
    expect(run.stdout).toMatch(/\| 10\s+\| 1 \(cold\) \| done\s+\|/);
    expect(run.stdout).toMatch(/## Pipeline: memory of the process/);
    expect(run.stdout).not.toMatch(STACK_LINE);
  });

  it('large ends every job done under the compressed clock and prints the bounds', {
    timeout: 300_000,
  }, async () => {
    const run = await runBenchSmoke(() => import('../../bench/large.js'));

    expect(run.code, run.stderr.slice(-4000)).toBe(0);
    expect(run.stderr).not.toMatch(STACK_LINE);
    expect(run.stdout).toMatch(/jobs not done \(failed or stuck\): 0/);
    expect(run.stdout).toMatch(/## All jobs together/);
    expect(run.stdout).not.toMatch(STACK_LINE);
  });
});
