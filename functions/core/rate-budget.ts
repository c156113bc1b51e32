import { TransientError, type TransientErrorName } from './ports.js';

/**
 * Shared rate budgets. Each external dependency (provider search, provider enrichment, each judge
 * model's requests and tokens, the verifier) has one budget for the whole deployment, so that every job
 * of every account draws from the same allowance and the deployment as a whole never exceeds the
 * provider's published limit (docs/providers.md, "Rate budgets", has the design and its arithmetic).
 *
 * A budget is a sliding minute counted in windows: time is cut into windows of a twelfth of a minute
 * (5 s), and each window of a dependency is one small record of what was granted in it (in all and per
 * account), added to with a conditional `ADD`. A call is granted when the windows of every minute it
 * falls in still hold it: any 60-second interval touches at most 13 consecutive windows, and no 13
 * consecutive windows ever hold more than the limit. A call as large as the whole limit is granted
 * once the minute before it is empty; one larger still is spread over the minutes after it. No call is
 * ever granted into a debt that would hold everyone else back past its own cost.
 *
 * Fairness: while an account waits (it was refused and told when to come back), an account that used
 * more of the last two minutes than it does takes only what leaves room for the waiter's call (the
 * least-served waiting account goes first), and at most an equal share of the minute. While none
 * waits, any account may use the whole limit.
 */

export interface BudgetLimit {
  /** What the dependency allows per minute (requests, or tokens for a token budget). */
  perMinute: number;
}

/** One window of a dependency's budget, as stored. */
export interface BudgetWindow {
  /** When the window starts (epoch ms, a multiple of the window length). */
  start: number;
  /** All that was granted or charged in it. */
  total: number;
  /** What each account took in it. */
  used: Record<string, number>;
  /**
   * Accounts refused and told to come back, marked in the window holding `until`: they count as
   * waiting until then, for a call of `need`.
   */
  waiting: Record<string, { until: number; need: number }>;
}

/** Where budgets live: one record per dependency and window, only ever added to. */
export interface BudgetStore {
  /** The windows of `dependency` that start at `from` or later (epoch ms), read consistently. */
  windows(dependency: string, from: number): Promise<BudgetWindow[]>;
  /**
   * Adds `amount` to the window at `start`, to its total and to `accountId`'s part. With `atMost`, only
   * if the window's total is at most that before (a missing window counts 0): else nothing is added and
   * the answer carries the window as it was.
   */
  add(
    dependency: string,
    start: number,
    accountId: string,
    amount: number,
    atMost: number | null,
  ): Promise<{ added: true } | { added: false; window: BudgetWindow | null }>;
  /** Marks `accountId` waiting until `until` for a call of `need`, in the window at `start`. */
  markWaiting(
    dependency: string,
    start: number,
    accountId: string,
    until: number,
    need: number,
  ): Promise<void>;
  /** Removes `accountId`'s waiting mark from the window at `start` (served). */
  clearWaiting(dependency: string, start: number, accountId: string): Promise<void>;
}

/** How long a budget's minute lasts: 60,000 ms, shorter only where a simulation compresses time. */
export const MINUTE_MS = 60_000;

/** Windows per minute: finer windows use more of the limit (60/65 at 12) but read more records. */
export const WINDOWS_PER_MINUTE = 12;

/** The window length and how many consecutive windows any one minute can touch. */
export function windowShape(minuteMs = MINUTE_MS): { windowMs: number; span: number } {
  const windowMs = Math.max(1, Math.round(minuteMs / WINDOWS_PER_MINUTE));
  return { windowMs, span: Math.ceil(minuteMs / windowMs) + 1 };
}

export const windowOf = (t: number, windowMs: number) => Math.floor(t / windowMs) * windowMs;

/** A waiting account still counts as waiting this long after the time it was told (one window). */
export const waitingGraceMs = (minuteMs = MINUTE_MS) => windowShape(minuteMs).windowMs;

export interface Placement {
  start: number;
  amount: number;
}

