import type { Job } from '../core/model.js';
import type { ResultStore } from '../core/ports.js';

export interface PublishedResult {
  company: unknown;
  target_people: unknown[];
}

/** The published result of a done job, read from its immutable object; null for every other job. */
export async function readResult(results: ResultStore, job: Job): Promise<PublishedResult | null> {
  if (job.status !== 'done' || !job.result_key) return null;
  return (await results.get(job.result_key)) as PublishedResult | null;
}
