import Anthropic from '@anthropic-ai/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AnthropicJudgeError,
  type AnthropicJudgeOptions,
  AnthropicPersonaJudge,
  createAnthropicJudge,
  type JudgeRequestMeta,
  modelProfile,
  split,
} from '../../functions/adapters/judge/anthropic.js';
import { ToolName } from '../../functions/adapters/judge/schemas.js';
import { DownDependency, outageOf } from '../../functions/core/outage.js';
import { SYSTEM_PERSONA } from '../../functions/core/personas.js';
import {
  type CallContext,
  type JudgeUsage,
  TransientError,
  type VerifiedCandidate,
} from '../../functions/core/ports.js';
import type { ExperienceItem, ProviderCompany, ProviderProfile } from '../../functions/core/profile.js';
import { DEFAULT_JUDGE_STRONG_MODEL } from '../../functions/shared/settings.js';
import {
  apiError,
  type FakeAnthropic,
  type FakeReply,
  forcedTool,
  message,
  overloaded,
  peopleIn,
  type RecordedRequest,
  rateLimited,
  startFakeAnthropic,
  textMessage,
  toolUseMessage,
} from '../fakes/anthropic-server.js';

/** The default strong model: JSON output mode, caches from 512 tokens. */
const STRONG = DEFAULT_JUDGE_STRONG_MODEL;
const CTX: CallContext = { jobId: 'job_1', stage: 'find_candidates', attempt: 0 };
const VERIFY_CTX: CallContext = { jobId: 'job_1', stage: 'verify_candidates', attempt: 0 };

const PERSONA = {
  slug: 'sales-leaders',
  name: 'Sales leaders',
  definition: 'Heads of sales, VPs of sales and sales directors. Exclude SDRs.',
};

const company: ProviderCompany = {
  id: 42,
  slug: 'acme-robotics',
  name: 'Acme Robotics',
  website: 'https://acme.example',
  domain: 'acme.example',
  industry: 'Robotics',
  type: 'Privately Held',
  description: 'Warehouse robots.',
  slogan: null,
  logo_url: null,
  employees_count: 120,
  specialties: ['robotics', 'logistics'],
  location: { locality: 'Berlin', region: 'Berlin', postal_code: null, country_code: 'DE' },
  followers: null,
  last_post_date: null,
  company_language: 'en',
  hiring_for: [],
  has_logo: null,
  recent_posts: [],
  email: null,
};

const job = (title: string, overrides: Partial<ExperienceItem> = {}): ExperienceItem => ({
  title,
  company: 'Acme Robotics',
  company_id: 42,
  employment_type: 'Full-time',
  workplace_type: null,
  start: '2019-03',
  end: null,
  duration: null,
  description: null,
  ...overrides,
});

const TITLES = ['VP Sales', 'Sales Development Representative', 'Software Engineer', 'Head of Sales EMEA'];

function person(i: number, overrides: Partial<ProviderProfile> = {}): ProviderProfile {
  const title = TITLES[i % TITLES.length] as string;
  return {
    person_ref: `ref_${i}`,
    name: `Person ${i}`,
    first_name: 'Person',
    last_name: String(i),
    headline: `${title} at Acme Robotics`,
    network_url: null,
    photo_url: null,
    background_url: null,
    location: {
      text: 'Berlin, Germany',
      city: 'Berlin',
      region: null,
      country: 'Germany',
      country_code: 'DE',
    },
    about: `I have sold robots for fifteen years. ${'Long about text. '.repeat(20)}`,
    connections: 500,
    followers: 600,
    member_since: null,
    gender: null,
    flags: null,
    certifications: [],
    interests: null,
    featured: [],
    websites: [],
    bio_links: [],
    experience: [
      job(title),
      job('Account Executive', { company: 'Other GmbH', company_id: 7, start: '2015', end: '2019' }),
    ],
    education: [{ school: 'TU Berlin', degree: 'MSc', field: 'Engineering', start: '2008', end: '2013' }],
    signals: null,
    meta: null,
    languages: ['en'],
    ...overrides,
  };
}

