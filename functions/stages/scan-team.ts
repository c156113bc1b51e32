import { scanTeam } from '../core/pipeline/index.js';
import { networkPort } from '../shared/pipeline-ports.js';
import { stageHandler } from './runtime.js';

export const handler = stageHandler(scanTeam, { network: networkPort });
