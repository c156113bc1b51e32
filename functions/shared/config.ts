import * as v from 'valibot';
import { ConfigError } from '../core/errors.js';
import * as settings from './settings.js';

/**
 * Service configuration, read once from the environment and validated. A bad or missing value stops
 * start-up with a message naming the variable, instead of surfacing later as a confusing runtime error.
 */
const intFromEnv = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.number(),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/** A whole-number setting with its shared range and default (settings.ts). */
const wholeNumberSetting = (name: keyof typeof settings.WHOLE_NUMBER_SETTINGS) => {
  const range = settings.WHOLE_NUMBER_SETTINGS[name];
  return v.optional(intFromEnv(range.min, range.max), String(range.default));
};

const optionalUrl = v.optional(v.pipe(v.string(), v.url('must be a URL such as http://127.0.0.1:8000')));

export const Mode = { aws: 'aws', local: 'local' } as const;
export type Mode = (typeof Mode)[keyof typeof Mode];

const ConfigSchema = v.object({
  CTP_MODE: v.optional(v.picklist([Mode.aws, Mode.local], 'must be "aws" or "local"'), Mode.aws),
  AWS_REGION: v.optional(v.pipe(v.string(), v.minLength(1)), 'us-east-1'),
  CTP_ACCOUNTS_TABLE: v.optional(v.pipe(v.string(), v.minLength(3)), 'ctp-accounts'),
  CTP_API_KEYS_TABLE: v.optional(v.pipe(v.string(), v.minLength(3)), 'ctp-api-keys'),
  CTP_JOBS_TABLE: v.optional(v.pipe(v.string(), v.minLength(3)), 'ctp-jobs'),
  CTP_IDEMPOTENCY_TABLE: v.optional(v.pipe(v.string(), v.minLength(3)), 'ctp-idempotency'),
  CTP_BUDGETS_TABLE: v.optional(v.pipe(v.string(), v.minLength(3)), 'ctp-budgets'),
  CTP_RESULTS_BUCKET: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid S3 bucket name')),
    'ctp-results',
  ),
  CTP_STATE_MACHINE_ARN: v.optional(v.pipe(v.string(), v.startsWith('arn:', 'must be a state machine ARN'))),
  /** Endpoints of local emulators; unset in AWS. */
  CTP_DYNAMODB_ENDPOINT: optionalUrl,
  CTP_S3_ENDPOINT: optionalUrl,
  CTP_NETWORK_HOST: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be a host name such as www.linkedin.com'),
    ),
    'www.linkedin.com',
  ),
  CTP_SIZE_GATE: wholeNumberSetting('CTP_SIZE_GATE'),
  CTP_IDEMPOTENCY_TTL_HOURS: v.optional(intFromEnv(1, 24 * 30), '24'),
  CTP_MAX_BODY_BYTES: v.optional(intFromEnv(1024, 1_048_576), '65536'),
  /**
   * An API request answers within this many ms whatever its dependencies do (503 `service_unavailable`
   * after it): 5 s, so that with Lambda's and API Gateway's own overhead every answer comes within 6 s.
   */
  CTP_REQUEST_DEADLINE_MS: v.optional(intFromEnv(100, 20_000), '5000'),
  /**
   * The per-key request-rate guard (functions/http/request-rate.ts): requests per second a key may send
   * to one API function instance, and how many at once; 0 turns it off. Far above what a client
   * polling its jobs sends, so only a key polling flat out meets it (docs/api.md, "Request rate").
   */
  // Off by default: the spec sets no per-second limit on reads (docs/api.md, "Request rate").
  CTP_KEY_RATE_PER_SECOND: v.optional(intFromEnv(0, 100_000), '0'),
  CTP_KEY_RATE_BURST: v.optional(intFromEnv(1, 1_000_000), '1000'),
  /** Pipeline: delayed retries of transient dependency failures (exponential backoff with jitter). */
  CTP_RETRY_MAX_ATTEMPTS: wholeNumberSetting('CTP_RETRY_MAX_ATTEMPTS'),
  CTP_RETRY_BASE_MS: wholeNumberSetting('CTP_RETRY_BASE_MS'),
  CTP_RETRY_MAX_MS: wholeNumberSetting('CTP_RETRY_MAX_MS'),
  /** A done result of the same account, company and persona definition younger than this is replayed. */
  CTP_REPLAY_WINDOW_HOURS: wholeNumberSetting('CTP_REPLAY_WINDOW_HOURS'),
  CTP_BATCH_SIZE: wholeNumberSetting('CTP_BATCH_SIZE'),
  CTP_PREVIEW_CAP: wholeNumberSetting('CTP_PREVIEW_CAP'),
  /** Days a provider record (company, roster, profile) is reused across jobs; 0 turns the cache off. */
  CTP_PROVIDER_CACHE_DAYS: wholeNumberSetting('CTP_PROVIDER_CACHE_DAYS'),
  /** Email lookups of one batch in flight at once (match_target). */
  CTP_EMAIL_CONCURRENCY: wholeNumberSetting('CTP_EMAIL_CONCURRENCY'),
  /** At most this many Map items per fan-out; unset, the most the 25,000-event history allows. */
  CTP_MAX_FAN_OUT: v.optional(intFromEnv(1, 10_000)),
  /** scan_team reads at most this many roster pages per invocation, then continues in another. */
  CTP_SCAN_PAGES_PER_INVOCATION: v.optional(intFromEnv(1, 10_000), '100'),
  /** scan_team starts no further page after this many seconds (its task's TimeoutSeconds is 870). */
  CTP_SCAN_SECONDS_PER_INVOCATION: v.optional(intFromEnv(1, 780), '600'),
  /**
   * A fan-out invocation starts no batch, and waits in itself for no shared budget, past this many
   * seconds (its task's TimeoutSeconds is 870); what is left goes to the stage's next pass.
   */
  CTP_GROUP_SECONDS_PER_INVOCATION: v.optional(intFromEnv(1, 780), '600'),
  /**
   * How long a fan-out batch claimed by one invocation is left to it by the others (docs/pipeline.md,
   * "Batch claims"): longer than one batch can take, shorter than a crashed holder should hold others up.
   */
  CTP_BATCH_CLAIM_SECONDS: v.optional(intFromEnv(1, 870), '300'),
  /**
   * enrich_profiles judges each batch as soon as it is enriched (docs/pipeline.md, "Judging while
   * enriching"); `off` leaves all judging to find_candidates, one stage after the other.
   */
  CTP_JUDGE_WHILE_ENRICHING: v.optional(
    v.picklist(settings.ON_OFF, settings.oneOfMessage(settings.ON_OFF)),
    'on',
  ),
  /**
   * Shared rate budgets per dependency, JSON: `{ "provider_search": { "perMinute": 10 }, … }`. They
   * replace the defaults of the configured providers one dependency at a time (docs/providers.md,
   * "Rate budgets"); the embedded provider, verifier and the offline judge have none unless set here.
   */
  CTP_BUDGETS: v.optional(
    v.pipe(
      v.string(),
      v.parseJson(undefined, 'must be JSON'),
      v.check((value) => !Array.isArray(value), 'must be a JSON object'),
      v.record(
        v.pipe(v.string(), v.minLength(1)),
        v.strictObject({ perMinute: v.pipe(v.number(), v.minValue(0)) }),
        'must map each dependency to { "perMinute": <number> }',
      ),
    ),
  ),
  /** A call waits up to this long for its budget; a longer wait becomes a delayed retry of the stage. */
  CTP_BUDGET_MAX_WAIT_MS: v.optional(intFromEnv(0, 600_000), '20000'),
  /**
   * How long a shared budget's minute lasts (functions/core/rate-budget.ts): 60,000 wherever time is
   * real. Only a simulation that compresses time (and the tests that cannot wait minutes) shortens it.
   */
  CTP_BUDGET_MINUTE_MS: v.optional(intFromEnv(120, 60_000), '60000'),
  /**
   * List prices replacing the defaults of functions/shared/prices.ts, JSON: `{ "units": {
   * "provider/pdl:roster_records": 0.2 }, "models": { "claude-haiku-4-5": { "input": 1, "output": 5,
   * "cacheWrite": 1.25, "cacheRead": 0.1 } } }` (US dollars; per unit, per million tokens for models).
   */
  CTP_PRICES: v.optional(
    v.pipe(
      v.string(),
      v.parseJson(undefined, 'must be JSON'),
      v.strictObject(
        {
          units: v.optional(v.record(v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.minValue(0)))),
          models: v.optional(
            v.record(
              v.pipe(v.string(), v.minLength(1)),
              v.strictObject({
                input: v.pipe(v.number(), v.minValue(0)),
                output: v.pipe(v.number(), v.minValue(0)),
                cacheWrite: v.pipe(v.number(), v.minValue(0)),
                cacheRead: v.pipe(v.number(), v.minValue(0)),
              }),
            ),
          ),
        },
        'must be { "units": { "<unit>": <usd> }, "models": { "<model>": { input, output, cacheWrite, cacheRead } } }',
      ),
    ),
  ),
  /**
   * Webhook delivery: seconds to wait before each attempt. The default is the Standard Webhooks
   * schedule (immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h); local mode compresses it.
   */
  CTP_WEBHOOK_SCHEDULE_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, 'must be a comma-separated list of seconds, such as 0,5,300'),
      v.transform((text) => text.split(',').map(Number)),
    ),
    settings.DEFAULT_WEBHOOK_SCHEDULE_SECONDS.join(','),
  ),
  /**
   * One webhook attempt's total deadline (name lookup, connect, TLS, headers and the whole body), not an
   * idle timeout; at most 60 s, well under deliver_webhook's 120-second task timeout.
   */
  CTP_WEBHOOK_TIMEOUT_MS: wholeNumberSetting('CTP_WEBHOOK_TIMEOUT_MS'),
  CTP_NETWORK_PROVIDER: v.optional(
    v.picklist(settings.NETWORK_PROVIDERS, settings.oneOfMessage(settings.NETWORK_PROVIDERS)),
    'embedded',
  ),
  CTP_NETWORK_FILE: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** People Data Labs: the key locally, the secret's ARN in AWS; the base URL only for tests. */
  CTP_PDL_API_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  CTP_PDL_BASE_URL: optionalUrl,
  CTP_PROVIDER_SECRET_ARN: v.optional(v.pipe(v.string(), v.startsWith('arn:', 'must be a secret ARN'))),
  /** Coresignal: the key locally, the secret's ARN in AWS; the base URL only for tests (docs/providers.md). */
  CTP_CORESIGNAL_API_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  CTP_CORESIGNAL_BASE_URL: optionalUrl,
  CTP_CORESIGNAL_SECRET_ARN: v.optional(v.pipe(v.string(), v.startsWith('arn:', 'must be a secret ARN'))),
  CTP_CORESIGNAL_POSTS_PER_PERSON: v.optional(intFromEnv(0, 50), '3'),
  /** With CTP_NETWORK_PROVIDER=merged: roster=…;company=…,…;profiles=…,…[;posts=…] over pdl and coresignal. */
  CTP_NETWORK_MERGE: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^\s*(roster|company|profiles|posts)\s*=\s*[a-z,\s]+(;\s*(roster|company|profiles|posts)\s*=\s*[a-z,\s]+)*;?\s*$/,
        'must read like roster=coresignal;company=coresignal,pdl;profiles=coresignal,pdl',
      ),
    ),
  ),
  /** Persona judge: "anthropic" needs a key; without one, and by default without one, the offline judge. */
  CTP_JUDGE: v.optional(v.picklist(settings.JUDGES, settings.oneOfMessage(settings.JUDGES)), 'auto'),
  /** Claude on Amazon Bedrock (CTP_JUDGE=bedrock): IAM credentials, model or inference-profile ids. */
  CTP_BEDROCK_REGION: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region')),
  ),
  CTP_BEDROCK_BASE_URL: optionalUrl,
  CTP_BEDROCK_FAST_MODEL: v.optional(v.pipe(v.string(), v.minLength(1))),
  CTP_BEDROCK_STRONG_MODEL: v.optional(v.pipe(v.string(), v.minLength(1))),
  ANTHROPIC_API_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  CTP_ANTHROPIC_BASE_URL: optionalUrl,
  CTP_ANTHROPIC_SECRET_ARN: v.optional(v.pipe(v.string(), v.startsWith('arn:', 'must be a secret ARN'))),
  CTP_JUDGE_FAST_MODEL: v.optional(v.pipe(v.string(), v.minLength(1)), settings.DEFAULT_JUDGE_FAST_MODEL),
  CTP_JUDGE_STRONG_MODEL: v.optional(v.pipe(v.string(), v.minLength(1)), settings.DEFAULT_JUDGE_STRONG_MODEL),
  CTP_JUDGE_BATCH_SIZE: wholeNumberSetting('CTP_JUDGE_BATCH_SIZE'),
  CTP_JUDGE_CONCURRENCY: wholeNumberSetting('CTP_JUDGE_CONCURRENCY'),
  /**
   * A judge's Retry-After up to this many seconds is waited out inside the call; a longer one becomes
   * the pipeline's visible delay. Unset: ANTHROPIC_JUDGE_DEFAULTS (10 s). A test stack sets it lower to
   * test the delay without waiting 11 s (test/integration/real-adapters.test.ts).
   */
  CTP_JUDGE_MAX_INLINE_RETRY_AFTER_SECONDS: v.optional(intFromEnv(0, 60)),
  /** Email verification: "embedded" derives from the dataset; a real verifier needs its key. */
  CTP_EMAIL_VERIFIER: v.optional(
    v.picklist(settings.EMAIL_VERIFIERS, settings.oneOfMessage(settings.EMAIL_VERIFIERS)),
    'embedded',
  ),
  CTP_VERIFIER_API_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  CTP_VERIFIER_BASE_URL: optionalUrl,
  CTP_VERIFIER_SECRET_ARN: v.optional(v.pipe(v.string(), v.startsWith('arn:', 'must be a secret ARN'))),
});

