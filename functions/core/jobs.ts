import { validateCallbackUrl } from './callback-url.js';
import { canonicalCompanyRef, parseCompanyInput } from './company-input.js';
import {
  ConcurrencyLimitError,
  ConflictRetryableError,
  IdempotencyConflictError,
  InsufficientCreditsError,
  InvalidCursorError,
  InvalidIdempotencyKeyError,
  JobNotFoundError,
  PersonaRequiredError,
  ReferencedPersonaNotFoundError,
  ServiceUnavailableError,
  UnsupportedOperationError,
} from './errors.js';
import { canonicalJson, sha256Hex } from './hashing.js';
import { decodeCursor, encodeCursor } from './job-cursor.js';
import { type Job, JobStatusValue, OPERATION_TARGET_PEOPLE, ProcessingState, Stage } from './model.js';
import { findPersona } from './personas.js';
import type {
  Clock,
  IdempotencyRecord,
  IdGenerator,
  JobListQuery,
  JobOwner,
  JobStore,
  PersonaStore,
  PipelineStarter,
  ResultStore,
  SubmitResult,
} from './ports.js';
import { SubmitOutcome } from './ports.js';
import { NEVER_STARTED_MESSAGE } from './reconcile.js';
import { removeOrphanResult } from './result.js';

export interface SubmitRequest {
  input: string;
  operation: string;
  persona?: string | null | undefined;
  callback_url?: string | null | undefined;
}

export interface SubmitDeps {
  jobs: JobStore;
  personas: PersonaStore;
  pipeline: PipelineStarter;
  clock: Clock;
  ids: IdGenerator;
  networkHost: string;
  allowLoopbackCallbacks: boolean;
  idempotencyTtlHours: number;
  /** How long an ambiguous submission reads back its job (SUBMIT_READBACK_MS unless a test says). */
  submitReadbackMs?: number;
}

export interface SubmitResponse {
  job_id: string;
  /** True when an earlier request with the same Idempotency-Key created the job. */
  replayed: boolean;
}

export const IDEMPOTENCY_KEY_MAX = 128;

export function checkIdempotencyKey(key: string | undefined): string | null {
  if (key === undefined) return null;
  if (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX) throw new InvalidIdempotencyKeyError();
  return key;
}

/** What a new job is made of; everything else starts empty. */
export interface NewJob {
  jobId: string;
  accountId: string;
  /** The submitting key's identity; absent only in records written before keys owned jobs. */
  keyId?: string;
  input: string;
  /** Canonical company reference (`id:<n>` or `slug:<s>`). */
  companyRef: string;
  operation: string;
  persona: { slug: string; name: string; definition: string };
  companyId: number | null;
  callbackUrl: string | null;
  idempotencyKey: string | null;
  /** ISO timestamp of the submission. */
  at: string;
}

/**
 * The job record as submission writes it: the one place its literal is written. The benchmarks and
 * the tests that need a job build it here too, so a new field cannot be missed by one of them.
 */
export function newJobRecord(job: NewJob): Job {
  return {
    job_id: job.jobId,
    account_id: job.accountId,
    ...(job.keyId === undefined ? {} : { key_id: job.keyId }),
    status: JobStatusValue.processing,
    processing_state: ProcessingState.active,
    // Spec 3 rule 4: a processing job always names its stage; until the execution enters the first
    // stage, the job is waiting for it.
    stage: Stage.match_company,
    next_retry_at: null,
    message: null,
    input: job.input,
    input_search: job.input.trim().toLowerCase(),
    company_ref: job.companyRef,
    operation: job.operation,
    persona: { slug: job.persona.slug, name: job.persona.name, definition: job.persona.definition },
    company_id: job.companyId,
    company: null,
    team_scanned: null,
    profiles_enriched: null,
    preliminary_candidates: null,
    target_people_count: null,
    credits_charged: 0,
    credits_balance: null,
    callback_url: job.callbackUrl,
    idempotency_key: job.idempotencyKey,
    result_key: null,
    created_at: job.at,
    updated_at: job.at,
    finished_at: null,
  };
}

