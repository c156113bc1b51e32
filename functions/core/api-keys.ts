import { InvalidApiKeyError, MissingApiKeyError } from './errors.js';
import { sha256Hex } from './hashing.js';
import { type ApiKeyRecord, KeyStatus } from './model.js';
import type { ApiKeyStore, IdGenerator } from './ports.js';

export const API_KEY_PREFIX = 'ctp_';

/** Only this hash is ever stored or looked up; the key itself is shown once, when it is issued. */
export const hashApiKey = (key: string): string => sha256Hex(key);

export function newApiKey(ids: IdGenerator): string {
  return `${API_KEY_PREFIX}${ids.secret(32)}`;
}

/**
 * A key's stable identity. A new key's id is derived from its own hash; a replacement issued by
 * `rotate-key` carries the id of the key it replaces, so the jobs stay with it without being rewritten.
 */
export const keyIdOf = (record: Pick<ApiKeyRecord, 'key_hash' | 'key_id'>): string =>
  record.key_id ?? `kid_${record.key_hash.slice(0, 24)}`;

/** The owner of the jobs a caller submits and may see. */
export const jobOwnerOf = (caller: ApiKeyRecord) => ({
  account_id: caller.account_id,
  key_id: keyIdOf(caller),
});

export function keyRecord(key: string, accountId: string, at: string, inheritKeyId?: string): ApiKeyRecord {
  const keyHash = hashApiKey(key);
  return {
    key_hash: keyHash,
    key_prefix: key.slice(0, API_KEY_PREFIX.length + 6),
    account_id: accountId,
    key_id: inheritKeyId ?? keyIdOf({ key_hash: keyHash }),
    status: KeyStatus.active,
    created_at: at,
    revoked_at: null,
  };
}

/** Resolves the calling account from the X-API-Key header value. Never cached, so a revocation takes effect at once. */
export async function authenticate(
  store: ApiKeyStore,
  headerValue: string | undefined,
): Promise<ApiKeyRecord> {
  const key = headerValue?.trim();
  if (!key) throw new MissingApiKeyError();
  // A key longer than any we issue cannot exist; skip the lookup rather than hash megabytes.
  if (key.length > 256) throw new InvalidApiKeyError();
  const record = await store.findByHash(hashApiKey(key));
  if (!record || record.status !== KeyStatus.active) throw new InvalidApiKeyError();
  return record;
}
