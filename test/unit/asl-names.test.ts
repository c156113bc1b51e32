import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stageLabel } from '../../cli/render.js';
import { Stage } from '../../functions/core/model.js';
import { DELAYED_RETRY_ERRORS } from '../../functions/core/retry.js';
import { STAGE_FUNCTIONS } from '../../functions/stages/registry.js';
import { PIPELINE_TASKS, type PipelineTask, STAGE_STEPS, taskNames } from '../../functions/stages/tasks.js';

/**
 * The state machine as a table of contents: a state's name says which handler runs it and which spec
 * stage it belongs to, docs/pipeline.md lists the same names, and the Retry and Catch blocks repeated
 * on every stage are one definition, tied to what the code reads. The rules are in docs/pipeline.md,
 * "Names".
 */
type State = Record<string, any>;
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const top = (JSON.parse(read('statemachine/pipeline.asl.json')) as { States: Record<string, State> }).States;
const STAGES = Object.values(Stage) as string[];

const pascal = (snake: string) => snake.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());
const kebab = (pascalName: string) => pascalName.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();
const placeholderOf = (state: State) => /^\$\{(\w+)FunctionArn\}$/.exec(state.Resource)?.[1];

/** Every Task with its name and, for a task inside a Map, the Map (its stage). */
interface TaskState {
  name: string;
  state: State;
  map: string | null;
}

function tasks(): TaskState[] {
  return Object.entries(top).flatMap(([name, state]): TaskState[] => {
    if (state.Type === 'Task') return [{ name, state, map: null }];
    if (state.Type !== 'Map') return [];
    return Object.entries(state.ItemProcessor.States as Record<string, State>).map(([inner, s]) => ({
      name: inner,
      state: s,
      map: name,
    }));
  });
}

/**
 * What a Map stage hands over to once it is finished: the Default of its `<stage>_deferred_route` (the
 * Map itself goes to `<stage>_deferred`, which may send it round another pass).
 */
const afterMap = (stage: string) => top[`${stage}_deferred_route`]?.Default as string | undefined;

/** The state a Map stage hands over to when it is a Task: it finishes the stage, with the stage's handler. */
const isStageTail = (name: string) =>
  Object.entries(top).some(([stage, state]) => state.Type === 'Map' && afterMap(stage) === name) &&
  top[name]?.Type === 'Task';
const stageOfTail = (name: string) =>
  Object.entries(top).find(
    ([stage, state]) => state.Type === 'Map' && afterMap(stage) === name,
  )?.[0] as string;

/** `<stage>_delay` and `<stage>_deferred`: the one RecordDelay handler, told the stage. */
const isRecordDelay = (name: string) =>
  /_(delay|deferred)$/.test(name) && STAGES.includes(name.replace(/_(delay|deferred)$/, ''));

/** The handler a Task state must run, by the naming rules of docs/pipeline.md. */
function expectedHandler(name: string): string {
  if (isRecordDelay(name)) return 'RecordDelay';
  return pascal(name);
}

/** The task of the table (functions/stages/tasks.ts) a Task state runs. */
const taskOf = (name: string) => (isRecordDelay(name) ? 'record_delay' : name) as PipelineTask;