export async function submitJob(
  deps: SubmitDeps,
  owner: JobOwner,
  request: SubmitRequest,
  idempotencyKeyHeader: string | undefined,
): Promise<SubmitResponse> {
  const idempotencyKey = checkIdempotencyKey(idempotencyKeyHeader);
  if (request.operation !== OPERATION_TARGET_PEOPLE) throw new UnsupportedOperationError(request.operation);
  const company = parseCompanyInput(request.input, deps.networkHost);
  const personaSlug = request.persona?.trim();
  if (!personaSlug) throw new PersonaRequiredError();
  const callbackUrl =
    request.callback_url == null
      ? null
      : validateCallbackUrl(request.callback_url, deps.allowLoopbackCallbacks ? 'local' : 'deployed');

  const companyRef = canonicalCompanyRef(company);
  // "The same request" is judged on what the request means, not on how it was spelled.
  const requestHash = sha256Hex(
    canonicalJson({
      company: companyRef,
      operation: request.operation,
      persona: personaSlug,
      callback_url: callbackUrl,
    }),
  );

  const accountId = owner.account_id;
  const now = deps.clock.now();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (idempotencyKey) {
    // Checked before the transaction so that a replay is answered even when the account is now out of
    // credits or slots. An expired record counts as absent (the TTL sweep may not have removed it yet).
    const earlier = await deps.jobs.findIdempotency(owner, idempotencyKey);
    if (earlier && earlier.expires_at >= nowSeconds) return replayIdempotent(deps, earlier, requestHash);
  }

  const persona = await findPersona(deps.personas, accountId, personaSlug);
  if (!persona) throw new ReferencedPersonaNotFoundError(personaSlug);

  const at = now.toISOString();
  const job = newJobRecord({
    jobId: deps.ids.jobId(),
    accountId,
    keyId: owner.key_id,
    input: request.input,
    companyRef,
    operation: request.operation,
    persona,
    companyId: company.kind === 'id' ? company.companyId : null,
    callbackUrl,
    idempotencyKey,
    at,
  });
  const idempotency = idempotencyKey
    ? {
        account_id: accountId,
        key_id: owner.key_id,
        key: idempotencyKey,
        request_hash: requestHash,
        job_id: job.job_id,
        created_at: at,
        expires_at: nowSeconds + deps.idempotencyTtlHours * 3600,
      }
    : null;

  const result = await submitResolved(deps, job, idempotency, nowSeconds);
  switch (result.outcome) {
    case SubmitOutcome.insufficient_credits:
      throw new InsufficientCreditsError(result.available);
    case SubmitOutcome.concurrency_limit:
      throw new ConcurrencyLimitError(result.limit);
    case SubmitOutcome.idempotency_taken: {
      // A concurrent request with the same key won the race; answer as it did, from the record the
      // failed condition returned (no second read that could see something else).
      if (!result.existing) throw new ServiceUnavailableError('The request raced another one; retry it.');
      return replayIdempotent(deps, result.existing, requestHash);
    }
    case SubmitOutcome.accepted:
      break;
  }

  await startOrRelease(deps, job.job_id);
  return { job_id: job.job_id, replayed: false };
}

/**
 * How long a submission whose transaction had no clear answer keeps reading back its job before it
 * answers 503: short, so that the answer stays well inside the API's 6 s.
 */
export const SUBMIT_READBACK_MS = 2_000;

/**
 * The submitting transaction, with its ambiguous failures resolved. A failure with no answer from
 * DynamoDB (a timeout, a connection lost, a 5xx after the SDK's own retries) says nothing about
 * whether the transaction committed: in a freeze it often has. The job's own id, generated for this
 * request, tells: the job is read back (consistently) until `SUBMIT_READBACK_MS` passes. Found, the
 * transaction committed and the submission carries on as accepted (its execution is started, or the
 * job released at once if it cannot be); absent, nothing was created and the original 503 stands. Only
 * when the read-back itself gets no answer in time does the 503 leave a possible job behind: it was
 * never started, and the reconciler's sweep ends it free (docs/reliability.md, "A 503 whose job exists").
 */
async function submitResolved(
  deps: SubmitDeps,
  job: Job,
  idempotency: IdempotencyRecord | null,
  nowSeconds: number,
): Promise<SubmitResult> {
  try {
    return await deps.jobs.submit(job, idempotency, nowSeconds);
  } catch (error) {
    // A conflict cancelled the transaction: nothing was written, nothing to resolve.
    if (error instanceof ConflictRetryableError) throw error;
    const found = await readBack(deps, job.job_id, deps.submitReadbackMs ?? SUBMIT_READBACK_MS);
    if (found === 'present') return { outcome: SubmitOutcome.accepted };
    if (found === 'absent') throw error;
    throw new ServiceUnavailableError(
      'The job could not be confirmed; nothing is charged for it. Retry the request, with an Idempotency-Key to be safe.',
      error,
    );
  }
}

