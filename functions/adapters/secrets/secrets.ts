import type { Secrets } from '../../core/ports.js';

/**
 * API keys of the dependencies from Secrets Manager. Powertools' SecretsProvider caches each value, so a
 * warm Lambda reads a secret once per cache period, not per call.
 */
export function createSecrets(options: { region: string; maxAgeSeconds?: number }): Secrets {
  let provider: Promise<import('@aws-lambda-powertools/parameters/secrets').SecretsProvider> | undefined;
  return {
    async get(arn) {
      provider ??= import('@aws-lambda-powertools/parameters/secrets').then(
        ({ SecretsProvider }) => new SecretsProvider({ clientConfig: { region: options.region } }),
      );
      const value = await (await provider).get(arn, { maxAge: options.maxAgeSeconds ?? 300 });
      return typeof value === 'string' && value.length > 0 ? value : null;
    },
  };
}
