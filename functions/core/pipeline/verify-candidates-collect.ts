import { JobStatusValue, Stage } from '../model.js';
import { unreadableMessage } from '../persona-reader.js';
import type { ProviderCompany } from '../profile.js';
import { end, inStage, nowIso, readBatches, requireWork, stop } from './shared.js';
import { type PipelineDeps, type PipelineState, workKeys } from './state.js';
import type { VerifiedEntry } from './verify-batch.js';

/**
 * After verify_candidates' fan-out: nobody kept in any batch means `no_people_found`; otherwise the
 * preview says that the whole roster has been judged.
 */
export async function verifyCandidatesCollect(
  deps: PipelineDeps,
  state: PipelineState,
): Promise<PipelineState> {
  const outcome = await inStage(deps, state.job_id, Stage.verify_candidates, state.attempt, async (job) => {
    const [company, batches] = await Promise.all([
      requireWork<ProviderCompany>(deps, workKeys.company(job.job_id)),
      readBatches<VerifiedEntry[]>(deps, state, workKeys.verified),
    ]);
    if (batches.every((kept) => kept.length === 0)) {
      // A definition the judge could not read keeps nobody: the message says so, not "nobody fits".
      const reading = await deps.judge.interpret(job.persona).catch(() => null);
      return end(
        deps,
        state,
        JobStatusValue.no_people_found,
        (reading && unreadableMessage(reading, job.persona.name)) ??
          `Nobody at ${company.name ?? 'the company'} fits the persona "${job.persona.name}". Nothing was charged.`,
      );
    }
    const preview = job.preview ?? { people: [], capped: false };
    // The whole roster has now been judged; the preview says so for every face it shows.
    await deps.jobs.setProgress(
      job.job_id,
      {
        preview: { ...preview, people: preview.people.map((p) => ({ ...p, verification_complete: true })) },
      },
      nowIso(deps),
    );
    return { ...state, attempt: 0, next: 'continue' as const };
  });
  return outcome ?? stop(state);
}