async function readBack(
  deps: Pick<SubmitDeps, 'jobs'>,
  jobId: string,
  deadlineMs: number,
): Promise<'present' | 'absent' | 'unknown'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<'unknown'>((resolve) => {
    timer = setTimeout(() => resolve('unknown'), deadlineMs);
  });
  const attempt = async (): Promise<'present' | 'absent' | 'unknown'> => {
    // Each read may fail in the same outage; another one is tried until the deadline says stop.
    for (;;) {
      try {
        return (await deps.jobs.get(jobId)) ? 'present' : 'absent';
      } catch {
        if (timer === undefined) return 'unknown';
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  try {
    return await Promise.race([attempt(), expired]);
  } finally {
    clearTimeout(timer);
    timer = undefined;
  }
}

async function replayIdempotent(
  deps: SubmitDeps,
  earlier: IdempotencyRecord,
  requestHash: string,
): Promise<SubmitResponse> {
  if (earlier.request_hash !== requestHash) throw new IdempotencyConflictError();
  const job = await deps.jobs.get(earlier.job_id);
  // The first request may have died between its transaction and the start; starting again is harmless
  // because executions are named after their job.
  if (job?.status === JobStatusValue.processing) await deps.pipeline.start(job.job_id);
  return { job_id: earlier.job_id, replayed: true };
}

async function startOrRelease(deps: SubmitDeps, jobId: string): Promise<void> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await deps.pipeline.start(jobId);
      return;
    } catch (error) {
      lastError = error;
    }
  }
  // No execution will ever finish this job: end it now so that its credit and slot come back.
  await deps.jobs.finishUncharged(
    jobId,
    JobStatusValue.failed,
    NEVER_STARTED_MESSAGE,
    deps.clock.now().toISOString(),
  );
  throw new ServiceUnavailableError(
    'The job could not be started; nothing was charged. Retry the request.',
    lastError,
  );
}

/**
 * Jobs belong to the key that submitted them (spec 4.2, 5.4): another key, even of the same account, gets
 * exactly what a missing job gets. A job written before key scoping carries no key id and stays visible
 * to every key of its account.
 */
export function ownsJob(owner: JobOwner, job: Job): boolean {
  if (job.account_id !== owner.account_id) return false;
  return job.key_id === undefined || job.key_id === owner.key_id;
}

export async function getOwnJob(jobs: JobStore, owner: JobOwner, jobId: string): Promise<Job> {
  const job = await jobs.get(jobId);
  if (!job || !ownsJob(owner, job)) throw new JobNotFoundError();
  return job;
}

/**
 * The key's jobs, newest first: `skip` as the spec says, or after a `cursor` (an extension); the answer
 * carries the cursor of the next page. A cursor pages the whole list: with `q` it is refused.
 */
export async function listJobs(
  jobs: JobStore,
  owner: JobOwner,
  query: Omit<JobListQuery, 'after'> & { cursor?: string | undefined },
): Promise<{ count: number; jobs: Job[]; next_cursor: string | null }> {
  const q = query.q?.trim().toLowerCase() || null;
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  if (after && q) throw new InvalidCursorError('A cursor pages the list without `q`; use `skip` with `q`.');
  const page = await jobs.list(owner, { q, limit: query.limit, skip: query.skip, after });
  return { count: page.count, jobs: page.jobs, next_cursor: page.next ? encodeCursor(page.next) : null };
}

export async function cancelJob(
  deps: Pick<SubmitDeps, 'jobs' | 'pipeline' | 'clock'> & { results: Pick<ResultStore, 'delete'> },
  owner: JobOwner,
  jobId: string,
): Promise<Job> {
  const job = await getOwnJob(deps.jobs, owner, jobId);
  if (job.status !== JobStatusValue.processing) return job;
  const cancelled = await deps.jobs.finishUncharged(
    jobId,
    JobStatusValue.cancelled,
    null,
    deps.clock.now().toISOString(),
  );
  if (cancelled) {
    // Stages check the job's status before any new work, so a stop that fails only costs a wasted step.
    await deps.pipeline.stop(jobId).catch(() => undefined);
    // publish_settle may have written the result just before this cancel won: the object goes, so a
    // cancelled job has no published result. publish_settle does the same when it comes second; a
    // failure here is left to it (and cannot change the answer: the job is cancelled either way).
    await removeOrphanResult(deps, jobId).catch(() => undefined);
  }
  // Either we cancelled it or it reached another terminal state first; both are answered as they now are.
  return getOwnJob(deps.jobs, owner, jobId);
}
