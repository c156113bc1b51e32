import type { CallContext, EmailVerifier, NetworkProvider, PersonaJudge } from '../functions/core/ports.js';
import type { ProviderCompany } from '../functions/core/profile.js';
import { LocalStackStoppingError } from './errors.js';

/**
 * Where a held job waits, one point per stage that calls a dependency: its company lookup
 * (match_company), its roster scan (scan_team), its profile enrichment (enrich_profiles: the roster shows
 * in the job's preview), the judge's careful pass (verify_candidates) and its email lookups
 * (match_target).
 */
export type GatePoint = 'lookup' | 'roster' | 'enrichment' | 'verification' | 'email';

/** Whose calls a hold stops: a company's (by slug or numeric id), or every job of one account. */
export type Held = string | number | { account: string };

const keyOf = (who: Held, at: GatePoint): string =>
  typeof who === 'object' ? `${at}:account:${who.account}` : `${at}:${who}`;

/** How many jobs' companies the gate remembers (far more than run at once). */
export const REMEMBERED_JOBS = 1_000;

/** The names a company's calls are held under. */
const companyNames = (company: Pick<ProviderCompany, 'slug' | 'id'>): string[] => [
  company.slug,
  String(company.id),
];

/**
 * A held dependency for tests: while a company (or an account) is held at a point, every call for it
 * there waits, so its job stays processing in that stage (credits held, a concurrency slot taken, the
 * execution running) for exactly as long as the test needs, and goes on the moment the test releases
 * it. It replaces waiting on a simulated latency, which kept a timer alive after the test and made the
 * test's length a guess (a job that was only slow could end before the test acted on it).
 */
export class ProviderGate {
  private readonly held = new Map<string, Set<() => void>>();
  /**
   * Each job's company (slug and numeric id) as its lookup found it: later network calls carry no company.
   * Bounded, oldest job first out, so a long `npm start` does not keep one entry per job it ever ran.
   */
  private readonly companiesOf = new Map<string, string[]>();
  private closedWith: Error | null = null;

  /** Holds every call for `who` at `at` until the returned function is called. */
  hold(who: Held, at: GatePoint = 'lookup'): () => void {
    const key = keyOf(who, at);
    if (!this.held.has(key)) this.held.set(key, new Set());
    return () => this.release(who, at);
  }

  /** Lets every waiting and later call for `who` at `at` through. */
  release(who: Held, at: GatePoint = 'lookup'): void {
    const key = keyOf(who, at);
    const waiting = this.held.get(key);
    this.held.delete(key);
    for (const resume of waiting ?? []) resume();
  }

  /** Calls waiting for `who` at `at` right now. */
  waiting(who: Held, at: GatePoint = 'lookup'): number {
    return this.held.get(keyOf(who, at))?.size ?? 0;
  }

  /** The stack is stopping: every waiting call fails, and no later one is held. */
  close(reason: Error = new LocalStackStoppingError()): void {
    this.closedWith = reason;
    for (const [key, waiting] of [...this.held]) {
      this.held.delete(key);
      for (const resume of waiting) resume();
    }
  }

  /** Resolves when neither the job's account nor any of `companies` is held at `at`. */
  private async pass(ctx: CallContext, companies: readonly string[], at: GatePoint): Promise<void> {
    const whos: Held[] = ctx.accountId ? [...companies, { account: ctx.accountId }] : [...companies];
    const waiting = whos.map((who) => this.held.get(keyOf(who, at))).find(Boolean);
    if (!waiting || this.closedWith) return;
    await new Promise<void>((resolve) => waiting.add(resolve));
    if (this.closedWith) throw this.closedWith;
  }

  /** `network` with its calls passing through this gate first. */
  wrap(network: NetworkProvider): NetworkProvider {
    const { deepenProfiles, rehearses } = network;
    const companiesOf = (ctx: CallContext) => this.companiesOf.get(ctx.jobId) ?? [];
    return {
      findCompany: async (ref, ctx) => {
        const named = ref.kind === 'slug' ? ref.slug : String(ref.companyId);
        await this.pass(ctx, [named], 'lookup');
        const company = await network.findCompany(ref, ctx);
        this.companiesOf.delete(ctx.jobId);
        this.companiesOf.set(ctx.jobId, company ? [named, ...companyNames(company)] : [named]);
        for (const oldest of this.companiesOf.keys()) {
          if (this.companiesOf.size <= REMEMBERED_JOBS) break;
          this.companiesOf.delete(oldest);
        }
        return company;
      },
      rosterPage: async (companyId, cursor, ctx) => {
        await this.pass(ctx, [String(companyId), ...companiesOf(ctx)], 'roster');
        return network.rosterPage(companyId, cursor, ctx);
      },
      enrichProfiles: async (refs, ctx) => {
        await this.pass(ctx, companiesOf(ctx), 'enrichment');
        return network.enrichProfiles(refs, ctx);
      },
      ...(deepenProfiles ? { deepenProfiles: deepenProfiles.bind(network) } : {}),
      ...(rehearses ? { rehearses: rehearses.bind(network) } : {}),
    };
  }

  /** `judge` with its careful pass (verify_candidates) passing through this gate first. */
  wrapJudge(judge: PersonaJudge): PersonaJudge {
    const { estimate } = judge;
    return {
      interpret: (persona) => judge.interpret(persona),
      ...(estimate ? { estimate: estimate.bind(judge) } : {}),
      shortlist: (persona, company, profiles, ctx) => judge.shortlist(persona, company, profiles, ctx),
      verify: async (persona, company, candidates, ctx) => {
        await this.pass(ctx, companyNames(company), 'verification');
        return judge.verify(persona, company, candidates, ctx);
      },
    };
  }

  /** `verifier` with its email lookups (match_target) passing through this gate first. */
  wrapVerifier(verifier: EmailVerifier): EmailVerifier {
    return {
      findEmail: async (person, company, ctx) => {
        await this.pass(ctx, companyNames(company), 'email');
        return verifier.findEmail(person, company, ctx);
      },
    };
  }
}
