import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMINAL_STATUSES } from '../../functions/core/model.js';
import { pollFor, pollUntil } from '../fixtures/poll.js';
import { type StartedChild, startChild } from './local-process.js';

/**
 * The first hour of a new user, through `npm start`'s entry and the CLIs as child processes, with the
 * settings a fresh clone has (provider cache and replay on, the demo key): test companies rehearse
 * their script on every run, a replay shows its roster, the log tells the jobs' story, a data folder
 * serves one stack, a bad dataset is refused at start, and a rotated demo key is not printed.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEMO_KEY = 'ctp_local_demo_key';

const dir = mkdtempSync(path.join(tmpdir(), 'ctp-first-hour-'));
const dataDir = path.join(dir, 'data');

/** The environment of a fresh clone: none of this machine's CTP_* settings, the offline judge. */
function freshEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && !name.startsWith('CTP_')) env[name] = value;
  return { ...env, PORT: '0', CTP_JUDGE: 'offline', CTP_LOG: 'info', CTP_DATA_DIR: dataDir, ...extra };
}

interface Run {
  code: number | null;
  out: string;
}

/**
 * A project script (local/admin.ts, cli/ctp.ts) as a child process on the tests' Node, with tsx's loader
 * in that process (as local-process.ts starts `npm start`'s entry), rather than through tsx's CLI, which
 * would start a second Node process to run it.
 */
