import { setTimeout as delay } from 'node:timers/promises';
import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TransientError, TransientErrorName } from '../../core/ports.js';

/** BatchGetItem's most keys a call. */
const BATCH_GET_MAX = 100;
/** Rounds for keys DynamoDB left unprocessed (throttling), with jittered backoff between them. */
const UNPROCESSED_ROUNDS = 8;

/**
 * The items of `ids`, in their order (a missing one skipped): what an index that projects only keys
 * leads to. Keys DynamoDB leaves unprocessed are asked again with backoff, as its guide says; keys still
 * left after that are the transient `Database.Unavailable`, like any throttling.
 */
export async function getItemsByIds(
  doc: DynamoDBDocumentClient,
  table: string,
  keyName: string,
  ids: readonly string[],
): Promise<Record<string, unknown>[]> {
  const found = new Map<string, Record<string, unknown>>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += BATCH_GET_MAX) {
    let keys: Record<string, unknown>[] = unique
      .slice(start, start + BATCH_GET_MAX)
      .map((id) => ({ [keyName]: id }));
    for (let round = 0; keys.length > 0; round += 1) {
      if (round === UNPROCESSED_ROUNDS)
        throw new TransientError(
          TransientErrorName.databaseUnavailable,
          `Database unavailable: ${keys.length} keys of ${table} left unprocessed`,
        );
      if (round > 0) await delay(Math.random() * 25 * 2 ** round);
      const page = await doc.send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }),
      );
      for (const item of page.Responses?.[table] ?? []) found.set(String(item[keyName]), item);
      keys = (page.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return ids.flatMap((id) => {
    const item = found.get(id);
    return item ? [item] : [];
  });
}
