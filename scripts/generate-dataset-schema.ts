import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderDatasetJsonSchema } from '../functions/sandbox/network/dataset-json-schema.js';

/** Writes `docs/network-data.schema.json` from the dataset's valibot schemas: `npm run dataset-schema`. */
const target = fileURLToPath(new URL('../docs/network-data.schema.json', import.meta.url));
writeFileSync(target, renderDatasetJsonSchema());
console.log(`Wrote ${target}`);
