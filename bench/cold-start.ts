import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { ROUTES } from '../functions/http/routes.js';
import { STAGE_FUNCTIONS } from '../functions/stages/registry.js';
import { LAMBDA_ESBUILD_OPTIONS } from '../lib/constructs/service-function.js';
import {
  exitWhenSettled,
  heading,
  int,
  kib,
  median,
  ms,
  printMachine,
  ratio,
  requireNode24,
  SMOKE,
  setting,
  table,
} from './common.js';

/**
 * Bundle size and module load time of every Lambda function, bundled as the CDK stack bundles it
 * (lib/constructs/service-function.ts: ESM, node24, minified, names kept, the AWS SDK inside), against a
 * bundle of just the AWS SDK clients and commands that function contains. The load time is a fresh
 * Node process importing the bundle: the part of a Lambda cold start that the code controls.
 * BENCH_SMOKE=1: only the SOURCE_MAP_SAMPLES functions, each loaded once (and once with source maps).
 */

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPEATS = setting('BENCH_COLD_REPEATS', 5, 1);
/** Functions also loaded with --enable-source-maps (a sample: the flag's cost tracks the bundle's size). */
const SOURCE_MAP_SAMPLES = ['JobsGet', 'NotFound', 'EnrichBatch'];
/**
 * Each sample with and without --enable-source-maps this many times: twice the repeats, the difference
 * being small next to the run-to-run spread; once in smoke mode (6 processes, not 12: its figures mean
 * nothing).
 */
const MAP_REPEATS = SMOKE ? REPEATS : 2 * REPEATS;

/** The CDK stack's bundling options, as esbuild options. */
const CDK_LIKE: BuildOptions = { ...LAMBDA_ESBUILD_OPTIONS, metafile: true, logLevel: 'error' };

/** What the code imports from each SDK package (see functions/adapters and functions/shared/deps.ts). */
const SDK_EXPORTS: Record<string, string[]> = {
  '@aws-sdk/client-dynamodb': ['DynamoDBClient', 'TransactionCanceledException'],
  '@aws-sdk/lib-dynamodb': [
    'DynamoDBDocumentClient',
    'GetCommand',
    'PutCommand',
    'QueryCommand',
    'ScanCommand',
    'TransactWriteCommand',
    'UpdateCommand',
  ],
  '@aws-sdk/util-dynamodb': ['unmarshall'],
  '@aws-sdk/client-s3': [
    'S3Client',
    'GetObjectCommand',
    'PutObjectCommand',
    'HeadObjectCommand',
    'NoSuchKey',
    'NotFound',
    'S3ServiceException',
  ],
  '@aws-sdk/client-sfn': ['SFNClient', 'StartExecutionCommand', 'StopExecutionCommand'],
  '@aws-sdk/client-secrets-manager': ['SecretsManagerClient', 'GetSecretValueCommand'],
};

interface Bundle {
  name: string;
  kind: 'route' | 'stage' | 'bare SDK';
  file: string;
  bytes: number;
  mapBytes: number;
  sdkPackages: string[];
  /** Bytes in the output per package (or `app` for the repository's own code). */
  composition: Map<string, number>;
}

/** `node_modules/@scope/name/…` → `@scope/name`; the repository's own files → `app`. */
function packageOf(input: string): string {
  const marker = 'node_modules/';
  const at = input.lastIndexOf(marker);
  if (at < 0) return 'app';
  const parts = input.slice(at + marker.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? 'unknown');
}

const isSdk = (pkg: string) =>
  pkg.startsWith('@aws-sdk/') ||
  pkg.startsWith('@smithy/') ||
  pkg.startsWith('@aws-crypto/') ||
  pkg === '@aws/lambda-invoke-store' ||
  pkg === 'tslib' ||
  pkg === 'fast-xml-parser' ||
  pkg === 'strnum' ||
  pkg === 'bowser' ||
  pkg === 'uuid';

/** A bundle's facts from its output file and its entry in esbuild's metafile. */
async function described(
  name: string,
  kind: Bundle['kind'],
  file: string,
  output: Metafile['outputs'][string] | undefined,
): Promise<Bundle> {
  const composition = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const pkg = packageOf(input);
    composition.set(pkg, (composition.get(pkg) ?? 0) + bytesInOutput);
  }
  const sdkPackages = Object.keys(SDK_EXPORTS).filter((pkg) => composition.has(pkg));
  return {
    name,
    kind,
    file,
    bytes: (await stat(file)).size,
    mapBytes: (await stat(`${file}.map`)).size,
    sdkPackages,
    composition,
  };
}

/**
 * The functions in one esbuild run: each still its own bundle (code splitting is off, so each output
 * and its inputs are what a run of its own gives), the modules they share parsed once.
 */
