import { InvariantError } from '../../core/errors.js';
import type { CostStore } from '../../core/ports.js';
import { COST_PREFIX, unitsOf } from '../dynamodb/costs.js';
import type { MemoryTables } from './tables.js';

/** In-memory twin of `DynamoCostStore`: the same `cost:<unit>` counters on the stored job. */
export class MemoryCostStore implements CostStore {
  constructor(private readonly tables: MemoryTables) {}

  async record(jobId: string, units: Readonly<Record<string, number>>): Promise<void> {
    const job = this.tables.jobs.get(jobId);
    if (!job) throw new InvariantError(`No job ${jobId}`);
    for (const [unit, n] of Object.entries(units)) {
      if (!Number.isFinite(n) || n === 0) continue;
      const name = `${COST_PREFIX}${unit}`;
      job[name] = Number(job[name] ?? 0) + n;
    }
  }

  async read(jobId: string): Promise<{ account_id: string; units: Record<string, number> } | null> {
    const job = this.tables.jobs.get(jobId);
    return job ? { account_id: job.account_id, units: unitsOf(job) } : null;
  }

  async totals(accountId: string): Promise<{ jobs: number; units: Record<string, number> }> {
    const units: Record<string, number> = {};
    let jobs = 0;
    for (const job of this.tables.jobs.values()) {
      if (job.account_id !== accountId) continue;
      jobs += 1;
      for (const [unit, n] of Object.entries(unitsOf(job))) units[unit] = (units[unit] ?? 0) + n;
    }
    return { jobs, units };
  }
}
