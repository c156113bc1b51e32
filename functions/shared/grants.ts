import type { TableKind } from '../adapters/dynamodb/tables.js';
import type { StagePlaceholder } from '../stages/registry.js';
import type { PortName } from './deps.js';

/**
 * What each deployed function may touch, as data: the one table that the CDK stack grants from
 * (lib/constructs/*.ts) and that the tests hold against the handlers (test/cdk/grants.test.ts checks
 * that every stage handler builds exactly the ports `STAGE_PORTS` names). A stage's grants are its
 * step's own (the stores every stage has) plus those of each port it builds, so a new port is granted
 * where, and only where, a handler builds it. Plain data: no CDK here, the functions' bundles import
 * nothing of it.
 */

/** The third-party keys in Secrets Manager (lib/constructs/service-function.ts `SECRET_ENV`). */
export type SecretName = 'anthropic' | 'provider' | 'verifier' | 'coresignal';

export interface Grants {
  /** Tables read (GetItem, Query), indexes included. */
  readTables: readonly TableKind[];
  /** Tables written (and read). */
  writeTables: readonly TableKind[];
  /** Bucket key prefixes read. */
  readPrefixes: readonly string[];
  /** Bucket key prefixes written (and read). */
  writePrefixes: readonly string[];
  /** Bucket key prefixes deleted under: only `results/`, for a job a cancel beat to its settlement. */
  deletePrefixes: readonly string[];
  /** The secrets read, with their ARNs in the environment. */
  secrets: readonly SecretName[];
  /** Calls the persona judge (Bedrock models, or the Anthropic key, as CTP_JUDGE says). */
  judge: boolean;
}

export const NO_GRANTS: Grants = {
  readTables: [],
  writeTables: [],
  readPrefixes: [],
  writePrefixes: [],
  deletePrefixes: [],
  secrets: [],
  judge: false,
};

const grants = (given: Partial<Grants>): Grants => ({ ...NO_GRANTS, ...given });

/** The union of some grants, each list in first-seen order without repeats. */
export function mergeGrants(...all: Grants[]): Grants {
  const union = <T>(pick: (g: Grants) => readonly T[]) => [...new Set(all.flatMap(pick))];
  const writeTables = union((g) => g.writeTables);
  return {
    writeTables,
    readTables: union((g) => g.readTables).filter((t) => !writeTables.includes(t)),
    writePrefixes: union((g) => g.writePrefixes),
    readPrefixes: union((g) => g.readPrefixes).filter((p) => !all.some((g) => g.writePrefixes.includes(p))),
    deletePrefixes: union((g) => g.deletePrefixes),
    secrets: union((g) => g.secrets),
    judge: all.some((g) => g.judge),
  };
}

/**
 * What each pipeline port's builder (functions/shared/pipeline-ports.ts) reaches in AWS: its key's
 * secret, the shared rate budgets (budgetsFor), and the bucket's `cache/` (the provider cache and the
 * verified-email cache). The webhook sender reaches only the receiver.
 */
export const PORT_GRANTS: Record<PortName, Grants> = {
  network: grants({
    writeTables: ['budgets'],
    writePrefixes: ['cache/'],
    secrets: ['provider', 'coresignal'],
  }),
  verifier: grants({ writeTables: ['budgets'], writePrefixes: ['cache/'], secrets: ['verifier'] }),
  judge: grants({ writeTables: ['budgets'], judge: true }),
  webhooks: NO_GRANTS,
};

/** The ports each stage handler builds (its `stageHandler(step, ports)` call in functions/stages/). */
export const STAGE_PORTS: Record<StagePlaceholder, readonly PortName[]> = {
  MatchCompanyFunctionArn: ['network'],
  ScanTeamFunctionArn: ['network'],
  EnrichBatchFunctionArn: ['network', 'judge'],
  ShortlistBatchFunctionArn: ['network', 'judge'],
  VerifyBatchFunctionArn: ['judge'],
  VerifyCandidatesCollectFunctionArn: ['judge'],
  EmailBatchFunctionArn: ['verifier'],
  MatchTargetAssembleFunctionArn: [],
  PublishSettleFunctionArn: [],
  DeliverWebhookFunctionArn: ['webhooks'],
  RecordDelayFunctionArn: [],
  FailJobFunctionArn: [],
};

