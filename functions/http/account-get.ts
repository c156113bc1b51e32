import { loadAccount } from '../core/accounts.js';
import { accountView } from '../core/views.js';
import { httpHandler } from '../shared/middleware.js';

export const RECENT_LEDGER_ENTRIES = 20;

export const handler = httpHandler({}, async ({ deps, caller }) => {
  const [account, ledger] = await Promise.all([
    loadAccount(deps.accounts, caller.account_id),
    deps.accounts.recentLedger(caller.account_id, RECENT_LEDGER_ENTRIES),
  ]);
  return { body: accountView(account, ledger) };
});
