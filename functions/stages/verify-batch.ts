import { verifyBatch } from '../core/pipeline/index.js';
import { judgePort } from '../shared/pipeline-ports.js';
import { stageHandler } from './runtime.js';

export const handler = stageHandler(verifyBatch, { judge: judgePort });
