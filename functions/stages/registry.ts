import type { StageFunction } from './runtime.js';
import type { TaskPlaceholder } from './tasks.js';

/**
 * Maps each `${Placeholder}` of the state machine definition to the stage handler behind it. The CDK
 * stack substitutes the deployed function's ARN for each placeholder; local mode runs the handler
 * in-process. One list, so the two cannot disagree about which code a state runs; its keys are exactly
 * the placeholders of the tasks in functions/stages/tasks.ts (a task missing here, or a handler no task
 * names, fails to compile), and test/unit/asl-names.test.ts holds each entry to its task's file.
 */
export type StageHandler = StageFunction;

export const STAGE_FUNCTIONS = {
  MatchCompanyFunctionArn: {
    entry: 'functions/stages/match-company.ts',
    load: () => import('./match-company.js'),
  },
  ScanTeamFunctionArn: { entry: 'functions/stages/scan-team.ts', load: () => import('./scan-team.js') },
  EnrichBatchFunctionArn: {
    entry: 'functions/stages/enrich-batch.ts',
    load: () => import('./enrich-batch.js'),
  },
  ShortlistBatchFunctionArn: {
    entry: 'functions/stages/shortlist-batch.ts',
    load: () => import('./shortlist-batch.js'),
  },
  VerifyBatchFunctionArn: {
    entry: 'functions/stages/verify-batch.ts',
    load: () => import('./verify-batch.js'),
  },
  VerifyCandidatesCollectFunctionArn: {
    entry: 'functions/stages/verify-candidates-collect.ts',
    load: () => import('./verify-candidates-collect.js'),
  },
  EmailBatchFunctionArn: {
    entry: 'functions/stages/email-batch.ts',
    load: () => import('./email-batch.js'),
  },
  MatchTargetAssembleFunctionArn: {
    entry: 'functions/stages/match-target-assemble.ts',
    load: () => import('./match-target-assemble.js'),
  },
  PublishSettleFunctionArn: {
    entry: 'functions/stages/publish-settle.ts',
    load: () => import('./publish-settle.js'),
  },
  DeliverWebhookFunctionArn: {
    entry: 'functions/stages/deliver-webhook.ts',
    load: () => import('./deliver-webhook.js'),
  },
  RecordDelayFunctionArn: {
    entry: 'functions/stages/record-delay.ts',
    load: () => import('./record-delay.js'),
  },
  FailJobFunctionArn: { entry: 'functions/stages/fail-job.ts', load: () => import('./fail-job.js') },
} as const satisfies Record<
  TaskPlaceholder,
  { entry: string; load: () => Promise<{ handler: StageHandler }> }
>;

export type StagePlaceholder = keyof typeof STAGE_FUNCTIONS;
