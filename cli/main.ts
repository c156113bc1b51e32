/**
 * The `ctp` command line: argument parsing, the commands, and the mapping of outcomes to exit codes.
 * `run` does no process-level I/O of its own (streams, environment and the Ctrl+C signal come in as
 * arguments), so that it can be driven in-process as well as from `cli/ctp.ts`.
 */

import { type ParseArgsConfig, parseArgs } from 'node:util';
import { ApiClient, ApiError, type ApiResponse, InterruptedError, NetworkError, segment } from './api.js';
import { COMMAND_HELP, MAIN_HELP } from './help.js';
import {
  renderAccount,
  renderJob,
  renderJobList,
  renderPersona,
  renderPersonas,
  renderPreview,
} from './render.js';
import {
  type AccountView,
  type JobListView,
  type JobView,
  type PersonaDeletedView,
  type PersonaListView,
  type PersonaView,
  type PreviewView,
  TERMINAL_FAILURES,
} from './types.js';
import { type ProgressSink, waitForJob } from './wait.js';

export const DEFAULT_BASE_URL = 'http://127.0.0.1:3000';

export const ExitCode = {
  ok: 0,
  apiError: 1,
  usage: 2,
  jobNotDone: 3,
  network: 4,
  interrupted: 130,
} as const;

export interface Output {
  write(text: string): void;
  isTTY: boolean;
  /** Terminal width, when a terminal. */
  columns?: number;
}

export interface CliIo {
  stdout: Output;
  stderr: Output;
  env: Record<string, string | undefined>;
  /** Aborted when the user presses Ctrl+C. */
  interrupt: AbortSignal;
  fetch?: typeof fetch;
}

class UsageError extends Error {
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

const OPTIONS = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  persona: { type: 'string' },
  'callback-url': { type: 'string' },
  'idempotency-key': { type: 'string' },
  wait: { type: 'boolean' },
  q: { type: 'string' },
  limit: { type: 'string' },
  skip: { type: 'string' },
  name: { type: 'string' },
  definition: { type: 'string' },
  default: { type: 'boolean' },
} as const satisfies ParseArgsConfig['options'];

type OptionName = keyof typeof OPTIONS;
type Values = { [K in OptionName]?: (typeof OPTIONS)[K]['type'] extends 'boolean' ? boolean : string };

const GLOBAL_OPTIONS: OptionName[] = ['json', 'help', 'base-url', 'api-key'];

/** Per command: its options beyond the global ones, and its positional arguments. */
const COMMANDS: Record<string, { options: OptionName[]; args: string[] }> = {
  submit: { options: ['persona', 'callback-url', 'idempotency-key', 'wait'], args: ['company'] },
  status: { options: ['wait'], args: ['job_id'] },
  list: { options: ['q', 'limit', 'skip'], args: [] },
  cancel: { options: [], args: ['job_id'] },
  preview: { options: [], args: ['job_id'] },
  account: { options: [], args: [] },
  personas: { options: [], args: [] },
  'personas create': { options: ['name', 'definition', 'default'], args: [] },
  'personas update': { options: ['name', 'definition', 'default'], args: ['slug'] },
  'personas delete': { options: [], args: ['slug'] },
};

const PERSONA_SUBCOMMANDS = ['list', 'create', 'update', 'delete'];

interface Invocation {
  command: string;
  args: string[];
  values: Values;
}

const parseRaw = (argv: string[]) =>
  parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true, tokens: true });

