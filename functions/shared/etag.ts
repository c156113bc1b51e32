import { createHash } from 'node:crypto';
import type { HttpResponse } from './middleware.js';

/** A strong validator of a JSON body: the same bytes give the same tag. */
export const etagOf = (body: unknown): string =>
  `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;

/**
 * RFC 9110 13.1.2: `*`, or a comma-separated list of tags, compared weakly (a `W/` prefix is ignored).
 * A compressed answer's tag names its coding (`"…-br"`, shared/compression.ts): the same resource.
 */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) =>
    tag
      .trim()
      .replace(/^W\//, '')
      .replace(/-(br|gzip)"$/, '"');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/**
 * A response that never changes again carries an ETag; a request that already holds it gets 304 with no
 * body. Responses that may still change are answered as they are, without a validator.
 */
export function conditional(
  body: unknown,
  immutable: boolean,
  ifNoneMatch: string | undefined,
): HttpResponse {
  if (!immutable) return { body };
  const etag = etagOf(body);
  if (noneMatch(ifNoneMatch, etag)) return { status: 304, headers: { etag } };
  return { body, headers: { etag } };
}
