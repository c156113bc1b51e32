import { describe, expect, it } from 'vitest';
import { MemoryBudgetStore } from '../../functions/adapters/memory/budgets.js';
import { MemoryJsonStore } from '../../functions/adapters/memory/json-store.js';
import { MemoryTables } from '../../functions/adapters/memory/tables.js';
import { CachedNetworkProvider } from '../../functions/adapters/network/cached.js';
import { budgetedNetwork, Dependency } from '../../functions/core/budgeted.js';
import type { CallContext, NetworkProvider } from '../../functions/core/ports.js';
import type { RosterEntry } from '../../functions/core/profile.js';
import { bareProfile } from '../fixtures/builders.js';
import { manualClock, scriptedNetwork } from '../fixtures/memory-world.js';

const ctx = (jobId: string): CallContext => ({ jobId, stage: 'scan_team', attempt: 0 });
const people = Array.from({ length: 5 }, (_, i) => bareProfile({ person_ref: `p${i}`, name: `Person ${i}` }));

function setup() {
  const clock = manualClock();
  const net = scriptedNetwork({ people });
  const store = new MemoryJsonStore(new MemoryTables());
  const cached = new CachedNetworkProvider(net.network, { provider: 'test', store, clock, freshForDays: 30 });
  return { clock, net, cached, store };
}

/** What a scan does: pages until the cursor runs out. */
async function scan(network: NetworkProvider, jobId: string, stopAfter = Number.POSITIVE_INFINITY) {
  const rows: RosterEntry[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: { people: RosterEntry[]; next: string | null } = await network.rosterPage(
      42,
      cursor,
      ctx(jobId),
    );
    rows.push(...page.people);
    cursor = page.next;
    pages += 1;
  } while (cursor && pages < stopAfter);
  return rows.map((r) => r.person_ref);
}

