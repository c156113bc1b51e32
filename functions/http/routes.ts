import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { InvariantError } from '../core/errors.js';
import { ROUTES, type RouteDefinition } from '../schemas/route-table.js';

export type HttpLambda = (
  event: APIGatewayProxyEventV2,
  context: Context,
  options: { signal: AbortSignal },
) => Promise<APIGatewayProxyStructuredResultV2>;

// The route data lives beside the API contract; re-exported here for the HTTP layer's users.
export { ROUTES, type RouteDefinition } from '../schemas/route-table.js';

export interface MatchedRoute {
  route: RouteDefinition;
  pathParameters: Record<string, string>;
}

const compiled = ROUTES.filter((r) => r.routeKey !== '$default').map((route) => {
  const [method, template] = route.routeKey.split(' ') as [string, string];
  const names: string[] = [];
  const pattern = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, method, names, regex: new RegExp(`^${pattern}$`) };
});

/**
 * HEAD is served by the GET handler (RFC 9110 9.3.2: the same headers, no body). API Gateway matches
 * methods exactly, so the CDK stack gives every GET route a HEAD route to the same function.
 */
export const servesMethod = (routeMethod: string, method: string): boolean =>
  routeMethod === method || (method === 'HEAD' && routeMethod === 'GET');

/** The API Gateway route keys of a route: itself, and its HEAD twin for a GET route. */
export function gatewayRouteKeys(route: RouteDefinition): string[] {
  return route.routeKey.startsWith('GET ')
    ? [route.routeKey, route.routeKey.replace(/^GET /, 'HEAD ')]
    : [route.routeKey];
}

/** Matches like API Gateway: method (HEAD as GET) and path template; anything else goes to `$default`. */
export function matchRoute(method: string, path: string): MatchedRoute {
  for (const { route, method: m, names, regex } of compiled) {
    if (!servesMethod(m, method)) continue;
    const match = regex.exec(path);
    if (!match) continue;
    const pathParameters = Object.fromEntries(
      names.map((n, i) => [n, decodeURIComponent(match[i + 1] ?? '')]),
    );
    return { route, pathParameters };
  }
  const fallback = ROUTES.find((r) => r.routeKey === '$default');
  if (!fallback) throw new InvariantError('No $default route');
  return { route: fallback, pathParameters: {} };
}

/** The methods a path accepts, HEAD included wherever GET is: the `Allow` header of a 405. */
export function allowedMethods(path: string): string[] {
  const methods = compiled.filter(({ regex }) => regex.test(path)).map(({ method }) => method);
  return methods.includes('GET') ? [...methods, 'HEAD'] : methods;
}
