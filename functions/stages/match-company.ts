import { Stage } from '../core/model.js';
import { getDeps } from '../shared/deps.js';

interface StageInput {
  job_id: string;
}

/** First stage. Until the pipeline lands it only records that the job's execution is running. */
export async function handler(input: unknown): Promise<StageInput & { cancelled: boolean }> {
  const { job_id } = input as StageInput;
  const deps = await getDeps();
  const active = await deps.jobs.enterStage(job_id, Stage.match_company, deps.clock.now().toISOString());
  return { job_id, cancelled: !active };
}
