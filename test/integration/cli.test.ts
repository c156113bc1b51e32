import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type CliIo, ExitCode, run } from '../../cli/main.js';
import { displayWidth } from '../../cli/render.js';
import { baseUrl, newAccount, stack } from './twins.js';

/**
 * The `ctp` command-line client. What the CLI does (parsing, output, tables, JSON, error envelopes,
 * exit codes as `run()` returns them, help, an unreachable API) is checked in the test's process:
 * `run(argv, io)` from cli/main.ts with captured output that is not a terminal, and CTP_BASE_URL and
 * CTP_API_KEY from `io.env`, as cli/ctp.ts passes them from the process. Two more in-process checks use
 * a fake terminal, for what a pipe cannot show (the live line, truncation, Ctrl+C).
 *
 * Child processes only where the process is the behaviour, four of them:
 * - `submit --wait` to done through tsx, as users run it: the exit code as the shell sees it, stdout
 *   of a real pipe (not a TTY: progress never rewritten with `\r`), stderr a stream of its own;
 * - a bad key: exit code 1 as the shell sees it, `error: invalid_api_key` on stderr;
 * - `npx ctp` through the package bin (the status command a submit's hint names), and `npx ctp help`
 *   twice, quietly, on the machine's own Node from a fresh cache.
 */

