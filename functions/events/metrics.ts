/**
 * The sweep's CloudWatch metrics (EMF, namespace CompanyTargetPeople). The stuck-job alarm reads
 * `longestNoProgressSeconds`: a job making no progress, not a job running long (docs/operations.md).
 */
export const SweepMetric = {
  longestNoProgressSeconds: 'LongestJobWithoutProgressSeconds',
  oldestProcessingSeconds: 'OldestProcessingJobAgeSeconds',
  processing: 'ProcessingJobs',
  neverStarted: 'JobsNeverStarted',
  repaired: 'JobsRepaired',
} as const;
