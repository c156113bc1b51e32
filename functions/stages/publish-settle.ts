import { publishSettle } from '../core/pipeline/index.js';
import { stageHandler } from './runtime.js';

export const handler = stageHandler(publishSettle);
