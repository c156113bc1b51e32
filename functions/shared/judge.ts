import type { OnJudgeUsage } from '../adapters/judge/anthropic.js';
import { createSecrets } from '../adapters/secrets/secrets.js';
import type { PersonaInterpretation } from '../core/persona-reader.js';
import type { PersonaInterpreter, PersonaJudge, Secrets } from '../core/ports.js';
import { type Config, ConfigError } from './config.js';
import { configuredSecret } from './secret-values.js';

/** Which judge was built: the pipeline's default rate budgets depend on it (functions/shared/budgets.ts). */
export type JudgeKind = 'anthropic' | 'bedrock' | 'offline';

export interface BuiltJudge {
  judge: PersonaJudge;
  kind: JudgeKind;
}

/**
 * Which judge stands behind the PersonaJudge port, decided from the config: Claude through the
 * Anthropic API when a key is configured ("auto") or required ("anthropic"), Claude on Amazon Bedrock
 * ("bedrock", IAM credentials), else the offline rules. The pipeline judges with it; the persona
 * endpoints read definitions with it.
 */
export async function createJudge(
  config: Config,
  secrets: Secrets,
  onUsage?: OnJudgeUsage | undefined,
): Promise<BuiltJudge> {
  if (config.CTP_JUDGE === 'bedrock') {
    const { createBedrockJudge } = await import('../adapters/judge/bedrock.js');
    const judge = createBedrockJudge({
      region: config.CTP_BEDROCK_REGION ?? config.AWS_REGION,
      baseURL: config.CTP_BEDROCK_BASE_URL,
      fastModel: config.CTP_BEDROCK_FAST_MODEL,
      strongModel: config.CTP_BEDROCK_STRONG_MODEL,
      batchSize: config.CTP_JUDGE_BATCH_SIZE,
      concurrency: config.CTP_JUDGE_CONCURRENCY,
      maxInlineRetryAfterSeconds: config.CTP_JUDGE_MAX_INLINE_RETRY_AFTER_SECONDS,
      ...(onUsage ? { onUsage } : {}),
    });
    return { judge, kind: 'bedrock' };
  }
  // "auto": Claude when a key is configured, the offline rules otherwise.
  const anthropicKey =
    config.CTP_JUDGE === 'offline'
      ? null
      : await configuredSecret(secrets, config.ANTHROPIC_API_KEY, config.CTP_ANTHROPIC_SECRET_ARN);
  if (config.CTP_JUDGE === 'anthropic' && !anthropicKey) {
    throw new ConfigError([
      'ANTHROPIC_API_KEY (or CTP_ANTHROPIC_SECRET_ARN): required when CTP_JUDGE is "anthropic"',
    ]);
  }
  if (anthropicKey) {
    const { createAnthropicJudge } = await import('../adapters/judge/anthropic.js');
    const judge = createAnthropicJudge({
      apiKey: anthropicKey,
      baseURL: config.CTP_ANTHROPIC_BASE_URL,
      fastModel: config.CTP_JUDGE_FAST_MODEL,
      strongModel: config.CTP_JUDGE_STRONG_MODEL,
      batchSize: config.CTP_JUDGE_BATCH_SIZE,
      concurrency: config.CTP_JUDGE_CONCURRENCY,
      maxInlineRetryAfterSeconds: config.CTP_JUDGE_MAX_INLINE_RETRY_AFTER_SECONDS,
      ...(onUsage ? { onUsage } : {}),
    });
    return { judge, kind: 'anthropic' };
  }
  const { OfflinePersonaJudge } = await import('../sandbox/judge/offline.js');
  return { judge: new OfflinePersonaJudge(), kind: 'offline' };
}

/** The persona endpoints' reader over the configured judge, built on the first persona save. */
export function judgeInterpreter(config: Config, secrets?: Secrets): PersonaInterpreter {
  return lazyInterpreter(() =>
    createJudge(config, secrets ?? createSecrets({ region: config.AWS_REGION })).then((built) => built.judge),
  );
}

/**
 * The persona endpoints' reader: the judge is built on the first persona save, not at every cold
 * start of every API function (building Claude's reads a secret).
 */
export function lazyInterpreter(build: () => Promise<PersonaJudge>): PersonaInterpreter {
  let judge: Promise<PersonaJudge> | undefined;
  return {
    interpret(persona): Promise<PersonaInterpretation> {
      judge ??= build().catch((error: unknown) => {
        judge = undefined;
        throw error;
      });
      return judge.then((j) => j.interpret(persona));
    },
  };
}
