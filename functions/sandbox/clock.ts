import { ConfigError } from '../core/errors.js';
import type { Clock } from '../core/ports.js';
import { realSleep } from './network/embedded.js';

/**
 * One clock for a whole simulation. A compressed run keeps every duration and every limit at its
 * real value and lets simulated time run `factor` times faster than the wall clock instead: everything
 * that reads the time reads this clock (job timestamps, next_retry_at, budget buckets and their burst,
 * the simulated providers' per-minute windows, batch claims), and everything that waits for a duration
 * (simulated latency, a budget wait, a claim's recheck, Retry intervals, Wait states, task timeouts)
 * waits `1/factor` of it on the wall clock. So a compressed run takes the path a real-time one takes,
 * only sooner; at factor 1 it is the wall clock itself.
 */
export interface SimulationTime {
  /** How many simulated milliseconds pass per wall-clock millisecond (1: real time). */
  readonly factor: number;
  readonly clock: Clock;
  /** Simulated epoch milliseconds. */
  now(): number;
  /** Waits `ms` simulated milliseconds (cancelled with the local stack, like every simulated wait). */
  sleep(ms: number): Promise<void>;
  /** Wall-clock milliseconds that `ms` simulated ones take. */
  toRealMs(ms: number): number;
}

export function simulationTime(factor: number, origin: number = Date.now()): SimulationTime {
  if (!(Number.isFinite(factor) && factor >= 1))
    throw new ConfigError([`A time factor must be a number of at least 1, not ${factor}`]);
  const now = factor === 1 ? () => Date.now() : () => origin + (Date.now() - origin) * factor;
  return {
    factor,
    clock: { now: () => new Date(now()) },
    now,
    sleep: (ms) => realSleep(ms / factor),
    toRealMs: (ms) => ms / factor,
  };
}
