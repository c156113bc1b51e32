import { ExecutionError, StateMachine } from 'aws-local-stepfunctions';
import type { Clock } from '../../core/ports.js';

/**
 * Where aws-local-stepfunctions 3.0 departs from Step Functions, and the local runner brings it back.
 *
 * Map: in AWS, an inline Map state fails when one of its iterations fails, and its iterations are
 * then stopped (Step Functions Developer Guide, "Using Map state in Inline mode",
 * https://docs.aws.amazon.com/step-functions/latest/dg/state-map-inline.html; docs/pipeline.md, "Local
 * runner fidelity"): no queued iteration starts afterwards. The library's Map hands its items to
 * p-limit and, once an iteration has failed, still lets the queued ones start: a 10-item Map with
 * MaxConcurrency 2 whose item 1 failed started items 2–9 after its Catch had run, each doing real
 * stage work. The library builds a fresh
 * StateMachine for the iterations of each run of a Map state and calls its `run` once per item, so a
 * run that comes to an iteration machine after one of its iterations failed is answered with a failure
 * at once, and no state of it runs.
 */

type RunOptions = NonNullable<Parameters<StateMachine['run']>[1]>;
type Execution = ReturnType<StateMachine['run']>;

/** Set on the run options of the executions the local runner starts (nested runs inherit it). */
const FAITHFUL = Symbol.for('ctp.local-runner.faithful-map');
/** Where an execution (and its Map iterations) reports each state it enters, with the state's input. */
const ON_STATE_ENTERED = Symbol.for('ctp.local-runner.on-state-entered');

/** Told synchronously, before the state runs, of every state an execution enters and its input. */
export type StateEnteredHook = (name: string, type: string, input: unknown) => void;

interface RunInternals {
  runOptions?: { [ON_STATE_ENTERED]?: StateEnteredHook };
  eventLogger?: { dispatchStateEnteredEvent(name: string, type: string, input: unknown): void };
}

/** Iteration machines (one per run of a Map state) one of whose iterations failed. */
const failedIterations = new WeakSet<StateMachine>();

let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const original = StateMachine.prototype.run;
  // The library's loop announces each state on its event logger just before running it: the one
  // moment a state's input is known, synchronously, to anyone outside.
  const prototype = StateMachine.prototype as unknown as {
    execute(input: unknown, options: RunInternals, cleanup: () => void): Promise<unknown>;
  };
  const originalExecute = prototype.execute;
  prototype.execute = function execute(this: unknown, input, options, cleanup) {
    const hook = options?.runOptions?.[ON_STATE_ENTERED];
    const logger = options?.eventLogger;
    if (hook && logger) {
      const dispatch = logger.dispatchStateEnteredEvent.bind(logger);
      logger.dispatchStateEnteredEvent = (name, type, stateInput) => {
        hook(name, type, stateInput);
        dispatch(name, type, stateInput);
      };
    }
    return originalExecute.call(this, input, options, cleanup);
  };
  StateMachine.prototype.run = function run(this: StateMachine, input, options): Execution {
    const marked = options as
      | (RunOptions & { [FAITHFUL]?: true; _rootAbortSignal?: AbortSignal })
      | undefined;
    // A root execution is started without the library's `_rootAbortSignal`; nested ones carry it.
    if (!marked?.[FAITHFUL] || !marked._rootAbortSignal) return original.call(this, input, options);
    if (failedIterations.has(this)) {
      const refused = Object.assign(new Error('An earlier iteration failed the Map state'), {
        name: 'States.MapFailed',
      });
      return {
        abort: () => {},
        eventLogs: (async function* () {})(),
        result: Promise.reject(new ExecutionError(refused as never)),
      };
    }
    const execution = original.call(this, input, options);
    // Registered before the Map's own reaction to this result, so the flag is up before p-limit can
    // start the next queued item. An aborted iteration settles with null (noThrowOnAbort): not a failure.
    execution.result.then(undefined, () => failedIterations.add(this));
    return execution;
  };
}

/**
 * Runs `machine` as Step Functions would: a Map state whose iteration failed starts no queued
 * iteration afterwards. Every execution of the local runner starts through here. `onStateEntered`
 * hears of each state the execution enters (its Map iterations' too) before it runs.
 */
export function runFaithfully(
  machine: StateMachine,
  input: unknown,
  options: RunOptions,
  onStateEntered?: StateEnteredHook,
): Execution {
  install();
  return machine.run(
    input as never,
    {
      ...options,
      [FAITHFUL]: true,
      ...(onStateEntered ? { [ON_STATE_ENTERED]: onStateEntered } : {}),
    } as RunOptions,
  );
}

/**
 * One clock for a compressed simulation: simulated time runs `factor` times faster than the wall clock
 * (functions/sandbox/clock.ts), so the state machine's own durations must pass that much faster too.
 */
export interface LocalTime {
  factor: number;
  clock: Clock;
}

/**
 * Task timeouts are divided like every other duration, but never below this much wall-clock time: the
 * stages run in this process and their CPU time is not compressed, and a timeout that fired only
 * because the machine is slower than the simulated clock would change the path a run takes.
 */
export const MIN_REAL_TIMEOUT_SECONDS = 10;

type StateDefinition = Record<string, unknown>;
type States = Record<string, StateDefinition>;

/**
 * A wall-clock millisecond added to every compressed wait and retry interval. The simulation's clock is
 * read from Date.now(), while Node's timers run on a monotonic clock rounded to whole milliseconds, so a
 * 100 ms timer can read as 99 ms on Date.now(): at ×600 that is a retry 600 ms early on the simulated
 * clock, which Step Functions never does (a clean-clone CI run saw 59,400 ms for a 60 s backoff).
 */
