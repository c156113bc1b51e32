import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cryptoIds, systemClock } from '../../functions/adapters/ids.js';
import { createAccount } from '../../functions/core/admin.js';
import { DEFAULT_NETWORK_FILE } from '../../functions/sandbox/network/dataset.js';
import { createStores } from '../../functions/shared/deps.js';
import { STAGE_FUNCTIONS, type StagePlaceholder } from '../../functions/stages/registry.js';
import { LOCAL_TIMING, type LocalStack, startLocalStack } from '../../local/stack.js';
import { buildBundles, LambdaEmulator } from '../lambda/emulator.js';
import { audit, figures, pollJob, type Subject, submit } from './audit.js';
import { SUITE_ENV } from './suite-env.js';

/**
 * Every pipeline stage as its built bundle (the esbuild output CDK deploys) in child processes under
 * Lambda's runtime rules (test/lambda/emulator.ts): a fresh process per cold start, warm reuse, the
 * function timeout enforced, and `null` when the event loop empties before the handler settles. Local
 * mode runs the stages in the API server's process, whose sockets keep the event loop alive: this is
 * where a stage that only works in that company shows itself.
 */

let outDir: string;
const bundles: Partial<Record<StagePlaceholder | 'rules', string>> = {};

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'ctp-bundles-'));
  const entries: [StagePlaceholder | 'rules', string][] = [
    ['rules', 'test/lambda/fixtures/runtime-rules.ts'],
    ...(Object.entries(STAGE_FUNCTIONS) as [StagePlaceholder, { entry: string }][]).map(
      ([placeholder, stage]) => [placeholder, stage.entry] as [StagePlaceholder, string],
    ),
  ];
  // In one esbuild run: each function still its own bundle, the modules they share parsed once.
  Object.assign(bundles, await buildBundles(Object.fromEntries(entries), outDir));
}, 120_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

// The two describes below run at once (each has its own Lambda emulator): the rules' 3 s timeout and process
// starts overlap the pipeline's stack start and jobs. The rules' own tests stay in order
// (`concurrent: false`): they read one warm process's pid across invocations.
describe.concurrent('the runtime emulator applies Lambda’s rules to a built bundle', () => {
  let lambda: LambdaEmulator;
  beforeAll(() => {
    lambda = new LambdaEmulator(
      { rules: { bundle: bundles.rules as string, timeoutMs: 3_000 } },
      {
        PATH: process.env.PATH,
      },
    );
  });
  afterAll(() => lambda.close());

  it('answers null when the event loop empties before the handler settles, and the value when a timer holds it', {
    concurrent: false,
  }, async () => {
    expect(await lambda.invoke('rules', { mode: 'unreferenced-wait' })).toBeNull();
    expect(await lambda.invoke('rules', { mode: 'referenced-wait' })).toEqual({ waited: true });
    expect(await lambda.invoke('rules', { mode: 'nothing' })).toBeNull();
  });

  it('reuses a warm process, and starts a fresh one after a timeout or a crash', {
    concurrent: false,
  }, async () => {
    const { pid } = (await lambda.invoke('rules', { mode: 'pid' })) as { pid: number };
    expect(((await lambda.invoke('rules', { mode: 'pid' })) as { pid: number }).pid).toBe(pid);

    await expect(lambda.invoke('rules', { mode: 'hang' })).rejects.toMatchObject({
      name: 'Lambda.Unknown',
      message: expect.stringMatching(/timed out after 3\.00 seconds/),
    });
    const afterTimeout = ((await lambda.invoke('rules', { mode: 'pid' })) as { pid: number }).pid;
    expect(afterTimeout).not.toBe(pid);

    await expect(lambda.invoke('rules', { mode: 'exit' })).rejects.toMatchObject({ name: 'Lambda.Unknown' });
    expect(((await lambda.invoke('rules', { mode: 'pid' })) as { pid: number }).pid).not.toBe(afterTimeout);
  });

  it('reports a thrown error by its name, as Step Functions matches it in ErrorEquals', {
    concurrent: false,
  }, async () => {
    await expect(lambda.invoke('rules', { mode: 'throw' })).rejects.toMatchObject({
      name: 'Provider.RateLimited',
      message: 'Simulated rate limit (retry-after=1)',
    });
  });
});

/** The stack's settings; the deployed functions get the same ones (the stack writes no process.env). */
const STACK_ENV = {
  CTP_JUDGE: 'offline',
  CTP_NETWORK_PROVIDER: 'embedded',
  CTP_EMAIL_VERIFIER: 'embedded',
  CTP_RETRY_BASE_MS: '100',
  CTP_RETRY_MAX_MS: '400',
  CTP_RETRY_MAX_ATTEMPTS: '4',
  // As on the suite's other stacks (suite-env.ts, docs/testing.md): seven submissions at once to one
  // local process beside other test files is CPU starvation Lambda never has; at the default 5 s a
  // submission answered 503 under a load of 25.
  CTP_REQUEST_DEADLINE_MS: SUITE_ENV.CTP_REQUEST_DEADLINE_MS,
  // On the suite's DynamoDB Local and S3 emulator (global-setup.ts), which no test stops or freezes, in
  // tables and a bucket of this file's own, rather than a JVM and an emulator started for this file.
  CTP_ACCOUNTS_TABLE: 'built-bundles-accounts',
  CTP_API_KEYS_TABLE: 'built-bundles-api-keys',
  CTP_JOBS_TABLE: 'built-bundles-jobs',
  CTP_IDEMPOTENCY_TABLE: 'built-bundles-idempotency',
  CTP_BUDGETS_TABLE: 'built-bundles-budgets',
  CTP_RESULTS_BUCKET: 'built-bundles-results',
};

