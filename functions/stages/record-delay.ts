import type { Stage } from '../core/model.js';
import {
  type PipelineDeps,
  type PipelineState,
  recordDeferral,
  recordDelay,
} from '../core/pipeline/index.js';
import { stageHandler } from './runtime.js';

/**
 * `<stage>_delay` after a caught failure; `<stage>_deferred` (with `deferred: true`) after every pass of
 * a fan-out stage, to finish the stage or wait for another pass over what it deferred.
 */
export const handler = stageHandler(
  (deps: PipelineDeps, input: { state: PipelineState; stage: Stage; deferred?: boolean }) =>
    input.deferred
      ? recordDeferral(deps, input.state, input.stage)
      : recordDelay(deps, input.state, input.stage),
);
