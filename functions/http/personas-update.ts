import { updatePersona } from '../core/personas.js';
import { PersonaSlugPath, UpdatePersonaBody } from '../schemas/personas.js';
import { lambdaApiServicesWith } from '../shared/entry.js';
import { judgeInterpreter } from '../shared/judge.js';
import { httpHandler } from '../shared/middleware.js';

export const handler = httpHandler(
  { path: PersonaSlugPath, body: UpdatePersonaBody },
  async ({ deps, caller, path, body }) => ({
    body: await updatePersona(deps, caller.account_id, path.slug, body, deps.clock.now()),
  }),
  // A new definition is read again: only this route and the create bundle the judge.
  lambdaApiServicesWith({ interpreter: judgeInterpreter }),
);