const people = (n: number): ProviderProfile[] => Array.from({ length: n }, (_, i) => person(i + 1));

/** Keeps every person whose summary mentions "Sales" but not "Development". */
const shortlistAnswer = (request: RecordedRequest) => ({
  verdicts: peopleIn(request.body).map((p) => {
    const text = JSON.stringify(p);
    const keep = /Sales/.test(text) && !/Development/.test(text);
    return { id: p.id, keep, score: keep ? 0.85 : 0.05 };
  }),
});

const shortlistReply =
  (delayMs = 0) =>
  (request: RecordedRequest): FakeReply => ({
    ...toolUseMessage(ToolName.shortlist, shortlistAnswer(request)),
    delayMs,
  });

const verifyAnswer = (
  request: RecordedRequest,
  why = (p: { id: string; name?: string }) => `${p.name} leads sales.`,
) => ({
  verdicts: peopleIn(request.body).map((p) => ({
    id: p.id,
    why: why(p),
    tier: 'executive',
    is_decision_maker: true,
    manages_people: 'yes',
    budget_authority: 'owns',
    belongs_to_company: null,
    score: 0.9,
    keep: true,
  })),
});

let fake: FakeAnthropic | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

async function start(script: Parameters<typeof startFakeAnthropic>[0]): Promise<FakeAnthropic> {
  fake = await startFakeAnthropic(script);
  return fake;
}

function judgeFor(
  server: FakeAnthropic,
  options: Partial<AnthropicJudgeOptions> = {},
): AnthropicPersonaJudge {
  // No SDK retries here: each scripted answer is seen by exactly one request.
  const client = new Anthropic({ apiKey: 'sk-test', baseURL: server.baseURL, maxRetries: 0 });
  return new AnthropicPersonaJudge(client, {
    fastModel: 'claude-haiku-4-5',
    strongModel: 'claude-sonnet-4-6',
    batchSize: 40,
    concurrency: 4,
    ...options,
  });
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the promise to reject');
}

