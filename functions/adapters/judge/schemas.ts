import * as v from 'valibot';
import { BELONGS_TO_COMPANY, BUDGET_AUTHORITY, MANAGES_PEOPLE, TIERS } from '../../core/values.js';

/**
 * What the model must answer, twice over: as JSON Schema for the API to enforce (a strict tool's
 * `input_schema`, or `output_config.format`), and as valibot schemas that check every answer again
 * here, since a truncated or (in json mode) unconstrained answer can still be wrong.
 *
 * The JSON Schemas stay inside the subset structured outputs accept: every object closed with
 * `additionalProperties: false` and every property required; no `minimum`/`maximum`/`maxLength`
 * (unsupported), so ranges are stated in descriptions and enforced after parsing; nullable enums as
 * `anyOf` (at most 16 such parameters per request). Property order is deliberate: the model writes
 * `why` and the professional fields before it commits to a score.
 */

export const ToolName = {
  shortlist: 'record_shortlist',
  verify: 'record_verdicts',
} as const;

type JsonSchema = { type: 'object'; [key: string]: unknown };

const nullableEnum = (values: readonly string[], description: string) => ({
  description,
  anyOf: [{ type: 'string', enum: [...values] }, { type: 'null' }],
});

const closedObject = (properties: Record<string, unknown>, description?: string) => ({
  type: 'object' as const,
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

export const SHORTLIST_JSON_SCHEMA: JsonSchema = closedObject({
  verdicts: {
    type: 'array',
    description: 'Exactly one verdict for every person in the request, in the order given.',
    items: closedObject({
      id: { type: 'string', description: 'The person\'s "id" exactly as given in the request.' },
      keep: {
        type: 'boolean',
        description: 'True when the person plausibly fits the persona and deserves the careful second look.',
      },
      score: {
        type: 'number',
        description:
          'How well the person fits, from 0 (clearly not) to 1 (clearly yes); keep is true from 0.5.',
      },
    }),
  },
});

export const VERIFY_JSON_SCHEMA: JsonSchema = closedObject({
  verdicts: {
    type: 'array',
    description: 'Exactly one verdict for every person in the request, in the order given.',
    items: closedObject({
      id: { type: 'string', description: 'The person\'s "id" exactly as given in the request.' },
      why: {
        type: 'string',
        description:
          'One to three sentences, at most 600 characters: who the person is at the company, the evidence, ' +
          'the part of the persona they match (or the reason they do not), and what sets their rank.',
      },
      tier: nullableEnum(
        TIERS,
        'Seniority of the current role at this company; null keeps the rule-based value given as derived.tier.',
      ),
      is_decision_maker: {
        description: 'Whether the person can decide a purchase here; null keeps the rule-based value.',
        anyOf: [{ type: 'boolean' }, { type: 'null' }],
      },
      manages_people: nullableEnum(
        MANAGES_PEOPLE,
        'Whether they lead a team; null keeps the rule-based value.',
      ),
      budget_authority: nullableEnum(
        BUDGET_AUTHORITY,
        'Their say over spending; null keeps the rule-based value.',
      ),
      belongs_to_company: nullableEnum(
        BELONGS_TO_COMPANY,
        'Whether they work at this company now; null keeps the rule-based value.',
      ),
      score: {
        type: 'number',
        description: "From 0 to 1; orders the final ranking, so follow the persona's own order of priority.",
      },
      keep: { type: 'boolean', description: 'True when the person fits the persona (score 0.5 or more).' },
    }),
  },
});

const finite = v.pipe(v.number(), v.finite());

export const ShortlistAnswerSchema = v.object({
  verdicts: v.array(v.object({ id: v.string(), keep: v.boolean(), score: finite })),
});
export type ShortlistAnswer = v.InferOutput<typeof ShortlistAnswerSchema>;

export const VerifyAnswerSchema = v.object({
  verdicts: v.array(
    v.object({
      id: v.string(),
      why: v.string(),
      tier: v.nullable(v.picklist(TIERS)),
      is_decision_maker: v.nullable(v.boolean()),
      manages_people: v.nullable(v.picklist(MANAGES_PEOPLE)),
      budget_authority: v.nullable(v.picklist(BUDGET_AUTHORITY)),
      belongs_to_company: v.nullable(v.picklist(BELONGS_TO_COMPANY)),
      score: finite,
      keep: v.boolean(),
    }),
  ),
});
export type VerifyAnswer = v.InferOutput<typeof VerifyAnswerSchema>;

/** The first few problems of a failed parse, with their paths, phrased for the repair message. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[], max = 3): string {
  const parts = issues.slice(0, max).map((issue) => {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    return `${path || '(root)'}: ${issue.message}`;
  });
  const more = issues.length > max ? ` (and ${issues.length - max} more)` : '';
  return `${parts.join('; ')}${more}`;
}
