import type { ApiKeyRecord } from '../../core/model.js';
import type { ApiKeyStore } from '../../core/ports.js';
import { copy, type MemoryTables } from './tables.js';

/** In-memory twin of `DynamoApiKeyStore`. */
export class MemoryApiKeyStore implements ApiKeyStore {
  constructor(private readonly tables: MemoryTables) {}

  async findByHash(keyHash: string): Promise<ApiKeyRecord | null> {
    const record = this.tables.apiKeys.get(keyHash);
    return record ? copy(record) : null;
  }

  async put(record: ApiKeyRecord): Promise<boolean> {
    if (this.tables.apiKeys.has(record.key_hash)) return false;
    this.tables.apiKeys.set(record.key_hash, copy(record));
    return true;
  }

  async revoke(keyHash: string, at: string): Promise<ApiKeyRecord | null> {
    const record = this.tables.apiKeys.get(keyHash);
    if (!record) return null;
    record.status = 'revoked';
    record.revoked_at = at;
    return copy(record);
  }

  async rotate(oldHash: string, replacement: ApiKeyRecord, at: string): Promise<boolean> {
    const old = this.tables.apiKeys.get(oldHash);
    // Only an active key hands its jobs on, and the new hash must be new: both or neither, as in DynamoDB.
    if (old?.status !== 'active' || this.tables.apiKeys.has(replacement.key_hash)) return false;
    Object.assign(old, { status: 'revoked', revoked_at: at, replaced_by: replacement.key_prefix });
    this.tables.apiKeys.set(replacement.key_hash, copy(replacement));
    return true;
  }

  async listByAccount(accountId: string): Promise<ApiKeyRecord[]> {
    return [...this.tables.apiKeys.values()]
      .filter((r) => r.account_id === accountId)
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map(copy);
  }
}
