import { keyIdOf, keyRecord, newApiKey } from './api-keys.js';
import {
  AccountNotFoundError,
  ApiKeyNotFoundError,
  CreditsHeldError,
  InvalidInputError,
  KeyCollisionError,
  KeyRevokedError,
  NegativeBalanceError,
} from './errors.js';
import { type Account, type ApiKeyRecord, DEFAULT_CONCURRENCY, KeyStatus, type Tier } from './model.js';
import type { AccountStore, ApiKeyStore, Clock, IdGenerator } from './ports.js';

/** Operator actions (the admin CLI and local seeding). Keys are returned once and stored only as hashes. */
export interface AdminDeps {
  accounts: AccountStore;
  apiKeys: ApiKeyStore;
  clock: Clock;
  ids: IdGenerator;
}

/** Bounds of operator input. The CLI checks flags against the same numbers, so its messages match these rules. */
export const ADMIN_LIMITS = {
  /** Largest opening balance, and largest single grant or correction. */
  maxCredits: 1_000_000,
  maxConcurrency: 1_000,
  maxNameLength: 200,
  maxNoteLength: 500,
} as const;

function requireWhole(what: string, value: number, min: number, max: number): void {
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw new InvalidInputError(`${what} must be a whole number from ${min} to ${max}; got ${value}.`);
}

function optionalText(what: string, value: string | null | undefined, max: number): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (text.length > max) throw new InvalidInputError(`${what} must be at most ${max} characters.`);
  return text;
}

/** What an operator sees of an account: everything but the webhook signing secret. */
export function accountSummary(account: Account) {
  return {
    account_id: account.account_id,
    name: account.name,
    tier: account.tier,
    concurrency_limit: account.concurrency_limit,
    balance: account.balance,
    held: account.held,
    available: account.available,
    in_flight: account.in_flight,
    default_persona: account.default_persona,
    created_at: account.created_at,
  };
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
): Promise<{ account: Account; apiKey: string; record: ApiKeyRecord | null; created: boolean }> {
  requireWhole('credits', request.credits, 0, ADMIN_LIMITS.maxCredits);
  if (request.concurrency_limit !== undefined)
    requireWhole('concurrency_limit', request.concurrency_limit, 1, ADMIN_LIMITS.maxConcurrency);
  const name = optionalText('name', request.name, ADMIN_LIMITS.maxNameLength);
  const at = deps.clock.now().toISOString();
  const accountId =
    request.account_id ??
    `acct_${deps.ids
      .secret(12)
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 16)}`;
  const created = await deps.accounts.create({
    account_id: accountId,
    name,
    tier: request.tier,
    concurrency_limit: request.concurrency_limit ?? DEFAULT_CONCURRENCY[request.tier],
    // The Standard Webhooks secret format: whsec_ followed by base64.
    webhook_secret: `whsec_${Buffer.from(deps.ids.secret(24), 'base64url').toString('base64')}`,
    created_at: at,
  });
  const apiKey = request.api_key ?? newApiKey(deps.ids);
  // Only a new account gets the key stored; for an existing one (seeding again) `record` is null.
  const record = created ? keyRecord(apiKey, accountId, at) : null;
  if (record) {
    await deps.apiKeys.put(record);
    if (request.credits !== 0)
      await deps.accounts.grantCredits(accountId, request.credits, 'Opening balance', at);
  }
  const account = await deps.accounts.get(accountId);
  if (!account) throw new AccountNotFoundError(accountId);
  return { account, apiKey, record, created };
}

export async function issueKey(
  deps: AdminDeps,
  accountId: string,
): Promise<{ apiKey: string; record: ApiKeyRecord }> {
  if (!(await deps.accounts.get(accountId))) throw new AccountNotFoundError(accountId);
  const apiKey = newApiKey(deps.ids);
  const record = keyRecord(apiKey, accountId, deps.clock.now().toISOString());
  if (!(await deps.apiKeys.put(record))) throw new KeyCollisionError();
  return { apiKey, record };
}

/**
 * Revokes at once: the API looks keys up on every request without caching. Revoking a revoked key
 * changes nothing, so the recorded revocation time stays the first one.
 */
export async function revokeKey(
  deps: AdminDeps,
  keyHash: string,
): Promise<{ record: ApiKeyRecord; alreadyRevoked: boolean }> {
  const existing = await deps.apiKeys.findByHash(keyHash);
  if (!existing) throw new ApiKeyNotFoundError();
  if (existing.status === KeyStatus.revoked) return { record: existing, alreadyRevoked: true };
  const record = await deps.apiKeys.revoke(keyHash, deps.clock.now().toISOString());
  if (!record) throw new ApiKeyNotFoundError();
  return { record, alreadyRevoked: false };
}

