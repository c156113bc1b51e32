import { jobOwnerOf } from '../core/api-keys.js';
import { cancelJob } from '../core/jobs.js';
import { readResult } from '../core/result.js';
import { jobStatusView } from '../core/views.js';
import { JobIdPath } from '../schemas/jobs.js';
import { createSfnPipelineStarter } from '../shared/deps.js';
import { lambdaApiServicesWith } from '../shared/entry.js';
import { httpHandler } from '../shared/middleware.js';

export const handler = httpHandler(
  { path: JobIdPath },
  async ({ deps, caller, path }) => {
    const job = await cancelJob(deps, jobOwnerOf(caller), path.job_id);
    return { body: jobStatusView(job, await readResult(deps.results, job)) };
  },
  // A cancel stops the execution: with the create, the only routes that bundle Step Functions.
  lambdaApiServicesWith({ pipeline: createSfnPipelineStarter }),
);
