import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The document as a client author meets it: types generated from the committed openapi.json with
 * openapi-typescript, and the client code of docs/openapi.md ("Generated clients") type-checked
 * against them with openapi-fetch.
 */

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Inside the project, so that `openapi-fetch` resolves from its node_modules.
const WORK_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', `ctp-openapi-client-${process.pid}`);

/** The first ```ts block under "## Generated clients" in docs/openapi.md. */
function documentedClient(): string {
  const doc = readFileSync(path.join(REPO_ROOT, 'docs/openapi.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Generated clients'));
  const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('docs/openapi.md has no ```ts block under "## Generated clients"');
  return block;
}

/** TypeScript's diagnostics for client files next to the generated `api.d.ts`, by file name (one program). */
function typeCheck(files: Record<string, string>): Record<string, string[]> {
  const paths = Object.entries(files).map(([name, source]) => {
    const file = path.join(WORK_DIR, name);
    writeFileSync(file, `${source}\nexport {};\n`);
    return file;
  });
  const program = ts.createProgram(paths, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  const byFile: Record<string, string[]> = Object.fromEntries(Object.keys(files).map((name) => [name, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const name = d.file ? path.basename(d.file.fileName) : '(program)';
    byFile[name] = [...(byFile[name] ?? []), ts.flattenDiagnosticMessageText(d.messageText, '\n')];
  }
  return byFile;
}

beforeAll(async () => {
  mkdirSync(WORK_DIR, { recursive: true });
  // A module of its own, so that top-level await in the client file type-checks as ESM does.
  writeFileSync(path.join(WORK_DIR, 'package.json'), JSON.stringify({ type: 'module' }));
  const ast = await openapiTS(new URL('../../openapi.json', import.meta.url));
  writeFileSync(path.join(WORK_DIR, 'api.d.ts'), astToString(ast));
}, 60_000);

afterAll(() => rmSync(WORK_DIR, { recursive: true, force: true }));

describe('a client generated from openapi.json', () => {
  it('type-checks the documented client code, and refuses a submission without persona or with another operation', () => {
    const submit = (body: string) => `
import createClient from 'openapi-fetch';
import type { paths } from './api';
const api = createClient<paths>({ baseUrl: 'http://127.0.0.1:3000' });
await api.POST('/v1/jobs', { body: ${body} });
`;
    const diagnostics = typeCheck({
      'client.ts': documentedClient(),
      'ok.ts': submit(`{ input: 'acme', operation: 'target_people', persona: 'owners-founders' }`),
      'no-persona.ts': submit(`{ input: 'acme', operation: 'target_people' }`),
      'other-operation.ts': submit(`{ input: 'acme', operation: 'enrich', persona: 'owners-founders' }`),
    });
    expect(diagnostics['client.ts']).toEqual([]);
    expect(diagnostics['ok.ts']).toEqual([]);
    expect(diagnostics['no-persona.ts']?.join('\n')).toMatch(/persona/);
    expect(diagnostics['other-operation.ts']?.join('\n')).toMatch(/"enrich"/);
    expect(diagnostics['(program)'] ?? []).toEqual([]);
  }, 60_000);
});

describe('Redocly lint, recommended ruleset', () => {
  it('reports no warnings and no errors on openapi.json', async () => {
    const cli = path.join(REPO_ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        process.execPath,
        [cli, 'lint', 'openapi.json', '--format=stylish'],
        {
          cwd: REPO_ROOT,
          timeout: 60_000,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
      );
    });
    expect(code, output).toBe(0);
    expect(output).not.toMatch(/warning/i);
    expect(output).toContain('Your API description is valid');
  }, 90_000);
});
