import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, it, type TestContext } from 'vitest';
import { dynamoLocalClientConfig } from '../../functions/adapters/emulator-clients.js';
import { hasEnded, pollUntil } from '../fixtures/poll.js';
import { QUICK_JAVA } from '../fixtures/quick-java.js';
import { type StartedChild, startChild } from './local-process.js';

/**
 * Crashes of the whole local stack (issue 11): `npm start`'s entry runs as a child process with its
 * own data folder and is killed with SIGKILL (node and java together) while jobs run, then started
 * again, several times. Every job must end terminal, charged exactly when done, with the account's
 * books intact, and no start may need a manual step.
 */

const API_KEY = 'ctp_crash_test_key_00001';
const OPENING_CREDITS = 200;
const ROUNDS = 3;
const JOBS_PER_ROUND = 5;
const COMPANIES = ['acme-robotics', 'nordlicht-design', 'slow-motion-labs', 'city-library-services'];
/**
 * slow-motion-labs' simulated latency per provider call in this file's copy of the sample network
 * (1,500 ms in data/sample-network.json). Its jobs are the ones sure to be in the middle of the
 * pipeline at a crash, which comes 0.2–2.2 s after they are submitted; at 600 ms a call, five calls
 * still outlast that, and the last start's wait for them is seconds shorter.
 */
const SLOW_COMPANY_LATENCY_MS = 600;

/** The sample network, with slow-motion-labs at SLOW_COMPANY_LATENCY_MS, written into `dir`. */
async function networkFileIn(dir: string): Promise<string> {
  const network = JSON.parse(
    await readFile(path.join(import.meta.dirname, '../../data/sample-network.json'), 'utf8'),
  );
  const slow = network.companies.find((company: any) => company.slug === 'slow-motion-labs');
  slow.simulate = { ...slow.simulate, latency_ms: SLOW_COMPANY_LATENCY_MS };
  const file = path.join(dir, 'network.json');
  await writeFile(file, JSON.stringify(network));
  return file;
}

const dirs: string[] = [];

/**
 * `npm start` in a child process of this test, killed (with its java) when the test ends however it
 * ends: the three scenarios run at once, each with its own data folder and ports, since most of their
 * time is waiting for a JVM and a process to start.
 */
function start(env: Record<string, string>, onTestFinished: TestContext['onTestFinished']): StartedChild {
  const child = startChild({ ...QUICK_JAVA, ...env });
  onTestFinished(async () => {
    child.killTree();
    await child.exited;
  });
  return child;
}