describe('the names of the state machine', () => {
  it('say which handler runs each task: its name in PascalCase, the delays aside', () => {
    const found = tasks().map(({ name, state }) => [name, placeholderOf(state)]);
    expect(found).toEqual(found.map(([name]) => [name, expectedHandler(name as string)]));
  });

  it('keep each handler in the file its name says', () => {
    for (const [placeholder, fn] of Object.entries(STAGE_FUNCTIONS))
      expect(fn.entry, placeholder).toBe(
        `functions/stages/${kebab(placeholder.replace(/FunctionArn$/, ''))}.ts`,
      );
  });

  it('are the table of functions/stages/tasks.ts: every task a state (or the delays), its handler and its step where its name says', async () => {
    const inAsl = [...new Set(tasks().map(({ name }) => taskOf(name)))].sort();
    expect(inAsl).toEqual(Object.keys(PIPELINE_TASKS).sort());
    const steps = (await import('../../functions/core/pipeline/index.js')) as Record<string, unknown>;
    for (const task of Object.keys(PIPELINE_TASKS) as PipelineTask[]) {
      const names = taskNames(task);
      expect(STAGE_FUNCTIONS[names.placeholder].entry, task).toBe(names.handlerFile);
      expect(typeof steps[names.step], `${task}: ${names.step}`).toBe('function');
      expect(read(names.stepFile), task).toMatch(
        new RegExp(`^export (async )?function ${names.step}\\b`, 'm'),
      );
    }
    // Each task works for the stage the table says: a Map's task for the Map, a stage tail for its Map.
    for (const { name, map } of tasks()) {
      const task = taskOf(name);
      const stage = map ?? (isStageTail(name) ? stageOfTail(name) : STAGES.includes(name) ? name : null);
      if (task !== 'record_delay') expect(PIPELINE_TASKS[task].stage, name).toBe(stage);
      expect(PIPELINE_TASKS[task].fanOut, name).toBe(map !== null);
    }
  });

  it('are the tasks docs/pipeline.md lists under "Names", with their stage and what they do', () => {
    const doc = read('docs/pipeline.md');
    const section = doc.slice(doc.indexOf('### Names'), doc.indexOf('\n### ', doc.indexOf('### Names') + 1));
    const rows = section
      .split('\n')
      .filter((line) => /^\| `\w+` \|/.test(line))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    expect(rows.map(([, task, stage, does]) => [task, stage, does])).toEqual(
      Object.entries(PIPELINE_TASKS).map(([task, { stage, does }]) => [
        `\`${task}\``,
        stage ? `\`${stage}\`` : '',
        does,
      ]),
    );
  });

  it('number the stages for the CLI without a gap, whatever a stage also does', () => {
    expect(Object.keys(STAGE_STEPS)).toEqual(STAGES);
    const covered = Object.values(STAGE_STEPS).map((steps) => steps.split('–').map(Number));
    // Each stage's first step is at most one past the last one seen: 1, 2, 3–4, 4, 5, 6.
    let last = 0;
    for (const [first = 0, end = first] of covered) {
      expect(first).toBeLessThanOrEqual(last + 1);
      last = Math.max(last, end);
    }
    expect(last).toBe(STAGES.length);
    expect(stageLabel('enrich_profiles')).toBe('enrich_profiles (3–4/6)');
    expect(stageLabel('find_candidates')).toBe('find_candidates (4/6)');
  });

  it('give every spec stage a state of its own name, a Map only around one task per group', () => {
    for (const stage of STAGES) expect(top[stage]?.Type, stage).toMatch(/^(Task|Map)$/);
    for (const { name, map } of tasks().filter((t) => t.map !== null)) {
      expect(STAGES, name).toContain(map);
      expect(name, `${map}'s task`).toMatch(/_batch$/);
    }
  });

  it('are the names docs/pipeline.md lists, with the task each Map runs and the task after it', () => {
    const doc = read('docs/pipeline.md');
    const table = doc.slice(doc.indexOf('## Stages'), doc.indexOf('\n\n', doc.indexOf('| State |')));
    const rows = table
      .split('\n')
      .filter((line) => /^\| `/.test(line))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const listed: string[] = [];
    for (const [, where = '', stage = ''] of rows) {
      const [state = '', ...rest] = [...where.matchAll(/`(\w+)`/g)].map((m) => m[1] as string);
      listed.push(state);
      expect(top[state], where).toBeDefined();
      if (STAGES.includes(state)) expect(stage, where).toBe(`\`${state}\``);
      if (top[state]?.Type === 'Map') {
        expect(Object.keys(top[state]?.ItemProcessor.States), where).toEqual([rest[0]]);
        expect(top[state]?.Next, where).toBe(`${state}_deferred`);
        if (rest[1]) expect(afterMap(state), where).toBe(rest[1]);
      }
    }
    expect(listed).toEqual([...STAGES, 'publish_settle', 'deliver_webhook']);
  });
});

describe('the Retry and Catch blocks repeated on every stage', () => {
  /** The states that belong to a stage and can fail it: the stage's own state, and a Map stage's tail. */
  const stageStates = Object.keys(top).filter((name) => STAGES.includes(name) || isStageTail(name));
  const stageOf = (name: string) => (STAGES.includes(name) ? name : stageOfTail(name));

  it('send a transient failure to the stage’s own delay and anything else to fail_job, the error where recordDelay reads it', () => {
    expect(stageStates.length).toBe(STAGES.length + 2);
    for (const name of stageStates)
      expect(top[name]?.Catch, name).toEqual([
        // recordDelay reads `state.error.Error` and `.Cause` (functions/core/pipeline/record-delay.ts).
        { ErrorEquals: DELAYED_RETRY_ERRORS, ResultPath: '$.error', Next: `${stageOf(name)}_delay` },
        { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'fail_job' },
      ]);
  });

  it('are one definition: every delay task is the same but for its stage, every Map task’s quick retry the same', () => {
    const delays = STAGES.map((stage) => top[`${stage}_delay`] as State);
    for (const [i, delay] of delays.entries()) {
      expect(delay.Parameters, STAGES[i]).toEqual({ 'state.$': '$', stage: STAGES[i] });
      expect({ ...delay, Parameters: null, Next: null }).toEqual({
        ...delays[0],
        Parameters: null,
        Next: null,
      });
      expect(delay.Next).toBe(`${STAGES[i]}_retry_route`);
    }
    const maps = STAGES.filter((stage) => top[stage]?.Type === 'Map');
    expect(maps.length).toBe(4);
    for (const stage of maps) {
      // The deferral step after each pass: the delay task's blocks, told `deferred: true`.
      const deferred = top[`${stage}_deferred`] as State;
      expect(deferred.Parameters, stage).toEqual({ 'state.$': '$', stage, deferred: true });
      expect({ ...deferred, Parameters: null, Next: null, Comment: null }).toEqual({
        ...top[`${stage}_delay`],
        Parameters: null,
        Next: null,
        Comment: null,
      });
      expect(deferred.Next).toBe(`${stage}_deferred_route`);
      expect(top[`${stage}_deferred_route`]?.Choices, stage).toEqual([
        { Variable: '$.next', StringEquals: 'stop', Next: 'end' },
        { Variable: '$.next', StringEquals: 'wait', Next: `${stage}_wait` },
      ]);
    }
    const quick = tasks()
      .filter((t) => t.map !== null)
      .map((t) => t.state.Retry);
    expect(quick.length).toBe(4);
    for (const retry of quick) expect(retry).toEqual(quick[0]);
  });
});
