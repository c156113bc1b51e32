import type { PersonaJudge } from '../../core/ports.js';
import type { NetworkDataset } from '../network/dataset.js';
import { simulatedCall, simulatedFault } from '../network/embedded.js';

type JudgeArgs = Parameters<PersonaJudge['shortlist']>;

/**
 * The dataset-wide judge limits: a call counts as the requests and input tokens the judge estimates, or,
 * for a judge that calls no model (offline), as one request with its profiles' JSON at 4 characters a
 * token, so a rehearsal meets the limits a model would.
 */
function judgeLimits(
  judge: PersonaJudge,
  dataset: NetworkDataset,
  pass: 'shortlist' | 'verify',
  args: JudgeArgs,
) {
  const [persona, company, profiles] = args;
  const estimate = judge.estimate?.(pass, persona, company, profiles);
  const units = Math.max(1, estimate?.requests ?? 0);
  const inputTokens = estimate?.inputTokens || Math.ceil(JSON.stringify(profiles).length / 4);
  return simulatedCall(dataset, 'judge', { units, inputTokens }, { source: 'judge' });
}

/**
 * Lets a dataset company script faults for the judge's stages too (find_candidates, verify_candidates),
 * whichever judge stands behind it, so a user can rehearse an overloaded judge like a failing provider.
 */
export function withSimulatedFaults(judge: PersonaJudge, dataset: NetworkDataset): PersonaJudge {
  const rehearse = (companyId: number, ctx: Parameters<PersonaJudge['shortlist']>[3]) =>
    simulatedFault({ id: companyId, simulate: dataset.simulationFor(companyId) }, ctx, { source: 'judge' });
  return {
    interpret: (persona) => judge.interpret(persona),
    ...(judge.estimate ? { estimate: judge.estimate.bind(judge) } : {}),
    async shortlist(persona, company, profiles, ctx) {
      await judgeLimits(judge, dataset, 'shortlist', [persona, company, profiles, ctx]);
      await rehearse(company.id, ctx);
      return judge.shortlist(persona, company, profiles, ctx);
    },
    async verify(persona, company, candidates, ctx) {
      await judgeLimits(judge, dataset, 'verify', [persona, company, candidates, ctx]);
      await rehearse(company.id, ctx);
      return judge.verify(persona, company, candidates, ctx);
    },
  };
}
