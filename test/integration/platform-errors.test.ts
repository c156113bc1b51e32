import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseError } from '../../functions/adapters/dynamodb/errors.js';
import { Stage } from '../../functions/core/model.js';
import { DownDependency, dependencyDown } from '../../functions/core/outage.js';
import { type JobStore, TransientErrorName } from '../../functions/core/ports.js';
import { DELAYED_RETRY_ERRORS, PlatformErrorName } from '../../functions/core/retry.js';
import { books, type Fault, type Run, runJob, runnerAccount, useRunner } from './pipeline-runner.js';

/**
 * What AWS does to a stage (Lambda throttling it, failing it, killing it, the task timing out) and what
 * DynamoDB does to it (throttling, failing, not answering) must end like a provider's 429: a delayed
 * retry the client can see (`processing_state: delayed`, `next_retry_at`), and only exhausted attempts
 * fail the job. Each name is injected where the platform would raise it, on the real state machine.
 */

const COMPANY = 'nordlicht-design';

/** The tasks that run a whole stage (not a Map iteration, whose Lambda service errors are retried on the spot). */
const STAGE_TASKS = [
  [Stage.match_company, 'match_company'],
  [Stage.scan_team, 'scan_team'],
  [Stage.verify_candidates, 'verify_candidates_collect'],
  [Stage.match_target, 'match_target_assemble'],
] as const;

const figures = { jobs: 0, lost: 0, doubleCharges: 0 };

/** The books after a job: it ended, it holds nothing, and it was charged once if (and only if) done. */
async function audit(accountId: string, run: Run) {
  figures.jobs += 1;
  const after = await books(accountId);
  const charges = after.charges.filter((id) => id === run.jobId).length;
  if (charges > 1) figures.doubleCharges += 1;
  const ok =
    run.job.status !== 'processing' &&
    after.held === 0 &&
    after.in_flight === 0 &&
    charges === (run.job.status === 'done' ? 1 : 0);
  if (!ok) figures.lost += 1;
  expect({ status: run.job.status, held: after.held, in_flight: after.in_flight, charges }).toEqual({
    status: run.job.status,
    held: 0,
    in_flight: 0,
    charges: run.job.status === 'done' ? 1 : 0,
  });
}

/** The delay steps the run went through, each with the job as a poll would have seen it right then. */
const delays = (run: Run) => run.invocations.filter((i) => i.state.endsWith('_delay'));

/** DynamoDB faults for the pipeline's job store: once armed, the next `count` calls of any method fail. */
const outage = { armed: null as null | { method: keyof JobStore; stage?: string }, remaining: 0, met: 0 };

function throttled() {
  return databaseError(
    new ProvisionedThroughputExceededException({
      message: 'The level of configured provisioned throughput for the table was exceeded.',
      $metadata: { httpStatusCode: 400 },
    }),
  );
}

function faultyJobStore(store: JobStore): JobStore {
  return new Proxy(store, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const armed = outage.armed;
        if (armed && property === armed.method && (armed.stage === undefined || args[1] === armed.stage)) {
          outage.armed = null;
        }
        if (outage.armed === null && outage.remaining > 0) {
          outage.remaining -= 1;
          outage.met += 1;
          throw throttled();
        }
        return value.apply(target, args);
      };
    },
  });
}

let accountId: string;

beforeAll(async () => {
  // One Map item per stage: an injected fault meets exactly the invocation it is meant for.
  useRunner({ CTP_MAX_FAN_OUT: '1' }, { wrapJobs: faultyJobStore });
  accountId = await runnerAccount(200);
});

afterAll(() => {
  console.log(
    `[platform errors] jobs run: ${figures.jobs}, jobs lost: ${figures.lost}, double charges: ${figures.doubleCharges}`,
  );
  expect(figures.lost).toBe(0);
  expect(figures.doubleCharges).toBe(0);
});

