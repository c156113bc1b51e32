import { deletePersona } from '../core/personas.js';
import { PersonaSlugPath } from '../schemas/personas.js';
import { httpHandler } from '../shared/middleware.js';

export const handler = httpHandler({ path: PersonaSlugPath }, async ({ deps, caller, path }) => ({
  body: await deletePersona(deps, caller.account_id, path.slug),
}));
