import { groupBatches } from '../event-budget.js';
import { JobStatusValue, type PreviewPerson, Stage } from '../model.js';
import type { ProviderCompany, RosterEntry } from '../profile.js';
import { end, fanOutLimit, inStage, nowIso, requireWork, stop } from './shared.js';
import { type PipelineDeps, type PipelineState, workKeys } from './state.js';

const previewPerson = (entry: RosterEntry): PreviewPerson => ({
  person_ref: entry.person_ref,
  name: entry.name,
  headline: entry.headline,
  photo_url: entry.photo_url,
  verification_complete: false,
});

/**
 * What scan_team has stored so far, written after every roster page: the pages read, the provider's
 * cursor for the next one, the batches written, the people read since the last full batch, and the
 * counters and preview. A retry (or a further invocation) resumes after the last stored page, so no
 * page is fetched, or paid for, twice within a job.
 */
export interface ScanCheckpoint {
  pages: number;
  /** The provider's cursor for page `pages`; null once the last page has been read (with pages > 0). */
  cursor: string | null;
  batches: number;
  /** People read but not yet in a full batch (fewer than `batchSize`). */
  pending: RosterEntry[];
  scanned: number;
  preview: PreviewPerson[];
  /** Invocations of scan_team that ended with `next: 'more'` (the event budget counts them). */
  continuations: number;
}

/** At most this many roster pages per scan_team invocation unless configured (CTP_SCAN_PAGES_PER_INVOCATION). */
export const SCAN_PAGES_PER_INVOCATION = 100;
/**
 * An invocation starts no further page after this long (CTP_SCAN_SECONDS_PER_INVOCATION): the task's
 * TimeoutSeconds (870) leaves the rest for the last page and its writes.
 */
export const SCAN_SECONDS_PER_INVOCATION = 600;

export async function scanTeam(deps: PipelineDeps, state: PipelineState): Promise<PipelineState> {
  const outcome = await inStage(deps, state.job_id, Stage.scan_team, state.attempt, async (job, ctx) => {
    const company = await requireWork<ProviderCompany>(deps, workKeys.company(job.job_id));
    const { batchSize, previewCap } = deps.settings;
    const maxPages = deps.settings.scanPagesPerInvocation ?? SCAN_PAGES_PER_INVOCATION;
    const maxMs = (deps.settings.scanSecondsPerInvocation ?? SCAN_SECONDS_PER_INVOCATION) * 1000;
    const started = deps.clock.now().getTime();
    const scan: ScanCheckpoint = (await deps.work.get<ScanCheckpoint>(workKeys.scan(job.job_id))) ?? {
      pages: 0,
      cursor: null,
      batches: 0,
      pending: [],
      scanned: 0,
      preview: [],
      continuations: 0,
    };
    const more = () => scan.pages === 0 || scan.cursor !== null;
    /** Writes every full batch waiting in `pending`; again after a retry, it writes the same objects. */
    const writeFullBatches = async () => {
      while (scan.pending.length >= batchSize) {
        await deps.work.put(workKeys.roster(job.job_id, scan.batches), scan.pending.slice(0, batchSize));
        scan.batches += 1;
        scan.pending = scan.pending.slice(batchSize);
      }
    };
    // A page stored by the checkpoint but not yet cut into batches (the try before failed in between).
    await writeFullBatches();
    let pagesNow = 0;
    while (more()) {
      if (pagesNow >= maxPages || (pagesNow > 0 && deps.clock.now().getTime() - started >= maxMs)) {
        // The rest of the roster is read by a further invocation, within the event budget's count.
        scan.continuations += 1;
        await deps.work.put(workKeys.scan(job.job_id), scan);
        return { ...state, attempt: 0, scan_invocations: 1 + scan.continuations, next: 'more' as const };
      }
      const page: { people: RosterEntry[]; next: string | null } = await deps.network.rosterPage(
        company.id,
        scan.cursor,
        ctx,
      );
      pagesNow += 1;
      for (const entry of page.people) {
        scan.pending.push(entry);
        if (scan.preview.length < previewCap) scan.preview.push(previewPerson(entry));
      }
      scan.scanned += page.people.length;
      scan.pages += 1;
      scan.cursor = page.next;
      // The page is paid for: it is stored, whole, before anything else can fail, so a retry resumes
      // after it and never buys it again (a failed batch write used to send the retry back for it).
      await deps.work.put(workKeys.scan(job.job_id), scan);
      await writeFullBatches();
      const live = await deps.jobs.setProgress(
        job.job_id,
        {
          team_scanned: scan.scanned,
          preview: { people: scan.preview, capped: scan.scanned > previewCap },
        },
        nowIso(deps),
      );
      if (!live) return stop(state);
    }
    if (scan.pending.length > 0) {
      await deps.work.put(workKeys.roster(job.job_id, scan.batches), scan.pending);
      scan.batches += 1;
      scan.pending = [];
      await deps.work.put(workKeys.scan(job.job_id), scan);
    }
    if (scan.scanned === 0) {
      return end(
        deps,
        state,
        JobStatusValue.no_employees,
        `${company.name ?? 'The company'} lists no employees on the network.`,
      );
    }
    // The fan-out stages add to these as their batches finish; they start from zero, not from unknown.
    await deps.jobs.setProgress(
      job.job_id,
      { profiles_enriched: 0, preliminary_candidates: 0 },
      nowIso(deps),
    );
    const invocations = 1 + scan.continuations;
    const items = fanOutLimit(deps.settings, invocations, state.budget_wait_events ?? 0);
    const groups = groupBatches(scan.batches, items);
    return {
      ...state,
      attempt: 0,
      scan_invocations: invocations,
      groups,
      pending: groups,
      next: 'continue' as const,
    };
  });
  return outcome ?? stop(state);
}
