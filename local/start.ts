import path from 'node:path';
import { CONSOLE_DIST, ensureConsoleBuilt } from '../console/build.js';
import { loadNetworkDataset, NetworkDatasetError } from '../functions/sandbox/network/dataset.js';
import { ConfigError } from '../functions/shared/config.js';
import { DEFAULT_DEMO_API_KEY, loadLocalConfig } from './config.js';
import { DataDirInUseError, dataDirHolder } from './lock.js';
import { createLocalLog } from './log.js';
import { takenPort } from './ports.js';
import { startLocalStack } from './stack.js';

/**
 * CTP_NETWORK_FILE is read by the first job otherwise, which fails far from the cause: check it before
 * anything starts, and name the file and its first problem on one line.
 */
function networkFileProblem(file: string | null): string | null {
  if (!file) return null;
  try {
    loadNetworkDataset(file);
    return null;
  } catch (error) {
    const first =
      error instanceof NetworkDatasetError
        ? `${error.problems[0] ?? 'invalid'}${error.problems.length > 1 ? ` (and ${error.problems.length - 1} more; the format: docs/network-data.md)` : ''}`
        : (error as Error).message.replace(/^Cannot read network dataset [^:]*: /, 'cannot read it: ');
    return `CTP_NETWORK_FILE=${path.resolve(file)}: ${first}`;
  }
}

/** `npm start`: the whole service on this machine, on the same handlers and state machine as in AWS. */
async function main() {
  const local = loadLocalConfig();
  const badNetwork = networkFileProblem(local.networkFile);
  if (badNetwork) {
    console.error(badNetwork);
    process.exit(1);
  }
  const dataDir = path.resolve(local.dataDir);
  const holder = await dataDirHolder(dataDir);
  if (holder) {
    console.error(new DataDirInUseError(dataDir, holder).message);
    process.exit(1);
  }
  // A fixed port that is taken stops us here, before anything has started.
  const taken = await takenPort([
    { variable: 'PORT', port: local.port },
    { variable: 'CTP_DYNAMODB_PORT', port: local.dynamoPort },
    { variable: 'CTP_S3_PORT', port: local.s3Port },
  ]);
  if (taken) {
    console.error(taken);
    process.exit(1);
  }
  if (await ensureConsoleBuilt()) console.log('Built the console (console/dist).');
  console.log('Starting DynamoDB Local, the S3 emulator and the API…');
  const stack = await startLocalStack({
    port: local.port,
    dynamoPort: local.dynamoPort,
    s3Port: local.s3Port,
    dataDir,
    accounts: local.accounts,
    env: local.networkFile ? { CTP_NETWORK_FILE: local.networkFile } : {},
    log: createLocalLog(local.log),
    consoleDir: CONSOLE_DIST,
  });

  // A seed key revoked or rotated since (npm run admin -- rotate-key) is not printed as if it worked:
  // only its hash is kept, so the live key cannot be shown, but the way to get one can.
  const live = stack.seeded.find((s) => s.active);
  const lines = [
    '',
    `Company Target-People is running at ${stack.baseUrl}`,
    '',
    `  Console: open ${stack.baseUrl}/ and sign in with the API key below.`,
    ...stack.seeded.flatMap((s) => {
      const demo = s.api_key === DEFAULT_DEMO_API_KEY ? '  (demo account)' : '';
      if (s.active) return [`  API key: ${s.api_key}${demo}  account ${s.account_id}`];
      return [
        `  API key: ${s.api_key} was revoked or rotated${demo}  account ${s.account_id}`,
        `           use the key rotate-key printed, or issue one: npm run admin -- issue-key --account ${s.account_id}`,
      ];
    }),
    '',
    `  Try:  curl -s ${stack.baseUrl}/v1/account -H 'X-API-Key: ${live?.api_key ?? '<API_KEY>'}'`,
    '',
    ...(stack.resumed > 0
      ? [`  Resumed ${stack.resumed} job(s) that were processing when the last run stopped.`]
      : []),
    ...(stack.webhooksResumed > 0
      ? [`  Delivering ${stack.webhooksResumed} webhook(s) that were pending when the last run stopped.`]
      : []),
    `  Data: ${dataDir} (DynamoDB Local in dynamodb/, results in s3/); delete it to start afresh.`,
    `  Accounts: ${local.accountsFile ? `from ${local.accountsFile}` : 'one demo account (set CTP_ACCOUNTS_FILE for your own)'}`,
    '  Operator CLI: npm run admin -- help',
    `  Log: each request (repeated polls folded), webhook attempt and job stage (CTP_LOG=${local.log}; quiet, info or debug)`,
    '',
    'Press Ctrl+C to stop.',
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
  else console.error('npm start failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
