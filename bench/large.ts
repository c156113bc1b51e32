import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { resourceUsage } from 'node:process';
import { type JobStatusValue, TERMINAL_STATUSES } from '../functions/core/model.js';
import {
  resetSimulatedUsage,
  type SimulatedUsage,
  simulatedUsage,
} from '../functions/sandbox/network/embedded.js';
import { inProcessInvoker, type PipelineServicesSource, type StageInvoker } from '../local/runner.js';
import { type LocalStack, startLocalStack } from '../local/stack.js';
import {
  benchEmulators,
  exitWhenSettled,
  heading,
  int,
  mib,
  printMachine,
  quietLogs,
  ratio,
  requireNode24,
  SMOKE,
  setting,
  table,
} from './common.js';
import { fairShareBounds, type InAccount } from './fair-bound.js';

/**
 * `npm run bench -- large`: one 50,000-person company and twenty 1,000-person companies, one job each,
 * all submitted at once over five accounts, through HTTP on the local stack, against embedded
 * dependencies with realistic per-minute limits and latencies (the dataset's top-level `simulate`) and
 * shared budgets (`CTP_BUDGETS`) equal to those limits. Time is compressed by one clock
 * (startLocalStack's `timeFactor`, functions/sandbox/clock.ts): the stack is given the real limits and
 * latencies and its simulated time runs BENCH_TIME_FACTOR times faster than the wall clock, so every
 * duration (latencies, per-minute windows, budget bursts and waits, Retry intervals, Wait states, claim
 * holds, task timeouts) shrinks alike. The figures read in wall-clock (compressed) seconds, against
 * bounds worked out at the limits multiplied and latencies divided by the factor (`scaled` below);
 * multiply a time by the factor for the real one.
 *
 * Per job it prints the time against the lower bound that the dependencies alone imply (their limits
 * and latencies, not our batch sizes or concurrency), provider records billed against records needed,
 * judge 429s, state-machine history events, and the process's peak memory; and jobs failed or stuck.
 * BENCH_SMOKE=1: one 101-person job (two search pages) and two of 10 over two accounts, ×30 (seconds); any job
 * not done fails it.
 */

/**
 * Smoke mode compresses less: the machine's own slowness (a starved S3 emulator, say) is not compressed,
 * and at ×150 a few seconds of it on a busy machine read as a storage outage of many minutes.
 */
const FACTOR = setting('BENCH_TIME_FACTOR', 150, 30);
const LARGE = setting('BENCH_LARGE_PEOPLE', 50_000, 101);
const SMALL = setting('BENCH_SMALL_PEOPLE', 1_000, 10);
const SMALL_JOBS = setting('BENCH_SMALL_JOBS', 20, 2);
const ACCOUNTS = setting('BENCH_ACCOUNTS', 5, 2);
/** Between two looks at the jobs (wall clock). */
const POLL_MS = SMOKE ? 200 : 2_000;
/** Roster entries per search page: PDL's maximum `size` (100), and the embedded provider's page. */
const PAGE = 100;
const COMPANY_ID_BASE = 8_800_000;
/**
 * Stage invocations running at once in this process. In AWS each is a Lambda of its own; here all of
 * them share two cores and one event loop with the API and the S3 emulator, and with 21 jobs × Map
 * concurrency 4 the emulator stopped accepting connections within the clients' 1 s timeout, so jobs
 * failed with Storage.Unavailable. A machine limit, not a pipeline setting: see docs/performance.md.
 * Not too low: a fan-out task of the large job works through a whole group of batches and holds its
 * slot for minutes, and with 6 slots the small jobs' later stages waited behind them.
 */
const LOCAL_INVOCATIONS = setting('BENCH_LOCAL_INVOCATIONS', 16, 16);

/**
 * Per job: the passes its fan-out stages made over batches they had deferred while waiting for a
 * shared budget (`<stage>_deferred` answering `wait`), and its delayed retries (`<stage>_delay`).
 */
const waits = new Map<string, { passes: number; delays: number }>();

