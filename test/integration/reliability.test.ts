import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cryptoIds, systemClock } from '../../functions/adapters/ids.js';
import { storageError } from '../../functions/adapters/s3/json-store.js';
import { createAccount } from '../../functions/core/admin.js';
import { Stage } from '../../functions/core/model.js';
import { workKeys } from '../../functions/core/pipeline/index.js';
import type { ResultStore, WorkStore } from '../../functions/core/ports.js';
import {
  DEFAULT_NETWORK_FILE,
  loadNetworkDataset,
  type Simulation,
} from '../../functions/sandbox/network/dataset.js';
import type { ObjectStore } from '../../functions/shared/deps.js';
import { startTwinStack, type TwinStack } from '../../local/stack.js';
import { pollUntil } from '../fixtures/poll.js';
import { audit, figures, pollJob, type Subject, submit, untilAllEnded } from './audit.js';
import { expectEnvelope, newAccount, stack, stores, submitBody } from './twins.js';

/**
 * Proof under stress: races, scripted faults in every stage, a failing webhook endpoint and a failing
 * result write. Every job that runs here is audited against its account at the end (status, charge,
 * ledger, holds, slots), and the figures are printed once the file is done.
 */

/** CTP_RETRY_MAX_ATTEMPTS of the suite's stacks (test/integration/suite-env.ts, and OWN_STACK_ENV below). */
const RETRY_ATTEMPTS = 4;
const STAGES = Object.values(Stage);

async function globalSubject(options: {
  tier?: 'free' | 'starter' | 'premium';
  credits: number;
  limit?: number;
}) {
  const api = await newAccount({
    tier: options.tier ?? 'premium',
    credits: options.credits,
    concurrency_limit: options.limit,
  });
  const subject: Subject = {
    api,
    accountId: api.accountId,
    openingCredits: options.credits,
    // The whole ledger, not the 20 entries GET /v1/account shows.
    ledger: () => stores.accounts.recentLedger(api.accountId, 1000),
  };
  return subject;
}

afterAll(() => {
  console.log(
    `[reliability] jobs run: ${figures.jobs} (done ${figures.done}, cancelled ${figures.cancelled}, ` +
      `failed ${figures.failed}), faults injected: ${figures.faults}, jobs lost: ${figures.lost}, ` +
      `double charges: ${figures.doubleCharges}`,
  );
  expect(figures.jobs).toBeGreaterThan(0);
  expect(figures.lost).toBe(0);
  expect(figures.doubleCharges).toBe(0);
});

/* ------------------------------------------------------------------------------------------------ */
/* A stack of this file's own, for what the shared one cannot do: make S3 fail on purpose, and cut    */
/* rosters into batches of five. Started at once so that it boots while the races run.               */

type ResultWriteFault = 'refused' | 'answer-lost' | 'lambda-error';

/** Faults for the next putOnce calls of the pipeline's result store, in order; and every call seen. */
const resultWrites = { faults: [] as ResultWriteFault[], calls: new Map<string, number>() };

/** What the S3 store hands on (see storageError in functions/adapters/s3/json-store.ts). */
function resultWriteError(fault: ResultWriteFault): unknown {
  if (fault === 'refused') {
    // What the SDK throws once its own retries of a 503 are spent.
    return storageError(
      new S3ServiceException({
        name: 'SlowDown',
        $fault: 'server',
        $metadata: { httpStatusCode: 503 },
        message: 'Please reduce your request rate.',
      }),
    );
  }
  if (fault === 'answer-lost')
    return storageError(Object.assign(new Error('socket hang up'), { name: 'TimeoutError' }));
  // A Lambda service error around the invocation: the one kind publish_settle's Retry covers.
  return Object.assign(new Error('Service error (simulated)'), { name: 'Lambda.ServiceException' });
}

class FaultyResultStore implements ResultStore, WorkStore {
  constructor(private readonly inner: ObjectStore) {}

  async putOnce(key: string, body: unknown): Promise<'written' | 'exists'> {
    resultWrites.calls.set(key, (resultWrites.calls.get(key) ?? 0) + 1);
    const fault = resultWrites.faults.shift();
    if (fault === undefined) return this.inner.putOnce(key, body);
    if (fault !== 'refused') await this.inner.putOnce(key, body);
    throw resultWriteError(fault);
  }

