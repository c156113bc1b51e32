import { describe, expect, it } from 'vitest';
import { mapBounded } from '../../../functions/core/bounded.js';

/** A promise the test settles itself, so an order of events is shown without any timing. */
function held<T>() {
  let release!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { promise, release, fail };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('mapBounded, the one bounded-concurrency helper', () => {
  it('waits for every call in flight before it throws, and starts none after the first failure', async () => {
    // Prepare
    const calls = [held<number>(), held<number>(), held<number>()];
    const started: number[] = [];
    let observed = 0;
    const run = mapBounded([0, 1, 2], 2, async (n) => {
      started.push(n);
      try {
        return await (calls[n] as ReturnType<typeof held<number>>).promise;
      } finally {
        observed += 1;
      }
    });
    let outcome: unknown = 'pending';
    run.then(
      () => {
        outcome = 'resolved';
      },
      (error: unknown) => {
        outcome = error;
      },
    );

    // Act: the first call fails while the second is still in flight.
    await turn();
    calls[0]?.fail(new Error('first'));
    await turn();

    // Assess: not thrown yet, because call 1 is still running; no third call started.
    expect(outcome).toBe('pending');
    expect(started).toEqual([0, 1]);
    calls[1]?.fail(new Error('second'));
    await expect(run).rejects.toThrow('first');
    expect(observed).toBe(2);
    expect(started).toEqual([0, 1]);
  });

  it('with a warm-up, sends the first item alone and the rest once it settles', async () => {
    // Prepare
    const first = held<string>();
    const started: number[] = [];
    const run = mapBounded(
      [0, 1, 2],
      3,
      async (n) => {
        started.push(n);
        return n === 0 ? first.promise : `item ${n}`;
      },
      { warmupMs: 60_000 },
    );

    // Act
    await turn();
    const beforeFirstSettled = [...started];
    first.release('item 0');

    // Assess
    expect(beforeFirstSettled).toEqual([0]);
    await expect(run).resolves.toEqual(['item 0', 'item 1', 'item 2']);
    expect(started).toEqual([0, 1, 2]);
  });

  it('answers an empty list with an empty list', async () => {
    await expect(mapBounded([], 4, async () => 1)).resolves.toEqual([]);
  });
});
