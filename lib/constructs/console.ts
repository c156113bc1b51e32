import { type CfnElement, Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { CONSOLE_CSP, CONSOLE_PERMISSIONS_POLICY } from '../../console/headers.js';
import { acknowledge, nagArn } from '../nag.js';

export interface ConsoleProps {
  /** The built console (console/dist): what `npm start` serves at `/`. */
  distDir: string;
  httpApi: HttpApi;
  accessLogs: IBucket;
  retainData: boolean;
}

/** The path pattern CloudFront sends to the HTTP API; everything else is the console's static build. */
export const API_PATH_PATTERN = '/v1/*';

/**
 * The console on one origin with the API, as locally: a CloudFront distribution whose default behaviour
 * serves the static build from a private S3 bucket through origin access control, and whose `/v1/*`
 * behaviour forwards to the HTTP API uncached, with every viewer header but Host (so X-API-Key and
 * Idempotency-Key reach the API). The console's responses carry the same security headers as locally
 * (console/headers.ts), as a response-headers policy.
 */
export class Console extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly headers: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: ConsoleProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'console-bucket/',
      // The build is redeployed from the repository: nothing in it needs keeping.
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Company Target-People console: strict CSP, never framed',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONSOLE_CSP, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
          { header: 'Cross-Origin-Resource-Policy', value: 'same-origin', override: true },
          { header: 'Permissions-Policy', value: CONSOLE_PERMISSIONS_POLICY, override: true },
        ],
      },
    });

    // https://<api-id>.execute-api.<region>.amazonaws.com → the host name.
    const apiHost = Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Company Target-People: console and /v1 on one origin',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.headers,
        compress: true,
      },
      additionalBehaviors: {
        [API_PATH_PATTERN]: {
          origin: new HttpOrigin(apiHost, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
      },
    });

    const deployment = new BucketDeployment(this, 'Deploy', {
      sources: [Source.asset(props.distDir, { exclude: ['.source-hash'] })],
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/', '/index.html'],
      memoryLimit: 256,
    });
    this.acknowledgeDeploymentHandler(deployment);

    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'The console and API are for customers wherever they are; access is by API key, not by country.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR2',
      'No WAF by default (it costs per month and per request); an operator can attach a web ACL to the distribution. The API answers anonymous requests with 401 before any work.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR3',
      'CloudFront standard logs need an ACL-enabled bucket; the API keeps its own access logs (API Gateway), and the console bucket logs its reads.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR4',
      'The default *.cloudfront.net certificate allows only TLSv1 as a minimum; a custom domain with its own certificate (TLSv1.2_2021) is the operator’s choice.',
    );
  }

  /**
   * CDK's BucketDeployment runs one shared handler function per stack (a singleton beside this construct,
   * not under it), with the role CDK writes for it: read the asset bucket, write this site bucket,
   * invalidate this distribution. Its findings are acknowledged there, one by one.
   */
  private acknowledgeDeploymentHandler(deployment: BucketDeployment): void {
    const handler = deployment.handlerRole.node.scope;
    if (!handler) throw new Error('BucketDeployment without its handler');
    const site = nagArn(this.bucket.node.defaultChild as CfnElement);
    const role =
      'The role CDK’s BucketDeployment writes for its handler: copy the built console from the CDK asset bucket into the site bucket and invalidate the distribution.';
    for (const finding of [
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'AwsSolutions-IAM5[Action::s3:Abort*]',
      'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
      'AwsSolutions-IAM5[Action::s3:GetBucket*]',
      'AwsSolutions-IAM5[Action::s3:GetObject*]',
      'AwsSolutions-IAM5[Action::s3:List*]',
      `AwsSolutions-IAM5[Resource::${site}/*]`,
      'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
      // cloudfront:CreateInvalidation (and GetInvalidation) take no resource narrower than *.
      'AwsSolutions-IAM5[Resource::*]',
    ])
      acknowledge(handler, finding, role);
    acknowledge(
      handler,
      'AwsSolutions-L1',
      'CDK’s BucketDeployment handler: its runtime is chosen by the aws-cdk-lib version, not by this project.',
    );
    if (Stack.of(handler) !== Stack.of(this)) throw new Error('BucketDeployment handler in another stack');
  }
}
