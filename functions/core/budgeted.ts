import {
  type CallContext,
  type EmailVerifier,
  type JudgeUsage,
  type NetworkProvider,
  type PersonaJudge,
  TransientErrorName,
} from './ports.js';
import { type BudgetLimit, type Budgets, charge, spend } from './rate-budget.js';

/**
 * The shared rate budgets in front of the dependencies (functions/core/rate-budget.ts). Each wrapper
 * spends from its dependency's budget before the real call: a budget that has nothing left for a while
 * ends the call as the dependency's own transient error (Provider.RateLimited, Verifier.Unavailable,
 * Judge.Overloaded) with a retry-after, so the state machine's existing delayed retry handles it.
 * Wrap the real adapter, under any cache: a cached answer costs no budget.
 */
export const Dependency = {
  providerSearch: 'provider_search',
  providerEnrich: 'provider_enrich',
  verifier: 'verifier',
  /** Per model: `judge_requests:<model>` (a plain `judge_requests` applies to every model without one). */
  judgeRequests: 'judge_requests',
  judgeInputTokens: 'judge_input_tokens',
  /**
   * Output tokens per minute, per model. Charged after the call, at what the answer says it used: a
   * call starts only while the model's bucket is not in debt (it takes one token of room), then the
   * rest of its output is debited, so the calls after it wait until the minute's allowance covers it.
   */
  judgeOutputTokens: 'judge_output_tokens',
} as const;

/** Whose share a call spends: the job's account; a call outside a job, the job id (its own share). */
const owner = (ctx: CallContext) => ctx.accountId ?? ctx.jobId;

export function budgetedNetwork(inner: NetworkProvider, budgets: Budgets): NetworkProvider {
  const take = (dependency: string, ctx: CallContext, cost: number) =>
    spend(budgets, dependency, owner(ctx), cost, TransientErrorName.providerRateLimited);
  const wrapped: NetworkProvider = {
    async findCompany(ref, ctx) {
      await take(Dependency.providerSearch, ctx, 1);
      return inner.findCompany(ref, ctx);
    },
    async rosterPage(companyId, cursor, ctx) {
      await take(Dependency.providerSearch, ctx, 1);
      return inner.rosterPage(companyId, cursor, ctx);
    },
    async enrichProfiles(refs, ctx) {
      // Enrichment bills per record asked for, and providers limit records per minute.
      await take(Dependency.providerEnrich, ctx, refs.length);
      return inner.enrichProfiles(refs, ctx);
    },
  };
  // Deep data for the shortlist (posts, say) is billed per person too; a provider without it has none.
  const deepen = inner.deepenProfiles?.bind(inner);
  if (deepen) {
    wrapped.deepenProfiles = async (profiles, ctx) => {
      await take(Dependency.providerEnrich, ctx, profiles.length);
      return deepen(profiles, ctx);
    };
  }
  if (inner.rehearses) wrapped.rehearses = inner.rehearses.bind(inner);
  return wrapped;
}

export function budgetedVerifier(inner: EmailVerifier, budgets: Budgets): EmailVerifier {
  return {
    async findEmail(person, company, ctx) {
      await spend(budgets, Dependency.verifier, owner(ctx), 1, TransientErrorName.verifierUnavailable);
      return inner.findEmail(person, company, ctx);
    },
  };
}

/** A model's own limit if configured, else the one for every model. */
function modelBudgets(budgets: Budgets, model: string): Budgets {
  const limits: Record<string, BudgetLimit> = {};
  for (const dependency of [
    Dependency.judgeRequests,
    Dependency.judgeInputTokens,
    Dependency.judgeOutputTokens,
  ]) {
    const limit = budgets.limits[`${dependency}:${model}`] ?? budgets.limits[dependency];
    if (limit) limits[`${dependency}:${model}`] = limit;
  }
  return { ...budgets, limits };
}

export function budgetedJudge(inner: PersonaJudge, budgets: Budgets): PersonaJudge {
  const take = async (
    pass: 'shortlist' | 'verify',
    persona: Parameters<PersonaJudge['shortlist']>[0],
    company: Parameters<PersonaJudge['shortlist']>[1],
    profiles: Parameters<PersonaJudge['shortlist']>[2],
    ctx: CallContext,
  ) => {
    const estimate = inner.estimate?.(pass, persona, company, profiles);
    if (!estimate || estimate.requests <= 0) return undefined;
    const scoped = modelBudgets(budgets, estimate.model);
    const name = TransientErrorName.judgeOverloaded;
    await spend(scoped, `${Dependency.judgeRequests}:${estimate.model}`, owner(ctx), estimate.requests, name);
    await spend(
      scoped,
      `${Dependency.judgeInputTokens}:${estimate.model}`,
      owner(ctx),
      estimate.inputTokens,
      name,
    );
    // Output is known only after the call: one token of room now, the rest debited by `settle`.
    await spend(scoped, `${Dependency.judgeOutputTokens}:${estimate.model}`, owner(ctx), 1, name);
    return { scoped, model: estimate.model };
  };
  /**
   * Debits the output tokens a call used (also a failed one: what its requests spent counts). A debit
   * that cannot be stored is dropped: the answer is paid for, and only lets the next calls start sooner.
   */
  const settle = async (
    taken: { scoped: Budgets; model: string } | undefined,
    usage: JudgeUsage | null | undefined,
    ctx: CallContext,
  ) => {
    if (!taken || !usage) return;
    const dependency = `${Dependency.judgeOutputTokens}:${taken.model}`;
    await charge(taken.scoped, dependency, owner(ctx), usage.output_tokens - 1).catch(() => undefined);
  };
  const judged = async <T extends { usage: JudgeUsage | null }>(
    taken: { scoped: Budgets; model: string } | undefined,
    ctx: CallContext,
    call: () => Promise<T>,
  ): Promise<T> => {
    try {
      const answer = await call();
      await settle(taken, answer.usage, ctx);
      return answer;
    } catch (error) {
      await settle(taken, (error as { usage?: JudgeUsage | null }).usage, ctx);
      throw error;
    }
  };
  const wrapped: PersonaJudge = {
    // Reading a definition happens at a persona save, outside any job: not part of a job's budget.
    interpret: (persona) => inner.interpret(persona),
    async shortlist(persona, company, profiles, ctx) {
      const taken = await take('shortlist', persona, company, profiles, ctx);
      return judged(taken, ctx, () => inner.shortlist(persona, company, profiles, ctx));
    },
    async verify(persona, company, candidates, ctx) {
      const taken = await take('verify', persona, company, candidates, ctx);
      return judged(taken, ctx, () => inner.verify(persona, company, candidates, ctx));
    },
  };
  if (inner.estimate) wrapped.estimate = inner.estimate.bind(inner);
  return wrapped;
}
