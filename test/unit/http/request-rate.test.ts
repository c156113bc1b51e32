import { afterEach, describe, expect, it } from 'vitest';
import { RequestRateGuard } from '../../../functions/http/request-rate.js';
import { memoryApi } from '../../fixtures/memory-api.js';
import { manualClock } from '../../fixtures/memory-world.js';

describe('the per-key request-rate guard, through HTTP', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('answers 429 rate_limited with Retry-After past the burst, per key, until the bucket refills', async () => {
    // Prepare: 2 requests a second, 3 at once; a clock the test moves.
    const clock = manualClock();
    const api = await memoryApi({ clock, env: { CTP_KEY_RATE_PER_SECOND: '2', CTP_KEY_RATE_BURST: '3' } });
    close = api.close;
    const busy = await api.newKey();
    const quiet = await api.newKey();
    const get = (key: string, method = 'GET') =>
      fetch(`${api.url}/v1/jobs`, { method, headers: { 'x-api-key': key } });

    // Act: the burst, then one more.
    const burst = await Promise.all([1, 2, 3].map(() => get(busy.key)));
    const refused = await get(busy.key);

    // Assess
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: expect.stringMatching(/2 per second/), limit: 2 },
    });
    // HEAD is refused alike, without a body.
    const head = await get(busy.key, 'HEAD');
    expect([head.status, head.headers.get('retry-after'), await head.text()]).toEqual([429, '1', '']);
    // Another key is not held back by this one.
    expect((await get(quiet.key)).status).toBe(200);
    // Half a second later one request's worth has come back.
    clock.advance(500);
    expect((await get(busy.key)).status).toBe(200);
    expect((await get(busy.key)).status).toBe(429);
  });

  it('still answers an anonymous request 401 first, and is off by default (the spec sets no per-second limit on reads)', async () => {
    const api = await memoryApi({ env: { CTP_KEY_RATE_BURST: '1' } });
    close = api.close;
    const { key } = await api.newKey();

    expect((await fetch(`${api.url}/v1/jobs`)).status).toBe(401);
    const statuses = await Promise.all(
      Array.from(
        { length: 5 },
        async () => (await fetch(`${api.url}/v1/jobs`, { headers: { 'x-api-key': key } })).status,
      ),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });
});

describe('a request-rate bucket', () => {
  it('says how many whole seconds until the next request, and forgets the least recent key first', () => {
    const guard = new RequestRateGuard({ perSecond: 0.5, burst: 1 }, 2);
    expect(guard.take('a', 0)).toBeNull();
    expect(guard.take('a', 0)).toBe(2);
    expect(guard.take('a', 1_000)).toBe(1);
    expect(guard.take('a', 2_000)).toBeNull();
    // A clock that steps back neither refills nor breaks the bucket.
    expect(guard.take('a', 1_000)).toBe(2);
    guard.take('b', 2_000);
    guard.take('c', 2_000);
    // 'a' was forgotten: a fresh, full bucket.
    expect(guard.take('a', 2_000)).toBeNull();
  });
});
