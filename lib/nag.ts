import type { CfnElement } from 'aws-cdk-lib';
import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag 3 findings are acknowledged through CDK's own `Validations.of(scope).acknowledge` (the v2
 * `NagSuppressions` API no longer exists). An acknowledgement covers the scope and everything below it,
 * and names one finding exactly: `AwsSolutions-IAM5[Resource::*]`, not a prefix of it.
 */
export function acknowledge(scope: IConstruct, rule: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: rule, reason });
}

/**
 * How cdk-nag prints a resource ARN in a finding: `<LogicalId.Arn>` for `Fn::GetAtt`, `<LogicalId>` for
 * a `Ref`. Computing it keeps the acknowledgement exact without copying a logical id by hand.
 */
export function nagArn(element: CfnElement, attribute: string | null = 'Arn'): string {
  const logicalId = Stack.of(element).getLogicalId(element);
  return attribute ? `<${logicalId}.${attribute}>` : `<${logicalId}>`;
}
