import type { PriceTable } from '../core/cost.js';
import type { Config } from './config.js';

/**
 * Default list prices, in US dollars (docs/performance.md, "Cost per job", gives each source and the
 * date it was read). Per unit for providers and verifiers; per million tokens for models. The embedded
 * provider and verifier and the offline judge are free. CTP_PRICES replaces any of them.
 */
export const LIST_PRICES = {
  checked: '2026-11-23',
  units: {
    // PDL Pro: $98 a month for 350 person credits (docs/providers.md, docs/performance.md §5): $0.28 a
    // credit. Person Search bills each record returned, Bulk Enrichment each match.
    'provider/pdl:roster_records': 0.28,
    'provider/pdl:enrich_records': 0.28,
    // Company credits are a separate pool whose price we could not read: priced like a person credit,
    // an upper bound, until CTP_PRICES says better.
    'provider/pdl:company_lookups': 0.28,
    // Coresignal: credits from its Credits page at the unconfirmed $0.0065 a credit (its own
    // pages state no price per credit). Search is free; a Multi-source Employee collect is 2 credits;
    // a company lookup is a Base Company search and collect, a posts search and 5 posts, and a Base Jobs
    // search and 5 open postings (14 credits at the adapter's defaults, docs/performance.md §5; the
    // postings were left out before 2026-11-25); a shortlisted person's posts are a search and 3
    // collects (4 credits). Set CTP_PRICES for other `companyPosts` or `companyJobs`.
    'provider/coresignal:roster_records': 0,
    'provider/coresignal:enrich_records': 2 * 0.0065,
    'provider/coresignal:company_lookups': 14 * 0.0065,
    'provider/coresignal:deep_records': 4 * 0.0065,
    // ZeroBounce: one credit per validated address ("unknown" is free); ZeroBounce ONE is "starting at"
    // $99 a month with at least 10,000 validation credits: $0.0099 a credit. A lookup is billed by the
    // validations it made (one when the company's mail pattern is known, up to five when it is not).
    'verifier/zerobounce:validations': 99 / 10_000,
    'verifier/zerobounce:lookups': 0,
    'provider/embedded:company_lookups': 0,
    'provider/embedded:roster_records': 0,
    'provider/embedded:enrich_records': 0,
    'provider/embedded:deep_records': 0,
    'verifier/embedded:lookups': 0,
  },
  // Anthropic list prices per million tokens (5-minute cache writes), checked 2026-11-21 on
  // platform.claude.com, the model pages /docs/en/models/{haiku-4-5,sonnet-4-5,haiku-5-5,sonnet-5-5}/overview
  // and /docs/en/about-claude/pricing (Sonnet 4.6: its model page, read 2026-11-26). Cache prices follow the
  // documented multipliers (write 1.25 × input, read 0.1 × input); Haiku 5.5's are its rates for prompts up
  // to 100K tokens. bench/judge-tokens.ts prices its runs with these (docs/judge-anthropic.md).
  models: {
    'claude-haiku-4-5': { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 },
    'claude-sonnet-4-5': { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 },
    'claude-sonnet-4-6': { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 },
    'claude-haiku-5-5': { input: 0.1, output: 0.5, cacheWrite: 0.125, cacheRead: 0.01 },
    'claude-sonnet-5-5': { input: 2, output: 10, cacheWrite: 2.5, cacheRead: 0.2 },
    offline: { input: 0, output: 0, cacheWrite: 0, cacheRead: 0 },
  },
} as const satisfies PriceTable & { checked: string };

/** The deployment's prices: the defaults, each replaced where CTP_PRICES names it. */
export function priceTable(config: Pick<Config, 'CTP_PRICES'>): PriceTable {
  return {
    units: { ...LIST_PRICES.units, ...(config.CTP_PRICES?.units ?? {}) },
    models: { ...LIST_PRICES.models, ...(config.CTP_PRICES?.models ?? {}) },
  };
}
