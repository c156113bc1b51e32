import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { type HttpLambda, matchRoute } from '../functions/http/routes.js';
import { LAMBDA_RESPONSE_LIMIT_BYTES, responsePayloadBytes } from '../functions/shared/compression.js';
import type { ApiServicesSource } from '../functions/shared/middleware.js';
import type { RequestLogEntry } from './log.js';
import {
  answerClientError,
  BodyTooLargeError,
  checkBeforeBody,
  readBodyWithin,
  sendRefusal,
  tooLargeRefusal,
} from './request-guard.js';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A route module's handler: the one Lambda runs, and the same over services handed in. */
interface RouteModule {
  handler: HttpLambda & { withServices(services: ApiServicesSource): HttpLambda };
}

/** The very handler Lambda runs for each route, over this server's services, loaded once like a warm function. */
function routeLoader(services: ApiServicesSource): (entry: string) => Promise<HttpLambda> {
  const handlers = new Map<string, Promise<HttpLambda>>();
  return (entry) => {
    let loaded = handlers.get(entry);
    if (!loaded) {
      loaded = (import(pathToFileURL(path.join(PROJECT_ROOT, entry)).href) as Promise<RouteModule>).then(
        (module) => module.handler.withServices(services),
      );
      handlers.set(entry, loaded);
    }
    return loaded;
  };
}

const TEXT_TYPES = /^(application\/([\w.+-]*\+)?json|text\/|application\/x-www-form-urlencoded)/i;

/** Builds the API Gateway HTTP API (payload 2.0) event that the Lambda handler would receive in AWS. */
export function toEvent(
  req: IncomingMessage,
  body: Buffer,
  routeKey: string,
  pathParameters: Record<string, string>,
  /** When the request arrived (API Gateway's `timeEpoch` is its own receipt time). */
  arrived = new Date(),
) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  // HTTP APIs join repeated query parameters with commas.
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams)
    query[name] = name in query ? `${query[name]},${value}` : value;
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || contentType === '' || TEXT_TYPES.test(contentType);
  const now = arrived;
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
  return event;
}

/**
 * What API Gateway sends the client for a handler's result. Lambda refuses a response payload over its
 * limit and API Gateway then answers with a bare 500: so does local mode, so that nothing passes here
 * that would fail in AWS. A base64 body is bytes (a compressed one, say), sent decoded.
 */
export function gatewayAnswer(result: APIGatewayProxyStructuredResultV2): {
  status: number;
  body: string | Buffer;
  headers: Record<string, string>;
} {
  if (responsePayloadBytes(result) > LAMBDA_RESPONSE_LIMIT_BYTES)
    return { status: 500, body: JSON.stringify({ message: 'Internal Server Error' }), headers: {} };
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  const payload = result.body ?? '';
  return {
    status: result.statusCode ?? 200,
    body: result.isBase64Encoded ? Buffer.from(payload, 'base64') : payload,
    headers,
  };
}

function lambdaContext(name: string, requestId: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${name}`,
    memoryLimitInMB: '256',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Serves the API over HTTP by handing every request, as an API Gateway event, to the very handler Lambda runs. */
export function createApiServer(options: {
  /** The API's services, built by the caller (local/stack.ts). */
  services: ApiServicesSource;
  onRequest?: (entry: RequestLogEntry) => void;
  /** Serves the console's files (local/console-site.ts); answers false for anything else, /v1 included. */
  site?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
}): Server {
  const loadHandler = routeLoader(options.services);
  /**
   * One request. `expectsContinue`: the client sent `Expect: 100-continue` and waits for `100 Continue`
   * before it sends its body; that comes only once the key and the declared length are accepted, so a
   * refused request gets its 401 or 413 and never a `100 Continue` first (RFC 9110 10.1.1).
   */
  const handle = async (req: IncomingMessage, res: ServerResponse, expectsContinue: boolean) => {
    const arrived = new Date();
    if (options.onRequest) logWhenFinished(req, res, options.onRequest);
    const send = (status: number, body: string | Buffer, headers: Record<string, string> = {}) => {
      // setHeader, not writeHead's argument, so that the request log can read them back.
      for (const [name, value] of Object.entries({ 'content-type': 'application/json', ...headers }))
        res.setHeader(name, value);
      res.writeHead(status);
      res.end(body);
    };
    try {
      if (options.site && (await options.site(req, res))) return;
      // The key and the declared length are checked before a byte of the body is read.
      const guard = await checkBeforeBody(req, options.services);
      if ('refusal' in guard) {
        sendRefusal(req, res, guard.refusal);
        return;
      }
      if (expectsContinue) res.writeContinue();
      let body: Buffer;
      try {
        body = await readBodyWithin(req, guard.maxBytes);
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        sendRefusal(req, res, tooLargeRefusal(guard.maxBytes));
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      let matched: ReturnType<typeof matchRoute>;
      try {
        matched = matchRoute(req.method ?? 'GET', url.pathname);
      } catch {
        // A path with malformed percent-encoding: the catch-all answers it.
        matched = matchRoute('', '');
      }
      const event = toEvent(req, body, matched.route.routeKey, matched.pathParameters, arrived);
      const handler = await loadHandler(matched.route.entry);
      const result = await handler(event, lambdaContext(matched.route.name, event.requestContext.requestId), {
        signal: new AbortController().signal,
      });
      const answer = gatewayAnswer(result);
      send(answer.status, answer.body, answer.headers);
    } catch (error) {
      // The caller hung up while its body was being read (a load generator stopping, say): nobody to
      // answer and nothing failed.
      if (req.destroyed && (error as NodeJS.ErrnoException).code === 'ECONNRESET') return;
      // Handlers answer their own errors; reaching this means the local server itself failed.
      console.error(error);
      send(500, JSON.stringify({ error: { code: 'internal_error', message: 'The local server failed.' } }));
    }
  };
  const server = createServer((req, res) => handle(req, res, false));
  // Without this listener Node itself answers `100 Continue` before any of our code has looked.
  server.on('checkContinue', (req, res) => handle(req, res, true));
  // Requests Node's parser refuses never reach the handler above; answer them with the envelope too.
  server.on('clientError', answerClientError);
  return server;
}

/** One entry per request, when its answer has been sent (`npm start` prints it). */
function logWhenFinished(req: IncomingMessage, res: ServerResponse, log: (entry: RequestLogEntry) => void) {
  const at = new Date();
  const started = performance.now();
  // The error envelope's code, read from what an error answer writes (the handlers' and the guards' alike).
  let code: string | null = null;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    const [chunk] = args;
    if (res.statusCode >= 400 && (typeof chunk === 'string' || Buffer.isBuffer(chunk)))
      code = /"code"\s*:\s*"([\w.-]{1,64})"/.exec(chunk.toString().slice(0, 512))?.[1] ?? null;
    return end(...args);
  }) as typeof res.end;
  res.once('finish', () => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const requestId = res.getHeader('x-request-id');
    log({
      at,
      method: req.method ?? '-',
      path: url.pathname,
      query: url.search.slice(1),
      status: res.statusCode,
      ms: Math.round(performance.now() - started),
      requestId: typeof requestId === 'string' ? requestId : null,
      userAgent: req.headers['user-agent'] ?? null,
      code,
    });
  });
}

export async function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}