export type BudgetDecision =
  | {
      granted: true;
      /** The first part, added to the current window only if it still holds it (`atMost`). */
      first: Placement & { atMost: number };
      /** The rest of a call larger than the limit: one limit's worth a minute after the other. */
      later: Placement[];
    }
  | { granted: false; waitMs: number };

/** What the windows say at `now`: room, usage by account, and who waits. */
export function budgetView(
  windows: readonly BudgetWindow[],
  limit: BudgetLimit,
  now: number,
  minuteMs = MINUTE_MS,
) {
  const { windowMs, span } = windowShape(minuteMs);
  const current = windowOf(now, windowMs);
  const totals = new Map<number, number>();
  const used: Record<string, number> = {};
  const waiting: Record<string, { until: number; need: number }> = {};
  let last = current;
  for (const window of windows) {
    if (window.start < current - (FAIRNESS_MINUTES * span - 1) * windowMs) continue;
    totals.set(window.start, (totals.get(window.start) ?? 0) + window.total);
    last = Math.max(last, window.start);
    if (window.start <= current)
      for (const [account, amount] of Object.entries(window.used))
        used[account] = (used[account] ?? 0) + amount;
    for (const [account, mark] of Object.entries(window.waiting)) {
      if (mark.until > now && mark.until > (waiting[account]?.until ?? 0)) waiting[account] = mark;
    }
  }
  /** What the `span` windows ending with the one at `end` hold. */
  const minuteEnding = (end: number) => {
    let sum = 0;
    for (let i = 0; i < span; i += 1) sum += totals.get(end - i * windowMs) ?? 0;
    return sum;
  };
  /** What a grant in the window at `start` may take: the limit less the fullest minute it falls in. */
  const roomAt = (start: number) => {
    let fullest = 0;
    for (let j = 0; j < span; j += 1) fullest = Math.max(fullest, minuteEnding(start + j * windowMs));
    return limit.perMinute - fullest;
  };
  return { windowMs, span, current, last, totals, used, waiting, roomAt };
}

/**
 * How many minutes back what each account used counts when waiting accounts take turns. Two, so that
 * two accounts whose calls each fill the minute alternate: at the turn of a minute the one served in it
 * has used a minute's worth and the other nothing.
 */
export const FAIRNESS_MINUTES = 2;

/** Where a minute's decision reads from: the windows of the last FAIRNESS_MINUTES minutes and after. */
export function lookbackStart(now: number, minuteMs = MINUTE_MS): number {
  const { windowMs, span } = windowShape(minuteMs);
  return windowOf(now, windowMs) - (FAIRNESS_MINUTES * span - 1) * windowMs;
}

/**
 * Whether `accountId` may take `cost` now, and where it goes; else how long until it may (`waitMs`,
 * without jitter). Pure: the caller adds the placements (the first conditionally).
 */
