import * as v from 'valibot';

/**
 * The field types every response schema is built from, once: core's result schemas
 * (result-schemas.ts) and the API contract's other resources (functions/schemas/responses.ts).
 */

export const str = v.string();
export const nullableString = v.nullable(v.string());
export const int = v.pipe(v.number(), v.integer());
export const nullableInt = v.nullable(int);
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));
export const nullableCount = v.nullable(count);
export const nullableBoolean = v.nullable(v.boolean());
export const timestamp = v.pipe(v.string(), v.isoTimestamp(), v.description('ISO 8601 UTC timestamp'));
export const nullableTimestamp = v.nullable(timestamp);
export const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/), v.description('YYYY-MM-DD'));
export const languageCode = v.pipe(
  v.string(),
  v.regex(/^[a-z]{2}$/),
  v.description('ISO 639-1 language code'),
);
export const countryCode = v.pipe(
  v.string(),
  v.regex(/^[A-Z]{2}$/),
  v.description('ISO 3166-1 alpha-2 country code'),
);
export const described = <S extends v.GenericSchema>(schema: S, text: string) =>
  v.pipe(schema, v.description(text));
