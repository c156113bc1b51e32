import { randomUUID } from 'node:crypto';
import { grant, grantEntry, grantRefused } from '../../core/credits.js';
import { AccountNotFoundError, CreditsHeldError } from '../../core/errors.js';
import type { Account, LedgerEntry } from '../../core/model.js';
import type { AccountStore, NewAccount } from '../../core/ports.js';
import { SK } from '../dynamodb/tables.js';
import { byKey, copy, type MemoryTables } from './tables.js';

/** In-memory twin of `DynamoAccountStore`, held to the same contract (test/contract). */
export class MemoryAccountStore implements AccountStore {
  constructor(private readonly tables: MemoryTables) {}

  async get(accountId: string): Promise<Account | null> {
    const account = this.tables.accounts.get(accountId);
    return account ? copy(account) : null;
  }

  async create(account: NewAccount): Promise<boolean> {
    if (this.tables.accounts.has(account.account_id)) return false;
    this.tables.accounts.set(account.account_id, {
      ...copy(account),
      balance: 0,
      held: 0,
      available: 0,
      in_flight: 0,
      default_persona: 'owners-founders',
    });
    return true;
  }

  async grantCredits(accountId: string, amount: number, note: string | null, at: string): Promise<Account> {
    const account = this.tables.accounts.get(accountId);
    if (!account) throw new AccountNotFoundError(accountId);
    if (grantRefused(account, amount)) throw new CreditsHeldError();
    this.tables.accounts.set(accountId, grant(account, amount));
    const entryId = `led_${randomUUID().replaceAll('-', '')}`;
    this.appendLedger(accountId, at, grantEntry(entryId, amount, note, at));
    return copy(this.tables.accounts.get(accountId) as Account);
  }

  async setPlan(
    accountId: string,
    plan: { tier?: Account['tier']; concurrency_limit?: number },
  ): Promise<Account> {
    const account = this.tables.accounts.get(accountId);
    if (!account) throw new AccountNotFoundError(accountId);
    if (plan.tier !== undefined) account.tier = plan.tier;
    if (plan.concurrency_limit !== undefined) account.concurrency_limit = plan.concurrency_limit;
    return copy(account);
  }

  async list(): Promise<Account[]> {
    return [...this.tables.accounts.values()].map(copy).sort((a, b) => byKey(a.created_at, b.created_at));
  }

  async recentLedger(accountId: string, limit: number): Promise<LedgerEntry[]> {
    const entries = this.tables.ledger.get(accountId) ?? [];
    // Newest first by sort key, as the DynamoDB query over LEDGER#<at>#<id> reads them.
    return [...entries]
      .sort((a, b) => byKey(b.sk, a.sk))
      .slice(0, limit)
      .map((e) => copy(e.entry));
  }

  /** Also used by the job store: a charge's ledger entry is written with the settlement. */
  appendLedger(accountId: string, at: string, entry: LedgerEntry): void {
    const entries = this.tables.ledger.get(accountId) ?? [];
    entries.push({ sk: SK.ledger(at, entry.entry_id), entry: copy(entry) });
    this.tables.ledger.set(accountId, entries);
  }
}
