import type { JudgeEstimate, PersonaJudge } from '../../core/ports.js';
import type { NetworkDataset } from '../network/dataset.js';
import { type Sleep, simulatedCall, simulatedFault } from '../network/embedded.js';

/** A compressed run's time (functions/sandbox/clock.ts); the wall clock when absent. */
export interface SimulatedJudgeOptions {
  sleep?: Sleep;
  now?: () => number;
}

type JudgeArgs = Parameters<PersonaJudge['shortlist']>;

/**
 * What one judge call counts against the dataset-wide judge limits: the requests and input tokens the
 * judge estimates, or, for a judge that calls no model (offline), one request with its profiles' JSON at
 * 4 characters a token, so a rehearsal meets the limits a model would.
 */
function simulatedEstimate(
  judge: PersonaJudge,
  ...[pass, persona, company, profiles]: Parameters<NonNullable<PersonaJudge['estimate']>>
): JudgeEstimate {
  const estimate = judge.estimate?.(pass, persona, company, profiles);
  return {
    model: estimate?.model ?? 'simulated',
    requests: Math.max(1, estimate?.requests ?? 0),
    inputTokens: estimate?.inputTokens || Math.ceil(JSON.stringify(profiles).length / 4),
  };
}

function judgeLimits(
  judge: PersonaJudge,
  dataset: NetworkDataset,
  pass: 'shortlist' | 'verify',
  args: JudgeArgs,
  time: SimulatedJudgeOptions,
) {
  const { requests, inputTokens } = simulatedEstimate(judge, pass, args[0], args[1], args[2]);
  return simulatedCall(
    dataset,
    'judge',
    { units: requests, inputTokens },
    { ...time, source: 'judge', jobId: args[3].jobId },
  );
}

/**
 * Lets a dataset company script faults for the judge's stages too (find_candidates, verify_candidates),
 * whichever judge stands behind it, so a user can rehearse an overloaded judge like a failing provider.
 */
export function withSimulatedFaults(
  judge: PersonaJudge,
  dataset: NetworkDataset,
  time: SimulatedJudgeOptions = {},
): PersonaJudge {
  const rehearse = (companyId: number, ctx: Parameters<PersonaJudge['shortlist']>[3]) =>
    simulatedFault({ id: companyId, simulate: dataset.simulationFor(companyId) }, ctx, {
      source: 'judge',
      ...(time.sleep ? { sleep: time.sleep } : {}),
    });
  return {
    interpret: (persona) => judge.interpret(persona),
    // With simulated judge limits, the estimate is what they count, so that a shared budget in front
    // (CTP_BUDGETS) spends the same as the dependency it guards: an offline judge estimates zero
    // requests, and its rehearsal would otherwise meet every 429 the budget exists to avoid.
    ...(dataset.simulate?.judge
      ? {
          estimate: (pass, persona, company, profiles) =>
            simulatedEstimate(judge, pass, persona, company, profiles),
        }
      : judge.estimate
        ? { estimate: judge.estimate.bind(judge) }
        : {}),
    async shortlist(persona, company, profiles, ctx) {
      await judgeLimits(judge, dataset, 'shortlist', [persona, company, profiles, ctx], time);
      await rehearse(company.id, ctx);
      return judge.shortlist(persona, company, profiles, ctx);
    },
    async verify(persona, company, candidates, ctx) {
      await judgeLimits(judge, dataset, 'verify', [persona, company, candidates, ctx], time);
      await rehearse(company.id, ctx);
      return judge.verify(persona, company, candidates, ctx);
    },
  };
}
