import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context } from 'aws-lambda';
import { type SweepReport, sweepProcessingJobs } from '../core/reconcile.js';
import { lambdaLogger, lambdaReconcilerServices } from '../shared/entry.js';
import { SweepMetric } from './metrics.js';

/**
 * The scheduled sweep (EventBridge Scheduler). Its metrics feed the stuck-job alarm: the longest any
 * job still processing has gone without progress (0 when none is), published on every run, so that a
 * missing data point means the sweep itself stopped running.
 */
export const SWEEP_SETTINGS = {
  // Far above the API function's 25-second timeout: a younger job's submission may still be starting it.
  graceSeconds: 300,
  // Jobs per index query (about 150 bytes each, well under a query's 1 MB): every run reads them all.
  pageSize: 1000,
  // Of the function's two minutes: it stops taking up checks in time to publish its metrics.
  budgetMs: 90_000,
  // DescribeExecution calls per run, well inside its throttle (a bucket of 250 refilled at 10 a second
  // in the smaller regions); the rest of the jobs due a check rotate into later runs.
  checksPerRun: 600,
  // The schedule's rate (lib/constructs/reconciler.ts, SWEEP_EVERY): numbers the runs for the rotation.
  periodSeconds: 300,
} as const;

const metrics = new Metrics({ namespace: 'CompanyTargetPeople', serviceName: 'company-target-people' });

export const handler = async (_event?: unknown, context?: Context): Promise<SweepReport> => {
  lambdaLogger(context);
  const deps = await lambdaReconcilerServices();
  const report = await sweepProcessingJobs({ ...deps, settings: SWEEP_SETTINGS });
  metrics.addMetric(
    SweepMetric.longestNoProgressSeconds,
    MetricUnit.Seconds,
    report.longestNoProgressSeconds,
  );
  metrics.addMetric(SweepMetric.oldestProcessingSeconds, MetricUnit.Seconds, report.oldestProcessingSeconds);
  metrics.addMetric(SweepMetric.processing, MetricUnit.Count, report.processing);
  metrics.addMetric(SweepMetric.neverStarted, MetricUnit.Count, report.neverStarted);
  metrics.addMetric(SweepMetric.repaired, MetricUnit.Count, report.repaired);
  metrics.publishStoredMetrics();
  return report;
};
