import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { StateMachine } from 'aws-local-stepfunctions';
import {
  HISTORY_EVENT_LIMIT,
  HistoryCounter,
  isExecutionEnd,
  type LocalEvent,
} from '../functions/adapters/sfn/history.js';
import {
  compressedDefinition,
  compressedWaits,
  type LocalTime,
  runFaithfully,
} from '../functions/adapters/sfn/local-fidelity.js';
import { InvariantError } from '../functions/core/errors.js';
import { initialState, type PipelineDeps } from '../functions/core/pipeline/index.js';
import { ExecutionStatus, type PipelineExecutions, type PipelineStarter } from '../functions/core/ports.js';
import type { ExecutionEnd } from '../functions/core/reconcile.js';
import { STAGE_FUNCTIONS, type StageHandler, type StagePlaceholder } from '../functions/stages/registry.js';
import { LocalStackStoppingError } from './errors.js';

/**
 * The local runner: the real state machine (statemachine/pipeline.asl.json) run in-process with
 * aws-local-stepfunctions, its tasks calling the stage handlers. Local mode's, so it lives in local/
 * beside the stack that builds it, not among the production adapters. Every runner keeps its own
 * executions and its own shutdown signal: stopping one local stack leaves another's executions alone.
 */

const ASL_URL = new URL('../statemachine/pipeline.asl.json', import.meta.url);

const localArn = (placeholder: string) => `arn:aws:lambda:us-east-1:000000000000:function:${placeholder}`;

const VALIDATION = { checkPaths: true, checkArn: true } as const;
/** Definitions aws-local-stepfunctions has validated, one empty file per definition, inside the project. */
const VALIDATED_CACHE = new URL('../node_modules/.cache/ctp-asl-validated/', import.meta.url);
const validatedHere = new Set<string>();

/** What a validation's answer depends on: the definition, the options and the validator's releases. */
function validationKey(definition: Record<string, unknown>): string {
  const hash = createHash('sha256').update(JSON.stringify({ definition, VALIDATION }));
  for (const pkg of ['aws-local-stepfunctions', 'asl-validator']) {
    try {
      hash.update(readFileSync(new URL(`../node_modules/${pkg}/package.json`, import.meta.url)));
    } catch {
      hash.update(`${pkg}: not found`); // then every start validates (the file below is never found)
    }
  }
  return hash.digest('hex');
}

/**
 * A state machine over `definition`, validated as AWS would (asl-validator, with paths and ARNs):
 * an invalid definition throws here. The validator compiles its JSON schemas afresh for every
 * definition (about 0.35 CPU-s), so a definition found valid is remembered by its content, in this
 * process and in node_modules/.cache/ctp-asl-validated/: the next `npm start` of an unchanged
 * definition, with the same validator, does not validate it again (docs/testing.md, "What made it
 * faster").
 */
export function validatedMachine(definition: Record<string, unknown>): StateMachine {
  const key = validationKey(definition);
  const marker = fileURLToPath(new URL(key, VALIDATED_CACHE));
  if (!validatedHere.has(key) && !existsSync(marker)) {
    new StateMachine(definition as never, { validationOptions: VALIDATION });
    try {
      mkdirSync(fileURLToPath(VALIDATED_CACHE), { recursive: true });
      writeFileSync(marker, '');
    } catch {
      // A read-only checkout validates at every start, as before.
    }
  }
  validatedHere.add(key);
  return new StateMachine(definition as never, { validationOptions: { noValidate: true } });
}

/** The definition as the CDK stack deploys it: every `${Placeholder}` replaced by a function ARN. */
export function loadLocalDefinition(): Record<string, unknown> {
  let text = readFileSync(ASL_URL, 'utf8');
  for (const placeholder of Object.keys(STAGE_FUNCTIONS)) {
    text = text.replaceAll(`\${${placeholder}}`, localArn(placeholder));
  }
  const leftover = /\$\{([A-Za-z0-9]+)\}/.exec(text);
  if (leftover)
    throw new InvariantError(
      `statemachine/pipeline.asl.json uses \${${leftover[1]}}, which no stage handler provides`,
    );
  return JSON.parse(text) as Record<string, unknown>;
}

/** Step Functions refuses state payloads above 256 KB; enforcing it here makes a local run fail as AWS would. */
export const STATE_PAYLOAD_LIMIT_BYTES = 256 * 1024;

function withinPayloadLimit<T>(state: string, payload: T): T {
  const size = Buffer.byteLength(JSON.stringify(payload) ?? '', 'utf8');
  if (size > STATE_PAYLOAD_LIMIT_BYTES) {
    const error = new Error(
      `State ${state} carried ${size} bytes, above the ${STATE_PAYLOAD_LIMIT_BYTES}-byte limit`,
    );
    error.name = 'States.DataLimitExceeded';
    throw error;
  }
  return payload;
}

