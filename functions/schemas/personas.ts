import * as v from 'valibot';
import { wholeNumberParam } from './query-params.js';

const name = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Must not be empty'),
  v.maxLength(100, 'Must be at most 100 characters'),
);
const definition = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Must not be empty'),
  v.maxLength(4000, 'Must be at most 4000 characters'),
);

export const CreatePersonaBody = v.strictObject({
  name,
  definition,
  make_default: v.optional(v.boolean(), false),
});

/** Null and absent both mean "leave unchanged". */
export const UpdatePersonaBody = v.strictObject({
  name: v.optional(v.nullable(name)),
  definition: v.optional(v.nullable(definition)),
  make_default: v.optional(v.nullable(v.boolean())),
});

export const PersonaSlugPath = v.object({
  slug: v.pipe(v.string(), v.minLength(1), v.maxLength(200, 'Must be at most 200 characters')),
});

export const PERSONA_LIST_LIMIT_MAX = 100;

/** Pages like the job list; the default page holds what most accounts have, the system persona first. */
export const ListPersonasQuery = v.object({
  limit: wholeNumberParam(1, PERSONA_LIST_LIMIT_MAX, String(PERSONA_LIST_LIMIT_MAX)),
  skip: wholeNumberParam(0, 1_000_000, '0'),
});
