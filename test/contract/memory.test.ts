import { createMemoryStores } from '../../functions/adapters/memory/index.js';
import { describeStoreContract } from './stores.contract.js';

describeStoreContract('in-memory twins', () => createMemoryStores());