describe('the provider-record cache', () => {
  it('answers a second job on the same company within the window without a provider call', async () => {
    const { net, cached } = setup();
    await cached.findCompany({ kind: 'id', companyId: 42 }, ctx('job_1'));
    const first = await scan(cached, 'job_1');
    await cached.enrichProfiles(first, ctx('job_1'));
    const calls = net.calls.length;

    const company = await cached.findCompany({ kind: 'id', companyId: 42 }, ctx('job_2'));
    const second = await scan(cached, 'job_2');
    const profiles = await cached.enrichProfiles(second, ctx('job_2'));

    expect(net.calls).toHaveLength(calls);
    expect(company?.id).toBe(42);
    expect(second).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(profiles.map((p) => p.person_ref)).toEqual(second);
  });

  it('sends every call about a sandbox test company to the provider, so its scripted faults play on every job', async () => {
    const { net, store, clock } = setup();
    const rehearsing: NetworkProvider = {
      ...net.network,
      findCompany: net.network.findCompany.bind(net.network),
      rosterPage: net.network.rosterPage.bind(net.network),
      enrichProfiles: net.network.enrichProfiles.bind(net.network),
      rehearses: (subject) =>
        'companyId' in subject ? subject.companyId === 42 : subject.personRef === 'p0',
    };
    const cached = new CachedNetworkProvider(rehearsing, {
      provider: 'test',
      store,
      clock,
      freshForDays: 30,
    });
    for (const job of ['job_1', 'job_2']) {
      await cached.findCompany({ kind: 'id', companyId: 42 }, ctx(job));
      await scan(cached, job);
      await cached.enrichProfiles(['p0'], ctx(job));
    }
    const twice = (method: string) => net.calls.filter((c) => c.method === method).length;
    expect(twice('findCompany')).toBe(2);
    expect(twice('enrichProfiles')).toBe(2);
    expect(twice('rosterPage')).toBeGreaterThanOrEqual(2);
    expect(await store.get('cache/test/roster/42/complete.json')).toBeNull();
  });

  it('answers the records it paid for even when it cannot keep them, so a retry does not pay twice', async () => {
    const { net, store, clock } = setup();
    const failing = Object.assign(Object.create(store), {
      put: async () => {
        throw Object.assign(new Error('Storage unavailable'), { name: 'Storage.Unavailable' });
      },
    });
    const cached = new CachedNetworkProvider(net.network, {
      provider: 'test',
      store: failing,
      clock,
      freshForDays: 30,
    });
    const profiles = await cached.enrichProfiles(['p0', 'p1'], ctx('job_1'));
    expect(profiles.map((p) => p.person_ref)).toEqual(['p0', 'p1']);
    expect(net.calls.filter((c) => c.method === 'enrichProfiles')).toHaveLength(1);
  });

  it('pays again once the records are older than the window', async () => {
    const { net, cached, clock } = setup();
    await scan(cached, 'job_1');
    await cached.enrichProfiles(['p0'], ctx('job_1'));
    clock.advance(31 * 86_400_000);
    const before = net.calls.length;
    await scan(cached, 'job_2');
    await cached.enrichProfiles(['p0'], ctx('job_2'));
    expect(net.calls.slice(before).map((c) => c.method)).toEqual([
      'rosterPage',
      'rosterPage',
      'rosterPage',
      'enrichProfiles',
    ]);
  });

  it('never serves a scan that did not finish, and never mixes the pages of two scans', async () => {
    const { net, cached } = setup();
    expect(await scan(cached, 'job_1', 1)).toEqual(['p0', 'p1']);
    const before = net.calls.length;
    expect(await scan(cached, 'job_2')).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(net.calls.length - before).toBe(3);
  });

  it('reads a cached scan to its end even when a newer scan replaces it meanwhile', async () => {
    const { cached, clock } = setup();
    await scan(cached, 'job_1');
    const first = await cached.rosterPage(42, null, ctx('job_2'));
    clock.advance(31 * 86_400_000);
    await scan(cached, 'job_3');
    const rest = await cached.rosterPage(42, first.next, ctx('job_2'));
    expect([...first.people, ...rest.people].map((p) => p.person_ref)).toEqual(['p0', 'p1', 'p2', 'p3']);
  });

  it('enriches only the people it has no fresh record of, and keeps the records roster rows brought', async () => {
    const { net } = setup();
    const asked: string[][] = [];
    const withRecords: NetworkProvider = {
      ...net.network,
      rosterPage: async (id, cursor, c) => {
        const page = await net.network.rosterPage(id, cursor, c);
        const withProfile = (e: RosterEntry) => ({
          ...e,
          profile: people.find((p) => p.person_ref === e.person_ref),
        });
        return { ...page, people: page.people.map(withProfile) };
      },
      enrichProfiles: async (refs, c) => {
        asked.push(refs);
        return net.network.enrichProfiles(refs, c);
      },
    };
    const store = new MemoryJsonStore(new MemoryTables());
    const cached = new CachedNetworkProvider(withRecords, {
      provider: 'test',
      store,
      clock: manualClock(),
      freshForDays: 30,
    });
    await cached.rosterPage(42, null, ctx('job_1'));
    const profiles = await cached.enrichProfiles(['p0', 'p1', 'p4'], ctx('job_1'));
    expect(profiles.map((p) => p.person_ref)).toEqual(['p0', 'p1', 'p4']);
    // p0 and p1 came with the first roster page; only p4 is paid for.
    expect(asked).toEqual([['p4']]);
  });

  it("passes a provider's deep data for the shortlist through, and pays for it once per person", async () => {
    const { net } = setup();
    const deepened: string[][] = [];
    const deep: NetworkProvider = {
      ...net.network,
      deepenProfiles: async (profiles) => {
        deepened.push(profiles.map((p) => p.person_ref));
        return profiles.map((p) => ({ ...p, about: 'deep' }));
      },
    };
    const cached = new CachedNetworkProvider(deep, {
      provider: 'test',
      store: new MemoryJsonStore(new MemoryTables()),
      clock: manualClock(),
      freshForDays: 30,
    });
    const first = await cached.deepenProfiles(people.slice(0, 2), ctx('job_1'));
    const second = await cached.deepenProfiles(people.slice(1, 3), ctx('job_2'));
    expect(first.map((p) => p.about)).toEqual(['deep', 'deep']);
    expect(second.map((p) => [p.person_ref, p.about])).toEqual([
      ['p1', 'deep'],
      ['p2', 'deep'],
    ]);
    expect(deepened).toEqual([['p0', 'p1'], ['p2']]);
  });
});

describe('the shared budgets in front of a provider', () => {
  it("keep the provider's deep data, and spend the enrichment budget on it", async () => {
    const { net } = setup();
    let deepCalls = 0;
    const deep: NetworkProvider = {
      ...net.network,
      deepenProfiles: async (profiles) => {
        deepCalls += 1;
        return profiles;
      },
    };
    const budgets = {
      limits: { [Dependency.providerEnrich]: { perMinute: 600 } },
      store: new MemoryBudgetStore(),
      now: () => 0,
      sleep: async () => {},
      maxWaitMs: 0,
    };
    const wrapped = budgetedNetwork(deep, budgets);
    await wrapped.deepenProfiles?.(people.slice(0, 2), ctx('job_1'));
    expect(deepCalls).toBe(1);
    const windows = await budgets.store.windows(Dependency.providerEnrich, 0);
    expect(windows.reduce((sum, window) => sum + window.total, 0)).toBe(2);
    expect(budgetedNetwork(net.network, budgets).deepenProfiles).toBeUndefined();
  });
});