export function decide(
  windows: readonly BudgetWindow[],
  limit: BudgetLimit,
  accountId: string,
  cost: number,
  now: number,
  minuteMs = MINUTE_MS,
): BudgetDecision {
  const view = budgetView(windows, limit, now, minuteMs);
  const { windowMs, span, current, roomAt } = view;
  const first = Math.min(cost, limit.perMinute);
  const mine = view.used[accountId] ?? 0;
  const waitingMyself = view.waiting[accountId] !== undefined;
  // Waiting accounts that used less of the last minutes than this one go first (and, used alike, those
  // already waiting before one that is not): leave room for their calls.
  const ahead = Object.entries(view.waiting).filter(([account]) => {
    if (account === accountId) return false;
    const theirs = view.used[account] ?? 0;
    return theirs < mine || (theirs === mine && !waitingMyself);
  });
  const reserved = ahead.reduce((sum, [, mark]) => sum + Math.min(mark.need, limit.perMinute), 0);
  // While others wait, an account that is not the least served keeps to an equal share of the minute.
  const others = Object.keys(view.waiting).filter((account) => account !== accountId);
  const leastServed = others.every((account) => (view.used[account] ?? 0) >= mine);
  const share = limit.perMinute / (1 + others.length);
  const mineByWindow = new Map<number, number>();
  for (const window of windows)
    mineByWindow.set(window.start, (mineByWindow.get(window.start) ?? 0) + (window.used[accountId] ?? 0));
  /** What this account took in the minute that ends with the window at `end`. */
  const minuteUsed = (end: number) => {
    let sum = 0;
    for (let i = 0; i < span; i += 1) sum += mineByWindow.get(end - i * windowMs) ?? 0;
    return sum;
  };
  const withinShare = (start: number) => leastServed || minuteUsed(start) + first <= share;
  const room = roomAt(current);
  if (limit.perMinute > 0 && first + reserved <= room && withinShare(current)) {
    const later: Placement[] = [];
    let rest = cost - first;
    for (let start = current + span * windowMs; rest > 0; start += span * windowMs) {
      later.push({ start, amount: Math.min(rest, limit.perMinute) });
      rest -= Math.min(rest, limit.perMinute);
    }
    const inCurrent = view.totals.get(current) ?? 0;
    return {
      granted: true,
      first: { start: current, amount: first, atMost: inCurrent + room - first },
      later,
    };
  }
  // The first window boundary at which the call fits (within its share, if it can ever be), then no
  // sooner than the accounts ahead of it are back.
  const horizon = (view.last - current) / windowMs + span + 1;
  const firstFit = (fits: (start: number) => boolean) => {
    for (let j = 1; j <= horizon; j += 1)
      if (fits(current + j * windowMs)) return current + j * windowMs - now;
    return null;
  };
  const roomFit = firstFit((start) => first <= roomAt(start)) ?? horizon * windowMs;
  const shareFit = firstFit((start) => first <= roomAt(start) && withinShare(start));
  // The share binds only while the others wait: once their marks run out, the room alone decides.
  const othersBack = Math.min(...others.map((account) => (view.waiting[account]?.until ?? now) - now));
  let waitMs = leastServed ? roomFit : Math.min(shareFit ?? Infinity, Math.max(roomFit, othersBack));
  for (const [, mark] of ahead) waitMs = Math.max(waitMs, mark.until - now);
  return { granted: false, waitMs: Math.max(1, Math.ceil(waitMs)) };
}

/**
 * Where `cost` charged after the fact goes: what the current minute still holds into the current
 * window, the rest a minute later and so on, so that the calls after it wait until it is paid for.
 */
export function debitPlacements(
  windows: readonly BudgetWindow[],
  limit: BudgetLimit,
  cost: number,
  now: number,
  minuteMs = MINUTE_MS,
): Placement[] {
  if (limit.perMinute <= 0) return [];
  const { windowMs, span, current, roomAt } = budgetView(windows, limit, now, minuteMs);
  const placements: Placement[] = [];
  let rest = cost;
  let start = current;
  let room = Math.max(0, roomAt(current));
  while (rest > 0) {
    const amount = Math.min(rest, room);
    if (amount > 0) placements.push({ start, amount });
    rest -= amount;
    start += span * windowMs;
    room = limit.perMinute;
  }
  return placements;
}

export type TakeResult = { granted: true } | { granted: false; waitMs: number };

/** Lost races for a window's last room before answering "wait": each one is a decision taken anew. */
const ADD_ATTEMPTS = 4;

export interface TakeOptions {
  /** How long a budget's minute lasts (MINUTE_MS unless time is compressed). */
  minuteMs?: number;
  /** Uniform in [0, 1): spreads the callers told the same time over a twentieth of a window. */
  random?: () => number;
}

/**
 * Takes `cost` from `dependency`'s budget for `accountId` if the budget holds it now; otherwise marks
 * the account waiting and says how long until it will hold it, plus a little jitter, so that the
 * callers refused together do not all come back in the same millisecond. One consistent read of the
 * minute's windows and one conditional `ADD` per grant; a refusal writes only its waiting mark.
 */
