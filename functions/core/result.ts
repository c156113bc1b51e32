import type { toCompany } from './company.js';
import { ServiceUnavailableError } from './errors.js';
import { type Job, JobStatusValue } from './model.js';
import type { JobStore, ResultStore } from './ports.js';
import type { buildTargetPerson } from './target-person.js';

/**
 * A published result: what `done` means. The pipeline writes it once; the job's poll response, its
 * cancel answer and its webhook read it. Its own module, so that the API side (jobs.ts) and the
 * pipeline side (pipeline.ts) both depend on it and never on each other.
 */
export interface PublishedResult {
  company: ReturnType<typeof toCompany>;
  target_people: ReturnType<typeof buildTargetPerson>[];
}

/** Where a job's own result is published (a replay points at the earlier job's instead). */
export const publishedResultKey = (jobId: string) => `results/${jobId}.json`;

/**
 * Deletes `results/<job>.json` of a job that ended without settling: a cancel won the race after the
 * pipeline's publish_settle had written the object (docs/reliability.md, "Racing cancels"). No done job
 * points at that object, so the write-once rule, which protects what a done job serves, does not cover
 * it. The job is read just before: nothing is deleted while it is processing (it may still settle with
 * the object) or once it is done; a replay's object belongs to another job and is never named here.
 * Harmless when there is no object. Both sides call it: the cancel that wins, and publish_settle when
 * it finds its settlement beaten, so whichever comes second removes the object.
 */
export async function removeOrphanResult(
  deps: { jobs: Pick<JobStore, 'get'>; results: Pick<ResultStore, 'delete'> },
  jobId: string,
): Promise<void> {
  const job = await deps.jobs.get(jobId);
  if (!job || job.status === JobStatusValue.done || job.status === JobStatusValue.processing) return;
  await deps.results.delete(publishedResultKey(jobId));
}

/**
 * The published result of a done job, read from its immutable object; null for every other job. A done
 * job always has its result (it is written before settlement), so failing to read it, or finding it
 * absent, is the storage's trouble (an outage, a missing bucket): a 503 that a retry may cure.
 */
export async function readResult(results: ResultStore, job: Job): Promise<PublishedResult | null> {
  if (job.status !== JobStatusValue.done || !job.result_key) return null;
  let result: PublishedResult | null;
  try {
    result = (await results.get(job.result_key)) as PublishedResult | null;
  } catch (error) {
    throw new ServiceUnavailableError("The job's result cannot be read right now; retry the request.", error);
  }
  if (result === null)
    throw new ServiceUnavailableError("The job's result cannot be read right now; retry the request.");
  return result;
}

export function webhookPayload(job: Job, result: PublishedResult) {
  return {
    job_id: job.job_id,
    company_id: job.company_id,
    company: result.company,
    status: job.status,
    target_people_count: result.target_people.length,
    target_people: result.target_people,
  };
}
