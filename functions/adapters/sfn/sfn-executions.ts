import { DescribeExecutionCommand, ExecutionDoesNotExist, type SFNClient } from '@aws-sdk/client-sfn';
import type { ExecutionStatus, PipelineExecutions } from '../../core/ports.js';

/** The execution of a job, by the name it was started with (the job id): DescribeExecution. */
export class SfnPipelineExecutions implements PipelineExecutions {
  constructor(
    private readonly client: SFNClient,
    private readonly stateMachineArn: string,
  ) {}

  async status(jobId: string): Promise<ExecutionStatus | null> {
    const executionArn = `${this.stateMachineArn.replace(':stateMachine:', ':execution:')}:${jobId}`;
    try {
      const { status } = await this.client.send(new DescribeExecutionCommand({ executionArn }));
      return (status as ExecutionStatus | undefined) ?? null;
    } catch (error) {
      if (error instanceof ExecutionDoesNotExist) return null;
      throw error;
    }
  }
}