export async function takeBudget(
  store: BudgetStore,
  now: () => number,
  limit: BudgetLimit,
  dependency: string,
  accountId: string,
  cost: number,
  options: TakeOptions = {},
): Promise<TakeResult> {
  const minuteMs = options.minuteMs ?? MINUTE_MS;
  const random = options.random ?? Math.random;
  const { windowMs } = windowShape(minuteMs);
  const jitter = () => Math.floor(random() * (windowMs / 20));
  const at = now();
  let windows = await store.windows(dependency, lookbackStart(at, minuteMs));
  for (let attempt = 0; attempt < ADD_ATTEMPTS; attempt += 1) {
    const time = attempt === 0 ? at : now();
    const decision = decide(windows, limit, accountId, cost, time, minuteMs);
    if (!decision.granted) {
      const waitMs = decision.waitMs + jitter();
      const until = time + waitMs + waitingGraceMs(minuteMs);
      await store.markWaiting(
        dependency,
        windowOf(until, windowMs),
        accountId,
        until,
        Math.min(cost, limit.perMinute),
      );
      return { granted: false, waitMs };
    }
    const { first, later } = decision;
    const result = await store.add(dependency, first.start, accountId, first.amount, first.atMost);
    if (result.added) {
      for (const placement of later)
        await store.add(dependency, placement.start, accountId, placement.amount, null);
      // Served: no longer keeps the others to their turn.
      for (const window of windows)
        if (window.waiting[accountId] && window.waiting[accountId].until > time)
          await store.clearWaiting(dependency, window.start, accountId);
      return { granted: true };
    }
    // Another caller took the window's last room between the read and the add: decide on what it holds.
    const found = result.window ?? { start: first.start, total: 0, used: {}, waiting: {} };
    windows = [...windows.filter((w) => w.start !== first.start), found];
  }
  return { granted: false, waitMs: Math.ceil(windowMs / 10) + jitter() };
}

export interface Budgets {
  /** Budgets by dependency name; a dependency without one is not limited. */
  limits: Readonly<Record<string, BudgetLimit>>;
  store: BudgetStore;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /**
   * Waits up to this long inside the call, in all (others may take the room it waited for); a longer
   * wait becomes a delayed retry of the stage.
   */
  maxWaitMs: number;
  /** How long a budget's minute lasts: MINUTE_MS, shorter only where a simulation compresses time. */
  minuteMs?: number;
  /** Jitter source (Math.random unless a test fixes it). */
  random?: () => number;
}

const takeOptions = (budgets: Budgets): TakeOptions => ({
  ...(budgets.minuteMs === undefined ? {} : { minuteMs: budgets.minuteMs }),
  ...(budgets.random === undefined ? {} : { random: budgets.random }),
});

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
 * after a short wait if it soon will, else by failing with a transient error marked `[shared-budget]`
 * whose retry-after is when it will (the stage's delayed retry then comes back at that time).
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
    const result = await takeBudget(
      budgets.store,
      budgets.now,
      limit,
      dependency,
      accountId,
      cost,
      takeOptions(budgets),
    );
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
 * Records `cost` against `dependency`'s budget after a call, unconditionally: for what a call spent
 * that could not be known before it (a model's output tokens). What the current minute cannot hold
 * goes into the minutes after it, so the calls after it wait until it is paid for. No budget, no record.
 */
export async function charge(
  budgets: Budgets,
  dependency: string,
  accountId: string,
  cost: number,
): Promise<void> {
  const limit = budgets.limits[dependency];
  if (!limit || cost <= 0) return;
  const minuteMs = budgets.minuteMs ?? MINUTE_MS;
  const now = budgets.now();
  const windows = await budgets.store.windows(dependency, lookbackStart(now, minuteMs));
  for (const placement of debitPlacements(windows, limit, cost, now, minuteMs))
    await budgets.store.add(dependency, placement.start, accountId, placement.amount, null);
}
