import { type ConversionConfig, toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { InvariantError } from '../../core/errors.js';
import { BELONGS_TO_COMPANY, BUDGET_AUTHORITY, MANAGES_PEOPLE, TIERS } from '../../core/values.js';

/**
 * What the model must answer, written once as valibot schemas. They check every answer here, since a
 * truncated or (in json mode) unconstrained answer can still be wrong; the JSON Schemas the API enforces
 * (a strict tool's `input_schema`, or `output_config.format`) are generated from them with
 * `@valibot/to-json-schema`.
 *
 * The JSON Schemas must stay inside the subset structured outputs accept: every object closed with
 * `additionalProperties: false` and every property required (nothing optional); no
 * `minimum`/`maximum`/`maxLength` (unsupported), so ranges are stated in descriptions and enforced after
 * parsing (`finite` is checked here only); nullable enums as `anyOf` (at most 16 such parameters per
 * request). Property order is deliberate: the model writes `why` and the professional fields before it
 * commits to a score.
 */

export const ToolName = {
  shortlist: 'record_shortlist',
  verify: 'record_verdicts',
} as const;

type JsonSchema = { type: 'object'; [key: string]: unknown };

const about = <S extends v.GenericSchema>(schema: S, text: string) => v.pipe(schema, v.description(text));
const nullableEnum = <const T extends readonly [string, ...string[]]>(values: T, text: string) =>
  about(v.nullable(v.picklist(values)), text);
const finite = v.pipe(v.number(), v.finite());
const personId = about(v.string(), 'The person\'s "id" exactly as given in the request.');
const oneVerdictEach = 'Exactly one verdict for every person in the request, in the order given.';

export const ShortlistAnswerSchema = v.object({
  verdicts: about(
    v.array(
      v.object({
        id: personId,
        keep: about(
          v.boolean(),
          'True when the person plausibly fits the persona and deserves the careful second look.',
        ),
        score: about(
          finite,
          'How well the person fits, from 0 (clearly not) to 1 (clearly yes); keep is true from 0.5.',
        ),
      }),
    ),
    oneVerdictEach,
  ),
});
export type ShortlistAnswer = v.InferOutput<typeof ShortlistAnswerSchema>;

export const VerifyAnswerSchema = v.object({
  verdicts: about(
    v.array(
      v.object({
        id: personId,
        why: about(
          v.string(),
          'One to three sentences, at most 600 characters: who the person is at the company, the evidence, ' +
            'the part of the persona they match (or the reason they do not), and what sets their rank.',
        ),
        tier: nullableEnum(
          TIERS,
          'Seniority of the current role at this company; null keeps the rule-based value given as derived.tier.',
        ),
        is_decision_maker: about(
          v.nullable(v.boolean()),
          'Whether the person can decide a purchase here; null keeps the rule-based value.',
        ),
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
        score: about(
          finite,
          "From 0 to 1; orders the final ranking, so follow the persona's own order of priority.",
        ),
        keep: about(v.boolean(), 'True when the person fits the persona (score 0.5 or more).'),
      }),
    ),
    oneVerdictEach,
  ),
});
export type VerifyAnswer = v.InferOutput<typeof VerifyAnswerSchema>;

const CONVERSION: ConversionConfig = {
  target: 'draft-07',
  errorMode: 'throw',
  overrideAction: ({ valibotAction, jsonSchema }) =>
    // Checked after parsing: structured outputs accept no numeric constraint, and JSON has no NaN anyway.
    valibotAction.type === 'finite' ? jsonSchema : undefined,
  overrideSchema: ({ valibotSchema, jsonSchema }) => {
    // A picklist is a string enum; saying so keeps it inside the subset structured outputs accept.
    if (valibotSchema.type === 'picklist') return { type: 'string', ...jsonSchema };
    // Closed for the model, which must not invent fields; the parse here only drops unknown keys, so
    // an answer in json mode (unconstrained) is not sent back for a repair over an extra field.
    if (valibotSchema.type === 'object') return { ...jsonSchema, additionalProperties: false };
    return undefined;
  },
};

/** The JSON Schema the API enforces for an answer: the valibot schema's, without the `$schema` header. */
export function answerJsonSchema(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, ...jsonSchema } = toJsonSchema(schema, CONVERSION);
  if (jsonSchema.type !== 'object') {
    throw new InvariantError('A judge answer must be a JSON object at the top level');
  }
  return jsonSchema as JsonSchema;
}

export const SHORTLIST_JSON_SCHEMA: JsonSchema = answerJsonSchema(ShortlistAnswerSchema);
export const VERIFY_JSON_SCHEMA: JsonSchema = answerJsonSchema(VerifyAnswerSchema);

/** The first few problems of a failed parse, with their paths, phrased for the repair message. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[], max = 3): string {
  const parts = issues.slice(0, max).map((issue) => {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    return `${path || '(root)'}: ${issue.message}`;
  });
  const more = issues.length > max ? ` (and ${issues.length - max} more)` : '';
  return `${parts.join('; ')}${more}`;
}
