/**
 * An SDK call that got no answer: refused, reset or timed out on the way (the client's own timeouts
 * included). Whether the request took effect is unknown, which every caller of ours tolerates: the
 * pipeline's writes are idempotent and conditional.
 */
const NAMES = new Set(['TimeoutError', 'RequestTimeout', 'AbortError', 'ECONNRESET', 'ECONNREFUSED']);
const CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND']);

export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    NAMES.has(error.name) ||
    (typeof code === 'string' && CODES.has(code)) ||
    /socket hang up|ECONNRESET|ECONNREFUSED|ETIMEDOUT/.test(error.message)
  );
}
