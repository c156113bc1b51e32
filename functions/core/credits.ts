import { type LedgerEntry, LedgerType } from './model.js';

/**
 * Credits, as one readable rule set. A job reserves one credit when it is accepted (a hold), converts
 * it to a charge only when it is done, and gives it back on every other end (a release). The in-flight
 * count (the plan's concurrency) moves with the hold. The DynamoDB adapter writes these same moves as
 * conditional update expressions (`adapters/dynamodb/jobs.ts`); the in-memory twin applies these
 * functions; the port-contract suite holds both to the same outcomes.
 */
export interface CreditState {
  /** Credits owned, including the ones on hold. */
  balance: number;
  /** Credits reserved by running jobs. */
  held: number;
  /** balance - held: what a new job may reserve. */
  available: number;
  /** Jobs accepted and not yet ended. */
  in_flight: number;
  concurrency_limit: number;
}

export const HoldRefusal = {
  insufficient_credits: 'insufficient_credits',
  concurrency_limit: 'concurrency_limit',
} as const;
export type HoldRefusal = (typeof HoldRefusal)[keyof typeof HoldRefusal];

/**
 * Why a new job may not reserve a credit now, or null when it may. The slots are checked first: when
 * every slot is taken, each running job holds a credit, so the balance is not known to be spent until
 * one ends (charged or released); only with a slot free does a missing credit mean a spent balance.
 */
export function holdRefusal(state: CreditState): HoldRefusal | null {
  if (state.in_flight >= state.concurrency_limit) return HoldRefusal.concurrency_limit;
  if (state.available < 1) return HoldRefusal.insufficient_credits;
  return null;
}

/** A job is accepted: one credit reserved, one slot taken. Only after `holdRefusal` said null. */
export const hold = <S extends CreditState>(state: S): S => ({
  ...state,
  available: state.available - 1,
  held: state.held + 1,
  in_flight: state.in_flight + 1,
});

/** A job is done: its held credit is spent and its slot is freed. `available` does not move. */
export const charge = <S extends CreditState>(state: S): S => ({
  ...state,
  balance: state.balance - 1,
  held: state.held - 1,
  in_flight: state.in_flight - 1,
});

/** A job ended any other way: its held credit is free again and its slot is freed. */
export const release = <S extends CreditState>(state: S): S => ({
  ...state,
  available: state.available + 1,
  held: state.held - 1,
  in_flight: state.in_flight - 1,
});

/** Credits granted (or, negative, taken back). A correction may never take credits that jobs hold. */
export function grantRefused(state: CreditState, amount: number): boolean {
  return state.available < Math.max(0, -amount);
}

export const grant = <S extends CreditState>(state: S, amount: number): S => ({
  ...state,
  balance: state.balance + amount,
  available: state.available + amount,
});

/** The ledger entry of a job's charge: one credit, its id derived from the job so it can be written only once. */
export const chargeEntry = (jobId: string, at: string): LedgerEntry => ({
  entry_id: `led_${jobId}`,
  type: LedgerType.charge,
  amount: -1,
  job_id: jobId,
  note: null,
  created_at: at,
});

/** The ledger entry of a grant (a correction when `amount` is negative). */
export const grantEntry = (
  entryId: string,
  amount: number,
  note: string | null,
  at: string,
): LedgerEntry => ({
  entry_id: entryId,
  type: LedgerType.grant,
  amount,
  job_id: null,
  note,
  created_at: at,
});
