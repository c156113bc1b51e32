import { afterAll, describe, expect, it } from 'vitest';
import { ExecutionStatus } from '../../functions/core/ports.js';
import { startTwinStack, type TwinStack } from '../../local/stack.js';
import { pollJob } from '../fixtures/poll.js';
import { SUITE_ENV } from './suite-env.js';

/**
 * Two local stacks in one process keep apart: each has its own stores, runner, sweep and gate, so one
 * stack stopping aborts none of the other's executions (the runner once kept one executions map and one
 * AbortController per process), and a company held at one gate is not held at the other.
 */
const KEY_A = 'ctp_twin_stack_a_0001';
const KEY_B = 'ctp_twin_stack_b_0001';
const started: TwinStack[] = [];

async function stack(key: string): Promise<TwinStack> {
  const twin = await startTwinStack({
    accounts: [{ api_key: key, tier: 'premium', credits: 5 }],
    env: SUITE_ENV,
  });
  started.push(twin);
  return twin;
}

afterAll(async () => {
  await Promise.all(started.map((twin) => twin.stop()));
});

async function submit(twin: TwinStack, key: string, input: string): Promise<string> {
  const response = await fetch(`${twin.baseUrl}/v1/jobs`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ input, operation: 'target_people', persona: 'owners-founders' }),
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { job_id: string }).job_id;
}

async function job(twin: TwinStack, key: string, jobId: string) {
  const response = await fetch(`${twin.baseUrl}/v1/jobs/${jobId}`, { headers: { 'x-api-key': key } });
  return (await response.json()) as { status: string };
}

describe('two twin stacks in one process', () => {
  it("keep their own executions: one stack's stop() leaves the other's job running, and it ends done", async () => {
    const a = await stack(KEY_A);
    const b = await stack(KEY_B);
    a.gate.hold('acme-robotics');
    const releaseB = b.gate.hold('acme-robotics');
    const jobA = await submit(a, KEY_A, 'acme-robotics');
    const jobB = await submit(b, KEY_B, 'acme-robotics');
    // Both executions are waiting at their gate's company lookup.
    await expect.poll(() => a.gate.waiting('acme-robotics'), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => b.gate.waiting('acme-robotics'), { timeout: 15_000 }).toBe(1);
    expect(await a.runner.status(jobA)).toBe(ExecutionStatus.running);
    expect(await b.runner.status(jobA)).toBeNull();

    await a.stop();

    expect(await b.runner.status(jobB)).toBe(ExecutionStatus.running);
    expect(await job(b, KEY_B, jobB)).toMatchObject({ status: 'processing' });
    releaseB();
    const ended = await pollJob(() => job(b, KEY_B, jobB));
    expect(ended.job).toMatchObject({ status: 'done' });
    expect(await b.runner.status(jobB)).toBe(ExecutionStatus.succeeded);
  });
});
