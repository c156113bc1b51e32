import { describe, expect, it } from 'vitest';
import { mapBounded } from '../../functions/core/bounded.js';
import { type Job, JobStatusValue, ProcessingState } from '../../functions/core/model.js';
import { interpretPersona } from '../../functions/core/persona-reader.js';
import {
  emailBatch,
  type PipelineDeps,
  shortlistBatch,
  verifyBatch,
  workKeys,
} from '../../functions/core/pipeline/index.js';
import type { JobStore, JudgeUsage, PersonaJudge, WorkStore } from '../../functions/core/ports.js';
import type { ProviderCompany, ProviderProfile } from '../../functions/core/profile.js';

/** The fan-out steps over ports, with just enough of each port to watch what they do. */

const JOB_ID = 'job_1';
const usage = (n: number): JudgeUsage => ({
  requests: 1,
  input_tokens: n,
  output_tokens: n,
  cache_read_input_tokens: 0,
  cache_creation_input_tokens: 0,
});
const profile = (ref: string) => ({ person_ref: ref, first_name: ref, last_name: 'X' }) as ProviderProfile;
const company = { id: 1, name: 'Acme', domain: 'acme.example' } as ProviderCompany;

function fakes(options: { emailConcurrency?: number; emailDelayMs?: number } = {}) {
  const objects = new Map<string, unknown>();
  const recorded: JudgeUsage[] = [];
  const counters: Record<string, number> = {};
  const job = {
    job_id: JOB_ID,
    status: JobStatusValue.processing,
    processing_state: ProcessingState.active,
    persona: { slug: 'p', name: 'P', definition: 'anyone' },
  } as Job;
  const jobs = {
    get: async () => job,
    enterStage: async () => true,
    addUsage: async (_id: string, u: JudgeUsage) => {
      recorded.push(u);
    },
    addProgress: async (_id: string, field: string, n: number) => {
      counters[field] = (counters[field] ?? 0) + n;
    },
  } as unknown as JobStore;
  const work: WorkStore = {
    put: async (key, value) => {
      objects.set(key, structuredClone(value));
    },
    get: async <T>(key: string) => (objects.get(key) as T | undefined) ?? null,
    exists: async (key) => objects.has(key),
  };
  const calls = { shortlist: 0, verify: 0, inFlight: 0, maxInFlight: 0, emails: 0 };
  const judge: PersonaJudge = {
    interpret: async (persona) => interpretPersona(persona),
    shortlist: async (_p, _c, profiles) => {
      calls.shortlist += 1;
      return {
        verdicts: profiles.map((p) => ({ person_ref: p.person_ref, keep: true, score: 1 })),
        usage: usage(10),
      };
    },
    verify: async (_p, _c, candidates) => {
      calls.verify += 1;
      return {
        verdicts: candidates.map((p) => ({ person_ref: p.person_ref, keep: true, score: 1, why: 'fits' })),
        usage: usage(100),
      };
    },
  };
  const verifier = {
    findEmail: async (person: { person_ref: string }) => {
      calls.emails += 1;
      calls.inFlight += 1;
      calls.maxInFlight = Math.max(calls.maxInFlight, calls.inFlight);
      await new Promise((resolve) => setTimeout(resolve, options.emailDelayMs ?? 5));
      calls.inFlight -= 1;
      return { address: `${person.person_ref}@acme.example` } as never;
    },
  };
  const deps = {
    jobs,
    work,
    // A provider without deep data: the shortlist is stored as the judge kept it.
    network: {},
    judge,
    verifier,
    clock: { now: () => new Date('2026-01-01T00:00:00Z') },
    settings: { emailConcurrency: options.emailConcurrency ?? 3 },
  } as unknown as PipelineDeps;
  objects.set(workKeys.company(JOB_ID), company);
  return { deps, objects, recorded, counters, calls };
}

