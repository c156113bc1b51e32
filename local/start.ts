import path from 'node:path';
import { CONSOLE_DIST, ensureConsoleBuilt } from '../console/build.js';
import { ConfigError } from '../functions/shared/config.js';
import { DEFAULT_DEMO_API_KEY, loadLocalConfig } from './config.js';
import { createLocalLog } from './log.js';
import { takenPort } from './ports.js';
import { startLocalStack } from './stack.js';

/** `npm start`: the whole service on this machine, on the same handlers and state machine as in AWS. */
async function main() {
  const local = loadLocalConfig();
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
  const dataDir = path.resolve(local.dataDir);
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

  const lines = [
    '',
    `Company Target-People is running at ${stack.baseUrl}`,
    '',
    `  Console: open ${stack.baseUrl}/ and sign in with the API key below.`,
    ...stack.seeded.map(
      (s) =>
        `  API key: ${s.api_key}${s.api_key === DEFAULT_DEMO_API_KEY ? '  (demo account)' : ''}  account ${s.account_id}`,
    ),
    '',
    `  Try:  curl -s ${stack.baseUrl}/v1/account -H 'X-API-Key: ${stack.seeded[0]?.api_key ?? '<API_KEY>'}'`,
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
    `  Log: one line per request and per webhook attempt (CTP_LOG=${local.log}; quiet, info or debug)`,
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
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('npm start failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
