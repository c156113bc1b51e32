import * as v from 'valibot';

/** A query-string parameter holding a whole number from `min` to `max`; `fallback` when absent. */
export const wholeNumberParam = (min: number, max: number, fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, 'Must be a whole number'),
      v.transform(Number),
      v.minValue(min, `Must be at least ${min}`),
      v.maxValue(max, `Must be at most ${max}`),
    ),
    fallback,
  );
