import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderPipelineAsl } from '../functions/stages/pipeline-definition.js';

/** Writes `statemachine/pipeline.asl.json` from functions/stages/pipeline-definition.ts: `npm run asl`. */
const target = fileURLToPath(new URL('../statemachine/pipeline.asl.json', import.meta.url));
writeFileSync(target, renderPipelineAsl());
console.log(`Wrote ${target}`);
