import type { OnJudgeUsage } from '../adapters/judge/anthropic.js';
import { createSecrets } from '../adapters/secrets/secrets.js';
import { meteredJudge, meteredNetwork, meteredVerifier } from '../core/metered.js';
import type { EmailVerifier, NetworkProvider, PersonaJudge, Secrets, WebhookSender } from '../core/ports.js';
import type { Budgets } from '../core/rate-budget.js';
import type { NetworkDataset } from '../sandbox/network/dataset.js';
import { type Config, ConfigError, Mode } from './config.js';
import type { PortBuilder, PortBuilders, PortContext } from './deps.js';
import { createJudge } from './judge.js';
import { meterEach, zeroBounceBilling } from './metering.js';
import { configuredSecret } from './secret-values.js';

/**
 * One builder per port of the pipeline. A stage function imports the builders of the ports it uses
 * and nothing else (functions/stages/*.ts), so esbuild leaves the others, and the SDKs behind them, out
 * of its bundle; local mode and tests wire all of them (ALL_PIPELINE_PORTS).
 */

/** The secrets the ports read their keys from: Secrets Manager unless a test gave its own. */
function secretsOf(context: PortContext): Promise<Secrets> {
  const given = context.secrets;
  return given
    ? Promise.resolve(given)
    : context.shared('secrets', async () => createSecrets({ region: context.config.AWS_REGION }));
}

async function requiredSecret(
  context: PortContext,
  plain: string | undefined,
  arn: string | undefined,
  what: string,
): Promise<string> {
  const value = await configuredSecret(await secretsOf(context), plain, arn);
  if (!value) throw new ConfigError([`${what}: required by the configured adapter`]);
  return value;
}

/** The embedded dataset backs the embedded provider and verifier, and scripts faults for the judge. */
function usesDataset(config: Config): boolean {
  return config.CTP_NETWORK_PROVIDER === 'embedded' || config.CTP_EMAIL_VERIFIER === 'embedded';
}

function dataset(context: PortContext): Promise<NetworkDataset> {
  return context.shared('dataset', () =>
    import('../sandbox/network/dataset.js').then((m) =>
      m.loadNetworkDataset(context.config.CTP_NETWORK_FILE ?? m.DEFAULT_NETWORK_FILE),
    ),
  );
}

/** The sandbox's simulated latency and per-minute windows, on the simulation's clock when there is one. */
function simulatedTime(context: PortContext): { sleep?: (ms: number) => Promise<void>; now?: () => number } {
  const { time } = context;
  return time ? { sleep: time.sleep, now: () => time.clock.now().getTime() } : {};
}

/**
 * The shared rate budgets, which sit right in front of the real dependencies (under the provider
 * cache). Anthropic's published tier limits are the default budgets of its API; Bedrock has per-account
 * quotas of its own (set them in CTP_BUDGETS), and the offline judge calls no model.
 */
async function budgetsFor(
  context: PortContext,
  judge: 'anthropic' | 'offline',
): Promise<Budgets | undefined> {
  const { budgetLimits } = await import('./budgets.js');
  const limits = budgetLimits(context.config, judge);
  if (Object.keys(limits).length === 0) return undefined;
  return {
    limits,
    store: context.budgetStore,
    now: () => context.base.clock.now().getTime(),
    sleep: context.time?.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    maxWaitMs: context.config.CTP_BUDGET_MAX_WAIT_MS,
    minuteMs: context.config.CTP_BUDGET_MINUTE_MS,
  };
}

export const networkPort: PortBuilder<'network'> = async (context) => {
  const { config } = context;
  let network: NetworkProvider;
  if (config.CTP_NETWORK_PROVIDER === 'pdl') {
    const { createPdlProvider } = await import('../adapters/network/pdl.js');
    network = createPdlProvider({
      apiKey: await requiredSecret(
        context,
        config.CTP_PDL_API_KEY,
        config.CTP_PROVIDER_SECRET_ARN,
        'CTP_PDL_API_KEY (or CTP_PROVIDER_SECRET_ARN)',
      ),
      ...(config.CTP_PDL_BASE_URL ? { baseURL: config.CTP_PDL_BASE_URL } : {}),
      networkHost: config.CTP_NETWORK_HOST,
      pageSize: config.CTP_BATCH_SIZE,
    });
  } else if (config.CTP_NETWORK_PROVIDER === 'coresignal' || config.CTP_NETWORK_PROVIDER === 'merged') {
    const { createRealProvider, createMergedProvider } = await import('../adapters/network/providers.js');
    const settings = {
      networkHost: config.CTP_NETWORK_HOST,
      pageSize: config.CTP_BATCH_SIZE,
      pdl: {
        apiKey: () =>
          requiredSecret(
            context,
            config.CTP_PDL_API_KEY,
            config.CTP_PROVIDER_SECRET_ARN,
            'CTP_PDL_API_KEY (or CTP_PROVIDER_SECRET_ARN)',
          ),
        baseURL: config.CTP_PDL_BASE_URL,
      },
      coresignal: {
        apiKey: () =>
          requiredSecret(
            context,
            config.CTP_CORESIGNAL_API_KEY,
            config.CTP_CORESIGNAL_SECRET_ARN,
            'CTP_CORESIGNAL_API_KEY (or CTP_CORESIGNAL_SECRET_ARN)',
          ),
        baseURL: config.CTP_CORESIGNAL_BASE_URL,
        postsPerPerson: config.CTP_CORESIGNAL_POSTS_PER_PERSON,
      },
      meter: meterEach(context.costStore),
    };
    network =
      config.CTP_NETWORK_PROVIDER === 'merged'
        ? await createMergedProvider(config.CTP_NETWORK_MERGE ?? '', settings)
        : await createRealProvider('coresignal', settings);
  } else {
    const { EmbeddedNetworkProvider } = await import('../sandbox/network/embedded.js');
    network = new EmbeddedNetworkProvider(await dataset(context), {
      networkHost: config.CTP_NETWORK_HOST,
      pageSize: config.CTP_BATCH_SIZE,
      ...simulatedTime(context),
    });
  }
  // What each job consumed, counted right around the real dependency (a merged provider per source,
  // by the `meter` above).
  if (config.CTP_NETWORK_PROVIDER !== 'merged') {
    network = meteredNetwork(network, config.CTP_NETWORK_PROVIDER, context.costStore);
  }
  const budgets = await budgetsFor(context, 'offline');
  if (budgets) network = (await import('../core/budgeted.js')).budgetedNetwork(network, budgets);
  if (config.CTP_PROVIDER_CACHE_DAYS > 0) {
    const { CachedNetworkProvider } = await import('../adapters/network/cached.js');
    network = new CachedNetworkProvider(network, {
      provider: config.CTP_NETWORK_PROVIDER,
      store: context.s3Store,
      clock: context.base.clock,
      freshForDays: config.CTP_PROVIDER_CACHE_DAYS,
    });
  }
  return network;
};

