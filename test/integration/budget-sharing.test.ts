import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, type ExpectStatic, it, type TestContext } from 'vitest';
import { simulatedUsage } from '../../functions/sandbox/network/embedded.js';
import { startTwinStack, type TwinStack } from '../../local/stack.js';

/**
 * Jobs under a shared provider search budget, through HTTP on the twins, each test on a stack of its own
 * (issue 14): a scan interrupted by the budget resumes where it stopped, two concurrent jobs stay within
 * the budget together, and a small job of another account finishes while a huge one is still scanning.
 *
 * The budget is tight (2 searches a budget minute; no waiting inside a call: every refusal is a delayed
 * retry with next_retry_at), and the generated dataset counts each search the embedded provider
 * answers, per job and with its time (its top-level `simulate` sets no limit, only counting).
 *
 * The stack is a simulation on one clock (functions/sandbox/clock.ts) running TIME_FACTOR times faster
 * than the wall clock: the budget's minute, its windows, next_retry_at, the retry backoff and the
 * counted search times are all simulated time, so the jobs take the path they take at real time and the
 * assertions below read simulated milliseconds; only the waiting is shorter. The stages' CPU time is not
 * compressed: each wall-clock millisecond of it is TIME_FACTOR simulated ones, which only spreads a
 * job's searches further apart. So a budget minute lasts 3 s of wall clock (30 s at 10×): on a busy
 * machine a job's searches can lie a second apart, and they must still meet the budget.
 *
 * Why not a shorter budget minute at a slower clock (6 s at 2×, which this file ran with on DynamoDB
 * Local): a refused call comes back after its retry-after, in whole seconds, while the waiting mark that
 * makes a busier account leave it room lasts one window past the exact wait (a twelfth of a minute,
 * functions/core/rate-budget.ts). With 0.5 s windows the rounding outlasted the mark about half the
 * time; the small job and the huge one, told the same second, then came back together as equals, and
 * whichever the runner woke first took the room (on the twins, repeatedly the huge one: the small job's
 * company lookup was refused six times in a row while the huge scan ran to its end). With 2.5 s windows
 * the mark outlasts the rounding by at least 1.5 s of simulated time, as the production minute's 5 s
 * windows do by 4 s.
 */
const SEARCHES_PER_MINUTE = 2;
const MINUTE_MS = 30_000;
const TIME_FACTOR = 10;
const KEYS = ['ctp_budget_share_a', 'ctp_budget_share_b', 'ctp_budget_share_c', 'ctp_budget_share_d'];
const TERMINAL = ['done', 'not_found', 'no_employees', 'no_people_found', 'too_large', 'failed', 'cancelled'];
const COMPANY_ID_BASE = 6_600_000;

const COMPANIES = { resume: 300, shareA: 200, shareB: 200, huge: 600, small: 50 } as const;

function dataset() {
  const entries = Object.entries(COMPANIES);
  return {
    simulate: { provider_search: { latency_ms: 0 } },
    companies: entries.map(([slug, size], i) => ({
      id: COMPANY_ID_BASE + i,
      slug: `budget-${slug.toLowerCase()}`,
      name: `Budget ${slug}`,
      employees_count: size,
      email: { domain: `budget-${slug.toLowerCase()}.example`, pattern: '{first}.{last}', catch_all: false },
      roster: [`founder-budget-${slug.toLowerCase()}`],
      synthetic_roster: { count: size - 1, seed: 3 + i },
    })),
    profiles: entries.map(([slug], i) => ({
      id: `founder-budget-${slug.toLowerCase()}`,
      name: 'Rosa Lindqvist',
      first_name: 'Rosa',
      last_name: 'Lindqvist',
      headline: `Founder & CEO at Budget ${slug}`,
      experience: [
        {
          title: 'Founder & CEO',
          company: `Budget ${slug}`,
          company_id: COMPANY_ID_BASE + i,
          start: '2014-03',
          end: null,
        },
      ],
    })),
  };
}

let dir: string;
let networkFile: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ctp-budget-share-'));
  networkFile = path.join(dir, 'network.json');
  await writeFile(networkFile, JSON.stringify(dataset()));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * A stack of the test's own, stopped when the test ends: each test has its own budget (the budget
 * buckets are in the stack's stores), so the three run at once without sharing a search, and each
 * test's jobs meet only the budget of their own stack. Most of each test is waiting for a budget
 * minute; at once, the file takes as long as its longest test instead of the sum.
 */
async function ownStack(onTestFinished: TestContext['onTestFinished']): Promise<TwinStack> {
  const stack = await startTwinStack({
    accounts: KEYS.map((api_key) => ({ api_key, tier: 'premium', credits: 5 })),
    timeFactor: TIME_FACTOR,
    env: {
      CTP_NETWORK_FILE: networkFile,
      CTP_JUDGE: 'offline',
      CTP_NETWORK_PROVIDER: 'embedded',
      CTP_EMAIL_VERIFIER: 'embedded',
      CTP_PROVIDER_CACHE_DAYS: '0',
      CTP_REPLAY_WINDOW_HOURS: '0',
      CTP_BUDGETS: JSON.stringify({ provider_search: { perMinute: SEARCHES_PER_MINUTE } }),
      CTP_BUDGET_MINUTE_MS: String(MINUTE_MS),
      CTP_BUDGET_MAX_WAIT_MS: '0',
      // Every refusal counts as an attempt of the stage (docs/reliability.md), and with no waiting
      // inside a call the huge job's scan is refused every few pages: room for all of them.
      CTP_RETRY_MAX_ATTEMPTS: '50',
      CTP_RETRY_BASE_MS: '100',
      CTP_RETRY_MAX_MS: '400',
    },
  });
  onTestFinished(() => stack.stop());
  return stack;
}

