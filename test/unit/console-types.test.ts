import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateConsoleTypes, TYPES_FILE } from '../../console/generate-types.js';

describe('the console’s API types', () => {
  it('are generated from the committed openapi.json (run `npx tsx console/generate-types.ts` when this fails)', async () => {
    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(await generateConsoleTypes());
  }, 60_000);
});
