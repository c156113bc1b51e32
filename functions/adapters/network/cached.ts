import type { CompanyRef } from '../../core/company-input.js';
import { InvariantError } from '../../core/errors.js';
import { sha256Hex } from '../../core/hashing.js';
import type { CallContext, Clock, NetworkProvider, RehearsalSubject, WorkStore } from '../../core/ports.js';
import type { ProviderCompany, ProviderProfile, RosterEntry } from '../../core/profile.js';

export interface CachedNetworkOptions {
  /** Names the provider in the keys, so that two providers' records never mix. */
  provider: string;
  /** Where records are kept (the results bucket's `cache/` prefix in AWS). */
  store: WorkStore;
  clock: Clock;
  /** How long a record counts as fresh; after that it is fetched (and paid for) again. */
  freshForDays: number;
}

interface Stamped<T> {
  fetched_at: string;
  value: T;
}

/** A complete roster scan: its pages were stored under `scan` and it ended after `pages` pages. */
interface RosterMarker {
  scan: string;
  pages: number;
}

/** Our cursor over the provider's: which page comes next, and from where. */
interface Cursor {
  /** Page index. */
  i: number;
  /** A cached scan being served, and its page count: read to its end even if it turns stale meanwhile. */
  s?: string;
  n?: number;
  /** A live scan: the provider's own cursor for page `i`. */
  c?: string;
}

const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

function decode(cursor: string): Cursor {
  const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Cursor;
  if (!Number.isSafeInteger(parsed.i) || parsed.i < 0) throw new InvariantError('Invalid roster cursor');
  return parsed;
}

/**
 * Pays once for provider data across jobs: companies, complete rosters and profiles are kept with the
 * time they were fetched, and a second job on the same company within the freshness window (another
 * persona, another account) is answered from them without a provider call. A roster is served from
 * the cache only when a whole scan of it completed within the window (a provider's own cursors expire,
 * so a half-stored scan cannot be continued); profiles are kept one by one, and so are the ones that
 * came with roster rows. A sandbox test company (`rehearses`) is never served from nor kept in the
 * cache: its scripted faults and latency play on every job.
 */
export class CachedNetworkProvider implements NetworkProvider {
  constructor(
    private readonly inner: NetworkProvider,
    private readonly options: CachedNetworkOptions,
  ) {}

  async findCompany(ref: CompanyRef, ctx: CallContext): Promise<ProviderCompany | null> {
    const key = this.key(
      'company',
      ref.kind === 'id' ? `id-${ref.companyId}` : `slug-${sha256Hex(ref.slug)}`,
    );
    const cached = await this.fresh<ProviderCompany>(key);
    if (cached && !this.rehearses({ companyId: cached.id })) return cached;
    const company = await this.inner.findCompany(ref, ctx);
    // An unknown company is not kept: it may appear on the network tomorrow, and a miss costs nothing.
    if (company && !this.rehearses({ companyId: company.id })) await this.keep(key, company);
    return company;
  }

  async rosterPage(
    companyId: number,
    cursor: string | null,
    ctx: CallContext,
  ): Promise<{ people: RosterEntry[]; next: string | null }> {
    if (this.rehearses({ companyId })) return this.inner.rosterPage(companyId, cursor, ctx);
    const at: Cursor = cursor === null ? { i: 0 } : decode(cursor);
    if (cursor === null) {
      const marker = await this.fresh<RosterMarker>(this.rosterMarkerKey(companyId));
      if (marker) return this.cachedPage(companyId, marker, 0);
    } else if (at.s !== undefined) {
      return this.cachedPage(companyId, { scan: at.s, pages: at.n ?? at.i + 1 }, at.i);
    }
    const page = await this.inner.rosterPage(companyId, at.c ?? null, ctx);
    // The scan is named after the job: pages of two jobs scanning at once never mix.
    await this.options.store.put(this.rosterPageKey(companyId, ctx.jobId, at.i), page.people);
    await Promise.all(
      page.people.flatMap((entry) =>
        entry.profile ? [this.keep(this.profileKey(entry.person_ref), entry.profile)] : [],
      ),
    );
    if (page.next === null) {
      await this.keep<RosterMarker>(this.rosterMarkerKey(companyId), { scan: ctx.jobId, pages: at.i + 1 });
      return { people: page.people, next: null };
    }
    return { people: page.people, next: encode({ i: at.i + 1, c: page.next }) };
  }