export const verifierPort: PortBuilder<'verifier'> = async (context) => {
  const { config } = context;
  let verifier: EmailVerifier;
  let rehearses: ((companyId: number) => boolean) | undefined;
  if (config.CTP_EMAIL_VERIFIER === 'zerobounce') {
    const { createZeroBounceVerifier } = await import('../adapters/email/zerobounce.js');
    verifier = createZeroBounceVerifier({
      apiKey: await requiredSecret(
        context,
        config.CTP_VERIFIER_API_KEY,
        config.CTP_VERIFIER_SECRET_ARN,
        'CTP_VERIFIER_API_KEY (or CTP_VERIFIER_SECRET_ARN)',
      ),
      ...(config.CTP_VERIFIER_BASE_URL ? { baseURL: config.CTP_VERIFIER_BASE_URL } : {}),
      onBilled: zeroBounceBilling(context.costStore),
    });
  } else {
    const { EmbeddedEmailVerifier } = await import('../sandbox/email/embedded.js');
    const data = await dataset(context);
    verifier = new EmbeddedEmailVerifier(data, simulatedTime(context));
    rehearses = (companyId) => data.simulationFor(companyId) !== null;
  }
  verifier = meteredVerifier(verifier, config.CTP_EMAIL_VERIFIER, context.costStore);
  const budgets = await budgetsFor(context, 'offline');
  if (budgets) verifier = (await import('../core/budgeted.js')).budgetedVerifier(verifier, budgets);
  // A verified address is remembered for the provider cache's window: a second job pays no lookup.
  const { rememberVerified } = await import('./verified-emails.js');
  return rememberVerified(config, verifier, context.s3Store, context.base.clock, rehearses);
};

/** Token usage of every judge request, as CloudWatch metrics (EMF) in AWS; the job's record has it too. */
async function usageMetrics(config: Config): Promise<OnJudgeUsage | undefined> {
  if (config.CTP_MODE !== Mode.aws) return undefined;
  const { Metrics, MetricUnit } = await import('@aws-lambda-powertools/metrics');
  const metrics = new Metrics({ namespace: 'CompanyTargetPeople', serviceName: 'company-target-people' });
  return (usage, meta) => {
    metrics.addDimension('model', meta.model);
    metrics.addMetric('JudgeRequests', MetricUnit.Count, usage.requests);
    metrics.addMetric('JudgeInputTokens', MetricUnit.Count, usage.input_tokens);
    metrics.addMetric('JudgeOutputTokens', MetricUnit.Count, usage.output_tokens);
    metrics.addMetric('JudgeCacheReadTokens', MetricUnit.Count, usage.cache_read_input_tokens);
    metrics.addMetric('JudgeCacheWriteTokens', MetricUnit.Count, usage.cache_creation_input_tokens);
    metrics.publishStoredMetrics();
  };
}

export const judgePort: PortBuilder<'judge'> = async (context) => {
  const { config } = context;
  const built = await createJudge(config, await secretsOf(context), await usageMetrics(config));
  let judge: PersonaJudge = built.judge;
  if (usesDataset(config)) {
    const { withSimulatedFaults } = await import('../sandbox/judge/simulated.js');
    judge = withSimulatedFaults(judge, await dataset(context), simulatedTime(context));
  }
  judge = meteredJudge(judge, context.costStore);
  // The kind createJudge reports decides the default budgets: the Anthropic key is read once.
  const budgets = await budgetsFor(context, built.kind === 'anthropic' ? 'anthropic' : 'offline');
  return budgets ? (await import('../core/budgeted.js')).budgetedJudge(judge, budgets) : judge;
};

export const webhookPort: PortBuilder<'webhooks'> = async (context): Promise<WebhookSender> => {
  const { HttpWebhookSender } = await import('../adapters/webhooks/http-sender.js');
  return new HttpWebhookSender({
    timeoutMs: context.config.CTP_WEBHOOK_TIMEOUT_MS,
    policy: context.config.allowLoopbackCallbacks ? 'local' : 'deployed',
    clock: context.base.clock,
  });
};

/** Every port: local mode and the tests run all stages in one process. */
export const ALL_PIPELINE_PORTS: PortBuilders = {
  network: networkPort,
  verifier: verifierPort,
  judge: judgePort,
  webhooks: webhookPort,
};
