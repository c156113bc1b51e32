import Anthropic, {
  APIConnectionError,
  APIError,
  APIUserAbortError,
  type Middleware,
} from '@anthropic-ai/sdk';
import type {
  ContentBlockParam,
  Message,
  MessageCreateParamsNonStreaming,
  MessageParam,
  TextBlockParam,
  Tool,
} from '@anthropic-ai/sdk/resources/messages';
import * as v from 'valibot';
import { mapBounded } from '../../core/bounded.js';
import { AppError, ConfigError } from '../../core/errors.js';
import { DownDependency, withDownMark } from '../../core/outage.js';
import type { PersonaInterpretation } from '../../core/persona-reader.js';
import {
  type CallContext,
  type JudgeEstimate,
  type JudgeUsage,
  type PersonaJudge,
  type ShortlistVerdict,
  TransientError,
  TransientErrorName,
  type VerifiedCandidate,
} from '../../core/ports.js';
import type { ProviderCompany, ProviderProfile } from '../../core/profile.js';
import { fitWhy } from '../../core/target-person.js';
import { isDownStatus, retryHint, statusMeaning } from '../provider-errors.js';
import { retryAfterSeconds } from '../retry-after.js';
import { interpretWithClaude } from './interpret.js';
import {
  batchMessage,
  displayName,
  instructions,
  type OutputMode,
  type Pass,
  type PersonaInput,
  personaBlock,
  repairMessage,
  shortlistLine,
  verifyLine,
} from './prompts.js';
import {
  describeIssues,
  SHORTLIST_JSON_SCHEMA,
  type ShortlistAnswer,
  ShortlistAnswerSchema,
  ToolName,
  VERIFY_JSON_SCHEMA,
  type VerifyAnswer,
  VerifyAnswerSchema,
} from './schemas.js';

/**
 * The persona judge backed by the Anthropic Messages API (docs/judge-anthropic.md).
 *
 * - shortlist: the fast model screens compact summaries, `batchSize` people per request;
 * - verify: the strong model re-reads fuller profiles of the shortlist, in batches too, and writes `why`.
 *
 * Requests of one call run at most `concurrency` at a time. Answers are constrained by the API (a
 * strict, forced tool; or `output_config.format` for models that refuse forced tools) and checked again
 * with valibot; a malformed or truncated answer is repaired once in the same conversation, then
 * reported as `Judge.Overloaded` so the pipeline retries the stage visibly. Overload, rate limits, 5xx
 * and connection failures become the same transient error, carrying the API's Retry-After.
 */

export const ANTHROPIC_JUDGE_DEFAULTS = {
  fastModel: 'claude-haiku-4-5',
  strongModel: 'claude-sonnet-5-5',
  batchSize: 40,
  concurrency: 4,
  /** The SDK's own retries: one quick retry for a blip; anything longer is the pipeline's visible delay. */
  maxRetries: 1,
  /** Per HTTP attempt. Two attempts plus backoff must fit the stage Lambda's 5 minutes. */
  requestTimeoutMs: 120_000,
  /** A Retry-After longer than this is not waited out inside the Lambda: the pipeline waits instead. */
  maxInlineRetryAfterSeconds: 10,
  /**
   * With a cached prefix, the other batches wait for the first answer (or this long) before starting:
   * the API makes a new cache entry visible only once the first response has begun, so batches sent
   * together would each pay for writing it.
   */
  cacheWarmupMs: 2_000,
} as const;

/** Prompt-cache sizes are estimated, not counted: about four characters per token (English and JSON). */
export const CHARS_PER_TOKEN = 4;

export interface JudgeRequestMeta {
  pass: Pass;
  model: string;
  jobId: string;
  stage: CallContext['stage'];
  attempt: number;
  /** 0-based batch number within this call, and how many batches the call has. */
  batch: number;
  batches: number;
  people: number;
  /** True for the one repair request that follows a malformed answer. */
  repair: boolean;
  /** Whether the shared system block carried `cache_control`. */
  cacheControl: boolean;
  stopReason: string | null;
  durationMs: number;
}

export type OnJudgeUsage = (usage: JudgeUsage, meta: JudgeRequestMeta) => void;

