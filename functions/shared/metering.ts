import { billedValidations, meteredNetwork } from '../core/metered.js';
import type { CostStore, NetworkProvider } from '../core/ports.js';

/** The `meter` of a merged configuration: each named provider counted under its own name. */
export const meterEach =
  (costs: CostStore) =>
  (name: string, provider: NetworkProvider): NetworkProvider =>
    meteredNetwork(provider, name, costs);

/** What ZeroBounce reports it billed per lookup, recorded on the job (`onBilled`). */
export const zeroBounceBilling = (costs: CostStore) => billedValidations('zerobounce', costs);
