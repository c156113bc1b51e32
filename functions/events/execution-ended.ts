import type { Context } from 'aws-lambda';
import * as v from 'valibot';
import { ExecutionStatus } from '../core/ports.js';
import { type ExecutionEnd, reconcileExecution } from '../core/reconcile.js';
import { lambdaLogger, lambdaReconcilerServices } from '../shared/entry.js';

/**
 * The EventBridge rule's target: a "Step Functions Execution Status Change" event of the pipeline (the
 * rule passes FAILED, TIMED_OUT and ABORTED only). The event's `detail` carries what DescribeExecution
 * would answer: `executionArn`, `stateMachineArn`, `name`, `status`, `startDate`, `stopDate`, `input`,
 * `output`, and for a failure `error` and `cause` (Step Functions Developer Guide, "EventBridge
 * (CloudWatch Events) for Step Functions execution status changes").
 */
const ExecutionStatusChange = v.object({
  'detail-type': v.literal('Step Functions Execution Status Change'),
  detail: v.object({
    stateMachineArn: v.string(),
    name: v.string(),
    status: v.picklist(Object.values(ExecutionStatus)),
    error: v.nullish(v.string()),
    cause: v.nullish(v.string()),
  }),
});

/** The execution's end the event reports, or null when the event is not one of this state machine's. */
export function executionEndOf(event: unknown, stateMachineArn: string): ExecutionEnd | null {
  const parsed = v.safeParse(ExecutionStatusChange, event);
  if (!parsed.success || parsed.output.detail.stateMachineArn !== stateMachineArn) return null;
  const { name, status, error, cause } = parsed.output.detail;
  return { jobId: name, status, error: error ?? null, cause: cause ?? null };
}

export const handler = async (event: unknown, context?: Context): Promise<{ outcome: string }> => {
  lambdaLogger(context);
  const deps = await lambdaReconcilerServices();
  const end = executionEndOf(event, deps.stateMachineArn);
  // Anything else is not ours (the rule is narrower than this); answering rather than throwing keeps
  // EventBridge from retrying an event that can never be handled.
  if (!end) {
    deps.log('Reconciler ignored an event it does not handle', { event });
    return { outcome: 'ignored' };
  }
  return { outcome: await reconcileExecution(deps, end) };
};
