import type { Secrets } from '../core/ports.js';

/**
 * One configured key: the plain value when the config has one (local mode, tests), else the secret
 * behind its ARN (AWS), else null. Decided here, in the wiring, so that the Secrets port only reads ARNs.
 */
export async function configuredSecret(
  secrets: Secrets,
  plain: string | undefined,
  arn: string | undefined,
): Promise<string | null> {
  if (plain) return plain;
  return arn ? secrets.get(arn) : null;
}
