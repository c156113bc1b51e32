import {
  CreateTableCommand,
  type CreateTableCommandInput,
  DeleteTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ListTablesCommand,
  type Projection,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import {
  BucketAlreadyExists,
  BucketAlreadyOwnedByYou,
  CreateBucketCommand,
  HeadBucketCommand,
  NotFound,
  type S3Client,
} from '@aws-sdk/client-s3';
import {
  type IndexProjection,
  TABLES,
  type TableDefinition,
  type TableKind,
  type TableNames,
} from '../functions/adapters/dynamodb/tables.js';

/** The index's projection as the CDK stack declares it (lib/constructs/storage.ts reads the same TABLES). */
function projectionOf(projection: IndexProjection = { type: 'ALL' }): Projection {
  if (projection.type === 'INCLUDE')
    return { ProjectionType: 'INCLUDE', NonKeyAttributes: projection.attributes };
  return { ProjectionType: projection.type };
}

function createTableInput(name: string, table: TableDefinition): CreateTableCommandInput {
  const attributes = new Set<string>([table.partitionKey]);
  if (table.sortKey) attributes.add(table.sortKey);
  for (const index of table.indexes) {
    attributes.add(index.partitionKey);
    if (index.sortKey) attributes.add(index.sortKey);
  }
  const keySchema = (pk: string, sk?: string) => [
    { AttributeName: pk, KeyType: 'HASH' as const },
    ...(sk ? [{ AttributeName: sk, KeyType: 'RANGE' as const }] : []),
  ];
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes].map((a) => ({ AttributeName: a, AttributeType: 'S' })),
    KeySchema: keySchema(table.partitionKey, table.sortKey),
    ...(table.indexes.length > 0
      ? {
          GlobalSecondaryIndexes: table.indexes.map((index) => ({
            IndexName: index.name,
            KeySchema: keySchema(index.partitionKey, index.sortKey),
            Projection: projectionOf(index.projection),
          })),
        }
      : {}),
  };
}

/** Creates whatever tables are missing, exactly as the CDK stack declares them. */
export async function ensureTables(client: DynamoDBClient, names: TableNames): Promise<void> {
  const existing = new Set<string>();
  let ExclusiveStartTableName: string | undefined;
  do {
    const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName }));
    for (const name of page.TableNames ?? []) existing.add(name);
    ExclusiveStartTableName = page.LastEvaluatedTableName;
  } while (ExclusiveStartTableName);

  for (const [kind, table] of Object.entries(TABLES) as [TableKind, TableDefinition][]) {
    const name = names[kind];
    if (existing.has(name)) {
      if (!(await replaceDisposable(client, kind, name, table))) {
        await addMissingIndexes(client, name, table);
        continue;
      }
    }
    await client.send(new CreateTableCommand(createTableInput(name, table)));
    if (table.ttlAttribute) {
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: name,
          TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true },
        }),
      );
    }
  }
}

/**
 * The budgets table holds only the last minutes' rate-budget windows: when a data directory from an
 * older version has it with other keys (one item per dependency, before the windows), it is dropped
 * to be created anew. Any other table keeps its data. True when the table was dropped.
 */
async function replaceDisposable(
  client: DynamoDBClient,
  kind: TableKind,
  name: string,
  table: TableDefinition,
): Promise<boolean> {
  if (kind !== 'budgets') return false;
  const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
  const wanted = createTableInput(name, table).KeySchema ?? [];
  const keys = (Table?.KeySchema ?? []).map((k) => `${k.AttributeName}:${k.KeyType}`).join(',');
  if (keys === wanted.map((k) => `${k.AttributeName}:${k.KeyType}`).join(',')) return false;
  await client.send(new DeleteTableCommand({ TableName: name }));
  return true;
}

/** A data directory from an older version may lack an index added since; add it rather than fail. */
async function addMissingIndexes(
  client: DynamoDBClient,
  name: string,
  table: TableDefinition,
): Promise<void> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  const full = createTableInput(name, table);
  for (const index of full.GlobalSecondaryIndexes ?? []) {
    if (present.has(index.IndexName)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: name,
        AttributeDefinitions: full.AttributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
  }
}

/** Creates the bucket only when S3 says it is missing; any other failure is reported as it is. */
export async function ensureBucket(s3: S3Client, bucket: string): Promise<void> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
    return;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (!(error instanceof NotFound) && status !== 404) throw error;
  }
  try {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    // Created meanwhile (another start racing this one): what we wanted.
    if (!(error instanceof BucketAlreadyOwnedByYou) && !(error instanceof BucketAlreadyExists)) throw error;
  }
}
