import { StateMachine } from 'aws-local-stepfunctions';
import { describe, expect, it } from 'vitest';
import { runFaithfully } from '../../functions/adapters/sfn/local-fidelity.js';

const macrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A 10-item Map, two at a time, caught to a Pass state: the case the issue reproduced. */
const definition = {
  StartAt: 'fan',
  States: {
    fan: {
      Type: 'Map',
      ItemsPath: '$.items',
      MaxConcurrency: 2,
      ItemProcessor: {
        ProcessorConfig: { Mode: 'INLINE' },
        StartAt: 'work',
        States: {
          work: { Type: 'Task', Resource: 'arn:aws:lambda:us-east-1:000000000000:function:work', End: true },
        },
      },
      Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'caught' }],
      End: true,
    },
    caught: { Type: 'Pass', End: true },
  },
};

describe('the local runner runs a Map state as Step Functions does', () => {
  it('starts no queued iteration once an iteration has failed the Map', async () => {
    // Prepare: item 1 fails at once; item 0 is still at work when it does (an invoked Lambda that
    // finishes on its own); every other item would succeed.
    const log: string[] = [];
    let running = 0;
    const machine = new StateMachine(definition as never, {
      validationOptions: { checkPaths: true, checkArn: true },
    });
    const work = async (input: unknown) => {
      const item = input as number;
      log.push(`start ${item}`);
      running += 1;
      try {
        await macrotask();
        if (item === 1) {
          log.push('fail 1');
          throw Object.assign(new Error('item 1 failed'), { name: 'Item.Failed' });
        }
        for (let i = 0; i < 5; i += 1) await macrotask();
        return item;
      } finally {
        running -= 1;
      }
    };

    // Act
    const execution = runFaithfully(machine, { items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }, {
      overrides: { taskResourceLocalHandlers: { work } },
      noThrowOnAbort: true,
    } as never);
    const output = (await execution.result) as { error?: { Error?: string } };
    log.push('caught');
    // Every iteration that did start has finished; the library, left alone, starts the queued ones
    // as these free their slots.
    await expect.poll(() => running, { timeout: 5_000 }).toBe(0);
    for (let i = 0; i < 20; i += 1) await macrotask();

    // Assess
    expect(output.error?.Error).toBe('Item.Failed');
    const afterFailure = log.slice(log.indexOf('fail 1') + 1);
    expect(afterFailure.filter((entry) => entry.startsWith('start'))).toEqual([]);
    expect(log.filter((entry) => entry.startsWith('start'))).toEqual(['start 0', 'start 1']);
  });

  it('still runs every item of a Map whose iterations all succeed', async () => {
    const machine = new StateMachine(definition as never, {
      validationOptions: { checkPaths: true, checkArn: true },
    });
    const execution = runFaithfully(machine, { items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }, {
      overrides: { taskResourceLocalHandlers: { work: async (input: unknown) => (input as number) * 2 } },
    } as never);

    expect(await execution.result).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
  });

  it('runs a second pass of the Map in full after the first pass failed', async () => {
    // The Map state entered again (after a delayed retry) is a new run: its iterations all start.
    const machine = new StateMachine(
      {
        StartAt: 'fan',
        States: {
          fan: {
            ...definition.States.fan,
            Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'again' }],
          },
          again: { Type: 'Pass', Result: true, ResultPath: '$.retried', Next: 'fan' },
        },
      } as never,
      { validationOptions: { checkPaths: true, checkArn: true } },
    );
    const started: number[] = [];
    let failures = 0;
    const execution = runFaithfully(machine, { items: [0, 1, 2, 3] }, {
      overrides: {
        taskResourceLocalHandlers: {
          work: async (input: unknown) => {
            started.push(input as number);
            await macrotask();
            if (input === 0 && failures === 0) {
              failures += 1;
              throw Object.assign(new Error('first pass'), { name: 'Item.Failed' });
            }
            return input as number;
          },
        },
      },
    } as never);

    expect(await execution.result).toEqual([0, 1, 2, 3]);
    expect(started.slice(-4).sort()).toEqual([0, 1, 2, 3]);
  });
});
