import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LocalStack, startLocalStack } from '../../local/stack.js';
import { QUICK_JAVA } from '../fixtures/quick-java.js';

/**
 * A crash of DynamoDB Local alone, under a running stack with its data on disk (issue 11): the stack
 * starts java again on the same port and data, and the API answers again, with nothing lost.
 */

const API_KEY = 'ctp_restart_test_key_0001';
let stack: LocalStack;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ctp-java-restart-'));
  // Both javas, the first and the one the stack starts again, get QUICK_JAVA; stubbed for this file
  // only, put back in afterAll (its worker is shared).
  vi.stubEnv('JDK_JAVA_OPTIONS', QUICK_JAVA.JDK_JAVA_OPTIONS);
  stack = await startLocalStack({
    dataDir,
    accounts: [{ api_key: API_KEY, tier: 'starter', credits: 7 }],
    env: { CTP_JUDGE: 'offline', CTP_NETWORK_PROVIDER: 'embedded', CTP_EMAIL_VERIFIER: 'embedded' },
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

const account = async () => {
  const response = await fetch(`${stack.baseUrl}/v1/account`, {
    headers: { 'x-api-key': API_KEY },
    signal: AbortSignal.timeout(25_000),
  });
  return { status: response.status, body: (await response.json()) as any };
};

describe('a crash of DynamoDB Local alone', () => {
  it('is healed by the stack: java starts again on the same port, with the data it had', async () => {
    const first = stack.dynamoPid as number;
    expect((await account()).body.credits_balance).toBe(7);
    process.kill(first, 'SIGKILL');

    await expect.poll(async () => (await account()).status, { timeout: 90_000, interval: 100 }).toBe(200);
    expect(stack.dynamoPid).not.toBe(first);
    expect((await account()).body).toMatchObject({ credits_balance: 7, credits_available: 7 });
  }, 120_000);
});
