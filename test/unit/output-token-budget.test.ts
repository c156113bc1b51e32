import { describe, expect, it } from 'vitest';
import { MemoryBudgetStore } from '../../functions/adapters/memory/budgets.js';
import { budgetedJudge } from '../../functions/core/budgeted.js';
import { interpretPersona } from '../../functions/core/persona-reader.js';
import type { CallContext, JudgeUsage, PersonaJudge } from '../../functions/core/ports.js';
import type { Budgets } from '../../functions/core/rate-budget.js';
import { budgetLimits, PUBLISHED_LIMITS } from '../../functions/shared/budgets.js';
import { loadConfig } from '../../functions/shared/config.js';
import { bareCompany, bareProfile } from '../fixtures/builders.js';

const persona = { slug: 'p', name: 'P', definition: 'Founders' };
const company = bareCompany();
const people = [bareProfile({ person_ref: 'p1', name: 'Ada Founder' })];
const ctx: CallContext = { jobId: 'job_1', stage: 'find_candidates', attempt: 0, accountId: 'acct_1' };
const usage = (output: number): JudgeUsage => ({
  requests: 1,
  input_tokens: 10,
  output_tokens: output,
  cache_read_input_tokens: 0,
  cache_creation_input_tokens: 0,
});

/** A judge whose every call answers with `output` output tokens, on model "m". */
function judgeSpending(output: number) {
  const calls = { n: 0 };
  const inner: PersonaJudge = {
    interpret: async (p) => interpretPersona(p),
    estimate: () => ({ model: 'm', requests: 1, inputTokens: 10 }),
    async shortlist() {
      calls.n += 1;
      return { verdicts: [], usage: usage(output) };
    },
    async verify() {
      calls.n += 1;
      return { verdicts: [], usage: usage(output) };
    },
  };
  return { inner, calls };
}

function budgets(perMinute: number) {
  let now = Date.parse('2026-11-23T10:00:00Z');
  const b: Budgets = {
    limits: { 'judge_output_tokens:m': { perMinute } },
    store: new MemoryBudgetStore(),
    now: () => now,
    sleep: async () => undefined,
    maxWaitMs: 0,
  };
  return { budgets: b, advance: (ms: number) => (now += ms) };
}

describe('output tokens per minute, per model', () => {
  it('debits what a call used after it, so the next call waits until the minute allows it', async () => {
    const { inner, calls } = judgeSpending(6_000);
    const { budgets: b, advance } = budgets(6_000);
    const judge = budgetedJudge(inner, b);
    await judge.shortlist(persona, company, people, ctx);
    // 6,000 output tokens at 6,000 a minute: the bucket is in debt for about a minute.
    await expect(judge.shortlist(persona, company, people, ctx)).rejects.toMatchObject({
      name: 'Judge.Overloaded',
    });
    expect(calls.n).toBe(1);
    advance(30_000);
    await expect(judge.verify(persona, company, people, ctx)).rejects.toMatchObject({
      name: 'Judge.Overloaded',
    });
    // The minute of the first call's window has passed 65 s after the window began.
    advance(35_000);
    await judge.verify(persona, company, people, ctx);
    expect(calls.n).toBe(2);
  });

  it('lets small answers through at once: only what was used is charged, not max_tokens', async () => {
    const { inner, calls } = judgeSpending(20);
    const { budgets: b } = budgets(6_000);
    const judge = budgetedJudge(inner, b);
    // Five 20-token answers fit in the minute's 6,000 at once.
    for (let i = 0; i < 5; i += 1) await judge.shortlist(persona, company, people, ctx);
    expect(calls.n).toBe(5);
  });

  it('defaults to the published tier-1 limit for the Anthropic API only', () => {
    expect(PUBLISHED_LIMITS.anthropic.judge_output_tokens).toEqual({ perMinute: 8_000 });
    expect(budgetLimits(loadConfig({ CTP_MODE: 'local' }), 'anthropic').judge_output_tokens).toEqual({
      perMinute: 8_000,
    });
    expect(budgetLimits(loadConfig({ CTP_MODE: 'local' }), 'offline').judge_output_tokens).toBeUndefined();
  });
});
