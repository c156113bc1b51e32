import type { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import type { PipelineDeps } from '../core/pipeline/index.js';
import type { PersonaInterpreter, PipelineStarter } from '../core/ports.js';
import { buildReconcilerServices, type ReconcilerDeps } from '../events/runtime.js';
import { type Config, loadConfig } from './config.js';
import {
  type ApiServices,
  buildApiServices,
  buildPipelineServices,
  createLogger,
  type PortBuilders,
} from './deps.js';
import { once } from './once.js';

/**
 * The Lambda entry module: the one place that reads `process.env`, once per cold start, and memoizes
 * what the pure factories of deps.ts build from it. Each function's bundle keeps only the builder its
 * handler calls (esbuild drops the rest, with the SDKs behind them). Local mode and tests never come
 * here: they build their services with their own config and hand them to the handlers.
 */

let config: Config | undefined;

/** The function's configuration, validated: a missing or bad setting fails the first invocation. */
export function lambdaConfig(): Config {
  config ??= loadConfig(process.env);
  return config;
}

let logger: Logger | undefined;

/**
 * The function's one logger. The stage and event handlers give it each invocation's Lambda context
 * (the HTTP routes do it with Powertools' injectLambdaContext in middleware.ts), so every line carries
 * the request id, the function's name and the cold-start flag.
 */
export function lambdaLogger(context?: Context): Logger {
  logger ??= createLogger();
  if (context) logger.addContext(context);
  return logger;
}

// Module-level functions, not `once(...)` calls: esbuild drops an unused function with everything it
// alone imports, but keeps a top-level call it cannot prove pure (and every SDK behind it).
let apiServices: () => Promise<ApiServices>;

/** The API functions' services: the stores (most routes need nothing else). */
export function lambdaApiServices(): Promise<ApiServices> {
  apiServices ??= lambdaApiServicesWith({});
  return apiServices();
}

/**
 * The same, plus what only some routes use, built from the config: the Step Functions starter (the
 * routes that start or stop jobs), the persona reader (the judge and its SDK). Called once by the route
 * module that needs it.
 */
export function lambdaApiServicesWith(extras: {
  pipeline?: (config: Config) => Promise<PipelineStarter>;
  interpreter?: (config: Config) => PersonaInterpreter;
}): () => Promise<ApiServices> {
  return once(async () => {
    const settings = lambdaConfig();
    return buildApiServices(settings, {
      ...(extras.pipeline ? { pipeline: await extras.pipeline(settings) } : {}),
      ...(extras.interpreter ? { interpreter: extras.interpreter(settings) } : {}),
    });
  });
}

/** A stage function's services: the stores, plus the ports its handler names. */
export function lambdaPipelineServices(ports: PortBuilders): () => Promise<PipelineDeps> {
  return once(() => buildPipelineServices(lambdaConfig(), ports, { logger: lambdaLogger() }));
}

let reconcilerServices: () => Promise<ReconcilerDeps>;

/** The reconciler's services (the execution-ended rule and the scheduled sweep). */
export function lambdaReconcilerServices(): Promise<ReconcilerDeps> {
  reconcilerServices ??= once(() => buildReconcilerServices(lambdaConfig(), { logger: lambdaLogger() }));
  return reconcilerServices();
}
