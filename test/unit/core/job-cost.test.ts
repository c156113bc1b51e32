import { describe, expect, it } from 'vitest';
import { CachedEmailVerifier } from '../../../functions/adapters/email/cached.js';
import { CachedNetworkProvider } from '../../../functions/adapters/network/cached.js';
import { priceUnits } from '../../../functions/core/cost.js';
import { jobCost } from '../../../functions/core/cost-report.js';
import { meteredJudge, meteredNetwork, meteredVerifier } from '../../../functions/core/metered.js';
import {
  enrichBatch,
  initialState,
  matchCompany,
  scanTeam,
  shortlistBatch,
} from '../../../functions/core/pipeline/index.js';
import type { CostStore, EmailVerifier, PersonaJudge } from '../../../functions/core/ports.js';
import { LIST_PRICES, priceTable } from '../../../functions/shared/prices.js';
import { bareCompany, verifiedEmail } from '../../fixtures/builders.js';
import {
  founderJudge,
  memoryWorld,
  runToMatchTarget,
  scriptedNetwork,
  submitIn,
  withoutEarlyJudging,
} from '../../fixtures/memory-world.js';

/** Each job's consumption, counted around the dependencies, on the in-memory twins. */

const company = bareCompany({ domain: 'acme-robotics.com' });

/** A verifier that finds everyone at the company's domain, and counts its calls. */
function countingVerifier() {
  const calls = { n: 0 };
  const verifier: EmailVerifier = {
    async findEmail(person, co) {
      calls.n += 1;
      return verifiedEmail(`${(person.first_name ?? 'x').toLowerCase()}@${co.domain}`);
    },
  };
  return { verifier, calls };
}

/** The judge of the stage tests, naming its model as the Anthropic judge does. */
const modelJudge: PersonaJudge = {
  ...founderJudge,
  estimate: (pass) => ({
    model: pass === 'shortlist' ? 'claude-haiku-4-5' : 'claude-sonnet-5-5',
    requests: 1,
    inputTokens: 1,
  }),
};

/**
 * The world the composition root builds: counting right around the dependencies, the provider cache
 * and the verified-email cache outside it (functions/shared/deps.ts).
 */
function costedWorld(cacheDays = 30) {
  const w = memoryWorld();
  const net = scriptedNetwork({ company });
  const mail = countingVerifier();
  const costs = w.stores.costs;
  let network = meteredNetwork(net.network, 'pdl', costs);
  let verifier = meteredVerifier(mail.verifier, 'zerobounce', costs);
  if (cacheDays > 0) {
    const options = { store: w.stores.work, clock: w.clock, freshForDays: cacheDays };
    network = new CachedNetworkProvider(network, { ...options, provider: 'pdl' });
    verifier = new CachedEmailVerifier(verifier, { ...options, verifier: 'zerobounce' });
  }
  w.deps.network = network;
  w.deps.verifier = verifier;
  w.deps.judge = meteredJudge(modelJudge, costs);
  return { w, net, mail, costs };
}

