import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../local/stack.js';
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
