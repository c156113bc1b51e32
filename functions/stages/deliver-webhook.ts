import { deliverWebhook } from '../core/pipeline/index.js';
import { webhookPort } from '../shared/pipeline-ports.js';
import { stageHandler } from './runtime.js';

export const handler = stageHandler(deliverWebhook, { webhooks: webhookPort });
