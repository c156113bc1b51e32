import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Builds the console (console/src) into console/dist: one hashed script, one hashed stylesheet and an
 * index.html that loads them (no inline script or style, so the Content-Security-Policy can forbid both).
 * `npm start` and the browser tests call `ensureConsoleBuilt()`, which builds only when the sources
 * changed since the last build; console/dist is never committed.
 */

const CONSOLE_DIR = fileURLToPath(new URL('.', import.meta.url));
export const CONSOLE_DIST = path.join(CONSOLE_DIR, 'dist');
const STAMP = path.join(CONSOLE_DIST, '.source-hash');

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** A hash of everything the build reads: the sources, the page, this script and the API types. */
async function sourceHash(): Promise<string> {
  const files = [
    ...(await listFiles(path.join(CONSOLE_DIR, 'src'))),
    path.join(CONSOLE_DIR, 'index.html'),
    fileURLToPath(import.meta.url),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(CONSOLE_DIR, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}

export async function buildConsole(): Promise<void> {
  const hash = await sourceHash();
  await rm(CONSOLE_DIST, { recursive: true, force: true });
  await mkdir(CONSOLE_DIST, { recursive: true });
  const result = await build({
    entryPoints: [path.join(CONSOLE_DIR, 'src/main.tsx')],
    outdir: path.join(CONSOLE_DIST, 'assets'),
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const outputs = Object.keys(result.metafile.outputs).map((o) => `/assets/${path.basename(o)}`);
  const script = outputs.find((o) => o.endsWith('.js'));
  const style = outputs.find((o) => o.endsWith('.css'));
  if (!script || !style) throw new Error(`console build produced ${outputs.join(', ')}`);
  const page = (await readFile(path.join(CONSOLE_DIR, 'index.html'), 'utf8'))
    .replace('%STYLE%', style)
    .replace('%SCRIPT%', script);
  await writeFile(path.join(CONSOLE_DIST, 'index.html'), page);
  await writeFile(STAMP, hash);
}

/** Builds the console when console/dist is missing or older than its sources; answers whether it built. */
export async function ensureConsoleBuilt(): Promise<boolean> {
  const built = await readFile(STAMP, 'utf8').catch(() => null);
  if (built === (await sourceHash())) return false;
  await buildConsole();
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildConsole();
  console.log(`Built the console into ${CONSOLE_DIST}`);
}