/** Calls the stage behind a placeholder with a task's input; resolves with what the function answered. */
export type StageInvoker = (placeholder: StagePlaceholder, input: unknown) => Promise<unknown>;

/** The pipeline's services, built by the caller (local/stack.ts) once and handed in. */
export type PipelineServicesSource = () => Promise<PipelineDeps>;

/** In-process, as `npm start` runs it: the stage module's step, loaded once, with the given services. */
export function inProcessInvoker(services: PipelineServicesSource): StageInvoker {
  const loaded = new Map<StagePlaceholder, Promise<StageHandler>>();
  return async (placeholder, input) => {
    let handler = loaded.get(placeholder);
    if (!handler) {
      handler = STAGE_FUNCTIONS[placeholder].load().then((module) => module.handler);
      loaded.set(placeholder, handler);
    }
    return (await handler).step(await services(), input);
  };
}

/**
 * Task states by name (Map iterations included), each calling the stage its Resource ARN stands for,
 * under AWS's rules: the 256 KB payload limit both ways, and an answer of nothing is Lambda's `null`
 * (the Node.js runtime answers null for a handler that settles with `undefined`), so the state after a
 * stage that answers nothing fails exactly as it would in AWS.
 */
function localHandlers(
  definition: Record<string, unknown>,
  invoke: StageInvoker,
  beforeTask: (jobId: string) => void,
  untilShutdown: <T>(work: Promise<T>) => Promise<T>,
): Record<string, (input: unknown) => Promise<unknown>> {
  const byArn = new Map<string, StagePlaceholder>(
    (Object.keys(STAGE_FUNCTIONS) as StagePlaceholder[]).map((p) => [localArn(p), p]),
  );
  const handlers: Record<string, (input: unknown) => Promise<unknown>> = {};
  const visit = (states: Record<string, Record<string, unknown>>) => {
    for (const [name, state] of Object.entries(states)) {
      const placeholder = typeof state.Resource === 'string' ? byArn.get(state.Resource) : undefined;
      if (placeholder) {
        handlers[name] = async (input) => {
          beforeTask(jobIdOf(input));
          const output = await untilShutdown(invoke(placeholder, withinPayloadLimit(name, input)));
          return withinPayloadLimit(name, output === undefined ? null : output);
        };
      }
      const nested = (state.ItemProcessor ?? state.Iterator) as
        | { States?: Record<string, Record<string, unknown>> }
        | undefined;
      if (nested?.States) visit(nested.States);
      for (const branch of (state.Branches as
        | { States: Record<string, Record<string, unknown>> }[]
        | undefined) ?? []) {
        visit(branch.States);
      }
    }
  };
  visit(definition.States as Record<string, Record<string, unknown>>);
  return handlers;
}

/** Every task's input carries the job id (the whole state, or a Map item, or `{ state, … }`). */
function jobIdOf(input: unknown): string {
  const value = input as { job_id?: unknown; state?: { job_id?: unknown } } | null;
  return String(value?.job_id ?? value?.state?.job_id ?? '');
}

/** Why an execution was aborted: by StopExecution (a cancel), by the stack stopping, or by AWS's rules. */
type AbortReason = 'stop' | 'shutdown' | 'history';

interface LocalExecution {
  status: ExecutionStatus;
  abort: () => void;
  abortReason: AbortReason | null;
  history: HistoryCounter;
}

/** How an execution ended, as the EventBridge "Execution Status Change" event would say it. */
export interface LocalExecutionEnd extends ExecutionEnd {
  /** Events its history would hold in AWS. */
  historyEvents: number;
}

export interface LocalPipelineOptions {
  /** Called when an execution ends (not when the stack stops): where local mode runs the reconciler. */
  onEnd?: (end: LocalExecutionEnd) => void;
  /** How a task reaches its stage; in-process with `services` by default. */
  invoke?: StageInvoker;
  /** The services the in-process stages run with (needed unless `invoke` is given). */
  services?: PipelineServicesSource;
  /** AWS's 25,000 events; lower (for one job, say) only to test what happens at the limit. */
  historyLimit?: number | ((jobId: string) => number | Promise<number>);
  /** Tests only: every event of every execution, as the runner reports it (what path a run took). */
  onEvent?: (jobId: string, event: LocalEvent & { Error?: string; Cause?: unknown }) => void;
  /** Milliseconds instead of a state's Retry intervals, by state name: tests of retries that would take minutes. */
  retryIntervalOverrides?: Record<string, number>;
  /**
   * The simulation's one clock (local/stack.ts builds it from the time factor): Retry intervals, task
   * timeouts and Wait states then pass `factor` times faster than written, and a Wait's timestamp is
   * read on `clock` (local-fidelity.ts, `compressedDefinition` and `compressedWaits`).
   */
  time?: LocalTime;
}

