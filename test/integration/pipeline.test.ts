import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatePoint } from '../../local/provider-gate.js';
import { pollJob, pollUntil } from '../fixtures/poll.js';
import { type Client, newAccount, stack, stores, submitBody } from './twins.js';

/** One job read through the API, for the shared poll helper. */
const reader = (api: Client, jobId: string) => async () => (await api.get(`/v1/jobs/${jobId}`)).body;

const finished = (api: Client, jobId: string, deadlineMs = 20_000) =>
  pollJob(reader(api, jobId), { timeout: deadlineMs, interval: 25 });

async function submit(api: Client, input: string, extra: Record<string, unknown> = {}) {
  const response = await api.post('/v1/jobs', submitBody({ input, ...extra }));
  if (response.status !== 202) throw new Error(`Submission refused: ${JSON.stringify(response.body)}`);
  return response.body.job_id as string;
}

const TARGET_PERSON_KEYS = [
  'rank_in_company',
  'is_decision_maker',
  'why',
  'person',
  'professional',
  'contact',
  'experience',
  'education',
  'signals',
  'meta',
].sort();

describe('a job that completes', () => {
  it('returns a ranked, charged result inline, identical on every poll', async () => {
    const api = await newAccount({ credits: 5 });
    const jobId = await submit(api, 'https://www.linkedin.com/company/acme-robotics');
    const { job } = await finished(api, jobId);

    expect(job).toMatchObject({
      status: 'done',
      credits_charged: 1,
      credits_balance: 4,
      processing_state: null,
    });
    expect(job.target_people_count).toBe(job.target_people.length);
    expect(job.target_people.length).toBeGreaterThan(0);
    expect(job.target_people.map((p: any) => p.rank_in_company)).toEqual(
      job.target_people.map((_: unknown, i: number) => i + 1),
    );
    for (const person of job.target_people) {
      expect(Object.keys(person).sort()).toEqual(TARGET_PERSON_KEYS);
      expect(person.why.length).toBeGreaterThan(0);
      expect(person.why.length).toBeLessThanOrEqual(1000);
      expect(typeof person.is_decision_maker).toBe('boolean');
    }
    expect(job.company).toMatchObject({
      name: expect.any(String),
      network_url: expect.stringContaining('/company/'),
    });
    expect(job.company.location?.country).toEqual(expect.any(String));
    expect(job.company.network_since_est).toMatch(/^(\d{4}-\d{2}|\d{4}-Q[1-4]|\d{4}|before 2022)$/);
    expect(job.team_scanned).toBeGreaterThan(0);
    expect(job.profiles_enriched).toBe(job.team_scanned);

    const again = await api.get(`/v1/jobs/${jobId}`);
    expect(again.body).toEqual(job);

    const account = await api.get('/v1/account');
    expect(account.body).toMatchObject({ credits_balance: 4, credits_on_hold: 0, jobs_in_flight: 0 });
    expect(account.body.ledger[0]).toMatchObject({ type: 'charge', amount: -1, job_id: jobId });

    const list = await api.get('/v1/jobs');
    expect(list.body.jobs[0]).toMatchObject({
      job_id: jobId,
      status: 'done',
      company_name: job.company.name,
      target_people: job.target_people_count,
      credits_charged: 1,
    });
  });

  it('uses a verified address on a normal mail domain and a guessed, risky one on a catch-all domain', async () => {
    const api = await newAccount({ credits: 5 });
    const [normal, catchAll] = await Promise.all([
      submit(api, 'acme-robotics').then((id) => finished(api, id)),
      submit(api, 'nordlicht-design').then((id) => finished(api, id)),
    ]);
    const emails = (job: any) => job.target_people.map((p: any) => p.contact.email).filter(Boolean);
    expect(normal.job.status).toBe('done');
    expect(catchAll.job.status).toBe('done');
    for (const email of emails(normal.job))
      expect(email).toMatchObject({ source: 'verified', status: 'valid' });
    for (const email of emails(catchAll.job)) {
      expect(email).toMatchObject({ source: 'guessed', catch_all_domain: true });
      expect(email.status).not.toBe('valid');
    }
  });
});

