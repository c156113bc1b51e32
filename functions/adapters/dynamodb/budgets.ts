import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { BudgetStore, BudgetWindow } from '../../core/rate-budget.js';
import { withDatabaseErrors } from './errors.js';
import { queryAll } from './paged.js';
import { isConditionFailure } from './transact.js';

/** Attribute prefixes of a window item: what an account took, and its waiting mark (until, need). */
const USED = 'u:';
const UNTIL = 'w:';
const NEED = 'n:';

/** A window's item outlives the minute that reads it by this long, then TTL removes it. */
const KEEP_SECONDS = 3_600;

/** Sort keys of equal length sort as their numbers do (epoch ms has 13 digits until the year 2286). */
const sortKey = (start: number) => String(start).padStart(15, '0');

function toWindow(item: Record<string, unknown>): BudgetWindow {
  const window: BudgetWindow = {
    start: Number(item.start),
    total: Number(item.total ?? 0),
    used: {},
    waiting: {},
  };
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(USED)) window.used[name.slice(USED.length)] = Number(value);
    if (name.startsWith(UNTIL)) {
      const account = name.slice(UNTIL.length);
      window.waiting[account] = { until: Number(value), need: Number(item[`${NEED}${account}`] ?? 0) };
    }
  }
  return window;
}

/**
 * The shared rate budgets: one item per dependency (partition key) and window (sort key), which callers
 * only ever add to with `ADD` under a condition on the window's total. Nothing is read and replaced,
 * and an item holds one window's grants, so it stays small whatever the number of accounts over time.
 * A minute's windows are one consistent Query of one partition. Every DynamoDB failure worth retrying
 * becomes `Database.Unavailable` (errors.ts), like every other store's.
 */
export class DynamoBudgetStore implements BudgetStore {
  private readonly doc: DynamoDBDocumentClient;

  constructor(
    doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.doc = withDatabaseErrors(doc);
  }

  async windows(dependency: string, from: number): Promise<BudgetWindow[]> {
    const items = await queryAll(this.doc, {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND sk >= :from',
      ExpressionAttributeValues: { ':pk': dependency, ':from': sortKey(from) },
      ConsistentRead: true,
    });
    return items.map(toWindow);
  }

  private key(dependency: string, start: number) {
    return { pk: dependency, sk: sortKey(start) };
  }

  private expiry(start: number) {
    return Math.ceil(start / 1000) + KEEP_SECONDS;
  }

  async add(dependency: string, start: number, accountId: string, amount: number, atMost: number | null) {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: this.key(dependency, start),
          UpdateExpression: 'ADD #total :amount, #used :amount SET #start = :start, expires_at = :expires',
          ...(atMost === null
            ? {}
            : {
                ConditionExpression: 'attribute_not_exists(#total) OR #total <= :atMost',
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
              }),
          ExpressionAttributeNames: { '#total': 'total', '#used': `${USED}${accountId}`, '#start': 'start' },
          ExpressionAttributeValues: {
            ':amount': amount,
            ':start': start,
            ':expires': this.expiry(start),
            ...(atMost === null ? {} : { ':atMost': atMost }),
          },
        }),
      );
      return { added: true as const };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const item = (error as { Item?: Record<string, AttributeValue> }).Item;
      return { added: false as const, window: item ? toWindow(unmarshall(item)) : null };
    }
  }

  async markWaiting(dependency: string, start: number, accountId: string, until: number, need: number) {
    await this.doc.send(
      new UpdateCommand({
        TableName: this.table,
        Key: this.key(dependency, start),
        UpdateExpression: 'SET #until = :until, #need = :need, #start = :start, expires_at = :expires',
        ExpressionAttributeNames: {
          '#until': `${UNTIL}${accountId}`,
          '#need': `${NEED}${accountId}`,
          '#start': 'start',
        },
        ExpressionAttributeValues: {
          ':until': until,
          ':need': need,
          ':start': start,
          ':expires': this.expiry(start),
        },
      }),
    );
  }

  async clearWaiting(dependency: string, start: number, accountId: string) {
    await this.doc
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: this.key(dependency, start),
          UpdateExpression: 'REMOVE #until, #need',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#until': `${UNTIL}${accountId}`, '#need': `${NEED}${accountId}` },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  }
}
