import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  SHORTLIST_JSON_SCHEMA,
  ShortlistAnswerSchema,
  VERIFY_JSON_SCHEMA,
  VerifyAnswerSchema,
} from '../../functions/adapters/judge/schemas.js';
import { BUDGET_AUTHORITY, TIERS } from '../../functions/core/values.js';

type Node = Record<string, unknown>;

/** Every sub-schema of a JSON Schema, the root included. */
function nodesOf(schema: unknown): Node[] {
  if (Array.isArray(schema)) return schema.flatMap(nodesOf);
  if (typeof schema !== 'object' || schema === null) return [];
  return [schema as Node, ...Object.values(schema).flatMap(nodesOf)];
}

const itemProperties = (schema: Node) =>
  ((schema.properties as Node).verdicts as { items: { properties: Node } }).items.properties;

describe('the JSON Schemas the judge sends the model', () => {
  const schemas = { shortlist: SHORTLIST_JSON_SCHEMA, verify: VERIFY_JSON_SCHEMA };

  it.each(Object.entries(schemas))(
    'stay inside the structured-outputs subset: %s closes every object and requires every property',
    (_, schema) => {
      expect(schema).not.toHaveProperty('$schema');
      const objects = nodesOf(schema).filter((node) => node.type === 'object');
      expect(objects.length).toBe(2);
      for (const node of objects) {
        expect(node.additionalProperties).toBe(false);
        expect(node.required).toEqual(Object.keys(node.properties as Node));
      }
      const limits = nodesOf(schema).filter((node) =>
        ['minimum', 'maximum', 'minLength', 'maxLength', 'exclusiveMinimum'].some((key) => key in node),
      );
      expect(limits).toEqual([]);
    },
  );

  it('state nullable enums as anyOf a string enum and null, with the values core defines', () => {
    const properties = itemProperties(VERIFY_JSON_SCHEMA);
    expect(properties.tier).toMatchObject({
      anyOf: [{ type: 'string', enum: [...TIERS] }, { type: 'null' }],
    });
    expect(properties.budget_authority).toMatchObject({
      anyOf: [{ type: 'string', enum: [...BUDGET_AUTHORITY] }, { type: 'null' }],
      description: expect.stringMatching(/say over spending/),
    });
    const nullableParameters = nodesOf(VERIFY_JSON_SCHEMA).filter((node) => Array.isArray(node.anyOf));
    expect(nullableParameters.length).toBeLessThanOrEqual(16);
  });

  it('ask for the reasons and the professional fields before the score', () => {
    expect(Object.keys(itemProperties(VERIFY_JSON_SCHEMA))).toEqual([
      'id',
      'why',
      'tier',
      'is_decision_maker',
      'manages_people',
      'budget_authority',
      'belongs_to_company',
      'score',
      'keep',
    ]);
    expect(Object.keys(itemProperties(SHORTLIST_JSON_SCHEMA))).toEqual(['id', 'keep', 'score']);
  });

  it('come from the same schemas that check an answer: a value outside an enum fails the check', () => {
    const verdict = {
      id: 'p1',
      why: 'Founder and CEO.',
      tier: 'owner',
      is_decision_maker: true,
      manages_people: 'yes',
      budget_authority: 'owns',
      belongs_to_company: 'confirmed',
      score: 0.9,
      keep: true,
    };
    expect(v.safeParse(VerifyAnswerSchema, { verdicts: [verdict] }).success).toBe(true);
    expect(
      v.safeParse(VerifyAnswerSchema, { verdicts: [{ ...verdict, budget_authority: 'lots' }] }).success,
    ).toBe(false);
    expect(
      v.safeParse(ShortlistAnswerSchema, { verdicts: [{ id: 'p1', keep: true, score: Number.NaN }] }).success,
    ).toBe(false);
  });
});
