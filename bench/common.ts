import { execFileSync } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import os from 'node:os';
import { performance } from 'node:perf_hooks';

/**
 * What the benchmarks share: latency statistics, a closed-loop load generator for bare storage calls,
 * autocannon (typed here: it ships no types), tables and the machine description. Benchmarks print
 * figures and ratios and judge none of them; the suite only checks, in smoke mode, that each still runs.
 */

/**
 * Smoke mode (`BENCH_SMOKE=1`, or `--smoke`): every benchmark at tiny sizes, in seconds, so that the
 * test suite runs each one (test/unit/bench-smoke.test.ts, test/integration/bench-smoke.test.ts) and a
 * benchmark that breaks fails a test. Its figures mean nothing.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1' || process.argv.includes('--smoke');

/** A setting's value: the environment's if given, else the smoke size or the full one. */
export function setting(name: string, full: number, smoke: number): number {
  const given = process.env[name];
  return given === undefined || given === '' ? (SMOKE ? smoke : full) : Number(given);
}

/** A list setting (sizes, comma-separated): the environment's if given, else the smoke or the full list. */
export function listSetting(name: string, full: readonly number[], smoke: readonly number[]): number[] {
  const given = process.env[name];
  if (given === undefined || given === '') return [...(SMOKE ? smoke : full)];
  return given.split(',').map((s) => Number(s.trim()));
}

/**
 * The emulators a benchmark's local stack runs on. With BENCH_DYNAMODB_ENDPOINT and BENCH_S3_ENDPOINT
 * both set (the suite's smoke test hands its own, test/integration/bench-smoke.test.ts), the stack uses
 * those, with tables and a bucket named after the benchmark, instead of starting a DynamoDB Local and
 * an S3 emulator of its own; `env` carries the names, for the stack and for any config the benchmark
 * builds beside it. Unset (`npm run bench`): nothing, and the stack starts its own.
 */
export function benchEmulators(bench: string): {
  emulators?: { dynamoEndpoint: string; s3Endpoint: string };
  env: Record<string, string>;
} {
  const dynamoEndpoint = process.env.BENCH_DYNAMODB_ENDPOINT;
  const s3Endpoint = process.env.BENCH_S3_ENDPOINT;
  if (!dynamoEndpoint || !s3Endpoint) return { env: {} };
  const prefix = `bench-${bench}`;
  return {
    emulators: { dynamoEndpoint, s3Endpoint },
    env: {
      CTP_ACCOUNTS_TABLE: `${prefix}-accounts`,
      CTP_API_KEYS_TABLE: `${prefix}-api-keys`,
      CTP_JOBS_TABLE: `${prefix}-jobs`,
      CTP_IDEMPOTENCY_TABLE: `${prefix}-idempotency`,
      CTP_BUDGETS_TABLE: `${prefix}-budgets`,
      CTP_RESULTS_BUCKET: `${prefix}-results`,
    },
  };
}

export interface LatencyStats {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  mean: number;
  /** Completed operations per second over the measured duration. */
  perSecond: number;
  errors: number;
  /** CPU time of this whole process (user + system) per completed operation; NaN when not measured. */
  cpuMsPerOp: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function summarize(
  samples: readonly number[],
  seconds: number,
  errors = 0,
  cpu: NodeJS.CpuUsage | null = null,
): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    mean: sorted.length === 0 ? Number.NaN : sum / sorted.length,
    perSecond: sorted.length / seconds,
    errors,
    cpuMsPerOp: cpu ? (cpu.user + cpu.system) / 1000 / Math.max(1, sorted.length) : Number.NaN,
  };
}

/**
 * One connection, no contention: `a` and `b` alternate, `count` times each, so that a change in the
 * machine's load touches both alike.
 */
export async function alternating(
  a: () => Promise<void>,
  b: () => Promise<void>,
  count: number,
): Promise<[LatencyStats, LatencyStats]> {
  const samples: [number[], number[]] = [[], []];
  const cpu: [number, number] = [0, 0];
  const time = async (i: 0 | 1, operation: () => Promise<void>) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await operation();
    samples[i].push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu[i] += c.user + c.system;
  };
  for (let i = 0; i < count; i += 1) {
    await time(0, a);
    await time(1, b);
  }
  const stats = (i: 0 | 1) => {
    const total = samples[i].reduce((s, v) => s + v, 0) / 1000;
    return summarize(samples[i], total, 0, { user: cpu[i], system: 0 });
  };
  return [stats(0), stats(1)];
}

export const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Raw samples of one measured run: runs of the same kind merge into one set of statistics. */
export interface Run {
  samples: number[];
  seconds: number;
  errors: number;
  cpuMicros: number;
  statusCodes: Record<string, number>;
}

export function merge(runs: readonly Run[]): HttpLoadResult {
  const samples = runs.flatMap((r) => r.samples);
  const seconds = runs.reduce((total, r) => total + r.seconds, 0);
  const errors = runs.reduce((total, r) => total + r.errors, 0);
  const cpuMicros = runs.reduce((total, r) => total + r.cpuMicros, 0);
  const statusCodes: Record<string, number> = {};
  for (const run of runs)
    for (const [code, count] of Object.entries(run.statusCodes))
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
  return { ...summarize(samples, seconds, errors, { user: cpuMicros, system: 0 }), statusCodes };
}

/**
 * `concurrency` loops, each running `operation` back to back for `seconds`: the same closed-loop shape
 * as autocannon's connections, so that the two are compared at the same concurrency.
 */