describe('terminal outcomes that cost nothing', () => {
  it.each([
    ['no-such-company-anywhere', 'not_found'],
    ['empty-shell-ltd', 'no_employees'],
    ['city-library-services', 'no_people_found'],
  ])('%s ends %s, free, with its hold and slot released', async (input, status) => {
    const api = await newAccount({ tier: 'free', credits: 1 });
    const jobId = await submit(api, input);
    const { job } = await finished(api, jobId);
    expect(job).toMatchObject({ status, credits_charged: 0, target_people: null });
    expect(job.message).toEqual(expect.any(String));
    expect((await api.get('/v1/account')).body).toMatchObject({
      credits_balance: 1,
      credits_on_hold: 0,
      jobs_in_flight: 0,
    });
  });

  it('refuses a company above the size gate for a non-premium plan, naming the threshold', async () => {
    const api = await newAccount({ tier: 'starter', credits: 1 });
    const jobId = await submit(api, 'bigcorp-industries');
    const { job } = await finished(api, jobId);
    expect(job).toMatchObject({ status: 'too_large', credits_charged: 0, team_scanned: null });
    expect(job.message).toMatch(/100/);
    expect((await api.get('/v1/account')).body).toMatchObject({ credits_balance: 1, credits_on_hold: 0 });
  });

  it('searches the same company for a premium plan', async () => {
    const api = await newAccount({ tier: 'premium', credits: 1 });
    const jobId = await submit(api, 'bigcorp-industries');
    const { job } = await finished(api, jobId, 60_000);
    expect(job.status).not.toBe('too_large');
    expect(job.team_scanned).toBeGreaterThan(100);
  });
});

// The three describes below wait on their jobs' simulated latencies and delayed retries (the cancel
// test holds its jobs at the gate instead): they run at once, each test with an account and jobs of its
// own, so the file waits for the longest of them, not their sum.
describe.concurrent('delayed retries', () => {
  it('shows a delayed retry with its time while polling, then finishes', async () => {
    const api = await newAccount();
    const jobId = await submit(api, 'ratelimited-retail');
    const { job, seen } = await finished(api, jobId);
    const delayed = seen.find((s) => s.processing_state === 'delayed');
    expect(delayed).toMatchObject({ status: 'processing', stage: 'scan_team' });
    expect(Date.parse(delayed.next_retry_at)).toBeGreaterThan(0);
    expect(job.status).toBe('done');
  });

  it('ends failed, free, when retries are exhausted', async () => {
    const api = await newAccount({ credits: 1 });
    const jobId = await submit(api, 'always-down-inc');
    const { job } = await finished(api, jobId);
    expect(job).toMatchObject({ status: 'failed', credits_charged: 0, stage: 'match_company' });
    // The test stack allows 4 attempts (CTP_RETRY_MAX_ATTEMPTS in global-setup.ts).
    expect(job.message).toMatch(/unavailable after 4 attempts/);
    expect((await api.get('/v1/account')).body).toMatchObject({
      credits_balance: 1,
      credits_on_hold: 0,
      jobs_in_flight: 0,
    });
  });
});

