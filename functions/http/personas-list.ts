import { listPersonas } from '../core/personas.js';
import { ListPersonasQuery } from '../schemas/personas.js';
import { httpHandler } from '../shared/middleware.js';

export const handler = httpHandler({ query: ListPersonasQuery }, async ({ deps, caller, query }) => ({
  body: await listPersonas(deps, caller.account_id, { skip: query.skip, limit: query.limit }),
}));
