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

  async listByAccount(accountId: string): Promise<ApiKeyRecord[]> {
    return [...this.tables.apiKeys.values()]
      .filter((r) => r.account_id === accountId)
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map(copy);
  }
}
