import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_REFUSAL_MARK } from '../../functions/core/rate-budget.js';
import { resetSimulatedUsage, simulatedUsage } from '../../functions/sandbox/network/embedded.js';
import { startTwinStack } from '../../local/stack.js';
import { hasEnded, pollUntil } from '../fixtures/poll.js';

/**
 * One clock: a compressed run and a real-time run of the same small scenario take the same path and
 * differ only in how long they take. The scenario meets both kinds of waiting the pipeline knows: a
 * scripted rate limit (scan_team's first attempt is refused, retry-after 1 s) and a shared budget small
 * enough that calls are refused (provider enrichment at 8 records per budget minute of 6 s, so a second
 * 5-record batch in the same minute does not fit and waits for room, and no call may wait inline). Latencies are real ones (search 300 ms, enrichment 1 s). Ten people in batches of
 * five and one group: two enrichment passes, the first ending in a refusal. Everything else is the same in
 * both runs; only the time factor differs. What is compared is the path (every state the runner
 * entered, left, failed or retried, in order; the history events; the refusals; the calls each
 * simulated dependency served or refused for the run's job; the result), never a duration.
 *
 * The two runs go at once, each on a stack and a dataset file of its own (the simulated per-minute
 * windows are per dataset): the real-time one is nearly all waiting, so the compressed one beside it
 * meets no more CPU contention than the suite's other files give it, and the file takes as long as the
 * real-time run alone.
 *
 * The margins are wide on purpose: the stages' own CPU time is not compressed, so at factor 5 each
 * wall-clock millisecond between two calls is five simulated ones. The one timing the path hangs on is
 * the 16 s (simulated) between a granted batch and the next one's call: a machine that stalls more than
 * 3 s between them would rightly let the compressed run take another path (at factor 10, on two cores
 * at a load average of 30, it once did: a 1.6 s stall).

 */

const KEY = 'ctp_one_clock_key';
const COMPRESSED = 5;

let dir: string;

const company = {
  id: 7_700_001,
  slug: 'one-clock',
  name: 'One Clock Instruments',
  website: 'https://www.one-clock.example',
  industry: 'Software Development',
  employees_count: 10,
  location: { locality: 'Austin', region: 'Texas', postal_code: '78701', country_code: 'US' },
  company_language: 'en',
  email: { domain: 'one-clock.example', pattern: '{first}.{last}', catch_all: false },
  roster: ['founder-one-clock'],
  synthetic_roster: { count: 9, seed: 23 },
  simulate: { faults: { scan_team: ['rate_limited'] } },
};

const founder = {
  id: 'founder-one-clock',
  name: 'Rosa Lindqvist',
  first_name: 'Rosa',
  last_name: 'Lindqvist',
  headline: 'Founder & CEO at One Clock Instruments',
  experience: [
    {
      title: 'Founder & CEO',
      company: 'One Clock Instruments',
      company_id: company.id,
      employment_type: 'Full-time',
      start: '2014-03',
      end: null,
    },
  ],
  languages: ['en'],
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ctp-one-clock-'));
});

/** The scenario's dataset, in a file of the run's own: the simulated per-minute windows are per dataset. */
async function networkFileFor(timeFactor: number): Promise<string> {
  const file = path.join(dir, `network-x${timeFactor}.json`);
  await writeFile(
    file,
    JSON.stringify({
      simulate: {
        provider_search: { per_minute: 10, latency_ms: 300 },
        provider_enrich: { per_minute: 100, latency_ms: 1_000 },
      },
      companies: [company],
      profiles: [founder],
    }),
  );
  return file;
}

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Path {
  events: string[];
  historyEvents: number;
  budgetRefusals: number;
  usage: Record<string, { calls: number; units: number; refused: number }>;
  job: Record<string, unknown>;
  targetPeople: string[];
}

type RunnerEvent = {
  type: string;
  state?: { name: string };
  parentState?: { name: string };
  Error?: string;
  Cause?: unknown;
};

const describeEvent = (event: RunnerEvent) =>
  [event.type, event.state?.name ?? event.parentState?.name, event.Error].filter(Boolean).join(':');

