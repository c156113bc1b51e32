import { Stage } from '../model.js';
import type { VerifiedCandidate } from '../ports.js';
import type { ProviderCompany, ProviderProfile } from '../profile.js';
import { groupStep, judged } from './fan-out.js';
import { requireWork } from './shared.js';
import { type GroupInput, type PipelineDeps, workKeys } from './state.js';

export interface VerifiedEntry {
  verdict: VerifiedCandidate;
  profile: ProviderProfile;
}

/** One group of verify_candidates: the judge's careful pass over each batch's shortlist. */
export function verifyBatch(deps: PipelineDeps, input: GroupInput) {
  return groupStep<VerifiedEntry[]>(deps, input, {
    stage: Stage.verify_candidates,
    output: workKeys.verified,
    produce: async (job, batch, ctx) => {
      const [company, candidates] = await Promise.all([
        requireWork<ProviderCompany>(deps, workKeys.company(job.job_id)),
        requireWork<ProviderProfile[]>(deps, workKeys.candidates(job.job_id, batch)),
      ]);
      // Nobody shortlisted in this batch: nothing to ask the judge.
      if (candidates.length === 0) return [];
      const { verdicts } = await judged(deps, job.job_id, () =>
        deps.judge.verify(job.persona, company, candidates, ctx),
      );
      const byRef = new Map(candidates.map((p) => [p.person_ref, p]));
      return verdicts
        .filter((v) => v.keep && byRef.has(v.person_ref))
        .map((verdict) => ({ verdict, profile: byRef.get(verdict.person_ref) as ProviderProfile }));
    },
  });
}