export interface AnthropicJudgeOptions {
  fastModel: string;
  strongModel: string;
  /** People per request, in both passes. */
  batchSize: number;
  /** Requests in flight at once within one shortlist or verify call. */
  concurrency: number;
  /** Called after every request that got an answer (including repairs), e.g. to emit metrics. */
  onUsage?: OnJudgeUsage;
  /** `auto` picks by model generation (see modelProfile). */
  outputMode?: 'auto' | OutputMode;
  /** Overrides the minimum cacheable prefix of both models (tokens). */
  minCacheTokens?: number;
  requestTimeoutMs?: number;
  cacheWarmupMs?: number;
  /** What a job's message calls the judge when it stays down (functions/core/outage.ts). */
  dependency?: string;
}

/** A non-transient failure of the judge (bad request, authentication, refusal): the job fails. */
export class AnthropicJudgeError extends AppError {
  readonly code = 'judge_failed';
  /** Tokens already spent by this call's other requests, for whoever wants to record them. */
  usage: JudgeUsage | null = null;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** `Judge.Overloaded`, with the usage this call spent before it gave up. */
export class JudgeOverloadedError extends TransientError {
  usage: JudgeUsage | null = null;
  constructor(message: string, retryAfterSeconds: number | null = null, options?: { cause?: unknown }) {
    super(TransientErrorName.judgeOverloaded, message, retryAfterSeconds, options);
  }
}

// ---------------------------------------------------------------------------------------------
// Models
// ---------------------------------------------------------------------------------------------

export interface ModelProfile {
  /** Claude 4.x and older accept a forced tool and sampling parameters; Claude 5.x do not (or not all). */
  generation: 'legacy' | 'current';
  outputMode: OutputMode;
  /** Shortest prefix the API caches for this model, in tokens. */
  minCacheTokens: number;
}

/** Minimum cacheable prompt lengths as documented (docs/judge-anthropic.md cites the sources). */
const CACHE_MINIMUMS: ReadonlyArray<[RegExp, number]> = [
  [/claude-haiku-4-5|claude-opus-4-[56]/, 4096],
  [/claude-(3-5-haiku|3-haiku)|claude-sonnet-4-6|claude-opus-4-7/, 2048],
  [/claude-(sonnet-4|opus-4|3-7-sonnet)|claude-sonnet-5(?!-)/, 1024],
  [/claude-(haiku|sonnet|opus|fable|mythos)-5/, 512],
];
const UNKNOWN_MODEL_CACHE_MINIMUM = 1024;

/** Generation 4 and older: forced strict tools work; newer (and unknown) models get `output_config.format`. */
const LEGACY_MODEL = /claude-(3-|(haiku|sonnet|opus)-4)/;

export function modelProfile(model: string): ModelProfile {
  const generation = LEGACY_MODEL.test(model) ? 'legacy' : 'current';
  const minCacheTokens =
    CACHE_MINIMUMS.find(([pattern]) => pattern.test(model))?.[1] ?? UNKNOWN_MODEL_CACHE_MINIMUM;
  return { generation, outputMode: generation === 'legacy' ? 'tool' : 'json', minCacheTokens };
}

// ---------------------------------------------------------------------------------------------
// Passes
// ---------------------------------------------------------------------------------------------

interface PassSpec<A extends { verdicts: { id: string }[] }> {
  pass: Pass;
  model: string;
  jsonSchema: Record<string, unknown> & { type: 'object' };
  answer: v.GenericSchema<unknown, A>;
  line: (id: string, profile: ProviderProfile, company: ProviderCompany) => string;
  /** Output budget for a batch of n people (before thinking headroom). */
  maxTokens: (n: number) => number;
  description: string;
  effort: 'low' | 'medium';
  /** Extra output room for adaptive thinking on current models. */
  thinkingHeadroom: number;
}

type Item<A extends { verdicts: unknown[] }> = A['verdicts'][number];

const MAX_TOKENS_CEILING = 32_000;

/**
 * What the judge needs of a client: the Messages API. Both `Anthropic` and `AnthropicBedrock`
 * (@anthropic-ai/bedrock-sdk, which rewrites requests to Bedrock's InvokeModel) provide it.
 */
export type MessagesClient = { messages: Pick<Anthropic['messages'], 'create'> };

export class AnthropicPersonaJudge implements PersonaJudge {
  private readonly shortlistSpec: PassSpec<ShortlistAnswer>;
  private readonly verifySpec: PassSpec<VerifyAnswer>;

