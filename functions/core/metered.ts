import { llmUnits, SourceKind, UnitKind as Unit, type UnitKind, type Units, unitKey } from './cost.js';
import type {
  CallContext,
  CostStore,
  EmailVerifier,
  JudgeUsage,
  NetworkProvider,
  PersonaJudge,
} from './ports.js';

/**
 * Counting decorators: each wraps one real dependency and records on the job what every answered call
 * billed, at the moment the answer arrives (functions/core/cost.ts names the units). They sit right
 * around the real adapters, under the provider cache and the verified-email cache (a remembered answer
 * reaches no dependency and is not counted) and under the rate budgets (a refused call never ran). A
 * failed call is not counted: providers bill answers, not errors.
 *
 * Retries: a unit is counted once per billed answer, never per stage attempt. A stage retried by Step
 * Functions skips the batches whose output is stored (no call, nothing counted) and finds the records
 * it already fetched in the provider cache; what it does count again (a judge batch whose answer was
 * lost with a timed-out invocation) was billed again. docs/performance.md, "Cost per job", says more.
 */

/**
 * Records `units` on the job. A failed write is dropped, never thrown: the answer is paid for already,
 * and failing the call would throw it away before the provider cache keeps it, so the retry would buy it
 * a second time. A lost write understates the job's cost by that one call (docs/performance.md).
 */
async function count(costs: CostStore, ctx: CallContext, units: Units): Promise<void> {
  const billed = Object.fromEntries(Object.entries(units).filter(([, n]) => n > 0));
  if (Object.keys(billed).length > 0) await costs.record(ctx.jobId, billed).catch(() => undefined);
}

export function meteredNetwork(inner: NetworkProvider, provider: string, costs: CostStore): NetworkProvider {
  const key = (unit: UnitKind) => unitKey(SourceKind.provider, provider, unit);
  const wrapped: NetworkProvider = {
    async findCompany(ref, ctx) {
      const company = await inner.findCompany(ref, ctx);
      // A company not found is not billed (PDL's 404, Coresignal's empty search).
      if (company) await count(costs, ctx, { [key(Unit.companyLookups)]: 1 });
      return company;
    },
    async rosterPage(companyId, cursor, ctx) {
      const page = await inner.rosterPage(companyId, cursor, ctx);
      await count(costs, ctx, { [key(Unit.rosterRecords)]: page.people.length });
      return page;
    },
    async enrichProfiles(refs, ctx) {
      const profiles = await inner.enrichProfiles(refs, ctx);
      await count(costs, ctx, { [key(Unit.enrichRecords)]: profiles.length });
      return profiles;
    },
  };
  const deepen = inner.deepenProfiles?.bind(inner);
  if (deepen) {
    wrapped.deepenProfiles = async (profiles, ctx) => {
      const deepened = await deepen(profiles, ctx);
      await count(costs, ctx, { [key(Unit.deepRecords)]: deepened.length });
      return deepened;
    };
  }
  if (inner.rehearses) wrapped.rehearses = inner.rehearses.bind(inner);
  return wrapped;
}

/**
 * Lookups, one per answered `findEmail`. What a verifier bills per address it checks inside a lookup
 * only the adapter sees: it reports those itself (`billedValidations`, wired in functions/shared/deps.ts).
 */
export function meteredVerifier(inner: EmailVerifier, verifier: string, costs: CostStore): EmailVerifier {
  const key = unitKey(SourceKind.verifier, verifier, Unit.lookups);
  return {
    async findEmail(person, company, ctx) {
      const email = await inner.findEmail(person, company, ctx);
      await count(costs, ctx, { [key]: 1 });
      return email;
    },
  };
}

/**
 * Tokens by model. The model is the one the judge's estimate names for the pass (the offline judge has
 * none and spends nothing). A failed call may carry the usage of its requests that went through: those
 * tokens were billed, so they are counted, without letting the count replace the judge's error.
 */
export function meteredJudge(inner: PersonaJudge, costs: CostStore): PersonaJudge {
  const run = async <T extends { usage: JudgeUsage | null }>(
    pass: 'shortlist' | 'verify',
    args: Parameters<PersonaJudge['shortlist']>,
    call: () => Promise<T>,
  ): Promise<T> => {
    const [persona, company, profiles, ctx] = args;
    const model = () => inner.estimate?.(pass, persona, company, profiles).model ?? 'unknown';
    try {
      const answer = await call();
      if (answer.usage) await count(costs, ctx, llmUnits(model(), answer.usage));
      return answer;
    } catch (error) {
      const spent = (error as { usage?: JudgeUsage | null }).usage;
      if (spent) await count(costs, ctx, llmUnits(model(), spent));
      throw error;
    }
  };
  const wrapped: PersonaJudge = {
    interpret: (persona) => inner.interpret(persona),
    shortlist: (...args) => run('shortlist', args, () => inner.shortlist(...args)),
    verify: (...args) => run('verify', args, () => inner.verify(...args)),
  };
  if (inner.estimate) wrapped.estimate = inner.estimate.bind(inner);
  return wrapped;
}

/** Records a verifier's billed validations of a lookup, as an adapter reports them after it. */
export const billedValidations =
  (verifier: string, costs: CostStore) =>
  (ctx: CallContext, validations: number): Promise<void> =>
    count(costs, ctx, { [unitKey(SourceKind.verifier, verifier, Unit.validations)]: validations });