  put(key: string, value: unknown): Promise<void> {
    return this.inner.put(key, value);
  }

  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }

  get<T>(key: string): Promise<T | null> {
    return this.inner.get<T>(key);
  }

  exists(key: string): Promise<boolean> {
    return this.inner.exists(key);
  }
}

const OWN_STACK_ENV = {
  CTP_JUDGE: 'offline',
  CTP_NETWORK_PROVIDER: 'embedded',
  CTP_EMAIL_VERIFIER: 'embedded',
  CTP_RETRY_BASE_MS: '100',
  CTP_RETRY_MAX_MS: '400',
  CTP_RETRY_MAX_ATTEMPTS: String(RETRY_ATTEMPTS),
  CTP_WEBHOOK_SCHEDULE_SECONDS: '0,0.2,0.4,0.8',
  CTP_WEBHOOK_TIMEOUT_MS: '2000',
  // Rosters in batches of five, so that an eight-person roster fans out into two batches.
  CTP_BATCH_SIZE: '5',
  // Faults are scripted per job attempt: every job must reach the provider.
  CTP_PROVIDER_CACHE_DAYS: '0',
};

/** The early cancels' company: a small one with no scripted faults, held at the gate while they are sent. */
const EARLY_COMPANY = 'nordlicht-design';

let ownStack: Promise<TwinStack> | undefined;

beforeAll(() => {
  ownStack = startTwinStack({
    accounts: [],
    env: OWN_STACK_ENV,
    faults: { wrapStore: (store) => new FaultyResultStore(store) },
  });
  // Awaited by the tests that use it; a failure to start is reported there.
  ownStack.catch(() => {});
});

afterAll(async () => {
  await (await ownStack?.catch(() => undefined))?.stop();
});

/* ------------------------------------------------------------------------------------------------ */

describe('fifty parallel submissions', () => {
  it.each([1, 3, 10])(
    'accept exactly the plan limit of %i, refuse the rest with 429, and leave the counters consistent',
    async (limit) => {
      const subject = await globalSubject({ credits: 100, limit });
      const { api } = subject;
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          api.post('/v1/jobs', submitBody(), { 'idempotency-key': `burst-${i}` }),
        ),
      );
      const accepted = responses.filter((r) => r.status === 202).map((r) => r.body.job_id as string);
      expect(accepted).toHaveLength(limit);
      expect(new Set(accepted).size).toBe(limit);
      for (const response of responses.filter((r) => r.status !== 202)) {
        expectEnvelope(response, 429, 'concurrency_limit');
        expect(response.body.error.limit).toBe(limit);
      }
      expect((await api.get('/v1/account')).body).toMatchObject({
        jobs_in_flight: limit,
        credits_on_hold: limit,
        credits_available: 100 - limit,
        credits_balance: 100,
      });
      const listed = await api.get('/v1/jobs?limit=100');
      expect(listed.body.count).toBe(limit);
      expect(listed.body.jobs.map((j: any) => j.job_id).sort()).toEqual([...accepted].sort());

      // Freeing the slots frees them all; a refused request stored nothing, so its key now starts a job.
      const cancels = await Promise.all(accepted.map((id) => api.post(`/v1/jobs/${id}/cancel`)));
      expect(cancels.map((c) => c.body.status)).toEqual(Array(limit).fill('cancelled'));
      const refused = responses.findIndex((r) => r.status === 429);
      const retried = await api.post('/v1/jobs', submitBody(), { 'idempotency-key': `burst-${refused}` });
      expect(retried.status).toBe(202);
      expect(retried.headers.get('idempotent-replayed')).toBeNull();
      await api.post(`/v1/jobs/${retried.body.job_id}/cancel`);

      const jobs = await untilAllEnded(api, [...accepted, retried.body.job_id]);
      await audit(subject, [...jobs.values()]);
    },
  );

  it('accept exactly as many as there are credits, and refuse the rest with 402 and the available balance', async () => {
    const subject = await globalSubject({ credits: 5, limit: 10 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => subject.api.post('/v1/jobs', submitBody())),
    );
    const accepted = responses.filter((r) => r.status === 202).map((r) => r.body.job_id as string);
    expect(accepted).toHaveLength(5);
    for (const response of responses.filter((r) => r.status !== 202)) {
      expectEnvelope(response, 402, 'insufficient_credits');
      expect(response.body.error.balance).toBe(0);
    }
    expect((await subject.api.get('/v1/account')).body).toMatchObject({
      credits_balance: 5,
      credits_on_hold: 5,
      credits_available: 0,
      jobs_in_flight: 5,
    });
    await Promise.all(accepted.map((id) => subject.api.post(`/v1/jobs/${id}/cancel`)));
    await audit(subject, [...(await untilAllEnded(subject.api, accepted)).values()]);
  });
});

