import { Stage } from '../model.js';
import type { ProviderProfile, RosterEntry } from '../profile.js';
import { isBudgetRefusal } from '../rate-budget.js';
import { type BatchWork, batchStep, groupStep } from './fan-out.js';
import { requireWork, stillProcessing } from './shared.js';
import { shortlistWork } from './shortlist-batch.js';
import { type GroupInput, type PipelineDeps, workKeys } from './state.js';

/** enrich_profiles' work on one roster batch: its people's profiles, into the work store. */
const enrichWork = (deps: PipelineDeps): BatchWork<ProviderProfile[]> => ({
  stage: Stage.enrich_profiles,
  output: workKeys.enriched,
  produce: async (job, batch, ctx) => {
    const roster = await requireWork<RosterEntry[]>(deps, workKeys.roster(job.job_id, batch));
    // Records the roster search already returned were paid for once: only the others are enriched.
    const missing = roster.filter((r) => !r.profile).map((r) => r.person_ref);
    const enriched = missing.length > 0 ? await deps.network.enrichProfiles(missing, ctx) : [];
    const byRef = new Map(enriched.map((p) => [p.person_ref, p]));
    return roster.flatMap((r) => {
      const profile = r.profile ?? byRef.get(r.person_ref);
      return profile ? [profile] : [];
    });
  },
  counted: { field: 'profiles_enriched', count: (profiles) => profiles.length },
});

/**
 * An enrich_batch invocation judges no further batch after this long, so that the judge's latency does
 * not eat into its enrichment (which itself starts no batch after `groupSecondsPerInvocation`).
 */
export const EARLY_JUDGING_SECONDS = 300;

/**
 * One group of enrich_profiles: each roster batch's people enriched into the work store, and each
 * enriched batch then judged at once, as find_candidates would (docs/pipeline.md, "Judging while
 * enriching"): the judge works on the first batches while the provider delivers the next, so a job
 * takes about the longer of its enrichment and its judging, not their sum. Early judging is best
 * effort: a batch it could not judge is left to find_candidates, whose retries and failure rules apply
 * to it as before. After a refusal by the judge itself (a 429, an outage) the group judges no further
 * batch, so as not to press a dependency that asked to wait; a shared budget's refusal only skips the
 * batch, since the budget is ours and its next turn may come with the next batch.
 */
export function enrichBatch(deps: PipelineDeps, input: GroupInput) {
  const shortlist = shortlistWork(deps);
  let judging = deps.settings.judgeWhileEnriching ?? true;
  const judgeUntil = deps.clock.now().getTime() + EARLY_JUDGING_SECONDS * 1000;
  return groupStep(deps, input, enrichWork(deps), async (job, batch, ctx) => {
    if (!judging || deps.clock.now().getTime() >= judgeUntil) return;
    // Judging is new work: a job cancelled while its batch was enriched gets none.
    if (!(await stillProcessing(deps, job.job_id))) return;
    try {
      // The sandbox scripts faults per stage and attempt: early judging is find_candidates' first try.
      await batchStep(deps, job, batch, shortlist, { ...ctx, stage: Stage.find_candidates, attempt: 0 });
    } catch (error) {
      if (!isBudgetRefusal((error as Error).message)) judging = false;
    }
  });
}
