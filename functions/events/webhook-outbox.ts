import type { Context } from 'aws-lambda';
import { DynamoPendingWebhookIndex } from '../adapters/dynamodb/pending-webhooks.js';
import { type OutboxReport, sweepPendingWebhooks } from '../core/webhook-outbox.js';
import { createDocumentClient } from '../shared/deps.js';
import { lambdaConfig, lambdaLogger, lambdaPipelineServices } from '../shared/entry.js';
import { once } from '../shared/once.js';
import { webhookPort } from '../shared/pipeline-ports.js';

/**
 * The webhook outbox sweep (EventBridge Scheduler): delivers the webhooks that settled jobs still owe
 * and that no execution will deliver any more (functions/core/webhook-outbox.ts). Built like the
 * deliver_webhook stage: the stores, the results bucket (read) and the webhook sender.
 */
const services = lambdaPipelineServices({ webhooks: webhookPort });
const outbox = once(async () => {
  const config = lambdaConfig();
  return new DynamoPendingWebhookIndex(createDocumentClient(config), config.CTP_JOBS_TABLE);
});

export const handler = async (_event?: unknown, context?: Context): Promise<OutboxReport> => {
  const logger = lambdaLogger(context);
  const [deps, index] = await Promise.all([services(), outbox()]);
  const report = await sweepPendingWebhooks({ ...deps, outbox: index });
  logger.info('Webhook outbox sweep', { ...report });
  return report;
};
