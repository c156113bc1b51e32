import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../functions/http/routes.js';
import { PORT_GRANTS, ROUTE_GRANTS, STAGE_PORTS, stageGrants } from '../../functions/shared/grants.js';
import { STAGE_FUNCTIONS, type StagePlaceholder } from '../../functions/stages/registry.js';

const STAGES = Object.keys(STAGE_FUNCTIONS) as StagePlaceholder[];

/**
 * The grants table (functions/shared/grants.ts) against the handlers: the stack grants each stage
 * what STAGE_PORTS says its handler builds, so a port added to a handler but not to the table (a missed
 * grant) or left in the table after the handler stopped building it (a wider grant) fails here.
 * test/cdk/stack.test.ts holds the synthesized roles to the same table.
 */
describe('the grants table', () => {
  it.each(STAGES)('names exactly the ports the %s handler builds', async (placeholder) => {
    const { handler } = await STAGE_FUNCTIONS[placeholder].load();
    expect([...handler.ports].sort()).toEqual([...STAGE_PORTS[placeholder]].sort());
  });

  it('has an entry for every route and no other', () => {
    expect(Object.keys(ROUTE_GRANTS).sort()).toEqual(ROUTES.map((r) => r.name).sort());
  });

  it('gives a stage its ports’ secrets only: each provider stage its provider’s key', () => {
    expect(stageGrants('EmailBatchFunctionArn').secrets).toEqual(['verifier']);
    expect([...stageGrants('MatchCompanyFunctionArn').secrets].sort()).toEqual(['coresignal', 'provider']);
    expect(stageGrants('VerifyBatchFunctionArn').secrets).toEqual([]);
    expect(stageGrants('VerifyBatchFunctionArn').judge).toBe(true);
    for (const stage of STAGES) {
      const fromPorts = new Set(STAGE_PORTS[stage].flatMap((port) => PORT_GRANTS[port].secrets));
      expect(new Set(stageGrants(stage).secrets), stage).toEqual(fromPorts);
    }
  });

  it('lets only publish_settle write results/, and only it and the cancel route delete there', () => {
    const writers = STAGES.filter((s) => stageGrants(s).writePrefixes.includes('results/'));
    expect(writers).toEqual(['PublishSettleFunctionArn']);
    const routeWriters = Object.entries(ROUTE_GRANTS).filter(([, g]) => g.writePrefixes.length > 0);
    expect(routeWriters).toEqual([]);
    const deleters = [
      ...STAGES.filter((s) => stageGrants(s).deletePrefixes.length > 0),
      ...Object.keys(ROUTE_GRANTS).filter((r) => (ROUTE_GRANTS[r]?.deletePrefixes.length ?? 0) > 0),
    ];
    expect(deleters.sort()).toEqual(['JobsCancel', 'PublishSettleFunctionArn']);
  });

  it('gives record_delay and fail_job no bucket and no secret', () => {
    for (const stage of ['RecordDelayFunctionArn', 'FailJobFunctionArn'] as const) {
      const g = stageGrants(stage);
      expect([...g.readPrefixes, ...g.writePrefixes, ...g.deletePrefixes, ...g.secrets], stage).toEqual([]);
    }
  });
});
