import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, inject, it } from 'vitest';
import { loadConfig } from '../../functions/shared/config.js';
import { tableNames } from '../../functions/shared/deps.js';
import { runAdmin } from '../../local/admin.js';
import { client, expectEnvelope, newAccount, stores } from './helpers.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// tsx's loader in the Node that runs the tests: one process a call (tsx's CLI would start a second one
// to run the script in), and no npm start-up.
const TSX = ['--import', 'tsx'];
const dynamoEndpoint = inject('dynamoEndpoint');
const tables = tableNames(loadConfig({ CTP_MODE: 'local' }));

/** Explicit tables at the suite's DynamoDB Local: the deployed-tables path, pointed at the local stack. */
const suiteTarget = {
  CTP_TARGET: 'aws',
  CTP_DYNAMODB_ENDPOINT: dynamoEndpoint,
  CTP_ACCOUNTS_TABLE: tables.accounts,
  CTP_API_KEYS_TABLE: tables.apiKeys,
  AWS_REGION: 'us-east-1',
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  json: any;
}

/** stdout as JSON when the command was asked for it; null otherwise, or when it is not JSON (the assertion shows stdout). */
function parsedJson(args: string[], stdout: string): unknown {
  try {
    return args.includes('--json') && stdout ? JSON.parse(stdout) : null;
  } catch {
    return null;
  }
}

/**
 * `npm run admin -- <args>` as the shell runs it: a Node process of its own, its exit code as the shell
 * sees it. For what only the process shows: the exit codes 1 and 2, the key printed once on stdout,
 * the running stack found through endpoints.json from the environment alone.
 */
function adminProcess(
  args: string[],
  env: Record<string, string | undefined> = suiteTarget,
): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...TSX, 'local/admin.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, ...env }, timeout: 25_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr, json: parsedJson(args, stdout) });
      },
    );
  });
}

/**
 * The same command through the CLI's own entry, `runAdmin` (local/admin.ts), in this process: the same
 * arguments, environment and tables, stdout and stderr captured, the exit code it returns. A process
 * per call cost about 0.7 CPU-s (Node, tsx and the SDK loaded again) and proved nothing more here.
 */
async function admin(
  args: string[],
  env: Record<string, string | undefined> = suiteTarget,
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await runAdmin(
    args,
    { ...process.env, ...env },
    {
      out: (text) => {
        stdout += text;
      },
      err: (text) => {
        stderr += text;
      },
    },
  );
  return { code, stdout, stderr, json: parsedJson(args, stdout) };
}

function expectSuccess(result: CliResult) {
  if (result.code !== 0) throw new Error(`admin exited ${result.code}:\n${result.stderr}\n${result.stdout}`);
}

