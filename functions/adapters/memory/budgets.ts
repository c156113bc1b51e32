import type { BudgetState, BudgetStore } from '../../core/rate-budget.js';
import { copy } from './tables.js';

/** In-memory twin of `DynamoBudgetStore`: the same versioned replace. */
export class MemoryBudgetStore implements BudgetStore {
  private readonly records = new Map<string, { state: BudgetState; version: number }>();

  async read(dependency: string) {
    const record = this.records.get(dependency);
    return record ? { state: copy(record.state), version: record.version } : { state: null, version: 0 };
  }

  async write(dependency: string, state: BudgetState, version: number): Promise<boolean> {
    if ((this.records.get(dependency)?.version ?? 0) !== version) return false;
    this.records.set(dependency, { state: copy(state), version: version + 1 });
    return true;
  }
}
