import { randomUUID } from 'node:crypto';
import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { grantEntry } from '../../core/credits.js';
import { AccountNotFoundError, CreditsHeldError } from '../../core/errors.js';
import type { Account, LedgerEntry } from '../../core/model.js';
import type { AccountStore, NewAccount } from '../../core/ports.js';
import { withDatabaseErrors } from './errors.js';
import { scanAll } from './paged.js';
import { SK } from './tables.js';
import { isConditionFailure, transact } from './transact.js';

const ACCOUNT_FIELDS = [
  'account_id',
  'name',
  'tier',
  'concurrency_limit',
  'balance',
  'held',
  'available',
  'in_flight',
  'default_persona',
  'webhook_secret',
  'created_at',
] as const;

export function toAccount(item: Record<string, unknown>): Account {
  return Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, item[f] ?? null])) as unknown as Account;
}

function toLedgerEntry(item: Record<string, unknown>): LedgerEntry {
  return {
    entry_id: String(item.entry_id),
    type: item.type as LedgerEntry['type'],
    amount: Number(item.amount),
    job_id: (item.job_id as string | undefined) ?? null,
    note: (item.note as string | undefined) ?? null,
    created_at: String(item.created_at),
  };
}

export class DynamoAccountStore implements AccountStore {
  private readonly doc: DynamoDBDocumentClient;

  constructor(
    doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.doc = withDatabaseErrors(doc);
  }

  async get(accountId: string): Promise<Account | null> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: { pk: accountId, sk: SK.account }, ConsistentRead: true }),
    );
    return Item ? toAccount(Item) : null;
  }

  async create(account: NewAccount): Promise<boolean> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.table,
          Item: {
            pk: account.account_id,
            sk: SK.account,
            ...account,
            balance: 0,
            held: 0,
            available: 0,
            in_flight: 0,
            default_persona: 'owners-founders',
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async grantCredits(accountId: string, amount: number, note: string | null, at: string): Promise<Account> {
    const entryId = `led_${randomUUID().replaceAll('-', '')}`;
    const failed = await transact(this.doc, [
      {
        Update: {
          TableName: this.table,
          Key: { pk: accountId, sk: SK.account },
          UpdateExpression: 'SET balance = balance + :n, available = available + :n',
          // A negative grant (a correction) may not take back credits that running jobs hold.
          ConditionExpression: 'attribute_exists(pk) AND available >= :floor',
          ExpressionAttributeValues: { ':n': amount, ':floor': Math.max(0, -amount) },
        },
      },
      {
        Put: {
          TableName: this.table,
          Item: { pk: accountId, sk: SK.ledger(at, entryId), ...grantEntry(entryId, amount, note, at) },
        },
      },
    ]);
    if (failed.length > 0) {
      if (!(await this.get(accountId))) throw new AccountNotFoundError(accountId);
      throw new CreditsHeldError();
    }
    const account = await this.get(accountId);
    if (!account) throw new AccountNotFoundError(accountId);
    return account;
  }

  async setPlan(
    accountId: string,
    plan: { tier?: Account['tier']; concurrency_limit?: number },
  ): Promise<Account> {
    const sets: string[] = [];
    const values: Record<string, unknown> = {};
    if (plan.tier !== undefined) {
      sets.push('tier = :tier');
      values[':tier'] = plan.tier;
    }
    if (plan.concurrency_limit !== undefined) {
      sets.push('concurrency_limit = :limit');
      values[':limit'] = plan.concurrency_limit;
    }
    if (sets.length === 0) {
      const account = await this.get(accountId);
      if (!account) throw new AccountNotFoundError(accountId);
      return account;
    }
    try {
      const { Attributes } = await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: accountId, sk: SK.account },
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return toAccount(Attributes ?? {});
    } catch (error) {
      if (isConditionFailure(error)) throw new AccountNotFoundError(accountId);
      throw error;
    }
  }

  async list(): Promise<Account[]> {
    const items = await scanAll(this.doc, {
      TableName: this.table,
      FilterExpression: 'sk = :account',
      ExpressionAttributeValues: { ':account': SK.account },
    });
    return items.map(toAccount).sort((a, b) => a.created_at.localeCompare(b.created_at));
  }

  async recentLedger(accountId: string, limit: number): Promise<LedgerEntry[]> {
    const { Items } = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': accountId, ':prefix': SK.ledgerPrefix },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (Items ?? []).map(toLedgerEntry);
  }
}
