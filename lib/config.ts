import type { Node } from 'constructs';
import * as v from 'valibot';
import * as settings from '../functions/shared/settings.js';

/**
 * Stage configuration, read from CDK context (`cdk.json`, or `-c ctp:key=value` on the command line) and
 * validated at synth time. A typo or a bad value stops `cdk synth` with a message naming the key,
 * instead of deploying functions that then refuse to start.
 *
 * The settings the functions read come with their ranges, defaults and choices from
 * `functions/shared/settings.ts`, which `functions/shared/config.ts` validates against again at cold start.
 */
const CONTEXT_PREFIX = 'ctp:';

/** `-c key=value` arrives as a string; `cdk.json` may hold a number. Both become a whole number. */
const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number))],
      'must be a whole number',
    ),
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/** A setting the functions read, with the range and default they validate it against. */
const setting = (name: keyof typeof settings.WHOLE_NUMBER_SETTINGS) => {
  const range = settings.WHOLE_NUMBER_SETTINGS[name];
  return v.optional(wholeNumber(range.min, range.max), range.default);
};

const flag = v.union(
  [
    v.boolean(),
    v.pipe(
      v.picklist(['true', 'false']),
      v.transform((text) => text === 'true'),
    ),
  ],
  'must be true or false',
);

const modelId = v.pipe(
  v.string(),
  v.regex(/^[\w.:-]{1,100}$/, 'must be a model id such as claude-sonnet-5-5'),
);

const seconds = v.pipe(v.number(), v.minValue(0, 'must not be negative'));
const webhookSchedule = v.pipe(
  v.union(
    [
      v.pipe(v.array(seconds), v.minLength(1)),
      v.pipe(
        v.string(),
        v.regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/),
        v.transform((text) => text.split(',').map(Number)),
      ),
    ],
    'must be a list of seconds, such as [0, 5, 300] or "0,5,300"',
  ),
);

export const LogLevel = { DEBUG: 'DEBUG', INFO: 'INFO', WARN: 'WARN', ERROR: 'ERROR' } as const;
export type LogLevel = (typeof LogLevel)[keyof typeof LogLevel];

