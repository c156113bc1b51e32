import { matchCompany } from '../core/pipeline/index.js';
import { networkPort } from '../shared/pipeline-ports.js';
import { stageHandler } from './runtime.js';

export const handler = stageHandler(matchCompany, { network: networkPort });
