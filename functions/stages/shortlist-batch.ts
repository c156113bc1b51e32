import { shortlistBatch } from '../core/pipeline/index.js';
import { judgePort, networkPort } from '../shared/pipeline-ports.js';
import { stageHandler } from './runtime.js';

export const handler = stageHandler(shortlistBatch, { network: networkPort, judge: judgePort });
