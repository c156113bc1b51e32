import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { TableNames } from '../functions/adapters/dynamodb/tables.js';
import { cryptoIds, systemClock } from '../functions/adapters/ids.js';
import {
  ADMIN_LIMITS,
  type AdminDeps,
  accountSummary,
  createAccount,
  grantCredits,
  issueKey,
  listAccounts,
  listKeys,
  revokeKey,
  rotateKey,
  setPlan,
} from '../functions/core/admin.js';
import { hashApiKey } from '../functions/core/api-keys.js';
import type { PriceTable } from '../functions/core/cost.js';
import { accountCost, jobCost, usd } from '../functions/core/cost-report.js';
import { AccountExistsError, DomainError } from '../functions/core/errors.js';
import { type ApiKeyRecord, Tier } from '../functions/core/model.js';
import type { CostStore } from '../functions/core/ports.js';
import { type Config, ConfigError, loadConfig, Mode } from '../functions/shared/config.js';
import { priceTable } from '../functions/shared/prices.js';
import { localDataDir } from './config.js';
import type { RunningService } from './emulators.js';

/**
 * `npm run admin -- <command>`: the operator's CLI. Flags are parsed and checked here; every rule about
 * accounts, keys and credits is in functions/core/admin.ts. Output goes to stdout (text, or JSON with
 * --json); the note saying which tables were used, and errors, go to stderr.
 */

const ExitCode = { ok: 0, failed: 1, usage: 2 } as const;

/** A mistake in how the CLI was called: exit 2, nothing was attempted. */
class UsageError extends Error {}

const USAGE = `Company Target-People operator CLI

Usage: npm run admin -- <command> [flags] [--json]

Commands:
  create-account --tier free|starter|premium [--credits N] [--concurrency N] [--name "..."]
      Create an account and its first API key. The key is printed once and never again.
      --credits defaults to 0; --concurrency defaults to the tier's limit (free 1, starter 3, premium 10).
  issue-key --account ID
      Issue another API key for the account (printed once).
  revoke-key (--key KEY | --hash SHA256HEX)
      Revoke a key. The API refuses it from the very next request on.
  rotate-key (--key KEY | --hash SHA256HEX)
      Issue a replacement key (printed once) that takes over every job of the old key, and revoke the
      old key at once, in one transaction.
  grant --account ID --credits N [--note "..."]
      Add N credits, or take them back with a negative N (a correction). Credits held by running
      jobs cannot be taken back, and the balance never goes below zero.
  set-plan --account ID [--tier free|starter|premium] [--concurrency N]
      Change the plan. A new tier brings its default limit unless --concurrency is given too.
  list-accounts
      All accounts, oldest first: id, name, tier, limit, balance, held, in flight, jobs, the jobs' cost
      at list prices (as job-cost counts it), created.
  job-cost JOB_ID
      What the job consumed at each provider, verifier and model (billed units, cache hits left out)
      and what that cost at list prices (functions/shared/prices.ts, replaced by CTP_PRICES).
  list-keys --account ID
      The account's keys: prefix, SHA-256 hash, status, created, revoked.
  help
      This text.

Every command takes --json to print JSON instead of text.
Whole numbers only: credits up to ${ADMIN_LIMITS.maxCredits}, concurrency 1 to ${ADMIN_LIMITS.maxConcurrency}.

Target:
  Deployed tables when CTP_TARGET=aws or CTP_ACCOUNTS_TABLE is set: table names from CTP_ACCOUNTS_TABLE
  and CTP_API_KEYS_TABLE (and CTP_JOBS_TABLE for job-cost and the costs in list-accounts), region from
  AWS_REGION, credentials from the usual AWS chain.
  Otherwise the local stack that \`npm start\` runs (found through <CTP_DATA_DIR or ./.local>/endpoints.json),
  or, when none is running, DynamoDB Local started on its data folder just for this command (refused,
  naming the process, while another process holds the folder's lock, <data folder>/ctp.lock).

Examples:
  npm run admin -- create-account --tier starter --credits 100 --name "Acme Ltd"
  npm run admin -- grant --account acct_1a2b3c --credits 50 --note "Annual top-up"
  npm run admin -- grant --account acct_1a2b3c --credits -5 --note "Refund of a test job"
  npm run admin -- revoke-key --hash 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
  npm run admin -- rotate-key --key ctp_…
  npm run admin -- list-accounts --json
  npm run admin -- job-cost job_8f3a2c1d
  CTP_TARGET=aws AWS_REGION=eu-west-1 CTP_ACCOUNTS_TABLE=prod-accounts CTP_API_KEYS_TABLE=prod-api-keys \\
    npm run admin -- list-accounts
`;

