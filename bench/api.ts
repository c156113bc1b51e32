import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { cryptoIds, systemClock } from '../functions/adapters/ids.js';
import { createAccount } from '../functions/core/admin.js';
import { hashApiKey } from '../functions/core/api-keys.js';
import { newJobRecord } from '../functions/core/jobs.js';
import { type Job, JobStatusValue, OPERATION_TARGET_PEOPLE } from '../functions/core/model.js';
import { SYSTEM_PERSONA } from '../functions/core/personas.js';
import { SubmitOutcome } from '../functions/core/ports.js';
import { loadConfig } from '../functions/shared/config.js';
import { createJsonStore, createStores } from '../functions/shared/deps.js';
import { startLocalStack } from '../local/stack.js';
import { pollFor } from '../test/fixtures/poll.js';
import {
  alternateSlices,
  alternating,
  benchEmulators,
  closedLoop,
  exitWhenSettled,
  type HttpLoadResult,
  heading,
  httpLoad,
  int,
  type LatencyStats,
  merge,
  ms,
  printMachine,
  quietLogs,
  ratio,
  requireNode24,
  SMOKE,
  setting,
  summarize,
  table,
} from './common.js';

/**
 * The API's own overhead: a handler measured through HTTP against the bare storage calls it makes,
 * issued from this same process with the same SDK client configuration, the same concurrency and the
 * same duration. A ratio near 1 means the handler adds little beyond its storage round trips.
 *
 *   (0) GET, one connection, handler and bare calls alternating request by request
 *   (a, b) GET /v1/jobs/{id} of a done job with autocannon, against its three storage calls bare in the
 *       same number of loops, in alternating slices; then an HTTP floor (a plain node:http server
 *       answering the same bytes, same autocannon settings)
 *   (c, d) POST /v1/jobs, companies that end not_found at once, the pipeline running in this process,
 *       against the bare submission (the api-key GetItem and the submit transaction), alternating
 *   (e, d) POST /v1/jobs with the pipeline start stubbed out (the handler alone), against the bare
 *       submission again, alternating
 *   (f) POST (stubbed), one connection, alternating request by request with the bare submission
 *
 * BENCH_SMOKE=1: 2 connections, one 0.25 s slice of each with no warm-up, 10 requests of each
 * kind, 2 accounts of slots instead of 25 (a smoke run submits a few hundred jobs at most) (seconds).
 */

const SECONDS = setting('BENCH_SECONDS', 10, 0.25);
/**
 * Smoke mode warms nothing up (0): its figures mean nothing, and the six warm-up loads were about half
 * of its load phase's CPU. `warmUp` skips a load of 0 s.
 */
const WARMUP_SECONDS = setting('BENCH_WARMUP_SECONDS', 2, 0);
const warmUp = async (load: () => Promise<unknown>): Promise<void> => {
  if (WARMUP_SECONDS > 0) await load();
};
const CONNECTIONS = setting('BENCH_CONNECTIONS', 10, 2);
/** Each 10-connection measurement is taken in this many slices, alternating with what it is compared to. */
const SLICES = SMOKE ? 1 : 5;
/**
 * Whole seconds at full size, where autocannon samples its counts once a second; below a second
 * (smoke mode) httpLoad samples more often, so that a slice ends when its time is up.
 */
const SLICE_SECONDS = SECONDS < 1 ? SECONDS / SLICES : Math.max(1, Math.round(SECONDS / SLICES));
/** Requests of each kind in the one-connection comparison, after WARMUP_REQUESTS unmeasured. */
const SEQUENTIAL = setting('BENCH_SEQUENTIAL', 300, 10);
const WARMUP_REQUESTS = SMOKE ? 3 : 30;
/** Slots per account (the operator maximum): jobs that never finish move on to a fresh account when full. */
const SLOTS_PER_ACCOUNT = 1000;
/** Enough slots for every submission of the bare and the parked runs, at well above the rates seen here. */
const POOL_ACCOUNTS = setting('BENCH_POOL_ACCOUNTS', 25, 2);

interface Row {
  what: string;
  stats: LatencyStats;
  note: string;
}

const statsRow = ({ what, stats, note }: Row) => [
  what,
  int(stats.count),
  `${int(stats.perSecond)}/s`,
  ms(stats.p50),
  ms(stats.mean),
  ms(stats.p90),
  ms(stats.p99),
  ms(stats.cpuMsPerOp),
  int(stats.errors),
  note,
];