const StageConfigSchema = v.object({
  /** Part of the stack name (`CompanyTargetPeople-<stage>`) and of the state machine's name. */
  'ctp:stage': v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[a-z][a-z0-9-]{0,19}$/,
        'must be 1-20 lowercase letters, digits or hyphens, starting with a letter',
      ),
    ),
    'dev',
  ),
  /** Tables, buckets, secrets and log groups survive `cdk destroy`, and tables refuse deletion. */
  'ctp:retainData': v.optional(flag, true),
  'ctp:logLevel': v.optional(
    v.picklist(Object.values(LogLevel), 'must be DEBUG, INFO, WARN or ERROR'),
    'INFO',
  ),
  'ctp:networkHost': v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be a host name such as www.linkedin.com')),
    'www.linkedin.com',
  ),
  /** Real dependencies are opt-in: each needs its API key in its secret (docs/deploy.md). */
  'ctp:networkProvider': v.optional(
    v.picklist(settings.NETWORK_PROVIDERS, settings.oneOfMessage(settings.NETWORK_PROVIDERS)),
    'embedded',
  ),
  /** With `merged`: CTP_NETWORK_MERGE, e.g. roster=coresignal;company=coresignal,pdl;profiles=coresignal,pdl. */
  'ctp:networkMerge': v.optional(v.pipe(v.string(), v.minLength(1))),
  'ctp:emailVerifier': v.optional(
    v.picklist(settings.EMAIL_VERIFIERS, settings.oneOfMessage(settings.EMAIL_VERIFIERS)),
    'embedded',
  ),
  /**
   * `offline` by default, unlike the service's own `auto`: the deployed secret starts with a random
   * placeholder, which `auto` would take for an Anthropic key.
   */
  'ctp:judge': v.optional(v.picklist(settings.JUDGES, settings.oneOfMessage(settings.JUDGES)), 'offline'),
  /** `ctp:judge` "bedrock": Claude on Amazon Bedrock; the functions may invoke only these models. */
  'ctp:bedrockFastModel': v.optional(modelId),
  'ctp:bedrockStrongModel': v.optional(modelId),
  'ctp:bedrockRegion': v.optional(
    v.pipe(v.string(), v.regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region')),
  ),
  'ctp:judgeFastModel': v.optional(modelId, settings.DEFAULT_JUDGE_FAST_MODEL),
  'ctp:judgeStrongModel': v.optional(modelId, settings.DEFAULT_JUDGE_STRONG_MODEL),
  'ctp:judgeBatchSize': setting('CTP_JUDGE_BATCH_SIZE'),
  'ctp:judgeConcurrency': setting('CTP_JUDGE_CONCURRENCY'),
  /** The embedded network's data file, relative to the repository; bundled into every stage function. */
  'ctp:networkFile': v.optional(
    v.pipe(v.string(), v.regex(/^[\w./-]+\.json$/, 'must be a repository-relative path to a .json file')),
    'data/sample-network.json',
  ),
  'ctp:sizeGate': setting('CTP_SIZE_GATE'),
  'ctp:retryMaxAttempts': setting('CTP_RETRY_MAX_ATTEMPTS'),
  'ctp:retryBaseMs': setting('CTP_RETRY_BASE_MS'),
  'ctp:retryMaxMs': setting('CTP_RETRY_MAX_MS'),
  'ctp:replayWindowHours': setting('CTP_REPLAY_WINDOW_HOURS'),
  'ctp:batchSize': setting('CTP_BATCH_SIZE'),
  'ctp:previewCap': setting('CTP_PREVIEW_CAP'),
  'ctp:providerCacheDays': setting('CTP_PROVIDER_CACHE_DAYS'),
  'ctp:emailConcurrency': setting('CTP_EMAIL_CONCURRENCY'),
  /** CTP_JUDGE_WHILE_ENRICHING: enrich_profiles judges each batch once enriched (docs/pipeline.md). */
  'ctp:judgeWhileEnriching': v.optional(
    v.picklist(settings.ON_OFF, settings.oneOfMessage(settings.ON_OFF)),
    'on',
  ),
  /**
   * Shared rate budgets per dependency, replacing the published defaults one by one (CTP_BUDGETS,
   * docs/providers.md "Rate budgets"): `{ "provider_search": { "perMinute": 10 } }`, or that as JSON.
   */
  'ctp:budgets': v.optional(
    v.pipe(
      v.union(
        [v.pipe(v.string(), v.parseJson()), v.record(v.string(), v.unknown())],
        'must be an object such as { "provider_search": { "perMinute": 10 } }',
      ),
      v.record(
        v.pipe(v.string(), v.minLength(1)),
        v.strictObject({ perMinute: v.pipe(v.number(), v.minValue(0, 'must not be negative')) }),
        'must map each dependency to { "perMinute": <number> }',
      ),
    ),
    {},
  ),
  'ctp:webhookScheduleSeconds': v.optional(webhookSchedule, () => [
    ...settings.DEFAULT_WEBHOOK_SCHEDULE_SECONDS,
  ]),
  'ctp:webhookTimeoutMs': setting('CTP_WEBHOOK_TIMEOUT_MS'),
  /**
   * Privacy settings: days a published result (results/) is kept, 0 for as long as the bucket exists;
   * days a provider record or verified address (cache/) is kept, by default one day beyond the
   * freshness window (ctp:providerCacheDays), after which it is never served anyway. docs/deploy.md.
   */
  'ctp:resultsRetentionDays': v.optional(wholeNumber(0, 36_500), 0),
  'ctp:cacheRetentionDays': v.optional(wholeNumber(1, 36_500)),
  /**
   * Reserved concurrency of each control-path function (publish_settle, fail_job, record_delay, the
   * reconciler's two): capacity that API traffic cannot take from them, and also their ceiling. 0 (the
   * default) reserves none: docs/deploy.md, "Concurrency isolation", says how to size it.
   */
  'ctp:controlReservedConcurrency': v.optional(wholeNumber(0, 1000), 0),
  /** Requests per second (steady) and burst, per route of the HTTP API stage. */
  'ctp:apiRateLimit': v.optional(wholeNumber(1, 10_000), 100),
  'ctp:apiBurstLimit': v.optional(wholeNumber(1, 5_000), 200),
  /** An existing SNS topic that the alarms notify; unset leaves the alarms without actions. */
  'ctp:alarmTopicArn': v.optional(
    v.pipe(v.string(), v.regex(/^arn:aws[\w-]*:sns:[\w-]+:\d{12}:[\w-]+$/, 'must be an SNS topic ARN')),
  ),
});

type RawStageConfig = v.InferOutput<typeof StageConfigSchema>;

