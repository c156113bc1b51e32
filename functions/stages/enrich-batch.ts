import { enrichBatch } from '../core/pipeline/index.js';
import { judgePort, networkPort } from '../shared/pipeline-ports.js';
import { stageHandler } from './runtime.js';

// The judge too: each enriched batch is judged at once (docs/pipeline.md, "Judging while enriching").
export const handler = stageHandler(enrichBatch, { network: networkPort, judge: judgePort });
