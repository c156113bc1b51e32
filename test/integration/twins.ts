import { afterAll, inject } from 'vitest';
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

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by a project whose files share a worker (`isolate: false`): see `stack` below. */
    twinsPerWorker?: boolean;
  }
}

/**
 * What helpers.ts gives a test, on a stack over the in-memory twins (local/stack.ts, startTwinStack):
 * the real API server, handlers and state machine, with no JVM and no emulator. Importing this module
 * starts the stack. In a worker of its own (the `integration` project) it is the file's, stopped after
 * the file's last test. In `integration-shared` (`isolate: false`, `twinsPerWorker`) the module is
 * evaluated once per worker, so the files of a worker share the one stack, and it ends with the
 * worker's process: it is in memory, with no child process, file or signal handler of its own. A file
 * on it makes its own accounts and releases what it holds at the gate, as it does on a stack of its
 * own. Switching a file from the shared emulator stack to the twins is changing `./helpers.js` to
 * `./twins.js`.
 */
export const stack = await startTwinStack({ accounts: [], env: SUITE_ENV });
// Registered here, the hook belongs to the first file that imports this module: in a shared worker,
// stopping the stack there would stop it under the worker's later files.
if (!inject('twinsPerWorker')) afterAll(() => stack.stop());

/** glacier-freight (by slug and by id): held processing until a test releases it (submitBody). */
export const GLACIER_FREIGHT = { slug: 'glacier-freight', id: 74410583 } as const;
stack.gate.hold(GLACIER_FREIGHT.slug);
stack.gate.hold(GLACIER_FREIGHT.id);

/** The stack's stores, for arranging state the API cannot create (accounts, keys) and reading it. */
export const stores = stack.stores;

export const { baseUrl, adminDeps, call, client, newAccount } = apiHelpers(stack.baseUrl, stores);
