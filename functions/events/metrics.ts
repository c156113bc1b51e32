/** The sweep's CloudWatch metrics (EMF, namespace CompanyTargetPeople); the stuck-job alarm reads the first. */
export const SweepMetric = {
  oldestProcessingSeconds: 'OldestProcessingJobAgeSeconds',
  processing: 'ProcessingJobs',
  neverStarted: 'JobsNeverStarted',
  repaired: 'JobsRepaired',
} as const;