// ---------------------------------------------------------------------------------------------------------
// Flags

type FlagKind = 'string' | 'boolean';
type Flags = Record<string, string | boolean | undefined>;

const GLOBAL_FLAGS = { json: 'boolean', help: 'boolean' } as const satisfies Record<string, FlagKind>;

/**
 * parseArgs in its loose mode, with the checks done here: its own strict mode rejects `--credits -5` and
 * words its errors for positional arguments, which this CLI has none of.
 */
function parseFlags(args: string[], spec: Record<string, FlagKind>, positional?: string): Flags {
  const known: Record<string, FlagKind> = { ...spec, ...GLOBAL_FLAGS };
  const options = Object.fromEntries(
    Object.entries(known).map(([name, type]) => [name, name === 'help' ? { type, short: 'h' } : { type }]),
  );
  const { tokens } = parseArgs({ args, options, strict: false, allowPositionals: true, tokens: true });
  const takes = Object.keys(spec)
    .map((name) => `--${name}`)
    .join(', ');
  const flags: Flags = {};
  for (const token of tokens) {
    if (token.kind === 'positional') {
      // A command with one positional argument (job-cost's job id) takes it as that flag.
      if (positional && flags[positional] === undefined) {
        flags[positional] = token.value;
        continue;
      }
      throw new UsageError(`unexpected argument ${JSON.stringify(token.value)}`);
    }
    if (token.kind === 'option-terminator') continue;
    const type = known[token.name];
    if (type === undefined)
      throw new UsageError(
        `unknown flag ${token.rawName}${takes ? ` (this command takes ${takes})` : ' (this command takes no flags)'}`,
      );
    if (flags[token.name] !== undefined) throw new UsageError(`--${token.name} is given twice`);
    if (type === 'boolean') {
      if (token.value !== undefined) throw new UsageError(`--${token.name} takes no value`);
      flags[token.name] = true;
      continue;
    }
    // A following flag is not a value; a negative number is.
    if (token.value === undefined || (!token.inlineValue && /^-(?!\d)/.test(token.value)))
      throw new UsageError(`--${token.name} needs a value`);
    flags[token.name] = token.value;
  }
  return flags;
}

function text(flags: Flags, name: string): string | undefined {
  const value = flags[name];
  return typeof value === 'string' ? value : undefined;
}

function required(flags: Flags, name: string): string {
  const value = text(flags, name)?.trim();
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

function whole(flags: Flags, name: string, min: number, max: number): number | undefined {
  const raw = text(flags, name);
  if (raw === undefined) return undefined;
  const value = Number(raw.trim());
  if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max)
    throw new UsageError(
      `--${name} must be a whole number from ${min} to ${max}; got ${JSON.stringify(raw)}`,
    );
  return value;
}

function tier(flags: Flags): Tier | undefined {
  const raw = text(flags, 'tier');
  if (raw === undefined) return undefined;
  const tiers = Object.values(Tier) as string[];
  if (!tiers.includes(raw))
    throw new UsageError(`--tier must be one of ${tiers.join(', ')}; got ${JSON.stringify(raw)}`);
  return raw as Tier;
}

// ---------------------------------------------------------------------------------------------------------
// Commands

interface Output {
  json: unknown;
  lines: string[];
}

/** The operator's dependencies: the admin actions', plus each job's recorded cost and the price table. */
type CliDeps = AdminDeps & { costs: CostStore; prices: PriceTable };

interface Command<Input> {
  flags: Record<string, FlagKind>;
  /** The flag a lone positional argument stands for, if the command takes one. */
  positional?: string;
  /** Checks the flags before anything connects to a table. */
  parse(flags: Flags): Input;
  run(deps: CliDeps, input: Input): Promise<Output>;
}

const command = <Input>(definition: Command<Input>) => definition as Command<unknown>;

const SHOWN_ONCE =
  'This key is shown only once: store it now. Only its SHA-256 hash is kept, so it cannot be shown again.';

const plural = (n: number, word: string) => `${n} ${word}${Math.abs(n) === 1 ? '' : 's'}`;

/** The key first: nothing derived from a new key may be printed before the key itself. */
const newKeyJson = (apiKey: string, record: ApiKeyRecord) => ({
  api_key: apiKey,
  key_prefix: record.key_prefix,
  key_hash: record.key_hash,
  account_id: record.account_id,
  created_at: record.created_at,
});

