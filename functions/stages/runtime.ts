import type { Context } from 'aws-lambda';
import type { PipelineDeps } from '../core/pipeline/index.js';
import type { PortBuilders, PortName } from '../shared/deps.js';
import { lambdaLogger, lambdaPipelineServices } from '../shared/entry.js';

/**
 * A stage task: the state machine's input in, the domain function's answer out. Nothing else. In
 * Lambda its services come from the entry module, built once per cold start with only the ports this
 * stage names; `step` is the same function for a caller that brings its own services (local mode, tests).
 */
export interface StageFunction<I = unknown, O = unknown> {
  (input: unknown, context?: Context): Promise<O>;
  step(deps: PipelineDeps, input: I): Promise<O>;
  /** The ports this handler builds: the CDK grants follow them (functions/shared/grants.ts STAGE_PORTS). */
  ports: readonly PortName[];
}

export function stageHandler<I, O>(
  step: (deps: PipelineDeps, input: I) => Promise<O>,
  ports: PortBuilders = {},
): StageFunction<I, O> {
  const services = lambdaPipelineServices(ports);
  const handler = async (input: unknown, context?: Context): Promise<O> => {
    lambdaLogger(context);
    return step(await services(), input as I);
  };
  return Object.assign(handler, { step, ports: Object.keys(ports) as PortName[] });
}
