import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { resourceUsage } from 'node:process';
import { fileURLToPath } from 'node:url';
import { cryptoIds, systemClock } from '../functions/adapters/ids.js';
import { createAccount } from '../functions/core/admin.js';
import { submitJob } from '../functions/core/jobs.js';
import { ExecutionStatus, type PipelineStarter } from '../functions/core/ports.js';
import { loadConfig } from '../functions/shared/config.js';
import { createStores } from '../functions/shared/deps.js';
import {
  inProcessInvoker,
  type LocalExecutionEnd,
  loadLocalDefinition,
  type StageInvoker,
} from '../local/runner.js';
import { type LocalStack, startLocalStack } from '../local/stack.js';
import {
  benchEmulators,
  exitWhenSettled,
  heading,
  int,
  listSetting,
  mib,
  printMachine,
  quietLogs,
  ratio,
  requireNode24,
  SMOKE,
  setting,
  table,
} from './common.js';

/**
 * End-to-end time of one job on generated companies of 100, 1,000 and 5,000 people, with every provider,
 * judge and email call slowed to a fixed latency by the dataset (`simulate.latency_ms`), against the lower
 * bound that latency and the pipeline's own concurrency imply. Also: state transitions per job (counted
 * from the execution's event log), Lambda invocations and task time, DynamoDB and S3 requests (counted by
 * a proxy in front of each emulator), the largest state payload, and peak memory.
 *
 * Each size runs in a child process of its own, so that its peak memory is its own. BENCH_SMOKE=1: one
 * 10-person company at 5 ms a call, one run, in this process (seconds).
 */

const SIZES = listSetting('BENCH_SIZES', [100, 1000, 5000], [10]);
const LATENCY_MS = setting('BENCH_LATENCY_MS', 100, 5);
const RUNS = setting('BENCH_PIPELINE_RUNS', 2, 1);
const COMPANY_ID_BASE = 7_700_000;
const SELF = fileURLToPath(import.meta.url);

/**
 * us-east-1 list prices at the time of writing; docs/performance.md says what they leave out. Check them
 * before relying on the estimate.
 */
const PRICE = {
  transition: 0.025 / 1000,
  lambdaRequest: 0.2 / 1e6,
  /** arm64, the stack's architecture. */
  lambdaGbSecond: 0.0000133334,
  /** The stage functions' memory size (lib/constructs/pipeline.ts). */
  stageMemoryGb: 1,
  /** On-demand; one unit per request assumes items of at most 1 KB (writes) or 4 KB (reads). */
  dynamoWriteUnit: 0.625 / 1e6,
  dynamoReadUnit: 0.125 / 1e6,
  s3Put: 0.005 / 1000,
  s3Get: 0.0004 / 1000,
} as const;

// ---------------------------------------------------------------------------------------------
// A counting proxy in front of an emulator
// ---------------------------------------------------------------------------------------------

interface CountingProxy {
  url: string;
  counts: Map<string, number>;
  setTarget(endpoint: string): void;
  close(): Promise<void>;
}

/**
 * Forwards every request unchanged (the Host header too, so that SigV4 signatures still verify) and
 * counts it by `classify`. Adds one loopback hop (well under a millisecond) to every storage call.
 */