/**
 * Replaces a key: the new key inherits the old key's identity, so it reads, lists and cancels every job
 * the old key submitted (nothing is rewritten), and the old key is revoked at once, in the same
 * transaction (docs/operations.md says why there is no grace period).
 */
export async function rotateKey(
  deps: AdminDeps,
  keyHash: string,
): Promise<{ apiKey: string; record: ApiKeyRecord; replaced: ApiKeyRecord }> {
  const existing = await deps.apiKeys.findByHash(keyHash);
  if (!existing) throw new ApiKeyNotFoundError();
  if (existing.status !== KeyStatus.active)
    throw new KeyRevokedError('That key is already revoked; only an active key can be rotated.');
  const at = deps.clock.now().toISOString();
  const apiKey = newApiKey(deps.ids);
  const record = keyRecord(apiKey, existing.account_id, at, keyIdOf(existing));
  if (!(await deps.apiKeys.rotate(keyHash, record, at)))
    throw new KeyRevokedError('That key was revoked or rotated meanwhile; nothing changed.');
  return { apiKey, record, replaced: { ...existing, status: KeyStatus.revoked, revoked_at: at } };
}

/** Ledger note when the operator gives none; the customer sees it in GET /v1/account. */
const defaultGrantNote = (amount: number) => (amount > 0 ? 'Credit grant' : 'Credit correction');

/** Adds credits, or takes them back with a negative amount; never below zero and never from held credits. */
export async function grantCredits(
  deps: AdminDeps,
  accountId: string,
  amount: number,
  note?: string | null,
): Promise<{ account: Account; note: string }> {
  requireWhole('credits', amount, -ADMIN_LIMITS.maxCredits, ADMIN_LIMITS.maxCredits);
  if (amount === 0) throw new InvalidInputError('credits must not be 0: a grant changes the balance.');
  const text = optionalText('note', note, ADMIN_LIMITS.maxNoteLength) ?? defaultGrantNote(amount);
  try {
    const account = await deps.accounts.grantCredits(accountId, amount, text, deps.clock.now().toISOString());
    return { account, note: text };
  } catch (error) {
    // The store only knows that `available` was too small; tell apart a plain overdraft from taking back holds.
    if (error instanceof CreditsHeldError) {
      const account = await deps.accounts.get(accountId);
      if (account && account.balance + amount < 0) throw new NegativeBalanceError(account.balance, amount);
    }
    throw error;
  }
}

/**
 * Changes the plan. A new tier brings that tier's concurrency limit unless a limit is given too, so that
 * an upgrade is never silently left on the old plan's limit. A lower limit than the jobs now in flight
 * stops new submissions until enough of them finish; it cancels nothing.
 */
export async function setPlan(
  deps: AdminDeps,
  accountId: string,
  plan: { tier?: Tier | undefined; concurrency_limit?: number | undefined },
): Promise<Account> {
  if (plan.tier === undefined && plan.concurrency_limit === undefined)
    throw new InvalidInputError('Give a tier, a concurrency limit or both.');
  if (plan.concurrency_limit !== undefined)
    requireWhole('concurrency_limit', plan.concurrency_limit, 1, ADMIN_LIMITS.maxConcurrency);
  const limit =
    plan.concurrency_limit ?? (plan.tier === undefined ? undefined : DEFAULT_CONCURRENCY[plan.tier]);
  return deps.accounts.setPlan(accountId, {
    ...(plan.tier === undefined ? {} : { tier: plan.tier }),
    ...(limit === undefined ? {} : { concurrency_limit: limit }),
  });
}

/** Operator listing, oldest first (a table scan: never on a request path). */
export function listAccounts(deps: AdminDeps): Promise<Account[]> {
  return deps.accounts.list();
}

/** The account's keys, oldest first: prefixes and hashes only, since the keys themselves are never stored. */
export async function listKeys(deps: AdminDeps, accountId: string): Promise<ApiKeyRecord[]> {
  if (!(await deps.accounts.get(accountId))) throw new AccountNotFoundError(accountId);
  const records = await deps.apiKeys.listByAccount(accountId);
  return records.sort((a, b) => a.created_at.localeCompare(b.created_at));
}
