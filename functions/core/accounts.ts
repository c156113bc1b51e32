import { InvalidApiKeyError } from './errors.js';
import type { Account } from './model.js';
import type { AccountStore } from './ports.js';

/** The caller's account. A key whose account is gone is as good as revoked. */
export async function loadAccount(store: AccountStore, accountId: string): Promise<Account> {
  const account = await store.get(accountId);
  if (!account) throw new InvalidApiKeyError();
  return account;
}