  private async cachedPage(companyId: number, marker: RosterMarker, index: number) {
    const people = await this.options.store.get<RosterEntry[]>(
      this.rosterPageKey(companyId, marker.scan, index),
    );
    // Pages outlive their marker (see the bucket's lifecycle rule in docs/providers.md): a gap is a bug.
    if (!people) throw new InvariantError(`Cached roster page ${index} of company ${companyId} is missing`);
    return {
      people,
      next: index + 1 < marker.pages ? encode({ i: index + 1, s: marker.scan, n: marker.pages }) : null,
    };
  }

  async enrichProfiles(refs: string[], ctx: CallContext): Promise<ProviderProfile[]> {
    const cached = await Promise.all(
      refs.map((ref) =>
        this.rehearses({ personRef: ref }) ? null : this.fresh<ProviderProfile>(this.profileKey(ref)),
      ),
    );
    const missing = refs.filter((_, i) => !cached[i]);
    const fetched = missing.length > 0 ? await this.inner.enrichProfiles(missing, ctx) : [];
    await Promise.all(
      fetched.map((profile) =>
        this.rehearses({ personRef: profile.person_ref })
          ? undefined
          : this.keep(this.profileKey(profile.person_ref), profile),
      ),
    );
    const byRef = new Map(fetched.map((p) => [p.person_ref, p]));
    return refs.flatMap((ref, i) => {
      const profile = cached[i] ?? byRef.get(ref);
      return profile ? [profile] : [];
    });
  }

  /**
   * Deep data (a provider's posts for the shortlist, say) is kept per person like a profile: a later
   * job that shortlists the same person within the window pays nothing for it. A provider without
   * deep data answers the profiles as they are.
   */
  async deepenProfiles(profiles: ProviderProfile[], ctx: CallContext): Promise<ProviderProfile[]> {
    if (!this.inner.deepenProfiles) return profiles;
    const keys = profiles.map((p) => this.key('deep', sha256Hex(p.person_ref)));
    const cached = await Promise.all(keys.map((key) => this.fresh<ProviderProfile>(key)));
    const missing = profiles.filter((_, i) => !cached[i]);
    const deepened = missing.length > 0 ? await this.inner.deepenProfiles(missing, ctx) : [];
    await Promise.all(deepened.map((p) => this.keep(this.key('deep', sha256Hex(p.person_ref)), p)));
    const byRef = new Map(deepened.map((p) => [p.person_ref, p]));
    return profiles.map((p, i) => cached[i] ?? byRef.get(p.person_ref) ?? p);
  }

  rehearses(subject: RehearsalSubject): boolean {
    return this.inner.rehearses?.(subject) ?? false;
  }

  private key(kind: string, id: string): string {
    return `cache/${this.options.provider}/${kind}/${id}.json`;
  }

  private profileKey(ref: string): string {
    return this.key('profile', sha256Hex(ref));
  }

  private rosterMarkerKey(companyId: number): string {
    return this.key('roster', `${companyId}/complete`);
  }

  private rosterPageKey(companyId: number, scan: string, page: number): string {
    return this.key('roster', `${companyId}/${scan}/${page}`);
  }

  private async fresh<T>(key: string): Promise<T | null> {
    const stamped = await this.options.store.get<Stamped<T>>(key);
    if (!stamped) return null;
    const age = this.options.clock.now().getTime() - Date.parse(stamped.fetched_at);
    return age <= this.options.freshForDays * 86_400_000 ? stamped.value : null;
  }

  /**
   * Best effort: the records are paid for by now, and failing the call for a cache write would make
   * the stage's retry fetch and pay for them again (the large benchmark billed 1.10× to 1.77× the
   * records it needed when the S3 emulator timed out on these writes). A record not kept costs at
   * worst one more fetch by a later job.
   */
  private async keep<T>(key: string, value: T): Promise<void> {
    const stamped: Stamped<T> = { fetched_at: this.options.clock.now().toISOString(), value };
    await this.options.store.put(key, stamped).catch(() => undefined);
  }
}
