import { Stage } from '../model.js';
import type { ProviderCompany, ProviderProfile } from '../profile.js';
import { type BatchWork, groupStep, judged } from './fan-out.js';
import { requireWork } from './shared.js';
import { type GroupInput, type PipelineDeps, workKeys } from './state.js';

/** find_candidates' work on one batch: the cheap first judgement over its enriched profiles. */
export const shortlistWork = (deps: PipelineDeps): BatchWork<ProviderProfile[]> => ({
  stage: Stage.find_candidates,
  output: workKeys.candidates,
  produce: async (job, batch, ctx) => {
    const [company, profiles] = await Promise.all([
      requireWork<ProviderCompany>(deps, workKeys.company(job.job_id)),
      requireWork<ProviderProfile[]>(deps, workKeys.enriched(job.job_id, batch)),
    ]);
    if (profiles.length === 0) return [];
    const { verdicts } = await judged(deps, job.job_id, () =>
      deps.judge.shortlist(job.persona, company, profiles, ctx),
    );
    const keep = new Set(verdicts.filter((v) => v.keep).map((v) => v.person_ref));
    const kept = profiles.filter((p) => keep.has(p.person_ref));
    // Deep data (posts) is bought for the shortlist only, before the careful pass reads it.
    return deps.network.deepenProfiles && kept.length > 0 ? deps.network.deepenProfiles(kept, ctx) : kept;
  },
  counted: { field: 'preliminary_candidates', count: (kept) => kept.length },
});

/** One group of find_candidates: the batches that enrich_profiles did not already judge. */
export function shortlistBatch(deps: PipelineDeps, input: GroupInput) {
  return groupStep(deps, input, shortlistWork(deps));
}
