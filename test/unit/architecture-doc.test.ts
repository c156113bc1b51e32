import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const text = readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');

/** Every file ARCHITECTURE.md names by its path from the root (`dir/file.ts`), placeholders (`<task>`) aside. */
function filesNamed(doc: string): string[] {
  const named = [...doc.matchAll(/`([A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+\.(?:ts|tsx|json|md|mjs))`/g)].map(
    (m) => m[1] as string,
  );
  return [...new Set(named)];
}

/**
 * The folders a row of the behaviour table names as a whole: `dir/`, `dir/*.ts` or `dir/<name>.ts` (a
 * placeholder); the files directly in such a folder are one step away through that row. (A folder
 * named in the prose about the layers does not count: it says what a layer holds, not where a
 * behaviour is.)
 */
function foldersNamed(doc: string): string[] {
  const rows = doc.split('\n').filter((line) => line.startsWith('| '));
  const folders = rows.flatMap((row) =>
    [...row.matchAll(/`([A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*)\/(?:\*\.ts|<[a-z-]+>\.ts)?`/g)].map(
      (m) => m[1] as string,
    ),
  );
  return [...new Set(folders)];
}

/** The source files of a folder, recursively, as paths from the root. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

describe('ARCHITECTURE.md', () => {
  it('names only files that exist, so that a behaviour is one step away', () => {
    const named = filesNamed(text);

    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
  });

  it('reaches every source file under functions/ and local/: by its path, or by its folder as a whole', () => {
    const files = new Set(filesNamed(text));
    const folders = foldersNamed(text);
    const reached = (file: string) =>
      files.has(file) || folders.some((folder) => path.dirname(file) === folder);

    expect([...sourcesUnder('functions'), ...sourcesUnder('local')].filter((file) => !reached(file))).toEqual(
      [],
    );
  });
});
