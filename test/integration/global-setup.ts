import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../local/stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dynamoEndpoint: string;
    s3Endpoint: string;
  }
}

/** One local stack for the whole integration suite: every test makes its own accounts, so tests never share state. */
export default async function setup(project: TestProject) {
  const stack = await startLocalStack({
    dataDir: null,
    accounts: [],
    // Fast retries and webhooks, so that delayed retries and redeliveries happen within a test.
    env: {
      // The suite runs the offline judge and the embedded data, whatever keys the machine has.
      CTP_JUDGE: 'offline',
      CTP_NETWORK_PROVIDER: 'embedded',
      CTP_EMAIL_VERIFIER: 'embedded',
      CTP_RETRY_BASE_MS: '100',
      CTP_RETRY_MAX_MS: '400',
      CTP_RETRY_MAX_ATTEMPTS: '4',
      CTP_WEBHOOK_SCHEDULE_SECONDS: '0,0.2,0.4,0.8',
      CTP_WEBHOOK_TIMEOUT_MS: '2000',
      // Tests reuse the sample companies and script faults per attempt: every job must reach the provider.
      CTP_PROVIDER_CACHE_DAYS: '0',
      // A batch claimed by an invocation a test abandoned is free again after 2 s.
      CTP_BATCH_CLAIM_SECONDS: '2',
    },
  });
  project.provide('baseUrl', stack.baseUrl);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
  project.provide('s3Endpoint', stack.s3Endpoint);
  return async () => {
    await stack.stop();
  };
}
