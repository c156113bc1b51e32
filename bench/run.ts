import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadAverage, machine, requireNode24, SMOKE } from './common.js';

/**
 * `npm run bench`: the benchmarks one after another, each in a process of its own (so that one's
 * memory and JIT state do not colour the next), after a description of the machine. Names pick some
 * (`npm run bench -- api cost`); `--smoke` runs them at smoke size (bench/common.ts, SMOKE).
 */

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BENCHMARKS = ['api.ts', 'pipeline.ts', 'cold-start.ts', 'table-writes.ts'];
/** Run only when named (`npm run bench -- large`): large takes hours; the other two have their own scripts. */
const ON_REQUEST = ['large.ts', 'judge-tokens.ts', 'cost.ts'];

function run(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, file)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_RUNNER: '1', ...(SMOKE ? { BENCH_SMOKE: '1' } : {}) },
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main() {
  requireNode24();
  console.log('# Company Target-People benchmarks\n');
  console.log(machine());
  const only = process.argv.slice(2).filter((arg) => arg !== '--smoke');
  let failed = 0;
  const t0 = performance.now();
  const chosen =
    only.length === 0
      ? BENCHMARKS
      : [...BENCHMARKS, ...ON_REQUEST].filter((b) => only.some((o) => b.startsWith(o)));
  for (const file of chosen) {
    console.log(`\n# bench/${file}  (load average before: ${loadAverage()})\n`);
    const started = performance.now();
    const code = await run(file);
    console.log(
      `\nbench/${file} took ${((performance.now() - started) / 1000).toFixed(0)} s (exit ${code}).`,
    );
    if (code !== 0) failed += 1;
  }
  console.log(
    `\nAll benchmarks: ${((performance.now() - t0) / 1000).toFixed(0)} s; load average after: ${loadAverage()}.`,
  );
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