async function bundleFunctions(
  wanted: { name: string; kind: Bundle['kind']; entry: string }[],
  outdir: string,
): Promise<Bundle[]> {
  const result = await build({
    ...CDK_LIKE,
    absWorkingDir: REPO,
    entryPoints: Object.fromEntries(wanted.map((fn) => [`${fn.name}/index`, path.join(REPO, fn.entry)])),
    outdir,
    outExtension: { '.js': '.mjs' },
  });
  const outputs = Object.entries((result.metafile as Metafile).outputs);
  return Promise.all(
    wanted.map((fn) => {
      const file = path.join(outdir, fn.name, 'index.mjs');
      const output = outputs.find(([out]) => path.resolve(REPO, out) === file)?.[1];
      if (!output) throw new Error(`esbuild wrote no ${file}`);
      return described(fn.name, fn.kind, file, output);
    }),
  );
}

/** A bare SDK set: the exports `contents` names, bundled alone. */
async function bundleContents(name: string, outdir: string, contents: string): Promise<Bundle> {
  const file = path.join(outdir, name, 'index.mjs');
  const result = await build({
    ...CDK_LIKE,
    outfile: file,
    stdin: { contents, resolveDir: REPO, sourcefile: `${name}.ts`, loader: 'ts' },
  });
  const output = Object.entries((result.metafile as Metafile).outputs).find(([out]) =>
    out.endsWith('.mjs'),
  )?.[1];
  return described(name, 'bare SDK', file, output);
}

interface LoadTime {
  /** Inside the child: `await import(bundle)` alone. */
  importMs: number;
  /** Spawn to exit, Node's own start-up included. */
  processMs: number;
}

function loadOnce(file: string | null, nodeOptions: string[] = []): Promise<LoadTime> {
  const script = file
    ? `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`
    : 'process.stdout.write("0");';
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [...nodeOptions, '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // As in Lambda: no CTP_* settings are needed to load a module, only to handle an event.
      env: { PATH: process.env.PATH ?? '', AWS_REGION: 'us-east-1' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const processMs = performance.now() - t0;
      if (code !== 0) reject(new Error(`Loading ${file} failed (${code}): ${err}`));
      else resolve({ importMs: Number(out), processMs });
    });
  });
}

async function loadTime(file: string | null, nodeOptions: string[] = []): Promise<LoadTime> {
  const runs: LoadTime[] = [];
  for (let i = 0; i < REPEATS; i += 1) runs.push(await loadOnce(file, nodeOptions));
  return { importMs: median(runs.map((r) => r.importMs)), processMs: median(runs.map((r) => r.processMs)) };
}