describe.concurrent('cancelling', () => {
  it('stops the job in whichever stage it is, and it is never charged', async () => {
    // Each job is held at its stage's dependency call (the stack's gate, by the job's own account), so it
    // is in that stage when the cancel comes, however fast or busy the machine.
    const points: Record<string, GatePoint | null> = {
      match_company: 'lookup',
      scan_team: 'roster',
      enrich_profiles: 'enrichment',
      // enrich_profiles judges each batch as it is enriched (docs/pipeline.md, "Judging while
      // enriching"), so a job sits in find_candidates only for what that could not judge: here, a judge
      // overloaded three times, whose delayed retries keep the job in find_candidates.
      find_candidates: null,
      verify_candidates: 'verification',
      match_target: 'email',
    };
    await Promise.all(
      Object.entries(points).map(async ([stage, point]) => {
        const api = await newAccount({ credits: 1 });
        const release = point ? stack.gate.hold({ account: api.accountId }, point) : () => {};
        try {
          const jobId = await submit(api, point ? 'acme-robotics' : 'hesitant-judge-brewing');
          await pollJob(reader(api, jobId), {
            until: (job) =>
              job.status !== 'processing' ||
              (job.stage === stage && (!point || stack.gate.waiting({ account: api.accountId }, point) > 0)),
            timeout: 30_000,
            interval: 25,
          });
          const cancelled = await api.post(`/v1/jobs/${jobId}/cancel`);
          expect(cancelled.body, `cancel during ${stage}`).toMatchObject({
            status: 'cancelled',
            stage,
            credits_charged: 0,
          });
          release();
          // The step that was held finishes, but its output is discarded: the job stays cancelled and
          // free. That race is made to happen on purpose in test/unit/core/races.test.ts.
          const later = await api.get(`/v1/jobs/${jobId}`);
          expect(later.body).toMatchObject({ status: 'cancelled', credits_charged: 0, target_people: null });
          expect((await api.get('/v1/account')).body).toMatchObject({
            credits_balance: 1,
            credits_on_hold: 0,
            jobs_in_flight: 0,
          });
        } finally {
          release();
        }
      }),
    );
  }, 60_000);
});

describe.concurrent('preview', () => {
  it('shows the roster facepile and growing counters while processing, never contact data', async () => {
    const api = await newAccount();
    const jobId = await submit(api, 'slow-motion-labs');
    const { value: preview } = await pollUntil(
      async () => (await api.get(`/v1/jobs/${jobId}/preview`)).body,
      (body) => body.people.length > 0,
      { timeout: 20_000, interval: 25, what: 'the preview facepile' },
    );
    expect(preview.status).toBe('processing');
    expect(preview.counters.team_scanned).toBeGreaterThan(0);
    for (const person of preview.people) {
      expect(Object.keys(person).sort()).toEqual([
        'headline',
        'name',
        'person_ref',
        'photo_url',
        'verification_complete',
      ]);
    }
    expect(JSON.stringify(preview)).not.toMatch(/@|"email"/);
    await api.post(`/v1/jobs/${jobId}/cancel`);
  });
});

describe('settlement', () => {
  it('charges once when the settle step runs twice, even at the same time', async () => {
    const api = await newAccount({ credits: 3 });
    const jobId = await submit(api, 'slow-motion-labs');
    const settlement = { result_key: `results/${jobId}.json`, target_people_count: 0, replay_key: 'test' };
    const at = new Date().toISOString();
    const outcomes = await Promise.all([
      stores.jobs.settle(jobId, settlement, at),
      stores.jobs.settle(jobId, settlement, at),
      stores.jobs.settle(jobId, settlement, at),
    ]);
    expect(outcomes.filter((o) => o === 'settled')).toHaveLength(1);
    const account = await api.get('/v1/account');
    expect(account.body).toMatchObject({ credits_balance: 2, credits_on_hold: 0, jobs_in_flight: 0 });
    expect(account.body.ledger.filter((e: any) => e.type === 'charge')).toHaveLength(1);
    // A settle step that comes later (a retried Lambda, a redriven execution) finds nothing to charge.
    // The pipeline's own settle step meeting a job settled elsewhere is in test/unit/core/races.test.ts:
    // here it never gets there, as its next stage stops on a job that is no longer processing.
    expect(await stores.jobs.settle(jobId, settlement, new Date().toISOString())).toBe('not_processing');
    const after = (await api.get('/v1/account')).body;
    expect(after).toMatchObject({ credits_balance: 2, credits_on_hold: 0, jobs_in_flight: 0 });
    expect(after.ledger.filter((e: any) => e.type === 'charge')).toHaveLength(1);
  });

  it('never charges a job cancelled before settlement', async () => {
    const api = await newAccount({ credits: 1 });
    // Held at its company lookup: the cancel comes before settlement, however fast the stack is.
    const release = stack.gate.hold('acme-robotics');
    const jobId = await submit(api, 'acme-robotics');
    await api.post(`/v1/jobs/${jobId}/cancel`);
    release();
    const settled = await stores.jobs.settle(
      jobId,
      { result_key: `results/${jobId}.json`, target_people_count: 1, replay_key: 'test' },
      new Date().toISOString(),
    );
    expect(settled).toBe('not_processing');
    expect((await api.get('/v1/account')).body).toMatchObject({ credits_balance: 1, credits_on_hold: 0 });
  });
});

