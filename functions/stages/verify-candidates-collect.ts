import { verifyCandidatesCollect } from '../core/pipeline/index.js';
import { judgePort } from '../shared/pipeline-ports.js';
import { stageHandler } from './runtime.js';

// The judge words the message of a job that found nobody: whether its definition could be read at all.
export const handler = stageHandler(verifyCandidatesCollect, { judge: judgePort });
