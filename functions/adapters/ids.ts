import { randomBytes } from 'node:crypto';
import type { IdGenerator } from '../core/ports.js';

export const cryptoIds: IdGenerator = {
  // Time first, so ids sort roughly by creation, then 80 random bits; also a valid Step Functions execution name.
  jobId: () => `job_${Date.now().toString(36)}${randomBytes(10).toString('hex')}`,
  secret: (bytes) => randomBytes(bytes).toString('base64url'),
};

export const systemClock = { now: () => new Date() };
