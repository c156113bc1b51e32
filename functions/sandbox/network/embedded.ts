import { setTimeout as delay } from 'node:timers/promises';
import type { CompanyRef } from '../../core/company-input.js';
import { ConfigError, InvariantError } from '../../core/errors.js';
import type { CallContext, NetworkProvider, RehearsalSubject } from '../../core/ports.js';
import { TransientError, TransientErrorName } from '../../core/ports.js';
import type { ProviderCompany, ProviderProfile, RosterEntry } from '../../core/profile.js';
import {
  type DatasetProfile,
  type FaultKind,
  type NetworkDataset,
  type SimulatedDependency,
  type Simulation,
  toProviderCompany,
} from './dataset.js';

/**
 * A NetworkProvider over an embedded dataset (local mode, tests, benchmarks). It also rehearses what a
 * real provider does to a pipeline: latency and a scripted sequence of failures per company, stage and
 * attempt, so that every job on a given company meets the same failures and a retried stage meets the
 * next one.
 */

export type Sleep = (ms: number) => Promise<void>;

/**
 * A referenced timer, like the socket of a real provider call. An unreferenced one let Lambda's event
 * loop empty while the handler still waited on it, and the Node.js runtime then answered `null` for the
 * stage (the built-bundle test, test/integration/built-bundles.test.ts, shows it). A local stack hands
 * its pipeline a sleep on a signal of its own (local/stack.ts), which its `stop()` aborts.
 */
export const realSleep: Sleep = (ms) => delay(ms);

/** Which dependency a simulated fault pretends to come from; decides the transient error's name. */
export type FaultSource = 'provider' | 'verifier' | 'judge';

export interface SimulatedFaultOptions {
  sleep?: Sleep;
  source?: FaultSource;
}

const TRANSIENT_NAMES: Record<FaultSource, Record<Exclude<FaultKind, 'crash'>, TransientErrorName>> = {
  provider: {
    rate_limited: TransientErrorName.providerRateLimited,
    unavailable: TransientErrorName.providerUnavailable,
    timeout: TransientErrorName.providerTimeout,
  },
  // The verifier has only one transient name of its own; a rate limit keeps the provider's name.
  verifier: {
    rate_limited: TransientErrorName.providerRateLimited,
    unavailable: TransientErrorName.verifierUnavailable,
    timeout: TransientErrorName.verifierUnavailable,
  },
  judge: {
    rate_limited: TransientErrorName.judgeOverloaded,
    unavailable: TransientErrorName.judgeOverloaded,
    timeout: TransientErrorName.judgeOverloaded,
  },
};

/** The fault a call in `ctx.stage` at `ctx.attempt` meets, or null. */
export function faultFor(simulate: Simulation | null | undefined, ctx: CallContext): FaultKind | null {
  return simulate?.faults[ctx.stage]?.[ctx.attempt] ?? null;
}

/**
 * Applies a company's simulation to one call: waits its latency, then throws the fault scripted for the
 * call's stage and attempt, if any. Adapters whose stage makes no provider call (the judge, the email
 * verifier) call it themselves, so faults can be scripted for every stage. Pass a dataset company, or
 * any company with `simulate` attached (`{ ...company, simulate: dataset.simulationFor(company.id) }`);
 * null does nothing.
 */
export async function simulatedFault(
  company: { id?: number; simulate?: Simulation | null } | null | undefined,
  ctx: CallContext,
  options: SimulatedFaultOptions = {},
): Promise<void> {
  const simulate = company?.simulate;
  if (!simulate) return;
  if (simulate.latency_ms > 0) await (options.sleep ?? realSleep)(simulate.latency_ms);
  const fault = faultFor(simulate, ctx);
  if (fault === null) return;
  const where = `company ${company?.id ?? '?'}, stage ${ctx.stage}, attempt ${ctx.attempt}`;
  if (fault === 'crash') {
    const error = new Error(`Simulated crash (${where})`);
    error.name = 'SimulatedCrash';
    throw error;
  }
  const name = TRANSIENT_NAMES[options.source ?? 'provider'][fault];
  throw new TransientError(
    name,
    `Simulated ${fault.replace('_', ' ')} (${where})`,
    fault === 'rate_limited' ? 1 : null,
  );
}

/** Fixed 60-second windows per dependency (what PDL does), one set per dataset, so per process. */
const windowsByDataset = new WeakMap<NetworkDataset, Map<string, { start: number; used: number }>>();

