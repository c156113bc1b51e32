import { StateMachine } from 'aws-local-stepfunctions';
import { inject } from 'vitest';
import { cryptoIds, systemClock } from '../../functions/adapters/ids.js';
import { createMemoryStores } from '../../functions/adapters/memory/index.js';
import { awsHistoryEvents, type LocalEvent } from '../../functions/adapters/sfn/history-events.js';
import { createAccount } from '../../functions/core/admin.js';
import { submitJob } from '../../functions/core/jobs.js';
import type { Job } from '../../functions/core/model.js';
import type { PipelineDeps } from '../../functions/core/pipeline/index.js';
import { initialState } from '../../functions/core/pipeline/index.js';
import type { PipelineStarter } from '../../functions/core/ports.js';
import { loadConfig } from '../../functions/shared/config.js';
import {
  type ApiServices,
  buildApiServices,
  buildPipelineServices,
  type PipelineOverrides,
} from '../../functions/shared/deps.js';
import { once } from '../../functions/shared/once.js';
import { ALL_PIPELINE_PORTS } from '../../functions/shared/pipeline-ports.js';
import {
  STAGE_FUNCTIONS,
  type StageHandler,
  type StagePlaceholder,
} from '../../functions/stages/registry.js';
import { loadLocalDefinition } from '../../local/runner.js';

/**
 * The real state machine and the real stage handlers, run in this test process over the in-memory
 * twins of the stores (or the suite's emulators, for a test that makes DynamoDB itself fail), with a
 * hand on each task: a test can make any task invocation fail with any error name
 * (as Lambda or Step Functions would report it), hang past its TimeoutSeconds, watch each task's
 * output, and read the execution's event log. What `npm start` runs, minus the API server.
 */

/** The suite's timing: short delayed retries, a webhook schedule of one attempt, batches of five. */
export const RUNNER_ENV = {
  CTP_MODE: 'local',
  CTP_JUDGE: 'offline',
  CTP_NETWORK_PROVIDER: 'embedded',
  CTP_EMAIL_VERIFIER: 'embedded',
  CTP_RETRY_BASE_MS: '40',
  CTP_RETRY_MAX_MS: '120',
  CTP_RETRY_MAX_ATTEMPTS: '4',
  CTP_WEBHOOK_SCHEDULE_SECONDS: '0',
  CTP_BATCH_SIZE: '5',
  // Every job runs its whole pipeline, even for a company an earlier test already searched.
  CTP_REPLAY_WINDOW_HOURS: '0',
  // A batch claimed by a handler a test abandoned (a timeout) is free again after 2 s.
  CTP_BATCH_CLAIM_SECONDS: '2',
} as const;

/** What one task invocation meets before its handler runs. */
export type Fault =
  /** The invocation fails with this error name, as the platform (or a dependency) would report it. */
  | { throw: string; message?: string }
  /** The invocation never answers: the task's TimeoutSeconds decides. */
  | { hang: true };

export interface Invocation {
  state: string;
  input: any;
  output: any;
  /** The job as stored right after the task returned (delay tasks: what a poll would see then). */
  job: Job | null;
}

export interface Run {
  jobId: string;
  invocations: Invocation[];
  events: LocalEvent[];
  /** The AWS history events the run stands for (functions/adapters/sfn/history-events.ts). */
  awsEvents: number;
  job: Job;
}

interface Plan {
  faults: Map<string, Fault[]>;
  timeouts: Record<string, number>;
}

let nextPlan: Plan = { faults: new Map(), timeouts: {} };
const running = new Map<string, Promise<Run>>();

const jobIdOf = (input: any): string | undefined => input?.job_id ?? input?.state?.job_id;

function withTimeouts(definition: any, timeouts: Record<string, number>) {
  const visit = (states: Record<string, any>) => {
    for (const [name, state] of Object.entries(states)) {
      if (timeouts[name] !== undefined) state.TimeoutSeconds = timeouts[name];
      if (state.ItemProcessor) visit(state.ItemProcessor.States);
    }
  };
  visit(definition.States);
  return definition;
}

/** Every Task and Map state by name, with the placeholder of the function it runs. */
function taskStates(definition: any): [string, StagePlaceholder | null][] {
  const found: [string, StagePlaceholder | null][] = [];
  const visit = (states: Record<string, any>) => {
    for (const [name, state] of Object.entries(states)) {
      if (state.Type === 'Task') {
        const placeholder = Object.keys(STAGE_FUNCTIONS).find((p) =>
          String(state.Resource).endsWith(`:${p}`),
        );
        found.push([name, (placeholder as StagePlaceholder | undefined) ?? null]);
      }
      if (state.Type === 'Map') found.push([name, null]);
      if (state.ItemProcessor) visit(state.ItemProcessor.States);
    }
  };
  visit(definition.States);
  return found;
}

