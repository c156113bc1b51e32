import { describe, expect, it } from 'vitest';
import { BATCH_CLAIM_SECONDS, shortlistBatch, workKeys } from '../../../functions/core/pipeline/index.js';
import { type PersonaJudge, TransientError, TransientErrorName } from '../../../functions/core/ports.js';
import { bareProfile, roleAt } from '../../fixtures/builders.js';
import {
  founderJudge,
  memoryWorld,
  runToFindCandidates,
  scriptedNetwork,
  submitIn,
} from '../../fixtures/memory-world.js';

/**
 * When one Map iteration fails, Step Functions fails the Map, but the invocations of its other
 * iterations keep running, and the Map's retry starts the same groups again beside them. A batch is
 * claimed before it is paid for, so the two never judge (enrich, verify) the same batch twice. The
 * large bench paid 25 M judge input tokens for its 50,000-person job where 17 M were needed before this.
 */
function claimWorld(opts: { failFirst?: boolean } = {}) {
  const net = scriptedNetwork({
    people: Array.from({ length: 8 }, (_, i) =>
      bareProfile({
        person_ref: `p${i}`,
        name: `Person ${i}`,
        headline: 'Founder',
        experience: [roleAt('Founder')],
      }),
    ),
  });
  const judgedBatches: string[] = [];
  const gates: (() => void)[] = [];
  let failures = opts.failFirst ? 1 : 0;
  const judge: PersonaJudge = {
    ...founderJudge,
    async shortlist(persona, company, profiles, ctx) {
      if (failures > 0) {
        failures -= 1;
        throw new TransientError(TransientErrorName.judgeOverloaded, 'overloaded', 1);
      }
      judgedBatches.push(profiles.map((p) => p.person_ref).join(','));
      // Each call waits until the test lets it answer: a slow judge, so that two invocations overlap.
      await new Promise<void>((resolve) => gates.push(resolve));
      return founderJudge.shortlist(persona, company, profiles, ctx);
    },
  };
  const sleeps: number[] = [];
  const w = memoryWorld({ network: net.network, judge });
  w.deps.sleep = async (ms) => {
    sleeps.push(ms);
    // Whoever holds the batch gets to answer while this one waits.
    gates.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { w, judgedBatches, gates, sleeps };
}

/** Lets every judge call answer as it comes, until `work` settles. */
async function answering<T>(gates: (() => void)[], work: Promise<T>): Promise<T> {
  let settled = false;
  const watched = work.finally(() => {
    settled = true;
  });
  // Whoever awaits `watched` sees its rejection; the loop only needs to know it settled.
  watched.catch(() => undefined);
  while (!settled) {
    gates.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return watched;
}

describe('fan-out batch claims', () => {
  it('an iteration left running by a failed Map and its retry judge each batch once between them', async () => {
    const c = claimWorld();
    const { jobId } = await submitIn(c.w);
    const state = await runToFindCandidates(c.w.deps, jobId);
    const batches = state.groups?.flat() ?? [];
    expect(batches).toHaveLength(4);
    const group = { job_id: jobId, attempt: 0, batches };
    // The "zombie" starts; the retry starts the same group while the zombie's first call is in flight.
    const zombie = shortlistBatch(c.w.deps, group);
    await new Promise((resolve) => setImmediate(resolve));
    const retry = shortlistBatch(c.w.deps, group);
    const [a, b] = await answering(c.gates, Promise.all([zombie, retry]));
    expect(c.judgedBatches).toHaveLength(4);
    expect(new Set(c.judgedBatches).size).toBe(4);
    // Between them every batch was done once and skipped (or waited out) by the other.
    expect(a.done + b.done).toBe(4);
    expect(c.sleeps.length).toBeGreaterThan(0);
    for (const batch of batches)
      expect(await c.w.deps.work.exists(workKeys.candidates(jobId, batch))).toBe(true);
  });

  it('a batch whose call failed is free for the next try at once', async () => {
    const c = claimWorld({ failFirst: true });
    const { jobId } = await submitIn(c.w);
    const state = await runToFindCandidates(c.w.deps, jobId);
    const group = { job_id: jobId, attempt: 0, batches: state.groups?.flat() ?? [] };
    await expect(shortlistBatch(c.w.deps, group)).rejects.toMatchObject({ name: 'Judge.Overloaded' });
    const again = await answering(c.gates, shortlistBatch(c.w.deps, { ...group, attempt: 1 }));
    expect(again.done).toBe(4);
    expect(c.sleeps).toEqual([]);
  });

  it('a batch whose output could not be stored is free for the next try at once', async () => {
    const c = claimWorld();
    const { jobId } = await submitIn(c.w);
    const state = await runToFindCandidates(c.w.deps, jobId);
    const batches = state.groups?.flat() ?? [];
    const work = c.w.deps.work;
    const refused = workKeys.candidates(jobId, batches[1] as number);
    let failed = false;
    c.w.deps.work = {
      get: (key) => work.get(key),
      exists: (key) => work.exists(key),
      async put(key, value) {
        if (key === refused && !failed) {
          failed = true;
          throw new TransientError(TransientErrorName.storageUnavailable, 'SlowDown');
        }
        return work.put(key, value);
      },
    };
    const group = { job_id: jobId, attempt: 0, batches };
    await expect(answering(c.gates, shortlistBatch(c.w.deps, group))).rejects.toMatchObject({
      name: 'Storage.Unavailable',
    });
    const again = await answering(c.gates, shortlistBatch(c.w.deps, { ...group, attempt: 1 }));
    expect(again).toMatchObject({ done: 3, skipped: 1 });
    expect(c.sleeps).toEqual([]);
  });

  it('a claim whose holder crashed holds the batch only until it lapses', async () => {
    const c = claimWorld();
    const { jobId } = await submitIn(c.w);
    const state = await runToFindCandidates(c.w.deps, jobId);
    const batches = state.groups?.flat() ?? [];
    // A holder took the first batch and died: no output, no release.
    const first = workKeys.candidates(jobId, batches[0] as number);
    await c.w.deps.work.put(`${first}.claim`, { at: c.w.clock.now().getTime() });
    let waited = 0;
    c.w.deps.sleep = async (ms) => {
      waited += ms;
      c.w.clock.advance(ms);
      c.gates.shift()?.();
    };
    const run = await answering(c.gates, shortlistBatch(c.w.deps, { job_id: jobId, attempt: 1, batches }));
    expect(run.done).toBe(4);
    expect(waited).toBeGreaterThanOrEqual(BATCH_CLAIM_SECONDS * 1000);
    expect(waited).toBeLessThan(BATCH_CLAIM_SECONDS * 1000 + 5_000);
    expect(c.judgedBatches).toHaveLength(4);
  });
});