/**
 * What each stage's step (functions/core/pipeline/) does with the stores every stage is built with.
 * Every step may end its job uncharged (the job and its account's hold in one transaction), so all of
 * them write `jobs` and `accounts`; the bucket as each step uses it.
 */
const JOB = { writeTables: ['jobs', 'accounts'] } as const satisfies Partial<Grants>;
export const STAGE_STEP_GRANTS: Record<StagePlaceholder, Grants> = {
  MatchCompanyFunctionArn: grants({ ...JOB, writePrefixes: ['work/'] }),
  ScanTeamFunctionArn: grants({ ...JOB, writePrefixes: ['work/'] }),
  EnrichBatchFunctionArn: grants({ ...JOB, writePrefixes: ['work/'] }),
  ShortlistBatchFunctionArn: grants({ ...JOB, writePrefixes: ['work/'] }),
  VerifyBatchFunctionArn: grants({ ...JOB, writePrefixes: ['work/'] }),
  VerifyCandidatesCollectFunctionArn: grants({ ...JOB, readPrefixes: ['work/'] }),
  EmailBatchFunctionArn: grants({ ...JOB, writePrefixes: ['work/'] }),
  MatchTargetAssembleFunctionArn: grants({ ...JOB, writePrefixes: ['work/'] }),
  // The only writer of results/ (PutObject with If-None-Match: *), and the remover of the object a
  // cancel beat to its settlement (functions/core/result.ts removeOrphanResult).
  PublishSettleFunctionArn: grants({
    ...JOB,
    readPrefixes: ['work/'],
    writePrefixes: ['results/'],
    deletePrefixes: ['results/'],
  }),
  // Reads the published result it sends and the account's signing secret.
  DeliverWebhookFunctionArn: grants({ ...JOB, readPrefixes: ['results/'] }),
  RecordDelayFunctionArn: grants(JOB),
  FailJobFunctionArn: grants(JOB),
};

/** A stage function's grants: its step's, plus its ports'. */
export function stageGrants(stage: StagePlaceholder): Grants {
  return mergeGrants(STAGE_STEP_GRANTS[stage], ...STAGE_PORTS[stage].map((port) => PORT_GRANTS[port]));
}

/**
 * Each API route's grants (functions/http/, by `ROUTES` name). Every route authenticates first, a read
 * of `apiKeys` by hash (no route writes keys: the operator CLI issues and revokes them). Only the routes
 * that change something write, and only what they change.
 */
const AUTH = { readTables: ['apiKeys'] } as const satisfies Partial<Grants>;
export const ROUTE_GRANTS: Record<string, Grants> = {
  // The job, the account's hold and the idempotency record in one transaction.
  JobsCreate: grants({ ...AUTH, writeTables: ['jobs', 'accounts', 'idempotency'] }),
  // The job count is kept on the account item.
  JobsList: grants({ readTables: ['apiKeys', 'jobs', 'accounts'] }),
  JobsGet: grants({ readTables: ['apiKeys', 'jobs'], readPrefixes: ['results/'] }),
  JobsPreview: grants({ readTables: ['apiKeys', 'jobs'] }),
  // Ends the job and releases the hold; removes the result a settlement wrote before the cancel won.
  JobsCancel: grants({
    ...AUTH,
    writeTables: ['jobs', 'accounts'],
    readPrefixes: ['results/'],
    deletePrefixes: ['results/'],
  }),
  AccountGet: grants({ readTables: ['apiKeys', 'accounts'] }),
  // Personas live on the account's partition.
  PersonasList: grants({ readTables: ['apiKeys', 'accounts'] }),
  PersonasCreate: grants({ ...AUTH, writeTables: ['accounts'], judge: true }),
  PersonasUpdate: grants({ ...AUTH, writeTables: ['accounts'], judge: true }),
  PersonasDelete: grants({ ...AUTH, writeTables: ['accounts'] }),
  OpenApiGet: grants(AUTH),
  NotFound: grants(AUTH),
};
