import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { listenOnLoopback } from './fake-http.js';

/**
 * A fake Anthropic Messages API on loopback, for the real SDK to talk to over HTTP.
 *
 * It accepts `POST /v1/messages` with `x-api-key` or `authorization: Bearer …` and an
 * `anthropic-version` header (401/400 otherwise, in the API's error shape), records every request,
 * and answers from a script: each request takes the next entry of `queue` (a reply, or a function
 * that builds one); once the queue is empty, `respond` answers; without it the request gets a 500.
 * It tracks how many requests are in flight, so a test can check a concurrency limit.
 */

export interface RecordedRequest {
  index: number;
  method: string;
  path: string;
  /** Lower-cased names. */
  headers: Record<string, string>;
  /** The parsed JSON body (a Messages API create request). */
  body: any;
  rawBody: string;
}

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  /** Serialized as JSON. */
  body?: unknown;
  /** Sent as is instead of `body` (a broken body, for instance). */
  raw?: string;
  /** Wait this long before answering (makes concurrency observable). */
  delayMs?: number;
  /** Close the connection without answering. */
  hangUp?: boolean;
}

export type Responder = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeScript {
  queue?: Array<FakeReply | Responder>;
  respond?: Responder;
}

export interface FakeAnthropic {
  /** For the SDK's `baseURL` (no trailing `/v1`). */
  baseURL: string;
  requests: RecordedRequest[];
  /** The most requests that were in flight at the same time. */
  readonly maxInFlight: number;
  close(): Promise<void>;
}