export interface SimulatedCallOptions {
  sleep?: Sleep;
  source?: FaultSource;
  /** Epoch ms; injected by tests. */
  now?: () => number;
  /** The job the call serves: its usage is counted per job too (simulatedUsage). */
  jobId?: string;
}

/** What one simulated dependency was asked for: calls, units (records for enrichment), refusals (429). */
export interface SimulatedUsage {
  calls: number;
  units: number;
  inputTokens: number;
  refused: number;
  /** When each call went through (epoch ms), in order. */
  times: number[];
}

/**
 * Usage of every limited simulated dependency in this process, by dependency and by `dependency@jobId`:
 * what the benchmark reads to set records billed against records needed, and 429s met. Only calls to a
 * dependency with a `simulate` setting are counted.
 */
const usage = new Map<string, SimulatedUsage>();

export function simulatedUsage(): ReadonlyMap<string, Readonly<SimulatedUsage>> {
  return usage;
}

export function resetSimulatedUsage(): void {
  usage.clear();
}

function countUsage(
  keys: string[],
  cost: { units: number; inputTokens?: number },
  refused: boolean,
  now: number,
): void {
  for (const key of keys) {
    const entry = usage.get(key) ?? { calls: 0, units: 0, inputTokens: 0, refused: 0, times: [] };
    usage.set(key, entry);
    if (refused) entry.refused += 1;
    else {
      entry.calls += 1;
      entry.times.push(now);
      entry.units += cost.units;
      entry.inputTokens += cost.inputTokens ?? 0;
    }
  }
}

/**
 * Applies the dataset-wide `simulate` of one dependency to one call: waits its latency, then counts
 * the call against its per-minute limit (and, for the judge, its input tokens), shared by every job in
 * the process. Over the limit, the call fails like a real 429: the dependency's transient rate-limit
 * error, retry-after the end of the current minute. A call bigger than the whole limit goes through
 * alone in a fresh minute, so that no call is refused forever.
 */
export async function simulatedCall(
  dataset: NetworkDataset,
  dependency: SimulatedDependency,
  cost: { units: number; inputTokens?: number },
  options: SimulatedCallOptions = {},
): Promise<void> {
  const settings = dataset.simulate?.[dependency];
  if (!settings) return;
  if (settings.latency_ms > 0) await (options.sleep ?? realSleep)(settings.latency_ms);
  const now = (options.now ?? Date.now)();
  const start = Math.floor(now / 60_000) * 60_000;
  let windows = windowsByDataset.get(dataset);
  if (!windows) {
    windows = new Map();
    windowsByDataset.set(dataset, windows);
  }
  const limits: [string, number | null, number][] = [[dependency, settings.per_minute, cost.units]];
  if ('input_tokens_per_minute' in settings)
    limits.push([`${dependency}:input_tokens`, settings.input_tokens_per_minute, cost.inputTokens ?? 0]);
  const open = limits.map(([key, limit, amount]) => {
    let window = windows.get(key);
    if (!window || window.start !== start) {
      window = { start, used: 0 };
      windows.set(key, window);
    }
    return { key, limit, amount, window };
  });
  const over = open.find(
    ({ limit, amount, window }) => limit !== null && window.used > 0 && window.used + amount > limit,
  );
  const usageKeys = options.jobId ? [dependency, `${dependency}@${options.jobId}`] : [dependency];
  countUsage(usageKeys, cost, over !== undefined, now);
  if (over) {
    throw new TransientError(
      TRANSIENT_NAMES[options.source ?? 'provider'].rate_limited,
      `Simulated 429: ${over.key} allows ${over.limit} a minute`,
      Math.max(1, Math.ceil((start + 60_000 - now) / 1000)),
    );
  }
  for (const { amount, window } of open) window.used += amount;
}

export interface EmbeddedNetworkOptions {
  /** Host of profile URLs, e.g. www.linkedin.com: `network_url` is `https://{host}/in/{id}`. */
  networkHost: string;
  /** Roster entries per page. */
  pageSize?: number;
  /** Injected so tests need not wait for simulated latency; a compressed run's (functions/sandbox/clock.ts). */
  sleep?: Sleep;
  /** The simulation's clock (epoch ms), which the per-minute windows are counted on. */
  now?: () => number;
}

export class EmbeddedNetworkProvider implements NetworkProvider {
  private readonly host: string;
  private readonly pageSize: number;
  private readonly sleep: Sleep;
  private readonly now: () => number;