function parse(argv: string[]): Invocation | { help: string | null; values: Values } {
  let parsed: ReturnType<typeof parseRaw>;
  try {
    parsed = parseRaw(argv);
  } catch (error) {
    // Node's messages name the option and say what is wrong with it.
    const command = argv.find((a) => !a.startsWith('-'));
    throw new UsageError(
      (error as Error).message,
      command && Object.hasOwn(COMMANDS, command) ? command : undefined,
    );
  }
  const values = parsed.values as Values;
  const positionals = [...parsed.positionals];
  const first = positionals.shift();

  if (first === undefined) return { help: null, values };
  if (first === 'help') {
    const topic = positionals[0];
    if (topic === undefined) return { help: MAIN_HELP, values };
    const text = Object.hasOwn(COMMAND_HELP, topic) ? COMMAND_HELP[topic] : undefined;
    if (!text) throw new UsageError(`no help for "${topic}": it is not a command`);
    return { help: text, values };
  }
  if (!Object.hasOwn(COMMANDS, first)) {
    throw new UsageError(`unknown command "${first}"`);
  }
  if (values.help) return { help: COMMAND_HELP[first] ?? MAIN_HELP, values };

  let command = first;
  if (first === 'personas' && positionals.length > 0) {
    const sub = positionals.shift() as string;
    if (!PERSONA_SUBCOMMANDS.includes(sub)) {
      throw new UsageError(`unknown personas command "${sub}" (list, create, update or delete)`, 'personas');
    }
    if (sub !== 'list') command = `personas ${sub}`;
  }
  const spec = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!spec) throw new UsageError(`unknown command "${command}"`);

  const given = new Set(parsed.tokens.flatMap((t) => (t.kind === 'option' ? [t.name as OptionName] : [])));
  for (const name of given) {
    if (!GLOBAL_OPTIONS.includes(name) && !spec.options.includes(name)) {
      throw new UsageError(`"${command}" does not take --${name}`, first);
    }
  }
  if (positionals.length < spec.args.length) {
    throw new UsageError(`"${command}" needs <${spec.args[positionals.length]}>`, first);
  }
  if (positionals.length > spec.args.length) {
    throw new UsageError(`unexpected argument "${positionals[spec.args.length]}" for "${command}"`, first);
  }
  return { command, args: positionals, values };
}

function wholeNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number, not "${value}"`, 'list');
  return Number(value);
}

function resolveBaseUrl(values: Values, env: CliIo['env']): string {
  const raw = values['base-url'] ?? (env.CTP_BASE_URL || DEFAULT_BASE_URL);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`the base URL "${raw}" is not a URL (for example ${DEFAULT_BASE_URL})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`the base URL must start with http:// or https://, not "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function resolveApiKey(values: Values, env: CliIo['env']): string {
  const key = values['api-key'] ?? env.CTP_API_KEY;
  if (!key) {
    throw new UsageError(
      'no API key: pass --api-key KEY or set CTP_API_KEY (locally, `npm start` prints a demo key, ctp_local_demo_key)',
    );
  }
  return key;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const width = (out: Output) => (out.isTTY ? (out.columns ?? 80) : undefined);

const isTerminalFailure = (status: string) => (TERMINAL_FAILURES as readonly string[]).includes(status);

/** Exit code of a job that was read or waited for. */
function jobExitCode(job: JobView, waited: boolean): number {
  if (job.status === 'done') return ExitCode.ok;
  if (job.status === 'processing') return waited ? ExitCode.jobNotDone : ExitCode.ok;
  return isTerminalFailure(job.status) ? ExitCode.jobNotDone : ExitCode.ok;
}

interface Context {
  api: ApiClient;
  io: CliIo;
  values: Values;
  args: string[];
}

/** Follows a job and prints the outcome; on Ctrl+C says how to pick up again. */
async function follow(ctx: Context, jobId: string, submitted: boolean): Promise<number> {
  const { io, values } = ctx;
  // With --json, stdout carries only the final JSON: the progress line goes to a watching terminal.
  let sink: ProgressSink | null = io.stdout;
  if (values.json) sink = io.stderr.isTTY ? io.stderr : null;
  if (!values.json) {
    const what = submitted ? 'it' : jobId;
    io.stdout.write(`Waiting for ${what} (Ctrl+C stops waiting; the job keeps running)\n`);
  }
  let job: JobView;
  try {
    // The API has already answered (the submit, or the first read): a failing poll is worth retrying.
    job = await waitForJob(ctx.api, jobId, { sink, signal: io.interrupt, reachable: true });
  } catch (error) {
    if (error instanceof InterruptedError) {
      io.stderr.write(
        `Stopped waiting. The job ${jobId} was not cancelled and keeps running.\n` +
          `Resume with:  npx ctp status ${jobId} --wait\n` +
          `Cancel with:  npx ctp cancel ${jobId}\n`,
      );
      return ExitCode.interrupted;
    }
    throw error;
  }
  if (values.json) io.stdout.write(json(job));
  else io.stdout.write(`\n${renderJob(job, width(io.stdout))}`);
  return jobExitCode(job, true);
}

async function submit(ctx: Context): Promise<number> {
  const { api, io, values, args } = ctx;
  const input = args[0] as string;
  let persona = values.persona;
  if (persona === undefined) {
    // Every job needs a persona: without --persona, the account's default, as the API reports it.
    const account = await api.get<AccountView>('/v1/account');
    persona = account.body.default_persona ?? undefined;
  }
  const body: Record<string, unknown> = { input, operation: 'target_people', persona };
  if (values['callback-url'] !== undefined) body.callback_url = values['callback-url'];
  const headers: Record<string, string> = {};
  if (values['idempotency-key'] !== undefined) headers['idempotency-key'] = values['idempotency-key'];

  let response: ApiResponse<{ job_id: string }>;
  try {
    response = await api.post<{ job_id: string }>('/v1/jobs', body, headers);
  } catch (error) {
    if (error instanceof InterruptedError || (error instanceof NetworkError && error.maybeDelivered)) {
      // The request may have reached the API: say how to find out, and how to retry safely.
      const retry =
        values['idempotency-key'] !== undefined
          ? 'submitting again with the same --idempotency-key is safe'
          : 'submit again with an --idempotency-key to make retries safe';
      io.stderr.write(`The job may or may not have been created: \`npx ctp list\` shows it; ${retry}.\n`);
    }
    throw error;
  }
  const jobId = response.body.job_id;
  const replayed = response.headers.get('idempotent-replayed') === 'true';
  if (values.json) {
    if (!values.wait) io.stdout.write(json(response.body));
  } else {
    const note = replayed ? ': the job this Idempotency-Key already created' : '';
    io.stdout.write(`Submitted ${jobId} (${input}, persona ${persona ?? 'default'})${note}.\n`);
    if (!values.wait) io.stdout.write(`Follow it:  npx ctp status ${jobId} --wait\n`);
  }
  if (!values.wait) return ExitCode.ok;
  return follow(ctx, jobId, true);
}