  constructor(
    private readonly client: MessagesClient,
    private readonly options: AnthropicJudgeOptions,
  ) {
    for (const [name, value] of [
      ['batchSize', options.batchSize],
      ['concurrency', options.concurrency],
    ] as const) {
      if (!Number.isInteger(value) || value < 1)
        throw new ConfigError([`AnthropicPersonaJudge: ${name} must be a whole number ≥ 1, got ${value}`]);
    }
    this.shortlistSpec = {
      pass: 'shortlist',
      model: options.fastModel,
      jsonSchema: SHORTLIST_JSON_SCHEMA,
      answer: ShortlistAnswerSchema,
      line: shortlistLine,
      // ~15 tokens per verdict; generous so that a verbose model is not cut off.
      maxTokens: (n) => 256 + 40 * n,
      description: 'Record one shortlist verdict (keep, score) for every person in the request.',
      effort: 'low',
      thinkingHeadroom: 4_000,
    };
    this.verifySpec = {
      pass: 'verify',
      model: options.strongModel,
      jsonSchema: VERIFY_JSON_SCHEMA,
      answer: VerifyAnswerSchema,
      line: verifyLine,
      // ~130 tokens per verdict with its why; room for the longest allowed why.
      maxTokens: (n) => 512 + 350 * n,
      description: 'Record the final verdict, reason and professional facts for every person in the request.',
      effort: 'medium',
      thinkingHeadroom: 8_000,
    };
  }

  /** Claude's reading of a definition (interpret.ts); the offline reading when Claude cannot answer. */
  async interpret(persona: { name: string; definition: string }): Promise<PersonaInterpretation> {
    return interpretWithClaude(
      this.client,
      this.options.strongModel,
      persona,
      this.options.requestTimeoutMs ?? ANTHROPIC_JUDGE_DEFAULTS.requestTimeoutMs,
    );
  }

  /**
   * What a pass over `profiles` will ask of its model, for the shared rate budgets: one request per
   * batch of `batchSize`, each sending the instructions, the persona block and its batch's lines (the
   * prefix counted in full, although cached reads do not count against most models' input limit).
   */
  estimate(
    pass: Pass,
    persona: PersonaInput,
    company: ProviderCompany,
    profiles: ProviderProfile[],
  ): JudgeEstimate {
    const spec = pass === 'shortlist' ? this.shortlistSpec : this.verifySpec;
    const requests = Math.ceil(profiles.length / this.options.batchSize);
    const mode =
      this.options.outputMode && this.options.outputMode !== 'auto'
        ? this.options.outputMode
        : modelProfile(spec.model).outputMode;
    const prefix = instructions(pass, mode).length + personaBlock(persona, company).length;
    const lines = profiles.reduce((sum, p, i) => sum + spec.line(String(i + 1), p, company).length + 1, 0);
    return {
      model: spec.model,
      requests,
      inputTokens: Math.ceil((requests * prefix + lines) / CHARS_PER_TOKEN),
    };
  }

  async shortlist(
    persona: PersonaInput,
    company: ProviderCompany,
    profiles: ProviderProfile[],
    ctx: CallContext,
  ): Promise<{ verdicts: ShortlistVerdict[]; usage: JudgeUsage | null }> {
    if (profiles.length === 0) return { verdicts: [], usage: null };
    const { answers, usage } = await this.run(this.shortlistSpec, persona, company, profiles, ctx);
    const verdicts = profiles.map((profile): ShortlistVerdict => {
      const answer = answers.get(profile.person_ref);
      // Someone the model left out was not kept: the cheap pass errs on the side of not paying for them.
      if (!answer) return { person_ref: profile.person_ref, keep: false, score: 0 };
      return { person_ref: profile.person_ref, keep: answer.keep, score: score(answer.score) };
    });
    return { verdicts, usage };
  }

  async verify(
    persona: PersonaInput,
    company: ProviderCompany,
    candidates: ProviderProfile[],
    ctx: CallContext,
  ): Promise<{ verdicts: VerifiedCandidate[]; usage: JudgeUsage | null }> {
    if (candidates.length === 0) return { verdicts: [], usage: null };
    const { answers, usage } = await this.run(this.verifySpec, persona, company, candidates, ctx);
    const verdicts = candidates.map((profile): VerifiedCandidate => {
      const answer = answers.get(profile.person_ref);
      const name = displayName(profile) ?? 'This person';
      if (!answer) {
        return {
          person_ref: profile.person_ref,
          keep: false,
          score: 0,
          why: fitWhy(`Not kept: the judge returned no verdict for ${name}.`),
        };
      }
      return {
        person_ref: profile.person_ref,
        keep: answer.keep,
        score: score(answer.score),
        why: whyOf(answer.why, answer.keep, name, persona, company),
        tier: answer.tier,
        is_decision_maker: answer.is_decision_maker,
        manages_people: answer.manages_people,
        budget_authority: answer.budget_authority,
        belongs_to_company: answer.belongs_to_company,
      };
    });
    return { verdicts, usage };
  }

