import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../functions/adapters/network/provider-http.js';
import { InvariantError } from '../../functions/core/errors.js';

const readCount = (state: unknown) => {
  const n = (state as { n?: unknown } | null)?.n;
  return typeof n === 'number' ? { n } : null;
};

describe("a provider's roster cursor", () => {
  it('gives back the state it was encoded from', () => {
    const cursor = encodeCursor({ n: 42 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, 'Test', 100, readCount)).toEqual({ n: 42 });
  });

  it.each([
    ['longer than allowed', encodeCursor({ n: 1, pad: 'x'.repeat(200) })],
    ['not base64url', 'not a cursor!'],
    ['empty', ''],
    ['not JSON inside', Buffer.from('{n:', 'utf8').toString('base64url')],
    ['a state the provider does not accept', encodeCursor({ n: 'one' })],
  ])('is refused when it is %s, naming the provider', (_what, cursor) => {
    expect(() => decodeCursor(cursor, 'Test', 100, readCount)).toThrow(InvariantError);
    expect(() => decodeCursor(cursor, 'Test', 100, readCount)).toThrow(/Invalid Test roster cursor/);
  });
});