describe('replay', () => {
  it('finishes a repeated job from the published result at once, charged like any job, within the account only', async () => {
    const api = await newAccount({ credits: 5 });
    const first = await finished(api, await submit(api, 'acme-robotics'));
    expect(first.job.status).toBe('done');

    const second = await finished(api, await submit(api, 'https://www.linkedin.com/company/acme-robotics/'));
    expect(second.job).toMatchObject({
      status: 'done',
      credits_charged: 1,
      team_scanned: first.job.team_scanned,
    });
    expect(second.job.target_people).toEqual(first.job.target_people);
    expect((await api.get('/v1/account')).body.credits_balance).toBe(3);

    const other = await newAccount({ credits: 5 });
    const theirs = await finished(other, await submit(other, 'acme-robotics'));
    expect(theirs.job.status).toBe('done');
    expect(theirs.job.team_scanned).toBeGreaterThan(0);
  });

  it('does not replay when the persona definition differs', async () => {
    const api = await newAccount({ credits: 5 });
    await finished(api, await submit(api, 'acme-robotics'));
    const persona = await api.post('/v1/personas', {
      name: 'Engineering leaders',
      definition: 'Heads of engineering, CTOs and engineering managers.',
    });
    const other = await finished(api, await submit(api, 'acme-robotics', { persona: persona.body.slug }));
    expect(other.job.team_scanned).toBeGreaterThan(0);
  });
});

describe('webhooks', () => {
  const received: { headers: IncomingHttpHeaders; body: string; status: number }[] = [];
  let failuresLeft = 1;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const status = failuresLeft > 0 ? 500 : 200;
      failuresLeft -= 1;
      received.push({ headers: req.headers, body, status });
      res.writeHead(status).end();
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/ctp`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the done payload signed per Standard Webhooks, retried after a 500 with the same webhook-id', async () => {
    const api = await newAccount();
    const jobId = await submit(api, 'acme-robotics', { callback_url: url });
    const { job } = await finished(api, jobId);
    expect(job.status).toBe('done');

    await pollUntil(
      () => received.length,
      (n) => n >= 2,
      { timeout: 10_000, interval: 25, what: 'the redelivery' },
    );
    expect(received.map((r) => r.status)).toEqual([500, 200]);
    expect(received[0]?.headers['webhook-id']).toBe(received[1]?.headers['webhook-id']);

    const secret = (await api.get('/v1/account')).body.webhook_signing_secret;
    const delivery = received[1] as (typeof received)[number];
    const payload = new Webhook(secret).verify(
      delivery.body,
      delivery.headers as Record<string, string>,
    ) as any;
    expect(payload).toEqual({
      job_id: jobId,
      company_id: job.company_id,
      company: job.company,
      status: 'done',
      target_people_count: job.target_people_count,
      target_people: job.target_people,
    });
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another secret!!').toString('base64')}`).verify(
        delivery.body,
        delivery.headers as Record<string, string>,
      ),
    ).toThrow();
    // A failing webhook never changes the job.
    expect((await api.get(`/v1/jobs/${jobId}`)).body).toEqual(job);
  });
});
