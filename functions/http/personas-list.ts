import { loadAccount } from '../core/accounts.js';
import { listPersonas } from '../core/personas.js';
import { httpHandler } from '../shared/middleware.js';

export const handler = httpHandler({}, async ({ deps, caller }) => {
  const account = await loadAccount(deps.accounts, caller.account_id);
  const personas = await listPersonas(deps.personas, account.account_id, account.default_persona);
  return { body: { count: personas.length, default_persona: account.default_persona, personas } };
});
