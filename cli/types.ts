/**
 * The parts of the API's responses that the CLI reads (docs/api.md, spec part 2). Every field is
 * optional or nullable on purpose: the CLI must tolerate fields it does not know and fields that are
 * null, and never crash on a response shape it did not expect.
 */

import type * as v from 'valibot';
import type * as Api from '../functions/schemas/responses.js';
import type { STAGE_STEPS as PIPELINE_STAGE_STEPS } from '../functions/stages/tasks.js';

type ApiStage = v.InferOutput<typeof Api.StageSchema>;
type ApiJobStatus = v.InferOutput<typeof Api.JobStatusValueSchema>;

/** Every value of `A` is in the list `L`: a stage or status the API adds fails to compile here. */
type Covers<A extends string, L extends readonly string[]> = Exclude<A, L[number]> extends never ? L : never;

// Runtime lists, so the CLI needs nothing of the service at run time; their types are tied to the API's.
export const STAGES = [
  'match_company',
  'scan_team',
  'enrich_profiles',
  'find_candidates',
  'verify_candidates',
  'match_target',
] as const satisfies readonly ApiStage[];

/**
 * Each stage's steps of the six, as `ctp` shows them: the service's table (functions/stages/tasks.ts),
 * written out so that the CLI loads nothing of the service; a different value fails to compile here.
 */
export const STAGE_STEPS = {
  match_company: '1',
  scan_team: '2',
  enrich_profiles: '3–4',
  find_candidates: '4',
  verify_candidates: '5',
  match_target: '6',
} as const satisfies typeof PIPELINE_STAGE_STEPS;

export const TERMINAL_FAILURES = [
  'not_found',
  'no_employees',
  'no_people_found',
  'too_large',
  'failed',
  'cancelled',
] as const satisfies readonly Exclude<ApiJobStatus, 'processing' | 'done'>[];

const _allStagesListed: Covers<ApiStage, typeof STAGES> = STAGES;
const _allFailuresListed: Covers<
  Exclude<ApiJobStatus, 'processing' | 'done'>,
  typeof TERMINAL_FAILURES
> = TERMINAL_FAILURES;

/**
 * A response as the CLI reads it: the API contract's own type (schemas/responses.ts, types only, so
 * nothing of the service is bundled into the CLI), with every field optional and nullable and every
 * enum widened to its base type, so that a field the CLI does not know, or a value added later, never
 * breaks it.
 */
export type Tolerant<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer U)[]
        ? Tolerant<U>[]
        : T extends object
          ? { [K in keyof T]?: Tolerant<T[K]> | null }
          : T;

type Response<K extends keyof typeof Api.RESPONSE_SCHEMAS> = v.InferOutput<(typeof Api.RESPONSE_SCHEMAS)[K]>;

export type TargetPersonView = Tolerant<Response<'TargetPerson'>>;

/** The job id and status are always there; the rest as the service sends it. */
export type JobView = Tolerant<Response<'JobStatus'>> & { job_id: string; status: string };

export type JobListItemView = Tolerant<Response<'JobListItem'>> & { job_id: string; status: string };

export interface JobListView {
  count: number;
  jobs: JobListItemView[];
}

export type PreviewView = Tolerant<Response<'Preview'>> & { job_id: string };

export type PersonaInterpretationView = Tolerant<Response<'PersonaInterpretation'>>;

/** `interpretation`: how the service read the definition (older servers do not send it). */
export type PersonaView = Tolerant<Response<'Persona'>> & { slug: string; name: string };

export type PersonaListView = Tolerant<Omit<Response<'PersonaList'>, 'personas'>> & {
  personas: PersonaView[];
};

export type PersonaDeletedView = Tolerant<Response<'PersonaDeleted'>> & { slug: string; deleted: boolean };

export type AccountView = Tolerant<Response<'Account'>>;
