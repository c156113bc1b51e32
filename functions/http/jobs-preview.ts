import { jobOwnerOf } from '../core/api-keys.js';
import { getOwnJob } from '../core/jobs.js';
import { previewView } from '../core/views.js';
import { JobIdPath } from '../schemas/jobs.js';
import { httpHandler } from '../shared/middleware.js';

export const handler = httpHandler({ path: JobIdPath }, async ({ deps, caller, path }) => ({
  body: previewView(await getOwnJob(deps.jobs, jobOwnerOf(caller), path.job_id)),
}));
