/**
 * What one event of aws-local-stepfunctions' log stands for in an AWS execution history, where a state
 * machine may have at most 25,000 events. The local log has one event where AWS has several (a Lambda
 * task's entry is TaskStateEntered, LambdaFunctionScheduled and LambdaFunctionStarted), so this maps
 * each local event to the number of AWS events it represents, for Task states whose Resource is a
 * Lambda function ARN. Where AWS's count depends on details the local log lacks (the exit of a task
 * whose failure was caught) it counts the larger number: the total is an upper bound, exact for runs
 * without failures. `functions/core/event-budget.ts` is the same arithmetic in closed form.
 */
export interface LocalEvent {
  type: string;
  state?: { type?: string };
}

export function awsHistoryEvents(event: LocalEvent): number {
  const stateType = event.state?.type;
  switch (event.type) {
    case 'ExecutionStarted':
    case 'ExecutionSucceeded':
    case 'ExecutionFailed':
    case 'ExecutionAborted':
    case 'ExecutionTimeout':
    case 'MapIterationStarted':
    case 'MapIterationSucceeded':
    case 'MapIterationFailed':
      return 1;
    case 'StateEntered':
      // TaskStateEntered + LambdaFunctionScheduled + LambdaFunctionStarted; MapStateEntered + MapStateStarted.
      return stateType === 'Task' ? 3 : stateType === 'Map' ? 2 : 1;
    case 'StateExited':
      // LambdaFunctionSucceeded + TaskStateExited; MapStateSucceeded + MapStateExited.
      return stateType === 'Task' || stateType === 'Map' ? 2 : 1;
    case 'StateFailed':
      // LambdaFunctionFailed (or TimedOut); MapStateFailed.
      return 1;
    case 'StateRetried':
      // LambdaFunctionScheduled + LambdaFunctionStarted of the next attempt.
      return stateType === 'Task' ? 2 : 1;
    default:
      // StateCaught: the catcher's target state has its own events.
      return 0;
  }
}