  /** Splits into batches, runs them through the pool, and maps every answer back to its person_ref. */
  private async run<A extends { verdicts: { id: string }[] }>(
    spec: PassSpec<A>,
    persona: PersonaInput,
    company: ProviderCompany,
    profiles: readonly ProviderProfile[],
    ctx: CallContext,
  ): Promise<{ answers: Map<string, Item<A>>; usage: JudgeUsage }> {
    const profile = modelProfile(spec.model);
    const mode =
      this.options.outputMode && this.options.outputMode !== 'auto'
        ? this.options.outputMode
        : profile.outputMode;
    const system: TextBlockParam[] = [
      { type: 'text', text: instructions(spec.pass, mode) },
      { type: 'text', text: personaBlock(persona, company) },
    ];
    const tool: Tool = {
      name: ToolName[spec.pass],
      description: spec.description,
      input_schema: spec.jsonSchema,
      strict: true,
    };
    const batches = split(profiles, this.options.batchSize);
    // The cached prefix is tools + system. Mark it only when the model would cache something that long,
    // and when at least two requests of the job will share it: a write costs 1.25× the input price, so a
    // prefix nobody reads again is cheaper uncached. The shortlist of one job spans several calls (one
    // per enriched batch), so its sharing is judged from the company's size.
    const prefixChars =
      system.reduce((sum, block) => sum + block.text.length, 0) +
      (mode === 'tool' ? JSON.stringify(tool).length : 0);
    const minCache = this.options.minCacheTokens ?? profile.minCacheTokens;
    const sharing =
      spec.pass === 'shortlist'
        ? Math.max(batches.length, Math.ceil((company.employees_count ?? 0) / this.options.batchSize))
        : batches.length;
    const cacheControl = Math.ceil(prefixChars / CHARS_PER_TOKEN) >= minCache && sharing >= 2;
    if (cacheControl) system[1] = { ...(system[1] as TextBlockParam), cache_control: { type: 'ephemeral' } };

    const base: Omit<MessageCreateParamsNonStreaming, 'messages' | 'max_tokens'> = {
      model: spec.model,
      system,
      ...(mode === 'tool'
        ? { tools: [tool], tool_choice: { type: 'tool', name: tool.name, disable_parallel_tool_use: true } }
        : {}),
      ...(mode === 'json' || profile.generation === 'current'
        ? {
            output_config: {
              ...(mode === 'json'
                ? { format: { type: 'json_schema' as const, schema: spec.jsonSchema } }
                : {}),
              // Claude 5.x thinks adaptively by default; a screening task needs little of it.
              ...(profile.generation === 'current' ? { effort: spec.effort } : {}),
            },
          }
        : {}),
      // Reproducible verdicts where the model accepts it; Claude 5.x rejects non-default sampling.
      ...(profile.generation === 'legacy' ? { temperature: 0 } : {}),
    };

    const total = emptyUsage();
    const answers = new Map<string, Item<A>>();
    try {
      const warmupMs = cacheControl
        ? (this.options.cacheWarmupMs ?? ANTHROPIC_JUDGE_DEFAULTS.cacheWarmupMs)
        : 0;
      const results = await mapBounded(
        batches,
        this.options.concurrency,
        (batch, index) =>
          this.judgeBatch(spec, base, mode, batch, company, {
            ctx,
            batch: index,
            batches: batches.length,
            cacheControl,
            headroom: profile.generation === 'current' ? spec.thinkingHeadroom : 0,
            total,
          }),
        { warmupMs },
      );
      for (const result of results)
        for (const [ref, item] of result) if (!answers.has(ref)) answers.set(ref, item);
    } catch (error) {
      if (error instanceof JudgeOverloadedError || error instanceof AnthropicJudgeError)
        error.usage = { ...total };
      throw error;
    }
    return { answers, usage: total };
  }