export async function closedLoop(
  operation: (worker: number, iteration: number) => Promise<void>,
  { concurrency, seconds }: { concurrency: number; seconds: number },
): Promise<Run> {
  const samples: number[] = [];
  let errors = 0;
  let firstError: unknown;
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let iteration = 0; performance.now() < deadline; iteration += 1) {
        const t0 = performance.now();
        try {
          await operation(worker, iteration);
          samples.push(performance.now() - t0);
        } catch (error) {
          errors += 1;
          firstError ??= error;
        }
      }
    }),
  );
  if (firstError !== undefined) console.warn(`  first error in the loop: ${errorLine(firstError)}`);
  const cpu = process.cpuUsage(cpu0);
  return {
    samples,
    seconds: (performance.now() - started) / 1000,
    errors,
    cpuMicros: cpu.user + cpu.system,
    statusCodes: {},
  };
}

/**
 * Two measurements in alternating slices (a, b, a, b, …), so that a drift in the machine's load, or the
 * JIT of DynamoDB Local warming up, touches both sides of a ratio alike. `between` runs after each slice,
 * unmeasured (letting work started by a slice finish).
 */
export async function alternateSlices(
  a: () => Promise<Run>,
  b: () => Promise<Run>,
  slices: number,
  between: () => Promise<void> = async () => {},
): Promise<[HttpLoadResult, HttpLoadResult]> {
  const runs: [Run[], Run[]] = [[], []];
  for (let i = 0; i < slices; i += 1) {
    runs[0].push(await a());
    await between();
    runs[1].push(await b());
    await between();
  }
  return [merge(runs[0]), merge(runs[1])];
}

// ---------------------------------------------------------------------------------------------
// autocannon
// ---------------------------------------------------------------------------------------------

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
}

interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  /** How often autocannon samples its counts, in ms (1,000 by default); it notices its duration is up only then. */
  sampleInt?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: AutocannonRequest[];
}

interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}

interface AutocannonInstance extends EventEmitter, PromiseLike<AutocannonResult> {
  stop(): void;
}

type Autocannon = (options: AutocannonOptions) => AutocannonInstance;

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as Autocannon;

export interface HttpLoadResult extends LatencyStats {
  statusCodes: Record<string, number>;
}

/**
 * Runs autocannon in this process and keeps every response time itself: autocannon's own histogram
 * rounds to whole milliseconds, too coarse for a 2 ms median. Only 2xx answers count as samples.
 */
export async function httpLoad(options: AutocannonOptions): Promise<Run> {
  const samples: number[] = [];
  let failed = 0;
  const cpu0 = process.cpuUsage();
  // autocannon checks whether its duration is up only when it samples (once a second by default): a
  // run of a fraction of a second (smoke mode) samples every 50 ms, so it ends on time, not at the next second.
  const instance = autocannon(Number.isInteger(options.duration) ? options : { ...options, sampleInt: 50 });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) samples.push(responseTime);
    else failed += 1;
  });
  const result = await instance;
  const cpu = process.cpuUsage(cpu0);
  return {
    samples,
    seconds: result.duration,
    errors: failed + result.errors,
    cpuMicros: cpu.user + cpu.system,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

/** An error as one line (name, code, message): benchmark output carries figures, not stack traces. */
export function errorLine(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return `${error.name}${code === undefined ? '' : ` (${String(code)})`}: ${error.message}`;
}

export const ms = (value: number, digits = 2) =>
  Number.isFinite(value) ? `${value.toFixed(digits)} ms` : 'n/a';
export const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a');
export const int = (value: number) => Math.round(value).toLocaleString('en-US');
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A Markdown table, so that the output pastes straight into docs/performance.md. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = rows.map((row) => row.map(String));
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...cells.map((row) => row[i]?.length ?? 0)),
  );
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(headers), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...cells.map(line)].join(
    '\n',
  );
}

export function heading(title: string): void {
  console.log(`\n## ${title}\n`);
}

export function machine(): string {
  const cpus = os.cpus();
  return [
    `date: ${new Date().toISOString()}`,
    `os: ${os.type()} ${os.release()} (${os.platform()}/${os.arch()})`,
    `cpus: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`,
    `memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `node: ${process.version}`,
    `code: ${codeVersion()}`,
    `load average: ${loadAverage()}`,
  ].join('\n');
}

/** The commit measured, and whether the working tree differed from it. */
function codeVersion(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    const changed = git('status', '--porcelain').split('\n').filter(Boolean).length;
    return `${git('rev-parse', '--short', 'HEAD')}${changed > 0 ? ` + ${changed} uncommitted file(s)` : ''}`;
  } catch {
    return 'unknown (no git)';
  }
}

/** The machine, unless bench/run.ts already printed it. */
export function printMachine(): void {
  if (!process.env.BENCH_RUNNER) console.log(`${machine()}\n`);
}

/** 1, 5 and 15 minute load averages: other work on the machine skews every figure. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

/** Node 24 comes from the node@24 devDependency; plain `node` on this machine is 20. */
export function requireNode24(): void {
  if (!process.version.startsWith('v24.')) {
    throw new Error(`Run the benchmarks with npm run bench / npx tsx (Node 24); this is ${process.version}.`);
  }
}

/** Quiets the service's structured logs during load (errors still surface in the figures). */
export function quietLogs(): void {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
  process.env.LOG_LEVEL ??= 'ERROR';
}

/** A benchmark's last step: once `run` settles, `onResult` and exit 0, or print the error and exit 1. */
export function exitWhenSettled<T>(run: Promise<T>, onResult?: (value: T) => void): void {
  run.then(
    (value) => {
      onResult?.(value);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
