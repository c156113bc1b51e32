import { emailBatch } from '../core/pipeline/index.js';
import { verifierPort } from '../shared/pipeline-ports.js';
import { stageHandler } from './runtime.js';

export const handler = stageHandler(emailBatch, { verifier: verifierPort });
