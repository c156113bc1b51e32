import { type CostLine, type PriceTable, priceUnits } from './cost.js';
import { DomainError, ErrorCode } from './errors.js';
import type { CostStore } from './ports.js';

/** What the operator sees of a job's cost (`admin job-cost`): its units at list prices. */
export interface JobCostReport {
  job_id: string;
  account_id: string;
  lines: CostLine[];
  total_usd: number;
  /** Units the price table has no price for: left out of the total, never guessed. */
  unpriced: string[];
}

/** Operator paths only: no cost record for this job id (any account's). */
export class JobCostNotFoundError extends DomainError {
  constructor(readonly jobId: string) {
    super(ErrorCode.jobNotFound, `No job ${jobId}.`);
  }
}

export async function jobCost(costs: CostStore, jobId: string, prices: PriceTable): Promise<JobCostReport> {
  const record = await costs.read(jobId);
  if (!record) throw new JobCostNotFoundError(jobId);
  const cost = priceUnits(record.units, prices);
  return {
    job_id: jobId,
    account_id: record.account_id,
    lines: cost.lines,
    total_usd: cost.totalUsd,
    unpriced: cost.unpriced,
  };
}

/** An account's jobs and their cost in all (`admin list-accounts`). */
export async function accountCost(
  costs: CostStore,
  accountId: string,
  prices: PriceTable,
): Promise<{ jobs: number; total_usd: number; unpriced: string[] }> {
  const totals = await costs.totals(accountId);
  const cost = priceUnits(totals.units, prices);
  return { jobs: totals.jobs, total_usd: cost.totalUsd, unpriced: cost.unpriced };
}

/** Dollars as the operator reads them: cents for sums, more digits for the fractions of a cent. */
export function usd(amount: number): string {
  if (amount === 0) return '$0';
  return amount >= 1 ? `$${amount.toFixed(2)}` : `$${amount.toPrecision(3)}`;
}
