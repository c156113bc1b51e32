import { randomUUID } from 'node:crypto';
import type { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy, { type MiddlewareObj, type Request as MiddyRequest } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as v from 'valibot';
import { authenticate, keyIdOf } from '../core/api-keys.js';
import {
  DomainError,
  InvalidJsonError,
  MethodNotAllowedError,
  PayloadTooLargeError,
  RateLimitedError,
  ResponseTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
  type ValidationIssue,
} from '../core/errors.js';
import type { ApiKeyRecord } from '../core/model.js';
import { TransientError } from '../core/ports.js';
import { httpStatusOf, isExposed } from '../http/error-status.js';
import { RequestRateGuard } from '../http/request-rate.js';
import {
  chooseCoding,
  encodeForClient,
  LAMBDA_RESPONSE_LIMIT_BYTES,
  responsePayloadBytes,
} from './compression.js';
import type { Deps } from './deps.js';
import { lambdaApiServices } from './entry.js';
import { outsideRequest, RequestDeadlineError, withinDeadline } from './request-deadline.js';

/** Where a handler's services come from: the entry module's memoized build in Lambda, a value locally. */
export type ApiServicesSource = () => Promise<Deps>;

type AnySchema = v.GenericSchema;
type Out<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

export interface RouteSpec<
  B extends AnySchema | undefined,
  Q extends AnySchema | undefined,
  P extends AnySchema | undefined,
> {
  body?: B;
  query?: Q;
  path?: P;
}

export interface HttpRequest<B, Q, P> {
  deps: Deps;
  caller: ApiKeyRecord;
  body: B;
  query: Q;
  path: P;
  headers: Readonly<Record<string, string | undefined>>;
  event: APIGatewayProxyEventV2;
  requestId: string;
}

export interface HttpResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Result = APIGatewayProxyStructuredResultV2;

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Result => ({
  statusCode: status,
  headers: { 'content-type': 'application/json', ...headers },
  body: body === undefined ? '' : JSON.stringify(body),
});

/** valibot issues as the spec's HTTPValidationError items, located in `body`, `query` or `path`. */
export function toValidationIssues(
  where: 'body' | 'query' | 'path',
  issues: readonly v.BaseIssue<unknown>[],
): ValidationIssue[] {
  return issues.map((issue) => {
    const loc: (string | number)[] = [where, ...(issue.path ?? []).map((p) => p.key as string | number)];
    // Object schemas report an unknown key as "expected never" and a missing one with no input.
    const isObjectIssue = /object$/.test(issue.type);
    if (isObjectIssue && issue.expected === 'never')
      return { loc, msg: 'Unknown field', type: 'extra_forbidden' };
    if (issue.kind === 'schema' && issue.input === undefined)
      return { loc, msg: 'Field required', type: 'missing' };
    return { loc, msg: issue.message, type: issue.kind === 'schema' ? `${issue.type}_type` : issue.type };
  });
}

function validate<S extends AnySchema | undefined>(
  schema: S,
  where: 'body' | 'query' | 'path',
  input: unknown,
): Out<S> {
  if (!schema) return undefined as Out<S>;
  // valibot's object schemas accept arrays; a JSON array is never a valid request body or parameter set.
  if (Array.isArray(input))
    throw new ValidationError([{ loc: [where], msg: 'Expected a JSON object', type: 'object_type' }]);
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) throw new ValidationError(toValidationIssues(where, parsed.issues));
  return parsed.output as Out<S>;
}

function readBody(event: APIGatewayProxyEventV2, maxBytes: number): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > maxBytes) throw new PayloadTooLargeError(maxBytes);
  const type = event.headers?.['content-type'];
  if (type && !/^application\/([\w.+-]*\+)?json\b/i.test(type.trim())) throw new UnsupportedMediaTypeError();
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new InvalidJsonError();
  }
}

/** Every non-2xx answer has the spec's envelope; 422 carries both readings of the spec (details and detail). */
export function errorResponse(error: unknown, requestId: string, log: (error: unknown) => void): Result {
  const headers: Record<string, string> = { 'x-request-id': requestId };
  if (error instanceof MethodNotAllowedError) headers.allow = error.allowed.join(', ');
  if (error instanceof DomainError && isExposed(error)) {
    const status = httpStatusOf(error);
    const envelope: Record<string, unknown> = {
      error: { code: error.code, message: error.message, ...error.extra },
    };
    if (error instanceof ValidationError) {
      (envelope.error as Record<string, unknown>).details = error.issues;
      envelope.detail = error.issues;
    }
    // Every 503 is one a retry may fix: say when (docs/api.md); a rate-limited key, when it may go on.
    if (status === 503) headers['retry-after'] = '1';
    if (error instanceof RateLimitedError) headers['retry-after'] = String(error.retryAfterSeconds);
    return json(status, envelope, headers);
  }
  if (error instanceof TransientError) {
    // A dependency hiccup (storage throttling, say) is the client's to retry, not a bug of ours.
    log(error);
    return json(
      503,
      {
        error: {
          code: 'service_unavailable',
          message: `A dependency is briefly unavailable; retry the request (request id ${requestId}).`,
        },
      },
      { ...headers, 'retry-after': '1' },
    );
  }
  log(error);
  return json(
    500,
    {
      error: {
        code: 'internal_error',
        message: `Something went wrong on our side. Retrying is safe; if it persists, quote request id ${requestId}.`,
      },
    },
    headers,
  );
}

