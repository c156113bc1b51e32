import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The modules a file needs at load time: static imports and re-exports of relative modules, leaving
 * out type-only ones (erased under `verbatimModuleSyntax`) and dynamic `import()` (loaded later, so
 * it cannot catch a module half-initialized).
 */
function runtimeImportsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const statements = text.matchAll(/^(?:import|export)\s+([^;]*?)\s*from\s*['"](\.[^'"]+)['"]/gms);
  return [...statements]
    .filter(([, clause = '']) => {
      if (/^type\b/.test(clause)) return false;
      const named = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
      if (named === undefined) return true;
      const names = named
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      return names.length === 0 || names.some((n) => !n.startsWith('type '));
    })
    .map(([, , spec = '']) => path.join(path.dirname(file), spec).replace(/\.js$/, '.ts'));
}

/**
 * Every relative module a file names in a static import or re-export, type-only ones included: a
 * cycle of types still ties the modules into one unit that cannot be read, moved or tested apart.
 */
function allImportsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const statements = text.matchAll(/^(?:import|export)\s+([^;]*?)\s*from\s*['"](\.[^'"]+)['"]/gms);
  return [...statements].map(([, , spec = '']) =>
    path.join(path.dirname(file), spec).replace(/\.js$/, '.ts'),
  );
}

function cyclesUnder(dir: string, importsOf: (file: string) => string[] = runtimeImportsOf): string[][] {
  const files = readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(dir, file));
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      cycles.push([...trail.slice(trail.indexOf(file)), file]);
      return;
    }
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of files) visit(file, []);
  return cycles;
}

describe('the modules under functions/', () => {
  it('import each other without a cycle, so none is ever used half-initialized', () => {
    expect(cyclesUnder('functions')).toEqual([]);
  });

  it('import each other without a cycle even counting type-only imports, so each layer stands apart', () => {
    expect(cyclesUnder('functions', allImportsOf)).toEqual([]);
  });

  it('are read with type-only imports when asked: the strict checker sees what the loose one skips', () => {
    expect(allImportsOf('functions/core/profile.ts')).toContain('functions/core/result-schemas.ts');
    expect(runtimeImportsOf('functions/core/profile.ts')).not.toContain('functions/core/result-schemas.ts');
  });

  it('are read correctly: the checker sees a value import and ignores a type-only one', () => {
    expect(runtimeImportsOf('functions/core/persona-reader.ts')).toContain(
      'functions/core/system-persona.ts',
    );
    expect(runtimeImportsOf('functions/core/model.ts')).not.toContain('functions/core/persona-reader.ts');
  });
});

describe('the API contract', () => {
  it('builds the OpenAPI document from the route table without the HTTP layer’s router', () => {
    const imports = runtimeImportsOf('functions/schemas/openapi.ts');
    expect(imports).toContain('functions/schemas/route-table.ts');
    expect(imports).not.toContain('functions/http/routes.ts');
    expect(runtimeImportsOf('functions/schemas/route-table.ts')).toEqual([]);
  });
});
