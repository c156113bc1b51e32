import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../functions/shared/config.js';
import { DEFAULT_DEMO_API_KEY, loadLocalConfig } from '../../local/config.js';

const local = { CTP_MODE: 'local' };

describe('service configuration', () => {
  it('has working defaults for local mode', () => {
    const config = loadConfig(local);
    expect(config).toMatchObject({
      CTP_NETWORK_HOST: 'www.linkedin.com',
      CTP_SIZE_GATE: 100,
      CTP_IDEMPOTENCY_TTL_HOURS: 24,
      CTP_WEBHOOK_SCHEDULE_SECONDS: [0, 5, 300, 1800, 7200, 18000, 36000, 36000],
      allowLoopbackCallbacks: true,
    });
  });

  it('refuses loopback webhooks outside local mode', () => {
    expect(
      loadConfig({ CTP_STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:1:stateMachine:x' })
        .allowLoopbackCallbacks,
    ).toBe(false);
  });

  it('names every bad variable and why, at start-up', () => {
    let error: unknown;
    try {
      loadConfig({ ...local, CTP_SIZE_GATE: 'ten', CTP_RETRY_MAX_ATTEMPTS: '0', CTP_MODE: 'cloud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/CTP_SIZE_GATE="ten": must be a whole number/);
    expect(message).toMatch(/CTP_RETRY_MAX_ATTEMPTS="0": must be at least 1/);
    expect(message).toMatch(/CTP_MODE="cloud": must be "aws" or "local"/);
  });

  it('leaves the state machine to the functions that use it (test/unit/wiring.test.ts)', () => {
    expect(loadConfig({}).CTP_STATE_MACHINE_ARN).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ ...local, CTP_SIZE_GATE: '' }).CTP_SIZE_GATE).toBe(100);
  });
});

describe('npm start configuration', () => {
  it('creates one demo account when no accounts file is given', () => {
    const config = loadLocalConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: './.local', accountsFile: null });
    expect(config.accounts).toEqual([
      { api_key: DEFAULT_DEMO_API_KEY, tier: 'starter', credits: 100, name: 'Demo account' },
    ]);
  });

  it('uses CTP_DEMO_API_KEY for the demo account', () => {
    expect(loadLocalConfig({ CTP_DEMO_API_KEY: 'ctp_my_own_demo' }).accounts[0]?.api_key).toBe(
      'ctp_my_own_demo',
    );
  });

  it('reads and validates an accounts file, with the path of each problem', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ctp-config-'));
    const good = path.join(dir, 'good.json');
    writeFileSync(
      good,
      JSON.stringify([{ api_key: 'ctp_team_key_1', tier: 'premium', credits: 50, concurrency_limit: 4 }]),
    );
    expect(loadLocalConfig({ CTP_ACCOUNTS_FILE: good }).accounts).toEqual([
      { api_key: 'ctp_team_key_1', tier: 'premium', credits: 50, concurrency_limit: 4 },
    ]);

    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify([{ api_key: 'ctp_team_key_1', tier: 'gold', credits: -1 }]));
    expect(() => loadLocalConfig({ CTP_ACCOUNTS_FILE: bad })).toThrow(
      /at 0\.tier: must be "free", "starter" or "premium"/,
    );

    expect(() => loadLocalConfig({ CTP_ACCOUNTS_FILE: path.join(dir, 'missing.json') })).toThrow(
      /cannot read it as JSON/,
    );
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadLocalConfig({ PORT: 'http' })).toThrow(/PORT="http": must be a port number/);
  });
});