describe('an error of the platform or of a dependency in a stage', () => {
  const cases = DELAYED_RETRY_ERRORS.map(
    (name, i) => [name, STAGE_TASKS[i % STAGE_TASKS.length] ?? STAGE_TASKS[0]] as const,
  );

  it.each(cases)(
    '%s is a delayed retry, visible on the job, and the job is then done',
    async (name, [stage, task]) => {
      // A task timeout is the real thing: the invocation never answers and TimeoutSeconds (1 s here) ends it.
      const timeout = name === PlatformErrorName.statesTimeout;
      const fault: Fault = timeout ? { hang: true } : { throw: name };
      const run = await runJob(accountId, COMPANY, {
        faults: { [task]: [fault] },
        ...(timeout ? { timeouts: { [task]: 1 } } : {}),
      });

      const [delay, ...more] = delays(run);
      expect(more).toEqual([]);
      expect(delay?.state).toBe(`${stage}_delay`);
      expect(delay?.input.state.error.Error).toBe(name);
      expect(delay?.job).toMatchObject({ status: 'processing', stage, processing_state: 'delayed' });
      expect(Date.parse(delay?.job?.next_retry_at ?? '')).toBeGreaterThan(0);
      expect(run.invocations.filter((i) => i.state === task).length).toBe(1); // the retry, after the fault
      expect(run.job).toMatchObject({ status: 'done', processing_state: null, next_retry_at: null });
      await audit(accountId, run);
    },
  );

  it('fails the job, free, only once every attempt met it, saying what kept failing', async () => {
    const lambdaUnknown = { throw: PlatformErrorName.lambdaUnknown };
    const run = await runJob(accountId, COMPANY, {
      faults: { scan_team: [lambdaUnknown, lambdaUnknown, lambdaUnknown, lambdaUnknown] },
    });
    expect(delays(run)).toHaveLength(4);
    expect(run.job).toMatchObject({ status: 'failed', stage: 'scan_team', credits_charged: 0 });
    expect(run.job.message).toMatch(
      /scan_team because the step kept crashing or running out of time after 4 attempts/,
    );
    await audit(accountId, run);
  });

  it('retries Lambda throttling inside a Map iteration on the spot, with no delay the client sees', async () => {
    const throttle = { throw: PlatformErrorName.lambdaTooManyRequests };
    const run = await runJob(accountId, COMPANY, { faults: { shortlist_batch: [throttle, throttle] } });
    expect(delays(run)).toEqual([]);
    expect(run.events.filter((e) => e.type === 'StateRetried')).toHaveLength(2);
    expect(run.job.status).toBe('done');
    await audit(accountId, run);
  });

  it('sends a Map stage to a delayed retry when an iteration stays throttled past its quick retries', async () => {
    const throttle = { throw: PlatformErrorName.lambdaTooManyRequests };
    const run = await runJob(accountId, COMPANY, { faults: { email_batch: [throttle, throttle, throttle] } });
    expect(delays(run).map((d) => [d.state, d.job?.processing_state])).toEqual([
      ['match_target_delay', 'delayed'],
    ]);
    expect(run.job.status).toBe('done');
    await audit(accountId, run);
  });
});

