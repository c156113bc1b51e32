/**
 * The pipeline's tasks, one file per task of statemachine/pipeline.asl.json (docs/pipeline.md, "Names"),
 * over the state and ports in `state.ts`. Callers import from here.
 */
export {
  deliverWebhook,
  sendWebhookAttempt,
  WEBHOOK_CLAIM_SECONDS,
  type WebhookAttemptOutcome,
  type WebhookMaterial,
  webhookMaterial,
} from './deliver-webhook.js';
export { emailBatch } from './email-batch.js';
export { EARLY_JUDGING_SECONDS, enrichBatch } from './enrich-batch.js';
export { failJob } from './fail-job.js';
export { BATCH_CLAIM_SECONDS, GROUP_SECONDS_PER_INVOCATION } from './fan-out.js';
export { matchCompany, replayKey } from './match-company.js';
export { matchTargetAssemble } from './match-target-assemble.js';
export { publishSettle } from './publish-settle.js';
export { recordDeferral } from './record-deferral.js';
export { recordDelay } from './record-delay.js';
export {
  SCAN_PAGES_PER_INVOCATION,
  SCAN_SECONDS_PER_INVOCATION,
  type ScanCheckpoint,
  scanTeam,
} from './scan-team.js';
export { fanOutLimit, inStage } from './shared.js';
export { shortlistBatch } from './shortlist-batch.js';
export {
  type GroupInput,
  type GroupOutcome,
  initialState,
  type Next,
  type PipelineDeps,
  type PipelineSettings,
  type PipelineState,
  type WebhookAttempt,
  workKeys,
} from './state.js';
export { verifyBatch } from './verify-batch.js';
export { verifyCandidatesCollect } from './verify-candidates-collect.js';
