import { jobOwnerOf } from '../core/api-keys.js';
import { getOwnJob } from '../core/jobs.js';
import { JobStatusValue } from '../core/model.js';
import { readResult } from '../core/result.js';
import { jobStatusView } from '../core/views.js';
import { JobIdPath } from '../schemas/jobs.js';
import { conditional } from '../shared/etag.js';
import { httpHandler } from '../shared/middleware.js';

export const handler = httpHandler({ path: JobIdPath }, async ({ deps, caller, path, headers }) => {
  const job = await getOwnJob(deps.jobs, jobOwnerOf(caller), path.job_id);
  const body = jobStatusView(job, await readResult(deps.results, job));
  // A done job's answer never changes again (its result is immutable and settled once): cacheable.
  return conditional(body, job.status === JobStatusValue.done, headers['if-none-match']);
});