/** What the middlewares learn about a request, handed on to the route function. */
type CtpState = Partial<HttpRequest<unknown, unknown, unknown>>;

interface CtpContext extends Context {
  ctp?: CtpState;
}

type Request = MiddyRequest<APIGatewayProxyEventV2, Result, Error, CtpContext>;

/**
 * A HEAD request gets exactly the headers its GET would, and no body (RFC 9110 9.3.2); `content-length`
 * says how long the GET body would be.
 */
export function withoutBodyForHead(event: APIGatewayProxyEventV2, result: Result): Result {
  if (event.requestContext?.http?.method !== 'HEAD') return result;
  const length = Buffer.byteLength(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
  return { ...result, headers: { ...result.headers, 'content-length': String(length) }, body: '' };
}

const requestIdOf = (request: Request) =>
  request.event.requestContext?.requestId ?? request.context?.awsRequestId ?? randomUUID();

/** Turns any error, from any middleware or the handler, into the one envelope. */
const errorEnvelope = (): MiddlewareObj<APIGatewayProxyEventV2, Result, Error, CtpContext> => ({
  onError: async (request) => {
    const requestId = request.context.ctp?.requestId ?? requestIdOf(request);
    const logger = request.context.ctp?.deps?.logger;
    request.response = withoutBodyForHead(
      request.event,
      errorResponse(request.error, requestId, (error) =>
        logger ? logger.error('Unhandled error', { requestId, error: error as Error }) : console.error(error),
      ),
    );
  },
});

const contextInjectors = new WeakMap<Logger, MiddlewareObj>();

/**
 * Powertools' `injectLambdaContext`, so that every log line of the request carries the request id,
 * the function's name and the cold-start flag. The logger comes with the services, which are built on
 * the first request, so its middleware is made then (once per logger) and run from here.
 */
async function injectLambdaContextInto(request: Request, logger: Logger): Promise<void> {
  let injector = contextInjectors.get(logger);
  if (!injector) {
    injector = injectLambdaContext(logger) as MiddlewareObj;
    contextInjectors.set(logger, injector);
  }
  await injector.before?.(request as MiddyRequest);
}

/**
 * The pipeline a request starts outlives the request: locally (and in the test runners) its execution
 * runs in-process, in the async context of the request that started it, and its storage calls must not
 * carry that request's deadline (functions/shared/request-deadline.ts). The request still waits for
 * `start` and `stop` themselves within its deadline.
 */
function withPipelineOutsideDeadline(deps: Deps): Deps {
  const { pipeline } = deps;
  return {
    ...deps,
    pipeline: {
      start: (jobId) => outsideRequest(() => pipeline.start(jobId)),
      stop: (jobId) => outsideRequest(() => pipeline.stop(jobId)),
    },
  };
}

const rateGuards = new WeakMap<Deps, RequestRateGuard>();

/** The request-rate guard of one set of services: one per API function instance (docs/api.md). */
function rateGuardOf(deps: Deps): RequestRateGuard {
  let guard = rateGuards.get(deps);
  if (!guard) {
    guard = new RequestRateGuard({
      perSecond: deps.config.CTP_KEY_RATE_PER_SECOND,
      burst: deps.config.CTP_KEY_RATE_BURST,
    });
    rateGuards.set(deps, guard);
  }
  return guard;
}

/** First: who is calling. Nothing about the request is looked at before this. */
const authentication = (
  services: ApiServicesSource,
): MiddlewareObj<APIGatewayProxyEventV2, Result, Error, CtpContext> => ({
  before: async (request) => {
    const ctp: CtpState = { requestId: requestIdOf(request) };
    request.context.ctp = ctp;
    const deps = await services();
    ctp.deps = withPipelineOutsideDeadline(deps);
    await injectLambdaContextInto(request, deps.logger);
    // Spec part 5: no endpoint is anonymous, not even the catch-all that answers unknown routes.
    ctp.caller = await authenticate(deps.apiKeys, request.event.headers?.['x-api-key']);
    // Then the key's request rate, before any other work is done for it.
    const wait = rateGuardOf(deps).take(keyIdOf(ctp.caller), deps.clock.now().getTime());
    if (wait !== null) throw new RateLimitedError(wait, deps.config.CTP_KEY_RATE_PER_SECOND);
  },
});

/** Then: body, query and path against the route's schemas. */
const validation = (
  spec: RouteSpec<AnySchema | undefined, AnySchema | undefined, AnySchema | undefined>,
): MiddlewareObj<APIGatewayProxyEventV2, Result, Error, CtpContext> => ({
  before: async (request) => {
    const { event } = request;
    request.context.ctp ??= {};
    const ctp = request.context.ctp;
    const maxBytes = ctp.deps?.config.CTP_MAX_BODY_BYTES ?? 65_536;
    ctp.body = validate(spec.body, 'body', spec.body ? readBody(event, maxBytes) : undefined);
    ctp.query = validate(spec.query, 'query', event.queryStringParameters ?? {});
    ctp.path = validate(spec.path, 'path', event.pathParameters ?? {});
    ctp.headers = event.headers ?? {};
    ctp.event = event;
  },
});

/**
 * Builds a route handler: authenticate first (so an anonymous request always gets 401), then parse and
 * validate, then call `fn`, then map. Every failure on the way is answered by the one error envelope.
 * The handler Lambda runs takes its services from the entry module (`lambdaServices`, when a route
 * needs more than the stores and the starter); `withServices` gives the same handler over services
 * built elsewhere (local mode's server, tests).
 */
export function httpHandler<
  B extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  P extends AnySchema | undefined = undefined,
>(
  spec: RouteSpec<B, Q, P>,
  fn: (request: HttpRequest<Out<B>, Out<Q>, Out<P>>) => Promise<HttpResponse>,
  lambdaServices: ApiServicesSource = lambdaApiServices,
) {
  const middyHandler = (services: ApiServicesSource) =>
    middy<APIGatewayProxyEventV2, Result, Error, CtpContext>()
      .use(errorEnvelope())
      .use(authentication(services))
      .use(validation(spec))
      .handler(async (_event, context) => {
        const request = context.ctp as HttpRequest<Out<B>, Out<Q>, Out<P>>;
        const response = await fn(request);
        const headers = { 'x-request-id': request.requestId, ...response.headers };
        const acceptEncoding = request.headers['accept-encoding'];
        // 304 Not Modified has no body by definition (RFC 9110 15.4.5).
        if (response.status === 304)
          return encodeForClient({ statusCode: 304, headers, body: '' }, acceptEncoding);
        const result = encodeForClient(json(response.status ?? 200, response.body, headers), acceptEncoding);
        // Lambda refuses a larger answer and API Gateway turns that into a bare 500 after the work is
        // done (a charged job's result unreadable): say instead what the client can do about it.
        const bytes = responsePayloadBytes(result);
        if (bytes > LAMBDA_RESPONSE_LIMIT_BYTES)
          throw new ResponseTooLargeError(bytes, LAMBDA_RESPONSE_LIMIT_BYTES, chooseCoding(acceptEncoding));
        return withoutBodyForHead(request.event, result);
      });
  const withServices = (services: ApiServicesSource) => withDeadline(services, middyHandler(services));
  return Object.assign(withServices(lambdaServices), { withServices });
}

/** The least a request is given, whatever its arrival time says (clock skew between hosts). */
const MIN_BUDGET_MS = 500;

/**
 * What is left of the request's deadline: counted from when API Gateway received it (`timeEpoch`), so
 * that a cold start, or local mode's checks before the body, come out of the same 6 s.
 */
export function requestBudgetMs(event: APIGatewayProxyEventV2, deadlineMs: number, now = Date.now()): number {
  const arrived = event.requestContext?.timeEpoch;
  if (typeof arrived !== 'number' || !Number.isFinite(arrived)) return deadlineMs;
  const elapsed = Math.max(0, now - arrived);
  return Math.min(deadlineMs, Math.max(MIN_BUDGET_MS, deadlineMs - elapsed));
}

type MiddyHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<Result>;

/**
 * The whole request (authentication, validation, the route, the mapping) runs within the configured
 * deadline (CTP_REQUEST_DEADLINE_MS); when it passes, the answer is 503 `service_unavailable` with
 * `Retry-After`, and the request's storage calls are aborted (functions/shared/request-deadline.ts).
 */
function withDeadline(services: ApiServicesSource, handler: MiddyHandler) {
  return async (event: APIGatewayProxyEventV2, context: Context): Promise<Result> => {
    let deps: Deps;
    try {
      deps = await services();
    } catch {
      // Unbuildable services are the handler's to answer (a 500 with a request id).
      return handler(event, context);
    }
    try {
      return await withinDeadline(requestBudgetMs(event, deps.config.CTP_REQUEST_DEADLINE_MS), () =>
        handler(event, context),
      );
    } catch (error) {
      if (!(error instanceof RequestDeadlineError)) throw error;
      const requestId = event.requestContext?.requestId ?? context?.awsRequestId ?? randomUUID();
      deps.logger.warn('Request deadline passed; answered 503', {
        requestId,
        routeKey: event.routeKey,
        deadlineMs: error.deadlineMs,
      });
      return withoutBodyForHead(
        event,
        errorResponse(error, requestId, () => undefined),
      );
    }
  };
}