async function runScenario(timeFactor: number): Promise<Path> {
  const networkFile = await networkFileFor(timeFactor);
  const events: string[] = [];
  let budgetRefusals = 0;
  let historyEvents = -1;
  const stack = await startTwinStack({
    accounts: [{ api_key: KEY, tier: 'premium', credits: 5 }],
    timeFactor,
    env: {
      CTP_NETWORK_FILE: networkFile,
      CTP_NETWORK_PROVIDER: 'embedded',
      CTP_EMAIL_VERIFIER: 'embedded',
      CTP_JUDGE: 'offline',
      CTP_PROVIDER_CACHE_DAYS: '0',
      CTP_REPLAY_WINDOW_HOURS: '0',
      CTP_BATCH_SIZE: '5',
      CTP_MAX_FAN_OUT: '1',
      // Eight records a budget minute of 6 s (a scenario's setting, the same in both runs; the minute is
      // measured on the simulated clock): the second 5-record batch waits for room.
      CTP_BUDGETS: JSON.stringify({ provider_enrich: { perMinute: 8 } }),
      CTP_BUDGET_MINUTE_MS: '6000',
      CTP_BUDGET_MAX_WAIT_MS: '0',
      // A group has 3 s: it starts its next batch well inside them (a call takes 1 s), but a refused
      // batch's turn (about 5.5 s away) falls outside them, so the batch is deferred to another pass of
      // the stage (docs/pipeline.md, "Waiting for a shared budget"): a path to compare, with seconds of
      // simulated margin on either side (1 s made the batch start hang on CPU stalls of 200 ms at x5).
      CTP_GROUP_SECONDS_PER_INVOCATION: '3',
      CTP_RETRY_BASE_MS: '1000',
      CTP_RETRY_MAX_MS: '2000',
    },
    pipeline: {
      onEvent: (_jobId, event) => {
        const seen = event as RunnerEvent;
        events.push(describeEvent(seen));
        // A budget's refusal either failed the stage (before the deferral loop) or, now, defers the
        // batch to another pass of the stage through its Wait (the only delay enrich_profiles meets here).
        if (seen.type === 'StateFailed' && String(seen.Cause ?? '').includes(BUDGET_REFUSAL_MARK))
          budgetRefusals += 1;
        if (seen.type === 'StateEntered' && seen.state?.name === 'enrich_profiles_wait') budgetRefusals += 1;
      },
      onEnd: (end) => {
        historyEvents = end.historyEvents;
      },
    },
  });
  try {
    const api = async (method: string, route: string, body?: unknown) => {
      const response = await fetch(`${stack.baseUrl}${route}`, {
        method,
        headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await response.json()) as Record<string, unknown>;
    };
    const submitted = await api('POST', '/v1/jobs', {
      input: company.slug,
      operation: 'target_people',
      persona: 'owners-founders',
    });
    const { value: job } = await pollUntil(
      () => api('GET', `/v1/jobs/${String(submitted.job_id)}`),
      (seen) => hasEnded(seen as never),
      { timeout: 120_000, interval: 100, what: `the ${timeFactor}× run's job to end` },
    );
    await pollUntil(
      () => historyEvents,
      (n) => n >= 0,
      { timeout: 10_000, interval: 20 },
    );
    // What each simulated dependency served or refused for this run's job (`dependency@jobId`).
    const ofJob = `@${String(submitted.job_id)}`;
    const usage = Object.fromEntries(
      [...simulatedUsage()]
        .filter(([key]) => key.endsWith(ofJob))
        .map(([key, u]) => [
          key.slice(0, -ofJob.length),
          { calls: u.calls, units: u.units, refused: u.refused },
        ]),
    );
    const targetPeople = ((job.target_people as { name?: string }[] | null) ?? []).map((p) => String(p.name));
    return {
      events,
      historyEvents,
      budgetRefusals,
      usage,
      job: {
        status: job.status,
        stage: job.stage,
        credits_charged: job.credits_charged,
        team_scanned: job.team_scanned,
        profiles_enriched: job.profiles_enriched,
        target_people_count: job.target_people_count,
      },
      targetPeople,
    };
  } finally {
    await stack.stop();
  }
}

describe('one clock for the whole simulation', () => {
  it('takes the same path compressed as in real time: same refusals, passes, events and result', async () => {
    // Act: the same scenario at real time and, at the same time, five times faster.
    resetSimulatedUsage();
    const [real, compressed] = await Promise.all([runScenario(1), runScenario(COMPRESSED)]);

    // Assess: the scenario met what it is there for, in both runs alike.
    expect(real.job).toMatchObject({
      status: 'done',
      credits_charged: 1,
      team_scanned: company.employees_count,
    });
    expect(real.budgetRefusals).toBeGreaterThan(0);
    expect(real.events).toContain('StateFailed:scan_team:Provider.RateLimited');
    expect(real.usage.provider_enrich).toMatchObject({ units: company.employees_count, refused: 0 });

    expect(compressed.job).toEqual(real.job);
    expect(compressed.targetPeople).toEqual(real.targetPeople);
    expect(compressed.budgetRefusals).toBe(real.budgetRefusals);
    expect(compressed.usage).toEqual(real.usage);
    expect(compressed.historyEvents).toBe(real.historyEvents);
    expect(compressed.events).toEqual(real.events);
  }, 240_000);
});
