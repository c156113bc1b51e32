import { type Job, JobStatusValue } from '../model.js';
import { type PublishedResult, readResult, webhookPayload } from '../result.js';
import { stop } from './shared.js';
import type { PipelineDeps, PipelineState, WebhookAttempt } from './state.js';

/** What one webhook attempt needs besides the job: read before the attempt is claimed. */
export interface WebhookMaterial {
  secret: string;
  result: PublishedResult;
}

export async function webhookMaterial(deps: PipelineDeps, job: Job): Promise<WebhookMaterial | null> {
  const [account, result] = await Promise.all([
    deps.accounts.get(job.account_id),
    readResult(deps.results, job),
  ]);
  return account && result ? { secret: account.webhook_secret, result } : null;
}

/** How long a claimed attempt is left to its deliverer: deliver_webhook's TimeoutSeconds, unless said. */
export const WEBHOOK_CLAIM_SECONDS = 120;

export interface WebhookAttemptOutcome {
  ok: boolean;
  /** Delivered, or given up after the last attempt of the schedule. */
  last: boolean;
  next_attempt_at: string | null;
}

/**
 * Sends attempt `attempt` (0-based, already claimed) and records what follows: delivered or given up
 * (the webhook is no longer pending), or due again at the schedule's next time. A give-up is logged.
 * Shared by the execution's deliver_webhook and the outbox sweep (functions/core/webhook-outbox.ts).
 */
export async function sendWebhookAttempt(
  deps: PipelineDeps,
  job: Job,
  material: WebhookMaterial,
  attempt: number,
): Promise<WebhookAttemptOutcome> {
  const url = job.callback_url as string;
  const outcome = await deps.webhooks.send({
    url,
    messageId: `msg_${job.job_id}`,
    payload: webhookPayload(job, material.result),
    secret: material.secret,
  });
  const schedule = deps.settings.webhookScheduleSeconds;
  const last = outcome.ok || attempt + 1 >= schedule.length;
  const nextAttemptAt = last
    ? null
    : new Date(deps.clock.now().getTime() + (schedule[attempt + 1] ?? 0) * 1000).toISOString();
  const target = new URL(url);
  const report: WebhookAttempt = {
    job_id: job.job_id,
    target: `${target.origin}${target.pathname}`,
    attempt: attempt + 1,
    attempts: schedule.length,
    ok: outcome.ok,
    status: outcome.status,
    error: outcome.error,
    next_attempt_at: nextAttemptAt,
  };
  deps.onWebhookAttempt?.(report);
  if (last) {
    await deps.jobs.clearPendingWebhook(job.job_id);
    if (!outcome.ok) deps.logError('Webhook given up after the last attempt of its schedule', { ...report });
  } else {
    await deps.jobs.scheduleWebhook(job.job_id, nextAttemptAt as string);
  }
  return { ok: outcome.ok, last, next_attempt_at: nextAttemptAt };
}

/**
 * One delivery attempt; on failure, when the next one is due. A webhook never changes the job. The
 * attempt is claimed first (a conditional write on the stored attempt count), so the outbox sweep and
 * the execution never deliver at the same time; a claim refused means another deliverer has it, and
 * the execution leaves it to that one.
 */
export async function deliverWebhook(deps: PipelineDeps, state: PipelineState): Promise<PipelineState> {
  const job = await deps.jobs.get(state.job_id);
  if (job?.status !== JobStatusValue.done || !job.callback_url || job.webhook_pending !== true) {
    return stop(state);
  }
  const material = await webhookMaterial(deps, job);
  if (!material) return stop(state);
  const attempt = state.webhook?.attempt ?? 0;
  const holdUntil = new Date(deps.clock.now().getTime() + WEBHOOK_CLAIM_SECONDS * 1000).toISOString();
  if (!(await deps.jobs.claimWebhook(job.job_id, { attempt, holdUntil }))) return stop(state);
  const outcome = await sendWebhookAttempt(deps, job, material, attempt);
  if (outcome.last) return stop({ ...state, webhook: { attempt, next_attempt_at: null } });
  return {
    ...state,
    next: 'retry',
    webhook: { attempt: attempt + 1, next_attempt_at: outcome.next_attempt_at },
  };
}
