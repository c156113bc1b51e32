import type { BudgetLimit } from '../core/rate-budget.js';
import type { Config } from './config.js';

/**
 * Default shared rate budgets: the published limits of each real dependency (docs/providers.md, "Rate
 * budgets", gives each source and the date it was read). The embedded provider and verifier and the
 * offline judge are free and unlimited: they get no budget unless CTP_BUDGETS sets one.
 */
export const PUBLISHED_LIMITS = {
  /** People Data Labs, free and default self-serve plans: Person Search 10 requests a minute. */
  pdl: {
    provider_search: { perMinute: 10 },
    /** Person Enrichment: 100 a minute, counted in records (credits), which is what we spend. */
    provider_enrich: { perMinute: 100 },
  },
  /** ZeroBounce publishes no per-minute limit for single validations at this rate: a cautious one. */
  zerobounce: { verifier: { perMinute: 1_000 } },
  /** Anthropic, usage tier 1 (per model: each model draws from its own pair of budgets). */
  anthropic: {
    judge_requests: { perMinute: 50 },
    judge_input_tokens: { perMinute: 40_000 },
    /** Tier 1 output tokens per minute (8,000 for Sonnet-class models; Haiku's is higher). */
    judge_output_tokens: { perMinute: 8_000 },
  },
} as const satisfies Record<string, Record<string, BudgetLimit>>;

/**
 * The budgets of this deployment: the defaults of the dependencies it is configured with, each
 * replaced by CTP_BUDGETS where that names it. `perMinute: 0` removes a budget (no limit).
 */
export function budgetLimits(config: Config, judge: 'anthropic' | 'offline'): Record<string, BudgetLimit> {
  const merged: Record<string, BudgetLimit> = {
    ...(config.CTP_NETWORK_PROVIDER === 'pdl' ? PUBLISHED_LIMITS.pdl : {}),
    ...(config.CTP_EMAIL_VERIFIER === 'zerobounce' ? PUBLISHED_LIMITS.zerobounce : {}),
    ...(judge === 'anthropic' ? PUBLISHED_LIMITS.anthropic : {}),
    ...(config.CTP_BUDGETS ?? {}),
  };
  return Object.fromEntries(Object.entries(merged).filter(([, limit]) => limit.perMinute > 0));
}