  /** One batch: a request, and at most one repair of a malformed answer in the same conversation. */
  private async judgeBatch<A extends { verdicts: { id: string }[] }>(
    spec: PassSpec<A>,
    base: Omit<MessageCreateParamsNonStreaming, 'messages' | 'max_tokens'>,
    mode: OutputMode,
    batch: readonly ProviderProfile[],
    company: ProviderCompany,
    run: {
      ctx: CallContext;
      batch: number;
      batches: number;
      cacheControl: boolean;
      headroom: number;
      total: JudgeUsage;
    },
  ): Promise<Map<string, Item<A>>> {
    const ids = batch.map((_, i) => String(i + 1));
    const refById = new Map(ids.map((id, i) => [id, (batch[i] as ProviderProfile).person_ref]));
    const question: MessageParam = {
      role: 'user',
      content: batchMessage(
        spec.pass,
        batch.map((profile, i) => spec.line(ids[i] as string, profile, company)),
      ),
    };
    let messages: MessageParam[] = [question];
    let maxTokens = Math.min(MAX_TOKENS_CEILING, spec.maxTokens(batch.length) + run.headroom);

    for (let attempt = 0; ; attempt += 1) {
      const started = Date.now();
      const response = await this.send({ ...base, max_tokens: maxTokens, messages });
      const usage = usageOf(response);
      add(run.total, usage);
      this.report(usage, {
        pass: spec.pass,
        model: spec.model,
        jobId: run.ctx.jobId,
        stage: run.ctx.stage,
        attempt: run.ctx.attempt,
        batch: run.batch,
        batches: run.batches,
        people: batch.length,
        repair: attempt > 0,
        cacheControl: run.cacheControl,
        stopReason: response.stop_reason,
        durationMs: Date.now() - started,
      });

      const outcome = readAnswer(response, mode, ToolName[spec.pass], spec.answer, refById, maxTokens);
      if (outcome.ok) {
        const found = new Map<string, Item<A>>();
        for (const item of outcome.value.verdicts) {
          const ref = refById.get(item.id);
          if (ref !== undefined && !found.has(ref)) found.set(ref, item);
        }
        return found;
      }
      if (outcome.refusal)
        throw new AnthropicJudgeError(
          `Anthropic ${spec.model} declined to judge batch ${run.batch + 1}/${run.batches} (${spec.pass}): ${outcome.problem}`,
        );
      if (attempt >= 1)
        throw new JudgeOverloadedError(
          `Anthropic ${spec.model} gave no usable ${spec.pass} answer for batch ${run.batch + 1}/${run.batches} after a repair: ${outcome.problem}`,
        );
      messages = [
        question,
        assistantTurn(response),
        repairTurn(response, repairMessage(outcome.problem, ids, outcome.truncated, mode)),
      ];
      if (outcome.truncated) maxTokens = Math.min(MAX_TOKENS_CEILING, maxTokens * 2);
    }
  }

  /** Metrics must never fail a judgement: a throwing callback is ignored. */
  private report(usage: JudgeUsage, meta: JudgeRequestMeta): void {
    try {
      this.options.onUsage?.(usage, meta);
    } catch {
      // The usage still reaches the job through the returned JudgeUsage.
    }
  }

