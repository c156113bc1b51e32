import { describe, expect, it } from 'vitest';
import { ProviderTransportError } from '../../functions/adapters/network/provider-http.js';
import {
  httpFailure,
  type ProviderFailurePolicy,
  ProviderRefusedError,
  statusMeaning,
  transportFailure,
} from '../../functions/adapters/provider-errors.js';
import { AppError } from '../../functions/core/errors.js';
import { TransientError, TransientErrorName } from '../../functions/core/ports.js';

const POLICY: ProviderFailurePolicy = {
  provider: 'Example',
  names: {
    rateLimited: TransientErrorName.providerRateLimited,
    unavailable: TransientErrorName.providerUnavailable,
    timeout: TransientErrorName.providerTimeout,
  },
  keyHint: 'Check CTP_EXAMPLE_KEY.',
};
const NOW = new Date('2026-11-26T00:00:00Z');
const answer = (status: number, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers(headers),
});

describe('the one reading of a dependency’s HTTP status', () => {
  it.each([
    [429, 'rate_limited'],
    [500, 'unavailable'],
    [503, 'unavailable'],
    [529, 'unavailable'],
    [401, 'key_rejected'],
    [403, 'key_rejected'],
    [402, 'no_credits'],
    [400, 'failed'],
  ] as const)('reads HTTP %i as %s', (status, meaning) => {
    expect(statusMeaning(status)).toBe(meaning);
  });

  it('lets a dependency name a status that means "later" for it (ZeroBounce’s 403 shield)', () => {
    expect(statusMeaning(403, [403])).toBe('unavailable');
  });

  it('turns a rate limit into the dependency’s transient name with the wait it asked for', () => {
    const error = httpFailure(POLICY, answer(429, { 'retry-after': '30' }), 'GET /x', 'slow down', NOW);
    expect(error).toBeInstanceOf(TransientError);
    expect(error).toMatchObject({ code: 'Provider.RateLimited', retryAfterSeconds: 30 });
    expect(error.message).toMatch(/Example rate limit reached on GET \/x: slow down/);
  });

  it('reads an outage’s wait only from Retry-After, not from a quota reset header', () => {
    const reset = httpFailure(POLICY, answer(503, { 'x-ratelimit-reset': '120' }), 'GET /x', null, NOW);
    expect(reset).toMatchObject({ code: 'Provider.Unavailable', retryAfterSeconds: null });
    const told = httpFailure(POLICY, answer(503, { 'retry-after': '5' }), 'GET /x', null, NOW);
    expect(told).toMatchObject({ retryAfterSeconds: 5 });
  });

  it('makes a rejected key a permanent error under the root, saying what to check', () => {
    const error = httpFailure(POLICY, answer(401), 'GET /x', null, NOW);
    expect(error).toBeInstanceOf(ProviderRefusedError);
    expect(error).toBeInstanceOf(AppError);
    expect(error).not.toBeInstanceOf(TransientError);
    expect(error.message).toBe('Example rejected the API key (HTTP 401 on GET /x). Check CTP_EXAMPLE_KEY.');
  });

  it('tells a timeout from an unreachable host', () => {
    const timeout = transportFailure(
      POLICY,
      new ProviderTransportError('timeout', 'no answer within 5 ms'),
      '/x',
    );
    expect(timeout).toMatchObject({ code: 'Provider.Timeout' });
    const down = transportFailure(POLICY, new ProviderTransportError('network', 'ECONNREFUSED'), '/x');
    expect(down).toMatchObject({ code: 'Provider.Unavailable' });
    expect(down.message).toMatch(/unreachable: ECONNREFUSED/);
  });
});
