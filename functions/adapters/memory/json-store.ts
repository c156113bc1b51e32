import type { ResultStore, WorkStore } from '../../core/ports.js';
import type { MemoryTables } from './tables.js';

/** In-memory twin of `S3JsonStore`: objects are kept as JSON text, so what comes back is a copy. */
export class MemoryJsonStore implements ResultStore, WorkStore {
  constructor(private readonly tables: MemoryTables) {}

  async putOnce(key: string, body: unknown): Promise<'written' | 'exists'> {
    if (this.tables.objects.has(key)) return 'exists';
    this.tables.objects.set(key, JSON.stringify(body));
    return 'written';
  }

  async delete(key: string): Promise<void> {
    this.tables.objects.delete(key);
  }

  async put(key: string, value: unknown): Promise<void> {
    this.tables.objects.set(key, JSON.stringify(value));
  }

  async get<T>(key: string): Promise<T | null> {
    const text = this.tables.objects.get(key);
    return text === undefined ? null : (JSON.parse(text) as T);
  }

  async exists(key: string): Promise<boolean> {
    return this.tables.objects.has(key);
  }
}
