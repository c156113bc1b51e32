import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { AnyPrincipal, Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  type IndexDefinition,
  type IndexProjection,
  TABLES,
  type TableKind,
} from '../../functions/adapters/dynamodb/tables.js';

/** Key prefixes of the results bucket (see `workKeys` in `functions/core/pipeline/state.ts`). */
export const BucketPrefix = { work: 'work/', results: 'results/', cache: 'cache/' } as const;
/** Intermediate pipeline objects outlive any job's retries (the longest webhook schedule is about a day). */
export const WORK_EXPIRY_DAYS = 7;

export interface StorageProps {
  retainData: boolean;
  /**
   * Privacy settings (lib/config.ts, docs/deploy.md): days until a published result expires (undefined:
   * kept), and until a cached provider record or verified address does.
   */
  retention: { resultsDays: number | undefined; cacheDays: number };
}

/** An index's projection as CDK declares it (TABLES is the one source; local mode reads it too). */
function projectionOf(projection: IndexProjection = { type: 'ALL' }) {
  if (projection.type === 'INCLUDE')
    return { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: projection.attributes };
  return { projectionType: projection.type === 'KEYS_ONLY' ? ProjectionType.KEYS_ONLY : ProjectionType.ALL };
}

const TABLE_IDS: Record<TableKind, string> = {
  accounts: 'AccountsTable',
  apiKeys: 'ApiKeysTable',
  jobs: 'JobsTable',
  idempotency: 'IdempotencyTable',
  budgets: 'BudgetsTable',
};

/**
 * The tables of `TABLES` and the results bucket. With `retainData`, tables refuse deletion and every
 * piece survives `cdk destroy`; without it (a throwaway stage), the stack removes them.
 */
export class Storage extends Construct {
  readonly tables: Record<TableKind, Table>;
  readonly bucket: Bucket;
  readonly accessLogs: Bucket;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    const removalPolicy = props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    const tables = {} as Record<TableKind, Table>;
    for (const kind of Object.keys(TABLES) as TableKind[]) {
      const definition: {
        partitionKey: string;
        sortKey?: string;
        indexes: readonly IndexDefinition[];
        ttlAttribute?: string;
      } = TABLES[kind];
      const table = new Table(this, TABLE_IDS[kind], {
        partitionKey: { name: definition.partitionKey, type: AttributeType.STRING },
        ...(definition.sortKey ? { sortKey: { name: definition.sortKey, type: AttributeType.STRING } } : {}),
        billingMode: BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        encryption: TableEncryption.AWS_MANAGED,
        deletionProtection: props.retainData,
        removalPolicy,
        ...(definition.ttlAttribute ? { timeToLiveAttribute: definition.ttlAttribute } : {}),
      });
      for (const index of definition.indexes) {
        table.addGlobalSecondaryIndex({
          indexName: index.name,
          partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
          ...(index.sortKey ? { sortKey: { name: index.sortKey, type: AttributeType.STRING } } : {}),
          ...projectionOf(index.projection),
        });
      }
      tables[kind] = table;
    }
    this.tables = tables;

    this.accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(90) }],
      removalPolicy,
    });

    // Unversioned on purpose: results/ objects are written once (PutObject with If-None-Match: *, which
    // the bucket policy below requires) and only a result no job points at is ever deleted, so versions
    // would protect nothing, while every work/ expiry would leave a noncurrent version and a delete
    // marker behind to pay for and clean up.
    this.bucket = new Bucket(this, 'Results', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: false,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'results-bucket/',
      lifecycleRules: [
        // Pipeline intermediates.
        { id: 'expire-work', prefix: BucketPrefix.work, expiration: Duration.days(WORK_EXPIRY_DAYS) },
        // Personal data from the providers: kept one day past the time it may be served (by default).
        {
          id: 'expire-cache',
          prefix: BucketPrefix.cache,
          expiration: Duration.days(props.retention.cacheDays),
        },
        ...(props.retention.resultsDays
          ? [
              {
                id: 'expire-results',
                prefix: BucketPrefix.results,
                expiration: Duration.days(props.retention.resultsDays),
              },
            ]
          : []),
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy,
    });
    // Published results are immutable by policy, not by the code's manners: a PutObject under results/
    // without If-None-Match (create only, never overwrite) is refused, whoever sends it. S3 supports the
    // s3:if-none-match condition key in bucket policies (docs/deploy.md cites the page). Multipart
    // uploads, whose parts carry no such header, are refused there too: results are single PUTs.
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'ResultsAreWrittenOnce',
        effect: Effect.DENY,
        principals: [new AnyPrincipal()],
        actions: ['s3:PutObject'],
        resources: [this.bucket.arnForObjects(`${BucketPrefix.results}*`)],
        conditions: { Null: { 's3:if-none-match': 'true' } },
      }),
    );
  }
}
