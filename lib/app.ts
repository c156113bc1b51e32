import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readStageConfig } from './config.js';
import { CompanyTargetPeopleStack, stackName } from './stack.js';

/**
 * The app as `cdk synth` builds it, and as the tests build it: one stack for the stage named in context,
 * checked by cdk-nag. Environment-agnostic on purpose: synth needs no account, region, credentials or
 * network; `cdk deploy` targets the account and region of the caller's AWS profile.
 */
export function buildApp(
  props: AppProps = {},
  options: { consoleDir?: string } = {},
): { app: App; stack: CompanyTargetPeopleStack } {
  const app = new App(props);
  const config = readStageConfig(app.node);
  const stack = new CompanyTargetPeopleStack(app, stackName(config.stage), {
    config,
    ...(options.consoleDir ? { consoleDir: options.consoleDir } : {}),
  });
  // cdk-nag 3 is a validation plugin: any finding nobody acknowledged fails the synth.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack };
}
