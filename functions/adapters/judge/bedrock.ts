import { AnthropicBedrock } from '@anthropic-ai/bedrock-sdk';
import type { Middleware } from '@anthropic-ai/sdk';
import { ConfigError } from '../../core/errors.js';
import { DownDependency } from '../../core/outage.js';
import {
  ANTHROPIC_JUDGE_DEFAULTS,
  AnthropicPersonaJudge,
  deferLongRetryAfter,
  type OnJudgeUsage,
} from './anthropic.js';

/**
 * The Claude judge on Amazon Bedrock: the same prompts, passes, repairs and error handling as the
 * Anthropic API judge (anthropic.ts), sent through `@anthropic-ai/bedrock-sdk`, which turns each
 * Messages request into `POST /model/{modelId}/invoke` signed with SigV4 from the Lambda role's IAM
 * credentials. No API key is stored; data stays in the AWS account. docs/judge-anthropic.md, "Bedrock".
 */

/** InvokeModel accepts this API version for Claude's Messages body (AWS: Anthropic Claude Messages API). */
export const BEDROCK_ANTHROPIC_VERSION = 'bedrock-2023-05-31';

export interface BedrockJudgeConfig {
  region: string;
  /** Model ids or inference-profile ids, for example `us.anthropic.claude-haiku-4-5-20251001-v1:0`. */
  fastModel: string | undefined;
  strongModel: string | undefined;
  /** A fake runtime in tests; default `https://bedrock-runtime.{region}.amazonaws.com`. */
  baseURL?: string | null | undefined;
  batchSize?: number;
  concurrency?: number;
  onUsage?: OnJudgeUsage;
  maxRetries?: number;
  requestTimeoutMs?: number;
  /** CTP_JUDGE_MAX_INLINE_RETRY_AFTER_SECONDS; default ANTHROPIC_JUDGE_DEFAULTS.maxInlineRetryAfterSeconds. */
  maxInlineRetryAfterSeconds?: number | undefined;
  /** Static credentials for tests only; in AWS the default provider chain (the Lambda role) signs. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/**
 * The SDK copies the `anthropic-version` header (the Messages API's date) into the body, which
 * InvokeModel refuses for Claude models; this pins the value Bedrock documents.
 */
export const pinBedrockVersion: Middleware = async (request, next) => {
  if (typeof request.body === 'string') {
    try {
      const body = JSON.parse(request.body) as Record<string, unknown>;
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        body.anthropic_version = BEDROCK_ANTHROPIC_VERSION;
        return next({ ...request, body: JSON.stringify(body) });
      }
    } catch {
      // Not JSON: nothing to pin.
    }
  }
  return next(request);
};

export function createBedrockJudge(config: BedrockJudgeConfig): AnthropicPersonaJudge {
  if (!config.fastModel || !config.strongModel)
    throw new ConfigError(['createBedrockJudge: fastModel and strongModel are required (Bedrock model ids)']);
  const defaults = ANTHROPIC_JUDGE_DEFAULTS;
  const common = {
    awsRegion: config.region,
    // Never the AWS_BEARER_TOKEN_BEDROCK variable: the role's IAM credentials sign every request.
    apiKey: null,
    ...(config.baseURL ? { baseURL: config.baseURL } : {}),
    maxRetries: config.maxRetries ?? defaults.maxRetries,
    timeout: config.requestTimeoutMs ?? defaults.requestTimeoutMs,
    middleware: [
      pinBedrockVersion,
      deferLongRetryAfter(config.maxInlineRetryAfterSeconds ?? defaults.maxInlineRetryAfterSeconds),
    ],
  };
  const client = config.credentials
    ? new AnthropicBedrock({
        ...common,
        awsAccessKey: config.credentials.accessKeyId,
        awsSecretKey: config.credentials.secretAccessKey,
        awsSessionToken: config.credentials.sessionToken ?? null,
      })
    : new AnthropicBedrock(common);
  return new AnthropicPersonaJudge(client, {
    fastModel: config.fastModel,
    strongModel: config.strongModel,
    batchSize: config.batchSize ?? defaults.batchSize,
    concurrency: config.concurrency ?? defaults.concurrency,
    ...(config.onUsage ? { onUsage: config.onUsage } : {}),
    requestTimeoutMs: config.requestTimeoutMs ?? defaults.requestTimeoutMs,
    dependency: DownDependency.bedrock,
  });
}
