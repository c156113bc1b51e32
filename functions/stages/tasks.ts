import type { Stage } from '../core/model.js';

/**
 * The pipeline's names, in one table. Each entry is one Task of statemachine/pipeline.asl.json, named
 * as the state that runs it; everything else about it follows from that name by one rule
 * (`taskNames`): `verify_candidates_collect` runs the handler `${VerifyCandidatesCollectFunctionArn}`
 * in functions/stages/verify-candidates-collect.ts, whose step is `verifyCandidatesCollect` in
 * functions/core/pipeline/verify-candidates-collect.ts. `stage` is the spec stage the task works for
 * (the job's `stage`, spec 2.1; public, so never renamed), null for the steps after the stages.
 *
 * Read by the ASL generator (functions/stages/pipeline-definition.ts), held against the registry the
 * CDK stack and the local runner use (functions/stages/registry.ts), the CLI's stage steps
 * (cli/types.ts) and docs/pipeline.md's table by test/unit/asl-names.test.ts.
 */
export const PIPELINE_TASKS = {
  match_company: {
    stage: 'match_company',
    fanOut: false,
    does: 'Looks the company up; gates size; finds a replay.',
  },
  scan_team: {
    stage: 'scan_team',
    fanOut: false,
    does: 'Pages through the roster into batches, with a checkpoint per page.',
  },
  enrich_batch: {
    stage: 'enrich_profiles',
    fanOut: true,
    does: 'Enriches one group of batches; judges each enriched batch at once (the first pass of find_candidates).',
  },
  shortlist_batch: {
    stage: 'find_candidates',
    fanOut: true,
    does: "The judge's first pass over the enriched batches enrich_batch did not judge.",
  },
  verify_batch: {
    stage: 'verify_candidates',
    fanOut: true,
    does: "The judge's careful pass over each batch's shortlist.",
  },
  verify_candidates_collect: {
    stage: 'verify_candidates',
    fanOut: false,
    does: 'Collects the verified batches: nobody kept is no_people_found.',
  },
  email_batch: {
    stage: 'match_target',
    fanOut: true,
    does: "Finds and verifies each verified person's email.",
  },
  match_target_assemble: {
    stage: 'match_target',
    fanOut: false,
    does: 'Ranks everyone verified and assembles the result.',
  },
  publish_settle: { stage: null, fanOut: false, does: 'Publishes the result once, then settles the charge.' },
  deliver_webhook: {
    stage: null,
    fanOut: false,
    does: 'One webhook attempt, if the job has a callback_url.',
  },
  record_delay: {
    stage: null,
    fanOut: false,
    does: 'Runs every `<stage>_delay` (a delayed retry) and `<stage>_deferred` (after a Map pass).',
  },
  fail_job: { stage: null, fanOut: false, does: 'An unexpected error: the job ends failed, free.' },
} as const satisfies Record<string, { stage: Stage | null; fanOut: boolean; does: string }>;

export type PipelineTask = keyof typeof PIPELINE_TASKS;

type Pascal<S extends string> = S extends `${infer H}_${infer T}`
  ? `${Capitalize<H>}${Pascal<T>}`
  : Capitalize<S>;

/** A task's handler placeholder in the ASL: `${<PascalCase>FunctionArn}`. */
export type TaskPlaceholder<T extends PipelineTask = PipelineTask> = `${Pascal<T>}FunctionArn`;

const pascal = (snake: string) => snake.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());

/** Everything a task's name decides: its handler's placeholder and file, its step and the step's file. */
export function taskNames<T extends PipelineTask>(task: T) {
  const kebab = task.replace(/_/g, '-');
  const handler = pascal(task);
  return {
    state: task,
    placeholder: `${handler}FunctionArn` as TaskPlaceholder<T>,
    handlerFile: `functions/stages/${kebab}.ts`,
    step: handler.charAt(0).toLowerCase() + handler.slice(1),
    stepFile: `functions/core/pipeline/${kebab}.ts`,
  };
}

/**
 * The spec stages in order, each with the steps of the six it covers, as `ctp` shows them
 * (`enrich_profiles (3–4/6)`): enrich_profiles also does find_candidates' first pass on every batch it
 * enriches (docs/pipeline.md, "Judging while enriching"), so find_candidates, which judges what is
 * left, often passes in a moment.
 */
export const STAGE_STEPS = {
  match_company: '1',
  scan_team: '2',
  enrich_profiles: '3–4',
  find_candidates: '4',
  verify_candidates: '5',
  match_target: '6',
} as const satisfies Record<Stage, string>;