describe('AnthropicPersonaJudge.shortlist', () => {
  it('sends ceil(N / batchSize) requests that together cover every person exactly once', async () => {
    const server = await start(shortlistReply());
    const profiles = people(100);
    const { verdicts } = await judgeFor(server).shortlist(PERSONA, company, profiles, CTX);

    expect(server.requests).toHaveLength(3);
    const sizes = server.requests.map((r) => peopleIn(r.body).length);
    expect(sizes).toEqual([34, 33, 33]);
    expect(verdicts.map((v) => v.person_ref)).toEqual(profiles.map((p) => p.person_ref));
    expect(verdicts.filter((v) => v.keep).map((v) => v.person_ref)).toEqual(
      profiles.filter((p) => /VP Sales|Head of Sales/.test(p.headline ?? '')).map((p) => p.person_ref),
    );
  });

  it('never has more than `concurrency` requests in flight', async () => {
    const server = await start(shortlistReply(40));
    await judgeFor(server, { batchSize: 5, concurrency: 3 }).shortlist(PERSONA, company, people(50), CTX);

    expect(server.requests).toHaveLength(10);
    expect(server.maxInFlight).toBe(3);
  });

  it('asks the fast model for a strict tool call it is forced to make', async () => {
    const server = await start(shortlistReply());
    await judgeFor(server).shortlist(PERSONA, company, people(3), CTX);

    const [request] = server.requests as [RecordedRequest];
    expect(request.path).toBe('/v1/messages');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(request.body.model).toBe('claude-haiku-4-5');
    expect(request.body.temperature).toBe(0);
    expect(request.body.tools).toHaveLength(1);
    expect(request.body.tools[0]).toMatchObject({ name: ToolName.shortlist, strict: true });
    expect(request.body.tools[0].input_schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['verdicts'],
    });
    expect(forcedTool(request.body)).toBe(ToolName.shortlist);
    expect(request.body.tool_choice.disable_parallel_tool_use).toBe(true);
    expect(request.body.output_config).toBeUndefined();
    expect(request.body.system[1].text).toContain(PERSONA.definition);
    expect(request.body.system[1].text).toContain('Acme Robotics');
  });

  it('gives Claude the same structured reading of the persona that the offline judge uses', async () => {
    const server = await start(shortlistReply());
    const persona = {
      slug: 'cs',
      name: 'CS leads',
      definition: 'Customer success and support managers. Exclude support agents.',
    };
    await judgeFor(server).shortlist(persona, company, people(2), CTX);

    const system = (server.requests[0] as RecordedRequest).body.system[1].text as string;
    const reading = JSON.parse(
      system.split('<persona_reading>\n')[1]?.split('\n</persona_reading>')[0] ?? '{}',
    );
    expect(reading.functions).toEqual(['customer_success', 'support']);
    expect(reading.excludes).toEqual(['"support agents": agents in customer support']);
  });

  it('sends compact summaries (a few hundred characters), never the full profile', async () => {
    const server = await start(shortlistReply());
    await judgeFor(server).shortlist(PERSONA, company, people(8), CTX);

    const lines = peopleIn(server.requests[0]?.body);
    expect(lines).toHaveLength(8);
    for (const line of lines) {
      expect(JSON.stringify(line).length).toBeLessThan(600);
      expect(line).not.toHaveProperty('about');
      expect(line.current[0]).toMatchObject({ company: 'Acme Robotics', linked: true, since: '2019-03' });
      expect(line.past[0]).toMatchObject({ title: 'Account Executive', years: '2015–2019' });
    }
  });

  it('marks the shared persona block for caching only when it reaches the model’s minimum', async () => {
    const server = await start(shortlistReply());
    const judge = judgeFor(server);
    await judge.shortlist(PERSONA, company, people(2), CTX);
    // Haiku 4.5 caches from 4,096 tokens: about 16,400 characters at four per token.
    const long = {
      ...PERSONA,
      definition: `${PERSONA.definition} ${'Prefer people who run a team. '.repeat(600)}`,
    };
    await judge.shortlist(long, company, people(2), CTX);

    const [short, cached] = server.requests as [RecordedRequest, RecordedRequest];
    expect(short.body.system.some((block: any) => block.cache_control)).toBe(false);
    expect(cached.body.system[0].cache_control).toBeUndefined();
    expect(cached.body.system[1].cache_control).toEqual({ type: 'ephemeral' });
    // Per-batch content is never cached.
    expect(JSON.stringify(cached.body.messages)).not.toContain('cache_control');
  });

  it('leaves the prefix uncached when no second request of the job would read it', async () => {
    const server = await start((request) => textMessage(JSON.stringify(verifyAnswer(request))));
    // The default strong model caches from 512 tokens and the verify prefix is longer, but one batch reads it once.
    await judgeFor(server, { strongModel: STRONG }).verify(PERSONA, company, people(3), VERIFY_CTX);
    await judgeFor(server, { strongModel: STRONG, batchSize: 2 }).verify(
      PERSONA,
      company,
      people(3),
      VERIFY_CTX,
    );

    const [single, first] = server.requests as [RecordedRequest, RecordedRequest];
    expect(single.body.system.some((block: any) => block.cache_control)).toBe(false);
    expect(first.body.system[1].cache_control).toEqual({ type: 'ephemeral' });
  });

  it('sends the first batch alone when the prefix is cached, so that the others read the cache', async () => {
    const arrivals: number[] = [];
    const server = await start((request) => {
      arrivals.push(Date.now());
      return { ...textMessage(JSON.stringify(verifyAnswer(request))), delayMs: 150 };
    });
    await judgeFor(server, {
      strongModel: STRONG,
      batchSize: 2,
      concurrency: 4,
      cacheWarmupMs: 10_000,
    }).verify(PERSONA, company, people(6), VERIFY_CTX);

    expect(server.requests).toHaveLength(3);
    expect(server.maxInFlight).toBe(2);
    const [first, second, third] = arrivals as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(140);
    expect(Math.abs(third - second)).toBeLessThan(100);
  });

  it('counts people missing from the answer as not kept and ignores ids it never sent', async () => {
    const server = await start(() =>
      toolUseMessage(ToolName.shortlist, {
        verdicts: [
          { id: '1', keep: true, score: 1.7 },
          { id: '99', keep: true, score: 0.9 },
        ],
      }),
    );
    const { verdicts } = await judgeFor(server).shortlist(PERSONA, company, people(3), CTX);

    expect(verdicts).toEqual([
      { person_ref: 'ref_1', keep: true, score: 1 },
      { person_ref: 'ref_2', keep: false, score: 0 },
      { person_ref: 'ref_3', keep: false, score: 0 },
    ]);
  });

  it('makes no request for an empty batch', async () => {
    const server = await start(shortlistReply());
    await expect(judgeFor(server).shortlist(PERSONA, company, [], CTX)).resolves.toEqual({
      verdicts: [],
      usage: null,
    });
    expect(server.requests).toHaveLength(0);
  });
});