function countWaits(placeholder: string, input: unknown, output: unknown) {
  if (placeholder !== 'RecordDelayFunctionArn') return;
  const { state, deferred } = input as { state?: { job_id?: string }; deferred?: boolean };
  const jobId = state?.job_id ?? '';
  const seen = waits.get(jobId) ?? { passes: 0, delays: 0 };
  if (!deferred) seen.delays += 1;
  else if ((output as { next?: string } | null)?.next === 'wait') seen.passes += 1;
  waits.set(jobId, seen);
}

/** The in-process invoker, at most `limit` invocations at a time (first come, first served). */
function limitedInvoker(limit: number, services: PipelineServicesSource): StageInvoker {
  const inner = inProcessInvoker(services);
  let running = 0;
  const queue: (() => void)[] = [];
  return async (placeholder, input) => {
    if (running >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    else running += 1;
    try {
      const output = await inner(placeholder, input);
      countWaits(placeholder, input, output);
      return output;
    } finally {
      const next = queue.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * Real limits and latencies, per minute and per call: what the stack is given. Limits: functions/shared/budgets.ts
 * (PUBLISHED_LIMITS, sources in docs/providers.md "Rate budgets"). Latencies: typical answers of each
 * kind of call (a search page, a bulk enrichment, a single validation, a judge call of one batch), as in
 * docs/network-data.md's example; they matter little beside the limits.
 */
export const REAL = {
  provider_search: { perMinute: 10, latencyMs: 800 },
  provider_enrich: { perMinute: 100, latencyMs: 1_500 },
  verifier: { perMinute: 1_000, latencyMs: 300 },
  judge: { perMinute: 50, inputTokensPerMinute: 40_000, latencyMs: 4_000 },
} as const;

/** The same per wall-clock minute and in wall-clock ms under the compressed clock: the bounds' arithmetic. */
const scaled = {
  search: {
    perMinute: REAL.provider_search.perMinute * FACTOR,
    latencyMs: REAL.provider_search.latencyMs / FACTOR,
  },
  enrich: {
    perMinute: REAL.provider_enrich.perMinute * FACTOR,
    latencyMs: REAL.provider_enrich.latencyMs / FACTOR,
  },
  verifier: { perMinute: REAL.verifier.perMinute * FACTOR, latencyMs: REAL.verifier.latencyMs / FACTOR },
  judge: {
    perMinute: REAL.judge.perMinute * FACTOR,
    inputTokensPerMinute: REAL.judge.inputTokensPerMinute * FACTOR,
    latencyMs: REAL.judge.latencyMs / FACTOR,
  },
};

interface Spec {
  key: string;
  slug: string;
  people: number;
  account: number;
}

/** The big job on account 1; the small ones spread round-robin over all accounts. */
function specs(): Spec[] {
  const list: Spec[] = [{ key: 'big', slug: `large-${LARGE}`, people: LARGE, account: 0 }];
  for (let i = 0; i < SMALL_JOBS; i += 1)
    list.push({ key: `small-${i + 1}`, slug: `small-${i + 1}`, people: SMALL, account: i % ACCOUNTS });
  return list;
}

/** Each company: a hand-written founder (so owners-founders finds someone) plus a synthetic roster. */
function dataset(list: Spec[]) {
  // Real values: the stack's clock compresses them.
  return {
    simulate: {
      provider_search: {
        per_minute: REAL.provider_search.perMinute,
        latency_ms: REAL.provider_search.latencyMs,
      },
      provider_enrich: {
        per_minute: REAL.provider_enrich.perMinute,
        latency_ms: REAL.provider_enrich.latencyMs,
      },
      verifier: { per_minute: REAL.verifier.perMinute, latency_ms: REAL.verifier.latencyMs },
      judge: {
        per_minute: REAL.judge.perMinute,
        input_tokens_per_minute: REAL.judge.inputTokensPerMinute,
        latency_ms: REAL.judge.latencyMs,
      },
    },
    companies: list.map((spec, i) => {
      const id = COMPANY_ID_BASE + i;
      return {
        id,
        slug: spec.slug,
        name: `Bench ${spec.slug} Systems`,
        website: `https://www.${spec.slug}.example`,
        industry: 'Software Development',
        employees_count: spec.people,
        location: { locality: 'Austin', region: 'Texas', postal_code: '78701', country_code: 'US' },
        company_language: 'en',
        email: { domain: `${spec.slug}.example`, pattern: '{first}.{last}', catch_all: false },
        roster: [`founder-${spec.slug}`],
        synthetic_roster: { count: spec.people - 1, seed: 11 + i },
      };
    }),
    profiles: list.map((spec, i) => ({
      id: `founder-${spec.slug}`,
      name: 'Rosa Lindqvist',
      first_name: 'Rosa',
      last_name: 'Lindqvist',
      headline: `Founder & CEO at Bench ${spec.slug} Systems`,
      experience: [
        {
          title: 'Founder & CEO',
          company: `Bench ${spec.slug} Systems`,
          company_id: COMPANY_ID_BASE + i,
          employment_type: 'Full-time',
          start: '2014-03',
          end: null,
        },
      ],
      languages: ['en'],
    })),
  };
}

/** A job status the bench stops watching at (the API's own terminal set). */
const isTerminal = (status: string | undefined) => TERMINAL_STATUSES.has(status as JobStatusValue);

/** What the bench reads of an API answer (a job, a submission or the account). */
interface Seen {
  job_id?: string;
  status?: string;
  stage?: string | null;
  message?: string | null;
  credits_charged?: number;
  target_people_count?: number | null;
  team_scanned?: number;
  credits_balance?: number;
  error?: { code?: string };
}

interface Outcome {
  spec: Spec;
  jobId: string;
  status: string;
  charged: number;
  targetPeople: number;
  teamScanned: number;
  /** Seconds from the submission of all jobs to this job's end (compressed). */
  seconds: number;
  historyEvents: number | null;
  usage: Record<string, SimulatedUsage>;
}

/** What one job asks of each dependency, counted from what it did: the demands of the lower bound. */
function demands(o: Outcome) {
  const search = 1 + Math.ceil(o.teamScanned / PAGE);
  return {
    search,
    enrichRecords: o.teamScanned,
    judgeRequests: o.usage.judge?.units ?? 0,
    judgeTokens: o.usage.judge?.inputTokens ?? 0,
    verifier: o.usage.verifier?.calls ?? 0,
  };
}

/** Minutes (compressed seconds) each dependency needs at its whole rate for the given demand. */
function rateSeconds(d: ReturnType<typeof demands>) {
  return {
    search: (d.search / scaled.search.perMinute) * 60,
    enrich: (d.enrichRecords / scaled.enrich.perMinute) * 60,
    judgeRequests: (d.judgeRequests / scaled.judge.perMinute) * 60,
    judgeTokens: (d.judgeTokens / scaled.judge.inputTokensPerMinute) * 60,
    verifier: (d.verifier / scaled.verifier.perMinute) * 60,
  };
}

/**
 * The unavoidable chain of one job: its company lookup and each roster page one after another (a
 * scroll cursor comes with the previous page), then at least one enrichment, one shortlist and one
 * verification judge call, and one email lookup.
 */
function chainSeconds(d: ReturnType<typeof demands>) {
  return (
    (d.search * scaled.search.latencyMs +
      scaled.enrich.latencyMs +
      2 * scaled.judge.latencyMs +
      scaled.verifier.latencyMs) /
    1000
  );
}

function aloneBound(o: Outcome) {
  const d = demands(o);
  const rates = rateSeconds(d);
  const chain = chainSeconds(d);
  const [worst, seconds] = Object.entries(rates).reduce((a, b) => (b[1] > a[1] ? b : a));
  return {
    d,
    rates,
    chain,
    seconds: Math.max(chain, seconds),
    limitedBy: chain >= seconds ? 'latency chain' : worst,
  };
}

export async function main(): Promise<void> {
  requireNode24();
  quietLogs();
  printMachine();
  const list = specs();
  console.log(
    `Large scenario: one ${int(LARGE)}-person job and ${SMALL_JOBS} jobs of ${int(SMALL)} people over ${ACCOUNTS} accounts, submitted at once; time compressed ${FACTOR}× by one clock (real limits and latencies; every duration, window, burst, wait, Retry interval, Wait state, claim hold and timeout passes ${FACTOR}× faster); at most ${LOCAL_INVOCATIONS} stage invocations at once in this process.`,
  );
  console.log(
    table(
      ['dependency', 'real limit', 'real latency', `per wall-clock minute (×${FACTOR})`, 'CTP_BUDGETS'],
      [
        [
          'provider_search',
          `${REAL.provider_search.perMinute}/min`,
          `${REAL.provider_search.latencyMs} ms`,
          `${scaled.search.perMinute}/min, ${scaled.search.latencyMs.toFixed(1)} ms`,
          `${REAL.provider_search.perMinute}/min`,
        ],
        [
          'provider_enrich',
          `${REAL.provider_enrich.perMinute} records/min`,
          `${REAL.provider_enrich.latencyMs} ms`,
          `${scaled.enrich.perMinute}/min, ${scaled.enrich.latencyMs.toFixed(1)} ms`,
          `${REAL.provider_enrich.perMinute}/min`,
        ],
        [
          'verifier',
          `${REAL.verifier.perMinute}/min`,
          `${REAL.verifier.latencyMs} ms`,
          `${scaled.verifier.perMinute}/min, ${scaled.verifier.latencyMs.toFixed(1)} ms`,
          `${REAL.verifier.perMinute}/min`,
        ],
        [
          'judge requests',
          `${REAL.judge.perMinute}/min`,
          `${REAL.judge.latencyMs} ms`,
          `${scaled.judge.perMinute}/min, ${scaled.judge.latencyMs.toFixed(1)} ms`,
          `${REAL.judge.perMinute}/min`,
        ],
        [
          'judge input tokens',
          `${int(REAL.judge.inputTokensPerMinute)}/min`,
          '',
          `${int(scaled.judge.inputTokensPerMinute)}/min`,
          `${int(REAL.judge.inputTokensPerMinute)}/min`,
        ],
      ],
    ),
  );

  const dir = await mkdtemp(path.join(tmpdir(), 'ctp-bench-large-'));
  const networkFile = path.join(dir, 'network.json');
  await writeFile(networkFile, JSON.stringify(dataset(list)));
  const keys = Array.from({ length: ACCOUNTS }, (_, i) => `ctp_bench_large_${i + 1}`);
  const ends = new Map<string, { at: number; historyEvents: number }>();
  // The stack's own stage services, once it is up (no stage runs before start returns).
  let stack: LocalStack | undefined;
  const services: PipelineServicesSource = () => {
    if (!stack) throw new Error('a stage ran before the local stack was up');
    return stack.pipelineServices();
  };
  const shared = benchEmulators('large');
  stack = await startLocalStack({
    dataDir: null,
    timeFactor: FACTOR,
    accounts: keys.map((api_key) => ({ api_key, tier: 'premium', credits: 100, concurrency_limit: 25 })),
    ...(shared.emulators ? { emulators: shared.emulators } : {}),
    env: {
      ...shared.env,
      CTP_NETWORK_FILE: networkFile,
      CTP_NETWORK_PROVIDER: 'embedded',
      CTP_EMAIL_VERIFIER: 'embedded',
      CTP_JUDGE: 'offline',
      CTP_REPLAY_WINDOW_HOURS: '0',
      // The budgets match the simulated limits: the service knows the limits it must respect.
      CTP_BUDGETS: JSON.stringify({
        provider_search: { perMinute: REAL.provider_search.perMinute },
        provider_enrich: { perMinute: REAL.provider_enrich.perMinute },
        verifier: { perMinute: REAL.verifier.perMinute },
        judge_requests: { perMinute: REAL.judge.perMinute },
        judge_input_tokens: { perMinute: REAL.judge.inputTokensPerMinute },
      }),
    },
    pipeline: {
      invoke: limitedInvoker(LOCAL_INVOCATIONS, services),
      onEnd: (end) => ends.set(end.jobId, { at: performance.now(), historyEvents: end.historyEvents }),
    },
  });
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 200);
  try {
    const api = async (key: string, method: string, route: string, body?: unknown) => {
      const response = await fetch(`${stack.baseUrl}${route}`, {
        method,
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Seen };
    };
    resetSimulatedUsage();
    const t0 = performance.now();
    const submitted = await Promise.all(
      list.map(async (spec) => {
        const answer = await api(keys[spec.account] as string, 'POST', '/v1/jobs', {
          input: spec.slug,
          operation: 'target_people',
          persona: 'owners-founders',
        });
        if (answer.status !== 202)
          throw new Error(`${spec.key}: ${answer.status} ${JSON.stringify(answer.body)}`);
        return { spec, jobId: String(answer.body.job_id) };
      }),
    );
    console.error(
      `  submitted ${submitted.length} jobs in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    // Stuck: not ended within three times the whole workload's bound at full rate, plus two minutes.
    const totalEnrich = LARGE + SMALL * SMALL_JOBS;
    const deadline = t0 + (3 * (totalEnrich / scaled.enrich.perMinute) * 60 + 120) * 1000;
    const last = new Map<string, Seen>();
    while (performance.now() < deadline) {
      for (const { spec, jobId } of submitted) {
        if (isTerminal(last.get(jobId)?.status)) continue;
        const job = (await api(keys[spec.account] as string, 'GET', `/v1/jobs/${jobId}`)).body;
        last.set(jobId, job);
        if (isTerminal(job.status) && !ends.has(jobId))
          ends.set(jobId, { at: performance.now(), historyEvents: -1 });
        if (isTerminal(job.status) && job.status !== 'done')
          console.error(`  ${spec.key} ended ${job.status} in ${job.stage}: ${job.message ?? ''}`);
      }
      const open = submitted.filter(({ jobId }) => !isTerminal(last.get(jobId)?.status));
      if (open.length === 0) break;
      const usage = simulatedUsage();
      console.error(
        `  ${((performance.now() - t0) / 1000).toFixed(0)} s: ${submitted.length - open.length}/${submitted.length} ended; records billed ${int(usage.get('provider_enrich')?.units ?? 0)}, judge 429s ${usage.get('judge')?.refused ?? 0}`,
      );
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    clearInterval(sampler);
    const usage = simulatedUsage();
    const outcomes: Outcome[] = submitted.map(({ spec, jobId }) => {
      const job = last.get(jobId) ?? {};
      const end = ends.get(jobId);
      const per = (dep: string) => usage.get(`${dep}@${jobId}`);
      return {
        spec,
        jobId,
        status: isTerminal(job.status)
          ? job.status === 'done'
            ? 'done'
            : `${job.status} (${job.stage}: ${job.error?.code ?? ''} ${job.message ?? ''})`
          : `stuck (${job.status}/${job.stage})`,
        charged: job.credits_charged ?? 0,
        targetPeople: job.target_people_count ?? 0,
        teamScanned: job.team_scanned ?? 0,
        seconds: end ? (end.at - t0) / 1000 : Number.NaN,
        historyEvents: end && end.historyEvents >= 0 ? end.historyEvents : null,
        usage: Object.fromEntries(
          ['provider_search', 'provider_enrich', 'verifier', 'judge']
            .map((dep) => [
              dep === 'provider_search' ? 'search' : dep === 'provider_enrich' ? 'enrich' : dep,
              per(dep),
            ])
            .filter(([, u]) => u !== undefined),
        ) as Record<string, SimulatedUsage>,
      };
    });
    report(outcomes, usage, peakRss);
    // At full size a job that fails or sticks is a finding to report; at smoke size, a broken bench.
    const notDone = outcomes.filter((o) => o.status !== 'done');
    if (SMOKE && notDone.length > 0)
      throw new Error(`Smoke run: ${notDone.map((o) => `${o.spec.key} ${o.status}`).join(', ')}`);
    const accounts = await Promise.all(keys.map((key) => api(key, 'GET', '/v1/account')));
    heading('Accounts after the run');
    console.log(
      table(
        ['account', 'jobs', 'credits charged by jobs', 'balance (from 100)'],
        accounts.map((a, i) => {
          const mine = outcomes.filter((o) => o.spec.account === i);
          return [
            keys[i] as string,
            String(mine.length),
            String(mine.reduce((s, o) => s + o.charged, 0)),
            String(a.body.credits_balance ?? '?'),
          ];
        }),
      ),
    );
  } finally {
    clearInterval(sampler);
    await stack.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Each job's bound when it shares the dependencies with the others under the fairness rule (equal
 * shares among the accounts asking; inside an account, its jobs side by side, or this job first):
 * bench/fair-bound.ts.
 */
function fairBounds(outcomes: Outcome[], inAccount: InAccount) {
  const perSecond = (perMinute: number) => perMinute / 60;
  const rates = {
    search: perSecond(scaled.search.perMinute),
    enrich: perSecond(scaled.enrich.perMinute),
    judgeRequests: perSecond(scaled.judge.perMinute),
    judgeTokens: perSecond(scaled.judge.inputTokensPerMinute),
    verifier: perSecond(scaled.verifier.perMinute),
  };
  const shared = fairShareBounds(
    outcomes.map((o) => {
      const d = demands(o);
      return {
        account: String(o.spec.account),
        units: {
          search: d.search,
          enrich: d.enrichRecords,
          judgeRequests: d.judgeRequests,
          judgeTokens: d.judgeTokens,
          verifier: d.verifier,
        },
      };
    }),
    rates,
    inAccount,
  );
  return outcomes.map((o, i) => {
    const fair = shared[i] as (typeof shared)[number];
    const chain = chainSeconds(demands(o));
    return chain >= fair.seconds
      ? { seconds: chain, limitedBy: 'latency chain' }
      : { seconds: fair.seconds, limitedBy: fair.limitedBy };
  });
}

function report(outcomes: Outcome[], usage: ReadonlyMap<string, Readonly<SimulatedUsage>>, peakRss: number) {
  heading('Per job: time against the lower bounds from the dependencies alone (compressed seconds)');
  console.log(
    [
      'alone bound = max(chain, search/rate, records/rate, judge requests/rate, judge tokens/rate, emails/rate), each at the whole rate of the dependency, as if the job ran alone.',
      "fair bound = max(chain, on each dependency the end of this job under equal shares among the accounts asking and, inside an account, equal shares among its jobs asking, all demands there from the start): the earliest any schedule that keeps the service's sharing rule can end it (bench/fair-bound.ts). The goal (1.25×) is against it.",
      'first in account = the same with this job served first inside its account: the most favourable order for it, which no schedule gives every job of an account at once.',
    ].join('\n'),
  );
  const fair = fairBounds(outcomes, 'shared');
  const first = fairBounds(outcomes, 'first');
  console.log(
    table(
      [
        'job',
        'account',
        'people',
        'status',
        'charged',
        'ended at',
        'alone bound',
        'limited by',
        'ended / alone bound',
        'fair bound',
        'ended / fair bound',
        'first in account',
        'records billed / needed',
        'searches / needed',
        'judge 429s',
        'history events',
        'deferral passes, delays',
      ],
      outcomes.map((o, i) => {
        const bound = aloneBound(o);
        const shared = fair[i] as (typeof fair)[number];
        return [
          o.spec.key,
          String(o.spec.account + 1),
          int(o.spec.people),
          o.status,
          String(o.charged),
          `${o.seconds.toFixed(1)} s`,
          `${bound.seconds.toFixed(1)} s`,
          bound.limitedBy,
          ratio(o.seconds / bound.seconds),
          `${shared.seconds.toFixed(1)} s (${shared.limitedBy})`,
          ratio(o.seconds / shared.seconds),
          `${(first[i] as (typeof first)[number]).seconds.toFixed(1)} s`,
          `${int(o.usage.enrich?.units ?? 0)} / ${int(bound.d.enrichRecords)} = ${ratio((o.usage.enrich?.units ?? 0) / bound.d.enrichRecords)}`,
          `${o.usage.search?.calls ?? 0} / ${bound.d.search}`,
          String(o.usage.judge?.refused ?? 0),
          o.historyEvents === null ? 'n/a' : int(o.historyEvents),
          `${waits.get(o.jobId)?.passes ?? 0}, ${waits.get(o.jobId)?.delays ?? 0}`,
        ];
      }),
    ),
  );

  const big = outcomes[0];
  if (big) {
    const b = aloneBound(big);
    heading(`Arithmetic of the ${int(big.spec.people)}-person job's alone bound`);
    console.log(
      [
        `  search:   (1 lookup + ceil(${big.teamScanned} / ${PAGE}) pages) = ${b.d.search} requests / ${scaled.search.perMinute} a minute = ${b.rates.search.toFixed(1)} s`,
        `  enrich:   ${int(b.d.enrichRecords)} records / ${scaled.enrich.perMinute} a minute = ${b.rates.enrich.toFixed(1)} s`,
        `  judge:    ${int(b.d.judgeRequests)} requests / ${scaled.judge.perMinute} a minute = ${b.rates.judgeRequests.toFixed(1)} s; ${int(b.d.judgeTokens)} input tokens / ${int(scaled.judge.inputTokensPerMinute)} a minute = ${b.rates.judgeTokens.toFixed(1)} s`,
        `  verifier: ${b.d.verifier} lookups / ${scaled.verifier.perMinute} a minute = ${b.rates.verifier.toFixed(2)} s`,
        `  chain:    ${b.d.search} × ${scaled.search.latencyMs.toFixed(2)} ms + ${scaled.enrich.latencyMs.toFixed(1)} + 2 × ${scaled.judge.latencyMs.toFixed(1)} + ${scaled.verifier.latencyMs.toFixed(1)} ms = ${b.chain.toFixed(1)} s`,
        `  bound = ${b.seconds.toFixed(1)} s compressed = ${((b.seconds * FACTOR) / 3600).toFixed(2)} h real`,
      ].join('\n'),
    );
  }

  // Jobs share the dependencies: whatever the order, the k-th job to end cannot end before the k
  // smallest demands of some dependency have passed through it at its whole rate.
  heading('All jobs together: the k-th job to end against the bound for the k-th end');
  const ended = outcomes.filter((o) => Number.isFinite(o.seconds)).sort((a, b) => a.seconds - b.seconds);
  const perDep = outcomes.map((o) => rateSeconds(demands(o)));
  const kth = (k: number) => {
    let best = 0;
    let which = '';
    for (const dep of Object.keys(perDep[0] ?? {}) as (keyof ReturnType<typeof rateSeconds>)[]) {
      const smallest = perDep
        .map((r) => r[dep])
        .sort((a, b) => a - b)
        .slice(0, k);
      const total = smallest.reduce((s, v) => s + v, 0);
      if (total > best) {
        best = total;
        which = dep;
      }
    }
    return { seconds: best, which };
  };
  console.log(
    table(
      ['k', 'job', 'ended at', 'bound for the k-th end', 'limited by', 'ratio'],
      ended.map((o, i) => {
        const b = kth(i + 1);
        return [
          String(i + 1),
          o.spec.key,
          `${o.seconds.toFixed(1)} s`,
          `${b.seconds.toFixed(1)} s`,
          b.which,
          ratio(o.seconds / b.seconds),
        ];
      }),
    ),
  );

  heading('Totals');
  const failed = outcomes.filter((o) => o.status !== 'done');
  const needed = outcomes.reduce((s, o) => s + o.teamScanned, 0);
  const judge = usage.get('judge');
  console.log(
    [
      `records billed ${int(usage.get('provider_enrich')?.units ?? 0)} / needed ${int(needed)} = ${ratio((usage.get('provider_enrich')?.units ?? 0) / needed)}`,
      `search requests ${int(usage.get('provider_search')?.calls ?? 0)}; 429s met: search ${usage.get('provider_search')?.refused ?? 0}, enrich ${usage.get('provider_enrich')?.refused ?? 0}, verifier ${usage.get('verifier')?.refused ?? 0}, judge ${judge?.refused ?? 0}`,
      `judge: ${int(judge?.units ?? 0)} requests, ${int(judge?.inputTokens ?? 0)} input tokens`,
      `history events per execution: mean ${int(outcomes.reduce((s, o) => s + (o.historyEvents ?? 0), 0) / outcomes.length)}, max ${int(Math.max(...outcomes.map((o) => o.historyEvents ?? 0)))} (AWS limit 25,000)`,
      `peak RSS of the process running the API and every stage (sampled 200 ms; DynamoDB Local's JVM not included): ${mib(peakRss)}; maxRSS ${mib(resourceUsage().maxRSS * 1024)}`,
      `jobs not done (failed or stuck): ${failed.length}${failed.length ? ` (${failed.map((o) => `${o.spec.key}: ${o.status}`).join(', ')})` : ''}`,
    ].join('\n'),
  );
}

if (import.meta.main) exitWhenSettled(main());