describe('cancel racing settlement', () => {
  it('ends each of 30 jobs either cancelled and free or done and charged once, never both, never neither', async () => {
    const runs = 30;
    const early = 10;
    const subject = await globalSubject({ credits: runs, limit: runs });
    const { api } = subject;

    // The early jobs' company is held at the stack's gate until every cancel is sent, so a cancel
    // 0–800 ms after submission always wins, however fast the stack is. To race settlement itself, the
    // other jobs are cancelled 0–2000 ms after their result was drafted: the list
    // shows `target_people` (the count) from the end of match_target, just before publish_settle, and
    // with twenty jobs settling on one account that step takes up to a couple of seconds.
    const drafted = new Map<string, () => void>();
    const draftedOf = (jobId: string) => new Promise<void>((resolve) => drafted.set(jobId, resolve));
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const { body } = await api.get('/v1/jobs?limit=100');
        for (const job of body.jobs)
          if (job.target_people !== null || job.status !== 'processing') drafted.get(job.job_id)?.();
        await sleep(30);
      }
    })();

    const releaseEarly = stack.gate.hold(EARLY_COMPANY);
    const attempts = await Promise.all(
      Array.from({ length: runs }, async (_, i) => {
        const late = i >= early;
        const jobId = await submit(api, late ? 'acme-robotics' : EARLY_COMPANY);
        if (late) await draftedOf(jobId);
        const delayMs = Math.floor(Math.random() * (late ? 2001 : 801));
        await sleep(delayMs);
        const cancel = await api.post(`/v1/jobs/${jobId}/cancel`);
        return { jobId, late, delayMs, cancel };
      }),
    ).finally(() => {
      watching = false;
      releaseEarly();
    });
    await watcher;

    const jobs = await untilAllEnded(
      api,
      attempts.map((a) => a.jobId),
    );
    for (const { jobId, cancel } of attempts) {
      const job = jobs.get(jobId);
      expect(['cancelled', 'done'], jobId).toContain(job.status);
      // The cancel answers with the state its own transaction left: the same one the job ends in.
      expect(cancel.status).toBe(200);
      expect(cancel.body.status, jobId).toBe(job.status);
      if (job.status === 'done') {
        expect(job).toMatchObject({ credits_charged: 1, processing_state: null });
        expect(job.target_people.length).toBeGreaterThan(0);
      } else {
        expect(job).toMatchObject({ credits_charged: 0, target_people: null });
      }
    }
    await audit(subject, [...jobs.values()]);

    const count = (late: boolean, status: string) =>
      attempts.filter((a) => a.late === late && jobs.get(a.jobId).status === status).length;
    console.log(
      `[reliability] cancel race: ${early} jobs cancelled 0–800 ms after submission: ` +
        `${count(false, 'cancelled')} cancelled, ${count(false, 'done')} done; ` +
        `${runs - early} cancelled 0–2000 ms after their result was drafted: ` +
        `${count(true, 'cancelled')} cancelled before settlement, ${count(true, 'done')} settled first`,
    );
    expect(count(false, 'cancelled') + count(true, 'cancelled')).toBeGreaterThan(0);
    expect(count(false, 'done') + count(true, 'done')).toBeGreaterThan(0);
  }, 60_000);
});

