import { afterAll } from 'vitest';
import { startTwinStack } from '../../local/stack.js';
import { apiHelpers } from './api-client.js';
import { SUITE_ENV } from './suite-env.js';

export {
  type ApiResponse,
  type CallOptions,
  type Client,
  expectEnvelope,
  submitBody,
} from './api-client.js';

/**
 * What helpers.ts gives a test, on a stack of the test file's own over the in-memory twins
 * (local/stack.ts, startTwinStack): the real API server, handlers and state machine, with no JVM and
 * no emulator. Importing this module starts the stack; it stops after the file's last test. Switching
 * a file from the shared emulator stack to the twins is changing `./helpers.js` to `./twins.js`.
 */
export const stack = await startTwinStack({ accounts: [], env: SUITE_ENV });
afterAll(() => stack.stop());

/** glacier-freight (by slug and by id): held processing until a test releases it (submitBody). */
export const GLACIER_FREIGHT = { slug: 'glacier-freight', id: 74410583 } as const;
stack.gate.hold(GLACIER_FREIGHT.slug);
stack.gate.hold(GLACIER_FREIGHT.id);

/** The stack's stores, for arranging state the API cannot create (accounts, keys) and reading it. */
export const stores = stack.stores;

export const { baseUrl, adminDeps, call, client, newAccount } = apiHelpers(stack.baseUrl, stores);
