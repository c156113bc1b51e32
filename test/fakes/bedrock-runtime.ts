import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FakeReply, RecordedRequest } from './anthropic-server.js';
import { listenOnLoopback } from './fake-http.js';

/**
 * A fake Amazon Bedrock runtime on loopback, modelled on the fake Messages API (anthropic-server.ts),
 * for `@anthropic-ai/bedrock-sdk` to talk to over HTTP.
 *
 * It serves `POST /model/{modelId}/invoke` (InvokeModel), as Bedrock does for Claude: the model id in
 * the path, the Messages body without `model` and with `anthropic_version: "bedrock-2023-05-31"`,
 * signed with SigV4 (`Authorization: AWS4-HMAC-SHA256 Credential=…/bedrock/aws4_request`,
 * `x-amz-date`). A request that breaks one of these gets Bedrock's error shape: the status, an
 * `x-amzn-ErrorType` header and `{ "message": … }`. A well-formed request takes the next scripted
 * reply (the Messages API's response body, which InvokeModel returns unchanged for Claude).
 * Sources: docs/judge-anthropic.md, "Bedrock".
 */

export interface BedrockRequest extends RecordedRequest {
  /** The model or inference-profile id from the path, decoded. */
  modelId: string;
}

export type BedrockResponder = (request: BedrockRequest) => FakeReply | Promise<FakeReply>;

export interface FakeBedrock {
  /** For the SDK's `baseURL`. */
  baseURL: string;
  requests: BedrockRequest[];
  close(): Promise<void>;
}

export const bedrockError = (status: number, type: string, message: string): FakeReply => ({
  status,
  headers: { 'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazon.bedrock/` },
  body: { message },
});

export const throttled = (): FakeReply =>
  bedrockError(429, 'ThrottlingException', 'Too many requests, please wait before trying again.');

export async function startFakeBedrock(
  respond: BedrockResponder,
  options: { models?: readonly string[] } = {},
): Promise<FakeBedrock> {
  const requests: BedrockRequest[] = [];
  const server = createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawBody = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : (value ?? '');
    let body: any = null;
    try {
      body = rawBody === '' ? null : JSON.parse(rawBody);
    } catch {
      body = null;
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const route = /^\/model\/([^/]+)\/invoke$/.exec(path);
    const modelId = route?.[1] ? decodeURIComponent(route[1]) : '';
    const recorded: BedrockRequest = {
      index: requests.length,
      method: req.method ?? 'GET',
      path,
      headers,
      body,
      rawBody,
      modelId,
    };
    requests.push(recorded);

    let reply: FakeReply;
    const authorization = headers.authorization ?? '';
    if (recorded.method !== 'POST' || !route) {
      reply = bedrockError(404, 'UnknownOperationException', `No operation for ${recorded.method} ${path}`);
    } else if (
      !/^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/[a-z0-9-]+\/bedrock\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/.test(
        authorization,
      ) ||
      !headers['x-amz-date']
    ) {
      reply = bedrockError(
        403,
        'MissingAuthenticationTokenException',
        'Missing Authentication Token (a SigV4 signature for service "bedrock" is required)',
      );
    } else if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      reply = bedrockError(
        400,
        'ValidationException',
        'Malformed input request: the body is not a JSON object',
      );
    } else if (body.anthropic_version !== 'bedrock-2023-05-31') {
      reply = bedrockError(
        400,
        'ValidationException',
        `Malformed input request: anthropic_version must be bedrock-2023-05-31, got ${JSON.stringify(body.anthropic_version)}`,
      );
    } else if ('model' in body) {
      reply = bedrockError(
        400,
        'ValidationException',
        'Malformed input request: extraneous key [model] is not permitted',
      );
    } else if (options.models && !options.models.includes(modelId)) {
      reply = bedrockError(400, 'ValidationException', 'The provided model identifier is invalid.');
    } else {
      reply = await respond(recorded);
    }
    if (reply.hangUp) {
      res.socket?.destroy();
      return;
    }
    res.writeHead(reply.status ?? 200, {
      'content-type': 'application/json',
      'x-amzn-requestid': randomBytes(16).toString('hex'),
      ...reply.headers,
    });
    res.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
  }

  const { baseURL, close } = await listenOnLoopback(server);
  return {
    baseURL,
    requests,
    close,
  };
}
