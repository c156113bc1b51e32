import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../local/stack.js';
import { useQuickJava } from '../fixtures/quick-java.js';
import { SUITE_ENV } from './suite-env.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dynamoEndpoint: string;
    s3Endpoint: string;
  }
}

/** One local stack for the whole integration suite: every test makes its own accounts, so tests never share state. */
export default async function setup(project: TestProject) {
  // Before any java starts: this stack's, and (the test workers inherit this environment) every
  // DynamoDB Local a test file starts for itself.
  useQuickJava();
  const stack = await startLocalStack({
    dataDir: null,
    accounts: [],
    env: SUITE_ENV,
  });
  project.provide('baseUrl', stack.baseUrl);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
  project.provide('s3Endpoint', stack.s3Endpoint);
  return async () => {
    await stack.stop();
  };
}
