/**
 * Turning API responses into text: tables, the one-line job progress and the job summaries. Pure
 * functions of their input (no I/O), so that they are easy to reason about and to test.
 */

import {
  type AccountView,
  type JobListView,
  type JobView,
  type PersonaListView,
  type PersonaView,
  type PreviewView,
  STAGE_STEPS,
  STAGES,
  type TargetPersonView,
} from './types.js';

// ---------------------------------------------------------------------------------------------
// Text cells

const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]+/gu;
const MARK = /^\p{Mark}$/u;
const WIDE =
  /^[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{1F300}-\u{1F64F}\u{1F900}-\u{1F9FF}\u{20000}-\u{3FFFD}]$/u;

/**
 * Text from the API as one safe line: control and format characters (escape sequences, newlines,
 * bidi overrides) become a space, so that a name in the data can never move the cursor or recolour
 * the terminal.
 */
export function clean(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).normalize('NFC').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

function charWidth(char: string): number {
  if (MARK.test(char)) return 0;
  return WIDE.test(char) ? 2 : 1;
}

/** Columns the text takes in a terminal: combining marks take none, CJK and emoji take two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/** Cuts `text` to at most `width` columns, ending with `…` when something was cut. */
export function truncate(text: string, width: number): string {
  if (width <= 0) return '';
  if (displayWidth(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const char of text) {
    const w = charWidth(char);
    if (used + w > width - 1) break;
    out += char;
    used += w;
  }
  return `${out}…`;
}

function pad(text: string, width: number, align: 'left' | 'right'): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return align === 'right' ? fill + text : text + fill;
}

// ---------------------------------------------------------------------------------------------
// Tables

export interface Column {
  header: string;
  /** A shorter header, used when the terminal is too narrow for the long one. */
  short?: string;
  align?: 'left' | 'right';
  /** Widest this column may be when the output is fitted to a terminal. */
  max?: number;
  /** Narrowest this column may be cut to when the terminal is narrow. */
  min?: number;
}

const GAP = '  ';

/** Room the last column should keep in a terminal, if its text needs it. */
const lastColumnRoom = (width: number) => Math.max(20, Math.floor(width * 0.4));

/**
 * An aligned table. Without `width` (output to a file or a pipe) nothing is cut. With `width` (the
 * terminal's columns) the table is fitted: capped columns are cut to their `max`; when the last
 * column would still be left too little room, long headers give way to their `short` form and the
 * columns with a `min` are narrowed, widest first; the last column gets whatever is left, and no
 * line is longer than `width`.
 */
export function renderTable(columns: Column[], rows: string[][], width?: number): string {
  const cells = rows.map((row) => columns.map((_, i) => clean(row[i])));
  const contentWidth = (i: number) => Math.max(0, ...cells.map((row) => displayWidth(row[i] ?? '')));
  const headers = columns.map((c) => c.header);
  const widths = columns.map((c, i) => {
    const natural = Math.max(displayWidth(c.header), contentWidth(i));
    return width !== undefined && c.max !== undefined ? Math.min(natural, c.max) : natural;
  });
  const last = columns.length - 1;
  if (width !== undefined && last >= 0) {
    const before = () => widths.slice(0, last).reduce((sum, w) => sum + w + GAP.length, 0);
    const wanted = Math.min(
      Math.max(contentWidth(last), displayWidth(headers[last] ?? '')),
      lastColumnRoom(width),
    );
    if (width - before() < wanted) {
      columns.forEach((c, i) => {
        if (i === last || c.short === undefined) return;
        headers[i] = c.short;
        widths[i] = Math.min(widths[i] ?? 0, Math.max(displayWidth(c.short), contentWidth(i)));
      });
    }
    while (width - before() < wanted) {
      let widest = -1;
      columns.forEach((c, i) => {
        const room =
          (widths[i] ?? 0) - Math.max(c.min ?? Number.POSITIVE_INFINITY, displayWidth(headers[i] ?? ''));
        if (i !== last && room > 0 && (widest < 0 || (widths[i] ?? 0) > (widths[widest] ?? 0))) widest = i;
      });
      if (widest < 0) break;
      widths[widest] = (widths[widest] ?? 0) - 1;
    }
    widths[last] = Math.max(displayWidth(headers[last] ?? ''), Math.min(widths[last] ?? 0, width - before()));
  }
  const line = (values: string[]) =>
    columns
      .map((column, i) => {
        const w = widths[i] ?? 0;
        const text = truncate(values[i] ?? '', w);
        return i === last && column.align !== 'right' ? text : pad(text, w, column.align ?? 'left');
      })
      .join(GAP);
  const lines = [line(headers), ...cells.map(line)];
  // No trailing spaces, and never wider than the terminal.
  return lines.map((l) => (width !== undefined ? truncate(l, width) : l).trimEnd()).join('\n');
}