describe('AnthropicPersonaJudge.verify', () => {
  it('asks the strong model and maps each verdict, with its refinements and why, back to its person', async () => {
    const server = await start((request) => toolUseMessage(ToolName.verify, verifyAnswer(request)));
    const candidates = [person(4), person(3)];
    const { verdicts } = await judgeFor(server).verify(SYSTEM_PERSONA, company, candidates, VERIFY_CTX);

    const [request] = server.requests as [RecordedRequest];
    expect(request.body.model).toBe('claude-sonnet-4-6');
    expect(forcedTool(request.body)).toBe(ToolName.verify);
    const lines = peopleIn(request.body);
    expect(lines[0]).toHaveProperty('about');
    expect(lines[0]?.derived).toMatchObject({ tier: 'executive', belongs_to_company: 'confirmed' });
    expect(lines[0]?.education[0]).toMatchObject({ school: 'TU Berlin' });
    expect(verdicts).toEqual([
      {
        person_ref: 'ref_4',
        keep: true,
        score: 0.9,
        why: 'Person 4 leads sales.',
        tier: 'executive',
        is_decision_maker: true,
        manages_people: 'yes',
        budget_authority: 'owns',
        belongs_to_company: null,
      },
      expect.objectContaining({ person_ref: 'ref_3', why: 'Person 3 leads sales.' }),
    ]);
  });

  it('keeps why between 1 and 1000 characters', async () => {
    const server = await start((request) =>
      toolUseMessage(
        ToolName.verify,
        verifyAnswer(request, (p) => (p.id === '1' ? `${'Evidence of fit. '.repeat(100)}` : '   ')),
      ),
    );
    const { verdicts } = await judgeFor(server).verify(PERSONA, company, [person(1), person(2)], VERIFY_CTX);

    const [long, empty] = verdicts as [VerifiedCandidate, VerifiedCandidate];
    expect(Array.from(long.why).length).toBeLessThanOrEqual(1000);
    expect(long.why.endsWith('…')).toBe(true);
    expect(empty.why.length).toBeGreaterThan(0);
    expect(empty.why).toContain('Person 2');
  });

  it('says so when the model left a candidate out', async () => {
    const server = await start((request) => {
      const answer = verifyAnswer(request);
      return toolUseMessage(ToolName.verify, { verdicts: answer.verdicts.slice(0, 1) });
    });
    const { verdicts } = await judgeFor(server).verify(PERSONA, company, [person(1), person(2)], VERIFY_CTX);

    expect(verdicts[1]).toEqual({
      person_ref: 'ref_2',
      keep: false,
      score: 0,
      why: 'Not kept: the judge returned no verdict for Person 2.',
    });
  });
});

