import { MethodNotAllowedError, RouteNotFoundError } from '../core/errors.js';
import { httpHandler } from '../shared/middleware.js';
import { allowedMethods } from './routes.js';

/**
 * The `$default` route. It authenticates like every endpoint (spec part 5: nothing is anonymous), then
 * says whether the path exists under another method (405) or not at all (404).
 */
export const handler = httpHandler({}, async ({ event }) => {
  const method = event.requestContext.http.method;
  const path = event.rawPath;
  const allowed = allowedMethods(path);
  if (allowed.length > 0) throw new MethodNotAllowedError(method, path, allowed);
  throw new RouteNotFoundError(method, path);
});