// ---------------------------------------------------------------------------------------------
// Small formatters

const count = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : '–');

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** `4s`, `2m05s`, `1h02m`. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  if (total < 60) return `${total}s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes}m${String(total % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}

/** `2026-11-21 20:46` in UTC, the API's time zone. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return clean(iso);
  return `${date.toISOString().slice(0, 16).replace('T', ' ')}Z`;
}

/** `20:53:41Z`: the time of day in UTC, to the second. */
export function formatClock(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? clean(iso) : `${date.toISOString().slice(11, 19)}Z`;
}

export function stageLabel(stage: string | null | undefined): string {
  if (!stage) return 'starting';
  const steps = (STAGE_STEPS as Record<string, string>)[stage];
  return steps ? `${stage} (${steps}/${STAGES.length})` : clean(stage);
}

// ---------------------------------------------------------------------------------------------
// Job progress

export interface Progress {
  /** What changed, for deciding whether a non-TTY output prints a new line. */
  key: string;
  /** The line to show. */
  text: string;
}

/**
 * The one-line state of a job: stage, processing state, counters. `live` (a TTY) shows a countdown
 * to a delayed retry that a re-render updates every second; otherwise the retry time is printed as
 * a timestamp, so that the line only changes when the job does.
 */
export function progressLine(job: JobView, elapsedMs: number, now: number, live: boolean): Progress {
  const parts: string[] = [];
  if (job.status === 'processing') {
    parts.push(stageLabel(job.stage));
    if (job.processing_state === 'delayed') {
      const retryAt = job.next_retry_at ? Date.parse(job.next_retry_at) : Number.NaN;
      if (Number.isNaN(retryAt)) parts.push('delayed');
      else if (live) {
        parts.push(
          retryAt > now
            ? `delayed, retry in ${formatDuration(Math.ceil((retryAt - now) / 1000) * 1000)}`
            : 'delayed, retrying now',
        );
      } else parts.push(`delayed, retry at ${formatClock(job.next_retry_at)}`);
    } else {
      parts.push(clean(job.processing_state ?? 'active'));
    }
  } else {
    parts.push(clean(job.status));
  }
  const counters: string[] = [];
  if (job.team_scanned != null) counters.push(`scanned ${job.team_scanned}`);
  if (job.profiles_enriched != null) {
    counters.push(
      job.team_scanned != null && job.status === 'processing'
        ? `enriched ${job.profiles_enriched}/${job.team_scanned}`
        : `enriched ${job.profiles_enriched}`,
    );
  }
  if (job.preliminary_candidates != null) counters.push(`candidates ${job.preliminary_candidates}`);
  if (job.target_people_count != null) counters.push(`target people ${job.target_people_count}`);
  const key = [
    job.status,
    job.stage,
    job.processing_state,
    job.next_retry_at,
    job.team_scanned,
    job.profiles_enriched,
    job.preliminary_candidates,
  ].join('|');
  const body = [...parts, ...counters].join(' · ');
  return { key, text: `[${formatDuration(elapsedMs).padStart(4)}] ${body}` };
}

// ---------------------------------------------------------------------------------------------
// Jobs

function emailStatus(person: TargetPersonView): string {
  const email = person.contact?.email;
  if (!email?.status) return 'none';
  return email.source === 'guessed' ? `${clean(email.status)} (guessed)` : clean(email.status);
}

export function targetPeopleTable(people: TargetPersonView[], width?: number): string {
  const rows = [...people]
    .sort(
      (a, b) =>
        (a.rank_in_company ?? Number.MAX_SAFE_INTEGER) - (b.rank_in_company ?? Number.MAX_SAFE_INTEGER),
    )
    .map((p) => [
      count(p.rank_in_company),
      clean(p.person?.name),
      clean(p.professional?.role ?? p.person?.headline),
      p.is_decision_maker === true ? 'yes' : p.is_decision_maker === false ? 'no' : '–',
      emailStatus(p),
      clean(p.why),
    ]);
  return renderTable(
    [
      { header: 'RANK', short: '#', align: 'right' },
      { header: 'NAME', max: 24, min: 12 },
      { header: 'ROLE', max: 28, min: 10 },
      { header: 'DECISION MAKER', short: 'DM' },
      { header: 'EMAIL', max: 16, min: 5 },
      { header: 'WHY' },
    ],
    rows,
    width,
  );
}

/** The header of a job: its company, persona, counters and, when done, what it cost. */
export function jobSummary(job: JobView): string {
  const lines: string[] = [];
  const company = job.company?.name
    ? `${clean(job.company.name)}${job.company.domain ? ` (${clean(job.company.domain)})` : ''}`
    : clean(job.input) || (job.company_id != null ? `company ${job.company_id}` : '');
  const persona = job.persona?.name ? `persona ${clean(job.persona.name)} (${clean(job.persona.slug)})` : '';
  lines.push(`Job ${clean(job.job_id)}: ${clean(job.status)}`);
  const about = [company, persona].filter(Boolean).join(' · ');
  if (about) lines.push(about);
  const counters = [
    job.team_scanned != null ? `${job.team_scanned} scanned` : '',
    job.profiles_enriched != null ? `${job.profiles_enriched} enriched` : '',
    job.preliminary_candidates != null ? plural(job.preliminary_candidates, 'candidate') : '',
    job.target_people_count != null ? plural(job.target_people_count, 'target person', 'target people') : '',
  ].filter(Boolean);
  if (counters.length > 0) lines.push(counters.join(' · '));
  if (job.status === 'done') {
    const charged = `charged ${plural(job.credits_charged ?? 0, 'credit')}`;
    lines.push(job.credits_balance != null ? `${charged}, balance ${job.credits_balance}` : charged);
  }
  if (job.message) lines.push(clean(job.message));
  return lines.join('\n');
}

/** A job as `status` prints it: the summary, then the ranked people when done. */
export function renderJob(job: JobView, width?: number, elapsedMs?: number): string {
  const parts = [jobSummary(job)];
  if (job.status === 'processing') {
    parts.push(progressLine(job, elapsedMs ?? 0, Date.now(), true).text.replace(/^\[\s*\S+\] /, 'Now: '));
  }
  if (job.status === 'done') {
    const people = job.target_people ?? [];
    parts.push(people.length > 0 ? targetPeopleTable(people, width) : 'No target people.');
  }
  return `${parts.join('\n\n')}\n`;
}

export function renderJobList(list: JobListView, skip: number, width?: number): string {
  if (list.jobs.length === 0) {
    return list.count > 0 ? `No jobs on this page (${plural(list.count, 'job')} in all).\n` : 'No jobs.\n';
  }
  const table = renderTable(
    [
      { header: 'JOB' },
      { header: 'STATUS' },
      { header: 'COMPANY', max: 28, min: 10 },
      { header: 'PEOPLE', short: 'PPL', align: 'right' },
      { header: 'CREDITS', short: 'CR', align: 'right' },
      { header: 'CREATED', min: 11 },
      { header: 'PERSONA' },
    ],
    list.jobs.map((job) => [
      job.job_id,
      job.status,
      clean(job.company_name) || clean(job.input),
      count(job.target_people),
      count(job.credits_charged),
      formatTime(job.created_at),
      clean(job.persona),
    ]),
    width,
  );
  const first = skip + 1;
  const lastShown = skip + list.jobs.length;
  let footer = `${first}–${lastShown} of ${list.count}`;
  if (lastShown < list.count) footer += ` (next page: --skip ${lastShown})`;
  return `${table}\n\n${footer}\n`;
}

export function renderPreview(preview: PreviewView, width?: number): string {
  const lines: string[] = [];
  const state = [clean(preview.status), stageLabel(preview.stage)].filter(Boolean).join(' · ');
  lines.push(`Job ${clean(preview.job_id)}: ${state}`);
  const counters = Object.entries(preview.counters ?? {})
    .filter(([, value]) => value != null)
    .map(([name, value]) => `${name.replace(/_/g, ' ')} ${value}`);
  if (counters.length > 0) lines.push(counters.join(' · '));
  const people = preview.people ?? [];
  let out = `${lines.join('\n')}\n\n`;
  if (people.length === 0)
    return `${out}${preview.status === 'processing' ? 'No people in the preview yet.' : 'No people in the preview.'}\n`;
  out += renderTable(
    [{ header: 'NAME', max: 28, min: 12 }, { header: 'VERIFIED', short: 'OK' }, { header: 'HEADLINE' }],
    people.map((p) => [clean(p.name), p.verification_complete ? 'yes' : 'no', clean(p.headline)]),
    width,
  );
  out += '\n';
  if (preview.capped) out += `\nThe preview shows the first ${people.length} people of the roster.\n`;
  return out;
}

export function renderPersonas(list: PersonaListView, width?: number): string {
  const table = renderTable(
    [
      { header: 'SLUG', max: 40, min: 15 },
      { header: 'NAME', max: 30, min: 10 },
      { header: 'DEFAULT', short: 'DEF' },
      { header: 'DEFINITION' },
    ],
    list.personas.map((p) => [
      p.slug,
      clean(p.name),
      p.is_default ? 'yes' : '',
      `${p.is_system ? '[system] ' : ''}${clean(p.definition)}`,
    ]),
    width,
  );
  const readings = list.personas.filter((p) => p.interpretation?.summary);
  if (readings.length === 0) return `${table}\n`;
  const lines = ['', 'How each definition was read:'];
  for (const p of readings) lines.push(...interpretationLines(p, `  ${p.slug}: `, '    '));
  return `${table}\n${lines.join('\n')}\n`;
}

/** "Read as: …" and its warnings, so a user sees how the words were understood before spending a credit. */
function interpretationLines(persona: PersonaView, first: string, indent: string): string[] {
  const reading = persona.interpretation;
  if (!reading?.summary) return [];
  const by = reading.reader === 'claude' ? ' (by Claude)' : '';
  return [
    `${first}${clean(reading.summary)}${by}`,
    ...(reading.warnings ?? []).map((w) => `${indent}warning: ${clean(w)}`),
  ];
}

export function renderPersona(persona: PersonaView, verb: string): string {
  const lines = [
    `${verb} persona ${persona.slug} (${clean(persona.name)})${persona.is_default ? ', the default' : ''}.`,
  ];
  if (persona.definition) lines.push(`Definition: ${clean(persona.definition)}`);
  lines.push(...interpretationLines(persona, 'Read as: ', '  '));
  return `${lines.join('\n')}\n`;
}

/** Shows enough of the webhook secret to recognise it; `--json` prints it whole. */
function maskSecret(secret: string): string {
  return secret.length <= 12 ? '…' : `${secret.slice(0, 10)}…`;
}

export function renderAccount(account: AccountView, width?: number): string {
  const rows: [string, string][] = [
    ['Account', `${clean(account.account_id)}${account.name ? ` (${clean(account.name)})` : ''}`],
    ['Plan', clean(account.tier)],
    [
      'Credits',
      `${count(account.credits_available)} available (${count(account.credits_balance)} balance, ${count(account.credits_on_hold)} on hold)`,
    ],
    ['Jobs in flight', `${count(account.jobs_in_flight)} of ${count(account.concurrency_limit)}`],
    ['Default persona', clean(account.default_persona)],
  ];
  if (account.webhook_signing_secret) {
    rows.push(['Webhook secret', `${maskSecret(clean(account.webhook_signing_secret))} (whole with --json)`]);
  }
  if (account.created_at) rows.push(['Created', formatTime(account.created_at)]);
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  let out = rows.map(([label, value]) => `${`${label}:`.padEnd(labelWidth + 2)}${value}`).join('\n');
  const ledger = account.ledger ?? [];
  if (ledger.length > 0) {
    out += `\n\nRecent ledger:\n${renderTable(
      [
        { header: 'WHEN' },
        { header: 'TYPE' },
        { header: 'AMOUNT', align: 'right' },
        { header: 'JOB' },
        { header: 'NOTE' },
      ],
      ledger.map((entry) => [
        formatTime(entry.created_at),
        clean(entry.type),
        typeof entry.amount === 'number'
          ? entry.amount > 0
            ? `+${entry.amount}`
            : String(entry.amount)
          : '',
        clean(entry.job_id),
        clean(entry.note),
      ]),
      width,
    )}`;
  }
  return `${out}\n`;
}
