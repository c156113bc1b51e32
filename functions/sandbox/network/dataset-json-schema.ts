import { type ConversionConfig, toJsonSchema } from '@valibot/to-json-schema';
import { DATASET_SCHEMA_DEFINITIONS, FaultsSchema, NetworkDatasetSchema } from './dataset.js';

/**
 * The dataset's JSON Schema (`docs/network-data.schema.json`), generated from the valibot schemas the
 * loader validates with, so that the two cannot disagree: `npm run dataset-schema` writes it and a
 * unit test fails when the committed file differs from a fresh build. Editors use it to complete and
 * check hand-written files; what JSON Schema cannot say (unique ids, roster ids that exist, at least
 * one placeholder in an email pattern) the loader checks, as the schema's description says.
 */

const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  // A file holds what its author writes: fields with a default are optional there.
  typeMode: 'input',
  errorMode: 'throw',
  definitions: DATASET_SCHEMA_DEFINITIONS,
  overrideAction: ({ valibotAction, jsonSchema }) => {
    // A cross-value rule (e.g. "at least one placeholder"): the loader's to check, not the schema's.
    if (valibotAction.type === 'check') return jsonSchema;
    // The slug pattern needs `u` for \p{…}; JSON Schema patterns are Unicode-aware already.
    if (valibotAction.type === 'regex') {
      const { source } = (valibotAction as unknown as { requirement: RegExp }).requirement;
      return { ...jsonSchema, pattern: source };
    }
    return undefined;
  },
  overrideSchema: ({ valibotSchema, jsonSchema }) =>
    // The loader reads `faults` keys as strings to name a wrong key itself; an editor can offer the stages.
    valibotSchema === FaultsSchema ? { ...jsonSchema, propertyNames: { $ref: '#/$defs/stage' } } : undefined,
};

export function buildDatasetJsonSchema(): Record<string, unknown> {
  const { $schema, title, description, $defs, ...rest } = toJsonSchema(NetworkDatasetSchema, CONVERSION);
  // Title and description first, where a reader of the file looks.
  return { $schema, title, description, ...rest, $defs };
}

/** The committed form: two-space indentation and a final newline. */
export const renderDatasetJsonSchema = (): string => `${JSON.stringify(buildDatasetJsonSchema(), null, 2)}\n`;
