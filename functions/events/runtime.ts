import type { Logger } from '@aws-lambda-powertools/logger';
import { DynamoProcessingJobIndex } from '../adapters/dynamodb/processing-jobs.js';
import { systemClock } from '../adapters/ids.js';
import type { PipelineExecutions, ProcessingJobIndex } from '../core/ports.js';
import type { ReconcileDeps } from '../core/reconcile.js';
import type { Config } from '../shared/config.js';
import {
  type Clients,
  createDocumentClient,
  createLogger,
  createStores,
  requireStateMachineArn,
} from '../shared/deps.js';

/**
 * The reconciler's dependencies (AWS only: local mode calls the same core functions from
 * local/reconciler.ts). A pure factory: the Lambda entry module (functions/shared/entry.ts) calls it
 * once per cold start.
 */
export interface ReconcilerDeps extends ReconcileDeps {
  index: ProcessingJobIndex;
  executions: PipelineExecutions;
  stateMachineArn: string;
}

export async function buildReconcilerServices(
  config: Config,
  overrides: { clients?: Partial<Pick<Clients, 'doc'>>; logger?: Logger } = {},
): Promise<ReconcilerDeps> {
  const stateMachineArn = requireStateMachineArn(config);
  const doc = overrides.clients?.doc ?? createDocumentClient(config);
  const logger = overrides.logger ?? createLogger();
  const { SFNClient } = await import('@aws-sdk/client-sfn');
  const { SfnPipelineExecutions } = await import('../adapters/sfn/sfn-executions.js');
  return {
    jobs: createStores(config, doc).jobs,
    clock: systemClock,
    log: (message, details) => logger.error(message, details),
    index: new DynamoProcessingJobIndex(doc, config.CTP_JOBS_TABLE),
    executions: new SfnPipelineExecutions(new SFNClient({ region: config.AWS_REGION }), stateMachineArn),
    stateMachineArn,
  };
}
