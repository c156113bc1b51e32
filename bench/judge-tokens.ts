/**
 * Tokens and list-price cost of the Anthropic judge per job, for companies of 100 and 1,000 people.
 *
 *   npx tsx bench/judge-tokens.ts
 *
 * By default the judge talks to the fake Messages API (test/fakes/anthropic-server.ts), whose token
 * counts are an ESTIMATE (characters / 4 of the request, a per-verdict output estimate, a simulated
 * prompt cache), not the API's count. To measure against the real API instead (this spends money):
 *
 *   CTP_BENCH_JUDGE=real ANTHROPIC_API_KEY=sk-… [CTP_ANTHROPIC_BASE_URL=…] [CTP_BENCH_SIZES=100] \
 *     npx tsx bench/judge-tokens.ts
 *
 * Other settings: CTP_JUDGE_FAST_MODEL, CTP_JUDGE_STRONG_MODEL, CTP_JUDGE_BATCH_SIZE,
 * CTP_JUDGE_CONCURRENCY (as the service reads them), CTP_BENCH_SIZES (default 100,1000),
 * CTP_BENCH_SHORTLIST_RATE (fake only, default 0.10), CTP_BENCH_COMPARE=0 to skip the second model pair,
 * BENCH_SMOKE=1 for 20 people against the fake, one model pair (never the real API).
 *
 * The job is run the way the pipeline runs it: the shortlist in enriched batches of 100
 * (CTP_BATCH_SIZE), four batches at once (the Map's MaxConcurrency), then one verify call over
 * everyone kept.
 */
import { setTimeout as delay } from 'node:timers/promises';
import Anthropic from '@anthropic-ai/sdk';
import {
  ANTHROPIC_JUDGE_DEFAULTS,
  AnthropicPersonaJudge,
  createAnthropicJudge,
  emptyUsage,
  modelProfile,
} from '../functions/adapters/judge/anthropic.js';
import { ToolName } from '../functions/adapters/judge/schemas.js';
import { mapBounded } from '../functions/core/bounded.js';
import { llmUnits, priceUnits } from '../functions/core/cost.js';
import type { CallContext, JudgeUsage, PersonaJudge } from '../functions/core/ports.js';
import type { ProviderProfile } from '../functions/core/profile.js';
import {
  DEFAULT_NETWORK_FILE,
  loadNetworkDataset,
  toProviderCompany,
} from '../functions/sandbox/network/dataset.js';
import { toProviderProfile } from '../functions/sandbox/network/embedded.js';
import { LIST_PRICES } from '../functions/shared/prices.js';
import {
  ESTIMATE_CHARS_PER_TOKEN,
  estimateInput,
  type FakeReply,
  message,
  peopleIn,
  type RecordedRequest,
  startFakeAnthropic,
  toolUseMessage,
} from '../test/fakes/anthropic-server.js';
import { SMOKE } from './common.js';

/**
 * What a pass cost at list prices, priced as the product prices a job (functions/core/cost.ts: its units
 * under the model, each at functions/shared/prices.ts's price); null when the table has no price for it.
 */
function costOf(model: string, usage: JudgeUsage): number | null {
  const priced = priceUnits(llmUnits(model, usage), LIST_PRICES);
  return priced.unpriced.length > 0 ? null : priced.totalUsd;
}

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

const env = process.env;
/** Smoke mode (BENCH_SMOKE=1): 20 people against the fake, one model pair. */
const smoke = SMOKE;
const target = env.CTP_BENCH_JUDGE === 'real' && !smoke ? 'real' : 'fake';
const sizes = (env.CTP_BENCH_SIZES ?? (smoke ? '20' : target === 'real' ? '100' : '100,1000'))
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const shortlistRate = Number(env.CTP_BENCH_SHORTLIST_RATE ?? '0.10');
const configured = {
  fastModel: env.CTP_JUDGE_FAST_MODEL ?? ANTHROPIC_JUDGE_DEFAULTS.fastModel,
  strongModel: env.CTP_JUDGE_STRONG_MODEL ?? ANTHROPIC_JUDGE_DEFAULTS.strongModel,
};
const batchSize = Number(env.CTP_JUDGE_BATCH_SIZE ?? ANTHROPIC_JUDGE_DEFAULTS.batchSize);
const concurrency = Number(env.CTP_JUDGE_CONCURRENCY ?? ANTHROPIC_JUDGE_DEFAULTS.concurrency);
const ENRICH_BATCH = 100;
const MAP_CONCURRENCY = 4;
/** Claude 4.7+ and 5.x count about 30% more tokens for the same text (Haiku 5.5 "what's new"). */
const NEW_TOKENIZER_FACTOR = 1.3;

