import { describe, expect, it } from 'vitest';
import { createAnthropicJudge } from '../../functions/adapters/judge/anthropic.js';
import { MemoryBudgetStore } from '../../functions/adapters/memory/budgets.js';
import { budgetedJudge, budgetedVerifier } from '../../functions/core/budgeted.js';
import { interpretPersona } from '../../functions/core/persona-reader.js';
import { SYSTEM_PERSONA } from '../../functions/core/personas.js';
import type { CallContext, PersonaJudge } from '../../functions/core/ports.js';
import type { Budgets } from '../../functions/core/rate-budget.js';
import { OfflinePersonaJudge } from '../../functions/sandbox/judge/offline.js';
import { budgetLimits, PUBLISHED_LIMITS } from '../../functions/shared/budgets.js';
import { ConfigError, loadConfig } from '../../functions/shared/config.js';
import { bareCompany, bareProfile, roleAt } from '../fixtures/builders.js';

const local = { CTP_MODE: 'local' };
const persona = {
  slug: SYSTEM_PERSONA.slug,
  name: SYSTEM_PERSONA.name,
  definition: SYSTEM_PERSONA.definition,
};
const company = bareCompany();
const profiles = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    bareProfile({ person_ref: `p${i}`, name: `Person ${i}`, experience: [roleAt('Founder & CEO')] }),
  );
const ctx: CallContext = { jobId: 'job_1', stage: 'find_candidates', attempt: 0, accountId: 'acct_1' };

function budgetsOf(limits: Budgets['limits'], store = new MemoryBudgetStore()): Budgets {
  const now = Date.parse('2026-11-23T10:00:00Z');
  return { limits, store, now: () => now, sleep: async () => undefined, maxWaitMs: 0 };
}

describe('budget configuration', () => {
  it('reads CTP_BUDGETS as JSON per dependency and refuses anything else, naming the variable', () => {
    expect(loadConfig({ ...local, CTP_BUDGETS: '{"provider_search":{"perMinute":10}}' }).CTP_BUDGETS).toEqual(
      { provider_search: { perMinute: 10 } },
    );
    for (const bad of ['not json', '{"provider_search":10}', '{"provider_search":{"perMinute":-1}}'])
      expect(() => loadConfig({ ...local, CTP_BUDGETS: bad })).toThrow(/CTP_BUDGETS/);
    expect(() => loadConfig({ ...local, CTP_BUDGETS: '[]' })).toThrow(ConfigError);
  });

  it('gives the free embedded dependencies and the offline judge no budget unless configured', () => {
    expect(budgetLimits(loadConfig(local), 'offline')).toEqual({});
    expect(
      budgetLimits(loadConfig({ ...local, CTP_BUDGETS: '{"provider_search":{"perMinute":3}}' }), 'offline'),
    ).toEqual({ provider_search: { perMinute: 3 } });
  });

  it("defaults to the configured providers' published limits, each replaceable, and 0 removes one", () => {
    const pdl = loadConfig({ ...local, CTP_NETWORK_PROVIDER: 'pdl', CTP_EMAIL_VERIFIER: 'zerobounce' });
    expect(budgetLimits(pdl, 'anthropic')).toEqual({
      ...PUBLISHED_LIMITS.pdl,
      ...PUBLISHED_LIMITS.zerobounce,
      ...PUBLISHED_LIMITS.anthropic,
    });
    const tuned = loadConfig({
      ...local,
      CTP_NETWORK_PROVIDER: 'pdl',
      CTP_BUDGETS: '{"provider_search":{"perMinute":100},"provider_enrich":{"perMinute":0}}',
    });
    expect(budgetLimits(tuned, 'offline')).toEqual({ provider_search: { perMinute: 100 } });
  });
});

describe('judge cost estimates', () => {
  const anthropic = createAnthropicJudge({
    apiKey: 'sk-test',
    fastModel: 'claude-haiku-4-5',
    strongModel: 'claude-sonnet-4-6',
    batchSize: 40,
    concurrency: 4,
  });

  it('the Anthropic judge estimates one request per batch and the tokens of prompt and profiles', () => {
    const small = anthropic.estimate('shortlist', persona, company, profiles(10));
    const large = anthropic.estimate('shortlist', persona, company, profiles(100));
    expect(small).toMatchObject({ model: 'claude-haiku-4-5', requests: 1 });
    expect(large).toMatchObject({ model: 'claude-haiku-4-5', requests: 3 });
    expect(small.inputTokens).toBeGreaterThan(100);
    expect(large.inputTokens).toBeGreaterThan(small.inputTokens * 3);
    expect(anthropic.estimate('verify', persona, company, profiles(5)).model).toBe('claude-sonnet-4-6');
  });

  it('the offline judge costs nothing', () => {
    expect(new OfflinePersonaJudge().estimate()).toEqual({ model: 'offline', requests: 0, inputTokens: 0 });
  });

  it("spends the model's request and token budgets before judging, and a spent one is Judge.Overloaded", async () => {
    let calls = 0;
    const inner: PersonaJudge = {
      interpret: async (persona) => interpretPersona(persona),
      estimate: (pass, _p, _c, people) => ({
        model: pass === 'shortlist' ? 'fast-model' : 'strong-model',
        requests: 1,
        inputTokens: 1_000 * people.length,
      }),
      async shortlist() {
        calls += 1;
        return { verdicts: [], usage: null };
      },
      async verify() {
        calls += 1;
        return { verdicts: [], usage: null };
      },
    };
    // Requests for every model; tokens only for the strong one (its own key wins over the plain one).
    const judge = budgetedJudge(
      inner,
      budgetsOf({
        judge_requests: { perMinute: 600 },
        'judge_input_tokens:strong-model': { perMinute: 1_500 },
      }),
    );
    await judge.shortlist(persona, company, profiles(50), ctx);
    await judge.shortlist(persona, company, profiles(50), ctx);
    // 1,000 tokens fit the strong model's minute (1,500); the second call finds only 500 left.
    await judge.verify(persona, company, profiles(1), ctx);
    await expect(judge.verify(persona, company, profiles(1), ctx)).rejects.toMatchObject({
      name: 'Judge.Overloaded',
    });
    expect(calls).toBe(3);
  });

  it('a spent verifier budget is Verifier.Unavailable, and the verifier is not called', async () => {
    let calls = 0;
    const verifier = budgetedVerifier(
      {
        findEmail: async () => {
          calls += 1;
          return null;
        },
      },
      budgetsOf({ verifier: { perMinute: 1 } }),
    );
    const person = { first_name: 'Ada', last_name: 'Founder', person_ref: 'p1' };
    await verifier.findEmail(person, company, ctx);
    await expect(verifier.findEmail(person, company, ctx)).rejects.toMatchObject({
      name: 'Verifier.Unavailable',
    });
    expect(calls).toBe(1);
  });
});
