import { mapBounded } from './bounded.js';
import { JobStatusValue } from './model.js';
import {
  type PipelineDeps,
  sendWebhookAttempt,
  WEBHOOK_CLAIM_SECONDS,
  webhookMaterial,
} from './pipeline/index.js';
import type { PendingWebhookIndex } from './ports.js';

/**
 * The webhook outbox (docs/reliability.md, "The webhook outbox"). Settling a job with a `callback_url`
 * marks its webhook owed in the same transaction; the execution then delivers it on its schedule. What
 * the execution does not deliver (publish_settle's answer lost and its retries spent, deliver_webhook's
 * own retries spent, an execution stopped or failed after the settlement) stays owed, in the sparse
 * `by_webhook` index, and this sweep delivers it. The execution moves the webhook's due time forward at
 * every attempt it claims or schedules, so the sweep touches only webhooks `graceSeconds` overdue: an
 * execution that is alive always gets its turn first. Every attempt, the sweep's and the execution's,
 * is claimed by one conditional write on the stored attempt count, so two deliveries of one webhook
 * never run at once; a receiver still deduplicates by `webhook-id` (delivery is at least once).
 */

export interface OutboxSettings {
  /** A pending webhook this long past its due time belongs to the sweep (its execution is gone). */
  graceSeconds: number;
  /** Webhooks looked at per run, the most overdue first. */
  maxJobs: number;
  /** Attempts in flight at once. */
  concurrency: number;
}

export const OUTBOX_SETTINGS: OutboxSettings = { graceSeconds: 300, maxJobs: 500, concurrency: 8 };

export interface OutboxDeps extends PipelineDeps {
  outbox: PendingWebhookIndex;
}

export interface OutboxReport {
  /** Overdue webhooks found in the index. */
  due: number;
  /** Attempts this sweep claimed and made. */
  attempted: number;
  delivered: number;
  /** Given up after the last attempt of the schedule. */
  givenUp: number;
  /** Claimed by someone else first, or no longer owed. */
  skipped: number;
  /** Failed to run (a dependency down): left owed for the next sweep. */
  errors: number;
}

export async function sweepPendingWebhooks(
  deps: OutboxDeps,
  settings: OutboxSettings = OUTBOX_SETTINGS,
): Promise<OutboxReport> {
  const now = deps.clock.now().getTime();
  const dueBy = new Date(now - settings.graceSeconds * 1000).toISOString();
  const due = await deps.outbox.duePending(dueBy, settings.maxJobs);
  const report: OutboxReport = {
    due: due.length,
    attempted: 0,
    delivered: 0,
    givenUp: 0,
    skipped: 0,
    errors: 0,
  };
  // Each webhook's failure is caught in `deliverOne`: one is not the others', so no call here throws.
  await mapBounded(due, settings.concurrency, (entry) => deliverOne(deps, entry.job_id, dueBy, report));
  return report;
}

/** One overdue webhook: claimed and attempted, or skipped; its outcome counted in `report`. */
async function deliverOne(
  deps: OutboxDeps,
  jobId: string,
  dueBy: string,
  report: OutboxReport,
): Promise<void> {
  try {
    const job = await deps.jobs.get(jobId);
    const material =
      job?.status === JobStatusValue.done && job.webhook_pending === true && job.callback_url
        ? await webhookMaterial(deps, job)
        : null;
    if (!job || !material) {
      // Owed by a job that can no longer send it (no account, no result): nothing will ever change.
      if (job?.webhook_pending === true && job.status === JobStatusValue.done) {
        await deps.jobs.clearPendingWebhook(job.job_id);
        deps.logError('Webhook dropped: its account or result is gone', { jobId: job.job_id });
      }
      report.skipped += 1;
      return;
    }
    const attempt = job.webhook_attempts ?? 0;
    const holdUntil = new Date(deps.clock.now().getTime() + WEBHOOK_CLAIM_SECONDS * 1000).toISOString();
    if (!(await deps.jobs.claimWebhook(job.job_id, { attempt, holdUntil, dueBy }))) {
      report.skipped += 1;
      return;
    }
    report.attempted += 1;
    const outcome = await sendWebhookAttempt(deps, job, material, attempt);
    if (outcome.ok) report.delivered += 1;
    else if (outcome.last) report.givenUp += 1;
  } catch (error) {
    // One webhook's failure is not the others': it stays owed and the next sweep tries it again.
    report.errors += 1;
    deps.logError('Webhook outbox: an attempt failed to run', {
      jobId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
