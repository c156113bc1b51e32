import type { PersonaJudge } from '../../core/ports.js';
import type { NetworkDataset } from '../network/dataset.js';
import { simulatedFault } from '../network/embedded.js';

/**
 * Lets a dataset company script faults for the judge's stages too (find_candidates, verify_candidates),
 * whichever judge stands behind it, so a user can rehearse an overloaded judge like a failing provider.
 */
export function withSimulatedFaults(judge: PersonaJudge, dataset: NetworkDataset): PersonaJudge {
  const rehearse = (companyId: number, ctx: Parameters<PersonaJudge['shortlist']>[3]) =>
    simulatedFault({ id: companyId, simulate: dataset.simulationFor(companyId) }, ctx, { source: 'judge' });
  return {
    ...(judge.estimate ? { estimate: judge.estimate.bind(judge) } : {}),
    async shortlist(persona, company, profiles, ctx) {
      await rehearse(company.id, ctx);
      return judge.shortlist(persona, company, profiles, ctx);
    },
    async verify(persona, company, candidates, ctx) {
      await rehearse(company.id, ctx);
      return judge.verify(persona, company, candidates, ctx);
    },
  };
}
