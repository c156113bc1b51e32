import { describe, expect, it } from 'vitest';
import type { Secrets } from '../../functions/core/ports.js';
import { buildReconcilerServices } from '../../functions/events/runtime.js';
import { ConfigError, loadConfig } from '../../functions/shared/config.js';
import {
  buildApiServices,
  buildPipelineServices,
  createSfnPipelineStarter,
} from '../../functions/shared/deps.js';
import { createJudge } from '../../functions/shared/judge.js';
import { configuredSecret } from '../../functions/shared/secret-values.js';

const aws = loadConfig({ CTP_MODE: 'aws' });
const withArn = loadConfig({
  CTP_MODE: 'aws',
  CTP_STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:1:stateMachine:x',
});

/** Secrets that record which ARNs were read. */
function recordingSecrets(values: Record<string, string> = {}) {
  const read: string[] = [];
  const secrets: Secrets = {
    async get(arn) {
      read.push(arn);
      return values[arn] ?? null;
    },
  };
  return { secrets, read };
}

describe('the wiring is a value', () => {
  it('demands the state machine only where executions are started or asked about', async () => {
    // Prepare / Act / Assess: the API's starter and the reconciler need the ARN ...
    await expect(createSfnPipelineStarter(aws)).rejects.toThrow(/CTP_STATE_MACHINE_ARN: required/);
    await expect(buildReconcilerServices(aws)).rejects.toBeInstanceOf(ConfigError);
    await expect(createSfnPipelineStarter(withArn)).resolves.toBeDefined();
    // ... a stage function's services build without it.
    await expect(buildPipelineServices(aws, {})).resolves.toMatchObject({ settings: { sizeGate: 100 } });
  });

  it('builds two independent values from two configs, with the starter it is given', () => {
    const starter = { start: async () => {}, stop: async () => {} };
    const one = buildApiServices(loadConfig({ CTP_MODE: 'local', CTP_SIZE_GATE: '7' }), {
      pipeline: starter,
    });
    const two = buildApiServices(loadConfig({ CTP_MODE: 'local' }), { pipeline: starter });
    expect(one.config.CTP_SIZE_GATE).toBe(7);
    expect(two.config.CTP_SIZE_GATE).toBe(100);
    expect(one.pipeline).toBe(starter);
    expect(one.jobs).not.toBe(two.jobs);
  });

  it('gives the starter and the persona reader only to the functions that are handed them', async () => {
    const bare = buildApiServices(loadConfig({ CTP_MODE: 'local' }), {});
    await expect(bare.interpreter.interpret({ name: 'x', definition: 'y' })).rejects.toThrow(
      /persona reader is not wired/,
    );
    await expect(bare.pipeline.start('job_1')).rejects.toThrow(/pipeline starter is not wired/);
  });

  it('builds only the ports a stage names; using another is a configuration error naming it', async () => {
    const { secrets, read } = recordingSecrets();
    const deps = await buildPipelineServices(loadConfig({ CTP_MODE: 'local' }), {}, { secrets });
    expect(() => deps.judge.shortlist).toThrow(/the judge port is not wired/);
    expect(() => deps.network.findCompany).toThrow(ConfigError);
    expect(read).toEqual([]);
  });

  it('hands the fault wrappers of a test to the stores they wrap', async () => {
    const wrapped: string[] = [];
    const deps = await buildPipelineServices(
      loadConfig({ CTP_MODE: 'local' }),
      {},
      {
        wrapJobs: (store) => {
          wrapped.push('jobs');
          return store;
        },
        wrapStore: (store) => {
          wrapped.push('store');
          return store;
        },
      },
    );
    expect(wrapped).toEqual(['store', 'jobs']);
    expect(deps.results).toBe(deps.work);
  });
});

describe('secrets are resolved in the wiring', () => {
  it('takes the plain value when configured, else reads the ARN, else has none', async () => {
    const { secrets, read } = recordingSecrets({ 'arn:aws:secretsmanager:x': 'from-aws' });
    expect(await configuredSecret(secrets, 'plain', 'arn:aws:secretsmanager:x')).toBe('plain');
    expect(await configuredSecret(secrets, undefined, 'arn:aws:secretsmanager:x')).toBe('from-aws');
    expect(await configuredSecret(secrets, undefined, undefined)).toBeNull();
    expect(read).toEqual(['arn:aws:secretsmanager:x']);
  });

  it('createJudge says which judge it built, reading the Anthropic key once', async () => {
    const arn = 'arn:aws:secretsmanager:us-east-1:1:secret:anthropic';
    const keyed = recordingSecrets({ [arn]: 'sk-test' });
    const built = await createJudge(
      loadConfig({ CTP_MODE: 'local', CTP_ANTHROPIC_SECRET_ARN: arn }),
      keyed.secrets,
    );
    expect(built.kind).toBe('anthropic');
    expect(keyed.read).toEqual([arn]);

    const none = recordingSecrets();
    expect((await createJudge(loadConfig({ CTP_MODE: 'local' }), none.secrets)).kind).toBe('offline');
    expect(
      (await createJudge(loadConfig({ CTP_MODE: 'local', CTP_JUDGE: 'offline' }), none.secrets)).kind,
    ).toBe('offline');
    expect(none.read).toEqual([]);
  });
});