describe('a fan-out step over a group of batches', () => {
  it('judges each batch once: run again, it skips stored batches and records no tokens twice', async () => {
    const { deps, objects, recorded, counters, calls } = fakes();
    for (const batch of [0, 1, 2]) objects.set(workKeys.enriched(JOB_ID, batch), [profile(`p${batch}`)]);
    const input = { job_id: JOB_ID, attempt: 0, batches: [0, 1, 2] };

    expect(await shortlistBatch(deps, input)).toEqual({
      batches: 3,
      done: 3,
      skipped: 0,
      deferred: [],
      retry_at: null,
    });
    expect(await shortlistBatch(deps, { ...input, attempt: 1 })).toEqual({
      batches: 3,
      done: 0,
      skipped: 3,
      deferred: [],
      retry_at: null,
    });

    expect(calls.shortlist).toBe(3);
    expect(recorded).toHaveLength(3);
    expect(counters.preliminary_candidates).toBe(3);
  });

  it('after a failure part-way, redoes only the batches that did not finish', async () => {
    const { deps, objects, recorded, calls } = fakes();
    for (const batch of [0, 1, 2]) objects.set(workKeys.candidates(JOB_ID, batch), [profile(`p${batch}`)]);
    const verify = deps.judge.verify;
    let failed = false;
    deps.judge.verify = async (...args) => {
      if (args[2][0]?.person_ref === 'p1' && !failed) {
        failed = true;
        throw Object.assign(new Error('overloaded'), { name: 'Judge.Overloaded', usage: usage(7) });
      }
      return verify(...args);
    };
    const input = { job_id: JOB_ID, attempt: 0, batches: [0, 1, 2] };

    await expect(verifyBatch(deps, input)).rejects.toMatchObject({ name: 'Judge.Overloaded' });
    expect(await verifyBatch(deps, { ...input, attempt: 1 })).toEqual({
      batches: 3,
      done: 2,
      skipped: 1,
      deferred: [],
      retry_at: null,
    });

    // Batch 0 once; batch 1 failed (its spent tokens recorded) and then succeeded; batch 2 once.
    expect(calls.verify).toBe(3);
    expect(recorded.map((u) => u.input_tokens)).toEqual([100, 7, 100, 100]);
    expect(objects.get(workKeys.verified(JOB_ID, 1))).toHaveLength(1);
  });

  it('asks the judge nothing for a batch with nobody shortlisted', async () => {
    const { deps, objects, calls } = fakes();
    objects.set(workKeys.candidates(JOB_ID, 0), []);
    expect(await verifyBatch(deps, { job_id: JOB_ID, attempt: 0, batches: [0] })).toMatchObject({ done: 1 });
    expect(calls.verify).toBe(0);
    expect(objects.get(workKeys.verified(JOB_ID, 0))).toEqual([]);
  });

  it('looks up a batch’s emails a few at a time, never more than CTP_EMAIL_CONCURRENCY', async () => {
    const { deps, objects, calls } = fakes({ emailConcurrency: 3 });
    const people = Array.from({ length: 10 }, (_, i) => ({
      verdict: { person_ref: `p${i}` },
      profile: profile(`p${i}`),
    }));
    objects.set(workKeys.verified(JOB_ID, 0), people);
    await emailBatch(deps, { job_id: JOB_ID, attempt: 0, batches: [0] });
    expect(calls.emails).toBe(10);
    expect(calls.maxInFlight).toBe(3);
    const emails = objects.get(workKeys.emails(JOB_ID, 0)) as Record<string, { address: string }>;
    expect(Object.keys(emails)).toHaveLength(10);
    expect(emails.p7?.address).toBe('p7@acme.example');
  });
});

describe('mapBounded', () => {
  it('keeps the order of its items and at most `limit` calls in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await mapBounded([5, 1, 4, 2, 3], 2, async (n) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, n));
      inFlight -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('throws the first failure once the calls in flight have settled, and starts no new one', async () => {
    const started: number[] = [];
    let settled = 0;
    const run = mapBounded([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n);
      await new Promise((resolve) => setTimeout(resolve, n === 2 ? 1 : 20));
      settled += 1;
      if (n === 2) throw new Error('two');
      return n;
    });
    await expect(run).rejects.toThrow('two');
    expect(settled).toBe(started.length);
    expect(started.length).toBeLessThan(6);
  });
});

describe('a group of batches and a cancel', () => {
  it('starts no further batch once the job is no longer processing', async () => {
    const { deps, objects, calls } = fakes();
    for (const batch of [0, 1, 2]) objects.set(workKeys.enriched(JOB_ID, batch), [profile(`p${batch}`)]);
    const shortlist = deps.judge.shortlist;
    deps.judge.shortlist = async (...args) => {
      const answer = await shortlist(...args);
      // The client cancels while the first batch is being judged.
      ((await deps.jobs.get(JOB_ID)) as Job).status = JobStatusValue.cancelled;
      return answer;
    };
    expect(await shortlistBatch(deps, { job_id: JOB_ID, attempt: 0, batches: [0, 1, 2] })).toEqual({
      batches: 3,
      done: 1,
      skipped: 0,
      deferred: [],
      retry_at: null,
    });
    expect(calls.shortlist).toBe(1);
  });
});
