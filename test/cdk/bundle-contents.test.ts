import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { STAGE_FUNCTIONS, type StagePlaceholder } from '../../functions/stages/registry.js';

/**
 * Each stage function bundles only the ports it names (functions/shared/entry.ts): what a bundle holds
 * is read from esbuild's metafile, bundled as the CDK stack bundles it (minified, ESM, node24).
 */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function packagesIn(entry: string): Promise<Set<string>> {
  const result = await build({
    entryPoints: [path.join(REPO, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    minify: true,
    keepNames: true,
    mainFields: ['module', 'main'],
    tsconfig: path.join(REPO, 'tsconfig.json'),
    metafile: true,
    write: false,
    outdir: path.join(REPO, '.bundle-contents'),
    logLevel: 'error',
  });
  const packages = new Set<string>();
  // The output's inputs, not the metafile's: those list every module parsed, tree-shaken ones too.
  const outputs = Object.values((result.metafile as Metafile).outputs);
  const kept = outputs.flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
      .map(([input]) => input),
  );
  for (const input of kept) {
    const at = input.lastIndexOf('node_modules/');
    if (at < 0) continue;
    const parts = input.slice(at + 'node_modules/'.length).split('/');
    packages.add(parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? ''));
  }
  return packages;
}

const entryOf = (placeholder: StagePlaceholder) => STAGE_FUNCTIONS[placeholder].entry;

describe('a stage function bundles only what it uses', () => {
  // A sample, one of each kind: stores only, a provider, a verifier, a judge.
  it.each([
    ['FailJobFunctionArn', false],
    ['ScanTeamFunctionArn', false],
    ['EmailBatchFunctionArn', false],
    ['EnrichBatchFunctionArn', true],
  ] as [StagePlaceholder, boolean][])(
    '%s: no Step Functions client; the Anthropic SDK: %s',
    async (placeholder, judges) => {
      const packages = await packagesIn(entryOf(placeholder));
      expect(packages.has('@aws-sdk/client-sfn')).toBe(false);
      expect(packages.has('@anthropic-ai/sdk')).toBe(judges);
    },
    60_000,
  );

  it('only the persona routes that read definitions carry the judge, only create and cancel Step Functions', async () => {
    const jobsGet = await packagesIn('functions/http/jobs-get.ts');
    expect(jobsGet.has('@anthropic-ai/sdk')).toBe(false);
    expect(jobsGet.has('@aws-sdk/client-sfn')).toBe(false);
    expect((await packagesIn('functions/http/personas-create.ts')).has('@anthropic-ai/sdk')).toBe(true);
    expect((await packagesIn('functions/http/jobs-create.ts')).has('@aws-sdk/client-sfn')).toBe(true);
  }, 60_000);
});