const STATS_HEADERS = [
  'measured',
  'ops',
  'rate',
  'p50',
  'mean',
  'p90',
  'p99',
  'CPU/op',
  'errors',
  'what it is',
];

function describeCodes(result: HttpLoadResult): string {
  return Object.entries(result.statusCodes)
    .map(([code, count]) => `${count}×${code}`)
    .join(', ');
}

const waitFor = <T>(what: string, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> =>
  pollFor(probe, { timeout: timeoutMs, interval: 100, what });

/** A job as `submitJob` builds it (the same function), for the bare submission transaction. */
function syntheticJob(accountId: string, n: number): Job {
  const input = `bench-nonexistent-${n}`;
  return newJobRecord({
    jobId: cryptoIds.jobId(),
    accountId,
    input,
    companyRef: `slug:${input}`,
    operation: OPERATION_TARGET_PEOPLE,
    persona: SYSTEM_PERSONA,
    companyId: null,
    callbackUrl: null,
    idempotencyKey: null,
    at: new Date().toISOString(),
  });
}

export async function main(): Promise<void> {
  requireNode24();
  quietLogs();
  console.log(
    `API benchmark: one connection (${SEQUENTIAL} requests of each kind, alternating), then ${CONNECTIONS} connections (or concurrent loops) for ${SECONDS} s per measurement after a ${WARMUP_SECONDS} s warm-up.`,
  );
  // Until `stubbed` is set, jobs start on the local runner; after, the start is a no-op (case e below).
  let stubbed = false;
  const shared = benchEmulators('api');
  const stack = await startLocalStack({
    dataDir: null,
    accounts: [],
    ...(shared.emulators ? { emulators: shared.emulators } : {}),
    starter: (local) => ({
      start: (jobId) => (stubbed ? Promise.resolve() : local.start(jobId)),
      stop: (jobId) => (stubbed ? Promise.resolve() : local.stop(jobId)),
    }),
    // Replay off: every submission below must be a fresh job, never an answer from an earlier result.
    // The per-key request-rate guard off: this load is far above it, and the bench measures handlers.
    env: { CTP_REPLAY_WINDOW_HOURS: '0', CTP_KEY_RATE_PER_SECOND: '0', ...shared.env },
  });
  const floor = createServer();
  try {
    const config = loadConfig({
      CTP_MODE: 'local',
      CTP_DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
      CTP_S3_ENDPOINT: stack.s3Endpoint,
      ...shared.env,
    });
    const stores = createStores(config);
    const results = createJsonStore(config);
    const adminDeps = { ...stores, clock: systemClock, ids: cryptoIds };
    const { account, apiKey } = await createAccount(adminDeps, {
      tier: 'premium',
      credits: 1_000_000,
      concurrency_limit: SLOTS_PER_ACCOUNT,
      name: 'bench',
    });
    const keyHash = hashApiKey(apiKey);
    const headers = { 'x-api-key': apiKey, 'content-type': 'application/json' };

    // Jobs that never finish here (bare submissions, parked executions) keep their slot: each account
    // takes SLOTS_PER_ACCOUNT of them, then the next. All loops share the current account, as all
    // connections share one account in the runs through the handler.
    const pool: { accountId: string; apiKey: string }[] = [];
    for (let i = 0; i < POOL_ACCOUNTS; i += 1) {
      const created = await createAccount(adminDeps, {
        tier: 'premium',
        credits: 1_000_000,
        concurrency_limit: SLOTS_PER_ACCOUNT,
      });
      pool.push({ accountId: created.account.account_id, apiKey: created.apiKey });
    }
    let slotsTaken = 0;
    const nextSlot = () => {
      const entry = pool[Math.floor(slotsTaken / SLOTS_PER_ACCOUNT)];
      if (!entry) throw new Error('The account pool ran out of slots; raise BENCH_POOL_ACCOUNTS');
      slotsTaken += 1;
      return entry;
    };

    // One done job to read back.
    const submitted = await fetch(`${stack.baseUrl}/v1/jobs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        input: 'acme-robotics',
        operation: 'target_people',
        persona: 'owners-founders',
      }),
    });
    const { job_id: jobId } = (await submitted.json()) as { job_id: string };
    const done = await waitFor(
      'the acme-robotics job',
      async () => {
        const job = await stores.jobs.get(jobId);
        return job && job.status !== JobStatusValue.processing ? job : null;
      },
      60_000,
    );
    if (done.status !== JobStatusValue.done || !done.result_key)
      throw new Error(`acme-robotics ended ${done.status}`);
    const resultKey = done.result_key;
    const sample = await fetch(`${stack.baseUrl}/v1/jobs/${jobId}`, { headers });
    const sampleBody = await sample.text();
    console.log(`Done job ${jobId}: GET answers ${sample.status}, ${sampleBody.length} bytes.`);

    // The operations compared.
    const parts = { auth: [] as number[], job: [] as number[], result: [] as number[] };
    const bareGet = async () => {
      const t0 = performance.now();
      await stores.apiKeys.findByHash(keyHash);
      const t1 = performance.now();
      await stores.jobs.get(jobId);
      const t2 = performance.now();
      await results.get(resultKey);
      const t3 = performance.now();
      parts.auth.push(t1 - t0);
      parts.job.push(t2 - t1);
      parts.result.push(t3 - t2);
    };
    const handlerGet = async () => {
      const response = await fetch(`${stack.baseUrl}/v1/jobs/${jobId}`, { headers });
      if (response.status !== 200) throw new Error(`GET answered ${response.status}`);
      await response.text();
    };
    let n = 0;
    const submitBody = (company: string) =>
      JSON.stringify({ input: company, operation: 'target_people', persona: 'owners-founders' });
    const notFound = (i: number) => `bench-nonexistent-${i}`;
    let submissions = 0;
    const bareSubmit = async () => {
      const { accountId } = nextSlot();
      submissions += 1;
      await stores.apiKeys.findByHash(keyHash);
      const outcome = await stores.jobs.submit(
        syntheticJob(accountId, submissions),
        null,
        Math.floor(Date.now() / 1000),
      );
      if (outcome.outcome !== SubmitOutcome.accepted) throw new Error(`bare submit: ${outcome.outcome}`);
    };
    const settled = () =>
      waitFor(
        'submitted jobs to finish',
        async () => {
          const now = await stores.accounts.get(account.account_id);
          return now && now.in_flight === 0 ? now : null;
        },
        120_000,
      );

    // ---------------------------------------------------------------------------------------------
    // One connection: the handler's own cost with nothing queued in front of it.
    // ---------------------------------------------------------------------------------------------
    console.log('(0) one connection: GET through the handler, alternating with its bare calls…');
    await alternating(handlerGet, bareGet, WARMUP_REQUESTS);
    const [seqGetHandler, seqGetBare] = await alternating(handlerGet, bareGet, SEQUENTIAL);

    // ---------------------------------------------------------------------------------------------
    // (a) GET /v1/jobs/{id} through the handler against (b) its storage calls bare, in alternating
    // slices; then the HTTP floor.
    // ---------------------------------------------------------------------------------------------
    const getOptions = {
      url: `${stack.baseUrl}/v1/jobs/${jobId}`,
      connections: CONNECTIONS,
      headers: { 'x-api-key': apiKey },
    };
    console.log(
      `(a, b) GET /v1/jobs/{id} through the handler (${CONNECTIONS} connections) against its bare storage calls (${CONNECTIONS} loops), ${SLICES} alternating slices of ${SLICE_SECONDS} s each…`,
    );
    await warmUp(() => httpLoad({ ...getOptions, duration: WARMUP_SECONDS }));
    await warmUp(() => closedLoop(bareGet, { concurrency: CONNECTIONS, seconds: WARMUP_SECONDS }));
    for (const list of Object.values(parts)) list.length = 0;
    const [getHandler, getBare] = await alternateSlices(
      () => httpLoad({ ...getOptions, duration: SLICE_SECONDS }),
      () => closedLoop(bareGet, { concurrency: CONNECTIONS, seconds: SLICE_SECONDS }),
      SLICES,
    );

    console.log('    the HTTP floor: a plain node:http server answering the same bytes…');
    floor.on('request', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(sampleBody);
    });
    await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
    const floorUrl = `http://127.0.0.1:${(floor.address() as AddressInfo).port}/v1/jobs/${jobId}`;
    await warmUp(() => httpLoad({ ...getOptions, url: floorUrl, duration: WARMUP_SECONDS }));
    const httpFloor = merge([await httpLoad({ ...getOptions, url: floorUrl, duration: SLICE_SECONDS * 2 })]);

    // ---------------------------------------------------------------------------------------------
    // (c) POST /v1/jobs, pipeline running, against (d) the bare submission; (e) POST with the pipeline
    // start stubbed out against the bare submission again. Alternating slices each time.
    // ---------------------------------------------------------------------------------------------
    const postOptions = (duration: number, company: (i: number) => string, key: (i: number) => string) => ({
      url: `${stack.baseUrl}/v1/jobs`,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/v1/jobs',
          headers,
          setupRequest: (request: { body?: string; headers?: Record<string, string> }) => {
            n += 1;
            return { ...request, headers: { ...headers, 'x-api-key': key(n) }, body: submitBody(company(n)) };
          },
        },
      ],
    });
    const sameKey = () => apiKey;
    const pooledKey = () => nextSlot().apiKey;
    const bareSubmitSlice = () =>
      closedLoop(bareSubmit, { concurrency: CONNECTIONS, seconds: SLICE_SECONDS });
    console.log(
      `(c, d) POST /v1/jobs through the handler (no Idempotency-Key; companies that end not_found at once) against the bare submission, ${SLICES} alternating slices…`,
    );
    await warmUp(() => httpLoad(postOptions(WARMUP_SECONDS, notFound, sameKey)));
    await settled();
    await warmUp(() => closedLoop(bareSubmit, { concurrency: CONNECTIONS, seconds: WARMUP_SECONDS }));
    const postStarted = n;
    let drainMs = 0;
    const [postHandler, submitBare] = await alternateSlices(
      () => httpLoad(postOptions(SLICE_SECONDS, notFound, sameKey)),
      bareSubmitSlice,
      SLICES,
      async () => {
        // The not_found executions of a handler slice finish before the next slice starts.
        const t0 = performance.now();
        await settled();
        drainMs = Math.max(drainMs, performance.now() - t0);
      },
    );
    console.log(
      `    ${n - postStarted} submissions through the handler; their executions drained within ${ms(drainMs, 0)} of each slice.`,
    );

    // The handler alone: the pipeline start replaced by a no-op, through the starter handed to the
    // stack above. Its jobs then stay processing and keep their slot, like the bare ones: both take
    // slots from the pool.
    stubbed = true;
    console.log(
      `(e, d) POST /v1/jobs with the pipeline start stubbed out, against the bare submission, ${SLICES} alternating slices…`,
    );
    await warmUp(() => httpLoad(postOptions(WARMUP_SECONDS, notFound, pooledKey)));
    const [postStubbed, submitBare2] = await alternateSlices(
      () => httpLoad(postOptions(SLICE_SECONDS, notFound, pooledKey)),
      bareSubmitSlice,
      SLICES,
    );

    console.log('(f) one connection: POST (start stubbed out), alternating with the bare submission…');
    const handlerPostPooled = async () => {
      n += 1;
      const response = await fetch(`${stack.baseUrl}/v1/jobs`, {
        method: 'POST',
        headers: { ...headers, 'x-api-key': pooledKey() },
        body: submitBody(notFound(n)),
      });
      if (response.status !== 202) throw new Error(`POST answered ${response.status}`);
      await response.text();
    };
    await alternating(handlerPostPooled, bareSubmit, WARMUP_REQUESTS);
    const [seqPostHandler, seqPostBare] = await alternating(handlerPostPooled, bareSubmit, SEQUENTIAL);

    // ---------------------------------------------------------------------------------------------
    heading('API: one connection (no queueing)');
    console.log(
      table(STATS_HEADERS, [
        statsRow({
          what: 'GET /v1/jobs/{id} (handler, HTTP)',
          stats: seqGetHandler,
          note: 'fetch, keep-alive',
        }),
        statsRow({ what: 'bare: GetItem key + GetItem job + GetObject result', stats: seqGetBare, note: '' }),
        statsRow({
          what: 'POST /v1/jobs (handler, HTTP), start stubbed',
          stats: seqPostHandler,
          note: 'no pipeline execution',
        }),
        statsRow({ what: 'bare: GetItem key + submit transaction', stats: seqPostBare, note: '' }),
      ]),
    );

    heading(`API: ${CONNECTIONS} connections against ${CONNECTIONS} concurrent loops of bare calls`);
    const partStats = (samples: number[]) => summarize(samples, getBare.count / getBare.perSecond);
    console.log(
      table(STATS_HEADERS, [
        statsRow({
          what: 'GET /v1/jobs/{id} (handler, HTTP)',
          stats: getHandler,
          note: `done job, ${sampleBody.length} B body; ${describeCodes(getHandler)}`,
        }),
        statsRow({
          what: 'bare: GetItem key + GetItem job + GetObject result',
          stats: getBare,
          note: 'one after another, as the handler does',
        }),
        statsRow({
          what: '  of which GetItem api-key',
          stats: partStats(parts.auth),
          note: 'ConsistentRead',
        }),
        statsRow({ what: '  of which GetItem job', stats: partStats(parts.job), note: 'ConsistentRead' }),
        statsRow({
          what: '  of which GetObject result',
          stats: partStats(parts.result),
          note: 'read and JSON.parse',
        }),
        statsRow({
          what: 'HTTP floor (node:http, same body)',
          stats: httpFloor,
          note: 'autocannon + HTTP, no work',
        }),
        statsRow({
          what: 'POST /v1/jobs (handler, HTTP)',
          stats: postHandler,
          note: `not_found companies, pipeline running in-process; ${describeCodes(postHandler)}`,
        }),
        statsRow({
          what: 'POST /v1/jobs, start stubbed (handler, HTTP)',
          stats: postStubbed,
          note: `the handler alone: auth, validation, submit transaction; ${describeCodes(postStubbed)}`,
        }),
        statsRow({
          what: 'bare: GetItem key + submit transaction',
          stats: submitBare,
          note: 'TransactWriteItems (account update + job put); alternating with the run above',
        }),
        statsRow({
          what: 'bare: GetItem key + submit transaction (again)',
          stats: submitBare2,
          note: 'alternating with the stubbed run',
        }),
      ]),
    );

    heading('API: ratios (p50 unless said)');
    const line = (label: string, a: LatencyStats, b: LatencyStats) => [
      label,
      ratio(a.p50 / b.p50),
      `${ms(a.p50)} / ${ms(b.p50)}`,
    ];
    console.log(
      table(
        ['ratio', 'value', 'arithmetic'],
        [
          line('GET handler / bare, one connection', seqGetHandler, seqGetBare),
          line(`GET handler / bare, ${CONNECTIONS} connections`, getHandler, getBare),
          [
            `GET (handler − HTTP floor) / bare, ${CONNECTIONS} connections`,
            ratio((getHandler.p50 - httpFloor.p50) / getBare.p50),
            `(${ms(getHandler.p50)} − ${ms(httpFloor.p50)}) / ${ms(getBare.p50)}`,
          ],
          [
            `GET bare throughput / handler throughput, ${CONNECTIONS} connections`,
            ratio(getBare.perSecond / getHandler.perSecond),
            `${int(getBare.perSecond)}/s / ${int(getHandler.perSecond)}/s`,
          ],
          [
            'GET CPU per request: handler / bare',
            ratio(getHandler.cpuMsPerOp / getBare.cpuMsPerOp),
            `${ms(getHandler.cpuMsPerOp)} / ${ms(getBare.cpuMsPerOp)} (this process, s3rver included)`,
          ],
          line('POST handler (start stubbed) / bare, one connection', seqPostHandler, seqPostBare),
          line(`POST handler (start stubbed) / bare, ${CONNECTIONS} connections`, postStubbed, submitBare2),
          line(`POST handler (pipeline running) / bare, ${CONNECTIONS} connections`, postHandler, submitBare),
          [
            `POST bare throughput / handler throughput, ${CONNECTIONS} connections`,
            ratio(submitBare.perSecond / postHandler.perSecond),
            `${int(submitBare.perSecond)}/s / ${int(postHandler.perSecond)}/s`,
          ],
          [
            'POST CPU per request: handler (start stubbed) / bare',
            ratio(postStubbed.cpuMsPerOp / submitBare2.cpuMsPerOp),
            `${ms(postStubbed.cpuMsPerOp)} / ${ms(submitBare2.cpuMsPerOp)}`,
          ],
          [
            'POST CPU per request: handler (pipeline running) / bare',
            ratio(postHandler.cpuMsPerOp / submitBare.cpuMsPerOp),
            `${ms(postHandler.cpuMsPerOp)} / ${ms(submitBare.cpuMsPerOp)} (the not_found executions included)`,
          ],
        ],
      ),
    );
  } finally {
    floor.close();
    await stack.stop();
  }
}

if (import.meta.main) {
  printMachine();
  exitWhenSettled(main());
}