describe('repairing a malformed answer', () => {
  it('retries once with the previous turn and a tool_result that says what was wrong', async () => {
    const server = await start({
      queue: [
        (request) =>
          toolUseMessage(ToolName.shortlist, {
            verdicts: peopleIn(request.body).map((p) => ({ id: p.id, keep: 'yes', score: 0.9 })),
          }),
        shortlistReply(),
      ],
    });
    const { verdicts } = await judgeFor(server).shortlist(PERSONA, company, people(4), CTX);

    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests as [RecordedRequest, RecordedRequest];
    const [question, previous, repair] = second.body.messages;
    expect(question).toEqual(first.body.messages[0]);
    expect(previous.role).toBe('assistant');
    expect(previous.content[0]).toMatchObject({ type: 'tool_use', name: ToolName.shortlist });
    expect(repair.role).toBe('user');
    expect(repair.content[0]).toMatchObject({
      type: 'tool_result',
      tool_use_id: previous.content[0].id,
      is_error: true,
    });
    expect(repair.content[0].content).toMatch(/did not match the schema: verdicts\.0\.keep/);
    expect(second.body.system).toEqual(first.body.system);
    expect(verdicts.filter((v) => v.keep)).toHaveLength(2);
  });

  it('retries a truncated answer with twice the output budget', async () => {
    const server = await start({
      queue: [
        toolUseMessage(ToolName.shortlist, { verdicts: [] }, { stopReason: 'max_tokens' }),
        shortlistReply(),
      ],
    });
    await judgeFor(server).shortlist(PERSONA, company, people(4), CTX);

    const [first, second] = server.requests as [RecordedRequest, RecordedRequest];
    expect(second.body.max_tokens).toBe(first.body.max_tokens * 2);
    expect(second.body.messages[2].content[0].content).toMatch(/cut off/);
  });

  it('answers an assistant turn without a tool call with a plain user message', async () => {
    const server = await start({ queue: [textMessage('I think they all fit.'), shortlistReply()] });
    await judgeFor(server).shortlist(PERSONA, company, people(2), CTX);

    const repair = server.requests[1]?.body.messages[2];
    expect(server.requests[1]?.body.messages[1]).toEqual({
      role: 'assistant',
      content: [{ type: 'text', text: 'I think they all fit.' }],
    });
    expect(repair.content).toEqual([
      { type: 'text', text: expect.stringMatching(/no call to the tool record_shortlist/) },
    ]);
  });

  it('gives up with Judge.Overloaded after a second malformed answer', async () => {
    const server = await start(() => textMessage('No.'));
    const error = await rejection(judgeFor(server).shortlist(PERSONA, company, people(2), CTX));

    expect(server.requests).toHaveLength(2);
    expect(error).toBeInstanceOf(TransientError);
    expect(error.name).toBe('Judge.Overloaded');
    expect(error.message).toMatch(/after a repair/);
  });
});

