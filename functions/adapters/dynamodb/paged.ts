import {
  type DynamoDBDocumentClient,
  QueryCommand,
  type QueryCommandInput,
  ScanCommand,
  type ScanCommandInput,
} from '@aws-sdk/lib-dynamodb';

type Item = Record<string, unknown>;
type Key = Record<string, unknown> | undefined;
interface Page {
  Items?: Item[];
  LastEvaluatedKey?: Key;
}

/**
 * The items of every page, in order. With `upTo`, each request asks only for the items still missing
 * (`Limit`) and reading stops once that many came.
 */
async function allPages(read: (start: Key, limit?: number) => Promise<Page>, upTo?: number): Promise<Item[]> {
  const items: Item[] = [];
  let start: Key;
  do {
    const page = await read(start, upTo === undefined ? undefined : upTo - items.length);
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start && (upTo === undefined || items.length < upTo));
  return items;
}

const limited = (limit: number | undefined) => (limit === undefined ? {} : { Limit: limit });

/** Every item the query matches (at most `upTo`), reading page after page. */
export function queryAll(
  doc: DynamoDBDocumentClient,
  input: Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Limit'>,
  upTo?: number,
): Promise<Item[]> {
  return allPages(
    (ExclusiveStartKey, limit) =>
      doc.send(new QueryCommand({ ...input, ...limited(limit), ExclusiveStartKey })),
    upTo,
  );
}

/** Every item the scan keeps, reading page after page (operator and local paths only: never a request's). */
export function scanAll(
  doc: DynamoDBDocumentClient,
  input: Omit<ScanCommandInput, 'ExclusiveStartKey' | 'Limit'>,
): Promise<Item[]> {
  return allPages((ExclusiveStartKey) => doc.send(new ScanCommand({ ...input, ExclusiveStartKey })));
}
