import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_EVENT_BUDGET } from '../../functions/core/event-budget.js';
import { resetSimulatedUsage, simulatedUsage } from '../../functions/sandbox/network/embedded.js';
import { startTwinStack, type TwinStack } from '../../local/stack.js';

/**
 * A job that waits for its shares of shared budgets at real time, through HTTP on a stack of its own
 * (docs/pipeline.md, "Waiting for a shared budget"; docs/performance.md, "Large jobs at real time").
 *
 * Nothing is compressed: the state machine's Waits and Retry intervals, the stack's timers and the
 * dependencies' latencies run as they are. The job is scaled down in size instead, and the limits with
 * it, so that it meets its budgets as the 4,000-person job at the published limits does (4,000 records
 * at 100 a minute: enrichment-bound, every batch after the first minute's waiting for its turn): 150
 * people in 10 batches of 15, at 100 records and 40,000 judge input tokens a minute (a 15-profile
 * shortlist is about 6,000 tokens), so that a third of the records and a third of the shortlists wait
 * for the next minute. That wait (until the first grants leave the budget's sliding minute, most of a
 * minute) is longer than a call may wait in itself (CTP_BUDGET_MAX_WAIT_MS) and than a group's time per
 * invocation (CTP_GROUP_SECONDS_PER_INVOCATION): the refusals that failed the 4,000-person job are all
 * met, and the job reads `delayed`. The budget's minute is the floor of this file's time: any refusal
 * at real time waits most of a minute, whatever the size (600 people at 600 records a minute took the
 * same 67-69 s, with four times the work).
 */
const KEY = 'ctp_real_time_budget';
const PEOPLE = 150;
const BATCH = 15;
const COMPANY_ID = 7_700_000;
/** Records a minute: 100 of the 150 in the first minute, the rest in the next. */
const ENRICH_PER_MINUTE = 100;
/** Judge input tokens a minute: about 6 of the 10 shortlists (about 6,000 tokens each) a minute. */
const JUDGE_TOKENS_PER_MINUTE = 40_000;
const TERMINAL = ['done', 'not_found', 'no_employees', 'no_people_found', 'too_large', 'failed', 'cancelled'];

function dataset() {
  return {
    simulate: {
      provider_search: { per_minute: 400, latency_ms: 20 },
      provider_enrich: { per_minute: ENRICH_PER_MINUTE, latency_ms: 40 },
      verifier: { per_minute: 6_000, latency_ms: 10 },
      judge: { per_minute: 2_000, input_tokens_per_minute: JUDGE_TOKENS_PER_MINUTE, latency_ms: 100 },
    },
    companies: [
      {
        id: COMPANY_ID,
        slug: 'real-time-systems',
        name: 'Real Time Systems',
        employees_count: PEOPLE,
        email: { domain: 'real-time-systems.example', pattern: '{first}.{last}', catch_all: false },
        roster: ['founder-real-time'],
        synthetic_roster: { count: PEOPLE - 1, seed: 23 },
      },
    ],
    profiles: [
      {
        id: 'founder-real-time',
        name: 'Rosa Lindqvist',
        first_name: 'Rosa',
        last_name: 'Lindqvist',
        headline: 'Founder & CEO at Real Time Systems',
        experience: [
          {
            title: 'Founder & CEO',
            company: 'Real Time Systems',
            company_id: COMPANY_ID,
            start: '2014-03',
            end: null,
          },
        ],
      },
    ],
  };
}

let stack: TwinStack;
let dir: string;
const ends = new Map<string, number>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ctp-real-time-'));
  const networkFile = path.join(dir, 'network.json');
  await writeFile(networkFile, JSON.stringify(dataset()));
  stack = await startTwinStack({
    accounts: [{ api_key: KEY, tier: 'premium', credits: 5 }],
    env: {
      CTP_NETWORK_FILE: networkFile,
      CTP_JUDGE: 'offline',
      CTP_NETWORK_PROVIDER: 'embedded',
      CTP_EMAIL_VERIFIER: 'embedded',
      CTP_PROVIDER_CACHE_DAYS: '0',
      CTP_REPLAY_WINDOW_HOURS: '0',
      CTP_BATCH_SIZE: String(BATCH),
      // The budgets are the simulated limits: the service knows the limits it must keep.
      CTP_BUDGETS: JSON.stringify({
        provider_search: { perMinute: 400 },
        provider_enrich: { perMinute: ENRICH_PER_MINUTE },
        verifier: { perMinute: 6_000 },
        judge_requests: { perMinute: 2_000 },
        judge_input_tokens: { perMinute: JUDGE_TOKENS_PER_MINUTE },
      }),
      // A call waits for its turn in itself for at most 500 ms, a group in its invocation for at most
      // 3 s: both far less than the next minute's turn, so the stage defers and the job reads delayed.
      CTP_BUDGET_MAX_WAIT_MS: '500',
      CTP_GROUP_SECONDS_PER_INVOCATION: '3',
    },
    pipeline: { onEnd: (end) => ends.set(end.jobId, end.historyEvents) },
  });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function api(method: string, route: string, body?: unknown) {
  const response = await fetch(`${stack.baseUrl}${route}`, {
    method,
    headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('a job that waits for its shares at real time', () => {
  it('ends done, charged once, each record billed once, having shown delayed with a future next_retry_at', async () => {
    resetSimulatedUsage();
    const submitted = await api('POST', '/v1/jobs', {
      input: 'real-time-systems',
      operation: 'target_people',
      persona: 'owners-founders',
    });
    expect(submitted.status).toBe(202);
    const jobId = submitted.body.job_id as string;
    const started = Date.now();
    const delayed: { stage: string; ahead: number }[] = [];
    let job: any;
    await expect
      .poll(
        async () => {
          job = (await api('GET', `/v1/jobs/${jobId}`)).body;
          if (job.processing_state === 'delayed')
            delayed.push({ stage: job.stage, ahead: Date.parse(job.next_retry_at) - Date.now() });
          return TERMINAL.includes(job.status);
        },
        { timeout: 170_000, interval: 100 },
      )
      .toBe(true);

    const seconds = (Date.now() - started) / 1000;
    expect(job).toMatchObject({ status: 'done', credits_charged: 1, team_scanned: PEOPLE });
    const usage = simulatedUsage();
    // Billed 1.00×: every record once, though calls were refused again and again.
    expect(usage.get(`provider_enrich@${jobId}`)?.units).toBe(PEOPLE);
    // The dependencies never refused: the budgets kept the job within their limits.
    expect(usage.get(`provider_enrich@${jobId}`)?.refused ?? 0).toBe(0);
    expect(usage.get(`judge@${jobId}`)?.refused ?? 0).toBe(0);
    // It waited for its shares as a delayed job, with a true next_retry_at (a poll may land just after it).
    expect(delayed.length).toBeGreaterThan(0);
    expect(delayed.some((d) => d.ahead > 0)).toBe(true);
    await expect.poll(() => ends.get(jobId), { timeout: 10_000 }).toBeDefined();
    const events = ends.get(jobId) as number;
    console.log(
      `[real time] ${PEOPLE} people in ${PEOPLE / BATCH} batches: done in ${seconds.toFixed(1)} s, ${events} history events, ${delayed.length} polls delayed (${[...new Set(delayed.map((d) => d.stage))].join(', ')}), records billed ${usage.get(`provider_enrich@${jobId}`)?.units} / ${PEOPLE}, judge ${usage.get(`judge@${jobId}`)?.units} requests`,
    );
    expect(events).toBeLessThan(HISTORY_EVENT_BUDGET);
  }, 180_000);
});
