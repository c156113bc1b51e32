import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every file ARCHITECTURE.md names by its path from the root (`dir/file.ts`), placeholders (`<task>`) aside. */
function filesNamed(text: string): string[] {
  const named = [...text.matchAll(/`([A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+\.(?:ts|tsx|json|md|mjs))`/g)].map(
    (m) => m[1] as string,
  );
  return [...new Set(named)];
}

describe('ARCHITECTURE.md', () => {
  it('names only files that exist, so that a behaviour is one step away', () => {
    const text = readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');
    const named = filesNamed(text);

    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
  });
});
