/**
 * Counts the events an execution would write to its history in AWS, from the events the local runner
 * (aws-local-stepfunctions) reports. AWS stops a Standard execution at 25,000 history events: "When an
 * execution reaches 24,999 events, it waits for the next event to happen. If the event number 25,000 is
 * ExecutionSucceeded, the execution finishes successfully. If [not], the ExecutionFailed event is logged
 * and the state machine execution fails" (Step Functions Developer Guide, "Avoid reaching the history
 * quota", https://docs.aws.amazon.com/step-functions/latest/dg/bp-history-limit.html).
 *
 * The local runner reports one event where AWS writes several; the weights below are AWS's own event
 * types for each (HistoryEvent in the Step Functions API reference), for a Task whose Resource is a
 * Lambda function ARN:
 * - Task entered: TaskStateEntered, LambdaFunctionScheduled, LambdaFunctionStarted (3)
 * - Task exited: LambdaFunctionSucceeded, TaskStateExited (2); after a caught error only TaskStateExited
 * - Task failed (an attempt): LambdaFunctionFailed or LambdaFunctionTimedOut (1)
 * - Task retried: LambdaFunctionScheduled, LambdaFunctionStarted of the next attempt (2)
 * - Map entered: MapStateEntered, MapStateStarted (2); exited: MapStateSucceeded, MapStateExited (2)
 * - Map iteration started / succeeded / failed: MapIterationStarted / …Succeeded / …Failed (1 each)
 * - Choice, Wait, Pass, Succeed: …StateEntered and …StateExited (1 each); Fail: FailStateEntered (1)
 * - ExecutionStarted, and the execution's end (ExecutionSucceeded, …Failed, …Aborted, …TimedOut) (1 each)
 */

export const HISTORY_EVENT_LIMIT = 25_000;

/** The part of aws-local-stepfunctions' event log this needs. */
export interface LocalEvent {
  type: string;
  state?: { name: string; type: string };
  index?: number;
}

const END_EVENTS = new Set(['ExecutionSucceeded', 'ExecutionFailed', 'ExecutionAborted', 'ExecutionTimeout']);

export function isExecutionEnd(event: LocalEvent): boolean {
  return END_EVENTS.has(event.type);
}

/** A running count for one execution. */
export class HistoryCounter {
  private total = 0;
  /** States (per Map iteration) whose last attempt failed and was caught: their exit is one event. */
  private readonly caught = new Set<string>();

  get events(): number {
    return this.total;
  }

  /** Adds what `event` stands for in AWS's history; returns the new total. */
  add(event: LocalEvent): number {
    this.total += this.weight(event);
    return this.total;
  }

  private weight(event: LocalEvent): number {
    const type = event.state?.type;
    const key = `${event.state?.name}#${event.index ?? ''}`;
    switch (event.type) {
      case 'StateEntered':
        return type === 'Task' ? 3 : type === 'Map' ? 2 : 1;
      case 'StateExited':
        if (this.caught.delete(key)) return 1;
        return type === 'Task' || type === 'Map' ? 2 : 1;
      case 'StateFailed':
        // A Choice or Pass failing (States.Runtime) writes no event of its own: the execution fails.
        return type === 'Task' || type === 'Map' ? 1 : 0;
      case 'StateRetried':
        return type === 'Task' ? 2 : 1;
      case 'StateCaught':
        this.caught.add(key);
        return 0;
      default:
        // ExecutionStarted, the execution's end, MapIteration*, ParallelBranch*.
        return 1;
    }
  }
}