const keyJson = (record: ApiKeyRecord) => ({
  key_prefix: record.key_prefix,
  key_hash: record.key_hash,
  account_id: record.account_id,
  status: record.status,
  created_at: record.created_at,
  revoked_at: record.revoked_at,
});

function table(headers: string[], rows: string[][]): string[] {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

/** `--key KEY` or `--hash SHA256HEX`, as the SHA-256 hash of the key. */
function keyHashFlag(flags: Flags): string {
  const key = text(flags, 'key')?.trim();
  const hash = text(flags, 'hash')?.trim();
  if ((key === undefined) === (hash === undefined))
    throw new UsageError('give either --key KEY or --hash SHA256HEX (one of them)');
  if (hash !== undefined) {
    if (!/^[0-9a-f]{64}$/i.test(hash))
      throw new UsageError('--hash must be the 64 hexadecimal characters of a SHA-256 hash (see list-keys)');
    return hash.toLowerCase();
  }
  if (!key) throw new UsageError('--key needs a value');
  return hashApiKey(key);
}

const COMMANDS: Record<string, Command<unknown>> = {
  'create-account': command({
    flags: { tier: 'string', credits: 'string', concurrency: 'string', name: 'string' },
    parse: (flags) => {
      const chosen = tier(flags);
      if (chosen === undefined) throw new UsageError('--tier is required (free, starter or premium)');
      return {
        tier: chosen,
        credits: whole(flags, 'credits', 0, ADMIN_LIMITS.maxCredits) ?? 0,
        concurrency_limit: whole(flags, 'concurrency', 1, ADMIN_LIMITS.maxConcurrency),
        name: text(flags, 'name'),
      };
    },
    run: async (deps, request) => {
      const { account, apiKey, record } = await createAccount(deps, request);
      // Generated ids do not collide in practice; if one did, the key returned would never have been stored.
      if (!record) throw new AccountExistsError();
      return {
        json: { ...newKeyJson(apiKey, record), account: accountSummary(account) },
        lines: [
          `Created account ${account.account_id}${account.name ? ` (${account.name})` : ''}`,
          `  tier     ${account.tier}`,
          `  limit    ${plural(account.concurrency_limit, 'job')} at a time`,
          `  balance  ${plural(account.balance, 'credit')}`,
          '',
          `API key: ${apiKey}`,
          SHOWN_ONCE,
        ],
      };
    },
  }),

  'issue-key': command({
    flags: { account: 'string' },
    parse: (flags) => required(flags, 'account'),
    run: async (deps, accountId) => {
      const { apiKey, record } = await issueKey(deps, accountId);
      return {
        json: newKeyJson(apiKey, record),
        lines: [`New API key for account ${accountId}: ${apiKey}`, SHOWN_ONCE],
      };
    },
  }),

  'revoke-key': command({
    flags: { key: 'string', hash: 'string' },
    parse: (flags) => keyHashFlag(flags),
    run: async (deps, keyHash) => {
      const { record, alreadyRevoked } = await revokeKey(deps, keyHash);
      const what = `key ${record.key_prefix}… of account ${record.account_id}`;
      return {
        json: { ...keyJson(record), already_revoked: alreadyRevoked },
        lines: [
          alreadyRevoked
            ? `The ${what} was already revoked at ${record.revoked_at}; nothing changed.`
            : `Revoked ${what} at ${record.revoked_at}. The API refuses it from now on.`,
        ],
      };
    },
  }),

  'rotate-key': command({
    flags: { key: 'string', hash: 'string' },
    parse: (flags) => keyHashFlag(flags),
    run: async (deps, keyHash) => {
      const { apiKey, record, replaced } = await rotateKey(deps, keyHash);
      return {
        json: { ...newKeyJson(apiKey, record), replaced: keyJson(replaced) },
        lines: [
          `New API key for account ${record.account_id}: ${apiKey}`,
          SHOWN_ONCE,
          `It takes over every job of key ${replaced.key_prefix}…, which was revoked at ${replaced.revoked_at}.`,
        ],
      };
    },
  }),

  grant: command({
    flags: { account: 'string', credits: 'string', note: 'string' },
    parse: (flags) => {
      const accountId = required(flags, 'account');
      const amount = whole(flags, 'credits', -ADMIN_LIMITS.maxCredits, ADMIN_LIMITS.maxCredits);
      if (amount === undefined) throw new UsageError('--credits is required');
      if (amount === 0) throw new UsageError('--credits must not be 0');
      return { accountId, amount, note: text(flags, 'note') };
    },
    run: async (deps, { accountId, amount, note }) => {
      const granted = await grantCredits(deps, accountId, amount, note);
      const { account } = granted;
      return {
        json: {
          account_id: accountId,
          credits: amount,
          note: granted.note,
          account: accountSummary(account),
        },
        lines: [
          `${amount > 0 ? `Granted ${plural(amount, 'credit')} to` : `Took back ${plural(-amount, 'credit')} from`} ${accountId} (${JSON.stringify(granted.note)}).`,
          `New balance: ${account.balance} (held ${account.held}, available ${account.available}).`,
        ],
      };
    },
  }),

  'set-plan': command({
    flags: { account: 'string', tier: 'string', concurrency: 'string' },
    parse: (flags) => {
      const plan = {
        accountId: required(flags, 'account'),
        tier: tier(flags),
        concurrency_limit: whole(flags, 'concurrency', 1, ADMIN_LIMITS.maxConcurrency),
      };
      if (plan.tier === undefined && plan.concurrency_limit === undefined)
        throw new UsageError('give --tier, --concurrency or both');
      return plan;
    },
    run: async (deps, { accountId, ...plan }) => {
      const account = await setPlan(deps, accountId, plan);
      return {
        json: accountSummary(account),
        lines: [
          `Plan of ${accountId}: tier ${account.tier}, ${plural(account.concurrency_limit, 'job')} at a time (${account.in_flight} in flight now).`,
        ],
      };
    },
  }),

  'list-accounts': command({
    flags: {},
    parse: () => undefined,
    run: async (deps) => {
      const summaries = (await listAccounts(deps)).map(accountSummary);
      // What each account's jobs cost us at list prices (never shown to the account itself).
      const accounts = await Promise.all(
        summaries.map(async (a) => ({
          ...a,
          cost: await accountCost(deps.costs, a.account_id, deps.prices),
        })),
      );
      return {
        json: { accounts },
        lines:
          accounts.length === 0
            ? ['No accounts yet.']
            : table(
                ['ID', 'NAME', 'TIER', 'LIMIT', 'BALANCE', 'HELD', 'IN FLIGHT', 'JOBS', 'COST', 'CREATED'],
                accounts.map((a) => [
                  a.account_id,
                  a.name ?? '-',
                  a.tier,
                  String(a.concurrency_limit),
                  String(a.balance),
                  String(a.held),
                  String(a.in_flight),
                  String(a.cost.jobs),
                  usd(a.cost.total_usd),
                  a.created_at,
                ]),
              ),
      };
    },
  }),

  'job-cost': command({
    flags: { job: 'string' },
    positional: 'job',
    parse: (flags) => required(flags, 'job'),
    run: async (deps, jobId) => {
      const report = await jobCost(deps.costs, jobId, deps.prices);
      return {
        json: report,
        lines: [
          `Job ${report.job_id} (account ${report.account_id}) consumed, at list prices:`,
          ...(report.lines.length === 0
            ? ['  nothing billed (every answer came from the caches, or the job made no paid call)']
            : table(
                ['UNIT', 'COUNT', 'COST'],
                report.lines.map((line) => [
                  line.unit,
                  String(line.count),
                  line.usd === null ? 'no price' : usd(line.usd),
                ]),
              ).map((line) => `  ${line}`)),
          `Total: ${usd(report.total_usd)}${report.unpriced.length > 0 ? ` (without ${report.unpriced.length} unpriced unit(s); set them in CTP_PRICES)` : ''}`,
        ],
      };
    },
  }),

  'list-keys': command({
    flags: { account: 'string' },
    parse: (flags) => required(flags, 'account'),
    run: async (deps, accountId) => {
      const keys = (await listKeys(deps, accountId)).map(keyJson);
      return {
        json: { account_id: accountId, keys },
        lines:
          keys.length === 0
            ? [`Account ${accountId} has no API keys.`]
            : table(
                ['PREFIX', 'HASH', 'STATUS', 'CREATED', 'REVOKED'],
                keys.map((k) => [k.key_prefix, k.key_hash, k.status, k.created_at, k.revoked_at ?? '-']),
              ),
      };
    },
  }),
};

// ---------------------------------------------------------------------------------------------------------
// Target

interface Target {
  deps: CliDeps;
  /** One line for stderr saying which tables the command used. */
  note: string;
  close(): Promise<void>;
}

const PROBE_TIMEOUT_MS = 1_500;

/** A path as the operator would type it: relative when under the working directory, else absolute. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/**
 * The service's config with the pipeline left out: CTP_MODE only chooses the pipeline starter, which the
 * CLI never builds, and in `aws` mode it would demand CTP_STATE_MACHINE_ARN for nothing.
 */
const storeConfig = (env: Record<string, string | undefined>): Config =>
  loadConfig({ ...env, CTP_MODE: Mode.local });

// The AWS SDK and the emulators are loaded only once a command has passed its flag checks: help and usage
// errors then answer at once, and s3rver (half a second to load) only when DynamoDB Local must be started.
const loadDeps = () => import('../functions/shared/deps.js');

async function openTables(
  config: Config,
  describe: (tables: TableNames) => string,
  stopEmulator?: () => Promise<void>,
): Promise<Target> {
  const { createDocumentClient, createStores, tableNames } = await loadDeps();
  const doc = createDocumentClient(config);
  const stores = createStores(config, doc);
  return {
    deps: {
      accounts: stores.accounts,
      apiKeys: stores.apiKeys,
      clock: systemClock,
      ids: cryptoIds,
      costs: stores.costs,
      prices: priceTable(config),
    },
    note: describe(tableNames(config)),
    close: async () => {
      doc.destroy();
      await stopEmulator?.();
    },
  };
}

/** Whether DynamoDB answers at the config's endpoint, within a short deadline. */
async function answers(config: Config): Promise<boolean> {
  const [{ createDocumentClient }, { ListTablesCommand }] = await Promise.all([
    loadDeps(),
    import('@aws-sdk/client-dynamodb'),
  ]);
  const doc = createDocumentClient(config);
  try {
    await doc.send(new ListTablesCommand({ Limit: 1 }), {
      abortSignal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return true;
  } catch {
    return false;
  } finally {
    doc.destroy();
  }
}

/** The DynamoDB endpoint written by a running `npm start`, if any (the stack may have died since). */
async function recordedDynamoEndpoint(endpointsFile: string): Promise<string | null> {
  try {
    const { dynamodb } = JSON.parse(await readFile(endpointsFile, 'utf8')) as { dynamodb?: unknown };
    return typeof dynamodb === 'string' ? dynamodb : null;
  } catch {
    return null;
  }
}

async function openTarget(env: Record<string, string | undefined>): Promise<Target> {
  const chosen = env.CTP_TARGET?.trim() || undefined;
  if (chosen !== undefined && chosen !== 'aws' && chosen !== 'local')
    throw new UsageError(`CTP_TARGET must be "aws" or "local"; got ${JSON.stringify(chosen)}`);
  const deployed = chosen === 'aws' || (chosen === undefined && Boolean(env.CTP_ACCOUNTS_TABLE?.trim()));

  if (deployed) {
    const config = storeConfig(env);
    const endpoint = config.CTP_DYNAMODB_ENDPOINT ?? env.AWS_ENDPOINT_URL_DYNAMODB?.trim();
    return openTables(
      config,
      (tables) =>
        `deployed tables ${tables.accounts} and ${tables.apiKeys} in ${config.AWS_REGION}${endpoint ? ` at ${endpoint}` : ''}`,
    );
  }

  const dataDir = path.resolve(localDataDir(env));
  const endpointsFile = path.join(dataDir, 'endpoints.json');
  const recorded = await recordedDynamoEndpoint(endpointsFile);
  if (recorded) {
    const config = storeConfig({ ...env, CTP_DYNAMODB_ENDPOINT: recorded });
    // A stack that was killed leaves its endpoints.json behind: only an answer proves it is running.
    if (await answers(config))
      return openTables(
        config,
        () => `the running local stack (DynamoDB Local ${recorded}, from ${shown(endpointsFile)})`,
      );
  }

  const dbDir = path.join(dataDir, 'dynamodb');
  const { startDynamoDbLocal } = await import('./emulators.js');
  const { dynamoLocalClientConfig } = await import('../functions/adapters/emulator-clients.js');
  // Ctrl+C would otherwise end the process without its 'exit' handlers and leave java running. Registered
  // before the start, because process.exit() does run emulators.ts's own exit hook for a half-started java.
  let emulator: RunningService | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    void (emulator?.stop() ?? Promise.resolve()).finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  // Never a second DynamoDB Local on data a live stack (or another admin command) has open.
  const { lockDataDir } = await import('./lock.js');
  await mkdir(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir, 'npm run admin');
  const stop = async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await emulator?.stop();
    await lock.release();
  };
  try {
    emulator = await startDynamoDbLocal({ dataDir: dbDir });
    const config = storeConfig({ ...env, CTP_DYNAMODB_ENDPOINT: emulator.endpoint });
    const [{ DynamoDBClient }, { ensureTables }, { tableNames }] = await Promise.all([
      import('@aws-sdk/client-dynamodb'),
      import('./bootstrap.js'),
      loadDeps(),
    ]);
    const client = new DynamoDBClient(dynamoLocalClientConfig(emulator.endpoint));
    try {
      await ensureTables(client, tableNames(config));
    } finally {
      client.destroy();
    }
    return await openTables(
      config,
      () => `local data in ${shown(dbDir)} (no local stack running; started DynamoDB Local for this command)`,
      stop,
    );
  } catch (error) {
    await stop();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Main

/** Where a command writes: the process's stdout and stderr, or a test's buffers. */
export interface AdminIo {
  out(text: string): void;
  err(text: string): void;
}

const SDK_HINTS: Record<string, string> = {
  ResourceNotFoundException:
    'a table does not exist there: check CTP_ACCOUNTS_TABLE, CTP_API_KEYS_TABLE, CTP_JOBS_TABLE and AWS_REGION',
  CredentialsProviderError: 'no AWS credentials found: set AWS_PROFILE or the AWS_* variables',
  UnrecognizedClientException: 'the AWS credentials were refused',
  ExpiredTokenException: 'the AWS session has expired: log in again',
  AccessDeniedException: 'these credentials may not use that table',
};

function describeFailure(error: unknown): { code: string; message: string } {
  if (error instanceof DomainError) return { code: error.code, message: error.message };
  if (error instanceof Error) {
    const hint = SDK_HINTS[error.name];
    return { code: error.name, message: hint ? `${hint} (${error.message})` : error.message };
  }
  return { code: 'Error', message: String(error) };
}

/**
 * One command: its arguments (without `node local/admin.ts`), the environment it reads its target from,
 * and where it writes. Returns the exit code (0, 1 failed, 2 usage); the script sets it as the process's.
 * The tests call it in their own process for what is not about the process (test/integration/admin.test.ts).
 */
export async function runAdmin(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  io: AdminIo = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) },
): Promise<number> {
  const [name, ...rest] = argv;
  const wantsJson = argv.includes('--json');
  const fail = (code: string, message: string, exitCode: number) => {
    io.err(`error: ${code === 'usage' ? '' : `${code}: `}${message}\n`);
    if (exitCode === ExitCode.usage) io.err('Run `npm run admin -- help` for usage.\n');
    if (wantsJson) io.out(`${JSON.stringify({ error: { code, message } }, null, 2)}\n`);
    return exitCode;
  };

  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.out(USAGE);
    return ExitCode.ok;
  }
  const definition = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!definition) {
    const problem = name.startsWith('-')
      ? `put the command first, before ${name}`
      : `unknown command ${JSON.stringify(name)}; the commands are ${Object.keys(COMMANDS).join(', ')}, help`;
    return fail('usage', problem, ExitCode.usage);
  }

  let input: unknown;
  let flags: Flags;
  try {
    flags = parseFlags(rest, definition.flags, definition.positional);
    if (flags.help) {
      io.out(USAGE);
      return ExitCode.ok;
    }
    input = definition.parse(flags);
  } catch (error) {
    if (error instanceof UsageError) return fail('usage', `${name}: ${error.message}`, ExitCode.usage);
    throw error;
  }

  let target: Target;
  try {
    target = await openTarget(env);
  } catch (error) {
    if (error instanceof UsageError) return fail('usage', error.message, ExitCode.usage);
    if (error instanceof ConfigError) return fail('config', error.message, ExitCode.usage);
    const failure = describeFailure(error);
    return fail(failure.code, failure.message, ExitCode.failed);
  }
  io.err(`admin: using ${target.note}\n`);
  try {
    const output = await definition.run(target.deps, input);
    io.out(flags.json ? `${JSON.stringify(output.json, null, 2)}\n` : `${output.lines.join('\n')}\n`);
    return ExitCode.ok;
  } catch (error) {
    const failure = describeFailure(error);
    return fail(failure.code, failure.message, ExitCode.failed);
  } finally {
    await target.close();
  }
}

// Only when node was started with this file (`npm run admin`, by any path to it), not when a test imports runAdmin.
if (import.meta.main)
  runAdmin(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(
        `error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = ExitCode.failed;
    },
  );
