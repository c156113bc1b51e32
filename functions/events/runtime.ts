import { DynamoProcessingJobIndex } from '../adapters/dynamodb/processing-jobs.js';
import type { PipelineExecutions, ProcessingJobIndex } from '../core/ports.js';
import type { ReconcileDeps } from '../core/reconcile.js';
import { createDocumentClient, getDeps } from '../shared/deps.js';

/**
 * The reconciler's dependencies (AWS only: local mode calls the same core functions from
 * local/reconciler.ts). Built once per cold start.
 */
export interface ReconcilerDeps extends ReconcileDeps {
  index: ProcessingJobIndex;
  executions: PipelineExecutions;
  stateMachineArn: string;
}

async function createReconcilerDeps(): Promise<ReconcilerDeps> {
  const deps = await getDeps();
  const { config } = deps;
  const { SFNClient } = await import('@aws-sdk/client-sfn');
  const { SfnPipelineExecutions } = await import('../adapters/sfn/sfn-executions.js');
  const stateMachineArn = config.CTP_STATE_MACHINE_ARN ?? '';
  return {
    jobs: deps.jobs,
    clock: deps.clock,
    log: (message, details) => deps.logger.error(message, details),
    index: new DynamoProcessingJobIndex(createDocumentClient(config), config.CTP_JOBS_TABLE),
    executions: new SfnPipelineExecutions(new SFNClient({ region: config.AWS_REGION }), stateMachineArn),
    stateMachineArn,
  };
}

let reconcilerDeps: Promise<ReconcilerDeps> | undefined;

export function getReconcilerDeps(): Promise<ReconcilerDeps> {
  reconcilerDeps ??= createReconcilerDeps().catch((error: unknown) => {
    reconcilerDeps = undefined;
    throw error;
  });
  return reconcilerDeps;
}
