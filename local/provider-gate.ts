import type { NetworkProvider } from '../functions/core/ports.js';
import { LocalStackStoppingError } from './errors.js';

/**
 * Where a held company's job waits: at its company lookup (stage 1, nothing known yet) or at its
 * profile enrichment (stage 3: the roster is scanned and shows in the job's preview).
 */
export type GatePoint = 'lookup' | 'enrichment';

/**
 * A held dependency for tests: while a company is held, every call for it at the held point waits, so
 * its job stays processing (credits held, a concurrency slot taken, the execution running) for exactly
 * as long as the test needs, and goes on the moment the test releases it. It replaces waiting on a
 * simulated latency, which kept a timer alive after the test and made the test's length a guess (a job
 * that was only slow could end before the test acted on it).
 */
export class ProviderGate {
  private readonly held = new Map<string, Set<() => void>>();
  /** Each job's company (slug and numeric id) as its lookup named it: enrichment calls carry only refs. */
  private readonly companiesOf = new Map<string, string[]>();
  private closedWith: Error | null = null;

  /** Holds every call for `company` (a slug or a numeric id) at `at` until the returned function is called. */
  hold(company: string | number, at: GatePoint = 'lookup'): () => void {
    const key = `${at}:${company}`;
    if (!this.held.has(key)) this.held.set(key, new Set());
    return () => this.release(company, at);
  }

  /** Lets every waiting and later call for `company` at `at` through. */
  release(company: string | number, at: GatePoint = 'lookup'): void {
    const key = `${at}:${company}`;
    const waiting = this.held.get(key);
    this.held.delete(key);
    for (const resume of waiting ?? []) resume();
  }

  /** Calls waiting on `company` at `at` right now. */
  waiting(company: string | number, at: GatePoint = 'lookup'): number {
    return this.held.get(`${at}:${company}`)?.size ?? 0;
  }

  /** The stack is stopping: every waiting call fails, and no later one is held. */
  close(reason: Error = new LocalStackStoppingError()): void {
    this.closedWith = reason;
    for (const [key, waiting] of [...this.held]) {
      this.held.delete(key);
      for (const resume of waiting) resume();
    }
  }

  /** Resolves when none of `companies` is held at `at` (at once when none ever was). */
  private async pass(companies: readonly string[], at: GatePoint): Promise<void> {
    const waiting = companies.map((company) => this.held.get(`${at}:${company}`)).find(Boolean);
    if (!waiting || this.closedWith) return;
    await new Promise<void>((resolve) => waiting.add(resolve));
    if (this.closedWith) throw this.closedWith;
  }

  /** `network` with its company lookups and profile enrichments passing through this gate first. */
  wrap(network: NetworkProvider): NetworkProvider {
    const { deepenProfiles, rehearses } = network;
    return {
      findCompany: async (ref, ctx) => {
        const named = ref.kind === 'slug' ? ref.slug : String(ref.companyId);
        await this.pass([named], 'lookup');
        const company = await network.findCompany(ref, ctx);
        this.companiesOf.set(ctx.jobId, company ? [named, company.slug, String(company.id)] : [named]);
        return company;
      },
      rosterPage: (companyId, cursor, ctx) => network.rosterPage(companyId, cursor, ctx),
      enrichProfiles: async (refs, ctx) => {
        await this.pass(this.companiesOf.get(ctx.jobId) ?? [], 'enrichment');
        return network.enrichProfiles(refs, ctx);
      },
      ...(deepenProfiles ? { deepenProfiles: deepenProfiles.bind(network) } : {}),
      ...(rehearses ? { rehearses: rehearses.bind(network) } : {}),
    };
  }
}