/** Kills a child's process tree (node and java) as a crash would, and waits until it is gone. */
async function crash(child: StartedChild): Promise<void> {
  child.killTree();
  await child.exited;
}

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function api(baseUrl: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { 'x-api-key': API_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(25_000),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe.concurrent('a crash of the whole local stack', () => {
  it(`recovers from ${ROUNDS} kill -9 of its process tree in the middle of jobs, with no manual step`, async ({
    expect,
    onTestFinished,
  }) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ctp-crash-'));
    dirs.push(dataDir);
    const accountsFile = path.join(dataDir, 'accounts.json');
    await writeFile(
      accountsFile,
      JSON.stringify([
        { api_key: API_KEY, tier: 'premium', credits: OPENING_CREDITS, concurrency_limit: 50 },
      ]),
    );
    // Fixed ports: a java left over from a killed run would hold them, and the next start would refuse.
    const dynamoPort = await freePort();
    const s3Port = await freePort();
    const env = {
      PORT: '0',
      CTP_DATA_DIR: dataDir,
      CTP_ACCOUNTS_FILE: accountsFile,
      CTP_DYNAMODB_PORT: String(dynamoPort),
      CTP_S3_PORT: String(s3Port),
      CTP_JUDGE: 'offline',
      CTP_NETWORK_PROVIDER: 'embedded',
      CTP_EMAIL_VERIFIER: 'embedded',
      CTP_NETWORK_FILE: await networkFileIn(dataDir),
      CTP_RETRY_BASE_MS: '100',
      CTP_RETRY_MAX_MS: '400',
      // Batches the killed process had claimed are free again after 2 s.
      CTP_BATCH_CLAIM_SECONDS: '2',
    };

    const jobIds: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const running = start(env, onTestFinished);
      const baseUrl = await running.ready();
      const endpoints = JSON.parse(await readFile(path.join(dataDir, 'endpoints.json'), 'utf8'));
      expect(endpoints.dynamodb).toBe(`http://127.0.0.1:${dynamoPort}`);
      expect(endpoints.s3).toBe(`http://127.0.0.1:${s3Port}`);

      const submitted = await Promise.all(
        Array.from({ length: JOBS_PER_ROUND }, (_, i) =>
          api(baseUrl, 'POST', '/v1/jobs', {
            input: COMPANIES[(round + i) % COMPANIES.length],
            operation: 'target_people',
            persona: 'owners-founders',
          }),
        ),
      );
      for (const answer of submitted) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(202);
        jobIds.push(answer.body.job_id);
      }
      // Somewhere in the middle of the pipeline: stages, S3 writes, settlements.
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 2_000));
      await crash(running);
    }

    // The last start must finish every job the crashes interrupted.
    const running = start(env, onTestFinished);
    const baseUrl = await running.ready();
    const final = new Map<string, any>();
    await pollUntil(
      async () => {
        for (const id of jobIds.filter((jobId) => !final.has(jobId))) {
          const { status, body } = await api(baseUrl, 'GET', `/v1/jobs/${id}`);
          expect(status, JSON.stringify(body)).toBe(200);
          if (hasEnded(body)) final.set(id, body);
        }
        return jobIds.filter((id) => !final.has(id));
      },
      (processing) => processing.length === 0,
      { timeout: 180_000, interval: 250, what: 'every interrupted job to end' },
    );

    const jobs = [...final.values()];
    const done = jobs.filter((job) => job.status === 'done');
    for (const job of jobs) {
      if (job.status === 'done') {
        expect(job.credits_charged).toBe(1);
        expect(Array.isArray(job.target_people)).toBe(true);
      } else {
        expect(job.credits_charged, JSON.stringify(job)).toBe(0);
      }
    }
    const account = (await api(baseUrl, 'GET', '/v1/account')).body;
    expect(account).toMatchObject({
      credits_balance: OPENING_CREDITS - done.length,
      credits_on_hold: 0,
      credits_available: OPENING_CREDITS - done.length,
      jobs_in_flight: 0,
    });
    const charges = account.ledger.filter((entry: any) => entry.type === 'charge');
    expect(charges.map((entry: any) => entry.job_id).sort()).toEqual(done.map((job) => job.job_id).sort());
    const list = (await api(baseUrl, 'GET', '/v1/jobs?limit=100')).body;
    expect(list.count).toBe(jobIds.length);
    await crash(running);
    console.log(
      `[hardening] ${ROUNDS} crashes: ${jobIds.length} jobs, done ${done.length}, ` +
        `other terminal ${jobs.length - done.length}, jobs lost: 0, double charges: 0`,
    );
  }, 600_000);
});

describe.concurrent('an S3 folder that a crash left half-written', () => {
  it('is repaired on start: 0-byte metadata, an object without metadata, a temporary file', async ({
    expect,
    onTestFinished,
  }) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ctp-s3-repair-'));
    dirs.push(dataDir);
    const bucket = path.join(dataDir, 's3', 'ctp-results');
    await mkdir(path.join(bucket, 'work', 'job_a'), { recursive: true });
    await mkdir(path.join(bucket, 'results'), { recursive: true });
    // What the crash left: a 0-byte metadata file, an object without metadata.
    await writeFile(path.join(bucket, 'work', 'job_a', 'company.json._S3rver_object'), '{"name":"Acme"}');
    await writeFile(path.join(bucket, 'work', 'job_a', 'company.json._S3rver_metadata.json'), '');
    await writeFile(path.join(bucket, 'results', 'job_b.json._S3rver_object'), '{"target_people":[');
    await writeFile(path.join(bucket, 'results', 'job_c.json._S3rver_object.ctp-tmp-0a1b2c'), '{"half');

    const running = start(
      {
        PORT: '0',
        CTP_DATA_DIR: dataDir,
        CTP_JUDGE: 'offline',
        CTP_NETWORK_PROVIDER: 'embedded',
        CTP_EMAIL_VERIFIER: 'embedded',
      },
      onTestFinished,
    );
    const baseUrl = await running.ready();
    // The temporary file, the empty metadata, then the two objects left without metadata.
    expect(running.output()).toContain('cleared 4 file(s)');
    expect(running.output()).toContain('{"temporary":1,"damaged":1,"orphaned":2}');
    const submitted = await fetch(`${baseUrl}/v1/jobs`, {
      method: 'POST',
      headers: { 'x-api-key': 'ctp_local_demo_key', 'content-type': 'application/json' },
      body: JSON.stringify({
        input: 'acme-robotics',
        operation: 'target_people',
        persona: 'owners-founders',
      }),
    });
    expect(submitted.status).toBe(202);
    const { job_id } = (await submitted.json()) as { job_id: string };
    await expect
      .poll(
        async () =>
          (
            (await (
              await fetch(`${baseUrl}/v1/jobs/${job_id}`, { headers: { 'x-api-key': 'ctp_local_demo_key' } })
            ).json()) as any
          ).status,
        { timeout: 60_000, interval: 200 },
      )
      .toBe('done');
    await crash(running);
  }, 120_000);
});

