import { listPersonas } from '../core/personas.js';
import { httpHandler } from '../shared/middleware.js';

export const handler = httpHandler({}, async ({ deps, caller }) => ({
  body: await listPersonas(deps, caller.account_id),
}));
