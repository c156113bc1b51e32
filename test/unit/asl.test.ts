import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Stage } from '../../functions/core/model.js';
import { DELAYED_RETRY_ERRORS, LAMBDA_SERVICE_ERRORS } from '../../functions/core/retry.js';
import { STAGE_FUNCTIONS } from '../../functions/stages/registry.js';
import { ASL_FILE } from '../../lib/constructs/pipeline.js';

/**
 * The state machine against the error names the code declares: a transient error added to the code
 * without its ASL counterpart would fail jobs instead of delaying them, and this file says so.
 */
type State = Record<string, any>;
const asl = JSON.parse(readFileSync(ASL_FILE, 'utf8')) as { States: Record<string, State> };
const top = asl.States;

/** Every state, Map iterations included, with its name. */
function allStates(states: Record<string, State> = top): [string, State][] {
  return Object.entries(states).flatMap(([name, state]) => [
    [name, state] as [string, State],
    ...(state.ItemProcessor ? allStates(state.ItemProcessor.States) : []),
  ]);
}

const tasks = allStates().filter(([, state]) => state.Type === 'Task');
const sorted = (names: readonly string[]) => [...names].sort();
const DELAYED = sorted(DELAYED_RETRY_ERRORS);

describe('the state machine', () => {
  it('sends exactly the declared transient and platform errors of every stage to its delayed retry', () => {
    const catchers = allStates().flatMap(([name, state]) =>
      (state.Catch ?? [])
        .filter((c: State) => String(c.Next).endsWith('_delay'))
        .map((c: State) => [name, c] as const),
    );
    // One stage task (or Map) per stage, plus the task after each of the last two Maps.
    expect(catchers.map(([name]) => name).sort()).toEqual(
      sorted([...Object.values(Stage), 'verify_candidates_collect', 'match_target_assemble']),
    );
    for (const [name, catcher] of catchers) expect(sorted(catcher.ErrorEquals), name).toEqual(DELAYED);
  });

  it('names every stage the same in the ASL and in the code: stage state, delay, route and wait', () => {
    for (const stage of Object.values(Stage)) {
      expect(top[stage], stage).toBeDefined();
      expect(top[`${stage}_delay`]?.Parameters?.stage, stage).toBe(stage);
      expect(top[`${stage}_retry_route`]?.Type, stage).toBe('Choice');
      expect(top[`${stage}_wait`], stage).toMatchObject({ Type: 'Wait', Next: stage });
    }
  });

  it('loops scan_team back to itself while it has roster pages left (next: more), within its timeout', () => {
    const route = top[`${Stage.scan_team}_route`];
    expect(top[Stage.scan_team]?.Next).toBe(`${Stage.scan_team}_route`);
    expect(route?.Choices).toContainEqual({
      Variable: '$.next',
      StringEquals: 'more',
      Next: Stage.scan_team,
    });
    // An invocation starts no page after CTP_SCAN_SECONDS_PER_INVOCATION (at most 780): 90 s are left.
    expect(top[Stage.scan_team]?.TimeoutSeconds).toBeGreaterThanOrEqual(780 + 90);
  });

  it('retries nothing of a stage invisibly: the stage tasks have no Retry of their own', () => {
    for (const stage of [
      Stage.match_company,
      Stage.scan_team,
      'verify_candidates_collect',
      'match_target_assemble',
    ])
      expect(top[stage]?.Retry, stage).toBeUndefined();
  });

  it("retries Lambda's service errors on the spot inside a Map iteration, and only those", () => {
    const maps = Object.entries(top).filter(([, state]) => state.Type === 'Map');
    expect(maps.map(([name]) => name).sort()).toEqual(
      sorted([Stage.enrich_profiles, Stage.find_candidates, Stage.verify_candidates, Stage.match_target]),
    );
    for (const [name, map] of maps) {
      const inner = Object.values(map.ItemProcessor.States) as State[];
      expect(inner, name).toHaveLength(1);
      expect(inner[0]?.Retry, name).toHaveLength(1);
      expect(sorted(inner[0]?.Retry[0].ErrorEquals), name).toEqual(sorted(LAMBDA_SERVICE_ERRORS));
      expect(map.MaxConcurrency, name).toBeGreaterThanOrEqual(1);
      expect(map.MaxConcurrency, name).toBeLessThanOrEqual(10);
    }
  });

  it('retries the steps that have no delay of their own (delay, publish, webhook) on every transient error', () => {
    const deferred = Object.keys(top).filter((name) => name.endsWith('_deferred'));
    expect(deferred).toHaveLength(4);
    const steps = [
      ...Object.values(Stage).map((s) => `${s}_delay`),
      ...deferred,
      'publish_settle',
      'deliver_webhook',
    ];
    for (const name of steps) {
      expect(top[name]?.Retry, name).toHaveLength(1);
      expect(sorted(top[name]?.Retry[0].ErrorEquals), name).toEqual(DELAYED);
    }
  });

  it('names no error the code does not know (a typo would never match)', () => {
    const known = new Set([...DELAYED_RETRY_ERRORS, 'States.ALL']);
    for (const [name, state] of allStates()) {
      for (const rule of [...(state.Retry ?? []), ...(state.Catch ?? [])])
        for (const error of rule.ErrorEquals) expect(known.has(error), `${name}: ${error}`).toBe(true);
    }
  });

  it('gives every task a TimeoutSeconds, so a hung invocation becomes States.Timeout', () => {
    expect(tasks.length).toBeGreaterThan(10);
    for (const [name, state] of tasks) {
      expect(Number.isInteger(state.TimeoutSeconds), name).toBe(true);
      expect(state.TimeoutSeconds, name).toBeGreaterThan(0);
    }
  });

  it('runs only stage functions that exist, and every one of them', () => {
    const used = new Set(tasks.map(([, state]) => /^\$\{(\w+)\}$/.exec(state.Resource)?.[1]));
    expect(used).toEqual(new Set(Object.keys(STAGE_FUNCTIONS)));
    for (const fn of Object.values(STAGE_FUNCTIONS)) expect(existsSync(fn.entry), fn.entry).toBe(true);
  });
});