async function api(stack: TwinStack, key: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${stack.baseUrl}${route}`, {
    method,
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function submit(
  expect: ExpectStatic,
  stack: TwinStack,
  key: string,
  company: keyof typeof COMPANIES,
): Promise<string> {
  const answer = await api(stack, key, 'POST', '/v1/jobs', {
    input: `budget-${company.toLowerCase()}`,
    operation: 'target_people',
    persona: 'owners-founders',
  });
  expect(answer.status).toBe(202);
  return answer.body.job_id as string;
}

/** Polls until the job is terminal, handing every state seen to `seen`. */
async function untilEnded(
  expect: ExpectStatic,
  stack: TwinStack,
  key: string,
  jobId: string,
  seen: (job: any) => void = () => {},
) {
  let job: any;
  await expect
    .poll(
      async () => {
        job = (await api(stack, key, 'GET', `/v1/jobs/${jobId}`)).body;
        seen(job);
        return TERMINAL.includes(job.status);
      },
      { timeout: 150_000, interval: 50 },
    )
    .toBe(true);
  return job;
}

const searchesOf = (jobId: string) => simulatedUsage().get(`provider_search@${jobId}`);
const pagesOf = (people: number) => Math.ceil(people / 100);

describe.concurrent('jobs under a shared provider search budget', () => {
  it('resumes a scan interrupted by the budget at the page where it stopped: no page is fetched twice', async ({
    expect,
    onTestFinished,
  }) => {
    const stack = await ownStack(onTestFinished);
    const jobId = await submit(expect, stack, KEYS[0] as string, 'resume');
    const interrupted: number[] = [];
    const job = await untilEnded(expect, stack, KEYS[0] as string, jobId, (seen) => {
      if (seen.stage === 'scan_team' && seen.processing_state === 'delayed')
        interrupted.push(seen.team_scanned);
    });
    expect(job).toMatchObject({ status: 'done', team_scanned: COMPANIES.resume, credits_charged: 1 });
    // Stopped by the budget after some pages (k > 1), not only before the first one.
    expect(interrupted.some((scanned) => scanned > 0 && scanned < COMPANIES.resume)).toBe(true);
    // One company lookup and each roster page exactly once.
    expect(searchesOf(jobId)?.calls).toBe(1 + pagesOf(COMPANIES.resume));
  }, 180_000);

  it('keeps two concurrent jobs of two accounts within the budget together', async ({
    expect,
    onTestFinished,
  }) => {
    const stack = await ownStack(onTestFinished);
    const [a, b] = await Promise.all([
      submit(expect, stack, KEYS[0] as string, 'shareA'),
      submit(expect, stack, KEYS[1] as string, 'shareB'),
    ]);
    const [jobA, jobB] = await Promise.all([
      untilEnded(expect, stack, KEYS[0] as string, a),
      untilEnded(expect, stack, KEYS[1] as string, b),
    ]);
    expect(jobA).toMatchObject({ status: 'done', credits_charged: 1 });
    expect(jobB).toMatchObject({ status: 'done', credits_charged: 1 });
    const timesA = searchesOf(a)?.times ?? [];
    const timesB = searchesOf(b)?.times ?? [];
    expect(timesA).toHaveLength(1 + pagesOf(COMPANIES.shareA));
    expect(timesB).toHaveLength(1 + pagesOf(COMPANIES.shareB));
    // They ran at the same time: each searched before the other's last search.
    expect(Math.min(...timesA)).toBeLessThan(Math.max(...timesB));
    expect(Math.min(...timesB)).toBeLessThan(Math.max(...timesA));
    // Together, never more than the budget allows: in any (compressed) minute of their searches, at
    // most the limit (one call of slack for the time between the budget's grant and the provider's answer).
    const times = [...timesA, ...timesB].sort((x, y) => x - y);
    for (let i = 0; i < times.length; i += 1)
      for (let j = i; j < times.length && (times[j] as number) - (times[i] as number) < MINUTE_MS; j += 1)
        expect(j - i + 1, `searches ${i}..${j}`).toBeLessThanOrEqual(SEARCHES_PER_MINUTE + 1);
  }, 180_000);

  it('ends the small job of another account while a huge job is still scanning', async ({
    expect,
    onTestFinished,
  }) => {
    const stack = await ownStack(onTestFinished);
    const huge = await submit(expect, stack, KEYS[2] as string, 'huge');
    // The huge job is scanning, and meeting the budget, before the small one arrives.
    await expect
      .poll(async () => (await api(stack, KEYS[2] as string, 'GET', `/v1/jobs/${huge}`)).body.team_scanned, {
        timeout: 60_000,
        interval: 50,
      })
      .toBeGreaterThan(0);
    const small = await submit(expect, stack, KEYS[3] as string, 'small');
    const smallJob = await untilEnded(expect, stack, KEYS[3] as string, small);
    const hugeThen = (await api(stack, KEYS[2] as string, 'GET', `/v1/jobs/${huge}`)).body;
    expect(smallJob).toMatchObject({ status: 'done', credits_charged: 1 });
    expect(hugeThen.status).toBe('processing');
    expect(hugeThen.team_scanned).toBeLessThan(COMPANIES.huge);
    const hugeJob = await untilEnded(expect, stack, KEYS[2] as string, huge);
    expect(hugeJob).toMatchObject({ status: 'done', team_scanned: COMPANIES.huge });
    expect(searchesOf(huge)?.calls).toBe(1 + pagesOf(COMPANIES.huge));
  }, 240_000);
});