describe.concurrent('a webhook pending at a crash', () => {
  it('is delivered after the restart', async ({ expect, onTestFinished }) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ctp-webhook-crash-'));
    dirs.push(dataDir);
    // The receiver refuses until the crash, then accepts.
    let accepting = false;
    const deliveries: { id: string | undefined; jobId: string; accepted: boolean }[] = [];
    const receiver: Server = createHttpServer((req, res) => {
      let body = '';
      req.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk;
      });
      req.on('end', () => {
        const id = req.headers['webhook-id'];
        deliveries.push({
          id: Array.isArray(id) ? id[0] : id,
          jobId: JSON.parse(body).job_id,
          accepted: accepting,
        });
        res.writeHead(accepting ? 200 : 500).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as { port: number };
    const env = {
      PORT: '0',
      CTP_DATA_DIR: dataDir,
      CTP_JUDGE: 'offline',
      CTP_NETWORK_PROVIDER: 'embedded',
      CTP_EMAIL_VERIFIER: 'embedded',
      // The second attempt would come a minute later: the crash falls in between.
      CTP_WEBHOOK_SCHEDULE_SECONDS: '0,60',
    };
    try {
      const first = start(env, onTestFinished);
      const baseUrl = await first.ready();
      const headers = { 'x-api-key': 'ctp_local_demo_key', 'content-type': 'application/json' };
      const submitted = await fetch(`${baseUrl}/v1/jobs`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          input: 'acme-robotics',
          operation: 'target_people',
          persona: 'owners-founders',
          callback_url: `http://127.0.0.1:${port}/hook`,
        }),
      });
      expect(submitted.status).toBe(202);
      const { job_id } = (await submitted.json()) as { job_id: string };
      await expect.poll(() => deliveries.length, { timeout: 60_000, interval: 100 }).toBe(1);

      await crash(first);
      accepting = true;

      const second = start(env, onTestFinished);
      await second.ready();
      expect(second.output()).toContain('Delivering 1 webhook(s)');
      await expect.poll(() => deliveries.length, { timeout: 60_000, interval: 100 }).toBe(2);
      expect(deliveries).toEqual([
        { id: `msg_${job_id}`, jobId: job_id, accepted: false },
        { id: `msg_${job_id}`, jobId: job_id, accepted: true },
      ]);
      // Delivered means delivered: the pending mark is gone, so no later start sends it again.
      const endpoints = JSON.parse(await readFile(path.join(dataDir, 'endpoints.json'), 'utf8'));
      const doc = DynamoDBDocumentClient.from(
        new DynamoDBClient(dynamoLocalClientConfig(endpoints.dynamodb)),
      );
      await expect
        .poll(
          async () =>
            (await doc.send(new GetCommand({ TableName: 'ctp-jobs', Key: { job_id } }))).Item
              ?.webhook_pending,
          { timeout: 30_000, interval: 100 },
        )
        .toBeUndefined();
      doc.destroy();
    } finally {
      // The restarted stack is killed when the test ends: its keep-alive sockets must not hold close().
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
  }, 240_000);
});
