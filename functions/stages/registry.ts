/**
 * Maps each `${Placeholder}` of the state machine definition to the stage handler behind it. The CDK
 * stack substitutes the deployed function's ARN for each placeholder; local mode runs the handler
 * in-process. One list, so the two cannot disagree about which code a state runs.
 */
export type StageHandler = (input: unknown) => Promise<unknown>;

export const STAGE_FUNCTIONS = {
  MatchCompanyFunctionArn: {
    entry: 'functions/stages/match-company.ts',
    load: () => import('./match-company.js'),
  },
} as const satisfies Record<string, { entry: string; load: () => Promise<{ handler: StageHandler }> }>;

export type StagePlaceholder = keyof typeof STAGE_FUNCTIONS;
