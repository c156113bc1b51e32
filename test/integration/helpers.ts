import { inject } from 'vitest';
import { loadConfig } from '../../functions/shared/config.js';
import { createStores } from '../../functions/shared/deps.js';
import { apiHelpers } from './api-client.js';

export {
  type ApiResponse,
  type CallOptions,
  type Client,
  expectEnvelope,
  submitBody,
} from './api-client.js';

/** The stores of the running local stack, for arranging state the API cannot create (accounts, keys). */
export const stores = createStores(
  loadConfig({
    CTP_MODE: 'local',
    CTP_DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
    CTP_S3_ENDPOINT: inject('s3Endpoint'),
  }),
);

/** The suite's shared stack, on DynamoDB Local and the S3 emulator (global-setup.ts). */
export const { baseUrl, adminDeps, call, client, newAccount } = apiHelpers(inject('baseUrl'), stores);