export interface StageConfig {
  stage: string;
  retainData: boolean;
  logLevel: LogLevel;
  networkFile: string;
  alarmTopicArn: string | undefined;
  /** Lifecycle expiry, in days, of the bucket's prefixes (`undefined`: kept). */
  retention: { resultsDays: number | undefined; cacheDays: number };
  /** Reserved concurrency of each control-path function; 0 reserves none. */
  controlReservedConcurrency: number;
  /** Per-route throttle of the HTTP API stage. */
  apiThrottle: { rateLimit: number; burstLimit: number };
  /** What every function reads through `functions/shared/config.ts`, as environment variables. */
  settings: Record<string, string>;
}

export const CONTEXT_KEYS = Object.keys(StageConfigSchema.entries);

export class StageConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid CDK context (cdk.json "context", or -c key=value):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'StageConfigError';
  }
}

/** Validates the `ctp:*` context; unknown `ctp:*` keys are refused so that a misspelt key is not ignored. */
export function parseStageConfig(context: Record<string, unknown>): StageConfig {
  const ours = Object.fromEntries(Object.entries(context).filter(([key]) => key.startsWith(CONTEXT_PREFIX)));
  const unknown = Object.keys(ours).filter((key) => !CONTEXT_KEYS.includes(key));
  const parsed = v.safeParse(StageConfigSchema, ours);
  const problems = [
    ...unknown.map((key) => `${key}: unknown key (known: ${CONTEXT_KEYS.join(', ')})`),
    ...(parsed.success
      ? []
      : parsed.issues.map((issue) => {
          const key = issue.path?.map((p) => String(p.key)).join('.') ?? '(context)';
          return `${key}=${JSON.stringify(issue.input)}: ${issue.message}`;
        })),
  ];
  if (!parsed.success || problems.length > 0) throw new StageConfigError(problems);
  return toStageConfig(parsed.output);
}

export function readStageConfig(node: Node): StageConfig {
  return parseStageConfig(node.getAllContext());
}

/**
 * The Regions from which a cross-Region inference profile of each geography is called (its source
 * Regions, by Region-name prefix): an `eu.` profile does not exist in us-east-1. Bedrock's list:
 * https://docs.aws.amazon.com/bedrock/latest/userguide/inference-profiles-support.html
 */
const PROFILE_SOURCE_REGIONS: Record<string, RegExp> = {
  us: /^us-(east|west)-\d$/,
  'us-gov': /^us-gov-/,
  eu: /^eu-/,
  apac: /^ap-/,
  jp: /^ap-northeast-[13]$/,
  au: /^ap-southeast-[24]$/,
  ca: /^ca-/,
  global: /./,
};

/** Why a Bedrock model id cannot be called from `region`, or null when it can (or is no profile). */
export function inferenceProfileProblem(modelId: string, region: string): string | null {
  const geography = /^(us-gov|us|eu|apac|jp|au|ca|global)\./.exec(modelId)?.[1];
  if (!geography) return null;
  const fits = PROFILE_SOURCE_REGIONS[geography] as RegExp;
  return fits.test(region)
    ? null
    : `${modelId} is a "${geography}." inference profile, which is not called from ${region}: use the profile of ${region}'s geography`;
}

