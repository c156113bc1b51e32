import { createPersona } from '../core/personas.js';
import { CreatePersonaBody } from '../schemas/personas.js';
import { lambdaApiServicesWith } from '../shared/entry.js';
import { judgeInterpreter } from '../shared/judge.js';
import { httpHandler } from '../shared/middleware.js';

export const handler = httpHandler(
  { body: CreatePersonaBody },
  async ({ deps, caller, body }) => {
    const persona = await createPersona(
      deps.personas,
      caller.account_id,
      body,
      deps.clock.now(),
      deps.interpreter,
    );
    return { status: 201, body: persona, headers: { location: `/v1/personas/${persona.slug}` } };
  },
  // The one route besides the update that reads definitions: only these two bundle the judge.
  lambdaApiServicesWith({ interpreter: judgeInterpreter }),
);
