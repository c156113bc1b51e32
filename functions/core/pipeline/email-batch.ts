import { mapBounded } from '../bounded.js';
import { Stage } from '../model.js';
import type { EmailInfo, ProviderCompany } from '../profile.js';
import { groupStep } from './fan-out.js';
import { requireWork } from './shared.js';
import { type GroupInput, type PipelineDeps, workKeys } from './state.js';
import type { VerifiedEntry } from './verify-batch.js';

export type EmailsByRef = Record<string, EmailInfo | null>;

/** One group of match_target: each verified person's email, a few lookups of a batch at a time. */
export function emailBatch(deps: PipelineDeps, input: GroupInput) {
  return groupStep<EmailsByRef>(deps, input, {
    stage: Stage.match_target,
    output: workKeys.emails,
    produce: async (job, batch, ctx) => {
      const [company, verified] = await Promise.all([
        requireWork<ProviderCompany>(deps, workKeys.company(job.job_id)),
        requireWork<VerifiedEntry[]>(deps, workKeys.verified(job.job_id, batch)),
      ]);
      const emails = await mapBounded(verified, deps.settings.emailConcurrency ?? 4, ({ profile }) =>
        deps.verifier.findEmail(profile, company, ctx),
      );
      const byRef: EmailsByRef = {};
      verified.forEach(({ profile }, i) => {
        byRef[profile.person_ref] = emails[i] ?? null;
      });
      return byRef;
    },
  });
}