async function status(ctx: Context): Promise<number> {
  const { api, io, values, args } = ctx;
  const jobId = args[0] as string;
  if (values.wait) {
    // One read first: an unknown job or a bad key fails at once, and a finished job prints at once.
    const first = (await api.get<JobView>(`/v1/jobs/${segment(jobId)}`)).body;
    if (first.status !== 'processing') {
      io.stdout.write(values.json ? json(first) : renderJob(first, width(io.stdout)));
      return jobExitCode(first, true);
    }
    return follow(ctx, jobId, false);
  }
  const job = (await api.get<JobView>(`/v1/jobs/${segment(jobId)}`)).body;
  io.stdout.write(values.json ? json(job) : renderJob(job, width(io.stdout)));
  if (!values.json && job.status === 'processing') {
    io.stdout.write(`\nFollow it:  npx ctp status ${job.job_id} --wait\n`);
  }
  return jobExitCode(job, false);
}

async function list(ctx: Context): Promise<number> {
  const { api, io, values } = ctx;
  const limit = wholeNumber('limit', values.limit);
  const skip = wholeNumber('skip', values.skip);
  const response = await api.get<JobListView>('/v1/jobs', { q: values.q, limit, skip });
  io.stdout.write(
    values.json ? json(response.body) : renderJobList(response.body, skip ?? 0, width(io.stdout)),
  );
  return ExitCode.ok;
}

async function cancel(ctx: Context): Promise<number> {
  const { api, io, values, args } = ctx;
  const jobId = args[0] as string;
  const job = (await api.post<JobView>(`/v1/jobs/${segment(jobId)}/cancel`)).body;
  if (values.json) io.stdout.write(json(job));
  else if (job.status === 'cancelled') {
    io.stdout.write(`Job ${job.job_id} is cancelled (nothing is charged for it).\n`);
  } else {
    io.stdout.write(`Job ${job.job_id} had already ended (${job.status}); nothing changed.\n`);
  }
  return ExitCode.ok;
}

async function preview(ctx: Context): Promise<number> {
  const { api, io, values, args } = ctx;
  const response = await api.get<PreviewView>(`/v1/jobs/${segment(args[0] as string)}/preview`);
  io.stdout.write(values.json ? json(response.body) : renderPreview(response.body, width(io.stdout)));
  return ExitCode.ok;
}

async function account(ctx: Context): Promise<number> {
  const { api, io, values } = ctx;
  const response = await api.get<AccountView>('/v1/account');
  io.stdout.write(values.json ? json(response.body) : renderAccount(response.body, width(io.stdout)));
  return ExitCode.ok;
}

async function personasList(ctx: Context): Promise<number> {
  const { api, io, values } = ctx;
  const response = await api.get<PersonaListView>('/v1/personas');
  io.stdout.write(values.json ? json(response.body) : renderPersonas(response.body, width(io.stdout)));
  return ExitCode.ok;
}

