import type { Account, Job, LedgerEntry } from './model.js';

/**
 * `target_people_count` counts a result's people: a job that ended without one (cancelled, failed, …)
 * reports none, even when match_target had counted a draft before the job ended (docs/api.md). The
 * progress counters (team_scanned, profiles_enriched, preliminary_candidates) count work done and stay.
 */
const resultCount = (job: Job) =>
  job.status === 'done' || job.status === 'processing' ? job.target_people_count : null;

/** JobStatus (spec 2.1). `company` and `target_people` come from the published result and exist only on `done`. */
export function jobStatusView(
  job: Job,
  result: { company: unknown; target_people: unknown[] } | null = null,
) {
  return {
    job_id: job.job_id,
    status: job.status,
    processing_state: job.status === 'processing' ? job.processing_state : null,
    stage: job.stage,
    next_retry_at: job.status === 'processing' ? job.next_retry_at : null,
    message: job.message,
    company_id: job.company_id,
    company: result?.company ?? null,
    persona: { slug: job.persona.slug, name: job.persona.name },
    team_scanned: job.team_scanned,
    profiles_enriched: job.profiles_enriched,
    preliminary_candidates: job.preliminary_candidates,
    target_people_count: resultCount(job),
    target_people: result?.target_people ?? null,
    credits_charged: job.credits_charged,
    credits_balance: job.credits_balance,
    input: job.input,
    created_at: job.created_at,
  };
}

/** Preview (spec 2.10): the capped roster facepile and the job's counters. */
export function previewView(job: Job) {
  return {
    job_id: job.job_id,
    status: job.status,
    stage: job.stage,
    counters: {
      team_scanned: job.team_scanned,
      profiles_enriched: job.profiles_enriched,
      preliminary_candidates: job.preliminary_candidates,
    },
    people: job.preview?.people ?? [],
    capped: job.preview?.capped ?? false,
  };
}

/** Job list item (spec 2.11). */
export function jobListItemView(job: Job) {
  return {
    job_id: job.job_id,
    status: job.status,
    input: job.input,
    operation: job.operation,
    company_id: job.company_id,
    company_name: job.company?.name ?? null,
    company_logo: job.company?.logo_url ?? null,
    persona: job.persona.name,
    employees: job.company?.employees_count ?? null,
    team_scanned: job.team_scanned,
    target_people: resultCount(job),
    credits_charged: job.credits_charged,
    created_at: job.created_at,
  };
}

export function accountView(account: Account, ledger: LedgerEntry[]) {
  return {
    account_id: account.account_id,
    name: account.name,
    tier: account.tier,
    concurrency_limit: account.concurrency_limit,
    jobs_in_flight: account.in_flight,
    credits_balance: account.balance,
    credits_on_hold: account.held,
    credits_available: account.available,
    default_persona: account.default_persona,
    webhook_signing_secret: account.webhook_secret,
    ledger: ledger.map((entry) => ({
      entry_id: entry.entry_id,
      type: entry.type,
      amount: entry.amount,
      job_id: entry.job_id,
      note: entry.note,
      created_at: entry.created_at,
    })),
    created_at: account.created_at,
  };
}
