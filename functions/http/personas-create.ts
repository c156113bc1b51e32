import { createPersona } from '../core/personas.js';
import { CreatePersonaBody } from '../schemas/personas.js';
import { httpHandler } from '../shared/middleware.js';

export const handler = httpHandler({ body: CreatePersonaBody }, async ({ deps, caller, body }) => {
  const persona = await createPersona(
    deps.personas,
    caller.account_id,
    body,
    deps.clock.now(),
    deps.interpreter,
  );
  return { status: 201, body: persona, headers: { location: `/v1/personas/${persona.slug}` } };
});
