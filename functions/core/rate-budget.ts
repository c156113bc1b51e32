import { TransientError, type TransientErrorName } from './ports.js';

/**
 * Shared rate budgets. Each external dependency (provider search, provider enrichment, each judge
 * model's requests and tokens, the verifier) has one budget for the whole deployment: a token bucket
 * stored as one item, updated with a conditional write, so that every job of every account draws from
 * the same allowance and the deployment as a whole never exceeds the provider's published limit.
 *
 * Fairness: the allowance is shared equally among the accounts that used it recently. Each account
 * has its own sub-bucket inside the item, refilled at rate/n where n is the number of accounts active
 * within the window, so a 50,000-person job of one account cannot starve a small job of another; an
 * account alone gets the whole rate.
 */

export interface BudgetLimit {
  /** What the dependency allows per minute (requests, or tokens for a token budget). */
  perMinute: number;
}

/** One account's share of a budget. */
export interface AccountBucket {
  tokens: number;
  /** When `tokens` was last brought up to date (epoch ms). */
  at: number;
  /** When the account last asked (epoch ms): it counts as active for `ACTIVE_WINDOW_MS` after. */
  last: number;
  /**
   * Refused and told to come back at this time (epoch ms, plus `WAITING_GRACE_MS`): while an account
   * waits, the others keep to their shares; while none waits, an account may use what the others leave.
   */
  waitingUntil?: number;
}

export interface BudgetState {
  tokens: number;
  at: number;
  accounts: Record<string, AccountBucket>;
}

export type BudgetDecision =
  | { granted: true; state: BudgetState }
  | { granted: false; state: BudgetState; waitMs: number };

/** An account that has not asked for this long no longer takes a share. */
export const ACTIVE_WINDOW_MS = 30_000;

/** How long after the time it was told an account still counts as waiting (its retry may be late). */
export const WAITING_GRACE_MS = 1_000;

/**
 * A bucket holds one second's worth of the limit (at least one call) and refills at the rest of the
 * minute's allowance: any 60-second window then sees at most `perMinute` (capacity + 60 s of refill),
 * as a per-minute limit demands, while a steady caller still gets 98% of it (90% at 10 a minute).
 */
export const BURST_FRACTION = 1 / 60;

export function bucketShape(limit: BudgetLimit): { capacity: number; ratePerMs: number } {
  const capacity = Math.max(1, limit.perMinute * BURST_FRACTION);
  // Below 2 a minute the one-call bucket leaves nothing to refill at: such a budget would never serve a
  // second call. It refills at half its limit instead, so that any window sees at most one call more.
  const refillPerMinute = Math.max(limit.perMinute - capacity, limit.perMinute / 2);
  return { capacity, ratePerMs: refillPerMinute / 60_000 };
}

const refill = (tokens: number, at: number, now: number, ratePerMs: number, capacity: number) =>
  Math.min(capacity, tokens + Math.max(0, now - at) * ratePerMs);

/**
 * Takes `cost` from the budget for `accountId` if both the whole budget and the account's share hold
 * it; otherwise says how long until they will. A cost above a bucket's capacity is granted once the
 * bucket is full, so that one large call is slow, never impossible; it is charged in full (the bucket
 * goes into debt), so that the calls after it wait until it is paid for and the average stays within
 * the limit (a judge call of 10,000 input tokens against a 40,000-a-minute budget whose bucket holds
 * 666 would otherwise cost 666). Pure: the caller stores `state`.
 *
 * Work-conserving: the shares bind only while another account waits. An account whose share is spent
 * may still take from the whole budget when no other account has been refused and is due back: an
 * account recently active but not asking now (its job waiting on another dependency, or just ended)
 * then leaves its share to the others instead of wasting it. The benchmark's large scenario
 * (docs/performance.md) ran at about a fifth of the limit before this: five accounts active, one asking.
 */
export function decide(
  current: BudgetState | null,
  limit: BudgetLimit,
  accountId: string,
  cost: number,
  now: number,
): BudgetDecision {
  const { capacity, ratePerMs, accounts, shareCapacity, shareRate, global, mine } = levels(
    current,
    limit,
    accountId,
    now,
  );

  const needGlobal = Math.min(cost, capacity);
  const needMine = Math.min(cost, shareCapacity);
  const othersWaiting = Object.entries(accounts).some(
    ([id, bucket]) => id !== accountId && (bucket.waitingUntil ?? 0) > now,
  );
  if (global >= needGlobal && (mine >= needMine || !othersWaiting)) {
    // Borrowed beyond the share: the share is spent, but no debt is kept for it (nobody was kept
    // waiting), so the account is not held back later for having used what others left.
    const tokens = mine >= needMine ? mine - cost : Math.min(mine, Math.max(0, mine - cost));
    accounts[accountId] = { tokens, at: now, last: now };
    return { granted: true, state: { tokens: global - cost, at: now, accounts } };
  }
  const waitGlobal = ratePerMs > 0 ? (needGlobal - global) / ratePerMs : Number.POSITIVE_INFINITY;
  const waitMine =
    othersWaiting && shareRate > 0
      ? (needMine - mine) / shareRate
      : othersWaiting
        ? Number.POSITIVE_INFINITY
        : 0;
  const waitMs = Math.ceil(Math.max(waitGlobal, waitMine, 1));
  // Asking counts as activity: the others' shares shrink from now on, so this account's turn comes;
  // and it waits, so the others keep to their shares until it is served.
  accounts[accountId] = { tokens: mine, at: now, last: now, waitingUntil: now + waitMs + WAITING_GRACE_MS };
  return { granted: false, state: { tokens: global, at: now, accounts }, waitMs };
}

