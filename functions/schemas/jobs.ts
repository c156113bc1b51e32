import * as v from 'valibot';
import { wholeNumberParam } from './query-params.js';

/** The API contract for jobs: handlers validate with these, and the OpenAPI document is generated from them. */

/** The longest persona slug accepted anywhere (body or path); created slugs have at most 60 characters. */
export const PERSONA_SLUG_MAX = 200;

export const SubmitJobBody = v.strictObject({
  input: v.pipe(
    v.string(),
    v.description('Company page URL ({network_host}/company/<slug-or-id>), slug, or numeric id'),
  ),
  operation: v.pipe(v.string(), v.description('Only "target_people" is accepted')),
  persona: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        // The slug becomes part of a DynamoDB key (at most 1,024 bytes): bounded here, like the path's.
        v.maxLength(PERSONA_SLUG_MAX, `Must be at most ${PERSONA_SLUG_MAX} characters`),
        v.description('Slug of one of your personas'),
      ),
    ),
  ),
  callback_url: v.optional(
    v.nullable(v.pipe(v.string(), v.description('HTTPS URL that receives the webhook'))),
  ),
});

/**
 * The submission as the OpenAPI document describes it: what a client must send. `SubmitJobBody`, which
 * the handler validates with, accepts a wrong `operation` and a missing `persona` on purpose, so that
 * they get the spec's 400 codes (`unsupported_operation`, `persona_required`) and not a 422; a client
 * generated from the document is told the rule itself.
 */
export const SubmitJobRequest = v.strictObject({
  input: SubmitJobBody.entries.input,
  operation: v.pipe(v.picklist(['target_people']), v.description('The only operation: "target_people"')),
  persona: v.pipe(v.string(), v.description('Slug of one of your personas')),
  callback_url: SubmitJobBody.entries.callback_url,
});

export const JobIdPath = v.object({
  job_id: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9_-]{1,128}$/, 'Job ids are 1 to 128 letters, digits, "_" or "-"'),
  ),
});

export const LIST_LIMIT_MAX = 100;
export const LIST_LIMIT_DEFAULT = 20;

export const ListJobsQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(200, 'Must be at most 200 characters'))),
  limit: wholeNumberParam(1, LIST_LIMIT_MAX, String(LIST_LIMIT_DEFAULT)),
  skip: wholeNumberParam(0, 1_000_000, '0'),
  /**
   * Extension: the `next_cursor` of the previous page. Checked by the domain (functions/core/job-cursor.ts)
   * so that a cursor this API did not issue is 400 `invalid_cursor`, not a validation error.
   */
  cursor: v.optional(
    v.pipe(
      v.string(),
      v.description(
        'Extension: the `next_cursor` of the previous page; the page then starts just after that one’s last job, and `skip` counts from there. Not with `q`.',
      ),
    ),
  ),
});
