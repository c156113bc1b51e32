import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cleanRunEvents,
  groupBatches,
  HISTORY_EVENT_BUDGET,
  HISTORY_EVENT_LIMIT,
  maxMapItems,
  PIPELINE_SHAPE,
  worstCaseEvents,
  worstCaseTerms,
} from '../../functions/core/event-budget.js';
import { fanOutLimit } from '../../functions/core/pipeline/index.js';
import { loadConfig } from '../../functions/shared/config.js';
import { ASL_FILE } from '../../lib/constructs/pipeline.js';

type State = Record<string, any>;
const top = (JSON.parse(readFileSync(ASL_FILE, 'utf8')) as { States: Record<string, State> }).States;

/** The defaults every deployment starts from (functions/shared/config.ts). */
const defaults = loadConfig({ CTP_STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:1:stateMachine:x' });
const settings = {
  attempts: defaults.CTP_RETRY_MAX_ATTEMPTS,
  webhookAttempts: defaults.CTP_WEBHOOK_SCHEDULE_SECONDS.length,
};
const LARGEST_COMPANY = 50_000;

/** Map items of a roster of `people` under `attempts` (what scan_team hands the fan-out stages). */
function itemsFor(people: number, attempts: number) {
  const batches = Math.ceil(people / defaults.CTP_BATCH_SIZE);
  return groupBatches(batches, maxMapItems({ ...settings, attempts })).length;
}

describe('the event budget', () => {
  it('reads its shape from the ASL: Maps, what follows them, and every Retry it counts', () => {
    const maps = Object.entries(top).filter(([, s]) => s.Type === 'Map');
    expect(maps).toHaveLength(PIPELINE_SHAPE.mapStages);
    // Each Map goes to `<stage>_deferred` (a task) and its route, whose Default leaves the stage.
    const leaving = (name: string) => top[top[`${name}_deferred_route`]?.Default]?.Type;
    expect(maps.filter(([name]) => leaving(name) === 'Pass')).toHaveLength(PIPELINE_SHAPE.mapStagesWithPass);
    expect(maps.filter(([name]) => leaving(name) === 'Task')).toHaveLength(PIPELINE_SHAPE.mapStagesWithTask);
    for (const [name, map] of maps) {
      const [inner] = Object.values(map.ItemProcessor.States) as State[];
      expect(inner?.Retry?.[0].MaxAttempts).toBe(PIPELINE_SHAPE.iterationRetries);
      expect(map.MaxConcurrency).toBe(PIPELINE_SHAPE.mapConcurrency);
      expect(map.Next).toBe(`${name}_deferred`);
      expect(top[`${name}_deferred`]?.Type).toBe('Task');
      expect(top[`${name}_deferred`]?.Retry[0].MaxAttempts).toBe(PIPELINE_SHAPE.deferredRetries);
      expect(top[`${name}_deferred_route`]?.Type).toBe('Choice');
    }
    const delays = Object.entries(top).filter(([name]) => name.endsWith('_delay'));
    expect(delays).toHaveLength(PIPELINE_SHAPE.mapStages + PIPELINE_SHAPE.taskStages);
    for (const [, delay] of delays) expect(delay.Retry[0].MaxAttempts).toBe(PIPELINE_SHAPE.delayRetries);
    expect(top.publish_settle?.Retry[0].MaxAttempts).toBe(PIPELINE_SHAPE.publishRetries);
    expect(top.deliver_webhook?.Retry[0].MaxAttempts).toBe(PIPELINE_SHAPE.webhookRetries);
  });

  it(`keeps the worst case of a ${LARGEST_COMPANY.toLocaleString('en')}-person company, every stage retried to its limit, under 25,000 events`, () => {
    const items = itemsFor(LARGEST_COMPANY, settings.attempts);
    const events = worstCaseEvents(items, settings);
    console.log(
      `[event budget] ${LARGEST_COMPANY} people, ${settings.attempts} attempts per stage, ${settings.webhookAttempts} webhook attempts: ` +
        `${items} Map items, worst case ${events} events (${JSON.stringify(worstCaseTerms(items, settings))})`,
    );
    expect(events).toBeLessThanOrEqual(HISTORY_EVENT_BUDGET);
    expect(events).toBeLessThan(HISTORY_EVENT_LIMIT);
    // One Map item per batch of 100, as before this budget, would not fit.
    expect(worstCaseEvents(LARGEST_COMPANY / defaults.CTP_BATCH_SIZE, settings)).toBeGreaterThan(
      HISTORY_EVENT_LIMIT,
    );
  });

  it.each([2, 6, 12, 50])('stays within the budget whatever CTP_RETRY_MAX_ATTEMPTS is (%i)', (attempts) => {
    const items = itemsFor(LARGEST_COMPANY, attempts);
    expect(items).toBeGreaterThanOrEqual(1);
    expect(worstCaseEvents(items, { ...settings, attempts })).toBeLessThanOrEqual(HISTORY_EVENT_BUDGET);
    // And it uses the budget: one item more would not fit, unless the roster has no more batches.
    if (items < LARGEST_COMPANY / defaults.CTP_BATCH_SIZE)
      expect(
        worstCaseEvents(maxMapItems({ ...settings, attempts }) + 1, { ...settings, attempts }),
      ).toBeGreaterThan(HISTORY_EVENT_BUDGET);
  });

  it('counts the further scan_team invocations of a long roster and leaves the fan-out what remains', () => {
    // PDL's default 10 searches a minute read 100 pages in 600 s: a 50,000-person roster (500 pages)
    // then needs ceil(500 / 100) = 5 invocations; slower pages, e.g. 60 per invocation, need 9.
    const pages = LARGEST_COMPANY / defaults.CTP_BATCH_SIZE;
    for (const perInvocation of [defaults.CTP_SCAN_PAGES_PER_INVOCATION, 60, 20]) {
      const scanInvocations = Math.ceil(pages / perInvocation);
      const withScan = { ...settings, scanInvocations };
      const items = groupBatches(pages, maxMapItems(withScan)).length;
      expect(worstCaseEvents(items, withScan), `${scanInvocations} scan invocations`).toBeLessThanOrEqual(
        HISTORY_EVENT_BUDGET,
      );
      expect(maxMapItems(withScan)).toBeLessThanOrEqual(maxMapItems(settings));
    }
    const each = worstCaseEvents(1, { ...settings, scanInvocations: 2 }) - worstCaseEvents(1, settings);
    expect(each).toBe(5 + 2 + (settings.attempts - 1) * (6 + 18));
    expect(cleanRunEvents(10, 5) - cleanRunEvents(10)).toBe(4 * 7);
    const pipeline = {
      retry: { maxAttempts: settings.attempts, baseMs: 1, maxMs: 1 },
      webhookScheduleSeconds: defaults.CTP_WEBHOOK_SCHEDULE_SECONDS,
    };
    expect(fanOutLimit(pipeline as never, 9)).toBe(maxMapItems({ ...settings, scanInvocations: 9 }));
  });

  it('grows by a fixed number of events per Map item', () => {
    expect(cleanRunEvents(2) - cleanRunEvents(1)).toBe(PIPELINE_SHAPE.mapStages * 7);
    expect(worstCaseEvents(11, settings) - worstCaseEvents(10, settings)).toBe(
      worstCaseEvents(1, settings) - worstCaseEvents(0, settings),
    );
  });

  it('cuts batches into at most the allowed number of groups of consecutive batches, none empty', () => {
    for (const [count, max] of [
      [1, 73],
      [8, 3],
      [500, 73],
      [73, 73],
      [74, 73],
      [10, 1],
    ] as const) {
      const groups = groupBatches(count, max);
      expect(groups.length).toBeLessThanOrEqual(max);
      expect(groups.flat()).toEqual(Array.from({ length: count }, (_, i) => i));
      expect(groups.every((g) => g.length > 0)).toBe(true);
      // Equal groups, but for a shorter last one.
      const first = groups[0]?.length ?? 0;
      expect(groups.slice(0, -1).every((g) => g.length === first)).toBe(true);
      expect(groups.at(-1)?.length).toBeLessThanOrEqual(first);
    }
    expect(groupBatches(0, 5)).toEqual([]);
  });

  it('lets a configured CTP_MAX_FAN_OUT lower the limit, never raise it past the budget', () => {
    const pipeline = {
      retry: { maxAttempts: settings.attempts, baseMs: 1, maxMs: 1 },
      webhookScheduleSeconds: defaults.CTP_WEBHOOK_SCHEDULE_SECONDS,
    };
    const budget = maxMapItems(settings);
    expect(fanOutLimit({ ...pipeline, maxFanOut: 3 } as never)).toBe(3);
    expect(fanOutLimit({ ...pipeline, maxFanOut: 10_000 } as never)).toBe(budget);
    expect(fanOutLimit(pipeline as never)).toBe(budget);
  });
});
