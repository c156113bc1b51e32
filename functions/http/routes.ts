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
  entry: string;
  load: () => Promise<{ handler: HttpLambda }>;
}

/** Every route, once: the local server and the CDK stack both read this list. */
export const ROUTES: RouteDefinition[] = [
  {
    routeKey: 'POST /v1/jobs',
    name: 'JobsCreate',
    entry: 'functions/http/jobs-create.ts',
    load: () => import('./jobs-create.js'),
  },
  {
    routeKey: 'GET /v1/jobs',
    name: 'JobsList',
    entry: 'functions/http/jobs-list.ts',
    load: () => import('./jobs-list.js'),
  },
  {
    routeKey: 'GET /v1/jobs/{job_id}',
    name: 'JobsGet',
    entry: 'functions/http/jobs-get.ts',
    load: () => import('./jobs-get.js'),
  },
  {
    routeKey: 'GET /v1/jobs/{job_id}/preview',
    name: 'JobsPreview',
    entry: 'functions/http/jobs-preview.ts',
    load: () => import('./jobs-preview.js'),
  },
  {
    routeKey: 'POST /v1/jobs/{job_id}/cancel',
    name: 'JobsCancel',
    entry: 'functions/http/jobs-cancel.ts',
    load: () => import('./jobs-cancel.js'),
  },
  {
    routeKey: 'GET /v1/account',
    name: 'AccountGet',
    entry: 'functions/http/account-get.ts',
    load: () => import('./account-get.js'),
  },
  {
    routeKey: 'GET /v1/personas',
    name: 'PersonasList',
    entry: 'functions/http/personas-list.ts',
    load: () => import('./personas-list.js'),
  },
  {
    routeKey: 'POST /v1/personas',
    name: 'PersonasCreate',
    entry: 'functions/http/personas-create.ts',
    load: () => import('./personas-create.js'),
  },
  {
    routeKey: 'PATCH /v1/personas/{slug}',
    name: 'PersonasUpdate',
    entry: 'functions/http/personas-update.ts',
    load: () => import('./personas-update.js'),
  },
  {
    routeKey: 'DELETE /v1/personas/{slug}',
    name: 'PersonasDelete',
    entry: 'functions/http/personas-delete.ts',
    load: () => import('./personas-delete.js'),
  },
  {
    routeKey: 'GET /v1/openapi.json',
    name: 'OpenApiGet',
    entry: 'functions/http/openapi-get.ts',
    load: () => import('./openapi-get.js'),
  },
  {
    routeKey: '$default',
    name: 'NotFound',
    entry: 'functions/http/not-found.ts',
    load: () => import('./not-found.js'),
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

/** Matches like API Gateway: exact method and path template; anything else goes to `$default`. */
export function matchRoute(method: string, path: string): MatchedRoute {
  for (const { route, method: m, names, regex } of compiled) {
    if (m !== method) continue;
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

export function allowedMethods(path: string): string[] {
  return compiled.filter(({ regex }) => regex.test(path)).map(({ method }) => method);
}
