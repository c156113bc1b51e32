import { InvalidCursorError } from './errors.js';

/**
 * The opaque `cursor` of GET /v1/jobs (an extension of the spec, docs/api.md): the position just after
 * the last job of a page, in the calling key's newest-first list. It names the job's `created_at` and
 * id, the list's own order, so the next page reads only its own jobs however deep it is; jobs submitted
 * meanwhile do not shift it, as they shift `skip`.
 */
export interface ListPosition {
  created_at: string;
  job_id: string;
}

const VERSION = 1;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;
const JOB_ID = /^[\w-]{1,100}$/;

export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([VERSION, position.created_at, position.job_id])).toString('base64url');
}

/** The position a cursor names; InvalidCursorError for anything this API did not issue. */
export function decodeCursor(cursor: string): ListPosition {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) throw new InvalidCursorError();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== VERSION) throw new InvalidCursorError();
  const [, createdAt, jobId] = parsed as [number, unknown, unknown];
  if (typeof createdAt !== 'string' || !ISO_UTC.test(createdAt)) throw new InvalidCursorError();
  if (typeof jobId !== 'string' || !JOB_ID.test(jobId)) throw new InvalidCursorError();
  return { created_at: createdAt, job_id: jobId };
}