  constructor(
    private readonly dataset: NetworkDataset,
    { networkHost, pageSize = 100, sleep = realSleep, now = Date.now }: EmbeddedNetworkOptions,
  ) {
    if (!Number.isInteger(pageSize) || pageSize < 1)
      throw new ConfigError(['pageSize must be a positive integer']);
    this.host = networkHost.trim().replace(/\/+$/, '');
    if (this.host === '') throw new ConfigError(['networkHost must not be empty']);
    this.pageSize = pageSize;
    this.sleep = sleep;
    this.now = now;
  }

  /** A company with a `simulate` script, or one of its people: a test card, played on every job. */
  rehearses(subject: RehearsalSubject): boolean {
    const company =
      'companyId' in subject
        ? this.dataset.companyById(subject.companyId)
        : this.dataset.companyOfProfile(subject.personRef);
    return Boolean(company?.simulate);
  }

  async findCompany(ref: CompanyRef, ctx: CallContext): Promise<ProviderCompany | null> {
    await simulatedCall(
      this.dataset,
      'provider_search',
      { units: 1 },
      { sleep: this.sleep, now: this.now, jobId: ctx.jobId },
    );
    const company = this.dataset.company(ref);
    if (!company) return null;
    await simulatedFault(company, ctx, { sleep: this.sleep });
    return toProviderCompany(company);
  }

  async rosterPage(
    companyId: number,
    cursor: string | null,
    ctx: CallContext,
  ): Promise<{ people: RosterEntry[]; next: string | null }> {
    await simulatedCall(
      this.dataset,
      'provider_search',
      { units: 1 },
      { sleep: this.sleep, now: this.now, jobId: ctx.jobId },
    );
    const company = this.dataset.companyById(companyId);
    if (!company) return { people: [], next: null };
    const offset = parseCursor(cursor);
    await simulatedFault(company, ctx, { sleep: this.sleep });
    const end = offset + this.pageSize;
    const people: RosterEntry[] = [];
    for (const ref of company.roster.slice(offset, end)) {
      const profile = this.dataset.profile(ref);
      if (!profile) continue;
      people.push({
        person_ref: profile.id,
        name: profile.name,
        headline: profile.headline,
        photo_url: profile.photo_url,
      });
    }
    return { people, next: end < company.roster.length ? String(end) : null };
  }

  async enrichProfiles(refs: string[], ctx: CallContext): Promise<ProviderProfile[]> {
    const unique = [...new Set(refs)];
    await simulatedCall(
      this.dataset,
      'provider_enrich',
      { units: unique.length },
      { sleep: this.sleep, now: this.now, jobId: ctx.jobId },
    );
    const companies = new Set(
      unique.map((ref) => this.dataset.companyOfProfile(ref)).filter((company) => company !== null),
    );
    for (const company of companies) await simulatedFault(company, ctx, { sleep: this.sleep });
    const profiles: ProviderProfile[] = [];
    for (const ref of unique) {
      const profile = this.dataset.profile(ref);
      if (profile) profiles.push(toProviderProfile(profile, this.host));
    }
    return profiles;
  }
}

function parseCursor(cursor: string | null): number {
  if (cursor === null) return 0;
  if (!/^(0|[1-9][0-9]{0,8})$/.test(cursor))
    throw new InvariantError(`Invalid roster cursor ${JSON.stringify(cursor)}`);
  return Number(cursor);
}

/** A copy, so that callers cannot change the dataset through what they were given. */
export function toProviderProfile(profile: DatasetProfile, networkHost: string): ProviderProfile {
  const { id, ...rest } = structuredClone(profile);
  return {
    person_ref: id,
    name: rest.name,
    first_name: rest.first_name,
    last_name: rest.last_name,
    headline: rest.headline,
    network_url: `https://${networkHost}/in/${encodeURIComponent(id)}`,
    photo_url: rest.photo_url,
    background_url: rest.background_url,
    location: rest.location,
    about: rest.about,
    connections: rest.connections,
    followers: rest.followers,
    member_since: rest.member_since,
    gender: rest.gender,
    flags: rest.flags,
    certifications: rest.certifications,
    interests: rest.interests,
    featured: rest.featured,
    websites: rest.websites,
    bio_links: rest.bio_links,
    experience: rest.experience,
    education: rest.education,
    signals: rest.signals,
    meta: rest.meta,
    languages: rest.languages,
  };
}
