import {
  type IndexDefinition,
  type IndexProjection,
  LEGACY_PROCESSING_PK,
  processingPk,
  TABLES,
} from '../functions/adapters/dynamodb/tables.js';
import { toCompany } from '../functions/core/company.js';
import { newJobRecord } from '../functions/core/jobs.js';
import { OPERATION_TARGET_PEOPLE } from '../functions/core/model.js';
import {
  DEFAULT_NETWORK_FILE,
  loadNetworkDataset,
  toProviderCompany,
} from '../functions/sandbox/network/dataset.js';

/**
 * `npm run bench -- table-writes`: the DynamoDB write units one job costs on the jobs table and its
 * indexes, computed (not measured: DynamoDB Local reports no consumed capacity) from item sizes and
 * projections, by DynamoDB's rules:
 *
 * - An item's size is the sum of its attribute names and values (strings in UTF-8 bytes, numbers about
 *   one byte per two digits plus one, null and booleans one byte, maps and lists three bytes plus one
 *   per element) (DynamoDB item sizes and formats, CapacityUnitCalculations.html).
 * - A write costs one unit per started KB of the item; an update, of the larger of the item before and
 *   after.
 * - A table write writes a global secondary index only when the item is in it before or after and a
 *   key or projected attribute changes: one write to add or remove the entry, two when the index key
 *   changes, one when a projected attribute changes, none otherwise; each of the entry's size, which is
 *   the table and index keys plus the projected attributes (GSI.html, "Writes to a global secondary
 *   index").
 *
 * The job's writes are the pipeline's, counted from functions/core/pipeline/ and metered.ts for a
 * roster of `people` in batches of 100 (CTP_BATCH_SIZE), judged in batches of 40 (CTP_JUDGE_BATCH_SIZE),
 * with a shortlist of 100 and no delayed retry: each write is listed in `jobWrites`.
 * BENCH_SMOKE=1 (the unit test) runs it for a tiny job only.
 */

type Item = Record<string, unknown>;

const numberSize = (n: number): number => {
  const digits = String(Math.abs(n))
    .replace('.', '')
    .replace(/^0+|0+$/g, '');
  return Math.ceil(Math.max(1, digits.length) / 2) + 1;
};

/** DynamoDB's size of one value (without its name). */
export function valueSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number') return numberSize(value);
  if (Array.isArray(value)) return 3 + value.reduce<number>((sum, v) => sum + 1 + valueSize(v), 0);
  return 3 + Object.entries(value).reduce((sum, [k, v]) => sum + 1 + Buffer.byteLength(k) + valueSize(v), 0);
}

export const itemSize = (item: Item): number =>
  Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + valueSize(value), 0);

const units = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

interface IndexModel {
  name: string;
  keys: string[];
  projection: IndexProjection;
}