export async function main(): Promise<void> {
  requireNode24();
  console.log(
    `Cold-start benchmark: every function bundled as the CDK stack does (esbuild ESM, node24, minify, keepNames, SDK inside); load time = median of ${REPEATS} fresh Node processes.`,
  );
  const outdir = await mkdtemp(path.join(tmpdir(), 'ctp-bundles-'));
  try {
    const t0 = performance.now();
    // Smoke mode bundles only the source-map samples: a route or two and a stage.
    const wanted = (name: string) => !SMOKE || SOURCE_MAP_SAMPLES.includes(name);
    const entries = [
      ...ROUTES.map((route) => ({ name: route.name, kind: 'route' as const, entry: route.entry })),
      ...Object.entries(STAGE_FUNCTIONS).map(([placeholder, stage]) => ({
        name: placeholder.replace(/FunctionArn$/, ''),
        kind: 'stage' as const,
        entry: stage.entry,
      })),
    ].filter((fn) => wanted(fn.name));
    const functions = entries.length === 0 ? [] : await bundleFunctions(entries, outdir);
    if (functions.length === 0) throw new Error(`No function is named ${SOURCE_MAP_SAMPLES.join(', ')}`);
    // One bare bundle per distinct set of SDK packages.
    const bare = new Map<string, Bundle>();
    for (const fn of functions) {
      const key = fn.sdkPackages.join('+');
      if (bare.has(key)) continue;
      const contents = fn.sdkPackages
        .map((pkg) => `export { ${(SDK_EXPORTS[pkg] ?? []).join(', ')} } from '${pkg}';`)
        .join('\n');
      bare.set(key, await bundleContents(`sdk-${bare.size + 1}`, outdir, contents));
    }
    console.log(
      `Bundled ${functions.length} functions and ${bare.size} bare SDK sets in ${ms(performance.now() - t0, 0)}.`,
    );

    console.log('Loading each bundle in fresh processes (each function alternating with its baseline)…');
    const empty = await loadTime(null);
    // Alternating runs, so that a change in the machine's load hits both sides of a ratio alike.
    const paired = async (
      fn: Bundle,
      base: Bundle,
      fnOptions: string[] = [],
      baseOptions = fnOptions,
      repeats = REPEATS,
    ) => {
      const own: LoadTime[] = [];
      const baseline: LoadTime[] = [];
      for (let i = 0; i < repeats; i += 1) {
        baseline.push(await loadOnce(base.file, baseOptions));
        own.push(await loadOnce(fn.file, fnOptions));
      }
      const med = (runs: LoadTime[], key: keyof LoadTime) => median(runs.map((r) => r[key]));
      return {
        importMs: med(own, 'importMs'),
        processMs: med(own, 'processMs'),
        baseImportMs: med(baseline, 'importMs'),
        baseImports: baseline.map((r) => r.importMs),
      };
    };
    type Paired = Awaited<ReturnType<typeof paired>>;
    const measured: { fn: Bundle; base: Bundle; plain: Paired }[] = [];
    for (const fn of functions) {
      const base = bare.get(fn.sdkPackages.join('+')) as Bundle;
      measured.push({ fn, base, plain: await paired(fn, base) });
    }
    // The same bundle with and without the flag, alternating.
    const withMaps = [];
    for (const name of SOURCE_MAP_SAMPLES) {
      const fn = functions.find((f) => f.name === name);
      if (fn) withMaps.push({ fn, maps: await paired(fn, fn, ['--enable-source-maps'], [], MAP_REPEATS) });
    }

    heading('Cold start: bare SDK bundles (the baseline)');
    console.log(
      table(
        [
          'bundle',
          'SDK packages (client and the commands the code uses)',
          'size',
          'import (median of all runs)',
        ],
        [...bare.values()].map((b) => [
          b.name,
          b.sdkPackages.map((p) => p.replace('@aws-sdk/', '')).join(' + '),
          kib(b.bytes),
          ms(median(measured.filter((m) => m.base === b).flatMap((m) => m.plain.baseImports)), 1),
        ]),
      ),
    );
    console.log(
      `\nAn empty Node process (spawn to exit): ${ms(empty.processMs, 1)}; the process column below includes it.`,
    );

    heading('Cold start: each function against the bare SDK bundle of the same packages');
    console.log(
      table(
        [
          'function',
          'size',
          'baseline',
          'size ratio',
          'import',
          'baseline import',
          'import ratio',
          'process',
        ],
        measured.map(({ fn, base, plain }) => [
          `${fn.name} (${fn.kind})`,
          kib(fn.bytes),
          `${base.name} ${kib(base.bytes)}`,
          ratio(fn.bytes / base.bytes),
          ms(plain.importMs, 1),
          ms(plain.baseImportMs, 1),
          ratio(plain.importMs / plain.baseImportMs),
          ms(plain.processMs, 0),
        ]),
      ),
    );
    const ratios = measured.map((m) => m.plain.importMs / m.plain.baseImportMs);
    const sizes = measured.map((m) => m.fn.bytes / m.base.bytes);
    console.log(
      `\nMedian over all functions: size ratio ${ratio(median(sizes))}, import ratio ${ratio(median(ratios))}.`,
    );

    heading(
      `Cold start: NODE_OPTIONS=--enable-source-maps (as the stack deploys them) against no flag, median of ${MAP_REPEATS}`,
    );
    console.log(
      table(
        ['function', 'import without the flag', 'import with --enable-source-maps', 'ratio', 'source map'],
        withMaps.map(({ fn, maps }) => [
          fn.name,
          ms(maps.baseImportMs, 1),
          ms(maps.importMs, 1),
          ratio(maps.importMs / maps.baseImportMs),
          kib(fn.mapBytes),
        ]),
      ),
    );

    heading('Cold start: what each bundle is made of (bytes in the minified output)');
    console.log(
      table(
        ['function', 'AWS SDK (+ @smithy, deps)', 'app code', 'largest other packages', 'source map'],
        functions.map((fn) => {
          let sdk = 0;
          const others: [string, number][] = [];
          for (const [pkg, bytes] of fn.composition) {
            if (isSdk(pkg)) sdk += bytes;
            else if (pkg !== 'app') others.push([pkg, bytes]);
          }
          others.sort((a, b) => b[1] - a[1]);
          return [
            fn.name,
            kib(sdk),
            kib(fn.composition.get('app') ?? 0),
            others
              .slice(0, 4)
              .map(([pkg, bytes]) => `${pkg} ${kib(bytes)}`)
              .join(', '),
            kib(fn.mapBytes),
          ];
        }),
      ),
    );
    const total = functions.reduce((s, fn) => s + fn.bytes, 0);
    console.log(
      `\n${int(functions.length)} functions, ${(total / 1024 / 1024).toFixed(1)} MiB of bundles in all.`,
    );
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  printMachine();
  exitWhenSettled(main());
}
