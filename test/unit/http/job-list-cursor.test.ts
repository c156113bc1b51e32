import { afterEach, describe, expect, it } from 'vitest';
import { jobFor } from '../../contract/stores.contract.js';
import { memoryApi } from '../../fixtures/memory-api.js';

interface ListBody {
  count: number;
  jobs: { job_id: string }[];
  next_cursor: string | null;
}

describe('GET /v1/jobs with a cursor', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  async function apiWithJobs(total: number) {
    const api = await memoryApi();
    close = api.close;
    const { key, owner } = await api.newKey({ credits: total, concurrency: total });
    for (let i = 0; i < total; i += 1) {
      const created = new Date(Date.parse('2026-11-20T00:00:00.000Z') + i * 1000).toISOString();
      await api.stores.jobs.submit(
        jobFor(owner.account_id, { key_id: owner.key_id, created_at: created }),
        null,
        0,
      );
    }
    const get = async (query: string) => {
      const response = await fetch(`${api.url}/v1/jobs?${query}`, { headers: { 'x-api-key': key } });
      return {
        status: response.status,
        body: (await response.json()) as ListBody & { error?: { code: string } },
      };
    };
    return { get };
  }

  it('walks the same jobs as skip does, and says when the last page is reached', async () => {
    const { get } = await apiWithJobs(25);
    const bySkip: string[] = [];
    for (let skip = 0; skip < 25; skip += 10)
      bySkip.push(...(await get(`limit=10&skip=${skip}`)).body.jobs.map((j) => j.job_id));

    const byCursor: string[] = [];
    const cursors: (string | null)[] = [];
    let query = 'limit=10';
    for (;;) {
      const { status, body } = await get(query);
      expect(status).toBe(200);
      expect(body.count).toBe(25);
      byCursor.push(...body.jobs.map((j) => j.job_id));
      cursors.push(body.next_cursor);
      if (!body.next_cursor) break;
      query = `limit=10&cursor=${encodeURIComponent(body.next_cursor)}`;
    }

    expect(byCursor).toEqual(bySkip);
    expect(cursors.map((c) => typeof c)).toEqual(['string', 'string', 'object']);
    // A page that ends exactly at the last job has no next one either.
    expect((await get('limit=5&skip=20')).body.next_cursor).toBeNull();
  });

  it('refuses a cursor it did not issue, or one sent with q, as 400 invalid_cursor', async () => {
    const { get } = await apiWithJobs(3);
    const issued = (await get('limit=1')).body.next_cursor as string;

    for (const query of [
      'cursor=not-a-cursor',
      'cursor=',
      `cursor=${Buffer.from('[1,"yesterday","job_1"]').toString('base64url')}`,
      `cursor=${Buffer.from('{"a":1}').toString('base64url')}`,
      `cursor=${encodeURIComponent(issued)}&q=acme`,
    ]) {
      const { status, body } = await get(query);
      expect({ query, status, code: body.error?.code }).toEqual({
        query,
        status: 400,
        code: 'invalid_cursor',
      });
    }
  });
});