const PERSONA = {
  slug: 'ops-decision-makers',
  name: 'Operations decision makers',
  definition:
    'Decision makers in operations, procurement and supply chain: heads, directors and VPs, and the COO. ' +
    'Exclude interns, students and contractors. Rank the COO and VPs first, then heads and directors.',
};

// ---------------------------------------------------------------------------------------------
// The fake's plausible answers and estimated usage
// ---------------------------------------------------------------------------------------------

/** A stable pseudo-random number in [0, 1) for a person, so every run keeps the same people. */
function unit(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) / 4294967296;
}

/** Output tokens: JSON punctuation and short values tokenize densely, so structure is counted per verdict. */
const SHORTLIST_TOKENS_PER_VERDICT = 15;
const VERIFY_STRUCTURE_TOKENS = 45;

/** The fake Messages API's answers with estimated usage (bench/cost.ts prices jobs with it too). */
export function fakeResponder(minCacheTokens: (model: string) => number) {
  const cache = new Set<string>();
  return async (request: RecordedRequest): Promise<FakeReply> => {
    const body = request.body;
    const factor = modelProfile(body.model).generation === 'current' ? NEW_TOKENIZER_FACTOR : 1;
    const estimate = estimateInput(body, cache, minCacheTokens(body.model));
    const isVerify =
      body.tools?.[0]?.name === ToolName.verify ||
      Boolean(body.output_config?.format?.schema?.properties?.verdicts?.items?.properties?.why);
    const people = peopleIn(body);
    let answer: unknown;
    let output: number;
    if (!isVerify) {
      answer = {
        verdicts: people.map((p) => {
          const keep = unit(`${p.name}|${p.headline}`) < shortlistRate;
          return { id: p.id, keep, score: keep ? 0.82 : 0.06 };
        }),
      };
      output = SHORTLIST_TOKENS_PER_VERDICT * people.length;
    } else {
      const verdicts = people.map((p) => {
        const role = p.current?.[0];
        const keep = unit(`verify|${p.name}`) < 0.7;
        const why = keep
          ? `${p.name} is ${role?.title ?? 'listed'} at ${role?.company ?? 'the company'}${role?.since ? ` since ${String(role.since).slice(0, 4)}` : ''} per their current role, linked to the company page; this matches "heads, directors and VPs" in operations for Operations decision makers, and as a function leader they rank after the COO and the VPs.`
          : `Not kept: ${p.name} is ${role?.title ?? 'listed'} at ${role?.company ?? 'the company'}, which is not an operations, procurement or supply-chain leadership role that Operations decision makers asks for.`;
        return {
          id: p.id,
          why,
          tier: null,
          is_decision_maker: null,
          manages_people: null,
          budget_authority: null,
          belongs_to_company: null,
          score: keep ? 0.78 : 0.2,
          keep,
        };
      });
      answer = { verdicts };
      output = verdicts.reduce(
        (sum, v) => sum + VERIFY_STRUCTURE_TOKENS + Math.ceil(v.why.length / ESTIMATE_CHARS_PER_TOKEN),
        0,
      );
    }
    // Time to first token, after which the real API makes a new cache entry visible.
    await delay(25);
    if (estimate.cacheKey) cache.add(estimate.cacheKey);
    const usage = {
      input_tokens: Math.round(estimate.input_tokens * factor),
      output_tokens: Math.round(output * factor),
      cache_creation_input_tokens: Math.round(estimate.cache_creation_input_tokens * factor),
      cache_read_input_tokens: Math.round(estimate.cache_read_input_tokens * factor),
    };
    const name = isVerify ? ToolName.verify : ToolName.shortlist;
    return body.tools
      ? toolUseMessage(name, answer, { model: body.model, usage })
      : message([{ type: 'text', text: JSON.stringify(answer) }], { model: body.model, usage });
  };
}

