import { billedValidations, meteredJudge, meteredNetwork, meteredVerifier } from '../core/metered.js';
import type { CostStore, EmailVerifier, NetworkProvider, PersonaJudge } from '../core/ports.js';
import type { Config } from './config.js';

/**
 * Wraps the real dependencies in the counting decorators (functions/core/metered.ts), named after the
 * configured provider and verifier. A merged provider is counted per source instead: each named
 * provider is wrapped where it is built (`meter` in adapters/network/providers.ts).
 */
export function metered(
  config: Pick<Config, 'CTP_NETWORK_PROVIDER' | 'CTP_EMAIL_VERIFIER'>,
  parts: { network: NetworkProvider; verifier: EmailVerifier; judge: PersonaJudge },
  costs: CostStore,
): { network: NetworkProvider; verifier: EmailVerifier; judge: PersonaJudge } {
  return {
    network:
      config.CTP_NETWORK_PROVIDER === 'merged'
        ? parts.network
        : meteredNetwork(parts.network, config.CTP_NETWORK_PROVIDER, costs),
    verifier: meteredVerifier(parts.verifier, config.CTP_EMAIL_VERIFIER, costs),
    judge: meteredJudge(parts.judge, costs),
  };
}

/** The `meter` of a merged configuration: each named provider counted under its own name. */
export const meterEach =
  (costs: CostStore) =>
  (name: string, provider: NetworkProvider): NetworkProvider =>
    meteredNetwork(provider, name, costs);

/** What ZeroBounce reports it billed per lookup, recorded on the job (`onBilled`). */
export const zeroBounceBilling = (costs: CostStore) => billedValidations('zerobounce', costs);
