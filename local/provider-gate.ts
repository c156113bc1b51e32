import type { CompanyRef } from '../functions/core/company-input.js';
import type { NetworkProvider } from '../functions/core/ports.js';
import { LocalStackStoppingError } from './errors.js';

/**
 * A held dependency for tests: while a company is held, every company lookup for it waits, so its job
 * stays processing (credits held, a concurrency slot taken, the execution running) for exactly as long
 * as the test needs, and goes on the moment the test releases it. It replaces waiting on a simulated
 * 30 s latency, which kept a timer alive after the test and made the test's length a guess.
 */
export class ProviderGate {
  private readonly held = new Map<string, Set<() => void>>();
  private closedWith: Error | null = null;

  /** Holds every lookup of `company` (a slug or a numeric id) until the returned function is called. */
  hold(company: string | number): () => void {
    const key = String(company);
    if (!this.held.has(key)) this.held.set(key, new Set());
    return () => this.release(key);
  }

  /** Lets every waiting and later lookup of `company` through. */
  release(company: string | number): void {
    const key = String(company);
    const waiting = this.held.get(key);
    this.held.delete(key);
    for (const resume of waiting ?? []) resume();
  }

  /** Lookups waiting on `company` right now. */
  waiting(company: string | number): number {
    return this.held.get(String(company))?.size ?? 0;
  }

  /** The stack is stopping: every waiting lookup fails, and no later one is held. */
  close(reason: Error = new LocalStackStoppingError()): void {
    this.closedWith = reason;
    for (const key of [...this.held.keys()]) this.release(key);
  }

  /** Resolves when `ref` is not held (at once when it never was). */
  async pass(ref: CompanyRef): Promise<void> {
    const key = ref.kind === 'slug' ? ref.slug : String(ref.companyId);
    const waiting = this.held.get(key);
    if (!waiting || this.closedWith) return;
    await new Promise<void>((resolve) => waiting.add(resolve));
    if (this.closedWith) throw this.closedWith;
  }

  /** `network` with its company lookups passing through this gate first. */
  wrap(network: NetworkProvider): NetworkProvider {
    const { deepenProfiles, rehearses } = network;
    return {
      findCompany: async (ref, ctx) => {
        await this.pass(ref);
        return network.findCompany(ref, ctx);
      },
      rosterPage: (companyId, cursor, ctx) => network.rosterPage(companyId, cursor, ctx),
      enrichProfiles: (refs, ctx) => network.enrichProfiles(refs, ctx),
      ...(deepenProfiles ? { deepenProfiles: deepenProfiles.bind(network) } : {}),
      ...(rehearses ? { rehearses: rehearses.bind(network) } : {}),
    };
  }
}
