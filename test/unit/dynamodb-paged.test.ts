import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryAll, scanAll } from '../../functions/adapters/dynamodb/paged.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));

describe('reading every page of a query or scan', () => {
  beforeEach(() => dynamo.reset());

  it('follows LastEvaluatedKey until the last page', async () => {
    // Prepare
    dynamo
      .on(ScanCommand)
      .resolvesOnce({ Items: [{ id: 1 }], LastEvaluatedKey: { id: 1 } })
      .resolvesOnce({ Items: [], LastEvaluatedKey: { id: 1 } })
      .resolvesOnce({ Items: [{ id: 2 }] });
    // Act
    const items = await scanAll(doc, { TableName: 't' });
    // Assess
    expect(items).toEqual([{ id: 1 }, { id: 2 }]);
    const starts = dynamo.commandCalls(ScanCommand).map((c) => c.args[0].input.ExclusiveStartKey);
    expect(starts).toEqual([undefined, { id: 1 }, { id: 1 }]);
  });

  it('asks only for the items still missing and stops once it has them', async () => {
    // Prepare
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ id: 1 }, { id: 2 }], LastEvaluatedKey: { id: 2 } })
      .resolvesOnce({ Items: [{ id: 3 }], LastEvaluatedKey: { id: 3 } });
    // Act
    const items = await queryAll(doc, { TableName: 't', KeyConditionExpression: 'pk = :p' }, 3);
    // Assess
    expect(items).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    const limits = dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input.Limit);
    expect(limits).toEqual([3, 1]);
  });

  it('sends no Limit when every item is wanted', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ id: 1 }] });
    await queryAll(doc, { TableName: 't', KeyConditionExpression: 'pk = :p' });
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).not.toHaveProperty('Limit');
  });
});