/** The entry an index holds for `item`, or null when the item is not in it (a missing key attribute). */
function entryOf(index: IndexModel, item: Item, tableKey: string): Item | null {
  if (index.keys.some((key) => item[key] === undefined || item[key] === null)) return null;
  if (index.projection.type === 'ALL') return item;
  const names = new Set([tableKey, ...index.keys]);
  if (index.projection.type === 'INCLUDE') for (const a of index.projection.attributes) names.add(a);
  return Object.fromEntries(Object.entries(item).filter(([name]) => names.has(name)));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Write units of one write that turns `before` (null: none) into `after` (null: deleted). */
export function writeCost(
  indexes: readonly IndexModel[],
  before: Item | null,
  after: Item | null,
  tableKey = 'job_id',
): { table: number; indexes: Record<string, number> } {
  const table = units(Math.max(before ? itemSize(before) : 0, after ? itemSize(after) : 0));
  const perIndex: Record<string, number> = {};
  for (const index of indexes) {
    const old = before ? entryOf(index, before, tableKey) : null;
    const now = after ? entryOf(index, after, tableKey) : null;
    let cost = 0;
    if (old && now) {
      const keyChanged = index.keys.some((key) => !same(old[key], now[key]));
      if (keyChanged) cost = units(itemSize(old)) + units(itemSize(now));
      else if (!same(old, now)) cost = units(itemSize(now));
    } else if (old) cost = units(itemSize(old));
    else if (now) cost = units(itemSize(now));
    perIndex[index.name] = cost;
  }
  return { table, indexes: perIndex };
}

const modelOf = (index: IndexDefinition): IndexModel => ({
  name: index.name,
  keys: [index.partitionKey, ...(index.sortKey ? [index.sortKey] : [])],
  projection: index.projection ?? { type: 'ALL' },
});

/** Today's jobs table. */
export const AFTER: readonly IndexModel[] = TABLES.jobs.indexes.map(modelOf);
/** The same indexes as they were: every attribute projected into each. */
export const BEFORE: readonly IndexModel[] = TABLES.jobs.indexes.map((index) => ({
  ...modelOf(index),
  projection: { type: 'ALL' },
}));

type Layout = 'before' | 'after';

/** A job item at submission, as functions/core/jobs.ts builds it (the same function), in the table's layout. */
function submittedItem(layout: Layout): Item {
  const jobId = 'job_m4x9k2p7q8r1s5t3';
  const at = '2026-11-25T21:00:00.000Z';
  return {
    ...newJobRecord({
      jobId,
      accountId: 'acct_7d1c9e2f4a6b',
      keyId: 'key_5e8a2c4d6f0b',
      input: 'https://www.linkedin.com/company/megacorp-global',
      companyRef: 'slug:megacorp-global',
      operation: OPERATION_TARGET_PEOPLE,
      persona: {
        slug: 'owners-founders',
        name: 'Owners & founders',
        definition:
          'People who own or founded the company, or run it as its chief executive: founders, co-founders, owners, managing partners, CEOs and managing directors.',
      },
      companyId: null,
      callbackUrl: 'https://hooks.example.com/ctp',
      idempotencyKey: null,
      at,
    }),
    processing_pk: layout === 'after' ? processingPk(jobId) : LEGACY_PROCESSING_PK,
    ...(layout === 'after' ? { last_progress_at: at } : {}),
  };
}

/** One write of the pipeline: what it changes on the item. */
type Change = (item: Item, at: string, layout: Layout) => void;

const progressed = (item: Item, at: string, layout: Layout) => {
  item.updated_at = at;
  if (layout === 'after') item.last_progress_at = at;
};
const enterStage =
  (stage: string): Change =>
  (item, at, layout) => {
    Object.assign(item, { stage, processing_state: 'active', next_retry_at: null });
    progressed(item, at, layout);
  };
const setProgress =
  (fields: Item): Change =>
  (item, at, layout) => {
    Object.assign(item, fields);
    progressed(item, at, layout);
  };
const addProgress =
  (field: string, n: number): Change =>
  (item, at, layout) => {
    item[field] = Number(item[field] ?? 0) + n;
    if (layout === 'after') item.last_progress_at = at;
  };
const addUsage: Change = (item) => {
  for (const [name, n] of [
    ['usage_requests', 1],
    ['usage_input_tokens', 43_000],
    ['usage_output_tokens', 2_400],
    ['usage_cache_read_tokens', 12_000],
    ['usage_cache_write_tokens', 3_000],
  ] as const)
    item[name] = Number(item[name] ?? 0) + n;
};
const recordCost =
  (unit: string, n: number): Change =>
  (item) => {
    item[`cost:${unit}`] = Number(item[`cost:${unit}`] ?? 0) + n;
  };
const settle: Change = (item, at) => {
  Object.assign(item, {
    status: 'done',
    result_key: `results/${String(item.job_id)}.json`,
    target_people_count: 100,
    replay_key: 'acct_7d1c9e2f4a6b#101557893#8f3a1c5e7b9d2f4a6c8e0b1d3f5a7c9e',
    settled_at: at,
    credits_charged: 1,
    credits_balance: 41,
    processing_state: null,
    next_retry_at: null,
    finished_at: at,
    updated_at: at,
    webhook_pending: true,
  });
  delete item.processing_pk;
};
const clearWebhook: Change = (item) => {
  delete item.webhook_pending;
};

/** The writes a job of `people` makes to its item, in order, by kind (see the header for the sizes). */
export function jobWrites(people: number): { kind: string; change: Change }[] {
  const batches = Math.ceil(people / 100);
  const judgeCalls = Math.ceil(100 / 40);
  const writes: { kind: string; change: Change }[] = [];
  const add = (kind: string, change: Change, times = 1) => {
    for (let i = 0; i < times; i += 1) writes.push({ kind, change });
  };
  const company = toCompany(
    toProviderCompany(loadNetworkDataset(DEFAULT_NETWORK_FILE).companyBySlug('megacorp-global') ?? fail()),
    'www.linkedin.com',
  );
  add('enterStage', enterStage('match_company'));
  add('cost', recordCost('pdl_company', 1));
  add('setProgress', setProgress({ company_id: 101557893, company }));
  add('enterStage', enterStage('scan_team'));
  for (let page = 1; page <= batches; page += 1) {
    add('cost', recordCost('pdl_search', 1));
    add('setProgress', setProgress({ team_scanned: Math.min(people, page * 100) }));
  }
  add('enterStage', enterStage('enrich_profiles'));
  for (let batch = 0; batch < batches; batch += 1) {
    add('cost', recordCost('pdl_enrich', 100));
    add('addProgress', addProgress('profiles_enriched', 100));
    for (let call = 0; call < judgeCalls; call += 1) {
      add('addUsage', addUsage);
      add('cost', recordCost('anthropic_input', 43_000));
    }
    add('addProgress', addProgress('preliminary_candidates', 2));
  }
  for (const stage of ['find_candidates', 'verify_candidates', 'match_target']) {
    add('enterStage', enterStage(stage));
    add('addUsage', addUsage, 3);
    add('cost', recordCost(stage === 'verify_candidates' ? 'zerobounce' : 'anthropic_output', 100), 3);
    add('setProgress', setProgress({ preliminary_candidates: 100 }));
  }
  add('setProgress', setProgress({ target_people_count: 100 }));
  add('settle', settle);
  add('clearWebhook', clearWebhook);
  return writes;
}

function fail(): never {
  throw new Error('The sample network has no megacorp-global');
}

export interface WriteReport {
  people: number;
  layout: Layout;
  writes: number;
  itemBytesAtEnd: number;
  table: number;
  indexes: Record<string, number>;
  total: number;
  /** The writes that land on the busiest `by_processing` partition: all of them unsharded. */
  processingPartitionShare: number;
}

export function writeUnitsPerJob(people: number, layout: Layout): WriteReport {
  const indexes = layout === 'after' ? AFTER : BEFORE;
  let item: Item | null = null;
  const totals = { table: 0, indexes: Object.fromEntries(indexes.map((i) => [i.name, 0])) };
  const apply = (change: (next: Item) => void) => {
    const next = structuredClone(item ?? {}) as Item;
    change(next);
    const cost = writeCost(indexes, item, next);
    totals.table += cost.table;
    for (const [name, n] of Object.entries(cost.indexes))
      totals.indexes[name] = (totals.indexes[name] ?? 0) + n;
    item = next;
  };
  apply((next) => Object.assign(next, submittedItem(layout)));
  const writes = jobWrites(people);
  writes.forEach(({ change }, i) => {
    const at = new Date(Date.parse('2026-11-25T21:00:00.000Z') + (i + 1) * 1000).toISOString();
    apply((next) => change(next, at, layout));
  });
  const total = totals.table + Object.values(totals.indexes).reduce((a, b) => a + b, 0);
  return {
    people,
    layout,
    writes: writes.length + 1,
    itemBytesAtEnd: itemSize(item ?? {}),
    table: totals.table,
    indexes: totals.indexes,
    total,
    processingPartitionShare: layout === 'after' ? 1 / 16 : 1,
  };
}

export function report(sizes: readonly number[]): string {
  const lines = [
    '| people | layout | writes | item at end | table WCU | by_account | by_key | by_replay | by_processing | total WCU |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const people of sizes) {
    for (const layout of ['before', 'after'] as const) {
      const r = writeUnitsPerJob(people, layout);
      lines.push(
        `| ${people.toLocaleString('en-US')} | ${layout} | ${r.writes} | ${r.itemBytesAtEnd} B | ${r.table} | ${r.indexes.by_account} | ${r.indexes.by_key} | ${r.indexes.by_replay} | ${r.indexes.by_processing} | ${r.total} |`,
      );
    }
  }
  return lines.join('\n');
}

if (import.meta.main) {
  const smoke = process.env.BENCH_SMOKE === '1';
  console.log(report(smoke ? [100] : [1_000, 10_000, 50_000]));
}
