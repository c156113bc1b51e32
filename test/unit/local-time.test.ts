import { StateMachine } from 'aws-local-stepfunctions';
import { describe, expect, it } from 'vitest';
import {
  compressedDefinition,
  compressedWaits,
  MIN_REAL_TIMEOUT_SECONDS,
  runFaithfully,
} from '../../functions/adapters/sfn/local-fidelity.js';
import { simulationTime } from '../../functions/sandbox/clock.js';

const FACTOR = 600;
const arn = (name: string) => `arn:aws:lambda:us-east-1:000000000000:function:${name}`;

/**
 * Runs `definition` on the local runner on `time`, the simulation's clock `FACTOR` times faster. The
 * handlers read the same `time`: the runner calls the first one before `run` returns, and two clocks
 * started δ apart read the same instant (FACTOR − 1) × δ apart (a first attempt timed on the test's own
 * clock, created 4 ms before this one on a busy machine, once made a 30 s backoff read 28.2 s).
 */
function runCompressed(
  definition: Record<string, unknown>,
  handlers: Record<string, (input: unknown) => Promise<unknown>>,
  input: unknown,
  time: ReturnType<typeof simulationTime>,
) {
  new StateMachine(definition as never, { validationOptions: { checkPaths: true, checkArn: true } });
  const machine = new StateMachine(compressedDefinition(definition, FACTOR) as never, {
    validationOptions: { noValidate: true },
  });
  const inputs = new Map<string, unknown>();
  const execution = runFaithfully(
    machine,
    input,
    {
      overrides: {
        taskResourceLocalHandlers: handlers as never,
        waitTimeOverrides: compressedWaits(definition, time, (wait) => inputs.get(wait)),
      },
    } as never,
    (name, type, stateInput) => {
      if (type === 'Wait') inputs.set(name, stateInput);
    },
  );
  return { execution };
}

describe('the local runner on a compressed clock', () => {
  it("ends a Wait when the simulation's clock reaches its timestamp, not the wall clock", async () => {
    // Prepare: a task sets a retry time 10 simulated minutes ahead (a day at real time would be the
    // same); the next task records the simulated time it starts at.
    const time = simulationTime(FACTOR);
    let retryAt = 0;
    let startedAt = 0;
    const definition = {
      StartAt: 'delay',
      States: {
        delay: { Type: 'Task', Resource: arn('delay'), Next: 'wait' },
        wait: { Type: 'Wait', TimestampPath: '$.retry.next_retry_at', Next: 'again' },
        again: { Type: 'Task', Resource: arn('again'), End: true },
      },
    };
    const run = runCompressed(
      definition,
      {
        delay: async () => {
          retryAt = time.now() + 600_000;
          return { retry: { next_retry_at: new Date(retryAt).toISOString() } };
        },
        again: async () => {
          startedAt = time.now();
          return 'done';
        },
      },
      {},
      time,
    );

    // Act
    const output = await run.execution.result;

    // Assess: the stage after the Wait starts at or after its simulated timestamp.
    expect(output).toBe('done');
    expect(startedAt).toBeGreaterThanOrEqual(retryAt);
  });

  it('keeps Retry backoff, compressed: each interval IntervalSeconds × BackoffRate^n on the simulated clock', async () => {
    // Prepare: a task that fails twice, retried after 30 s then 60 s (simulated).
    const time = simulationTime(FACTOR);
    const attempts: number[] = [];
    const definition = {
      StartAt: 'flaky',
      States: {
        flaky: {
          Type: 'Task',
          Resource: arn('flaky'),
          Retry: [{ ErrorEquals: ['Flaky'], IntervalSeconds: 30, BackoffRate: 2, MaxAttempts: 2 }],
          End: true,
        },
      },
    };
    const run = runCompressed(
      definition,
      {
        flaky: async () => {
          attempts.push(time.now());
          if (attempts.length < 3) throw Object.assign(new Error('not yet'), { name: 'Flaky' });
          return 'done';
        },
      },
      {},
      time,
    );

    // Act
    const output = await run.execution.result;

    // Assess
    expect(output).toBe('done');
    expect(attempts).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = attempts;
    expect(second - first).toBeGreaterThanOrEqual(30_000);
    expect(third - second).toBeGreaterThanOrEqual(60_000);
  });

  it('divides every duration of the definition by the factor (waits and retries a wall millisecond more), task timeouts down to a floor', () => {
    const compressed = compressedDefinition(
      {
        StartAt: 'task',
        States: {
          task: {
            Type: 'Task',
            Resource: arn('task'),
            TimeoutSeconds: 870,
            Retry: [{ ErrorEquals: ['X'], IntervalSeconds: 2, MaxDelaySeconds: 30 }],
            Next: 'pause',
          },
          pause: { Type: 'Wait', Seconds: 60, Next: 'short' },
          short: { Type: 'Task', Resource: arn('short'), TimeoutSeconds: 60, End: true },
        },
      },
      10,
    ) as { States: Record<string, Record<string, unknown>> };

    expect(compressed.States.task).toMatchObject({
      TimeoutSeconds: 87,
      Retry: [{ IntervalSeconds: 0.201, MaxDelaySeconds: 3.001 }],
    });
    // A wall millisecond more: Node's timers and Date.now() round differently (TIMER_SLACK_MS).
    expect(compressed.States.pause).toMatchObject({ Seconds: 6.001 });
    // 60 / 10 = 6 s of wall clock is below the floor: stages' CPU time is not compressed.
    expect(compressed.States.short).toMatchObject({ TimeoutSeconds: MIN_REAL_TIMEOUT_SECONDS });
  });
});