describe('transient and permanent API failures', () => {
  it('turns 529 overloaded into a Judge.Overloaded TransientError', async () => {
    const server = await start({ queue: [overloaded()] });
    const error = await rejection(judgeFor(server).shortlist(PERSONA, company, people(2), CTX));

    expect(error).toBeInstanceOf(TransientError);
    expect(error.name).toBe('Judge.Overloaded');
    expect(error.message).toContain('529 overloaded_error');
    expect((error as TransientError).retryAfterSeconds).toBeNull();
    // The API down: an outage, waited out without counting attempts (functions/core/outage.ts).
    expect(outageOf({ Error: error.name, Cause: error.message })).toBe(DownDependency.anthropic);
  });

  it('carries a 429’s retry-after into retryAfterSeconds', async () => {
    const server = await start({ queue: [rateLimited(30)] });
    const error = await rejection(judgeFor(server).verify(PERSONA, company, people(2), VERIFY_CTX));

    expect(error.name).toBe('Judge.Overloaded');
    expect((error as TransientError).retryAfterSeconds).toBe(30);
    expect(error.message).toContain('(retry-after=30)');
    // A refusal, not an outage: it counts the stage's attempts.
    expect(outageOf({ Error: error.name, Cause: error.message })).toBeNull();
  });

  it('treats 5xx answers and unreachable servers as transient', async () => {
    const server = await start({ queue: [apiError(500, 'api_error', 'Internal server error')] });
    const error = await rejection(judgeFor(server).shortlist(PERSONA, company, people(2), CTX));
    expect(error.name).toBe('Judge.Overloaded');
    expect(outageOf({ Error: error.name, Cause: error.message })).toBe(DownDependency.anthropic);

    const closed = await startFakeAnthropic();
    await closed.close();
    const unreachable = await rejection(judgeFor(closed).shortlist(PERSONA, company, people(2), CTX));
    expect(unreachable).toBeInstanceOf(TransientError);
    expect(unreachable.message).toMatch(/Could not reach the Anthropic API/);
    expect(outageOf({ Error: unreachable.name, Cause: unreachable.message })).toBe(DownDependency.anthropic);
  });

  it('reports a 400 as a permanent error without retrying', async () => {
    const server = await start({
      queue: [apiError(400, 'invalid_request_error', 'tool_choice: type "tool" is not supported')],
    });
    const error = await rejection(judgeFor(server).shortlist(PERSONA, company, people(2), CTX));

    expect(server.requests).toHaveLength(1);
    expect(error).not.toBeInstanceOf(TransientError);
    expect(error).toBeInstanceOf(AnthropicJudgeError);
    expect(error.message).toContain('400 invalid_request_error');
  });

  it('stops starting batches after a failure and still reports what was spent', async () => {
    const server = await start({
      queue: [shortlistReply(), overloaded()],
      respond: shortlistReply(),
    });
    const error = await rejection(
      judgeFor(server, { batchSize: 2, concurrency: 1 }).shortlist(PERSONA, company, people(10), CTX),
    );

    expect(server.requests).toHaveLength(2);
    expect(error.name).toBe('Judge.Overloaded');
    expect((error as { usage?: JudgeUsage }).usage).toMatchObject({ requests: 1, input_tokens: 100 });
  });
});

describe('createAnthropicJudge', () => {
  const factory = (server: FakeAnthropic) =>
    createAnthropicJudge({
      apiKey: 'sk-factory',
      baseURL: server.baseURL,
      fastModel: 'claude-haiku-4-5',
      strongModel: 'claude-sonnet-4-6',
      batchSize: 40,
      concurrency: 4,
    });

  it('lets the SDK retry one short overload itself', async () => {
    const server = await start({ queue: [overloaded({ 'retry-after': '0' }), shortlistReply()] });
    const { verdicts } = await factory(server).shortlist(PERSONA, company, people(4), CTX);

    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers.authorization).toBe('Bearer sk-factory');
    expect(verdicts).toHaveLength(4);
  });

  it('hands a long retry-after to the pipeline instead of sleeping through it', async () => {
    const server = await start({ queue: [rateLimited(30)], respond: shortlistReply() });
    const started = Date.now();
    const error = await rejection(factory(server).shortlist(PERSONA, company, people(4), CTX));

    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.requests).toHaveLength(1);
    expect((error as TransientError).retryAfterSeconds).toBe(30);
  });
});

describe('usage', () => {
  it('sums tokens, cache reads and writes over every request, and reports each request', async () => {
    const usages = [
      {
        input_tokens: 1000,
        output_tokens: 200,
        cache_creation_input_tokens: 5000,
        cache_read_input_tokens: 0,
      },
      {
        input_tokens: 900,
        output_tokens: 180,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 5000,
      },
      {
        input_tokens: 800,
        output_tokens: 160,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 5000,
      },
    ];
    const server = await start({
      queue: usages.map(
        (usage) => (request: RecordedRequest) =>
          toolUseMessage(ToolName.shortlist, shortlistAnswer(request), { usage }),
      ),
    });
    const seen: Array<{ usage: JudgeUsage; meta: JudgeRequestMeta }> = [];
    const { usage } = await judgeFor(server, {
      batchSize: 2,
      concurrency: 1,
      onUsage: (u, meta) => seen.push({ usage: u, meta }),
    }).shortlist(PERSONA, company, people(6), CTX);

    expect(usage).toEqual({
      requests: 3,
      input_tokens: 2700,
      output_tokens: 540,
      cache_read_input_tokens: 10_000,
      cache_creation_input_tokens: 5000,
    });
    expect(seen.map((s) => s.usage.input_tokens)).toEqual([1000, 900, 800]);
    expect(seen[0]?.meta).toMatchObject({
      pass: 'shortlist',
      model: 'claude-haiku-4-5',
      jobId: 'job_1',
      stage: 'find_candidates',
      batch: 0,
      batches: 3,
      people: 2,
      repair: false,
      stopReason: 'tool_use',
    });
  });

  it('counts the repair request too', async () => {
    const server = await start({ queue: [textMessage('?'), shortlistReply()] });
    const seen: JudgeRequestMeta[] = [];
    const { usage } = await judgeFor(server, { onUsage: (_, meta) => seen.push(meta) }).shortlist(
      PERSONA,
      company,
      people(2),
      CTX,
    );

    expect(usage?.requests).toBe(2);
    expect(seen.map((m) => m.repair)).toEqual([false, true]);
  });
});

