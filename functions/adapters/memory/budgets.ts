import type { BudgetStore, BudgetWindow } from '../../core/rate-budget.js';
import { copy } from './tables.js';

/** In-memory twin of `DynamoBudgetStore`: the same windows, the same conditional add. */
export class MemoryBudgetStore implements BudgetStore {
  private readonly records = new Map<string, Map<number, BudgetWindow>>();

  private window(dependency: string, start: number): BudgetWindow {
    let windows = this.records.get(dependency);
    if (!windows) {
      windows = new Map();
      this.records.set(dependency, windows);
    }
    let window = windows.get(start);
    if (!window) {
      window = { start, total: 0, used: {}, waiting: {} };
      windows.set(start, window);
    }
    return window;
  }

  async windows(dependency: string, from: number): Promise<BudgetWindow[]> {
    return [...(this.records.get(dependency)?.values() ?? [])]
      .filter((window) => window.start >= from)
      .sort((a, b) => a.start - b.start)
      .map(copy);
  }

  async add(dependency: string, start: number, accountId: string, amount: number, atMost: number | null) {
    const existing = this.records.get(dependency)?.get(start);
    if (atMost !== null && (existing?.total ?? 0) > atMost) {
      return { added: false as const, window: existing ? copy(existing) : null };
    }
    const window = this.window(dependency, start);
    window.total += amount;
    window.used[accountId] = (window.used[accountId] ?? 0) + amount;
    return { added: true as const };
  }

  async markWaiting(dependency: string, start: number, accountId: string, until: number, need: number) {
    this.window(dependency, start).waiting[accountId] = { until, need };
  }

  async clearWaiting(dependency: string, start: number, accountId: string) {
    const window = this.records.get(dependency)?.get(start);
    if (window) delete window.waiting[accountId];
  }
}