// ---------------------------------------------------------------------------------------------
// One job, run like the pipeline
// ---------------------------------------------------------------------------------------------

interface PassResult {
  people: number;
  usage: JudgeUsage;
}

async function runJob(
  judge: PersonaJudge,
  companyBase: ReturnType<typeof toProviderCompany>,
  profiles: ProviderProfile[],
): Promise<{ shortlist: PassResult; verify: PassResult }> {
  const company = { ...companyBase, employees_count: profiles.length };
  const chunks: ProviderProfile[][] = [];
  for (let i = 0; i < profiles.length; i += ENRICH_BATCH) chunks.push(profiles.slice(i, i + ENRICH_BATCH));
  const shortlistUsage = emptyUsage();
  const kept: ProviderProfile[] = [];
  await mapBounded(chunks, MAP_CONCURRENCY, async (chunk) => {
    const ctx: CallContext = { jobId: 'bench', stage: 'find_candidates', attempt: 0 };
    const { verdicts, usage } = await judge.shortlist(PERSONA, company, chunk, ctx);
    addInto(shortlistUsage, usage);
    const keep = new Set(verdicts.filter((v) => v.keep).map((v) => v.person_ref));
    kept.push(...chunk.filter((p) => keep.has(p.person_ref)));
  });
  const verifyUsage = emptyUsage();
  if (kept.length > 0) {
    const { usage } = await judge.verify(PERSONA, company, kept, {
      jobId: 'bench',
      stage: 'verify_candidates',
      attempt: 0,
    });
    addInto(verifyUsage, usage);
  }
  return {
    shortlist: { people: profiles.length, usage: shortlistUsage },
    verify: { people: kept.length, usage: verifyUsage },
  };
}

function addInto(total: JudgeUsage, usage: JudgeUsage | null): void {
  if (!usage) return;
  total.requests += usage.requests;
  total.input_tokens += usage.input_tokens;
  total.output_tokens += usage.output_tokens;
  total.cache_read_input_tokens += usage.cache_read_input_tokens;
  total.cache_creation_input_tokens += usage.cache_creation_input_tokens;
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

const perPerson = (value: number, people: number): string =>
  people === 0 ? '–' : (value / people).toFixed(0);
const dollars = (value: number | null): string => (value === null ? 'no price' : `$${value.toFixed(3)}`);

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
  return rows
    .map((row, i) => {
      const line = row.map((cell, c) =>
        c < 2 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0),
      );
      const text = `| ${line.join(' | ')} |`;
      return i === 0
        ? `${text}\n|${widths.map((w, c) => (c < 2 ? `-${'-'.repeat(w)}-` : `-${'-'.repeat(w)}:`)).join('|')}|`
        : text;
    })
    .join('\n');
}

