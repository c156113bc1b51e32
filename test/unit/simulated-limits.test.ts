import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CallContext } from '../../functions/core/ports.js';
import { EmbeddedEmailVerifier } from '../../functions/sandbox/email/embedded.js';
import { OfflinePersonaJudge } from '../../functions/sandbox/judge/offline.js';
import { withSimulatedFaults } from '../../functions/sandbox/judge/simulated.js';
import { NetworkDatasetError, parseNetworkDataset } from '../../functions/sandbox/network/dataset.js';
import {
  EmbeddedNetworkProvider,
  resetSimulatedUsage,
  simulatedCall,
  simulatedUsage,
} from '../../functions/sandbox/network/embedded.js';
import { bareCompany, bareProfile } from '../fixtures/builders.js';

/** The dataset-wide `simulate`: per-dependency limits and latency, shared by every call of a process. */
function dataset(simulate: unknown) {
  return parseNetworkDataset(
    {
      simulate,
      companies: [{ id: 1, slug: 'alpha', name: 'Alpha', roster: ['ann', 'bob', 'cid'] }],
      profiles: [
        { id: 'ann', first_name: 'Ann', last_name: 'Lee' },
        { id: 'bob', first_name: 'Bob', last_name: 'Ray' },
        { id: 'cid', first_name: 'Cid', last_name: 'Moe' },
      ],
    },
    'test.json',
  );
}

const ctx: CallContext = { jobId: 'job_1', stage: 'scan_team', attempt: 0 };
const MINUTE = Date.parse('2026-11-23T10:00:00Z');

describe('simulated dependency limits', () => {
  it('refuses a call past the per-minute limit like a 429, retry-after the end of the minute', async () => {
    const data = dataset({ provider_search: { per_minute: 2 } });
    const now = () => MINUTE + 45_000;
    await simulatedCall(data, 'provider_search', { units: 1 }, { now });
    await simulatedCall(data, 'provider_search', { units: 1 }, { now });
    const refused = await simulatedCall(data, 'provider_search', { units: 1 }, { now }).catch((e) => e);
    expect(refused).toMatchObject({ name: 'Provider.RateLimited', retryAfterSeconds: 15 });
    // The next minute has the whole limit again.
    await simulatedCall(data, 'provider_search', { units: 1 }, { now: () => MINUTE + 60_000 });
  });

  it('waits the configured latency before every call, and counts nothing without a limit', async () => {
    const data = dataset({ provider_enrich: { latency_ms: 250 } });
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    const provider = new EmbeddedNetworkProvider(data, { networkHost: 'www.linkedin.com', sleep });
    for (let i = 0; i < 5; i += 1) await provider.enrichProfiles(['ann', 'bob'], ctx);
    expect(waits).toEqual([250, 250, 250, 250, 250]);
    expect(await provider.rosterPage(1, null, ctx)).toMatchObject({ next: null });
  });

  it('counts enrichment in records, and the provider, verifier and judge each meet their own limit', async () => {
    // One fixed minute: the adapters read Date.now, and no call may fall into the next window.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MINUTE + 1_000);
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const data = dataset({
      provider_search: { per_minute: 1 },
      provider_enrich: { per_minute: 3 },
      verifier: { per_minute: 1 },
      judge: { per_minute: 100, input_tokens_per_minute: 10 },
    });
    const provider = new EmbeddedNetworkProvider(data, { networkHost: 'www.linkedin.com' });
    await provider.findCompany({ kind: 'slug', slug: 'alpha' }, ctx);
    await expect(provider.rosterPage(1, null, ctx)).rejects.toMatchObject({ name: 'Provider.RateLimited' });
    await provider.enrichProfiles(['ann', 'bob'], ctx);
    await expect(provider.enrichProfiles(['cid', 'ann'], ctx)).rejects.toMatchObject({
      name: 'Provider.RateLimited',
    });

    const verifier = new EmbeddedEmailVerifier(data);
    const person = { first_name: 'Ann', last_name: 'Lee', person_ref: 'ann' };
    await verifier.findEmail(person, bareCompany({ id: 1 }), ctx);
    await expect(verifier.findEmail(person, bareCompany({ id: 1 }), ctx)).rejects.toMatchObject({
      name: 'Provider.RateLimited',
    });

    // The offline judge calls no model; a rehearsal still counts its profiles' tokens.
    const judge = withSimulatedFaults(new OfflinePersonaJudge(), data);
    const persona = { slug: 'owners-founders', name: 'Owners', definition: 'Owners and founders.' };
    const people = [bareProfile({ person_ref: 'ann', name: 'Ann Lee' })];
    // One call larger than the whole token limit goes through alone; the next one waits for the minute.
    await judge.shortlist(persona, bareCompany({ id: 1 }), people, ctx);
    await expect(judge.shortlist(persona, bareCompany({ id: 1 }), people, ctx)).rejects.toMatchObject({
      name: 'Judge.Overloaded',
    });
  });

  it('gives a judge under simulated limits the estimate those limits count, so a budget spends the same', () => {
    const persona = { slug: 'owners-founders', name: 'Owners', definition: 'Owners and founders.' };
    const people = [bareProfile({ person_ref: 'ann', name: 'Ann Lee' })];
    const limited = withSimulatedFaults(new OfflinePersonaJudge(), dataset({ judge: { per_minute: 50 } }));
    expect(limited.estimate?.('shortlist', persona, bareCompany({ id: 1 }), people)).toEqual({
      model: 'offline',
      requests: 1,
      inputTokens: Math.ceil(JSON.stringify(people).length / 4),
    });
    // Without simulated judge limits, the judge's own estimate (the offline judge costs nothing).
    const free = withSimulatedFaults(new OfflinePersonaJudge(), dataset(null));
    expect(free.estimate?.('shortlist', persona, bareCompany({ id: 1 }), people)).toMatchObject({
      requests: 0,
    });
  });

  it('counts each call per dependency and per job, with its time, and each refusal', async () => {
    resetSimulatedUsage();
    const data = dataset({ provider_search: { per_minute: 1 } });
    const now = () => MINUTE + 5_000;
    await simulatedCall(data, 'provider_search', { units: 1 }, { now, jobId: 'job_a' });
    await simulatedCall(data, 'provider_search', { units: 1 }, { now, jobId: 'job_b' }).catch(
      () => undefined,
    );
    expect(simulatedUsage().get('provider_search')).toEqual({
      calls: 1,
      units: 1,
      inputTokens: 0,
      refused: 1,
      times: [MINUTE + 5_000],
    });
    expect(simulatedUsage().get('provider_search@job_a')).toMatchObject({ calls: 1, refused: 0 });
    expect(simulatedUsage().get('provider_search@job_b')).toMatchObject({ calls: 0, refused: 1 });
  });

  it('is validated with the rest of the file, naming the path of a bad value', () => {
    for (const [simulate, path] of [
      [{ provider_search: { per_minute: 0 } }, 'simulate.provider_search.per_minute'],
      [{ judge: { latency_ms: 70_000 } }, 'simulate.judge.latency_ms'],
      [{ verifyer: {} }, 'simulate.verifyer'],
      [
        { provider_enrich: { input_tokens_per_minute: 5 } },
        'simulate.provider_enrich.input_tokens_per_minute',
      ],
    ] as const) {
      let problems: string[] = [];
      try {
        dataset(simulate);
      } catch (error) {
        expect(error).toBeInstanceOf(NetworkDatasetError);
        problems = (error as NetworkDatasetError).problems;
      }
      expect(problems.join('\n'), path).toContain(path);
    }
  });
});
