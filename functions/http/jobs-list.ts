import { jobOwnerOf } from '../core/api-keys.js';
import { listJobs } from '../core/jobs.js';
import { jobListItemView } from '../core/views.js';
import { ListJobsQuery } from '../schemas/jobs.js';
import { httpHandler } from '../shared/middleware.js';

export const handler = httpHandler({ query: ListJobsQuery }, async ({ deps, caller, query }) => {
  const { count, jobs, next_cursor } = await listJobs(deps.jobs, jobOwnerOf(caller), {
    q: query.q ?? null,
    limit: query.limit,
    skip: query.skip,
    cursor: query.cursor,
  });
  return { body: { count, jobs: jobs.map(jobListItemView), next_cursor } };
});