function script(file: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

async function stop(started: StartedChild): Promise<void> {
  if (started.child.exitCode !== null || started.child.pid === undefined) return;
  process.kill(-started.child.pid, 'SIGTERM');
  await started.exited;
}

let stack: StartedChild;
let baseUrl = '';

/**
 * Two starts that must be refused, begun while other work waits rather than each in its own test's
 * time (every assertion on them stays in its test): the start with a bad dataset, which touches only
 * its own file and data folder, while the stack starts; the second start on the data folder in use,
 * once the stack holds it, while the first tests' jobs run.
 */
const badNetworkFile = path.join(dir, 'bad-network.json');
const badDataDir = path.join(dir, 'bad-data');
let badStart: StartedChild | undefined;
let secondStart: StartedChild | undefined;

beforeAll(async () => {
  writeFileSync(badNetworkFile, JSON.stringify({ companies: [{ id: 'x' }], profiles: [] }));
  badStart = startChild(freshEnv({ CTP_NETWORK_FILE: badNetworkFile, CTP_DATA_DIR: badDataDir }));
  stack = startChild(freshEnv());
  baseUrl = await stack.ready();
  secondStart = startChild(freshEnv());
}, 120_000);

afterAll(async () => {
  badStart?.killTree();
  secondStart?.killTree();
  if (stack) {
    await stop(stack).catch(() => stack.killTree());
  }
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const api = async (method: string, route: string, body?: unknown) => {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { 'x-api-key': DEMO_KEY, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as any };
};

const submit = async (input: string) => {
  const response = await api('POST', '/v1/jobs', {
    input,
    operation: 'target_people',
    persona: 'owners-founders',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(202);
  return response.body.job_id as string;
};

/** Polls the job as a client does, and returns every answer on the way to its end. */
const follow = async (jobId: string) =>
  pollUntil(
    async () => (await api('GET', `/v1/jobs/${jobId}`)).body,
    (job) => TERMINAL_STATUSES.has(job.status),
    { timeout: 90_000, interval: 100, what: `job ${jobId} to end` },
  );

const logOf = (jobId: string) =>
  stack
    .output()
    .split('\n')
    .filter((line) => line.includes(jobId));

describe('a fresh clone, tried as a new user would', () => {
  const jobs: string[] = [];

  it('rehearses a test company’s scripted faults on every run, whatever ran before', async () => {
    for (const round of [1, 2]) {
      const jobId = await submit('ratelimited-retail');
      jobs.push(jobId);
      const { value, seen } = await follow(jobId);
      expect(value.status, `round ${round}`).toBe('done');
      expect(
        seen.some((job) => job.processing_state === 'delayed'),
        `round ${round}: delayed`,
      ).toBe(true);
    }
  }, 180_000);

  it('still replays an ordinary company, and the replay’s preview shows the roster its result came from', async () => {
    const first = await submit('acme-robotics');
    expect((await follow(first)).value.status).toBe('done');
    const second = await submit('acme-robotics');
    expect((await follow(second)).value.status).toBe('done');
    // A replay goes from match_company straight to the published result: no roster scan of its own.
    expect(logOf(second).some((line) => line.includes('stage scan_team'))).toBe(false);

    const original = await api('GET', `/v1/jobs/${first}/preview`);
    const replayed = await api('GET', `/v1/jobs/${second}/preview`);
    expect(replayed.body.people.length).toBeGreaterThan(0);
    expect(replayed.body.people).toEqual(original.body.people);

    const cli = await script('cli/ctp.ts', ['preview', second], {
      ...freshEnv(),
      CTP_BASE_URL: baseUrl,
      CTP_API_KEY: DEMO_KEY,
    });
    expect(cli.code, cli.out).toBe(0);
    expect(cli.out).toContain('Maya Chen');
    expect(cli.out).not.toContain('No people in the preview yet');
  }, 180_000);

  it('logs each job’s lifecycle and the error code of a 4xx, and folds repeated polls', async () => {
    const missing = await submit('no-such-company-anywhere');
    expect((await follow(missing)).value.status).toBe('not_found');
    await api('GET', '/v1/jobs/job_nope');

    const [delayedJob] = jobs;
    const lines = await pollFor(
      () => {
        const found = logOf(delayedJob ?? '');
        return found.some((line) => line.includes('charged')) ? found : null;
      },
      { timeout: 30_000, what: 'the done line' },
    );
    const text = lines.join('\n');
    expect(text).toMatch(/job job_\w+ accepted {2}"ratelimited-retail" {2}persona owners-founders/);
    expect(text).toContain('stage match_company');
    expect(text).toMatch(/delayed in scan_team until \d{4}-/);
    expect(text).toContain('retrying scan_team');
    expect(text).toMatch(/done {2}\d+ (person|people) {2}charged 1 credit/);
    // The client polled every 100 ms for seconds: the log shows the runs folded, not each poll.
    const polls = lines.filter((line) => line.includes(`GET /v1/jobs/${delayedJob} → 200`));
    const folded = lines.filter((line) => /… ×\d+ more: GET/.test(line));
    expect(folded.length).toBeGreaterThan(0);
    expect(polls.length).toBeLessThan(20);

    await pollFor(() => (logOf(missing).some((line) => line.includes('not_found: ')) ? true : null), {
      timeout: 30_000,
      what: 'the not_found line',
    });
    expect(logOf(missing).join('\n')).toMatch(/not_found: No company matches .* not charged/);
    await pollFor(
      () => (stack.output().includes('GET /v1/jobs/job_nope → 404 job_not_found') ? true : null),
      { timeout: 10_000, what: 'the 404 line with its code' },
    );
  }, 120_000);

  it('refuses a second npm start on the data folder in use, naming the process, and leaves the first one’s files', async () => {
    const second = secondStart as StartedChild;
    try {
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`in use by process ${stack.child.pid} (npm start`);
      expect(second.output()).not.toContain('is running at');
    } finally {
      second.killTree();
    }
    expect(existsSync(path.join(dataDir, 'endpoints.json'))).toBe(true);
    expect((await api('GET', '/v1/account')).status).toBe(200);

    // The admin CLI works through the running stack and starts no DynamoDB Local of its own.
    const admin = await script('local/admin.ts', ['list-accounts'], freshEnv());
    expect(admin.code, admin.out).toBe(0);
    expect(admin.out).toContain('the running local stack');
  }, 120_000);

  it('refuses an admin command on a folder another live process holds, instead of opening its data a second time', async () => {
    const held = path.join(dir, 'held');
    rmSync(held, { recursive: true, force: true });
    const { mkdirSync } = await import('node:fs');
    mkdirSync(held, { recursive: true });
    // A live process (this test's) holds it, and no stack answers there.
    writeFileSync(
      path.join(held, 'ctp.lock'),
      JSON.stringify({ pid: process.pid, holder: 'npm start', since: new Date().toISOString() }),
    );
    const admin = await script('local/admin.ts', ['list-accounts'], freshEnv({ CTP_DATA_DIR: held }));
    expect(admin.code, admin.out).not.toBe(0);
    expect(admin.out).toContain(`in use by process ${process.pid}`);
    expect(existsSync(path.join(held, 'dynamodb'))).toBe(false);
  }, 60_000);

  it('does not print a rotated demo key on the next start, and says how to get a live one', async () => {
    const rotated = await script('local/admin.ts', ['rotate-key', '--key', DEMO_KEY, '--json'], freshEnv());
    expect(rotated.code, rotated.out).toBe(0);
    await stop(stack);
    expect(existsSync(path.join(dataDir, 'ctp.lock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'endpoints.json'))).toBe(false);

    stack = startChild(freshEnv());
    baseUrl = await stack.ready();
    const banner = stack.output();
    expect(banner).toContain(`API key: ${DEMO_KEY} was revoked or rotated`);
    expect(banner).toContain('npm run admin -- issue-key --account acct_');
    const tryLine = banner.split('\n').find((line) => line.includes('Try:')) ?? '';
    expect(tryLine).not.toContain(DEMO_KEY);
    expect(tryLine).toContain('<API_KEY>');
  }, 180_000);
});

describe('npm start with a bad CTP_NETWORK_FILE', () => {
  it('refuses at once, in one line naming the file and its first error, before starting anything', async () => {
    const file = badNetworkFile;
    const elsewhere = badDataDir;
    const bad = badStart as StartedChild;
    try {
      expect(await bad.exited).toBe(1);
    } finally {
      bad.killTree();
    }
    const lines = bad
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`CTP_NETWORK_FILE=${file}: companies[0].id: must be a whole number`);
    expect(existsSync(elsewhere)).toBe(false);
    expect(readFileSync(file, 'utf8')).toContain('"x"');
  }, 60_000);
});
