import type { Stage } from '../core/model.js';
import { type PipelineDeps, type PipelineState, recordDelay } from '../core/pipeline.js';
import { stageHandler } from './runtime.js';

export const handler = stageHandler((deps: PipelineDeps, input: { state: PipelineState; stage: Stage }) =>
  recordDelay(deps, input.state, input.stage),
);
