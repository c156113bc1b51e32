import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { buildApp } from '../../lib/app.js';
import type { CompanyTargetPeopleStack } from '../../lib/stack.js';

const REPO_ROOT = join(import.meta.dirname, '../..');

/** cdk.json's context, as `cdk synth` reads it. */
export const CDK_CONTEXT = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')).context as Record<
  string,
  unknown
>;

export interface Synthesized {
  app: App;
  stack: CompanyTargetPeopleStack;
  assembly: CloudAssembly;
  template: Template;
}

/**
 * The app as `cdk synth` builds it from cdk.json (with `overrides` on its context), minus bundling
 * (seconds per function) and cdk.out. app.synth() runs the validation plugins: cdk-nag (an
 * unacknowledged finding throws here) and CloudFormation's default rules (cdk.json,
 * `@aws-cdk/core:validateAgainstDefaultRules`).
 */
export function synth(overrides: Record<string, unknown> = {}): Synthesized {
  const { app, stack } = buildApp({
    context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [], ...overrides },
  });
  const assembly = app.synth();
  const artifact = assembly.getStackByName(stack.stackName);
  return { app, stack, assembly, template: Template.fromJSON(artifact.template) };
}

let plain: Synthesized | undefined;

/**
 * The app with cdk.json's context as it is, synthesized once per test process and shared by the files
 * that read it (stack, reconciler, judge): the cdk project runs its files in one module graph per
 * worker (vitest.config.ts, `isolate: false`), so the second file reuses the first one's synth. Read
 * it, never change it.
 */
export function defaultSynth(): Synthesized {
  plain ??= synth();
  return plain;
}
