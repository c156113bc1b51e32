import {
  ExecutionAlreadyExists,
  type SFNClient,
  StartExecutionCommand,
  StopExecutionCommand,
} from '@aws-sdk/client-sfn';
import { initialState } from '../../core/pipeline/index.js';
import type { PipelineStarter } from '../../core/ports.js';

export class SfnPipelineStarter implements PipelineStarter {
  constructor(
    private readonly client: SFNClient,
    private readonly stateMachineArn: string,
  ) {}

  async start(jobId: string): Promise<void> {
    try {
      await this.client.send(
        new StartExecutionCommand({
          stateMachineArn: this.stateMachineArn,
          name: jobId,
          input: JSON.stringify(initialState(jobId)),
        }),
      );
    } catch (error) {
      // The execution is named after the job: if it exists, this job was started already.
      if (error instanceof ExecutionAlreadyExists) return;
      throw error;
    }
  }

  async stop(jobId: string): Promise<void> {
    const executionArn = `${this.stateMachineArn.replace(':stateMachine:', ':execution:')}:${jobId}`;
    try {
      await this.client.send(new StopExecutionCommand({ executionArn, cause: 'Cancelled by the client' }));
    } catch (error) {
      if (error instanceof Error && error.name === 'ExecutionDoesNotExist') return;
      throw error;
    }
  }
}
