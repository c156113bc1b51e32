import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/** The console's API types, from the committed openapi.json (`npx tsx console/generate-types.ts`). */
export const TYPES_FILE = fileURLToPath(new URL('./src/api-types.ts', import.meta.url));

const HEADER =
  '// Generated from openapi.json by console/generate-types.ts (openapi-typescript). Do not edit:\n' +
  '// run `npx tsx console/generate-types.ts`; test/unit/console-types.test.ts fails when this drifts.\n';

export async function generateConsoleTypes(): Promise<string> {
  const ast = await openapiTS(new URL('../openapi.json', import.meta.url));
  return HEADER + astToString(ast);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(TYPES_FILE, await generateConsoleTypes());
  console.log(`Wrote ${TYPES_FILE}`);
}
