import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { withDatabaseErrors } from '../../../functions/adapters/dynamodb/errors.js';
import { TransientError } from '../../../functions/core/ports.js';
import {
  RequestDeadlineError,
  WRITE_RESOLVE_MS,
  withinDeadline,
} from '../../../functions/shared/request-deadline.js';

/** A document client that never answers, and records the options of every call. */
function frozenClient() {
  const calls: { command: string; signal: AbortSignal | undefined }[] = [];
  const doc = {
    send: (command: object, options?: { abortSignal?: AbortSignal }) => {
      calls.push({ command: command.constructor.name, signal: options?.abortSignal });
      return new Promise((_, reject) => {
        options?.abortSignal?.addEventListener('abort', () =>
          reject(Object.assign(new Error('Request aborted'), { name: 'AbortError' })),
        );
      });
    },
  } as unknown as DynamoDBDocumentClient;
  return { doc: withDatabaseErrors(doc), calls };
}

describe('the DynamoDB calls of an API request', () => {
  it('carry the request deadline: writes are aborted first, leaving time to read a write back', async () => {
    vi.useFakeTimers();
    try {
      const { doc, calls } = frozenClient();
      const deadlineMs = WRITE_RESOLVE_MS + 1_000;
      let write: Promise<unknown> = Promise.resolve();
      const outcome = withinDeadline(deadlineMs, async () => {
        write = doc.send(new PutCommand({ TableName: 't', Item: { pk: 'a' } }));
        write.catch(() => undefined);
        return doc.send(new GetCommand({ TableName: 't', Key: { pk: 'a' } }));
      });
      outcome.catch(() => undefined);

      // The write gives up first, as the transient error the API answers with 503; the read goes on.
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(write).rejects.toBeInstanceOf(TransientError);
      expect(calls.map((c) => [c.command, c.signal?.aborted])).toEqual([
        ['PutCommand', true],
        ['GetCommand', false],
      ]);

      // The read at the deadline, when the request answers.
      await vi.advanceTimersByTimeAsync(WRITE_RESOLVE_MS);
      await expect(outcome).rejects.toBeInstanceOf(RequestDeadlineError);
      expect(calls.every((c) => c.signal?.aborted)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('carry no signal outside a request (the pipeline keeps its own timeouts)', async () => {
    const { doc, calls } = frozenClient();
    void doc.send(new GetCommand({ TableName: 't', Key: { pk: 'a' } })).catch(() => undefined);
    expect(calls[0]?.signal).toBeUndefined();
  });
});
