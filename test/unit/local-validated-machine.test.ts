import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validatedMachine } from '../../local/runner.js';

/**
 * `npm start` remembers a definition it found valid (by content, in node_modules/.cache), so that the
 * next start does not compile the validator's schemas again. What it must never do is remember an
 * invalid one, or let a changed definition through on an earlier one's answer.
 */
describe('validatedMachine', () => {
  const valid = (name: string) => ({
    StartAt: name,
    States: { [name]: { Type: 'Pass', Result: { ok: name }, End: true } },
  });

  it('refuses an invalid definition, every time it is asked', () => {
    const invalid = { StartAt: `missing-${randomUUID()}`, States: { there: { Type: 'Pass', End: true } } };
    expect(() => validatedMachine(invalid)).toThrow();
    expect(() => validatedMachine(invalid)).toThrow();
  });

  it('refuses a definition changed after an earlier version was found valid', () => {
    const name = 'ValidatedMachineTest';
    const definition = valid(name);
    validatedMachine(definition);
    validatedMachine(definition); // the remembered answer
    const changed = { ...definition, StartAt: `${name}x` };
    expect(() => validatedMachine(changed)).toThrow();
    const badArn = {
      StartAt: name,
      States: { [name]: { Type: 'Task', Resource: 'not-an-arn', End: true } },
    };
    expect(() => validatedMachine(badArn)).toThrow();
  });

  it('runs a valid definition, the first time and from the remembered answer', async () => {
    // One fixed name: a valid definition leaves one marker file in node_modules/.cache, not one a run.
    const name = 'ValidatedMachineTest';
    for (let i = 0; i < 2; i += 1) {
      const output = await validatedMachine(valid(name)).run({} as never).result;
      expect(output).toEqual({ ok: name });
    }
  });
});
