import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// budget-sharing stays isolated: its two accounts' jobs must overlap in time, and in a shared worker,
// after 14 other files, they once did not (docs/testing.md, "Projects and workers"). What a shared file
// changes of global state it puts back (vi.stubEnv and vi.unstubAllEnvs, spies restored; same section);
// security gives the webhook sender a resolver instead of mocking node:dns (same section).
const SHARED_INTEGRATION = [
  'account',
  'admin',
  'api-client',
  'api-conformance',
  'bedrock',
  'bench-smoke',
  'budget-outage',
  'built-bundles',
  'cli',
  'contract',
  'coresignal-jobs',
  'emulators',
  'errors',
  'fan-out',
  'first-hour',
  'hardening',
  'hardening-crash',
  'hardening-local',
  'hardening-outage',
  'hardening-restart',
  'hardening-scale',
  'job-cost',
  'jobs',
  'judging',
  'large-result',
  'large-roster',
  'local-log',
  'one-clock',
  'personas',
  'pipeline',
  'platform-errors',
  'provider-cache',
  'real-adapters',
  'real-time-budget',
  'reconcile',
  'reliability',
  'security',
  'settle-many',
  'shared-budgets',
  'twin-stacks',
].map((name) => `test/integration/${name}.test.ts`);

export default defineConfig({
  test: {
    reporters: ['default', './test/plain-summary-reporter.ts'],
    // vitest's default (cores - 1) runs the files one at a time on 2 cores, while most of the slow ones
    // wait on latencies, retries and child processes rather than compute. Two at once on 2 cores: 243 s
    // against 404 s, and green with two CPU hogs beside it (docs/performance.md §6).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          // The unit files share one module graph per worker, as the cdk files do: a fresh process per
          // file cost each of the 126 files about 0.3 s of CPU (a worker's start, and valibot, core and
          // the SDK loaded again). They start no stack and change no global state they do not restore
          // (vi.stubEnv is undone, fake timers are put back, lambda-context-logging resets its modules).
          // The unit files in four groups: 85 CPU-s isolated, 49 shared (docs/testing.md, "What made it
          // faster").
          isolate: false,
          // Property tests run hundreds of cases; on a busy 2-core machine they can outlast vitest's 5 s
          // default without anything being wrong. The time is not the behaviour under test.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // Each store port against its in-memory twin and against DynamoDB Local / the S3 emulator.
          name: 'contract',
          include: ['test/contract/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'cdk',
          include: ['test/cdk/**/*.test.ts'],
          // One module graph per worker for the cdk files: aws-cdk-lib, cdk-nag and the CloudFormation
          // rules engine (a WebAssembly module, seconds to start) load once, not once per file, and the
          // app as cdk.json builds it is synthesized once and read by every file that needs it
          // (test/cdk/synth.ts). The files change no global state.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: SHARED_INTEGRATION,
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The integration files that change no global state (no process.env, no vi.*): one module
          // graph per worker, as unit and cdk, instead of a worker and about 1 CPU-s of imports each
          // (docs/testing.md, "What made it faster"). The files on twins.ts share one twin stack per
          // worker (`twinsPerWorker`: started by the first of them, ended with the worker).
          name: 'integration-shared',
          include: SHARED_INTEGRATION,
          isolate: false,
          provide: { twinsPerWorker: true },
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The console in Chromium against its own local stack (docs/console.md#tests).
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          // Above the tests' own deadline for a job's progress (PIPELINE_WAIT in console.test.ts).
          testTimeout: 180_000,
          // What a page shows arrives over HTTP and polling: wait for it up to 15 s, not vitest's 1 s.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // A fresh machine may install Chromium first (apt-get).
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
