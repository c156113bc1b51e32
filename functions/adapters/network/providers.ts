import type { Clock, NetworkProvider } from '../../core/ports.js';
import { MergedNetworkProvider, type MergeSpec, type NamedProvider, parseMergeSpec } from './merged.js';

/**
 * Builds the real network providers by name, for `CTP_NETWORK_PROVIDER=coresignal` and for a merged
 * configuration (`CTP_NETWORK_PROVIDER=merged` with `CTP_NETWORK_MERGE`). Keys come through `secret`,
 * which reads the plain value locally and Secrets Manager in AWS, and is asked only for the providers a
 * configuration names.
 */

export const REAL_PROVIDERS = ['pdl', 'coresignal'] as const;
export type RealProviderName = (typeof REAL_PROVIDERS)[number];

export interface RealProviderSettings {
  networkHost: string;
  pageSize: number;
  pdl: { apiKey: () => Promise<string>; baseURL?: string | undefined };
  coresignal: {
    apiKey: () => Promise<string>;
    baseURL?: string | undefined;
    postsPerPerson?: number | undefined;
  };
  clock?: Clock;
  /** Wraps each named provider as it is built: counts a merged configuration's units per source. */
  meter?: (name: RealProviderName, provider: NetworkProvider) => NetworkProvider;
}

export async function createRealProvider(
  name: RealProviderName,
  settings: RealProviderSettings,
): Promise<NetworkProvider> {
  if (name === 'pdl') {
    const { createPdlProvider } = await import('./pdl.js');
    return createPdlProvider({
      apiKey: await settings.pdl.apiKey(),
      ...(settings.pdl.baseURL ? { baseURL: settings.pdl.baseURL } : {}),
      networkHost: settings.networkHost,
      pageSize: settings.pageSize,
      ...(settings.clock ? { clock: settings.clock } : {}),
    });
  }
  const { createCoresignalProvider } = await import('./coresignal.js');
  return createCoresignalProvider({
    apiKey: await settings.coresignal.apiKey(),
    ...(settings.coresignal.baseURL ? { baseURL: settings.coresignal.baseURL } : {}),
    ...(settings.coresignal.postsPerPerson !== undefined
      ? { postsPerPerson: settings.coresignal.postsPerPerson }
      : {}),
    networkHost: settings.networkHost,
    ...(settings.clock ? { clock: settings.clock } : {}),
  });
}

/** The merged provider of a configuration text such as `roster=coresignal;company=coresignal,pdl;profiles=pdl,coresignal`. */
export async function createMergedProvider(
  spec: string | MergeSpec,
  settings: RealProviderSettings,
): Promise<MergedNetworkProvider> {
  const parsed = typeof spec === 'string' ? parseMergeSpec(spec, REAL_PROVIDERS) : spec;
  const built = new Map<string, NetworkProvider>();
  const named = async (name: string): Promise<NamedProvider> => {
    let provider = built.get(name);
    if (!provider) {
      provider = await createRealProvider(name as RealProviderName, settings);
      if (settings.meter) provider = settings.meter(name as RealProviderName, provider);
      built.set(name, provider);
    }
    return { name, provider };
  };
  const list = async (names: string[]) => {
    const out: NamedProvider[] = [];
    for (const name of names) out.push(await named(name));
    return out;
  };
  return new MergedNetworkProvider({
    roster: await named(parsed.roster),
    company: await list(parsed.company),
    profiles: await list(parsed.profiles),
    ...(parsed.posts ? { posts: await list(parsed.posts) } : {}),
  });
}