describe('cost on every job', () => {
  it('records provider records by kind, verifier calls and tokens by model, as they are billed', async () => {
    const { w, net, mail, costs } = costedWorld();
    const { jobId } = await submitIn(w);
    await runToMatchTarget(w.deps, jobId);
    // 3 people in two roster pages, none carrying its record: all 3 enriched; one founder shortlisted.
    expect((await costs.read(jobId))?.units).toEqual({
      'provider/pdl:company_lookups': 1,
      'provider/pdl:roster_records': 3,
      'provider/pdl:enrich_records': 3,
      'verifier/zerobounce:lookups': 1,
      // founderJudge: one shortlist request of 10 input and 2 output tokens per batch (2 batches).
      'llm/claude-haiku-4-5:requests': 2,
      'llm/claude-haiku-4-5:input_tokens': 20,
      'llm/claude-haiku-4-5:output_tokens': 4,
    });
    expect(net.calls.filter((c) => c.method === 'rosterPage')).toHaveLength(2);
    expect(mail.calls.n).toBe(1);
  });

  it('prices the units at the list prices and sums them', async () => {
    const { w, costs } = costedWorld();
    const { jobId, accountId } = await submitIn(w);
    await runToMatchTarget(w.deps, jobId);
    const report = await jobCost(costs, jobId, priceTable({}));
    const pdl = LIST_PRICES.units['provider/pdl:roster_records'];
    const haiku = LIST_PRICES.models['claude-haiku-4-5'];
    // Lookups cost nothing by themselves: ZeroBounce bills the validations it reports (none here).
    const expected = 7 * pdl + (20 * haiku.input + 4 * haiku.output) / 1_000_000;
    expect(report).toMatchObject({ job_id: jobId, account_id: accountId, unpriced: [] });
    expect(report.total_usd).toBeCloseTo(expected, 10);
    // A price table without a unit's price leaves it out of the total and names it.
    const partial = priceUnits({ 'provider/pdl:roster_records': 3, 'provider/new:x': 2 }, priceTable({}));
    expect(partial).toMatchObject({ totalUsd: 3 * pdl, unpriced: ['provider/new:x'] });
    // CTP_PRICES replaces a default.
    const cheaper = priceTable({ CTP_PRICES: { units: { 'provider/pdl:roster_records': 0.1 } } });
    expect(priceUnits({ 'provider/pdl:roster_records': 3 }, cheaper).totalUsd).toBeCloseTo(0.3, 10);
  });

  it('counts nothing for what the caches answer: a second job on the same company records no provider or verifier units', async () => {
    const { w, net, mail, costs } = costedWorld();
    const first = await submitIn(w);
    await runToMatchTarget(w.deps, first.jobId);
    const callsAfterFirst = net.calls.length;
    // Another account, the same company, within the window.
    const second = await submitIn(w);
    await runToMatchTarget(w.deps, second.jobId);
    expect(net.calls.length).toBe(callsAfterFirst);
    // The founder's address was verified by the first job: the verifier is not called again.
    expect(mail.calls.n).toBe(1);
    const units = (await costs.read(second.jobId))?.units ?? {};
    expect(Object.keys(units).filter((u) => !u.startsWith('llm/'))).toEqual([]);
    // Totals per account: each account has its own job.
    expect((await costs.totals(second.accountId)).units).toEqual(units);
    expect((await costs.totals(first.accountId)).jobs).toBe(1);
  });

  it('remembers a verified email only for the window (CTP_PROVIDER_CACHE_DAYS)', async () => {
    const { w, mail } = costedWorld(30);
    const first = await submitIn(w);
    await runToMatchTarget(w.deps, first.jobId);
    w.clock.advance(31 * 86_400_000);
    const later = await submitIn(w);
    await runToMatchTarget(w.deps, later.jobId);
    expect(mail.calls.n).toBe(2);
  });

  it('counts a retried stage once: batches already stored are skipped, nothing is counted again', async () => {
    const { w, costs } = costedWorld(0);
    const { jobId } = await submitIn(w);
    let state = await matchCompany(w.deps, initialState(jobId));
    state = await scanTeam(w.deps, state);
    const groups = (state.groups ?? []).map((batches) => ({ job_id: jobId, attempt: 0, batches }));
    for (const group of groups) await enrichBatch(w.deps, group);
    const before = (await costs.read(jobId))?.units;
    // The same Map iterations again, as a Step Functions retry of the whole stage would run them.
    for (const group of groups) await enrichBatch(w.deps, { ...group, attempt: 1 });
    expect((await costs.read(jobId))?.units).toEqual(before);
    expect(before?.['provider/pdl:enrich_records']).toBe(3);
  });

  it('never fails a paid call because its cost cannot be recorded: the answer is kept, not bought again', async () => {
    const w = memoryWorld();
    const net = scriptedNetwork({ company });
    const down: CostStore = {
      record: async () => {
        throw Object.assign(new Error('DynamoDB is down'), { name: 'Database.Unavailable' });
      },
      read: async () => null,
      totals: async () => ({ jobs: 0, units: {} }),
    };
    const network = new CachedNetworkProvider(meteredNetwork(net.network, 'pdl', down), {
      provider: 'pdl',
      store: w.stores.work,
      clock: w.clock,
      freshForDays: 30,
    });
    const ctx = { jobId: 'job_x', stage: 'match_company' as const, attempt: 0 };
    expect(await network.findCompany({ kind: 'slug', slug: 'acme-robotics' }, ctx)).toEqual(company);
    expect(await network.findCompany({ kind: 'slug', slug: 'acme-robotics' }, ctx)).toEqual(company);
    expect(net.calls.filter((c) => c.method === 'findCompany')).toHaveLength(1);
  });

  it('counts a judge failure by the tokens its requests spent, and a failed provider call not at all', async () => {
    const { w, net, costs } = costedWorld(0);
    const spent = {
      requests: 1,
      input_tokens: 7,
      output_tokens: 1,
      cache_read_input_tokens: 0,
      cache_creation_input_tokens: 0,
    };
    w.deps.judge = meteredJudge(
      {
        ...modelJudge,
        async shortlist() {
          throw Object.assign(new Error('overloaded'), { name: 'Judge.Overloaded', usage: spent });
        },
      },
      costs,
    );
    const { jobId } = await submitIn(w);
    net.faults.rosterPage = [Object.assign(new Error('429'), { name: 'Provider.RateLimited' })];
    let state = await matchCompany(w.deps, initialState(jobId));
    await expect(scanTeam(w.deps, state)).rejects.toThrow('429');
    state = await scanTeam(w.deps, { ...state, attempt: 1 });
    const group = { job_id: jobId, attempt: 0, batches: (state.groups ?? []).flat() };
    // find_candidates' own call is the one under test: enrich_profiles judges nothing on the way.
    await enrichBatch(withoutEarlyJudging(w.deps), group);
    await expect(shortlistBatch(w.deps, group)).rejects.toThrow('overloaded');
    expect((await costs.read(jobId))?.units).toMatchObject({
      'provider/pdl:roster_records': 3,
      'llm/claude-haiku-4-5:input_tokens': 7,
    });
  });
});