export async function startFakeAnthropic(script: FakeScript | Responder = {}): Promise<FakeAnthropic> {
  const plan: FakeScript = typeof script === 'function' ? { respond: script } : script;
  const queue = [...(plan.queue ?? [])];
  const requests: RecordedRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;

  const server = createServer((req, res) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    void handle(req, res).finally(() => {
      inFlight -= 1;
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawBody = await readBody(req);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : (value ?? '');
    let body: unknown = null;
    try {
      body = rawBody === '' ? null : JSON.parse(rawBody);
    } catch {
      body = null;
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const recorded: RecordedRequest = {
      index: requests.length,
      method: req.method ?? 'GET',
      path,
      headers,
      body,
      rawBody,
    };
    requests.push(recorded);

    let reply: FakeReply;
    if (recorded.method !== 'POST' || path !== '/v1/messages') {
      reply = apiError(404, 'not_found_error', `No route for ${recorded.method} ${path}`);
    } else if (!headers['x-api-key'] && !/^Bearer \S+/.test(headers.authorization ?? '')) {
      reply = apiError(401, 'authentication_error', 'x-api-key header is required');
    } else if (!headers['anthropic-version']) {
      reply = apiError(400, 'invalid_request_error', 'anthropic-version header is required');
    } else if (body === null || typeof body !== 'object') {
      reply = apiError(400, 'invalid_request_error', 'The request body is not valid JSON');
    } else {
      const next = queue.shift() ?? plan.respond;
      reply = next
        ? typeof next === 'function'
          ? await next(recorded)
          : next
        : apiError(500, 'api_error', 'The fake has no scripted answer left for this request');
    }
    if (reply.delayMs) await delay(reply.delayMs);
    if (reply.hangUp) {
      res.socket?.destroy();
      return;
    }
    const payload = reply.raw ?? JSON.stringify(reply.body ?? {});
    res.writeHead(reply.status ?? 200, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(12).toString('hex')}`,
      ...reply.headers,
    });
    res.end(payload);
  }

  const { baseURL, close } = await listenOnLoopback(server);
  return {
    baseURL,
    requests,
    get maxInFlight() {
      return maxInFlight;
    },
    close,
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------
// Bodies shaped like the real API's
// ---------------------------------------------------------------------------------------------

export interface FakeUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens?: number;
  cache_read_input_tokens?: number;
}

const DEFAULT_USAGE: FakeUsage = { input_tokens: 100, output_tokens: 20 };

function usageBody(usage: FakeUsage) {
  const creation = usage.cache_creation_input_tokens ?? 0;
  return {
    input_tokens: usage.input_tokens,
    output_tokens: usage.output_tokens,
    cache_creation_input_tokens: creation,
    cache_read_input_tokens: usage.cache_read_input_tokens ?? 0,
    cache_creation: { ephemeral_5m_input_tokens: creation, ephemeral_1h_input_tokens: 0 },
    server_tool_use: null,
    service_tier: 'standard',
  };
}

export function message(
  content: unknown[],
  options: { model?: string; stopReason?: string; usage?: FakeUsage } = {},
): FakeReply {
  return {
    status: 200,
    body: {
      id: `msg_${randomBytes(12).toString('hex')}`,
      type: 'message',
      role: 'assistant',
      model: options.model ?? 'claude-haiku-4-5-20251001',
      content,
      stop_reason: options.stopReason ?? 'end_turn',
      stop_sequence: null,
      usage: usageBody(options.usage ?? DEFAULT_USAGE),
    },
  };
}

/** A message whose only content is one tool call (stop_reason `tool_use` unless told otherwise). */
export function toolUseMessage(
  name: string,
  input: unknown,
  options: { model?: string; stopReason?: string; usage?: FakeUsage } = {},
): FakeReply {
  return message([{ type: 'tool_use', id: `toolu_${randomBytes(12).toString('hex')}`, name, input }], {
    stopReason: 'tool_use',
    ...options,
  });
}

export function textMessage(
  text: string,
  options: { model?: string; stopReason?: string; usage?: FakeUsage } = {},
): FakeReply {
  return message([{ type: 'text', text }], options);
}

export function apiError(
  status: number,
  type: string,
  errorMessage: string,
  headers: Record<string, string> = {},
): FakeReply {
  return { status, headers, body: { type: 'error', error: { type, message: errorMessage } } };
}

export const overloaded = (headers: Record<string, string> = {}): FakeReply =>
  apiError(529, 'overloaded_error', 'Overloaded', headers);

export const rateLimited = (retryAfterSeconds: number): FakeReply =>
  apiError(429, 'rate_limit_error', 'Number of request tokens has exceeded your per-minute rate limit', {
    'retry-after': String(retryAfterSeconds),
  });

// ---------------------------------------------------------------------------------------------
// Reading the judge's requests, and estimating usage the way the bench needs
// ---------------------------------------------------------------------------------------------

/** The people of a judge request: the JSON lines between <people> and </people> of the first user turn. */
export function peopleIn(body: any): Array<Record<string, any> & { id: string }> {
  const first = body?.messages?.[0];
  const text =
    typeof first?.content === 'string'
      ? first.content
      : (first?.content ?? []).map((block: any) => (block.type === 'text' ? block.text : '')).join('');
  const match = /<people>\n([\s\S]*?)\n<\/people>/.exec(text);
  if (!match?.[1]) return [];
  return match[1].split('\n').map((line) => JSON.parse(line));
}

/** The tool a request forces, if any. */
export const forcedTool = (body: any): string | null =>
  body?.tool_choice?.type === 'tool' ? String(body.tool_choice.name) : null;

/** The system blocks' text, joined. */
export const systemText = (body: any): string =>
  typeof body?.system === 'string'
    ? body.system
    : (body?.system ?? []).map((block: any) => block.text ?? '').join('\n');

/**
 * Tokens as the fake estimates them (NOT the API's count): characters / 4 of the request's tools,
 * system and messages, plus the tool-use system prompt the API adds when tools are present. The
 * prefix up to a `cache_control` block, when at least `minCacheTokens` long, is a read if `cache` holds
 * its `cacheKey` and a write otherwise. The caller adds the key once the response starts, which is
 * when the real API makes a new cache entry visible to other requests.
 */
export const ESTIMATE_CHARS_PER_TOKEN = 4;
/** Claude 3 models add 235–340 tokens of tool-use system prompt (Anthropic's tool-use pricing page). */
export const ESTIMATE_TOOL_SYSTEM_TOKENS = 300;

export function estimateInput(
  body: any,
  cache: Set<string>,
  minCacheTokens: number,
): {
  input_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  cacheKey: string | null;
} {
  const tokens = (value: unknown): number =>
    Math.ceil(
      (typeof value === 'string' ? value.length : JSON.stringify(value ?? '').length) /
        ESTIMATE_CHARS_PER_TOKEN,
    );
  const toolTokens = body.tools ? tokens(body.tools) + ESTIMATE_TOOL_SYSTEM_TOKENS : 0;
  const schemaTokens = body.output_config?.format ? tokens(body.output_config.format) : 0;
  const system: any[] =
    typeof body.system === 'string' ? [{ type: 'text', text: body.system }] : (body.system ?? []);
  const messagesTokens = tokens(body.messages);
  let prefix = toolTokens;
  let cachedPrefix = 0;
  let key = JSON.stringify(body.tools ?? null);
  for (const block of system) {
    prefix += tokens(block.text);
    key += `\u0000${block.text}`;
    if (block.cache_control) cachedPrefix = prefix;
  }
  const systemTokens = system.reduce((sum, block) => sum + tokens(block.text), 0);
  const total = toolTokens + schemaTokens + systemTokens + messagesTokens;
  if (cachedPrefix === 0 || cachedPrefix < minCacheTokens)
    return {
      input_tokens: total,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      cacheKey: null,
    };
  const cacheKey = `${body.model}\u0000${key}`;
  const hit = cache.has(cacheKey);
  return {
    input_tokens: total - cachedPrefix,
    cache_creation_input_tokens: hit ? 0 : cachedPrefix,
    cache_read_input_tokens: hit ? cachedPrefix : 0,
    cacheKey,
  };
}

export const estimateOutput = (answer: unknown): number =>
  Math.ceil(JSON.stringify(answer).length / ESTIMATE_CHARS_PER_TOKEN);
