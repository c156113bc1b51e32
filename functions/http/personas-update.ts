import { loadAccount } from '../core/accounts.js';
import { updatePersona } from '../core/personas.js';
import { PersonaSlugPath, UpdatePersonaBody } from '../schemas/personas.js';
import { httpHandler } from '../shared/middleware.js';

export const handler = httpHandler(
  { path: PersonaSlugPath, body: UpdatePersonaBody },
  async ({ deps, caller, path, body }) => {
    const account = await loadAccount(deps.accounts, caller.account_id);
    return {
      body: await updatePersona(
        deps.personas,
        account.account_id,
        path.slug,
        body,
        account.default_persona,
        deps.clock.now(),
      ),
    };
  },
);
