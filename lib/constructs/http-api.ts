import { ArnFormat, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { CfnStateMachine, StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { gatewayRouteKeys, ROUTES } from '../../functions/http/routes.js';
import { type Grants, ROUTE_GRANTS } from '../../functions/shared/grants.js';
import { acknowledge, nagArn } from '../nag.js';
import { ServiceFunction, type ServiceResources } from './service-function.js';

/** The routes whose handlers start or stop pipeline executions (see `functions/core/jobs.ts`). */
export const PIPELINE_ACCESS: Record<string, 'start' | 'stop'> = {
  JobsCreate: 'start',
  JobsCancel: 'stop',
};

export interface ApiProps {
  resources: ServiceResources;
  stateMachine: StateMachine;
  retainData: boolean;
  /** Requests per second and burst allowed on each route (the stage's default route settings). */
  throttle: { rateLimit: number; burstLimit: number };
}

/** A route's entry in ROUTE_GRANTS: a route without one is a wiring bug, refused at synth. */
export function routeGrants(name: string): Grants {
  const grants = ROUTE_GRANTS[name];
  if (!grants) throw new Error(`ROUTE_GRANTS (functions/shared/grants.ts) has no entry for route ${name}`);
  return grants;
}

function routeKey(key: string): HttpRouteKey {
  if (key === '$default') return HttpRouteKey.DEFAULT;
  const [method, path] = key.split(' ');
  if (!method || !path || !(method in HttpMethod))
    throw new Error(`Unrecognised route key ${JSON.stringify(key)}`);
  return HttpRouteKey.with(path, HttpMethod[method as keyof typeof HttpMethod]);
}

/**
 * The HTTP API (payload 2.0): one route and one function per entry of `ROUTES`, `$default` included.
 * Authentication is the handlers' own (X-API-Key, looked up by hash), so the routes carry no authorizer.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: Record<string, ServiceFunction>;
  readonly serverErrorsAlarm: Alarm;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { resources, stateMachine } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Company Target-People API',
      // Our own $default stage below, because only an explicit stage takes access log settings.
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // Per route: heavy polling of one route is refused (429) before it takes every function's capacity.
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        // No headers: they carry the API key.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            requestTime: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            responseLength: '$context.responseLength',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    const executions = Stack.of(this).formatArn({
      service: 'states',
      resource: 'execution',
      resourceName: `${stateMachine.stateMachineName}:*`,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    const stateMachineResource = stateMachine.node.defaultChild as CfnStateMachine;

    this.functions = {};
    for (const route of ROUTES) {
      const fn = new ServiceFunction(this, route.name, {
        entry: route.entry,
        description: `API route ${route.routeKey}`,
        resources,
        access: routeGrants(route.name),
        stateMachineArn: stateMachine.stateMachineArn,
        timeout: Duration.seconds(25),
        memorySize: 512,
      });
      const pipeline = PIPELINE_ACCESS[route.name];
      if (pipeline === 'start') {
        fn.role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['states:StartExecution'],
            resources: [stateMachine.stateMachineArn],
          }),
        );
      } else if (pipeline === 'stop') {
        fn.role.addToPrincipalPolicy(
          new PolicyStatement({ actions: ['states:StopExecution'], resources: [executions] }),
        );
        acknowledge(
          fn,
          `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:${nagArn(stateMachineResource, 'Name')}:*]`,
          'Executions are named after jobs, which exist only at run time; the grant covers this state machine’s executions only.',
        );
      }
      const integration = new HttpLambdaIntegration(`${route.name}Integration`, fn.function);
      for (const key of gatewayRouteKeys(route)) {
        // A GET route's HEAD twin goes to the same function, which answers it without a body.
        new HttpRoute(this, key.startsWith('HEAD ') ? `${route.name}HeadRoute` : `${route.name}Route`, {
          httpApi: this.httpApi,
          routeKey: routeKey(key),
          integration,
        });
      }
      this.functions[route.name] = fn;
    }
    for (const name of Object.keys(PIPELINE_ACCESS)) {
      if (!this.functions[name]) throw new Error(`PIPELINE_ACCESS names ${name}, which is not in ROUTES`);
    }

    acknowledge(
      this,
      'AwsSolutions-APIG4',
      'Every handler authenticates the X-API-Key header itself (SHA-256 lookup) and answers 401 in the API’s error envelope; an authorizer would answer in its own format.',
    );

    this.serverErrorsAlarm = new Alarm(this, 'ServerErrors', {
      alarmDescription: 'The API answered 5xx: a handler failed or a dependency is down.',
      metric: this.httpApi.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    if (resources.alarmAction) this.serverErrorsAlarm.addAlarmAction(resources.alarmAction);
  }

  get url(): string {
    return this.stage.url;
  }
}