// Each test makes its own accounts: they run at once. Most calls go through runAdmin in this process;
// adminProcess where the process is what is checked.
describe.concurrent('the operator CLI (npm run admin)', () => {
  it('creates an account whose key works at once, is printed once and is stored only as its SHA-256 hash', async ({
    expect,
  }) => {
    const [created, plain] = await Promise.all([
      admin([
        'create-account',
        '--tier',
        'premium',
        '--credits',
        '7',
        '--concurrency',
        '4',
        '--name',
        'CLI test',
        '--json',
      ]),
      adminProcess(['create-account', '--tier', 'free']),
    ]);
    expectSuccess(created);
    expect(created.stderr).toContain(`admin: using deployed tables ${tables.accounts} and ${tables.apiKeys}`);
    const { api_key: key, account } = created.json;
    expect(Object.keys(created.json)[0]).toBe('api_key');
    expect(key).toMatch(/^ctp_/);
    expect(account).toMatchObject({ tier: 'premium', concurrency_limit: 4, balance: 7, name: 'CLI test' });

    const seen = await client(key).get('/v1/account');
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      account_id: account.account_id,
      tier: 'premium',
      concurrency_limit: 4,
      credits_balance: 7,
    });

    const stored = await stores.apiKeys.findByHash(sha256(key));
    expect(stored).toMatchObject({ account_id: account.account_id, status: 'active' });
    expect(Object.values(stored ?? {})).not.toContain(key);
    expect(JSON.stringify(stored)).not.toContain(key.slice(10));

    // Text output: the key once, the warning that it will not be shown again, and never its hash.
    expectSuccess(plain);
    const textKey = /^API key: (\S+)$/m.exec(plain.stdout)?.[1] ?? '';
    expect(plain.stdout).toMatch(/shown only once/);
    expect(plain.stdout).not.toContain(sha256(textKey));
    expect((await client(textKey).get('/v1/account')).body).toMatchObject({
      tier: 'free',
      credits_balance: 0,
    });
  });

  it('grants credits that the API shows at once with a ledger entry, and lists the account', async ({
    expect,
  }) => {
    const api = await newAccount({ credits: 3 });
    const [granted, listed] = await Promise.all([
      admin(['grant', '--account', api.accountId, '--credits', '5', '--note', 'Goodwill', '--json']),
      admin(['list-accounts', '--json']),
    ]);
    expectSuccess(granted);
    expect(granted.json.account).toMatchObject({ account_id: api.accountId, balance: 8 });

    const { body } = await api.get('/v1/account');
    expect(body.credits_balance).toBe(8);
    expect(body.ledger[0]).toMatchObject({ type: 'grant', amount: 5, note: 'Goodwill' });

    expectSuccess(listed);
    const row = listed.json.accounts.find((a: any) => a.account_id === api.accountId);
    expect(row).toMatchObject({ tier: 'starter', concurrency_limit: 3 });
    expect(row).not.toHaveProperty('webhook_secret');
  });

  it('issues a second working key, and a revoked key is refused on the very next request', async ({
    expect,
  }) => {
    const first = await newAccount();
    const issued = await admin(['issue-key', '--account', first.accountId, '--json']);
    expectSuccess(issued);
    const second = client(issued.json.api_key);
    expect((await second.get('/v1/account')).body.account_id).toBe(first.accountId);

    const revoked = await admin(['revoke-key', '--key', first.key, '--json']);
    expectSuccess(revoked);
    expect(revoked.json).toMatchObject({ account_id: first.accountId, status: 'revoked' });
    expectEnvelope(await first.get('/v1/account'), 401, 'invalid_api_key');
    expect((await second.get('/v1/account')).status).toBe(200);

    const keys = await admin(['list-keys', '--account', first.accountId, '--json']);
    expectSuccess(keys);
    expect(keys.json.keys.map((k: any) => [k.key_hash, k.status])).toEqual([
      [sha256(first.key), 'revoked'],
      [sha256(second.key), 'active'],
    ]);
  });

  it('exits 1 with the domain error for an unknown account and 2 for an unknown command or a bad number', async ({
    expect,
  }) => {
    const [missing, unknown, fractional] = await Promise.all([
      adminProcess(['grant', '--account', 'acct_doesnotexist', '--credits', '1', '--json']),
      adminProcess(['frobnicate']),
      admin(['grant', '--account', 'acct_x', '--credits', '1.5']),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('error: account_not_found: No account acct_doesnotexist.');
    expect(missing.json.error.code).toBe('account_not_found');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "frobnicate"');
    expect(fractional.code).toBe(2);
    expect(fractional.stderr).toContain('--credits must be a whole number');
  });

  it('finds a running local stack through endpoints.json when no target is set', async ({ expect }) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ctp-admin-'));
    try {
      await writeFile(path.join(dataDir, 'endpoints.json'), JSON.stringify({ dynamodb: dynamoEndpoint }));
      const listed = await adminProcess(['list-accounts', '--json'], {
        CTP_DATA_DIR: dataDir,
        CTP_TARGET: undefined,
        CTP_ACCOUNTS_TABLE: undefined,
        CTP_DYNAMODB_ENDPOINT: undefined,
      });
      expectSuccess(listed);
      expect(listed.stderr).toContain(
        `admin: using the running local stack (DynamoDB Local ${dynamoEndpoint}`,
      );
      expect(Array.isArray(listed.json.accounts)).toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.concurrent('admin rotate-key', () => {
  it('issues a replacement key that takes over the old key’s jobs, and the old key is refused at once', async ({
    expect,
  }) => {
    const api = await newAccount();
    const submitted = await api.post('/v1/jobs', {
      input: 'glacier-freight',
      operation: 'target_people',
      persona: 'owners-founders',
    });
    expect(submitted.status).toBe(202);
    const jobId = submitted.body.job_id as string;

    const rotated = await admin(['rotate-key', '--key', api.key, '--json']);
    expectSuccess(rotated);
    expect(rotated.json).toMatchObject({
      account_id: api.accountId,
      replaced: { key_hash: sha256(api.key), status: 'revoked' },
    });
    const successor = client(rotated.json.api_key as string);
    expect((await successor.get(`/v1/jobs/${jobId}`)).body.status).toBe('processing');
    expect((await successor.get('/v1/jobs')).body.jobs.map((j: { job_id: string }) => j.job_id)).toEqual([
      jobId,
    ]);
    expectEnvelope(await api.get(`/v1/jobs/${jobId}`), 401, 'invalid_api_key');

    // Another key of the account still does not see it; a revoked key cannot be rotated again.
    const other = await admin(['issue-key', '--account', api.accountId, '--json']);
    expectEnvelope(await client(other.json.api_key as string).get(`/v1/jobs/${jobId}`), 404, 'job_not_found');
    const again = await admin(['rotate-key', '--key', api.key]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already revoked');
  });
});
