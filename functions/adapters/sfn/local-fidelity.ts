import { ExecutionError, StateMachine } from 'aws-local-stepfunctions';

/**
 * Where aws-local-stepfunctions 3.0 departs from Step Functions, and the local runner brings it back.
 *
 * Map: when one iteration fails, AWS fails the Map state and starts no further iteration ("If any
 * iteration fails, the entire Map state fails and all its iterations are stopped": docs/pipeline.md,
 * "Local runner fidelity"). The library's Map hands its items to p-limit and, once an iteration has
 * failed, still lets the queued ones start: a 10-item Map with MaxConcurrency 2 whose item 1 failed
 * started items 2–9 after its Catch had run, each doing real stage work. The library builds a fresh
 * StateMachine for the iterations of each run of a Map state and calls its `run` once per item, so a
 * run that comes to an iteration machine after one of its iterations failed is answered with a failure
 * at once, and no state of it runs.
 */

type RunOptions = NonNullable<Parameters<StateMachine['run']>[1]>;
type Execution = ReturnType<StateMachine['run']>;

/** Set on the run options of the executions the local runner starts (nested runs inherit it). */
const FAITHFUL = Symbol.for('ctp.local-runner.faithful-map');

/** Iteration machines (one per run of a Map state) one of whose iterations failed. */
const failedIterations = new WeakSet<StateMachine>();

let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const original = StateMachine.prototype.run;
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
 * iteration afterwards. Every execution of the local runner starts through here.
 */
export function runFaithfully(machine: StateMachine, input: unknown, options: RunOptions): Execution {
  install();
  return machine.run(input as never, { ...options, [FAITHFUL]: true } as RunOptions);
}
