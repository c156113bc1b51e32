import { keyRecord, newApiKey } from './api-keys.js';
import { AccountNotFoundError, DomainError } from './errors.js';
import { type Account, type ApiKeyRecord, DEFAULT_CONCURRENCY, type Tier } from './model.js';
import type { AccountStore, ApiKeyStore, Clock, IdGenerator } from './ports.js';

/** Operator actions (the admin CLI and local seeding). Keys are returned once and stored only as hashes. */
export interface AdminDeps {
  accounts: AccountStore;
  apiKeys: ApiKeyStore;
  clock: Clock;
  ids: IdGenerator;
}

export interface NewAccountRequest {
  tier: Tier;
  credits: number;
  concurrency_limit?: number | undefined;
  name?: string | null | undefined;
  /** A fixed id makes seeding repeatable; otherwise one is generated. */
  account_id?: string | undefined;
  /** A fixed key (local demo and seed files); otherwise one is generated. */
  api_key?: string | undefined;
}

export async function createAccount(
  deps: AdminDeps,
  request: NewAccountRequest,
): Promise<{ account: Account; apiKey: string; created: boolean }> {
  const at = deps.clock.now().toISOString();
  const accountId =
    request.account_id ??
    `acct_${deps.ids
      .secret(12)
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 16)}`;
  const created = await deps.accounts.create({
    account_id: accountId,
    name: request.name ?? null,
    tier: request.tier,
    concurrency_limit: request.concurrency_limit ?? DEFAULT_CONCURRENCY[request.tier],
    // The Standard Webhooks secret format: whsec_ followed by base64.
    webhook_secret: `whsec_${Buffer.from(deps.ids.secret(24), 'base64url').toString('base64')}`,
    created_at: at,
  });
  const apiKey = request.api_key ?? newApiKey(deps.ids);
  if (created) {
    await deps.apiKeys.put(keyRecord(apiKey, accountId, at));
    if (request.credits !== 0)
      await deps.accounts.grantCredits(accountId, request.credits, 'Opening balance', at);
  }
  const account = await deps.accounts.get(accountId);
  if (!account) throw new AccountNotFoundError(accountId);
  return { account, apiKey, created };
}

export async function issueKey(
  deps: AdminDeps,
  accountId: string,
): Promise<{ apiKey: string; record: ApiKeyRecord }> {
  if (!(await deps.accounts.get(accountId))) throw new AccountNotFoundError(accountId);
  const apiKey = newApiKey(deps.ids);
  const record = keyRecord(apiKey, accountId, deps.clock.now().toISOString());
  if (!(await deps.apiKeys.put(record)))
    throw new DomainError('key_collision', 409, 'Key collision; try again.');
  return { apiKey, record };
}

export async function revokeKey(deps: AdminDeps, keyHash: string): Promise<ApiKeyRecord> {
  const record = await deps.apiKeys.revoke(keyHash, deps.clock.now().toISOString());
  if (!record) throw new DomainError('key_not_found', 404, 'No API key with that hash.');
  return record;
}
