import type { PipelineDeps } from '../core/pipeline.js';
import { getPipelineDeps } from '../shared/deps.js';

/** A stage task: the state machine's input in, the domain function's answer out. Nothing else. */
export const stageHandler =
  <I, O>(step: (deps: PipelineDeps, input: I) => Promise<O>) =>
  async (input: unknown): Promise<O> =>
    step(await getPipelineDeps(), input as I);