describe('DynamoDB throttling or failing under a stage', () => {
  it('a throttled write as the stage starts is a delayed retry, and the job is done', async () => {
    Object.assign(outage, {
      armed: { method: 'enterStage', stage: Stage.find_candidates },
      remaining: 1,
      met: 0,
    });
    const run = await runJob(accountId, COMPANY);
    expect(outage.met).toBe(1);
    const [delay, ...more] = delays(run);
    expect(more).toEqual([]);
    expect(delay?.input.state.error.Error).toBe('Database.Unavailable');
    expect(delay?.job).toMatchObject({ stage: 'find_candidates', processing_state: 'delayed' });
    expect(run.job.status).toBe('done');
    await audit(accountId, run);
  });

  it('an outage that also refuses the delay step only delays the job: the delay is decided without DynamoDB', async () => {
    // The stage's first write fails, then the delay step's write: the delay step still answers, the
    // stage's next try fails its first read, and the next delay is recorded.
    Object.assign(outage, { armed: { method: 'enterStage', stage: Stage.scan_team }, remaining: 3, met: 0 });
    const run = await runJob(accountId, COMPANY);
    expect(outage.met).toBe(3);
    expect(
      run.events.filter((e) => e.type === 'StateRetried' && (e as any).state?.name === 'scan_team_delay'),
    ).toHaveLength(0);
    expect(delays(run).length).toBeGreaterThanOrEqual(1);
    expect(run.invocations.some((i) => i.state === 'fail_job')).toBe(false);
    expect(run.job.status).toBe('done');
    await audit(accountId, run);
  });

  it("an outage longer than the delay step's own retries delays the job, never fails it, and it is done once DynamoDB is back", async () => {
    // Before issue 24: the stage's write and the delay step's four attempts failed, and fail_job ended
    // the job. Now every failed call only delays the job once more.
    Object.assign(outage, {
      armed: { method: 'enterStage', stage: Stage.verify_candidates },
      remaining: 6,
      met: 0,
    });
    const run = await runJob(accountId, COMPANY);
    expect(outage.met).toBe(6);
    expect(run.invocations.some((i) => i.state === 'fail_job')).toBe(false);
    expect(run.job).toMatchObject({ status: 'done', credits_charged: 1 });
    await audit(accountId, run);
  });
});

describe("a provider down for longer than a stage's attempts", () => {
  /** What the adapter throws while its provider is down, as the stage's invocation would fail with it. */
  const down = (name: TransientErrorName, dependency: string, message: string): Fault => {
    const error = dependencyDown(name, dependency, message);
    return { throw: error.name, message: error.message };
  };
  const cases = [
    [
      'the people-data provider',
      'scan_team',
      Stage.scan_team,
      down(
        TransientErrorName.providerUnavailable,
        DownDependency.pdl,
        'PDL /v5/person/search failed with HTTP 503',
      ),
    ],
    [
      'the email verifier',
      'email_batch',
      Stage.match_target,
      down(
        TransientErrorName.verifierUnavailable,
        DownDependency.zeroBounce,
        'ZeroBounce unreachable: ECONNREFUSED',
      ),
    ],
    [
      'the judge',
      'shortlist_batch',
      Stage.find_candidates,
      down(TransientErrorName.judgeOverloaded, DownDependency.anthropic, 'Anthropic API 500 api_error'),
    ],
  ] as const;

  it.each(cases)(
    '%s: 6 failures in a row (4 attempts allowed) only delay the job, counting no attempt, and it is done',
    async (_name, task, stage, fault) => {
      const run = await runJob(accountId, COMPANY, { faults: { [task]: Array(6).fill(fault) } });

      const waits = delays(run);
      expect(waits).toHaveLength(6);
      for (const wait of waits) {
        expect(wait.state).toBe(`${stage}_delay`);
        expect(wait.job).toMatchObject({ status: 'processing', stage, processing_state: 'delayed' });
        expect(wait.output).toMatchObject({ attempt: 0, retry: { exhausted: false } });
      }
      expect(run.invocations.some((i) => i.state === 'fail_job')).toBe(false);
      expect(run.job).toMatchObject({ status: 'done', credits_charged: 1 });
      await audit(accountId, run);
    },
  );

  it('a provider refusing (its 429) still counts attempts and fails the job free after 4', async () => {
    const refused: Fault = {
      throw: TransientErrorName.providerRateLimited,
      message: 'PDL rate limit reached',
    };
    const run = await runJob(accountId, COMPANY, { faults: { scan_team: Array(6).fill(refused) } });
    expect(delays(run)).toHaveLength(4);
    expect(run.job).toMatchObject({ status: 'failed', stage: 'scan_team', credits_charged: 0 });
    expect(run.job.message).toMatch(/kept rate-limiting us after 4 attempts/);
    await audit(accountId, run);
  });
});
