import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_SECONDS, retryAfterSeconds } from '../../functions/adapters/retry-after.js';

const at = new Date('2026-11-01T00:00:00Z');

describe('retryAfterSeconds, the one reading of a dependency’s hint', () => {
  it('prefers Anthropic’s retry-after-ms, rounded up to whole seconds', () => {
    expect(retryAfterSeconds(new Headers({ 'retry-after-ms': '1500', 'retry-after': '9' }), at)).toBe(2);
  });

  it('reads Retry-After as seconds or an HTTP date, then X-RateLimit-Reset', () => {
    expect(retryAfterSeconds(new Headers({ 'retry-after': '30' }), at)).toBe(30);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'Sun, 01 Nov 2026 00:00:20 GMT' }), at)).toBe(20);
    expect(retryAfterSeconds(new Headers({ 'x-ratelimit-reset': '2026-11-01T00:00:05Z' }), at)).toBe(5);
  });

  it('asks for at least a second and at most a day, and nothing without a readable hint', () => {
    expect(retryAfterSeconds(new Headers({ 'retry-after': '0' }), at)).toBe(1);
    expect(retryAfterSeconds(new Headers({ 'retry-after': '9999999' }), at)).toBe(MAX_RETRY_AFTER_SECONDS);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'soon' }), at)).toBeNull();
    expect(retryAfterSeconds(undefined, at)).toBeNull();
  });
});
