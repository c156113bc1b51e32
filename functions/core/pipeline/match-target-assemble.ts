import { toCompany } from '../company.js';
import { Stage } from '../model.js';
import type { ProviderCompany } from '../profile.js';
import type { PublishedResult } from '../result.js';
import { buildTargetPerson, rankVerified } from '../target-person.js';
import type { EmailsByRef } from './email-batch.js';
import { inStage, nowIso, readBatches, requireWork, stop } from './shared.js';
import { type PipelineDeps, type PipelineState, workKeys } from './state.js';
import type { VerifiedEntry } from './verify-batch.js';

/** After match_target's fan-out: ranks every verified person and assembles the result with the emails. */
export async function matchTargetAssemble(deps: PipelineDeps, state: PipelineState): Promise<PipelineState> {
  const outcome = await inStage(deps, state.job_id, Stage.match_target, state.attempt, async (job) => {
    const [company, verifiedBatches, emailBatches] = await Promise.all([
      requireWork<ProviderCompany>(deps, workKeys.company(job.job_id)),
      readBatches<VerifiedEntry[]>(deps, state, workKeys.verified),
      readBatches<EmailsByRef>(deps, state, workKeys.emails),
    ]);
    const verified = verifiedBatches.flat();
    const emails: EmailsByRef = Object.assign({}, ...emailBatches);
    const profiles = new Map(verified.map((v) => [v.profile.person_ref, v.profile]));
    const ranked = rankVerified(
      verified.map((v) => v.verdict),
      profiles,
      company,
    );
    const targetPeople = ranked.map(({ rank, verdict, profile }) =>
      buildTargetPerson({
        rank,
        verdict,
        profile,
        company,
        email: emails[profile.person_ref] ?? null,
        networkHost: deps.settings.networkHost,
      }),
    );
    const result: PublishedResult = {
      company: toCompany(company, deps.settings.networkHost),
      target_people: targetPeople,
    };
    await deps.work.put(workKeys.draft(job.job_id), result);
    await deps.jobs.setProgress(job.job_id, { target_people_count: targetPeople.length }, nowIso(deps));
    return { ...state, attempt: 0, next: 'continue' as const };
  });
  return outcome ?? stop(state);
}
