/**
 * The earliest a job can end when it shares the dependencies with other jobs under the service's
 * fairness rule, from the dependencies alone (their rates and each job's demand on them), never from
 * our own batch sizes or concurrency.
 *
 * The rule (functions/core/rate-budget.ts): a dependency's rate is shared equally among the accounts
 * that are asking, work-conserving (an account that has nothing left to ask leaves its share to the
 * others). For one dependency, with every job's demand there from the start (in truth some of it comes
 * later, which can only delay a job), the accounts are served like processor sharing: while n accounts
 * ask, each gets rate/n, so the account with the least left finishes first. Inside an account the jobs
 * asking share its part equally, as the service's jobs do (`shared`); the bench also shows the bound of
 * a job served first inside its account (`first`), which no schedule gives all of an account's jobs at
 * once. A job's bound is the latest of its completions over the dependencies and its own chain of
 * calls that cannot overlap: each is a time no schedule that keeps the rule can beat.
 */

export interface Demand {
  account: string;
  /** Units asked of each dependency (requests, records, tokens). */
  units: Record<string, number>;
}

/**
 * When `accounts`' demands on one dependency are all served, in seconds, under equal shares among the
 * accounts still asking (rate in units a second). Pure processor sharing: sorted by demand, the k-th
 * smallest finishes after the earlier ones, each period shared by all still asking.
 */
export function processorSharingEnds(demands: ReadonlyMap<string, number>, ratePerSecond: number) {
  const sorted = [...demands.entries()].filter(([, units]) => units > 0).sort((a, b) => a[1] - b[1]);
  const ends = new Map<string, number>();
  let time = 0;
  let served = 0;
  sorted.forEach(([account, units], index) => {
    const asking = sorted.length - index;
    time += ((units - served) * asking) / ratePerSecond;
    served = units;
    ends.set(account, time);
  });
  return ends;
}

/**
 * When each job's demand on one dependency is served, in seconds, under the service's rule at both
 * levels: the rate shared equally among the accounts asking, and each account's part equally among its
 * jobs asking (functions/core/rate-budget.ts shares between accounts; the jobs of one account draw from
 * its share side by side). Every demand is there from the start; a job with none ends at 0.
 */
export function nestedSharingEnds(
  jobs: readonly { account: string; units: number }[],
  ratePerSecond: number,
): number[] {
  const accountOf = jobs.map((job) => job.account);
  const left = jobs.map((job) => Math.max(0, job.units));
  const ends = jobs.map(() => 0);
  let time = 0;
  for (;;) {
    const asking = left.flatMap((units, i) => (units > 0 ? [i] : []));
    if (asking.length === 0) return ends;
    const perAccount = new Map<string, number>();
    for (const i of asking)
      perAccount.set(accountOf[i] as string, (perAccount.get(accountOf[i] as string) ?? 0) + 1);
    const rateOf = (i: number) =>
      ratePerSecond / perAccount.size / (perAccount.get(accountOf[i] as string) ?? 1);
    const step = Math.min(...asking.map((i) => (left[i] as number) / rateOf(i)));
    time += step;
    for (const i of asking) {
      const rest = (left[i] as number) - rateOf(i) * step;
      // Those that end in this step (up to rounding) end together.
      left[i] = rest <= 1e-9 * Math.max(1, jobs[i]?.units ?? 0) ? 0 : rest;
      if (left[i] === 0) ends[i] = time;
    }
  }
}

/**
 * Where a job stands inside its account: `shared` (the service's rule: the account's part split equally
 * among its jobs asking, `nestedSharingEnds`), or `first` (the job served first inside its account, the
 * most favourable order for it, which no schedule gives every job of an account at once).
 */
export type InAccount = 'shared' | 'first';

/**
 * For each job (by index), the earliest it can end on each dependency, and the latest of those: the
 * job's fair-share bound, before its latency chain (the caller takes the larger of the two).
 */
export function fairShareBounds(
  jobs: readonly Demand[],
  ratesPerSecond: Record<string, number>,
  inAccount: InAccount = 'shared',
) {
  const shared = Object.fromEntries(
    Object.entries(ratesPerSecond).map(([dependency, rate]) => [
      dependency,
      nestedSharingEnds(
        jobs.map((job) => ({ account: job.account, units: job.units[dependency] ?? 0 })),
        rate,
      ),
    ]),
  );
  return jobs.map((job, index) => {
    const perDependency: Record<string, number> = {};
    for (const [dependency, rate] of Object.entries(ratesPerSecond)) {
      const mine = job.units[dependency] ?? 0;
      if (mine <= 0) {
        perDependency[dependency] = 0;
        continue;
      }
      if (inAccount === 'shared') {
        perDependency[dependency] = shared[dependency]?.[index] ?? 0;
        continue;
      }
      // Every other account asks for all its jobs; this job's account, first for this job alone.
      const byAccount = new Map<string, number>();
      jobs.forEach((other, j) => {
        if (other.account === job.account && j !== index) return;
        byAccount.set(other.account, (byAccount.get(other.account) ?? 0) + (other.units[dependency] ?? 0));
      });
      perDependency[dependency] = processorSharingEnds(byAccount, rate).get(job.account) ?? 0;
    }
    const [limitedBy, seconds] = Object.entries(perDependency).reduce((a, b) => (b[1] > a[1] ? b : a), [
      'none',
      0,
    ] as [string, number]);
    return { perDependency, seconds, limitedBy };
  });
}