/* ------------------------------------------------------------------------------------------------ */

const dataset = loadNetworkDataset(DEFAULT_NETWORK_FILE);

function simulationOf(slug: string): Simulation {
  const simulation = dataset.companyBySlug(slug)?.simulate;
  if (!simulation) throw new Error(`${slug} scripts no faults in ${DEFAULT_NETWORK_FILE}`);
  return simulation;
}

/**
 * How many scripted faults a job met: each attempt of a stage meets the next entry of its list, so a
 * stage that was passed met its whole list; the stage a job failed in met entries up to the crash, or
 * one per allowed attempt.
 */
function faultsMet(simulation: Simulation, job: { status: string; stage: string | null }): number {
  let met = 0;
  for (const stage of STAGES) {
    const list = simulation.faults[stage] ?? [];
    if (job.status === 'failed' && stage === job.stage) {
      const crash = list.indexOf('crash');
      return met + (crash >= 0 ? crash + 1 : Math.min(list.length, RETRY_ATTEMPTS));
    }
    met += list.length;
  }
  return met;
}

/** The sample's fault cards (docs/network-data.md) and the end each must reach. */
const FAULT_CARDS: [slug: string, status: 'done' | 'failed'][] = [
  ['flaky-match-metals', 'done'],
  ['patchy-roster-print', 'done'],
  ['sluggish-enrich-optics', 'done'],
  ['hesitant-judge-brewing', 'done'],
  ['doubtful-verify-dental', 'done'],
  ['bouncing-mail-bakery', 'done'],
  ['stormy-sails-chandlery', 'done'],
  ['ratelimited-retail', 'done'],
  ['crashing-cranes', 'failed'],
  ['always-down-inc', 'failed'],
];

// This describe and the next run at once (both \`describe.concurrent\`, adjacent): every test has its
// own account, company and, for the webhooks, its own receiver; their time is jobs and retries waited out.
describe.concurrent('scripted faults in every stage', () => {
  it.concurrent.for(FAULT_CARDS)(
    '%s ends %s, charged at most once, with its hold and slot released',
    { timeout: 30_000 },
    async ([slug, status], { expect }) => {
      const simulation = simulationOf(slug);
      const subject = await globalSubject({ tier: 'free', credits: 2 });
      const { job, seen } = await pollJob(subject.api, await submit(subject.api, slug));
      expect(job.status, JSON.stringify(job).slice(0, 400)).toBe(status);

      // Every delayed retry a poll caught was in a stage with scripted transient faults.
      const transientStages = STAGES.filter((stage) =>
        (simulation.faults[stage] ?? []).some((fault) => fault !== 'crash'),
      );
      const delayedIn = new Set(seen.filter((s) => s.processing_state === 'delayed').map((s) => s.stage));
      for (const stage of delayedIn) expect(transientStages).toContain(stage);
      // A rate limit asks for a second's wait, long enough for a poll to see it.
      for (const stage of transientStages)
        if (simulation.faults[stage]?.includes('rate_limited') && transientStages.length === 1)
          expect([...delayedIn], `${slug} delayed in ${stage}`).toContain(stage);

      if (status === 'done') {
        expect(job.credits_charged).toBe(1);
        expect(job.target_people.length).toBeGreaterThan(0);
        expect(job.message).toBeNull();
      } else {
        expect(job.credits_charged).toBe(0);
        expect(job.target_people).toBeNull();
        expect(job.message).toMatch(/Nothing was charged/);
        if (slug === 'crashing-cranes') {
          expect(job.stage).toBe('enrich_profiles');
          expect(job.message).toMatch(/failed unexpectedly in enrich_profiles/);
        } else {
          expect(job.message).toMatch(new RegExp(`after ${RETRY_ATTEMPTS} attempts`));
        }
      }
      figures.faults += faultsMet(simulation, job);
      await audit(subject, [job]);

      // The slot is free: the free plan runs one job at a time, and the next one is accepted.
      const next = await subject.api.post('/v1/jobs', submitBody());
      expect(next.status).toBe(202);
      await subject.api.post(`/v1/jobs/${next.body.job_id}/cancel`);
    },
  );
});