export type Config = v.InferOutput<typeof ConfigSchema> & {
  /** Whether webhook targets on loopback are accepted (a developer's own machine, local mode only). */
  allowLoopbackCallbacks: boolean;
};

// Its home is the one error hierarchy; named here too, beside the configuration it reports on.
export { ConfigError };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = v.safeParse(ConfigSchema, present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.issues.map((issue) => {
        const key = issue.path?.map((p) => String(p.key)).join('.') ?? '(environment)';
        // The raw text as set, not the value some transformation made of it.
        return `${key}=${JSON.stringify(present[key] ?? issue.input)}: ${issue.message}`;
      }),
    );
  }
  const config = parsed.output;
  const crossed = settings.crossSettingProblems(config);
  if (crossed.length > 0) throw new ConfigError(crossed);
  if (
    config.CTP_JUDGE === 'bedrock' &&
    (!config.CTP_BEDROCK_FAST_MODEL || !config.CTP_BEDROCK_STRONG_MODEL)
  ) {
    throw new ConfigError([
      'CTP_BEDROCK_FAST_MODEL and CTP_BEDROCK_STRONG_MODEL: required when CTP_JUDGE is "bedrock" (Bedrock model or inference-profile ids)',
    ]);
  }
  if (config.CTP_NETWORK_PROVIDER === 'merged' && !config.CTP_NETWORK_MERGE) {
    throw new ConfigError(['CTP_NETWORK_MERGE: required when CTP_NETWORK_PROVIDER is "merged"']);
  }
  // CTP_STATE_MACHINE_ARN is demanded where it is used (functions/shared/deps.ts, requireStateMachineArn):
  // the stage functions start no execution and are not given it.
  return { ...config, allowLoopbackCallbacks: config.CTP_MODE === Mode.local };
}
