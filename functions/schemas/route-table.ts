/**
 * The API's routes as data: the OpenAPI generator (`schemas/openapi.ts`), the HTTP layer's matcher
 * (`http/routes.ts`), the local server and the CDK stack all read this one list. It imports nothing,
 * so the document's builder does not depend on the HTTP layer, and the catch-all handler does not pull
 * every other handler into its bundle.
 */

export interface RouteDefinition {
  /** API Gateway route key: `METHOD /path/{param}`, or `$default` for the catch-all. */
  routeKey: string;
  /** Short name, used for the Lambda function's id. */
  name: string;
  /** The handler's file (exporting `handler`), relative to the project root. */
  entry: string;
}

/** Every route, once. */
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
