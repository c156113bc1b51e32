import { emailBatch } from '../core/pipeline.js';
import { stageHandler } from './runtime.js';

export const handler = stageHandler(emailBatch);
