import { jobOwnerOf } from '../core/api-keys.js';
import { submitJob } from '../core/jobs.js';
import { SubmitJobBody } from '../schemas/jobs.js';
import { createSfnPipelineStarter } from '../shared/deps.js';
import { lambdaApiServicesWith } from '../shared/entry.js';
import { httpHandler } from '../shared/middleware.js';

export const handler = httpHandler(
  { body: SubmitJobBody },
  async ({ deps, caller, body, headers }) => {
    const { config } = deps;
    const { job_id, replayed } = await submitJob(
      {
        ...deps,
        networkHost: config.CTP_NETWORK_HOST,
        allowLoopbackCallbacks: config.allowLoopbackCallbacks,
        idempotencyTtlHours: config.CTP_IDEMPOTENCY_TTL_HOURS,
      },
      jobOwnerOf(caller),
      body,
      headers['idempotency-key'],
    );
    return {
      status: 202,
      body: { job_id },
      headers: { location: `/v1/jobs/${job_id}`, ...(replayed ? { 'idempotent-replayed': 'true' } : {}) },
    };
  },
  // A submission starts the execution: with the cancel, the only routes that bundle Step Functions.
  lambdaApiServicesWith({ pipeline: createSfnPipelineStarter }),
);
