import { describe, expect, it } from 'vitest';
import { DownDependency, dependencyDown } from '../../../functions/core/outage.js';
import {
  emailBatch,
  enrichBatch,
  initialState,
  matchCompany,
  matchTargetAssemble,
  type PipelineState,
  publishSettle,
  recordDelay,
  scanTeam,
  shortlistBatch,
  verifyBatch,
  verifyCandidatesCollect,
} from '../../../functions/core/pipeline/index.js';
import {
  type EmailVerifier,
  type NetworkProvider,
  type PersonaJudge,
  TransientError,
  TransientErrorName,
} from '../../../functions/core/ports.js';
import { OUTAGE_WINDOW_SECONDS } from '../../../functions/core/retry.js';
import { founderJudge, memoryWorld, submitIn } from '../../fixtures/memory-world.js';

/**
 * A provider that is down (its 5xx, a refused connection, no answer in time) for a while: the people-data
 * provider, the email verifier or the judge. The whole pipeline runs over the in-memory twins with the
 * test's clock, the deployed backoff (20 s doubling to 5 min) and only 3 attempts per stage; the state
 * machine's Catch → record_delay → Wait → stage is the driver below, the Wait being the clock moving to
 * `next_retry_at`. A twin is down while the clock is inside its window, and throws what the real
 * adapter throws then (`dependencyDown`, as PDL, ZeroBounce and the Anthropic judge do).
 */

const T0 = Date.parse('2026-11-23T10:00:00.000Z');
const MINUTE = 60_000;

function world() {
  const w = memoryWorld();
  w.deps.settings = { ...w.deps.settings, retry: { maxAttempts: 3, baseMs: 20_000, maxMs: 300_000 } };
  return w;
}
type World = ReturnType<typeof world>;

/** The twin is down from T0 for `minutes`: every call then throws `error()`; calls that answered are counted. */
function downFor(w: World, minutes: number, error: () => Error) {
  const isDown = () => w.clock.now().getTime() < T0 + minutes * MINUTE;
  const answered: string[] = [];
  const guard = async <R>(what: string, call: () => Promise<R>): Promise<R> => {
    if (isDown()) throw error();
    const result = await call();
    answered.push(what);
    return result;
  };
  return { guard, answered };
}

const peopleDataDown = () =>
  dependencyDown(
    TransientErrorName.providerUnavailable,
    DownDependency.pdl,
    'PDL /v5/person/search failed with HTTP 503',
  );

/** The network twin, down for `minutes`; what it answered, one entry per paid call. */
function networkDown(w: World, minutes: number, error: () => Error = peopleDataDown) {
  const { guard, answered } = downFor(w, minutes, error);
  const real = w.deps.network;
  const network: NetworkProvider = {
    findCompany: (ref, ctx) => guard('company', () => real.findCompany(ref, ctx)),
    rosterPage: (id, cursor, ctx) => guard(`roster:${cursor}`, () => real.rosterPage(id, cursor, ctx)),
    enrichProfiles: (refs, ctx) => guard(`enrich:${refs.join(',')}`, () => real.enrichProfiles(refs, ctx)),
  };
  w.deps.network = network;
  return answered;
}

function verifierDown(w: World, minutes: number) {
  const { guard, answered } = downFor(w, minutes, () =>
    dependencyDown(
      TransientErrorName.verifierUnavailable,
      DownDependency.zeroBounce,
      'ZeroBounce /v2/validate unreachable: connect ECONNREFUSED',
    ),
  );
  const verifier: EmailVerifier = {
    findEmail: (person) => guard(`email:${person.person_ref}`, async () => null),
  };
  w.deps.verifier = verifier;
  return answered;
}

function judgeDown(w: World, minutes: number) {
  const { guard, answered } = downFor(w, minutes, () =>
    dependencyDown(
      TransientErrorName.judgeOverloaded,
      DownDependency.anthropic,
      'Anthropic API 500 api_error (claude): Internal server error',
    ),
  );
  const judge: PersonaJudge = {
    ...founderJudge,
    shortlist: (persona, company, profiles, ctx) =>
      guard(`shortlist:${profiles.map((p) => p.person_ref)}`, () =>
        founderJudge.shortlist(persona, company, profiles, ctx),
      ),
    verify: (persona, company, candidates, ctx) =>
      guard(`verify:${candidates.map((p) => p.person_ref)}`, () =>
        founderJudge.verify(persona, company, candidates, ctx),
      ),
  };
  w.deps.judge = judge;
  return answered;
}

interface Delay {
  stage: string;
  attempt: number;
  processingState: string | null | undefined;
  /** record_delay ended the job instead of scheduling a wait. */
  exhausted: boolean;
}

/**
 * The state machine's path for one job: each stage in turn; a transient error goes to record_delay
 * (the stage's Catch), then the clock moves to `next_retry_at` (the Wait) and the stage runs again,
 * until record_delay says the job is over. A fan-out stage's failed Map is run again whole (its done
 * batches are skipped, as in AWS).
 */
