import { readFileSync } from 'node:fs';
import { StateMachine } from 'aws-local-stepfunctions';
import { initialState } from '../../core/pipeline.js';
import type { PipelineStarter } from '../../core/ports.js';
import { STAGE_FUNCTIONS, type StageHandler, type StagePlaceholder } from '../../stages/registry.js';

const ASL_URL = new URL('../../../statemachine/pipeline.asl.json', import.meta.url);

const localArn = (placeholder: string) => `arn:aws:lambda:us-east-1:000000000000:function:${placeholder}`;

/** The definition as the CDK stack deploys it: every `${Placeholder}` replaced by a function ARN. */
export function loadLocalDefinition(): Record<string, unknown> {
  let text = readFileSync(ASL_URL, 'utf8');
  for (const placeholder of Object.keys(STAGE_FUNCTIONS)) {
    text = text.replaceAll(`\${${placeholder}}`, localArn(placeholder));
  }
  const leftover = /\$\{([A-Za-z0-9]+)\}/.exec(text);
  if (leftover)
    throw new Error(
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

/** Task states by name (Map iterations included), with the handler their Resource ARN stands for. */
function localHandlers(
  definition: Record<string, unknown>,
): Record<string, (input: unknown) => Promise<unknown>> {
  const byArn = new Map<string, StagePlaceholder>(
    (Object.keys(STAGE_FUNCTIONS) as StagePlaceholder[]).map((p) => [localArn(p), p]),
  );
  const handlers: Record<string, (input: unknown) => Promise<unknown>> = {};
  const visit = (states: Record<string, Record<string, unknown>>) => {
    for (const [name, state] of Object.entries(states)) {
      const placeholder = typeof state.Resource === 'string' ? byArn.get(state.Resource) : undefined;
      if (placeholder) {
        let handler: StageHandler | undefined;
        handlers[name] = async (input) => {
          handler ??= (await STAGE_FUNCTIONS[placeholder].load()).handler;
          const output = await untilShutdown(handler(withinPayloadLimit(name, input)));
          return withinPayloadLimit(name, output);
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

/** Every execution running in this process, so that stopping the local stack can end them all. */
const running = new Map<string, { abort: () => void }>();

let shutdown = new AbortController();

/**
 * A task still waiting (on simulated latency, say) when the stack stops would hold the runtime's task
 * timer, and with it the process, for up to a minute: on shutdown every pending task gives up at once.
 */
function untilShutdown<T>(work: Promise<T>): Promise<T> {
  const { signal } = shutdown;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function abortAllLocalExecutions(): void {
  for (const execution of running.values()) execution.abort();
  running.clear();
  shutdown.abort(new Error('The local stack is stopping'));
  shutdown = new AbortController();
}

/**
 * Runs the real state machine definition in-process with aws-local-stepfunctions. Executions are keyed
 * by job id like named Step Functions executions, so a second start of the same job is a no-op.
 */
export function localPipelineStarter(
  onError: (jobId: string, error: unknown) => void = () => {},
): PipelineStarter {
  const definition = loadLocalDefinition();
  const machine = new StateMachine(definition as never, {
    validationOptions: { checkPaths: true, checkArn: true },
  });
  const handlers = localHandlers(definition);
  const started = new Set<string>();

  return {
    async start(jobId) {
      if (started.has(jobId)) return;
      started.add(jobId);
      const execution = machine.run(initialState(jobId) as never, {
        overrides: { taskResourceLocalHandlers: handlers as never },
        noThrowOnAbort: true,
        context: { Execution: { Id: jobId, Name: jobId } } as never,
      });
      running.set(jobId, execution);
      execution.result.catch((error: unknown) => onError(jobId, error)).finally(() => running.delete(jobId));
    },
    async stop(jobId) {
      running.get(jobId)?.abort();
    },
  };
}

/**
 * Local mode only. An in-process execution dies with the process, and with it a webhook still waiting
 * for its next attempt; in AWS the execution would carry it on. A restarted stack resumes such a job at
 * `deliver_webhook` of the same definition, with a fresh schedule (the receiver deduplicates by
 * `webhook-id`, which stays `msg_<job_id>`).
 */
export function localWebhookResumer(
  onError: (jobId: string, error: unknown) => void = () => {},
): (jobId: string) => void {
  const definition = { ...loadLocalDefinition(), StartAt: 'deliver_webhook' };
  const machine = new StateMachine(definition as never, {
    validationOptions: { checkPaths: true, checkArn: true },
  });
  const handlers = localHandlers(definition);
  return (jobId) => {
    const name = `${jobId}#webhook`;
    if (running.has(name)) return;
    const execution = machine.run(initialState(jobId) as never, {
      overrides: { taskResourceLocalHandlers: handlers as never },
      noThrowOnAbort: true,
      context: { Execution: { Id: name, Name: name } } as never,
    });
    running.set(name, execution);
    execution.result.catch((error: unknown) => onError(jobId, error)).finally(() => running.delete(name));
  };
}
