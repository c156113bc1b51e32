import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSOLE_CSP } from '../../console/headers.js';
import { buildApp } from '../../lib/app.js';
import { API_PATH_PATTERN } from '../../lib/constructs/console.js';

const REPO_ROOT = join(import.meta.dirname, '../..');
const CDK_CONTEXT = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')).context;

type Json = any;
let template: Template;
let app: App;
let dist: string;
let resources: Record<string, Json>;

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const onlyOne = (type: string): [string, Json] => {
  const found = ofType(type);
  expect(found.map(([id]) => id)).toHaveLength(1);
  return found[0] as [string, Json];
};

beforeAll(() => {
  // A stand-in build: the construct deploys whatever console/dist holds.
  dist = mkdtempSync(join(tmpdir(), 'ctp-console-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  writeFileSync(join(dist, 'assets', 'main-X.js'), '');
  const built = buildApp(
    { context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [] } },
    { consoleDir: dist },
  );
  app = built.app;
  const stack = built.stack;
  // app.synth() runs cdk-nag: an unacknowledged finding about the console throws here.
  const assembly = app.synth();
  template = Template.fromJSON(assembly.getStackByName(stack.stackName).template);
  resources = template.toJSON().Resources;
}, 120_000);

describe('the console in AWS', () => {
  it('serves the static build from a private bucket through origin access control only', () => {
    const [oacId] = onlyOne('AWS::CloudFront::OriginAccessControl');
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      }),
    });
    const [distId, distribution] = onlyOne('AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig;
    const s3Origin = config.Origins.find((o: Json) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oacId, 'Id'] });
    // No origin access identity: OAC alone.
    expect(s3Origin.S3OriginConfig.OriginAccessIdentity ?? '').toBe('');
    expect(config.DefaultCacheBehavior.TargetOriginId).toBe(s3Origin.Id);
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.DefaultRootObject).toBe('index.html');

    // The site bucket: public access blocked, and readable by this distribution only.
    const siteBucketId = s3Origin.DomainName['Fn::GetAtt'][0];
    expect(resources[siteBucketId].Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    const policy = ofType('AWS::S3::BucketPolicy').find(
      ([, p]) => p.Properties.Bucket.Ref === siteBucketId,
    )?.[1];
    const statements = policy.Properties.PolicyDocument.Statement as Json[];
    const allows = statements.filter((s) => s.Effect === 'Allow');
    expect(allows).toHaveLength(1);
    expect(allows[0].Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
    expect(allows[0].Action).toBe('s3:GetObject');
    expect(JSON.stringify(allows[0].Condition)).toContain(distId);
  });

  it('sends /v1/* to the HTTP API uncached, with the viewer’s headers but Host', () => {
    const [, distribution] = onlyOne('AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig;
    expect(config.CacheBehaviors).toHaveLength(1);
    const api = config.CacheBehaviors[0];
    expect(api.PathPattern).toBe(API_PATH_PATTERN);
    expect(API_PATH_PATTERN).toBe('/v1/*');
    expect(api.AllowedMethods).toEqual(
      expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
    );
    expect(api.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(api.OriginRequestPolicyId).toBe(
      OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
    );
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    const origin = config.Origins.find((o: Json) => o.Id === api.TargetOriginId);
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    // The origin is the HTTP API's own host name.
    const [apiId] = onlyOne('AWS::ApiGatewayV2::Api');
    expect(JSON.stringify(origin.DomainName)).toContain(apiId);
  });

  it('answers the console with the strict security headers as a response-headers policy', () => {
    const [policyId, policy] = onlyOne('AWS::CloudFront::ResponseHeadersPolicy');
    const security = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(security.ContentSecurityPolicy).toEqual({ ContentSecurityPolicy: CONSOLE_CSP, Override: true });
    expect(CONSOLE_CSP).toContain("frame-ancestors 'none'");
    expect(CONSOLE_CSP).not.toContain('unsafe-inline');
    expect(security.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.ReferrerPolicy).toEqual({ ReferrerPolicy: 'no-referrer', Override: true });
    expect(security.StrictTransportSecurity.Override).toBe(true);
    const [, distribution] = onlyOne('AWS::CloudFront::Distribution');
    expect(distribution.Properties.DistributionConfig.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({
      Ref: policyId,
    });
    template.hasOutput('ConsoleUrl', Match.anyValue());
  });

  it('deploys the build into the site bucket and invalidates the page', () => {
    const deployments = ofType('Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(1);
    const properties = deployments[0]?.[1].Properties;
    expect(properties.DistributionPaths).toEqual(['/', '/index.html']);
  });

  it('leaves cdk-nag clean, acknowledging only findings that exist, each with its reason', () => {
    expect(new AwsSolutionsChecks().validateScope(app).violations.map((v) => v.ruleName)).toEqual([]);
    const acknowledged = new Map<string, string>();
    for (const construct of app.node.findAll()) {
      for (const entry of construct.node.metadata) {
        if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
        for (const [id, reason] of Object.entries(entry.data as Record<string, string>))
          acknowledged.set(id.replace(/^annotation::/i, ''), reason);
      }
    }
    for (const [id, reason] of acknowledged) expect(reason.length, id).toBeGreaterThan(30);
    const spy = vi.spyOn(Validations.prototype, 'acknowledge').mockImplementation(() => undefined);
    try {
      const { app: bare } = buildApp(
        { context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [] } },
        { consoleDir: dist },
      );
      const findings = new AwsSolutionsChecks().validateScope(bare).violations.map((v) => v.ruleName);
      expect(new Set(findings)).toEqual(new Set(acknowledged.keys()));
    } finally {
      spy.mockRestore();
    }
  }, 120_000);
});