async function runJob(w: World, jobId: string) {
  const delays: Delay[] = [];
  let state: PipelineState = initialState(jobId);
  const stage = async (name: string, run: (s: PipelineState) => Promise<PipelineState>) => {
    for (;;) {
      try {
        state = await run(state);
        return true;
      } catch (error) {
        if (!(error instanceof TransientError)) throw error;
        state = await recordDelay(
          w.deps,
          { ...state, error: { Error: error.name, Cause: error.message } },
          name as never,
        );
        const job = await w.stores.jobs.get(jobId);
        delays.push({
          stage: name,
          attempt: state.attempt,
          processingState: job?.processing_state,
          exhausted: state.retry?.exhausted === true,
        });
        if (state.retry?.exhausted || !state.retry?.next_retry_at) return false;
        expect(job?.next_retry_at).toBe(state.retry.next_retry_at);
        w.clock.advance(Date.parse(state.retry.next_retry_at) - w.clock.now().getTime());
      }
    }
  };
  const map = (batch: typeof enrichBatch) => async (s: PipelineState) => {
    for (const batches of s.groups ?? []) await batch(w.deps, { job_id: jobId, attempt: s.attempt, batches });
    return { ...s, attempt: 0 };
  };
  const steps: [string, (s: PipelineState) => Promise<PipelineState>][] = [
    ['match_company', (s) => matchCompany(w.deps, s)],
    [
      'scan_team',
      async (s) => {
        let next = await scanTeam(w.deps, s);
        while (next.next === 'more') next = await scanTeam(w.deps, next);
        return next;
      },
    ],
    ['enrich_profiles', map(enrichBatch)],
    ['find_candidates', map(shortlistBatch)],
    ['verify_candidates', map(verifyBatch)],
    ['verify_candidates', (s) => verifyCandidatesCollect(w.deps, s)],
    ['match_target', map(emailBatch)],
    ['match_target', (s) => matchTargetAssemble(w.deps, s)],
    ['publish_settle', (s) => publishSettle(w.deps, s)],
  ];
  for (const [name, run] of steps) {
    if (!(await stage(name, run))) break;
    if (state.next === 'stop') break;
  }
  return { job: await w.stores.jobs.get(jobId), delays, state };
}

const dependencies = [
  { name: 'the people-data provider', down: networkDown, stage: 'match_company' },
  { name: 'the email verifier', down: verifierDown, stage: 'match_target' },
  { name: 'the judge', down: judgeDown, stage: 'find_candidates' },
] as const;

describe('a provider that is down', () => {
  it.each(dependencies)(
    'for 14 minutes ($name) delays the job, counts no attempt, and it ends done, charged once',
    async ({ down, stage }) => {
      const w = world();
      const { accountId, jobId } = await submitIn(w, { credits: 3 });
      const answered = down(w, 14);

      const { job, delays } = await runJob(w, jobId);

      expect(job).toMatchObject({ status: 'done', credits_charged: 1 });
      // More waits than the 3 attempts allow, every one in the stage that met the outage, none counted.
      expect(delays.length).toBeGreaterThan(3);
      expect(delays.every((d) => d.stage === stage && d.attempt === 0)).toBe(true);
      expect(delays.every((d) => d.processingState === 'delayed')).toBe(true);
      expect(w.clock.now().getTime() - T0).toBeGreaterThanOrEqual(14 * MINUTE);
      // Nothing paid twice: each call that answered was made once.
      expect(new Set(answered).size).toBe(answered.length);
      expect(await w.stores.accounts.get(accountId)).toMatchObject({ held: 0, in_flight: 0 });
    },
  );

  it('past 15 minutes fails the job free, with a message that names the provider', async () => {
    const w = world();
    const { accountId, jobId } = await submitIn(w, { credits: 3 });
    networkDown(w, 60);

    const { job, delays } = await runJob(w, jobId);

    expect(job).toMatchObject({ status: 'failed', credits_charged: 0, stage: 'match_company' });
    expect(job?.message).toBe(
      'The job stopped in match_company because the people-data provider (People Data Labs) was unavailable for more than 15 minutes. Nothing was charged; submit it again later.',
    );
    expect(w.clock.now().getTime() - T0).toBeGreaterThanOrEqual(OUTAGE_WINDOW_SECONDS * 1000);
    expect(w.clock.now().getTime() - T0).toBeLessThan((OUTAGE_WINDOW_SECONDS + 300) * 1000);
    expect(delays.every((d) => d.attempt === 0)).toBe(true);
    expect(delays.at(-1)?.exhausted).toBe(true);
    expect(await w.stores.accounts.get(accountId)).toMatchObject({ held: 0, in_flight: 0 });
  });

  it.each([
    ['the email verifier (ZeroBounce)', verifierDown, 'match_target'],
    ['the persona judge (Anthropic API)', judgeDown, 'find_candidates'],
  ] as const)('past 15 minutes names %s', async (named, down, stage) => {
    const w = world();
    const { jobId } = await submitIn(w, { credits: 3 });
    down(w, 60);

    const { job } = await runJob(w, jobId);

    expect(job).toMatchObject({ status: 'failed', credits_charged: 0 });
    expect(job?.message).toContain(
      `stopped in ${stage} because ${named} was unavailable for more than 15 minutes`,
    );
  });

  it('that answers 429 with Retry-After is a refusal: each wait honours it, and the attempts run out', async () => {
    const w = world();
    const { jobId } = await submitIn(w, { credits: 3 });
    networkDown(
      w,
      60,
      () =>
        new TransientError(
          TransientErrorName.providerRateLimited,
          'PDL rate limit reached on /v5/company/enrich',
          600,
        ),
    );

    const { job, delays } = await runJob(w, jobId);

    // Two waits (attempts 1 and 2), then the third failure is the last attempt.
    expect(delays.map((d) => [d.attempt, d.exhausted])).toEqual([
      [1, false],
      [2, false],
      [2, true],
    ]);
    expect(job).toMatchObject({ status: 'failed', credits_charged: 0 });
    expect(job?.message).toMatch(/kept rate-limiting us after 3 attempts/);
    // Two waits of at least the 10 minutes the provider asked for.
    expect(w.clock.now().getTime() - T0).toBeGreaterThanOrEqual(20 * MINUTE);
  });
});
