import { AppError } from '../functions/core/errors.js';

/**
 * The local stack is stopping: what a wait of its pipeline, a lookup held at its gate or an execution
 * of its runner fails with. Each stack has its own (local/stack.ts), so no other stack's waits end.
 */
export class LocalStackStoppingError extends AppError {
  readonly code = 'local_stack_stopping';
  constructor() {
    super('The local stack is stopping');
  }
}

/** DynamoDB Local or the S3 emulator could not be started; the message says what to check. */
export class EmulatorStartError extends AppError {
  readonly code = 'emulator_start_failed';
}