async function countingProxy(
  classify: (method: string, headers: Record<string, unknown>, body: Buffer) => string[],
) {
  let target: URL | null = null;
  const counts = new Map<string, number>();
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (!target) {
        res.writeHead(503).end();
        return;
      }
      for (const key of classify(req.method ?? 'GET', req.headers, body))
        counts.set(key, (counts.get(key) ?? 0) + 1);
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxy: CountingProxy = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    setTarget: (endpoint) => {
      target = new URL(endpoint);
    },
    close: async () => {
      server.closeAllConnections();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}

const classifyDynamo = (_method: string, headers: Record<string, unknown>, body: Buffer): string[] => {
  const operation =
    String(headers['x-amz-target'] ?? 'unknown')
      .split('.')
      .pop() ?? 'unknown';
  if (operation !== 'TransactWriteItems') return [operation];
  // A transaction costs two write units per item: count its items too.
  const items = (JSON.parse(body.toString('utf8')) as { TransactItems?: unknown[] }).TransactItems ?? [];
  return [operation, ...items.map(() => 'TransactWriteItems.item')];
};

const classifyS3 = (method: string): string[] => [
  ({ GET: 'GetObject', PUT: 'PutObject', HEAD: 'HeadObject' } as Record<string, string>)[method] ?? method,
];

// ---------------------------------------------------------------------------------------------
// The dataset
// ---------------------------------------------------------------------------------------------

/** One company of `size` people: a hand-written founder (so owners-founders finds someone) plus generated staff. */
function dataset(size: number) {
  const id = COMPANY_ID_BASE + size;
  const slug = `bench-${size}`;
  const name = `Bench ${size} Systems`;
  const founder = `founder-bench-${size}`;
  return {
    companies: [
      {
        id,
        slug,
        name,
        website: `https://www.${slug}.example`,
        industry: 'Software Development',
        employees_count: size,
        location: { locality: 'Austin', region: 'Texas', postal_code: '78701', country_code: 'US' },
        company_language: 'en',
        email: { domain: `${slug}.example`, pattern: '{first}.{last}', catch_all: false },
        roster: [founder],
        synthetic_roster: { count: size - 1, seed: 7 },
        simulate: { latency_ms: LATENCY_MS, faults: {} },
      },
    ],
    profiles: [
      {
        id: founder,
        name: 'Rosa Lindqvist',
        first_name: 'Rosa',
        last_name: 'Lindqvist',
        headline: `Founder & CEO at ${name}`,
        experience: [
          {
            title: 'Founder & CEO',
            company: name,
            company_id: id,
            employment_type: 'Full-time',
            start: '2014-03',
            end: null,
          },
        ],
        languages: ['en'],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// One size, in a child process
// ---------------------------------------------------------------------------------------------

interface TaskStats {
  invocations: number;
  milliseconds: number;
  maxPayloadBytes: number;
  /** Per state name: invocations and summed handler time. */
  byState: Record<string, { invocations: number; milliseconds: number }>;
}

interface RunResult {
  size: number;
  run: number;
  status: string;
  elapsedMs: number;
  teamScanned: number;
  preliminary: number;
  targetPeople: number;
  statesEntered: number;
  topLevelEntered: number;
  mapIterations: number;
  retries: number;
  tasks: TaskStats;
  dynamo: Record<string, number>;
  s3: Record<string, number>;
  peakRss: number;
  peakHeap: number;
  rssBefore: number;
  /** The job item at the end, as JSON: what a write to it costs in DynamoDB units grows with it. */
  jobItemBytes: number;
}

interface ChildReport {
  size: number;
  latencyMs: number;
  batchSize: number;
  maxConcurrency: number;
  /** CTP_EMAIL_CONCURRENCY: email lookups at once inside one email_batch. */
  emailConcurrency: number;
  runs: RunResult[];
  maxRss: number;
}

/**
 * For each stage placeholder, the task state that runs it (by name), for the per-state table: a
 * placeholder behind several states (record_delay's) is named by the placeholder and its count.
 */
function stateNames(definition: Record<string, unknown>): Map<string, string> {
  const arnPrefix = 'arn:aws:lambda:us-east-1:000000000000:function:';
  const found = new Map<string, string[]>();
  const visit = (states: Record<string, Record<string, unknown>>) => {
    for (const [name, state] of Object.entries(states)) {
      const resource = typeof state.Resource === 'string' ? state.Resource : '';
      if (resource.startsWith(arnPrefix)) {
        const placeholder = resource.slice(arnPrefix.length);
        found.set(placeholder, [...(found.get(placeholder) ?? []), name]);
      }
      const nested = state.ItemProcessor as { States?: Record<string, Record<string, unknown>> } | undefined;
      if (nested?.States) visit(nested.States);
    }
  };
  visit(definition.States as Record<string, Record<string, unknown>>);
  return new Map(
    [...found].map(([placeholder, names]) => [
      placeholder,
      names.length === 1
        ? (names[0] as string)
        : `${placeholder.replace(/FunctionArn$/, '')} (${names.length} states)`,
    ]),
  );
}

/** What the local runner reports of one execution: its events, counted, and its end. */
interface Observed {
  statesEntered: number;
  topLevelEntered: number;
  mapIterations: number;
  retries: number;
  ended: Promise<LocalExecutionEnd>;
  end: (end: LocalExecutionEnd) => void;
}

function observed(): Observed {
  let end: (value: LocalExecutionEnd) => void = () => {};
  const ended = new Promise<LocalExecutionEnd>((resolve) => {
    end = resolve;
  });
  return { statesEntered: 0, topLevelEntered: 0, mapIterations: 0, retries: 0, ended, end };
}

/**
 * One size on the local stack, the job run by the stack's own runner (the one `npm start` uses, with
 * its reconciler and sweep), its stage invocations timed on their way through.
 */
async function runSize(size: number): Promise<ChildReport> {
  quietLogs();
  const dir = await mkdtemp(path.join(tmpdir(), 'ctp-bench-'));
  const networkFile = path.join(dir, 'network.json');
  await writeFile(networkFile, JSON.stringify(dataset(size)));
  const dynamoProxy = await countingProxy(classifyDynamo);
  const s3Proxy = await countingProxy(classifyS3);
  const names = stateNames(loadLocalDefinition());
  let tasks: TaskStats = { invocations: 0, milliseconds: 0, maxPayloadBytes: 0, byState: {} };
  const executions = new Map<string, Observed>();
  const observe = (jobId: string) => {
    let seen = executions.get(jobId);
    if (!seen) {
      seen = observed();
      executions.set(jobId, seen);
    }
    return seen;
  };
  let stack: LocalStack | undefined;
  const inProcess = inProcessInvoker(() => {
    if (!stack) throw new Error('A stage ran before the local stack was up');
    return stack.pipelineServices();
  });
  const timed: StageInvoker = async (placeholder, input) => {
    const t0 = performance.now();
    const output = await inProcess(placeholder, input);
    const elapsed = performance.now() - t0;
    tasks.invocations += 1;
    tasks.milliseconds += elapsed;
    const name = names.get(placeholder) ?? placeholder;
    const byState = tasks.byState[name] ?? { invocations: 0, milliseconds: 0 };
    tasks.byState[name] = byState;
    byState.invocations += 1;
    byState.milliseconds += elapsed;
    const bytes = Math.max(
      Buffer.byteLength(JSON.stringify(input) ?? ''),
      Buffer.byteLength(JSON.stringify(output) ?? ''),
    );
    tasks.maxPayloadBytes = Math.max(tasks.maxPayloadBytes, bytes);
    return output;
  };
  let runner: PipelineStarter | undefined;
  const shared = benchEmulators('pipeline');
  stack = await startLocalStack({
    dataDir: null,
    accounts: [],
    ...(shared.emulators ? { emulators: shared.emulators } : {}),
    env: {
      ...shared.env,
      CTP_NETWORK_FILE: networkFile,
      // Every run must do the whole work, not replay the previous run's result.
      CTP_REPLAY_WINDOW_HOURS: '0',
      CTP_PROVIDER_CACHE_DAYS: '0',
      // The service's own clients (the stage handlers) go through the counting proxies.
      CTP_DYNAMODB_ENDPOINT: dynamoProxy.url,
      CTP_S3_ENDPOINT: s3Proxy.url,
    },
    // The bench submits its jobs to the stack's own runner, bypassing the API's (counted) stores.
    starter: (local) => {
      runner = local;
      return local;
    },
    pipeline: {
      invoke: timed,
      onEvent: (jobId, event) => {
        const seen = observe(jobId);
        if (event.type === 'StateEntered') {
          seen.statesEntered += 1;
          if (event.index === undefined) seen.topLevelEntered += 1;
        } else if (event.type === 'MapIterationStarted') seen.mapIterations += 1;
        else if (event.type === 'StateRetried') seen.retries += 1;
      },
      onEnd: (end) => observe(end.jobId).end(end),
    },
  });
  dynamoProxy.setTarget(stack.dynamoEndpoint);
  s3Proxy.setTarget(stack.s3Endpoint);
  try {
    // The bench's own reads go straight to the emulators, uncounted.
    const direct = createStores(
      loadConfig({
        CTP_MODE: 'local',
        CTP_DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
        CTP_S3_ENDPOINT: stack.s3Endpoint,
        ...shared.env,
      }),
    );
    const { account } = await createAccount(
      { ...direct, clock: systemClock, ids: cryptoIds },
      { tier: 'premium', credits: 100, name: 'bench' },
    );
    if (!runner) throw new Error('The local stack did not hand over its pipeline runner');
    const pipeline = runner;
    const states = loadLocalDefinition().States as Record<string, { MaxConcurrency?: number }>;
    const maxConcurrency = states.enrich_profiles?.MaxConcurrency ?? 0;

    const runs: RunResult[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      tasks = { invocations: 0, milliseconds: 0, maxPayloadBytes: 0, byState: {} };
      dynamoProxy.counts.clear();
      s3Proxy.counts.clear();
      globalThis.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let peakRss = rssBefore;
      let peakHeap = process.memoryUsage().heapUsed;
      const sampler = setInterval(() => {
        const usage = process.memoryUsage();
        peakRss = Math.max(peakRss, usage.rss);
        peakHeap = Math.max(peakHeap, usage.heapUsed);
      }, 20);

      const t0 = performance.now();
      const { job_id: jobId } = await submitJob(
        {
          ...direct,
          pipeline,
          clock: systemClock,
          ids: cryptoIds,
          networkHost: stack.config.CTP_NETWORK_HOST,
          allowLoopbackCallbacks: true,
          idempotencyTtlHours: 24,
        },
        { account_id: account.account_id, key_id: `kid_bench_${account.account_id}` },
        { input: `bench-${size}`, operation: 'target_people', persona: 'owners-founders' },
        undefined,
      );
      const seen = observe(jobId);
      const end = await seen.ended;
      const elapsedMs = performance.now() - t0;
      clearInterval(sampler);
      if (end.status !== ExecutionStatus.succeeded)
        throw new Error(
          `The ${size}-person job's execution ended ${end.status}: ${end.error} ${end.cause ?? ''}`,
        );

      const job = await direct.jobs.get(jobId);
      runs.push({
        size,
        run,
        status: job?.status ?? 'missing',
        elapsedMs,
        teamScanned: job?.team_scanned ?? 0,
        preliminary: job?.preliminary_candidates ?? 0,
        targetPeople: job?.target_people_count ?? 0,
        statesEntered: seen.statesEntered,
        topLevelEntered: seen.topLevelEntered,
        mapIterations: seen.mapIterations,
        retries: seen.retries,
        tasks,
        dynamo: Object.fromEntries(dynamoProxy.counts),
        s3: Object.fromEntries(s3Proxy.counts),
        peakRss,
        peakHeap,
        rssBefore,
        jobItemBytes: Buffer.byteLength(JSON.stringify(job ?? {})),
      });
      console.error(
        `  ${size} people, run ${run}: ${job?.status} in ${(elapsedMs / 1000).toFixed(2)} s, ${seen.statesEntered} states entered`,
      );
    }
    return {
      size,
      latencyMs: LATENCY_MS,
      batchSize: stack.config.CTP_BATCH_SIZE,
      maxConcurrency,
      emailConcurrency: stack.config.CTP_EMAIL_CONCURRENCY,
      runs,
      // ru_maxrss is in kilobytes: the process's high-water mark, emulator (s3rver) included.
      maxRss: resourceUsage().maxRSS * 1024,
    };
  } finally {
    await stack.stop();
    await Promise.all([dynamoProxy.close(), s3Proxy.close()]);
    await rm(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// The parent: one child per size, then the tables
// ---------------------------------------------------------------------------------------------

const MARKER = 'BENCH-RESULT ';

function runChild(size: number): Promise<ChildReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', SELF, '--size', String(size)], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...(SMOKE ? { BENCH_SMOKE: '1' } : {}) },
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith(MARKER));
      if (code !== 0 || !line) {
        reject(new Error(`The ${size}-person run exited ${code}:\n${out}`));
        return;
      }
      resolve(JSON.parse(line.slice(MARKER.length)) as ChildReport);
    });
  });
}

const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const sum = (counts: Record<string, number>, keys: string[]) =>
  keys.reduce((total, key) => total + (counts[key] ?? 0), 0);

/**
 * The calls that cannot overlap, at their fewest: a job cannot end sooner than this many latencies.
 * verify_candidates and match_target fan out over the batches like the two Maps before them; at least
 * one verify call is needed when anyone was shortlisted, and the emails go at most MaxConcurrency
 * batches × CTP_EMAIL_CONCURRENCY lookups at a time.
 */
function lowerBound(report: ChildReport, run: RunResult) {
  const L = report.latencyMs;
  const N = run.teamScanned;
  const pages = Math.ceil(N / report.batchSize);
  const batches = pages;
  const waves = Math.ceil(batches / report.maxConcurrency);
  const K = run.targetPeople;
  const verify = run.preliminary > 0 ? 1 : 0;
  const inFlight = report.maxConcurrency * report.emailConcurrency;
  const emails = Math.ceil(K / inFlight);
  const calls = 1 + pages + waves + waves + verify + emails;
  return {
    ms: calls * L,
    calls,
    arithmetic: [
      ...(
        [
          ['match_company', '1 company lookup', 1],
          ['scan_team', `ceil(${N} people / ${report.batchSize}) roster pages, one after another`, pages],
          [
            'enrich_profiles',
            `ceil(${batches} batches / MaxConcurrency ${report.maxConcurrency}) waves of 1 enrich call`,
            waves,
          ],
          [
            'find_candidates',
            `ceil(${batches} batches / MaxConcurrency ${report.maxConcurrency}) waves of 1 judge call`,
            waves,
          ],
          ['verify_candidates', 'at least 1 judge call (batches with a shortlist, 4 at once)', verify],
          ['match_target', `ceil(${K} email lookups / ${inFlight} at once)`, emails],
        ] as const
      ).map(([stage, what, count]) => `  ${stage.padEnd(18)} ${what.padEnd(64)} = ${count}`),
      `  lower bound = ${L} ms × (1 + ${pages} + ${waves} + ${waves} + ${verify} + ${emails}) = ${L} ms × ${calls} calls = ${seconds(calls * L)}`,
    ].join('\n'),
  };
}

function costPerJob(run: RunResult) {
  const dynamoWrites =
    sum(run.dynamo, ['PutItem', 'UpdateItem', 'DeleteItem']) +
    2 * (run.dynamo['TransactWriteItems.item'] ?? 0);
  const dynamoReads = sum(run.dynamo, ['GetItem', 'Query']);
  // High estimate: every UpdateItem and GetItem touches the job item at its final size (1 KB write units,
  // 4 KB strongly consistent read units). The truth lies between this and one unit per request.
  const writeUnits = Math.ceil(run.jobItemBytes / 1024);
  const readUnits = Math.ceil(run.jobItemBytes / 4096);
  const dynamoHigh =
    ((run.dynamo.UpdateItem ?? 0) * writeUnits + 2 * (run.dynamo['TransactWriteItems.item'] ?? 0)) *
      PRICE.dynamoWriteUnit +
    ((run.dynamo.GetItem ?? 0) * readUnits + (run.dynamo.Query ?? 0)) * PRICE.dynamoReadUnit;
  const parts = {
    stepFunctions: run.statesEntered * PRICE.transition,
    lambda:
      run.tasks.invocations * PRICE.lambdaRequest +
      (run.tasks.milliseconds / 1000) * PRICE.stageMemoryGb * PRICE.lambdaGbSecond,
    dynamo: dynamoWrites * PRICE.dynamoWriteUnit + dynamoReads * PRICE.dynamoReadUnit,
    s3:
      (run.s3.PutObject ?? 0) * PRICE.s3Put +
      ((run.s3.GetObject ?? 0) + (run.s3.HeadObject ?? 0)) * PRICE.s3Get,
  };
  return {
    ...parts,
    total: parts.stepFunctions + parts.lambda + parts.dynamo + parts.s3,
    dynamoHigh,
    dynamoWrites,
    dynamoReads,
  };
}

const dollars = (value: number) => `$${value.toFixed(5)}`;

export async function main(): Promise<void> {
  requireNode24();
  console.log(
    `Pipeline benchmark: ${SIZES.join(', ')} people; every provider, judge and email call waits ${LATENCY_MS} ms; ${RUNS} runs per size (run 1 includes loading the stage modules and generating the roster).`,
  );
  const reports: ChildReport[] = [];
  // Smoke mode runs its one size in this process: a second process would load tsx, the stack and the
  // SDK again (about 2 CPU-s) for a peak memory that means nothing at smoke size. The report still goes
  // through JSON, as a child's does.
  for (const size of SIZES)
    reports.push(
      SMOKE ? (JSON.parse(JSON.stringify(await runSize(size))) as ChildReport) : await runChild(size),
    );
  const first = reports[0];
  if (first) {
    // The dataset scripts latency, not a rate: the pipeline's own concurrency is what caps the call rate.
    console.log(
      `\nCall rate: the dataset has no rate-limit setting; the pipeline keeps 1 call in flight in match_company and scan_team, ${first.maxConcurrency} batches at once in each Map (MaxConcurrency) and ${first.emailConcurrency} email lookups at once per batch, so at ${first.latencyMs} ms per call it makes ${1000 / first.latencyMs} calls/s outside the Maps and at most ${(first.maxConcurrency * first.emailConcurrency * 1000) / first.latencyMs} inside.`,
    );
  }

  heading('Pipeline: lower bound arithmetic (last run of each size)');
  for (const report of reports) {
    const run = report.runs.at(-1);
    if (!run) continue;
    console.log(
      `${report.size} people (${run.targetPeople} target ${run.targetPeople === 1 ? 'person' : 'people'} found):`,
    );
    console.log(lowerBound(report, run).arithmetic);
    console.log('');
  }

  heading('Pipeline: measured against the lower bound');
  console.log(
    table(
      ['people', 'run', 'status', 'measured', 'lower bound', 'measured / bound', 'overhead', 'target people'],
      reports.flatMap((report) =>
        report.runs.map((run) => {
          const bound = lowerBound(report, run);
          return [
            int(report.size),
            run.run === 1 ? '1 (cold)' : String(run.run),
            run.status,
            seconds(run.elapsedMs),
            seconds(bound.ms),
            ratio(run.elapsedMs / bound.ms),
            seconds(run.elapsedMs - bound.ms),
            String(run.targetPeople),
          ];
        }),
      ),
    ),
  );

  heading('Pipeline: state transitions, invocations and storage requests per job (last run)');
  console.log(
    table(
      [
        'people',
        'batches',
        'states entered',
        'Map iterations',
        'Lambda invocations',
        'task time',
        'largest state',
        'DynamoDB requests',
        'S3 requests',
      ],
      reports.map((report) => {
        const run = report.runs.at(-1) as RunResult;
        const batches = Math.ceil(run.teamScanned / report.batchSize);
        const dynamoTotal = sum(
          run.dynamo,
          Object.keys(run.dynamo).filter((k) => k !== 'TransactWriteItems.item'),
        );
        const s3Total = sum(run.s3, Object.keys(run.s3));
        return [
          int(report.size),
          String(batches),
          `${run.statesEntered} (${run.topLevelEntered} top-level)`,
          String(run.mapIterations),
          String(run.tasks.invocations),
          seconds(run.tasks.milliseconds),
          `${(run.tasks.maxPayloadBytes / 1024).toFixed(1)} KiB of 256`,
          `${dynamoTotal}: ${Object.entries(run.dynamo)
            .filter(([k]) => k !== 'TransactWriteItems.item')
            .map(([k, v]) => `${v} ${k}`)
            .join(', ')}`,
          `${s3Total}: ${Object.entries(run.s3)
            .map(([k, v]) => `${v} ${k}`)
            .join(', ')}`,
        ];
      }),
    ),
  );

  heading('Pipeline: where the time goes, per task state (last run)');
  for (const report of reports) {
    const run = report.runs.at(-1) as RunResult;
    const pages = Math.ceil(run.teamScanned / report.batchSize);
    // Simulated calls per invocation of each task state (the lower bound's terms, per invocation); an
    // email_batch makes one lookup per verified person of its batch, which the bench does not see.
    const callsPer: Record<string, number> = {
      match_company: 1,
      scan_team: pages,
      enrich_batch: 1,
      shortlist_batch: 1,
      verify_batch: 1,
    };
    console.log(`${int(report.size)} people:`);
    console.log(
      table(
        [
          'task state',
          'invocations',
          'handler time (sum)',
          'mean per invocation',
          'of which simulated latency',
        ],
        Object.entries(run.tasks.byState).map(([state, s]) => [
          state,
          String(s.invocations),
          seconds(s.milliseconds),
          `${(s.milliseconds / s.invocations).toFixed(0)} ms`,
          state === 'email_batch' ? '–' : `${(callsPer[state] ?? 0) * report.latencyMs} ms`,
        ]),
      ),
    );
    console.log('');
  }

  heading(
    'Pipeline: estimated AWS cost per job (last run; us-east-1 list prices; no provider, judge or email costs)',
  );
  console.log(
    table(
      [
        'people',
        'Step Functions',
        'Lambda',
        'DynamoDB (1 unit/request … job item size)',
        'S3',
        'total (low DynamoDB)',
        'dominant',
      ],
      reports.map((report) => {
        const run = report.runs.at(-1) as RunResult;
        const cost = costPerJob(run);
        const parts: [string, number][] = [
          ['Step Functions', cost.stepFunctions],
          ['Lambda', cost.lambda],
          ['DynamoDB', cost.dynamo],
          ['S3', cost.s3],
        ];
        const [dominant, amount] = parts.reduce((a, b) => (b[1] > a[1] ? b : a));
        return [
          int(report.size),
          dollars(cost.stepFunctions),
          dollars(cost.lambda),
          `${dollars(cost.dynamo)} … ${dollars(cost.dynamoHigh)} (job item ${(run.jobItemBytes / 1024).toFixed(1)} KiB)`,
          dollars(cost.s3),
          dollars(cost.total),
          `${dominant} (${((amount / cost.total) * 100).toFixed(0)}%)`,
        ];
      }),
    ),
  );

  heading('Pipeline: memory of the process running the stages (API stack and s3rver included)');
  console.log(
    table(
      ['people', 'rss before', 'peak rss (sampled 20 ms)', 'peak heap used', 'maxRSS (process high-water)'],
      reports.map((report) => {
        const peakRss = Math.max(...report.runs.map((r) => r.peakRss));
        const peakHeap = Math.max(...report.runs.map((r) => r.peakHeap));
        const before = report.runs[0]?.rssBefore ?? 0;
        return [int(report.size), mib(before), mib(peakRss), mib(peakHeap), mib(report.maxRss)];
      }),
    ),
  );
}

const sizeFlag = process.argv.indexOf('--size');
if (sizeFlag > 0) {
  requireNode24();
  exitWhenSettled(runSize(Number(process.argv[sizeFlag + 1])), (report) => {
    process.stdout.write(`${MARKER}${JSON.stringify(report)}\n`);
  });
} else if (import.meta.main) {
  printMachine();
  exitWhenSettled(main());
}
