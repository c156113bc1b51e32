import { deletePersona, SYSTEM_PERSONA_SLUG } from '../core/personas.js';
import { PersonaSlugPath } from '../schemas/personas.js';
import { httpHandler } from '../shared/middleware.js';

export const handler = httpHandler({ path: PersonaSlugPath }, async ({ deps, caller, path }) => {
  await deletePersona(deps.personas, caller.account_id, path.slug);
  const account = await deps.accounts.get(caller.account_id);
  return {
    body: {
      slug: path.slug,
      deleted: true,
      default_persona: account?.default_persona ?? SYSTEM_PERSONA_SLUG,
    },
  };
});
