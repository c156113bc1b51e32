import { describe, expect, it } from 'vitest';
import type { MemoryJobStore } from '../../../functions/adapters/memory/jobs.js';
import { deliverWebhook, publishSettle } from '../../../functions/core/pipeline/index.js';
import type { WebhookSender } from '../../../functions/core/ports.js';
import { OUTBOX_SETTINGS, sweepPendingWebhooks } from '../../../functions/core/webhook-outbox.js';
import { memoryWorld, runToMatchTarget, submitIn } from '../../fixtures/memory-world.js';

/**
 * The webhook outbox over the in-memory twins: webhooks a settled job still owes and that no execution
 * delivers any more are delivered by the sweep, once the execution's turn is over, and never by two
 * deliverers at once.
 */

const GRACE_MS = OUTBOX_SETTINGS.graceSeconds * 1000;

/** A settled job with a callback whose execution has not delivered anything (its answer was lost). */
async function settledWithoutDelivery(w: ReturnType<typeof memoryWorld>) {
  const { jobId } = await submitIn(w, { callbackUrl: 'https://hooks.example.com/ctp' });
  const state = await runToMatchTarget(w.deps, jobId);
  expect((await publishSettle(w.deps, state)).next).toBe('continue');
  return { jobId, state };
}

const sweep = (w: ReturnType<typeof memoryWorld>) =>
  sweepPendingWebhooks({ ...w.deps, outbox: w.stores.jobs as MemoryJobStore });

/** A sender that holds every delivery until the test lets it answer. */
function heldSender(w: ReturnType<typeof memoryWorld>) {
  let entered = () => {};
  const inCall = new Promise<void>((resolve) => {
    entered = resolve;
  });
  let release = () => {};
  const sender: WebhookSender = {
    async send(delivery) {
      w.deliveries.push(delivery);
      entered();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { ok: true, status: 200, error: null };
    },
  };
  return { sender, inCall, release: () => release() };
}

describe('the webhook outbox sweep', () => {
  it("delivers a settled job's webhook that its execution never delivered, once the execution's turn is over", async () => {
    const w = memoryWorld();
    const { jobId } = await settledWithoutDelivery(w);

    expect(await sweep(w)).toMatchObject({ due: 0, attempted: 0 });
    expect(w.deliveries).toEqual([]);

    w.clock.advance(GRACE_MS);
    expect(await sweep(w)).toMatchObject({ due: 1, attempted: 1, delivered: 1 });
    expect(w.deliveries.map((d) => d.messageId)).toEqual([`msg_${jobId}`]);
    expect((await w.stores.jobs.get(jobId))?.webhook_pending ?? null).toBeNull();
    // Delivered is delivered: no later sweep sends it again.
    w.clock.advance(GRACE_MS * 10);
    expect(await sweep(w)).toMatchObject({ due: 0 });
    expect(w.deliveries).toHaveLength(1);
  });

  it('takes over a webhook whose deliver_webhook step spent its own retries', async () => {
    const w = memoryWorld();
    const { jobId, state } = await settledWithoutDelivery(w);
    const down = {
      ...w.deps,
      accounts: { ...w.deps.accounts, get: () => Promise.reject(new Error('down')) },
    };
    await expect(deliverWebhook(down, state)).rejects.toThrow('down');
    expect((await w.stores.jobs.get(jobId))?.webhook_pending).toBe(true);

    w.clock.advance(GRACE_MS);
    expect(await sweep(w)).toMatchObject({ delivered: 1 });
    expect(w.deliveries).toHaveLength(1);
  });

  it('never delivers while the execution holds an attempt, and the execution never delivers one the sweep holds', async () => {
    const w = memoryWorld();
    const held = heldSender(w);
    const { jobId, state } = await settledWithoutDelivery(w);
    w.clock.advance(GRACE_MS);

    // The execution's attempt is in flight (claimed) when the sweep runs: the sweep leaves it alone.
    const running = deliverWebhook({ ...w.deps, webhooks: held.sender }, state);
    await held.inCall;
    expect(await sweep(w)).toMatchObject({ attempted: 0 });
    held.release();
    expect((await running).next).toBe('stop');
    expect(w.deliveries).toHaveLength(1);

    // The other way round: the sweep holds the attempt, and the execution's late step stands back.
    const other = memoryWorld();
    const otherHeld = heldSender(other);
    const late = await settledWithoutDelivery(other);
    other.clock.advance(GRACE_MS);
    const sweeping = sweepPendingWebhooks({
      ...other.deps,
      webhooks: otherHeld.sender,
      outbox: other.stores.jobs as MemoryJobStore,
    });
    await otherHeld.inCall;
    expect((await deliverWebhook(other.deps, late.state)).next).toBe('stop');
    otherHeld.release();
    expect(await sweeping).toMatchObject({ delivered: 1 });
    expect(other.deliveries.map((d) => d.messageId)).toEqual([`msg_${late.jobId}`]);
    expect(jobId).not.toBe(late.jobId);
  });

  it('lets two sweeps at once deliver a webhook once', async () => {
    const w = memoryWorld();
    await settledWithoutDelivery(w);
    w.clock.advance(GRACE_MS);
    const reports = await Promise.all([sweep(w), sweep(w)]);
    expect(reports.reduce((n, r) => n + r.attempted, 0)).toBe(1);
    expect(w.deliveries).toHaveLength(1);
  });

  it('goes on with the schedule where it stopped, and logs the give-up after the last attempt', async () => {
    const w = memoryWorld({ webhooks: { send: async () => ({ ok: false, status: 503, error: null }) } });
    const { jobId, state } = await settledWithoutDelivery(w);
    // The execution made its first attempt and died waiting for the second (schedule 0, 1, 2 s).
    expect((await deliverWebhook(w.deps, state)).next).toBe('retry');
    w.clock.advance(1000 + GRACE_MS);
    expect(await sweep(w)).toMatchObject({ attempted: 1, givenUp: 0 });
    expect((await w.stores.jobs.get(jobId))?.webhook_attempts).toBe(2);
    w.clock.advance(2000 + GRACE_MS);
    expect(await sweep(w)).toMatchObject({ attempted: 1, givenUp: 1 });
    expect((await w.stores.jobs.get(jobId))?.webhook_pending ?? null).toBeNull();
    expect(w.errors).toEqual([expect.objectContaining({ job_id: jobId, attempt: 3, attempts: 3 })]);
  });
});
