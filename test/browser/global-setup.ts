import type { TestProject } from 'vitest/node';
import { CONSOLE_DIST, ensureConsoleBuilt } from '../../console/build.js';
import { startLocalStack } from '../../local/stack.js';
import { SUITE_ENV } from '../integration/suite-env.js';
import { chromiumExecutable } from './chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    chromium: string;
  }
}

/**
 * The browser tests' stack: the console built as `npm start` builds it (only when its sources changed),
 * served by the local stack at `/` beside /v1, and a Chromium to drive it.
 */
export default async function setup(project: TestProject) {
  const executable = chromiumExecutable();
  await ensureConsoleBuilt();
  const stack = await startLocalStack({
    dataDir: null,
    accounts: [],
    consoleDir: CONSOLE_DIST,
    env: {
      CTP_JUDGE: 'offline',
      CTP_NETWORK_PROVIDER: 'embedded',
      CTP_EMAIL_VERIFIER: 'embedded',
      CTP_PROVIDER_CACHE_DAYS: '0',
      // Retries 3 to 6 s away, so that a delayed stage and its countdown stay on screen long enough to read.
      CTP_RETRY_BASE_MS: '3000',
      CTP_RETRY_MAX_MS: '6000',
      // As on the suite's other stacks (suite-env.ts, docs/testing.md): one local process beside another
      // test file and Chromium is CPU starvation Lambda never has; at 5 s a submission could answer 503.
      CTP_REQUEST_DEADLINE_MS: SUITE_ENV.CTP_REQUEST_DEADLINE_MS,
    },
  });
  project.provide('chromium', executable);
  project.provide('baseUrl', stack.baseUrl);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
  project.provide('s3Endpoint', stack.s3Endpoint);
  return async () => {
    await stack.stop();
  };
}