/** The whole budget and `accountId`'s share of it, brought up to `now`; accounts no longer active dropped. */
function levels(current: BudgetState | null, limit: BudgetLimit, accountId: string, now: number) {
  const { capacity, ratePerMs } = bucketShape(limit);
  const accounts: Record<string, AccountBucket> = {};
  for (const [id, bucket] of Object.entries(current?.accounts ?? {})) {
    if (id === accountId || now - bucket.last <= ACTIVE_WINDOW_MS) accounts[id] = bucket;
  }
  const n = Math.max(1, Object.keys(accounts).length + (accounts[accountId] ? 0 : 1));
  const shareCapacity = Math.max(1, capacity / n);
  const shareRate = ratePerMs / n;
  const global = current ? refill(current.tokens, current.at, now, ratePerMs, capacity) : capacity;
  const own = accounts[accountId];
  // A newcomer starts with a full share: a small job gets its first calls at once.
  const mine = own ? refill(own.tokens, own.at, now, shareRate, shareCapacity) : shareCapacity;
  return { capacity, ratePerMs, accounts, shareCapacity, shareRate, global, mine };
}

/** Where budgets live: one record per dependency, replaced only if nobody replaced it meanwhile. */
export interface BudgetStore {
  read(dependency: string): Promise<{ state: BudgetState | null; version: number }>;
  /** Stores `state` if the record is still at `version` (0: no record yet); false when it moved on. */
  write(dependency: string, state: BudgetState, version: number): Promise<boolean>;
}

export type TakeResult = { granted: true } | { granted: false; waitMs: number };

/** Contention on the budget record: how often to read and try again before answering "wait". */
const WRITE_ATTEMPTS = 20;

export async function takeBudget(
  store: BudgetStore,
  now: () => number,
  limit: BudgetLimit,
  dependency: string,
  accountId: string,
  cost: number,
): Promise<TakeResult> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
    const { state, version } = await store.read(dependency);
    const decision = decide(state, limit, accountId, cost, now());
    if (await store.write(dependency, decision.state, version)) {
      return decision.granted ? { granted: true } : { granted: false, waitMs: decision.waitMs };
    }
  }
  // So many writers that none got through: as good as an empty bucket for a moment.
  return { granted: false, waitMs: 1_000 };
}

export interface Budgets {
  /** Budgets by dependency name; a dependency without one is not limited. */
  limits: Readonly<Record<string, BudgetLimit>>;
  store: BudgetStore;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /**
   * Waits up to this long inside the call, in all (others may take the tokens it waited for); a longer
   * wait becomes a delayed retry of the stage.
   */
  maxWaitMs: number;
}

/**
 * Marks a refusal by our own budget in the error's message, the only part of an error that crosses a
 * Lambda boundary: the delayed retry it causes is the service keeping its limit, not a dependency
 * failing, and `recordDelay` does not count it as an attempt while the event budget allows.
 */
export const BUDGET_REFUSAL_MARK = '[shared-budget]';

/** Whether the `Cause` the state machine caught is a refusal by a shared budget. */
export const isBudgetRefusal = (cause: string | undefined): boolean =>
  (cause ?? '').includes(BUDGET_REFUSAL_MARK);

/**
 * Spends `cost` of `dependency`'s budget for `accountId` before a call: now if the budget allows,
 * after a short wait if it soon will, else by failing with a transient error whose retry-after is when
 * it will (the stage's delayed retry then comes back at that time).
 */
export async function spend(
  budgets: Budgets,
  dependency: string,
  accountId: string,
  cost: number,
  transientName: TransientErrorName,
): Promise<void> {
  const limit = budgets.limits[dependency];
  if (!limit || cost <= 0) return;
  let waited = 0;
  for (;;) {
    const result = await takeBudget(budgets.store, budgets.now, limit, dependency, accountId, cost);
    if (result.granted) return;
    if (waited + result.waitMs > budgets.maxWaitMs) {
      throw new TransientError(
        transientName,
        `The shared ${dependency} budget is spent for now ${BUDGET_REFUSAL_MARK}`,
        Math.ceil(result.waitMs / 1000),
      );
    }
    await budgets.sleep(result.waitMs);
    waited += result.waitMs;
  }
}

/**
 * Takes `cost` from the budget for `accountId` unconditionally, after the fact: for what a call spent
 * that could not be known before it (a model's output tokens). The buckets may go into debt; calls
 * that spend from them later wait until it is paid back, so the average stays within the limit. Pure.
 */
export function debit(
  current: BudgetState | null,
  limit: BudgetLimit,
  accountId: string,
  cost: number,
  now: number,
): BudgetState {
  const { accounts, global, mine } = levels(current, limit, accountId, now);
  accounts[accountId] = { tokens: mine - cost, at: now, last: now };
  return { tokens: global - cost, at: now, accounts };
}

/** Records `cost` against `dependency`'s budget after a call (see `debit`); no budget, no record. */
export async function charge(
  budgets: Budgets,
  dependency: string,
  accountId: string,
  cost: number,
): Promise<void> {
  const limit = budgets.limits[dependency];
  if (!limit || cost <= 0) return;
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
    const { state, version } = await budgets.store.read(dependency);
    if (await budgets.store.write(dependency, debit(state, limit, accountId, cost, budgets.now()), version))
      return;
  }
  // The call has happened either way: a lost debit only lets the next calls start a little sooner.
}
