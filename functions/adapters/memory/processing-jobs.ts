import { JobStatusValue } from '../../core/model.js';
import type { ProcessingJob, ProcessingJobIndex, ProcessingJobPage } from '../../core/ports.js';
import type { MemoryTables } from './tables.js';

/**
 * In-memory twin of `DynamoProcessingJobIndex`: every job whose status is processing, a page at a time,
 * in job id order (the cursor is the last id returned). A walk reads the ids as they were at its first
 * page; a job that ends meanwhile is left out of later pages, one submitted meanwhile is not seen (the
 * port allows both). The twin keeps no `last_progress_at` of its own: a job's `updated_at`, which every
 * stage entry, delay and progress count moves, stands for it.
 */
export class MemoryProcessingJobIndex implements ProcessingJobIndex {
  /** Pages asked for, for tests that count the sweep's reads. */
  pages = 0;
  private walk: string[] = [];

  constructor(private readonly tables: MemoryTables) {}

  async processingPage(limit: number, cursor: string | null): Promise<ProcessingJobPage> {
    this.pages += 1;
    if (cursor === null) {
      this.walk = [...this.tables.jobs.values()]
        .filter((job) => job.status === JobStatusValue.processing)
        .map((job) => job.job_id)
        .sort();
    }
    let from = 0;
    if (cursor !== null) {
      // The first id after the cursor (binary search: the walk is sorted).
      let hi = this.walk.length;
      while (from < hi) {
        const mid = (from + hi) >> 1;
        if ((this.walk[mid] as string) <= cursor) from = mid + 1;
        else hi = mid;
      }
    }
    const ids = this.walk.slice(from, from + limit);
    const jobs: ProcessingJob[] = [];
    for (const id of ids) {
      const job = this.tables.jobs.get(id);
      if (job?.status !== JobStatusValue.processing) continue;
      jobs.push({
        job_id: id,
        created_at: job.created_at,
        last_progress_at: job.updated_at ?? job.created_at,
        next_retry_at: job.next_retry_at ?? null,
      });
    }
    const more = from + limit < this.walk.length;
    return { jobs, next: more ? (ids[ids.length - 1] ?? null) : null };
  }
}
