/**
 * The ranges, defaults and choices of the settings a deployment may set, defined once. The service
 * validates them from the environment at cold start (`config.ts`); the CDK app validates the same
 * values from its context at synth time (`lib/config.ts`) and passes them on as that environment.
 * Both build their schemas from these, so a synth cannot accept what a cold start then refuses.
 */

export interface WholeNumberRange {
  readonly min: number;
  readonly max: number;
  readonly default: number;
}

/** Whole-number settings, by the environment variable the functions read. */
export const WHOLE_NUMBER_SETTINGS = {
  CTP_SIZE_GATE: { min: 1, max: 1_000_000, default: 100 },
  CTP_RETRY_MAX_ATTEMPTS: { min: 1, max: 50, default: 6 },
  CTP_RETRY_BASE_MS: { min: 1, max: 3_600_000, default: 20_000 },
  CTP_RETRY_MAX_MS: { min: 1, max: 86_400_000, default: 300_000 },
  CTP_REPLAY_WINDOW_HOURS: { min: 0, max: 24 * 365, default: 24 },
  CTP_BATCH_SIZE: { min: 1, max: 1000, default: 100 },
  CTP_PREVIEW_CAP: { min: 1, max: 500, default: 50 },
  CTP_PROVIDER_CACHE_DAYS: { min: 0, max: 365, default: 30 },
  CTP_EMAIL_CONCURRENCY: { min: 1, max: 32, default: 4 },
  CTP_WEBHOOK_TIMEOUT_MS: { min: 100, max: 60_000, default: 10_000 },
  CTP_JUDGE_BATCH_SIZE: { min: 1, max: 200, default: 40 },
  CTP_JUDGE_CONCURRENCY: { min: 1, max: 64, default: 4 },
} as const satisfies Record<string, WholeNumberRange>;

export const NETWORK_PROVIDERS = ['embedded', 'pdl', 'coresignal', 'merged'] as const;
export const EMAIL_VERIFIERS = ['embedded', 'zerobounce'] as const;
export const JUDGES = ['auto', 'offline', 'anthropic', 'bedrock'] as const;
export const ON_OFF = ['on', 'off'] as const;

export const DEFAULT_JUDGE_FAST_MODEL = 'claude-haiku-4-5';
export const DEFAULT_JUDGE_STRONG_MODEL = 'claude-sonnet-5-5';

/** The Standard Webhooks schedule: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const DEFAULT_WEBHOOK_SCHEDULE_SECONDS: readonly number[] = [
  0, 5, 300, 1800, 7200, 18000, 36000, 36000,
];

/** `must be "a", "b" or "c"`: the message both validators give for a value outside a list. */
export function oneOfMessage(values: readonly string[]): string {
  const quoted = values.map((value) => `"${value}"`);
  return quoted.length < 2
    ? `must be ${quoted.join('')}`
    : `must be ${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}

/**
 * The rules across settings, over the values the functions read; `nameOf` says how the caller names a
 * setting (the environment variable at cold start, the `ctp:` context key at synth).
 */
export function crossSettingProblems(
  values: { CTP_RETRY_BASE_MS: number; CTP_RETRY_MAX_MS: number },
  nameOf: (env: keyof typeof WHOLE_NUMBER_SETTINGS) => string = (env) => env,
): string[] {
  const problems: string[] = [];
  if (values.CTP_RETRY_BASE_MS > values.CTP_RETRY_MAX_MS) {
    problems.push(
      `${nameOf('CTP_RETRY_BASE_MS')} (${values.CTP_RETRY_BASE_MS}) must not exceed ${nameOf('CTP_RETRY_MAX_MS')} (${values.CTP_RETRY_MAX_MS})`,
    );
  }
  return problems;
}
