import {
  CreateTableCommand,
  type CreateTableCommandInput,
  type DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  TABLES,
  type TableDefinition,
  type TableKind,
  type TableNames,
} from '../functions/adapters/dynamodb/tables.js';

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
            Projection: { ProjectionType: 'ALL' },
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
    if (existing.has(name)) continue;
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

export async function ensureBucket(s3: S3Client, bucket: string): Promise<void> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  }
}
