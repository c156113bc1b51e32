import { describe, expect, it } from 'vitest';
import { call, expectEnvelope, newAccount, submitBody } from './twins.js';

describe('GET /v1/account', () => {
  it('shows balance, tier, plan limit, holds, jobs in flight and the ledger newest first', async () => {
    const api = await newAccount({ tier: 'free', credits: 2 });
    const first = await api.post('/v1/jobs', submitBody());
    expect(first.status).toBe(202);

    const { status, body } = await api.get('/v1/account');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      account_id: api.accountId,
      tier: 'free',
      concurrency_limit: 1,
      jobs_in_flight: 1,
      credits_balance: 2,
      credits_on_hold: 1,
      credits_available: 1,
      default_persona: 'owners-founders',
    });
    expect(body.webhook_signing_secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    expect(body.ledger).toEqual([
      expect.objectContaining({ type: 'grant', amount: 2, job_id: null, note: 'Opening balance' }),
    ]);
  });

  it('defaults the plan limit by tier', async () => {
    for (const [tier, limit] of [
      ['free', 1],
      ['starter', 3],
      ['premium', 10],
    ] as const) {
      const api = await newAccount({ tier });
      expect((await api.get('/v1/account')).body.concurrency_limit).toBe(limit);
    }
  });

  it('refuses anonymous callers', async () => {
    expectEnvelope(await call('GET', '/v1/account'), 401, 'missing_api_key');
  });
});
