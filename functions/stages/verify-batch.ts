import { verifyBatch } from '../core/pipeline.js';
import { stageHandler } from './runtime.js';

export const handler = stageHandler(verifyBatch);
