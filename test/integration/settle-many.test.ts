import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccountId, startTwinStack, type TwinStack } from '../../local/stack.js';
import { audit, type Subject, submit, untilAllEnded } from './audit.js';

/**
 * Settling many jobs of one account at once (issue 14): 100 jobs submitted together through HTTP, on a
 * stack of this file's own, all end `done` and each is charged exactly once; the account's balance,
 * holds, slots and ledger agree (the reliability audit, test/integration/audit.ts). Before the hold
 * became a charge without a balance condition, about half of 100 such jobs ended `failed`.
 */
const KEY = 'ctp_settle_many_key';
const JOBS = 100;
const OPENING = 150;

let stack: TwinStack;

beforeAll(async () => {
  stack = await startTwinStack({
    accounts: [{ api_key: KEY, tier: 'premium', credits: OPENING, concurrency_limit: JOBS }],
    env: {
      CTP_JUDGE: 'offline',
      CTP_NETWORK_PROVIDER: 'embedded',
      CTP_EMAIL_VERIFIER: 'embedded',
      // Every job runs the whole pipeline: no replay of an earlier result.
      CTP_REPLAY_WINDOW_HOURS: '0',
    },
  });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: { 'x-api-key': KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

describe('one account settling many jobs at once', () => {
  it(`ends all ${JOBS} jobs done, each charged once, and the books agree`, async () => {
    const { stores } = stack;
    const accountId = seedAccountId(KEY);
    const subject: Subject = {
      api: { get: (path) => send('GET', path), post: (path, body) => send('POST', path, body) },
      accountId,
      openingCredits: OPENING,
      ledger: () => stores.accounts.recentLedger(accountId, 1000),
    };
    // nordlicht-design: a small company with no simulated faults, so every job reaches publish_settle.
    // Submitted ten at a time (a hundred connections at once overwhelm DynamoDB Local on a busy
    // machine); each job takes seconds, so all hundred are in flight and settle together.
    const jobIds: string[] = [];
    for (let i = 0; i < JOBS; i += 10)
      jobIds.push(
        ...(await Promise.all(Array.from({ length: 10 }, () => submit(subject.api, 'nordlicht-design')))),
      );
    expect(new Set(jobIds).size).toBe(JOBS);

    const jobs = await untilAllEnded(subject.api, jobIds, 240_000);
    const notDone = [...jobs.values()].filter((job) => job.status !== 'done');
    expect(notDone.map((job) => `${job.status} in ${job.stage}: ${job.error?.message ?? ''}`)).toEqual([]);
    expect([...jobs.values()].every((job) => job.credits_charged === 1)).toBe(true);
    await audit(subject, [...jobs.values()]);
  }, 300_000);
});