describe('models that refuse a forced tool (Claude 5.x)', () => {
  it('asks for JSON through output_config.format and reads it past any thinking block', async () => {
    const server = await start((request) =>
      message(
        [
          { type: 'thinking', thinking: '', signature: 'sig' },
          { type: 'text', text: JSON.stringify(verifyAnswer(request)) },
        ],
        { model: 'claude-sonnet-5-5' },
      ),
    );
    const { verdicts } = await judgeFor(server, { strongModel: 'claude-sonnet-5-5' }).verify(
      PERSONA,
      company,
      [person(1)],
      VERIFY_CTX,
    );

    const body = server.requests[0]?.body;
    expect(body.tools).toBeUndefined();
    expect(body.tool_choice).toBeUndefined();
    expect(body.temperature).toBeUndefined();
    expect(body.output_config).toMatchObject({
      effort: 'medium',
      format: { type: 'json_schema', schema: { type: 'object', required: ['verdicts'] } },
    });
    expect(verdicts[0]).toMatchObject({ person_ref: 'ref_1', keep: true, why: 'Person 1 leads sales.' });
  });

  it('repairs text that is not JSON, sending back the thinking block unchanged', async () => {
    const server = await start({
      queue: [
        message([
          { type: 'thinking', thinking: 'hmm', signature: 'sig-1' },
          { type: 'text', text: 'Here you go: {"verdicts": [' },
        ]),
        (request) => textMessage(JSON.stringify(verifyAnswer(request))),
      ],
    });
    await judgeFor(server, { strongModel: 'claude-sonnet-5-5' }).verify(
      PERSONA,
      company,
      [person(1)],
      VERIFY_CTX,
    );

    const [, previous, repair] = (server.requests[1] as RecordedRequest).body.messages;
    expect(previous.content[0]).toEqual({ type: 'thinking', thinking: 'hmm', signature: 'sig-1' });
    expect(repair.content[0].text).toMatch(/not valid JSON/);
  });
});

describe('modelProfile', () => {
  it('knows the documented cache minimums and which models take a forced tool', () => {
    expect(modelProfile('claude-haiku-4-5')).toEqual({
      generation: 'legacy',
      outputMode: 'tool',
      minCacheTokens: 4096,
    });
    expect(modelProfile('claude-sonnet-4-5-20250929')).toEqual({
      generation: 'legacy',
      outputMode: 'tool',
      minCacheTokens: 1024,
    });
    expect(modelProfile('claude-sonnet-5-5')).toEqual({
      generation: 'current',
      outputMode: 'json',
      minCacheTokens: 512,
    });
    expect(modelProfile('claude-haiku-5-5').outputMode).toBe('json');
  });

  it('splits into ceil(n / size) batches of nearly equal size', () => {
    expect(split([1, 2, 3, 4, 5], 2).map((b) => b.length)).toEqual([2, 2, 1]);
    expect(split(Array.from({ length: 80 }), 40).map((b) => b.length)).toEqual([40, 40]);
    expect(split([], 40)).toEqual([]);
  });
});
