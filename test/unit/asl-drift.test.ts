import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderPipelineAsl } from '../../functions/stages/pipeline-definition.js';
import { ASL_FILE } from '../../lib/constructs/pipeline.js';

/**
 * statemachine/pipeline.asl.json is generated (functions/stages/pipeline-definition.ts, `npm run asl`)
 * and committed, since the CDK stack deploys it and the local runner executes it: an edit to either side
 * alone fails here, as openapi.json's does in openapi.test.ts.
 */
describe('the state machine definition', () => {
  it('is committed exactly as functions/stages/pipeline-definition.ts generates it', () => {
    if (readFileSync(ASL_FILE, 'utf8') !== renderPipelineAsl()) {
      expect.fail(
        'statemachine/pipeline.asl.json is out of date with functions/stages/pipeline-definition.ts: run `npm run asl`.',
      );
    }
  });

  it('writes each repeated block once: every error list is the code’s own, however many states carry it', () => {
    const definition = readFileSync(ASL_FILE, 'utf8');
    const lists = [...definition.matchAll(/"ErrorEquals": \[([^\]]*)\]/g)].map((m) =>
      m[1]?.replace(/\s+/g, ''),
    );
    // 6 stage Catches + 2 stage tails + 6 delays + 4 deferrals + publish_settle + deliver_webhook.
    expect(lists.filter((list) => list?.startsWith('"Provider.RateLimited"'))).toHaveLength(20);
    expect(new Set(lists).size).toBe(3);
  });
});