async function benchPair(models: { fastModel: string; strongModel: string }): Promise<void> {
  const dataset = loadNetworkDataset(DEFAULT_NETWORK_FILE);
  const megacorp = dataset.companyBySlug('megacorp-global');
  if (!megacorp) throw new Error('megacorp-global is missing from the sample dataset');
  const companyBase = toProviderCompany(megacorp);
  const all = megacorp.roster.map((id) => toProviderProfile(dataset.profile(id) as never, 'network.example'));

  const fake =
    target === 'fake'
      ? await startFakeAnthropic(fakeResponder((model) => modelProfile(model).minCacheTokens))
      : null;
  const judge =
    target === 'fake'
      ? new AnthropicPersonaJudge(
          new Anthropic({ apiKey: 'sk-bench', baseURL: fake?.baseURL ?? '', maxRetries: 0 }),
          {
            ...models,
            batchSize,
            concurrency,
          },
        )
      : createAnthropicJudge({
          apiKey: env.ANTHROPIC_API_KEY ?? '',
          baseURL: env.CTP_ANTHROPIC_BASE_URL ?? null,
          ...models,
          batchSize,
          concurrency,
        });

  const rows: string[][] = [
    [
      'employees',
      'pass (model)',
      'people judged',
      'requests',
      'input/person',
      'output/person',
      'cache write/person',
      'cache read/person',
      'cost/job',
      'cost per 1,000 employees',
    ],
  ];
  try {
    for (const size of sizes) {
      const started = Date.now();
      const result = await runJob(judge, companyBase, all.slice(0, size));
      let total: number | null = 0;
      for (const [label, pass, model] of [
        ['shortlist', result.shortlist, models.fastModel],
        ['verify', result.verify, models.strongModel],
      ] as const) {
        const c = costOf(model, pass.usage);
        total = total === null || c === null ? null : total + c;
        rows.push([
          String(size),
          `${label} (${model})`,
          String(pass.people),
          String(pass.usage.requests),
          perPerson(pass.usage.input_tokens, pass.people),
          perPerson(pass.usage.output_tokens, pass.people),
          perPerson(pass.usage.cache_creation_input_tokens, pass.people),
          perPerson(pass.usage.cache_read_input_tokens, pass.people),
          dollars(c),
          dollars(c === null ? null : (c / size) * 1000),
        ]);
      }
      rows.push([
        String(size),
        target === 'real' ? `job total (${((Date.now() - started) / 1000).toFixed(1)} s)` : 'job total',
        String(size),
        String(result.shortlist.usage.requests + result.verify.usage.requests),
        '',
        '',
        '',
        '',
        dollars(total),
        dollars(total === null ? null : (total / size) * 1000),
      ]);
    }
  } finally {
    await fake?.close();
  }
  console.log(`\nModels: fast ${models.fastModel}, strong ${models.strongModel}`);
  console.log(table(rows));
}

export async function main(): Promise<void> {
  if (target === 'real' && !env.ANTHROPIC_API_KEY)
    throw new Error('CTP_BENCH_JUDGE=real needs ANTHROPIC_API_KEY');
  console.log(`Anthropic judge: tokens and cost per job (batch ${batchSize}, concurrency ${concurrency})`);
  console.log(
    target === 'fake'
      ? `TOKEN COUNTS ARE THE FAKE SERVER'S ESTIMATE, NOT THE API'S: input = request characters / ${ESTIMATE_CHARS_PER_TOKEN} ` +
          `(+300 tokens of tool-use system prompt), output = ${SHORTLIST_TOKENS_PER_VERDICT} tokens per shortlist verdict and ` +
          `${VERIFY_STRUCTURE_TOKENS} + why/4 per verify verdict, ×${NEW_TOKENIZER_FACTOR} for Claude 5.x's tokenizer; a prompt cache is ` +
          `simulated. Assumed shortlist rate ${(shortlistRate * 100).toFixed(0)}%, 70% of the shortlist kept.\n` +
          'Re-measure against the real API: CTP_BENCH_JUDGE=real ANTHROPIC_API_KEY=… npx tsx bench/judge-tokens.ts'
      : 'Measured against the real API (usage as the API reported it).',
  );
  console.log(
    `Company: megacorp-global's synthetic roster (thin profiles: no about text), persona "${PERSONA.name}". ` +
      `Prices: functions/shared/prices.ts, checked ${LIST_PRICES.checked}.`,
  );
  await benchPair(configured);
  const alternative = { fastModel: 'claude-haiku-5-5', strongModel: 'claude-sonnet-5-5' };
  if (
    env.CTP_BENCH_COMPARE !== '0' &&
    !smoke &&
    target === 'fake' &&
    (configured.fastModel !== alternative.fastModel || configured.strongModel !== alternative.strongModel)
  ) {
    console.log('\nFor comparison, the current Claude 5.5 pair (JSON output mode, effort low/medium):');
    await benchPair(alternative);
  }
}

// Only when run, not when bench/cost.ts borrows the fake's answers.
if (import.meta.main) await main();