async function personasCreate(ctx: Context): Promise<number> {
  const { api, io, values } = ctx;
  if (values.name === undefined || values.definition === undefined) {
    throw new UsageError('"personas create" needs --name and --definition', 'personas');
  }
  const body: Record<string, unknown> = { name: values.name, definition: values.definition };
  if (values.default) body.make_default = true;
  const response = await api.post<PersonaView>('/v1/personas', body);
  io.stdout.write(values.json ? json(response.body) : renderPersona(response.body, 'Created'));
  return ExitCode.ok;
}

async function personasUpdate(ctx: Context): Promise<number> {
  const { api, io, values, args } = ctx;
  const body: Record<string, unknown> = {};
  if (values.name !== undefined) body.name = values.name;
  if (values.definition !== undefined) body.definition = values.definition;
  if (values.default) body.make_default = true;
  if (Object.keys(body).length === 0) {
    throw new UsageError(
      '"personas update" needs at least one of --name, --definition, --default',
      'personas',
    );
  }
  const response = await api.patch<PersonaView>(`/v1/personas/${segment(args[0] as string)}`, body);
  io.stdout.write(values.json ? json(response.body) : renderPersona(response.body, 'Updated'));
  return ExitCode.ok;
}

async function personasDelete(ctx: Context): Promise<number> {
  const { api, io, values, args } = ctx;
  const response = await api.delete<PersonaDeletedView>(`/v1/personas/${segment(args[0] as string)}`);
  if (values.json) io.stdout.write(json(response.body));
  else {
    io.stdout.write(
      `Deleted persona ${response.body.slug}. The default persona is ${response.body.default_persona ?? 'unchanged'}.\n`,
    );
  }
  return ExitCode.ok;
}

const HANDLERS: Record<string, (ctx: Context) => Promise<number>> = {
  submit,
  status,
  list,
  cancel,
  preview,
  account,
  personas: personasList,
  'personas create': personasCreate,
  'personas update': personasUpdate,
  'personas delete': personasDelete,
};

function reportApiError(error: ApiError, io: CliIo, asJson: boolean): void {
  if (asJson) io.stdout.write(json(error.body));
  let text = `error: ${error.code}: ${error.message}\n`;
  for (const issue of error.details) {
    // Field-level issues, unless the message already says them.
    const line = `${Array.isArray(issue.loc) ? issue.loc.join('.') : ''}: ${issue.msg}`;
    if (!error.message.includes(line)) text += `  ${line}\n`;
  }
  const extras = Object.entries(error.extras).filter(([, value]) => value !== null && value !== undefined);
  if (extras.length > 0) text += `  (${extras.map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ')})\n`;
  io.stderr.write(text);
}

/** Runs one command line and returns its exit code. Never throws. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  let invocation: ReturnType<typeof parse>;
  try {
    invocation = parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`error: ${error.message}\n`);
    io.stderr.write(
      error.command
        ? `Run "npx ctp ${error.command} --help" for its usage.\n`
        : 'Run "npx ctp help" for usage.\n',
    );
    return ExitCode.usage;
  }
  if ('help' in invocation) {
    if (invocation.help === null) {
      if (invocation.values.help) {
        io.stdout.write(MAIN_HELP);
        return ExitCode.ok;
      }
      // No command at all: the help, on stderr, as a usage error.
      io.stderr.write(MAIN_HELP);
      return ExitCode.usage;
    }
    io.stdout.write(invocation.help);
    return ExitCode.ok;
  }

  const { command, args, values } = invocation;
  let baseUrl = '';
  try {
    baseUrl = resolveBaseUrl(values, io.env);
    const apiKey = resolveApiKey(values, io.env);
    const api = new ApiClient({ baseUrl, apiKey, signal: io.interrupt, fetch: io.fetch });
    const handler = Object.hasOwn(HANDLERS, command) ? HANDLERS[command] : undefined;
    if (!handler) throw new UsageError(`unknown command "${command}"`);
    return await handler({ api, io, values, args });
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`error: ${error.message}\n`);
      if (error.command) io.stderr.write(`Run "npx ctp ${error.command} --help" for its usage.\n`);
      return ExitCode.usage;
    }
    if (error instanceof ApiError) {
      reportApiError(error, io, values.json === true);
      return ExitCode.apiError;
    }
    if (error instanceof NetworkError) {
      io.stderr.write(
        `error: cannot reach the API at ${baseUrl}: ${error.message}\n` +
          'Is it running (npm start)? Set the address with --base-url or CTP_BASE_URL.\n',
      );
      return ExitCode.network;
    }
    if (error instanceof InterruptedError) {
      io.stderr.write('Interrupted.\n');
      return ExitCode.interrupted;
    }
    io.stderr.write(
      `error: unexpected: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return ExitCode.apiError;
  }
}