function toStageConfig(raw: RawStageConfig): StageConfig {
  const crossed = settings.crossSettingProblems(
    { CTP_RETRY_BASE_MS: raw['ctp:retryBaseMs'], CTP_RETRY_MAX_MS: raw['ctp:retryMaxMs'] },
    (env) => (env === 'CTP_RETRY_BASE_MS' ? 'ctp:retryBaseMs' : 'ctp:retryMaxMs'),
  );
  if (crossed.length > 0) throw new StageConfigError(crossed);
  const bedrock = raw['ctp:judge'] === 'bedrock';
  if (bedrock && (!raw['ctp:bedrockFastModel'] || !raw['ctp:bedrockStrongModel'])) {
    throw new StageConfigError([
      'ctp:bedrockFastModel and ctp:bedrockStrongModel: required when ctp:judge is "bedrock" (Bedrock model or inference-profile ids)',
    ]);
  }
  const bedrockRegion = raw['ctp:bedrockRegion'];
  if (bedrock && bedrockRegion) {
    const problems = [raw['ctp:bedrockFastModel'], raw['ctp:bedrockStrongModel']]
      .map((id) => (id ? inferenceProfileProblem(id, bedrockRegion) : null))
      .filter((p): p is string => p !== null);
    if (problems.length > 0) throw new StageConfigError(problems);
  }
  if (raw['ctp:networkProvider'] === 'merged' && !raw['ctp:networkMerge']) {
    throw new StageConfigError(['ctp:networkMerge is required when ctp:networkProvider is "merged"']);
  }
  const resultsDays = raw['ctp:resultsRetentionDays'];
  // A replay points at an earlier job's result object: it must outlive the replay window.
  if (resultsDays > 0 && resultsDays * 24 <= raw['ctp:replayWindowHours']) {
    throw new StageConfigError([
      `ctp:resultsRetentionDays (${resultsDays}) must exceed ctp:replayWindowHours (${raw['ctp:replayWindowHours']}) in days: a replayed job points at the earlier result`,
    ]);
  }
  const cacheDays = raw['ctp:cacheRetentionDays'] ?? raw['ctp:providerCacheDays'] + 1;
  if (cacheDays <= raw['ctp:providerCacheDays']) {
    throw new StageConfigError([
      `ctp:cacheRetentionDays (${cacheDays}) must exceed ctp:providerCacheDays (${raw['ctp:providerCacheDays']}): a record is served for that long`,
    ]);
  }
  return {
    stage: raw['ctp:stage'],
    retainData: raw['ctp:retainData'],
    logLevel: raw['ctp:logLevel'],
    networkFile: raw['ctp:networkFile'],
    alarmTopicArn: raw['ctp:alarmTopicArn'],
    retention: { resultsDays: resultsDays > 0 ? resultsDays : undefined, cacheDays },
    controlReservedConcurrency: raw['ctp:controlReservedConcurrency'],
    apiThrottle: { rateLimit: raw['ctp:apiRateLimit'], burstLimit: raw['ctp:apiBurstLimit'] },
    settings: {
      CTP_NETWORK_HOST: raw['ctp:networkHost'],
      CTP_NETWORK_PROVIDER: raw['ctp:networkProvider'],
      ...(raw['ctp:networkMerge'] ? { CTP_NETWORK_MERGE: raw['ctp:networkMerge'] } : {}),
      CTP_EMAIL_VERIFIER: raw['ctp:emailVerifier'],
      CTP_JUDGE: raw['ctp:judge'],
      CTP_JUDGE_FAST_MODEL: raw['ctp:judgeFastModel'],
      CTP_JUDGE_STRONG_MODEL: raw['ctp:judgeStrongModel'],
      CTP_JUDGE_BATCH_SIZE: String(raw['ctp:judgeBatchSize']),
      CTP_JUDGE_CONCURRENCY: String(raw['ctp:judgeConcurrency']),
      ...(bedrock
        ? {
            CTP_BEDROCK_FAST_MODEL: raw['ctp:bedrockFastModel'] ?? '',
            CTP_BEDROCK_STRONG_MODEL: raw['ctp:bedrockStrongModel'] ?? '',
            ...(raw['ctp:bedrockRegion'] ? { CTP_BEDROCK_REGION: raw['ctp:bedrockRegion'] } : {}),
          }
        : {}),
      CTP_SIZE_GATE: String(raw['ctp:sizeGate']),
      CTP_RETRY_MAX_ATTEMPTS: String(raw['ctp:retryMaxAttempts']),
      CTP_RETRY_BASE_MS: String(raw['ctp:retryBaseMs']),
      CTP_RETRY_MAX_MS: String(raw['ctp:retryMaxMs']),
      CTP_REPLAY_WINDOW_HOURS: String(raw['ctp:replayWindowHours']),
      CTP_BATCH_SIZE: String(raw['ctp:batchSize']),
      CTP_PREVIEW_CAP: String(raw['ctp:previewCap']),
      CTP_PROVIDER_CACHE_DAYS: String(raw['ctp:providerCacheDays']),
      CTP_EMAIL_CONCURRENCY: String(raw['ctp:emailConcurrency']),
      CTP_JUDGE_WHILE_ENRICHING: raw['ctp:judgeWhileEnriching'],
      CTP_BUDGETS: JSON.stringify(raw['ctp:budgets']),
      CTP_WEBHOOK_SCHEDULE_SECONDS: raw['ctp:webhookScheduleSeconds'].join(','),
      CTP_WEBHOOK_TIMEOUT_MS: String(raw['ctp:webhookTimeoutMs']),
    },
  };
}