/* ------------------------------------------------------------------------------------------------ */

/** A webhook receiver that answers each delivery as the script says: drop the connection, or a status. */
function receiver(script: ('drop' | number)[], otherwise: 'drop' | number) {
  const received: { headers: IncomingHttpHeaders; body: string; answer: 'drop' | number }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const answer = script[received.length] ?? otherwise;
      received.push({ headers: req.headers, body, answer });
      if (answer === 'drop') req.socket.destroy();
      else res.writeHead(answer).end();
    });
  });
  return {
    received,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/ctp`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Waits until the pipeline has finished with the job's webhook: its last delivery step clears
 * `webhook_pending` (after a success, or after the last scheduled attempt), and sends nothing after.
 */
async function webhookOver(jobId: string) {
  await pollUntil(
    () => stores.jobs.get(jobId),
    (job) => job !== null && job.webhook_pending !== true,
    { timeout: 20_000, what: `the end of the webhook of ${jobId}` },
  );
}

describe.concurrent('a webhook endpoint that is down', () => {
  it('is retried while it drops connections and fails, until it answers, with one webhook-id throughout', async () => {
    const hooks = receiver(['drop', 503], 200);
    const url = await hooks.start();
    try {
      const subject = await globalSubject({ credits: 3 });
      const { job } = await pollJob(
        subject.api,
        await submit(subject.api, 'acme-robotics', { callback_url: url }),
      );
      expect(job.status).toBe('done');
      // The delivery is over once the pipeline says so: no delivery after the one that succeeded.
      await webhookOver(job.job_id);
      expect(hooks.received.map((r) => r.answer)).toEqual(['drop', 503, 200]);
      expect(new Set(hooks.received.map((r) => r.headers['webhook-id']))).toEqual(
        new Set([`msg_${job.job_id}`]),
      );
      const secret = (await subject.api.get('/v1/account')).body.webhook_signing_secret;
      const last = hooks.received[2] as (typeof hooks.received)[number];
      const payload = new Webhook(secret).verify(last.body, last.headers as Record<string, string>) as any;
      expect(payload).toMatchObject({ job_id: job.job_id, status: 'done' });
      expect(payload.target_people).toEqual(job.target_people);
      figures.faults += 2;
      expect((await subject.api.get(`/v1/jobs/${job.job_id}`)).body).toEqual(job);
      await audit(subject, [job]);
    } finally {
      await hooks.stop();
    }
  });

  it('is given up after the last scheduled attempt, and the job stays done, charged once, its result pollable', async () => {
    const hooks = receiver([], 500);
    const url = await hooks.start();
    try {
      const subject = await globalSubject({ credits: 3 });
      const { job } = await pollJob(
        subject.api,
        await submit(subject.api, 'acme-robotics', { callback_url: url }),
      );
      expect(job.status).toBe('done');
      // The suite's schedule has four attempts (CTP_WEBHOOK_SCHEDULE_SECONDS 0,0.2,0.4,0.8).
      await webhookOver(job.job_id);
      expect(hooks.received.map((r) => r.answer)).toEqual([500, 500, 500, 500]);
      figures.faults += 4;
      expect((await subject.api.get(`/v1/jobs/${job.job_id}`)).body).toEqual(job);
      await audit(subject, [job]);
    } finally {
      await hooks.stop();
    }
  });
});

/* ------------------------------------------------------------------------------------------------ */

describe('on a stack of its own: a failing result write, and a crash in the middle of a fan-out', () => {
  let stack: TwinStack;
  let own: TwinStack['stores'];
  let s3: ObjectStore;

  beforeAll(async () => {
    stack = await (ownStack as Promise<TwinStack>);
    own = stack.stores;
    s3 = stack.stores.results;
  }, 90_000);

  async function ownSubject(credits: number): Promise<Subject> {
    const { account, apiKey } = await createAccount(
      { ...own, clock: systemClock, ids: cryptoIds },
      { tier: 'starter', credits },
    );
    const send = async (
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) => {
      const response = await fetch(`${stack.baseUrl}${path}`, {
        method,
        headers: {
          'x-api-key': apiKey,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    };
    return {
      api: {
        get: (path) => send('GET', path),
        post: (path, body, headers) => send('POST', path, body, headers),
      },
      accountId: account.account_id,
      openingCredits: credits,
      ledger: () => own.accounts.recentLedger(account.account_id, 1000),
    };
  }

  /**
   * Runs `work` with this process's output captured: the stack's log (Powertools writes ERROR lines to
   * stderr through a Console of its own) is read by the test instead of cluttering the report.
   */
  async function capturingOutput<T>(work: () => Promise<T>): Promise<{ result: T; logged: string }> {
    const chunks: string[] = [];
    const capture = (chunk: unknown) => {
      chunks.push(String(chunk));
      return true;
    };
    const spies = [
      vi.spyOn(process.stdout, 'write').mockImplementation(capture),
      vi.spyOn(process.stderr, 'write').mockImplementation(capture),
    ];
    try {
      return { result: await work(), logged: chunks.join('') };
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  /** Runs one acme-robotics job whose first result write meets `fault`; what the operators' log said, too. */
  async function withResultWriteFault(fault: ResultWriteFault) {
    const subject = await ownSubject(3);
    resultWrites.faults = [fault];
    try {
      const { result: job, logged } = await capturingOutput(
        async () => (await pollJob(subject.api, await submit(subject.api, 'acme-robotics'))).job,
      );
      expect(resultWrites.faults).toEqual([]); // the fault was met
      return { subject, job, logged, writes: resultWrites.calls.get(workKeys.published(job.job_id)) ?? 0 };
    } finally {
      resultWrites.faults = [];
    }
  }

  it('a result write S3 refuses is retried by publish_settle, and the job is done and charged once', async () => {
    const { subject, job, writes } = await withResultWriteFault('refused');
    // The store turns S3's throttling into Storage.Unavailable, which publish_settle's Retry covers.
    expect(writes).toBe(2);
    expect(job).toMatchObject({ status: 'done', credits_charged: 1 });
    expect(await s3.get(workKeys.published(job.job_id))).not.toBeNull();
    figures.faults += 1;
    await audit(subject, [job]);
  });

  it('a result write whose answer is lost is retried; the rerun finds the object and charges once', async () => {
    const { subject, job, writes } = await withResultWriteFault('answer-lost');
    expect(writes).toBe(2);
    expect(job).toMatchObject({ status: 'done', credits_charged: 1 });
    expect((await own.jobs.get(job.job_id))?.result_key).toBe(workKeys.published(job.job_id));
    figures.faults += 1;
    await audit(subject, [job]);
  });

  it('a Lambda service error after the write is retried, and the rerun finds the result and charges once', async () => {
    const { subject, job, writes } = await withResultWriteFault('lambda-error');
    expect(writes).toBe(2);
    expect(job).toMatchObject({ status: 'done', credits_charged: 1 });
    expect(job.target_people.length).toBeGreaterThan(0);
    figures.faults += 1;
    await audit(subject, [job]);
  });

  it('a crash in the middle of the enrichment fan-out ends the job failed and free, the batch before it kept', async () => {
    const subject = await ownSubject(2);
    const { result: job, logged } = await capturingOutput(
      async () => (await pollJob(subject.api, await submit(subject.api, 'crashing-cranes'))).job,
    );
    expect(logged).toMatch(/Pipeline failed unexpectedly[^\n]*SimulatedCrash/);
    // Eight people in batches of five: the first batch (Acme's people, no faults) is enriched and
    // written; the second (the company's own, which crash after 400 ms) never is.
    expect(job).toMatchObject({
      status: 'failed',
      stage: 'enrich_profiles',
      team_scanned: 8,
      profiles_enriched: 5,
      credits_charged: 0,
    });
    expect(await s3.exists(workKeys.enriched(job.job_id, 0))).toBe(true);
    expect(await s3.exists(workKeys.enriched(job.job_id, 1))).toBe(false);
    figures.faults += faultsMet(simulationOf('crashing-cranes'), job);
    await audit(subject, [job]);
  });
});
