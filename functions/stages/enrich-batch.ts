import { enrichBatch } from '../core/pipeline.js';
import { networkPort } from '../shared/pipeline-ports.js';
import { stageHandler } from './runtime.js';

export const handler = stageHandler(enrichBatch, { network: networkPort });
