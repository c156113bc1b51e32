import { failJob } from '../core/pipeline/index.js';
import { stageHandler } from './runtime.js';

export const handler = stageHandler(failJob);
