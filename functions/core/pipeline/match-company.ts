import type { CompanyRef } from '../company-input.js';
import { sha256Hex } from '../hashing.js';
import { type Job, JobStatusValue, Stage, Tier } from '../model.js';
import type { JobProgress } from '../ports.js';
import { end, inStage, nowIso, stop } from './shared.js';
import { type PipelineDeps, type PipelineState, workKeys } from './state.js';

function parseRef(companyRef: string): CompanyRef {
  const [kind, ...rest] = companyRef.split(':');
  const value = rest.join(':');
  return kind === 'id' ? { kind: 'id', companyId: Number(value) } : { kind: 'slug', slug: value };
}

export function replayKey(accountId: string, companyId: number, definition: string): string {
  return sha256Hex(`${accountId}\n${companyId}\n${sha256Hex(definition)}`);
}

/**
 * The counters and preview of a replayed result: those of the job that produced it (null ones are left
 * unset), so the replay's preview shows the roster its result was ranked from.
 */
function replayedCounters(earlier: Job): JobProgress {
  const counters: JobProgress = {};
  if (earlier.preview) counters.preview = earlier.preview;
  if (earlier.team_scanned !== null) counters.team_scanned = earlier.team_scanned;
  if (earlier.profiles_enriched !== null) counters.profiles_enriched = earlier.profiles_enriched;
  if (earlier.preliminary_candidates !== null)
    counters.preliminary_candidates = earlier.preliminary_candidates;
  if (earlier.target_people_count !== null) counters.target_people_count = earlier.target_people_count;
  return counters;
}

export async function matchCompany(deps: PipelineDeps, state: PipelineState): Promise<PipelineState> {
  const outcome = await inStage(deps, state.job_id, Stage.match_company, state.attempt, async (job, ctx) => {
    const company = await deps.network.findCompany(parseRef(job.company_ref), ctx);
    if (!company) {
      return end(
        deps,
        state,
        JobStatusValue.not_found,
        `No company matches ${JSON.stringify(job.input)} on the network.`,
      );
    }
    await deps.jobs.setProgress(
      job.job_id,
      {
        company_id: company.id,
        company: { name: company.name, logo_url: company.logo_url, employees_count: company.employees_count },
      },
      nowIso(deps),
    );
    const account = await deps.accounts.get(job.account_id);
    const employees = company.employees_count ?? 0;
    // Decided before any roster work, so a refused company costs the client nothing and us almost nothing.
    if (account?.tier !== Tier.premium && employees > deps.settings.sizeGate) {
      return end(
        deps,
        state,
        JobStatusValue.too_large,
        `${company.name ?? 'This company'} has ${employees} employees, above the ${deps.settings.sizeGate}-employee limit for non-premium plans. Nothing was searched and nothing was charged; a premium plan searches companies of any size.`,
      );
    }
    const key = replayKey(job.account_id, company.id, job.persona.definition);
    // A test company rehearses its script on every job: never replayed (docs/network-data.md).
    if (deps.settings.replayWindowHours > 0 && !deps.network.rehearses?.({ companyId: company.id })) {
      const since = new Date(
        deps.clock.now().getTime() - deps.settings.replayWindowHours * 3_600_000,
      ).toISOString();
      const earlier = await deps.jobs.findReplay(key, since);
      if (earlier?.result_key && earlier.account_id === job.account_id) {
        // The replay serves the earlier job's published result, so it reports that result's counters and
        // the stage that result finished in, as the earlier job does (docs/pipeline.md, "Replay").
        await deps.jobs.setProgress(job.job_id, replayedCounters(earlier), nowIso(deps));
        await deps.jobs.enterStage(job.job_id, earlier.stage ?? Stage.match_target, nowIso(deps));
        return {
          ...state,
          attempt: 0,
          replay_key: key,
          replay: { result_key: earlier.result_key, target_people_count: earlier.target_people_count ?? 0 },
          next: 'publish' as const,
        };
      }
    }
    await deps.work.put(workKeys.company(job.job_id), company);
    return { ...state, attempt: 0, replay_key: key, replay: null, next: 'continue' as const };
  });
  return outcome ?? stop(state);
}
