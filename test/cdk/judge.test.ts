import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CfnElement, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../functions/shared/config.js';
import { ROUTE_GRANTS, stageGrants } from '../../functions/shared/grants.js';
import { STAGE_FUNCTIONS, type StagePlaceholder } from '../../functions/stages/registry.js';
import { parseStageConfig, StageConfigError } from '../../lib/config.js';
import type { ServiceFunction } from '../../lib/constructs/service-function.js';
import { defaultSynth, synth } from './synth.js';

const REPO_ROOT = join(import.meta.dirname, '../..');
/** Whether the grants table lets this route or stage function call the judge. */
const judgesByName = (name: string): boolean =>
  name in STAGE_FUNCTIONS
    ? stageGrants(name as StagePlaceholder).judge
    : (ROUTE_GRANTS[name]?.judge ?? false);

const FAST = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const STRONG = 'anthropic.claude-sonnet-4-5-20250929-v1:0';

/** The app with these context overrides; app.synth() runs cdk-nag too: an unacknowledged finding throws. */
function synthWith(overrides: Record<string, unknown>) {
  const { stack, template } = synth(overrides);
  return { stack, resources: template.toJSON().Resources as Record<string, any> };
}

function invokeGrants(stack: Stack, resources: Record<string, any>, fn: ServiceFunction): unknown[] {
  const role = stack.getLogicalId(fn.role.node.defaultChild as CfnElement);
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((ref: any) => ref.Ref === role))
    .flatMap((r) => r.Properties.PolicyDocument.Statement)
    .filter((s: any) => [s.Action].flat().some((a: string) => a.startsWith('bedrock:')))
    .flatMap((s: any) => {
      expect([s.Action].flat()).toEqual(['bedrock:InvokeModel']);
      return [s.Resource].flat();
    });
}

/** An ARN as text, with the stack's pseudo parameters as `${AWS::Region}`. */
const text = (value: any): string =>
  typeof value === 'string'
    ? value
    : value?.['Fn::Join']
      ? (value['Fn::Join'][1] as any[]).map(text).join(value['Fn::Join'][0])
      : value?.Ref
        ? `\${${value.Ref}}`
        : JSON.stringify(value);

describe('Claude on Amazon Bedrock in the CDK stack', () => {
  it('is selected in the CDK context and reaches the functions as CTP_JUDGE=bedrock with the model ids', () => {
    const config = parseStageConfig({
      'ctp:judge': 'bedrock',
      'ctp:bedrockFastModel': FAST,
      'ctp:bedrockStrongModel': STRONG,
    });
    expect(config.settings).toMatchObject({
      CTP_JUDGE: 'bedrock',
      CTP_BEDROCK_FAST_MODEL: FAST,
      CTP_BEDROCK_STRONG_MODEL: STRONG,
    });
    expect(() =>
      loadConfig({ CTP_STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:1:stateMachine:x', ...config.settings }),
    ).not.toThrow();
  });

  it('refuses "bedrock" without model ids at synth time', () => {
    expect(() => parseStageConfig({ 'ctp:judge': 'bedrock' })).toThrow(StageConfigError);
  });

  it('grants bedrock:InvokeModel only on the configured models, and only to the functions that judge', () => {
    const { stack, resources } = synthWith({
      'ctp:judge': 'bedrock',
      'ctp:bedrockFastModel': FAST,
      'ctp:bedrockStrongModel': STRONG,
    });
    const s = stack as unknown as {
      api: { functions: Record<string, ServiceFunction> };
      pipeline: { stageFunctions: Record<string, ServiceFunction> };
    };
    const expected = [
      `arn:\${AWS::Partition}:bedrock:\${AWS::Region}:\${AWS::AccountId}:inference-profile/${FAST}`,
      `arn:\${AWS::Partition}:bedrock:*::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0`,
      `arn:\${AWS::Partition}:bedrock:\${AWS::Region}::foundation-model/${STRONG}`,
    ].sort();
    const all = [...Object.entries(s.api.functions), ...Object.entries(s.pipeline.stageFunctions)];
    for (const [name, fn] of all) {
      const judges = judgesByName(name);
      const grants = invokeGrants(stack as Stack, resources, fn)
        .map(text)
        .sort();
      if (judges) expect(grants, name).toEqual(expected);
      else expect(grants, name).toEqual([]);
    }
    // At least the verify task and persona creation are among the judging functions.
    expect(judgesByName('VerifyBatchFunctionArn')).toBe(true);
    expect(judgesByName('PersonasCreate')).toBe(true);
  });

  it('grants the judge to exactly the stage functions whose handler is given the judge port', () => {
    // The grant list was once left behind by a rename: verify_batch judged without a Bedrock grant
    // while the collecting task, which judges nothing, had one. The handlers say what they use.
    for (const [placeholder, { entry }] of Object.entries(STAGE_FUNCTIONS)) {
      const usesJudge = /\bjudgePort\b/.test(readFileSync(join(REPO_ROOT, entry), 'utf8'));
      expect(judgesByName(placeholder), placeholder).toBe(usesJudge);
    }
  });

  it('grants no Bedrock action with the default judge', () => {
    // cdk.json's context as it is: the app the stack and reconciler files read too (synth.ts).
    const { stack, template } = defaultSynth();
    const resources = template.toJSON().Resources as Record<string, any>;
    const s = stack as unknown as {
      api: { functions: Record<string, ServiceFunction> };
      pipeline: { stageFunctions: Record<string, ServiceFunction> };
    };
    for (const fn of [...Object.values(s.api.functions), ...Object.values(s.pipeline.stageFunctions)])
      expect(invokeGrants(stack as Stack, resources, fn)).toEqual([]);
  });
});
