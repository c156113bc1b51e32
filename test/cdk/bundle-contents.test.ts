import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAGE_FUNCTIONS, type StagePlaceholder } from '../../functions/stages/registry.js';
import { LAMBDA_ESBUILD_OPTIONS } from '../../lib/constructs/service-function.js';

/**
 * Each stage function bundles only the ports it names (functions/shared/entry.ts): what a bundle holds
 * is read from esbuild's metafile, bundled with the CDK stack's own esbuild options (LAMBDA_ESBUILD_OPTIONS).
 */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const entryOf = (placeholder: StagePlaceholder) => STAGE_FUNCTIONS[placeholder].entry;

/** The entries this file reads: a sample of the stage functions, one of each kind, and three routes. */
const STAGES: [StagePlaceholder, boolean][] = [
  // stores only, a provider, a verifier, a judge; and whether it carries the Anthropic SDK.
  ['FailJobFunctionArn', false],
  ['ScanTeamFunctionArn', false],
  ['EmailBatchFunctionArn', false],
  ['EnrichBatchFunctionArn', true],
];
const ROUTE_ENTRIES = [
  'functions/http/jobs-get.ts',
  'functions/http/personas-create.ts',
  'functions/http/jobs-create.ts',
];

/**
 * The packages each entry's bundle keeps, every entry bundled in one esbuild run (one parse of the
 * modules they share; each entry still gets its own output and its own inputs, as with one run per
 * entry, since code splitting is off).
 */
async function packagesByEntry(entries: string[]): Promise<Map<string, Set<string>>> {
  const result = await build({
    absWorkingDir: REPO,
    entryPoints: entries.map((entry) => path.join(REPO, entry)),
    ...LAMBDA_ESBUILD_OPTIONS,
    metafile: true,
    write: false,
    outdir: path.join(REPO, '.bundle-contents'),
    logLevel: 'error',
  });
  const byEntry = new Map<string, Set<string>>();
  // The output's inputs, not the metafile's: those list every module parsed, tree-shaken ones too.
  for (const output of Object.values((result.metafile as Metafile).outputs)) {
    if (!output.entryPoint) continue;
    const packages = new Set<string>();
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (bytesInOutput === 0) continue;
      const at = input.lastIndexOf('node_modules/');
      if (at < 0) continue;
      const parts = input.slice(at + 'node_modules/'.length).split('/');
      packages.add(parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? ''));
    }
    byEntry.set(path.resolve(REPO, output.entryPoint), packages);
  }
  expect([...byEntry.keys()].sort()).toEqual(entries.map((entry) => path.join(REPO, entry)).sort());
  return byEntry;
}

let bundled: Map<string, Set<string>>;
beforeAll(async () => {
  bundled = await packagesByEntry([...STAGES.map(([placeholder]) => entryOf(placeholder)), ...ROUTE_ENTRIES]);
}, 120_000);

const packagesIn = (entry: string): Set<string> => {
  const packages = bundled.get(path.join(REPO, entry));
  if (!packages) throw new Error(`${entry} was not bundled`);
  return packages;
};

describe('a stage function bundles only what it uses', () => {
  it.each(STAGES)('%s: no Step Functions client; the Anthropic SDK: %s', (placeholder, judges) => {
    const packages = packagesIn(entryOf(placeholder));
    expect(packages.has('@aws-sdk/client-sfn')).toBe(false);
    expect(packages.has('@anthropic-ai/sdk')).toBe(judges);
  });

  it('only the persona routes that read definitions carry the judge, only create and cancel Step Functions', () => {
    const jobsGet = packagesIn('functions/http/jobs-get.ts');
    expect(jobsGet.has('@anthropic-ai/sdk')).toBe(false);
    expect(jobsGet.has('@aws-sdk/client-sfn')).toBe(false);
    expect(packagesIn('functions/http/personas-create.ts').has('@anthropic-ai/sdk')).toBe(true);
    expect(packagesIn('functions/http/jobs-create.ts').has('@aws-sdk/client-sfn')).toBe(true);
  });
});
