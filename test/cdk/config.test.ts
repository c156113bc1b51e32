import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../functions/shared/config.js';
import { WHOLE_NUMBER_SETTINGS } from '../../functions/shared/settings.js';
import {
  CONTEXT_KEYS,
  inferenceProfileProblem,
  parseStageConfig,
  StageConfigError,
} from '../../lib/config.js';

type StageSettings = ReturnType<typeof parseStageConfig>['settings'];

const CDK_CONTEXT = JSON.parse(readFileSync(join(import.meta.dirname, '../../cdk.json'), 'utf8'))
  .context as Record<string, unknown>;

const problemsOf = (context: Record<string, unknown>): string[] => {
  try {
    parseStageConfig(context);
  } catch (error) {
    if (error instanceof StageConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a StageConfigError');
};

describe('the stage configuration', () => {
  it('accepts the context in cdk.json, which sets every key to its default', () => {
    const fromFile = parseStageConfig(CDK_CONTEXT);
    expect(fromFile).toEqual(parseStageConfig({}));
    expect(fromFile.stage).toBe('dev');
    expect(fromFile.retainData).toBe(true);
    expect(Object.keys(CDK_CONTEXT).filter((key) => key.startsWith('ctp:'))).toEqual(
      expect.arrayContaining(
        // Keys without a default: the alarm topic, and the Bedrock models (needed only with ctp:judge bedrock), the provider merge (only with merged), the cache retention (derived from ctp:providerCacheDays).
        CONTEXT_KEYS.filter(
          (key) =>
            ![
              'ctp:judgeModel',
              'ctp:alarmTopicArn',
              'ctp:bedrockFastModel',
              'ctp:bedrockStrongModel',
              'ctp:bedrockRegion',
              'ctp:networkMerge',
              'ctp:cacheRetentionDays',
            ].includes(key),
        ),
      ),
    );
  });

  it('keeps results by default and provider data one day past its freshness window', () => {
    expect(parseStageConfig({}).retention).toEqual({ resultsDays: undefined, cacheDays: 31 });
    expect(parseStageConfig({ 'ctp:providerCacheDays': 90 }).retention.cacheDays).toBe(91);
    expect(
      parseStageConfig({ 'ctp:resultsRetentionDays': 30, 'ctp:cacheRetentionDays': 40 }).retention,
    ).toEqual({ resultsDays: 30, cacheDays: 40 });
  });

  it('refuses a retention shorter than what is still served: the replay window, the cache freshness', () => {
    expect(() => parseStageConfig({ 'ctp:resultsRetentionDays': 1, 'ctp:replayWindowHours': 24 })).toThrow(
      /ctp:resultsRetentionDays \(1\) must exceed ctp:replayWindowHours/,
    );
    expect(() => parseStageConfig({ 'ctp:cacheRetentionDays': 30, 'ctp:providerCacheDays': 30 })).toThrow(
      /ctp:cacheRetentionDays \(30\) must exceed ctp:providerCacheDays/,
    );
  });

  it('refuses a Bedrock inference profile of another geography than ctp:bedrockRegion', () => {
    const bedrock = (region: string, fast: string) => () =>
      parseStageConfig({
        'ctp:judge': 'bedrock',
        'ctp:bedrockRegion': region,
        'ctp:bedrockFastModel': fast,
        'ctp:bedrockStrongModel': 'anthropic.claude-sonnet-4-5-20250929-v1:0',
      });
    expect(bedrock('eu-west-1', 'us.anthropic.claude-haiku-4-5-20251001-v1:0')).toThrow(
      /"us\." inference profile, which is not called from eu-west-1/,
    );
    expect(bedrock('eu-west-1', 'eu.anthropic.claude-haiku-4-5-20251001-v1:0')).not.toThrow();
    expect(bedrock('us-east-1', 'us.anthropic.claude-haiku-4-5-20251001-v1:0')).not.toThrow();
    expect(bedrock('ap-northeast-1', 'global.anthropic.claude-haiku-4-5-20251001-v1:0')).not.toThrow();
    expect(inferenceProfileProblem('apac.anthropic.claude-haiku-4-5-20251001-v1:0', 'us-west-2')).toMatch(
      /not called from us-west-2/,
    );
  });

  it('takes values given as strings on the command line', () => {
    const config = parseStageConfig({
      'ctp:stage': 'prod',
      'ctp:sizeGate': '250',
      'ctp:retainData': 'false',
      'ctp:webhookScheduleSeconds': '0,10,60',
      'ctp:judge': 'anthropic',
      'ctp:judgeStrongModel': 'claude-opus-4-1',
    });
    expect(config.stage).toBe('prod');
    expect(config.retainData).toBe(false);
    expect(config.settings).toMatchObject({
      CTP_SIZE_GATE: '250',
      CTP_WEBHOOK_SCHEDULE_SECONDS: '0,10,60',
      CTP_JUDGE: 'anthropic',
      CTP_JUDGE_STRONG_MODEL: 'claude-opus-4-1',
    });
  });

  it('passes the shared rate budgets to the functions as CTP_BUDGETS, from an object or from JSON', () => {
    const budgets = {
      provider_search: { perMinute: 20 },
      'judge_requests:claude-haiku-4-5': { perMinute: 1000 },
    };
    expect(parseStageConfig({}).settings.CTP_BUDGETS).toBe('{}');
    expect(JSON.parse(parseStageConfig({ 'ctp:budgets': budgets }).settings.CTP_BUDGETS ?? '')).toEqual(
      budgets,
    );
    expect(
      JSON.parse(parseStageConfig({ 'ctp:budgets': JSON.stringify(budgets) }).settings.CTP_BUDGETS ?? ''),
    ).toEqual(budgets);
    expect(problemsOf({ 'ctp:budgets': { provider_search: 10 } }).join('\n')).toMatch(/ctp:budgets/);
    expect(problemsOf({ 'ctp:budgets': 'not json' }).join('\n')).toMatch(/ctp:budgets/);
  });

  it('passes judging while enriching to the functions, on unless turned off', () => {
    expect(parseStageConfig({}).settings.CTP_JUDGE_WHILE_ENRICHING).toBe('on');
    expect(parseStageConfig({ 'ctp:judgeWhileEnriching': 'off' }).settings.CTP_JUDGE_WHILE_ENRICHING).toBe(
      'off',
    );
    expect(problemsOf({ 'ctp:judgeWhileEnriching': 'sometimes' }).join('\n')).toMatch(
      /ctp:judgeWhileEnriching/,
    );
  });

  it('names the key and the value of every problem', () => {
    const problems = problemsOf({ 'ctp:sizeGate': 'lots', 'ctp:stage': 'Prod_1', 'ctp:logLevel': 'TRACE' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/ctp:sizeGate="lots": must be a whole number/);
    expect(problems.join('\n')).toMatch(/ctp:stage="Prod_1": must be 1-20 lowercase/);
    expect(problems.join('\n')).toMatch(/ctp:logLevel="TRACE"/);
  });

  it('refuses values outside the ranges the functions accept', () => {
    expect(problemsOf({ 'ctp:sizeGate': 0 })[0]).toMatch(/must be at least 1/);
    expect(problemsOf({ 'ctp:previewCap': 501 })[0]).toMatch(/must be at most 500/);
    expect(problemsOf({ 'ctp:retryBaseMs': 10_000, 'ctp:retryMaxMs': 5_000 })[0]).toMatch(
      /ctp:retryBaseMs \(10000\) must not exceed ctp:retryMaxMs/,
    );
  });

  it('refuses a misspelt key instead of ignoring it', () => {
    expect(problemsOf({ 'ctp:sizegate': 10 })[0]).toMatch(/ctp:sizegate: unknown key/);
  });

  it('ignores context that is not its own', () => {
    expect(() =>
      parseStageConfig({ '@aws-cdk/core:checkSecretUsage': true, 'aws:cdk:bundling-stacks': [] }),
    ).not.toThrow();
  });

  it('says where the configuration comes from', () => {
    expect(() => parseStageConfig({ 'ctp:batchSize': -1 })).toThrow(
      /Invalid CDK context \(cdk.json "context", or -c key=value\)/,
    );
  });
});

describe('the stage configuration and the service configuration', () => {
  const contextKeyOf = Object.fromEntries(
    Object.entries(parseStageConfig({}).settings).map(([env]) => [
      env,
      CONTEXT_KEYS.find(
        (key) =>
          key
            .replace(/^ctp:/, '')
            .replace(/[A-Z]/g, (c) => `_${c}`)
            .toUpperCase() === env.replace(/^CTP_/, ''),
      ),
    ]),
  );

  it.each(Object.entries(WHOLE_NUMBER_SETTINGS))(
    'accept and refuse the same values of %s, from one range',
    (env, { min, max, default: fallback }) => {
      const key = contextKeyOf[env];
      expect(key, `a ctp: key for ${env}`).toBeDefined();
      const synth = (value: number) => problemsOrNone(() => parseStageConfig({ [key as string]: value }));
      const coldStart = (value: number) => problemsOrNone(() => loadConfig({ [env]: String(value) }));
      for (const value of [min - 1, min, max, max + 1]) {
        expect(synth(value) === null, `synth ${env}=${value}`).toBe(coldStart(value) === null);
      }
      expect(synth(max + 1)).not.toBeNull();
      expect(parseStageConfig({}).settings[env as keyof StageSettings]).toBe(String(fallback));
      expect(loadConfig({})[env as keyof Config]).toBe(fallback);
    },
  );
});

function problemsOrNone(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return String(error);
  }
}