async function execute(jobId: string, plan: Plan): Promise<Run> {
  const definition = withTimeouts(loadLocalDefinition(), plan.timeouts);
  const invocations: Invocation[] = [];
  const handlers: Record<string, (input: unknown) => Promise<unknown>> = {};
  const retryIntervalOverrides: Record<string, number> = {};
  const { jobs } = await services();
  for (const [name, placeholder] of taskStates(definition)) {
    // Retries on the spot are real, their waits are not: the test has no time for Lambda's backoff.
    retryIntervalOverrides[name] = 5;
    if (!placeholder) continue;
    let handler: StageHandler | undefined;
    handlers[name] = async (input) => {
      const fault = jobIdOf(input) === jobId ? plan.faults.get(name)?.shift() : undefined;
      if (fault && 'hang' in fault) return new Promise(() => {});
      if (fault)
        throw Object.assign(new Error(fault.message ?? `${fault.throw} (injected)`), { name: fault.throw });
      handler ??= (await STAGE_FUNCTIONS[placeholder].load()).handler;
      const output = await handler.step(await pipelineServices(), input);
      invocations.push({ state: name, input, output, job: await jobs.get(jobId) });
      return output;
    };
  }
  const machine = new StateMachine(definition, { validationOptions: { checkPaths: true, checkArn: true } });
  const execution = machine.run(initialState(jobId) as never, {
    overrides: { taskResourceLocalHandlers: handlers as never, retryIntervalOverrides },
    context: { Execution: { Id: jobId, Name: jobId } } as never,
  });
  const events: LocalEvent[] = [];
  const logging = (async () => {
    for await (const event of execution.eventLogs) events.push(event as LocalEvent);
  })();
  await execution.result;
  await logging;
  const job = await jobs.get(jobId);
  if (!job) throw new Error(`Job ${jobId} vanished`);
  return {
    jobId,
    invocations,
    events,
    awsEvents: events.reduce((sum, event) => sum + awsHistoryEvents(event), 0),
    job,
  };
}

const starter: PipelineStarter = {
  async start(jobId) {
    const plan = nextPlan;
    nextPlan = { faults: new Map(), timeouts: {} };
    running.set(jobId, execute(jobId, plan));
  },
  async stop() {},
};

/** The runner's services: built by useRunner from its config, the runner's starter and the fault wrapper. */
let current: { api: ApiServices; pipeline: () => Promise<PipelineDeps> } | undefined;

async function services(): Promise<ApiServices> {
  if (!current) throw new Error('Call useRunner() first');
  return current.api;
}

function pipelineServices(): Promise<PipelineDeps> {
  if (!current) throw new Error('Call useRunner() first');
  return current.pipeline();
}

/** The test file's stores: one set of twins, kept across its useRunner calls (its accounts live on). */
let twins: ReturnType<typeof createMemoryStores> | undefined;

/**
 * Builds the runner's services, with `env` over the runner's settings: on the in-memory twins of the
 * stores and the bucket, or on the suite's emulators when `faults.clients` hands
 * in an SDK client (a test that makes DynamoDB itself fail).
 */
export function useRunner(
  env: Record<string, string> = {},
  faults: Pick<PipelineOverrides, 'wrapStore' | 'wrapJobs' | 'clients'> = {},
) {
  const onEmulators = faults.clients !== undefined;
  const config = loadConfig({
    ...RUNNER_ENV,
    ...(onEmulators
      ? { CTP_DYNAMODB_ENDPOINT: inject('dynamoEndpoint'), CTP_S3_ENDPOINT: inject('s3Endpoint') }
      : {}),
    ...env,
  });
  twins ??= createMemoryStores();
  const storage = onEmulators ? {} : { stores: twins, objects: twins.results };
  current = {
    api: buildApiServices(config, { ...storage, pipeline: starter }),
    pipeline: once(() => buildPipelineServices(config, ALL_PIPELINE_PORTS, { ...storage, ...faults })),
  };
}

/** A premium account with credits, for jobs of any size. */
export async function runnerAccount(credits = 20): Promise<string> {
  const deps = await services();
  const { account } = await createAccount(
    { accounts: deps.accounts, apiKeys: deps.apiKeys, clock: systemClock, ids: cryptoIds },
    { tier: 'premium', credits },
  );
  return account.account_id;
}

/** Submits a job for `input` (faults and timeouts apply to it) and runs its execution to the end. */
export async function runJob(
  accountId: string,
  input: string,
  plan: { faults?: Record<string, Fault[]>; timeouts?: Record<string, number> } = {},
): Promise<Run> {
  const deps = await services();
  nextPlan = { faults: new Map(Object.entries(plan.faults ?? {})), timeouts: plan.timeouts ?? {} };
  const { job_id } = await submitJob(
    {
      ...deps,
      networkHost: deps.config.CTP_NETWORK_HOST,
      allowLoopbackCallbacks: true,
      idempotencyTtlHours: 24,
    },
    { account_id: accountId, key_id: `key_${accountId}` },
    { input, operation: 'target_people', persona: 'owners-founders' },
    undefined,
  );
  const run = running.get(job_id);
  if (!run) throw new Error(`No execution started for ${job_id}`);
  running.delete(job_id);
  return run;
}

/** The account's books: what must hold after any job ended (no hold, no slot, one charge per done job). */
export async function books(accountId: string) {
  const deps = await services();
  const account = await deps.accounts.get(accountId);
  const ledger = await deps.accounts.recentLedger(accountId, 1000);
  return {
    held: account?.held,
    in_flight: account?.in_flight,
    charges: ledger.filter((entry) => entry.type === 'charge').map((entry) => entry.job_id),
  };
}