describe.concurrent('the pipeline with every stage as its built bundle', () => {
  let stack: LocalStack;
  let lambda: LambdaEmulator | undefined;
  let own: ReturnType<typeof createStores>;

  beforeAll(async () => {
    stack = await startLocalStack({
      dataDir: null,
      accounts: [],
      env: STACK_ENV,
      emulators: { dynamoEndpoint: inject('dynamoEndpoint'), s3Endpoint: inject('s3Endpoint') },
      pipeline: {
        invoke: (placeholder, input) => {
          if (!lambda) throw new Error('The functions are not deployed yet');
          return lambda.invoke(placeholder, input);
        },
      },
    });
    own = createStores(stack.config);
    // As deployed (lib/constructs/pipeline.ts): 15 minutes for the two tasks that grow with the
    // shortlist, 5 for the others; in aws mode, against this stack's emulators.
    const long = new Set<string>(['VerifyCandidatesCollectFunctionArn', 'MatchTargetAssembleFunctionArn']);
    lambda = new LambdaEmulator(
      Object.fromEntries(
        Object.keys(STAGE_FUNCTIONS).map((p) => [
          p,
          { bundle: bundles[p as StagePlaceholder] as string, timeoutMs: (long.has(p) ? 15 : 5) * 60_000 },
        ]),
      ),
      {
        ...process.env,
        ...LOCAL_TIMING,
        ...STACK_ENV,
        NODE_OPTIONS: '--enable-source-maps',
        // No CTP_STATE_MACHINE_ARN: stage functions start no execution, so they are not given one.
        CTP_MODE: 'aws',
        CTP_DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
        CTP_S3_ENDPOINT: stack.s3Endpoint,
        CTP_NETWORK_FILE: resolve(DEFAULT_NETWORK_FILE),
        AWS_ACCESS_KEY_ID: 'local',
        AWS_SECRET_ACCESS_KEY: 'local',
        POWERTOOLS_LOG_LEVEL: 'WARN',
      },
    );
  }, 90_000);

  afterAll(async () => {
    lambda?.close();
    await stack?.stop();
    console.log(
      `[built-bundles] jobs run: ${figures.jobs} (done ${figures.done}, cancelled ${figures.cancelled}, ` +
        `failed ${figures.failed}), jobs lost: ${figures.lost}, double charges: ${figures.doubleCharges}; ` +
        `invocations ${lambda?.stats.invocations}, cold starts ${lambda?.stats.coldStarts}, null answers ${lambda?.stats.nullAnswers}`,
    );
  });

  async function subject(): Promise<Subject> {
    const { account, apiKey } = await createAccount(
      { ...own, clock: systemClock, ids: cryptoIds },
      { tier: 'starter', credits: 2 },
    );
    const send = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${stack.baseUrl}${path}`, {
        method,
        headers: {
          'x-api-key': apiKey,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    };
    return {
      api: { get: (path) => send('GET', path), post: (path, body) => send('POST', path, body) },
      accountId: account.account_id,
      openingCredits: 2,
      ledger: () => own.accounts.recentLedger(account.account_id, 1000),
    };
  }

  it('runs jobs to every terminal status the pipeline decides, with the books intact', async () => {
    // Prepare: one account per job (free-like plans: one job at a time).
    const cases = [
      // Every provider call of slow-motion-labs waits 1.5 s of simulated latency: with an unreferenced
      // timer, the stage's event loop emptied during the wait and Lambda answered null.
      { input: 'slow-motion-labs', status: 'done' },
      { input: 'no-such-company-anywhere', status: 'not_found' },
      { input: 'empty-shell-ltd', status: 'no_employees' },
      { input: 'bigcorp-industries', status: 'too_large' },
      { input: 'city-library-services', status: 'no_people_found' },
      { input: 'crashing-cranes', status: 'failed' },
      { input: 'glacier-freight', status: 'cancelled' },
    ];
    // Act: each job submitted and followed to its end; glacier-freight (30 s per provider call) is
    // cancelled while its first stage waits.
    const runToEnd = async (c: (typeof cases)[number]) => {
      const who = await subject();
      const run = { ...c, who, jobId: await submit(who.api, c.input) };
      if (run.input === 'glacier-freight') await who.api.post(`/v1/jobs/${run.jobId}/cancel`);
      return { run, job: (await pollJob(run.who.api, run.jobId, 150_000, 200)).job };
    };
    // Two lanes: slow-motion-labs, the long one, beside the six others one after another. Every job at
    // once made each stage start up to seven processes side by side (22 cold starts, each a Node process
    // loading a bundle and its source map); in two lanes the later jobs of a lane find the stages warm.
    const [slow, ...others] = cases as [(typeof cases)[number], ...typeof cases];
    const [first, rest] = await Promise.all([
      runToEnd(slow),
      (async () => {
        const ended: Awaited<ReturnType<typeof runToEnd>>[] = [];
        for (const c of others) ended.push(await runToEnd(c));
        return ended;
      })(),
    ]);
    const ended = [first, ...rest];

    // Assess
    for (const { run, job } of ended) {
      expect(job.status, `${run.input}: ${job.message}`).toBe(run.status);
      await audit(run.who, [job]);
    }
    expect(lambda?.stats.nullAnswers).toBe(0);
    expect(lambda?.stats.coldStarts).toBeGreaterThanOrEqual(5);
    expect(figures.lost).toBe(0);
    expect(figures.doubleCharges).toBe(0);
  }, 240_000);
});
