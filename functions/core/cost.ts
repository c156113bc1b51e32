import type { JudgeUsage } from './ports.js';

/**
 * What a job consumed, counted where the calls are made (functions/core/metered.ts), and what that cost
 * at list prices. A unit is named `<source>:<kind>`: the source is the provider, verifier or model that
 * billed it (`provider/pdl`, `verifier/zerobounce`, `llm/claude-haiku-4-5`), the kind what it bills by.
 * Only calls that reached the dependency count: a cached answer, a budget refusal or a failed call does
 * not (docs/performance.md, "Cost per job").
 */
export type Units = Record<string, number>;

export const UnitKind = {
  /** A company found (company credits at PDL, a Base Company collect and posts at Coresignal). */
  companyLookups: 'company_lookups',
  /** Roster rows a search returned (PDL bills each, with its full record; Coresignal's search is free). */
  rosterRecords: 'roster_records',
  /** Profiles an enrichment returned (records the roster rows did not carry). */
  enrichRecords: 'enrich_records',
  /** Shortlisted profiles given deep data (posts): only a provider with deep data has them. */
  deepRecords: 'deep_records',
  /** Email lookups answered by the verifier (one per verified person whose address was not remembered). */
  lookups: 'lookups',
  /**
   * Addresses a verifier billed for (ZeroBounce: every validation but `unknown`): a lookup checks its
   * candidates in turn, one when the company's mail pattern is known, up to five when it is not.
   */
  validations: 'validations',
  requests: 'requests',
  inputTokens: 'input_tokens',
  outputTokens: 'output_tokens',
  cacheReadTokens: 'cache_read_tokens',
  cacheWriteTokens: 'cache_write_tokens',
} as const;
export type UnitKind = (typeof UnitKind)[keyof typeof UnitKind];

export const SourceKind = { provider: 'provider', verifier: 'verifier', llm: 'llm' } as const;
export type SourceKind = (typeof SourceKind)[keyof typeof SourceKind];

export const unitKey = (kind: SourceKind, name: string, unit: UnitKind) => `${kind}/${name}:${unit}`;

/** The units of a judge's answer, under its model. */
export function llmUnits(model: string, usage: JudgeUsage): Units {
  const key = (unit: UnitKind) => unitKey(SourceKind.llm, model, unit);
  return {
    [key(UnitKind.requests)]: usage.requests,
    [key(UnitKind.inputTokens)]: usage.input_tokens,
    [key(UnitKind.outputTokens)]: usage.output_tokens,
    [key(UnitKind.cacheReadTokens)]: usage.cache_read_input_tokens,
    [key(UnitKind.cacheWriteTokens)]: usage.cache_creation_input_tokens,
  };
}

/** Adds `more` into `into` (zero counts are left out). */
export function addUnits(into: Units, more: Readonly<Units>): Units {
  for (const [key, n] of Object.entries(more)) {
    if (!Number.isFinite(n) || n === 0) continue;
    into[key] = (into[key] ?? 0) + n;
  }
  return into;
}

/** Per-million-token list prices of a model, in US dollars. */
export interface ModelPrice {
  input: number;
  output: number;
  cacheWrite: number;
  cacheRead: number;
}

/**
 * List prices in US dollars: per unit for providers and verifiers (`provider/pdl:roster_records`), per
 * million tokens for models (matched by name: the longest configured name the model id contains, so a
 * dated snapshot or a Bedrock inference-profile id finds its model).
 */
export interface PriceTable {
  units: Readonly<Record<string, number>>;
  models: Readonly<Record<string, ModelPrice>>;
}

export interface CostLine {
  unit: string;
  count: number;
  /** Null when the table has no price for the unit: shown, never guessed. */
  usd: number | null;
}

export interface Cost {
  lines: CostLine[];
  /** The priced lines' sum. */
  totalUsd: number;
  /** Units with no price in the table. */
  unpriced: string[];
}

const TOKEN_PRICE: Partial<Record<string, keyof ModelPrice>> = {
  [UnitKind.inputTokens]: 'input',
  [UnitKind.outputTokens]: 'output',
  [UnitKind.cacheReadTokens]: 'cacheRead',
  [UnitKind.cacheWriteTokens]: 'cacheWrite',
};

/** A model's prices: the longest model name in the table that the id contains (a Bedrock id holds one). */
function modelPrice(prices: PriceTable, model: string): ModelPrice | null {
  const names = Object.keys(prices.models)
    .filter((name) => model.includes(name))
    .sort((a, b) => b.length - a.length);
  return names[0] ? (prices.models[names[0]] ?? null) : null;
}

/** The price of one unit, or null when the table has none. */
export function unitPrice(prices: PriceTable, unit: string): number | null {
  const own = prices.units[unit];
  if (own !== undefined) return own;
  const match = /^llm\/(.+):([a-z_]+)$/.exec(unit);
  if (!match) return null;
  const [, model = '', kind = ''] = match;
  // Requests are not billed by Anthropic: only tokens are.
  if (kind === UnitKind.requests) return 0;
  const field = TOKEN_PRICE[kind];
  const price = modelPrice(prices, model);
  return field && price ? price[field] / 1_000_000 : null;
}

/** Each unit at its list price, in a stable order (by unit name). */
export function priceUnits(units: Readonly<Units>, prices: PriceTable): Cost {
  const lines = Object.keys(units)
    .sort()
    .map((unit): CostLine => {
      const count = units[unit] ?? 0;
      const price = unitPrice(prices, unit);
      return { unit, count, usd: price === null ? null : count * price };
    });
  return {
    lines,
    totalUsd: lines.reduce((sum, line) => sum + (line.usd ?? 0), 0),
    unpriced: lines.filter((line) => line.usd === null).map((line) => line.unit),
  };
}
