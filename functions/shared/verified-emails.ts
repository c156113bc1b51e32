import { CachedEmailVerifier } from '../adapters/email/cached.js';
import type { Clock, EmailVerifier, WorkStore } from '../core/ports.js';
import type { Config } from './config.js';

/** The verifier behind the verified-email cache, for the provider cache's window (docs/providers.md). */
export function rememberVerified(
  config: Pick<Config, 'CTP_EMAIL_VERIFIER' | 'CTP_PROVIDER_CACHE_DAYS'>,
  verifier: EmailVerifier,
  store: WorkStore,
  clock: Clock,
  /** The sandbox's test companies, whose verifier faults play on every job (docs/network-data.md). */
  rehearses?: (companyId: number) => boolean,
): EmailVerifier {
  if (config.CTP_PROVIDER_CACHE_DAYS <= 0) return verifier;
  return new CachedEmailVerifier(verifier, {
    verifier: config.CTP_EMAIL_VERIFIER,
    store,
    clock,
    freshForDays: config.CTP_PROVIDER_CACHE_DAYS,
    ...(rehearses ? { rehearses } : {}),
  });
}
