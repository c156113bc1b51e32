import { updatePersona } from '../core/personas.js';
import { PersonaSlugPath, UpdatePersonaBody } from '../schemas/personas.js';
import { httpHandler } from '../shared/middleware.js';

export const handler = httpHandler(
  { path: PersonaSlugPath, body: UpdatePersonaBody },
  async ({ deps, caller, path, body }) => ({
    body: await updatePersona(deps, caller.account_id, path.slug, body, deps.clock.now()),
  }),
);