const require = createRequire(import.meta.url);
const TSX_CLI = require.resolve('tsx/cli');
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI as a child process through tsx on the tests' Node; `launcher` runs it another way (`npx ctp`). */
function ctpProcess(
  args: string[],
  env: Record<string, string | undefined> = {},
  launcher: [string, ...string[]] = [process.execPath, TSX_CLI, 'cli/ctp.ts'],
): Promise<CliResult> {
  const childEnv: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...process.env, CTP_BASE_URL: baseUrl, ...env })) {
    if (value !== undefined) childEnv[name] = value;
  }
  return new Promise((resolve, reject) => {
    const [command, ...prefix] = launcher;
    const child = spawn(command, [...prefix, ...args], {
      cwd: REPO_ROOT,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * An in-process run with captured output. `env` is the CLI's environment as a process would get it:
 * CTP_BASE_URL is the stack's unless `env` sets it, and an `undefined` value leaves a variable unset.
 * `tty` makes stdout a terminal of that many columns; without it neither stream is a terminal.
 */
function fakeIo(env: Record<string, string | undefined> = {}, tty?: number) {
  const out = { stdout: '', stderr: '' };
  const interrupt = new AbortController();
  const io: CliIo = {
    stdout: {
      write: (text) => {
        out.stdout += text;
      },
      isTTY: tty !== undefined,
      columns: tty,
    },
    stderr: {
      write: (text) => {
        out.stderr += text;
      },
      isTTY: false,
    },
    env: { CTP_BASE_URL: baseUrl, ...env },
    interrupt: interrupt.signal,
  };
  return { io, out, interrupt };
}

/** One command line in the test's process, not a terminal: what the child process would print and return. */
async function ctp(args: string[], env: Record<string, string | undefined> = {}): Promise<CliResult> {
  const { io, out } = fakeIo(env);
  const code = await run(args, io);
  return { code, stdout: out.stdout, stderr: out.stderr };
}

const show = (r: CliResult) => `exit ${r.code}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`;

/** A port on which nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe.concurrent('ctp, the command-line client (in-process, not a TTY)', { timeout: 60_000 }, () => {
  it('submit --wait follows a job to done and prints the ranked people with their why', async () => {
    const api = await newAccount();
    const result = await ctp(['submit', 'acme-robotics', '--persona', 'owners-founders', '--wait'], {
      CTP_API_KEY: api.key,
    });
    expect(result.code, show(result)).toBe(ExitCode.ok);

    const jobId = /Submitted (job_\w+)/.exec(result.stdout)?.[1];
    expect(jobId, show(result)).toBeDefined();
    const job = (await api.get(`/v1/jobs/${jobId}`)).body;
    expect(job.status).toBe('done');
    const first = job.target_people.find((p: any) => p.rank_in_company === 1);

    // Not a TTY: progress is one line per change, never rewritten in place.
    expect(result.stdout).not.toContain('\r');
    expect(result.stdout).toMatch(/^\[\s*\d+s\] .*(match_company|scan_team|done)/m);
    // The table: a header, then rank 1 with its name, role, decision maker, email status and the
    // whole why (nothing is cut when the output is not a terminal).
    expect(result.stdout).toMatch(/^RANK\s+NAME\s+ROLE\s+DECISION MAKER\s+EMAIL\s+WHY$/m);
    const row = result.stdout.split('\n').find((line) => /^\s*1\s{2}/.test(line));
    expect(row, show(result)).toBeDefined();
    expect(row).toContain(first.person.name);
    expect(row).toContain(first.professional.role);
    expect(row).toMatch(first.is_decision_maker ? /\byes\b/ : /\bno\b/);
    expect(row).toContain(first.contact.email.status);
    expect(row?.endsWith(first.why)).toBe(true);
  });

  it('submit --wait --json prints the final job: done, with target_people', async () => {
    const api = await newAccount();
    const result = await ctp(
      ['submit', 'acme-robotics', '--persona', 'owners-founders', '--wait', '--json'],
      {
        CTP_API_KEY: api.key,
      },
    );
    expect(result.code, show(result)).toBe(ExitCode.ok);
    const job = JSON.parse(result.stdout);
    expect(job).toMatchObject({ status: 'done', credits_charged: 1 });
    expect(job.target_people.length).toBeGreaterThan(0);
    expect(job.target_people[0]).toMatchObject({ rank_in_company: 1, why: expect.any(String) });
  });

  it('submit --wait exits 3 when the job ends without a result, using the default persona', async () => {
    const api = await newAccount();
    const result = await ctp(['submit', 'no-such-company', '--wait'], { CTP_API_KEY: api.key });
    expect(result.code, show(result)).toBe(ExitCode.jobNotDone);
    expect(result.stdout).toContain('not_found');
    expect(result.stdout).toContain('persona owners-founders');
  });

  it('a bad key exits 1 with the API error code', async () => {
    const result = await ctp(['account'], { CTP_API_KEY: 'ctp_not_a_real_key' });
    expect(result.code, show(result)).toBe(ExitCode.apiError);
    expect(result.stderr).toMatch(/^error: invalid_api_key: /m);
  });

  it('a bad key with --json also prints the error envelope on stdout', async () => {
    const result = await ctp(['list', '--json'], { CTP_API_KEY: 'ctp_not_a_real_key' });
    expect(result.code, show(result)).toBe(ExitCode.apiError);
    expect(JSON.parse(result.stdout)).toMatchObject({ error: { code: 'invalid_api_key' } });
  });

  it('a missing key is a usage error with a clear message', async () => {
    const result = await ctp(['account'], { CTP_API_KEY: undefined });
    expect(result.code, show(result)).toBe(ExitCode.usage);
    expect(result.stderr).toContain('no API key');
    expect(result.stderr).toContain('CTP_API_KEY');
  });

  it('submit without --wait, then list --json shows the job', async () => {
    const api = await newAccount();
    const submitted = await ctp(['submit', 'acme-robotics', '--persona', 'owners-founders', '--json'], {
      CTP_API_KEY: api.key,
    });
    expect(submitted.code, show(submitted)).toBe(ExitCode.ok);
    const { job_id } = JSON.parse(submitted.stdout);
    expect(job_id).toMatch(/^job_/);

    const listed = await ctp(['list', '--json', '--q', 'acme'], { CTP_API_KEY: api.key });
    expect(listed.code, show(listed)).toBe(ExitCode.ok);
    const body = JSON.parse(listed.stdout);
    expect(body.count).toBe(1);
    expect(body.jobs[0]).toMatchObject({ job_id, input: 'acme-robotics' });
  });

  it('account --json prints the account', async () => {
    const api = await newAccount({ credits: 7 });
    const result = await ctp(['account', '--json'], { CTP_API_KEY: api.key });
    expect(result.code, show(result)).toBe(ExitCode.ok);
    expect(JSON.parse(result.stdout)).toMatchObject({
      account_id: api.accountId,
      credits_balance: 7,
      default_persona: 'owners-founders',
    });
  });

  it('personas create, then personas lists it next to the system persona', async () => {
    const api = await newAccount();
    const created = await ctp(
      [
        'personas',
        'create',
        '--name',
        'Sales leaders',
        '--definition',
        'Heads of sales, VPs of sales and sales directors. Exclude account executives and SDRs.',
      ],
      { CTP_API_KEY: api.key },
    );
    expect(created.code, show(created)).toBe(ExitCode.ok);
    expect(created.stdout).toContain('Created persona sales-leaders (Sales leaders)');
    expect(created.stdout).toMatch(
      /^Read as: Keeps heads and directors, vice presidents in sales, or more senior; excludes /m,
    );

    const listed = await ctp(['personas'], { CTP_API_KEY: api.key });
    expect(listed.code, show(listed)).toBe(ExitCode.ok);
    expect(listed.stdout).toMatch(/^SLUG\s+NAME\s+DEFAULT\s+DEFINITION$/m);
    expect(listed.stdout).toMatch(/^owners-founders\s+Owners & founders\s+yes\s+\[system\]/m);
    expect(listed.stdout).toMatch(/^sales-leaders\s+Sales leaders\s+Heads of sales/m);
    expect(listed.stdout).toContain('How each definition was read:');
    expect(listed.stdout).toMatch(/^ {2}owners-founders: Keeps founders and owners/m);
    expect(listed.stdout).toMatch(/^ {2}sales-leaders: Keeps /m);
  });

  it('an unknown command, an unknown option and a missing argument exit 2', async () => {
    const [command, option, argument] = await Promise.all([
      ctp(['frobnicate'], { CTP_API_KEY: 'ctp_unused' }),
      ctp(['list', '--wait'], { CTP_API_KEY: 'ctp_unused' }),
      ctp(['status'], { CTP_API_KEY: 'ctp_unused' }),
    ]);
    expect(command.code, show(command)).toBe(ExitCode.usage);
    expect(command.stderr).toContain('unknown command "frobnicate"');
    expect(option.code, show(option)).toBe(ExitCode.usage);
    expect(option.stderr).toContain('does not take --wait');
    expect(argument.code, show(argument)).toBe(ExitCode.usage);
    expect(argument.stderr).toContain('<job_id>');
  });

  it('an unreachable base URL exits 4', async () => {
    const port = await closedPort();
    const result = await ctp(['list'], {
      CTP_API_KEY: 'ctp_unused',
      CTP_BASE_URL: `http://127.0.0.1:${port}`,
    });
    expect(result.code, show(result)).toBe(ExitCode.network);
    expect(result.stderr).toContain(`cannot reach the API at http://127.0.0.1:${port}`);
  });

  it('help and <command> --help exit 0 with examples', async () => {
    const [help, submitHelp] = await Promise.all([ctp(['help']), ctp(['submit', '--help'])]);
    expect(help.code, show(help)).toBe(ExitCode.ok);
    expect(help.stdout).toContain('Exit codes:');
    expect(submitHelp.code, show(submitHelp)).toBe(ExitCode.ok);
    expect(submitHelp.stdout).toContain('Examples:');
    expect(submitHelp.stdout).toContain('--idempotency-key');
  });
});

// Generous timeouts: each test starts Node processes, which is slow on a busy machine.
describe.concurrent('ctp as a process (child process, not a TTY)', { timeout: 60_000 }, () => {
  it('submit --wait exits 0 as the shell sees it, progress one line per change on a pipe, stderr its own stream', async () => {
    const api = await newAccount();
    const result = await ctpProcess(['submit', 'acme-robotics', '--persona', 'owners-founders', '--wait'], {
      CTP_API_KEY: api.key,
    });
    expect(result.code, show(result)).toBe(ExitCode.ok);

    const jobId = /Submitted (job_\w+)/.exec(result.stdout)?.[1];
    expect(jobId, show(result)).toBeDefined();
    expect((await api.get(`/v1/jobs/${jobId}`)).body.status).toBe('done');

    // Stdout is a pipe, which cli/ctp.ts reports as not a TTY: progress is one line per change,
    // never rewritten in place, and the table follows. Nothing went to stderr.
    expect(result.stdout).not.toContain('\r');
    expect(result.stdout).toMatch(/^\[\s*\d+s\] .*(match_company|scan_team|done)/m);
    expect(result.stdout).toMatch(/^RANK\s+NAME\s+ROLE\s+DECISION MAKER\s+EMAIL\s+WHY$/m);
    expect(result.stderr, show(result)).toBe('');
  });

  it('a bad key exits 1 as the shell sees it, with the API error code on stderr', async () => {
    const result = await ctpProcess(['account'], { CTP_API_KEY: 'ctp_not_a_real_key' });
    expect(result.code, show(result)).toBe(ExitCode.apiError);
    expect(result.stderr).toMatch(/^error: invalid_api_key: /m);
    expect(result.stdout, show(result)).toBe('');
  });
});

describe.concurrent('ctp in a terminal (in-process, fake TTY)', { timeout: 60_000 }, () => {
  it('rewrites one progress line in place and fits the table to the terminal width', async () => {
    const api = await newAccount();
    const { io, out } = fakeIo({ CTP_API_KEY: api.key }, 72);
    // The job is held at its company lookup until the CLI has drawn its live line: a rewrite to see
    // however fast the stack finishes a job.
    const release = stack.gate.hold('acme-robotics');
    const write = io.stdout.write;
    io.stdout.write = (text) => {
      write(text);
      if (out.stdout.includes('\r\x1b[K[')) release();
    };
    const code = await run(['submit', 'acme-robotics', '--persona', 'owners-founders', '--wait'], io);
    release();
    expect(code, out.stderr).toBe(ExitCode.ok);
    expect(out.stdout).toContain('\r\x1b[K[');
    // No rewrite of the live line, and no line of the table, is wider than the terminal.
    const table = out.stdout.slice(out.stdout.indexOf('RANK')).split('\n');
    const live = out.stdout.split('\r\x1b[K').slice(1, -1);
    expect(live.length).toBeGreaterThan(0);
    for (const line of [...live, ...table]) expect(displayWidth(line.trimEnd())).toBeLessThanOrEqual(72);
    // The why is cut to the width, with an ellipsis.
    expect(out.stdout).toMatch(/^\s*1\s{2}.*…$/m);
  });

  it('Ctrl+C while waiting stops waiting, does not cancel, and says how to resume', async () => {
    const api = await newAccount();
    // glacier-freight is held by the stack's gate (twins.ts): the job is still running when we stop.
    const { body } = await api.post('/v1/jobs', {
      input: 'glacier-freight',
      operation: 'target_people',
      persona: 'owners-founders',
    });
    const { io, out, interrupt } = fakeIo({ CTP_API_KEY: api.key });
    const write = io.stdout.write;
    io.stdout.write = (text) => {
      write(text);
      if (text.startsWith('[')) interrupt.abort(); // after the first progress line
    };
    const code = await run(['status', body.job_id, '--wait'], io);
    expect(code, out.stderr).toBe(ExitCode.interrupted);
    expect(out.stderr).toContain(`npx ctp status ${body.job_id} --wait`);
    expect((await api.get(`/v1/jobs/${body.job_id}`)).body.status).toBe('processing');
    await api.post(`/v1/jobs/${body.job_id}/cancel`);
  });
});

// The two npx runs share nothing (the second has its own npx cache): they run side by side.
describe.concurrent('npx ctp', { timeout: 60_000 }, () => {
  it('runs the CLI from the project through its package bin, and every hint it prints is a command that runs', async () => {
    // The hints are what the CLI prints, the same in this process as in a child (help and submit run
    // here); what they name, `npx ctp`, runs as a process through the package bin: each npx run costs
    // about 2 CPU-s of npm's own (it reads the project's tree and links the package into its cache).
    const api = await newAccount();
    const npx = (args: string[]) => ctpProcess(args, { CTP_API_KEY: api.key }, ['npx', '--no', 'ctp']);

    const help = await ctp(['help'], { CTP_API_KEY: api.key });
    expect(help.code, show(help)).toBe(0);
    expect(help.stdout).toContain('Usage: npx ctp <command>');

    const submitted = await ctp(['submit', 'glacier-freight', '--persona', 'owners-founders'], {
      CTP_API_KEY: api.key,
    });
    expect(submitted.code, show(submitted)).toBe(0);
    const hint = /Follow it: {2}(npx ctp status (job_\w+) --wait)/.exec(submitted.stdout);
    expect(hint, show(submitted)).not.toBeNull();
    // The hint's command through npx (with --json in place of --wait, which would wait for the held job).
    const status = await npx(['status', hint?.[2] ?? '', '--json']);
    expect(status.code, show(status)).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ job_id: hint?.[2], status: 'processing' });
    await api.post(`/v1/jobs/${hint?.[2]}/cancel`);
  });

  it('runs quietly when npx itself runs on the machine’s own Node (20, say), from a fresh npx cache', async () => {
    // npm as a new user runs it: the machine's node first on PATH, not the project's node_modules/.bin,
    // and an npx cache that has never installed the project (where npm used to warn about engines).
    const path = (process.env.PATH ?? '')
      .split(':')
      .filter((dir) => !dir.includes('node_modules'))
      .join(':');
    const cache = mkdtempSync(join(tmpdir(), 'ctp-npx-cache-'));
    try {
      const env = { PATH: path, npm_config_cache: cache, CTP_API_KEY: 'ctp_unused_key' };
      for (const round of [1, 2]) {
        const help = await ctpProcess(['help'], env, ['npx', '--no', 'ctp']);
        expect(help.code, `round ${round}: ${show(help)}`).toBe(0);
        expect(help.stdout).toContain('Usage: npx ctp <command>');
        expect(help.stderr, `round ${round}`).toBe('');
      }
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });
});
