import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(dir, file));
}

/** Every module specifier a file imports, statically or dynamically. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const found = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1] as string);
  return found.map((spec) => (spec.startsWith('.') ? path.join(path.dirname(file), spec) : spec));
}

function offenders(files: string[], forbidden: (target: string) => boolean): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter(forbidden)
      .map((target) => `${file} → ${target}`),
  );
}

/** The layer rules of ARCHITECTURE.md at the project root ("The layers"): change both together. */
describe('the layers of ARCHITECTURE.md', () => {
  it('are described in ARCHITECTURE.md at the project root', () => {
    const text = readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');
    for (const layer of ['functions/core/', 'functions/adapters/', 'functions/sandbox/', 'functions/shared/'])
      expect(text).toContain(layer);
  });

  it('keep the domain free of AWS, HTTP clients, adapters and the sandbox', () => {
    const core = sourcesUnder('functions/core');
    expect(core.length).toBeGreaterThan(10);
    expect(
      offenders(
        core,
        (t) =>
          t.startsWith('@aws-sdk/') ||
          t.startsWith('@anthropic-ai/') ||
          t.startsWith('functions/adapters') ||
          t.startsWith('functions/sandbox') ||
          t.startsWith('functions/shared') ||
          t.startsWith('functions/http') ||
          t.startsWith('functions/stages'),
      ),
    ).toEqual([]);
  });

  it('keep production adapters from importing the sandbox (sample data, simulated faults, offline judge)', () => {
    const adapters = sourcesUnder('functions/adapters');
    expect(adapters.length).toBeGreaterThan(10);
    expect(offenders(adapters, (t) => t.startsWith('functions/sandbox'))).toEqual([]);
  });

  it('keep the sandbox from reaching into production adapters', () => {
    const sandbox = sourcesUnder('functions/sandbox');
    expect(sandbox.length).toBeGreaterThan(3);
    expect(offenders(sandbox, (t) => t.startsWith('functions/adapters'))).toEqual([]);
  });
});

describe('the one error hierarchy', () => {
  /** `throw new Error(`, `throw new RangeError(`, …: a built-in error thrown where a subclass of AppError belongs. */
  const BUILT_IN_THROW = /\bthrow\s+new\s+(Error|TypeError|RangeError|SyntaxError)\s*\(/g;

  const builtInThrows = (files: string[]) =>
    files.flatMap((file) => {
      const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
      return lines.flatMap((line, index) =>
        line.match(BUILT_IN_THROW) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      );
    });

  it('has every error thrown under functions/ and the local runner descend from AppError', () => {
    const files = [...sourcesUnder('functions'), ...sourcesUnder('local')];
    expect(files.length).toBeGreaterThan(100);
    expect(builtInThrows(files)).toEqual([]);
  });

  /**
   * `new Error(` however it is thrown (`const error = new Error(…); throw error`, an abort reason, a
   * rejection). The few kept on purpose imitate an error that is not the service's own, by its name:
   * AWS's `States.*` runtime errors, which the state machine's Catch matches by name; a simulated crash,
   * which must reach the runtime as an unhandled error; and a thrown value that was no Error at all.
   */
  const BUILT_IN_ERROR = /\bnew\s+(Error|TypeError|RangeError|SyntaxError)\s*\(/g;
  const IMITATIONS: Record<string, number> = {
    'local/runner.ts': 2, // States.DataLimitExceeded (256 KB payload), States.Runtime (history limit)
    'functions/adapters/sfn/local-fidelity.ts': 1, // States.MapFailed
    'functions/sandbox/network/embedded.ts': 1, // SimulatedCrash
    'functions/adapters/judge/anthropic.ts': 1, // toJudgeError: a thrown value that was no Error
  };

  it('has every other error built under functions/ and the local runner descend from AppError', () => {
    const files = [...sourcesUnder('functions'), ...sourcesUnder('local')];
    const counts = Object.fromEntries(
      files
        .map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8').match(BUILT_IN_ERROR)?.length ?? 0])
        .filter(([, count]) => count !== 0),
    );

    expect(counts).toEqual(IMITATIONS);
  });

  it('is checked by a pattern that sees a built-in throw', () => {
    expect('  throw new Error(`x`);'.match(BUILT_IN_THROW)).not.toBeNull();
    expect('  throw new RangeError("x");'.match(BUILT_IN_THROW)).not.toBeNull();
    expect('  throw new ConfigError(["x"]);'.match(BUILT_IN_THROW)).toBeNull();
    expect('  const error = new Error(`x`);'.match(BUILT_IN_ERROR)).not.toBeNull();
    expect('  signal.abort(new RangeError("x"));'.match(BUILT_IN_ERROR)).not.toBeNull();
    expect('  reject(new EmulatorStartError("x"));'.match(BUILT_IN_ERROR)).toBeNull();
  });
});
