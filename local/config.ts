import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { ConfigError } from '../functions/shared/config.js';
import { isLogLevel, LogLevel } from './log.js';

/** Settings of `npm start` only; the service's own settings are in functions/shared/config.ts. */
const SeedAccount = v.strictObject({
  api_key: v.pipe(v.string(), v.minLength(8, 'must be at least 8 characters'), v.maxLength(256)),
  tier: v.picklist(['free', 'starter', 'premium'], 'must be "free", "starter" or "premium"'),
  credits: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0), v.maxValue(1_000_000)),
  concurrency_limit: v.optional(
    v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1), v.maxValue(1000)),
  ),
  name: v.optional(v.string()),
});
export type SeedAccount = v.InferOutput<typeof SeedAccount>;

export const DEFAULT_DEMO_API_KEY = 'ctp_local_demo_key';

/** Where `npm start` keeps its state, and where the admin CLI looks for a running stack. */
export const localDataDir = (env: Record<string, string | undefined> = process.env): string =>
  env.CTP_DATA_DIR?.trim() || './.local';

export interface LocalConfig {
  port: number;
  /** Fixed ports of DynamoDB Local and the S3 emulator; 0 lets the system choose a free one. */
  dynamoPort: number;
  s3Port: number;
  dataDir: string;
  accounts: SeedAccount[];
  accountsFile: string | null;
  networkFile: string | null;
  /** CTP_LOG: what npm start prints per request and per webhook attempt. */
  log: LogLevel;
}

export function loadLocalConfig(env: Record<string, string | undefined> = process.env): LocalConfig {
  const problems: string[] = [];
  const portText = env.PORT?.trim() || '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535)
    problems.push(`PORT=${JSON.stringify(env.PORT)}: must be a port number (0-65535)`);

  const servicePort = (name: 'CTP_DYNAMODB_PORT' | 'CTP_S3_PORT'): number => {
    const text = env[name]?.trim() || '0';
    if (/^\d+$/.test(text) && Number(text) <= 65535) return Number(text);
    problems.push(`${name}=${JSON.stringify(env[name])}: must be a port number (0-65535)`);
    return 0;
  };
  const dynamoPort = servicePort('CTP_DYNAMODB_PORT');
  const s3Port = servicePort('CTP_S3_PORT');

  const accountsFile = env.CTP_ACCOUNTS_FILE?.trim() || null;
  let accounts: SeedAccount[] = [];
  if (accountsFile) {
    try {
      const parsed = v.safeParse(v.array(SeedAccount), JSON.parse(readFileSync(accountsFile, 'utf8')));
      if (parsed.success) accounts = parsed.output;
      else {
        for (const issue of parsed.issues) {
          const where = issue.path?.map((p) => String(p.key)).join('.') ?? '(file)';
          problems.push(`CTP_ACCOUNTS_FILE ${accountsFile}, at ${where}: ${issue.message}`);
        }
      }
    } catch (error) {
      problems.push(
        `CTP_ACCOUNTS_FILE=${accountsFile}: cannot read it as JSON (${(error as Error).message})`,
      );
    }
  } else {
    accounts = [
      {
        api_key: env.CTP_DEMO_API_KEY?.trim() || DEFAULT_DEMO_API_KEY,
        tier: 'starter',
        credits: 100,
        name: 'Demo account',
      },
    ];
    if (accounts[0] && accounts[0].api_key.length < 8)
      problems.push('CTP_DEMO_API_KEY: must be at least 8 characters');
  }
  const log = env.CTP_LOG?.trim() || LogLevel.info;
  if (!isLogLevel(log))
    problems.push(`CTP_LOG=${JSON.stringify(env.CTP_LOG)}: must be "quiet", "info" or "debug"`);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    dynamoPort,
    s3Port,
    dataDir: localDataDir(env),
    accounts,
    accountsFile,
    networkFile: env.CTP_NETWORK_FILE?.trim() || null,
    log: log as LogLevel,
  };
}