const TIMER_SLACK_MS = 1;

/**
 * The definition with every duration it writes divided by `factor`: each Retry's IntervalSeconds and
 * MaxDelaySeconds (so BackoffRate and jitter still apply, which the library's retry-interval override,
 * one fixed interval per retrier, would drop), each Task's TimeoutSeconds and HeartbeatSeconds, each
 * Wait's Seconds, and the execution's TimeoutSeconds. Its states and transitions are unchanged.
 */
export function compressedDefinition(
  definition: Record<string, unknown>,
  factor: number,
): Record<string, unknown> {
  const timeout = (seconds: unknown) =>
    typeof seconds === 'number'
      ? Math.max(seconds / factor, Math.min(seconds, MIN_REAL_TIMEOUT_SECONDS))
      : seconds;
  const scaleStates = (states: States): States =>
    Object.fromEntries(
      Object.entries(states).map(([name, state]) => {
        const copy: StateDefinition = { ...state };
        if ('TimeoutSeconds' in copy) copy.TimeoutSeconds = timeout(copy.TimeoutSeconds);
        if ('HeartbeatSeconds' in copy) copy.HeartbeatSeconds = timeout(copy.HeartbeatSeconds);
        if (copy.Type === 'Wait' && typeof copy.Seconds === 'number')
          copy.Seconds = copy.Seconds / factor + TIMER_SLACK_MS / 1000;
        if (Array.isArray(copy.Retry)) {
          copy.Retry = (copy.Retry as StateDefinition[]).map((retrier) => ({
            ...retrier,
            // Step Functions' default interval is 1 s.
            IntervalSeconds:
              (typeof retrier.IntervalSeconds === 'number' ? retrier.IntervalSeconds : 1) / factor +
              TIMER_SLACK_MS / 1000,
            ...(typeof retrier.MaxDelaySeconds === 'number'
              ? { MaxDelaySeconds: retrier.MaxDelaySeconds / factor + TIMER_SLACK_MS / 1000 }
              : {}),
          }));
        }
        for (const key of ['ItemProcessor', 'Iterator'] as const) {
          const nested = copy[key] as { States?: States } | undefined;
          if (nested?.States) copy[key] = { ...nested, States: scaleStates(nested.States) };
        }
        if (Array.isArray(copy.Branches)) {
          copy.Branches = (copy.Branches as { States: States }[]).map((branch) => ({
            ...branch,
            States: scaleStates(branch.States),
          }));
        }
        return [name, copy];
      }),
    );
  return {
    ...definition,
    ...(typeof definition.TimeoutSeconds === 'number'
      ? { TimeoutSeconds: timeout(definition.TimeoutSeconds) }
      : {}),
    States: scaleStates(definition.States as States),
  };
}

/** Reads a plain `$.a.b` path; anything else is not something the pipeline's Wait states use. */
function readPath(value: unknown, path: string): unknown {
  if (!/^\$(\.[A-Za-z0-9_]+)+$/.test(path)) return undefined;
  let current = value;
  for (const key of path.slice(2).split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * The library's wait-time override (wall-clock milliseconds by Wait state name), computed when each
 * Wait starts: a Timestamp or TimestampPath is a time on the simulation's clock, so the wall clock waits
 * until that clock reaches it; a Seconds or SecondsPath wait passes `factor` times faster; each waits
 * TIMER_SLACK_MS more, so the stage after the Wait never starts before the simulated clock says. A path is read on the Wait's own input,
 * which `inputOf` gives (runFaithfully's `onStateEntered` records it); where it is not found, the
 * library waits as the definition says.
 */
export function compressedWaits(
  definition: Record<string, unknown>,
  time: LocalTime,
  inputOf: (waitState: string) => unknown,
): Record<string, number> {
  const waits = new Map<string, StateDefinition>();
  const collect = (states: States) => {
    for (const [name, state] of Object.entries(states)) {
      if (state.Type === 'Wait') waits.set(name, state);
      for (const key of ['ItemProcessor', 'Iterator'] as const) {
        const nested = state[key] as { States?: States } | undefined;
        if (nested?.States) collect(nested.States);
      }
      for (const branch of (state.Branches as { States: States }[] | undefined) ?? []) collect(branch.States);
    }
  };
  collect(definition.States as States);
  const untilSimulated = (timestamp: unknown): number | undefined => {
    const at = typeof timestamp === 'string' ? Date.parse(timestamp) : Number.NaN;
    if (Number.isNaN(at)) return undefined;
    return Math.max(0, Math.ceil((at - time.clock.now().getTime()) / time.factor)) + TIMER_SLACK_MS;
  };
  return new Proxy({} as Record<string, number>, {
    get(_target, name) {
      const state = typeof name === 'string' ? waits.get(name) : undefined;
      if (!state) return undefined;
      if (typeof state.Seconds === 'number') return (state.Seconds * 1000) / time.factor + TIMER_SLACK_MS;
      if (typeof state.SecondsPath === 'string') {
        const seconds = readPath(inputOf(name as string), state.SecondsPath);
        return typeof seconds === 'number' ? (seconds * 1000) / time.factor + TIMER_SLACK_MS : undefined;
      }
      if (typeof state.Timestamp === 'string') return untilSimulated(state.Timestamp);
      if (typeof state.TimestampPath === 'string')
        return untilSimulated(readPath(inputOf(name as string), state.TimestampPath));
      return undefined;
    },
  });
}
