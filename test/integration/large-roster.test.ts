import { describe, expect, it } from 'vitest';
import { pollJob } from '../fixtures/poll.js';
import { newAccount, submitBody } from './twins.js';

describe('a 5,000-person roster', () => {
  it('runs through every stage to a done result, within the state payload limit', async () => {
    const api = await newAccount({ tier: 'premium', credits: 1 });
    const { body } = await api.post('/v1/jobs', submitBody({ input: 'megacorp-global' }));
    const { job } = await pollJob(async () => (await api.get(`/v1/jobs/${body.job_id}`)).body, {
      timeout: 240_000,
      interval: 250,
    });
    expect(job).toMatchObject({
      status: 'done',
      team_scanned: 5000,
      profiles_enriched: 5000,
      credits_charged: 1,
    });
    expect(job.target_people.length).toBeGreaterThan(0);
    const preview = (await api.get(`/v1/jobs/${body.job_id}/preview`)).body;
    expect(preview).toMatchObject({ capped: true });
    expect(preview.people).toHaveLength(50);
  }, 300_000);
});
