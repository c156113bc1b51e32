/**
 * The settings of the suite's stacks, the shared one on the emulators (global-setup.ts) and each test
 * file's own on the twins (twins.ts): fast retries and webhooks, so that delayed retries and
 * redeliveries happen within a test.
 */
export const SUITE_ENV = {
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
  // The request deadline at its maximum (20 s, still inside API Gateway's 30 s): one local process
  // serving 50 requests at once beside other test files on 2 busy cores is CPU starvation that Lambda,
  // with a CPU per invocation, never has. The deadline itself is tested with its own short settings
  // (test/unit/http/request-deadline.test.ts, hardening-outage.test.ts); docs/testing.md.
  CTP_REQUEST_DEADLINE_MS: '20000',
} as const;