/** A local runner: a Step Functions stand-in of its own, with its own executions. */
export interface LocalRunner extends PipelineStarter, PipelineExecutions {
  /**
   * Local mode only. An in-process execution dies with the process, and with it a webhook still
   * waiting for its next attempt; in AWS the execution would carry it on. A restarted stack resumes
   * such a job at `deliver_webhook` of the same definition, from the attempt the job's stored count
   * says (the receiver deduplicates by `webhook-id`, which stays `msg_<job_id>`).
   */
  resumeWebhook(jobId: string, attempt?: number): void;
  /**
   * The stack is stopping: this runner's executions end now, their tasks give up at once (a task still
   * waiting would hold the runtime's task timer, and with it the process, for up to a minute), and no
   * end is reported. Another runner's executions go on.
   */
  shutdown(): void;
}

/**
 * Every execution one runner started, by job id, like named Step Functions executions: running ones,
 * and ended ones with their status, so that the reconciler's sweep can ask. The oldest ended ones are
 * forgotten beyond a bound (the sweep then sees "never started" for a job long ended, which it ignores).
 */
const ENDED_KEPT = 10_000;

class Executions {
  private readonly byName = new Map<string, LocalExecution>();
  private signal = new AbortController();

  get(name: string): LocalExecution | undefined {
    return this.byName.get(name);
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  add(name: string, execution: LocalExecution): void {
    this.byName.set(name, execution);
    if (this.byName.size <= ENDED_KEPT) return;
    for (const [key, kept] of this.byName) {
      if (this.byName.size <= ENDED_KEPT) return;
      if (kept.status !== ExecutionStatus.running) this.byName.delete(key);
    }
  }

  /** Settles with `work`, or rejects as soon as this runner shuts down. */
  untilShutdown = <T>(work: Promise<T>): Promise<T> => {
    const { signal } = this.signal;
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  };

  shutdown(): void {
    for (const execution of this.byName.values()) {
      if (execution.status !== ExecutionStatus.running) continue;
      execution.abortReason = 'shutdown';
      execution.abort();
    }
    this.byName.clear();
    this.signal.abort(new LocalStackStoppingError());
    this.signal = new AbortController();
  }
}

const HISTORY_LIMIT_CAUSE = (limit: number) =>
  `The execution reached the maximum number of history events (${limit}).`;

/**
 * Runs the real state machine definition in-process with aws-local-stepfunctions. Executions are keyed
 * by job id like named Step Functions executions, so a second start of the same job is a no-op.
 * AWS's rules are enforced here: the 256 KB payloads, a stage answering nothing, each task's
 * TimeoutSeconds (aws-local-stepfunctions itself: `States.Timeout`), and the history limit, counted
 * as AWS counts it (history.ts): at the limit the execution fails with `States.Runtime`.
 */
export function localPipelineStarter(
  options: LocalPipelineOptions & { onWebhookError?: (jobId: string, error: unknown) => void } = {},
): LocalRunner {
  const executions = new Executions();
  const definition = loadLocalDefinition();
  let machine = validatedMachine(definition);
  const { time } = options;
  if (time && time.factor !== 1) {
    // Validated above as written; run with every duration divided by the factor.
    machine = new StateMachine(compressedDefinition(definition, time.factor) as never, {
      validationOptions: { noValidate: true },
    });
  }
  const limitOf = async (jobId: string) =>
    typeof options.historyLimit === 'function'
      ? options.historyLimit(jobId)
      : (options.historyLimit ?? HISTORY_EVENT_LIMIT);
  const overLimit = (jobId: string) => {
    if (executions.get(jobId)?.abortReason === 'history') {
      // AWS schedules nothing more once the history is full.
      throw Object.assign(new Error('The execution reached the history limit'), { name: 'States.Runtime' });
    }
  };
  const invoke = options.invoke ?? inProcessInvoker(servicesOf(options));
  const handlers = localHandlers(definition, invoke, overLimit, executions.untilShutdown);
  const resumeWebhook = webhookResumer(executions, invoke, options.onWebhookError ?? (() => {}));

  return {
    async start(jobId) {
      if (executions.has(jobId)) return;
      // The input each Wait state of this execution last entered with: where its TimestampPath is read.
      const inputs = new Map<string, unknown>();
      const run = runFaithfully(
        machine,
        initialState(jobId),
        {
          overrides: {
            taskResourceLocalHandlers: handlers as never,
            ...(options.retryIntervalOverrides
              ? { retryIntervalOverrides: options.retryIntervalOverrides }
              : {}),
            ...(time
              ? { waitTimeOverrides: compressedWaits(definition, time, (wait) => inputs.get(wait)) }
              : {}),
          },
          noThrowOnAbort: true,
          context: { Execution: { Id: jobId, Name: jobId } } as never,
        },
        time
          ? (name, type, input) => {
              if (type === 'Wait') inputs.set(name, input);
            }
          : undefined,
      );
      const execution: LocalExecution = {
        status: ExecutionStatus.running,
        abort: run.abort,
        abortReason: null,
        history: new HistoryCounter(),
      };
      executions.add(jobId, execution);
      // Counted as the runner reports them; at the limit the execution stops like AWS stops it.
      let historyLimit = HISTORY_EVENT_LIMIT;
      const counting = (async () => {
        historyLimit = await limitOf(jobId);
        for await (const event of run.eventLogs) {
          options.onEvent?.(jobId, event as LocalEvent);
          const total = execution.history.add(event as LocalEvent);
          if (total >= historyLimit && !isExecutionEnd(event as LocalEvent) && !execution.abortReason) {
            execution.abortReason = 'history';
            run.abort();
          }
        }
      })();
      const finish = (status: ExecutionStatus, error: string | null, cause: string | null) => {
        if (execution.abortReason === 'shutdown') return;
        execution.status = status;
        void counting.then(() =>
          options.onEnd?.({ jobId, status, error, cause, historyEvents: execution.history.events }),
        );
      };
      run.result.then(
        () => {
          if (execution.abortReason === 'history') {
            finish(ExecutionStatus.failed, 'States.Runtime', HISTORY_LIMIT_CAUSE(historyLimit));
          } else if (execution.abortReason === 'stop') {
            finish(ExecutionStatus.aborted, null, null);
          } else {
            finish(ExecutionStatus.succeeded, null, null);
          }
        },
        (error: unknown) => {
          const { name, cause, message } = describeFailure(error);
          finish(
            name === 'ExecutionTimeoutError' ? ExecutionStatus.timedOut : ExecutionStatus.failed,
            cause ?? name,
            message,
          );
        },
      );
    },
    async stop(jobId) {
      const execution = executions.get(jobId);
      if (execution?.status !== ExecutionStatus.running || execution.abortReason) return;
      execution.abortReason = 'stop';
      execution.abort();
    },
    async status(jobId) {
      return executions.get(jobId)?.status ?? null;
    },
    resumeWebhook,
    shutdown: () => executions.shutdown(),
  };
}

function servicesOf(options: { services?: PipelineServicesSource }): PipelineServicesSource {
  const { services } = options;
  if (!services)
    throw new InvariantError('The local pipeline runs its stages in-process: give it their services');
  return services;
}

/** aws-local-stepfunctions wraps a failure in ExecutionError, with the state's error as its `cause`. */
function describeFailure(error: unknown): { name: string; cause: string | null; message: string } {
  const failure = error as { name?: string; message?: string; cause?: { name?: string } } | null;
  return {
    name: failure?.name ?? 'Error',
    cause: failure?.cause?.name ?? null,
    message: failure?.message ?? String(error),
  };
}

/** Starts a job's webhook delivery at `deliver_webhook`, named apart from the job's own execution. */
function webhookResumer(
  executions: Executions,
  invoke: StageInvoker,
  onError: (jobId: string, error: unknown) => void,
): (jobId: string, attempt?: number) => void {
  const definition = { ...loadLocalDefinition(), StartAt: 'deliver_webhook' };
  const machine = validatedMachine(definition);
  const handlers = localHandlers(definition, invoke, () => {}, executions.untilShutdown);
  return (jobId, attempt = 0) => {
    // Named apart from the job's own execution, which the reconciler's sweep asks about by job id.
    const name = `${jobId}#webhook`;
    if (executions.get(name)?.status === ExecutionStatus.running) return;
    // Attempts are claimed against the job's stored count: the resumed schedule goes on from there.
    const input = { ...initialState(jobId), webhook: { attempt, next_attempt_at: null } };
    const run = runFaithfully(machine, input as never, {
      overrides: { taskResourceLocalHandlers: handlers as never },
      noThrowOnAbort: true,
      context: { Execution: { Id: name, Name: name } } as never,
    });
    const execution: LocalExecution = {
      status: ExecutionStatus.running,
      abort: run.abort,
      abortReason: null,
      history: new HistoryCounter(),
    };
    executions.add(name, execution);
    run.result.then(
      () => {
        execution.status = ExecutionStatus.succeeded;
      },
      (error: unknown) => {
        if (execution.abortReason === 'shutdown') return;
        execution.status = ExecutionStatus.failed;
        onError(jobId, error);
      },
    );
  };
}