  private async send(params: MessageCreateParamsNonStreaming): Promise<Message> {
    try {
      // An explicit timeout also lifts the SDK's "use streaming above ~21k max_tokens" guard.
      return await this.client.messages.create(params, {
        timeout: this.options.requestTimeoutMs ?? ANTHROPIC_JUDGE_DEFAULTS.requestTimeoutMs,
      });
    } catch (error) {
      throw toJudgeError(error, params.model, this.options.dependency);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The factory the composition root calls
// ---------------------------------------------------------------------------------------------

export interface AnthropicJudgeConfig {
  apiKey: string;
  /** CTP_ANTHROPIC_BASE_URL: a proxy or a fake; default the public API. */
  baseURL?: string | null | undefined;
  fastModel?: string;
  strongModel?: string;
  batchSize?: number;
  concurrency?: number;
  onUsage?: OnJudgeUsage;
  outputMode?: AnthropicJudgeOptions['outputMode'];
  maxRetries?: number;
  requestTimeoutMs?: number;
  /** CTP_JUDGE_MAX_INLINE_RETRY_AFTER_SECONDS; default ANTHROPIC_JUDGE_DEFAULTS.maxInlineRetryAfterSeconds. */
  maxInlineRetryAfterSeconds?: number | undefined;
}

export function createAnthropicJudge(config: AnthropicJudgeConfig): AnthropicPersonaJudge {
  const defaults = ANTHROPIC_JUDGE_DEFAULTS;
  const client = new Anthropic({
    apiKey: config.apiKey,
    ...(config.baseURL ? { baseURL: config.baseURL } : {}),
    maxRetries: config.maxRetries ?? defaults.maxRetries,
    timeout: config.requestTimeoutMs ?? defaults.requestTimeoutMs,
    middleware: [
      deferLongRetryAfter(config.maxInlineRetryAfterSeconds ?? defaults.maxInlineRetryAfterSeconds),
    ],
  });
  return new AnthropicPersonaJudge(client, {
    fastModel: config.fastModel ?? defaults.fastModel,
    strongModel: config.strongModel ?? defaults.strongModel,
    batchSize: config.batchSize ?? defaults.batchSize,
    concurrency: config.concurrency ?? defaults.concurrency,
    ...(config.onUsage ? { onUsage: config.onUsage } : {}),
    ...(config.outputMode ? { outputMode: config.outputMode } : {}),
    requestTimeoutMs: config.requestTimeoutMs ?? defaults.requestTimeoutMs,
  });
}

/**
 * The SDK would sleep out any Retry-After before its own retry, inside a Lambda billed by the
 * millisecond. Past `maxSeconds` it is told not to retry, so the error reaches the pipeline at once
 * and the wait becomes a visible `delayed` state instead.
 */
export function deferLongRetryAfter(maxSeconds: number): Middleware {
  return async (request, next) => {
    const response = await next(request);
    if (response.ok) return response;
    const seconds = retryAfterSeconds(response.headers);
    if (seconds === null || seconds <= maxSeconds) return response;
    const headers = new Headers(response.headers);
    headers.set('x-should-retry', 'false');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

type Outcome<A> =
  | { ok: true; value: A }
  | { ok: false; problem: string; truncated: boolean; refusal: boolean };

function readAnswer<A extends { verdicts: { id: string }[] }>(
  response: Message,
  mode: OutputMode,
  toolName: string,
  schema: v.GenericSchema<unknown, A>,
  refById: ReadonlyMap<string, string>,
  maxTokens: number,
): Outcome<A> {
  const fail = (problem: string, truncated = false, refusal = false): Outcome<A> => ({
    ok: false,
    problem,
    truncated,
    refusal,
  });
  if (response.stop_reason === 'refusal') return fail('the model refused to answer', false, true);
  if (response.stop_reason === 'max_tokens')
    return fail(`the answer was cut off at the ${maxTokens}-token limit before it was complete`, true);

  let raw: unknown;
  if (mode === 'tool') {
    const call = response.content.find((block) => block.type === 'tool_use' && block.name === toolName);
    if (call?.type !== 'tool_use') return fail(`there was no call to the tool ${toolName}`);
    raw = call.input;
  } else {
    const text = response.content
      .map((block) => (block.type === 'text' ? block.text : ''))
      .join('')
      .trim();
    if (text === '') return fail('there was no JSON answer');
    try {
      raw = JSON.parse(text);
    } catch (error) {
      return fail(`the answer was not valid JSON (${(error as Error).message})`);
    }
  }
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) return fail(`the answer did not match the schema: ${describeIssues(parsed.issues)}`);
  if (refById.size > 0 && !parsed.output.verdicts.some((item) => refById.has(item.id)))
    return fail('none of the verdicts used an "id" from the request');
  return { ok: true, value: parsed.output };
}

/** The previous answer as it will be sent back: content the API accepts in an assistant turn. */
function assistantTurn(response: Message): MessageParam {
  const content: ContentBlockParam[] = [];
  for (const block of response.content) {
    if (block.type === 'text' && block.text.trim() !== '') content.push({ type: 'text', text: block.text });
    else if (block.type === 'tool_use')
      content.push({ type: 'tool_use', id: block.id, name: block.name, input: block.input ?? {} });
    else if (block.type === 'thinking')
      content.push({ type: 'thinking', thinking: block.thinking, signature: block.signature });
    else if (block.type === 'redacted_thinking')
      content.push({ type: 'redacted_thinking', data: block.data });
  }
  if (content.length === 0) content.push({ type: 'text', text: '(no answer)' });
  return { role: 'assistant', content };
}

/** A tool call must be answered by its tool_result; otherwise the complaint is plain text. */
function repairTurn(response: Message, text: string): MessageParam {
  const calls = response.content.filter((block) => block.type === 'tool_use');
  if (calls.length === 0) return { role: 'user', content: [{ type: 'text', text }] };
  return {
    role: 'user',
    content: calls.map((call) => ({
      type: 'tool_result',
      tool_use_id: call.id,
      is_error: true,
      content: text,
    })),
  };
}

const score = (value: number): number => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

/** 1 to 1000 characters: cut like every other `why`, and never empty. */
function whyOf(
  why: string,
  keep: boolean,
  name: string,
  persona: PersonaInput,
  company: ProviderCompany,
): string {
  const fitted = fitWhy(why);
  if (fitted !== '') return fitted;
  const co = company.name?.trim() || 'the company';
  return fitWhy(
    keep
      ? `${name} at ${co} was judged a fit for ${persona.name}; the judge gave no further reason.`
      : `Not kept: ${name} at ${co} was judged not to fit ${persona.name}; the judge gave no further reason.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/** Besides 429 and 5xx (the shared reading), a request timeout and a conflict are worth a later try. */
const ALSO_TRANSIENT = [408, 409] as const;

/**
 * SDK errors never leave the adapter: transient ones (provider-errors.ts reads the status) become
 * Judge.Overloaded, the rest an AnthropicJudgeError.
 * An outage (no connection, no answer in time, a 5xx) is marked as one, naming `dependency`, so the
 * pipeline waits it out without counting attempts; a 429 or 409 is a refusal and counts them.
 */
export function toJudgeError(
  error: unknown,
  model: string,
  dependency: string = DownDependency.anthropic,
): Error {
  if (error instanceof TransientError || error instanceof AnthropicJudgeError) return error;
  if (error instanceof APIConnectionError)
    return new JudgeOverloadedError(
      withDownMark(`Could not reach the Anthropic API (${model}): ${error.message}`, dependency),
      null,
      { cause: error },
    );
  if (error instanceof APIError && !(error instanceof APIUserAbortError) && error.status !== undefined) {
    const kind = error.type ?? 'error';
    const detail = error.apiMessage ?? error.message;
    const meaning = statusMeaning(error.status, ALSO_TRANSIENT);
    const message = `Anthropic API ${error.status} ${kind} (${model}): ${detail}`;
    if (meaning === 'rate_limited' || meaning === 'unavailable')
      return new JudgeOverloadedError(
        isDownStatus(error.status) ? withDownMark(message, dependency) : message,
        retryHint(meaning, error.headers),
        { cause: error },
      );
    return new AnthropicJudgeError(`Anthropic API ${error.status} ${kind} (${model}): ${detail}`, {
      cause: error,
    });
  }
  return error instanceof Error ? error : new Error(String(error));
}

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

export const emptyUsage = (): JudgeUsage => ({
  requests: 0,
  input_tokens: 0,
  output_tokens: 0,
  cache_read_input_tokens: 0,
  cache_creation_input_tokens: 0,
});

function usageOf(response: Message): JudgeUsage {
  const usage = response.usage;
  return {
    requests: 1,
    input_tokens: usage?.input_tokens ?? 0,
    output_tokens: usage?.output_tokens ?? 0,
    cache_read_input_tokens: usage?.cache_read_input_tokens ?? 0,
    cache_creation_input_tokens: usage?.cache_creation_input_tokens ?? 0,
  };
}

function add(total: JudgeUsage, usage: JudgeUsage): void {
  total.requests += usage.requests;
  total.input_tokens += usage.input_tokens;
  total.output_tokens += usage.output_tokens;
  total.cache_read_input_tokens += usage.cache_read_input_tokens;
  total.cache_creation_input_tokens += usage.cache_creation_input_tokens;
}

/** ceil(n / size) batches whose sizes differ by at most one (100 by 40 → 34, 33, 33). */
export function split<T>(items: readonly T[], size: number): T[][] {
  const count = Math.ceil(items.length / size);
  const out: T[][] = [];
  let start = 0;
  for (let i = 0; i < count; i += 1) {
    const length = Math.floor(items.length / count) + (i < items.length % count ? 1 : 0);
    out.push(items.slice(start, start + length));
    start += length;
  }
  return out;
}
