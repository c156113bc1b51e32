import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

export type HttpLambda = (
  event: APIGatewayProxyEventV2,
  context: Context,
  options: { signal: AbortSignal },
) => Promise<APIGatewayProxyStructuredResultV2>;

export interface RouteDefinition {
  /** API Gateway route key: `METHOD /path/{param}`, or `$default` for the catch-all. */
  routeKey: string;
  /** Short name, used for the Lambda function's id. */
  name: string;
  /** The handler's file (exporting `handler`), relative to the project root. */
  entry: string;
}

/**
 * Every route, once: the local server, the CDK stack and the OpenAPI generator all read this list. It
 * holds data only, so the catch-all handler that imports it does not pull every other handler into its
 * bundle.
 */
export const ROUTES: RouteDefinition[] = [
  {
    routeKey: 'POST /v1/jobs',
    name: 'JobsCreate',
    entry: 'functions/http/jobs-create.ts',
  },
  {
    routeKey: 'GET /v1/jobs',
    name: 'JobsList',
    entry: 'functions/http/jobs-list.ts',
  },
  {
    routeKey: 'GET /v1/jobs/{job_id}',
    name: 'JobsGet',
    entry: 'functions/http/jobs-get.ts',
  },
  {
    routeKey: 'GET /v1/jobs/{job_id}/preview',
    name: 'JobsPreview',
    entry: 'functions/http/jobs-preview.ts',
  },
  {
    routeKey: 'POST /v1/jobs/{job_id}/cancel',
    name: 'JobsCancel',
    entry: 'functions/http/jobs-cancel.ts',
  },
  {
    routeKey: 'GET /v1/account',
    name: 'AccountGet',
    entry: 'functions/http/account-get.ts',
  },
  {
    routeKey: 'GET /v1/personas',
    name: 'PersonasList',
    entry: 'functions/http/personas-list.ts',
  },
  {
    routeKey: 'POST /v1/personas',
    name: 'PersonasCreate',
    entry: 'functions/http/personas-create.ts',
  },
  {
    routeKey: 'PATCH /v1/personas/{slug}',
    name: 'PersonasUpdate',
    entry: 'functions/http/personas-update.ts',
  },
  {
    routeKey: 'DELETE /v1/personas/{slug}',
    name: 'PersonasDelete',
    entry: 'functions/http/personas-delete.ts',
  },
  {
    routeKey: 'GET /v1/openapi.json',
    name: 'OpenApiGet',
    entry: 'functions/http/openapi-get.ts',
  },
  {
    routeKey: '$default',
    name: 'NotFound',
    entry: 'functions/http/not-found.ts',
  },
];

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
  if (!fallback) throw new Error('No $default route');
  return { route: fallback, pathParameters: {} };
}

/** The methods a path accepts, HEAD included wherever GET is: the `Allow` header of a 405. */
export function allowedMethods(path: string): string[] {
  const methods = compiled.filter(({ regex }) => regex.test(path)).map(({ method }) => method);
  return methods.includes('GET') ? [...methods, 'HEAD'] : methods;
}
