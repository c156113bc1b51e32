import { StateMachine } from 'aws-local-stepfunctions';
import { describe, expect, it } from 'vitest';

/**
 * What the local runner relies on aws-local-stepfunctions for, checked here so that an upgrade that
 * changes it is noticed: a Task's TimeoutSeconds fails the task with `States.Timeout`, which its Catch
 * sees like any error (docs/pipeline.md, "The local runner enforces AWS's rules").
 */
describe('aws-local-stepfunctions as the local runner uses it', () => {
  it('fails a task that outlives its TimeoutSeconds with States.Timeout', async () => {
    const machine = new StateMachine(
      {
        StartAt: 'slow',
        States: {
          slow: {
            Type: 'Task',
            Resource: 'arn:aws:lambda:us-east-1:000000000000:function:slow',
            TimeoutSeconds: 1,
            Catch: [{ ErrorEquals: ['States.Timeout'], ResultPath: '$.error', Next: 'caught' }],
            End: true,
          },
          caught: { Type: 'Pass', End: true },
        },
      } as never,
      { validationOptions: { checkPaths: true, checkArn: true } },
    );
    let release = () => {};
    const execution = machine.run({ job_id: 'j' } as never, {
      overrides: {
        taskResourceLocalHandlers: {
          // Settles only when the test lets it: long after its one-second timeout.
          slow: () => new Promise((resolve) => (release = () => resolve({}))),
        },
      },
    });

    const output = (await execution.result) as { error?: { Error?: string } };
    release();

    expect(output.error?.Error).toBe('States.Timeout');
  });
});
