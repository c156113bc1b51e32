/**
 * Following a job until it ends: poll `GET /v1/jobs/{id}` about once a second (or at `next_retry_at`
 * while the job is delayed), and show its stage, processing state and counters on one line.
 */

import { setTimeout as sleep } from 'node:timers/promises';
import { type ApiClient, ApiError, InterruptedError, NetworkError, segment } from './api.js';
import { formatDuration, progressLine, truncate } from './render.js';
import type { JobView } from './types.js';

export const POLL_INTERVAL_MS = 1000;
/** Consecutive failed polls (network errors, 5xx) tolerated before giving up. */
export const MAX_POLL_FAILURES = 5;

/** Where the progress line goes: a terminal (rewritten in place) or a log (one line per change). */
export interface ProgressSink {
  write(text: string): void;
  isTTY: boolean;
  columns?: number;
}

export interface WaitOptions {
  /** Null: show nothing (for `--json` when nobody watches). */
  sink: ProgressSink | null;
  /** Aborted on Ctrl+C. */
  signal: AbortSignal;
  now?: () => number;
  /** The API has already answered once (after a submit): a failing first poll is then worth retrying. */
  reachable?: boolean;
  pollIntervalMs?: number;
}

const CLEAR_LINE = '\r\x1b[K';

function isTransient(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

async function pause(ms: number, signal: AbortSignal): Promise<void> {
  try {
    await sleep(ms, undefined, { signal });
  } catch {
    throw new InterruptedError();
  }
}

/** Polls until the job leaves `processing` and returns it. Throws InterruptedError on Ctrl+C. */
export async function waitForJob(api: ApiClient, jobId: string, options: WaitOptions): Promise<JobView> {
  const now = options.now ?? Date.now;
  const interval = options.pollIntervalMs ?? POLL_INTERVAL_MS;
  const sink = options.sink;
  const live = sink?.isTTY === true;
  const started = now();
  let lastKey = '';
  let lineShown = false;
  let reachable = options.reachable ?? false;
  let failures = 0;

  const show = (text: string, key: string) => {
    if (!sink) return;
    if (live) {
      const width = Math.max(20, (sink.columns ?? 80) - 1);
      sink.write(`${CLEAR_LINE}${truncate(text, width)}`);
      lineShown = true;
    } else if (key !== lastKey) {
      sink.write(`${text}\n`);
    }
    lastKey = key;
  };
  const endLine = () => {
    if (sink && live && lineShown) sink.write('\n');
    lineShown = false;
  };

  try {
    for (;;) {
      let job: JobView;
      try {
        job = (await api.get<JobView>(`/v1/jobs/${segment(jobId)}`)).body;
        reachable = true;
        failures = 0;
      } catch (error) {
        if (!(reachable && isTransient(error) && failures < MAX_POLL_FAILURES)) throw error;
        failures += 1;
        const reason = error instanceof Error ? error.message : String(error);
        show(
          `[${formatDuration(now() - started).padStart(4)}] cannot poll the job (${reason}); trying again (${failures}/${MAX_POLL_FAILURES})`,
          `failure|${failures}`,
        );
        await pause(interval * 2 ** failures, options.signal);
        continue;
      }

      const progress = progressLine(job, now() - started, now(), live);
      show(progress.text, progress.key);
      if (job.status !== 'processing') {
        endLine();
        return job;
      }

      // Next poll: in about a second, or when a delayed job's retry is due.
      let due = now() + interval;
      if (job.processing_state === 'delayed' && job.next_retry_at) {
        const retryAt = Date.parse(job.next_retry_at);
        if (!Number.isNaN(retryAt)) due = Math.max(due, retryAt + 250);
      }
      // While waiting for a retry, a terminal's countdown is redrawn every second.
      while (now() < due) {
        await pause(Math.min(interval, due - now()), options.signal);
        if (live && now() < due) {
          const tick = progressLine(job, now() - started, now(), true);
          show(tick.text, tick.key);
        }
      }
    }
  } catch (error) {
    endLine();
    throw error;
  }
}
