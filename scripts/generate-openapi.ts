import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderOpenApiJson } from '../functions/schemas/openapi.js';

/** Writes `openapi.json` at the repository root from the valibot schemas: `npm run openapi`. */
const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
writeFileSync(target, renderOpenApiJson());
console.log(`Wrote ${target}`);
