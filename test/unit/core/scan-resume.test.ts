import { describe, expect, it } from 'vitest';
import {
  initialState,
  matchCompany,
  type PipelineState,
  SCAN_SECONDS_PER_INVOCATION,
  scanTeam,
  workKeys,
} from '../../../functions/core/pipeline/index.js';
import type { NetworkProvider } from '../../../functions/core/ports.js';
import { TransientError, TransientErrorName } from '../../../functions/core/ports.js';
import type { RosterEntry } from '../../../functions/core/profile.js';
import { bareProfile, roleAt } from '../../fixtures/builders.js';
import { memoryWorld, SETTINGS, scriptedNetwork, submitIn } from '../../fixtures/memory-world.js';

/** Nine people, two a page: five roster pages (cursors null, 2, 4, 6, 8). */
const people = Array.from({ length: 9 }, (_, i) =>
  bareProfile({ person_ref: `p${i}`, name: `Person ${i}`, experience: [roleAt('Engineer')] }),
);

/** The scripted provider, recording each page it served and failing the pages it is told to. */
function pagedWorld(opts: { failAtCall?: number[]; onPage?: () => void; settings?: object } = {}) {
  const net = scriptedNetwork({ people });
  const served: (string | null)[] = [];
  let calls = 0;
  const network: NetworkProvider = {
    ...net.network,
    async rosterPage(companyId, cursor, ctx) {
      calls += 1;
      if (opts.failAtCall?.includes(calls))
        throw new TransientError(TransientErrorName.providerRateLimited, 'Rate limited', 30);
      const page = await net.network.rosterPage(companyId, cursor, ctx);
      served.push(cursor);
      opts.onPage?.();
      return page;
    },
  };
  const w = memoryWorld({ network, settings: { ...SETTINGS, ...opts.settings } });
  return { w, served };
}

async function startJob(w: ReturnType<typeof memoryWorld>): Promise<PipelineState> {
  const { jobId: job_id } = await submitIn(w, { accountId: 'acct_scan', jobId: 'job_scan', tier: 'premium' });
  const state = await matchCompany(w.deps, initialState(job_id));
  expect(state.next).toBe('continue');
  return state;
}

async function rosterOf(w: ReturnType<typeof memoryWorld>, state: PipelineState): Promise<string[]> {
  const batches = (state.groups ?? []).flat();
  const refs: string[] = [];
  for (const batch of batches) {
    const entries = await w.stores.work.get<RosterEntry[]>(workKeys.roster(state.job_id, batch));
    refs.push(...(entries ?? []).map((e) => e.person_ref));
  }
  return refs;
}

describe('scan_team resumes', () => {
  it('a scan interrupted by a rate limit at page k resumes at page k and fetches no page twice', async () => {
    const { w, served } = pagedWorld({ failAtCall: [3] });
    const state = await startJob(w);
    await expect(scanTeam(w.deps, state)).rejects.toMatchObject({ name: 'Provider.RateLimited' });
    // Pages 1 and 2 were read and stored; page 3 (cursor "4") was refused.
    expect(served).toEqual([null, '2']);
    expect(await w.stores.jobs.get(state.job_id)).toMatchObject({ team_scanned: 4 });

    const retried = await scanTeam(w.deps, { ...state, attempt: 1 });
    expect(retried.next).toBe('continue');
    expect(served).toEqual([null, '2', '4', '6', '8']);
    expect(new Set(served).size).toBe(served.length);
    expect(await rosterOf(w, retried)).toEqual(people.map((p) => p.person_ref));
    expect(await w.stores.jobs.get(state.job_id)).toMatchObject({ team_scanned: 9 });
    expect((await w.stores.jobs.get(state.job_id))?.preview?.people).toHaveLength(9);
  });

  it('a storage error after a page was fetched does not buy the page again on the retry', async () => {
    const { w, served } = pagedWorld();
    // The third roster batch's write fails once (S3 refusing it), after its page was fetched and paid.
    const work = w.deps.work;
    let failed = false;
    w.deps.work = {
      ...work,
      get: (key) => work.get(key),
      exists: (key) => work.exists(key),
      async put(key, body) {
        if (!failed && key === workKeys.roster('job_scan', 2)) {
          failed = true;
          throw new TransientError(TransientErrorName.storageUnavailable, 'SlowDown');
        }
        return work.put(key, body);
      },
    };
    const state = await startJob(w);
    await expect(scanTeam(w.deps, state)).rejects.toMatchObject({ name: 'Storage.Unavailable' });
    expect(served).toEqual([null, '2', '4']);
    const retried = await scanTeam(w.deps, { ...state, attempt: 1 });
    expect(retried.next).toBe('continue');
    expect(served).toEqual([null, '2', '4', '6', '8']);
    expect(await rosterOf(w, retried)).toEqual(people.map((p) => p.person_ref));
    expect(await w.stores.jobs.get(state.job_id)).toMatchObject({ team_scanned: 9 });
  });

  it('a retry after the last page was read fetches nothing more', async () => {
    const { w, served } = pagedWorld();
    const state = await startJob(w);
    const first = await scanTeam(w.deps, state);
    const again = await scanTeam(w.deps, { ...state, attempt: 1 });
    expect(served).toEqual([null, '2', '4', '6', '8']);
    expect(again.groups).toEqual(first.groups);
    expect(await rosterOf(w, again)).toEqual(people.map((p) => p.person_ref));
  });

  it('a long roster continues in a further invocation after a bounded number of pages', async () => {
    const { w, served } = pagedWorld({ settings: { scanPagesPerInvocation: 2 } });
    let state = await startJob(w);
    const nexts: (string | undefined)[] = [];
    do {
      state = await scanTeam(w.deps, state);
      nexts.push(state.next);
    } while (state.next === 'more');
    expect(nexts).toEqual(['more', 'more', 'continue']);
    expect(served).toEqual([null, '2', '4', '6', '8']);
    expect(await rosterOf(w, state)).toEqual(people.map((p) => p.person_ref));
    expect(state.attempt).toBe(0);
  });

  it('a long roster continues in a further invocation once an invocation has run long enough', async () => {
    const holder: { w?: ReturnType<typeof memoryWorld> } = {};
    // Every page takes half of an invocation's time: two pages, then a further invocation.
    const { w, served } = pagedWorld({
      onPage: () => holder.w?.clock.advance(SCAN_SECONDS_PER_INVOCATION * 500),
    });
    holder.w = w;
    let state = await startJob(w);
    const nexts: (string | undefined)[] = [];
    do {
      state = await scanTeam(w.deps, state);
      nexts.push(state.next);
    } while (state.next === 'more');
    expect(nexts).toEqual(['more', 'more', 'continue']);
    expect(served).toEqual([null, '2', '4', '6', '8']);
    expect(await rosterOf(w, state)).toEqual(people.map((p) => p.person_ref));
  });
});
